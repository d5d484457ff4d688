// The individual criteria of rules.md T (T-1..T-11, T-15), each written once and read two ways:
// as values (key and display text, for the standings shown) or as keys alone (for rankings of
// which only the order and the ties are wanted: T-8's earlier rounds, T-9's places).
#include <algorithm>
#include <cassert>
#include <limits>

#include "pairing/model/errors.hpp"
#include "pairing/standings/playoff_order.hpp"
#include "pairing/standings/tiebreaks.hpp"

namespace xq {

namespace {

using Group = std::span<const EntrantId>;

// "34/30/24": the parts of a vector-valued criterion, for display.
void append_part(std::string& text, const std::string& part) {
  if (!text.empty()) text += '/';
  text += part;
}

// The two readings. Each criterion calls, for each entrant of the group in order, either
// scalar(key, text) or begin() and then part(key, text) per part; `text` is a callable making
// the display text, called only when texts are wanted.
struct ValuesOut {
  std::vector<TiebreakValue> values;
  template <class Text>
  void scalar(std::int64_t key, Text&& text) {
    values.push_back({{key}, text()});
  }
  void begin() { values.emplace_back(); }
  template <class Text>
  void part(std::int64_t key, Text&& text) {
    values.back().key.push_back(key);
    append_part(values.back().text, text());
  }
};

struct KeysOut {
  TiebreakKeys& out;
  template <class Text>
  void scalar(std::int64_t key, Text&&) {
    out.starts.push_back(static_cast<std::uint32_t>(out.keys.size()));
    out.keys.push_back(key);
  }
  void begin() { out.starts.push_back(static_cast<std::uint32_t>(out.keys.size())); }
  template <class Text>
  void part(std::int64_t key, Text&&) {
    out.keys.push_back(key);
  }
};

template <class Out>
void points(Out& out, Points p) {
  out.scalar(p, [p] { return format_points(p); });
}
template <class Out>
void count(Out& out, std::int64_t n) {
  out.scalar(n, [n] { return std::to_string(n); });
}
template <class Out>
void not_applicable(Out& out) {
  out.scalar(0, [] { return std::string(); });
}

bool finished(const Encounter& e) { return e.outcome != Outcome::pending && e.outcome != Outcome::absent; }

// T-1
template <class Out>
void opponent_score(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) points(out, c.opponent_score(id));
}

// T-2. Decision: with three or more tied, it applies only when every two of them met; then
// the points scored in the games among them decide. Two who never met: does not apply.
template <class Out>
void direct_encounter(TiebreakContext& c, Group g, Out& out) {
  bool all_met = g.size() >= 2;
  for (size_t i = 0; i < g.size() && all_met; ++i)
    for (size_t j = i + 1; j < g.size() && all_met; ++j) all_met = c.met(g[i], g[j]);
  for (EntrantId id : g) {
    if (!all_met) {
      not_applicable(out);
      continue;
    }
    Points p = 0;
    for (const Encounter& e : c.encounters(id))
      if (finished(e) && std::find(g.begin(), g.end(), e.opponent) != g.end()) p += e.points;
    points(out, p);
  }
}

// T-3, T-4, T-5: counts (settings S-2, S-3 applied in entrant_stats).
template <class Out>
void wins(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) count(out, c.stats(id).wins);
}
template <class Out>
void black_wins(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) count(out, c.stats(id).black_wins);
}
template <class Out>
void black_games(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) count(out, c.stats(id).black_games);
}

// T-6: only between two tied players; the one who had black in their game (over the board)
// first. Several games between them: more games with black first.
template <class Out>
void black_in_direct_game(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) {
    if (g.size() != 2) {
      not_applicable(out);
      continue;
    }
    const EntrantId other = id == g[0] ? g[1] : g[0];
    std::int64_t n = 0;
    bool met = false;
    for (const Encounter& e : c.encounters(id)) {
      if (e.opponent != other || !finished(e) || !e.has_colour()) continue;
      met = true;
      n += played_with(e, Colour::black) ? 1 : 0;
    }
    if (met)
      count(out, n);
    else
      not_applicable(out);
  }
}

// T-7: fewer first.
template <class Out>
void fouls(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) {
    const int f = c.stats(id).fouls;
    out.scalar(-f, [f] { return std::to_string(f); });
  }
}

// T-8, setting previous_round.
template <class Out>
void previous_round(TiebreakContext& c, Group g, Out& out) {
  const int n = c.rounds();
  for (EntrantId id : g) {
    switch (c.rules().previous_round) {
      case PreviousRound::ranking: {
        // The order after the previous round (ranked by the same list, whose T-8 reads the
        // round before, and so on): a better (smaller) rank first.
        const int r = c.previous_rank(id);
        out.scalar(-r, [r] { return std::to_string(r); });
        break;
      }
      case PreviousRound::recent_rounds:
        // The points of round n, n-1, ..., 1 in turn, higher first (the reading that
        // reproduces every stored rank of ../data/matchbp; docs/tiebreaks.md).
        out.begin();
        for (int r = n; r >= 1; --r) {
          const Points p = c.encounters(id)[static_cast<size_t>(r - 1)].points;
          out.part(p, [p] { return format_points(p); });
        }
        break;
      case PreviousRound::round_totals:
        // The totals after rounds n-1, n-2, ..., 1 in turn, higher first.
        out.begin();
        for (int r = n - 1; r >= 1; --r) {
          const Points t = c.score_after_round(id, r);
          out.part(t, [t] { return format_points(t); });
        }
        break;
    }
  }
}

// T-9, setting strong_opponent_score.
template <class Out>
void strong_opponent_score(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) {
    const auto rounds = c.encounters(id);
    // An opponent met in a game with a result: a pending game counts nowhere.
    const auto met = [](const Encounter& e) { return e.opponent != 0 && e.outcome != Outcome::pending; };
    switch (c.rules().strong_opponent_score) {
      case StrongOpponent::opponents_opponent_score: {
        // Sum of each opponent's T-1 (a bye adds nothing).
        Points sum = 0;
        for (const Encounter& e : rounds)
          if (met(e)) sum += c.opponent_score(e.opponent);
        points(out, sum);
        break;
      }
      case StrongOpponent::points_vs_strongest: {
        // Points scored against the opponent(s) with the highest score (as in T-1).
        Points top = std::numeric_limits<Points>::min();
        for (const Encounter& e : rounds)
          if (met(e)) top = std::max(top, c.score_as_opponent(e.opponent));
        Points p = 0;
        for (const Encounter& e : rounds)
          if (met(e) && c.score_as_opponent(e.opponent) == top) p += e.points;
        points(out, p);
        break;
      }
      case StrongOpponent::best_opponent_rank: {
        // The best place among one's opponents; no opponent: after everybody.
        int best = 0;
        for (const Encounter& e : rounds)
          if (met(e)) {
            const int place = c.reference_place(e.opponent);
            best = best == 0 ? place : std::min(best, place);
          }
        if (best == 0)
          out.scalar(-(c.record().entrant_count() + 1), [] { return std::string(); });
        else
          out.scalar(-best, [best] { return std::to_string(best); });
        break;
      }
    }
  }
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
template <class Out>
void sonneborn_berger(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) {
    std::int64_t q = 0;
    for (const Encounter& e : c.encounters(id)) {
      if (e.opponent == 0) continue;
      if (e.outcome == Outcome::win)
        q += 2 * std::int64_t{c.score(e.opponent)};
      else if (e.outcome == Outcome::draw)
        q += c.score(e.opponent);
    }
    out.scalar(q, [q] { return format_quarters(q); });
  }
}

// T-11 / S-8.
template <class Out>
void progressive(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) points(out, c.stats(id).progressive);
}

// T-15: the progressive without round 1, then without rounds 1-2, ... (sums of the totals
// after rounds k+1..n for k = 1..n-1). After equal T-11 this orders exactly as recomputing
// the progressive with the first k rounds' points dropped.
template <class Out>
void progressive_cut(TiebreakContext& c, Group g, Out& out) {
  for (EntrantId id : g) {
    out.begin();
    std::int64_t rest = c.stats(id).progressive;
    for (int k = 1; k < c.rounds(); ++k) {
      rest -= c.score_after_round(id, k);
      out.part(rest, [rest] { return format_points(static_cast<Points>(rest)); });
    }
  }
}

// T-12: the play-off games among the tied players, in record order (playoff_order.hpp); an
// earlier position first. Blank while they have played none (the place is shared).
template <class Out>
void playoff(TiebreakContext& c, Group g, Out& out) {
  const std::vector<const Game*> games = playoff_games(c.record(), c.rounds());
  const std::vector<int> pos = playoff_positions(games, g);
  const bool played = playoff_played(games, g);
  for (size_t i = 0; i < g.size(); ++i) {
    const int p = pos[i];
    out.scalar(-p, [p, played] { return played ? std::to_string(p + 1) : std::string(); });
  }
}

template <void (*F)(TiebreakContext&, Group, KeysOut&)>
void keys_of(TiebreakContext& c, Group g, TiebreakKeys& keys) {
  keys.keys.clear();
  keys.starts.clear();
  KeysOut out{keys};
  F(c, g, out);
  assert(keys.starts.size() == g.size());
  keys.starts.push_back(static_cast<std::uint32_t>(keys.keys.size()));
}

struct Entry {
  std::string_view name;
  void (*values)(TiebreakContext&, Group, ValuesOut&);
  TiebreakKeysFn keys;
};

constexpr Entry kCriteria[] = {
    {"opponent_score", opponent_score<ValuesOut>, keys_of<opponent_score<KeysOut>>},
    {"direct_encounter", direct_encounter<ValuesOut>, keys_of<direct_encounter<KeysOut>>},
    {"wins", wins<ValuesOut>, keys_of<wins<KeysOut>>},
    {"black_wins", black_wins<ValuesOut>, keys_of<black_wins<KeysOut>>},
    {"black_games", black_games<ValuesOut>, keys_of<black_games<KeysOut>>},
    {"black_in_direct_game", black_in_direct_game<ValuesOut>, keys_of<black_in_direct_game<KeysOut>>},
    {"fouls", fouls<ValuesOut>, keys_of<fouls<KeysOut>>},
    {"previous_round", previous_round<ValuesOut>, keys_of<previous_round<KeysOut>>},
    {"strong_opponent_score", strong_opponent_score<ValuesOut>, keys_of<strong_opponent_score<KeysOut>>},
    {"sonneborn_berger", sonneborn_berger<ValuesOut>, keys_of<sonneborn_berger<KeysOut>>},
    {"progressive", progressive<ValuesOut>, keys_of<progressive<KeysOut>>},
    {"progressive_cut", progressive_cut<ValuesOut>, keys_of<progressive_cut<KeysOut>>},
    {"playoff", playoff<ValuesOut>, keys_of<playoff<KeysOut>>},
};

const Entry& criterion(std::string_view name) {
  for (const Entry& e : kCriteria)
    if (e.name == name) return e;
  expand_tiebreaks({std::string(name)});  // throws the InputError naming the known ones
  std::string reason = "'";
  reason.append(name).append("' is a list, not a criterion");
  throw InputError("", 0, "tiebreaks", reason);
}

}  // namespace

std::vector<TiebreakValue> evaluate_tiebreak(std::string_view name, TiebreakContext& context, Group group) {
  ValuesOut out;
  out.values.reserve(group.size());
  criterion(name).values(context, group, out);
  assert(out.values.size() == group.size());
  return std::move(out.values);
}

TiebreakKeysFn tiebreak_keys_fn(std::string_view name) { return criterion(name).keys; }

}  // namespace xq
