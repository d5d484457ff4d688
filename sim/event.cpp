#include "sim/event.hpp"

#include <algorithm>
#include <optional>
#include <tuple>
#include <utility>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "sim/population.hpp"
#include "sim/result_model.hpp"

namespace xq::sim {
namespace {

// A hard stop for a play-off chain whose last time control repeats until decided (KO-3 variant).
constexpr int kMaxPlayoffGames = 20;

struct Player {
  const SimulatedEvent& event;
  const Scenario& scenario;
  Rng& rng;
  PairingWorkspace& workspace;

  double strength(EntrantId id) const { return event.strength.at(static_cast<size_t>(id - 1)); }

  void play(Game& g, TimeControl tc) {
    g.time_control = tc;
    const SampledGame s = sample_game(scenario.model[tc], strength(g.red), strength(g.black), rng);
    g.result = s.result;
    g.red_fouls = s.red_fouls;
    g.black_fouls = s.black_fouls;
  }
};

// KO-3 / T-12.2: the armageddon's colours, chosen by `chooser`: the colour that gives them the
// better chance under the result model. Returns {red, black}.
std::pair<EntrantId, EntrantId> armageddon_colours(EntrantId chooser, EntrantId other, const Player& player) {
  const GameModel& m = player.scenario.model[TimeControl::armageddon];
  const OutcomeProbabilities as_red =
      outcome_probabilities(m, player.strength(chooser), player.strength(other));
  const OutcomeProbabilities as_black =
      outcome_probabilities(m, player.strength(other), player.strength(chooser));
  const bool take_red = as_red.red_win > as_black.draw + as_black.black_win;
  return take_red ? std::pair{chooser, other} : std::pair{other, chooser};
}

// T-12.5: the play-offs of the event once its last round is played, session by session (lots
// from playoff_rng of the pairing seed, as `xqsim pair --seed`); the games go into the last
// round. An armageddon's lot winner (written red by the engine) chooses the colours.
void play_playoffs(Record& rec, Player& player, std::uint64_t pairing_seed) {
  for (int session = 1; session <= kMaxPlayoffGames; ++session) {
    Rng lots = playoff_rng(pairing_seed, rec);
    std::vector<Game> games = next_playoffs(rec, lots);
    if (games.empty()) return;
    for (Game& g : games) {
      if (g.time_control == TimeControl::armageddon)
        std::tie(g.red, g.black) = armageddon_colours(g.red, g.black, player);
      player.play(g, g.time_control);
      rec.rounds.back().games.push_back(g);
    }
  }
}

// PI-10 / KO-3: a drawn final goes to play-offs, colours swapped each game; an armageddon's
// colours are chosen by the finalist ranked higher after round N, who takes the colour that
// gives them the better chance under the result model.
void play_final_playoffs(Round& round, size_t final_index, const Record& before_final, Player& player) {
  const Game final_game = round.games[final_index];
  if (game_winner(final_game) != 0 || final_game.result == Result::double_forfeit) return;
  const std::vector<TimeControl>& chain = player.scenario.final_playoff;
  if (chain.empty()) return;
  EntrantId red = final_game.black, black = final_game.red;  // first play-off: colours swapped
  for (int k = 0; k < kMaxPlayoffGames; ++k) {
    const TimeControl tc = chain[std::min(static_cast<size_t>(k), chain.size() - 1)];
    if (static_cast<size_t>(k) >= chain.size() && tc == TimeControl::armageddon) break;
    if (tc == TimeControl::armageddon) {
      const Standings s =
          compute_places(before_final, &player.workspace.swiss.histories());  // ranks after round N
      const EntrantId a = final_game.red, b = final_game.black;
      const EntrantId chooser = s.rank_of(a) <= s.rank_of(b) ? a : b;
      std::tie(red, black) = armageddon_colours(chooser, chooser == a ? b : a, player);
    }
    Game g;
    g.board = final_game.board;
    g.red = red;
    g.black = black;
    g.kind = GameKind::playoff;
    player.play(g, tc);
    round.games.push_back(g);
    if (game_winner(g) != 0 || g.result == Result::double_forfeit) return;
    std::swap(red, black);
  }
}

}  // namespace

SimulatedEvent simulate_event(const Scenario& sc, Rng& rng, PairingWorkspace& workspace) {
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
  rec.rounds.reserve(static_cast<size_t>(std::max(sc.rules.rounds, 0)));
  for (int r = 1; r <= sc.rules.rounds; ++r) {
    Rng pairing_rng = round_rng(pairing_seed, r);  // as `xqsim pair --seed pairing_seed`
    PairingResult p = pair_next_round(rec, pairing_rng, workspace);
    if (!p.ok()) {
      ev.no_pairing = true;
      ev.no_pairing_reason = "round " + std::to_string(r) + ": " + p.reason;
      break;
    }
    Round& round = p.round;
    std::optional<size_t> final_index;
    const size_t paired = round.games.size();
    for (size_t i = 0; i < paired; ++i) {
      player.play(round.games[i], sc.time_control);
      if (round.games[i].kind == GameKind::final_game) final_index = i;
    }
    if (final_index) play_final_playoffs(round, *final_index, rec, player);  // ranks after the rounds before
    apply_pairing(rec, std::move(p));  // the round, played, and the codes it drew (P1-4, P1-8)
  }
  if (!ev.no_pairing) play_playoffs(rec, player, pairing_seed);  // T-12
  return ev;
}

SimulatedEvent simulate_event(const Scenario& scenario, Rng& rng) {
  PairingWorkspace workspace;
  return simulate_event(scenario, rng, workspace);
}

}  // namespace xq::sim
