#include "pairing/score_groups.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>

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

void sort_row(std::vector<int>& row, const std::vector<SwissPlayer>& players, int round) {
  std::stable_sort(row.begin(), row.end(), [&](int x, int y) {
    return pi3_before(players[static_cast<size_t>(x)], players[static_cast<size_t>(y)], round);
  });
}

std::vector<ScoreGroup> build_score_groups(std::vector<SwissPlayer>& players, int round) {
  std::map<Points, int, std::greater<>> index;  // PI-2: highest score first
  for (const SwissPlayer& p : players) index.emplace(p.score, 0);
  std::vector<ScoreGroup> groups;
  for (auto& [score, i] : index) {
    i = static_cast<int>(groups.size());
    groups.push_back(ScoreGroup{score, {}, {}});
  }
  std::vector<std::vector<int>> no_history(groups.size());
  for (size_t k = 0; k < players.size(); ++k) {
    SwissPlayer& p = players[k];
    p.group = index.at(p.score);
    ScoreGroup& g = groups[static_cast<size_t>(p.group)];
    if (const auto due = colour_due(p.colours)) {  // PI-1
      p.row = *due;
      (*due == Colour::red ? g.red_row : g.black_row).push_back(static_cast<int>(k));
    } else {
      no_history[static_cast<size_t>(p.group)].push_back(static_cast<int>(k));
    }
  }
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    ScoreGroup& g = groups[gi];
    sort_row(no_history[gi], players, round);
    for (int k : no_history[gi]) {  // PI-1 decision: the shorter row, red-due when equal
      const bool red = g.red_row.size() <= g.black_row.size();
      players[static_cast<size_t>(k)].row = red ? Colour::red : Colour::black;
      (red ? g.red_row : g.black_row).push_back(k);
    }
    sort_row(g.red_row, players, round);
    sort_row(g.black_row, players, round);
  }
  return groups;
}

std::vector<int> interleaved_order(const std::vector<ScoreGroup>& groups) {
  std::vector<int> order;
  for (const ScoreGroup& g : groups) {
    const size_t n = std::max(g.red_row.size(), g.black_row.size());
    for (size_t i = 0; i < n; ++i) {
      if (i < g.red_row.size()) order.push_back(g.red_row[i]);
      if (i < g.black_row.size()) order.push_back(g.black_row[i]);
    }
  }
  return order;
}

}  // namespace xq
