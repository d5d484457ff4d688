// Named records that several tests reason about, each written (and worked by hand) once here:
// the 4-player cycle, the four teams of three and "the 4-team record" (record A), and team-Swiss
// events without rounds numbered by PT-12.
#pragma once

#include <string>
#include <utility>

#include "pairing/model/record.hpp"
#include "tests/support/build.hpp"

namespace xq::test {

/// The 4-player cycle: 1 → 2 → 3 → 1, every game of 4 drawn; all four end on 3 points.
///   R1: 1-2 1-0, 3-4 ½     R2: 2-3 1-0, 4-1 ½     R3: 3-1 1-0, 4-2 ½   (red first)
/// By {wins, black_games} the order is 1, 2, 3, 4 (1-2 unresolved).
inline Record four_player_cycle() {
  return make_record(4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{2, 3, 'R'}, {4, 1, 'D'}}, {{3, 1, 'R'}, {4, 2, 'D'}}});
}

/// Four teams of three, no rounds yet: T1 players 1–3, T2 4–6, T3 7–9, T4 10–12 (PT-12), under
/// `rules` with format team_swiss.
inline RecordBuilder four_teams(RuleSet rules = {}) {
  rules.format = EventFormat::team_swiss;
  RecordBuilder b(12, std::move(rules));
  b.team("T1", {1, 2, 3}).team("T2", {4, 5, 6}).team("T3", {7, 8, 9}).team("T4", {10, 11, 12});
  return b;
}

/// The 4-team record, "record A" (four_teams(), match points 2/1/0, boards RRB for the home team):
///  R1: T1-T2: 1-4 1-0, 2-5 1-0, 6-3 draw   → T1 5, T2 1: T1 wins
///      T3-T4: 7-10 draw, 8-11 draw, 12-9 draw → 3-3: draw, 1 each
///  R2: T4-T2: 10-4 1-0, 11-5 draw, 6-12 0-1 → T4 5, T2 1: T4 wins
///      T1-T3: 1-7 draw, 2-8 draw, 9-3 1-0 → T1 2, T3 4: T3 wins
///  match points T1 2+0 = 2; T2 0; T3 1+2 = 3; T4 1+2 = 3.
///  progressive T3 1+3 = 4, T4 1+3 = 4. game points T3 3+4 = 7, T4 3+5 = 8.
///  black points T3: 9 (R1 draw 1) + 7, 8 (R2 draws 1+1) = 3; T4: 10, 11 (R1 draws) + 12 (R2 win 2) = 4.
///  black games T3: 3; T4: 3.
/// PT-14 order: T4, T3, T1, T2.
inline Record four_team_record() {
  return four_teams()
      .match_round({M{1, 2, {{1, 4, 'R'}, {2, 5, 'R'}, {6, 3, 'D'}}},
                    M{3, 4, {{7, 10, 'D'}, {8, 11, 'D'}, {12, 9, 'D'}}}})
      .match_round({M{4, 2, {{10, 4, 'R'}, {11, 5, 'D'}, {6, 12, 'B'}}},
                    M{1, 3, {{1, 7, 'D'}, {2, 8, 'D'}, {9, 3, 'R'}}}})
      .build();
}

/// The settings of a team-Swiss event that tests vary.
struct TeamEventSpec {
  int teams = 8, boards = 3, rounds = 5;
  std::string pattern = "RRB";    ///< board_colours (PT-9)
  bool match_points_000 = false;  ///< 000: 2.5 / 0 / 1 home / 1.5 away (S-6)
  LhTie lh_tie = LhTie::literal;
  FirstRound first_round = FirstRound::fold;
};

/// A team-Swiss event of `e` without rounds: teams "T1".."Tn", players "P1".. numbered by PT-12
/// (team k has boards·(k−1)+1 .. boards·k), each player's Entrant::team its team's name.
inline Record team_swiss_event(const TeamEventSpec& e) {
  Record r;
  r.rules.format = EventFormat::team_swiss;
  r.rules.rounds = e.rounds;
  r.rules.boards = e.boards;
  r.rules.board_colours = e.pattern;
  r.rules.lh_tie = e.lh_tie;
  r.rules.first_round = e.first_round;
  if (e.match_points_000) r.rules.match_points = {5, 0, 2, 3};
  for (int k = 1; k <= e.teams; ++k) {
    Team team{k, "T" + std::to_string(k), {}, std::nullopt};
    for (int b = 1; b <= e.boards; ++b) {
      const EntrantId p = e.boards * (k - 1) + b;  // PT-12
      r.entrants.push_back(Entrant{p, "P" + std::to_string(p), team.name, 0, "", 0, {}});
      team.players.push_back(p);
    }
    r.teams.push_back(team);
  }
  return r;
}

}  // namespace xq::test
