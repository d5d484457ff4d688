// V-7: a record that is inconsistent is rejected with the place and the reason, before any
// standings, pairing or verification reads it. read_record_json and read_trf call it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/placement.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// Checks that `record` is consistent (V-7) and throws InputError naming `file`, the place as
/// key (`rounds[2].games[0].red`) and a reason that names the round, board and player:
/// - entrant ids are 1..n in order, team ids 1..t, team players known and in one team only;
///   ratings, seeds and codes not negative;
/// - round numbers are 1..r in order;
/// - each game: known players, not a player against himself, board ≥ 1, fouls ≥ 0;
/// - nobody twice in a round (two games, a game and a bye, two byes); play-off games (KO-3,
///   PI-10: extra games that decide a tie) are exempt, and so from the board check;
/// - board numbers unique in a round (in team events: inside each match);
/// - team matches reference known teams and games, each game and team at most once a round;
/// - no pending result in a round that is followed by a later round;
/// - the rule set passes validate_rules and validate_tiebreak_settings;
/// - no more rounds than rules.rounds plans (rounds_beyond_rules, key `rules.rounds`).
void check_record(const Record& record, const std::string& file);

/// Why `record` holds more rounds than its rules plan (rules.rounds; 0 = not set: no limit) —
/// "the record holds 7 rounds but rules.rounds = 3", `rounds_key` naming the setting as the file
/// does (`rules.rounds`, TRF's `XXR`) — or nothing when it fits. The rounds past the plan would
/// escape every check of a Swiss round. A PI-10 final is within the plan (rounds =
/// final_after_round + 1). check_record refuses such a record; the TRF reader first, naming XXR.
[[nodiscard]] std::optional<std::string> rounds_beyond_rules(const Record& record,
                                                             std::string_view rounds_key);

/// P1-4 numbers drawn before round 1 pair 2k − 1 with 2k: throws InputError (key "numbers")
/// when a number is drawn twice (naming the first entry, in `numbers`' order, that repeats one)
/// or when more than one number lacks its partner. The entry-list reader and the first round
/// (adjacent_pairing) both check with it.
void check_drawn_numbers(const std::vector<CodeAssignment>& numbers);

/// Whether the next round of a record can be paired: results pending, every planned round
/// paired, or a player missing from an earlier round without a reason (V-2, placement_gaps). The engine
/// (pair_next_round) and `xqsim pair` both check with check_pairable; each says it in its own words.
struct PairableCheck {
  int next_round = 1;  ///< rounds.size() + 1: the round that would be paired
  /// rules.rounds > 0 and next_round > rules.rounds: the event is complete.
  bool beyond_last_round = false;
  /// The first round (record order) with a game that has no result, play-off games aside, and
  /// that game (the first such one); both null when every game has a result. They point into
  /// the record checked.
  const Round* pending_round = nullptr;
  const Game* pending_game = nullptr;
  /// V-2 before pairing (placement_gaps), looked at when nothing is pending and a round is left:
  /// an entrant placed nowhere in an earlier round without a reason refuses the pairing; implied
  /// withdrawals are paired as withdrawals (pair_next_round).
  PlacementGaps placement = {};

  [[nodiscard]] bool ok() const {
    return !beyond_last_round && pending_round == nullptr && placement.round == 0;
  }
};

[[nodiscard]] PairableCheck check_pairable(const Record& record);

}  // namespace xq
