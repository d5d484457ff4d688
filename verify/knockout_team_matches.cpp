// KO-4: a team event's KO-1 the same way over teams (its own PT-14 stage-1 team places, rank_teams, and
// the bracket of team matches by table: knockout_bracket.cpp), every team match sitting by sitting
// here: the line-ups (KO-4.4), the standard sitting then play-off sittings in the chain's time
// controls (KO-4.2, KO-4.3), colours by board_colours swapped each sitting, who chose (KO-4.1), game
// points (S-1), at most max_match_games sittings (KO-3.6); every game of the round in one team match.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "verify/knockout_detail.hpp"
#include "verify/ledger.hpp"

namespace xq::verify_detail {

// KO-4 on every team match of the round (whatever the bracket says), and no game of the round
// outside a match.
std::vector<ReadMatch> KnockoutCheck::check_team_matches(const Round& rd, int k) {
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
std::vector<EntrantId> KnockoutCheck::line_up(EntrantId t) const {
  const std::vector<EntrantId>& p = rec_.teams[at(t - 1)].players;
  return {p.begin(), p.begin() + std::min<std::ptrdiff_t>(rules_.boards, std::ssize(p))};
}

// KO-4: one team match, sitting after sitting: the first the event's standard match (kind
// knockout; under higher_chooses the higher-placed team chose: home unless colour_choice =
// black, chooser on every board), each later one a play-off sitting in the chain's time control
// with every board's colours swapped, played only while the sittings before were level in game
// points (S-1; forfeits as results); the first unequal sitting decides.
MatchRead KnockoutCheck::team_match(const Round& rd, const Match& m, int k, bool must_decide) {
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
  const std::vector<TimeControl>& chain = playoff_chain(rules_, for_first_place(k, m.home, m.away, m.table));
  const std::string& colours = rules_.board_colours;
  const auto pattern_red = [&](size_t b) { return colours.empty() || colours[b % colours.size()] == 'R'; };
  // KO-4.1: the team that chose may move second — then every board of the first sitting has the
  // other colours (the choice is the team's: all boards or none), and each sitting swaps from it.
  bool moved_second = false;
  if (higher != 0) {
    size_t read = 0, other = 0;
    for (size_t j = 0; j < boards && j < m.games.size(); ++j) {
      const Game& g = rd.games[at(m.games[j])];
      if (g.board < 1 || static_cast<size_t>(g.board) > boards) continue;
      const size_t b = at(g.board - 1);
      if (!same_pair(g, home[b], away[b])) continue;
      ++read;
      if ((g.red == home[b]) != pattern_red(b)) ++other;
    }
    moved_second = read > 0 && other == read;
  }
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
      const bool home_red = (pattern_red(b) == (s % 2 == 0)) != moved_second;
      if ((g->red == h) != home_red)
        fail("V-4", board, g->red,
             at_board + ": " + name(rec_, g->red) + " red, " + name(rec_, g->black) + " black; " +
                 team_name(rec_, m.home) + " (home) has " + (home_red ? "red" : "black") + " there (PT-9 " +
                 "board_colours = " + colours + (moved_second ? ", the choosing team moving second" : "") +
                 (s == 0 ? "" : ", swapped each sitting, KO-4.3") +
                 (higher != 0 && s == 0 ? "; KO-4.1: the team that chose moves first or second on every board"
                                        : "") +
                 ")");
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
             " sitting(s) with equal game points and no further sitting (KO-4.3: " + chain_text(chain) + ")");
  return out;
}

}  // namespace xq::verify_detail
