// A mixed round robin (RR-3) worked by hand: six players in two categories, one Berger table,
// ranked by RR-4 (wxc-rr). Category A's order differs between T-14.1 `filter` and T-14.2
// `separate` because the merged table's T-2 tie holds a player of category B.
//
// Berger table N = 6 (RR-1.1, red first) and results (points in the scale's unit, 2 / 1 / 0):
//   R1 1-6 0-2   2-5 0-2   3-4 0-2      R4 6-5 2-0   1-4 1-1   2-3 1-1
//   R2 6-4 0-2   5-3 0-2   1-2 1-1      R5 3-6 0-2   4-2 2-0   5-1 1-1
//   R3 2-6 2-0   3-1 1-1   4-5 1-1
// Scores (against the others in number order):
//   1: 1+1+1+1+0 = 4   2: 1+1+0+0+2 = 4   3: 1+1+0+2+0 = 4
//   4: 1+2+2+1+2 = 8   5: 1+2+0+1+0 = 4   6: 2+0+2+0+2 = 6                  (total 30)
// T-10 (the scores of the opponents beaten + half those drawn):
//   1: draws 2, 3, 4, 5 → (4 + 4 + 8 + 4)/2 = 10     2: draws 1, 3 → 4; beat 6 → 6; = 10
//   3: draws 1, 2 → 4; beat 5 → 4; = 8                 5: draws 1, 4 → 6; beat 2 → 4; = 10
//   4: beat 2, 3, 6 → 14; draws 1, 5 → 4; = 18         6: beat 1, 3, 5 → 12
// Wins: 1: 0, 2: 1 (6), 3: 1 (5), 4: 3, 5: 1 (2), 6: 3.
// Category A's black games (second-named): 1 R3, R5; 2 R2, R5; 3 R2, R4; black wins: 3 (R2).
//
// Merged table: 4 (8), 6 (6), then 4 points: T-10 10, 10, 10, 8 → 3 last (6th); {1, 2, 5} by
// T-2 among them: 5 = 1 (v 1) + 2 (v 2) = 3, 1 = 1 + 1 = 2, 2 = 1 + 0 = 1 → 5 3rd, 1 4th, 2 5th.
// Category A = {1, 2, 3}, B = {4, 5, 6}.
//   filter   A: 1, 2, 3 (main 4, 5, 6)            B: 4, 6, 5
//   separate A: T-10 10, 10, 8 → {1, 2}, then 3; T-2 between 1 and 2: their draw, 1 each; T-3
//            wins: 2 (1) before 1 (0) → 2, 1, 3   B: 4, 6, 5 (scores 8, 6, 4)
// Three entrants each < 6 → K = N − 1 = 2 places (T-14.3): the third gets none.
#pragma once

#include "tests/support/build.hpp"

namespace xq::test {

inline Record mixed_round_robin() {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.rounds = 5;
  rules.tiebreaks = {"wxc-rr"};
  return RecordBuilder(6, rules)
      .category("A", {1, 2, 3})
      .category("B", {4, 5, 6})
      .round({{1, 6, 'B'}, {2, 5, 'B'}, {3, 4, 'B'}})
      .round({{6, 4, 'B'}, {5, 3, 'B'}, {1, 2, 'D'}})
      .round({{2, 6, 'R'}, {3, 1, 'D'}, {4, 5, 'D'}})
      .round({{6, 5, 'R'}, {1, 4, 'D'}, {2, 3, 'D'}})
      .round({{3, 6, 'B'}, {4, 2, 'R'}, {5, 1, 'D'}})
      .build();
}

}  // namespace xq::test
