#include "pairing/standings/playoff_order.hpp"

#include <algorithm>

namespace xq {

namespace {

bool member(std::span<const EntrantId> group, EntrantId id) {
  return std::find(group.begin(), group.end(), id) != group.end();
}

// Orders `members` (all at position `base` so far) by games[from..], writing pos[index in group].
void order(std::span<const Game* const> games, size_t from, std::vector<EntrantId> members, int base,
           std::span<const EntrantId> group, std::vector<int>& pos) {
  auto at = [&](EntrantId id) -> int& {
    return pos[static_cast<size_t>(std::find(group.begin(), group.end(), id) - group.begin())];
  };
  for (EntrantId id : members) at(id) = base;
  if (members.size() < 2) return;
  std::vector<size_t> among;  // indexes of the games between two members, from `from` on
  for (size_t i = from; i < games.size(); ++i)
    if (member(members, games[i]->red) && member(members, games[i]->black)) among.push_back(i);
  if (members.size() == 2) {  // T-12.2/T-12.3: the first decisive game
    for (size_t i : among)
      if (const EntrantId w = game_winner(*games[i])) {
        at(w == members[0] ? members[1] : members[0]) = base + 1;
        return;
      }
    return;
  }
  // T-12.4: a round robin among them, then again among those still equal.
  const size_t n = members.size(), session = n * (n - 1) / 2;
  if (among.size() < session) return;
  std::vector<int> points(n, 0);
  std::vector<std::vector<bool>> met(n, std::vector<bool>(n, false));
  auto index = [&](EntrantId id) {
    return static_cast<size_t>(std::find(members.begin(), members.end(), id) - members.begin());
  };
  for (size_t k = 0; k < session; ++k) {
    const Game& g = *games[among[k]];
    const size_t r = index(g.red), b = index(g.black);
    if (g.result == Result::pending || met[r][b]) return;  // not a finished round robin
    met[r][b] = met[b][r] = true;
    const EntrantId w = game_winner(g);
    if (w != 0) points[w == g.red ? r : b] += 2;
    if (g.result == Result::draw && w == 0) points[r] += 1, points[b] += 1;
  }
  std::vector<size_t> by_points(n);
  for (size_t i = 0; i < n; ++i) by_points[i] = i;
  std::stable_sort(by_points.begin(), by_points.end(),
                   [&](size_t x, size_t y) { return points[x] > points[y]; });
  for (size_t s = 0; s < n;) {
    size_t t = s + 1;
    while (t < n && points[by_points[t]] == points[by_points[s]]) ++t;
    std::vector<EntrantId> equal;
    for (size_t i = s; i < t; ++i) equal.push_back(members[by_points[i]]);
    order(games, among[session - 1] + 1, std::move(equal), base + static_cast<int>(s), group, pos);
    s = t;
  }
}

}  // namespace

std::vector<const Game*> playoff_games(const Record& record, int rounds) {
  std::vector<const Game*> out;
  for (int r = 0; r < rounds && r < static_cast<int>(record.rounds.size()); ++r)
    for (const Game& g : record.rounds[static_cast<size_t>(r)].games)
      if (g.kind == GameKind::playoff) out.push_back(&g);
  return out;
}

std::vector<int> playoff_positions(std::span<const Game* const> games, std::span<const EntrantId> group) {
  std::vector<int> pos(group.size(), 0);
  order(games, 0, {group.begin(), group.end()}, 0, group, pos);
  return pos;
}

bool playoff_played(std::span<const Game* const> games, std::span<const EntrantId> group) {
  return std::any_of(games.begin(), games.end(), [group](const Game* g) {
    return g->result != Result::pending && member(group, g->red) && member(group, g->black);
  });
}

}  // namespace xq
