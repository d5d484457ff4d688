// `xqsim regress` (issue 17, docs/regression.md): every round of a record re-paired by the
// current engine from the record's own history, and each round that moved explained — the
// boards that changed, the first explanation line where the two pairings part (the rule that
// decided differently), and whether both rounds pass the independent verifier.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/round_result.hpp"
#include "pairing/model/rules.hpp"
#include "sim/repair_check.hpp"

namespace xq::sim {

struct RegressOptions {
  std::uint64_t seed = 1;  ///< round r re-paired with round_rng(seed, r), as `xqsim pair --seed`
  RepairOptions repair;    ///< numbers_drawn: the engine drew the P1-4 numbers (a simulated event)
  /// The rules the reference rounds were paired under, when the record is re-paired under other
  /// ones (`--rules`, `--set`): the engine pairs the history under both and the two explanations
  /// are compared line by line. Empty: the reference's own explanation is not known.
  std::optional<RuleSet> rules_before;
  bool verify = true;  ///< run the verifier on the reference round and on the engine's
};

/// Where two pairings of one round part: the first line of the engine's explanation that differs.
struct PartingLine {
  /// "PI-5 / PI-4" (the reference's rule / the engine's, when the explanations of both are
  /// known and name different rules), "PI-4", or "" when no line names the difference.
  std::string rule;
  std::string before;  ///< the reference's line, "rule: text" ("" when not known)
  std::string now;     ///< the engine's line, "rule: text"
};

/// One round the engine pairs differently from the reference.
struct RoundRegression {
  int round = 0;              ///< 1-based
  std::string changed;        ///< the boards that changed (pairing_difference), or why none was paired
  bool engine_paired = true;  ///< false: no legal pairing, or the engine refused the history
  PartingLine parting;
  std::vector<std::string> reference_violations;  ///< the verifier on the recorded round
  std::vector<std::string> engine_violations;     ///< the verifier on the engine's round
  bool verified = false;                          ///< the two lists were computed
};

struct RecordRegression {
  int rounds_compared = 0;
  std::vector<RoundRegression> differing;
  /// --against: the round from which the reference's history is not the record's (its later
  /// rounds were paired from other results and are not compared); 0 = none.
  int histories_part = 0;
  int rounds_not_compared = 0;
};

/// The first line where the reference and the engine part. `before` (the reference's own
/// explanation, when known): the first line the two explanations differ. Otherwise the first
/// decision of the engine's explanation (ExplanationLine::first/second) the reference round
/// contradicts — a pair it does not hold, colours it gives the other way, a bye it gives to
/// another; players in an individual event, teams (matches, team byes) in a team event; a team's
/// players on other boards (PT-10/PT-11); games of a line that decides several (P1-x, RR-1, PT-9).
/// When every decision holds and `boards` were compared, the line that ordered the boards (PI-8,
/// PT-D1, round 1's method, RR-1, KO-1/KO-2); without boards (TRF) none.
[[nodiscard]] PartingLine parting_line(const std::vector<ExplanationLine>& now,
                                       const std::vector<ExplanationLine>* before, const Round& reference,
                                       bool team_event, bool boards = true);

/// Re-pairs each round r of `record` from its rounds before r and compares it with round r of
/// `reference` (the record itself, or another program's or build's record of the same event,
/// `--against`: compared while its history is the record's). Throws InputError only when the
/// reference is not a record of the same event (other entrants).
[[nodiscard]] RecordRegression regress_record(const Record& record, const Record& reference,
                                              const RegressOptions& options);

}  // namespace xq::sim
