// Pairing speed (issue 3 targets, Release): one round of 1,000 players ≤ 5 ms, one round of
// 10,000 players ≤ 100 ms, both after 5 simulated rounds; a whole 100-player 9-round event,
// paired round by round with random results, ≤ 2 ms.
#include <benchmark/benchmark.h>

#include "pairing/pairing.hpp"
#include "tests/support/pairing_util.hpp"

namespace {

xq::Record mid_event(int players, int rounds_played, std::uint64_t seed) {
  xq::RuleSet rules;
  rules.rounds = 9;
  xq::Record r = xq::test::make_record(players, rules);
  xq::Rng rng(seed);
  xq::test::simulate(r, rounds_played, rng);
  return r;
}

void BM_PairOneRound(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const xq::Record r = mid_event(n, 5, 2024);
  xq::Rng rng(1);
  xq::PairingWorkspace ws;  // as the simulator keeps one per thread
  for (auto _ : state) {
    xq::PairingResult p = xq::pair_next_round(r, rng, ws);
    if (!p.ok()) state.SkipWithError("no pairing");
    benchmark::DoNotOptimize(p);
  }
  state.SetLabel(std::to_string(n) + " players after 5 rounds");
}
BENCHMARK(BM_PairOneRound)->Arg(1000)->Arg(1001)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_WholeEvent100x9(benchmark::State& state) {
  xq::RuleSet rules;
  rules.rounds = 9;
  const xq::Record empty = xq::test::make_record(static_cast<int>(state.range(0)), rules);
  std::uint64_t seed = 0;
  xq::PairingWorkspace ws;  // as a simulator's worker keeps one from event to event
  for (auto _ : state) {
    xq::Record r = empty;
    xq::Rng rng(++seed);
    if (!xq::test::simulate(r, 9, rng, ws)) state.SkipWithError("no pairing");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_WholeEvent100x9)->Arg(100)->Arg(101)->Unit(benchmark::kMillisecond);

}  // namespace
