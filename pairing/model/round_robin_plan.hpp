// RR-1.4 / RR-1.6 / RR-2.3: how many rounds a round robin plays — arithmetic on the field alone,
// here so that every reader of a record checks a round robin's length (check_record) with the
// same numbers the Berger table (pairing/roundrobin/berger) and the groups are built on.
#pragma once

#include "pairing/model/rules.hpp"

namespace xq {

/// N: n for even n, n + 1 for odd n (the highest number counts as the sit-out).
int berger_size(int n);

/// RR-1.4 / RR-1.6: rounds of the event, (N − 1) × cycles.
int berger_rounds(int n, int cycles);

/// RR-1.4: the rounds of an event of `n` entrants in `groups` groups, `cycles` cycles — every
/// group's table must play as many. Throws InputError (key groups or rounds) when the groups
/// cannot be dealt (fewer than two entrants in one) or their tables differ in length.
int round_robin_rounds(int n, int groups, int cycles);

/// RR-1.4: `rules.rounds` is the table's number for `n` entrants (round_robin_rounds). Throws
/// InputError (key rounds; groups or entrants from round_robin_rounds) otherwise.
void check_round_robin_rounds(const RuleSet& rules, int n);

}  // namespace xq
