// The verifier on T-12 play-offs (docs/verifier.md "Play-offs (T-12)"): its own reading of the
// play-off games agrees with the engine's standings on a hand-worked record, and planted faults —
// a play-off between players who are not tied, a place playoff_places plays off left shared, a
// claimed order against the play-off — are each caught with the rule named.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sim/engine_claims.hpp"
#include "tests/support/build.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::bye;
using test::dump;
using test::playoff;
using test::RecordBuilder;

// Three players (numbers 1–3 by lot, 4 the sit-out), every game drawn: equal on the score and on
// every criterion of wxc-rr, so T-12 decides (playoff_places = all). Play-offs in the last round:
// 3 beats 1 and 2, 1–2 drawn, then 2 beats 1 in their own game.
Record three_with_playoffs(bool with_last_playoff = true) {
  RecordBuilder b(3);
  b.rules().format = EventFormat::round_robin;
  b.rules().rounds = 3;
  b.rules().tiebreaks = {"wxc-rr"};
  b.rules().playoff_places = {0};
  std::vector<test::G> last = {
      bye(2), {3, 1, 'D'}, playoff(1, 3, 'B'), playoff(3, 2, 'R'), playoff(2, 1, 'D')};
  if (with_last_playoff) last.push_back(playoff(2, 1, 'R'));
  b.round({bye(1), {2, 3, 'D'}}).round({bye(3), {1, 2, 'D'}}).round(last);
  Record r = b.build();
  for (Entrant& e : r.entrants) e.code = e.id;
  return r;
}

VerifyReport verify_with_engine(const Record& r) {
  VerifyOptions o;
  sim::claim_engine_standings(r, o);
  return verify_record(r, o);
}

int count(const VerifyReport& r, const std::string& rule) {
  return static_cast<int>(std::count_if(r.violations.begin(), r.violations.end(),
                                        [&](const Violation& v) { return v.rule == rule; }));
}

TEST(VerifyPlayoff, DecidedPlayoffsAgreeWithTheEngine) {
  const VerifyReport rep = verify_with_engine(three_with_playoffs());
  EXPECT_TRUE(rep.violations.empty()) << dump(rep);
}

TEST(VerifyPlayoff, APlaceLeftSharedThatMustBePlayedOffIsT12_1) {
  // Without 2's win over 1 the two still share 2nd, and nothing is pending.
  const VerifyReport rep = verify_with_engine(three_with_playoffs(false));
  EXPECT_EQ(count(rep, "T-12.1"), 1) << dump(rep);
  // With playoff_places = [1] the shared 2nd is allowed (1st is decided), and the drawn game of 1
  // and 2 was within the block of 1st–3rd that was played off: nothing to report.
  Record r = three_with_playoffs(false);
  r.rules.playoff_places = {1};
  const VerifyReport listed = verify_with_engine(r);
  EXPECT_EQ(count(listed, "T-12.1"), 0) << dump(listed);
}

TEST(VerifyPlayoff, APlayoffBetweenPlayersNotTiedIsT12_1) {
  Record r = three_with_playoffs();
  r.rounds[0].games[0].result = Result::red_win;  // 2 beat 3 in round 1: nobody is tied any more
  const VerifyReport rep = verify_with_engine(r);
  EXPECT_GE(count(rep, "T-12.1"), 1) << dump(rep);
  EXPECT_NE(dump(rep).find("not tied after the list"), std::string::npos) << dump(rep);
}

TEST(VerifyPlayoff, AClaimedOrderAgainstThePlayoffIsCaught) {
  const Record r = three_with_playoffs();
  VerifyOptions o;
  sim::claim_engine_standings(r, o);
  ASSERT_EQ(o.claimed_standings.size(), 3u);
  ASSERT_EQ(o.claimed_standings[1].id, 2);  // 3, 2, 1 by the play-offs
  std::swap(o.claimed_standings[1].id, o.claimed_standings[2].id);
  std::swap(o.claimed_standings[1].score, o.claimed_standings[2].score);
  const VerifyReport rep = verify_record(r, o);
  EXPECT_GE(count(rep, "T-12"), 1) << dump(rep);
}

}  // namespace
}  // namespace xq
