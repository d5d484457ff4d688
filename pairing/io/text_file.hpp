// Whole files in and out: the one place that reads a file into memory with a clear error and the
// one place that writes a file atomically. Every reader (records, rule files, entry lists,
// results sheets, scenarios, summaries) and every writer (records, summaries, reports, kept
// tournaments) goes through here.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace xq {

/// The bytes of the file at `path`. Throws InputError(path, "cannot open the <what>") for a
/// missing file or a folder, and "reading the <what> failed" for a read error.
[[nodiscard]] std::string read_text_file(const std::filesystem::path& path, std::string_view what = "file");

/// Writes `text` to `path` so that the file appears whole or not at all (SIM-6): a temporary
/// file in the same folder, unique per process, thread and call, renamed over `path`; removed
/// again on failure. Throws InputError naming `path` when the file cannot be written.
void write_file_atomic(const std::filesystem::path& path, std::string_view text);

}  // namespace xq
