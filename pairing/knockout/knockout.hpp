// The knockout stage of an event (KO-5) read from and continued in its record: the seeding from
// the first stage, the next knockout round, the next games of undecided matches (KO-3, the PI-10
// final too) and the places of the whole event.
#pragma once

#include <vector>

#include "pairing/knockout/bracket.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"
#include "pairing/standings/standings.hpp"

namespace xq {

/// KO-5: the record of the first stage alone (rounds 1..rules.rounds); the record itself when
/// the event has no knockout.
[[nodiscard]] Record first_stage(const Record& record);

/// KO-5.1: the knockout's seeding from the first stage (KO-1: its ranking; KO-2: each group's).
/// Throws InputError (key "rounds") when that stage has not ended: a round or result missing, a
/// play-off (T-12) pending, or a place the bracket reads still shared.
[[nodiscard]] KnockoutSeeding knockout_seeding(const Record& record);

/// The knockout as recorded so far: each knockout round's matches (bracket order) and outcomes.
struct KnockoutState {
  KnockoutSeeding seeding;
  std::vector<std::vector<KnockoutMatch>> matches;  ///< per knockout round recorded
  std::vector<std::vector<MatchOutcome>> outcomes;  ///< the same shape
};
/// Reads the knockout rounds of `record` against its bracket. Throws InputError when a recorded
/// round lacks a match the bracket asks for.
[[nodiscard]] KnockoutState knockout_state(const Record& record);

/// KO-1/KO-2: pairs knockout round rules.rounds + k (k = 1, 2) as the next round: one knockout
/// game per match (board order = bracket order), a walkover as a bye; game 1's colours by lot or
/// chosen by the higher-placed (rules.knockout_colours, KO-3.3). Throws InputError when the stage
/// before has not ended or a match of the round before is undecided. `options.explain`: one
/// line per match, the bracket rule that paired it (KO-1, KO-2) and who chose game 1's colours
/// (KO-1.4) or that a lot drew them (KO-2.5).
[[nodiscard]] PairingResult pair_knockout_round(const Record& record, Rng& rng,
                                                const PairingOptions& options = {});

/// KO-3: the next game of every undecided match of the last round (knockout matches and the
/// PI-10 final) whose games all have results, in board order; KO-4: the next super-rapid sitting
/// of every drawn team match (every board, colours swapped). Empty when none is due.
/// `explain`: a line per game, why it is due and its colours.
[[nodiscard]] std::vector<Game> next_match_games(const Record& record, Rng& rng,
                                                 const Explainer& explain = {});

/// Adds `games` (next_match_games, next_playoffs) to the last round of `record`; in a team event
/// each joins its team match (KO-4).
void append_match_games(Record& record, const std::vector<Game>& games);

/// The inverse of append_match_games (xqsim unpair; KO-3's games, KO-4's sittings): removes the games at
/// `indexes` (ascending) from the last round of `record`, out of their team matches too, the later games'
/// indexes moved down in every match.
void remove_match_games(Record& record, const std::vector<size_t>& indexes);

/// One line of the event's final places (KO-1.5, KO-2.4).
struct EventPlace {
  EntrantId id = 0;           ///< the entrant, or in a team event the team
  int place = 0;              ///< 0 = not decided yet (the knockout still to play)
  bool shared = false;        ///< KO-1.5: a first-stage place shared
  int first_stage_place = 0;  ///< the stage-1 place (KO-2: the group place)
  bool by_knockout = false;   ///< decided by the knockout
};
/// KO-1.5/KO-2: every entrant's place in the whole event, best first (undecided last, by stage-1
/// place): KO-1 places 1–4 from the knockout, 5.. the first stage's; KO-2 every place.
[[nodiscard]] std::vector<EventPlace> event_places(const Record& record);

/// KO-5: every knockout round is paired and every match of them decided (won, lost by both, or a
/// walkover) — a place still 0 then goes to nobody; before, it is still to be played.
[[nodiscard]] bool knockout_over(const Record& record);

/// KO-5: how many knockout rounds are paired with every match of them decided (won, lost by
/// both, a walkover), counted from the first: what "places after knockout round k" can say.
[[nodiscard]] int knockout_rounds_decided(const Record& record);

/// T-13.1 / T-14.1 "the final places" of an individual event with a knockout: `stage_one` (the
/// first stage's standings, which give each row its score and values) in the order of `places`
/// (event_places), each row ranked by its final place, shared as KO-1.5 shares it; an entrant the
/// finished knockout left without a place (docs/knockout.md "Withdrawals") last, rank 0. Throws
/// InputError (key "rounds") while the knockout has a place still to decide.
[[nodiscard]] Standings final_standings(const Record& record, const Standings& stage_one,
                                        const std::vector<EventPlace>& places);

/// The entrants of a finished (or running) event in the order of their final places: the event's
/// places with a knockout (KO-5), else its standings (PI-10's final included); shared places by
/// start number. What seeds the next event (KO-1.2: the prelim's places number the final).
[[nodiscard]] std::vector<EntrantId> final_order(const Record& record);

}  // namespace xq
