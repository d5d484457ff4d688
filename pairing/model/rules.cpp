#include "pairing/model/rules.hpp"

#include <cmath>

namespace xq {

GameScore game_score(Result r, const GamePoints& p) {
  switch (r) {
    case Result::pending: return {0, 0};
    case Result::red_win: return {p.win, p.loss};
    case Result::black_win: return {p.loss, p.win};
    case Result::draw:  // S-1 / 13.3: a draw may be worth more to black
      return {p.draw_red >= 0 ? p.draw_red : p.draw, p.draw_black >= 0 ? p.draw_black : p.draw};
    case Result::red_forfeit: return {0, p.win};  // S-2: the absentee gets 0
    case Result::black_forfeit: return {p.win, 0};
    case Result::double_forfeit: return {0, 0};  // S-2 (000): both absent, 0 each
  }
  return {0, 0};
}

Points missed_round_points(const RuleSet& rules, const Entrant& e, int round) {
  const auto value = [&](MissedRoundPoints m) {
    return m == MissedRoundPoints::half ? rules.points.draw : 0;
  };
  switch (availability(e, round)) {
    case Availability::absent: return value(rules.absence_points);
    case Availability::not_entered: return value(rules.late_entry_points);
    case Availability::withdrawn:
    case Availability::plays: return 0;
  }
  return 0;
}

std::string format_points(Points p) {
  std::string s = p < 0 ? "-" : "";
  const int a = p < 0 ? -p : p;
  s += std::to_string(a / kPointsPerUnit);
  if (a % kPointsPerUnit) s += ".5";
  return s;
}

std::optional<Points> points_from_units(double value, double max) {
  // S-1: exactly a multiple of 0.5 — k/2 is exact in binary, so no tolerance: 1.0000000001 and
  // 1e-300 are refused as 2.0000001 is, whether a file or --set gives them.
  const double halves = value * kPointsPerUnit;
  if (!(value >= 0 && value <= max) || halves != std::round(halves)) return std::nullopt;
  return static_cast<Points>(std::lround(halves));
}

}  // namespace xq
