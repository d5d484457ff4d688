// Ranking quality (REP): worked examples of tau-b, rho, distance, displacement, strongest won and
// top-3, each computed by hand in the comments, plus the fixed-point rounding they are added in.
#include "reports/rank_metrics.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"

namespace xq {
namespace {

// ---------------------------------------------------------------- fixed point

TEST(FixedPoint, RatioRoundsToNearestHalvesAwayFromZero) {
  EXPECT_EQ(fixed_ratio(1, 3), 333'333'333);
  EXPECT_EQ(fixed_ratio(2, 3), 666'666'667);
  EXPECT_EQ(fixed_ratio(-2, 3), -666'666'667);
  EXPECT_EQ(fixed_ratio(1, 2'000'000'000), 1);    // 0.5 → 1
  EXPECT_EQ(fixed_ratio(-1, 2'000'000'000), -1);  // −0.5 → −1
  EXPECT_EQ(fixed_ratio(7, 7), kFixedScale);
  EXPECT_EQ(fixed_ratio(0, 5), 0);
}

TEST(FixedPoint, RatioOverASquareRootIsRoundedExactly) {
  EXPECT_EQ(fixed_ratio_sqrt(1, 2, 2), 500'000'000);    // 1 / 2
  EXPECT_EQ(fixed_ratio_sqrt(1, 1, 2), 707'106'781);    // 1 / √2 = 0.70710678118…
  EXPECT_EQ(fixed_ratio_sqrt(-1, 1, 3), -577'350'269);  // −1 / √3 = −0.57735026919…
  EXPECT_EQ(fixed_ratio_sqrt(6, 10, 8), 670'820'393);   // 6 / √80 = 0.67082039325…
  EXPECT_EQ(fixed_ratio_sqrt(5, 5, 5), kFixedScale);
  // The largest field: n³ − n for n = 2000 on both sides.
  const std::int64_t c = 2000LL * 2000 * 2000 - 2000;
  EXPECT_EQ(fixed_ratio_sqrt(c, c, c), kFixedScale);
  EXPECT_EQ(fixed_ratio_sqrt(-c / 2, c, c), -kFixedScale / 2);
}

TEST(FixedPoint, RatioOverASquareRootStaysExactBeyond128Bits) {
  // a · b ≈ 10^36 and (10^9 · num)² ≈ 10^54: the products are compared in 256 bits.
  const std::int64_t c = 1'000'000LL * 1'000'000 * 1'000'000 - 1'000'000;  // n³ − n, n = 10^6
  EXPECT_EQ(fixed_ratio_sqrt(c, c, c), kFixedScale);
  EXPECT_EQ(fixed_ratio_sqrt(-c / 2, c, c), -kFixedScale / 2);
  // 10^9 · 10^17 / √(2·10^36) = 70710678.1186…
  EXPECT_EQ(fixed_ratio_sqrt(100'000'000'000'000'000, 1'000'000'000'000'000'000, 2'000'000'000'000'000'000),
            70'710'678);
  // 10^9 · 123456789012345 / √(999999999999999999 · 999999999999000001) = 123456.7890124…
  EXPECT_EQ(fixed_ratio_sqrt(123'456'789'012'345, 999'999'999'999'999'999, 999'999'999'999'000'001), 123'457);
}

// ---------------------------------------------------------------- worked examples

struct Example {
  const char* name;
  std::vector<double> strength_by_place;
  std::int64_t concordant, discordant, ties;
  std::optional<double> tau, rho, distance, displacement;
  bool strongest_won;
  std::int64_t top_hits, top_k;
};

void PrintTo(const Example& e, std::ostream* os) { *os << e.name; }

class RankMetricsExample : public testing::TestWithParam<Example> {};

TEST_P(RankMetricsExample, MatchesTheHandComputation) {
  const Example& e = GetParam();
  const RankMetrics m = rank_metrics(e.strength_by_place);
  EXPECT_EQ(m.concordant, e.concordant);
  EXPECT_EQ(m.discordant, e.discordant);
  EXPECT_EQ(m.strength_ties, e.ties);
  const auto near = [](const std::optional<double>& got, const std::optional<double>& want,
                       const char* what) {
    ASSERT_EQ(got.has_value(), want.has_value()) << what;
    if (want) {
      EXPECT_NEAR(*got, *want, 1e-12) << what;
    }
  };
  near(m.kendall_tau(), e.tau, "tau");
  near(m.spearman_rho(), e.rho, "rho");
  near(m.kendall_distance(), e.distance, "distance");
  near(m.mean_abs_displacement(), e.displacement, "displacement");
  EXPECT_EQ(m.strongest_won, e.strongest_won);
  EXPECT_EQ(m.top_hits, e.top_hits);
  EXPECT_EQ(m.top_k, e.top_k);
  // The fixed-point values are the same numbers rounded to 10^-9.
  const auto fixed_near = [](const std::optional<std::int64_t>& f, const std::optional<double>& x) {
    ASSERT_EQ(f.has_value(), x.has_value());
    if (x) {
      EXPECT_LE(std::fabs(static_cast<double>(*f) - *x * kFixedScale), 0.5 + 1e-6);
    }
  };
  fixed_near(m.kendall_tau_fixed(), e.tau);
  fixed_near(m.spearman_rho_fixed(), e.rho);
  fixed_near(m.kendall_distance_fixed(), e.distance);
  fixed_near(m.mean_abs_displacement_fixed(), e.displacement);
}

INSTANTIATE_TEST_SUITE_P(
    HandComputed, RankMetricsExample,
    testing::Values(
        // Places 1..4 hold strengths 2000, 1800, 1900, 1700 → strength ranks 1, 3, 2, 4.
        // Pairs (place i above j): 1-2 C, 1-3 C, 1-4 C, 2-3 D (1800 < 1900), 2-4 C, 3-4 C.
        // tau = (5 − 1) / 6 = 2/3; distance = 1/6.
        // d = place − rank = 0, −1, +1, 0: Σd² = 2 → rho = 1 − 6·2 / (4·15) = 0.8; Σ|d| = 2 → 0.5.
        // Strongest (2000) is 1st; top 3 {2000, 1800, 1900} = true top 3.
        Example{"one_swap", {2000, 1800, 1900, 1700}, 5, 1, 0, 2.0 / 3, 0.8, 1.0 / 6, 0.5, true, 3, 3},
        // Reversed: every pair discordant: tau = −1, rho = −1, distance = 1;
        // d = 1 − 3, 2 − 2, 3 − 1 → Σ|d| = 4 → 4/3; top 3 of 3 entrants is everybody.
        Example{"reversed", {1700, 1800, 1900}, 0, 3, 0, -1.0, -1.0, 1.0, 4.0 / 3, false, 3, 3},
        // Strength ties: 2000, 2000, 1900, 1800, 1900 (n = 5, 10 pairs).
        // 1-2 tie, 1-3 C, 1-4 C, 1-5 C, 2-3 C, 2-4 C, 2-5 C, 3-4 C, 3-5 tie, 4-5 D (1800 < 1900):
        // C = 7, D = 1, T = 2 → tau-b = 6 / √(10 · 8) = 0.67082…; distance = 1/10.
        // Mid-ranks 1.5, 1.5, 3.5, 5, 3.5; d = −0.5, 0.5, −0.5, −1, 1.5 → Σ|d| = 4 → 0.8.
        // rho (Pearson on mid-ranks): Σxy = 52.5, n(n+1)²/4 = 45 → Sxy = 7.5; Sxx = 10;
        // Syy = (120 − 6 − 6) / 12 = 9 → rho = 7.5 / √90 = 0.790569…
        // Top 3: 3rd strength 1900; 2 stronger (both 2000s, placed 1, 2) + one 1900 (place 3) → 3.
        Example{"strength_ties",
                {2000, 2000, 1900, 1800, 1900},
                7,
                1,
                2,
                6 / std::sqrt(80.0),
                7.5 / std::sqrt(90.0),
                0.1,
                0.8,
                true,
                3,
                3},
        // Top 3 with a tie across 3rd place: true top 3 is 2000 and two of the three 1900s. The
        // final top 3 is the three 1900s: at best two of them are in the true top 3 → 2/3.
        // C: 1-4, 2-4, 3-4 are D (1900 < 2000); 1-2, 1-3, 2-3 ties → C = 0, D = 3, T = 3;
        // tau-b = −3 / √(6 · 3) = −0.70711; distance 3/6.
        // Mid-ranks 3, 3, 3, 1: d = −2, −1, 0, 3 → Σ|d| = 6 → 1.5.
        // rho: 12Σxy − 3n(n+1)² = 12·(3 + 6 + 9 + 4) − 300 = −36; √((60)(60 − 24)) = √2160 → −0.774597.
        Example{"top3_tie_boundary",
                {1900, 1900, 1900, 2000},
                0,
                3,
                3,
                -3 / std::sqrt(18.0),
                -36 / std::sqrt(2160.0),
                0.5,
                1.5,
                false,
                2,
                3},
        // One entrant: no pair — tau, rho and the distance are undefined; nothing displaced.
        Example{"single", {1500}, 0, 0, 0, std::nullopt, std::nullopt, std::nullopt, 0.0, true, 1, 1},
        // Everybody equal: no order to compare with (tau, rho none); nobody discordant.
        // Mid-rank 2 each: d = −1, 0, 1 → 2/3.
        Example{
            "all_equal", {1800, 1800, 1800}, 0, 0, 3, std::nullopt, std::nullopt, 0.0, 2.0 / 3, true, 3, 3}),
    [](const testing::TestParamInfo<Example>& info) { return std::string(info.param.name); });

TEST(RankMetrics, IntegerNumeratorsOfTheFirstExample) {
  const RankMetrics m = rank_metrics(std::vector<double>{2000, 1800, 1900, 1700});
  EXPECT_EQ(m.n, 4);
  EXPECT_EQ(m.pairs, 6);
  EXPECT_EQ(m.rho_numerator, 60 - 6 * 2);        // n³ − n − 6Σd²
  EXPECT_EQ(m.abs_displacement_halves, 2 * 2);   // Σ|d| = 2
  EXPECT_EQ(m.sq_displacement_quarters, 4 * 2);  // Σd² = 2
  EXPECT_EQ(m.strength_tie_cubes, 0);
  EXPECT_EQ(m.kendall_tau_fixed(), 666'666'667);
  EXPECT_EQ(m.spearman_rho_fixed(), 800'000'000);
  EXPECT_EQ(m.kendall_distance_fixed(), 166'666'667);
  EXPECT_EQ(m.mean_abs_displacement_fixed(), 500'000'000);
  EXPECT_EQ(m.top3_accuracy_fixed(), kFixedScale);
}

TEST(RankMetrics, TopThreeWhenTheStrongestFinishesFourth) {
  // 1900, 1800, 1700, 2000: final top 3 holds the 2nd, 3rd and 4th strongest → 2 of the true 3.
  const RankMetrics m = rank_metrics(std::vector<double>{1900, 1800, 1700, 2000});
  EXPECT_EQ(m.top_hits, 2);
  EXPECT_FALSE(m.strongest_won);
  EXPECT_EQ(m.top3_accuracy_fixed(), 666'666'667);
}

// A shared place (T-12: no list told its entrants apart) is a tie, never the order its rows keep.
// Strengths 4, 3, 2, 1 in the true order, the first three sharing 1st (ranks 1, 1, 1, 4):
//   pairs: the 3 inside the shared place are place ties (U), the 3 with the 4th concordant →
//   tau-b 3 / √((6 − 3) · 6); distance (0 + ½ · 3) / 6; mid-rank places 2, 2, 2, 4 against 1, 2, 3,
//   4: 12 · 28 − 3 · 4 · 25 = 36, rho 36 / √((60 − 24) · 60); expected |d| at each of places 1–3
//   alike: 1, ⅔, 1 and 0 → mean ⅔ (at the mid-rank it would read ½); the strongest holds 1st by a
//   lot among three: ⅓; the top 3 are the top 3 whatever the order: 1.
TEST(RankMetrics, ASharedPlaceIsATieNotTheOrderItsRowsKeep) {
  const RankMetrics m = rank_metrics(std::vector<double>{4, 3, 2, 1}, std::vector<int>{1, 1, 1, 4});
  EXPECT_EQ(m.concordant, 3);
  EXPECT_EQ(m.discordant, 0);
  EXPECT_EQ(m.place_ties, 3);
  EXPECT_EQ(m.place_tie_cubes, 24);
  EXPECT_EQ(m.kendall_tau_fixed(), 707'106'781);
  EXPECT_EQ(m.kendall_distance_fixed(), 250'000'000);
  EXPECT_EQ(m.rho_numerator, 36);
  EXPECT_EQ(m.spearman_rho_fixed(), 774'596'669);
  EXPECT_EQ(m.mean_abs_displacement_fixed(), 666'666'667);
  EXPECT_EQ(m.strongest_won_fixed(), 333'333'333);
  EXPECT_EQ(m.top3_accuracy_fixed(), kFixedScale);
  // The same rows in the reverse order of strength give the same figures: the rows' order inside
  // a shared place counts for nothing.
  const RankMetrics reversed = rank_metrics(std::vector<double>{2, 3, 4, 1}, std::vector<int>{1, 1, 1, 4});
  EXPECT_EQ(reversed.kendall_tau_fixed(), m.kendall_tau_fixed());
  EXPECT_EQ(reversed.spearman_rho_fixed(), m.spearman_rho_fixed());
  EXPECT_EQ(reversed.kendall_distance_fixed(), m.kendall_distance_fixed());
  EXPECT_EQ(reversed.mean_abs_displacement_fixed(), m.mean_abs_displacement_fixed());
  EXPECT_EQ(reversed.strongest_won_fixed(), m.strongest_won_fixed());
  // Everybody sharing one place: no order to compare (tau, rho none), every pair a coin toss.
  const RankMetrics all = rank_metrics(std::vector<double>{4, 3, 2, 1}, std::vector<int>{1, 1, 1, 1});
  EXPECT_EQ(all.kendall_tau_fixed(), std::nullopt);
  EXPECT_EQ(all.spearman_rho_fixed(), std::nullopt);
  EXPECT_EQ(all.kendall_distance_fixed(), 500'000'000);
  EXPECT_EQ(all.strongest_won_fixed(), 250'000'000);
  // Without shared places the figures are the strict order's.
  const std::vector<double> s = {1900, 1800, 1700, 2000};
  EXPECT_EQ(rank_metrics(s, std::vector<int>{1, 2, 3, 4}), rank_metrics(s));
}

// A shared place across the 3rd: strengths 5, 4 at places 1, 2, then 3, 2, 1 sharing 3rd. One of
// the three fills the top 3 by lot: the true 3rd (strength 3) with chance ⅓ → hits 3, else 2:
// expected 7/3 of 3.
TEST(RankMetrics, TopThreeAcrossASharedPlaceIsTheExpectedHits) {
  const RankMetrics m = rank_metrics(std::vector<double>{5, 4, 3, 2, 1}, std::vector<int>{1, 2, 3, 3, 3});
  EXPECT_EQ(m.top_hits_num, 7);
  EXPECT_EQ(m.top_hits_den, 3);
  EXPECT_EQ(m.top3_accuracy_fixed(), 777'777'778);
  EXPECT_EQ(m.strongest_won_fixed(), kFixedScale);
}

// The expected-value measures against brute force: over every order of every shared place (each
// alike), the mean of the strict order's Kendall distance, displacement, top-3 and strongest-won
// equals what the shared reading gives (up to the 10^-9 rounding). Small random fields with equal
// strengths and random shared places.
TEST(RankMetrics, ASharedPlaceReadsAsTheMeanOverItsOrders) {
  Rng rng(2026);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + rng.index(6);
    std::vector<double> s(static_cast<size_t>(n));
    for (double& x : s) x = 1 + rng.index(4);  // many equal strengths
    std::vector<int> shared(static_cast<size_t>(n));
    for (int p = 0; p < n; ++p)
      shared[static_cast<size_t>(p)] = p > 0 && rng.coin() ? shared[static_cast<size_t>(p - 1)] : p + 1;
    SCOPED_TRACE(trial);
    // Every order: permute each block independently (odometer over the blocks' permutations).
    std::vector<std::pair<size_t, size_t>> blocks;
    for (size_t b = 0; b < s.size();) {
      size_t e = b + 1;
      while (e < s.size() && shared[e] == shared[b]) ++e;
      blocks.emplace_back(b, e);
      b = e;
    }
    std::vector<double> order = s;
    for (auto [b, e] : blocks)
      std::sort(order.begin() + static_cast<long>(b), order.begin() + static_cast<long>(e));
    double distance = 0, displacement = 0, top3 = 0, won = 0;
    long orders = 0;
    for (;;) {
      const RankMetrics strict = rank_metrics(order);
      distance += *strict.kendall_distance();
      displacement += *strict.mean_abs_displacement();
      top3 += *strict.top3_accuracy();
      won += *strict.strongest_won_fixed() / 1e9;
      ++orders;
      size_t k = 0;  // the next order: advance the first block that has one, resetting those before
      for (; k < blocks.size(); ++k) {
        auto [b, e] = blocks[k];
        if (std::next_permutation(order.begin() + static_cast<long>(b), order.begin() + static_cast<long>(e)))
          break;
      }
      if (k == blocks.size()) break;
    }
    const RankMetrics m = rank_metrics(s, shared);
    EXPECT_NEAR(*m.kendall_distance(), distance / static_cast<double>(orders), 1e-9);
    EXPECT_NEAR(*m.mean_abs_displacement(), displacement / static_cast<double>(orders), 2e-9);
    EXPECT_NEAR(*m.top3_accuracy(), top3 / static_cast<double>(orders), 1e-9);
    EXPECT_NEAR(*m.strongest_won_fixed() / 1e9, won / static_cast<double>(orders), 1e-9);
  }
}

TEST(RankMetrics, DoubledPlacesOfSharedPlaces) {
  // Ranks 1, 2, 2, 2, 5: place 2 shared by three → 3 each, doubled 6; no marks: 2, 4, 6.
  EXPECT_EQ(doubled_places(std::vector<int>{1, 2, 2, 2, 5}, 5), (std::vector<std::int64_t>{2, 6, 6, 6, 10}));
  EXPECT_EQ(doubled_places({}, 3), (std::vector<std::int64_t>{2, 4, 6}));
}

TEST(RankMetrics, DoubledMidRanks) {
  // 1900 → 1; 1800 ×3 → ranks 2..4, mid 3 → 6; 1700 → 5 → 10.
  EXPECT_EQ(doubled_strength_ranks(std::vector<double>{1800, 1900, 1800, 1700, 1800}),
            (std::vector<std::int64_t>{6, 2, 6, 10, 6}));
}

TEST(RankMetrics, LargeFieldWithoutTiesAgreesWithTheClassicFormulas) {
  // A shuffled field of 1000: tau = 1 − 2D / pairs and rho = 1 − 6Σd² / (n³ − n) exactly.
  const int n = 1000;
  std::vector<double> s(n);
  std::iota(s.begin(), s.end(), 1000.0);
  Rng rng(7);
  rng.shuffle(s);
  const RankMetrics m = rank_metrics(s);
  EXPECT_EQ(m.concordant + m.discordant, m.pairs);
  EXPECT_EQ(m.strength_tie_cubes, 0);
  EXPECT_EQ(m.kendall_tau_fixed(), fixed_ratio(m.pairs - 2 * m.discordant, m.pairs));
  EXPECT_EQ(m.rho_numerator, n * n * n - n - 6 * (m.sq_displacement_quarters / 4));
  EXPECT_EQ(m.spearman_rho_fixed(), fixed_ratio(m.rho_numerator, std::int64_t{n} * n * n - n));
  EXPECT_NEAR(*m.kendall_distance(), (1 - *m.kendall_tau()) / 2, 1e-12);
}

TEST(RankMetrics, PairCountsEqualTheCountOfEveryPair) {
  // Merge-sort counting against the definition, on fields with many equal strengths.
  Rng rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    const auto n = static_cast<size_t>(rng.uniform(60));
    std::vector<double> s(n);
    for (double& x : s) x = 1800 + 10 * static_cast<double>(rng.uniform(trial % 2 == 0 ? 5 : 1000));
    std::int64_t c = 0, d = 0, t = 0;
    for (size_t i = 0; i < n; ++i)
      for (size_t j = i + 1; j < n; ++j) (s[i] > s[j] ? c : s[i] < s[j] ? d : t) += 1;
    const RankMetrics m = rank_metrics(s);
    ASSERT_EQ(m.concordant, c) << "trial " << trial;
    ASSERT_EQ(m.discordant, d) << "trial " << trial;
    ASSERT_EQ(m.strength_ties, t) << "trial " << trial;
  }
}

TEST(RankMetrics, AFieldOfTenThousandReversedIsMinusOneExactly) {
  // Placed weakest first: every pair discordant, d_i = n + 1 − 2i; tau = rho = −1, distance 1.
  const std::int64_t n = 10'000;
  std::vector<double> s(static_cast<size_t>(n));
  std::iota(s.begin(), s.end(), 1000.0);  // place 1 the weakest
  const RankMetrics m = rank_metrics(s);
  EXPECT_EQ(m.discordant, n * (n - 1) / 2);
  EXPECT_EQ(m.concordant, 0);
  EXPECT_EQ(m.kendall_tau_fixed(), -kFixedScale);
  EXPECT_EQ(m.spearman_rho_fixed(), -kFixedScale);
  EXPECT_EQ(m.kendall_distance_fixed(), kFixedScale);
  EXPECT_EQ(m.rho_numerator, -(n * n * n - n));
  // Σ|d| = Σ |n + 1 − 2i| = n² / 2 for even n, in half-ranks ×2.
  EXPECT_EQ(m.abs_displacement_halves, n * n);
}

TEST(RankMetrics, TooLargeAFieldIsAnInputError) {
  EXPECT_THROW(rank_metrics(std::vector<double>(kMaxRankedEntrants + 1, 1.0)), InputError);
}

}  // namespace
}  // namespace xq
