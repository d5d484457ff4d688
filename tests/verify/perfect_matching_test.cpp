// The verifier's algebraic matching test against brute force on small random graphs.
#include "verify/perfect_matching.hpp"

#include <gtest/gtest.h>

#include "tests/verify/brute_matching.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace xq::verify_detail {
namespace {

using test::brute;
using test::Lcg;

TEST(PerfectMatching, AgreesWithBruteForceOnRandomGraphs) {
  Lcg rng{42};
  int with = 0, without = 0, positive_weight = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const int m = 2 + 2 * static_cast<int>(rng.next() % 7);  // 2..14
    const unsigned density = 25 + rng.next() % 70;           // percent
    PairGraph g(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (rng.next() % 100 < density) g.add_edge(i, j, static_cast<int>(rng.next() % 3 == 0));
    const auto expect = brute(g, 0);
    EXPECT_EQ(has_perfect_matching(g, trial), expect.has_value()) << "trial " << trial;
    EXPECT_EQ(min_weight_perfect_matching(g, trial), expect) << "trial " << trial << " m " << m;
    (expect ? with : without) += 1;
    if (expect && *expect > 0) ++positive_weight;
  }
  // The laws' preconditions are reached: both answers and non-zero minima occur.
  EXPECT_GT(with, 100);
  EXPECT_GT(without, 50);
  EXPECT_GT(positive_weight, 50);
}

TEST(PerfectMatching, EdgeCases) {
  EXPECT_TRUE(has_perfect_matching(PairGraph(0), 1));
  EXPECT_FALSE(has_perfect_matching(PairGraph(3), 1));
  PairGraph two(2);
  EXPECT_FALSE(has_perfect_matching(two, 1));
  two.add_edge(0, 1, 1);
  EXPECT_TRUE(has_perfect_matching(two, 1));
  EXPECT_EQ(min_weight_perfect_matching(two, 1), 1);
  // Two disjoint triangles joined by one edge: 6 vertices, the joining edge is forced.
  PairGraph tri(6);
  for (auto [a, b] : {std::pair{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {3, 5}}) tri.add_edge(a, b);
  EXPECT_FALSE(has_perfect_matching(tri, 7));
  tri.add_edge(2, 3, 1);
  EXPECT_EQ(min_weight_perfect_matching(tri, 7), 1);
}

TEST(PerfectMatching, LargeCompleteBipartiteWithOneForcedCross) {
  // 100 vertices: groups of 49 and 51 with every in-group edge weight 0 and cross edges weight 1:
  // odd groups force at least one cross edge; the minimum is exactly 1.
  const int m = 100;
  PairGraph g(m);
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j) g.add_edge(i, j, (i < 49) != (j < 49) ? 1 : 0);
  EXPECT_EQ(min_weight_perfect_matching(g, 3), 1);
}

}  // namespace
}  // namespace xq::verify_detail
