#include "pairing/standings/derived_rankings.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "pairing/model/errors.hpp"

namespace xq {

std::vector<TeamPlacing> team_ranking_from_individuals(const Record& record, const Standings& standings) {
  const size_t best = static_cast<size_t>(record.rules.team_best);  // T-13.6
  std::map<std::string, TeamPlacing> by_team;
  for (const StandingRow& row : standings.rows) {  // rows are in rank order
    const std::string& team = record.entrant(row.id).team;
    if (team.empty()) continue;
    TeamPlacing& t = by_team[team];
    t.team = team;
    if (row.rank == 0) continue;  // KO-5: no place (his knockout match did not exist)
    if (t.counted.size() < best) {
      t.counted.push_back(row.id);
      t.places += row.rank;  // T-13.4: a shared place counts as printed
    }
  }
  std::vector<TeamPlacing> ranked, unranked;
  for (auto& [name, t] : by_team) {
    if (t.counted.size() < best) {  // T-13.5: too few players: not ranked
      t.places = 0;
      unranked.push_back(std::move(t));
      continue;
    }
    t.best_place = standings.rank_of(t.counted.front());
    ranked.push_back(std::move(t));
  }
  auto better = [](const TeamPlacing& a, const TeamPlacing& b) {  // T-13.3, T-13.4
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

int category_places_awarded(const RuleSet& rules, int n) {
  if (n <= 1) return 0;                                    // T-14.1: a category of one is not ranked
  int k = n < rules.category_full_places_min ? n - 1 : n;  // T-14.3: "录取名次为N-1"
  if (rules.category_places_max > 0) k = std::min(k, rules.category_places_max);
  return k;
}

int entrants_at_start(const Record& record, const std::vector<EntrantId>& ids) {
  return static_cast<int>(std::count_if(ids.begin(), ids.end(),
                                        [&](EntrantId id) { return record.entrant(id).entry_round == 1; }));
}

namespace {

// `rows` ranked 1, 2, … in their order, rows equal in `key` (their rank in the ranking they come
// from) sharing the first's rank; a key of 0 (KO-5: no place) stays 0.
void renumber(std::vector<StandingRow>& rows, const std::vector<int>& key) {
  for (size_t i = 0; i < rows.size(); ++i) {
    const bool with_previous = i > 0 && key[i] == key[i - 1];
    const bool with_next = i + 1 < rows.size() && key[i] == key[i + 1];
    rows[i].rank = key[i] == 0 ? 0 : with_previous ? rows[i - 1].rank : static_cast<int>(i + 1);
    rows[i].shared_rank = key[i] != 0 && (with_previous || with_next);
  }
}

// T-14.1: the main ranking's rows of `members` (in its order), renumbered 1..N; equal main
// ranks stay equal.
Standings filtered(const Standings& main, const std::vector<EntrantId>& members) {
  Standings s{main.criteria, {}};
  std::vector<int> main_ranks;
  for (const StandingRow& row : main.rows)
    if (std::find(members.begin(), members.end(), row.id) != members.end()) {
      s.rows.push_back(row);
      main_ranks.push_back(row.rank);
    }
  renumber(s.rows, main_ranks);
  return s;
}

// T-14.2 with a knockout (KO-5): the members it placed first, in their final order (as PI-10's
// finalists come first); then the rest in their order among themselves, renumbered after them;
// those it left without a place (main rank 0) last, rank 0.
Standings knockout_first(const Standings& among, const Standings& main,
                         const std::vector<EntrantId>& by_knockout) {
  Standings s{among.criteria, {}};
  std::vector<int> key;
  for (EntrantId id : by_knockout)
    for (const StandingRow& row : among.rows)
      if (row.id == id) {
        s.rows.push_back(row);
        key.push_back(static_cast<int>(key.size() + 1));  // places of a knockout are distinct
      }
  std::vector<StandingRow> unplaced;
  for (const StandingRow& row : among.rows) {
    if (std::find(by_knockout.begin(), by_knockout.end(), row.id) != by_knockout.end()) continue;
    if (main.rank_of(row.id) == 0) {
      unplaced.push_back(row);
      continue;
    }
    s.rows.push_back(row);
    key.push_back(static_cast<int>(by_knockout.size()) + row.rank);  // ties among themselves stay
  }
  for (const StandingRow& row : unplaced) {
    s.rows.push_back(row);
    key.push_back(0);
  }
  renumber(s.rows, key);
  return s;
}

}  // namespace

CategoryStandings category_standings(const Record& record, const Standings& main, const std::string& category,
                                     const std::vector<EntrantId>& by_knockout) {
  std::vector<EntrantId> members;
  for (const Entrant& e : record.entrants)
    if (e.category == category) members.push_back(e.id);
  if (category.empty() || members.empty()) {
    const std::vector<std::string> known = categories(record);
    std::string list;
    for (const std::string& c : known) list += (list.empty() ? "" : ", ") + c;
    throw InputError(
        "", 0, "category",
        "unknown category '" + category + "'; " +
            (known.empty() ? "the record has no categories" : "the record's categories: " + list));
  }
  CategoryStandings c;
  c.category = category;
  c.method = record.rules.category_ranking;
  c.at_start = entrants_at_start(record, members);
  c.awarded = category_places_awarded(record.rules, c.at_start);
  c.standings = c.method == CategoryRanking::filter ? filtered(main, members)  // T-14.1
                : by_knockout.empty()
                    ? compute_standings(record, main.criteria, members)  // T-14.2
                    : knockout_first(compute_standings(record, main.criteria, members), main, by_knockout);
  for (const StandingRow& row : c.standings.rows) c.main_ranks.push_back(main.rank_of(row.id));
  return c;
}

std::vector<std::string> categories(const Record& record) {
  std::set<std::string> s;
  for (const Entrant& e : record.entrants)
    if (!e.category.empty()) s.insert(e.category);
  return {s.begin(), s.end()};
}

}  // namespace xq
