// A game's outcome as the record holds it (pairing/model/types.hpp): who won (T-12.2, KO-3), who
// lost by forfeit (S-2) and the result the pairing writes when a side is kept out (S-2, RR-1, KO-3.7).
#include <gtest/gtest.h>

#include "pairing/model/types.hpp"

namespace xq {
namespace {

Game game(Result r, TimeControl tc = TimeControl::standard) {
  Game g;
  g.red = 3;
  g.black = 8;
  g.result = r;
  g.time_control = tc;
  return g;
}

TEST(GameResult, TheWinnerOverTheBoardOrByForfeitAndArmageddonDrawsGoToBlack) {
  EXPECT_EQ(game_winner(game(Result::red_win)), 3);
  EXPECT_EQ(game_winner(game(Result::black_forfeit)), 3);
  EXPECT_EQ(game_winner(game(Result::black_win)), 8);
  EXPECT_EQ(game_winner(game(Result::red_forfeit)), 8);
  EXPECT_EQ(game_winner(game(Result::draw)), 0);
  EXPECT_EQ(game_winner(game(Result::draw, TimeControl::armageddon)), 8);  // T-12.2, KO-3
  EXPECT_EQ(game_winner(game(Result::double_forfeit)), 0);
  EXPECT_EQ(game_winner(game(Result::pending)), 0);
}

TEST(GameResult, OnlyTheAbsentSideLosesByForfeitS2) {
  EXPECT_TRUE(lost_by_forfeit(game(Result::red_forfeit), 3));
  EXPECT_FALSE(lost_by_forfeit(game(Result::red_forfeit), 8));
  EXPECT_TRUE(lost_by_forfeit(game(Result::black_forfeit), 8));
  EXPECT_FALSE(lost_by_forfeit(game(Result::black_forfeit), 3));
  EXPECT_TRUE(lost_by_forfeit(game(Result::double_forfeit), 3));
  EXPECT_TRUE(lost_by_forfeit(game(Result::double_forfeit), 8));
  EXPECT_FALSE(lost_by_forfeit(game(Result::double_forfeit), 5));  // not in the game
  EXPECT_FALSE(lost_by_forfeit(game(Result::black_win), 3));       // lost over the board
  EXPECT_FALSE(lost_by_forfeit(game(Result::pending), 3));
}

TEST(GameResult, TheResultOfAGameWithSidesKeptOut) {
  EXPECT_EQ(forfeit_result(false, false), Result::pending);
  EXPECT_EQ(forfeit_result(true, false), Result::red_forfeit);
  EXPECT_EQ(forfeit_result(false, true), Result::black_forfeit);
  EXPECT_EQ(forfeit_result(true, true), Result::double_forfeit);
  for (bool red_away : {false, true})
    for (bool black_away : {false, true}) {
      const Game g = game(forfeit_result(red_away, black_away));
      EXPECT_EQ(lost_by_forfeit(g, 3), red_away);
      EXPECT_EQ(lost_by_forfeit(g, 8), black_away);
    }
}

}  // namespace
}  // namespace xq
