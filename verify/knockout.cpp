// KO-1, KO-2, KO-3, KO-5 and the PI-10 final's play-offs, from the text of rules.md (docs/verifier.md,
// "Knockouts and matches"): the verifier's own first-stage places (ranking.cpp; each RR-2 group from
// official_sets, T-12 play-offs read its own way), its own bracket (KO-1.3; KO-2.1..KO-2.4 under
// both readings of cross_missing), every knockout round against it (the pairs, the board order, the
// walkovers, nobody else), every match of one game plus play-offs against its chain (KO-3: the
// knockout's matches and the PI-10 final), and the event's places (KO-1.5, KO-2) against the
// claimed ones. A team event's KO-1 (KO-4) the same way over teams: its own PT-14 stage-1 team
// places (rank_teams), the bracket of team matches by table, every team match sitting by sitting
// (line-ups, colours by board_colours swapped each sitting, who chose, game points), and the
// event places of teams. Never pairing/knockout: the engine's places reach it only as claims.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/time_control.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"

namespace xq::verify_detail {

namespace {

std::string str(int i) { return std::to_string(i); }
std::string str(size_t i) { return std::to_string(i); }
std::string tc_text(TimeControl tc) { return std::string(time_control_name(tc)); }

std::string place_text(int place) {
  if (place <= 0) return "unplaced";
  const int tens = place % 100;
  const char* suffix = tens >= 11 && tens <= 13 ? "th"
                       : place % 10 == 1        ? "st"
                       : place % 10 == 2        ? "nd"
                       : place % 10 == 3        ? "rd"
                                                : "th";
  return str(place) + suffix;
}

bool same_pair(const Game& g, EntrantId a, EntrantId b) {
  return (g.red == a && g.black == b) || (g.red == b && g.black == a);
}

int place_of(const std::vector<int>& place, EntrantId e) {
  return e >= 1 && static_cast<size_t>(e) <= place.size() ? place[at(e - 1)] : 0;
}

// The one of a and b placed higher (the smaller place; 0 = unplaced, below everybody); 0 when
// their places are equal (two group winners: lots).
EntrantId higher_of(EntrantId a, EntrantId b, const std::vector<int>& place) {
  const auto key = [&](EntrantId e) {
    const int p = place_of(place, e);
    return p > 0 ? p : 1 << 30;
  };
  if (key(a) == key(b)) return 0;
  return key(a) < key(b) ? a : b;
}

// Game 1 of a match is the event's standard game (KO-3): the time control of the record's
// regular games (the scenario's), standard when it has none.
TimeControl event_time_control(const Record& r) {
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games)
      if (g.kind == GameKind::regular) return g.time_control;
  return TimeControl::standard;
}

// The record holds every round of the event (KO-5: the knockout's too) and every result.
bool complete(const Record& r) {
  if (static_cast<int>(r.rounds.size()) < event_rounds(r.rules)) return false;
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games)
      if (g.result == Result::pending) return false;
  return true;
}

std::string chain_text(const std::vector<TimeControl>& chain) {
  std::string s = "standard";
  for (TimeControl tc : chain) s += ", " + tc_text(tc);
  if (!chain.empty() && chain.back() != TimeControl::armageddon) s += " (repeated)";
  return s;
}

// How game `g` decided its match (KO-3.4, KO-3.7).
std::string decided_text(const Game& g) {
  switch (g.result) {
    case Result::red_win: return "red won";
    case Result::black_win: return "black won";
    case Result::draw: return "an armageddon draw: black wins (KO-3.4)";
    case Result::red_forfeit:
    case Result::black_forfeit: return "a forfeit (KO-3.7)";
    case Result::double_forfeit: return "both absent (KO-3.7)";
    default: return "";
  }
}

// ---- one match of one game plus play-offs (KO-3), the knockout's and the PI-10 final

struct MatchRules {
  const std::vector<TimeControl>* chain = nullptr;  ///< playoff_chain(rules, for first place)
  const std::vector<int>* place = nullptr;  ///< who is placed higher before the match, [id − 1]; 0 unplaced
  TimeControl game_one = TimeControl::standard;
  bool game_one_chosen = false;  ///< knockout_colours = higher_chooses (knockout matches only)
  std::string game_one_rule = "KO-3";
  std::string armageddon_rule = "KO-3";  ///< PI-10 for the final ("the one ranked higher after round N")
  std::string what;                      ///< "the match 3–7", "the final 1–2"
  std::string placed;                    ///< what `place` is: "stage-1 place", "place after round 8"
};

struct MatchRead {
  EntrantId winner = 0;
  EntrantId loser = 0;
  bool decided = false;  ///< a game decided it (a double forfeit ends it without a winner)
  bool pending = false;  ///< a game of it has no result yet
};

class MatchCheck {
 public:
  MatchCheck(const Record& rec, const Round& rd, const MatchRules& m, Sink& sink)
      : rec_(rec), rd_(rd), m_(m), sink_(sink) {}

  MatchRead run(size_t opening, bool must_decide) {
    const Game& first = rd_.games[opening];
    const std::vector<size_t> games = games_of(opening);
    if (first.time_control != m_.game_one)
      violation("V-2", "KO-3", first,
                "game 1 of " + m_.what + " is " + tc_text(first.time_control) + ", not the event's " +
                    tc_text(m_.game_one) + " game (KO-3: game 1 is a standard game)");
    if (m_.game_one_chosen) check_chooser(first, true, m_.game_one_rule, "game 1 of " + m_.what);
    MatchRead out;
    std::optional<size_t> decided_by;
    const std::vector<TimeControl>& chain = *m_.chain;
    for (size_t k = 0; k < games.size(); ++k) {
      const Game& g = rd_.games[games[k]];
      if (k > 0) {
        const Game& prev = rd_.games[games[k - 1]];
        const std::string nth = "play-off game " + str(k) + " of " + m_.what;
        if (decided_by) {
          violation("V-2", "KO-3", g,
                    nth + " follows game " + str(*decided_by + 1) + ", which decided the match (" +
                        decided_text(rd_.games[games[*decided_by]]) +
                        "; KO-3: the match stops at its first decisive game)");
          break;
        }
        if (prev.result == Result::pending)
          violation("V-2", "KO-3", g, nth + " follows game " + str(k) + ", which has no result yet");
        if (chain.empty()) {
          violation("V-2", "KO-3", g,
                    nth + ": the chain has no play-off games (KO-3.1: " + chain_text(chain) + ")");
        } else if (const TimeControl want = chain[std::min(k, chain.size()) - 1]; g.time_control != want) {
          violation("V-2", "KO-3", g,
                    nth + " is " + tc_text(g.time_control) + ", the chain gives " + tc_text(want) +
                        " (KO-3.1: " + chain_text(chain) + ")");
        }
        if (g.time_control == TimeControl::armageddon)
          check_chooser(g, rec_.rules.armageddon_choice == ArmageddonChoice::higher, m_.armageddon_rule,
                        nth + " (armageddon)");
        else if (g.red != prev.black || g.black != prev.red)
          violation("V-4", "KO-3", g,
                    nth + ": " + name(rec_, g.red) + " red, " + name(rec_, g.black) + " black after " +
                        name(rec_, prev.red) + " red, " + name(rec_, prev.black) +
                        " black in the game before: colours not swapped (KO-3.2)");
      }
      if (g.result == Result::pending) out.pending = true;
      if (!decided_by && (decided_for(g) != 0 || g.result == Result::double_forfeit)) {
        decided_by = k;
        out.decided = true;
        out.winner = decided_for(g);
        out.loser = out.winner == 0 ? 0 : out.winner == g.red ? g.black : g.red;
      }
    }
    if (static_cast<int>(games.size()) > rec_.rules.max_match_games)
      violation("V-2", "KO-3", first,
                m_.what + " has " + str(games.size()) +
                    " games, more than max_match_games = " + str(rec_.rules.max_match_games) + " (KO-3.6)");
    if (must_decide && !out.decided && !out.pending)
      violation("V-2", "KO-3", first,
                m_.what + " is not decided: " + str(games.size()) +
                    " game(s), none decisive, and no further play-off game (KO-3: " + chain_text(chain) +
                    ")");
    return out;
  }

 private:
  const Record& rec_;
  const Round& rd_;
  const MatchRules& m_;
  Sink& sink_;

  void violation(const char* check, const std::string& rule, const Game& g, const std::string& text) {
    sink_.violation(check, rule, rd_.number, g.board, g.red, text);
  }

  // Game 1, then the play-off games between the same two after it (KO-3), in record order.
  std::vector<size_t> games_of(size_t opening) {
    const Game& first = rd_.games[opening];
    std::vector<size_t> games{opening};
    for (size_t j = 0; j < rd_.games.size(); ++j) {
      const Game& g = rd_.games[j];
      if (j == opening || g.kind != GameKind::playoff || !same_pair(g, first.red, first.black)) continue;
      if (j < opening) {
        violation("V-2", "KO-3", g, "a play-off game of " + m_.what + " is listed before its game 1");
        continue;
      }
      if (g.board != first.board)
        violation("V-7", "KO-3", g,
                  "a play-off game of " + m_.what + " on board " + str(g.board) + ", its game 1 on board " +
                      str(first.board) + " (a match is played on one board)");
      games.push_back(j);
    }
    return games;
  }

  std::string who(EntrantId e) const {
    const int p = place_of(*m_.place, e);
    return name(rec_, e) + (p > 0 ? " (" + m_.placed + " " + str(p) + ")" : "");
  }

  // KO-3.3: someone chose the colours of `g`: the one placed higher when `higher` (equal places:
  // either — lots), taking the colour colour_choice names (model: either).
  void check_chooser(const Game& g, bool higher, const std::string& rule, const std::string& what) {
    if (g.chooser == 0) {
      violation("V-4", rule, g, what + ": nobody is recorded as choosing the colours (KO-3.3)");
      return;
    }
    if (g.chooser != g.red && g.chooser != g.black) return;  // V-7: check_record
    if (higher) {
      const EntrantId h = higher_of(g.red, g.black, *m_.place);
      if (h != 0 && h != g.chooser)
        violation("V-4", rule, g,
                  what + ": " + who(g.chooser) + " chose the colours, but " + who(h) +
                      " is placed higher and chooses (KO-3.3)");
    }
    const ChooserColour c = rec_.rules.colour_choice;
    if (c == ChooserColour::model) return;
    const EntrantId holder = c == ChooserColour::red ? g.red : g.black;
    if (holder != g.chooser)
      violation("V-4", rule, g,
                what + ": the chooser " + name(rec_, g.chooser) + " plays " +
                    (g.chooser == g.red ? "red" : "black") +
                    ", colour_choice = " + (c == ChooserColour::red ? "red" : "black") + " (KO-3.3)");
  }
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

class KnockoutCheck {
 public:
  KnockoutCheck(const Record& rec, const Ledger& stage, Sink& sink, std::vector<std::string>& notes)
      : rec_(rec),
        l_(stage),
        rules_(rec.rules),
        sink_(sink),
        notes_(notes),
        rule_(rules_.knockout == Knockout::top_four ? "KO-1" : "KO-2"),
        complete_(complete(rec)),
        team_(stage.team_event),
        count_(team_ ? stage.t : rec.entrant_count()) {}

  void run() {
    if (!seed()) return;
    const int first = rules_.rounds;
    const int recorded = static_cast<int>(rec_.rounds.size());
    std::vector<Slot> slots;
    std::vector<Outcome> outcomes;
    bool bracket_known = seeded_;
    for (int k = 1; k <= 2 && first + k <= recorded; ++k) {
      const Round& rd = rec_.rounds[at(first + k - 1)];
      if (!seeded_ && k == 1) {
        sink_.violation(
            "V-2", "KO-5", rd.number, 0, 0,
            "round " + str(rd.number) +
                " is a knockout round, but the first stage has not ended (KO-5.1): " + why_unseeded_);
      }
      if (bracket_known) {
        if (k == 1) {
          slots = round_one();
        } else {
          if (std::all_of(outcomes.begin(), outcomes.end(), [](const Outcome& o) { return o.known; })) {
            slots = round_two(slots, outcomes);
          } else {
            bracket_known = false;
            notes_.push_back(std::string("V-2 ") + rule_ + ": round " + str(rd.number) +
                             " is not compared with the bracket: a match of round " + str(rd.number - 1) +
                             " is not read (undecided, or not the bracket's)");
          }
        }
      }
      const std::vector<ReadMatch> read = team_ ? check_team_matches(rd, k) : check_matches(rd, k);
      if (bracket_known) {
        outcomes = check_bracket(rd, slots, read);
        rounds_.push_back({slots, outcomes});
      }
    }
    places_known_ = seeded_ && bracket_known && !unread_;
    check_places();
  }

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

  std::string who(EntrantId e) const { return team_ ? team_name(rec_, e) : name(rec_, e); }

  static std::string group_name(size_t group) { return std::string(1, static_cast<char>('A' + group)); }
  static std::string group_slot(size_t group, int place) { return group_name(group) + str(place); }

  // The verifier's first-stage places (KO-5: the knockout is seeded by them). False: the
  // knockout is not checked (a note says why).
  bool seed() {
    const CriterionList list = read_criteria(team_ ? rules_.team_tiebreaks : rules_.tiebreaks, team_);
    if (!list.unknown.empty()) {
      notes_.push_back(std::string("V-2 ") + rule_ +
                       ": the knockout is not checked: the first stage's ranking uses '" + list.unknown +
                       "', a criterion the verifier does not compute");
      return false;
    }
    place_.assign(at(count_), 0);
    if (rules_.knockout == Knockout::top_four) {  // KO-1.3: the stage's places (PT-14 for teams)
      const Ranking rk = team_ ? rank_teams(l_, list.criteria) : rank_entrants(l_, l_.rounds, list.criteria);
      place_ = rk.place;
      orders_.push_back(rk.order);
      if (count_ < 4) why_unseeded_ = std::string("KO-1 needs four ") + (team_ ? "teams" : "entrants");
      distinct(rk.order, rk.place, std::min(count_, 5), "", "places 1–4 and the 4th/5th cut (KO-1.6)");
      return true;
    }
    if (team_) {
      notes_.emplace_back("V-2 KO-2: a team cross knockout is not checked (KO-2 pairs individuals)");
      return false;
    }
    if (rules_.format != EventFormat::round_robin || rules_.groups != 2) {  // KO-2 reads two RR-2 groups
      notes_.push_back(
          "V-2 KO-2: the cross knockout is not checked: it is seeded by two round-robin groups (RR-2, groups "
          "= 2)");
      return false;
    }
    if (!l_.can_check(InputCheck::rr_groups)) {
      notes_.push_back("V-2 KO-2: the cross knockout is not checked: the groups are not known (" +
                       l_.record.source.has_none_of({RecordInput::numbers}) + ")");
      return false;
    }
    const std::vector<Official> groups = official_sets(l_);
    for (size_t gi = 0; gi < groups.size(); ++gi) {
      const Ranking rk = rank_among(l_, list.criteria, groups[gi].ids);
      for (EntrantId e : groups[gi].ids) place_[at(e - 1)] = rk.place[at(e - 1)];
      orders_.push_back(rk.order);
      distinct(rk.order, rk.place, static_cast<int>(rk.order.size()), "group " + group_name(gi) + " ",
               "every group place (KO-2, RR-2.5)");
    }
    return true;
  }

  // Whether the first stage has ended for the knockout (KO-5.1): every game of it has a result and
  // the first `count` places of `order` are distinct (T-12 decided them). Sets seeded_, and
  // why_unseeded_ when not; the knockout rounds are still read (their matches), not their bracket.
  void distinct(const std::vector<EntrantId>& order, const std::vector<int>& place, int count,
                const std::string& group, const std::string& needed) {
    for (const Round& rd : l_.record.rounds)
      for (const Game& g : rd.games)
        if (g.result == Result::pending && why_unseeded_.empty())
          why_unseeded_ = "round " + str(rd.number) + " board " + str(g.board) + " has no result";
    for (int i = 1; i < count && static_cast<size_t>(i) < order.size(); ++i) {
      const int p = place[at(order[at(i)] - 1)];
      if (p == place[at(order[at(i - 1)] - 1)] && why_unseeded_.empty())
        why_unseeded_ = group + "place " + str(p) + " is shared by " + who(order[at(i - 1)]) + " and " +
                        who(order[at(i)]) + " after the list and the play-offs; " + needed +
                        " must be decided first (T-12)";
    }
    seeded_ = why_unseeded_.empty();
  }

  EntrantId slot(size_t group, int place) const {
    const std::vector<EntrantId>& g = orders_.at(group);
    return place >= 1 && place <= static_cast<int>(g.size()) ? g[at(place - 1)] : 0;
  }

  // KO-1.3 round 1; KO-2.1 (walkover: KO-2.3's bracket over M = max(a, b) rounded up to even;
  // leftover_last: the ranks both groups have, the larger group's extra entrants last).
  std::vector<Slot> round_one() const {
    if (rules_.knockout == Knockout::top_four)
      return {{slot(0, 1), slot(0, 4), 0, "semi-final 1st v 4th"},
              {slot(0, 2), slot(0, 3), 0, "semi-final 2nd v 3rd"}};
    const int na = static_cast<int>(orders_[0].size()), nb = static_cast<int>(orders_[1].size());
    std::vector<Slot> out;
    const auto cross = [&](int j) {
      out.push_back(
          {slot(0, 2 * j - 1), slot(1, 2 * j), 0, "match A" + str(2 * j - 1) + " v B" + str(2 * j)});
      out.push_back(
          {slot(0, 2 * j), slot(1, 2 * j - 1), 0, "match A" + str(2 * j) + " v B" + str(2 * j - 1)});
    };
    if (rules_.cross_missing == CrossMissing::walkover) {
      const int m = (std::max(na, nb) + 1) / 2 * 2;
      for (int j = 1; 2 * j <= m; ++j) cross(j);
      return out;
    }
    const int common = std::min(na, nb);
    for (int j = 1; 2 * j <= common; ++j) cross(j);
    int next = common / 2 * 4 + 1;
    if (common % 2 == 1) {
      out.push_back({slot(0, common), slot(1, common), next,
                     "match A" + str(common) + " v B" + str(common) + " (places " + str(next) + "–" +
                         str(next + 1) + ")"});
      next += 2;
    }
    const size_t larger = na > nb ? 0 : 1;
    for (int r = common + 1; r <= std::max(na, nb); ++r, ++next)
      out.push_back({slot(larger, r), 0, next,
                     "place " + str(next) + " of " + group_slot(larger, r) +
                         " (unplayed, cross_missing = leftover_last)",
                     true});
    return out;
  }

  // KO-1.3 round 2 (the final, the match for 3rd place); KO-2.2 per block: the winners' match,
  // then the losers' (a slot of an absent entrant absent: KO-2.3).
  std::vector<Slot> round_two(const std::vector<Slot>& one, const std::vector<Outcome>& o) const {
    if (rules_.knockout == Knockout::top_four)
      return {{o[0].winner, o[1].winner, 1, "final"}, {o[0].loser, o[1].loser, 3, "match for 3rd place"}};
    std::vector<Slot> out;
    for (size_t i = 0; i + 1 < one.size() && one[i].upper == 0 && one[i + 1].upper == 0; i += 2) {
      const int upper = static_cast<int>(2 * i + 1);  // block j = i/2 + 1: places 4j − 3 … 4j
      out.push_back({o[i].winner, o[i + 1].winner, upper,
                     "match of the winners of " + one[i].label.substr(6) + " and " +
                         one[i + 1].label.substr(6) + " (places " + str(upper) + "–" + str(upper + 1) + ")"});
      out.push_back({o[i].loser, o[i + 1].loser, upper + 2,
                     "match of the losers of " + one[i].label.substr(6) + " and " +
                         one[i + 1].label.substr(6) + " (places " + str(upper + 2) + "–" + str(upper + 3) +
                         ")"});
    }
    return out;
  }

  // KO-3 on every knockout game of the round (whatever the bracket says), and no play-off game
  // outside a match.
  std::vector<ReadMatch> check_matches(const Round& rd, int k) {
    std::vector<ReadMatch> read;
    const bool must_decide = rd.number < static_cast<int>(rec_.rounds.size()) || complete_;
    const bool chosen = rules_.knockout_colours == KnockoutColours::higher_chooses;
    for (size_t i = 0; i < rd.games.size(); ++i) {
      const Game& g = rd.games[i];
      if (g.kind == GameKind::playoff) {
        const bool in_match = std::any_of(rd.games.begin(), rd.games.end(), [&](const Game& o) {
          return o.kind == GameKind::knockout && same_pair(o, g.red, g.black);
        });
        if (!in_match)
          sink_.violation("V-2", "KO-3", rd.number, g.board, g.red,
                          "play-off game " + name(rec_, g.red) + "–" + name(rec_, g.black) +
                              " belongs to no match of the round (no knockout game of theirs)");
      }
      if (g.kind != GameKind::knockout) continue;
      MatchRules m;
      m.chain = &playoff_chain(rules_, k == 2 && g.board == 1);  // the match for 1st place
      m.place = &place_;
      m.game_one = event_time_control(rec_);
      m.game_one_chosen = chosen;
      m.game_one_rule = rule_;
      m.what = "the match " + name(rec_, g.red) + "–" + name(rec_, g.black);
      m.placed = rules_.knockout == Knockout::top_four ? "stage-1 place" : "group place";
      read.push_back({g.red, g.black, g.board, MatchCheck(rec_, rd, m, sink_).run(i, must_decide)});
    }
    return read;
  }

  // KO-4 on every team match of the round (whatever the bracket says), and no game of the round
  // outside a match.
  std::vector<ReadMatch> check_team_matches(const Round& rd, int k) {
    std::vector<ReadMatch> read;
    const bool must_decide = rd.number < static_cast<int>(rec_.rounds.size()) || complete_;
    std::vector<int> in(rd.games.size(), 0);
    for (const Match& m : rd.matches)
      for (const int gi : m.games)
        if (gi >= 0 && static_cast<size_t>(gi) < in.size()) ++in[static_cast<size_t>(gi)];
    for (size_t i = 0; i < rd.games.size(); ++i)
      if (in[i] != 1)
        sink_.violation("V-2", "KO-4", rd.number, rd.games[i].board, rd.games[i].red,
                        "game " + name(rec_, rd.games[i].red) + "–" + name(rec_, rd.games[i].black) +
                            " belongs to " + str(in[i]) + " team matches, not one");
    for (const Match& m : rd.matches) {
      if (m.home < 1 || m.home > l_.t || m.away < 1 || m.away > l_.t) continue;  // V-7: check_record
      read.push_back({m.home, m.away, m.table, team_match(rd, m, k, must_decide)});
    }
    return read;
  }

  // Team `t`'s line-up (KO-4.4): its first `boards` players in team order.
  std::vector<EntrantId> line_up(EntrantId t) const {
    const std::vector<EntrantId>& p = rec_.teams[at(t - 1)].players;
    return {p.begin(), p.begin() + std::min<std::ptrdiff_t>(rules_.boards, std::ssize(p))};
  }

  // KO-4: one team match, sitting after sitting: the first the event's standard match (kind
  // knockout; under higher_chooses the higher-placed team chose: home unless colour_choice =
  // black, chooser on every board), each later one a play-off sitting in the chain's time control
  // with every board's colours swapped, played only while the sittings before were level in game
  // points (S-1; forfeits as results); the first unequal sitting decides.
  MatchRead team_match(const Round& rd, const Match& m, int k, bool must_decide) {
    const int r = rd.number;
    const std::string what = "the team match " + team_name(rec_, m.home) + "–" + team_name(rec_, m.away);
    const auto fail = [&](const char* check, int board, EntrantId e, const std::string& text) {
      sink_.violation(check, "KO-4", r, board, e, text);
    };
    MatchRead out;
    const auto boards = static_cast<size_t>(std::max(rules_.boards, 1));
    const std::vector<EntrantId> home = line_up(m.home), away = line_up(m.away);
    if (home.size() < boards || away.size() < boards) {
      fail("V-2", 0, home.size() < boards ? m.home : m.away,
           what + ": a team has fewer players than boards = " + str(boards) + " (KO-4.4)");
      return out;
    }
    if (m.games.empty() || m.games.size() % boards != 0)
      fail("V-2", 0, m.home,
           what + " has " + str(m.games.size()) + " games, not a whole number of sittings of " + str(boards) +
               " boards (KO-4.2: one game per board in every sitting)");
    const bool chosen = rules_.knockout_colours == KnockoutColours::higher_chooses;
    const EntrantId higher = chosen ? higher_of(m.home, m.away, place_) : 0;
    if (higher != 0) {
      const bool black = rules_.colour_choice == ChooserColour::black;
      const EntrantId want = black ? (higher == m.home ? m.away : m.home) : higher;
      if (m.home != want)
        fail("V-4", 0, m.home,
             what + ": " + team_name(rec_, m.home) + " moves first (home), but " + team_name(rec_, higher) +
                 " (stage-1 place " + str(place_of(place_, higher)) + ") chooses and " +
                 (black ? "with colour_choice = black lets the other team move first"
                        : "moves first (colour_choice = model or red)") +
                 " (KO-4.1)");
    }
    const std::vector<TimeControl>& chain = playoff_chain(rules_, k == 2 && m.table == 1);
    const std::string& colours = rules_.board_colours;
    std::optional<size_t> decided_at;
    bool pending_before = false;
    const size_t sittings = m.games.size() / boards;
    for (size_t s = 0; s < sittings; ++s) {
      const std::string nth = "sitting " + str(s + 1) + " of " + what;
      std::vector<const Game*> on(boards, nullptr);
      for (size_t j = s * boards; j < (s + 1) * boards; ++j) {
        const Game& g = rd.games[at(m.games[j])];
        if (g.board < 1 || static_cast<size_t>(g.board) > boards || on[at(g.board - 1)] != nullptr)
          fail("V-2", g.board, g.red,
               nth + ": board " + str(g.board) + " out of 1.." + str(boards) + " or twice");
        else
          on[at(g.board - 1)] = &g;
      }
      if (decided_at) {
        fail("V-2", 1, m.home,
             nth + " follows sitting " + str(*decided_at + 1) +
                 ", which decided the match (KO-4.2: the first sitting with unequal game points decides)");
        break;
      }
      if (pending_before)
        fail("V-2", 1, m.home, nth + " follows sitting " + str(s) + ", which has no result yet");
      const GameKind kind = s == 0 ? GameKind::knockout : GameKind::playoff;
      std::optional<TimeControl> tc;
      if (s == 0)
        tc = event_time_control(rec_);
      else if (!chain.empty())
        tc = chain[std::min(s, chain.size()) - 1];
      else
        fail("V-2", 1, m.home,
             nth + ": the chain has no play-off sittings (KO-4.3: " + chain_text(chain) + ")");
      Points home_points = 0, away_points = 0;
      bool pending = false;
      for (size_t b = 0; b < boards; ++b) {
        const Game* g = on[b];
        if (g == nullptr) continue;
        const int board = static_cast<int>(b) + 1;
        const std::string at_board = nth + ", board " + str(board);
        if (g->kind != kind)
          fail("V-2", board, g->red,
               at_board + " is not a " + (s == 0 ? "knockout" : "play-off") +
                   " game (KO-4.2: the standard match first, then play-off sittings)");
        if (tc && g->time_control != *tc)
          fail("V-2", board, g->red,
               at_board + " is " + tc_text(g->time_control) + ", not " + tc_text(*tc) +
                   " (KO-4.2, KO-4.3: " + chain_text(chain) + ")");
        const EntrantId h = home[b], a = away[b];
        if (!same_pair(*g, h, a)) {
          fail("V-2", board, g->red,
               at_board + ": " + name(rec_, g->red) + "–" + name(rec_, g->black) + ", the line-up gives " +
                   name(rec_, h) + "–" + name(rec_, a) +
                   " (KO-4.4: each team's first players in team order, the same board in every sitting)");
          continue;
        }
        const bool home_red = (colours.empty() || colours[b % colours.size()] == 'R') == (s % 2 == 0);
        if ((g->red == h) != home_red)
          fail("V-4", board, g->red,
               at_board + ": " + name(rec_, g->red) + " red, " + name(rec_, g->black) + " black; " +
                   team_name(rec_, m.home) + " (home) has " + (home_red ? "red" : "black") + " there (PT-9 " +
                   "board_colours = " + colours + (s == 0 ? "" : ", swapped each sitting, KO-4.3") + ")");
        if (s == 0 && higher != 0) {
          const EntrantId want = higher == m.home ? h : a;
          if (g->chooser != want)
            fail("V-4", board, g->red,
                 at_board + ": the chooser is " +
                     (g->chooser == 0 ? std::string("nobody") : name(rec_, g->chooser)) + ", not " +
                     name(rec_, want) + " of " + team_name(rec_, higher) + ", the team that chose (KO-4.1)");
        }
        if (g->result == Result::pending) pending = true;
        const GamePair pts = points_of(g->result, rules_.points);
        home_points += g->red == h ? pts.red : pts.black;
        away_points += g->red == h ? pts.black : pts.red;
      }
      if (pending) {
        out.pending = pending_before = true;
      } else if (home_points != away_points && !out.decided) {
        decided_at = s;
        out.decided = true;
        out.winner = home_points > away_points ? m.home : m.away;
        out.loser = out.winner == m.home ? m.away : m.home;
      }
    }
    if (static_cast<int>(sittings) > rec_.rules.max_match_games)
      fail("V-2", 0, m.home,
           what + " has " + str(sittings) +
               " sittings, more than max_match_games = " + str(rec_.rules.max_match_games) + " (KO-3.6)");
    if (must_decide && !out.decided && !out.pending)
      fail("V-2", 0, m.home,
           what + " is not decided: " + str(sittings) +
               " sitting(s) with equal game points and no further sitting (KO-4.3: " + chain_text(chain) +
               ")");
    return out;
  }

  // The round against the bracket: each played slot a knockout game on the next board (KO-1.3,
  // KO-2.1/KO-2.2 order), a walkover a bye, nothing else. Returns each slot's outcome.
  std::vector<Outcome> check_bracket(const Round& rd, const std::vector<Slot>& slots,
                                     const std::vector<ReadMatch>& read) {
    const int r = rd.number;
    std::vector<Outcome> out(slots.size());
    std::vector<int> board(slots.size(), 0);
    int boards = 0;
    for (size_t i = 0; i < slots.size(); ++i)
      if (slots[i].played()) board[i] = ++boards;
    std::vector<bool> found(slots.size(), false);
    const std::string board_word = team_ ? "table " : "board ";
    for (const ReadMatch& g : read) {
      const auto s = std::find_if(slots.begin(), slots.end(), [&](const Slot& x) {
        return x.played() && ((g.a == x.a && g.b == x.b) || (g.a == x.b && g.b == x.a));
      });
      if (s == slots.end()) {
        const size_t there =
            static_cast<size_t>(std::find(board.begin(), board.end(), g.board) - board.begin());
        const std::string expected = there == board.size()
                                         ? "the bracket has " + str(boards) + " match(es) in this round"
                                         : board_word + str(g.board) + " is its " + slots[there].label +
                                               ", " + pair_text(slots[there]);
        sink_.violation("V-2", rule_, r, g.board, g.a,
                        who(g.a) + "–" + who(g.b) + " is no match of the bracket; " + expected);
        continue;
      }
      const size_t i = static_cast<size_t>(s - slots.begin());
      found[i] = true;
      if (g.board != board[i])
        sink_.violation("V-2", rule_, r, g.board, g.a,
                        "the bracket's " + slots[i].label + ", " + pair_text(slots[i]) + ", belongs on " +
                            board_word + str(board[i]) + " (the bracket's order)");
      out[i] = {g.m.winner, g.m.loser, g.m.decided};
    }
    std::vector<bool> bye_due(slots.size(), false);
    for (size_t i = 0; i < slots.size(); ++i) {
      if (!slots[i].exists()) out[i] = {0, 0, true};  // both absent: no match (KO-2.3)
      if (slots[i].walkover()) out[i] = {slots[i].present(), 0, true};
      if (slots[i].played() && !found[i]) {
        sink_.violation("V-2", rule_, r, board[i], slots[i].a,
                        "the bracket's " + slots[i].label + ", " + pair_text(slots[i]) + ", is not played");
        unread_ = true;
      }
    }
    std::vector<EntrantId> byes = rd.team_byes;  // a team event's byes are its teams'
    if (!team_)
      for (const Bye& b : rd.byes) byes.push_back(b.entrant);
    for (const EntrantId e : byes) {
      const auto s = std::find_if(slots.begin(), slots.end(),
                                  [&](const Slot& x) { return x.walkover() && x.present() == e; });
      if (s == slots.end()) {
        sink_.violation("V-2", rule_, r, 0, e,
                        who(e) +
                            " has a bye, but no walkover is due to them (KO-2.3: a bye only "
                            "where the bracket's opponent is absent)");
        continue;
      }
      bye_due[static_cast<size_t>(s - slots.begin())] = true;
    }
    for (size_t i = 0; i < slots.size(); ++i)
      if (slots[i].walkover() && !bye_due[i] && !slots[i].optional_bye)
        sink_.violation("V-2", rule_, r, 0, slots[i].present(),
                        who(slots[i].present()) + " has no opponent in the " + slots[i].label +
                            ": a walkover, recorded as a bye, is missing (KO-2.3)");
    return out;
  }

  std::string pair_text(const Slot& s) const {
    const auto one = [&](EntrantId e) { return e == 0 ? std::string("absent") : who(e); };
    return one(s.a) + " v " + one(s.b);
  }

  // KO-1.5, KO-2: the verifier's places, and the claimed ones against them.
  void check_places() {
    const std::vector<ClaimedPlace>& rows = l_.options.claimed_event_places;
    const int n = count_;
    std::vector<int> own(at(n), 0);
    std::vector<std::string> how(at(n));
    for (const auto& [slots, outcomes] : rounds_)
      for (size_t i = 0; i < slots.size(); ++i) {
        const Outcome& o = outcomes[i];
        if (slots[i].upper == 0 || !o.known) continue;
        if (o.winner != 0)
          own[at(o.winner - 1)] = slots[i].upper, how[at(o.winner - 1)] = "won the " + slots[i].label;
        if (o.loser != 0)
          own[at(o.loser - 1)] = slots[i].upper + 1, how[at(o.loser - 1)] = "lost the " + slots[i].label;
      }
    if (rules_.knockout == Knockout::top_four)  // KO-1.5: 5.. the first stage's places, shared as there
      for (EntrantId e = 1; e <= n; ++e)
        if (place_of(place_, e) > 4) own[at(e - 1)] = place_[at(e - 1)], how[at(e - 1)] = "first stage";
    const bool everything = complete_ && places_known_;
    if (everything && rules_.knockout == Knockout::cross) {
      std::vector<int> sorted = own;
      std::sort(sorted.begin(), sorted.end());
      for (int p = 1; p <= n; ++p)
        if (sorted[at(p - 1)] != p) {
          notes_.push_back("KO-2: the verifier's own places are not 1.." + str(n) +
                           " each once (a double forfeit leaves places to nobody)");
          break;
        }
    }
    if (rows.empty()) {
      notes_.emplace_back(
          "V-5: no event places claimed (VerifyOptions::claimed_event_places): the knockout's places are "
          "the verifier's own only");
      return;
    }
    const int r = static_cast<int>(rec_.rounds.size());
    std::vector<int> seen(at(n) + 1, 0);
    std::map<int, std::vector<EntrantId>> holders;
    for (const ClaimedPlace& row : rows) {
      if (row.id < 1 || row.id > n) {
        sink_.violation("V-5", "V-5", r, 0, row.id, "the event places list unknown id " + str(row.id));
        continue;
      }
      if (seen[at(row.id)]++) {
        sink_.violation("V-5", "V-5", r, 0, row.id, "the event places list " + who(row.id) + " twice");
        continue;
      }
      if (row.place < 0 || row.place > n)
        sink_.violation(
            "V-5", rule_, r, 0, row.id,
            "the event places give " + who(row.id) + " place " + str(row.place) + ", outside 1.." + str(n));
      else if (row.place > 0)
        holders[row.place].push_back(row.id);
    }
    for (EntrantId e = 1; e <= n; ++e)
      if (!seen[at(e)]) sink_.violation("V-5", "V-5", r, 0, e, "the event places leave out " + who(e));
    // KO-1.5: places 1–4 from the knockout, each once; KO-2.4: places 1..n each once.
    const int once = rules_.knockout == Knockout::top_four ? std::min(4, n) : n;
    const std::string each = rules_.knockout == Knockout::top_four
                                 ? "places 1–4 are each given once (KO-1.5)"
                                 : "places 1–" + str(n) + " are each given once (KO-2.4)";
    for (const auto& [p, ids] : holders)
      if (p <= once && ids.size() > 1)
        sink_.violation(
            "V-5", rule_, r, 0, ids[1],
            "the event places give " + str(p) + " to " + who(ids[0]) + " and " + who(ids[1]) + "; " + each);
    if (complete_)
      for (int p = 1; p <= once; ++p)
        if (!holders.count(p))
          sink_.violation("V-5", rule_, r, 0, 0,
                          "the event places give place " + str(p) + " to nobody; " + each);
    if (!places_known_) {
      notes_.push_back(std::string("V-5 ") + rule_ +
                       ": the claimed event places are not compared with the verifier's own (the knockout is "
                       "not read against its bracket)");
      return;
    }
    for (const ClaimedPlace& row : rows) {
      if (row.id < 1 || row.id > n) continue;
      const int mine = own[at(row.id - 1)];
      if (row.place == mine) continue;
      const std::string because = mine == 0 ? "undecided" : how[at(row.id - 1)];
      sink_.violation("V-5", rule_, r, 0, row.id,
                      "the event places give " + who(row.id) + " " +
                          (row.place == 0 ? std::string("no place") : place_text(row.place)) +
                          ", the verifier " + (mine == 0 ? std::string("no place") : place_text(mine)) +
                          " (" + because + ")");
    }
  }
};

// PI-10's final as a KO-3 match: its play-offs by final_playoffs (else match_playoffs), an
// armageddon chosen by the one ranked higher after round N (armageddon_choice = higher).
void check_final_match(const Ledger& l, const Record& whole, bool done, Sink& sink) {
  const RuleSet& rules = l.record.rules;
  const int n = rules.final_after_round;
  if (n <= 0 || l.rounds < n + 1) return;
  const Round& rd = l.record.rounds[at(n)];
  std::vector<int> place;
  const bool armageddon = std::any_of(rd.games.begin(), rd.games.end(), [](const Game& g) {
    return g.kind == GameKind::playoff && g.time_control == TimeControl::armageddon;
  });
  if (armageddon && rules.armageddon_choice == ArmageddonChoice::higher)
    place = rank_entrants(l, n, read_criteria(rules.tiebreaks, false).criteria).place;
  for (size_t i = 0; i < rd.games.size(); ++i) {
    const Game& g = rd.games[i];
    if (g.kind != GameKind::final_game) continue;
    MatchRules m;
    m.chain = &playoff_chain(rules, true);
    m.place = &place;
    m.game_one = event_time_control(l.record);
    m.armageddon_rule = "PI-10";
    m.what = "the final " + name(l.record, g.red) + "–" + name(l.record, g.black);
    m.placed = "place after round " + str(n);
    (void)MatchCheck(l.record, rd, m, sink).run(i, n + 1 < static_cast<int>(whole.rounds.size()) || done);
  }
}

}  // namespace

void check_knockout(const Record& record, const Ledger& stage, Sink& sink, std::vector<std::string>& notes) {
  const RuleSet& rules = record.rules;
  const bool knockout = rules.knockout != Knockout::none;
  if ((!knockout && rules.final_after_round <= 0) || !stage.can_check(InputCheck::matches)) return;
  if (!stage.team_event) check_final_match(stage, record, complete(record), sink);
  if (knockout) KnockoutCheck(record, stage, sink, notes).run();
}

}  // namespace xq::verify_detail
