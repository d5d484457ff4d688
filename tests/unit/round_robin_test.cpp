// The round robin (rules.md RR-1): the Berger table by RR-1.1's formula against the spec's worked
// example and FIDE's published tables, its laws for every size, and rounds read off it.
#include "pairing/roundrobin/round_robin.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/pairing.hpp"
#include "pairing/roundrobin/berger.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using Table = std::vector<std::vector<BergerBoard>>;

Table table(int n, int cycles = 1) {
  Table t;
  for (int r = 1; r <= berger_rounds(n, cycles); ++r) t.push_back(berger_round(n, r, cycles));
  return t;
}

TEST(Berger, TheSpecsExampleForSixRR1) {
  // rules.md RR-1.1: R1 1-6 2-5 3-4; R2 6-4 5-3 1-2; R3 2-6 3-1 4-5; R4 6-5 1-4 2-3; R5 3-6 4-2 5-1.
  EXPECT_EQ(table(6), (Table{{{1, 6}, {2, 5}, {3, 4}},
                             {{6, 4}, {5, 3}, {1, 2}},
                             {{2, 6}, {3, 1}, {4, 5}},
                             {{6, 5}, {1, 4}, {2, 3}},
                             {{3, 6}, {4, 2}, {5, 1}}}));
}

TEST(Berger, FidePublishedTablesForFourAndEight) {  // FIDE C.05 Annex 1
  EXPECT_EQ(table(4), (Table{{{1, 4}, {2, 3}}, {{4, 3}, {1, 2}}, {{2, 4}, {3, 1}}}));
  const Table eight = table(8);
  ASSERT_EQ(eight.size(), 7u);
  EXPECT_EQ(eight[0], (std::vector<BergerBoard>{{1, 8}, {2, 7}, {3, 6}, {4, 5}}));
  EXPECT_EQ(eight[1], (std::vector<BergerBoard>{{8, 5}, {6, 4}, {7, 3}, {1, 2}}));
  EXPECT_EQ(eight[2], (std::vector<BergerBoard>{{2, 8}, {3, 1}, {4, 7}, {5, 6}}));
  EXPECT_EQ(eight[6], (std::vector<BergerBoard>{{4, 8}, {5, 3}, {6, 2}, {7, 1}}));
  // Odd n plays the table of n + 1 with N the sit-out (RR-1.3): 5 entrants, the table of 6.
  EXPECT_EQ(table(5), table(6));
  EXPECT_EQ(berger_rounds(5, 1), 5);  // RR-1.4: 7 → 7, 10 → 9, 6 → 5
  EXPECT_EQ(berger_rounds(7, 1), 7);
  EXPECT_EQ(berger_rounds(10, 1), 9);
  EXPECT_EQ(berger_rounds(6, 2), 10);
}

// RR-1's laws for every size: each pair once per cycle; colours (RR-1.2): odd n alternate strictly
// passing over the sit-out, even n numbers 1..n/2 have n/2 reds; nobody three equal in a row, in
// a double round robin too (RR-1.6: the last two rounds of cycle 1 reversed).
TEST(Berger, EveryPairOncePerCycleAndTheColourLawsRR1) {
  for (int cycles = 1; cycles <= 2; ++cycles)
    for (int n = 2; n <= 24; ++n) {
      SCOPED_TRACE("n = " + std::to_string(n) + ", cycles = " + std::to_string(cycles));
      const int size = berger_size(n);
      std::vector<std::vector<int>> met(static_cast<size_t>(size) + 1,
                                        std::vector<int>(static_cast<size_t>(size) + 1, 0));
      std::vector<std::string> colours(static_cast<size_t>(size) + 1);
      for (const auto& round : table(n, cycles)) {
        std::set<int> seen;
        for (const BergerBoard& b : round) {
          EXPECT_TRUE(seen.insert(b.red).second && seen.insert(b.black).second);
          ++met[static_cast<size_t>(b.red)][static_cast<size_t>(b.black)];
          ++met[static_cast<size_t>(b.black)][static_cast<size_t>(b.red)];
          if (b.black != n + 1 && b.red != n + 1) {  // the sit-out gives no colour
            colours[static_cast<size_t>(b.red)] += 'R';
            colours[static_cast<size_t>(b.black)] += 'B';
          }
        }
        EXPECT_EQ(static_cast<int>(seen.size()), size);
      }
      for (int a = 1; a <= size; ++a) {
        for (int b = 1; b <= size; ++b) {
          if (a != b) {
            EXPECT_EQ(met[static_cast<size_t>(a)][static_cast<size_t>(b)], cycles) << a << " v " << b;
          }
        }
      }
      for (int a = 1; a <= n; ++a) {
        const std::string& c = colours[static_cast<size_t>(a)];
        EXPECT_EQ(c.find("RRR"), std::string::npos) << a << ": " << c;
        EXPECT_EQ(c.find("BBB"), std::string::npos) << a << ": " << c;
        if (cycles == 1 && n % 2 == 1) {
          EXPECT_EQ(c.find("RR"), std::string::npos) << a << ": " << c;
          EXPECT_EQ(c.find("BB"), std::string::npos) << a << ": " << c;
        }
        if (cycles == 1 && n % 2 == 0) {
          const auto reds = std::count(c.begin(), c.end(), 'R');
          EXPECT_EQ(reds, a <= n / 2 ? n / 2 : n / 2 - 1) << a << ": " << c;
        }
      }
    }
}

Record round_robin(int n, int cycles = 1) {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.cycles = cycles;
  rules.rounds = berger_rounds(n, cycles);
  return test::RecordBuilder(n, rules).build();
}

// Rounds read off the table: round 1 draws the numbers (RR-1.7 lots, kept as codes); every
// later round uses them; an odd field's sit-out is a bye that scores nothing under rr_bye = none.
TEST(RoundRobin, FiveEntrantsPlayTheTableOfSixUnderTheDrawnNumbersRR1) {
  Record r = round_robin(5);
  Rng rng(11);
  std::set<std::pair<EntrantId, EntrantId>> met;
  std::vector<int> sat_out(6, 0);
  for (int round = 1; round <= 5; ++round) {
    PairingResult p = pair_next_round(r, rng, PairingOptions{true});
    ASSERT_TRUE(p.ok()) << p.reason;
    EXPECT_EQ(p.codes.size(), round == 1 ? 5u : 0u);  // the numbers, drawn once
    ASSERT_EQ(p.round.games.size(), 2u);
    ASSERT_EQ(p.round.byes.size(), 1u);
    ++sat_out[static_cast<size_t>(p.round.byes[0].entrant)];
    for (const Game& g : p.round.games) {
      EXPECT_TRUE(met.insert({std::min(g.red, g.black), std::max(g.red, g.black)}).second);
    }
    EXPECT_FALSE(p.explanation.empty());
    for (Game& g : p.round.games) g.result = Result::red_win;
    apply_pairing(r, std::move(p));
  }
  EXPECT_EQ(met.size(), 10u);  // every pair once
  for (int e = 1; e <= 5; ++e) EXPECT_EQ(sat_out[static_cast<size_t>(e)], 1) << e;
  // The record is the table under its numbering: round r, board k is berger_round(5, r)[k].
  std::vector<EntrantId> of(7, 0);
  for (const Entrant& e : r.entrants) {
    ASSERT_TRUE(e.code.has_value());
    of[static_cast<size_t>(*e.code)] = e.id;
  }
  for (int round = 1; round <= 5; ++round) {
    size_t k = 0;
    for (const BergerBoard& b : berger_round(5, round)) {
      if (b.red == 6 || b.black == 6) continue;
      const Game& g = r.rounds[static_cast<size_t>(round - 1)].games[k++];
      EXPECT_EQ(g.red, of[static_cast<size_t>(b.red)]);
      EXPECT_EQ(g.black, of[static_cast<size_t>(b.black)]);
      EXPECT_EQ(g.board, static_cast<int>(k));
    }
  }
  // rr_bye = none: sitting out is not a game (no points); win: 2 points.
  const auto histories = build_histories(r);
  Points total = 0;
  for (const EntrantHistory& h : histories) total += h.score();
  EXPECT_EQ(total, 10 * 4);  // ten games, 2 points each (half-units: 4), nothing for sitting out
  r.rules.rr_bye = RrBye::win;
  total = 0;
  for (const EntrantHistory& h : build_histories(r)) total += h.score();
  EXPECT_EQ(total, 10 * 4 + 5 * 4);
}

TEST(RoundRobin, GivenNumbersAreTheSeedsRR1_7) {
  Record r = round_robin(4);
  r.rules.rr_numbers = RrNumbers::given;
  const std::vector<int> seeds = {3, 1, 4, 2};  // entrant i + 1 has number seeds[i]
  for (size_t i = 0; i < 4; ++i) r.entrants[i].seed = seeds[i];
  Rng rng(1);
  const PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p.codes.empty());
  // Table round 1 for 4: 1-4, 2-3 → entrants 2 (number 1) – 3 (4), 4 (2) – 1 (3).
  ASSERT_EQ(p.round.games.size(), 2u);
  EXPECT_EQ(std::pair(p.round.games[0].red, p.round.games[0].black), std::pair(2, 3));
  EXPECT_EQ(std::pair(p.round.games[1].red, p.round.games[1].black), std::pair(4, 1));
}

TEST(RoundRobin, ATableItCannotContinueIsRefused) {
  Record r = round_robin(6);
  r.rules.rounds = 6;  // RR-1.4: 6 entrants play 5 rounds
  Rng rng(1);
  try {
    (void)pair_next_round(r, rng);
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "rounds");
    EXPECT_NE(e.reason().find("6 entrants play 5 rounds"), std::string::npos) << e.reason();
  }
  r = round_robin(4);
  r.rules.rr_numbers = RrNumbers::given;
  for (size_t i = 0; i < 4; ++i) r.entrants[i].seed = 1;  // not a permutation
  EXPECT_THROW((void)pair_next_round(r, rng), InputError);
}

}  // namespace
}  // namespace xq

namespace xq {
namespace {

TEST(SnakeGroups, ElevenPlayersInTwoGroupsAsRR2_3) {
  // rules.md RR-2.3: A = positions 1, 4, 5, 8, 9; B = 2, 3, 6, 7, 10, 11.
  std::vector<EntrantId> list;
  for (EntrantId i = 1; i <= 11; ++i) list.push_back(i);
  EXPECT_EQ(snake_groups(list, 2),
            (std::vector<std::vector<EntrantId>>{{1, 4, 5, 8, 9}, {2, 3, 6, 7, 10, 11}}));
  // k = 3 (RR-2.2): rows A B C, C B A, A B C, …
  EXPECT_EQ(snake_groups({1, 2, 3, 4, 5, 6, 7}, 3),
            (std::vector<std::vector<EntrantId>>{{1, 6, 7}, {2, 5}, {3, 4}}));
}

TEST(SnakeGroups, TheListIsTheSeedColumnThenTheOthersInEntryOrder) {
  Record r = test::RecordBuilder(5).build();
  for (Entrant& e : r.entrants) e.seed = 0;
  r.entrants[4].seed = 1;  // 5 was 1st last time, 2 was 2nd; 1, 3, 4 did not play it
  r.entrants[1].seed = 2;
  EXPECT_EQ(snake_list(r), (std::vector<EntrantId>{5, 2, 1, 3, 4}));
}

// RR-3.3 ranks a category among itself in one table; with groups (RR-2.5) a category's players
// never all meet: category_ranking = separate with groups > 1 is refused (it was accepted, and
// its category places were awarded among players of different tables).
TEST(SnakeGroups, CategoriesAreRankedSeparatelyOnlyInOneTableRR3_3) {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.groups = 2;
  rules.playoff_places = {0};
  rules.tiebreaks = {"wxc-rr"};
  EXPECT_NO_THROW(validate_rules(rules));
  rules.category_ranking = CategoryRanking::separate;
  try {
    validate_rules(rules);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "category_ranking");
  }
}

TEST(SnakeGroups, EachGroupPlaysItsOwnTableAtTheSameTime) {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.groups = 2;
  rules.rounds = 5;
  Record r = test::RecordBuilder(11, rules).build();
  for (int round = 1; round <= 5; ++round) {
    Rng rng(round);
    PairingResult p = pair_next_round(r, rng);
    ASSERT_TRUE(p.ok());
    // Group A (5) has a sit-out and two games, B (6) three games; nobody meets the other group.
    EXPECT_EQ(p.round.games.size(), 5u);
    ASSERT_EQ(p.round.byes.size(), 1u);
    const std::set<EntrantId> a = {1, 4, 5, 8, 9};
    EXPECT_TRUE(a.count(p.round.byes[0].entrant));
    for (size_t i = 0; i < p.round.games.size(); ++i) {
      const Game& g = p.round.games[i];
      EXPECT_EQ(a.count(g.red), a.count(g.black)) << g.red << "-" << g.black;
      EXPECT_EQ(g.board, static_cast<int>(i) + 1);
      EXPECT_EQ(a.count(g.red) == 1, i < 2);  // A's boards first
    }
    for (Game& g : p.round.games) g.result = Result::draw;
    apply_pairing(r, std::move(p));
  }
  // Within each group every pair met once; numbers 1..5 and 1..6 drawn within the groups.
  std::set<std::pair<EntrantId, EntrantId>> met;
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games) EXPECT_TRUE(met.insert(std::minmax(g.red, g.black)).second);
  EXPECT_EQ(met.size(), 10u + 15u);
  std::vector<int> a_numbers;
  for (EntrantId id : {1, 4, 5, 8, 9}) a_numbers.push_back(*r.entrant(id).code);
  std::sort(a_numbers.begin(), a_numbers.end());
  EXPECT_EQ(a_numbers, (std::vector<int>{1, 2, 3, 4, 5}));
}

TEST(SnakeGroups, GroupsThatCannotBeDealtOrPlayDifferentRoundsAreRefused) {
  EXPECT_EQ(round_robin_rounds(11, 2, 1), 5);  // 5 and 6: 5 rounds each
  try {
    (void)round_robin_rounds(5, 3, 1);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "groups");
    EXPECT_NE(std::string(e.what()).find("cannot be dealt"), std::string::npos);
  }
  try {
    (void)round_robin_rounds(13, 2, 1);  // 6 and 7: 5 and 7 rounds
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "groups");
  }
}

// RR-1.4 under rules.rounds' one limit (0..999): a table longer than that is refused where the
// plan is made (init wrote rounds = 1002, which every later command then refused).
TEST(RoundRobin, ATableLongerThanTheRoundLimitIsRefused) {
  EXPECT_EQ(round_robin_rounds(500, 1, 2), 998);
  EXPECT_EQ(round_robin_rounds(1000, 1, 1), 999);
  struct Case {
    int n, groups, cycles;
    const char* key;
  };
  for (const Case& c :
       {Case{501, 1, 2, "entrants"}, Case{1001, 1, 1, "entrants"}, Case{2002, 2, 1, "groups"}}) {
    try {
      (void)round_robin_rounds(c.n, c.groups, c.cycles);
      ADD_FAILURE() << c.n << " entrants accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.key(), c.key);
      EXPECT_NE(e.reason().find("more than the 999 rounds an event can have (rules.rounds)"),
                std::string::npos)
          << e.reason();
    }
  }
}

}  // namespace
}  // namespace xq
