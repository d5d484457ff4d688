#include "pairing/swiss/matching.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>

#include "pairing/model/types.hpp"

namespace xq {

namespace {
// Above this many exposed vertices the eager "try the exposed vertices first" test costs more
// than it saves; the ordinary scan finds them anyway.
constexpr std::size_t kEagerLimit = 64;
}  // namespace

BlossomMatching::BlossomMatching(int n, AdjacencyRef adjacent) : adjacent_(adjacent) { reset(n, adjacent); }

// Everything of reset but the active and exposed lists (left empty).
void BlossomMatching::prepare(int n, AdjacencyRef adjacent) {
  adjacent_ = adjacent;
  mate_.assign(at(n), -1);
  pos_.assign(at(n), -1);
  exposed_pos_.assign(at(n), -1);
  // The search state is valid only where stamped with the current epoch, so it survives a
  // reset as long as no stale stamp can equal a later epoch: start the epochs again (and clear
  // the stamps) only when the vertex count changes or a counter nears wrapping.
  constexpr std::uint32_t kEpochLimit = 1u << 30;
  if (stamp_.size() != at(n) || epoch_ > kEpochLimit || lca_epoch_ > kEpochLimit ||
      blossom_epoch_ > kEpochLimit) {
    stamp_.assign(at(n), 0);
    p_.assign(at(n), -1);
    base_.assign(at(n), 0);
    outer_.assign(at(n), 0);
    lca_mark_.assign(at(n), 0);
    blossom_mark_.assign(at(n), 0);
    epoch_ = lca_epoch_ = blossom_epoch_ = 0;
  }
  active_.clear();
  exposed_.clear();
  active_.reserve(at(n));
  exposed_.reserve(at(n));
  touched_.clear();
  queue_.clear();
  size_ = 0;
  searches_ = 0;
}

void BlossomMatching::reset(int n, AdjacencyRef adjacent) {
  prepare(n, adjacent);
  for (int v = 0; v < n; ++v) add_active(v);
}

void BlossomMatching::reset(int n, AdjacencyRef adjacent, const std::vector<char>& keep) {
  prepare(n, adjacent);
  // Every vertex active and exposed in order, then the others removed in increasing order,
  // each by moving the last active vertex into its place (remove_active): the lists that
  // reset(n) and deactivate_exposed would leave, with exposed_ equal to active_.
  active_.resize(at(n));
  int* const active = active_.data();  // (plain pointers and a local count: no store and reload
  int* const pos = pos_.data();        // of the vector's end on every removal)
  for (int v = 0; v < n; ++v) active[v] = v, pos[v] = v;
  int count = n;
  for (int v = 0; v < n; ++v) {
    if (keep[at(v)]) continue;
    const int i = pos[v];
    const int last = active[--count];
    active[i] = last;
    pos[last] = i;
    pos[v] = -1;
  }
  active_.resize(at(count));
  exposed_ = active_;
  exposed_pos_ = pos_;
}

void BlossomMatching::add_active(int v) {
  assert(pos_[at(v)] < 0);
  pos_[at(v)] = static_cast<int>(active_.size());
  active_.push_back(v);
  if (mate_[at(v)] < 0) {
    exposed_pos_[at(v)] = static_cast<int>(exposed_.size());
    exposed_.push_back(v);
  }
}

void BlossomMatching::remove_active(int v) {
  const int i = pos_[at(v)];
  assert(i >= 0);
  active_[at(i)] = active_.back();
  pos_[at(active_[at(i)])] = i;
  active_.pop_back();
  pos_[at(v)] = -1;
  const int e = exposed_pos_[at(v)];
  if (e >= 0) {
    exposed_[at(e)] = exposed_.back();
    exposed_pos_[at(exposed_[at(e)])] = e;
    exposed_.pop_back();
    exposed_pos_[at(v)] = -1;
  }
}

// Keeps the exposed list in step with mate_ for active vertices.
void BlossomMatching::set_mate(int v, int m) {
  mate_[at(v)] = m;
  if (pos_[at(v)] < 0) return;
  const bool was_exposed = exposed_pos_[at(v)] >= 0;
  if (m < 0 && !was_exposed) {
    exposed_pos_[at(v)] = static_cast<int>(exposed_.size());
    exposed_.push_back(v);
  } else if (m >= 0 && was_exposed) {
    const int e = exposed_pos_[at(v)];
    exposed_[at(e)] = exposed_.back();
    exposed_pos_[at(exposed_[at(e)])] = e;
    exposed_.pop_back();
    exposed_pos_[at(v)] = -1;
  }
}

void BlossomMatching::deactivate_exposed(int v) {
  assert(mate_[at(v)] < 0);
  remove_active(v);
}

void BlossomMatching::greedy(const std::vector<int>& order, int window) {
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int v = order[i];
    if (!active(v) || mate_[at(v)] >= 0) continue;
    const std::size_t end = std::min(order.size(), i + 1 + static_cast<std::size_t>(window));
    for (std::size_t j = i + 1; j < end; ++j) {
      const int u = order[j];
      if (!active(u) || mate_[at(u)] >= 0 || !adjacent_(v, u)) continue;
      set_mate(v, u);
      set_mate(u, v);
      ++size_;
      break;
    }
  }
}

int BlossomMatching::maximize() {
  // Edmonds: if no augmenting path starts at v now, none will after later augmentations,
  // so one search per exposed vertex is enough.
  roots_ = exposed_;  // (a copy: the searches change exposed_)
  for (int r : roots_)
    if (active(r) && mate_[at(r)] < 0) search(r);
  return size_;
}

bool BlossomMatching::try_remove_pair(int x, int y) {
  assert(active(x) && active(y) && x != y);
  if (mate_[at(x)] == y) {  // x–y is in the matching already
    set_mate(x, -1);
    set_mate(y, -1);
    remove_active(x);
    remove_active(y);
    --size_;
    return true;
  }
  const int mx = mate_[at(x)], my = mate_[at(y)];
  assert(mx >= 0 || my >= 0);  // both exposed and adjacent: the matching was not maximum
  const int old = size_;
  if (mx >= 0) set_mate(mx, -1), set_mate(x, -1), --size_;
  if (my >= 0) set_mate(my, -1), set_mate(y, -1), --size_;
  remove_active(x);
  remove_active(y);
  // Wanted: old − 1 pairs among the rest. With one of x, y exposed that is already so; with
  // both matched elsewhere one augmentation is needed, and any augmenting path ends at mx or my
  // (the matching was maximum before).
  if (size_ == old - 1 || search(mx) || search(my)) return true;
  add_active(x);
  add_active(y);
  if (mx >= 0) set_mate(mx, x), set_mate(x, mx), ++size_;
  if (my >= 0) set_mate(my, y), set_mate(y, my), ++size_;
  assert(size_ == old);
  return false;
}

void BlossomMatching::restore_pair(int x, int y) {
  assert(!active(x) && !active(y) && x != y);
  add_active(x);
  add_active(y);
  set_mate(x, y);
  set_mate(y, x);
  ++size_;
}

void BlossomMatching::edge_removed(int x, int y) {
  if (!active(x) || !active(y) || mate_[at(x)] != y) return;
  set_mate(x, -1);
  set_mate(y, -1);
  --size_;
  search(x);  // both may find a path: x's may end elsewhere and leave y exposed
  search(y);
}

void BlossomMatching::remove_vertex(int v) {
  assert(active(v));
  const int m = mate_[at(v)];
  if (m >= 0) set_mate(m, -1), set_mate(v, -1), --size_;
  remove_active(v);
  if (m >= 0) search(m);
}

bool BlossomMatching::try_remove_vertex(int v) {
  assert(active(v));
  const int m = mate_[at(v)];
  if (m < 0) {
    remove_active(v);
    return true;
  }
  set_mate(m, -1);
  set_mate(v, -1);
  --size_;
  remove_active(v);
  if (search(m)) return true;
  add_active(v);
  set_mate(v, m);
  set_mate(m, v);
  ++size_;
  return false;
}

void BlossomMatching::touch(int v) {
  if (stamp_[at(v)] == epoch_) return;
  stamp_[at(v)] = epoch_;
  p_[at(v)] = -1;
  base_[at(v)] = v;
  outer_[at(v)] = 0;
  touched_.push_back(v);
}

int BlossomMatching::lca(int a, int b) {
  ++lca_epoch_;
  for (;;) {
    a = base(a);
    lca_mark_[at(a)] = lca_epoch_;
    if (mate_[at(a)] < 0) break;
    a = parent(mate_[at(a)]);
  }
  for (;;) {
    b = base(b);
    if (lca_mark_[at(b)] == lca_epoch_) return b;
    b = parent(mate_[at(b)]);
  }
}

void BlossomMatching::mark_path(int v, int b, int child) {
  while (base(v) != b) {
    blossom_mark_[at(base(v))] = blossom_epoch_;
    blossom_mark_[at(base(mate_[at(v)]))] = blossom_epoch_;
    touch(v);
    p_[at(v)] = child;
    child = mate_[at(v)];
    v = parent(mate_[at(v)]);
  }
}

void BlossomMatching::augment(int end) {
  int v = end;
  while (v >= 0) {
    const int pv = parent(v);
    const int ppv = mate_[at(pv)];
    set_mate(v, pv);
    set_mate(pv, v);
    v = ppv;
  }
  ++size_;
}

// A newly outer vertex v next to an exposed vertex e (not the root) ends the search: the path
// root … v – e augments. Trying these first finds the usual short paths of dense graphs at once.
bool BlossomMatching::eager_targets(int v, int root) {
  if (exposed_.size() > kEagerLimit) return false;
  for (int e : exposed_) {
    if (e == root || e == v || parent(e) >= 0 || !adjacent_(v, e)) continue;
    touch(e);
    p_[at(e)] = v;
    augment(e);
    return true;
  }
  return false;
}

// One BFS of Edmonds' algorithm from the exposed vertex `root`; augments and returns true when
// an augmenting path exists. Search state is valid only for vertices stamped with this epoch.
bool BlossomMatching::search(int root) {
  if (root < 0 || !active(root) || mate_[at(root)] >= 0) return false;
  // An augmenting path joins two exposed vertices: with the root the only one, none exists.
  // (The failing search of a perfect matching less one pair, e.g. remove_vertex in an even score
  // group, would otherwise grow one blossom over the whole group: O(A²) adjacency scans.)
  if (exposed_.size() < 2) return false;
  ++searches_;
  ++epoch_;
  touched_.clear();
  queue_.clear();
  touch(root);
  outer_[at(root)] = 1;
  queue_.push_back(root);
  if (eager_targets(root, root)) return true;
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const int v = queue_[head];
    for (std::size_t i = 0; i < active_.size(); ++i) {
      const int to = active_[i];
      if (to == v || mate_[at(v)] == to || base(v) == base(to)) continue;
      const bool to_outer = to == root || (mate_[at(to)] >= 0 && parent(mate_[at(to)]) >= 0);
      if (!to_outer && parent(to) >= 0) continue;  // inner vertex: nothing to do
      if (!adjacent_(v, to)) continue;
      if (to_outer) {  // an odd cycle: contract the blossom
        const int cur = lca(v, to);
        ++blossom_epoch_;
        mark_path(v, cur, to);
        mark_path(to, cur, v);
        const std::size_t n_touched = touched_.size();
        for (std::size_t k = 0; k < n_touched; ++k) {
          const int u = touched_[k];
          if (blossom_mark_[at(base(u))] != blossom_epoch_) continue;
          base_[at(u)] = cur;
          if (!outer_[at(u)]) {
            outer_[at(u)] = 1;
            queue_.push_back(u);
          }
        }
      } else {  // unreached: label it inner, its mate outer
        touch(to);
        p_[at(to)] = v;
        if (mate_[at(to)] < 0) {
          augment(to);
          return true;
        }
        const int m = mate_[at(to)];
        touch(m);
        outer_[at(m)] = 1;
        queue_.push_back(m);
        if (eager_targets(m, root)) return true;
      }
    }
  }
  return false;
}

int maximum_matching_size(int n, AdjacencyRef adjacent) {
  BlossomMatching m(n, adjacent);
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  m.greedy(order);
  return m.maximize();
}

}  // namespace xq
