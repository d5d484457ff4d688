// The arbiter's pairing step (`xqsim pair`): the next round of a real event's record, checked,
// paired with the round's stream of the seed and stored in the record.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "pairing/model/field_changes.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/round_result.hpp"
#include "pairing/pairing.hpp"

namespace xq {

/// Pairs round r = rounds.size() + 1 of `record` with round_rng(seed, r), the stream the
/// simulator and V-6 use for that round, and on success stores it in `record` (apply_pairing:
/// the round and the codes it drew). Refused with InputError naming `file`: a round with
/// results still pending ("round 3 is not finished: …"), an event whose planned rounds are all
/// paired, and whatever the engine refuses (format, team sizes, …). No legal pairing is a value
/// (!result.ok()): `record` is unchanged.
[[nodiscard]] PairingResult pair_record(Record& record, const std::string& file, std::uint64_t seed,
                                        const PairingOptions& options = {});

/// The next games the last round needs once every result is in, added to it and returned (lots
/// from playoff_rng(seed, record)): the next game of each drawn match (KO-3: a knockout match, the
/// PI-10 final; next_match_games), else, when the stage's rounds are all played, the next session
/// of play-off games (T-12.5, next_playoffs; a team play-off's players by `sends`, T-12.6 — an
/// InputError naming `file` for a player not of his team). Empty (record unchanged) when none is due.
/// `explain`: why each game is due and its colours (pair --explain).
[[nodiscard]] std::vector<Game> schedule_playoffs(Record& record, std::uint64_t seed,
                                                  std::span<const TeamSend> sends = {},
                                                  const std::string& file = "",
                                                  const Explainer& explain = {});

/// What is left of an event whose rounds are all paired (rules.rounds, the knockout's included):
/// play-off games on the last round's boards still without a result, or games `schedule_playoffs`
/// would add (KO-3's next game of a drawn match, the PI-10 final's; T-12's play-offs for places).
/// A field change (withdraw, add) then has no round to act on: its message says what is left.
[[nodiscard]] PlayoffsLeft playoffs_left(const Record& record);

/// KO-5.1: "" when `record`'s event is over — every round paired (rules.rounds, the knockout's
/// too), every game in, no play-off game being played or due (playoffs_left) — else why not, in
/// an arbiter's words ("round 3 of 7 is the last paired", "round 7 is not finished: …", "play-off
/// games are still to come"). A record that does not say its number of rounds (rules.rounds = 0,
/// a TRF without XXR) is taken as over once its games are in.
[[nodiscard]] std::string event_not_over(const Record& record);

}  // namespace xq
