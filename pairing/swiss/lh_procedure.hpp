// The pairing procedure of rules.md PT-5 over two ordered zones, shared by the team Swiss
// (the home and away zones, PT-2..PT-5) and the individual Swiss (the red-due and black-due
// rows of a score group, PI-4 borrows PT-5). What differs between the two is given by a
// policy: who is still open, who may meet whom, how a pair is committed (with the
// completeness guard, pair_guard.hpp) and what happens to an L entrant left over after the
// same-score steps (the team Swiss floats it inside the procedure, PT-5.2.4/5; the individual
// Swiss floats it down to the next score group, PI-2).
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// The step of PT-5 that commits a pair.
enum class Pt5Step {
  first_pair,   ///< PT-5.1: A and B, same score, not met
  cross_same,   ///< PT-5.2.2: an L entrant takes the first same-score H entrant not met
  same_same,    ///< PT-5.2.3: L entrants pair among themselves, same score
  cross_float,  ///< PT-5.2.4: an L entrant takes the first entrant of H's zone not met
  same_float,   ///< PT-5.2.5: an L entrant takes the first entrant of its own zone not met
};

/// Why the zone `l` is L in a pass.
enum class LhCase {
  same_score,     ///< PT-5.2: A and B have the same score but may not meet; L by counts
  scores_differ,  ///< PT-5.3: L is the zone of the higher score; no step 2.2
  one_zone,       ///< PT-D3: one zone has nobody open; the other is L, as PT-5.3
};

/// The L/H decision of one pass.
struct LhDecision {
  int l = 0;  ///< 0 or 1: index of the L zone
  LhCase kind = LhCase::same_score;
  Points score = 0;        ///< the score of L's group (the entrants L must pair)
  long count[2] = {0, 0};  ///< PT-5.2: open entrants of that score in zone 0 and zone 1
  const char* why = "";    ///< the rule that decided, in words
};

/// PT-5.2 with PT-D2: which of two zones is L, given the open entrants of the score in each
/// (`count0`, `count1`) and the numbers of the two zones' first open entrants. Fewer → L;
/// equal counts: `literal` — the zone whose first has the smaller number, every round;
/// `parity` — in odd rounds the smaller number's zone, in even rounds the larger's.
/// Returns whether zone 0 is L, and sets `why`.
bool zone0_is_l(long count0, long count1, int number0, int number1, int round, LhTie tie, const char*& why);

/// PT-5: pairs the open entrants of `zone[0]` and `zone[1]` (indices, each zone in its order,
/// scores non-increasing along it) until nobody is open.
///
/// Loop: A, B = first open of each zone. PT-5.1: same score and allowed to meet → take A–B.
/// Otherwise a pass: L/H (PT-5.2 by counts and PT-D2; PT-5.3 the higher score; PT-D3 the only
/// zone left), then in order (PT-D4) for L's score group, "the L set": 2.2 (PT-5.2 only) each
/// L entrant takes the first same-score H entrant it may meet; 2.3 each L entrant left takes
/// the first L entrant after it of the same score it may meet; then, when the policy floats
/// inside, 2.4 each L entrant left takes the first open entrant of H's zone it may meet, 2.5
/// the first of its own zone; whoever is still left is given to `leave`. Then the loop
/// restarts.
///
/// The policy `P` provides:
///   bool open(int x)              — unpaired and taking part in this procedure
///   Points score(int x)
///   int number(int x)             — the number of the tie rules ("smaller number")
///   bool may_meet(int x, int y)   — allowed to meet (not met, not refused, other limits)
///   bool take(int x, int y, Pt5Step) — commits x–y if the completeness guard allows it
///   void decided(const LhDecision&) — a pass starts (for the explanation)
///   bool floats_inside()          — whether steps 2.4 and 2.5 run here
///   void unplaced(int x)          — x found no partner in step 2.3, the last same-score step that
///                                   looks at it (x stays open until `leave` or step 2.4)
///   void leave(int x)             — x is left over by the pass (x must stop being open)
template <class P>
void run_pt5(const std::array<const std::vector<int>*, 2>& zone, P& p, int round, LhTie tie) {
  std::size_t head[2] = {0, 0};  // first possibly open position; open never comes back
  const auto advance = [&](int z) {
    const auto& v = *zone[static_cast<std::size_t>(z)];
    while (head[z] < v.size() && !p.open(v[head[z]])) ++head[z];
    return head[z] < v.size();
  };
  // Scanning from head[z], what take_first skipped: positions head[z] .. skip[z].end are all
  // closed with scores of at least skip[z].min (it would skip them again for any x and any
  // min_score up to that; open never comes back). Without it a score group's cross-row steps
  // rescan the entrants already paired: quadratic in a group of 20,000.
  struct Skip {
    std::size_t end = 0;
    Points min = 0;
    bool valid = false;
  } skip[2];
  // The first open entrant of zone z from position `from` for which pred(y) holds, taken
  // with x by `step`; stops at the first score below `min_score` (zones are score-ordered).
  const auto take_first = [&](int x, int z, std::size_t from, Points min_score, Pt5Step step, auto pred) {
    const auto& v = *zone[static_cast<std::size_t>(z)];
    Skip& k = skip[z];
    std::size_t i = std::max(from, head[z]);
    bool from_head = i == head[z];
    if (k.valid && k.min >= min_score && i < k.end) {  // (i >= head[z]: inside the skipped run)
      i = k.end;
      from_head = true;
    }
    if (from_head) {  // extend the skipped run: closed entrants not below min_score
      while (i < v.size() && !p.open(v[i]) && p.score(v[i]) >= min_score) ++i;
      k = {i, min_score, true};
    }
    for (; i < v.size(); ++i) {
      const int y = v[i];
      if (p.score(y) < min_score) break;
      if (y == x || !p.open(y) || !pred(y) || !p.may_meet(x, y)) continue;
      if (p.take(x, y, step)) return true;
    }
    return false;
  };
  constexpr Points kAnyScore = -(1 << 30);
  std::vector<int> left;  // the L set's entrants left after the same-score steps (one buffer)
  for (;;) {
    const bool has0 = advance(0), has1 = advance(1);
    if (!has0 && !has1) break;
    LhDecision d;
    if (!has0 || !has1) {  // PT-D3
      d.l = has0 ? 0 : 1;
      d.kind = LhCase::one_zone;
      d.score = p.score((*zone[static_cast<std::size_t>(d.l)])[head[d.l]]);
      d.why = "the other zone has nobody left";
    } else {
      const int a = (*zone[0])[head[0]], b = (*zone[1])[head[1]];
      const Points sa = p.score(a), sb = p.score(b);
      if (sa == sb && p.may_meet(a, b) && p.take(a, b, Pt5Step::first_pair)) continue;  // PT-5.1
      if (sa == sb) {  // PT-5.2: count the open entrants of the score in each zone
        d.kind = LhCase::same_score;
        d.score = sa;
        for (int z = 0; z < 2; ++z) {
          const auto& v = *zone[static_cast<std::size_t>(z)];
          for (std::size_t i = head[z]; i < v.size() && p.score(v[i]) >= sa; ++i)
            if (p.open(v[i]) && p.score(v[i]) == sa) ++d.count[z];
        }
        d.l = zone0_is_l(d.count[0], d.count[1], p.number(a), p.number(b), round, tie, d.why) ? 0 : 1;
      } else {  // PT-5.3: L is the zone of the higher score
        d.kind = LhCase::scores_differ;
        d.l = sa > sb ? 0 : 1;
        d.score = std::max(sa, sb);
        d.why = "higher score";
      }
    }
    p.decided(d);
    const int lz = d.l, hz = 1 - d.l;
    const Points s = d.score;
    const auto& L = *zone[static_cast<std::size_t>(lz)];
    const auto in_l_set = [&](int x) { return p.open(x) && p.score(x) == s; };  // PT-5.2.1
    const auto same_score = [&](int y) { return p.score(y) == s; };
    const auto any = [](int) { return true; };
    if (d.kind == LhCase::same_score)  // PT-5.2.2: cross-zone, same score
      for (std::size_t i = head[lz]; i < L.size() && p.score(L[i]) >= s; ++i)
        if (in_l_set(L[i])) take_first(L[i], hz, 0, s, Pt5Step::cross_same, same_score);
    for (std::size_t i = head[lz]; i < L.size() && p.score(L[i]) >= s; ++i)  // PT-5.2.3: same zone
      if (in_l_set(L[i]) && !take_first(L[i], lz, i + 1, s, Pt5Step::same_same, same_score)) p.unplaced(L[i]);
    left.clear();
    for (std::size_t i = head[lz]; i < L.size() && p.score(L[i]) >= s; ++i)
      if (in_l_set(L[i])) left.push_back(L[i]);
    if (p.floats_inside()) {
      for (int x : left)  // PT-5.2.4: cross-zone float (PT-D4: the first not met, whatever its score)
        if (p.open(x)) take_first(x, hz, 0, kAnyScore, Pt5Step::cross_float, any);
      for (int x : left)  // PT-5.2.5: same-zone float
        if (p.open(x)) take_first(x, lz, 0, kAnyScore, Pt5Step::same_float, any);
    }
    for (int x : left)
      if (p.open(x)) p.leave(x);
  }
}

}  // namespace xq
