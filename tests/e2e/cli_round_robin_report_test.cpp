// Fairness reports of round robins as a user makes them (docs/fairness.md "Round robins", issue 11
// item 9): `simulate` of the 6-player WXC 2022 girls U12 and of an odd field of 7 writes the
// round-robin sections (the ties place by place, the Berger table's checks) and none of the Swiss
// floats and colour charts; the sit-out's score (rr_bye none or win) changes no figure of the
// ranking; `compare --tiebreaks wxc-rr --tiebreaks cn-14.1` reports both lists' tiebreak accuracy on
// the same simulated results, its wxc-rr variant equal to simulate's own.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/run_cli.hpp"
#include "tests/support/tiebreak_lists.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kGirls = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-girls-u12.toml";

// An odd field: 7 players, 7 rounds (RR-1.4), one sitting out each round, scored as a win.
const char* kOddField = R"(
[event]
name = "Odd round robin"
format = "round_robin"
time_control = "standard"

[rules]
rounds = 7
rr_numbers = "lots"
rr_bye = "win"
tiebreaks = ["wxc-rr"]

[field]
count = 7
rating = { distribution = "normal", mean = 1500, sd = 250 }
seeding = "random"

[simulation]
count = 10
seed = 1
)";

std::vector<std::string> names(const json& criteria) {
  std::vector<std::string> n;
  for (const json& c : criteria) n.push_back(c.at("name").get<std::string>());
  return n;
}

// The place tallies add up: every tied place was decided by one criterion or is still tied.
void expect_places_add_up(const json& places, const std::vector<std::string>& list) {
  SCOPED_TRACE(places.dump());
  EXPECT_EQ(names(places.at("criteria")), list);
  std::uint64_t decided = 0, correct = 0;
  for (const json& c : places.at("criteria")) {
    decided += c.at("decided").get<std::uint64_t>();
    correct += c.at("correct").get<std::uint64_t>();
  }
  EXPECT_EQ(decided + places.at("unresolved").get<std::uint64_t>(),
            places.at("tied_places").get<std::uint64_t>());
  EXPECT_EQ(places.at("accuracy").at("decided").get<std::uint64_t>(), decided);
  EXPECT_EQ(places.at("accuracy").at("correct").get<std::uint64_t>(), correct);
  EXPECT_GT(decided, 0u);
  EXPECT_TRUE(places.at("accuracy").at("share").is_number());
  EXPECT_TRUE(places.at("playoff_tournaments").at("share").is_number());
}

class RoundRobinReports : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = temp_dir("rr-reports");
    std::ofstream(dir_ / "odd.toml") << kOddField;
    const auto run = [](std::vector<std::string> args) {
      const CliResult r = run_xqsim(args);
      EXPECT_EQ(r.exit_code, 0) << r.err << r.out;
      return r;
    };
    girls_ = run({"simulate", kGirls, "-n", "60", "--seed", "4", "--threads", "2", "--out", out("girls")});
    run({"simulate", (dir_ / "odd.toml").string(), "-n", "60", "--seed", "4", "--threads", "2", "--out",
         out("odd-win")});
    run({"simulate", (dir_ / "odd.toml").string(), "-n", "60", "--seed", "4", "--threads", "2", "--set",
         "rr_bye=none", "--out", out("odd-none")});
    run({"compare", kGirls, "-n", "60", "--seed", "4", "--threads", "2", "--tiebreaks", "wxc-rr",
         "--tiebreaks", "cn-14.1", "--out", out("compare")});
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static std::string out(const std::string& name) { return (dir_ / name).string(); }
  static json report(const std::string& name) { return read_json(dir_ / name / "report.json"); }

  static fs::path dir_;
  static CliResult girls_;
};
fs::path RoundRobinReports::dir_;
CliResult RoundRobinReports::girls_;

TEST_F(RoundRobinReports, SimulateReportsThePlacesAndNoFloats) {
  const json r = report("girls");
  EXPECT_EQ(r["violations"]["total"], 0);
  ASSERT_TRUE(r.contains("round_robin"));
  EXPECT_EQ(r["round_robin"]["rr_bye"], "none");
  expect_places_add_up(r["round_robin"]["places"], kWxcRr);
  // Even field: the lot gives numbers 1..3 one red more, so colour luck is measured.
  EXPECT_TRUE(r["colour_luck"]["rank_per_red"].is_number());

  const std::string html = slurp(dir_ / "girls" / "report.html");
  EXPECT_NE(html.find("<section id=\"schedule\">"), std::string::npos);
  EXPECT_EQ(html.find("<section id=\"distributions\">"), std::string::npos);
  EXPECT_EQ(html.find("Floats per round"), std::string::npos);
  EXPECT_NE(html.find("Places each criterion decided, per tournament"), std::string::npos);
  EXPECT_NE(html.find("Play-off needed (T-12)"), std::string::npos);
  const std::string md = slurp(dir_ / "girls" / "report.md");
  EXPECT_NE(md.find("### Tiebreaks place by place"), std::string::npos);
  EXPECT_EQ(md.find("### Distributions"), std::string::npos);
  EXPECT_TRUE(fs::exists(dir_ / "girls" / "tables" / "places.csv"));
  // The terminal table counts no floats for a round robin.
  EXPECT_EQ(girls_.out.find("floats per round"), std::string::npos) << girls_.out;
}

TEST_F(RoundRobinReports, OddFieldEverybodySitsOutOnceAndColoursAreEven) {
  for (const char* name : {"odd-win", "odd-none"}) {
    SCOPED_TRACE(name);
    const json r = report(name);
    EXPECT_EQ(r["violations"]["total"], 0);
    // RR-1.3: each of the 7 sits out exactly once in each of the 60 tournaments, scored or not.
    EXPECT_EQ(r["distributions"]["byes"], json({{"1", 420}}));
    // RR-1.2: an odd field's table gives everyone 3 reds and 3 blacks: nothing for colour luck.
    EXPECT_TRUE(r["colour_luck"]["rank_per_red"].is_null());
    expect_places_add_up(r["round_robin"]["places"], kWxcRr);
  }
}

TEST_F(RoundRobinReports, TheSitOutsScoreChangesNoOrder) {
  // RR-1.3: everyone sits out once, so rr_bye = win adds 2 points and a win to every total and
  // changes no order: on the same seed every ranking and tiebreak figure is the same.
  const json win = report("odd-win"), none = report("odd-none");
  EXPECT_EQ(win["round_robin"]["rr_bye"], "win");
  EXPECT_EQ(none["round_robin"]["rr_bye"], "none");
  for (const char* key : {"ranking", "rank_vs_strength", "tiebreaks", "colour_luck", "results"})
    EXPECT_EQ(win[key], none[key]) << key;
  EXPECT_EQ(win["round_robin"]["places"], none["round_robin"]["places"]);
}

TEST_F(RoundRobinReports, CompareReportsBothListsOnTheSameResults) {
  const json c = report("compare");
  EXPECT_EQ(c["kind"], "compare");
  EXPECT_EQ(c["violations"]["total"], 0);
  ASSERT_EQ(c["variants"].size(), 2u);
  EXPECT_EQ(c["variants"][0]["name"], "wxc-rr");
  EXPECT_EQ(c["variants"][1]["name"], "cn-14.1");
  EXPECT_EQ(names(c["variants"][0]["tiebreaks_analysis"]["criteria"]), kWxcRr);
  EXPECT_EQ(names(c["variants"][1]["tiebreaks_analysis"]["criteria"]), kCn141);
  expect_places_add_up(c["variants"][0]["places"], kWxcRr);
  expect_places_add_up(c["variants"][1]["places"], kCn141);
  // Who is tied on points does not depend on the list: the same ties for both.
  EXPECT_EQ(c["variants"][0]["tiebreaks_analysis"]["tied_pairs"],
            c["variants"][1]["tiebreaks_analysis"]["tied_pairs"]);
  EXPECT_EQ(c["variants"][0]["places"]["tied_places"], c["variants"][1]["places"]["tied_places"]);
  for (const json& v : c["variants"])
    EXPECT_TRUE(v["tiebreaks_analysis"]["tie_order_accuracy"]["mean"].is_number()) << v["name"];
  bool tie_order = false;
  for (const json& d : c["differences"])
    if (d["metric"] == "tie_order_accuracy") tie_order = d["mean_diff"].is_number();
  EXPECT_TRUE(tie_order);

  // Common random numbers: the baseline ranks exactly simulate's tournaments (same seed, count).
  const json s = report("girls");
  EXPECT_EQ(c["variants"][0]["places"], s["round_robin"]["places"]);
  EXPECT_EQ(c["variants"][0]["ranking"], s["ranking"]);

  const std::string html = slurp(dir_ / "compare" / "report.html");
  EXPECT_NE(html.find("<section id=\"places\">"), std::string::npos);
  EXPECT_NE(slurp(dir_ / "compare" / "report.md").find("### Place by place (round robin)"),
            std::string::npos);
  const std::string csv = slurp(dir_ / "compare" / "tables" / "places.csv");
  EXPECT_NE(csv.find("\nwxc-rr,1,sonneborn_berger,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("\ncn-14.1,2,wins,"), std::string::npos) << csv;
}

}  // namespace
}  // namespace xq::test
