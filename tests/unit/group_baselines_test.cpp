// The comparison-only baselines of score_group_method (issue 16 item 6): the procedure of
// group_baselines.hpp on hand-built score groups (a toy policy: a list of forbidden pairs and a
// brute-force completeness check), then whole rounds through pair_next_round, worked by hand.
#include "pairing/swiss/group_baselines.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "pairing/pairing.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

using Pair = std::pair<int, int>;
using PairSet = std::set<Pair>;

Pair ordered(int a, int b) { return a < b ? Pair{a, b} : Pair{b, a}; }

// The players are 1..n; `forbidden` pairs may not meet (a rematch or a colour limit). A pair is
// taken only when the open players left can still all be paired but at most one (the guard of
// PI-5, by brute force here), as the engine's PairGuard does.
struct ToyGroup {
  int n = 0;
  PairSet forbidden;
  std::vector<char> paired;
  PairSet pairs;
  std::vector<int> left_over;  // unplaced(x) calls
  std::vector<std::pair<Pair, BaselineStep>> steps;

  ToyGroup(int players, PairSet no) : n(players), forbidden(std::move(no)), paired(players + 1, 0) {}

  bool open(int x) const { return !paired[static_cast<size_t>(x)]; }
  bool may_meet(int x, int y) const { return x != y && !forbidden.count(ordered(x, y)); }
  // Can the open players (but at most one when their number is odd) all be paired?
  bool completable() const {
    std::vector<int> left;
    for (int x = 1; x <= n; ++x)
      if (open(x)) left.push_back(x);
    return pairable(left);
  }
  bool pairable(std::vector<int> left) const {
    if (left.size() < 2) return true;
    for (size_t skip = 0; skip < (left.size() % 2 == 1 ? left.size() : 1); ++skip) {
      std::vector<int> rest = left;
      if (left.size() % 2 == 1) rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(skip));
      if (perfect(rest)) return true;
    }
    return false;
  }
  bool perfect(const std::vector<int>& left) const {
    if (left.empty()) return true;
    for (size_t j = 1; j < left.size(); ++j) {
      if (!may_meet(left[0], left[j])) continue;
      std::vector<int> rest;
      for (size_t k = 1; k < left.size(); ++k)
        if (k != j) rest.push_back(left[k]);
      if (perfect(rest)) return true;
    }
    return false;
  }
  bool take(int x, int y, BaselineStep step) {
    paired[static_cast<size_t>(x)] = paired[static_cast<size_t>(y)] = 1;
    if (!completable()) {
      paired[static_cast<size_t>(x)] = paired[static_cast<size_t>(y)] = 0;
      return false;
    }
    pairs.insert(ordered(x, y));
    steps.push_back({{x, y}, step});
    return true;
  }
  void unplaced(int x) { left_over.push_back(x); }
};

std::vector<int> players(int from, int to) {
  std::vector<int> v;
  for (int i = from; i <= to; ++i) v.push_back(i);
  return v;
}

PairSet run(ScoreGroupMethod method, ToyGroup& g, const std::vector<int>& floaters,
            std::vector<int> residents, Rng* rng = nullptr) {
  baseline_order(
      method, residents, [](int x) { return x; }, rng);
  std::vector<int> scratch;
  run_baseline(method, floaters, residents, g, scratch);
  return g.pairs;
}

TEST(GroupBaselines, FoldPairsTheUpperHalfAgainstTheLowerInOrder) {
  // Eight residents, numbers 1..8, nothing forbidden: S1 = 1..4, S2 = 5..8 → 1–5, 2–6, 3–7, 4–8.
  ToyGroup g(8, {});
  std::vector<int> shuffled = {6, 3, 8, 1, 5, 2, 7, 4};  // the fold orders them itself
  EXPECT_EQ(run(ScoreGroupMethod::fold, g, {}, shuffled), (PairSet{{1, 5}, {2, 6}, {3, 7}, {4, 8}}));
  for (const auto& s : g.steps) EXPECT_EQ(s.second, BaselineStep::fold);
  EXPECT_TRUE(g.left_over.empty());
}

TEST(GroupBaselines, ARematchMovesTheFoldToTheNearestTransposition) {
  // 1 and 5 have met: 1 takes the next of S2, 6; 2 takes the first still open, 5 (S2 read as
  // 6, 5, 7, 8: the Dutch system's first transposition); 3–7 and 4–8 as the straight fold.
  ToyGroup g(8, {{1, 5}});
  EXPECT_EQ(run(ScoreGroupMethod::fold, g, {}, players(1, 8)), (PairSet{{1, 6}, {2, 5}, {3, 7}, {4, 8}}));
  // 3–7 met as well: 3 takes 8, 4 takes 7.
  ToyGroup h(8, {{1, 5}, {3, 7}});
  EXPECT_EQ(run(ScoreGroupMethod::fold, h, {}, players(1, 8)), (PairSet{{1, 6}, {2, 5}, {3, 8}, {4, 7}}));
}

TEST(GroupBaselines, WhatTheHalvesCannotPairIsExchanged) {
  // 1 has met both of S2 = {3, 4}. 2–3 and 2–4 would leave 1 with nobody: the guard refuses them.
  // Step 3 pairs the rest in order: 1 takes 2, then 3 takes 4 (an exchange: 1 and 4 change halves).
  ToyGroup g(4, {{1, 3}, {1, 4}});
  EXPECT_EQ(run(ScoreGroupMethod::fold, g, {}, players(1, 4)), (PairSet{{1, 2}, {3, 4}}));
  ASSERT_EQ(g.steps.size(), 2u);
  EXPECT_EQ(g.steps[0].second, BaselineStep::in_order);
}

TEST(GroupBaselines, FloatersMeetTheTopOfTheGroupAndTheOddOneOfS2IsLeftOver) {
  // Floater 9 from above, residents 1..6: 9 takes 1 (the Dutch system's downfloater against the
  // top of the group); residents left 2..6: S1 = 2, 3; S2 = 4, 5, 6 → 2–4, 3–5; 6 is left over
  // and floats down (unplaced).
  ToyGroup g(9, {});
  EXPECT_EQ(run(ScoreGroupMethod::fold, g, {9}, players(1, 6)), (PairSet{{1, 9}, {2, 4}, {3, 5}}));
  EXPECT_EQ(g.steps[0].second, BaselineStep::floater);
  EXPECT_EQ(g.left_over, std::vector<int>{6});
}

TEST(GroupBaselines, AdjacentPairsNeighboursInStartNumberOrder) {
  // The ablation of the row method's neighbour pairing: 1–2, 3–4, 5–6; where 1–2 have met, 1
  // takes the next open one, 3, and 2 takes 4.
  ToyGroup g(6, {});
  EXPECT_EQ(run(ScoreGroupMethod::adjacent, g, {}, {6, 5, 4, 3, 2, 1}), (PairSet{{1, 2}, {3, 4}, {5, 6}}));
  for (const auto& s : g.steps) EXPECT_EQ(s.second, BaselineStep::in_order);
  ToyGroup h(6, {{1, 2}});
  EXPECT_EQ(run(ScoreGroupMethod::adjacent, h, {}, players(1, 6)), (PairSet{{1, 3}, {2, 4}, {5, 6}}));
}

TEST(GroupBaselines, RandomIsReproducibleForASeedAndDiffersForAnother) {
  const auto draw = [](std::uint64_t seed, PairSet forbidden) {
    ToyGroup g(10, std::move(forbidden));
    Rng rng(seed);
    const PairSet p = run(ScoreGroupMethod::random, g, {}, players(1, 10), &rng);
    EXPECT_EQ(p.size(), 5u);
    EXPECT_TRUE(g.left_over.empty());
    return p;
  };
  EXPECT_EQ(draw(1, {}), draw(1, {}));
  EXPECT_NE(draw(1, {}), draw(2, {}));
  // Over many seeds: no forbidden pair is ever taken, and each allowed partner of 1 is drawn.
  const PairSet forbidden = {{1, 2}, {1, 3}, {4, 5}, {6, 7}};
  std::set<int> partners_of_1;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    for (const Pair& p : draw(seed, forbidden)) {
      EXPECT_EQ(forbidden.count(p), 0u) << p.first << "–" << p.second;
      if (p.first == 1) partners_of_1.insert(p.second);
    }
  }
  EXPECT_EQ(partners_of_1, (std::set<int>{4, 5, 6, 7, 8, 9, 10}));
}

// ---- whole rounds (pair_next_round) ---------------------------------------------------------

using test::add_round;
using test::game;
using test::make_record;

constexpr Result D = Result::draw;

PairSet pairs_of(const Round& r) {
  PairSet p;
  for (const Game& g : r.games) p.insert(ordered(g.red, g.black));
  return p;
}

TEST(GroupBaselinesRound, FoldPairsOneScoreGroupByStartNumber_PI4Baseline) {
  // Round 1: four draws 1–2, 3–4, 5–6, 7–8: one score group of eight on 1 point. The fold
  // orders it by start number: 1–5, 2–6, 3–7, 4–8 (none has met). The row method pairs other
  // players here (rows by colour due, PI-3: in round 2 the larger number first).
  Record r = make_record(8);
  r.rules.rounds = 5;
  add_round(r, {game(1, 1, 2, D), game(2, 3, 4, D), game(3, 5, 6, D), game(4, 7, 8, D)});
  r.rules.score_group_method = ScoreGroupMethod::fold;
  Rng rng(1);
  const PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok()) << p.reason;
  EXPECT_EQ(pairs_of(p.round), (PairSet{{1, 5}, {2, 6}, {3, 7}, {4, 8}}));
  r.rules.score_group_method = ScoreGroupMethod::rows;
  Rng rng2(1);
  EXPECT_NE(pairs_of(pair_next_round(r, rng2).round), (PairSet{{1, 5}, {2, 6}, {3, 7}, {4, 8}}));
}

TEST(GroupBaselinesRound, FoldTransposesAroundARematch_PI4Baseline) {
  // Round 1: 1–5, 2–6, 3–7, 4–8 all drawn. Round 2 fold: 1–5 met → 1 takes 6, 2 takes 5;
  // 3–7 met → 3 takes 8, 4 takes 7.
  Record r = make_record(8);
  r.rules.rounds = 5;
  r.rules.score_group_method = ScoreGroupMethod::fold;
  add_round(r, {game(1, 1, 5, D), game(2, 2, 6, D), game(3, 3, 7, D), game(4, 4, 8, D)});
  Rng rng(1);
  const PairingResult p = pair_next_round(r, rng, {true});
  ASSERT_TRUE(p.ok()) << p.reason;
  EXPECT_EQ(pairs_of(p.round), (PairSet{{1, 6}, {2, 5}, {3, 8}, {4, 7}}));
  const bool explained =
      std::any_of(p.explanation.begin(), p.explanation.end(), [](const ExplanationLine& l) {
        return l.rule == "PI-4" && l.text.find("fold order (baseline, not a rule)") != std::string::npos;
      });
  EXPECT_TRUE(explained);
}

TEST(GroupBaselinesRound, RandomUsesTheRoundsGeneratorAndStaysLegal_PI4Baseline) {
  // The same history as above; random pairs the group of eight by a shuffle drawn from the
  // round's Rng: the same generator gives the same round, another generator another one, and
  // every round is legal (no rematch, everyone once).
  Record r = make_record(8);
  r.rules.rounds = 5;
  r.rules.score_group_method = ScoreGroupMethod::random;
  add_round(r, {game(1, 1, 5, D), game(2, 2, 6, D), game(3, 3, 7, D), game(4, 4, 8, D)});
  std::set<PairSet> seen;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng a(seed), b(seed);
    const PairingResult p = pair_next_round(r, a), q = pair_next_round(r, b);
    ASSERT_TRUE(p.ok()) << p.reason;
    EXPECT_EQ(p.round, q.round);
    EXPECT_EQ(test::round_problem(r, p.round), "");
    seen.insert(pairs_of(p.round));
  }
  EXPECT_GT(seen.size(), 5u);
}

}  // namespace
}  // namespace xq
