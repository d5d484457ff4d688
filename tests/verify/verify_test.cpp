// The verifier on small hand-made records: each good record gives no violation, and each
// planted fault is reported with its rule number (harness V-1..V-5, V-7).
#include "verify/verify.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "pairing/model/rng.hpp"
#include "tests/support/build.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/ledger.hpp"

namespace xq {
namespace {

using test::bye;
using test::dump;
using test::G;
using test::M;
using test::RecordBuilder;

int count(const VerifyReport& r, const std::string& rule, EntrantId entrant = 0, int round = 0) {
  return static_cast<int>(std::count_if(r.violations.begin(), r.violations.end(), [&](const Violation& v) {
    return v.rule == rule && (entrant == 0 || v.entrant == entrant) && (round == 0 || v.round == round);
  }));
}

RuleSet swiss(int rounds) {
  RuleSet r;
  r.format = EventFormat::swiss;
  r.rounds = rounds;
  return r;  // adjacent first round, colours by board (P1-6), round_parity (PI-6), 2/1/0
}

// Six players, three rounds, paired by hand by the rules:
// R1 (P1-4/P1-6): 1–2, 4–3, 5–6. Scores 1:2 2:0 3:1 4:1 5:0 6:2.
// R2: 6–1 (equal need? 1 +1, 6 −1: 6 red); 3 and 4 have met, so they float: 3–5 (PI-7, 3 red-due),
//     2–4 (4 black-due). Scores 6:4 4:3 1:2 3:2 5:1 2:0.
// R3: 4–6 (6 is black-due), 1–3 (equal need, 1 ended on black: 1 red), 5–2 (5 red-due).
std::vector<std::vector<G>> six_rounds() {
  return {{{1, 2, 'R'}, {4, 3, 'D'}, {5, 6, 'B'}},
          {{6, 1, 'R'}, {3, 5, 'D'}, {2, 4, 'B'}},
          {{4, 6, 'D'}, {1, 3, 'R'}, {5, 2, 'D'}}};
}

Record six(std::vector<std::vector<G>> rounds = six_rounds(), int planned = 3) {
  return test::make_record(6, rounds, swiss(planned));
}

// Five players with byes: R1 bye 5; R2 bye 2 (lowest, no bye yet); R3 bye 4 (lowest, no bye yet).
std::vector<std::vector<G>> five_rounds() {
  return {{{1, 2, 'R'}, {4, 3, 'D'}, bye(5)},
          {{4, 1, 'B'}, {3, 5, 'D'}, bye(2)},
          {{1, 5, 'D'}, {2, 3, 'R'}, bye(4)}};
}

// Four players, three rounds played: player 4 has red, red in rounds 1–2 (R2: equal needs and
// histories, even round: the larger number red). In round 3, 4 (score 4) has met 1 and 3 and
// must play 2 (score 1) over 1's group (score 2): a W-5 the round reports.
Record four(int planned, bool third_red = false) {
  std::vector<std::vector<G>> rounds{
      {{1, 2, 'R'}, {4, 3, 'R'}}, {{4, 1, 'R'}, {3, 2, 'D'}}, {{2, 4, 'D'}, {1, 3, 'D'}}};
  if (third_red) rounds[2][0] = {4, 2, 'D'};  // 4 red a third time, 2 black a third time
  Record r = test::make_record(4, rounds, swiss(planned));
  r.rounds[2].warnings.push_back({"W-5", 4, "4 floats over the group of 1"});
  return r;
}

// Four teams of three, RRB for the home team (PT-9), two rounds. Round 1: fold 1–3, 2–4 (P1-1),
// table 1 the upper-half team home, table 2 the lower (P1-9); boards by number (PT-10/11 (4), odd
// round). Round 2: B and C were away (home zone), A and D home (away zone): B, C home (PT-7).
// Boards: B (home, PT-10): 4 and 5 had black, 6 red → 4, 5 first, equal up to (4): even round,
// the larger first → 5, 4, 6. A (away, PT-11): 1, 2 red, 1 won → 1, 2, 3. C: 7, 8 black, 8 drew
// (total 1 > 0) → 8, 7, 9. D: 10, 11 red, both drew → even round → 11, 10, 12.
Record teams(bool wrong_colour = false) {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.rounds = 3;
  rules.boards = 3;
  rules.board_colours = "RRB";
  RecordBuilder b(12, rules);
  b.team("A", {1, 2, 3}).team("B", {4, 5, 6}).team("C", {7, 8, 9}).team("D", {10, 11, 12});
  const G first = wrong_colour ? G{7, 1, 'B'} : G{1, 7, 'R'};
  b.match_round(
      {M{1, 3, {first, {2, 8, 'D'}, {9, 3, 'B'}}}, M{4, 2, {{10, 4, 'D'}, {11, 5, 'D'}, {6, 12, 'D'}}}});
  b.match_round({M{2, 1, {{5, 1, 'D'}, {4, 2, 'D'}, {3, 6, 'D'}}},
                 M{3, 4, {{8, 11, 'D'}, {7, 10, 'D'}, {12, 9, 'D'}}}});
  return b.build();
}

TEST(Verify, GoodRecordsHaveNoViolation) {
  for (const Record& r : {six(), test::make_record(5, five_rounds(), swiss(3)), four(5), teams()}) {
    const VerifyReport rep = verify_record(r);
    EXPECT_TRUE(rep.ok()) << r.entrant_count() << " entrants:\n" << dump(rep);
    EXPECT_TRUE(rep.warnings.empty()) << dump(rep);
    for (const RoundStats& s : rep.rounds) {
      EXPECT_FALSE(s.float_stat_skipped) << "round " << s.round;
      EXPECT_EQ(s.excess_floats, 0) << "round " << s.round;
    }
  }
}

TEST(Verify, FloatStatisticOfTheGoodRecord) {
  const VerifyReport rep = verify_record(six());
  ASSERT_EQ(rep.rounds.size(), 3u);
  EXPECT_EQ(rep.rounds[0].floats, 0);
  EXPECT_EQ(rep.rounds[1].floats, 4);  // 3–5 and 2–4 float; 3 and 4 had met
  EXPECT_EQ(rep.rounds[1].min_floats, 4);
  EXPECT_EQ(rep.rounds[2].floats, 4);  // 6 (4) and 4 (3) are alone in their groups, so are 5 and 2
  EXPECT_EQ(rep.rounds[2].min_floats, 4);
  EXPECT_EQ(rep.stats.excess_floats, 0);
  EXPECT_EQ(rep.stats.rounds_checked, 3);
}

TEST(Verify, Rematch) {  // V-1
  auto rounds = six_rounds();
  rounds[2] = {{1, 2, 'R'}, {5, 3, 'D'}, {4, 6, 'D'}};
  const VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "V-1", 0, 3), 2) << dump(rep);
  EXPECT_EQ(count(rep, "V-1", 1, 3), 1);
  EXPECT_EQ(rep.stats.violations_by_check.at("V-1"), 2);
}

// Issue 13 item 10: a record holding more rounds than rules.rounds is refused when read (V-7);
// given to the verifier anyway it fails V-7, and the rounds past the plan are still checked.
TEST(Verify, RematchPastTheRulesRoundsNeverPassesSilently) {
  auto rounds = six_rounds();
  rounds[2] = {{1, 2, 'R'}, {5, 3, 'D'}, {4, 6, 'D'}};
  const VerifyReport rep = verify_record(six(rounds, 2));
  EXPECT_EQ(count(rep, "V-1", 0, 3), 2) << dump(rep);
  EXPECT_TRUE(std::any_of(rep.violations.begin(), rep.violations.end(), [](const Violation& v) {
    return v.check == "V-7" &&
           v.text == "check_record: rules.rounds: the record holds 3 rounds but rules.rounds = 2";
  })) << dump(rep);
}

TEST(Verify, DoubleBooking) {  // V-2 (and pairing's check_record, V-7)
  auto rounds = six_rounds();
  rounds[1][1] = {3, 1, 'D'};  // 1 plays twice, 5 nowhere
  const VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "V-2", 1, 2), 1) << dump(rep);
  EXPECT_EQ(count(rep, "V-2", 5, 2), 1) << dump(rep);
}

TEST(Verify, MissingPlayer) {  // V-2
  auto rounds = six_rounds();
  rounds[1].erase(rounds[1].begin() + 1);  // 3–5 not paired
  const VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "V-2", 3, 2), 1) << dump(rep);
  EXPECT_EQ(count(rep, "V-2", 5, 2), 1) << dump(rep);
}

TEST(Verify, SecondBye) {  // V-2, S-4
  auto rounds = five_rounds();
  rounds[2] = {{1, 3, 'D'}, {4, 2, 'D'}, bye(5)};  // 5 had the bye in round 1; 4 has had none
  const VerifyReport rep = verify_record(test::make_record(5, rounds, swiss(3)));
  ASSERT_EQ(count(rep, "S-4", 5, 3), 1) << dump(rep);
  const auto it = std::find_if(rep.violations.begin(), rep.violations.end(),
                               [](const Violation& v) { return v.rule == "S-4"; });
  EXPECT_EQ(it->check, "V-2");
  EXPECT_NE(it->text.find("a bye again"), std::string::npos) << it->text;
}

TEST(Verify, ByeNotToTheLowestScore) {  // S-4: 2 (score 0) could have had it
  auto rounds = five_rounds();
  rounds[1] = {{1, 5, 'D'}, {2, 3, 'D'}, bye(4)};
  const VerifyReport rep = verify_record(test::make_record(5, rounds, swiss(3)));
  EXPECT_EQ(count(rep, "S-4", 4, 2), 1) << dump(rep);
}

// PI-4's hard limits as the ledger tests them (without building the state after the game) agree
// with the state after the game: |reds − blacks| ≤ 2 and no third game of a colour running.
TEST(Verify, HardLimitsAgreeWithTheStateAfterTheGame) {
  using verify_detail::ColourState;
  for (int reds = 0; reds <= 6; ++reds)
    for (int blacks = 0; blacks <= 6; ++blacks)
      for (int streak = 0; streak <= 4; ++streak)
        for (const std::optional<Colour> last :
             {std::optional<Colour>{}, std::optional{Colour::red}, std::optional{Colour::black}})
          for (const Colour c : {Colour::red, Colour::black}) {
            const ColourState s{reds, blacks, streak, last};
            const ColourState a = verify_detail::after(s, c);
            EXPECT_EQ(verify_detail::within_limits(s, c), std::abs(a.need()) <= 2 && a.streak <= 2)
                << reds << "/" << blacks << " streak " << streak;
          }
}

TEST(Verify, ByePassedUpOnlyWhenTheRestCannotPair) {  // S-4's exception, through the helper
  // Five players; the bye went to 3 (score 2) although 4 (score 1) is lower. 5 can only play 4,
  // so with 4 on the bye 5 is left without an opponent: passing the bye up was needed.
  const std::map<EntrantId, Points> score{{1, 8}, {2, 6}, {3, 4}, {4, 2}, {5, 4}};
  bool five_meets_one = false;
  verify_detail::GroupView v;
  v.score = [&](EntrantId e) { return score.at(e); };
  v.byes = [](EntrantId) { return 0; };
  v.name = [](EntrantId e) { return std::to_string(e); };
  v.compatible = [&](EntrantId a, EntrantId b) {
    if (a > b) std::swap(a, b);
    if (b == 5) return a == 4 || (a == 1 && five_meets_one);
    return true;
  };
  VerifyReport rep;
  verify_detail::Sink sink{rep};
  verify_detail::check_bye({1, 2, 3, 4, 5}, 3, v, VerifyOptions{}, sink, 4, "S-4");
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
  five_meets_one = true;  // now 4 could have had the bye: 1–5, 2–3
  verify_detail::check_bye({1, 2, 3, 4, 5}, 3, v, VerifyOptions{}, sink, 4, "S-4");
  ASSERT_EQ(rep.violations.size(), 1u);
  EXPECT_EQ(rep.violations[0].entrant, 3);
  EXPECT_NE(rep.violations[0].text.find("4 (1, 0 bye(s) before) could have had it"), std::string::npos)
      << rep.violations[0].text;
}

TEST(Verify, WrongColourByNeed) {  // PI-6: the smaller need gets red
  auto rounds = six_rounds();
  rounds[1][0] = {1, 6, 'B'};  // 1 (one red) gets red again against 6 (one black)
  rounds.pop_back();           // (round 3 would inherit the changed colours)
  const VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "PI-6", 1, 2), 1) << dump(rep);
  EXPECT_EQ(rep.stats.violations_by_check.at("V-4"), 1) << dump(rep);
}

TEST(Verify, ThirdEqualColourInARow) {  // PI-4 hard limits outside the last round
  // 4: red a third time (and reds − blacks = 3); 2: black a third time
  const VerifyReport rep = verify_record(four(5, true));
  EXPECT_EQ(count(rep, "PI-4", 4, 3), 2) << dump(rep);  // 连三 and 多三
  EXPECT_EQ(count(rep, "PI-4", 2, 3), 2) << dump(rep);
  EXPECT_EQ(count(rep, "PI-7", 4, 3), 1) << dump(rep);  // 4, higher-scored, was due black
  bool streak = false;
  for (const Violation& v : rep.violations)
    streak = streak || v.text.find("3 games running") != std::string::npos;
  EXPECT_TRUE(streak) << dump(rep);
}

TEST(Verify, ThirdEqualColourInTheLastRoundIsAWarningThatMustBeReported) {  // PI-7, W-2, W-3
  // Same games, but round 3 is the last: the limits give way, the engine must warn.
  Record r = four(3, true);
  VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep, "PI-4"), 0) << dump(rep);
  EXPECT_EQ(count(rep, "W-2", 0, 3), 2) << dump(rep);  // not reported, for 4 and 2
  EXPECT_EQ(count(rep, "W-3", 0, 3), 2) << dump(rep);
  EXPECT_EQ(rep.warnings.size(), 4u) << dump(rep);
  for (EntrantId e : {4, 2}) {
    r.rounds[2].warnings.push_back({"W-2", e, "third colour in a row"});
    r.rounds[2].warnings.push_back({"W-3", e, "colour difference 3"});
  }
  rep = verify_record(r);
  EXPECT_EQ(count(rep, "W-2") + count(rep, "W-3"), 0) << dump(rep);
  EXPECT_EQ(rep.stats.warnings_by_rule.at("W-2"), 2);
  EXPECT_EQ(rep.stats.reported_warnings_by_rule.at("W-2"), 2);
  // A warning the round does not show is a violation too.
  r.rounds[1].warnings.push_back({"W-2", 1, "made up"});
  rep = verify_record(r);
  EXPECT_EQ(count(rep, "W-2", 1, 2), 1) << dump(rep);
}

// PI-7 (000 四.2 "均不拆开重排…同分数段必须保证充分配对"): in the last round the colour limits are no
// pairing constraint for any pair. R1: 4–1 (1 wins), 2–5 (2 wins), 3–6 (3 wins); R2: 6–1 (1
// wins), 3–2 (2 wins), 4–5 draw. Before round 3: 1 (B B), 2 (R B) on 4; 3 (R R) on 2; 4 (R R),
// 5 (B B) on 1; 6 (B R) on 0.
TEST(Verify, LastRoundSameScorePairSplitToSpareALowerPairIsAMissedSwapPI7) {
  RuleSet rules = swiss(3);
  rules.first_round = FirstRound::full_draw;  // round 1 by lot: nothing to recompute
  const auto with_round3 = [&](int rounds) {
    rules.rounds = rounds;
    return test::make_record(6,
                             {{{4, 1, 'B'}, {2, 5, 'R'}, {3, 6, 'R'}},
                              {{6, 1, 'B'}, {3, 2, 'B'}, {4, 5, 'D'}},
                              {{1, 3, 'D'}, {2, 4, 'D'}, {5, 6, 'D'}}},  // 1 and 2 both paired down
                             rules);
  };
  const auto v3 = [](const VerifyReport& x) { return count(x, "V-3", 0, 3); };
  // 1–2 and 3–4 could play: 3–4 gives one of them a third red, which the last round allows.
  VerifyReport rep = verify_record(with_round3(3));
  EXPECT_EQ(v3(rep), 1) << dump(rep);
  // Round 3 of 5: 3–4 breaks a hard limit, so the split is the only way (no violation).
  rep = verify_record(with_round3(5));
  EXPECT_EQ(v3(rep), 0) << dump(rep);
}

TEST(Verify, MissedSwapInAScoreGroup) {  // V-3
  auto rounds = six_rounds();
  rounds[1] = {{1, 3, 'D'}, {6, 5, 'D'}, {2, 4, 'B'}};  // 1 and 6 (both 2) both float down
  const VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "V-3", 0, 2), 1) << dump(rep);
  ASSERT_EQ(rep.rounds.size(), 3u);
  // Groups before round 2: {1, 6} 2 points, {3, 4} 1, {2, 5} 0. A float counts once per group
  // crossed, for each of the two players: 1–3 and 2–4 cross one group (2 each), 6–5 two (4).
  EXPECT_EQ(rep.rounds[1].floats, 8);
  EXPECT_EQ(rep.rounds[1].min_floats, 4);  // 1–6 together; 3 and 4 have met: 3–2, 4–5 (or 3–5, 4–2)
  EXPECT_EQ(rep.rounds[1].excess_floats, 4);
}

TEST(Verify, WrongScoreInStandings) {  // V-5
  const Record r = six();
  const auto scores = recompute_scores(r);
  ASSERT_EQ(scores.size(), 3u);
  EXPECT_EQ(scores[2], (std::vector<Points>{8, 2, 4, 8, 4, 10}));  // 6: 5, 4 and 1: 4, …
  // Equal on points: 1 and 4 (T-1 16 each; T-3 wins 2 against 1), 3 and 5 (T-1 20 against 16):
  // the default list (cn-14.3.1) tells both pairs apart (tests/verify/verify_ranking_test.cpp).
  std::vector<ClaimedStanding> table{{1, 6, 10}, {2, 1, 8}, {3, 4, 8}, {4, 3, 4}, {5, 5, 4}, {6, 2, 2}};
  EXPECT_TRUE(check_standings(r, table, "standings").empty());
  table[3].score = 6;  // 3 claimed with 3 points
  auto v = check_standings(r, table, "standings");
  ASSERT_FALSE(v.empty());
  EXPECT_EQ(v.front().check, "V-5");
  EXPECT_EQ(v.front().rule, "S-1");
  EXPECT_EQ(v.front().entrant, 3);
  // Order broken: 5 above 4.
  table = {{1, 6, 10}, {2, 1, 8}, {3, 5, 4}, {4, 4, 8}, {5, 3, 4}, {6, 2, 2}};
  v = check_standings(r, table, "standings");
  EXPECT_EQ(v.size(), 1u);
  // Listed twice (3), left out (5 and 2).
  table = {{1, 6, 10}, {2, 1, 8}, {2, 4, 8}, {4, 3, 4}, {4, 3, 4}};
  v = check_standings(r, table, "standings");
  EXPECT_EQ(v.size(), 3u);
}

TEST(Verify, WrongHomeTeamBoardColour) {  // PT-9
  // Round 1 alone: the wrong colours would also change round 2's board orders (PT-10/11 read the
  // colours as played).
  const VerifyReport rep = verify_record(truncated(teams(true), 1));
  EXPECT_EQ(count(rep, "PT-9", 1, 1), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
}

TEST(Verify, TeamsMeetingTwice) {  // V-1 / PT-1
  Record r = teams();
  Round again = r.rounds[0];
  again.number = 3;
  r.rounds.push_back(again);
  r.rounds[1].games[0].result = Result::draw;
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep, "PT-1", 0, 3), 2) << dump(rep);
}

TEST(Verify, StructurallyBrokenRecordIsRejected) {  // V-7
  Record r = six();
  r.rounds[1].games[0].black = 17;
  const VerifyReport rep = verify_record(r);
  EXPECT_GE(count(rep, "V-7"), 1) << dump(rep);
  EXPECT_FALSE(rep.notes.empty());
  Record p = six();
  p.rounds[0].games[0].result = Result::pending;  // no result though round 2 is paired
  EXPECT_GE(count(verify_record(p), "V-7", 0, 1), 1);
}

TEST(Verify, FirstRoundColours) {  // P1-6 and P1-5
  auto rounds = six_rounds();
  rounds[0][1] = {3, 4, 'D'};  // even board: the larger number is red
  VerifyReport rep = verify_record(six(rounds));
  EXPECT_EQ(count(rep, "P1-6", 3, 1), 1) << dump(rep);
  RuleSet parity = swiss(3);
  parity.first_round_colours = FirstRoundColours::parity;
  // P1-5: 1+2 odd → 1 red; 3+4 odd → 3 red; 5+6 odd → 5 red.
  rep = verify_record(test::make_record(6, {{{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'B'}}}, parity));
  EXPECT_EQ(count(rep, "P1-5"), 0) << dump(rep);
  rep = verify_record(test::make_record(6, {{{1, 2, 'R'}, {4, 3, 'D'}, {5, 6, 'B'}}}, parity));
  EXPECT_EQ(count(rep, "P1-5", 4, 1), 1) << dump(rep);
}

TEST(Verify, WithdrawnAfterAForfeitIsNotMissing) {  // V-2: the record's only sign of a withdrawal
  // R1: 4 (red) absent, 3 wins by forfeit; 5 has the bye. R2: 4 never comes back.
  // R2 colours: 3 has no colour (S-2), so 3 (need 0) is red against 1 (need 1); 2 (need −1) red
  // against 5 (no history).
  std::vector<std::vector<G>> rounds{{{1, 2, 'R'}, {4, 3, 'b'}, bye(5)}, {{3, 1, 'D'}, {2, 5, 'D'}}};
  VerifyReport rep = verify_record(test::make_record(5, rounds, swiss(3)));
  EXPECT_TRUE(rep.ok()) << dump(rep);
  ASSERT_EQ(rep.warnings.size(), 1u) << dump(rep);
  EXPECT_EQ(rep.warnings[0].entrant, 4);
  // Coming back in round 3 shows that round 2 forgot him.
  rounds.push_back({{4, 1, 'D'}, {3, 5, 'D'}, bye(2)});
  rep = verify_record(test::make_record(5, rounds, swiss(3)));
  EXPECT_EQ(count(rep, "V-2", 4, 2), 1) << dump(rep);
}

TEST(Verify, FinalOfTheTopTwo) {  // PI-10
  // The six-player record with rounds = 3 and a final after round 2: 6 (4 points) and 4 (3) are
  // the top two; both had one red, so either colour is right (lots).
  auto rounds = six_rounds();
  rounds[2][0] = test::final_game(4, 6, 'R');
  RuleSet rules = swiss(3);
  rules.final_after_round = 2;
  VerifyReport rep = verify_record(test::make_record(6, rounds, rules));
  EXPECT_TRUE(rep.ok()) << dump(rep);
  // A final between 6 and 1 (2 points) while 4 has 3: not the top two.
  rounds[2] = {test::final_game(1, 6, 'R'), {4, 3, 'D'}, {5, 2, 'D'}};
  rep = verify_record(test::make_record(6, rounds, rules));
  EXPECT_GE(count(rep, "PI-10", 4, 3), 1) << dump(rep);
  // A final in a record whose rule set has none.
  rounds = six_rounds();
  rounds[2][0] = test::final_game(4, 6, 'R');
  rep = verify_record(test::make_record(6, rounds, swiss(3)));
  EXPECT_EQ(count(rep, "PI-10", 0, 3), 1) << dump(rep);
}

TEST(Verify, FinalColoursBalanceRedsAndBlacks) {  // PI-10, 003 一.2
  // 1: bye, then a red win (reds 1, blacks 0); 2: a red win, a black win (reds 1, blacks 1). Both
  // lead on 4 points. Equal reds, but 1's reds − blacks is larger: 1 plays black.
  std::vector<std::vector<G>> rounds{{{2, 3, 'R'}, {4, 5, 'R'}, bye(1)},
                                     {{1, 4, 'R'}, {3, 2, 'B'}, bye(5)},
                                     {test::final_game(2, 1, 'D'), {5, 3, 'D'}, bye(4)}};
  RuleSet rules = swiss(3);
  rules.final_after_round = 2;
  VerifyReport rep = verify_record(test::make_record(5, rounds, rules));
  EXPECT_EQ(count(rep, "PI-10"), 0) << dump(rep);
  // Planted: 1 red in the final — with the old reading (equal reds: lots) this passed.
  rounds[2][0] = test::final_game(1, 2, 'D');
  rep = verify_record(test::make_record(5, rounds, rules));
  EXPECT_EQ(count(rep, "PI-10", 1, 3), 1) << dump(rep);
}

TEST(Verify, FinalColoursMoreRedsBeforeTheBalance) {  // PI-10, 004 一.1(2)
  // 1: a bye and two forfeit wins (0 reds, 0 blacks); 4: B, R, B wins (1 red, 2 blacks). Both lead
  // on 6 points. More reds plays black (rules.md PI-10), although 1's reds − blacks (0) is larger
  // than 4's (−1): 4 black is right, 4 red is the violation.
  std::vector<std::vector<G>> rounds{{{2, 4, 'B'}, {3, 5, 'D'}, {6, 7, 'D'}, bye(1)},
                                     {{1, 2, 'r'}, {4, 3, 'R'}, {5, 6, 'D'}, bye(7)},
                                     {{5, 1, 'b'}, {6, 4, 'B'}, {2, 7, 'D'}, bye(3)},
                                     {test::final_game(1, 4, 'D'), {7, 3, 'D'}, {6, 2, 'D'}, bye(5)}};
  RuleSet rules = swiss(4);
  rules.final_after_round = 3;
  VerifyReport rep = verify_record(test::make_record(7, rounds, rules));
  EXPECT_EQ(count(rep, "PI-10"), 0) << dump(rep);
  rounds[3][0] = test::final_game(4, 1, 'D');
  rep = verify_record(test::make_record(7, rounds, rules));
  EXPECT_EQ(count(rep, "PI-10", 4, 4), 1) << dump(rep);
}

TEST(Verify, StatsMerge) {
  VerifyStats a = verify_record(six()).stats, b = a;
  a += b;
  EXPECT_EQ(a.rounds_checked, 6);
  EXPECT_EQ(a.floats, 2 * b.floats);
}

// The ledger's two readings of who met whom (met_round: a matrix up to kDenseMeetings entrants,
// a scan of each entrant's games beyond) against the games themselves: random rounds with
// rematches allowed, so the first meeting of a pair is not its only one.
void expect_first_meetings_read_from_the_games(int n) {
  Record rec;
  rec.rules.rounds = 6;
  for (int i = 1; i <= n; ++i) rec.entrants.push_back({i, "P" + std::to_string(i), "", 0, "", i, {}});
  Rng rng(static_cast<std::uint64_t>(n));
  std::map<std::pair<EntrantId, EntrantId>, int> first;  // by the games, in round order
  for (int r = 1; r <= rec.rules.rounds; ++r) {
    std::vector<EntrantId> ids;
    for (int i = 1; i <= n; ++i) ids.push_back(i);
    if (r > 1) ids.resize(static_cast<size_t>(std::min(n, 10)));  // later rounds: a few rematches
    rng.shuffle(ids);
    Round round;
    round.number = r;
    for (size_t k = 0; k + 1 < ids.size(); k += 2) {
      round.games.push_back({static_cast<int>(k / 2 + 1), ids[k], ids[k + 1], Result::draw});
      first.emplace(std::pair{std::min(ids[k], ids[k + 1]), std::max(ids[k], ids[k + 1])}, r);
    }
    rec.rounds.push_back(std::move(round));
  }
  const verify_detail::Ledger l(rec, VerifyOptions{});
  EXPECT_EQ(l.met_dense.empty(), n > verify_detail::Ledger::kDenseMeetings);
  int met = 0;
  for (EntrantId a = 1; a <= n; ++a)
    for (EntrantId b = 1; b <= n; ++b) {
      const auto it = first.find({std::min(a, b), std::max(a, b)});
      const int want = a != b && it != first.end() ? it->second : 0;
      ASSERT_EQ(l.met_round(a, b), want) << a << "-" << b << " of " << n;
      met += want > 0 ? 1 : 0;
    }
  EXPECT_GT(met, n);  // round 1 alone gives every entrant but one a meeting (each counted twice)
}

TEST(Ledger, FirstMeetingsAreReadFromTheGamesInSmallAndLargeFields) {
  expect_first_meetings_read_from_the_games(40);    // the matrix
  expect_first_meetings_read_from_the_games(1031);  // the scan
}

// "By number" (PI-6's colour_tiebreak, S-4's ties) where P1-4 drew numbers for some only: the
// numberings a check accepts include the engine's — one without a code after every code, in
// start-number order (docs/pairing-individual.md) — beside start numbers and code-or-id.
TEST(Ledger, OneWithoutACodeIsNumberedAfterEveryCodeP1_4) {
  Record rec = test::make_record(5, {{{2, 3, 'R'}, {4, 5, 'D'}}});
  rec.entrants[1].code = 4;  // 2..5 drew in round 1; 1 had none (absent, or a later entry)
  rec.entrants[2].code = 1;
  rec.entrants[3].code = 2;
  rec.entrants[4].code = 3;
  const verify_detail::Ledger l(rec, VerifyOptions{});
  const std::vector<std::vector<int>> n = l.numberings(false);
  EXPECT_NE(std::find(n.begin(), n.end(), std::vector<int>{0, 5, 4, 1, 2, 3}), n.end());  // the engine's
  EXPECT_NE(std::find(n.begin(), n.end(), std::vector<int>{0, 1, 4, 1, 2, 3}), n.end());  // code or id
  EXPECT_EQ(n.front(), (std::vector<int>{0, 1, 2, 3, 4, 5}));                             // start numbers
  rec.entrants[2].code = 0;  // 0 is a code (record-format.md): the smallest; 1 comes after 4
  const std::vector<std::vector<int>> zero = verify_detail::Ledger(rec, VerifyOptions{}).numberings(false);
  EXPECT_NE(std::find(zero.begin(), zero.end(), std::vector<int>{0, 5, 4, 0, 2, 3}), zero.end());
  rec.entrants[0].code = 5;  // every entrant with a code: that numbering alone besides the ids
  EXPECT_EQ(verify_detail::Ledger(rec, VerifyOptions{}).numberings(false).size(), 2u);
}

}  // namespace
}  // namespace xq
