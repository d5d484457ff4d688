#include "pairing/model/utf8.hpp"

namespace xq {

Utf8Char decode_utf8_at(std::string_view s, size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  const Utf8Char invalid{c, 1, false};
  if (c < 0x80) return {c, 1, true};
  size_t len = 0;
  char32_t cp = 0, min = 0;
  if ((c >> 5) == 0x6) {
    len = 2, cp = c & 0x1F, min = 0x80;
  } else if ((c >> 4) == 0xE) {
    len = 3, cp = c & 0x0F, min = 0x800;
  } else if ((c >> 3) == 0x1E) {
    len = 4, cp = c & 0x07, min = 0x10000;
  } else {
    return invalid;
  }
  if (i + len > s.size()) return invalid;
  for (size_t k = 1; k < len; ++k) {
    const auto d = static_cast<unsigned char>(s[i + k]);
    if ((d >> 6) != 0x2) return invalid;
    cp = (cp << 6) | (d & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return invalid;
  return {cp, len, true};
}

size_t invalid_utf8_at(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const Utf8Char ch = decode_utf8_at(s, i);
    if (!ch.valid) return i;
    i += ch.length;
  }
  return std::string_view::npos;
}

std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  for (size_t i = 0; i < s.size();) {
    const Utf8Char ch = decode_utf8_at(s, i);
    out.push_back(ch.code_point);
    i += ch.length;
  }
  return out;
}

std::string encode_utf8(std::u32string_view s) {
  std::string out;
  for (char32_t c : s) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

bool has_control_character(std::string_view s) {
  for (const char c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
  return false;
}

}  // namespace xq
