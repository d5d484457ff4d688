// The verifier on round-robin records (docs/verifier.md "Round robin (RR-1)"): its Berger table
// against the table printed in rules.md RR-1.1, good records of 6 (non-identity numbers), 5
// (sit-outs, rr_bye none and win) and a double round robin of 4 with no violation, the sit-out's
// score under rr_bye (RR-1.3), and planted faults each reported with its rule.
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

// A record of n entrants playing `table`: entrant e has number numbers[e − 1] (its code under
// rr_numbers = lots, its seed under given); a game against number n + 1 (odd n) is e's sit-out.
// Results cycle red win, draw, black win.
Record rr_record(int n, const std::vector<int>& numbers, const Table& table, const RuleSet& rules) {
  std::vector<EntrantId> by_number(static_cast<size_t>(n) + 2, 0);
  for (EntrantId e = 1; e <= n; ++e) by_number[static_cast<size_t>(numbers[static_cast<size_t>(e - 1)])] = e;
  RecordBuilder b(n, rules);
  for (size_t ri = 0; ri < table.size(); ++ri) {
    std::vector<G> games;
    size_t k = 0;
    for (const auto& [x, y] : table[ri]) {
      const EntrantId red = by_number[static_cast<size_t>(x)], black = by_number[static_cast<size_t>(y)];
      if (x > n || y > n)
        games.push_back(bye(x > n ? black : red));
      else
        games.push_back({red, black, "RDB"[(ri + k++) % 3]});
    }
    b.round(games);
  }
  Record r = b.build();
  for (Entrant& e : r.entrants) {
    const int k = numbers[static_cast<size_t>(e.id - 1)];
    if (rules.rr_numbers == RrNumbers::lots)
      e.code = k;
    else
      e.seed = k;
  }
  return r;
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

}  // namespace
}  // namespace xq
