// Small text helpers every reader shares: one comma split, one trim.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// `s` split at every comma, empty items kept ("a,,b" → a, "", b; "" → one empty item): what
/// `--set KEY=a,b`, `--variant` and `--round-dates` give.
[[nodiscard]] std::vector<std::string> split_commas(std::string_view s);

/// `s` without the spaces and tabs around it.
[[nodiscard]] std::string trimmed(std::string_view s);

}  // namespace xq
