// The fairness report (REP): interval methods against known values, the paired test, OLS on a
// tiny data set solved by hand, and the exact JSON shape the writers read.
#include "reports/fairness_report.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

std::vector<std::string> keys(const nlohmann::ordered_json& o) {
  std::vector<std::string> k;
  for (const auto& [key, v] : o.items()) k.push_back(key);
  return k;
}

Moments of(std::initializer_list<double> xs) {
  Moments m;
  for (double x : xs) m.add(std::llround(x * kFixedScale));
  return m;
}

TEST(FairnessStats, WilsonInterval) {
  // 8 of 10: p = 0.8, z = 1.96: centre (0.8 + 0.19207) / 1.38415 = 0.71674,
  // half 1.96 √(0.016 + 0.0096) / 1.38415 = 0.22658 → [0.49016, 0.94332] (Wilson 1927; Newcombe 1998).
  const auto w = wilson_interval(8, 10);
  ASSERT_TRUE(w);
  EXPECT_NEAR(w->lo, 0.490162, 1e-6);
  EXPECT_NEAR(w->hi, 0.943318, 1e-6);
  // 0 of 10: [0, z² / (n + z²)] = [0, 3.8415 / 13.8415] = [0, 0.27753].
  const auto zero = wilson_interval(0, 10);
  EXPECT_DOUBLE_EQ(zero->lo, 0);
  EXPECT_NEAR(zero->hi, 0.277533, 1e-6);
  const auto all = wilson_interval(10, 10);
  EXPECT_NEAR(all->lo, 1 - 0.277533, 1e-6);
  EXPECT_LE(all->hi, 1.0);
  EXPECT_FALSE(wilson_interval(0, 0));
  // The bound at 0 or 1 is that exactly, never a rounding's 5.55e-17 (0 of 3) in report.json.
  for (std::uint64_t n = 1; n <= 50; ++n) {
    EXPECT_EQ(wilson_interval(0, n)->lo, 0.0) << n;
    EXPECT_EQ(wilson_interval(n, n)->hi, 1.0) << n;
  }
}

TEST(FairnessStats, StudentT) {
  // Closed forms: 1 degree of freedom (Cauchy) ½ + atan(t)/π; 2: ½ + t / (2√(2 + t²)).
  for (double t : {-3.0, -0.5, 0.0, 0.7, 2.0, 10.0}) {
    EXPECT_NEAR(student_t_cdf(t, 1), 0.5 + std::atan(t) / M_PI, 1e-12) << t;
    EXPECT_NEAR(student_t_cdf(t, 2), 0.5 + t / (2 * std::sqrt(2 + t * t)), 1e-12) << t;
  }
  // Table values of t(0.975, ν).
  EXPECT_NEAR(student_t_quantile(0.975, 1), 12.706204736, 1e-8);
  EXPECT_NEAR(student_t_quantile(0.975, 2), 4.302652730, 1e-8);
  EXPECT_NEAR(student_t_quantile(0.975, 10), 2.228138852, 1e-8);
  EXPECT_NEAR(student_t_quantile(0.975, 1000), 1.962339, 1e-6);
  EXPECT_NEAR(student_t_quantile(0.975, 1e7), kZ95, 1e-6);
  EXPECT_NEAR(student_t_quantile(0.025, 10), -2.228138852, 1e-8);
}

TEST(FairnessStats, MeanSdAndInterval) {
  // 1, 2, 3, 4: mean 2.5, sd √(5/3) = 1.290994; t(0.975, 3) = 3.182446 → ± 3.182446 · 1.290994 / 2 =
  // ± 2.054260.
  const auto e = estimate_mean(of({1, 2, 3, 4}));
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->mean, 2.5);
  EXPECT_NEAR(*e->sd, 1.2909944, 1e-7);
  EXPECT_NEAR(e->ci95->lo, 2.5 - 2.0542603, 1e-6);
  EXPECT_NEAR(e->ci95->hi, 2.5 + 2.0542603, 1e-6);
  const auto one = estimate_mean(of({0.25}));
  EXPECT_DOUBLE_EQ(one->mean, 0.25);
  EXPECT_FALSE(one->sd);
  EXPECT_FALSE(estimate_mean(Moments{}));
}

TEST(FairnessStats, PairedTest) {
  // Differences 0.1, 0.2, 0.3: mean 0.2, sd 0.1, t = 0.2 / (0.1/√3) = 2√3, ν = 2:
  // p = 1 − t/√(2 + t²) = 1 − 3.4641/3.7417 = 0.074180; ci 0.2 ± 4.302653 · 0.057735.
  const auto t = paired_test(of({0.1, 0.2, 0.3}));
  ASSERT_TRUE(t);
  EXPECT_EQ(t->n, 3u);
  EXPECT_NEAR(t->mean_diff, 0.2, 1e-12);
  EXPECT_NEAR(*t->p, 1 - std::sqrt(12.0) / std::sqrt(14.0), 1e-9);
  EXPECT_FALSE(t->significant);
  EXPECT_NEAR(t->ci95->lo, 0.2 - 0.2484138, 1e-6);
  EXPECT_NEAR(t->ci95->hi, 0.2 + 0.2484138, 1e-6);

  // 20 differences of 0.1 and 0.3 alternating: mean 0.2, sd 0.10260, t = 8.72 → significant.
  Moments m;
  for (int i = 0; i < 20; ++i) m.add(i % 2 ? 300'000'000 : 100'000'000);
  EXPECT_TRUE(paired_test(m)->significant);
  EXPECT_LT(*paired_test(m)->p, 1e-6);

  EXPECT_DOUBLE_EQ(*paired_test(of({0, 0, 0}))->p, 1.0);  // identical lists: no difference
  EXPECT_FALSE(paired_test(of({0, 0, 0}))->significant);
  EXPECT_TRUE(paired_test(of({0.5, 0.5}))->significant);  // always the same non-zero difference
  EXPECT_FALSE(paired_test(of({0.5}))->p);                // one tournament: no test
  EXPECT_FALSE(paired_test(Moments{}));
}

// Holm's step-down adjustment (Holm 1979), by hand: sort the m p values, multiply the i-th
// smallest by m − i + 1, cap at 1, and carry the running maximum so the order is kept.
TEST(FairnessStats, HolmAdjustment) {
  // 0.01 × 3 = 0.03; 0.03 × 2 = 0.06; 0.04 × 1 = 0.04 → max(0.06, 0.04) = 0.06.
  const std::vector<double> a = holm_adjust({0.01, 0.04, 0.03});
  ASSERT_EQ(a.size(), 3u);
  EXPECT_NEAR(a[0], 0.03, 1e-15);
  EXPECT_NEAR(a[1], 0.06, 1e-15);
  EXPECT_NEAR(a[2], 0.06, 1e-15);

  // Four tests: 0.001 × 4 = 0.004; 0.013 × 3 = 0.039; 0.02 × 2 = 0.04; 0.6 × 1 = 0.6.
  const std::vector<double> b = holm_adjust({0.6, 0.02, 0.001, 0.013});
  EXPECT_NEAR(b[0], 0.6, 1e-15);
  EXPECT_NEAR(b[1], 0.04, 1e-15);
  EXPECT_NEAR(b[2], 0.004, 1e-15);
  EXPECT_NEAR(b[3], 0.039, 1e-15);

  // Capped at 1; a single test is unchanged; equal p values get equal adjusted values.
  const std::vector<double> c = holm_adjust({0.5, 0.7});
  EXPECT_DOUBLE_EQ(c[0], 1.0);
  EXPECT_DOUBLE_EQ(c[1], 1.0);
  EXPECT_DOUBLE_EQ(holm_adjust({0.033})[0], 0.033);
  const std::vector<double> d = holm_adjust({0.01, 0.01});
  EXPECT_DOUBLE_EQ(d[0], 0.02);
  EXPECT_DOUBLE_EQ(d[1], 0.02);
  EXPECT_TRUE(holm_adjust({}).empty());

  // The case: Spearman −0.0004 at p = 0.033, one of seven tests (the others 0.2 … 0.8),
  // is 7 × 0.033 = 0.231 after Holm: not significant.
  const std::vector<double> e = holm_adjust({0.5, 0.033, 0.2, 0.4, 0.6, 0.7, 0.8});
  EXPECT_NEAR(e[1], 0.231, 1e-12);
}

TEST(FairnessStats, MinimalImportantDifferences) {
  EXPECT_DOUBLE_EQ(minimal_important_difference(FairnessMetric::kendall_tau), 0.005);
  EXPECT_DOUBLE_EQ(minimal_important_difference(FairnessMetric::kendall_distance), 0.0025);
  EXPECT_DOUBLE_EQ(minimal_important_difference(FairnessMetric::tie_order_accuracy), 0.01);
  EXPECT_DOUBLE_EQ(minimal_important_difference(FairnessMetric::mean_abs_displacement), 0.05);
}

// "significant" in the comparison JSON needs both: p (Holm) < 0.05 and |difference| ≥ MID.
TEST(FairnessStats, ComparisonSignificantNeedsHolmAndSize) {
  ComparisonSummary c = make_comparison_summary({{"cn-14.3.1"}, {"wxc-swiss"}});
  // Kendall tau: 40 differences alternating 0.0010 and 0.0030 (mean 0.002, tiny p, below MID);
  // tie order: alternating 0.01 and 0.05 (mean 0.03, tiny p, above MID).
  for (int i = 0; i < 40; ++i) {
    c.differences[0].differences[0].add(i % 2 ? 3'000'000 : 1'000'000);
    c.differences[0].differences[6].add(i % 2 ? 50'000'000 : 10'000'000);
  }
  const nlohmann::ordered_json j = make_comparison_json(c);
  const auto& d = j.at("differences");
  ASSERT_EQ(d.size(), 7u);
  EXPECT_EQ(d[0].at("metric"), "kendall_tau");
  EXPECT_LT(d[0].at("p").get<double>(), 1e-6);
  EXPECT_LT(d[0].at("p_holm").get<double>(), 1e-5);
  EXPECT_FALSE(d[0].at("exceeds_mid").get<bool>());
  EXPECT_FALSE(d[0].at("significant").get<bool>());
  EXPECT_TRUE(d[6].at("exceeds_mid").get<bool>());
  EXPECT_TRUE(d[6].at("significant").get<bool>());
  EXPECT_DOUBLE_EQ(d[6].at("mid").get<double>(), 0.01);
  // Two tests have p: the family is 2, so p_holm = 2 × the smaller p (here both tiny).
  EXPECT_TRUE(d[1].at("p_holm").is_null());
}

TEST(FairnessStats, OlsOnATinyDataSet) {
  // (x1, x2, y): (1, −1, 2), (1, 1, 1), (3, −1, 6), (3, 1, 4). Centered x1 ±1 and x2 ±1 are
  // orthogonal: β1 = Σx1c·y / 4 = (−2 − 1 + 6 + 4) / 4 = 1.75, β2 = (−2 + 1 − 6 + 4) / 4 = −0.75,
  // β0 = ȳ − β1 x̄1 = 3.25 − 3.5 = −0.25. Fitted 2.25, 0.75, 5.75, 4.25 → residuals ±0.25,
  // RSS 0.25, σ² = 0.25 / (4 − 3); Var β2 = σ² / Σx2c² = 1/16 → se 0.25; t(0.975, 1) = 12.7062.
  OlsSums s;
  s.add(2, 1, -1);
  s.add(1, 1, 1);
  s.add(6, 3, -1);
  s.add(4, 3, 1);
  const auto fit = fit_ols(s);
  ASSERT_TRUE(fit);
  EXPECT_EQ(fit->observations, 4u);
  EXPECT_NEAR(fit->beta[0], -0.25, 1e-12);
  EXPECT_NEAR(fit->beta[1], 1.75, 1e-12);
  EXPECT_NEAR(fit->beta[2], -0.75, 1e-12);
  EXPECT_NEAR(fit->residual_variance, 0.25, 1e-12);
  EXPECT_NEAR(fit->se[0], 0.25, 1e-12);
  EXPECT_NEAR(fit->se[1], 0.25, 1e-12);
  EXPECT_NEAR(fit->ci95_x2.lo, -0.75 - 12.706204736 * 0.25, 1e-7);
  EXPECT_NEAR(fit->ci95_x2.hi, -0.75 + 12.706204736 * 0.25, 1e-7);

  OlsSums flat;  // x2 never varies: no colour effect can be estimated
  for (int i = 0; i < 5; ++i) flat.add(i, i, 0);
  EXPECT_FALSE(fit_ols(flat));
  OlsSums collinear;  // x2 = 2 x1
  for (int i = 0; i < 5; ++i) collinear.add(i * i, i, 2 * i);
  EXPECT_FALSE(fit_ols(collinear));
  OlsSums few;
  few.add(1, 1, 1);
  EXPECT_FALSE(fit_ols(few));
}

TEST(FairnessStats, CapacityTenMillionTournamentsOfAThousand) {
  // The largest per-tournament value: a mean displacement of 500 places (fixed 5·10^11), 10^7
  // times: Σx 5·10^18, Σx² 2.5·10^30, n Σx² 2.5·10^37 — inside 128 bits, sd exactly 0.
  const std::int64_t x = 500 * kFixedScale;
  Moments one;
  one.add(x);
  Moments m;
  for (int i = 0; i < 10'000'000; ++i) m.add(one);
  const auto e = estimate_mean(m);
  EXPECT_DOUBLE_EQ(e->mean, 500.0);
  EXPECT_DOUBLE_EQ(*e->sd, 0.0);

  // 10^10 colour-luck observations (10^7 tournaments × 1,000) of extreme values: the tiny data
  // set below, each observation repeated 2·10^9 times, has the same fit.
  OlsSums s;
  s.add(1000, 4000, -9);
  s.add(1, 2, 9);
  s.add(500, 1000, 3);
  s.add(999, 3000, 0);
  s.add(250, 2000, -4);
  const auto small = fit_ols(s);
  const Int128 k = 2'000'000'000;  // 5 observations × 2·10^9 = 10^10
  OlsSums big = s;
  big.n *= static_cast<std::uint64_t>(k);
  for (Int128* f : {&big.x1, &big.x2, &big.y, &big.x1x1, &big.x1x2, &big.x2x2, &big.x1y, &big.x2y, &big.yy})
    *f *= k;
  const auto large = fit_ols(big);
  ASSERT_TRUE(small && large);
  EXPECT_NEAR(large->beta[1], small->beta[1], 1e-9);
  EXPECT_NEAR(large->beta[2], small->beta[2], 1e-9);
  EXPECT_NEAR(large->beta[0], small->beta[0], 1e-6);
}

// test::four_player_cycle() (1 → 2 → 3 → 1, 4 draws everything), strengths 2100, 2000, 2200,
// 1900, list {wins, black_games}.
FairnessSummary cycle_summary() {
  const Record r = test::four_player_cycle();
  FairnessSummary s = make_fairness_summary({"wins", "black_games"});
  add_tournament(s, r, std::vector<double>{2100, 2000, 2200, 1900});
  return s;
}

TEST(FairnessReport, ExactShape) {
  const auto r = make_fairness_report(cycle_summary());
  EXPECT_EQ(keys(r), (std::vector<std::string>{"ranking", "rank_vs_strength", "tiebreaks", "colour_luck"}));
  EXPECT_EQ(keys(r["ranking"]),
            (std::vector<std::string>{"kendall_tau", "spearman_rho", "kendall_distance",
                                      "mean_abs_displacement", "top3_accuracy", "strongest_won"}));
  for (const char* m : {"kendall_tau", "spearman_rho", "kendall_distance", "mean_abs_displacement",
                        "top3_accuracy", "strongest_won"})
    EXPECT_EQ(keys(r["ranking"][m]), (std::vector<std::string>{"mean", "sd", "ci95"})) << m;
  EXPECT_EQ(keys(r["rank_vs_strength"][0]), (std::vector<std::string>{"strength_rank", "mean_final_rank"}));
  EXPECT_EQ(keys(r["tiebreaks"]),
            (std::vector<std::string>{"list", "tied_pairs", "unresolved", "unresolved_share",
                                      "tie_order_accuracy", "criteria"}));
  EXPECT_EQ(keys(r["tiebreaks"]["criteria"][0]),
            (std::vector<std::string>{"name", "decided", "share_of_ties", "correct", "accuracy", "ci95"}));
  EXPECT_EQ(keys(r["colour_luck"]), (std::vector<std::string>{"rank_per_red", "ci95", "observations"}));
}

TEST(FairnessReport, NumbersOfOneTournament) {
  const auto r = make_fairness_report(cycle_summary());
  EXPECT_NEAR(r["ranking"]["kendall_tau"]["mean"].get<double>(), 1 / std::sqrt(30.0), 1e-9);
  EXPECT_TRUE(r["ranking"]["kendall_tau"]["sd"].is_null());  // one tournament
  EXPECT_TRUE(r["ranking"]["kendall_tau"]["ci95"].is_null());
  EXPECT_EQ(r["ranking"]["strongest_won"]["mean"].get<double>(), 0.0);
  EXPECT_TRUE(r["ranking"]["strongest_won"]["sd"].is_null());
  EXPECT_NEAR(r["ranking"]["strongest_won"]["ci95"][1].get<double>(), 3.8415 / 4.8415,
              1e-4);  // Wilson, 0 of 1 — not the t interval, which has none (or [0, 0] when always 0)
  EXPECT_EQ(r["ranking"]["strongest_won"]["ci95"][0].get<double>(), 0.0);
  EXPECT_EQ(r["rank_vs_strength"].size(), 4u);
  EXPECT_EQ(r["rank_vs_strength"][0]["strength_rank"], 1);
  EXPECT_DOUBLE_EQ(r["rank_vs_strength"][0]["mean_final_rank"].get<double>(), 3.0);
  const auto& t = r["tiebreaks"];
  EXPECT_EQ(t["list"], nlohmann::ordered_json::array({"wins", "black_games"}));
  EXPECT_EQ(t["tied_pairs"], 6);
  EXPECT_EQ(t["unresolved"], 1);
  EXPECT_DOUBLE_EQ(t["unresolved_share"].get<double>(), 1.0 / 6);
  EXPECT_NEAR(t["tie_order_accuracy"]["mean"].get<double>(), 7.0 / 12, 1e-9);
  EXPECT_EQ(t["criteria"][0]["name"], "wins");
  EXPECT_EQ(t["criteria"][0]["decided"], 3);
  EXPECT_DOUBLE_EQ(t["criteria"][0]["share_of_ties"].get<double>(), 0.5);
  EXPECT_EQ(t["criteria"][0]["correct"], 3);
  EXPECT_DOUBLE_EQ(t["criteria"][0]["accuracy"].get<double>(), 1.0);
  EXPECT_EQ(t["criteria"][1]["decided"], 2);
  EXPECT_DOUBLE_EQ(t["criteria"][1]["accuracy"].get<double>(), 0.0);
  // Colour luck on (place, 2·strength rank, reds − blacks) = (1, 4, −1), (2, 6, −1), (3, 2, 1),
  // (4, 8, 1): centered sums ×4: C11 80, C12 0, C22 16, C1y 16, C2y 16 → β2 = 1, so one more red
  // in place of a black is 2 places worse here.
  EXPECT_NEAR(r["colour_luck"]["rank_per_red"].get<double>(), 2.0, 1e-12);
  EXPECT_EQ(r["colour_luck"]["observations"], 4);
}

// At small n the t interval of a bounded measure can pass its bounds: it is clipped to what the
// measure can be (a share 0..1, tau −1..1). The cycle under three strength orders: top-3 accuracy
// 2/3, 2/3, 1 (mean 7/9, sd 0.192, t(2) 4.303: [0.300, 1.256] → [0.300, 1]).
TEST(FairnessReport, IntervalsStayWithinWhatTheMeasureCanBe) {
  FairnessSummary s = make_fairness_summary({"wins", "black_games"});
  for (const std::vector<double>& strength :
       {std::vector<double>{1900, 2000, 2100, 2200}, std::vector<double>{2200, 2100, 2000, 1900},
        std::vector<double>{2000, 1900, 2200, 2100}})
    add_tournament(s, test::four_player_cycle(), strength);
  const auto r = make_fairness_report(s);
  const auto& top3 = r["ranking"]["top3_accuracy"];
  ASSERT_FALSE(top3["ci95"].is_null()) << top3.dump();
  EXPECT_NEAR(top3["mean"].get<double>(), 7.0 / 9, 1e-8);
  EXPECT_NEAR(top3["ci95"][0].get<double>(), 7.0 / 9 - 4.302653 * top3["sd"].get<double>() / std::sqrt(3.0),
              1e-5);
  EXPECT_EQ(top3["ci95"][1].get<double>(), 1.0) << top3.dump();  // 1.256 unclipped
  EXPECT_EQ(r["ranking"]["kendall_tau"]["ci95"], nlohmann::ordered_json::array({-1.0, 1.0}));
  for (const auto& [name, m] : r["ranking"].items())
    if (m.contains("ci95") && m["ci95"].is_array()) {
      EXPECT_GE(m["ci95"][0].get<double>(), name == "kendall_tau" || name == "spearman_rho" ? -1.0 : 0.0)
          << name;
      if (name != "mean_abs_displacement") {
        EXPECT_LE(m["ci95"][1].get<double>(), 1.0) << name;
      }
    }
}

// The same for a paired difference: two shares differ by −1..1, two taus by −2..2 — at n = 2 the
// t interval (t = 12.706) passes both (it was [−1.95, 2.28] for top-3 accuracy).
TEST(FairnessReport, DifferenceIntervalsStayWithinWhatTwoMeasuresCanDiffer) {
  ComparisonSummary c = make_comparison_summary({{"wins"}, {"black_games"}});
  PairedComparison& d = c.differences.at(0);
  for (const std::int64_t x : {kFixedScale * 9 / 10, -kFixedScale * 8 / 10}) {
    d.differences[static_cast<size_t>(FairnessMetric::top3_accuracy)].add(x);
    d.differences[static_cast<size_t>(FairnessMetric::kendall_tau)].add(2 * x);
    d.differences[static_cast<size_t>(FairnessMetric::mean_abs_displacement)].add(40 * x);
  }
  const auto j = make_comparison_json(c);
  const auto ci = [&](const char* metric) {
    for (const auto& diff : j["differences"])
      if (diff["metric"] == metric) return diff["ci95"];
    return nlohmann::ordered_json();
  };
  EXPECT_EQ(ci("top3_accuracy"), nlohmann::ordered_json::array({-1.0, 1.0}));
  EXPECT_EQ(ci("kendall_tau"), nlohmann::ordered_json::array({-2.0, 2.0}));
  EXPECT_LT(ci("mean_abs_displacement")[0].get<double>(), -100.0);  // no bound: unclipped
}

TEST(FairnessReport, EmptySummaryIsAllNull) {
  const auto r = make_fairness_report(make_fairness_summary({"cn-14.3.1"}));
  EXPECT_TRUE(r["ranking"]["kendall_tau"]["mean"].is_null());
  EXPECT_TRUE(r["ranking"]["strongest_won"]["mean"].is_null());
  EXPECT_TRUE(r["rank_vs_strength"].empty());
  EXPECT_EQ(r["tiebreaks"]["criteria"].size(), 5u);  // the list expanded
  EXPECT_TRUE(r["tiebreaks"]["criteria"][0]["accuracy"].is_null());
  EXPECT_TRUE(r["colour_luck"]["rank_per_red"].is_null());
}

TEST(FairnessReport, ComparisonShape) {
  ComparisonSummary c = make_comparison_summary({{"wins"}, {"wins", "black_games"}});
  const Record r = test::four_player_cycle();
  add_tournament(c, r, std::vector<double>{2100, 2000, 2200, 1900});
  add_tournament(c, r, std::vector<double>{2000, 2100, 2200, 1900});
  const auto j = make_comparison_json(c);
  EXPECT_EQ(keys(j), (std::vector<std::string>{"baseline", "variants", "differences"}));
  EXPECT_EQ(j["baseline"], "wins");
  EXPECT_EQ(keys(j["variants"][1]),
            (std::vector<std::string>{"name", "tiebreaks", "stopped", "ranking", "rank_vs_strength",
                                      "tiebreaks_analysis", "colour_luck"}));
  EXPECT_EQ(j["variants"][1]["stopped"], 0);
  EXPECT_EQ(j["variants"][1]["name"], "wins,black_games");
  ASSERT_EQ(j["differences"].size(), kFairnessMetrics);
  const auto& d = j["differences"][static_cast<size_t>(FairnessMetric::tie_order_accuracy)];
  EXPECT_EQ(keys(d), (std::vector<std::string>{"metric", "baseline", "variant", "mean_diff", "ci95", "p",
                                               "p_holm", "mid", "exceeds_mid", "significant"}));
  EXPECT_EQ(d["metric"], "tie_order_accuracy");
  EXPECT_EQ(d["baseline"], "wins");
  EXPECT_EQ(d["variant"], "wins,black_games");
  // Tournament 1: 7/12 − 9/12. Tournament 2 (1 and 2 swap strengths): black_games still puts 1
  // and 2 above 3 (wrong), baseline unchanged → the same −1/6 twice: sd 0, a sure difference.
  EXPECT_NEAR(d["mean_diff"].get<double>(), -1.0 / 6, 1e-9);
  EXPECT_DOUBLE_EQ(d["p"].get<double>(), 0.0);
  EXPECT_DOUBLE_EQ(d["p_holm"].get<double>(), 0.0);  // Holm: 0 × m stays 0
  EXPECT_TRUE(d["exceeds_mid"].get<bool>());         // 16.7 pp ≥ 1 pp
  EXPECT_TRUE(d["significant"].get<bool>());
  const auto& tau = j["differences"][0];
  EXPECT_EQ(tau["metric"], "kendall_tau");
  // Both tournaments: the baseline shares 1st among 1, 2, 3 and orders only their pairs with 4
  // (right): tau-b 3/√18; the variant's two wrong decisions give 1/√30. Rows in the same order
  // either way — the start numbers do not count for the list that decides nothing.
  EXPECT_NEAR(tau["mean_diff"].get<double>(), 0.182574186 - 0.707106781, 1e-9);
  EXPECT_TRUE(tau["significant"].get<bool>());
}

}  // namespace
}  // namespace xq
