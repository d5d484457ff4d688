// The round robin (rules.md RR-1): each round is read off the Berger table under the event's
// numbering — drawn by lot when round 1 is paired (RR-1.7 `rr_numbers = lots`, kept in the
// record as the entrants' codes) or given (`given`: the entry list's seed column).
#pragma once

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// The next round of a round robin (format = round_robin). Round 1 under `lots` draws the
/// numbers (returned as codes). Throws InputError for a record the table cannot continue:
/// rules.rounds not the table's (RR-1.4), numbers missing or not 1..n once each.
PairingResult pair_round_robin(const Record& history, Rng& rng, const PairingOptions& options);

/// The numbers of the table, index id − 1 (RR-1.7): the codes (lots) or the seeds (given).
/// Empty when the record holds none yet (lots, before round 1). Throws InputError when they are
/// not a permutation of 1..n.
std::vector<int> round_robin_numbers(const Record& record);

/// The whole schedule under the record's numbers: every round of every group's table (RR-1,
/// RR-2), games without results. Empty while the numbers are not drawn (lots, before round 1).
std::vector<Round> round_robin_schedule(const Record& record);

}  // namespace xq
