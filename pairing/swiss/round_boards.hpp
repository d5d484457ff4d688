// The last step of an individual Swiss round: each pair's colours (PI-6, PI-7), the boards in
// PI-8's order, the games numbered from the first board, the warnings the boards carry (W-2..W-5)
// and the bye. The pairing (swiss_individual.cpp) has chosen who plays whom; this writes the round.
#pragma once

#include <utility>
#include <vector>

#include "pairing/model/explain.hpp"
#include "pairing/model/types.hpp"
#include "pairing/swiss/colour_rules.hpp"
#include "pairing/swiss/score_groups.hpp"

namespace xq {

/// What the boards are made of: the round's players (indexes as in `pairs`), its pairs, and the
/// rules that colour and order them.
struct RoundBoardsInput {
  const std::vector<SwissPlayer>* players = nullptr;
  const std::vector<Entrant>* entrants = nullptr;           ///< the record's, for the warnings' names
  const std::vector<std::pair<int, int>>* pairs = nullptr;  ///< player indexes
  ColourContext colours;                                    ///< PI-6, PI-7
  bool avoid_team = false;                                  ///< P1-7 asked this round (W-4)
  int first_board = 1;                                      ///< 2 when a PI-10 final takes board 1
  int bye = -1;                                             ///< the index with the bye, or −1
};

/// Writes the games (PI-6/PI-7 colours, PI-8 order, numbered from `first_board`), their W-2..W-5
/// warnings and the bye into `round`; `scratch` and `index` are the caller's reused memory.
void write_round_boards(const RoundBoardsInput& in, const Explainer& explain, std::vector<int>& scratch,
                        std::vector<int>& index, Round& round);

}  // namespace xq
