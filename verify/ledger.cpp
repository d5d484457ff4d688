#include "verify/ledger.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

namespace xq::verify_detail {

std::string kept_out(const Entrant& e, int r) {  // the reasons of is_kept_out, in its order
  if (r < e.entry_round) return "entered late, from round " + std::to_string(e.entry_round);
  if (e.withdrawn_from_round > 0 && r >= e.withdrawn_from_round)
    return "withdrawn from round " + std::to_string(e.withdrawn_from_round);
  if (std::find(e.absent_rounds.begin(), e.absent_rounds.end(), r) != e.absent_rounds.end())
    return "announced absent in round " + std::to_string(r);
  return "";
}

GamePair points_of(Result r, const GamePoints& p) {
  switch (r) {
    case Result::red_win: return {p.win, p.loss};
    case Result::black_win: return {p.loss, p.win};
    case Result::draw:  // S-1 / 13.3: a draw may be worth more to black
      return {p.draw_red < 0 ? p.draw : p.draw_red, p.draw_black < 0 ? p.draw : p.draw_black};
    case Result::black_forfeit: return {p.win, 0};  // S-2: the absentee scores 0, not `loss`
    case Result::red_forfeit: return {0, p.win};
    case Result::double_forfeit:
    case Result::pending: return {0, 0};
  }
  return {0, 0};
}

void Sink::violation(std::string check, std::string rule, int round, int board, EntrantId entrant,
                     std::string text) {
  report.violations.push_back({std::move(check), std::move(rule), round, board, entrant, std::move(text)});
}
void Sink::warning(std::string check, std::string rule, int round, int board, EntrantId entrant,
                   std::string text) {
  report.warnings.push_back({std::move(check), std::move(rule), round, board, entrant, std::move(text)});
}

Ledger::Ledger(const Record& r, const VerifyOptions& o) : record(r), options(o) {
  n = r.entrant_count();
  t = static_cast<int>(r.teams.size());
  rounds = static_cast<int>(r.rounds.size());
  last_round =
      o.last_round > 0 ? o.last_round : std::max(r.rules.rounds, rounds);  // rules.rounds, 0 = not set
  team_event = r.rules.format == EventFormat::team_swiss;
  for (const Round& rd : r.rounds)
    if (!rd.matches.empty() || !rd.team_byes.empty()) team_event = true;
  team_of.assign(static_cast<size_t>(n), 0);
  for (const Team& team : r.teams)
    for (EntrantId p : team.players) team_of[static_cast<size_t>(p - 1)] = team.id;
  read_seats();
  read_meetings();
  read_colours();
  if (team_event) read_team_seats();
  if (!team_event) read_associations();
}

// P1-7 from the rules' text: avoid_same_team_rounds lists the rounds ({0} = all) in which two
// players of one team (association) are not paired while another pairing exists. A swap that
// would pair two of them there is no missed swap (V-3); they count as unable to meet, as a
// colour limit does (the engine gives way on colours before associations, W-4).
void Ledger::read_associations() {
  const std::vector<int>& avoid = record.rules.avoid_same_team_rounds;
  if (avoid.empty() || rounds == 0) return;
  std::map<std::string, int> ids;
  association.assign(static_cast<size_t>(n), 0);
  for (const Entrant& e : record.entrants)
    if (!e.team.empty())
      association[static_cast<size_t>(e.id - 1)] =
          ids.emplace(e.team, static_cast<int>(ids.size()) + 1).first->second;
  const bool every_round = avoid.size() == 1 && avoid[0] == 0;
  keeps_associations_apart.assign(static_cast<size_t>(rounds), 0);
  for (int ri = 0; ri < rounds; ++ri)
    keeps_associations_apart[static_cast<size_t>(ri)] =
        every_round || std::find(avoid.begin(), avoid.end(), ri + 1) != avoid.end();
}

// Seats and scores (S-1..S-3), round by round.
void Ledger::read_seats() {
  const size_t nn = static_cast<size_t>(n);
  seats.assign(static_cast<size_t>(rounds), std::vector<Seat>(nn));
  score_after.assign(static_cast<size_t>(rounds), std::vector<Points>(nn, 0));
  // RR-1.3, rr_bye = none: a round robin's sit-out is not a game (no points, no win, no tiebreak).
  const bool no_game_sit_out =
      record.rules.format == EventFormat::round_robin && record.rules.rr_bye == RrBye::none;
  for (int ri = 0; ri < rounds; ++ri) {
    const Round& rd = record.rounds[static_cast<size_t>(ri)];
    auto& row = seats[static_cast<size_t>(ri)];
    for (size_t gi = 0; gi < rd.games.size(); ++gi) {
      const Game& g = rd.games[gi];
      if (g.kind == GameKind::playoff) continue;  // play-offs never score, never "meet" (KO-3)
      const GamePair pts = points_of(g.result, record.rules.points);
      for (Colour c : {Colour::red, Colour::black}) {
        const EntrantId me = c == Colour::red ? g.red : g.black;
        Seat& s = row[static_cast<size_t>(me - 1)];
        if (s.game >= 0 || s.bye) continue;  // double booking: V-2 reports it; the first seat counts
        s.game = static_cast<int>(gi);
        s.opponent = c == Colour::red ? g.black : g.red;
        s.side = c;
        if (colour_counts(g.result, record.rules)) s.colour = c;  // S-2: a forfeit only under `count`
        s.points = c == Colour::red ? pts.red : pts.black;
        s.kind = g.kind;
      }
    }
    for (const Bye& b : rd.byes) {
      Seat& s = row[static_cast<size_t>(b.entrant - 1)];
      if (s.game >= 0 || s.bye) continue;
      s.bye = true;
      // RR-1.3 rr_bye = win scores the sit-out of one in the event that round: a withdrawn, absent
      // or not yet entered entrant's is no game either (S-2).
      s.sit_out_no_game =
          no_game_sit_out || (record.rules.format == EventFormat::round_robin &&
                              is_kept_out(record.entrants[static_cast<size_t>(b.entrant - 1)], ri + 1));
      s.points = s.sit_out_no_game ? 0 : record.rules.points.win;  // S-3, RR-1.3 win: a bye scores as a win
    }
    // Issue 14, S-2: a round not played for an announced reason — an announced absence scores
    // absence_points, a late entry's rounds before it joined late_entry_points (each nothing or a
    // draw's points); a withdrawal nothing. Read here from the entrant's fields, not from pairing/.
    if (rd.stage == 1)
      for (size_t e = 0; e < nn; ++e) {
        Seat& s = row[e];
        if (s.game >= 0 || s.bye) continue;
        const Entrant& who = record.entrants[e];
        const int round = ri + 1;
        const bool absent =
            std::find(who.absent_rounds.begin(), who.absent_rounds.end(), round) != who.absent_rounds.end();
        const bool withdrawn = who.withdrawn_from_round > 0 && round >= who.withdrawn_from_round;
        MissedRoundPoints rule = MissedRoundPoints::zero;
        if (round < who.entry_round)
          rule = record.rules.late_entry_points;
        else if (absent && !withdrawn)
          rule = record.rules.absence_points;
        s.points = rule == MissedRoundPoints::half ? record.rules.points.draw : 0;
      }
    for (size_t e = 0; e < nn; ++e)
      score_after[static_cast<size_t>(ri)][e] =
          (ri > 0 ? score_after[static_cast<size_t>(ri - 1)][e] : 0) + row[e].points;
  }
}

// First meetings (S-2: a forfeited game still counts as met; play-offs never meet, KO-3): each
// entrant's games in round order, counted then filled, so met_round finds the first.
void Ledger::read_meetings() {
  met_begin.assign(static_cast<size_t>(n) + 1, 0);
  for (const Round& rd : record.rounds)
    for (const Game& g : rd.games)
      if (g.kind != GameKind::playoff)
        ++met_begin[static_cast<size_t>(g.red)], ++met_begin[static_cast<size_t>(g.black)];
  for (size_t e = 1; e < met_begin.size(); ++e) met_begin[e] += met_begin[e - 1];
  met.assign(static_cast<size_t>(met_begin.back()), {0, 0});
  std::vector<int> next(met_begin.begin(), met_begin.end() - 1);
  for (int ri = 0; ri < rounds; ++ri)
    for (const Game& g : record.rounds[static_cast<size_t>(ri)].games) {
      if (g.kind == GameKind::playoff) continue;
      met[static_cast<size_t>(next[static_cast<size_t>(g.red - 1)]++)] = {g.black, ri + 1};
      met[static_cast<size_t>(next[static_cast<size_t>(g.black - 1)]++)] = {g.red, ri + 1};
    }
  met_dense.clear();
  if (n > kDenseMeetings || rounds >= 0xFFFF) return;
  met_dense.assign(static_cast<size_t>(n) * static_cast<size_t>(n), 0);
  for (EntrantId a = 1; a <= n; ++a)
    for (int i = met_begin[static_cast<size_t>(a - 1)]; i < met_begin[static_cast<size_t>(a)]; ++i) {
      std::uint16_t& first = met_dense[static_cast<size_t>(a - 1) * static_cast<size_t>(n) +
                                       static_cast<size_t>(met[static_cast<size_t>(i)].first - 1)];
      if (first == 0) first = static_cast<std::uint16_t>(met[static_cast<size_t>(i)].second);  // round order
    }
}

// Colour histories and byes before each round, once (V-3, V-4 and S-4 ask for them per pair).
void Ledger::read_colours() {
  const size_t nn = static_cast<size_t>(n);
  colours.assign(static_cast<size_t>(rounds) + 1, std::vector<ColourState>(nn));
  byes.assign(static_cast<size_t>(rounds) + 1, std::vector<int>(nn, 0));
  within.assign(static_cast<size_t>(rounds) + 1, std::vector<unsigned char>(nn, 0));
  for (size_t ri = 0; ri <= static_cast<size_t>(rounds); ++ri) {
    std::vector<ColourState>& now = colours[ri];  // rows of round ri + 1, the round before's
    std::vector<int>& byes_now = byes[ri];
    std::vector<unsigned char>& within_now = within[ri];
    for (size_t e = 0; e < nn; ++e) {
      if (ri > 0) {
        const Seat& st = seats[ri - 1][e];
        const ColourState& before = colours[ri - 1][e];
        now[e] = st.colour ? after(before, *st.colour) : before;
        byes_now[e] = byes[ri - 1][e] + (st.bye ? 1 : 0);
      }
      within_now[e] = static_cast<unsigned char>((within_limits(now[e], Colour::red) ? 1 : 0) |
                                                 (within_limits(now[e], Colour::black) ? 2 : 0));
    }
  }
}

namespace {

// S-5, S-6: the match points of home and away; none while a game is pending.
std::pair<Points, Points> match_points(const Ledger& l, const Round& rd, const Match& m) {
  Points home = 0, away = 0;
  bool pending = false;
  for (int gi : m.games) {
    const Game& g = rd.games[static_cast<size_t>(gi)];
    if (g.kind == GameKind::playoff) continue;
    if (g.result == Result::pending) pending = true;
    const GamePair pts = points_of(g.result, l.record.rules.points);
    const bool red_home = l.team_of[static_cast<size_t>(g.red - 1)] == m.home;
    home += red_home ? pts.red : pts.black;
    away += red_home ? pts.black : pts.red;
  }
  if (pending || m.games.empty()) return {0, 0};
  const MatchPoints& mp = l.record.rules.match_points;
  if (home > away) return {mp.win, mp.loss};
  if (home < away) return {mp.loss, mp.win};
  return {mp.draw_home, mp.draw_away};
}

}  // namespace

// Team seats, match points (S-5, S-6, PT-13) and first meetings of teams, round by round.
void Ledger::read_team_seats() {
  const size_t tt = static_cast<size_t>(t);
  team_seats.assign(static_cast<size_t>(rounds), std::vector<TeamSeat>(tt));
  team_score_after.assign(static_cast<size_t>(rounds), std::vector<Points>(tt, 0));
  team_first_met.assign(tt * tt, 0);
  for (int ri = 0; ri < rounds; ++ri) {
    const Round& rd = record.rounds[static_cast<size_t>(ri)];
    auto& row = team_seats[static_cast<size_t>(ri)];
    for (size_t mi = 0; mi < rd.matches.size(); ++mi) {
      const Match& m = rd.matches[mi];
      const auto [ph, pa] = match_points(*this, rd, m);
      for (Side side : {Side::home, Side::away}) {
        const EntrantId me = side == Side::home ? m.home : m.away;
        TeamSeat& s = row[static_cast<size_t>(me - 1)];
        if (s.match >= 0 || s.bye) continue;
        s.match = static_cast<int>(mi);
        s.opponent = side == Side::home ? m.away : m.home;
        s.side = side;
        s.points = side == Side::home ? ph : pa;
      }
      int& met = team_first_met[static_cast<size_t>((m.home - 1) * t + (m.away - 1))];
      if (met == 0) {
        met = ri + 1;
        team_first_met[static_cast<size_t>((m.away - 1) * t + (m.home - 1))] = ri + 1;
      }
    }
    for (EntrantId b : rd.team_byes) {
      TeamSeat& s = row[static_cast<size_t>(b - 1)];
      if (s.match >= 0 || s.bye) continue;
      s.bye = true;
      s.points = record.rules.match_points.win;  // PT-13: the bye team scores a match win
    }
    for (size_t e = 0; e < tt; ++e)
      team_score_after[static_cast<size_t>(ri)][e] =
          (ri > 0 ? team_score_after[static_cast<size_t>(ri - 1)][e] : 0) + row[e].points;
  }
}

int Ledger::team_byes_before(int round, EntrantId team) const {
  int b = 0;
  for (int k = 1; k < round; ++k)
    b += team_seats[static_cast<size_t>(k - 1)][static_cast<size_t>(team - 1)].bye ? 1 : 0;
  return b;
}

// Every round of a Swiss record: one holding more rounds than rules.rounds is refused (V-7,
// check_record), and its rounds are checked all the same — a rematch past the plan never passes.
bool Ledger::swiss_round(int /*round*/) const { return record.rules.format != EventFormat::round_robin; }

std::vector<std::vector<int>> Ledger::numberings(bool first_round) const {
  std::vector<std::vector<int>> out;
  std::vector<int> ids(static_cast<size_t>(n) + 1, 0);
  for (EntrantId e = 1; e <= n; ++e) ids[static_cast<size_t>(e)] = e;
  out.push_back(ids);
  // Round 1's numbers are its players' (P1): one kept out of it (withdrawn, announced absent, a
  // later entry) has none and needs none.
  const auto numbered = [&](const Entrant& en) { return !first_round || !is_kept_out(en, 1); };
  auto add = [&](auto number_of) {  // a numbering that every entrant has and that differs from ids
    std::vector<int> v = ids;
    bool differs = false;
    for (const Entrant& en : record.entrants) {
      if (!numbered(en)) continue;
      const std::optional<int> k = number_of(en);
      if (!k) return;
      v[static_cast<size_t>(en.id)] = *k;
      differs = differs || *k != en.id;
    }
    if (differs) out.push_back(std::move(v));
  };
  if (first_round)  // P1: seeding numbers (名签序号)
    add([](const Entrant& en) {
      return en.seed > 0 ? std::optional<int>(en.seed) : std::optional<int>(en.id);
    });
  // Codes: P1-8 competition codes, or the numbers drawn in round 1 under P1-4 (stored as codes);
  // one entered later without a code keeps his start number there (the rule's "number": the code
  // where there is one, docs/verifier.md).
  add([](const Entrant& en) { return std::optional<int>(en.code ? *en.code : en.id); });
  // …and the engine's reading since (docs/pairing-individual.md): numbered after every code, in
  // start-number order, so that no two players share a number.
  std::optional<int> top;  // (0 is a code: record-format.md)
  for (const Entrant& en : record.entrants)
    if (en.code) top = std::max(top.value_or(*en.code), *en.code);
  if (top && std::any_of(record.entrants.begin(), record.entrants.end(),
                         [](const Entrant& en) { return !en.code; })) {
    std::vector<int> after(static_cast<size_t>(n) + 1, 0);
    for (const Entrant& en : record.entrants) after[static_cast<size_t>(en.id)] = en.code ? *en.code : ++*top;
    add([&after](const Entrant& en) { return std::optional<int>(after[static_cast<size_t>(en.id)]); });
  }
  std::vector<EntrantId> present;  // round 1's players
  for (const Entrant& en : record.entrants)
    if (numbered(en)) present.push_back(en.id);
  if (present.size() < record.entrants.size()) {
    // A field short of some entrants in round 1 is numbered 1..m in the same order (the pairing
    // numbers of the players present): each numbering, closed up over the gaps they leave.
    const size_t base = out.size();
    for (size_t k = 0; k < base; ++k) {
      const std::vector<int> v = out[k];  // (a copy: out grows below)
      std::stable_sort(present.begin(), present.end(), [&](EntrantId a, EntrantId b) {
        return v[static_cast<size_t>(a)] < v[static_cast<size_t>(b)];
      });
      std::vector<int> closed = ids;
      for (size_t r = 0; r < present.size(); ++r)
        closed[static_cast<size_t>(present[r])] = static_cast<int>(r + 1);
      if (std::find(out.begin(), out.end(), closed) == out.end()) out.push_back(std::move(closed));
    }
  }
  return out;
}

RoundStats& round_stats(std::vector<RoundStats>& stats, int round) {
  for (RoundStats& s : stats)
    if (s.round == round) return s;
  stats.push_back(RoundStats{});
  stats.back().round = round;
  return stats.back();
}

std::string name(const Record& r, EntrantId e) {
  const std::string& nm = r.entrant(e).name;
  return nm.empty() ? std::to_string(e) : std::to_string(e) + " (" + nm + ")";
}

std::string chooser_colour_breach(const Record& r, const Game& g) {
  const ChooserColour c = r.rules.colour_choice;
  if (g.chooser == 0 || c == ChooserColour::model || g.chooser == (c == ChooserColour::red ? g.red : g.black))
    return "";
  return "the chooser " + name(r, g.chooser) + " plays " + (g.chooser == g.red ? "red" : "black") +
         ", colour_choice = " + chooser_colour_name(c) + " (KO-3.3)";
}

std::string team_name(const Record& r, EntrantId t) {
  const std::string& nm = r.teams.at(static_cast<size_t>(t - 1)).name;
  return "team " + (nm.empty() ? std::to_string(t) : std::to_string(t) + " (" + nm + ")");
}

std::string colour_text(Colour c) { return c == Colour::red ? "red" : "black"; }

std::string normalise_warning_rule(const std::string& rule) {
  if (rule.rfind("PT-8", 0) == 0) return "W-1";
  if (rule.size() >= 3 && rule.rfind("W-", 0) == 0) return rule.substr(0, 3);
  return rule;
}

void compare_warnings(const Ledger& l, Sink& sink, int round, const std::vector<ExpectedWarning>& expected,
                      const std::vector<std::string>& compared_rules, RoundStats& stats) {
  const Round& rd = l.record.rounds[static_cast<size_t>(round - 1)];
  for (const ExpectedWarning& e : expected) ++stats.warnings_exhibited[e.rule];
  for (const Warning& w : rd.warnings) ++stats.warnings_reported[normalise_warning_rule(w.rule)];
  if (!l.options.compare_warnings || !l.can_check(InputCheck::reported_warnings)) return;
  for (const std::string& rule : compared_rules) {
    std::vector<const ExpectedWarning*> open;
    for (const ExpectedWarning& e : expected)
      if (e.rule == rule) open.push_back(&e);
    std::vector<const Warning*> extra;
    std::vector<const Warning*> unnamed;
    for (const Warning& w : rd.warnings) {
      if (normalise_warning_rule(w.rule) != rule) continue;
      if (w.entrant == 0) {
        unnamed.push_back(&w);
        continue;
      }
      auto it = std::find_if(open.begin(), open.end(), [&](const ExpectedWarning* e) {
        return e->entrant == w.entrant || (e->alternative != 0 && e->alternative == w.entrant);
      });
      if (it == open.end())
        extra.push_back(&w);
      else
        open.erase(it);
    }
    for (const Warning* w : unnamed) {  // a warning for "the round" matches any one left
      if (open.empty())
        extra.push_back(w);
      else
        open.erase(open.begin());
    }
    for (const ExpectedWarning* e : open)
      sink.violation("V-4", rule, round, e->board, e->entrant, rule + " not reported: " + e->text);
    for (const Warning* w : extra)
      sink.violation("V-4", rule, round, 0, w->entrant,
                     rule + " reported but the round does not show it: \"" + w->text + "\"");
  }
}

}  // namespace xq::verify_detail
