// PT-D8, the look-back of PT-3/PT-4 (3) (home/away sides) and PT-10/PT-11 (2) (colours): the
// most recent round in which the two had different marks, rounds where either has none (a bye,
// a forfeit, no match) passed over. One implementation for both.
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

namespace xq {

/// `a`'s mark in the most recent round (index = round − 1) in which `a` and `b` both have a mark
/// and the marks differ; nullopt when no such round exists.
template <class Mark>
[[nodiscard]] std::optional<Mark> look_back(const std::vector<std::optional<Mark>>& a,
                                            const std::vector<std::optional<Mark>>& b) {
  for (size_t r = std::min(a.size(), b.size()); r-- > 0;)
    if (a[r] && b[r] && *a[r] != *b[r]) return a[r];
  return std::nullopt;
}

}  // namespace xq
