// The event's plan against its field (pairing/event_plan): what `init` and a scenario refuse
// before the first round, each naming the setting.
#include "pairing/event_plan.hpp"

#include <gtest/gtest.h>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

std::string refusal(const RuleSet& rules, int n) {
  try {
    check_event_plan(rules, n);
  } catch (const InputError& e) {
    return e.key() + ": " + e.reason();
  }
  return "";
}

RuleSet swiss(int rounds) {
  RuleSet r;
  r.rounds = rounds;
  return r;
}

TEST(EventPlan, APlayoffPlaceIsOneOfTheFieldsT12_1) {
  RuleSet r = swiss(5);
  r.playoff_places = {1, 9};
  EXPECT_EQ(refusal(r, 6), "playoff_places: place 9 is past the field's 6 entrants: remove it");
  EXPECT_EQ(refusal(r, 9), "");
  r.playoff_places = {0};  // "all"
  EXPECT_EQ(refusal(r, 6), "");
  r.playoff_places = {kAwardedPlaces};
  EXPECT_EQ(refusal(r, 6), "");
  r.format = EventFormat::team_swiss;  // T-12.6: a team event's places are its teams'
  r.team_tiebreaks = {"team-001"};
  r.playoff_places = {1, 5};
  EXPECT_EQ(refusal(r, 4), "playoff_places: place 5 is past the field's 4 teams: remove it");
}

TEST(EventPlan, ATeamSwissTakesNoDrawnNumbersPT12) {
  RuleSet r = swiss(5);
  r.format = EventFormat::team_swiss;
  EXPECT_EQ(refusal(r, 6).rfind("first_round: team Swiss: first_round = adjacent (P1-4)", 0), 0u);
  r.first_round = FirstRound::fold;
  EXPECT_EQ(refusal(r, 6), "");
  r.format = EventFormat::swiss;
  r.first_round = FirstRound::adjacent;  // an individual event's default
  EXPECT_EQ(refusal(r, 6), "");
}

TEST(EventPlan, RoundsAndTheTopFour) {
  EXPECT_EQ(refusal(swiss(0), 6), "rounds: set the number of rounds to play (at least 1)");
  RuleSet r = swiss(5);
  r.knockout = Knockout::top_four;
  EXPECT_EQ(refusal(r, 3), "entrants: KO-1's top four needs at least 4 entrants, got 3");
}

}  // namespace
}  // namespace xq
