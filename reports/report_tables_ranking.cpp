// A simulate report's ranking sections (report_tables.hpp): the ranking metrics, the tiebreak
// overview and its criteria, colour luck, and the distributions.
#include "reports/report_tables.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "reports/report_tables_detail.hpp"
#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;
using report_tables_detail::criterion_name;
using report_tables_detail::join_list;
using report_tables_detail::percent;
using report_tables_detail::unresolved_text;

std::optional<TextTable> ranking_table(const ojson* ranking) {
  if (ranking == nullptr || !ranking->is_object()) return std::nullopt;
  TextTable t;
  t.header = {"metric", "estimate", "sd", "95% CI", "better"};
  t.align = {Align::left, Align::right, Align::right, Align::right, Align::left};
  std::vector<std::string> keys = ranking_metric_order();
  for (const auto& [key, v] : ranking->items())
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  for (const std::string& key : keys) {
    const MetricInfo m = metric_info(key);
    const ojson* e = report_find(*ranking, key);
    const auto v = estimate_value(e);
    if (!v) {
      t.rows.push_back({m.label, kNotMeasured, "", "", m.better});
      continue;
    }
    const auto sd = report_number(e->is_object() ? report_find(*e, "sd") : nullptr);
    std::string label = m.label;  // a proportion names its count: "strongest entrant wins (623 of 2000)"
    if (e->is_object()) {
      const auto c = report_count(report_find(*e, "count")), of = report_count(report_find(*e, "of"));
      if (c && of) label += " (" + std::to_string(*c) + " of " + std::to_string(*of) + ")";
    }
    t.rows.push_back({label, format_value(*v, m.unit), sd ? format_value(*sd, m.unit) : "",
                      e->is_object() ? format_interval(report_find(*e, "ci95"), m.unit) : "", m.better});
  }
  return t;
}

std::optional<TextTable> tiebreak_overview_table(const ojson* tiebreaks) {
  if (tiebreaks == nullptr || !tiebreaks->is_object()) return std::nullopt;
  TextTable t;
  t.header = {"measure", "value"};
  t.align = {Align::left, Align::right};
  t.rows.push_back({"tiebreak list", join_list(report_find(*tiebreaks, "list"))});
  t.rows.push_back({"tied pairs (equal on points)", format_json(report_find(*tiebreaks, "tied_pairs"))});
  t.rows.push_back({"left unresolved at the end", unresolved_text(tiebreaks)});
  t.rows.push_back({"tie order accuracy (50% = coin toss)",
                    format_estimate(report_find(*tiebreaks, "tie_order_accuracy"), ValueUnit::share)});
  return t;
}

std::optional<TextTable> tiebreak_criteria_table(const ojson* tiebreaks) {
  const ojson* criteria = report_path(tiebreaks, {"criteria"});
  if (criteria == nullptr || !criteria->is_array()) return std::nullopt;
  TextTable t;
  t.header = {"#", "criterion", "decided", "share of ties", "correct", "accuracy", "95% CI"};
  t.align = {Align::right, Align::left, Align::right, Align::right, Align::right, Align::right, Align::right};
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    const auto share = report_number(report_find(c, "share_of_ties"));
    const auto accuracy = report_number(report_find(c, "accuracy"));
    const bool decided_none = report_count(report_find(c, "decided")) == std::optional<std::uint64_t>(0);
    t.rows.push_back(
        {std::to_string(i + 1), criterion_name(c, i), format_json(report_find(c, "decided")),
         share ? percent(*share) : kNotMeasured, format_json(report_find(c, "correct")),
         accuracy && !decided_none ? percent(*accuracy) : kNotMeasured,
         accuracy && !decided_none ? format_interval(report_find(c, "ci95"), ValueUnit::share) : ""});
  }
  return t;
}

std::optional<TextTable> colour_luck_table(const ojson* c, bool team) {
  const auto v = estimate_value(c);
  if (!v) return std::nullopt;
  TextTable t;
  t.header = {"measure", "value"};
  t.align = {Align::left, Align::right};
  t.rows.push_back(
      {team ? "final rank per extra home match (places)" : "final rank per extra red game (places)",
       format_signed(*v)});
  if (c->is_object()) {
    if (const std::string ci = format_signed_interval(report_find(*c, "ci95")); !ci.empty())
      t.rows.push_back({"95% CI", ci});
    if (const ojson* n = report_find(*c, "observations")) t.rows.push_back({"observations", format_json(n)});
  }
  return t;
}

std::optional<TextTable> distributions_table(const ojson& report) {
  const ojson* d = report_find(report, "distributions");
  if (d == nullptr || !d->is_object()) return std::nullopt;
  TextTable t;
  t.header = {"distribution", "observations", "mean", "range", "tail"};
  t.align = {Align::left, Align::right, Align::right, Align::right, Align::left};
  std::vector<std::string> keys = distribution_order();
  for (const auto& [key, v] : d->items())
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  for (const std::string& key : keys) {
    const DistributionInfo info = distribution_info(key, report_team(report));
    const auto bins = histogram_bins(report_find(*d, key));
    const HistogramStats s = histogram_stats(bins, info);
    if (s.observations == 0) {
      t.rows.push_back({info.title, kNotMeasured, "", "", ""});
      continue;
    }
    const std::string range = s.min && s.max ? std::to_string(*s.min) + " to " + std::to_string(*s.max) : "";
    const std::string tail =
        info.tail.empty() || !s.mean ? "" : info.tail + ": " + format_count_share(s.tail, s.observations);
    t.rows.push_back({info.title, std::to_string(s.observations) + " " + info.y_label,
                      s.mean ? format_fixed(*s.mean, 2) : "", range, tail});
  }
  return t;
}

}  // namespace xq
