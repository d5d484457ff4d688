// PI-10: the final between the top two after round N − 1, played in round N.
#pragma once

#include <optional>

#include "pairing/model/explain.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"

namespace xq {

/// The final game's two players and colours.
struct FinalPairing {
  EntrantId red = 0;
  EntrantId black = 0;
  bool by_lots = false;  ///< reds and blacks both equal: colours drawn by lot
};

/// When the round to pair is rules.final_after_round + 1 (final_after_round > 0): the top two of
/// compute_standings(history) (the record's tiebreak list) play the final, whether or not they
/// have met — passing over those the record keeps out of round N (withdrawn, absent; issue 14).
/// Fewer than two left: no final (nullopt). Colours (played games, S-2): the one with more reds plays
/// black; equal reds: the larger reds − blacks plays black; reds and blacks both equal: lots (one coin
/// of `rng`). Otherwise nullopt. `pool`: buffers for the ranking's histories (none: allocated).
[[nodiscard]] std::optional<FinalPairing> final_pairing(const Record& history,
                                                        const std::vector<EntrantHistory>& histories,
                                                        Rng& rng, const Explainer& explain,
                                                        HistoryPool* pool = nullptr);

}  // namespace xq
