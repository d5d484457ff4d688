// The batch of a scenario: simulate_event + the verifier for every tournament.
#include <memory>
#include <mutex>
#include <vector>

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

#if XQ_HAVE_VERIFY
// Workspaces of the verifier, handed out one per running tournament and taken back after it:
// each worker thread reuses one (no thread_local; run_batch's threads stay unaware of it).
class WorkspacePool {
 public:
  class Lease {
   public:
    explicit Lease(WorkspacePool& pool) : pool_(pool), ws_(pool.take()) {}
    ~Lease() { pool_.give(std::move(ws_)); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    VerifyWorkspace* get() { return ws_.get(); }

   private:
    WorkspacePool& pool_;
    std::unique_ptr<VerifyWorkspace> ws_;
  };

 private:
  std::unique_ptr<VerifyWorkspace> take() {
    std::lock_guard lock(mutex_);
    if (free_.empty()) return std::make_unique<VerifyWorkspace>();
    std::unique_ptr<VerifyWorkspace> w = std::move(free_.back());
    free_.pop_back();
    return w;
  }
  void give(std::unique_ptr<VerifyWorkspace> w) {
    if (!w) return;
    std::lock_guard lock(mutex_);
    free_.push_back(std::move(w));
  }
  std::mutex mutex_;
  std::vector<std::unique_ptr<VerifyWorkspace>> free_;
};
#else
struct WorkspacePool {  // built without verify/: nothing to hold
  struct Lease {
    explicit Lease(WorkspacePool&) {}
    VerifyWorkspace* get() { return nullptr; }
  };
};
#endif

// V-6 on a simulated event: its P1-4 numbers were drawn by the engine in round 1.
void check_repairing(const SimulatedEvent& event, TournamentCheck& c) {
  RepairOptions o;
  o.numbers_drawn = true;
  const std::vector<RepairDifference> diffs = repair_differences(event.record, event.pairing_seed, o);
  if (!diffs.empty()) c.violations["V-6"] += diffs.size();
}

}  // namespace

TournamentCheck check_event(const SimulatedEvent& event, bool repair_check) {
  return check_event(event, repair_check, nullptr);
}

TournamentCheck check_event(const SimulatedEvent& event, bool repair_check, [[maybe_unused]] VerifyWorkspace* workspace) {
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
  const VerifyReport report =
      workspace ? verify_record(event.record, options, *workspace) : verify_record(event.record, options);
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
  WorkspacePool pool;  // the verifier's scratch memory, one per tournament being played at once
  return run_batch(scenario_summary(scenario, options), options, [&](std::uint64_t, Rng& rng) {
    TournamentRun run;
    run.event = simulate_event(scenario, rng);
    WorkspacePool::Lease ws(pool);
    run.check = check_event(run.event, options.repair_check, ws.get());
    return run;
  });
}

}  // namespace xq::sim
