#include "reports/csv_report.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

#include "reports/report_format.hpp"
#include "reports/svg_chart.hpp"
#include "reports/text_table.hpp"

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

// Decimals of every non-integer number in the CSV tables (a p value below 5·10⁻⁷ reads 0.000000).
constexpr int kCsvDecimals = 6;

// A scalar as CSV text: integers exactly, other numbers with kCsvDecimals fixed decimals, strings as they
// are, booleans true/false, absent or null empty; an array of scalars joined with ';'.
std::string raw(const ojson* v) {
  if (v == nullptr || v->is_null()) return "";
  if (v->is_string()) return v->get<std::string>();
  if (v->is_array()) {
    std::string s;
    for (const ojson& e : *v) s += (s.empty() ? "" : ";") + raw(&e);
    return s;
  }
  if (v->is_object()) {
    std::string s;
    for (const auto& [k, e] : v->items()) s += (s.empty() ? "" : ";") + k + "=" + raw(&e);
    return s;
  }
  if (v->is_number_float()) {  // fixed decimals: no 17-digit floats, no exponents
    return format_fixed(v->get<double>(), kCsvDecimals);
  }
  return v->dump();
}

// The two ends of a "ci95" array.
std::string ci_end(const ojson* owner, size_t end) {
  const ojson* ci = owner ? report_find(*owner, "ci95") : nullptr;
  if (ci == nullptr || !ci->is_array() || ci->size() != 2) return "";
  return raw(&(*ci)[end]);
}

// Scalars of `v` as "prefix.key" rows; a "ci95" pair becomes ci95_low and ci95_high; arrays of
// objects are left to their own tables.
void flatten(TextTable& t, const std::string& prefix, const ojson& v) {
  if (v.is_object()) {
    for (const auto& [k, e] : v.items()) {
      const std::string name = prefix.empty() ? k : prefix + "." + k;
      if (k == "ci95" && e.is_array() && e.size() == 2) {
        t.rows.push_back({name + "_low", raw(&e[0])});
        t.rows.push_back({name + "_high", raw(&e[1])});
      } else {
        flatten(t, name, e);
      }
    }
    return;
  }
  if (v.is_array() && std::any_of(v.begin(), v.end(), [](const ojson& e) { return e.is_structured(); }))
    return;
  t.rows.push_back({prefix, raw(&v)});
}

std::string csv(const TextTable& t) {
  std::ostringstream out;
  t.write_csv(out);
  return out.str();
}

TextTable summary_table(const ojson& report, std::initializer_list<const char*> keys) {
  TextTable t{{"field", "value"}, {}, {}};
  for (const char* key : keys)
    if (const ojson* v = report_find(report, key)) flatten(t, key, *v);
  return t;
}

void ranking_rows(TextTable& t, const std::vector<std::string>& lead, const ojson* ranking) {
  if (ranking == nullptr || !ranking->is_object()) return;
  for (const auto& [metric, e] : ranking->items()) {
    std::vector<std::string> row = lead;
    row.push_back(metric);
    if (!e.is_object()) {
      row.insert(row.end(), {raw(&e), "", "", "", "", ""});
    } else {
      const ojson* point = nullptr;
      for (const char* key : {"mean", "share", "accuracy", "rank_per_red", "value"})
        if (!point) point = report_find(e, key);
      row.insert(row.end(), {raw(point), raw(report_find(e, "sd")), ci_end(&e, 0), ci_end(&e, 1),
                             raw(report_find(e, "count")), raw(report_find(e, "of"))});
    }
    t.rows.push_back(std::move(row));
  }
}

void criteria_rows(TextTable& t, const std::vector<std::string>& lead, const ojson* tiebreaks) {
  const ojson* criteria = report_path(tiebreaks, {"criteria"});
  if (criteria == nullptr || !criteria->is_array()) return;
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    std::vector<std::string> row = lead;
    row.insert(row.end(), {std::to_string(i + 1), raw(report_find(c, "name")), raw(report_find(c, "decided")),
                           raw(report_find(c, "share_of_ties")), raw(report_find(c, "correct")),
                           raw(report_find(c, "accuracy")), ci_end(&c, 0), ci_end(&c, 1)});
    t.rows.push_back(std::move(row));
  }
}

// Round robins: each criterion's places, then the places still shared at the end ("" position, criterion
// "(still shared)").
void place_rows(TextTable& t, const std::vector<std::string>& lead, const ojson* places) {
  const ojson* criteria = report_path(places, {"criteria"});
  if (criteria == nullptr || !criteria->is_array()) return;
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    std::vector<std::string> row = lead;
    row.insert(row.end(), {std::to_string(i + 1), raw(report_find(c, "name")), raw(report_find(c, "decided")),
                           raw(report_find(c, "per_tournament")), raw(report_find(c, "share_of_tied_places")),
                           raw(report_find(c, "correct")), raw(report_find(c, "accuracy")), ci_end(&c, 0),
                           ci_end(&c, 1)});
    t.rows.push_back(std::move(row));
  }
  std::vector<std::string> row = lead;
  row.insert(row.end(), {"", "(still shared)", raw(report_find(*places, "unresolved")),
                         raw(report_find(*places, "unresolved_per_tournament")),
                         raw(report_find(*places, "unresolved_share")), "", "", "", ""});
  t.rows.push_back(std::move(row));
}

const std::vector<std::string> kPlacesColumns = {
    "position", "criterion", "decided",  "per_tournament", "share_of_tied_places",
    "correct",  "accuracy",  "ci95_low", "ci95_high"};
const std::vector<std::string> kRankingColumns = {"metric",    "estimate", "sd", "ci95_low",
                                                  "ci95_high", "count",    "of"};
const std::vector<std::string> kCriteriaColumns = {"position", "criterion", "decided",  "share_of_ties",
                                                   "correct",  "accuracy",  "ci95_low", "ci95_high"};

std::vector<std::string> with_variant(const std::vector<std::string>& columns) {
  std::vector<std::string> c = {"variant"};
  c.insert(c.end(), columns.begin(), columns.end());
  return c;
}

void simulate_tables(const ojson& report, std::map<std::string, std::string>& files) {
  TextTable summary = summary_table(
      report, {"schema", "kind", "scenario", "seed", "count", "requested", "tournaments", "results"});
  if (const ojson* total = report_path(&report, {"violations", "total"}); total)
    summary.rows.push_back({"violations.total", raw(total)});
  for (const char* key : {"tiebreaks", "colour_luck", "round_robin", "knockout"})
    if (const ojson* v = report_find(report, key)) flatten(summary, key, *v);
  files["summary.csv"] = csv(summary);

  TextTable rules{{"kind", "rule", "count", "mean_per_tournament", "p95", "max"}, {}, {}};
  const ojson* stats = report_find(report, "warnings_per_tournament");
  for (const auto& [key, kind] : std::vector<std::pair<const char*, const char*>>{
           {"violations", "violation"}, {"warnings", "warning"}, {"verifier_warnings", "verifier_warning"}}) {
    const ojson* counts = report_find(report, key);
    if (counts == nullptr || !counts->is_object()) continue;
    for (const auto& [rule, n] : counts->items()) {
      if (rule == "total") continue;
      // warnings_per_tournament: the pairing's warnings and the verifier's, by rule.
      const ojson* s = std::string_view(kind) != "violation" ? report_path(stats, {rule}) : nullptr;
      rules.rows.push_back({kind, rule, raw(&n), raw(report_path(s, {"mean"})), raw(report_path(s, {"p95"})),
                            raw(report_path(s, {"max"}))});
    }
  }
  if (report_find(report, "violations") || report_find(report, "warnings") ||
      report_find(report, "verifier_warnings"))
    files["rules.csv"] = csv(rules);

  if (const ojson* d = report_find(report, "distributions"); d && d->is_object()) {
    TextTable t{{"distribution", "value", "count"}, {}, {}};
    for (const auto& [name, h] : d->items())
      for (const HistogramBin& b : histogram_bins(&h))
        t.rows.push_back({name, b.label, std::to_string(b.count)});
    files["distributions.csv"] = csv(t);
  }
  if (const ojson* r = report_find(report, "ranking")) {
    TextTable t{kRankingColumns, {}, {}};
    ranking_rows(t, {}, r);
    files["ranking.csv"] = csv(t);
  }
  if (const ojson* rs = report_find(report, "rank_vs_strength"); rs && rs->is_array()) {
    TextTable t{{"strength_rank", "mean_final_rank"}, {}, {}};
    for (const ojson& p : *rs)
      t.rows.push_back({raw(report_find(p, "strength_rank")), raw(report_find(p, "mean_final_rank"))});
    files["rank_vs_strength.csv"] = csv(t);
  }
  if (const ojson* c = report_path(&report, {"tiebreaks", "criteria"}); c && c->is_array()) {
    TextTable t{kCriteriaColumns, {}, {}};
    criteria_rows(t, {}, report_find(report, "tiebreaks"));
    files["tiebreaks.csv"] = csv(t);
  }
  if (const ojson* p = report_path(&report, {"round_robin", "places"})) {
    TextTable t{kPlacesColumns, {}, {}};
    place_rows(t, {}, p);
    files["places.csv"] = csv(t);
  }
  if (const ojson* k = report_find(report, "knockout")) {  // KO-5: one row per measure
    TextTable t{kRankingColumns, {}, {}};
    ranking_rows(t, {}, k);
    files["knockout.csv"] = csv(t);
  }
}

void compare_tables(const ojson& report, std::map<std::string, std::string>& files) {
  files["summary.csv"] =
      csv(summary_table(report, {"schema", "kind", "scenario", "seed", "count", "requested", "tournaments"}));
  const ojson all_variants = compare_variants(report);
  const ojson* variants = &all_variants;
  if (!variants->empty()) {
    TextTable v{{"variant", "tiebreaks", "set", "stopped", "tied_pairs", "unresolved", "unresolved_share",
                 "tie_order_accuracy", "tie_order_accuracy_ci95_low", "tie_order_accuracy_ci95_high",
                 "colour_luck_rank_per_red", "colour_luck_ci95_low", "colour_luck_ci95_high",
                 "colour_luck_observations"},
                {},
                {}};
    TextTable ranking{with_variant(kRankingColumns), {}, {}};
    TextTable criteria{with_variant(kCriteriaColumns), {}, {}};
    for (const ojson& var : *variants) {
      const std::string name = raw(report_find(var, "name"));
      const ojson* ta = report_find(var, "tiebreaks_analysis");
      const ojson* acc = report_path(ta, {"tie_order_accuracy"});
      const ojson* luck = report_find(var, "colour_luck");
      v.rows.push_back({name, raw(report_find(var, "tiebreaks")), raw(report_find(var, "set")),
                        raw(report_find(var, "stopped")), raw(report_path(ta, {"tied_pairs"})),
                        raw(report_path(ta, {"unresolved"})), raw(report_path(ta, {"unresolved_share"})),
                        raw(report_path(acc, {"mean"})), ci_end(acc, 0), ci_end(acc, 1),
                        raw(report_path(luck, {"rank_per_red"})), ci_end(luck, 0), ci_end(luck, 1),
                        raw(report_path(luck, {"observations"}))});
      ranking_rows(ranking, {name}, report_find(var, "ranking"));
      criteria_rows(criteria, {name}, ta);
    }
    files["variants.csv"] = csv(v);
    files["ranking.csv"] = csv(ranking);
    files["tiebreaks.csv"] = csv(criteria);
    TextTable places{with_variant(kPlacesColumns), {}, {}};
    if (const ojson* raw_variants = report_find(report, "variants"); raw_variants && raw_variants->is_array())
      for (const ojson& var : *raw_variants)
        if (const ojson* p = report_find(var, "places"))
          place_rows(places, {raw(report_find(var, "name"))}, p);
    if (!places.rows.empty()) files["places.csv"] = csv(places);
  }
  if (const ojson* diffs = report_find(report, "differences"); diffs && diffs->is_array()) {
    TextTable t{{"metric", "baseline", "variant", "mean_diff", "ci95_low", "ci95_high", "p", "p_holm", "mid",
                 "exceeds_mid", "significant"},
                {},
                {}};
    for (const ojson& d : *diffs)
      t.rows.push_back({raw(report_find(d, "metric")), raw(report_find(d, "baseline")),
                        raw(report_find(d, "variant")), raw(report_find(d, "mean_diff")), ci_end(&d, 0),
                        ci_end(&d, 1), raw(report_find(d, "p")), raw(report_find(d, "p_holm")),
                        raw(report_find(d, "mid")), raw(report_find(d, "exceeds_mid")),
                        raw(report_find(d, "significant"))});
    files["differences.csv"] = csv(t);
  }
}

}  // namespace

std::map<std::string, std::string> write_csv_tables(const ojson& report) {
  std::map<std::string, std::string> files;
  if (report_kind(report) == "compare") {
    compare_tables(report, files);
  } else {
    simulate_tables(report, files);
  }
  return files;
}

}  // namespace xq
