#include "pairing/standings/final_outcome.hpp"

#include <algorithm>

namespace xq {

std::optional<FinalOutcome> find_final(const Record& record) {
  return find_final(record, static_cast<int>(record.rounds.size()));
}

std::optional<FinalOutcome> find_final(const Record& record, int rounds) {  // PI-10
  const int n = record.rules.final_after_round;
  if (n <= 0 || rounds < n + 1) return std::nullopt;
  const Round& round = record.rounds[static_cast<size_t>(n)];
  const auto final_game = std::find_if(round.games.begin(), round.games.end(),
                                       [](const Game& g) { return g.kind == GameKind::final_game; });
  if (final_game == round.games.end()) return std::nullopt;
  FinalOutcome out{n + 1, final_game->red, final_game->black, false};
  out.board = final_game->board;
  out.games = 1;
  auto decide = [&](EntrantId winner) {
    out.winner = winner;
    out.loser = winner == final_game->red ? final_game->black : final_game->red;
    out.decided = true;
  };
  if (const EntrantId w = game_winner(*final_game)) {
    decide(w);
    return out;
  }
  out.lost_by_both = final_game->result == Result::double_forfeit;  // KO-3.7
  // KO-3: the play-offs between the two, in the order written.
  for (const Game& g : round.games) {
    if (g.kind != GameKind::playoff) continue;
    const bool same_pair =
        (g.red == out.winner && g.black == out.loser) || (g.red == out.loser && g.black == out.winner);
    if (!same_pair) continue;
    out.lost_by_both = g.result == Result::double_forfeit;  // the chain's last game so far
    ++out.games;
    if (const EntrantId w = game_winner(g)) {
      decide(w);
      break;
    }
  }
  return out;
}

}  // namespace xq
