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
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/rng.hpp"
#include "reports/batch_summary.hpp"
#include "sim/event.hpp"
#include "sim/scenario.hpp"
#include "verify/verify.hpp"

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
[[nodiscard]] Shard parse_shard(std::string_view text);

/// How many of `count` tournaments the shard plays, and the batch index of its p-th one.
[[nodiscard]] std::uint64_t shard_size(std::uint64_t count, const Shard& shard);
[[nodiscard]] inline std::uint64_t shard_index(std::uint64_t p, const Shard& shard) {
  return shard.k - 1 + p * shard.n;
}

struct BatchOptions {
  std::uint64_t count = 100;  ///< tournaments in the whole batch
  std::uint64_t seed = 1;     ///< the batch's random seed
  unsigned threads = 0;       ///< worker threads; 0 = every core (hardware_concurrency)
  Shard shard;                ///< which part of the batch this run plays
  std::uint64_t keep = 0;     ///< write tournaments with batch index < keep to out/records/
  /// SIM-7: for each warning kind (W-1..W-5 and the verifier's own), keep the K tournaments
  /// with the lowest batch indices (of this shard) that show it: out/warnings/<kind>/. Memory:
  /// at most K records per kind, whatever the count.
  std::uint64_t keep_warnings = 0;
  /// Return the warning examples in BatchResult::warning_examples instead of writing them (the
  /// caller picks among several runs' examples first: MPI ranks, SIM-5).
  bool defer_warning_examples = false;
  /// V-6 on every tournament: each round re-paired from the history before it must be the
  /// recorded round (run_scenario_batch; about doubles the pairing work).
  bool repair_check = true;
  /// Compare mode (`xqsim compare`, REP): measure every tournament under each of these tiebreak
  /// lists (the first is the baseline) instead of the scenario's own list.
  std::vector<std::vector<std::string>> compare_lists;
  std::filesystem::path out;                ///< output folder for failures/ and records/; empty = write none
  std::ostream* progress = nullptr;         ///< a progress bar here (give it only for a terminal)
  const std::atomic<bool>* stop = nullptr;  ///< set (e.g. by SIGINT) to stop after the running ones
  /// Compare mode with `--variant` (REP, docs/fairness.md "What the variants share"): the whole
  /// rule set of each variant, one per compare_lists entry. Empty: every list ranks the scenario's
  /// events (`--tiebreaks`). Variants whose rules differ only in their tiebreak lists share one
  /// event (played under the scenario's list); when there are several such groups, each plays its
  /// own event of tournament i from the same Rng(seed, i) with ResultDraws::keyed.
  std::vector<RuleSet> variant_rules = {};
  /// The names of the variants (`--variant NAME:…`), one per compare_lists entry, or empty.
  std::vector<std::string> variant_names = {};
};

/// One tournament as the runner sees it: the event and what the verifier said.
struct TournamentRun {
  SimulatedEvent event;
  TournamentCheck check;  ///< compare with variants: every event's violations and warnings together
  /// Compare mode when variants play their own events: the events of the other play groups.
  std::vector<SimulatedEvent> others = {};
  /// [k]: the event variant k is measured on: 0 = `event`, j ≥ 1 = others[j − 1]; empty = `event`.
  std::vector<std::size_t> variant_event = {};
};

/// Which variants of a comparison play the same event: [k] = the group of variant k, numbered
/// in order of first appearance (variant 0 is in group 0). Two variants share a group when their
/// rules are equal once the tiebreak lists (`tiebreaks`, `team_tiebreaks`) are set aside.
[[nodiscard]] std::vector<std::size_t> play_groups(const std::vector<RuleSet>& variant_rules);

/// What one worker thread reuses from tournament to tournament: the engine's scratch memory (and
/// the rankings' histories inside it) and the verifier's. Owned by the runner, one per worker,
/// passed in; no result depends on it.
struct Workspace {
  PairingWorkspace pairing;
  VerifyWorkspace verify;
  HistoryPool& histories() { return pairing.swiss.histories(); }
};

/// Plays tournament `index` with the generator `rng` = Rng(seed, index), in the worker's
/// `workspace`. Must be thread-safe (it is called concurrently with different indices).
using TournamentFn = std::function<TournamentRun(std::uint64_t index, Rng& rng, Workspace& workspace)>;

/// A tournament kept whole until the batch knows it is among the first K of a warning kind.
struct KeptTournament {
  Record record;
  std::uint64_t pairing_seed = 0;  ///< SimulatedEvent::pairing_seed, for `xqsim verify --repair-seed`
};

/// Warning kind → batch index → the tournament: the lowest indices seen, at most K per kind.
/// A tournament showing several kinds is held once.
using WarningExamples = std::map<std::string, std::map<std::uint64_t, std::shared_ptr<const KeptTournament>>>;

struct BatchResult {
  BatchSummary summary;
  bool interrupted = false;            ///< stopped by `stop` before the shard was done
  std::uint64_t failures_written = 0;  ///< out/failures/tournament-<i>.json (violations)
  /// Events stopped by "no legal pairing" written: out/no-pairing/tournament-<i>.json, or (compare
  /// with variants that play their own events) out/no-pairing/<variant>/tournament-<i>.json, one per
  /// variant whose event stopped.
  std::uint64_t unfinished_written = 0;
  std::uint64_t records_written = 0;           ///< out/records/tournament-<i>.json (+ .trf)
  std::uint64_t warning_examples_written = 0;  ///< out/warnings/<kind>/tournament-<i>.json
  WarningExamples warning_examples;            ///< only with BatchOptions::defer_warning_examples
};

/// Writes every example to out/warnings/<kind>/tournament-<i>.json (with its .seed, below) and
/// returns how many. Kinds become folder names: characters other than letters, digits, '-',
/// '_' and '.' are written as '_'.
std::uint64_t write_warning_examples(const std::filesystem::path& out, const WarningExamples& examples);

/// Every tournament file the batch writes (failures/, no-pairing/, records/, warnings/) has a
/// companion `tournament-<i>.seed`: the event's pairing seed as one decimal line, so that
/// `xqsim verify DIR/tournament-<i>.json --repair-seed "$(cat DIR/tournament-<i>.seed)"`
/// replays V-6. (The record format has no place for it.)
void save_tournament(const std::filesystem::path& dir, std::uint64_t index, const Record& record,
                     std::uint64_t pairing_seed, bool trf);

/// Runs the shard of the batch with `play` and folds every tournament into a copy of `empty`
/// (which carries the batch identity: scenario, seed, requested count, settings). Exceptions
/// thrown by `play` stop the batch and are rethrown here.
[[nodiscard]] BatchResult run_batch(const BatchSummary& empty, const BatchOptions& options,
                                    const TournamentFn& play);

/// What the verifier says about one simulated event: violations and notes by rule, the W-x
/// warnings it recomputes, the excess floats of each measured round; with `repair_check` also
/// V-6 (sim/repair_check.hpp): one violation "V-6" per round re-paired differently.
/// V-5 checks the engine's standings (sim/engine_claims.hpp) against the verifier's own ranking.
/// `workspace`: the engine's scratch memory for V-6's re-pairing and the verifier's.
[[nodiscard]] TournamentCheck check_event(const SimulatedEvent& event, bool repair_check,
                                          Workspace& workspace);

/// The same with a workspace of its own (tests, single events).
[[nodiscard]] TournamentCheck check_event(const SimulatedEvent& event, bool repair_check = true);

/// The real thing: simulate_event + check_event for every tournament of `scenario`.
[[nodiscard]] BatchResult run_scenario_batch(const Scenario& scenario, const BatchOptions& options);

/// The empty summary of a scenario's batch (identity for merge).
[[nodiscard]] BatchSummary scenario_summary(const Scenario& scenario, const BatchOptions& options);

}  // namespace xq::sim
