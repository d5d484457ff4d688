// The text encodings of sheets people save from spreadsheets (issue 14): UTF-8, and GB18030 —
// what Chinese Excel writes when it saves CSV (GBK is its two-byte subset). Entry lists and
// results sheets pass through here before the CSV reader, which then sees UTF-8 only.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xq {

enum class SheetEncoding {
  automatic,  ///< UTF-8 when the bytes are valid UTF-8, else GB18030 when they are that (with a note)
  utf8,       ///< UTF-8 only (the CSV reader names the first invalid byte)
  gb18030,    ///< GB18030 only
};

/// "auto", "utf-8" (or "utf8"), "gb18030" (or "gbk"), any case; else InputError naming `key`
/// (the option or setting that gave it, e.g. "--encoding").
SheetEncoding parse_sheet_encoding(std::string_view name, const std::string& key);

/// A sheet's bytes as UTF-8, and a note when they were read as something else ("" when not).
struct SheetText {
  std::string text;
  std::string note;
};

/// `bytes` of the file `file` as UTF-8. A leading UTF-8 byte-order mark stays (the CSV reader
/// skips it). automatic: valid UTF-8 is kept as it is; otherwise, if the bytes are valid
/// GB18030, they are converted with a note naming the file; otherwise they are returned
/// unchanged, for the CSV reader to name the first byte that is not UTF-8. gb18030: converted,
/// or InputError naming the file, the line and the byte that is not GB18030.
SheetText sheet_text_as_utf8(std::string bytes, SheetEncoding encoding, const std::string& file);

/// GB18030 bytes as UTF-8; nullopt with `bad` = the offset of the first byte that does not
/// start a valid GB18030 character.
std::optional<std::string> gb18030_to_utf8(std::string_view bytes, size_t* bad = nullptr);

}  // namespace xq
