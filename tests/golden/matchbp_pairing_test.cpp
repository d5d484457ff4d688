// Pairing regression against the Chinese program of ../shared/data/matchbp/ (data/README.md):
// every round 2+ of every event is paired from the recorded history up to the round before,
// under the same rules (2/1/0, no three colours in a row, no difference of three). Agreement
// (same two players, same colours) is a statistic printed per event and overall; what is
// asserted is that every produced round is legal.
//
// Event 10's player 20 lost rounds 2 and 3 by forfeit and was never placed again: the program
// withdrew him from round 4 without a mark in the data. From round 5 the history shows it
// (placement_gaps: an implied withdrawal), and the engine leaves him out as the program did,
// with an S-2 warning; round 4 cannot know it and pairs him.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <tuple>

#include "pairing/pairing.hpp"
#include "tests/support/matchbp.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

TEST(MatchbpPairing, EveryRoundIsLegalAndAgreementIsReported) {
  const auto events = test::load_matchbp(XQ_SHARED_DIR "/data/matchbp");
  ASSERT_EQ(events.size(), 6u);
  int all_same = 0, all_pairs = 0, all_boards = 0, all_byes = 0, all_bye_same = 0;
  for (const auto& e : events) {
    int same = 0, same_pair = 0, boards = 0, bye_same = 0, byes = 0;
    for (int r = 2; r <= static_cast<int>(e.record.rounds.size()); ++r) {
      Record history = truncated(e.record, r - 1);
      Rng rng(static_cast<std::uint64_t>(e.id * 100 + r));
      const PairingResult p = pair_next_round(history, rng);
      ASSERT_TRUE(p.ok()) << "event " << e.id << " round " << r << ": " << p.reason;
      const bool withdrawn_20 = e.id == 10 && r >= 5;
      const auto warned = [&](EntrantId id) {
        return std::any_of(p.round.warnings.begin(), p.round.warnings.end(),
                           [&](const Warning& w) { return w.rule == "S-2" && w.entrant == id; });
      };
      EXPECT_EQ(warned(20), withdrawn_20) << "event " << e.id << " round " << r;
      if (withdrawn_20) history.entrants[19].withdrawn_from_round = 4;
      EXPECT_EQ(test::round_problem(history, p.round), "") << "event " << e.id << " round " << r;
      std::set<std::tuple<int, int>> theirs, their_pairs;
      const Round& rec = e.record.rounds[static_cast<size_t>(r - 1)];
      for (const Game& g : rec.games) {
        theirs.insert({g.red, g.black});
        their_pairs.insert({std::min(g.red, g.black), std::max(g.red, g.black)});
      }
      for (const Game& g : p.round.games) {
        same += theirs.count({g.red, g.black}) ? 1 : 0;
        same_pair += their_pairs.count({std::min(g.red, g.black), std::max(g.red, g.black)}) ? 1 : 0;
      }
      boards += static_cast<int>(rec.games.size());
      if (!rec.byes.empty()) {
        ++byes;
        bye_same += !p.round.byes.empty() && p.round.byes[0].entrant == rec.byes[0].entrant;
      }
    }
    std::printf(
        "matchbp event %2d (%3d players, %2zu rounds): %4d/%4d boards identical (%.1f%%), "
        "%4d same pair (%.1f%%), byes %d/%d\n",
        e.id, e.record.entrant_count(), e.record.rounds.size(), same, boards, 100.0 * same / boards,
        same_pair, 100.0 * same_pair / boards, bye_same, byes);
    all_same += same, all_pairs += same_pair, all_boards += boards, all_byes += byes,
        all_bye_same += bye_same;
  }
  std::printf("matchbp overall: %d/%d boards identical (%.1f%%), %d same pair (%.1f%%), byes %d/%d\n",
              all_same, all_boards, 100.0 * all_same / all_boards, all_pairs, 100.0 * all_pairs / all_boards,
              all_bye_same, all_byes);
}

}  // namespace
}  // namespace xq
