// `xqsim merge` (SIM-5): the shard summaries of a batch merge into the whole batch's
// summary.json byte for byte, with the table simulate prints; summaries of different batches,
// a shard given twice, shards of another split, a missing shard (unless --partial) and unreadable
// files exit 2 naming the files and write nothing.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";

CliResult simulate(const fs::path& out, std::vector<std::string> extra) {
  std::vector<std::string> args = {"simulate", kMen,        "-n", "25",    "--seed",
                                   "9",        "--threads", "2",  "--out", out.string()};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_xqsim(args);
}

// What follows the title line: the table and the rest, the same for simulate and merge.
std::string table_of(const std::string& out) {
  const size_t start = out.find("\n\n");
  const size_t end = out.find("\nsummary: ");
  return out.substr(start, end - start);
}

class Merge : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = temp_dir("merge");
    const CliResult whole = simulate(dir_ / "whole", {});
    ASSERT_EQ(whole.exit_code, 0) << whole.err;
    whole_out_ = whole.out;
    for (const char* k : {"1", "2", "3"}) {
      const CliResult r = simulate(dir_ / (std::string("s") + k), {"--shard", std::string(k) + "/3"});
      ASSERT_EQ(r.exit_code, 0) << r.err;
    }
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static fs::path shard(int k) { return dir_ / ("s" + std::to_string(k)) / "summary.json"; }

  static fs::path dir_;
  static std::string whole_out_;
};
fs::path Merge::dir_;
std::string Merge::whole_out_;

TEST_F(Merge, ThreeShardsGiveTheWholeBatchByteForByte) {
  const fs::path out = dir_ / "merged";
  const CliResult r =
      run_xqsim({"merge", shard(1).string(), shard(2).string(), shard(3).string(), "--out", out.string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string whole = slurp(dir_ / "whole" / "summary.json");
  ASSERT_FALSE(whole.empty());
  EXPECT_EQ(slurp(out / "summary.json"), whole);
  EXPECT_EQ(nlohmann::json::parse(slurp(shard(2)))["count"], 8);  // a part: 1, 4, …, 22
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "WXC 2022 men: 25 tournaments (3 summaries merged), seed 9");
  EXPECT_EQ(table_of(r.out), table_of(whole_out_));
  EXPECT_NE(r.out.find("\nsummary: " + (out / "summary.json").string() + "\n"), std::string::npos) << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST_F(Merge, AnyOrderGivesTheSameBytes) {
  const fs::path out = dir_ / "merged-reversed";
  ASSERT_EQ(
      run_xqsim({"merge", shard(3).string(), shard(1).string(), shard(2).string(), "--out", out.string()})
          .exit_code,
      0);
  EXPECT_EQ(slurp(out / "summary.json"), slurp(dir_ / "whole" / "summary.json"));
}

TEST_F(Merge, AMissingShardIsRefusedWithoutPartial) {
  const fs::path out = dir_ / "partial";
  CliResult r = run_xqsim({"merge", shard(1).string(), shard(3).string(), "--out", out.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "xqsim merge: error: shard: shard 2/3 missing: " + shard(1).string() + " (1/3), " +
                       shard(3).string() +
                       " (3/3) hold a part of the batch; give --partial to merge it anyway\n");
  EXPECT_FALSE(fs::exists(out));
  r = run_xqsim({"merge", shard(1).string(), shard(3).string(), "--partial", "--out", out.string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(slurp(out / "summary.json"));
  EXPECT_EQ(j["count"], 17);
  EXPECT_EQ(j["shard"], nlohmann::json::parse(R"({"of": 3, "parts": [1, 3]})"));
  EXPECT_EQ(
      r.err,
      "xqsim merge: note: the summaries hold 17 of the batch's 25 tournaments (--partial: shard 1,3/3)\n");
  // The partial merge and the missing shard make the whole batch.
  r = run_xqsim(
      {"merge", (out / "summary.json").string(), shard(2).string(), "--out", (dir_ / "completed").string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(slurp(dir_ / "completed" / "summary.json"), slurp(dir_ / "whole" / "summary.json"));
}

TEST_F(Merge, EachShardSaysWhichItIs) {
  EXPECT_EQ(nlohmann::json::parse(slurp(shard(2)))["shard"],
            nlohmann::json::parse(R"({"of": 3, "parts": [2]})"));
  EXPECT_EQ(nlohmann::json::parse(slurp(dir_ / "whole" / "summary.json"))["shard"],
            nlohmann::json::parse(R"({"of": 1, "parts": [1]})"));
}

TEST_F(Merge, ShardsOfAnotherSplitAreRefused) {
  const fs::path other = dir_ / "halves";
  ASSERT_EQ(simulate(other, {"--shard", "1/2"}).exit_code, 0);
  const std::string odd = (other / "summary.json").string();
  const CliResult r = run_xqsim({"merge", shard(2).string(), odd, "--out", (dir_ / "refused3").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "xqsim merge: error: " + odd +
                ": shard: shards of different splits (2/3 and 1/2): merge the shards of one --shard k/N "
                "split (merged so far: " +
                shard(2).string() + " (2/3))\n");
  EXPECT_FALSE(fs::exists(dir_ / "refused3"));
}

TEST_F(Merge, ASummaryOfAnOlderSchemaIsRefused) {
  const fs::path old = dir_ / "old.json";
  auto j = nlohmann::ordered_json::parse(slurp(shard(2)));
  j["schema"] = 1;
  j.erase("shard");
  std::ofstream(old) << j.dump(2);
  const CliResult r =
      run_xqsim({"merge", shard(1).string(), old.string(), "--out", (dir_ / "refused4").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "xqsim merge: error: " + old.string() +
                ": schema: a summary of schema 1 (an older xqsim) does not say which shard it holds; run "
                "its batch again with this xqsim\n");
}

TEST_F(Merge, ADifferentBatchIsRefusedNamingTheFile) {
  const fs::path other = dir_ / "other";
  ASSERT_EQ(
      run_xqsim({"simulate", kMen, "-n", "25", "--seed", "10", "--shard", "2/3", "--out", other.string()})
          .exit_code,
      0);
  const fs::path out = dir_ / "refused";
  const std::string odd = (other / "summary.json").string();
  const CliResult r = run_xqsim({"merge", shard(1).string(), odd, shard(3).string(), "--out", out.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "xqsim merge: error: " + odd +
                       ": summary: cannot merge summaries of different batches: seed 9 vs 10 (as " +
                       shard(1).string() + ")\n");
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_FALSE(fs::exists(out)) << "bad input must leave no output";
}

TEST_F(Merge, ASummaryOfOtherSettingsIsRefused) {
  const fs::path other = dir_ / "no-v6";
  ASSERT_EQ(simulate(other, {"--shard", "2/3", "--repair-check", "off"}).exit_code, 0);
  const std::string odd = (other / "summary.json").string();
  const CliResult r = run_xqsim({"merge", shard(1).string(), odd, "--out", (dir_ / "refused2").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("xqsim merge: error: " + odd +
                       ": summary: cannot merge summaries of different batches: "
                       "the rules, field or result model differ: settings.repair_check true vs false (as " +
                       shard(1).string() + ")"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "refused2"));
}

// Counts that would wrap past 2^64 − 1 when added (a hand-edited shard) are refused, naming the
// file — the probe's `results.games = 2^64 − 1` had merged into 74 games and shares over 100 %.
TEST_F(Merge, CountsThatWouldWrapAreRefused) {
  nlohmann::ordered_json edited = nlohmann::ordered_json::parse(std::ifstream(shard(2)));  // keys in order
  ASSERT_TRUE(edited["results"].contains("games")) << edited["results"].dump();
  edited["results"]["games"] = std::numeric_limits<std::uint64_t>::max();
  const fs::path odd = dir_ / "wrap-summary.json";
  std::ofstream(odd) << edited.dump(2);
  const fs::path out = dir_ / "refused-wrap";
  const CliResult r =
      run_xqsim({"merge", shard(1).string(), odd.string(), shard(3).string(), "--out", out.string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("xqsim merge: error: " + odd.string() + ": summary: counts too large to add up"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(out));
}

TEST_F(Merge, AShardGivenTwiceIsRefused) {
  const CliResult r = run_xqsim({"merge", shard(1).string(), shard(2).string(), shard(3).string(),
                                 shard(2).string(), "--out", (dir_ / "twice").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(
      r.err,
      "xqsim merge: error: " + shard(2).string() +
          ": shard: shard 2/3 given twice: the whole batch (1/1) holds every shard already (merged so far: " +
          shard(1).string() + " (1/3), " + shard(2).string() + " (2/3), " + shard(3).string() + " (3/3))\n");
  EXPECT_FALSE(fs::exists(dir_ / "twice"));
  // Given twice before the batch is whole: the same.
  const CliResult r2 = run_xqsim(
      {"merge", shard(1).string(), shard(1).string(), "--partial", "--out", (dir_ / "twice").string()});
  EXPECT_EQ(r2.exit_code, 2);
  EXPECT_EQ(r2.err, "xqsim merge: error: " + shard(1).string() +
                        ": shard: shard 1/3 given twice (merged so far: " + shard(1).string() + " (1/3))\n");
  EXPECT_FALSE(fs::exists(dir_ / "twice"));
}

// Another of xqsim's JSON files given by mistake is said to be no summary (a report and a record
// are of schema 1 too, and were taken for "a summary of schema 1 (an older xqsim)").
TEST_F(Merge, AReportOrARecordIsNotASummary) {
  const std::string report = (dir_ / "whole" / "report.json").string();
  CliResult r = run_xqsim({"merge", report, "--out", (dir_ / "not-summary").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "xqsim merge: error: " + report +
                ": not a JSON summary (a report, report.json: merge reads the summary.json beside it)\n");
  const std::string record = std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.json";
  r = run_xqsim({"merge", shard(1).string(), record, "--out", (dir_ / "not-summary").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "xqsim merge: error: " + record +
                       ": not a JSON summary (a tournament record: merge reads the summary.json of simulate, "
                       "compare or merge)\n");
  EXPECT_FALSE(fs::exists(dir_ / "not-summary"));
}

TEST_F(Merge, BadFilesExitTwoNamingTheFile) {
  const fs::path bad = dir_ / "bad.json";
  std::ofstream(bad) << "{\n  \"schema\": 1,\n  \"count\": ,\n}\n";
  CliResult r = run_xqsim({"merge", shard(1).string(), bad.string(), "--out", (dir_ / "bad-out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("xqsim merge: error: " + bad.string() + ":3: not a JSON summary (", 0), 0u) << r.err;
  auto j = nlohmann::ordered_json::parse(slurp(shard(2)));
  j["results"]["draws"] = -1;
  std::ofstream(bad, std::ios::trunc) << j.dump(2);
  r = run_xqsim({"merge", shard(1).string(), bad.string(), "--out", (dir_ / "bad-out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "xqsim merge: error: " + bad.string() + ": results.draws: expected a non-negative integer\n");
  // A key given twice: JSON parsers keep the last silently; merge refuses it (issue 15).
  std::string text = slurp(shard(2));
  const size_t results = text.find("\"results\": {");
  ASSERT_NE(results, std::string::npos);
  text.insert(results + 13, "\"draws\": 0, ");
  std::ofstream(bad, std::ios::trunc) << text;
  r = run_xqsim({"merge", shard(1).string(), bad.string(), "--out", (dir_ / "bad-out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(bad.string() + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(": results.draws: the key is given twice\n"), std::string::npos) << r.err;
  // Counts that contradict each other (a summary edited or damaged) and a key no summary has.
  const auto j2 = nlohmann::ordered_json::parse(slurp(shard(2)));
  const auto refused = [&](const char* a, const char* b, nlohmann::ordered_json value,
                           const std::string& why) {
    auto edited = j2;
    if (b[0] == '\0')
      edited[a] = value;
    else
      edited[a][b] = value;
    std::ofstream(bad, std::ios::trunc) << edited.dump(2);
    const CliResult e =
        run_xqsim({"merge", shard(1).string(), bad.string(), "--out", (dir_ / "bad-out").string()});
    EXPECT_EQ(e.exit_code, 2) << a << "." << b;
    EXPECT_EQ(e.err, "xqsim merge: error: " + bad.string() + ": " + why + "\n");
  };
  const std::uint64_t games = j2["results"]["games"].get<std::uint64_t>(),
                      count = j2["count"].get<std::uint64_t>();
  refused("results", "red_wins", games + 1,
          "results: the results counted (" +
              std::to_string(games + 1 + j2["results"]["draws"].get<std::uint64_t>() +
                             j2["results"]["black_wins"].get<std::uint64_t>() +
                             j2["results"]["red_forfeits"].get<std::uint64_t>() +
                             j2["results"]["black_forfeits"].get<std::uint64_t>() +
                             j2["results"]["double_forfeits"].get<std::uint64_t>()) +
              ": wins, draws, forfeits) exceed the " + std::to_string(games) + " games");
  refused("tournaments", "with_violations", count + 1,
          "tournaments.with_violations: " + std::to_string(count + 1) + " is more than the " +
              std::to_string(count) + " tournaments played");
  refused("tournaments", "with_violations", 1,
          "tournaments.with_violations: 1 tournaments with violations does not fit the 0 violations counted");
  refused("count", "", j2["requested"].get<std::uint64_t>() + 1,
          "count: " + std::to_string(j2["requested"].get<std::uint64_t>() + 1) +
              " tournaments played is more than the " + std::to_string(j2["requested"].get<std::uint64_t>()) +
              " requested");
  refused("bogus", "", 1, "bogus: unknown key (a batch summary holds schema, scenario, … lang)");
  // Warnings: the pairing's are W-1..W-5; each kind's histogram adds up to its rule's count.
  refused("warnings", "W-99", 7, "warnings.W-99: not a pairing warning (they are W-1..W-5)");
  refused("warnings_by_kind", "ZZ", nlohmann::ordered_json{{"1", 1}},
          "warnings_by_kind.ZZ: does not add up to the 0 warnings of that rule counted (warnings, "
          "verifier_warnings)");
  {  // a rule counted without its histogram; a histogram counting more tournaments than were played
    auto by_kind = j2["warnings_by_kind"];
    ASSERT_FALSE(by_kind.empty()) << j2.dump();
    const std::string rule = by_kind.begin().key();
    auto edited = by_kind;
    edited.erase(rule);
    refused("warnings_by_kind", "", edited,
            "warnings_by_kind: has no histogram of " + rule + ", which is counted " +
                std::to_string(
                    j2["warnings"].value(rule, j2["verifier_warnings"].value(rule, std::uint64_t{0}))) +
                " times (warnings, verifier_warnings)");
    edited = by_kind;
    edited[rule]["0"] = 1;
    refused("warnings_by_kind", "", edited,
            "warnings_by_kind." + rule + ": a tournament is counted under a kind only with 1 or more");
  }
  refused("fairness", "", nlohmann::ordered_json::object(),
          "fairness.schema: missing");  // named from the top
  {                                     // one more entrant's bye count than the tournaments × the field hold
    auto byes = j2["distributions"]["byes"];
    std::uint64_t held = 0;
    for (const auto& [k, n] : byes.items()) held += n.get<std::uint64_t>();
    byes["0"] = byes.value("0", std::uint64_t{0}) + 1;
    refused("distributions", "byes", byes,
            "distributions.byes: the histogram holds " + std::to_string(held + 1) + " entrants, not the " +
                std::to_string(count) + " tournaments × " + std::to_string(held / count) +
                " entrants of settings.field.count");
  }
  // Fairness figures no tournaments could give (they were merged: 171 % accuracy, tau 1.056).
  const auto fairness_refused = [&](const std::function<void(nlohmann::ordered_json&)>& edit,
                                    const std::string& why) {
    auto edited = j2;
    edit(edited["fairness"]);
    std::ofstream(bad, std::ios::trunc) << edited.dump(2);
    const CliResult e =
        run_xqsim({"merge", shard(1).string(), bad.string(), "--out", (dir_ / "bad-out").string()});
    EXPECT_EQ(e.exit_code, 2) << why;
    EXPECT_EQ(e.err, "xqsim merge: error: " + bad.string() + ": " + why + "\n");
  };
  const std::uint64_t measured = j2["fairness"]["count"].get<std::uint64_t>();
  fairness_refused([&](auto& f) { f["count"] = count + 1; },
                   "fairness.count: " + std::to_string(count + 1) + " measured is more than the " +
                       std::to_string(count) + " tournaments finished");
  fairness_refused([&](auto& f) { f["metrics"]["kendall_tau"]["count"] = measured + 1; },
                   "fairness.metrics.kendall_tau.count: " + std::to_string(measured + 1) +
                       " is more than the " + std::to_string(measured) + " tournaments measured (count)");
  fairness_refused([&](auto& f) { f["metrics"]["kendall_tau"]["sum_sq"] = "1"; },
                   "fairness.metrics.kendall_tau: sum and sum_sq are not the sums of " +
                       std::to_string(measured) + " values and their squares");
  fairness_refused(
      [&](auto& f) {
        auto& c = f["tiebreaks"]["criteria"][0];
        c["correct"] = c["decided"].template get<std::uint64_t>() + 1;
      },
      "fairness.tiebreaks.criteria[0].correct: " +
          std::to_string(j2["fairness"]["tiebreaks"]["criteria"][0]["decided"].get<std::uint64_t>() + 1) +
          " is more than the " +
          std::to_string(j2["fairness"]["tiebreaks"]["criteria"][0]["decided"].get<std::uint64_t>()) +
          " decided");
  // Colour luck's sums too (a negative Σy² merged and reported "95% CI [-0.212, -0.212]"): n is
  // one observation per entrant ranked, and every sum one that values have.
  const auto& luck = j2["fairness"]["colour_luck"];
  const std::uint64_t obs = luck["n"].get<std::uint64_t>();
  fairness_refused([&](auto& f) { f["colour_luck"]["yy"] = "-5"; },
                   "fairness.colour_luck.yy: no " + std::to_string(obs) +
                       " values have these sums: n Σy² < (Σy)² (Σy " + luck["y"].get<std::string>() +
                       ", Σy² -5)");
  fairness_refused([&](auto& f) { f["colour_luck"]["n"] = obs + 7; },
                   "fairness.colour_luck.n: " + std::to_string(obs + 7) +
                       " observations, but rank_vs_strength.place_counts counts " + std::to_string(obs) +
                       " entrants ranked (one observation each)");
  fairness_refused(
      [&](auto& f) { f["colour_luck"]["x2y"] = "99999999999999"; },
      "fairness.colour_luck.x2y: 99999999999999 is no sum of products of the values x2 and y that "
      "the other sums hold (beyond Cauchy–Schwarz: (n Σab − Σa Σb)² > (n Σa² − (Σa)²)(n Σb² − "
      "(Σb)²))");
  EXPECT_FALSE(fs::exists(dir_ / "bad-out"));
  r = run_xqsim({"merge", (dir_ / "nope.json").string(), "--out", (dir_ / "bad-out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "xqsim merge: error: " + (dir_ / "nope.json").string() +
                       ": cannot open the summary file: No such file or directory\n");
  r = run_xqsim({"merge", "--out", (dir_ / "bad-out").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_FALSE(fs::exists(dir_ / "bad-out"));
}

}  // namespace
}  // namespace xq::test
