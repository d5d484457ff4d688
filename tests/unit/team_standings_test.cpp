// Team standings PT-14 from matches (S-5, S-6, S-8, PT-13). Teams of three, boards RRB for
// the home team. Points in comments in the scale's unit (game points 2/1/0).
#include "pairing/standings/team_standings.hpp"

#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::four_team_record;
using test::four_teams;  // T1 players 1–3, T2 4–6, T3 7–9, T4 10–12
using test::M;
using test::pt;
using test::RecordBuilder;

// Record A is four_team_record() (match points 2/1/0), worked out in tests/support/fixtures.hpp:
//  match points T1 2, T2 0, T3 3, T4 3; progressive T3 4, T4 4; game points T3 7, T4 8;
//  black points T3 3, T4 4; black games T3 3, T4 3.

TEST(TeamHistories, GamePointsAndMatchPoints) {
  const auto h = build_team_histories(four_team_record());
  EXPECT_EQ(h[0].rounds[0].game_points, pt(5));   // S-5: 2 + 2 + 1
  EXPECT_EQ(h[0].rounds[0].match_points, pt(2));  // S-6: more game points
  EXPECT_EQ(h[2].rounds[0].match_points, pt(1));  // 3-3: draw
  EXPECT_EQ(h[3].rounds[1].side, Side::home);
  EXPECT_EQ(h[2].match_points(), pt(3));
  EXPECT_EQ(h[3].game_points(), pt(8));
  EXPECT_EQ(h[3].progressive(), pt(4));
}

TEST(TeamHistories, AMatchStillBeingPlayedHasNoMatchPointsYet) {
  // R3 paired, T1-T4 half played (1-10 1-0, the other two pending), T2-T3 not started: S-6
  // gives match points only to a finished match, so the totals stay those after R2.
  const Record after_two = four_team_record();
  const Record r = RecordBuilder(after_two)
                       .match_round({M{1, 4, {{1, 10, 'R'}, {2, 11, '?'}, {12, 3, '?'}}},
                                     M{2, 3, {{4, 7, '?'}, {5, 8, '?'}, {9, 6, '?'}}}})
                       .build();
  const auto before = build_team_histories(after_two), now = build_team_histories(r);
  for (size_t t = 0; t < 4; ++t)
    EXPECT_EQ(now[t].match_points(), before[t].match_points()) << "team " << t + 1;
  EXPECT_EQ(now[0].rounds[2].game_points, pt(2));  // the finished game still counts for S-5
}

TEST(TeamStandings, Pt14GamePointsDecideAfterEqualProgressive) {
  const Standings s = compute_team_standings(four_team_record());
  // T3 and T4 on 3 match points, progressive 4 each; game points T4 8 > T3 7.
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{4, 3, 1, 2}));
  EXPECT_EQ(s.row_of(4).values[1].text, "8");
  EXPECT_EQ(s.row_of(3).values[2].text, "3");  // team black points
  EXPECT_EQ(s.row_of(4).values[2].text, "4");
}

struct SingleCriterion {
  const char* criterion;
  std::vector<EntrantId> order;
  bool t3_t4_shared;
};
class TeamCriterion : public ::testing::TestWithParam<SingleCriterion> {};

TEST_P(TeamCriterion, DecidesBetweenT3AndT4) {
  Record r = four_team_record();
  r.rules.team_tiebreaks = {GetParam().criterion};
  const Standings s = compute_team_standings(r);
  EXPECT_EQ(s.order(), GetParam().order);
  EXPECT_EQ(s.row_of(3).shared_rank, GetParam().t3_t4_shared);
}

INSTANTIATE_TEST_SUITE_P(PT14, TeamCriterion,
                         ::testing::Values(SingleCriterion{"team_progressive", {3, 4, 1, 2}, true},   // 4 = 4
                                           SingleCriterion{"team_game_points", {4, 3, 1, 2}, false},  // 8 > 7
                                           SingleCriterion{
                                               "team_black_points", {4, 3, 1, 2}, false},            // 4 > 3
                                           SingleCriterion{"team_black_games", {3, 4, 1, 2}, true},  // 3 = 3
                                           SingleCriterion{"team_number", {3, 4, 1, 2}, false}));    // 3 < 4

// Record B, 000's match points (win 2.5, loss 0, draw: home 1, away 1.5):
//  R1: T1-T2: 1-4 1-0, 2-5 draw, 6-3 draw → 4-2: T1 2.5, T2 0
//      T3-T4: all drawn → 3-3: T3 (home) 1, T4 (away) 1.5
//  R2: T3-T1: 7-1 1-0, 8-2 draw, 3-9 draw → 4-2: T3 2.5, T1 0
//      T2-T4: 4-10 1-0, 5-11 draw, 12-6 draw → 4-2: T2 2.5, T4 0
//  match points T1 2.5 + 0 = 2.5 (progressive 2.5 + 2.5 = 5); T2 0 + 2.5 = 2.5 (progressive 0 + 2.5
//  = 2.5); T3 1 + 2.5 = 3.5; T4 1.5 + 0 = 1.5.
TEST(TeamStandings, Pt14ProgressiveAndUnequalDrawValues) {
  RuleSet rules;
  rules.match_points = {pt(2.5), pt(0), pt(1), pt(1.5)};
  const Record r = four_teams(rules)
                       .match_round({M{1, 2, {{1, 4, 'R'}, {2, 5, 'D'}, {6, 3, 'D'}}},
                                     M{3, 4, {{7, 10, 'D'}, {8, 11, 'D'}, {12, 9, 'D'}}}})
                       .match_round({M{3, 1, {{7, 1, 'R'}, {8, 2, 'D'}, {3, 9, 'D'}}},
                                     M{2, 4, {{4, 10, 'R'}, {5, 11, 'D'}, {12, 6, 'D'}}}})
                       .build();
  const Standings s = compute_team_standings(r);
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 1, 2, 4}));
  EXPECT_EQ(s.row_of(3).score, pt(3.5));
  EXPECT_EQ(s.row_of(4).score, pt(1.5));
  EXPECT_EQ(s.row_of(1).values[0].text, "5");
  EXPECT_EQ(s.row_of(2).values[0].text, "2.5");
}

TEST(TeamStandings, TeamByeIsAMatchWinAndAGameWinPerBoard) {
  // PT-13: three teams; R1 T1-T2 all drawn (3-3), T3 bye → T3 2 match points, 3 × 2 = 6 game
  // points; T1 1, T2 1 with equal progressive and game points; team black points: T2's players
  // 4 and 5 drew with black (1 + 1 = 2), T1's player 3 (1) → T2 before T1.
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  RecordBuilder b(9, rules);
  b.team("A", {1, 2, 3}).team("B", {4, 5, 6}).team("C", {7, 8, 9});
  b.match_round({M{1, 2, {{1, 4, 'D'}, {2, 5, 'D'}, {6, 3, 'D'}}}}, {3});
  const Record r = b.build();
  const auto h = build_team_histories(r);
  EXPECT_TRUE(h[2].rounds[0].bye);
  EXPECT_EQ(h[2].rounds[0].match_points, pt(2));
  EXPECT_EQ(h[2].rounds[0].game_points, pt(6));
  const Standings s = compute_team_standings(r);
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 2, 1}));
  EXPECT_EQ(s.row_of(1).score, pt(1));
  EXPECT_EQ(s.row_of(2).values[2].text, "2");
}

TEST(TeamStandings, PlayerOfNeitherTeamIsAnInputError) {
  Record r = four_team_record();
  r.rounds[0].games[0].black = 7;  // a T3 player in the T1-T2 match
  EXPECT_THROW(compute_team_standings(r), InputError);
}

}  // namespace
}  // namespace xq
