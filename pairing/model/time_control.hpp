// Names of the time controls (KO-3.5) as rule files, scenarios and records write them.
#pragma once

#include <array>
#include <cstddef>
#include <string>
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

/// The `game` cell of a results list (`xqsim export --what results`) for a play-off game of time
/// control `tc` (KO-3.5, T-12.2): "play-off (rapid)". The round's own games have an empty cell.
inline std::string playoff_game_label(TimeControl tc) {
  return "play-off (" + std::string(time_control_name(tc)) + ")";
}

/// The time control a `game` cell names ("play-off (rapid)", playoff_game_label), or false.
constexpr bool parse_playoff_game_label(std::string_view label, TimeControl& out) {
  constexpr std::string_view head = "play-off (";
  if (label.size() <= head.size() + 1 || label.substr(0, head.size()) != head || label.back() != ')')
    return false;
  return parse_time_control(label.substr(head.size(), label.size() - head.size() - 1), out);
}

}  // namespace xq
