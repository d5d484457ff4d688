// The result model (SIM-2): how a simulated game between two true strengths ends.
//
//   Δ        = red strength + red_advantage − black strength          (Elo points)
//   E        = 1 / (1 + 10^(−Δ/400))                                  red's expected score
//   p_draw   = min(draw_rate · exp(−(Δ/draw_width)²), 2·min(E, 1 − E))
//   p_red    = E − p_draw / 2,   p_black = 1 − E − p_draw / 2
//
// The expected score is exactly the Elo curve whatever the draw rate (a Davidson model would
// bend it); draws fall off with the gap. docs/result-model.md gives the reasons and the
// sources of the default figures (../shared/data/ccpd_result_stats.csv).
#pragma once

#include <array>
#include <string_view>

#include "pairing/model/rng.hpp"
#include "pairing/model/time_control.hpp"
#include "pairing/model/types.hpp"

namespace xq::sim {

/// Parameters of one time control. Probabilities are per game unless stated.
struct GameModel {
  double red_advantage = 38;  ///< Elo points for moving first (red scores 0.554 ⇒ +38)
  double draw_rate = 0.40;    ///< d0: draw probability at Δ = 0, in [0, 1]
  double draw_width = 400;    ///< s > 0, Elo: the draw rate falls to d0/e at |Δ| = s
  double forfeit = 0.001;     ///< a game is lost by one side's absence (each side half)
  double double_forfeit = 0;  ///< both sides absent (0 each, S-2)
  double foul_rate = 0.01;    ///< a technical foul, per player per played game (T-7)
  bool operator==(const GameModel&) const = default;
};

/// One GameModel per time control, indexed by TimeControl.
struct ResultModel {
  std::array<GameModel, 4> by_time_control = defaults();
  const GameModel& operator[](TimeControl tc) const { return by_time_control[static_cast<size_t>(tc)]; }
  GameModel& operator[](TimeControl tc) { return by_time_control[static_cast<size_t>(tc)]; }
  bool operator==(const ResultModel&) const = default;

  /// The calibrated defaults of docs/result-model.md.
  static std::array<GameModel, 4> defaults();
};

/// Red's expected score at a rating difference `delta` (Elo logistic curve).
[[nodiscard]] double expected_score(double delta);

/// Over-the-board outcome probabilities of a game that is played.
struct OutcomeProbabilities {
  double red_win = 0;
  double draw = 0;
  double black_win = 0;
};
[[nodiscard]] OutcomeProbabilities outcome_probabilities(const GameModel& model, double red_strength,
                                                         double black_strength);

/// What the model decided for one game.
struct SampledGame {
  Result result = Result::pending;
  int red_fouls = 0;
  int black_fouls = 0;
};

/// Samples one game. Always consumes exactly four uniforms from `rng` (result, forfeit, two
/// fouls), so a change of one parameter never shifts the random numbers of later games.
[[nodiscard]] SampledGame sample_game(const GameModel& model, double red_strength, double black_strength,
                                      Rng& rng);

/// Samples one game from the view of its two entrants rather than its colours (compare mode's
/// keyed draws, docs/fairness.md "What the variants share"): `red_first` says whether red is the
/// lower-numbered entrant ("first"). The uniforms are read as first wins / draw / second wins
/// (and first absent / second absent / both, first's foul, second's foul), so the same four
/// uniforms give the same entrant the win whichever colour it has, whenever the probabilities
/// allow. Consumes exactly four uniforms, like sample_game.
[[nodiscard]] SampledGame sample_game_by_entrants(const GameModel& model, double red_strength,
                                                  double black_strength, bool red_first, Rng& rng);

/// The outcome for uniforms u_result, u_forfeit in [0, 1) (what sample_game does, exposed for
/// tests): a forfeit when u_forfeit < forfeit + double_forfeit (red absent in the first half of
/// `forfeit`, black in the second, then both); otherwise red wins when u_result < p_red, a draw
/// when u_result < p_red + p_draw, else black wins.
[[nodiscard]] Result result_from_uniforms(const GameModel& model, const OutcomeProbabilities& p,
                                          double u_result, double u_forfeit);

/// KO-3 armageddon: a draw counts as a win for black.
[[nodiscard]] inline bool armageddon_black_wins(Result r) {
  return r == Result::draw || r == Result::black_win || r == Result::red_forfeit;
}

}  // namespace xq::sim
