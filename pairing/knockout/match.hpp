// A match of one game plus play-offs (KO-3), read from a round and continued: the PI-10 final
// and every knockout match. The games of a match are its game 1 (kind final_game or knockout)
// and the play-off games after it on the same board, in record order.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "pairing/knockout/bracket.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// KO-3: `a` and `b` belong to one match: the same board, the same two players (either colours).
inline bool same_match_board(const Game& a, const Game& b) {
  return a.board == b.board &&
         ((a.red == b.red && a.black == b.black) || (a.red == b.black && a.black == b.red));
}

/// Indexes into round.games of the match opened by round.games[opening]: it, then every play-off
/// game on its board between the same two.
std::vector<size_t> match_games(const Round& round, size_t opening);

/// Whether round.games[index] is a play-off game of a match (KO-3: on the board of a game 1
/// between the same two), not a T-12 play-off.
bool in_match(const Round& round, size_t index);

/// KO-3: the match's outcome once a game decided it (game_winner: an armageddon draw goes to
/// black, a forfeit to the one present, KO-3.7); winner 0 while undecided; a double forfeit ends
/// it with both lost (MatchOutcome::both_lost, KO-3.7).
MatchOutcome match_outcome(const Round& round, size_t opening);

/// KO-3.3: who chooses between `a` and `b` when "the one placed higher" chooses: the better
/// `place` (index id − 1; 0 = unplaced, last), equal places by a lot from `rng`.
EntrantId higher_placed(EntrantId a, EntrantId b, std::span<const int> place, Rng& rng);

/// KO-3.1/KO-3.2: the next game of the match opened by round.games[opening] when every game of it
/// has a result and none decided it: the chain's next time control (`chain`; its last repeats
/// unless it is an armageddon), colours swapped from the game before, an armageddon's chosen by
/// rules.armageddon_choice (`place`: who is placed higher before the match) — kind playoff, on the
/// match's board. nullopt when the match is decided, a game is pending, or the chain has ended.
/// `explain`: why the game is due and its colours.
std::optional<Game> next_match_game(const Round& round, size_t opening, const RuleSet& rules,
                                    const std::vector<TimeControl>& chain, std::span<const int> place,
                                    Rng& rng, const Explainer& explain = {});

}  // namespace xq
