// Test helper: a scenario of the repository's scenarios/ folder, loaded.
#pragma once

#include <string>

#include "sim/scenario.hpp"

namespace xq::test {

/// scenarios/NAME.toml, loaded (throws InputError as load_scenario does).
inline sim::Scenario bundled(const std::string& name) {
  return sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/" + name + ".toml");
}

/// A test name for a parameter that is a scenario's name: "wxc-2022-men" → "wxc_2022_men"
/// (INSTANTIATE_TEST_SUITE_P's name generator).
struct ScenarioParamName {
  template <class Info>
  std::string operator()(const Info& info) const {
    std::string n = info.param;
    for (char& c : n)
      if (c == '-' || c == '.') c = '_';
    return n;
  }
};

}  // namespace xq::test
