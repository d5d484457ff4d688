#include "pairing/model/errors.hpp"

namespace xq {
namespace {
std::string compose(const std::string& file, int line, const std::string& key, const std::string& reason) {
  std::string s;
  if (!file.empty()) s += file;
  if (line > 0) s += (s.empty() ? "line " : ":") + std::to_string(line);
  if (!s.empty()) s += ": ";
  if (!key.empty()) s += key + ": ";
  return s + reason;
}
}  // namespace

InputError::InputError(std::string file, int line, std::string key, std::string reason)
    : std::runtime_error(compose(file, line, key, reason)),
      file_(std::move(file)),
      line_(line),
      key_(std::move(key)),
      reason_(std::move(reason)) {}

}  // namespace xq
