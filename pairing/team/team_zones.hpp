// The teams of a team Swiss round as the pairing sees them, their home and away zones and the
// order inside each zone (rules.md PT-2, PT-3, PT-4, with PT-D7, PT-D8, PT-D11).
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/types.hpp"
#include "pairing/standings/team_standings.hpp"

namespace xq {

/// One team before the round being paired.
struct TeamState {
  EntrantId id = 0;                        ///< team number (registration order, 000 三.2)
  int number = 0;                          ///< "by number" (PT-3/PT-4 (4), PT-D7): id, or the P1-8 code
  Points score = 0;                        ///< total match points (PT: the score of zones and groups)
  int home = 0;                            ///< matches played at home so far
  int away = 0;                            ///< matches played away so far
  std::vector<std::optional<Side>> sides;  ///< per round of the record; none: a bye or no match
  std::optional<Side> last;                ///< side in the team's last match (PT-D7: byes passed over)
  std::vector<EntrantId> opponents;        ///< teams met (forfeited matches included, PT-D9)
  int byes = 0;                            ///< team byes so far (PT-13)

  bool met(EntrantId other) const;
};

/// Every team of the record, index i for team i + 1, from its team history.
std::vector<TeamState> team_states(const std::vector<TeamHistory>& histories);

enum class Zone { home, away };

/// PT-2: the home zone (主区) when home < away, or equal and away in the last match; the away
/// zone (客区) when home > away, or equal and home in the last match. nullopt for a team with
/// no match yet (PT-D7: build_zones places it).
std::optional<Zone> pt2_zone(const TeamState& team);

/// PT-3 (home zone): higher score; fewer home matches; look back (PT-D8) to the most recent
/// round in which one was home and the other away — the one away then first; then (PT-D11,
/// the round being paired) odd rounds the smaller number first, even rounds the larger.
bool pt3_before(const TeamState& a, const TeamState& b, int round);

/// PT-4 (away zone): higher score; fewer away matches; look back — the one home then first;
/// then as PT-3.
bool pt4_before(const TeamState& a, const TeamState& b, int round);

/// The two zones of a round, each in its order; indices into the team states.
struct TeamZones {
  std::vector<int> home;       ///< PT-3 order (PT-D12 where its look-back is circular)
  std::vector<int> away;       ///< PT-4 order (PT-D12 likewise)
  std::vector<Zone> zone_of;   ///< per team state (meaningful for teams in play)
  std::vector<int> position;   ///< per team state: 0-based place in its zone; -1 not in play
  std::vector<char> by_pt_d7;  ///< per team state: placed by PT-D7 (no match yet)
};

/// Zones of the teams `in_play` (indices into `teams`; the bye team is left out) for round
/// `round`. PT-D7: a team with no match yet joins the zone with fewer teams of its score
/// (home when equal), such teams taken one by one by number (PT-D11 parity).
TeamZones build_zones(const std::vector<TeamState>& teams, const std::vector<int>& in_play, int round);

}  // namespace xq
