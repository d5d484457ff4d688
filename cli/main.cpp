#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/heap_tuning.hpp"

int main(int argc, char** argv) {
  xq::cli::tune_heap();
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  return xq::cli::run(args, {std::cout, std::cerr});
}
