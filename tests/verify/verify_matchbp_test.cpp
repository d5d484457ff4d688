// The verifier on the six reference events of ../shared/data/matchbp/, paired by an independent
// Chinese program (data/README.md): what that program must satisfy (no repeats, everyone placed,
// byes by S-4, consistent records and standings) gives zero violations; where its choices are only
// a statistic (colours, floats), the counts are printed, not asserted.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <string>

#include "../support/matchbp.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

const std::string kDir = std::string(XQ_SHARED_DIR) + "/data/matchbp";

TEST(VerifyMatchbp, HardInvariantsHoldOnEveryReferenceEvent) {
  const auto events = test::load_matchbp(kDir);
  ASSERT_EQ(events.size(), 6u);
  for (const test::MatchbpEvent& ev : events) {
    VerifyOptions o;
    o.compare_warnings = false;  // the program's warnings are not in the data
    const VerifyReport rep = verify_record(ev.record, o);
    std::map<std::string, int> by_rule = rep.stats.violations_by_rule;
    std::cout << "event " << ev.id << " (" << ev.record.entrant_count() << " players, " << ev.rounds
              << " rounds): floats " << rep.stats.floats << ", excess " << rep.stats.excess_floats
              << ", skipped " << rep.stats.float_stat_skipped << "; by rule:";
    for (const auto& [rule, n] : by_rule) std::cout << " " << rule << "=" << n;
    std::cout << "; exhibited:";
    for (const auto& [rule, n] : rep.stats.warnings_by_rule) std::cout << " " << rule << "=" << n;
    std::cout << "\n";
    for (const Violation& v : rep.violations) {
      const bool hard = v.check == "V-1" || v.check == "V-2" || v.check == "V-5" || v.check == "V-7";
      EXPECT_FALSE(hard) << "event " << ev.id << ": " << to_string(v);
    }
    EXPECT_EQ(rep.stats.rounds_checked, ev.rounds);
  }
}

}  // namespace
}  // namespace xq
