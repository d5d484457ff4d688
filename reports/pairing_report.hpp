// A round's pairing list as people read it (an aligned table) or fill it in (CSV, which
// `xqsim results` reads back). Rendering only: the pairing itself is pairing/pairing.hpp.
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "reports/text_table.hpp"

namespace xq {

/// The pairing list of round `round` (1-based) of `record`: one row per board in board order,
/// then the bye. Scores are the players' totals before the round.
///
/// Individual events — columns `board, red_no, red_name, red_score, black_no, black_name,
/// black_score`; the bye is a row with `board` = `bye` and the player in the red columns.
/// Team events (the round has matches) — `table, home, away` first (team names), then the same
/// columns for each board of the match, matches by table; a team bye is a row with `table` =
/// `bye` and the team as `home`; a team play-off game (T-12.6, in no match) an empty `table` and
/// the players' teams as `home` (red's) and `away` (black's).
///
/// With `sheet` (the CSV pairing list): a `round` column first and a `result` column last
/// (empty for a pending game, else result_text), so the list, filled in, is a results sheet.
/// With `playoffs`: the round's T-12 play-off games still without a result instead (no byes).
/// With `with_playoffs` (export's results: what the round played): the round's play-off games
/// (KO-3, KO-4, T-12) after its own games, and — when it has any — a `game` column after `board`
/// naming them (`play-off (rapid)`; empty for the round's own games).
TextTable pairing_table(const Record& record, int round, bool sheet = false, bool playoffs = false,
                        bool with_playoffs = false);

/// Issue 14: one the round leaves out, and why (withdrawn, announced absent, not yet entered).
struct LeftOut {
  EntrantId id = 0;
  Availability why = Availability::plays;
  int board = 0;  ///< the board a round robin's table or a knockout's bracket keeps him on, his game
                  ///< lost by forfeit (RR-1, KO-3.7); 0: no game, no bye
};

/// Those `round` leaves out: without a game or a bye in it, or kept on a board with their game
/// lost by forfeit; in entrant order. Empty without field changes.
std::vector<LeftOut> left_out_of_round(const Record& record, const Round& round);

/// The lines under a pairing list that say what its rows do not (`pair` prints them; `export
/// --what pairings` keys its sheet with them, `zh` in Chinese). The PI-10 final's board:
std::vector<std::string> final_board_notes(const Round& round, bool zh = false);
/// Who does not play the round and why (left_out_of_round), headed "Not playing this round:";
/// empty when everybody plays.
std::vector<std::string> left_out_notes(const Record& record, const Round& round, bool zh = false);
/// Who chooses the colours where someone does (KO-4.1 a team's table, KO-3.3 a board, T-12.2 a
/// play-off armageddon's lot winner), what is written and how the other choice is entered — or,
/// once played, what was taken; `pending_only`: the games without a result only.
std::vector<std::string> chooser_notes(const Record& record, const Round& round, bool pending_only,
                                       bool zh = false);
/// A knockout round (KO-5): which round of the bracket and what a match is, then each walkover.
/// Empty for a round of the first stage.
std::vector<std::string> knockout_round_notes(const Record& record, const Round& round, bool zh = false);

}  // namespace xq
