// The subcommands of xqsim: each one a function from its arguments to an exit code.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace xq::cli {

/// The program's version, from CMake's project(VERSION) (`xqsim --version`, every --help).
inline constexpr std::string_view kVersion = XQ_VERSION;

/// Exit codes (docs/cli.md): 0 fine, 1 violations found, 2 bad input.
enum ExitCode : int { kOk = 0, kViolations = 1, kBadInput = 2, kInternal = 3 };

/// Streams a command writes to (stdout, stderr), passed in so tests can capture them.
struct Io {
  std::ostream& out;
  std::ostream& err;
};

struct Command {
  std::string_view name;
  std::string_view summary;
  /// Runs with the arguments after the subcommand name. Bad input throws InputError or a
  /// boost::program_options error; both become exit code 2 in run().
  std::function<int(const std::vector<std::string>& args, Io io)> run;
};

/// Every subcommand, in help order.
[[nodiscard]] const std::vector<Command>& commands();

/// The program: `xqsim COMMAND [ARGS…]`. Never calls exit(); returns the exit code.
[[nodiscard]] int run(const std::vector<std::string>& argv, Io io);

// One per subcommand (cmd_*.cpp).
[[nodiscard]] int run_simulate(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_compare(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_merge(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_standings(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_verify(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_signature(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_regress(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_init(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_pair(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_unpair(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_export(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_results(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_withdraw(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_absent(const std::vector<std::string>& args, Io io);
[[nodiscard]] int run_add(const std::vector<std::string>& args, Io io);

}  // namespace xq::cli
