// V-2 before pairing (pairing/model/placement): an entrant placed nowhere in an earlier round
// without a reason stops the pairing; the verifier's implied withdrawal (lost by forfeit, never
// placed again) is paired as a withdrawal, with an S-2 warning. docs/pairing-individual.md.
#include "pairing/model/placement.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pair_record.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/build.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

using test::bye;
using test::fold_swiss;
using test::make_record;

// Six players, three rounds; 5 is absent in round 1 (loses to 6 by forfeit) and in no game after.
Record implied_withdrawal() {
  return make_record(6,
                     {{{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'b'}},
                      {{1, 3, 'R'}, {2, 4, 'D'}, bye(6)},
                      {{6, 1, 'B'}, {2, 3, 'R'}, bye(4)}},
                     fold_swiss(5));
}

TEST(PlacementGaps, ACompleteRecordHasNone) {
  const PlacementGaps g =
      placement_gaps(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{3, 1, 'R'}, {2, 4, 'B'}}}, fold_swiss(3)));
  EXPECT_EQ(g.round, 0);
  EXPECT_TRUE(g.implied.empty());
}

TEST(PlacementGaps, AGameDeletedByHandIsTheFirstGapByRoundThenNumber) {
  // Round 2 lost the game 2–4; both play again in round 3.
  const PlacementGaps g = placement_gaps(
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'R'}}, {{4, 1, 'D'}, {2, 3, 'B'}}}, fold_swiss(5)));
  EXPECT_EQ(g.round, 2);
  EXPECT_EQ(g.entrant, 2);
  EXPECT_TRUE(g.implied.empty());
}

TEST(PlacementGaps, LostByForfeitAndNeverPlacedAgainIsAnImpliedWithdrawal) {
  const PlacementGaps g = placement_gaps(implied_withdrawal());
  EXPECT_EQ(g.round, 0);
  EXPECT_EQ(g.implied, (std::vector<ImpliedWithdrawal>{{5, 2}}));
}

TEST(PlacementGaps, TheImpliedPatternNeedsTheForfeitAndNoLaterGame) {
  // Lost round 1 over the board, then missing to the end: no reason at all.
  Record r = implied_withdrawal();
  r.rounds[0].games[2].result = Result::black_win;
  PlacementGaps g = placement_gaps(r);
  EXPECT_EQ(g.round, 2);
  EXPECT_EQ(g.entrant, 5);
  EXPECT_TRUE(g.implied.empty());
  // Lost by forfeit, missing in round 2, back in round 3: round 2 is a gap.
  r = make_record(6,
                  {{{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'b'}},
                   {{1, 3, 'R'}, {2, 4, 'D'}, bye(6)},
                   {{6, 1, 'B'}, {2, 3, 'R'}, {5, 4, 'D'}}},
                  fold_swiss(5));
  g = placement_gaps(r);
  EXPECT_EQ(g.round, 2);
  EXPECT_EQ(g.entrant, 5);
}

TEST(PlacementGaps, RoundsTheRecordKeepsAnEntrantOutOfAreNoGaps) {
  Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'R'}}, {{4, 1, 'D'}, {2, 3, 'B'}}}, fold_swiss(5));
  r.entrants[1].absent_rounds = {2};
  r.entrants[3].absent_rounds = {2};
  EXPECT_EQ(placement_gaps(r).round, 0);
  r.entrants[3].absent_rounds.clear();
  EXPECT_EQ(placement_gaps(r).entrant, 4);  // the other one still counts
}

TEST(PlacementGaps, ATrfSaysNotPairedItselfButItsSilentWithdrawalsAreStillSeen) {
  Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'R'}}, {{4, 1, 'D'}, {2, 3, 'B'}}}, fold_swiss(5));
  r.source.format = "TRF";  // `0000 - -` for 2 and 4 in round 2
  EXPECT_EQ(placement_gaps(r).round, 0);
  Record w = implied_withdrawal();
  w.source.format = "TRF";
  EXPECT_EQ(placement_gaps(w).implied, (std::vector<ImpliedWithdrawal>{{5, 2}}));
}

TEST(PlacementGaps, APi10FinalsRoundPlacesOnlyTheFinalists) {
  Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{3, 1, 'R'}, {2, 4, 'B'}}, {test::final_game(3, 4, 'D')}},
                  fold_swiss(3));
  EXPECT_EQ(placement_gaps(r).round, 0);
  r.rounds[2].games[0].kind = GameKind::regular;  // a third round of one game: 1 and 2 left out
  EXPECT_EQ(placement_gaps(r).round, 3);
}

TEST(PlacementGaps, PlayoffGamesPlaceNobodyAndTeamEventsAreCheckedByTheirTeams) {
  Record r =
      make_record(4, {{{1, 2, 'R'}, test::playoff(3, 4, 'D')}, {{1, 3, 'R'}, {2, 4, 'B'}}}, fold_swiss(5));
  EXPECT_EQ(placement_gaps(r).round, 1);
  EXPECT_EQ(placement_gaps(r).entrant, 3);
  r.rules.format = EventFormat::team_swiss;  // no teams, no matches: nothing a team event checks
  EXPECT_EQ(placement_gaps(r).round, 0);
}

// PT-13: in a team event every team is in a match or has the bye. Record A with its round-2 match
// T1–T3 deleted by hand: T1 and T3 are in no match, and the pairing stops naming the first.
TEST(PlacementGaps, ATeamMatchDeletedByHandStopsThePairing) {
  const Record whole = test::four_team_record();
  EXPECT_EQ(placement_gaps(whole).round, 0);
  Record r = whole;
  Round& two = r.rounds[1];
  const Match deleted = two.matches[1];
  ASSERT_EQ(deleted.home, 1);
  ASSERT_EQ(deleted.away, 3);
  two.matches.pop_back();
  two.games.resize(3);  // T4–T2's boards come first
  const PlacementGaps gaps = placement_gaps(r);
  EXPECT_EQ(gaps.round, 2);
  EXPECT_EQ(gaps.team, 1);
  EXPECT_EQ(gaps.entrant, 0);
  EXPECT_EQ(placement_gap_text(r, gaps),
            "round 2: team 1 (T1) is in no match and has no bye (PT-13): was a match deleted? Restore it (a "
            "team event takes no withdrawal or absence: docs/cli.md)");
  Rng rng(1);
  EXPECT_THROW((void)pair_next_round(r, rng), InputError);
  // The team bye places a team: T1 with the bye, T3 alone is missing.
  r.rounds[1].team_byes.push_back(1);
  EXPECT_EQ(placement_gaps(r).team, 3);
}

TEST(PairNextRound, AGapStopsThePairingNamingTheRoundAndThePlayer) {
  const Record r =
      make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'R'}}, {{4, 1, 'D'}, {2, 3, 'B'}}}, fold_swiss(5));
  EXPECT_FALSE(check_pairable(r).ok());
  Rng rng(1);
  try {
    (void)pair_next_round(r, rng);
    FAIL() << "paired a record with a gap";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("round 2: 2 (P2) is in no game and has no bye"), std::string::npos)
        << e.reason();
  }
  Record copy = r;
  try {
    (void)pair_record(copy, "event.json", 1);
    FAIL() << "paired a record with a gap";
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "event.json");
    EXPECT_NE(e.reason().find("absent_rounds"), std::string::npos) << e.reason();
  }
  EXPECT_EQ(copy, r);
}

TEST(PairNextRound, AnImpliedWithdrawalIsLeftOutWithAWarning) {
  const Record r = implied_withdrawal();
  EXPECT_TRUE(check_pairable(r).ok());
  Rng rng(7);
  const PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok()) << p.reason;
  EXPECT_EQ(p.round.games.size(), 2u);  // five players left: two games and the bye
  ASSERT_EQ(p.round.byes.size(), 1u);
  for (const Game& g : p.round.games) EXPECT_TRUE(g.red != 5 && g.black != 5);
  EXPECT_NE(p.round.byes[0].entrant, 5);
  const auto w = std::find_if(p.round.warnings.begin(), p.round.warnings.end(),
                              [](const Warning& x) { return x.rule == "S-2"; });
  ASSERT_NE(w, p.round.warnings.end());
  EXPECT_EQ(w->entrant, 5);
  EXPECT_EQ(w->text,
            "5 (P5) lost round 1 by forfeit and has not been placed since: treated as withdrawn from round 2 "
            "(xqsim withdraw records it)");
  // The same round as from the record that says so.
  Record said = r;
  said.entrants[4].withdrawn_from_round = 2;
  Rng again(7);
  PairingResult q = pair_next_round(said, again);
  EXPECT_EQ(q.round.games, p.round.games);
  EXPECT_EQ(q.round.byes, p.round.byes);
}

}  // namespace
}  // namespace xq
