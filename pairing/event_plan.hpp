// The event's plan against its field, checked before the first round — by `xqsim init` and by a
// scenario (sim/scenario.cpp) — so a plan no pairing can follow is refused where it is written,
// not rounds later by `pair`.
#pragma once

#include <optional>
#include <string>

#include "pairing/model/rules.hpp"

namespace xq {

/// `rules` can be played by `entrants` entrants (teams in a team Swiss):
/// - a round robin plays its Berger tables' rounds (RR-1.4; groups RR-2);
/// - a Swiss plays 1 or more rounds (a PI-10 final in individual events only; that it is the
///   last round is validate_rules'), a team Swiss no P1-4 drawn numbers (PT-12);
/// - KO-1's top four needs 4 entrants; a place T-12.1 plays off is one of the field's.
/// Throws InputError naming the setting (rounds, groups, final_after_round, first_round,
/// playoff_places) or "entrants" when
/// the field is too small, with the reason.
void check_event_plan(const RuleSet& rules, int entrants);

/// A Swiss of `entrants` plays at most n − 1 rounds without a rematch, n when n is odd (each sits
/// out once, S-3), one more when the last is a PI-10 final, which may be a rematch: the reason when
/// `rules.rounds` is more, else nullopt. A simulation refuses such a plan; `init` warns (an arbiter may know
/// the event ends early).
std::optional<std::string> rematch_free_rounds_problem(const RuleSet& rules, int entrants);

}  // namespace xq
