#include "pairing/team/board_order.hpp"

#include <algorithm>

#include "pairing/team/look_back.hpp"

namespace xq {

namespace {

// `wanted` is the colour the order puts first: black for the home team (PT-10), red for the
// away team (PT-11).
bool before(const BoardPlayer& a, const BoardPlayer& b, int round, Colour wanted) {
  const bool black = wanted == Colour::black;
  const int ga = black ? a.black_games : a.red_games, gb = black ? b.black_games : b.red_games;
  if (ga != gb) return ga > gb;                                              // (1)
  if (const auto c = look_back(a.colours, b.colours)) return *c == wanted;   // (2), PT-D8
  if (a.total != b.total) return a.total > b.total;                          // (3) total,
  if (a.progressive != b.progressive) return a.progressive > b.progressive;  // progressive,
  const Points pa = black ? a.black_points : a.red_points, pb = black ? b.black_points : b.red_points;
  if (pa != pb) return pa > pb;                       // black (red) points
  return round % 2 == 1 ? a.id < b.id : a.id > b.id;  // (4), PT-D11
}

}  // namespace

bool pt10_before(const BoardPlayer& a, const BoardPlayer& b, int round) {
  return before(a, b, round, Colour::black);
}
bool pt11_before(const BoardPlayer& a, const BoardPlayer& b, int round) {
  return before(a, b, round, Colour::red);
}

std::vector<BoardPlayer> board_order(std::vector<BoardPlayer> players, Side side, int round) {
  // stable_sort: the look-back passing over byes and forfeits need not be transitive
  std::stable_sort(players.begin(), players.end(), [&](const BoardPlayer& a, const BoardPlayer& b) {
    return side == Side::home ? pt10_before(a, b, round) : pt11_before(a, b, round);
  });
  return players;
}

Colour home_colour(const std::string& pattern, int board) {
  if (pattern.empty()) return Colour::red;
  return pattern[static_cast<size_t>(board - 1) % pattern.size()] == 'R' ? Colour::red : Colour::black;
}

}  // namespace xq
