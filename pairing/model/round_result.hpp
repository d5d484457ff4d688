// What one pairing call takes and returns: options, explanation lines, drawn codes and the
// result (a new round, or "no legal pairing" as a value). Every engine (pairing/swiss,
// pairing/team) returns it; the facade pairing/pairing.hpp dispatches to them.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// Options of one pairing call.
struct PairingOptions {
  /// Fill PairingResult::explanation (the CLI's --explain). When false no line is built.
  bool explain = false;
};

/// One line of an explanation: the rule that took a decision, and the decision.
struct ExplanationLine {
  std::string rule;  ///< e.g. "PI-4", "PT-5.2", "S-4"
  std::string text;
  /// The decision the line states, for tools comparing two pairings (`xqsim regress`): `first`
  /// paired with `second` (players, or teams in a team event); `second` = 0: `first` takes the
  /// bye; 0, 0: the line states no single pairing. `coloured`: `first` red (home), `second` black.
  EntrantId first = 0;
  EntrantId second = 0;
  bool coloured = false;
  bool operator==(const ExplanationLine&) const = default;
  /// A line that decides several games at once (P1-1..P1-4's boards, P1-5/P1-6's colours, P1-7's
  /// swap, RR-1's Berger round, PT-9's colours of a match): each (first, second) a game between
  /// two players (players in a team event too), in board order; `coloured`: each first red.
  /// `first`, `second` stay 0.
  std::vector<std::pair<EntrantId, EntrantId>> pairs{};
  /// PT-10/PT-11: the players one team seats on boards 1, 2, … of its match, in board order
  /// (`first`, `second` stay 0).
  std::vector<EntrantId> seated{};
  /// Whether the line states a decision a tool can check against another round.
  bool decides() const { return first != 0 || !pairs.empty() || !seated.empty(); }
};

/// A competition code (P1-8) drawn by this call, to be stored in Entrant::code by the caller.
struct CodeAssignment {
  EntrantId entrant = 0;
  int code = 0;
  bool operator==(const CodeAssignment&) const = default;
};

enum class PairingStatus {
  paired,            ///< `round` holds the new round
  no_legal_pairing,  ///< no round without a rematch exists; `reason` says why; nothing paired
};

/// What pairing a round produces.
struct PairingResult {
  PairingStatus status = PairingStatus::paired;
  /// The new round: games with boards and colours (results pending), the bye, warnings
  /// (W-2..W-5, and S-4 for a second bye) with their rule numbers.
  Round round;
  /// Why nothing was paired (status no_legal_pairing).
  std::string reason;
  /// Codes drawn by this call: P1-8 competition codes (pairing round 2 with
  /// rules.competition_codes on, for entrants without one), or, in round 1 under P1-4 without
  /// P1-8, the drawn numbers, which are the players' numbers for pairing purposes from then on.
  /// The caller stores them in Entrant::code; later rounds order "by number" by the code.
  std::vector<CodeAssignment> codes;
  /// P1-8 competition codes drawn for teams by this call (team events with
  /// rules.competition_codes, pairing round 2): `entrant` is the team id. Stored in Team::code;
  /// from round 2 on the team Swiss orders "by number" by the code.
  std::vector<CodeAssignment> team_codes;
  /// The decisions, each naming its rule (only with PairingOptions::explain).
  std::vector<ExplanationLine> explanation;

  bool ok() const { return status == PairingStatus::paired; }
};

}  // namespace xq
