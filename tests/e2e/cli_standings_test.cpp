// `xqsim standings` as a user runs it: good records in every format, and bad input of many
// kinds, each exit code 2 with a message naming the place and the reason.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

const std::string kSampleJson = std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.json";
const std::string kSampleTrf = std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.trf";

std::string write_file(const std::string& name, const std::string& text) {
  static const auto dir = temp_dir("standings-inputs");
  const auto path = dir / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

std::string mutated_sample(const std::string& name, const std::function<void(nlohmann::json&)>& f) {
  nlohmann::json j = nlohmann::json::parse(slurp(kSampleJson));
  f(j);
  return write_file(name, j.dump(2));
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(CliStandings, TableHasAHeaderARuleAndOneRowPerPlayer) {
  const CliResult r = run_xqsim({"standings", kSampleJson});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto l = lines(r.out);
  ASSERT_EQ(l.size(), 2u + 17u);
  EXPECT_NE(l[0].find("rank"), std::string::npos);
  EXPECT_NE(l[0].find("opponent_score"), std::string::npos);
  EXPECT_NE(l[0].find("previous_round"), std::string::npos);
  EXPECT_EQ(l[1].find_first_not_of('-'), std::string::npos);
}

TEST(CliStandings, CsvHeaderNamesEveryTiebreak) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out).at(0),
            "rank,start_no,name,team,score,opponent_score,wins,fouls,black_wins,black_games,previous_round");
}

TEST(CliStandings, TrfAndJsonOfTheSameEventGiveTheSameStandings) {
  // TRF keeps no rule settings beyond the points and no bye colour marks (docs/record-format.md):
  // give both the same list and readings, with the marks not counted.
  const std::vector<std::string> opts = {
      "--format",    "csv",
      "--set",       "bye_colour_mark=none",
      "--set",       "previous_round=recent_rounds",
      "--tiebreaks", "opponent_score,wins,fouls,black_wins,black_games,previous_round"};
  std::vector<std::string> a = {"standings", kSampleJson}, b = {"standings", kSampleTrf};
  a.insert(a.end(), opts.begin(), opts.end());
  b.insert(b.end(), opts.begin(), opts.end());
  const CliResult rj = run_xqsim(a), rt = run_xqsim(b);
  ASSERT_EQ(rj.exit_code, 0) << rj.err;
  ASSERT_EQ(rt.exit_code, 0) << rt.err;
  EXPECT_EQ(rj.out, rt.out);
}

TEST(CliStandings, TiebreakListChangesTheColumns) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--tiebreaks", "wxc-swiss", "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out).at(0),
            "rank,start_no,name,team,score,opponent_score,direct_encounter,wins,black_wins,black_games,"
            "strong_opponent_score,fouls,previous_round");
}

TEST(CliStandings, JsonOutputParsesAndListsEveryPlayer) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--format", "json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("rows").size(), 17u);
  EXPECT_EQ(j.at("rows")[0].at("rank"), 1);
}

TEST(CliStandings, HelpExitsZero) {
  const CliResult r = run_xqsim({"standings", "--help"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("--tiebreaks"), std::string::npos);
  EXPECT_EQ(run_xqsim({"--help"}).exit_code, 0);
}

// --- bad input: one row per kind; each must exit 2 and name the place and the reason.

struct BadCase {
  std::string name;
  std::function<std::vector<std::string>()> args;
  std::vector<std::string> message_parts;  // every one must appear in stderr
};

std::string sample_trf_with(const std::function<void(std::vector<std::string>&)>& f) {
  auto l = lines(slurp(kSampleTrf));
  f(l);
  std::string s;
  for (const auto& x : l) s += x + "\n";
  return s;
}

size_t first_player_line(const std::vector<std::string>& l) {
  for (size_t i = 0; i < l.size(); ++i)
    if (l[i].rfind("001", 0) == 0) return i;
  return 0;
}

const std::vector<BadCase>& bad_cases() {
  static const std::vector<BadCase> cases = {
      {"missing_file",
       [] {
         return std::vector<std::string>{"standings", "/nonexistent/x.json"};
       },
       {"/nonexistent/x.json"}},
      {"unknown_extension",
       [] {
         return std::vector<std::string>{"standings", write_file("a.txt", "x")};
       },
       {"a.txt", ".json", ".trf"}},
      {"malformed_json",
       [] {
         return std::vector<std::string>{"standings",
                                         write_file("bad.json", "{\n  \"schema\": 1,\n  oops\n}")};
       },
       {"bad.json:3:", "syntax error"}},
      {"unknown_player",
       [] {
         return std::vector<std::string>{
             "standings", mutated_sample("unknown-player.json",
                                         [](nlohmann::json& j) { j["rounds"][0]["games"][0]["red"] = 99; })};
       },
       {"unknown-player.json", "99", "round 1"}},
      {"player_twice_in_a_round",
       [] {
         return std::vector<std::string>{"standings", mutated_sample("twice.json", [](nlohmann::json& j) {
                                           j["rounds"][2]["games"][1]["red"] =
                                               j["rounds"][2]["games"][0]["red"];
                                         })};
       },
       {"twice.json", "round 3"}},
      {"unknown_key_in_record",
       [] {
         return std::vector<std::string>{"standings",
                                         mutated_sample("unknown-key.json", [](nlohmann::json& j) {
                                           j["rounds"][0]["games"][0]["colour"] = "red";
                                         })};
       },
       {"unknown-key.json", "colour"}},
      {"bad_result",
       [] {
         return std::vector<std::string>{"standings",
                                         mutated_sample("bad-result.json", [](nlohmann::json& j) {
                                           j["rounds"][0]["games"][0]["result"] = "1-0";
                                         })};
       },
       {"bad-result.json", "rounds[0].games[0].result", "1-0"}},
      {"schema_version",
       [] {
         return std::vector<std::string>{
             "standings", mutated_sample("schema.json", [](nlohmann::json& j) { j["schema"] = 99; })};
       },
       {"schema.json", "schema", "99"}},
      {"trf_score_does_not_add_up",
       [] {
         return std::vector<std::string>{
             "standings", write_file("score.trf", sample_trf_with([](std::vector<std::string>& l) {
                                       std::string& p = l[first_player_line(l)];
                                       p.replace(p.find(" 9.0 "), 5, "10.0 ");  // player 1 scored 9.0
                                     }))};
       },
       {"score.trf:", "points", "player 1", "add up to 9"}},
      {"trf_truncated_line",
       [] {
         return std::vector<std::string>{
             "standings", write_file("truncated.trf", sample_trf_with([](std::vector<std::string>& l) {
                                       std::string& p = l[first_player_line(l)];
                                       p.resize(p.size() - 5);
                                     }))};
       },
       {"truncated.trf:"}},
      {"unknown_tiebreak",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--tiebreaks", "opponent_score,luck"};
       },
       {"--tiebreaks", "luck"}},
      {"set_without_equals",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "bye_opponent_score"};
       },
       {"--set", "KEY=VALUE"}},
      {"set_unknown_key",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "speed=3"};
       },
       {"--set speed", "unknown setting"}},
      {"set_bad_value",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "bye_opponent_score=highest"};
       },
       {"bye_opponent_score", "highest", "lowest, lowest_nonzero, zero"}},
      {"set_impossible_points",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "points.draw=5"};
       },
       {"points", "win > draw"}},
      {"bad_format",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--format", "xml"};
       },
       {"--format", "xml"}},
      {"unknown_option",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--frobnicate"};
       },
       {"frobnicate"}},
      {"missing_record", [] { return std::vector<std::string>{"standings"}; }, {"record"}},
      {"rules_file_unknown_key",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--rules",
                                         write_file("r.toml", "[rules]\nrounds = 11\nbye_score = 2\n")};
       },
       {"r.toml", "3", "bye_score"}},
      {"teams_on_individual_event",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--teams"};
       },
       {"--teams", "no teams"}},
      {"unknown_command", [] { return std::vector<std::string>{"standingz"}; }, {"standingz"}},
  };
  return cases;
}

class CliStandingsBadInput : public ::testing::TestWithParam<size_t> {};

TEST_P(CliStandingsBadInput, ExitsTwoWithAPreciseMessage) {
  const BadCase& c = bad_cases()[GetParam()];
  const CliResult r = run_xqsim(c.args());
  EXPECT_EQ(r.exit_code, 2) << c.name << "\nstderr: " << r.err;
  EXPECT_TRUE(r.out.empty()) << c.name << ": no partial output on bad input\n" << r.out;
  for (const std::string& part : c.message_parts)
    EXPECT_NE(r.err.find(part), std::string::npos) << c.name << ": '" << part << "' not in: " << r.err;
}

INSTANTIATE_TEST_SUITE_P(Kinds, CliStandingsBadInput, ::testing::Range<size_t>(0, bad_cases().size()),
                         [](const auto& info) { return bad_cases()[info.param].name; });

}  // namespace
}  // namespace xq::test
