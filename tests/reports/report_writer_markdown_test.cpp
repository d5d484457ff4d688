#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "reports/markdown_report.hpp"

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> v;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) v.push_back(l);
  return v;
}

// The pipe table that follows the heading `heading` (its lines, header first).
std::vector<std::string> table_after(const std::string& md, const std::string& heading) {
  std::vector<std::string> t;
  const auto all = lines(md);
  size_t i = 0;
  while (i < all.size() && all[i] != heading) ++i;
  while (i < all.size() && (all[i].empty() || all[i][0] != '|')) ++i;
  for (; i < all.size() && !all[i].empty() && all[i][0] == '|'; ++i) t.push_back(all[i]);
  return t;
}

const ojson& report() {
  static const ojson r = ojson::parse(R"json({
    "schema": 1, "kind": "simulate", "scenario": "Cup <b> | *x*", "seed": 3, "count": 100, "requested": 100,
    "violations": {"total": 0}, "warnings": {"W-2": 12, "W-5": 300},
    "warnings_per_tournament": {"W-2": {"mean": 0.12, "p95": 1, "max": 2}, "W-5": {"mean": 3, "p95": 6, "max": 9}},
    "ranking": {"kendall_tau": {"mean": 0.5523, "sd": 0.0712, "ci95": [0.5492, 0.5554]},
                "top3_accuracy": {"mean": 0.4617, "sd": 0.2541, "ci95": [0.4506, 0.4728]},
                "strongest_won": {"count": 31, "of": 100, "share": 0.31, "ci95": [0.228, 0.405]}},
    "tiebreaks": {"list": ["wxc-swiss"], "tied_pairs": 500, "unresolved": 20, "unresolved_share": 0.04,
                  "tie_order_accuracy": {"mean": 0.59, "sd": 0.16, "ci95": [0.57, 0.61]},
                  "criteria": [{"name": "opponent_score", "decided": 400, "share_of_ties": 0.8, "correct": 244,
                                "accuracy": 0.61, "ci95": [0.562, 0.656]}]},
    "distributions": {"colour_difference": {"-1": 40, "0": 2, "1": 40, "2": 18}}
  })json");
  return r;
}

TEST(MarkdownReport, TitleAndBatchLine) {
  const std::string md = render_markdown(report());
  EXPECT_EQ(
      md.rfind("## Fairness report: Cup \\<b> \\| \\*x\\*\n\n100 tournaments · seed 3 · report schema 1\n",
               0),
      0u)
      << md.substr(0, 200);
}

TEST(MarkdownReport, AlignedPipeTables) {
  const std::string md = render_markdown(report());
  const auto t = table_after(md, "### Ranking quality (final ranking vs true strength)");
  ASSERT_EQ(t.size(), 2u + 6u);  // header, rule, six metrics (three of them not measured)
  for (const std::string& l : t) EXPECT_EQ(l.size(), t[0].size()) << l;  // ASCII here: bytes = columns
  EXPECT_EQ(t[0], "| metric                             |     estimate |    sd |         95% CI | better |");
  EXPECT_EQ(t[1], "| ---------------------------------- | -----------: | ----: | -------------: | ------ |");
  EXPECT_EQ(t[2], "| Kendall tau                        |        0.552 | 0.071 | [0.549, 0.555] | higher |");
  EXPECT_EQ(t[3], "| Spearman rho                       | not measured |       |                | higher |");
  EXPECT_EQ(t[7], "| strongest entrant wins (31 of 100) |        31.0% |       | [22.8%, 40.5%] | higher |");
}

TEST(MarkdownReport, RowsOfEverySection) {
  const std::string md = render_markdown(report());
  for (const char* row : {
           "| Invariant violations    |            0 | must be 0 ",
           "| Colour imbalance        |        18.0% | players with \\|reds − blacks\\| ≥ 2: 18 of 100 ",
           "| warnings   | all  |   312 |          3.120 |     |     |",
           "| warnings   | W-2  |    12 |          0.120 |   1 |   2 |",
           "| warnings   | W-5  |   300 |          3.000 |   6 |   9 |",
           "| tie order accuracy (50% = coin toss) | 59.0% [57.0%, 61.0%] |",
           "|   1 | opponent_score |     400 |         80.0% |     244 |    61.0% | [56.2%, 65.6%] |",
           "| Colour difference per player         |  100 players | 0.36 | -1 to 2 | \\|reds − blacks\\| ≥ "
           "2: 18 of 100 (18.0%) |",
           "| Byes per entrant                     | not measured |      |         |    ",
       })
    EXPECT_NE(md.find(row), std::string::npos) << row << "\n" << md;
}

TEST(MarkdownReport, MissingSectionsReadNotMeasured) {
  const std::string md = render_markdown(report());
  EXPECT_NE(md.find("### Colour luck\n\nnot measured\n"), std::string::npos);
  EXPECT_NE(md.find("| Colour luck             | not measured |"), std::string::npos);
  EXPECT_NE(md.find("| Spearman rho                       | not measured |"), std::string::npos);
  const std::string bare = render_markdown(ojson{{"scenario", "x"}});
  EXPECT_NE(bare.find("### Games and results\n\nnot measured\n"), std::string::npos);
  EXPECT_NE(bare.find("### Tiebreaks\n\nnot measured\n"), std::string::npos);
  EXPECT_NE(bare.find("tournaments: not measured"), std::string::npos);
}

TEST(MarkdownReport, EscapesOnlyWhatWouldAct) {
  EXPECT_EQ(escape_markdown("a|b *c* `d` \\"), "a\\|b \\*c\\* \\`d\\` \\\\");
  EXPECT_EQ(escape_markdown("<b> <0.001 [0.5, 0.6] [x](y) &amp; R&D"),
            "\\<b> <0.001 [0.5, 0.6] [x\\](y) \\&amp; R\\&D");
  EXPECT_EQ(escape_markdown("line\nbreak"), "line break");
  EXPECT_EQ(escape_markdown("opponent_score"), "opponent_score");
}

TEST(MarkdownReport, TableWidthCountsChineseAsTwoColumns) {
  TextTable t{{"name", "n"}, {Align::left, Align::right}, {{"王天一", "7"}, {"Lee", "10"}}};
  EXPECT_EQ(markdown_table(t),
            "| name   |   n |\n"
            "| ------ | --: |\n"
            "| 王天一 |   7 |\n"
            "| Lee    |  10 |\n");
}

// Rank vs strength of 25 entrants: rows of two ranks, the last of one — "25", not "25–25".
TEST(MarkdownReport, RankVsStrengthBucketsOfOneRankReadAsTheRank) {
  ojson r = {{"schema", 1}, {"kind", "simulate"}};
  r["rank_vs_strength"] = ojson::array();
  for (int k = 1; k <= 25; ++k)
    r["rank_vs_strength"].push_back({{"strength_rank", k}, {"mean_final_rank", k}});
  const std::string md = render_markdown(r);
  EXPECT_NE(md.find("| 1–2 "), std::string::npos) << md;
  EXPECT_NE(md.find("| 25 "), std::string::npos) << md;
  EXPECT_EQ(md.find("25–25"), std::string::npos) << md;
}

TEST(MarkdownReport, CompareSideBySideAndDifferences) {
  const ojson r = ojson::parse(R"json({
    "kind": "compare", "scenario": "WXC", "seed": 1, "count": 500,
    "variants": [{"name": "cn-14.3.1", "tiebreaks": ["cn-14.3.1"],
                  "ranking": {"kendall_tau": {"mean": 0.551, "ci95": [0.548, 0.554]}}},
                 {"name": "wxc-swiss", "tiebreaks": ["wxc-swiss"], "set": {"lh_tie": "literal"},
                  "ranking": {"kendall_tau": {"mean": 0.5523, "ci95": [0.549, 0.555]}}}],
    "differences": [{"metric": "kendall_tau", "baseline": "cn-14.3.1", "variant": "wxc-swiss", "mean_diff": 0.0012,
                     "ci95": [0.0004, 0.002], "p": 0.0003, "p_holm": 0.0006, "mid": 0.005,
                     "significant": true},
                    {"metric": "top3_accuracy", "baseline": "cn-14.3.1", "variant": "wxc-swiss", "mean_diff": -0.01,
                     "ci95": [-0.03, 0.01], "p": 0.31, "p_holm": 0.31, "mid": 0.01, "significant": false}]})json");
  const std::string md = render_markdown(r);
  EXPECT_EQ(md.rfind("## Comparison: WXC\n", 0), 0u);
  const auto side = table_after(md, "### Variants side by side");
  ASSERT_GE(side.size(), 5u);
  EXPECT_EQ(side[0], "| metric                        |            cn-14.3.1 |            wxc-swiss |");
  EXPECT_EQ(side[3], "| settings changed              |                 none |       lh_tie=literal |");
  EXPECT_NE(md.find("| Kendall tau                   | 0.551 [0.548, 0.554] | 0.552 [0.549, 0.555] |"),
            std::string::npos);
  const auto diffs = table_after(md, "### Differences");
  ASSERT_EQ(diffs.size(), 4u);
  EXPECT_EQ(
      diffs[2],
      "| Kendall tau    | cn-14.3.1 | wxc-swiss |    +0.0012 |   [+0.0004, +0.0020] | <0.001 |   <0.001 |  "
      "±0.0050 | **yes**     |");
  EXPECT_EQ(
      diffs[3],
      "| top-3 accuracy | cn-14.3.1 | wxc-swiss |   -1.00 pp | [-3.00 pp, +1.00 pp] |  0.310 |    0.310 | "
      "±1.00 pp | no          |");
}

}  // namespace
}  // namespace xq
