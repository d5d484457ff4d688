// The frame of the commands that change the field of an event's record (issue 14): xqsim
// withdraw, absent and add. One place for the lock, the checks before the work and the save.
#pragma once

#include <functional>
#include <string>

#include "cli/command.hpp"
#include "pairing/model/record.hpp"

namespace xq::cli {

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
