#include "pairing/io/results_csv.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <unordered_map>

#include "pairing/io/csv.hpp"
#include "pairing/io/record_json.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/zh_terms.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/time_control.hpp"

namespace xq {
namespace {

struct Notation {
  std::string_view text;
  Result result;
};

// Every accepted spelling; names are compared lower-cased.
constexpr std::array kNotations = {
    Notation{"1-0", Result::red_win},
    Notation{"0-1", Result::black_win},
    Notation{"1/2", Result::draw},
    Notation{"=", Result::draw},
    Notation{"1/2-1/2", Result::draw},
    Notation{"\xC2\xBD-\xC2\xBD", Result::draw},  // ½-½
    Notation{"+/-", Result::black_forfeit},
    Notation{"-/+", Result::red_forfeit},
    Notation{"-/-", Result::double_forfeit},
    // A Chinese sheet's words (zh_terms, what export --lang zh writes): 红胜, 和, 黑胜, 黑方弃权 …
    Notation{zh_result(Result::red_win), Result::red_win},
    Notation{zh_result(Result::draw), Result::draw},
    Notation{zh_result(Result::black_win), Result::black_win},
    Notation{zh_result(Result::black_forfeit), Result::black_forfeit},
    Notation{zh_result(Result::red_forfeit), Result::red_forfeit},
    Notation{zh_result(Result::double_forfeit), Result::double_forfeit},
};

// Columns of the pairing list that a results sheet may carry and that are not read.
constexpr std::array<std::string_view, 8> kIgnoredColumns = {
    "red_name", "red_score", "black_name", "black_score", "home", "away", "red_team", "black_team"};
constexpr std::array<std::string_view, 9> kColumns = {
    "round", "table", "board", "game", "result", "red_fouls", "black_fouls", "red_no", "black_no"};

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return r;
}

std::string numbers_text(const std::vector<int>& boards) {
  std::string s;
  for (int b : boards) s += (s.empty() ? "" : ", ") + std::to_string(b);
  return s;
}

// The columns of `columns` but `left_out`, as a message lists them ("round, game, red_fouls").
template <size_t N>
std::string column_list(const std::array<std::string_view, N>& columns,
                        std::initializer_list<std::string_view> left_out) {
  std::string out;
  for (const std::string_view c : columns)
    if (std::find(left_out.begin(), left_out.end(), c) == left_out.end())
      out += (out.empty() ? "" : ", ") + std::string(c);
  return out;
}

}  // namespace

std::string game_place(const Round& round, size_t game) {
  std::string s = "board " + std::to_string(round.games.at(game).board);
  for (const Match& m : round.matches)
    if (std::find(m.games.begin(), m.games.end(), static_cast<int>(game)) != m.games.end())
      return "table " + std::to_string(m.table) + " " + s;
  return s;
}

std::string pending_list(const std::vector<std::string>& pending) {
  std::string s;
  for (size_t i = 0; i < pending.size() && i < kListedPendingGames; ++i) s += (i ? ", " : "") + pending[i];
  if (pending.size() > kListedPendingGames)
    s += " … and " + std::to_string(pending.size() - kListedPendingGames) + " more";
  return s;
}

// "board 3 (7–2)", "board 3 play-off (7–2)", "table 2 board 1 (4–9)": game k of `round`;
// without `boards` (a TRF record's are its reader's): "7–2", "play-off 7–2".
std::string game_text(const Round& round, size_t k, bool boards = true) {
  const Game& g = round.games[k];
  const std::string players = std::to_string(g.red) + "–" + std::to_string(g.black);
  const bool playoff = g.kind == GameKind::playoff;
  if (!boards) return (playoff ? "play-off " : "") + players;
  return game_place(round, k) + (playoff ? " play-off" : "") + " (" + players + ")";
}

std::vector<std::string> pending_games(const Round& round, bool boards) {
  std::vector<std::string> out;
  for (size_t k = 0; k < round.games.size(); ++k)
    if (round.games[k].result == Result::pending) out.push_back(game_text(round, k, boards));
  return out;
}

std::optional<Result> parse_result_text(std::string_view text) {
  // Spaces do not matter (docs/cli.md): "1 - 0", "1/2 - 1/2", "+ / -" as the sheet's typist spaced them.
  std::string t = lower(trimmed(text));
  std::erase_if(t, [](char c) { return c == ' ' || c == '\t'; });
  for (const Notation& n : kNotations)
    if (n.text == t) return n.result;
  if (const std::optional<Result> r = parse_result(t); r && *r != Result::pending) return r;
  return std::nullopt;
}

std::string result_text(Result result) {
  switch (result) {
    case Result::pending: return "";
    case Result::red_win: return "1-0";
    case Result::draw: return "1/2";
    case Result::black_win: return "0-1";
    case Result::red_forfeit: return "-/+";
    case Result::black_forfeit: return "+/-";
    case Result::double_forfeit: return "-/-";
  }
  return "";
}

std::string accepted_result_forms() {
  return "1-0 (red wins), 0-1 (black wins), 1/2 or = (draw), +/- (black absent: red wins by forfeit), "
         "-/+ (red absent), -/- (both absent), or red_win, draw, black_win, black_forfeit, red_forfeit, "
         "double_forfeit, 红胜, 和, 黑胜, 黑方弃权, 红方弃权, 双方弃权";
}

ResultSheet parse_results_csv(std::string_view text, const std::string& file) {
  CsvTable csv = parse_csv(text, file);
  // `export --lang zh`'s results list heads its columns in Chinese (zh_terms): read as their names.
  for (std::string& h : csv.header) {
    const auto english = [&h](const auto& columns) {
      for (const std::string_view c : columns)
        if (const ZhHeading* zh = find_zh_heading(c); zh && zh->zh == h) h = std::string(c);
    };
    english(kColumns);
    english(kIgnoredColumns);
  }
  for (size_t c = 0; c < csv.header.size(); ++c) {
    const std::string& h = csv.header[c];
    if (std::find(kColumns.begin(), kColumns.end(), h) == kColumns.end() &&
        std::find(kIgnoredColumns.begin(), kIgnoredColumns.end(), h) == kIgnoredColumns.end())
      throw InputError(
          file, csv.header_line, "column " + std::to_string(c + 1) + " (" + h + ")",
          "unknown column; a results sheet has result and board (table in team events), and may have " +
              column_list(kColumns, {"result", "board", "table"}) + ", and the pairing list's " +
              column_list(kIgnoredColumns, {}) + " (not read)");
  }
  const auto result = csv.column("result");
  if (!result)
    throw InputError(file, csv.header_line, "",
                     "no 'result' column: the header must name the columns (board,result…)");
  const auto round = csv.column("round"), table = csv.column("table"), board = csv.column("board"),
             red_fouls = csv.column("red_fouls"), black_fouls = csv.column("black_fouls"),
             red_no = csv.column("red_no"), black_no = csv.column("black_no"), game = csv.column("game");

  ResultSheet sheet;
  sheet.file = file;
  sheet.has_board = board.has_value();
  sheet.has_table = table.has_value();
  sheet.has_players = red_no && black_no;
  sheet.has_game = game.has_value();
  for (const CsvRow& row : csv.rows) {
    ResultLine l;
    l.line = row.line;
    auto is_bye = [&](std::optional<size_t> col) {  // (轮空: a Chinese list's bye)
      return col && (lower(row.cells[*col]) == "bye" || row.cells[*col] == kZhBye);
    };
    l.bye = is_bye(board) || is_bye(table);
    auto number = [&](std::optional<size_t> col, long long min, long long max) -> std::optional<int> {
      if (!col || row.cells[*col].empty()) return std::nullopt;
      const auto v = parse_whole_number(row.cells[*col], min, max);
      if (!v)
        throw csv.cell_error(row, *col,
                             "expected a whole number from " + std::to_string(min) + " to " +
                                 std::to_string(max) + ", got '" + row.cells[*col] + "'");
      return static_cast<int>(*v);
    };
    const std::string& rt = row.cells[*result];
    l.round = number(round, 1, 999);  // a bye's line is checked as any other: its round, its player
    if (l.bye) {
      if (!rt.empty())
        throw csv.cell_error(
            row, *result,
            "the bye has no result to enter (the rules score it: S-3, RR-1.3 rr_bye): leave it empty");
      // S-3: a bye is no game: no opponent, no fouls, no play-off; its red_no is its player (pair's sheet)
      for (const std::optional<size_t> col : {black_no, red_fouls, black_fouls, game})
        if (col && !trimmed(row.cells[*col]).empty())
          throw csv.cell_error(row, *col,
                               "a bye is no game (S-3): leave " + csv.header[*col] + " empty on its line");
      l.red = number(red_no, 1, 1000000);
      sheet.lines.push_back(l);
      continue;
    }
    l.table = number(table, 1, 100000);
    l.board = number(board, 1, 100000);
    l.red = number(red_no, 1, 1000000);
    l.black = number(black_no, 1, 1000000);
    l.red_fouls = number(red_fouls, 0, 99);
    l.black_fouls = number(black_fouls, 0, 99);
    if (game && !trimmed(row.cells[*game]).empty()) {  // export's results list: which game of the board
      TimeControl tc{};
      const std::optional<TimeControl> zh = parse_zh_playoff_game_label(trimmed(row.cells[*game]));
      if (!zh && !parse_playoff_game_label(lower(trimmed(row.cells[*game])), tc))
        throw csv.cell_error(row, *game,
                             "expected empty (the round's own game) or a play-off game as the results list "
                             "names it: play-off (standard), play-off (rapid), play-off (super_rapid) or "
                             "play-off (armageddon), in Chinese 附加赛（快棋） …; got '" +
                                 row.cells[*game] + "'");
      l.playoff = zh ? *zh : tc;
    }
    if (!rt.empty()) {
      l.result = parse_result_text(rt);
      if (!l.result) {
        const bool pending = lower(trimmed(rt)) == "pending";
        throw csv.cell_error(
            row, *result,
            pending ? std::string("'pending' is not a result: leave the cell empty for a game not finished")
                    : "unknown result '" + rt + "'; use " + accepted_result_forms());
      }
    }
    if (!l.result && (l.red_fouls || l.black_fouls))
      throw csv.cell_error(row, l.red_fouls ? *red_fouls : *black_fouls,
                           "fouls without a result: enter them with the game's result");
    // T-7: with a result, an empty cell of a fouls column is none (a correction clears recorded
    // fouls so); a sheet without the column keeps what the record has.
    if (l.result) {
      if (red_fouls && !l.red_fouls) l.red_fouls = 0;
      if (black_fouls && !l.black_fouls) l.black_fouls = 0;
    }
    sheet.lines.push_back(l);
  }
  return sheet;
}

ResultSheet load_results_csv(const std::string& path, SheetEncoding encoding) {
  SheetText text = sheet_text_as_utf8(read_text_file(path, "file", kMaxSheetBytes), encoding, path);
  ResultSheet sheet = parse_results_csv(text.text, path);
  sheet.note = std::move(text.note);
  return sheet;
}

namespace {

// Enters one sheet into a copy of the record's last round, line by line, each step a check
// with its own message; the record changes only when every line is good (apply_results).
class ResultEntry {
 public:
  ResultEntry(const Record& record, const ResultSheet& sheet, const ResultsOptions& options)
      : record_(record), sheet_(sheet), file_(sheet.file), options_(options), round_(record.rounds.back()) {
    r_ = round_.number;
    team_ = !round_.matches.empty();
    // Each line finds its game through these (a scan of the round per line was quadratic: 5 s for
    // 50,000 boards): the games by board, and by player, in the round's order.
    for (size_t k = 0; k < round_.games.size(); ++k) {
      const Game& g = round_.games[k];
      games_on_board_[g.board].push_back(k);
      games_of_[g.red].push_back(k);
      games_of_[g.black].push_back(k);
    }
  }

  // The sheet has the columns this record needs, and the round can take results.
  void check_sheet() const {
    if (options_.by_players && !sheet_.has_players)
      throw InputError(
          file_, 0, "",
          "this record keeps no board numbers (TRF): the sheet needs red_no and black_no columns to find "
          "each game");
    if (!options_.by_players && !sheet_.has_board)
      throw InputError(file_, 0, "", "no 'board' column: each line names its board");
    if (!options_.by_players && team_ && !sheet_.has_table)
      throw InputError(file_, 0, "",
                       "no 'table' column: in a team event each line names its table and board");
    const bool complete = std::none_of(round_.games.begin(), round_.games.end(),
                                       [](const Game& g) { return g.result == Result::pending; });
    if (complete && !options_.correct) {
      for (const ResultLine& l : sheet_.lines) check_round(l);  // a sheet of another round says so first
      throw InputError(file_, 0, "",
                       "round " + std::to_string(r_) +
                           " is complete: every board has a result (to change one, give --correct)");
    }
  }

  void enter(const ResultLine& l) {
    check_round(l);
    if (l.bye) {
      check_bye(l);
      return;
    }
    const size_t gi = options_.by_players ? game_by_players(l) : game_by_board(l);
    Game& g = round_.games[gi];
    const std::string before = game_named(gi);  // (a chooser's other colours swap the two)
    check_players(l, g);
    const auto [it, fresh] = line_of_game_.emplace(gi, l.line);
    if (!fresh)  // (a TRF record's board numbers are its reader's: the sheet names the players)
      throw InputError(
          file_, l.line, options_.by_players ? "red_no" : "board",
          (options_.by_players ? "the game " + player(g.red) + " – " + player(g.black) : where(g)) +
              " is given twice (also on line " + std::to_string(it->second) + ")");
    if (l.result) set_result(l, g, before);  // (no result: not finished yet)
  }

  ResultsSummary finish(Record& record) {
    for (const Match& m : round_.matches) check_team_choice(m);
    summary_.round = r_;
    summary_.pending = pending_games(round_, !options_.by_players);
    record.rounds.back() = std::move(round_);
    return summary_;
  }

 private:
  // Where a game is, for a message: its board (table), or — a TRF record, whose board numbers
  // are its reader's, not the pairing list's — its players.
  std::string where(const Game& g) const {
    const size_t k = static_cast<size_t>(&g - round_.games.data());
    return options_.by_players ? "the game " + game_text(round_, k, false) : game_place(round_, k);
  }
  std::string game_named(size_t k) const { return game_text(round_, k, !options_.by_players); }
  std::string player(EntrantId id) const {
    return std::to_string(id) + " (" +
           (id >= 1 && id <= record_.entrant_count() ? record_.entrant(id).name : "?") + ")";
  }

  // Results go to the last round only.
  void check_round(const ResultLine& l) const {
    if (!l.round || *l.round == r_) return;
    if (*l.round < r_)
      throw InputError(file_, l.line, "round",
                       "round " + std::to_string(*l.round) + " is over (round " + std::to_string(r_) +
                           " is paired after it): results go to the last round, " + std::to_string(r_));
    throw InputError(file_, l.line, "round",
                     "round " + std::to_string(*l.round) + " is not paired: the record has " +
                         std::to_string(r_) + " round" + (r_ == 1 ? "" : "s"));
  }

  // A bye's line (pair's sheet: its player in red_no) names a player with a bye this round (S-3).
  void check_bye(const ResultLine& l) {
    if (!l.red) return;
    if (const auto [it, fresh] = line_of_bye_.emplace(*l.red, l.line); !fresh)  // as a board given twice
      throw InputError(file_, l.line, "red_no",
                       "the bye of " + player(*l.red) + " is given twice (also on line " +
                           std::to_string(it->second) + ")");
    if (std::any_of(round_.byes.begin(), round_.byes.end(),
                    [&](const Bye& b) { return b.entrant == *l.red; }))
      return;
    std::string byes;
    for (const Bye& b : round_.byes) byes += (byes.empty() ? "" : ", ") + player(b.entrant);
    throw InputError(file_, l.line, "red_no",
                     player(*l.red) + " has no bye in round " + std::to_string(r_) +
                         (byes.empty() ? " (the round has no bye)" : " (the bye: " + byes + ")"));
  }

  // A record without board numbers (TRF): the game of the line's red and black players.
  size_t game_by_players(const ResultLine& l) const {
    if (!l.red || !l.black)
      throw InputError(file_, l.line, "", "red_no and black_no are needed to find the game");
    std::optional<size_t> gi;
    const auto of = games_of_.find(*l.red);
    for (size_t k : of != games_of_.end() ? of->second : std::vector<size_t>{}) {
      const Game& g = round_.games[k];
      if (g.red == *l.red && g.black == *l.black)
        gi = k;
      else if (g.red == *l.black && g.black == *l.red)
        throw InputError(file_, l.line, "red_no",
                         "in round " + std::to_string(r_) + " " + player(g.red) + " has red and " +
                             player(g.black) + " black, not the other way round");
    }
    if (!gi)
      throw InputError(
          file_, l.line, "red_no",
          "round " + std::to_string(r_) + " has no game " + player(*l.red) + " – " + player(*l.black));
    return *gi;
  }

  // The game on the line's board (and, in a team event, table); play-off games have no line,
  // unless the sheet has a `game` column (game_by_label).
  size_t game_by_board(const ResultLine& l) {
    if (team_ && !l.table) return team_playoff_by_board(l);
    if (!team_ && l.table)  // a team event's sheet given to an individual event's record
      throw InputError(
          file_, l.line, "table",
          "an individual event has no tables (team matches): leave the column empty or remove it");
    if (!l.board) throw InputError(file_, l.line, "board", "empty: each line names its board (or 'bye')");
    std::optional<size_t> gi;
    std::vector<int> boards;
    std::vector<size_t> on_board;  // every game of the board (the table's), in the order played
    if (team_) {
      const auto m = std::find_if(round_.matches.begin(), round_.matches.end(),
                                  [&](const Match& x) { return x.table == *l.table; });
      if (m == round_.matches.end())
        throw InputError(file_, l.line, "table",
                         "round " + std::to_string(r_) + " has no table " + std::to_string(*l.table) +
                             " (tables 1–" + std::to_string(round_.matches.size()) + ")");
      for (int k : m->games) {
        boards.push_back(round_.games[at(k)].board);
        if (round_.games[at(k)].board != *l.board) continue;
        gi = at(k);
        on_board.push_back(at(k));
      }
      std::sort(on_board.begin(), on_board.end());
    } else if (const auto it = games_on_board_.find(*l.board); it != games_on_board_.end()) {
      on_board = it->second;
      for (size_t k : on_board)
        if (round_.games[k].kind != GameKind::playoff) gi = k;
    }
    if (sheet_.has_game && !on_board.empty()) return game_by_label(l, on_board);
    // T-12: a play-off game on a board of its own (after the round's boards), the board's only game.
    if (!gi && !team_ && on_board.size() == 1) gi = on_board.front();
    if (gi) return team_ ? *gi : match_game(*gi);
    if (!team_)  // every board a line may name, play-offs' own boards (T-12) too
      for (const auto& [board, games] : games_on_board_) boards.push_back(board);
    std::sort(boards.begin(), boards.end());
    boards.erase(std::unique(boards.begin(), boards.end()), boards.end());
    throw InputError(
        file_, l.line, "board",
        "round " + std::to_string(r_) + (team_ ? " table " + std::to_string(*l.table) : "") +
            " has no board " + std::to_string(*l.board) +
            (boards.empty() ? std::string(team_ ? " (the table has no game)" : " (the round has no game)")
                            : " (boards: " + numbers_text(boards) + ")"));
  }

  // T-12.6: a team play-off game is in no match, so its line has no table: the game in no match on
  // the line's board.
  size_t team_playoff_by_board(const ResultLine& l) {
    const std::vector<bool> in_match = games_in_matches(round_);
    std::vector<int> boards;
    for (size_t k = 0; k < round_.games.size(); ++k)
      if (!in_match[k]) {
        if (l.board && round_.games[k].board == *l.board)
          return sheet_.has_game ? game_by_label(l, {k}) : k;  // the label names its time control
        boards.push_back(round_.games[k].board);
      }
    throw InputError(
        file_, l.line, "table",
        "empty: each line names its table" +
            (boards.empty() ? std::string()
                            : " (or, for a team play-off game in no match — T-12.6 — its board: " +
                                  numbers_text(boards) + ")"));
  }

  // The `game` column (the results list `xqsim export --what results` writes): the line names which
  // of its board's games it is — the round's own (empty), or the board's next play-off game in the
  // sheet's order (KO-3, KO-4, T-12), which must be of the time control the label gives.
  size_t game_by_label(const ResultLine& l, const std::vector<size_t>& on_board) {
    const std::string place =
        (l.table ? "table " + std::to_string(*l.table) + " " : "") + "board " + std::to_string(*l.board);
    std::vector<size_t> playoffs;
    std::optional<size_t> own;
    for (size_t k : on_board)
      if (round_.games[k].kind == GameKind::playoff)
        playoffs.push_back(k);
      else
        own = k;
    if (!l.playoff) {
      if (!own)
        throw InputError(file_, l.line, "game",
                         place + " of round " + std::to_string(r_) +
                             " holds play-off games only (T-12): the line names one in the game column");
      return *own;
    }
    size_t& seen = playoff_lines_[{l.table.value_or(0), *l.board}];  // (T-12.6: no table, 0)
    if (seen >= playoffs.size())
      throw InputError(file_, l.line, "game",
                       place + " of round " + std::to_string(r_) + " has " + std::to_string(playoffs.size()) +
                           " play-off game" + (playoffs.size() == 1 ? "" : "s") +
                           "; this line would be play-off " + std::to_string(seen + 1) +
                           " (the sheet gives a board's play-offs in the order played)");
    const size_t k = playoffs[seen++];
    if (round_.games[k].time_control != *l.playoff)
      throw InputError(file_, l.line, "game",
                       place + "'s play-off game " + std::to_string(seen) + " is " +
                           playoff_game_label(round_.games[k].time_control) + ", the line says " +
                           playoff_game_label(*l.playoff));
    return k;
  }

  // KO-3: game k continues the individual match `first` began — a play-off on its board between
  // the same two (colours swapped or not).
  bool continues_match(size_t first, size_t k) const {
    const Game& a = round_.games[first];
    const Game& b = round_.games[k];
    return k > first && b.kind == GameKind::playoff && b.board == a.board &&
           std::minmax(a.red, a.black) == std::minmax(b.red, b.black);
  }

  // KO-3, KO-4, PI-10: the first game of g's match paired after it (the match went on because it
  // stood drawn), if any: an individual match's play-off on the same board between the same two,
  // a team match's next sitting (its game on the same board; the other boards of g's own sitting
  // come after g in the record but are not later).
  std::optional<size_t> later_game_of_match(size_t gi) const {
    const Game& g = round_.games[gi];
    for (const Match& m : round_.matches)
      if (std::find(m.games.begin(), m.games.end(), static_cast<int>(gi)) != m.games.end()) {
        for (int k : m.games)
          if (at(k) > gi && round_.games[at(k)].kind == GameKind::playoff &&
              round_.games[at(k)].board == g.board)
            return at(k);
        return std::nullopt;
      }
    for (size_t k = gi + 1; k < round_.games.size(); ++k)
      if (continues_match(gi, k)) return k;
    return std::nullopt;
  }

  // KO-3: a board holding a match (game 1 and the play-offs after it between the same two) takes
  // its results in turn: the line goes to the match's game still without a result, else (a
  // correction) to its last game.
  size_t match_game(size_t first) const {
    size_t last = first;
    for (size_t k = first; k < round_.games.size(); ++k) {
      if (k != first && !continues_match(first, k)) continue;
      if (round_.games[k].result == Result::pending) return k;
      last = k;
    }
    return last;
  }

  // T-12.2: a play-off armageddon for places (T-12, T-12.6: no match holds it, none began on its
  // board) — the lot's winner, written red, chooses the colours and may take black.
  bool t12_armageddon(size_t gi) const {
    const Game& g = round_.games[gi];
    if (g.kind != GameKind::playoff || g.time_control != TimeControl::armageddon || g.chooser != 0)
      return false;
    if (games_in_matches(round_)[gi]) return false;
    for (size_t k = 0; k < gi; ++k)  // KO-3: an individual match's armageddon has its chooser's rule
      if (continues_match(k, gi) && round_.games[k].kind != GameKind::playoff) return false;
    return true;
  }

  // The players a line names (optional columns) are the game's. KO-3.3: in a game whose colours a
  // player chose, the line may give them the other way round: the chooser took the other colour
  // (T-12.2's armageddon too). Not once the match went on after the game (its play-off swapped
  // the colours it was given), nor under colour_choice = red | black: the rules fix the colour the
  // chooser takes (KO-3.3), so the written colours are the only ones (the verifier holds to them;
  // a team's KO-4.1 choice to move first or second stays the team's, as the verifier reads it).
  void check_players(const ResultLine& l, Game& g) {
    const size_t gi = static_cast<size_t>(&g - round_.games.data());
    const bool swapped = l.red && l.black && *l.red == g.black && *l.black == g.red;
    const bool chosen = g.chooser != 0 || t12_armageddon(gi);
    if (chosen && swapped && record_.rules.colour_choice != ChooserColour::model &&
        !(team_ && games_in_matches(round_)[gi]))
      throw InputError(file_, l.line, "red_no",
                       where(g) + " has " + player(g.red) +
                           " red: colour_choice = " + chooser_colour_name(record_.rules.colour_choice) +
                           " fixes the chooser's colour (KO-3.3), the line gives the other");
    if (chosen && swapped && (g.result == Result::pending || options_.correct) && !later_game_of_match(gi)) {
      std::swap(g.red, g.black);
      std::swap(g.red_fouls, g.black_fouls);  // a player's fouls stay his (T-7)
      follow_team_choice(gi);
    }
    if (l.red && *l.red != g.red)
      throw InputError(file_, l.line, "red_no",
                       where(g) + " has " + player(g.red) + " red, the line says " + std::to_string(*l.red));
    if (l.black && *l.black != g.black)
      throw InputError(
          file_, l.line, "black_no",
          where(g) + " has " + player(g.black) + " black, the line says " + std::to_string(*l.black));
  }

  // KO-4.1: in a team match the chooser is a team, moving first or second on every board: the
  // table's other chosen games not given yet (still without a result) take the other colours too.
  void follow_team_choice(size_t gi) {
    for (const Match& m : round_.matches) {
      if (std::find(m.games.begin(), m.games.end(), static_cast<int>(gi)) == m.games.end()) continue;
      for (int k : m.games) {
        Game& o = round_.games[at(k)];
        if (at(k) != gi && o.chooser != 0 && o.kind == GameKind::knockout && o.result == Result::pending &&
            !line_of_game_.contains(at(k)))
          std::swap(o.red, o.black);
      }
    }
  }

  // KO-4.1: the chosen games of a team match (its first sitting) all as the pairing wrote them
  // (board_colours from home's side) or all the other way round — not some boards each way.
  void check_team_choice(const Match& m) const {
    const std::vector<EntrantId>& home = record_.teams.at(at(m.home - 1)).players;
    const std::string& colours = record_.rules.board_colours;
    std::optional<bool> first_swapped;
    int first_board = 0;
    for (int k : m.games) {
      const Game& g = round_.games[at(k)];
      if (g.chooser == 0 || g.kind != GameKind::knockout || g.board < 1 || colours.empty()) continue;
      const bool home_red = colours[static_cast<size_t>(g.board - 1) % colours.size()] == 'R';
      const bool swapped = (std::find(home.begin(), home.end(), g.red) != home.end()) != home_red;
      if (!first_swapped) {
        first_swapped = swapped;
        first_board = g.board;
        continue;
      }
      if (swapped == *first_swapped) continue;
      const auto line = line_of_game_.find(at(k));
      throw InputError(
          file_, line == line_of_game_.end() ? 0 : line->second, "red_no",
          "table " + std::to_string(m.table) + ": board " + std::to_string(first_board) +
              (*first_swapped ? " has the colours the other way round" : " has the colours as paired") +
              " and board " + std::to_string(g.board) + (swapped ? " the other way round" : " as paired") +
              "; the team that chooses moves first or second on every board of its table (KO-4.1): "
              "give every board of table " +
              std::to_string(m.table) + " the same way");
    }
  }

  // S-2 (RR-1, KO-3.7, T-12): a game whose side the record keeps out of the round was written lost
  // by forfeit by that side when it was paired (a play-off game: by one who withdrew); no other
  // result can stand beside the withdrawal or absence (the verifier's V-2).
  void check_kept_out(const ResultLine& l, const Game& g) const {
    const auto why = [&](EntrantId e) -> std::string {
      const Entrant& x = record_.entrant(e);
      switch (availability(x, r_)) {
        case Availability::withdrawn: return "withdrawn from round " + std::to_string(x.withdrawn_from_round);
        case Availability::absent:
          return g.kind == GameKind::playoff ? "" : "announced absent in round " + std::to_string(r_);
        case Availability::not_entered:
          return g.kind == GameKind::playoff ? ""
                                             : "a late entry from round " + std::to_string(x.entry_round);
        default: return "";
      }
    };
    const std::string red = why(g.red), black = why(g.black);
    const Result forced = forfeit_result(!red.empty(), !black.empty());
    if (forced == Result::pending || *l.result == forced) return;
    const EntrantId e = red.empty() ? g.black : g.red;
    throw InputError(
        file_, l.line, "result",
        where(g) + ": " + player(e) + " is " + (red.empty() ? black : red) +
            ", so the game is lost by forfeit (" + result_text(forced) +
            ", S-2), the only result it can have; a withdrawal or absence entered by mistake "
            "is taken out of the record first (withdrawn_from_round, absent_rounds: docs/record-format.md)");
  }

  // `before`: the game's text before the line's colours (KO-3.3's chooser may have taken the others).
  void set_result(const ResultLine& l, Game& g, const std::string& before) {
    check_kept_out(l, g);
    const size_t gi = static_cast<size_t>(&g - round_.games.data());
    const std::string now = game_named(gi);
    // The result the record holds already (a sheet printed by `pair --format csv` carries the
    // forfeits the pairing wrote — a round robin's table, a knockout's bracket): nothing to change.
    if (g.result != Result::pending && *l.result == g.result && before == now &&
        (!l.red_fouls || *l.red_fouls == g.red_fouls) &&
        (!l.black_fouls || *l.black_fouls == g.black_fouls)) {
      ++summary_.unchanged;
      return;
    }
    if (g.result != Result::pending) {
      if (!options_.correct)
        throw InputError(
            file_, l.line, "result",
            where(g) + " already has a result (" + result_text(g.result) + "); to change it, give --correct");
      if (const std::optional<size_t> next = later_game_of_match(gi); next && *l.result != g.result)
        throw InputError(file_, l.line, "result",
                         game_named(gi) + ", " + result_text(g.result) +
                             ", is followed by its match's play-off game " + game_named(*next) +
                             ", paired because the match stood drawn (KO-3): its result cannot change "
                             "while the play-offs stand; `results` corrects a match's last game only — "
                             "edit the record by hand and check it with xqsim verify (docs/cli.md)");
      ++summary_.corrected;
      // Colours the chooser took the other way (KO-3.3): both sides of the change, so "1-0 → 0-1"
      // does not read as the other player winning.
      const int red_fouls = l.red_fouls.value_or(g.red_fouls),
                black_fouls = l.black_fouls.value_or(g.black_fouls);
      const std::string fouls = red_fouls == g.red_fouls && black_fouls == g.black_fouls
                                    ? ""
                                    : ", fouls " + std::to_string(g.red_fouls) + "–" +
                                          std::to_string(g.black_fouls) + " → " + std::to_string(red_fouls) +
                                          "–" + std::to_string(black_fouls);
      summary_.corrections.push_back(
          (before == now ? now + ": " + result_text(g.result) + " → " + result_text(*l.result)
                         : before + " " + result_text(g.result) + " → " +
                               (now.find('(') == std::string::npos ? now : now.substr(now.find('('))) + " " +
                               result_text(*l.result) + ", the chooser's other colours (KO-3.3)") +
          fouls);
    } else {
      ++summary_.entered;
    }
    g.result = *l.result;
    if (l.red_fouls) g.red_fouls = *l.red_fouls;
    if (l.black_fouls) g.black_fouls = *l.black_fouls;
  }

  const Record& record_;
  const ResultSheet& sheet_;
  const std::string& file_;
  const ResultsOptions& options_;
  Round round_;  // a copy of the last round
  int r_ = 0;
  bool team_ = false;
  std::map<size_t, int> line_of_game_;                           // game index → sheet line
  std::map<EntrantId, int> line_of_bye_;                         // a bye's player → sheet line
  std::unordered_map<int, std::vector<size_t>> games_on_board_;  // board → its games, in order
  std::unordered_map<EntrantId, std::vector<size_t>> games_of_;  // player → his games, in order
  std::map<std::pair<int, int>, size_t>
      playoff_lines_;  // (table, board) → play-off lines seen (game_by_label)
  ResultsSummary summary_;
};

}  // namespace

ResultsSummary apply_results(Record& record, const ResultSheet& sheet, const ResultsOptions& options) {
  if (record.rounds.empty())
    throw InputError(sheet.file, 0, "", "the record has no rounds: pair round 1 first");
  ResultEntry entry(record, sheet, options);
  entry.check_sheet();
  for (const ResultLine& l : sheet.lines) entry.enter(l);
  return entry.finish(record);
}

}  // namespace xq
