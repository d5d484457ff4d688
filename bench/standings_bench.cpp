// Standings speed (issue 5, Release): compute_standings of a 9-round Swiss of 100 and of 1,000
// players, by the default list (cn-14.3.1: T-1, T-3, T-7, T-5, T-8) and by wxc-swiss (T-2, T-9
// too), with T-8 read as `ranking` — the reading that needs the standings after every earlier
// round (computed once each, bottom-up).
//
//   build/<dir>/bench/standings_bench
#include <benchmark/benchmark.h>

#include <string>

#include "pairing/standings/standings.hpp"
#include "tests/support/pairing_util.hpp"

namespace {

xq::Record finished_event(int players, const std::string& list, std::uint64_t seed) {
  xq::RuleSet rules;
  rules.rounds = 9;
  rules.tiebreaks = {list};
  xq::Record r = xq::test::make_record(players, rules);
  xq::Rng rng(seed);
  xq::test::simulate(r, 9, rng);
  return r;
}

void BM_Standings(benchmark::State& state, const char* list) {
  const int n = static_cast<int>(state.range(0));
  const xq::Record r = finished_event(n, list, 2024);
  for (auto _ : state) benchmark::DoNotOptimize(xq::compute_standings(r));
  state.SetLabel(std::to_string(n) + " players, 9 rounds, " + list);
}
BENCHMARK_CAPTURE(BM_Standings, cn_14_3_1, "cn-14.3.1")
    ->Arg(36)
    ->Arg(100)
    ->Arg(1000)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Standings, wxc_swiss, "wxc-swiss")
    ->Arg(36)
    ->Arg(100)
    ->Arg(1000)
    ->Unit(benchmark::kMicrosecond);

}  // namespace
