// The criteria's values, from the verifier's ledger (rules.md T-1..T-11, T-15, PT-14).
#include "verify/tiebreak_keys.hpp"

#include <algorithm>
#include <limits>

namespace xq::verify_detail {

namespace {

bool contains(const std::vector<EntrantId>& group, EntrantId e) {
  return std::find(group.begin(), group.end(), e) != group.end();
}

// S-3: what a bye adds to T-1 — the lowest final score (of those who scored, or 0).
Points bye_value(ByeOpponentScore how, const std::vector<Points>& scores) {
  if (how == ByeOpponentScore::zero || scores.empty()) return 0;
  Points low = std::numeric_limits<Points>::max();
  for (Points s : scores)
    if (how == ByeOpponentScore::lowest || s > 0) low = std::min(low, s);
  return low == std::numeric_limits<Points>::max() ? 0 : low;
}

}  // namespace

EntrantKeys::EntrantKeys(const Ledger& l, int rounds, const PreviousPlaces& previous_places,
                         const std::vector<Criterion>& list)
    : l_(l), rounds_(rounds), previous_places_(previous_places) {
  const size_t n = static_cast<size_t>(l.n);
  score_.assign(n, 0);
  if (rounds > 0) score_ = l.score_after[static_cast<size_t>(rounds - 1)];
  pi11_ = score_;
  // PI-11: a finalist counts in T-1 with its score after round N plus the final game's points.
  if (const std::optional<FinalRead> f = read_final(l, rounds)) {
    const int final_round = l.record.rules.final_after_round + 1;
    for (EntrantId e : {f->red, f->black})
      pi11_[at(e)] = l.score_before(final_round, e) + seat(final_round, e).points;
  }
  count_games();
  for (Criterion c : list)
    if (c == Criterion::strong_opponent_score &&
        l.record.rules.strong_opponent_score == StrongOpponent::best_opponent_rank)
      best_opponent_places(list);
}

Points EntrantKeys::opponent_value(EntrantId e) const { return pi11_[at(e)]; }

void EntrantKeys::count_games() {
  const size_t n = static_cast<size_t>(l_.n);
  for (auto* v : {&t1_, &wins_, &black_wins_, &black_games_, &fouls_, &sb2_, &progressive_}) v->assign(n, 0);
  const RuleSet& rules = l_.record.rules;
  const Points bye = bye_value(rules.bye_opponent_score, score_);  // S-3
  for (int r = 1; r <= rounds_; ++r) {
    const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
    for (EntrantId e = 1; e <= l_.n; ++e) {
      const Seat& s = seat(r, e);
      const size_t i = at(e);
      progressive_[i] += l_.score_after[static_cast<size_t>(r - 1)][i];  // T-11, S-8
      if (s.bye) {
        if (s.sit_out_no_game) continue;              // RR-1.3 rr_bye = none: in no tiebreak
        t1_[i] += bye;                                // T-1, S-3
        wins_[i] += rules.bye_counts_as_win ? 1 : 0;  // T-3, S-3
        const auto b =
            std::find_if(rd.byes.begin(), rd.byes.end(), [e](const Bye& x) { return x.entrant == e; });
        const bool sit_out = rules.format == EventFormat::round_robin;  // RR-1.3: never a colour
        if (!sit_out && rules.bye_colour_mark == ByeColourMark::count && b != rd.byes.end() &&
            b->mark == Colour::black) {
          ++black_games_[i];                                  // T-5
          black_wins_[i] += rules.bye_counts_as_win ? 1 : 0;  // T-4
        }
        continue;
      }
      if (s.game < 0) continue;
      const Game& g = rd.games[static_cast<size_t>(s.game)];
      if (g.result == Result::pending) continue;  // a game without a result counts nowhere yet
      const bool red = s.side == Colour::red;
      const Points opp = opponent_value(s.opponent);
      t1_[i] += opp;                                   // T-1: every opponent met, forfeits included
      fouls_[i] += red ? g.red_fouls : g.black_fouls;  // T-7
      const bool won_board = (g.result == Result::red_win && red) || (g.result == Result::black_win && !red);
      const bool won_forfeit =
          (g.result == Result::black_forfeit && red) || (g.result == Result::red_forfeit && !red);
      const bool win = won_board || (won_forfeit && rules.forfeit_counts_as_win);  // T-3, S-2
      const bool coloured = colour_counts(g.result, rules);                        // S-2 forfeit_colour
      if (win) ++wins_[i];
      if (win && coloured && !red) ++black_wins_[i];     // T-4: a win as T-3 counts it, with black
      if (coloured && !red) ++black_games_[i];           // T-5
      if (won_board || won_forfeit) sb2_[i] += 2 * opp;  // T-10 (doubled)
      if (g.result == Result::draw) sb2_[i] += opp;
    }
  }
}

void EntrantKeys::best_opponent_places(const std::vector<Criterion>& list) {
  // T-9 `best_opponent_rank`: places by the criteria listed before T-9 (a ranking cannot feed itself).
  const auto t9 = std::find(list.begin(), list.end(), Criterion::strong_opponent_score);
  opponent_places_ = rank_entrants(l_, rounds_, std::vector<Criterion>(list.begin(), t9)).place;
}

bool EntrantKeys::scored_game(int round, EntrantId e) const {
  const Seat& s = seat(round, e);
  return s.game >= 0 &&
         l_.record.rounds[static_cast<size_t>(round - 1)].games[static_cast<size_t>(s.game)].result !=
             Result::pending;
}

std::int64_t EntrantKeys::points_among(EntrantId e, const std::vector<EntrantId>& group) const {
  std::int64_t p = 0;
  for (int r = 1; r <= rounds_; ++r) {
    const Seat& s = seat(r, e);
    if (scored_game(r, e) && contains(group, s.opponent)) p += s.points;
  }
  return p;
}

Key EntrantKeys::direct_encounter(EntrantId e, const std::vector<EntrantId>& group) const {
  // T-2: two tied — their games against each other; three or more (decision) — only when every
  // two of them met, the points in the games among the group. Otherwise it does not apply.
  for (size_t i = 0; i < group.size(); ++i)
    for (size_t j = i + 1; j < group.size(); ++j) {
      const int k = l_.met_round(group[i], group[j]);  // (their first game: a pending one is no meeting)
      if (k == 0 || k > rounds_ || !scored_game(k, group[i])) return {0};
    }
  return {points_among(e, group)};
}

Key EntrantKeys::black_in_direct_game(EntrantId e, const std::vector<EntrantId>& group) const {
  // T-6: of exactly two tied, the one who had black in their game(s) first (a forfeit: S-2).
  if (group.size() != 2) return {0};
  const EntrantId other = group[0] == e ? group[1] : group[0];
  std::int64_t blacks = 0;
  for (int r = 1; r <= rounds_; ++r) {
    const Seat& s = seat(r, e);
    if (scored_game(r, e) && s.opponent == other && s.colour == Colour::black) ++blacks;
  }
  return {blacks};
}

Key EntrantKeys::previous_round(EntrantId e) const {
  Key k;
  switch (l_.record.rules.previous_round) {
    case PreviousRound::ranking:  // T-8: the place after the previous round (round 0: all equal)
      return {rounds_ <= 1 ? 0 : -static_cast<std::int64_t>(previous_places_()[at(e)])};
    case PreviousRound::round_totals:  // totals after rounds n−1, n−2, …, 1
      for (int r = rounds_ - 1; r >= 1; --r) k.push_back(l_.score_after[static_cast<size_t>(r - 1)][at(e)]);
      return k;
    case PreviousRound::recent_rounds:  // points of rounds n, n−1, …, 1
      for (int r = rounds_; r >= 1; --r) k.push_back(seat(r, e).points);
      return k;
  }
  return k;
}

Key EntrantKeys::strong_opponent(EntrantId e) const {
  std::int64_t sum = 0, top = -1, vs_top = 0;
  int best = l_.n + 1;  // nobody met: after everybody
  for (int r = 1; r <= rounds_; ++r) {
    const Seat& s = seat(r, e);
    if (!scored_game(r, e)) continue;  // a bye adds nothing, a game without a result nothing yet
    sum += t1_[at(s.opponent)];
    const Points v = opponent_value(s.opponent);
    if (v > top) top = v, vs_top = 0;
    if (v == top) vs_top += s.points;
    if (!opponent_places_.empty()) best = std::min(best, opponent_places_[at(s.opponent)]);
  }
  switch (l_.record.rules.strong_opponent_score) {
    case StrongOpponent::opponents_opponent_score: return {sum};
    case StrongOpponent::points_vs_strongest: return {vs_top};
    case StrongOpponent::best_opponent_rank: return {-static_cast<std::int64_t>(best)};
  }
  return {0};
}

namespace {

// T-12.3/T-12.4, read session by session: the play-off games of the rounds read, in record order.
// A session of k players is the games among them from where the last one ended: two players play
// until one wins (an armageddon draw: black); three or more a round robin (each two once), after
// which each run of equal points is a new session. Returns the number of the group's players `e`
// ends behind; `read` (if given) gets every game the sessions took. `team_of` (T-12.6; player − 1
// → team, else null): the group and `e` are teams, each game one between its two players' teams
// (a game within one team is none of theirs).
std::int64_t read_playoff(const std::vector<const Game*>& games, const std::vector<EntrantId>& group,
                          EntrantId e, std::vector<const Game*>* read,
                          const std::vector<int>* team_of = nullptr) {
  std::int64_t behind = 0;
  std::vector<EntrantId> session = group;  // the session `e` is in
  size_t from = 0;
  const auto took = [&](const Game* g) {
    if (read) read->push_back(g);
  };
  const auto side = [&](EntrantId player) -> EntrantId {  // who the game is played for
    return team_of ? (*team_of)[static_cast<size_t>(player - 1)] : player;
  };
  while (session.size() >= 2) {
    const size_t k = session.size(), pairs = k * (k - 1) / 2;
    std::vector<std::pair<EntrantId, EntrantId>> met;
    std::vector<std::int64_t> pts(k, 0);
    auto slot = [&](EntrantId x) {
      return static_cast<size_t>(std::find(session.begin(), session.end(), x) - session.begin());
    };
    size_t i = from;
    bool done = false, open = false;  // open: a game of the session still to be played
    for (; i < games.size() && !done; ++i) {
      const Game& g = *games[i];
      const EntrantId red = side(g.red), black = side(g.black);
      if (red == black || !contains(session, red) || !contains(session, black)) continue;
      if (k == 2) {
        took(&g);
        if (const EntrantId w = decided_for(g)) {
          if (side(w) != e) ++behind;
          return behind;
        }
        continue;
      }
      const std::pair<EntrantId, EntrantId> pair = std::minmax(red, black);
      if (std::find(met.begin(), met.end(), pair) != met.end()) return behind;
      took(&g);
      met.push_back(pair);
      done = met.size() == pairs;
      if (g.result == Result::pending) {  // the session's other games are called all the same
        open = true;
        continue;
      }
      const EntrantId w = decided_for(g);
      if (w != 0)
        pts[slot(side(w))] += 2;
      else if (g.result == Result::draw)
        pts[slot(red)] += 1, pts[slot(black)] += 1;
    }
    if (!done || open) return behind;  // no play-off yet, or an unfinished one: the place is shared
    const std::int64_t mine = pts[slot(e)];
    std::vector<EntrantId> equal;
    for (size_t s = 0; s < k; ++s) {
      if (pts[s] > mine) ++behind;
      if (pts[s] == mine) equal.push_back(session[s]);
    }
    session = std::move(equal);
    from = i;
  }
  return behind;
}

std::vector<const Game*> playoff_games(const Record& record, int rounds) {
  std::vector<const Game*> games;
  for (int r = 1; r <= rounds; ++r)
    for (const Game& g : record.rounds[static_cast<size_t>(r - 1)].games)
      if (g.kind == GameKind::playoff) games.push_back(&g);
  return games;
}

std::vector<const Game*> games_called(const std::vector<const Game*>& games,
                                      const std::vector<EntrantId>& group, const std::vector<int>* team_of) {
  std::vector<const Game*> read;
  for (const EntrantId e : group) read_playoff(games, group, e, &read, team_of);
  std::sort(read.begin(), read.end());
  read.erase(std::unique(read.begin(), read.end()), read.end());
  return read;
}

}  // namespace

std::vector<const Game*> team_playoff_games(const Ledger& l) {
  std::vector<const Game*> games;
  for (int r = 1; r <= l.rounds; ++r) {
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    std::vector<char> in_match(rd.games.size(), 0);
    for (const Match& m : rd.matches)
      for (int gi : m.games) in_match[static_cast<size_t>(gi)] = 1;
    for (size_t gi = 0; gi < rd.games.size(); ++gi)
      if (rd.games[gi].kind == GameKind::playoff && !in_match[gi]) games.push_back(&rd.games[gi]);
  }
  return games;
}

Key EntrantKeys::playoff(EntrantId e, const std::vector<EntrantId>& group) const {  // T-12
  return {-read_playoff(playoff_games(l_.record, rounds_), group, e, nullptr)};
}

std::vector<const Game*> playoff_games_called(const Record& record, int rounds,
                                              const std::vector<EntrantId>& group) {
  return games_called(playoff_games(record, rounds), group, nullptr);
}

std::vector<const Game*> team_playoff_games_called(const Ledger& l, const std::vector<EntrantId>& teams) {
  return games_called(team_playoff_games(l), teams, &l.team_of);  // T-12.6
}

Key EntrantKeys::key(Criterion c, EntrantId e, const std::vector<EntrantId>& group) const {
  const size_t i = at(e);
  switch (c) {
    case Criterion::opponent_score:  // T-1
      return {t1_[i]};
    case Criterion::direct_encounter:  // T-2
      return direct_encounter(e, group);
    case Criterion::wins:  // T-3
      return {wins_[i]};
    case Criterion::black_wins:  // T-4
      return {black_wins_[i]};
    case Criterion::black_games:  // T-5: more first
      return {black_games_[i]};
    case Criterion::black_in_direct_game:  // T-6
      return black_in_direct_game(e, group);
    case Criterion::fouls:  // T-7: fewer first
      return {-fouls_[i]};
    case Criterion::previous_round:  // T-8
      return previous_round(e);
    case Criterion::strong_opponent_score:  // T-9
      return strong_opponent(e);
    case Criterion::sonneborn_berger:  // T-10
      return {sb2_[i]};
    case Criterion::progressive:  // T-11
      return {progressive_[i]};
    case Criterion::playoff:  // T-12
      return playoff(e, group);
    case Criterion::progressive_cut: {  // T-15: Σ totals after rounds 2..n, 3..n, …, n
      Key k;
      for (int from = 2; from <= rounds_; ++from) {
        std::int64_t s = 0;
        for (int r = from; r <= rounds_; ++r) s += l_.score_after[static_cast<size_t>(r - 1)][i];
        k.push_back(s);
      }
      return k;
    }
    default: return {0};  // team criteria: not individual
  }
}

TeamKeys::TeamKeys(const Ledger& l) : l_(&l), playoff_games_(team_playoff_games(l)) {
  const size_t t = static_cast<size_t>(l.t);
  score_.assign(t, 0);
  for (auto* v : {&progressive_, &game_points_, &black_points_, &black_games_}) v->assign(t, 0);
  if (l.rounds > 0) score_ = l.team_score_after[static_cast<size_t>(l.rounds - 1)];
  const RuleSet& rules = l.record.rules;
  for (int r = 1; r <= l.rounds; ++r) {
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    for (EntrantId team = 1; team <= l.t; ++team) {
      const size_t i = at(team);
      const TeamSeat& s = l.team_seats[static_cast<size_t>(r - 1)][i];
      progressive_[i] += l.team_score_after[static_cast<size_t>(r - 1)][i];  // PT-14 (2), S-8
      if (s.bye) game_points_[i] += static_cast<std::int64_t>(rules.boards) * rules.points.win;  // PT-13
      if (s.match < 0) continue;
      for (int gi : rd.matches[static_cast<size_t>(s.match)].games) {
        const Game& g = rd.games[static_cast<size_t>(gi)];
        if (g.kind == GameKind::playoff) continue;
        const GamePair pts = points_of(g.result, rules.points);
        for (Colour c : {Colour::red, Colour::black}) {
          const EntrantId p = c == Colour::red ? g.red : g.black;
          if (l.team_of[static_cast<size_t>(p - 1)] != team) continue;
          const Points mine = c == Colour::red ? pts.red : pts.black;
          game_points_[i] += mine;  // PT-14 (3), S-5
          if (c == Colour::black && colour_counts(g.result, rules)) {
            black_points_[i] += mine;  // PT-14 (4): forfeits give no colour (PT-D9, S-2)
            ++black_games_[i];         // PT-14 (5)
          }
        }
      }
    }
  }
}

Key TeamKeys::key(Criterion c, EntrantId team, const std::vector<EntrantId>& group) const {
  const size_t i = at(team);
  switch (c) {
    case Criterion::team_progressive: return {progressive_[i]};
    case Criterion::team_game_points: return {game_points_[i]};
    case Criterion::team_black_points: return {black_points_[i]};
    case Criterion::team_black_games:  // fewer first
      return {-black_games_[i]};
    case Criterion::team_number:  // smaller first
      return {-static_cast<std::int64_t>(team)};
    case Criterion::team_playoff:  // T-12.6: T-12 among the tied teams, each game between two teams
      return {-read_playoff(playoff_games_, group, team, nullptr, &l_->team_of)};
    default: return {0};
  }
}

}  // namespace xq::verify_detail
