// T-13 team ranking from individual places and T-14 category rankings.
#include "pairing/standings/derived_rankings.hpp"

#include <gtest/gtest.h>

#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::RecordBuilder;

// A main ranking written by hand: ranks[i] is the rank of entrant i + 1, rows in rank order.
Standings ranking(const std::vector<int>& ranks) {
  Standings s;
  std::vector<EntrantId> ids;
  for (size_t i = 0; i < ranks.size(); ++i) ids.push_back(static_cast<EntrantId>(i + 1));
  std::stable_sort(ids.begin(), ids.end(), [&](EntrantId a, EntrantId b) {
    return ranks[static_cast<size_t>(a - 1)] < ranks[static_cast<size_t>(b - 1)];
  });
  for (EntrantId id : ids) s.rows.push_back({ranks[static_cast<size_t>(id - 1)], id, 0, {}, false});
  return s;
}

TEST(TeamFromIndividuals, SumOfTheBestTwoPlacesThenTheBestPlace) {
  // Places 1..9 (player i placed i). Teams: A {1,6,8}: 1 + 6 = 7, best 1 (8 not counted);
  // B {2,5}: 2 + 5 = 7, best 2 → after A; C {3,9}: 3 + 9 = 12; D {4} and E {7}: one player each.
  Record r = RecordBuilder(9)
                 .team_name("A", {1, 6, 8})
                 .team_name("B", {2, 5})
                 .team_name("C", {3, 9})
                 .team_name("D", {4})
                 .team_name("E", {7})
                 .build();
  // D and E are not ranked; they follow, by name.
  const auto t = team_ranking_from_individuals(r, ranking({1, 2, 3, 4, 5, 6, 7, 8, 9}));
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(t[0].team, "A");  // 7, best 1
  EXPECT_EQ(t[0].places, 7);
  EXPECT_EQ(t[0].counted, (std::vector<EntrantId>{1, 6}));
  EXPECT_EQ(t[1].team, "B");  // 7, best 2
  EXPECT_EQ(t[1].rank, 2);
  EXPECT_EQ(t[2].team, "C");  // 3 + 9 = 12
  EXPECT_EQ(t[2].rank, 3);
  EXPECT_EQ(t[3].team, "D");
  EXPECT_EQ(t[3].rank, 0);
  EXPECT_EQ(t[4].team, "E");
  EXPECT_EQ(t[4].rank, 0);
}

TEST(TeamFromIndividuals, SharedMainPlacesCanShareTheTeamRank) {
  // Main ranks 1, 2, 2, 4, 5, 5 for players 1..6 (2 and 3 share 2nd, 5 and 6 share 5th).
  // Z {1,4} = 1 + 4 = 5; X {2,5} = 2 + 5 = 7, best 2; Y {3,6} = 2 + 5 = 7, best 2 → X, Y share 2nd.
  Record r = RecordBuilder(6).team_name("X", {2, 5}).team_name("Y", {3, 6}).team_name("Z", {1, 4}).build();
  const auto t = team_ranking_from_individuals(r, ranking({1, 2, 2, 4, 5, 5}));
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].team, "Z");  // 1 + 4 = 5
  EXPECT_EQ(t[1].rank, 2);
  EXPECT_EQ(t[2].rank, 2);
  EXPECT_TRUE(t[1].shared_rank && t[2].shared_rank);
  EXPECT_FALSE(t[0].shared_rank);
}

struct CategoryCase {
  int full_places_min;
  std::vector<int> places;  // of the category's members in order
};
class CategoryPlaces : public ::testing::TestWithParam<CategoryCase> {};

TEST_P(CategoryPlaces, FilteredRenumberedAndNMinus1) {
  // Main places 1..7; category U12 = players 2, 5, 7 (N = 3).
  Record r = RecordBuilder(7).category("U12", {2, 5, 7}).category("W", {1}).build();
  r.rules.category_full_places_min = GetParam().full_places_min;
  const auto c = category_ranking(r, ranking({1, 2, 3, 4, 5, 6, 7}), "U12");
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].id, 2);
  EXPECT_EQ(c[1].id, 5);
  EXPECT_EQ(c[2].id, 7);
  EXPECT_EQ(c[2].main_rank, 7);
  std::vector<int> places;
  for (const auto& m : c) places.push_back(m.place);
  EXPECT_EQ(places, GetParam().places);
}

INSTANTIATE_TEST_SUITE_P(T14, CategoryPlaces,
                         ::testing::Values(CategoryCase{6, {1, 2, 0}},  // 3 < 6: N−1 = 2 places
                                           CategoryCase{4, {1, 2, 0}},  // 3 < 4
                                           CategoryCase{3, {1, 2, 3}},  // 3 ≥ 3: all placed
                                           CategoryCase{1, {1, 2, 3}}));

TEST(CategoryRanking, SharedMainRankStaysShared) {
  // Main ranks 1, 2, 2, 4, 5, 6; category {2, 3, 6} → places 1, 1, 3 (N = 3 < 6 → the 3rd: none).
  Record r = RecordBuilder(6).category("U", {2, 3, 6}).build();
  const auto c = category_ranking(r, ranking({1, 2, 2, 4, 5, 6}), "U");
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].place, 1);
  EXPECT_EQ(c[1].place, 1);
  EXPECT_EQ(c[2].place, 0);
  EXPECT_EQ(categories(r), std::vector<std::string>{"U"});
}

TEST(CategoryRanking, FromComputedStandings) {
  // 4 players, R1: 1-2 0-1, 3-4 0-1 → 2, 4 on 2 points (T-1 0 each → shared 1st), 1, 3 shared 3rd.
  // Category "V" = {1, 4}, full places from 2: 4 is 1st, 1 is 2nd.
  Record r = RecordBuilder(4).category("V", {1, 4}).round({{1, 2, 'B'}, {3, 4, 'B'}}).build();
  r.rules.category_full_places_min = 2;
  const auto c = category_ranking(r, compute_standings(r), "V");
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].id, 4);
  EXPECT_EQ(c[0].place, 1);
  EXPECT_EQ(c[1].id, 1);
  EXPECT_EQ(c[1].place, 2);
}

}  // namespace
}  // namespace xq
