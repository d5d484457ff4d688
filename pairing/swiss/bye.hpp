// Who gets the bye of an odd field (rules.md S-3, S-4, PI-9).
#pragma once

#include <string>
#include <vector>

#include "pairing/swiss/score_groups.hpp"

namespace xq {

/// S-4's order of bye candidates, the first to try first: lowest score first; within a score,
/// the lowest-ranked first by `standings_order` (ids best first; ids missing from it rank last,
/// by larger number). Indices into `players`. Whether a candidate may take it (no second bye)
/// and whether the rest can then be paired is the caller's test; "the bye passes to the next
/// player up" is walking this list.
std::vector<int> bye_order(const std::vector<SwissPlayer>& players,
                           const std::vector<EntrantId>& standings_order);

/// S-4 (PT-D6 for teams): the numbers of byes already had, fewest first — the tiers the bye
/// passes through. Nobody of a tier takes it while someone of an earlier tier can (the others
/// all paired); inside a tier the candidate order decides. One rule for players and teams.
std::vector<int> bye_tiers(const std::vector<int>& byes_had);

/// The explanation line when the bye passes from one tier to the next (S-4), alike for players
/// and teams: "nobody with 0 byes can take the bye …; it passes on to those with 1".
std::string bye_tier_passed(int from, int to, const char* who);

/// S-4's warning when `who` (its text, e.g. "7" or "team 3") gets a bye again in `round`, alike
/// for players (rule "S-4") and teams ("PT-D6").
Warning bye_again_warning(const char* rule, EntrantId id, const std::string& who, int round);

}  // namespace xq
