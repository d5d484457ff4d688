// Colours in the individual Swiss (rules.md PI-1, PI-6, PI-7, hard limits, W-2, W-3): a
// player's colour history, the hard limits, the colour due and who of a pair gets red.
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// A player's colours, from played games only (S-2: forfeits give no colour; byes none).
struct ColourHistory {
  int reds = 0;
  int blacks = 0;
  /// Colour per round of the record, nullopt for a bye, a forfeit or no game (PI-6 look-back).
  std::vector<std::optional<Colour>> by_round;
  /// Colour of the last played game, nullopt if none.
  std::optional<Colour> last;
  /// Number of trailing played games of colour `last` (byes and forfeits are passed over,
  /// as PT-D10 does for teams). 0 when there is no played game.
  int streak = 0;

  /// PI-1: reds − blacks.
  int need() const { return reds - blacks; }
  bool has_colour() const { return last.has_value(); }
};

/// The colour history of one entrant (uses Encounter::has_colour, S-2).
ColourHistory colour_history(const EntrantHistory& history);

/// The same into `out`, reusing the memory of its `by_round`.
void colour_history(const EntrantHistory& history, ColourHistory& out);

/// W-2 and W-3 for entrant `id` with history `h` given colour `c` this round: appends a W-2
/// warning when it is the third equal colour running and a W-3 when |reds − blacks| would pass
/// 2. `where` starts the text ("round 5: ", "round 9 (final): "). Every pairing that gives a
/// colour outside the limits (PI-7's last round, the PI-10 final, giving way) reports it here.
/// `entrants` (the record's): the player named as entrant_text says.
void add_colour_warnings(const ColourHistory& h, EntrantId id, Colour c, const std::string& where,
                         std::vector<Warning>& out, const std::vector<Entrant>* entrants = nullptr);

/// The hard colour limits of PI, each of which may be switched off when nothing else completes
/// a round (docs/pairing-individual.md, "giving way").
struct ColourLimits {
  bool streak = true;      ///< no third equal colour in a row (禁连三, W-2)
  bool difference = true;  ///< |reds − blacks| never reaches 3 (禁多三, W-3)
};

/// Whether taking colour `c` keeps the limits: not a third `c` in a row, and |need| after the
/// game at most 2 — or, for a history already beyond 2, not growing.
bool can_take(const ColourHistory& h, Colour c, ColourLimits limits = {});

/// Number of limits (0..2) broken by taking `c` (for W-2 / W-3 and for choosing the lesser
/// evil when no assignment keeps every limit).
int limit_breaks(const ColourHistory& h, Colour c);

/// PI-1 row of a player with a colour history: red-due when fewer reds than blacks, or equal
/// and black in the last played game; otherwise black-due. nullopt without colour history.
std::optional<Colour> colour_due(const ColourHistory& h);

/// Why a pair got its colours (for the explanation).
enum class ColourReason {
  hard_limit,   ///< only one assignment keeps the hard limits (or breaks fewer)
  last_rounds,  ///< PI-7: last three rounds, the higher score's due colour
  need,         ///< PI-6: smaller need gets red
  streak,       ///< PI-6: longer black streak gets red
  look_back,    ///< PI-6: black in the most recent round the two differed gets red
  tiebreak,     ///< PI-6: identical histories, setting colour_tiebreak
};
const char* to_string(ColourReason r);

/// One side of a pair as the colour rule sees it.
struct ColourCandidate {
  const ColourHistory* colours = nullptr;
  int number = 0;  ///< pairing number (code where P1-8 is on)
  Points score = 0;
};

/// What the colour rule needs of the round.
struct ColourContext {
  int round = 1;  ///< the round being paired
  ColourTiebreak tiebreak = ColourTiebreak::round_parity;
  bool last_three = false;  ///< PI-7: one of the last three rounds
};

/// The decision for a pair: whether `a` is red, and why.
struct ColourChoice {
  bool a_red = true;
  ColourReason reason = ColourReason::tiebreak;
};

/// PI-6 / PI-7: colours of the pair (a, b). An assignment keeping the hard limits always wins
/// over one that breaks them (fewer breaks over more); then PI-7 in the last three rounds when
/// the scores differ (the higher-scored player's due colour); then PI-6: smaller need red,
/// then the longer black streak red (a red streak counts as a negative black streak), then the
/// look-back, then `colour_tiebreak` on the numbers.
ColourChoice choose_colours(const ColourCandidate& a, const ColourCandidate& b, const ColourContext& ctx);

/// PI-6's identical-history rule alone: whether the player numbered `a` is red against `b`.
bool tiebreak_a_red(int a, int b, int round, ColourTiebreak tiebreak);

}  // namespace xq
