// `xqsim simulate` as a user runs it: bad scenarios and options exit 2 with a message naming
// the file, line, key and what is allowed, and leave no output behind; every bundled scenario
// runs with no violations, and so do round robins in RR-2 groups; the summary does not depend on
// the thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kScenarios = std::string(XQ_SOURCE_DIR) + "/scenarios";

// A good scenario; the cases below each break one thing. Line numbers matter.
const char* kGood = R"([event]
name = "E2E open"
format = "swiss"

[rules]
rounds = 5
first_round = "adjacent"
tiebreaks = ["cn-14.3.1"]

[field]
count = 12
rating = { distribution = "normal", mean = 2000, sd = 200 }

[model.standard]
draw_rate = 0.35

[simulation]
count = 3
seed = 4
)";

std::string replaced(const std::string& from, const std::string& to) {
  std::string s = kGood;
  const size_t at = s.find(from);
  if (at == std::string::npos) throw std::logic_error("test text not found: " + from);
  return s.replace(at, from.size(), to);
}

// kGood as a round robin of 12 (11 rounds) whose Berger numbers are to be given (line 7).
std::string round_robin_given() {
  std::string s = replaced("first_round = \"adjacent\"", "rr_numbers = \"given\"");
  using Edit = std::pair<std::string, std::string>;
  for (const Edit& e :
       {Edit{"format = \"swiss\"", "format = \"round_robin\""}, Edit{"rounds = 5", "rounds = 11"}})
    s.replace(s.find(e.first), e.first.size(), e.second);
  return s;
}

struct Case {
  const char* name;
  std::string scenario;            ///< file text ("" = use kGood)
  std::vector<std::string> extra;  ///< extra arguments
  std::string message;             ///< expected stderr after "xqsim simulate: error: "; "FILE" = the path;
                                   ///< a trailing "…" compares the start only
};

class SimulateBadInput : public ::testing::TestWithParam<Case> {};

TEST_P(SimulateBadInput, ExitsTwoWithThePreciseMessageAndNoOutput) {
  const Case& c = GetParam();
  const fs::path dir = temp_dir(std::string("simulate-bad-") + c.name);
  const fs::path file = dir / "scenario.toml";
  std::ofstream(file) << (c.scenario.empty() ? std::string(kGood) : c.scenario);
  std::vector<std::string> args = {"simulate", file.string(), "--out", (dir / "out").string()};
  args.insert(args.end(), c.extra.begin(), c.extra.end());
  const CliResult r = run_xqsim(args);
  EXPECT_EQ(r.exit_code, 2) << r.err;
  std::string want =
      "xqsim simulate: error: " + std::regex_replace(c.message, std::regex("FILE"), file.string());
  if (want.size() >= 3 && want.compare(want.size() - 3, 3, "…") == 0) {
    want.resize(want.size() - 3);
    EXPECT_EQ(r.err.substr(0, want.size()), want) << r.err;
  } else {
    EXPECT_EQ(r.err, want + "\n");
  }
  EXPECT_FALSE(fs::exists(dir / "out")) << "bad input must leave no output";
  EXPECT_TRUE(r.out.empty()) << r.out;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, SimulateBadInput,
    ::testing::Values(
        Case{"unknown_key",
             replaced("count = 12", "count = 12\ncolour = \"red\""),
             {},
             "FILE:12: field.colour: unknown key; allowed: count, rating, rating_noise, associations, "
             "team_spread, "
             "seeding, direct_entries, entrants, entrants_file, categories"},
        Case{"wrong_type",
             replaced("count = 12", "count = \"twelve\""),
             {},
             "FILE:11: field.count: expected an integer, got a string"},
        Case{"negative_count",
             replaced("count = 12", "count = -4"),
             {},
             "FILE:11: field.count: must be between 2 and 10000, got -4"},
        Case{"unknown_format",
             replaced("format = \"swiss\"", "format = \"arena\""),
             {},
             "FILE:3: event.format: unknown value 'arena'; allowed: swiss, team_swiss, round_robin"},
        Case{"negative_sd",
             replaced("sd = 200", "sd = -5"),
             {},
             "FILE:12: field.rating.sd: must be greater than 0 and at most 2000, got -5"},
        Case{"unknown_time_control",
             replaced("[model.standard]", "[model.blitz]"),
             {},
             "FILE:14: model.blitz: unknown time control; allowed: standard, rapid, super_rapid, armageddon"},
        Case{"missing_rules",
             replaced("[rules]\nrounds = 5\nfirst_round = \"adjacent\"\ntiebreaks = [\"cn-14.3.1\"]\n", ""),
             {},
             "FILE: rules: missing table [rules] (the event's rule set: rounds, first_round, tiebreaks, …)"},
        Case{"bad_tiebreak",
             replaced("[\"cn-14.3.1\"]", "[\"buchholz\"]"),
             {},
             "FILE:8: rules.tiebreaks: unknown criterion 'buchholz'; known criteria: …"},
        Case{"zero_boards",
             replaced("rounds = 5", "rounds = 5\nboards = 0"),
             {},
             "FILE:7: rules.boards: must be between 1 and 16, got 0"},
        Case{"unknown_table",
             replaced("[simulation]", "[population]"),
             {},
             "FILE:17: population: unknown table; allowed: event, rules, field, model, simulation"},
        Case{"draw_rate_above_one",
             replaced("draw_rate = 0.35", "draw_rate = 1.35"),
             {},
             "FILE:15: model.standard.draw_rate: must be between 0 and 1, got 1.35"},
        Case{"too_many_rounds",
             replaced("rounds = 5", "rounds = 12"),
             {},
             "FILE:6: rules.rounds: 12 entrants can play at most 11 rounds without a rematch, got 12"},
        Case{"toml_syntax", replaced("count = 3", "count = = 3"), {}, "FILE:18: …"},
        Case{"count_zero",
             "",
             {"-n", "0"},
             "--count: expected a whole number from 1 to 1099511627776, got '0'"},
        Case{"count_negative",
             "",
             {"-n", "-5"},
             "--count: expected a whole number from 1 to 1099511627776, got '-5'"},
        Case{"bad_shard",
             "",
             {"--shard", "3/2"},
             "--shard: expected k/N with 1 <= k <= N (e.g. 2/8), got '3/2'"},
        Case{"bad_threads",
             "",
             {"--threads", "0"},
             "--threads: expected a whole number from 1 to 1024, got '0'"},
        Case{"bad_keep_warnings",
             "",
             {"--keep-warnings", "x"},
             "--keep-warnings: expected a whole number from 0 to 1000000, got 'x'"},
        Case{"bad_repair_check",
             "",
             {"--repair-check", "maybe"},
             "--repair-check: expected on or off, got 'maybe'"},
        Case{"bad_set", "", {"--set", "pairing=dutch"}, "--set pairing: unknown setting; known settings: …"},
        Case{"set_out_of_range", "", {"--set", "boards=0"}, "--set boards: must be between 1 and 16, got 0"},
        // Issue 13 item 8: a setting the format never reads is an error, not ignored.
        Case{"team_setting_on_individual_event",
             replaced("rounds = 5", "rounds = 5\nboards = 4"),
             {},
             "FILE:7: rules.boards: not used by format = swiss (boards per match (PT-12) are for team "
             "events): remove it, or leave the default 3"},
        Case{"set_makes_an_impossible_mix",  // the key says --set made it, not the file
             "",
             {"--set", "final_after_round=5"},
             "final_after_round (as --rules/--set leave it): the final is the last round: final_after_round "
             "must be rounds - 1 (4), got 5"},
        Case{"set_makes_too_many_rounds",  // the plan's check blames --set, not the file's `rounds = 5`
             "",
             {"--set", "rounds=40"},
             "rules.rounds (as --rules/--set leave it): 12 entrants can play at most 11 rounds without a "
             "rematch, got 40"},
        Case{"team_setting_set_on_individual_event",
             "",
             {"--set", "match_points.win=3"},
             "match_points.win (as --rules/--set leave it): not used by format = swiss…"},
        // RR-1.7: a scenario's field has no seed column for given numbers. It failed at round 1
        // (no file, line or key) and left an empty output folder.
        Case{
            "round_robin_given_numbers",
            round_robin_given(),
            {},
            "FILE:7: rules.rr_numbers: a scenario's entrants carry no seed column (field.seeding gives their "
            "start numbers), so rr_numbers = given has no numbers for the Berger table (RR-1.7): leave it "
            "out (lots: drawn in round 1)"},
        // T-12: `playoff` last in the list (the play-offs were scheduled until max_match_games
        // stopped the run, blamed on it, with an empty output folder).
        Case{"playoff_not_last_set",
             "",
             {"--set", "tiebreaks=playoff,black_games"},
             "tiebreaks (as --rules/--set leave it): 'playoff' (T-12) must be the last criterion…"},
        // KO-3's settings nothing reads without a knockout, a PI-10 final (or T-12 play-offs).
        Case{"unread_max_match_games",
             replaced("rounds = 5", "rounds = 5\nmax_match_games = 5"),
             {},
             "FILE:7: rules.max_match_games: not used here: only a knockout match, a PI-10 final or T-12 "
             "play-offs read it…"}),
    [](const ::testing::TestParamInfo<Case>& i) { return std::string(i.param.name); });

// Issue 13 item 8: --tiebreaks sets the individual list, which a team event never reads.
TEST(Simulate, TiebreaksOnATeamScenarioIsRefused) {
  const fs::path dir = temp_dir("simulate-team-tiebreaks");
  const CliResult r = run_xqsim({"simulate", kScenarios + "/yuangou-2009-team.toml", "-n", "2", "--tiebreaks",
                                 "wins", "--out", (dir / "out").string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(
      r.err.find("--tiebreaks: not used by format = team_swiss (teams are ranked by team_tiebreaks (PT-14))"),
      std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(dir / "out")) << "bad input must leave no output";
  fs::remove_all(dir);
}

// `--set boards=2` on a team field listed in pairs: the scenario is checked with it (it had been
// refused for boards = 3 before --set was applied), and without it the message says why.
TEST(Simulate, SetReachesTheScenarioBeforeItIsChecked) {
  const fs::path dir = temp_dir("simulate-set-boards");
  std::ofstream(dir / "pairs.csv") << "name,team,rating\nA1,X,2000\nA2,X,1990\nB1,Y,1980\nB2,Y,1970\n"
                                      "C1,Z,1960\nC2,Z,1950\n";
  std::ofstream(dir / "pairs.toml")
      << "[event]\nname = \"Pairs\"\nformat = \"team_swiss\"\n[rules]\nrounds = 2\nfirst_round = \"fold\"\n"
         "[field]\nentrants_file = \"pairs.csv\"\n[simulation]\ncount = 3\n";
  const std::string scenario = (dir / "pairs.toml").string();
  const CliResult refused = run_xqsim({"simulate", scenario, "--out", (dir / "no").string()});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("field.entrants: team 'X' has 2 players; rules.boards = 3"), std::string::npos)
      << refused.err;
  EXPECT_FALSE(fs::exists(dir / "no"));
  const CliResult r = run_xqsim({"simulate", scenario, "--set", "boards=2", "--out", (dir / "out").string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json s = read_json(dir / "out" / "summary.json");
  EXPECT_EQ(s["count"], 3);
  EXPECT_EQ(s["violations"]["total"], 0) << s["violations"].dump();
  fs::remove_all(dir);
}

// An empty value is not "not given": `--tiebreaks ''` had run under the scenario's list and
// `--out ''` had written to out/<scenario> (exit 0 both); compare and merge the same.
TEST(Simulate, EmptyTiebreaksOrOutIsRefused) {
  const fs::path dir = temp_dir("simulate-empty-values");
  const std::string women = kScenarios + "/wxc-2022-women.toml";
  const std::string in_dir = "cd " + shell_quote(dir.string()) + " && " + shell_quote(XQSIM_BIN);
  const CliResult tb = run_command(in_dir, {"simulate", women, "-n", "2", "--tiebreaks", ""});
  EXPECT_EQ(tb.exit_code, 2) << tb.err;
  EXPECT_EQ(tb.err.rfind("xqsim simulate: error: --tiebreaks: ", 0), 0u) << tb.err;
  const CliResult out = run_command(in_dir, {"simulate", women, "-n", "2", "--out", ""});
  EXPECT_EQ(out.exit_code, 2) << out.err;
  EXPECT_EQ(out.err, "xqsim simulate: error: --out: expected a folder, got an empty value\n");
  const CliResult cmp = run_command(
      in_dir, {"compare", women, "-n", "2", "--variant", "a", "--variant", "b:rounds=5", "--out", ""});
  EXPECT_EQ(cmp.exit_code, 2) << cmp.err;
  EXPECT_EQ(cmp.err, "xqsim compare: error: --out: expected a folder, got an empty value\n");
  const CliResult merge = run_command(in_dir, {"merge", (dir / "none.json").string(), "--out", ""});
  EXPECT_EQ(merge.exit_code, 2) << merge.err;
  EXPECT_EQ(merge.err, "xqsim merge: error: --out: expected a folder, got an empty value\n");
  EXPECT_FALSE(fs::exists(dir / "out")) << "bad input must leave no output";
  fs::remove_all(dir);
}

TEST(Simulate, MissingScenarioFile) {
  const fs::path dir = temp_dir("simulate-missing");
  const CliResult r = run_xqsim({"simulate", (dir / "nope.toml").string(), "--out", (dir / "out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "xqsim simulate: error: " + (dir / "nope.toml").string() +
                       ": cannot open the scenario file: No such file or directory\n");
  EXPECT_FALSE(fs::exists(dir / "out"));
  fs::remove_all(dir);
}

TEST(Simulate, UnknownOption) {
  const CliResult r = run_xqsim({"simulate", kScenarios + "/wxc-2022-women.toml", "--frobnicate"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("frobnicate"), std::string::npos) << r.err;
}

// Every bundled scenario (the team one included) runs, verified — V-6 included — with zero
// violations.
TEST(Simulate, BundledScenariosRunWithoutViolations) {
  int ran = 0;
  for (const auto& e : fs::directory_iterator(kScenarios)) {
    if (e.path().extension() != ".toml") continue;
    SCOPED_TRACE(e.path().filename().string());
    const fs::path dir = temp_dir("simulate-" + e.path().stem().string());
    const CliResult r = run_xqsim({"simulate", e.path().string(), "-n", "6", "--threads", "2", "--seed", "11",
                                   "--keep", "1", "--out", (dir / "out").string()});
    ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
    const nlohmann::json s = read_json(dir / "out" / "summary.json");
    EXPECT_EQ(s["schema"], 2);
    EXPECT_EQ(s["count"], 6);
    EXPECT_EQ(s["seed"], 11);
    EXPECT_EQ(s["violations"]["total"], 0) << s["violations"].dump();
    EXPECT_EQ(s["tournaments"]["no_pairing"], 0);
    for (const char* d : {"colour_difference", "home_away", "floats", "byes"})
      EXPECT_TRUE(s["distributions"].contains(d)) << d;
    EXPECT_TRUE(fs::exists(dir / "out" / "records" / "tournament-0.json"));
    EXPECT_NE(r.out.find("violations"), std::string::npos) << r.out;
    EXPECT_FALSE(fs::exists(dir / "out" / "failures"));
    ++ran;
    fs::remove_all(dir);
  }
  EXPECT_GE(ran, 4);
}

// RR-2 groups, played by the engine and checked by the verifier's own snake and tables: rules.md's
// 11 players in two groups (5 and 6, 5 rounds, A's sit-outs a win) and 12 in three groups of 4.
TEST(Simulate, RoundRobinGroupsRunWithoutViolations) {
  const std::string base = R"([event]
name = "groups"
format = "round_robin"
time_control = "standard"
[rules]
rounds = 5
groups = 2
rr_bye = "win"
tiebreaks = ["wxc-rr"]
playoff_places = "all"
[field]
count = 11
rating = { distribution = "normal", mean = 2000, sd = 200 }
associations = 6
seeding = "rating"
[simulation]
count = 20
seed = 3
)";
  const fs::path dir = temp_dir("simulate-rr-groups");
  const std::vector<std::vector<std::pair<std::string, std::string>>> variants = {
      {}, {{"rounds = 5", "rounds = 3"}, {"groups = 2", "groups = 3"}, {"count = 11", "count = 12"}}};
  for (size_t i = 0; i < variants.size(); ++i) {
    std::string text = base;
    for (const auto& [from, to] : variants[i]) text.replace(text.find(from), from.size(), to);
    SCOPED_TRACE(text);
    const fs::path file = dir / ("groups" + std::to_string(i) + ".toml");
    std::ofstream(file) << text;
    const fs::path out = dir / ("out" + std::to_string(i));
    const CliResult r = run_xqsim({"simulate", file.string(), "--threads", "2", "--out", out.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
    const nlohmann::json s = read_json(out / "summary.json");
    EXPECT_EQ(s["count"], 20);
    EXPECT_EQ(s["violations"]["total"], 0) << s["violations"].dump();
  }
  fs::remove_all(dir);
}

TEST(Simulate, AFieldOfFiveThousandIsSimulatedAndRanked) {
  // Issue 15: fields over 2,000 were refused after the event was played; every measure now scales
  // (Kendall by merge sort, exact fixed point in 256 bits). Two tournaments of 5,000 players.
  const fs::path dir = temp_dir("simulate-5000");
  const fs::path file = dir / "open5000.toml";
  std::ofstream(file) << R"([event]
name = "Open 5000"
format = "swiss"
[rules]
rounds = 7
[field]
count = 5000
rating = { distribution = "normal", mean = 1800, sd = 300 }
[simulation]
count = 2
seed = 5
)";
  const fs::path out = dir / "out";
  const CliResult r = run_xqsim({"simulate", file.string(), "--threads", "2", "--out", out.string()});
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  const nlohmann::json s = read_json(out / "summary.json");
  EXPECT_EQ(s["count"], 2);
  EXPECT_EQ(s["violations"]["total"], 0) << s["violations"].dump();
  const nlohmann::json& tau = s["fairness"]["metrics"]["kendall_tau"];
  EXPECT_EQ(tau["count"], 2);
  // Seven rounds order a wide field well but far from perfectly: 0.5 < tau < 1 in each event.
  const double mean_tau = std::stod(tau["sum"].get<std::string>()) / 2 / 1e9;
  EXPECT_GT(mean_tau, 0.5);
  EXPECT_LT(mean_tau, 1.0);
  fs::remove_all(dir);
}

TEST(Simulate, SummaryIsTheSameForAnyThreadCount) {
  const fs::path dir = temp_dir("simulate-threads");
  const std::string scenario = kScenarios + "/wxc-2022-men.toml";
  std::string first;
  for (const char* threads : {"1", "2", "3"}) {
    const fs::path out = dir / (std::string("t") + threads);
    const CliResult r = run_xqsim(
        {"simulate", scenario, "-n", "24", "--seed", "3", "--threads", threads, "--out", out.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string text = slurp(out / "summary.json");
    if (first.empty())
      first = text;
    else
      EXPECT_EQ(text, first) << threads << " threads";
  }
  fs::remove_all(dir);
}

TEST(Simulate, ShardsCountTheirShare) {
  const fs::path dir = temp_dir("simulate-shards");
  const std::string scenario = kScenarios + "/wxc-2022-women.toml";
  std::uint64_t total = 0;
  for (const char* shard : {"1/3", "2/3", "3/3"}) {
    const fs::path out = dir / (std::string("s") + shard[0]);
    const CliResult r =
        run_xqsim({"simulate", scenario, "-n", "10", "--shard", shard, "--out", out.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto s = read_json(out / "summary.json");
    EXPECT_EQ(s["requested"], 10);
    total += s["count"].get<std::uint64_t>();
  }
  EXPECT_EQ(total, 10u);  // merged exactly: tests/sim/batch_test.cpp, event_test.cpp
  fs::remove_all(dir);
}

// SIM-7 --keep-warnings K: per kind, the K lowest batch indices showing it, whatever the threads;
// each a whole record that `xqsim verify` replays, V-6 included, with its .seed.
TEST(Simulate, KeepWarningsKeepsTheFirstKOfEachKind) {
  const fs::path dir = temp_dir("simulate-keep-warnings");
  const std::string scenario = kScenarios + "/wxc-2022-men.toml";
  std::vector<std::string> first;
  for (const char* threads : {"1", "2"}) {
    const fs::path out = dir / (std::string("t") + threads);
    const CliResult r = run_xqsim({"simulate", scenario, "-n", "30", "--seed", "5", "--threads", threads,
                                   "--keep-warnings", "2", "--out", out.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("warning examples: " + (out / "warnings").string() + "/ ("), std::string::npos)
        << r.out;
    const std::vector<std::string> files = listing(out / "warnings");
    if (first.empty())
      first = files;
    else
      EXPECT_EQ(files, first) << threads << " threads";
  }
  const nlohmann::json s = read_json(dir / "t1" / "summary.json");
  ASSERT_TRUE(s["warnings"].contains("W-5")) << s["warnings"].dump();
  size_t w5 = 0;
  for (const std::string& f : first) w5 += f.rfind("W-5/", 0) == 0 && f.ends_with(".json");
  EXPECT_EQ(w5, 2u);
  const fs::path kept = dir / "t1" / "warnings" / "W-5";
  for (const auto& e : fs::directory_iterator(kept)) {
    if (e.path().extension() != ".json") continue;
    std::string seed = slurp(fs::path(e.path()).replace_extension(".seed"));
    ASSERT_FALSE(seed.empty());
    seed.pop_back();  // the newline
    const CliResult v = run_xqsim({"verify", e.path().string(), "--repair-seed", seed});
    EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
    EXPECT_NE(v.out.find("9 rounds checked: 0 violations"), std::string::npos) << v.out;
  }
  fs::remove_all(dir);
}

// V-6 runs by default and is recorded in the summary's settings; off, the two do not merge.
TEST(Simulate, RepairCheckIsRecordedInTheSettings) {
  const fs::path dir = temp_dir("simulate-repair-check");
  const std::string scenario = kScenarios + "/wxc-2022-women.toml";
  ASSERT_EQ(run_xqsim({"simulate", scenario, "-n", "4", "--out", (dir / "on").string()}).exit_code, 0);
  ASSERT_EQ(
      run_xqsim({"simulate", scenario, "-n", "4", "--repair-check", "off", "--out", (dir / "off").string()})
          .exit_code,
      0);
  EXPECT_EQ(read_json(dir / "on" / "summary.json")["settings"]["repair_check"], true);
  EXPECT_EQ(read_json(dir / "off" / "summary.json")["settings"]["repair_check"], false);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
