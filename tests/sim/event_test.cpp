// The event driver on the bundled scenarios: complete records, reproducible from the stream,
// a PI-10 final with its KO-3 play-offs, and no violations from the verifier.
#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "pairing/standings/standings.hpp"
#include "sim/batch.hpp"
#include "sim/event.hpp"
#include "tests/support/bundled_scenario.hpp"

namespace xq::sim {
namespace {

using test::bundled;  // scenarios/NAME.toml, loaded

TEST(Event, PlaysEveryRoundWithEveryResult) {
  const Scenario s = bundled("wxc-2022-women");
  Rng rng(1, 0);
  const SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
  EXPECT_EQ(ev.record.event, "WXC 2022 women");
  EXPECT_EQ(ev.record.entrant_count(), 20);
  EXPECT_EQ(ev.strength.size(), 20u);
  ASSERT_EQ(ev.record.rounds.size(), 7u);
  for (const Round& r : ev.record.rounds) {
    EXPECT_EQ(r.games.size(), 10u);
    for (const Game& g : r.games) {
      EXPECT_NE(g.result, Result::pending);
      EXPECT_EQ(g.time_control, TimeControl::standard);
    }
  }
}

TEST(Event, SameStreamSameTournament) {
  const Scenario s = bundled("wxc-2022-men");
  Rng a(5, 17), b(5, 17), c(5, 18);
  const SimulatedEvent ea = simulate_event(s, a), eb = simulate_event(s, b), ec = simulate_event(s, c);
  EXPECT_EQ(ea.record, eb.record);
  EXPECT_EQ(ea.strength, eb.strength);
  EXPECT_NE(ea.record, ec.record);
}

TEST(Event, FinalAfterRoundEightWithPlayoffs) {
  Scenario s = bundled("wxc-2022-men");
  s.model[TimeControl::standard].draw_rate = 1.0;  // every final drawn: play-offs always
  s.model[TimeControl::standard].draw_width = 1e6;
  s.model[TimeControl::standard].forfeit = 0;
  s.model[TimeControl::rapid].draw_rate = 1.0;
  s.model[TimeControl::rapid].draw_width = 1e6;
  s.model[TimeControl::rapid].forfeit = 0;
  s.model[TimeControl::armageddon].forfeit = 0;
  for (std::uint64_t i = 0; i < 5; ++i) {
    Rng rng(9, i);
    const SimulatedEvent ev = simulate_event(s, rng);
    ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
    ASSERT_EQ(ev.record.rounds.size(), 9u);
    const Round& last = ev.record.rounds.back();
    const Game* final_game = nullptr;
    std::vector<const Game*> playoffs;
    for (const Game& g : last.games) {
      if (g.kind == GameKind::final_game) final_game = &g;
      if (g.kind == GameKind::playoff) playoffs.push_back(&g);
    }
    ASSERT_NE(final_game, nullptr);
    // The cap 2·min(E, 1 − E) can leave a decisive chance; when drawn, rapid then armageddon.
    if (final_game->result != Result::draw) continue;
    ASSERT_GE(playoffs.size(), 1u);
    EXPECT_EQ(playoffs[0]->time_control, TimeControl::rapid);
    EXPECT_EQ(playoffs[0]->red, final_game->black);  // colours swapped
    if (playoffs[0]->result == Result::draw) {
      ASSERT_EQ(playoffs.size(), 2u);
      EXPECT_EQ(playoffs[1]->time_control, TimeControl::armageddon);
    }
    const auto f = find_final(ev.record);
    ASSERT_TRUE(f.has_value());
    EXPECT_TRUE(f->decided);
  }
}

TEST(Event, CompetitionCodesAreStored) {
  const Scenario s = bundled("national-games-2021-prelim");
  Rng rng(3, 3);
  const SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
  for (const Entrant& e : ev.record.entrants) EXPECT_TRUE(e.code.has_value()) << e.id;
}

TEST(Event, TeamScenarioPlaysEveryMatchOnEveryBoard) {
  const Scenario s = bundled("yuangou-2009-team");  // 16 teams of 3, 5 rounds
  Rng rng(5, 1);
  const SimulatedEvent ev = simulate_event(s, rng);
  ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
  ASSERT_EQ(ev.record.rounds.size(), 5u);
  for (const Round& r : ev.record.rounds) {
    EXPECT_EQ(r.matches.size(), 8u) << "round " << r.number;
    EXPECT_EQ(r.games.size(), 24u) << "round " << r.number;
    for (const Game& g : r.games) EXPECT_NE(g.result, Result::pending) << "round " << r.number;
  }
}

// 001 決賽 (KO-1 with 001's chains): the direct entries numbered 15 and 16, then rounds 6 and 7 of
// two knockout matches each; game 1 mostly drawn (the draw rate is capped by the strengths), so
// most matches go to their play-offs: super-rapid with colours swapped, then for the semi-finals
// and the 3rd place an armageddon, for the final super-rapid again (swapped each time) until
// decided. A game follows only a drawn one.
TEST(Event, NationalGamesFinalPlaysTheKnockoutWithItsChains) {
  Scenario s = bundled("national-games-2021-final");
  for (TimeControl tc : {TimeControl::standard, TimeControl::super_rapid, TimeControl::armageddon})
    s.model[tc].forfeit = 0;
  s.model[TimeControl::standard].draw_rate = 1.0;  // every game 1 drawn
  s.model[TimeControl::standard].draw_width = 1e6;
  size_t playoffs = 0;
  for (std::uint64_t i = 0; i < 5; ++i) {
    Rng rng(21, i);
    const SimulatedEvent ev = simulate_event(s, rng);
    ASSERT_FALSE(ev.no_pairing) << ev.no_pairing_reason;
    EXPECT_EQ(ev.record.entrants[14].name, "P15");  // KO-1.2: the last two drawn, numbered last
    EXPECT_EQ(ev.record.entrants[15].name, "P16");
    ASSERT_EQ(ev.record.rounds.size(), 7u);
    for (int r = 6; r <= 7; ++r) {
      const Round& round = ev.record.rounds[static_cast<size_t>(r - 1)];
      EXPECT_EQ(round.stage, 2);
      for (int board = 1; board <= 2; ++board) {
        std::vector<const Game*> match;
        for (const Game& g : round.games)
          if (g.board == board) match.push_back(&g);
        ASSERT_GE(match.size(), 1u) << "round " << r << " board " << board;
        EXPECT_EQ(match[0]->kind, GameKind::knockout);
        playoffs += match.size() - 1;
        EXPECT_NE(match[0]->chooser, 0);  // the higher stage-1 place chooses (KO-1.4)
        const bool final_match = r == 7 && board == 1;
        for (size_t k = 1; k < match.size(); ++k) {
          SCOPED_TRACE("round " + std::to_string(r) + " board " + std::to_string(board) + " game " +
                       std::to_string(k + 1));
          EXPECT_EQ(match[k]->kind, GameKind::playoff);
          EXPECT_EQ(game_winner(*match[k - 1]), 0);  // only after a draw
          const bool armageddon = !final_match && k == 2;
          EXPECT_EQ(match[k]->time_control, armageddon ? TimeControl::armageddon : TimeControl::super_rapid);
          if (!armageddon) {
            EXPECT_EQ(match[k]->red, match[k - 1]->black);  // swapped
          }
        }
        if (!final_match) {
          EXPECT_LE(match.size(), 3u);
        }
      }
    }
  }
  EXPECT_GE(playoffs, 10u);  // 20 matches, game 1 drawn in most
}

// SIM-3/SIM-5 with the real engine and verifier: the summary JSON is byte-identical for 1 and
// 2 threads, and the shards 1/2 + 2/2 merge into the whole batch exactly.
TEST(ScenarioBatch, ThreadsAndShardsGiveTheSameSummary) {
  const Scenario s = bundled("wxc-2022-women");
  BatchOptions o;
  o.count = 16;
  o.seed = 5;
  o.threads = 1;
  const std::string one = to_json(run_scenario_batch(s, o).summary).dump(2);
  o.threads = 2;
  EXPECT_EQ(to_json(run_scenario_batch(s, o).summary).dump(2), one);
  BatchSummary merged = scenario_summary(s, o);
  for (std::uint64_t k : {2u, 1u}) {
    o.shard = Shard{k, 2};
    merge(merged, run_scenario_batch(s, o).summary);
  }
  EXPECT_EQ(to_json(merged).dump(2), one);
}

// Every bundled scenario the engine plays as the seed has it: a small batch, no violations, no
// stopped events. Not here: yuangou-2009-team (its own test above and e2e).
class BundledBatch : public ::testing::TestWithParam<const char*> {};

TEST_P(BundledBatch, HasNoViolations) {
  const Scenario s = bundled(GetParam());
  BatchOptions o;
  o.count = 20;
  o.seed = 77;
  o.threads = 2;
  const BatchResult r = run_scenario_batch(s, o);
  EXPECT_EQ(r.summary.count, 20u);
  EXPECT_EQ(r.summary.violations_total(), 0u) << to_json(r.summary)["violations"].dump();
  EXPECT_EQ(r.summary.no_pairing, 0u);
}

INSTANTIATE_TEST_SUITE_P(Scenarios, BundledBatch,
                         ::testing::Values("wxc-2022-men", "wxc-2022-women", "national-games-2021-prelim",
                                           "wxc-2019-men", "wxc-2022-youth", "wxc-2022-youth-boys-u12",
                                           "wxc-2022-youth-girls-u16", "wxc-2022-rapid-open",
                                           "wxc-2022-girls-u12", "wxc-2019-youth-boys",
                                           "wxc-2019-youth-girls", "wxc-2019-women",
                                           "national-games-2021-final", "national-games-2021-team-prelim",
                                           "national-games-2021-team-final"),
                         test::ScenarioParamName{});

}  // namespace
}  // namespace xq::sim
