#include "pairing/swiss/final_round.hpp"

#include <string>
#include <vector>

#include "pairing/standings/standings.hpp"
#include "pairing/swiss/colour_rules.hpp"

namespace xq {

std::optional<FinalPairing> final_pairing(const Record& history, const std::vector<EntrantHistory>& histories,
                                          Rng& rng, const Explainer& explain, HistoryPool* pool) {
  const int n = history.rules.final_after_round;
  if (n <= 0 || static_cast<int>(history.rounds.size()) != n || history.entrant_count() < 2)
    return std::nullopt;
  // PI-10: the top two. Issue 14 (docs/pairing-individual.md "A finalist withdrawn"): those the
  // record keeps out of the final's round (withdrawn, absent) are passed over; the next play it.
  const int final_round = n + 1;
  const bool changes = has_field_changes(history);
  const auto kept_out = [&](EntrantId id) {
    return changes && availability(history.entrant(id), final_round) != Availability::plays;
  };
  // The finalists are among the first 2 + (those kept out) places: the standings' tiebreaks are
  // worked out for those places only. Passed over: those kept out who rank ahead of a finalist.
  size_t needed = 2;
  for (const Entrant& e : history.entrants) needed += kept_out(e.id) ? 1 : 0;
  std::vector<EntrantId> finalists, passed_over;
  for (EntrantId id : leading_places(history, needed, pool)) {
    if (finalists.size() == 2) break;
    (kept_out(id) ? passed_over : finalists).push_back(id);
  }
  if (finalists.size() < 2) return std::nullopt;
  const EntrantId a = finalists[0], b = finalists[1];
  const ColourHistory ha = colour_history(histories[static_cast<size_t>(a - 1)]);
  const ColourHistory hb = colour_history(histories[static_cast<size_t>(b - 1)]);
  // PI-10 (003 一.2 "平衡双方的先后手"): the larger reds − blacks plays black; equal balance (possible
  // only with byes or forfeits): the one with more reds plays black; reds and blacks both equal: lots.
  const int key_a = ha.need() != hb.need() ? ha.need() : ha.reds;
  const int key_b = ha.need() != hb.need() ? hb.need() : hb.reds;
  FinalPairing f;
  if (key_a != key_b) {
    f.red = key_a < key_b ? a : b;
    f.black = key_a < key_b ? b : a;
  } else {  // reds and blacks equal: lots
    const bool a_red = rng.coin();
    f.red = a_red ? a : b;
    f.black = a_red ? b : a;
    f.by_lots = true;
  }
  explain("PI-10", [&] {
    return "final after round " + std::to_string(n) + ": " + std::to_string(a) + " and " + std::to_string(b) +
           " (top two; reds/blacks " + std::to_string(ha.reds) + "/" + std::to_string(ha.blacks) + " and " +
           std::to_string(hb.reds) + "/" + std::to_string(hb.blacks) + ")" +
           (passed_over.empty() ? ""
                                : ", passing over " + join_ids(passed_over, [](EntrantId id) { return id; }) +
                                      " (not playing this round)") +
           ": " + std::to_string(f.red) + " red" +
           (f.by_lots                ? " by lots"
            : ha.need() != hb.need() ? " (smaller reds − blacks)"
                                     : " (fewer reds)");
  });
  return f;
}

}  // namespace xq
