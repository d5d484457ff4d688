// The tournament record as JSON (harness.md "Formats"): versioned by "schema", every field of
// Record, read back exactly (read(write(r)) == r). The layout is docs/record-format.md.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "pairing/model/record.hpp"

namespace xq {

/// Writes `record` as JSON: 2-space indent, keys in a fixed order, every rule setting, default
/// values of optional game/entrant fields left out. The same record gives the same bytes.
/// Throws InputError if a text field is not valid UTF-8 (JSON cannot hold it).
void write_record_json(std::ostream& out, const Record& record);
/// The text write_record_json writes.
[[nodiscard]] std::string record_json_text(const Record& record);

/// Reads a JSON record and checks it (check_record, V-7). `file` names the input in errors.
/// Throws InputError with the file, the JSON path as key (e.g. `rounds[2].games[0].result`)
/// and the reason: syntax error (with its line), another schema version, an unknown key, a
/// wrong type, a missing field, a bad value, an inconsistent record.
Record read_record_json(std::istream& in, const std::string& file);
/// The same for a record's whole text.
Record read_record_json(std::string_view text, const std::string& file);

/// Text names used by the record for results ("red_win", "draw", "black_forfeit", …).
std::string_view result_name(Result result);
/// The result named `name`, if any.
std::optional<Result> parse_result(std::string_view name);

}  // namespace xq
