// A results sheet (成绩单): a CSV file giving the results of the boards of a round, entered
// into the record (`xqsim results`). The format is docs/cli.md "Results".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/io/encoding.hpp"
#include "pairing/model/record.hpp"

namespace xq {

/// A result as people write it: `1-0` (red wins), `0-1`, `1/2` / `=` / `1/2-1/2` / `½-½`
/// (draw), `+/-` (black absent: red wins by forfeit, S-2), `-/+` (red absent), `-/-` (both
/// absent), the record's names (`red_win`, `draw`, `black_win`, `black_forfeit`,
/// `red_forfeit`, `double_forfeit`) and 红胜 / 和 / 黑胜. Surrounding spaces and the case of the
/// names do not matter. `pending` is not a result (an empty cell is "not finished").
std::optional<Result> parse_result_text(std::string_view text);

/// The short notation of `result` (`1-0`, `0-1`, `1/2`, `+/-`, `-/+`, `-/-`); "" for pending.
std::string result_text(Result result);

/// The accepted notations, for messages and --help.
std::string accepted_result_forms();

/// One line of a results sheet.
struct ResultLine {
  int line = 0;                               ///< line in the file
  std::optional<int> round;                   ///< `round` (a check: must be the record's last round)
  std::optional<int> table;                   ///< `table` (team events: the match)
  std::optional<int> board;                   ///< `board`
  std::optional<EntrantId> red, black;        ///< `red_no`, `black_no` (checked against the record)
  std::optional<Result> result;               ///< empty cell: the game is not finished (line skipped)
  std::optional<int> red_fouls, black_fouls;  ///< technical fouls (T-7); empty = unchanged
  bool bye = false;                           ///< the pairing list's bye line (`board` = `bye`): skipped
  /// `game` (the results list `xqsim export --what results` writes for a round with play-offs):
  /// empty = the round's own game on the board; "play-off (rapid)" = the board's next play-off
  /// game in the sheet's order, which must be of that time control (KO-3.5, T-12.2).
  std::optional<TimeControl> playoff = std::nullopt;
};

/// A results sheet as read (parse_results_csv).
struct ResultSheet {
  std::string file;
  std::vector<ResultLine> lines;
  bool has_board = false, has_table = false, has_players = false;  ///< which columns it has
  std::string note;       ///< how the file was read when not as UTF-8 (load_results_csv), else ""
  bool has_game = false;  ///< a `game` column: each line names which of its board's games it is
};

/// Reads a results sheet (parse_csv's rules). Columns in any order, names case-insensitive:
/// `result` (required), `board`, `table`, `round`, `game`, `red_fouls`, `black_fouls`, `red_no`,
/// `black_no`; the other columns of the pairing list `xqsim pair --format csv` writes
/// (`red_name`, `red_score`, `black_name`, `black_score`, `home`, `away`) are read and ignored,
/// so that list, filled in, is a results sheet. Throws InputError naming the file, line and
/// column: an unknown column, no `result` column, an unknown result, a number that is not a
/// whole number in range, a result on the bye line.
ResultSheet parse_results_csv(std::string_view text, const std::string& file);

/// parse_results_csv on the file at `path`, read as `encoding` (load_entry_list's rules).
ResultSheet load_results_csv(const std::string& path, SheetEncoding encoding = SheetEncoding::automatic);

struct ResultsOptions {
  /// Find each game by `red_no` and `black_no` instead of its board: for records whose board
  /// numbers are not the pairing list's (TRF keeps no board numbers).
  bool by_players = false;
  /// Allow replacing a result already entered in the round (a correction).
  bool correct = false;
};

/// What apply_results did.
struct ResultsSummary {
  int round = 0;      ///< the round the results went to
  int entered = 0;    ///< results entered on boards that had none
  int corrected = 0;  ///< results replaced (ResultsOptions::correct)
  std::vector<std::string>
      pending;        ///< games still without a result: "board 3 (7–2)", "table 2 board 1 (4–9)"
  int unchanged = 0;  ///< lines giving the result a board has already (nothing changed)
  /// Each result replaced, the game named (a KO-3 match's correction goes to its last game, a
  /// play-off): "board 1 play-off (4–1): 1/2-1/2 → 1-0".
  std::vector<std::string> corrections = {};
};

/// The games of `round` still without a result, each as "board 3 (7–2)", a play-off game as
/// "board 3 play-off (7–2)", or in team events "table 2 board 1 (4–9)". `boards` false (a TRF
/// record, whose board numbers are its reader's, not the pairing list's): "7–2" alone.
std::vector<std::string> pending_games(const Round& round, bool boards = true);

/// Where round.games[game] is played, for a message: "board 3", or "table 2 board 3" for a game
/// of a team match (every match has its board 1).
std::string game_place(const Round& round, size_t game);

/// `pending` (pending_games) for a message: "board 1 (1–5), board 2 (6–2)"; beyond
/// kListedPendingGames the first ones and "… and 49990 more" (issue 15: a 50,000-board round
/// gives a line one can read, not a megabyte).
inline constexpr size_t kListedPendingGames = 10;
std::string pending_list(const std::vector<std::string>& pending);

/// Enters the sheet's results into the last round of `record`, all or nothing: on an error
/// `record` is unchanged. Partial entry is allowed (games finish at different times); lines with
/// an empty result are checked and skipped. Throws InputError naming sheet.file and the line:
/// a record without rounds; a `round` other than the last; the last round already complete
/// (unless `correct`); a board (table) or pair of players not in the round; `red_no` /
/// `black_no` not the game's players; a game given twice; a game that already has a result
/// (unless `correct`); fouls without a result; a missing `board` (`table` in team events;
/// `red_no`/`black_no` with `by_players`) column.
ResultsSummary apply_results(Record& record, const ResultSheet& sheet, const ResultsOptions& options = {});

}  // namespace xq
