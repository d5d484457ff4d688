// Team events (PT): each team once per round, no two teams twice (PT-1), a match is `boards`
// games between the two teams' players, board colours by the home team's pattern (PT-9),
// score-group integrity (PT-6, V-3), the team bye (PT-13, PT-D6) and the W-1 / W-5 warnings.
// Home and away (P1-9, PT-2..PT-7) are team_sides.cpp, board order (PT-10, PT-11) team_boards.cpp;
// table order (PT-D1) is not checked yet — docs/verifier.md.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "verify/ledger.hpp"
#include "verify/weighted_matching.hpp"

namespace xq::verify_detail {

namespace {

// V-2 for teams: each team in exactly one match or has the bye; one bye at most (PT-13); an
// individual bye only for a bye team's player. Returns how often each team is placed.
std::map<EntrantId, int> check_team_placement(const Ledger& l, Sink& sink, int r, bool paired_stage) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  std::map<EntrantId, int> placed;
  for (const Match& m : rd.matches) ++placed[m.home], ++placed[m.away];
  for (EntrantId b : rd.team_byes) ++placed[b];
  if (paired_stage) {
    for (EntrantId team = 1; team <= l.t; ++team) {
      const int k = placed.count(team) ? placed[team] : 0;
      if (k == 0)
        sink.violation("V-2", "V-2", r, 0, team,
                       team_name(l.record, team) + " has neither a match nor the bye");
      else if (k > 1)
        sink.violation("V-2", "V-2", r, 0, team,
                       team_name(l.record, team) + " is placed " + std::to_string(k) + " times in the round");
    }
    if (rd.team_byes.size() > 1)
      sink.violation("V-2", "PT-13", r, 0, 0,
                     std::to_string(rd.team_byes.size()) + " team byes in one round");
  }
  const std::set<EntrantId> bye_teams(rd.team_byes.begin(), rd.team_byes.end());
  for (const Bye& b : rd.byes) {
    const EntrantId team = l.team_of[static_cast<size_t>(b.entrant - 1)];
    if (!bye_teams.count(team))
      sink.violation("V-2", "PT-13", r, 0, b.entrant,
                     "a bye for player " + name(l.record, b.entrant) + " whose team does not have the bye");
  }
  return placed;
}

// V-7: each regular game belongs to one match.
void check_games_in_matches(const Ledger& l, Sink& sink, int r) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  std::vector<int> match_of(rd.games.size(), -1);
  for (size_t mi = 0; mi < rd.matches.size(); ++mi)
    for (int gi : rd.matches[mi].games) match_of[static_cast<size_t>(gi)] = static_cast<int>(mi);
  for (size_t gi = 0; gi < rd.games.size(); ++gi)
    if (rd.games[gi].kind != GameKind::playoff && match_of[gi] < 0)
      sink.violation("V-7", "V-7", r, rd.games[gi].board, rd.games[gi].red,
                     "game " + name(l.record, rd.games[gi].red) + " – " + name(l.record, rd.games[gi].black) +
                         " belongs to no match");
}

// One match: PT-1 (no second meeting), V-7 (games between the two teams' players), PT-9 (one
// game on each board 1..boards, the home team's colour on board k is pattern[(k − 1) mod length]).
void check_match(const Ledger& l, Sink& sink, int r, const Match& m, bool paired_stage) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  const RuleSet& rules = l.record.rules;
  const std::string& pattern = rules.board_colours;
  if (paired_stage && l.teams_met_before(m.home, m.away, r))  // V-1 / PT-1
    sink.violation(
        "V-1", "PT-1", r, m.table, m.home,
        team_name(l.record, m.home) + " and " + team_name(l.record, m.away) + " already met in round " +
            std::to_string(l.team_first_met[static_cast<size_t>((m.home - 1) * l.t + (m.away - 1))]));
  std::map<int, int> boards_seen;
  int games = 0;
  for (int gi : m.games) {
    const Game& g = rd.games[static_cast<size_t>(gi)];
    if (g.kind == GameKind::playoff) continue;
    ++games;
    ++boards_seen[g.board];
    const EntrantId tr = l.team_of[static_cast<size_t>(g.red - 1)],
                    tb = l.team_of[static_cast<size_t>(g.black - 1)];
    const bool red_home = tr == m.home && tb == m.away, red_away = tr == m.away && tb == m.home;
    if (!red_home && !red_away) {
      sink.violation("V-7", "V-7", r, m.table, g.red,
                     "table " + std::to_string(m.table) + " board " + std::to_string(g.board) + ": " +
                         name(l.record, g.red) + " – " + name(l.record, g.black) + " is not a game between " +
                         team_name(l.record, m.home) + " and " + team_name(l.record, m.away));
      continue;
    }
    if (g.board < 1 || pattern.empty()) continue;
    const bool home_red = pattern[static_cast<size_t>(g.board - 1) % pattern.size()] == 'R';  // PT-9
    if (home_red == red_home) continue;
    const EntrantId home_player = red_home ? g.red : g.black;
    sink.violation("V-4", "PT-9", r, m.table, home_player,
                   "table " + std::to_string(m.table) + " board " + std::to_string(g.board) +
                       ": home player " + name(l.record, home_player) + " has " +
                       (red_home ? "red" : "black") + ", the pattern " + pattern + " gives the home team " +
                       (home_red ? "red" : "black"));
  }
  bool boards_ok = games == rules.boards;
  for (int b = 1; b <= rules.boards; ++b)
    if (!boards_seen.count(b) || boards_seen[b] != 1) boards_ok = false;
  if (!boards_ok)
    sink.violation("V-4", "PT-9", r, m.table, m.home,
                   "table " + std::to_string(m.table) + " has " + std::to_string(games) +
                       " games; a match is one game on each of boards 1.." + std::to_string(rules.boards));
}

// Score groups of a Swiss team round: PT-6 (no missed same-score swap), the float statistic and
// the team bye (PT-D6).
void check_team_groups(const Ledger& l, Sink& sink, int r, const std::vector<PairRef>& pairs,
                       const GroupView& v, bool sound, RoundStats& st, MatchingWorkspace& ws) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  check_swaps(pairs, v, sink, r);  // PT-6
  if (!sound) {
    st.games = static_cast<int>(pairs.size());
    st.float_stat_skipped = true;
    return;
  }
  float_statistic(pairs, v, l.options, r, st, ws);
  if (r >= 2 && rd.team_byes.size() == 1) {
    std::vector<EntrantId> teams;
    for (const Match& m : rd.matches) teams.push_back(m.home), teams.push_back(m.away);
    teams.push_back(rd.team_byes.front());
    check_bye(teams, rd.team_byes.front(), v, l.options, sink, r, "PT-D6");
  }
}

// W-1 (home or away a third match running, byes passed over: PT-D10) and W-3 (|home − away| > 2,
// a statistic) for one team of a match.
void side_warnings(const Ledger& l, int r, EntrantId team, Side side, int table,
                   std::vector<ExpectedWarning>& out) {
  int run = 0, home = 0, away = 0;
  bool running = true;
  for (int k = r; k >= 1; --k) {
    const TeamSeat& s = l.team_seats[static_cast<size_t>(k - 1)][static_cast<size_t>(team - 1)];
    if (s.match < 0) continue;
    (s.side == Side::home ? home : away) += 1;
    if (running && s.side == side)
      ++run;
    else
      running = false;
  }
  const std::string where = side == Side::home ? "home" : "away";
  if (run >= 3)
    out.push_back({"W-1", team, 0, table,
                   team_name(l.record, team) + " " + where + " " + std::to_string(run) +
                       " matches running (连三" + (side == Side::home ? "主" : "客") + ")"});
  if (std::abs(home - away) > 2)
    out.push_back(
        {"W-3", team, 0, table,
         team_name(l.record, team) + " home " + std::to_string(home) + ", away " + std::to_string(away)});
}

// The warnings a team round exhibits: W-1, W-3 (side_warnings) and W-5 (a float over more than
// one score group).
std::vector<ExpectedWarning> expected_team_warnings(const Ledger& l, int r, const GroupView& v) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  std::vector<ExpectedWarning> expected;
  std::set<Points> groups;
  for (const Match& m : rd.matches) groups.insert({v.score(m.home), v.score(m.away)});
  for (EntrantId b : rd.team_byes) groups.insert(v.score(b));
  for (const Match& m : rd.matches) {
    side_warnings(l, r, m.home, Side::home, m.table, expected);
    side_warnings(l, r, m.away, Side::away, m.table, expected);
    const Points hi = std::max(v.score(m.home), v.score(m.away)),
                 lo = std::min(v.score(m.home), v.score(m.away));
    const auto between = hi > lo ? std::distance(groups.upper_bound(lo), groups.lower_bound(hi)) : 0;
    if (between >= 1) {
      const EntrantId up = v.score(m.home) >= v.score(m.away) ? m.home : m.away;
      expected.push_back({"W-5", up, up == m.home ? m.away : m.home, m.table,
                          team_name(l.record, m.home) + " – " + team_name(l.record, m.away) + ": " +
                              std::to_string(between) + " score group(s) between"});
    }
  }
  return expected;
}

}  // namespace

void check_teams(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats, MatchingWorkspace& ws) {
  if (!l.team_event) return;
  for (int r = 1; r <= l.rounds; ++r) {
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    const bool swiss = l.swiss_round(r);
    const bool paired_stage = swiss || l.record.rules.format == EventFormat::round_robin;
    RoundStats& st = round_stats(stats, r);
    const std::map<EntrantId, int> placed = check_team_placement(l, sink, r, paired_stage);
    check_games_in_matches(l, sink, r);
    std::vector<PairRef> pairs;
    for (const Match& m : rd.matches) {
      pairs.push_back({m.home, m.away, m.table});
      check_match(l, sink, r, m, paired_stage);
    }
    if (!swiss) continue;
    GroupView v;
    v.score = [&l, r](EntrantId team) { return l.team_score_before(r, team); };
    v.compatible = [&l, r](EntrantId a, EntrantId b) { return !l.teams_met_before(a, b, r); };
    v.byes = [&l, r](EntrantId team) { return l.team_byes_before(r, team); };
    v.name = [&l](EntrantId team) { return team_name(l.record, team); };
    const bool sound =
        std::all_of(placed.begin(), placed.end(), [](const auto& kv) { return kv.second == 1; });
    check_team_groups(l, sink, r, pairs, v, sound, st, ws);
    compare_warnings(l, sink, r, expected_team_warnings(l, r, v), {"W-1", "W-5"}, st);
  }
}

}  // namespace xq::verify_detail
