// The independent verifier (harness V-1..V-5, V-7): re-checks a tournament record round by
// round from the record alone. It never calls the pairing code it checks; it recomputes
// scores, colours, meetings and matchings its own way (docs/verifier.md).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// One finding of the verifier: a broken invariant (a violation) or something allowed but
/// worth reporting (a warning of the verifier, e.g. 连三 in the last round, PI-7).
struct Violation {
  std::string check;      ///< the invariant: "V-1" … "V-7"
  std::string rule;       ///< the most specific rule broken: "V-1", "S-4", "PI-6", "PT-9", "W-2", …
  int round = 0;          ///< 1-based; 0 = the whole record
  int board = 0;          ///< board (individual) or table (team match); 0 = none
  EntrantId entrant = 0;  ///< player or team concerned; 0 = none
  std::string text;       ///< what and why, naming the players and the numbers compared
  bool operator==(const Violation&) const = default;
};

/// "round 3 board 2: V-4 PI-6: …" — one line, for the CLI and test messages.
[[nodiscard]] std::string to_string(const Violation& v);

/// A check the record holds no input for: its source format lacks one (Record::source, e.g.
/// TRF has no board numbers). Skipped and listed once, never run on a reader's stand-ins.
struct SkippedCheck {
  std::string check;   ///< "V-4"
  std::string rule;    ///< "PI-8"
  std::string what;    ///< "board order"
  std::string reason;  ///< "TRF has no board numbers"
  bool operator==(const SkippedCheck&) const = default;
};

/// "V-4 PI-8 board order: not checked (TRF has no board numbers)".
[[nodiscard]] std::string to_string(const SkippedCheck& s);

/// What the verifier measured in one round (statistics, never violations).
struct RoundStats {
  int round = 0;
  int games = 0;                    ///< regular games (PI-10 finals and play-offs not counted)
  int floats = 0;                   ///< players paired against a different score, each counted once
                                    ///< per score group between the two (V-3)
  std::optional<int> min_floats;    ///< fewest possible with the same bye; empty = not computed
  int excess_floats = 0;            ///< floats − min_floats (0 when not computed)
  bool float_stat_skipped = false;  ///< round too big, not a Swiss round, or no compatible pairing
  std::map<std::string, int> warnings_exhibited;  ///< W-x → how many the round shows (recomputed)
  std::map<std::string, int> warnings_reported;   ///< W-x → how many Round::warnings lists
  bool operator==(const RoundStats&) const = default;
};

/// Totals over the record. Mergeable: `a += b` sums every field (batches, threads, shards).
struct VerifyStats {
  int rounds_checked = 0;  ///< Swiss (or round-robin) rounds looked at
  int floats = 0;
  int excess_floats = 0;                                 ///< sum of RoundStats::excess_floats
  int float_stat_skipped = 0;                            ///< rounds whose minimum was not computed
  std::map<std::string, int> warnings_by_rule;           ///< exhibited, recomputed (W-1..W-5)
  std::map<std::string, int> reported_warnings_by_rule;  ///< as the record lists them
  std::map<std::string, int> violations_by_check;        ///< "V-1" → count
  std::map<std::string, int> violations_by_rule;         ///< "PI-6" → count
  VerifyStats& operator+=(const VerifyStats& other);
  bool operator==(const VerifyStats&) const = default;
};

struct VerifyReport {
  std::vector<Violation> violations;  ///< must be empty for a correct record
  std::vector<Violation> warnings;    ///< allowed, reported (PI-7 last-round limits, ambiguities)
  std::vector<RoundStats> rounds;     ///< one per Swiss round checked
  VerifyStats stats;
  std::vector<std::string> notes;         ///< checks skipped and why (e.g. standings not built)
  std::vector<SkippedCheck> not_checked;  ///< checks whose input the record's source lacks
  bool ok() const { return violations.empty(); }
};

/// A standings table as some other code claims it: rank (1-based, shared places allowed),
/// entrant and score in half-units. Order = table order.
struct ClaimedStanding {
  int rank = 0;
  EntrantId id = 0;
  Points score = 0;
};

/// An entrant's place in the whole event (KO-1.5, KO-2) as some other code claims it; 0 = not
/// decided yet (the knockout still to play).
struct ClaimedPlace {
  EntrantId id = 0;
  int place = 0;
};

struct VerifyOptions {
  /// The last round for PI-7 (limits give way, warnings instead). 0 = `rules.rounds`, or the
  /// number of recorded rounds when the rule set does not say (or says fewer: V-7).
  int last_round = 0;
  /// The float minimum (V-3 statistic) is computed for rounds with at most this many paired
  /// players (exact; Edmonds' weighted blossom when needed, at worst players³; about 10 µs a
  /// round at 36 players); bigger rounds count as skipped unless their floats already equal the
  /// parity bound (odd groups).
  int float_stat_max_players = 128;
  /// Compare the W-x warnings the round exhibits with Round::warnings (V-4).
  bool compare_warnings = true;
  /// V-3, the float minimum and the S-4 bye check treat a pair whose colours would break a hard
  /// limit (PI-4) as impossible — never in the last round (PI-7: no constraint there) —
  /// as the engine must; a broken limit is then a violation only if a round within the limits
  /// existed. false: only rematches block (V-3 read literally), every broken limit is a violation.
  bool colour_limits_block = true;
  /// V-5 and PI-10 against the verifier's own ranking (verify/ranking.hpp): the finalists, and
  /// the standings claimed below when given.
  bool check_standings = true;
  /// V-5: the standings some other code claims (e.g. the engine's; sim/ and `xqsim verify` pass
  /// pairing's), compared with the verifier's own ranking: scores, score order, tiebreak order
  /// under rules.tiebreaks, shared places, the finalists' places. Empty: none claimed.
  std::vector<ClaimedStanding> claimed_standings;
  /// The same for a team event's standings (ids are team ids, scores match points; PT-14).
  std::vector<ClaimedStanding> claimed_team_standings;
  /// V-5, KO-1.5 / KO-2: the event places of a knockout event some other code claims (sim/ and
  /// `xqsim verify` pass the engine's event_places), every entrant once, compared with the places
  /// the verifier reads off its own bracket (KO-1: 1–4 from the knockout, 5.. its first-stage
  /// places; KO-2: 1..n from the knockout). Empty: none claimed.
  std::vector<ClaimedPlace> claimed_event_places;
  /// Seed of the verifier's own randomized matching test (Lovász; S-4 and PI-4 checks; the float
  /// minimum is exact): results do not depend on it except with probability below 1e-15 per test.
  unsigned long long seed = 0x5eed'0f'7e51f1e5ULL;
  /// The record is the event played out (the simulator's): a knockout match or PI-10 final of its
  /// last round with every game in and none decisive is a violation (KO-3). false (`xqsim verify`
  /// of an arbiter's record, which may stand between `results` and `pair`): that match's next
  /// play-off game may be still to pair — a note, and the record is not taken as complete.
  bool finished = false;
};

namespace verify_detail {
struct MatchingWorkspace;
}

/// The verifier's scratch memory, owned by the caller (no globals): keep one per thread and pass
/// it to every verify_record call of that thread to reuse its memory. Not shared between threads.
class VerifyWorkspace {
 public:
  VerifyWorkspace();
  ~VerifyWorkspace();
  VerifyWorkspace(VerifyWorkspace&&) noexcept;
  VerifyWorkspace& operator=(VerifyWorkspace&&) noexcept;
  verify_detail::MatchingWorkspace& matching() { return *matching_; }

 private:
  std::unique_ptr<verify_detail::MatchingWorkspace> matching_;
};

/// Runs every check on `record`. Never throws for a bad record: a structurally broken record
/// (unknown ids, bad indices) yields V-7 violations and the checks that need a sound record
/// are skipped (see notes). Without a workspace it uses one of its own.
[[nodiscard]] VerifyReport verify_record(const Record& record, const VerifyOptions& options = {});
[[nodiscard]] VerifyReport verify_record(const Record& record, const VerifyOptions& options,
                                         VerifyWorkspace& workspace);

/// PI-10 on a record whose source does not mark game kinds (TRF: the final reads as a regular
/// game): the record with the final marked (kind final_game) — the one game of round N + 1
/// (N = rules.final_after_round) between the top two of the verifier's own standings after round
/// N (place 1, and place 2 or a shared 1st). Nothing when the source marks kinds, the rules have
/// no final, round N + 1 is not recorded or already holds a final game, the record fails
/// check_record, or not exactly one game qualifies. `note` (when given) says what was taken as
/// the final, or why none was. verify_record does the same on its own; call this first when
/// something else reads the record too (`xqsim verify` hands the marked record to the engine's
/// standings, V-5).
[[nodiscard]] std::optional<Record> mark_unmarked_final(const Record& record, std::string* note = nullptr);

/// V-5: compares `claimed` with the scores the verifier recomputes from the games of `record`
/// (every entrant exactly once, equal scores, order non-increasing in score, ranks consistent)
/// and with its own ranking (the tiebreak order under the record's list: a pair in the wrong
/// order is a violation naming the criterion's rule, T-1…; a shared place where a criterion
/// tells two apart, or a place not shared where none does, T-12). With a PI-10 final the two
/// finalists hold places 1 and 2 (the winner first) and are left out of the order. `source`
/// names the claimant in the messages ("standings", "history"). For team events pass
/// `teams = true`: ids are team ids, scores match points, the order PT-14.
[[nodiscard]] std::vector<Violation> check_standings(const Record& record,
                                                     const std::vector<ClaimedStanding>& claimed,
                                                     const std::string& source, bool teams = false);

/// The verifier's own scores: entrant (or team, `teams = true`) i + 1's total after each
/// round, `[round - 1][i]`, recomputed from the games (S-1..S-3, S-6, PT-13).
[[nodiscard]] std::vector<std::vector<Points>> recompute_scores(const Record& record, bool teams = false);

}  // namespace xq
