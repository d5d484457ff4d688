// Plain value types of a tournament: entrants, teams, games, matches, rounds.
// Everything the engine, the verifier and the reports exchange is one of these.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xq {

/// Points in the smallest unit: **half-points of the configured scale**. A rule set's
/// "win = 2, draw = 1" is stored as 4 and 2; 000's match points 2.5 / 1.5 as 5 and 3.
/// Converted only for display (format_points). Rule: keep points as integers (S-1, S-6).
using Points = int;
inline constexpr Points kPointsPerUnit = 2;

/// Start number of an entrant (player or team): 1-based, dense, stable for the event.
using EntrantId = int;

/// An int index (a place in a pairing's or a matching's arrays) as a vector subscript.
constexpr std::size_t at(int v) { return static_cast<std::size_t>(v); }

enum class Colour : std::uint8_t { red, black };
inline constexpr Colour opposite(Colour c) { return c == Colour::red ? Colour::black : Colour::red; }

/// Home/away of a team in a match (主队 / 客队).
enum class Side : std::uint8_t { home, away };

enum class TimeControl : std::uint8_t { standard, rapid, super_rapid, armageddon };

/// What a game counts for. Play-off games decide a match or a final (KO-3, PI-10) but never
/// add to anybody's score (scores and tiebreaks read only `regular` and `final_game`). A
/// `knockout` game is game 1 of a knockout match (KO-3): it decides the match and counts in no
/// score either (KO-5.2); its play-offs follow it on the same board, kind `playoff`.
enum class GameKind : std::uint8_t { regular, final_game, playoff, knockout };

/// Game 1 of a match (KO-3): a PI-10 final or a knockout game; play-off games on its board follow.
inline constexpr bool opens_match(GameKind k) { return k == GameKind::final_game || k == GameKind::knockout; }

/// Result of one game. Forfeits (S-2): the absent side loses; both absent: nobody scores.
enum class Result : std::uint8_t {
  pending,  ///< paired, not yet played
  red_win,
  draw,
  black_win,
  red_forfeit,     ///< red absent: black wins by forfeit
  black_forfeit,   ///< black absent: red wins by forfeit
  double_forfeit,  ///< both absent: 0 each
};

inline constexpr bool is_forfeit(Result r) {
  return r == Result::red_forfeit || r == Result::black_forfeit || r == Result::double_forfeit;
}
/// A game "was played over the board" (counts for colour history, S-2 decision).
inline constexpr bool is_played(Result r) {
  return r == Result::red_win || r == Result::draw || r == Result::black_win;
}

/// The highest rating a record, an entry list or `add` takes (the entry list's limit from the start).
inline constexpr int kMaxRating = 99999;

struct Entrant {
  EntrantId id = 0;  ///< start number, 1..n
  std::string name;
  std::string team;         ///< association / club / team name; "" = none
  int rating = 0;           ///< rating (等级分); 0 = unrated; at most kMaxRating
  std::string category;     ///< e.g. "U12", "non-CN-VN"; "" = main only (T-14)
  int seed = 0;             ///< seeding number (名签序号) for round 1; 0 = use id
  std::optional<int> code;  ///< competition code (比赛代号, P1-8), drawn after round 1
  // The arbiter's changes to the field during the event (issue 14; docs/cli.md "withdraw",
  // "absent", "add"). Defaults: plays every round.
  int withdrawn_from_round = 0;  ///< withdrawn: not paired from this round on; 0 = not withdrawn
  std::vector<int> absent_rounds =
      {};               ///< announced absences (S-2 `absence_points`): rounds not paired, ascending
  int entry_round = 1;  ///< a late entry: the first round paired; earlier rounds score late_entry_points
  // FIDE facts (issue 14 item 4; TRF-16's player line, pairing/model/fide.hpp): "" = not given.
  std::string sex = {};         ///< "m" or "w"
  std::string title = {};       ///< one of kFideTitles: "GM", "IM", "WGM", …
  std::string fide_id = {};     ///< FIDE id, 1 to 11 digits (an identifier, kept as text)
  std::string birth_date = {};  ///< "YYYY/MM/DD", or "YYYY" alone
  std::string federation = {};  ///< 3 capital letters: "CHN", "VIE"
  bool operator==(const Entrant&) const = default;
};

/// Whether the arbiter changed `e`'s rounds during the event: withdrawn, absent or a late entry.
inline bool has_changes(const Entrant& e) {
  return e.withdrawn_from_round != 0 || !e.absent_rounds.empty() || e.entry_round != 1;
}

/// Why an entrant is not to be paired in a round, or `plays`.
enum class Availability : std::uint8_t {
  plays,
  absent,       ///< an announced absence for the round (Entrant::absent_rounds)
  withdrawn,    ///< round ≥ Entrant::withdrawn_from_round
  not_entered,  ///< round < Entrant::entry_round (a late entry)
};

/// A player in a message: "5 (洪智)", or with `extra` "5 (洪智, score 5)" — start number and name, as
/// messages name a player; the number alone without `entrants` (or a name). Built only for a
/// message: never in a loop over every player.
inline std::string entrant_text(const std::vector<Entrant>* entrants, EntrantId id,
                                const std::string& extra = "") {
  const bool known = entrants && id >= 1 && static_cast<std::size_t>(id) <= entrants->size();
  const std::string name = known ? (*entrants)[static_cast<std::size_t>(id - 1)].name : "";
  const std::string inside = name.empty() ? extra : extra.empty() ? name : name + ", " + extra;
  return std::to_string(id) + (inside.empty() ? "" : " (" + inside + ")");
}

/// Whether `e` is to be paired in `round` (1-based) and why not.
inline Availability availability(const Entrant& e, int round) {
  if (round < e.entry_round) return Availability::not_entered;
  if (e.withdrawn_from_round > 0 && round >= e.withdrawn_from_round) return Availability::withdrawn;
  for (int r : e.absent_rounds)
    if (r == round) return Availability::absent;
  return Availability::plays;
}

/// A team of a team event (PT-12): its players are entrants, listed in team order.
struct Team {
  EntrantId id = 0;  ///< team number, 1..t
  std::string name;
  std::vector<EntrantId> players;
  /// Competition code (P1-8 for teams, 001 "對各組棋手（隊）隨機抽取比賽代號"); none until drawn.
  std::optional<int> code = std::nullopt;
  bool operator==(const Team&) const = default;
};

struct Game {
  int board = 0;  ///< 1 = top board; in team events the board inside the match
  EntrantId red = 0;
  EntrantId black = 0;
  Result result = Result::pending;
  int red_fouls = 0;  ///< technical fouls (技术犯规), T-7
  int black_fouls = 0;
  GameKind kind = GameKind::regular;
  TimeControl time_control = TimeControl::standard;
  EntrantId chooser = 0;  ///< KO-3.3: who chose the colours (0 = nobody: lots or the rules gave them)
  char group = 0;         ///< RR-2 / KO-5: the group of a group stage's game, 'A', 'B', …; 0 = none
  bool operator==(const Game&) const = default;
};

/// Who won `g`, over the board or by forfeit; an armageddon draw is a win for black (T-12.2,
/// KO-3). 0 when it decided nothing (a draw, a double forfeit, no result yet).
inline constexpr EntrantId game_winner(const Game& g) {
  switch (g.result) {
    case Result::red_win:
    case Result::black_forfeit: return g.red;
    case Result::black_win:
    case Result::red_forfeit: return g.black;
    case Result::draw: return g.time_control == TimeControl::armageddon ? g.black : 0;
    default: return 0;
  }
}

/// Whether `e` played in `g` and lost it by forfeit, as an absent side (S-2): a double forfeit
/// loses for both.
inline constexpr bool lost_by_forfeit(const Game& g, EntrantId e) {
  return (g.red == e && (g.result == Result::red_forfeit || g.result == Result::double_forfeit)) ||
         (g.black == e && (g.result == Result::black_forfeit || g.result == Result::double_forfeit));
}

/// The result a game takes when its absent sides lose it by forfeit (S-2): both away, a double
/// forfeit; nobody away, pending.
inline constexpr Result forfeit_result(bool red_away, bool black_away) {
  return red_away && black_away ? Result::double_forfeit
         : red_away             ? Result::red_forfeit
         : black_away           ? Result::black_forfeit
                                : Result::pending;
}

/// A bye (轮空, S-3). `mark` is a colour some programs write for a bye; it counts in black
/// games / black wins only when the rule set says so (setting bye_colour_mark).
struct Bye {
  EntrantId entrant = 0;
  std::optional<Colour> mark;
  bool operator==(const Bye&) const = default;
};

/// A team match (team events only): `games` index into Round::games.
struct Match {
  int table = 0;       ///< 1 = top table
  EntrantId home = 0;  ///< team ids
  EntrantId away = 0;
  std::vector<int> games;
  bool operator==(const Match&) const = default;
};

/// A warning the engine reports with a pairing (W-1..W-5); never an error.
struct Warning {
  std::string rule;       ///< "W-2", "PT-8", …
  EntrantId entrant = 0;  ///< player or team concerned; 0 = the round
  std::string text;
  bool operator==(const Warning&) const = default;
};

struct Round {
  int number = 0;  ///< 1-based, through the whole event (KO-5)
  std::vector<Game> games;
  std::vector<Bye> byes;       ///< individual byes (or a bye team's players); stage 2: walkovers (KO-2.3)
  std::vector<Match> matches;  ///< team events: one per pair of teams
  std::vector<EntrantId> team_byes;  ///< team events: team with the bye (PT-13)
  std::vector<Warning> warnings;
  int stage = 1;  ///< KO-5: 1 = the first stage; 2 = the knockout after it
  bool operator==(const Round&) const = default;
};

}  // namespace xq
