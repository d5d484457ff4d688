// Test helper: a scenario of the repository's scenarios/ folder, loaded.
#pragma once

#include <string>

#include "sim/scenario.hpp"

namespace xq::test {

/// scenarios/NAME.toml, loaded (throws InputError as load_scenario does).
inline sim::Scenario bundled(const std::string& name) {
  return sim::load_scenario(std::string(XQ_SOURCE_DIR) + "/scenarios/" + name + ".toml");
}

}  // namespace xq::test
