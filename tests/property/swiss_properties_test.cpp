// Laws of the individual Swiss pairing, over random fields and random results, round after
// round (RapidCheck): legality, byes, hard colour limits, and completeness against an
// independent brute-force matching (bitmask DP, no code shared with pairing/matching.cpp).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <vector>

#include "pairing/pairing.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

// Colours of played games per entrant, straight from the record (S-2: forfeits excluded).
struct Colours {
  std::vector<std::vector<Colour>> seq;
  explicit Colours(const Record& r) : seq(static_cast<size_t>(r.entrant_count()) + 1) {
    for (const Round& round : r.rounds)
      for (const Game& g : round.games)
        if (is_played(g.result) && g.kind != GameKind::playoff) {
          seq[static_cast<size_t>(g.red)].push_back(Colour::red);
          seq[static_cast<size_t>(g.black)].push_back(Colour::black);
        }
  }
  int need(int id) const {
    int d = 0;
    for (Colour c : seq[static_cast<size_t>(id)]) d += c == Colour::red ? 1 : -1;
    return d;
  }
  bool third_in_row(int id, Colour c) const {
    const auto& s = seq[static_cast<size_t>(id)];
    return s.size() >= 2 && s[s.size() - 1] == c && s[s.size() - 2] == c;
  }
  bool too_far(int id, Colour c) const {  // |need| reaches 3 and does not improve
    const int before = need(id), after = before + (c == Colour::red ? 1 : -1);
    return std::abs(after) > 2 && std::abs(after) > std::abs(before);
  }
  bool can(int id, Colour c) const { return !third_in_row(id, c) && !too_far(id, c); }
};

bool has_warning(const Round& r, const std::string& rule) {
  return std::any_of(r.warnings.begin(), r.warnings.end(), [&](const Warning& w) { return w.rule == rule; });
}

// The laws every produced round must satisfy, given the record before it.
void check_round(const Record& before, const Round& round) {
  RC_ASSERT(test::round_problem(before, round) == std::string());
  const auto h = build_histories(before);
  const Colours colours(before);
  const bool last = before.rules.rounds > 0 && round.number == before.rules.rounds;
  const bool gave_way = has_warning(round, "PI-5");
  for (const Bye& b : round.byes)  // no second bye unless announced (S-4 warning)
    if (h[static_cast<size_t>(b.entrant - 1)].byes() > 0) RC_ASSERT(has_warning(round, "S-4"));
  std::set<std::pair<std::string, int>> warned;
  for (const Warning& w : round.warnings) warned.insert({w.rule, w.entrant});
  for (const Game& g : round.games) {
    for (auto [id, c] : {std::pair{g.red, Colour::red}, std::pair{g.black, Colour::black}}) {
      const bool streak = colours.third_in_row(id, c);
      const bool diff = std::abs(colours.need(id) + (c == Colour::red ? 1 : -1)) > 2;
      // Every break is reported …
      if (streak) RC_ASSERT(warned.count({"W-2", id}) == 1u);
      if (diff) RC_ASSERT(warned.count({"W-3", id}) == 1u);
      // … and happens only where the rules allow it: the last round, or a round in which no
      // complete round kept the limits (announced by PI-5).
      if (colours.third_in_row(id, c) || colours.too_far(id, c)) RC_ASSERT(last || gave_way);
    }
  }
}

// A random event of n players under `method`, paired round after round; every round checked.
void events_round_after_round(ScoreGroupMethod method) {
  const int n = *rc::gen::weightedOneOf<int>({{8, rc::gen::inRange(2, 41)}, {1, rc::gen::inRange(41, 301)}});
  const int rounds = *rc::gen::inRange(1, std::min(n - 1, 9) + 1);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  RuleSet rules;
  rules.rounds = rounds;
  rules.competition_codes = *rc::gen::arbitrary<bool>();
  rules.colour_tiebreak = *rc::gen::element(ColourTiebreak::round_parity, ColourTiebreak::number_parity);
  rules.first_round =
      *rc::gen::element(FirstRound::fold, FirstRound::lots, FirstRound::full_draw, FirstRound::adjacent);
  rules.score_group_method = method;
  Record r = test::make_record(n, rules);
  Rng rng(seed);
  for (int k = 0; k < rounds; ++k) {
    PairingResult p = pair_next_round(r, rng);
    // With at most n − 1 rounds of a Swiss a complete round may still not exist (a late round
    // can be blocked); then the engine must say so, and a brute force must agree for small n.
    if (!p.ok()) {
      RC_ASSERT(!p.reason.empty());
      RC_TAG("blocked");
      return;
    }
    check_round(r, p.round);
    test::play(p.round, rng, *rc::gen::inRange(0, 60));
    apply_pairing(r, std::move(p));
  }
  RC_CLASSIFY(n % 2 == 1, "odd field");
  RC_CLASSIFY(n > 40, "large field");
}

RC_GTEST_PROP(SwissProperties, EventsRoundAfterRoundAreLegal, ()) {
  events_round_after_round(ScoreGroupMethod::rows);
}

// The comparison-only baselines (issue 16 item 6) keep every law of the row method: complete
// rounds without rematches, byes, the colour limits and their warnings.
RC_GTEST_PROP(SwissProperties, BaselineEventsRoundAfterRoundAreLegal, ()) {
  events_round_after_round(
      *rc::gen::element(ScoreGroupMethod::fold, ScoreGroupMethod::random, ScoreGroupMethod::adjacent));
}

// ---- completeness -------------------------------------------------------------------------

// Independent check: is there a matching covering everyone but at most one player (the bye,
// which must come from `bye_ok`), using only edges `ok`? Bitmask DP over ≤ 16 players.
bool near_perfect(int n, const std::vector<unsigned>& ok, unsigned bye_ok) {
  std::vector<signed char> memo(size_t{1} << n, -1);
  // f(mask, bye_left): can `mask` be covered by edges (and one bye if bye_left)?
  std::vector<signed char> memo2(size_t{1} << n, -1);
  const auto solve = [&](auto&& self, unsigned mask, bool bye_left) -> bool {
    if (mask == 0) return true;
    auto& m = bye_left ? memo2[mask] : memo[mask];
    if (m >= 0) return m;
    const int v = __builtin_ctz(mask);
    const unsigned rest = mask & ~(1u << v);
    bool r = false;
    if (bye_left && (bye_ok >> v & 1)) r = self(self, rest, false);
    for (unsigned c = rest & ok[static_cast<size_t>(v)]; c && !r; c &= c - 1)
      r = self(self, rest & ~(1u << __builtin_ctz(c)), bye_left);
    m = r;
    return r;
  };
  return solve(solve, (1u << n) - 1, n % 2 == 1);
}

// A random history of `k` rounds: each round a random maximal set of new pairs (greedy over a
// shuffled order), random colours and results; the players left over get byes (at most one
// when possible). Dense when k is close to n − 1: few pairings remain.
Record random_history(int n, int k, Rng& rng) {
  RuleSet rules;
  rules.rounds = k + 1 + rng.index(3);  // sometimes the next round is the last one
  Record r = test::make_record(n, rules);
  std::vector<std::vector<char>> met(static_cast<size_t>(n) + 1,
                                     std::vector<char>(static_cast<size_t>(n) + 1, 0));
  for (int round = 0; round < k; ++round) {
    std::vector<int> order;
    for (int i = 1; i <= n; ++i) order.push_back(i);
    rng.shuffle(order);
    std::vector<char> used(static_cast<size_t>(n) + 1, 0);
    std::vector<Game> games;
    std::vector<EntrantId> byes;
    for (int a : order) {
      if (used[static_cast<size_t>(a)]) continue;
      for (int b : order) {
        if (b == a || used[static_cast<size_t>(b)] || met[static_cast<size_t>(a)][static_cast<size_t>(b)])
          continue;
        used[static_cast<size_t>(a)] = used[static_cast<size_t>(b)] = 1;
        met[static_cast<size_t>(a)][static_cast<size_t>(b)] =
            met[static_cast<size_t>(b)][static_cast<size_t>(a)] = 1;
        const bool a_red = rng.coin();
        const Result res =
            std::array{Result::red_win, Result::draw, Result::black_win}[static_cast<size_t>(rng.index(3))];
        games.push_back(test::game(static_cast<int>(games.size()) + 1, a_red ? a : b, a_red ? b : a, res));
        break;
      }
      if (!used[static_cast<size_t>(a)]) used[static_cast<size_t>(a)] = 1, byes.push_back(a);
    }
    test::add_round(r, std::move(games), std::move(byes));
  }
  return r;
}

// Any history of up to n − 1 rounds: the round is found exactly when one exists (brute force),
// the bye and the colour limits give way only when they must.
void complete_exactly_when_possible(ScoreGroupMethod method) {
  const int n = *rc::gen::inRange(2, 17);
  const int k = *rc::gen::inRange(1, n);  // up to n − 1 earlier rounds: often dense
  Rng rng(*rc::gen::arbitrary<std::uint64_t>());
  Record r = random_history(n, k, rng);
  r.rules.score_group_method = method;
  const auto h = build_histories(r);
  const Colours colours(r);
  std::vector<unsigned> not_met(static_cast<size_t>(n), 0), strict(static_cast<size_t>(n), 0);
  unsigned everyone = 0, no_bye_yet = 0;
  for (int a = 1; a <= n; ++a) {
    everyone |= 1u << (a - 1);
    if (h[static_cast<size_t>(a - 1)].byes() == 0) no_bye_yet |= 1u << (a - 1);
    for (int b = 1; b <= n; ++b) {
      if (a == b || h[static_cast<size_t>(a - 1)].met(b)) continue;
      not_met[static_cast<size_t>(a - 1)] |= 1u << (b - 1);
      const bool colours_ok = (colours.can(a, Colour::red) && colours.can(b, Colour::black)) ||
                              (colours.can(a, Colour::black) && colours.can(b, Colour::red));
      if (colours_ok) strict[static_cast<size_t>(a - 1)] |= 1u << (b - 1);
    }
  }
  const bool exists = near_perfect(n, not_met, everyone);
  Rng pair_rng(1);
  const PairingResult p = pair_next_round(r, pair_rng);
  RC_CLASSIFY(exists, "a round exists");
  RC_ASSERT(p.ok() == exists);
  if (!p.ok()) return;
  RC_ASSERT(test::round_problem(r, p.round) == std::string());
  // The preferences give way only when they must.
  if (near_perfect(n, not_met, no_bye_yet)) RC_ASSERT(!has_warning(p.round, "S-4"));
  // S-4's tiers: nobody with fewer byes than the one who gets it could have taken it (the rest
  // paired without a rematch) — a second bye never goes to a lower score ahead of a first.
  for (const Bye& b : p.round.byes) {
    const int had = h[static_cast<size_t>(b.entrant - 1)].byes();
    unsigned fewer = 0;
    for (int a = 1; a <= n; ++a)
      if (h[static_cast<size_t>(a - 1)].byes() < had) fewer |= 1u << (a - 1);
    RC_ASSERT(!near_perfect(n, not_met, fewer));
  }
  const bool last = r.rules.rounds == static_cast<int>(r.rounds.size()) + 1;
  if (!last && near_perfect(n, strict, no_bye_yet)) {
    RC_ASSERT(!has_warning(p.round, "PI-5"));
    for (const Game& g : p.round.games)  // no limit broken (a random history may already be
      RC_ASSERT(colours.can(g.red, Colour::red) &&
                colours.can(g.black, Colour::black));  // past 2: W-3 then only reports it)
  }
}

RC_GTEST_PROP(SwissProperties, ARematchFreeRoundIsFoundExactlyWhenOneExists, ()) {
  complete_exactly_when_possible(ScoreGroupMethod::rows);
}

RC_GTEST_PROP(SwissProperties, BaselinesFindARematchFreeRoundExactlyWhenOneExists, ()) {
  complete_exactly_when_possible(
      *rc::gen::element(ScoreGroupMethod::fold, ScoreGroupMethod::random, ScoreGroupMethod::adjacent));
}

}  // namespace
}  // namespace xq
