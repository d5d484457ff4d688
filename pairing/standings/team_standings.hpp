// Team standings of a team event (PT-14): total match points, then the team tiebreak list
// (default team-pt14), from the record's matches and team byes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// One round from one team's point of view.
struct TeamEncounter {
  int round = 0;
  EntrantId opponent = 0;    ///< team id; 0 for a bye or no match
  std::optional<Side> side;  ///< home / away; none for a bye
  bool bye = false;          ///< PT-13 team bye
  Points game_points = 0;    ///< S-5: the team's game points in the match (half-units)
  Points opponent_game_points = 0;
  Points match_points = 0;  ///< S-6 (half-units)
};

/// A team's rounds and totals.
struct TeamHistory {
  EntrantId id = 0;
  std::vector<TeamEncounter> rounds;       ///< rounds[i] is round i + 1
  std::vector<Points> match_points_after;  ///< total match points after round i + 1
  Points match_points() const { return match_points_after.empty() ? 0 : match_points_after.back(); }
  Points game_points() const;  ///< S-7 total game points
  Points progressive() const;  ///< S-8 on match points
};

/// Team histories, index i for team i + 1. Game points of a match are its players' points from
/// the individual histories (play-off games excluded); match points by S-6 with the home/away
/// draw values. A team bye (PT-13) is a match win worth rules.boards game wins. Throws
/// InputError when a match's game has a player of neither team.
std::vector<TeamHistory> build_team_histories(const Record& record);

/// T-12.6: the record's play-off games in no match (a KO-4 sitting is in its match), in record
/// order, each with red and black replaced by the players' teams (a game of no two teams left out).
std::vector<Game> team_playoff_games(const Record& record);

/// PT-14 by record.rules.team_tiebreaks (default team-pt14): score = total match points, then
/// team progressive, total game points, team black points, fewer team black games, smaller
/// team number. Rows are teams (StandingRow::id = team id).
Standings compute_team_standings(const Record& record);

/// The same by `criteria` (expanded team criteria; team_playoff, T-12.6, only last): the ranking
/// before the play-offs leaves out team_playoff.
Standings compute_team_standings(const Record& record, const std::vector<std::string>& criteria);

}  // namespace xq
