#include "pairing/model/setting_values.hpp"

#include <charconv>
#include <cmath>
#include <limits>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

[[noreturn]] void fail(std::string_view key, const std::string& reason) {
  throw InputError("", 0, std::string(key), reason);
}

std::string joined(std::span<const std::string_view> names) {
  std::string s;
  for (auto n : names) s += (s.empty() ? "" : ", ") + std::string(n);
  return s;
}

}  // namespace

std::string value_type_name(const RuleValue& v) {
  switch (v.index()) {
    case 0: return "a boolean";
    case 1: return "an integer";
    case 2: return "a decimal number";
    case 3: return "a string";
    default: return "a list";
  }
}

// The shortest text that reads back as `d` (2000.0001 stays 2000.0001: a stream's 6 digits said
// "at most 2000, got 2000").
std::string number_text(double d) {
  char buf[32];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  return ec == std::errc() ? std::string(buf, end) : std::string("?");
}

bool read_bool(std::string_view key, const RuleValue& v) {
  if (const bool* b = std::get_if<bool>(&v)) return *b;
  fail(key, "expected true or false, got " + value_type_name(v));
}

std::int64_t read_integer(std::string_view key, const RuleValue& v, std::int64_t lo, std::int64_t hi) {
  const std::int64_t* i = std::get_if<std::int64_t>(&v);
  // A whole number past 64 bits is read as a decimal: it is out of range, not a fraction.
  if (const double* d = std::get_if<double>(&v);
      d && std::isfinite(*d) && std::trunc(*d) == *d && std::fabs(*d) >= 9.2e18)
    fail(key, "the number " + number_text(*d) + " is out of range (at most " + std::to_string(hi) + ")");
  if (!i) fail(key, "expected an integer, got " + value_type_name(v));
  if (*i >= lo && *i <= hi) return *i;
  if (hi == std::numeric_limits<std::int64_t>::max())
    fail(key, "must be at least " + std::to_string(lo) + ", got " + std::to_string(*i));
  fail(key, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", got " +
                std::to_string(*i));
}

std::optional<double> number_of(const RuleValue& v) {
  if (const auto* i = std::get_if<std::int64_t>(&v)) return static_cast<double>(*i);
  if (const auto* f = std::get_if<double>(&v)) return *f;
  return std::nullopt;
}

double read_number(std::string_view key, const RuleValue& v, double lo, double hi, bool positive) {
  const std::optional<double> number = number_of(v);
  if (!number) fail(key, "expected a number, got " + value_type_name(v));
  const double d = *number;
  if (std::isfinite(d) && d >= lo && d <= hi && !(positive && d <= lo)) return d;
  if (positive)
    fail(key, "must be greater than " + number_text(lo) + " and at most " + number_text(hi) + ", got " +
                  number_text(d));
  fail(key, "must be between " + number_text(lo) + " and " + number_text(hi) + ", got " + number_text(d));
}

const std::string& read_string(std::string_view key, const RuleValue& v) {
  if (const auto* s = std::get_if<std::string>(&v)) return *s;
  fail(key, "expected a string, got " + value_type_name(v));
}

size_t read_choice(std::string_view key, const RuleValue& v, std::span<const std::string_view> names) {
  const std::string* s = std::get_if<std::string>(&v);
  if (!s) fail(key, "expected one of " + joined(names) + ", got " + value_type_name(v));
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == *s) return i;
  fail(key, "unknown value '" + *s + "'; allowed: " + joined(names));
}

}  // namespace xq
