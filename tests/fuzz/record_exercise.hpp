// The record fuzz targets (JSON, TRF) read a record, then do with it what `xqsim standings` and
// `xqsim verify` do, and write it back: a record the reader accepts must not break the code
// after it.
#pragma once

#include <string>

#include "pairing/model/record.hpp"

namespace xq::fuzz {

/// Standings (first stage, play-offs, knockout places, team standings), the verifier, and the
/// record's JSON round trip (what was written reads back). Throws InputError for what the
/// commands refuse too.
void exercise_record(const Record& record, const std::string& file);

}  // namespace xq::fuzz
