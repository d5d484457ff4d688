// T-12 play-offs for places: the order play-off games give (playoff_order.hpp), the games the
// engine schedules when the event ends (playoff_schedule.hpp, next_playoffs), and the standings
// that read them — each worked by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/playoff_order.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/tiebreaks.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::bye;
using test::playoff;
using test::RecordBuilder;

std::vector<int> positions(const std::vector<Game>& games, std::vector<EntrantId> group) {
  std::vector<const Game*> ptrs;
  for (const Game& g : games) ptrs.push_back(&g);
  return playoff_positions(ptrs, group);
}

Game game(EntrantId red, EntrantId black, Result r, TimeControl tc = TimeControl::rapid) {
  Game g;
  g.red = red, g.black = black, g.result = r, g.kind = GameKind::playoff, g.time_control = tc;
  return g;
}

TEST(PlayoffOrder, TwoPlayersTheFirstDecisiveGameDecidesT12_3) {
  // A rapid draw decides nothing and is replayed; the replay's winner is ahead.
  EXPECT_EQ(positions({game(4, 7, Result::draw), game(7, 4, Result::red_win)}, {4, 7}),
            (std::vector<int>{1, 0}));
  // Nothing decisive yet: still equal.
  EXPECT_EQ(positions({game(4, 7, Result::draw)}, {4, 7}), (std::vector<int>{0, 0}));
  // T-12.2 (001): an armageddon draw is a win for black.
  EXPECT_EQ(positions({game(4, 7, Result::draw, TimeControl::armageddon)}, {4, 7}), (std::vector<int>{1, 0}));
  // A game of somebody outside the group is not theirs.
  EXPECT_EQ(positions({game(4, 9, Result::red_win)}, {4, 7}), (std::vector<int>{0, 0}));
}

TEST(PlayoffOrder, ThreeOrMorePlayARoundRobinThenAgainAmongThoseStillEqualT12_4) {
  // 1 beats 2 and 3; 2–3 drawn: 1 has 4, 2 and 3 one each. Then 3 beats 2 in their own play-off.
  const std::vector<Game> games = {game(1, 2, Result::red_win), game(3, 1, Result::black_win),
                                   game(2, 3, Result::draw), game(2, 3, Result::black_win)};
  EXPECT_EQ(positions(games, {1, 2, 3}), (std::vector<int>{0, 2, 1}));
  // Without the last game 2 and 3 are still equal, behind 1.
  EXPECT_EQ(positions({games.begin(), games.begin() + 3}, {1, 2, 3}), (std::vector<int>{0, 1, 1}));
  // A cycle (each beats one) leaves all three equal.
  EXPECT_EQ(positions({game(1, 2, Result::red_win), game(2, 3, Result::red_win), game(3, 1, Result::red_win)},
                      {1, 2, 3}),
            (std::vector<int>{0, 0, 0}));
  // An unfinished round robin orders nobody, even who won their game.
  EXPECT_EQ(
      positions({game(1, 2, Result::red_win), game(2, 3, Result::pending), game(3, 1, Result::black_win)},
                {1, 2, 3}),
      (std::vector<int>{0, 0, 0}));
}

// Three players, rr_bye none, every game drawn: equal on the score and on every criterion of
// wxc-rr (T-10 2 each, T-2 2 each, no wins, one black game each; T-6 needs exactly two).
RecordBuilder three_drawn() {
  RecordBuilder b(3);
  b.rules().format = EventFormat::round_robin;
  b.rules().rounds = 3;
  b.rules().tiebreaks = {"wxc-rr"};
  b.rules().playoff_places = {0};  // all
  // Berger table of 4 (number 4 the sit-out): R1 1-4 2-3; R2 4-3 1-2; R3 2-4 3-1.
  b.round({bye(1), {2, 3, 'D'}}).round({bye(3), {1, 2, 'D'}}).round({bye(2), {3, 1, 'D'}});
  return b;
}

TEST(Playoffs, AThreeWayTieForEveryPlaceGetsARoundRobinOfPlayoffGames) {
  Record r = three_drawn().build();
  const Standings before = compute_standings(r);
  for (const StandingRow& row : before.rows) EXPECT_EQ(row.rank, 1);
  Rng rng(7);
  const std::vector<Game> games = next_playoffs(r, rng);
  ASSERT_EQ(games.size(), 3u);
  std::set<std::pair<EntrantId, EntrantId>> pairs;
  for (size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(games[i].kind, GameKind::playoff);
    EXPECT_EQ(games[i].time_control, TimeControl::rapid);
    EXPECT_EQ(games[i].result, Result::pending);
    EXPECT_EQ(games[i].board, static_cast<int>(i) + 2);  // after the last round's board 1
    pairs.insert(std::minmax(games[i].red, games[i].black));
  }
  EXPECT_EQ(pairs, (std::set<std::pair<EntrantId, EntrantId>>{{1, 2}, {1, 3}, {2, 3}}));
  // Pending play-offs: nothing more is due until they are played.
  r.rounds.back().games.insert(r.rounds.back().games.end(), games.begin(), games.end());
  EXPECT_TRUE(next_playoffs(r, rng).empty());
  // Paired, none played: the place is still shared, and the `playoff` column blank (not "1").
  const Standings paired = compute_standings(r);
  for (const StandingRow& row : paired.rows) {
    EXPECT_EQ(row.rank, 1);
    EXPECT_EQ(row.values.back().text, "") << row.id;
  }
  // 3 wins both, 1–2 drawn: 3 first; 1 and 2 still share 2nd, so they play one game.
  for (Game& g : r.rounds.back().games) {
    if (g.kind != GameKind::playoff) continue;
    g.result = g.red == 3 ? Result::red_win : g.black == 3 ? Result::black_win : Result::draw;
  }
  const Standings mid = compute_standings(r);
  EXPECT_EQ(mid.rows[0].id, 3);
  EXPECT_EQ(mid.rows[0].rank, 1);
  EXPECT_EQ(mid.rows[1].rank, 2);
  EXPECT_EQ(mid.rows[2].rank, 2);
  const std::vector<Game> second = next_playoffs(r, rng);
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(std::minmax(second[0].red, second[0].black), std::minmax(EntrantId{1}, EntrantId{2}));
  // Drawn: replayed with colours swapped (playoff_replay_colours = swap).
  r.rounds.back().games.push_back(second[0]);
  r.rounds.back().games.back().result = Result::draw;
  const std::vector<Game> third = next_playoffs(r, rng);
  ASSERT_EQ(third.size(), 1u);
  EXPECT_EQ(third[0].red, second[0].black);
  EXPECT_EQ(third[0].black, second[0].red);
  // Its winner is 2nd, the other 3rd; the play-off games count in no score (T-12.5).
  r.rounds.back().games.push_back(third[0]);
  r.rounds.back().games.back().result = Result::red_win;
  const Standings done = compute_standings(r);
  EXPECT_EQ(done.order(), (std::vector<EntrantId>{3, third[0].red, third[0].black}));
  EXPECT_EQ((std::vector<int>{done.rows[0].rank, done.rows[1].rank, done.rows[2].rank}),
            (std::vector<int>{1, 2, 3}));
  for (const StandingRow& row : done.rows) EXPECT_EQ(row.score, before.rows[0].score);
  EXPECT_TRUE(next_playoffs(r, rng).empty());
}

// pair --explain for a play-off session: why each block plays (T-12.1) and how its games were
// made — T-12.4's numbers by lot as the games were written, T-12.3's replay with swapped colours,
// T-12.2's chooser. Explaining draws nothing: the games are the same asked or not.
TEST(Playoffs, ASessionIsExplainedBlockByBlockAsItWasMade) {
  Record r = three_drawn().build();
  std::vector<ExplanationLine> lines;
  Rng rng(7), quiet(7);
  const std::vector<Game> games = next_playoffs(r, rng, {}, Explainer(true, lines));
  const std::vector<Game> unexplained = next_playoffs(r, quiet);
  ASSERT_EQ(games.size(), 3u);
  for (size_t i = 0; i < games.size(); ++i) {
    EXPECT_EQ(games[i].red, unexplained[i].red);
    EXPECT_EQ(games[i].black, unexplained[i].black);
  }
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].rule, "T-12.1");
  EXPECT_EQ(lines[0].text, "1, 2, 3 share place 1 after the whole list; playoff_places has it played off");
  EXPECT_EQ(lines[1].rule, "T-12.4");
  ASSERT_EQ(lines[1].pairs.size(), 3u);
  for (size_t i = 0; i < games.size(); ++i)
    EXPECT_EQ(lines[1].pairs[i], std::make_pair(games[i].red, games[i].black));
  // The numbers the lot gave, read back from the Berger table of 3 (played as 4 with a sit-out):
  // round 1 2–3, round 2 1–2, round 3 3–1 in seats, so game 1's red holds no. 2, its black no. 3,
  // game 2's red no. 1.
  const std::string numbers = "no. 1 = " + std::to_string(games[1].red) +
                              ", no. 2 = " + std::to_string(games[0].red) +
                              ", no. 3 = " + std::to_string(games[0].black);
  EXPECT_EQ(lines[1].text, "a round robin of rapid play-off games on the Berger table, numbers by lot: " +
                               numbers + "; boards 2–4");

  // 3 wins both, 1–2 drawn; then 1 and 2 replay with the colours of their drawn game swapped.
  r.rounds.back().games.insert(r.rounds.back().games.end(), games.begin(), games.end());
  int drawn_board = 0;
  for (Game& g : r.rounds.back().games) {
    if (g.kind != GameKind::playoff) continue;
    g.result = g.red == 3 ? Result::red_win : g.black == 3 ? Result::black_win : Result::draw;
    if (g.result == Result::draw) drawn_board = g.board;
  }
  lines.clear();
  const std::vector<Game> replay = next_playoffs(r, rng, {}, Explainer(true, lines));
  ASSERT_EQ(replay.size(), 1u);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].text, "1, 2 share place 2 after the whole list; playoff_places has it played off");
  EXPECT_EQ(lines[1].rule, "T-12.3");
  EXPECT_EQ(lines[1].text, "still equal after their play-off on board " + std::to_string(drawn_board) +
                               ": another rapid game, colours swapped (playoff_replay_colours = swap): " +
                               std::to_string(replay[0].red) + " red");
  EXPECT_EQ(lines[1].first, replay[0].red);

  // An armageddon: the lot's winner chooses; under model the engine writes him black.
  r.rules.playoff_format = PlayoffFormat::armageddon;
  lines.clear();
  const std::vector<Game> armageddon = next_playoffs(r, rng, {}, Explainer(true, lines));
  ASSERT_EQ(armageddon.size(), 1u);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[1].rule, "T-12.2");
  EXPECT_EQ(lines[1].text, "one armageddon game; the lot gives " + std::to_string(armageddon[0].black) +
                               " the choice of colours: written " + std::to_string(armageddon[0].red) +
                               " red (colour_choice = model)");
}

TEST(Playoffs, OnlyTheListedPlacesArePlayedOffT12_1) {
  Record r = three_drawn().build();
  r.rules.playoff_places = {4, 5};  // no such block: the three share 1st
  Rng rng(1);
  EXPECT_TRUE(next_playoffs(r, rng).empty());
  r.rules.playoff_places = {3};  // the block 1–3 holds 3rd: played off
  EXPECT_EQ(next_playoffs(r, rng).size(), 3u);
  r.rules.playoff_places = {};  // none: shared (the Swiss events' T-12)
  EXPECT_TRUE(next_playoffs(r, rng).empty());
}

TEST(Playoffs, NothingIsDueBeforeTheLastRoundOrWhileResultsArePending) {
  RecordBuilder b = three_drawn();
  Record r = b.build();
  r.rounds.pop_back();  // round 3 not played
  Rng rng(1);
  EXPECT_TRUE(next_playoffs(r, rng).empty());
  Record pending = three_drawn().build();
  pending.rounds.back().games.front().result = Result::pending;
  EXPECT_TRUE(next_playoffs(pending, rng).empty());
}

TEST(Playoffs, ArmageddonFormatSchedulesOneArmageddonGameT12_2) {
  Record r = three_drawn().build();
  r.rules.playoff_format = PlayoffFormat::armageddon;
  Rng rng(3);
  for (const Game& g : next_playoffs(r, rng)) EXPECT_EQ(g.time_control, TimeControl::armageddon);
}

// T-12.2: "抽簽決定先后手選擇權" — a lot gives one of the two the choice of colours, and the record
// keeps who chose (KO-3.3); the engine writes him as colour_choice reads (model: black, a draw
// being black's). In a round robin of three, each game's chooser is the table's red seat, held by lot.
TEST(Playoffs, AnArmageddonsLotWinnerChoosesTheColoursAndTheRecordKeepsHimT12_2) {
  for (const ChooserColour choice : {ChooserColour::model, ChooserColour::red, ChooserColour::black}) {
    const bool chooser_red = choice == ChooserColour::red;
    Record r = three_drawn().build();
    r.rules.playoff_format = PlayoffFormat::armageddon;
    r.rules.colour_choice = choice;
    Rng rng(3);
    const std::vector<Game> games = next_playoffs(r, rng);
    ASSERT_EQ(games.size(), 3u);
    for (const Game& g : games) EXPECT_EQ(g.chooser, chooser_red ? g.red : g.black);
    // 1–2 drawn with the others beaten by 3: 1 and 2 play one armageddon; over seeds the lot gives
    // the choice to each of them.
    std::set<EntrantId> choosers;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      Record two = three_drawn().build();
      two.rules.playoff_format = PlayoffFormat::armageddon;
      two.rules.colour_choice = choice;
      for (Game g : games) {
        g.result = g.red == 3 ? Result::red_win : g.black == 3 ? Result::black_win : Result::red_forfeit;
        if (g.result == Result::red_forfeit) g.result = Result::double_forfeit;  // 1, 2 still equal
        two.rounds.back().games.push_back(g);
      }
      Rng lot(seed);
      const std::vector<Game> next = next_playoffs(two, lot);
      ASSERT_EQ(next.size(), 1u);
      EXPECT_EQ(std::minmax(next[0].red, next[0].black), std::minmax(EntrantId{1}, EntrantId{2}));
      EXPECT_EQ(next[0].chooser, chooser_red ? next[0].red : next[0].black);
      choosers.insert(next[0].chooser);
    }
    EXPECT_EQ(choosers, (std::set<EntrantId>{1, 2}));
  }
  // A rapid play-off's colours are by lot: nobody chooses (T-12.3).
  Record rapid = three_drawn().build();
  Rng rng(3);
  for (const Game& g : next_playoffs(rapid, rng)) EXPECT_EQ(g.chooser, 0);
}

TEST(Playoffs, PlayoffPlacesWithoutTheCriterionAreRefused) {
  RuleSet rules;
  rules.playoff_places = {0};
  rules.tiebreaks = {"cn-14.1"};
  try {
    validate_tiebreak_settings(rules);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "playoff_places");
  }
  rules.tiebreaks = {"cn-14.1", "playoff"};
  EXPECT_NO_THROW(validate_tiebreak_settings(rules));
}

// T-12: a play-off comes only when the list is exhausted. With a criterion after `playoff` the
// games the scheduler calls for (the blocks the whole list leaves tied) are read for a wider group
// and never decide: the same games were scheduled for ever. Refused, with or without
// playoff_places, and so is a list that expands to one (wxc-rr has `playoff` last).
TEST(Playoffs, PlayoffMustBeTheLastCriterionT12) {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.playoff_places = {0};
  for (const std::vector<std::string>& list :
       {std::vector<std::string>{"playoff", "black_games"}, {"wxc-rr", "wins"}, {"wxc-rr", "playoff"}}) {
    rules.tiebreaks = list;
    try {
      validate_tiebreak_settings(rules);
      ADD_FAILURE() << "accepted: " << list.front() << ", " << list.back();
    } catch (const InputError& e) {
      EXPECT_EQ(e.key(), "tiebreaks");
      EXPECT_EQ(e.reason().rfind("'playoff' (T-12) must be the last criterion", 0), 0u) << e.reason();
    }
  }
  rules.tiebreaks = {"playoff", "black_games"};
  rules.playoff_places = {};  // no play-offs asked for: the list is still wrong
  EXPECT_THROW(validate_tiebreak_settings(rules), InputError);
  rules.tiebreaks = {"wxc-rr"};
  rules.playoff_places = {0};
  EXPECT_NO_THROW(validate_tiebreak_settings(rules));
  rules.tiebreaks = {"playoff"};
  EXPECT_NO_THROW(validate_tiebreak_settings(rules));
}

// A play-off game the rules give no place to: before the stage's last round (T-12.5), or with
// playoff_places = none (T-12.1: every tie is shared). `standings`, `pair` and `export` refuse it.
TEST(Playoffs, AGameOutsideTheStagesEndOrWithoutPlacesIsRefused) {
  const auto reason = [](const Record& r) {
    try {
      check_playoff_games(r, "rr.json");
    } catch (const InputError& e) {
      return e.reason();
    }
    return std::string("accepted");
  };
  Record r = three_drawn().build();
  Rng rng(1);
  for (const Game& session : next_playoffs(r, rng)) r.rounds.back().games.push_back(session);
  EXPECT_EQ(reason(r), "accepted");  // the three share 1st: their round robin
  r.rules.playoff_places.clear();
  EXPECT_NE(reason(r).find("playoff_places = none: no place is played off"), std::string::npos) << reason(r);
  r = three_drawn().build();
  for (const Game& session : next_playoffs(r, rng)) r.rounds.back().games.push_back(session);
  r.rounds.back().games.back().time_control = TimeControl::armageddon;  // playoff_format = rapid
  EXPECT_NE(
      reason(r).find("is play-off (armageddon), but playoff_format gives play-off (rapid) (T-12.2, T-12.3)"),
      std::string::npos)
      << reason(r);
  r = three_drawn().build();
  Game g;
  g.board = 2, g.red = 1, g.black = 3, g.kind = GameKind::playoff, g.result = Result::red_win;
  g.time_control = TimeControl::rapid;
  r.rounds.front().games.push_back(g);  // in round 1, the stage's last is 3
  EXPECT_NE(reason(r).find("round 1 board 2: play-off game P1 (1) – P3 (3): play-offs are played when the "
                           "stage ends, in its last round 3 (T-12.5)"),
            std::string::npos)
      << reason(r);
}

}  // namespace
}  // namespace xq
