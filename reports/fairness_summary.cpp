#include "reports/fairness_summary.hpp"

#include <algorithm>
#include <numeric>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/checked_sum.hpp"

namespace xq {

// ---------------------------------------------------------------- accumulators

void Moments::add(std::int64_t x) {
  ++count;
  sum += x;
  const UInt128 a = static_cast<UInt128>(x < 0 ? -static_cast<Int128>(x) : static_cast<Int128>(x));
  sum_sq += a * a;
}

void Moments::add(const Moments& o) {
  add_checked(count, o.count);
  add_checked(sum, o.sum);
  add_checked(sum_sq, o.sum_sq);
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
  add_checked(n, o.n);
  for (Int128 OlsSums::*f : {&OlsSums::x1, &OlsSums::x2, &OlsSums::y, &OlsSums::x1x1, &OlsSums::x1x2,
                             &OlsSums::x2x2, &OlsSums::x1y, &OlsSums::x2y, &OlsSums::yy})
    add_checked(this->*f, o.*f);
}

void add(KnockoutTally& k, const KnockoutMeasures& t, const RankMetrics& final_ranking) {
  ++k.events;
  k.strongest_won += t.strongest_won ? 1 : 0;
  k.strongest_first += t.strongest_first ? 1 : 0;
  k.leader_lost += t.leader_lost ? 1 : 0;
  const std::optional<std::int64_t> final_tau = final_ranking.kendall_tau_fixed();
  const std::optional<std::int64_t> first_tau = t.first_stage.kendall_tau_fixed();
  if (final_tau) k.tau_final.add(*final_tau);
  if (first_tau) k.tau_first.add(*first_tau);
  if (final_tau && first_tau) k.tau_gain.add(*final_tau - *first_tau);
  k.entrants += static_cast<std::uint64_t>(t.entrants);
  k.moved += static_cast<std::uint64_t>(t.moved);
  k.changed += static_cast<std::uint64_t>(t.changed);
}

void merge(KnockoutTally& into, const KnockoutTally& from) {
  if (into.format != from.format)
    throw InputError("", 0, "fairness",
                     "cannot merge fairness summaries: knockout " + knockout_name(into.format) + " vs " +
                         knockout_name(from.format));
  add_checked(into.events, from.events);
  add_checked(into.strongest_won, from.strongest_won);
  add_checked(into.strongest_first, from.strongest_first);
  add_checked(into.leader_lost, from.leader_lost);
  into.tau_final.add(from.tau_final);
  into.tau_first.add(from.tau_first);
  into.tau_gain.add(from.tau_gain);
  add_checked(into.entrants, from.entrants);
  add_checked(into.moved, from.moved);
  add_checked(into.changed, from.changed);
}

std::string_view metric_name(FairnessMetric metric) {
  switch (metric) {
    case FairnessMetric::kendall_tau: return "kendall_tau";
    case FairnessMetric::spearman_rho: return "spearman_rho";
    case FairnessMetric::kendall_distance: return "kendall_distance";
    case FairnessMetric::mean_abs_displacement: return "mean_abs_displacement";
    case FairnessMetric::top3_accuracy: return "top3_accuracy";
    case FairnessMetric::strongest_won: return "strongest_won";
    case FairnessMetric::tie_order_accuracy: return "tie_order_accuracy";
  }
  return "";
}

std::string scope_name(TiebreakScope scope) { return scope == TiebreakScope::team ? "team" : "individual"; }

std::string knockout_name(Knockout knockout) {
  switch (knockout) {
    case Knockout::none: return "none";
    case Knockout::top_four: return "top_four";
    case Knockout::cross: return "cross";
  }
  return "none";
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
  set(FairnessMetric::strongest_won, t.ranking.strongest_won_fixed());
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
  std::vector<double> by_row;
  by_row.reserve(rows.size());
  for (const StandingRow& r : rows) by_row.push_back(strength(r.id));
  tally_places(a, split, by_row, playoff_index(places.criteria));
  return a;
}

// The colour-luck regressor of each entrant (by id − 1): reds − blacks over the games played over
// the board (team events: home − away matches). A round robin's colours are the Berger table's
// (RR-1.2): every scheduled game counts, a forfeited one too, so the regressor is what the lot gave
// (numbers 1..n/2 one red more with even n, all equal with odd n) and not who forfeited.
std::vector<std::int64_t> colour_regressor(const Record& record, size_t entrants, HistoryPool* pool) {
  std::vector<std::int64_t> colour(entrants, 0);
  if (!record.teams.empty()) {
    for (const TeamHistory& h : build_team_histories(record))
      for (const TeamEncounter& e : h.rounds)
        if (!e.bye && e.side) colour[static_cast<size_t>(h.id - 1)] += *e.side == Side::home ? 1 : -1;
  } else if (record.rules.format == EventFormat::round_robin) {
    for (const Round& round : record.rounds)
      for (const Game& g : round.games)
        if (g.kind != GameKind::playoff) {
          ++colour[static_cast<size_t>(g.red - 1)];
          --colour[static_cast<size_t>(g.black - 1)];
        }
  } else {
    const PooledHistories histories(record, pool);
    for (const EntrantHistory& h : *histories)
      for (const Encounter& e : h.rounds)
        if (e.has_colour()) colour[static_cast<size_t>(h.id - 1)] += *e.colour == Colour::red ? 1 : -1;
  }
  return colour;
}

}  // namespace

TournamentFairness measure_fairness(const Record& record, std::span<const double> strength,
                                    const std::vector<std::string>& tiebreak_list, HistoryPool* pool) {
  TournamentFairness t;
  t.team_event = !record.teams.empty();
  const std::vector<double> s = entrant_strengths(record, strength);
  // KO-5: ties are broken in the first stage, the final places are the event's (KO-1.5, KO-2).
  const bool knockout = !t.team_event && record.rules.knockout != Knockout::none;
  std::optional<Record> first;
  const Record& stage = knockout ? first.emplace(first_stage(record)) : record;
  Standings standings;
  std::vector<int> split;  // individual events: compute_places' splits (the tied pairs)
  if (t.team_event) {
    if (record.rules.team_tiebreaks == tiebreak_list) {
      standings = compute_team_standings(record);
    } else {
      Record copy = record;
      copy.rules.team_tiebreaks = tiebreak_list;
      standings = compute_team_standings(copy);
    }
  } else {
    // The places of compute_standings(record, tiebreak_list) and, for the analysis, where the
    // criteria told tied rows apart (PI-10: the finalists are ranked apart, tiebreak_analysis.hpp).
    standings = compute_places(stage, tiebreak_list, split, pool);
  }
  const std::vector<std::int64_t> colour = colour_regressor(stage, s.size(), pool);
  t.criteria = standings.criteria;

  std::vector<EntrantId> order;  // the final order, best first
  order.reserve(s.size());
  std::vector<int> shared;  // by position: equal neighbours share their place (rank_metrics)
  std::vector<EventPlace> places;
  if (knockout) {
    t.knockout_format = record.rules.knockout;
    places = event_places(record);
    for (const EventPlace& p : places) order.push_back(p.id);
    // KO-1.5: places 5.. are the first stage's, ranked by the list measured — the same results
    // ranked by each list (event_places ranks them by the event's own list): their slots of the
    // order are refilled in the order of `standings`. Knockout places, and undecided ones, stay.
    std::vector<char> first_stage_place(s.size(), 0);
    for (const EventPlace& p : places)
      if (p.place > 0 && !p.by_knockout) first_stage_place[static_cast<size_t>(p.id - 1)] = 1;
    std::vector<EntrantId> by_list;
    std::vector<int> by_list_rank;
    for (const StandingRow& row : standings.rows)
      if (first_stage_place[static_cast<size_t>(row.id - 1)]) {
        by_list.push_back(row.id);
        by_list_rank.push_back(row.rank);
      }
    // A knockout place is its own; a first-stage place shared under the list stays shared; those
    // the event leaves unplaced (place 0, last in `places`: a match lost by both, KO-3.7) share
    // the last place — the event does not order them (docs/fairness.md "What is ranked").
    const int unplaced = -static_cast<int>(order.size()) - 1;
    for (size_t p = 0; p < order.size(); ++p)
      shared.push_back(places[p].place > 0 ? -static_cast<int>(p) - 1 : unplaced);
    if (by_list.size() ==
        static_cast<size_t>(std::count(first_stage_place.begin(), first_stage_place.end(), 1))) {
      size_t next = 0;  // (the standings rank every entrant: the counts agree)
      for (size_t p = 0; p < order.size(); ++p)
        if (first_stage_place[static_cast<size_t>(order[p] - 1)]) {
          shared[p] = by_list_rank[next];
          order[p] = by_list[next++];
        }
    }
  } else {
    for (const StandingRow& row : standings.rows) {
      order.push_back(row.id);
      shared.push_back(row.rank);  // T-12: rows sharing a place share their rank
    }
  }
  std::vector<double> by_place;
  std::vector<std::int64_t> place(s.size(), 0);  // by entrant: twice its place (a shared one: mid-rank)
  by_place.reserve(s.size());
  const std::vector<std::int64_t> place2 = doubled_places(shared, order.size());
  for (size_t p = 0; p < order.size(); ++p) {
    const auto i = static_cast<size_t>(order[p] - 1);
    by_place.push_back(s[i]);
    place[i] = place2[p];
  }
  t.ranking = rank_metrics(by_place, shared);
  t.tiebreaks = t.team_event ? analyse_tiebreaks(standings, s) : analyse_splits(standings, split, s);
  if (knockout &&
      std::all_of(places.begin(), places.end(), [](const EventPlace& p) { return p.place > 0; })) {
    std::vector<EntrantId> table;  // the first stage's ranking under the list: KO-2's A_g v B_g
    table.reserve(standings.rows.size());
    for (const StandingRow& row : standings.rows) table.push_back(row.id);
    t.knockout = measure_knockout(places, table, s);
  }

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

void add_places(FairnessSummary& s, std::span<const std::uint64_t> sums,
                std::span<const std::uint64_t> counts) {
  if (s.doubled_place_sums.size() < sums.size()) {
    s.doubled_place_sums.resize(sums.size(), 0);
    s.place_counts.resize(sums.size(), 0);
  }
  for (size_t k = 0; k < sums.size(); ++k) {
    add_checked(s.doubled_place_sums[k], sums[k]);
    add_checked(s.place_counts[k], counts[k]);
  }
}

// Parts of one batch have the same knockout (none, or one format).
void check_knockout(const FairnessSummary& into, const FairnessSummary& from) {
  const Knockout a = into.knockout ? into.knockout->format : Knockout::none;
  const Knockout b = from.knockout ? from.knockout->format : Knockout::none;
  if (a != b) incompatible("knockout " + knockout_name(a) + " vs " + knockout_name(b));
}

}  // namespace

FairnessSummary make_fairness_summary(std::vector<std::string> tiebreak_list, TiebreakScope scope,
                                      Knockout knockout) {
  FairnessSummary s;
  if (knockout != Knockout::none && scope == TiebreakScope::individual) {
    s.knockout.emplace();
    s.knockout->format = knockout;
  }
  s.criteria = expand_tiebreaks(tiebreak_list, scope);
  s.tiebreak_list = std::move(tiebreak_list);
  s.scope = scope;
  s.tiebreaks.criteria.resize(s.criteria.size());
  s.tiebreaks.places.criteria.resize(s.criteria.size());
  return s;
}

void add(FairnessSummary& s, const TournamentFairness& t) {
  if (t.team_event != (s.scope == TiebreakScope::team))
    throw InputError("", 0, "fairness",
                     "a " + std::string(t.team_event ? "team" : "individual") + " event in a summary of " +
                         scope_name(s.scope) + " events");
  if (t.criteria != s.criteria) incompatible("the tournament was measured under another tiebreak list");
  if (t.knockout_format != (s.knockout ? s.knockout->format : Knockout::none))
    throw InputError("", 0, "fairness",
                     "an event of knockout = " + knockout_name(t.knockout_format) + " in a summary of " +
                         knockout_name(s.knockout ? s.knockout->format : Knockout::none) + " events");
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
  if (t.knockout) add(*s.knockout, *t.knockout, t.ranking);
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
  check_knockout(into, from);
  add_checked(into.count, from.count);
  for (size_t m = 0; m < kFairnessMetrics; ++m) into.metrics[m].add(from.metrics[m]);
  add_places(into, from.doubled_place_sums, from.place_counts);
  add(into.tiebreaks, from.tiebreaks);
  into.colour_luck.add(from.colour_luck);
  if (into.knockout) merge(*into.knockout, *from.knockout);
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

std::string variant_label(const ComparisonSummary& c, size_t k) {
  return k < c.names.size() ? c.names[k] : list_label(c.variants.at(k).tiebreak_list);
}

ComparisonSummary make_comparison_summary(const std::vector<std::vector<std::string>>& lists,
                                          TiebreakScope scope, Knockout knockout,
                                          std::vector<std::string> names) {
  if (lists.empty()) throw InputError("", 0, "tiebreaks", "compare needs at least one tiebreak list");
  if (!names.empty() && names.size() != lists.size())
    throw InputError("", 0, "variants", "one name per variant");
  ComparisonSummary c;
  for (const auto& list : lists) c.variants.push_back(make_fairness_summary(list, scope, knockout));
  c.names = std::move(names);
  c.stopped.assign(lists.size(), 0);
  for (size_t j = 1; j < lists.size(); ++j)
    c.differences.push_back({variant_label(c, 0), variant_label(c, j), {}});
  return c;
}

void add_tournament(ComparisonSummary& c, std::span<const Record* const> records,
                    std::span<const double> strength, HistoryPool* pool) {
  if (records.size() != c.variants.size())
    throw InputError(
        "", 0, "fairness",
        std::to_string(records.size()) + " records for " + std::to_string(c.variants.size()) + " variants");
  std::vector<MetricValues> values;
  for (size_t k = 0; k < c.variants.size(); ++k) {
    FairnessSummary& s = c.variants[k];
    const Record& record = *records[k];
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

void add_tournament(ComparisonSummary& c, const Record& record, std::span<const double> strength,
                    HistoryPool* pool) {
  const std::vector<const Record*> same(c.variants.size(), &record);
  add_tournament(c, same, strength, pool);
}

void merge(ComparisonSummary& into, const ComparisonSummary& from) {
  if (into.variants.size() != from.variants.size() || into.differences.size() != from.differences.size())
    incompatible("comparisons of " + std::to_string(into.variants.size()) + " and " +
                 std::to_string(from.variants.size()) + " lists");
  if (into.names != from.names) incompatible("comparisons of differently named variants");
  // Check everything before changing anything: a failed merge leaves `into` as it was.
  for (size_t j = 0; j < into.variants.size(); ++j) {
    const FairnessSummary &a = into.variants[j], &b = from.variants[j];
    if (a.scope != b.scope || a.tiebreak_list != b.tiebreak_list || a.criteria != b.criteria)
      incompatible("list " + std::to_string(j + 1) + ": '" + list_label(a.tiebreak_list) + "' vs '" +
                   list_label(b.tiebreak_list) + "'");
    check_knockout(a, b);
  }
  for (size_t j = 0; j < into.variants.size(); ++j) merge(into.variants[j], from.variants[j]);
  for (size_t j = 0; j < into.differences.size(); ++j) merge(into.differences[j], from.differences[j]);
  for (size_t j = 0; j < into.stopped.size() && j < from.stopped.size(); ++j)
    into.stopped[j] += from.stopped[j];
}

void add_stopped(ComparisonSummary& c, const std::vector<char>& stopped) {
  for (size_t k = 0; k < c.stopped.size(); ++k)
    if (stopped.empty() || (k < stopped.size() && stopped[k])) ++c.stopped[k];
}

}  // namespace xq
