// Rule settings through the commands that read them (init --rules/--set, simulate and compare on a
// scenario, standings --rules/--set on a record): an impossible or unread setting, and anything
// outside [rules] in a rules file, is exit 2 with the file, line, key and reason, and nothing
// written — never accepted and ignored (docs/rules-file.md).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kEight = XQ_TEST_DATA_DIR "/workflow/eight-players.csv";
const std::string kScenarios = std::string(XQ_SOURCE_DIR) + "/scenarios/";

std::string write_file(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

// A 12-player Swiss of 5 rounds; `rules` is added to its [rules] table (line 6 on).
std::string swiss_scenario(const std::string& rules = "") {
  return "[event]\nname = \"Probe\"\nformat = \"swiss\"\n\n[rules]\nrounds = 5\n" + rules +
         "\n[field]\ncount = 12\nassociations = 4\n\n[simulation]\ncount = 2\nseed = 7\n";
}

struct InitCase {
  const char* name;
  std::string rules;    ///< the rules file
  std::string message;  ///< FILE stands for its path
};

class InitRefusesRules : public ::testing::TestWithParam<InitCase> {};

// init --rules: exit 2, the file's line, key and reason, no record written.
TEST_P(InitRefusesRules, NamingFileLineKeyAndWritingNothing) {
  const fs::path dir = temp_dir(std::string("rule-settings-") + GetParam().name);
  const std::string rules = write_file(dir / "r.toml", GetParam().rules);
  const std::string out = (dir / "ev.json").string();
  std::string want = GetParam().message;
  want.replace(want.find("FILE"), 4, rules);
  (void)run_xqsim_refused({"init", "--entrants", kEight, "--rules", rules, "--out", out}, want);
  EXPECT_FALSE(fs::exists(out)) << "bad input must leave no record";
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(
    Findings, InitRefusesRules,
    ::testing::Values(
        // KO-3.1: a drawn final with no play-off game could never be decided (pair said the event
        // was complete, standings and verify waited for its next game).
        InitCase{"empty_final_chain", "[rules]\nrounds = 2\nfinal_after_round = 1\nmatch_playoffs = []\n",
                 "FILE:4: rules.match_playoffs: a drawn PI-10 final needs at least one play-off game kind "
                 "(KO-3.1: the last repeats until decided)"},
        // T-12: how a tie is played off, with no place played off.
        InitCase{"unread_playoff_format", "[rules]\nrounds = 5\nplayoff_format = \"armageddon\"\n",
                 "FILE:3: rules.playoff_format: not used with playoff_places = none"},
        InitCase{"unread_replay_colours", "[rules]\nrounds = 5\nplayoff_replay_colours = \"lots\"\n",
                 "FILE:3: rules.playoff_replay_colours: not used with playoff_places = none"},
        // Only [rules] is read.
        InitCase{"table_outside_rules", "[rules]\nrounds = 5\n\n[points]\nwin = 3\n",
                 "FILE:4: points: a rules file holds only the table [rules]; did you mean [rules.points]?"},
        InitCase{
            "key_before_rules", "tiebreaks = [\"wins\"]\n[rules]\nrounds = 5\n",
            "FILE:1: tiebreaks: a rules file holds only the table [rules]; did you mean rules.tiebreaks"},
        InitCase{"misspelt_table", "[rules]\nrounds = 5\n[rulez]\nfirst_round = \"fold\"\n",
                 "FILE:3: rulez: a rules file holds only the table [rules] (a scenario's [event], [field], "
                 "[model] and [simulation] are passed over): unknown table"},
        // S-1 / 13.3: a draw is not worth more than a win.
        InitCase{"draw_above_the_win", "[rules]\nrounds = 5\npoints.draw_red = 3\npoints.draw_black = 0\n",
                 "FILE:3: rules.points.draw_red: a draw is worth at most a win and at least a loss"},
        // T-12.1 / P1-7: empty and repeated lists.
        InitCase{"empty_places", "[rules]\nrounds = 5\nplayoff_places = []\n",
                 "FILE:3: rules.playoff_places: the list must not be empty"},
        InitCase{"round_twice", "[rules]\nrounds = 5\navoid_same_team_rounds = [1, 1]\n",
                 "FILE:3: rules.avoid_same_team_rounds: '1' is listed twice"},
        // S-1: exactly a multiple of 0.5, as --set reads it.
        InitCase{"tiny_points", "[rules]\nrounds = 5\npoints.loss = 1e-300\n",
                 "FILE:3: rules.points.loss: points must be a multiple of 0.5 between 0 and 100, got 1e-300"},
        InitCase{"nearly_one", "[rules]\nrounds = 5\npoints.draw = 1.0000000001\n",
                 "FILE:3: rules.points.draw: points must be a multiple of 0.5 between 0 and 100, got "
                 "1.0000000001"}),
    [](const ::testing::TestParamInfo<InitCase>& i) { return std::string(i.param.name); });

// --set reads a point value as the file does: one answer for both (the file had rounded).
TEST(CliRuleSettings, SetAndTheFileAgreeOnPoints) {
  const fs::path dir = temp_dir("rule-settings-set-points");
  const std::string out = (dir / "ev.json").string();
  for (const char* set : {"points.draw=1.0000000001", "points.loss=1e-300", "points.win=2.0000001"})
    (void)run_xqsim_refused({"init", "--entrants", kEight, "--set", "rounds=5", "--set", set, "--out", out},
                            "--set " + std::string(set).substr(0, std::string(set).find('=')) +
                                ": points must be a multiple of 0.5");
  EXPECT_FALSE(fs::exists(out));
  fs::remove_all(dir);
}

// KO-3.1 wherever a match's chain is read: init --set, a scenario, compare --variant, standings
// --set and --rules on a record.
TEST(CliRuleSettings, AnEmptyPlayOffChainIsRefusedByEveryReader) {
  const fs::path dir = temp_dir("rule-settings-empty-chain");
  const std::string rec = (dir / "ev.json").string();
  (void)run_xqsim_refused({"init", "--entrants", kEight, "--set", "rounds=2", "--set", "final_after_round=1",
                           "--set", "match_playoffs=", "--out", rec},
                          "match_playoffs (as --rules/--set leave it): a drawn PI-10 final needs at least "
                          "one play-off game kind");
  EXPECT_FALSE(fs::exists(rec));
  // A scenario (the simulator had played finals it could not decide: V-2 KO-3 violations).
  const std::string sc =
      write_file(dir / "final.toml", swiss_scenario("final_after_round = 4\nmatch_playoffs = []\n"));
  (void)run_xqsim_refused(
      {"simulate", sc, "-n", "2", "--threads", "1", "--out", (dir / "so").string()},
      sc + ":8: rules.match_playoffs: a drawn PI-10 final needs at least one play-off game kind");
  EXPECT_FALSE(fs::exists(dir / "so"));
  // A variant of a knockout scenario.
  (void)run_xqsim_refused(
      {"compare", kScenarios + "wxc-2019-women.toml", "-n", "2", "--out", (dir / "co").string(), "--variant",
       "a:match_playoffs=rapid", "--variant", "b:match_playoffs="},
      "--variant b: rules.match_playoffs: a drawn knockout match needs at least one play-off game kind");
  EXPECT_FALSE(fs::exists(dir / "co"));
  // A record's standings with --set, with --rules.
  run_xqsim_ok({"init", "--entrants", kEight, "--set", "rounds=2", "--set", "final_after_round=1", "--set",
                "first_round=fold", "--out", rec});
  (void)run_xqsim_refused({"standings", rec, "--set", "match_playoffs="},
                          "match_playoffs (as --rules/--set leave it): a drawn PI-10 final needs at least "
                          "one play-off game kind");
  const std::string rules = write_file(dir / "chain.toml", "[rules]\nmatch_playoffs = []\n");
  (void)run_xqsim_refused(
      {"standings", rec, "--rules", rules},
      rules + ":2: rules.match_playoffs: a drawn PI-10 final needs at least one play-off game kind");
  fs::remove_all(dir);
}

// A team event takes no announced absence nor late entry (xqsim absent / add refuse it): the two
// settings are refused as every unread one is, in a scenario as in a rules file.
TEST(CliRuleSettings, ATeamScenarioRefusesAbsenceSettings) {
  const fs::path dir = temp_dir("rule-settings-team-absence");
  for (const char* key : {"absence_points", "late_entry_points"}) {
    const std::string sc = write_file(dir / "team.toml",
                                      "[event]\nname = \"T\"\nformat = \"team_swiss\"\n[rules]\n"
                                      "rounds = 3\nfirst_round = \"fold\"\n" +
                                          std::string(key) + " = \"half\"\n[field]\ncount = 4\n");
    (void)run_xqsim_refused({"simulate", sc, "-n", "2", "--threads", "1", "--out", (dir / "so").string()},
                            sc + ":7: rules." + key + ": not used by format = team_swiss");
    EXPECT_FALSE(fs::exists(dir / "so"));
  }
  fs::remove_all(dir);
}

// A rules file with a table outside [rules] is refused by every command that takes --rules, not
// only by init.
TEST(CliRuleSettings, EveryCommandRefusesATableOutsideRules) {
  const fs::path dir = temp_dir("rule-settings-outside");
  const std::string rules = write_file(dir / "w.toml", "[rules]\nrounds = 5\n[points]\nwin = 3\n");
  const std::string want =
      rules + ":3: points: a rules file holds only the table [rules]; did you mean [rules.points]?";
  const std::string sc = write_file(dir / "s.toml", swiss_scenario());
  (void)run_xqsim_refused({"simulate", sc, "--rules", rules, "-n", "2", "--out", (dir / "so").string()},
                          want);
  EXPECT_FALSE(fs::exists(dir / "so"));
  const std::string rec = (dir / "ev.json").string();
  run_xqsim_ok({"init", "--entrants", kEight, "--set", "rounds=5", "--out", rec});
  (void)run_xqsim_refused({"standings", rec, "--rules", rules}, want);
  // A scenario's own tables are passed over: a scenario serves as a rules file.
  const CliResult r = run_xqsim_ok({"standings", rec, "--rules", sc});
  EXPECT_EQ(r.err, "");
  fs::remove_all(dir);
}

// The checks made once every setting is in name a key the scenario does not hold as
// docs/rules-file.md says — not at the [rules] line as if the file held it.
TEST(CliRuleSettings, AKeyTheScenarioDoesNotHoldIsNotAtItsRulesLine) {
  const fs::path dir = temp_dir("rule-settings-not-in-file");
  // The default chain (rapid, armageddon) in a team knockout.
  const std::string team =
      write_file(dir / "t.toml",
                 "[event]\nname = \"T\"\nformat = \"team_swiss\"\n[rules]\nrounds = 3\n"
                 "first_round = \"fold\"\nknockout = \"top_four\"\n[field]\ncount = 4\n");
  (void)run_xqsim_refused(
      {"simulate", team, "-n", "2", "--out", (dir / "so").string()},
      team +
          ":4: rules.match_playoffs (not in this file: as it leaves the rules it is applied to): "
          "a team match has no armageddon (KO-4.3)");
  // --set made the mix: the key as the options leave it, no line of the scenario.
  const std::string sc = write_file(dir / "s.toml", swiss_scenario());
  const CliResult r = run_xqsim_refused(
      {"simulate", sc, "--set", "format=team_swiss", "-n", "2", "--out", (dir / "so").string()},
      "rules.first_round (as --rules/--set leave it): team Swiss: first_round = adjacent (P1-4)");
  EXPECT_EQ(r.err.find(sc + ":"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir / "so"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
