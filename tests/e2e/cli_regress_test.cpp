// xqsim regress (issue 17): records kept by this build re-pair to themselves; a changed setting
// moves the signature and regress names the rule where the pairings part (PI-5 / PI-4); TRF
// records, --against another program's records, and bad input (exit 2, each file named).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <stdexcept>
#include <string>
#include <utility>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";

// A batch of `n` tournaments of wxc-2022-men kept in DIR/records (JSON, TRF and .seed each).
fs::path kept(const std::string& name, int n, const std::vector<std::string>& extra = {}) {
  const fs::path dir = temp_dir(name);
  std::vector<std::string> args = {"simulate", kMen,
                                   "-n",       std::to_string(n),
                                   "--keep",   std::to_string(n),
                                   "--out",    (dir / "batch").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  run_xqsim_ok(args);
  return dir / "batch";
}

TEST(CliRegress, RecordsKeptByThisBuildMoveNoRound) {
  const fs::path batch = kept("regress-same", 12);
  const CliResult r = run_xqsim({"regress", batch.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("12 records re-paired, 108 rounds compared: 0 differ, in 0 records"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("12 TRF twin(s) of JSON records left out"), std::string::npos) << r.out;
}

// The must-show of issue 17: group_pairs = first_compatible moves the signature, and regress
// names PI-5 (the maximum refused a pair) / PI-4 (word for word, it is taken) on the moved rounds.
TEST(CliRegress, AChangedSettingMovesTheSignatureAndRegressNamesTheRule) {
  const std::string before = run_xqsim_ok({"signature", kMen, "-n", "20"}).out;
  const std::string after =
      run_xqsim_ok({"signature", kMen, "-n", "20", "--set", "group_pairs=first_compatible"}).out;
  EXPECT_NE(before, after);

  const fs::path batch = kept("regress-rule", 20);
  const CliResult r = run_xqsim({"regress", batch.string(), "--set", "group_pairs=first_compatible"});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("PI-5 / PI-4"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("parts at:  recorded  PI-5: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("not taken: it lies in no maximum pairing of the score group"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("verifier:  recorded round passes; engine's round passes"), std::string::npos)
      << r.out;
  // The summary: how many rounds of 180 moved, per rule, in an aligned table.
  const std::regex summary("20 records re-paired, 180 rounds compared: ([0-9]+) differ, in ([0-9]+) records");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, summary)) << r.out;
  EXPECT_GT(std::stoi(m[1]), 0);
  EXPECT_NE(r.out.find("Where they part"), std::string::npos) << r.out;
}

// A TRF record keeps no drawn numbers: a Swiss whose first round folds by start number
// re-pairs from it; one whose rules draw numbers (P1-4) is named as not re-pairable.
TEST(CliRegress, TrfRecords) {
  const fs::path fold =
      kept("regress-trf", 8, {"--set", "first_round=fold", "--set", "first_round_colours=parity"});
  for (const auto& e : fs::directory_iterator(fold / "records"))
    if (e.path().extension() == ".json") fs::remove(e.path());
  const CliResult ok = run_xqsim({"regress", (fold / "records").string(), "--rules", kMen, "--set",
                                  "first_round=fold", "--set", "first_round_colours=parity"});
  EXPECT_EQ(ok.exit_code, 0) << ok.out << ok.err;
  EXPECT_NE(ok.out.find("8 records re-paired, 72 rounds compared: 0 differ"), std::string::npos) << ok.out;

  const fs::path drawn = kept("regress-trf-drawn", 2);
  for (const auto& e : fs::directory_iterator(drawn / "records"))
    if (e.path().extension() == ".json") fs::remove(e.path());
  const CliResult no = run_xqsim({"regress", drawn.string(), "--rules", kMen});
  EXPECT_EQ(no.exit_code, 2) << no.out << no.err;
  EXPECT_NE(no.out.find("unusable: " + (drawn / "records" / "tournament-0.trf").string() + ": not re-paired"),
            std::string::npos)
      << no.out;
}

// Another program's pairing of the same events (--against): compared round by round while its
// history is the record's.
TEST(CliRegress, AgainstAnotherProgramsRecords) {
  const fs::path batch = kept("regress-against", 3);
  const fs::path other = batch.parent_path() / "other";
  fs::create_directories(other);
  for (int i = 0; i < 3; ++i) {
    const std::string name = "tournament-" + std::to_string(i) + ".json";
    fs::copy_file(batch / "records" / name, other / name);
  }
  const CliResult same = run_xqsim({"regress", batch.string(), "--against", other.string()});
  EXPECT_EQ(same.exit_code, 0) << same.out << same.err;
  // --against a simulate --out folder reads its records/, as DIR does (it compared nothing, exit 0).
  const CliResult folder = run_xqsim({"regress", batch.string(), "--against", batch.string()});
  EXPECT_EQ(folder.exit_code, 0) << folder.out << folder.err;
  EXPECT_NE(folder.out.find("3 records re-paired, 27 rounds compared: 0 differ"), std::string::npos)
      << folder.out;
  // A folder with no counterpart compares nothing: not a pass.
  const fs::path stranger = batch.parent_path() / "stranger";
  fs::create_directories(stranger);
  const CliResult nothing = run_xqsim({"regress", batch.string(), "--against", stranger.string()});
  EXPECT_EQ(nothing.exit_code, 2) << nothing.out << nothing.err;
  EXPECT_NE(nothing.err.find("no round was compared: no record of " + batch.string() +
                             " has a counterpart in " + stranger.string()),
            std::string::npos)
      << nothing.err;
  // Their round 5 of tournament 1 gives board 1 the other colours.
  edit_json(other / "tournament-1.json", [](nlohmann::json& j) {
    nlohmann::json& g = j["rounds"][4]["games"][0];
    std::swap(g["red"], g["black"]);
  });
  const CliResult moved = run_xqsim({"regress", batch.string(), "--against", other.string()});
  EXPECT_EQ(moved.exit_code, 1) << moved.out << moved.err;
  EXPECT_NE(moved.out.find("tournament-1 round 5: PI-"), std::string::npos) << moved.out;
  EXPECT_NE(moved.out.find("verifier:  reference round"), std::string::npos) << moved.out;
  // The summary table says the same word ("Recorded" is DIR's own round, not the reference's).
  EXPECT_NE(moved.out.find("Reference round fails V"), std::string::npos) << moved.out;
  EXPECT_EQ(moved.out.find("Recorded round"), std::string::npos) << moved.out;
  EXPECT_NE(moved.out.find("4 rounds not compared (histories part)"), std::string::npos) << moved.out;
}

// A team event's boards are inside their matches (PT-12): a moved board is named with its table.
TEST(CliRegress, ATeamRecordsMovedBoardIsNamedWithItsTable) {
  const fs::path dir = temp_dir("regress-team");
  run_xqsim_ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/yuangou-2009-team.toml", "-n", "1",
                "--keep", "1", "--out", (dir / "batch").string()});
  const fs::path record = dir / "batch" / "records" / "tournament-0.json";
  fs::remove(dir / "batch" / "records" / "tournament-0.trf");
  edit_json(record, [](nlohmann::json& j) {  // round 2, table 2, board 1: colours the other way
    nlohmann::json& round = j["rounds"][1];
    nlohmann::json& g = round["games"][round["matches"][1]["games"][0].get<size_t>()];
    std::swap(g["red"], g["black"]);
  });
  const CliResult r = run_xqsim({"regress", (dir / "batch").string()});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("tournament-0 round 2:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("moved:     table 2 board 1 recorded "), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(CliRegress, BadInputIsNamedAndCounted) {
  const fs::path batch = kept("regress-bad", 2);
  // An unreadable record among good ones: named, counted, the others re-paired, exit 2.
  std::ofstream(batch / "records" / "broken.json") << "{\"entrants\": [";
  const CliResult r = run_xqsim({"regress", batch.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_NE(r.out.find("unusable: " + (batch / "records" / "broken.json").string()), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("2 records re-paired"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 file unusable"), std::string::npos) << r.out;
  // An unknown setting is refused before any record is re-paired.
  const CliResult key = run_xqsim({"regress", batch.string(), "--set", "group_pair=maximum"});
  EXPECT_EQ(key.exit_code, 2);
  EXPECT_NE(key.err.find("group_pair"), std::string::npos) << key.err;
  EXPECT_EQ(key.out, "");
  // No such folder; a folder without records.
  EXPECT_EQ(run_xqsim({"regress", (batch / "nothing").string()}).exit_code, 2);
  const fs::path empty = batch.parent_path() / "empty";
  fs::create_directories(empty);
  const CliResult none = run_xqsim({"regress", empty.string()});
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("no record"), std::string::npos) << none.err;
  // --against a folder that is not there, or a record (OTHER is the folder of the counterparts).
  EXPECT_EQ(run_xqsim({"regress", batch.string(), "--against", (batch / "none").string()}).exit_code, 2);
  const std::string one = (batch / "records" / "tournament-0.json").string();
  const CliResult file = run_xqsim({"regress", batch.string(), "--against", one});
  EXPECT_EQ(file.exit_code, 2);
  EXPECT_EQ(file.err, "xqsim regress: error: " + one +
                          ": --against: not a folder: give the folder of the counterpart records, each named "
                          "as its record of DIR\n");
  // A simulate --out folder without kept records: said (its report.json was read as a record).
  const fs::path bare = batch.parent_path() / "bare";
  fs::create_directories(bare);
  fs::copy_file(batch / "summary.json", bare / "summary.json");
  fs::copy_file(batch / "report.json", bare / "report.json");
  const CliResult unkept = run_xqsim({"regress", bare.string()});
  EXPECT_EQ(unkept.exit_code, 2);
  EXPECT_EQ(unkept.err,
            "xqsim regress: error: " + bare.string() +
                ": DIR: a simulate --out folder without kept records (no records/ in it): simulate "
                "--keep N keeps the first N tournaments' records there\n");
}

// A kept record of `scenario` (tournament 0, JSON and .seed only) alone in DIR/NAME.
fs::path kept_record(const std::string& scenario, const std::string& name) {
  const fs::path dir = temp_dir(name);
  run_xqsim_ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/" + scenario + ".toml", "-n", "1",
                "--keep", "1", "--seed", "5", "--out", (dir / "batch").string()});
  fs::remove(dir / "batch" / "records" / "tournament-0.trf");
  return dir / "batch" / "records";
}

// Exchanges players `x` and `y` in every game of round index `r` (results kept).
void exchange_players(nlohmann::json& j, size_t r, int x, int y) {
  for (nlohmann::json& g : j["rounds"][r]["games"])
    for (const char* k : {"red", "black", "chooser"})
      if (g.contains(k) && g[k] == x)
        g[k] = y;
      else if (g.contains(k) && g[k] == y)
        g[k] = x;
}

// The game on `board` of round index `r` (an individual event).
nlohmann::json& on_board(nlohmann::json& j, size_t r, int board) {
  for (nlohmann::json& g : j["rounds"][r]["games"])
    if (g["board"] == board) return g;
  throw std::runtime_error("no such board");
}

// F1: a record the settings do not fit, among others, is named on its unusable line.
TEST(CliRegress, ARecordTheSettingsDoNotFitIsNamed) {
  const fs::path men = kept_record("wxc-2022-men", "regress-unfit-men");
  const fs::path team = kept_record("yuangou-2009-team", "regress-unfit-team");
  fs::rename(team / "tournament-0.json", men / "z-team.json");
  fs::rename(team / "tournament-0.seed", men / "z-team.seed");
  const CliResult r = run_xqsim({"regress", men.string(), "--set", "group_pairs=first_compatible"});
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_NE(r.out.find("unusable: " + (men / "z-team.json").string() + ": group_pairs"), std::string::npos)
      << r.out;
}

// F2: the PI-10 final's colours or pairing moved: PI-10 is named, not the boards after it (PI-8).
TEST(CliRegress, AMovedFinalIsNamedPI10) {
  const fs::path dir = kept_record("wxc-2022-men", "regress-final");
  edit_json(dir / "tournament-0.json", [](nlohmann::json& j) {
    nlohmann::json& g = on_board(j, 8, 1);
    std::swap(g["red"], g["black"]);
  });
  const CliResult colours = run_xqsim({"regress", dir.string()});
  EXPECT_EQ(colours.exit_code, 1) << colours.out << colours.err;
  EXPECT_NE(colours.out.find("tournament-0 round 9: PI-10\n"), std::string::npos) << colours.out;
  EXPECT_NE(colours.out.find("engine    PI-10: final after round 8"), std::string::npos) << colours.out;
  edit_json(dir / "tournament-0.json", [](nlohmann::json& j) {  // another finalist: board 2's red
    exchange_players(j, 8, on_board(j, 8, 1)["black"].get<int>(), on_board(j, 8, 2)["red"].get<int>());
  });
  const CliResult pair = run_xqsim({"regress", dir.string()});
  EXPECT_NE(pair.out.find("tournament-0 round 9: PI-10\n"), std::string::npos) << pair.out;
}

// F3: a team's players on other boards of their match: PT-10/PT-11 (the board order inside the
// match), not PT-D1 (the order of the tables, which holds).
TEST(CliRegress, ATeamsBoardOrderInsideAMatchIsNamedPT11) {
  const fs::path dir = kept_record("yuangou-2009-team", "regress-board-order");
  edit_json(dir / "tournament-0.json",
            [](nlohmann::json& j) {  // round 2, table 1: the away players of boards 1, 2
              nlohmann::json& round = j["rounds"][1];
              const nlohmann::json& m = round["matches"][0];
              const auto& away = j["teams"][m["away"].get<size_t>() - 1]["players"];
              const auto player_of = [&](const nlohmann::json& g) {
                return std::find(away.begin(), away.end(), g["red"]) != away.end() ? g["red"].get<int>()
                                                                                   : g["black"].get<int>();
              };
              const int a = player_of(round["games"][m["games"][0].get<size_t>()]);
              const int b = player_of(round["games"][m["games"][1].get<size_t>()]);
              exchange_players(j, 1, a, b);
            });
  const CliResult r = run_xqsim({"regress", dir.string()});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("tournament-0 round 2: PT-11\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("engine    PT-11: table 1, away team "), std::string::npos) << r.out;
}

// F4: round 1 (P1-4 boards, P1-6 colours), a round robin (RR-1) and a knockout (KO-1) name their rule.
TEST(CliRegress, RoundOneRoundRobinsAndKnockoutsNameTheirRule) {
  const fs::path men = kept_record("wxc-2022-men", "regress-round-one");
  const fs::path record = men / "tournament-0.json";
  const nlohmann::json kept = read_json(record);
  edit_json(record, [](nlohmann::json& j) {
    nlohmann::json& g = on_board(j, 0, 2);
    std::swap(g["red"], g["black"]);
  });
  const CliResult colours = run_xqsim({"regress", men.string()});
  EXPECT_NE(colours.out.find("tournament-0 round 1: P1-6\n"), std::string::npos) << colours.out;
  std::ofstream(record) << kept.dump(2);
  edit_json(record, [](nlohmann::json& j) {
    exchange_players(j, 0, on_board(j, 0, 5)["black"].get<int>(), on_board(j, 0, 6)["black"].get<int>());
  });
  const CliResult boards = run_xqsim({"regress", men.string()});
  EXPECT_NE(boards.out.find("tournament-0 round 1: P1-4\n"), std::string::npos) << boards.out;

  const fs::path rr = kept_record("wxc-2022-girls-u12", "regress-rr");
  edit_json(rr / "tournament-0.json", [](nlohmann::json& j) {
    nlohmann::json& g = on_board(j, 1, 1);
    std::swap(g["red"], g["black"]);
  });
  const CliResult table = run_xqsim({"regress", rr.string()});
  EXPECT_NE(table.out.find("tournament-0 round 2: RR-1\n"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("engine    RR-1: round 2 of the Berger table"), std::string::npos) << table.out;

  const fs::path ko = kept_record("national-games-2021-final", "regress-ko");
  edit_json(ko / "tournament-0.json", [](nlohmann::json& j) {  // the semi-finals' players exchanged
    exchange_players(j, 5, on_board(j, 5, 1)["black"].get<int>(), on_board(j, 5, 2)["red"].get<int>());
  });
  const CliResult bracket = run_xqsim({"regress", ko.string()});
  EXPECT_NE(bracket.out.find("tournament-0 round 6: KO-1\n"), std::string::npos) << bracket.out;
  EXPECT_NE(bracket.out.find("engine    KO-1: board 1: knockout round 1: "), std::string::npos)
      << bracket.out;
}

// C5: `pair --explain` of a knockout round says which bracket rule paired each board.
TEST(CliRegress, AKnockoutRoundIsExplained) {
  const fs::path ko = kept_record("national-games-2021-final", "explain-ko");
  const fs::path five = ko / "five.json";
  nlohmann::json j = read_json(ko / "tournament-0.json");
  j["rounds"].erase(j["rounds"].begin() + 5, j["rounds"].end());
  std::ofstream(five) << j.dump(2);
  std::ifstream seed(ko / "tournament-0.seed");
  std::string s;
  seed >> s;
  const CliResult r =
      run_xqsim({"pair", five.string(), "--seed", s, "--out", (ko / "six.json").string(), "--explain"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("KO-1: board 1: knockout round 1: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("KO-1: board 2: knockout round 1: "), std::string::npos) << r.out;
  // The rules the lines cite are KO-1's (review: KO-2.5's lot and KO-2.3's walkover are the cross's).
  EXPECT_EQ(r.out.find("KO-2."), std::string::npos) << r.out;
  EXPECT_TRUE(r.out.find("(KO-1.4 / KO-3.3)") != std::string::npos ||
              r.out.find("colours by lot (KO-3.3)") != std::string::npos)
      << r.out;
}

// C4: --against a simulate --out folder run without --keep is said to be one.
TEST(CliRegress, AgainstAnOutFolderWithoutRecordsIsSaid) {
  const fs::path batch = kept("regress-against-bare", 1);
  const fs::path bare = batch.parent_path() / "bare";
  fs::create_directories(bare);
  fs::copy_file(batch / "summary.json", bare / "summary.json");
  const CliResult r = run_xqsim({"regress", batch.string(), "--against", bare.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(bare.string() + ": --against: a simulate --out folder without kept records"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace xq::test
