#include "pairing/model/record.hpp"

#include <algorithm>

namespace xq {

bool has_field_changes(const Record& record) {
  return std::any_of(record.entrants.begin(), record.entrants.end(),
                     [](const Entrant& e) { return has_changes(e); });
}

std::vector<EntrantId> unavailable_in(const Record& record, int round) {
  std::vector<EntrantId> out;
  for (const Entrant& e : record.entrants)
    if (availability(e, round) != Availability::plays) out.push_back(e.id);
  return out;
}

bool away_from_playoffs(const Record& record, EntrantId id) {
  const int w = record.entrant(id).withdrawn_from_round;
  return w > 0 && w <= record.rules.rounds;
}

std::vector<bool> games_in_matches(const Round& round) {
  std::vector<bool> in(round.games.size(), false);
  for (const Match& m : round.matches)
    for (int gi : m.games)
      if (gi >= 0 && static_cast<size_t>(gi) < in.size()) in[static_cast<size_t>(gi)] = true;
  return in;
}

std::vector<EntrantId> team_of_players(const Record& record) {
  std::vector<EntrantId> team_of(record.entrants.size() + 1, 0);
  for (const Team& t : record.teams)
    for (EntrantId p : t.players)
      if (p >= 1 && static_cast<size_t>(p) < team_of.size()) team_of[static_cast<size_t>(p)] = t.id;
  return team_of;
}

Record truncated(const Record& record, int rounds) {
  Record r = record;
  if (rounds < static_cast<int>(r.rounds.size())) r.rounds.resize(static_cast<size_t>(rounds));
  return r;
}

Team& append_team(std::vector<Entrant>& entrants, std::vector<Team>& teams, std::string name,
                  std::vector<Entrant> players) {
  Team team;
  team.id = static_cast<EntrantId>(teams.size()) + 1;
  team.name = std::move(name);
  for (Entrant& e : players) {
    e.id = static_cast<EntrantId>(entrants.size()) + 1;  // PT-12
    e.team = team.name;
    team.players.push_back(e.id);
    entrants.push_back(std::move(e));
  }
  teams.push_back(std::move(team));
  return teams.back();
}

}  // namespace xq
