#include "reports/fairness_report.hpp"

#include <Eigen/Dense>
#include <algorithm>
#include <cassert>
#include <cmath>

namespace xq {
namespace {

using ojson = nlohmann::ordered_json;

// Continued fraction of the incomplete beta function (modified Lentz), valid for
// x < (a + 1) / (a + b + 2); it needs O(sqrt(max(a, b))) terms.
double beta_fraction(double a, double b, double x) {
  constexpr double tiny = 1e-300, eps = 1e-15;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  if (std::fabs(d) < tiny) d = tiny;
  d = 1 / d;
  double h = d;
  for (int m = 1; m <= 100000; ++m) {
    const double m2 = 2.0 * m;
    double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (std::fabs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (std::fabs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::fabs(delta - 1) < eps) break;
  }
  return h;
}

// Regularized incomplete beta I_x(a, b).
double incomplete_beta(double a, double b, double x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double front =
      std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
  if (x < (a + 1) / (a + b + 2)) return front * beta_fraction(a, b, x) / a;
  return 1 - front * beta_fraction(b, a, 1 - x) / b;
}

double normal_cdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

ojson interval_json(const std::optional<Interval>& i) {
  if (!i) return nullptr;
  return ojson::array({i->lo, i->hi});
}

ojson optional_json(const std::optional<double>& x) {
  if (!x) return nullptr;
  return *x;
}

ojson ratio_json(std::uint64_t k, std::uint64_t n) {
  if (n == 0) return nullptr;
  return static_cast<double>(k) / static_cast<double>(n);
}

// `ci` within `range`.
std::optional<Interval> clipped(std::optional<Interval> ci, Interval range) {
  if (ci) *ci = Interval{std::max(ci->lo, range.lo), std::min(ci->hi, range.hi)};
  return ci;
}

// The mean, sd and t interval of `m`; the interval clipped to what the measure can be (`range`:
// a share lies in 0..1, tau in −1..1 — at small n the t interval can pass the bounds).
ojson mean_json(const Moments& m, Interval range = {-HUGE_VAL, HUGE_VAL}) {
  const auto e = estimate_mean(m);
  ojson o;
  o["mean"] = e ? ojson(e->mean) : ojson(nullptr);
  o["sd"] = e ? optional_json(e->sd) : ojson(nullptr);
  o["ci95"] = e ? interval_json(clipped(e->ci95, range)) : ojson(nullptr);
  return o;
}

// What each ranking measure can be (FairnessMetric; docs/fairness.md).
Interval metric_range(FairnessMetric m) {
  switch (m) {
    case FairnessMetric::kendall_tau:
    case FairnessMetric::spearman_rho: return {-1, 1};
    case FairnessMetric::mean_abs_displacement: return {0, HUGE_VAL};
    case FairnessMetric::kendall_distance:
    case FairnessMetric::top3_accuracy:
    case FairnessMetric::strongest_won:
    case FairnessMetric::tie_order_accuracy: return {0, 1};
  }
  return {-HUGE_VAL, HUGE_VAL};
}

// What the difference of two values of measure `m` can be: ± the measure's range (a share's
// −1..1, tau's −2..2; unbounded for displacement).
Interval difference_range(FairnessMetric m) {
  const Interval r = metric_range(m);
  return {-(r.hi - r.lo), r.hi - r.lo};
}

// n Σx² − (Σx)² (≥ 0), exactly when it fits 128 bits.
long double spread_numerator(const Moments& m) {
  const UInt128 abs_sum = static_cast<UInt128>(m.sum < 0 ? -m.sum : m.sum);
  UInt128 a = 0, b = 0;
  if (!__builtin_mul_overflow(static_cast<UInt128>(m.count), m.sum_sq, &a) &&
      !__builtin_mul_overflow(abs_sum, abs_sum, &b)) {
    assert(a >= b);  // Cauchy–Schwarz
    return static_cast<long double>(a - b);
  }
  const long double n = static_cast<long double>(m.count), s = static_cast<long double>(m.sum);
  const long double v = n * static_cast<long double>(m.sum_sq) - s * s;
  return v < 0 ? 0 : v;
}

}  // namespace

std::optional<Interval> wilson_interval(std::uint64_t k, std::uint64_t n, double z) {
  if (n == 0) return std::nullopt;
  assert(k <= n);
  return wilson_share_interval(static_cast<double>(k) / static_cast<double>(n), n, z);
}

std::optional<Interval> wilson_share_interval(double p, std::uint64_t n, double z) {
  if (n == 0) return std::nullopt;
  const double nn = static_cast<double>(n), z2 = z * z;
  const double denom = 1 + z2 / nn;
  const double centre = (p + z2 / (2 * nn)) / denom;
  const double half = z * std::sqrt(std::max(0.0, p * (1 - p)) / nn + z2 / (4 * nn * nn)) / denom;
  // p = 0 and p = 1 put a bound at 0 or 1 exactly (centre and half cancel only up to rounding).
  return Interval{p <= 0 ? 0.0 : std::max(0.0, centre - half), p >= 1 ? 1.0 : std::min(1.0, centre + half)};
}

double student_t_cdf(double t, double dof) {
  assert(dof > 0);
  if (dof > 1e6) return normal_cdf(t);
  const double tail = 0.5 * incomplete_beta(dof / 2, 0.5, dof / (dof + t * t));  // P(T > |t|)
  return t >= 0 ? 1 - tail : tail;
}

double student_t_quantile(double p, double dof) {
  assert(p > 0 && p < 1 && dof > 0);
  if (p == 0.5) return 0;
  if (p < 0.5) return -student_t_quantile(1 - p, dof);
  double lo = 0, hi = 1;
  while (student_t_cdf(hi, dof) < p) hi *= 2;
  for (int i = 0; i < 200 && hi - lo > 1e-13 * hi; ++i) {
    const double mid = (lo + hi) / 2;
    (student_t_cdf(mid, dof) < p ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

std::optional<MeanEstimate> estimate_mean(const Moments& m) {
  if (m.count == 0) return std::nullopt;
  MeanEstimate e;
  e.n = m.count;
  const long double scale = kFixedScale, n = static_cast<long double>(m.count);
  e.mean = static_cast<double>(static_cast<long double>(m.sum) / n / scale);
  if (m.count < 2) return e;
  const long double variance = spread_numerator(m) / (n * (n - 1)) / (scale * scale);
  e.sd = static_cast<double>(std::sqrt(variance));
  const double half = student_t_quantile(0.975, static_cast<double>(m.count - 1)) * *e.sd /
                      std::sqrt(static_cast<double>(m.count));
  e.ci95 = Interval{e.mean - half, e.mean + half};
  return e;
}

std::optional<PairedTest> paired_test(const Moments& differences) {
  const auto e = estimate_mean(differences);
  if (!e) return std::nullopt;
  PairedTest t;
  t.n = e->n;
  t.mean_diff = e->mean;
  if (!e->sd) return t;
  t.ci95 = e->ci95;
  const double se = *e->sd / std::sqrt(static_cast<double>(e->n));
  if (se == 0) {
    t.p = differences.sum == 0 ? 1.0 : 0.0;  // every difference equal: none, or a sure one
  } else {
    const double stat = std::fabs(e->mean / se);
    t.p = std::min(1.0, 2 * student_t_cdf(-stat, static_cast<double>(e->n - 1)));
  }
  t.significant = *t.p < 0.05;
  return t;
}

std::vector<double> holm_adjust(const std::vector<double>& p) {
  const size_t m = p.size();
  std::vector<size_t> order(m);
  for (size_t i = 0; i < m; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return p[a] < p[b]; });
  std::vector<double> adjusted(m);
  double running = 0;  // the step-down maximum keeps the adjusted values in the order of the p's
  for (size_t j = 0; j < m; ++j) {
    running = std::max(running, std::min(1.0, static_cast<double>(m - j) * p[order[j]]));
    adjusted[order[j]] = running;
  }
  return adjusted;
}

double minimal_important_difference(FairnessMetric metric) {
  switch (metric) {
    case FairnessMetric::kendall_tau: return 0.005;
    case FairnessMetric::spearman_rho: return 0.005;
    case FairnessMetric::kendall_distance: return 0.0025;  // (1 − tau) / 2: tau's 0.005
    case FairnessMetric::mean_abs_displacement: return 0.05;
    case FairnessMetric::top3_accuracy:
    case FairnessMetric::strongest_won:
    case FairnessMetric::tie_order_accuracy: return 0.01;
  }
  return 0;
}

std::optional<OlsFit> fit_ols(const OlsSums& s) {
  if (s.n < 4) return std::nullopt;
  // Centered cross-products times n, exact: n Σab − Σa Σb (at most ~4·10^26 for 10^10
  // observations of ranks ≤ 2000).
  const Int128 n = static_cast<Int128>(s.n);
  const auto c = [&](Int128 sum_ab, Int128 sum_a, Int128 sum_b) {
    return static_cast<long double>(n * sum_ab - sum_a * sum_b);
  };
  const long double c11 = c(s.x1x1, s.x1, s.x1), c12 = c(s.x1x2, s.x1, s.x2), c22 = c(s.x2x2, s.x2, s.x2);
  const long double c1y = c(s.x1y, s.x1, s.y), c2y = c(s.x2y, s.x2, s.y), cyy = c(s.yy, s.y, s.y);
  if (c11 <= 0 || c22 <= 0) return std::nullopt;  // a regressor does not vary
  Eigen::Matrix<long double, 2, 2> a;
  a << c11, c12, c12, c22;
  const Eigen::Matrix<long double, 2, 1> b(c1y, c2y);
  const Eigen::FullPivLU<Eigen::Matrix<long double, 2, 2>> lu(a);
  if (!lu.isInvertible()) return std::nullopt;  // collinear
  const Eigen::Matrix<long double, 2, 2> inverse = lu.inverse();
  const Eigen::Matrix<long double, 2, 1> beta = inverse * b;
  const long double nn = static_cast<long double>(s.n);
  long double rss_n = cyy - beta.dot(b);  // n · RSS
  if (rss_n < 0) rss_n = 0;
  const long double sigma2 = rss_n / (nn * (nn - 3));
  OlsFit f;
  f.observations = s.n;
  f.beta[1] = static_cast<double>(beta(0));
  f.beta[2] = static_cast<double>(beta(1));
  f.beta[0] = static_cast<double>((static_cast<long double>(s.y) - beta(0) * static_cast<long double>(s.x1) -
                                   beta(1) * static_cast<long double>(s.x2)) /
                                  nn);
  // Var(beta) = sigma² (centered X'X)⁻¹ = sigma² · n · a⁻¹.
  f.se[0] = static_cast<double>(std::sqrt(sigma2 * nn * inverse(0, 0)));
  f.se[1] = static_cast<double>(std::sqrt(sigma2 * nn * inverse(1, 1)));
  f.residual_variance = static_cast<double>(sigma2);
  const double half = student_t_quantile(0.975, static_cast<double>(s.n - 3)) * f.se[1];
  f.ci95_x2 = {f.beta[2] - half, f.beta[2] + half};
  return f;
}

nlohmann::ordered_json make_fairness_report(const FairnessSummary& s) {
  ojson report;

  ojson ranking;
  // (strongest_won too: a share of place 1 a lot may split among those sharing it, so a mean)
  for (FairnessMetric m :
       {FairnessMetric::kendall_tau, FairnessMetric::spearman_rho, FairnessMetric::kendall_distance,
        FairnessMetric::mean_abs_displacement, FairnessMetric::top3_accuracy, FairnessMetric::strongest_won})
    ranking[std::string(metric_name(m))] = mean_json(s.metric(m), metric_range(m));
  // strongest_won: 0 or 1 a tournament but for a shared 1st, so a proportion — the Wilson interval
  // of its mean (exact without shared 1sts), not the t interval, which reads [0, 0] when it never won.
  if (ojson& won = ranking["strongest_won"]; won["mean"].is_number())
    won["ci95"] = interval_json(
        wilson_share_interval(won["mean"].get<double>(), s.metric(FairnessMetric::strongest_won).count));
  report["ranking"] = ranking;

  ojson by_strength = ojson::array();
  for (size_t k = 0; k < s.doubled_place_sums.size(); ++k) {
    if (s.place_counts[k] == 0) continue;
    by_strength.push_back({{"strength_rank", k + 1},
                           {"mean_final_rank", static_cast<double>(s.doubled_place_sums[k]) /
                                                   (2 * static_cast<double>(s.place_counts[k]))}});
  }
  report["rank_vs_strength"] = by_strength;

  const TiebreakAnalysis& t = s.tiebreaks;
  ojson tb;
  tb["list"] = s.tiebreak_list;
  tb["tied_pairs"] = t.tied_pairs;
  tb["unresolved"] = t.unresolved;
  tb["unresolved_share"] = ratio_json(t.unresolved, t.tied_pairs);
  tb["tie_order_accuracy"] = mean_json(s.metric(FairnessMetric::tie_order_accuracy),
                                       metric_range(FairnessMetric::tie_order_accuracy));
  ojson criteria = ojson::array();
  for (size_t k = 0; k < s.criteria.size(); ++k) {
    const CriterionTally& c = t.criteria.at(k);
    criteria.push_back({{"name", s.criteria[k]},
                        {"decided", c.decided},
                        {"share_of_ties", ratio_json(c.decided, t.tied_pairs)},
                        {"correct", c.correct},
                        {"accuracy", ratio_json(c.correct, c.decided)},
                        {"ci95", interval_json(wilson_interval(c.correct, c.decided))}});
  }
  tb["criteria"] = criteria;
  report["tiebreaks"] = tb;

  // x2 = reds − blacks: one more red game in place of a black one moves it by 2, so the places
  // per extra red are 2 β₂ — the slope of y, which is twice the place (a shared one's mid-rank).
  const auto fit = fit_ols(s.colour_luck);
  report["colour_luck"] = {{"rank_per_red", fit ? ojson(fit->beta[2]) : ojson(nullptr)},
                           {"ci95", fit ? interval_json(fit->ci95_x2) : ojson(nullptr)},
                           {"observations", s.colour_luck.n}};
  if (s.knockout) report["knockout"] = make_knockout_json(*s.knockout);
  return report;
}

nlohmann::ordered_json make_knockout_json(const KnockoutTally& k) {
  const auto proportion = [](std::uint64_t c, std::uint64_t n) {
    return ojson{
        {"count", c}, {"of", n}, {"share", ratio_json(c, n)}, {"ci95", interval_json(wilson_interval(c, n))}};
  };
  ojson j;
  j["format"] = knockout_name(k.format);
  j["first_stage_order"] = k.format == Knockout::cross ? "group_place_then_table" : "first_stage_places";
  j["events"] = k.events;
  j["strongest_won"] = proportion(k.strongest_won, k.events);
  j["strongest_first"] = proportion(k.strongest_first, k.events);
  j["kendall_tau_final"] = mean_json(k.tau_final, {-1, 1});
  j["kendall_tau_first"] = mean_json(k.tau_first, {-1, 1});
  j["kendall_tau_gain"] = mean_json(k.tau_gain);
  j["places_moved"] = {{"entrants", k.entrants},
                       {"total", k.moved},
                       {"mean", ratio_json(k.moved, k.entrants)},
                       {"per_event", ratio_json(k.entrants, k.events)}};
  j["places_changed"] = {
      {"count", k.changed}, {"of", k.entrants}, {"share", ratio_json(k.changed, k.entrants)}};
  j["leader_lost"] = proportion(k.leader_lost, k.events);
  return j;
}

nlohmann::ordered_json make_places_json(const FairnessSummary& s) {
  const PlaceTally& p = s.tiebreaks.places;
  const auto per = [&](std::uint64_t n) { return ratio_json(n, s.count); };
  const auto proportion = [](std::uint64_t k, std::uint64_t n) {
    return ojson{
        {"count", k}, {"of", n}, {"share", ratio_json(k, n)}, {"ci95", interval_json(wilson_interval(k, n))}};
  };
  ojson j;
  j["tied_places"] = p.boundaries;
  j["per_tournament"] = per(p.boundaries);
  j["unresolved"] = p.unresolved;
  j["unresolved_per_tournament"] = per(p.unresolved);
  j["unresolved_share"] = ratio_json(p.unresolved, p.boundaries);
  std::uint64_t decided = 0, correct = 0;
  ojson criteria = ojson::array();
  for (size_t k = 0; k < s.criteria.size(); ++k) {
    const CriterionTally& c = p.criteria.at(k);
    decided += c.decided;
    correct += c.correct;
    criteria.push_back({{"name", s.criteria[k]},
                        {"decided", c.decided},
                        {"per_tournament", per(c.decided)},
                        {"share_of_tied_places", ratio_json(c.decided, p.boundaries)},
                        {"correct", c.correct},
                        {"accuracy", ratio_json(c.correct, c.decided)},
                        {"ci95", interval_json(wilson_interval(c.correct, c.decided))}});
  }
  j["accuracy"] = {{"correct", correct},
                   {"decided", decided},
                   {"share", ratio_json(correct, decided)},
                   {"ci95", interval_json(wilson_interval(correct, decided))}};
  j["criteria"] = criteria;
  // Tied after the list proper: still shared at the end, or decided by the T-12 play-off.
  const size_t playoff = playoff_index(s.criteria);
  const std::uint64_t after =
      p.unresolved + (playoff < s.criteria.size() ? p.criteria.at(playoff).decided : 0);
  j["tied_after_list"] = after;
  j["tied_after_list_per_tournament"] = per(after);
  j["playoff_entrants"] = {{"count", p.playoff_entrants},
                           {"of", p.entrants},
                           {"share", ratio_json(p.playoff_entrants, p.entrants)}};
  j["playoff_tournaments"] = proportion(p.playoff_events, s.count);
  return j;
}

nlohmann::ordered_json make_comparison_json(const ComparisonSummary& c) {
  ojson j;
  j["baseline"] = c.variants.empty() ? ojson(nullptr) : ojson(variant_label(c, 0));
  ojson variants = ojson::array();
  for (size_t k = 0; k < c.variants.size(); ++k) {
    const FairnessSummary& s = c.variants[k];
    // The variant's report flattened, its tiebreak section renamed: "tiebreaks" is the list.
    const ojson r = make_fairness_report(s);
    variants.push_back({{"name", variant_label(c, k)},
                        {"tiebreaks", s.tiebreak_list},
                        {"stopped", k < c.stopped.size() ? c.stopped[k] : 0},  // no legal pairing
                        {"ranking", r["ranking"]},
                        {"rank_vs_strength", r["rank_vs_strength"]},
                        {"tiebreaks_analysis", r["tiebreaks"]},
                        {"colour_luck", r["colour_luck"]}});
  }
  j["variants"] = variants;
  // One family: every difference with a p, all variants and metrics (Holm).
  std::vector<std::optional<PairedTest>> tests;
  std::vector<double> family;
  for (const PairedComparison& p : c.differences)
    for (size_t m = 0; m < kFairnessMetrics; ++m) {
      tests.push_back(paired_test(p.differences[m]));
      if (tests.back() && tests.back()->p) family.push_back(*tests.back()->p);
    }
  const std::vector<double> holm = holm_adjust(family);
  size_t next_p = 0, t = 0;
  ojson diffs = ojson::array();
  for (const PairedComparison& p : c.differences)
    for (size_t m = 0; m < kFairnessMetrics; ++m) {
      const auto& test = tests[t++];
      const auto metric = static_cast<FairnessMetric>(m);
      const double mid = minimal_important_difference(metric);
      std::optional<double> p_holm;
      if (test && test->p) p_holm = holm.at(next_p++);
      const bool exceeds = test && std::fabs(test->mean_diff) >= mid - 1e-12;
      diffs.push_back(
          {{"metric", std::string(metric_name(metric))},
           {"baseline", p.baseline},
           {"variant", p.variant},
           {"mean_diff", test ? ojson(test->mean_diff) : ojson(nullptr)},
           {"ci95", test ? interval_json(clipped(test->ci95, difference_range(metric))) : ojson(nullptr)},
           {"p", test ? optional_json(test->p) : ojson(nullptr)},
           {"p_holm", optional_json(p_holm)},
           {"mid", mid},
           {"exceeds_mid", exceeds},
           {"significant", p_holm && *p_holm < 0.05 && exceeds}});
    }
  j["differences"] = diffs;
  return j;
}

}  // namespace xq
