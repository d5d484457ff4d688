// `xqsim compare --variant NAME:KEY=VALUE,…` (issue 16): three variants — two tiebreak lists and
// one bye rule — on an odd Swiss field, and what the report says about them: the Conclusion and
// "What was simulated" at the top (also in Chinese), Holm-adjusted p values consistent with the
// raw ones, "significant" only with both p (Holm) < 0.05 and |difference| ≥ MID, CSV numbers with
// fixed decimals; variants that change nothing in play give identical events (common random
// numbers); --variant with tiebreaks only equals the --tiebreaks shorthand; bad variants exit 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kMen2019 =
    std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-men.toml";  // 35: a bye each round
const std::string kWomen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-women.toml";  // 20: no bye

// Holm by hand, for the consistency check: sorted ascending, (m − i) p(i), running maximum, cap 1.
std::vector<double> holm(const std::vector<double>& p) {
  std::vector<size_t> order(p.size());
  for (size_t i = 0; i < p.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return p[a] < p[b]; });
  std::vector<double> out(p.size());
  double run = 0;
  for (size_t j = 0; j < order.size(); ++j) {
    run = std::max(run, std::min(1.0, static_cast<double>(p.size() - j) * p[order[j]]));
    out[order[j]] = run;
  }
  return out;
}

class CompareVariants : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = temp_dir("compare-variants");
    const std::vector<std::string> variants = {
        "--variant", "national:tiebreaks=cn-14.3.1",                           // two tiebreak lists
        "--variant", "wxc:tiebreaks=wxc-swiss",                                //
        "--variant", "bye-zero:tiebreaks=cn-14.3.1,bye_opponent_score=zero"};  // and one bye rule
    std::vector<std::string> en = {"compare", kMen2019,         "-n",  "40",    "--seed",
                                   "11",      "--repair-check", "off", "--out", (dir_ / "en").string()};
    en.insert(en.end(), variants.begin(), variants.end());
    en_ = run_xqsim(en);
    std::vector<std::string> zh = en;
    zh[std::find(zh.begin(), zh.end(), "--out") - zh.begin() + 1] = (dir_ / "zh").string();
    zh.insert(zh.end(), {"--lang", "zh"});
    zh_ = run_xqsim(zh);
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  void SetUp() override {
    ASSERT_EQ(en_.exit_code, 0) << en_.err << en_.out;
    ASSERT_EQ(zh_.exit_code, 0) << zh_.err << zh_.out;
  }
  static fs::path en() { return dir_ / "en"; }
  static fs::path zh() { return dir_ / "zh"; }

  static fs::path dir_;
  static CliResult en_, zh_;
};
fs::path CompareVariants::dir_;
CliResult CompareVariants::en_, CompareVariants::zh_;

TEST_F(CompareVariants, SettingsNameTheVariantsAndWhoPlaysItsOwnEvents) {
  const json s = read_json(en() / "summary.json");
  const json& v = s.at("settings").at("variants");
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].at("name"), "national");
  EXPECT_EQ(v[0].at("set"), json({{"tiebreaks", "cn-14.3.1"}}));
  EXPECT_EQ(v[2].at("set"), json({{"bye_opponent_score", "zero"}, {"tiebreaks", "cn-14.3.1"}}));
  // The two lists rank one event; the bye rule plays its own (keyed draws).
  EXPECT_EQ(v[0].at("play_group"), 0);
  EXPECT_EQ(v[1].at("play_group"), 0);
  EXPECT_EQ(v[2].at("play_group"), 1);
  EXPECT_EQ(s.at("settings").at("result_draws"), "keyed");
  EXPECT_EQ(s.at("comparison").at("names"), json({"national", "wxc", "bye-zero"}));
}

TEST_F(CompareVariants, HolmAdjustedPValuesAreConsistent) {
  const json r = read_json(en() / "report.json");
  EXPECT_EQ(r.at("baseline"), "national");
  const json& d = r.at("differences");
  ASSERT_EQ(d.size(), 14u);  // 2 variants × 7 metrics
  std::vector<double> p, p_holm;
  for (const json& x : d) {
    ASSERT_TRUE(x.contains("p_holm")) << x.dump();
    ASSERT_TRUE(x.contains("mid")) << x.dump();
    if (x.at("p").is_null()) {
      EXPECT_TRUE(x.at("p_holm").is_null());
      continue;
    }
    p.push_back(x.at("p").get<double>());
    p_holm.push_back(x.at("p_holm").get<double>());
    EXPECT_GE(p_holm.back(), p.back() - 1e-15);
    EXPECT_LE(p_holm.back(), 1.0);
    const bool exceeds = std::fabs(x.at("mean_diff").get<double>()) >= x.at("mid").get<double>() - 1e-12;
    EXPECT_EQ(x.at("exceeds_mid").get<bool>(), exceeds);
    EXPECT_EQ(x.at("significant").get<bool>(), p_holm.back() < 0.05 && exceeds) << x.dump();
  }
  ASSERT_FALSE(p.empty());
  const std::vector<double> expected = holm(p);
  for (size_t i = 0; i < p.size(); ++i) EXPECT_NEAR(p_holm[i], expected[i], 1e-12) << i;
  EXPECT_EQ(d[0].at("variant"), "wxc");
  EXPECT_EQ(d[7].at("variant"), "bye-zero");
  EXPECT_DOUBLE_EQ(d[0].at("mid").get<double>(), 0.005);  // Kendall tau
  EXPECT_DOUBLE_EQ(d[6].at("mid").get<double>(), 0.01);   // tie-order accuracy: 1 pp
}

TEST_F(CompareVariants, MarkdownHasConclusionAndWhatWasSimulatedAtTheTop) {
  const std::string md = slurp(en() / "report.md");
  const size_t conclusion = md.find("### Conclusion");
  const size_t simulated = md.find("### What was simulated");
  const size_t variants = md.find("### Variants side by side");
  ASSERT_NE(conclusion, std::string::npos) << md;
  ASSERT_NE(simulated, std::string::npos) << md;
  EXPECT_LT(conclusion, simulated);
  EXPECT_LT(simulated, variants);
  EXPECT_NE(md.find("Closest to true strength"), std::string::npos);
  EXPECT_NE(md.find("wxc vs national"), std::string::npos);
  EXPECT_NE(md.find("bye-zero vs national"), std::string::npos);
  EXPECT_NE(md.find("Bottom line"), std::string::npos);
  // What was simulated: the field, the rounds, the result model, the rules that differ.
  EXPECT_NE(md.find("35 entrants"), std::string::npos);
  EXPECT_NE(md.find("9 rounds"), std::string::npos);
  EXPECT_NE(md.find("red advantage 38 Elo"), std::string::npos);
  EXPECT_NE(md.find("bye_opponent_score=zero"), std::string::npos);
  EXPECT_NE(md.find("common random numbers"), std::string::npos);
  // The differences with p (Holm), MID and the one-line notes linked to docs/fairness.md.
  EXPECT_NE(md.find("| p (Holm) |"), std::string::npos);
  EXPECT_NE(md.find("MID"), std::string::npos);
  EXPECT_NE(md.find("(docs/fairness.md#compare-mode-paired-differences)"), std::string::npos);
  EXPECT_NE(md.find("(docs/fairness.md#ranking-quality-one-value-per-tournament)"), std::string::npos);
  EXPECT_NE(md.find("### Rank vs strength"), std::string::npos);

  // The conclusion's numbers are the report's: the Kendall tau of the best variant, 3 decimals.
  const json r = read_json(en() / "report.json");
  double best = -2;
  for (const json& v : r.at("variants"))
    best = std::max(best, v.at("ranking").at("kendall_tau").at("mean").get<double>());
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", best);
  EXPECT_NE(md.find(std::string("Kendall tau ") + buf), std::string::npos) << buf;
  // Each variant's Holm p for Kendall tau appears in its conclusion line.
  for (size_t i : {0u, 7u}) {
    const json& d = r.at("differences")[i];
    const double ph = d.at("p_holm").get<double>();
    std::string p = ph < 0.001 ? "<0.001" : (std::snprintf(buf, sizeof buf, "%.3f", ph), std::string(buf));
    EXPECT_NE(md.find("p (Holm) " + p), std::string::npos) << p;
  }
}

TEST_F(CompareVariants, HtmlHasTheSameSections) {
  const std::string html = slurp(en() / "report.html");
  EXPECT_NE(html.find("<h1>Comparison: "), std::string::npos);
  EXPECT_NE(html.find("<section id=\"conclusion\">"), std::string::npos);
  EXPECT_NE(html.find("<h2>What was simulated</h2>"), std::string::npos);
  EXPECT_NE(html.find("<th class=\"num\">p (Holm)</th>"), std::string::npos);
  EXPECT_NE(html.find("<code>docs/fairness.md#compare-mode-paired-differences</code>"), std::string::npos);
  EXPECT_EQ(html.find("href="), std::string::npos);  // the page stays free of links
  EXPECT_LT(html.find("id=\"conclusion\""), html.find("id=\"variants\""));
}

TEST_F(CompareVariants, ChineseConclusionWithLangZh) {
  const std::string md = slurp(zh() / "report.md");
  EXPECT_NE(md.find("### 结论"), std::string::npos) << md;
  EXPECT_NE(md.find("### 模拟内容"), std::string::npos);
  EXPECT_NE(md.find("最接近真实实力排序的是"), std::string::npos);
  EXPECT_NE(md.find("要点："), std::string::npos);
  EXPECT_NE(md.find("35 名参赛者"), std::string::npos);
  EXPECT_NE(slurp(zh() / "report.html").find("<h2>结论</h2>"), std::string::npos);
  EXPECT_EQ(read_json(zh() / "report.json").at("lang"), "zh");
  // The numbers do not depend on the language; the summary keeps it (merge writes the same report).
  json summary = read_json(zh() / "summary.json");
  EXPECT_EQ(summary.at("lang"), "zh");
  EXPECT_FALSE(read_json(en() / "summary.json").contains("lang"));
  summary.erase("lang");
  EXPECT_EQ(summary, read_json(en() / "summary.json"));
}

TEST_F(CompareVariants, CsvNumbersHaveFixedDecimals) {
  for (const char* file : {"differences.csv", "ranking.csv", "variants.csv"}) {
    const std::string csv = slurp(en() / "tables" / file);
    ASSERT_FALSE(csv.empty()) << file;
    EXPECT_FALSE(std::regex_search(csv, std::regex("[0-9]e[-+]?[0-9]"))) << file << ": an exponent";
    EXPECT_FALSE(std::regex_search(csv, std::regex("\\.[0-9]{7,}"))) << file << ": more than 6 decimals";
  }
  const std::string diffs = slurp(en() / "tables" / "differences.csv");
  EXPECT_EQ(diffs.substr(0, diffs.find('\n')),
            "metric,baseline,variant,mean_diff,ci95_low,ci95_high,p,p_holm,mid,exceeds_mid,significant");
  EXPECT_TRUE(std::regex_search(diffs, std::regex(",0\\.005000,")));  // Kendall tau's MID
}

// A rule that never acts in play (no bye in an even field) gives the bye variant the very same
// events: the same field, pairing seed and keyed game draws, so every difference is exactly 0.
TEST(CompareVariantsCommonRandomNumbers, ARuleThatNeverActsGivesIdenticalEvents) {
  const fs::path dir = temp_dir("compare-variants-crn");
  const CliResult r =
      run_xqsim({"compare", kWomen, "-n", "12", "--seed", "4", "--repair-check", "off", "--out", dir.string(),
                 "--variant", "as-is", "--variant", "bye-zero:bye_opponent_score=zero"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json report = read_json(dir / "report.json");
  EXPECT_EQ(report.at("settings").at("result_draws"), "keyed");
  for (const json& d : report.at("differences")) {
    EXPECT_EQ(d.at("mean_diff"), 0.0) << d.dump();
    EXPECT_FALSE(d.at("significant").get<bool>());
  }
  EXPECT_EQ(report.at("variants")[0].at("ranking"), report.at("variants")[1].at("ranking"));
  fs::remove_all(dir);
}

// A variant whose events sometimes find no legal pairing (19 rounds for 20 players) is said first in
// the conclusion, with its count, and never recommended — although over the tournaments both
// finished it orders the field closer to true strength. report.json and the summary count it per
// variant.
TEST(CompareVariantsStopped, AVariantThatCannotPairEveryEventIsNamedAndNotRecommended) {
  const fs::path dir = temp_dir("compare-stopped");
  const CliResult r = run_xqsim({"compare", kWomen, "-n", "20", "--repair-check", "off", "--out",
                                 dir.string(), "--variant", "a", "--variant", "b:rounds=19"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json report = read_json(dir / "report.json");
  const int stopped = report.at("variants")[1].at("stopped").get<int>();
  ASSERT_GT(stopped, 0) << "19 rounds of 20 players stop in some of these 20 tournaments";
  EXPECT_EQ(report.at("variants")[0].at("stopped"), 0);
  EXPECT_EQ(report.at("tournaments").at("no_pairing"), stopped);
  EXPECT_EQ(read_json(dir / "summary.json").at("comparison").at("stopped"), json::array({0, stopped}));
  const std::string md = slurp(dir / "report.md");
  EXPECT_NE(md.find("Stopped with no legal pairing: b in " + std::to_string(stopped) +
                    " of 20 tournaments. A rule set that cannot pair every event is not a candidate"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("every figure of this report is over the " + std::to_string(20 - stopped) +
                    " tournaments every variant finished"),
            std::string::npos);
  EXPECT_NE(md.find("Closest to true strength of the variants that paired every event: the baseline a"),
            std::string::npos);
  EXPECT_NE(md.find("Bottom line: only a paired every event."), std::string::npos);
  EXPECT_EQ(md.find("Bottom line: b"), std::string::npos);
  // The side-by-side table has the stops, a row of their own.
  EXPECT_NE(md.find("| stopped (no legal pairing) "), std::string::npos) << md;
  EXPECT_NE(slurp(dir / "report.html").find("Stopped with no legal pairing: b in "), std::string::npos);

  // The variant that stops as the baseline: what differs from it is no recommendation, and the
  // sizes said are the tournaments measured.
  const fs::path first = dir / "b-first";
  const CliResult rb = run_xqsim({"compare", kWomen, "-n", "20", "--repair-check", "off", "--out",
                                  first.string(), "--variant", "b:rounds=19", "--variant", "a"});
  ASSERT_EQ(rb.exit_code, 0) << rb.err;
  const std::string mb = slurp(first / "report.md");
  EXPECT_NE(mb.find("Bottom line: only a paired every event."), std::string::npos) << mb;
  EXPECT_EQ(mb.find("than b"), std::string::npos) << mb;
  EXPECT_EQ(mb.find("(20 tournaments)"), std::string::npos) << mb;

  // merge refuses stop counts that contradict the batch's (they were accepted, and the report said
  // "b in 51 of 20 tournaments"): each variant's at most no_pairing, together at least it.
  const json summary = read_json(dir / "summary.json");
  const fs::path bad = dir / "bad.json";
  const auto refused = [&](json edited, const std::string& why) {
    std::ofstream(bad, std::ios::trunc) << edited.dump(2);
    const CliResult m = run_xqsim({"merge", bad.string(), "--out", (dir / "merged").string()});
    EXPECT_EQ(m.exit_code, 2) << why;
    EXPECT_EQ(m.err, "xqsim merge: error: " + bad.string() + ": " + why + "\n");
    EXPECT_FALSE(fs::exists(dir / "merged"));
  };
  json more = summary;
  more["comparison"]["stopped"][1] = 50;
  refused(more, "comparison.stopped: variant 2 stopped in 50 tournaments, more than the " +
                    std::to_string(stopped) + " of tournaments.no_pairing");
  json none = summary;
  none["comparison"].erase("stopped");
  refused(none, "comparison.stopped: missing (one count per variant of the tournaments its event stopped)");
  json fewer = summary;
  fewer["comparison"]["stopped"][1] = 0;
  refused(fewer, "comparison.stopped: the variants' stops (0) are fewer than the " + std::to_string(stopped) +
                     " tournaments of tournaments.no_pairing");
  json counted = summary;
  counted["comparison"]["variants"][1]["count"] = 70;
  refused(counted, "comparison.variants[1].count: 70 measured is more than the " +
                       std::to_string(20 - stopped) + " tournaments every variant finished");
  ASSERT_EQ(
      run_xqsim({"merge", (dir / "summary.json").string(), "--out", (dir / "merged").string()}).exit_code,
      0);  // the summary as written merges
  fs::remove_all(dir);
}

// Each variant's stopped events are kept, named by the variant: no-pairing/<variant>/ holds as
// many as the report counts for it (only the first stopped variant's record was kept, as
// no-pairing/tournament-<i>.json, and it did not say whose).
TEST(CompareVariantsStopped, EachVariantsStoppedEventsAreKeptUnderItsName) {
  const fs::path dir = temp_dir("compare-stopped-kept");
  std::ofstream(dir / "small.toml") << "[event]\nname = \"Small\"\nformat = \"swiss\"\n[rules]\nrounds = 5\n"
                                       "tiebreaks = [\"cn-14.3.1\"]\n[field]\ncount = 6\n[simulation]\n"
                                       "count = 40\nseed = 1\n";
  const fs::path out = dir / "out";
  const CliResult r = run_xqsim({"compare", (dir / "small.toml").string(), "-n", "40", "--repair-check",
                                 "off", "--variant", "a", "--variant", "b:score_group_method=fold",
                                 "--variant", "c:score_group_method=adjacent", "--out", out.string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json report = read_json(out / "report.json");
  const auto files = [](const fs::path& folder, const std::string& ext) {
    int n = 0;
    if (fs::is_directory(folder))
      for (const auto& e : fs::directory_iterator(folder))
        if (e.path().extension() == ext) ++n;
    return n;
  };
  int stopped_variants = 0, kept = 0;
  for (const json& v : report.at("variants")) {
    const std::string name = v.at("name");
    const int stopped = v.at("stopped").get<int>();
    EXPECT_EQ(files(out / "no-pairing" / name, ".json"), stopped) << name;
    EXPECT_EQ(files(out / "no-pairing" / name, ".seed"), stopped) << name;  // for verify --repair-seed
    stopped_variants += stopped > 0;
    kept += stopped;
  }
  ASSERT_GE(stopped_variants, 2) << "6 players in 5 rounds stop under several methods";
  EXPECT_EQ(files(out / "no-pairing", ".json"), 0) << "every stopped event is in its variant's folder";
  EXPECT_NE(r.out.find("stopped by \"no legal pairing\": " + (out / "no-pairing").string() + "/ (" +
                       std::to_string(kept) + ")"),
            std::string::npos)
      << r.out;
  fs::remove_all(dir);
}

// --variant NAME:tiebreaks=LIST only is the --tiebreaks shorthand: the same events, the same numbers.
TEST(CompareVariantsShorthand, TiebreakVariantsEqualTheTiebreaksOption) {
  const fs::path dir = temp_dir("compare-shorthand");
  const CliResult a =
      run_xqsim({"compare", kWomen, "-n", "10", "--seed", "2", "--repair-check", "off", "--out",
                 (dir / "a").string(), "--tiebreaks", "cn-14.3.1", "--tiebreaks", "wxc-swiss"});
  const CliResult b = run_xqsim({"compare", kWomen, "-n", "10", "--seed", "2", "--repair-check", "off",
                                 "--out", (dir / "b").string(), "--variant", "cn:tiebreaks=cn-14.3.1",
                                 "--variant", "wxc:tiebreaks=wxc-swiss"});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  const json ra = read_json(dir / "a" / "report.json"), rb = read_json(dir / "b" / "report.json");
  EXPECT_FALSE(ra.at("settings").contains("variants"));  // the shorthand's settings are as before
  EXPECT_EQ(rb.at("settings").at("result_draws"), "sequential");
  for (size_t v = 0; v < 2; ++v) {
    EXPECT_EQ(ra.at("variants")[v].at("ranking"), rb.at("variants")[v].at("ranking"));
    EXPECT_EQ(ra.at("variants")[v].at("tiebreaks_analysis"), rb.at("variants")[v].at("tiebreaks_analysis"));
  }
  for (size_t i = 0; i < ra.at("differences").size(); ++i)
    EXPECT_EQ(ra.at("differences")[i].at("p_holm"), rb.at("differences")[i].at("p_holm"));
  fs::remove_all(dir);
}

TEST(CompareVariantsInput, BadVariantsExitTwoNamingTheVariantAndKey) {
  const fs::path dir = temp_dir("compare-bad");
  const auto run = [&](std::vector<std::string> variants) {
    std::vector<std::string> args = {"compare", kWomen, "-n", "2", "--out", (dir / "x").string()};
    args.insert(args.end(), variants.begin(), variants.end());
    return run_xqsim(args);
  };
  CliResult r = run({"--variant", "a:tiebreaks=cn-14.3.1", "--variant", "b:no_such_key=1"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--variant b: no_such_key"), std::string::npos) << r.err;
  r = run({"--variant", "a:tiebreaks=cn-14.3.1", "--variant", "b:bye_opponent_score=sometimes"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--variant b: bye_opponent_score"), std::string::npos) << r.err;
  r = run({"--variant", "a:tiebreaks=cn-14.3.1", "--variant", "b:tiebreaks=no_such_criterion"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--variant b"), std::string::npos) << r.err;
  r = run({"--variant", "a:tiebreaks=cn-14.3.1"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("two variants or more"), std::string::npos) << r.err;
  // A variant the scenario's plan cannot hold (PT-12: a team Swiss with P1-4's drawn numbers) is
  // refused before the batch, naming it — not by the pairing once the output folder exists.
  r = run_xqsim({"compare", std::string(XQ_SOURCE_DIR) + "/scenarios/validation-carter-20.toml", "-n", "2",
                 "--out", (dir / "x").string(), "--variant", "a:boards=3", "--variant",
                 "b:format=team_swiss"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--variant b: rules.first_round: team Swiss: first_round = adjacent (P1-4)"),
            std::string::npos)
      << r.err;
  r = run({"--variant", "a:tiebreaks=cn-14.3.1", "--variant", "a:tiebreaks=wxc-swiss"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("given twice"), std::string::npos) << r.err;
  r = run({"--variant", "a:rounds", "--variant", "b:"});
  EXPECT_EQ(r.exit_code, 2);
  r = run({"--variant", "a:", "--variant", "b:bye_opponent_score=zero", "--lang", "fr"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--lang"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir / "x"));  // nothing written
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
