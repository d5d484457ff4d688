// The verifier on team events (V-4: home and away P1-9, PT-2..PT-7; board order PT-10, PT-11):
// a hand-worked record whose sides and boards follow from rules stated below, events paired by
// the engine that must pass, and planted faults — a wrong home side, a wrong board order — that
// must be reported with their rule. The verifier itself never calls the engine; only this test
// puts the two side by side.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>

#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "sim/engine_claims.hpp"
#include "tests/support/build.hpp"
#include "tests/support/fixtures.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/pairwise_order.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::dump;

// V-5 against the engine's own standings (compute_places, compute_team_standings) as claims.
VerifyOptions engine_claims(const Record& rec) {
  VerifyOptions o;
  sim::claim_engine_standings(rec, o);
  return o;
}

using test::G;
using test::M;
using test::RecordBuilder;
using test::swap_colours;

int count(const std::vector<Violation>& vs, const std::string& rule, int round = 0, int table = 0,
          EntrantId entrant = 0) {
  return static_cast<int>(std::count_if(vs.begin(), vs.end(), [&](const Violation& v) {
    return v.rule == rule && (round == 0 || v.round == round) && (table == 0 || v.board == table) &&
           (entrant == 0 || v.entrant == entrant);
  }));
}

// ---------------------------------------------------------------------------------------------
// A hand-worked event: teams A = 1 (players 1–3), B = 2 (4–6), C = 3 (7–9), D = 4 (10–12), three
// boards, RRB for the home team (PT-9), fold (P1-1), match points 2/0/1/1, three rounds.
//
// Round 1 (P1-1: 1–3, 2–4; P1-9: odd table the upper-half team home, even table the lower):
//   table 1 A home v C, table 2 D home v B; no history, odd round: boards by number (PT-10/11 (4)).
//   A beats C (1–7 R, 2–8 R, 9–3 D), D beats B (10–4 R, 11–5 R, 6–12 D). Scores A 2, D 2, B 0, C 0.
// Round 2 — the sides follow from PT-7 with both teams in one zone:
//   PT-2: A and D were home (H1 A0) → away zone; B and C were away → home zone.
//   A–D, both away zone. PT-4: equal score (1), equal away count 0 (2), in round 1 both were
//   home, so the look-back finds nothing (3); (4) round 2 is even: the larger number first →
//   D placed before A. PT-7: in the away zone the one placed *lower* is home → A home.
//   C–B, both home zone. PT-3 (1)-(3) equal likewise; (4) even round: 3 before 2 → C placed
//   higher; PT-7: in the home zone the one placed higher is home → C home.
//   Boards: A home (PT-10): 3 had black (1 black game) → first; 1, 2 equal up to (4), even
//   round: 2 before 1 → 3, 2, 1. D away (PT-11): 10, 11 red, equal to (4) → 11, 10, 12.
//   C home: 7, 8 black; 8 drew, 7 lost → total (3) → 8, 7, 9. B away: 6 had red → 6, 5, 4.
//   A beats D (3–11 R, 2–10 D, 12–1 D); C beats B (8–6 R, 7–5 D, 4–9 D). A 4, C 2, D 2, B 0.
// Round 3 — different zones: A (H2 A0) away zone, B (A2) home zone → B home; C (H1 A1, home
//   last) away zone, D (H1 A1, away last) home zone → D home (PT-7). Tables (PT-D1): B–A, D–C.
//   B home (PT-10): 5 has 2 black games → first; 4 v 6: round 2, 6 had black → 6 → 5, 6, 4.
//   A away (PT-11): 2 has 2 red → first; 1 v 3: round 2, 3 had red → 3 → 2, 3, 1.
//   D home: all one black game; 10 v 11 same colours, total 3 > 2 → 10; both had black in
//   round 2 where 12 had red → 10, 11, 12. C away: 8 (total 2) before 7 (1); both red in
//   round 2, 9 black → 8, 7, 9. A (4) v B (0) over C and D's group (2): W-5.
Record hand_worked() {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.rounds = 3;
  rules.boards = 3;
  rules.board_colours = "RRB";
  rules.first_round = FirstRound::fold;
  RecordBuilder b(12, rules);
  b.team("A", {1, 2, 3}).team("B", {4, 5, 6}).team("C", {7, 8, 9}).team("D", {10, 11, 12});
  b.match_round({M{1, 3, {{1, 7, 'R'}, {2, 8, 'R'}, {9, 3, 'D'}}},  //
                 M{4, 2, {{10, 4, 'R'}, {11, 5, 'R'}, {6, 12, 'D'}}}});
  b.match_round({M{1, 4, {{3, 11, 'R'}, {2, 10, 'D'}, {12, 1, 'D'}}},  //
                 M{3, 2, {{8, 6, 'R'}, {7, 5, 'D'}, {4, 9, 'D'}}}});
  b.match_round({M{2, 1, {{5, 2, 'D'}, {6, 3, 'D'}, {1, 4, 'D'}}},  //
                 M{4, 3, {{10, 8, 'D'}, {11, 7, 'D'}, {9, 12, 'D'}}}});
  Record r = b.build();
  r.rounds[2].warnings.push_back({"W-5", 1, "A (4) meets B (0) over the group of 2"});
  return r;
}

// Swaps home and away of match `mi` of round `r` and mirrors its games, so that the board colours
// still follow the new home team's pattern (PT-9) and every player keeps his result.
void swap_sides(Record& rec, size_t r, size_t mi) {
  Round& rd = rec.rounds[r];
  Match& m = rd.matches[mi];
  std::swap(m.home, m.away);
  for (int gi : m.games) swap_colours(rd.games[static_cast<size_t>(gi)]);
}

// The game of match `mi` of round `r` on board `board`.
Game& on_board(Record& rec, size_t r, size_t mi, int board) {
  Round& rd = rec.rounds[r];
  for (int gi : rd.matches[mi].games)
    if (rd.games[static_cast<size_t>(gi)].board == board) return rd.games[static_cast<size_t>(gi)];
  throw std::logic_error("no such board");
}

// Exchanges the boards of two players of one team in match `mi`: boards i and j with the same
// colour for that team (PT-9 holds), so only the board order changes.
void swap_boards(Record& rec, size_t r, size_t mi, Side side, int i, int j) {
  const std::string& pattern = rec.rules.board_colours;
  const bool home_red_i = pattern[static_cast<size_t>(i - 1) % pattern.size()] == 'R';
  const bool home_red_j = pattern[static_cast<size_t>(j - 1) % pattern.size()] == 'R';
  if (home_red_i != home_red_j) throw std::logic_error("boards of different colours");
  const bool red = (side == Side::home) == home_red_i;  // the team's colour on both boards
  Game &gi = on_board(rec, r, mi, i), &gj = on_board(rec, r, mi, j);
  std::swap(red ? gi.red : gi.black, red ? gj.red : gj.black);
}

TEST(VerifyTeams, HandWorkedEventHasNoViolation) {
  const VerifyReport rep = verify_record(hand_worked());
  EXPECT_TRUE(rep.ok()) << dump(rep);
  EXPECT_TRUE(rep.warnings.empty()) << dump(rep);
  for (const std::string& n : rep.notes) EXPECT_EQ(n.find("not checked"), std::string::npos) << n;
}

TEST(VerifyTeams, WrongHomeSideInTheAwayZone) {  // PT-7 with PT-4 (4): A must be home against D
  Record r = hand_worked();
  swap_sides(r, 1, 0);  // round 2, table 1: D home
  const VerifyReport rep = verify_record(r);
  ASSERT_EQ(count(rep.violations, "PT-7", 2, 1, 4), 1) << dump(rep);
  const Violation& v = *std::find_if(rep.violations.begin(), rep.violations.end(),
                                     [](const Violation& x) { return x.rule == "PT-7"; });
  EXPECT_EQ(v.check, "V-4");
  EXPECT_NE(v.text.find("away zone"), std::string::npos) << v.text;
  EXPECT_NE(v.text.find("PT-4 (4)"), std::string::npos) << v.text;
  // (Round 3 changes too: D, home twice, joins the away zone; its other findings are not this test's.)
}

TEST(VerifyTeams, WrongHomeSideInTheHomeZone) {  // PT-7 with PT-3 (4): C must be home against B
  Record r = hand_worked();
  swap_sides(r, 1, 1);
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep.violations, "PT-7", 2, 2, 2), 1) << dump(rep);
}

TEST(VerifyTeams, WrongHomeSideAcrossZones) {  // PT-7: B (home zone) must be home against A
  Record r = hand_worked();
  swap_sides(r, 2, 0);
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep.violations, "PT-7", 3, 1, 1), 1) << dump(rep);
  EXPECT_EQ(count(rep.violations, "PT-7"), 1) << dump(rep);
}

TEST(VerifyTeams, WrongHomeSideInRoundOne) {  // P1-9: table 2 is even, the lower-half team home
  Record r = hand_worked();
  swap_sides(r, 0, 1);  // B (upper half) home on table 2
  const VerifyReport rep = verify_record(truncated(r, 1));
  EXPECT_EQ(count(rep.violations, "P1-9", 1, 2, 2), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
}

TEST(VerifyTeams, HomeSideInRoundOneByParityP1_5) {  // first_round_colours = parity
  // Round 1: 1–3 (sum 4, even: the larger, 3, must be home) and 4–2 (sum 6: 4 home).
  Record r = hand_worked();
  r.rules.first_round_colours = FirstRoundColours::parity;
  VerifyReport rep = verify_record(truncated(r, 1));
  EXPECT_EQ(count(rep.violations, "P1-5", 1, 1, 1), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
  swap_sides(r, 0, 0);  // C home against A
  rep = verify_record(truncated(r, 1));
  EXPECT_EQ(rep.violations.size(), 0u) << dump(rep);
}

TEST(VerifyTeams, WrongHomeBoardOrder) {  // PT-10 (1): 5 (two black games) belongs on board 1
  Record r = hand_worked();
  swap_boards(r, 2, 0, Side::home, 1, 2);  // round 3, B: 6, 5, 4
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep.violations, "PT-10", 3, 1, 5), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
  EXPECT_NE(rep.violations.front().text.find("orders 5, 6, 4"), std::string::npos) << dump(rep);
}

TEST(VerifyTeams, WrongAwayBoardOrder) {  // PT-11 (1): 2 (two red games) belongs on board 1
  Record r = hand_worked();
  swap_boards(r, 2, 0, Side::away, 1, 2);  // A: 3, 2, 1 — 2 (two red games) is board 1's
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count(rep.violations, "PT-11", 3, 1, 2), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
}

TEST(VerifyTeams, WrongBoardOrderByTotal) {  // PT-10 (3): 10 and 11 equal up to the total, 3 > 2
  Record d = hand_worked();
  swap_boards(d, 2, 1, Side::home, 1, 2);  // round 3, D: 11, 10, 12
  const VerifyReport rep = verify_record(d);
  EXPECT_EQ(count(rep.violations, "PT-10", 3, 2, 10), 1) << dump(rep);
  EXPECT_NE(rep.violations.front().text.find("PT-10 (3): total 3 and 2"), std::string::npos) << dump(rep);
}

TEST(VerifyTeams, RoundOneBoardsGoByNumber) {  // PT-10/11 (4): odd round, the smaller number first
  Record r = hand_worked();
  swap_boards(r, 0, 1, Side::away, 1, 2);  // B on table 2 of round 1: 5, 4, 6
  const VerifyReport rep = verify_record(truncated(r, 1));
  EXPECT_EQ(count(rep.violations, "PT-11", 1, 2, 4), 1) << dump(rep);
  EXPECT_EQ(rep.violations.size(), 1u) << dump(rep);
}

// PT-D12 in PT-10: six teams of three, RRB; team A = players 1, 2, 3. Forfeits leave each
// of them without a colour in one round: 1 R, –, B; 2 –, B, R; 3 B, R, – (one black game each).
// Passing over the forfeits the look-back goes round (1 before 2: round 3; 2 before 3: round 2;
// 3 before 1: round 1), so PT-D12 leaves it out for the three: totals (3) 3 (4 points), 2 (2),
// 1 (0) → A, home in round 4, must seat 3, 2, 1.
Record circular_look_back(const std::vector<G>& round4_a_home) {
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.rounds = 4;
  rules.boards = 3;
  rules.board_colours = "RRB";
  rules.first_round = FirstRound::fold;
  RecordBuilder b(18, rules);
  b.team("A", {1, 2, 3}).team("B", {4, 5, 6}).team("C", {7, 8, 9});
  b.team("D", {10, 11, 12}).team("E", {13, 14, 15}).team("F", {16, 17, 18});
  const auto draws = [](EntrantId home, EntrantId away) {  // players of the teams, board by board
    const EntrantId h = 3 * (home - 1), a = 3 * (away - 1);
    return M{home, away, {{h + 1, a + 1, 'D'}, {h + 2, a + 2, 'D'}, {a + 3, h + 3, 'D'}}};
  };
  b.match_round({M{1, 3, {{1, 7, 'B'}, {2, 8, 'b'}, {9, 3, 'B'}}}, draws(4, 2), draws(5, 6)});
  b.match_round({M{4, 1, {{10, 2, 'B'}, {11, 1, 'r'}, {3, 12, 'R'}}}, draws(2, 5), draws(3, 6)});
  b.match_round({M{2, 1, {{4, 1, 'R'}, {5, 3, 'r'}, {2, 6, 'B'}}}, draws(3, 5), draws(4, 6)});
  b.match_round({M{1, 5, round4_a_home}, draws(2, 6), draws(3, 4)});
  return b.build();
}

TEST(VerifyTeams, CircularLookBackIsLeftOutForTheTiedSetPTD12) {
  // The PT-D12 order: no PT-10 violation at A's table.
  VerifyReport rep = verify_record(circular_look_back({{3, 13, 'D'}, {2, 14, 'D'}, {15, 1, 'D'}}));
  EXPECT_EQ(count(rep.violations, "PT-10", 4, 1), 0) << dump(rep);
  for (const Violation& w : rep.warnings) {
    EXPECT_EQ(w.text.find("circular"), std::string::npos) << to_string(w);
  }
  // An order that follows two of the three look-back verdicts (1 before 2, 2 before 3): a
  // violation naming PT-D12, where the verifier once accepted any order with a warning.
  rep = verify_record(circular_look_back({{1, 13, 'D'}, {2, 14, 'D'}, {15, 3, 'D'}}));
  ASSERT_EQ(count(rep.violations, "PT-10", 4, 1), 1) << dump(rep);
  for (const Violation& v : rep.violations) {
    if (v.rule == "PT-10" && v.round == 4 && v.board == 1) {
      EXPECT_NE(v.text.find("PT-D12"), std::string::npos) << to_string(v);
    }
  }
}

// What a pairwise rule forces: 0 before 1 before 2 before 0 is a circle (any order of the three
// is accepted), and all three come before 3.
TEST(VerifyTeams, PairwiseOrderFindsTheCircles) {
  const bool edge[4][4] = {{0, 1, 0, 1}, {0, 0, 1, 1}, {1, 0, 0, 1}, {0, 0, 0, 0}};
  const verify_detail::PairwiseOrder po(4, [&](int i, int j) { return edge[i][j]; });
  EXPECT_TRUE(po.before(0, 1));
  EXPECT_TRUE(po.open(0, 1));
  EXPECT_TRUE(po.open(2, 0));
  EXPECT_FALSE(po.forced(0, 1));
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(po.forced(i, 3));
    EXPECT_FALSE(po.forced(3, i));
    EXPECT_FALSE(po.open(i, 3));
  }
  EXPECT_EQ(po.cycle_of(1), (std::vector<int>{0, 1, 2}));
  EXPECT_TRUE(po.cycle_of(3).empty());
  // A line (no circle): every pair forced.
  const verify_detail::PairwiseOrder line(3, [](int i, int j) { return i < j; });
  EXPECT_TRUE(line.forced(0, 2));
  EXPECT_FALSE(line.open(0, 2));
}

// ---------------------------------------------------------------------------------------------
// Events paired by the engine.

struct EventSpec : test::TeamEventSpec {
  bool forfeits = true;
};

// Pairs and plays an event round by round (results drawn from `rng`; forfeits 4 % when on).
Record play(const EventSpec& e, Rng& rng) {
  Record r = test::team_swiss_event(e);
  r.event = "team";
  for (int k = 0; k < e.rounds; ++k) {
    PairingResult p = pair_next_round(r, rng);
    if (!p.ok()) break;
    for (Game& g : p.round.games) {
      const int u = rng.index(100);
      g.result = u < 36        ? Result::red_win
                 : u < 66      ? Result::draw
                 : u < 96      ? Result::black_win
                 : !e.forfeits ? Result::draw
                 : u < 98      ? Result::red_forfeit
                               : Result::black_forfeit;
    }
    r.rounds.push_back(std::move(p.round));
  }
  return r;
}

EventSpec spec(std::uint64_t i, Rng& pick) {
  EventSpec e;
  e.teams = 8 + pick.index(9);                          // 8..16
  e.boards = 3 + pick.index(2);                         // 3..4
  e.rounds = 5 + pick.index(std::min(3, e.teams - 5));  // 5..7
  const char* patterns[] = {"RRB", "RB", "RRBB"};
  e.pattern = patterns[i % 3];
  e.match_points_000 = i % 2 == 0;
  e.first_round = i % 4 == 3 ? FirstRound::lots : FirstRound::fold;
  return e;
}

TEST(VerifyTeams, EngineEventsHaveNoViolation) {
  Rng pick(5150);
  int matches = 0, warnings = 0, events = 0;
  for (std::uint64_t i = 0; i < 120; ++i) {
    const EventSpec e = spec(i, pick);
    Rng rng(2009, i);
    const Record rec = play(e, rng);
    ASSERT_GE(rec.rounds.size(), 5u) << "event " << i;
    ++events;
    const VerifyReport rep = verify_record(rec, engine_claims(rec));
    for (const Violation& v : rep.violations)
      ADD_FAILURE() << "event " << i << " (" << e.teams << " teams, " << e.boards << " boards, " << e.pattern
                    << "): " << to_string(v);
    // PT-D12 leaves no order open: a circular look-back is left out for its tied set, by the
    // engine and the verifier alike, so there is nothing left to warn about.
    for (const Violation& w : rep.warnings) ADD_FAILURE() << "event " << i << ": " << to_string(w);
    warnings += static_cast<int>(rep.warnings.size());
    for (const std::string& n : rep.notes) ADD_FAILURE() << "event " << i << ": note " << n;
    for (const Round& rd : rec.rounds) matches += static_cast<int>(rd.matches.size());
  }
  EXPECT_EQ(events, 120);
  EXPECT_EQ(warnings, 0);
  std::printf("%d matches, %d events: no violation, no open order\n", matches, events);
}

// In the last round of engine events (no forfeits: every order the rule gives is then forced,
// as every player of a team has a colour in the same rounds), each planted fault is caught with
// its rule, at its table, and nothing outside the round changes.
TEST(VerifyTeams, PlantedFaultsInEngineEventsAreCaught) {
  Rng pick(6060);
  int planted_sides = 0, planted_boards = 0;
  for (std::uint64_t i = 0; i < 80; ++i) {
    EventSpec e = spec(i, pick);
    e.forfeits = false;
    e.teams += e.teams % 2;  // no bye: the zone look-back cannot go round in a circle either
    Rng rng(31, i);
    const Record rec = play(e, rng);
    ASSERT_TRUE(verify_record(rec).ok()) << "event " << i;
    const size_t last = rec.rounds.size() - 1;
    const Round& rd = rec.rounds[last];
    const size_t mi = static_cast<size_t>(pick.index(static_cast<int>(rd.matches.size())));
    const int table = rd.matches[mi].table;

    Record sides = rec;
    swap_sides(sides, last, mi);
    const VerifyReport rs = verify_record(sides);
    ++planted_sides;
    EXPECT_EQ(count(rs.violations, "PT-7", static_cast<int>(last) + 1, table, rd.matches[mi].away), 1)
        << "event " << i << "\n"
        << dump(rs);
    for (const Violation& v : rs.violations) EXPECT_EQ(v.round, static_cast<int>(last) + 1) << to_string(v);

    // Two boards of one colour for the team: the first two boards with equal pattern letters.
    const Side side = i % 2 ? Side::home : Side::away;
    int b1 = 0, b2 = 0;
    for (int x = 1; x <= e.boards && b2 == 0; ++x)
      for (int y = x + 1; y <= e.boards && b2 == 0; ++y)
        if (e.pattern[static_cast<size_t>(x - 1) % e.pattern.size()] ==
            e.pattern[static_cast<size_t>(y - 1) % e.pattern.size()])
          b1 = x, b2 = y;
    ASSERT_GT(b2, 0);
    Record boards = rec;
    swap_boards(boards, last, mi, side, b1, b2);
    const VerifyReport rb = verify_record(boards);
    ++planted_boards;
    const std::string rule = side == Side::home ? "PT-10" : "PT-11";
    EXPECT_EQ(count(rb.violations, rule, static_cast<int>(last) + 1, table), 1)
        << "event " << i << " boards " << b1 << "/" << b2 << "\n"
        << dump(rb);
    EXPECT_EQ(rb.violations.size(), 1u) << "event " << i << "\n" << dump(rb);
  }
  EXPECT_EQ(planted_sides, 80);
  EXPECT_EQ(planted_boards, 80);
}

}  // namespace
}  // namespace xq
