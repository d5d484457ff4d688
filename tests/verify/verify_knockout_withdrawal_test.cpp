// A player who leaves during a knockout (docs/knockout.md "Withdrawals"; KO-3.7, KO-2.3) worked by
// hand: the bracket stays as the first stage seeded it; one kept out of his match loses it by
// forfeit, written so when the round is paired; a match of two who are both away does not exist,
// and the verifier, reading the record its own way, agrees — and catches a record that plays such
// a match or lets the one away win.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/knockout_records.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

// Places 1 (3 points), 2, 3, 4 (0) after three rounds; KO-1 in rounds 4 and 5.
Record first_stage() { return test::four_player_stage(test::top_four_rules()); }

Round paired(const Record& rec) {
  Rng rng(7);
  PairingResult p = pair_next_round(rec, rng);
  EXPECT_TRUE(p.ok());
  return p.round;
}

// The hand-made first stage is no engine's Swiss (V-3, V-4 on it): only the knockout's rounds count.
std::vector<Violation> knockout_violations(const Record& rec) {
  std::vector<Violation> out;
  for (const Violation& v : verify_record(rec, VerifyOptions{}).violations)
    if (v.round > rec.rules.rounds) out.push_back(v);
  return out;
}

size_t count_rule(const VerifyReport& rep, const std::string& rule) {
  return static_cast<size_t>(std::count_if(rep.violations.begin(), rep.violations.end(),
                                           [&](const Violation& v) { return v.rule == rule; }));
}

std::string listed(const VerifyReport& rep) {
  std::string s;
  for (const Violation& v : rep.violations) s += to_string(v) + "\n";
  return s;
}

TEST(KnockoutWithdrawal, OneWhoLeavesLosesEachMatchByForfeitAndTakesTheLosersPlace) {
  Record rec = first_stage();
  withdraw_entrant(rec, 1, 4, "ev.json");  // place 1 leaves before the semi-finals
  const Round semi = paired(rec);
  ASSERT_EQ(semi.games.size(), 2u);
  // The bracket stays (KO-1.3: 1 v 4, 2 v 3); 1 chose red as the higher place and is not there.
  EXPECT_EQ(semi.games[0].red, 1);
  EXPECT_EQ(semi.games[0].black, 4);
  EXPECT_EQ(semi.games[0].result, Result::red_forfeit);
  EXPECT_EQ(semi.games[1].result, Result::pending);
  rec.rounds.push_back(semi);
  rec.rounds.back().games[1].result = Result::black_win;  // 3 beats 2
  Rng rng(1);
  EXPECT_TRUE(next_match_games(rec, rng).empty());  // KO-3.7: a forfeit ends the match

  const Round last = paired(rec);
  ASSERT_EQ(last.games.size(), 2u);
  EXPECT_EQ((std::vector<EntrantId>{last.games[0].red, last.games[0].black}),
            (std::vector<EntrantId>{3, 4}));  // the final: the winners; 3 placed higher chooses
  EXPECT_EQ(last.games[0].result, Result::pending);
  EXPECT_EQ((std::vector<EntrantId>{last.games[1].red, last.games[1].black}),
            (std::vector<EntrantId>{1, 2}));  // 3rd place: 1 still away, so 2 takes it
  EXPECT_EQ(last.games[1].result, Result::red_forfeit);
  rec.rounds.push_back(last);
  rec.rounds.back().games[0].result = Result::red_win;

  std::vector<EntrantId> order;
  for (const EventPlace& p : event_places(rec)) order.push_back(p.id);
  EXPECT_EQ(order, (std::vector<EntrantId>{3, 4, 2, 1}));
  const VerifyReport rep = verify_record(rec, VerifyOptions{});
  EXPECT_TRUE(knockout_violations(rec).empty()) << listed(rep);

  // The record the other way: the one who left is written as having won his semi-final.
  Record won = rec;
  won.rounds[3].games[0].result = Result::red_win;
  EXPECT_EQ(count_rule(verify_record(won, VerifyOptions{}), "KO-3.7"), 1u) << listed(verify_record(won, {}));
}

TEST(KnockoutWithdrawal, AMatchOfTwoWhoAreBothAwayDoesNotExistKO2_3) {
  Record rec = first_stage();
  withdraw_entrant(rec, 1, 4, "ev.json");
  announce_absence(rec, 4, 4, "ev.json");  // 4 misses round 4 only: his semi-final is 1's
  const Round semi = paired(rec);
  ASSERT_EQ(semi.games.size(), 1u);  // 1 v 4 is not played, not even as a double forfeit
  EXPECT_EQ(semi.games[0].board, 1);
  EXPECT_EQ((std::vector<EntrantId>{semi.games[0].red, semi.games[0].black}), (std::vector<EntrantId>{2, 3}));
  EXPECT_TRUE(semi.byes.empty());
  rec.rounds.push_back(semi);
  rec.rounds.back().games[0].result = Result::red_win;  // 2 beats 3

  // Round 5: the final and the 3rd-place match each have one side: walkovers (byes), no games;
  // 4 is back but out of the bracket (his match did not exist).
  const Round last = paired(rec);
  EXPECT_TRUE(last.games.empty());
  ASSERT_EQ(last.byes.size(), 2u);
  EXPECT_EQ(last.byes[0].entrant, 2);
  EXPECT_EQ(last.byes[1].entrant, 3);
  rec.rounds.push_back(last);
  const std::vector<EventPlace> places = event_places(rec);
  ASSERT_EQ(places.size(), 4u);
  EXPECT_EQ(places[0].id, 2);
  EXPECT_EQ(places[0].place, 1);
  EXPECT_EQ(places[1].id, 3);
  EXPECT_EQ(places[1].place, 3);
  EXPECT_EQ(places[2].place, 0);  // 1 and 4: no place from a match that did not exist
  EXPECT_EQ(places[3].place, 0);
  const VerifyReport rep = verify_record(rec, VerifyOptions{});
  EXPECT_TRUE(knockout_violations(rec).empty()) << listed(rep);

  // The record the other way: the match of the two away played as a game.
  Record played = rec;
  Game g;
  g.board = 1;
  g.red = 1;
  g.black = 4;
  g.kind = GameKind::knockout;
  g.chooser = 1;
  g.result = Result::double_forfeit;
  played.rounds[3].games[0].board = 2;
  played.rounds[3].games.insert(played.rounds[3].games.begin(), g);
  EXPECT_GE(count_rule(verify_record(played, VerifyOptions{}), "KO-1"), 1u)
      << listed(verify_record(played, VerifyOptions{}));
}

// Places 3 and 4 shared (both on 0 points, the list only `playoff`) by two who withdrew from the
// first stage's last round: no play-off can decide it (docs/tiebreaks.md "A player who withdrew"),
// so the bracket takes the standings' order, and each loses his semi-final by forfeit; their match
// for 3rd place does not exist.
TEST(KnockoutWithdrawal, APlaceOnlyPlayersWhoLeftShareSeedsTheBracketAsListed) {
  Record rec = test::RecordBuilder(4, test::top_four_rules())
                   .round({{1, 4, 'R'}, {2, 3, 'R'}})
                   .round({{3, 1, 'B'}, {4, 2, 'B'}})
                   .round({{1, 2, 'R'}})
                   .build();
  rec.rules.tiebreaks = {"playoff"};
  EXPECT_THROW((void)knockout_seeding(rec), InputError);  // 3 and 4 there: played off first
  rec.entrants[2].withdrawn_from_round = 3;
  EXPECT_THROW((void)knockout_seeding(rec), InputError);  // 4 is there: the play-off gives 3's forfeit
  rec.entrants[3].withdrawn_from_round = 3;
  Rng rng(5);
  EXPECT_TRUE(next_playoffs(rec, rng).empty());
  const Round semi = paired(rec);
  ASSERT_EQ(semi.games.size(), 2u);
  EXPECT_EQ(semi.games[0].black, 4);  // 1 v 4, 2 v 3: 3 listed before 4
  EXPECT_EQ(semi.games[0].result, Result::black_forfeit);
  EXPECT_EQ(semi.games[1].black, 3);
  EXPECT_EQ(semi.games[1].result, Result::black_forfeit);
  rec.rounds.push_back(semi);
  const Round last = paired(rec);
  ASSERT_EQ(last.games.size(), 1u);  // the final; 4 v 3 for 3rd place does not exist
  rec.rounds.push_back(last);
  rec.rounds.back().games[0].result = Result::draw;
  rec.rounds.back().games.push_back(next_match_games(rec, rng).at(0));
  rec.rounds.back().games[1].result = Result::red_win;
  EXPECT_TRUE(knockout_violations(rec).empty()) << listed(verify_record(rec, VerifyOptions{}));
}

TEST(KnockoutWithdrawal, TheKnockoutsRoundsTakeAWithdrawalAndNothingAfterThem) {
  Record rec = first_stage();
  EXPECT_EQ(withdraw_entrant(rec, 2, std::nullopt, "ev.json"), 4);  // the next round: the semi-finals
  Record later = first_stage();
  EXPECT_EQ(withdraw_entrant(later, 2, 5, "ev.json"), 5);
  announce_absence(later, 3, 4, "ev.json");
  Record beyond = first_stage();
  try {
    withdraw_entrant(beyond, 2, 6, "ev.json");
    FAIL() << "round 6 is past the knockout's two rounds";
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("the event has 5 rounds"), std::string::npos) << e.reason();
  }
}

}  // namespace
}  // namespace xq
