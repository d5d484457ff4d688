// Zones and zone orders of the team Swiss (rules.md PT-2, PT-3, PT-4, PT-D7, PT-D8, PT-D11),
// each criterion on hand-made team states, and the states read from a record.
#include "pairing/team/team_zones.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::G;
using test::M;
using test::pt;

constexpr std::optional<Side> H = Side::home;
constexpr std::optional<Side> A = Side::away;
constexpr std::optional<Side> X = std::nullopt;  // a bye (or no match)

// A team state from its sides, round by round (counts and last side follow from them).
TeamState state(EntrantId id, Points score, std::vector<std::optional<Side>> sides) {
  TeamState t;
  t.id = id;
  t.number = id;
  t.score = score;
  t.sides = std::move(sides);
  for (const auto& s : t.sides)
    if (s) {
      (*s == Side::home ? t.home : t.away) += 1;
      t.last = s;
    }
  return t;
}

struct ZoneCase {
  const char* name;
  std::vector<std::optional<Side>> sides;
  std::optional<Zone> zone;
};
class Pt2 : public ::testing::TestWithParam<ZoneCase> {};

TEST_P(Pt2, ZoneFromCountsAndLastSide) {
  EXPECT_EQ(pt2_zone(state(1, 0, GetParam().sides)), GetParam().zone) << GetParam().name;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, Pt2,
    ::testing::Values(ZoneCase{"fewer home", {A}, Zone::home},                        // 主区 ①
                      ZoneCase{"more home", {H}, Zone::away},                         // 客区 ①
                      ZoneCase{"equal, away last", {H, A}, Zone::home},               // 主区 ②
                      ZoneCase{"equal, home last", {A, H}, Zone::away},               // 客区 ②
                      ZoneCase{"more home though away last", {H, H, A}, Zone::away},  // ① before ②
                      ZoneCase{"equal, bye last: the last match counts (PT-D7)", {A, H, X}, Zone::away},
                      ZoneCase{"no match yet (PT-D7: build_zones decides)", {X}, std::nullopt}));

// PT-3 criterion by criterion (home zone). Round 3 is odd, round 4 even.
TEST(Pt3, HigherScoreFirst) { EXPECT_TRUE(pt3_before(state(8, pt(3), {A, H}), state(1, pt(2), {A, A}), 3)); }

TEST(Pt3, FewerHomeMatchesFirst) {
  // Same score 2: 7 has 0 home matches, 2 has 1 → 7 first though its number is larger.
  EXPECT_TRUE(pt3_before(state(7, pt(2), {A, A}), state(2, pt(2), {H, A, A}), 3));
  EXPECT_FALSE(pt3_before(state(2, pt(2), {H, A, A}), state(7, pt(2), {A, A}), 3));
}

TEST(Pt3, LookBackTheOneAwayThenFirst) {
  // Both H1 A2. Round 3: both away; round 2: 6 home, 3 away → 3 (away then) first.
  const TeamState t6 = state(6, pt(2), {A, H, A}), t3 = state(3, pt(2), {H, A, A});
  EXPECT_TRUE(pt3_before(t3, t6, 4));
  EXPECT_FALSE(pt3_before(t6, t3, 4));
}

TEST(Pt3, LookBackPassesOverByes) {
  // PT-D8: round 3 5 had a bye (passed over); round 2 both away; round 1 5 home, 4 away → 4 first.
  const TeamState t5 = state(5, pt(2), {H, A, X, A}), t4 = state(4, pt(2), {A, A, H, A});
  ASSERT_EQ(t5.home, t4.home);
  EXPECT_TRUE(pt3_before(t4, t5, 5));
  EXPECT_FALSE(pt3_before(t5, t4, 5));
}

TEST(Pt3, NumbersByRoundParity) {
  // Identical sides: PT-D11, the round being paired: odd → smaller first, even → larger first.
  const TeamState a = state(2, pt(1), {A, H}), b = state(5, pt(1), {A, H});
  EXPECT_TRUE(pt3_before(a, b, 3));
  EXPECT_FALSE(pt3_before(b, a, 3));
  EXPECT_TRUE(pt3_before(b, a, 4));
  EXPECT_FALSE(pt3_before(a, b, 4));
}

TEST(Pt4, FewerAwayMatchesThenTheOneHomeFirst) {
  // (2): same score 3; 2 has 1 away match, 1 has 2 → 2 first though its number is larger (odd).
  const TeamState t2 = state(2, pt(3), {H, H, A}), t1 = state(1, pt(3), {A, H, A});
  EXPECT_TRUE(pt4_before(t2, t1, 5));
  EXPECT_FALSE(pt4_before(t1, t2, 5));
  // (3): both H2 A1; round 3 both home; round 2 8 home, 3 away → 8 (home then) first.
  const TeamState t8 = state(8, pt(3), {A, H, H}), t3 = state(3, pt(3), {H, A, H});
  EXPECT_TRUE(pt4_before(t8, t3, 4));
  EXPECT_FALSE(pt4_before(t3, t8, 4));
}

// build_zones: PT-2 placement, PT-3/PT-4 orders, PT-D7 for teams without a match.
// Round 2 (even). Teams: 1 (3, H), 2 (3, A), 3 (0, A), 4 (0, H), 5 (3, bye), 6 (0, bye),
// 7 (0, bye). Zones by PT-2: home {2, 3}, away {1, 4}. PT-D7, by number, even round → larger
// first: 7 (score 0): home zone has 3 (one of score 0), away zone 4 (one) → equal → home;
// 6 (0): home now two of score 0, away one → away; 5 (3): home one (2), away one (1) → home.
// Home zone {2, 3, 7, 5}, PT-3: 5 and 2 (3): home 0 = 0, look-back: round 1 5 had a bye → no
// round → even: 5 first; then 7 and 3 (0): → 7, 3. Away zone {1, 4, 6}: 1 (3); 6 and 4 (0):
// away 0 = 0, no look-back round → even: 6, 4.
TEST(BuildZones, PlacesTeamsWithoutAMatchInTheShorterZoneOfTheirScore) {
  const std::vector<TeamState> teams = {state(1, pt(3), {H}), state(2, pt(3), {A}), state(3, 0, {A}),
                                        state(4, 0, {H}),     state(5, pt(3), {X}), state(6, 0, {X}),
                                        state(7, 0, {X})};
  const TeamZones z = build_zones(teams, {0, 1, 2, 3, 4, 5, 6}, 2);
  EXPECT_EQ(z.home, (std::vector<int>{4, 1, 6, 2}));  // indices: teams 5, 2, 7, 3
  EXPECT_EQ(z.away, (std::vector<int>{0, 5, 3}));     // teams 1, 6, 4
  EXPECT_EQ(z.zone_of[5], Zone::away);
  EXPECT_TRUE(z.by_pt_d7[6]);
  EXPECT_FALSE(z.by_pt_d7[0]);
  EXPECT_EQ(z.position[6], 2);
  EXPECT_EQ(z.position[3], 2);
}

// PT-D12 in PT-3: teams 1, 2, 3 on 0 with home 1, away 2 (home zone), round 5 (odd). Round 4
// all away; passing over byes the look-back goes round: 3 before 2 (round 3: 3 away), 2 before
// 1 (round 2: 2 away), 1 before 3 (round 1: 1 away). Left out for the set: by number (4), odd
// round → 1, 2, 3. Team 4 (higher score) first.
TEST(BuildZones, CircularLookBackIsLeftOutForTheWholeTiedSetPTD12) {
  const std::vector<TeamState> teams = {state(1, 0, {A, H, X, A}), state(2, 0, {X, A, H, A}),
                                        state(3, 0, {H, X, A, A}), state(4, pt(3), {A, A, H, A})};
  EXPECT_TRUE(pt3_before(teams[2], teams[1], 5));  // the pairwise rule is circular
  EXPECT_TRUE(pt3_before(teams[1], teams[0], 5));
  EXPECT_TRUE(pt3_before(teams[0], teams[2], 5));
  const TeamZones z = build_zones(teams, {0, 1, 2, 3}, 5);
  EXPECT_EQ(z.home, (std::vector<int>{3, 0, 1, 2}));  // teams 4, 1, 2, 3
  EXPECT_TRUE(z.away.empty());
  EXPECT_EQ(build_zones(teams, {3, 2, 1, 0}, 5).home, z.home);  // whatever the input order
}

// P1-8 for teams: "by number" (PT-3 (4)) is the competition code where one was drawn. Three
// teams equal up to (4), no look-back round; codes 3, 2, 1 for teams 1, 2, 3; odd round → the
// smaller code first: teams 3, 2, 1.
TEST(BuildZones, ByNumberMeansTheCompetitionCodeP1_8) {
  std::vector<TeamState> teams = {state(1, 0, {A}), state(2, 0, {A}), state(3, 0, {A})};
  EXPECT_EQ(build_zones(teams, {0, 1, 2}, 3).home, (std::vector<int>{0, 1, 2}));  // by team number
  for (int k = 0; k < 3; ++k) teams[static_cast<size_t>(k)].number = 3 - k;
  EXPECT_EQ(build_zones(teams, {0, 1, 2}, 3).home, (std::vector<int>{2, 1, 0}));
}

TEST(BuildZones, LeavesOutTeamsNotInPlay) {
  const std::vector<TeamState> teams = {state(1, 0, {H}), state(2, 0, {A}), state(3, 0, {A})};
  const TeamZones z = build_zones(teams, {0, 2}, 2);  // team 2 has the bye
  EXPECT_EQ(z.home, (std::vector<int>{2}));
  EXPECT_EQ(z.away, (std::vector<int>{0}));
  EXPECT_EQ(z.position[1], -1);
}

// team_states from a record: the sides, the last match passing over a bye, opponents, byes,
// and the score in match points. 3 teams of 1 board, default match points 2 / 0 / 1 / 1:
//  r1: 1–2 (1 home, 1 wins), bye 3;  r2: 3–1 (3 home, draw), bye 2.
TEST(TeamStates, ReadFromTheRecord) {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.boards = 1;
  const Record r = test::RecordBuilder(3, rules)
                       .team("A", {1})
                       .team("B", {2})
                       .team("C", {3})
                       .match_round({M{1, 2, {G{1, 2, 'R'}}}}, {3})
                       .match_round({M{3, 1, {G{3, 1, 'D'}}}}, {2})
                       .build();
  const auto s = team_states(build_team_histories(r));
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].score, pt(3));  // win 2 + draw 1
  EXPECT_EQ(s[0].home, 1);
  EXPECT_EQ(s[0].away, 1);
  EXPECT_EQ(s[0].last, Side::away);
  EXPECT_EQ(s[0].opponents, (std::vector<EntrantId>{2, 3}));
  EXPECT_EQ(s[1].last, Side::away);  // round 2 was a bye: the last match is round 1
  EXPECT_EQ(s[1].sides, (std::vector<std::optional<Side>>{A, X}));
  EXPECT_EQ(s[1].byes, 1);
  EXPECT_EQ(s[1].score, pt(2));  // PT-13: the bye is a match win
  EXPECT_EQ(pt2_zone(s[1]), Zone::home);
  EXPECT_TRUE(s[2].met(1));
  EXPECT_FALSE(s[2].met(2));
}

}  // namespace
}  // namespace xq
