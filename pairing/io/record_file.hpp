// Records on disk, by extension: `.json` (record_json.hpp) or `.trf` (trf.hpp). Saving never
// leaves a half-written file (SIM-6): it writes a temporary file in the same folder, then renames.
#pragma once

#include <optional>
#include <string>

#include "pairing/model/record.hpp"

namespace xq {

/// True when `path` names a TRF record (extension .trf, any case); .json otherwise.
bool is_trf_record(const std::string& path);

/// Reads the record at `path`: `.json` or `.trf` (case-insensitive); anything else, or a file
/// that cannot be opened, is an InputError. With `rules_override`, a JSON record's rules are
/// replaced by it (and the record checked again); a TRF file's rules start from it (its point
/// lines and XXR still apply). Without it, a TRF file starts from the default rule set.
/// `note`, when given, gets what the reader says besides the record (read_trf's: lines read as
/// Latin-1, set also when the reading then throws), for the command to print; left as it is
/// when nothing.
Record load_record(const std::string& path, const RuleSet* rules_override = nullptr,
                   std::string* note = nullptr);

/// Writes `record` to `path` as `.json` or `.trf` (by extension; anything else is an
/// InputError, as is a folder that cannot be written). The file appears whole or not at all.
/// Returns what the file leaves out that the record holds (a TRF file: trf_left_out, e.g. the
/// knockout rounds), for the caller to say; nullopt when nothing (always for `.json`).
std::optional<std::string> save_record(const std::string& path, const Record& record);

/// save_record in two steps, for a command whose printed output must come out before the file is
/// written (`pair`): the file's text, checked (its format, what a writer refuses, InputError as
/// save_record), then `write()`, which writes it whole or not at all.
struct RecordText {
  std::string path;
  std::string text;
  std::optional<std::string> left_out;  ///< as save_record returns it
  void write() const;
};
[[nodiscard]] RecordText record_text(const std::string& path, const Record& record);

}  // namespace xq
