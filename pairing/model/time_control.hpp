// Names of the time controls (KO-3.5) as rule files, scenarios and records write them.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "pairing/model/types.hpp"

namespace xq {

/// In TimeControl order.
inline constexpr std::array<std::string_view, 4> kTimeControlNameList{"standard", "rapid", "super_rapid",
                                                                      "armageddon"};
static_assert(static_cast<std::size_t>(TimeControl::armageddon) + 1 == kTimeControlNameList.size());
/// The same for messages.
inline constexpr std::string_view kTimeControlNames = "standard, rapid, super_rapid, armageddon";

/// "standard", "rapid", "super_rapid", "armageddon".
constexpr std::string_view time_control_name(TimeControl tc) {
  return kTimeControlNameList[static_cast<std::size_t>(tc)];
}

/// The time control called `name`, or false.
constexpr bool parse_time_control(std::string_view name, TimeControl& out) {
  for (std::size_t i = 0; i < kTimeControlNameList.size(); ++i)
    if (kTimeControlNameList[i] == name) {
      out = static_cast<TimeControl>(i);
      return true;
    }
  return false;
}

}  // namespace xq
