// The batch of a scenario: simulate_event + the verifier for every tournament.
#include <algorithm>

#include "pairing/model/history.hpp"
#include "pairing/model/rule_settings.hpp"
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
  options.finished = !event.no_pairing;  // played out: a match left undecided is a violation (KO-3)
  claim_engine_standings(event.record, options,
                         &workspace.histories());  // V-5: the engine's standings, checked
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

std::vector<std::size_t> play_groups(const std::vector<RuleSet>& variant_rules) {
  std::vector<RuleSet> played;  // one per group: the rules without their tiebreak lists
  std::vector<std::size_t> group;
  for (RuleSet rules : variant_rules) {
    rules.tiebreaks.clear();
    rules.team_tiebreaks.clear();
    const auto it = std::find(played.begin(), played.end(), rules);
    group.push_back(static_cast<std::size_t>(it - played.begin()));
    if (it == played.end()) played.push_back(std::move(rules));
  }
  return group;
}

namespace {

// Adds `from`'s counts into `into` (a variant's event checked beside the baseline's).
void add_check(TournamentCheck& into, const TournamentCheck& from) {
  for (const auto& [rule, n] : from.violations) into.violations[rule] += n;
  for (const auto& [rule, n] : from.warnings) into.warnings[rule] += n;
  for (const auto& [rule, n] : from.notes) into.notes[rule] += n;
  into.no_pairing = into.no_pairing || from.no_pairing;
}

// Compare mode with variants that change the pairing: one event per play group, each from the
// same copy of the tournament's generator (the same field, pairing seed and result key), the
// games keyed by their entrants (ResultDraws::keyed). Every event is verified; an event stopped
// by "no legal pairing" keeps the tournament out of the comparison.
TournamentRun play_variants(const std::vector<Scenario>& groups, const std::vector<std::size_t>& group_of,
                            bool repair_check, Rng& rng, Workspace& workspace) {
  TournamentRun run;
  std::vector<char> group_stopped(groups.size(), 0);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    Rng copy = rng;
    SimulatedEvent event = simulate_event(groups[g], copy, workspace.pairing, ResultDraws::keyed);
    const TournamentCheck check = check_event(event, repair_check, workspace);
    group_stopped[g] = event.no_pairing;
    if (g == 0) {
      run.event = std::move(event);
      run.check = check;
    } else {
      add_check(run.check, check);
      run.others.push_back(std::move(event));
    }
  }
  run.variant_event = group_of;
  for (std::size_t k = 0; k < group_of.size(); ++k)  // which variants' events stopped (REP: said apart)
    run.check.variants_stopped.push_back(group_stopped[group_of[k]]);
  return run;
}

}  // namespace

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
  if (!options.variant_rules.empty()) {
    // --variant: each variant's name and the settings where its rules differ from the scenario's
    // (canonical text, as --set would write them), and whether it played its own event.
    const std::vector<std::size_t> group_of = play_groups(options.variant_rules);
    const bool own_events =
        std::any_of(group_of.begin(), group_of.end(), [](std::size_t g) { return g > 0; });
    nlohmann::ordered_json variants = nlohmann::ordered_json::array();
    for (std::size_t k = 0; k < options.variant_rules.size(); ++k) {
      nlohmann::ordered_json set = nlohmann::ordered_json::object();
      for (const RuleSetting& setting : rule_settings()) {
        const RuleValue v = get_rule(options.variant_rules[k], setting.key);
        if (!(v == get_rule(scenario.rules, setting.key))) set[std::string(setting.key)] = rule_value_text(v);
      }
      variants.push_back({{"name", k < options.variant_names.size() ? options.variant_names[k] : ""},
                          {"set", set},
                          {"play_group", group_of[k]}});
    }
    settings["variants"] = variants;
    settings["result_draws"] = own_events ? "keyed" : "sequential";
  }
  BatchSummary s = make_batch_summary(scenario.name, options.seed, options.count, std::move(settings));
  if (options.compare_lists.empty())
    s.fairness = make_fairness_summary(teams ? scenario.rules.team_tiebreaks : scenario.rules.tiebreaks,
                                       scope, knockout);
  else
    s.comparison = make_comparison_summary(options.compare_lists, scope, knockout, options.variant_names);
  return s;
}

BatchResult run_scenario_batch(const Scenario& scenario, const BatchOptions& options) {
  const std::vector<std::size_t> group_of = play_groups(options.variant_rules);
  const std::size_t groups = group_of.empty() ? 1 : *std::max_element(group_of.begin(), group_of.end()) + 1;
  if (groups > 1) {  // variants that change the pairing: one event per group, keyed draws
    std::vector<Scenario> played(groups, scenario);
    for (std::size_t k = 0; k < group_of.size(); ++k) {
      Scenario& sc = played[group_of[k]];
      const std::vector<std::string> tiebreaks = scenario.rules.tiebreaks,
                                     team = scenario.rules.team_tiebreaks;
      sc.rules = options.variant_rules[k];
      sc.rules.tiebreaks = tiebreaks;  // played under the scenario's lists, ranked by the variant's
      sc.rules.team_tiebreaks = team;
    }
    return run_batch(scenario_summary(scenario, options), options,
                     [&](std::uint64_t, Rng& rng, Workspace& workspace) {
                       return play_variants(played, group_of, options.repair_check, rng, workspace);
                     });
  }
  return run_batch(scenario_summary(scenario, options), options,
                   [&](std::uint64_t, Rng& rng, Workspace& workspace) {
                     TournamentRun run;
                     run.event = simulate_event(scenario, rng, workspace.pairing);
                     run.check = check_event(run.event, options.repair_check, workspace);
                     return run;
                   });
}

}  // namespace xq::sim
