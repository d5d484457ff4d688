// xqsim signature (issue 17): one hash per scenario over every pairing, the same for any thread
// count and run after run; a changed pairing rule moves it; --check names the scenarios that moved.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";
const std::string kWomen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-women.toml";

TEST(CliSignature, TheSameForAnyThreadCountAndRunAfterRun) {
  const std::string one = run_xqsim_ok({"signature", kMen, kWomen, "-n", "30", "--threads", "1"}).out;
  const std::string two = run_xqsim_ok({"signature", kMen, kWomen, "-n", "30", "--threads", "2"}).out;
  const std::string again = run_xqsim_ok({"signature", kMen, kWomen, "-n", "30", "--threads", "2"}).out;
  EXPECT_EQ(one, two);
  EXPECT_EQ(two, again);
  EXPECT_NE(one.find("  wxc-2022-men\n"), std::string::npos) << one;
  EXPECT_NE(one.find("  total (2 scenarios"), std::string::npos) << one;
  // Another seed plays other tournaments.
  EXPECT_NE(one, run_xqsim_ok({"signature", kMen, kWomen, "-n", "30", "--seed", "2"}).out);
}

TEST(CliSignature, AChangedPairingRuleMovesItAndCheckNamesTheScenario) {
  const fs::path dir = temp_dir("signature");
  const std::string file = (dir / "signatures.txt").string();
  std::ofstream(file) << "# committed\n" << run_xqsim_ok({"signature", kMen, "-n", "40"}).out;
  EXPECT_EQ(run_xqsim({"signature", kMen, "-n", "40", "--check", file}).exit_code, 0);
  // PI-4/PI-5 read word for word: some score group pairs differently in 40 tournaments.
  const CliResult moved =
      run_xqsim({"signature", kMen, "-n", "40", "--check", file, "--set", "group_pairs=first_compatible"});
  EXPECT_EQ(moved.exit_code, 1) << moved.err;
  EXPECT_NE(moved.err.find("pairings moved: wxc-2022-men"), std::string::npos) << moved.err;
  // Hashes of another batch than the file's total line names are no moved pairings: bad input,
  // before any work, naming the line and the options to use.
  for (const std::vector<std::string>& other :
       {std::vector<std::string>{"-n", "41"}, {"-n", "40", "--seed", "2"}}) {
    std::vector<std::string> args{"signature", kMen, "--check", file};
    args.insert(args.end(), other.begin(), other.end());
    const CliResult r = run_xqsim(args);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find(":3: the signatures are of 40 tournaments, seed 1"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("run --check with -n 40 --seed 1"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "") << "no hash before the check";
  }
  // A malformed signatures file is bad input.
  std::ofstream(file) << "xyz wxc-2022-men\n";
  const CliResult bad = run_xqsim({"signature", kMen, "-n", "5", "--check", file});
  EXPECT_EQ(bad.exit_code, 2) << bad.err;
  EXPECT_NE(bad.err.find(":1:"), std::string::npos) << bad.err;
  // A scenario given twice: which line would count? Bad input too (the last had won silently).
  std::ofstream(file) << "0000000000000000  wxc-2022-men\n0123456789abcdef  wxc-2022-men\n";
  const CliResult twice = run_xqsim({"signature", kMen, "-n", "5", "--check", file});
  EXPECT_EQ(twice.exit_code, 2) << twice.err;
  EXPECT_NE(twice.err.find(":2: 'wxc-2022-men' is given twice: also on line 1"), std::string::npos)
      << twice.err;
}

// F6: a file without entries or without its total line checks nothing: bad input naming what is
// missing; a total that does not fit the entries is bad input naming its line.
TEST(CliSignature, AFileWithoutEntriesOrTotalOrWithAWrongTotalIsBadInput) {
  const fs::path dir = temp_dir("signature-file");
  const std::string file = (dir / "signatures.txt").string();
  const std::string made = run_xqsim_ok({"signature", kMen, "-n", "5"}).out;  // "<hash>  wxc…\n<total>"
  const size_t total_at = made.find('\n') + 1;
  std::ofstream(file) << "# committed\n" << made.substr(0, total_at);
  const CliResult no_total = run_xqsim({"signature", kMen, "-n", "6", "--check", file});
  EXPECT_EQ(no_total.exit_code, 2) << no_total.err;
  EXPECT_NE(no_total.err.find(file + ": no total line"), std::string::npos) << no_total.err;
  EXPECT_EQ(no_total.out, "");
  std::ofstream(file) << "# committed\n# cut short\n";
  const CliResult empty = run_xqsim({"signature", kMen, "-n", "5", "--check", file});
  EXPECT_EQ(empty.exit_code, 2) << empty.err;
  EXPECT_NE(empty.err.find(file + ": no signature in the file"), std::string::npos) << empty.err;
  std::string edited = made;
  edited[total_at] = edited[total_at] == '0' ? '1' : '0';  // the total's first digit
  std::ofstream(file) << edited;
  const CliResult total = run_xqsim({"signature", kMen, "-n", "5", "--check", file});
  EXPECT_EQ(total.exit_code, 2) << total.err;
  EXPECT_NE(total.err.find(file + ":2: the total line does not fit the file's 1 entries"), std::string::npos)
      << total.err;
  std::ofstream(file) << made;
  EXPECT_EQ(run_xqsim({"signature", kMen, "-n", "5", "--check", file}).exit_code, 0);
}

// F5: a setting a scenario's format does not read skips that scenario, said on stderr; the others
// are hashed and checked. None left, or another error: exit 2 naming the scenario.
TEST(CliSignature, ASettingAScenarioDoesNotReadSkipsIt) {
  const std::string team = std::string(XQ_SOURCE_DIR) + "/scenarios/yuangou-2009-team.toml";
  const CliResult r =
      run_xqsim({"signature", kMen, team, "-n", "5", "--set", "group_pairs=first_compatible"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("xqsim signature: yuangou-2009-team skipped: group_pairs"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("not used by format = team_swiss"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("  wxc-2022-men\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("total (1 scenarios"), std::string::npos) << r.out;
  const CliResult none = run_xqsim({"signature", team, "-n", "5", "--set", "group_pairs=first_compatible"});
  EXPECT_EQ(none.exit_code, 2) << none.err;
  EXPECT_NE(none.err.find("apply to none of the scenarios"), std::string::npos) << none.err;
  // The knockout's and the matches' settings too (review: only "not used by format" skipped, a
  // setting only a knockout reads stopped the run at the first Swiss without one).
  const std::string final = std::string(XQ_SOURCE_DIR) + "/scenarios/national-games-2021-final.toml";
  const CliResult ko =
      run_xqsim({"signature", kMen, final, "-n", "2", "--set", "knockout_colours=higher_chooses"});
  EXPECT_EQ(ko.exit_code, 0) << ko.err;
  EXPECT_NE(ko.err.find("xqsim signature: wxc-2022-men skipped: knockout_colours"), std::string::npos)
      << ko.err;
  EXPECT_NE(ko.out.find("  national-games-2021-final\n"), std::string::npos) << ko.out;
  const CliResult bad = run_xqsim({"signature", kMen, "-n", "5", "--set", "rounds=2"});
  EXPECT_EQ(bad.exit_code, 2) << bad.err;
  EXPECT_NE(bad.err.find(kMen), std::string::npos) << bad.err;
}

// A thread count out of 1..1024 is bad input (a negative one used to be read as 4 billion
// threads and abort the program).
TEST(CliSignature, AThreadCountOutOfRangeExitsTwo) {
  for (const char* t : {"-1", "0", "1025", "100000", "two"}) {
    const CliResult r = run_xqsim({"signature", kMen, "-n", "1", "--threads", t});
    EXPECT_EQ(r.exit_code, 2) << t << ": " << r.err;
    EXPECT_EQ(r.err, std::string(
                         "xqsim signature: error: --threads: expected a whole number from 1 to 1024, got '") +
                         t + "'\n");
  }
}

// -n takes simulate's range, said in the message: 2^64 − 1 asked for a vector of every hash
// (exit 3, "cannot create std::vector larger than max_size()"), 2^40 + 1 for 8 TiB (bad_alloc),
// and "abc" was said to want 0..2^64 − 1 though 0 is refused.
TEST(CliSignature, ACountOutOfRangeExitsTwoNamingTheRange) {
  for (const char* n : {"18446744073709551615", "1099511627777", "0", "abc", "-1"}) {
    const CliResult r = run_xqsim({"signature", kMen, "-n", n});
    EXPECT_EQ(r.exit_code, 2) << n << ": " << r.err;
    EXPECT_EQ(r.err, std::string("xqsim signature: error: --count: expected a whole number from 1 to "
                                 "1099511627776, got '") +
                         n + "'\n");
    EXPECT_TRUE(r.out.empty()) << r.out;
  }
}

// The hashes are folded a block at a time (4096 tournaments): a count past one block gives the
// hash of every tournament in order, the same for any thread count.
TEST(CliSignature, ACountPastOneBlockIsTheSameForAnyThreadCount) {
  const std::string small = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-girls-u12.toml";
  const std::string one = run_xqsim_ok({"signature", small, "-n", "4100", "--threads", "1"}).out;
  EXPECT_EQ(one, run_xqsim_ok({"signature", small, "-n", "4100", "--threads", "2"}).out);
  EXPECT_NE(one, run_xqsim_ok({"signature", small, "-n", "4099", "--threads", "2"}).out);
}

}  // namespace
}  // namespace xq::test
