#include "pairing/swiss/colour_rules.hpp"

#include <gtest/gtest.h>

#include "pairing/model/history.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

ColourHistory hist(const std::string& s) {  // "RRB-B": R red, B black, - no colour (bye/forfeit)
  ColourHistory h;
  for (char c : s) {
    if (c == '-') {
      h.by_round.push_back(std::nullopt);
      continue;
    }
    const Colour col = c == 'R' ? Colour::red : Colour::black;
    h.by_round.push_back(col);
    (col == Colour::red ? h.reds : h.blacks) += 1;
    h.streak = h.last == col ? h.streak + 1 : 1;
    h.last = col;
  }
  return h;
}

TEST(ColourRules, HardLimits) {
  // 禁连三: two reds running → no third (a bye between does not break the streak).
  EXPECT_FALSE(can_take(hist("BRR"), Colour::red));
  EXPECT_FALSE(can_take(hist("BR-R"), Colour::red));
  EXPECT_TRUE(can_take(hist("RBR"), Colour::red));
  // 禁多三: reds − blacks = 2 → red would make 3.
  EXPECT_FALSE(can_take(hist("RRBR"), Colour::red));
  EXPECT_TRUE(can_take(hist("RRBR"), Colour::black));
  // Only the limits switched on count.
  EXPECT_TRUE(can_take(hist("BRR"), Colour::red, {false, true}));
  EXPECT_FALSE(can_take(hist("RRBR"), Colour::red, {false, true}));
  EXPECT_EQ(limit_breaks(hist("BRR"), Colour::red), 1);    // 3 in a row, +2
  EXPECT_EQ(limit_breaks(hist("RR"), Colour::red), 2);     // 3 in a row and +3
  EXPECT_EQ(limit_breaks(hist("RRR"), Colour::black), 0);  // +3 → +2 improves
}

TEST(ColourRules, ForfeitColourCountsInColourHistoryOnlyWhenKeptS2) {
  // R1: 1–2 forfeit (2 absent: 1 wins, paired red); R2: 1–3, 1 red again.
  for (ForfeitColour setting : {ForfeitColour::none, ForfeitColour::count}) {
    RuleSet rules;
    rules.forfeit_colour = setting;
    const Record r = test::make_record(3, {{{1, 2, 'r'}}, {{1, 3, 'R'}}}, rules);
    const ColourHistory h = colour_history(build_histories(r)[0]);
    if (setting == ForfeitColour::none) {  // the forfeit is passed over: one red
      EXPECT_EQ(h.reds, 1);
      EXPECT_EQ(h.by_round[0], std::nullopt);
      EXPECT_EQ(h.streak, 1);
      EXPECT_TRUE(can_take(h, Colour::red));
    } else {  // it keeps its red: two running, so no third (禁连三)
      EXPECT_EQ(h.reds, 2);
      EXPECT_EQ(h.by_round[0], Colour::red);
      EXPECT_EQ(h.streak, 2);
      EXPECT_FALSE(can_take(h, Colour::red));
    }
  }
}

TEST(ColourRules, DueRowPI1) {
  EXPECT_EQ(colour_due(hist("RB")), Colour::red);    // equal, black last → red-due
  EXPECT_EQ(colour_due(hist("BR")), Colour::black);  // equal, red last → black-due
  EXPECT_EQ(colour_due(hist("BBR")), Colour::red);   // fewer reds → red-due
  EXPECT_EQ(colour_due(hist("RRB")), Colour::black);
  EXPECT_EQ(colour_due(hist("--")), std::nullopt);  // no colour history
}

TEST(ColourRules, ChooseColoursPI6) {
  const ColourContext even{4, ColourTiebreak::round_parity, false};
  const auto choose = [&](const std::string& a, const std::string& b, int na = 1, int nb = 2,
                          ColourContext ctx = {4, ColourTiebreak::round_parity, false}, Points sa = 0,
                          Points sb = 0) {
    const ColourHistory ha = hist(a), hb = hist(b);
    return choose_colours({&ha, na, sa}, {&hb, nb, sb}, ctx);
  };
  // Smaller need gets red.
  EXPECT_TRUE(choose("BRB", "RBR").a_red);
  EXPECT_EQ(choose("BRB", "RBR").reason, ColourReason::need);
  // Equal need: the longer black streak gets red (b = R B ends on black; a = B R on red).
  EXPECT_FALSE(choose("BR", "RB").a_red);
  EXPECT_EQ(choose("BR", "RB").reason, ColourReason::streak);
  // Equal need and streak: look back to the last round they differed: a had black there.
  // a = B R R B, b = R B R B: rounds 4 and 3 alike; round 2 a red, b black → b gets red.
  EXPECT_FALSE(choose("BRRB", "RBRB").a_red);
  EXPECT_EQ(choose("BRRB", "RBRB").reason, ColourReason::look_back);
  // Identical histories: round_parity (even round: larger number red; odd: smaller).
  EXPECT_FALSE(choose("RB", "RB", 1, 2, even).a_red);
  EXPECT_TRUE(choose("RB", "RB", 1, 2, {3, ColourTiebreak::round_parity, false}).a_red);
  // number_parity: 1 + 2 odd → smaller red; 1 + 3 even → larger red.
  EXPECT_TRUE(choose("RB", "RB", 1, 2, {4, ColourTiebreak::number_parity, false}).a_red);
  EXPECT_FALSE(choose("RB", "RB", 1, 3, {4, ColourTiebreak::number_parity, false}).a_red);
  // A hard limit beats need: a (B B B R R, need −1) needs red more than b (B R, need 0), but a
  // third red in a row is forbidden, so b is red.
  EXPECT_FALSE(choose("BBBRR", "BR").a_red);
  EXPECT_EQ(choose("BBBRR", "BR").reason, ColourReason::hard_limit);
}

TEST(ColourRules, LastThreeRoundsHigherScoreDecidesPI7) {
  // a (higher score, red-due: RB) against b (needs red more: BB). PI-6 would give b red;
  // PI-7 in the last three rounds gives the higher-scored a its due colour, red.
  const ColourHistory a = hist("RB"), b = hist("BRB");
  const ColourContext late{7, ColourTiebreak::round_parity, true};
  const ColourChoice c = choose_colours({&a, 1, 8}, {&b, 2, 6}, late);
  EXPECT_TRUE(c.a_red);
  EXPECT_EQ(c.reason, ColourReason::last_rounds);
  const ColourContext early{3, ColourTiebreak::round_parity, false};
  EXPECT_FALSE(choose_colours({&a, 1, 8}, {&b, 2, 6}, early).a_red);  // PI-6: b's need −1 < 0
}

}  // namespace
}  // namespace xq
