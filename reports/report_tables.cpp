#include "reports/report_tables.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

namespace {

std::string percent(double x) { return format_value(x, ValueUnit::share); }

}  // namespace

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

std::string join_list(const ojson* list) {
  if (list == nullptr) return kNotMeasured;
  if (!list->is_array()) return format_json(list);
  std::string s;
  for (const ojson& e : *list) s += (s.empty() ? "" : ", ") + format_json(&e);
  return s.empty() ? "none" : s;
}

std::string variant_name(const ojson& v, size_t i) {
  const ojson* n = report_find(v, "name");
  return n && n->is_string() ? n->get<std::string>() : "variant " + std::to_string(i + 1);
}

std::string unresolved_text(const ojson* tiebreaks) {
  const auto n = report_count(report_path(tiebreaks, {"unresolved"}));
  const auto share = report_number(report_path(tiebreaks, {"unresolved_share"}));
  if (!n && !share) return kNotMeasured;
  std::string s = n ? std::to_string(*n) : "";
  if (share) s += (s.empty() ? "" : " (") + percent(*share) + (n ? ")" : "");
  return s;
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

std::string criterion_name(const ojson& c, size_t i) {
  const ojson* n = report_find(c, "name");
  return n ? format_json(n) : "criterion " + std::to_string(i + 1);
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
      k.value = format_fixed(static_cast<double>(n) / static_cast<double>(*count), 2);
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
    const ojson* c = report_find(report, "colour_luck");
    KeyFigure k{"Colour luck", kNotMeasured,
                rr ? "odd field: equal reds and blacks for all" : "places of final rank per extra red", 0};
    if (const auto v = estimate_value(c)) {
      k.value = format_signed(*v);
      const std::string ci = format_interval(report_find(*c, "ci95"), ValueUnit::ratio);
      k.detail = (rr ? "places per extra red (the lot's number)" : "places per extra red") +
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
      k.value = percent(static_cast<double>(s.tail) / static_cast<double>(s.observations));
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
    t.rows.push_back({kind, "all", std::to_string(total), per_tournament(total, report), "", ""});
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
  if (notes) add("verifier warnings", notes, false, false);
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
    return n && of && *of > 0 ? percent(static_cast<double>(*n) / static_cast<double>(*of)) : std::string();
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

std::optional<TextTable> colour_luck_table(const ojson* c) {
  const auto v = estimate_value(c);
  if (!v) return std::nullopt;
  TextTable t;
  t.header = {"measure", "value"};
  t.align = {Align::left, Align::right};
  t.rows.push_back({"final rank per extra red game (places)", format_signed(*v)});
  if (c->is_object()) {
    const ojson* ci = report_find(*c, "ci95");
    if (ci && ci->is_array() && ci->size() == 2 && (*ci)[0].is_number() && (*ci)[1].is_number())
      t.rows.push_back({"95% CI", "[" + format_signed((*ci)[0].get<double>()) + ", " +
                                      format_signed((*ci)[1].get<double>()) + "]"});
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
    const DistributionInfo info = distribution_info(key);
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

namespace {

// "-1: 898 · 0: 4 · 1: 898": a histogram's values and counts in numeric order.
std::string bins_text(const ojson* histogram) {
  std::string s;
  for (const HistogramBin& b : histogram_bins(histogram))
    s += (s.empty() ? "" : " · ") + b.label + ": " + std::to_string(b.count);
  return s.empty() ? std::string(kNotMeasured) : s;
}

// "4.11" per tournament, or "" when absent.
std::string per_tournament_text(const ojson* v) {
  const auto x = report_number(v);
  return x ? format_fixed(*x, 2) : "";
}

// "61.2% [58.0%, 64.3%]" of a {"share", "ci95"} object (or "accuracy", "mean").
std::string share_text(const ojson* o) { return format_estimate(o, ValueUnit::share); }

// "2 of 5000: 0.0% [0.0%, 0.1%]" of a {"count", "of", "share", "ci95"} object: the counts first,
// which a rare event needs.
std::string proportion_text(const ojson* o) {
  const auto c = report_count(report_path(o, {"count"})), of = report_count(report_path(o, {"of"}));
  return c && of ? std::to_string(*c) + " of " + std::to_string(*of) + ": " + share_text(o) : share_text(o);
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

namespace {

// "rounds 1–5" of the first stage, from the settings; "the first stage" without them.
std::string first_stage_rounds(const ojson& report) {
  const auto rounds = report_count(report_path(&report, {"settings", "rules", "rounds"}));
  return rounds ? "rounds 1–" + std::to_string(*rounds) : "the first stage";
}

bool cross_knockout(const ojson* knockout) {
  const ojson* f = report_path(knockout, {"format"});
  return f && f->is_string() && f->get<std::string>() == "cross";
}

}  // namespace

std::string knockout_ranking_note(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr) return "";
  return cross_knockout(k)
             ? "Final ranking: the event's places, every one decided by the cross knockout (KO-2)."
             : "Final ranking: the event's places — 1st to 4th from the knockout (KO-1), 5th and below from "
               "the first stage (" +
                   first_stage_rounds(report) + ").";
}

std::string knockout_tiebreak_note(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr) return "";
  std::string s = "Read on the first stage (" + first_stage_rounds(report) +
                  "), where tiebreaks decide places; the knockout decides its places by matches.";
  if (cross_knockout(k))
    s += " As for any event in groups, the ties are those of both groups' table together: two entrants of "
         "different groups equal on points count as tied here, though only each group's own ranking is "
         "official (RR-2.5) and its play-offs are played there.";
  return s;
}

std::optional<TextTable> knockout_table(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr || !k->is_object()) return std::nullopt;
  const bool cross = cross_knockout(k);
  const std::string stage1 = first_stage_rounds(report);
  TextTable t;
  t.header = {"measure", "estimate", "95% CI", "in plain words"};
  t.align = {Align::left, Align::right, Align::right, Align::left};
  // A proportion {"count", "of", "share", "ci95"}: "label (count of of)" | share | CI.
  const auto proportion = [&](std::string label, const char* key, std::string words) {
    const ojson* e = report_find(*k, key);
    const auto c = report_count(report_path(e, {"count"})), of = report_count(report_path(e, {"of"}));
    if (c && of) label += " (" + std::to_string(*c) + " of " + std::to_string(*of) + ")";
    const auto v = estimate_value(e);
    t.rows.push_back({std::move(label), v ? format_value(*v, ValueUnit::share) : kNotMeasured,
                      v ? format_interval(report_find(*e, "ci95"), ValueUnit::share) : "", std::move(words)});
  };
  // A mean {"mean", "sd", "ci95"}, or a difference of two.
  const auto mean = [&](std::string label, const char* key, bool difference, std::string words) {
    const ojson* e = report_find(*k, key);
    const auto v = estimate_value(e);
    std::string value = kNotMeasured, ci;
    if (v) {
      value = difference ? format_difference(*v, ValueUnit::ratio) : format_value(*v, ValueUnit::ratio);
      const ojson* c = report_find(*e, "ci95");
      if (c && c->is_array() && c->size() == 2 && (*c)[0].is_number() && (*c)[1].is_number())
        ci = difference ? "[" + format_difference((*c)[0].get<double>(), ValueUnit::ratio) + ", " +
                              format_difference((*c)[1].get<double>(), ValueUnit::ratio) + "]"
                        : format_interval(c, ValueUnit::ratio);
    }
    t.rows.push_back({std::move(label), value, ci, std::move(words)});
  };
  proportion("strongest entrant wins the event", "strongest_won",
             "The entrant of the highest true strength finishes 1st, after the knockout.");
  proportion(cross ? "strongest entrant wins its group" : "strongest entrant tops the first stage",
             "strongest_first",
             cross ? "The strongest is 1st of its group after " + stage1 +
                         ": the most the first stage alone gives it (it names two winners)."
                   : "The strongest is 1st after " + stage1 +
                         ", before the knockout: the winner had the event ended there.");
  mean("Kendall tau, final places", "kendall_tau_final", false,
       "How well the final places follow true strength: 1 = exactly, 0 = not at all.");
  mean("Kendall tau, first-stage order", "kendall_tau_first", false,
       cross
           ? "The same for the order the groups left: group places 1, 1, 2, 2, … (the two of one group place "
             "ordered by the groups' table together)."
           : "The same for the order after " + stage1 + ", before the knockout.");
  mean("what the knockout adds to Kendall tau", "kendall_tau_gain", true,
       "Final minus first stage, event by event: above 0 the knockout brings the order closer to "
       "strength, below 0 it takes it further away.");
  {
    const ojson* m = report_find(*k, "places_moved");
    const auto v = report_number(report_path(m, {"mean"}));
    const auto per = report_number(report_path(m, {"per_event"}));
    const std::string who = per ? format_fixed(*per, *per == std::round(*per) ? 0 : 1) : "the";
    t.rows.push_back({"places moved by the knockout", v ? format_value(*v, ValueUnit::places) : kNotMeasured,
                      "",
                      "Mean |final place − first-stage position| over the " + who +
                          " entrants per event the knockout places" +
                          (cross ? " (within its block of four: at most 3)" : " (1st to 4th)") +
                          "; 0 = it confirms the first stage's order."});
  }
  {
    const ojson* c = report_find(*k, "places_changed");
    const auto n = report_count(report_path(c, {"count"})), of = report_count(report_path(c, {"of"}));
    const auto v = report_number(report_path(c, {"share"}));
    std::string label = "entrants the knockout moves";
    if (n && of) label += " (" + std::to_string(*n) + " of " + std::to_string(*of) + ")";
    t.rows.push_back({label, v ? format_value(*v, ValueUnit::share) : kNotMeasured, "",
                      "Of the entrants the knockout places, the share finishing elsewhere than their "
                      "first-stage position."});
  }
  proportion("first stage's leader does not win", "leader_lost",
             cross ? "Neither group winner wins the event: a runner-up (or lower) takes 1st."
                   : "The 1st after " + stage1 + " loses in the knockout.");
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
  row("colour luck (places per red)",
      [](const ojson& v) { return format_estimate(report_find(v, "colour_luck"), ValueUnit::ratio); });
  return t;
}

std::optional<TextTable> criteria_comparison_table(const ojson& report) {
  const ojson normalised = compare_variants(report);
  const ojson* variants = &normalised;
  if (variants->empty()) return std::nullopt;
  TextTable t = by_variant_table(*variants);
  std::vector<std::string> all = {"all tied pairs"};
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
