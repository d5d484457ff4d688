// Input and environment faults (issue 15): every one exits 2 with a message naming the file or
// option, before any work is done and without leaving a partial output file — a number out of
// range, endless or huge input, an output folder that refuses files — and a run stopped by SIGTERM
// or SIGINT keeps what it played while one killed by SIGKILL leaves nothing a later run keeps.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";
const fs::path kRecord = fs::path(XQ_TEST_DATA_DIR) / "records" / "wxc-2022-men-seed1-t15420-r8.json";
const fs::path kWorkflow = fs::path(XQ_TEST_DATA_DIR) / "workflow";

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// `text` with the first `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Files whose names show a temporary file of write_file_atomic, anywhere below `root`.
std::vector<std::string> temp_files(const fs::path& root) {
  std::vector<std::string> found;
  for (const std::string& f : listing(root))
    if (f.find(".tmp-") != std::string::npos) found.push_back(f);
  return found;
}

// A pid no process has: a child that has exited and been reaped.
pid_t dead_pid() {
  const pid_t pid = ::fork();
  if (pid == 0) ::_exit(0);
  ::waitpid(pid, nullptr, 0);
  return pid;
}

class Faults : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = temp_dir("faults"); }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

// ------------------------------------------------------------ numbers out of range

TEST_F(Faults, AHugeNumberInARecordExitsTwoNamingTheFileAndLine) {
  const fs::path record = dir_ / "event.json";
  write(record, replaced(slurp(kRecord), "\"rating\": 2886", "\"rating\": 1e999"));
  for (const std::vector<std::string>& command : {std::vector<std::string>{"standings", record.string()},
                                                  {"verify", record.string()},
                                                  {"pair", record.string()}}) {
    SCOPED_TRACE(command[0]);
    const CliResult r = run_xqsim(command);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.err, "xqsim " + command[0] + ": error: " + record.string() +
                         ":51: rating: the number 1e999 is out of range\n");
    EXPECT_TRUE(r.out.empty()) << r.out;
  }
}

TEST_F(Faults, AHugeNumberInASummaryExitsTwoNamingTheFile) {
  ASSERT_EQ(
      run_xqsim({"simulate", kMen, "-n", "4", "--threads", "1", "--out", (dir_ / "s").string()}).exit_code,
      0);
  const fs::path summary = dir_ / "s" / "summary.json";
  write(summary, replaced(slurp(summary), "\"seed\": ", "\"seed\": 1e999, \"x\": "));
  const CliResult r = run_xqsim({"merge", summary.string(), "--out", (dir_ / "m").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("xqsim merge: error: " + summary.string() + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the number 1e999 is out of range"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "m"));
}

// ------------------------------------------------------------ endless and huge input

TEST_F(Faults, EndlessInputExitsTwoAtOnce) {
  // /dev/zero under each input's name: a record, a scenario, an entry list, a results sheet, a
  // rule file. Refused at the first NUL byte, not read until memory runs out.
  for (const char* name : {"zero.json", "zero.toml", "zero.csv"})
    fs::create_symlink("/dev/zero", dir_ / name);
  const std::string zero_json = (dir_ / "zero.json").string(), zero_toml = (dir_ / "zero.toml").string(),
                    zero_csv = (dir_ / "zero.csv").string();
  const std::string entrants = (kWorkflow / "eight-players.csv").string();
  const std::vector<std::vector<std::string>> commands = {
      {"standings", zero_json},
      {"verify", zero_json},
      {"pair", zero_json},
      {"simulate", zero_toml, "--out", (dir_ / "out").string()},
      {"init", "--entrants", zero_csv, "--out", (dir_ / "e.json").string(), "--set", "rounds=5"},
      {"init", "--entrants", entrants, "--rules", zero_toml, "--out", (dir_ / "e.json").string()},
      {"results", kRecord.string(), zero_csv, "--out", (dir_ / "e.json").string()},
      {"merge", zero_json, "--out", (dir_ / "out").string()},
  };
  for (const auto& command : commands) {
    SCOPED_TRACE(command[0] + " " + command[1]);
    const auto start = Clock::now();
    const CliResult r = run_xqsim(command);
    EXPECT_LT(seconds_since(start), 5.0);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("/zero."), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("not a text file"), std::string::npos) << r.err;
  }
  EXPECT_FALSE(fs::exists(dir_ / "out"));
  EXPECT_FALSE(fs::exists(dir_ / "e.json"));
}

TEST_F(Faults, AHugeFileIsRefusedByItsSizeUnread) {
  // Sparse files: their size is what counts, they are never read.
  const fs::path record = dir_ / "huge.json", sheet = dir_ / "huge.csv", rules = dir_ / "huge.toml";
  write(record, "");
  fs::resize_file(record, std::uintmax_t{3} << 30);  // 3 GiB
  write(sheet, "");
  fs::resize_file(sheet, std::uintmax_t{65} << 20);
  write(rules, "");
  fs::resize_file(rules, std::uintmax_t{17} << 20);
  const auto start = Clock::now();
  CliResult r = run_xqsim({"standings", record.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "xqsim standings: error: " + record.string() +
                ": the file is larger than 256 MiB, the limit for such a file (docs/cli.md, \"Limits\")\n");
  r = run_xqsim({"results", kRecord.string(), sheet.string(), "--out", (dir_ / "e.json").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(sheet.string() + ": the file is larger than 64 MiB"), std::string::npos) << r.err;
  r = run_xqsim({"standings", kRecord.string(), "--rules", rules.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(rules.string() + ": the file is larger than 16 MiB"), std::string::npos) << r.err;
  EXPECT_LT(seconds_since(start), 5.0);
  EXPECT_FALSE(fs::exists(dir_ / "e.json"));
}

// ------------------------------------------------------------ outputs checked before the work

TEST_F(Faults, AnOutputFolderThatRefusesFilesExitsTwoBeforeAnyTournament) {
  write(dir_ / "file", "x");
  // A folder below a file cannot be created; /proc/self exists and takes no files, even for root.
  for (const std::string& out : {(dir_ / "file" / "out").string(), std::string("/proc/self")}) {
    SCOPED_TRACE(out);
    const auto start = Clock::now();
    const CliResult r = run_xqsim({"simulate", kMen, "-n", "1000000", "--out", out});
    EXPECT_LT(seconds_since(start), 5.0) << "a million tournaments were not played";
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("xqsim simulate: error: --out: cannot "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(out), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
  }
}

TEST_F(Faults, AReadOnlyOutputFolderExitsTwoBeforeAnyTournament) {
  // Root writes into read-only folders: as root, xqsim runs as nobody (setpriv, util-linux).
  std::string prefix = shell_quote(XQSIM_BIN);
  if (::geteuid() == 0) {
    if (!fs::exists("/usr/bin/setpriv")) GTEST_SKIP() << "root without setpriv: /proc/self is tested instead";
    prefix = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " + prefix;
  }
  const fs::path out = dir_ / "read-only";
  fs::create_directories(out);
  fs::permissions(out, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                           fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
  fs::permissions(dir_, fs::perms::others_read | fs::perms::others_exec, fs::perm_options::add);
  // The scenario copied beside it: `nobody` may not read the source tree (a clone in a mode-700 folder).
  const fs::path scenario = dir_ / "wxc-2022-men.toml";
  fs::copy_file(kMen, scenario, fs::copy_options::overwrite_existing);
  fs::permissions(scenario, fs::perms::others_read, fs::perm_options::add);
  const auto start = Clock::now();
  const CliResult r =
      run_command(prefix, {"simulate", scenario.string(), "-n", "1000000", "--out", out.string()});
  fs::permissions(out, fs::perms::owner_all);
  EXPECT_LT(seconds_since(start), 5.0);
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("--out: cannot write into the folder '" + out.string() + "'"), std::string::npos)
      << r.err;
}

TEST_F(Faults, EveryCommandThatWritesChecksItsOutputFirst) {
  ASSERT_EQ(
      run_xqsim({"simulate", kMen, "-n", "3", "--threads", "1", "--out", (dir_ / "s").string()}).exit_code,
      0);
  const std::string summary = (dir_ / "s" / "summary.json").string();
  const std::string entrants = (kWorkflow / "eight-players.csv").string();
  const std::string fold = (kWorkflow / "fold.toml").string();
  const fs::path record = dir_ / "event.json";
  ASSERT_EQ(run_xqsim({"init", "--entrants", entrants, "--rules", fold, "--out", record.string()}).exit_code,
            0);
  write(dir_ / "results.csv", "board,result\n1,1-0\n");
  const std::vector<std::vector<std::string>> commands = {
      {"merge", summary, "--out", "/proc/self"},
      {"compare", kMen, "-n", "1000000", "--tiebreaks", "wxc-swiss", "--tiebreaks", "cn-14.3.1", "--out",
       "/proc/self"},
      {"init", "--entrants", entrants, "--rules", fold, "--out", "/proc/self/event.json"},
      {"pair", record.string(), "--out", "/proc/self/event.json"},
      {"pair", record.string(), "--out", (dir_ / "no-such-folder" / "event.json").string()},
      {"results", record.string(), (dir_ / "results.csv").string(), "--out", "/proc/self/event.json"},
  };
  for (const auto& command : commands) {
    SCOPED_TRACE(command[0] + " … " + command.back());
    const auto start = Clock::now();
    const CliResult r = run_xqsim(command);
    EXPECT_LT(seconds_since(start), 5.0);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("--out: "), std::string::npos) << r.err;
  }
  EXPECT_EQ(read_json(record)["rounds"].size(), 0u) << "the record was left as it was";
}

// ------------------------------------------------------------ signals

// Starts `xqsim simulate` of a batch far too long to finish, waits until it plays (its output
// folder exists: the signal handlers are in place), lets it play a moment, sends `signal`.
int stopped_run(const fs::path& dir, int signal, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"simulate", kMen,     "-n", "100000000", "--threads",
                                   "2",        "--seed", "3",  "--out",     (dir / "out").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  const pid_t pid = start_xqsim(args, dir / "stdout", dir / "stderr");
  const auto start = Clock::now();
  while (!fs::exists(dir / "out") && seconds_since(start) < 30)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::this_thread::sleep_for(std::chrono::milliseconds(700));
  ::kill(pid, signal);
  return wait_exit(pid);
}

TEST_F(Faults, SigtermKeepsAValidPartialSummaryAndExits143) {
  EXPECT_EQ(stopped_run(dir_, SIGTERM), 128 + SIGTERM) << slurp(dir_ / "stderr");
  const nlohmann::json s = read_json(dir_ / "out" / "summary.json");
  EXPECT_GT(s["count"].get<std::uint64_t>(), 0u);
  EXPECT_LT(s["count"].get<std::uint64_t>(), 100000000u);
  EXPECT_EQ(s["violations"]["total"], 0);
  EXPECT_TRUE(fs::exists(dir_ / "out" / "report.html"));
  EXPECT_NE(slurp(dir_ / "stderr").find("xqsim simulate: terminated (SIGTERM) after "), std::string::npos)
      << slurp(dir_ / "stderr");
  // A part of a shard: merge takes it only with --partial.
  const std::string summary = (dir_ / "out" / "summary.json").string();
  CliResult r = run_xqsim({"merge", summary, "--out", (dir_ / "m").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(summary + ": count: holds "), std::string::npos) << r.err;
  r = run_xqsim({"merge", summary, "--partial", "--out", (dir_ / "m").string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST_F(Faults, SigintKeepsAValidPartialSummaryAndExits130) {
  EXPECT_EQ(stopped_run(dir_, SIGINT), 128 + SIGINT) << slurp(dir_ / "stderr");
  EXPECT_GT(read_json(dir_ / "out" / "summary.json")["count"].get<std::uint64_t>(), 0u);
  EXPECT_NE(slurp(dir_ / "stderr").find("xqsim simulate: interrupted after "), std::string::npos);
}

TEST_F(Faults, TemporaryFilesOfAKilledRunAreRemovedByTheNextRun) {
  // SIGKILL while every tournament is kept: whatever temporary files it left, the next run of
  // the command removes them.
  EXPECT_EQ(stopped_run(dir_, SIGKILL, {"--keep", "100000000"}), 128 + SIGKILL);
  const fs::path out = dir_ / "out";
  ASSERT_TRUE(fs::exists(out / "records"));
  // And for certain: the names a killed writer leaves, in each folder the batch writes.
  const std::string dead = std::to_string(dead_pid());
  const std::string alive = std::to_string(::getpid());  // a writer still running: left alone
  fs::create_directories(out / "warnings" / "W-2");
  for (const fs::path& f :
       {out / (".summary.json.tmp-" + dead + "-0"), out / "records" / (".t.json.tmp-" + dead + "-7"),
        out / "warnings" / "W-2" / (".t.seed.tmp-" + dead + "-1"), out / (".xqsim-probe.tmp-" + dead + "-0")})
    write(f, "partial");
  write(out / (".summary.json.tmp-" + alive + "-0"), "being written");
  write(out / "records" / "notes.tmp-1-2", "not ours");  // not a temporary name (no leading dot)
  const CliResult r = run_xqsim({"simulate", kMen, "-n", "2", "--threads", "1", "--out", out.string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(temp_files(out),
            (std::vector<std::string>{".summary.json.tmp-" + alive + "-0", "records/notes.tmp-1-2"}));
  // merge cleans its output folder the same way.
  write(out / (".report.md.tmp-" + dead + "-3"), "partial");
  ASSERT_EQ(run_xqsim({"merge", (out / "summary.json").string(), "--out", out.string()}).exit_code, 0);
  EXPECT_FALSE(fs::exists(out / (".report.md.tmp-" + dead + "-3")));
  // pair cleans beside the record it writes.
  const fs::path record = dir_ / "event.json";
  ASSERT_EQ(run_xqsim({"init", "--entrants", (kWorkflow / "eight-players.csv").string(), "--rules",
                       (kWorkflow / "fold.toml").string(), "--out", record.string()})
                .exit_code,
            0);
  write(dir_ / (".event.json.tmp-" + dead + "-0"), "partial");
  ASSERT_EQ(run_xqsim({"pair", record.string()}).exit_code, 0);
  EXPECT_FALSE(fs::exists(dir_ / (".event.json.tmp-" + dead + "-0")));
}

}  // namespace
}  // namespace xq::test
