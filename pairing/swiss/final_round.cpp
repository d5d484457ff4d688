#include "pairing/swiss/final_round.hpp"

#include <string>

#include "pairing/standings/standings.hpp"
#include "pairing/swiss/colour_rules.hpp"

namespace xq {

std::optional<FinalPairing> final_pairing(const Record& history, const std::vector<EntrantHistory>& histories,
                                          Rng& rng, const Explainer& explain, HistoryPool* pool) {
  const int n = history.rules.final_after_round;
  if (n <= 0 || static_cast<int>(history.rounds.size()) != n || history.entrant_count() < 2)
    return std::nullopt;
  const std::vector<EntrantId> order = compute_places(history, pool).order();  // PI-10: the top two
  const EntrantId a = order[0], b = order[1];
  const int reds_a = colour_history(histories[static_cast<size_t>(a - 1)]).reds;
  const int reds_b = colour_history(histories[static_cast<size_t>(b - 1)]).reds;
  FinalPairing f;
  if (reds_a != reds_b) {  // more reds plays black
    f.red = reds_a < reds_b ? a : b;
    f.black = reds_a < reds_b ? b : a;
  } else {  // equal: lots
    const bool a_red = rng.coin();
    f.red = a_red ? a : b;
    f.black = a_red ? b : a;
    f.by_lots = true;
  }
  explain("PI-10", [&] {
    return "final after round " + std::to_string(n) + ": " + std::to_string(a) + " and " + std::to_string(b) +
           " (top two; reds " + std::to_string(reds_a) + " and " + std::to_string(reds_b) +
           "): " + std::to_string(f.red) + " red" + (f.by_lots ? " by lots" : " (fewer reds)");
  });
  return f;
}

}  // namespace xq
