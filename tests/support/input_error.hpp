// Test helper: the message of the InputError a call throws.
#pragma once

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

}  // namespace xq::test
