// libFuzzer target: the rule file (parse_rules_toml: TOML syntax, every setting, validation),
// and the JSON round trip of the rule set it gives (rules_to_json → apply_rules_json).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "pairing/io/rules_toml.hpp"
#include "pairing/model/errors.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.toml";
  xq::fuzz::expect_only_input_errors(file, [&] {
    const xq::RuleSet rules = xq::parse_rules_toml(xq::fuzz::text_of(data, size), file);
    const nlohmann::json json = nlohmann::json::parse(xq::rules_to_json(rules).dump());
    xq::RuleSet back;
    try {
      xq::apply_rules_json(back, json, "written.json");
    } catch (const xq::InputError& e) {
      std::fprintf(stderr, "a rule set written as JSON does not read back: %s\n", e.what());
      std::abort();
    }
    if (!(back == rules)) {
      std::fprintf(stderr, "a rule set written as JSON reads back different\n");
      std::abort();
    }
  });
  return 0;
}
