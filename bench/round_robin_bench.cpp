// Round robin (issue 11 targets, Release): the Berger schedule of 1,000 entrants (RR-1), and
// round-robin simulate + verify + summarise of a 10-player event (the 2019 youth boys' field) at
// ≥ 5,000 tournaments per second per core. items_per_second = tournaments per second.
//
//   build/<dir>/bench/round_robin_bench --benchmark_min_time=2
#include <benchmark/benchmark.h>

#include <string>

#include "pairing/roundrobin/berger.hpp"
#include "reports/batch_summary.hpp"
#include "sim/batch.hpp"
#include "sim/event.hpp"
#include "sim/scenario.hpp"

namespace {

// Every round of the table of n entrants.
void BM_BergerSchedule(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  for (auto _ : state) {
    std::size_t boards = 0;
    for (int r = 1; r <= xq::berger_rounds(n, 1); ++r) boards += xq::berger_round(n, r).size();
    benchmark::DoNotOptimize(boards);
  }
}
BENCHMARK(BM_BergerSchedule)->Arg(1000)->Arg(1001)->Unit(benchmark::kMillisecond);

// wxc-2022-girls-u12 (6 entrants, 5 rounds) and the same with n entrants (n − 1 or n rounds).
xq::sim::Scenario round_robin_scenario(int n) {
  xq::sim::Scenario s =
      xq::sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-girls-u12.toml");
  s.field.count = n;
  s.rules.rounds = xq::berger_rounds(n, 1);
  return s;
}

// Simulate, verify and summarise tournaments of `s` one after the other (one core).
void simulate_verify(benchmark::State& state, const xq::sim::Scenario& s) {
  xq::BatchSummary summary = xq::sim::scenario_summary(s, xq::sim::BatchOptions{});
  xq::sim::Workspace ws;
  std::uint64_t i = 0;
  for (auto _ : state) {
    xq::Rng rng(1, i++);
    const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng, ws.pairing);
    xq::add_tournament(summary, ev.record, xq::sim::check_event(ev, true, ws), ev.strength, &ws.histories());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["violations"] = static_cast<double>(summary.violations_total());
}

void BM_RoundRobinSimulateVerifySummarise(benchmark::State& state) {
  simulate_verify(state, round_robin_scenario(static_cast<int>(state.range(0))));
}
BENCHMARK(BM_RoundRobinSimulateVerifySummarise)->Arg(6)->Arg(10)->Unit(benchmark::kMicrosecond);

// The bundled 2019 youth boys (RR-3: 10 players in two categories ranked apart, T-12 play-offs on
// awarded places): the target event for simulate + verify.
void BM_YouthBoysSimulateVerify(benchmark::State& state) {
  simulate_verify(state,
                  xq::sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-youth-boys.toml"));
}
BENCHMARK(BM_YouthBoysSimulateVerify)->Unit(benchmark::kMicrosecond);

// The bundled 2019 women (RR-2 groups of 5 and 6, T-12 for every group place, then KO-2's cross
// knockout with 003's chain): a two-stage event, simulate + verify.
void BM_WomenGroupsAndKnockoutSimulateVerify(benchmark::State& state) {
  simulate_verify(state,
                  xq::sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-women.toml"));
}
BENCHMARK(BM_WomenGroupsAndKnockoutSimulateVerify)->Unit(benchmark::kMicrosecond);

}  // namespace
