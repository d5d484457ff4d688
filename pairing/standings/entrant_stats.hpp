// Per-entrant counts over a whole record (S-7, S-8, T-3..T-7), read from the entrant's history
// under the rule set's settings. Standings, team standings and reports read them from here.
#pragma once

#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/rules.hpp"

namespace xq {

/// Counts of one entrant. Points in half-units. "Played" = a finished game with a colour that
/// counts: over the board, or a forfeit under `forfeit_colour = count` (S-2); pending games count
/// nowhere.
struct EntrantStats {
  EntrantId id = 0;
  Points score = 0;    ///< individual total (S-7)
  int wins = 0;        ///< T-3: wins over the board, forfeit wins when `forfeit_counts_as_win`,
                       ///< byes when `bye_counts_as_win`
  int black_wins = 0;  ///< T-4: played with black and won (a win as T-3 counts it); a bye marked black counts
                       ///< when `bye_colour_mark = count` and `bye_counts_as_win`
  int black_games = 0;      ///< T-5: played with black; a bye marked black when `bye_colour_mark = count`
  int red_games = 0;        ///< played with red (a bye marked red when `bye_colour_mark = count`)
  Points red_points = 0;    ///< S-7: points scored in games played with red (byes excluded)
  Points black_points = 0;  ///< S-7: points scored in games played with black (byes excluded)
  int fouls = 0;            ///< T-7: technical fouls over the event
  int byes = 0;             ///< byes received (S-3)
  Points progressive = 0;   ///< S-8: sum of the totals after each round

  /// Adds the counts of `o` (team sums, S-7); `id` is kept.
  EntrantStats& operator+=(const EntrantStats& o);
  bool operator==(const EntrantStats&) const = default;
};

/// Counts of one entrant from its history.
EntrantStats entrant_stats(const EntrantHistory& history, const RuleSet& rules);

/// Counts of one entrant over the first `rounds` rounds of its history only (the standings after
/// an earlier round, T-8), as entrant_stats of the history of the record cut after `rounds`.
EntrantStats entrant_stats(const EntrantHistory& history, const RuleSet& rules, int rounds);

/// Counts of every entrant, index i for entrant i + 1.
std::vector<EntrantStats> entrant_stats(const std::vector<EntrantHistory>& histories, const RuleSet& rules);

/// A finished game with `colour`, the colour counting (S-2: a forfeit only under forfeit_colour = count).
bool played_with(const Encounter& e, Colour colour);

}  // namespace xq
