// The arbiter's workflow through the real binary: init → pair → results → pair … → standings.
// Round 1 checked board by board against hand-worked pairings (P1-1 fold on 8 players; the
// Asian 2024 men's 30 players under P1-4/P1-6), every later round checked for legality, same
// seed → same bytes, --explain naming rules, a TRF of another program continued, "no legal
// pairing" as exit 1, and a table of bad inputs each refused with exit 2, a precise message
// and no file written or changed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/io/csv.hpp"
#include "pairing/io/record_file.hpp"
#include "tests/support/pairing_util.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kData = XQ_TEST_DATA_DIR "/workflow/";
const std::string kEight = kData + "eight-players.csv";
const std::string kFold = kData + "fold.toml";
const std::string kTrf = kData + "seven-players-2-rounds.trf";

std::string write_file(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// Runs xqsim and expects exit 0.
CliResult ok(const std::vector<std::string>& args) {
  CliResult r = run_xqsim(args);
  std::string cmd;
  for (const auto& a : args) cmd += " " + a;
  EXPECT_EQ(r.exit_code, 0) << "xqsim" << cmd << "\n" << r.err;
  return r;
}

// A results sheet for every board of the pairing list `csv` (xqsim pair --format csv): results
// made up from the numbers, so a test event has wins, draws and losses for both colours.
std::string results_for(const std::string& pairing_csv, const std::string& file) {
  const CsvTable t = parse_csv(pairing_csv, file);
  const size_t board = *t.column("board"), red = *t.column("red_no"), black = *t.column("black_no");
  std::string out = "board,result\n";
  for (const CsvRow& row : t.rows) {
    if (row.cells[board] == "bye") continue;
    const int k =
        (std::stoi(row.cells[red]) * 7 + std::stoi(row.cells[black]) * 3 + std::stoi(row.cells[board])) % 3;
    out += row.cells[board] + "," + (k == 0 ? "1-0" : k == 1 ? "=" : "0-1") + "\n";
  }
  return out;
}

// A started event in `dir`: ev.json with 8 players under fold.toml (5 rounds, or `rounds`),
// `played` rounds with results and, when `pending`, one more round paired.
std::string event_in(const fs::path& dir, int played, bool pending, int rounds = 5) {
  const std::string ev = (dir / "ev.json").string();
  ok({"init", "--entrants", kEight, "--rules", kFold, "--set", "rounds=" + std::to_string(rounds), "--out",
      ev});
  for (int r = 1; r <= played + (pending ? 1 : 0); ++r) {
    const CliResult p = ok({"pair", ev, "--format", "csv"});
    if (r <= played)
      ok({"results", ev, write_file(dir / ("r" + std::to_string(r) + ".csv"), results_for(p.out, "pairs"))});
  }
  return ev;
}

// --- the whole event

TEST(CliWorkflow, FullEightPlayerEventFoldPairingFirstRoundWorkedByHand) {
  const fs::path dir = temp_dir("workflow-full");
  const std::string ev = (dir / "club.json").string();
  const CliResult init =
      ok({"init", "--entrants", kEight, "--rules", kFold, "--out", ev, "--event", "Club 2024"});
  EXPECT_NE(init.out.find("8 players, swiss, 5 rounds"), std::string::npos) << init.out;

  // P1-1 on 8: 1–5, 2–6, 3–7, 4–8; P1-6: odd boards the smaller number red, even boards the
  // larger. The fold draws nothing, so any seed gives these boards.
  const CliResult r1 = ok({"pair", ev, "--format", "csv", "--seed", "5"});
  EXPECT_EQ(r1.out,
            "round,board,red_no,red_name,red_score,black_no,black_name,black_score,result\n"
            "1,1,1,Wang Tianyi,0,5,Hong Zhi,0,\n"
            "1,2,6,Zhao Xinxin,0,2,Zheng Weitong,0,\n"
            "1,3,3,\"Xu, Yinchuan\",0,7,Meng Chen,0,\n"
            "1,4,8,Jiang Chuan,0,4,Lü Qin,0,\n");
  EXPECT_NE(r1.err.find("round 1 written to " + ev), std::string::npos);

  // Results as games finish: boards 1 and 3 first (with fouls), then the rest.
  const CliResult part =
      ok({"results", ev,
          write_file(dir / "r1a.csv", "board,result,red_fouls,black_fouls\n1,1-0,,\n3,+/-,0,1\n")});
  EXPECT_NE(part.out.find("round 1: 2 results entered; 2 still to come (board 2 (6–2), board 4 (8–4))"),
            std::string::npos)
      << part.out;
  const CliResult refused = run_xqsim({"pair", ev});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(
      refused.err.find("round 1 is not finished: 2 games have no result (board 2 (6–2), board 4 (8–4))"),
      std::string::npos)
      << refused.err;
  const CliResult rest = ok({"results", ev, write_file(dir / "r1b.csv", "board,result\n2,=\n4,0-1\n")});
  EXPECT_NE(rest.out.find("the round is complete"), std::string::npos);
  // A wrong result is corrected before the next round is paired (and only with --correct).
  const std::string fix = write_file(dir / "fix.csv", "board,result\n2,0-1\n");
  EXPECT_EQ(run_xqsim({"results", ev, fix}).exit_code, 2);
  EXPECT_NE(ok({"results", ev, fix, "--correct"}).out.find("0 results entered, 1 corrected"),
            std::string::npos);
  EXPECT_EQ(ok({"results", ev, write_file(dir / "back.csv", "board,result\n2,=\n"), "--correct"}).exit_code,
            0);

  // Rounds 2..5, each from the pairing list filled in and given back whole.
  for (int round = 2; round <= 5; ++round) {
    const CliResult p = ok({"pair", ev, "--format", "csv"});
    ok({"results", ev,
        write_file(dir / ("r" + std::to_string(round) + ".csv"), results_for(p.out, "pairs"))});
  }
  const CliResult done = run_xqsim({"pair", ev});
  EXPECT_EQ(done.exit_code, 2);
  EXPECT_NE(done.err.find("the event is complete: all 5 rounds are paired"), std::string::npos) << done.err;

  // Every round legal (independent check), the first round's results as entered.
  const Record record = load_record(ev);
  ASSERT_EQ(record.rounds.size(), 5u);
  EXPECT_EQ(record.event, "Club 2024");
  for (int r = 1; r <= 5; ++r)
    EXPECT_EQ(round_problem(truncated(record, r - 1), record.rounds[static_cast<size_t>(r - 1)]), "")
        << "round " << r;
  EXPECT_EQ(record.rounds[0].games[0].result, Result::red_win);
  EXPECT_EQ(record.rounds[0].games[2].result, Result::black_forfeit);
  EXPECT_EQ(record.rounds[0].games[2].black_fouls, 1);
  EXPECT_EQ(record.entrants[2].name, "Xu, Yinchuan");
  EXPECT_EQ(record.entrants[4].category, "U20");

  const CliResult st = ok({"standings", ev, "--format", "csv"});
  EXPECT_EQ(lines(st.out).size(), 1u + 8u);
}

TEST(CliWorkflow, TheTablePrintsTitleSeedAndEveryBoardAndTheBye) {
  const fs::path dir = temp_dir("workflow-table");
  const std::string list = write_file(dir / "five.csv", "name\nA\nB\nC\nD\nE\n");
  const std::string ev = (dir / "ev.json").string();
  ok({"init", "--entrants", list, "--rules", kFold, "--out", ev, "--event", "Five"});
  const CliResult p = ok({"pair", ev, "--seed", "3"});
  // P1-1, odd field: upper half 1–2, lower half 3–5; the last of the lower half has the bye.
  EXPECT_EQ(p.out,
            "Five — round 1 of 5 (seed 3)\n\n"
            "board  red_no  red_name  red_score  black_no  black_name  black_score\n"
            "---------------------------------------------------------------------\n"
            "    1       1  A                 0         3  C                     0\n"
            "    2       4  D                 0         2  B                     0\n"
            "  bye       5  E                 0\n");
}

// --- the Asian 2024 men's round 1 (rules.md P1-4, P1-6; tests/golden/asian2024_round1_test.cpp)

struct AsianBoard {
  int board, red, black;
  std::string red_name, black_name;
};

std::vector<AsianBoard> asian_round1(std::map<int, std::pair<std::string, std::string>>& players) {
  const CsvTable t = read_csv_file(XQ_SHARED_DIR "/data/asian2024_men_rounds1_7.csv");
  const auto col = [&](const char* name) { return *t.column(name); };
  std::vector<AsianBoard> boards;
  for (const CsvRow& row : t.rows) {
    if (row.cells[col("round")] != "1") continue;
    const int red = std::stoi(row.cells[col("red_no")]), black = std::stoi(row.cells[col("black_no")]);
    boards.push_back({std::stoi(row.cells[col("board")]), red, black, row.cells[col("red_name")],
                      row.cells[col("black_name")]});
    players[red] = {row.cells[col("red_name")], row.cells[col("red_team")]};
    players[black] = {row.cells[col("black_name")], row.cells[col("black_team")]};
  }
  return boards;
}

TEST(CliWorkflow, Asian2024MenRound1FromTheDrawnNumbersReproducesAll15BoardsAndColours) {
  std::map<int, std::pair<std::string, std::string>> players;
  const std::vector<AsianBoard> boards = asian_round1(players);
  ASSERT_EQ(boards.size(), 15u);
  ASSERT_EQ(players.size(), 30u);
  // The entry list: players in the order of their drawn numbers (so start number = number),
  // the drawn number in `number` (the draw was made at the event, P1-4), team = association.
  std::string list = "number,name,team\n";
  for (const auto& [number, p] : players)
    list += std::to_string(number) + "," + p.first + "," + p.second + "\n";
  const fs::path dir = temp_dir("workflow-asian");
  const std::string ev = (dir / "asian.json").string();
  ok({"init", "--entrants", write_file(dir / "asian-men.csv", list), "--rules", kData + "asian2024.toml",
      "--out", ev});
  const CliResult p = ok({"pair", ev, "--format", "csv"});
  const CsvTable t = parse_csv(p.out, "pairing list");
  ASSERT_EQ(t.rows.size(), 15u);  // 30 players: no bye
  for (size_t k = 0; k < 15; ++k) {
    const AsianBoard& b = boards[k];
    const std::vector<std::string>& c = t.rows[k].cells;
    EXPECT_EQ(c[*t.column("board")], std::to_string(b.board));
    EXPECT_EQ(c[*t.column("red_no")], std::to_string(b.red)) << "board " << b.board;
    EXPECT_EQ(c[*t.column("black_no")], std::to_string(b.black)) << "board " << b.board;
    EXPECT_EQ(c[*t.column("red_name")], b.red_name);
    EXPECT_EQ(c[*t.column("black_name")], b.black_name);
  }
  // No same-association game in the event's round 1, so P1-7 changed nothing and warned nothing.
  EXPECT_EQ(p.err.find("warning"), std::string::npos) << p.err;
  // The drawn numbers stay the players' numbers (codes) for later rounds.
  const Record record = load_record(ev);
  for (const Entrant& e : record.entrants) EXPECT_EQ(e.code, e.id);
}

// --- determinism

// V-2 (pairing/model/placement): pair refuses a record with a game deleted by hand (bad_cases,
// pair_game_deleted_by_hand); the standings say it on stderr and still print the table.
TEST(CliWorkflow, StandingsWarnOfAGameDeletedByHand) {
  const fs::path dir = temp_dir("workflow-gap");
  const std::string ev = event_in(dir, 1, false);
  EXPECT_EQ(ok({"standings", ev}).err, "");
  Record r = load_record(ev);
  r.rounds[0].games.pop_back();  // board 4 (8–4)
  ASSERT_EQ(save_record(ev, r), std::nullopt);
  const CliResult s = ok({"standings", ev});
  EXPECT_EQ(
      s.err,
      "xqsim standings: warning: " + ev +
          ": round 1: 4 (Lü Qin) is in no game and has no bye, and the record gives no reason (he is not "
          "withdrawn, announced absent or a late entry): was a game deleted? Restore it, or add the round "
          "to his absent_rounds (docs/record-format.md); and 1 more such gap (xqsim verify names each) (each "
          "such round counts 0 for the player here)\n");  // 8 (Jiang Chuan), the other player of the game
  EXPECT_NE(s.out.find("Lü Qin"), std::string::npos);
}

// Every error is one line (docs/cli.md): a quoted cell holding a line break is echoed escaped.
TEST(CliWorkflow, AnErrorEchoingALineBreakIsStillOneLine) {
  const fs::path dir = temp_dir("workflow-one-line");
  const std::string ev = (dir / "ev.json").string();
  ok({"init", "--entrants", kEight, "--set", "rounds=5", "--out", ev});
  ok({"pair", ev});
  const CliResult r = run_xqsim({"results", ev, write_file(dir / "r.csv", "board,result\n1,\"1-\n0\"\n")});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(": column 2 (result): unknown result '1-\\n0'; use 1-0"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  // Another control character (a vertical tab), and an option's error (Boost's), alike.
  const CliResult vt = run_xqsim({"results", ev, write_file(dir / "v.csv", "board,result\n1,1-0\v\n")});
  EXPECT_NE(vt.err.find("unknown result '1-0\\x0b'"), std::string::npos) << vt.err;
  const CliResult option = run_xqsim({"standings", ev, "--bogus\nx"});
  EXPECT_EQ(option.exit_code, 2);
  EXPECT_NE(option.err.find("--bogus\\nx"), std::string::npos) << option.err;
  EXPECT_EQ(std::count(option.err.begin(), option.err.end(), '\n'), 1) << option.err;
}

TEST(CliWorkflow, SameRecordAndSeedGiveByteIdenticalRecords) {
  const fs::path dir = temp_dir("workflow-seed");
  const std::string ev = (dir / "ev.json").string();
  // The default first-round method is P1-4, which draws: the seed matters.
  ok({"init", "--entrants", kEight, "--set", "rounds=5", "--out", ev});
  const std::string a = (dir / "a.json").string(), b = (dir / "b.json").string(),
                    c = (dir / "c.json").string();
  const CliResult pa = ok({"pair", ev, "--seed", "7", "--out", a, "--format", "csv"});
  const CliResult pb = ok({"pair", ev, "--seed", "7", "--out", b, "--format", "csv"});
  ok({"pair", ev, "--seed", "8", "--out", c});
  EXPECT_EQ(slurp(a), slurp(b));
  EXPECT_EQ(pa.out, pb.out);
  EXPECT_NE(slurp(a), slurp(c)) << "another seed, another draw";
  // The default seed is 1.
  const std::string d = (dir / "d.json").string(), e = (dir / "e.json").string();
  ok({"pair", ev, "--out", d});
  ok({"pair", ev, "--seed", "1", "--out", e});
  EXPECT_EQ(slurp(d), slurp(e));
  // A later round too (P1-4's drawn numbers were stored as codes).
  ok({"results", a, write_file(dir / "r1.csv", results_for(pa.out, "x"))});
  const std::string a2 = (dir / "a2.json").string(), b2 = (dir / "b2.json").string();
  ok({"pair", a, "--out", a2});
  ok({"pair", a, "--out", b2});
  EXPECT_EQ(slurp(a2), slurp(b2));
  // Writing to --out leaves the input as it was; without --out the record is updated in place.
  const std::string before = slurp(ev);
  EXPECT_EQ(load_record(ev).rounds.size(), 0u);
  ok({"pair", ev});
  EXPECT_NE(slurp(ev), before);
  EXPECT_EQ(load_record(ev).rounds.size(), 1u);
}

// --- --explain

TEST(CliWorkflow, ExplainNamesTheRuleOfEveryDecision) {
  const fs::path dir = temp_dir("workflow-explain");
  const std::string ev = event_in(dir, 1, false);
  const CliResult p = ok({"pair", ev, "--explain"});
  const auto l = lines(p.out);
  const auto at = std::find(l.begin(), l.end(), "Explanation (rule: decision):");
  ASSERT_NE(at, l.end()) << p.out;
  ASSERT_GT(l.end() - at, 1);
  for (auto it = at + 1; it != l.end(); ++it)
    EXPECT_TRUE(it->rfind("  P", 0) == 0 || it->rfind("  S-", 0) == 0)
        << "each line starts with its rule: " << *it;
  EXPECT_NE(p.out.find("  PI-"), std::string::npos) << p.out;

  // Round 1, and with --format csv the explanation goes to stderr (stdout stays a CSV file).
  const fs::path dir1 = temp_dir("workflow-explain1");
  const std::string ev1 = event_in(dir1, 0, false);
  const CliResult q = ok({"pair", ev1, "--explain", "--format", "csv"});
  EXPECT_NE(q.err.find("  P1-1: boards 1–5, 2–6, 3–7, 4–8"), std::string::npos) << q.err;
  EXPECT_NE(q.err.find("  P1-6: colours (red–black): 1–5, 6–2, 3–7, 8–4"), std::string::npos) << q.err;
  EXPECT_EQ(q.out.find("P1-"), std::string::npos);
}

// --- a TRF of another program, continued

TEST(CliWorkflow, TrfOfAnotherProgramContinuedToJsonAndToTrf) {
  const fs::path dir = temp_dir("workflow-trf");
  const std::string json = (dir / "cont.json").string(), trf = (dir / "cont.trf").string();
  const std::string input = slurp(kTrf);
  const CliResult pj = ok({"pair", kTrf, "--out", json});
  const CliResult pt = ok({"pair", kTrf, "--out", trf, "--format", "csv"});
  EXPECT_EQ(slurp(kTrf), input) << "the input is not touched with --out";
  for (const std::string& out : {json, trf}) {
    const Record r = load_record(out);
    ASSERT_EQ(r.rounds.size(), 3u) << out;
    EXPECT_EQ(r.rules.rounds, 5);  // XXR
    EXPECT_EQ(round_problem(truncated(r, 2), r.rounds[2]), "") << out;
    EXPECT_EQ(r.rounds[2].byes.size(), 1u);
    // Players 4 and 7 had byes in rounds 1 and 2 (S-4: nobody gets a second).
    EXPECT_NE(r.rounds[2].byes[0].entrant, 4);
    EXPECT_NE(r.rounds[2].byes[0].entrant, 7);
  }
  // Results into the TRF: TRF keeps no board numbers, so the sheet names the players.
  const CsvTable list = parse_csv(pt.out, "list");
  std::string sheet = "red_no,black_no,result,red_fouls\n";
  for (const CsvRow& row : list.rows)
    if (row.cells[*list.column("board")] != "bye")
      sheet += row.cells[*list.column("red_no")] + "," + row.cells[*list.column("black_no")] + ",1-0," +
               (sheet.find('\n') + 1 == sheet.size() ? "1" : "") + "\n";  // a foul on the first game
  const CliResult res = ok({"results", trf, write_file(dir / "r3.csv", sheet)});
  EXPECT_NE(res.out.find("3 results entered; the round is complete"), std::string::npos) << res.out;
  // TRF keeps no fouls (T-7): said, not lost in silence.
  EXPECT_NE(res.err.find("xqsim results: note: " + trf + ": a TRF file leaves out 1 game's fouls (T-7)"),
            std::string::npos)
      << res.err;
  const CliResult board_only =
      run_xqsim({"results", trf, write_file(dir / "r3b.csv", "board,result\n1,1-0\n")});
  EXPECT_EQ(board_only.exit_code, 2);
  EXPECT_NE(board_only.err.find("keeps no board numbers (TRF)"), std::string::npos) << board_only.err;
  // …and the next round is paired from the TRF, then the standings read it.
  const CliResult round4 = ok({"pair", trf, "--format", "csv"});
  const Record r = load_record(trf);
  ASSERT_EQ(r.rounds.size(), 4u);
  // Its games still to come are named by their players, as on the list (the reader's board
  // numbers are not the list's): "3–7", not "board 1 (3–7)".
  const CsvTable list4 = parse_csv(round4.out, "list");
  const CsvRow& first = list4.rows.front();
  const std::string players =
      first.cells[*list4.column("red_no")] + "–" + first.cells[*list4.column("black_no")];
  const CliResult again = run_xqsim({"pair", trf});
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.err.find("no result (" + players), std::string::npos) << again.err;
  EXPECT_EQ(again.err.find("board"), std::string::npos) << again.err;
  EXPECT_EQ(round_problem(truncated(r, 3), r.rounds[3]), "");
  ok({"standings", trf});
}

// KO-5: TRF holds one Swiss. A simulated KO-1 event keeps its records as JSON only; pairing it
// into a TRF file says what the file leaves out, and a knockout round, which TRF would lose, is
// refused with nothing written.
TEST(CliWorkflow, KnockoutEventAndTrf) {
  const fs::path dir = temp_dir("workflow-knockout-trf");
  ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/national-games-2021-final.toml", "-n", "1",
      "--keep", "1", "--out", (dir / "sim").string()});
  EXPECT_TRUE(fs::exists(dir / "sim" / "records" / "tournament-0.json"));
  EXPECT_FALSE(fs::exists(dir / "sim" / "records" / "tournament-0.trf")) << "JSON only: nothing lost";
  const Record whole = load_record((dir / "sim" / "records" / "tournament-0.json").string());
  ASSERT_EQ(whole.rounds.size(), 7u);
  const std::string note = "the knockout, rounds 6–7, is not in TRF: keep the JSON record";
  // Round 5 into TRF: written, with the note on stderr and as a comment in the file.
  const std::string four = (dir / "four.json").string(), mid = (dir / "mid.trf").string();
  save_record(four, truncated(whole, 4));
  const CliResult p5 = ok({"pair", four, "--out", mid});
  EXPECT_NE(
      p5.err.find("xqsim pair: note: " + mid + ": " + note +
                  "; a TRF file leaves out 16 drawn numbers or competition codes (P1-4, P1-8: rounds paired "
                  "from the file then go by start number): keep the JSON record\n"),
      std::string::npos)
      << p5.err;
  EXPECT_NE(slurp(mid).find("\n### " + note + "\n"), std::string::npos);
  EXPECT_EQ(load_record(mid).rounds.size(), 5u);
  // Round 6, the first knockout round, into TRF: refused, nothing written; as JSON it is kept.
  const std::string five = (dir / "five.json").string(), ko = (dir / "ko.trf").string();
  save_record(five, truncated(whole, 5));
  const CliResult p6 = run_xqsim({"pair", five, "--out", ko});
  EXPECT_EQ(p6.exit_code, 2);
  EXPECT_EQ(p6.err,
            "xqsim pair: error: " + ko +
                ": --out: a TRF file holds the first stage only (KO-5): knockout round 6 would not be "
                "kept; write the record as .json (--out EVENT.json)\n");
  EXPECT_FALSE(fs::exists(ko));
  ok({"pair", five, "--out", (dir / "ko.json").string()});
  EXPECT_EQ(load_record((dir / "ko.json").string()).rounds.back().stage, 2);
  fs::remove_all(dir);
}

// --- a team event (PT): the list has tables, home and away; results name table and board

TEST(CliWorkflow, TeamEventThroughTheCli) {
  const fs::path dir = temp_dir("workflow-team");
  std::string list = "name,team\n";
  for (const char* t : {"A", "B", "C", "D", "E"})
    for (int b = 1; b <= 3; ++b) list += std::string(t) + std::to_string(b) + ",Team " + t + "\n";
  const std::string rules =
      write_file(dir / "team.toml", "[rules]\nformat = \"team_swiss\"\nrounds = 4\nfirst_round = \"fold\"\n");
  const std::string ev = (dir / "t.json").string();
  const CliResult init =
      ok({"init", "--entrants", write_file(dir / "teams.csv", list), "--rules", rules, "--out", ev});
  EXPECT_NE(init.out.find("15 players in 5 teams"), std::string::npos) << init.out;
  // Round 1, P1-1 on 5 teams: tables 1–3, 2–4, team 5 has the bye; P1-9 home sides; PT-9 colours.
  const CliResult p1 = ok({"pair", ev, "--format", "csv"});
  EXPECT_EQ(p1.out,
            "round,table,home,away,board,red_no,red_name,red_score,black_no,black_name,black_score,result\n"
            "1,1,Team A,Team C,1,1,A1,0,7,C1,0,\n"
            "1,1,Team A,Team C,2,2,A2,0,8,C2,0,\n"
            "1,1,Team A,Team C,3,9,C3,0,3,A3,0,\n"
            "1,2,Team D,Team B,1,10,D1,0,4,B1,0,\n"
            "1,2,Team D,Team B,2,11,D2,0,5,B2,0,\n"
            "1,2,Team D,Team B,3,6,B3,0,12,D3,0,\n"
            "1,bye,Team E,,,,,,,,,\n");
  const CliResult pending = run_xqsim({"pair", ev});
  EXPECT_EQ(pending.exit_code, 2);
  EXPECT_NE(pending.err.find("6 games have no result (table 1 board 1 (1–7), table 1 board 2 (2–8)"),
            std::string::npos)
      << pending.err;
  for (int round = 1; round <= 4; ++round) {
    const std::string csv = round == 1 ? p1.out : ok({"pair", ev, "--format", "csv"}).out;
    // The pairing list given back whole, filled in: red wins on board 1, draws elsewhere.
    const CsvTable t = parse_csv(csv, "list");
    std::string sheet;
    for (const std::string& h : t.header) sheet += h + (h == "result" ? "\n" : ",");
    for (const CsvRow& row : t.rows) {
      std::vector<std::string> cells = row.cells;
      if (cells[*t.column("table")] != "bye") cells.back() = cells[*t.column("board")] == "1" ? "1-0" : "=";
      for (size_t c = 0; c < cells.size(); ++c) sheet += cells[c] + (c + 1 < cells.size() ? "," : "\n");
    }
    ok({"results", ev, write_file(dir / ("r" + std::to_string(round) + ".csv"), sheet)});
  }
  const Record r = load_record(ev);
  ASSERT_EQ(r.rounds.size(), 4u);
  for (const Round& rd : r.rounds) {
    EXPECT_EQ(rd.matches.size(), 2u);
    EXPECT_EQ(rd.team_byes.size(), 1u);
    for (const Game& g : rd.games) EXPECT_NE(g.result, Result::pending);
  }
  const CliResult st = ok({"standings", ev, "--teams", "--format", "csv"});
  EXPECT_EQ(lines(st.out).size(), 1u + 5u);
}

// --- no legal pairing: exit 1, nothing written

TEST(CliWorkflow, NoLegalPairingExitsOneAndWritesNothing) {
  // 4 players, 3 rounds played: everyone has met everyone; round 4 has no pairing without a rematch.
  const fs::path dir = temp_dir("workflow-nolegal");
  const std::string list = write_file(dir / "four.csv", "name\nA\nB\nC\nD\n");
  const std::string ev = (dir / "ev.json").string();
  ok({"init", "--entrants", list, "--rules", kFold, "--set", "rounds=4", "--out", ev});
  for (int r = 1; r <= 3; ++r) {
    const CliResult p = ok({"pair", ev, "--format", "csv"});
    ok({"results", ev, write_file(dir / "r.csv", results_for(p.out, "x"))});
  }
  const std::string before = slurp(ev);
  const std::string out = (dir / "out.json").string();
  const CliResult p = run_xqsim({"pair", ev, "--out", out});
  EXPECT_EQ(p.exit_code, 1) << p.err;
  EXPECT_NE(p.err.find("no legal pairing for round 4"), std::string::npos) << p.err;
  EXPECT_TRUE(p.out.empty());
  EXPECT_FALSE(fs::exists(out));
  EXPECT_EQ(slurp(ev), before);
}

// --- init details

TEST(CliWorkflow, InitWritesTrfToo) {
  const fs::path dir = temp_dir("workflow-init-trf");
  const std::string trf = (dir / "ev.trf").string();
  const CliResult r = ok({"init", "--entrants", kEight, "--rules", kFold, "--out", trf});
  EXPECT_NE(
      r.err.find("xqsim init: note: " + trf +
                 ": a TRF file leaves out 8 players' seeds (round 1 then goes by start number), 2 players' "
                 "categories (T-14): keep the JSON record"),
      std::string::npos)
      << "TRF loses seeds and categories: say so\n"
      << r.err;
  // fold.toml's first-round method is not kept either: the file is read back with the defaults
  EXPECT_NE(r.err.find("a TRF file keeps the rounds and the game points only, not first_round = fold: give "
                       "them again (--rules/--set) to every later command"),
            std::string::npos)
      << r.err;
  const Record rec = load_record(trf);
  EXPECT_EQ(rec.entrant_count(), 8);
  EXPECT_EQ(rec.rules.rounds, 5);
  ok({"pair", trf});
  // A round robin or a team event is not a Swiss: TRF keeps no format, so init refuses it (the next
  // command would have paired a Swiss), exit 2, nothing written.
  const std::string rr = (dir / "rr.trf").string();
  const CliResult refused =
      run_xqsim({"init", "--entrants", kEight, "--out", rr, "--set", "format=round_robin"});
  EXPECT_EQ(refused.exit_code, 2) << refused.err;
  EXPECT_NE(refused.err.find(rr + ": format: a TRF file keeps no format: read back, this event (format = "
                                  "round_robin) would be paired as an individual Swiss"),
            std::string::npos)
      << refused.err;
  EXPECT_FALSE(fs::exists(rr));
}

// Settings a rules file leaves inconsistent once --set/--tiebreaks are applied name the file: play-offs
// (T-12) without the `playoff` criterion, which --tiebreaks may still add.
TEST(CliWorkflow, ARulesFilesMixNamesTheFile) {
  const fs::path dir = temp_dir("workflow-rules-mix");
  const std::string rules = write_file(dir / "pp.toml", "[rules]\nrounds = 3\nplayoff_places = [1, 2]\n");
  const std::string ev = (dir / "ev.json").string();
  const CliResult r = run_xqsim({"init", "--entrants", kEight, "--rules", rules, "--out", ev});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(rules + ":3: rules.playoff_places: T-12 play-offs need the criterion 'playoff'"),
            std::string::npos)
      << r.err;
  // The file and an option together made the mix: the file is named, not a line of it.
  const CliResult set =
      run_xqsim({"init", "--entrants", kEight, "--rules", rules, "--out", ev, "--set", "rounds=4"});
  EXPECT_NE(set.err.find(rules + ": playoff_places (as --rules/--set leave it): T-12 play-offs need"),
            std::string::npos)
      << set.err;
  ok({"init", "--entrants", kEight, "--rules", rules, "--out", ev, "--tiebreaks", "cn-14.3.1,playoff"});
  // On the record: the plan as init checks it, and a file that breaks a setting it does not hold.
  run_xqsim_refused(
      {"pair", ev, "--set", "playoff_places=1,9"},
      ev + ": playoff_places (as --rules/--set leave it): place 9 is past the field's 8 entrants");
  const std::string tb = write_file(dir / "tb.toml", "[rules]\ntiebreaks = [\"cn-14.3.1\"]\n");
  run_xqsim_refused({"pair", ev, "--rules", tb},
                    tb +
                        ": rules.playoff_places (not in this file: as it leaves the rules it is applied to): "
                        "T-12 play-offs need the criterion 'playoff'");
  // On a scenario: a key the file does not hold is the scenario's, as the file leaves it (it was
  // "r5.toml:1: rules.final_after_round", a key the file has not); a scenario check failing on
  // what the file set names the file (it named none).
  const std::string men = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";
  const std::string r5 = write_file(dir / "r5.toml", "[rules]\n# c\nrounds = 5\n");
  const CliResult five =
      run_xqsim({"simulate", men, "--rules", r5, "-n", "2", "--out", (dir / "o5").string()});
  EXPECT_EQ(five.exit_code, 2);
  EXPECT_EQ(five.err,
            "xqsim simulate: error: " + r5 +
                ":1: rules.final_after_round (not in this file: as it leaves the rules it is applied "
                "to): the final is the last round: final_after_round must be rounds - 1 (4), got 8\n");
  const std::string r99 = write_file(dir / "r99.toml", "[rules]\nrounds = 99\nfinal_after_round = 98\n");
  const CliResult many =
      run_xqsim({"simulate", men, "--rules", r99, "-n", "2", "--out", (dir / "o99").string()});
  EXPECT_EQ(many.exit_code, 2);
  EXPECT_EQ(
      many.err.rfind("xqsim simulate: error: " + r99 + ": rules.rounds (as --rules/--set leave it): ", 0), 0u)
      << many.err;
  EXPECT_FALSE(fs::exists(dir / "o5"));
  EXPECT_FALSE(fs::exists(dir / "o99"));
}

TEST(CliWorkflow, InitForceReplaces) {
  const fs::path dir = temp_dir("workflow-force");
  const std::string ev = event_in(dir, 1, false);
  ok({"init", "--entrants", kEight, "--rules", kFold, "--out", ev, "--force"});
  EXPECT_TRUE(load_record(ev).rounds.empty());
}

TEST(CliWorkflow, HelpOfEachCommand) {
  for (const char* c : {"init", "pair", "results"}) {
    const CliResult r = run_xqsim({c, "--help"});
    EXPECT_EQ(r.exit_code, 0) << c;
    EXPECT_NE(r.out.find(std::string("Usage: xqsim ") + c), std::string::npos) << r.out;
  }
  const CliResult all = run_xqsim({"--help"});
  for (const char* c : {"init", "pair", "results", "standings"})
    EXPECT_NE(all.out.find(c), std::string::npos);
}

// --- bad input: one row per kind; each exits 2 with a precise message, and writes nothing.

struct Prepared {
  std::vector<std::string> args;
  std::vector<std::string> must_not_exist;  // files the command must not create
  std::vector<std::string> unchanged;       // files the command must not change
};

struct BadCase {
  std::string name;
  std::function<Prepared(const fs::path& dir)> setup;
  std::vector<std::string> message_parts;  // every one must appear in stderr
};

Prepared init_with_list(const fs::path& dir, const std::string& list_text,
                        std::vector<std::string> extra = {}) {
  const std::string list = write_file(dir / "list.csv", list_text), out = (dir / "new.json").string();
  Prepared s{{"init", "--entrants", list, "--rules", kFold, "--out", out}, {out}, {}};
  s.args.insert(s.args.end(), extra.begin(), extra.end());
  return s;
}

// `xqsim results` on an event with round 1 paired (results pending unless `complete`).
Prepared results_with(const fs::path& dir, const std::string& sheet, bool complete = false) {
  const std::string ev = event_in(dir, complete ? 1 : 0, !complete);
  const std::string out = (dir / "out.json").string();
  return {{"results", ev, write_file(dir / "sheet.csv", sheet), "--out", out}, {out}, {ev}};
}

const std::vector<BadCase>& bad_cases() {
  static const std::vector<BadCase> cases = {
      {"pair_pending_results",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, true);
         return Prepared{{"pair", ev}, {}, {ev}};
       },
       {"ev.json: round 1 is not finished: 4 games have no result (board 1 (1–5), board 2 (6–2), board 3 "
        "(3–7), board 4 (8–4))",
        "xqsim results"}},
      {"pair_complete_event",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 2, false, 2);
         const std::string out = (d / "out.json").string();
         return Prepared{{"pair", ev, "--out", out}, {out}, {ev}};
       },
       {"ev.json: the event is complete: all 2 rounds are paired (rules.rounds = 2)"}},
      {"pair_game_deleted_by_hand",  // V-2 before pairing (pairing/model/placement)
       [](const fs::path& d) {
         const std::string ev = event_in(d, 1, false);
         Record r = load_record(ev);
         r.rounds[0].games.pop_back();  // board 4 (8–4) gone; both play again in round 2
         EXPECT_EQ(save_record(ev, r), std::nullopt);
         const std::string out = (d / "out.json").string();
         return Prepared{{"pair", ev, "--out", out}, {out}, {ev}};
       },
       {"ev.json: round 1: 4 (Lü Qin) is in no game and has no bye, and the record gives no reason",
        "absent_rounds"}},
      {"pair_unknown_format",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, false);
         return Prepared{{"pair", ev, "--format", "xml"}, {}, {ev}};
       },
       {"--format", "expected table or csv, got 'xml'"}},
      {"pair_bad_seed",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, false);
         return Prepared{{"pair", ev, "--seed", "12abc"}, {}, {ev}};
       },
       {"--seed", "expected a whole number", "'12abc'"}},
      {"pair_negative_seed",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, false);
         return Prepared{{"pair", ev, "--seed", "-1"}, {}, {ev}};
       },
       {"--seed", "'-1'"}},
      {"pair_bad_out_extension",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, false);
         const std::string out = (d / "next.txt").string();
         return Prepared{{"pair", ev, "--out", out}, {out}, {ev}};
       },
       {"next.txt", "unknown record format '.txt'"}},
      {"pair_missing_record",
       [](const fs::path& d) {
         return Prepared{{"pair", (d / "none.json").string()}, {(d / "none.json").string()}, {}};
       },
       {"none.json: cannot open the file"}},
      {"pair_no_record_argument",
       [](const fs::path&) {
         return Prepared{{"pair"}, {}, {}};
       },
       {"record"}},
      {"pair_unknown_option",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 0, false);
         return Prepared{{"pair", ev, "--colour", "red"}, {}, {ev}};
       },
       {"colour"}},
      {"pair_drawn_numbers_with_fold",
       [](const fs::path& d) {
         const std::string ev = (d / "ev.json").string();
         ok({"init", "--entrants", write_file(d / "l.csv", "name,number\nA,1\nB,2\n"), "--set", "rounds=3",
             "--out", ev});
         return Prepared{{"pair", ev, "--set", "first_round=fold"}, {}, {ev}};
       },
       {"ev.json: entrants: the players have numbers drawn before round 1 (P1-4), but first_round is not "
        "adjacent"}},
      {"init_round_robin_rounds",  // RR-1.4 at init, not rounds later at pair
       [](const fs::path& d) {
         const std::string ev = (d / "rr.json").string();
         return Prepared{
             {"init", "--entrants", kEight, "--set", "format=round_robin", "--set", "rounds=5", "--out", ev},
             {ev, ev + ".lock"},
             {}};
       },
       {"xqsim init: error: rounds: 8 entrants play 7 rounds in a single round robin (RR-1.4), got 5"}},
      {"results_no_such_board",
       [](const fs::path& d) { return results_with(d, "board,result\n1,1-0\n9,0-1\n"); },
       {"sheet.csv:3: board: round 1 has no board 9 (boards: 1, 2, 3, 4)"}},
      {"results_board_twice",
       [](const fs::path& d) { return results_with(d, "board,result\n2,1-0\n3,=\n2,0-1\n"); },
       {"sheet.csv:4: board: board 2 is given twice (also on line 2)"}},
      {"results_unknown_result",
       [](const fs::path& d) { return results_with(d, "board,result\n1,1-0\n2,win\n"); },
       {"sheet.csv:3: column 2 (result): unknown result 'win'; use 1-0 (red wins)"}},
      {"results_round_complete",
       [](const fs::path& d) { return results_with(d, "board,result\n1,1-0\n", true); },
       {"sheet.csv: round 1 is complete: every board has a result (to change one, give --correct)"}},
      {"results_already_entered",
       [](const fs::path& d) {
         Prepared s = results_with(d, "board,result\n1,0-1\n");
         ok({"results", s.args[1], write_file(d / "first.csv", "board,result\n1,1-0\n")});
         s.unchanged = {s.args[1]};
         return s;
       },
       {"sheet.csv:2: result: board 1 already has a result (1-0); to change it, give --correct"}},
      {"results_wrong_player",
       [](const fs::path& d) { return results_with(d, "board,red_no,black_no,result\n1,1,6,1-0\n"); },
       {"sheet.csv:2: black_no: board 1 has 5 (Hong Zhi) black, the line says 6"}},
      {"results_later_round",
       [](const fs::path& d) { return results_with(d, "round,board,result\n2,1,1-0\n"); },
       {"sheet.csv:2: round: round 2 is not paired: the record has 1 round"}},
      {"results_missing_sheet",
       [](const fs::path& d) {
         Prepared s = results_with(d, "");
         s.args[2] = (d / "nosheet.csv").string();
         return s;
       },
       {"nosheet.csv: cannot open the file"}},
      {"init_malformed_line",
       [](const fs::path& d) { return init_with_list(d, "name,team\nA,x\nB,y,z\n"); },
       {"list.csv:3: 3 fields, but the header (line 1) has 2 columns"}},
      {"init_unclosed_quote",
       [](const fs::path& d) { return init_with_list(d, "name,team\n\"A,x\nB,y\n"); },
       {"list.csv:2: column 1: a quoted field is not closed"}},
      {"init_duplicate_seed",
       [](const fs::path& d) { return init_with_list(d, "name,seed\nA,1\nB,2\nC,2\n"); },
       {"list.csv:4: column 2 (seed): seed 2 is given twice: also to B (line 3)"}},
      {"init_rating_not_a_number",
       [](const fs::path& d) { return init_with_list(d, "name,rating\nA,2400\nB,n/a\n"); },
       {"list.csv:3: column 2 (rating): expected a whole number from 0 to 99999 (empty = unrated), got "
        "'n/a'"}},
      {"init_unknown_column",
       [](const fs::path& d) { return init_with_list(d, "name,elo\nA,2400\n"); },
       {"list.csv:1: column 2 (elo): unknown column"}},
      {"init_empty_name",
       [](const fs::path& d) { return init_with_list(d, "name,team\nA,x\n,y\n"); },
       {"list.csv:3: column 1 (name): empty name"}},
      {"init_drawn_numbers_do_not_pair",
       [](const fs::path& d) {
         return init_with_list(d, "name,number\nA,1\nB,3\nC,5\nD,7\n", {"--set", "first_round=adjacent"});
       },
       {"list.csv:1: column 2 (number): more than one drawn number without a partner"}},
      {"init_missing_entrants",
       [](const fs::path& d) {
         const std::string out = (d / "new.json").string();
         return Prepared{{"init", "--rules", kFold, "--out", out}, {out}, {}};
       },
       {"entrants"}},
      {"init_rounds_not_set",
       [](const fs::path& d) {
         const std::string out = (d / "new.json").string();
         return Prepared{{"init", "--entrants", kEight, "--out", out}, {out}, {}};
       },
       {"rounds: the number of rounds is not set"}},
      {"init_out_exists",
       [](const fs::path& d) {
         const std::string ev = event_in(d, 1, false);
         return Prepared{{"init", "--entrants", kEight, "--rules", kFold, "--out", ev}, {}, {ev}};
       },
       {"ev.json: --out: the file exists", "--force"}},
      {"init_missing_rules_file",
       [](const fs::path& d) {
         const std::string out = (d / "new.json").string();
         return Prepared{
             {"init", "--entrants", kEight, "--rules", (d / "nope.toml").string(), "--out", out}, {out}, {}};
       },
       {"nope.toml"}},
  };
  return cases;
}

class CliWorkflowBadInput : public ::testing::TestWithParam<size_t> {};

TEST_P(CliWorkflowBadInput, ExitsTwoWithAPreciseMessageAndWritesNothing) {
  const BadCase& c = bad_cases()[GetParam()];
  const fs::path dir = temp_dir("workflow-bad-" + c.name);
  const Prepared s = c.setup(dir);
  std::vector<std::string> before;
  for (const std::string& f : s.unchanged) before.push_back(slurp(f));
  const CliResult r = run_xqsim(s.args);
  EXPECT_EQ(r.exit_code, 2) << c.name << "\nstderr: " << r.err;
  EXPECT_TRUE(r.out.empty()) << c.name << ": no output on bad input\n" << r.out;
  for (const std::string& part : c.message_parts)
    EXPECT_NE(r.err.find(part), std::string::npos) << c.name << ": '" << part << "' not in: " << r.err;
  for (const std::string& f : s.must_not_exist)
    EXPECT_FALSE(fs::exists(f)) << c.name << ": " << f << " was written";
  for (size_t i = 0; i < s.unchanged.size(); ++i)
    EXPECT_EQ(slurp(s.unchanged[i]), before[i]) << c.name << ": " << s.unchanged[i] << " changed";
  // No temporary file left next to the record either.
  for (const auto& entry : fs::directory_iterator(dir))
    EXPECT_EQ(entry.path().string().find(".tmp-"), std::string::npos) << entry.path();
}

// The pairing list is pair's product: a stdout that cannot take it (full, or a pipe already
// closed) is exit 2 and the record stays as it was — it was paired, saved, and only then lost.
TEST(CliWorkflow, APairingListThatCannotBePrintedIsNotSaved) {
  if (!fs::is_character_file("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const fs::path dir = temp_dir("pair-stdout");
  const std::string rec = (dir / "c.json").string(), err = (dir / "err").string();
  run_xqsim_ok({"init", "--entrants", kEight, "--rules", kFold, "--out", rec});
  const std::string before = slurp(rec);
  const auto pair_into = [&](const std::string& sink) {
    return std::system(
        (shell_quote(XQSIM_BIN) + " pair " + shell_quote(rec) + sink + " 2>" + shell_quote(err)).c_str());
  };
  int status = pair_into(" >/dev/full");
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  EXPECT_NE(slurp(err).find("nothing was paired"), std::string::npos) << slurp(err);
  EXPECT_EQ(slurp(rec), before);
  // A pipe whose reader has gone: the write fails (exit 2), no SIGPIPE death halfway.
  const std::string code = (dir / "code").string();
  status = std::system(("(sleep 0.3; " + shell_quote(XQSIM_BIN) + " pair " + shell_quote(rec) + " 2>" +
                        shell_quote(err) + "; echo $? >" + shell_quote(code) + ") | true")
                           .c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(slurp(code), "2\n") << slurp(err);
  EXPECT_EQ(slurp(rec), before);
  run_xqsim_ok({"pair", rec});
  EXPECT_NE(slurp(rec), before);
  fs::remove_all(dir);
}

// `verify` accepts what `pair` did (V-5, P1-5), found by random command sequences: a round just
// paired with a bye (its games count nowhere yet, T-1 included — the verifier counted them), and
// round 1 of a field short of a withdrawn player or grown by a late entry (its numbers are its
// players', closed up — the verifier read start numbers or dropped the codes).
TEST(CliWorkflow, VerifyAcceptsARoundJustPairedAndRoundOneOfAChangedField) {
  const fs::path dir = temp_dir("verify-mid-round");
  const auto path = [&](const char* f) { return (dir / f).string(); };
  std::ofstream(path("p5.csv")) << "name\nP1\nP2\nP3\nP4\nP5\n";
  run_xqsim_ok({"init", "--entrants", path("p5.csv"), "--set", "rounds=3", "--set", "first_round=fold",
                "--out", path("c.json")});
  run_xqsim_ok({"pair", path("c.json")});
  std::ofstream(path("s1.csv")) << "board,result\n1,1-0\n2,1-0\n";
  run_xqsim_ok({"results", path("c.json"), path("s1.csv")});
  run_xqsim_ok({"pair", path("c.json")});
  EXPECT_EQ(run_xqsim({"verify", path("c.json")}).exit_code, 0) << run_xqsim({"verify", path("c.json")}).out;

  std::ofstream(path("p8.csv")) << "name\nP1\nP2\nP3\nP4\nP5\nP6\nP7\nP8\n";
  std::ofstream(path("b.toml")) << "[rules]\nrounds = 3\nfirst_round_colours = \"parity\"\n";
  run_xqsim_ok({"init", "--entrants", path("p8.csv"), "--rules", path("b.toml"), "--out", path("q.json")});
  run_xqsim_ok({"withdraw", path("q.json"), "8"});
  run_xqsim_ok({"pair", path("q.json")});
  EXPECT_EQ(run_xqsim({"verify", path("q.json")}).exit_code, 0) << run_xqsim({"verify", path("q.json")}).out;
  run_xqsim_ok({"init", "--entrants", path("p8.csv"), "--rules", path("b.toml"), "--out", path("r.json")});
  run_xqsim_ok({"pair", path("r.json")});
  run_xqsim_ok({"add", path("r.json"), "--name", "Late"});
  EXPECT_EQ(run_xqsim({"verify", path("r.json")}).exit_code, 0) << run_xqsim({"verify", path("r.json")}).out;
  fs::remove_all(dir);
}

// PI-6's last step "by number" reads the drawn numbers (codes, P1-4); a late entry has none and
// keeps his start number there, as the engine numbers him — the verifier dropped the codes for the
// whole field, and read 7 above 6 by start number where the engine had 7 (code 4) above 6 (code 8).
TEST(CliWorkflow, VerifyReadsTheDrawnNumbersWithALateEntryPI6) {
  const fs::path dir = temp_dir("verify-late-codes");
  const auto path = [&](const char* f) { return (dir / f).string(); };
  std::ofstream(path("e.csv")) << "name,team,rating\nP1,T1,2500\nP2,T2,2450\nP3,T3,2400\nP4,T1,2350\n"
                                  "P5,T2,2300\nP6,T3,2250\nP7,T1,2200\nP8,T2,2150\n";
  std::ofstream(path("r.toml"))
      << "[rules]\nrounds = 3\nabsence_points = \"half\"\n";  // first_round adjacent
  std::ofstream(path("r1.csv")) << "board,result\n1,1-0\n2,0-1\n3,1-0\n4,0-1\n";
  std::ofstream(path("r2.csv")) << "board,result\n1,1-0\n2,1-0\n3,1/2\n4,1/2\n";
  const std::string rec = path("ev.json");
  run_xqsim_ok({"init", "--entrants", path("e.csv"), "--rules", path("r.toml"), "--out", rec});
  run_xqsim_ok({"pair", rec});
  run_xqsim_ok({"absent", rec, "5", "--round", "2"});
  run_xqsim_ok({"add", rec, "--name", "Late"});
  run_xqsim_ok({"results", rec, path("r1.csv")});
  run_xqsim_ok({"pair", rec});
  run_xqsim_ok({"results", rec, path("r2.csv")});
  run_xqsim_ok({"pair", rec});
  const CliResult v = run_xqsim({"verify", rec});
  EXPECT_EQ(v.exit_code, 0) << v.out;
  // Its TRF holds Late's round 1 as Z beside 5's H of round 2: read back, that Z is "not paired"
  // (no reason: verify's V-2) — the export says so.
  const CliResult trf = run_xqsim_ok({"export", rec, "--format", "trf", "--out", path("ev.trf")});
  EXPECT_NE(trf.err.find("1 missed round written Z beside H ones read back as not paired"), std::string::npos)
      << trf.err;
  fs::remove_all(dir);
}

// TRF's H and Z letters say what a missed round scored: the rules a TRF is read with cannot score
// it otherwise (a late entry's round written Z under absence_points = half scored half; a --set
// of another reading is refused, a rules file's gives way).
TEST(CliWorkflow, ATrfsZAndHLettersScoreWhatTheySay) {
  const fs::path dir = temp_dir("trf-letters");
  const auto path = [&](const char* f) { return (dir / f).string(); };
  std::ofstream(path("p8.csv")) << "name\nP1\nP2\nP3\nP4\nP5\nP6\nP7\nP8\n";
  std::ofstream(path("ah.toml")) << "[rules]\nrounds = 3\nabsence_points = \"half\"\n";
  std::ofstream(path("lh.toml")) << "[rules]\nrounds = 3\nlate_entry_points = \"half\"\n";
  std::ofstream(path("all.csv")) << "board,result\n1,1-0\n2,1-0\n3,1-0\n4,1-0\n";
  const auto late_score = [&](const std::vector<std::string>& standings) {
    const nlohmann::json j = nlohmann::json::parse(run_xqsim_ok(standings).out);
    for (const auto& row : j["rows"])
      if (row["name"] == "Late") return row["score"].dump();
    return std::string("none");
  };
  for (const char* rules : {"ah.toml", "lh.toml"}) {  // Late's round 1: Z (zero), then H (half)
    const std::string json = path("k.json"), trf = path("k.trf");
    run_xqsim_ok({"init", "--entrants", path("p8.csv"), "--rules", path(rules), "--out", json, "--force"});
    run_xqsim_ok({"pair", json});
    run_xqsim_ok({"results", json, path("all.csv")});
    run_xqsim_ok({"add", json, "--name", "Late"});
    run_xqsim_ok({"export", json, "--format", "trf", "--out", trf});
    const std::string want = late_score({"standings", json, "--format", "json"});
    EXPECT_EQ(late_score({"standings", trf, "--format", "json"}), want) << rules;
    EXPECT_EQ(late_score({"standings", trf, "--format", "json", "--rules", path("ah.toml")}), want) << rules;
  }
  const CliResult r = run_xqsim({"standings", path("k.trf"), "--set", "absence_points=zero"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--set absence_points: the file's H/Z letters say what each missed round scored"),
            std::string::npos)
      << r.err;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(Kinds, CliWorkflowBadInput, ::testing::Range<size_t>(0, bad_cases().size()),
                         [](const auto& info) { return bad_cases()[info.param].name; });

}  // namespace
}  // namespace xq::test
