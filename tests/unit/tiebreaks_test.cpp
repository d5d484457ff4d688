// Worked examples for every criterion and reading of rules.md T (values and the order they
// give), plus the registry and the list names. Points in comments are in the scale's unit
// (2/1/0); values are stored in half-units, written pt(x).
#include "pairing/standings/tiebreaks.hpp"

#include <gtest/gtest.h>

#include <set>

#include "pairing/model/errors.hpp"
#include "pairing/standings/standings.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::bye;
using test::fouled;
using test::G;
using test::make_record;
using test::pt;

const TiebreakValue& value(const Standings& s, EntrantId id, size_t k = 0) {
  return s.row_of(id).values.at(k);
}
std::vector<int> ranks(const Standings& s, std::initializer_list<EntrantId> ids) {
  std::vector<int> out;
  for (EntrantId id : ids) out.push_back(s.rank_of(id));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Registry and lists

TEST(TiebreakRegistry, NamesAreUniqueDocumentedAndEvaluable) {
  std::set<std::pair<std::string_view, TiebreakScope>> seen;
  const Record r = make_record(3, {{{1, 2, 'R'}, bye(3)}});
  for (const CriterionInfo& c : tiebreak_registry()) {
    EXPECT_TRUE(seen.insert({c.name, c.scope}).second) << c.name;
    EXPECT_FALSE(c.rule.empty()) << c.name;
    EXPECT_FALSE(c.doc.empty()) << c.name;
    if (c.scope == TiebreakScope::individual) {
      TiebreakContext ctx(r, {std::string(c.name)});
      const std::vector<EntrantId> group{1, 2};
      EXPECT_EQ(evaluate_tiebreak(c.name, ctx, group).size(), 2u) << c.name;
    }
  }
  EXPECT_EQ(seen.size(), 19u);  // T-1..T-12, T-15, the five PT-14 criteria and T-12.6
}

TEST(TiebreakRegistry, EveryListNamesRegisteredCriteriaOfItsScope) {
  for (const TiebreakList& l : tiebreak_lists())
    for (std::string_view c : l.criteria)
      EXPECT_NE(find_criterion(c, l.scope), nullptr) << l.name << ": " << c;
}

TEST(TiebreakRegistry, ListsExpandInTheirRuleOrder) {
  using V = std::vector<std::string>;
  EXPECT_EQ(expand_tiebreaks({"cn-14.3.1"}),
            (V{"opponent_score", "wins", "fouls", "black_games", "previous_round"}));
  EXPECT_EQ(expand_tiebreaks({"cn-14.3.2"}),
            (V{"progressive", "wins", "fouls", "black_games", "progressive_cut"}));
  EXPECT_EQ(expand_tiebreaks({"cn-14.1"}), (V{"sonneborn_berger", "wins", "direct_encounter", "fouls",
                                              "black_games", "black_in_direct_game"}));
  EXPECT_EQ(expand_tiebreaks({"wxc-swiss"}),
            (V{"opponent_score", "direct_encounter", "wins", "black_wins", "black_games",
               "strong_opponent_score", "fouls", "previous_round"}));
  EXPECT_EQ(expand_tiebreaks({"wxc-rr"}), (V{"sonneborn_berger", "direct_encounter", "wins", "black_wins",
                                             "black_games", "black_in_direct_game", "fouls", "playoff"}));
  EXPECT_EQ(expand_tiebreaks({"matchbp"}),
            (V{"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"}));
  EXPECT_EQ(
      expand_tiebreaks({"team-pt14"}, TiebreakScope::team),
      (V{"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_number"}));
  // Names and lists mix; order is kept.
  EXPECT_EQ(expand_tiebreaks({"fouls", "cn-14.3.2", "wins"}),
            (V{"fouls", "progressive", "wins", "fouls", "black_games", "progressive_cut", "wins"}));
}

TEST(TiebreakRegistry, UnknownNameIsAnInputErrorListingTheKnownOnes) {
  try {
    expand_tiebreaks({"wins", "buchholz"});
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "tiebreaks");
    EXPECT_NE(e.reason().find("'buchholz'"), std::string::npos) << e.what();
    EXPECT_NE(e.reason().find("opponent_score"), std::string::npos) << e.what();
    EXPECT_NE(e.reason().find("progressive_cut"), std::string::npos) << e.what();
    EXPECT_NE(e.reason().find("cn-14.3.1"), std::string::npos) << e.what();
  }
  // Scopes do not mix: a team criterion is unknown to individual standings and vice versa.
  EXPECT_THROW(expand_tiebreaks({"team-pt14"}), InputError);
  try {
    expand_tiebreaks({"wins"}, TiebreakScope::team);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "team_tiebreaks");
  }
  Record r = make_record(2, {{{1, 2, 'D'}}});
  r.rules.tiebreaks = {"nope"};
  EXPECT_THROW(compute_standings(r), InputError);
  // compute_standings takes list names too, expanded.
  EXPECT_EQ(compute_standings(r, {"cn-14.3.2"}).criteria, expand_tiebreaks({"cn-14.3.2"}));
}

// ---------------------------------------------------------------------------------------------
// T-1 opponents' score with S-3 byes, TEST_P over bye_opponent_score.
//
// Record "lowest is 0":            Record "lowest is 1":
//  R1: 1-2 1-0, 3-4 0-1, 5 bye      R1: same
//  R2: 5-1 0-1, 2-3 1-0, 4 bye      R2: 5-1 0-1, 2-3 draw, 4 bye
//  scores 1:4 2:2 3:0 4:4 5:2       scores 1:4 2:1 3:1 4:4 5:2
Record bye_record(bool lowest_is_zero) {
  return make_record(
      5, {{{1, 2, 'R'}, {3, 4, 'B'}, bye(5)}, {{5, 1, 'B'}, {2, 3, lowest_is_zero ? 'R' : 'D'}, bye(4)}});
}

struct ByeCase {
  bool lowest_is_zero;
  ByeOpponentScore setting;
  Points p4, p5;  // T-1 of players 4 and 5 (each had a bye)
  const char* why;
};

class OpponentScoreBye : public ::testing::TestWithParam<ByeCase> {};

TEST_P(OpponentScoreBye, ByeCountsAsTheSettingSays) {
  const ByeCase& c = GetParam();
  Record r = bye_record(c.lowest_is_zero);
  r.rules.bye_opponent_score = c.setting;
  const Standings s = compute_standings(r, {"opponent_score"});
  EXPECT_EQ(value(s, 4).key, std::vector<std::int64_t>{c.p4}) << c.why;
  EXPECT_EQ(value(s, 5).key, std::vector<std::int64_t>{c.p5}) << c.why;
  // Players without a bye are not affected: 1 met 2 (2 or 1) and 5 (2).
  EXPECT_EQ(value(s, 1).key[0], c.lowest_is_zero ? pt(2 + 2) : pt(1 + 2));
}

INSTANTIATE_TEST_SUITE_P(
    S3, OpponentScoreBye,
    ::testing::Values(
        // 4 met 3 (0) + bye; 5 had a bye + met 1 (4).
        ByeCase{true, ByeOpponentScore::lowest, pt(0 + 0), pt(0 + 4), "lowest = 0 (player 3)"},
        ByeCase{true, ByeOpponentScore::lowest_nonzero, pt(0 + 2), pt(2 + 4),
                "lowest of those who scored = 2"},
        ByeCase{true, ByeOpponentScore::zero, pt(0 + 0), pt(0 + 4), "zero"},
        // 4 met 3 (1) + bye; 5: bye + 1 (4).
        ByeCase{false, ByeOpponentScore::lowest, pt(1 + 1), pt(1 + 4), "lowest = 1 (players 2, 3)"},
        ByeCase{false, ByeOpponentScore::lowest_nonzero, pt(1 + 1), pt(1 + 4), "lowest nonzero = 1"},
        ByeCase{false, ByeOpponentScore::zero, pt(1 + 0), pt(0 + 4), "zero"}));

TEST(OpponentScore, SumsFinalScoresOfOpponentsIncludingForfeits) {
  // R1: 1-2 forfeit (2 absent, 1 wins), 3-4 draw. R2: 1-3 1-0, 2-4 0-1.
  // Scores 1:4 2:0 3:1 4:3. T-1: 1 = 2(0)+3(1) = 1; 2 = 1(4)+4(3) = 7; 3 = 4(3)+1(4) = 7; 4 = 3(1)+2(0) = 1.
  const Record r = make_record(4, {{{1, 2, 'r'}, {3, 4, 'D'}}, {{1, 3, 'R'}, {4, 2, 'R'}}});
  const Standings s = compute_standings(r, {"opponent_score"});
  EXPECT_EQ(value(s, 1).key[0], pt(1));
  EXPECT_EQ(value(s, 2).key[0], pt(7));
  EXPECT_EQ(value(s, 3).key[0], pt(7));
  EXPECT_EQ(value(s, 4).key[0], pt(1));
  EXPECT_EQ(value(s, 2).text, "7");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{1, 4, 3, 2}));  // scores 4, 3, 1, 0
}

// ---------------------------------------------------------------------------------------------
// T-2 direct encounter.
//
// "All met": players 1, 2, 3 play each other (1 beats 2, 1 beats 3, 2-3 draw), each also meets
// outsiders 4, 5, 6.
//  R1: 1-2 1-0, 3-4 draw, 5-6 1-0    R3: 2-3 draw, 6-1 1-0, 4-5 draw
//  R2: 3-1 0-1, 2-5 1-0, 4-6 1-0     R4: 1-4 0-1, 2-6 draw, 5-3 0-1
//  scores: 1: 2+2+0+0 = 4; 2: 0+2+1+1 = 4; 3: 1+0+1+2 = 4; 4: 1+2+1+2 = 6; 5: 2+0+1+0 = 3;
//          6: 0+0+2+1 = 3.
Record all_met_record() {
  return make_record(6, {{{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'R'}},
                         {{3, 1, 'B'}, {2, 5, 'R'}, {4, 6, 'R'}},
                         {{2, 3, 'D'}, {6, 1, 'R'}, {4, 5, 'D'}},
                         {{1, 4, 'B'}, {2, 6, 'D'}, {5, 3, 'B'}}});
}

TEST(DirectEncounter, ThreeTiedWhoAllMetRankByPointsAmongThem) {
  const Standings s = compute_standings(all_met_record(), {"direct_encounter"});
  // Among {1,2,3}: 1 = 2 + 2 = 4; 2 = 0 + 1 = 1; 3 = 0 + 1 = 1.
  EXPECT_EQ(value(s, 1).key[0], pt(4));
  EXPECT_EQ(value(s, 2).key[0], pt(1));
  EXPECT_EQ(value(s, 3).key[0], pt(1));
  // {5,6} met in R1: 5 won: 2 against 0.
  EXPECT_EQ(value(s, 5).key[0], pt(2));
  EXPECT_EQ(value(s, 6).key[0], pt(0));
  // 4 (6 points) alone: does not apply.
  EXPECT_EQ(value(s, 4).text, "");
  // 4 first; 1; 2 and 3 still equal share 3rd (T-2 is applied once); 5; 6.
  EXPECT_EQ(ranks(s, {4, 1, 2, 3, 5, 6}), (std::vector<int>{1, 2, 3, 3, 5, 6}));
  EXPECT_TRUE(s.row_of(2).shared_rank);
}

// "Not all met": like the record above, but R2..R4 change so that 1, 2, 3, 4 end on 4 points
// and 4 never met 2.
//  R1: 1-2 1-0, 3-4 1-0, 5-6 draw    R3: 2-3 draw, 1-6 0-1, 4-5 draw
//  R2: 3-1 0-1, 2-5 1-0, 4-6 draw    R4: 4-1 1-0, 2-6 draw, 5-3 draw
//  scores: 1: 2+2+0+0 = 4; 2: 0+2+1+1 = 4; 3: 2+0+1+1 = 4; 4: 0+1+1+2 = 4; 5: 1+0+1+1 = 3;
//          6: 1+1+2+1 = 5.
Record not_all_met_record() {
  return make_record(6, {{{1, 2, 'R'}, {3, 4, 'R'}, {5, 6, 'D'}},
                         {{3, 1, 'B'}, {2, 5, 'R'}, {4, 6, 'D'}},
                         {{2, 3, 'D'}, {1, 6, 'B'}, {4, 5, 'D'}},
                         {{4, 1, 'R'}, {2, 6, 'D'}, {5, 3, 'D'}}});
}

TEST(DirectEncounter, FourTiedWhoDidNotAllMeetDoesNotApply) {
  const Standings s = compute_standings(not_all_met_record(), {"direct_encounter", "wins"});
  // 2 and 4 never met, so T-2 does not apply to {1,2,3,4} (read among the four it would have
  // given 1: 4, 3: 3, 4: 2, 2: 1 and separated everybody).
  for (EntrantId id : {1, 2, 3, 4}) {
    EXPECT_EQ(value(s, id).key, std::vector<std::int64_t>{0}) << id;
    EXPECT_EQ(value(s, id).text, "") << id;
  }
  // The next criterion decides: wins 1: 2 (R1, R2); 2, 3, 4: 1 each → shared 3rd.
  EXPECT_EQ(ranks(s, {6, 1, 2, 3, 4, 5}), (std::vector<int>{1, 2, 3, 3, 3, 6}));
}

TEST(DirectEncounter, TwoTiedWhoNeverMetDoesNotApply) {
  // R1: 1-2 1-0, 3-4 1-0. 1 and 3 on 2 points never met; 2 and 4 on 0 never met.
  const Standings s = compute_standings(make_record(4, {{{1, 2, 'R'}, {3, 4, 'R'}}}), {"direct_encounter"});
  EXPECT_EQ(ranks(s, {1, 3, 2, 4}), (std::vector<int>{1, 1, 3, 3}));
}

// ---------------------------------------------------------------------------------------------
// T-3 wins, with S-2 forfeit_counts_as_win and S-3 bye_counts_as_win.
//  R1: 1-2 forfeit (2 absent: 1 wins), 3-4 1-0, 5 bye
//  R2: 2-5 1-0, 3-1 draw, 4 bye
struct WinsCase {
  bool forfeit_counts, bye_counts;
  std::vector<std::int64_t> wins;  // players 1..5
};
class Wins : public ::testing::TestWithParam<WinsCase> {};

TEST_P(Wins, CountsForfeitsAndByesPerSettings) {
  Record r = make_record(5, {{{1, 2, 'r'}, {3, 4, 'R'}, bye(5)}, {{2, 5, 'R'}, {3, 1, 'D'}, bye(4)}});
  r.rules.forfeit_counts_as_win = GetParam().forfeit_counts;
  r.rules.bye_counts_as_win = GetParam().bye_counts;
  const Standings s = compute_standings(r, {"wins"});
  for (EntrantId id = 1; id <= 5; ++id)
    EXPECT_EQ(value(s, id).key[0], GetParam().wins[static_cast<size_t>(id - 1)]) << "player " << id;
}

INSTANTIATE_TEST_SUITE_P(T3, Wins,
                         ::testing::Values(
                             // 1: the forfeit win; 2: beat 5; 3: beat 4; 4: the bye; 5: the bye.
                             WinsCase{true, true, {1, 1, 1, 1, 1}}, WinsCase{false, true, {0, 1, 1, 1, 1}},
                             WinsCase{true, false, {1, 1, 1, 0, 0}},
                             WinsCase{false, false, {0, 1, 1, 0, 0}}));

// ---------------------------------------------------------------------------------------------
// T-3 wins, T-4 black wins and T-5 black games under S-2 (`forfeit_colour`,
// `forfeit_counts_as_win`) and S-3 (`bye_colour_mark`, `bye_counts_as_win`). T-3 and T-4 count
// the same wins: a forfeit win with black is a black win exactly when it is a win and forfeits
// keep their colours.
//  R1: 2-1 0-1 (1 wins with black), 4-3 forfeit (4 absent: 3 wins, with black), 5 bye marked black
//  R2: 5-1 draw (1 black), 3-2 0-1 (2 wins with black), 4 bye marked red
struct ColourCase {
  ByeColourMark marks;
  bool bye_counts_as_win;
  ForfeitColour forfeit_colour;
  bool forfeit_counts_as_win;
  std::vector<std::int64_t> wins, black_wins, black_games;  // players 1..5
};
class BlackCounts : public ::testing::TestWithParam<ColourCase> {};

TEST_P(BlackCounts, ForfeitsAndByeMarksPerSetting) {
  Record r =
      make_record(5, {{{2, 1, 'B'}, {4, 3, 'b'}, bye(5, 'B')}, {{5, 1, 'D'}, {3, 2, 'B'}, bye(4, 'R')}});
  r.rules.bye_colour_mark = GetParam().marks;
  r.rules.bye_counts_as_win = GetParam().bye_counts_as_win;
  r.rules.forfeit_colour = GetParam().forfeit_colour;
  r.rules.forfeit_counts_as_win = GetParam().forfeit_counts_as_win;
  const Standings s = compute_standings(r, {"wins", "black_wins", "black_games"});
  for (EntrantId id = 1; id <= 5; ++id) {
    const size_t i = static_cast<size_t>(id - 1);
    EXPECT_EQ(value(s, id, 0).key[0], GetParam().wins[i]) << "player " << id;
    EXPECT_EQ(value(s, id, 1).key[0], GetParam().black_wins[i]) << "player " << id;
    EXPECT_EQ(value(s, id, 2).key[0], GetParam().black_games[i]) << "player " << id;
  }
}

constexpr ByeColourMark kMarksNone = ByeColourMark::none, kMarksCount = ByeColourMark::count;
constexpr ForfeitColour kNoColour = ForfeitColour::none, kKeepColour = ForfeitColour::count;

INSTANTIATE_TEST_SUITE_P(
    T3T4T5, BlackCounts,
    ::testing::Values(
        // 1: black in R1 (win) and R2 (draw); 2: black win R2; 3: a forfeit win with black;
        // 4: a forfeit loss with red, a bye marked red; 5: a bye marked black.
        ColourCase{kMarksNone, true, kNoColour, true, {1, 1, 1, 1, 1}, {1, 1, 0, 0, 0}, {2, 1, 0, 0, 0}},
        ColourCase{kMarksCount, true, kNoColour, true, {1, 1, 1, 1, 1}, {1, 1, 0, 0, 1}, {2, 1, 0, 0, 1}},
        ColourCase{kMarksCount, false, kNoColour, true, {1, 1, 1, 0, 0}, {1, 1, 0, 0, 0}, {2, 1, 0, 0, 1}},
        ColourCase{kMarksNone, true, kNoColour, false, {1, 1, 0, 1, 1}, {1, 1, 0, 0, 0}, {2, 1, 0, 0, 0}},
        // S-2 `count`: 3's forfeit is a black game, and a black win exactly when it is a win.
        ColourCase{kMarksNone, true, kKeepColour, true, {1, 1, 1, 1, 1}, {1, 1, 1, 0, 0}, {2, 1, 1, 0, 0}},
        ColourCase{kMarksNone, true, kKeepColour, false, {1, 1, 0, 1, 1}, {1, 1, 0, 0, 0}, {2, 1, 1, 0, 0}}));

// ---------------------------------------------------------------------------------------------
// T-6 black in the direct game.

TEST(BlackInDirectGame, OfTwoTiedTheOneWhoHadBlackComesFirst) {
  // R1: 1-2 draw, 3-4 draw. R2: 1-3 1-0, 2-4 1-0. Scores 1:3 2:3 3:1 4:1.
  // {1,2}: 2 had black in R1 → 2 first. {3,4}: 4 had black → 4 first.
  const Standings s = compute_standings(
      make_record(4, {{{1, 2, 'D'}, {3, 4, 'D'}}, {{1, 3, 'R'}, {2, 4, 'R'}}}), {"black_in_direct_game"});
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{2, 1, 4, 3}));
  EXPECT_EQ(value(s, 2).text, "1");
  EXPECT_EQ(value(s, 1).text, "0");
}

TEST(BlackInDirectGame, OnlyBetweenTwo) {
  // All-met record: {1,2,3} are three → does not apply (2 and 3 share); {5,6}: 6 had black in
  // their R1 game → 6 first, the opposite of T-2 (5 won that game).
  const Standings s = compute_standings(all_met_record(), {"black_in_direct_game"});
  for (EntrantId id : {1, 2, 3}) EXPECT_EQ(value(s, id).text, "") << id;
  EXPECT_EQ(ranks(s, {4, 1, 2, 3, 6, 5}), (std::vector<int>{1, 2, 2, 2, 5, 6}));
}

// ---------------------------------------------------------------------------------------------
// T-7 fewer fouls.

TEST(Fouls, FewerFirstOverTheEvent) {
  // Every game drawn (all on 2 points). Fouls: R1 1-2 red 2; 3-4 black 1; R2 1-3 red 1.
  // Totals 1: 3, 2: 0, 3: 0, 4: 1 → 2 and 3 share 1st, 4 3rd, 1 4th.
  const Record r = make_record(
      4, {{fouled(1, 2, 'D', 2, 0), fouled(3, 4, 'D', 0, 1)}, {fouled(1, 3, 'D', 1, 0), {2, 4, 'D'}}});
  const Standings s = compute_standings(r, {"fouls"});
  EXPECT_EQ(ranks(s, {2, 3, 4, 1}), (std::vector<int>{1, 1, 3, 4}));
  EXPECT_EQ(value(s, 1).key[0], -3);
  EXPECT_EQ(value(s, 1).text, "3");
}

// ---------------------------------------------------------------------------------------------
// T-8 previous round, both readings. 1 and 2 end equal on score and black games:
//  R1: 1-2 1-0, 3-4 draw        totals after R1, R2, R3:
//  R2: 1-3 0-1, 2-4 1-0           1: 2, 2, 4   black games: R3          = 1
//  R3: 4-1 0-1, 2-3 1-0           2: 0, 2, 4   black games: R1          = 1
//                                 3: 1, 3, 3   4: 1, 1, 1
Record previous_round_record(PreviousRound reading) {
  Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'B'}, {2, 4, 'R'}}, {{4, 1, 'B'}, {2, 3, 'R'}}});
  r.rules.previous_round = reading;
  return r;
}

TEST(PreviousRound, RoundTotalsCompareAfterNMinus1ThenNMinus2) {
  const Standings s = compute_standings(previous_round_record(PreviousRound::round_totals),
                                        {"black_games", "previous_round"});
  // After R2 both have 2; after R1 1 has 2 and 2 has 0 → 1 first.
  EXPECT_EQ(value(s, 1, 1).key, (std::vector<std::int64_t>{pt(2), pt(2)}));
  EXPECT_EQ(value(s, 2, 1).key, (std::vector<std::int64_t>{pt(2), pt(0)}));
  EXPECT_EQ(value(s, 2, 1).text, "2/0");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{1, 2, 3, 4}));
}

TEST(PreviousRound, RankingIsTheOrderAfterThePreviousRoundRecursively) {
  const Standings s =
      compute_standings(previous_round_record(PreviousRound::ranking), {"black_games", "previous_round"});
  // Standings after R2 by the same list: 3 (3 points) 1st; 1 and 2 on 2 points: black games
  // after R2 are 1: 0, 2: 1 → 2 is 2nd, 1 3rd; 4 4th. So now 2 comes before 1 — the other
  // reading's answer reversed.
  EXPECT_EQ(value(s, 2, 1).text, "2");
  EXPECT_EQ(value(s, 1, 1).text, "3");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{2, 1, 3, 4}));
}

TEST(PreviousRound, AfterOneRoundNobodyDiffers) {
  for (PreviousRound reading : {PreviousRound::ranking, PreviousRound::round_totals}) {
    Record r = make_record(4, {{{1, 2, 'R'}, {3, 4, 'R'}}});
    r.rules.previous_round = reading;
    const Standings s = compute_standings(r, {"previous_round"});
    EXPECT_EQ(ranks(s, {1, 3, 2, 4}), (std::vector<int>{1, 1, 3, 3}));
  }
}

// ---------------------------------------------------------------------------------------------
// T-9 strong-opponent score, three readings.
//  R1: 1-2 1-0 (1 has a foul), 3-4 1-0, 5-6 1-0
//  R2: 1-3 draw, 2-5 draw, 4-6 1-0
//  R3: 5-1 1-0, 3-6 1-0, 4-2 draw
//  scores 1:3 2:2 3:5 4:3 5:5 6:0. Ties: {3,5} on 5, {1,4} on 3.
//  T-1: 1: 2+5+5 = 12; 2: 3+5+3 = 11; 3: 3+3+0 = 6; 4: 5+0+2 = 7; 5: 0+2+3 = 5; 6: 5+3+5 = 13.
Record strong_record(StrongOpponent reading) {
  Record r = make_record(6, {{fouled(1, 2, 'R', 1, 0), {3, 4, 'R'}, {5, 6, 'R'}},
                             {{1, 3, 'D'}, {2, 5, 'D'}, {4, 6, 'R'}},
                             {{5, 1, 'R'}, {3, 6, 'R'}, {4, 2, 'D'}}});
  r.rules.strong_opponent_score = reading;
  return r;
}

TEST(StrongOpponentScore, OpponentsOpponentScore) {
  const Standings s =
      compute_standings(strong_record(StrongOpponent::opponents_opponent_score), {"strong_opponent_score"});
  // Sum of the opponents' T-1: 1: 11+6+5 = 22; 2: 12+5+7 = 24; 3: 7+12+13 = 32;
  // 4: 6+13+11 = 30; 5: 13+11+12 = 36; 6: 5+7+6 = 18.
  const std::vector<Points> expected{pt(22), pt(24), pt(32), pt(30), pt(36), pt(18)};
  for (EntrantId id = 1; id <= 6; ++id)
    EXPECT_EQ(value(s, id).key[0], expected[static_cast<size_t>(id - 1)]) << id;
  // {3,5}: 5 (36) first; {1,4}: 4 (30) first.
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{5, 3, 4, 1, 2, 6}));
}

TEST(StrongOpponentScore, PointsAgainstTheStrongest) {
  const Standings s =
      compute_standings(strong_record(StrongOpponent::points_vs_strongest), {"strong_opponent_score"});
  // 3: strongest opponents 4 and 1 (3 each): 2 + 1 = 3. 5: strongest 1 (3): 2.
  // 1: strongest 3 and 5 (5 each): 1 + 0 = 1. 4: strongest 3 (5): 0.
  EXPECT_EQ(value(s, 3).key[0], pt(3));
  EXPECT_EQ(value(s, 5).key[0], pt(2));
  EXPECT_EQ(value(s, 1).key[0], pt(1));
  EXPECT_EQ(value(s, 4).key[0], pt(0));
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 5, 1, 4, 2, 6}));
}

TEST(StrongOpponentScore, BestOpponentRankUsesTheCriteriaBeforeIt) {
  const Standings s = compute_standings(strong_record(StrongOpponent::best_opponent_rank),
                                        {"fouls", "strong_opponent_score"});
  // Places by score then fouls: 3, 5 share 1st; 4 3rd, 1 4th (1 foul); 2 5th; 6 6th.
  // Best opponent place: 3 met 4 (3rd), 1 (4th), 6 → 3; 5 met 6, 2 (5th), 1 (4th) → 4.
  EXPECT_EQ(value(s, 3, 1).text, "3");
  EXPECT_EQ(value(s, 5, 1).text, "4");
  EXPECT_EQ(value(s, 3, 1).key[0], -3);
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 5, 4, 1, 2, 6}));
  // With score only before it, 3 and 5 both have a 3rd-placed best opponent and stay equal.
  const Standings alone =
      compute_standings(strong_record(StrongOpponent::best_opponent_rank), {"strong_opponent_score"});
  EXPECT_EQ(alone.rank_of(3), alone.rank_of(5));
}

// ---------------------------------------------------------------------------------------------
// T-10 Sonneborn-Berger.

TEST(SonnebornBerger, BeatenPlusHalfDrawn) {
  // Round robin. R1: 1-2 1-0, 3-4 draw. R2: 3-1 draw, 2-4 1-0. R3: 1-4 0-1, 2-3 0-1.
  // Scores 1: 3; 2: 2; 3: 4; 4: 3.
  // SB: 1 = 2 (beat 2) + 4/2 (drew 3) = 4; 4 = 3 (beat 1) + 4/2 (drew 3) = 5;
  //     3 = 2 (beat 2) + 3/2 + 3/2 (drew 4 and 1) = 5; 2 = 3 (beat 4) = 3.
  const Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{3, 1, 'D'}, {2, 4, 'R'}}, {{1, 4, 'B'}, {2, 3, 'B'}}});
  const Standings s = compute_standings(r, {"sonneborn_berger"});
  EXPECT_EQ(value(s, 1).text, "4");
  EXPECT_EQ(value(s, 4).text, "5");
  EXPECT_EQ(value(s, 3).text, "5");
  EXPECT_EQ(value(s, 2).text, "3");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{3, 4, 1, 2}));  // 4 before 1 on SB 5 > 4
}

TEST(SonnebornBerger, KeepsQuarterPointsExact) {
  // 1 / 0.5 / 0 scale: a draw between two players on 0.5: SB = 0.5 / 2 = 0.25.
  RuleSet rules;
  rules.points = {2, 1, 0, -1, -1};
  const Standings s = compute_standings(make_record(2, {{{1, 2, 'D'}}}, rules), {"sonneborn_berger"});
  EXPECT_EQ(value(s, 1).text, "0.25");
  EXPECT_EQ(value(s, 1).key, value(s, 2).key);
}

// ---------------------------------------------------------------------------------------------
// T-11 progressive and T-15 progressive continuation.
//  R1: 1-3 1-0, 2-4 draw, 5-6 1-0      totals after each round     progressive
//  R2: 5-1 1-0, 2-6 1-0, 3-4 draw        1: 2, 2, 3, 4               11
//  R3: 6-1 draw, 3-2 1-0, 4-5 draw       2: 1, 3, 3, 4               11
//  R4: 1-2 draw, 3-5 draw, 4-6 draw      3: 0, 1, 3, 4                8
//                                        4: 1, 2, 3, 4               10
//                                        5: 2, 4, 5, 6               17
//                                        6: 0, 0, 1, 2                3
Record progressive_record() {
  return make_record(6, {{{1, 3, 'R'}, {2, 4, 'D'}, {5, 6, 'R'}},
                         {{5, 1, 'R'}, {2, 6, 'R'}, {3, 4, 'D'}},
                         {{6, 1, 'D'}, {3, 2, 'R'}, {4, 5, 'D'}},
                         {{1, 2, 'D'}, {3, 5, 'D'}, {4, 6, 'D'}}});
}

TEST(Progressive, SumOfTheTotalsAfterEachRound) {
  const Standings s = compute_standings(progressive_record(), {"progressive"});
  EXPECT_EQ(value(s, 1).text, "11");  // 2 + 2 + 3 + 4 (S-8's example 2 + 2 + 4 = 8 after three)
  EXPECT_EQ(value(s, 4).text, "10");
  EXPECT_EQ(value(s, 3).text, "8");
  EXPECT_EQ(ranks(s, {5, 1, 2, 4, 3, 6}), (std::vector<int>{1, 2, 2, 4, 5, 6}));
}

TEST(ProgressiveCut, DropsRoundOneThenRoundsOneAndTwo) {
  const Standings s = compute_standings(progressive_record(), {"progressive", "progressive_cut"});
  // Without round 1: 1 = 2+3+4 = 9, 2 = 3+3+4 = 10 → 2 first. Then 7/7, then 4/4.
  EXPECT_EQ(value(s, 1, 1).text, "9/7/4");
  EXPECT_EQ(value(s, 2, 1).text, "10/7/4");
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{5, 2, 1, 4, 3, 6}));
}

}  // namespace
}  // namespace xq
