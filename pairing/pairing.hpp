// The public entry point of individual pairing: the next round of an individual Swiss event
// from its record (rules.md P1, PI, S-3, S-4, W). A pure function: no I/O, no globals,
// randomness only through the Rng it is given. docs/pairing-individual.md describes it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"
#include "pairing/model/types.hpp"
#include "pairing/roundrobin/playoff_schedule.hpp"
#include "pairing/swiss/swiss_individual.hpp"

namespace xq {

/// The engine's scratch memory, owned by the caller and passed in: a caller that pairs many
/// rounds (the simulator keeps one per worker thread) reuses it, so a warm workspace makes a
/// pairing allocate almost nothing. It holds no state a result depends on: a pairing is the same
/// with a fresh workspace or a used one. One workspace serves one call at a time.
struct PairingWorkspace {
  std::vector<EntrantHistory> histories;  ///< build_histories of the record being paired
  SwissWorkspace swiss;                   ///< the row method's buffers and ranking histories
};

/// Pairs round `history.rounds.size() + 1` under `history.rules`: round 1 by the first-round
/// method (P1), later rounds by the row method (PI), the last round of an event with
/// rules.final_after_round = N − 1 with the final of PI-10. Format team_swiss: the team Swiss
/// of PT (pair_team_round, team_swiss.hpp); round_robin: RR-1/RR-2. With rules.knockout, the rounds
/// after rules.rounds are the knockout's (pair_knockout_round, pairing/knockout/knockout.hpp).
///
/// "No legal pairing" is a returned status, never an exception. Throws InputError for a record
/// this cannot pair: an unknown format, a round beyond the event's rounds (event_rounds), a round
/// of the history with pending results, a knockout whose first stage has not ended (and the
/// formats' own checks).
[[nodiscard]] PairingResult pair_next_round(const Record& history, Rng& rng, PairingWorkspace& workspace,
                                            const PairingOptions& options = {});

/// The same with a workspace of its own (for a single call: the CLI, tests).
[[nodiscard]] PairingResult pair_next_round(const Record& history, Rng& rng,
                                            const PairingOptions& options = {});

/// T-12: the official rankings whose ties are played off — the main standings (every place
/// awarded, or N − 1 of N by T-14.3 when the event is smaller than category_full_places_min).
[[nodiscard]] std::vector<PlayoffRanking> playoff_rankings(const Record& record);

/// The criteria the official ranking of `rules` reads: a team event's team list (T-12.6), else
/// the individual list; expanded.
[[nodiscard]] std::vector<std::string> playoff_criteria(const RuleSet& rules);

/// T-12.6: team `team` sends player `player` to its play-off games of the next session.
struct TeamSend {
  EntrantId team = 0;
  EntrantId player = 0;
};

/// T-12.5: the next session of play-off games once the event's rounds are all played and every
/// game (earlier play-offs included) has its result; boards numbered after the last round's.
/// Empty when none is due: playoff_places = none, rounds still to play or results pending, or
/// every place of playoff_places decided. The games go into the last round (kind playoff). A
/// team event's (T-12.6) are between the tied teams' players: the one `sends` names, else the
/// team's highest-rated (InputError, key `sends`, for a player not of his team).
[[nodiscard]] std::vector<Game> next_playoffs(const Record& record, Rng& rng,
                                              std::span<const TeamSend> sends = {},
                                              const Explainer& explain = {});

/// T-12.1: every play-off game of the record (a PI-10 final's aside) is between two players who
/// share a place after the list (the ranking without `playoff`). Throws InputError naming `file`,
/// the round, board and players otherwise: such a game decides nothing the rules ask for.
void check_playoff_games(const Record& record, const std::string& file);

/// T-12.5 replayed: the play-off sessions of the last round, session by session, as the results
/// before each call for them (who meets whom: the lots give only colours and numbers).
struct PlayoffSessions {
  std::vector<size_t> starts;      ///< each session's first game: an index in the last round's games
  std::optional<size_t> uncalled;  ///< the first game no such session holds (a result corrected after
                                   ///< the session that followed it was paired, a record edited by hand)
};
[[nodiscard]] PlayoffSessions replay_playoff_sessions(const Record& record);

/// The stream of `seed` the next play-off session draws its lots from: stream rounds + 1 + the
/// play-off games already in the record (the simulator and `xqsim pair` alike).
[[nodiscard]] Rng playoff_rng(std::uint64_t seed, const Record& record);

}  // namespace xq
