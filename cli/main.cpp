#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/heap_tuning.hpp"

int main(int argc, char** argv) {
  xq::cli::tune_heap();
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
