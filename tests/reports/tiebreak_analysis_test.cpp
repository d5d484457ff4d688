// Tiebreak analysis (REP "tiebreaks"): which criterion first separates each tied pair and whether
// it put the stronger entrant first — on hand-made standings and on a real 4-way tie (rules.md T).
#include "reports/tiebreak_analysis.hpp"

#include <gtest/gtest.h>

#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/fairness_summary.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::four_player_cycle;
using test::four_team_record;

StandingRow row(EntrantId id, Points score, std::vector<std::int64_t> keys) {
  StandingRow r;
  r.id = id;
  r.score = score;
  for (std::int64_t k : keys) r.values.push_back({{k}, std::to_string(k)});
  return r;
}

// Rows as compute_standings orders them; criteria T-1, T-3, T-7 (fouls stored negated).
//   id 3: 8 pts                      (alone)
//   id 1: 6 pts, T-1 20, T-3 2, T-7 −1
//   id 4: 6 pts, T-1 18, T-3 3, T-7 0
//   id 2: 6 pts, T-1 18, T-3 2, T-7 0
//   id 5: 6 pts, T-1 18, T-3 2, T-7 0   (equal to id 2 on everything)
//   id 6: 4 pts                      (alone)
// The 4-way tie {1, 4, 2, 5} has 6 pairs:
//   1-4, 1-2, 1-5: T-1 (20 > 18).  4-2, 4-5: T-3 (3 > 2).  2-5: unresolved.
// Strengths: 1: 1900, 2: 1800, 3: 2100, 4: 2000, 5: 1850, 6: 1500.
//   T-1: 1 above 4 wrong (1900 < 2000); 1 above 2 right; 1 above 5 right → 3 decided, 2 correct.
//   T-3: 4 above 2 right, 4 above 5 right → 2 decided, 2 correct.  T-7: none.
//   Tie-order accuracy: (2 · 4 correct + 1 unresolved) / (2 · 6) = 9/12 = 0.75.
Standings four_way_tie() {
  Standings s;
  s.criteria = {"opponent_score", "wins", "fouls"};
  s.rows = {row(3, 8, {17, 3, 0}), row(1, 6, {20, 2, -1}), row(4, 6, {18, 3, 0}),
            row(2, 6, {18, 2, 0}), row(5, 6, {18, 2, 0}),  row(6, 4, {10, 1, 0})};
  return s;
}

const std::vector<double> kStrength = {1900, 1800, 2100, 2000, 1850, 1500};

TEST(TiebreakAnalysis, FourWayTieByHand) {
  const TiebreakAnalysis a = analyse_tiebreaks(four_way_tie(), kStrength);
  ASSERT_EQ(a.criteria.size(), 3u);
  EXPECT_EQ(a.tied_pairs, 6u);
  EXPECT_EQ(a.unresolved, 1u);
  EXPECT_EQ(a.equal_strength_pairs, 0u);
  EXPECT_EQ(a.criteria[0], (CriterionTally{3, 2}));  // T-1
  EXPECT_EQ(a.criteria[1], (CriterionTally{2, 2}));  // T-3
  EXPECT_EQ(a.criteria[2], (CriterionTally{0, 0}));  // T-7
  EXPECT_EQ(a.correct(), 4u);
  EXPECT_DOUBLE_EQ(*a.tie_order_accuracy(), 0.75);
  EXPECT_EQ(a.tie_order_accuracy_fixed(), 750'000'000);
}

// The same tie place by place (docs/fairness.md "Round robins"): the neighbours 1|4 (T-1, 1900
// above 2000: wrong), 4|2 (T-3, 2000 above 1800: right) and 2|5 (equal on everything: a shared
// place, a T-12 play-off). 3|1 and 5|6 differ on points: no tie.
TEST(TiebreakAnalysis, PlacesByHand) {
  const TiebreakAnalysis a = analyse_tiebreaks(four_way_tie(), kStrength);
  const PlaceTally& p = a.places;
  ASSERT_EQ(p.criteria.size(), 3u);
  EXPECT_EQ(p.boundaries, 3u);
  EXPECT_EQ(p.criteria[0], (CriterionTally{1, 0}));  // T-1
  EXPECT_EQ(p.criteria[1], (CriterionTally{1, 1}));  // T-3
  EXPECT_EQ(p.criteria[2], (CriterionTally{0, 0}));  // T-7
  EXPECT_EQ(p.unresolved, 1u);
  EXPECT_EQ(p.equal_strength, 0u);
  EXPECT_EQ(p.entrants, 6u);
  EXPECT_EQ(p.playoff_entrants, 2u);  // 2 and 5
  EXPECT_EQ(p.playoff_events, 1u);

  TiebreakAnalysis sum;
  add(sum, a);
  add(sum, a);
  EXPECT_EQ(sum.places.boundaries, 6u);
  EXPECT_EQ(sum.places.criteria[0], (CriterionTally{2, 0}));
  EXPECT_EQ(sum.places.playoff_entrants, 4u);
  EXPECT_EQ(sum.places.playoff_events, 2u);  // tournaments: each of the two had a shared place
}

TEST(TiebreakAnalysis, PlacesSharedByThreeAndEqualStrengths) {
  // Rows a b c d: a|b decided by criterion 0, b|c and c|d equal on everything (one place shared by
  // three), then rows e|f not ranked together. Strengths: b and c equal.
  TiebreakAnalysis a;
  a.criteria.resize(2);
  const std::vector<int> split = {0, 2, 2, -1, -1};
  tally_places(a, split, std::vector<double>{5, 4, 4, 3, 2, 1}, 2);
  EXPECT_EQ(a.places.playoff_entrants, 3u);
  EXPECT_EQ(a.places.playoff_events, 1u);
  EXPECT_EQ(a.places.equal_strength, 1u);  // b|c: no right order
  EXPECT_EQ(a.places.boundaries, 2u);      // a|b and c|d
  EXPECT_EQ(a.places.unresolved, 1u);      // c|d
  EXPECT_EQ(a.places.criteria[0], (CriterionTally{1, 1}));
  EXPECT_EQ(a.places.entrants, 6u);
}

TEST(TiebreakAnalysis, PlacesThePlayOffDecidedWereTiedAfterTheList) {
  // Criteria T-10, T-2, playoff (T-12, index 2: the list proper ends there). Rows a b c | d e:
  // a|b by T-10, b|c by the play-off (the weaker above: wrong), d|e equal on everything.
  TiebreakAnalysis a;
  a.criteria.resize(3);
  ASSERT_EQ(playoff_index({"sonneborn_berger", "direct_encounter", "playoff"}), 2u);
  ASSERT_EQ(playoff_index({"sonneborn_berger", "wins"}), 2u);  // no play-off: the whole list
  tally_places(a, std::vector<int>{0, 2, -1, 3}, std::vector<double>{5, 3, 4, 2, 1}, 2);
  EXPECT_EQ(a.places.criteria[0], (CriterionTally{1, 1}));
  EXPECT_EQ(a.places.criteria[2], (CriterionTally{1, 0}));
  EXPECT_EQ(a.places.unresolved, 1u);
  EXPECT_EQ(a.places.playoff_entrants, 4u);  // b, c (played off) and d, e (shared)
  EXPECT_EQ(a.places.playoff_events, 1u);
}

TEST(TiebreakAnalysis, PairsOfEqualStrengthHaveNoRightOrder) {
  // Make 1 and 4 equally strong: their pair (decided by T-1) leaves the counts.
  std::vector<double> s = kStrength;
  s[3] = s[0];
  const TiebreakAnalysis a = analyse_tiebreaks(four_way_tie(), s);
  EXPECT_EQ(a.tied_pairs, 5u);
  EXPECT_EQ(a.equal_strength_pairs, 1u);
  EXPECT_EQ(a.criteria[0], (CriterionTally{2, 2}));
  // 4 (now 1900) above 2 and 5: still right.
  EXPECT_EQ(a.criteria[1], (CriterionTally{2, 2}));
}

TEST(TiebreakAnalysis, NoTieNoAccuracy) {
  Standings s;
  s.criteria = {"wins"};
  s.rows = {row(1, 6, {2}), row(2, 4, {1})};
  const TiebreakAnalysis a = analyse_tiebreaks(s, std::vector<double>{1, 2});
  EXPECT_EQ(a.tied_pairs, 0u);
  EXPECT_FALSE(a.tie_order_accuracy().has_value());
  EXPECT_FALSE(a.tie_order_accuracy_fixed().has_value());
}

TEST(TiebreakAnalysis, DecidedFinalSeparatesTheFinalistsAndTheirBlock) {
  // PI-10: 2 beat 1 in the final; 3 has the finalists' score but is ranked from 3rd.
  Standings s;
  s.criteria = {"wins"};
  s.rows = {row(2, 10, {3}), row(1, 10, {4}), row(3, 10, {4}), row(4, 10, {1})};
  const std::vector<double> strength = {2000, 1900, 1800, 1700};
  const FinalOutcome decided{5, 2, 1, true};
  const TiebreakAnalysis a = analyse_tiebreaks(s, strength, decided);
  // Only 3-4 is a tie (wins 4 > 1, right): 2-1 was the final, 2-3, 2-4, 1-3, 1-4 ranked apart.
  EXPECT_EQ(a.tied_pairs, 1u);
  EXPECT_EQ(a.criteria[0], (CriterionTally{1, 1}));

  // An undecided final ranks the two finalists among themselves: their pair is a tie.
  Standings u = s;
  u.rows[0] = row(1, 10, {4});
  u.rows[1] = row(2, 10, {3});
  const FinalOutcome undecided{5, 1, 2, false};
  const TiebreakAnalysis b = analyse_tiebreaks(u, strength, undecided);
  EXPECT_EQ(b.tied_pairs, 2u);
  EXPECT_EQ(b.criteria[0], (CriterionTally{2, 2}));  // 1 above 2 (2000 > 1900), 3 above 4
}

TEST(TiebreakAnalysis, AddSumsCounts) {
  TiebreakAnalysis sum;
  const TiebreakAnalysis a = analyse_tiebreaks(four_way_tie(), kStrength);
  add(sum, a);
  add(sum, a);
  EXPECT_EQ(sum.tied_pairs, 12u);
  EXPECT_EQ(sum.unresolved, 2u);
  EXPECT_EQ(sum.criteria[0], (CriterionTally{6, 4}));
  EXPECT_EQ(sum.criteria[1], (CriterionTally{4, 4}));
}

// A real 4-way tie: a 3-round round robin of 4 (2/1/0), every game of 4 drawn, 1 → 2 → 3 → 1.
//   R1: 1-2 1-0, 3-4 ½     R2: 2-3 1-0, 4-1 ½     R3: 3-1 1-0, 4-2 ½   (red first)
//   everybody 1 + ½ + 0 (1, 2, 3) or ½ + ½ + ½ (4): all 3 points (6 half-units).
//   T-3 wins: 1, 2, 3 one each, 4 none → 4 last.
//   T-5 black games: 1 (R2, R3) 2, 2 (R1, R3) 2, 3 (R2) 1 → 1 and 2 above 3; 1-2 unresolved.
TEST(TiebreakAnalysis, RealFourWayTieThroughTheStandings) {
  const Standings s = compute_standings(four_player_cycle(), {"wins", "black_games"});
  ASSERT_EQ(s.order(), (std::vector<EntrantId>{1, 2, 3, 4}));
  // Strengths 1: 2100, 2: 2000, 3: 2200, 4: 1900.
  //   wins: 1-4, 2-4, 3-4, all right → 3 decided, 3 correct.
  //   black_games: 1 above 3, 2 above 3, both wrong (3 is strongest) → 2 decided, 0 correct.
  //   1-2 unresolved. Tie-order accuracy (2·3 + 1) / 12 = 7/12.
  const TiebreakAnalysis a = analyse_tiebreaks(s, std::vector<double>{2100, 2000, 2200, 1900});
  EXPECT_EQ(a.tied_pairs, 6u);
  EXPECT_EQ(a.criteria[0], (CriterionTally{3, 3}));
  EXPECT_EQ(a.criteria[1], (CriterionTally{2, 0}));
  EXPECT_EQ(a.unresolved, 1u);
  EXPECT_DOUBLE_EQ(*a.tie_order_accuracy(), 7.0 / 12);
  // Place by place: 1|2 shared (unresolved), 2|3 black_games (2000 above 2200: wrong), 3|4 wins
  // (right).
  EXPECT_EQ(a.places.boundaries, 3u);
  EXPECT_EQ(a.places.criteria[0], (CriterionTally{1, 1}));
  EXPECT_EQ(a.places.criteria[1], (CriterionTally{1, 0}));
  EXPECT_EQ(a.places.unresolved, 1u);
  EXPECT_EQ(a.places.playoff_entrants, 2u);
  // The simulator's cheaper path (compute_places' splits) counts the same.
  const TournamentFairness t = measure_fairness(
      four_player_cycle(), std::vector<double>{2100, 2000, 2200, 1900}, {"wins", "black_games"});
  EXPECT_EQ(t.tiebreaks, a);
}

TEST(TiebreakAnalysis, TeamStandingsPt14) {
  // 4 teams of 3 (the 4-team record, record A): T3 and T4 tie on 3 match points and on team
  // progressive (4); team game points 8 > 7 put T4 first.
  const Record r = four_team_record();
  const Standings s = compute_team_standings(r);
  ASSERT_EQ(s.order(), (std::vector<EntrantId>{4, 3, 1, 2}));
  // Team strengths: T3 2000 > T4 1900, so team_game_points (criterion 2) ordered them wrong.
  const TiebreakAnalysis a = analyse_tiebreaks(s, std::vector<double>{2100, 1500, 2000, 1900});
  EXPECT_EQ(a.tied_pairs, 1u);
  EXPECT_EQ(a.criteria.at(0), (CriterionTally{0, 0}));  // team_progressive: equal
  EXPECT_EQ(a.criteria.at(1), (CriterionTally{1, 0}));  // team_game_points
  EXPECT_EQ(a.unresolved, 0u);
}

}  // namespace
}  // namespace xq
