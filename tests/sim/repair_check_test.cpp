// V-6 (sim/repair_check.hpp) on simulated events: every round re-pairs, from the history before
// it and the stream Rng(pairing_seed, r) that `xqsim pair --seed` uses, to the recorded round;
// a planted change, a wrong seed or an unpairable history is a difference the batch counts.
#include "sim/repair_check.hpp"

#include <gtest/gtest.h>

#include "pairing/pairing.hpp"
#include "sim/batch.hpp"
#include "sim/event.hpp"
#include "tests/support/bundled_scenario.hpp"

namespace xq::sim {
namespace {

using test::bundled;  // scenarios/NAME.toml, loaded

RepairOptions simulated() {
  RepairOptions o;
  o.numbers_drawn = true;
  return o;
}

class RepairBundled : public ::testing::TestWithParam<const char*> {};

// Drawn numbers (P1-4), lots (P1-2), competition codes (P1-8), the PI-10 coin, byes, team
// matches: every kind of draw is re-made from the seed.
TEST_P(RepairBundled, EverySimulatedRoundRepairsExactly) {
  const Scenario s = bundled(GetParam());
  for (std::uint64_t i = 0; i < 4; ++i) {
    Rng rng(21, i);
    const SimulatedEvent ev = simulate_event(s, rng);
    ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
    ASSERT_EQ(ev.record.rounds.size(), static_cast<size_t>(s.rules.rounds));
    EXPECT_EQ(repair_differences(ev.record, ev.pairing_seed, simulated()), std::vector<RepairDifference>{})
        << i;
    // `xqsim verify --repair-seed` reads round 1 from the numbers the record holds: same answer.
    EXPECT_EQ(repair_differences(ev.record, ev.pairing_seed), std::vector<RepairDifference>{}) << i;
    EXPECT_TRUE(check_event(ev).violations.empty()) << i;
  }
}

INSTANTIATE_TEST_SUITE_P(Scenarios, RepairBundled,
                         ::testing::Values("wxc-2022-men", "wxc-2019-men", "national-games-2021-prelim",
                                           "wxc-2022-women", "yuangou-2009-team"),
                         test::ScenarioParamName{});

// Round r of the event is what `xqsim pair --seed P` pairs from rounds 1..r-1 (cmd_pair:
// Rng(seed, r) on the record so far).
TEST(RepairCheck, RoundRIsPairedWithStreamRLikeXqsimPair) {
  const Scenario s = bundled("wxc-2022-men");
  Rng rng(8, 2);
  const SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_EQ(ev.record.rounds.size(), 9u);
  Record history = truncated(ev.record, 4);
  Rng stream(ev.pairing_seed, 5);
  const PairingResult p = pair_next_round(history, stream);
  ASSERT_TRUE(p.ok());
  ASSERT_EQ(p.round.games.size(), ev.record.rounds[4].games.size());
  for (size_t g = 0; g < p.round.games.size(); ++g) {
    EXPECT_EQ(p.round.games[g].red, ev.record.rounds[4].games[g].red) << g;
    EXPECT_EQ(p.round.games[g].black, ev.record.rounds[4].games[g].black) << g;
  }
}

TEST(RepairCheck, APlantedSwapIsADifferenceOfItsRound) {
  const Scenario s = bundled("wxc-2022-women");
  Rng rng(3, 7);
  SimulatedEvent ev = simulate_event(s, rng);
  std::vector<Game>& games = ev.record.rounds[3].games;  // round 4
  std::swap(games[0].black, games[1].black);
  const std::vector<RepairDifference> d = repair_differences(ev.record, ev.pairing_seed, simulated());
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.front().round, 4);
  const std::string want = "re-paired differently; board 1 recorded " + std::to_string(games[0].red) + "-" +
                           std::to_string(games[0].black);
  EXPECT_EQ(d.front().text.substr(0, want.size()), want) << d.front().text;
  // The batch counts it as a violation "V-6" (one per round that differs) unless switched off.
  const TournamentCheck with = check_event(ev, true);
  ASSERT_TRUE(with.violations.contains("V-6"));
  EXPECT_EQ(with.violations.at("V-6"), d.size());
  EXPECT_FALSE(check_event(ev, false).violations.contains("V-6"));
}

TEST(RepairCheck, AnotherSeedRedrawsTheDraws) {
  const Scenario s = bundled("wxc-2022-men");  // P1-4 numbers drawn in round 1, PI-10 coin
  Rng rng(4, 4);
  const SimulatedEvent ev = simulate_event(s, rng);
  const std::vector<RepairDifference> d = repair_differences(ev.record, ev.pairing_seed + 1, simulated());
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.front().round, 1);
  // Read from the numbers the record holds, round 1 needs no draw and agrees whatever the seed.
  const std::vector<RepairDifference> given = repair_differences(ev.record, ev.pairing_seed + 1);
  for (const RepairDifference& x : given) EXPECT_NE(x.round, 1) << x.text;
}

TEST(RepairCheck, ARemovedByeIsADifference) {
  const Scenario s = bundled("wxc-2019-men");  // 35 players: a bye every round
  Rng rng(6, 1);
  SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_EQ(ev.record.rounds[1].byes.size(), 1u);
  const EntrantId had = ev.record.rounds[1].byes[0].entrant;
  ev.record.rounds[1].byes.clear();
  const std::vector<RepairDifference> d = repair_differences(ev.record, ev.pairing_seed, simulated());
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.front().round, 2);
  EXPECT_NE(d.front().text.find("bye recorded none, engine " + std::to_string(had)), std::string::npos)
      << d.front().text;
}

// A bye's colour mark (bye_colour_mark: another program marks it) is no pairing: the same bye
// with a mark is no difference — it read "bye recorded 7, engine 7".
TEST(RepairCheck, AByesColourMarkIsNoDifference) {
  const Scenario s = bundled("wxc-2019-men");  // 35 players: a bye every round
  Rng rng(6, 1);
  SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_EQ(ev.record.rounds[1].byes.size(), 1u);
  ev.record.rounds[1].byes[0].mark = Colour::red;
  for (const RepairDifference& x : repair_differences(ev.record, ev.pairing_seed, simulated()))
    EXPECT_NE(x.round, 2) << x.text;
}

TEST(RepairCheck, AHistoryTheEngineRefusesIsADifferenceNotAnError) {
  const Scenario s = bundled("wxc-2022-women");
  Rng rng(2, 2);
  SimulatedEvent ev = simulate_event(s, rng);
  ev.record.rounds[1].games[0].result = Result::pending;  // round 2 unfinished, round 3 paired
  std::vector<RepairDifference> d;
  ASSERT_NO_THROW(d = repair_differences(ev.record, ev.pairing_seed, simulated()));
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.front().round, 3);
  EXPECT_NE(d.front().text.find("cannot pair"), std::string::npos) << d.front().text;
}

// Common random numbers: the field and the pairing seed come from the tournament's stream
// before and apart from any pairing, so a pairing setting changes neither.
TEST(RepairCheck, APairingSettingDoesNotMoveTheFieldOrTheSeed) {
  const Scenario a = bundled("wxc-2022-women");
  Scenario b = a;
  b.rules.first_round_colours = a.rules.first_round_colours == FirstRoundColours::parity
                                    ? FirstRoundColours::board
                                    : FirstRoundColours::parity;
  Rng ra(9, 3), rb(9, 3);
  const SimulatedEvent ea = simulate_event(a, ra), eb = simulate_event(b, rb);
  EXPECT_EQ(ea.record.entrants, eb.record.entrants);
  EXPECT_EQ(ea.strength, eb.strength);
  EXPECT_EQ(ea.pairing_seed, eb.pairing_seed);
  EXPECT_NE(ea.record.rounds[0].games, eb.record.rounds[0].games);  // the setting did act
  // And the stream is consumed the same way: the generator is left in the same state.
  EXPECT_EQ(ra.next(), rb.next());
}

}  // namespace
}  // namespace xq::sim
