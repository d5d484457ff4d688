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

std::string trimmed(std::string_view s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string_view::npos) return "";
  return std::string(s.substr(a, s.find_last_not_of(" \t") - a + 1));
}

}  // namespace xq
