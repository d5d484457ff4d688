// What every libFuzzer target of tests/fuzz shares: the input as text, and the one law of an
// input boundary — bad input is an InputError with a reason (the CLI's exit 2); any other
// exception escapes to libFuzzer, which reports it as a crash (the CLI's exit 3, "internal error").
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "pairing/model/errors.hpp"

namespace xq::fuzz {

/// The fuzzer's bytes as text (not NUL-terminated; may hold any byte).
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// Runs `body` on one input. An InputError must say why (a non-empty reason) and name `file`
/// (the name the target gave the parser), else the input is reported as a crash.
template <class Body>
void expect_only_input_errors(const std::string& file, Body&& body) {
  try {
    body();
  } catch (const InputError& e) {
    if (e.reason().empty() || e.file() != file) {
      std::fprintf(stderr, "InputError without a reason or naming another file: '%s'\n", e.what());
      std::abort();
    }
  }
}

}  // namespace xq::fuzz
