// `xqsim verify` on TRF records (issue 13 item 9): the program's own TRF export of a simulated
// event passes, each check TRF cannot feed (no board numbers, drawn numbers, warnings) listed once
// as "not checked" with its reason; the checks TRF can feed still run — a planted rematch fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <utility>

#include "pairing/io/record_file.hpp"
#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

const std::string kScenarios = std::string(XQ_SOURCE_DIR) + "/scenarios/";

// The records/ folder of `xqsim simulate SCENARIO -n COUNT --keep COUNT` (JSON and TRF).
std::filesystem::path kept(const std::string& scenario, int count, const std::filesystem::path& dir) {
  const CliResult r = run_xqsim({"simulate", kScenarios + scenario + ".toml", "-n", std::to_string(count),
                                 "--keep", std::to_string(count), "--threads", "1", "--out", dir.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  return dir / "records";
}

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

const char* const kNotChecked[] = {
    "note: V-4 P1-6 first-round colours: not checked (TRF has no board numbers, no seeding numbers, drawn "
    "numbers or codes (P1-4, P1-8))\n",
    "note: V-4 PI-6 colours of two identical histories (colour_tiebreak, by number): not checked (TRF has no "
    "seeding numbers, drawn numbers or codes (P1-4, P1-8))\n",
    "note: V-4 PI-8 board order: not checked (TRF has no board numbers)\n",
    "note: V-4 W-1..W-5 warnings reported against those the rounds show: not checked (TRF has no warnings "
    "(W-1..W-5))\n",
};

void expect_not_checked_listed_once(const CliResult& r) {
  for (const char* line : kNotChecked) EXPECT_EQ(occurrences(r.out, line), 1u) << line << r.out;
}

// wxc-2022-men: PI-10 final after round 8. TRF holds neither the final nor the rule that there is
// one: the scenario's rules are given with --rules, and the verifier finds the final.
TEST(CliVerifyTrf, TheProgramsOwnTrfExportPassesAndListsWhatItCannotCheck) {
  const auto dir = temp_dir("verify-trf-own");
  const auto records = kept("wxc-2022-men", 3, dir);
  for (int k = 0; k < 3; ++k) {
    const std::string trf = (records / ("tournament-" + std::to_string(k) + ".trf")).string();
    const CliResult r = run_xqsim({"verify", trf, "--rules", kScenarios + "wxc-2022-men.toml"});
    EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("9 rounds checked: 0 violations"), std::string::npos) << r.out;
    expect_not_checked_listed_once(r);
    EXPECT_EQ(occurrences(r.out,
                          "note: PI-10: TRF has no game kinds (the PI-10 final, KO-3 play-offs): the "
                          "final is taken to be "),
              1u)
        << r.out;
    // V-6 re-pairs from numbers and compares boards and kinds: not on TRF, said so, exit 0.
    std::string seed = slurp(records / ("tournament-" + std::to_string(k) + ".seed"));
    seed.erase(seed.find_last_not_of('\n') + 1);
    const CliResult repair =
        run_xqsim({"verify", trf, "--rules", kScenarios + "wxc-2022-men.toml", "--repair-seed", seed});
    EXPECT_EQ(repair.exit_code, 0) << repair.out << repair.err;
    EXPECT_EQ(occurrences(repair.out,
                          "note: V-6 re-pairing: not checked (TRF has no board numbers, no seeding "
                          "numbers, drawn numbers or codes (P1-4, P1-8), no game kinds (the PI-10 "
                          "final, KO-3 play-offs))\n"),
              1u)
        << repair.out;
    // The same tournament as JSON holds everything: nothing is left unchecked, V-6 included.
    const std::string json = (records / ("tournament-" + std::to_string(k) + ".json")).string();
    const CliResult whole = run_xqsim({"verify", json, "--repair-seed", seed});
    EXPECT_EQ(whole.exit_code, 0) << whole.out << whole.err;
    EXPECT_EQ(whole.out.find("not checked"), std::string::npos) << whole.out;
  }
  // Without --rules the record's rules are TRF's: the output says what it lacks and how to give it.
  const CliResult bare = run_xqsim({"verify", (records / "tournament-0.trf").string()});
  EXPECT_NE(
      bare.out.find("note: TRF has no rule settings besides the rounds and the game points: every other "
                    "setting is the default unless given to the verifier (xqsim verify --rules FILE, "
                    "--set KEY=VALUE; a PI-10 final needs final_after_round)"),
      std::string::npos)
      << bare.out;
  std::filesystem::remove_all(dir);
}

// wxc-2022-youth has no final: its TRF passes with no options at all.
TEST(CliVerifyTrf, AnEventWithoutAFinalNeedsNoRules) {
  const auto dir = temp_dir("verify-trf-youth");
  const auto records = kept("wxc-2022-youth", 2, dir);
  for (int k = 0; k < 2; ++k) {
    const CliResult r =
        run_xqsim({"verify", (records / ("tournament-" + std::to_string(k) + ".trf")).string()});
    EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("7 rounds checked: 0 violations"), std::string::npos) << r.out;
    expect_not_checked_listed_once(r);
  }
  std::filesystem::remove_all(dir);
}

// RR-1.3: a round robin of five, played to the end, exported as TRF: each round's sit-out is
// written "not paired" (it scores nothing). Read back under the round robin's rules it is that
// round's sit-out again: verify passes the TRF as it passes the JSON, and the standings agree.
TEST(CliVerifyTrf, ARoundRobinsSitOutsComeBackFromTrf) {
  const auto dir = temp_dir("verify-trf-rr");
  const std::string list = (dir / "list.csv").string(), rec = (dir / "rr.json").string(),
                    trf = (dir / "rr.trf").string(), sheet = (dir / "sheet.csv").string();
  std::ofstream(list) << "name\nAnn\nBo\nCy\nDu\nEd\n";
  run_xqsim_ok({"init", "--entrants", list, "--out", rec, "--set", "format=round_robin"});
  for (int r = 1; r <= 5; ++r) {
    run_xqsim_ok({"pair", rec});
    std::string text = "board,result\n";
    for (int b = 1; b <= 2; ++b) text += std::to_string(b) + (b == r % 2 + 1 ? ",1-0\n" : ",1/2\n");
    std::ofstream(sheet) << text;
    run_xqsim_ok({"results", rec, sheet});
  }
  run_xqsim_ok({"export", rec, "--format", "trf", "--out", trf});
  ASSERT_EQ(load_record(trf).rounds[0].byes.size(), 0u);  // TRF's own reading: not paired
  const CliResult json = run_xqsim_ok({"verify", rec});
  const CliResult back = run_xqsim({"verify", trf, "--set", "format=round_robin"});
  EXPECT_EQ(back.exit_code, 0) << back.out << back.err;
  EXPECT_NE(back.out.find("5 rounds checked: 0 violations"), std::string::npos) << back.out;
  EXPECT_EQ(run_xqsim_ok({"standings", trf, "--set", "format=round_robin", "--format", "csv"}).out,
            run_xqsim_ok({"standings", rec, "--format", "csv"}).out);
  std::filesystem::remove_all(dir);
}

// V-1 needs nothing TRF lacks: round 4 of a kept TRF gets a rematch (two games exchange black
// players so that a pair of rounds 1..3 meets again) and verify exits 1 naming it.
TEST(CliVerifyTrf, APlantedRematchInATrfIsAViolation) {
  const auto dir = temp_dir("verify-trf-rematch");
  const auto records = kept("wxc-2022-youth", 1, dir);
  Record rec = load_record((records / "tournament-0.trf").string());
  auto met = [&](EntrantId a, EntrantId b) {
    for (int r = 0; r < 3; ++r)
      for (const Game& g : rec.rounds[static_cast<size_t>(r)].games)
        if ((g.red == a && g.black == b) || (g.red == b && g.black == a)) return true;
    return false;
  };
  std::vector<Game>& games = rec.rounds[3].games;
  std::pair<EntrantId, EntrantId> pair{0, 0};
  for (size_t x = 0; x < games.size() && pair.first == 0; ++x)
    for (size_t y = 0; y < games.size() && pair.first == 0; ++y)
      if (x != y && met(games[x].red, games[y].black)) {
        std::swap(games[x].black, games[y].black);
        pair = {games[x].red, games[x].black};
      }
  ASSERT_NE(pair.first, 0);
  const std::string planted = (dir / "planted.trf").string();
  save_record(planted, rec);
  const CliResult r = run_xqsim({"verify", planted});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  auto named = [&](EntrantId e) { return std::to_string(e) + " (" + rec.entrant(e).name + ")"; };
  EXPECT_NE(
      r.out.find(": V-1: " + named(pair.first) + " and " + named(pair.second) + " already met in round "),
      std::string::npos)
      << r.out;
  expect_not_checked_listed_once(r);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
