#include "pairing/knockout/match.hpp"

#include <string>
#include <tuple>
#include <utility>

#include "pairing/model/time_control.hpp"

namespace xq {

std::vector<size_t> match_games(const Round& round, size_t opening) {
  const Game& first = round.games.at(opening);
  std::vector<size_t> out{opening};
  for (size_t i = opening + 1; i < round.games.size(); ++i) {
    const Game& g = round.games[i];
    if (g.kind == GameKind::playoff && same_match_board(g, first)) out.push_back(i);
  }
  return out;
}

bool in_match(const Round& round, size_t index) {
  const Game& g = round.games.at(index);
  if (opens_match(g.kind)) return true;
  for (size_t i = 0; i < index; ++i) {
    const Game& o = round.games[i];
    if (opens_match(o.kind) && same_match_board(o, g)) return true;
  }
  return false;
}

MatchOutcome match_outcome(const Round& round, size_t opening) {
  for (size_t i : match_games(round, opening)) {  // KO-3: the first decisive game ends the match
    const Game& g = round.games[i];
    if (const EntrantId w = game_winner(g); w != 0) return {w, w == g.red ? g.black : g.red};
    if (g.result == Result::double_forfeit) return {0, 0, true};  // KO-3.7: both absent, both lose
  }
  return {};
}

EntrantId higher_placed(EntrantId a, EntrantId b, std::span<const int> place, Rng& rng) {
  const auto key = [&](EntrantId e) {
    const int p = e >= 1 && static_cast<size_t>(e) <= place.size() ? place[at(e - 1)] : 0;
    return p > 0 ? p : 1 << 30;
  };
  if (key(a) != key(b)) return key(a) < key(b) ? a : b;
  return rng.coin() ? a : b;  // equal places (two groups' winners): lots
}

std::optional<Game> next_match_game(const Round& round, size_t opening, const RuleSet& rules,
                                    const std::vector<TimeControl>& chain, std::span<const int> place,
                                    Rng& rng, const Explainer& explain) {
  const std::vector<size_t> games = match_games(round, opening);
  for (size_t i : games) {
    const Game& g = round.games[i];
    if (g.result == Result::pending || game_winner(g) != 0 || g.result == Result::double_forfeit)
      return std::nullopt;  // not played yet, or decided (KO-3.7: a forfeit ends the match)
  }
  const size_t k = games.size() - 1;  // play-offs so far
  if (chain.empty()) return std::nullopt;
  const TimeControl tc = chain[std::min(k, chain.size() - 1)];
  const Game& last = round.games[games.back()];
  Game g;
  g.board = last.board;
  g.kind = GameKind::playoff;
  g.time_control = tc;
  // Why the game is due: "board 1: 3 – 7 still level after 2 games: game 3 is armageddon (the chain
  // rapid, armageddon)".
  const auto due = [&] {
    std::string chain_text;
    for (const TimeControl c : chain)
      chain_text += (chain_text.empty() ? "" : ", ") + std::string(time_control_name(c));
    return "board " + std::to_string(g.board) + ": " + std::to_string(round.games[opening].red) + " – " +
           std::to_string(round.games[opening].black) + " still level after " + std::to_string(games.size()) +
           " game" + (games.size() == 1 ? "" : "s") + ": game " + std::to_string(games.size() + 1) + " is " +
           std::string(time_control_name(tc)) + " (the chain " + chain_text + ")";
  };
  if (tc == TimeControl::armageddon) {  // KO-3.1: chosen, by the higher-placed or a new lot
    const bool by_place = rules.armageddon_choice == ArmageddonChoice::higher;
    const auto place_of = [&](EntrantId e) {
      return e >= 1 && static_cast<size_t>(e) <= place.size() ? place[at(e - 1)] : 0;
    };
    const EntrantId chooser =
        by_place ? higher_placed(last.red, last.black, place, rng) : (rng.coin() ? last.red : last.black);
    std::tie(g.red, g.black) =
        chosen_colours(chooser, chooser == last.red ? last.black : last.red, tc, rules.colour_choice);
    g.chooser = chooser;
    explain.decision("KO-3.3", g.red, g.black, true, [&] {
      const EntrantId other = chooser == g.red ? g.black : g.red;
      const std::string why = !by_place ? "by lot (armageddon_choice = lots)"
                              : place_of(chooser) != place_of(other)
                                  ? "placed higher (" + std::to_string(place_of(chooser)) + " vs " +
                                        std::to_string(place_of(other)) + ")"
                                  : "by lot: both placed " + std::to_string(place_of(chooser));
      return due() + "; " + std::to_string(chooser) + " chooses the colours, " + why + ": written " +
             std::to_string(g.red) + " red (colour_choice = " + chooser_colour_name(rules.colour_choice) +
             ")";
    });
  } else {  // KO-3.2: colours swapped
    g.red = last.black;
    g.black = last.red;
    explain.decision("KO-3.2", g.red, g.black, true,
                     [&] { return due() + ", colours swapped: " + std::to_string(g.red) + " red"; });
  }
  return g;
}

}  // namespace xq
