// `xqsim verify` as a user runs it: a record made by `xqsim pair` passes, including the
// re-pairing check V-6; planted faults are reported with their rule and exit code 1.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

const std::string kData = std::string(XQ_SOURCE_DIR) + "/tests/data/workflow/";

// An 8-player fold event (tests/data/workflow) paired by the CLI for two rounds, red winning
// every game of round 1. Returns the record's path.
std::string two_round_event(const std::filesystem::path& dir) {
  const std::string ev = (dir / "ev.json").string();
  EXPECT_EQ(run_xqsim({"init", "--entrants", kData + "eight-players.csv", "--rules", kData + "fold.toml",
                       "--out", ev})
                .exit_code,
            0);
  EXPECT_EQ(run_xqsim({"pair", ev}).exit_code, 0);
  const std::string sheet = (dir / "r1.csv").string();
  std::ofstream(sheet) << "board,result\n1,1-0\n2,1-0\n3,1-0\n4,1-0\n";
  EXPECT_EQ(run_xqsim({"results", ev, sheet}).exit_code, 0);
  EXPECT_EQ(run_xqsim({"pair", ev}).exit_code, 0);
  return ev;
}

TEST(CliVerify, ARecordPairedByTheEnginePassesIncludingRepairing) {
  const auto dir = temp_dir("verify-good");
  const std::string ev = two_round_event(dir);
  const CliResult r = run_xqsim({"verify", ev, "--repair-seed", "1"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 rounds checked: 0 violations"), std::string::npos) << r.out;
}

// A batch keeps an example of each warning kind (SIM-7 --keep-warnings); verify of the W-5 example
// says the pairing's warnings the rounds show (they are the engine's, not the verifier's own).
TEST(CliVerify, AKeptWarningExampleShowsItsPairingWarnings) {
  const auto dir = temp_dir("verify-kept-warning");
  ASSERT_EQ(run_xqsim({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-women.toml", "-n", "3",
                       "--keep-warnings", "1", "--out", dir.string()})
                .exit_code,
            0);
  const std::filesystem::path kept = dir / "warnings" / "W-5" / "tournament-0.json";
  ASSERT_TRUE(std::filesystem::exists(kept));
  const CliResult r = run_xqsim({"verify", kept.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("pairing warnings (W-1..W-5, as the rounds show them):"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" W-5 ×"), std::string::npos) << r.out;
  // A record without any: no such line.
  EXPECT_EQ(run_xqsim({"verify", two_round_event(dir)}).out.find("pairing warnings"), std::string::npos);
}

TEST(CliVerify, ARematchIsAV1Violation) {
  const auto dir = temp_dir("verify-rematch");
  const std::string ev = two_round_event(dir);
  edit_json(ev, [](nlohmann::json& j) {  // round 2 := round 1's pairs again, not yet played
    j["rounds"][1]["games"] = j["rounds"][0]["games"];
    for (auto& g : j["rounds"][1]["games"]) g["result"] = "pending";
  });
  const CliResult r = run_xqsim({"verify", ev});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("V-1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("round 2"), std::string::npos) << r.out;
}

TEST(CliVerify, ARoundTheEngineWouldNotPairIsAV6Difference) {
  // Swap the black players of boards 1 and 2 of round 2: still no rematch, but not what the
  // engine pairs from that history (V-6).
  const auto dir = temp_dir("verify-repair");
  const std::string ev = two_round_event(dir);
  edit_json(ev, [](nlohmann::json& j) {
    auto& g = j["rounds"][1]["games"];
    std::swap(g[0]["black"], g[1]["black"]);
  });
  const CliResult r = run_xqsim({"verify", ev, "--repair-seed", "1"});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("V-6: round 2: re-paired differently"), std::string::npos) << r.out;
}

TEST(CliVerify, BadInputExitsTwo) {
  const CliResult missing = run_xqsim({"verify", "/nonexistent/ev.json"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("/nonexistent/ev.json"), std::string::npos) << missing.err;
  const auto dir = temp_dir("verify-bad-seed");
  const std::string ev = two_round_event(dir);
  const CliResult seed = run_xqsim({"verify", ev, "--repair-seed", "-3"});
  EXPECT_EQ(seed.exit_code, 2);
  EXPECT_NE(seed.err.find("--repair-seed"), std::string::npos) << seed.err;
}

// P1-7 with avoid_same_team_rounds = "all": a swap that would pair two players of one association
// is no missed swap (V-3). The record is one the engine paired (12 players in 4 associations);
// read as if the rules avoided nothing, the same pairings do miss swaps.
TEST(CliVerify, SameAssociationPairsAreNoMissedSwapWhereP17Applies) {
  const std::string record =
      std::string(XQ_SOURCE_DIR) + "/tests/data/records/p1-7-all-rounds-12-players.json";
  const CliResult kept = run_xqsim({"verify", record});
  EXPECT_EQ(kept.exit_code, 0) << kept.out;
  EXPECT_NE(kept.out.find("5 rounds checked: 0 violations"), std::string::npos) << kept.out;
  const CliResult none = run_xqsim({"verify", record, "--set", "avoid_same_team_rounds=none"});
  EXPECT_EQ(none.exit_code, 1) << none.out << none.err;
  EXPECT_NE(none.out.find("V-3:"), std::string::npos) << none.out;
}

// A round just paired (its games without results) counts nowhere yet (docs/cli.md step 7), in
// every criterion: verify's T-9 summed the pending opponents' T-1 (six V-5 T-9 violations on the
// wxc-2022-men record), and the engine's T-2 took a pending game for a meeting of three tied
// players where the verifier did not (one V-5 T-5 on the youth record). Both records are the
// engine's own rounds, the last just paired.
TEST(CliVerify, ARoundJustPairedCountsInNoTiebreakT2T9) {
  for (const char* name : {"wxc-2022-men-r3-pending.json", "wxc-2022-youth-r4-pending.json"}) {
    const CliResult r = run_xqsim({"verify", std::string(XQ_SOURCE_DIR) + "/tests/data/records/" + name});
    EXPECT_EQ(r.exit_code, 0) << name << '\n' << r.out << r.err;
    EXPECT_NE(r.out.find(" 0 violations"), std::string::npos) << name << '\n' << r.out;
  }
}

}  // namespace
}  // namespace xq::test
