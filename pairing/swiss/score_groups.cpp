#include "pairing/swiss/score_groups.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace xq {

bool SwissPlayer::met(EntrantId other) const {
  return std::find(opponents.begin(), opponents.end(), other) != opponents.end();
}

bool pi3_before(const SwissPlayer& a, const SwissPlayer& b, int round) {  // PI-3
  if (a.score != b.score) return a.score > b.score;
  const int na = std::abs(a.colours.need()), nb = std::abs(b.colours.need());
  if (na != nb) return na > nb;
  if (a.colours.streak != b.colours.streak) return a.colours.streak > b.colours.streak;
  if (a.number != b.number) return round % 2 == 1 ? a.number < b.number : a.number > b.number;
  return a.id < b.id;
}

// pi3_before is a strict total order (it ends on the id, distinct for distinct players), so an
// unstable sort gives the one order a stable sort would — without a temporary buffer.
void sort_row(std::vector<int>& row, const std::vector<SwissPlayer>& players, int round) {
  std::sort(row.begin(), row.end(), [&](int x, int y) {
    return pi3_before(players[static_cast<size_t>(x)], players[static_cast<size_t>(y)], round);
  });
}

std::vector<ScoreGroup> build_score_groups(std::vector<SwissPlayer>& players, int round) {
  std::vector<ScoreGroup> groups;
  std::vector<int> scratch;
  build_score_groups(players, round, groups, scratch);
  return groups;
}

void build_score_groups(std::vector<SwissPlayer>& players, int round, std::vector<ScoreGroup>& groups,
                        std::vector<int>& scratch) {
  // PI-2: one group per distinct score, highest first.
  std::vector<int>& scores = scratch;
  scores.clear();
  for (const SwissPlayer& p : players) scores.push_back(p.score);
  std::sort(scores.begin(), scores.end(), std::greater<>());
  scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
  groups.resize(scores.size());
  for (size_t gi = 0; gi < scores.size(); ++gi) {
    groups[gi].score = scores[gi];
    groups[gi].red_row.clear();
    groups[gi].black_row.clear();
  }
  // Players without colour history, kept aside in `scratch` after the scores (index ≥ first).
  const size_t first = scores.size();
  const auto group_of = [&](Points score) {
    const auto end = scores.begin() + static_cast<std::ptrdiff_t>(first);
    return static_cast<int>(std::lower_bound(scores.begin(), end, score, std::greater<>()) - scores.begin());
  };
  for (size_t k = 0; k < players.size(); ++k) {
    SwissPlayer& p = players[k];
    p.group = group_of(p.score);
    ScoreGroup& g = groups[static_cast<size_t>(p.group)];
    if (const auto due = colour_due(p.colours)) {  // PI-1
      p.row = *due;
      (*due == Colour::red ? g.red_row : g.black_row).push_back(static_cast<int>(k));
    } else {
      scratch.push_back(static_cast<int>(k));
    }
  }
  // PI-1 decision, group by group in PI-3 order (PI-3 orders by score first, so sorting them all
  // at once keeps each group's players together, groups highest first): the shorter row,
  // red-due when equal.
  const auto no_history = scratch.begin() + static_cast<std::ptrdiff_t>(first);
  std::sort(no_history, scratch.end(), [&](int x, int y) {
    return pi3_before(players[static_cast<size_t>(x)], players[static_cast<size_t>(y)], round);
  });
  for (auto it = no_history; it != scratch.end(); ++it) {
    const int k = *it;
    ScoreGroup& g = groups[static_cast<size_t>(players[static_cast<size_t>(k)].group)];
    const bool red = g.red_row.size() <= g.black_row.size();
    players[static_cast<size_t>(k)].row = red ? Colour::red : Colour::black;
    (red ? g.red_row : g.black_row).push_back(k);
  }
  for (ScoreGroup& g : groups) {
    sort_row(g.red_row, players, round);
    sort_row(g.black_row, players, round);
  }
}

std::vector<int> interleaved_order(const std::vector<ScoreGroup>& groups) {
  std::vector<int> order;
  interleaved_order(groups, order);
  return order;
}

void interleaved_order(const std::vector<ScoreGroup>& groups, std::vector<int>& order) {
  order.clear();
  for (const ScoreGroup& g : groups) {
    const size_t n = std::max(g.red_row.size(), g.black_row.size());
    for (size_t i = 0; i < n; ++i) {
      if (i < g.red_row.size()) order.push_back(g.red_row[i]);
      if (i < g.black_row.size()) order.push_back(g.black_row[i]);
    }
  }
}

}  // namespace xq
