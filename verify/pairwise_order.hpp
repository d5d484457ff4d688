// Internal to verify/: what a rule that compares two at a time (PT-3, PT-4, PT-10, PT-11) fixes
// about an order. Their look-backs pass over byes and forfeits (PT-D8), so "a before b" need not
// be transitive: a before b before c before a can happen. PT-D12 then leaves the look-back out
// for the whole tied set; this finds the cycles (and what an order forces where there are none).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace xq::verify_detail {

/// The order a pairwise rule forces on items 0..n−1. `before(i, j)`: the rule puts i before j
/// when it compares the two alone (for a total rule, exactly one of before(i, j), before(j, i)).
/// i is *forced* before j when i reaches j through the relation and j does not reach i; two items
/// that reach each other are on a cycle (the same strongly connected component): the rule leaves
/// their order open. Cost: n² comparisons and n³ / 64 closure steps (n is a team's boards or a
/// group of equal teams of one zone).
class PairwiseOrder {
 public:
  PairwiseOrder(int n, const std::function<bool(int, int)>& before);

  int size() const { return n_; }
  bool before(int i, int j) const { return direct_[idx(i, j)] != 0; }
  bool forced(int i, int j) const { return reach_[idx(i, j)] && !reach_[idx(j, i)]; }
  /// i and j lie on a cycle of the relation (i ≠ j): the rule does not order them.
  bool open(int i, int j) const { return i != j && reach_[idx(i, j)] && reach_[idx(j, i)]; }
  /// Items on a cycle with i (i included when there are any), ascending.
  [[nodiscard]] std::vector<int> cycle_of(int i) const;

 private:
  size_t idx(int i, int j) const {
    return static_cast<size_t>(i) * static_cast<size_t>(n_) + static_cast<size_t>(j);
  }
  int n_ = 0;
  std::vector<char> direct_;
  std::vector<char> reach_;
};

}  // namespace xq::verify_detail
