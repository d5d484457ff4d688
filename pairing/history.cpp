#include "pairing/history.hpp"

#include <algorithm>
#include <cassert>

namespace xq {

bool EntrantHistory::met(EntrantId other) const {
  return std::any_of(rounds.begin(), rounds.end(),
                     [other](const Encounter& e) { return e.opponent == other; });
}

int EntrantHistory::byes() const {
  return static_cast<int>(std::count_if(rounds.begin(), rounds.end(),
                                        [](const Encounter& e) { return e.outcome == Outcome::bye; }));
}

namespace {

Outcome outcome_for(Result r, Colour side) {
  switch (r) {
    case Result::pending: return Outcome::pending;
    case Result::draw: return Outcome::draw;
    case Result::double_forfeit: return Outcome::loss;
    case Result::red_win:
    case Result::black_forfeit: return side == Colour::red ? Outcome::win : Outcome::loss;
    case Result::black_win:
    case Result::red_forfeit: return side == Colour::black ? Outcome::win : Outcome::loss;
  }
  return Outcome::pending;
}

}  // namespace

std::vector<EntrantHistory> build_histories(const Record& record) {
  const size_t n = record.entrants.size();
  const size_t rounds = record.rounds.size();
  std::vector<EntrantHistory> h(n);
  for (size_t i = 0; i < n; ++i) {
    h[i].id = static_cast<EntrantId>(i + 1);
    h[i].rounds.resize(rounds);
    h[i].score_after.resize(rounds);
  }
  for (size_t ri = 0; ri < rounds; ++ri) {
    const Round& round = record.rounds[ri];
    for (auto& eh : h) eh.rounds[ri].round = static_cast<int>(ri + 1);
    for (const Game& g : round.games) {
      if (g.kind == GameKind::playoff) continue;  // KO-3 / PI-10 play-offs never score
      assert(g.red >= 1 && static_cast<size_t>(g.red) <= n && g.black >= 1 && static_cast<size_t>(g.black) <= n);
      const GameScore s = game_score(g.result, record.rules.points);
      for (Colour side : {Colour::red, Colour::black}) {
        const EntrantId me = side == Colour::red ? g.red : g.black;
        Encounter& e = h[static_cast<size_t>(me - 1)].rounds[ri];
        e.outcome = outcome_for(g.result, side);
        e.opponent = side == Colour::red ? g.black : g.red;
        e.colour = side;
        e.forfeit = is_forfeit(g.result);
        e.points = side == Colour::red ? s.red : s.black;
        e.fouls = side == Colour::red ? g.red_fouls : g.black_fouls;
        e.board = g.board;
        e.kind = g.kind;
      }
    }
    for (const Bye& b : round.byes) {
      Encounter& e = h[static_cast<size_t>(b.entrant - 1)].rounds[ri];
      e.outcome = Outcome::bye;
      e.points = record.rules.points.win;  // S-3: a bye scores as a win
      e.bye_mark = b.mark;
    }
  }
  for (auto& eh : h) {
    Points total = 0;
    for (size_t ri = 0; ri < rounds; ++ri) eh.score_after[ri] = total += eh.rounds[ri].points;
  }
  return h;
}

}  // namespace xq
