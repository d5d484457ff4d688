// --progress (issue 14 item 8): the progress bar on stderr when it is not a terminal. The tests run
// xqsim with stderr in a file, so without --progress there is no bar (SIM-6: a bar only on a
// terminal) and with it the bar ends on its final line, "took" and 100 %.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";

// The bar's final line: "\r[####…] 3/3 100.0%  …/s  took 0:00" then the erase-line code.
const std::regex kFinalBar(R"(\r\[#{30}\] 3/3 100\.0%  [0-9]+/s  took [0-9]+:[0-9]{2}\x1b\[K\n)");

std::vector<std::string> batch(const char* command, const fs::path& out) {
  std::vector<std::string> args = {command, kMen,        "-n", "3",     "--seed",
                                   "2",     "--threads", "2",  "--out", out.string()};
  if (std::string(command) == "compare")
    args.insert(args.end(), {"--tiebreaks", "cn-14.3.1", "--tiebreaks", "wxc-swiss"});
  return args;
}

TEST(CliProgress, NoBarWhenStderrIsNotATerminal) {
  const fs::path dir = temp_dir("progress-off");
  for (const char* command : {"simulate", "compare"}) {
    const CliResult r = run_xqsim_ok(batch(command, dir / command));
    EXPECT_EQ(r.err.find('\r'), std::string::npos) << command << ": " << r.err;
    EXPECT_EQ(r.err.find("took"), std::string::npos) << command << ": " << r.err;
  }
}

TEST(CliProgress, ForcedBarEndsOnItsFinalLine) {
  const fs::path dir = temp_dir("progress-on");
  for (const char* command : {"simulate", "compare"}) {
    std::vector<std::string> args = batch(command, dir / command);
    args.push_back("--progress");
    const CliResult r = run_xqsim_ok(args);
    EXPECT_TRUE(std::regex_search(r.err, kFinalBar)) << command << ": " << r.err;
    // The bar is stderr's alone: stdout is the same table as without it.
    EXPECT_NE(r.out.find("tournaments"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find('\r'), std::string::npos) << r.out;
  }
}

TEST(CliProgress, RegressCountsRecordsWithProgress) {
  const fs::path dir = temp_dir("progress-regress");
  run_xqsim_ok({"simulate", kMen, "-n", "2", "--seed", "2", "--keep", "2", "--out", (dir / "kept").string()});
  const std::string records = (dir / "kept" / "records").string();
  const CliResult quiet = run_xqsim_ok({"regress", records});
  EXPECT_EQ(quiet.err.find("records"), std::string::npos) << quiet.err;
  const CliResult shown = run_xqsim_ok({"regress", records, "--progress"});
  // Into a pipe (not a terminal): plain lines, readable in a log (no \r redrawing, no blanking).
  EXPECT_EQ(shown.err, "xqsim regress: 1/2 records\nxqsim regress: 2/2 records\n");
}

TEST(CliProgress, ListedInTheHelp) {
  for (const char* command : {"simulate", "compare", "regress"})
    EXPECT_NE(run_xqsim_ok({command, "--help"}).out.find("--progress"), std::string::npos) << command;
}

}  // namespace
}  // namespace xq::test
