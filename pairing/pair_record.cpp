#include "pairing/pair_record.hpp"

#include <algorithm>
#include <vector>

#include "pairing/io/results_csv.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"

namespace xq {
namespace {

// "round 3 is not finished: 2 games have no result (board 1 (1–5), …)": a round with results pending.
std::string unfinished_text(const Record& record, const Round& round) {
  const std::vector<std::string> pending =
      pending_games(round, !record.source.lacks(RecordInput::boards));  // TRF: its reader's
  return "round " + std::to_string(round.number) + " is not finished: " + std::to_string(pending.size()) +
         (pending.size() == 1 ? " game has" : " games have") + " no result (" + pending_list(pending) + ")";
}

// The arbiter's words for check_pairable's answer: what to do before the round can be paired.
// Returns the round to pair.
int require_pairable(const Record& record, const std::string& file) {
  const PairableCheck pairable = check_pairable(record);
  const int next = pairable.next_round;
  if (pairable.pending_round)
    throw InputError(file, 0, "",
                     unfinished_text(record, *pairable.pending_round) + "; enter them with xqsim results" +
                         (record.rules.rounds > 0 && next > event_rounds(record.rules)
                              ? " (the event's last round)"
                              : ", then pair round " + std::to_string(next)));
  if (pairable.beyond_last_round)
    throw InputError(file, 0, "",
                     "the event is complete: all " + std::to_string(event_rounds(record.rules)) +
                         " rounds are paired (rules.rounds = " + std::to_string(record.rules.rounds) +
                         (record.rules.knockout != Knockout::none ? ", and the knockout's 2" : "") + ")");
  if (pairable.placement.round != 0)  // V-2 before pairing
    throw InputError(file, 0, "", placement_gap_text(record, pairable.placement));
  return next;
}

}  // namespace

PairingResult pair_record(Record& record, const std::string& file, std::uint64_t seed,
                          const PairingOptions& options) {
  Rng rng = round_rng(seed, require_pairable(record, file));
  PairingResult result;
  try {
    result = pair_next_round(record, rng, options);
  } catch (const InputError& e) {  // the engine's checks (format, team sizes, …) name no file
    if (!e.file().empty()) throw;
    throw InputError(file, e.line(), e.key(), e.reason());
  }
  if (result.ok()) apply_pairing(record, result);
  return result;
}

std::vector<Game> schedule_playoffs(Record& record, std::uint64_t seed, std::span<const TeamSend> sends,
                                    const std::string& file, const Explainer& explain) {
  Rng rng = playoff_rng(seed, record);
  std::vector<Game> games = next_match_games(record, rng, explain);  // KO-3: a drawn match goes on first
  if (games.empty()) {                                               // T-12
    try {
      games = next_playoffs(record, rng, sends, explain);
    } catch (const InputError& e) {  // T-12.6's `sends` names no file
      if (!e.file().empty()) throw;
      throw InputError(file, e.line(), e.key() == "sends" ? "--sends" : e.key(), e.reason());
    }
  }
  if (!games.empty()) append_match_games(record, games);
  return games;
}

PlayoffsLeft playoffs_left(const Record& record) {
  const PairableCheck pairable = check_pairable(record);
  if (!pairable.beyond_last_round || record.rounds.empty()) return {};
  const auto pending = [](PlayoffsLeft::Kind kind, std::span<const Game> games) {
    PlayoffsLeft left{kind, {}};
    for (const Game& g : games)
      if (g.result == Result::pending) left.players.insert(left.players.end(), {g.red, g.black});
    return left;
  };
  const auto& games = record.rounds.back().games;
  if (std::any_of(games.begin(), games.end(), [](const Game& g) { return g.result == Result::pending; }))
    return pairable.pending_round == nullptr ? pending(PlayoffsLeft::Kind::being_played, games)
                                             : PlayoffsLeft{};
  Record scheduled = record;  // the seed only draws lots: which games are due does not depend on it
  try {
    const std::vector<Game> due = schedule_playoffs(scheduled, 0);
    return due.empty() ? PlayoffsLeft{} : pending(PlayoffsLeft::Kind::to_pair, due);
  } catch (const InputError&) {  // due, and `pair` will say what stops it
    return {PlayoffsLeft::Kind::to_pair, {}};
  }
}

std::string event_not_over(const Record& record) {
  const PairableCheck pairable = check_pairable(record);
  const int planned = event_rounds(record.rules), paired = static_cast<int>(record.rounds.size());
  if (pairable.pending_round) return unfinished_text(record, *pairable.pending_round);
  if (record.rules.rounds > 0 && paired < planned)
    return paired == 0 ? "no round of its " + std::to_string(planned) + " is paired"
                       : "round " + std::to_string(paired) + " of its " + std::to_string(planned) +
                             " is the last paired";
  switch (playoffs_left(record).kind) {
    case PlayoffsLeft::Kind::being_played: return "play-off games of its last round have no result yet";
    case PlayoffsLeft::Kind::to_pair:
      return "play-off games are still to come (KO-3, T-12; xqsim pair schedules them)";
    case PlayoffsLeft::Kind::none: break;
  }
  return "";
}

}  // namespace xq
