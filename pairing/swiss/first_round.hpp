// The first round (rules.md P1): the four methods, the two colour rules, the first-round bye
// (S-4) and same-association avoidance (P1-7).
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/explain.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// A first-round draw before colours: boards in order, each with the two players' numbers
/// (seeding rank for P1-1..P1-3, the drawn number for P1-4), and the player left over.
struct FirstRoundDraw {
  struct Board {
    EntrantId first = 0;   ///< upper-half player (P1-1, P1-2), odd number (P1-4), first drawn (P1-3)
    EntrantId second = 0;  ///< lower-half player, even number, second drawn
    int first_number = 0;
    int second_number = 0;
    bool operator==(const Board&) const = default;
  };
  std::vector<Board> boards;
  std::optional<EntrantId> bye;         ///< S-4: the player the method leaves over
  std::vector<CodeAssignment> numbers;  ///< P1-4: every entrant's drawn number; else empty
  int bye_number = 0;                   ///< the bye's number (as Board's), when there is a bye
};

/// The entrants who play round 1 (availability: an announced absence or a withdrawal before the
/// event leaves one out) by seeding number (Entrant::seed, 0 → the id), ties by id. Position i + 1 is the
/// seeding rank used as the "number" of P1-1..P1-3.
std::vector<EntrantId> seeding_order(const Record& record);

/// P1-4 numbers drawn at the event before round 1 (Entrant::code on every entrant who plays round 1); empty
/// when nobody has one. Throws InputError when only some have one, or first_round is not adjacent.
std::vector<CodeAssignment> numbers_drawn_before(const Record& record);

/// P1-1 .. P1-4 by rules.first_round. Odd fields: the lower half has one more (P1-2); the one
/// the method leaves over has the bye (fold: the last of the lower half; lots, full draw: the
/// one not drawn; adjacent: the lower-half player who drew the extra even number n + 1, or the
/// numbers_drawn_before when the record has them).
FirstRoundDraw draw_first_round(const Record& record, Rng& rng, const Explainer& explain);

/// P1-4's pairing from drawn numbers: board k pairs numbers 2k − 1 and 2k (boards numbered in
/// that order, skipping a pair with a number missing); a number whose partner is missing has
/// the bye. Throws InputError for repeated numbers or more than one unpaired number.
FirstRoundDraw adjacent_pairing(const std::vector<CodeAssignment>& numbers);

/// P1-7 in round 1: for each board (in order) pairing two entrants of the same team, swap its
/// second player with that of the nearest board (below first, then above, at growing
/// distance) for which both boards are then clash-free. A clash no swap resolves stays, with a
/// W-4 warning in `warnings`.
void avoid_same_team(FirstRoundDraw& draw, const Record& record, std::vector<Warning>& warnings,
                     const Explainer& explain);

/// P1-5 (parity) or P1-6 (board) colours; the round's games (pending), boards 1.., the bye.
Round colour_first_round(const FirstRoundDraw& draw, FirstRoundColours colours, const Explainer& explain);

/// Round 1 of `record` by its rules: draw, P1-7 when round 1 avoids same-team games, colours.
PairingResult pair_first_round(const Record& record, Rng& rng, const PairingOptions& options);

/// Whether the rule set asks to avoid same-team games in `round` (P1-7's setting).
bool avoids_same_team(const RuleSet& rules, int round);

}  // namespace xq
