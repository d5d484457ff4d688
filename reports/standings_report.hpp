// Standings as people read them: an aligned table / CSV, or JSON. Rendering only; the ranking
// itself is pairing/standings.hpp.
#pragma once

#include <nlohmann/json.hpp>

#include "pairing/model/record.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/text_table.hpp"

namespace xq {

/// Columns: rank, start_no, name, team, score, then one per tiebreak criterion.
TextTable standings_table(const Record& record, const Standings& standings);

/// Team standings (PT-14): rank, team_no, team, match points, then one per criterion.
TextTable team_standings_table(const Record& record, const Standings& standings);

/// {"criteria": [...], "rows": [{"rank", "start_no", "name", "team", "score", "tiebreaks": {name: text}}]}.
nlohmann::json standings_json(const Record& record, const Standings& standings, bool teams = false);

}  // namespace xq
