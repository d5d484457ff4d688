// UTF-8, decoded and encoded in one place: the CSV reader checks it, TRF pads names by code
// points, text tables measure display width.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace xq {

/// The character starting at byte `i` of `s`: its code point and length in bytes. A byte that
/// does not start a valid sequence (a stray continuation byte, a truncated sequence, an overlong
/// form, a surrogate, a code point above U+10FFFF) is `valid = false`, length 1, code point = the
/// byte itself (read as Latin-1).
struct Utf8Char {
  char32_t code_point = 0;
  size_t length = 1;
  bool valid = true;
};
[[nodiscard]] Utf8Char decode_utf8_at(std::string_view s, size_t i);

/// Offset of the first byte of `s` that is not part of valid UTF-8, or npos.
[[nodiscard]] size_t invalid_utf8_at(std::string_view s);

/// The code points of `s`; invalid bytes as Latin-1 (decode_utf8_at).
[[nodiscard]] std::u32string decode_utf8(std::string_view s);

/// `s` as UTF-8.
[[nodiscard]] std::string encode_utf8(std::u32string_view s);

/// Whether `s` holds a control character (a byte below 0x20 — NUL, a line break, a tab — or DEL):
/// names, teams and categories are one line of text, for tables, CSV and TRF columns alike.
[[nodiscard]] bool has_control_character(std::string_view s);

/// The message for such a text, the same wherever a name is read.
inline constexpr std::string_view kControlCharacterReason = "a line break or control character in the text";

}  // namespace xq
