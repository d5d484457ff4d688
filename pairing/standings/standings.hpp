// Individual standings: the score, then the tiebreak list of the rule set (rules.md T), with
// the final of PI-10 placing the two finalists first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/standings/final_outcome.hpp"
#include "pairing/standings/tiebreaks.hpp"

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

/// Standings by the record's own list (record.rules.tiebreaks, expanded).
Standings compute_standings(const Record& record);

/// Standings by `names` (criteria or list names, expanded in order). Ties are broken criterion
/// by criterion: each criterion splits the groups still tied, a group-relative one (T-2, T-6)
/// evaluated on that group only. With a decided final (PI-10) the winner is 1st and the loser
/// 2nd, everybody else ranked among themselves from 3rd; an undecided final ranks the two among
/// themselves. Throws InputError on an unknown name.
Standings compute_standings(const Record& record, const std::vector<std::string>& names);

/// The standings of the entrants `subset` (distinct ids of the record) ranked among themselves
/// by `names`, as compute_standings ranks everybody: every figure (the score, T-10, T-3 …, T-8's
/// and T-9's rankings) is read over the whole record, but the tied groups start from `subset`, so
/// a group-relative criterion (T-2, T-6) reads only the games among the subset's tied players
/// (T-14.2 `separate`, RR-3). PI-10's finalists in `subset` come first, by the final. Ranks run
/// 1..subset.size(); rows sharing a rank are listed by id.
Standings compute_standings(const Record& record, const std::vector<std::string>& names,
                            const std::vector<EntrantId>& subset);

/// The places of compute_standings(record): the same rows, ranks and order, but without the
/// criteria's values (every row's `values` is empty) — much cheaper. For whoever needs the
/// places only: PI-10's finalists, the armageddon's choice of colour. Every compute_places
/// builds its histories into a buffer of `pool` when one is given (HistoryPool, history.hpp).
Standings compute_places(const Record& record, HistoryPool* pool = nullptr);

/// The places of compute_standings(record, names), without the values (the S-4 bye's ranking).
Standings compute_places(const Record& record, const std::vector<std::string>& names,
                         HistoryPool* pool = nullptr);
/// The same, and where the criteria told rows apart, in `split` (resized to rows − 1): for rows
/// i and i + 1 ranked together (the same score, both finalists of an undecided PI-10 final or
/// both not finalists) the index of the first criterion whose keys differ for them —
/// criteria.size() when none does — and −1 for rows not ranked together. Rows i < j ranked
/// together first differ on criterion min(split[i], …, split[j − 1]) (their values in
/// compute_standings are equal before it): what a tiebreak analysis needs, without the values.
Standings compute_places(const Record& record, const std::vector<std::string>& names, std::vector<int>& split,
                         HistoryPool* pool = nullptr);

/// The same for the record cut after its first `rounds` rounds (0 ≤ rounds ≤ the record's): the
/// places of compute_standings(truncated(record, rounds)), without copying the record.
Standings compute_places(const Record& record, int rounds, HistoryPool* pool = nullptr);

/// The first `count` entrants of compute_places(record).order(), in that order (all of them when
/// fewer): only the groups tied on a place before `count` are refined by the criteria. PI-10's
/// finalists need two places, not the whole table's tiebreaks.
std::vector<EntrantId> leading_places(const Record& record, size_t count, HistoryPool* pool = nullptr);

/// The rows of compute_places(record) as leading_places works them out: the rows before `count`,
/// and every row sharing a place with one of them (PI-10's lots: who shares 2nd), have
/// compute_places' rank and shared_rank; the rows after them are in score order only.
std::vector<StandingRow> leading_rows(const Record& record, size_t count, HistoryPool* pool = nullptr);

/// The ranks (index id − 1) of the standings of `context` (its record, cut and criteria), as
/// compute_standings gives them, without building the criteria's values: T-8's standings after
/// earlier rounds and T-9's reference places.
std::vector<int> standings_ranks(TiebreakContext& context);

/// Assigns ranks to rows already in order: a row equal to the previous one on score and every
/// key shares its rank; otherwise rank = position + first_rank. Sets shared_rank.
void assign_ranks(std::vector<StandingRow>& rows, int first_rank = 1);

}  // namespace xq
