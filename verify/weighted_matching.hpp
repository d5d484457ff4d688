// The verifier's exact matching: a maximum-weight matching of a general graph by Edmonds'
// blossom algorithm with dual variables (primal-dual, O(n³)), deterministic. Written for the
// verifier and sharing nothing with pairing/ (whose matching is an unweighted augmenting-path
// search guarding the row method): harness V asks the verifier not to reuse the code it checks.
//
// Used for the V-3 float statistic: the fewest floats of a round is a minimum-weight perfect
// matching with weights 0 (same score) or d ≥ 1 (a float pair d score groups apart). With every
// edge weighing K − w and K > (m/2)·max w + 1, a maximum-weight matching is first of all a
// maximum one (a larger matching always weighs more), so it is perfect exactly when a perfect
// matching exists, and then its weight is (m/2)·K − (the least total w).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/types.hpp"
#include "verify/perfect_matching.hpp"

namespace xq::verify_detail {

/// Maximum-weight matching on vertices 0..n−1 with positive integer edge weights.
class WeightedMatching {
 public:
  explicit WeightedMatching(int n = 0) { reset(n); }
  /// Forgets everything: `n` vertices, no edge (keeps the memory, for reuse).
  void reset(int n);
  int size() const { return n_; }
  /// Sets the weight of the edge a–b (a ≠ b) to `w` ≥ 1; 0 removes it.
  void set_weight(int a, int b, int w);
  /// Starts with a–b matched (both still unmatched, a–b of the largest weight, set before):
  /// less work, the same maximum weight.
  void seed(int a, int b);
  /// Computes a matching of maximum total weight (once) and returns its weight.
  std::int64_t solve();  // the matching (mate) is the result too: no [[nodiscard]]
  /// The vertex matched with `v` after solve, or −1.
  int mate(int v) const { return match_[static_cast<size_t>(v + 1)] - 1; }

 private:
  struct Edge {
    int u = 0, v = 0, w = 0;  // 1-based endpoints; w = 0: no edge
  };
  Edge& g(int u, int v) { return g_[static_cast<size_t>(u) * stride_ + static_cast<size_t>(v)]; }
  int& flower_from(int b, int x) {
    return from_[static_cast<size_t>(b) * (static_cast<size_t>(n_) + 1) + static_cast<size_t>(x)];
  }
  int dist(const Edge& e) const { return lab_[e.u] + lab_[e.v] - e.w * 2; }
  void update_slack(int u, int x) {  // the stage's inner loop: inline
    int& best = slack_[static_cast<size_t>(x)];
    if (!best || dist(g(u, x)) < dist(g(best, x))) best = u;
  }
  void set_slack(int x);
  void q_push(int x);
  void set_st(int x, int b);
  int get_pr(int b, int xr);
  void set_match(int u, int v);
  void augment(int u, int v);
  int get_lca(int u, int v);
  void add_blossom(int u, int lca, int v);
  void expand_blossom(int b);
  bool on_found_edge(Edge e);
  bool stage();

  int n_ = 0;
  int nx_ = 0;
  size_t stride_ = 1;
  std::vector<Edge> g_;
  std::vector<int> from_;
  std::vector<int> lab_, match_, slack_, st_, pa_, s_, vis_;
  std::vector<std::vector<int>> flower_;
  std::vector<int> queue_;
  size_t head_ = 0;
  int stamp_ = 0;
  bool solved_ = false;
  std::int64_t weight_ = 0;
};

/// Scratch memory of the two functions below, owned by the caller and passed in (no globals, no
/// per-thread statics): one per thread reuses its memory from round to round and record to record.
struct MatchingWorkspace {
  WeightedMatching wm;
  std::vector<int> count, cross, verts, exposed, sub_mate;
  // The float statistic's round (score_groups.cpp): its players, their scores, score groups and
  // compatibility graph, kept from round to round.
  std::vector<EntrantId> round_players;
  std::vector<Points> round_scores, round_distinct;
  std::vector<int> round_levels, round_below, round_cross, round_mate;
  PairGraph round_graph{0};
  /// Not the matching's: V-5's histories of pairing's layer (standings_check.cpp), rebuilt into
  /// this memory record after record — the one workspace the verifier is given.
  std::vector<EntrantHistory> histories;
};

/// The least total weight of a perfect matching of `g` (weights 0..PairGraph::kMaxWeight), or
/// nullopt when it has none: exact (the blossom algorithm above), unlike
/// min_weight_perfect_matching (0/1 weights, randomized).
[[nodiscard]] std::optional<int> min_weight_perfect_matching_exact(const PairGraph& g, MatchingWorkspace& ws);
/// The same with a workspace of its own (tests, one-off calls).
[[nodiscard]] std::optional<int> min_weight_perfect_matching_exact(const PairGraph& g);

/// A cheap proof that the perfect matching `mate` of `g` (mate[v]: v's partner; every vertex
/// matched by an edge of g) has the least weight, for graphs whose edges weigh the distance
/// between the levels of their ends (weight(a, b) = |level[a] − level[b]|, levels 0, 1, …, as
/// the score groups of the float statistic). Such a weight is the number of cuts "levels ≤ c |
/// levels > c" the edge crosses, so a perfect matching weighs the sum over the cuts of how
/// often it crosses them, and it crosses a cut with sides T and B at least max(|T| mod 2,
/// |T| − 2ν(T), |B| − 2ν(B)) times (ν: the maximum matching of the side's induced subgraph).
/// true: `mate` crosses every cut that few times, so its weight is the least (what
/// min_weight_perfect_matching_exact returns). false: not proved (it may still be the least).
[[nodiscard]] bool least_weight_by_cuts(const PairGraph& g, const std::vector<int>& level,
                                        const std::vector<int>& mate, MatchingWorkspace& ws);

}  // namespace xq::verify_detail
