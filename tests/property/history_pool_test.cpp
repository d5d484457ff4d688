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
    RC_ASSERT(*pooled == build_histories(r));
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
  EXPECT_EQ(*again, build_histories(r));
}

}  // namespace
}  // namespace xq
