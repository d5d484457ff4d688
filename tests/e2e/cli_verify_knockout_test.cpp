// `xqsim verify` on a knockout event as a user runs it: a record kept by `xqsim simulate` of the
// bundled wxc-2019-women (RR-2 groups, then KO-2) passes; the same record with a fault planted by
// hand — a walkover taken away, a play-off game after a decided match — fails with exit code 1 and
// the rule named (KO-2, KO-3).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

// One women's event simulated and kept: the path of its JSON record.
std::string kept_women_record(const std::filesystem::path& dir) {
  const std::string out = (dir / "out").string();
  run_xqsim_ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-women.toml", "--count", "2",
                "--keep", "1", "--threads", "1", "--out", out});
  return out + "/records/tournament-0.json";
}

TEST(CliVerifyKnockout, AKeptWomensRecordPasses) {
  const auto dir = temp_dir("verify-ko-good");
  const CliResult r = run_xqsim({"verify", kept_women_record(dir)});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("7 rounds checked: 0 violations"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("no event places claimed"), std::string::npos) << r.out;  // the engine's were
}

TEST(CliVerifyKnockout, AMissingWalkoverFails) {  // KO-2.3: B5 has no opponent in round 6
  const auto dir = temp_dir("verify-ko-walkover");
  const std::string ev = kept_women_record(dir);
  edit_json(ev, [](nlohmann::json& j) {
    auto& six = j["rounds"][5];
    ASSERT_EQ(six["byes"].size(), 1u);
    six.erase("byes");
  });
  const CliResult r = run_xqsim({"verify", ev});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("round 6: V-2 KO-2:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a walkover, recorded as a bye, is missing"), std::string::npos) << r.out;
}

TEST(CliVerifyKnockout, APlayoffAfterADecidedMatchFails) {  // KO-3
  // The last game on board 1 of round 7 decided the final; one more rapid game after it.
  const auto dir = temp_dir("verify-ko-playoff");
  const std::string ev = kept_women_record(dir);
  edit_json(ev, [](nlohmann::json& j) {
    auto& games = j["rounds"][6]["games"];
    nlohmann::json last;
    for (const auto& g : games)
      if (g["board"] == 1) last = g;
    ASSERT_FALSE(last.is_null());
    games.push_back({{"board", 1},
                     {"red", last["black"]},
                     {"black", last["red"]},
                     {"result", "red_win"},
                     {"kind", "playoff"},
                     {"time_control", "rapid"}});
  });
  const CliResult r = run_xqsim({"verify", ev});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("round 7 board 1: V-2 KO-3:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("which decided the match"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace xq::test
