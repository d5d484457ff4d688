// The whole `xqsim pair REC` path (issue 15 item 5): read the JSON record, pair the next round,
// write the record back — at 10,000 and 100,000 players after 5 rounds — and each of the three
// steps alone, to show where the time goes; and entering a round's results (BM_ResultsEntry). Targets: a
// 10,000-player round ≤ 100 ms for the whole path, a 100,000-player round ≤ 1 s of CPU. BM_PairProcess times
// the real `xqsim pair` process.
#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "pairing/io/record_file.hpp"
#include "pairing/io/results_csv.hpp"
#include "pairing/pair_record.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/pairing_util.hpp"

namespace {

namespace fs = std::filesystem;

// A record of `players` after 5 simulated rounds, round 6 to pair, saved once per size.
const std::string& saved_record(int players) {
  static std::string paths[2];
  std::string& path = paths[players > 10'000 ? 1 : 0];
  if (!path.empty()) return path;
  xq::RuleSet rules;
  rules.rounds = 9;
  xq::Record r = xq::test::make_record(players, rules);
  xq::Rng rng(2024);
  xq::test::simulate(r, 5, rng);
  path = (fs::temp_directory_path() / ("xq-pair-path-" + std::to_string(players) + ".json")).string();
  xq::save_record(path, r);
  return path;
}

void label(benchmark::State& state, int n) { state.SetLabel(std::to_string(n) + " players, round 6"); }

void BM_PairPathWhole(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::string& in = saved_record(n);
  const std::string out = in + ".out.json";
  for (auto _ : state) {
    xq::Record r = xq::load_record(in);
    const xq::PairingResult p = xq::pair_record(r, in, 1);
    if (!p.ok()) state.SkipWithError("no pairing");
    xq::save_record(out, r);
  }
  fs::remove(out);
  label(state, n);
}
BENCHMARK(BM_PairPathWhole)
    ->Arg(10'000)
    ->Arg(100'000)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime();

void BM_PairPathRead(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::string& in = saved_record(n);
  for (auto _ : state) benchmark::DoNotOptimize(xq::load_record(in));
  label(state, n);
}
BENCHMARK(BM_PairPathRead)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

void BM_PairPathPair(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const xq::Record loaded = xq::load_record(saved_record(n));
  for (auto _ : state) {
    xq::Record r = loaded;
    if (!xq::pair_record(r, "bench", 1).ok()) state.SkipWithError("no pairing");
    benchmark::DoNotOptimize(r);
  }
  label(state, n);
}
BENCHMARK(BM_PairPathPair)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

void BM_PairPathWrite(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::string& in = saved_record(n);
  xq::Record r = xq::load_record(in);
  if (!xq::pair_record(r, in, 1).ok()) state.SkipWithError("no pairing");
  const std::string out = in + ".write.json";
  for (auto _ : state) xq::save_record(out, r);
  fs::remove(out);
  label(state, n);
}
BENCHMARK(BM_PairPathWrite)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

// `xqsim results REC SHEET` after the round is paired: the sheet of every board entered into the
// round (apply_results alone; the read and write are BM_PairPathRead/Write's). 5.2 s at 100,000
// players while each line scanned the round for its board; now an index.
void BM_ResultsEntry(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  xq::Record paired = xq::load_record(saved_record(n));
  if (!xq::pair_record(paired, "bench", 1).ok()) state.SkipWithError("no pairing");
  std::string csv = "board,result\n";
  for (const xq::Game& g : paired.rounds.back().games)
    csv += std::to_string(g.board) + (g.board % 3 == 0 ? ",1/2\n" : g.board % 3 == 1 ? ",1-0\n" : ",0-1\n");
  const xq::ResultSheet sheet = xq::parse_results_csv(csv, "sheet.csv");
  for (auto _ : state) {
    xq::Record r = paired;
    benchmark::DoNotOptimize(xq::apply_results(r, sheet));
  }
  label(state, n);
}
BENCHMARK(BM_ResultsEntry)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

// The whole process as an arbiter runs it: `xqsim pair IN --out OUT --seed 1`, its table sent
// to /dev/null; wall time, from the spawn to the exit (the 10,000-player target: ≤ 100 ms).
void BM_PairProcess(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::string& in = saved_record(n);
  const std::string out = in + ".process.json";
  std::vector<std::string> args = {XQ_XQSIM, "pair", in, "--out", out, "--seed", "1"};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t quiet;
  posix_spawn_file_actions_init(&quiet);
  posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
  for (auto _ : state) {
    pid_t pid = 0;
    int status = 0;
    if (posix_spawn(&pid, argv[0], &quiet, nullptr, argv.data(), environ) != 0 ||
        waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      state.SkipWithError("xqsim pair failed");
      break;
    }
  }
  posix_spawn_file_actions_destroy(&quiet);
  fs::remove(out);
  label(state, n);
}
BENCHMARK(BM_PairProcess)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
