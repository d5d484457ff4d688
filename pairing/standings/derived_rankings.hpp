// Rankings derived from the main individual ranking: teams from their players' places (T-13)
// and category sub-rankings (T-14).
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// T-13: one team's figure from its players' places.
struct TeamPlacing {
  std::string team;                ///< Entrant::team
  int rank = 0;                    ///< 1-based; 0 = not ranked (fewer than two players)
  int places = 0;                  ///< sum of the best two places (lower is better)
  int best_place = 0;              ///< place of its best player
  std::vector<EntrantId> counted;  ///< the two players counted, best first
  bool shared_rank = false;
  bool operator==(const TeamPlacing&) const = default;
};

/// T-13 (003/004): teams (Entrant::team, "" = none) ranked by the sum of their best two
/// players' places in `standings`, lower first; tie → the better best place; still equal →
/// shared. Teams with fewer than two players follow, unranked (rank 0), by name.
std::vector<TeamPlacing> team_ranking_from_individuals(const Record& record, const Standings& standings);

/// T-14: one member of a category sub-ranking.
struct CategoryPlace {
  EntrantId id = 0;
  int main_rank = 0;  ///< rank in the main ranking
  int place = 0;      ///< place in the category; 0 = no place awarded
  bool operator==(const CategoryPlace&) const = default;
};

/// T-14 (003): the main ranking filtered to entrants of `category`, renumbered (a place shared
/// in the main ranking stays shared). A category of N < rules.category_full_places_min entrants
/// awards N−1 places: whoever would be placed N gets no place (place 0).
std::vector<CategoryPlace> category_ranking(const Record& record, const Standings& standings,
                                            const std::string& category);

/// The distinct non-empty categories of the record's entrants, sorted.
std::vector<std::string> categories(const Record& record);

}  // namespace xq
