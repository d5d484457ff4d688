#include "pairing/swiss/final_round.hpp"

#include <algorithm>
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
  // worked out for those places (and those sharing them) only. Passed over: those kept out who rank
  // ahead of a finalist.
  size_t needed = 2;
  for (const Entrant& e : history.entrants) needed += kept_out(e.id) ? 1 : 0;
  std::vector<StandingRow> leading;  // those who can play it, best first
  std::vector<EntrantId> passed_over;
  for (const StandingRow& row : leading_rows(history, needed, pool)) {
    if (leading.size() >= 2 && row.rank != leading[1].rank) break;
    if (kept_out(row.id))
      passed_over.push_back(row.id);
    else
      leading.push_back(row);
  }
  if (leading.size() < 2) return std::nullopt;
  // T-12 (rules.md, 003/004 Swiss: no play-off named): a place shared across the top two — more
  // players share 2nd (or 1st) than finals slots are left — is decided by lots among them.
  std::vector<EntrantId> finalists, lots;
  for (const StandingRow& row : leading) (row.rank < leading[1].rank ? finalists : lots).push_back(row.id);
  const size_t drawn = 2 - finalists.size();
  const bool by_lots = lots.size() > drawn;
  const std::vector<EntrantId> tied = lots;  // (for --explain: the draw reorders lots)
  for (size_t k = 0; k < drawn; ++k) {       // the lots' first `drawn` after a partial Fisher–Yates
    const size_t j = by_lots ? k + static_cast<size_t>(rng.index(static_cast<int>(lots.size() - k))) : k;
    std::swap(lots[k], lots[j]);
    finalists.push_back(lots[k]);
  }
  if (by_lots) std::sort(finalists.begin() + static_cast<std::ptrdiff_t>(2 - drawn), finalists.end());
  const EntrantId a = finalists[0], b = finalists[1];
  const ColourHistory ha = colour_history(histories[static_cast<size_t>(a - 1)]);
  const ColourHistory hb = colour_history(histories[static_cast<size_t>(b - 1)]);
  // PI-10 (004 一.1(2) "前八轮执红棋先手多者，决赛执黑棋后走"): more reds plays black; equal reds (byes or
  // forfeits can leave the blacks unequal, 003 一.2 "平衡双方的先后手"): the larger reds − blacks plays
  // black; reds and blacks both equal: lots.
  const bool by_reds = ha.reds != hb.reds;
  const int key_a = by_reds ? ha.reds : ha.need();
  const int key_b = by_reds ? hb.reds : hb.need();
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
  explain.decision("PI-10", f.red, f.black, true, [&] {  // PI-10: the final and its colours
    return "final after round " + std::to_string(n) + ": " + std::to_string(a) + " and " + std::to_string(b) +
           (by_lots ? " (top two; place " + std::to_string(leading[1].rank) + " shared by " +
                          join_ids(tied, [](EntrantId id) { return id; }) + ": drawn by lot; reds/blacks "
                    : std::string(" (top two; reds/blacks ")) +
           std::to_string(ha.reds) + "/" + std::to_string(ha.blacks) + " and " + std::to_string(hb.reds) +
           "/" + std::to_string(hb.blacks) + ")" +
           (passed_over.empty() ? ""
                                : ", passing over " + join_ids(passed_over, [](EntrantId id) { return id; }) +
                                      " (not playing this round)") +
           ": " + std::to_string(f.red) + " red" +
           (f.by_lots ? " by lots"
            : by_reds ? " (fewer reds)"
                      : " (equal reds: smaller reds − blacks)");
  });
  return f;
}

}  // namespace xq
