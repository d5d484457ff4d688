// The verifier on round-robin records (docs/verifier.md "Round robin (RR-1, RR-2)"): its Berger table
// against the table printed in rules.md RR-1.1, good records of 6 (non-identity numbers), 5
// (sit-outs, rr_bye none and win) and a double round robin of 4 with no violation, the sit-out's
// score under rr_bye (RR-1.3), and planted faults each reported with its rule. Groups (RR-2): the
// verifier's snake, 11 in two groups and 12 in three with no violation, and planted faults.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/history.hpp"
#include "tests/support/build.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"
#include "verify/tiebreak_keys.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using namespace verify_detail;
using test::bye;
using test::dump;
using test::G;
using test::RecordBuilder;

/// Rounds of a table written in numbers: (red, black), first-named red (RR-1.2), in board order.
using Table = std::vector<std::vector<std::pair<int, int>>>;

// rules.md RR-1.1's example, as printed: N = 6.
const Table kSpecSix = {{{1, 6}, {2, 5}, {3, 4}},
                        {{6, 4}, {5, 3}, {1, 2}},
                        {{2, 6}, {3, 1}, {4, 5}},
                        {{6, 5}, {1, 4}, {2, 3}},
                        {{3, 6}, {4, 2}, {5, 1}}};

// FIDE C.05 Annex 1's table for 3–4 players, and a double round robin of it by RR-1.6: table
// rounds 1, 3, 2 (cycle 1's last two in reverse order), then 1, 2, 3 with colours reversed.
const Table kDoubleFour = {{{1, 4}, {2, 3}}, {{2, 4}, {3, 1}}, {{4, 3}, {1, 2}},
                           {{4, 1}, {3, 2}}, {{3, 4}, {2, 1}}, {{4, 2}, {1, 3}}};

RuleSet round_robin(int rounds, RrBye rr_bye = RrBye::none, int cycles = 1,
                    RrNumbers numbers = RrNumbers::lots) {
  RuleSet r;
  r.format = EventFormat::round_robin;
  r.rounds = rounds;
  r.rr_bye = rr_bye;
  r.cycles = cycles;
  r.rr_numbers = numbers;
  r.tiebreaks = {"wxc-rr"};
  return r;
}

// A record of n entrants in groups, each group playing `table` (RR-2): groups[g][e − 1] is
// entrant e's number in group g, 0 when e is not in it (its code under rr_numbers = lots, its seed
// under given); a game against a number past the group's size is e's sit-out. Each round lists
// group A's games, then B's, … (boards in that order). Results cycle red win, draw, black win.
Record rr_groups_record(int n, const std::vector<std::vector<int>>& groups, const Table& table,
                        const RuleSet& rules) {
  RecordBuilder b(n, rules);
  for (size_t ri = 0; ri < table.size(); ++ri) {
    std::vector<G> games;
    size_t k = 0;
    for (const std::vector<int>& numbers : groups) {
      std::vector<EntrantId> by_number(static_cast<size_t>(n) + 1, 0);
      int size = 0;
      for (EntrantId e = 1; e <= n; ++e)
        if (const int x = numbers[static_cast<size_t>(e - 1)]; x > 0)
          by_number[static_cast<size_t>(x)] = e, ++size;
      for (const auto& [x, y] : table[ri]) {
        if (x > size || y > size) {
          games.push_back(bye(by_number[static_cast<size_t>(x > size ? y : x)]));
          continue;
        }
        games.push_back(
            {by_number[static_cast<size_t>(x)], by_number[static_cast<size_t>(y)], "RDB"[(ri + k++) % 3]});
      }
    }
    b.round(games);
  }
  Record r = b.build();
  for (Entrant& e : r.entrants)
    for (const std::vector<int>& numbers : groups)
      if (const int k = numbers[static_cast<size_t>(e.id - 1)]; k > 0) {
        if (rules.rr_numbers == RrNumbers::lots)
          e.code = k;
        else
          e.seed = k;
      }
  return r;
}

// One table of everybody: entrant e has number numbers[e − 1].
Record rr_record(int n, const std::vector<int>& numbers, const Table& table, const RuleSet& rules) {
  return rr_groups_record(n, {numbers}, table, rules);
}

// Six entrants, numbers by lot: entrant 1 drew 3, 2 drew 6, 3 drew 1, 4 drew 5, 5 drew 2, 6 drew 4.
const std::vector<int> kSixNumbers = {3, 6, 1, 5, 2, 4};
Record six() { return rr_record(6, kSixNumbers, kSpecSix, round_robin(5)); }

// Five entrants: the N = 6 table, number 6 the sit-out (RR-1.3). Entrant 1 drew 4, 2 drew 1, …
const std::vector<int> kFiveNumbers = {4, 1, 5, 3, 2};
Record five(RrBye rr_bye) { return rr_record(5, kFiveNumbers, kSpecSix, round_robin(5, rr_bye)); }

// Four entrants, twice (cycles = 2), numbers given (seeds): 1 → 2, 2 → 4, 3 → 1, 4 → 3.
const std::vector<int> kFourNumbers = {2, 4, 1, 3};
Record double_four() {
  return rr_record(4, kFourNumbers, kDoubleFour, round_robin(6, RrBye::none, 2, RrNumbers::given));
}

int count(const VerifyReport& r, const std::string& rule, int round = 0, const std::string& check = "") {
  return static_cast<int>(std::count_if(r.violations.begin(), r.violations.end(), [&](const Violation& v) {
    return v.rule == rule && (round == 0 || v.round == round) && (check.empty() || v.check == check);
  }));
}

bool mentions(const VerifyReport& r, const std::string& rule, const std::string& text) {
  return std::any_of(r.violations.begin(), r.violations.end(), [&](const Violation& v) {
    return v.rule == rule && v.text.find(text) != std::string::npos;
  });
}

// The engine's history (pairing/model/history.cpp) is to score a sit-out under rr_bye = none as
// nothing, as the verifier does (issue 11). Until it does, V-5 finds their totals differ by the
// sit-out ("history gives …"): only those findings are set aside, and only while the history
// still scores it — afterwards this keeps nothing out.
VerifyReport verify_rr(const Record& record) {
  VerifyReport rep = verify_record(record);
  if (record.rules.rr_bye != RrBye::none || record.rounds.empty() || record.rounds[0].byes.empty())
    return rep;
  const EntrantId sat = record.rounds[0].byes[0].entrant;
  if (build_histories(record)[static_cast<size_t>(sat - 1)].score_after_round(1) == 0) return rep;
  std::erase_if(rep.violations, [](const Violation& v) {
    return v.check == "V-5" && v.rule == "S-1" && v.text.rfind("history gives", 0) == 0;
  });
  return rep;
}

// --- the table (RR-1.1), written in verify/ from the spec's text

TEST(BergerTable, MatchesTheSpecsExampleForSix) {
  for (int t = 1; t <= 5; ++t) {
    std::vector<TableGame> want;
    for (const auto& [red, black] : kSpecSix[static_cast<size_t>(t - 1)]) want.push_back({red, black});
    EXPECT_EQ(berger_round(6, t), want) << "round " << t;
  }
  EXPECT_TRUE(berger_round(6, 0).empty());
  EXPECT_TRUE(berger_round(6, 6).empty());
}

TEST(BergerTable, MatchesFidesTableForFour) {
  const std::vector<std::vector<TableGame>> want = {{{1, 4}, {2, 3}}, {{4, 3}, {1, 2}}, {{2, 4}, {3, 1}}};
  for (int t = 1; t <= 3; ++t) EXPECT_EQ(berger_round(4, t), want[static_cast<size_t>(t - 1)]) << t;
  EXPECT_EQ(berger_round(2, 1), (std::vector<TableGame>{{1, 2}}));
}

// RR-1.1's "same table in one line": i < j < N meet in the round r with i + j ≡ r + 1 (mod m), the
// smaller red when i + j is odd, the larger when even; and every pair meets exactly once.
TEST(BergerTable, AgreesWithTheOneLineFormAndHasEveryPairOnce) {
  for (int big_n = 4; big_n <= 16; big_n += 2) {
    const int m = big_n - 1;
    std::set<std::pair<int, int>> seen;
    for (int t = 1; t <= m; ++t) {
      const std::vector<TableGame> games = berger_round(big_n, t);
      ASSERT_EQ(games.size(), static_cast<size_t>(big_n / 2));
      std::set<int> numbers;
      for (const TableGame& g : games) {
        numbers.insert(g.red), numbers.insert(g.black);
        EXPECT_TRUE(seen.insert({std::min(g.red, g.black), std::max(g.red, g.black)}).second)
            << "N " << big_n << " round " << t << ": " << g.red << "-" << g.black << " again";
        if (g.red == big_n || g.black == big_n) continue;
        const int i = std::min(g.red, g.black), j = std::max(g.red, g.black);
        EXPECT_EQ((i + j) % m, (t + 1) % m) << "N " << big_n << " round " << t << ": " << i << "-" << j;
        EXPECT_EQ(g.red, (i + j) % 2 == 1 ? i : j) << "N " << big_n << " round " << t;
      }
      EXPECT_EQ(numbers.size(), static_cast<size_t>(big_n)) << "N " << big_n << " round " << t;
    }
    EXPECT_EQ(seen.size(), static_cast<size_t>(big_n * m / 2));
  }
}

TEST(BergerTable, RoundsOfADoubleRoundRobin) {
  // RR-1.6, m = 3: table rounds 1, 3, 2 (the last two of cycle 1 reversed), then 1, 2, 3 reversed.
  EXPECT_EQ(table_round(3, 2, 1), (TableRound{1, 1, false, false}));
  EXPECT_EQ(table_round(3, 2, 2), (TableRound{3, 1, false, true}));
  EXPECT_EQ(table_round(3, 2, 3), (TableRound{2, 1, false, true}));
  EXPECT_EQ(table_round(3, 2, 4), (TableRound{1, 2, true, false}));
  EXPECT_EQ(table_round(3, 2, 6), (TableRound{3, 2, true, false}));
  EXPECT_FALSE(table_round(3, 2, 7).has_value());
  EXPECT_EQ(table_round(5, 1, 5), (TableRound{5, 1, false, false}));  // single: no swap
  EXPECT_FALSE(table_round(5, 1, 6).has_value());
  EXPECT_EQ(table_round(1, 2, 1), (TableRound{1, 1, false, false}));  // n = 2: nothing to swap
}

// --- good records

TEST(VerifyRoundRobin, SixEntrantsWithNumbersByLotPass) {
  const VerifyReport rep = verify_rr(six());
  EXPECT_TRUE(rep.ok()) << dump(rep);
  EXPECT_TRUE(rep.not_checked.empty());
}

TEST(VerifyRoundRobin, AnUnfinishedEventPasses) {
  Record r = six();
  r.rounds.resize(3);
  r.rounds[2].games[1].result = Result::pending;
  const VerifyReport rep = verify_rr(r);
  EXPECT_TRUE(rep.ok()) << dump(rep);
}

TEST(VerifyRoundRobin, FiveEntrantsWithSitOutsPassUnderBothRrByeValues) {
  for (RrBye rr_bye : {RrBye::none, RrBye::win}) {
    const VerifyReport rep = verify_rr(five(rr_bye));
    EXPECT_TRUE(rep.ok()) << (rr_bye == RrBye::none ? "none" : "win") << "\n" << dump(rep);
  }
}

TEST(VerifyRoundRobin, DoubleRoundRobinOfFourWithGivenNumbersPasses) {
  const VerifyReport rep = verify_rr(double_four());
  EXPECT_TRUE(rep.ok()) << dump(rep);
}

TEST(VerifyRoundRobin, GivenNumbersDefaultToTheStartNumbers) {
  // rr_numbers = given with no seeds (0): the start numbers are the table's numbers.
  Record r = rr_record(6, {1, 2, 3, 4, 5, 6}, kSpecSix, round_robin(5, RrBye::none, 1, RrNumbers::given));
  for (Entrant& e : r.entrants) e.seed = 0;
  const VerifyReport rep = verify_rr(r);
  EXPECT_TRUE(rep.ok()) << dump(rep);
}

// --- the sit-out's score (RR-1.3): the verifier's ledger and tiebreak keys

TEST(VerifyRoundRobin, SitOutScoresNothingUnderNoneAndAWinUnderWin) {
  const Record none = five(RrBye::none), win = five(RrBye::win);
  // Round 1 (numbers 1-6, 2-5, 3-4): number 1 = entrant 2 sits out.
  ASSERT_EQ(none.rounds[0].byes.size(), 1u);
  ASSERT_EQ(none.rounds[0].byes[0].entrant, 2);
  EXPECT_EQ(recompute_scores(none)[0][1], 0);
  EXPECT_EQ(recompute_scores(win)[0][1], test::pt(2));
  // Everyone sits out once: under win every total is 2 points more.
  const auto s_none = recompute_scores(none), s_win = recompute_scores(win);
  for (size_t e = 0; e < 5; ++e) EXPECT_EQ(s_win[4][e], s_none[4][e] + test::pt(2)) << "entrant " << e + 1;
}

TEST(VerifyRoundRobin, SitOutUnderNoneIsInNoTiebreak) {
  const Record none = five(RrBye::none), win = five(RrBye::win);
  const Ledger ln(none, VerifyOptions{}), lw(win, VerifyOptions{});
  const std::vector<int> no_places;
  const EntrantKeys::PreviousPlaces previous = [&]() -> const std::vector<int>& { return no_places; };
  const std::vector<Criterion> list = {Criterion::wins, Criterion::opponent_score};
  const EntrantKeys kn(ln, 5, previous, list), kw(lw, 5, previous, list);
  const std::vector<Points> final_none = ln.score_after[4];
  for (EntrantId e = 1; e <= 5; ++e) {
    // T-3: the sit-out is a win under win only.
    EXPECT_EQ(kw.key(Criterion::wins, e, {})[0], kn.key(Criterion::wins, e, {})[0] + 1) << e;
    // T-1 under none: the opponents' scores and nothing for the sit-out (no opponent).
    std::int64_t opponents = 0;
    for (int r = 1; r <= 5; ++r)
      if (ln.seat(r, e).game >= 0) opponents += final_none[static_cast<size_t>(ln.seat(r, e).opponent - 1)];
    EXPECT_EQ(kn.key(Criterion::opponent_score, e, {})[0], opponents) << e;
  }
}

TEST(VerifyRoundRobin, ClaimedStandingsCountingTheSitOutUnderNoneAreWrong) {
  const Record r = five(RrBye::none);
  const std::vector<Points> totals = recompute_scores(r).back();
  std::vector<ClaimedStanding> rows;
  for (EntrantId e = 1; e <= 5; ++e) rows.push_back({0, e, totals[static_cast<size_t>(e - 1)]});
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.score > b.score; });
  for (size_t i = 0; i < rows.size(); ++i)
    rows[i].rank = i > 0 && rows[i].score == rows[i - 1].score ? rows[i - 1].rank : static_cast<int>(i) + 1;
  for (const Violation& v : check_standings(r, rows, "standings")) EXPECT_NE(v.rule, "S-1") << to_string(v);
  std::vector<ClaimedStanding> counted = rows;
  for (ClaimedStanding& row : counted) row.score += test::pt(2);  // the sit-out as a win
  std::vector<Violation> vs = check_standings(r, counted, "standings");
  EXPECT_EQ(std::count_if(vs.begin(), vs.end(), [](const Violation& v) { return v.rule == "S-1"; }), 5);
}

// --- planted faults

TEST(VerifyRoundRobin, SwappedColourIsRr12) {
  Record r = six();
  Game& g = r.rounds[2].games[1];  // table round 3, board 2: numbers 3-1
  std::swap(g.red, g.black);
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.2", 3, "V-4"), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.2", "table round 3 gives 1 (P1, number 3) red")) << dump(rep);
}

TEST(VerifyRoundRobin, ColoursNotReversedInTheSecondCycleAreRr12) {
  Record r = double_four();
  for (Game& g : r.rounds[4].games) std::swap(g.red, g.black);  // round 5 as table round 2 unreversed
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.2", 5), 2) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.2", "with colours reversed (cycle 2, RR-1.6)")) << dump(rep);
}

TEST(VerifyRoundRobin, PairMissingIsRr11AndV1) {
  Record r = six();
  // Round 2 (numbers 6-4, 5-3, 1-2): boards 1 and 2 exchange their black players → 6-3, 5-4.
  std::swap(r.rounds[1].games[0].black, r.rounds[1].games[1].black);
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.1", 2, "V-1"), 2) << dump(rep);
  // Over the event: numbers 6-4 and 5-3 (entrants 2-6, 4-1) never meet; 6-3 and 5-4 meet twice.
  EXPECT_TRUE(mentions(rep, "RR-1", "2 (P2) and 6 (P6) never meet")) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1", "1 (P1) and 4 (P4) never meet")) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1", 0, "V-1"), 4) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.1", "is not a game of table round 2")) << dump(rep);
}

TEST(VerifyRoundRobin, RepeatedPairIsV1) {
  Record r = six();
  r.rounds[2].games = r.rounds[0].games;  // round 3 replays round 1
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1", 3, "V-1"), 3) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1", "meet again: already in round 1")) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1", 3, "V-1"), 3) << dump(rep);
}

TEST(VerifyRoundRobin, RepeatedPairIsCaughtWithoutNumbersToo) {
  Record r = six();
  r.rounds[2].games = r.rounds[0].games;
  r.source = {"TRF", {RecordInput::boards, RecordInput::numbers}};
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1", 3, "V-1"), 3) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1"), 0) << dump(rep);  // the table needs the numbers: listed instead
  std::vector<std::string> skipped;
  for (const SkippedCheck& s : rep.not_checked) skipped.push_back(s.rule);
  EXPECT_EQ(skipped, (std::vector<std::string>{"RR-1.1..RR-1.3", "RR-1.5"}));
}

TEST(VerifyRoundRobin, WrongSitOutIsRr13) {
  Record r = five(RrBye::win);
  // Round 2 (numbers 6-4, 5-3, 1-2): number 4 = entrant 1 sits out. Give the bye to number 5
  // (entrant 3) instead and let 4 play 3.
  Round& rd = r.rounds[1];
  ASSERT_EQ(rd.byes.at(0).entrant, 1);
  ASSERT_EQ(rd.games.at(0).red, 3);  // 5-3 = entrants 3-4
  rd.byes[0].entrant = 3;
  rd.games[0].red = 1;
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.3", 2, "V-2"), 1) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.3",
                       "3 (P3, number 5) sits out, but table round 2 has 1 (P1, number 4) sit out (drawn "
                       "against N = 6); 3 (P3, number 5) meets 4 (P4, number 3) on board 1"))
      << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1", 2), 1) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.3", 4, "V-2"), 1)
      << dump(rep);  // entrant 3 (number 5) sits out again in round 4
}

TEST(VerifyRoundRobin, ASitOutWithAnEvenFieldOrAColourIsRr13) {
  Record r = six();
  Round& rd = r.rounds[0];
  rd.byes.push_back({rd.games.back().black, Colour::black});
  rd.games.pop_back();
  const VerifyReport rep = verify_rr(r);
  EXPECT_TRUE(mentions(rep, "RR-1.3", "with an even number of entrants (6)")) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.3", "sit-out is marked black")) << dump(rep);
}

TEST(VerifyRoundRobin, BoardsOutOfTheTablesOrderAreRr15) {
  Record r = five(RrBye::none);
  std::swap(r.rounds[3].games[0].board, r.rounds[3].games[1].board);
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.5", 4, "V-4"), 2) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 2u) << dump(rep);
}

TEST(VerifyRoundRobin, DoubleRoundRobinWithoutTheSwapIsRr11) {
  Record r = double_four();
  std::swap(r.rounds[1], r.rounds[2]);  // table rounds 1, 2, 3 in cycle 1
  r.rounds[1].number = 2, r.rounds[2].number = 3;
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.1", 2), 2) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1", 3), 2) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.1", "cycle 1's last two rounds are played in reverse order")) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1"), 0) << dump(rep);  // still every pair once per cycle
}

TEST(VerifyRoundRobin, WrongRoundsCountIsRr14) {
  Record r = six();
  r.rules.rounds = 6;
  VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.4", 0, "V-7"), 1) << dump(rep);
  EXPECT_TRUE(
      mentions(rep, "RR-1.4", "rules.rounds = 6, but a round robin of 6 entrants (N = 6) has 5 rounds"))
      << dump(rep);
  // A sixth round past the table: RR-1.4, and its games are repeats (V-1).
  r.rounds.push_back(r.rounds[0]);
  r.rounds.back().number = 6;
  rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.4", 6, "V-7"), 1) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1", 6, "V-1"), 3) << dump(rep);
  // A double round robin of 4 has 6 rounds.
  Record d = double_four();
  d.rules.rounds = 3;
  d.rounds.resize(3);
  rep = verify_rr(d);
  EXPECT_TRUE(mentions(rep, "RR-1.4",
                       "rules.rounds = 3, but a round robin of 4 entrants (N = 4) has 3 rounds, 6 "
                       "when played twice (cycles = 2)"))
      << dump(rep);
}

TEST(VerifyRoundRobin, NumbersNotAPermutationAreRr17) {
  Record r = six();
  r.entrants[4].code = 6;  // entrant 5 drew 2; now two sixes and no two
  VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.7", 0, "V-7"), 1) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "5 (P5) and 2 (P2) both have number 6")) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1") + count(rep, "RR-1.2"), 0) << dump(rep);  // not compared: a note says so
  EXPECT_TRUE(std::any_of(rep.notes.begin(), rep.notes.end(), [](const std::string& n) {
    return n.find("not compared with the Berger table") != std::string::npos;
  }));
  r.entrants[4].code.reset();
  rep = verify_rr(r);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "5 (P5) has no number (rr_numbers = lots")) << dump(rep);
  Record g = double_four();
  g.entrants[0].seed = 5;
  rep = verify_rr(g);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "1 (P1) has number 5, not one of 1..4 (rr_numbers = given"))
      << dump(rep);
}

TEST(VerifyRoundRobin, NumberingOtherThanTheRecordsIsCaught) {
  // The same games with entrants 1 and 3 exchanging their drawn numbers: every game of theirs is
  // off the table.
  Record r = six();
  std::swap(r.entrants[0].code, r.entrants[2].code);
  const VerifyReport rep = verify_rr(r);
  EXPECT_GT(count(rep, "RR-1.1"), 0) << dump(rep);
  EXPECT_EQ(count(rep, "RR-1"), 0) << dump(rep);  // still every pair once
}

// --- groups (RR-2): the snake written in verify/ from the spec's text, each group its own table

RuleSet in_groups(int groups, int rounds, RrBye rr_bye = RrBye::none) {
  RuleSet r = round_robin(rounds, rr_bye);
  r.groups = groups;
  r.playoff_places = {0};  // RR-2.5: every group place decided
  return r;
}

// Eleven entrants in two groups, 5 rounds (RR-2.3). Seeds: entrant 11 → 1, 3 → 2, 7 → 3, the
// others none, so the list (RR-2.1) is 11, 3, 7, then 1, 2, 4, 5, 6, 8, 9, 10 and the snake gives
// A = 11, 1, 2, 6, 8 (positions 1, 4, 5, 8, 9) and B = 3, 7, 4, 5, 9, 10. Both play the N = 6
// table (A: number 6 sits out). A drew 11 → 2, 1 → 5, 2 → 1, 6 → 4, 8 → 3; B drew 3 → 6, 7 → 1,
// 4 → 3, 5 → 5, 9 → 2, 10 → 4.
const std::vector<int> kGroupA = {5, 1, 0, 0, 0, 4, 0, 3, 0, 0, 2};
const std::vector<int> kGroupB = {0, 0, 6, 3, 5, 0, 1, 0, 2, 4, 0};
void seed_eleven(Record& r) {
  for (Entrant& e : r.entrants) e.seed = 0;
  r.entrants[10].seed = 1, r.entrants[2].seed = 2, r.entrants[6].seed = 3;
}
Record eleven(RrBye rr_bye = RrBye::win) {
  Record r = rr_groups_record(11, {kGroupA, kGroupB}, kSpecSix, in_groups(2, 5, rr_bye));
  seed_eleven(r);
  return r;
}

// Twelve entrants in three groups of 4, 3 rounds; seeds are the start numbers (RecordBuilder), so
// the snake gives A = 1, 6, 7, 12; B = 2, 5, 8, 11; C = 3, 4, 9, 10. The N = 4 table is
// kDoubleFour's rounds 1, 3, 2 (its cycle 1 plays table rounds 1, 3, 2).
Record twelve() {
  const Table four = {kDoubleFour[0], kDoubleFour[2], kDoubleFour[1]};
  const std::vector<int> a = {2, 0, 0, 0, 0, 4, 1, 0, 0, 0, 0, 3};
  const std::vector<int> b = {0, 3, 0, 0, 1, 0, 0, 4, 0, 0, 2, 0};
  const std::vector<int> c = {0, 0, 4, 2, 0, 0, 0, 0, 3, 1, 0, 0};
  return rr_groups_record(12, {a, b, c}, four, in_groups(3, 3));
}

// The note that the rounds were not compared with the tables (the numbers are wrong).
bool compared_note(const VerifyReport& rep) {
  return std::any_of(rep.notes.begin(), rep.notes.end(), [](const std::string& n) {
    return n.find("not compared with the groups' Berger tables") != std::string::npos;
  });
}

TEST(RrGroups, TheSnakeDealsTheSpecsExamples) {
  std::vector<EntrantId> list(11);
  for (size_t i = 0; i < list.size(); ++i) list[i] = static_cast<EntrantId>(i) + 1;
  // RR-2.3: 11 players, k = 2: A = positions 1, 4, 5, 8, 9; B = 2, 3, 6, 7, 10, 11.
  EXPECT_EQ(rr_snake(list, 2), (std::vector<std::vector<EntrantId>>{{1, 4, 5, 8, 9}, {2, 3, 6, 7, 10, 11}}));
  list.push_back(12);  // k = 3: A B C, C B A, A B C, C B A
  EXPECT_EQ(rr_snake(list, 3),
            (std::vector<std::vector<EntrantId>>{{1, 6, 7, 12}, {2, 5, 8, 11}, {3, 4, 9, 10}}));
  EXPECT_EQ(rr_snake(list, 1).size(), 1u);
  // RR-2.1: the seeded by seed, then the others by start number.
  EXPECT_EQ(rr_list(eleven()), (std::vector<EntrantId>{11, 3, 7, 1, 2, 4, 5, 6, 8, 9, 10}));
}

TEST(RrGroups, ElevenInTwoGroupsPass) {
  for (RrBye rr_bye : {RrBye::none, RrBye::win}) {
    const Record r = eleven(rr_bye);
    ASSERT_EQ(r.rounds[0].games.size(), 5u);
    EXPECT_EQ(r.rounds[0].games[2].red, 7);  // B's first game (numbers 1-6) on board 3
    EXPECT_EQ(r.rounds[0].games[2].board, 3);
    const VerifyReport rep = verify_rr(r);
    EXPECT_TRUE(rep.ok()) << (rr_bye == RrBye::none ? "none" : "win") << "\n" << dump(rep);
    EXPECT_FALSE(compared_note(rep));
    EXPECT_TRUE(rep.not_checked.empty());
  }
}

TEST(RrGroups, TwelveInThreeGroupsPass) {
  const VerifyReport rep = verify_rr(twelve());
  EXPECT_TRUE(rep.ok()) << dump(rep);
  EXPECT_FALSE(compared_note(rep));
}

TEST(RrGroups, AGameAcrossGroupsIsRr22) {
  Record r = eleven();
  // Round 3: A plays 3-1 (entrants 8-2) on board 1, B 2-6 (9-3) on board 3. Exchange the black
  // players: 8-3 and 9-2 each join A and B.
  Round& rd = r.rounds[2];
  ASSERT_EQ(rd.games[0].black, 2);
  ASSERT_EQ(rd.games[2].black, 3);
  std::swap(rd.games[0].black, rd.games[2].black);
  const VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-2.2", 3, "V-1"), 2) << dump(rep);
  EXPECT_TRUE(
      mentions(rep, "RR-2.2",
               "8 (P8) of group A (list position 9) – 3 (P3) of group B (list position 2): players of "
               "different groups never meet"))
      << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1", "2 (P2) and 8 (P8) never meet in rounds 1..5: every pair of group A"))
      << dump(rep);
  EXPECT_EQ(count(rep, "RR-1.1"), 0) << dump(rep);  // a game across groups is no table's
}

TEST(RrGroups, AMemberOfADealtToBIsRr22) {
  // Seeds 11 and 3 exchanged: the list is 3, 11, 7, … and the snake puts 3 in A, 11 in B — but
  // the rounds play 11 in A's table and 3 in B's.
  Record r = eleven();
  r.entrants[10].seed = 2, r.entrants[2].seed = 1;
  const VerifyReport rep = verify_rr(r);
  // 3's five games (with B's others) and 11's four (with A's others) join two groups.
  EXPECT_EQ(count(rep, "RR-2.2", 0, "V-1"), 9) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-2.2", "3 (P3) of group A (list position 1)")) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-2.2", "11 (P11) of group B (list position 2)")) << dump(rep);
  // Their numbers are not the groups' either: 3 has B's 6, 11 shares 2 with 9 in B.
  EXPECT_TRUE(mentions(rep, "RR-1.7", "3 (P3) has number 6, not one of 1..5, the numbers of group A"))
      << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "11 (P11) and 9 (P9) both have number 2 in group B")) << dump(rep);
}

TEST(RrGroups, NumbersAreOneToTheGroupsSizeInEachGroup) {
  // The good record has numbers 1..5 in A and 1..6 in B, so the same number in both: no finding.
  EXPECT_EQ(count(verify_rr(eleven()), "RR-1.7"), 0);
  Record r = eleven();
  r.entrants[0].code = 6;  // entrant 1 (A, drew 5): A has 5 entrants
  VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.7", 0, "V-7"), 1) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.7",
                       "1 (P1) has number 6, not one of 1..5, the numbers of group A (5 entrants, RR-2.4)"))
      << dump(rep);
  EXPECT_TRUE(compared_note(rep));
  r.entrants[0].code = 2;  // the number of 11, also in A
  rep = verify_rr(r);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "11 (P11) and 1 (P1) both have number 2 in group A")) << dump(rep);
  // Numbers 1..11 over everybody, as without groups: B's are past 6 (and A's past 5).
  r = eleven();
  for (Entrant& e : r.entrants) e.code = e.id;
  rep = verify_rr(r);
  EXPECT_GT(count(rep, "RR-1.7"), 0) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.7", "10 (P10) has number 10, not one of 1..6, the numbers of group B"))
      << dump(rep);
}

TEST(RrGroups, BoardsOutOfOrderAcrossGroupsAreRr15) {
  Record r = eleven();
  // Round 2: B's three games on boards 1..3, A's two on 4 and 5.
  for (Game& g : r.rounds[1].games) g.board = g.board <= 2 ? g.board + 3 : g.board - 2;
  VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.5", 2, "V-4"), 5) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 5u) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.5", "is on board 1, but group B's table round 2 has it on board 3"))
      << dump(rep);
  // Group B's boards numbered from 1 again (no offset of A's 2): 3 findings.
  r = eleven();
  for (Game& g : r.rounds[3].games)
    if (g.board > 2) g.board -= 2;
  rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.5", 4, "V-4"), 3) << dump(rep);
}

TEST(RrGroups, TheGroupsTableIsComparedAndItsSitOut) {
  Record r = eleven();
  // A's table round 1 is 1-6 (entrant 2 sits out), 2-5 (11-1, board 1), 3-4 (8-6, board 2).
  // Colours swapped on board 1.
  std::swap(r.rounds[0].games[0].red, r.rounds[0].games[0].black);
  VerifyReport rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1.2", 1, "V-4"), 1) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.2", "group A's table round 1 gives 11 (P11, group A, number 2) red"))
      << dump(rep);
  // A's sit-out given to someone else: 1 sits out, 2 plays 11.
  r = eleven();
  Round& rd = r.rounds[0];
  ASSERT_EQ(rd.byes.at(0).entrant, 2);
  rd.byes[0].entrant = 1, rd.games[0].black = 2;
  rep = verify_rr(r);
  EXPECT_TRUE(mentions(rep, "RR-1.3",
                       "1 (P1, group A, number 5) sits out, but group A's table round 1 has 2 "
                       "(P2, group A, number 1) sit out (drawn against N = 6)"))
      << dump(rep);
  // Two more sit-outs in A (its board 2 not played), none in B (6 entrants).
  r = eleven();
  r.rounds[0].byes.push_back({r.rounds[0].games[1].red, {}});
  r.rounds[0].byes.push_back({r.rounds[0].games[1].black, {}});
  r.rounds[0].games.erase(r.rounds[0].games.begin() + 1);
  r.rounds[0].byes.push_back({r.rounds[0].games[1].red, {}});  // now B's first game's red
  r.rounds[0].games.erase(r.rounds[0].games.begin() + 1);
  rep = verify_rr(r);
  EXPECT_TRUE(mentions(rep, "RR-1.3", "3 sit-outs in group A in one round (one at most: RR-1.3)"))
      << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.3", "with an even number of entrants (6) in group B everybody plays"))
      << dump(rep);
}

TEST(RrGroups, RoundsAndGroupSizesAreRr14AndRr2) {
  Record r = eleven();
  r.rules.rounds = 6;
  VerifyReport rep = verify_rr(r);
  EXPECT_TRUE(
      mentions(rep, "RR-1.4",
               "rules.rounds = 6, but group A of 5 entrants (N = 6) has 5 rounds; group B of 6 entrants "
               "(N = 6) has 5 rounds"))
      << dump(rep);
  // Nine in two groups: A of 5 plays 5 rounds, B of 4 plays 3.
  rep = verify_record(RecordBuilder(9, in_groups(2, 5)).build());
  EXPECT_EQ(count(rep, "RR-2", 0, "V-7"), 1) << dump(rep);
  EXPECT_TRUE(
      mentions(rep, "RR-2",
               "the groups' tables differ in length: group A of 5 entrants (N = 6) has 5 rounds; group B "
               "of 4 entrants (N = 4) has 3 rounds"))
      << dump(rep);
  // Three in two groups: A has only position 1.
  rep = verify_record(RecordBuilder(3, in_groups(2, 1)).build());
  EXPECT_TRUE(mentions(rep, "RR-2", "groups = 2 cannot be dealt from 3 entrants: group A has 1"))
      << dump(rep);
  // Numbers given with groups: the seed column is the list, the numbers are drawn (RR-2.4).
  r = eleven();
  r.rules.rr_numbers = RrNumbers::given;
  rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-2.4", 0, "V-7"), 1) << dump(rep);
}

TEST(RrGroups, WithoutTheSeedColumnOnlyWhatHoldsForAnyGroupsIsChecked) {
  // No numbers (TRF): neither the list nor the codes; no pair is reported as never met, and a pair
  // met twice still is.
  Record r = eleven();
  r.source = {"TRF", {RecordInput::numbers}};
  VerifyReport rep = verify_rr(r);
  EXPECT_TRUE(rep.ok()) << dump(rep);
  std::vector<std::string> skipped;
  for (const SkippedCheck& s : rep.not_checked) skipped.push_back(s.rule);
  EXPECT_EQ(skipped, (std::vector<std::string>{"RR-1.1..RR-1.3", "RR-1.5", "RR-2.2"}));
  r.rounds[2].games = r.rounds[0].games;
  r.rounds[2].byes = r.rounds[0].byes;
  rep = verify_rr(r);
  EXPECT_EQ(count(rep, "RR-1", 3, "V-1"), 5) << dump(rep);
  EXPECT_TRUE(mentions(rep, "RR-1.3", "sits out again")) << dump(rep);
}

}  // namespace
}  // namespace xq
