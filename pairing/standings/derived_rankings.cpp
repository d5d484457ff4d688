#include "pairing/standings/derived_rankings.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace xq {

std::vector<TeamPlacing> team_ranking_from_individuals(const Record& record, const Standings& standings) {
  std::map<std::string, TeamPlacing> by_team;
  for (const StandingRow& row : standings.rows) {  // rows are in rank order
    const std::string& team = record.entrant(row.id).team;
    if (team.empty()) continue;
    TeamPlacing& t = by_team[team];
    t.team = team;
    if (t.counted.size() < 2) {
      t.counted.push_back(row.id);
      t.places += row.rank;
    }
  }
  std::vector<TeamPlacing> ranked, unranked;
  for (auto& [name, t] : by_team) {
    if (t.counted.size() < 2) {  // T-13: fewer than two players: not ranked
      t.places = 0;
      unranked.push_back(std::move(t));
      continue;
    }
    t.best_place = standings.rank_of(t.counted.front());
    ranked.push_back(std::move(t));
  }
  auto better = [](const TeamPlacing& a, const TeamPlacing& b) {
    return a.places != b.places ? a.places < b.places : a.best_place < b.best_place;
  };
  std::stable_sort(ranked.begin(), ranked.end(), better);  // by name among equals (map order)
  for (size_t i = 0; i < ranked.size(); ++i) {
    const bool tied = i > 0 && !better(ranked[i - 1], ranked[i]);
    ranked[i].rank = tied ? ranked[i - 1].rank : static_cast<int>(i + 1);
    if (tied) ranked[i].shared_rank = ranked[i - 1].shared_rank = true;
  }
  ranked.insert(ranked.end(), unranked.begin(), unranked.end());
  return ranked;
}

std::vector<CategoryPlace> category_ranking(const Record& record, const Standings& standings,
                                            const std::string& category) {
  std::vector<CategoryPlace> out;
  for (const StandingRow& row : standings.rows)
    if (record.entrant(row.id).category == category) out.push_back({row.id, row.rank, 0});
  // Renumbered: equal main ranks stay equal.
  for (size_t i = 0; i < out.size(); ++i)
    out[i].place =
        i > 0 && out[i].main_rank == out[i - 1].main_rank ? out[i - 1].place : static_cast<int>(i + 1);
  const int n = static_cast<int>(out.size());
  if (n < record.rules.category_full_places_min)  // T-14: only N−1 places
    for (CategoryPlace& c : out)
      if (c.place > n - 1) c.place = 0;
  return out;
}

std::vector<std::string> categories(const Record& record) {
  std::set<std::string> s;
  for (const Entrant& e : record.entrants)
    if (!e.category.empty()) s.insert(e.category);
  return {s.begin(), s.end()};
}

}  // namespace xq
