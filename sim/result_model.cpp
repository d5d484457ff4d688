#include "sim/result_model.hpp"

#include <algorithm>
#include <cmath>

#include "sim/sampling.hpp"

namespace xq::sim {

std::array<GameModel, 4> ResultModel::defaults() {
  // docs/result-model.md: red_advantage from the 32,668 master games (red score 0.554);
  // draw_rate so that a national Swiss draws about a third of its games; faster time controls
  // draw less (assumption; the 403 rapid games of the data set cannot tell).
  GameModel standard;  // 38 Elo, d0 0.40, s 400, forfeit 0.001, fouls 0.01
  GameModel rapid = standard;
  rapid.draw_rate = 0.34;
  GameModel super_rapid = standard;
  super_rapid.draw_rate = 0.28;
  GameModel armageddon = super_rapid;  // a draw is scored as a black win by KO-3, not here
  return {standard, rapid, super_rapid, armageddon};
}

double expected_score(double delta) { return 1.0 / (1.0 + std::pow(10.0, -delta / 400.0)); }

OutcomeProbabilities outcome_probabilities(const GameModel& m, double red, double black) {
  const double delta = red + m.red_advantage - black;
  const double e = expected_score(delta);
  const double x = delta / m.draw_width;
  // Capped so that neither decisive probability goes negative; the expected score stays e.
  const double draw = std::min(m.draw_rate * std::exp(-x * x), 2.0 * std::min(e, 1.0 - e));
  OutcomeProbabilities p;
  p.draw = draw;
  p.red_win = std::max(0.0, e - draw / 2);
  p.black_win = std::max(0.0, 1.0 - e - draw / 2);
  return p;
}

Result result_from_uniforms(const GameModel& m, const OutcomeProbabilities& p, double u_result,
                            double u_forfeit) {
  if (u_forfeit < m.forfeit / 2) return Result::red_forfeit;  // S-2: red absent
  if (u_forfeit < m.forfeit) return Result::black_forfeit;
  if (u_forfeit < m.forfeit + m.double_forfeit) return Result::double_forfeit;
  if (u_result < p.red_win) return Result::red_win;
  if (u_result < p.red_win + p.draw) return Result::draw;
  return Result::black_win;
}

SampledGame sample_game(const GameModel& m, double red, double black, Rng& rng) {
  const double u_result = unit_uniform(rng);
  const double u_forfeit = unit_uniform(rng);
  const double u_red_foul = unit_uniform(rng);
  const double u_black_foul = unit_uniform(rng);
  SampledGame g;
  g.result = result_from_uniforms(m, outcome_probabilities(m, red, black), u_result, u_forfeit);
  if (is_played(g.result)) {  // fouls happen over the board only
    g.red_fouls = u_red_foul < m.foul_rate ? 1 : 0;
    g.black_fouls = u_black_foul < m.foul_rate ? 1 : 0;
  }
  return g;
}

SampledGame sample_game_by_entrants(const GameModel& m, double red, double black, bool red_first, Rng& rng) {
  const double u_result = unit_uniform(rng);
  const double u_forfeit = unit_uniform(rng);
  const double u_first_foul = unit_uniform(rng);
  const double u_second_foul = unit_uniform(rng);
  const OutcomeProbabilities p = outcome_probabilities(m, red, black);
  // The first entrant's chances, whatever its colour.
  const double first_wins = red_first ? p.red_win : p.black_win;
  const Result first_won = red_first ? Result::red_win : Result::black_win;
  const Result second_won = red_first ? Result::black_win : Result::red_win;
  SampledGame g;
  if (u_forfeit < m.forfeit / 2)  // S-2: the first entrant absent
    g.result = red_first ? Result::red_forfeit : Result::black_forfeit;
  else if (u_forfeit < m.forfeit)
    g.result = red_first ? Result::black_forfeit : Result::red_forfeit;
  else if (u_forfeit < m.forfeit + m.double_forfeit)
    g.result = Result::double_forfeit;
  else if (u_result < first_wins)
    g.result = first_won;
  else if (u_result < first_wins + p.draw)
    g.result = Result::draw;
  else
    g.result = second_won;
  if (is_played(g.result)) {
    const int first_foul = u_first_foul < m.foul_rate ? 1 : 0;
    const int second_foul = u_second_foul < m.foul_rate ? 1 : 0;
    g.red_fouls = red_first ? first_foul : second_foul;
    g.black_fouls = red_first ? second_foul : first_foul;
  }
  return g;
}

}  // namespace xq::sim
