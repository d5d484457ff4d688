#include "pairing/team/board_order.hpp"

#include <algorithm>

#include "pairing/team/look_back.hpp"

namespace xq {

namespace {

// `wanted` is the colour the order puts first: black for the home team (PT-10), red for the
// away team (PT-11).
int wanted_games(const BoardPlayer& p, Colour wanted) {
  return wanted == Colour::black ? p.black_games : p.red_games;
}

// The criteria before the look-back are equal: (1).
bool tied(const BoardPlayer& a, const BoardPlayer& b, Colour wanted) {
  return wanted_games(a, wanted) == wanted_games(b, wanted);
}

// The rule with the look-back (2) left out: (1), (3), (4).
bool before_without_look_back(const BoardPlayer& a, const BoardPlayer& b, int round, Colour wanted) {
  const int ga = wanted_games(a, wanted), gb = wanted_games(b, wanted);
  if (ga != gb) return ga > gb;                                              // (1)
  if (a.total != b.total) return a.total > b.total;                          // (3) total,
  if (a.progressive != b.progressive) return a.progressive > b.progressive;  // progressive,
  const bool black = wanted == Colour::black;
  const Points pa = black ? a.black_points : a.red_points, pb = black ? b.black_points : b.red_points;
  if (pa != pb) return pa > pb;                       // black (red) points
  return round % 2 == 1 ? a.id < b.id : a.id > b.id;  // (4), PT-D11
}

bool before(const BoardPlayer& a, const BoardPlayer& b, int round, Colour wanted) {
  if (!tied(a, b, wanted)) return before_without_look_back(a, b, round, wanted);  // (1)
  if (const auto c = look_back(a.colours, b.colours)) return *c == wanted;        // (2), PT-D8
  return before_without_look_back(a, b, round, wanted);                           // (3), (4)
}

}  // namespace

bool pt10_before(const BoardPlayer& a, const BoardPlayer& b, int round) {
  return before(a, b, round, Colour::black);
}
bool pt11_before(const BoardPlayer& a, const BoardPlayer& b, int round) {
  return before(a, b, round, Colour::red);
}

std::vector<BoardPlayer> board_order(std::vector<BoardPlayer> players, Side side, int round) {
  const Colour wanted = side == Side::home ? Colour::black : Colour::red;  // PT-10 / PT-11
  sort_with_look_back(  // PT-D12: a circular look-back is left out for its whole tied set
      players, [&](const BoardPlayer& a, const BoardPlayer& b) { return tied(a, b, wanted); },
      [&](const BoardPlayer& a, const BoardPlayer& b) { return before(a, b, round, wanted); },
      [&](const BoardPlayer& a, const BoardPlayer& b) {
        return before_without_look_back(a, b, round, wanted);
      });
  return players;
}

std::vector<BoardPlayer> seat_on_boards(const std::vector<BoardPlayer>& ordered, const std::string& pattern) {
  // Home's red boards are away's black ones: PT-10's and PT-11's favoured boards alike.
  std::vector<int> boards;  // the home team's red boards first, each part in board order
  for (const bool red : {true, false})
    for (int b = 1; b <= static_cast<int>(ordered.size()); ++b)
      if ((home_colour(pattern, b) == Colour::red) == red) boards.push_back(b);
  std::vector<BoardPlayer> seated(ordered.size());
  for (size_t i = 0; i < ordered.size(); ++i) seated[static_cast<size_t>(boards[i] - 1)] = ordered[i];
  return seated;
}

Colour home_colour(const std::string& pattern, int board) {
  if (pattern.empty()) return Colour::red;
  return pattern[static_cast<size_t>(board - 1) % pattern.size()] == 'R' ? Colour::red : Colour::black;
}

}  // namespace xq
