// Internal to reports/report_tables_*.cpp (the tables of report_tables.hpp; not for other writers,
// whose shared formatting is report_format.hpp): the cells more than one of those files writes —
// a share, a list, the places or ties still shared, a criterion's name, a proportion with its counts.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

#include "reports/report_format.hpp"
#include "reports/svg_chart.hpp"

namespace xq::report_tables_detail {

using ojson = nlohmann::ordered_json;

inline std::string percent(double x) { return format_value(x, ValueUnit::share); }

inline std::string join_list(const ojson* list) {
  if (list == nullptr) return kNotMeasured;
  if (!list->is_array()) return format_json(list);
  std::string s;
  for (const ojson& e : *list) s += (s.empty() ? "" : ", ") + format_json(&e);
  return s.empty() ? "none" : s;
}

inline std::string unresolved_text(const ojson* tiebreaks) {
  const auto n = report_count(report_path(tiebreaks, {"unresolved"}));
  const auto share = report_number(report_path(tiebreaks, {"unresolved_share"}));
  if (!n && !share) return kNotMeasured;
  std::string s = n ? std::to_string(*n) : "";
  if (share) s += (s.empty() ? "" : " (") + percent(*share) + (n ? ")" : "");
  return s;
}

inline std::string criterion_name(const ojson& c, size_t i) {
  const ojson* n = report_find(c, "name");
  return n ? format_json(n) : "criterion " + std::to_string(i + 1);
}

// "4.11" per tournament, or "" when absent.
inline std::string per_tournament_text(const ojson* v) {
  const auto x = report_number(v);
  return x ? format_fixed(*x, 2) : "";
}

// "61.2% [58.0%, 64.3%]" of a {"share", "ci95"} object (or "accuracy", "mean").
inline std::string share_text(const ojson* o) { return format_estimate(o, ValueUnit::share); }

// "2 of 5000: 0.0% [0.0%, 0.1%]" of a {"count", "of", "share", "ci95"} object: the counts first,
// which a rare event needs.
inline std::string proportion_text(const ojson* o) {
  const auto c = report_count(report_path(o, {"count"})), of = report_count(report_path(o, {"of"}));
  return c && of ? std::to_string(*c) + " of " + std::to_string(*of) + ": " + share_text(o) : share_text(o);
}

}  // namespace xq::report_tables_detail
