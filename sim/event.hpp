// The event driver: plays one simulated tournament from a scenario — draws the field, pairs
// every round with the engine, samples every game with the result model, plays the PI-10
// final's play-offs (KO-3) — and returns the whole record with the true strengths.
#pragma once

#include <string>
#include <vector>

#include "pairing/record.hpp"
#include "pairing/rng.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

/// One simulated tournament.
struct SimulatedEvent {
  Record record;                  ///< every round played (all results filled in)
  std::vector<double> strength;   ///< true strength of entrant i + 1 (Elo)
  bool no_pairing = false;        ///< the engine found no legal pairing; the record stops there
  std::string no_pairing_reason;  ///< the engine's reason
};

/// Whether the engine can pair this scenario's format (individual Swiss now; team Swiss once
/// pairing/team_swiss.hpp exists). Throws InputError naming [event] format otherwise.
void require_simulable(const Scenario& scenario);

/// Plays one event. The three parts draw from independent streams split off `rng` in a fixed
/// order — the field, the pairing, the results — so a change to the pairing code does not move
/// the random numbers of the results (common random numbers across settings).
SimulatedEvent simulate_event(const Scenario& scenario, Rng& rng);

}  // namespace xq::sim
