// The rule set of an event, as data. Every field is a named setting (rule_settings.hpp lists
// them with their key, allowed values and rule number); defaults are the spec's defaults.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/types.hpp"

namespace xq {

/// S-1 game points, in half-units (win 2 → 4). draw_red/draw_black: 13.3's unequal draw
/// (a draw worth 1 to red and 2 to black); negative = same as `draw`.
struct GamePoints {
  Points win = 4;
  Points draw = 2;
  Points loss = 0;
  Points draw_red = -1;
  Points draw_black = -1;
  bool operator==(const GamePoints&) const = default;
};

/// S-6 match points of a team match, in half-units. Default {2, 0, 1, 1}; 000: {2.5, 0, 1, 1.5}.
struct MatchPoints {
  Points win = 4;
  Points loss = 0;
  Points draw_home = 2;
  Points draw_away = 2;
  bool operator==(const MatchPoints&) const = default;
};

/// S-2: whether a forfeited game keeps the colours the pairing gave it (colour history, black
/// games, black wins) — `count`, as the program of ../data/matchbp does — or gives none.
enum class ForfeitColour { none, count };
/// S-3: what a bye counts as in the opponents' score of the player who had it.
enum class ByeOpponentScore { lowest, lowest_nonzero, zero };
/// S-3: whether a bye's recorded colour mark counts in black games / black wins.
enum class ByeColourMark { none, count };
/// S-2 (issue 14): what a round not played for an announced reason scores — an announced absence
/// (`absence_points`), a late entry's rounds before it joined (`late_entry_points`): nothing, or a
/// draw's points (`points.draw`: the "half-point bye" of other programs).
enum class MissedRoundPoints { zero, half };
/// T-8 readings: the order after the previous round; the totals after rounds n−1, n−2, …
/// (higher first); or the points of round n, n−1, … (higher first — what the program of
/// ../data/matchbp does: with equal totals it is the lower total after n−1 first).
enum class PreviousRound { ranking, round_totals, recent_rounds };
/// T-9 readings.
enum class StrongOpponent { opponents_opponent_score, points_vs_strongest, best_opponent_rank };

/// P1 first-round methods and colour rules.
enum class FirstRound { fold, lots, full_draw, adjacent };
enum class FirstRoundColours { parity, board };
/// PI-6 identical-history colour rule.
enum class ColourTiebreak { round_parity, number_parity };
/// PT-D2 reading of the L/H rule with equal counts.
enum class LhTie { literal, parity };
/// PI-4/PI-5 reading: how many of a score group's players the row method must pair.
/// `maximum`: a pair is taken only if the group can still pair as many of its players as any
/// pairing could (PI-5's first preference, "fewest players left unpaired in high groups");
/// `first_compatible`: PI-4 word for word — each player takes the first compatible one, and
/// whoever is left floats, even when other choices would have kept them in the group.
enum class GroupPairs { maximum, first_compatible };
/// How the individual Swiss pairs inside a score group. `rows`: the PI method (PI-1..PI-4, the
/// only one the arbiter's rules know). The others are comparison-only baselines for the
/// simulator (docs/fairness.md "What the row method costs"), not rules: `fold` pairs the upper
/// half of the group against the lower half in start-number order, as FIDE's Dutch system does;
/// `random` pairs at random inside the group; `adjacent` pairs neighbours in start-number order
/// (1–2, 3–4, …: the ablation that isolates the row method's neighbour pairing). All keep no
/// rematch, the colour limits, the bye, the floats and the completeness guard of the row method
/// (docs/pairing-individual.md "Baselines").
enum class ScoreGroupMethod { rows, fold, random, adjacent };

enum class EventFormat { swiss, team_swiss, round_robin };

/// RR-1.3: what sitting out a round of an odd round robin gives: nothing (not a game), or a win.
enum class RrBye { none, win };
/// RR-1.7: the numbers of the Berger table: drawn by lot in round 1, or given (Entrant::seed).
enum class RrNumbers { lots, given };
/// T-14: a category ranked as the main ranking filtered to it (T-14.1), or its players ranked
/// among themselves (T-14.2, RR-3: the group-relative criteria among the category only).
enum class CategoryRanking { filter, separate };
/// T-12.2/T-12.3: a play-off game is one armageddon (001: a draw is a win for black) or one rapid
/// game replayed until decisive (003/004).
enum class PlayoffFormat { rapid, armageddon };
/// T-12.3: the colours of a replayed rapid play-off: swapped, or drawn again by lot.
enum class PlayoffReplayColours { swap, lots };
/// T-12.1 `playoff_places` in RuleSet::playoff_places: {} = none (a tie is shared), {0} = every
/// place, {kAwardedPlaces} = the places awarded (T-14.3), else the listed places.
inline constexpr int kAwardedPlaces = -1;
/// The most rounds a first stage can have (`rounds` = 0..kMaxRounds; a round robin's table too,
/// RR-1.4: one limit, whoever sets the number).
inline constexpr int kMaxRounds = 999;

/// KO-5: the knockout stage after the first: none; KO-1's top four (1 v 4, 2 v 3, final and
/// 3rd place); KO-2's cross knockout of two groups placing everyone by blocks.
enum class Knockout { none, top_four, cross };
/// KO-2.3: a cross block with an absent entrant: the seed's bracket with walkovers, or the
/// earlier decision (pair the ranks both groups have; the larger group's extra entrant last).
enum class CrossMissing { walkover, leftover_last };
/// KO-3.3: colours of a match's game 1: by lot, or chosen by the entrant placed higher in the
/// stage before (001). PI-10's final keeps its own colour rule.
enum class KnockoutColours { lots, higher_chooses };
/// KO-3.1: who chooses the colours of an armageddon: the one placed higher before the match
/// (001, PI-10's final), or a new lot (003's knockout).
enum class ArmageddonChoice { higher, lots };
/// KO-3.3: the colour a chooser takes. `model`: the one with the better expected score — the
/// simulator asks its result model; the engine, with no strengths, writes red for a standard,
/// rapid or super-rapid game and black for an armageddon (a draw wins for black).
enum class ChooserColour { model, red, black };

/// "model", "red", "black": colour_choice's values as rules files and messages write them.
constexpr const char* chooser_colour_name(ChooserColour c) {
  return c == ChooserColour::red ? "red" : c == ChooserColour::black ? "black" : "model";
}

/// KO-3.3, T-12.2: the colours of a game whose colours `chooser` chooses under `choice` (the
/// engine's reading of `model`: black in an armageddon, red otherwise). Returns {red, black}.
constexpr std::pair<EntrantId, EntrantId> chosen_colours(EntrantId chooser, EntrantId other, TimeControl tc,
                                                         ChooserColour choice) {
  const bool red =
      choice == ChooserColour::red || (choice == ChooserColour::model && tc != TimeControl::armageddon);
  return red ? std::pair{chooser, other} : std::pair{other, chooser};
}

struct RuleSet {
  // --- format
  EventFormat format = EventFormat::swiss;
  int rounds = 0;                      ///< planned rounds (Swiss); 0 = not set
  int final_after_round = 0;           ///< PI-10: top two play a final in round N+1; 0 = no final
  Knockout knockout = Knockout::none;  ///< KO-5: a knockout stage (2 rounds) after `rounds`
  CrossMissing cross_missing = CrossMissing::walkover;  ///< KO-2.3

  // --- scoring (S-1..S-8)
  GamePoints points;
  MatchPoints match_points;
  bool forfeit_counts_as_win = true;                               ///< S-2
  ForfeitColour forfeit_colour = ForfeitColour::none;              ///< S-2
  bool bye_counts_as_win = true;                                   ///< S-3
  ByeOpponentScore bye_opponent_score = ByeOpponentScore::lowest;  ///< S-3
  ByeColourMark bye_colour_mark = ByeColourMark::none;             ///< S-3
  MissedRoundPoints absence_points = MissedRoundPoints::zero;      ///< S-2: an announced absence
  MissedRoundPoints late_entry_points = MissedRoundPoints::zero;   ///< S-2: a late entry's missed rounds

  // --- ranking (T)
  std::vector<std::string> tiebreaks = {"cn-14.3.1"};  ///< names or list names, expanded
  std::vector<std::string> team_tiebreaks = {"team-pt14"};
  PreviousRound previous_round = PreviousRound::ranking;                            ///< T-8
  StrongOpponent strong_opponent_score = StrongOpponent::opponents_opponent_score;  ///< T-9
  int category_full_places_min = 6;  ///< T-14.3: a category smaller than this awards N−1 places
  CategoryRanking category_ranking = CategoryRanking::filter;  ///< T-14.1 / T-14.2
  int category_places_max = 0;           ///< T-14.3: most places a category awards; 0 = no maximum
  int team_best = 2;                     ///< T-13: players whose places make a team's figure
  std::vector<int> playoff_places = {};  ///< T-12.1
  PlayoffFormat playoff_format = PlayoffFormat::rapid;                       ///< T-12.2/T-12.3
  PlayoffReplayColours playoff_replay_colours = PlayoffReplayColours::swap;  ///< T-12.3

  // --- pairing (P1, PI, PT)
  FirstRound first_round = FirstRound::adjacent;
  FirstRoundColours first_round_colours = FirstRoundColours::board;
  ColourTiebreak colour_tiebreak = ColourTiebreak::round_parity;  ///< PI-6
  std::vector<int> avoid_same_team_rounds = {};                   ///< P1-7; {0} = all rounds
  bool competition_codes = false;                                 ///< P1-8
  LhTie lh_tie = LhTie::literal;                                  ///< PT-D2
  GroupPairs group_pairs = GroupPairs::maximum;                   ///< PI-4/PI-5 (docs/pairing-individual.md)
  RrBye rr_bye = RrBye::none;                                     ///< RR-1.3
  int cycles = 1;                                                 ///< RR-1.6: single or double
  RrNumbers rr_numbers = RrNumbers::lots;                         ///< RR-1.7
  int groups = 1;                                                 ///< RR-2: snake groups (k)

  // --- matches (KO-3): a game 1, then play-off games while every game so far is drawn
  /// The play-offs of a knockout match, in order; the last repeats until decided unless it is an
  /// armageddon (which always decides). 003: rapid, armageddon; 001: super_rapid, armageddon.
  std::vector<TimeControl> match_playoffs = {TimeControl::rapid, TimeControl::armageddon};
  /// The same for the match for 1st place (KO-1's final, PI-10's final); empty = match_playoffs.
  /// 001's final: super_rapid (repeated, colours swapped each time, no armageddon).
  std::vector<TimeControl> final_playoffs = {};
  KnockoutColours knockout_colours = KnockoutColours::lots;       ///< KO-3.3, game 1
  ArmageddonChoice armageddon_choice = ArmageddonChoice::higher;  ///< KO-3.1
  ChooserColour colour_choice = ChooserColour::model;             ///< KO-3.3
  int max_match_games = 20;           ///< KO-3.6: a match undecided after this many games is an error
  int boards = 3;                     ///< team events: boards per match
  std::string board_colours = "RRB";  ///< PT-9: home team's colour per board, repeated

  // --- comparison-only baselines (not rules; docs/fairness.md)
  ScoreGroupMethod score_group_method = ScoreGroupMethod::rows;  ///< PI-4 (baseline)

  bool operator==(const RuleSet&) const = default;
};

/// KO-5: rounds of the knockout stage (2 for KO-1 and KO-2, 0 without one).
inline constexpr int knockout_rounds(const RuleSet& r) { return r.knockout == Knockout::none ? 0 : 2; }
/// KO-5: every round of the event: the first stage's `rounds`, then the knockout's.
inline constexpr int event_rounds(const RuleSet& r) { return r.rounds + knockout_rounds(r); }
/// KO-3.1: the play-off chain of a match; `for_first_place` = the final (KO-1) or PI-10's final.
inline const std::vector<TimeControl>& playoff_chain(const RuleSet& r, bool for_first_place) {
  return for_first_place && !r.final_playoffs.empty() ? r.final_playoffs : r.match_playoffs;
}

/// Points a game gives to each side under `rules` (S-1, S-2).
struct GameScore {
  Points red = 0;
  Points black = 0;
};
GameScore game_score(Result r, const GamePoints& points);

/// What `e` scores in `round` when it holds no game and no bye there (S-2, issue 14): an
/// announced absence `absence_points`, a round before a late entry `late_entry_points`,
/// anything else (a withdrawal, a player the record does not place) nothing.
Points missed_round_points(const RuleSet& rules, const Entrant& e, int round);

/// "2", "2.5", "0.5": half-units for display.
[[nodiscard]] std::string format_points(Points p);

/// Points written in the scale's own unit (2, 1, 0.5, 10.5 …) as half-units: nullopt unless
/// `value` is a multiple of 0.5 from 0 to `max`. Rule files, records and TRF read points so.
[[nodiscard]] std::optional<Points> points_from_units(double value, double max);

}  // namespace xq
