// KO-1, KO-2, KO-5: the knockout stage against the verifier's own bracket (KnockoutCheck's run, its
// seeding and its bracket; knockout_detail.hpp lists the other files). Its own first-stage places
// (ranking.cpp; each RR-2 group from official_sets, a team event's PT-14 team places, T-12 play-offs
// read its own way), a knockout round only after the first stage has ended (KO-5.1), its own bracket
// (KO-1.3; KO-2.1..KO-2.4 under both readings of cross_missing), and every knockout round against it
// (the pairs, the board order, the walkovers, nobody else). check_knockout, the entry point, runs it
// and the PI-10 final (knockout_matches.cpp).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "verify/knockout_detail.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"

namespace xq::verify_detail {

namespace {

// KO-3: a match of the last round (a knockout match, the PI-10 final; team matches are not
// read here) with every game in and none decisive — its next play-off game is still to be paired,
// the state between `results` and `pair` (a game without a result is not that state). The first
// such match, said for a person.
std::optional<std::string> match_to_go_on(const Record& r) {
  if (r.rounds.empty() || !r.rounds.back().matches.empty()) return std::nullopt;
  const Round& rd = r.rounds.back();
  for (const Game& g : rd.games) {
    if (g.kind != GameKind::knockout && g.kind != GameKind::final_game) continue;
    const bool over = std::any_of(rd.games.begin(), rd.games.end(), [&](const Game& o) {
      return (&o == &g || (o.kind == GameKind::playoff && same_pair(o, g.red, g.black))) &&
             (o.result == Result::pending || decided_for(o) != 0 || o.result == Result::double_forfeit);
    });
    if (!over)
      return "round " + str(rd.number) + " board " + str(g.board) + ": " +
             (g.kind == GameKind::final_game ? "the final " : "the match ") + name(r, g.red) + "–" +
             name(r, g.black) +
             " is not decided yet: its next play-off game is to be paired (KO-3; xqsim pair)";
  }
  return std::nullopt;
}

// The record holds every round of the event (KO-5: the knockout's too) and every result — and,
// unless it is the event played out (VerifyOptions::finished), no match still to go on.
bool complete(const Record& r, bool finished) {
  if (static_cast<int>(r.rounds.size()) < event_rounds(r.rules)) return false;
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games)
      if (g.result == Result::pending) return false;
  return finished || !match_to_go_on(r);
}

}  // namespace

KnockoutCheck::KnockoutCheck(const Record& rec, const Ledger& stage, Sink& sink,
                             std::vector<std::string>& notes)
    : rec_(rec),
      l_(stage),
      rules_(rec.rules),
      sink_(sink),
      notes_(notes),
      rule_(rules_.knockout == Knockout::top_four ? "KO-1" : "KO-2"),
      complete_(complete(rec, stage.options.finished)),
      team_(stage.team_event),
      count_(team_ ? stage.t : rec.entrant_count()) {}

void KnockoutCheck::run() {
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
    if (bracket_known && !team_) drop_kept_out(slots, rd.number);
    first_place_ = {0, 0};
    if (bracket_known)
      for (const Slot& slot : slots)
        if (slot.upper == 1 && k == 2) first_place_ = {slot.a, slot.b};
    const std::vector<ReadMatch> read = team_ ? check_team_matches(rd, k) : check_matches(rd, k);
    if (bracket_known) {
      outcomes = check_bracket(rd, slots, read);
      rounds_.push_back({slots, outcomes});
    }
  }
  places_known_ = seeded_ && bracket_known && !unread_;
  check_places();
}

// The verifier's first-stage places (KO-5: the knockout is seeded by them). False: the
// knockout is not checked (a note says why).
bool KnockoutCheck::seed() {
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
void KnockoutCheck::distinct(const std::vector<EntrantId>& order, const std::vector<int>& place, int count,
                             const std::string& group, const std::string& needed) {
  for (const Round& rd : l_.record.rounds)
    for (const Game& g : rd.games)
      if (g.result == Result::pending && why_unseeded_.empty())
        why_unseeded_ = "round " + str(rd.number) + " board " + str(g.board) + " has no result";
  // docs/tiebreaks.md "A player who withdrew": a place only players who withdrew during the stage
  // share cannot be played off; their order is the standings' (each loses his match anyway).
  const auto away = [&](EntrantId e) { return !team_ && withdrew_during_stage(rec_.entrant(e), rules_); };
  for (int i = 1; i < count && static_cast<size_t>(i) < order.size(); ++i) {
    const int p = place[at(order[at(i)] - 1)];
    if (p == place[at(order[at(i - 1)] - 1)] && !(away(order[at(i)]) && away(order[at(i - 1)])) &&
        why_unseeded_.empty())
      why_unseeded_ = group + "place " + str(p) + " is shared by " + who(order[at(i - 1)]) + " and " +
                      who(order[at(i)]) + " after the list and the play-offs; " + needed +
                      " must be decided first (T-12)";
  }
  seeded_ = why_unseeded_.empty();
}

// docs/knockout.md "Withdrawals": the bracket stays; a match none of whose entrants the record
// lets play round r (withdrawn, announced absent, or an absent slot) does not exist (KO-2.3).
void KnockoutCheck::drop_kept_out(std::vector<Slot>& slots, int r) const {
  const auto away = [&](EntrantId e) { return e == 0 || is_kept_out(rec_.entrant(e), r); };
  for (Slot& s : slots)
    if (away(s.a) && away(s.b)) s.a = s.b = 0;
}

EntrantId KnockoutCheck::slot(size_t group, int place) const {
  const std::vector<EntrantId>& g = orders_.at(group);
  return place >= 1 && place <= static_cast<int>(g.size()) ? g[at(place - 1)] : 0;
}

// KO-1.3 round 1; KO-2.1 (walkover: KO-2.3's bracket over M = max(a, b) rounded up to even;
// leftover_last: the ranks both groups have, the larger group's extra entrants last).
std::vector<Slot> KnockoutCheck::round_one() const {
  if (rules_.knockout == Knockout::top_four)
    return {{slot(0, 1), slot(0, 4), 0, "semi-final 1st v 4th"},
            {slot(0, 2), slot(0, 3), 0, "semi-final 2nd v 3rd"}};
  const int na = static_cast<int>(orders_[0].size()), nb = static_cast<int>(orders_[1].size());
  std::vector<Slot> out;
  const auto cross = [&](int j) {
    out.push_back({slot(0, 2 * j - 1), slot(1, 2 * j), 0, "match A" + str(2 * j - 1) + " v B" + str(2 * j)});
    out.push_back({slot(0, 2 * j), slot(1, 2 * j - 1), 0, "match A" + str(2 * j) + " v B" + str(2 * j - 1)});
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
    out.push_back(
        {slot(larger, r), 0, next,
         "place " + str(next) + " of " + group_slot(larger, r) + " (unplayed, cross_missing = leftover_last)",
         true});
  return out;
}

// KO-1.3 round 2 (the final, the match for 3rd place); KO-2.2 per block: the winners' match,
// then the losers' (a slot of an absent entrant absent: KO-2.3).
std::vector<Slot> KnockoutCheck::round_two(const std::vector<Slot>& one,
                                           const std::vector<Outcome>& o) const {
  if (rules_.knockout == Knockout::top_four)
    return {{o[0].winner, o[1].winner, 1, "final"}, {o[0].loser, o[1].loser, 3, "match for 3rd place"}};
  std::vector<Slot> out;
  for (size_t i = 0; i + 1 < one.size() && one[i].upper == 0 && one[i + 1].upper == 0; i += 2) {
    const int upper = static_cast<int>(2 * i + 1);  // block j = i/2 + 1: places 4j − 3 … 4j
    out.push_back({o[i].winner, o[i + 1].winner, upper,
                   "match of the winners of " + one[i].label.substr(6) + " and " +
                       one[i + 1].label.substr(6) + " (places " + str(upper) + "–" + str(upper + 1) + ")"});
    out.push_back({o[i].loser, o[i + 1].loser, upper + 2,
                   "match of the losers of " + one[i].label.substr(6) + " and " + one[i + 1].label.substr(6) +
                       " (places " + str(upper + 2) + "–" + str(upper + 3) + ")"});
  }
  return out;
}

// The round against the bracket: each played slot a knockout game on the next board (KO-1.3,
// KO-2.1/KO-2.2 order), a walkover a bye, nothing else. Returns each slot's outcome.
std::vector<Outcome> KnockoutCheck::check_bracket(const Round& rd, const std::vector<Slot>& slots,
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
      const std::string expected =
          there == board.size()
              ? "the bracket has " + str(boards) + " match(es) in this round"
              : board_word + str(g.board) + " is its " + slots[there].label + ", " + pair_text(slots[there]);
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

std::string KnockoutCheck::pair_text(const Slot& s) const {
  const auto one = [&](EntrantId e) { return e == 0 ? std::string("absent") : who(e); };
  return one(s.a) + " v " + one(s.b);
}

void check_knockout(const Record& record, const Ledger& stage, Sink& sink, std::vector<std::string>& notes) {
  const RuleSet& rules = record.rules;
  const bool knockout = rules.knockout != Knockout::none;
  if ((!knockout && rules.final_after_round <= 0) || !stage.can_check(InputCheck::matches)) return;
  const bool done = complete(record, stage.options.finished);
  const int held = static_cast<int>(record.rounds.size()), planned = event_rounds(rules);
  if (!done && !stage.options.finished)  // the last round's drawn match: its next game is to be paired
    if (const std::optional<std::string> go_on = match_to_go_on(record)) notes.push_back(*go_on);
  // KO-5.1: an event said to be over (--final, the simulator's played-out records) holds every round.
  if (stage.options.finished && rules.rounds > 0 && held < planned)
    sink.violation("V-2", knockout ? "KO-5" : "PI-10", held, 0, 0,
                   "the event is said to be over, but the record holds " + str(held) + " of its " +
                       str(planned) + " rounds (" +
                       (knockout ? "the knockout's " + str(knockout_rounds(rules)) +
                                       " after the first stage's " + str(rules.rounds)
                                 : "the PI-10 final is round " + str(rules.final_after_round + 1)) +
                       ")");
  if (!stage.team_event) check_final_match(stage, record, done, sink);
  if (knockout) KnockoutCheck(record, stage, sink, notes).run();
}

}  // namespace xq::verify_detail
