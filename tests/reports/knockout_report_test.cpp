// Reports of events with a knockout (docs/fairness.md "Events with a knockout", docs/report-files.md):
// the report JSON gains "knockout" (make_knockout_json, worked by hand from a tally), and the
// writers a "Knockout stage" table — Markdown, HTML and knockout.csv — with notes saying that the
// final ranking is the event's places and the tiebreaks are the first stage's. A report of an
// event without a knockout shows none of it.
#include <gtest/gtest.h>

#include <string>

#include "reports/batch_summary.hpp"
#include "reports/csv_report.hpp"
#include "reports/fairness_report.hpp"
#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "tests/support/html_text.hpp"

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

bool has(const std::string& s, const std::string& what) { return s.find(what) != std::string::npos; }

// 4 events: the strongest won 1, topped the first stage in 3, the leader lost 2; Kendall tau of
// the final places 0.5, 0.5, 0.6, 0.6 and of the first stage 0.4 each; 16 entrants placed by the
// knockout moved 12 places in all, 8 of them moved.
KnockoutTally hand_tally(Knockout format) {
  KnockoutTally k;
  k.format = format;
  k.events = 4;
  k.strongest_won = 1;
  k.strongest_first = 3;
  k.leader_lost = 2;
  for (std::int64_t tau : {500'000'000, 500'000'000, 600'000'000, 600'000'000}) {
    k.tau_final.add(tau);
    k.tau_first.add(400'000'000);
    k.tau_gain.add(tau - 400'000'000);
  }
  k.entrants = 16;
  k.moved = 12;
  k.changed = 8;
  return k;
}

ojson report(Knockout format) {
  FairnessSummary f = make_fairness_summary({"cn-14.3.1"}, TiebreakScope::individual, format);
  f.count = 4;
  f.knockout = hand_tally(format);
  const char* name = format == Knockout::cross ? "cross" : "top_four";
  const ojson settings = {
      {"rules",
       {{"format", format == Knockout::cross ? "round_robin" : "swiss"}, {"rounds", 5}, {"knockout", name}}}};
  return make_report(make_batch_summary("KO event", 1, 4, settings, f));
}

TEST(KnockoutReport, JsonByHand) {
  const ojson j = make_knockout_json(hand_tally(Knockout::top_four));
  EXPECT_EQ(j["format"], "top_four");
  EXPECT_EQ(j["first_stage_order"], "first_stage_places");
  EXPECT_EQ(j["events"], 4);
  EXPECT_EQ(j["strongest_won"]["count"], 1);
  EXPECT_EQ(j["strongest_won"]["of"], 4);
  EXPECT_DOUBLE_EQ(j["strongest_won"]["share"].get<double>(), 0.25);
  const auto ci = wilson_interval(1, 4);
  EXPECT_DOUBLE_EQ(j["strongest_won"]["ci95"][0].get<double>(), ci->lo);
  EXPECT_DOUBLE_EQ(j["strongest_won"]["ci95"][1].get<double>(), ci->hi);
  EXPECT_DOUBLE_EQ(j["strongest_first"]["share"].get<double>(), 0.75);
  EXPECT_DOUBLE_EQ(j["leader_lost"]["share"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(j["kendall_tau_final"]["mean"].get<double>(), 0.55);
  EXPECT_DOUBLE_EQ(j["kendall_tau_first"]["mean"].get<double>(), 0.4);
  EXPECT_DOUBLE_EQ(j["kendall_tau_first"]["sd"].get<double>(), 0);
  EXPECT_NEAR(j["kendall_tau_gain"]["mean"].get<double>(), 0.15, 1e-12);
  EXPECT_TRUE(j["kendall_tau_gain"]["ci95"].is_array());
  EXPECT_EQ(j["places_moved"]["entrants"], 16);
  EXPECT_EQ(j["places_moved"]["total"], 12);
  EXPECT_DOUBLE_EQ(j["places_moved"]["mean"].get<double>(), 0.75);
  EXPECT_DOUBLE_EQ(j["places_moved"]["per_event"].get<double>(), 4);
  EXPECT_EQ(j["places_changed"]["count"], 8);
  EXPECT_DOUBLE_EQ(j["places_changed"]["share"].get<double>(), 0.5);
  EXPECT_EQ(make_knockout_json(hand_tally(Knockout::cross))["first_stage_order"], "group_place_then_table");
  // No events: every share and mean is null, not 0.
  const ojson none = make_knockout_json(KnockoutTally{});
  EXPECT_TRUE(none["strongest_won"]["share"].is_null());
  EXPECT_TRUE(none["kendall_tau_final"]["mean"].is_null());
  EXPECT_TRUE(none["places_moved"]["mean"].is_null());
}

TEST(KnockoutReport, MarkdownHasTheKnockoutTableAndSaysWhatIsRead) {
  const std::string md = render_markdown(report(Knockout::top_four));
  EXPECT_TRUE(has(md, "### Knockout stage"));
  EXPECT_TRUE(has(md, "| strongest entrant wins the event (1 of 4)"));
  EXPECT_TRUE(has(md, "| strongest entrant tops the first stage (3 of 4)"));
  EXPECT_TRUE(has(md, "| first stage's leader does not win (2 of 4)"));
  EXPECT_TRUE(has(md, "| entrants the knockout moves (8 of 16)"));
  EXPECT_TRUE(has(md, "+0.1500"));  // what the knockout adds to Kendall tau
  EXPECT_TRUE(has(md, "over the 4 entrants per event the knockout places (1st to 4th)"));
  EXPECT_TRUE(
      has(md, "1st to 4th from the knockout (KO-1), 5th and below from the first stage (rounds 1–5)"));
  EXPECT_TRUE(has(md, "Read on the first stage (rounds 1–5), where tiebreaks decide places"));
  // After the ranking, before the tiebreaks.
  EXPECT_LT(md.find("### Ranking quality"), md.find("### Knockout stage"));
  EXPECT_LT(md.find("### Knockout stage"), md.find("### Tiebreaks"));

  const std::string cross = render_markdown(report(Knockout::cross));
  EXPECT_TRUE(has(cross, "| strongest entrant wins its group (3 of 4)"));
  EXPECT_TRUE(has(cross, "Neither group winner wins the event"));
  EXPECT_TRUE(has(cross, "every one decided by the cross knockout (KO-2)"));
  EXPECT_TRUE(has(cross, "only each group's own ranking is official (RR-2.5)"));
}

TEST(KnockoutReport, HtmlHasTheKnockoutSection) {
  const std::string html = render_html(report(Knockout::top_four));
  EXPECT_EQ(test::count(html, "<section id=\"knockout\">"), 1);
  EXPECT_TRUE(has(html, "<h2>Knockout stage</h2>"));
  EXPECT_TRUE(has(html, "strongest entrant wins the event (1 of 4)"));
  EXPECT_TRUE(has(html, "in plain words"));
  EXPECT_LT(html.find("<section id=\"ranking\">"), html.find("<section id=\"knockout\">"));
  EXPECT_LT(html.find("<section id=\"knockout\">"), html.find("<section id=\"tiebreaks\">"));
  EXPECT_TRUE(has(html, "Read on the first stage (rounds 1–5)"));
}

TEST(KnockoutReport, CsvHasKnockoutRows) {
  const auto files = write_csv_tables(report(Knockout::top_four));
  ASSERT_TRUE(files.count("knockout.csv"));
  const std::string& csv = files.at("knockout.csv");
  EXPECT_TRUE(has(csv, "metric,estimate,sd,ci95_low,ci95_high,count,of\n"));
  EXPECT_TRUE(has(csv, "strongest_won,0.250000,,"));
  EXPECT_TRUE(has(csv, ",1,4\n"));
  EXPECT_TRUE(has(csv, "places_moved,0.750000,"));
  EXPECT_TRUE(has(files.at("summary.csv"), "knockout.leader_lost.count,2"));
}

TEST(KnockoutReport, OtherEventsShowNoneOfIt) {
  FairnessSummary f = make_fairness_summary({"cn-14.3.1"});
  const ojson r = make_report(make_batch_summary("Swiss", 1, 0, {{"rules", {{"format", "swiss"}}}}, f));
  EXPECT_FALSE(r.contains("knockout"));
  const std::string md = render_markdown(r);
  EXPECT_FALSE(has(md, "Knockout"));
  EXPECT_FALSE(has(md, "first stage"));
  EXPECT_FALSE(has(render_html(r), "knockout"));
  EXPECT_FALSE(write_csv_tables(r).count("knockout.csv"));
}

}  // namespace
}  // namespace xq
