// The completeness guard shared by the individual and the team Swiss (rules.md PT-6, PT-D5,
// PI-5): a choice "x takes y" is committed only when everyone still unpaired can be paired
// afterwards, so the procedure never has to undo a choice. The question is one of maximum
// matching (BlossomMatching keeps a maximum matching between questions).
#pragma once

#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>

#include "pairing/swiss/matching.hpp"

namespace xq {

/// Commits pairs of a round one by one, each only if the rest can still all be paired.
///
/// The answers do not depend on the matching kept inside (whether x–y lies in *some* maximum
/// matching of the unpaired vertices is a property of the graph), so the order given to
/// `start` changes only the speed, never a pairing.
///
/// Invariant after `start` returned a complete matching (and after the bye, if any): the
/// unpaired vertices have a perfect matching. So a vertex looking through every unpaired
/// vertex it may meet always finds one that `take` accepts.
class PairGuard {
 public:
  /// `n` vertices 0..n-1, all unpaired; `may_meet` is symmetric and irreflexive, and must
  /// outlive the guard.
  PairGuard(int n, AdjacencyRef may_meet);

  /// Starts again as PairGuard(n, may_meet) would, keeping the memory.
  void reset(int n, AdjacencyRef may_meet);

  /// Seeds the matching greedily along `order` (a guess of what the procedure will pair),
  /// then makes it maximum. Returns the number of pairs of a maximum matching.
  int start(const std::vector<int>& order);

  /// The bye of an odd field: the first of `candidates`, in order, that `skip` does not
  /// exclude and without whom the rest can still all be paired ("the bye passes to the next
  /// one up"). It counts as paired from then on. `passed(c)` is called for every candidate
  /// tried and passed over. Returns -1 (and changes nothing) when no candidate works.
  template <class Skip, class Passed>
  int take_bye(const std::vector<int>& candidates, Skip skip, Passed passed) {
    for (int c : candidates) {
      if (skip(c)) continue;
      if (matching_.try_remove_vertex(c)) {
        paired_[static_cast<std::size_t>(c)] = 1;
        return c;
      }
      passed(c);
    }
    return -1;
  }

  /// Commits x–y when the vertices left unpaired can still all be paired; otherwise changes
  /// nothing but remembers x–y as refused (PT-D5: the two count as met for the rest of the
  /// round) and returns false. Precondition: x, y unpaired and allowed to meet.
  bool take(int x, int y);

  /// Whether `v` is paired (or has the bye).
  bool paired(int v) const { return paired_[static_cast<std::size_t>(v)] != 0; }
  /// Whether take(x, y) was refused earlier (in either order).
  bool refused(int x, int y) const;
  /// The committed pairs, in the order taken.
  const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }
  /// Vertices still unpaired in the matching (0 when the round is complete).
  int unpaired_count() const { return matching_.active_count(); }

 private:
  BlossomMatching matching_;
  std::vector<char> paired_;
  std::vector<std::pair<int, int>> pairs_;
  std::unordered_set<std::uint64_t> refused_;  // min * n + max
};

}  // namespace xq
