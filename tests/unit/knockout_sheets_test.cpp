// What a knockout's tables show (KO-3, KO-4, KO-5), worked by hand on a team knockout: a round's
// results list holds its play-off games after its own, named in a `game` column (export's results),
// and a team event's places are its teams' — number and name as the team standings, not a
// player's `start_no` and `name`.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "reports/pairing_report.hpp"
#include "reports/standings_report.hpp"
#include "tests/support/knockout_records.hpp"

namespace xq {
namespace {

using Row = std::vector<std::string>;

// Every game of `table`'s match in the last round won by the players of the team numbered `winner`.
void win_match(Record& rec, int table, EntrantId winner) {
  Round& r = rec.rounds.back();
  for (const Match& m : r.matches)
    if (m.table == table)
      for (int gi : m.games) {
        Game& g = r.games.at(static_cast<size_t>(gi));
        if (g.result != Result::pending) continue;
        g.result = rec.entrant(g.red).team == rec.teams.at(static_cast<size_t>(winner - 1)).name
                       ? Result::red_win
                       : Result::black_win;
      }
}

// test::four_team_stage (team places T1, T3, T4, T2), then semi-finals T1 v T2
// (drawn 1:1, then a super-rapid sitting T1 wins 1.5:0.5) and T3 v T4 (T3 2:0); the final T1 v T3,
// T1 wins; the 3rd-place match T4 v T2, T2 wins.
Record team_knockout() {
  Record rec = test::four_team_stage(test::team_top_four_rules());
  Rng rng(3);
  PairingResult semi = pair_next_round(rec, rng);
  EXPECT_TRUE(semi.ok());
  rec.rounds.push_back(semi.round);
  std::vector<Game>& g = rec.rounds.back().games;
  g[0].result = Result::red_win;  // table 1: 1 beats 3, 4 beats 2: 1 : 1
  g[1].result = Result::red_win;
  win_match(rec, 2, 3);
  append_match_games(rec, next_match_games(rec, rng));  // table 1 again, super-rapid, colours swapped
  rec.rounds.back().games[4].result = Result::draw;     // 3–1 drawn
  rec.rounds.back().games[5].result = Result::red_win;  // 2 beats 4: T1 1.5 : 0.5
  PairingResult fin = pair_next_round(rec, rng);
  EXPECT_TRUE(fin.ok());
  rec.rounds.push_back(fin.round);
  win_match(rec, 1, 1);
  win_match(rec, 2, 2);
  return rec;
}

TEST(KnockoutSheets, AResultsListHoldsTheRoundsPlayOffsAfterItsOwnGamesKO4) {
  const Record rec = team_knockout();
  const TextTable t = pairing_table(rec, 2, true, false, true);
  EXPECT_EQ(t.header, (Row{"round", "table", "home", "away", "board", "game", "red_no", "red_name",
                           "red_score", "black_no", "black_name", "black_score", "result"}));
  ASSERT_EQ(t.rows.size(), 6u);
  // Table 1: its two games, then the super-rapid sitting with the colours swapped (3 red v 1).
  EXPECT_EQ(t.rows[0][4] + t.rows[0][5] + "|" + t.rows[0][6] + "-" + t.rows[0][9], "1|1-3");
  EXPECT_EQ(t.rows[1][4] + t.rows[1][5] + "|" + t.rows[1][6] + "-" + t.rows[1][9], "2|4-2");
  EXPECT_EQ(t.rows[2][4] + " " + t.rows[2][5] + "|" + t.rows[2][6] + "-" + t.rows[2][9],
            "1 play-off (super_rapid)|3-1");
  EXPECT_EQ(t.rows[3][4] + " " + t.rows[3][5] + "|" + t.rows[3][6] + "-" + t.rows[3][9],
            "2 play-off (super_rapid)|2-4");
  EXPECT_EQ(t.rows[3][1], "1");
  EXPECT_EQ(t.rows[3].back(), "1-0");
  EXPECT_EQ(t.rows[4][1] + t.rows[4][5], "2");  // table 2: no play-off
  EXPECT_EQ(t.rows[5][1] + t.rows[5][5], "2");

  // The pairing list and the results sheet `pair` writes keep the round's own games only.
  const TextTable own = pairing_table(rec, 2, true);
  EXPECT_EQ(own.header.size(), t.header.size() - 1);
  EXPECT_EQ(own.rows.size(), 4u);
  // A round without play-offs has no `game` column.
  EXPECT_EQ(pairing_table(rec, 3, true, false, true).header, own.header);
}

TEST(KnockoutSheets, ATeamEventsPlacesAreItsTeamsKO4) {
  const Record rec = team_knockout();
  const std::vector<EventPlace> places = event_places(rec);
  const TextTable t = event_places_table(rec, places);
  EXPECT_EQ(t.header, (Row{"place", "team_no", "team", "stage_1", "decided_by"}));
  ASSERT_EQ(t.rows.size(), 4u);
  EXPECT_EQ(t.rows[0], (Row{"1", "1", "T1", "1", "knockout"}));
  EXPECT_EQ(t.rows[1], (Row{"2", "3", "T3", "2", "knockout"}));
  EXPECT_EQ(t.rows[2], (Row{"3", "2", "T2", "4", "knockout"}));
  EXPECT_EQ(t.rows[3], (Row{"4", "4", "T4", "3", "knockout"}));

  const nlohmann::json j = event_places_json(rec, places);
  EXPECT_EQ(j["places"][2], (nlohmann::json{{"place", 3},
                                            {"shared", false},
                                            {"team_no", 2},
                                            {"team", "T2"},
                                            {"stage_1", "4"},
                                            {"decided_by", "knockout"}}));
}

// T-13 after a knockout: a team none of whose players has a place (KO-2.3, KO-3.7: "not
// placed") is listed unranked with "—" for its players, not an empty cell.
TEST(KnockoutSheets, ATeamWithNobodyPlacedShowsADashT13) {
  const Record rec = test::four_team_stage(test::team_top_four_rules());
  const Standings main = compute_standings(rec);  // the players' places
  const std::vector<TeamPlacing> teams = {{"T1", 1, 3, 1, {1, 2}, false}, {"T9", 0, 0, 0, {}, false}};
  const TextTable t = team_ranking_table(rec, main, teams);
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_NE(t.rows[0].back(), "—");
  EXPECT_EQ(t.rows[1].back(), "—");
}

}  // namespace
}  // namespace xq
