// Who gets the bye of an odd field (rules.md S-3, S-4, PI-9).
#pragma once

#include <vector>

#include "pairing/swiss/score_groups.hpp"

namespace xq {

/// S-4's order of bye candidates, the first to try first: lowest score first; within a score,
/// the lowest-ranked first by `standings_order` (ids best first; ids missing from it rank last,
/// by larger number). Indices into `players`. Whether a candidate may take it (no second bye)
/// and whether the rest can then be paired is the caller's test; "the bye passes to the next
/// player up" is walking this list.
std::vector<int> bye_order(const std::vector<SwissPlayer>& players,
                           const std::vector<EntrantId>& standings_order);

}  // namespace xq
