// `xqsim regress` (sim/regress.hpp, issue 17): a record re-paired by the build that made it
// moves no round; a changed rule moves rounds and names the rule where the pairings part; a
// reference whose history leaves the record's is compared up to there; where two pairings part
// is read from the explanations (both known) or from the first decision the reference breaks.
#include "sim/regress.hpp"

#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "sim/event.hpp"
#include "tests/support/bundled_scenario.hpp"

namespace xq::sim {
namespace {

using test::bundled;

ExplanationLine line(std::string rule, std::string text, EntrantId a = 0, EntrantId b = 0,
                     bool coloured = false) {
  return ExplanationLine{std::move(rule), std::move(text), a, b, coloured};
}

Game game(int board, EntrantId red, EntrantId black) {
  Game g;
  g.board = board;
  g.red = red;
  g.black = black;
  return g;
}

// Reference round: 3–8 (3 red), 5–7 (7 red), 9 has the bye.
Round reference_round() {
  Round r;
  r.number = 4;
  r.games = {game(1, 3, 8), game(2, 7, 5)};
  r.byes = {Bye{9, std::nullopt}};
  return r;
}

TEST(PartingLine, BothExplanationsKnownTheFirstLineThatDiffersNamesBothRules) {
  const std::vector<ExplanationLine> before = {
      line("PI-1", "score 2: red-due [3, 5]"),
      line("PI-5", "3–7 not taken: the score group could then pair fewer"),
      line("PI-4", "cross-row: 3 takes 8", 3, 8)};
  const std::vector<ExplanationLine> now = {line("PI-1", "score 2: red-due [3, 5]"),
                                            line("PI-4", "cross-row: 3 takes 7", 3, 7)};
  const PartingLine p = parting_line(now, &before, reference_round(), false);
  EXPECT_EQ(p.rule, "PI-5 / PI-4");
  EXPECT_EQ(p.before, "PI-5: 3–7 not taken: the score group could then pair fewer");
  EXPECT_EQ(p.now, "PI-4: cross-row: 3 takes 7");
  // The same rule on both sides is named once; equal explanations part nowhere.
  const std::vector<ExplanationLine> other = {line("PI-1", "score 2: red-due [5, 3]")};
  EXPECT_EQ(parting_line(other, &before, reference_round(), false).rule, "PI-1");
  EXPECT_EQ(parting_line(before, &before, reference_round(), false).rule, "");
  // One explanation a prefix of the other: they part where the shorter one ends.
  const std::vector<ExplanationLine> shorter(before.begin(), before.begin() + 2);
  const PartingLine end = parting_line(shorter, &before, reference_round(), false);
  EXPECT_EQ(end.rule, "PI-4");
  EXPECT_EQ(end.now, "(no more lines)");
}

TEST(PartingLine, WithoutTheReferencesExplanationTheFirstDecisionItBreaks) {
  const Round ref = reference_round();
  // 3 takes 8 holds (either order), 5 takes 7 holds; 7 red against 5 holds; 3 red against 8 holds.
  std::vector<ExplanationLine> now = {
      line("PI-1", "score 2"), line("PI-4", "3 takes 8", 3, 8), line("PI-4", "5 takes 7", 5, 7),
      line("PI-6", "7 red, 5 black", 7, 5, true), line("S-4", "bye to 9", 9, 0)};
  EXPECT_EQ(parting_line(now, nullptr, ref, false).rule, "");
  // Colours the other way round: PI-6 decided differently.
  now[3] = line("PI-6", "5 red, 7 black", 5, 7, true);
  EXPECT_EQ(parting_line(now, nullptr, ref, false).now, "PI-6: 5 red, 7 black");
  // A pair the reference does not hold comes first.
  now[2] = line("PT-5.1", "first of each row: 5 takes 9", 5, 9);
  EXPECT_EQ(parting_line(now, nullptr, ref, false).rule, "PT-5.1");
  // The bye to another player.
  const std::vector<ExplanationLine> bye = {line("S-4", "bye to 8", 8, 0)};
  EXPECT_EQ(parting_line(bye, nullptr, ref, false).rule, "S-4");
  // Every decision holds: the boards are in another order (PI-8).
  const std::vector<ExplanationLine> order = {line("PI-4", "3 takes 8", 3, 8),
                                              line("PI-8", "boards: 1:7–5, 2:3–8")};
  EXPECT_EQ(parting_line(order, nullptr, ref, false).rule, "PI-8");
}

TEST(PartingLine, ATeamEventReadsTheMatchesAndTeamByes) {
  Round ref;
  ref.matches = {Match{1, 2, 4, {}}, Match{2, 3, 1, {}}};
  ref.team_byes = {5};
  EXPECT_EQ(parting_line({line("PT-5.1", "2 takes 4", 2, 4), line("PT-13", "bye to team 5", 5, 0)}, nullptr,
                         ref, true)
                .rule,
            "");
  EXPECT_EQ(parting_line({line("PT-10", "table 2: 1 home", 1, 3, true)}, nullptr, ref, true).rule, "PT-10");
}

// A line that decides several games (P1-x, RR-1, PT-9) holds when every one of them does; a
// team's seating (PT-10/PT-11) when each player is on his board; without boards compared (TRF)
// no board-order line is named.
TEST(PartingLine, LinesOfSeveralGamesSeatingsAndNoBoards) {
  const Round ref = reference_round();
  ExplanationLine colours = line("P1-6", "colours (red–black): 3–8, 7–5");
  colours.coloured = true;
  colours.pairs = {{3, 8}, {7, 5}};  // every game holds: only the board order can differ (its own line)
  EXPECT_EQ(parting_line({colours}, nullptr, ref, false, false).rule, "");
  EXPECT_EQ(parting_line({colours}, nullptr, ref, false, true).rule, "P1-6");
  colours.pairs = {{3, 8}, {5, 7}};
  EXPECT_EQ(parting_line({colours}, nullptr, ref, false).rule, "P1-6");
  ExplanationLine boards = line("P1-4", "boards 1–2, 3–4");
  boards.pairs = {{8, 3}, {5, 9}};
  EXPECT_EQ(parting_line({boards}, nullptr, ref, false).rule, "P1-4");
  // Seated: 3 and 8 on board 1, 7 on board 2 holds; 7 on board 1 does not.
  ExplanationLine seated = line("PT-11", "table 1, away team 2 on boards 1..2: 8, 7");
  seated.seated = {8, 7};
  EXPECT_EQ(parting_line({seated}, nullptr, ref, true).rule, "");
  seated.seated = {7, 8};
  EXPECT_EQ(parting_line({seated}, nullptr, ref, true).rule, "PT-11");
  // Every decision holds: the board order (PI-8) is named only when boards were compared.
  const std::vector<ExplanationLine> order = {line("PI-10", "final: 3 red", 3, 8, true),
                                              line("PI-8", "boards: 2:7–5")};
  EXPECT_EQ(parting_line(order, nullptr, ref, false, true).rule, "PI-8");
  EXPECT_EQ(parting_line(order, nullptr, ref, false, false).rule, "");
}

SimulatedEvent played(const char* scenario, std::uint64_t stream) {
  Rng rng(33, stream);
  SimulatedEvent ev = simulate_event(bundled(scenario), rng);
  EXPECT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
  return ev;
}

RegressOptions options_for(const SimulatedEvent& ev) {
  RegressOptions o;
  o.seed = ev.pairing_seed;
  o.repair.numbers_drawn = true;
  return o;
}

class RegressBundled : public ::testing::TestWithParam<const char*> {};

TEST_P(RegressBundled, TheBuildThatPairedARecordMovesNoRound) {
  for (std::uint64_t i = 0; i < 3; ++i) {
    const SimulatedEvent ev = played(GetParam(), i);
    const RecordRegression r = regress_record(ev.record, ev.record, options_for(ev));
    EXPECT_EQ(r.rounds_compared, static_cast<int>(ev.record.rounds.size()));
    EXPECT_TRUE(r.differing.empty()) << GetParam() << " " << i << ": round " << r.differing.front().round
                                     << " " << r.differing.front().changed;
  }
}

INSTANTIATE_TEST_SUITE_P(Scenarios, RegressBundled,
                         ::testing::Values("wxc-2022-men", "national-games-2021-final", "wxc-2019-women",
                                           "yuangou-2009-team", "national-games-2021-team-final"),
                         test::ScenarioParamName{});

// group_pairs = first_compatible (PI-4 word for word) against the maximum the records were paired
// with (PI-5): the rounds that move part where PI-5 refused a pair PI-4 now takes.
TEST(Regress, AChangedRuleMovesRoundsAndNamesWhereThePairingsPart) {
  int moved = 0;
  for (std::uint64_t i = 0; i < 6; ++i) {
    const SimulatedEvent ev = played("wxc-2022-men", i);
    RegressOptions o = options_for(ev);
    o.rules_before = ev.record.rules;
    Record changed = ev.record;
    changed.rules.group_pairs = GroupPairs::first_compatible;
    const RecordRegression r = regress_record(changed, changed, o);
    for (const RoundRegression& d : r.differing) {
      ++moved;
      EXPECT_TRUE(d.engine_paired);
      EXPECT_EQ(d.parting.rule.rfind("PI-5 / ", 0), 0u) << d.parting.rule << " " << d.parting.before;
      EXPECT_NE(d.parting.before.find("not taken"), std::string::npos) << d.parting.before;
      EXPECT_NE(d.changed.find("board "), std::string::npos) << d.changed;
      ASSERT_TRUE(d.verified);
      EXPECT_TRUE(d.reference_violations.empty()) << d.reference_violations.front();
      EXPECT_TRUE(d.engine_violations.empty()) << d.engine_violations.front();
    }
  }
  EXPECT_GT(moved, 0);
}

// --against: the reference's round 4 holds other colours on a board; it is compared (the engine
// pairs it otherwise, PI-6), and its later rounds, paired from another history, are not.
TEST(Regress, AgainstAReferenceComparesWhileTheHistoriesAgree) {
  const SimulatedEvent ev = played("wxc-2022-men", 1);
  Record other = ev.record;
  Game& g = other.rounds[3].games[2];
  std::swap(g.red, g.black);
  const RecordRegression r = regress_record(ev.record, other, options_for(ev));
  ASSERT_EQ(r.differing.size(), 1u);
  EXPECT_EQ(r.differing[0].round, 4);
  EXPECT_EQ(r.differing[0].parting.rule.substr(0, 3), "PI-") << r.differing[0].parting.now;
  EXPECT_EQ(r.rounds_compared, 4);  // rounds 1..4; 5..9 were paired from another history
  EXPECT_EQ(r.histories_part, 4);
  EXPECT_EQ(r.rounds_not_compared, 5);
  // Another event's record is no reference.
  Record stranger = other;
  stranger.entrants[0].name = "someone else";
  EXPECT_THROW((void)regress_record(ev.record, stranger, options_for(ev)), InputError);
}

// A planted change of a recorded round: the verifier still passes the engine's round; the
// recorded one, which gives a player two games, fails it.
TEST(Regress, TheVerifierJudgesTheRecordedRoundAndTheEngines) {
  const SimulatedEvent ev = played("wxc-2022-men", 2);
  Record planted = ev.record;
  Round& r6 = planted.rounds[5];
  r6.games[1].black = r6.games[0].red;  // board 2's black also plays board 1
  const RecordRegression r = regress_record(planted, planted, options_for(ev));
  ASSERT_FALSE(r.differing.empty());
  const RoundRegression& d = r.differing.front();
  EXPECT_EQ(d.round, 6);
  EXPECT_FALSE(d.reference_violations.empty());
  EXPECT_TRUE(d.engine_violations.empty()) << d.engine_violations.front();
}

}  // namespace
}  // namespace xq::sim
