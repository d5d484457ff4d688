// Compare reports (report_tables.hpp): one column per variant — the ranking metrics and ties, each
// criterion's accuracy, a round robin's places (T-12 play-offs) — and the differences from the
// baseline with their tests.
#include "reports/report_tables.hpp"

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reports/report_tables_detail.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;
using report_tables_detail::criterion_name;
using report_tables_detail::join_list;
using report_tables_detail::per_tournament_text;
using report_tables_detail::proportion_text;
using report_tables_detail::share_text;
using report_tables_detail::unresolved_text;

namespace {

std::string variant_name(const ojson& v, size_t i) {
  const ojson* n = report_find(v, "name");
  return n && n->is_string() ? n->get<std::string>() : "variant " + std::to_string(i + 1);
}

// "61.2% [58.0%, 64.3%] · 1234 decided" for one criterion of a "criteria" list.
std::string criterion_cell(const ojson& c) {
  const auto decided = report_count(report_find(c, "decided"));
  if (!report_number(report_find(c, "accuracy")) || decided == std::optional<std::uint64_t>(0))
    return decided ? std::string(kNotMeasured) + " · 0 decided" : std::string(kNotMeasured);
  std::string s = format_value(*report_number(report_find(c, "accuracy")), ValueUnit::share);
  if (const std::string ci = format_interval(report_find(c, "ci95"), ValueUnit::share); !ci.empty())
    s += " " + ci;
  if (decided) s += " · " + std::to_string(*decided) + " decided";
  return s;
}

// Rows "criterion | variant…" for every criterion any variant's `section`.criteria names:
// criterion_cell per variant, "not in list" where a variant's list lacks it.
void criterion_rows(TextTable& t, const ojson& variants, std::initializer_list<std::string_view> section) {
  std::vector<std::string> names;
  for (const ojson& v : variants) {
    const ojson* criteria = report_path(report_path(&v, section), {"criteria"});
    if (criteria == nullptr || !criteria->is_array()) continue;
    for (size_t i = 0; i < criteria->size(); ++i) {
      const std::string n = criterion_name((*criteria)[i], i);
      if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
  }
  for (const std::string& name : names) {
    std::vector<std::string> r = {name};
    for (const ojson& v : variants) {
      const ojson* criteria = report_path(report_path(&v, section), {"criteria"});
      if (criteria == nullptr || !criteria->is_array()) {
        r.push_back(kNotMeasured);
        continue;
      }
      std::string cell = "not in list";
      for (size_t i = 0; i < criteria->size(); ++i)
        if (criterion_name((*criteria)[i], i) == name) {
          cell = criterion_cell((*criteria)[i]);
          break;
        }
      r.push_back(cell);
    }
    t.rows.push_back(std::move(r));
  }
}

// A table "criterion | variant…" with one column per variant of `variants`.
TextTable by_variant_table(const ojson& variants, const char* first = "criterion") {
  TextTable t;
  t.header = {first};
  t.align = {Align::left};
  for (size_t i = 0; i < variants.size(); ++i) {
    t.header.push_back(variant_name(variants[i], i));
    t.align.push_back(Align::right);
  }
  return t;
}

}  // namespace

std::optional<TextTable> places_comparison_table(const ojson& report) {
  const ojson* raw = report_find(report, "variants");
  if (raw == nullptr || !raw->is_array() || raw->empty() ||
      std::none_of(raw->begin(), raw->end(),
                   [](const ojson& v) { return report_find(v, "places") != nullptr; }))
    return std::nullopt;
  TextTable t = by_variant_table(*raw, "measure or criterion");
  const auto row = [&](std::string label, const auto& cell) {
    std::vector<std::string> r = {std::move(label)};
    for (const ojson& v : *raw) r.push_back(cell(report_find(v, "places")));
    t.rows.push_back(std::move(r));
  };
  row("tied places per tournament", [](const ojson* p) {
    const std::string s = per_tournament_text(report_path(p, {"per_tournament"}));
    return s.empty() ? std::string(kNotMeasured) : s;
  });
  row("all decided places", [](const ojson* p) { return share_text(report_path(p, {"accuracy"})); });
  row("tied after the list (T-12): places",
      [](const ojson* p) { return format_json(report_path(p, {"tied_after_list"})); });
  row("still shared at the end", [](const ojson* p) { return unresolved_text(p); });
  row("tournaments needing a play-off",
      [](const ojson* p) { return proportion_text(report_path(p, {"playoff_tournaments"})); });
  criterion_rows(t, *raw, {"places"});
  return t;
}

std::optional<TextTable> variants_table(const ojson& report) {
  const ojson normalised = compare_variants(report);
  const ojson* variants = &normalised;
  if (variants->empty()) return std::nullopt;
  TextTable t;
  t.header = {"metric"};
  t.align = {Align::left};
  for (size_t i = 0; i < variants->size(); ++i) {
    t.header.push_back(variant_name((*variants)[i], i));
    t.align.push_back(Align::right);
  }
  const auto row = [&](std::string label, const auto& cell) {
    std::vector<std::string> r = {std::move(label)};
    for (const ojson& v : *variants) r.push_back(cell(v));
    t.rows.push_back(std::move(r));
  };
  row("tiebreak list", [](const ojson& v) { return join_list(report_find(v, "tiebreaks")); });
  row("settings changed", [](const ojson& v) {
    const ojson* set = report_find(v, "set");
    return set == nullptr || set->empty() ? std::string("none") : format_json(set);
  });
  // Tournaments a variant's event stopped with no legal pairing (left out of every figure): shown
  // when some variant stopped, as the conclusion says first.
  const auto stopped = [](const ojson& v) { return report_count(report_find(v, "stopped")).value_or(0); };
  if (std::any_of(variants->begin(), variants->end(), [&](const ojson& v) { return stopped(v) > 0; }))
    row("stopped (no legal pairing)", [&](const ojson& v) { return std::to_string(stopped(v)); });
  std::vector<std::string> keys = ranking_metric_order();
  for (const ojson& v : *variants)
    if (const ojson* r = report_find(v, "ranking"); r && r->is_object())
      for (const auto& [key, e] : r->items())
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  for (const std::string& key : keys) {
    const MetricInfo m = metric_info(key);
    row(m.label, [&](const ojson& v) { return format_estimate(report_path(&v, {"ranking", key}), m.unit); });
  }
  row("tied pairs", [](const ojson& v) {
    return format_json(report_path(&v, {"tiebreaks_analysis", "tied_pairs"}));
  });
  row("ties left unresolved",
      [](const ojson& v) { return unresolved_text(report_find(v, "tiebreaks_analysis")); });
  row("tie order accuracy", [](const ojson& v) {
    return format_estimate(report_path(&v, {"tiebreaks_analysis", "tie_order_accuracy"}), ValueUnit::share);
  });
  row(report_team(report) ? "colour luck (places per home match)" : "colour luck (places per red)",
      [](const ojson& v) { return format_estimate(report_find(v, "colour_luck"), ValueUnit::ratio); });
  return t;
}

std::optional<TextTable> criteria_comparison_table(const ojson& report) {
  const ojson normalised = compare_variants(report);
  const ojson* variants = &normalised;
  if (variants->empty()) return std::nullopt;
  TextTable t = by_variant_table(*variants);
  std::vector<std::string> all = {"tie-order accuracy"};  // per tournament (docs/fairness.md)
  for (const ojson& v : *variants)
    all.push_back(
        format_estimate(report_path(&v, {"tiebreaks_analysis", "tie_order_accuracy"}), ValueUnit::share));
  t.rows.push_back(std::move(all));
  criterion_rows(t, *variants, {"tiebreaks_analysis"});
  return t;
}

std::optional<TextTable> differences_table(const ojson& report) {
  const ojson* diffs = report_find(report, "differences");
  if (diffs == nullptr || !diffs->is_array()) return std::nullopt;
  TextTable t;
  t.header = {"metric", "baseline", "variant", "difference", "95% CI", "p", "p (Holm)", "MID", "significant"};
  t.align = {Align::left,  Align::left,  Align::left,  Align::right, Align::right,
             Align::right, Align::right, Align::right, Align::left};
  for (const ojson& d : *diffs) {
    const ojson* metric = report_find(d, "metric");
    const MetricInfo m = metric_info(metric && metric->is_string() ? metric->get<std::string>() : "");
    const auto diff = report_number(report_find(d, "mean_diff"));
    std::string ci;
    if (const ojson* c = report_find(d, "ci95");
        c && c->is_array() && c->size() == 2 && (*c)[0].is_number() && (*c)[1].is_number())
      ci = "[" + format_difference((*c)[0].get<double>(), m.unit) + ", " +
           format_difference((*c)[1].get<double>(), m.unit) + "]";
    const auto p = report_number(report_find(d, "p"));
    const auto p_holm = report_number(report_find(d, "p_holm"));
    const auto mid = report_number(report_find(d, "mid"));
    const ojson* sig = report_find(d, "significant");
    std::string mid_text = mid ? format_difference(*mid, m.unit) : "";
    if (!mid_text.empty() && mid_text[0] == '+') mid_text = "±" + mid_text.substr(1);
    t.rows.push_back({metric ? m.label : kNotMeasured, format_json(report_find(d, "baseline")),
                      format_json(report_find(d, "variant")),
                      diff ? format_difference(*diff, m.unit) : kNotMeasured, ci, p ? format_p(*p) : "",
                      p_holm ? format_p(*p_holm) : "", mid_text,
                      sig && sig->is_boolean() ? (sig->get<bool>() ? "yes" : "no") : kNotMeasured});
  }
  return t;
}

}  // namespace xq
