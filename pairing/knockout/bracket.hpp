// The brackets of a knockout stage (KO-1, KO-2): which entrants meet in each of its two rounds
// and which places each match decides. Pure functions of the seeding and of round 1's outcomes.
#pragma once

#include <span>
#include <vector>

#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// One match of a knockout round. An absent slot (0) gives a walkover (KO-2.3): the present
/// entrant wins without a game; a match with both slots absent does not exist.
struct KnockoutMatch {
  EntrantId first = 0;   ///< KO-1: the higher stage-1 place; KO-2: the group-A side
  EntrantId second = 0;  ///< 0 = absent
  int upper_place = 0;   ///< the winner's place (the loser's is upper_place + 1); 0 = decides none yet
  bool operator==(const KnockoutMatch&) const = default;
  bool walkover() const { return first == 0 || second == 0; }
  /// The match for 1st place (KO-1's final, the first block's final of KO-2): final_playoffs.
  bool for_first_place() const { return upper_place == 1; }
};

/// How a match ended: winner 0 while undecided; loser 0 after a walkover.
struct MatchOutcome {
  EntrantId winner = 0;
  EntrantId loser = 0;
  bool operator==(const MatchOutcome&) const = default;
  /// KO-3.7 with both absent (a double forfeit, `-/-`): the match is over and both lost it —
  /// winner and loser 0, as a match that does not exist (KO-2.3): the next round sees absent
  /// slots, and its places go to nobody.
  bool both_lost = false;
  /// Over: won, or lost by both.
  bool decided() const { return winner != 0 || both_lost; }
};

/// What the stage before gives the knockout (KO-5): the ranking it is seeded from — one list for
/// KO-1 (stage-1 order, best first), groups A and B by group place for KO-2 — and every
/// entrant's place there (index id − 1; group place for KO-2).
struct KnockoutSeeding {
  std::vector<std::vector<EntrantId>> rankings;
  std::vector<int> place;
};

/// Round `ko_round` (1 or 2) of the knockout `rules.knockout`, in board order. Round 2 reads
/// round 1's outcomes, in round 1's match order (walkovers included).
/// KO-1: round 1 = 1 v 4, 2 v 3; round 2 = final (winners, places 1–2), 3rd place (losers, 3–4).
/// KO-2 (two groups of a and b, every group place distinct): block j holds group places 2j − 1
/// and 2j; round 1 = A(2j−1) v B(2j), A(2j) v B(2j−1) for every block; round 2 = the winners for
/// places 4j − 3, 4j − 2 and the losers for 4j − 1, 4j. cross_missing = leftover_last: blocks only
/// for the ranks both groups have in pairs; a last common rank r plays A(r) v B(r) in round 1 for
/// the next two places, and the larger group's extra entrant takes the last place unplayed.
std::vector<KnockoutMatch> knockout_round(const RuleSet& rules, const KnockoutSeeding& seeding, int ko_round,
                                          std::span<const MatchOutcome> round_one = {});

/// The places a knockout's matches decide (index id − 1; 0 = none decided for that entrant).
/// A walkover's present entrant wins; places of absent entrants are dropped.
std::vector<int> knockout_match_places(std::span<const KnockoutMatch> matches,
                                       std::span<const MatchOutcome> outcomes, int entrants);

}  // namespace xq
