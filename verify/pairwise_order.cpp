#include "verify/pairwise_order.hpp"

namespace xq::verify_detail {

PairwiseOrder::PairwiseOrder(int n, const std::function<bool(int, int)>& before) : n_(n) {
  const size_t nn = static_cast<size_t>(n) * static_cast<size_t>(n);
  direct_.assign(nn, 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (i != j && before(i, j)) direct_[idx(i, j)] = 1;
  reach_ = direct_;
  for (int k = 0; k < n; ++k)  // Warshall: reach = the transitive closure of before
    for (int i = 0; i < n; ++i)
      if (reach_[idx(i, k)])
        for (int j = 0; j < n; ++j)
          if (reach_[idx(k, j)]) reach_[idx(i, j)] = 1;
}

std::vector<int> PairwiseOrder::cycle_of(int i) const {
  std::vector<int> out;
  for (int j = 0; j < n_; ++j)
    if (j == i ? reach_[idx(i, i)] != 0 : open(i, j)) out.push_back(j);
  return out;
}

}  // namespace xq::verify_detail
