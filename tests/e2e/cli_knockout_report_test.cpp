// Fairness reports of an event with a knockout as a user makes them (docs/fairness.md "Events with
// a knockout", issue 12 item 8): `simulate scenarios/wxc-2019-women.toml` (RR-2 groups, then the
// KO-2 cross knockout) writes the "Knockout stage" section in report.md, report.html and
// tables/knockout.csv, ranks by the event's places, and counts only the groups' sit-outs; its
// shard summaries merge into the whole batch's byte for byte, the knockout part included.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kWomen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-women.toml";

bool has(const std::string& s, const std::string& what) { return s.find(what) != std::string::npos; }

CliResult simulate(const fs::path& out, std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"simulate",  kWomen, "--count", "50",
                                   "--threads", "2",    "--out",   out.string()};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_xqsim_ok(args);
}

class KnockoutReports : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = temp_dir("ko-reports");
    simulate(dir_ / "whole");
    simulate(dir_ / "s1", {"--shard", "1/2"});
    simulate(dir_ / "s2", {"--shard", "2/2"});
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static fs::path dir_;
};
fs::path KnockoutReports::dir_;

TEST_F(KnockoutReports, ReportMdHasTheKnockoutStage) {
  const std::string md = slurp(dir_ / "whole" / "report.md");
  ASSERT_FALSE(md.empty());
  EXPECT_TRUE(has(md, "### Knockout stage")) << md;
  for (const char* row : {"| strongest entrant wins the event (", "| strongest entrant wins its group (",
                          "| Kendall tau, final places ", "| Kendall tau, first-stage order ",
                          "| what the knockout adds to Kendall tau ", "| places moved by the knockout ",
                          "| entrants the knockout moves (", "| first stage's leader does not win ("})
    EXPECT_TRUE(has(md, row)) << row;
  EXPECT_TRUE(has(md, "over the 11 entrants per event the knockout places"));
  EXPECT_TRUE(has(md, "every one decided by the cross knockout (KO-2)"));
  EXPECT_TRUE(has(md, "Read on the first stage (rounds 1–5)"));
}

TEST_F(KnockoutReports, ReportHtmlAndCsvHaveIt) {
  const std::string html = slurp(dir_ / "whole" / "report.html");
  EXPECT_TRUE(has(html, "<section id=\"knockout\">"));
  EXPECT_TRUE(has(html, "<h2>Knockout stage</h2>"));
  const std::string csv = slurp(dir_ / "whole" / "tables" / "knockout.csv");
  EXPECT_TRUE(has(csv, "format,cross,"));
  EXPECT_TRUE(has(csv, "events,50,"));
}

TEST_F(KnockoutReports, TheFiguresHangTogether) {
  const json r = json::parse(slurp(dir_ / "whole" / "report.json"));
  const json& k = r.at("knockout");
  EXPECT_EQ(k.at("format"), "cross");
  EXPECT_EQ(k.at("events"), 50);
  // The ranking reads the event's places: its strongest-wins is the knockout's.
  // (1st is never shared after a knockout: the mean of 0s and 1s is the knockout's share.)
  EXPECT_DOUBLE_EQ(r.at("ranking").at("strongest_won").at("mean").get<double>(),
                   k.at("strongest_won").at("share").get<double>());
  EXPECT_DOUBLE_EQ(r.at("ranking").at("kendall_tau").at("mean").get<double>(),
                   k.at("kendall_tau_final").at("mean").get<double>());
  // KO-2 places all 11, each moving within its block of four at most 3 places.
  EXPECT_EQ(k.at("places_moved").at("entrants"), 550);
  EXPECT_LE(k.at("places_moved").at("mean").get<double>(), 3.0);
  EXPECT_LE(k.at("places_changed").at("count").get<int>(), 550);
  // Every rank vs strength point is a mean place of 1..11.
  EXPECT_EQ(r.at("rank_vs_strength").size(), 11u);
  // Group A (5) sits out once each, group B (6) never; the knockout's walkovers are not sit-outs.
  EXPECT_EQ(r.at("distributions").at("byes"), (json{{"0", 300}, {"1", 250}}));
}

TEST_F(KnockoutReports, TwoShardsMergeIntoTheWholeBatch) {
  const fs::path out = dir_ / "merged";
  const CliResult m = run_xqsim_ok({"merge", (dir_ / "s2" / "summary.json").string(),
                                    (dir_ / "s1" / "summary.json").string(), "--out", out.string()});
  const std::string whole = slurp(dir_ / "whole" / "summary.json");
  ASSERT_TRUE(has(whole, "\"knockout\""));
  EXPECT_EQ(slurp(out / "summary.json"), whole);
  const json part = json::parse(slurp(dir_ / "s1" / "summary.json"));
  EXPECT_EQ(part.at("fairness").at("knockout").at("events"), 25);
  EXPECT_EQ(slurp(out / "report.md"), slurp(dir_ / "whole" / "report.md"));
}

// KO-1 (a Swiss, then the top four's knockout): compare ranks the same results by each list —
// places 1–4 are the knockout's, the same for every list (top-3 accuracy differs by exactly 0),
// and places 5.. the first stage's under the list measured, so two lists that order its ties
// differently give different ranking measures (every one differed by exactly 0: each list was
// measured on the event's own places 5..).
TEST(KnockoutCompare, TheFirstStagesPlacesAreRankedByEachListKO1_5) {
  const fs::path dir = temp_dir("ko-compare-lists");
  run_xqsim_ok({"compare", std::string(XQ_SOURCE_DIR) + "/scenarios/national-games-2021-final.toml",
                "--tiebreaks", "cn-14.3.1", "--tiebreaks", "opponent_score", "-n", "20", "--repair-check",
                "off", "--out", dir.string()});
  const json r = json::parse(slurp(dir / "report.json"));
  std::map<std::string, double> diff;
  for (const json& d : r.at("differences")) diff[d.at("metric").get<std::string>()] = d.at("mean_diff");
  EXPECT_EQ(diff.at("top3_accuracy"), 0.0);
  EXPECT_EQ(diff.at("strongest_won"), 0.0);
  EXPECT_NE(diff.at("mean_abs_displacement"), 0.0) << r.at("differences").dump();
  EXPECT_NE(diff.at("kendall_tau"), 0.0);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
