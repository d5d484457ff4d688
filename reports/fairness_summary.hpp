// The mergeable fairness summary of a batch (REP: ranking quality, tiebreaks, colour luck,
// comparison mode). Integers only — counts, sums of integer numerators, sums of squares, and
// per-tournament ratios rounded once to fixed point (kFixedScale) — so `merge` is exact,
// associative and commutative and threads, shards and MPI ranks give the same report as one
// thread (SIM-3..SIM-5). Means, intervals and the regression are computed at report time
// (fairness_report.hpp). docs/fairness.md defines every number.
//
// Capacity: 10^7 tournaments of up to 1,000 entrants without overflow (sums of squares in 128
// bits: a fixed-point value is at most ~5·10^11, its square 2.5·10^23, 10^7 of them 2.5·10^30).
#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/standings/tiebreaks.hpp"
#include "reports/knockout_fairness.hpp"
#include "reports/rank_metrics.hpp"
#include "reports/tiebreak_analysis.hpp"

namespace xq {

__extension__ typedef __int128 Int128;  // GCC/Clang; __extension__ keeps -Wpedantic quiet
__extension__ typedef unsigned __int128 UInt128;

/// Version of the fairness summary JSON. Bump on incompatible change.
inline constexpr int kFairnessSummarySchema = 2;  // 2: shared places read as ties (issue 15)

/// count, Σx, Σx² of integer (fixed-point) values: mean and sd at report time.
struct Moments {
  std::uint64_t count = 0;
  Int128 sum = 0;
  UInt128 sum_sq = 0;
  void add(std::int64_t x);
  void add(const Moments& other);
  bool operator==(const Moments&) const = default;
};

/// Σ over observations of the products of z = (1, x1, x2, y): the normal equations of the OLS
/// y ~ 1 + x1 + x2 (X'X, X'y, y'y), as integers.
///
/// Why: the colour-luck regression runs over every entrant of every tournament. Accumulating the
/// cross-products instead of the observations keeps memory flat (SIM-4), and integer sums add
/// exactly in any order, so a batch split over threads or shards solves the very same normal
/// equations as one thread; Eigen solves them once, at report time (fairness_report.hpp).
struct OlsSums {
  std::uint64_t n = 0;
  Int128 x1 = 0, x2 = 0, y = 0;
  Int128 x1x1 = 0, x1x2 = 0, x2x2 = 0, x1y = 0, x2y = 0, yy = 0;
  void add(std::int64_t y, std::int64_t x1, std::int64_t x2);
  void add(const OlsSums& other);
  bool operator==(const OlsSums&) const = default;
};

/// The knockout stage of a batch of events with one (KO-5; docs/fairness.md "Events with a
/// knockout"): KnockoutMeasures added up over the tournaments whose every place is decided.
struct KnockoutTally {
  Knockout format = Knockout::none;   ///< KO-1 top_four or KO-2 cross: parts of other formats do not merge
  std::uint64_t events = 0;           ///< tournaments measured
  std::uint64_t strongest_won = 0;    ///< the strongest entrant won the event
  std::uint64_t strongest_first = 0;  ///< the strongest entrant had first-stage place 1 (KO-2: its group's)
  std::uint64_t leader_lost = 0;      ///< the event's winner did not have first-stage place 1
  Moments tau_final;                  ///< Kendall tau of the final places (fixed point)
  Moments tau_first;                  ///< Kendall tau of the first-stage order
  Moments tau_gain;                   ///< per tournament: tau_final − tau_first (both defined)
  std::uint64_t entrants = 0;         ///< entrants the knockout placed
  std::uint64_t moved = 0;            ///< Σ |final position − first-stage position| over those
  std::uint64_t changed = 0;          ///< of those, entrants the knockout moved
  bool operator==(const KnockoutTally&) const = default;
};

/// Folds one tournament in: its knockout measures and its final order's ranking (tau_final).
void add(KnockoutTally& tally, const KnockoutMeasures& tournament, const RankMetrics& final_ranking);

/// Adds `from` into `into`: exact, associative, commutative. Throws InputError when the formats differ.
void merge(KnockoutTally& into, const KnockoutTally& from);

/// The per-tournament metrics a summary averages and compare mode differences.
enum class FairnessMetric : std::uint8_t {
  kendall_tau,
  spearman_rho,
  kendall_distance,
  mean_abs_displacement,
  top3_accuracy,
  strongest_won,       ///< 1 or 0
  tie_order_accuracy,  ///< TiebreakAnalysis::tie_order_accuracy
};
inline constexpr std::size_t kFairnessMetrics = 7;

/// "kendall_tau", "spearman_rho", … (the JSON names).
std::string_view metric_name(FairnessMetric metric);

/// One tournament's metric values in fixed point (kFixedScale), none where undefined (e.g. tau of
/// a field of equal strength, tie-order accuracy without ties).
using MetricValues = std::array<std::optional<std::int64_t>, kFairnessMetrics>;

/// One tournament measured under one tiebreak list.
struct TournamentFairness {
  std::vector<std::string> criteria;  ///< the expanded list the standings used
  bool team_event = false;            ///< entrants are teams
  RankMetrics ranking;
  TiebreakAnalysis tiebreaks;
  /// [k]: twice the final place (1-based; a shared place: its mid-rank, 1=, 1= → 1.5 → 3) of the
  /// (k+1)-th strongest entrant (equal strength: lower id first).
  std::vector<std::int64_t> place_by_strength;
  OlsSums colour_luck;  ///< one observation per entrant (see add_tournament)
  /// KO-5 (individual events with a knockout): the knockout's format, and its measures when every
  /// place of the event is decided.
  Knockout knockout_format = Knockout::none;
  std::optional<KnockoutMeasures> knockout;
};

/// The fixed-point values of `t`.
MetricValues metric_values(const TournamentFairness& t);

/// True strength per ranked entrant: individual events `strength` itself (entrant i + 1); team
/// events (record.teams non-empty) the mean strength of each team's players (team i + 1).
/// Throws InputError when `strength` does not have one value per entrant or a team has no player.
std::vector<double> entrant_strengths(const Record& record, std::span<const double> strength);

/// Measures one tournament under `tiebreak_list` (criterion or list names; team lists for team
/// events). Individual events: compute_standings(record, tiebreak_list), PI-10 final included.
/// Team events: compute_team_standings with record.rules.team_tiebreaks = tiebreak_list; the
/// entrants are the teams. An individual event with a knockout (KO-5): the final order is
/// event_places(record) — ranking metrics, rank vs strength and colour luck read it — while the
/// tiebreak analysis (and the colour regressor) read the first stage, first_stage(record), ranked
/// by tiebreak_list; its knockout measures (KnockoutMeasures) are taken when every place is
/// decided. `strength`: true strength of entrant (player) i + 1, as SimulatedEvent::strength. Throws
/// InputError on an unknown name or a strength of wrong size.
TournamentFairness measure_fairness(const Record& record, std::span<const double> strength,
                                    const std::vector<std::string>& tiebreak_list,
                                    HistoryPool* pool = nullptr);

/// "individual" or "team": a summary's scope as its JSON and its messages name it.
std::string scope_name(TiebreakScope scope);

/// "none", "top_four" or "cross": a knockout format as the rules' setting `knockout` names it.
std::string knockout_name(Knockout knockout);

/// The fairness summary of a batch under one tiebreak list.
struct FairnessSummary {
  std::vector<std::string> tiebreak_list;           ///< as given (list or criterion names)
  TiebreakScope scope = TiebreakScope::individual;  ///< team: entrants are teams
  std::vector<std::string> criteria;                ///< the list expanded (expand_tiebreaks)

  std::uint64_t count = 0;                        ///< tournaments folded in
  std::array<Moments, kFairnessMetrics> metrics;  ///< index: FairnessMetric
  /// Rank vs strength: [k] Σ twice the final place (a shared place: its mid-rank) of the (k+1)-th
  /// strongest entrant, over the place_counts[k] tournaments that had one (all of them when the
  /// field size is fixed).
  std::vector<std::uint64_t> doubled_place_sums;
  std::vector<std::uint64_t> place_counts;
  TiebreakAnalysis tiebreaks;  ///< summed over the tournaments; criteria[k] ↔ `criteria[k]`
  /// Colour luck: y = 2 × final place (a shared place: its mid-rank), x1 = 2 × strength mid-rank, x2 = reds −
  /// blacks (games played over the board, play-offs excluded); team events: x2 = home − away matches.
  OlsSums colour_luck;
  /// Events with a knockout stage (KO-5): its tally; none for every other event. Set by
  /// make_fairness_summary from the rules, so a summary takes only events of its own format.
  std::optional<KnockoutTally> knockout;

  const Moments& metric(FairnessMetric m) const { return metrics[static_cast<size_t>(m)]; }
  bool operator==(const FairnessSummary&) const = default;
};

/// An empty summary for `tiebreak_list` (names expanded now: throws InputError on an unknown one);
/// with a knockout tally when `knockout` is not none (individual events only: a team event's
/// knockout, KO-4, is not measured).
FairnessSummary make_fairness_summary(std::vector<std::string> tiebreak_list,
                                      TiebreakScope scope = TiebreakScope::individual,
                                      Knockout knockout = Knockout::none);

/// Folds one measured tournament in. Throws InputError when it was measured under other criteria,
/// the other scope or another knockout format.
void add(FairnessSummary& summary, const TournamentFairness& tournament);

/// add(summary, measure_fairness(record, strength, summary.tiebreak_list)).
/// Throws InputError for a team record in an individual summary or vice versa.
void add_tournament(FairnessSummary& summary, const Record& record, std::span<const double> strength,
                    HistoryPool* pool = nullptr);

/// Adds `from` into `into`: exact, associative, commutative. Throws InputError when the two were
/// made under different tiebreak lists, scopes or knockout formats.
void merge(FairnessSummary& into, const FairnessSummary& from);

/// {"schema": 1, "fixed_scale": 10^9, "scope", "tiebreak_list", "criteria", "count", "metrics",
/// "rank_vs_strength", "tiebreaks", "colour_luck"} and, for events with a knockout, "knockout"
/// ({"format", "events", "strongest_won", "strongest_first", "leader_lost", "entrants", "moved",
/// "changed", "kendall_tau_final", "kendall_tau_first", "kendall_tau_gain"}); 128-bit sums as
/// decimal strings. Byte-identical
/// for equal summaries; fairness_summary_from_json reads it back exactly.
nlohmann::ordered_json to_json(const FairnessSummary& summary);

/// Reads what to_json wrote. Throws InputError naming `file` and the JSON path on a malformed
/// summary, another schema or another fixed-point scale.
FairnessSummary fairness_summary_from_json(const nlohmann::ordered_json& json, const std::string& file = "");

// ---------------------------------------------------------------- compare mode

/// Paired differences of two tiebreak lists on the same tournaments (common random numbers):
/// per metric, the moments of (variant − baseline), fixed point. A tournament where either value
/// is undefined is left out of that metric.
struct PairedComparison {
  std::string baseline;  ///< list_label of the baseline list
  std::string variant;
  std::array<Moments, kFairnessMetrics> differences;  ///< index: FairnessMetric
  bool operator==(const PairedComparison&) const = default;
};

/// Folds one tournament's values under both lists in.
void add_pair(PairedComparison& comparison, const MetricValues& baseline, const MetricValues& variant);

/// Exact, associative, commutative; throws InputError when the labels differ.
void merge(PairedComparison& into, const PairedComparison& from);

/// A list's name in reports: its names joined by "," ("wxc-swiss", "opponent_score,wins");
/// "(none)" for the empty list (score only).
std::string list_label(const std::vector<std::string>& tiebreak_list);

/// Compare mode: one summary per list, and every list against the first (the baseline).
struct ComparisonSummary {
  std::vector<FairnessSummary> variants;      ///< [0] is the baseline
  std::vector<PairedComparison> differences;  ///< [j − 1]: variants[j] − variants[0]
  /// `--variant NAME:…`: the variants' names, one per variant; empty: each is named by its list
  /// (list_label). The differences' labels are these names.
  std::vector<std::string> names = {};
  /// [k]: tournaments in which variant k's event stopped with no legal pairing (one per variant).
  /// Such a tournament is left out of every variant's figures (the comparison is paired), so a
  /// variant that stops is reported beside them, never judged by the others' tournaments alone.
  std::vector<std::uint64_t> stopped = {};
  bool operator==(const ComparisonSummary&) const = default;
};

/// Counts a tournament left out of the comparison: `stopped[k]` set = variant k's event stopped
/// with no legal pairing (empty: every variant's did, they shared the event).
void add_stopped(ComparisonSummary& summary, const std::vector<char>& stopped);

/// The name variant `k` of `summary` goes by: its name, else its list's label.
std::string variant_label(const ComparisonSummary& summary, size_t k);

/// An empty comparison of `lists` (at least one; names expanded now, InputError otherwise);
/// `knockout` as for make_fairness_summary.
/// `names`: the variants' names (`--variant`), one per list, or empty (named by their lists).
ComparisonSummary make_comparison_summary(const std::vector<std::vector<std::string>>& lists,
                                          TiebreakScope scope = TiebreakScope::individual,
                                          Knockout knockout = Knockout::none,
                                          std::vector<std::string> names = {});

/// Measures the tournament under every list once and folds it into every part.
void add_tournament(ComparisonSummary& summary, const Record& record, std::span<const double> strength,
                    HistoryPool* pool = nullptr);

/// The same when each variant played its own event of the tournament (common random numbers):
/// variant k is measured on `records[k]` (one per variant; entrants and strengths shared).
void add_tournament(ComparisonSummary& summary, std::span<const Record* const> records,
                    std::span<const double> strength, HistoryPool* pool = nullptr);

/// Exact, associative, commutative; throws InputError when the lists differ.
void merge(ComparisonSummary& into, const ComparisonSummary& from);

/// {"schema": 1, "variants": [summary…], "differences": [{"baseline", "variant", "metrics":
/// {name: moments}}…]}, and "names": […] when the variants are named.
nlohmann::ordered_json to_json(const ComparisonSummary& summary);
ComparisonSummary comparison_summary_from_json(const nlohmann::ordered_json& json,
                                               const std::string& file = "");

}  // namespace xq
