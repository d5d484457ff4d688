#include "pairing/swiss/competition_codes.hpp"

namespace xq {

std::vector<CodeAssignment> draw_codes(const std::vector<std::optional<int>>& codes, Rng& rng) {
  const int n = static_cast<int>(codes.size());
  std::vector<char> taken(static_cast<size_t>(n) + 1, 0);
  std::vector<EntrantId> missing;
  for (int i = 0; i < n; ++i) {
    const std::optional<int>& c = codes[static_cast<size_t>(i)];
    if (!c)
      missing.push_back(i + 1);
    else if (*c >= 1 && *c <= n)
      taken[static_cast<size_t>(*c)] = 1;
  }
  std::vector<int> free;
  for (int c = 1; free.size() < missing.size(); ++c)
    if (c > n || !taken[static_cast<size_t>(c)]) free.push_back(c);
  rng.shuffle(free);
  std::vector<CodeAssignment> out;
  for (size_t i = 0; i < missing.size(); ++i) out.push_back({missing[i], free[i]});
  return out;
}

}  // namespace xq
