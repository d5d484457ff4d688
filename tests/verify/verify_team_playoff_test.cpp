// The verifier on team play-offs (T-12.6, docs/verifier.md "Team play-offs (T-12.6)"): its own
// reading of `team_playoff` (the play-off games outside the matches, each a game between the two
// players' teams) ranks hand-worked team records, agrees with standings claimed in that order, and
// planted faults — a play-off between teams not tied, between two players of one team, with
// playoff_places empty, a place left shared, a claimed order against the play-off — are each
// caught with the rule named. The records are written out here; their rounds are the engine's
// pairings of those results (the verifier finds nothing else in them).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/build.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::dump;
using test::M;
using test::playoff;
using test::pt;
using test::RecordBuilder;

// Four teams of two boards (PT-12): T1 = players 1, 2; T2 = 3, 4; T3 = 5, 6; T4 = 7, 8. Board
// colours RB (the home team red on board 1), match points 2 / 1 / 0, three rounds, team list
// `team-001` (PT-14 (1)–(5), then T-12.6's play-off).
RecordBuilder four_teams_of_two() {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.rounds = 3;
  rules.boards = 2;
  rules.board_colours = "RB";
  rules.first_round = FirstRound::fold;
  rules.team_tiebreaks = {"team-001"};
  RecordBuilder b(8, rules);
  b.team("T1", {1, 2}).team("T2", {3, 4}).team("T3", {5, 6}).team("T4", {7, 8});
  return b;
}

// Two teams tied after PT-14 (1)–(5):
//   R1: T1 (home) – T3: 1–5 R, 6–2 B → T1 wins both games (GP 4, its black board 2 won: BP 2)
//       T4 (home) – T2: 7–3 B, 4–8 R → T2 wins both games (GP 4, its black board 1 won: BP 2)
//   R2: T2 (home) – T1: 3–1 D, 2–4 D;  T3 (home) – T4: 5–7 D, 8–6 D   (every match 1–1)
//   R3: T1 (home) – T4: 1–8 D, 7–2 D;  T3 (home) – T2: 6–3 D, 4–5 D
//   (1) match points T1 2+1+1 = 4, T2 4, T3 0+1+1 = 2, T4 2;
//   (2) progressive T1 2+3+4 = 9, T2 9, T3 0+1+2 = 3, T4 3;
//   (3) game points T1 4+2+2 = 8, T2 8, T3 0+2+2 = 4, T4 4;
//   (4) black points T1 2+1+1 = 4, T2 4, T3 0+1+1 = 2, T4 2;  (5) black games all 3.
// So T1 and T2 share 1st, T3 and T4 3rd. playoff_places = [1, 2]: the block 1st–2nd is played
// off, 3rd–4th stays shared (it holds neither). `playoff_game`: the play-off, in round 3 after its
// boards (none when `black` is 0).
Record two_tied(EntrantId red = 3, EntrantId black = 1, char result = 'D') {
  RecordBuilder b = four_teams_of_two();
  b.rules().playoff_places = {1, 2};
  b.rules().playoff_format = PlayoffFormat::armageddon;  // 001: one armageddon game (T-12.2)
  b.match_round({M{1, 3, {{1, 5, 'R'}, {6, 2, 'B'}}}, M{4, 2, {{7, 3, 'B'}, {4, 8, 'R'}}}});
  b.match_round({M{2, 1, {{3, 1, 'D'}, {2, 4, 'D'}}}, M{3, 4, {{5, 7, 'D'}, {8, 6, 'D'}}}});
  b.match_round({M{1, 4, {{1, 8, 'D'}, {7, 2, 'D'}}}, M{3, 2, {{6, 3, 'D'}, {4, 5, 'D'}}}});
  Record r = b.build();
  if (black != 0) {
    Game g;
    g.board = 3;  // after the round's boards 1–2
    g.red = red, g.black = black, g.result = test::result_of(result);
    g.kind = GameKind::playoff, g.time_control = TimeControl::armageddon;  // 001 (T-12.2)
    r.rounds.back().games.push_back(g);
  }
  return r;
}

// The team standings as the engine must write them for two_tied()'s default play-off: 3 (T2) red,
// 1 (T1) black, the armageddon drawn — a win for black (T-12.2), so T1 1st, T2 2nd; T3 and T4
// share 3rd (T-12.7: 1, 2, 3, 3).
std::vector<ClaimedStanding> two_tied_claims() {
  return {{1, 1, pt(4)}, {2, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}};
}

// Three teams tied after PT-14 (1)–(5): every match is drawn 1–1, T4's by each side winning its
// red board.
//   R1: T1 (home) – T3: 1–5 D, 6–2 D;  T4 (home) – T2: 7–3 R, 4–8 R
//   R2: T3 (home) – T4: 5–7 R, 8–6 R;  T2 (home) – T1: 3–1 D, 2–4 D
//   R3: T1 (home) – T4: 1–8 R, 7–2 R;  T3 (home) – T2: 6–3 D, 4–5 D
//   (1) 1 + 1 + 1 = 3 match points each, (2) progressive 1+2+3 = 6 each, (3) game points 6 each;
//   (4) black points: T1 1 (2 drew) + 1 (1 drew) + 0 (2 lost) = 2; T2 0 (3 lost) + 1 + 1 = 2;
//   T3 1 + 0 (6 lost) + 1 = 2; T4 0 + 0 + 0 = 0 → T4 4th; (5) black games all 3.
// T1, T2, T3 share 1st (playoff_places = all): a round robin of the three teams (T-12.4, each
// game rapid), then among those still equal:
//   1 (T1) – 3 (T2) R: T1 2;  5 (T3) – 2 (T1) B: T1 2;  4 (T2) – 6 (T3) D: T2 1, T3 1
//   points T1 4, T2 1, T3 1 → T1 1st; T2 and T3 again (`replay`): 6 (T3) – 4 (T2) R → T3 2nd.
// Order T1, T3, T2, T4.
Record three_tied(bool replay = true) {
  RecordBuilder b = four_teams_of_two();
  b.rules().playoff_places = {0};
  b.match_round({M{1, 3, {{1, 5, 'D'}, {6, 2, 'D'}}}, M{4, 2, {{7, 3, 'R'}, {4, 8, 'R'}}}});
  b.match_round({M{3, 4, {{5, 7, 'R'}, {8, 6, 'R'}}}, M{2, 1, {{3, 1, 'D'}, {2, 4, 'D'}}}});
  b.match_round({M{1, 4, {{1, 8, 'R'}, {7, 2, 'R'}}}, M{3, 2, {{6, 3, 'D'}, {4, 5, 'D'}}}});
  Record r = b.build();
  std::vector<test::G> games = {playoff(1, 3, 'R'), playoff(5, 2, 'B'), playoff(4, 6, 'D')};
  if (replay) games.push_back(playoff(6, 4, 'R'));
  int board = 2;
  for (const test::G& x : games) {
    Game g;
    g.board = ++board;
    g.red = x.red, g.black = x.black, g.result = test::result_of(x.result);
    g.kind = x.kind, g.time_control = x.time_control;
    r.rounds.back().games.push_back(g);
  }
  return r;
}

VerifyReport verify_with(const Record& r, std::vector<ClaimedStanding> teams, bool finished = true) {
  VerifyOptions o;
  o.claimed_team_standings = std::move(teams);
  o.finished = finished;
  return verify_record(r, o);
}

int count(const VerifyReport& r, const std::string& rule, const std::string& text = "") {
  return static_cast<int>(std::count_if(r.violations.begin(), r.violations.end(), [&](const Violation& v) {
    return v.rule == rule && v.text.find(text) != std::string::npos;
  }));
}

bool mentions(const std::vector<std::string>& notes, const std::string& text) {
  return std::any_of(notes.begin(), notes.end(),
                     [&](const std::string& n) { return n.find(text) != std::string::npos; });
}

TEST(VerifyTeamPlayoff, TheWinnersTeamIsFirstAndAgreeingStandingsPass) {
  const Record r = two_tied();
  const VerifyReport rep = verify_with(r, two_tied_claims());
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
  // team-001 is read to its end (the verifier computes team_playoff: no note it stopped there).
  EXPECT_FALSE(mentions(rep.notes, "does not compute")) << rep.notes.size();
  // The play-off game is an extra game: 1 and 3 are not "placed twice" in round 3 (V-2), nor is
  // it a game outside a match (V-7).
  EXPECT_EQ(count(rep, "V-2"), 0) << dump(rep);
  EXPECT_EQ(count(rep, "V-7", "is in no match"), 0) << dump(rep);  // (record_check's words)
  // The same through check_standings.
  EXPECT_TRUE(check_standings(r, two_tied_claims(), "team standings", true).empty());
}

TEST(VerifyTeamPlayoff, AClaimedOrderAgainstThePlayoffIsT12_6) {
  std::vector<ClaimedStanding> claims = two_tied_claims();
  std::swap(claims[0].id, claims[1].id);  // T2 above T1
  const VerifyReport rep = verify_with(two_tied(), claims);
  ASSERT_EQ(count(rep, "T-12.6", "team_playoff"), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
  // With the colours the other way (1 red, 3 black) the drawn armageddon is T2's (T-12.2: black
  // wins it): T2 1st, and the claims above are right.
  const VerifyReport other = verify_with(two_tied(1, 3, 'D'), claims);
  EXPECT_TRUE(other.violations.empty()) << dump(other);
}

TEST(VerifyTeamPlayoff, APlayoffGameAtAnotherTimeControlThanPlayoffFormatIsCaught) {
  Record r = two_tied();
  r.rules.playoff_format = PlayoffFormat::rapid;  // the game stays an armageddon: its draw means nothing
  const VerifyReport rep = verify_with(r, two_tied_claims());
  EXPECT_EQ(count(rep, "T-12.3", "is not played at playoff_format's time control (rapid)"), 1) << dump(rep);
}

TEST(VerifyTeamPlayoff, AClaimedSharedPlaceThePlayoffDecidedIsT12_6) {
  std::vector<ClaimedStanding> claims = two_tied_claims();
  claims[1].rank = 1;  // T1 and T2 share 1st
  const VerifyReport rep = verify_with(two_tied(), claims);
  EXPECT_EQ(count(rep, "T-12.6", "tells them apart"), 1) << dump(rep);
}

TEST(VerifyTeamPlayoff, APlayoffBetweenTeamsNotTiedIsT12_1) {
  // 1 (T1, 1st) – 5 (T3, 3rd): not tied after the list; and 1st stays shared.
  const VerifyReport rep =
      verify_with(two_tied(5, 1, 'B'), {{1, 1, pt(4)}, {1, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}});
  EXPECT_EQ(count(rep, "T-12.1", "teams not tied after the list (3rd and 1st)"), 1) << dump(rep);
  EXPECT_EQ(count(rep, "T-12.1", "still share team 1st"), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 2u) << dump(rep);
}

TEST(VerifyTeamPlayoff, APlayoffBetweenTwoPlayersOfOneTeamIsT12_6) {
  const VerifyReport rep =
      verify_with(two_tied(2, 1, 'D'), {{1, 1, pt(4)}, {1, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}});
  EXPECT_EQ(count(rep, "T-12.6", "two players of team 1 (T1)"), 1) << dump(rep);
  EXPECT_EQ(count(rep, "T-12.1", "still share team 1st"), 1) << dump(rep);  // it decides nothing
}

TEST(VerifyTeamPlayoff, APlayoffWithPlayoffPlacesEmptyIsT12_1) {
  Record r = two_tied();
  r.rules.playoff_places.clear();  // every tie shared: T1 and T2 share 1st, the game is not wanted
  const VerifyReport rep = verify_with(r, {{1, 1, pt(4)}, {1, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}});
  EXPECT_EQ(count(rep, "T-12.1", "playoff_places is empty"), 1) << dump(rep);
}

TEST(VerifyTeamPlayoff, APlaceLeftSharedThatMustBePlayedOffIsT12_1) {
  // No play-off game, every result in: T1 and T2 still share 1st, which playoff_places plays off.
  const VerifyReport rep =
      verify_with(two_tied(0, 0), {{1, 1, pt(4)}, {1, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}});
  EXPECT_EQ(count(rep, "T-12.1", "team 1 (T1) and team 2 (T2) still share team 1st"), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);  // the shared 3rd is not played off: no finding
  // An arbiter's record (not finished) between `results` and `pair`: the session is to be paired.
  const VerifyReport open =
      verify_with(two_tied(0, 0), {{1, 1, pt(4)}, {1, 2, pt(4)}, {3, 3, pt(2)}, {3, 4, pt(2)}}, false);
  EXPECT_TRUE(open.violations.empty()) << dump(open);
  EXPECT_TRUE(std::any_of(open.notes.begin(), open.notes.end(), [](const std::string& n) {
    return n.find("still share team 1st") != std::string::npos && n.find("to be paired") != std::string::npos;
  })) << dump(open);
}

TEST(VerifyTeamPlayoff, AGameThePlayoffDoesNotCallForIsT12_5) {
  Record r = two_tied();
  Game again = r.rounds.back().games.back();  // 3–1 again: T1 has won already
  again.board = 4;
  r.rounds.back().games.push_back(again);
  const VerifyReport rep = verify_with(r, two_tied_claims());
  EXPECT_EQ(count(rep, "T-12.5"), 1) << dump(rep);
}

TEST(VerifyTeamPlayoff, ThreeTiedTeamsPlayARoundRobin) {
  const std::vector<ClaimedStanding> claims = {{1, 1, pt(3)}, {2, 3, pt(3)}, {3, 2, pt(3)}, {4, 4, pt(3)}};
  const VerifyReport rep = verify_with(three_tied(), claims);
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
  // T2 above T3: the replay (T3 won it) says otherwise.
  std::vector<ClaimedStanding> wrong = claims;
  std::swap(wrong[1].id, wrong[2].id);
  EXPECT_EQ(count(verify_with(three_tied(), wrong), "T-12.6"), 1) << dump(verify_with(three_tied(), wrong));
  // Without the replay T2 and T3 still share 2nd (4, 1, 1 in the round robin), a place
  // playoff_places (all) plays off; claimed shared, only that is reported.
  const std::vector<ClaimedStanding> shared = {{1, 1, pt(3)}, {2, 2, pt(3)}, {2, 3, pt(3)}, {4, 4, pt(3)}};
  const VerifyReport open = verify_with(three_tied(false), shared);
  EXPECT_EQ(count(open, "T-12.1", "still share team 2nd"), 1) << dump(open);
  EXPECT_EQ(open.violations.size(), 1u) << dump(open);
  // With playoff_places = [1] the round robin decided 1st: 2nd may stay shared.
  Record first_only = three_tied(false);
  first_only.rules.playoff_places = {1};
  EXPECT_TRUE(verify_with(first_only, shared).violations.empty()) << dump(verify_with(first_only, shared));
}

}  // namespace
}  // namespace xq
