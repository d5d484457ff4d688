#include "sim/event.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "sim/population.hpp"
#include "sim/result_model.hpp"

namespace xq::sim {
namespace {

// ResultDraws::keyed: the stream of one game, from the event's key and the game's two entrants
// and their meeting number (0 for their first game in the event). Ids below 2^24 and meetings
// below 2^16 pack into one word without overlap.
Rng keyed_game_rng(std::uint64_t key, EntrantId first, EntrantId second, std::uint64_t meeting) {
  const std::uint64_t packed = (static_cast<std::uint64_t>(first) << 40) |
                               (static_cast<std::uint64_t>(second) << 16) | (meeting & 0xFFFF);
  return Rng(key, packed);
}

struct Player {
  const SimulatedEvent& event;
  const Scenario& scenario;
  Rng& rng;
  PairingWorkspace& workspace;
  std::optional<std::uint64_t> keyed = std::nullopt;  ///< ResultDraws::keyed: the event's key
  std::map<std::pair<EntrantId, EntrantId>, std::uint64_t> meetings = {};  ///< keyed: games per pair so far

  double strength(EntrantId id) const { return event.strength.at(static_cast<size_t>(id - 1)); }

  SampledGame sample(const Game& g, TimeControl tc) {
    if (!keyed) return sample_game(scenario.model[tc], strength(g.red), strength(g.black), rng);
    const EntrantId first = std::min(g.red, g.black), second = std::max(g.red, g.black);
    Rng game_rng = keyed_game_rng(*keyed, first, second, meetings[{first, second}]++);
    return sample_game_by_entrants(scenario.model[tc], strength(g.red), strength(g.black), g.red == first,
                                   game_rng);
  }

  void play(Game& g, TimeControl tc) {
    g.time_control = tc;
    const SampledGame s = sample(g, tc);
    g.result = s.result;
    g.red_fouls = s.red_fouls;
    g.black_fouls = s.black_fouls;
  }
};

// KO-3.3 / T-12.2: the colours `chooser` takes against `other` in a game of `tc` with
// colour_choice = model: the colour that gives them the better expected score under the result
// model. Returns {red, black}.
std::pair<EntrantId, EntrantId> model_colours(EntrantId chooser, EntrantId other, TimeControl tc,
                                              const Player& player) {
  const GameModel& m = player.scenario.model[tc];
  const OutcomeProbabilities as_red =
      outcome_probabilities(m, player.strength(chooser), player.strength(other));
  const OutcomeProbabilities as_black =
      outcome_probabilities(m, player.strength(other), player.strength(chooser));
  const bool armageddon = tc == TimeControl::armageddon;  // a draw is a win for black
  const double red_score = as_red.red_win + (armageddon ? 0 : as_red.draw / 2);
  const double black_score = as_black.black_win + (armageddon ? as_black.draw : as_black.draw / 2);
  return red_score > black_score ? std::pair{chooser, other} : std::pair{other, chooser};
}

// Plays the pending games of the last round from game `from` on; a chosen game's colours by the
// model when colour_choice = model (KO-3.3; a T-12.2 armageddon's chooser won the lot).
void play_pending(Round& round, size_t from, const RuleSet& rules, Player& player) {
  // A team (KO-4) chooses to move first for its whole match: the engine's choice stands. (A team
  // play-off game, T-12.6, is in no match: its player chooses.)
  const std::vector<bool> team_board =
      round.matches.empty() ? std::vector<bool>(round.games.size()) : games_in_matches(round);
  for (size_t i = from; i < round.games.size(); ++i) {
    Game& g = round.games[i];
    if (g.result != Result::pending) continue;
    if (g.chooser != 0 && rules.colour_choice == ChooserColour::model && !team_board[i])
      std::tie(g.red, g.black) =
          model_colours(g.chooser, g.chooser == g.red ? g.black : g.red, g.time_control, player);
    player.play(g,
                g.kind == GameKind::regular || g.kind == GameKind::final_game || g.kind == GameKind::knockout
                    ? player.scenario.time_control
                    : g.time_control);
  }
}

// KO-3 and T-12.5: the games the last round still needs — the next game of each drawn match,
// then (once the stage's rounds are played) play-off sessions — drawn from playoff_rng of the
// pairing seed as `xqsim pair --seed` draws them, played as they come. A match still undecided
// after rules.max_match_games games is a broken result model (KO-3.6).
void play_extra_games(Record& rec, Player& player, std::uint64_t pairing_seed) {
  for (int session = 1;; ++session) {
    if (session > rec.rules.max_match_games)
      throw InputError(player.scenario.file, 0, "rules.max_match_games",
                       "round " + std::to_string(rec.rounds.back().number) + " still needs games after " +
                           std::to_string(rec.rules.max_match_games) +
                           " play-off sessions (KO-3.6): the result model hardly ever decides a game");
    Rng lots = playoff_rng(pairing_seed, rec);
    std::vector<Game> games = next_match_games(rec, lots);
    if (games.empty()) games = next_playoffs(rec, lots);
    if (games.empty()) return;
    const size_t from = rec.rounds.back().games.size();
    append_match_games(rec, games);  // KO-4: into its team match
    play_pending(rec.rounds.back(), from, rec.rules, player);
  }
}

}  // namespace

SimulatedEvent simulate_event(const Scenario& sc, Rng& rng, PairingWorkspace& workspace, ResultDraws draws) {
  // One output of `rng` each, in this order: split() consumes one as next() does.
  Rng field_rng = rng.split();
  const std::uint64_t pairing_seed = rng.next();  // V-6: round r pairs with Rng(pairing_seed, r)
  Rng result_rng = rng.split();

  SimulatedEvent ev;
  Population pop = draw_population(sc, field_rng);
  Record& rec = ev.record;
  rec.event = sc.name;
  rec.rules = sc.rules;
  rec.entrants = std::move(pop.entrants);
  rec.teams = std::move(pop.teams);
  ev.strength = std::move(pop.strength);
  ev.pairing_seed = pairing_seed;

  Player player{ev, sc, result_rng, workspace};
  if (draws == ResultDraws::keyed) player.keyed = result_rng.next();
  rec.rounds.reserve(static_cast<size_t>(std::max(event_rounds(sc.rules), 0)));
  for (int r = 1; r <= event_rounds(sc.rules); ++r) {
    Rng pairing_rng = round_rng(pairing_seed, r);  // as `xqsim pair --seed pairing_seed`
    PairingResult p = pair_next_round(rec, pairing_rng, workspace);
    if (!p.ok()) {
      ev.no_pairing = true;
      ev.no_pairing_reason = "round " + std::to_string(r) + ": " + p.reason;
      break;
    }
    apply_pairing(rec, std::move(p));  // the round and the codes it drew (P1-4, P1-8)
    play_pending(rec.rounds.back(), 0, rec.rules, player);
    if (r == sc.rules.rounds || rec.rounds.back().stage == 2)
      play_extra_games(rec, player, pairing_seed);  // KO-3 matches, T-12 when the stage ends
  }
  return ev;
}

SimulatedEvent simulate_event(const Scenario& scenario, Rng& rng) {
  PairingWorkspace workspace;
  return simulate_event(scenario, rng, workspace);
}

}  // namespace xq::sim
