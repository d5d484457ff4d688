// The arbiter's pairing step (pairing/pair_record.hpp) and the model pieces it is made of:
// check_pairable (results pending, event complete), round_rng (the round's stream) and
// apply_pairing (the round and its codes stored in the record).
#include "pairing/pair_record.hpp"

#include <gtest/gtest.h>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::G;
using test::make_record;

RuleSet rounds(int n) {
  RuleSet r;
  r.rounds = n;
  return r;
}

TEST(CheckPairable, NamesTheNextRoundAndNothingInTheWay) {
  const PairableCheck c = check_pairable(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}}, rounds(3)));
  EXPECT_TRUE(c.ok());
  EXPECT_EQ(c.next_round, 2);
  EXPECT_FALSE(c.beyond_last_round);
  EXPECT_EQ(c.pending_round, nullptr);
}

TEST(CheckPairable, FindsTheFirstPendingGameButNotPlayoffs) {
  const Record r = make_record(4, {{{1, 2, 'R'}, {3, 4, '?'}}, {{1, 3, '?'}}}, rounds(3));
  const PairableCheck c = check_pairable(r);
  EXPECT_FALSE(c.ok());
  ASSERT_NE(c.pending_round, nullptr);
  EXPECT_EQ(c.pending_round->number, 1);
  EXPECT_EQ(c.pending_game->board, 2);

  const PairableCheck p =
      check_pairable(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}, test::playoff(3, 4, '?')}}));
  EXPECT_TRUE(p.ok());
}

TEST(CheckPairable, AnEventWithEveryPlannedRoundIsComplete) {
  EXPECT_TRUE(check_pairable(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}}, rounds(1))).beyond_last_round);
  EXPECT_FALSE(
      check_pairable(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}})).beyond_last_round);  // rounds unset
}

TEST(ApplyPairing, StoresTheRoundAndTheCodes) {
  Record r = make_record(4, {});
  PairingResult p;
  p.round.number = 1;
  p.round.games.push_back({1, 1, 3, Result::pending});
  p.codes = {{1, 2}, {3, 1}};
  apply_pairing(r, p);
  ASSERT_EQ(r.rounds.size(), 1u);
  EXPECT_EQ(r.rounds[0], p.round);
  EXPECT_EQ(r.entrants[0].code, 2);
  EXPECT_EQ(r.entrants[2].code, 1);
  EXPECT_FALSE(r.entrants[1].code.has_value());
}

TEST(PairRecord, PairsWithTheRoundsStreamAndStoresTheRound) {
  const Record before = make_record(6, {{{1, 4, 'R'}, {5, 2, 'D'}, {3, 6, 'B'}}}, rounds(5));
  Record expected = before;
  Rng rng = round_rng(7, 2);
  const PairingResult direct = pair_next_round(before, rng);
  ASSERT_TRUE(direct.ok());
  apply_pairing(expected, direct);

  Record record = before;
  const PairingResult result = pair_record(record, "ev.json", 7);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result.round, direct.round);
  EXPECT_EQ(record, expected);
}

// The InputError `call` throws (a failure when it throws none).
template <class Call>
InputError refusal(Call call) {
  try {
    call();
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no error";
  return InputError("", 0, "", "");
}

InputError pair_refusal(Record record) {
  return refusal([&] { (void)pair_record(record, "ev.json", 1); });
}

TEST(PairRecord, RefusesPendingResultsInTheArbitersWords) {
  const InputError e = pair_refusal(make_record(4, {{{1, 2, 'R'}, {3, 4, '?'}}}, rounds(3)));
  EXPECT_EQ(e.file(), "ev.json");
  EXPECT_EQ(e.reason(),
            "round 1 is not finished: 1 game has no result (board 2 (3–4)); enter them with xqsim results, "
            "then pair round 2");
  // The event's last round: no round comes after it to pair.
  const InputError last = pair_refusal(make_record(4, {{{1, 2, 'R'}, {3, 4, '?'}}}, rounds(1)));
  EXPECT_EQ(last.reason(),
            "round 1 is not finished: 1 game has no result (board 2 (3–4)); enter them with xqsim results "
            "(the event's last round)");
}

TEST(PairRecord, RefusesACompleteEvent) {
  const InputError e = pair_refusal(make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}}, rounds(1)));
  EXPECT_EQ(e.file(), "ev.json");
  EXPECT_EQ(e.reason(), "the event is complete: all 1 rounds are paired (rules.rounds = 1)");
}

TEST(PairRecord, TheEnginesRefusalNamesTheFile) {
  RuleSet rules = rounds(4);
  rules.format = EventFormat::round_robin;  // RR-1.4: 4 entrants play 3 rounds
  const InputError e = pair_refusal(make_record(4, {}, rules));
  EXPECT_EQ(e.file(), "ev.json");
  EXPECT_EQ(e.key(), "rounds");
}

// The engine's own words for the same checks (pair_next_round called without the arbiter's step).
TEST(PairRecord, TheEngineKeepsItsOwnMessages) {
  Rng rng(1);
  const Record pending = make_record(4, {{{1, 2, 'R'}, {3, 4, '?'}}}, rounds(3));
  EXPECT_EQ(refusal([&] { (void)pair_next_round(pending, rng); }).reason(),
            "round 1 board 2 has no result: pair the next round after the results");
  const Record complete = make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}}, rounds(1));
  EXPECT_EQ(refusal([&] { (void)pair_next_round(complete, rng); }).reason(),
            "round 2 is beyond the event's 1 rounds");
}

}  // namespace
}  // namespace xq
