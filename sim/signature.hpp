// A pairing signature (issue 17): one hash over every pairing the engine makes in N simulated
// tournaments of a scenario — the rounds' games (board, colours, kind, time control, chooser),
// byes, team matches, drawn numbers and codes, warnings — so a change that moves any pairing
// changes the hash. Results are left out (the result model is not the engine), but every round
// is paired from the results before it, exactly as `simulate` plays tournament i.
#pragma once

#include <cstdint>
#include <string>

#include "pairing/model/record.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

/// FNV-1a (64 bit) of everything `record` paired (not its results), in record order.
[[nodiscard]] std::uint64_t pairing_hash(const Record& record);

/// The signature of `count` tournaments of `scenario` with seed `seed`: tournament i plays from
/// Rng(seed, i) as `xqsim simulate` does, and the per-tournament hashes are combined in index
/// order, so the value is the same for any number of `threads`.
[[nodiscard]] std::uint64_t scenario_signature(const Scenario& scenario, std::uint64_t count,
                                               std::uint64_t seed, unsigned threads = 1);

/// "0123456789abcdef": 16 lower-case hex digits.
[[nodiscard]] std::string hex64(std::uint64_t value);

}  // namespace xq::sim
