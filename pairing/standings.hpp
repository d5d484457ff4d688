// Individual standings: the score, then the tiebreak list of the rule set (rules.md T), with
// the final of PI-10 placing the two finalists first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/record.hpp"
#include "pairing/tiebreaks.hpp"

namespace xq {

/// One row of a ranking. `values[k]` is the value of criterion `Standings::criteria[k]`.
struct StandingRow {
  int rank = 0;      ///< 1-based; equal for rows equal on score and every value (shared)
  EntrantId id = 0;  ///< entrant (or team, in team standings)
  Points score = 0;  ///< individual total (team standings: total match points), half-units
  std::vector<TiebreakValue> values;
  bool shared_rank = false;  ///< another row has the same rank (T-12: the place is shared)
  bool operator==(const StandingRow&) const = default;
};

/// A ranking: rows best first; rows sharing a rank are listed by id.
struct Standings {
  std::vector<std::string> criteria;  ///< expanded criterion names, in order
  std::vector<StandingRow> rows;
  bool operator==(const Standings&) const = default;

  /// The row of `id` (asserts it exists).
  const StandingRow& row_of(EntrantId id) const;
  /// Rank of `id`.
  int rank_of(EntrantId id) const { return row_of(id).rank; }
  /// Ids in row order.
  std::vector<EntrantId> order() const;
};

/// PI-10: the final between the top two, read from round N + 1 (N = rules.final_after_round).
struct FinalOutcome {
  int round = 0;         ///< the round holding the final (N + 1)
  EntrantId winner = 0;  ///< when undecided: the red player of the final game
  EntrantId loser = 0;
  bool decided = false;  ///< false while the final (and its play-offs) has no winner
};

/// The final of `record`, if rules.final_after_round = N > 0 and round N + 1 holds a game of
/// kind final_game. Winner: the final game; if drawn, the play-off games between the two in that
/// round, in order (KO-3); an armageddon draw is a black win.
std::optional<FinalOutcome> find_final(const Record& record);

/// Standings by the record's own list (record.rules.tiebreaks, expanded).
Standings compute_standings(const Record& record);

/// Standings by `names` (criteria or list names, expanded in order). Ties are broken criterion
/// by criterion: each criterion splits the groups still tied, a group-relative one (T-2, T-6)
/// evaluated on that group only. With a decided final (PI-10) the winner is 1st and the loser
/// 2nd, everybody else ranked among themselves from 3rd; an undecided final ranks the two among
/// themselves. Throws InputError on an unknown name.
Standings compute_standings(const Record& record, const std::vector<std::string>& names);

/// Assigns ranks to rows already in order: a row equal to the previous one on score and every
/// key shares its rank; otherwise rank = position + first_rank. Sets shared_rank.
void assign_ranks(std::vector<StandingRow>& rows, int first_rank = 1);

}  // namespace xq
