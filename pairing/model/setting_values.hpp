// Typed readers of a setting's value: the one place that checks a value's type and range and
// words the error. The rule-set registry (rule_settings.cpp: rule files, records, --set) and the
// scenario reader (sim/scenario.cpp) both read their values with these.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace xq {

/// A setting's value as read from a file or the command line, before validation.
/// Numbers: integers as int64, decimals as double; lists as strings.
using RuleValue = std::variant<bool, std::int64_t, double, std::string, std::vector<std::string>>;

/// "a boolean", "an integer", "a decimal number", "a string", "a list" (for messages).
[[nodiscard]] std::string value_type_name(const RuleValue& value);

/// Every reader throws InputError("", 0, key, reason) when the value has the wrong type or is
/// out of range; callers that know the file and line re-throw with them.
[[nodiscard]] bool read_bool(std::string_view key, const RuleValue& value);
/// An integer in [lo, hi] ("must be at least lo" when hi is the largest int64).
[[nodiscard]] std::int64_t read_integer(std::string_view key, const RuleValue& value, std::int64_t lo,
                                        std::int64_t hi);
/// The value as a number when it is an integer or a decimal, else nullopt.
[[nodiscard]] std::optional<double> number_of(const RuleValue& value);
/// A number (integer or decimal), finite, in [lo, hi]; `positive` makes lo exclusive.
[[nodiscard]] double read_number(std::string_view key, const RuleValue& value, double lo, double hi,
                                 bool positive = false);
/// A string.
[[nodiscard]] const std::string& read_string(std::string_view key, const RuleValue& value);
/// The index in `names` of a string value ("unknown value 'x'; allowed: a, b" otherwise).
[[nodiscard]] size_t read_choice(std::string_view key, const RuleValue& value,
                                 std::span<const std::string_view> names);

/// A number as the messages print it (up to 6 significant digits: 0.5, 2000, 1e+06).
[[nodiscard]] std::string number_text(double value);

}  // namespace xq
