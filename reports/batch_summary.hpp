// The mergeable summary of a batch of simulated tournaments (SIM-3..SIM-5): integer counts and
// integer histograms only, so `merge` is exact, associative and commutative, and threads,
// shards and MPI ranks reduce to byte-identical reports whatever the order. One tournament is
// folded in with add_tournament and then forgotten (memory stays flat, SIM-4).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "reports/fairness_summary.hpp"
#include "reports/text_table.hpp"

namespace xq {

/// Version of the summary JSON (docs/scenarios.md, "Output"). Bump on incompatible change.
/// 2: the summary says which shards it holds (`shard`); schema 1 summaries are refused.
inline constexpr int kBatchSummarySchema = 2;

/// value → how many times it was seen. Keys are signed (colour differences can be negative).
using Histogram = std::map<std::int64_t, std::uint64_t>;

/// Counts by rule name ("V-1", "W-2", …).
using RuleCounts = std::map<std::string, std::uint64_t>;

/// What the verifier (or, without one, the engine) said about one tournament.
struct TournamentCheck {
  RuleCounts violations;           ///< broken invariants by rule (must be empty)
  RuleCounts warnings;             ///< W-1..W-5 by rule (as the verifier recomputes them)
  RuleCounts notes;                ///< the verifier's own warnings by rule (allowed, worth a look)
  std::vector<int> excess_floats;  ///< per round where measured: score groups crossed above the fewest
                                   ///< possible, each player counted (V-3)
  bool no_pairing = false;         ///< the engine found no legal pairing and the event stopped early
  /// Compare mode with variants that play their own events: [k] = variant k's event stopped with
  /// no legal pairing (then no_pairing too). Empty: every variant shares the event (no_pairing).
  std::vector<char> variants_stopped = {};
};

/// Over-the-board results of every game of the batch (play-off games included, by kind).
struct ResultCounts {
  std::uint64_t games = 0;  ///< regular and final games (play-offs separately)
  std::uint64_t red_wins = 0;
  std::uint64_t draws = 0;
  std::uint64_t black_wins = 0;
  std::uint64_t red_forfeits = 0;    ///< red absent
  std::uint64_t black_forfeits = 0;  ///< black absent
  std::uint64_t double_forfeits = 0;
  std::uint64_t fouls = 0;          ///< technical fouls, both sides
  std::uint64_t playoff_games = 0;  ///< KO-3 / PI-10 play-off games (not in the counts above)
  std::uint64_t byes = 0;           ///< individual byes (team events: each bye team's players)
  bool operator==(const ResultCounts&) const = default;
};

/// Which parts of its batch a summary holds: the k of `--shard k/N` (SIM-5). Merge refuses a part
/// held twice and parts of another split, so shards given twice or missing are seen (not spec
/// rules: a guard against a wrong merge that would still look like a batch).
struct BatchShards {
  std::uint64_t of = 1;              ///< N of --shard k/N; the whole batch is 1/1
  std::vector<std::uint64_t> parts;  ///< the k held, ascending; empty in an empty summary (merge's identity)
  /// Every part of the split: written as 1/1, so the merge of all shards is the whole batch's.
  bool complete() const { return parts.size() == of; }
  bool operator==(const BatchShards&) const = default;
};

/// "2/3", "1,3/4", "none".
[[nodiscard]] std::string shards_text(const BatchShards& shards);

struct BatchSummary {
  std::string scenario;         ///< the scenario's event name
  std::uint64_t seed = 0;       ///< the batch's random seed
  std::uint64_t requested = 0;  ///< tournaments in the whole batch (-n)
  /// What the summary was made under (rules, field, model), compared by merge; opaque here.
  nlohmann::ordered_json settings = nlohmann::ordered_json::object();

  std::uint64_t count = 0;            ///< tournaments folded in
  std::uint64_t with_violations = 0;  ///< tournaments with at least one violation
  std::uint64_t no_pairing = 0;       ///< tournaments stopped by "no legal pairing"
  RuleCounts violations;              ///< by rule, over the batch
  RuleCounts warnings;                ///< by rule, over the batch
  RuleCounts notes;                   ///< the verifier's warnings by rule, over the batch

  Histogram colour_difference;        ///< per player, at the end: reds − blacks (games played)
  Histogram colour_streak;            ///< per player: longest run of one colour
  Histogram home_away;                ///< per team, at the end: home − away matches (team events)
  Histogram floats;                   ///< per round: games (team events: matches) whose two sides
                                      ///< had different scores before the round
  Histogram excess_floats;            ///< per measured round: floats above the minimum (V-3)
  Histogram byes;                     ///< per entrant (team events: per team): byes received
  Histogram warnings_per_tournament;  ///< per tournament: total warnings
  /// Per warning kind (W-x and the verifier's own): how many tournaments showed it k times, k ≥ 1
  /// (the tournaments without it are count − the histogram's total) — REP's mean, p95 and max.
  std::map<std::string, Histogram> warnings_by_kind;
  ResultCounts results;
  /// Ranking quality, tiebreaks and colour luck against the true strengths (REP); empty when
  /// the batch was made without strengths. Tournaments stopped by "no legal pairing" are left out.
  std::optional<FairnessSummary> fairness;
  /// Compare mode (`xqsim compare`): the same tournaments measured under several tiebreak lists,
  /// with paired differences against the first (common random numbers). Same rules as `fairness`.
  std::optional<ComparisonSummary> comparison;
  /// The shards folded in (the runner sets its own; merge unites them, refusing overlaps).
  BatchShards shards;
  /// The language of the compare report's Conclusion and What was simulated (`--lang`): "en" or
  /// "zh". Kept in summary.json (key "lang", only when not "en") so that `merge` writes the report
  /// a single run writes; summaries of different languages do not merge.
  std::string lang = "en";

  std::uint64_t violations_total() const;
  bool operator==(const BatchSummary&) const = default;
};

/// An empty summary for a batch: what merge checks for compatibility. With `fairness` (an empty
/// FairnessSummary for the scenario's tiebreak list), tournaments added with their strengths are
/// measured too.
BatchSummary make_batch_summary(std::string scenario, std::uint64_t seed, std::uint64_t requested,
                                nlohmann::ordered_json settings,
                                std::optional<FairnessSummary> fairness = std::nullopt);

/// Folds one finished (or stopped) tournament into `summary`; `strength` (true strength of
/// entrant i + 1, SimulatedEvent::strength) feeds the fairness part when the summary has one.
/// `pool`: buffers for the rankings' histories (HistoryPool; the simulator passes its worker's).
/// `variant_records`: compare mode when the variants played their own events (`--variant` that
/// changes the pairing, common random numbers): the record variant k is measured on, one per
/// variant of the comparison; empty = every variant ranks `record`. The counts, results and
/// distributions are `record`'s (the baseline's event).
void add_tournament(BatchSummary& summary, const Record& record, const TournamentCheck& check,
                    std::span<const double> strength = {}, HistoryPool* pool = nullptr,
                    std::span<const Record* const> variant_records = {});

/// Adds `from` into `into`. Exact, associative and commutative. Throws InputError when the two
/// are not parts of one batch (different scenario, seed, requested count, settings or report
/// language: key "summary") or hold the same shard or shards of different splits (key "shard"); `into` is
/// then unchanged. Shards that together make the whole split become 1/1.
void merge(BatchSummary& into, const BatchSummary& from);

/// The summary JSON (docs/scenarios.md): {"schema": 2, "scenario", "count", "requested", "seed",
/// "shard": {"of": N, "parts": [k…]},
/// "violations": {"total", rule…}, "warnings", "distributions", …, "settings"[, "lang"]}: "lang"
/// last and only when not "en". Histogram keys are the
/// values as text, in numeric order. Byte-identical for equal summaries.
nlohmann::ordered_json to_json(const BatchSummary& summary);

/// The report people read (REP), pure: the summary's counts and distributions, warnings per
/// tournament by kind (mean, p95, max), and, with a fairness part, make_fairness_report's
/// sections: {"schema": 1, "kind": "simulate", "scenario", "seed", "count", "requested",
/// "violations", "tournaments", "warnings", "verifier_warnings", "warnings_per_tournament",
/// "results", "distributions", "ranking", "rank_vs_strength", "tiebreaks", "colour_luck",
/// "settings"} — the shape the writers (html_report, markdown_report, csv_report) take.
nlohmann::ordered_json make_report(const BatchSummary& summary);

/// The compare report (REP comparison mode), pure: {"schema": 1, "kind": "compare", "scenario",
/// "seed", "count", "requested", "violations", "tournaments", "warnings", "baseline",
/// "variants", "differences", "settings"} (make_comparison_json's parts). Empty `variants` when
/// the summary has no comparison part.
nlohmann::ordered_json make_compare_report(const BatchSummary& summary);

/// Reads what to_json wrote (for `merge` of shard summaries). Throws InputError naming `file`
/// and the JSON path on a malformed summary or another schema. Parse with ordered_json so
/// `settings` keeps its key order (merge compares it).
BatchSummary batch_summary_from_json(const nlohmann::ordered_json& json, const std::string& file = "");

/// A short aligned table: tournaments, violations by rule, warnings by rule, results, colours.
TextTable batch_summary_table(const BatchSummary& summary);

}  // namespace xq
