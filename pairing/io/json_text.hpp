// JSON text into a document, with nlohmann's errors turned into InputError naming the file: the
// one JSON parse of every input (records, batch summaries).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace xq {

/// Parses `text` (read from `file`). Throws InputError(file, line, "", reason) for a syntax error
/// ("column 12: syntax error …") and for a number out of range (`1e999`: nlohmann throws
/// out_of_range, which is bad input too, not an internal error).
[[nodiscard]] nlohmann::json parse_json_text(std::string_view text, const std::string& file);
[[nodiscard]] nlohmann::ordered_json parse_ordered_json_text(std::string_view text, const std::string& file);

/// Throws the InputError parse_json_text throws for `e`, an error of nlohmann's parser on `text`;
/// `key`: the key whose value was being read (named for a number out of range), "" if unknown.
[[noreturn]] void throw_json_input_error(const nlohmann::json::exception& e, std::string_view text,
                                         const std::string& file, const std::string& key = "");

/// An nlohmann exception's message without its "[json.exception.type_error.302] " prefix.
[[nodiscard]] std::string json_error_text(const nlohmann::json::exception& e);

}  // namespace xq
