// The names a JSON record gives its enums (docs/record-format.md), shared by its reader
// (record_json.cpp) and its writer (record_json_write.cpp). Internal to xq_io.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "pairing/model/types.hpp"

namespace xq {

// Names in enum order (types.hpp); the record writes and reads these.
inline constexpr std::array<std::string_view, 7> kResultNames{
    "pending", "red_win", "draw", "black_win", "red_forfeit", "black_forfeit", "double_forfeit"};
inline constexpr std::array<std::string_view, 4> kKindNames{"regular", "final_game", "playoff", "knockout"};
inline constexpr std::array<std::string_view, 2> kColourNames{"red", "black"};
static_assert(static_cast<std::size_t>(Result::double_forfeit) + 1 == kResultNames.size());
static_assert(static_cast<std::size_t>(GameKind::knockout) + 1 == kKindNames.size());

template <class E, std::size_t N>
constexpr std::string_view name_of(E e, const std::array<std::string_view, N>& names) {
  return names[static_cast<std::size_t>(e)];
}

}  // namespace xq
