// Storing a pairing into the record: the one place that turns what a pairing call returned
// (PairingResult) into the record's next round and its entrants' codes. `xqsim pair` and the
// simulator's event driver both store their rounds with it.
#pragma once

#include "pairing/model/record.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// Stores the codes `pairing` drew (P1-4 numbers, P1-8 competition codes) in the entrants'
/// Entrant::code and appends its round to record.rounds. Precondition: pairing.ok() and the
/// codes name entrants of `record`.
void apply_pairing(Record& record, const PairingResult& pairing);

/// The same, moving the round out of `pairing` instead of copying it.
void apply_pairing(Record& record, PairingResult&& pairing);

}  // namespace xq
