#include "pairing/model/rule_settings.hpp"

#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"
#include "pairing/model/setting_values.hpp"
#include "pairing/model/text.hpp"
#include "tests/support/input_error.hpp"

namespace xq {
namespace {

TEST(RuleSettings, PointsAreStoredInHalfUnits) {  // S-1, S-6
  RuleSet r;
  set_rule_text(r, "points.win", "1");
  set_rule_text(r, "points.draw", "0.5");
  set_rule_text(r, "match_points.draw_away", "1.5");
  EXPECT_EQ(r.points.win, 2);
  EXPECT_EQ(r.points.draw, 1);
  EXPECT_EQ(r.match_points.draw_away, 3);
  EXPECT_EQ(rule_value_text(get_rule(r, "match_points.draw_away")), "1.5");
}

TEST(RuleSettings, ChoicesListsAndBooleans) {
  RuleSet r;
  set_rule_text(r, "bye_opponent_score", "zero");
  set_rule_text(r, "tiebreaks", "opponent_score,wins");
  set_rule_text(r, "avoid_same_team_rounds", "1");
  set_rule_text(r, "bye_counts_as_win", "false");
  EXPECT_EQ(r.bye_opponent_score, ByeOpponentScore::zero);
  EXPECT_EQ(r.tiebreaks, (std::vector<std::string>{"opponent_score", "wins"}));
  EXPECT_EQ(r.avoid_same_team_rounds, std::vector<int>{1});
  EXPECT_FALSE(r.bye_counts_as_win);
}

TEST(RuleSettings, EveryKeyRoundTripsThroughText) {
  RuleSet r;
  for (const RuleSetting& s : rule_settings()) {
    RuleSet copy;
    set_rule_text(copy, s.key, rule_value_text(get_rule(r, s.key)));
    EXPECT_EQ(copy, r) << s.key;
  }
}

TEST(RuleSettings, BadInputNamesTheKeyAndWhy) {
  RuleSet r;
  try {
    set_rule_text(r, "bye_opponent_score", "highest");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "bye_opponent_score");
    EXPECT_NE(e.reason().find("lowest, lowest_nonzero, zero"), std::string::npos) << e.what();
  }
  EXPECT_THROW(set_rule_text(r, "no_such_key", "1"), InputError);
  EXPECT_THROW(set_rule_text(r, "points.win", "0.3"), InputError);
  EXPECT_THROW(set_rule_text(r, "rounds", "-1"), InputError);
  EXPECT_THROW(set_rule_text(r, "bye_counts_as_win", "yes"), InputError);
  EXPECT_THROW(set_rule_text(r, "board_colours", "RXB"), InputError);
}

TEST(RuleSettings, ValidateRejectsImpossibleScoring) {
  RuleSet r;
  set_rule_text(r, "points.draw", "3");
  EXPECT_THROW(validate_rules(r), InputError);
}

// S-1: points are exactly multiples of 0.5 as the number reads (k/2 is exact in binary): no
// tolerance. 1.0000000001 and 1e-300 had been rounded to 1 and 0 while 2.0000001 was refused.
TEST(RuleSettings, PointsAreExactlyMultiplesOfAHalf) {
  for (const double value : {1.0000000001, 1e-300, 2.0000001, 0.5 + 1e-12, 99.99999999999}) {
    SCOPED_TRACE(value);
    RuleSet r;
    EXPECT_EQ(test::error_of([&] { set_rule(r, "points.draw", RuleValue{value}); }),
              "points.draw: points must be a multiple of 0.5 between 0 and 100, got " +
                  rule_value_text(RuleValue{value}));
  }
  // --set reads the text as the file's reader reads its number: one answer.
  RuleSet r;
  EXPECT_EQ(test::error_of([&] { set_rule_text(r, "points.loss", "1e-300"); }),
            "points.loss: points must be a multiple of 0.5 between 0 and 100, got 1e-300");
  EXPECT_EQ(test::error_of([&] { set_rule_text(r, "points.draw", "1.0000000001"); }),
            "points.draw: points must be a multiple of 0.5 between 0 and 100, got 1.0000000001");
  set_rule(r, "points.win", RuleValue{100.0});
  set_rule_text(r, "points.draw", "0.5");
  set_rule(r, "points.loss", RuleValue{0.0});
  EXPECT_EQ(r.points, (GamePoints{200, 1, 0, -1, -1}));
}

// KO-3.1 through --set (the registry's own check, every reader's): a PI-10 final whose chain is
// empty is refused naming match_playoffs; `--set match_playoffs=` reads as the empty list.
TEST(RuleSettings, AFinalWithAnEmptyPlayOffChainIsRefused) {
  RuleSet r;
  set_rule_text(r, "rounds", "9");
  set_rule_text(r, "final_after_round", "8");
  set_rule_text(r, "match_playoffs", "");
  EXPECT_TRUE(r.match_playoffs.empty());
  EXPECT_EQ(test::error_of([&] { validate_rules(r); }),
            "match_playoffs: a drawn PI-10 final needs at least one play-off game kind (KO-3.1: the last "
            "repeats until decided): give its time controls in final_playoffs or match_playoffs "
            "(final_playoffs empty = match_playoffs)");
  set_rule_text(r, "final_playoffs", "super_rapid");
  EXPECT_NO_THROW(validate_rules(r));
  // T-12's play-off game is a choice: an empty one is no value.
  EXPECT_EQ(test::error_of([&] { set_rule_text(r, "playoff_format", ""); }),
            "playoff_format: unknown value ''; allowed: rapid, armageddon");
}

// The one comma split and trim (--set lists, --variant, --round-dates, sheets' cells).
TEST(Text, SplitCommasKeepsEmptyItemsAndTrimmedStripsSpacesAndTabs) {
  EXPECT_EQ(split_commas("a,,b"), (std::vector<std::string>{"a", "", "b"}));
  EXPECT_EQ(split_commas(""), (std::vector<std::string>{""}));
  EXPECT_EQ(split_commas("a,"), (std::vector<std::string>{"a", ""}));
  EXPECT_EQ(trimmed(" \t a b\t "), "a b");
  EXPECT_EQ(trimmed(" \t "), "");
  // U+3000 (a Chinese input method's space) and U+00A0 around a value go too; inside, they stay.
  EXPECT_EQ(trimmed("\u3000王天一\u00A0 \u3000"), "王天一");
  EXPECT_EQ(trimmed("王\u3000天一"), "王\u3000天一");
  EXPECT_EQ(trimmed("\u3000\u00A0"), "");
  EXPECT_EQ(trimmed("\u4E00"), "\u4E00");  // E4 B8 80: ends in 80 like U+3000, but is no space
  RuleSet r;
  set_rule_text(r, "tiebreaks", "wins,fouls");  // --set's list through the same split
  EXPECT_EQ(r.tiebreaks, (std::vector<std::string>{"wins", "fouls"}));
}

// A number out of range is written back as given, not rounded to 6 digits ("at most 2000, got
// 2000" for 2000.0001).
TEST(SettingValues, ANumberOutOfRangeIsQuotedExactly) {
  EXPECT_EQ(test::error_of([] { (void)read_number("sd", RuleValue{2000.0001}, 0, 2000, true); }),
            "sd: must be greater than 0 and at most 2000, got 2000.0001");
  EXPECT_EQ(test::error_of([] { (void)read_number("mean", RuleValue{-0.5}, 0, 4000, false); }),
            "mean: must be between 0 and 4000, got -0.5");
  // A whole number past 64 bits arrives as a decimal: out of range, not "got a decimal number".
  EXPECT_EQ(test::error_of([] { (void)read_integer("rounds", RuleValue{1e23}, 1, 999); }),
            "rounds: the number 1e+23 is out of range (at most 999)");
  EXPECT_EQ(test::error_of([] { (void)read_integer("rounds", RuleValue{2.5}, 1, 999); }),
            "rounds: expected an integer, got a decimal number");
}

}  // namespace
}  // namespace xq
