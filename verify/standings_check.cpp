// V-5 and PI-10 against the verifier's own ranking (verify/ranking.hpp): the scores of pairing's
// histories, a claimed standings table (score order, tiebreak order under the record's list,
// shared places, the finalists' places) and the two finalists of PI-10.
#include <algorithm>
#include <exception>

#include "pairing/model/history.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"
#include "verify/tiebreak_keys.hpp"
#include "verify/weighted_matching.hpp"

namespace xq::verify_detail {

namespace {

std::string place_text(int place) {
  return std::to_string(place) + (place == 1 ? "st" : place == 2 ? "nd" : place == 3 ? "rd" : "th");
}

// V-5 against pairing's history layer: every entrant's total after every round.
void check_histories(const Ledger& l, Sink& sink, std::vector<EntrantHistory>& h) {
  build_histories(l.record, h);
  for (EntrantId e = 1; e <= l.n; ++e)
    for (int r = 1; r <= l.rounds; ++r) {
      const Points theirs = h[static_cast<size_t>(e - 1)].score_after_round(r);
      const Points ours = l.score_after[static_cast<size_t>(r - 1)][static_cast<size_t>(e - 1)];
      if (theirs != ours) {
        sink.violation("V-5", "S-1", r, 0, e,
                       "history gives " + name(l.record, e) + " " + format_points(theirs) + " after round " +
                           std::to_string(r) + ", the games give " + format_points(ours));
        break;  // one message per entrant
      }
    }
}

// V-5: every id once, the claimed scores equal the games'. Returns false when the table is not
// one row per entrant (the order is then not compared).
bool check_rows(const Ledger& l, const std::vector<ClaimedStanding>& rows, const std::string& source,
                bool teams, Sink& sink) {
  const int count = teams ? l.t : l.n;
  const int r = l.rounds;
  auto who = [&](EntrantId id) { return teams ? team_name(l.record, id) : name(l.record, id); };
  auto total = [&](EntrantId id) -> Points {
    if (r == 0) return 0;
    return (teams ? l.team_score_after
                  : l.score_after)[static_cast<size_t>(r - 1)][static_cast<size_t>(id - 1)];
  };
  bool complete = true;
  std::vector<int> seen(static_cast<size_t>(count) + 1, 0);
  for (const ClaimedStanding& row : rows) {
    if (row.id < 1 || row.id > count) {
      sink.violation("V-5", "V-5", r, 0, row.id, source + " lists unknown id " + std::to_string(row.id));
      complete = false;
    } else if (seen[static_cast<size_t>(row.id)]++) {
      sink.violation("V-5", "V-5", r, 0, row.id, source + " lists " + who(row.id) + " twice");
      complete = false;
    } else if (row.score != total(row.id)) {
      sink.violation("V-5", teams ? "S-6" : "S-1", r, 0, row.id,
                     source + " gives " + who(row.id) + " " + format_points(row.score) + ", the games give " +
                         format_points(total(row.id)));
    }
  }
  for (EntrantId id = 1; id <= count; ++id)
    if (!seen[static_cast<size_t>(id)]) {
      sink.violation("V-5", "V-5", r, 0, id, source + " leaves out " + who(id));
      complete = false;
    }
  return complete;
}

// V-5: ranks 1, 2, … with shared places only between equal scores; the order non-increasing in
// score (the PI-10 finalists apart: they hold places 1–2 by the final, the winner first).
void check_score_order(const Ledger& l, const std::vector<ClaimedStanding>& rows, const std::string& source,
                       bool teams, Sink& sink) {
  const int r = l.rounds;
  auto who = [&](EntrantId id) { return teams ? team_name(l.record, id) : name(l.record, id); };
  const std::optional<FinalRead> f = teams ? std::nullopt : read_final(l, l.rounds);
  for (size_t i = 0; f && i < 2 && i < rows.size(); ++i)
    if (!f->has(rows[i].id))
      sink.violation(
          "V-5", "PI-10", r, 0, rows[i].id,
          source + " places " + who(rows[i].id) + " " + std::to_string(i + 1) + ", a place of the finalists");
  if (f && f->winner != 0 && !rows.empty() && f->has(rows[0].id) && rows[0].id != f->winner)
    sink.violation("V-5", "PI-10", r, 0, f->winner,
                   source + " places " + who(rows[0].id) + " 1st, but " + who(f->winner) + " won the final");
  const ClaimedStanding* prev = nullptr;
  for (size_t i = 0; i < rows.size(); ++i) {
    const ClaimedStanding& row = rows[i];
    if (i == 0 && row.rank != 1)
      sink.violation("V-5", "V-5", r, 0, row.id, source + " starts at rank " + std::to_string(row.rank));
    if (i > 0) {
      const ClaimedStanding& up = rows[i - 1];
      const bool shared = row.rank == up.rank;
      if (!shared && row.rank != static_cast<int>(i) + 1)
        sink.violation("V-5", "V-5", r, 0, row.id,
                       source + " gives row " + std::to_string(i + 1) + " rank " + std::to_string(row.rank));
      if (shared && row.score != up.score)
        sink.violation("V-5", "V-5", r, 0, row.id,
                       source + " shares rank " + std::to_string(row.rank) + " between different scores");
    }
    if (f && f->has(row.id)) continue;
    if (prev && row.score > prev->score)
      sink.violation("V-5", "V-5", r, 0, row.id,
                     source + " places " + who(row.id) + " (" + format_points(row.score) + ") below " +
                         who(prev->id) + " (" + format_points(prev->score) + ")");
    prev = &row;
  }
}

// V-5: neighbours of the claimed table in the order of the verifier's own ranking under the
// record's list (T-1..T-11, T-15; PT-14): a criterion that tells them apart puts them in its
// order and forbids a shared place; equal on everything, the place is shared (T-12).
void check_tiebreak_order(const Ledger& l, const std::vector<ClaimedStanding>& rows,
                          const std::string& source, bool teams, const Ranking& own,
                          const CriterionList& list, Sink& sink, std::vector<std::string>* notes) {
  if (!list.unknown.empty() && notes)
    notes->push_back("V-5: " + source + ": the tiebreak order is checked up to '" + list.unknown +
                     "', a criterion the verifier does not compute");
  const int tied = static_cast<int>(list.criteria.size());
  const size_t count = own.order.size();
  std::vector<size_t> pos(count + 1, 0);
  for (size_t i = 0; i < count; ++i) pos[static_cast<size_t>(own.order[i])] = i;
  auto who = [&](EntrantId id) { return teams ? team_name(l.record, id) : name(l.record, id); };
  for (size_t i = 1; i < rows.size(); ++i) {
    const EntrantId a = rows[i - 1].id, b = rows[i].id;  // a listed above b
    const size_t pa = pos[static_cast<size_t>(a)], pb = pos[static_cast<size_t>(b)];
    const int k = own.told_apart_by(std::min(pa, pb), std::max(pa, pb));
    const bool shared = rows[i].rank == rows[i - 1].rank;
    if (k == Ranking::kByScore) continue;  // the score or the final: check_score_order
    auto places = [&] {
      return " (the verifier: " + who(a) + " " + place_text(own.place[static_cast<size_t>(a - 1)]) + ", " +
             who(b) + " " + place_text(own.place[static_cast<size_t>(b - 1)]) + ")";
    };
    if (k == tied) {
      if (!shared && list.unknown.empty())
        sink.violation("V-5", "T-12", l.rounds, 0, b,
                       source + " ranks " + who(a) + " above " + who(b) +
                           ", who are equal on the score and every criterion: the place is shared" +
                           places());
      continue;
    }
    const Criterion c = list.criteria[static_cast<size_t>(k)];
    if (pb < pa)
      sink.violation("V-5", rule_of(c), l.rounds, 0, b,
                     source + " places " + who(a) + " above " + who(b) + ", equal on points; " + rule_of(c) +
                         " (" + name_of(c) + ") puts " + who(b) + " first" + places());
    else if (shared)
      sink.violation("V-5", rule_of(c), l.rounds, 0, b,
                     source + " has " + who(a) + " and " + who(b) + " share a place; " + rule_of(c) + " (" +
                         name_of(c) + ") tells them apart" + places());
  }
}

// PI-10: the finalists are the top two of the verifier's standings after round N (a place shared
// across 2nd: any of those sharing it — lots, T-12's decision), passing over those the record
// keeps out of round N + 1 (withdrawn, absent).
bool has_final(const Ledger& l) {
  const int n = l.record.rules.final_after_round;
  return !l.team_event && n > 0 && l.rounds > n && read_final(l, l.rounds).has_value();
}

// `before`: the verifier's standings after round N.
// `list`: the record's tiebreak list, read.
void check_finalists(const Ledger& l, const Ranking& before, const CriterionList& list, Sink& sink) {
  const int n = l.record.rules.final_after_round;
  const std::optional<FinalRead> f = read_final(l, l.rounds);
  auto place = [&](EntrantId e) { return before.place[static_cast<size_t>(e - 1)]; };
  const int worse = std::max(place(f->red), place(f->black));
  const EntrantId weaker = place(f->red) >= place(f->black) ? f->red : f->black;
  for (size_t i = 0; i < before.order.size(); ++i) {
    const EntrantId x = before.order[i];
    if (f->has(x) || place(x) >= worse) continue;
    if (!kept_out(l.record.entrant(x), n + 1).empty()) continue;  // issue 14: passed over, not in round N + 1
    const int k = before.told_apart_by(i, before.position_of(weaker));
    const std::string by = k == Ranking::kByScore ? std::string("the score")
                           : static_cast<size_t>(k) < list.criteria.size()
                               ? rule_of(list.criteria[static_cast<size_t>(k)]) + " (" +
                                     name_of(list.criteria[static_cast<size_t>(k)]) + ")"
                               : std::string("nothing");
    sink.violation("V-5", "PI-10", n + 1, 0, x,
                   name(l.record, x) + " is " + place_text(place(x)) +
                       " in the verifier's standings after round " + std::to_string(n) + ", finalist " +
                       name(l.record, weaker) + " " + place_text(worse) + " (told apart by " + by +
                       "): the final is not between the top two");
  }
}

// T-12.1, T-12.5: every play-off game (the PI-10 final's aside) is between players who share a
// place after the list in one of the official rankings, in a block holding a place of
// playoff_places; and once every game has a result, no such place is still shared. `list`: the
// record's tiebreak list, read.
// A play-off game's finding: `why` (under `rule`) when it is not one the rules play, else T-12.5
// when no session calls for it (`called`: the games the sessions took); `uncalled` begins the text.
void report_playoff_game(const Ledger& l, Sink& sink, const Game* g, const std::string& rule,
                         const std::string& why, const std::vector<const Game*>& called,
                         const std::string& uncalled) {
  // T-12.2/T-12.3: the format decides what a draw means (an armageddon's is black's).
  const bool armageddon = l.record.rules.playoff_format == PlayoffFormat::armageddon;
  const std::string game = "play-off game " + name(l.record, g->red) + "–" + name(l.record, g->black);
  if (g->time_control != (armageddon ? TimeControl::armageddon : TimeControl::rapid))
    sink.violation("V-5", armageddon ? "T-12.2" : "T-12.3", l.rounds, g->board, g->black,
                   game + " is not played at playoff_format's time control (" +
                       (armageddon ? "armageddon" : "rapid") + ")");
  // T-12.2: the lot's winner chooses an armageddon's colours, taking the one colour_choice names
  // (model: either); a record from before choosers were kept names none. T-12.3: a rapid play-off's
  // colours are by lot or swapped, nobody chooses.
  if (g->chooser != 0 && g->time_control != TimeControl::armageddon)
    sink.violation("V-4", "T-12.3", l.rounds, g->board, g->chooser,
                   game + " names " + name(l.record, g->chooser) +
                       " as choosing the colours: a rapid play-off's colours are by lot, nobody chooses");
  else if (const std::string breach = chooser_colour_breach(l.record, *g); !breach.empty())
    sink.violation("V-4", "T-12.2", l.rounds, g->board, g->chooser, game + ": " + breach);
  if (!why.empty())
    sink.violation("V-5", rule, l.rounds, g->board, g->black, why);
  else if (std::find(called.begin(), called.end(), g) == called.end())
    sink.violation("V-5", "T-12.5", l.rounds, g->board, g->black,
                   uncalled + " were told apart by the games before it, or already met in this session");
}

int place_of(const Ranking& r, EntrantId e) { return r.place[static_cast<size_t>(e - 1)]; }

// T-12.1: the block of entrants sharing `place` in `r` holds a place playoff_places plays off
// (`awarded`: how many places the ranking awards, for "awarded"; a team event awards all).
bool wanted_block(const RuleSet& rules, const Ranking& r, int place, int awarded) {
  const std::vector<int>& p = rules.playoff_places;
  const int size = static_cast<int>(std::count(r.place.begin(), r.place.end(), place));
  for (int q = place; q < place + size; ++q)
    if (!p.empty() && (p.front() == 0 || (p.front() == kAwardedPlaces && q <= awarded) ||
                       std::find(p.begin(), p.end(), q) != p.end()))
      return true;
  return false;
}

// Each run of two or more entrants sharing a place of `r` (unplaced ones, place 0, aside).
std::vector<std::vector<EntrantId>> tied_blocks(const Ranking& r) {
  std::vector<std::vector<EntrantId>> out;
  for (size_t i = 0; i < r.order.size();) {
    size_t j = i;
    std::vector<EntrantId> block;
    while (j < r.order.size() && place_of(r, r.order[j]) == place_of(r, r.order[i]))
      block.push_back(r.order[j++]);
    if (block.size() >= 2 && place_of(r, r.order[i]) != 0) out.push_back(std::move(block));
    i = j;
  }
  return out;
}

// A place playoff_places plays off, still shared with every result in: a violation of a stage
// that is over (the event played out, VerifyOptions::finished, or later rounds recorded); else the
// record may stand between `results` and `pair`, whose next session plays it off — a note.
struct SharedPlaceReport {
  Sink& sink;
  std::vector<std::string>& notes;
  bool to_pair = false;
  void operator()(int round, EntrantId entrant, const std::string& text) const {
    if (to_pair)
      notes.push_back("round " + std::to_string(round) + ": " + text +
                      ": its play-off session is to be paired (T-12.5; xqsim pair)");
    else
      sink.violation("V-5", "T-12.1", round, 0, entrant, text);
  }
};

void check_playoffs(const Ledger& l, const CriterionList& list, Sink& sink, const SharedPlaceReport& shared) {
  const RuleSet& rules = l.record.rules;
  const std::optional<FinalRead> f = read_final(l, l.rounds);
  std::vector<const Game*> games;
  bool pending = false;
  for (const Round& rd : l.record.rounds)
    for (const Game& g : rd.games) {
      pending = pending || g.result == Result::pending;
      if (g.kind != GameKind::playoff || (f && f->has(g.red) && f->has(g.black))) continue;
      games.push_back(&g);
      if (rules.rounds > 0 && rd.number != rules.rounds)  // T-12.5: when the stage ends
        sink.violation("V-5", "T-12.5", rd.number, g.board, g.black,
                       "play-off game " + name(l.record, g.red) + "–" + name(l.record, g.black) +
                           " in round " + std::to_string(rd.number) +
                           ": play-offs are played when the stage ends, in its last round " +
                           std::to_string(rules.rounds));
    }
  const std::vector<Criterion>& full = list.criteria;
  const auto cut = std::find(full.begin(), full.end(), Criterion::playoff);
  if (games.empty() && (rules.playoff_places.empty() || cut == full.end())) return;
  const std::vector<Criterion> before_list(full.begin(), cut);
  // docs/tiebreaks.md "A player who withdrew": one withdrawn from a round of the stage (rules.rounds
  // or earlier: he missed its end) loses his play-off games by forfeit; a place only such players
  // share is not played off.
  const auto away = [&](EntrantId e) { return withdrew_during_stage(l.record.entrant(e), rules); };
  const std::vector<Official> sets = official_sets(l);
  std::vector<Ranking> before;
  for (const Official& o : sets) before.push_back(rank_among(l, before_list, o.ids));
  // T-12.5: the games each tied block's sessions call for (a pair plays until one wins, …).
  std::vector<const Game*> called;
  for (const Ranking& r : before)
    for (const std::vector<EntrantId>& block : tied_blocks(r))
      for (const Game* g : playoff_games_called(l.record, l.rounds, block)) called.push_back(g);
  for (const Game* g : games) {
    for (const auto& [e, lost] : {std::pair{g->red, Result::red_forfeit}, {g->black, Result::black_forfeit}})
      if (away(e) && g->result != lost && g->result != Result::double_forfeit)
        sink.violation("V-2", "S-2", l.rounds, g->board, e,
                       name(l.record, e) + " withdrew from round " +
                           std::to_string(l.record.entrant(e).withdrawn_from_round) +
                           " but is written as playing his play-off game: he loses it by forfeit");
    const std::string who = "play-off game " + name(l.record, g->red) + "–" + name(l.record, g->black);
    std::string why = who + " between players not ranked together (different groups or categories)";
    for (size_t k = 0; k < sets.size(); ++k) {
      const int a = place_of(before[k], g->red), b = place_of(before[k], g->black);
      if (a == 0 || b == 0) continue;
      why = a != b ? who + " between players who are not tied after the list (" + place_text(a) + " and " +
                         place_text(b) + ")"
            : !wanted_block(rules, before[k], a, sets[k].awarded)
                ? who + " for the shared " + place_text(a) + ", which playoff_places does not play off"
                : "";
      break;
    }
    report_playoff_game(l, sink, g, "T-12.1", why, called,
                        who + " is not one the play-off calls for: the two");
  }
  if (pending || cut == full.end() || l.rounds < rules.rounds) return;
  for (const Official& o : sets) {
    const Ranking after = rank_among(l, full, o.ids);
    for (size_t i = 1; i < after.order.size(); ++i) {
      const int p = place_of(after, after.order[i]);
      const auto sharer_present = [&](EntrantId e) { return place_of(after, e) == p && !away(e); };
      if (p == place_of(after, after.order[i - 1]) && wanted_block(rules, after, p, o.awarded) &&
          std::any_of(o.ids.begin(), o.ids.end(), sharer_present))
        shared(l.rounds, after.order[i],
               name(l.record, after.order[i - 1]) + " and " + name(l.record, after.order[i]) +
                   " still share " + place_text(p) + ", a place playoff_places plays off");
    }
  }
}

// T-12.6 (with T-12.1, T-12.5): the team counterpart of check_playoffs. Every team play-off game
// (kind playoff, in no match) is between players of two different teams that share a team place
// after team_tiebreaks without `team_playoff`, in a block holding a place of playoff_places, and is
// one the block's sessions call for; once every round is played and no game is pending, no such
// place is still shared. Team places are all awarded (`awarded` = every team place).
void check_team_playoffs(const Ledger& l, Sink& sink, const SharedPlaceReport& shared) {
  const RuleSet& rules = l.record.rules;
  const std::vector<const Game*> games = team_playoff_games(l);
  bool pending = false;
  for (int r = 1; r <= l.rounds; ++r)
    for (const Game& g : l.record.rounds[static_cast<size_t>(r - 1)].games)
      pending = pending || g.result == Result::pending;
  const std::vector<Criterion> full = read_criteria(rules.team_tiebreaks, true).criteria;
  const auto cut = std::find(full.begin(), full.end(), Criterion::team_playoff);
  if (games.empty() && (rules.playoff_places.empty() || cut == full.end())) return;
  const Ranking before = rank_teams(l, std::vector<Criterion>(full.begin(), cut));
  const int awarded = l.t;  // a team event awards every team place
  // T-12.5: the games each tied block's sessions call for.
  std::vector<const Game*> called;
  for (const std::vector<EntrantId>& block : tied_blocks(before))
    for (const Game* g : team_playoff_games_called(l, block)) called.push_back(g);
  const auto team = [&](EntrantId p) { return l.team_of[static_cast<size_t>(p - 1)]; };
  for (const Game* g : games) {
    const std::string who = "team play-off game " + name(l.record, g->red) + "–" + name(l.record, g->black);
    const EntrantId a = team(g->red), b = team(g->black);
    std::string why, rule = "T-12.6";
    if (a == 0 || b == 0) {
      why = who + " with a player in no team";
    } else if (a == b) {
      why = who + " between two players of " + team_name(l.record, a) + ": each team sends one player";
    } else if (cut == full.end()) {
      why = who + ": team_tiebreaks has no team_playoff, so no team place is played off";
    } else if (place_of(before, a) != place_of(before, b)) {
      rule = "T-12.1";
      why = who + " between " + team_name(l.record, a) + " and " + team_name(l.record, b) +
            ", teams not tied after the list (" + place_text(place_of(before, a)) + " and " +
            place_text(place_of(before, b)) + ")";
    } else if (rules.playoff_places.empty()) {
      rule = "T-12.1";
      why = who + ": playoff_places is empty, no team place is played off";
    } else if (!wanted_block(rules, before, place_of(before, a), awarded)) {
      rule = "T-12.1";
      why = who + " for the shared team " + place_text(place_of(before, a)) +
            ", which playoff_places does not play off";
    }
    report_playoff_game(l, sink, g, rule, why, called,
                        who + " is not one the team play-off calls for: the two teams");
  }
  if (pending || cut == full.end() || l.rounds < rules.rounds) return;
  const Ranking after = rank_teams(l, full);
  for (size_t i = 1; i < after.order.size(); ++i) {
    const int p = place_of(after, after.order[i]);
    if (p == place_of(after, after.order[i - 1]) && wanted_block(rules, after, p, awarded))
      shared(l.rounds, after.order[i],
             team_name(l.record, after.order[i - 1]) + " and " + team_name(l.record, after.order[i]) +
                 " still share team " + place_text(p) + ", a place playoff_places plays off (T-12.6)");
  }
}

}  // namespace

// The rankings whose places are awarded, as the verifier reads the rules: each RR-2 group (every
// place, RR-2.5), each category under category_ranking = separate (T-14.3: K = N, N − 1 below
// category_full_places_min, at most category_places_max; one entrant: none), else everybody (N, or
// N − 1 below category_full_places_min). Each with the places it awards.
std::vector<Official> official_sets(const Ledger& l) {
  const RuleSet& rules = l.record.rules;
  const auto at_start =
      [&](const std::vector<EntrantId>& ids) {  // T-14.3: N counts the entrants at the start
        return static_cast<int>(std::count_if(
            ids.begin(), ids.end(), [&](EntrantId e) { return l.record.entrant(e).entry_round == 1; }));
      };
  std::vector<Official> sets;
  if (rules.format == EventFormat::round_robin && rules.groups > 1) {
    for (std::vector<EntrantId>& g : rr_snake(rr_list(l.record), rules.groups))
      sets.push_back({g, static_cast<int>(g.size())});
    return sets;
  }
  if (rules.category_ranking == CategoryRanking::separate) {
    std::vector<std::string> names;
    for (const Entrant& e : l.record.entrants)
      if (!e.category.empty() && std::find(names.begin(), names.end(), e.category) == names.end())
        names.push_back(e.category);
    for (const std::string& c : names) {
      Official o;
      for (const Entrant& e : l.record.entrants)
        if (e.category == c) o.ids.push_back(e.id);
      const int n = at_start(o.ids);
      o.awarded = n < 2 ? 0 : n < rules.category_full_places_min ? n - 1 : n;
      if (rules.category_places_max > 0) o.awarded = std::min(o.awarded, rules.category_places_max);
      sets.push_back(std::move(o));
    }
    if (!sets.empty()) return sets;
  }
  Official all;
  for (EntrantId e = 1; e <= l.n; ++e) all.ids.push_back(e);
  const int n = at_start(all.ids);
  all.awarded = n >= rules.category_full_places_min ? n : n - 1;
  sets.push_back(std::move(all));
  return sets;
}

void check_claimed(const Ledger& l, const std::vector<ClaimedStanding>& rows, const std::string& source,
                   bool teams, Sink& sink, std::vector<std::string>* notes, const Ranking* own,
                   const CriterionList* list) {
  const bool complete = check_rows(l, rows, source, teams, sink);
  check_score_order(l, rows, source, teams, sink);
  if (!complete) return;
  const CriterionList read =
      list ? CriterionList{}
           : read_criteria(teams ? l.record.rules.team_tiebreaks : l.record.rules.tiebreaks, teams);
  const CriterionList& criteria = list ? *list : read;
  if (own) {
    check_tiebreak_order(l, rows, source, teams, *own, criteria, sink, notes);
    return;
  }
  check_tiebreak_order(
      l, rows, source, teams,
      teams ? rank_teams(l, criteria.criteria) : rank_entrants(l, l.rounds, criteria.criteria), criteria,
      sink, notes);
}

void check_standings_v5(const Ledger& l, Sink& sink, std::vector<std::string>& notes, MatchingWorkspace& ws,
                        bool later_rounds) {
  check_histories(l, sink, ws.histories);
  const CriterionList list =
      read_criteria(l.record.rules.tiebreaks, false);  // read once for the checks below
  const SharedPlaceReport shared{sink, notes, !l.options.finished && !later_rounds};
  if (!l.team_event)
    check_playoffs(l, list, sink, shared);
  else
    check_team_playoffs(l, sink, shared);  // T-12.6
  if (!l.options.check_standings) {
    notes.emplace_back("V-5: standings not compared (options.check_standings = false)");
    return;
  }
  // The verifier's standings after round N (PI-10) and after the last round, in one pass.
  const bool final = has_final(l), claimed = !l.options.claimed_standings.empty();
  std::vector<int> wanted;
  if (final) wanted.push_back(l.record.rules.final_after_round);
  if (claimed) wanted.push_back(l.rounds);
  const std::vector<Ranking> own =
      wanted.empty() ? std::vector<Ranking>{} : rank_entrants(l, wanted, list.criteria);
  if (final) check_finalists(l, own.front(), list, sink);
  if (claimed)
    check_claimed(l, l.options.claimed_standings, "standings", false, sink, &notes, &own.back(), &list);
  if (l.team_event && !l.options.claimed_team_standings.empty())
    check_claimed(l, l.options.claimed_team_standings, "team standings", true, sink, &notes, nullptr);
  if (l.options.claimed_standings.empty() && (!l.team_event || l.options.claimed_team_standings.empty()))
    notes.emplace_back(
        "V-5: no standings claimed (VerifyOptions::claimed_standings): the verifier's own ranking "
        "is checked against the record's PI-10 final only");
}

}  // namespace xq::verify_detail
