// Standings as people read them: an aligned table / CSV, or JSON. Rendering only; the ranking
// itself is pairing/standings.hpp.
#pragma once

#include <nlohmann/json.hpp>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/record.hpp"
#include "pairing/standings/derived_rankings.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/text_table.hpp"

namespace xq {

/// The column (and JSON key) of each criterion of `criteria`: its name, and for a criterion listed
/// again (re-applied to the group it left tied, docs/tiebreaks.md) NAME#2, NAME#3, … — so no two
/// columns share a name and no JSON value is lost.
std::vector<std::string> criterion_columns(const std::vector<std::string>& criteria);

/// Columns: rank, start_no, name, team, score, then one per tiebreak criterion.
TextTable standings_table(const Record& record, const Standings& standings);

/// The alignment of a table of entrants: names, teams and the withdrawal mark left, figures right.
std::vector<Align> alignment(const std::vector<std::string>& header);

/// Team standings (PT-14): rank, team_no, team, match points, then one per criterion.
TextTable team_standings_table(const Record& record, const Standings& standings);

/// {"criteria": [...], "rows": [{"rank", "start_no", "name", "team", "score", "tiebreaks": {name: text}}]};
/// the criteria and the keys of "tiebreaks" are criterion_columns.
nlohmann::json standings_json(const Record& record, const Standings& standings, bool teams = false);

/// RR-3.3: with category_ranking = separate and categories in the record, the main table is the
/// merged one and ranks nobody officially: one line saying so and naming the categories ranked
/// separately. The same for a round robin in groups (RR-2.5: each group ranked among itself).
/// "" otherwise.
std::string merged_table_note(const Record& record);

/// PI-10: once the final is decided, one line saying that places 1 and 2 come from it — they may
/// hold fewer points than 3rd — who won it, where, and whether play-offs (KO-3) decided it; ""
/// without a decided final. `zh`: the line in Chinese (export --lang zh). `pending`: instead the
/// line for a final not decided yet (places 1-2 ranked by the standings for now); "" otherwise.
std::string final_places_note(const Record& record, bool zh = false, bool pending = false);

/// T-13.1 / T-14.1's "final places": the first stage's ranking (`stage`, first_stage(full)), or —
/// once an individual event's knockout (KO-5) has begun in `full` — the event's final places
/// (final_standings; InputError while a place is undecided), with who the knockout placed.
struct MainRanking {
  Standings standings;
  std::vector<EntrantId> by_knockout;
};
MainRanking final_main_ranking(const Record& full, const Record& stage);

/// T-14.4: one line naming the category, how it is ranked, N and the places awarded.
std::string category_title(const CategoryStandings& c, bool zh = false);

/// T-14.4: columns no (order 1..N), place (awarded place, "—" when none; a shared place is the
/// block's best, T-12.7), start_no, name, team, score, main_rank (filter only), then one per
/// criterion.
TextTable category_table(const Record& record, const CategoryStandings& c);

/// {"category", "ranking", "entrants", "places_awarded", "criteria", "rows": [{"no", "place" (null
/// when none), "shared", "start_no", "name", "team", "score", "main_rank" (filter only),
/// "tiebreaks"}]}.
nlohmann::json category_json(const Record& record, const CategoryStandings& c);

/// T-13: columns rank ("—" for a team not ranked), team, places (the sum), best_place, players
/// (the players counted: "place name", best first).
TextTable team_ranking_table(const Record& record, const Standings& main,
                             const std::vector<TeamPlacing>& teams);

/// {"team_best", "teams": [{"rank" (null when not ranked), "shared", "team", "places", "best_place",
/// "counted": [{"start_no", "name", "place"}]}]}.
nlohmann::json team_ranking_json(const Record& record, const Standings& main,
                                 const std::vector<TeamPlacing>& teams);

/// KO-5: the event's final places (event_places): place ("—" while the knockout has not decided
/// it; a shared first-stage place as "5="), start_no, name, team, stage_1 (the first-stage place,
/// or the group place "A1", "B2" after RR-2 groups), decided_by ("knockout", "stage 1", "to play"
/// or "not placed"). A team event's places (KO-4) are its teams': team_no and team instead of
/// start_no, name and team, as the team standings.
TextTable event_places_table(const Record& record, const std::vector<EventPlace>& places);

/// {"places": [{"place" (null while undecided), "shared", "start_no", "name", "team", "stage_1",
/// "decided_by"}]}; a team event's rows have "team_no" and "team" instead of "start_no", "name"
/// and "team".
nlohmann::json event_places_json(const Record& record, const std::vector<EventPlace>& places);

}  // namespace xq
