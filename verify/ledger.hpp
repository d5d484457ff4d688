// Internal to verify/: the verifier's own reading of a record (scores, colours, meetings) and
// the check functions that share it. Built only after the structural V-7 checks passed, so every
// id and index in the record is in range.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/record.hpp"
#include "verify/verify.hpp"

namespace xq::verify_detail {

/// S-2: whether a game with `result` counts in colour history, black games and black wins: a game
/// played over the board always, a forfeit only under `forfeit_colour = count`.
inline bool colour_counts(Result result, const RuleSet& rules) {
  return is_played(result) || rules.forfeit_colour == ForfeitColour::count;
}

struct MatchingWorkspace;  // weighted_matching.hpp: the float minimum's scratch memory

/// Points of a game for red and black (S-1, S-2), computed here on purpose rather than read from
/// pairing/ (the verifier recomputes scores its own way).
struct GamePair {
  Points red = 0;
  Points black = 0;
};
[[nodiscard]] GamePair points_of(Result r, const GamePoints& p);

/// One entrant in one round, as the verifier reads it.
struct Seat {
  int game = -1;  ///< index in Round::games of the scoring game; −1 none
  bool bye = false;
  /// A round robin's sit-out under rr_bye = none (RR-1.3): not a game — no points, no colour, no
  /// opponent, not a win, in no tiebreak. `bye` is set too (it is the round's Bye).
  bool sit_out_no_game = false;
  EntrantId opponent = 0;
  Colour side = Colour::red;     ///< colour of the game (meaningful when game ≥ 0)
  std::optional<Colour> colour;  ///< colour over the board: played games only (S-2)
  Points points = 0;
  GameKind kind = GameKind::regular;
};

/// Colour history before (or after) a round: need = reds − blacks, current streak of equal
/// colours over played games (rounds without a colour — bye, forfeit, absence — are passed over).
struct ColourState {
  int reds = 0;
  int blacks = 0;
  int streak = 0;              ///< length of the current run of `last`
  std::optional<Colour> last;  ///< colour of the last played game
  int need() const { return reds - blacks; }
};
[[nodiscard]] inline ColourState after(ColourState s, Colour c) {
  (c == Colour::red ? s.reds : s.blacks) += 1;
  s.streak = s.last == c ? s.streak + 1 : 1;
  s.last = c;
  return s;
}
/// The hard limits of PI (禁多三, 禁连三): after a game with colour `c`, |need| ≤ 2 and no third in a row.
[[nodiscard]] inline bool within_limits(const ColourState& before, Colour c) {
  // after(before, c)'s need and streak, without the copy
  const int need = before.need() + (c == Colour::red ? 1 : -1);
  const int streak = before.last == c ? before.streak + 1 : 1;
  return std::abs(need) <= 2 && streak <= 2;
}

struct TeamSeat {
  int match = -1;  ///< index in Round::matches; −1 none
  bool bye = false;
  EntrantId opponent = 0;
  Side side = Side::home;
  Points points = 0;  ///< match points (S-6, PT-13)
};

/// Collects findings.
struct Sink {
  VerifyReport& report;
  void violation(std::string check, std::string rule, int round, int board, EntrantId entrant,
                 std::string text);
  void warning(std::string check, std::string rule, int round, int board, EntrantId entrant,
               std::string text);
};

/// The checks that need an input some record formats lack (RecordSource; record_inputs.cpp says
/// which inputs each needs and lists the skipped ones).
enum class InputCheck : unsigned char {
  first_round_colours,  ///< P1-5 / P1-6
  colour_tiebreak,      ///< PI-6's last step, by number
  board_order,          ///< PI-8
  reported_warnings,    ///< W-x reported against those shown (V-4)
  rr_table,             ///< RR-1.1..RR-1.3: the rounds against the Berger table of the numbers
  rr_boards,            ///< RR-1.5: boards in the table's order
  rr_groups,            ///< RR-2.2: the groups dealt by snake from the seed column (groups > 1 only)
  matches,              ///< KO-1..KO-3, PI-10: knockout rounds, match chains (a knockout or a final only)
};

/// Issue 14: why the record says `e` is not to be placed in round `r` ("" = it is): "withdrawn
/// from round 4", an announced absence, a late entry not yet in. Read from the entrant's fields.
[[nodiscard]] std::string kept_out(const Entrant& e, int r);
/// kept_out(e, r) is not "": the same test without the text (V-2 asks it of every seat).
[[nodiscard]] inline bool is_kept_out(const Entrant& e, int r) {
  return r < e.entry_round || (e.withdrawn_from_round > 0 && r >= e.withdrawn_from_round) ||
         std::find(e.absent_rounds.begin(), e.absent_rounds.end(), r) != e.absent_rounds.end();
}

/// docs/tiebreaks.md "A player who withdrew": `e` withdrew from a round of the first stage (its
/// `rounds` or earlier) and so is not there for its T-12 play-offs. The verifier's own reading.
[[nodiscard]] inline bool withdrew_during_stage(const Entrant& e, const RuleSet& rules) {
  return e.withdrawn_from_round > 0 && e.withdrawn_from_round <= rules.rounds;
}

struct Ledger {
  const Record& record;
  VerifyOptions options;
  int n = 0;           ///< entrants
  int t = 0;           ///< teams
  int rounds = 0;      ///< recorded rounds
  int last_round = 0;  ///< for PI-7
  bool team_event = false;
  std::vector<std::vector<Seat>> seats;          ///< [round − 1][entrant − 1]
  std::vector<std::vector<Points>> score_after;  ///< [round − 1][entrant − 1]
  /// Every entrant's games in round order as (opponent, round), entrant e's in
  /// met[met_begin[e − 1] .. met_begin[e]): n · rounds entries, not n × n (issue 15: 10,000
  /// players took 400 MB as a matrix).
  std::vector<std::pair<EntrantId, int>> met;
  std::vector<int> met_begin;  ///< n + 1 offsets into met
  /// Small fields (kDenseMeetings entrants at most): met_round(a, b) at [(a − 1) · n + b − 1],
  /// read in O(1) by the float statistic's n² compatibility tests; empty otherwise.
  std::vector<std::uint16_t> met_dense;
  static constexpr int kDenseMeetings = 1024;     // 2 MB
  std::vector<std::vector<TeamSeat>> team_seats;  ///< [round − 1][team − 1]
  std::vector<std::vector<Points>> team_score_after;
  std::vector<int> team_first_met;  ///< t × t
  std::vector<int> team_of;         ///< entrant − 1 → team id, 0 = none
  std::vector<std::vector<ColourState>>
      colours;                         ///< [round − 1][entrant − 1]: before the round, 1..rounds + 1
  std::vector<std::vector<int>> byes;  ///< [round − 1][entrant − 1]: byes before the round
  /// [round − 1][entrant − 1]: bit 0 set when a game with red keeps the entrant within the hard
  /// limits (PI-4), bit 1 the same with black
  std::vector<std::vector<unsigned char>> within;

  /// P1-7, individual events: entrant − 1 → its association (its `team`) numbered from 1, 0 =
  /// none; and per round (round − 1) whether the rules keep two players of one association apart
  /// there (compatible() then says they cannot meet). Empty when the rules avoid none.
  std::vector<int> association;
  std::vector<char> keeps_associations_apart;

  Ledger(const Record& r, const VerifyOptions& o);

  [[nodiscard]] bool same_association_apart(EntrantId x, EntrantId y, int round) const {
    if (keeps_associations_apart.empty() || !keeps_associations_apart[static_cast<size_t>(round - 1)])
      return false;
    const int a = association[static_cast<size_t>(x - 1)];
    return a != 0 && a == association[static_cast<size_t>(y - 1)];
  }

  const Seat& seat(int round, EntrantId e) const {
    return seats[static_cast<size_t>(round - 1)][static_cast<size_t>(e - 1)];
  }
  Points score_before(int round, EntrantId e) const {
    return round <= 1 ? 0 : score_after[static_cast<size_t>(round - 2)][static_cast<size_t>(e - 1)];
  }
  Points team_score_before(int round, EntrantId team) const {
    return round <= 1 ? 0 : team_score_after[static_cast<size_t>(round - 2)][static_cast<size_t>(team - 1)];
  }
  /// The first round a and b met (S-2: a forfeit counts), 0 = never. Read from met_dense in
  /// small fields, else a scan of a's games.
  int met_round(EntrantId a, EntrantId b) const {
    if (!met_dense.empty())
      return met_dense[static_cast<size_t>(a - 1) * static_cast<size_t>(n) + static_cast<size_t>(b - 1)];
    const int end = met_begin[static_cast<size_t>(a)];
    for (int i = met_begin[static_cast<size_t>(a - 1)]; i < end; ++i)
      if (met[static_cast<size_t>(i)].first == b) return met[static_cast<size_t>(i)].second;
    return 0;
  }
  bool met_before(EntrantId a, EntrantId b, int round) const {
    const int k = met_round(a, b);
    return k != 0 && k < round;
  }
  bool teams_met_before(EntrantId a, EntrantId b, int round) const {
    const int k = team_first_met[static_cast<size_t>((a - 1) * t + (b - 1))];
    return k != 0 && k < round;
  }
  /// Colour history of `e` over rounds 1..round−1 (1 ≤ round ≤ rounds + 1).
  const ColourState& colours_before(int round, EntrantId e) const {
    return colours[static_cast<size_t>(round - 1)][static_cast<size_t>(e - 1)];
  }
  /// Byes of `e` before `round` (1 ≤ round ≤ rounds + 1).
  int byes_before(int round, EntrantId e) const {
    return byes[static_cast<size_t>(round - 1)][static_cast<size_t>(e - 1)];
  }
  [[nodiscard]] int team_byes_before(int round, EntrantId team) const;
  /// A Swiss round (V-3, V-4 PI and the S-4 bye check apply): any round of a record that is not a
  /// round robin (rounds past rules.rounds too, which check_record refuses: V-7).
  [[nodiscard]] bool swiss_round(int round) const;
  /// x and y could be paired in `round`: not met, and (when options.colour_limits_block) some
  /// colouring keeps both within the hard limits — except in the last round, where the limits
  /// are no pairing constraint for any pair (PI-7, 000 四.2).
  [[nodiscard]] bool compatible(EntrantId x, EntrantId y, int round) const {
    if (met_before(x, y, round)) return false;
    if (same_association_apart(x, y, round)) return false;  // P1-7
    if (!options.colour_limits_block || team_event) return true;
    // PI-7 (000 四.2): in the last round the limits are no pairing constraint for any pair, so
    // a same-score pair split to spare a lower pair a colour is a missed swap (V-3).
    if (round >= last_round) return true;
    const unsigned wx = within[static_cast<size_t>(round - 1)][static_cast<size_t>(x - 1)];
    const unsigned wy = within[static_cast<size_t>(round - 1)][static_cast<size_t>(y - 1)];
    return ((wx & 1) && (wy & 2)) || ((wx & 2) && (wy & 1));  // x red and y black, or the other way
  }
  /// The numberings a "by number" rule may mean, each indexed by entrant id (index 0 unused):
  /// start numbers always; in round 1 also seeding numbers; and codes when every entrant has one
  /// (P1-8 competition codes, or the numbers drawn in round 1 under P1-4). The colour checks
  /// accept a colouring that any of them gives.
  [[nodiscard]] std::vector<std::vector<int>> numberings(bool first_round) const;
  /// The record holds every input `c` needs (its source lacks none of them).
  [[nodiscard]] bool can_check(InputCheck c) const;

 private:
  void read_seats();         // seats, scores
  void read_meetings();      // met, met_begin: first meetings
  void read_colours();       // colour states, byes, hard limits before each round
  void read_team_seats();    // team seats, match points, team meetings
  void read_associations();  // P1-7
};

// Score-group machinery shared by individual and team rounds (score_groups.cpp).
struct PairRef {
  EntrantId a = 0;
  EntrantId b = 0;
  int board = 0;  ///< board or table
};
struct GroupView {
  std::function<Points(EntrantId)> score;  ///< score before the round
  std::function<bool(EntrantId, EntrantId)> compatible;
  std::function<int(EntrantId)> byes;  ///< byes before the round
  std::function<std::string(EntrantId)> name;
};
/// V-3: no two pairs (a, b), (c, d) with score a = score c > scores b, d while a–c and b–d could play.
void check_swaps(const std::vector<PairRef>& pairs, const GroupView& v, Sink& sink, int round);
/// V-3 statistic: floats of the round and the fewest possible (same players, same bye).
void float_statistic(const std::vector<PairRef>& pairs, const GroupView& v, const VerifyOptions& o, int round,
                     RoundStats& st, MatchingWorkspace& ws);
/// S-4: `bye` got the bye while someone with fewer byes, or as many and a lower score, could have
/// had it with everyone else (`players`, bye receiver included) paired compatibly.
void check_bye(const std::vector<EntrantId>& players, EntrantId bye, const GroupView& v,
               const VerifyOptions& o, Sink& sink, int round, const std::string& rule);

// The checks, one per file (besides verify.cpp).
void check_score_groups(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats,
                        MatchingWorkspace& ws);                                   // V-3, S-4
void check_colours(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats);  // V-4 (PI, P1, W)
void check_final(const Ledger& l, Sink& sink, std::vector<std::string>& notes);   // PI-10
void check_teams(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats,
                 MatchingWorkspace& ws);              // PT, team V-1..V-4
void check_team_sides(const Ledger& l, Sink& sink);   // V-4: home and away (P1-9, PT-2..PT-7)
void check_team_boards(const Ledger& l, Sink& sink);  // V-4: board order (PT-10, PT-11)

// Round robin (round_robin.cpp): the Berger table written from rules.md RR-1.1, not the engine's.
/// One game of the table: numbers, the first-named red (RR-1.2).
struct TableGame {
  int red = 0;
  int black = 0;
  bool operator==(const TableGame&) const = default;
};
/// RR-1.1: round t (1 ≤ t ≤ N − 1) of the Berger table of `big_n` numbers (N even ≥ 2), its games
/// in board order; with odd n the game against N is the sit-out.
[[nodiscard]] std::vector<TableGame> berger_round(int big_n, int t);
/// Which table round a recorded round plays (RR-1.6).
struct TableRound {
  int round = 0;          ///< table round 1..m
  int cycle = 1;          ///< 1, or 2 in a double round robin
  bool reversed = false;  ///< cycle 2: colours reversed
  bool swapped = false;   ///< cycle 1's last two rounds played in reverse order (cycles = 2)
  bool operator==(const TableRound&) const = default;
};
/// Record round r of a table of m rounds played `cycles` times (1 or 2); none past the table.
[[nodiscard]] std::optional<TableRound> table_round(int m, int cycles, int r);
/// RR-2.1: the list the groups are dealt from — entrants with a seed by seed ascending, then those
/// without (seed 0) by start number. Written from rules.md RR-2, not the engine's.
[[nodiscard]] std::vector<EntrantId> rr_list(const Record& record);
/// RR-2.2: the snake — list position i (from 1) to group c = (i − 1) mod k when its row
/// ⌊(i − 1)/k⌋ is even, to k − 1 − c when odd. Each group's members in list order.
[[nodiscard]] std::vector<std::vector<EntrantId>> rr_snake(const std::vector<EntrantId>& list, int k);
/// RR-1: numbers (RR-1.7), rounds (RR-1.4), each round against the table (RR-1.1..RR-1.3, RR-1.5,
/// RR-1.6) and every pair once per cycle (V-1); with groups = k (RR-2) each group on its own table,
/// numbers 1..n_g in each, boards group after group, no game across groups. Nothing for other formats.
void check_round_robin(const Ledger& l, Sink& sink, std::vector<std::string>& notes);
/// The checks of InputCheck the record cannot feed, once each with the inputs it lacks; and the
/// notes on the inputs no check skips for (the rule set).
void list_skipped_checks(const Ledger& l, std::vector<SkippedCheck>& skipped,
                         std::vector<std::string>& notes);
/// V-5: scores of pairing's histories, the PI-10 finalists and the claimed standings of
/// l.options against the verifier's own ranking (standings_check.cpp). `later_rounds`: the record
/// goes on after l's stage (KO-5), so its play-offs (T-12) must be over.
void check_standings_v5(const Ledger& l, Sink& sink, std::vector<std::string>& notes, MatchingWorkspace& ws,
                        bool later_rounds);
struct Ranking;        // ranking.hpp
struct CriterionList;  // ranking.hpp
/// The rankings whose places are awarded (standings_check.cpp), as the verifier reads the rules:
/// each RR-2 group (every place, RR-2.5; in snake order, group A first), each category under
/// category_ranking = separate (T-14.3), else everybody. Each with the places it awards.
struct Official {
  std::vector<EntrantId> ids;
  int awarded = 0;
};
[[nodiscard]] std::vector<Official> official_sets(const Ledger& l);
/// KO-1..KO-5, PI-10 (knockout_*.cpp): the knockout rounds of `record` against the verifier's own
/// bracket, seeded from its own first-stage places (`stage`: the ledger of the first stage, the
/// whole record without a knockout; a team event's PT-14 team places); every match of one game
/// plus play-offs (the knockout's and the PI-10 final) against its chain, every KO-4 team match
/// sitting by sitting; the event's places (a team event's: teams) against
/// l.options.claimed_event_places.
void check_knockout(const Record& record, const Ledger& stage, Sink& sink, std::vector<std::string>& notes);
/// V-5 on one claimed table (check_standings); `notes` may be null; `own`: the verifier's
/// standings after the last round when already computed (else computed here); `list`: the
/// record's tiebreak list (teams: team_tiebreaks) when already read (else read here).
void check_claimed(const Ledger& l, const std::vector<ClaimedStanding>& rows, const std::string& source,
                   bool teams, Sink& sink, std::vector<std::string>* notes, const Ranking* own = nullptr,
                   const CriterionList* list = nullptr);

/// Compares the W-x warnings a round exhibits with those it reports (V-4).
struct ExpectedWarning {
  std::string rule;  ///< "W-2"
  EntrantId entrant = 0;
  EntrantId alternative = 0;  ///< a reported warning naming this entrant also matches (W-5: either side)
  int board = 0;
  std::string text;
};
void compare_warnings(const Ledger& l, Sink& sink, int round, const std::vector<ExpectedWarning>& expected,
                      const std::vector<std::string>& compared_rules, RoundStats& stats);
/// "PT-8" → "W-1", "W-2 …" → "W-2"; others unchanged.
[[nodiscard]] std::string normalise_warning_rule(const std::string& rule);

/// Stats entry for `round`, created on first use.
RoundStats& round_stats(std::vector<RoundStats>& stats, int round);

[[nodiscard]] std::string name(const Record& r, EntrantId e);       ///< "4 (Name)" or "4"
[[nodiscard]] std::string team_name(const Record& r, EntrantId t);  ///< "team 2 (Name)"
[[nodiscard]] std::string colour_text(Colour c);
/// KO-3.3 (T-12.2's play-offs too): when the chooser of `g` holds the other colour than
/// colour_choice = red | black names, "the chooser 4 (Name) plays black, colour_choice = red
/// (KO-3.3)"; "" when he holds it, under model (either), or when nobody chose.
[[nodiscard]] std::string chooser_colour_breach(const Record& r, const Game& g);

}  // namespace xq::verify_detail
