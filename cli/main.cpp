#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/heap_tuning.hpp"

int main(int argc, char** argv) {
  xq::cli::tune_heap();
  // A closed pipe on stdout is a write that fails (checked, exit 2), not a death by SIGPIPE
  // halfway through a command: `xqsim pair … | true` pairs nothing.
  std::signal(SIGPIPE, SIG_IGN);
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  const int code = xq::cli::run(args, {std::cout, std::cerr});
  // What was printed must have reached its file: a full disk or /dev/full on stdout is exit 2,
  // never a silent 0 (for exit 1, the violations found, the code stands).
  std::cout.flush();
  if (!std::cout && code == 0) {
    std::cerr << "xqsim: error: writing the standard output failed (a full disk or a closed pipe?)\n";
    return 2;
  }
  return code;
}
