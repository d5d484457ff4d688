// PI-10 on a record whose source does not mark game kinds (TRF writes the final as an ordinary
// game): the final is the one game of round N + 1 between the top two of the verifier's own
// standings after round N — what PI-10 says it is, so V-1 exempts it and the final's checks run.
#include <algorithm>

#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "verify/ranking.hpp"

namespace xq {

using namespace verify_detail;

namespace {

std::string game_text(const Record& r, const Game& g) { return name(r, g.red) + " – " + name(r, g.black); }

}  // namespace

std::optional<Record> mark_unmarked_final(const Record& record, std::string* note) {
  const int f = record.rules.final_after_round;
  const RecordSource& src = record.source;
  if (!src.lacks(RecordInput::game_kinds) || f <= 0 || record.rounds.size() <= static_cast<size_t>(f) ||
      record.rules.format != EventFormat::swiss)
    return std::nullopt;
  const std::string intro = "PI-10: " + src.has_no(RecordInput::game_kinds) + ": ";
  const std::string top_two = "the top two of the verifier's standings after round " + std::to_string(f);
  const std::vector<Game>& games = record.rounds[static_cast<size_t>(f)].games;
  for (const Game& g : games)
    if (g.kind == GameKind::final_game) {  // marked before (by this function: the source marks none)
      if (note) *note = intro + "the final is taken to be " + game_text(record, g) + ", " + top_two;
      return std::nullopt;
    }
  try {
    check_record(record, "");  // the ledger reads only a sound record
  } catch (const InputError&) {
    return std::nullopt;
  }
  const Ledger l(record, VerifyOptions{});
  const Ranking before = rank_entrants(l, f, read_criteria(record.rules.tiebreaks, false).criteria);
  if (before.order.size() < 2) return std::nullopt;
  auto place = [&](EntrantId e) { return before.place[static_cast<size_t>(e - 1)]; };
  const int second = place(before.order[1]);  // 2, or 1 when the first place is shared
  std::vector<size_t> finals;
  for (size_t gi = 0; gi < games.size(); ++gi) {
    const Game& g = games[gi];
    if (g.kind != GameKind::regular) continue;
    const int hi = std::min(place(g.red), place(g.black)), lo = std::max(place(g.red), place(g.black));
    if (hi == 1 && lo == second) finals.push_back(gi);
  }
  if (finals.size() != 1) {
    if (note)
      *note = intro + (finals.empty() ? "no game of round " + std::to_string(f + 1) + " is between " + top_two
                                      : std::to_string(finals.size()) + " games of round " +
                                            std::to_string(f + 1) + " are between players who share " +
                                            top_two + ": none is taken as the final");
    return std::nullopt;
  }
  Record marked = record;
  marked.rounds[static_cast<size_t>(f)].games[finals.front()].kind = GameKind::final_game;
  if (note)
    *note = intro + "the final is taken to be " + game_text(record, games[finals.front()]) + ", " + top_two;
  return marked;
}

}  // namespace xq
