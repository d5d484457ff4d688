#include "pairing/tiebreaks.hpp"

#include <algorithm>
#include <cassert>
#include <limits>

#include "pairing/errors.hpp"
#include "pairing/standings.hpp"

namespace xq {

// ---------------------------------------------------------------------------------------------
// Registry

const std::vector<CriterionInfo>& tiebreak_registry() {
  using S = TiebreakScope;
  static const std::vector<CriterionInfo> table = {
      {"opponent_score", "T-1", "sum of the final scores of all opponents met (S-3 bye, PI-11)",
       S::individual, false},
      {"direct_encounter", "T-2", "points scored in games among the tied players (all must have met)",
       S::individual, true},
      {"wins", "T-3", "number of wins (forfeit wins and byes per settings)", S::individual, false},
      {"black_wins", "T-4", "wins with black", S::individual, false},
      {"black_games", "T-5", "games played with black", S::individual, false},
      {"black_in_direct_game", "T-6", "of two tied players, the one who had black in their game",
       S::individual, true},
      {"fouls", "T-7", "fewer technical fouls over the event", S::individual, false},
      {"previous_round", "T-8", "the previous round: ranking after it, or round totals (setting)",
       S::individual, false},
      {"strong_opponent_score", "T-9", "strong-opponent score (three readings, setting)", S::individual,
       false},
      {"sonneborn_berger", "T-10", "scores of opponents beaten plus half the scores of opponents drawn",
       S::individual, false},
      {"progressive", "T-11", "progressive score: sum of the totals after each round (S-8)", S::individual,
       false},
      {"progressive_cut", "T-15", "progressive without round 1, then without rounds 1-2, ...", S::individual,
       false},
      {"team_progressive", "PT-14", "team progressive: sum of the match-point totals after each round (S-8)",
       S::team, false},
      {"team_game_points", "PT-14", "total team game points (S-5, S-7)", S::team, false},
      {"team_black_points", "PT-14", "points the team's players scored with black (S-7)", S::team, false},
      {"team_black_games", "PT-14", "fewer games the team's players played with black (S-7)", S::team, false},
      {"team_number", "PT-14", "smaller team number", S::team, false},
  };
  return table;
}

const std::vector<TiebreakList>& tiebreak_lists() {
  using S = TiebreakScope;
  static const std::vector<TiebreakList> lists = {
      {"cn-14.3.1",
       "national rules 14.3.1 (Swiss, individual; 001)",
       {"opponent_score", "wins", "fouls", "black_games", "previous_round"},
       S::individual,
       "T-8 reading by previous_round"},
      {"cn-14.3.2",
       "national rules 14.3.2 (Swiss, alternative)",
       {"progressive", "wins", "fouls", "black_games", "progressive_cut"},
       S::individual,
       ""},
      {"cn-14.1",
       "national rules 14.1 (round robin)",
       {"sonneborn_berger", "wins", "direct_encounter", "fouls", "black_games", "black_in_direct_game"},
       S::individual,
       ""},
      {"wxc-swiss",
       "003/004 men's Swiss (WXC)",
       {"opponent_score", "direct_encounter", "wins", "black_wins", "black_games", "strong_opponent_score",
        "fouls", "previous_round"},
       S::individual,
       "T-9 and T-8 readings by their settings"},
      {"wxc-rr",
       "003 women's groups and youth, 004 round robin (WXC)",
       {"sonneborn_berger", "direct_encounter", "wins", "black_wins", "black_games", "black_in_direct_game",
        "fouls"},
       S::individual,
       "T-12 play-off is not computable: players still equal share the place"},
      {"matchbp",
       "the program of data/matchbp (code ACDEF)",
       {"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"},
       S::individual,
       "with previous_round = recent_rounds, bye_colour_mark = count"},
      {"team-pt14",
       "000 team Swiss (PT-14)",
       {"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_number"},
       S::team,
       "the score is total match points"},
  };
  return lists;
}

const CriterionInfo* find_criterion(std::string_view name, TiebreakScope scope) {
  for (const CriterionInfo& c : tiebreak_registry())
    if (c.name == name && c.scope == scope) return &c;
  return nullptr;
}

std::vector<std::string> expand_tiebreaks(const std::vector<std::string>& names, TiebreakScope scope) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    if (find_criterion(name, scope)) {
      out.push_back(name);
      continue;
    }
    const auto& lists = tiebreak_lists();
    const auto list = std::find_if(lists.begin(), lists.end(),
                                   [&](const TiebreakList& l) { return l.name == name && l.scope == scope; });
    if (list != lists.end()) {
      out.insert(out.end(), list->criteria.begin(), list->criteria.end());
      continue;
    }
    std::string known;
    for (const CriterionInfo& c : tiebreak_registry())
      if (c.scope == scope) known += (known.empty() ? "" : ", ") + std::string(c.name);
    known += "; lists: ";
    bool first = true;
    for (const TiebreakList& l : lists)
      if (l.scope == scope) known += (first ? "" : ", ") + std::string(l.name), first = false;
    throw InputError("", 0, scope == TiebreakScope::team ? "team_tiebreaks" : "tiebreaks",
                     "unknown criterion '" + name + "'; known criteria: " + known);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Context

TiebreakContext::TiebreakContext(const Record& record, std::vector<std::string> criteria)
    : record_(record),
      criteria_(std::move(criteria)),
      histories_(build_histories(record)),
      stats_(entrant_stats(histories_, record.rules)) {
  as_opponent_.reserve(histories_.size());
  for (const EntrantHistory& h : histories_) as_opponent_.push_back(h.score());
  // PI-11: a finalist counts in the opponents' score with (score after round N + points of the
  // standard final game); play-off games are not in the history, so they never count.
  if (const auto final = find_final(record)) {
    const int n = record.rules.final_after_round;
    for (EntrantId f : {final->winner, final->loser}) {
      const EntrantHistory& h = history(f);
      const Encounter& e = h.rounds.at(static_cast<size_t>(n));
      as_opponent_[index(f)] = h.score_after_round(n) + (e.kind == GameKind::final_game ? e.points : 0);
    }
  }
  // S-3: the bye's value in T-1, from the final scores of the event.
  std::optional<Points> lowest, lowest_nonzero;
  for (const EntrantHistory& h : histories_) {
    const Points s = h.score();
    if (!lowest || s < *lowest) lowest = s;
    if (s > 0 && (!lowest_nonzero || s < *lowest_nonzero)) lowest_nonzero = s;
  }
  switch (record.rules.bye_opponent_score) {
    case ByeOpponentScore::lowest:
      bye_value_ = lowest.value_or(0);
      break;
    case ByeOpponentScore::lowest_nonzero:
      bye_value_ = lowest_nonzero.value_or(0);
      break;
    case ByeOpponentScore::zero:
      bye_value_ = 0;
      break;
  }
}

Points TiebreakContext::opponent_score(EntrantId id) {  // T-1
  if (!opponent_scores_) {
    std::vector<Points> all(histories_.size(), 0);
    for (const EntrantHistory& h : histories_) {
      Points sum = 0;
      for (const Encounter& e : h.rounds) {
        if (e.opponent != 0)
          sum += as_opponent_[index(e.opponent)];  // forfeits included
        else if (e.outcome == Outcome::bye)
          sum += bye_value_;  // S-3
      }
      all[index(h.id)] = sum;
    }
    opponent_scores_ = std::move(all);
  }
  return opponent_scores_->at(index(id));
}

int TiebreakContext::previous_rank(EntrantId id) {  // T-8 "ranking", recursively
  if (!previous_ranks_) {
    std::vector<int> ranks(histories_.size(), 1);  // before round 1 everybody is equal
    if (!record_.rounds.empty()) {
      const Record before = truncated(record_, static_cast<int>(record_.rounds.size()) - 1);
      for (const StandingRow& row : compute_standings(before, criteria_).rows)
        ranks[index(row.id)] = row.rank;
    }
    previous_ranks_ = std::move(ranks);
  }
  return previous_ranks_->at(index(id));
}

int TiebreakContext::reference_place(EntrantId id) {  // T-9 "best_opponent_rank"
  if (!reference_places_) {
    // Decision: the places come from the criteria listed before T-9 (a ranking that uses T-9
    // cannot feed itself); ties there share the place.
    std::vector<std::string> before;
    for (const std::string& c : criteria_) {
      if (c == "strong_opponent_score") break;
      before.push_back(c);
    }
    std::vector<int> places(histories_.size(), 1);
    for (const StandingRow& row : compute_standings(record_, before).rows) places[index(row.id)] = row.rank;
    reference_places_ = std::move(places);
  }
  return reference_places_->at(index(id));
}

// ---------------------------------------------------------------------------------------------
// Criteria

namespace {

// "34/30/24": the parts of a vector-valued criterion, for display.
void append_part(std::string& text, const std::string& part) {
  if (!text.empty()) text += '/';
  text += part;
}


using Group = std::span<const EntrantId>;
using Values = std::vector<TiebreakValue>;

TiebreakValue count_value(std::int64_t n) { return {{n}, std::to_string(n)}; }
TiebreakValue points_value(Points p) { return {{p}, format_points(p)}; }
TiebreakValue not_applicable() { return {{0}, ""}; }

template <class F>
Values each(Group group, F&& f) {
  Values v;
  v.reserve(group.size());
  for (EntrantId id : group) v.push_back(f(id));
  return v;
}

bool finished(const Encounter& e) { return e.outcome != Outcome::pending && e.outcome != Outcome::absent; }

// T-1
Values opponent_score(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) { return points_value(c.opponent_score(id)); });
}

// T-2. Decision: with three or more tied, it applies only when every two of them met; then
// the points scored in the games among them decide. Two who never met: does not apply.
Values direct_encounter(TiebreakContext& c, Group g) {
  if (g.size() < 2) return each(g, [](EntrantId) { return not_applicable(); });
  for (size_t i = 0; i < g.size(); ++i)
    for (size_t j = i + 1; j < g.size(); ++j)
      if (!c.history(g[i]).met(g[j])) return each(g, [](EntrantId) { return not_applicable(); });
  return each(g, [&](EntrantId id) {
    Points p = 0;
    for (const Encounter& e : c.history(id).rounds)
      if (finished(e) && std::find(g.begin(), g.end(), e.opponent) != g.end()) p += e.points;
    return points_value(p);
  });
}

// T-3, T-4, T-5: counts (settings S-2, S-3 applied in entrant_stats).
Values wins(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) { return count_value(c.stats(id).wins); });
}
Values black_wins(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) { return count_value(c.stats(id).black_wins); });
}
Values black_games(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) { return count_value(c.stats(id).black_games); });
}

// T-6: only between two tied players; the one who had black in their game (over the board)
// first. Several games between them: more games with black first.
Values black_in_direct_game(TiebreakContext& c, Group g) {
  if (g.size() != 2) return each(g, [](EntrantId) { return not_applicable(); });
  return each(g, [&](EntrantId id) {
    const EntrantId other = id == g[0] ? g[1] : g[0];
    std::int64_t n = 0;
    bool met = false;
    for (const Encounter& e : c.history(id).rounds) {
      if (e.opponent != other || !finished(e) || !e.has_colour()) continue;
      met = true;
      n += played_with(e, Colour::black) ? 1 : 0;
    }
    return met ? count_value(n) : not_applicable();
  });
}

// T-7: fewer first.
Values fouls(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) {
    const int f = c.stats(id).fouls;
    return TiebreakValue{{-f}, std::to_string(f)};
  });
}

// T-8, setting previous_round.
Values previous_round(TiebreakContext& c, Group g) {
  if (c.rules().previous_round == PreviousRound::ranking) {
    // The order after the previous round (computed with the same list, recursively): a
    // better (smaller) rank first.
    return each(g, [&](EntrantId id) {
      const int r = c.previous_rank(id);
      return TiebreakValue{{-r}, std::to_string(r)};
    });
  }
  const int n = static_cast<int>(c.record().rounds.size());
  if (c.rules().previous_round == PreviousRound::recent_rounds) {
    // recent_rounds: the points of round n, n-1, ..., 1 in turn, higher first (the reading
    // that reproduces every stored rank of ../data/matchbp; docs/tiebreaks.md).
    return each(g, [&](EntrantId id) {
      TiebreakValue v;
      for (int r = n; r >= 1; --r) {
        const Points p = c.history(id).rounds[static_cast<size_t>(r - 1)].points;
        v.key.push_back(p);
        append_part(v.text, format_points(p));
      }
      return v;
    });
  }
  // round_totals: the totals after rounds n-1, n-2, ..., 1 in turn, higher first.
  return each(g, [&](EntrantId id) {
    TiebreakValue v;
    for (int r = n - 1; r >= 1; --r) {
      const Points t = c.history(id).score_after_round(r);
      v.key.push_back(t);
      append_part(v.text, format_points(t));
    }
    return v;
  });
}

// T-9, setting strong_opponent_score.
Values strong_opponent_score(TiebreakContext& c, Group g) {
  switch (c.rules().strong_opponent_score) {
    case StrongOpponent::opponents_opponent_score:
      // Sum of each opponent's T-1 (a bye adds nothing).
      return each(g, [&](EntrantId id) {
        Points sum = 0;
        for (const Encounter& e : c.history(id).rounds)
          if (e.opponent != 0) sum += c.opponent_score(e.opponent);
        return points_value(sum);
      });
    case StrongOpponent::points_vs_strongest:
      // Points scored against the opponent(s) with the highest score (as in T-1).
      return each(g, [&](EntrantId id) {
        const auto& rounds = c.history(id).rounds;
        Points top = std::numeric_limits<Points>::min();
        for (const Encounter& e : rounds)
          if (e.opponent != 0) top = std::max(top, c.score_as_opponent(e.opponent));
        Points p = 0;
        for (const Encounter& e : rounds)
          if (e.opponent != 0 && c.score_as_opponent(e.opponent) == top) p += e.points;
        return points_value(p);
      });
    case StrongOpponent::best_opponent_rank:
      // The best place among one's opponents; no opponent: after everybody.
      return each(g, [&](EntrantId id) {
        int best = 0;
        for (const Encounter& e : c.history(id).rounds)
          if (e.opponent != 0) {
            const int place = c.reference_place(e.opponent);
            best = best == 0 ? place : std::min(best, place);
          }
        if (best == 0) return TiebreakValue{{-(c.record().entrant_count() + 1)}, ""};
        return TiebreakValue{{-best}, std::to_string(best)};
      });
  }
  return {};
}

// Quarter-units (SB halves half-units) for display: 4 → "1", 5 → "1.25".
std::string format_quarters(std::int64_t q) {
  std::string s = q < 0 ? "-" : "";
  const std::int64_t a = q < 0 ? -q : q;
  const std::int64_t unit = 2 * kPointsPerUnit;
  s += std::to_string(a / unit);
  static constexpr const char* kFrac[] = {"", ".25", ".5", ".75"};
  return s + kFrac[(a % unit) * 4 / unit];
}

// T-10: scores of the opponents beaten plus half the scores of the opponents drawn (forfeit
// wins are wins). Key in quarter units so that the half stays exact.
Values sonneborn_berger(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) {
    std::int64_t q = 0;
    for (const Encounter& e : c.history(id).rounds) {
      if (e.opponent == 0) continue;
      if (e.outcome == Outcome::win)
        q += 2 * std::int64_t{c.score(e.opponent)};
      else if (e.outcome == Outcome::draw)
        q += c.score(e.opponent);
    }
    return TiebreakValue{{q}, format_quarters(q)};
  });
}

// T-11 / S-8.
Values progressive(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) { return points_value(c.stats(id).progressive); });
}

// T-15: the progressive without round 1, then without rounds 1-2, ... (sums of the totals
// after rounds k+1..n for k = 1..n-1). After equal T-11 this orders exactly as recomputing
// the progressive with the first k rounds' points dropped.
Values progressive_cut(TiebreakContext& c, Group g) {
  return each(g, [&](EntrantId id) {
    const auto& totals = c.history(id).score_after;
    TiebreakValue v;
    std::int64_t rest = c.stats(id).progressive;
    for (size_t k = 0; k + 1 < totals.size(); ++k) {
      rest -= totals[k];
      v.key.push_back(rest);
      append_part(v.text, format_points(static_cast<Points>(rest)));
    }
    return v;
  });
}

using Evaluate = Values (*)(TiebreakContext&, Group);

Evaluate evaluator(std::string_view name) {
  struct Entry {
    std::string_view name;
    Evaluate f;
  };
  static constexpr Entry kTable[] = {
      {"opponent_score", opponent_score},
      {"direct_encounter", direct_encounter},
      {"wins", wins},
      {"black_wins", black_wins},
      {"black_games", black_games},
      {"black_in_direct_game", black_in_direct_game},
      {"fouls", fouls},
      {"previous_round", previous_round},
      {"strong_opponent_score", strong_opponent_score},
      {"sonneborn_berger", sonneborn_berger},
      {"progressive", progressive},
      {"progressive_cut", progressive_cut},
  };
  for (const Entry& e : kTable)
    if (e.name == name) return e.f;
  return nullptr;
}

}  // namespace

std::vector<TiebreakValue> evaluate_tiebreak(std::string_view name, TiebreakContext& context, Group group) {
  const Evaluate f = evaluator(name);
  if (!f) expand_tiebreaks({std::string(name)});  // throws the InputError naming the known ones
  if (!f) {
    std::string reason = "'";
    reason.append(name).append("' is a list, not a criterion");
    throw InputError("", 0, "tiebreaks", reason);
  }
  Values v = f(context, group);
  assert(v.size() == group.size());
  return v;
}

}  // namespace xq
