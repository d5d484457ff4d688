// SIM-2: the result model's formulas, and sampled rates against the model within a tolerance
// derived from the binomial standard error.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sim/result_model.hpp"
#include "sim/sampling.hpp"

namespace xq::sim {
namespace {

// Tolerance in standard errors. Each check fails by chance with probability 2·Φ(−4.5) ≈ 7e-6,
// so the ~40 checks below together with < 3e-4; the seeds are fixed, so a run is repeatable.
constexpr double kZ = 4.5;

// |observed − p| must stay within kZ binomial standard errors of n trials.
void expect_rate(std::uint64_t count, std::uint64_t n, double p, const char* what) {
  const double observed = static_cast<double>(count) / static_cast<double>(n);
  const double se = std::sqrt(p * (1 - p) / static_cast<double>(n));
  EXPECT_LE(std::abs(observed - p), kZ * se + 1e-12)
      << what << ": observed " << observed << ", model " << p << ", se " << se;
}

TEST(ResultModel, ExpectedScoreIsTheEloCurve) {
  EXPECT_DOUBLE_EQ(expected_score(0), 0.5);
  EXPECT_NEAR(expected_score(400), 10.0 / 11.0, 1e-12);
  EXPECT_NEAR(expected_score(-200) + expected_score(200), 1.0, 1e-12);
}

TEST(ResultModel, DefaultRedAdvantageGivesTheObservedRedScore) {
  // ../shared/data/ccpd_result_stats.csv: red scores 0.554 over 32,668 master games.
  const GameModel m = ResultModel{}[TimeControl::standard];
  EXPECT_EQ(m.red_advantage, 38);
  EXPECT_NEAR(expected_score(m.red_advantage), 0.554, 0.001);
}

TEST(ResultModel, ProbabilitiesKeepTheExpectedScoreAndSumToOne) {
  const ResultModel model;
  for (TimeControl tc :
       {TimeControl::standard, TimeControl::rapid, TimeControl::super_rapid, TimeControl::armageddon})
    for (double red = 1200; red <= 2800; red += 100)
      for (double black = 1200; black <= 2800; black += 100) {
        const GameModel& m = model[tc];
        const OutcomeProbabilities p = outcome_probabilities(m, red, black);
        EXPECT_NEAR(p.red_win + p.draw + p.black_win, 1.0, 1e-12);
        EXPECT_GE(p.red_win, 0);
        EXPECT_GE(p.black_win, 0);
        EXPECT_NEAR(p.red_win + p.draw / 2, expected_score(red + m.red_advantage - black), 1e-12);
      }
}

TEST(ResultModel, DrawRateFallsWithTheGap) {
  GameModel m;
  m.red_advantage = 0;
  double last = 1;
  for (double gap = 0; gap <= 1000; gap += 50) {
    const double d = outcome_probabilities(m, 2000 + gap, 2000).draw;
    EXPECT_LE(d, last) << gap;
    last = d;
  }
  EXPECT_DOUBLE_EQ(outcome_probabilities(m, 2000, 2000).draw, m.draw_rate);
  EXPECT_NEAR(outcome_probabilities(m, 2000 + m.draw_width, 2000).draw, m.draw_rate / std::exp(1.0), 1e-12);
  // Symmetric in the gap (around red + advantage = black).
  EXPECT_NEAR(outcome_probabilities(m, 2300, 2000).draw, outcome_probabilities(m, 2000, 2300).draw, 1e-12);
}

TEST(ResultModel, DrawIsCappedSoNoDecisiveProbabilityGoesNegative) {
  GameModel m;
  m.red_advantage = 0;
  m.draw_rate = 1.0;
  m.draw_width = 5000;  // almost flat: the cap 2·min(E, 1 − E) binds
  const OutcomeProbabilities p = outcome_probabilities(m, 2600, 2000);
  EXPECT_NEAR(p.black_win, 0, 1e-12);
  EXPECT_NEAR(p.red_win + p.draw / 2, expected_score(600), 1e-12);
}

TEST(ResultModel, UniformsMapToOutcomesInOrder) {
  GameModel m;
  m.forfeit = 0.1;
  m.double_forfeit = 0.05;
  const OutcomeProbabilities p{0.5, 0.3, 0.2};
  EXPECT_EQ(result_from_uniforms(m, p, 0.0, 0.04), Result::red_forfeit);
  EXPECT_EQ(result_from_uniforms(m, p, 0.0, 0.06), Result::black_forfeit);
  EXPECT_EQ(result_from_uniforms(m, p, 0.0, 0.12), Result::double_forfeit);
  EXPECT_EQ(result_from_uniforms(m, p, 0.49, 0.5), Result::red_win);
  EXPECT_EQ(result_from_uniforms(m, p, 0.5, 0.5), Result::draw);
  EXPECT_EQ(result_from_uniforms(m, p, 0.79, 0.5), Result::draw);
  EXPECT_EQ(result_from_uniforms(m, p, 0.8, 0.5), Result::black_win);
}

TEST(ResultModel, EveryGameConsumesFourUniforms) {
  GameModel a, b;
  b.draw_rate = 0.1;
  b.forfeit = 0.5;
  Rng r1(7, 3), r2(7, 3);
  (void)sample_game(a, 2000, 2100, r1);
  (void)sample_game(b, 2500, 1500, r2);
  EXPECT_EQ(r1.next(), r2.next());
}

struct Tally {
  std::uint64_t n = 0, red = 0, draw = 0, black = 0, red_ff = 0, black_ff = 0, double_ff = 0, fouls = 0,
                played = 0;
  void add(const SampledGame& g) {
    ++n;
    switch (g.result) {
      case Result::red_win: ++red; break;
      case Result::draw: ++draw; break;
      case Result::black_win: ++black; break;
      case Result::red_forfeit: ++red_ff; break;
      case Result::black_forfeit: ++black_ff; break;
      case Result::double_forfeit: ++double_ff; break;
      default: break;
    }
    if (is_played(g.result)) played += 2;
    fouls += static_cast<std::uint64_t>(g.red_fouls + g.black_fouls);
  }
};

class SampledRates : public ::testing::TestWithParam<double> {};

// 200,000 games at one rating difference: each outcome's rate within kZ standard errors.
TEST_P(SampledRates, MatchTheModel) {
  const double gap = GetParam();
  GameModel m;  // the standard defaults, with forfeits and fouls frequent enough to measure
  m.forfeit = 0.02;
  m.double_forfeit = 0.005;
  m.foul_rate = 0.03;
  constexpr std::uint64_t kGames = 200'000;
  Rng rng(20260101, static_cast<std::uint64_t>(gap + 10'000));
  Tally t;
  for (std::uint64_t i = 0; i < kGames; ++i) t.add(sample_game(m, 2000 + gap, 2000, rng));
  const OutcomeProbabilities p = outcome_probabilities(m, 2000 + gap, 2000);
  const double play = 1 - m.forfeit - m.double_forfeit;
  expect_rate(t.red, kGames, play * p.red_win, "red wins");
  expect_rate(t.draw, kGames, play * p.draw, "draws");
  expect_rate(t.black, kGames, play * p.black_win, "black wins");
  expect_rate(t.red_ff, kGames, m.forfeit / 2, "red forfeits");
  expect_rate(t.black_ff, kGames, m.forfeit / 2, "black forfeits");
  expect_rate(t.double_ff, kGames, m.double_forfeit, "double forfeits");
  expect_rate(t.fouls, t.played, m.foul_rate, "fouls per player per played game");
}

INSTANTIATE_TEST_SUITE_P(Gaps, SampledRates, ::testing::Values(0.0, -38.0, 150.0, -300.0, 600.0));

// A field of mixed games (ratings drawn from a normal field): the observed counts against the
// sum of the model's probabilities, with the variance of a sum of unequal Bernoulli trials.
TEST(ResultModel, MixedGamesMatchTheSumOfProbabilities) {
  const GameModel m = ResultModel{}[TimeControl::standard];
  constexpr int kGames = 200'000;
  Rng field(99, 0), games(99, 1);
  double e_red = 0, v_red = 0, e_draw = 0, v_draw = 0, e_score = 0;
  std::uint64_t red = 0, draw = 0, decided_or_drawn = 0;
  double score = 0;
  for (int i = 0; i < kGames; ++i) {
    const double a = 2000 + 200 * standard_normal(field), b = 2000 + 200 * standard_normal(field);
    const OutcomeProbabilities p = outcome_probabilities(m, a, b);
    const double play = 1 - m.forfeit - m.double_forfeit;
    e_red += play * p.red_win;
    v_red += play * p.red_win * (1 - play * p.red_win);
    e_draw += play * p.draw;
    v_draw += play * p.draw * (1 - play * p.draw);
    e_score += p.red_win + p.draw / 2;
    const SampledGame g = sample_game(m, a, b, games);
    if (g.result == Result::red_win) ++red, score += 1;
    if (g.result == Result::draw) ++draw, score += 0.5;
    if (is_played(g.result)) ++decided_or_drawn;
  }
  EXPECT_LE(std::abs(static_cast<double>(red) - e_red), kZ * std::sqrt(v_red));
  EXPECT_LE(std::abs(static_cast<double>(draw) - e_draw), kZ * std::sqrt(v_draw));
  // Red's mean score over played games: close to the mean expected score (score ≤ 1 per game,
  // so its standard error is at most 0.5/√n).
  EXPECT_NEAR(score / static_cast<double>(decided_or_drawn), e_score / kGames,
              kZ * 0.5 / std::sqrt(static_cast<double>(decided_or_drawn)));
}

TEST(ResultModel, ArmageddonDrawIsABlackWin) {
  EXPECT_TRUE(armageddon_black_wins(Result::draw));
  EXPECT_TRUE(armageddon_black_wins(Result::black_win));
  EXPECT_FALSE(armageddon_black_wins(Result::red_win));
}

TEST(ResultModel, TimeControlNames) {
  TimeControl tc{};
  EXPECT_TRUE(parse_time_control("super_rapid", tc));
  EXPECT_EQ(tc, TimeControl::super_rapid);
  EXPECT_FALSE(parse_time_control("blitz", tc));
  EXPECT_EQ(time_control_name(TimeControl::armageddon), "armageddon");
}

TEST(Sampling, UniformAndNormalMoments) {
  Rng rng(5, 5);
  constexpr int kN = 200'000;
  double su = 0, sn = 0, sn2 = 0;
  for (int i = 0; i < kN; ++i) {
    const double u = unit_uniform(rng);
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    su += u;
    const double z = standard_normal(rng);
    sn += z;
    sn2 += z * z;
  }
  // Means within kZ standard errors (uniform sd = 1/√12, normal sd = 1); variance of z² is 2.
  EXPECT_NEAR(su / kN, 0.5, kZ * std::sqrt(1.0 / 12 / kN));
  EXPECT_NEAR(sn / kN, 0.0, kZ / std::sqrt(kN));
  EXPECT_NEAR(sn2 / kN, 1.0, kZ * std::sqrt(2.0 / kN));
}

}  // namespace
}  // namespace xq::sim
