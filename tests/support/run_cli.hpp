// Runs the xqsim binary as a user would, capturing exit code, stdout and stderr (e2e tests).
#pragma once

#include <gtest/gtest.h>

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

}  // namespace xq::test
