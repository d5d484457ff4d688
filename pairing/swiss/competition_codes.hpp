// P1-8 competition codes (001 三.3 "對各組棋手（隊）隨機抽取比賽代號"): drawn once, after round 1, for
// players in the individual Swiss and for teams in the team Swiss. One draw for both.
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// Those without a code draw one: a random permutation of the codes not yet taken, 1..n.
/// `codes[i]` is the code of id i + 1 (nullopt: none yet); returns (id, code) for each draw, in
/// id order.
std::vector<CodeAssignment> draw_codes(const std::vector<std::optional<int>>& codes, Rng& rng);

}  // namespace xq
