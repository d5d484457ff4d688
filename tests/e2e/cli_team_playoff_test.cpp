// T-12.6 team play-offs through the real binary, as an arbiter runs them (docs/tiebreaks.md "Team
// play-offs"). Four teams of two (Alpha 1-2, Beta 3-4, Gamma 5-6, Delta 7-8), one round, ranked
// by team-001 with places 1-2 played off by one armageddon game. Round 1 (fold, board colours RB):
// Alpha-Gamma and Delta-Beta, each home team winning both boards — Alpha and Delta end equal on
// every PT-14 criterion (2 match points, progressive 2, 4 game points, one black win each), and
// so do Beta and Gamma (0), whose 3rd place is shared (not in playoff_places).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pairing/io/csv.hpp"
#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

CliResult ok(const std::vector<std::string>& args) { return run_xqsim_ok(args); }

// The event after round 1, in `dir`: its record. Ratings: Alpha's A2 2100 beats A1 2000; Delta's
// D2 2200 beats D1 1800.
std::string tied_event(const fs::path& dir) {
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
  std::ofstream(list) << "name,team,rating\nA1,Alpha,2000\nA2,Alpha,2100\nB1,Beta,2000\nB2,Beta,1900\n"
                         "C1,Gamma,2000\nC2,Gamma,2000\nD1,Delta,1800\nD2,Delta,2200\n";
  ok({"init",
      "--entrants",
      list,
      "--out",
      rec,
      "--set",
      "format=team_swiss",
      "--set",
      "boards=2",
      "--set",
      "rounds=1",
      "--set",
      "first_round=fold",
      "--set",
      "board_colours=RB",
      "--set",
      "team_tiebreaks=team-001",
      "--set",
      "playoff_places=1,2",
      "--set",
      "playoff_format=armageddon"});
  ok({"pair", rec});
  const std::string sheet = (dir / "r1.csv").string();
  // Table 1 Alpha-Gamma: A1-C1 1-0, C2-A2 0-1; table 2 Delta-Beta: D1-B1 1-0, B2-D2 0-1.
  std::ofstream(sheet) << "table,board,result\n1,1,1-0\n1,2,0-1\n2,1,1-0\n2,2,0-1\n";
  ok({"results", rec, sheet});
  return rec;
}

// `standings --teams --format csv`: "rank,team" rows.
std::vector<std::string> team_ranks(const std::string& rec) {
  const CsvTable t = parse_csv(ok({"standings", rec, "--teams", "--format", "csv"}).out, "standings");
  std::vector<std::string> out;
  for (const CsvRow& row : t.rows)
    out.push_back(row.cells[*t.column("rank")] + "," + row.cells[*t.column("team")]);
  return out;
}

TEST(CliTeamPlayoff, TwoTiedTeamsPlayOneGameEachTeamSendingAPlayerT12_6) {
  const fs::path dir = temp_dir("team-playoff");
  const std::string rec = tied_event(dir);
  EXPECT_EQ(team_ranks(rec), (std::vector<std::string>{"1=,Alpha", "1=,Delta", "3=,Beta", "3=,Gamma"}));
  // Between `results` and `pair`: the shared 1st is to be played off — a note; with --final (the
  // event said to be over) a violation.
  const CliResult before = run_xqsim({"verify", rec});
  EXPECT_EQ(before.exit_code, 0) << before.out;
  EXPECT_NE(before.out.find("note: round 1: team 1 (Alpha) and team 4 (Delta) still share team 1st"),
            std::string::npos)
      << before.out;
  const CliResult over = run_xqsim({"verify", rec, "--final"});
  EXPECT_EQ(over.exit_code, 1) << over.out;
  EXPECT_NE(
      over.out.find("violation round 1: V-5 T-12.1: team 1 (Alpha) and team 4 (Delta) still share team 1st"),
      std::string::npos)
      << over.out;

  // Alpha sends A1 (the arbiter's word); Delta its highest-rated, D2.
  const CliResult p = ok({"pair", rec, "--format", "csv", "--sends", "Alpha=A1"});
  const CsvTable t = parse_csv(p.out, "play-offs");
  ASSERT_EQ(t.rows.size(), 1u) << p.out;
  const CsvRow& g = t.rows[0];
  EXPECT_EQ(g.cells[*t.column("table")], "");   // in no match
  EXPECT_EQ(g.cells[*t.column("board")], "3");  // after the round's boards 1-2
  const std::string red = g.cells[*t.column("red_name")], black = g.cells[*t.column("black_name")];
  EXPECT_TRUE((red == "A1" && black == "D2") || (red == "D2" && black == "A1")) << p.out;
  EXPECT_EQ(g.cells[*t.column("home")], red == "A1" ? "Alpha" : "Delta");  // red's team

  // The pairing list, filled in, is the results sheet: a drawn armageddon is black's (T-12.2).
  std::string filled = p.out;
  filled.insert(filled.find_last_not_of('\n') + 1, "1/2");
  const std::string sheet = (dir / "po.csv").string();
  std::ofstream(sheet) << filled;
  ok({"results", rec, sheet});
  const std::string winner = black == "A1" ? "Alpha" : "Delta", loser = black == "A1" ? "Delta" : "Alpha";
  EXPECT_EQ(team_ranks(rec), (std::vector<std::string>{"1," + winner, "2," + loser, "3=,Beta", "3=,Gamma"}));
  // Decided: nothing more to play off.
  const CliResult again = run_xqsim({"pair", rec});
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.err.find("the event is complete"), std::string::npos) << again.err;
  EXPECT_EQ(run_xqsim({"verify", rec}).exit_code, 0);
  // The Chinese export names the column as the seeds do (附加赛), not by its key.
  const std::string zh = ok({"export", rec, "--lang", "zh"}).out;
  const std::string header = zh.substr(0, zh.find('\n'));
  EXPECT_NE(header.find("附加赛"), std::string::npos) << header;
  EXPECT_EQ(header.find("team_playoff"), std::string::npos) << header;
  fs::remove_all(dir);
}

TEST(CliTeamPlayoff, SendsIsRefusedWhereItMeansNothingAndNothingIsWritten) {
  const fs::path dir = temp_dir("team-playoff-sends");
  const std::string rec = tied_event(dir);
  const std::string before = slurp(rec);
  struct Case {
    std::vector<std::string> sends;
    std::string says;
  };
  for (const Case& c :
       {Case{{"Alpha=B1"}, "player 3 is not of team 1"},  // B1 is Beta's
        Case{{"Beta=B1"}, "team 2 (Beta) plays no play-off game in this session"},
        Case{{"Omega=B1"}, "no team 'Omega'"}, Case{{"Alpha"}, "expected TEAM=PLAYER"},
        Case{{"Alpha=Z9"}, "no player named 'Z9'"}, Case{{"Alpha=A1", "1=A2"}, "given twice"}}) {
    std::vector<std::string> args = {"pair", rec};
    for (const std::string& s : c.sends) args.insert(args.end(), {"--sends", s});
    const CliResult r = run_xqsim(args);
    EXPECT_EQ(r.exit_code, 2) << c.says;
    EXPECT_NE(r.err.find("--sends"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
    EXPECT_EQ(slurp(rec), before) << c.says;
  }
  // With the session paired, --sends is for the next one. The list says who chooses the colours.
  const std::string list = ok({"pair", rec}).out;
  // (colour_choice = model: the engine writes an armageddon's chooser black, a draw being his.)
  EXPECT_NE(list.find(" has the choice of colours by lot (T-12.2); written black."), std::string::npos)
      << list;
  const CliResult waiting = run_xqsim({"pair", rec, "--sends", "Alpha=A1"});
  EXPECT_EQ(waiting.exit_code, 2);
  EXPECT_NE(waiting.err.find("still need their results"), std::string::npos) << waiting.err;
  fs::remove_all(dir);
}

// The paired play-off game of tied_event as the CSV pairing list prints it: its red and black
// start numbers.
std::pair<std::string, std::string> playoff_players(const std::string& pairing_csv) {
  const CsvTable t = parse_csv(pairing_csv, "play-offs");
  EXPECT_EQ(t.rows.size(), 1u) << pairing_csv;
  return {t.rows.at(0).cells[*t.column("red_no")], t.rows.at(0).cells[*t.column("black_no")]};
}

TEST(CliTeamPlayoff, TheSheetsGameColumnAndTheArmageddonsChoiceOfColoursT12_2) {
  const fs::path dir = temp_dir("team-playoff-sheet");
  const std::string rec = tied_event(dir);
  const auto [red, black] = playoff_players(ok({"pair", rec, "--format", "csv"}).out);
  const std::string sheet = (dir / "po.csv").string();
  const std::string before = slurp(rec);
  // A `game` column must name the game's time control (an armageddon here), as for individuals.
  std::ofstream(sheet) << "table,board,game,result\n,3,play-off (rapid),1-0\n";
  const CliResult rapid = run_xqsim({"results", rec, sheet});
  EXPECT_EQ(rapid.exit_code, 2);
  EXPECT_NE(rapid.err.find("is play-off (armageddon), the line says play-off (rapid)"), std::string::npos)
      << rapid.err;
  EXPECT_EQ(slurp(rec), before);
  // The lot's winner (written black) chose red: the line gives the colours the other way round.
  std::ofstream(sheet) << "table,board,red_no,black_no,result\n," << 3 << "," << black << "," << red
                       << ",1-0\n";
  ok({"results", rec, sheet});
  const CsvTable t = parse_csv(ok({"export", rec, "--what", "results"}).out, "results");
  const CsvRow& last = t.rows.back();
  EXPECT_EQ(last.cells[*t.column("red_no")], black);
  EXPECT_EQ(last.cells[*t.column("result")], "1-0");
  fs::remove_all(dir);
}

TEST(CliTeamPlayoff, AHandEditedPlayoffIsRefusedByStandingsAndExport) {
  const fs::path dir = temp_dir("team-playoff-edited");
  const std::string rec = tied_event(dir);
  ok({"pair", rec});
  const std::string paired = slurp(rec);
  const auto players = [&](int red, int black) {  // the play-off game made one between `red`, `black`
    std::ofstream(rec) << paired;
    edit_json(rec, [&](nlohmann::json& j) {
      nlohmann::json& g = j["rounds"][0]["games"][4];
      g["red"] = red;
      g["black"] = black;
      g["chooser"] = red;  // (T-12.2: one of the two)
      g["result"] = "red_win";
    });
  };
  struct Case {
    int red, black;
    std::string says;
  };
  for (const Case& c :
       {Case{1, 3,
             "round 1 board 3: play-off game A1 (1) – B1 (3) between players who are of teams not tied "
             "after the list (places 1 and 3); T-12.1"},  // Alpha 1=, Beta 3=
        Case{1, 2,
             "round 1, board 3: a team play-off game (T-12.6) between player 1 (A1) and player 2 (A2), "
             "both of team 1: each tied team sends one player"}}) {  // V-7 on read
    players(c.red, c.black);
    for (const char* command : {"standings", "export"}) {
      const CliResult r = run_xqsim({command, rec});
      EXPECT_EQ(r.exit_code, 2) << command;
      EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
    }
  }
  fs::remove_all(dir);
}

TEST(CliTeamPlayoff, SendsOutsideATeamPlayOffIsRefused) {
  const fs::path dir = temp_dir("team-playoff-none");
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rec.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\nDi\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "rounds=2"});
  const CliResult individual = run_xqsim({"pair", rec, "--sends", "1=2"});
  EXPECT_EQ(individual.exit_code, 2);
  EXPECT_NE(individual.err.find("not a team event"), std::string::npos) << individual.err;
  const std::string team_rec = (dir / "team.json").string();
  std::ofstream(list) << "name,team\nA1,Alpha\nA2,Alpha\nB1,Beta\nB2,Beta\n";
  ok({"init", "--entrants", list, "--out", team_rec, "--set", "format=team_swiss", "--set", "boards=2",
      "--set", "rounds=1", "--set", "first_round=fold"});
  const std::string before = slurp(team_rec);
  const CliResult regular = run_xqsim({"pair", team_rec, "--sends", "Alpha=A1"});
  EXPECT_EQ(regular.exit_code, 2);
  EXPECT_NE(regular.err.find("no team play-off (T-12.6) is due now"), std::string::npos) << regular.err;
  EXPECT_EQ(slurp(team_rec), before);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
