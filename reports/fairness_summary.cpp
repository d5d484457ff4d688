#include "reports/fairness_summary.hpp"

#include <algorithm>
#include <numeric>

#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"

namespace xq {

// ---------------------------------------------------------------- accumulators

void Moments::add(std::int64_t x) {
  ++count;
  sum += x;
  const UInt128 a = static_cast<UInt128>(x < 0 ? -static_cast<Int128>(x) : static_cast<Int128>(x));
  sum_sq += a * a;
}

void Moments::add(const Moments& o) {
  count += o.count;
  sum += o.sum;
  sum_sq += o.sum_sq;
}

void OlsSums::add(std::int64_t y_, std::int64_t x1_, std::int64_t x2_) {
  ++n;
  x1 += x1_;
  x2 += x2_;
  y += y_;
  x1x1 += static_cast<Int128>(x1_) * x1_;
  x1x2 += static_cast<Int128>(x1_) * x2_;
  x2x2 += static_cast<Int128>(x2_) * x2_;
  x1y += static_cast<Int128>(x1_) * y_;
  x2y += static_cast<Int128>(x2_) * y_;
  yy += static_cast<Int128>(y_) * y_;
}

void OlsSums::add(const OlsSums& o) {
  n += o.n;
  x1 += o.x1, x2 += o.x2, y += o.y;
  x1x1 += o.x1x1, x1x2 += o.x1x2, x2x2 += o.x2x2;
  x1y += o.x1y, x2y += o.x2y, yy += o.yy;
}

std::string_view metric_name(FairnessMetric metric) {
  switch (metric) {
    case FairnessMetric::kendall_tau:
      return "kendall_tau";
    case FairnessMetric::spearman_rho:
      return "spearman_rho";
    case FairnessMetric::kendall_distance:
      return "kendall_distance";
    case FairnessMetric::mean_abs_displacement:
      return "mean_abs_displacement";
    case FairnessMetric::top3_accuracy:
      return "top3_accuracy";
    case FairnessMetric::strongest_won:
      return "strongest_won";
    case FairnessMetric::tie_order_accuracy:
      return "tie_order_accuracy";
  }
  return "";
}

// ---------------------------------------------------------------- one tournament

MetricValues metric_values(const TournamentFairness& t) {
  MetricValues v;
  const auto set = [&](FairnessMetric m, std::optional<std::int64_t> x) { v[static_cast<size_t>(m)] = x; };
  set(FairnessMetric::kendall_tau, t.ranking.kendall_tau_fixed());
  set(FairnessMetric::spearman_rho, t.ranking.spearman_rho_fixed());
  set(FairnessMetric::kendall_distance, t.ranking.kendall_distance_fixed());
  set(FairnessMetric::mean_abs_displacement, t.ranking.mean_abs_displacement_fixed());
  set(FairnessMetric::top3_accuracy, t.ranking.top3_accuracy_fixed());
  if (t.ranking.n > 0) set(FairnessMetric::strongest_won, t.ranking.strongest_won ? kFixedScale : 0);
  set(FairnessMetric::tie_order_accuracy, t.tiebreaks.tie_order_accuracy_fixed());
  return v;
}

std::vector<double> entrant_strengths(const Record& record, std::span<const double> strength) {
  if (strength.size() != record.entrants.size())
    throw InputError("", 0, "strength",
                     "expected one strength per entrant (" + std::to_string(record.entrants.size()) +
                         "), got " + std::to_string(strength.size()));
  if (record.teams.empty()) return {strength.begin(), strength.end()};
  std::vector<double> teams;
  teams.reserve(record.teams.size());
  for (const Team& t : record.teams) {
    if (t.players.empty())
      throw InputError("", 0, "teams", "team " + std::to_string(t.id) + " has no player");
    double sum = 0;  // in team order: the same sum every time
    for (EntrantId p : t.players) {
      if (p < 1 || p > record.entrant_count())
        throw InputError("", 0, "teams",
                         "team " + std::to_string(t.id) + " lists unknown player " + std::to_string(p));
      sum += strength[static_cast<size_t>(p - 1)];
    }
    teams.push_back(sum / static_cast<double>(t.players.size()));
  }
  return teams;
}

namespace {

// analyse_tiebreaks(compute_standings(record, list), strength, find_final(record)) from
// compute_places' splits (standings.hpp) instead of the criteria's values, which cost far more to
// build: rows i < j ranked together (one run of split ≥ 0) are the tied pairs, and the first
// criterion that tells them apart is the least split between them, the higher key first.
TiebreakAnalysis analyse_splits(const Standings& places, const std::vector<int>& split,
                                std::span<const double> strength_by_id) {
  TiebreakAnalysis a;
  a.criteria.resize(places.criteria.size());
  const int none = static_cast<int>(places.criteria.size());
  const auto& rows = places.rows;
  const auto strength = [&](EntrantId id) { return strength_by_id[static_cast<size_t>(id - 1)]; };
  for (size_t i = 0; i < rows.size(); ++i) {
    int k = none;
    for (size_t j = i + 1; j < rows.size() && split[j - 1] >= 0; ++j) {
      k = std::min(k, split[j - 1]);
      const double si = strength(rows[i].id), sj = strength(rows[j].id);
      if (si == sj) {
        ++a.equal_strength_pairs;
        continue;
      }
      ++a.tied_pairs;
      if (k == none) {
        ++a.unresolved;
        continue;
      }
      ++a.criteria[static_cast<size_t>(k)].decided;
      if (si > sj) ++a.criteria[static_cast<size_t>(k)].correct;
    }
  }
  return a;
}

}  // namespace

TournamentFairness measure_fairness(const Record& record, std::span<const double> strength,
                                    const std::vector<std::string>& tiebreak_list, HistoryPool* pool) {
  TournamentFairness t;
  t.team_event = !record.teams.empty();
  const std::vector<double> s = entrant_strengths(record, strength);
  Standings standings;
  std::vector<int> split;  // individual events: compute_places' splits (the tied pairs)
  std::vector<std::int64_t> colour(s.size(), 0);  // by id − 1: the colour-luck regressor
  if (t.team_event) {
    if (record.rules.team_tiebreaks == tiebreak_list) {
      standings = compute_team_standings(record);
    } else {
      Record copy = record;
      copy.rules.team_tiebreaks = tiebreak_list;
      standings = compute_team_standings(copy);
    }
    for (const TeamHistory& h : build_team_histories(record))
      for (const TeamEncounter& e : h.rounds)
        if (!e.bye && e.side) colour[static_cast<size_t>(h.id - 1)] += *e.side == Side::home ? 1 : -1;
  } else {
    // The places of compute_standings(record, tiebreak_list) and, for the analysis, where the
    // criteria told tied rows apart (PI-10: the finalists are ranked apart, tiebreak_analysis.hpp).
    standings = compute_places(record, tiebreak_list, split, pool);
    for (const EntrantHistory& h : build_histories(record))
      for (const Encounter& e : h.rounds)
        if (e.has_colour()) colour[static_cast<size_t>(h.id - 1)] += *e.colour == Colour::red ? 1 : -1;
  }
  t.criteria = standings.criteria;

  std::vector<double> by_place;
  std::vector<std::int64_t> place(s.size(), 0);
  by_place.reserve(s.size());
  for (size_t p = 0; p < standings.rows.size(); ++p) {
    const auto i = static_cast<size_t>(standings.rows[p].id - 1);
    by_place.push_back(s[i]);
    place[i] = static_cast<std::int64_t>(p + 1);
  }
  t.ranking = rank_metrics(by_place);
  t.tiebreaks = t.team_event ? analyse_tiebreaks(standings, s) : analyse_splits(standings, split, s);

  std::vector<size_t> by_strength(s.size());
  std::iota(by_strength.begin(), by_strength.end(), size_t{0});
  std::stable_sort(by_strength.begin(), by_strength.end(), [&](size_t a, size_t b) { return s[a] > s[b]; });
  for (size_t i : by_strength) t.place_by_strength.push_back(place[i]);

  const std::vector<std::int64_t> rank2 = doubled_strength_ranks(s);
  for (size_t i = 0; i < s.size(); ++i) t.colour_luck.add(place[i], rank2[i], colour[i]);
  return t;
}

// ---------------------------------------------------------------- summary

namespace {

[[noreturn]] void incompatible(const std::string& what) {
  throw InputError("", 0, "fairness", "cannot merge fairness summaries: " + what);
}

std::string scope_name(TiebreakScope s) { return s == TiebreakScope::team ? "team" : "individual"; }

void add_places(FairnessSummary& s, std::span<const std::uint64_t> sums,
                std::span<const std::uint64_t> counts) {
  if (s.place_sums.size() < sums.size()) {
    s.place_sums.resize(sums.size(), 0);
    s.place_counts.resize(sums.size(), 0);
  }
  for (size_t k = 0; k < sums.size(); ++k) {
    s.place_sums[k] += sums[k];
    s.place_counts[k] += counts[k];
  }
}

}  // namespace

FairnessSummary make_fairness_summary(std::vector<std::string> tiebreak_list, TiebreakScope scope) {
  FairnessSummary s;
  s.criteria = expand_tiebreaks(tiebreak_list, scope);
  s.tiebreak_list = std::move(tiebreak_list);
  s.scope = scope;
  s.tiebreaks.criteria.resize(s.criteria.size());
  return s;
}

void add(FairnessSummary& s, const TournamentFairness& t) {
  if (t.team_event != (s.scope == TiebreakScope::team))
    throw InputError("", 0, "fairness",
                     "a " + std::string(t.team_event ? "team" : "individual") + " event in a summary of " +
                         scope_name(s.scope) + " events");
  if (t.criteria != s.criteria) incompatible("the tournament was measured under another tiebreak list");
  ++s.count;
  const MetricValues v = metric_values(t);
  for (size_t m = 0; m < kFairnessMetrics; ++m)
    if (v[m]) s.metrics[m].add(*v[m]);
  std::vector<std::uint64_t> sums, counts;
  for (std::int64_t p : t.place_by_strength) {
    sums.push_back(static_cast<std::uint64_t>(p));
    counts.push_back(1);
  }
  add_places(s, sums, counts);
  add(s.tiebreaks, t.tiebreaks);
  s.colour_luck.add(t.colour_luck);
}

void add_tournament(FairnessSummary& s, const Record& record, std::span<const double> strength,
                    HistoryPool* pool) {
  if (record.teams.empty() != (s.scope == TiebreakScope::individual))
    throw InputError("", 0, "fairness",
                     "a " + std::string(record.teams.empty() ? "individual" : "team") +
                         " event in a summary of " + scope_name(s.scope) + " events");
  add(s, measure_fairness(record, strength, s.tiebreak_list, pool));
}

void merge(FairnessSummary& into, const FairnessSummary& from) {
  if (into.scope != from.scope)
    incompatible("scope " + scope_name(into.scope) + " vs " + scope_name(from.scope));
  if (into.tiebreak_list != from.tiebreak_list || into.criteria != from.criteria)
    incompatible("tiebreak list '" + list_label(into.tiebreak_list) + "' vs '" +
                 list_label(from.tiebreak_list) + "'");
  into.count += from.count;
  for (size_t m = 0; m < kFairnessMetrics; ++m) into.metrics[m].add(from.metrics[m]);
  add_places(into, from.place_sums, from.place_counts);
  add(into.tiebreaks, from.tiebreaks);
  into.colour_luck.add(from.colour_luck);
}

// ---------------------------------------------------------------- compare mode

void add_pair(PairedComparison& c, const MetricValues& baseline, const MetricValues& variant) {
  for (size_t m = 0; m < kFairnessMetrics; ++m)
    if (baseline[m] && variant[m]) c.differences[m].add(*variant[m] - *baseline[m]);
}

void merge(PairedComparison& into, const PairedComparison& from) {
  if (into.baseline != from.baseline || into.variant != from.variant)
    incompatible("comparison " + into.variant + " − " + into.baseline + " vs " + from.variant + " − " +
                 from.baseline);
  for (size_t m = 0; m < kFairnessMetrics; ++m) into.differences[m].add(from.differences[m]);
}

std::string list_label(const std::vector<std::string>& list) {
  if (list.empty()) return "(none)";
  std::string s;
  for (const std::string& name : list) s += (s.empty() ? "" : ",") + name;
  return s;
}

ComparisonSummary make_comparison_summary(const std::vector<std::vector<std::string>>& lists,
                                          TiebreakScope scope) {
  if (lists.empty()) throw InputError("", 0, "tiebreaks", "compare needs at least one tiebreak list");
  ComparisonSummary c;
  for (const auto& list : lists) c.variants.push_back(make_fairness_summary(list, scope));
  for (size_t j = 1; j < lists.size(); ++j)
    c.differences.push_back({list_label(lists[0]), list_label(lists[j]), {}});
  return c;
}

void add_tournament(ComparisonSummary& c, const Record& record, std::span<const double> strength,
                    HistoryPool* pool) {
  std::vector<MetricValues> values;
  for (FairnessSummary& s : c.variants) {
    if (record.teams.empty() != (s.scope == TiebreakScope::individual))
      throw InputError("", 0, "fairness",
                       "a " + std::string(record.teams.empty() ? "individual" : "team") +
                           " event in a comparison of " + scope_name(s.scope) + " events");
    const TournamentFairness t = measure_fairness(record, strength, s.tiebreak_list, pool);
    add(s, t);
    values.push_back(metric_values(t));
  }
  for (size_t j = 1; j < values.size(); ++j) add_pair(c.differences[j - 1], values[0], values[j]);
}

void merge(ComparisonSummary& into, const ComparisonSummary& from) {
  if (into.variants.size() != from.variants.size() || into.differences.size() != from.differences.size())
    incompatible("comparisons of " + std::to_string(into.variants.size()) + " and " +
                 std::to_string(from.variants.size()) + " lists");
  // Check everything before changing anything: a failed merge leaves `into` as it was.
  for (size_t j = 0; j < into.variants.size(); ++j) {
    const FairnessSummary &a = into.variants[j], &b = from.variants[j];
    if (a.scope != b.scope || a.tiebreak_list != b.tiebreak_list || a.criteria != b.criteria)
      incompatible("list " + std::to_string(j + 1) + ": '" + list_label(a.tiebreak_list) + "' vs '" +
                   list_label(b.tiebreak_list) + "'");
  }
  for (size_t j = 0; j < into.variants.size(); ++j) merge(into.variants[j], from.variants[j]);
  for (size_t j = 0; j < into.differences.size(); ++j) merge(into.differences[j], from.differences[j]);
}

// ---------------------------------------------------------------- JSON

namespace {

using ojson = nlohmann::ordered_json;

std::string int128_text(Int128 v) {
  if (v == 0) return "0";
  const bool negative = v < 0;
  UInt128 u = negative ? static_cast<UInt128>(-(v + 1)) + 1 : static_cast<UInt128>(v);
  std::string digits;
  while (u != 0) {
    digits.push_back(static_cast<char>('0' + static_cast<int>(u % 10)));
    u /= 10;
  }
  if (negative) digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::string uint128_text(UInt128 u) {
  if (u == 0) return "0";
  std::string digits;
  while (u != 0) {
    digits.push_back(static_cast<char>('0' + static_cast<int>(u % 10)));
    u /= 10;
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

ojson moments_json(const Moments& m) {
  return {{"count", m.count}, {"sum", int128_text(m.sum)}, {"sum_sq", uint128_text(m.sum_sq)}};
}

ojson metrics_json(const std::array<Moments, kFairnessMetrics>& metrics) {
  ojson o = ojson::object();
  for (size_t m = 0; m < kFairnessMetrics; ++m)
    o[std::string(metric_name(static_cast<FairnessMetric>(m)))] = moments_json(metrics[m]);
  return o;
}

ojson strings_json(const std::vector<std::string>& v) {
  ojson a = ojson::array();
  for (const std::string& s : v) a.push_back(s);
  return a;
}

ojson counts_json(const std::vector<std::uint64_t>& v) {
  ojson a = ojson::array();
  for (std::uint64_t x : v) a.push_back(x);
  return a;
}

const std::vector<std::pair<const char*, Int128 OlsSums::*>>& ols_fields() {
  static const std::vector<std::pair<const char*, Int128 OlsSums::*>> f = {
      {"x1", &OlsSums::x1},     {"x2", &OlsSums::x2},     {"y", &OlsSums::y},
      {"x1x1", &OlsSums::x1x1}, {"x1x2", &OlsSums::x1x2}, {"x2x2", &OlsSums::x2x2},
      {"x1y", &OlsSums::x1y},   {"x2y", &OlsSums::x2y},   {"yy", &OlsSums::yy},
  };
  return f;
}

struct Reader {
  const std::string& file;
  [[noreturn]] void fail(const std::string& path, const std::string& why) const {
    throw InputError(file, 0, path, why);
  }
  static std::string join(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
  }
  const ojson& at(const ojson& o, const std::string& path, const char* key) const {
    if (!o.is_object()) fail(path, "expected an object");
    const auto it = o.find(key);
    if (it == o.end()) fail(join(path, key), "missing");
    return *it;
  }
  std::uint64_t count(const ojson& v, const std::string& path) const {
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
      fail(path, "expected a non-negative integer");
    return v.get<std::uint64_t>();
  }
  UInt128 digits(const std::string& s, size_t from, const std::string& path) const {
    if (from >= s.size()) fail(path, "expected an integer as text");
    UInt128 u = 0;
    const UInt128 max = ~static_cast<UInt128>(0);
    for (size_t i = from; i < s.size(); ++i) {
      if (s[i] < '0' || s[i] > '9') fail(path, "expected an integer as text, got \"" + s + "\"");
      const auto d = static_cast<unsigned>(s[i] - '0');
      if (u > (max - d) / 10) fail(path, "integer out of range");
      u = u * 10 + d;
    }
    return u;
  }
  UInt128 uint128(const ojson& v, const std::string& path) const {
    if (!v.is_string()) fail(path, "expected an integer as text");
    return digits(v.get<std::string>(), 0, path);
  }
  Int128 int128(const ojson& v, const std::string& path) const {
    if (!v.is_string()) fail(path, "expected an integer as text");
    const std::string s = v.get<std::string>();
    const bool negative = !s.empty() && s[0] == '-';
    const UInt128 u = digits(s, negative ? 1 : 0, path);
    const UInt128 limit = (static_cast<UInt128>(1) << 127) - (negative ? 0 : 1);
    if (u > limit) fail(path, "integer out of range");
    if (!negative) return static_cast<Int128>(u);
    return u == limit ? -static_cast<Int128>(limit - 1) - 1 : -static_cast<Int128>(u);
  }
  Moments moments(const ojson& o, const std::string& path) const {
    Moments m;
    m.count = count(at(o, path, "count"), join(path, "count"));
    m.sum = int128(at(o, path, "sum"), join(path, "sum"));
    m.sum_sq = uint128(at(o, path, "sum_sq"), join(path, "sum_sq"));
    return m;
  }
  std::array<Moments, kFairnessMetrics> metrics(const ojson& o, const std::string& path) const {
    std::array<Moments, kFairnessMetrics> a;
    for (size_t m = 0; m < kFairnessMetrics; ++m) {
      const std::string name(metric_name(static_cast<FairnessMetric>(m)));
      a[m] = moments(at(o, path, name.c_str()), join(path, name));
    }
    return a;
  }
  std::vector<std::string> strings(const ojson& v, const std::string& path) const {
    if (!v.is_array()) fail(path, "expected an array of strings");
    std::vector<std::string> out;
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_string()) fail(path + "[" + std::to_string(i) + "]", "expected a string");
      out.push_back(v[i].get<std::string>());
    }
    return out;
  }
  std::vector<std::uint64_t> counts(const ojson& v, const std::string& path) const {
    if (!v.is_array()) fail(path, "expected an array of counts");
    std::vector<std::uint64_t> out;
    for (size_t i = 0; i < v.size(); ++i) out.push_back(count(v[i], path + "[" + std::to_string(i) + "]"));
    return out;
  }
  void schema(const ojson& j) const {
    if (!j.is_object()) fail("", "a fairness summary must be a JSON object");
    const auto& schema = at(j, "", "schema");
    if (!schema.is_number_integer() || schema.get<int>() != kFairnessSummarySchema)
      fail("schema", "expected fairness summary schema " + std::to_string(kFairnessSummarySchema) + ", got " +
                         schema.dump());
  }
};

FairnessSummary read_summary(const Reader& rd, const ojson& j, const std::string& path) {
  FairnessSummary s;
  const auto scale = rd.at(j, path, "fixed_scale");
  if (!scale.is_number_integer() || scale.get<std::int64_t>() != kFixedScale)
    rd.fail(Reader::join(path, "fixed_scale"),
            "expected " + std::to_string(kFixedScale) + ", got " + scale.dump());
  const auto& scope = rd.at(j, path, "scope");
  if (scope != "individual" && scope != "team")
    rd.fail(Reader::join(path, "scope"), "expected \"individual\" or \"team\"");
  s.scope = scope == "team" ? TiebreakScope::team : TiebreakScope::individual;
  s.tiebreak_list = rd.strings(rd.at(j, path, "tiebreak_list"), Reader::join(path, "tiebreak_list"));
  s.criteria = rd.strings(rd.at(j, path, "criteria"), Reader::join(path, "criteria"));
  s.count = rd.count(rd.at(j, path, "count"), Reader::join(path, "count"));
  s.metrics = rd.metrics(rd.at(j, path, "metrics"), Reader::join(path, "metrics"));

  const std::string rp = Reader::join(path, "rank_vs_strength");
  const auto& r = rd.at(j, path, "rank_vs_strength");
  s.place_sums = rd.counts(rd.at(r, rp, "place_sums"), rp + ".place_sums");
  s.place_counts = rd.counts(rd.at(r, rp, "place_counts"), rp + ".place_counts");
  if (s.place_sums.size() != s.place_counts.size())
    rd.fail(rp, "place_sums and place_counts differ in length");

  const std::string tp = Reader::join(path, "tiebreaks");
  const auto& t = rd.at(j, path, "tiebreaks");
  s.tiebreaks.tied_pairs = rd.count(rd.at(t, tp, "tied_pairs"), tp + ".tied_pairs");
  s.tiebreaks.unresolved = rd.count(rd.at(t, tp, "unresolved"), tp + ".unresolved");
  s.tiebreaks.equal_strength_pairs =
      rd.count(rd.at(t, tp, "equal_strength_pairs"), tp + ".equal_strength_pairs");
  const auto& crit = rd.at(t, tp, "criteria");
  if (!crit.is_array() || crit.size() != s.criteria.size())
    rd.fail(tp + ".criteria", "expected one entry per criterion (" + std::to_string(s.criteria.size()) + ")");
  for (size_t k = 0; k < crit.size(); ++k) {
    const std::string cp = tp + ".criteria[" + std::to_string(k) + "]";
    if (rd.at(crit[k], cp, "name") != s.criteria[k])
      rd.fail(cp + ".name", "expected \"" + s.criteria[k] + "\"");
    s.tiebreaks.criteria.push_back({rd.count(rd.at(crit[k], cp, "decided"), cp + ".decided"),
                                    rd.count(rd.at(crit[k], cp, "correct"), cp + ".correct")});
  }

  const std::string lp = Reader::join(path, "colour_luck");
  const auto& l = rd.at(j, path, "colour_luck");
  s.colour_luck.n = rd.count(rd.at(l, lp, "n"), lp + ".n");
  for (const auto& [name, field] : ols_fields())
    s.colour_luck.*field = rd.int128(rd.at(l, lp, name), lp + "." + name);
  return s;
}

ojson summary_body(const FairnessSummary& s) {
  ojson j;
  j["fixed_scale"] = kFixedScale;
  j["scope"] = scope_name(s.scope);
  j["tiebreak_list"] = strings_json(s.tiebreak_list);
  j["criteria"] = strings_json(s.criteria);
  j["count"] = s.count;
  j["metrics"] = metrics_json(s.metrics);
  j["rank_vs_strength"] = {{"place_sums", counts_json(s.place_sums)},
                           {"place_counts", counts_json(s.place_counts)}};
  ojson crit = ojson::array();
  for (size_t k = 0; k < s.criteria.size(); ++k)
    crit.push_back({{"name", s.criteria[k]},
                    {"decided", s.tiebreaks.criteria.at(k).decided},
                    {"correct", s.tiebreaks.criteria.at(k).correct}});
  j["tiebreaks"] = {{"tied_pairs", s.tiebreaks.tied_pairs},
                    {"unresolved", s.tiebreaks.unresolved},
                    {"equal_strength_pairs", s.tiebreaks.equal_strength_pairs},
                    {"criteria", crit}};
  ojson l;
  l["n"] = s.colour_luck.n;
  for (const auto& [name, field] : ols_fields()) l[name] = int128_text(s.colour_luck.*field);
  j["colour_luck"] = l;
  return j;
}

}  // namespace

nlohmann::ordered_json to_json(const FairnessSummary& s) {
  ojson j;
  j["schema"] = kFairnessSummarySchema;
  j.update(summary_body(s));
  return j;
}

FairnessSummary fairness_summary_from_json(const nlohmann::ordered_json& j, const std::string& file) {
  const Reader rd{file};
  rd.schema(j);
  return read_summary(rd, j, "");
}

nlohmann::ordered_json to_json(const ComparisonSummary& c) {
  ojson j;
  j["schema"] = kFairnessSummarySchema;
  ojson variants = ojson::array();
  for (const FairnessSummary& s : c.variants) variants.push_back(summary_body(s));
  j["variants"] = variants;
  ojson diffs = ojson::array();
  for (const PairedComparison& p : c.differences)
    diffs.push_back(
        {{"baseline", p.baseline}, {"variant", p.variant}, {"metrics", metrics_json(p.differences)}});
  j["differences"] = diffs;
  return j;
}

ComparisonSummary comparison_summary_from_json(const nlohmann::ordered_json& j, const std::string& file) {
  const Reader rd{file};
  rd.schema(j);
  ComparisonSummary c;
  const auto& variants = rd.at(j, "", "variants");
  if (!variants.is_array() || variants.empty()) rd.fail("variants", "expected a non-empty array");
  for (size_t i = 0; i < variants.size(); ++i)
    c.variants.push_back(read_summary(rd, variants[i], "variants[" + std::to_string(i) + "]"));
  const auto& diffs = rd.at(j, "", "differences");
  if (!diffs.is_array() || diffs.size() + 1 != c.variants.size())
    rd.fail("differences", "expected one entry per list after the first");
  for (size_t i = 0; i < diffs.size(); ++i) {
    const std::string p = "differences[" + std::to_string(i) + "]";
    PairedComparison pc;
    pc.baseline = list_label(c.variants[0].tiebreak_list);
    pc.variant = list_label(c.variants[i + 1].tiebreak_list);
    if (rd.at(diffs[i], p, "baseline") != pc.baseline)
      rd.fail(p + ".baseline", "expected \"" + pc.baseline + "\"");
    if (rd.at(diffs[i], p, "variant") != pc.variant)
      rd.fail(p + ".variant", "expected \"" + pc.variant + "\"");
    pc.differences = rd.metrics(rd.at(diffs[i], p, "metrics"), p + ".metrics");
    c.differences.push_back(std::move(pc));
  }
  return c;
}

}  // namespace xq
