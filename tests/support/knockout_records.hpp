// KO-1 records worked by hand, shared by the engine's and the verifier's knockout tests.
#pragma once

#include "pairing/model/record.hpp"
#include "tests/support/build.hpp"

namespace xq::test {

/// A first stage of 3 rounds, then KO-1's two rounds (4 and 5): the higher place chooses colours
/// (writing himself red), 001's play-off chains, T-12 play-offs for places 1–4.
inline RuleSet top_four_rules() {
  RuleSet r;
  r.rounds = 3;
  r.knockout = Knockout::top_four;
  r.tiebreaks = {"cn-14.3.1", "playoff"};
  r.playoff_places = {1, 2, 3, 4};
  r.knockout_colours = KnockoutColours::higher_chooses;
  r.match_playoffs = {TimeControl::super_rapid, TimeControl::armageddon};
  r.final_playoffs = {TimeControl::super_rapid};
  return r;
}

/// Four players, three rounds, every score different: 1 (3), 2 (2), 3 (1), 4 (0). Hand-made: not
/// the engine's Swiss (the verifier finds V-3 and V-4 in it), only a stage to seed a knockout.
inline Record four_player_stage(const RuleSet& rules) {
  return RecordBuilder(4, rules)
      .round({{1, 4, 'R'}, {2, 3, 'R'}})
      .round({{3, 1, 'B'}, {4, 2, 'B'}})
      .round({{1, 2, 'R'}, {3, 4, 'R'}})
      .build();
}

/// KO-4: four teams of two — T1 (players 1, 2), T2 (3, 4), T3 (5, 6), T4 (7, 8) — boards "RB"
/// (home red on board 1), a one-round team stage, then the top four's team knockout; a drawn
/// match goes on with a super-rapid sitting.
inline RuleSet team_top_four_rules() {
  RuleSet r;
  r.format = EventFormat::team_swiss;
  r.rounds = 1;
  r.boards = 2;
  r.board_colours = "RB";
  r.knockout = Knockout::top_four;
  r.knockout_colours = KnockoutColours::higher_chooses;
  r.match_playoffs = {TimeControl::super_rapid};
  return r;
}

/// The team stage of team_top_four_rules: T1 beats T2 2 : 0, T3 beats T4 1.5 : 0.5 — team places
/// T1, T3, T4, T2.
inline Record four_team_stage(const RuleSet& rules) {
  Record rec = RecordBuilder(8, rules)
                   .team("T1", {1, 2})
                   .team("T2", {3, 4})
                   .team("T3", {5, 6})
                   .team("T4", {7, 8})
                   .match_round({M{1, 2, {{1, 3, 'R'}, {4, 2, 'B'}}}, M{3, 4, {{5, 7, 'R'}, {8, 6, 'D'}}}})
                   .build();
  for (Round& r : rec.rounds) r.stage = 1;
  return rec;
}

}  // namespace xq::test
