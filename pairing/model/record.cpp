#include "pairing/model/record.hpp"

namespace xq {

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
