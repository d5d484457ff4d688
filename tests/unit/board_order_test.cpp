// Board order and board colours inside a team match (rules.md PT-9, PT-10, PT-11, PT-D8,
// PT-D9, PT-D11): each criterion on hand-made players.
#include "pairing/team/board_order.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::pt;

constexpr std::optional<Colour> R = Colour::red;
constexpr std::optional<Colour> B = Colour::black;
constexpr std::optional<Colour> X = std::nullopt;  // bye, forfeit (PT-D9) or no game

// A player from his colours; red/black games follow from them.
BoardPlayer player(EntrantId id, std::vector<std::optional<Colour>> colours, Points total = 0,
                   Points progressive = 0, Points red_points = 0, Points black_points = 0) {
  BoardPlayer p;
  p.id = id;
  p.colours = std::move(colours);
  for (const auto& c : p.colours)
    if (c) (*c == Colour::red ? p.red_games : p.black_games) += 1;
  p.total = total;
  p.progressive = progressive;
  p.red_points = red_points;
  p.black_points = black_points;
  return p;
}

std::vector<EntrantId> ids(const std::vector<BoardPlayer>& v) {
  std::vector<EntrantId> out;
  for (const BoardPlayer& p : v) out.push_back(p.id);
  return out;
}

TEST(Pt9, HomeColourRepeatsThePattern) {
  EXPECT_EQ(home_colour("RRB", 1), Colour::red);
  EXPECT_EQ(home_colour("RRB", 2), Colour::red);
  EXPECT_EQ(home_colour("RRB", 3), Colour::black);
  EXPECT_EQ(home_colour("RRB", 4), Colour::red);    // 4 − 1 = 3 ≡ 0 (mod 3)
  EXPECT_EQ(home_colour("RRB", 6), Colour::black);  // 5 ≡ 2
  EXPECT_EQ(home_colour("RB", 5), Colour::red);     // 001: odd boards red
  EXPECT_EQ(home_colour("RB", 6), Colour::black);   //      even boards black
}

TEST(Pt10, MoreBlackGamesFirst) {
  // 4 (two blacks) before 1 (one black) before 2 (none), whatever the totals.
  const auto got =
      board_order({player(1, {R, B}, pt(4)), player(2, {R, R}, pt(4)), player(4, {B, B})}, Side::home, 3);
  EXPECT_EQ(ids(got), (std::vector<EntrantId>{4, 1, 2}));
}

TEST(Pt10, LookBackTheOneWithBlackThenFirst) {
  // One black each. Round 3 both red; round 2 5 black, 6 red → 5 first; number order would
  // put 6 first in an even round.
  const BoardPlayer p5 = player(5, {R, B, R}), p6 = player(6, {B, R, R});
  EXPECT_TRUE(pt10_before(p5, p6, 4));
  EXPECT_FALSE(pt10_before(p6, p5, 4));
}

TEST(Pt10, LookBackPassesOverForfeitsAndByes) {
  // PT-D8/D9: round 3 is a forfeit for 5 (no colour) and round 2 a bye for 6: both passed
  // over; round 1 5 red, 6 black → 6 first.
  const BoardPlayer p5 = player(5, {R, B, X, B}), p6 = player(6, {B, X, R, B});
  ASSERT_EQ(p5.black_games, p6.black_games);
  EXPECT_TRUE(pt10_before(p6, p5, 5));
  EXPECT_FALSE(pt10_before(p5, p6, 5));
}

TEST(Pt10, CircularLookBackIsLeftOutForTheWholeTiedSetPTD12) {
  // One black game each for 1, 2, 3 (4 has two: first by (1)). Passing over byes (PT-D8), the
  // look-back goes round: 1 before 2 (round 3: 1 black), 2 before 3 (round 2: 2 black), 3
  // before 1 (round 1: 3 black). PT-D12: the set {1, 2, 3} is ordered without the look-back,
  // by the totals (3): 3, 2, 1 — against two of the three look-back verdicts.
  const std::vector<BoardPlayer> players = {player(1, {R, X, B}, pt(1)), player(2, {X, B, R}, pt(2)),
                                            player(3, {B, R, X}, pt(3)), player(4, {B, B, X})};
  EXPECT_TRUE(pt10_before(players[0], players[1], 4));  // the pairwise rule is circular
  EXPECT_TRUE(pt10_before(players[1], players[2], 4));
  EXPECT_TRUE(pt10_before(players[2], players[0], 4));
  EXPECT_EQ(ids(board_order(players, Side::home, 4)), (std::vector<EntrantId>{4, 3, 2, 1}));
  // Any input order gives the same board order.
  const std::vector<BoardPlayer> reversed(players.rbegin(), players.rend());
  EXPECT_EQ(ids(board_order(reversed, Side::home, 4)), (std::vector<EntrantId>{4, 3, 2, 1}));
  // Without the cycle (3: no colour in round 1, black in round 3) the look-back orders the set:
  // 3 before 2 and 1 before 2 (round 3: black against red); 1 and 3 never differ → totals: 3
  // first. 3, 1, 2 — not the order without the look-back (3, 2, 1).
  std::vector<BoardPlayer> acyclic = players;
  acyclic[2] = player(3, {X, R, B}, pt(3));
  EXPECT_EQ(ids(board_order(acyclic, Side::home, 4)), (std::vector<EntrantId>{4, 3, 1, 2}));
}

TEST(Pt10, TotalThenProgressiveThenBlackPoints) {
  // Same colours (no look-back); (3) in order: total, progressive, black points.
  const std::vector<std::optional<Colour>> c = {R, B};
  EXPECT_TRUE(pt10_before(player(9, c, pt(3), pt(4), 0, 0), player(8, c, pt(2), pt(9), 0, pt(2)), 3));
  EXPECT_TRUE(pt10_before(player(9, c, pt(3), pt(5), 0, 0), player(8, c, pt(3), pt(4), 0, pt(2)), 3));
  EXPECT_TRUE(pt10_before(player(9, c, pt(3), pt(5), 0, pt(2)), player(8, c, pt(3), pt(5), pt(2), pt(1)), 3));
  // Red points do not count for the home team: equal black points → numbers.
  EXPECT_FALSE(
      pt10_before(player(9, c, pt(3), pt(5), pt(2), pt(1)), player(8, c, pt(3), pt(5), 0, pt(1)), 3));
}

TEST(Pt10, NumbersByRoundParity) {
  const BoardPlayer a = player(4, {R}), b = player(5, {R});
  EXPECT_TRUE(pt10_before(a, b, 1));  // odd: smaller first
  EXPECT_TRUE(pt10_before(b, a, 2));  // even: larger first
}

TEST(Pt11, MoreRedGamesThenTheOneWithRedThenRedPoints) {
  // (1) 3 has two reds → first. (2) 1 and 2 one red each: round 2 1 red, 2 black → 1.
  const auto got = board_order({player(2, {R, B}), player(1, {B, R}), player(3, {R, R})}, Side::away, 3);
  EXPECT_EQ(ids(got), (std::vector<EntrantId>{3, 1, 2}));
  // (3) equal colours, total and progressive: red points decide (black points do not).
  const std::vector<std::optional<Colour>> c = {R, B};
  EXPECT_TRUE(pt11_before(player(9, c, pt(2), pt(3), pt(2), 0), player(8, c, pt(2), pt(3), pt(1), pt(2)), 3));
}

TEST(BoardOrder, HomeAndAwayOrdersDiffer) {
  // The same three players: the home team puts the black-heavy first (they get red on boards
  // 1 and 2 with RRB), the away team the red-heavy first (they get black there).
  const std::vector<BoardPlayer> team = {player(1, {R, R}), player(2, {B, R}), player(3, {B, B})};
  EXPECT_EQ(ids(board_order(team, Side::home, 3)), (std::vector<EntrantId>{3, 2, 1}));
  EXPECT_EQ(ids(board_order(team, Side::away, 3)), (std::vector<EntrantId>{1, 2, 3}));
}

}  // namespace
}  // namespace xq
