// The verifier's own standings: score first, then the criteria one at a time on the groups still
// tied (rules.md T: "each criterion is computed over the tied players only where it says so
// (direct encounter), else over the whole event"); PI-10's finalists first; PT-14 for teams.
#include "verify/ranking.hpp"

#include <algorithm>
#include <functional>
#include <utility>

#include "verify/tiebreak_keys.hpp"

namespace xq::verify_detail {

namespace {

struct Named {
  const char* name;
  Criterion c;
  const char* rule;
  bool team;
};
constexpr Named kCriteria[] = {
    {"opponent_score", Criterion::opponent_score, "T-1", false},
    {"direct_encounter", Criterion::direct_encounter, "T-2", false},
    {"wins", Criterion::wins, "T-3", false},
    {"black_wins", Criterion::black_wins, "T-4", false},
    {"black_games", Criterion::black_games, "T-5", false},
    {"black_in_direct_game", Criterion::black_in_direct_game, "T-6", false},
    {"fouls", Criterion::fouls, "T-7", false},
    {"previous_round", Criterion::previous_round, "T-8", false},
    {"strong_opponent_score", Criterion::strong_opponent_score, "T-9", false},
    {"sonneborn_berger", Criterion::sonneborn_berger, "T-10", false},
    {"progressive", Criterion::progressive, "T-11", false},
    {"progressive_cut", Criterion::progressive_cut, "T-15", false},
    {"playoff", Criterion::playoff, "T-12", false},
    {"team_progressive", Criterion::team_progressive, "PT-14 (2)", true},
    {"team_game_points", Criterion::team_game_points, "PT-14 (3)", true},
    {"team_black_points", Criterion::team_black_points, "PT-14 (4)", true},
    {"team_black_games", Criterion::team_black_games, "PT-14 (5)", true},
    {"team_number", Criterion::team_number, "PT-14 (6)", true},
    {"team_playoff", Criterion::team_playoff, "T-12.6", true},
};

// rules.md "Tiebreak lists", by the names the rule sets use.
struct NamedList {
  const char* name;
  std::vector<const char*> criteria;
};
const std::vector<NamedList>& named_lists() {
  static const std::vector<NamedList> lists = {
      {"cn-14.3.1",
       {"opponent_score", "wins", "fouls", "black_games", "previous_round"}},  // T-1, T-3, T-7, T-5, T-8
      {"cn-14.3.2",
       {"progressive", "wins", "fouls", "black_games", "progressive_cut"}},  // T-11, T-3, T-7, T-5, T-15
      {"cn-14.1",                                                            // T-10, T-3, T-2, T-7, T-5, T-6
       {"sonneborn_berger", "wins", "direct_encounter", "fouls", "black_games", "black_in_direct_game"}},
      {"wxc-swiss",  // T-1, T-2, T-3, T-4, T-5, T-9, T-7, T-8
       {"opponent_score", "direct_encounter", "wins", "black_wins", "black_games", "strong_opponent_score",
        "fouls", "previous_round"}},
      {"wxc-rr",  // T-10, T-2, T-3, T-4, T-5, T-6, T-7, T-12
       {"sonneborn_berger", "direct_encounter", "wins", "black_wins", "black_games", "black_in_direct_game",
        "fouls", "playoff"}},
      {"matchbp", {"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"}},
      {"team-pt14",  // PT-14 (2)..(6)
       {"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_number"}},
      {"team-001",  // PT-14 (2)..(5), then T-12.6's play-off in place of the team number
       {"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_playoff"}},
  };
  return lists;
}

const Named* find_criterion(const std::string& name) {
  for (const Named& c : kCriteria)
    if (name == c.name) return &c;
  return nullptr;
}

const Named& named(Criterion c) {
  for (const Named& x : kCriteria)
    if (x.c == c) return x;
  return kCriteria[0];
}

// Rows `ids` of one block of places, ordered by score and then the criteria applied one at a
// time to the runs still tied; `key(c, e, group)` gives the value of criteria[c].
template <typename Score, typename KeyOf>
void rank_block(std::vector<EntrantId> ids, size_t criteria, Score score, KeyOf key, Ranking& out) {
  std::sort(ids.begin(), ids.end());  // rows equal on everything are listed by number
  std::stable_sort(ids.begin(), ids.end(), [&](EntrantId a, EntrantId b) { return score(a) > score(b); });
  const size_t first = out.order.size();
  if (first > 0 && !ids.empty()) out.split.push_back(Ranking::kByScore);  // blocks never share a place
  for (size_t i = 0; i + 1 < ids.size(); ++i)
    out.split.push_back(score(ids[i]) != score(ids[i + 1]) ? Ranking::kByScore : static_cast<int>(criteria));
  out.order.insert(out.order.end(), ids.begin(), ids.end());
  std::vector<Key> keys;
  std::vector<size_t> index;
  for (size_t c = 0; c < criteria; ++c) {
    if (std::find(out.split.begin() + static_cast<std::ptrdiff_t>(first == 0 ? 0 : first - 1),
                  out.split.end(), static_cast<int>(criteria)) == out.split.end())
      break;                                         // nobody tied any more
    for (size_t b = first; b < out.order.size();) {  // each run [b, e) still tied: listed by number
      size_t e = b + 1;
      while (e < out.order.size() && out.split[e - 1] == static_cast<int>(criteria)) ++e;
      if (e - b > 1) {
        const std::vector<EntrantId> group(out.order.begin() + static_cast<std::ptrdiff_t>(b),
                                           out.order.begin() + static_cast<std::ptrdiff_t>(e));
        keys.clear();
        index.clear();
        for (size_t i = 0; i < group.size(); ++i) keys.push_back(key(c, group[i], group)), index.push_back(i);
        // Higher key first; equal keys keep the run's order (by number).
        std::sort(index.begin(), index.end(), [&](size_t x, size_t y) {
          return keys[x] > keys[y] || (keys[x] == keys[y] && group[x] < group[y]);
        });
        for (size_t i = 0; i < index.size(); ++i) {
          out.order[b + i] = group[index[i]];
          if (i + 1 < index.size() && keys[index[i]] != keys[index[i + 1]])
            out.split[b + i] = static_cast<int>(c);
        }
      }
      b = e;
    }
  }
}

void assign_places(Ranking& r, size_t count, size_t criteria) {
  r.place.assign(count, 0);
  for (size_t i = 0; i < r.order.size(); ++i) {
    const bool shared = i > 0 && r.split[i - 1] == static_cast<int>(criteria);
    r.place[static_cast<size_t>(r.order[i] - 1)] = shared ? r.place[static_cast<size_t>(r.order[i - 1] - 1)]
                                                          : static_cast<int>(i) + 1;  // T-12.7: 1, 1, 3
  }
}

// The standings of the record cut after `rounds` rounds, T-8 reading `previous` (the places after
// rounds − 1, computed when first asked for).
Ranking rank_cut(const Ledger& l, int rounds, const std::vector<Criterion>& list,
                 const EntrantKeys::PreviousPlaces& previous) {
  const EntrantKeys keys(l, rounds, previous, list);
  auto score = [&](EntrantId e) { return keys.score(e); };
  auto key = [&](size_t c, EntrantId e, const std::vector<EntrantId>& group) {
    return keys.key(list[c], e, group);
  };
  Ranking out;
  std::vector<EntrantId> field;
  const std::optional<FinalRead> f = read_final(l, rounds);
  for (EntrantId e = 1; e <= l.n; ++e)
    if (!f || !f->has(e)) field.push_back(e);
  if (f && f->winner != 0) {  // PI-10: the finalists take places 1 and 2 by the final
    out.order = {f->winner, f->winner == f->red ? f->black : f->red};
    out.split = {Ranking::kByScore};
  } else if (f) {  // undecided: the two ranked between themselves, still places 1–2
    rank_block({f->red, f->black}, list.size(), score, key, out);
  }
  rank_block(field, list.size(), score, key, out);
  assign_places(out, static_cast<size_t>(l.n), list.size());
  return out;
}

}  // namespace

CriterionList read_criteria(const std::vector<std::string>& names, bool teams) {
  CriterionList out;
  for (const std::string& name : names) {
    std::vector<std::string> expanded{name};
    for (const NamedList& list : named_lists())
      if (name == list.name) expanded.assign(list.criteria.begin(), list.criteria.end());
    for (const std::string& c : expanded) {
      const Named* known = find_criterion(c);
      if (!known || known->team != teams) {
        out.unknown = c;
        return out;
      }
      out.criteria.push_back(known->c);
    }
  }
  return out;
}

std::string rule_of(Criterion c) { return named(c).rule; }
std::string name_of(Criterion c) { return named(c).name; }

int Ranking::told_apart_by(size_t i, size_t j) const {
  int k = split.empty() ? 0 : split[i];
  for (size_t p = i; p < j; ++p) k = std::min(k, split[p]);
  return k;
}

size_t Ranking::position_of(EntrantId id) const {
  return static_cast<size_t>(std::find(order.begin(), order.end(), id) - order.begin());
}

EntrantId decided_for(const Game& g) {
  if (g.result == Result::red_win || g.result == Result::black_forfeit) return g.red;
  if (g.result == Result::black_win || g.result == Result::red_forfeit) return g.black;
  return g.result == Result::draw && g.time_control == TimeControl::armageddon ? g.black : 0;
}

std::optional<FinalRead> read_final(const Ledger& l, int rounds) {  // PI-10, KO-3
  const int n = l.record.rules.final_after_round;
  if (n <= 0 || rounds < n + 1 || l.rounds < n + 1) return std::nullopt;
  const Round& rd = l.record.rounds[static_cast<size_t>(n)];
  const auto fg = std::find_if(rd.games.begin(), rd.games.end(),
                               [](const Game& g) { return g.kind == GameKind::final_game; });
  if (fg == rd.games.end()) return std::nullopt;
  FinalRead f{fg->red, fg->black, decided_for(*fg)};
  for (const Game& g : rd.games) {  // KO-3: a drawn final goes to the play-offs, in order
    if (f.winner != 0) break;
    if (g.kind == GameKind::playoff && f.has(g.red) && f.has(g.black) && g.red != g.black)
      f.winner = decided_for(g);
  }
  return f;
}

Ranking rank_entrants(const Ledger& l, int rounds, const std::vector<Criterion>& list) {
  return rank_entrants(l, std::vector<int>{rounds}, list).front();
}

std::vector<Ranking> rank_entrants(const Ledger& l, const std::vector<int>& rounds,
                                   const std::vector<Criterion>& list) {
  // T-8 `ranking`: the places after the previous round by the same list, down to round 0 (all
  // equal) — each computed once, and only when a T-8 key is asked for.
  std::vector<std::optional<Ranking>> memo(static_cast<size_t>(l.rounds) + 1);
  const std::vector<int> equal(static_cast<size_t>(l.n), 1);
  std::function<const Ranking&(int)> after = [&](int r) -> const Ranking& {
    std::optional<Ranking>& m = memo[static_cast<size_t>(r)];
    if (!m) {
      const EntrantKeys::PreviousPlaces previous = [&, r]() -> const std::vector<int>& {
        return r <= 1 ? equal : after(r - 1).place;
      };
      m = rank_cut(l, r, list, previous);
    }
    return *m;
  };
  std::vector<Ranking> out;
  for (int r : rounds) out.push_back(after(std::clamp(r, 0, l.rounds)));
  return out;
}

Ranking rank_among(const Ledger& l, const std::vector<Criterion>& list, const std::vector<EntrantId>& ids) {
  std::optional<std::vector<int>> previous_places;
  const EntrantKeys::PreviousPlaces previous = [&]() -> const std::vector<int>& {
    if (!previous_places) previous_places = rank_entrants(l, l.rounds - 1, list).place;
    return *previous_places;
  };
  const EntrantKeys keys(l, l.rounds, previous, list);
  Ranking out;
  rank_block(
      ids, list.size(), [&](EntrantId e) { return keys.score(e); },
      [&](size_t c, EntrantId e, const std::vector<EntrantId>& group) { return keys.key(list[c], e, group); },
      out);
  assign_places(out, static_cast<size_t>(l.n), list.size());
  return out;
}

Ranking rank_teams(const Ledger& l, const std::vector<Criterion>& list) {  // PT-14
  const TeamKeys keys(l);
  Ranking out;
  std::vector<EntrantId> teams;
  for (EntrantId t = 1; t <= l.t; ++t) teams.push_back(t);
  rank_block(
      teams, list.size(), [&](EntrantId t) { return keys.score(t); },
      [&](size_t c, EntrantId t, const std::vector<EntrantId>& group) { return keys.key(list[c], t, group); },
      out);
  assign_places(out, static_cast<size_t>(l.t), list.size());
  return out;
}

}  // namespace xq::verify_detail
