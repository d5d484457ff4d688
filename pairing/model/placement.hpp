// V-2 as the engine reads a history before it pairs: every entrant of an individual event is in a
// game or has the bye in each round of the first stage, unless the record keeps him out (withdrawn,
// announced absent, not yet entered); every team of a team event in a match or with the bye.
// docs/pairing-individual.md, "Players missing from a round".
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// An entrant another program's record shows withdrawn without saying so (the verifier's reading,
/// docs/verifier.md "Withdrawals"): he lost round `from_round` − 1 by forfeit as the absent side
/// and is in no game and has no bye from `from_round` to the last round recorded.
struct ImpliedWithdrawal {
  EntrantId entrant = 0;
  int from_round = 0;
  bool operator==(const ImpliedWithdrawal&) const = default;
};

/// What the placement check finds in `record`'s rounds.
struct PlacementGaps {
  /// The first round (then the lowest start number) where an entrant is placed nowhere without
  /// a reason the record gives and without the pattern of an implied withdrawal — a game deleted
  /// by hand, say; 0 when there is none. Only in records that hold everything (Record::source
  /// empty): a TRF's "not paired" entry is the file's own statement, without a reason it can give.
  int round = 0;
  EntrantId entrant = 0;
  /// Implied withdrawals, by start number.
  std::vector<ImpliedWithdrawal> implied;
  /// Team events (PT-13): the first team in no match and without the bye in `round` (then
  /// `entrant` is 0); 0 when there is none. Records that hold everything only, as above.
  EntrantId team = 0;
  /// Individual events: the entrant-rounds placed nowhere without a reason besides (round, entrant).
  int more = 0;
};

/// Checks the rounds of the first stage (round.stage == 1; not a round holding a PI-10 final,
/// where only the finalists play) of an individual event (swiss, round_robin); in a team event
/// (team_swiss) each team is in a match or has the bye — its players' boards follow its line-up
/// and are not checked here. Regular games and byes place an entrant;
/// play-off games do not. A round where as many places are filled as entrants may play costs one
/// count (the record never holds an entrant twice in a round: V-7).
[[nodiscard]] PlacementGaps placement_gaps(const Record& record);

/// The arbiter's words for an unexplained gap: "round 3: 14 (P20) is in no game and has no bye,
/// and the record gives no reason (…)".
[[nodiscard]] std::string placement_gap_text(const Record& record, const PlacementGaps& gaps);

/// A record with each implied withdrawal made explicit (Entrant::withdrawn_from_round): the
/// history the pairing then reads, and the warning it adds to the round (rule "S-2").
[[nodiscard]] Record with_implied_withdrawals(const Record& record,
                                              const std::vector<ImpliedWithdrawal>& implied);
[[nodiscard]] std::string implied_withdrawal_text(const Record& record, const ImpliedWithdrawal& w);

}  // namespace xq
