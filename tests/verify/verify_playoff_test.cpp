// The verifier on T-12 play-offs (docs/verifier.md "Play-offs (T-12)"): its own reading of the
// play-off games agrees with the engine's standings on a hand-worked record, and planted faults —
// a play-off between players who are not tied, a place playoff_places plays off left shared, a
// claimed order against the play-off — are each caught with the rule named.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "sim/engine_claims.hpp"
#include "tests/support/build.hpp"
#include "tests/support/mixed_round_robin.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::bye;
using test::dump;
using test::playoff;
using test::RecordBuilder;

// Three players (numbers 1–3 by lot, 4 the sit-out), every game drawn: equal on the score and on
// every criterion of wxc-rr, so T-12 decides (playoff_places = all). Play-offs in the last round:
// 3 beats 1 and 2, 1–2 drawn, then 2 beats 1 in their own game.
Record three_with_playoffs(bool with_last_playoff = true) {
  RecordBuilder b(3);
  b.rules().format = EventFormat::round_robin;
  b.rules().rounds = 3;
  b.rules().tiebreaks = {"wxc-rr"};
  b.rules().playoff_places = {0};
  std::vector<test::G> last = {
      bye(2), {3, 1, 'D'}, playoff(1, 3, 'B'), playoff(3, 2, 'R'), playoff(2, 1, 'D')};
  if (with_last_playoff) last.push_back(playoff(2, 1, 'R'));
  b.round({bye(1), {2, 3, 'D'}}).round({bye(3), {1, 2, 'D'}}).round(last);
  Record r = b.build();
  for (Entrant& e : r.entrants) e.code = e.id;
  return r;
}

// The event played out (the simulator's reading): a place left shared is a violation.
VerifyReport verify_with_engine(const Record& r, bool finished = true) {
  VerifyOptions o;
  o.finished = finished;
  sim::claim_engine_standings(r, o);
  return verify_record(r, o);
}

int count(const VerifyReport& r, const std::string& rule) {
  return static_cast<int>(std::count_if(r.violations.begin(), r.violations.end(),
                                        [&](const Violation& v) { return v.rule == rule; }));
}

TEST(VerifyPlayoff, DecidedPlayoffsAgreeWithTheEngine) {
  const VerifyReport rep = verify_with_engine(three_with_playoffs());
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
}

TEST(VerifyPlayoff, APlaceLeftSharedThatMustBePlayedOffIsT12_1) {
  // Without 2's win over 1 the two still share 2nd, and nothing is pending.
  const VerifyReport rep = verify_with_engine(three_with_playoffs(false));
  EXPECT_EQ(count(rep, "T-12.1"), 1) << dump(rep);
  // With playoff_places = [1] the shared 2nd is allowed (1st is decided), and the drawn game of 1
  // and 2 was within the block of 1st–3rd that was played off: nothing to report.
  Record r = three_with_playoffs(false);
  r.rules.playoff_places = {1};
  const VerifyReport listed = verify_with_engine(r);
  EXPECT_EQ(count(listed, "T-12.1"), 0) << dump(listed);
}

TEST(VerifyPlayoff, ARoundRobinSessionJustPairedIsWhatThePlayoffCallsForT12_5) {
  // The three's first session as `pair` schedules it, no result yet: all three games are the
  // session's (the verifier stopped reading at the first pending game and called the other two
  // "not one the play-off calls for"); then with one result in, the same.
  Record r = three_with_playoffs();
  auto& games = r.rounds.back().games;
  games.resize(1);  // the round's own game: no play-off yet
  Rng rng(3);
  for (const Game& g : next_playoffs(r, rng)) games.push_back(g);
  ASSERT_EQ(games.size(), 4u);
  const VerifyReport paired = verify_with_engine(r, false);
  EXPECT_TRUE(paired.violations.empty()) << dump(paired);
  games[1].result = Result::red_win;
  const VerifyReport one_in = verify_with_engine(r, false);
  EXPECT_TRUE(one_in.violations.empty()) << dump(one_in);
}

// T-12.2: an armageddon session as the engine pairs it (each game's chooser recorded) passes under
// every colour_choice; a chooser holding the other colour than colour_choice names is V-4 (T-12.2),
// and a rapid play-off naming a chooser is V-4 (T-12.3: colours by lot).
TEST(VerifyPlayoff, AnArmageddonsChooserTakesTheColourColourChoiceNamesT12_2) {
  for (const ChooserColour choice : {ChooserColour::model, ChooserColour::red, ChooserColour::black}) {
    Record r = three_with_playoffs();
    r.rules.playoff_format = PlayoffFormat::armageddon;
    r.rules.colour_choice = choice;
    auto& games = r.rounds.back().games;
    games.resize(1);
    Rng rng(3);
    for (const Game& g : next_playoffs(r, rng)) games.push_back(g);
    ASSERT_EQ(games.size(), 4u);
    for (size_t i = 1; i < games.size(); ++i) games[i].result = Result::draw;  // black wins each
    const VerifyReport chosen = verify_with_engine(r, false);
    EXPECT_EQ(count(chosen, "T-12.2"), 0) << dump(chosen);
    std::swap(games[1].red, games[1].black);  // the chooser took the other colour
    const VerifyReport other = verify_with_engine(r, false);
    EXPECT_EQ(count(other, "T-12.2"), choice == ChooserColour::model ? 0 : 1) << dump(other);
    if (choice != ChooserColour::model) {
      EXPECT_NE(dump(other).find(choice == ChooserColour::red ? "plays black, colour_choice = red (KO-3.3)"
                                                              : "plays red, colour_choice = black (KO-3.3)"),
                std::string::npos)
          << dump(other);
    }
  }
  Record rapid = three_with_playoffs();
  rapid.rounds.back().games.back().chooser = rapid.rounds.back().games.back().red;
  const VerifyReport rep = verify_with_engine(rapid);
  EXPECT_EQ(count(rep, "T-12.3"), 1) << dump(rep);
  EXPECT_NE(dump(rep).find("a rapid play-off's colours are by lot, nobody chooses"), std::string::npos)
      << dump(rep);
}

TEST(VerifyPlayoff, APlayoffGameBeforeTheStagesLastRoundIsT12_5) {
  Record r = three_with_playoffs();
  Game g = r.rounds.back().games.back();  // 2 beats 1: moved to round 1 (the stage ends in round 3)
  r.rounds.back().games.pop_back();
  g.board = 9;
  r.rounds.front().games.push_back(g);
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_NE(
      dump(rep).find("T-12.5: play-off game 2 (P2)–1 (P1) in round 1: play-offs are played when the stage "
                     "ends, in its last round 3"),
      std::string::npos)
      << dump(rep);
}

TEST(VerifyPlayoff, APlaceSharedBetweenResultsAndPairIsANote) {
  // `xqsim verify` of an arbiter's record (not finished): with every result in, the next play-off
  // session may be still to pair — a note, not a violation.
  const VerifyReport rep = verify_with_engine(three_with_playoffs(false), false);
  EXPECT_EQ(count(rep, "T-12.1"), 0) << dump(rep);
  EXPECT_TRUE(std::any_of(rep.notes.begin(), rep.notes.end(), [](const std::string& n) {
    return n.find("still share 2nd") != std::string::npos &&
           n.find("its play-off session is to be paired") != std::string::npos;
  })) << dump(rep);
}

TEST(VerifyPlayoff, APlayoffBetweenPlayersNotTiedIsT12_1) {
  Record r = three_with_playoffs();
  r.rounds[0].games[0].result = Result::red_win;  // 2 beat 3 in round 1: nobody is tied any more
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_GE(count(rep, "T-12.1"), 1) << dump(rep);
  EXPECT_NE(dump(rep).find("not tied after the list"), std::string::npos) << dump(rep);
}

// T-12.5: a play-off game the sessions do not call for — 2 and 1 again after 2 won their game,
// or a pair's second game inside the three's round robin — is caught (both were ignored by the
// ranking, and verify said nothing).
TEST(VerifyPlayoff, AGameThePlayoffDoesNotCallForIsT12_5) {
  Record r = three_with_playoffs();
  r.rounds.back().games.push_back(r.rounds.back().games.back());  // 2–1 again: 2 has won already
  VerifyReport rep = verify_with_engine(r);
  EXPECT_EQ(count(rep, "T-12.5"), 1) << dump(rep);
  EXPECT_NE(dump(rep).find("is not one the play-off calls for"), std::string::npos) << dump(rep);
  // The engine's standings and pair refuse such a record (they ranked it, passing over the game).
  EXPECT_NO_THROW(check_playoff_games(three_with_playoffs(), "three.json"));
  try {
    check_playoff_games(r, "three.json");
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("is not one the results before it call for (T-12.5)"),
              std::string::npos)
        << e.what();
  }
  r = three_with_playoffs(false);
  Game again = r.rounds.back().games[2];  // 1–3 again, inside the round robin of three
  r.rounds.back().games.insert(r.rounds.back().games.begin() + 3, again);
  rep = verify_with_engine(r);
  EXPECT_GE(count(rep, "T-12.5"), 1) << dump(rep);
}

TEST(VerifyPlayoff, AClaimedOrderAgainstThePlayoffIsCaught) {
  const Record r = three_with_playoffs();
  VerifyOptions o;
  sim::claim_engine_standings(r, o);
  ASSERT_EQ(o.claimed_standings.size(), 3u);
  ASSERT_EQ(o.claimed_standings[1].id, 2);  // 3, 2, 1 by the play-offs
  std::swap(o.claimed_standings[1].id, o.claimed_standings[2].id);
  std::swap(o.claimed_standings[1].score, o.claimed_standings[2].score);
  const VerifyReport rep = verify_record(r, o);
  EXPECT_GE(count(rep, "T-12"), 1) << dump(rep);
}

// T-14.2 `separate` (RR-3): in tests/support/mixed_round_robin.hpp players 1 and 2 of category A
// are equal on T-10 and T-2 (their draw) among their category, while the merged table's T-2 splits
// them (5 of category B is in that tie). With the list T-10, T-2, T-12 the engine plays them off —
// only them — and the verifier, ranking the categories its own way, agrees.
Record mixed_with_playoffs() {
  Record r = test::mixed_round_robin();
  r.rules.tiebreaks = {"sonneborn_berger", "direct_encounter", "playoff"};
  r.rules.category_ranking = CategoryRanking::separate;
  r.rules.playoff_places = {0};
  for (Entrant& e : r.entrants) e.code = e.id;  // the Berger numbers, as drawn (RR-1.7)
  return r;
}

TEST(VerifyPlayoff, ACategoryTieIsPlayedOffAmongTheCategoryOnly) {
  Record r = mixed_with_playoffs();
  Rng rng(5);
  const std::vector<Game> games = next_playoffs(r, rng);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(std::minmax(games[0].red, games[0].black), std::minmax(EntrantId{1}, EntrantId{2}));
  // Not played yet: the verifier finds the place shared that must not be.
  EXPECT_EQ(count(verify_with_engine(r), "T-12.1"), 1);
  r.rounds.back().games.push_back(games[0]);
  r.rounds.back().games.back().result = Result::red_win;
  EXPECT_NO_THROW(check_playoff_games(r, "mixed.json"));
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
  EXPECT_TRUE(next_playoffs(r, rng).empty());
}

TEST(VerifyPlayoff, APlayoffAcrossCategoriesIsRefusedAndCaught) {
  Record r = mixed_with_playoffs();
  Game g;
  g.board = 4, g.red = 1, g.black = 5, g.result = Result::red_win, g.kind = GameKind::playoff;
  r.rounds.back().games.push_back(g);
  EXPECT_THROW(check_playoff_games(r, "mixed.json"), InputError);
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_NE(dump(rep).find("not ranked together"), std::string::npos) << dump(rep);
}

TEST(VerifyPlayoff, ALateEntryAddsNoAwardedPlaceT14_3) {
  // playoff_places = awarded (T-12.1 with T-14.3): N counts the entrants at the start. Four start,
  // 5 enters in round 2 (late_entry_points 0): N = 4 < 6, so K = 3. Round 1: 1 beats 2, 3 beats 4;
  // round 2: 1 beats 3, 2–4 drawn, bye 5. Places: 1 (4 points); 3 and 5 share 2nd (2); 2 and 4
  // share 4th (1). The block 2nd–3rd holds awarded places: played off; 4th–5th does not — with the
  // late entry counted (N = 5, K = 4) it would be, by the engine and the verifier alike.
  RecordBuilder b(5);
  b.rules().rounds = 2;
  b.rules().tiebreaks = {"fouls", "playoff"};
  b.rules().playoff_places = {kAwardedPlaces};
  b.round({{1, 2, 'R'}, {3, 4, 'R'}}).round({{1, 3, 'R'}, {2, 4, 'D'}, bye(5)});
  Record r = b.build();
  r.entrants[4].entry_round = 2;
  Rng rng(1);
  const std::vector<Game> due = next_playoffs(r, rng);
  ASSERT_EQ(due.size(), 1u);
  EXPECT_EQ(std::minmax(due[0].red, due[0].black), std::minmax(EntrantId{3}, EntrantId{5}));
  EXPECT_EQ(count(verify_with_engine(r), "T-12.1"), 1);  // 2nd still shared: that one is due
  r.rounds.back().games.push_back(due[0]);
  r.rounds.back().games.back().result = Result::red_win;
  EXPECT_TRUE(next_playoffs(r, rng).empty());
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_EQ(count(rep, "T-12.1"), 0) << dump(rep);  // 4th shared: no awarded place
}

}  // namespace
}  // namespace xq
