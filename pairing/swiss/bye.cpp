#include "pairing/swiss/bye.hpp"

#include <algorithm>
#include <unordered_map>

namespace xq {

std::vector<int> bye_order(const std::vector<SwissPlayer>& players,
                           const std::vector<EntrantId>& standings_order) {
  std::unordered_map<EntrantId, int> rank;
  for (size_t i = 0; i < standings_order.size(); ++i) rank.emplace(standings_order[i], static_cast<int>(i));
  const auto rank_of = [&](const SwissPlayer& p) {
    const auto it = rank.find(p.id);
    return it == rank.end() ? static_cast<int>(standings_order.size()) : it->second;
  };
  std::vector<int> order(players.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {  // S-4
    const SwissPlayer& a = players[static_cast<size_t>(x)];
    const SwissPlayer& b = players[static_cast<size_t>(y)];
    if (a.score != b.score) return a.score < b.score;
    const int ra = rank_of(a), rb = rank_of(b);
    if (ra != rb) return ra > rb;
    return a.number > b.number;
  });
  return order;
}

std::vector<int> bye_tiers(const std::vector<int>& byes_had) {
  std::vector<int> tiers = byes_had;
  std::sort(tiers.begin(), tiers.end());
  tiers.erase(std::unique(tiers.begin(), tiers.end()), tiers.end());
  return tiers;
}

std::string bye_tier_passed(int from, int to, const char* who) {
  const auto byes = [](int k) { return std::to_string(k) + (k == 1 ? " bye" : " byes"); };
  return std::string("nobody with ") + byes(from) + " can take the bye with the other " + who +
         " all paired; it passes on to those with " + byes(to) + ", lowest-ranked first";
}

Warning bye_again_warning(const char* rule, EntrantId id, const std::string& who, int round) {
  return {rule, id,
          "round " + std::to_string(round) + ": " + who +
              " gets a bye again: nobody with fewer byes can take it"};
}

}  // namespace xq
