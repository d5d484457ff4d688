#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "reports/html_report.hpp"
#include "tests/support/html_text.hpp"

namespace xq {
namespace {

using test::count;
using test::figure;

using ojson = nlohmann::ordered_json;

// The text of the <section id="id"> … </section>.
std::string section(const std::string& html, const std::string& id) {
  const size_t begin = html.find("<section id=\"" + id + "\">");
  if (begin == std::string::npos) return "";
  return html.substr(begin, html.find("</section>", begin) - begin);
}

const ojson& simulate_report() {
  static const ojson r = ojson::parse(R"json({
    "schema": 1, "kind": "simulate", "scenario": "Open <&> \"Cup\"", "seed": 7, "count": 200, "requested": 200,
    "violations": {"total": 2, "V-3": 2}, "tournaments": {"with_violations": 1, "no_pairing": 0},
    "warnings": {"W-2": 30}, "verifier_warnings": {"PI-7": 4},
    "warnings_per_tournament": {"W-2": {"mean": 0.15, "p95": 1, "max": 2}},
    "results": {"games": 1000, "red_wins": 400, "draws": 300, "black_wins": 300},
    "distributions": {"colour_difference": {"-2": 1, "0": 5, "1": 4}, "home_away": {},
                      "floats": {"0": 3, "2": 7}},
    "ranking": {"kendall_tau": {"mean": 0.55234, "sd": 0.07, "ci95": [0.549, 0.5554]},
                "strongest_won": {"count": 62, "of": 200, "share": 0.31, "ci95": [0.25, 0.378]}},
    "rank_vs_strength": [{"strength_rank": 1, "mean_final_rank": 2.31}, {"strength_rank": 2, "mean_final_rank": 2.9},
                         {"strength_rank": 3, "mean_final_rank": 3.4}],
    "tiebreaks": {"list": ["wxc-swiss"], "tied_pairs": 1000, "unresolved": 50, "unresolved_share": 0.05,
                  "tie_order_accuracy": {"mean": 0.58, "sd": 0.2, "ci95": [0.55, 0.61]},
                  "criteria": [{"name": "opponent_score", "decided": 800, "share_of_ties": 0.8, "correct": 480,
                                "accuracy": 0.6, "ci95": [0.566, 0.633]},
                               {"name": "direct_encounter", "decided": 150, "share_of_ties": 0.15, "correct": 75,
                                "accuracy": 0.5, "ci95": [0.42, 0.58]},
                               {"name": "fouls", "decided": 0, "share_of_ties": 0, "correct": 0, "accuracy": null,
                                "ci95": null}]},
    "colour_luck": {"rank_per_red": -0.41, "ci95": [-0.56, -0.26], "observations": 7200},
    "settings": {"rules": {"rounds": 9}}
  })json");
  return r;
}

const ojson& compare_report() {
  static const ojson r = ojson::parse(R"json({
    "schema": 1, "kind": "compare", "scenario": "WXC 2022 men", "seed": 1, "count": 500,
    "variants": [
      {"name": "cn-14.3.1", "tiebreaks": ["cn-14.3.1"], "set": {},
       "ranking": {"kendall_tau": {"mean": 0.551, "sd": 0.07, "ci95": [0.548, 0.554]}},
       "tiebreaks_analysis": {"tied_pairs": 900, "tie_order_accuracy": {"mean": 0.58, "ci95": [0.57, 0.59]},
                              "criteria": [{"name": "opponent_score", "decided": 700, "accuracy": 0.61, "ci95": [0.57, 0.65]}]}},
      {"name": "wxc-swiss", "tiebreaks": ["wxc-swiss"], "set": {"bye_opponent_score": "zero"},
       "ranking": {"kendall_tau": {"mean": 0.5523, "sd": 0.07, "ci95": [0.549, 0.555]}},
       "tiebreaks_analysis": {"tied_pairs": 900, "tie_order_accuracy": {"mean": 0.59, "ci95": [0.58, 0.60]},
                              "criteria": [{"name": "opponent_score", "decided": 700, "accuracy": 0.61, "ci95": [0.57, 0.65]},
                                           {"name": "direct_encounter", "decided": 90, "accuracy": 0.58, "ci95": [0.48, 0.68]}]}}],
    "differences": [
      {"metric": "kendall_tau", "baseline": "cn-14.3.1", "variant": "wxc-swiss", "mean_diff": 0.0012,
       "ci95": [0.0004, 0.002], "p": 0.0031, "significant": true},
      {"metric": "tie_order_accuracy", "baseline": "cn-14.3.1", "variant": "wxc-swiss", "mean_diff": 0.004,
       "ci95": [-0.002, 0.01], "p": 0.21, "significant": false}]
  })json");
  return r;
}

TEST(HtmlReport, SelfContainedPageWithNoNetworkReferences) {
  for (const ojson* r : {&simulate_report(), &compare_report()}) {
    const std::string html = render_html(*r);
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.find("<meta charset=\"utf-8\">"), std::string::npos);
    EXPECT_NE(html.find("<style>"), std::string::npos);
    // The only URL is the SVG namespace name, which is never fetched.
    const int xmlns = count(html, "xmlns=\"http://www.w3.org/2000/svg\"");
    EXPECT_GT(xmlns, 0);
    EXPECT_EQ(count(html, "http://"), xmlns);
    EXPECT_EQ(count(html, "https://"), 0);
    for (const char* s :
         {"<script", "<link", "<img", "<iframe", " src=", " href=", "@import", "url(", "@font-face"})
      EXPECT_EQ(html.find(s), std::string::npos) << s;
    EXPECT_EQ(html, render_html(*r));  // byte-identical
  }
}

TEST(HtmlReport, EscapesTheScenarioName) {
  const std::string html = render_html(simulate_report());
  EXPECT_NE(html.find("<title>xqsim fairness report: Open &lt;&amp;&gt; &quot;Cup&quot;</title>"),
            std::string::npos);
  EXPECT_NE(html.find("<h1>Fairness report: Open &lt;&amp;&gt; &quot;Cup&quot;</h1>"), std::string::npos);
  EXPECT_EQ(html.find("<&>"), std::string::npos);
  EXPECT_EQ(html.find("\"Cup\""), std::string::npos);
}

TEST(HtmlReport, KeyFiguresAndTablesShowFormattedNumbers) {
  const std::string html = render_html(simulate_report());
  // Cards: violations are flagged, estimates carry their intervals.
  EXPECT_NE(html.find("<div class=\"card bad\"><div class=\"label\">Invariant violations</div>"
                      "<div class=\"value\">2</div><div class=\"detail\">in 1 of 200 tournaments</div>"),
            std::string::npos);
  EXPECT_NE(html.find("<div class=\"value\">0.552</div><div class=\"detail\">95% CI [0.549, 0.555]</div>"),
            std::string::npos);
  EXPECT_NE(
      html.find("<div class=\"value\">31.0%</div><div class=\"detail\">62 of 200 · 95% CI [25.0%, 37.8%]"),
      std::string::npos);
  EXPECT_NE(html.find("<div class=\"value\">-0.410</div>"), std::string::npos);
  const std::string checks = section(html, "checks");
  EXPECT_NE(
      checks.find("<tr><td>violations</td><td>V-3</td><td class=\"num\">2</td><td class=\"num\">0.010</td>"),
      std::string::npos);
  EXPECT_NE(
      checks.find("<td>W-2</td><td class=\"num\">30</td><td class=\"num\">0.150</td><td class=\"num\">1</td>"
                  "<td class=\"num\">2</td>"),
      std::string::npos);
  EXPECT_NE(checks.find("<tr><td>red wins</td><td class=\"num\">400</td><td class=\"num\">40.0%</td></tr>"),
            std::string::npos);
  const std::string tiebreaks = section(html, "tiebreaks");
  EXPECT_NE(
      tiebreaks.find(
          "<td>opponent_score</td><td class=\"num\">800</td><td class=\"num\">80.0%</td>"
          "<td class=\"num\">480</td><td class=\"num\">60.0%</td><td class=\"num\">[56.6%, 63.3%]</td>"),
      std::string::npos);
  // A criterion that decided nothing has no accuracy.
  EXPECT_NE(tiebreaks.find(
                "<td>fouls</td><td class=\"num\">0</td><td class=\"num\">0.0%</td><td class=\"num\">0</td>"
                "<td class=\"num missing\">not measured</td>"),
            std::string::npos);
}

TEST(HtmlReport, HistogramsFillGapsAndHighlightTheTail) {
  const std::string html = render_html(simulate_report());
  const std::string colours = figure(html, "Colour difference per player");
  ASSERT_FALSE(colours.empty());
  EXPECT_EQ(count(colours, "<rect class=\"bar\""), 4);  // -2, -1 (empty), 0, 1
  EXPECT_NE(colours.find("<title>-1: 0</title>"), std::string::npos);
  EXPECT_EQ(count(colours, "#d55e00"), 1);  // |-2| >= 2
  EXPECT_NE(colours.find("10 players · mean 0.20 · |reds − blacks| ≥ 2: 1 of 10 (10.0%) (orange bars)"),
            std::string::npos);
  EXPECT_EQ(count(figure(html, "Floats per round"), "<rect class=\"bar\""), 3);  // 0, 1, 2
  // An empty histogram (an individual event has no home/away) is not measured, not a chart.
  const std::string dist = section(html, "distributions");
  EXPECT_NE(dist.find("<h3>Home − away per team</h3><p class=\"missing-section\">not measured</p>"),
            std::string::npos);
  EXPECT_NE(dist.find("<h3>Byes per entrant</h3><p class=\"missing-section\">not measured</p>"),
            std::string::npos);
}

TEST(HtmlReport, TiebreakAndRankingCharts) {
  const std::string html = render_html(simulate_report());
  const std::string accuracy = figure(html, "Accuracy: the truly stronger entrant put first");
  EXPECT_EQ(count(accuracy, "<rect class=\"bar\""), 3);  // all tied pairs + two criteria that decided
  EXPECT_EQ(count(accuracy, "<g class=\"interval\""), 3);
  EXPECT_NE(accuracy.find(">50%: coin toss</text>"), std::string::npos);
  EXPECT_NE(accuracy.find(">no tie decided</text>"), std::string::npos);
  const std::string decisive = figure(html, "How often each criterion decided a tie");
  EXPECT_EQ(count(decisive, "<rect class=\"bar\""), 4);  // three criteria + left unresolved
  EXPECT_NE(decisive.find(">5.0%  n=50</text>"), std::string::npos);
  const std::string ranks = figure(html, "Mean final rank by true strength");
  EXPECT_EQ(count(ranks, "<circle class=\"point\""), 3);
  EXPECT_NE(ranks.find(">perfect ranking</text>"), std::string::npos);
}

TEST(HtmlReport, MissingSectionsReadNotMeasured) {
  const ojson bare = {{"kind", "simulate"}, {"scenario", "Bare"}};
  const std::string html = render_html(bare);
  for (const char* id : {"checks", "distributions", "ranking", "tiebreaks", "colour-luck"})
    EXPECT_NE(section(html, id).find("not measured"), std::string::npos) << id;
  EXPECT_EQ(count(html, "<rect class=\"bar\""), 0);
  EXPECT_EQ(html.find("<section id=\"settings\">"), std::string::npos);
  EXPECT_NE(
      html.find("<div class=\"label\">Kendall tau</div><div class=\"value missing\">not measured</div>"),
      std::string::npos);
}

TEST(HtmlReport, CompareTablesMarkSignificantDifferences) {
  const std::string html = render_html(compare_report());
  EXPECT_NE(html.find("<h1>Comparison: WXC 2022 men</h1>"), std::string::npos);  // a variant sets a rule
  const std::string variants = section(html, "variants");
  EXPECT_NE(variants.find("<th>metric</th><th class=\"num\">cn-14.3.1</th><th class=\"num\">wxc-swiss</th>"),
            std::string::npos);
  EXPECT_NE(variants.find("<td class=\"num\">0.552 [0.549, 0.555]</td>"), std::string::npos);
  EXPECT_NE(variants.find("<td class=\"num\">bye_opponent_score=zero</td>"), std::string::npos);
  const std::string diffs = section(html, "differences");
  EXPECT_EQ(count(diffs, "<tr class=\"sig\">"), 1);
  EXPECT_NE(diffs.find("<tr class=\"sig\"><td>Kendall tau</td><td>cn-14.3.1</td><td>wxc-swiss</td>"
                       "<td class=\"num\">+0.0012</td><td class=\"num\">[+0.0004, +0.0020]</td>"
                       "<td class=\"num\">0.003</td><td class=\"num\"></td><td class=\"num\"></td>"
                       "<td class=\"yes\">yes</td></tr>"),
            std::string::npos);
  EXPECT_NE(
      diffs.find("<td class=\"num\">+0.40 pp</td><td class=\"num\">[-0.20 pp, +1.00 pp]</td>"
                 "<td class=\"num\">0.210</td><td class=\"num\"></td><td class=\"num\"></td><td>no</td>"),
      std::string::npos);
  // Grouped bars: one per variant and row (all tied pairs, opponent_score, direct_encounter),
  // except where the criterion is not in the variant's list.
  const std::string chart = figure(html, "Tiebreak accuracy by criterion and variant");
  EXPECT_EQ(count(chart, "<rect class=\"bar\""), 5);
  EXPECT_EQ(count(chart, "<rect class=\"legend\""), 2);
  EXPECT_NE(chart.find(">not in list</text>"), std::string::npos);
}

TEST(HtmlReport, ReadsTheComparisonJsonOfMakeComparisonJson) {
  // fairness_report.hpp's make_comparison_json names variants "label", their list "list" and
  // nests the numbers under "report".
  const ojson r = ojson::parse(R"json({"kind": "compare", "scenario": "S", "baseline": "a",
    "variants": [{"label": "a", "list": ["cn-14.3.1"],
                  "report": {"ranking": {"kendall_tau": {"mean": 0.5, "sd": 0.1, "ci95": [0.49, 0.51]}},
                             "tiebreaks": {"tied_pairs": 10, "tie_order_accuracy": {"mean": 0.6, "ci95": [0.5, 0.7]},
                                           "criteria": [{"name": "wins", "decided": 10, "accuracy": 0.6,
                                                         "ci95": [0.3, 0.85]}]}}}],
    "differences": []})json");
  const std::string html = render_html(r);
  EXPECT_NE(html.find("<th class=\"num\">a</th>"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"num\">0.500 [0.490, 0.510]</td>"), std::string::npos);
  EXPECT_NE(html.find("60.0% [30.0%, 85.0%] · 10 decided"), std::string::npos);
}

}  // namespace
}  // namespace xq
