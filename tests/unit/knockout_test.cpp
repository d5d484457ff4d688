// The knockout stage (KO-1..KO-5) worked by hand: the brackets of KO-1 and KO-2 (the 11 women of
// 2019, both readings of KO-2.3), a match's play-off chain (KO-3), the stage before seeding it and
// the event's places.
#include <gtest/gtest.h>

#include <algorithm>

#include "pairing/knockout/bracket.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/build.hpp"
#include "tests/support/knockout_records.hpp"

namespace xq {
namespace {

using test::four_player_stage;
using test::G;
using test::RecordBuilder;
using test::top_four_rules;

RuleSet cross(CrossMissing missing) {
  RuleSet r;
  r.format = EventFormat::round_robin;
  r.groups = 2;
  r.rounds = 5;
  r.knockout = Knockout::cross;
  r.cross_missing = missing;
  return r;
}

// Group A = 101..105 (places 1..5), group B = 201..206 (places 1..6): the 11 women of 2019.
KnockoutSeeding women() {
  KnockoutSeeding s;
  s.rankings = {{101, 102, 103, 104, 105}, {201, 202, 203, 204, 205, 206}};
  return s;
}

TEST(CrossKnockout, ElevenWomenRoundOneKO2_4) {
  const std::vector<KnockoutMatch> one = knockout_round(cross(CrossMissing::walkover), women(), 1);
  const std::vector<KnockoutMatch> expected = {
      {101, 202, 0}, {102, 201, 0},  // block 1: A1–B2, A2–B1
      {103, 204, 0}, {104, 203, 0},  // block 2: A3–B4, A4–B3
      {105, 206, 0}, {0, 205, 0},    // block 3: A5–B6, B5 by walkover (A6 absent)
  };
  EXPECT_EQ(one, expected);
}

TEST(CrossKnockout, ElevenWomenRoundTwoAndEveryPlaceOnceKO2_4) {
  const RuleSet rules = cross(CrossMissing::walkover);
  const std::vector<KnockoutMatch> one = knockout_round(rules, women(), 1);
  // Round 1: the A side wins X_j, the B side wins Y_j; B5's walkover.
  const std::vector<MatchOutcome> won = {{101, 202}, {201, 102}, {103, 204},
                                         {203, 104}, {206, 105}, {205, 0}};
  const std::vector<KnockoutMatch> two = knockout_round(rules, women(), 2, won);
  const std::vector<KnockoutMatch> expected = {
      {101, 201, 1}, {202, 102, 3},  // final, 3rd place
      {103, 203, 5}, {204, 104, 7},  // 5th, 7th
      {206, 205, 9}, {105, 0, 11},   // 9th: W(A5–B6) v B5; the loser of A5–B6 11th without a game
  };
  EXPECT_EQ(two, expected);
  const std::vector<MatchOutcome> second = {{201, 101}, {102, 202}, {103, 203},
                                            {104, 204}, {205, 206}, {105, 0}};
  const std::vector<int> places = knockout_match_places(two, second, 206);
  std::vector<int> given;
  for (int p : places)
    if (p != 0) given.push_back(p);
  std::sort(given.begin(), given.end());
  EXPECT_EQ(given, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
  EXPECT_EQ(places[at(201 - 1)], 1);
  EXPECT_EQ(places[at(101 - 1)], 2);
  EXPECT_EQ(places[at(105 - 1)], 11);
}

TEST(CrossKnockout, LeftoverLastPairsTheCommonRanksAndPutsTheExtraOneLastKO2_3) {
  const std::vector<KnockoutMatch> one = knockout_round(cross(CrossMissing::leftover_last), women(), 1);
  const std::vector<KnockoutMatch> expected = {
      {101, 202, 0}, {102, 201, 0}, {103, 204, 0},
      {104, 203, 0}, {105, 205, 9},  // the last common rank: A5 v B5 for 9th and 10th
      {206, 0, 11},                  // B6 last, unplayed
  };
  EXPECT_EQ(one, expected);
  const std::vector<MatchOutcome> won = {{101, 202}, {201, 102}, {103, 204},
                                         {203, 104}, {205, 105}, {206, 0}};
  const std::vector<KnockoutMatch> two = knockout_round(cross(CrossMissing::leftover_last), women(), 2, won);
  ASSERT_EQ(two.size(), 4u);  // blocks 1 and 2 only
  EXPECT_EQ(two[0], (KnockoutMatch{101, 201, 1}));
  EXPECT_EQ(two[3], (KnockoutMatch{204, 104, 7}));
}

TEST(TopFour, OneVFourTwoVThreeThenFinalAndThirdKO1_3) {
  RuleSet r;
  r.knockout = Knockout::top_four;
  KnockoutSeeding s;
  s.rankings = {{7, 3, 9, 1, 5, 2}};
  const std::vector<KnockoutMatch> one = knockout_round(r, s, 1);
  EXPECT_EQ(one, (std::vector<KnockoutMatch>{{7, 1, 0}, {3, 9, 0}}));
  const std::vector<MatchOutcome> won = {{1, 7}, {3, 9}};
  EXPECT_EQ(knockout_round(r, s, 2, won), (std::vector<KnockoutMatch>{{1, 3, 1}, {7, 9, 3}}));
  EXPECT_TRUE(knockout_round(r, s, 2, won)[0].for_first_place());
}

void set_result(Record& rec, int board, Result result, bool last_game_of_board = true) {
  std::vector<Game>& games = rec.rounds.back().games;
  for (size_t i = games.size(); i-- > 0;)
    if (games[i].board == board && (last_game_of_board || games[i].kind != GameKind::playoff)) {
      games[i].result = result;
      return;
    }
  FAIL() << "no board " << board;
}

TEST(KnockoutEvent, TopFourFromTheFirstStageWithChosenColoursKO1) {
  Record rec = four_player_stage(top_four_rules());
  Rng rng(1);
  PairingResult sf = pair_next_round(rec, rng);
  ASSERT_TRUE(sf.ok());
  EXPECT_EQ(sf.round.number, 4);
  EXPECT_EQ(sf.round.stage, 2);
  ASSERT_EQ(sf.round.games.size(), 2u);
  // Place 1 chooses and (engine's reading of `model`) takes red in a standard game.
  EXPECT_EQ(sf.round.games[0].red, 1);
  EXPECT_EQ(sf.round.games[0].black, 4);
  EXPECT_EQ(sf.round.games[0].chooser, 1);
  EXPECT_EQ(sf.round.games[0].kind, GameKind::knockout);
  EXPECT_EQ(sf.round.games[1].red, 2);
  EXPECT_EQ(sf.round.games[1].black, 3);
  rec.rounds.push_back(sf.round);

  // The second semi-final is drawn: nothing to pair while a result is pending, then a
  // super-rapid game with colours swapped; that drawn too, an armageddon chosen by place 2 (black).
  set_result(rec, 1, Result::black_win);
  EXPECT_TRUE(next_match_games(rec, rng).empty());  // board 2 pending
  set_result(rec, 2, Result::draw);
  std::vector<ExplanationLine> why;  // pair --explain: why the game is due, and its colours
  std::vector<Game> next = next_match_games(rec, rng, Explainer(true, why));
  ASSERT_EQ(why.size(), 1u);
  EXPECT_EQ(why[0].rule, "KO-3.2");
  EXPECT_EQ(why[0].text,
            "board 2: 2 – 3 still level after 1 game: game 2 is super_rapid (the chain super_rapid, "
            "armageddon), colours swapped: 3 red");
  ASSERT_EQ(next.size(), 1u);
  EXPECT_EQ(next[0].board, 2);
  EXPECT_EQ(next[0].red, 3);
  EXPECT_EQ(next[0].black, 2);
  EXPECT_EQ(next[0].time_control, TimeControl::super_rapid);
  EXPECT_EQ(next[0].kind, GameKind::playoff);
  rec.rounds.back().games.push_back(next[0]);
  EXPECT_THROW((void)pair_next_round(rec, rng), InputError);  // the match is not decided
  set_result(rec, 2, Result::draw);
  why.clear();
  next = next_match_games(rec, rng, Explainer(true, why));
  ASSERT_EQ(why.size(), 1u);
  EXPECT_EQ(why[0].rule, "KO-3.3");
  EXPECT_EQ(
      why[0].text,
      "board 2: 2 – 3 still level after 2 games: game 3 is armageddon (the chain super_rapid, "
      "armageddon); 2 chooses the colours, placed higher (2 vs 3): written 3 red (colour_choice = model)");
  ASSERT_EQ(next.size(), 1u);
  EXPECT_EQ(next[0].time_control, TimeControl::armageddon);
  EXPECT_EQ(next[0].chooser, 2);
  EXPECT_EQ(next[0].black, 2);
  rec.rounds.back().games.push_back(next[0]);
  set_result(rec, 2, Result::draw);  // KO-3.4: an armageddon draw is a win for black
  EXPECT_TRUE(next_match_games(rec, rng).empty());

  PairingResult fin = pair_next_round(rec, rng);
  ASSERT_TRUE(fin.ok());
  ASSERT_EQ(fin.round.games.size(), 2u);
  EXPECT_EQ(fin.round.games[0].red, 2);  // the final: 4 (who beat 1) v 2; 2 placed higher chooses
  EXPECT_EQ(fin.round.games[0].black, 4);
  EXPECT_EQ(fin.round.games[1].red, 1);  // 3rd place: 1 v 3
  EXPECT_EQ(fin.round.games[1].black, 3);
  rec.rounds.push_back(fin.round);
  set_result(rec, 1, Result::draw);
  set_result(rec, 2, Result::red_win);
  // 001's final: super-rapid again and again, colours swapped each time, never an armageddon.
  for (int k = 0; k < 3; ++k) {
    next = next_match_games(rec, rng);
    ASSERT_EQ(next.size(), 1u);
    EXPECT_EQ(next[0].time_control, TimeControl::super_rapid);
    EXPECT_EQ(next[0].red, k % 2 == 0 ? 4 : 2);
    rec.rounds.back().games.push_back(next[0]);
    set_result(rec, 1, k < 2 ? Result::draw : Result::black_win);
  }
  EXPECT_TRUE(next_match_games(rec, rng).empty());
  EXPECT_THROW((void)pair_next_round(rec, rng), InputError);  // every round is paired

  const std::vector<EventPlace> places = event_places(rec);
  std::vector<EntrantId> order;
  for (const EventPlace& p : places) order.push_back(p.id);
  EXPECT_EQ(order, (std::vector<EntrantId>{2, 4, 1, 3}));  // the last super-rapid: 2 black wins
  EXPECT_TRUE(places[0].by_knockout);
  EXPECT_EQ(places[0].first_stage_place, 2);
}

// KO-3.7 with both absent: a semi-final lost by both (`-/-`) is over — no play-off, the final
// and the match for 3rd are walkovers for the other semi-final's players, and places 2 and 4
// go to nobody (the match "does not exist" for the round after, KO-2.3).
TEST(KnockoutEvent, ASemiFinalLostByBothEndsWithoutAWinnerKO3_7) {
  Record rec = four_player_stage(top_four_rules());
  Rng rng(1);
  PairingResult sf = pair_next_round(rec, rng);
  ASSERT_TRUE(sf.ok());
  rec.rounds.push_back(sf.round);
  set_result(rec, 1, Result::double_forfeit);  // 1 v 4: neither came
  set_result(rec, 2, Result::red_win);         // 2 beats 3
  EXPECT_EQ(match_outcome(rec.rounds.back(), 0), (MatchOutcome{0, 0, true}));
  EXPECT_TRUE(next_match_games(rec, rng).empty());  // no play-off after a forfeit

  PairingResult fin = pair_next_round(rec, rng);
  ASSERT_TRUE(fin.ok());
  EXPECT_TRUE(fin.round.games.empty());
  ASSERT_EQ(fin.round.byes.size(), 2u);
  EXPECT_EQ(fin.round.byes[0].entrant, 2);  // the final, by walkover
  EXPECT_EQ(fin.round.byes[1].entrant, 3);  // 3rd place, by walkover
  rec.rounds.push_back(fin.round);
  std::vector<std::pair<EntrantId, int>> places;
  for (const EventPlace& p : event_places(rec)) places.emplace_back(p.id, p.place);
  EXPECT_EQ(places, (std::vector<std::pair<EntrantId, int>>{{2, 1}, {3, 3}, {1, 0}, {4, 0}}));
}

TEST(KnockoutEvent, NotSeededBeforeTheFirstStageEndsKO5_1) {
  Record rec = four_player_stage(top_four_rules());
  rec.rounds.back().games[1].result = Result::pending;
  Rng rng(1);
  try {
    (void)knockout_seeding(rec);
    FAIL() << "a pending result in the first stage must refuse the knockout";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("has not ended"), std::string::npos) << e.reason();
  }
  // Places 3 and 4 shared (both on half a point): the play-offs must decide them first (KO-1.6).
  Record tied = RecordBuilder(4, top_four_rules())
                    .round({{1, 4, 'R'}, {2, 3, 'R'}})
                    .round({{3, 1, 'B'}, {4, 2, 'B'}})
                    .round({{1, 2, 'R'}, {3, 4, 'D'}})
                    .build();
  tied.rules.tiebreaks = {"playoff"};
  try {
    (void)knockout_seeding(tied);
    FAIL() << "a shared place 3 must refuse the knockout";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("is shared"), std::string::npos) << e.reason();
  }
}

TEST(KnockoutRules, SettingsThatCannotWorkTogetherAreRefused) {
  RuleSet r = top_four_rules();
  r.playoff_places = {1, 2};  // KO-1.6: places 3 and 4 must be decided too
  EXPECT_THROW(validate_rules(r), InputError);
  r = cross(CrossMissing::walkover);
  r.playoff_places = {1};  // RR-2.5: every group place
  EXPECT_THROW(validate_rules(r), InputError);
  r.playoff_places = {0};
  r.tiebreaks = {"wxc-rr"};
  EXPECT_NO_THROW(validate_rules(r));
  r.groups = 3;  // KO-2 reads two groups
  EXPECT_THROW(validate_rules(r), InputError);
  RuleSet none;
  none.cross_missing = CrossMissing::leftover_last;  // read only by a cross knockout
  EXPECT_THROW(validate_rules(none), InputError);
  RuleSet chain;
  EXPECT_THROW(set_rule_text(chain, "match_playoffs", "armageddon,rapid"), InputError);
}

}  // namespace
}  // namespace xq

namespace xq {
namespace {

// KO-4: four teams of two boards after a one-round team stage; the semi-finals are team matches,
// the team placed higher moves first (home: red on board 1 under "RB"), a drawn match plays a
// super-rapid sitting with every board's colours swapped, until one team has more game points.
TEST(TeamKnockout, DrawnMatchReplaysSuperRapidWithColoursSwappedKO4) {
  Record rec = test::four_team_stage(test::team_top_four_rules());
  // Team places after round 1: T1 (2-0), T3 (1.5-0.5), T4, T2.
  Rng rng(3);
  const PairingResult sf = pair_next_round(rec, rng);
  ASSERT_TRUE(sf.ok());
  ASSERT_EQ(sf.round.matches.size(), 2u);
  EXPECT_EQ(sf.round.matches[0].home, 1);  // place 1 chooses to move first
  EXPECT_EQ(sf.round.matches[0].away, 2);  // v place 4
  EXPECT_EQ(sf.round.matches[1].home, 3);
  EXPECT_EQ(sf.round.matches[1].away, 4);
  const Game& b1 = sf.round.games[0];
  const Game& b2 = sf.round.games[1];
  EXPECT_EQ(b1.red, 1);  // "RB": home red on board 1, black on board 2
  EXPECT_EQ(b1.black, 3);
  EXPECT_EQ(b2.red, 4);
  EXPECT_EQ(b2.black, 2);
  EXPECT_EQ(b1.kind, GameKind::knockout);
  rec.rounds.push_back(sf.round);
  std::vector<Game>& g = rec.rounds.back().games;
  g[0].result = Result::red_win;    // T1 1 : 0
  g[1].result = Result::red_win;    // T2 1 : 1 — equal game points
  g[2].result = Result::red_win;    // table 2: T3's 5 beats 7 (red) …
  g[3].result = Result::black_win;  // … and T3's 6 beats 8 (black on board 2): T3 wins
  const std::vector<Game> next = next_match_games(rec, rng);
  ASSERT_EQ(next.size(), 2u);  // table 1's two boards, colours swapped, super-rapid
  EXPECT_EQ(next[0].red, 3);
  EXPECT_EQ(next[0].black, 1);
  EXPECT_EQ(next[1].red, 2);
  EXPECT_EQ(next[1].black, 4);
  EXPECT_EQ(next[0].time_control, TimeControl::super_rapid);
  append_match_games(rec, next);
  EXPECT_EQ(rec.rounds.back().matches[0].games.size(), 4u);
  EXPECT_THROW((void)pair_next_round(rec, rng), InputError);  // table 1 undecided
  rec.rounds.back().games[4].result = Result::draw;
  rec.rounds.back().games[5].result = Result::red_win;  // T1's 2 wins on board 2: T1 1.5 : 0.5
  EXPECT_TRUE(next_match_games(rec, rng).empty());
  const PairingResult fin = pair_next_round(rec, rng);
  ASSERT_TRUE(fin.ok());
  EXPECT_EQ(fin.round.matches[0].home, 1);  // the final T1 v T3
  EXPECT_EQ(fin.round.matches[0].away, 3);
  EXPECT_EQ(fin.round.matches[1].home, 4);  // 3rd place T4 (place 3) v T2 (place 4)
  EXPECT_EQ(fin.round.matches[1].away, 2);
}

// KO-5: a knockout round's play-off games continue its matches; a T-12 play-off game there (in
// no match: places decided in the first stage's last round) is refused where it is read.
TEST(KnockoutEvent, AStrayPlayoffGameInAKnockoutRoundIsRefusedKO3) {
  Record rec = four_player_stage(top_four_rules());
  Rng rng(1);
  const PairingResult sf = pair_next_round(rec, rng);
  ASSERT_TRUE(sf.ok());
  rec.rounds.push_back(sf.round);
  EXPECT_NO_THROW(check_playoff_games(rec, "ko.json"));
  Game stray;
  stray.board = 3, stray.red = 1, stray.black = 2, stray.result = Result::red_win;
  stray.kind = GameKind::playoff, stray.time_control = TimeControl::armageddon;
  rec.rounds.back().games.push_back(stray);  // 1 and 2 meet no one of theirs on board 3
  try {
    check_playoff_games(rec, "ko.json");
    FAIL() << "a play-off game in no match of a knockout round";
  } catch (const InputError& e) {
    EXPECT_NE(
        e.reason().find("round 4 board 3: play-off game P1 (1) – P2 (2) continues no match of the knockout "
                        "round (KO-3)"),
        std::string::npos)
        << e.reason();
  }
}

}  // namespace
}  // namespace xq
