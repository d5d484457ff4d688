#include <gtest/gtest.h>

#include <string>

#include "reports/csv_report.hpp"

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

std::vector<std::string> names(const std::map<std::string, std::string>& files) {
  std::vector<std::string> v;
  for (const auto& [name, text] : files) v.push_back(name);
  return v;
}

TEST(CsvReport, SimulateTablesWithFixedDecimals) {
  const ojson r = ojson::parse(R"json({
    "schema": 1, "kind": "simulate", "scenario": "WXC, men", "seed": 1, "count": 50, "requested": 50,
    "violations": {"total": 0}, "tournaments": {"with_violations": 0, "no_pairing": 0},
    "warnings": {"W-2": 9}, "verifier_warnings": {"PI-7": 14},
    "warnings_per_tournament": {"PI-7": {"mean": 0.28, "p95": 1, "max": 3}, "W-2": {"mean": 0.18, "p95": 1, "max": 2}},
    "results": {"games": 8100, "red_wins": 3276},
    "distributions": {"colour_difference": {"-1": 883, "0": 18, "1": 890}, "home_away": {}},
    "ranking": {"kendall_tau": {"mean": 0.5523, "sd": 0.0712, "ci95": [0.5492, 0.5554]},
                "strongest_won": {"count": 16, "of": 50, "share": 0.32, "ci95": [0.208, 0.458]}},
    "rank_vs_strength": [{"strength_rank": 1, "mean_final_rank": 2.31}],
    "tiebreaks": {"list": ["wxc-swiss"], "tied_pairs": 700, "unresolved": 9, "unresolved_share": 0.0129,
                  "tie_order_accuracy": {"mean": 0.59, "sd": 0.16, "ci95": [0.57, 0.61]},
                  "criteria": [{"name": "opponent_score", "decided": 500, "share_of_ties": 0.714, "correct": 306,
                                "accuracy": 0.612, "ci95": [0.569, 0.654]},
                               {"name": "a \"quoted\", name", "decided": 0, "share_of_ties": 0, "correct": 0,
                                "accuracy": null, "ci95": null}]},
    "colour_luck": {"rank_per_red": -0.41, "ci95": [-0.56, -0.26], "observations": 1800}
  })json");
  const auto files = write_csv_tables(r);
  EXPECT_EQ(names(files),
            (std::vector<std::string>{"distributions.csv", "rank_vs_strength.csv", "ranking.csv", "rules.csv",
                                      "summary.csv", "tiebreaks.csv"}));
  EXPECT_EQ(files.at("distributions.csv"),
            "distribution,value,count\n"
            "colour_difference,-1,883\n"
            "colour_difference,0,18\n"
            "colour_difference,1,890\n");
  EXPECT_EQ(files.at("ranking.csv"),
            "metric,estimate,sd,ci95_low,ci95_high,count,of\n"
            "kendall_tau,0.552300,0.071200,0.549200,0.555400,,\n"
            "strongest_won,0.320000,,0.208000,0.458000,16,50\n");
  EXPECT_EQ(files.at("rules.csv"),
            "kind,rule,count,mean_per_tournament,p95,max\n"
            "warning,W-2,9,0.180000,1,2\n"
            "verifier_warning,PI-7,14,0.280000,1,3\n");  // the verifier's by rule too
  EXPECT_EQ(files.at("tiebreaks.csv"),
            "position,criterion,decided,share_of_ties,correct,accuracy,ci95_low,ci95_high\n"
            "1,opponent_score,500,0.714000,306,0.612000,0.569000,0.654000\n"
            "2,\"a \"\"quoted\"\", name\",0,0,0,,,\n");
  EXPECT_EQ(files.at("rank_vs_strength.csv"), "strength_rank,mean_final_rank\n1,2.310000\n");
  const std::string& summary = files.at("summary.csv");
  for (const char* line :
       {"field,value\n", "scenario,\"WXC, men\"\n", "count,50\n", "results.games,8100\n",
        "tournaments.no_pairing,0\n", "violations.total,0\n", "tiebreaks.list,wxc-swiss\n",
        "tiebreaks.unresolved_share,0.012900\n", "tiebreaks.tie_order_accuracy.ci95_low,0.570000\n",
        "colour_luck.rank_per_red,-0.410000\n", "colour_luck.ci95_high,-0.260000\n"})
    EXPECT_NE(summary.find(line), std::string::npos) << line << summary;
  EXPECT_EQ(summary.find("criteria"), std::string::npos);  // its own file
}

TEST(CsvReport, OnlyThePartsTheReportHas) {
  const auto files = write_csv_tables(ojson{{"kind", "simulate"}, {"scenario", "x"}});
  EXPECT_EQ(names(files), std::vector<std::string>{"summary.csv"});
  EXPECT_EQ(files.at("summary.csv"), "field,value\nkind,simulate\nscenario,x\n");
}

TEST(CsvReport, CompareTablesHaveAVariantColumn) {
  const ojson r = ojson::parse(R"json({
    "kind": "compare", "scenario": "WXC", "seed": 1, "count": 500,
    "variants": [{"name": "cn-14.3.1", "tiebreaks": ["cn-14.3.1"], "set": {}, "stopped": 0,
                  "ranking": {"kendall_tau": {"mean": 0.551, "sd": 0.07, "ci95": [0.548, 0.554]}},
                  "tiebreaks_analysis": {"tied_pairs": 900, "unresolved": 30, "unresolved_share": 0.0333,
                                         "tie_order_accuracy": {"mean": 0.58, "ci95": [0.57, 0.59]},
                                         "criteria": [{"name": "wins", "decided": 100, "share_of_ties": 0.11,
                                                       "correct": 55, "accuracy": 0.55, "ci95": [0.45, 0.64]}]},
                  "colour_luck": {"rank_per_red": -0.4, "ci95": [-0.5, -0.3], "observations": 9000}},
                 {"name": "b", "tiebreaks": ["sonneborn_berger", "wins"], "set": {"lh_tie": "literal"}, "stopped": 2}],
    "differences": [{"metric": "kendall_tau", "baseline": "cn-14.3.1", "variant": "b", "mean_diff": 0.0012,
                     "ci95": [0.0004, 0.002], "p": 0.0031, "significant": true}]})json");
  const auto files = write_csv_tables(r);
  EXPECT_EQ(names(files), (std::vector<std::string>{"differences.csv", "ranking.csv", "summary.csv",
                                                    "tiebreaks.csv", "variants.csv"}));
  EXPECT_EQ(files.at("differences.csv"),
            "metric,baseline,variant,mean_diff,ci95_low,ci95_high,p,p_holm,mid,exceeds_mid,significant\n"
            "kendall_tau,cn-14.3.1,b,0.001200,0.000400,0.002000,0.003100,,,,true\n");
  EXPECT_EQ(files.at("ranking.csv"),
            "variant,metric,estimate,sd,ci95_low,ci95_high,count,of\n"
            "cn-14.3.1,kendall_tau,0.551000,0.070000,0.548000,0.554000,,\n");
  EXPECT_EQ(files.at("tiebreaks.csv"),
            "variant,position,criterion,decided,share_of_ties,correct,accuracy,ci95_low,ci95_high\n"
            "cn-14.3.1,1,wins,100,0.110000,55,0.550000,0.450000,0.640000\n");
  EXPECT_EQ(
      files.at("variants.csv"),
      "variant,tiebreaks,set,stopped,tied_pairs,unresolved,unresolved_share,tie_order_accuracy,"
      "tie_order_accuracy_ci95_low,tie_order_accuracy_ci95_high,colour_luck_rank_per_red,colour_luck_"
      "ci95_low,"
      "colour_luck_ci95_high,colour_luck_observations\n"
      "cn-14.3.1,cn-14.3.1,,0,900,30,0.033300,0.580000,0.570000,0.590000,-0.400000,-0.500000,-0.300000,9000\n"
      "b,sonneborn_berger;wins,lh_tie=literal,2,,,,,,,,,,\n");
}

}  // namespace
}  // namespace xq
