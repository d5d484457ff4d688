// A fixed amount of BM_SimulateVerifySummarise's work, for profilers that count instructions
// (valgrind --tool=callgrind): tournaments 0 … n − 1 of a scenario, simulated, checked (V-6 on
// unless "no-v6") and folded into the batch's summary, as run_batch does. Only
// `play_tournaments` is worth collecting:
//
//   valgrind --tool=callgrind --toggle-collect='*play_tournaments*'
//       build/<dir>/bench/simulate_profile scenarios/wxc-2022-men.toml 50   (one line)
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "reports/batch_summary.hpp"
#include "sim/batch.hpp"
#include "sim/event.hpp"
#include "sim/scenario.hpp"

namespace {

[[gnu::noinline]] std::uint64_t play_tournaments(const xq::sim::Scenario& s, std::uint64_t n,
                                                 bool repair_check) {
  xq::BatchSummary summary = xq::sim::scenario_summary(s, xq::sim::BatchOptions{});
  xq::sim::Workspace ws;  // as each worker of run_batch keeps one
  for (std::uint64_t i = 0; i < n; ++i) {
    xq::Rng rng(1, i);
    const xq::sim::SimulatedEvent ev = xq::sim::simulate_event(s, rng, ws.pairing);
    xq::add_tournament(summary, ev.record, xq::sim::check_event(ev, repair_check, ws), ev.strength,
                       &ws.histories());
  }
  return summary.count + summary.violations_total();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: simulate_profile SCENARIO.toml N [no-v6]\n");
    return 2;
  }
  const xq::sim::Scenario s = xq::sim::load_scenario(argv[1]);
  const std::uint64_t n = std::strtoull(argv[2], nullptr, 10);
  const bool repair_check = !(argc > 3 && std::string(argv[3]) == "no-v6");
  std::printf("%llu\n", static_cast<unsigned long long>(play_tournaments(s, n, repair_check)));
  return 0;
}
