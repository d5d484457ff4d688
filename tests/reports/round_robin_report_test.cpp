// Fairness reports of round robins (docs/fairness.md "Round robins", docs/report-files.md): the
// report JSON gains "round_robin" (the ties place by place, the sit-out setting) and each compare
// variant "places"; the writers show the Berger table's checks in place of the floats and colour
// charts, the places tables and charts, the play-off key figure. A Swiss report keeps none of it.
#include <gtest/gtest.h>

#include <string>

#include "reports/batch_summary.hpp"
#include "reports/csv_report.hpp"
#include "reports/fairness_report.hpp"
#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "tests/support/html_text.hpp"
#include "tests/support/tiebreak_lists.hpp"

namespace xq {
namespace {

using test::count;
using test::figure;

using ojson = nlohmann::ordered_json;

bool has(const std::string& s, const std::string& what) { return s.find(what) != std::string::npos; }

ojson settings(const char* format) {
  return {{"rules", {{"format", format}, {"rr_bye", "win"}, {"cycles", 1}}}};
}

// 4 tournaments of 6 under wxc-rr, by hand: T-10 decided 3 places (1 right), T-2 one (right), the
// T-12 play-off one (right), one place still shared; 4 entrants tied after the list, in 2
// tournaments.
FairnessSummary hand_places() {
  FairnessSummary f = make_fairness_summary({"wxc-rr"});
  f.count = 4;
  PlaceTally& p = f.tiebreaks.places;
  p.criteria[0] = {3, 1};
  p.criteria[1] = {1, 1};
  p.criteria[7] = {1, 1};  // playoff
  p.boundaries = 6;
  p.unresolved = 1;
  p.entrants = 24;
  p.playoff_entrants = 4;
  p.playoff_events = 2;
  return f;
}

ojson round_robin_report() {
  return make_report(make_batch_summary("RR six", 1, 4, settings("round_robin"), hand_places()));
}

TEST(RoundRobinReport, PlacesJsonByHand) {
  const ojson j = make_places_json(hand_places());
  EXPECT_EQ(j["tied_places"], 6);
  EXPECT_DOUBLE_EQ(j["per_tournament"].get<double>(), 1.5);
  EXPECT_EQ(j["unresolved"], 1);
  EXPECT_DOUBLE_EQ(j["unresolved_per_tournament"].get<double>(), 0.25);
  EXPECT_DOUBLE_EQ(j["unresolved_share"].get<double>(), 1.0 / 6);
  EXPECT_EQ(j["accuracy"]["decided"], 5);
  EXPECT_EQ(j["accuracy"]["correct"], 3);
  EXPECT_DOUBLE_EQ(j["accuracy"]["share"].get<double>(), 0.6);
  ASSERT_EQ(j["criteria"].size(), test::kWxcRr.size());
  for (size_t k = 0; k < test::kWxcRr.size(); ++k) EXPECT_EQ(j["criteria"][k]["name"], test::kWxcRr[k]);
  EXPECT_DOUBLE_EQ(j["criteria"][0]["per_tournament"].get<double>(), 0.75);
  EXPECT_DOUBLE_EQ(j["criteria"][0]["share_of_tied_places"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(j["criteria"][0]["accuracy"].get<double>(), 1.0 / 3);
  const auto ci = wilson_interval(1, 3);
  EXPECT_DOUBLE_EQ(j["criteria"][0]["ci95"][0].get<double>(), ci->lo);
  EXPECT_TRUE(j["criteria"][2]["accuracy"].is_null());  // T-3 decided nothing
  // Tied after the list: the place the play-off decided and the one still shared.
  EXPECT_EQ(j["tied_after_list"], 2);
  EXPECT_DOUBLE_EQ(j["tied_after_list_per_tournament"].get<double>(), 0.5);
  EXPECT_EQ(j["playoff_entrants"]["count"], 4);
  EXPECT_EQ(j["playoff_entrants"]["of"], 24);
  EXPECT_EQ(j["playoff_tournaments"]["count"], 2);
  EXPECT_EQ(j["playoff_tournaments"]["of"], 4);
  EXPECT_DOUBLE_EQ(j["playoff_tournaments"]["share"].get<double>(), 0.5);
  EXPECT_TRUE(j["playoff_tournaments"]["ci95"].is_array());
}

TEST(RoundRobinReport, OnlyARoundRobinGetsTheSection) {
  const ojson rr = round_robin_report();
  ASSERT_TRUE(rr.contains("round_robin"));
  EXPECT_EQ(rr["round_robin"]["rr_bye"], "win");
  EXPECT_EQ(rr["round_robin"]["cycles"], 1);
  EXPECT_EQ(rr["round_robin"]["places"], make_places_json(hand_places()));
  const ojson swiss = make_report(make_batch_summary("Swiss", 1, 4, settings("swiss"), hand_places()));
  EXPECT_FALSE(swiss.contains("round_robin"));

  // Compare: each variant's places, for a round robin only.
  for (const char* format : {"round_robin", "swiss"}) {
    BatchSummary s = make_batch_summary("RR six", 1, 4, settings(format));
    s.comparison = make_comparison_summary({{"wxc-rr"}, {"cn-14.1"}});
    const ojson c = make_compare_report(s);
    ASSERT_EQ(c["variants"].size(), 2u);
    const bool rr_format = std::string(format) == "round_robin";
    EXPECT_EQ(c["variants"][0].contains("places"), rr_format) << format;
    if (rr_format) {
      ASSERT_EQ(c["variants"][1]["places"]["criteria"].size(), test::kCn141.size());
      EXPECT_EQ(c["variants"][1]["places"]["criteria"][1]["name"], "wins");
    }
  }
}

TEST(RoundRobinReport, TheSummaryTableCountsNoFloats) {
  const auto rows = [](const char* format) {
    BatchSummary s = make_batch_summary("x", 1, 1, settings(format));
    s.floats[3] = 5;  // what a round robin's rounds would record: meaningless there
    std::string all;
    for (const auto& r : batch_summary_table(s).rows) all += r[0] + "\n";
    return all;
  };
  EXPECT_FALSE(has(rows("round_robin"), "floats per round"));
  EXPECT_TRUE(has(rows("swiss"), "floats per round"));
}

TEST(RoundRobinReport, HtmlShowsTheTableChecksAndThePlaces) {
  const std::string html = render_html(round_robin_report());
  // The Berger table's checks replace the floats and colour charts.
  EXPECT_TRUE(has(html, "<section id=\"schedule\">"));
  EXPECT_FALSE(has(html, "<section id=\"distributions\">"));
  EXPECT_FALSE(has(html, "Floats per round"));
  EXPECT_FALSE(has(html, "Colour imbalance"));
  EXPECT_TRUE(has(html, "a sit-out scores (rr_bye, RR-1.3)"));
  EXPECT_TRUE(has(html, "win: 2 points and a win"));
  // The play-off key figure: 2 of 4 tournaments.
  EXPECT_TRUE(has(html, "Play-off needed (T-12)"));
  EXPECT_TRUE(has(html, "2 of 4 tournaments still tied after the list"));
  // Place by place: the tables and both charts, one bar per criterion (and the places still shared).
  EXPECT_TRUE(has(html, "Place by place"));
  EXPECT_TRUE(has(html, "still shared at the end"));
  EXPECT_TRUE(has(html, "4 of 24 (16.7%)"));
  const std::string decided = figure(html, "Places each criterion decided, per tournament");
  ASSERT_FALSE(decided.empty());
  EXPECT_EQ(count(decided, "class=\"bar\""), static_cast<int>(test::kWxcRr.size()) + 1);
  EXPECT_TRUE(has(decided, "0.75  n=3"));
  const std::string accuracy = figure(html, "Place accuracy: the truly stronger entrant placed above");
  ASSERT_FALSE(accuracy.empty());
  EXPECT_EQ(count(accuracy, "class=\"bar\""), 4);  // all decided places, T-10, T-2, the play-off
  EXPECT_TRUE(has(accuracy, "no place decided"));
  // The pairs' charts are the Swiss page's.
  EXPECT_TRUE(figure(html, "How often each criterion decided a tie").empty());
}

TEST(RoundRobinReport, SwissHtmlKeepsItsSections) {
  const std::string html =
      render_html(make_report(make_batch_summary("Swiss", 1, 4, settings("swiss"), hand_places())));
  EXPECT_TRUE(has(html, "<section id=\"distributions\">"));
  EXPECT_FALSE(has(html, "<section id=\"schedule\">"));
  EXPECT_FALSE(has(html, "Place by place"));
  EXPECT_TRUE(has(html, "Colour imbalance"));
  EXPECT_FALSE(has(html, "Play-off needed"));
}

TEST(RoundRobinReport, MarkdownAndCsv) {
  const ojson report = round_robin_report();
  const std::string md = render_markdown(report);
  EXPECT_TRUE(has(md, "### Tiebreaks place by place"));
  EXPECT_TRUE(has(md, "### Schedule (Berger table)"));
  EXPECT_FALSE(has(md, "### Distributions"));
  EXPECT_TRUE(has(md, "| Play-off needed (T-12)"));
  EXPECT_TRUE(has(md, "tied after the list: a T-12 play-off (played or shared)"));

  const auto files = write_csv_tables(report);
  ASSERT_TRUE(files.count("places.csv"));
  const std::string places = files.at("places.csv");
  EXPECT_EQ(
      places.substr(0, places.find('\n')),
      "position,criterion,decided,per_tournament,share_of_tied_places,correct,accuracy,ci95_low,ci95_high");
  EXPECT_TRUE(has(places, "\n1,sonneborn_berger,3,0.750000,0.500000,1,"));
  EXPECT_TRUE(has(places, "\n8,playoff,1,0.250000,"));
  EXPECT_TRUE(has(places, "\n,(still shared),1,0.250000,"));
  EXPECT_TRUE(has(files.at("summary.csv"), "round_robin.places.tied_places,6"));
}

TEST(RoundRobinReport, CompareShowsEachListsPlaces) {
  BatchSummary s = make_batch_summary("RR six", 1, 4, settings("round_robin"));
  s.comparison = make_comparison_summary({{"wxc-rr"}, {"cn-14.1"}});
  s.comparison->variants[0].tiebreaks.places = hand_places().tiebreaks.places;
  s.comparison->variants[0].count = 4;
  const ojson report = make_compare_report(s);
  const std::string html = render_html(report);
  EXPECT_TRUE(has(html, "<section id=\"places\">"));
  EXPECT_TRUE(has(html, "tournaments needing a play-off"));
  EXPECT_TRUE(has(html, "not in list"));  // black_wins is not in cn-14.1
  EXPECT_TRUE(has(render_markdown(report), "### Place by place (round robin)"));
  const auto files = write_csv_tables(report);
  ASSERT_TRUE(files.count("places.csv"));
  EXPECT_TRUE(has(files.at("places.csv"), "\nwxc-rr,1,sonneborn_berger,3,0.750000,"));
  EXPECT_TRUE(has(files.at("places.csv"), "\ncn-14.1,2,wins,0,"));
}

}  // namespace
}  // namespace xq
