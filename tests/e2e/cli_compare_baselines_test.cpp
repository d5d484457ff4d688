// score_group_method = fold | random (issue 16 item 6), through the CLI: `compare` runs the row
// method against both baselines on common random numbers and the report names all three; and
// `simulate --set score_group_method=…` plays events the verifier passes — V-6's re-pairing
// included — on an odd field (a bye every round).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kWomen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-women.toml";  // 20: no bye
const std::string kMen2019 =
    std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-men.toml";  // 35: a bye each round

TEST(CompareBaselines, RowsFoldAndRandomOnCommonRandomNumbers) {
  const fs::path dir = temp_dir("compare-baselines");
  const CliResult r = run_xqsim({"compare", kWomen, "-n", "16", "--seed", "5", "--out", dir.string(),
                                 "--variant", "rows", "--variant", "fold:score_group_method=fold",
                                 "--variant", "random:score_group_method=random"});
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  const json s = read_json(dir / "summary.json");
  EXPECT_EQ(s.at("violations").at("total"), 0) << s.at("violations").dump();
  EXPECT_EQ(s.at("tournaments").at("no_pairing"), 0);
  const json& v = s.at("settings").at("variants");
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].at("name"), "rows");
  EXPECT_EQ(v[0].at("set"), json::object());
  EXPECT_EQ(v[1].at("set"), json({{"score_group_method", "fold"}}));
  EXPECT_EQ(v[2].at("set"), json({{"score_group_method", "random"}}));
  // Each pairs its own events: three play groups, keyed game draws.
  EXPECT_EQ(v[0].at("play_group"), 0);
  EXPECT_EQ(v[1].at("play_group"), 1);
  EXPECT_EQ(v[2].at("play_group"), 2);
  EXPECT_EQ(s.at("settings").at("result_draws"), "keyed");

  const json report = read_json(dir / "report.json");
  EXPECT_EQ(report.at("baseline"), "rows");
  ASSERT_EQ(report.at("differences").size(), 14u);  // 2 variants × 7 metrics
  EXPECT_EQ(report.at("differences")[0].at("variant"), "fold");
  EXPECT_EQ(report.at("differences")[7].at("variant"), "random");
  // The pairing differs, so the events do: some ranking metric moves.
  bool moved = false;
  for (const json& d : report.at("differences"))
    if (!d.at("mean_diff").is_null() && d.at("mean_diff").get<double>() != 0.0) moved = true;
  EXPECT_TRUE(moved);

  const std::string md = slurp(dir / "report.md");
  EXPECT_NE(md.find("### Conclusion"), std::string::npos) << md;
  EXPECT_NE(md.find("fold vs rows"), std::string::npos) << md;
  EXPECT_NE(md.find("random vs rows"), std::string::npos) << md;
  EXPECT_NE(md.find("score_group_method=fold"), std::string::npos) << md;
  EXPECT_NE(md.find("score_group_method=random"), std::string::npos) << md;
  fs::remove_all(dir);
}

TEST(SimulateBaselines, VerifiedWithoutViolationsAndRepairedAlike) {
  for (const char* method : {"fold", "random"}) {
    SCOPED_TRACE(method);
    const fs::path dir = temp_dir(std::string("simulate-baseline-") + method);
    const CliResult r = run_xqsim({"simulate", kMen2019, "-n", "12", "--seed", "3", "--set",
                                   std::string("score_group_method=") + method, "--out", dir.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
    const json s = read_json(dir / "summary.json");
    EXPECT_EQ(s.at("settings").at("repair_check"), true);  // V-6: every round re-paired alike
    EXPECT_EQ(s.at("violations").at("total"), 0) << s.at("violations").dump();
    EXPECT_EQ(s.at("tournaments").at("no_pairing"), 0);
    fs::remove_all(dir);
  }
  // A team event or a round robin refuses it (exit 2, naming the key).
  const std::string team = std::string(XQ_SOURCE_DIR) + "/scenarios/yuangou-2009-team.toml";
  const CliResult t = run_xqsim({"simulate", team, "-n", "1", "--set", "score_group_method=fold"});
  EXPECT_EQ(t.exit_code, 2);
  EXPECT_NE(t.err.find("score_group_method"), std::string::npos) << t.err;
}

}  // namespace
}  // namespace xq::test
