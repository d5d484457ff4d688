// libFuzzer target: the scenario file (parse_scenario: its TOML, the rules, population, result
// model and simulation tables, check_scenario).
#include <string>

#include "sim/scenario.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.toml";
  xq::fuzz::expect_only_input_errors(
      file, [&] { (void)xq::sim::parse_scenario(xq::fuzz::text_of(data, size), file); });
  return 0;
}
