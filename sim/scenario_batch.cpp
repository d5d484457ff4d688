// The batch of a scenario: simulate_event + the verifier for every tournament.
#include "pairing/model/history.hpp"
#include "sim/batch.hpp"
#include "sim/engine_claims.hpp"
#include "sim/repair_check.hpp"
#include "verify/verify.hpp"

namespace xq::sim {

namespace {

// V-6 on a simulated event: its P1-4 numbers were drawn by the engine in round 1.
void check_repairing(const SimulatedEvent& event, TournamentCheck& c, PairingWorkspace& workspace) {
  RepairOptions o;
  o.numbers_drawn = true;
  const std::vector<RepairDifference> diffs =
      repair_differences(event.record, event.pairing_seed, workspace, o);
  if (!diffs.empty()) c.violations["V-6"] += diffs.size();
}

}  // namespace

TournamentCheck check_event(const SimulatedEvent& event, bool repair_check, Workspace& workspace) {
  TournamentCheck c;
  c.no_pairing = event.no_pairing;
  if (repair_check) check_repairing(event, c, workspace.pairing);
  VerifyOptions options;
  claim_engine_standings(event.record, options);  // V-5: the engine's standings, checked
  const VerifyReport report = verify_record(event.record, options, workspace.verify);
  for (const Violation& v : report.violations) ++c.violations[v.rule];
  for (const Violation& w : report.warnings) ++c.notes[w.rule];
  for (const auto& [rule, n] : report.stats.warnings_by_rule)
    if (n > 0) c.warnings[rule] += static_cast<std::uint64_t>(n);
  for (const RoundStats& r : report.rounds)
    if (r.min_floats) c.excess_floats.push_back(r.excess_floats);
  return c;
}

TournamentCheck check_event(const SimulatedEvent& event, bool repair_check) {
  Workspace workspace;
  return check_event(event, repair_check, workspace);
}

BatchSummary scenario_summary(const Scenario& scenario, const BatchOptions& options) {
  nlohmann::ordered_json settings = scenario_settings_json(scenario);
  settings["verifier"] = "verify_record";
  settings["repair_check"] = options.repair_check;  // V-6 counted or not: such summaries do not merge
  // REP: fairness against the true strengths under the event's own tiebreak list, or (compare
  // mode) under each list asked for — the same tournaments for every list.
  const bool teams = scenario.rules.format == EventFormat::team_swiss;
  const TiebreakScope scope = teams ? TiebreakScope::team : TiebreakScope::individual;
  // KO-5: an event with a knockout is measured on its final places, with the knockout's own tally.
  const Knockout knockout = scenario.rules.knockout;
  BatchSummary s = make_batch_summary(scenario.name, options.seed, options.count, std::move(settings));
  if (options.compare_lists.empty())
    s.fairness = make_fairness_summary(teams ? scenario.rules.team_tiebreaks : scenario.rules.tiebreaks,
                                       scope, knockout);
  else
    s.comparison = make_comparison_summary(options.compare_lists, scope, knockout);
  return s;
}

BatchResult run_scenario_batch(const Scenario& scenario, const BatchOptions& options) {
  return run_batch(scenario_summary(scenario, options), options,
                   [&](std::uint64_t, Rng& rng, Workspace& workspace) {
                     TournamentRun run;
                     run.event = simulate_event(scenario, rng, workspace.pairing);
                     run.check = check_event(run.event, options.repair_check, workspace);
                     return run;
                   });
}

}  // namespace xq::sim
