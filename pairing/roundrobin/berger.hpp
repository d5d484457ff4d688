// RR-1, the Berger table (FIDE C.05 Annex 1 = 贝格尔编排法), as rules.md RR-1.1 gives it by formula:
// a pure function of the number of entrants, the round and the number of cycles (RR-1.6).
#pragma once

#include <vector>

#include "pairing/model/round_robin_plan.hpp"  // berger_size, berger_rounds

namespace xq {

/// One board of a Berger round, in the table's numbers 1..N; `red` is the first-named (RR-1.2).
/// With an odd field N = n + 1 is the sit-out: the board holding it is no game (RR-1.3).
struct BergerBoard {
  int red = 0;
  int black = 0;
  bool operator==(const BergerBoard&) const = default;
};

/// RR-1.1: the boards of round `round` (1..berger_rounds(n, cycles)) in the table's order.
/// Round r of cycle 1 is table round r, except that the last two rounds of cycle 1 are played
/// in reverse order when there is a second cycle; cycle 2 repeats the table with colours
/// reversed (RR-1.6). Requires n ≥ 2, cycles 1 or 2.
std::vector<BergerBoard> berger_round(int n, int round, int cycles = 1);

}  // namespace xq
