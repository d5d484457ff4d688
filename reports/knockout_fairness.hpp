// Fairness of an event with a knockout stage (KO-5) in one tournament: what the knockout did to
// the order the first stage left (docs/fairness.md "Events with a knockout"). Pure functions of
// the event's places (event_places) and the true strengths; the summary adds them up
// (fairness_summary.hpp: KnockoutTally).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "pairing/knockout/knockout.hpp"
#include "reports/rank_metrics.hpp"

namespace xq {

/// One tournament's knockout measures.
struct KnockoutMeasures {
  RankMetrics first_stage;       ///< the first-stage order (first_stage_order) against strength
  bool strongest_won = false;    ///< the event's 1st has the highest strength (any of them if shared)
  bool strongest_first = false;  ///< an entrant of the highest strength has first-stage place 1
                                 ///< (KO-2: wins its group)
  bool leader_lost = false;      ///< the event's 1st did not have first-stage place 1 (KO-2: a
                                 ///< group runner-up or lower won)
  std::int64_t entrants = 0;     ///< entrants the knockout placed (EventPlace::by_knockout)
  std::int64_t moved = 0;        ///< Σ over those of |final position − first-stage position|
  std::int64_t changed = 0;      ///< of those, entrants whose position the knockout changed
  bool operator==(const KnockoutMeasures&) const = default;
};

/// The order the first stage left, best first: by first-stage place (EventPlace::
/// first_stage_place; KO-2: the group place), entrants of equal place in the order of `table`
/// (the first stage's ranking of every entrant, best first: KO-2's A1 and B1 by the merged table
/// of both groups). KO-2's positions 4j − 3 … 4j are then block j's entrants, the places that
/// block decides. Entrants `table` lacks come last, by id.
std::vector<EntrantId> first_stage_order(std::span<const EventPlace> places,
                                         std::span<const EntrantId> table);

/// The measures of one tournament whose every place is decided: `places` is event_places(record)
/// (final order, best first), `table` as for first_stage_order, strength_by_id[id − 1] the true
/// strength of entrant id (higher = stronger). Positions are 1-based in the strict orders (the
/// final order keeps event_places' order of a shared place).
KnockoutMeasures measure_knockout(std::span<const EventPlace> places, std::span<const EntrantId> table,
                                  std::span<const double> strength_by_id);

}  // namespace xq
