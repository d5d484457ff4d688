// V-5: the engine's standings handed to the verifier as claims to check (verify/ never calls the
// standings code it checks; its caller does, and the verifier compares them with its own ranking).
#pragma once

#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "verify/verify.hpp"

namespace xq::sim {

/// Sets options.claimed_standings to pairing's places (compute_places; of the first stage when
/// the event has a knockout), for a knockout event options.claimed_event_places to its
/// event_places (KO-1.5, KO-2) and, for a team event, options.claimed_team_standings to
/// compute_team_standings. A table the engine cannot compute
/// (it throws) is left out: the verifier's other checks report what is wrong with the record.
/// `pool`: buffers for the standings' histories (the simulator passes its worker's).
void claim_engine_standings(const Record& record, VerifyOptions& options, HistoryPool* pool = nullptr);

}  // namespace xq::sim
