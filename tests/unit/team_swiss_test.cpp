// The team Swiss of seed 000 (rules.md PT, P1-1, P1-9, S-5..S-8, W-1, W-3, W-5), worked by hand.
//
// The main example is a 5-round event of 8 teams of 3 (24 players, PT-12: team k has 3k−2..3k)
// under 000's rules: match points win 2.5, loss 0, equal game points home 1 / away 1.5 (S-6),
// board colours RRB for the home team (PT-9), lh_tie = literal (PT-D2). Every round's history
// is written out below (the expected pairing of each earlier round with its results), so each
// round is checked on its own: zones, orders, every PT-5 step, sides, tables, and every board's
// player and colour. Results are per table: H = the home team wins all three games, A = the
// away team wins all three, D = three draws. Scores below in match points (unit 1, not halves).
#include "pairing/team/team_swiss.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/team_standings.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::G;
using test::M;
using test::pt;

// One table as expected: home, away, the games (red, black) on boards 1..3, and the result
// used when the table becomes history.
struct Table {
  EntrantId home = 0, away = 0;
  std::vector<std::pair<EntrantId, EntrantId>> boards;
  char outcome = 'D';
};
using ExpectedRound = std::vector<Table>;

// ---------------------------------------------------------------------------------------------
// The event. Players: T1 1,2,3  T2 4,5,6  T3 7,8,9  T4 10,11,12  T5 13,14,15  T6 16,17,18
// T7 19,20,21  T8 22,23,24. Colours per board with RRB: home red on 1 and 2, black on 3.
//
// ROUND 1 (odd). P1-1 fold: upper 1..4 meets lower 5..8: 1–5, 2–6, 3–7, 4–8. P1-9: odd tables
// the upper team home (T1, T3), even tables the lower team home (T6, T8). No history: PT-10 and
// PT-11 fall to (4), odd round, smaller number first: boards in number order.
//
// ROUND 2 (even). Scores: T1 2.5 (swept T5), T4 2.5 (swept T8 away), T2 1.5 and T7 1.5 (away
// in a 3–3 draw), T6 1 and T3 1 (home in a 3–3), T5 0, T8 0.
//  PT-2: away in round 1 (H0 A1) → home zone {2, 4, 5, 7}; home (H1 A0) → away zone {1, 3, 6, 8}.
//  PT-3: 4 (2.5); 7 and 2 (1.5): home counts 0 = 0, look-back: both away in round 1, no round
//    differs → (4) even round, larger number first: 7, 2; then 5 (0).  Order 4, 7, 2, 5.
//  PT-4: 1 (2.5); 6 and 3 (1): away counts 0 = 0, both home in round 1 → even: 6, 3; 8 (0).
//    Order 1, 6, 3, 8.
//  PT-5: A 4, B 1: 2.5 = 2.5, not met → 5.1 4–1.
//        A 7 (1.5), B 6 (1): scores differ → 5.3, L = home zone (1.5); L set {7, 2};
//          2.3 same zone: 7 takes 2 (not met).
//        A 5 (0), B 6 (1) → 5.3, L = away zone (1); L set {6, 3}; 2.3: 6 takes 3.
//        A 5, B 8: 0 = 0, not met → 5.1 5–8.
//  PT-7: 4 (home zone) home against 1; 7–2 both home zone, 7 placed higher → 7 home; 6–3 both
//    away zone, 3 placed lower (3rd vs 2nd) → 3 home; 5 home against 8.
//  PT-D1: (2.5, 2.5) 4–1, (1.5, 1.5) 7–2, (1, 1) 3–6, (0, 0) 5–8.
//  Boards (even round: (4) larger number first). Black (red) games after round 1 in brackets.
//   4 home (PT-10): 10 B, 11 B, 12 R → 10, 11 (1 black) before 12 (0); 10 vs 11 equal in
//     look-back, total 2, progressive 2, black points 2 → (4) 11 first: 11, 10, 12.
//   1 away (PT-11): 1 R, 2 R, 3 B → 1, 2 (1 red) before 3; equal throughout → 2, 1, 3.
//   7 home: 19 B, 20 B, 21 R → 20, 19, 21.   2 away: 4 B, 5 B, 6 R → 6 first; 5, 4 → 6, 5, 4.
//   3 home: 7 R, 8 R, 9 B → 9; 8, 7 → 9, 8, 7. 6 away: 16 R, 17 R, 18 B → 17, 16, 18.
//   5 home: 13 B, 14 B, 15 R → 14, 13, 15.     8 away: 22 R, 23 R, 24 B → 23, 22, 24.
//
// ROUND 3 (odd). Round 2: 4–1 D, 7–2 D, 3–6 H, 5–8 H. Scores: T1 2.5 + 1.5 = 4, T3 1 + 2.5 =
// 3.5, T4 2.5 + 1 = 3.5, T2 1.5 + 1.5 = 3, T5 0 + 2.5 = 2.5, T7 1.5 + 1 = 2.5, T6 1, T8 0.
//  Sides: T1 H A, T2 A A, T3 H H, T4 A H, T5 A H, T6 H A, T7 A H, T8 H A.
//  PT-2: home zone {1 (H1 A1, last away), 2 (H0 A2), 6 (H1 A1, last A), 8 (H1 A1, last A)};
//    away zone {3 (H2 A0), 4, 5, 7 (H1 A1, last home)}.
//  PT-3: 1 (4), 2 (3), 6 (1), 8 (0).
//  PT-4: 3 and 4 (3.5): away counts 0 < 1 → 3 first; 5 and 7 (2.5): away 1 = 1, look-back:
//    round 2 both home, round 1 both away → (4) odd round, smaller first: 5, 7.  Order 3, 4, 5, 7.
//  PT-5: A 1 (4), B 3 (3.5) → 5.3, L = home zone, L set {1}; 2.3 nobody; 2.4 cross-zone float:
//          1 takes the first away-zone team it has not met: 3 (1 met 5 and 4).
//        A 2 (3), B 4 (3.5) → 5.3, L = away zone, L set {4}; 2.4: 4 takes 2 (4 met 8 and 1).
//        A 6 (1), B 5 (2.5) → 5.3, L = away zone, L set {5, 7}; 2.3: 5 takes 7.
//        Away zone empty → PT-D3, L = home zone, L set {6} (score 1); 2.5 same-zone float:
//          6 takes 8.
//  PT-7: 1 home (home zone) v 3; 2 home (home zone) v 4; 5–7 both away zone: 7 placed lower
//    (4th vs 3rd) → 7 home; 6–8 both home zone: 6 placed higher → 6 home.
//  PT-D1: 1–3 (4, 3.5), 2–4 (3.5, 3), 7–5 (2.5, 2.5), 6–8 (1, 0).
//  Boards (odd: (4) smaller first). Colours of rounds 1, 2 in brackets.
//   1 home: 1 (R B), 2 (R B), 3 (B R): one black game each. 1 v 2: same colours, total 3 = 3,
//     progressive 5 = 5, black points 1 = 1 → 1 first. 1 v 3 and 2 v 3: round 2 differs, the
//     one black then (1, 2) first.  1, 2, 3.
//   3 away: 7 (R B), 8 (R R), 9 (B R): red games 1, 2, 1 → 8 first; 7 v 9: round 2 differs, the
//     one red then (9) first.  8, 9, 7.
//   2 home: 4 (B R), 5 (B B), 6 (R B): black games 1, 2, 1 → 5; 4 v 6: round 2, black was 6.
//     5, 6, 4.
//   4 away: 10 (B R), 11 (B R), 12 (R B): red 1 each; 10 v 11 equal (total 3, prog 5, red
//     points 1) → 10; both v 12: round 2 they had red → 10, 11, 12.
//   7 home: 19 (B R), 20 (B R), 21 (R B): 21 had black in round 2 → first; 19 v 20 equal
//     (total 2, prog 3, black points 1) → 19.  21, 19, 20.
//   5 away: 13 (B R), 14 (B R), 15 (R B): 13, 14 had red in round 2; 13 v 14 equal (total 2,
//     prog 2, red points 2) → 13, 14, 15.
//   6 home: 16 (R B), 17 (R B), 18 (B R) → 16, 17, 18.   8 away: 22 (R B), 23 (R B), 24 (B R):
//     24 had red in round 2 → 24, 22, 23.
//
// ROUND 4 (even). Round 3: 1–3 D, 2–4 D, 7–5 A, 6–8 H. Scores: T1 4 + 1 = 5, T3 3.5 + 1.5 = 5,
// T4 3.5 + 1.5 = 5, T5 2.5 + 2.5 = 5, T2 3 + 1 = 4, T6 1 + 2.5 = 3.5, T7 2.5 + 0 = 2.5, T8 0.
//  PT-2: H1 A2 → home zone {2, 4, 5, 8}; H2 A1 → away zone {1, 3, 6, 7}.
//  PT-3: 4 and 5 (5): home 1 = 1, look-back: rounds 3, 2, 1 the same sides (A, H, A) → even
//    round, larger first: 5, 4; then 2 (4), 8 (0).  Order 5, 4, 2, 8.
//  PT-4: 1 and 3 (5): away 1 = 1, look-back: round 3 1 home, 3 away → the one home (1) first;
//    6 (3.5), 7 (2.5).  Order 1, 3, 6, 7.
//  PT-5: A 5, B 1: 5 = 5 but met (round 1) → 5.2. Teams of score 5 unpaired: home zone 5, 4
//          (2), away zone 1, 3 (2): equal counts → PT-D2 literal: the zone whose first team has
//          the smaller number is L: 1 < 5 → L = away zone, L set {1, 3}.
//          2.2: 1 takes the first score-5 home-zone team not met: 5 (met r1), 4 (met r2) →
//               none; 3 takes 5 (not met).
//          2.3: 1 is left; no score-5 team after it in the away zone is open.
//          2.4: 1 takes the first home-zone team not met: 4 (met), 2 → 1–2.
//        A 4 (5), B 6 (3.5) → 5.3, L = home zone {4}; 2.4: 4 takes 6.
//        A 8 (0), B 7 (2.5) → 5.3, L = away zone {7}; 2.4: 7 takes 8.
//  PT-7: all four tables across zones: 5, 2, 4, 8 home.
//  PT-D1: 5–3 (5, 5), 2–1 (5, 4), 4–6 (5, 3.5), 8–7 (2.5, 0).
//  Boards (even: larger first). Colours of rounds 1..3 in brackets.
//   5 home: 13 (B R B), 14 (B R B), 15 (R B R): black 2, 2, 1; 13 v 14 equal (total 4, prog 6,
//     black points 2) → 14 first.  14, 13, 15.
//   3 away: 7 (R B R), 8 (R R B), 9 (B R B): red 2, 2, 1; 7 v 8: round 3, red was 7.  7, 8, 9.
//   2 home: 4 (B R B), 5 (B B R), 6 (R B R): black 2, 2, 1; 4 v 5: round 3, black was 4.  4, 5, 6.
//   1 away: 1 (R B R), 2 (R B R), 3 (B R B): 1 v 2 equal (total 4, prog 9, red points 3) → 2.
//     2, 1, 3.
//   4 home: 10, 11 (B R B), 12 (R B R) → 11, 10 (total 4, prog 9, black points 3 equal), 12.
//   6 away: 16, 17 (R B R), 18 (B R B) → 17, 16 (total 3, prog 5, red points 3 equal), 18.
//   8 home: 22 (R B B), 23 (R B R), 24 (B R B): black 2, 1, 2; 22 v 24: round 3 both black,
//     round 2 black was 22.  22, 24, 23.
//   7 away: 19 (B R R), 20 (B R B), 21 (R B R): red 2, 1, 2; 19 v 21: round 3 both red, round
//     2 red was 19.  19, 21, 20.
//
// ROUND 5 (odd). Round 4: 5–3 A, 2–1 A, 4–6 D, 8–7 D. Scores: T1 5 + 2.5 = 7.5, T3 5 + 2.5 =
// 7.5, T4 5 + 1 = 6, T5 5 + 0 = 5, T6 3.5 + 1.5 = 5, T2 4 + 0 = 4, T7 2.5 + 1.5 = 4, T8 0 + 1 = 1.
//  PT-2: everyone H2 A2; last away → home zone {1, 3, 6, 7}; last home → away zone {2, 4, 5, 8}.
//  PT-3: 1 and 3 (7.5): home 2 = 2, look-back: round 4 both away, round 3 1 home, 3 away → the
//    one away (3) first; 6 (5), 7 (4).  Order 3, 1, 6, 7.
//  PT-4: 4 (6), 5 (5), 2 (4), 8 (1).
//  PT-5: A 3 (7.5), B 4 (6) → 5.3, L = home zone, L set {3, 1}; 2.3: 3 v 1 met (round 3);
//          2.4: 3 takes 4 (not met); 1 takes the first away-zone team not met: 5 (r1),
//          2 (r4) met → 8.  (Literal: the other zone first, whatever the score, PT-D4.)
//        A 6 (5), B 5 (5): not met → 5.1 would pair 6–5, but then 2 and 7 are left and met
//          in round 2: PT-6 / PT-D5, 6–5 is not taken and counts as met. Then 5.2: score 5
//          unpaired: home zone {6} 1, away zone {5} 1 → equal counts, smaller first number:
//          5 < 6 → L = away zone {5}. 2.2: 6 (counts as met) → none; 2.4: 6 as met, 7 met
//          (r3) → none; 2.5 same-zone float: 5 takes 2.
//        Away zone empty → PT-D3, L = home zone {6}; 2.5: 6 takes 7.
//  PT-7: 3 home v 4, 1 home v 8; 6–7 both home zone: 6 higher → home; 5–2 both away zone:
//    2 placed lower (3rd vs 2nd) → 2 home — 2's third home match running: W-1 (连三主, PT-8).
//  PT-D1: 3–4 (7.5, 6), 1–8 (7.5, 1), 6–7 (5, 4, a home-zone team) before 2–5 (5, 4, both
//    away zone).  W-5: 1 (7.5) v 8 (1) with 6, 5 and 4 between.
//  Boards (odd: smaller first). Colours of rounds 1..4 in brackets.
//   3 home: 7 (R B R B), 8 (R R B B), 9 (B R B R): black 2 each; 7 v 8: round 4 both black,
//     round 3 black was 8; 7 v 9 and 8 v 9: round 4, black was 7 (8).  8, 7, 9.
//   4 away: 10, 11 (B R B R), 12 (R B R B): red 2 each; 10 v 11 equal (total 5, prog 14, red
//     points 2) → 10; round 4 red was 10, 11 → 10, 11, 12.
//   1 home: 1, 2 (R B R B), 3 (B R B R): 1 v 2 equal (total 6, prog 15, black points 3) → 1;
//     round 4 black was 1, 2 → 1, 2, 3.
//   8 away: 22 (R B B R), 23 (R B R B), 24 (B R B R): red 2 each; 22 v 23: round 4 red was 22;
//     22 v 24: rounds 4, 3 the same, round 2 red was 24; 23 v 24: round 4, 24.  24, 22, 23.
//   6 home: 16, 17 (R B R B), 18 (B R B R) → 16 (total 4, prog 9, black points 1 equal), 17, 18.
//   7 away: 19 (B R R B), 20 (B R B R), 21 (R B R B): 19 v 20: round 4 red was 20; 19 v 21:
//     rounds 4, 3 the same, round 2 red was 19; 20 v 21: round 4, 20.  20, 19, 21.
//   2 home: 4 (B R B R), 5 (B B R R), 6 (R B R B): 4 v 5: round 4 the same, round 3 black was
//     4; 6 v 4, 6 v 5: round 4 black was 6.  6, 4, 5.
//   5 away: 13, 14 (B R B R), 15 (R B R B) → 13 (total 4, prog 10, red points 2), 14, 15.
const std::vector<ExpectedRound> kEvent = {
    {{1, 5, {{1, 13}, {2, 14}, {15, 3}}, 'H'},
     {6, 2, {{16, 4}, {17, 5}, {6, 18}}, 'D'},
     {3, 7, {{7, 19}, {8, 20}, {21, 9}}, 'D'},
     {8, 4, {{22, 10}, {23, 11}, {12, 24}}, 'A'}},
    {{4, 1, {{11, 2}, {10, 1}, {3, 12}}, 'D'},
     {7, 2, {{20, 6}, {19, 5}, {4, 21}}, 'D'},
     {3, 6, {{9, 17}, {8, 16}, {18, 7}}, 'H'},
     {5, 8, {{14, 23}, {13, 22}, {24, 15}}, 'H'}},
    {{1, 3, {{1, 8}, {2, 9}, {7, 3}}, 'D'},
     {2, 4, {{5, 10}, {6, 11}, {12, 4}}, 'D'},
     {7, 5, {{21, 13}, {19, 14}, {15, 20}}, 'A'},
     {6, 8, {{16, 24}, {17, 22}, {23, 18}}, 'H'}},
    {{5, 3, {{14, 7}, {13, 8}, {9, 15}}, 'A'},
     {2, 1, {{4, 2}, {5, 1}, {3, 6}}, 'A'},
     {4, 6, {{11, 17}, {10, 16}, {18, 12}}, 'D'},
     {8, 7, {{22, 19}, {24, 21}, {20, 23}}, 'D'}},
    {{3, 4, {{8, 10}, {7, 11}, {12, 9}}, 'D'},
     {1, 8, {{1, 24}, {2, 22}, {23, 3}}, 'D'},
     {6, 7, {{16, 20}, {17, 19}, {21, 18}}, 'A'},
     {2, 5, {{6, 13}, {4, 14}, {15, 5}}, 'D'}},
};

RuleSet rules_000() {
  RuleSet r;
  r.format = EventFormat::team_swiss;
  r.rounds = 5;
  r.first_round = FirstRound::fold;  // P1-1
  r.boards = 3;
  r.board_colours = "RRB";                            // PT-9
  r.match_points = {pt(2.5), pt(0), pt(1), pt(1.5)};  // S-6, 000
  return r;
}

// A result per game for a table outcome: H the home player wins, A the away player, D draw.
char game_result(const Table& t, EntrantId red, char outcome) {
  if (outcome == 'D') return 'D';
  const bool red_is_home = (red - 1) / 3 + 1 == t.home;  // PT-12: player p is in team ⌈p/3⌉
  return (outcome == 'H') == red_is_home ? 'R' : 'B';
}

// The record of 8 teams with the first `rounds` rounds of kEvent played.
Record event_after(int rounds, RuleSet rules = rules_000()) {
  test::RecordBuilder b(24, rules);
  for (int k = 1; k <= 8; ++k) b.team("T" + std::to_string(k), {3 * k - 2, 3 * k - 1, 3 * k});  // PT-12
  for (int r = 0; r < rounds; ++r) {
    std::vector<M> matches;
    for (const Table& t : kEvent[static_cast<size_t>(r)]) {
      M m{t.home, t.away, {}};
      for (auto [red, black] : t.boards) m.games.push_back(G{red, black, game_result(t, red, t.outcome)});
      matches.push_back(m);
    }
    b.match_round(matches);
  }
  return b.build();
}

PairingResult pair(const Record& r, bool explain = true) {
  Rng rng(7);
  PairingOptions o;
  o.explain = explain;
  return pair_next_round(r, rng, o);
}

// Every table, side and board of `got` against `want`.
void expect_round(const Round& got, const ExpectedRound& want, int number) {
  SCOPED_TRACE("round " + std::to_string(number));
  EXPECT_EQ(got.number, number);
  EXPECT_TRUE(got.byes.empty());
  EXPECT_TRUE(got.team_byes.empty());
  ASSERT_EQ(got.matches.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    const Match& m = got.matches[i];
    SCOPED_TRACE("table " + std::to_string(i + 1));
    EXPECT_EQ(m.table, static_cast<int>(i + 1));
    EXPECT_EQ(m.home, want[i].home);
    EXPECT_EQ(m.away, want[i].away);
    ASSERT_EQ(m.games.size(), 3u);
    for (size_t b = 0; b < 3; ++b) {
      const Game& g = got.games.at(static_cast<size_t>(m.games[b]));
      EXPECT_EQ(g.board, static_cast<int>(b + 1));
      EXPECT_EQ(g.red, want[i].boards[b].first) << "board " << b + 1;
      EXPECT_EQ(g.black, want[i].boards[b].second) << "board " << b + 1;
      EXPECT_EQ(g.result, Result::pending);
    }
  }
}

// "rule: text" of the explanation lines whose rule is one of `rules` (prefix match on "PT-5").
std::vector<std::string> lines(const PairingResult& p, const std::vector<std::string>& rules) {
  std::vector<std::string> out;
  for (const ExplanationLine& l : p.explanation)
    for (const std::string& r : rules)
      if (l.rule == r || (r == "PT-5" && l.rule.rfind("PT-5", 0) == 0)) {
        out.push_back(l.rule + ": " + l.text);
        break;
      }
  return out;
}

const std::vector<std::string> kProcedure = {"PT-5", "PT-D3", "PT-D5"};

std::vector<std::string> warnings(const Round& r) {
  std::vector<std::string> out;
  for (const Warning& w : r.warnings) out.push_back(w.rule + " " + std::to_string(w.entrant));
  return out;
}

TEST(TeamSwissEvent, Round1FoldAndHomeSides) {
  const PairingResult p = pair(event_after(0));
  ASSERT_TRUE(p.ok());
  expect_round(p.round, kEvent[0], 1);
  EXPECT_EQ(lines(p, {"P1-1"}), (std::vector<std::string>{"P1-1: tables (upper–lower): 1–5, 2–6, 3–7, 4–8"}));
  EXPECT_EQ(lines(p, {"P1-9"}).size(), 4u);
  EXPECT_TRUE(p.round.warnings.empty());
}

TEST(TeamSwissEvent, Round2EvenRoundSameZonePairs) {
  const PairingResult p = pair(event_after(1));
  ASSERT_TRUE(p.ok());
  expect_round(p.round, kEvent[1], 2);
  EXPECT_EQ(
      lines(p, {"PT-2", "PT-3", "PT-4"}),
      (std::vector<std::string>{
          "PT-2: home zone: 2 (H0 A1), 4 (H0 A1), 5 (H0 A1), 7 (H0 A1); away zone: 1 (H1 A0), 3 (H1 A0), "
          "6 (H1 A0), 8 (H1 A0)",
          "PT-3: home-zone order: 4(2.5), 7(1.5), 2(1.5), 5(0)",
          "PT-4: away-zone order: 1(2.5), 6(1), 3(1), 8(0)"}));
  EXPECT_EQ(lines(p, kProcedure),
            (std::vector<std::string>{
                "PT-5.1: A and B, same score, not met: 4(2.5) takes 1(2.5)",
                "PT-5.3: A and B have different scores; L = home zone (higher score), H = away zone",
                "PT-5.2.1: L first: the L teams of score 1.5 must all be paired: 7(1.5), 2(1.5)",
                "PT-5.2.3: same-zone, same score: 7(1.5) takes 2(1.5)",
                "PT-5.3: A and B have different scores; L = away zone (higher score), H = home zone",
                "PT-5.2.1: L first: the L teams of score 1 must all be paired: 6(1), 3(1)",
                "PT-5.2.3: same-zone, same score: 6(1) takes 3(1)",
                "PT-5.1: A and B, same score, not met: 5(0) takes 8(0)"}));
  EXPECT_EQ(lines(p, {"PT-7"}),
            (std::vector<std::string>{
                "PT-7: table 1: 4 home, 1 away (different zones: the home-zone team is home)",
                "PT-7: table 2: 7 home, 2 away (both in the home zone: the one placed higher is home)",
                "PT-7: table 3: 3 home, 6 away (both in the away zone: the one placed lower is home)",
                "PT-7: table 4: 5 home, 8 away (different zones: the home-zone team is home)"}));
  EXPECT_EQ(lines(p, {"PT-10", "PT-11"})[0], "PT-10: table 1, home team 4 on boards 1..3: 11, 10, 12");
  EXPECT_TRUE(p.round.warnings.empty());
}

TEST(TeamSwissEvent, Round3CrossZoneFloatsAndSameZoneFloat) {
  const PairingResult p = pair(event_after(2));
  ASSERT_TRUE(p.ok());
  expect_round(p.round, kEvent[2], 3);
  EXPECT_EQ(
      lines(p, {"PT-2", "PT-3", "PT-4"}),
      (std::vector<std::string>{
          "PT-2: home zone: 1 (H1 A1), 2 (H0 A2), 6 (H1 A1), 8 (H1 A1); away zone: 3 (H2 A0), 4 (H1 A1), "
          "5 (H1 A1), 7 (H1 A1)",
          "PT-3: home-zone order: 1(4), 2(3), 6(1), 8(0)",
          "PT-4: away-zone order: 3(3.5), 4(3.5), 5(2.5), 7(2.5)"}));
  EXPECT_EQ(lines(p, kProcedure),
            (std::vector<std::string>{
                "PT-5.3: A and B have different scores; L = home zone (higher score), H = away zone",
                "PT-5.2.1: L first: the L teams of score 4 must all be paired: 1(4)",
                "PT-5.2.4: cross-zone float: 1(4) takes 3(3.5)",
                "PT-5.3: A and B have different scores; L = away zone (higher score), H = home zone",
                "PT-5.2.1: L first: the L teams of score 3.5 must all be paired: 4(3.5)",
                "PT-5.2.4: cross-zone float: 4(3.5) takes 2(3)",
                "PT-5.3: A and B have different scores; L = away zone (higher score), H = home zone",
                "PT-5.2.1: L first: the L teams of score 2.5 must all be paired: 5(2.5), 7(2.5)",
                "PT-5.2.3: same-zone, same score: 5(2.5) takes 7(2.5)",
                "PT-D3: L = home zone (the other zone has nobody left), H = away zone",
                "PT-5.2.1: L first: the L teams of score 1 must all be paired: 6(1)",
                "PT-5.2.5: same-zone float: 6(1) takes 8(0)"}));
  EXPECT_EQ(lines(p, {"PT-D1"}),
            (std::vector<std::string>{
                "PT-D1: tables: 1:1(4)–3(3.5), 2:2(3)–4(3.5), 3:7(2.5)–5(2.5), 4:6(1)–8(0)"}));
  EXPECT_TRUE(p.round.warnings.empty());
}

TEST(TeamSwissEvent, Round4EqualCountsInAnEvenRoundAndCrossZoneSameScore) {
  const PairingResult p = pair(event_after(3));
  ASSERT_TRUE(p.ok());
  expect_round(p.round, kEvent[3], 4);
  EXPECT_EQ(lines(p, {"PT-3", "PT-4"}),
            (std::vector<std::string>{"PT-3: home-zone order: 5(5), 4(5), 2(4), 8(0)",
                                      "PT-4: away-zone order: 1(5), 3(5), 6(3.5), 7(2.5)"}));
  EXPECT_EQ(
      lines(p, kProcedure),
      (std::vector<std::string>{
          "PT-5.2: A and B (score 5) may not meet; unpaired teams of the score: home zone 2, away zone 2; "
          "L = away zone (equal counts, smaller first number), H = home zone [PT-D2 literal]",
          "PT-5.2.1: L first: the L teams of score 5 must all be paired: 1(5), 3(5)",
          "PT-5.2.2: cross-zone, same score: 3(5) takes 5(5)", "PT-5.2.4: cross-zone float: 1(5) takes 2(4)",
          "PT-5.3: A and B have different scores; L = home zone (higher score), H = away zone",
          "PT-5.2.1: L first: the L teams of score 5 must all be paired: 4(5)",
          "PT-5.2.4: cross-zone float: 4(5) takes 6(3.5)",
          "PT-5.3: A and B have different scores; L = away zone (higher score), H = home zone",
          "PT-5.2.1: L first: the L teams of score 2.5 must all be paired: 7(2.5)",
          "PT-5.2.4: cross-zone float: 7(2.5) takes 8(0)"}));
  // W-5: 4 (5) meets 6 (3.5) with the group 4 between them.
  EXPECT_EQ(warnings(p.round), (std::vector<std::string>{"W-5 4"}));
}

// PT-D2 parity: in an even round the zone whose first team has the larger number is L. In
// round 4 that is the home zone (5 > 1): L set {5, 4}; 2.2: 5 takes the first score-5 away team
// not met: 1 (met r1) → 3; 4: 1 met (r2), 3 taken → none; 2.4: 4 takes 1? met → 6. Then A 2 (4),
// B 1 (5) → 5.3, L = away zone {1}: 2.4, 1 takes 2; then 7 takes 8. The same four pairs by
// another path.
TEST(TeamSwissEvent, Round4UnderLhTieParity) {
  RuleSet rules = rules_000();
  rules.lh_tie = LhTie::parity;
  const PairingResult p = pair(event_after(3, rules));
  ASSERT_TRUE(p.ok());
  const auto got = lines(p, kProcedure);
  ASSERT_GE(got.size(), 5u);
  EXPECT_EQ(got[0],
            "PT-5.2: A and B (score 5) may not meet; unpaired teams of the score: home zone 2, away zone 2; "
            "L = home zone (equal counts, even round: larger first number), H = away zone [PT-D2 parity]");
  EXPECT_EQ(got[2], "PT-5.2.2: cross-zone, same score: 5(5) takes 3(5)");
  EXPECT_EQ(got[3], "PT-5.2.4: cross-zone float: 4(5) takes 6(3.5)");
  EXPECT_EQ(got[6], "PT-5.2.4: cross-zone float: 1(5) takes 2(4)");
  expect_round(p.round, kEvent[3], 4);
}

// P1-8 + PT-5.2/PT-D2: with competition codes the L/H choice on equal counts compares the first
// teams' codes, as every "by number" of the procedure. Round 4 with teams 1 and 5 holding each
// other's codes: A = 5 (code 1), B = 1 (code 5); the literal reading makes the zone of the smaller
// code L — the home zone (by team numbers it was the away zone, Round4EqualCounts… above).
TEST(TeamSwissEvent, Round4EqualCountsCompareTheCodesP1_8) {
  RuleSet rules = rules_000();
  rules.competition_codes = true;
  Record r = event_after(3, rules);
  for (Team& t : r.teams) t.code = t.id == 1 ? 5 : t.id == 5 ? 1 : t.id;
  const PairingResult p = pair(r);
  ASSERT_TRUE(p.ok());
  const auto got = lines(p, kProcedure);
  ASSERT_FALSE(got.empty());
  EXPECT_EQ(got[0],
            "PT-5.2: A and B (score 5) may not meet; unpaired teams of the score: home zone 2, away zone 2; "
            "L = home zone (equal counts, smaller first number), H = away zone [PT-D2 literal]");
}

TEST(TeamSwissEvent, Round5EqualCountsInAnOddRoundBacktrackAndThreeHomeMatches) {
  const PairingResult p = pair(event_after(4));
  ASSERT_TRUE(p.ok());
  expect_round(p.round, kEvent[4], 5);
  EXPECT_EQ(lines(p, {"PT-3", "PT-4"}),
            (std::vector<std::string>{"PT-3: home-zone order: 3(7.5), 1(7.5), 6(5), 7(4)",
                                      "PT-4: away-zone order: 4(6), 5(5), 2(4), 8(1)"}));
  EXPECT_EQ(
      lines(p, kProcedure),
      (std::vector<std::string>{
          "PT-5.3: A and B have different scores; L = home zone (higher score), H = away zone",
          "PT-5.2.1: L first: the L teams of score 7.5 must all be paired: 3(7.5), 1(7.5)",
          "PT-5.2.4: cross-zone float: 3(7.5) takes 4(6)", "PT-5.2.4: cross-zone float: 1(7.5) takes 8(1)",
          "PT-D5: 6–5 not taken: the teams left could not all be paired (PT-6); the two count as met this "
          "round",
          "PT-5.2: A and B (score 5) may not meet; unpaired teams of the score: home zone 1, away zone 1; "
          "L = away zone (equal counts, smaller first number), H = home zone [PT-D2 literal]",
          "PT-5.2.1: L first: the L teams of score 5 must all be paired: 5(5)",
          "PT-5.2.5: same-zone float: 5(5) takes 2(4)",
          "PT-D3: L = home zone (the other zone has nobody left), H = away zone",
          "PT-5.2.1: L first: the L teams of score 5 must all be paired: 6(5)",
          "PT-5.2.5: same-zone float: 6(5) takes 7(4)"}));
  // 2 was home in rounds 3 and 4 and is home again: 连三主 (W-1 / PT-8), reported, not re-paired.
  // W-5: 1 (7.5) meets 8 (1) with the groups 6, 5, 4 between.
  EXPECT_EQ(warnings(p.round), (std::vector<std::string>{"W-5 1", "W-1 2"}));
  const Warning& w = p.round.warnings[1];
  EXPECT_NE(w.text.find("连三主"), std::string::npos) << w.text;
}

// S-5..S-8 and PT-14 after the five rounds. Match points per round (000: 2.5 / 0 / 1 home,
// 1.5 away): T1 2.5 1.5 1 2.5 1 = 8.5, progressive 2.5 + 4 + 5 + 7.5 + 8.5 = 27.5;
// T3 1 2.5 1.5 2.5 1 = 8.5, progressive 1 + 3.5 + 5 + 7.5 + 8.5 = 25.5; T4 2.5 1 1.5 1 1.5 = 7.5;
// T5 0 2.5 2.5 0 1.5 = 6.5 (progressive 0 + 2.5 + 5 + 5 + 6.5 = 19); T7 1.5 1 0 1.5 2.5 = 6.5
// (1.5 + 2.5 + 2.5 + 4 + 6.5 = 17); T2 1.5 1.5 1 0 1 = 5 (1.5 + 3 + 4 + 4 + 5 = 17.5); T6 1 0
// 2.5 1.5 0 = 5 (1 + 1 + 3.5 + 5 + 5 = 15.5); T8 0 0 0 1 1.5 = 2.5. Game points T1: 6 + 3 + 3
// + 6 + 3 = 21.
TEST(TeamSwissEvent, StandingsAfterFiveRounds) {
  const Record r = event_after(5);
  const Standings s = compute_team_standings(r);
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{1, 3, 4, 5, 7, 2, 6, 8}));
  EXPECT_EQ(s.row_of(1).score, pt(8.5));
  EXPECT_EQ(s.row_of(3).score, pt(8.5));
  EXPECT_EQ(s.row_of(1).values[0].text, "27.5");  // team progressive (S-8)
  EXPECT_EQ(s.row_of(3).values[0].text, "25.5");
  EXPECT_EQ(s.row_of(2).values[0].text, "17.5");
  EXPECT_EQ(s.row_of(6).values[0].text, "15.5");
  EXPECT_EQ(s.row_of(1).values[1].text, "21");  // total game points (S-5, S-7)
  EXPECT_EQ(s.row_of(8).score, pt(2.5));
}

// ---------------------------------------------------------------------------------------------
// Byes (PT-13, PT-D6, PT-D7)

Record teams(int n, RuleSet rules = rules_000()) {
  Record r;
  r.rules = rules;
  for (int k = 1; k <= n; ++k) add_team(r, "T" + std::to_string(k));
  return r;
}

// 5 teams, fold: upper 1, 2 (5 / 2 = 2), lower 3, 4, 5: 1–3, 2–4, team 5 left over → bye.
// The bye team scores a match win (2.5) and its players each a game win (2).
TEST(TeamSwissBye, FirstRoundByeIsAMatchWinAndAGameWinEach) {
  Record r = teams(5);
  EXPECT_EQ(r.teams[4].players, (std::vector<EntrantId>{13, 14, 15}));  // PT-12
  Rng rng(1);
  PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok());
  ASSERT_EQ(p.round.matches.size(), 2u);
  EXPECT_EQ(p.round.matches[0].home, 1);  // P1-9 odd table: upper team
  EXPECT_EQ(p.round.matches[0].away, 3);
  EXPECT_EQ(p.round.matches[1].home, 4);  // even table: lower team
  EXPECT_EQ(p.round.matches[1].away, 2);
  EXPECT_EQ(p.round.team_byes, (std::vector<EntrantId>{5}));
  ASSERT_EQ(p.round.byes.size(), 3u);
  EXPECT_EQ(p.round.byes[0].entrant, 13);
  EXPECT_EQ(p.round.byes[2].entrant, 15);
  for (Game& g : p.round.games) g.result = Result::draw;
  r.rounds.push_back(p.round);
  const auto th = build_team_histories(r);
  EXPECT_EQ(th[4].match_points(), pt(2.5));          // PT-13: a match win
  EXPECT_EQ(th[4].game_points(), pt(6));             // three game wins of 2
  EXPECT_EQ(build_histories(r)[13].score(), pt(2));  // player 14: a game win (S-3)
  EXPECT_EQ(compute_team_standings(r).order().front(), 5);
}

// P1-5 for teams (001 "配對者兩序號相加之和為奇數時小號先走", `first_round_colours = parity`):
// 6 teams, fold: 1–4, 2–5, 3–6. Sums 5 (odd: 1 home), 7 (odd: 2 home), 9 (odd: 3 home); with
// lots (seeded) the pairs differ but the rule is the same. Under the default (`board`, P1-9)
// table 2 has the lower-half team 5 home.
// P1-8 for teams: pairing round 2 draws a code for every team (a permutation of 1..t), says so,
// and the record keeps them (apply_pairing); round 3 draws none.
TEST(TeamSwissCodes, DrawnForTeamsInRoundTwoAndKeptP1_8) {
  RuleSet rules = rules_000();
  rules.competition_codes = true;
  Record r = teams(6, rules);
  Rng rng(7);
  for (int round = 1; round <= 3; ++round) {
    PairingResult p = pair_next_round(r, rng, PairingOptions{true});
    ASSERT_TRUE(p.ok()) << p.reason;
    if (round == 2) {
      std::vector<int> codes;
      for (const CodeAssignment& c : p.team_codes) codes.push_back(c.code);
      std::sort(codes.begin(), codes.end());
      EXPECT_EQ(codes, (std::vector<int>{1, 2, 3, 4, 5, 6}));
      EXPECT_TRUE(std::any_of(p.explanation.begin(), p.explanation.end(), [](const ExplanationLine& l) {
        return l.rule == "P1-8" && l.text.find("(team=code)") != std::string::npos;
      }));
    } else {
      EXPECT_TRUE(p.team_codes.empty()) << "round " << round;
    }
    EXPECT_TRUE(p.codes.empty());  // the players draw none: the teams are the pairing's entrants
    for (Game& g : p.round.games) g.result = Result::draw;
    apply_pairing(r, std::move(p));
  }
  for (const Team& t : r.teams) EXPECT_TRUE(t.code.has_value()) << "team " << t.id;
}

TEST(TeamSwissFirstRound, HomeSideByNumberParityP1_5) {
  RuleSet rules = rules_000();
  rules.first_round_colours = FirstRoundColours::parity;
  Rng rng(1);
  PairingResult p = pair_next_round(teams(6, rules), rng, PairingOptions{true});
  ASSERT_TRUE(p.ok());
  ASSERT_EQ(p.round.matches.size(), 3u);
  for (const auto& [m, home, away] : {std::tuple{0, 1, 4}, std::tuple{1, 2, 5}, std::tuple{2, 3, 6}}) {
    EXPECT_EQ(p.round.matches[static_cast<size_t>(m)].home, home);
    EXPECT_EQ(p.round.matches[static_cast<size_t>(m)].away, away);
  }
  rng = Rng(1);
  p = pair_next_round(teams(6), rng);  // board: P1-9
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.round.matches[1].home, 5);
  EXPECT_EQ(p.round.matches[1].away, 2);
  // Lots (P1-2): whatever is drawn, an odd sum has the smaller number home, an even the larger.
  rules.first_round = FirstRound::lots;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    rng = Rng(seed);
    p = pair_next_round(teams(8, rules), rng);
    ASSERT_TRUE(p.ok());
    for (const Match& m : p.round.matches) {
      const bool odd = (m.home + m.away) % 2 == 1;
      EXPECT_EQ(m.home, odd ? std::min(m.home, m.away) : std::max(m.home, m.away)) << "seed " << seed;
    }
  }
}

// Round 2 of those 5 teams: the bye goes to the lowest-ranked team without a bye (PT-D6).
// Round 1 all drawn: 1 and 4 home (1 each), 3 and 2 away (1.5 each), 5 bye (2.5).
// PT-14: 5 (2.5); 2 and 3 (1.5): progressive 1.5, game points 3, black points 2 (boards 1, 2
// black for the away team, draws), black games 2 — equal → smaller number: 2, 3; 1 and 4 (1):
// equal likewise → 1, 4. Lowest-ranked: 4; the rest {1, 2, 3, 5} can be paired (1–2, 3–5) →
// bye 4. Zones: 1 H1 A0 → away zone; 2, 3 H0 A1 → home zone; 5 has no match yet: PT-D7, it
// joins the zone with fewer teams of its score 2.5 (none in either: home).
TEST(TeamSwissBye, ByeToTheLowestRankedWithoutOneAndPtD7) {
  Record r = teams(5);
  Rng rng(1);
  PairingResult p1 = pair_next_round(r, rng);
  for (Game& g : p1.round.games) g.result = Result::draw;
  r.rounds.push_back(p1.round);
  PairingOptions o;
  o.explain = true;
  const PairingResult p = pair_next_round(r, rng, o);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.round.team_byes, (std::vector<EntrantId>{4}));
  EXPECT_EQ(p.round.byes.size(), 3u);
  EXPECT_TRUE(lines(p, {"PT-D6"}).empty());  // nobody passed over
  EXPECT_EQ(
      lines(p, {"PT-2"}),
      (std::vector<std::string>{
          "PT-2: home zone: 2 (H0 A1), 3 (H0 A1), 5 (H0 A0, PT-D7 no match yet); away zone: 1 (H1 A0)"}));
}

// Five teams of which 1 and 2 never had a bye; all matches drawn, match points 2 / 0 / 1 / 1.
M drawn(EntrantId home, EntrantId away) {
  M m{home, away, {}};
  for (int k = 0; k < 3; ++k) {
    const EntrantId h = 3 * home - 2 + k, a = 3 * away - 2 + k;
    m.games.push_back(k < 2 ? G{h, a, 'D'} : G{a, h, 'D'});  // RRB for the home team
  }
  return m;
}

test::RecordBuilder five_teams() {
  RuleSet rules = rules_000();
  rules.match_points = {};  // S-6 default: 2 / 0 / 1 / 1
  test::RecordBuilder b(15, rules);
  for (int k = 1; k <= 5; ++k) b.team("T" + std::to_string(k), {3 * k - 2, 3 * k - 1, 3 * k});
  return b;
}

// The bye passes up (PT-D6). History: r1 1–5 (1 wins), 2–3, bye 4; r2 1–3, 2–5 (2 wins), bye 4;
// r3 1–2, 4–5 (4 wins), bye 3. Scores: 1 2+1+1 = 4, 2 1+2+1 = 4, 3 1+1+2 = 4, 4 2+2+2 = 6, 5 0.
// Without a bye: 1, 2, 5. Lowest-ranked: 5 (0). Bye 5 would leave {1, 2, 3, 4}: 1 has met 5, 3,
// 2 and 2 has met 3, 5, 1 — both could only meet 4 → no complete round; the bye passes up.
// Next up: 1 or 2 (4 each); progressive 1: 2 + 3 + 4 = 9, 2: 1 + 3 + 4 = 8 → 2 is lower.
// Bye 2 leaves {1, 3, 4, 5}: the pairs not met are 1–4, 3–4, 3–5 (4–5, 1–3, 1–5 met), whose
// only complete round is 1–4, 3–5. The procedure finds it this way: zones 1 (H3 A0) and 4
// (H1 A0) away, 3 (H0 A2) and 5 (H0 A3) home; A 3 (4), B 4 (6) → PT-5.3, L = away zone {4};
// 2.4: 4 takes 3? the rest 1, 5 met in round 1 → PT-D5, not taken; 5 met; 2.5: 4 takes 1.
// PT-D3: 3 takes 5. Sides (PT-7): 4–1 both away zone, 1 lower → home: a fourth home match
// (W-1) and home 4, away 0 (W-3); 3–5 both home zone, 3 higher → home: 5 away a fourth time
// (W-1, W-3).
TEST(TeamSwissBye, ByePassesUpWhenTheRestCannotBePaired) {
  test::RecordBuilder b = five_teams();
  M m15 = drawn(1, 5), m25 = drawn(2, 5), m45 = drawn(4, 5);
  for (M* m : {&m15, &m25, &m45})  // the home team wins every game
    for (G& g : m->games) g.result = g.red <= 3 * m->home && g.red > 3 * m->home - 3 ? 'R' : 'B';
  b.match_round({m15, drawn(2, 3)}, {4});
  b.match_round({drawn(1, 3), m25}, {4});
  b.match_round({drawn(1, 2), m45}, {3});
  PairingOptions o;
  o.explain = true;
  Rng rng(1);
  const PairingResult p = pair_next_round(b.build(), rng, o);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.round.team_byes, (std::vector<EntrantId>{2}));
  EXPECT_EQ(lines(p, {"PT-D6"}),
            (std::vector<std::string>{
                "PT-D6: bye not to team 5: the others could not all be paired; it passes up"}));
  std::set<std::pair<EntrantId, EntrantId>> pairs;
  for (const Match& m : p.round.matches) pairs.insert({std::min(m.home, m.away), std::max(m.home, m.away)});
  EXPECT_EQ(pairs, (std::set<std::pair<EntrantId, EntrantId>>{{1, 4}, {3, 5}}));
  EXPECT_EQ(lines(p, {"PT-D5"}),
            (std::vector<std::string>{"PT-D5: 4–3 not taken: the teams left could not all be paired (PT-6); "
                                      "the two count as met this round"}));
  ASSERT_EQ(p.round.matches.size(), 2u);
  EXPECT_EQ(p.round.matches[0].home, 1);
  EXPECT_EQ(p.round.matches[1].home, 3);
  EXPECT_EQ(warnings(p.round), (std::vector<std::string>{"W-1 1", "W-3 1", "W-1 5", "W-3 5"}));
}

// No team without a bye can take it: r1 1–3, 2–4, bye 5; r2 1–4, 2–5, bye 3; r3 1–5, 2–3,
// bye 4 (all drawn). 1 and 2 have each met 3, 4 and 5: whichever takes the bye strands the
// other. So the pool widens to teams with a bye (S-4), lowest-ranked first: scores 1, 2 → 3;
// 3, 4, 5 → 4 with progressive 3: 1+3+4 = 8, 4: 1+2+4 = 7, 5: 2+3+4 = 9 → 4 is the lowest of
// them; bye 4 leaves 1–2 and 3–5, neither met. A warning names the second bye.
// Round 4 (even): 1 and 2 home three times → away zone, PT-4 equal → larger first: 2, 1;
// 3 (A, bye, A) and 5 (bye, A, A) → home zone, look-back passes over the byes (PT-D8) and
// finds no round with different sides → 5, 3. PT-5.3: L = home zone {5, 3}, 2.3: 5–3; PT-D3:
// 2–1. PT-7: 5 higher → home, 3 away a third match running passing over its bye (PT-D10:
// W-1) and home 0, away 3 (W-3); 1 lower of the away zone → home a fourth time (W-1, W-3).
TEST(TeamSwissBye, SecondByeOnlyWhenNoTeamWithoutOneWorks) {
  test::RecordBuilder b = five_teams();
  b.match_round({drawn(1, 3), drawn(2, 4)}, {5});
  b.match_round({drawn(1, 4), drawn(2, 5)}, {3});
  b.match_round({drawn(1, 5), drawn(2, 3)}, {4});
  PairingOptions o;
  o.explain = true;
  Rng rng(1);
  const PairingResult p = pair_next_round(b.build(), rng, o);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p.round.team_byes, (std::vector<EntrantId>{4}));
  // 1 and 2 tie on PT-14 (3 points, progressive 6, game points 9, black points 3, black games 3)
  // → 1 above 2: 2 is tried first.
  EXPECT_EQ(lines(p, {"PT-D6"}),
            (std::vector<std::string>{
                "PT-D6: bye not to team 2: the others could not all be paired; it passes up",
                "PT-D6: bye not to team 1: the others could not all be paired; it passes up"}));
  // S-4 as for players: the tier of the fewest byes is exhausted, the next is tried.
  EXPECT_EQ(
      lines(p, {"S-4"}),
      (std::vector<std::string>{"S-4: nobody with 0 byes can take the bye with the other teams all paired; "
                                "it passes on to those with 1 bye, lowest-ranked first"}));
  EXPECT_EQ(warnings(p.round), (std::vector<std::string>{"PT-D6 4", "W-1 3", "W-3 3", "W-1 1", "W-3 1"}));
  ASSERT_EQ(p.round.matches.size(), 2u);
  EXPECT_EQ(p.round.matches[0].home, 5);
  EXPECT_EQ(p.round.matches[0].away, 3);
  EXPECT_EQ(p.round.matches[1].home, 1);
  EXPECT_EQ(p.round.matches[1].away, 2);
}

// ---------------------------------------------------------------------------------------------
// Completeness, warnings, input

// Four teams after three rounds have all met: no round 4 exists (PT-6: said clearly, nothing
// paired).
TEST(TeamSwissCompleteness, NoRoundWithoutRematchIsAStatus) {
  Record r = teams(4);
  r.rules.rounds = 0;
  Rng rng(1);
  for (int k = 0; k < 3; ++k) {
    PairingResult p = pair_next_round(r, rng);
    ASSERT_TRUE(p.ok()) << "round " << k + 1;
    for (Game& g : p.round.games) g.result = Result::red_win;
    r.rounds.push_back(p.round);
  }
  const PairingResult p = pair_next_round(r, rng);
  EXPECT_EQ(p.status, PairingStatus::no_legal_pairing);
  EXPECT_TRUE(p.round.matches.empty());
  EXPECT_NE(p.reason.find("at most 0 of the 4 teams"), std::string::npos) << p.reason;
}

// W-1 and W-3 together. Four teams, default match points, written history:
//  r1: 1–2 (1 home) drawn, 3–4 (3 home) won by 4;  r2: 1–3 (1 home) drawn, 4–2 (4 home) won by 4.
// Scores: 1 1+1 = 2, 2 1+0 = 1, 3 0+1 = 1, 4 2+2 = 4. Sides: 1 H H (H2 A0) → away zone;
// 2 A A → home zone; 3 H A (last away) → home zone; 4 A H (last home) → away zone.
// PT-4: 4 (4), 1 (2). PT-3: 2 and 3 (1): home counts 0 < 1 → 2, 3.
// PT-5: A 2 (1), B 4 (4) → 5.3, L = away zone {4}: 2.4, 4 has met 2 and 3 → none; 2.5: 4 takes
// 1 (own zone). Then PT-D3: 2–3 (2.3). PT-7: 4–1 both away zone, 1 placed lower → 1 home: its
// third home match (W-1) and home 3, away 0 (W-3: |3 − 0| > 2). 2–3: 2 placed higher → home.
TEST(TeamSwissWarnings, ThreeHomeMatchesAndHomeAwayDifference) {
  RuleSet rules = rules_000();
  rules.match_points = {};
  test::RecordBuilder b(12, rules);
  for (int k = 1; k <= 4; ++k) b.team("T" + std::to_string(k), {3 * k - 2, 3 * k - 1, 3 * k});
  b.match_round({M{1, 2, {{1, 4, 'D'}, {2, 5, 'D'}, {6, 3, 'D'}}},
                 M{3, 4, {{7, 10, 'B'}, {8, 11, 'B'}, {12, 9, 'R'}}}});
  b.match_round({M{1, 3, {{1, 7, 'D'}, {2, 8, 'D'}, {9, 3, 'D'}}},
                 M{4, 2, {{10, 4, 'R'}, {11, 5, 'R'}, {6, 12, 'B'}}}});
  PairingOptions o;
  o.explain = true;
  Rng rng(1);
  const PairingResult p = pair_next_round(b.build(), rng, o);
  ASSERT_TRUE(p.ok());
  ASSERT_EQ(p.round.matches.size(), 2u);
  EXPECT_EQ(p.round.matches[0].home, 1);
  EXPECT_EQ(p.round.matches[0].away, 4);
  EXPECT_EQ(p.round.matches[1].home, 2);
  EXPECT_EQ(p.round.matches[1].away, 3);
  EXPECT_EQ(warnings(p.round), (std::vector<std::string>{"W-1 1", "W-3 1"}));
  EXPECT_EQ(lines(p, {"PT-5.2.5"}), (std::vector<std::string>{"PT-5.2.5: same-zone float: 4(4) takes 1(2)"}));
}

// PT-9 with other patterns and board counts: "RB" (001: first-moving team red on odd boards)
// with 4 boards gives the home team R B R B; "RRB" with 5 boards R R B R R. Round 1 orders each
// team by number (PT-10/11 (4)), and that order fills the home team's red boards first (docs/
// pairing-team.md "Board order under another pattern"): RB: players 1, 2 on boards 1, 3.
TEST(TeamSwissBoards, ColourPatternRepeatsOverTheBoards) {
  for (const auto& [pattern, boards, want, seats] :
       std::vector<std::tuple<std::string, int, std::string, std::vector<int>>>{
           {"RB", 4, "RBRB", {1, 3, 2, 4}}, {"RRB", 5, "RRBRR", {1, 2, 5, 3, 4}}, {"B", 2, "BB", {1, 2}}}) {
    RuleSet rules = rules_000();
    rules.board_colours = pattern;
    rules.boards = boards;
    Record r = teams(2, rules);
    Rng rng(1);
    const PairingResult p = pair_next_round(r, rng);
    ASSERT_TRUE(p.ok());
    const Match& m = p.round.matches.at(0);  // 1 home (P1-9), players 1..boards in order
    std::string got;
    for (int gi : m.games) {
      const Game& g = p.round.games[static_cast<size_t>(gi)];
      got += g.red <= boards ? 'R' : 'B';  // home players are 1..boards (PT-12)
      EXPECT_EQ(g.red <= boards ? g.red : g.black, seats[static_cast<size_t>(g.board - 1)]) << pattern;
    }
    EXPECT_EQ(got, want) << pattern;
  }
}

// PT-D9: a forfeited game gives no colour, so it neither counts as a red game nor ends a
// look-back. 4 teams, 000 rules. Round 1 (fold): 1–3 (1 home): 1–7 forfeit (7 absent, 1 wins),
// 2–8 draw, 9–3 draw → team 1 4, team 3 2 game points: 1 wins (2.5, 0). 4–2 (4 home): three
// draws (1, 1.5). Round 2 (even): zones home {2 (1.5), 3 (0)}, away {1 (2.5), 4 (1)}. A 2, B 1
// → PT-5.3, L = away {1}, 2.4: 1 takes 2; A 3, B 4 → PT-5.3, L = away {4}, 2.4: 4 takes 3.
// PT-7: 2 home v 1, 3 home v 4. Tables: 2–1 (2.5, 1.5), 3–4 (1, 0).
// Table 1: 2 home (PT-10): 4 (B), 5 (B), 6 (R) → 4, 5 (one black) tie on everything → even,
// larger first: 5, 4, 6. 1 away (PT-11): 2 (R), 1 (forfeit: no colour), 3 (B): red games 1, 0,
// 0 → 2 first; 1 v 3: no look-back round (round 1 has no colour for 1), total 2 > 1 → 1.
// Order 2, 1, 3 (had the forfeit counted as red, 1 would lead: 1, 2, 3).
// Table 2: 3 home: 7 (forfeit, 0), 8 (B), 9 (R): black games 0, 1, 0 → 8; 9 (total 1) before
// 7 (0) → 8, 9, 7. 4 away: 10 (R), 11 (R), 12 (B) → 11, 10 (even), 12.
TEST(TeamSwissBoards, ForfeitGivesNoColour) {
  test::RecordBuilder b(12, rules_000());
  for (int k = 1; k <= 4; ++k) b.team("T" + std::to_string(k), {3 * k - 2, 3 * k - 1, 3 * k});
  b.match_round({M{1, 3, {{1, 7, 'r'}, {2, 8, 'D'}, {9, 3, 'D'}}},
                 M{4, 2, {{10, 4, 'D'}, {11, 5, 'D'}, {6, 12, 'D'}}}});
  const PairingResult p = pair(b.build());
  ASSERT_TRUE(p.ok());
  expect_round(p.round, {{2, 1, {{5, 2}, {4, 1}, {3, 6}}}, {3, 4, {{8, 11}, {9, 10}, {12, 7}}}}, 2);
}

TEST(TeamSwissInput, RejectsWhatCannotBePaired) {
  Rng rng(1);
  Record r = teams(4);
  r.teams[1].players.pop_back();
  EXPECT_THROW(pair_next_round(r, rng), InputError);  // a team without rules.boards players
  r = teams(4);
  r.rules.first_round = FirstRound::adjacent;
  EXPECT_THROW(pair_next_round(r, rng), InputError);  // P1-4 would renumber teams (PT-12)
  r = teams(1);
  EXPECT_THROW(pair_next_round(r, rng), InputError);
}

TEST(TeamSwissExplain, NothingBuiltWhenNotAsked) {
  const PairingResult p = pair(event_after(2), false);
  ASSERT_TRUE(p.ok());
  EXPECT_TRUE(p.explanation.empty());
}

}  // namespace
}  // namespace xq
