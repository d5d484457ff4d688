#include "pairing/standings.hpp"

#include <algorithm>
#include <cassert>

namespace xq {

const StandingRow& Standings::row_of(EntrantId id) const {
  const auto it = std::find_if(rows.begin(), rows.end(), [id](const StandingRow& r) { return r.id == id; });
  assert(it != rows.end());
  return *it;
}

std::vector<EntrantId> Standings::order() const {
  std::vector<EntrantId> ids;
  ids.reserve(rows.size());
  for (const StandingRow& r : rows) ids.push_back(r.id);
  return ids;
}

namespace {

bool same_standing(const StandingRow& a, const StandingRow& b) {
  if (a.score != b.score || a.values.size() != b.values.size()) return false;
  for (size_t k = 0; k < a.values.size(); ++k)
    if (a.values[k].key != b.values[k].key) return false;
  return true;
}

// Who won a decided game between the two; armageddon: a draw is a black win (KO-3).
std::optional<EntrantId> game_winner(const Game& g) {
  switch (g.result) {
    case Result::red_win:
    case Result::black_forfeit:
      return g.red;
    case Result::black_win:
    case Result::red_forfeit:
      return g.black;
    case Result::draw:
      if (g.time_control == TimeControl::armageddon) return g.black;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

// Ranks `ids` by score then the criteria, refining the tied groups one criterion at a time.
std::vector<StandingRow> rank_entrants(TiebreakContext& ctx, std::vector<EntrantId> ids) {
  std::vector<StandingRow> rows;
  rows.reserve(ids.size());
  for (EntrantId id : ids) rows.push_back({0, id, ctx.score(id), {}, false});
  std::sort(rows.begin(), rows.end(), [](const StandingRow& a, const StandingRow& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  });
  // Groups [begin, end) of rows equal so far.
  std::vector<std::pair<size_t, size_t>> groups;
  for (size_t b = 0; b < rows.size();) {
    size_t e = b + 1;
    while (e < rows.size() && rows[e].score == rows[b].score) ++e;
    groups.emplace_back(b, e);
    b = e;
  }
  const auto& criteria = ctx.criteria();
  for (size_t k = 0; k < criteria.size(); ++k) {
    std::vector<std::pair<size_t, size_t>> next;
    for (const auto& [b, e] : groups) {
      std::vector<EntrantId> group;
      for (size_t i = b; i < e; ++i) group.push_back(rows[i].id);
      auto values = evaluate_tiebreak(criteria[k], ctx, group);
      for (size_t i = b; i < e; ++i) rows[i].values.push_back(std::move(values[i - b]));
      // Higher key first; equal keys keep the id order.
      std::stable_sort(
          rows.begin() + static_cast<std::ptrdiff_t>(b), rows.begin() + static_cast<std::ptrdiff_t>(e),
          [k](const StandingRow& x, const StandingRow& y) { return x.values[k].key > y.values[k].key; });
      for (size_t s = b; s < e;) {
        size_t t = s + 1;
        while (t < e && rows[t].values[k].key == rows[s].values[k].key) ++t;
        next.emplace_back(s, t);
        s = t;
      }
    }
    groups = std::move(next);
  }
  return rows;
}

}  // namespace

void assign_ranks(std::vector<StandingRow>& rows, int first_rank) {
  for (size_t i = 0; i < rows.size(); ++i) {
    const bool tied = i > 0 && same_standing(rows[i - 1], rows[i]);
    rows[i].rank = tied ? rows[i - 1].rank : first_rank + static_cast<int>(i);
    rows[i].shared_rank = tied || (i + 1 < rows.size() && same_standing(rows[i], rows[i + 1]));
  }
}

std::optional<FinalOutcome> find_final(const Record& record) {  // PI-10
  const int n = record.rules.final_after_round;
  if (n <= 0 || static_cast<int>(record.rounds.size()) < n + 1) return std::nullopt;
  const Round& round = record.rounds[static_cast<size_t>(n)];
  const auto final_game = std::find_if(round.games.begin(), round.games.end(),
                                       [](const Game& g) { return g.kind == GameKind::final_game; });
  if (final_game == round.games.end()) return std::nullopt;
  FinalOutcome out{n + 1, final_game->red, final_game->black, false};
  auto decide = [&](EntrantId winner) {
    out.winner = winner;
    out.loser = winner == final_game->red ? final_game->black : final_game->red;
    out.decided = true;
  };
  if (const auto w = game_winner(*final_game)) {
    decide(*w);
    return out;
  }
  // KO-3: the play-offs between the two, in the order written.
  for (const Game& g : round.games) {
    if (g.kind != GameKind::playoff) continue;
    const bool same_pair =
        (g.red == out.winner && g.black == out.loser) || (g.red == out.loser && g.black == out.winner);
    if (!same_pair) continue;
    if (const auto w = game_winner(g)) {
      decide(*w);
      break;
    }
  }
  return out;
}

Standings compute_standings(const Record& record) {
  return compute_standings(record, expand_tiebreaks(record.rules.tiebreaks));
}

Standings compute_standings(const Record& record, const std::vector<std::string>& names) {
  const std::vector<std::string> criteria = expand_tiebreaks(names);  // names may be lists
  TiebreakContext ctx(record, criteria);
  Standings s{criteria, {}};
  std::vector<EntrantId> others;
  const auto final = find_final(record);
  if (final) {
    // PI-10: the finalists take places 1 and 2 by the final; an undecided final ranks the
    // two by the standings.
    std::vector<StandingRow> top = rank_entrants(ctx, {final->winner, final->loser});
    if (final->decided) {
      if (top[0].id != final->winner) std::swap(top[0], top[1]);
      top[0].rank = 1, top[1].rank = 2;
    } else {
      assign_ranks(top, 1);
    }
    s.rows = std::move(top);
  }
  for (const Entrant& e : record.entrants)
    if (!final || (e.id != final->winner && e.id != final->loser)) others.push_back(e.id);
  std::vector<StandingRow> rest = rank_entrants(ctx, std::move(others));
  assign_ranks(rest, static_cast<int>(s.rows.size()) + 1);
  s.rows.insert(s.rows.end(), rest.begin(), rest.end());
  return s;
}

}  // namespace xq
