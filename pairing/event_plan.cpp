#include "pairing/event_plan.hpp"

#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/roundrobin/groups.hpp"

namespace xq {

void check_event_plan(const RuleSet& rules, int n) {
  auto fail = [](const char* key, const std::string& reason) { throw InputError("", 0, key, reason); };
  if (rules.knockout == Knockout::top_four && n < 4)  // KO-1
    fail("entrants", "KO-1's top four needs at least 4 entrants, got " + std::to_string(n));
  // T-12.1: a place to play off is one of the field's (a place past it is a typo, not a setting).
  for (int place : rules.playoff_places)
    if (place > n)
      fail("playoff_places", "place " + std::to_string(place) + " is past the field's " + std::to_string(n) +
                                 (rules.format == EventFormat::team_swiss ? " teams" : " entrants") +
                                 ": remove it");
  if (rules.format == EventFormat::round_robin) {
    check_round_robin_rounds(rules, n);  // RR-1.4
    return;
  }
  if (rules.rounds < 1) fail("rounds", "set the number of rounds to play (at least 1)");
  // (PI-10's final as the last round: validate_rules, every reader of a rule set)
  if (const std::optional<std::string> why = team_first_round_problem(rules)) fail("first_round", *why);
  if (rules.format == EventFormat::team_swiss && rules.final_after_round > 0)
    fail("final_after_round", "a PI-10 final is for individual events only");
}

std::optional<std::string> rematch_free_rounds_problem(const RuleSet& rules, int n) {
  if (rules.format == EventFormat::round_robin) return std::nullopt;
  // n − 1 opponents each; an odd field sits one out a round (S-3), so everyone can also have the
  // bye once: n rounds. The PI-10 final may be a rematch.
  const int max_rounds = (n % 2 == 1 ? n : n - 1) + (rules.final_after_round > 0 ? 1 : 0);
  if (rules.rounds <= max_rounds) return std::nullopt;
  return std::to_string(n) + " entrants can play at most " + std::to_string(max_rounds) +
         (max_rounds == 1 ? " round" : " rounds") + " without a rematch, got " + std::to_string(rules.rounds);
}

}  // namespace xq
