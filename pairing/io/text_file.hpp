// Whole files in and out: the one place that reads a file into memory with a clear error and the
// one place that writes a file atomically. Every reader (records, rule files, entry lists,
// results sheets, scenarios, summaries) and every writer (records, summaries, reports, kept
// tournaments) goes through here.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xq {

/// Input size caps (docs/cli.md, "Limits"). Not spec rules: a guard against endless or huge input
/// (/dev/zero, a multi-GB file by mistake) that would otherwise be read until memory runs out.
/// A record of 100,000 players over 13 rounds is about 70 MB of JSON (84 bytes an entrant, 91 a game).
inline constexpr std::size_t kMiB = std::size_t{1} << 20;
inline constexpr std::size_t kMaxRecordBytes = 256 * kMiB;   ///< records (JSON, TRF), batch summaries
inline constexpr std::size_t kMaxSheetBytes = 64 * kMiB;     ///< CSV: entry lists, results sheets
inline constexpr std::size_t kMaxSettingsBytes = 16 * kMiB;  ///< TOML: rule files, scenarios; signature files

/// The bytes of the file at `path`, at most `max_bytes` of them. Throws InputError naming `path`:
/// "cannot open the <what>" for a missing file or a folder, "reading the <what> failed" for a
/// read error, "the <what> is larger than N MiB" beyond the cap (a regular file is refused by its
/// size before it is read; a pipe or device is read up to the cap) and "not a text file" at a NUL
/// byte (every input is text: this also stops /dev/zero at once).
[[nodiscard]] std::string read_text_file(const std::filesystem::path& path, std::string_view what = "file",
                                         std::size_t max_bytes = kMaxRecordBytes);

/// Writes `text` to `path` so that the file appears whole or not at all (SIM-6): a temporary
/// file `.<name>.tmp-<pid>-<serial>` in the same folder, renamed over `path`; removed again on
/// failure. A process killed meanwhile (SIGKILL) leaves it behind: remove_stale_temp_files
/// removes it on a later run. A device, pipe or link that exists (/dev/full, a FIFO, /dev/stdout)
/// is written in place. Throws InputError naming `path` when the file cannot be written (a full device too).
void write_file_atomic(const std::filesystem::path& path, std::string_view text);

/// Several files, all or none (a batch's summary and reports): every one is first written whole
/// as its temporary, and only then are they renamed over their targets; when one cannot be
/// written (a disk that fills), every temporary is removed and no target is touched. The reason
/// (the system's, e.g. "No space left on device") is in the InputError naming the file.
void write_files_atomic(const std::vector<std::pair<std::filesystem::path, std::string>>& files);

/// Creates the folder `folder` and its parents (nothing when it exists). Throws InputError naming
/// it when it cannot (a file in the way, no permission) instead of a filesystem_error.
void create_folder(const std::filesystem::path& folder, const std::string& key = "");

/// Makes sure files can be written into `folder` before any work is done: creates it (and its
/// parents), writes and removes a probe file, and removes stale temporary files of killed runs
/// there (remove_stale_temp_files, `depth` levels of subfolders). Throws InputError(key, …)
/// naming the folder when it is a file, cannot be created or cannot be written.
void prepare_output_folder(const std::filesystem::path& folder, const std::string& key, int depth = 0);

/// The same for one output file: its folder must exist and be writable (it is not created);
/// stale temporary files beside it are removed. `path` itself must not be a folder.
void prepare_output_file(const std::filesystem::path& path, const std::string& key);

/// Removes the temporary files write_file_atomic left in `folder` (and `depth` levels of
/// subfolders) when the process that made them is gone (killed): names `.<name>.tmp-<pid>-<n>`
/// whose pid is not a running process. Files of a running writer are left alone. Returns how
/// many were removed; errors are ignored (a later run tries again).
std::size_t remove_stale_temp_files(const std::filesystem::path& folder, int depth = 0);

}  // namespace xq
