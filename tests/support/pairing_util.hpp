// Helpers shared by the pairing tests and benchmarks: records built by hand, results played at
// random, and a legality check of a round written independently of the engine.
#pragma once

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"

namespace xq::test {

/// A record of n entrants 1..n (no rounds) under `rules`.
inline Record make_record(int n, RuleSet rules = {}) {
  Record r;
  r.event = "test";
  r.rules = rules;
  for (int i = 1; i <= n; ++i) {
    Entrant e;
    e.id = i;
    e.name = std::to_string(i);
    r.entrants.push_back(e);
  }
  return r;
}

/// (red, black) per board.
using Pairs = std::vector<std::pair<EntrantId, EntrantId>>;

/// The (red, black) pairs of `r`'s games in board order.
inline Pairs boards_of(const Round& r) {
  Pairs p;
  for (const Game& g : r.games) p.push_back({g.red, g.black});
  return p;
}

/// A game with a result.
inline Game game(int board, EntrantId red, EntrantId black, Result result) {
  Game g;
  g.board = board;
  g.red = red;
  g.black = black;
  g.result = result;
  return g;
}

/// Appends a round of games (and a bye) to the record.
inline void add_round(Record& r, std::vector<Game> games, std::vector<EntrantId> byes = {}) {
  Round round;
  round.number = static_cast<int>(r.rounds.size()) + 1;
  round.games = std::move(games);
  for (EntrantId b : byes) round.byes.push_back(Bye{b, std::nullopt});
  r.rounds.push_back(std::move(round));
}

/// Gives every pending game of `round` a random result: the better seed (smaller id) wins more
/// often; about `draw_percent` % draws.
inline void play(Round& round, Rng& rng, int draw_percent = 30) {
  for (Game& g : round.games) {
    if (g.result != Result::pending) continue;
    const int u = rng.index(100);
    if (u < draw_percent) {
      g.result = Result::draw;
    } else {
      const bool red_better = g.red < g.black;
      const bool better_wins = rng.index(100) < 65;
      g.result = (red_better == better_wins) ? Result::red_win : Result::black_win;
    }
  }
}

/// Independent legality check of `round` after `before`: every entrant exactly once, byes only
/// for an odd field and at most one, no rematch. Returns "" when legal, else the first problem.
inline std::string round_problem(const Record& before, const Round& round, bool allow_rematch_final = true) {
  const int n = before.entrant_count();
  std::vector<int> seen(static_cast<size_t>(n) + 1, 0);
  std::set<std::pair<int, int>> met;
  for (const Round& r : before.rounds)
    for (const Game& g : r.games)
      if (g.kind != GameKind::playoff) met.insert({std::min(g.red, g.black), std::max(g.red, g.black)});
  for (const Game& g : round.games) {
    if (g.red < 1 || g.red > n || g.black < 1 || g.black > n || g.red == g.black) return "bad ids";
    ++seen[static_cast<size_t>(g.red)];
    ++seen[static_cast<size_t>(g.black)];
    const bool final = g.kind == GameKind::final_game && allow_rematch_final;
    if (!final && met.count({std::min(g.red, g.black), std::max(g.red, g.black)}))
      return "rematch " + std::to_string(g.red) + "-" + std::to_string(g.black);
  }
  for (const Bye& b : round.byes) ++seen[static_cast<size_t>(b.entrant)];
  int playing = 0;  // once each, but those the record keeps out of the round (issue 14): never
  for (int i = 1; i <= n; ++i) {
    const int want = availability(before.entrant(i), round.number) == Availability::plays ? 1 : 0;
    playing += want;
    if (seen[static_cast<size_t>(i)] != want)
      return "entrant " + std::to_string(i) + " appears " + std::to_string(seen[static_cast<size_t>(i)]) +
             " times";
  }
  if (round.byes.size() != static_cast<size_t>(playing % 2)) return "wrong number of byes";
  for (size_t k = 0; k < round.games.size(); ++k)
    if (round.games[k].board != static_cast<int>(k) + 1) return "boards not 1..k";
  return "";
}

/// Plays a whole event: pairs each round with the engine, plays it at random, appends it.
/// Stops early (returning false) if a round cannot be paired.
inline bool simulate(Record& r, int rounds, Rng& rng, PairingWorkspace& workspace, int draw_percent = 30) {
  for (int k = 0; k < rounds; ++k) {
    PairingResult p = pair_next_round(r, rng, workspace);
    if (!p.ok()) return false;
    play(p.round, rng, draw_percent);
    apply_pairing(r, std::move(p));
  }
  return true;
}

/// The same with a workspace of its own, reused round to round.
inline bool simulate(Record& r, int rounds, Rng& rng, int draw_percent = 30) {
  PairingWorkspace workspace;
  return simulate(r, rounds, rng, workspace, draw_percent);
}

}  // namespace xq::test
