// The fairness summary's JSON (fairness_summary.hpp): to_json and the readers of what it wrote.
// 128-bit sums travel as decimal strings; the reader names the file and the JSON path of the
// first thing wrong.
#include "reports/fairness_summary.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/errors.hpp"

namespace xq {

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
    // Sums of m.count values: n Σx² ≥ (Σx)² (Cauchy–Schwarz; a negative variance otherwise), and
    // nothing summed without a value.
    const long double n = static_cast<long double>(m.count), s1 = static_cast<long double>(m.sum),
                      s2 = static_cast<long double>(m.sum_sq);
    if ((m.count == 0 && (m.sum != 0 || m.sum_sq != 0)) || n * s2 < s1 * s1 * (1 - 1e-12L))
      fail(path,
           "sum and sum_sq are not the sums of " + std::to_string(m.count) + " values and their squares");
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
                         schema.dump() +
                         (schema.is_number_integer() && schema.get<int>() < kFairnessSummarySchema
                              ? " (an earlier build's, whose ranking read a shared place in start-number "
                                "order: run the batch again)"
                              : ""));
  }
};

// One tally per criterion ("criteria" of a tiebreaks section), each named as the criterion at its
// position.
std::vector<CriterionTally> read_tallies(const Reader& rd, const ojson& crit, const std::string& path,
                                         const std::vector<std::string>& criteria) {
  if (!crit.is_array() || crit.size() != criteria.size())
    rd.fail(path, "expected one entry per criterion (" + std::to_string(criteria.size()) + ")");
  std::vector<CriterionTally> out;
  for (size_t k = 0; k < crit.size(); ++k) {
    const std::string cp = path + "[" + std::to_string(k) + "]";
    if (rd.at(crit[k], cp, "name") != criteria[k]) rd.fail(cp + ".name", "expected \"" + criteria[k] + "\"");
    out.push_back({rd.count(rd.at(crit[k], cp, "decided"), cp + ".decided"),
                   rd.count(rd.at(crit[k], cp, "correct"), cp + ".correct")});
    if (out.back().correct > out.back().decided)  // "of those" (CriterionTally)
      rd.fail(cp + ".correct", std::to_string(out.back().correct) + " is more than the " +
                                   std::to_string(out.back().decided) + " decided");
  }
  return out;
}

// KnockoutTally's counts and moments with their JSON names, in order.
const std::vector<std::pair<const char*, std::uint64_t KnockoutTally::*>>& knockout_counts() {
  static const std::vector<std::pair<const char*, std::uint64_t KnockoutTally::*>> f = {
      {"events", &KnockoutTally::events},
      {"strongest_won", &KnockoutTally::strongest_won},
      {"strongest_first", &KnockoutTally::strongest_first},
      {"leader_lost", &KnockoutTally::leader_lost},
      {"entrants", &KnockoutTally::entrants},
      {"moved", &KnockoutTally::moved},
      {"changed", &KnockoutTally::changed},
  };
  return f;
}
const std::vector<std::pair<const char*, Moments KnockoutTally::*>>& knockout_moments() {
  static const std::vector<std::pair<const char*, Moments KnockoutTally::*>> f = {
      {"kendall_tau_final", &KnockoutTally::tau_final},
      {"kendall_tau_first", &KnockoutTally::tau_first},
      {"kendall_tau_gain", &KnockoutTally::tau_gain},
  };
  return f;
}

KnockoutTally read_knockout(const Reader& rd, const ojson& j, const std::string& path) {
  KnockoutTally k;
  const auto& format = rd.at(j, path, "format");
  if (format == "top_four")
    k.format = Knockout::top_four;
  else if (format == "cross")
    k.format = Knockout::cross;
  else
    rd.fail(Reader::join(path, "format"), "expected \"top_four\" or \"cross\"");
  for (const auto& [name, field] : knockout_counts())
    k.*field = rd.count(rd.at(j, path, name), Reader::join(path, name));
  for (const auto& [name, field] : knockout_moments())
    k.*field = rd.moments(rd.at(j, path, name), Reader::join(path, name));
  return k;
}

ojson knockout_json(const KnockoutTally& k) {
  ojson j;
  j["format"] = knockout_name(k.format);
  for (const auto& [name, field] : knockout_counts()) j[name] = k.*field;
  for (const auto& [name, field] : knockout_moments()) j[name] = moments_json(k.*field);
  return j;
}

// Colour luck's sums are of one observation per entrant ranked (y twice its place, x1 twice its strength
// mid-rank, x2 its colour difference): as many as rank_vs_strength counts, and sums that values have — n Σa²
// ≥ (Σa)² for each variable, and each cross-product within Cauchy–Schwarz of its two (a covariance no larger
// than the variances allow). Anything else is no summary this program wrote (a negative Σy² gave an interval
// of nothing, "[-0.212, -0.212]").
void check_colour_luck(const Reader& rd, const FairnessSummary& s, const std::string& lp) {
  const OlsSums& o = s.colour_luck;
  Int128 entrants = 0;
  for (const std::uint64_t c : s.place_counts) entrants += static_cast<Int128>(c);
  if (static_cast<Int128>(o.n) != entrants)
    rd.fail(lp + ".n", std::to_string(o.n) + " observations, but rank_vs_strength.place_counts counts " +
                           int128_text(entrants) + " entrants ranked (one observation each)");
  const long double n = static_cast<long double>(o.n);
  struct Var {
    const char* name;
    Int128 sum, sum_sq;
  };
  const Var vars[] = {{"x1", o.x1, o.x1x1}, {"x2", o.x2, o.x2x2}, {"y", o.y, o.yy}};
  // In long double, each difference allowed its rounding (1e-15 of the terms: far above it).
  constexpr long double kSlack = 1e-15L;
  long double spread[3], slack[3];
  for (size_t v = 0; v < 3; ++v) {
    const long double s1 = static_cast<long double>(vars[v].sum),
                      s2 = static_cast<long double>(vars[v].sum_sq);
    spread[v] = n * s2 - s1 * s1;
    slack[v] = kSlack * (std::fabs(n * s2) + s1 * s1);
    if (vars[v].sum_sq < 0 || (o.n == 0 && (vars[v].sum != 0 || vars[v].sum_sq != 0)) ||
        spread[v] < -slack[v])
      rd.fail(lp + "." + vars[v].name + vars[v].name,
              "no " + std::to_string(o.n) + " values have these sums: n Σ" + vars[v].name + "² < (Σ" +
                  vars[v].name + ")² (Σ" + vars[v].name + " " + int128_text(vars[v].sum) + ", Σ" +
                  vars[v].name + "² " + int128_text(vars[v].sum_sq) + ")");
  }
  struct Cross {
    const char* name;
    size_t a, b;
    Int128 sum;
  };
  for (const Cross& c : {Cross{"x1x2", 0, 1, o.x1x2}, Cross{"x1y", 0, 2, o.x1y}, Cross{"x2y", 1, 2, o.x2y}}) {
    const long double ab = n * static_cast<long double>(c.sum),
                      a_b = static_cast<long double>(vars[c.a].sum) * static_cast<long double>(vars[c.b].sum);
    const long double cov = std::max(std::fabs(ab - a_b) - kSlack * (std::fabs(ab) + std::fabs(a_b)), 0.0L);
    const long double most =
        std::max(spread[c.a] + slack[c.a], 0.0L) * std::max(spread[c.b] + slack[c.b], 0.0L);
    if ((o.n == 0 && c.sum != 0) || cov * cov > most)
      rd.fail(lp + "." + c.name, int128_text(c.sum) + " is no sum of products of the values " +
                                     vars[c.a].name + " and " + vars[c.b].name +
                                     " that the other sums hold (beyond Cauchy–Schwarz: (n Σab − Σa Σb)² > "
                                     "(n Σa² − (Σa)²)(n Σb² − (Σb)²))");
  }
}

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
  s.doubled_place_sums = rd.counts(rd.at(r, rp, "doubled_place_sums"), rp + ".doubled_place_sums");
  s.place_counts = rd.counts(rd.at(r, rp, "place_counts"), rp + ".place_counts");
  if (s.doubled_place_sums.size() != s.place_counts.size())
    rd.fail(rp, "doubled_place_sums and place_counts differ in length");
  // Entry k sums twice the final places (2..2n of n entrants) of the k-th strongest over
  // place_counts[k] events: anything else is no summary this program wrote (a huge sum once made
  // the report ask for more memory than there is).
  const std::uint64_t n = s.doubled_place_sums.size();
  for (size_t k = 0; k < n; ++k) {
    const std::uint64_t sum = s.doubled_place_sums[k], count = s.place_counts[k];
    if (sum < 2 * count || sum / (2 * n) + (sum % (2 * n) != 0 ? 1 : 0) > count)
      rd.fail(rp + ".doubled_place_sums[" + std::to_string(k) + "]",
              std::to_string(sum) + " is not a sum of " + std::to_string(count) + " doubled places among " +
                  std::to_string(n));
  }

  const std::string tp = Reader::join(path, "tiebreaks");
  const auto& t = rd.at(j, path, "tiebreaks");
  s.tiebreaks.tied_pairs = rd.count(rd.at(t, tp, "tied_pairs"), tp + ".tied_pairs");
  s.tiebreaks.unresolved = rd.count(rd.at(t, tp, "unresolved"), tp + ".unresolved");
  s.tiebreaks.equal_strength_pairs =
      rd.count(rd.at(t, tp, "equal_strength_pairs"), tp + ".equal_strength_pairs");
  s.tiebreaks.criteria = read_tallies(rd, rd.at(t, tp, "criteria"), tp + ".criteria", s.criteria);
  const std::string pp = tp + ".places";
  const auto& p = rd.at(t, tp, "places");
  for (const auto& [name, field] : place_tally_counts())
    s.tiebreaks.places.*field = rd.count(rd.at(p, pp, name), pp + "." + name);
  s.tiebreaks.places.criteria = read_tallies(rd, rd.at(p, pp, "criteria"), pp + ".criteria", s.criteria);

  const std::string lp = Reader::join(path, "colour_luck");
  const auto& l = rd.at(j, path, "colour_luck");
  s.colour_luck.n = rd.count(rd.at(l, lp, "n"), lp + ".n");
  for (const auto& [name, field] : ols_fields())
    s.colour_luck.*field = rd.int128(rd.at(l, lp, name), lp + "." + name);
  check_colour_luck(rd, s, lp);
  if (j.contains("knockout")) s.knockout = read_knockout(rd, j["knockout"], Reader::join(path, "knockout"));
  // A measure is taken at most once a tournament; ties resolved or not are of the tied pairs.
  const auto at_most = [&](std::uint64_t n, std::uint64_t most, const std::string& key,
                           const std::string& of) {
    if (n > most) rd.fail(key, std::to_string(n) + " is more than the " + std::to_string(most) + " " + of);
  };
  for (size_t m = 0; m < kFairnessMetrics; ++m)
    at_most(
        s.metrics[m].count, s.count,
        Reader::join(path, "metrics." + std::string(metric_name(static_cast<FairnessMetric>(m))) + ".count"),
        "tournaments measured (count)");
  for (size_t k = 0; k < s.place_counts.size(); ++k)
    at_most(s.place_counts[k], s.count, rp + ".place_counts[" + std::to_string(k) + "]",
            "tournaments measured (count)");
  at_most(s.tiebreaks.unresolved, s.tiebreaks.tied_pairs, tp + ".unresolved", "tied pairs");
  at_most(s.tiebreaks.correct(), s.tiebreaks.tied_pairs, tp + ".criteria", "tied pairs (Σ correct)");
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
  j["rank_vs_strength"] = {{"doubled_place_sums", counts_json(s.doubled_place_sums)},
                           {"place_counts", counts_json(s.place_counts)}};
  ojson crit = ojson::array();
  for (size_t k = 0; k < s.criteria.size(); ++k)
    crit.push_back({{"name", s.criteria[k]},
                    {"decided", s.tiebreaks.criteria.at(k).decided},
                    {"correct", s.tiebreaks.criteria.at(k).correct}});
  const PlaceTally& p = s.tiebreaks.places;
  ojson place_crit = ojson::array();
  for (size_t k = 0; k < s.criteria.size(); ++k)
    place_crit.push_back({{"name", s.criteria[k]},
                          {"decided", p.criteria.at(k).decided},
                          {"correct", p.criteria.at(k).correct}});
  ojson places;
  for (const auto& [name, field] : place_tally_counts()) places[name] = p.*field;
  places["criteria"] = place_crit;
  j["tiebreaks"] = {{"tied_pairs", s.tiebreaks.tied_pairs},
                    {"unresolved", s.tiebreaks.unresolved},
                    {"equal_strength_pairs", s.tiebreaks.equal_strength_pairs},
                    {"criteria", crit},
                    {"places", places}};
  ojson l;
  l["n"] = s.colour_luck.n;
  for (const auto& [name, field] : ols_fields()) l[name] = int128_text(s.colour_luck.*field);
  j["colour_luck"] = l;
  if (s.knockout) j["knockout"] = knockout_json(*s.knockout);
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
  if (!c.names.empty()) j["names"] = c.names;
  j["stopped"] = c.stopped;
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
  if (j.contains("names")) {
    const auto& names = j["names"];
    if (!names.is_array() || names.size() != c.variants.size())
      rd.fail("names", "expected one name per variant");
    for (const auto& n : names) {
      if (!n.is_string()) rd.fail("names", "expected strings");
      c.names.push_back(n.get<std::string>());
    }
  }
  c.stopped.assign(c.variants.size(), 0);
  if (j.contains("stopped")) {  // tournaments each variant's event stopped (left out of the figures)
    const auto& stopped = j["stopped"];
    if (!stopped.is_array() || stopped.size() != c.variants.size())
      rd.fail("stopped", "expected one count per variant");
    for (size_t k = 0; k < stopped.size(); ++k) c.stopped[k] = rd.count(stopped[k], "stopped");
  } else {
    rd.fail("stopped", "missing (one count per variant of the tournaments its event stopped)");
  }
  const auto& diffs = rd.at(j, "", "differences");
  if (!diffs.is_array() || diffs.size() + 1 != c.variants.size())
    rd.fail("differences", "expected one entry per list after the first");
  for (size_t i = 0; i < diffs.size(); ++i) {
    const std::string p = "differences[" + std::to_string(i) + "]";
    PairedComparison pc;
    pc.baseline = variant_label(c, 0);
    pc.variant = variant_label(c, i + 1);
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
