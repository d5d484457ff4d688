// What a fairness report says in plain words (issue 16): the compare report's Conclusion, the
// "What was simulated" block, one line per metric linked to docs/fairness.md, and the
// rank-vs-strength chart as a compact table for Markdown. Pure functions of the report JSON,
// shared by the Markdown and HTML writers. The conclusion and the simulated block follow the
// report's "lang" ("en", or "zh" for Chinese: `xqsim compare --lang zh`); the tables stay English.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "reports/text_table.hpp"

namespace xq {

/// "zh" when the report's "lang" says so, else "en".
std::string report_lang(const nlohmann::ordered_json& report);

/// Headings in the report's language: "Conclusion" / "结论", "What was simulated" / "模拟内容".
std::string conclusion_title(const nlohmann::ordered_json& report);
std::string simulated_title(const nlohmann::ordered_json& report);

/// A compare report's Conclusion, one paragraph per entry: which variant orders the field closest to
/// true strength (mean Kendall tau), each later variant against the baseline (Kendall tau and
/// tie-order accuracy with their intervals and Holm-adjusted p, and which differences are both
/// significant and at least the minimal important difference), and a bottom line. Empty when the
/// report has no variants.
std::vector<std::string> conclusion_paragraphs(const nlohmann::ordered_json& report);

/// What was simulated: tournaments and seed, the field and its rating model, the format and rounds,
/// the result model (red advantage, draw rate), the tiebreak list, each variant's changed settings
/// and what the variants share (common random numbers). Nullopt without settings.
std::optional<TextTable> simulated_table(const nlohmann::ordered_json& report);

/// One line that says what a metric means and where docs/fairness.md defines it.
struct MetricNote {
  std::string label;   ///< "Kendall tau"
  std::string text;    ///< one line in plain words
  std::string anchor;  ///< "docs/fairness.md#ranking-quality-one-value-per-tournament"
};

/// The notes of `keys` (the report's metric keys, plus "colour_luck", "tie_order_accuracy" and
/// "p_holm" for the compare columns), in that order; unknown keys are left out.
std::vector<MetricNote> metric_notes(const std::vector<std::string>& keys);

/// The colour-luck note's key for `report`: "colour_luck_team" for a team event (per home match),
/// else "colour_luck".
std::string colour_luck_key(const nlohmann::ordered_json& report);

/// The notes as a Markdown bullet list ("- **Kendall tau**: … ([docs/fairness.md](…))").
std::string metric_notes_markdown(const std::vector<MetricNote>& notes);

/// Rank vs strength for text: "strength rank" | mean final place (one column per variant in a
/// compare report) | "ideal" | a bar of '#' (simulate: the mean final place, 1 char per place up
/// to 40). Fields above 20 entrants are grouped in at most 16 ranges of strength ranks
/// ("1–7"), each the mean of its ranks. Nullopt without the data.
std::optional<TextTable> rank_strength_table(const nlohmann::ordered_json& report);

}  // namespace xq
