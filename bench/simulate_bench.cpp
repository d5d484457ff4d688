// Simulator throughput (issue 5 target, Release): wxc-2022-men tournaments per second per core,
// simulate + verify (V-6 re-pairing included) + summarise (fairness measured, as the batch
// does), ≥ 2,000. The parts are measured apart too, so a slow figure says where the time goes.
// items_per_second = tournaments per second on one thread. For instruction counts (callgrind),
// see simulate_profile.cpp.
//
//   build/<dir>/bench/simulate_bench --benchmark_min_time=2
#include <benchmark/benchmark.h>

#include <string>

#include "reports/batch_summary.hpp"
#include "sim/batch.hpp"
#include "sim/event.hpp"
#include "sim/repair_check.hpp"
#include "sim/scenario.hpp"

namespace {

const xq::sim::Scenario& scenario(const std::string& name) {
  static const xq::sim::Scenario men =
      xq::sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml");
  static const xq::sim::Scenario national =
      xq::sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/national-games-2021-prelim.toml");
  return name == "men" ? men : national;
}

// The whole per-tournament work of a batch: what one worker thread does for index i, with the
// V-6 re-pairing check (the default, --repair-check on) and without it.
// The summary is the batch's own (scenario_summary: fairness measured under the scenario's
// tiebreak list), and add_tournament gets the strengths, as run_batch does.
void BM_SimulateVerifySummarise(benchmark::State& state, const char* name, bool repair_check) {
  const xq::sim::Scenario& s = scenario(name);
  xq::BatchSummary summary = xq::sim::scenario_summary(s, xq::sim::BatchOptions{});
  xq::sim::Workspace ws;  // as each worker of run_batch keeps one
  std::uint64_t i = 0;
  for (auto _ : state) {
    xq::Rng rng(1, i++);
    const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng, ws.pairing);
    xq::add_tournament(summary, ev.record, xq::sim::check_event(ev, repair_check, ws), ev.strength,
                       &ws.histories());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["violations"] = static_cast<double>(summary.violations_total());
}
BENCHMARK_CAPTURE(BM_SimulateVerifySummarise, wxc_2022_men, "men", true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SimulateVerifySummarise, wxc_2022_men_no_v6, "men", false)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SimulateVerifySummarise, national_games_2021_prelim, "national", true)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SimulateVerifySummarise, national_games_2021_prelim_no_v6, "national", false)
    ->Unit(benchmark::kMicrosecond);

// The parts: the event alone (field, pairing, results), the verifier alone, the summary alone
// (with the fairness measures).
void BM_SimulateOnly(benchmark::State& state) {
  const xq::sim::Scenario& s = scenario("men");
  xq::PairingWorkspace ws;
  std::uint64_t i = 0;
  for (auto _ : state) {
    xq::Rng rng(1, i++);
    benchmark::DoNotOptimize(xq::sim::simulate_event(s, rng, ws));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SimulateOnly)->Unit(benchmark::kMicrosecond);

void BM_VerifyOnly(benchmark::State& state) {
  const xq::sim::Scenario& s = scenario("men");
  xq::Rng rng(1, 0);
  const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng);
  xq::sim::Workspace ws;
  for (auto _ : state) benchmark::DoNotOptimize(xq::sim::check_event(ev, false, ws));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_VerifyOnly)->Unit(benchmark::kMicrosecond);

// V-6 alone: every round re-paired from the history before it (sim/repair_check.hpp).
void BM_RepairCheckOnly(benchmark::State& state) {
  const xq::sim::Scenario& s = scenario("men");
  xq::Rng rng(1, 0);
  const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng);
  xq::sim::RepairOptions o;
  o.numbers_drawn = true;
  xq::PairingWorkspace ws;
  for (auto _ : state)
    benchmark::DoNotOptimize(xq::sim::repair_differences(ev.record, ev.pairing_seed, ws, o));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RepairCheckOnly)->Unit(benchmark::kMicrosecond);

void BM_SummariseOnly(benchmark::State& state) {
  const xq::sim::Scenario& s = scenario("men");
  xq::Rng rng(1, 0);
  const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng);
  const xq::TournamentCheck check;
  xq::BatchSummary summary = xq::sim::scenario_summary(s, xq::sim::BatchOptions{});
  xq::HistoryPool pool;
  for (auto _ : state) xq::add_tournament(summary, ev.record, check, ev.strength, &pool);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SummariseOnly)->Unit(benchmark::kMicrosecond);

}  // namespace
