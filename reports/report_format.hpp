// Reading the fairness report JSON (REP) for people: nullptr-safe lookups (any key may be absent
// or null, and what is absent reads "not measured"), the one way every writer formats numbers,
// and the names and units of metrics and distributions. Shared by the Markdown, HTML and CSV
// writers; the CSV writer keeps raw numbers.
//
// Units: shares and accuracies (share_of_ties, accuracy, tie_order_accuracy, top3_accuracy,
// strongest_won, unresolved_share) are fractions in [0, 1] shown as percent; mean_abs_displacement
// is places of rank (2 decimals); colour luck a signed slope in places per red; other estimates
// are ratios with 3 decimals.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// What a section, a cell or a chart shows when the report lacks it.
inline constexpr const char* kNotMeasured = "not measured";

/// `object[key]`, or nullptr when `object` is not an object, has no `key`, or it is null.
const nlohmann::ordered_json* report_find(const nlohmann::ordered_json& object, std::string_view key);
/// Follows `path` from `object` (nullptr-safe): report_find(*report_find(*o, a), b) …
const nlohmann::ordered_json* report_path(const nlohmann::ordered_json* object,
                                          std::initializer_list<std::string_view> path);
/// The number at `v`, if `v` is a number.
std::optional<double> report_number(const nlohmann::ordered_json* v);
/// The non-negative integer at `v`, if it is one.
std::optional<std::uint64_t> report_count(const nlohmann::ordered_json* v);

/// How a value is shown.
enum class ValueUnit {
  ratio,   ///< "0.552" (3 decimals)
  places,  ///< "4.81" (2 decimals), ranks and places
  share,   ///< a fraction shown as "56.1%"
};

/// `x` in `unit`.
std::string format_value(double x, ValueUnit unit);
/// A 95 % interval `[lo, hi]` (a JSON array of two numbers) as "[0.548, 0.556]"; "" otherwise.
std::string format_interval(const nlohmann::ordered_json* ci95, ValueUnit unit);
/// A difference with its sign: "+0.012", "-0.004", shares in percentage points "+1.2 pp".
std::string format_difference(double d, ValueUnit unit);
/// A p value: "0.034", below 0.001 "<0.001".
std::string format_p(double p);
/// Any JSON value as a short text: integers exactly, other numbers with 3 decimals, strings as
/// they are, arrays joined with ", ", objects as "k=v, …"; absent: "not measured".
std::string format_json(const nlohmann::ordered_json* v);
/// A slope with its sign and 3 decimals: "+0.120", "-0.412", "0.000".
std::string format_signed(double x);
/// A 95 % interval of a slope, each end by format_signed: "[-0.130, +0.211]"; "" when not two numbers.
std::string format_signed_interval(const nlohmann::ordered_json* ci95);
/// A JSON key for people: "mean_abs_displacement" → "mean abs displacement".
std::string humanise_key(std::string key);
/// A share with its count: "624 of 2000 (31.2%)"; "" when `of` is 0.
std::string format_count_share(std::uint64_t count, std::uint64_t of);
/// count / of in percent with one decimal, "0.6%" for 11 of 2000: rounded exactly from the
/// integers, a half up — the one rule for a share of counts wherever it is printed (the
/// terminal's table, report.md, report.html); "-" when `of` is 0.
std::string format_percent(std::uint64_t count, std::uint64_t of);

/// How a metric of the report is named and read.
struct MetricInfo {
  std::string key;    ///< as in the JSON ("kendall_tau")
  std::string label;  ///< for people ("Kendall tau")
  ValueUnit unit = ValueUnit::ratio;
  std::string better;  ///< "higher", "lower", "near 0" or "" (unknown)
};

/// The metric `key`; an unknown key is labelled by itself, a ratio.
MetricInfo metric_info(std::string_view key);
/// The ranking metrics in the order the writers show them.
const std::vector<std::string>& ranking_metric_order();

/// The point value of an estimate: its "mean", "share", "accuracy", "rank_per_red" or "value",
/// or the estimate itself when it is a number.
std::optional<double> estimate_value(const nlohmann::ordered_json* estimate);
/// "0.552 [0.548, 0.556]" (value and interval), or "not measured".
std::string format_estimate(const nlohmann::ordered_json* estimate, ValueUnit unit);

/// A histogram of the report ("value-as-text" → count), in numeric order of the values.
struct HistogramBin {
  std::string label;                  ///< the key as written
  std::optional<std::int64_t> value;  ///< the key read as an integer, if it is one
  std::uint64_t count = 0;
};
std::vector<HistogramBin> histogram_bins(const nlohmann::ordered_json* histogram);

/// How a distribution of the report is titled and summed up.
struct DistributionInfo {
  std::string key;        ///< "colour_difference"
  std::string title;      ///< "Colour difference per player"
  std::string x_label;    ///< "reds − blacks at the end"
  std::string y_label;    ///< "players"
  std::string tail;       ///< "|reds − blacks| ≥ 2" ("" = no tail of interest)
  bool tail_abs = false;  ///< the tail is |value| ≥ tail_from (else value ≥ tail_from)
  std::int64_t tail_from = 0;
};
DistributionInfo distribution_info(std::string_view key, bool team = false);
/// The distributions in the order the writers show them (unknown keys of the report follow).
const std::vector<std::string>& distribution_order();
/// Whether bin `value` is in the tail of `info`.
bool in_tail(const DistributionInfo& info, std::int64_t value);

/// Observations, mean and tail of a histogram, for the one-line summaries.
struct HistogramStats {
  std::uint64_t observations = 0;
  std::optional<double> mean;  ///< when every key is an integer
  std::optional<std::int64_t> min, max;
  std::uint64_t tail = 0;  ///< observations in the tail
};
HistogramStats histogram_stats(const std::vector<HistogramBin>& bins, const DistributionInfo& info);
/// "1800 players · mean 0.01 · |reds − blacks| ≥ 2: 9 of 1800 (0.5%)".
std::string histogram_summary(const std::vector<HistogramBin>& bins, const DistributionInfo& info);

/// The kind of report: "compare" when "kind" says so (or it has "variants"), else "simulate".
std::string report_kind(const nlohmann::ordered_json& report);
/// The report is of a round robin (RR-1): its settings' rules say format "round_robin", or it has
/// a "round_robin" section. Its writers show the Berger table's checks and the ties place by place
/// in place of floats and colour balance (docs/fairness.md "Round robins").
bool report_round_robin(const nlohmann::ordered_json& report);
/// The report is of a team event (its settings' rules say format "team_swiss"): colour luck's
/// regressor is home − away matches, not reds − blacks (docs/fairness.md "Colour luck").
bool report_team(const nlohmann::ordered_json& report);
/// "WXC 2022 men", or "unnamed scenario".
std::string report_scenario(const nlohmann::ordered_json& report);
/// "2000 tournaments (of 2000 requested) · seed 1": what the report was made of.
std::string report_batch_line(const nlohmann::ordered_json& report);

/// The report's "variants" in the agreed shape {"name", "tiebreaks", "set", "ranking",
/// "tiebreaks_analysis", "colour_luck"}; also reads make_comparison_json's {"label", "list",
/// "report": {"ranking", "tiebreaks", "colour_luck"}}. An empty array when there are none.
nlohmann::ordered_json compare_variants(const nlohmann::ordered_json& report);

}  // namespace xq
