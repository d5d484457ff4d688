#include "pairing/swiss/pair_guard.hpp"

#include <algorithm>
#include <cassert>

namespace xq {

namespace {

std::uint64_t key(int x, int y, int n) {
  const auto a = static_cast<std::uint64_t>(std::min(x, y)), b = static_cast<std::uint64_t>(std::max(x, y));
  return a * static_cast<std::uint64_t>(n) + b;
}

}  // namespace

PairGuard::PairGuard(int n, AdjacencyRef may_meet)
    : matching_(n, may_meet), paired_(static_cast<std::size_t>(n), 0) {}

void PairGuard::reset(int n, AdjacencyRef may_meet) {
  matching_.reset(n, may_meet);
  paired_.assign(static_cast<std::size_t>(n), 0);
  pairs_.clear();
  refused_.clear();
}

int PairGuard::start(const std::vector<int>& order) {
  matching_.greedy(order);
  return matching_.maximize();
}

bool PairGuard::take(int x, int y) {
  assert(!paired(x) && !paired(y) && x != y);
  if (!matching_.try_remove_pair(x, y)) {
    refused_.insert(key(x, y, matching_.vertex_count()));
    return false;
  }
  paired_[static_cast<std::size_t>(x)] = paired_[static_cast<std::size_t>(y)] = 1;
  pairs_.push_back({x, y});
  return true;
}

bool PairGuard::refused(int x, int y) const {
  return !refused_.empty() && refused_.count(key(x, y, matching_.vertex_count())) != 0;
}

}  // namespace xq
