// V-7: inconsistent records are rejected with the place (key) and a reason naming the round,
// board and player. One table row per defect, each a small edit of a valid record.
#include "pairing/model/record_check.hpp"

#include <gtest/gtest.h>

#include <functional>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

// Five players, two rounds: 1-2, 3-4, bye 5; then 4-1, 5-3, bye 2.
Record valid() {
  Record r;
  for (EntrantId id = 1; id <= 5; ++id)
    r.entrants.push_back({id, "P" + std::to_string(id), "", 0, "", 0, std::nullopt});
  r.rounds.push_back(
      {1, {{1, 1, 2, Result::red_win}, {2, 3, 4, Result::draw}}, {{5, Colour::red}}, {}, {}, {}});
  r.rounds.push_back(
      {2, {{1, 4, 1, Result::black_forfeit}, {2, 5, 3, Result::pending}}, {{2, std::nullopt}}, {}, {}, {}});
  return r;
}

// Two teams of two (PT-12 numbers), one match a round on boards 1 and 2.
Record valid_team() {
  Record r;
  r.rules.format = EventFormat::team_swiss;
  r.rules.boards = 2;
  for (EntrantId id = 1; id <= 6; ++id) r.entrants.push_back({id, "", "", 0, "", 0, std::nullopt});
  r.teams = {{1, "A", {1, 2}}, {2, "B", {3, 4}}, {3, "C", {5, 6}}};
  r.rounds.push_back({1,
                      {{1, 1, 3, Result::draw}, {2, 4, 2, Result::red_win}},
                      {{5, std::nullopt}, {6, std::nullopt}},
                      {{1, 1, 2, {0, 1}}},
                      {3},
                      {}});
  return r;
}

struct Defect {
  const char* name;
  std::function<void(Record&)> edit;
  std::string key;
  std::string reason;  // a part of the reason
  bool team = false;
};

class RecordCheckDefects : public ::testing::TestWithParam<Defect> {};

TEST_P(RecordCheckDefects, AreRejectedWithPlaceAndReason) {
  const Defect& d = GetParam();
  Record r = d.team ? valid_team() : valid();
  check_record(r, "rec.json");  // the base record is fine
  d.edit(r);
  try {
    check_record(r, "rec.json");
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "rec.json");
    EXPECT_EQ(e.key(), d.key);
    EXPECT_NE(e.reason().find(d.reason), std::string::npos) << e.what();
  }
}

INSTANTIATE_TEST_SUITE_P(
    V7, RecordCheckDefects,
    ::testing::Values(
        // RR-1.4: a Swiss record given format = round_robin by hand (5 players: a table of 5 rounds).
        Defect{"round_robin_of_other_length",
               [](Record& r) {
                 r.rules.format = EventFormat::round_robin;
                 r.rules.rounds = 2;
               },
               "rules.rounds", "5 entrants play 5 rounds in a single round robin (RR-1.4), got 2"},
        Defect{"ids_not_dense", [](Record& r) { r.entrants[2].id = 4; }, "entrants[2].id",
               "entrant ids must be 1..n in order: expected 3, got 4"},
        Defect{"unknown_player", [](Record& r) { r.rounds[0].games[1].black = 9; },
               "rounds[0].games[1].black", "round 1, board 2: unknown player 9 (the event has 5 entrants)"},
        Defect{"unknown_bye", [](Record& r) { r.rounds[1].byes[0].entrant = 0; }, "rounds[1].byes[0].entrant",
               "round 2, bye: unknown player 0"},
        Defect{"twice_in_two_games", [](Record& r) { r.rounds[0].games[1].red = 1; },
               "rounds[0].games[1].red", "round 1: player 1 (P1) appears twice: on board 1 and on board 2"},
        Defect{"game_and_bye", [](Record& r) { r.rounds[1].byes[0].entrant = 3; },
               "rounds[1].byes[0].entrant",
               "round 2: player 3 (P3) appears twice: on board 2 and on the bye list"},
        Defect{"plays_himself", [](Record& r) { r.rounds[0].games[0].black = 1; }, "rounds[0].games[0].black",
               "round 1, board 1: player 1 (P1) plays himself"},
        Defect{"round_numbers", [](Record& r) { r.rounds[1].number = 3; }, "rounds[1].number",
               "round numbers must be 1..r in order: expected 2, got 3"},
        Defect{"duplicate_board", [](Record& r) { r.rounds[1].games[1].board = 1; },
               "rounds[1].games[1].board", "round 2: board 1 is used twice"},
        Defect{"board_zero", [](Record& r) { r.rounds[1].games[1].board = 0; }, "rounds[1].games[1].board",
               "board numbers start at 1"},
        Defect{"pending_then_more", [](Record& r) { r.rounds[0].games[0].result = Result::pending; },
               "rounds[0].games[0].result", "round 1, board 1: the result is pending but round 2 follows"},
        Defect{"negative_fouls", [](Record& r) { r.rounds[0].games[0].black_fouls = -1; },
               "rounds[0].games[0].black_fouls", "fouls cannot be negative"},
        Defect{"negative_rating", [](Record& r) { r.entrants[0].rating = -5; }, "entrants[0].rating",
               "player 1 (P1): rating cannot be negative"},
        Defect{"bad_rules", [](Record& r) { r.rules.points.draw = 4; }, "rules.points",
               "need win > draw >= loss"},
        // T-12: play-offs come when the list is exhausted (a record whose list has a criterion
        // after `playoff` schedules the same play-offs for ever).
        Defect{"playoff_not_last",
               [](Record& r) {
                 r.rules.tiebreaks = {"playoff", "black_games"};
                 r.rules.playoff_places = {0};
               },
               "rules.tiebreaks", "'playoff' (T-12) must be the last criterion"},
        // Settings nothing reads in the record's event (a Swiss without a final or a knockout).
        Defect{"unread_match_playoffs", [](Record& r) { r.rules.match_playoffs = {TimeControl::rapid}; },
               "rules.match_playoffs", "only a knockout match or a PI-10 final reads it"},
        Defect{"more_rounds_than_planned", [](Record& r) { r.rules.rounds = 1; }, "rules.rounds",
               "the record holds 2 rounds but rules.rounds = 1"},  // issue 13 item 10
        // Issue 14: a round of the field's changes the event never plays (here rules.rounds = 5).
        Defect{"entry_round_past_the_event",
               [](Record& r) {
                 r.rules.rounds = 5;
                 r.entrants[4].entry_round = 9;
               },
               "entrants[4].entry_round", "player 5 (P5): round 9 is past the event's 5 rounds"},
        Defect{"absent_past_the_event",
               [](Record& r) {
                 r.rules.rounds = 5;
                 r.entrants[4].absent_rounds = {4, 6};
               },
               "entrants[4].absent_rounds", "player 5 (P5): round 6 is past the event's 5 rounds"},
        Defect{"withdrawn_past_the_event",
               [](Record& r) {
                 r.rules.rounds = 5;
                 r.entrants[4].withdrawn_from_round = 7;
               },
               "entrants[4].withdrawn_from_round", "player 5 (P5): round 7 is past the event's 5 rounds"},
        Defect{"match_unknown_team", [](Record& r) { r.rounds[0].matches[0].away = 4; },
               "rounds[0].matches[0].away", "round 1, table 1: unknown team 4 (the event has 3 teams)", true},
        Defect{"match_unknown_game", [](Record& r) { r.rounds[0].matches[0].games[1] = 2; },
               "rounds[0].matches[0].games[1]", "round 1, table 1: no game 2 in this round (it has 2)", true},
        Defect{"bye_team_also_plays", [](Record& r) { r.rounds[0].team_byes = {2}; },
               "rounds[0].team_byes[0]", "round 1, team bye: team 2 appears twice", true},
        Defect{"team_ids", [](Record& r) { r.teams[1].id = 5; }, "teams[1].id", "team ids must be 1..t",
               true},
        Defect{"player_in_two_teams", [](Record& r) { r.teams[2].players[0] = 1; }, "teams[2].players[0]",
               "player 1 is in team 1 and team 3", true},
        Defect{"player_twice_in_match",  // boards repeat across tables: named with theirs
               [](Record& r) { r.rounds[0].games[1].red = r.rounds[0].games[0].red; },
               "rounds[0].games[1].red",
               "round 1: player 1 appears twice: on table 1 board 1 and on table 1 board 2", true},
        Defect{"board_twice_in_match", [](Record& r) { r.rounds[0].games[1].board = 1; },
               "rounds[0].games[1].board", "round 1, table 1: board 1 is used twice", true},
        Defect{"team_short_of_players",  // PT-12: the pairing refused it, standings took it
               [](Record& r) { r.teams[2].players.pop_back(); }, "teams[2].players",
               "team 3 has 1 players; a match has rules.boards = 2 boards (PT-12)", true},
        Defect{"team_bye_without_its_players_byes",  // PT-13: the players' game wins were lost
               [](Record& r) { r.rounds[0].byes.pop_back(); }, "rounds[0].team_byes[0]",
               "round 1: team 3 has the bye (PT-13) but its player 6 is not in the round's byes", true},
        // T-12.6: a team round's games are its matches'; a team play-off game is in no match, in
        // the stage's last round (replaying its sessions cut the games a match named: exit 3).
        Defect{"playoff_in_a_swiss_match", [](Record& r) { r.rounds[0].games[1].kind = GameKind::playoff; },
               "rounds[0].games[1].kind", "round 1, board 2: a play-off game in a team Swiss match", true},
        Defect{"game_in_no_match", [](Record& r) { r.rounds[0].matches[0].games = {0}; },
               "rounds[0].games[1]", "round 1, board 2: player 4 – player 2 is in no match", true},
        Defect{"team_playoff_before_the_last_round",
               [](Record& r) {
                 r.rules.rounds = 2;
                 Game g{3, 1, 3, Result::red_win};
                 g.kind = GameKind::playoff;
                 r.rounds[0].games.push_back(g);
               },
               "rounds[0].games[2]",
               "a team play-off game (T-12.6) in round 1: play-offs are played when the "
               "stage ends, in its last round 2",
               true}),
    [](const ::testing::TestParamInfo<Defect>& info) { return std::string(info.param.name); });

TEST(RecordCheck, PlayoffGamesMayRepeatAPairAndItsBoard) {  // KO-3
  Record r = valid();
  r.rounds[0].games.push_back({1, 2, 1, Result::draw, 0, 0, GameKind::playoff, TimeControl::rapid});
  r.rounds[0].games.push_back({1, 1, 2, Result::black_win, 0, 0, GameKind::playoff, TimeControl::armageddon});
  EXPECT_NO_THROW(check_record(r, ""));
  r.rounds[0].games.push_back({1, 2, 2, Result::draw, 0, 0, GameKind::playoff, TimeControl::rapid});
  EXPECT_THROW(check_record(r, ""), InputError);  // but never against himself
}

TEST(RecordCheck, TeamBoardsRepeatAcrossMatches) {
  Record r = valid_team();
  r.entrants.push_back({7, "", "", 0, "", 0, std::nullopt});
  r.entrants.push_back({8, "", "", 0, "", 0, std::nullopt});
  r.teams.push_back({4, "D", {7, 8}});
  r.rounds[0].byes.clear();
  r.rounds[0].team_byes.clear();
  r.rounds[0].games.push_back({1, 5, 7, Result::draw});  // boards 1 and 2 again, in another match
  r.rounds[0].games.push_back({2, 8, 6, Result::draw});
  r.rounds[0].matches.push_back({2, 3, 4, {2, 3}});
  EXPECT_NO_THROW(check_record(r, ""));
  r.rounds[0].matches[1].table = 1;  // but tables do not: a sheet's "1,1,1-0" would name two games
  try {
    check_record(r, "rec.json");
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "rounds[0].matches[1].table");
    EXPECT_NE(std::string(e.what()).find("round 1, table 1: two matches have this table"), std::string::npos)
        << e.what();
  }
}

// Issue 13 item 10: rounds past rules.rounds would escape every Swiss check. 0 = not set: no
// limit; a PI-10 final is round final_after_round + 1, within the plan.
TEST(RecordCheck, RoundsUpToThePlanAreFine) {
  Record r = valid();  // two rounds
  for (int planned : {0, 2, 3}) {
    r.rules.rounds = planned;
    EXPECT_NO_THROW(check_record(r, "")) << planned;
  }
  r.rules.rounds = 2;
  r.rules.final_after_round = 1;
  r.rounds[1].games[0].kind = GameKind::final_game;
  EXPECT_NO_THROW(check_record(r, ""));
  EXPECT_EQ(rounds_beyond_rules(r, "rules.rounds"), std::nullopt);
  r.rules.rounds = 1;
  r.rules.final_after_round = 0;
  EXPECT_EQ(rounds_beyond_rules(r, "XXR"), "the record holds 2 rounds but XXR = 1");
}

// Withdrawn from the round after the last: recorded once the event's rounds were played, it changes
// nothing and is kept; and without rules.rounds there is no plan to be past.
TEST(RecordCheck, AWithdrawalAfterTheLastRoundIsFine) {
  Record r = valid();
  r.rules.rounds = 5;
  r.entrants[4].withdrawn_from_round = 6;
  EXPECT_NO_THROW(check_record(r, "rec.json"));
  r.rules.rounds = 0;
  r.entrants[4].withdrawn_from_round = 0;
  r.entrants[4].entry_round = 99;
  EXPECT_NO_THROW(check_record(r, "rec.json"));
}

TEST(RecordCheck, EmptyAndUnplayedRecordsAreFine) {
  EXPECT_NO_THROW(check_record(Record{}, ""));
  Record r = valid();
  r.rounds.clear();
  EXPECT_NO_THROW(check_record(r, ""));
}

}  // namespace
}  // namespace xq
