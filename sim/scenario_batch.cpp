// The batch of a scenario: simulate_event + the verifier for every tournament.
#include "pairing/history.hpp"
#include "sim/batch.hpp"
#include "sim/repair_check.hpp"
#ifndef XQ_HAVE_VERIFY
#define XQ_HAVE_VERIFY 0
#endif
#if XQ_HAVE_VERIFY
#include "sim/engine_claims.hpp"
#include "verify/verify.hpp"
#endif

namespace xq::sim {

namespace {

// V-6 on a simulated event: its P1-4 numbers were drawn by the engine in round 1.
void check_repairing(const SimulatedEvent& event, TournamentCheck& c) {
  RepairOptions o;
  o.numbers_drawn = true;
  const std::vector<RepairDifference> diffs = repair_differences(event.record, event.pairing_seed, o);
  if (!diffs.empty()) c.violations["V-6"] += diffs.size();
}

}  // namespace

TournamentCheck check_event(const SimulatedEvent& event, bool repair_check) {
  TournamentCheck c;
  c.no_pairing = event.no_pairing;
  if (repair_check) check_repairing(event, c);
#if !XQ_HAVE_VERIFY
  // Built without verify/ (xq_verify): the engine's own warnings, no invariant checks.
  for (const Round& r : event.record.rounds)
    for (const Warning& w : r.warnings) ++c.warnings[w.rule];
  return c;
#else
  VerifyOptions options;
  claim_engine_standings(event.record, options);  // V-5: the engine's standings, checked
  const VerifyReport report = verify_record(event.record, options);
  for (const Violation& v : report.violations) ++c.violations[v.rule];
  for (const Violation& w : report.warnings) ++c.notes[w.rule];
  for (const auto& [rule, n] : report.stats.warnings_by_rule)
    if (n > 0) c.warnings[rule] += static_cast<std::uint64_t>(n);
  for (const RoundStats& r : report.rounds)
    if (r.min_floats) c.excess_floats.push_back(r.excess_floats);
  return c;
#endif
}

BatchSummary scenario_summary(const Scenario& scenario, const BatchOptions& options) {
  nlohmann::ordered_json settings = scenario_settings_json(scenario);
  settings["verifier"] = XQ_HAVE_VERIFY ? "verify_record" : "none (built without verify/)";
  settings["repair_check"] = options.repair_check;  // V-6 counted or not: such summaries do not merge
  // REP: fairness against the true strengths under the event's own tiebreak list, or (compare
  // mode) under each list asked for — the same tournaments for every list.
  const bool teams = scenario.rules.format == EventFormat::team_swiss;
  const TiebreakScope scope = teams ? TiebreakScope::team : TiebreakScope::individual;
  BatchSummary s = make_batch_summary(scenario.name, options.seed, options.count, std::move(settings));
  if (options.compare_lists.empty())
    s.fairness = make_fairness_summary(teams ? scenario.rules.team_tiebreaks : scenario.rules.tiebreaks, scope);
  else
    s.comparison = make_comparison_summary(options.compare_lists, scope);
  return s;
}

BatchResult run_scenario_batch(const Scenario& scenario, const BatchOptions& options) {
  require_simulable(scenario);
  return run_batch(scenario_summary(scenario, options), options, [&](std::uint64_t, Rng& rng) {
    TournamentRun run;
    run.event = simulate_event(scenario, rng);
    run.check = check_event(run.event, options.repair_check);
    return run;
  });
}

}  // namespace xq::sim
