// The verifier's own matching test, independent of pairing/ on purpose (harness V: the
// verifier must not share the code it checks). It is algebraic, not combinatorial: Tutte's
// theorem with Lovász's randomized evaluation, so it has nothing in common with the engine's
// augmenting-path matching.
//
// Tutte matrix T of a graph: T[i][j] = t_ij, T[j][i] = −t_ij for each edge i < j, else 0, with the
// t_ij independent unknowns. det T = Pf(T)², and the Pfaffian is a sum of one distinct monomial
// per perfect matching, so det T ≢ 0 exactly when a perfect matching exists. We evaluate at random
// t_ij modulo the prime p = 2⁶¹ − 1 (Schwartz–Zippel): a non-zero value *proves* a perfect
// matching exists; a zero value is wrong with probability at most (m/2)/p < 1e-16 per trial.
//
// With edge weights 0 or 1, T(x) puts x on each weight-1 edge; the lowest power of x in
// det T(x) is twice the minimum weight of a perfect matching. T(x) = A + xB is a matrix pencil,
// so det T(x) = det M · det(I + (x − c)·M⁻¹B) with M = A + cB at a random c, and the last factor
// comes from the characteristic polynomial of M⁻¹B: O(m³) in all. The answer is never below
// the true minimum; it is above it with probability < 1e-16.
#pragma once

#include <cassert>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace xq::verify_detail {

/// An undirected graph on vertices 0..m−1 whose edges weigh 0 or 1 (0..kMaxWeight for the exact
/// matching); its edges added, or read from a source when first asked for.
class PairGraph {
 public:
  explicit PairGraph(int m) : m_(m), w_(static_cast<size_t>(m) * static_cast<size_t>(m), -1) {}
  int size() const { return m_; }
  /// Forgets everything: `m` vertices, no edge (keeps the memory, for reuse).
  void reset(int m) {
    m_ = m;
    w_.assign(static_cast<size_t>(m) * static_cast<size_t>(m), -1);
    source_ = nullptr;
  }
  /// Forgets everything: `m` vertices whose edges `source(a, b)` (a ≠ b; the weight, −1 = no
  /// edge; the same for b, a) gives when the edge is first read, and only then: a caller that
  /// usually reads a few edges (the float statistic's cut bound) does not pay for all m²/2.
  void reset(int m, std::function<int(int, int)> source) {
    m_ = m;
    w_.assign(static_cast<size_t>(m) * static_cast<size_t>(m), kUnread);
    source_ = std::move(source);
  }
  /// Adds (or re-weights) the edge a–b, a ≠ b; 0 ≤ `weight` ≤ kMaxWeight (the randomized
  /// min_weight_perfect_matching below takes 0 or 1 only).
  void add_edge(int a, int b, int weight = 0) {
    assert(a != b && a >= 0 && b >= 0 && a < m_ && b < m_ && weight >= 0 && weight <= kMaxWeight);
    const auto w = static_cast<signed char>(weight);
    w_[static_cast<size_t>(a) * static_cast<size_t>(m_) + static_cast<size_t>(b)] = w;
    w_[static_cast<size_t>(b) * static_cast<size_t>(m_) + static_cast<size_t>(a)] = w;
  }
  /// Reads every edge not read yet from `source`, called directly (it answers as the source
  /// given to reset): for a caller about to read them all.
  template <class Source>
  void read_all(const Source& source) {
    for (int a = 0; a < m_; ++a) {
      w_[static_cast<size_t>(a) * static_cast<size_t>(m_) + static_cast<size_t>(a)] = -1;
      for (int b = a + 1; b < m_; ++b)
        if (w_[static_cast<size_t>(a) * static_cast<size_t>(m_) + static_cast<size_t>(b)] == kUnread)
          add_edge_or_none(a, b, source(a, b));
    }
  }
  bool has_edge(int a, int b) const { return at(a, b) >= 0; }
  static constexpr int kMaxWeight = 100;
  /// 0..kMaxWeight; −1 = no edge.
  int weight(int a, int b) const { return at(a, b); }

 private:
  static constexpr signed char kUnread = -2;  // an edge `source_` has not given yet
  signed char at(int a, int b) const {
    const signed char w = w_[static_cast<size_t>(a) * static_cast<size_t>(m_) + static_cast<size_t>(b)];
    return w == kUnread ? read(a, b) : w;
  }
  signed char read(int a, int b) const { return add_edge_or_none(a, b, a == b ? -1 : source_(a, b)); }
  signed char add_edge_or_none(int a, int b, int weight) const {  // weight −1: none
    assert(weight >= -1 && weight <= kMaxWeight);
    const auto w = static_cast<signed char>(weight);
    w_[static_cast<size_t>(a) * static_cast<size_t>(m_) + static_cast<size_t>(b)] = w;
    w_[static_cast<size_t>(b) * static_cast<size_t>(m_) + static_cast<size_t>(a)] = w;
    return w;
  }
  int m_;
  mutable std::vector<signed char> w_;  // written by `read` too: the edges known so far
  std::function<int(int, int)> source_;
};

/// true: a perfect matching certainly exists. false: none exists, except with probability
/// below 1e-30 (two independent trials). An empty graph (m = 0) has one; odd m never.
[[nodiscard]] bool has_perfect_matching(const PairGraph& g, std::uint64_t seed);

/// The least total weight of a perfect matching (number of weight-1 edges in it), or nullopt
/// when there is none. Never below the true minimum; above it (or a false nullopt) with
/// probability below 1e-16 per call (callers that know an upper bound retry with another seed).
[[nodiscard]] std::optional<int> min_weight_perfect_matching(const PairGraph& g, std::uint64_t seed);

}  // namespace xq::verify_detail
