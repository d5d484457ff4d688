// The batch summary with its fairness and comparison parts (REP): warnings per tournament by
// kind (mean, p95, max) worked by hand, the report's sections, exact merge and the JSON round
// trip of both parts, and merges that must be refused.
#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "reports/batch_summary.hpp"
#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "reports/report_conclusion.hpp"
#include "reports/report_format.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::four_player_cycle;  // 1 → 2 → 3 → 1, every game of 4 drawn: all four on 3 points
const std::vector<double> kStrength = {2100, 2000, 2200, 1900};
const std::vector<std::string> kList = {"wins", "black_games"};

BatchSummary empty_summary() {
  return make_batch_summary("cycle", 7, 20, {{"rules", "test"}}, make_fairness_summary(kList));
}

TournamentCheck with_warnings(std::uint64_t w2, std::uint64_t w5) {
  TournamentCheck c;
  if (w2) c.warnings["W-2"] = w2;
  if (w5) c.warnings["W-5"] = w5;
  return c;
}

TEST(BatchReport, WhatWasSimulatedNamesTheListThatRanksTheEntrants) {
  // A team event is ranked by team_tiebreaks (PT-14, T-12.6), an individual one by tiebreaks.
  nlohmann::ordered_json report = {{"count", 10},
                                   {"seed", 1},
                                   {"settings",
                                    {{"rules",
                                      {{"format", "team_swiss"},
                                       {"rounds", 7},
                                       {"tiebreaks", "cn-14.3.1"},
                                       {"team_tiebreaks", "team-001"}}}}}};
  const auto row_of = [](const TextTable& t, const std::string& what) {
    for (const auto& row : t.rows)
      if (row[0] == what) return row[1];
    return std::string("(none)");
  };
  EXPECT_EQ(row_of(*simulated_table(report), "tiebreaks (scenario)"), "team-001");
  report["settings"]["rules"]["format"] = "swiss";
  EXPECT_EQ(row_of(*simulated_table(report), "tiebreaks (scenario)"), "cn-14.3.1");
}

TEST(BatchReport, WarningsPerTournamentByKind) {
  // 20 tournaments: W-2 twice in one, once in two, never in 17 → mean 4/20 = 0.2, p95: the 19th
  // of 20 in order (0 × 17, 1, 1, 2) is 1, max 2. W-5 three times in every one → 3, 3, 3.
  BatchSummary s = empty_summary();
  for (int i = 0; i < 20; ++i)
    add_tournament(s, four_player_cycle(), with_warnings(i == 0 ? 2 : i < 3 ? 1 : 0, 3), kStrength);
  EXPECT_EQ(s.warnings_by_kind.at("W-2"), (Histogram{{1, 2}, {2, 1}}));
  const nlohmann::ordered_json r = make_report(s);
  EXPECT_EQ(r["kind"], "simulate");
  EXPECT_DOUBLE_EQ(r["warnings_per_tournament"]["W-2"]["mean"].get<double>(), 0.2);
  EXPECT_EQ(r["warnings_per_tournament"]["W-2"]["p95"], 1);
  EXPECT_EQ(r["warnings_per_tournament"]["W-2"]["max"], 2);
  EXPECT_DOUBLE_EQ(r["warnings_per_tournament"]["W-5"]["mean"].get<double>(), 3.0);
  EXPECT_EQ(r["warnings_per_tournament"]["W-5"]["p95"], 3);
  // The fairness sections are there, measured on the 20 tournaments: tau-b 1/√30 each time
  // (fairness_summary_test), the strongest never 1st.
  EXPECT_EQ(r["ranking"]["kendall_tau"]["mean"].get<double>(), 0.182574186);
  EXPECT_EQ(r["ranking"]["strongest_won"]["mean"].get<double>(), 0.0);
  EXPECT_EQ(r["tiebreaks"]["list"], nlohmann::ordered_json(kList));
  EXPECT_TRUE(r.contains("rank_vs_strength") && r.contains("colour_luck") && r.contains("distributions"));
}

TEST(BatchReport, StoppedTournamentsAreNotMeasured) {
  BatchSummary s = empty_summary();
  TournamentCheck stopped;
  stopped.no_pairing = true;
  add_tournament(s, four_player_cycle(), stopped, kStrength);
  add_tournament(s, four_player_cycle(), TournamentCheck{}, {});  // no strengths: counted, not measured
  EXPECT_EQ(s.count, 2u);
  EXPECT_EQ(s.fairness->count, 0u);
}

TEST(BatchReport, MergeAndJsonKeepFairnessAndComparisonExactly) {
  BatchSummary whole = empty_summary(), a = empty_summary(), b = empty_summary();
  for (BatchSummary* s : {&whole, &a, &b}) s->comparison = make_comparison_summary({kList, {"black_games"}});
  for (int i = 0; i < 5; ++i) {
    add_tournament(whole, four_player_cycle(), with_warnings(i, 0), kStrength);
    add_tournament(i % 2 ? a : b, four_player_cycle(), with_warnings(i, 0), kStrength);
  }
  merge(a, b);
  EXPECT_EQ(a, whole);
  const BatchSummary back = batch_summary_from_json(nlohmann::ordered_json::parse(to_json(whole).dump()));
  EXPECT_EQ(back, whole);
  const nlohmann::ordered_json c = make_compare_report(whole);
  EXPECT_EQ(c["kind"], "compare");
  ASSERT_EQ(c["variants"].size(), 2u);
  EXPECT_EQ(c["variants"][1]["name"], "black_games");
  EXPECT_FALSE(c["differences"].empty());
}

TEST(BatchReport, MergeRefusesAFairnessPartAgainstNone) {
  BatchSummary with = empty_summary();
  BatchSummary without = make_batch_summary("cycle", 7, 20, {{"rules", "test"}});
  EXPECT_THROW(merge(with, without), InputError);
  BatchSummary other_list =
      make_batch_summary("cycle", 7, 20, {{"rules", "test"}}, make_fairness_summary({"wins"}));
  EXPECT_THROW(merge(with, other_list), InputError);
}

// --lang is the summary's: kept in its JSON (last, only when not "en"), read back, and summaries of
// different languages do not merge.
TEST(BatchReport, TheReportLanguageIsKeptAndMergesOnlyWithItself) {
  BatchSummary zh = empty_summary(), en = empty_summary();
  zh.lang = "zh";
  const nlohmann::ordered_json j = to_json(zh);
  EXPECT_EQ(std::prev(j.end()).key(), "lang");
  EXPECT_EQ(j["lang"], "zh");
  EXPECT_FALSE(to_json(en).contains("lang"));
  EXPECT_EQ(batch_summary_from_json(nlohmann::ordered_json::parse(j.dump())).lang, "zh");
  EXPECT_THROW(merge(zh, en), InputError);
  nlohmann::ordered_json bad = j;
  bad["lang"] = "fr";
  EXPECT_THROW((void)batch_summary_from_json(bad), InputError);
}

// A team event's colour luck is per extra home match (its regressor is home − away matches,
// docs/fairness.md "Colour luck"), in every place the reports name it; an individual event's stays
// per extra red.
TEST(BatchReport, ColourLuckOfATeamEventIsPerHomeMatch) {
  nlohmann::ordered_json luck = {{"rank_per_red", 0.286}, {"ci95", {-0.012, 0.583}}, {"observations", 1600}};
  nlohmann::ordered_json team = {{"kind", "simulate"},
                                 {"scenario", "T"},
                                 {"colour_luck", luck},
                                 {"settings", {{"rules", {{"format", "team_swiss"}}}}}};
  nlohmann::ordered_json individual = team;
  individual["settings"]["rules"]["format"] = "swiss";
  // The interval reads the same on the key figure and in the table: signed ("+0.583", once "0.583").
  EXPECT_NE(render_markdown(team).find("places per extra home match · 95% CI [-0.012, +0.583]"),
            std::string::npos)
      << render_markdown(team);
  EXPECT_EQ(render_markdown(team).find(", 0.583]"), std::string::npos);
  for (const std::string& text : {render_markdown(team), render_html(team)}) {
    EXPECT_NE(text.find("final rank per extra home match (places)"), std::string::npos) << text;
    EXPECT_NE(text.find("places per extra home match"), std::string::npos);
    EXPECT_NE(text.find("more home matches, a better place"), std::string::npos);
    EXPECT_EQ(text.find("extra red"), std::string::npos);
    EXPECT_EQ(text.find("more reds"), std::string::npos);
  }
  for (const std::string& text : {render_markdown(individual), render_html(individual)}) {
    EXPECT_NE(text.find("final rank per extra red game (places)"), std::string::npos);
    EXPECT_EQ(text.find("home match"), std::string::npos);
  }
  nlohmann::ordered_json compare = {
      {"kind", "compare"},
      {"scenario", "T"},
      {"variants",
       {{{"name", "a"}, {"tiebreaks", {"team-pt14"}}, {"colour_luck", luck}},
        {{"name", "b"}, {"tiebreaks", {"team-pt14", "team_number"}}, {"colour_luck", luck}}}},
      {"settings", {{"rules", {{"format", "team_swiss"}}}}}};
  for (const std::string& text : {render_markdown(compare), render_html(compare)}) {
    EXPECT_NE(text.find("colour luck (places per home match)"), std::string::npos) << text;
    EXPECT_NE(text.find("places one more home match moves"), std::string::npos);
    EXPECT_EQ(text.find("per red"), std::string::npos);
    EXPECT_EQ(text.find("one more red game"), std::string::npos);
  }
}

// A team event's floats are matches between groups of match points and its byes are teams'
// (docs/scenarios.md): the distributions say so, an individual event's keep games and entrants.
TEST(BatchReport, ATeamEventsDistributionsCountMatchesAndTeams) {
  nlohmann::ordered_json dist = {{"floats", {{"0", 10}, {"1", 5}}},
                                 {"excess_floats", {{"0", 12}, {"4", 3}}},
                                 {"byes", {{"0", 14}, {"1", 2}}}};
  nlohmann::ordered_json team = {{"kind", "simulate"},
                                 {"scenario", "T"},
                                 {"distributions", dist},
                                 {"settings", {{"rules", {{"format", "team_swiss"}}}}}};
  nlohmann::ordered_json individual = team;
  individual["settings"]["rules"]["format"] = "swiss";
  for (const std::string& text : {render_markdown(team), render_html(team)}) {
    EXPECT_NE(text.find("Byes per team"), std::string::npos) << text;
    EXPECT_EQ(text.find("Byes per entrant"), std::string::npos);
  }
  EXPECT_NE(render_html(team).find("matches between different match-point groups"), std::string::npos);
  EXPECT_NE(render_html(team).find("both teams counted"), std::string::npos);
  for (const std::string& text : {render_markdown(individual), render_html(individual)}) {
    EXPECT_NE(text.find("Byes per entrant"), std::string::npos) << text;
    EXPECT_EQ(text.find("match-point groups"), std::string::npos);
  }
  EXPECT_NE(render_html(individual).find("games between different score groups"), std::string::npos);
  EXPECT_NE(render_html(individual).find("both players counted"), std::string::npos);
}

// One rounding rule for a share of counts wherever it is printed: 11 of 2000 players (0.55 %)
// read "0.6%" on the terminal and "0.5%" in report.md and report.html (two formatters of two
// doubles). Exact from the integers, a half up.
TEST(BatchReport, AShareOfCountsReadsTheSameOnTheTerminalAndInTheReports) {
  EXPECT_EQ(format_percent(11, 2000), "0.6%");
  EXPECT_EQ(format_percent(1, 2000), "0.1%");  // 0.05 %: a half, up
  EXPECT_EQ(format_percent(1, 3), "33.3%");
  EXPECT_EQ(format_percent(2, 3), "66.7%");
  EXPECT_EQ(format_percent(0, 7), "0.0%");
  EXPECT_EQ(format_percent(7, 7), "100.0%");
  EXPECT_EQ(format_percent(1, 0), "-");
  EXPECT_EQ(format_percent(UINT64_MAX, UINT64_MAX), "100.0%");  // no overflow
  BatchSummary s = make_batch_summary("shares", 7, 100, {{"rules", "test"}});
  s.count = 100;
  s.colour_difference = {{-1, 989}, {0, 1000}, {2, 11}};
  std::string terminal;
  for (const auto& row : batch_summary_table(s).rows)
    if (row[0] == "players with |reds - blacks| >= 2") terminal = row[1];
  EXPECT_EQ(terminal, "0.6%");
  const nlohmann::ordered_json report = make_report(s);
  const std::string md = render_markdown(report), html = render_html(report);
  EXPECT_NE(md.find("11 of 2000 (0.6%)"), std::string::npos) << md;
  EXPECT_NE(html.find("11 of 2000 (0.6%)"), std::string::npos);
  EXPECT_EQ(md.find("0.5%"), std::string::npos) << md;
  EXPECT_EQ(html.find("0.5%"), std::string::npos);
}

}  // namespace
}  // namespace xq
