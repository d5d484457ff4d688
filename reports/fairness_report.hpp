// The fairness numbers people read (REP), computed from a FairnessSummary: means with sd and a
// 95 % interval, Wilson intervals for proportions, the colour-luck regression, and compare
// mode's paired differences with their significance. Pure (STYLE: computing a report and
// rendering it are separate); the writers (JSON, CSV, Markdown, HTML) take these results.
// docs/fairness.md defines every number and interval.
#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "reports/fairness_summary.hpp"

namespace xq {

/// z of a two-sided 95 % normal interval.
inline constexpr double kZ95 = 1.959963984540054;

/// A closed interval [lo, hi].
struct Interval {
  double lo = 0;
  double hi = 0;
};

/// Wilson score interval of a proportion k / n at normal quantile z (95 % by default); none for
/// n = 0. Stays inside [0, 1] and is sensible at k = 0 and k = n, unlike the Wald interval.
std::optional<Interval> wilson_interval(std::uint64_t k, std::uint64_t n, double z = kZ95);
/// The same for a share `p` (0..1) of `n` observations that need not be a count (a mean of values
/// in [0, 1], e.g. strongest_won with shared 1sts): the Wilson formula with p̂ = p.
std::optional<Interval> wilson_share_interval(double p, std::uint64_t n, double z = kZ95);

/// P(T ≤ t) for Student's t with `dof` > 0 degrees of freedom (regularized incomplete beta;
/// the normal distribution above 10^6 degrees of freedom).
double student_t_cdf(double t, double dof);

/// The p-quantile (0 < p < 1) of Student's t with `dof` degrees of freedom.
double student_t_quantile(double p, double dof);

/// Mean of fixed-point values (Moments / kFixedScale): sd is the sample sd (n − 1), ci95 the
/// t interval mean ± t(0.975, n − 1) · sd / √n; both none below two values.
struct MeanEstimate {
  std::uint64_t n = 0;
  double mean = 0;
  std::optional<double> sd;
  std::optional<Interval> ci95;
};

/// None for no values.
std::optional<MeanEstimate> estimate_mean(const Moments& moments);

/// Round robins (docs/fairness.md "Round robins"): the ties of the summary place by place
/// (TiebreakAnalysis::places), per_tournament figures over summary.count:
///   {"tied_places", "per_tournament", "unresolved", "unresolved_per_tournament", "unresolved_share",
///    "accuracy": {"correct", "decided", "share", "ci95"},          (every decided place)
///    "criteria": [{"name", "decided", "per_tournament", "share_of_tied_places", "correct",
///                  "accuracy", "ci95"}, …],
///    "tied_after_list", "tied_after_list_per_tournament",  (places the play-off decided or still shared)
///    "playoff_entrants": {"count", "of", "share"},         (entrants tied after the list)
///    "playoff_tournaments": {"count", "of", "share", "ci95"}}   (a T-12 play-off needed)
/// "Unresolved": still shared at the end (no play-off, or none played). The list proper ends
/// before the T-12 criterion `playoff` when it has one. Wilson intervals; none for the entrants,
/// who are not independent.
nlohmann::ordered_json make_places_json(const FairnessSummary& summary);

/// Events with a knockout (docs/fairness.md "Events with a knockout"), from the summary's tally:
///   {"format": "top_four" | "cross",
///    "first_stage_order": "first_stage_places" (KO-1) | "group_place_then_table" (KO-2),
///    "events",
///    "strongest_won", "strongest_first", "leader_lost": {"count", "of", "share", "ci95"} (Wilson),
///    "kendall_tau_final", "kendall_tau_first", "kendall_tau_gain": {"mean", "sd", "ci95"} (t),
///    "places_moved": {"entrants", "total", "mean", "per_event"},
///    "places_changed": {"count", "of", "share"}}
/// Places moved and changed are over the entrants the knockout placed (not independent: no interval).
nlohmann::ordered_json make_knockout_json(const KnockoutTally& tally);

/// Compare mode: the paired t test of per-tournament differences (variant − baseline).
struct PairedTest {
  std::uint64_t n = 0;  ///< tournaments where both values are defined
  double mean_diff = 0;
  std::optional<Interval> ci95;  ///< mean ± t(0.975, n − 1) · sd / √n; none for n < 2
  std::optional<double> p;       ///< two-sided; none for n < 2 (sd 0: 1 if mean 0, else 0)
  bool significant = false;      ///< p < 0.05
};

/// None for no differences.
std::optional<PairedTest> paired_test(const Moments& differences);

/// Holm's step-down adjustment of a family of p values (each in [0, 1]), in the order given:
/// sorted ascending p(1) ≤ … ≤ p(m), the adjusted p(i) is max over j ≤ i of min(1, (m − j + 1) p(j)).
/// Controls the chance of any false "significant" in the family at the level it is read at.
/// Example: 0.01, 0.04, 0.03 → 0.03, 0.06, 0.06. Equal p values keep their order (stable).
std::vector<double> holm_adjust(const std::vector<double>& p);

/// The minimal important difference of a compare-mode metric (docs/fairness.md "Compare mode"),
/// in the metric's own unit: 0.005 of Kendall tau and Spearman rho, 0.0025 of Kendall distance
/// (the same as 0.005 of tau), 0.05 places of displacement, 1 percentage point (0.01) of the
/// shares (top-3 accuracy, strongest wins, tie-order accuracy). A difference "matters" when its
/// estimate is at least this large in absolute value.
double minimal_important_difference(FairnessMetric metric);

/// OLS fit of y ~ 1 + x1 + x2 from the summed cross-products (fairness_summary.hpp: OlsSums).
struct OlsFit {
  std::uint64_t observations = 0;
  std::array<double, 3> beta{};  ///< intercept, x1, x2
  std::array<double, 2> se{};    ///< standard errors of the slopes x1, x2 (homoscedastic OLS)
  double residual_variance = 0;  ///< RSS / (n − 3)
  Interval ci95_x2;              ///< beta[2] ± t(0.975, n − 3) · se[1]
};

/// Solves the normal equations with Eigen, on the centered cross-products (exact integers:
/// n Σab − Σa Σb), which keeps the intercept out of the 2×2 system and its conditioning. None
/// with fewer than 4 observations or when x1 and x2 are collinear (e.g. nobody's reds − blacks
/// varies).
std::optional<OlsFit> fit_ols(const OlsSums& sums);

/// The report of one summary, in exactly this shape (null where a value is undefined, e.g. a
/// mean of no tournaments or an accuracy of no decided pair):
///   {"ranking": {"kendall_tau": {"mean", "sd", "ci95": [lo, hi]}, "spearman_rho", "kendall_distance",
///                "mean_abs_displacement", "top3_accuracy",
///                "strongest_won": {"mean", "sd", "ci95"} (ci95: Wilson of the mean)},
///    "rank_vs_strength": [{"strength_rank": 1, "mean_final_rank": 2.31}, …],
///    "tiebreaks": {"list": […], "tied_pairs", "unresolved", "unresolved_share",
///                  "tie_order_accuracy": {"mean", "sd", "ci95"},
///                  "criteria": [{"name", "decided", "share_of_ties", "correct", "accuracy", "ci95"}, …]},
///    "colour_luck": {"rank_per_red", "ci95", "observations"},
///    "knockout": make_knockout_json (events with a knockout only)}
/// rank_per_red is 2 β of (reds − blacks) in final_place ~ 1 + strength_rank + (reds − blacks):
/// the places one more red game in place of a black one moves an entrant (negative = better).
/// Criterion names are the registry's (e.g. "direct_encounter" for T-2): team criteria share the
/// rule number PT-14, so the number would not name them.
nlohmann::ordered_json make_fairness_report(const FairnessSummary& summary);

/// Compare mode:
///   {"baseline": label,
///    "variants": [{"name": label, "tiebreaks": […], "ranking", "rank_vs_strength",
///                  "tiebreaks_analysis", "colour_luck"}, …],   (make_fairness_report's parts;
///                  its "tiebreaks" section is "tiebreaks_analysis" here)
///    "differences": [{"metric": "kendall_tau", "baseline": "A", "variant": "B", "mean_diff": d,
///                     "ci95": [lo, hi], "p": p, "p_holm": p', "mid": m, "exceeds_mid": true,
///                     "significant": true}, …]}
/// one difference per later list and metric (FairnessMetric order), variant − baseline. p_holm:
/// Holm's adjustment over the family of every difference of the comparison that has a p (all
/// variants, all metrics); mid: minimal_important_difference; significant: p_holm < 0.05 and
/// |mean_diff| ≥ mid — both.
nlohmann::ordered_json make_comparison_json(const ComparisonSummary& comparison);

}  // namespace xq
