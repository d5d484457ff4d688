#include "pairing/io/encoding.hpp"

#include <iconv.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "pairing/model/errors.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {

SheetEncoding parse_sheet_encoding(std::string_view name, const std::string& key) {
  std::string n(name);
  std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return std::tolower(c); });
  if (n == "auto") return SheetEncoding::automatic;
  if (n == "utf-8" || n == "utf8") return SheetEncoding::utf8;
  if (n == "gb18030" || n == "gbk") return SheetEncoding::gb18030;
  throw InputError("", 0, key, "expected auto, utf-8 or gb18030, got '" + std::string(name) + "'");
}

std::optional<std::string> gb18030_to_utf8(std::string_view bytes, size_t* bad) {
  // glibc's iconv (gconv module GB18030): the conversion and its tables are the C library's.
  iconv_t cd = iconv_open("UTF-8", "GB18030");
  if (cd == reinterpret_cast<iconv_t>(-1)) throw std::runtime_error("iconv has no GB18030 converter");
  std::string out(bytes.size() * 2 + 16, '\0');  // a GB18030 character never grows past 2× in UTF-8
  char* in_ptr = const_cast<char*>(bytes.data());
  size_t in_left = bytes.size();
  char* out_ptr = out.data();
  size_t out_left = out.size();
  const size_t rc = iconv(cd, &in_ptr, &in_left, &out_ptr, &out_left);
  iconv_close(cd);
  if (rc == static_cast<size_t>(-1)) {  // EILSEQ: an invalid sequence; EINVAL: one cut off at the end
    if (bad) *bad = bytes.size() - in_left;
    return std::nullopt;
  }
  out.resize(out.size() - out_left);
  return out;
}

namespace {

// "line 3, byte 0xD5" of the byte at `offset` (the end of the text: "a character cut off at the end").
std::pair<int, std::string> where(const std::string& bytes, size_t offset) {
  const auto line = 1 + std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(offset), '\n');
  if (offset >= bytes.size()) return {static_cast<int>(line), "a character cut off at the end"};
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(bytes[offset]));
  return {static_cast<int>(line), std::string("byte ") + hex};
}

}  // namespace

SheetText sheet_text_as_utf8(std::string bytes, SheetEncoding encoding, const std::string& file) {
  if (encoding == SheetEncoding::utf8) return {std::move(bytes), ""};
  const size_t not_utf8 = invalid_utf8_at(bytes);
  if (encoding == SheetEncoding::automatic && not_utf8 == std::string::npos) return {std::move(bytes), ""};
  size_t bad = 0;
  if (std::optional<std::string> text = gb18030_to_utf8(bytes, &bad))
    return {std::move(*text), encoding == SheetEncoding::automatic
                                  ? file + ": not valid UTF-8; read as GB18030 (as Chinese Excel saves CSV)"
                                  : ""};
  if (encoding == SheetEncoding::automatic) {
    const auto [line, what] = where(bytes, not_utf8);
    throw InputError(file, line, "",
                     "neither UTF-8 (" + what + ") nor GB18030; save the file as UTF-8 (or give --encoding)");
  }
  const auto [line, what] = where(bytes, bad);
  throw InputError(file, line, "", "not valid GB18030 (" + what + "); save the file as UTF-8 or GB18030");
}

}  // namespace xq
