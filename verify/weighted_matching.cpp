// Edmonds' maximum-weight matching, primal-dual (Galil's O(n³) formulation). Vertices are
// 1..n inside, blossoms n+1..2n; index 0 means "none". lab_ holds twice the dual variables of
// the vertices (so that every quantity stays an integer) and the blossoms' z; dist(e) is the
// slack of edge e. Each stage grows alternating trees from every exposed vertex along tight
// edges, shrinks odd cycles into blossoms, expands blossoms whose dual reaches 0, and adjusts
// the duals by the largest step that keeps them feasible, until an augmenting path appears
// (the matching grows by one) or an exposed vertex's dual reaches 0 (the matching is maximum).
#include "verify/weighted_matching.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <limits>

namespace xq::verify_detail {

void WeightedMatching::reset(int n) {
  n_ = n;
  nx_ = 0;
  stride_ = 2 * static_cast<size_t>(n) + 1;
  const size_t size = stride_;
  // Rows and columns of blossoms (> n) are written when the blossom forms, before any read; so
  // are flower_from's blossom rows, and its vertex rows in solve(). So the buffers only grow:
  // shrinking and growing again would rewrite every new element for nothing.
  if (g_.size() < size * size) g_.resize(size * size);
  for (int u = 1; u <= n_; ++u) {
    Edge* const row = &g(u, 0);
    for (int v = 1; v <= n_; ++v) row[v] = Edge{u, v, 0};
  }
  if (from_.size() < size * (static_cast<size_t>(n_) + 1)) from_.resize(size * (static_cast<size_t>(n_) + 1));
  lab_.assign(size, 0);
  match_.assign(size, 0);
  slack_.assign(size, 0);
  st_.assign(size, 0);
  pa_.assign(size, 0);
  s_.assign(size, -1);
  vis_.assign(size, 0);
  if (flower_.size() < size) flower_.resize(size);
  for (std::vector<int>& f : flower_) f.clear();
  queue_.clear();
  head_ = 0;
  stamp_ = 0;
  solved_ = false;
  weight_ = 0;
}

void WeightedMatching::set_weight(int a, int b, int w) {
  assert(a != b && a >= 0 && b >= 0 && a < n_ && b < n_ && w >= 0 && !solved_);
  g(a + 1, b + 1).w = w;
  g(b + 1, a + 1).w = w;
}

void WeightedMatching::seed(int a, int b) {
  assert(match_[static_cast<size_t>(a + 1)] == 0 && match_[static_cast<size_t>(b + 1)] == 0 && !solved_);
  match_[static_cast<size_t>(a + 1)] = b + 1;
  match_[static_cast<size_t>(b + 1)] = a + 1;
}

void WeightedMatching::set_slack(int x) {
  slack_[x] = 0;
  for (int u = 1; u <= n_; ++u)
    if (g(u, x).w > 0 && st_[u] != x && s_[st_[u]] == 0) update_slack(u, x);
}

void WeightedMatching::q_push(int x) {
  if (x <= n_)
    queue_.push_back(x);
  else
    for (int y : flower_[x]) q_push(y);
}

void WeightedMatching::set_st(int x, int b) {
  st_[x] = b;
  if (x > n_)
    for (int y : flower_[x]) set_st(y, b);
}

// Position of sub-blossom xr in blossom b's cycle, reversing the cycle (but its base) when that
// makes the path from the base to xr even.
int WeightedMatching::get_pr(int b, int xr) {
  std::vector<int>& f = flower_[b];
  const int pr = static_cast<int>(std::find(f.begin(), f.end(), xr) - f.begin());
  if (pr % 2 == 1) {
    std::reverse(f.begin() + 1, f.end());
    return static_cast<int>(f.size()) - pr;
  }
  return pr;
}

void WeightedMatching::set_match(int u, int v) {
  match_[u] = g(u, v).v;
  if (u > n_) {
    const Edge e = g(u, v);
    const int xr = flower_from(u, e.u), pr = get_pr(u, xr);
    std::vector<int>& f = flower_[u];
    for (int i = 0; i < pr; ++i) set_match(f[static_cast<size_t>(i)], f[static_cast<size_t>(i ^ 1)]);
    set_match(xr, v);
    std::rotate(f.begin(), f.begin() + pr, f.end());
  }
}

void WeightedMatching::augment(int u, int v) {
  for (;;) {
    const int xnv = st_[match_[u]];
    set_match(u, v);
    if (!xnv) return;
    set_match(xnv, st_[pa_[xnv]]);
    u = st_[pa_[xnv]], v = xnv;
  }
}

int WeightedMatching::get_lca(int u, int v) {
  for (++stamp_; u || v; std::swap(u, v)) {
    if (u == 0) continue;
    if (vis_[u] == stamp_) return u;
    vis_[u] = stamp_;
    u = st_[match_[u]];
    if (u) u = st_[pa_[u]];
  }
  return 0;
}

void WeightedMatching::add_blossom(int u, int lca, int v) {
  int b = n_ + 1;
  while (b <= nx_ && st_[b]) ++b;
  if (b > nx_) ++nx_;
  lab_[b] = 0, s_[b] = 0;
  match_[b] = match_[lca];
  std::vector<int>& f = flower_[b];
  f.clear();
  f.push_back(lca);
  for (int x = u, y; x != lca; x = st_[pa_[y]]) f.push_back(x), f.push_back(y = st_[match_[x]]), q_push(y);
  std::reverse(f.begin() + 1, f.end());
  for (int x = v, y; x != lca; x = st_[pa_[y]]) f.push_back(x), f.push_back(y = st_[match_[x]]), q_push(y);
  set_st(b, b);
  for (int x = 1; x <= nx_; ++x) g(b, x).w = g(x, b).w = 0;
  for (int x = 1; x <= n_; ++x) flower_from(b, x) = 0;
  // Rows read and written through pointers (the loops below are most of the algorithm's work);
  // the same reads and writes, in the same order, as through g() and flower_from().
  Edge* const row_b = &g(b, 0);
  int* const from_b = &flower_from(b, 0);
  for (int xs : f) {
    // The best (least slack) edge between the new blossom and each other blossom or vertex.
    const Edge* const row_xs = &g(xs, 0);
    for (int x = 1; x <= nx_; ++x)
      if (row_xs[x].w > 0 && (row_b[x].w == 0 || dist(row_xs[x]) < dist(row_b[x])))
        row_b[x] = row_xs[x], g(x, b) = g(x, xs);
    const int* const from_xs = &flower_from(xs, 0);
    for (int x = 1; x <= n_; ++x)
      if (from_xs[x]) from_b[x] = xs;
  }
  set_slack(b);
}

void WeightedMatching::expand_blossom(int b) {  // a T-blossom whose dual reached 0
  for (int x : flower_[b]) set_st(x, x);
  const int xr = flower_from(b, g(b, pa_[b]).u), pr = get_pr(b, xr);
  const std::vector<int>& f = flower_[b];
  for (int i = 0; i < pr; i += 2) {
    const int xs = f[static_cast<size_t>(i)], xns = f[static_cast<size_t>(i + 1)];
    pa_[xs] = g(xns, xs).u;
    s_[xs] = 1, s_[xns] = 0;
    slack_[xs] = 0, set_slack(xns);
    q_push(xns);
  }
  s_[xr] = 1, pa_[xr] = pa_[b];
  for (size_t i = static_cast<size_t>(pr) + 1; i < f.size(); ++i) {
    const int xs = f[i];
    s_[xs] = -1, set_slack(xs);
  }
  st_[b] = 0;
}

// A tight edge from an S-vertex: grow the tree, shrink a blossom, or augment (true).
bool WeightedMatching::on_found_edge(Edge e) {
  const int u = st_[e.u], v = st_[e.v];
  if (s_[v] == -1) {
    pa_[v] = e.u, s_[v] = 1;
    const int nu = st_[match_[v]];
    slack_[v] = slack_[nu] = 0;
    s_[nu] = 0, q_push(nu);
  } else if (s_[v] == 0) {
    const int lca = get_lca(u, v);
    if (!lca) {
      augment(u, v), augment(v, u);
      return true;
    }
    add_blossom(u, lca, v);
  }
  return false;
}

// One stage: true when the matching grew by one, false when it is maximum.
bool WeightedMatching::stage() {
  std::fill(s_.begin() + 1, s_.begin() + nx_ + 1, -1);
  std::fill(slack_.begin() + 1, slack_.begin() + nx_ + 1, 0);
  queue_.clear(), head_ = 0;
  for (int x = 1; x <= nx_; ++x)
    if (st_[x] == x && !match_[x]) pa_[x] = 0, s_[x] = 0, q_push(x);
  if (queue_.empty()) return false;
  for (;;) {
    while (head_ < queue_.size()) {
      const int u = queue_[head_++];
      if (s_[st_[u]] == 1) continue;
      const Edge* const row_u = &g(u, 0);  // u is a vertex: its row, read through a pointer
      for (int v = 1; v <= n_; ++v)
        if (row_u[v].w > 0 && st_[u] != st_[v]) {
          if (dist(row_u[v]) == 0) {
            if (on_found_edge(row_u[v])) return true;
          } else {
            update_slack(u, st_[v]);
          }
        }
    }
    int d = std::numeric_limits<int>::max();
    for (int b = n_ + 1; b <= nx_; ++b)
      if (st_[b] == b && s_[b] == 1) d = std::min(d, lab_[b] / 2);
    for (int x = 1; x <= nx_; ++x)
      if (st_[x] == x && slack_[x]) {
        if (s_[x] == -1)
          d = std::min(d, dist(g(slack_[x], x)));
        else if (s_[x] == 0)
          d = std::min(d, dist(g(slack_[x], x)) / 2);
      }
    // An exposed vertex's dual reaching 0 means the matching is maximum. Checked before any
    // dual moves: d may still be INT_MAX here (nothing else bounds it), and adding it to the
    // duals of odd vertices would overflow.
    for (int u = 1; u <= n_; ++u)
      if (s_[st_[u]] == 0 && lab_[u] <= d) return false;
    for (int u = 1; u <= n_; ++u) {
      if (s_[st_[u]] == 0) {
        lab_[u] -= d;
      } else if (s_[st_[u]] == 1) {
        lab_[u] += d;
      }
    }
    for (int b = n_ + 1; b <= nx_; ++b)
      if (st_[b] == b) {
        if (s_[st_[b]] == 0)
          lab_[b] += d * 2;
        else if (s_[st_[b]] == 1)
          lab_[b] -= d * 2;
      }
    queue_.clear(), head_ = 0;
    for (int x = 1; x <= nx_; ++x)
      if (st_[x] == x && slack_[x] && st_[slack_[x]] != x && dist(g(slack_[x], x)) == 0)
        if (on_found_edge(g(slack_[x], x))) return true;
    for (int b = n_ + 1; b <= nx_; ++b)
      if (st_[b] == b && s_[b] == 1 && lab_[b] == 0) expand_blossom(b);
  }
}

std::int64_t WeightedMatching::solve() {
  if (solved_) return weight_;
  solved_ = true;
  nx_ = n_;
  int w_max = 0;
  for (int u = 0; u <= n_; ++u) st_[u] = u, flower_[static_cast<size_t>(u)].clear();
  for (int u = 1; u <= n_; ++u) {
    int* const from = &flower_from(u, 0);
    const Edge* const row = &g(u, 0);
    for (int v = 1; v <= n_; ++v) {
      from[v] = u == v ? u : 0;
      w_max = std::max(w_max, row[v].w);
    }
  }
  // Seeded pairs must be tight at the start (all duals equal): edges of the largest weight.
  for (int u = 1; u <= n_; ++u) {
    lab_[u] = w_max;
    assert(!match_[u] || g(u, match_[u]).w == w_max);
  }
  while (stage()) {
  }
  weight_ = 0;
  for (int u = 1; u <= n_; ++u)
    if (match_[u] && match_[u] < u) weight_ += g(u, match_[u]).w;
  return weight_;
}

namespace {

// A maximum matching of the subgraph of `g` induced by `verts` and its edges of weight at most
// `max_weight`, written into `mate` (indices of g; −1 unmatched): greedy, and when the greedy
// one leaves more than one vertex, made maximum by the blossom algorithm with unit weights.
void max_matching(const PairGraph& g, const std::vector<int>& verts, int max_weight, std::vector<int>& mate,
                  WeightedMatching& wm) {
  auto edge = [&](int a, int b) {
    const int w = g.weight(a, b);  // −1: no edge
    return w >= 0 && w <= max_weight;
  };
  int left = 0;
  for (size_t i = 0; i < verts.size(); ++i) {
    const int a = verts[i];
    if (mate[static_cast<size_t>(a)] >= 0) continue;
    for (size_t j = i + 1; j < verts.size(); ++j) {
      const int b = verts[j];
      if (mate[static_cast<size_t>(b)] < 0 && edge(a, b)) {
        mate[static_cast<size_t>(a)] = b, mate[static_cast<size_t>(b)] = a;
        break;
      }
    }
    left += mate[static_cast<size_t>(a)] < 0 ? 1 : 0;
  }
  if (left <= 1) return;  // at most one left out: maximum
  const int n = static_cast<int>(verts.size());
  wm.reset(n);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (edge(verts[static_cast<size_t>(i)], verts[static_cast<size_t>(j)])) wm.set_weight(i, j, 1);
  // The greedy pairs to start from: a pair's partner is the next of its vertices in `verts`
  // that greedy matched to it, found by a scan from each first end.
  for (int i = 0; i < n; ++i) {
    const int partner = mate[static_cast<size_t>(verts[static_cast<size_t>(i)])];
    if (partner < 0) continue;
    for (int j = i + 1; j < n; ++j)
      if (verts[static_cast<size_t>(j)] == partner) {
        wm.seed(i, j);
        break;
      }
  }
  wm.solve();
  for (int i = 0; i < n; ++i) {
    const int k = wm.mate(i);
    mate[static_cast<size_t>(verts[static_cast<size_t>(i)])] = k < 0 ? -1 : verts[static_cast<size_t>(k)];
  }
}

}  // namespace

bool least_weight_by_cuts(const PairGraph& g, const std::vector<int>& level, const std::vector<int>& mate,
                          MatchingWorkspace& ws) {
  const int m = g.size();
  const auto at = [](int v) { return static_cast<size_t>(v); };
  int levels = 0;
  for (int v = 0; v < m; ++v) levels = std::max(levels, level[at(v)] + 1);
  WeightedMatching& wm = ws.wm;
  std::vector<int>& count = ws.count;
  std::vector<int>& cross = ws.cross;
  std::vector<int>& verts = ws.verts;
  std::vector<int>& exposed = ws.exposed;
  std::vector<int>& sub_mate = ws.sub_mate;
  count.assign(at(levels), 0);
  cross.assign(at(levels), 0);  // cross[c]: pairs of `mate` with one end at level ≤ c, the other above
  for (int v = 0; v < m; ++v) {
    ++count[at(level[at(v)])];
    const int u = mate[at(v)];
    assert(u >= 0 && g.has_edge(u, v) && g.weight(u, v) == std::abs(level[at(u)] - level[at(v)]));
    if (v < u)
      for (int c = std::min(level[at(u)], level[at(v)]); c < std::max(level[at(u)], level[at(v)]); ++c)
        ++cross[at(c)];
  }
  sub_mate.assign(at(m), -1);
  int below = 0;  // |T| for the cut after level c
  for (int c = 0; c + 1 < levels; ++c) {
    below += count[at(c)];
    if (cross[at(c)] == below % 2) continue;  // the parity bound: no perfect matching crosses less
    // Otherwise a side must be unable to pair more of its players among themselves than `mate`
    // does: its pairs inside the side must form a maximum matching of the side. The smaller
    // side first (cheaper).
    bool proved = false;
    const bool low_first = below <= m - below;
    for (int attempt = 0; attempt < 2 && !proved; ++attempt) {
      const bool low = (attempt == 0) == low_first;
      const auto on_side = [&](int v) { return (level[at(v)] <= c) == low; };
      verts.clear();
      exposed.clear();
      for (int v = 0; v < m; ++v) {
        if (!on_side(v)) continue;
        verts.push_back(v);
        if (on_side(mate[at(v)])) {
          sub_mate[at(v)] = mate[at(v)];
        } else {
          sub_mate[at(v)] = -1;
          exposed.push_back(v);
        }
      }
      // Two of the side's exposed players who may meet: a larger matching (quick refusal).
      bool larger = false;
      for (size_t i = 0; i < exposed.size() && !larger; ++i)
        for (size_t j = i + 1; j < exposed.size() && !larger; ++j)
          larger = g.has_edge(exposed[i], exposed[j]);
      // An augmenting path joins two exposed players, each with a partner on the side: with one
      // such player at most the side's pairs are a maximum matching already (exposed: cross[c]
      // players, as many as the maximum leaves out), no search needed.
      int reaching = 0;
      for (size_t i = 0; i < exposed.size() && !larger && reaching < 2; ++i)
        for (int v : verts)
          if (g.has_edge(exposed[i], v)) {
            ++reaching;
            break;
          }
      if (!larger && reaching < 2) {
        proved = true;
      } else if (!larger) {
        max_matching(g, verts, PairGraph::kMaxWeight, sub_mate, wm);
        int left = 0;
        for (int v : verts) left += sub_mate[at(v)] < 0 ? 1 : 0;
        proved = left == cross[at(c)];
      }
      for (int v : verts) sub_mate[at(v)] = -1;
    }
    if (!proved) return false;
  }
  return true;
}

std::optional<int> min_weight_perfect_matching_exact(const PairGraph& pg) {
  MatchingWorkspace ws;
  return min_weight_perfect_matching_exact(pg, ws);
}

std::optional<int> min_weight_perfect_matching_exact(const PairGraph& pg, MatchingWorkspace& ws) {
  const int m = pg.size();
  if (m % 2) return std::nullopt;
  if (m == 0) return 0;
  const size_t mm = static_cast<size_t>(m);
  WeightedMatching& wm = ws.wm;  // the caller's: memory reused from round to round
  // Every perfect matching has at least m/2 − ν₀ edges of weight ≥ 1, ν₀ = the maximum matching
  // of the weight-0 edges (G₀). ν₀ adds up over G₀'s connected components (score groups, less
  // the pairs that cannot play). The vertices a maximum matching of G₀ leaves out have no
  // weight-0 edge among them, so if they can be paired by edges of weight 1, that reaches the bound: the
  // minimum, found on small graphs. Otherwise the blossom algorithm on the whole graph.
  std::vector<int> mate(mm, -1), component(mm, -1), verts, stack;
  for (int root = 0; root < m; ++root) {
    if (component[static_cast<size_t>(root)] >= 0) continue;
    verts.clear();
    stack.assign(1, root);
    component[static_cast<size_t>(root)] = root;
    while (!stack.empty()) {
      const int a = stack.back();
      stack.pop_back();
      verts.push_back(a);
      for (int b = 0; b < m; ++b)
        if (component[static_cast<size_t>(b)] < 0 && pg.weight(a, b) == 0) {
          component[static_cast<size_t>(b)] = root;
          stack.push_back(b);
        }
    }
    std::sort(verts.begin(), verts.end());
    max_matching(pg, verts, 0, mate, wm);
  }
  verts.clear();
  for (int v = 0; v < m; ++v)
    if (mate[static_cast<size_t>(v)] < 0) verts.push_back(v);
  const int bound = static_cast<int>(verts.size()) / 2;
  max_matching(pg, verts, 1, mate, wm);  // the bound is reached only by pairs of weight 1
  if (std::all_of(verts.begin(), verts.end(), [&](int v) { return mate[static_cast<size_t>(v)] >= 0; }))
    return bound;
  // The blossom algorithm with weight K − w, K > (m/2)·max w + 1, so that the maximum-weight
  // matching is a maximum matching; started from G₀'s maximum matching (edges of the largest
  // weight K, tight at the start).
  int max_w = 1;
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j) max_w = std::max(max_w, pg.weight(i, j));
  const int k = (m / 2) * max_w + 2;
  wm.reset(m);
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j)
      if (pg.has_edge(i, j)) wm.set_weight(i, j, k - pg.weight(i, j));
  for (int i = 0; i < m; ++i) {
    const int j = mate[static_cast<size_t>(i)];
    if (i < j && pg.weight(i, j) == 0) wm.seed(i, j);
  }
  const std::int64_t w = wm.solve();
  for (int v = 0; v < m; ++v)
    if (wm.mate(v) < 0) return std::nullopt;  // no perfect matching
  return static_cast<int>(static_cast<std::int64_t>(m / 2) * k - w);
}

}  // namespace xq::verify_detail
