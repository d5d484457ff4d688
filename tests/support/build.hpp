// Hand-made records for tests: a round is written as a list of games {red, black, result}.
//
//   Record r = RecordBuilder(5)
//                  .round({{1, 2, 'R'}, {3, 4, 'D'}, bye(5, 'B')})
//                  .round({{2, 5, 'b'}, {4, 1, 'B'}, bye(3)})
//                  .build();
//
// Results: 'R' red wins, 'D' draw, 'B' black wins, 'r' red wins by forfeit (black absent),
// 'b' black wins by forfeit (red absent), 'x' both absent, '?' pending.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq::test {

/// Points written in the scale's unit (2, 1, 0.5) as stored half-units: pt(2) == 4.
constexpr Points pt(double p) { return static_cast<Points>(p * kPointsPerUnit); }

/// The Result written as one character (see the file comment).
inline Result result_of(char c) {
  switch (c) {
    case 'R': return Result::red_win;
    case 'D': return Result::draw;
    case 'B': return Result::black_win;
    case 'r': return Result::black_forfeit;
    case 'b': return Result::red_forfeit;
    case 'x': return Result::double_forfeit;
    case '?': return Result::pending;
    default: throw std::invalid_argument(std::string("unknown result character '") + c + "'");
  }
}

/// One game as written in a test; black == 0 makes it a bye of `red`, whose `result` is then
/// the bye's colour mark ('R' red, 'B' black, anything else none).
struct G {
  EntrantId red = 0;
  EntrantId black = 0;
  char result = '?';
  int red_fouls = 0;
  int black_fouls = 0;
  GameKind kind = GameKind::regular;
  TimeControl time_control = TimeControl::standard;
};

/// A bye for `who`, with colour mark 'R', 'B' or none (' ').
inline G bye(EntrantId who, char mark = ' ') { return {who, 0, mark}; }
/// PI-10's final game (standard time).
inline G final_game(EntrantId red, EntrantId black, char result) {
  return {red, black, result, 0, 0, GameKind::final_game, TimeControl::standard};
}
/// A play-off game (KO-3) of a final or a match.
inline G playoff(EntrantId red, EntrantId black, char result, TimeControl tc = TimeControl::rapid) {
  return {red, black, result, 0, 0, GameKind::playoff, tc};
}
/// A game with technical fouls (T-7).
inline G fouled(EntrantId red, EntrantId black, char result, int red_fouls, int black_fouls) {
  return {red, black, result, red_fouls, black_fouls};
}

/// `g` with its colours exchanged and the same player winning (his fouls with him).
inline void swap_colours(Game& g) {
  std::swap(g.red, g.black);
  std::swap(g.red_fouls, g.black_fouls);
  switch (g.result) {
    case Result::red_win: g.result = Result::black_win; break;
    case Result::black_win: g.result = Result::red_win; break;
    case Result::red_forfeit: g.result = Result::black_forfeit; break;
    case Result::black_forfeit: g.result = Result::red_forfeit; break;
    default: break;
  }
}

/// A team match as written in a test: its games (boards in order).
struct M {
  EntrantId home = 0;
  EntrantId away = 0;
  std::vector<G> games;
};

/// Builds a Record of `entrants` players numbered 1..n named "P1".."Pn".
class RecordBuilder {
 public:
  explicit RecordBuilder(int entrants, RuleSet rules = {}) {
    record_.event = "test";
    record_.rules = std::move(rules);
    for (int i = 1; i <= entrants; ++i)
      record_.entrants.push_back({i, "P" + std::to_string(i), "", 0, "", i, {}});
  }

  /// Continues `start`: rounds appended number on from its last.
  explicit RecordBuilder(Record start) : record_(std::move(start)) {}

  RuleSet& rules() { return record_.rules; }
  RecordBuilder& with_rules(RuleSet rules) {
    record_.rules = std::move(rules);
    return *this;
  }

  /// Appends a round of individual games and byes (boards numbered in order).
  RecordBuilder& round(const std::vector<G>& games) {
    Round r;
    r.number = static_cast<int>(record_.rounds.size()) + 1;
    for (const G& g : games) add(r, g, static_cast<int>(r.games.size()) + 1);
    record_.rounds.push_back(std::move(r));
    return *this;
  }

  /// Sets the team name (Entrant::team) of players.
  RecordBuilder& team_name(const std::string& name, const std::vector<EntrantId>& players) {
    for (EntrantId p : players) record_.entrants.at(static_cast<size_t>(p - 1)).team = name;
    return *this;
  }

  /// Sets the category (T-14) of players.
  RecordBuilder& category(const std::string& name, const std::vector<EntrantId>& players) {
    for (EntrantId p : players) record_.entrants.at(static_cast<size_t>(p - 1)).category = name;
    return *this;
  }

  /// Adds a team of a team event (ids 1, 2, ... in call order); also sets Entrant::team.
  RecordBuilder& team(const std::string& name, const std::vector<EntrantId>& players) {
    record_.teams.push_back({static_cast<EntrantId>(record_.teams.size()) + 1, name, players, std::nullopt});
    return team_name(name, players);
  }

  /// Appends a round of team matches; a bye team's players each get an individual bye.
  RecordBuilder& match_round(const std::vector<M>& matches, const std::vector<EntrantId>& team_byes = {}) {
    Round r;
    r.number = static_cast<int>(record_.rounds.size()) + 1;
    int table = 0;
    for (const M& m : matches) {
      Match match{++table, m.home, m.away, {}};
      int board = 0;
      for (const G& g : m.games) {
        match.games.push_back(static_cast<int>(r.games.size()));
        add(r, g, ++board);
      }
      r.matches.push_back(std::move(match));
    }
    for (EntrantId t : team_byes) {
      r.team_byes.push_back(t);
      for (EntrantId p : record_.teams.at(static_cast<size_t>(t - 1)).players) r.byes.push_back({p, {}});
    }
    record_.rounds.push_back(std::move(r));
    return *this;
  }

  Record build() const { return record_; }

 private:
  static void add(Round& r, const G& g, int board) {
    if (g.black == 0) {
      Bye b{g.red, {}};
      if (g.result == 'R') b.mark = Colour::red;
      if (g.result == 'B') b.mark = Colour::black;
      r.byes.push_back(b);
      return;
    }
    r.games.push_back(
        {board, g.red, g.black, result_of(g.result), g.red_fouls, g.black_fouls, g.kind, g.time_control});
  }

  Record record_;
};

/// A record of `entrants` players and the given rounds.
/// A Swiss of `rounds` rounds whose round 1 is P1-1's fold (the other settings the defaults).
inline RuleSet fold_swiss(int rounds) {
  RuleSet r;
  r.rounds = rounds;
  r.first_round = FirstRound::fold;
  return r;
}

inline Record make_record(int entrants, const std::vector<std::vector<G>>& rounds, RuleSet rules = {}) {
  RecordBuilder b(entrants, std::move(rules));
  for (const auto& r : rounds) b.round(r);
  return b.build();
}

}  // namespace xq::test
