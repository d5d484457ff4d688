// V-3 (score-group integrity and the float statistic) and the S-4 bye check, for individual
// rounds here and, through the same helpers, for team rounds (teams.cpp). The matching is the
// verifier's own (perfect_matching.hpp), never pairing/'s.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

#include "verify/ledger.hpp"
#include "verify/perfect_matching.hpp"
#include "verify/weighted_matching.hpp"

namespace xq::verify_detail {

namespace {

std::uint64_t mix(std::uint64_t seed, int round, int purpose) {
  return seed ^ (static_cast<std::uint64_t>(round) * 0x9e3779b97f4a7c15ULL) ^
         (static_cast<std::uint64_t>(purpose) << 56);
}

// The round's view of the individual ledger, called directly in the hot loops (float_statistic
// tests m²/2 pairs a round): GroupView's std::function calls cost more than the tests themselves.
struct LedgerRound {
  const Ledger& l;
  int r;
  Points score(EntrantId e) const { return l.score_before(r, e); }
  bool compatible(EntrantId a, EntrantId b) const { return l.compatible(a, b, r); }
  int byes(EntrantId e) const { return l.byes_before(r, e); }
  std::string name(EntrantId e) const { return verify_detail::name(l.record, e); }
};

template <class View>
void check_swaps_in(const std::vector<PairRef>& pairs, const View& v, Sink& sink, int round) {
  std::vector<std::array<Points, 2>> score(pairs.size());  // of a and b, read once
  for (size_t i = 0; i < pairs.size(); ++i) score[i] = {v.score(pairs[i].a), v.score(pairs[i].b)};
  // Only pairs of two different scores can be "paired down": the others never match below, so
  // the pairs of pairs are those of `down`, in the same order.
  std::vector<size_t> down;
  down.reserve(pairs.size());
  for (size_t i = 0; i < pairs.size(); ++i)
    if (score[i][0] != score[i][1]) down.push_back(i);
  for (size_t di = 0; di < down.size(); ++di)
    for (size_t dj = di + 1; dj < down.size(); ++dj) {
      const size_t i = down[di], j = down[dj];
      bool found = false;
      for (int oi = 0; oi < 2 && !found; ++oi)
        for (int oj = 0; oj < 2 && !found; ++oj) {
          // a = c > b, d: both a and c paired down.
          const Points s = score[i][static_cast<size_t>(oi)];
          if (score[j][static_cast<size_t>(oj)] != s || score[i][static_cast<size_t>(1 - oi)] >= s ||
              score[j][static_cast<size_t>(1 - oj)] >= s)
            continue;
          const EntrantId a = oi ? pairs[i].b : pairs[i].a, b = oi ? pairs[i].a : pairs[i].b;
          const EntrantId c = oj ? pairs[j].b : pairs[j].a, d = oj ? pairs[j].a : pairs[j].b;
          if (!v.compatible(a, c) || !v.compatible(b, d)) continue;
          found = true;
          sink.violation("V-3", "V-3", round, pairs[i].board, a,
                         v.name(a) + " and " + v.name(c) + " (both " + format_points(s) +
                             ") are both paired down (to " + v.name(b) + ", " + format_points(v.score(b)) +
                             ", board " + std::to_string(pairs[i].board) + "; and " + v.name(d) + ", " +
                             format_points(v.score(d)) + ", board " + std::to_string(pairs[j].board) +
                             ") though " + v.name(a) + "–" + v.name(c) + " and " + v.name(b) + "–" +
                             v.name(d) + " could play");
        }
    }
}

// The statistic counts a float once per score group crossed: a game between the groups of
// ranks i and j (distinct scores of the round's players, best first) counts 2·|i − j| (two
// players, each |i − j| groups away). So a player floating two groups down counts as two floats
// — the same as the two one-group floats PI-2 makes when the leftover moves down group by group —
// and the fewest possible is the minimum of that over every compatible pairing, which is what
// "higher groups served first" gives when leftovers float to the next group (V-3).
template <class View>
void float_statistic_in(const std::vector<PairRef>& pairs, const View& v, const VerifyOptions& o,
                        RoundStats& st, MatchingWorkspace& ws) {
  st.games = static_cast<int>(pairs.size());
  bool recorded_compatible = true;
  // The round's buffers, in the workspace: no allocation once warm.
  std::vector<EntrantId>& players = ws.round_players;
  std::vector<Points>& score = ws.round_scores;  // of players[i], read once
  players.clear();
  score.clear();
  for (const PairRef& p : pairs) {
    const Points sa = v.score(p.a), sb = v.score(p.b);
    if (!v.compatible(p.a, p.b)) recorded_compatible = false;
    players.push_back(p.a);
    players.push_back(p.b);
    score.push_back(sa);
    score.push_back(sb);
  }
  std::vector<Points>& distinct = ws.round_distinct;
  distinct = score;
  std::sort(distinct.begin(), distinct.end());
  const auto group_of = [&](Points s) {
    return static_cast<int>(std::lower_bound(distinct.begin(), distinct.end(), s) - distinct.begin());
  };
  // Every score group of odd size sends at least one player out (the parity bound).
  int lower_bound = 0;
  for (size_t b = 0; b < distinct.size();) {
    size_t e = b + 1;
    while (e < distinct.size() && distinct[e] == distinct[b]) ++e;
    lower_bound += static_cast<int>((e - b) % 2);
    b = e;
  }
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  std::vector<int>& level = ws.round_levels;  // group_of(score[i]), read once
  level.resize(score.size());
  for (size_t i = 0; i < score.size(); ++i) level[i] = group_of(score[i]);
  const auto distance = [&](size_t i, size_t j) { return std::abs(level[i] - level[j]); };
  for (size_t i = 0; i < score.size(); i += 2) st.floats += 2 * distance(i, i + 1);
  const int m = static_cast<int>(players.size());
  // Floats equal to the parity bound: the fewest possible, no matching needed.
  if (recorded_compatible && st.floats <= lower_bound) {
    st.min_floats = st.floats;
    return;
  }
  if (m > o.float_stat_max_players) {
    st.float_stat_skipped = true;
    return;
  }
  // Usually the recorded pairing is itself the fewest: a cut bound proves it without the
  // blossom algorithm (the same minimum, found cheaply; least_weight_by_cuts in
  // weighted_matching.hpp). Its first part needs no graph: a perfect matching crosses the cut
  // after each group at least as often as the players up to it are odd; the recorded pairing
  // crossing every cut that often is the fewest.
  if (recorded_compatible) {
    std::vector<int>& below = ws.round_below;
    std::vector<int>& cross = ws.round_cross;
    below.assign(distinct.size(), 0);
    cross.assign(distinct.size(), 0);
    for (size_t i = 0; i < level.size(); i += 2) {
      for (int c = std::min(level[i], level[i + 1]); c < std::max(level[i], level[i + 1]); ++c)
        ++cross[static_cast<size_t>(c)];
    }
    for (int l : level) ++below[static_cast<size_t>(l)];
    bool parity = true;
    for (size_t c = 0, t = 0; c + 1 < distinct.size() && parity; ++c) {
      t += static_cast<size_t>(below[c]);
      parity = static_cast<size_t>(cross[c]) == t % 2;
    }
    if (parity) {
      st.min_floats = st.floats;
      st.excess_floats = 0;
      return;
    }
  }
  // The graph of the players who could meet, weighing the groups between them: each pair asked
  // when first read (the cut bound below usually reads few of the m²/2).
  PairGraph& g = ws.round_graph;
  const auto edge = [&](int i, int j) {
    const EntrantId x = players[static_cast<size_t>(i)], y = players[static_cast<size_t>(j)];
    return x != y && v.compatible(x, y) ? distance(static_cast<size_t>(i), static_cast<size_t>(j)) : -1;
  };
  g.reset(m, [&edge](int i, int j) { return edge(i, j); });
  struct Forget {  // the source reads this call's locals: the workspace must not keep it
    PairGraph& g;
    ~Forget() { g.reset(0); }
  } forget{g};
  if (recorded_compatible) {
    std::vector<int>& mate = ws.round_mate;
    mate.resize(static_cast<size_t>(m));
    for (size_t i = 0; i < mate.size(); ++i) mate[i] = static_cast<int>(i ^ 1);  // pair k: players 2k, 2k + 1
    if (least_weight_by_cuts(g, level, mate, ws)) {
      st.min_floats = st.floats;
      st.excess_floats = 0;
      return;
    }
  }
  // The exact minimum (Edmonds' weighted blossom, verify/weighted_matching.hpp). The recorded
  // pairing, when compatible, is itself a perfect matching of weight floats / 2: never below.
  g.read_all(edge);  // it reads every pair: at once, without the source's indirection
  const std::optional<int> w = min_weight_perfect_matching_exact(g, ws);
  if (!w) {  // no compatible pairing of these players exists
    st.float_stat_skipped = true;
    return;
  }
  assert(!recorded_compatible || 2 * *w <= st.floats);
  st.min_floats = 2 * *w;
  st.excess_floats = std::max(0, st.floats - *st.min_floats);
}

template <class View>
void check_bye_in(const std::vector<EntrantId>& players, EntrantId bye, const View& v, const VerifyOptions& o,
                  Sink& sink, int round, const std::string& rule) {
  std::vector<EntrantId> better;  // would have come before `bye` in S-4's order
  for (EntrantId c : players) {
    if (c == bye) continue;
    if (v.byes(c) < v.byes(bye) || (v.byes(c) == v.byes(bye) && v.score(c) < v.score(bye)))
      better.push_back(c);
  }
  std::sort(better.begin(), better.end(), [&](EntrantId x, EntrantId y) {
    return std::pair{v.byes(x), v.score(x)} < std::pair{v.byes(y), v.score(y)};
  });
  for (EntrantId c : better) {
    std::vector<EntrantId> rest;
    for (EntrantId p : players)
      if (p != c) rest.push_back(p);
    const int m = static_cast<int>(rest.size());
    PairGraph g(m);
    for (int i = 0; i < m; ++i)
      for (int j = i + 1; j < m; ++j)
        if (v.compatible(rest[static_cast<size_t>(i)], rest[static_cast<size_t>(j)])) g.add_edge(i, j);
    if (!has_perfect_matching(g, mix(o.seed, round, 8))) continue;  // S-4: passing the bye up was needed
    const bool second = v.byes(bye) > v.byes(c);
    sink.violation("V-2", rule, round, 0, bye,
                   (second ? "a bye again for " : "the bye to ") + v.name(bye) + " (" +
                       format_points(v.score(bye)) + ", " + std::to_string(v.byes(bye)) +
                       " bye(s) before) though " + v.name(c) + " (" + format_points(v.score(c)) + ", " +
                       std::to_string(v.byes(c)) +
                       " bye(s) before) could have had it with everyone else paired without a rematch");
    return;
  }
}

}  // namespace

void check_swaps(const std::vector<PairRef>& pairs, const GroupView& v, Sink& sink, int round) {
  check_swaps_in(pairs, v, sink, round);
}

void float_statistic(const std::vector<PairRef>& pairs, const GroupView& v, const VerifyOptions& o,
                     int /*round*/, RoundStats& st, MatchingWorkspace& ws) {
  float_statistic_in(pairs, v, o, st, ws);
}

void check_bye(const std::vector<EntrantId>& players, EntrantId bye, const GroupView& v,
               const VerifyOptions& o, Sink& sink, int round, const std::string& rule) {
  check_bye_in(players, bye, v, o, sink, round, rule);
}

void check_score_groups(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats, MatchingWorkspace& ws) {
  if (l.team_event) return;
  std::vector<PairRef> pairs;  // of the round; the three kept from round to round
  std::vector<EntrantId> players;
  std::vector<int> seen;
  for (int r = 1; r <= l.rounds; ++r) {
    if (!l.swiss_round(r)) continue;
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    const LedgerRound v{l, r};
    pairs.clear();
    players.clear();
    seen.assign(static_cast<size_t>(l.n) + 1, 0);
    for (const Game& g : rd.games) {
      if (g.kind != GameKind::regular) continue;  // the PI-10 final is paired apart
      pairs.push_back({g.red, g.black, g.board});
      players.push_back(g.red);
      players.push_back(g.black);
    }
    for (const Bye& b : rd.byes) players.push_back(b.entrant);
    for (EntrantId p : players) ++seen[static_cast<size_t>(p)];
    const bool sound = std::all_of(seen.begin(), seen.end(), [](int k) { return k <= 1; });
    RoundStats& st = round_stats(stats, r);
    check_swaps_in(pairs, v, sink, r);
    if (!sound) {  // V-2 already reports it; a matching over a double-booked round means nothing
      st.games = static_cast<int>(pairs.size());
      st.float_stat_skipped = true;
      continue;
    }
    float_statistic_in(pairs, v, l.options, st, ws);
    if (r >= 2 && rd.byes.size() == 1)
      check_bye_in(players, rd.byes.front().entrant, v, l.options, sink, r, "S-4");
  }
}

}  // namespace xq::verify_detail
