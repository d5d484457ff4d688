// Standings: every named list ranking a small hand-made event, the final of PI-10 / PI-11,
// shared places (T-12). Points in comments are in the scale's unit (2/1/0).
#include "pairing/standings/standings.hpp"

#include <gtest/gtest.h>

#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::bye;
using test::final_game;
using test::G;
using test::make_record;
using test::playoff;
using test::pt;

Record with_list(Record r, std::string list) {
  r.rules.tiebreaks = {std::move(list)};
  return r;
}

// ---------------------------------------------------------------------------------------------
// Named lists on a Swiss-like event (the "all met" record of tiebreaks_test):
//  R1: 1-2 1-0, 3-4 draw, 5-6 1-0    R3: 2-3 draw, 6-1 1-0, 4-5 draw
//  R2: 3-1 0-1, 2-5 1-0, 4-6 1-0     R4: 1-4 0-1, 2-6 draw, 5-3 0-1
//  scores 1:4 2:4 3:4 4:6 5:3 6:3
//  T-1: 1 = 2(4)+3(4)+6(3)+4(6) = 17; 2 = 1(4)+5(3)+3(4)+6(3) = 14; 3 = 4(6)+1(4)+2(4)+5(3) = 17;
//       5 = 6(3)+2(4)+4(6)+3(4) = 17; 6 = 5(3)+4(6)+1(4)+2(4) = 17.
//  wins 1: 2, 3: 1, 5: 1, 6: 1. black games 5: R2, R3 = 2; 6: R1, R2, R4 = 3. black wins 5: 0, 6: 0.
Record swiss_record() {
  return make_record(6, {{{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'R'}},
                         {{3, 1, 'B'}, {2, 5, 'R'}, {4, 6, 'R'}},
                         {{2, 3, 'D'}, {6, 1, 'R'}, {4, 5, 'D'}},
                         {{1, 4, 'B'}, {2, 6, 'D'}, {5, 3, 'B'}}});
}

TEST(NamedLists, Wxc_swiss) {
  // 4; {1,3} on T-1 17 before 2 (14); T-2 between 1 and 3: 1 won R2 → 1 first.
  // {5,6} on T-1 17: T-2: 5 won R1 → 5 first.
  const Standings s = compute_standings(with_list(swiss_record(), "wxc-swiss"));
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{4, 1, 3, 2, 5, 6}));
  EXPECT_EQ(s.criteria.size(), 8u);
}

TEST(NamedLists, Cn_14_3_1) {
  // Same event: {1,3}: wins 2 against 1 → 1 first. {5,6}: wins 1 each, no fouls, black games
  // 5: 2, 6: 3 → 6 first (no T-2 in this list, so the opposite of wxc-swiss).
  const Standings s = compute_standings(with_list(swiss_record(), "cn-14.3.1"));
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{4, 1, 3, 2, 6, 5}));
}

TEST(NamedLists, Matchbp) {
  // Same event, with the settings of data/matchbp: {5,6}: black wins 0 each, black games 6 → 6.
  Record r = with_list(swiss_record(), "matchbp");
  r.rules.previous_round = PreviousRound::round_totals;
  r.rules.bye_colour_mark = ByeColourMark::count;
  const Standings s = compute_standings(r);
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{4, 1, 3, 2, 6, 5}));
}

TEST(NamedLists, Cn_14_3_2) {
  // The progressive record of tiebreaks_test: 5 (6 points); on 4 points progressive 1: 11,
  // 2: 11, 4: 10, 3: 8; {1,2}: wins 1 each, no fouls, black games 2 each; progressive without
  // round 1: 1 = 9, 2 = 10 → 2 first.
  const Record r = make_record(6, {{{1, 3, 'R'}, {2, 4, 'D'}, {5, 6, 'R'}},
                                   {{5, 1, 'R'}, {2, 6, 'R'}, {3, 4, 'D'}},
                                   {{6, 1, 'D'}, {3, 2, 'R'}, {4, 5, 'D'}},
                                   {{1, 2, 'D'}, {3, 5, 'D'}, {4, 6, 'D'}}});
  const Standings s = compute_standings(with_list(r, "cn-14.3.2"));
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{5, 2, 1, 4, 3, 6}));
}

// Round robin of four:
//  R1: 1-2 1-0, 3-4 1-0. R2: 3-1 1-0, 2-4 1-0. R3: 1-4 draw, 2-3 draw.
//  scores 1: 2+0+1 = 3; 2: 0+2+1 = 3; 3: 2+2+1 = 5; 4: 0+0+1 = 1.
//  SB 1 = 3 (beat 2) + 1/2 (drew 4) = 3.5; 2 = 1 (beat 4) + 5/2 (drew 3) = 3.5 → equal.
//  wins 1 each; T-2: 1 beat 2 → 1 first. (T-6 would say 2: it had black in R1.)
Record round_robin_record() {
  return make_record(4, {{{1, 2, 'R'}, {3, 4, 'R'}}, {{3, 1, 'R'}, {2, 4, 'R'}}, {{1, 4, 'D'}, {2, 3, 'D'}}});
}

TEST(NamedLists, Cn_14_1) {
  const Standings s = compute_standings(with_list(round_robin_record(), "cn-14.1"));
  EXPECT_EQ(s.row_of(1).values[0].text, "3.5");
  EXPECT_EQ(s.row_of(2).values[0].text, "3.5");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 1, 2, 4}));
}

TEST(NamedLists, Wxc_rr) {
  const Standings s = compute_standings(with_list(round_robin_record(), "wxc-rr"));
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 1, 2, 4}));
  // Reversing 1-2's colours (2 red, still 1 wins) changes nothing: T-2 comes before T-6.
  Record r = round_robin_record();
  r.rounds[0].games[0] = {1, 2, 1, Result::black_win};
  const Standings t = compute_standings(with_list(r, "wxc-rr"));
  EXPECT_EQ(t.order(), (std::vector<EntrantId>{3, 1, 2, 4}));
}

TEST(NamedLists, ListOrderMattersT6BeforeT2) {
  // Control: the same event with T-6 before T-2 puts 2 first (2 had black in R1).
  const Standings s = compute_standings(round_robin_record(),
                                        {"sonneborn_berger", "black_in_direct_game", "direct_encounter"});
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 2, 1, 4}));
}

// T-12: the play-off is not computable; players equal on everything share the place.
TEST(SharedPlaces, EqualOnEveryCriterionShareTheRank) {
  // Round robin of three with a bye each round, every game drawn, each black once:
  //  R1: 1-2 draw, 3 bye. R2: 2-3 draw, 1 bye. R3: 3-1 draw, 2 bye.
  // All on 1 + 1 + 2 = 4; SB 4/2 + 4/2 = 4 each; T-2 among all three 2 each; wins 1 (the bye);
  // black wins 0; black games 1; T-6 does not apply to three; no fouls → all share 1st.
  const Record r = make_record(3, {{{1, 2, 'D'}, bye(3)}, {{2, 3, 'D'}, bye(1)}, {{3, 1, 'D'}, bye(2)}});
  const Standings s = compute_standings(with_list(r, "wxc-rr"));
  for (const StandingRow& row : s.rows) {
    EXPECT_EQ(row.rank, 1);
    EXPECT_TRUE(row.shared_rank);
  }
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{1, 2, 3}));  // listed by number
  // Control: one colour more for 3 (R3 played 1-3) separates 3 on black games.
  Record c = r;
  c.rounds[2].games[0] = {1, 1, 3, Result::draw};
  EXPECT_EQ(compute_standings(with_list(c, "wxc-rr")).order().front(), 3);
}

TEST(SharedPlaces, RanksSkipAfterASharedPlace) {
  // R1: 1-2 1-0, 3-4 1-0, 5 bye. Scores 1, 3, 5: 2; 2, 4: 0. By score only: 1st x3, then 4th x2.
  const Standings s =
      compute_standings(make_record(5, {{{1, 2, 'R'}, {3, 4, 'R'}, bye(5)}}), std::vector<std::string>{});
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{1, 3, 5, 2, 4}));
  std::vector<int> ranks;
  for (const StandingRow& row : s.rows) ranks.push_back(row.rank);
  EXPECT_EQ(ranks, (std::vector<int>{1, 1, 1, 4, 4}));
  EXPECT_EQ(s.row_of(5).score, pt(2));
}

// ---------------------------------------------------------------------------------------------
// PI-10 / PI-11: final after round 2 of 3.
//  R1: 1-4 1-0, 2-5 1-0, 3-6 1-0
//  R2: 1-3 1-0, 2-6 1-0, 4-5 draw          after R2: 1: 4, 2: 4 → the final; 3: 2
//  R3: final 2-1 (standard), play-offs; 3-4 1-0, 5-6 1-0
struct FinalCase {
  std::vector<G> final_games;  // the final and its play-offs, in order
  EntrantId first;
  const char* why;
};

Record final_record(const std::vector<G>& final_games) {
  std::vector<G> r3 = final_games;
  r3.push_back({3, 4, 'R'});
  r3.push_back({5, 6, 'R'});
  Record r =
      make_record(6, {{{1, 4, 'R'}, {2, 5, 'R'}, {3, 6, 'R'}}, {{1, 3, 'R'}, {2, 6, 'R'}, {4, 5, 'D'}}, r3});
  r.rules.final_after_round = 2;
  r.rules.tiebreaks = {"opponent_score"};
  return r;
}

class Final : public ::testing::TestWithParam<FinalCase> {};

TEST_P(Final, FinalistsTakePlacesOneAndTwoByTheFinal) {
  const FinalCase& c = GetParam();
  const Standings s = compute_standings(final_record(c.final_games));
  const EntrantId second = c.first == 1 ? 2 : 1;
  EXPECT_EQ(s.rows[0].id, c.first) << c.why;
  EXPECT_EQ(s.rows[1].id, second) << c.why;
  EXPECT_EQ(s.rows[0].rank, 1);
  EXPECT_EQ(s.rows[1].rank, 2);
  EXPECT_FALSE(s.rows[0].shared_rank);
  // Everybody else from 3rd: 3 (2+0+2 = 4), 5 (0+1+2 = 3), then 4 and 6.
  EXPECT_EQ(s.rank_of(3), 3);
  EXPECT_EQ(s.rank_of(5), 4);
}

INSTANTIATE_TEST_SUITE_P(
    PI10, Final,
    ::testing::Values(
        FinalCase{{final_game(2, 1, 'R')}, 2, "the standard game decides"},
        FinalCase{{final_game(2, 1, 'B')}, 1, "the standard game decides"},
        FinalCase{{final_game(2, 1, 'b')}, 1, "a forfeit decides"},
        FinalCase{{final_game(2, 1, 'D'), playoff(1, 2, 'R')}, 1, "the rapid game decides"},
        FinalCase{{final_game(2, 1, 'D'), playoff(1, 2, 'D'), playoff(1, 2, 'D', TimeControl::armageddon)},
                  2,
                  "armageddon draw: black (2) wins"},
        FinalCase{{final_game(2, 1, 'D'), playoff(1, 2, 'D'), playoff(2, 1, 'D', TimeControl::armageddon)},
                  1,
                  "armageddon draw: black (1) wins"},
        FinalCase{{final_game(2, 1, 'D'), playoff(1, 2, 'D'), playoff(2, 1, 'R', TimeControl::armageddon)},
                  2,
                  "armageddon won by red"}));

TEST(Final, OpponentsOfFinalistsCountTheStandardFinalGameNotThePlayOffs) {
  // Final 2-1 drawn, rapid drawn, armageddon 1 (red) - 2 (black) drawn → 2 wins the title.
  const Record r =
      final_record({final_game(2, 1, 'D'), playoff(1, 2, 'D'), playoff(1, 2, 'D', TimeControl::armageddon)});
  const Standings s = compute_standings(r);
  EXPECT_EQ(s.order().front(), 2);
  // PI-11: finalist 1 counts 4 (after R2) + 1 (final drawn) = 5 — not 5 + 1 (rapid draw) + 0.
  // 3 met 6 (0), 1 (5), 4 (1): T-1 = 6. 4 met 1 (5), 5 (3), 3 (4): 12.
  EXPECT_EQ(s.row_of(3).values[0].key[0], pt(0 + 5 + 1));
  EXPECT_EQ(s.row_of(4).values[0].key[0], pt(5 + 3 + 4));
  // Scores hold no play-off points either.
  EXPECT_EQ(s.row_of(1).score, pt(5));
  EXPECT_EQ(s.row_of(2).score, pt(5));
  // Without the final, 1 would be first on the normal standings (both on 5):
  // T-1 of 1 = 4(1) + 3(4) + 2(5) = 10 > T-1 of 2 = 5(3) + 6(0) + 1(5) = 8.
  Record no_final = r;
  no_final.rules.final_after_round = 0;
  EXPECT_EQ(compute_standings(no_final).order().front(), 1);
}

TEST(Final, FinalOfTheStandardGameWonAddsItsPoints) {
  // Final 2-1 won by 2 (red): 2 counts 4 + 2 = 6 for its opponents 5, 6.
  // 5 met 2 (6), 4 (1), 6 (0): T-1 = 7.
  const Standings s = compute_standings(final_record({final_game(2, 1, 'R')}));
  EXPECT_EQ(s.row_of(5).values[0].key[0], pt(6 + 1 + 0));
}

TEST(Final, UndecidedFinalRanksTheTwoByTheStandings) {
  // Final drawn, no play-off played yet: 1 (T-1 10) before 2 (T-1 8) on the standings.
  const Standings s = compute_standings(final_record({final_game(2, 1, 'D')}));
  ASSERT_TRUE(find_final(final_record({final_game(2, 1, 'D')})).has_value());
  EXPECT_FALSE(find_final(final_record({final_game(2, 1, 'D')}))->decided);
  EXPECT_EQ(s.order()[0], 1);
  EXPECT_EQ(s.order()[1], 2);
  EXPECT_EQ(s.rank_of(3), 3);
}

TEST(Final, ASubsetRanksItsFinalistsFirst) {
  // T-14.2 on a record with a final (2 won it): the finalists in the subset come first, by the
  // final; the others follow in their order of the whole standings (3 before 5, as above).
  const Record r = final_record({final_game(2, 1, 'R')});
  const Standings loser = compute_standings(r, r.rules.tiebreaks, {5, 3, 1});
  EXPECT_EQ(loser.order(), (std::vector<EntrantId>{1, 3, 5}));
  EXPECT_EQ(loser.rank_of(1), 1);
  EXPECT_EQ(loser.rank_of(5), 3);
  EXPECT_EQ(compute_standings(r, r.rules.tiebreaks, {1, 5, 2}).order(), (std::vector<EntrantId>{2, 1, 5}));
  EXPECT_EQ(compute_standings(r, r.rules.tiebreaks, {1, 2}).order(), (std::vector<EntrantId>{2, 1}));
}

TEST(Final, BeforeTheFinalRoundTheStandingsAreNormal) {
  const Record r = truncated(final_record({final_game(2, 1, 'R')}), 2);
  EXPECT_FALSE(find_final(r).has_value());
  // After R2: 1 and 2 on 4; T-1: 1 = 4(0) + 3(2) = 2, 2 = 5(1) + 6(0) = 1 → 1 first.
  EXPECT_EQ(compute_standings(r).order()[0], 1);
}

TEST(AssignRanks, SharedOnlyWhenScoreAndEveryKeyAreEqual) {
  std::vector<StandingRow> rows = {{0, 1, 4, {{{3}, ""}}, false},
                                   {0, 2, 4, {{{3}, ""}}, false},
                                   {0, 3, 4, {{{2}, ""}}, false},
                                   {0, 4, 2, {{{2}, ""}}, false}};
  assign_ranks(rows, 3);
  EXPECT_EQ(rows[0].rank, 3);
  EXPECT_EQ(rows[1].rank, 3);
  EXPECT_EQ(rows[2].rank, 5);
  EXPECT_EQ(rows[3].rank, 6);
  EXPECT_TRUE(rows[0].shared_rank && rows[1].shared_rank);
  EXPECT_FALSE(rows[2].shared_rank || rows[3].shared_rank);
}

}  // namespace
}  // namespace xq
