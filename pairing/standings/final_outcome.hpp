// PI-10 / KO-3: who won the final between the top two, read from the record.
#pragma once

#include <optional>

#include "pairing/model/record.hpp"

namespace xq {

/// PI-10: the final between the top two, read from round N + 1 (N = rules.final_after_round).
struct FinalOutcome {
  int round = 0;         ///< the round holding the final (N + 1)
  EntrantId winner = 0;  ///< when undecided: the red player of the final game
  EntrantId loser = 0;
  bool decided = false;  ///< false while the final (and its play-offs) has no winner
  /// Undecided for good: its last game was lost by both (KO-3.7); no game follows.
  bool lost_by_both = false;
  int board = 0;  ///< the final game's board
  int games = 0;  ///< the match's games read: 1 (the final game), 2 and more with play-offs (KO-3)
};

/// The final of `record`, if rules.final_after_round = N > 0 and round N + 1 holds a game of
/// kind final_game. Winner: the final game; if drawn, the play-off games between the two in that
/// round, in order (KO-3); an armageddon draw is a black win.
std::optional<FinalOutcome> find_final(const Record& record);

/// The same for the record cut after its first `rounds` rounds (T-8's earlier standings).
std::optional<FinalOutcome> find_final(const Record& record, int rounds);

}  // namespace xq
