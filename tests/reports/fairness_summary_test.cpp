// The fairness summary (REP): one tournament measured by hand, exact merge, its JSON round trip,
// team events, and compare mode's paired accumulation.
#include "reports/fairness_summary.hpp"

#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::four_player_cycle;
using test::four_team_record;

// four_player_cycle() (tests/support/fixtures.hpp): 1 → 2 → 3 → 1, every game of 4 drawn; all on 3.
//   R1: 1-2 1-0, 3-4 ½     R2: 2-3 1-0, 4-1 ½     R3: 3-1 1-0, 4-2 ½   (red first)
// By {wins, black_games} the order is 1, 2, 3, 4 (1-2 unresolved).
// Strength ranks: 3 (2200) 1st, 1 (2100) 2nd, 2 (2000) 3rd, 4 (1900) 4th.
const std::vector<double> kStrength = {2100, 2000, 2200, 1900};
const std::vector<std::string> kList = {"wins", "black_games"};

std::int64_t value(const MetricValues& v, FairnessMetric m) { return v[static_cast<size_t>(m)].value(); }

TEST(FairnessSummary, OneTournamentByHand) {
  const TournamentFairness t = measure_fairness(four_player_cycle(), kStrength, kList);
  EXPECT_EQ(t.criteria, kList);
  EXPECT_FALSE(t.team_event);
  // Places 1=, 1=, 3, 4 hold 2100, 2000, 2200, 1900 (1 and 2 share 1st: no list told them apart):
  // 1-2 a shared place, 1-3 D, 1-4 C, 2-3 D, 2-4 C, 3-4 C → tau-b (3 − 2) / √((6 − 1) · 6) = 1/√30.
  EXPECT_EQ(t.ranking.concordant, 3);
  EXPECT_EQ(t.ranking.discordant, 2);
  EXPECT_EQ(t.ranking.place_ties, 1);
  // Mid-rank places 1.5, 1.5, 3, 4 against strength ranks 2, 3, 1, 4: 12 Σxy − 3n(n + 1)² =
  // 12 · 26.5 − 300 = 18; rho = 18 / √((60 − 6) · 60) = 0.3162….
  const MetricValues v = metric_values(t);
  EXPECT_EQ(value(v, FairnessMetric::kendall_tau), 182'574'186);
  EXPECT_EQ(value(v, FairnessMetric::spearman_rho), 316'227'766);
  // (D + ½ · the shared pair) / 6 = 2.5 / 6.
  EXPECT_EQ(value(v, FairnessMetric::kendall_distance), 416'666'667);
  // Expected |place − rank|: 1 at 1st or 2nd against rank 2 → ½, 2 against rank 3 → 1½; 3 → 2, 4 → 0.
  EXPECT_EQ(value(v, FairnessMetric::mean_abs_displacement), 1'000'000'000);  // (½ + 1½ + 2 + 0) / 4
  EXPECT_EQ(value(v, FairnessMetric::top3_accuracy), kFixedScale);
  EXPECT_EQ(value(v, FairnessMetric::strongest_won), 0);                 // 3 is strongest, placed 3rd
  EXPECT_EQ(value(v, FairnessMetric::tie_order_accuracy), 583'333'333);  // 7/12
  // Doubled places (1 and 2 share 1st: 1.5 each): the 1st strongest (3) is 3rd → 6, the 2nd (1)
  // and the 3rd (2) 1.5 → 3, the 4th (4) 4th → 8 — not 1 and 2 by start number.
  EXPECT_EQ(t.place_by_strength, (std::vector<std::int64_t>{6, 3, 3, 8}));
  // Colour luck observations (2 × place, 2 × strength rank, reds − blacks):
  //   1: (3, 4, −1)  2: (3, 6, −1)  3: (6, 2, +1)  4: (8, 8, +1)
  EXPECT_EQ(t.colour_luck.n, 4u);
  EXPECT_TRUE(t.colour_luck.x1 == 20 && t.colour_luck.x2 == 0 && t.colour_luck.y == 20);
  EXPECT_TRUE(t.colour_luck.x1x1 == 120 && t.colour_luck.x1x2 == 0 && t.colour_luck.x2x2 == 4);
  EXPECT_TRUE(t.colour_luck.x1y == 106 && t.colour_luck.x2y == 8 && t.colour_luck.yy == 118);
}

TEST(FairnessSummary, AddAndMergeAreExact) {
  FairnessSummary a = make_fairness_summary(kList);
  add_tournament(a, four_player_cycle(), kStrength);
  EXPECT_EQ(a.count, 1u);
  EXPECT_EQ(a.metric(FairnessMetric::kendall_tau).count, 1u);
  EXPECT_TRUE(a.metric(FairnessMetric::kendall_tau).sum == 182'574'186);
  EXPECT_EQ(a.doubled_place_sums, (std::vector<std::uint64_t>{6, 3, 3, 8}));
  EXPECT_EQ(a.place_counts, (std::vector<std::uint64_t>{1, 1, 1, 1}));
  EXPECT_EQ(a.tiebreaks.tied_pairs, 6u);

  FairnessSummary b = make_fairness_summary(kList);
  add_tournament(b, four_player_cycle(), std::vector<double>{1900, 2000, 2100, 2200});  // reversed strengths
  FairnessSummary ab = a, ba = b;
  merge(ab, b);
  merge(ba, a);
  EXPECT_EQ(ab, ba);
  FairnessSummary both = make_fairness_summary(kList);
  add_tournament(both, four_player_cycle(), kStrength);
  add_tournament(both, four_player_cycle(), std::vector<double>{1900, 2000, 2100, 2200});
  EXPECT_EQ(ab, both);
  EXPECT_EQ(both.count, 2u);
  EXPECT_EQ(both.metric(FairnessMetric::kendall_tau).count, 2u);
  // Reversed strengths, order 1=, 1=, 3, 4: the five pairs not sharing a place discordant, tau-b
  // −5 / √((6 − 1) · 6).
  EXPECT_TRUE(both.metric(FairnessMetric::kendall_tau).sum == 182'574'186 - 912'870'929);
}

TEST(FairnessSummary, MergeRefusesAnotherListOrScope) {
  FairnessSummary a = make_fairness_summary(kList);
  const FairnessSummary other = make_fairness_summary({"wins"});
  EXPECT_THROW(merge(a, other), InputError);
  const FairnessSummary team = make_fairness_summary({"team-pt14"}, TiebreakScope::team);
  EXPECT_THROW(merge(a, team), InputError);
  EXPECT_THROW(make_fairness_summary({"no_such_criterion"}), InputError);
}

TEST(FairnessSummary, StrengthMustMatchTheField) {
  FairnessSummary a = make_fairness_summary(kList);
  EXPECT_THROW(add_tournament(a, four_player_cycle(), std::vector<double>{1, 2, 3}), InputError);
  EXPECT_EQ(a.count, 0u);
}

TEST(FairnessSummary, FieldsOfDifferentSizesAverageRankVsStrengthPerRank) {
  FairnessSummary s = make_fairness_summary(kList);
  add_tournament(s, four_player_cycle(), kStrength);
  // Two players, one game: 2 beats 1 → order 2, 1; 1 is stronger → strongest placed 2nd.
  add_tournament(s, test::make_record(2, {{{1, 2, 'B'}}}), std::vector<double>{2000, 1000});
  EXPECT_EQ(s.doubled_place_sums, (std::vector<std::uint64_t>{6 + 4, 3 + 2, 3, 8}));  // doubled places
  EXPECT_EQ(s.place_counts, (std::vector<std::uint64_t>{2, 2, 1, 1}));
}

TEST(FairnessSummary, JsonRoundTripsExactly) {
  FairnessSummary s = make_fairness_summary(kList);
  add_tournament(s, four_player_cycle(), kStrength);
  add_tournament(s, four_player_cycle(), std::vector<double>{1900, 2000, 2100, 2200});
  // Beyond 64 bits and negative: sums a batch of 2^62 fields can reach (n Σx² ≥ (Σx)² as
  // for any values: the reader refuses sums no values have).
  s.count = s.metrics[0].count = std::uint64_t{1} << 62;
  s.metrics[0].sum = -(static_cast<Int128>(1) << 80) - 12345;
  s.metrics[0].sum_sq = (static_cast<UInt128>(1) << 127) + 99;
  s.metrics[1].sum_sq = (static_cast<UInt128>(1) << 127) + 99;
  // Colour luck's sums beyond 64 bits: the two events 2^60 times over (the reader checks them
  // against each other and the entrants ranked, so they grow together).
  for (int i = 0; i < 60; ++i) {
    const OlsSums once = s.colour_luck;
    s.colour_luck.add(once);
  }
  for (std::uint64_t& c : s.place_counts) c <<= 60;
  for (std::uint64_t& p : s.doubled_place_sums) p <<= 60;
  ASSERT_GT(s.colour_luck.yy, static_cast<Int128>(UINT64_MAX));
  const nlohmann::ordered_json j = to_json(s);
  EXPECT_EQ(j["schema"], kFairnessSummarySchema);
  EXPECT_EQ(j["metrics"]["kendall_tau"]["sum"], "-1208925819614629174718521");
  const FairnessSummary back = fairness_summary_from_json(nlohmann::ordered_json::parse(j.dump()));
  EXPECT_EQ(back, s);
  EXPECT_EQ(to_json(back).dump(), j.dump());
}

// Schema 2 (shared places read as ties): an earlier build's summary is refused with the reason —
// merged, it would mix two readings of the same figures.
TEST(FairnessSummary, AnEarlierSchemaIsRefusedWithItsReason) {
  FairnessSummary s = make_fairness_summary(kList);
  add_tournament(s, four_player_cycle(), kStrength);
  nlohmann::ordered_json j = to_json(s);
  j["schema"] = 1;
  try {
    fairness_summary_from_json(j, "old.json");
    ADD_FAILURE() << "schema 1 read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "schema");
    EXPECT_NE(e.reason().find("expected fairness summary schema 2, got 1 (an earlier build's"),
              std::string::npos)
        << e.reason();
    EXPECT_NE(e.reason().find("run the batch again"), std::string::npos) << e.reason();
  }
}

TEST(FairnessSummary, JsonErrorsNameThePath) {
  FairnessSummary s = make_fairness_summary(kList);
  add_tournament(s, four_player_cycle(), kStrength);
  const nlohmann::ordered_json good = to_json(s);
  auto expect_error = [](const nlohmann::ordered_json& j, const std::string& key) {
    try {
      fairness_summary_from_json(j, "shard.json");
      ADD_FAILURE() << "no error for " << key;
    } catch (const InputError& e) {
      EXPECT_EQ(e.key(), key);
      EXPECT_EQ(e.file(), "shard.json");
    }
  };
  auto j = good;
  j["schema"] = 99;
  expect_error(j, "schema");
  j = good;
  j["fixed_scale"] = 1000;
  expect_error(j, "fixed_scale");
  j = good;
  j["metrics"]["spearman_rho"]["sum"] = "12x";
  expect_error(j, "metrics.spearman_rho.sum");
  j = good;
  j["metrics"]["spearman_rho"]["sum_sq"] = "-1";
  expect_error(j, "metrics.spearman_rho.sum_sq");
  j = good;
  j["tiebreaks"]["criteria"][1]["name"] = "fouls";
  expect_error(j, "tiebreaks.criteria[1].name");
  j = good;
  j["colour_luck"].erase("x1y");
  expect_error(j, "colour_luck.x1y");
  // One event of four: each doubled_place_sums entry is twice a place 1..4 (the probe's 10^15 made
  // the report allocate without end).
  for (std::uint64_t sum :
       {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{9}, std::uint64_t{1'000'000'000'000'000}}) {
    j = good;
    j["rank_vs_strength"]["doubled_place_sums"][2] = sum;
    expect_error(j, "rank_vs_strength.doubled_place_sums[2]");
  }
  for (std::uint64_t sum : {2, 3, 8}) {  // the first place, a shared 1st (1.5), the last: fine
    j = good;
    j["rank_vs_strength"]["doubled_place_sums"][2] = sum;
    EXPECT_NO_THROW(fairness_summary_from_json(j, "shard.json")) << sum;
  }
}

// Team events: the entrants are teams, strength the mean of the players'. The record is
// four_team_record() (tests/support/fixtures.hpp).
// Team means: T1 2100, T2 1500, T3 2000, T4 1900.
const std::vector<double> kPlayers = {2000, 2100, 2200, 1500, 1400, 1600, 2000, 2000, 2000, 1800, 1900, 2000};

TEST(FairnessSummary, TeamStrengthIsThePlayersMean) {
  EXPECT_EQ(entrant_strengths(four_team_record(), kPlayers), (std::vector<double>{2100, 1500, 2000, 1900}));
}

TEST(FairnessSummary, TeamEventsRankTeams) {
  // PT-14: T4 (3 mp), T3 (3), T1 (2), T2 (0); T4 above T3 by team game points 8 > 7 — wrong.
  const TournamentFairness t = measure_fairness(four_team_record(), kPlayers, {"team-pt14"});
  EXPECT_TRUE(t.team_event);
  EXPECT_EQ(t.ranking.n, 4);
  EXPECT_EQ(t.tiebreaks.tied_pairs, 1u);
  EXPECT_EQ(t.tiebreaks.criteria.at(1), (CriterionTally{1, 0}));
  // Strength order T1, T3, T4, T2 → places 3, 2, 1, 4 (doubled).
  EXPECT_EQ(t.place_by_strength, (std::vector<std::int64_t>{6, 4, 2, 8}));
  // Colour luck regressor home − away: T1 +2, T2 −2, T3 0, T4 0 → Σx2 = 0, Σx2² = 8.
  EXPECT_TRUE(t.colour_luck.x2 == 0 && t.colour_luck.x2x2 == 8);

  // Another team list, on the same record: the smaller number first puts T3 above T4 — right.
  const TournamentFairness u = measure_fairness(four_team_record(), kPlayers, {"team_number"});
  EXPECT_EQ(u.tiebreaks.criteria.at(0), (CriterionTally{1, 1}));

  FairnessSummary individual = make_fairness_summary(kList);
  EXPECT_THROW(add_tournament(individual, four_team_record(), kPlayers), InputError);
  FairnessSummary team = make_fairness_summary({"team-pt14"}, TiebreakScope::team);
  add_tournament(team, four_team_record(), kPlayers);
  EXPECT_EQ(team.count, 1u);
  EXPECT_THROW(add_tournament(team, four_player_cycle(), kStrength), InputError);
}

// ---------------------------------------------------------------- compare mode

TEST(PairedComparison, AddsDifferencesWhereBothAreDefined) {
  PairedComparison c{"A", "B", {}};
  MetricValues a{}, b{};
  a[0] = 100, b[0] = 250;  // +150
  a[1] = 300, b[1] = 200;  // −100
  a[2] = 5;                // b undefined: left out
  add_pair(c, a, b);
  add_pair(c, a, b);
  EXPECT_EQ(c.differences[0].count, 2u);
  EXPECT_TRUE(c.differences[0].sum == 300 && c.differences[0].sum_sq == 2 * 150 * 150);
  EXPECT_TRUE(c.differences[1].sum == -200 && c.differences[1].sum_sq == 2 * 100 * 100);
  EXPECT_EQ(c.differences[2].count, 0u);
  PairedComparison other{"A", "C", {}};
  EXPECT_THROW(merge(c, other), InputError);
}

TEST(ComparisonSummary, TwoListsOnTheSameTournaments) {
  // Baseline {wins}: 1, 2, 3 stay tied (3 unresolved pairs), sharing 1st; 4 is 4th.
  // Variant {wins, black_games}: 1-3 and 2-3 decided, both wrong; 1-2 unresolved.
  //   tie-order accuracy: baseline (2·3 + 3) / 12 = 0.75, variant 7/12 → difference −1/6.
  //   tau-b: baseline 3 / √((6 − 3) · 6) (only the pairs with 4 ordered, all right), variant
  //   1 / √30: the two wrong decisions cost it — the rows' order by start number (1, 2, 3, 4
  //   either way) no longer counts for the list that decided nothing (the probe's finding).
  ComparisonSummary c = make_comparison_summary({{"wins"}, kList});
  ASSERT_EQ(c.variants.size(), 2u);
  ASSERT_EQ(c.differences.size(), 1u);
  EXPECT_EQ(c.differences[0].baseline, "wins");
  EXPECT_EQ(c.differences[0].variant, "wins,black_games");
  add_tournament(c, four_player_cycle(), kStrength);
  const auto& d = c.differences[0].differences;
  EXPECT_TRUE(d[static_cast<size_t>(FairnessMetric::tie_order_accuracy)].sum == 583'333'333 - 750'000'000);
  EXPECT_TRUE(d[static_cast<size_t>(FairnessMetric::kendall_tau)].sum == 182'574'186 - 707'106'781);
  EXPECT_EQ(d[static_cast<size_t>(FairnessMetric::kendall_tau)].count, 1u);
  EXPECT_EQ(c.variants[1].tiebreaks.unresolved, 1u);
  EXPECT_EQ(c.variants[0].tiebreaks.unresolved, 3u);

  // Tournaments stopped with no legal pairing: per variant (its own event), or every variant
  // (the shared event: an empty mark); summed by merge, kept by the JSON.
  EXPECT_EQ(c.stopped, (std::vector<std::uint64_t>{0, 0}));
  add_stopped(c, {0, 1});
  add_stopped(c, {});
  EXPECT_EQ(c.stopped, (std::vector<std::uint64_t>{1, 2}));

  ComparisonSummary twice = c;
  merge(twice, c);
  EXPECT_EQ(twice.variants[0].count, 2u);
  EXPECT_EQ(twice.stopped, (std::vector<std::uint64_t>{2, 4}));
  const ComparisonSummary back =
      comparison_summary_from_json(nlohmann::ordered_json::parse(to_json(twice).dump()));
  EXPECT_EQ(back, twice);

  ComparisonSummary other = make_comparison_summary({{"wins"}, {"fouls"}});
  EXPECT_THROW(merge(twice, other), InputError);
  EXPECT_EQ(twice.variants[0].count, 2u);  // a refused merge changes nothing
  EXPECT_THROW(make_comparison_summary({}), InputError);
  EXPECT_EQ(list_label({}), "(none)");
}

}  // namespace
}  // namespace xq
