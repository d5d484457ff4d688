// HistoryPool and PooledHistories (pairing/model/history.hpp): a buffer given back holds the
// histories of another record (more or fewer entrants and rounds, byes, forfeits); built into it
// again, it must give exactly what a fresh build gives — nothing stale may survive the reuse.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "pairing/model/history.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

bool same_encounter(const Encounter& a, const Encounter& b) {
  return a.round == b.round && a.outcome == b.outcome && a.opponent == b.opponent && a.colour == b.colour &&
         a.forfeit == b.forfeit && a.colour_counts == b.colour_counts && a.points == b.points &&
         a.fouls == b.fouls && a.board == b.board && a.kind == b.kind && a.bye_mark == b.bye_mark;
}

bool same_histories(const std::vector<EntrantHistory>& a, const std::vector<EntrantHistory>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].id != b[i].id || a[i].score_after != b[i].score_after ||
        a[i].rounds.size() != b[i].rounds.size())
      return false;
    for (size_t r = 0; r < a[i].rounds.size(); ++r)
      if (!same_encounter(a[i].rounds[r], b[i].rounds[r])) return false;
  }
  return true;
}

// A random event: 5..40 entrants (odd fields give byes), 0..5 rounds, some games forfeited.
Record random_event() {
  RuleSet rules;
  rules.rounds = 9;
  Record r = test::make_record(*rc::gen::inRange(5, 41), rules);
  Rng rng(*rc::gen::arbitrary<std::uint64_t>());
  RC_PRE(test::simulate(r, *rc::gen::inRange(0, 6), rng));
  for (Round& round : r.rounds)
    for (Game& g : round.games)
      if (rng.uniform(10) == 0) g.result = rng.uniform(2) == 0 ? Result::red_forfeit : Result::black_forfeit;
  return r;
}

RC_GTEST_PROP(HistoryPool, AReusedBufferGivesWhatAFreshBuildGives, ()) {
  HistoryPool pool;
  for (int k = 0; k < 4; ++k) {  // each build after the first reuses the last record's buffer
    const Record r = random_event();
    const PooledHistories pooled(r, &pool);
    RC_ASSERT(same_histories(*pooled, build_histories(r)));
  }
}

TEST(HistoryPool, ABufferGivenBackIsTakenAgain) {
  RuleSet rules;
  rules.rounds = 5;
  Record r = test::make_record(12, rules);
  Rng rng(7);
  ASSERT_TRUE(test::simulate(r, 3, rng));
  HistoryPool pool;
  const EntrantHistory* first = nullptr;
  {
    const PooledHistories pooled(r, &pool);
    first = pooled->data();
    EXPECT_EQ(pooled->size(), 12u);
  }
  const PooledHistories again(r, &pool);  // the same memory, not a new allocation
  EXPECT_EQ(again->data(), first);
  EXPECT_TRUE(same_histories(*again, build_histories(r)));
}

}  // namespace
}  // namespace xq
