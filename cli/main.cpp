#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  return xq::cli::run(args, {std::cout, std::cerr});
}
