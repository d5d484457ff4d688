// T-12: the order play-off games give to entrants still equal after the tiebreak list. The games
// are the record's games of kind `playoff`, in record order; they count in no score and no
// tiebreak (T-12.5), they only order the tied entrants among themselves.
#pragma once

#include <span>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// The play-off games (GameKind::playoff) of the record's first `rounds` rounds, in order.
std::vector<const Game*> playoff_games(const Record& record, int rounds);

/// T-12.3/T-12.4: each member's position among `group` (0 = first; equal positions = still
/// equal) from `games` in order, the games between two members only:
/// - two: the first game between them that decided something (game_winner: a rapid draw
///   decides nothing and is replayed, an armageddon draw is a win for black);
/// - three or more: the first |G|(|G| − 1)/2 games among them must be a round robin (every two
///   once, every game finished), ranked by its points (win 2, draw 1); members still equal are
///   ordered the same way by the games among them after it. An unfinished round robin orders
///   nobody.
/// Without games everybody is at 0 (the place is shared).
std::vector<int> playoff_positions(std::span<const Game* const> games, std::span<const EntrantId> group);

/// Whether `group` has played a play-off game among itself (one with a result): the `playoff`
/// column shows positions only then — paired, not yet played, the place is still shared.
bool playoff_played(std::span<const Game* const> games, std::span<const EntrantId> group);

}  // namespace xq
