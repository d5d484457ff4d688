// Comparison-only ways to pair inside a score group (score_group_method = fold | random |
// adjacent, rules.hpp): baselines the simulator measures the row method (PI-4) against, not rules
// (docs/pairing-individual.md "Baselines", docs/fairness.md "What the row method costs"). They
// replace only PI-4's order of choices inside one group; what every method keeps — the score
// groups from the top (PI-2), floaters first, no rematch, the colour limits, the group's maximum
// (group_pairs), the completeness guard (PI-5), the bye, colours (PI-6/PI-7) and boards (PI-8) —
// stays the row method's own code (swiss_individual.cpp), reached through the policy.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

#include "pairing/model/rng.hpp"
#include "pairing/model/rules.hpp"

namespace xq {

/// The step of a baseline that commits a pair (for the explanation).
enum class BaselineStep {
  floater,   ///< a floater from above takes the first open resident in the method's order
  fold,      ///< fold: a player of the upper half takes the first open one of the lower half
  in_order,  ///< whoever is left takes the first open player after it in the method's order
};

/// The method's name as the setting writes it (explanations).
inline const char* baseline_name(ScoreGroupMethod method) {
  switch (method) {
    case ScoreGroupMethod::rows: return "rows";
    case ScoreGroupMethod::fold: return "fold";
    case ScoreGroupMethod::random: return "random";
    case ScoreGroupMethod::adjacent: return "adjacent";
  }
  return "";
}

/// Puts a score group's residents (indices; `number(x)` the start number) in the order the
/// baseline reads: `fold` and `adjacent` — by start number, smallest first (the Dutch system's
/// order inside a score group: pairing numbers, which follow the rating when the start numbers
/// do); `random` — a uniform shuffle drawn from `rng` (Rng::shuffle of the residents by start
/// number; the only draws a baseline makes). `rows` is not a baseline: the row method orders
/// its rows by PI-3.
template <class Number>
void baseline_order(ScoreGroupMethod method, std::vector<int>& residents, Number number, Rng* rng) {
  assert(method != ScoreGroupMethod::rows);
  std::sort(residents.begin(), residents.end(), [&](int x, int y) { return number(x) < number(y); });
  if (method == ScoreGroupMethod::random) {
    assert(rng != nullptr);
    rng->shuffle(residents);  // from one fixed start, so the draw depends on the group alone
  }
}

namespace detail {

// x takes the first open player of `list` from position `from` that it may meet and whom the
// policy accepts (the guard, the group's maximum); true when paired.
template <class P>
bool baseline_take_first(int x, const std::vector<int>& list, std::size_t from, BaselineStep step, P& p) {
  for (std::size_t i = from; i < list.size(); ++i) {
    const int y = list[i];
    if (y == x || !p.open(y) || !p.may_meet(x, y)) continue;
    if (p.take(x, y, step)) return true;
  }
  return false;
}

}  // namespace detail

/// Pairs one score group by a baseline. `floaters`: the players floated down from above, in
/// PI-3 order; `residents`: the group's own players in baseline_order. The steps:
///
/// 1. Floaters first (PI-2, as every method): each floater in order takes the first open
///    resident it may meet — under `fold` the residents with the smallest numbers, as the
///    Dutch system pairs downfloaters against the top of the group (`adjacent` likewise); under
///    `random` a random one.
/// 2. `fold`: the residents still open, in order, are split into an upper half S1 (the first
///    ⌊k/2⌋) and a lower half S2; each S1 player in order takes the first open S2 player it may
///    meet. Where every pair is allowed this is the straight fold 1–(k/2 + 1), 2–(k/2 + 2), …;
///    where S1[i]'s own partner is not (a rematch, a colour limit, a pair the guard refuses), it
///    takes the next open one of S2, and the S1 players after it take the first still open: the
///    nearest transposition of S2 in the Dutch system's order. With k odd the last of S2 is
///    left over.
/// 3. Whoever is still open — floaters, then residents, in order — takes the first open player
///    after it in that order (an exchange across the halves or within one; for `random` and
///    `adjacent` this is the whole of their residents' pass: each takes the first open one after
///    it — in the shuffled order a random partner among those it may meet, in start-number order
///    its neighbour: 1–2, 3–4, …).
/// 4. A player found no partner in step 3: `unplaced(x)` (the row method's last chance under
///    group_pairs = maximum, then it floats down).
///
/// The policy `P` provides: bool open(int x) (unpaired); bool may_meet(int x, int y) (not met,
/// colour limits, team avoidance); bool take(int x, int y, BaselineStep) (commits the pair if
/// the completeness guard and the group's maximum allow it); void unplaced(int x).
template <class P>
void run_baseline(ScoreGroupMethod method, const std::vector<int>& floaters,
                  const std::vector<int>& residents, P& p, std::vector<int>& scratch) {
  using detail::baseline_take_first;
  for (int f : floaters)  // 1.
    if (p.open(f)) baseline_take_first(f, residents, 0, BaselineStep::floater, p);
  if (method == ScoreGroupMethod::fold) {  // 2.
    std::vector<int>& open = scratch;
    open.clear();
    for (int r : residents)
      if (p.open(r)) open.push_back(r);
    const std::size_t half = open.size() / 2;
    for (std::size_t i = 0; i < half; ++i)
      if (p.open(open[i])) baseline_take_first(open[i], open, half, BaselineStep::fold, p);
  }
  std::vector<int>& rest = scratch;  // 3.
  rest.assign(floaters.begin(), floaters.end());
  rest.insert(rest.end(), residents.begin(), residents.end());
  for (std::size_t i = 0; i < rest.size(); ++i)
    if (p.open(rest[i]) && !baseline_take_first(rest[i], rest, i + 1, BaselineStep::in_order, p))
      p.unplaced(rest[i]);  // 4.
}

}  // namespace xq
