#include "pairing/standings/team_standings.hpp"

#include <algorithm>
#include <cassert>

#include "pairing/model/errors.hpp"
#include "pairing/standings/entrant_stats.hpp"
#include "pairing/standings/playoff_order.hpp"

namespace xq {

Points TeamHistory::game_points() const {
  Points p = 0;
  for (const TeamEncounter& e : rounds) p += e.game_points;
  return p;
}

Points TeamHistory::progressive() const {  // S-8
  Points p = 0;
  for (Points total : match_points_after) p += total;
  return p;
}

namespace {

// S-6: more game points wins; equal game points: draw_home / draw_away.
Points match_points_for(Points mine, Points theirs, Side side, const MatchPoints& mp) {
  if (mine > theirs) return mp.win;
  if (mine < theirs) return mp.loss;
  return side == Side::home ? mp.draw_home : mp.draw_away;
}

// T-12.6: each group equal on the score and every criterion before team_playoff (the last) gets
// its positions from the play-off games between its teams (playoff_order.hpp); blank while they
// have played none (the place is shared).
void order_by_team_playoffs(const Record& record, std::vector<StandingRow>& rows) {
  const std::vector<Game> games = team_playoff_games(record);
  if (games.empty()) return;
  std::vector<const Game*> ptrs;
  for (const Game& g : games) ptrs.push_back(&g);
  const auto tied = [](const StandingRow& a, const StandingRow& b) {
    return a.score == b.score &&
           std::equal(a.values.begin(), a.values.end() - 1, b.values.begin(), b.values.end() - 1,
                      [](const TiebreakValue& x, const TiebreakValue& y) { return x.key == y.key; });
  };
  for (size_t b = 0; b < rows.size();) {
    size_t e = b + 1;
    while (e < rows.size() && tied(rows[b], rows[e])) ++e;
    if (e - b > 1) {
      std::vector<EntrantId> group;
      for (size_t i = b; i < e; ++i) group.push_back(rows[i].id);
      const std::vector<int> pos = playoff_positions(ptrs, group);
      const bool played = playoff_played(ptrs, group);
      for (size_t i = b; i < e; ++i) {
        const int p = pos[i - b];
        rows[i].values.back() = {{-p}, played ? std::to_string(p + 1) : std::string()};
      }
    }
    b = e;
  }
}

}  // namespace

std::vector<Game> team_playoff_games(const Record& record) {
  const std::vector<EntrantId> team_of = team_of_players(record);
  const auto team = [&](EntrantId p) {
    return p >= 1 && static_cast<size_t>(p) < team_of.size() ? team_of[static_cast<size_t>(p)] : 0;
  };
  std::vector<Game> out;
  for (const Round& round : record.rounds) {
    const std::vector<bool> in_match = games_in_matches(round);  // KO-4's sittings are their match's
    for (size_t gi = 0; gi < round.games.size(); ++gi) {
      if (round.games[gi].kind != GameKind::playoff || in_match[gi]) continue;
      Game g = round.games[gi];
      g.red = team(g.red), g.black = team(g.black);
      if (g.red != 0 && g.black != 0 && g.red != g.black) out.push_back(g);  // else no team's (V-7)
    }
  }
  return out;
}

std::vector<TeamHistory> build_team_histories(const Record& record) {
  const auto players = build_histories(record);
  const size_t teams = record.teams.size();
  const std::vector<EntrantId> team_of = team_of_players(record);

  std::vector<TeamHistory> h(teams);
  for (size_t t = 0; t < teams; ++t) {
    h[t].id = static_cast<EntrantId>(t + 1);
    h[t].rounds.resize(record.rounds.size());
  }
  for (size_t ri = 0; ri < record.rounds.size(); ++ri) {
    const Round& round = record.rounds[ri];
    for (auto& th : h) th.rounds[ri].round = static_cast<int>(ri + 1);
    for (const Match& m : round.matches) {
      Points home = 0, away = 0;  // S-5
      bool complete = true;       // match points only once every game has a result
      for (int gi : m.games) {
        const Game& g = round.games.at(static_cast<size_t>(gi));
        if (g.kind == GameKind::playoff) continue;  // KO-4 play-offs never score
        complete = complete && g.result != Result::pending;
        for (EntrantId p : {g.red, g.black}) {
          const Points pts = players.at(static_cast<size_t>(p - 1)).rounds[ri].points;
          const EntrantId team = team_of.at(static_cast<size_t>(p));
          if (team == m.home)
            home += pts;
          else if (team == m.away)
            away += pts;
          else
            throw InputError("", 0, "matches",
                             "round " + std::to_string(ri + 1) + ": player " + std::to_string(p) +
                                 " plays in match " + std::to_string(m.home) + "-" + std::to_string(m.away) +
                                 " but belongs to neither team");
        }
      }
      TeamEncounter& eh = h.at(static_cast<size_t>(m.home - 1)).rounds[ri];
      TeamEncounter& ea = h.at(static_cast<size_t>(m.away - 1)).rounds[ri];
      eh.opponent = m.away, ea.opponent = m.home;
      eh.side = Side::home, ea.side = Side::away;
      eh.game_points = home, eh.opponent_game_points = away;
      ea.game_points = away, ea.opponent_game_points = home;
      if (complete) {  // S-6; a match still being played has no match points yet
        eh.match_points = match_points_for(home, away, Side::home, record.rules.match_points);
        ea.match_points = match_points_for(away, home, Side::away, record.rules.match_points);
      }
    }
    for (EntrantId t : round.team_byes) {  // PT-13: a match win, each player a game win
      TeamEncounter& e = h.at(static_cast<size_t>(t - 1)).rounds[ri];
      e.bye = true;
      e.match_points = record.rules.match_points.win;
      e.game_points = record.rules.boards * record.rules.points.win;
    }
  }
  for (auto& th : h) {
    Points total = 0;
    for (const TeamEncounter& e : th.rounds) th.match_points_after.push_back(total += e.match_points);
  }
  return h;
}

Standings compute_team_standings(const Record& record) {
  return compute_team_standings(record, expand_tiebreaks(record.rules.team_tiebreaks, TiebreakScope::team));
}

Standings compute_team_standings(const Record& record, const std::vector<std::string>& criteria) {
  const auto teams = build_team_histories(record);
  const auto players = entrant_stats(build_histories(record), record.rules);

  Standings s{criteria, {}};
  for (const TeamHistory& th : teams) {
    EntrantStats sum;  // S-7: team red/black points and games are sums over its players
    for (EntrantId p : record.teams.at(static_cast<size_t>(th.id - 1)).players)
      sum += players.at(static_cast<size_t>(p - 1));
    StandingRow row{0, th.id, th.match_points(), {}, false};
    for (const std::string& c : criteria) {
      if (c == "team_progressive")
        row.values.push_back({{th.progressive()}, format_points(th.progressive())});
      else if (c == "team_game_points")
        row.values.push_back({{th.game_points()}, format_points(th.game_points())});
      else if (c == "team_black_points")
        row.values.push_back({{sum.black_points}, format_points(sum.black_points)});
      else if (c == "team_black_games")
        row.values.push_back({{-sum.black_games}, std::to_string(sum.black_games)});
      else if (c == "team_number")
        row.values.push_back({{-th.id}, std::to_string(th.id)});
      else if (c == "team_playoff")  // group-relative: set below, once the groups are known
        row.values.push_back({{0}, ""});
      else
        assert(false && "a team criterion without an evaluation");
    }
    s.rows.push_back(std::move(row));
  }
  // PT-14: every criterion but team_playoff is over the event, so one lexicographic sort suffices.
  const auto before = [](const StandingRow& a, const StandingRow& b) {
    if (a.score != b.score) return a.score > b.score;
    for (size_t k = 0; k < a.values.size(); ++k)
      if (a.values[k].key != b.values[k].key) return a.values[k].key > b.values[k].key;
    return a.id < b.id;
  };
  std::sort(s.rows.begin(), s.rows.end(), before);
  if (!criteria.empty() && criteria.back() == "team_playoff")  // the last (validate_tiebreak_settings)
    order_by_team_playoffs(record, s.rows);
  std::sort(s.rows.begin(), s.rows.end(), before);
  assign_ranks(s.rows);
  return s;
}

}  // namespace xq
