// The verifier's exact matching (Edmonds' weighted blossom) against brute force on small random
// graphs, against the algebraic test on larger ones, and on score-group graphs like a round's.
#include "verify/weighted_matching.hpp"

#include <gtest/gtest.h>

#include "tests/verify/brute_matching.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <tuple>
#include <vector>

namespace xq::verify_detail {
namespace {

using test::brute;
using test::Lcg;

// Exhaustive maximum weight of any matching (the lowest vertex left out, or with each partner).
std::int64_t brute_max(const std::vector<std::vector<int>>& w, std::uint32_t used) {
  const int n = static_cast<int>(w.size());
  int first = 0;
  while (first < n && (used >> first & 1u)) ++first;
  if (first == n) return 0;
  std::int64_t best = brute_max(w, used | (1u << first));
  for (int j = first + 1; j < n; ++j)
    if (!(used >> j & 1u) && w[static_cast<size_t>(first)][static_cast<size_t>(j)] > 0)
      best = std::max(best, w[static_cast<size_t>(first)][static_cast<size_t>(j)] +
                                brute_max(w, used | (1u << first) | (1u << j)));
  return best;
}

TEST(WeightedMatching, MinimumPerfectMatchingAgreesWithBruteForce) {
  Lcg rng{7};
  int with = 0, without = 0, positive_weight = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const int m = 2 + 2 * static_cast<int>(rng.next() % 7);  // 2..14
    const unsigned density = 15 + rng.next() % 85;           // percent
    PairGraph g(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (rng.next() % 100 < density) g.add_edge(i, j, static_cast<int>(rng.next() % 3 == 0));
    const auto expect = brute(g, 0);
    ASSERT_EQ(min_weight_perfect_matching_exact(g), expect) << "trial " << trial << " m " << m;
    (expect ? with : without) += 1;
    if (expect && *expect > 0) ++positive_weight;
  }
  // The law's preconditions are reached: both answers and non-zero minima occur.
  EXPECT_GT(with, 500);
  EXPECT_GT(without, 300);
  EXPECT_GT(positive_weight, 300);
}

TEST(WeightedMatching, MaximumWeightAgreesWithBruteForce) {
  Lcg rng{11};
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + static_cast<int>(rng.next() % 13);  // 1..13, odd sizes too
    const unsigned density = 20 + rng.next() % 80;
    const int range = 1 + static_cast<int>(rng.next() % 20);
    std::vector<std::vector<int>> w(static_cast<size_t>(n), std::vector<int>(static_cast<size_t>(n), 0));
    WeightedMatching wm(n);
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (rng.next() % 100 < density) {
          const int x = 1 + static_cast<int>(rng.next() % static_cast<unsigned>(range));
          w[static_cast<size_t>(i)][static_cast<size_t>(j)] =
              w[static_cast<size_t>(j)][static_cast<size_t>(i)] = x;
          wm.set_weight(i, j, x);
        }
    const std::int64_t got = wm.solve();
    ASSERT_EQ(got, brute_max(w, 0)) << "trial " << trial << " n " << n;
    // The matching returned weighs what solve says, and is a matching of edges.
    std::int64_t sum = 0;
    for (int v = 0; v < n; ++v) {
      const int u = wm.mate(v);
      if (u < 0) continue;
      ASSERT_EQ(wm.mate(u), v);
      ASSERT_GT(w[static_cast<size_t>(v)][static_cast<size_t>(u)], 0);
      if (u < v) sum += w[static_cast<size_t>(v)][static_cast<size_t>(u)];
    }
    EXPECT_EQ(sum, got);
  }
}

// Graphs like a round's: score groups, same-score edges weigh 0, floats 1, a share of pairs
// blocked (met, colours). Up to 128 vertices, against the algebraic minimum (exact but for a
// one-sided error below 1e-16).
TEST(WeightedMatching, ScoreGroupGraphsAgreeWithTheAlgebraicTest) {
  Lcg rng{2024};
  int nonzero = 0, none = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const int m = 2 * (2 + static_cast<int>(rng.next() % 63));  // 4..128
    const int groups = 1 + static_cast<int>(rng.next() % 9);
    const unsigned blocked = rng.next() % 95;  // percent of pairs that cannot play
    std::vector<int> group(static_cast<size_t>(m));
    for (int& g : group) g = static_cast<int>(rng.next() % static_cast<unsigned>(groups));
    PairGraph g(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (rng.next() % 100 >= blocked)
          g.add_edge(i, j, group[static_cast<size_t>(i)] != group[static_cast<size_t>(j)] ? 1 : 0);
    const auto exact = min_weight_perfect_matching_exact(g);
    EXPECT_EQ(exact, min_weight_perfect_matching(g, static_cast<std::uint64_t>(trial))) << "trial " << trial;
    if (!exact)
      ++none;
    else if (*exact > 0)
      ++nonzero;
  }
  EXPECT_GT(nonzero, 50);
  EXPECT_GT(none, 5);
}

// Weights above 1 (a float counted once per score group crossed, V-3): small graphs against
// the exhaustive minimum. Each graph has a leftover that weight-1 edges alone cannot pair, so
// the bound shortcut must not answer.
TEST(WeightedMatching, GroupDistanceWeightsAgreeWithExhaustiveSearch) {
  Lcg rng{77};
  int above_bound = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int m = 2 * (1 + static_cast<int>(rng.next() % 7));  // 2..14
    const int groups = 1 + static_cast<int>(rng.next() % 6);
    std::vector<int> group(static_cast<size_t>(m));
    for (int& g : group) g = static_cast<int>(rng.next() % static_cast<unsigned>(groups));
    PairGraph g(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (rng.next() % 100 >= 30)
          g.add_edge(i, j, std::abs(group[static_cast<size_t>(i)] - group[static_cast<size_t>(j)]));
    const auto exact = min_weight_perfect_matching_exact(g);
    EXPECT_EQ(exact, brute(g, 0)) << "trial " << trial;
    if (exact && *exact > m / 2) ++above_bound;
  }
  EXPECT_GT(above_bound, 20);  // the weighted path, not only the shortcut, was exercised
}

// Groups 0, 1, 2 of sizes 1, 2, 1: the two odd groups are two apart. Pairing 0–2 directly costs
// 2; 0–1 and 1–2 (a float each way through the middle group) costs 2 as well; no pairing costs
// less, though only one float pair would be needed with 0/1 weights.
TEST(WeightedMatching, AFloatOverTwoGroupsCountsTwice) {
  PairGraph g(4);
  const int grp[] = {0, 1, 1, 2};
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) g.add_edge(i, j, std::abs(grp[i] - grp[j]));
  EXPECT_EQ(min_weight_perfect_matching_exact(g), 2);
}

// Found by the record fuzzers under UBSan (issue 15): a dual step nothing bounds (INT_MAX) was
// added to odd vertices' duals before the exposed vertex that ends the search was reached — a
// signed overflow. The ubsan preset runs this test in CI.
TEST(WeightedMatching, AnUnboundedDualStepEndsTheSearchWithoutOverflow) {
  WeightedMatching wm(5);
  for (auto [a, b, w] : {std::tuple{0, 1, 3}, {0, 2, 3}, {0, 3, 1}, {2, 4, 2}, {3, 4, 2}})
    wm.set_weight(a, b, w);
  EXPECT_EQ(wm.solve(), 5);  // 0–1 and 2–4 (or 3–4): 3 + 2
}

// A graph whose edges come from a source when first read (the float statistic's), or all at
// once by read_all, is the graph with those edges added: the same edges, weights and minimum,
// each edge asked for once at most; a graph reused from one reset to the next forgets its old
// edges.
TEST(WeightedMatching, EdgesReadFromASourceEqualEdgesAdded) {
  Lcg rng{1515};
  PairGraph lazy(0);  // reused, as the workspace's
  for (int trial = 0; trial < 300; ++trial) {
    const int m = 2 * static_cast<int>(rng.next() % 20);  // 0..38
    const int groups = 1 + static_cast<int>(rng.next() % 6);
    const unsigned blocked = rng.next() % 60;
    std::vector<int> group(static_cast<size_t>(m));
    for (int& g : group) g = static_cast<int>(rng.next() % static_cast<unsigned>(groups));
    std::vector<int> weight(static_cast<size_t>(m * m), -1);
    PairGraph eager(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (rng.next() % 100 >= blocked) {
          const int w = std::abs(group[static_cast<size_t>(i)] - group[static_cast<size_t>(j)]);
          weight[static_cast<size_t>(i * m + j)] = weight[static_cast<size_t>(j * m + i)] = w;
          eager.add_edge(i, j, w);
        }
    std::vector<int> asked(static_cast<size_t>(m * m), 0);
    const auto source = [&](int a, int b) {
      ++asked[static_cast<size_t>(std::min(a, b) * m + std::max(a, b))];
      return weight[static_cast<size_t>(a * m + b)];
    };
    lazy.reset(m, source);
    if (trial % 3 == 2) {  // some edges read one by one, then the rest at once
      for (int a = 0; a + 1 < m; a += 3) EXPECT_EQ(lazy.weight(a, a + 1), eager.weight(a, a + 1));
      lazy.read_all(source);
    }
    const bool whole_first = trial % 2 == 0;  // the minimum first (every edge read), or the edges first
    if (whole_first) {
      EXPECT_EQ(min_weight_perfect_matching_exact(lazy), min_weight_perfect_matching_exact(eager))
          << "trial " << trial;
    }
    for (int a = 0; a < m; ++a)
      for (int b = 0; b < m; ++b) {
        ASSERT_EQ(lazy.has_edge(a, b), eager.has_edge(a, b)) << trial << ": " << a << "–" << b;
        ASSERT_EQ(lazy.weight(a, b), eager.weight(a, b)) << trial << ": " << a << "–" << b;
      }
    if (!whole_first) {
      EXPECT_EQ(min_weight_perfect_matching_exact(lazy), min_weight_perfect_matching_exact(eager))
          << "trial " << trial;
    }
    for (int k : asked) EXPECT_LE(k, 1);
  }
  lazy.reset(4);  // no edge and no source any more
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b) EXPECT_FALSE(lazy.has_edge(a, b));
}

// The cut bound (the float statistic's shortcut) never calls a pairing the least when a lighter
// one exists: random score-group graphs holding a random perfect pairing, against the exact
// minimum. Sparse graphs, so that sides whose leftover players reach no partner occur too.
TEST(WeightedMatching, TheCutBoundProvesOnlyTheLeastWeight) {
  Lcg rng{4242};
  MatchingWorkspace ws;
  int proved = 0, not_proved = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const int m = 2 * (1 + static_cast<int>(rng.next() % 12));  // 2..24
    const int groups = 1 + static_cast<int>(rng.next() % 5);
    const unsigned density = 5 + rng.next() % 60;  // percent of the other pairs that may play
    std::vector<int> level(static_cast<size_t>(m));
    for (int& l : level) l = static_cast<int>(rng.next() % static_cast<unsigned>(groups));
    std::vector<int> order(static_cast<size_t>(m));
    for (int i = 0; i < m; ++i) order[static_cast<size_t>(i)] = i;
    for (int i = m - 1; i > 0; --i)
      std::swap(order[static_cast<size_t>(i)], order[rng.next() % static_cast<unsigned>(i + 1)]);
    std::vector<int> mate(static_cast<size_t>(m));
    PairGraph g(m);
    const auto distance = [&](int a, int b) {
      return std::abs(level[static_cast<size_t>(a)] - level[static_cast<size_t>(b)]);
    };
    int weight = 0;
    for (int k = 0; k < m; k += 2) {
      const int a = order[static_cast<size_t>(k)], b = order[static_cast<size_t>(k + 1)];
      mate[static_cast<size_t>(a)] = b, mate[static_cast<size_t>(b)] = a;
      g.add_edge(a, b, distance(a, b));
      weight += distance(a, b);
    }
    for (int a = 0; a < m; ++a)
      for (int b = a + 1; b < m; ++b)
        if (mate[static_cast<size_t>(a)] != b && rng.next() % 100 < density) g.add_edge(a, b, distance(a, b));
    if (least_weight_by_cuts(g, level, mate, ws)) {
      ++proved;
      EXPECT_EQ(min_weight_perfect_matching_exact(g), weight) << "trial " << trial;
    } else {
      ++not_proved;
    }
  }
  EXPECT_GT(proved, 100);
  EXPECT_GT(not_proved, 100);
}

TEST(WeightedMatching, EdgeCases) {
  EXPECT_EQ(min_weight_perfect_matching_exact(PairGraph(0)), 0);
  EXPECT_EQ(min_weight_perfect_matching_exact(PairGraph(3)), std::nullopt);
  PairGraph two(2);
  EXPECT_EQ(min_weight_perfect_matching_exact(two), std::nullopt);
  two.add_edge(0, 1, 1);
  EXPECT_EQ(min_weight_perfect_matching_exact(two), 1);
  // Two disjoint triangles joined by one edge: 6 vertices, the joining edge is forced.
  PairGraph tri(6);
  for (auto [a, b] : {std::pair{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {3, 5}}) tri.add_edge(a, b);
  EXPECT_EQ(min_weight_perfect_matching_exact(tri), std::nullopt);
  tri.add_edge(2, 3, 1);
  EXPECT_EQ(min_weight_perfect_matching_exact(tri), 1);
  // 100 vertices in groups of 49 and 51, complete: the odd groups force exactly one float pair.
  const int m = 100;
  PairGraph g(m);
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j) g.add_edge(i, j, (i < 49) != (j < 49) ? 1 : 0);
  EXPECT_EQ(min_weight_perfect_matching_exact(g), 1);
}

}  // namespace
}  // namespace xq::verify_detail
