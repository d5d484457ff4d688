// A tournament record: the rule set, the entrants and every round so far. The one input of
// standings, pairing, verification and reports (DESIGN: history → pairing → record).
#pragma once

#include <string>
#include <vector>

#include "pairing/model/fide.hpp"
#include "pairing/model/record_source.hpp"
#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// Version of the JSON record schema (docs/record-format.md). Bump on incompatible change.
inline constexpr int kRecordSchemaVersion = 1;

struct Record {
  std::string event;  ///< event name
  RuleSet rules;
  std::vector<Entrant> entrants;  ///< entrants[i].id == i + 1
  std::vector<Team> teams;        ///< team events only; teams[i].id == i + 1
  std::vector<Round> rounds;      ///< rounds[i].number == i + 1
  RecordSource source;            ///< what the format it was read from could not hold (TRF)
  EventInfo info = {};            ///< the event's facts for TRF's header lines 022..122 (issue 14)
  bool operator==(const Record&) const = default;

  const Entrant& entrant(EntrantId id) const { return entrants.at(static_cast<size_t>(id - 1)); }
  int entrant_count() const { return static_cast<int>(entrants.size()); }
};

/// Whether any entrant withdrew, announced an absence or entered late (issue 14): the records
/// of the simulator have none, and the code that handles them is skipped for them.
[[nodiscard]] bool has_field_changes(const Record& record);

/// The entrants `availability` keeps out of round `round` (withdrawn, absent, not yet entered),
/// ascending.
[[nodiscard]] std::vector<EntrantId> unavailable_in(const Record& record, int round);

/// T-12 with issue 14 (docs/tiebreaks.md, "A player who withdrew"): whether entrant `id` is away
/// from the play-offs that end the first stage — withdrawn from one of its rounds (rules.rounds or
/// earlier: he missed its end). A withdrawal from the knockout's first round comes after the
/// play-offs that seed it; an announced absence is for its round only.
[[nodiscard]] bool away_from_playoffs(const Record& record, EntrantId id);

/// Team events: which of the round's games a match lists (index → true; a match's index out of
/// range is passed over: check_record names it). Only a team play-off game (T-12.6) is in none.
[[nodiscard]] std::vector<bool> games_in_matches(const Round& round);

/// Each player's team, index = entrant id (0: in no team).
[[nodiscard]] std::vector<EntrantId> team_of_players(const Record& record);

/// The record cut after `rounds` rounds (for "standings after round r", T-8, V-6).
[[nodiscard]] Record truncated(const Record& record, int rounds);

/// PT-12: appends team k = teams.size() + 1 named `name` whose players are `players` in board
/// order, numbered on from the entrants before them — so with `boards` players a team, team k
/// holds boards·(k−1)+1 … boards·k. Sets each player's id and team. Precondition: `entrants`
/// are exactly the players of `teams`. The entry list, the simulator's field and the tests'
/// builders all number teams here.
Team& append_team(std::vector<Entrant>& entrants, std::vector<Team>& teams, std::string name,
                  std::vector<Entrant> players);

}  // namespace xq
