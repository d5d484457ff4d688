// The event driver: plays one simulated tournament from a scenario — draws the field, pairs
// every round with the engine, samples every game with the result model, plays the PI-10
// final's play-offs (KO-3) — and returns the whole record with the true strengths.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

/// One simulated tournament.
struct SimulatedEvent {
  Record record;                 ///< every round played (all results filled in)
  std::vector<double> strength;  ///< true strength of entrant i + 1 (Elo)
  std::uint64_t pairing_seed =
      0;                          ///< round r was paired with Rng(pairing_seed, r) (V-6, `xqsim pair --seed`)
  bool no_pairing = false;        ///< the engine found no legal pairing; the record stops there
  std::string no_pairing_reason;  ///< the engine's reason
};

/// Where the games' random numbers come from.
enum class ResultDraws : std::uint8_t {
  /// One stream for the whole event, game after game in the order they are played (simulate,
  /// and compare when every variant plays the same tournaments).
  sequential,
  /// Each game draws from its own stream keyed by the two entrants and how many games they had
  /// played against each other before in this event: Rng(K, key(lower id, higher id, meeting)),
  /// K one output of the event's result stream. Compare mode when a variant changes the pairing
  /// (docs/fairness.md "What the variants share"): two variants of one tournament that pair the
  /// same two entrants give their game the same four uniforms, whatever the round or colours
  /// (sample_game_by_entrants).
  keyed,
};

/// Plays one event. The field and the results draw from their own streams split off `rng`, so a
/// change to the pairing code does not move the random numbers of the results (common random
/// numbers across settings). Between them `rng` gives the event's pairing seed P: round r is
/// paired with Rng(P, r), exactly as `xqsim pair --seed P` pairs it, so every round can be
/// re-paired from the history before it alone (V-6, sim/repair_check.hpp).
/// `workspace`: the engine's scratch memory, reused from event to event (PairingWorkspace).
/// `draws`: sequential (the default: what simulate plays) or keyed by the entrants (compare's variants).
[[nodiscard]] SimulatedEvent simulate_event(const Scenario& scenario, Rng& rng, PairingWorkspace& workspace,
                                            ResultDraws draws = ResultDraws::sequential);

/// The same with a workspace of its own (tests, single events).
[[nodiscard]] SimulatedEvent simulate_event(const Scenario& scenario, Rng& rng);

}  // namespace xq::sim
