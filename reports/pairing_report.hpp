// A round's pairing list as people read it (an aligned table) or fill it in (CSV, which
// `xqsim results` reads back). Rendering only: the pairing itself is pairing/pairing.hpp.
#pragma once

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

}  // namespace xq
