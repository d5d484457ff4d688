#include "pairing/knockout/match.hpp"

#include <tuple>
#include <utility>

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
                                    Rng& rng) {
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
  if (tc == TimeControl::armageddon) {  // KO-3.1: chosen, by the higher-placed or a new lot
    const EntrantId chooser = rules.armageddon_choice == ArmageddonChoice::higher
                                  ? higher_placed(last.red, last.black, place, rng)
                                  : (rng.coin() ? last.red : last.black);
    std::tie(g.red, g.black) =
        chosen_colours(chooser, chooser == last.red ? last.black : last.red, tc, rules.colour_choice);
    g.chooser = chooser;
  } else {  // KO-3.2: colours swapped
    g.red = last.black;
    g.black = last.red;
  }
  return g;
}

}  // namespace xq
