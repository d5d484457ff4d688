// Maximum cardinality matching in a general graph (Edmonds' blossom algorithm), for the
// completeness test of the Swiss pairing (PI-5, PT-6, PT-D5): "can the players still unpaired
// all be paired without a rematch?" is "does this graph have a perfect matching?".
//
// The graph is implicit: an adjacency predicate over vertices 0..n-1 (a Swiss round's graph is
// "everyone except the few already met", dense, so it is never stored) and an active subset
// that shrinks as pairs are committed. The matching is kept between questions, so each
// "commit x–y?" costs one augmenting-path search at most, usually a few adjacency tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace xq {

/// A non-owning reference to a callable `bool(int, int)`. The callable must outlive every use.
class AdjacencyRef {
 public:
  template <class F>
  AdjacencyRef(const F& f)  // NOLINT(google-explicit-constructor): a view, like std::function_ref
      : obj_(&f), call_([](const void* o, int a, int b) { return (*static_cast<const F*>(o))(a, b); }) {}
  bool operator()(int a, int b) const { return call_(obj_, a, b); }

 private:
  const void* obj_;
  bool (*call_)(const void*, int, int);
};

/// A matching on the active vertices of an implicit undirected graph, kept maximum by the
/// caller (greedy(), then maximize()), with the two questions the pairing engine asks:
/// "can x–y be committed?" and "can v be removed (given the bye)?".
///
/// Cost: one search is O(A · s) adjacency tests in the worst case (A active vertices, s vertices
/// reached), but a search first tries the exposed vertices directly from every newly reached
/// outer vertex, so in dense graphs an augmenting path of length 1 or 3 is found after a
/// handful of tests; a search with no other exposed vertex to reach fails at once (the usual
/// failing search: a perfect matching that lost one pair). Adjacency must be symmetric and
/// irreflexive.
class BlossomMatching {
 public:
  /// n vertices 0..n-1, all active, nothing matched.
  BlossomMatching(int n, AdjacencyRef adjacent);

  /// Starts again as BlossomMatching(n, adjacent) would (the same state, so the same answers),
  /// keeping the memory: one object can serve every question of a round, or of many rounds.
  void reset(int n, AdjacencyRef adjacent);

  /// reset(n, adjacent), then deactivate_exposed(v) for every v (in increasing order) with
  /// keep[v] == 0: the same state, built in one pass.
  void reset(int n, AdjacencyRef adjacent, const std::vector<char>& keep);

  int vertex_count() const { return static_cast<int>(mate_.size()); }
  int active_count() const { return static_cast<int>(active_.size()); }
  bool active(int v) const { return pos_[static_cast<std::size_t>(v)] >= 0; }
  /// Partner of v, or -1 when v is exposed (or inactive).
  int mate(int v) const { return mate_[static_cast<std::size_t>(v)]; }
  /// Number of matched pairs.
  int size() const { return size_; }
  /// True when every active vertex is matched.
  bool perfect() const { return 2 * size_ == active_count(); }

  /// Removes an exposed vertex from the graph (e.g. players not taking part).
  void deactivate_exposed(int v);

  /// Matches exposed active vertices greedily: each vertex of `order` (in turn) takes the
  /// first exposed adjacent vertex that follows it in `order`, looking at most `window` ahead.
  /// A good start (most vertices matched in O(n · window)) before maximize().
  void greedy(const std::vector<int>& order, int window = 64);

  /// Augments until the matching is maximum (Edmonds: one search per exposed vertex suffices).
  /// Returns size().
  int maximize();

  /// Precondition: the matching is maximum; x, y active, adjacent. If the active vertices
  /// other than x and y still have a matching of size() − 1 (x–y lies in some maximum
  /// matching), removes x and y, keeps that matching and returns true. Otherwise changes
  /// nothing and returns false.
  bool try_remove_pair(int x, int y);

  /// Precondition: the matching is maximum; v active. If the active vertices other than v
  /// still have a matching of size() (v is missed by some maximum matching, e.g. the bye of an
  /// odd field), removes v, keeps that matching and returns true; otherwise changes nothing.
  bool try_remove_vertex(int v);

  /// Undoes a successful try_remove_pair(x, y): x and y come back, matched to each other. The
  /// matching stays maximum (it has as many pairs as before the removal).
  void restore_pair(int x, int y);

  /// The edge x–y has left the graph (the adjacency no longer holds it): if x and y were matched
  /// to each other they are unmatched and the matching is made maximum again (any augmenting
  /// path now ends at x or y: one search from each).
  void edge_removed(int x, int y);

  /// Removes v whether or not it is matched, keeping the matching maximum on the rest (one
  /// search from v's former mate suffices: any augmenting path now ends there).
  void remove_vertex(int v);

  /// Augmenting-path searches run so far (for tests and benchmarks).
  std::uint64_t searches() const { return searches_; }

 private:
  void prepare(int n, AdjacencyRef adjacent);
  bool search(int root);
  void augment(int end);
  int lca(int a, int b);
  void mark_path(int v, int b, int child);
  bool eager_targets(int v, int root);
  void touch(int v);
  int parent(int v) const {
    return stamp_[static_cast<std::size_t>(v)] == epoch_ ? p_[static_cast<std::size_t>(v)] : -1;
  }
  int base(int v) const {
    return stamp_[static_cast<std::size_t>(v)] == epoch_ ? base_[static_cast<std::size_t>(v)] : v;
  }
  bool outer(int v) const {
    return stamp_[static_cast<std::size_t>(v)] == epoch_ && outer_[static_cast<std::size_t>(v)];
  }
  void set_mate(int v, int m);
  void add_active(int v);
  void remove_active(int v);

  AdjacencyRef adjacent_;
  std::vector<int> mate_;
  std::vector<int> active_;   // active vertices, any order
  std::vector<int> pos_;      // index in active_, -1 inactive
  std::vector<int> exposed_;  // active exposed vertices
  std::vector<int> exposed_pos_;
  int size_ = 0;

  // Search state, reset lazily by epoch so a search costs only what it reaches.
  std::vector<std::uint32_t> stamp_;
  std::vector<int> p_, base_;
  std::vector<char> outer_;
  std::vector<std::uint32_t> lca_mark_;
  std::vector<std::uint32_t> blossom_mark_;
  std::vector<int> touched_, queue_, roots_;
  std::uint32_t epoch_ = 0, lca_epoch_ = 0, blossom_epoch_ = 0;
  std::uint64_t searches_ = 0;
};

/// Size of a maximum matching of the graph on vertices 0..n-1 (convenience for tests and for
/// one-off questions).
int maximum_matching_size(int n, AdjacencyRef adjacent);

}  // namespace xq
