// T-12.6: team play-offs (docs/tiebreaks.md "Team play-offs"). 001's team events rank by PT-14
// (1)-(5) and play off the places that must not be shared, each team sending one player. Record A
// (tests/support/fixtures.hpp) leaves T3 and T4 equal on match points (3) and progressive (4).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/tiebreak_catalogue.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/pairing_report.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::four_team_record;
using test::four_teams;
using test::M;

// Record A with T3/T4 tied for 1st after {team_progressive}, which then reads the play-offs.
// T3's highest-rated player is 8 (2400), T4's is 12 (2500).
Record tied_for_first() {
  Record r = four_team_record();
  r.rules.rounds = 2;
  r.rules.team_tiebreaks = {"team_progressive", "team_playoff"};
  r.rules.playoff_places = {1};
  r.rules.playoff_format = PlayoffFormat::armageddon;  // 001: one armageddon game (T-12.2)
  for (Entrant& e : r.entrants) e.rating = 2000;
  r.entrants[8 - 1].rating = 2400;
  r.entrants[12 - 1].rating = 2500;
  return r;
}

int max_board(const Round& round) {
  int b = 0;
  for (const Game& g : round.games) b = std::max(b, g.board);
  return b;
}

TEST(TeamPlayoffs, TwoTiedTeamsShareThePlaceUntilTheirPlayersPlayOff) {
  Record r = tied_for_first();
  const Standings before = compute_team_standings(r);
  EXPECT_EQ(before.row_of(3).rank, 1);
  EXPECT_EQ(before.row_of(4).rank, 1);  // shared (T-12.7): nothing decided yet
  EXPECT_EQ(before.row_of(3).values[1].text, "");
  const int last_board = max_board(r.rounds.back());
  Rng rng(11);
  std::vector<ExplanationLine> why;
  const std::vector<Game> games = next_playoffs(r, rng, {}, Explainer(true, why));
  ASSERT_EQ(games.size(), 1u);  // two teams: one game
  // pair --explain: the teams' place, the lot's chooser (a team), then who each team sends.
  ASSERT_EQ(why.size(), 3u);
  EXPECT_EQ(why[0].text,
            "teams 3, 4 share place 1 of the team standings after the whole list; playoff_places has it "
            "played off");
  EXPECT_EQ(why[1].rule, "T-12.2");
  // Team numbers are said as teams, and no pair of players is claimed for them (review: "written 4
  // red" read as player 4); the players' pair is T-12.6's line.
  const auto team_no = [](EntrantId player) { return player == 8 ? 3 : 4; };
  EXPECT_EQ(why[1].text, "one armageddon game; the lot gives team " +
                             std::to_string(team_no(games[0].chooser)) +
                             " the choice of colours: written team " + std::to_string(team_no(games[0].red)) +
                             " red (colour_choice = model)");
  EXPECT_TRUE(why[1].pairs.empty());
  EXPECT_EQ(why[1].first, 0);
  EXPECT_EQ(why[2].first, games[0].red);
  EXPECT_EQ(why[2].rule, "T-12.6");
  const auto team_of = [](EntrantId player) { return player == 8 ? "3" : "4"; };
  EXPECT_EQ(why[2].text, "board " + std::to_string(last_board + 1) + ": team " + team_of(games[0].red) +
                             " sends " + std::to_string(games[0].red) + " (its highest-rated), team " +
                             team_of(games[0].black) + " sends " + std::to_string(games[0].black) +
                             " (its highest-rated)");
  EXPECT_EQ(std::minmax(games[0].red, games[0].black), std::minmax(EntrantId{8}, EntrantId{12}));
  EXPECT_EQ(games[0].kind, GameKind::playoff);
  EXPECT_EQ(games[0].time_control, TimeControl::armageddon);
  EXPECT_EQ(games[0].board, last_board + 1);
  // Drawn armageddon: black wins (T-12.2), so black's team is 1st.
  r.rounds.back().games.push_back(games[0]);
  r.rounds.back().games.back().result = Result::draw;
  const EntrantId black_team = games[0].black == 8 ? 3 : 4;
  const Standings after = compute_team_standings(r);
  EXPECT_EQ(after.rows[0].id, black_team);
  EXPECT_EQ(after.rows[0].rank, 1);
  EXPECT_EQ(after.rows[1].rank, 2);
  EXPECT_EQ(after.rows[0].values[1].text, "1");
  EXPECT_EQ(after.rows[1].values[1].text, "2");
  // The game counts in no score (T-12.5): match points and game points as before.
  const auto h_before = build_team_histories(four_team_record()), h_after = build_team_histories(r);
  for (size_t t = 0; t < 4; ++t) {
    EXPECT_EQ(h_after[t].match_points(), h_before[t].match_points());
    EXPECT_EQ(h_after[t].game_points(), h_before[t].game_points());
  }
  EXPECT_TRUE(next_playoffs(r, rng).empty());  // decided
}

TEST(TeamPlayoffs, ATeamSendsThePlayerTheArbiterNames) {
  const Record r = tied_for_first();
  Rng rng(11);
  const std::vector<TeamSend> sends = {{3, 9}};
  const std::vector<Game> games = next_playoffs(r, rng, sends);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(std::minmax(games[0].red, games[0].black), std::minmax(EntrantId{9}, EntrantId{12}));
  const std::vector<TeamSend> stranger = {{3, 4}};  // player 4 is T2's
  try {
    (void)next_playoffs(r, rng, stranger);
    FAIL() << "a team sent another team's player";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "sends");
    EXPECT_NE(e.reason().find("not of team 3"), std::string::npos) << e.reason();
  }
}

TEST(TeamPlayoffs, OnlyTheListedPlacesArePlayedOff) {
  Record r = tied_for_first();
  r.rules.playoff_places = {3, 4};  // T3/T4 share 1st: not listed
  Rng rng(1);
  EXPECT_TRUE(next_playoffs(r, rng).empty());
}

// Round 1 all drawn: every team 1 match point (progressive 1) and 3 game points, so the four are
// equal on both criteria before the play-off. (Not on team-001's black points: the away teams
// had two black games, the home teams one.)
Record four_equal() {
  RuleSet rules;
  rules.rounds = 1;
  rules.team_tiebreaks = {"team_progressive", "team_game_points", "team_playoff"};
  rules.playoff_places = {1};
  return four_teams(rules)
      .match_round({M{1, 2, {{1, 4, 'D'}, {2, 5, 'D'}, {6, 3, 'D'}}},
                    M{3, 4, {{7, 10, 'D'}, {8, 11, 'D'}, {12, 9, 'D'}}}})
      .build();
}

TEST(TeamPlayoffs, FourTiedTeamsPlayARoundRobinAmongThemT12_4) {
  Record r = four_equal();
  for (const StandingRow& row : compute_team_standings(r).rows) EXPECT_EQ(row.rank, 1);
  Rng rng(5);
  const std::vector<Game> games = next_playoffs(r, rng);
  ASSERT_EQ(games.size(), 6u);  // every two teams once
  const std::vector<EntrantId> team_of = team_of_players(r);
  std::set<std::pair<EntrantId, EntrantId>> pairs;
  for (const Game& g : games) {
    pairs.insert(std::minmax(team_of[static_cast<size_t>(g.red)], team_of[static_cast<size_t>(g.black)]));
    // Equal ratings (none): the first player of each team is sent.
    EXPECT_TRUE(g.red % 3 == 1 && g.black % 3 == 1) << g.red << "-" << g.black;
  }
  EXPECT_EQ(pairs.size(), 6u);
  // T4 wins all three, T1 beats T2 and T3, T2 beats T3: T4, T1, T2, T3 (points 6, 4, 2, 0).
  const std::vector<EntrantId> strength = {0, 3, 1, 0, 4};  // by team
  for (Game g : games) {
    const EntrantId red = team_of[static_cast<size_t>(g.red)], black = team_of[static_cast<size_t>(g.black)];
    g.result = strength[static_cast<size_t>(red)] > strength[static_cast<size_t>(black)] ? Result::red_win
                                                                                         : Result::black_win;
    r.rounds.back().games.push_back(g);
  }
  const Standings done = compute_team_standings(r);
  EXPECT_EQ(done.order(), (std::vector<EntrantId>{4, 1, 2, 3}));
  EXPECT_EQ((std::vector<int>{done.rows[0].rank, done.rows[1].rank, done.rows[2].rank, done.rows[3].rank}),
            (std::vector<int>{1, 2, 3, 4}));
  EXPECT_TRUE(next_playoffs(r, rng).empty());
  EXPECT_NO_THROW(check_playoff_games(r, "t.json"));
  EXPECT_FALSE(replay_playoff_sessions(r).uncalled.has_value());
}

// A play-off armageddon (tied_for_first's format) on board 9, won by red.
Game armageddon_won_by_red(EntrantId red, EntrantId black) {
  Game g;
  g.kind = GameKind::playoff;
  g.time_control = TimeControl::armageddon;
  g.board = 9;
  g.result = Result::red_win;
  g.red = red, g.black = black;
  return g;
}

TEST(TeamPlayoffs, AGameBetweenTeamsNotTiedOrOfOneTeamIsRefusedT12_1) {
  Record r = tied_for_first();
  r.rounds.back().games.push_back(armageddon_won_by_red(1, 4));  // T1 (2 match points), T2 (0): not tied
  try {
    check_playoff_games(r, "t.json");
    FAIL() << "a play-off between teams not tied";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("of teams not tied after the list"), std::string::npos) << e.reason();
  }
  r.rounds.back().games.back().red = 7, r.rounds.back().games.back().black = 8;  // both T3's
  try {
    check_playoff_games(r, "t.json");
    FAIL() << "a play-off inside one team";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("of one team (team 3"), std::string::npos) << e.reason();
  }
}

TEST(TeamPlayoffs, AnotherPlayerOfTheSameTeamsIsTheSessionCalledForT12_5) {
  Record r = tied_for_first();
  Game g = armageddon_won_by_red(7, 10);  // not the highest-rated: the teams chose them
  r.rounds.back().games.push_back(g);
  EXPECT_FALSE(replay_playoff_sessions(r).uncalled.has_value());
  EXPECT_NO_THROW(check_playoff_games(r, "t.json"));
  g.red = 8, g.black = 11;  // a second game after the armageddon decided: no session calls for it
  r.rounds.back().games.push_back(g);
  EXPECT_EQ(replay_playoff_sessions(r).uncalled, std::optional<size_t>{r.rounds.back().games.size() - 1});
}

TEST(TeamPlayoffs, ThePlayoffListHoldsThePlayoffGamesOnly) {
  Record r = tied_for_first();
  r.rounds.back().team_byes = {2};  // (as if T2 had the round's bye: a play-off list shows none)
  Rng rng(11);
  for (const Game& g : next_playoffs(r, rng)) r.rounds.back().games.push_back(g);
  const TextTable list = pairing_table(r, 2, true, true);
  ASSERT_EQ(list.rows.size(), 1u);
  const auto column = [&](const std::string& name) {
    return static_cast<size_t>(std::find(list.header.begin(), list.header.end(), name) - list.header.begin());
  };
  EXPECT_EQ(list.rows[0][column("table")], "");  // in no match
  EXPECT_EQ(list.rows[0][column("board")], std::to_string(max_board(r.rounds.back())));
  const std::set<std::string> teams = {list.rows[0][column("home")], list.rows[0][column("away")]};
  EXPECT_EQ(teams, (std::set<std::string>{"T3", "T4"}));
}

TEST(TeamPlayoffs, SettingsAreCheckedT12_6) {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.team_tiebreaks = {"team_playoff", "team_game_points"};
  const auto key_of = [](const RuleSet& r) {
    try {
      validate_tiebreak_settings(r);
    } catch (const InputError& e) {
      return e.key() + ": " + e.reason();
    }
    return std::string("accepted");
  };
  EXPECT_EQ(key_of(rules).rfind("team_tiebreaks: 'team_playoff' (T-12.6) must be the last criterion", 0), 0u)
      << key_of(rules);
  rules.team_tiebreaks = {"team-pt14"};
  rules.playoff_places = {1, 2};
  EXPECT_EQ(key_of(rules).rfind("playoff_places: team play-offs (T-12.6) need", 0), 0u) << key_of(rules);
  rules.team_tiebreaks = {"team-001"};
  EXPECT_EQ(key_of(rules), "accepted");
  rules.knockout = Knockout::top_four;  // seeded by places 1-4 (KO-1.6): 3 and 4 may stay shared
  rules.match_playoffs = {TimeControl::super_rapid};  // KO-4.3
  EXPECT_EQ(key_of(rules), "accepted");  // the list is fine; the places are validate_rules' to check
  try {
    validate_rules(rules);
    FAIL() << "a team knockout whose places 3-4 may be shared";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "playoff_places");
  }
  rules.playoff_places = {1, 2, 3, 4};
  EXPECT_NO_THROW(validate_rules(rules));
  rules.playoff_places = {kAwardedPlaces};  // a team event awards every team place: 1-4 among them
  EXPECT_NO_THROW(validate_rules(rules));
}

}  // namespace
}  // namespace xq
