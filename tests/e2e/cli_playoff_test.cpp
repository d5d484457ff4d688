// T-12 play-offs through the real binary, as an arbiter runs them: a round robin of three whose
// every game is drawn (all three equal on everything in wxc-rr) → `pair` after the last round
// schedules a round robin of play-off games, `results` enters them like any result, `standings`
// orders the players by them, `pair` schedules the replay of the two still equal, and then
// refuses (the event is complete). A record with a play-off between players who are not tied is
// refused with exit 2.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pairing/io/csv.hpp"
#include "pairing/io/record_file.hpp"
#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

CliResult ok(const std::vector<std::string>& args) { return run_xqsim_ok(args); }

// A results sheet: every row of `pairing_csv` gets the result `decide(red_no, black_no)`.
std::string sheet(const std::string& pairing_csv, std::string (*decide)(int, int)) {
  const CsvTable t = parse_csv(pairing_csv, "pairing");
  const size_t board = *t.column("board"), red = *t.column("red_no"), black = *t.column("black_no");
  std::string out = "board,result\n";
  for (const CsvRow& row : t.rows)
    if (row.cells[board] != "bye")
      out += row.cells[board] + "," + decide(std::stoi(row.cells[red]), std::stoi(row.cells[black])) + "\n";
  return out;
}

std::string enter(const fs::path& dir, const std::string& rec, std::string (*decide)(int, int)) {
  const CliResult p = ok({"pair", rec, "--format", "csv"});
  const std::string path = (dir / "sheet.csv").string();
  std::ofstream(path) << sheet(p.out, decide);
  ok({"results", rec, path});
  return p.out;
}

std::string draw(int, int) { return "1/2"; }
// Play-offs: 3 beats both; 1 and 2 draw their first game, then 2 wins.
std::string three_wins(int red, int black) { return red == 3 ? "1-0" : black == 3 ? "0-1" : "1/2"; }
std::string two_wins(int red, int) { return red == 2 ? "1-0" : "0-1"; }

// The players' rows of `standings --format csv`: "rank,start_no".
std::vector<std::string> ranks(const std::string& rec) {
  const CsvTable t = parse_csv(ok({"standings", rec, "--format", "csv"}).out, "standings");
  std::vector<std::string> out;
  for (const CsvRow& row : t.rows)
    out.push_back(row.cells[*t.column("rank")] + "," + row.cells[*t.column("start_no")]);
  return out;
}

// A round robin of Ann, Bo and Cy (3 rounds, wxc-rr, every place played off) in `dir`: its record.
std::string three_players(const fs::path& dir) {
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "rounds=3", "--set",
      "tiebreaks=wxc-rr", "--set", "playoff_places=all"});
  return rec;
}

TEST(CliPlayoff, ATieForEveryPlaceIsPlayedOffSessionBySession) {
  const fs::path dir = temp_dir("playoff");
  const std::string rec = three_players(dir);
  for (int r = 1; r <= 3; ++r) enter(dir, rec, draw);
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1=,1", "1=,2", "1=,3"}));

  // Session 1: a round robin of the three, on boards 2–4 of round 3 (T-12.4).
  const std::string first = enter(dir, rec, three_wins);
  const CsvTable t = parse_csv(first, "playoffs");
  ASSERT_EQ(t.rows.size(), 3u) << first;
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(t.rows[i].cells[*t.column("round")], "3");
    EXPECT_EQ(t.rows[i].cells[*t.column("board")], std::to_string(i + 2));
  }
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1,3", "2=,1", "2=,2"}));
  // The results list gives each play-off the scores `pair` printed for it — after the round
  // (docs/cli.md): a sit-out in round 3 left one of them a game short before it.
  const CsvTable list = parse_csv(ok({"export", rec, "--what", "results", "--round", "3"}).out, "results");
  int compared = 0;
  for (const CsvRow& row : list.rows)
    for (const CsvRow& printed : t.rows)
      if (row.cells[*list.column("board")] == printed.cells[*t.column("board")])
        for (const char* col : {"red_score", "black_score"}) {
          EXPECT_EQ(row.cells[*list.column(col)], printed.cells[*t.column(col)]) << col;
          ++compared;
        }
  EXPECT_EQ(compared, 6);
  // A board the round does not have: the message lists the play-offs' boards too.
  std::ofstream(dir / "nine.csv") << "board,result\n9,1-0\n";
  const CliResult nine = run_xqsim({"results", rec, (dir / "nine.csv").string(), "--correct"});
  EXPECT_EQ(nine.exit_code, 2);
  EXPECT_NE(nine.err.find("round 3 has no board 9 (boards: 1, 2, 3, 4)"), std::string::npos) << nine.err;

  // Session 2: the two still equal play one game; its winner is 2nd.
  const std::string second = enter(dir, rec, two_wins);
  EXPECT_EQ(parse_csv(second, "playoffs").rows.size(), 1u) << second;
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1,3", "2,2", "3,1"}));

  // Every place decided: nothing more to pair.
  const CliResult done = run_xqsim({"pair", rec});
  EXPECT_EQ(done.exit_code, 2) << done.err;
  EXPECT_NE(done.err.find("the event is complete"), std::string::npos) << done.err;
  // The play-off games count in no score: all three still have 2 points.
  const Record r = load_record(rec);
  EXPECT_EQ(r.rounds.back().games.size(), 5u);  // the round's game and four play-offs
}

// pair --explain on a play-off session says why the players play (T-12.1) and how the games were
// made (T-12.4's numbers by lot); asked again while they wait for results, it says they were
// explained when scheduled. Beside a CSV list the lines go to standard error.
TEST(CliPlayoff, APlayoffSessionIsExplained) {
  const fs::path dir = temp_dir("playoff-explain");
  const std::string rec = three_players(dir);
  for (int r = 1; r <= 3; ++r) enter(dir, rec, draw);
  const CliResult p = ok({"pair", rec, "--explain"});
  EXPECT_NE(p.out.find("Explanation (rule: decision):\n  T-12.1: 1, 2, 3 share place 1 after the whole list; "
                       "playoff_places has it played off\n  T-12.4: a round robin of rapid play-off games"),
            std::string::npos)
      << p.out;
  const CliResult again = ok({"pair", rec, "--explain", "--format", "csv"});
  EXPECT_EQ(again.out.find("Explanation"), std::string::npos) << again.out;
  EXPECT_NE(again.err.find("scheduled by an earlier xqsim pair, which explained them"), std::string::npos)
      << again.err;
  fs::remove_all(dir);
}

// T-12.2 at the arbiter's desk: two players tied after a 2-player round robin play one armageddon;
// the list names the lot's winner and the colour written (colour_choice = model: black). He may take
// the other: the sheet gives the board the other way round, the record follows, verify passes.
// Under colour_choice = red the rules fix his colour: the list says so, a swapped sheet is refused
// (exit 2, nothing written) — the verifier would call the swapped game a V-4 violation.
TEST(CliPlayoff, AnArmageddonsLotWinnerChoosesAsColourChoiceSaysT12_2) {
  for (const std::string choice : {"model", "red"}) {
    SCOPED_TRACE(choice);
    const fs::path dir = temp_dir("playoff-armageddon-" + choice);
    const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
    std::ofstream(list) << "name\nAnn\nBo\n";
    ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "tiebreaks=playoff",
        "--set", "playoff_places=all", "--set", "playoff_format=armageddon", "--set",
        "colour_choice=" + choice});
    enter(dir, rec, draw);  // round 1: drawn, the two tied
    const std::string paired = ok({"pair", rec}).out;
    const CliResult sheet = ok({"pair", rec, "--format", "csv"});
    const CsvTable t = parse_csv(sheet.out, "pairing");
    // The CSV sheet, the one filled in, says who chooses too — on stderr (a probe: it said nothing).
    EXPECT_NE(sheet.err.find("has the choice of colours by lot (T-12.2)"), std::string::npos) << sheet.err;
    ASSERT_EQ(t.rows.size(), 1u);
    const std::string red = t.rows[0].cells[*t.column("red_no")],
                      black = t.rows[0].cells[*t.column("black_no")];
    const std::string board = t.rows[0].cells[*t.column("board")];
    const std::string chooser = choice == "red" ? red : black;
    const std::string name = chooser == "1" ? "Ann (1)" : "Bo (2)";
    EXPECT_NE(
        paired.find("Board " + board + ": " + name + " has the choice of colours by lot (T-12.2); written " +
                    (choice == "red" ? "red (colour_choice = red: the rules fix the chooser's colour)."
                                     : "black. If the other colour is chosen")),
        std::string::npos)
        << paired;
    // The exported list carries the line in its key, in English and Chinese (a probe: it had none).
    const auto key = [&](const std::string& lang) {
      const auto j = nlohmann::json::parse(
          ok({"export", rec, "--what", "results", "--format", "json", "--lang", lang}).out);
      return j.begin()->at("key").dump();
    };
    EXPECT_NE(key("en").find("Board " + board + ": " + name + " has the choice of colours by lot (T-12.2)"),
              std::string::npos)
        << key("en");
    EXPECT_NE(key("zh").find("第" + board + "台：" + (chooser == "1" ? "Ann（1）" : "Bo（2）") +
                             "抽签获得先后手选择权（T-12.2）；记为执" + (choice == "red" ? "红" : "黑")),
              std::string::npos)
        << key("zh");
    const std::string path = (dir / "po.csv").string();
    std::ofstream(path) << "board,red_no,black_no,result\n"
                        << board << "," << black << "," << red << ",1-0\n";
    if (choice == "red") {
      const std::string before = slurp(rec);
      const CliResult r = run_xqsim({"results", rec, path});
      EXPECT_EQ(r.exit_code, 2);
      EXPECT_NE(r.err.find("colour_choice = red fixes the chooser's colour (KO-3.3)"), std::string::npos)
          << r.err;
      EXPECT_EQ(slurp(rec), before);
      std::ofstream(path) << "board,red_no,black_no,result\n"
                          << board << "," << red << "," << black << ",1-0\n";
    }
    ok({"results", rec, path});
    // Played: --print says the colour taken, not the one written before.
    const std::string printed = ok({"pair", rec, "--print"}).out;
    EXPECT_NE(printed.find("Board " + board + ": " + name +
                           " had the choice of colours by lot (T-12.2); played red."),
              std::string::npos)
        << printed;
    const CliResult v = run_xqsim({"verify", rec});
    EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
    const Record after = load_record(rec);
    const Game& g = after.rounds.back().games.back();
    EXPECT_EQ(std::to_string(g.chooser), chooser);
    EXPECT_EQ(std::to_string(g.red), choice == "red" ? red : black);  // model: the sheet's other colours
    fs::remove_all(dir);
  }
}

TEST(CliPlayoff, PendingPlayoffsArePrintedAgainNotScheduledTwice) {
  const fs::path dir = temp_dir("playoff-pending");
  const std::string rec = three_players(dir);
  for (int r = 1; r <= 3; ++r) enter(dir, rec, draw);
  const std::string a = ok({"pair", rec, "--format", "csv"}).out;
  const std::string before = slurp(rec);
  const CliResult again = ok({"pair", rec, "--format", "csv"});
  EXPECT_EQ(again.out, a);
  EXPECT_EQ(slurp(rec), before);
  EXPECT_NE(again.err.find("still without a result"), std::string::npos) << again.err;
  // --print prints what pair printed last: the play-offs, not the round's own boards.
  EXPECT_EQ(ok({"pair", rec, "--print", "--format", "csv"}).out, a);
  const CliResult table = ok({"pair", rec, "--print"});
  EXPECT_NE(table.out.find("play-off games (T-12) after round 3\n"), std::string::npos) << table.out;
  EXPECT_EQ(slurp(rec), before);
}

// docs/tiebreaks.md "A player who withdrew": Ann wins both her games, Bo–Cy is drawn; Bo, who sits
// round 3 out, withdraws from it. Bo and Cy share 2nd (the list is `playoff` alone): their play-off
// is written lost by Bo by forfeit — nothing to enter, and `pair` says so; then the event is complete.
TEST(CliPlayoff, ASessionAgainstAPlayerWhoWithdrewHasNothingToEnter) {
  const fs::path dir = temp_dir("playoff-withdrawn");
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "rounds=3", "--set",
      "tiebreaks=playoff", "--set", "playoff_places=all"});
  const auto ann_wins = [](int red, int black) {
    return red == 1 ? std::string("1-0") : black == 1 ? std::string("0-1") : std::string("1/2");
  };
  for (int r = 1; r <= 2; ++r) enter(dir, rec, ann_wins);
  ok({"withdraw", rec, "Bo"});
  const std::string third = enter(dir, rec, ann_wins);  // Ann–Cy; Bo sits it out (RR-1)
  EXPECT_NE(third.find("3,1,1,Ann,2,3,Cy,1,\n"), std::string::npos) << third;
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1,1", "2=,2", "2=,3"}));
  const CliResult p = ok({"pair", rec});
  EXPECT_NE(p.out.find("play-off games (T-12) after round 3"), std::string::npos) << p.out;
  EXPECT_NE(p.out.find("is lost by forfeit by Bo (2), who withdrew (S-2): no result to enter."),
            std::string::npos)
      << p.out;
  EXPECT_NE(p.err.find("1 play-off game for tied places written to " + rec +
                       " (round 3), each lost by forfeit by a player who withdrew: nothing to enter"),
            std::string::npos)
      << p.err;
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1,1", "2,3", "3,2"}));
  const CliResult done = run_xqsim({"pair", rec});
  EXPECT_EQ(done.exit_code, 2) << done.err;
  EXPECT_NE(done.err.find("the event is complete"), std::string::npos) << done.err;
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
}

TEST(CliPlayoff, APlayoffBetweenPlayersNotTiedIsRefused) {
  const fs::path dir = temp_dir("playoff-bad");
  const std::string rec = three_players(dir);
  enter(dir, rec, [](int red, int) { return red == 1 ? std::string("1-0") : std::string("0-1"); });
  for (int r = 2; r <= 3; ++r) enter(dir, rec, draw);
  Record r = load_record(rec);
  Game g;
  g.board = 9, g.red = 1, g.black = 2, g.result = Result::red_win, g.kind = GameKind::playoff;
  g.time_control = TimeControl::rapid;
  r.rounds.back().games.push_back(g);
  save_record(rec, r);
  for (const char* cmd : {"standings", "pair"}) {
    const CliResult bad = run_xqsim({cmd, rec});
    EXPECT_EQ(bad.exit_code, 2) << cmd << ": " << bad.err;
    EXPECT_NE(bad.err.find("not tied after the list"), std::string::npos) << bad.err;
    EXPECT_NE(bad.err.find("rec.json"), std::string::npos) << bad.err;
    EXPECT_NE(bad.err.find("board 9"), std::string::npos) << bad.err;
  }
}

// KO-5: only a knockout makes a second stage; --stage 1 of a one-stage event is refused, not ignored.
TEST(CliPlayoff, StageOneOfAnEventWithoutAKnockoutIsRefused) {
  const fs::path dir = temp_dir("playoff-stage");
  const std::string rec = three_players(dir);
  enter(dir, rec, draw);
  const CliResult r = run_xqsim({"standings", rec, "--stage", "1"});
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.err.find("rec.json: --stage: the event has one stage (no knockout"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "");
}

// T-12.5: a session of play-offs is paired from the results before it. A correction that changes
// which play-offs those results call for is refused (exit 2, the record unchanged); `unpair` takes
// back the last session while none of its results is entered, and the correction then goes in and
// the session called for is paired.
TEST(CliPlayoff, ACorrectionThatChangesThePlayoffsWaitsForThemToBeTakenBack) {
  const fs::path dir = temp_dir("playoff-correct");
  const std::string rec = three_players(dir), fix = (dir / "fix.csv").string();
  for (int r = 1; r <= 3; ++r) enter(dir, rec, draw);
  enter(dir, rec, draw);  // session 1 (boards 2–4): all drawn, all three still equal
  const std::string second = ok({"pair", rec, "--format", "csv"}).out;
  ASSERT_EQ(parse_csv(second, "playoffs").rows.size(), 3u) << second;  // session 2: boards 5–7
  const std::string paired = slurp(rec);

  // Round 3's own game (board 1) made decisive: the three are no longer tied.
  std::ofstream(fix) << "board,result\n1,1-0\n";
  const CliResult own = run_xqsim({"results", rec, fix, "--correct"});
  EXPECT_EQ(own.exit_code, 2) << own.out;
  EXPECT_NE(own.err.find("fix.csv: result: the correction changes which play-offs the results call for: the "
                         "play-off game on board 2"),
            std::string::npos)
      << own.err;
  EXPECT_EQ(slurp(rec), paired);
  // Board 2 of session 1 made decisive: session 2 is no longer a round robin of all three.
  std::ofstream(fix) << "board,result\n2,1-0\n";
  const CliResult earlier = run_xqsim({"results", rec, fix, "--correct"});
  EXPECT_EQ(earlier.exit_code, 2) << earlier.out;
  EXPECT_NE(earlier.err.find("on board 5"), std::string::npos) << earlier.err;
  EXPECT_EQ(slurp(rec), paired);

  // Session 2 taken back (session 1 has results: the next unpair is refused), then the correction.
  EXPECT_NE(ok({"unpair", rec}).out.find("the play-off games (T-12) of round 3 on boards 5–7 removed"),
            std::string::npos);
  const CliResult again = run_xqsim({"unpair", rec});
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.err.find("the play-off game (T-12) on board 2 has a result already"), std::string::npos)
      << again.err;
  EXPECT_NE(ok({"results", rec, fix, "--correct"}).out.find("1 corrected"), std::string::npos);
  const Record r = load_record(rec);
  const Game& b2 = r.rounds.back().games[1];
  ASSERT_EQ(b2.board, 2);
  // Session 1 now places all three (board 2's winner 1½, the one he beat ½): nothing more to pair.
  const CliResult done = run_xqsim({"pair", rec});
  EXPECT_EQ(done.exit_code, 2) << done.err;
  EXPECT_NE(done.err.find("the event is complete"), std::string::npos) << done.err;
  EXPECT_EQ(ranks(rec), (std::vector<std::string>{"1," + std::to_string(b2.red),
                                                  "2," + std::to_string(6 - b2.red - b2.black),
                                                  "3," + std::to_string(b2.black)}));
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
}

// A TRF file has no play-off games: scheduling them into one is refused (it said "1 play-off game
// … written to ev.trf", wrote nothing, and every pair scheduled them again).
TEST(CliPlayoff, PlayoffsAreNotScheduledIntoATrfFile) {
  const fs::path dir = temp_dir("playoff-trf");
  const std::string list = (dir / "p.csv").string(), rules = (dir / "r.toml").string(),
                    rec = (dir / "ev.trf").string(), sheet = (dir / "r1.csv").string();
  std::ofstream(list) << "name\nA\nB\nC\nD\n";
  std::ofstream(rules) << "[rules]\nrounds = 1\nfirst_round = \"fold\"\nplayoff_places = [1]\n"
                          "tiebreaks = [\"playoff\"]\n";
  ok({"init", "--entrants", list, "--rules", rules, "--out", rec});
  ok({"pair", rec, "--rules", rules});
  std::ofstream(sheet) << "board,red_no,black_no,result\n1,1,3,1-0\n2,4,2,1-0\n";
  ok({"results", rec, sheet});
  const std::string before = slurp(rec);
  const CliResult r = run_xqsim({"pair", rec, "--rules", rules});
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_EQ(r.err,
            "xqsim pair: error: " + rec +
                ": --out: a TRF file holds no play-off games (T-12, KO-3): the play-offs of round 1 would "
                "not be kept, and every pair would schedule them again; write the record as .json "
                "(--out EVENT.json)\n");
  EXPECT_EQ(slurp(rec), before);
  // Into a JSON record they are scheduled; its TRF export says it leaves them out (it was silent).
  ok({"pair", rec, "--rules", rules, "--out", (dir / "ev.json").string()});
  const CliResult exported =
      ok({"export", (dir / "ev.json").string(), "--format", "trf", "--out", (dir / "back.trf").string()});
  EXPECT_NE(exported.err.find("xqsim export: note: 1 play-off game is not in TRF (T-12, KO-3): keep the JSON "
                              "record\n"),
            std::string::npos)
      << exported.err;
}

// KO-3: a correction on a knockout board whose match went to play-offs goes to the match's last
// game (a play-off) — said, with the game and its old and new result (it said "1 corrected", and
// an arbiter meaning game 1 could not see that the play-off's winner had changed).
TEST(CliPlayoff, AKnockoutMatchsCorrectionNamesTheGameItChanged) {
  const fs::path dir = temp_dir("playoff-ko-correct");
  const std::string list = (dir / "p.csv").string(), rules = (dir / "r.toml").string(),
                    rec = (dir / "e.json").string();
  std::ofstream(list) << "name\nP1\nP2\nP3\nP4\n";
  std::ofstream(rules) << "[rules]\nrounds = 1\nfirst_round = \"fold\"\nknockout = \"top_four\"\n"
                          "tiebreaks = [\"wins\", \"playoff\"]\nplayoff_places = \"all\"\n"
                          "playoff_format = \"armageddon\"\n";
  ok({"init", "--entrants", list, "--out", rec, "--rules", rules});
  const auto enter = [&](const std::string& lines, const std::vector<std::string>& extra = {}) {
    const std::string sheet = (dir / "s.csv").string();
    std::ofstream(sheet, std::ios::trunc) << "board,result\n" << lines;
    std::vector<std::string> args = {"results", rec, sheet};
    args.insert(args.end(), extra.begin(), extra.end());
    return ok(args).out;
  };
  ok({"pair", rec});
  enter("1,1-0\n2,0-1\n");
  ok({"pair", rec});  // T-12: the tied places played off
  enter("3,1-0\n4,1-0\n");
  ok({"pair", rec});  // the semi-finals
  enter("1,=\n2,1-0\n");
  ok({"pair", rec});  // board 1's match drawn: its rapid play-off
  enter("1,=\n");
  const std::string corrected = enter("1,1-0\n", {"--correct"});
  EXPECT_NE(corrected.find("1 corrected (board 1 play-off (3–2): 1/2 → 1-0)"), std::string::npos)
      << corrected;
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
}

// T-12: a play-off comes only when the list is exhausted, so `playoff` ends the list. With a
// criterion after it the play-offs never decided and `pair` scheduled the same games for ever.
// Refused by init (--set, a rules file at its line), by every command reading such a record (V-7)
// and by simulate, before anything is written.
TEST(CliPlayoff, PlayoffBeforeAnotherCriterionIsRefusedT12) {
  const fs::path dir = temp_dir("playoff-not-last");
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\nDi\n";
  const std::string why = "'playoff' (T-12) must be the last criterion";
  run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set",
                     "tiebreaks=playoff,black_games", "--set", "playoff_places=all"},
                    "tiebreaks (as --rules/--set leave it): " + why);
  EXPECT_FALSE(fs::exists(rec));
  const std::string rules = (dir / "pf.toml").string();
  std::ofstream(rules) << "[rules]\nformat = \"round_robin\"\nplayoff_places = \"all\"\n"
                          "tiebreaks = [\"wxc-rr\", \"wins\"]\n";
  run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--rules", rules},
                    rules + ":4: rules.tiebreaks: " + why);
  EXPECT_FALSE(fs::exists(rec));
  // A record that holds such a list (written by hand, or by an older xqsim) is refused when read.
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set",
      "playoff_places=all"});
  std::string text = slurp(rec);
  const std::string wxc = "\"wxc-rr\"";
  ASSERT_NE(text.find(wxc), std::string::npos) << text;
  text.replace(text.find(wxc), wxc.size(), "\"playoff\", \"black_games\"");
  std::ofstream(rec) << text;
  for (const char* command : {"pair", "standings", "verify"})
    run_xqsim_refused({command, rec}, rec + ": rules.tiebreaks: " + why);
  // simulate: exit 2 and no output folder (it ran until max_match_games stopped it).
  const std::string out = (dir / "out").string();
  run_xqsim_refused({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-girls-u12.toml", "-n", "2",
                     "--set", "tiebreaks=playoff,black_games", "--out", out},
                    "tiebreaks (as --rules/--set leave it): " + why);
  EXPECT_FALSE(fs::exists(out));
}

}  // namespace
}  // namespace xq::test
