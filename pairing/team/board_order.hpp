// Inside a team match: which player sits on which board and with which colour (rules.md PT-9,
// PT-10, PT-11, with PT-D8, PT-D9, PT-D11).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/model/types.hpp"

namespace xq {

/// One player as the board order sees him before the round.
struct BoardPlayer {
  EntrantId id = 0;         ///< player number (PT-12: team k has boards·k − boards + 1 … boards·k)
  int red_games = 0;        ///< games played with red (PT-D9: forfeits give no colour)
  int black_games = 0;      ///< games played with black
  Points total = 0;         ///< individual total (S-7), half-units
  Points progressive = 0;   ///< individual progressive score (S-8)
  Points red_points = 0;    ///< points scored with red (S-7)
  Points black_points = 0;  ///< points scored with black
  /// Colour per round of the record; none for a bye, a forfeit or no game (PT-D8 look-back).
  std::vector<std::optional<Colour>> colours;
};

/// PT-10 (home team): (1) more black games first; (2) look back to the most recent round in
/// which the two had different colours, the one who had black then first; (3) higher total,
/// then progressive, then black points; (4) (PT-D11) odd rounds the smaller number first,
/// even rounds the larger.
bool pt10_before(const BoardPlayer& a, const BoardPlayer& b, int round);

/// PT-11 (away team): (1) more red games first; (2) the one who had red then first; (3) higher
/// total, progressive, red points; (4) as PT-10.
bool pt11_before(const BoardPlayer& a, const BoardPlayer& b, int round);

/// The players of a team in board order (board 1 first) for its side in `round`: PT-10 / PT-11,
/// with PT-D12 where the look-back is circular (left out for the tied set).
std::vector<BoardPlayer> board_order(std::vector<BoardPlayer> players, Side side, int round);

/// PT-10/PT-11 with PT-9's pattern (decision, docs/pairing-team.md "Board order under another
/// pattern"): the players in board_order's order take first the boards on which their side has the
/// colour that order favours — home: red (PT-10 puts those with more black games first), away:
/// black (the same boards: the home team's red ones) — in board order, then the others. Under
/// 000's RRB on 3 boards that is boards 1, 2, 3 as PT-10/11 say; under 001's RBR the first two sit
/// on boards 1 and 3; RRB on 5 boards (R R B R R): 1, 2, 4, 5, 3. Returns the players by board.
std::vector<BoardPlayer> seat_on_boards(const std::vector<BoardPlayer>& ordered, const std::string& pattern);

/// PT-9: the home team's colour on `board` (1-based): `pattern[(board − 1) mod length]`,
/// 'R' red, anything else black (000: "RRB"; 001's odd/even rule: "RB"). The away team has the
/// opposite colour.
Colour home_colour(const std::string& pattern, int board);

}  // namespace xq
