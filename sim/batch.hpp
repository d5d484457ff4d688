// The batch runner (SIM-3..SIM-7): plays tournaments 0..count−1 of a batch (or one shard of
// them) on worker threads, verifies each, folds each into a per-thread mergeable summary and
// forgets it, keeps the failures and the first K records on disk, and merges the summaries.
//
// Determinism: tournament i of a batch with seed s draws only from Rng(s, i). Summaries hold
// integer counts and merge commutatively, so the summary is byte-identical for any thread
// count, shard split or execution order.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string_view>

#include "pairing/rng.hpp"
#include "reports/batch_summary.hpp"
#include "sim/event.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

/// `--shard k/N`: this run plays the batch indices i with i mod N = k − 1 (interleaved rather
/// than contiguous blocks: shard sizes differ by at most one and a --keep K spreads over all
/// shards). The shards' summaries merge into exactly the whole batch's.
struct Shard {
  std::uint64_t k = 1;  ///< 1-based
  std::uint64_t n = 1;
  bool operator==(const Shard&) const = default;
};

/// Parses "k/N" (1 ≤ k ≤ N). Throws InputError with key "--shard".
Shard parse_shard(std::string_view text);

/// How many of `count` tournaments the shard plays, and the batch index of its p-th one.
std::uint64_t shard_size(std::uint64_t count, const Shard& shard);
inline std::uint64_t shard_index(std::uint64_t p, const Shard& shard) { return shard.k - 1 + p * shard.n; }

struct BatchOptions {
  std::uint64_t count = 100;     ///< tournaments in the whole batch
  std::uint64_t seed = 1;        ///< the batch's random seed
  unsigned threads = 0;          ///< worker threads; 0 = every core (hardware_concurrency)
  Shard shard;                   ///< which part of the batch this run plays
  std::uint64_t keep = 0;        ///< write tournaments with batch index < keep to out/records/
  std::filesystem::path out;     ///< output folder for failures/ and records/; empty = write none
  std::ostream* progress = nullptr;          ///< a progress bar here (give it only for a terminal)
  const std::atomic<bool>* stop = nullptr;   ///< set (e.g. by SIGINT) to stop after the running ones
};

/// One tournament as the runner sees it: the event and what the verifier said.
struct TournamentRun {
  SimulatedEvent event;
  TournamentCheck check;
};

/// Plays tournament `index` with the generator `rng` = Rng(seed, index). Must be thread-safe
/// (it is called concurrently with different indices).
using TournamentFn = std::function<TournamentRun(std::uint64_t index, Rng& rng)>;

struct BatchResult {
  BatchSummary summary;
  bool interrupted = false;              ///< stopped by `stop` before the shard was done
  std::uint64_t failures_written = 0;    ///< out/failures/tournament-<i>.json (violations)
  std::uint64_t unfinished_written = 0;  ///< out/no-pairing/tournament-<i>.json
  std::uint64_t records_written = 0;     ///< out/records/tournament-<i>.json (+ .trf)
};

/// Runs the shard of the batch with `play` and folds every tournament into a copy of `empty`
/// (which carries the batch identity: scenario, seed, requested count, settings). Exceptions
/// thrown by `play` stop the batch and are rethrown here.
BatchResult run_batch(const BatchSummary& empty, const BatchOptions& options, const TournamentFn& play);

/// What the verifier says about one simulated event: violations and notes by rule, the W-x
/// warnings it recomputes, the excess floats of each measured round.
TournamentCheck check_event(const SimulatedEvent& event);

/// The real thing: simulate_event + check_event for every tournament of `scenario`.
BatchResult run_scenario_batch(const Scenario& scenario, const BatchOptions& options);

/// The empty summary of a scenario's batch (identity for merge).
BatchSummary scenario_summary(const Scenario& scenario, const BatchOptions& options);

/// Writes `text` to `path` whole or not at all (a temporary name in the same folder, then
/// rename). Throws std::runtime_error when the folder cannot be written.
void write_file_atomic(const std::filesystem::path& path, std::string_view text);

}  // namespace xq::sim
