// Test helper: a verifier report as text, for failure messages.
#pragma once

#include <string>

#include "verify/verify.hpp"

namespace xq::test {

/// Every violation, then every warning, one a line.
inline std::string dump(const VerifyReport& r) {
  std::string s;
  for (const Violation& v : r.violations) s += "  violation: " + to_string(v) + "\n";
  for (const Violation& v : r.warnings) s += "  warning:   " + to_string(v) + "\n";
  return s;
}

}  // namespace xq::test
