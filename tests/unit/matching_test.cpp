#include "pairing/swiss/matching.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "pairing/model/rng.hpp"

namespace xq {
namespace {

// Brute force: maximum matching size on the vertex set `mask` by bitmask DP (n ≤ 16).
struct Brute {
  int n;
  std::vector<unsigned> adj;  // adjacency bitmasks
  std::vector<int> memo;
  explicit Brute(int n_) : n(n_), adj(static_cast<size_t>(n_), 0), memo(size_t{1} << n_, -1) {}
  int best(unsigned mask) {
    if (mask == 0) return 0;
    int& m = memo[mask];
    if (m >= 0) return m;
    const int v = __builtin_ctz(mask);
    const unsigned rest = mask & ~(1u << v);
    int r = best(rest);  // v unmatched
    for (unsigned c = rest & adj[static_cast<size_t>(v)]; c; c &= c - 1) {
      const int u = __builtin_ctz(c);
      r = std::max(r, 1 + best(rest & ~(1u << u)));
    }
    return m = r;
  }
};

struct Graph {
  std::vector<std::vector<char>> a;
  bool operator()(int x, int y) const { return a[static_cast<size_t>(x)][static_cast<size_t>(y)] != 0; }
};

Graph random_graph(int n, int percent, Rng& rng, Brute& brute) {
  Graph g{
      std::vector<std::vector<char>>(static_cast<size_t>(n), std::vector<char>(static_cast<size_t>(n), 0))};
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (rng.index(100) < percent) {
        g.a[static_cast<size_t>(i)][static_cast<size_t>(j)] =
            g.a[static_cast<size_t>(j)][static_cast<size_t>(i)] = 1;
        brute.adj[static_cast<size_t>(i)] |= 1u << j;
        brute.adj[static_cast<size_t>(j)] |= 1u << i;
      }
  return g;
}

TEST(Matching, TriangleAndPathNeedABlossom) {
  // 0-1-2 triangle with a tail 2-3 and 0-4: a perfect-ish matching needs the odd cycle handled.
  Graph g{std::vector<std::vector<char>>(6, std::vector<char>(6, 0))};
  auto edge = [&](int x, int y) {
    g.a[static_cast<size_t>(x)][static_cast<size_t>(y)] =
        g.a[static_cast<size_t>(y)][static_cast<size_t>(x)] = 1;
  };
  edge(0, 1), edge(1, 2), edge(2, 0), edge(2, 3), edge(0, 4), edge(1, 5);
  BlossomMatching m(6, g);
  m.greedy({0, 1, 2, 3, 4, 5});  // greedy takes 0-1, then 2-3: 4 and 5 exposed
  EXPECT_EQ(m.size(), 2);
  EXPECT_EQ(m.maximize(), 3);  // 0-4, 1-5, 2-3
  EXPECT_TRUE(m.perfect());
}

TEST(Matching, AgreesWithBruteForceOnRandomGraphs) {
  Rng rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + rng.index(14);
    Brute brute(n);
    const Graph g = random_graph(n, 10 + rng.index(80), rng, brute);
    const unsigned all = (1u << n) - 1;
    EXPECT_EQ(maximum_matching_size(n, g), brute.best(all)) << "trial " << trial;
  }
}

TEST(Matching, TryRemovePairAndVertexAgreeWithBruteForce) {
  Rng rng(11);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + rng.index(13);
    Brute brute(n);
    const Graph g = random_graph(n, 20 + rng.index(70), rng, brute);
    BlossomMatching m(n, g);
    std::vector<int> order;
    for (int i = 0; i < n; ++i) order.push_back(i);
    m.greedy(order);
    m.maximize();
    unsigned mask = (1u << n) - 1;
    ASSERT_EQ(m.size(), brute.best(mask));
    // Remove pairs and vertices at random, each time checking the answer and the invariant.
    for (int step = 0; step < 20 && mask; ++step) {
      const int x = rng.index(n), y = rng.index(n);
      if (!(mask >> x & 1) || !(mask >> y & 1)) continue;
      if (x == y) {
        const bool want = brute.best(mask & ~(1u << x)) == brute.best(mask);
        EXPECT_EQ(m.try_remove_vertex(x), want);
        if (want) mask &= ~(1u << x);
      } else if (g(x, y)) {
        const unsigned rest = mask & ~(1u << x) & ~(1u << y);
        const bool want = brute.best(rest) == brute.best(mask) - 1;
        EXPECT_EQ(m.try_remove_pair(x, y), want);
        if (want) mask = rest;
      }
      ASSERT_EQ(m.size(), brute.best(mask)) << "trial " << trial << " step " << step;
      for (int v = 0; v < n; ++v) {
        EXPECT_EQ(m.active(v), (mask >> v & 1) != 0);
        if (m.mate(v) >= 0) {
          EXPECT_EQ(m.mate(m.mate(v)), v);
          EXPECT_TRUE(g(v, m.mate(v)));
        }
      }
    }
  }
}

// The operations of the score group's matching (group_pairs = maximum): restore_pair undoes a
// removal, edge_removed drops an edge, remove_vertex drops a vertex whether matched or not —
// each leaves a maximum matching of what remains (brute force).
TEST(Matching, RestoreEdgeRemovedAndRemoveVertexKeepItMaximum) {
  Rng rng(23);
  int edges_dropped = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + rng.index(13);
    Brute brute(n);
    Graph g = random_graph(n, 20 + rng.index(70), rng, brute);
    BlossomMatching m(n, g);  // g is read through the reference: edits below change the graph
    std::vector<int> order;
    for (int i = 0; i < n; ++i) order.push_back(i);
    m.greedy(order);
    m.maximize();
    unsigned mask = (1u << n) - 1;
    for (int step = 0; step < 20 && mask; ++step) {
      const int x = rng.index(n), y = rng.index(n);
      if (!(mask >> x & 1) || !(mask >> y & 1)) continue;
      if (x == y) {
        m.remove_vertex(x);
        mask &= ~(1u << x);
      } else if (g(x, y)) {
        if (rng.index(2) == 0 && m.try_remove_pair(x, y)) m.restore_pair(x, y);  // a refused commit
        g.a[static_cast<size_t>(x)][static_cast<size_t>(y)] =
            g.a[static_cast<size_t>(y)][static_cast<size_t>(x)] = 0;
        brute.adj[static_cast<size_t>(x)] &= ~(1u << y);
        brute.adj[static_cast<size_t>(y)] &= ~(1u << x);
        std::fill(brute.memo.begin(), brute.memo.end(), -1);
        m.edge_removed(x, y);
        ++edges_dropped;
      }
      ASSERT_EQ(m.size(), brute.best(mask)) << "trial " << trial << " step " << step;
      for (int v = 0; v < n; ++v) {
        EXPECT_EQ(m.active(v), (mask >> v & 1) != 0);
        if (m.mate(v) >= 0) {
          EXPECT_TRUE(g(v, m.mate(v)) && m.mate(m.mate(v)) == v);
        }
      }
    }
  }
  EXPECT_GT(edges_dropped, 500);
}

TEST(Matching, LargeDenseImplicitGraphIsFastAndPerfect) {
  // 4,000 vertices, each "has met" ~10 others: the pairing engine's graph.
  const int n = 4000;
  Rng rng(3);
  std::vector<std::vector<int>> met(n);
  for (int k = 0; k < 10 * n / 2; ++k) {
    const int a = rng.index(n), b = rng.index(n);
    met[static_cast<size_t>(a)].push_back(b);
    met[static_cast<size_t>(b)].push_back(a);
  }
  const auto adj = [&](int a, int b) {
    if (a == b) return false;
    for (int o : met[static_cast<size_t>(a)])
      if (o == b) return false;
    return true;
  };
  BlossomMatching m(n, adj);
  std::vector<int> order;
  for (int i = 0; i < n; ++i) order.push_back(i);
  m.greedy(order);
  EXPECT_EQ(m.maximize(), n / 2);
  // Commit pairs in an order unrelated to the matching: each is cheap and keeps it perfect.
  for (int i = 0; i + 1 < n; i += 2) {
    int y = -1;
    for (int j = n - 1 - i; j >= 0; --j)
      if (m.active(j) && j != i && m.active(i) && adj(i, j)) {
        y = j;
        break;
      }
    if (y < 0 || !m.active(i)) continue;
    m.try_remove_pair(i, y);
    ASSERT_TRUE(m.perfect());
  }
  EXPECT_LT(m.searches(), static_cast<std::uint64_t>(3 * n));
}

}  // namespace
}  // namespace xq
