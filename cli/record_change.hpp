// The frame of the commands that change the field of an event's record (issue 14): xqsim
// withdraw, absent and add. One place for the lock, the checks before the work and the save.
// And the one way a command reads a record, its note said.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

#include "cli/command.hpp"
#include "pairing/model/record.hpp"

namespace xq::cli {

/// load_record(`path`) for `command`, with what the reader notes (a TRF file read as Latin-1)
/// said on `err` as the entry list's encoding note is: "xqsim COMMAND: note: …" — when the
/// reading then fails too (the note may be why). Every command that reads a record reads it here.
[[nodiscard]] Record read_record_noting(const std::string& command, const std::string& path,
                                        std::ostream& err);

/// Checks that `out_path` (default: the record) can be written, locks it for the whole change
/// (RecordLock), reads the record at `record_path`, makes `change` — one library call
/// that throws InputError naming the record when the change does not fit, and returns what it did
/// ("7 (Li Wei) withdrawn from round 4") — refuses a .trf `out_path` that could not keep it
/// (trf_lost_changes), saves atomically and prints "<what it did>; written to OUT". Nothing is
/// written when anything fails.

[[nodiscard]] int change_record(const std::string& command, const std::string& record_path,
                                std::string out_path, Io io,
                                const std::function<std::string(Record&)>& change);

}  // namespace xq::cli
