// Internal to the verifier's knockout checks (not xq_verify's interface; ledger.hpp declares
// check_knockout): what verify/knockout_*.cpp share — the text helpers, a match as read, the
// bracket's slots and outcomes, and the KnockoutCheck class. The checks, from the text of rules.md
// (docs/verifier.md, "Knockouts and matches"), never pairing/knockout (the engine's places reach
// them only as claims):
//   knockout_bracket.cpp       KO-1, KO-2, KO-5: the verifier's own first-stage places and bracket
//                              (KO-1.3; KO-2.1..KO-2.4), every knockout round against it; check_knockout
//   knockout_matches.cpp       KO-3: every match of one game plus play-offs, and the PI-10 final
//   knockout_team_matches.cpp  KO-4: a team event's team matches, sitting by sitting
//   knockout_places.cpp        KO-1.5, KO-2: the event's places against the claimed ones
#pragma once

#include <algorithm>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/time_control.hpp"
#include "verify/ledger.hpp"

namespace xq::verify_detail {

inline std::string str(int i) { return std::to_string(i); }
inline std::string str(size_t i) { return std::to_string(i); }
inline std::string tc_text(TimeControl tc) { return std::string(time_control_name(tc)); }

inline bool same_pair(const Game& g, EntrantId a, EntrantId b) {
  return (g.red == a && g.black == b) || (g.red == b && g.black == a);
}

inline int place_of(const std::vector<int>& place, EntrantId e) {
  return e >= 1 && static_cast<size_t>(e) <= place.size() ? place[at(e - 1)] : 0;
}

// The one of a and b placed higher (the smaller place; 0 = unplaced, below everybody); 0 when
// their places are equal (two group winners: lots).
inline EntrantId higher_of(EntrantId a, EntrantId b, const std::vector<int>& place) {
  const auto key = [&](EntrantId e) {
    const int p = place_of(place, e);
    return p > 0 ? p : 1 << 30;
  };
  if (key(a) == key(b)) return 0;
  return key(a) < key(b) ? a : b;
}

// Game 1 of a match is the event's standard game (KO-3): the time control of the record's
// regular games (the scenario's), standard when it has none.
inline TimeControl event_time_control(const Record& r) {
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games)
      if (g.kind == GameKind::regular) return g.time_control;
  return TimeControl::standard;
}

inline std::string chain_text(const std::vector<TimeControl>& chain) {
  std::string s = "standard";
  for (TimeControl tc : chain) s += ", " + tc_text(tc);
  if (!chain.empty() && chain.back() != TimeControl::armageddon) s += " (repeated)";
  return s;
}

/// How one match ended as read (KO-3: MatchCheck; KO-4: a team match).
struct MatchRead {
  EntrantId winner = 0;
  EntrantId loser = 0;
  bool decided = false;  ///< a game decided it (a double forfeit ends it without a winner)
  bool pending = false;  ///< a game of it has no result yet
};

// ---- the knockout stage (KO-1, KO-2, KO-5)

/// One match of the verifier's bracket: `a`, `b` (0 = absent); both absent: no match (KO-2.3).
struct Slot {
  EntrantId a = 0;
  EntrantId b = 0;
  int upper = 0;              ///< the winner's place (the loser's upper + 1); 0 = decides none
  std::string label;          ///< "semi-final 1st v 4th", "match A1 v B2", "final"
  bool optional_bye = false;  ///< leftover_last's unplayed entrant: a bye in the record or none
  bool exists() const { return a != 0 || b != 0; }
  bool played() const { return a != 0 && b != 0; }
  bool walkover() const { return exists() && !played(); }
  EntrantId present() const { return a != 0 ? a : b; }
};

/// A match of a knockout round as read: its two entrants (players, or teams: home and away), its
/// board (a team match's table), and how it ended.
struct ReadMatch {
  EntrantId a = 0;
  EntrantId b = 0;
  int board = 0;
  MatchRead m;
};

struct Outcome {
  EntrantId winner = 0;
  EntrantId loser = 0;
  bool known = false;
};

/// The knockout rounds of one record against the verifier's own bracket: seeded, the bracket, each
/// round against it and run() in knockout_bracket.cpp; a round's matches in knockout_matches.cpp
/// (KO-3) and knockout_team_matches.cpp (KO-4); the event's places in knockout_places.cpp.
class KnockoutCheck {
 public:
  KnockoutCheck(const Record& rec, const Ledger& stage, Sink& sink, std::vector<std::string>& notes);

  void run();

 private:
  const Record& rec_;
  const Ledger& l_;
  const RuleSet& rules_;
  Sink& sink_;
  std::vector<std::string>& notes_;
  const char* rule_;
  bool complete_;
  bool team_;  ///< a team event: the bracket's entrants are teams, each match a KO-4 team match
  int count_;  ///< entrants of the bracket: players, or teams
  bool seeded_ = false;
  std::string why_unseeded_;
  std::vector<std::vector<EntrantId>> orders_;  ///< KO-1: the stage ranking; KO-2: groups A, B by place
  std::vector<int> place_;                      ///< [id − 1]: stage-1 place (KO-2: group place)
  std::vector<std::pair<std::vector<Slot>, std::vector<Outcome>>> rounds_;  ///< compared rounds
  bool places_known_ = false;
  bool unread_ = false;  ///< a match of the bracket is not in the record: its outcome is unknown
  /// KO-3.1: the match for 1st place of the round being read, from the bracket (its two entrants);
  /// {0, 0} when the bracket is not known there — then board (table) 1 is taken for it.
  std::pair<EntrantId, EntrantId> first_place_{0, 0};
  /// Whether the match of `a` and `b` on board (table) `board` of knockout round `k` is the one
  /// for 1st place (KO-3.1: it has its own play-off chain, final_playoffs).
  bool for_first_place(int k, EntrantId a, EntrantId b, int board) const {
    if (k != 2) return false;
    if (first_place_.first == 0 && first_place_.second == 0) return board == 1;
    return std::minmax(a, b) == std::minmax(first_place_.first, first_place_.second);
  }

  std::string who(EntrantId e) const { return team_ ? team_name(rec_, e) : name(rec_, e); }

  static std::string group_name(size_t group) { return std::string(1, static_cast<char>('A' + group)); }
  static std::string group_slot(size_t group, int place) { return group_name(group) + str(place); }

  // knockout_bracket.cpp: the seeding and the bracket (KO-1.3, KO-2.1..KO-2.4, KO-5).
  bool seed();
  void distinct(const std::vector<EntrantId>& order, const std::vector<int>& place, int count,
                const std::string& group, const std::string& needed);
  EntrantId slot(size_t group, int place) const;
  void drop_kept_out(std::vector<Slot>& slots, int r) const;
  std::vector<Slot> round_one() const;
  std::vector<Slot> round_two(const std::vector<Slot>& one, const std::vector<Outcome>& o) const;
  std::vector<Outcome> check_bracket(const Round& rd, const std::vector<Slot>& slots,
                                     const std::vector<ReadMatch>& read);
  std::string pair_text(const Slot& s) const;

  // knockout_matches.cpp: KO-3.
  std::vector<ReadMatch> check_matches(const Round& rd, int k);

  // knockout_team_matches.cpp: KO-4.
  std::vector<ReadMatch> check_team_matches(const Round& rd, int k);
  std::vector<EntrantId> line_up(EntrantId t) const;
  MatchRead team_match(const Round& rd, const Match& m, int k, bool must_decide);

  // knockout_places.cpp: KO-1.5, KO-2.4.
  void check_places();
};

/// PI-10's final as a KO-3 match (knockout_matches.cpp).
void check_final_match(const Ledger& l, const Record& whole, bool done, Sink& sink);

}  // namespace xq::verify_detail
