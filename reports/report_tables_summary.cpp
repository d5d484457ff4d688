// The top of a simulate report (report_tables.hpp): the key figures (tournaments, violations,
// warnings W-1..W-5, the ranking metrics, tie order, colour luck; for a round robin the T-12
// play-offs in place of colour imbalance), the violations and warnings by rule, and the results.
#include "reports/report_tables.hpp"

#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reports/report_tables_detail.hpp"
#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;
using report_tables_detail::percent;

namespace {

// Per tournament: n / count with 3 decimals, "" when the count is unknown or 0.
std::string per_tournament(std::uint64_t n, const ojson& report) {
  const auto count = report_count(report_find(report, "count"));
  if (!count || *count == 0) return "";
  return format_fixed(static_cast<double>(n) / static_cast<double>(*count), 3);
}

std::uint64_t sum_counts(const ojson& o, bool skip_total) {
  std::uint64_t n = 0;
  for (const auto& [k, v] : o.items())
    if (!(skip_total && k == "total")) n += report_count(&v).value_or(0);
  return n;
}

}  // namespace

std::vector<KeyFigure> key_figures(const ojson& report) {
  std::vector<KeyFigure> f;
  const auto count = report_count(report_find(report, "count"));
  {
    KeyFigure k{"Tournaments simulated", count ? std::to_string(*count) : kNotMeasured, "", 0};
    if (const auto requested = report_count(report_find(report, "requested")))
      k.detail = "of " + std::to_string(*requested) + " requested";
    if (const ojson* seed = report_find(report, "seed"))
      k.detail += (k.detail.empty() ? "" : " · ") + ("seed " + format_json(seed));
    f.push_back(k);
  }
  {
    KeyFigure k{"Invariant violations", kNotMeasured, "must be 0", 0};
    if (const ojson* v = report_find(report, "violations")) {
      const std::uint64_t total = report_count(report_find(*v, "total")).value_or(sum_counts(*v, true));
      k.value = std::to_string(total);
      k.status = total == 0 ? 1 : -1;
      if (const auto with = report_count(report_path(&report, {"tournaments", "with_violations"}));
          with && count)
        k.detail = "in " + std::to_string(*with) + " of " + std::to_string(*count) + " tournaments";
    }
    f.push_back(k);
  }
  {
    KeyFigure k{"Warnings per tournament", kNotMeasured, "W-1..W-5, mean", 0};
    if (const ojson* w = report_find(report, "warnings"); w && count && *count > 0) {
      const std::uint64_t n = sum_counts(*w, false);
      k.value = format_fixed(static_cast<double>(n) / static_cast<double>(*count), 3);  // as the rules table
      k.detail = std::to_string(n) + " in all";
    }
    f.push_back(k);
  }
  const ojson* ranking = report_find(report, "ranking");
  for (const char* key : {"kendall_tau", "strongest_won", "top3_accuracy"}) {
    const MetricInfo m = metric_info(key);
    const ojson* e = report_path(ranking, {key});
    std::string label = m.label;
    label[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(label[0])));
    KeyFigure k{label, kNotMeasured, "", 0};
    if (const auto v = estimate_value(e)) {
      k.value = format_value(*v, m.unit);
      k.detail = "95% CI " + format_interval(report_find(*e, "ci95"), m.unit);
      if (k.detail == "95% CI ") k.detail.clear();
      const auto c = report_count(report_find(*e, "count")), of = report_count(report_find(*e, "of"));
      if (c && of)
        k.detail =
            std::to_string(*c) + " of " + std::to_string(*of) + (k.detail.empty() ? "" : " · ") + k.detail;
    }
    if (std::string_view(key) == "kendall_tau" && k.detail.empty()) k.detail = "final order vs strength";
    f.push_back(k);
  }
  {
    const ojson* t = report_find(report, "tiebreaks");
    const ojson* e = report_path(t, {"tie_order_accuracy"});
    KeyFigure k{"Tie order accuracy", kNotMeasured, "50% = a coin toss", 0};
    if (const auto v = estimate_value(e)) {
      k.value = format_value(*v, ValueUnit::share);
      k.detail = "95% CI " + format_interval(report_find(*e, "ci95"), ValueUnit::share);
      if (const auto n = report_count(report_find(*t, "tied_pairs")))
        k.detail += " · " + std::to_string(*n) + " tied pairs";
    }
    f.push_back(k);
  }
  const bool rr = report_round_robin(report);
  {
    // A team event's regressor is home − away matches (docs/fairness.md "Colour luck").
    const bool team = report_team(report);
    const ojson* c = report_find(report, "colour_luck");
    KeyFigure k{"Colour luck", kNotMeasured,
                rr     ? "odd field: equal reds and blacks for all"
                : team ? "places of final rank per extra home match"
                       : "places of final rank per extra red",
                0};
    if (const auto v = estimate_value(c)) {
      k.value = format_signed(*v);
      const std::string ci = format_signed_interval(report_find(*c, "ci95"));  // as the colour-luck table
      k.detail = (rr     ? "places per extra red (the lot's number)"
                  : team ? "places per extra home match"
                         : "places per extra red") +
                 (ci.empty() ? "" : " · 95% CI " + ci);
    }
    f.push_back(k);
  }
  if (rr) {  // colours are the table's: what is left to luck is a tie at the end (T-12)
    const ojson* p = report_path(&report, {"round_robin", "places", "playoff_tournaments"});
    KeyFigure k{"Play-off needed (T-12)", kNotMeasured, "tournaments with a place still tied after the list",
                0};
    if (const auto v = estimate_value(p)) {
      k.value = percent(*v);
      k.detail = format_json(report_find(*p, "count")) + " of " + format_json(report_find(*p, "of")) +
                 " tournaments still tied after the list";
    }
    f.push_back(k);
    return f;
  }
  {
    const DistributionInfo d = distribution_info("colour_difference");
    const auto bins = histogram_bins(report_path(&report, {"distributions", "colour_difference"}));
    const HistogramStats s = histogram_stats(bins, d);
    KeyFigure k{"Colour imbalance", kNotMeasured, "players with " + d.tail, 0};
    if (s.observations > 0) {
      k.value = format_percent(s.tail, s.observations);
      k.detail =
          "players with " + d.tail + ": " + std::to_string(s.tail) + " of " + std::to_string(s.observations);
    }
    f.push_back(k);
  }
  return f;
}

std::optional<TextTable> rules_table(const ojson& report) {
  const ojson* violations = report_find(report, "violations");
  const ojson* warnings = report_find(report, "warnings");
  const ojson* notes = report_find(report, "verifier_warnings");
  const ojson* stats = report_find(report, "warnings_per_tournament");
  if (!violations && !warnings && !notes) return std::nullopt;
  TextTable t;
  t.header = {"kind", "rule", "total", "per tournament", "p95", "max"};
  t.align = {Align::left, Align::left, Align::right, Align::right, Align::right, Align::right};
  const auto add = [&](const char* kind, const ojson* counts, bool is_violation, bool with_stats) {
    if (counts == nullptr) {
      t.rows.push_back({kind, "all", kNotMeasured, "", "", ""});
      return;
    }
    const std::uint64_t total =
        is_violation ? report_count(report_find(*counts, "total")).value_or(sum_counts(*counts, true))
                     : sum_counts(*counts, false);
    std::vector<std::string> all = {kind, "all", std::to_string(total), per_tournament(total, report),
                                    "",   ""};
    if (const ojson* s = report_path(stats, {"all"}); s && !is_violation && counts == warnings) {
      all[4] = format_json(report_find(*s, "p95"));  // (the pairing warnings' total per tournament)
      all[5] = format_json(report_find(*s, "max"));
    }
    t.rows.push_back(std::move(all));
    for (const auto& [rule, v] : counts->items()) {
      if (rule == "total") continue;
      const std::uint64_t n = report_count(&v).value_or(0);
      std::vector<std::string> row = {kind, rule, std::to_string(n), per_tournament(n, report), "", ""};
      if (with_stats) {
        const ojson* s = report_path(stats, {rule});
        const auto mean = report_number(report_path(s, {"mean"}));
        if (mean) row[3] = format_fixed(*mean, 3);
        row[4] = s ? format_json(report_find(*s, "p95")) : kNotMeasured;
        row[5] = s ? format_json(report_find(*s, "max")) : kNotMeasured;
      }
      t.rows.push_back(std::move(row));
    }
  };
  add("violations", violations, true, false);
  add("warnings", warnings, false, true);
  if (notes) add("verifier warnings", notes, false, true);  // warnings_per_tournament holds both
  return t;
}

std::optional<TextTable> results_table(const ojson& report) {
  const ojson* tournaments = report_find(report, "tournaments");
  const ojson* results = report_find(report, "results");
  const auto count = report_count(report_find(report, "count"));
  if (!tournaments && !results && !count) return std::nullopt;
  TextTable t;
  t.header = {"measure", "value", "share"};
  t.align = {Align::left, Align::right, Align::right};
  const auto share = [](std::optional<std::uint64_t> n, std::optional<std::uint64_t> of) {
    return n && of && *of > 0 ? format_percent(*n, *of) : std::string();
  };
  if (count) {
    std::string v = std::to_string(*count);
    if (const auto r = report_count(report_find(report, "requested")); r && *r != *count)
      v += " of " + std::to_string(*r);
    t.rows.push_back({"tournaments", v, ""});
  }
  if (tournaments) {
    for (const auto& [key, v] : tournaments->items()) {
      const std::string label = key == "with_violations" ? "tournaments with violations"
                                : key == "no_pairing"    ? "stopped: no legal pairing"
                                                         : humanise_key(key);
      t.rows.push_back({label, format_json(&v), share(report_count(&v), count)});
    }
  }
  if (results) {
    const auto games = report_count(report_find(*results, "games"));
    static const std::vector<std::pair<std::string, std::string>> labels = {
        {"games", "games"},
        {"red_wins", "red wins"},
        {"draws", "draws"},
        {"black_wins", "black wins"},
        {"red_forfeits", "red forfeits"},
        {"black_forfeits", "black forfeits"},
        {"double_forfeits", "double forfeits"},
        {"fouls", "technical fouls"},
        {"playoff_games", "play-off games"},
        {"byes", "byes"}};
    for (const auto& [key, v] : results->items()) {
      std::string label = humanise_key(key);
      for (const auto& [k, l] : labels)
        if (k == key) label = l;
      const bool of_games = key == "red_wins" || key == "draws" || key == "black_wins" ||
                            key.find("forfeits") != std::string::npos;
      t.rows.push_back({label, format_json(&v), of_games ? share(report_count(&v), games) : ""});
    }
    const auto rw = report_count(report_find(*results, "red_wins"));
    const auto d = report_count(report_find(*results, "draws"));
    const auto bw = report_count(report_find(*results, "black_wins"));
    if (rw && d && bw && *rw + *d + *bw > 0)
      t.rows.push_back({"red score (played games)",
                        format_fixed((static_cast<double>(*rw) + 0.5 * static_cast<double>(*d)) /
                                         static_cast<double>(*rw + *d + *bw),
                                     3),
                        ""});
  }
  return t;
}

}  // namespace xq
