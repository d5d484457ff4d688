// The tables and key figures of a fairness report, formatted for people: what the Markdown and
// HTML writers both show. Pure functions of the report JSON; a section the report lacks is nullopt.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "reports/report_format.hpp"
#include "reports/text_table.hpp"

namespace xq {

/// One figure of the summary at the top of a report.
struct KeyFigure {
  std::string label;
  std::string value;
  std::string detail;  ///< under the value: the interval, a count
  int status = 0;      ///< 0 neutral, 1 good, -1 needs attention (violations)
};

/// Simulate reports: the figures at the top (each "not measured" when absent), then one table
/// per section, nullopt when the report lacks the section.
std::vector<KeyFigure> key_figures(const nlohmann::ordered_json& report);
/// kind | rule | total | per tournament | p95 | max: violations, warnings, verifier warnings.
std::optional<TextTable> rules_table(const nlohmann::ordered_json& report);
/// measure | value | share: tournaments, stops, games and results.
std::optional<TextTable> results_table(const nlohmann::ordered_json& report);
/// metric | estimate | sd | 95% CI | better, from a "ranking" object; a proportion's label
/// carries its count ("strongest entrant wins (623 of 2000)").
std::optional<TextTable> ranking_table(const nlohmann::ordered_json* ranking);
/// measure | value: list, tied pairs, unresolved, tie order accuracy, from a "tiebreaks" object.
std::optional<TextTable> tiebreak_overview_table(const nlohmann::ordered_json* tiebreaks);
/// # | criterion | decided | share of ties | correct | accuracy | 95% CI.
std::optional<TextTable> tiebreak_criteria_table(const nlohmann::ordered_json* tiebreaks);
/// measure | value: final rank per extra red (a team event, `team`: per extra home match), its
/// interval, observations.
std::optional<TextTable> colour_luck_table(const nlohmann::ordered_json* colour_luck, bool team = false);
/// distribution | observations | mean | range | tail, for each histogram of "distributions".
std::optional<TextTable> distributions_table(const nlohmann::ordered_json& report);

/// Round robins (docs/fairness.md "Round robins"); nullopt for other reports or without the section.
/// What the Berger table fixes (colours, sit-outs, no floats) against what the batch shows: a
/// check of the schedule in place of the distributions' charts.
std::optional<TextTable> schedule_table(const nlohmann::ordered_json& report);
/// measure | value | per tournament, from a "places" object (make_places_json): tied places, how
/// many the list decided stronger-first, still tied (a T-12 play-off), tournaments needing one.
std::optional<TextTable> places_overview_table(const nlohmann::ordered_json* places);
/// # | criterion | places decided | per tournament | share of tied places | correct | accuracy |
/// 95% CI, then the places still tied.
std::optional<TextTable> places_criteria_table(const nlohmann::ordered_json* places);
/// Compare reports of round robins: criterion | variant… — the places figures and each criterion's
/// place accuracy per list.
std::optional<TextTable> places_comparison_table(const nlohmann::ordered_json& report);

/// Events with a knockout (docs/fairness.md "Events with a knockout"): measure | estimate | 95% CI |
/// in plain words, one row per measure of the report's "knockout" (make_knockout_json); nullopt
/// without it.
std::optional<TextTable> knockout_table(const nlohmann::ordered_json& report);
/// A knockout event's report: what its final places, and its tiebreak analysis, are read from
/// (one sentence each, "" for other reports).
std::string knockout_ranking_note(const nlohmann::ordered_json& report);
std::string knockout_tiebreak_note(const nlohmann::ordered_json& report);

/// Compare reports.
/// metric | variant… : tiebreak list, settings, ranking metrics, ties, colour luck.
std::optional<TextTable> variants_table(const nlohmann::ordered_json& report);
/// criterion | variant… : accuracy [CI] and how many ties it decided.
std::optional<TextTable> criteria_comparison_table(const nlohmann::ordered_json& report);
/// metric | baseline | variant | difference | 95% CI | p | significant ("yes"/"no").
std::optional<TextTable> differences_table(const nlohmann::ordered_json& report);

}  // namespace xq
