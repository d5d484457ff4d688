#include "reports/batch_summary.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iterator>
#include <limits>

#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/checked_sum.hpp"
#include "reports/fairness_report.hpp"
#include "reports/report_format.hpp"

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

const std::vector<std::pair<const char*, std::uint64_t ResultCounts::*>>& result_fields() {
  static const std::vector<std::pair<const char*, std::uint64_t ResultCounts::*>> f = {
      {"games", &ResultCounts::games},
      {"red_wins", &ResultCounts::red_wins},
      {"draws", &ResultCounts::draws},
      {"black_wins", &ResultCounts::black_wins},
      {"red_forfeits", &ResultCounts::red_forfeits},
      {"black_forfeits", &ResultCounts::black_forfeits},
      {"double_forfeits", &ResultCounts::double_forfeits},
      {"fouls", &ResultCounts::fouls},
      {"playoff_games", &ResultCounts::playoff_games},
      {"byes", &ResultCounts::byes},
  };
  return f;
}

const std::vector<std::pair<const char*, Histogram BatchSummary::*>>& histogram_fields() {
  static const std::vector<std::pair<const char*, Histogram BatchSummary::*>> f = {
      {"colour_difference", &BatchSummary::colour_difference},
      {"home_away", &BatchSummary::home_away},
      {"floats", &BatchSummary::floats},
      {"excess_floats", &BatchSummary::excess_floats},
      {"byes", &BatchSummary::byes},
      {"colour_streak", &BatchSummary::colour_streak},
      {"warnings_per_tournament", &BatchSummary::warnings_per_tournament},
  };
  return f;
}

void add_counts(RuleCounts& into, const RuleCounts& from) {
  for (const auto& [rule, n] : from) add_checked(into[rule], n);
}

void add_histogram(Histogram& into, const Histogram& from) {
  for (const auto& [value, n] : from) add_checked(into[value], n);
}

std::uint64_t total(const RuleCounts& c) {
  std::uint64_t t = 0;
  for (const auto& [rule, n] : c) t += n;
  return t;
}

void add_results(ResultCounts& c, const Record& record) {
  for (const Round& round : record.rounds) {
    c.byes += round.byes.size();
    for (const Game& g : round.games) {
      c.fouls += static_cast<std::uint64_t>(g.red_fouls + g.black_fouls);
      if (g.kind == GameKind::playoff) {
        ++c.playoff_games;
        continue;
      }
      ++c.games;
      switch (g.result) {
        case Result::red_win: ++c.red_wins; break;
        case Result::draw: ++c.draws; break;
        case Result::black_win: ++c.black_wins; break;
        case Result::red_forfeit: ++c.red_forfeits; break;
        case Result::black_forfeit: ++c.black_forfeits; break;
        case Result::double_forfeit: ++c.double_forfeits; break;
        case Result::pending: break;
      }
    }
  }
}

// The batch was played as a round robin (RR-1): its settings say so.
bool round_robin(const BatchSummary& s) {
  const ojson* rules =
      s.settings.is_object() && s.settings.contains("rules") ? &s.settings["rules"] : nullptr;
  return rules && rules->is_object() && rules->value("format", "") == "round_robin";
}

}  // namespace

std::uint64_t BatchSummary::violations_total() const { return total(violations); }

BatchSummary make_batch_summary(std::string scenario, std::uint64_t seed, std::uint64_t requested,
                                nlohmann::ordered_json settings, std::optional<FairnessSummary> fairness) {
  BatchSummary s;
  s.scenario = std::move(scenario);
  s.seed = seed;
  s.requested = requested;
  s.settings = std::move(settings);
  s.fairness = std::move(fairness);
  return s;
}

void add_tournament(BatchSummary& s, const Record& record, const TournamentCheck& check,
                    std::span<const double> strength, HistoryPool* pool,
                    std::span<const Record* const> variant_records) {
  if (!strength.empty() && !check.no_pairing) {
    if (s.fairness) add_tournament(*s.fairness, record, strength, pool);
    if (s.comparison) {
      if (variant_records.empty())
        add_tournament(*s.comparison, record, strength, pool);
      else
        add_tournament(*s.comparison, variant_records, strength, pool);
    }
  }
  for (const RuleCounts* kinds : {&check.warnings, &check.notes})
    for (const auto& [rule, n] : *kinds)
      if (n > 0) ++s.warnings_by_kind[rule][static_cast<std::int64_t>(n)];
  ++s.count;
  if (!check.violations.empty() && total(check.violations) > 0) ++s.with_violations;
  if (check.no_pairing) ++s.no_pairing;
  if (check.no_pairing && s.comparison) add_stopped(*s.comparison, check.variants_stopped);
  add_counts(s.violations, check.violations);
  add_counts(s.warnings, check.warnings);
  add_counts(s.notes, check.notes);
  for (int x : check.excess_floats) ++s.excess_floats[x];
  ++s.warnings_per_tournament[static_cast<std::int64_t>(total(check.warnings))];
  add_results(s.results, record);

  const PooledHistories pooled(record, pool);
  const std::vector<EntrantHistory>& histories = *pooled;
  // A round robin's sit-outs are the table's (RR-1.3), counted whether or not rr_bye scores them:
  // under rr_bye = none a sit-out is not a game, so the histories hold no bye for it. A knockout's
  // walkovers (KO-2.3, stage 2) are no sit-out of the table.
  const bool table = record.rules.format == EventFormat::round_robin;
  std::vector<int> sit_outs(table ? histories.size() : 0, 0);
  if (table)
    for (const Round& round : record.rounds)
      if (round.stage == 1)
        for (const Bye& b : round.byes) ++sit_outs.at(static_cast<size_t>(b.entrant - 1));
  for (const EntrantHistory& h : histories) {
    int diff = 0, streak = 0, longest = 0;
    std::optional<Colour> last;
    for (const Encounter& e : h.rounds) {
      if (!e.has_colour() || e.kind == GameKind::playoff) continue;  // histories hold no knockout game
      diff += *e.colour == Colour::red ? 1 : -1;
      streak = (last == e.colour) ? streak + 1 : 1;
      last = e.colour;
      longest = std::max(longest, streak);
    }
    ++s.colour_difference[diff];
    ++s.colour_streak[longest];
    if (record.teams.empty()) ++s.byes[table ? sit_outs.at(static_cast<size_t>(h.id - 1)) : h.byes()];
  }

  // Floats are the first stage's (P1, PI): a knockout round (KO-5, stage 2) pairs by its bracket,
  // not by score groups, so it is no round of the histogram.
  const auto knockout_round = [&](size_t r) { return record.rounds[r].stage == 2; };
  if (record.teams.empty()) {
    for (size_t r = 0; r < record.rounds.size(); ++r) {
      if (knockout_round(r)) continue;
      std::int64_t floats = 0;
      for (const Game& g : record.rounds[r].games) {
        if (g.kind != GameKind::regular) continue;  // the PI-10 final pairs the top two on purpose
        const int before = static_cast<int>(r);
        if (histories.at(static_cast<size_t>(g.red - 1)).score_after_round(before) !=
            histories.at(static_cast<size_t>(g.black - 1)).score_after_round(before))
          ++floats;
      }
      ++s.floats[floats];
    }
    return;
  }

  // Team events: home/away balance, floats between match-point groups, byes per team.
  const std::vector<TeamHistory> teams = build_team_histories(record);
  const auto before = [&](EntrantId team, size_t round) -> Points {  // match points before `round`
    const TeamHistory& t = teams.at(static_cast<size_t>(team - 1));
    return round == 0 ? 0 : t.match_points_after.at(round - 1);
  };
  for (size_t r = 0; r < record.rounds.size(); ++r) {
    if (knockout_round(r)) continue;
    std::int64_t floats = 0;
    for (const Match& m : record.rounds[r].matches) {
      if (before(m.home, r) != before(m.away, r)) ++floats;
    }
    ++s.floats[floats];
  }
  for (const TeamHistory& t : teams) {
    int home_minus_away = 0, byes = 0;
    for (const TeamEncounter& e : t.rounds) {
      // A knockout's home team (KO-4.1: the one placed higher, or its choice) is no side the
      // Swiss balanced: stage 1 only, as the floats and colour luck (docs/fairness.md).
      if (knockout_round(static_cast<size_t>(e.round - 1))) continue;
      if (e.bye)
        ++byes;
      else if (e.side)
        home_minus_away += *e.side == Side::home ? 1 : -1;
    }
    ++s.home_away[home_minus_away];
    ++s.byes[byes];
  }
}

std::string shards_text(const BatchShards& shards) {
  if (shards.parts.empty()) return "none";
  std::string text;
  for (const std::uint64_t k : shards.parts) text += (text.empty() ? "" : ",") + std::to_string(k);
  return text + "/" + std::to_string(shards.of);
}

namespace {

// The union of two summaries' shards (SIM-5), or InputError when they overlap or were cut
// differently. Changes nothing.
BatchShards united(const BatchShards& a, const BatchShards& b) {
  if (a.parts.empty()) return b;
  if (b.parts.empty()) return a;
  if (a.of != b.of) {
    if (a.complete() || b.complete())  // the whole batch (1/1) holds every shard already
      throw InputError("", 0, "shard",
                       "shard " + shards_text(a.complete() ? b : a) +
                           " given twice: the whole batch (1/1) holds every shard already");
    throw InputError("", 0, "shard",
                     "shards of different splits (" + shards_text(a) + " and " + shards_text(b) +
                         "): merge the shards of one --shard k/N split");
  }
  BatchShards u{a.of, {}};
  std::set_union(a.parts.begin(), a.parts.end(), b.parts.begin(), b.parts.end(), std::back_inserter(u.parts));
  if (u.parts.size() != a.parts.size() + b.parts.size()) {
    std::vector<std::uint64_t> twice;
    std::set_intersection(a.parts.begin(), a.parts.end(), b.parts.begin(), b.parts.end(),
                          std::back_inserter(twice));
    throw InputError("", 0, "shard", "shard " + shards_text({a.of, twice}) + " given twice");
  }
  if (u.complete()) u = BatchShards{1, {1}};  // byte for byte the whole batch's summary
  return u;
}

}  // namespace

void merge(BatchSummary& into, const BatchSummary& from) {
  auto fail = [](const std::string& what) {
    throw InputError("", 0, "summary", "cannot merge summaries of different batches: " + what);
  };
  if (into.scenario != from.scenario) fail("scenario '" + into.scenario + "' vs '" + from.scenario + "'");
  if (into.seed != from.seed) fail("seed " + std::to_string(into.seed) + " vs " + std::to_string(from.seed));
  if (into.requested != from.requested)
    fail("count " + std::to_string(into.requested) + " vs " + std::to_string(from.requested));
  if (into.settings != from.settings) {  // named at the first setting that differs
    std::string what = "the rules, field or result model differ";
    if (const ojson patch = ojson::diff(into.settings, from.settings); !patch.empty()) {
      const ojson::json_pointer at(patch[0]["path"].get<std::string>());
      const auto value = [&](const ojson& j) { return j.contains(at) ? j.at(at).dump() : "none"; };
      std::string key = "settings" + at.to_string();
      std::replace(key.begin(), key.end(), '/', '.');
      what += ": " + key + " " + value(into.settings) + " vs " + value(from.settings);
    }
    fail(what);
  }
  if (into.lang != from.lang)  // the merged report is in one language, the single run's
    fail("report language (--lang) " + into.lang + " vs " + from.lang);
  if (into.comparison.has_value() != from.comparison.has_value()) fail("one is a comparison, the other not");
  if (into.fairness.has_value() != from.fairness.has_value())
    fail("one has fairness measures, the other not");
  BatchShards shards = united(into.shards, from.shards);
  // The parts check their own lists first and change nothing when they refuse; nothing else has
  // been added yet, so a refused merge leaves `into` as it was. (A sum that would wrap is refused
  // midway — add_checked — and leaves `into` part-merged: its callers stop on the error.)
  if (into.fairness) merge(*into.fairness, *from.fairness);
  if (into.comparison) merge(*into.comparison, *from.comparison);
  into.shards = std::move(shards);
  add_checked(into.count, from.count);
  add_checked(into.with_violations, from.with_violations);
  add_checked(into.no_pairing, from.no_pairing);
  add_counts(into.violations, from.violations);
  add_counts(into.warnings, from.warnings);
  add_counts(into.notes, from.notes);
  for (const auto& [name, field] : histogram_fields()) add_histogram(into.*field, from.*field);
  for (const auto& [rule, h] : from.warnings_by_kind) add_histogram(into.warnings_by_kind[rule], h);
  for (const auto& [name, field] : result_fields()) add_checked(into.results.*field, from.results.*field);
}

// ---------------------------------------------------------------- JSON

namespace {

ojson histogram_json(const Histogram& h) {
  ojson o = ojson::object();
  for (const auto& [value, n] : h) o[std::to_string(value)] = n;  // numeric order (std::map)
  return o;
}

}  // namespace

nlohmann::ordered_json to_json(const BatchSummary& s) {
  ojson j;
  j["schema"] = kBatchSummarySchema;
  j["scenario"] = s.scenario;
  j["count"] = s.count;
  j["requested"] = s.requested;
  j["seed"] = s.seed;
  ojson parts = ojson::array();
  for (const std::uint64_t k : s.shards.parts) parts.push_back(k);
  j["shard"] = {{"of", s.shards.of}, {"parts", parts}};
  ojson v = ojson::object();
  v["total"] = s.violations_total();
  for (const auto& [rule, n] : s.violations) v[rule] = n;
  j["violations"] = v;
  ojson w = ojson::object();
  for (const auto& [rule, n] : s.warnings) w[rule] = n;
  j["warnings"] = w;
  ojson n = ojson::object();
  for (const auto& [rule, c] : s.notes) n[rule] = c;
  j["verifier_warnings"] = n;
  j["tournaments"] = {{"with_violations", s.with_violations}, {"no_pairing", s.no_pairing}};
  ojson r = ojson::object();
  for (const auto& [name, field] : result_fields()) r[name] = s.results.*field;
  j["results"] = r;
  ojson d = ojson::object();
  for (const auto& [name, field] : histogram_fields()) d[name] = histogram_json(s.*field);
  j["distributions"] = d;
  ojson k = ojson::object();
  for (const auto& [rule, h] : s.warnings_by_kind) k[rule] = histogram_json(h);
  j["warnings_by_kind"] = k;
  if (s.fairness) j["fairness"] = to_json(*s.fairness);
  if (s.comparison) j["comparison"] = to_json(*s.comparison);
  j["settings"] = s.settings;
  if (s.lang != "en") j["lang"] = s.lang;  // last and only when given: older summaries read the same
  return j;
}

namespace {
// The report JSON's version (docs/report-files.md), apart from the summary's: the report did not
// change when the summary gained its shard (summary schema 2). 2: ranking.strongest_won is a mean
// with sd and ci95 (a shared 1st gives a fraction), no longer count/of/share.
constexpr int kBatchReportSchema = 2;
}  // namespace

nlohmann::ordered_json make_compare_report(const BatchSummary& s) {
  const ojson summary = to_json(s);
  ojson j;
  j["schema"] = kBatchReportSchema;
  j["kind"] = "compare";
  for (const char* key : {"scenario", "seed", "count", "requested", "violations", "tournaments", "warnings"})
    j[key] = summary[key];
  j["variants"] = ojson::array();
  if (s.comparison) {
    const ojson c = make_comparison_json(*s.comparison);
    for (auto it = c.begin(); it != c.end(); ++it) j[it.key()] = *it;
    if (round_robin(s))  // docs/fairness.md "Round robins": each list's ties place by place
      for (size_t v = 0; v < s.comparison->variants.size(); ++v)
        j["variants"][v]["places"] = make_places_json(s.comparison->variants[v]);
    // --variant: the settings each variant changes, and whether it played its own events.
    const ojson* given =
        s.settings.is_object() && s.settings.contains("variants") ? &s.settings["variants"] : nullptr;
    if (given && given->is_array() && given->size() == j["variants"].size())
      for (size_t v = 0; v < given->size(); ++v) {
        j["variants"][v]["set"] = (*given)[v].value("set", ojson::object());
        j["variants"][v]["play_group"] = (*given)[v].value("play_group", 0);
      }
  }
  j["settings"] = s.settings;
  return j;
}

nlohmann::ordered_json make_report(const BatchSummary& s) {
  const ojson summary = to_json(s);
  ojson j;
  j["schema"] = kBatchReportSchema;
  j["kind"] = "simulate";
  for (const char* key : {"scenario", "seed", "count", "requested", "violations", "tournaments", "warnings",
                          "verifier_warnings"})
    j[key] = summary[key];
  // REP: warnings per tournament by kind — mean, 95th percentile, max (tournaments without the
  // kind count as 0); "all": the pairing warnings together (W-1..W-5, PI-5, S-4: the warnings
  // counts' total, from the warnings_per_tournament histogram).
  const auto per_tournament = [&](const Histogram& h) {
    std::uint64_t with = 0, sum = 0;
    for (const auto& [k, n] : h)
      if (k != 0) with += n, sum += static_cast<std::uint64_t>(k) * n;
    const std::uint64_t zeros = s.count > with ? s.count - with : 0;
    // The smallest k with at least 95 % of the tournaments at or below it (nearest rank).
    const std::uint64_t need = (95 * s.count + 99) / 100;
    std::int64_t p95 = 0;
    std::uint64_t seen = zeros;
    for (const auto& [k, n] : h) {
      if (k == 0) continue;
      if (seen >= need) break;
      seen += n;
      p95 = k;
    }
    return ojson{{"mean", s.count ? static_cast<double>(sum) / static_cast<double>(s.count) : 0.0},
                 {"p95", p95},
                 {"max", h.empty() ? 0 : h.rbegin()->first}};
  };
  ojson per = ojson::object();
  for (const auto& [rule, h] : s.warnings_by_kind) per[rule] = per_tournament(h);
  if (s.count > 0) per["all"] = per_tournament(s.warnings_per_tournament);
  j["warnings_per_tournament"] = per;
  j["results"] = summary["results"];
  j["distributions"] = summary["distributions"];
  if (s.fairness) {
    const ojson fair = make_fairness_report(*s.fairness);
    for (auto it = fair.begin(); it != fair.end(); ++it) j[it.key()] = *it;
  }
  if (round_robin(s)) {  // docs/fairness.md "Round robins"
    const ojson& rules = s.settings["rules"];
    ojson rr;
    rr["rr_bye"] = rules.value("rr_bye", "none");
    rr["cycles"] = rules.value("cycles", 1);
    rr["places"] = s.fairness ? make_places_json(*s.fairness) : ojson(nullptr);
    j["round_robin"] = rr;
  }
  j["settings"] = s.settings;
  return j;
}

namespace {

struct Reader {
  const std::string& file;
  [[noreturn]] void fail(const std::string& path, const std::string& why) const {
    throw InputError(file, 0, path, why);
  }
  const ojson& at(const ojson& o, const std::string& path, const char* key) const {
    if (!o.is_object()) fail(path, "expected an object");
    const auto it = o.find(key);
    if (it == o.end()) fail(path.empty() ? key : path + "." + key, "missing");
    return *it;
  }
  std::uint64_t count(const ojson& v, const std::string& path) const {
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
      fail(path, "expected a non-negative integer");
    return v.get<std::uint64_t>();
  }
  RuleCounts rules(const ojson& o, const std::string& path, bool skip_total) const {
    if (!o.is_object()) fail(path, "expected an object of counts by rule");
    RuleCounts c;
    for (const auto& [k, v] : o.items()) {
      if (skip_total && k == "total") continue;
      c[k] = count(v, path + "." + k);
    }
    return c;
  }
  // {"of": N, "parts": [k…]}: 1 <= k <= N, ascending, none twice; no parts only in an empty summary.
  BatchShards shards(const ojson& o) const {
    BatchShards s;
    s.of = count(at(o, "shard", "of"), "shard.of");
    if (s.of == 0) fail("shard.of", "expected a positive integer");
    const ojson& parts = at(o, "shard", "parts");
    if (!parts.is_array()) fail("shard.parts", "expected an array of shard numbers");
    for (const ojson& k : parts) {
      s.parts.push_back(count(k, "shard.parts"));
      if (s.parts.back() < 1 || s.parts.back() > s.of ||
          (s.parts.size() > 1 && s.parts.back() <= s.parts[s.parts.size() - 2]))
        fail("shard.parts", "expected shard numbers from 1 to " + std::to_string(s.of) + ", ascending");
    }
    return s;
  }
  Histogram histogram(const ojson& o, const std::string& path) const {
    if (!o.is_object()) fail(path, "expected an object of counts by value");
    Histogram h;
    for (const auto& [k, v] : o.items()) {
      std::int64_t value = 0;
      auto [p, ec] = std::from_chars(k.data(), k.data() + k.size(), value);
      if (ec != std::errc() || p != k.data() + k.size()) fail(path + "." + k, "expected an integer key");
      h[value] = count(v, path + "." + k);
    }
    return h;
  }
};

// The keys summary_json writes, in its order.
constexpr const char* kSummaryKeys[] = {"schema",           "scenario", "count",
                                        "requested",        "seed",     "shard",
                                        "violations",       "warnings", "verifier_warnings",
                                        "tournaments",      "results",  "distributions",
                                        "warnings_by_kind", "fairness", "comparison",
                                        "settings",         "lang"};

// Counts that contradict each other are a summary edited or damaged, not a batch: refused, never
// added into a merge (issue 15 item 2).
void check_counts(const BatchSummary& s, const Reader& rd) {
  if (s.count > s.requested)
    rd.fail("count", std::to_string(s.count) + " tournaments played is more than the " +
                         std::to_string(s.requested) + " requested");
  for (const auto& [key, n] : {std::pair{"tournaments.with_violations", s.with_violations},
                               std::pair{"tournaments.no_pairing", s.no_pairing}})
    if (n > s.count)
      rd.fail(key,
              std::to_string(n) + " is more than the " + std::to_string(s.count) + " tournaments played");
  if (s.with_violations > s.violations_total() || (s.violations_total() > 0 && s.with_violations == 0))
    rd.fail("tournaments.with_violations", std::to_string(s.with_violations) +
                                               " tournaments with violations does not fit the " +
                                               std::to_string(s.violations_total()) + " violations counted");
  // Each kind's per-tournament histogram adds up to its rule's counts, the pairing's and the
  // verifier's (add_tournament builds it from both lists, a tournament once per list that has the
  // rule, and only with 1 or more of it).
  for (const auto& kind : s.warnings_by_kind) {
    const std::string& rule =
        kind.first;  // (named: a lambda cannot capture a structured binding in clang 14)
    const Histogram& h = kind.second;
    const auto in = [&](const RuleCounts& c) { return c.count(rule) ? c.at(rule) : std::uint64_t{0}; };
    std::uint64_t sum = 0, want = 0, kn = 0, tournaments = 0;
    bool wraps = __builtin_add_overflow(in(s.warnings), in(s.notes), &want);
    for (const auto& [k, n] : h) {
      if (k < 1)
        rd.fail("warnings_by_kind." + rule, "a tournament is counted under a kind only with 1 or more");
      wraps = wraps || __builtin_mul_overflow(static_cast<std::uint64_t>(k), n, &kn) ||
              __builtin_add_overflow(sum, kn, &sum) || __builtin_add_overflow(tournaments, n, &tournaments);
    }
    if (wraps || sum != want)
      rd.fail("warnings_by_kind." + rule, "does not add up to the " + std::to_string(want) +
                                              " warnings of that rule counted (warnings, verifier_warnings)");
    if (tournaments > s.count * ((in(s.warnings) > 0) + (in(s.notes) > 0)))
      rd.fail("warnings_by_kind." + rule, std::to_string(tournaments) +
                                              " tournaments counted, more than the " +
                                              std::to_string(s.count) + " played");
  }
  // The figures are over the tournaments every variant finished; a stopped one is counted per
  // variant whose event stopped, at least one each.
  const std::uint64_t finished = s.count - std::min(s.no_pairing, s.count);
  if (s.fairness && s.fairness->count > finished)
    rd.fail("fairness.count", std::to_string(s.fairness->count) + " measured is more than the " +
                                  std::to_string(finished) + " tournaments finished");
  if (s.comparison) {
    std::uint64_t stops = 0;
    for (size_t k = 0; k < s.comparison->variants.size(); ++k) {
      const std::string at = "comparison.variants[" + std::to_string(k) + "].count";
      if (s.comparison->variants[k].count > finished)
        rd.fail(at, std::to_string(s.comparison->variants[k].count) + " measured is more than the " +
                        std::to_string(finished) + " tournaments every variant finished");
      const std::uint64_t n = k < s.comparison->stopped.size() ? s.comparison->stopped[k] : 0;
      if (n > s.no_pairing)
        rd.fail("comparison.stopped", "variant " + std::to_string(k + 1) + " stopped in " +
                                          std::to_string(n) + " tournaments, more than the " +
                                          std::to_string(s.no_pairing) + " of tournaments.no_pairing");
      stops += n;
    }
    if (stops < s.no_pairing)
      rd.fail("comparison.stopped", "the variants' stops (" + std::to_string(stops) +
                                        ") are fewer than the " + std::to_string(s.no_pairing) +
                                        " tournaments of tournaments.no_pairing");
  }
  // One bye count per entrant (team events: per team) and tournament: the histogram holds
  // count × the field, as the settings give it.
  if (const ojson* field =
          s.settings.is_object() && s.settings.contains("field") ? &s.settings["field"] : nullptr;
      field && field->is_object() && field->contains("count") && (*field)["count"].is_number_unsigned()) {
    const std::uint64_t entrants = (*field)["count"].get<std::uint64_t>();
    std::uint64_t held = 0;
    for (const auto& [k, n] : s.byes) held += n;
    if (held != s.count * entrants)
      rd.fail("distributions.byes", "the histogram holds " + std::to_string(held) + " entrants, not the " +
                                        std::to_string(s.count) + " tournaments × " +
                                        std::to_string(entrants) + " entrants of settings.field.count");
  }
  const ResultCounts& r = s.results;
  const std::uint64_t decided =
      r.red_wins + r.draws + r.black_wins + r.red_forfeits + r.black_forfeits + r.double_forfeits;
  if (decided > r.games)
    rd.fail("results", "the results counted (" + std::to_string(decided) +
                           ": wins, draws, forfeits) exceed the " + std::to_string(r.games) + " games");
}

}  // namespace

BatchSummary batch_summary_from_json(const ojson& j, const std::string& file) {
  const Reader rd{file};
  if (!j.is_object()) rd.fail("", "a batch summary must be a JSON object");
  // Another of xqsim's JSON files given by mistake: said as such, before its schema (a report and a
  // record are of schema 1 too, and were taken for a summary of an older xqsim).
  if (j.contains("kind") || (j.contains("variants") && !j.contains("comparison")))
    rd.fail("", "not a JSON summary (a report, report.json: merge reads the summary.json beside it)");
  if (j.contains("entrants") || j.contains("rounds"))
    rd.fail("",
            "not a JSON summary (a tournament record: merge reads the summary.json of simulate, "
            "compare or merge)");
  if (!j.contains("tournaments") && !j.contains("distributions") && !j.contains("results") &&
      !j.contains("requested"))
    rd.fail("",
            "not a JSON summary (none of its keys tournaments, results, distributions, requested: merge "
            "reads the summary.json of simulate, compare or merge)");
  const auto& schema = rd.at(j, "", "schema");
  if (schema.is_number_integer() && schema == 1)
    rd.fail("schema",
            "a summary of schema 1 (an older xqsim) does not say which shard it holds; run its batch again "
            "with this xqsim");
  if (!schema.is_number_integer() || schema != kBatchSummarySchema)
    rd.fail("schema",
            "expected summary schema " + std::to_string(kBatchSummarySchema) + ", got " + schema.dump());
  BatchSummary s;
  const auto& scenario = rd.at(j, "", "scenario");
  if (!scenario.is_string()) rd.fail("scenario", "expected a string");
  s.scenario = scenario.get<std::string>();
  s.count = rd.count(rd.at(j, "", "count"), "count");
  s.requested = rd.count(rd.at(j, "", "requested"), "requested");
  s.seed = rd.count(rd.at(j, "", "seed"), "seed");
  s.shards = rd.shards(rd.at(j, "", "shard"));
  s.violations = rd.rules(rd.at(j, "", "violations"), "violations", true);
  const std::uint64_t stated_total =
      rd.count(rd.at(rd.at(j, "", "violations"), "violations", "total"), "violations.total");
  if (stated_total != s.violations_total())
    rd.fail("violations.total", "does not equal the sum of the rules' counts");
  s.warnings = rd.rules(rd.at(j, "", "warnings"), "warnings", false);
  for (const auto& [rule, n] : s.warnings)  // the pairing's warnings
    if (rule.size() != 3 || rule.compare(0, 2, "W-") != 0 || rule[2] < '1' || rule[2] > '5')
      rd.fail("warnings." + rule, "not a pairing warning (they are W-1..W-5)");
  s.notes = rd.rules(rd.at(j, "", "verifier_warnings"), "verifier_warnings", false);
  const auto& t = rd.at(j, "", "tournaments");
  s.with_violations = rd.count(rd.at(t, "tournaments", "with_violations"), "tournaments.with_violations");
  s.no_pairing = rd.count(rd.at(t, "tournaments", "no_pairing"), "tournaments.no_pairing");
  const auto& r = rd.at(j, "", "results");
  for (const auto& [name, field] : result_fields())
    s.results.*field = rd.count(rd.at(r, "results", name), std::string("results.") + name);
  const auto& d = rd.at(j, "", "distributions");
  for (const auto& [name, field] : histogram_fields())
    s.*field = rd.histogram(rd.at(d, "distributions", name), std::string("distributions.") + name);
  if (j.contains("warnings_by_kind")) {
    const auto& k = rd.at(j, "", "warnings_by_kind");
    if (!k.is_object()) rd.fail("warnings_by_kind", "expected an object of histograms by rule");
    for (const auto& [rule, h] : k.items())
      s.warnings_by_kind[rule] = rd.histogram(h, "warnings_by_kind." + rule);
    // Every rule counted has its histogram (add_tournament makes one for each).
    for (const RuleCounts* counted : {&s.warnings, &s.notes})
      for (const auto& [rule, n] : *counted)
        if (n > 0 && !s.warnings_by_kind.count(rule))
          rd.fail("warnings_by_kind", "has no histogram of " + rule + ", which is counted " +
                                          std::to_string(n) + " times (warnings, verifier_warnings)");
  }
  // A path inside the part is named from the summary's top ("fairness.schema: missing").
  const auto part = [&](const char* key, auto read) {
    try {
      return read(j[key], file);
    } catch (const InputError& e) {
      throw InputError(e.file(), e.line(), std::string(key) + (e.key().empty() ? "" : "." + e.key()),
                       e.reason());
    }
  };
  if (j.contains("fairness"))
    s.fairness = part("fairness",
                      [](const auto& v, const std::string& f) { return fairness_summary_from_json(v, f); });
  if (j.contains("comparison"))
    s.comparison = part(
        "comparison", [](const auto& v, const std::string& f) { return comparison_summary_from_json(v, f); });
  s.settings = rd.at(j, "", "settings");
  if (j.contains("lang")) {
    const ojson& lang = j["lang"];
    if (!lang.is_string() || (lang != "en" && lang != "zh"))
      rd.fail("lang", "expected \"en\" or \"zh\" (the report language, --lang), got " + lang.dump());
    s.lang = lang.get<std::string>();
  }
  check_counts(s, rd);
  for (const auto& [key, value] : j.items())
    if (std::find(std::begin(kSummaryKeys), std::end(kSummaryKeys), key) == std::end(kSummaryKeys))
      rd.fail(key, "unknown key (a batch summary holds " + std::string(kSummaryKeys[0]) + ", " +
                       kSummaryKeys[1] + ", … " + kSummaryKeys[std::size(kSummaryKeys) - 1] + ")");
  return s;
}

// ---------------------------------------------------------------- table

namespace {

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// The reports' rule (format_percent), so the terminal and report.md agree to the last digit.
std::string percent(std::uint64_t n, std::uint64_t of) { return format_percent(n, of); }

std::uint64_t sum(const Histogram& h, std::int64_t min_abs) {
  std::uint64_t n = 0;
  for (const auto& [v, c] : h)
    if (v >= min_abs || v <= -min_abs) n += c;
  return n;
}

}  // namespace

TextTable batch_summary_table(const BatchSummary& s) {
  TextTable t;
  t.header = {"measure", "value", "per tournament"};
  t.align = {Align::left, Align::right, Align::right};
  const auto per = [&](std::uint64_t n) {
    return s.count == 0 ? std::string("-") : fixed(static_cast<double>(n) / static_cast<double>(s.count), 3);
  };
  auto row = [&](std::string a, std::string b, std::string c = "") {
    t.rows.push_back({std::move(a), std::move(b), std::move(c)});
  };
  row("tournaments", std::to_string(s.count) + " of " + std::to_string(s.requested));
  row("violations", std::to_string(s.violations_total()), per(s.violations_total()));
  for (const auto& [rule, n] : s.violations) row("  " + rule, std::to_string(n), per(n));
  row("tournaments with violations", std::to_string(s.with_violations));
  if (s.no_pairing) row("stopped: no legal pairing", std::to_string(s.no_pairing));
  std::uint64_t warnings = 0;
  for (const auto& [rule, n] : s.warnings) warnings += n;
  row("warnings", std::to_string(warnings), per(warnings));
  for (const auto& [rule, n] : s.warnings) row("  " + rule, std::to_string(n), per(n));
  for (const auto& [rule, n] : s.notes) row("verifier warning " + rule, std::to_string(n), per(n));
  const ResultCounts& r = s.results;
  row("games", std::to_string(r.games), per(r.games));
  row("  red wins", percent(r.red_wins, r.games));
  row("  draws", percent(r.draws, r.games));
  row("  black wins", percent(r.black_wins, r.games));
  const std::uint64_t played = r.red_wins + r.draws + r.black_wins;
  if (played > 0)
    row("  red score (played games)",
        fixed((static_cast<double>(r.red_wins) + 0.5 * static_cast<double>(r.draws)) /
                  static_cast<double>(played),
              3));
  row("  forfeits", percent(r.red_forfeits + r.black_forfeits + r.double_forfeits, r.games));
  row("  technical fouls", std::to_string(r.fouls), per(r.fouls));
  if (r.playoff_games) row("play-off games", std::to_string(r.playoff_games), per(r.playoff_games));
  std::uint64_t players = 0;
  for (const auto& [v, c] : s.colour_difference) players += c;
  row("players with |reds - blacks| >= 2", percent(sum(s.colour_difference, 2), players));
  std::uint64_t streak3 = 0;
  for (const auto& [v, c] : s.colour_streak)
    if (v >= 3) streak3 += c;
  row("players with a colour streak >= 3", percent(streak3, players));
  if (!s.home_away.empty()) {
    std::uint64_t teams = 0;
    for (const auto& [v, c] : s.home_away) teams += c;
    row("teams with |home - away| >= 2", percent(sum(s.home_away, 2), teams));
  }
  if (round_robin(s)) return t;  // no floats nor byes to count: the Berger table fixes them (RR-1)
  std::uint64_t rounds = 0, floats = 0;
  for (const auto& [v, c] : s.floats) {
    rounds += c;
    floats += static_cast<std::uint64_t>(v) * c;
  }
  if (rounds) row("floats per round", fixed(static_cast<double>(floats) / static_cast<double>(rounds), 2));
  std::uint64_t measured = 0, excess = 0;
  for (const auto& [v, c] : s.excess_floats) {
    measured += c;
    excess += static_cast<std::uint64_t>(v) * c;
  }
  if (measured)
    row("excess floats per round (V-3)",
        fixed(static_cast<double>(excess) / static_cast<double>(measured), 3));
  std::uint64_t byes = 0, entrants = 0;
  for (const auto& [v, c] : s.byes) {
    entrants += c;
    if (v >= 2) byes += c;
  }
  if (r.byes || byes) row("entrants with two or more byes", percent(byes, entrants));
  return t;
}

}  // namespace xq
