// Rounds the verifier once flagged (V-3): WXC 2022 men, `xqsim simulate -n 20000 --seed 1`,
// tournament 18074, round 8 paired from its first seven rounds (the record in tests/data).
// Score 5 is one row of red-due players [31, 14, 27, 32] (30 floated in and took 28). Below
// them 33, 35 (4), 34 (2), 36 (0): 34 and 36 have met every lower player they could play, so
// completeness sends two 5-point players down to them (31–34, 14–36). The group's matching
// (group_pairs = maximum) still counted 14 and 31 after the guard had ruled them out and so
// refused 27–32: both floated (27–35, 32–33) though 27–32 and 33–35 could play.
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

#include "pairing/io/record_file.hpp"
#include "pairing/pairing.hpp"

namespace xq {
namespace {

bool paired(const Round& r, EntrantId a, EntrantId b) {
  return std::any_of(r.games.begin(), r.games.end(), [&](const Game& g) {
    return (g.red == a && g.black == b) || (g.red == b && g.black == a);
  });
}

TEST(GroupPairsRegression, AGroupMemberRuledOutByCompletenessNoLongerBlocksTheOthers) {
  const Record r = load_record(XQ_TEST_DATA_DIR "/records/wxc-2022-men-seed1-t18074-r7.json");
  ASSERT_EQ(r.rounds.size(), 7u);
  Rng rng(14934783524974669552ULL, 8);  // the tournament's pairing seed, stream = round
  const PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok()) << p.reason;
  EXPECT_TRUE(paired(p.round, 27, 32));
  EXPECT_TRUE(paired(p.round, 33, 35));
  EXPECT_TRUE(paired(p.round, 31, 34));
  EXPECT_TRUE(paired(p.round, 14, 36));
}

// Tournament 15420 of the same batch, the last round (9) paired from rounds 1–8. Score 6: red-due
// [13 (floater), 25, 32], black-due [33, 21, 31]; 13 takes 21. The guard refuses 25–33 (the rest
// could not be completed), but the group's matching still paired 25 with 33 and so refused
// 32–33: 25, 33, 32 and 31 all floated though 32–33 and 27–36 could play. A pair the guard
// refuses now leaves the group's graph too (PT-D5: it counts as met for the rest of the round).
TEST(GroupPairsRegression, APairTheGuardRefusesLeavesTheGroupsGraph) {
  const Record r = load_record(XQ_TEST_DATA_DIR "/records/wxc-2022-men-seed1-t15420-r8.json");
  ASSERT_EQ(r.rounds.size(), 8u);
  Rng rng(16092536385485649981ULL, 9);
  const PairingResult p = pair_next_round(r, rng);
  ASSERT_TRUE(p.ok()) << p.reason;
  EXPECT_TRUE(paired(p.round, 32, 33));
  EXPECT_TRUE(paired(p.round, 27, 36));
}

}  // namespace
}  // namespace xq
