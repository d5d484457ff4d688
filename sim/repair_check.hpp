// V-6, the re-pairing check: every round of a record, re-paired by the engine from the history
// before it with the stream `xqsim pair --seed S` uses for that round, must be the recorded
// round. It calls the pairing code, so it lives here and not in verify/ (which must never).
// Used by the batch on every simulated tournament and by `xqsim verify --repair-seed`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"  // round_rng
#include "pairing/pairing.hpp"

namespace xq::sim {

/// One round the engine re-pairs differently from the record.
struct RepairDifference {
  int round = 0;     ///< 1-based
  std::string text;  ///< "re-paired differently; board 2 recorded 3-7, engine 3-8;" or why none
  bool operator==(const RepairDifference&) const = default;
};

struct RepairOptions {
  /// The P1-4 numbers (first_round = "adjacent" without P1-8) were drawn by the engine when it
  /// paired round 1, as in every simulated event: the history before round 1 then holds none,
  /// so the draw itself is re-checked. false (a real event, whose numbers may have been drawn
  /// at the event and entered with the entry list): round 1 is re-paired from the numbers the
  /// record holds.
  bool numbers_drawn = false;
};

/// The history the engine pairs round r of `record` from (V-6): the rounds before r, with the
/// P1-4 numbers and P1-8 codes known before round r (codes drawn when round 2 is paired are not
/// in the history of rounds 1 and 2; numbers the engine drew, not in that of round 1). Walk it in
/// order: `history()` for round `next_round()`, then `advance()` adds the recorded round.
class RepairHistory {
 public:
  RepairHistory(const Record& record, const RepairOptions& options);
  [[nodiscard]] int next_round() const { return static_cast<int>(history_.rounds.size()) + 1; }
  /// The rounds before next_round(). Mutable so a caller may pair it under other rules for one
  /// call (`xqsim regress --set`), setting them back before advance().
  [[nodiscard]] Record& history() { return history_; }
  void advance();

 private:
  void set_codes(bool known);
  const Record& record_;
  bool p18_;
  bool p14_drawn_;
  bool with_codes_ = true;
  Record history_;
};

/// What the engine paired against what `want` (a round of `record`) holds, as one line ("re-paired
/// differently; board 2 recorded 3-7, engine 3-8;"); empty when the pairing is the same. Only the
/// pairing is compared: boards, colours and kinds of the games (results, fouls, time controls and
/// play-off games are not the pairing's), byes, team matches and team byes, and the codes the
/// round drew against those `record` holds. `boards`: false compares the games as pairs with
/// colours, whatever their boards (a TRF record has no board numbers).
[[nodiscard]] std::string pairing_difference(const PairingResult& got, const Round& want,
                                             const Record& record, bool boards = true);

/// V-6: re-pairs round r = 1 … rounds.size() from the record's first r − 1 rounds with
/// round_rng(pairing_seed, r) and compares the pairing — the games' boards, colours and kinds
/// (results, fouls, time controls and play-off games are not the pairing's), the byes, the team
/// matches and team byes, and the codes the round draws (P1-4 numbers, P1-8 codes) with those
/// the record holds. The history before round r holds P1-8 competition codes only from round 3
/// on (they are drawn when round 2 is paired). A round the engine cannot pair from its history
/// (no legal pairing, or a history it refuses) is a difference too. Empty = V-6 holds.
/// `workspace`: the engine's scratch memory (PairingWorkspace), reused round to round.
[[nodiscard]] std::vector<RepairDifference> repair_differences(const Record& record,
                                                               std::uint64_t pairing_seed,
                                                               PairingWorkspace& workspace,
                                                               const RepairOptions& options = {});

/// The same with a workspace of its own (`xqsim verify --repair-seed`, tests).
[[nodiscard]] std::vector<RepairDifference> repair_differences(const Record& record,
                                                               std::uint64_t pairing_seed,
                                                               const RepairOptions& options = {});

}  // namespace xq::sim
