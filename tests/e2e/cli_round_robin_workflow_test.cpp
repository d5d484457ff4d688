// The arbiter's round robin through the real binary: `pair --all` prints the whole Berger table
// under the numbers drawn in round 1, and every later `pair` gives exactly the round it printed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

CliResult ok(const std::vector<std::string>& args) { return run_xqsim_ok(args); }

// The block of `text` from "Round <r>\n" to the next blank line.
std::string round_block(const std::string& text, int r) {
  const std::string head = "\nRound " + std::to_string(r) + "\n";
  const size_t at = text.find(head);
  if (at == std::string::npos) return "";
  const size_t from = at + head.size(), to = text.find("\n\n", from);
  return text.substr(from, to == std::string::npos ? std::string::npos : to - from);
}

// The board lines (board, red, black) of a table: the scores are left out (they change).
std::string pairs_of(const std::string& table) {
  std::string out;
  size_t pos = 0;
  while (pos < table.size()) {
    const size_t end = table.find('\n', pos);
    const std::string line = table.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    pos = end == std::string::npos ? table.size() : end + 1;
    std::string cells[8];
    size_t n = 0;
    for (size_t i = 0; i < line.size() && n < 8;) {
      while (i < line.size() && line[i] == ' ') ++i;
      size_t j = i;
      while (j < line.size() && line[j] != ' ') ++j;
      if (j > i) cells[n++] = line.substr(i, j - i);
      i = j;
    }
    if (n >= 6 && cells[0] != "board" && cells[0][0] != '-')
      out += cells[0] + " " + cells[1] + " " + cells[4] + "\n";
    if (n >= 3 && cells[0] == "bye") out += "bye " + cells[1] + "\n";
  }
  return out;
}

// init checks the plan against the field (event_plan.hpp): a round robin without rounds gets its
// table's (RR-1.4), a wrong count is refused before anything is written, and a Swiss longer than
// its rematch-free rounds (n − 1, n for an odd field) is written with a warning (pair stops where
// no legal pairing is left).
TEST(CliRoundRobin, InitFitsThePlanToTheField) {
  const fs::path dir = temp_dir("rr-init-plan");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\nDi\nEd\n";
  const CliResult made = ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin"});
  // Not given a tiebreak list, a round robin is ranked by RR-4's (wxc-rr), not the Swiss default.
  EXPECT_NE(made.out.find("5 players, round_robin, 5 rounds, ranked by wxc-rr (RR-4);"), std::string::npos)
      << made.out;
  EXPECT_EQ(nlohmann::json::parse(slurp(rec))["rules"]["rounds"], 5);
  EXPECT_EQ(nlohmann::json::parse(slurp(rec))["rules"]["tiebreaks"], nlohmann::json::array({"wxc-rr"}));
  // A list given stands, whatever it is (--tiebreaks, --set, a rules file).
  const std::string given = (dir / "given.json").string(), rules = (dir / "rr.toml").string();
  ok({"init", "--entrants", list, "--out", given, "--set", "format=round_robin", "--tiebreaks", "cn-14.3.1"});
  EXPECT_EQ(nlohmann::json::parse(slurp(given))["rules"]["tiebreaks"], nlohmann::json::array({"cn-14.3.1"}));
  std::ofstream(rules) << "[rules]\nformat = \"round_robin\"\n";
  ok({"init", "--entrants", list, "--out", given, "--rules", rules, "--force"});
  EXPECT_EQ(nlohmann::json::parse(slurp(given))["rules"]["tiebreaks"], nlohmann::json::array({"wxc-rr"}));
  // The file's round robin made a Swiss again by --set: the Swiss default, not RR-4's.
  ok({"init", "--entrants", list, "--out", given, "--rules", rules, "--set", "format=swiss", "--set",
      "rounds=3", "--force"});
  EXPECT_EQ(nlohmann::json::parse(slurp(given))["rules"]["tiebreaks"], nlohmann::json::array({"cn-14.3.1"}));
  std::ofstream(rules) << "[rules]\nformat = \"round_robin\"\ntiebreaks = [\"cn-14.1\"]\n";
  ok({"init", "--entrants", list, "--out", given, "--rules", rules, "--force"});
  EXPECT_EQ(nlohmann::json::parse(slurp(given))["rules"]["tiebreaks"], nlohmann::json::array({"cn-14.1"}));
  const std::string six = (dir / "six.json").string();
  const CliResult wrong = run_xqsim(
      {"init", "--entrants", list, "--out", six, "--set", "format=round_robin", "--set", "rounds=6"});
  EXPECT_EQ(wrong.exit_code, 2);
  EXPECT_NE(wrong.err.find("rounds: 5 entrants play 5 rounds in a single round robin (RR-1.4), got 6"),
            std::string::npos)
      << wrong.err;
  EXPECT_FALSE(fs::exists(six));
  EXPECT_FALSE(fs::exists(six + ".lock"));
  // An odd field sits one out each round (S-3): 5 entrants can play 5 rounds without a rematch.
  const CliResult swiss = ok({"init", "--entrants", list, "--out", six, "--set", "rounds=6"});
  EXPECT_NE(swiss.err.find("warning: 5 entrants can play at most 5 rounds without a rematch, got 6"),
            std::string::npos)
      << swiss.err;
  EXPECT_TRUE(fs::exists(six));
  const CliResult five = ok({"init", "--entrants", list, "--out", six, "--set", "rounds=5", "--force"});
  EXPECT_EQ(five.err.find("without a rematch"), std::string::npos) << five.err;
}

// One limit of rounds (rules.rounds: 0..999) whoever sets it: a Berger table longer than that is
// refused by init, nothing written (it wrote rounds = 1002, which every later command refused).
TEST(CliRoundRobin, InitRefusesATableLongerThanTheRoundLimit) {
  const fs::path dir = temp_dir("rr-init-limit");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::string names = "name\n";
  for (int i = 1; i <= 501; ++i) names += "N" + std::to_string(i) + "\n";
  std::ofstream(list) << names;
  run_xqsim_refused(
      {"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "cycles=2"},
      list +
          ": 501 entrants play 1002 rounds in a double round robin (RR-1.4), more than the 999 "
          "rounds an event can have (rules.rounds)");
  EXPECT_FALSE(fs::exists(rec));
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin"});  // 501 rounds
  EXPECT_EQ(nlohmann::json::parse(slurp(rec))["rules"]["rounds"], 501);
}

// Settings a round robin never reads are refused, as knockout_colours is (docs/rules-file.md),
// from --set and from a rules file alike; max_match_games is read by T-12 play-offs.
TEST(CliRoundRobin, SettingsTheRoundRobinNeverReadsAreRefused) {
  const fs::path dir = temp_dir("rr-unread");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name\nA\nB\nC\nD\nE\nF\n";
  for (const std::string set :
       {"lh_tie=parity", "max_match_games=5", "match_playoffs=rapid", "final_playoffs=rapid",
        "colour_choice=red", "knockout_colours=higher_chooses"}) {
    run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", set},
                      set.substr(0, set.find('=')) + " (as --rules/--set leave it): ");
    EXPECT_FALSE(fs::exists(rec)) << set;
  }
  const std::string rules = (dir / "lh.toml").string();
  std::ofstream(rules) << "[rules]\nformat = \"round_robin\"\nlh_tie = \"parity\"\n";
  run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--rules", rules},
                    rules + ":3: rules.lh_tie: not used by format = round_robin");
  EXPECT_FALSE(fs::exists(rec));
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "playoff_places=all",
      "--set", "max_match_games=5"});
}

// docs/entry-list.md: every error names the line and the column — the number column a round
// robin refuses too (it named neither).
TEST(CliRoundRobin, ANumberColumnIsRefusedNamingItsLineAndColumn) {
  const fs::path dir = temp_dir("rr-number");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name,number\nA,1\nB,2\nC,3\nD,4\n";
  run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin"},
                    list + ":1: column 2 (number): a round robin's numbers are drawn by lot");
  EXPECT_FALSE(fs::exists(rec));
}

TEST(CliRoundRobin, PairAllPrintsTheWholeTableAndLaterRoundsFollowIt) {
  const fs::path dir = temp_dir("rr-all");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\nDi\nEd\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "rounds=5"});
  const std::string all = ok({"pair", rec, "--all"}).out;
  for (int r = 1; r <= 5; ++r) EXPECT_FALSE(round_block(all, r).empty()) << "round " << r << "\n" << all;
  EXPECT_TRUE(round_block(all, 6).empty());
  for (int r = 2; r <= 5; ++r) {
    const std::string sheet = (dir / "s.csv").string();
    std::ofstream(sheet) << "board,result\n1,1-0\n2,1/2\n";
    ok({"results", rec, sheet});
    const std::string next = ok({"pair", rec}).out;
    const size_t table = next.find("board");
    ASSERT_NE(table, std::string::npos) << next;
    EXPECT_FALSE(pairs_of(round_block(all, r)).empty());
    EXPECT_EQ(pairs_of(next.substr(table)), pairs_of(round_block(all, r))) << "round " << r;
  }
  // --all is for round robins, and a table only.
  const CliResult csv = run_xqsim({"pair", rec, "--all", "--format", "csv"});
  EXPECT_EQ(csv.exit_code, 2) << csv.err;
  EXPECT_NE(csv.err.find("--all"), std::string::npos) << csv.err;
  // A Swiss event: refused before anything is paired, printed or written.
  const std::string swiss = (dir / "s.json").string();
  ok({"init", "--entrants", list, "--out", swiss, "--set", "rounds=3"});
  const std::string before = slurp(swiss);
  const CliResult refused = run_xqsim({"pair", swiss, "--all"});
  EXPECT_EQ(refused.exit_code, 2) << refused.err;
  EXPECT_NE(refused.err.find("--all: the whole schedule exists for a round robin only"), std::string::npos)
      << refused.err;
  EXPECT_EQ(refused.out, "");
  EXPECT_EQ(slurp(swiss), before);
}

// RR-2 through the CLI: the seed column is the list the groups are dealt from (snake: A = 1st, 4th;
// B = 2nd, 3rd), each group plays its own table, `standings --group` ranks one group; groups that
// cannot play the same rounds are refused.
TEST(CliRoundRobin, GroupsFromTheSeedColumnAndTheirStandings) {
  const fs::path dir = temp_dir("rr-groups");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name,seed\nAnn,3\nBo,1\nCy,4\nDi,2\n";  // list order: Bo, Di, Ann, Cy
  // RR-2.5: a group place is never shared — groups without T-12's play-offs for every place are
  // refused, naming the key, nothing written.
  run_xqsim_refused({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set",
                     "groups=2", "--set", "rounds=1"},
                    "playoff_places (as --rules/--set leave it): a group place is never shared (RR-2.5");
  EXPECT_FALSE(fs::exists(rec));
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "groups=2", "--set",
      "rounds=1", "--set", "playoff_places=all", "--tiebreaks", "wxc-rr"});
  const std::string pairing = ok({"pair", rec, "--format", "csv"}).out;
  // Start numbers Ann 1, Bo 2, Cy 3, Di 4; list Bo, Di, Ann, Cy → A = Bo, Cy; B = Di, Ann.
  EXPECT_TRUE(pairing.find(",2,Bo,") != std::string::npos && pairing.find(",3,Cy,") != std::string::npos)
      << pairing;
  const std::string sheet = (dir / "s.csv").string();
  std::ofstream(sheet) << "board,result\n1,1-0\n2,0-1\n";
  ok({"results", rec, sheet});
  const std::string a = ok({"standings", rec, "--group", "A", "--format", "csv"}).out;
  const std::string b = ok({"standings", rec, "--group", "B", "--format", "csv"}).out;
  EXPECT_NE(a.find("Bo"), std::string::npos);
  EXPECT_NE(a.find("Cy"), std::string::npos);
  EXPECT_EQ(a.find("Ann"), std::string::npos) << a;
  EXPECT_NE(b.find("Ann"), std::string::npos);
  EXPECT_NE(b.find("Di"), std::string::npos);
  // export: a sheet per group, each ranked among itself (RR-2.5); CSV holds one, so --group picks it.
  const nlohmann::json sheets = nlohmann::json::parse(ok({"export", rec, "--format", "json"}).out);
  ASSERT_EQ(sheets.size(), 2u) << sheets.dump();
  EXPECT_EQ(sheets["group A"]["title"], "Group A after round 1");
  EXPECT_EQ(sheets["group B"]["rows"].size(), 2u);
  EXPECT_EQ(ok({"export", rec, "--group", "A"}).out, a);  // as `standings --group` ranks it
  EXPECT_EQ(ok({"export", rec, "--group", "B"}).out, b);
  const CliResult csv = run_xqsim({"export", rec});
  EXPECT_EQ(csv.exit_code, 2);
  EXPECT_NE(csv.err.find("--group: CSV holds one table and each group is ranked among itself"),
            std::string::npos)
      << csv.err;
  const CliResult unknown = run_xqsim({"standings", rec, "--group", "C"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("the groups are A, B"), std::string::npos) << unknown.err;
  // The whole field's table ranks nobody officially (it ranked across the groups, unmarked).
  const std::string note =
      "Not official (RR-2.5): the merged table of a round robin in groups, each group "
      "ranked among itself (A, B); xqsim standings --group NAME prints each group's ranking.";
  EXPECT_EQ(ok({"standings", rec}).out.rfind(note + "\n", 0), 0u);
  const nlohmann::json merged = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  EXPECT_EQ(merged["official"], false);
  EXPECT_EQ(merged["note"], note);
  // --group names a group, in the standings: empty, or with another table, is refused.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"standings", rec, "--group", ""},
        {"export", rec, "--group", ""},
        {"export", rec, "--what", "crosstable", "--group", "A"},
        {"export", rec, "--what", "all", "--format", "json", "--group", "A"}}) {
    run_xqsim_refused(args, "--group: ");
  }

  // Five in two groups: 3 and 2 play 3 and 1 rounds — refused by init already, naming the key.
  const std::string five = (dir / "five.csv").string(), rec5 = (dir / "five.json").string();
  std::ofstream(five) << "name\nA\nB\nC\nD\nE\n";
  const CliResult bad =
      run_xqsim({"init", "--entrants", five, "--out", rec5, "--set", "format=round_robin", "--set",
                 "groups=2", "--set", "rounds=3", "--set", "playoff_places=all", "--tiebreaks", "wxc-rr"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("groups: groups of 2 and 3 play 1 and 3 rounds"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(rec5));
}

// RR-1.6/RR-1.7: the table's numbering and its cycles are the event's shape — once a round is
// paired, another numbering (given ↔ lots) or cycle count would re-pair the rest of the table
// (rematches): refused by every command, exit 2, the record unchanged.
TEST(CliRoundRobin, TheTablesNumberingAndCyclesCannotChangeDuringTheEvent) {
  const fs::path dir = temp_dir("rr-shape");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name,seed\nAnn,1\nBo,2\nCy,3\nDi,4\nEd,5\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "rr_numbers=given"});
  ok({"pair", rec});
  const std::string before = slurp(rec);
  for (const char* cmd : {"pair", "standings", "verify"})
    for (const char* set : {"rr_numbers=lots", "cycles=2"}) {
      const CliResult r = run_xqsim({cmd, rec, "--set", set});
      EXPECT_EQ(r.exit_code, 2) << cmd << ' ' << set << '\n' << r.out << r.err;
      const std::string key = std::string(set).substr(0, std::string(set).find('='));
      EXPECT_NE(r.err.find(key + " (as --rules/--set leave it): the record has 1 round paired with " + key +
                           " = " + (key == "cycles" ? "1" : "given") + ": it cannot change during the event"),
                std::string::npos)
          << cmd << ' ' << set << '\n'
          << r.err;
    }
  // RR-1.4: the table's length too, as pair refuses it (verify called it a V-7 violation of the
  // record, standings accepted it).
  for (const char* cmd : {"pair", "standings", "verify"}) {
    run_xqsim_refused({cmd, rec, "--set", "rounds=7"},
                      "rounds (as --rules/--set leave it): 5 entrants play 5 rounds in a single round robin "
                      "(RR-1.4), got 7");
  }
  EXPECT_EQ(slurp(rec), before);
}

// RR-1.3 with rr_bye = win: the sit-out scores as a win only for one in the event that round. Ed
// (5) withdraws from round 2; under the Berger table for 5 (numbers given) he sits out round 4 —
// 0 points and no win, as each of his forfeited rounds; verify agrees, and so does the TRF export
// read back (Z, not U).
TEST(CliRoundRobin, AWithdrawnPlayersSitOutScoresNothing) {
  const fs::path dir = temp_dir("rr-withdrawn-sit-out");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  std::ofstream(list) << "name,seed\nAnn,1\nBo,2\nCy,3\nDi,4\nEd,5\n";
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin", "--set", "rr_numbers=given",
      "--set", "rr_bye=win"});
  const std::string sheet = (dir / "s.csv").string();
  for (int r = 1; r <= 5; ++r) {
    // pair's sheet, each game not decided yet won by red (Ed's forfeits are written already)
    std::istringstream csv(ok({"pair", rec, "--format", "csv"}).out);
    std::ofstream out(sheet);
    std::string line;
    std::getline(csv, line);
    out << line << '\n';
    while (std::getline(csv, line))
      if (line.find(",bye,") == std::string::npos) out << line << (line.back() == ',' ? "1-0" : "") << '\n';
    out.close();
    ok({"results", rec, sheet});
    if (r == 1) {  // the Berger table stays: his games are forfeited (not "not paired", the Swiss's words)
      EXPECT_NE(
          ok({"withdraw", rec, "Ed", "--from-round", "2"})
              .out.find("withdrawn from round 2: his games from then on are lost by forfeit, the Berger "
                        "table unchanged"),
          std::string::npos);
      const std::string other = (dir / "other.json").string();  // an absence says the same (to a copy)
      EXPECT_NE(ok({"absent", rec, "Ann", "--round", "3", "--out", other})
                    .out.find("absent in round 3: his game is lost by forfeit, the Berger table unchanged"),
                std::string::npos);
      // … but not in his own sit-out round (RR-1.3), where there is no game to lose.
      EXPECT_NE(
          ok({"absent", rec, "Bo", "--round", "3", "--out", other})
              .out.find(
                  "absent in round 3: it is his sit-out round: no game, and the sit-out scores nothing"),
          std::string::npos);
    }
  }
  const nlohmann::json round4 = nlohmann::json::parse(slurp(rec))["rounds"][3];
  ASSERT_EQ(round4["byes"].size(), 1u) << round4.dump();
  EXPECT_EQ(round4["byes"][0]["entrant"], 5) << round4.dump();  // Ed sits out round 4 (RR-1.1)
  const std::string table = ok({"standings", rec, "--format", "csv"}).out;
  EXPECT_NE(table.find(",5,Ed,,0,"), std::string::npos) << table;  // score 0: no 2 for the sit-out
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
  const std::string trf = (dir / "r.trf").string();
  ok({"export", rec, "--format", "trf", "--out", trf});
  const std::string text = slurp(trf);
  EXPECT_EQ(text.find("0000 - U     1 w -"), std::string::npos) << text;  // Ed's round 4 not a bye
  EXPECT_NE(text.find("0000 - Z     1 w -"), std::string::npos) << text;
  EXPECT_NE(text.find("5 withdrawn from round 2: read back as his games from then on lost by forfeit"),
            std::string::npos)
      << text;  // not "as absent in rounds 2–5": his games are written, forfeited
  const CliResult read_back =
      run_xqsim({"verify", trf, "--set", "format=round_robin", "--set", "rr_bye=win"});
  EXPECT_EQ(read_back.exit_code, 0) << read_back.out << read_back.err;
  // The same file read without rr_bye = win: its U byes would score nothing, against its own
  // points column — refused, naming the setting (it was accepted and scored 0).
  const CliResult without = run_xqsim({"standings", trf, "--set", "format=round_robin"});
  EXPECT_EQ(without.exit_code, 2) << without.out;
  EXPECT_NE(without.err.find(trf + ": rr_bye (as --rules/--set leave it): round 1: player "),
            std::string::npos)
      << without.err;
  EXPECT_NE(without.err.find("give rr_bye = win, as the file was written"), std::string::npos) << without.err;
}

// RR-1.7: a TRF file keeps no Berger numbers, so a round robin cannot be continued from one —
// each round was drawn again from another numbering (rematches, pair exit 0). Refused: pairing
// into a TRF, and pairing round 2 or later of a record without numbers.
TEST(CliRoundRobin, ATrfRecordCannotCarryTheBergerNumbersRR1_7) {
  const fs::path dir = temp_dir("rr-trf-numbers");
  const std::string list = (dir / "l.csv").string(), trf = (dir / "ev.trf").string();
  std::ofstream(list) << "name\nA\nB\nC\nD\n";
  ok({"init", "--entrants", list, "--out", trf, "--set", "rounds=3"});
  const std::string before = slurp(trf);
  const CliResult into = run_xqsim({"pair", trf, "--set", "format=round_robin"});
  EXPECT_EQ(into.exit_code, 2);
  EXPECT_EQ(into.err, "xqsim pair: error: " + trf +
                          ": format: a TRF file keeps no round robin's Berger numbers (RR-1.7): paired from "
                          "it, every later round would be read off another numbering (rematches); write "
                          "the record as .json (--out EVENT.json)\n");
  EXPECT_EQ(slurp(trf), before);
  // From the TRF export of a round robin after round 1, into a JSON record: the numbers are gone.
  const std::string rec = (dir / "ev.json").string(), out = (dir / "ev2.json").string();
  ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin"});
  ok({"pair", rec});
  const std::string sheet = (dir / "s.csv").string();
  std::ofstream(sheet) << "board,result\n1,1-0\n2,=\n";
  ok({"results", rec, sheet});
  const std::string exported = (dir / "ev1.trf").string();
  ok({"export", rec, "--format", "trf", "--out", exported});
  run_xqsim_refused(
      {"pair", exported, "--set", "format=round_robin", "--out", out},
      "entrants.code: the record has 1 round of a round robin and no numbers of its Berger table "
      "(RR-1.7");
  EXPECT_FALSE(fs::exists(out));
}

}  // namespace
}  // namespace xq::test
