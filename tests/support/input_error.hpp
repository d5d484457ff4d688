// Test helpers: the InputError a call throws, or its message.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "pairing/model/errors.hpp"

namespace xq::test {

/// The message of the InputError `f` throws ("" if it throws none).
template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

/// The InputError `f` throws; when it throws none, a test failure showing `input` (what `f`
/// reads) and an empty InputError.
template <class F>
InputError input_error_of(F&& f, const std::string& input) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no InputError for:\n" << input;
  return InputError("", 0, "", "");
}

}  // namespace xq::test
