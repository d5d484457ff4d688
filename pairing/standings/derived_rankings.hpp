// Rankings derived from the individual standings: teams from their players' places (T-13) and
// category rankings (T-14), filtered from the main ranking or ranked among the category.
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// T-13: one team's figure from its players' places.
struct TeamPlacing {
  std::string team;                ///< Entrant::team
  int rank = 0;                    ///< 1-based; 0 = not ranked (fewer than rules.team_best players)
  int places = 0;                  ///< sum of the best team_best places (lower is better); 0 unranked
  int best_place = 0;              ///< place of its best player (0 unranked)
  std::vector<EntrantId> counted;  ///< the players counted, best first (unranked: all it has)
  bool shared_rank = false;        ///< another team has the same rank (T-13.4)
  bool operator==(const TeamPlacing&) const = default;
};

/// T-13 (003/004): teams (Entrant::team, "" = none) ranked by the sum of their best
/// `record.rules.team_best` (default 2) players' places in `standings`, lower first; tie → the
/// better best place; still equal → shared. A shared individual place counts as printed (the
/// block's best, T-12.7). Teams with fewer players follow, unranked (rank 0), by name. A row of
/// rank 0 (KO-5: no place) counts for nobody.
std::vector<TeamPlacing> team_ranking_from_individuals(const Record& record, const Standings& standings);

/// T-14.3: K, the places a category of `n` entrants awards: n; n − 1 when n <
/// rules.category_full_places_min; at most rules.category_places_max when that is not 0. A
/// category of one is not ranked separately (T-14.1): 0.
int category_places_awarded(const RuleSet& rules, int n);

/// T-14.3 "N counts the category's entrants at the start": how many of `ids` are not late entries
/// (Entrant::entry_round 1). A late entry is ranked with them but awards no place more.
int entrants_at_start(const Record& record, const std::vector<EntrantId>& ids);

/// T-14: a category's ranking, all N members in order.
struct CategoryStandings {
  std::string category;
  CategoryRanking method = CategoryRanking::filter;  ///< how it was ranked
  int awarded = 0;  ///< K (T-14.3): members ranked 1..K are awarded their place
  /// The members in order. `rank` is the place among the category (a shared place is the block's
  /// best, T-12.7); `values` are the criteria as ranked: the main ranking's (filter) or those of
  /// the ranking among the category (separate, where T-2 and T-6 read the category's games).
  Standings standings;
  std::vector<int> main_ranks;  ///< per row: the rank in the main (merged) ranking
  int at_start = 0;             ///< N of T-14.3: the members not entered late (entrants_at_start)

  /// The place awarded to row `i`: its rank when ≤ awarded, else 0 (未录取, printed "—"); 0 for a
  /// row of rank 0 (KO-5: the knockout left him no place).
  int place(size_t i) const {
    const int rank = standings.rows[i].rank;
    return rank > 0 && rank <= awarded ? rank : 0;
  }
};

/// T-14 by record.rules.category_ranking. `main`: the record's main standings (compute_standings
/// of the record; its criteria are the list used). `filter` (T-14.1): `main` filtered to the
/// category and renumbered, a shared place staying shared. `separate` (T-14.2, RR-3): the members
/// ranked among themselves by compute_standings(record, main.criteria, members) — every figure
/// over the whole table, the group-relative criteria among the category only. Throws InputError
/// (key "category") when no entrant has `category`, listing the record's categories.
/// An event with a knockout (KO-5): `main` is its final places (final_standings, rank 0 for an
/// entrant left without one) and `by_knockout` the entrants its knockout placed, best first —
/// under `separate` those of the category come first in that order, as PI-10's finalists do.
CategoryStandings category_standings(const Record& record, const Standings& main, const std::string& category,
                                     const std::vector<EntrantId>& by_knockout = {});

/// The distinct non-empty categories of the record's entrants, sorted.
std::vector<std::string> categories(const Record& record);

}  // namespace xq
