// Team Swiss pairing speed (issue 4 target, Release): one round of 1,000 teams of 3 boards
// ≤ 10 ms, after 5 simulated rounds. Also: an odd field (the bye adds the PT-14 standings) and a
// whole 64-team 9-round event paired round by round with random results.
#include <benchmark/benchmark.h>

#include <string>

#include "pairing/pairing.hpp"
#include "pairing/team/team_swiss.hpp"

namespace {

xq::Record empty_event(int teams, int boards, int rounds) {
  xq::Record r;
  r.rules.format = xq::EventFormat::team_swiss;
  r.rules.first_round = xq::FirstRound::fold;
  r.rules.boards = boards;
  r.rules.rounds = rounds;
  r.rules.match_points = {5, 0, 2, 3};  // 000
  for (int k = 1; k <= teams; ++k) xq::add_team(r, "T" + std::to_string(k));
  return r;
}

// Pairs and plays `rounds` rounds: the smaller player number wins a little more often.
bool simulate(xq::Record& r, int rounds, xq::Rng& rng) {
  for (int k = 0; k < rounds; ++k) {
    xq::PairingResult p = xq::pair_next_round(r, rng);
    if (!p.ok()) return false;
    for (xq::Game& g : p.round.games) {
      const int u = rng.index(100);
      const bool red_better = g.red < g.black;
      g.result = u < 30                   ? xq::Result::draw
                 : (u < 70) == red_better ? xq::Result::red_win
                                          : xq::Result::black_win;
    }
    r.rounds.push_back(std::move(p.round));
  }
  return true;
}

void BM_PairTeamRound(benchmark::State& state) {
  const int teams = static_cast<int>(state.range(0));
  xq::Record r = empty_event(teams, 3, 9);
  xq::Rng sim(2024);
  if (!simulate(r, 5, sim)) state.SkipWithError("simulation could not pair");
  xq::Rng rng(1);
  for (auto _ : state) {
    xq::PairingResult p = xq::pair_next_round(r, rng);
    if (!p.ok()) state.SkipWithError("no pairing");
    benchmark::DoNotOptimize(p);
  }
  state.SetLabel(std::to_string(teams) + " teams of 3 after 5 rounds");
}
BENCHMARK(BM_PairTeamRound)->Arg(1000)->Arg(1001)->Unit(benchmark::kMillisecond);

void BM_WholeTeamEvent(benchmark::State& state) {
  const xq::Record empty = empty_event(static_cast<int>(state.range(0)), 3, 9);
  std::uint64_t seed = 0;
  for (auto _ : state) {
    xq::Record r = empty;
    xq::Rng rng(++seed);
    if (!simulate(r, 9, rng)) state.SkipWithError("no pairing");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_WholeTeamEvent)->Arg(64)->Arg(65)->Unit(benchmark::kMillisecond);

}  // namespace
