// Tiebreak analysis of one tournament (REP "tiebreaks", rules.md T): for every pair of entrants
// equal on score, the first criterion of the list that separates them, and whether it put the
// truly stronger one first. docs/fairness.md defines the counts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "pairing/standings/final_outcome.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// One criterion (one position of the expanded list) over one or more tournaments.
struct CriterionTally {
  std::uint64_t decided = 0;  ///< tied pairs this criterion separated first
  std::uint64_t correct = 0;  ///< of those, pairs it ordered stronger-first
  bool operator==(const CriterionTally&) const = default;
};

/// The ties of one standings. Only pairs of different true strength count (a pair of equal
/// strength has no right order): tied_pairs = Σ decided + unresolved.
struct TiebreakAnalysis {
  std::vector<CriterionTally> criteria;    ///< index k: Standings::criteria[k]
  std::uint64_t tied_pairs = 0;            ///< pairs equal on score and ranked together
  std::uint64_t unresolved = 0;            ///< of those, equal on every criterion (a shared place)
  std::uint64_t equal_strength_pairs = 0;  ///< pairs tied on score but of equal strength (not above)

  /// Tie-order accuracy: among the tied pairs, the share ordered stronger-first, an unresolved
  /// pair counting ½ (a coin toss), as numerator / denominator in half-pairs:
  /// (2 Σ correct + unresolved) / (2 tied_pairs). None without tied pairs.
  std::optional<std::int64_t> tie_order_accuracy_fixed() const;
  std::optional<double> tie_order_accuracy() const;
  std::uint64_t correct() const;  ///< Σ correct over the criteria
  bool operator==(const TiebreakAnalysis&) const = default;
};

/// Adds the counts of `from` into `into` (summing over tournaments); both of one list
/// (asserted: equal criteria counts, or `into` empty).
void add(TiebreakAnalysis& into, const TiebreakAnalysis& from);

/// Analyses `standings` (compute_standings or compute_team_standings: every row has a value
/// for every criterion). strength_by_id[id − 1] is the true strength of row id (higher =
/// stronger). A pair is tied when its two rows have equal score and were ranked together: with
/// a PI-10 `final`, the two finalists are ranked apart from everybody else (standings.hpp), so a
/// finalist and a non-finalist are never a tie, and a decided final separates the finalists
/// (not a tiebreak). The deciding criterion of a tied pair is the first whose keys differ — for
/// a group-relative criterion (T-2, T-6) the two were still in one group, so their keys were
/// computed on the same group.
TiebreakAnalysis analyse_tiebreaks(const Standings& standings, std::span<const double> strength_by_id,
                                   const std::optional<FinalOutcome>& final = std::nullopt);

}  // namespace xq
