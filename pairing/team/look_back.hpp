// PT-D8, the look-back of PT-3/PT-4 (3) (home/away sides) and PT-10/PT-11 (2) (colours): the
// most recent round in which the two had different marks, rounds where either has none (a bye,
// a forfeit, no match) passed over; and PT-D12, ordering by a comparison that includes it. One
// implementation for both.
#pragma once

#include <algorithm>
#include <cstddef>
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

/// PT-D12: sorts `items` by a rule whose look-back can make it circular. `tied(a, b)`: a and b
/// are equal on every criterion before the look-back; `full(a, b)`: the rule's whole comparison
/// (a before b), look-back included; `after(a, b)`: the rule with the look-back left out, a
/// strict total order that orders by the criteria before the look-back first. Inside each set
/// of tied items the full comparison is used when it orders that set without a cycle (then,
/// being total, it is a strict order there); otherwise the whole set is ordered by `after`.
/// Never depends on how a sort treats an inconsistent comparison.
template <class T, class Tied, class Full, class After>
void sort_with_look_back(std::vector<T>& items, Tied tied, Full full, After after) {
  std::sort(items.begin(), items.end(), after);  // a strict total order: one result
  std::vector<size_t> beaten;                    // per item of a set: how many it comes before
  std::vector<T> set;
  for (size_t i = 0; i < items.size();) {
    size_t j = i + 1;
    while (j < items.size() && tied(items[i], items[j])) ++j;
    const size_t k = j - i;
    beaten.assign(k, 0);
    for (size_t a = 0; a < k; ++a)
      for (size_t b = 0; b < k; ++b)
        if (a != b && full(items[i + a], items[i + b])) ++beaten[a];
    // A total comparison is acyclic on the set exactly when the counts are k − 1, …, 1, 0
    // (a transitive tournament); then the item that beats m others goes to place k − 1 − m.
    std::vector<char> seen(k, 0);
    bool acyclic = true;
    for (size_t a = 0; a < k && acyclic; ++a) {
      acyclic = beaten[a] < k && !seen[beaten[a]];
      if (acyclic) seen[beaten[a]] = 1;
    }
    if (acyclic && k > 1) {
      set.assign(items.begin() + static_cast<std::ptrdiff_t>(i),
                 items.begin() + static_cast<std::ptrdiff_t>(j));
      for (size_t a = 0; a < k; ++a) items[i + (k - 1 - beaten[a])] = set[a];
    }
    i = j;
  }
}

}  // namespace xq
