#include "reports/report_format.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <tuple>

#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

// ---------------------------------------------------------------- reading

const ojson* report_find(const ojson& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(std::string(key));
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

const ojson* report_path(const ojson* object, std::initializer_list<std::string_view> path) {
  for (std::string_view key : path) {
    if (object == nullptr) return nullptr;
    object = report_find(*object, key);
  }
  return object;
}

std::optional<double> report_number(const ojson* v) {
  if (v == nullptr || !v->is_number()) return std::nullopt;
  return v->get<double>();
}

std::optional<std::uint64_t> report_count(const ojson* v) {
  if (v == nullptr) return std::nullopt;
  if (v->is_number_unsigned()) return v->get<std::uint64_t>();
  if (v->is_number_integer() && v->get<std::int64_t>() >= 0)
    return static_cast<std::uint64_t>(v->get<std::int64_t>());
  return std::nullopt;
}

namespace {

std::string percent(double x) { return format_fixed(100 * x, 1) + "%"; }

// "3 decimals, trailing zeros kept" for unknown numbers; integers exactly.
std::string number_text(const ojson& v) {
  if (v.is_number_unsigned()) return std::to_string(v.get<std::uint64_t>());
  if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
  return format_fixed(v.get<double>(), 3);
}

}  // namespace

std::string format_signed(double x) {
  const std::string s = format_fixed(x, 3);
  return s != "n/a" && s[0] != '-' && s.find_first_not_of("0.") != std::string::npos ? "+" + s : s;
}

std::string humanise_key(std::string key) {
  std::replace(key.begin(), key.end(), '_', ' ');
  return key;
}

// ---------------------------------------------------------------- formatting

std::string format_value(double x, ValueUnit unit) {
  switch (unit) {
    case ValueUnit::share: return percent(x);
    case ValueUnit::places: return format_fixed(x, 2);
    case ValueUnit::ratio: break;
  }
  return format_fixed(x, 3);
}

std::string format_interval(const ojson* ci95, ValueUnit unit) {
  if (ci95 == nullptr || !ci95->is_array() || ci95->size() != 2 || !(*ci95)[0].is_number() ||
      !(*ci95)[1].is_number())
    return "";
  return "[" + format_value((*ci95)[0].get<double>(), unit) + ", " +
         format_value((*ci95)[1].get<double>(), unit) + "]";
}

std::string format_signed_interval(const ojson* ci95) {
  if (ci95 == nullptr || !ci95->is_array() || ci95->size() != 2 || !(*ci95)[0].is_number() ||
      !(*ci95)[1].is_number())
    return "";
  return "[" + format_signed((*ci95)[0].get<double>()) + ", " + format_signed((*ci95)[1].get<double>()) + "]";
}

std::string format_difference(double d, ValueUnit unit) {
  // One digit more than the values themselves: differences are small.
  std::string s = unit == ValueUnit::share    ? format_fixed(100 * d, 2)
                  : unit == ValueUnit::places ? format_fixed(d, 3)
                                              : format_fixed(d, 4);
  if (s != "n/a" && s[0] != '-' && s.find_first_not_of("0.") != std::string::npos) s = "+" + s;
  return unit == ValueUnit::share ? s + " pp" : s;
}

std::string format_p(double p) {
  if (!std::isfinite(p)) return "n/a";
  return p < 0.001 ? "<0.001" : format_fixed(p, 3);
}

std::string format_json(const ojson* v) {
  if (v == nullptr) return kNotMeasured;
  if (v->is_number()) return number_text(*v);
  if (v->is_string()) return v->get<std::string>();
  if (v->is_boolean()) return v->get<bool>() ? "true" : "false";
  std::string s;
  if (v->is_array()) {
    for (const ojson& e : *v) s += (s.empty() ? "" : ", ") + format_json(&e);
    return s;
  }
  for (const auto& [k, e] : v->items()) s += (s.empty() ? "" : ", ") + k + "=" + format_json(&e);
  return s;
}

std::string format_count_share(std::uint64_t count, std::uint64_t of) {
  if (of == 0) return "";
  return std::to_string(count) + " of " + std::to_string(of) + " (" + format_percent(count, of) + ")";
}

std::string format_percent(std::uint64_t count, std::uint64_t of) {
  if (of == 0) return "-";
  // Tenths of a percent, 1000 count / of, a half rounded up, in integers (as doubles 0.55 % printed
  // "0.6%" one way and "0.5%" another).
  __extension__ typedef unsigned __int128 U;
  const U tenths = (U{2000} * count + of) / (U{2} * of);
  const U whole = tenths / 10;
  std::string digits;
  for (U w = whole; digits.empty() || w > 0; w /= 10)
    digits.insert(digits.begin(), static_cast<char>('0' + w % 10));
  return digits + "." + static_cast<char>('0' + static_cast<unsigned>(tenths % 10)) + "%";
}

// ---------------------------------------------------------------- metrics

MetricInfo metric_info(std::string_view key) {
  static const std::vector<MetricInfo> known = {
      {"kendall_tau", "Kendall tau", ValueUnit::ratio, "higher"},
      {"spearman_rho", "Spearman rho", ValueUnit::ratio, "higher"},
      {"kendall_distance", "Kendall distance (normalised)", ValueUnit::ratio, "lower"},
      {"mean_abs_displacement", "mean abs. rank displacement", ValueUnit::places, "lower"},
      {"top3_accuracy", "top-3 accuracy", ValueUnit::share, "higher"},
      {"strongest_won", "strongest entrant wins", ValueUnit::share, "higher"},
      {"tie_order_accuracy", "tie order accuracy", ValueUnit::share, "higher"},
      {"unresolved_share", "ties left unresolved", ValueUnit::share, "lower"},
      {"colour_luck", "colour luck (places per red)", ValueUnit::ratio, "near 0"},
      {"rank_per_red", "colour luck (places per red)", ValueUnit::ratio, "near 0"},
  };
  for (const MetricInfo& m : known)
    if (m.key == key) return m;
  const bool share =
      key.find("accuracy") != std::string_view::npos || key.find("share") != std::string_view::npos;
  return {std::string(key), humanise_key(std::string(key)), share ? ValueUnit::share : ValueUnit::ratio, ""};
}

const std::vector<std::string>& ranking_metric_order() {
  static const std::vector<std::string> order = {"kendall_tau",           "spearman_rho",  "kendall_distance",
                                                 "mean_abs_displacement", "top3_accuracy", "strongest_won"};
  return order;
}

std::optional<double> estimate_value(const ojson* e) {
  if (e == nullptr) return std::nullopt;
  if (e->is_number()) return e->get<double>();
  for (const char* key : {"mean", "share", "accuracy", "rank_per_red", "value"})
    if (auto v = report_number(report_find(*e, key))) return v;
  return std::nullopt;
}

std::string format_estimate(const ojson* e, ValueUnit unit) {
  const auto v = estimate_value(e);
  if (!v) return kNotMeasured;
  std::string s = format_value(*v, unit);
  const std::string ci = e->is_object() ? format_interval(report_find(*e, "ci95"), unit) : "";
  return ci.empty() ? s : s + " " + ci;
}

// ---------------------------------------------------------------- distributions

std::vector<HistogramBin> histogram_bins(const ojson* h) {
  std::vector<HistogramBin> bins;
  if (h == nullptr || !h->is_object()) return bins;
  for (const auto& [key, v] : h->items()) {
    HistogramBin b;
    b.label = key;
    std::int64_t x = 0;
    const auto [p, ec] = std::from_chars(key.data(), key.data() + key.size(), x);
    if (ec == std::errc() && p == key.data() + key.size()) b.value = x;
    b.count = report_count(&v).value_or(0);
    bins.push_back(std::move(b));
  }
  std::stable_sort(bins.begin(), bins.end(), [](const HistogramBin& a, const HistogramBin& b) {
    if (a.value && b.value) return *a.value < *b.value;
    return a.value.has_value() && !b.value.has_value();  // numbers first, others as written
  });
  return bins;
}

DistributionInfo distribution_info(std::string_view key, bool team) {
  // A team event counts matches between groups of match points, and its byes are teams' (docs/scenarios.md).
  if (team && key == "floats")
    return {"floats", "Floats per round", "matches between different match-point groups", "rounds", "", false,
            0};
  if (team && key == "byes") return {"byes", "Byes per team", "byes received", "teams", "≥ 2 byes", false, 2};
  if (team && key == "excess_floats")
    return {"excess_floats",
            "Excess floats per round (V-3)",
            "match-point groups crossed above the fewest, both teams counted",
            "rounds",
            "rounds with excess",
            false,
            1};
  static const std::vector<DistributionInfo> known = {
      {"colour_difference", "Colour difference per player", "reds − blacks at the end", "players",
       "|reds − blacks| ≥ 2", true, 2},
      {"home_away", "Home − away per team", "home − away matches at the end", "teams", "|home − away| ≥ 2",
       true, 2},
      {"colour_streak", "Longest run of one colour per player", "games in a row with one colour", "players",
       "runs ≥ 3", false, 3},
      {"floats", "Floats per round", "games between different score groups", "rounds", "", false, 0},
      {"excess_floats", "Excess floats per round (V-3)",
       "score groups crossed above the fewest, both players counted", "rounds", "rounds with excess", false,
       1},
      {"byes", "Byes per entrant", "byes received", "entrants", "≥ 2 byes", false, 2},
      {"warnings_per_tournament", "Warnings per tournament", "warnings (W-1..W-5)", "tournaments", "", false,
       0},
  };
  for (const DistributionInfo& d : known)
    if (d.key == key) return d;
  return {std::string(key), humanise_key(std::string(key)), "value", "count", "", false, 0};
}

const std::vector<std::string>& distribution_order() {
  static const std::vector<std::string> order = {
      "colour_difference", "home_away", "colour_streak",          "floats",
      "excess_floats",     "byes",      "warnings_per_tournament"};
  return order;
}

bool in_tail(const DistributionInfo& info, std::int64_t value) {
  if (info.tail.empty()) return false;
  return (info.tail_abs && value < 0 ? -value : value) >= info.tail_from;
}

HistogramStats histogram_stats(const std::vector<HistogramBin>& bins, const DistributionInfo& info) {
  HistogramStats s;
  double sum = 0;
  bool numeric = !bins.empty();
  for (const HistogramBin& b : bins) {
    s.observations += b.count;
    if (!b.value) {
      numeric = false;
      continue;
    }
    if (b.count > 0) {
      s.min = s.min ? std::min(*s.min, *b.value) : *b.value;
      s.max = s.max ? std::max(*s.max, *b.value) : *b.value;
    }
    sum += static_cast<double>(*b.value) * static_cast<double>(b.count);
    if (in_tail(info, *b.value)) s.tail += b.count;
  }
  if (numeric && s.observations > 0) s.mean = sum / static_cast<double>(s.observations);
  return s;
}

std::string histogram_summary(const std::vector<HistogramBin>& bins, const DistributionInfo& info) {
  const HistogramStats s = histogram_stats(bins, info);
  if (s.observations == 0) return kNotMeasured;
  std::string t = std::to_string(s.observations) + " " + info.y_label;
  if (s.mean) t += " · mean " + format_fixed(*s.mean, 2);
  if (!info.tail.empty() && s.mean)
    t += " · " + info.tail + ": " + format_count_share(s.tail, s.observations);
  return t;
}

// ---------------------------------------------------------------- report

std::string report_kind(const ojson& report) {
  if (const ojson* k = report_find(report, "kind"); k && k->is_string()) return k->get<std::string>();
  return report_find(report, "variants") ? "compare" : "simulate";
}

bool report_round_robin(const ojson& report) {
  const ojson* format = report_path(&report, {"settings", "rules", "format"});
  return report_find(report, "round_robin") != nullptr ||
         (format && format->is_string() && format->get<std::string>() == "round_robin");
}

bool report_team(const ojson& report) {
  const ojson* format = report_path(&report, {"settings", "rules", "format"});
  return format && format->is_string() && format->get<std::string>() == "team_swiss";
}

std::string report_scenario(const ojson& report) {
  const ojson* s = report_find(report, "scenario");
  return s && s->is_string() && !s->get<std::string>().empty() ? s->get<std::string>() : "unnamed scenario";
}

std::string report_batch_line(const ojson& report) {
  std::string s;
  const auto count = report_count(report_find(report, "count"));
  const auto requested = report_count(report_find(report, "requested"));
  if (count) {
    s = std::to_string(*count) + " tournaments";
    if (requested && *requested != *count) s += " (of " + std::to_string(*requested) + " requested)";
  } else {
    s = "tournaments: not measured";
  }
  if (const ojson* seed = report_find(report, "seed")) s += " · seed " + format_json(seed);
  const ojson* draws = report_path(&report, {"settings", "result_draws"});
  if (report_kind(report) == "compare")
    s += draws && draws->is_string() && draws->get<std::string>() == "keyed"
             ? " · every variant on the same fields, pairing seeds and keyed game draws (common random "
               "numbers)"
             : " · the same simulated results for every variant";
  return s;
}

ojson compare_variants(const ojson& report) {
  ojson out = ojson::array();
  const ojson* variants = report_find(report, "variants");
  if (variants == nullptr || !variants->is_array()) return out;
  for (const ojson& v : *variants) {
    if (!v.is_object()) continue;
    const ojson* inner = report_find(v, "report");
    const auto pick = [&](const char* key, const char* alias, const char* inner_key) -> ojson {
      if (const ojson* x = report_find(v, key)) return *x;
      if (const ojson* x = alias ? report_find(v, alias) : nullptr) return *x;
      if (const ojson* x = inner_key ? report_path(inner, {inner_key}) : nullptr) return *x;
      return nullptr;
    };
    ojson n = ojson::object();
    for (const auto& [key, alias, inner_key] : std::vector<std::tuple<const char*, const char*, const char*>>{
             {"name", "label", nullptr},
             {"tiebreaks", "list", nullptr},
             {"stopped", nullptr, nullptr},
             {"set", nullptr, nullptr},
             {"ranking", nullptr, "ranking"},
             {"tiebreaks_analysis", nullptr, "tiebreaks"},
             {"colour_luck", nullptr, "colour_luck"},
             {"rank_vs_strength", nullptr, "rank_vs_strength"},
             {"play_group", nullptr, nullptr}})
      if (ojson x = pick(key, alias, inner_key); !x.is_null()) n[key] = std::move(x);
    out.push_back(std::move(n));
  }
  return out;
}

}  // namespace xq
