// T-12: the play-off games the engine schedules when a stage ends — which tied places are played
// off (T-12.1 `playoff_places`), and the next session of games for each (T-12.3: one game between
// two, colours by lot, a replay with colours swapped or drawn again; T-12.4: three or more play a
// round robin on the Berger table, numbers by lot). The order the games give is playoff_order.hpp.
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "pairing/model/explain.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// One official ranking whose ties may be played off: the main standings, or a category's
/// (T-14.2 `separate`, play-offs among the category only). `awarded`: places 1..awarded are
/// awarded (T-14.3); the main ranking awards every place.
struct PlayoffRanking {
  std::vector<StandingRow> rows;  ///< in order, with ranks and shared_rank
  int awarded = 0;
  std::string label;   ///< for explanations: "" (the standings), "group A", "category U12", "team standings"
  bool teams = false;  ///< the rows are teams (T-12.6): the session's games are between teams
};

/// T-12.1: the blocks of entrants sharing a place of `ranking` that `rules.playoff_places` says
/// must be decided (a block holding at least one such place), best block first.
std::vector<std::vector<EntrantId>> playoff_blocks(const RuleSet& rules, const PlayoffRanking& ranking);

/// The next session of play-off games for every block of every ranking (kind playoff, time
/// control by rules.playoff_format, boards numbered from `first_board`), in order. Empty when
/// nothing is left to play off. Lots come from `rng`; a rapid replay between two swaps the
/// colours of their last play-off game (playoff_replay_colours = swap). The armageddon's lot
/// gives the choice of colours (T-12.2): the lot's winner is written red; the arbiter (or the
/// simulator) may swap the two when entering the game. `explain`: a line per block (T-12.1, why
/// it plays; T-12.2–T-12.4, its games and colours).
std::vector<Game> playoff_session(const Record& record, std::span<const PlayoffRanking> rankings,
                                  int first_board, Rng& rng, const Explainer& explain = {});

/// The same over any ids (a team play-off's teams, T-12.6): `earlier` are the play-off games so
/// far between the rankings' ids, in order; `away(id)` loses its games by forfeit.
std::vector<Game> playoff_session(const RuleSet& rules, std::span<const PlayoffRanking> rankings,
                                  std::span<const Game* const> earlier,
                                  const std::function<bool(EntrantId)>& away, int first_board, Rng& rng,
                                  const Explainer& explain = {});

}  // namespace xq
