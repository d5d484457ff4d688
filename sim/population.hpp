// SIM-1: the entrants of one simulated event and their true strengths, drawn from the
// scenario's field (a rating distribution, or an explicit list) with the project's Rng.
#pragma once

#include <vector>

#include "pairing/model/rng.hpp"
#include "pairing/model/types.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

struct Population {
  std::vector<Entrant> entrants;  ///< ids 1..n; `rating` is the published (seeding) rating
  std::vector<Team> teams;  ///< team events: team k holds players boards·(k−1)+1 … boards·k (PT-12)
  std::vector<double> strength;  ///< true strength (Elo) of entrant i + 1: what the result model uses
};

/// Draws the field of one event.
///
/// Individual events: `count` true strengths from the distribution (or the list's ratings); the
/// published rating is the strength plus N(0, rating_noise), rounded; with `associations` = a,
/// each player belongs to one of a associations ("A01" …) drawn uniformly. Start numbers by
/// `seeding`: published rating (highest first, ties in drawing order), lot, or list order; with
/// `direct_entries` = k the last k drawn or listed are numbered last, in that order (KO-1.2).
///
/// Team events: each team's offset ~ N(0, team_spread) is added to its rules.boards players'
/// strengths; players are ordered strongest first inside the team; teams are numbered by
/// `seeding` (mean published rating, lot, or list order of first appearance).
///
/// Consumes a fixed number of draws for a given field, so one seed always gives one field.
[[nodiscard]] Population draw_population(const Scenario& scenario, Rng& rng);

}  // namespace xq::sim
