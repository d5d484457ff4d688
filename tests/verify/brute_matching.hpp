// Test-only references for the verifier's matchings: exhaustive search and a tiny generator
// whose output is defined by this code.
#pragma once

#include <cstdint>
#include <optional>

#include "verify/perfect_matching.hpp"

namespace xq::verify_detail::test {

// Exhaustive minimum weight of a perfect matching: the lowest unmatched vertex takes each partner.
inline std::optional<int> brute(const PairGraph& g, std::uint32_t used) {
  const int m = g.size();
  int first = 0;
  while (first < m && (used >> first & 1u)) ++first;
  if (first == m) return 0;
  std::optional<int> best;
  for (int j = first + 1; j < m; ++j) {
    if ((used >> j & 1u) || !g.has_edge(first, j)) continue;
    const auto rest = brute(g, used | (1u << first) | (1u << j));
    if (rest && (!best || *rest + g.weight(first, j) < *best)) best = *rest + g.weight(first, j);
  }
  return best;
}

struct Lcg {
  std::uint64_t s;
  std::uint32_t next() {
    return static_cast<std::uint32_t>((s = s * 6364136223846793005ULL + 1442695040888963407ULL) >> 33);
  }
};

}  // namespace xq::verify_detail::test
