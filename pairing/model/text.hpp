// Small text helpers every reader shares: one comma split, one trim.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// `s` split at every comma, empty items kept ("a,,b" → a, "", b; "" → one empty item): what
/// `--set KEY=a,b`, `--variant` and `--round-dates` give.
[[nodiscard]] std::vector<std::string> split_commas(std::string_view s);

/// The length in bytes of the space at the start of `s`, 0 when it does not start with one. A space
/// around a value is an ASCII space, a tab, U+3000 (the ideographic space a Chinese input method
/// types, 全角空格) or U+00A0 (no-break space): what `trimmed` and the CSV reader drop.
[[nodiscard]] size_t leading_space(std::string_view s);

/// `s` without the spaces around it (leading_space's: spaces, tabs, U+3000, U+00A0).
[[nodiscard]] std::string trimmed(std::string_view s);

}  // namespace xq
