// The team Swiss of seed 000 (rules.md PT-1..PT-14 with the decisions PT-D1..PT-D11, P1-1,
// P1-9, S-5..S-8, W-1, W-3, W-5), for any board count. docs/pairing-team.md describes it.
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// Pairs round `history.rounds.size() + 1` of a team Swiss event (rules.format = team_swiss).
///
/// Round 1: the first-round method on the team numbers (P1-1 fold; P1-2 lots and P1-3 full
/// draw work too), home sides by P1-9 (odd tables the upper-half team, even tables the lower).
/// Later rounds: the bye (PT-13, PT-D6), zones PT-2 (PT-D7), orders PT-3/PT-4 (PT-D8), the
/// procedure PT-5 (PT-D1..PT-D5) with the completeness of PT-6 (a choice is committed only
/// when the rest can still be paired: maximum matching, no trial and error), home and away
/// PT-7. Every round: tables (PT-D1), board order PT-10/PT-11 and colours PT-9, warnings W-1
/// (PT-8, PT-D10), W-3 (|home − away| > 2) and W-5 (a float over more than one score group).
///
/// The round holds one Match per table (home, away, the indices of its `boards` games, whose
/// Game::board is the board inside the match), the bye team in `team_byes` and each of its
/// players in `byes` (PT-13: a match win, and each player a game win).
///
/// "No legal pairing" (no round without two teams meeting again) is a returned status.
/// Throws InputError when the record cannot be paired as a team event: fewer than two teams,
/// a team without exactly rules.boards players, a player unknown or in two teams, or
/// first_round = adjacent (P1-4's drawn numbers would renumber the teams and their players).
/// (pair_next_round checks the round count and pending results first, then calls this.)
PairingResult pair_team_round(const Record& history, Rng& rng, const PairingOptions& options = {});

/// PT-12: appends team k = record.teams.size() + 1 named `name`, with rules.boards players
/// numbered boards·k − boards + 1 … boards·k, named `player_names` (missing names: "<name> <b>").
/// Precondition: the record's entrants are exactly the players of the teams before it.
void add_team(Record& record, const std::string& name, const std::vector<std::string>& player_names = {});

}  // namespace xq
