#include "pairing/model/text.hpp"

#include <algorithm>

namespace xq {

std::vector<std::string> split_commas(std::string_view s) {
  std::vector<std::string> items;
  for (size_t start = 0; start <= s.size();) {
    const size_t comma = std::min(s.find(',', start), s.size());
    items.emplace_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

namespace {

// A space, a tab, U+3000 and U+00A0 in UTF-8.
constexpr std::string_view kSpaces[] = {" ", "\t", "\xE3\x80\x80", "\xC2\xA0"};

// The length of the space at the end of `s`, 0 when none. Bytes E3 80 80 (C2 A0) at the end are
// U+3000 (U+00A0) whole: E3 and C2 are lead bytes, never the tail of another character.
size_t trailing_space(std::string_view s) {
  for (const std::string_view sp : kSpaces)
    if (s.ends_with(sp)) return sp.size();
  return 0;
}

}  // namespace

size_t leading_space(std::string_view s) {
  for (const std::string_view sp : kSpaces)
    if (s.starts_with(sp)) return sp.size();
  return 0;
}

std::string trimmed(std::string_view s) {
  while (const size_t n = leading_space(s)) s.remove_prefix(n);
  while (const size_t n = trailing_space(s)) s.remove_suffix(n);
  return std::string(s);
}

}  // namespace xq
