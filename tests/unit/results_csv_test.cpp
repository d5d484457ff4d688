// Results sheets (pairing/results_csv.hpp) and the pairing list (reports/pairing_report.hpp):
// result notation, reading a sheet, entering it into a record (partial, complete, corrected,
// team events, TRF records found by players), every refusal, and the list → sheet round trip.
#include "pairing/io/results_csv.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "pairing/io/zh_terms.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "reports/pairing_report.hpp"
#include "tests/support/input_error.hpp"
#include "tests/support/knockout_records.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

using test::error_of;

// --- notation

struct Spelling {
  std::string text;
  Result result;
};

class ResultNotation : public ::testing::TestWithParam<Spelling> {};

TEST_P(ResultNotation, Parses) {
  EXPECT_EQ(parse_result_text(GetParam().text), GetParam().result) << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(
    Spellings, ResultNotation,
    ::testing::Values(Spelling{"1-0", Result::red_win}, Spelling{" 0-1 ", Result::black_win},
                      Spelling{"1/2", Result::draw}, Spelling{"=", Result::draw},
                      Spelling{"1/2-1/2", Result::draw}, Spelling{"½-½", Result::draw},
                      Spelling{"+/-", Result::black_forfeit}, Spelling{"-/+", Result::red_forfeit},
                      Spelling{"-/-", Result::double_forfeit}, Spelling{"red_win", Result::red_win},
                      Spelling{"Draw", Result::draw}, Spelling{"BLACK_WIN", Result::black_win},
                      Spelling{"black_forfeit", Result::black_forfeit},
                      Spelling{"red_forfeit", Result::red_forfeit},
                      Spelling{"double_forfeit", Result::double_forfeit}, Spelling{"红胜", Result::red_win},
                      Spelling{"和", Result::draw}, Spelling{"黑胜", Result::black_win},
                      // Spaces inside do not matter either (docs/cli.md).
                      Spelling{"1 - 0", Result::red_win}, Spelling{"1/2 - 1/2", Result::draw},
                      Spelling{"+ / -", Result::black_forfeit}, Spelling{"\t0 -\t1", Result::black_win}));

TEST(ResultNotation, UnknownAndPendingAreNotResults) {
  for (const char* t : {"", "pending", "1:0", "2-0", "x", "+", "1-1"})
    EXPECT_FALSE(parse_result_text(t)) << t;
}

// Issue 15: a round of 50,000 boards still to come is named by its first ten, then counted.
TEST(PendingList, ListsTheFirstTenAndCountsTheRest) {
  Round round;
  round.number = 1;
  for (int b = 1; b <= 50'000; ++b) round.games.push_back(Game{b, 2 * b - 1, 2 * b});
  const std::vector<std::string> pending = pending_games(round);
  ASSERT_EQ(pending.size(), 50'000u);
  const std::string text = pending_list(pending);
  EXPECT_EQ(text.rfind("board 1 (1–2), board 2 (3–4), board 3 (5–6), ", 0), 0u) << text;
  EXPECT_NE(text.find("board 10 (19–20) … and 49990 more"), std::string::npos) << text;
  EXPECT_EQ(text.find("board 11"), std::string::npos);
  EXPECT_LT(text.size(), 300u);
  EXPECT_EQ(pending_list({"board 3 (5–6)"}), "board 3 (5–6)");
  EXPECT_EQ(pending_list({}), "");
}

TEST(ResultNotation, ShortFormsReadBack) {
  for (Result r : {Result::red_win, Result::draw, Result::black_win, Result::red_forfeit,
                   Result::black_forfeit, Result::double_forfeit}) {
    EXPECT_EQ(parse_result_text(result_text(r)), r);
    EXPECT_EQ(parse_result_text(zh_result(r)), r);  // a Chinese list's words too (zh_terms)
  }
  EXPECT_EQ(result_text(Result::pending), "");
  EXPECT_EQ(zh_result(Result::black_forfeit), "黑方弃权");  // black absent: red wins (S-2)
}

// `export --lang zh`'s results list as a sheet: Chinese headings are the columns' names, 轮空 is the
// bye's line, a play-off's 对局 cell names its time control in Chinese.
TEST(ResultSheet, AChineseResultsListIsRead) {
  const ResultSheet s = parse_results_csv(
      "轮次,台次,对局,红方序号,红方,红方积分,黑方序号,黑方,黑方积分,结果\n"
      "3,1,,2,B,2,5,E,2,红胜\n3,1,附加赛（快棋）,5,E,2,2,B,2,双方弃权\n3,轮空,,4,D,1,,,,\n",
      "zh.csv");
  ASSERT_EQ(s.lines.size(), 3u);
  EXPECT_TRUE(s.has_board && s.has_players && s.has_game);
  EXPECT_EQ(s.lines[0].round, 3);
  EXPECT_EQ(s.lines[0].board, 1);
  EXPECT_EQ(s.lines[0].red, 2);
  EXPECT_EQ(s.lines[0].result, Result::red_win);
  EXPECT_FALSE(s.lines[0].playoff);
  EXPECT_EQ(s.lines[1].playoff, TimeControl::rapid);
  EXPECT_EQ(s.lines[1].result, Result::double_forfeit);
  EXPECT_TRUE(s.lines[2].bye);
  EXPECT_EQ(s.lines[2].red, 4);
  for (TimeControl tc :
       {TimeControl::standard, TimeControl::rapid, TimeControl::super_rapid, TimeControl::armageddon})
    EXPECT_EQ(parse_zh_playoff_game_label(zh_playoff_game_label(tc)), tc);
  const std::string bad =
      error_of([] { (void)parse_results_csv("台次,对局,结果\n1,附加赛（慢）,1-0\n", "zh.csv"); });
  EXPECT_NE(bad.find("附加赛（快棋）"), std::string::npos) << bad;
}

// --- a record: 5 players, round 1 paired (board 1: 1–3, board 2: 4–2, bye 5)

Record round_one() {
  RuleSet rules;
  rules.rounds = 5;
  Record r = test::make_record(5, rules);
  test::add_round(r, {test::game(1, 1, 3, Result::pending), test::game(2, 4, 2, Result::pending)}, {5});
  return r;
}

ResultsSummary enter(Record& r, const std::string& csv, ResultsOptions o = {}) {
  return apply_results(r, parse_results_csv(csv, "res.csv"), o);
}

TEST(ApplyResults, PartialEntryThenTheRest) {
  Record r = round_one();
  ResultsSummary s = enter(r, "board,result,red_fouls,black_fouls\n2,0-1,,2\n");
  EXPECT_EQ(s.round, 1);
  EXPECT_EQ(s.entered, 1);
  EXPECT_EQ(s.pending, (std::vector<std::string>{"board 1 (1–3)"}));
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_win);
  EXPECT_EQ(r.rounds[0].games[1].black_fouls, 2);
  EXPECT_EQ(r.rounds[0].games[0].result, Result::pending);
  s = enter(r, "result,board\n=,1\n");  // any column order
  EXPECT_EQ(s.entered, 1);
  EXPECT_TRUE(s.pending.empty());
  EXPECT_EQ(r.rounds[0].games[0].result, Result::draw);
}

// A sheet typed with a Chinese input method: U+3000 (and U+00A0) around a cell are spaces too.
TEST(ApplyResults, IdeographicSpacesAroundACellAreDropped) {
  Record r = round_one();
  const ResultsSummary s = enter(r, "board,result\n1\u3000,\u3000红胜\n\u00A02,\"0-1\u3000\"\n");
  EXPECT_EQ(s.entered, 2);
  EXPECT_EQ(r.rounds[0].games[0].result, Result::red_win);
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_win);
}

TEST(ApplyResults, EmptyResultCellsAreGamesNotFinished) {
  Record r = round_one();
  const ResultsSummary s = enter(r, "round,board,result\n1,1,\n1,2,+/-\n");
  EXPECT_EQ(s.entered, 1);
  EXPECT_EQ(s.pending.size(), 1u);
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_forfeit);
}

// A line giving the result the board has already changes nothing: the printed sheet carries the
// forfeits the pairing wrote (a round robin's table, a knockout's bracket) back as they are.
TEST(ApplyResults, TheResultABoardHasAlreadyIsNoChange) {
  Record r = round_one();
  r.rounds[0].games[1].result = Result::black_forfeit;  // written by the pairing: 2 not there
  const ResultsSummary s = enter(r, "board,result\n1,1/2\n2,+/-\n");
  EXPECT_EQ(s.entered, 1);
  EXPECT_EQ(s.unchanged, 1);
  EXPECT_EQ(s.corrected, 0);
  EXPECT_TRUE(s.pending.empty());
  EXPECT_EQ(r.rounds[0].games[0].result, Result::draw);
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_forfeit);
  // The same result with other fouls is a change, refused without --correct.
  Record fouls = round_one();
  fouls.rounds[0].games[1].result = Result::black_forfeit;
  const std::string msg = error_of([&] { enter(fouls, "board,result,red_fouls\n2,+/-,1\n"); });
  EXPECT_NE(msg.find("board 2 already has a result (+/-); to change it, give --correct"), std::string::npos)
      << msg;
}

// S-2: a game a side of which the record keeps out of the round (here: 1 and 2 announced absent in
// round 1, as the pairing of a round robin or a knockout leaves them in the table) has one result,
// its forfeit by that side — entered or corrected, nothing else; both away: a double forfeit.
TEST(ApplyResults, APlayerKeptOutOfTheRoundCanOnlyLoseByForfeit) {
  Record r = round_one();
  r.entrants[0].absent_rounds = {1};
  const Record before = r;
  for (const char* wrong : {"1-0", "1/2", "0-1", "+/-", "-/-"}) {
    SCOPED_TRACE(wrong);
    const std::string msg = error_of([&] { enter(r, std::string("board,result\n1,") + wrong + "\n"); });
    EXPECT_NE(
        msg.find("res.csv:2: result: board 1: 1 (" + r.entrant(1).name +
                 ") is announced absent in round 1, so the game is lost by forfeit (-/+, S-2), the only "
                 "result it can have"),
        std::string::npos)
        << msg;
    EXPECT_EQ(r, before);
  }
  EXPECT_EQ(enter(r, "board,result\n1,-/+\n").entered, 1);
  const std::string msg =
      error_of([&] { enter(r, "board,result\n1,0-1\n", ResultsOptions{.correct = true}); });
  EXPECT_NE(msg.find("the only result it can have"), std::string::npos) << msg;
  Record both = round_one();
  both.entrants[0].withdrawn_from_round = 1;
  both.entrants[2].absent_rounds = {1};
  EXPECT_NE(error_of([&] { enter(both, "board,result\n1,-/+\n"); }).find("lost by forfeit (-/-, S-2)"),
            std::string::npos);
  EXPECT_EQ(enter(both, "board,result\n1,-/-\n").entered, 1);
}

TEST(ApplyResults, CorrectReplacesAResult) {
  Record r = round_one();
  enter(r, "board,result\n1,1-0\n2,1-0\n");
  const std::string msg = error_of([&] { enter(r, "board,result\n1,0-1\n"); });
  EXPECT_NE(
      msg.find("res.csv: round 1 is complete: every board has a result (to change one, give --correct)"),
      std::string::npos)
      << msg;
  ResultsOptions o;
  o.correct = true;
  const ResultsSummary s = enter(r, "board,result\n1,0-1\n", o);
  EXPECT_EQ(s.corrected, 1);
  EXPECT_EQ(s.entered, 0);
  EXPECT_EQ(r.rounds[0].games[0].result, Result::black_win);
}

// T-7, docs/cli.md "empty = none": with a result, an empty fouls cell clears the fouls recorded —
// a correction names the change; a sheet without the fouls columns keeps them.
TEST(ApplyResults, AnEmptyFoulsCellIsNoneAColumnLeftOutKeepsThem) {
  Record r = round_one();
  enter(r, "board,result,red_fouls,black_fouls\n1,=,6,1\n2,1-0,2,\n");
  // (each call stores a new round: the game is read afresh after it, never held across)
  const auto game = [&r]() -> const Game& { return r.rounds[0].games[0]; };
  ASSERT_EQ(game().red_fouls, 6);
  ResultsOptions o;
  o.correct = true;
  EXPECT_EQ(enter(r, "board,result\n1,=\n", o).unchanged, 1) << "no fouls columns: kept";
  EXPECT_EQ(game().red_fouls, 6);
  const ResultsSummary s = enter(r, "board,result,red_fouls,black_fouls\n1,=,,\n", o);
  EXPECT_EQ(s.corrected, 1);
  EXPECT_EQ(s.corrections, std::vector<std::string>{"board 1 (1–3): 1/2 → 1/2, fouls 6–1 → 0–0"});
  EXPECT_EQ(game().red_fouls, 0);
  EXPECT_EQ(game().black_fouls, 0);
  EXPECT_EQ(r.rounds[0].games[1].red_fouls, 2) << "a board not on the sheet keeps its fouls";
}

TEST(ApplyResults, TheBoardOfThePairingListIsSkipped) {
  Record r = round_one();
  const ResultsSummary s = enter(r, "round,board,red_no,black_no,result\n1,1,1,3,1-0\n1,bye,5,,\n");
  EXPECT_EQ(s.entered, 1);
}

struct BadSheet {
  std::string name, csv, message;
  bool by_players = false;
};

class ApplyResultsErrors : public ::testing::TestWithParam<BadSheet> {};

TEST_P(ApplyResultsErrors, RefuseWithFileLineAndReasonLeavingTheRecordUnchanged) {
  Record r = round_one();
  r.rounds[0].games[1].result = Result::draw;  // board 2 already has a result
  const Record before = r;
  ResultsOptions o;
  o.by_players = GetParam().by_players;
  const std::string msg = error_of([&] { enter(r, GetParam().csv, o); });
  EXPECT_NE(msg.find(GetParam().message), std::string::npos) << msg;
  EXPECT_EQ(r, before) << "all or nothing";
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, ApplyResultsErrors,
    ::testing::Values(
        BadSheet{"no_such_board", "board,result\n1,1-0\n7,1-0\n",
                 "res.csv:3: board: round 1 has no board 7 (boards: 1, 2)"},
        BadSheet{"board_twice", "board,result\n1,1-0\n1,0-1\n",
                 "res.csv:3: board: board 1 is given twice (also on line 2)"},
        BadSheet{"already_has_a_result", "board,result\n2,1-0\n",
                 "res.csv:2: result: board 2 already has a result (1/2); to change it, give --correct"},
        BadSheet{"unknown_result", "board,result\n1,1:0\n",
                 "res.csv:2: column 2 (result): unknown result '1:0'; use 1-0"},
        BadSheet{"pending_is_not_a_result", "board,result\n1,pending\n", "'pending' is not a result"},
        BadSheet{"earlier_round", "round,board,result\n0,1,1-0\n",
                 "res.csv:2: column 1 (round): expected a whole number"},
        BadSheet{"later_round", "round,board,result\n2,1,1-0\n",
                 "res.csv:2: round: round 2 is not paired: the record has 1 round"},
        BadSheet{"wrong_red", "board,red_no,result\n1,2,1-0\n",
                 "res.csv:2: red_no: board 1 has 1 (1) red, the line says 2"},
        BadSheet{"wrong_black", "board,black_no,result\n1,5,1-0\n",
                 "res.csv:2: black_no: board 1 has 3 (3) black, the line says 5"},
        BadSheet{"fouls_without_result", "board,result,red_fouls\n1,,1\n",
                 "res.csv:2: column 3 (red_fouls): fouls without a result"},
        BadSheet{"bad_fouls", "board,result,red_fouls\n1,1-0,many\n",
                 "column 3 (red_fouls): expected a whole number from 0 to 99"},
        BadSheet{"result_on_the_bye", "board,result\nbye,1-0\n",
                 "res.csv:2: column 2 (result): the bye has no result"},
        // The bye's line is checked as any other (it skipped every check): its round, its player
        // (red_no on pair's sheet), and no game's columns (S-3).
        BadSheet{"bye_of_a_round_not_paired", "round,board,result\n2,bye,\n1,1,1-0\n",
                 "res.csv:2: round: round 2 is not paired: the record has 1 round"},
        BadSheet{"bye_of_another_player", "board,red_no,result\nbye,3,\n",
                 "res.csv:2: red_no: 3 (3) has no bye in round 1 (the bye: 5 (5))"},
        BadSheet{
            "fouls_on_the_bye", "board,result,red_fouls\nbye,,1\n",
            "res.csv:2: column 3 (red_fouls): a bye is no game (S-3): leave red_fouls empty on its line"},
        BadSheet{"bye_twice", "board,red_no,result\nbye,5,\n1,1,1-0\nbye,5,\n",
                 "res.csv:4: red_no: the bye of 5 (5) is given twice (also on line 2)"},
        BadSheet{"an_opponent_of_the_bye", "board,red_no,black_no,result\nbye,5,3,\n",
                 "res.csv:2: column 3 (black_no): a bye is no game (S-3)"},
        BadSheet{"table_in_an_individual_event", "table,board,result\n7,1,1-0\n",
                 "res.csv:2: table: an individual event has no tables (team matches)"},
        BadSheet{"unknown_column", "board,result,comment\n1,1-0,x\n",
                 "res.csv:1: column 3 (comment): unknown column"},
        BadSheet{"no_result_column", "board,score\n1,1\n", "column 2 (score): unknown column"},
        BadSheet{"no_result_column_at_all", "board\n1\n", "res.csv:1: no 'result' column"},
        BadSheet{"no_board_column", "red_no,result\n1,1-0\n", "res.csv: no 'board' column"},
        BadSheet{"empty_board", "board,result\n,1-0\n", "res.csv:2: board: empty"},
        BadSheet{"trf_needs_players", "board,result\n1,1-0\n", "keeps no board numbers (TRF)", true},
        BadSheet{"trf_no_such_game", "red_no,black_no,result\n1,2,1-0\n",
                 "res.csv:2: red_no: round 1 has no game 1 (1) – 2 (2)", true},
        BadSheet{"trf_game_twice", "red_no,black_no,result\n1,3,1-0\n1,3,0-1\n",
                 "res.csv:3: red_no: the game 1 (1) – 3 (3) is given twice (also on line 2)", true},
        BadSheet{"trf_colours_swapped", "red_no,black_no,result\n3,1,1-0\n",
                 "res.csv:2: red_no: in round 1 1 (1) has red and 3 (3) black, not the other way round",
                 true}),
    [](const auto& info) { return info.param.name; });

TEST(ApplyResults, EarlierRoundIsOver) {
  Record r = round_one();
  enter(r, "board,result\n1,1-0\n2,1-0\n");
  test::add_round(r, {test::game(1, 3, 4, Result::pending), test::game(2, 5, 1, Result::pending)}, {2});
  const std::string msg = error_of([&] { enter(r, "round,board,result\n1,1,1-0\n"); });
  EXPECT_NE(
      msg.find(
          "res.csv:2: round: round 1 is over (round 2 is paired after it): results go to the last round, 2"),
      std::string::npos)
      << msg;
}

// A sheet of an earlier round given when the last round is complete: the round is named first
// (it was sent to --correct, which then named the round).
TEST(ApplyResults, AnEarlierRoundsSheetIsNamedBeforeTheCompleteRound) {
  Record r = round_one();
  enter(r, "board,result\n1,1-0\n2,1-0\n");
  test::add_round(r, {test::game(1, 3, 4, Result::red_win), test::game(2, 5, 1, Result::draw)}, {2});
  const std::string msg = error_of([&] { enter(r, "round,board,result\n1,1,1-0\n"); });
  EXPECT_NE(msg.find("res.csv:2: round: round 1 is over (round 2 is paired after it)"), std::string::npos)
      << msg;
  // The bye's line of the current round is fine, and the round then is complete.
  const std::string complete = error_of([&] { enter(r, "round,board,red_no,result\n2,bye,2,\n"); });
  EXPECT_NE(complete.find("round 2 is complete"), std::string::npos) << complete;
}

// A round of walkovers and byes only (a knockout round whose matches all went by walkover, a
// round emptied by absences) has no board to name: said so, not "(boards: )".
TEST(ApplyResults, ARoundWithoutGamesSaysSo) {
  Record r = round_one();
  enter(r, "board,result\n1,1-0\n2,1-0\n");
  test::add_round(r, {}, {1, 2, 3, 4, 5});
  ResultsOptions o;
  o.correct = true;
  const std::string msg = error_of([&] { enter(r, "board,result\n1,1-0\n", o); });
  EXPECT_NE(msg.find("res.csv:2: board: round 2 has no board 1 (the round has no game)"), std::string::npos)
      << msg;
}

// KO-3.3: a correction giving a chooser's game the other colours keeps each player's fouls his
// own (T-7): they moved to the other player with the colours.
TEST(ApplyResults, TheChoosersOtherColoursKeepEachPlayersFouls) {
  Record r = round_one();
  r.rounds[0].games[0].chooser = 1;  // board 1: 1 red, 3 black; 1 chooses (KO-3.3)
  enter(r, "board,result,red_fouls\n1,1-0,1\n");
  ResultsOptions o;
  o.correct = true;
  const ResultsSummary s = enter(r, "board,red_no,black_no,result\n1,3,1,0-1\n", o);
  EXPECT_EQ(s.corrected, 1);
  const Game& g = r.rounds[0].games[0];  // (the round is replaced by each entry: read it after)
  EXPECT_EQ(g.red, 3);
  EXPECT_EQ(g.red_fouls, 0);
  EXPECT_EQ(g.black_fouls, 1) << "player 1's foul, now that he is black";
}

TEST(ApplyResults, NoRounds) {
  Record r = test::make_record(4);
  EXPECT_NE(error_of([&] {
              enter(r, "board,result\n1,1-0\n");
            }).find("res.csv: the record has no rounds: pair round 1 first"),
            std::string::npos);
}

TEST(ApplyResults, TrfRecordsFindGamesByPlayers) {
  Record r = round_one();
  ResultsOptions o;
  o.by_players = true;
  const ResultsSummary s = enter(r, "board,red_no,black_no,result\n9,4,2,0-1\n", o);  // the board is not read
  EXPECT_EQ(s.entered, 1);
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_win);
  // The game still to come is named by its players: a TRF record's board numbers are its
  // reader's, not those of the pairing list the arbiter holds.
  EXPECT_EQ(s.pending, std::vector<std::string>{"1–3"});
  EXPECT_EQ(pending_games(r.rounds[0]), std::vector<std::string>{"board 1 (1–3)"});
  // …and so is a game in every message and correction.
  const std::string again = error_of([&] { enter(r, "red_no,black_no,result\n4,2,1-0\n", o); });
  EXPECT_NE(
      again.find("res.csv:2: result: the game 4–2 already has a result (0-1); to change it, give --correct"),
      std::string::npos)
      << again;
  o.correct = true;
  EXPECT_EQ(enter(r, "red_no,black_no,result\n4,2,1-0\n", o).corrections,
            std::vector<std::string>{"4–2: 0-1 → 1-0"});
}

// A team event's round: two matches of two boards; boards repeat across tables.
Record team_round() {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.boards = 2;
  rules.rounds = 3;
  Record r = test::make_record(10, rules);
  for (int t = 1; t <= 5; ++t)
    r.teams.push_back(Team{t, "T" + std::to_string(t), {2 * t - 1, 2 * t}, std::nullopt});
  Round rd;
  rd.number = 1;
  rd.games = {test::game(1, 1, 3, Result::pending), test::game(2, 4, 2, Result::pending),
              test::game(1, 5, 7, Result::pending), test::game(2, 8, 6, Result::pending)};
  rd.matches = {Match{2, 3, 4, {2, 3}}, Match{1, 1, 2, {0, 1}}};
  rd.team_byes = {5};
  for (EntrantId p : {9, 10}) rd.byes.push_back(Bye{p, std::nullopt});
  r.rounds.push_back(rd);
  return r;
}

TEST(ApplyResults, TeamEventsNameTableAndBoard) {
  Record r = team_round();
  const ResultsSummary s = enter(r, "table,board,result\n2,1,1-0\n1,2,0-1\n");
  EXPECT_EQ(s.entered, 2);
  EXPECT_EQ(r.rounds[0].games[2].result, Result::red_win);    // table 2 board 1: 5–7
  EXPECT_EQ(r.rounds[0].games[1].result, Result::black_win);  // table 1 board 2: 4–2
  EXPECT_EQ(s.pending, (std::vector<std::string>{"table 1 board 1 (1–3)", "table 2 board 2 (8–6)"}));
  EXPECT_NE(error_of([&] { enter(r, "board,result\n1,1-0\n"); }).find("no 'table' column"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              enter(r, "table,board,result\n3,1,1-0\n");
            }).find("res.csv:2: table: round 1 has no table 3"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              enter(r, "table,board,result\n1,1,1-0\n1,1,1-0\n");
            }).find("res.csv:3: board: table 1 board 1 is given twice"),
            std::string::npos);
}

// KO-4.1: in a team knockout the team placed higher moves first or second for the whole table. A
// line giving one chosen board the other way round turns the table's boards not given yet with it;
// a sheet giving some boards of a table each way is refused, the record unchanged.
TEST(ApplyResults, ATeamsColourChoiceIsTheWholeTablesKO4_1) {
  Record semis = test::four_team_stage(test::team_top_four_rules());
  Rng rng(3);
  PairingResult p = pair_next_round(semis, rng);
  ASSERT_TRUE(p.ok());
  semis.rounds.push_back(p.round);
  // Table 1: T1 home (chose, moving first): board 1 1–3, board 2 4–2; table 2: 5–7, 8–6.
  Record r = semis;
  enter(r, "table,board,red_no,black_no,result\n1,1,3,1,1-0\n");  // T1 moves second after all
  const std::vector<Game>& g = r.rounds.back().games;
  EXPECT_EQ(std::pair(g[0].red, g[0].black), std::pair(3, 1));
  EXPECT_EQ(std::pair(g[1].red, g[1].black), std::pair(2, 4));  // board 2 with it
  EXPECT_EQ(std::pair(g[2].red, g[2].black), std::pair(5, 7));  // table 2 not
  EXPECT_EQ(enter(r, "table,board,result\n1,2,1-0\n").entered, 1);
  EXPECT_EQ(r.rounds.back().games[1].result, Result::red_win);

  Record mixed = semis;
  EXPECT_NE(
      error_of([&] { enter(mixed, "table,board,red_no,black_no,result\n1,1,3,1,1-0\n1,2,4,2,1/2\n"); })
          .find("res.csv:3: red_no: table 1: board 1 has the colours the other way round and board 2 as "
                "paired; the team that chooses moves first or second on every board of its table (KO-4.1)"),
      std::string::npos);
  EXPECT_EQ(mixed, semis);
}

// --- the pairing list

std::string text_of(const TextTable& t, bool csv) {
  std::ostringstream out;
  if (csv)
    t.write_csv(out);
  else
    t.write_text(out);
  return out.str();
}

TEST(PairingList, IndividualTableWithScoresBeforeTheRoundAndTheBye) {
  Record r = round_one();
  enter(r, "board,result\n1,1-0\n2,=\n");
  test::add_round(r, {test::game(1, 1, 5, Result::pending), test::game(2, 2, 3, Result::pending)}, {4});
  r.entrants[0].name = "王天一";
  EXPECT_EQ(text_of(pairing_table(r, 2), false),
            "board  red_no  red_name  red_score  black_no  black_name  black_score\n"
            "---------------------------------------------------------------------\n"
            "    1       1  王天一            2         5  5                     2\n"
            "    2       2  2                 1         3  3                     0\n"
            "  bye       4  4                 1\n");
  EXPECT_EQ(text_of(pairing_table(r, 1, true), true),
            "round,board,red_no,red_name,red_score,black_no,black_name,black_score,result\n"
            "1,1,1,王天一,0,3,3,0,1-0\n"
            "1,2,4,4,0,2,2,0,1/2\n"
            "1,bye,5,5,0,,,,\n");
}

TEST(PairingList, TheCsvListFilledInIsAResultsSheet) {
  Record r = round_one();
  std::string sheet = text_of(pairing_table(r, 1, true), true);
  // Fill in board 1 only: the line "1,1,1,1,0,3,3,0," gets "0-1".
  const size_t eol = sheet.find('\n', sheet.find("\n1,1,") + 1);
  sheet.insert(eol, "0-1");
  const ResultsSummary s = enter(r, sheet);
  EXPECT_EQ(s.entered, 1);
  EXPECT_EQ(r.rounds[0].games[0].result, Result::black_win);
  EXPECT_EQ(s.pending.size(), 1u);
}

TEST(PairingList, TeamEventsListTablesWithHomeAndAway) {
  const Record r = team_round();
  EXPECT_EQ(text_of(pairing_table(r, 1, true), true),
            "round,table,home,away,board,red_no,red_name,red_score,black_no,black_name,black_score,result\n"
            "1,1,T1,T2,1,1,1,0,3,3,0,\n"
            "1,1,T1,T2,2,4,4,0,2,2,0,\n"
            "1,2,T3,T4,1,5,5,0,7,7,0,\n"
            "1,2,T3,T4,2,8,8,0,6,6,0,\n"
            "1,bye,T5,,,,,,,,,\n");
  // …and it reads back as a sheet (the team bye line is skipped).
  Record copy = r;
  EXPECT_EQ(enter(copy, text_of(pairing_table(r, 1, true), true)).entered, 0);
}

}  // namespace
}  // namespace xq
