// Bad input: a typed error naming where and why. Caught once in main → exit code 2.
#pragma once

#include <stdexcept>
#include <string>

namespace xq {

/// Bad input (a malformed file, an unknown key, an impossible value, an inconsistent record).
/// `file` and `key` may be empty; `line` is 0 when unknown.
class InputError : public std::runtime_error {
 public:
  InputError(std::string file, int line, std::string key, std::string reason);
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  const std::string& key() const { return key_; }
  const std::string& reason() const { return reason_; }

 private:
  std::string file_;
  int line_;
  std::string key_;
  std::string reason_;
};

}  // namespace xq
