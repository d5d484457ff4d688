// A round robin's report sections (report_tables.hpp, docs/fairness.md "Round robins"): what the
// Berger table fixes (RR-1, RR-1.2, RR-1.3; no floats, V-3) against the batch, and the places —
// tied, decided by the list, left to a T-12 play-off — overall and per criterion.
// Comparing round robins' places: places_comparison_table in report_tables_compare.cpp.
#include "reports/report_tables.hpp"

#include <cstddef>
#include <string>
#include <vector>

#include "reports/report_tables_detail.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;
using report_tables_detail::criterion_name;
using report_tables_detail::per_tournament_text;
using report_tables_detail::percent;
using report_tables_detail::proportion_text;
using report_tables_detail::share_text;
using report_tables_detail::unresolved_text;

namespace {

// "-1: 898 · 0: 4 · 1: 898": a histogram's values and counts in numeric order.
std::string bins_text(const ojson* histogram) {
  std::string s;
  for (const HistogramBin& b : histogram_bins(histogram))
    s += (s.empty() ? "" : " · ") + b.label + ": " + std::to_string(b.count);
  return s.empty() ? std::string(kNotMeasured) : s;
}

}  // namespace

std::optional<TextTable> schedule_table(const ojson& report) {
  if (!report_round_robin(report)) return std::nullopt;
  const ojson* d = report_find(report, "distributions");
  TextTable t;
  t.header = {"fixed by the Berger table (RR-1)", "observed over the batch (value: count)"};
  t.align = {Align::left, Align::left};
  t.rows.push_back(
      {"reds − blacks per player: ±1 with even n, 0 with odd n (RR-1.2; games played, a "
       "forfeit has no colour)",
       bins_text(report_path(d, {"colour_difference"}))});
  t.rows.push_back({"longest run of one colour: at most 2 (RR-1.2; games played)",
                    bins_text(report_path(d, {"colour_streak"}))});
  t.rows.push_back(
      {"sit-outs per entrant: 1 with odd n, 0 with even n (RR-1.3)", bins_text(report_path(d, {"byes"}))});
  const ojson* bye = report_path(&report, {"round_robin", "rr_bye"});
  if (bye == nullptr) bye = report_path(&report, {"settings", "rules", "rr_bye"});
  const std::string b = bye ? format_json(bye) : kNotMeasured;
  t.rows.push_back(
      {"a sit-out scores (rr_bye, RR-1.3)", b + (b == "win" ? ": 2 points and a win, no colour, no opponent"
                                                 : b == "none" ? ": nothing, not a game"
                                                               : "")});
  t.rows.push_back(
      {"floats and excess floats (V-3)", "none: every pair meets once, in its round of the table"});
  return t;
}

std::optional<TextTable> places_overview_table(const ojson* places) {
  if (places == nullptr || !places->is_object()) return std::nullopt;
  TextTable t;
  t.header = {"measure", "value", "per tournament"};
  t.align = {Align::left, Align::right, Align::right};
  t.rows.push_back({"tied places (neighbours equal on points)",
                    format_json(report_find(*places, "tied_places")),
                    per_tournament_text(report_find(*places, "per_tournament"))});
  const ojson* acc = report_find(*places, "accuracy");
  std::string decided = share_text(acc);
  if (const auto n = report_count(report_path(acc, {"decided"}))) decided += " of " + std::to_string(*n);
  t.rows.push_back({"decided by the list with the truly stronger first (50% = coin toss)", decided, ""});
  t.rows.push_back({"tied after the list: a T-12 play-off (played or shared)",
                    format_json(report_find(*places, "tied_after_list")),
                    per_tournament_text(report_find(*places, "tied_after_list_per_tournament"))});
  t.rows.push_back({"still shared at the end (no play-off played)", unresolved_text(places),
                    per_tournament_text(report_find(*places, "unresolved_per_tournament"))});
  const ojson* tied = report_find(*places, "playoff_entrants");
  const auto tc = report_count(report_path(tied, {"count"})), to = report_count(report_path(tied, {"of"}));
  t.rows.push_back({"entrants tied after the list",
                    tc && to ? format_count_share(*tc, *to) : std::string(kNotMeasured), ""});
  t.rows.push_back({"tournaments needing a play-off (T-12)",
                    proportion_text(report_find(*places, "playoff_tournaments")), ""});
  return t;
}

std::optional<TextTable> places_criteria_table(const ojson* places) {
  const ojson* criteria = report_path(places, {"criteria"});
  if (criteria == nullptr || !criteria->is_array()) return std::nullopt;
  TextTable t;
  t.header = {"#",       "criterion", "places decided", "per tournament", "share of tied places",
              "correct", "accuracy",  "95% CI"};
  t.align = {Align::right, Align::left,  Align::right, Align::right,
             Align::right, Align::right, Align::right, Align::right};
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    const auto share = report_number(report_find(c, "share_of_tied_places"));
    const auto accuracy = report_number(report_find(c, "accuracy"));
    t.rows.push_back({std::to_string(i + 1), criterion_name(c, i), format_json(report_find(c, "decided")),
                      per_tournament_text(report_find(c, "per_tournament")),
                      share ? percent(*share) : kNotMeasured, format_json(report_find(c, "correct")),
                      accuracy ? percent(*accuracy) : kNotMeasured,
                      accuracy ? format_interval(report_find(c, "ci95"), ValueUnit::share) : ""});
  }
  const auto u = report_number(report_find(*places, "unresolved_share"));
  t.rows.push_back({"", "still shared at the end", format_json(report_find(*places, "unresolved")),
                    per_tournament_text(report_find(*places, "unresolved_per_tournament")),
                    u ? percent(*u) : kNotMeasured, "", "", ""});
  return t;
}

}  // namespace xq
