// Runs the xqsim binary as a user would, capturing exit code, stdout and stderr (e2e tests).
#pragma once

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/files.hpp"

namespace xq::test {

struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// Runs `PREFIX ARGS…`: PREFIX is shell text (a quoted program, maybe behind `env` or `mpirun`),
/// the arguments are quoted (no shell interpretation); stdout and stderr are captured.
inline CliResult run_command(const std::string& prefix, const std::vector<std::string>& args) {
  const auto dir = temp_dir("cli");
  std::string cmd = prefix;
  for (const auto& a : args) cmd += " " + shell_quote(a);
  cmd += " >" + shell_quote((dir / "out").string()) + " 2>" + shell_quote((dir / "err").string()) +
         " </dev/null";
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(dir / "out");
  r.err = slurp(dir / "err");
  std::filesystem::remove_all(dir);
  return r;
}

/// Runs `xqsim ARGS…` (no shell interpretation of the arguments).
inline CliResult run_xqsim(const std::vector<std::string>& args) {
  return run_command(shell_quote(XQSIM_BIN), args);
}

/// run_xqsim, expecting exit 0 (a gtest failure naming the command and its stderr otherwise).
inline CliResult run_xqsim_ok(const std::vector<std::string>& args) {
  CliResult r = run_xqsim(args);
  std::string cmd;
  for (const std::string& a : args) cmd += " " + a;
  EXPECT_EQ(r.exit_code, 0) << "xqsim" << cmd << "\n" << r.err;
  return r;
}

/// run_xqsim, expecting bad input refused: exit 2 and stderr holding `says` (gtest failures
/// naming the command otherwise).
inline CliResult run_xqsim_refused(const std::vector<std::string>& args, const std::string& says) {
  CliResult r = run_xqsim(args);
  std::string cmd;
  for (const std::string& a : args) cmd += " " + a;
  EXPECT_EQ(r.exit_code, 2) << "xqsim" << cmd << "\n" << r.out << r.err;
  EXPECT_NE(r.err.find(says), std::string::npos) << "xqsim" << cmd << "\n" << r.err;
  return r;
}

/// `xqsim ARGS…` started and left running (stdout and stderr to the files `out` and `err`, stdin
/// /dev/null), for tests that signal it. Returns its pid.
inline pid_t start_xqsim(const std::vector<std::string>& args, const std::filesystem::path& out,
                         const std::filesystem::path& err) {
  std::vector<std::string> words = {XQSIM_BIN};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  const int in_fd = ::open("/dev/null", O_RDONLY);
  const int out_fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const int err_fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const pid_t pid = ::fork();
  if (pid == 0) {  // the child: only async-signal-safe calls until exec
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(err_fd, 2);
    ::execv(XQSIM_BIN, argv.data());
    ::_exit(127);
  }
  for (const int fd : {in_fd, out_fd, err_fd}) ::close(fd);
  return pid;
}

/// Waits for the process `pid`: its exit code, or 128 + the signal that ended it (as a shell says).
inline int wait_exit(pid_t pid) {
  int status = 0;
  if (::waitpid(pid, &status, 0) != pid) return -1;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : -1;
}

}  // namespace xq::test
