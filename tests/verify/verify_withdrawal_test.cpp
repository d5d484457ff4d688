// The verifier on withdrawals, announced absences and late entries (issue 14): a player the
// record keeps out of a round is rightly not placed there (V-2 stays quiet, the S-4 bye is judged
// among those present, the missed round scores as the rules say); a withdrawn or absent player
// who IS paired is a V-2 violation — a hand-edited record.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "pairing/pairing.hpp"
#include "tests/support/build.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::bye;
using test::dump;
using test::pt;

std::vector<Violation> v2(const VerifyReport& rep) {
  std::vector<Violation> out;
  std::copy_if(rep.violations.begin(), rep.violations.end(), std::back_inserter(out),
               [](const Violation& v) { return v.check == "V-2"; });
  return out;
}

// Seven players; 3 withdraws from round 2; rounds 2 and 3 pair the other six.
Record withdrawal(bool paired_anyway) {
  Record r =
      test::make_record(7,
                        {{{1, 4, 'R'}, {2, 5, 'D'}, {3, 6, 'B'}, bye(7)},
                         {{6, 1, 'D'}, {5, 7, 'R'}, {4, 2, 'B'}},
                         paired_anyway ? std::vector<test::G>{{1, 5, 'R'}, {2, 6, 'D'}, {7, 4, 'R'}, bye(3)}
                                       : std::vector<test::G>{{1, 5, 'R'}, {2, 6, 'D'}, {7, 4, 'R'}}},
                        test::fold_swiss(5));
  r.entrants[2].withdrawn_from_round = 2;
  return r;
}

TEST(VerifyWithdrawal, AWithdrawnPlayerLeftOutIsNoViolation) {
  const VerifyReport rep = verify_record(withdrawal(false));
  EXPECT_TRUE(v2(rep).empty()) << dump(rep);
  // Without the field the same record is a player the pairing forgot.
  Record forgot = withdrawal(false);
  forgot.entrants[2].withdrawn_from_round = 0;
  EXPECT_FALSE(v2(verify_record(forgot)).empty());
}

size_t count_rule(const VerifyReport& rep, const std::string& rule, EntrantId e = 0) {
  return static_cast<size_t>(
      std::count_if(rep.violations.begin(), rep.violations.end(),
                    [&](const Violation& v) { return v.rule == rule && (e == 0 || v.entrant == e); }));
}

// docs/tiebreaks.md "A player who withdrew": the seven above end 1 (5 points), 2, 6, 7 (4), 5 (3),
// 3 and 4 (0). With places 6 and 7 played off (T-12.1), 3 — withdrawn from round 2 — loses the
// play-off by forfeit, written so when the engine schedules it; with 4 gone too (withdrawn from
// round 3, his game there made 7's bye) nobody plays it and the place stays shared. The verifier
// agrees.
TEST(VerifyWithdrawal, APlayerWhoWithdrewLosesHisPlayoffByForfeit) {
  Record r = withdrawal(false);
  r.rules.rounds = 3;
  r.rules.tiebreaks = {"playoff"};
  r.rules.playoff_places = {6};
  Rng rng(3);
  const std::vector<Game> games = next_playoffs(r, rng);
  ASSERT_EQ(games.size(), 1u);
  const Game g = games[0];
  EXPECT_TRUE((g.red == 3 && g.black == 4) || (g.red == 4 && g.black == 3));
  EXPECT_EQ(g.result, g.red == 3 ? Result::red_forfeit : Result::black_forfeit);
  r.rounds.back().games.push_back(g);
  EXPECT_TRUE(next_playoffs(r, rng).empty());  // decided: 4 sixth, 3 seventh
  const VerifyReport rep = verify_record(r);
  EXPECT_EQ(count_rule(rep, "S-2") + count_rule(rep, "T-12.1"), 0u) << dump(rep);

  Record won = r;  // hand-edited: 3 written as winning it
  won.rounds.back().games.back().result = g.red == 3 ? Result::red_win : Result::black_win;
  EXPECT_EQ(count_rule(verify_record(won), "S-2", 3), 1u) << dump(verify_record(won));

  Record both = r;
  both.rounds.back().games.pop_back();  // the play-off
  ASSERT_EQ(both.rounds[2].games[2].red, 7);
  both.rounds[2].games.erase(both.rounds[2].games.begin() + 2);  // 7–4: 7 has the bye instead
  both.rounds[2].byes.push_back(Bye{7, std::nullopt});
  both.entrants[3].withdrawn_from_round = 3;
  EXPECT_TRUE(next_playoffs(both, rng).empty());
  EXPECT_EQ(count_rule(verify_record(both), "T-12.1"), 0u) << dump(verify_record(both));
  both.entrants[3].withdrawn_from_round = 0;  // 4 there after all: the shared place must be played off
  VerifyOptions played_out;                   // (an arbiter's record may stand before the play-off: a note)
  played_out.finished = true;
  EXPECT_EQ(count_rule(verify_record(both, played_out), "T-12.1"), 1u)
      << dump(verify_record(both, played_out));
}

TEST(VerifyWithdrawal, AWithdrawnPlayerWhoIsPairedLaterIsFlagged) {
  // Hand-edited: 3 is withdrawn from round 2 but given round 3's bye, then a game in round 4.
  Record r = withdrawal(true);
  r.rounds.push_back(test::make_record(7, {{{3, 1, 'R'}, {5, 2, 'D'}, {4, 6, 'B'}}}).rounds[0]);
  r.rounds.back().number = 4;
  const std::vector<Violation> found = v2(verify_record(r));
  const auto about = [&](int round) {
    return std::count_if(found.begin(), found.end(), [&](const Violation& v) {
      return v.entrant == 3 && v.round == round && v.text.find("withdrawn from round 2") != std::string::npos;
    });
  };
  EXPECT_EQ(about(3), 1) << dump(verify_record(r));
  EXPECT_EQ(about(4), 1) << dump(verify_record(r));
}

TEST(VerifyWithdrawal, AnAbsencePairedAnywayIsFlaggedAndAnAbsenceScoresAsTheRulesSay) {
  Record r = test::make_record(
      7, {{{1, 4, 'R'}, {2, 5, 'D'}, {3, 6, 'B'}, bye(7)}, {{1, 2, 'R'}, {3, 4, 'D'}, {6, 7, 'B'}}},
      test::fold_swiss(5));
  r.entrants[4].absent_rounds = {2};  // 5 announced absent in round 2 and left out
  r.rules.absence_points = MissedRoundPoints::half;
  const VerifyReport ok = verify_record(r);
  EXPECT_TRUE(v2(ok).empty()) << dump(ok);
  EXPECT_EQ(recompute_scores(r)[1][4], pt(1) + pt(1));  // the draw of round 1 and half of round 2
  r.entrants[0].absent_rounds = {2};                    // 1 was absent too, but is paired
  const std::vector<Violation> found = v2(verify_record(r));
  ASSERT_EQ(found.size(), 1u) << dump(verify_record(r));
  EXPECT_EQ(found[0].entrant, 1);
  EXPECT_NE(found[0].text.find("announced absent in round 2 but is paired"), std::string::npos)
      << found[0].text;
}

// PI-10: the leader withdrawn from the final's round is passed over — 2 and 3 play the final
// although 1 leads; without the withdrawal the same final is a PI-10 violation (V-2 by the
// scores, V-5 by the standings).
TEST(VerifyWithdrawal, AFinalPassingOverAWithdrawnLeaderIsNoViolation) {
  RuleSet rules = test::fold_swiss(3);
  rules.final_after_round = 2;
  // Round 1: 1–4 (1 wins), 2–5 (2 wins), 3–6 (3 wins); round 2: 1–6 (1 wins), 2–3 draw, 4–5 draw.
  // After round 2: 1 on 4, 2 and 3 on 3. Round 3: the final 2–3, then 5–4? they met: 4–6, 5 the bye.
  Record r = test::make_record(6,
                               {{{1, 4, 'R'}, {2, 5, 'R'}, {3, 6, 'R'}},
                                {{6, 1, 'B'}, {3, 2, 'D'}, {4, 5, 'D'}},
                                {{2, 3, 'R'}, {6, 4, 'R'}, bye(5)}},
                               rules);
  r.rounds[2].games[0].kind = GameKind::final_game;
  const auto finalist_complaints = [](const VerifyReport& rep) {
    return std::count_if(rep.violations.begin(), rep.violations.end(),
                         [](const Violation& v) { return v.rule == "PI-10"; });
  };
  EXPECT_GE(finalist_complaints(verify_record(r)), 1) << dump(verify_record(r));  // 1 left out of the final
  r.entrants[0].withdrawn_from_round = 3;
  // 1's game of round 3 is not there: he is withdrawn, so neither V-2 nor PI-10 complains.
  EXPECT_EQ(finalist_complaints(verify_record(r)), 0) << dump(verify_record(r));
  EXPECT_TRUE(v2(verify_record(r)).empty()) << dump(verify_record(r));
}

TEST(VerifyWithdrawal, ALateEntryIsNotPlacedBeforeHisFirstRound) {
  Record r = test::make_record(
      8,
      {{{1, 4, 'R'}, {2, 5, 'D'}, {3, 6, 'B'}, bye(7)}, {{1, 2, 'R'}, {3, 4, 'D'}, {5, 6, 'B'}, {7, 8, 'R'}}},
      test::fold_swiss(5));
  r.entrants[7].entry_round = 2;
  r.rules.late_entry_points = MissedRoundPoints::half;
  const VerifyReport rep = verify_record(r);
  EXPECT_TRUE(v2(rep).empty()) << dump(rep);
  EXPECT_EQ(recompute_scores(r)[0][7], pt(1));
}

}  // namespace
}  // namespace xq
