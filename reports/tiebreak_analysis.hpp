// Tiebreak analysis of one tournament (REP "tiebreaks", rules.md T): for every pair of entrants
// equal on score, the first criterion of the list that separates them, and whether it put the
// truly stronger one first. docs/fairness.md defines the counts.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
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

/// The same ties read place by place (docs/fairness.md "Round robins"): every two neighbours of
/// the final order that are equal on score and ranked together hold a place boundary, and the
/// criterion that first tells them apart decided that place — the T-12 play-off (criterion
/// `playoff`) being one of them when the list has it. Neighbours of equal true strength have no
/// right order and are left out of the counts (boundaries = Σ decided + unresolved), but not of
/// `playoff_entrants`: a place still tied when the list is exhausted up to the play-off needs one
/// (T-12) whatever the strengths, and is shared when the rules play none.
struct PlaceTally {
  std::vector<CriterionTally> criteria;  ///< index k: places criterion k decided, and how many right
  std::uint64_t boundaries = 0;          ///< neighbours tied on score, of different strength
  std::uint64_t unresolved = 0;          ///< of those, equal on every criterion: still shared at the end
  std::uint64_t equal_strength = 0;      ///< neighbours tied on score but of equal strength (not above)
  std::uint64_t entrants = 0;            ///< entrants ranked
  std::uint64_t playoff_entrants = 0;    ///< entrants still tied after the list (before T-12)
  std::uint64_t playoff_events = 0;      ///< tournaments with at least one such tie (a play-off needed)
  bool operator==(const PlaceTally&) const = default;
};

/// Index of the T-12 play-off criterion ("playoff") in `criteria`, criteria.size() without it:
/// where the list proper ends.
size_t playoff_index(const std::vector<std::string>& criteria);

/// PlaceTally's counts (all but `criteria`) with their JSON names, in order: add and the summary
/// JSON go over them.
const std::vector<std::pair<const char*, std::uint64_t PlaceTally::*>>& place_tally_counts();

/// The ties of one standings. Only pairs of different true strength count (a pair of equal
/// strength has no right order): tied_pairs = Σ decided + unresolved.
struct TiebreakAnalysis {
  std::vector<CriterionTally> criteria;    ///< index k: Standings::criteria[k]
  std::uint64_t tied_pairs = 0;            ///< pairs equal on score and ranked together
  std::uint64_t unresolved = 0;            ///< of those, equal on every criterion (a shared place)
  std::uint64_t equal_strength_pairs = 0;  ///< pairs tied on score but of equal strength (not above)
  PlaceTally places;                       ///< the same ties, neighbour by neighbour

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

/// Fills `analysis.places` for rows of which `strength_by_row[i]` is row i's true strength:
/// split[i] (rows − 1 entries, compute_places' form) is −1 when rows i and i + 1 are not ranked
/// together, else the first criterion whose keys differ for them, criteria.size() when none does.
/// `list_end`: playoff_index of the criteria (rows told apart from there on were tied after the list).
void tally_places(TiebreakAnalysis& analysis, std::span<const int> split,
                  std::span<const double> strength_by_row, size_t list_end);

}  // namespace xq
