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

}  // namespace xq::test
