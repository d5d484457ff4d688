// Laws of the team Swiss (rules.md PT, S-5, S-6, W-1, W-3) over random team events, round after
// round (RapidCheck): 4..64 teams, 3..6 boards, random results with forfeits. Every law is
// recomputed here from the record on its own — scores, sides, zones, zone orders, board orders,
// colours — and never by calling the pairing code (pairing/team_*.hpp, board_order.hpp).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "pairing/pairing.hpp"
#include "pairing/standings/team_standings.hpp"
#include "tests/support/fixtures.hpp"

namespace xq {
namespace {

enum class Area { home, away };  // PT-2's zones, as this test computes them

// S-1 with the default 2 / 1 / 0 in half-units, by hand: (red, black).
std::pair<Points, Points> game_points(Result r) {
  switch (r) {
    case Result::red_win:
    case Result::black_forfeit: return {4, 0};
    case Result::black_win:
    case Result::red_forfeit: return {0, 4};
    case Result::draw: return {2, 2};
    default: return {0, 0};
  }
}

// The record as this test reads it.
struct Ledger {
  int t = 0, rounds = 0;
  std::vector<EntrantId> team_of;                       // player → team
  std::vector<std::vector<std::optional<Side>>> sides;  // [team][round]
  std::vector<Points> score;                            // match points (S-6, PT-13)
  std::vector<std::set<EntrantId>> met;
  std::vector<int> byes;
  // players
  std::vector<std::vector<std::optional<Colour>>> colour;  // [player][round], played games only
  std::vector<Points> total, progressive, red_points, black_points;
  std::vector<int> reds, blacks;

  explicit Ledger(const Record& r) {
    t = static_cast<int>(r.teams.size());
    rounds = static_cast<int>(r.rounds.size());
    const int n = r.entrant_count();
    team_of.assign(at(n) + 1, 0);
    for (const Team& team : r.teams)
      for (EntrantId p : team.players) team_of[at(p)] = team.id;
    sides.assign(at(t) + 1, std::vector<std::optional<Side>>(at(rounds)));
    score.assign(at(t) + 1, 0);
    met.assign(at(t) + 1, {});
    byes.assign(at(t) + 1, 0);
    colour.assign(at(n) + 1, std::vector<std::optional<Colour>>(at(rounds)));
    total.assign(at(n) + 1, 0);
    progressive = red_points = black_points = total;
    reds.assign(at(n) + 1, 0);
    blacks = reds;
    const MatchPoints& mp = r.rules.match_points;
    for (int k = 0; k < rounds; ++k) {
      const Round& rd = r.rounds[at(k)];
      for (const Match& m : rd.matches) {
        sides[at(m.home)][at(k)] = Side::home;
        sides[at(m.away)][at(k)] = Side::away;
        met[at(m.home)].insert(m.away);
        met[at(m.away)].insert(m.home);
        Points home = 0, away = 0;  // S-5
        for (int gi : m.games) {
          const Game& g = rd.games[at(gi)];
          const auto [pr, pb] = game_points(g.result);
          (team_of[at(g.red)] == m.home ? home : away) += pr;
          (team_of[at(g.black)] == m.home ? home : away) += pb;
          total[at(g.red)] += pr;
          total[at(g.black)] += pb;
          if (is_played(g.result)) {  // PT-D9: forfeits give no colour
            colour[at(g.red)][at(k)] = Colour::red;
            colour[at(g.black)][at(k)] = Colour::black;
            ++reds[at(g.red)], ++blacks[at(g.black)];
            red_points[at(g.red)] += pr;
            black_points[at(g.black)] += pb;
          }
        }
        score[at(m.home)] += home > away ? mp.win : home < away ? mp.loss : mp.draw_home;  // S-6
        score[at(m.away)] += away > home ? mp.win : away < home ? mp.loss : mp.draw_away;
      }
      for (EntrantId b : rd.team_byes) score[at(b)] += mp.win, ++byes[at(b)];  // PT-13
      for (const Bye& b : rd.byes) total[at(b.entrant)] += 4;                  // a game win each
      for (int p = 1; p <= n; ++p) progressive[at(p)] += total[at(p)];         // S-8
    }
  }

  int count(EntrantId team, Side s) const {
    return static_cast<int>(
        std::count(sides[at(team)].begin(), sides[at(team)].end(), std::optional<Side>(s)));
  }
  std::optional<Side> last(EntrantId team) const {
    for (int k = rounds; k-- > 0;)
      if (sides[at(team)][at(k)]) return sides[at(team)][at(k)];
    return std::nullopt;
  }
  // PT-2; nullopt: no match yet (PT-D7).
  std::optional<Area> zone(EntrantId team) const {
    const int h = count(team, Side::home), a = count(team, Side::away);
    if (h != a) return h < a ? Area::home : Area::away;
    if (const auto l = last(team)) return *l == Side::away ? Area::home : Area::away;
    return std::nullopt;
  }
  // PT-3 (counted = home) / PT-4 (counted = away): is x placed before y in round `round`?
  bool zone_before(EntrantId x, EntrantId y, Side counted, int round) const {
    if (score[at(x)] != score[at(y)]) return score[at(x)] > score[at(y)];
    if (count(x, counted) != count(y, counted)) return count(x, counted) < count(y, counted);
    for (int k = rounds; k-- > 0;) {  // PT-D8
      const auto sx = sides[at(x)][at(k)], sy = sides[at(y)][at(k)];
      if (sx && sy && *sx != *sy) return *sx != counted;
    }
    return round % 2 == 1 ? x < y : x > y;
  }
  // PT-10 (wanted = black) / PT-11 (wanted = red).
  bool board_before(EntrantId x, EntrantId y, Colour wanted, int round) const {
    const bool black = wanted == Colour::black;
    const int gx = black ? blacks[at(x)] : reds[at(x)], gy = black ? blacks[at(y)] : reds[at(y)];
    if (gx != gy) return gx > gy;
    for (int k = rounds; k-- > 0;) {
      const auto cx = colour[at(x)][at(k)], cy = colour[at(y)][at(k)];
      if (cx && cy && *cx != *cy) return *cx == wanted;
    }
    if (total[at(x)] != total[at(y)]) return total[at(x)] > total[at(y)];
    if (progressive[at(x)] != progressive[at(y)]) return progressive[at(x)] > progressive[at(y)];
    const Points px = black ? black_points[at(x)] : red_points[at(x)],
                 py = black ? black_points[at(y)] : red_points[at(y)];
    if (px != py) return px > py;
    return round % 2 == 1 ? x < y : x > y;
  }
};

// Whether `before` is a strict order on `v` (look-backs passing over byes and forfeits can be
// intransitive; there the spec gives no single order and the law is not checked).
template <class Before>
bool transitive(const std::vector<EntrantId>& v, Before before) {
  for (EntrantId a : v)
    for (EntrantId b : v)
      if (a != b && before(a, b))
        for (EntrantId c : v)
          if (c != a && c != b && before(b, c) && !before(a, c)) return false;
  return true;
}

// Whether the teams not in `excluded` can all meet teams they have not met (bitmask DP, ≤ 20).
bool perfect(const Ledger& l, unsigned mask, std::vector<signed char>& memo) {
  if (mask == 0) return true;
  if (memo[mask] >= 0) return memo[mask] != 0;
  const int i = __builtin_ctz(mask);
  bool ok = false;
  for (int j = i + 1; j < l.t && !ok; ++j)
    if ((mask >> j & 1u) && !l.met[at(i + 1)].count(j + 1))
      ok = perfect(l, mask & ~(1u << i) & ~(1u << j), memo);
  memo[mask] = ok ? 1 : 0;
  return ok;
}
bool legal_round_exists(const Ledger& l) {
  std::vector<signed char> memo(size_t{1} << l.t, -1);
  const unsigned all = (1u << l.t) - 1;
  if (l.t % 2 == 0) return perfect(l, all, memo);
  for (int b = 0; b < l.t; ++b)
    if (perfect(l, all & ~(1u << b), memo)) return true;
  return false;
}

// PT-D6 by brute force: the lowest-ranked team (PT-14 standings) among those with the fewest
// byes whose absence leaves a round without rematches; failing that, the lowest-ranked of all.
EntrantId expected_bye(const Record& r) {
  const Ledger l(r);
  std::vector<EntrantId> order = compute_team_standings(r).order();
  std::reverse(order.begin(), order.end());
  const int fewest = *std::min_element(l.byes.begin() + 1, l.byes.end());
  std::vector<signed char> memo(size_t{1} << l.t, -1);
  const unsigned all = (1u << l.t) - 1;
  for (int pool = 0; pool < 2; ++pool)
    for (EntrantId c : order)
      if ((pool == 1 || l.byes[at(c)] == fewest) && perfect(l, all & ~(1u << (c - 1)), memo)) return c;
  return 0;
}

// What the laws met (to check that their preconditions are reached).
struct Reached {
  int rounds = 0, same_zone_home = 0, same_zone_away = 0, cross_zone = 0, boards_checked = 0, byes = 0;
  int zone_skipped = 0, boards_skipped = 0, w1 = 0, w3 = 0, no_legal = 0, pt_d7 = 0;
};

// The laws of one produced round `rd` after the history `r`; "" when all hold.
std::string check_round(const Record& r, const Round& rd, Reached& reached) {
  const Ledger l(r);
  const int round = l.rounds + 1;
  const RuleSet& rules = r.rules;
  const auto fail = [&](const std::string& s) { return "round " + std::to_string(round) + ": " + s; };
  // Each team once: a match or the bye; one bye, only for an odd field.
  std::vector<int> seen(at(l.t) + 1, 0);
  for (const Match& m : rd.matches) ++seen[at(m.home)], ++seen[at(m.away)];
  for (EntrantId b : rd.team_byes) ++seen[at(b)];
  for (int k = 1; k <= l.t; ++k)
    if (seen[at(k)] != 1)
      return fail("team " + std::to_string(k) + " placed " + std::to_string(seen[at(k)]) + " times");
  if (rd.team_byes.size() != at(l.t % 2)) return fail("wrong number of team byes");
  // PT-13: the bye team's players each have a bye, nobody else.
  std::multiset<EntrantId> bye_players, want_bye_players;
  for (const Bye& b : rd.byes) bye_players.insert(b.entrant);
  for (EntrantId b : rd.team_byes)
    for (EntrantId p : r.teams[at(b - 1)].players) want_bye_players.insert(p);
  if (bye_players != want_bye_players) return fail("the byes are not the bye team's players");
  reached.byes += static_cast<int>(rd.team_byes.size());
  // PT-1: no rematch.
  for (const Match& m : rd.matches)
    if (l.met[at(m.home)].count(m.away))
      return fail("rematch " + std::to_string(m.home) + "–" + std::to_string(m.away));
  // Tables 1..k; from round 2 (PT-D1) non-increasing by (higher score, lower score).
  for (size_t i = 0; i < rd.matches.size(); ++i) {
    if (rd.matches[i].table != static_cast<int>(i + 1)) return fail("tables not 1..k");
    if (round > 1 && i > 0) {
      const auto key = [&](const Match& m) {
        return std::pair{std::max(l.score[at(m.home)], l.score[at(m.away)]),
                         std::min(l.score[at(m.home)], l.score[at(m.away)])};
      };
      if (key(rd.matches[i]) > key(rd.matches[i - 1]))
        return fail("PT-D1 table order at table " + std::to_string(i + 1));
    }
  }
  // Zones (PT-2, PT-D7) and sides (PT-7), from round 2 on.
  if (round > 1) {
    std::map<EntrantId, Area> zone;
    std::vector<EntrantId> unplaced;
    std::map<std::pair<Points, Area>, int> counts;
    const std::set<EntrantId> bye(rd.team_byes.begin(), rd.team_byes.end());
    for (int k = 1; k <= l.t; ++k) {
      if (bye.count(k)) continue;
      if (const auto z = l.zone(k))
        zone[k] = *z, ++counts[{l.score[at(k)], *z}];
      else
        unplaced.push_back(k);
    }
    std::sort(unplaced.begin(), unplaced.end(),
              [&](EntrantId a, EntrantId b) { return round % 2 ? a < b : a > b; });
    for (EntrantId k : unplaced) {  // PT-D7
      const Points s = l.score[at(k)];
      const Area z = counts[{s, Area::home}] <= counts[{s, Area::away}] ? Area::home : Area::away;
      zone[k] = z, ++counts[{s, z}], ++reached.pt_d7;
    }
    std::map<Area, bool> consistent;
    for (Area z : {Area::home, Area::away}) {
      std::vector<EntrantId> members;
      bool holes = false;
      for (const auto& [k, zk] : zone)
        if (zk == z) members.push_back(k), holes = holes || l.byes[at(k)] > 0;
      const Side counted = z == Area::home ? Side::home : Side::away;
      consistent[z] = !holes || transitive(members, [&](EntrantId a, EntrantId b) {
        return l.zone_before(a, b, counted, round);
      });
    }
    for (const Match& m : rd.matches) {
      const Area zh = zone.at(m.home), za = zone.at(m.away);
      if (zh != za) {
        ++reached.cross_zone;
        if (zh != Area::home)
          return fail("PT-7: " + std::to_string(m.home) + " (away zone) home against a home-zone team");
      } else if (!consistent[zh]) {
        ++reached.zone_skipped;
      } else if (zh == Area::home) {
        ++reached.same_zone_home;
        if (!l.zone_before(m.home, m.away, Side::home, round))
          return fail("PT-7: both home zone, " + std::to_string(m.home) + " home but placed lower");
      } else {
        ++reached.same_zone_away;
        if (!l.zone_before(m.away, m.home, Side::away, round))
          return fail("PT-7: both away zone, " + std::to_string(m.home) + " home but placed higher");
      }
    }
  }
  // Matches: boards 1..b once; the home team's colour by the pattern (PT-9); board order PT-10/11
  // over the seats (the home team's red boards first).
  for (const Match& m : rd.matches) {
    if (static_cast<int>(m.games.size()) != rules.boards) return fail("a match without rules.boards games");
    std::vector<EntrantId> home(at(rules.boards)), away(at(rules.boards));
    for (int gi : m.games) {
      const Game& g = rd.games[at(gi)];
      if (g.board < 1 || g.board > rules.boards || home[at(g.board - 1)] != 0)
        return fail("bad board number");
      const bool home_red = rules.board_colours[at(g.board - 1) % rules.board_colours.size()] == 'R';
      const EntrantId hp = home_red ? g.red : g.black, ap = home_red ? g.black : g.red;
      if (l.team_of[at(hp)] != m.home || l.team_of[at(ap)] != m.away)
        return fail("PT-9: table " + std::to_string(m.table) + " board " + std::to_string(g.board) +
                    " colours");
      home[at(g.board - 1)] = hp, away[at(g.board - 1)] = ap;
    }
    // PT-10/11's order fills the home team's red boards first (docs/pairing-team.md "Board order
    // under another pattern"): the players in seat order.
    std::vector<size_t> seats;
    for (const bool red : {true, false})
      for (size_t b = 0; b < home.size(); ++b)
        if ((rules.board_colours[b % rules.board_colours.size()] == 'R') == red) seats.push_back(b);
    const auto seated = [&](const std::vector<EntrantId>& by_board) {
      std::vector<EntrantId> v;
      for (size_t b : seats) v.push_back(by_board[b]);
      return v;
    };
    for (const auto& [players, wanted] :
         {std::pair{seated(home), Colour::black}, std::pair{seated(away), Colour::red}}) {
      std::set<EntrantId> distinct(players.begin(), players.end());
      if (distinct.size() != players.size()) return fail("a player on two boards");
      const auto before = [&](EntrantId a, EntrantId b) { return l.board_before(a, b, wanted, round); };
      if (!transitive(players, before)) {
        ++reached.boards_skipped;
        continue;
      }
      ++reached.boards_checked;
      for (size_t i = 0; i + 1 < players.size(); ++i)
        if (!before(players[i], players[i + 1]))
          return fail(std::string(wanted == Colour::black ? "PT-10" : "PT-11") + ": table " +
                      std::to_string(m.table) + " boards " + std::to_string(seats[i] + 1) + "/" +
                      std::to_string(seats[i + 1] + 1));
    }
  }
  // W-1 (PT-8, PT-D10) and W-3, exactly.
  std::multiset<std::pair<std::string, EntrantId>> want, got;
  for (const Warning& w : rd.warnings)
    if (w.rule == "W-1" || w.rule == "W-3") got.insert({w.rule, w.entrant});
  for (const Match& m : rd.matches)
    for (const auto& [team, side] : {std::pair{m.home, Side::home}, std::pair{m.away, Side::away}}) {
      std::vector<Side> seq;
      for (const auto& s : l.sides[at(team)])
        if (s) seq.push_back(*s);
      seq.push_back(side);
      const size_t k = seq.size();
      if (k >= 3 && seq[k - 1] == seq[k - 2] && seq[k - 2] == seq[k - 3])
        want.insert({"W-1", team}), ++reached.w1;
      const int h = static_cast<int>(std::count(seq.begin(), seq.end(), Side::home));
      if (std::abs(h - (static_cast<int>(k) - h)) > 2) want.insert({"W-3", team}), ++reached.w3;
    }
  if (want != got) return fail("W-1 / W-3 warnings differ from the recomputed ones");
  ++reached.rounds;
  return "";
}

// Points conserved: each team's match points recomputed here from the games equal the standings'
// score (S-5, S-6, PT-13), and every game hands out its points (a decided game 2, a draw 1 + 1).
std::string check_points(const Record& r) {
  const Ledger l(r);
  const Standings s = compute_team_standings(r);
  for (const StandingRow& row : s.rows)
    if (row.score != l.score[at(row.id)])
      return "team " + std::to_string(row.id) + ": standings " + format_points(row.score) + ", recomputed " +
             format_points(l.score[at(row.id)]);
  const auto th = build_team_histories(r);
  for (size_t k = 0; k < r.rounds.size(); ++k)
    for (const Match& m : r.rounds[k].matches) {
      Points sum = 0;
      for (int gi : m.games) {
        const auto [a, b] = game_points(r.rounds[k].games[at(gi)].result);
        sum += a + b;
      }
      const Points hist = th[at(m.home - 1)].rounds[k].game_points + th[at(m.away - 1)].rounds[k].game_points;
      if (hist != sum) return "round " + std::to_string(k + 1) + ": game points not conserved";
    }
  return "";
}

// One random event: pair, check, play at random (forfeits included), repeat.
struct EventSpec : test::TeamEventSpec {
  std::uint64_t seed = 1;
};

std::string run_event(const EventSpec& e, Reached& reached) {
  Record r = test::team_swiss_event(e);
  Rng rng(e.seed);
  for (int k = 0; k < e.rounds; ++k) {
    PairingResult p = pair_next_round(r, rng);
    if (!p.ok()) {
      ++reached.no_legal;
      if (e.teams <= 16 && legal_round_exists(Ledger(r)))
        return "no_legal_pairing but a round exists: " + p.reason;
      if (e.teams > 16) return "no_legal_pairing in a field too large for it: " + p.reason;
      return "";
    }
    if (e.teams <= 16 && !legal_round_exists(Ledger(r))) return "paired a round the DP says cannot exist";
    if (e.teams <= 16 && k > 0 && e.teams % 2 == 1) {  // PT-D6, exactly
      const EntrantId want = expected_bye(r);
      if (p.round.team_byes != std::vector<EntrantId>{want})
        return "round " + std::to_string(k + 1) + ": PT-D6 bye to " + std::to_string(want) + " expected";
    }
    if (std::string s = check_round(r, p.round, reached); !s.empty()) return s;
    for (Game& g : p.round.games) {
      const int u = rng.index(100);
      g.result = u < 35   ? Result::red_win
                 : u < 63 ? Result::draw
                 : u < 93 ? Result::black_win
                 : u < 96 ? Result::red_forfeit
                 : u < 99 ? Result::black_forfeit
                          : Result::double_forfeit;
    }
    r.rounds.push_back(std::move(p.round));
  }
  return check_points(r);
}

// A choice lo..hi, uniform whatever RapidCheck's size (inRange alone narrows with the size).
int uniform(int lo, int hi) { return *rc::gen::resize(100, rc::gen::inRange(lo, hi + 1)); }

EventSpec random_spec() {
  EventSpec e;
  e.teams = *rc::gen::weightedOneOf<int>({{6, rc::gen::resize(100, rc::gen::inRange(4, 17))},
                                          {1, rc::gen::resize(100, rc::gen::inRange(17, 65))}});
  e.boards = uniform(3, 6);
  // Small fields run up to the end (the DP checks completeness); large ones stay within
  // ⌊t/2⌋ − 1 rounds, where Dirac's theorem guarantees a round without rematches.
  const int max_rounds = e.teams <= 16 ? e.teams - 1 : std::min(9, e.teams / 2 - 1);
  e.rounds = uniform(1, max_rounds);
  e.pattern = *rc::gen::element<std::string>("RRB", "RB", "RBR", "RRBB", "B");
  e.match_points_000 = *rc::gen::arbitrary<bool>();
  e.lh_tie = *rc::gen::element(LhTie::literal, LhTie::parity);
  e.first_round = *rc::gen::element(FirstRound::fold, FirstRound::lots, FirstRound::full_draw);
  e.seed = *rc::gen::arbitrary<std::uint64_t>();
  return e;
}

RC_GTEST_PROP(TeamSwissProperties, EventsRoundAfterRoundKeepTheLaws, ()) {
  const EventSpec e = random_spec();
  Reached reached;
  const std::string problem = run_event(e, reached);
  RC_TAG(e.teams % 2 ? "odd field" : "even field");
  if (reached.same_zone_away > 0) RC_TAG("same-zone away pair");
  if (reached.no_legal > 0) RC_TAG("no legal round");
  RC_ASSERT(problem == std::string());
}

// The laws' preconditions are reached: over fixed seeds the checks above meet same-zone pairs
// in both zones, byes and PT-D7, W-1 and W-3, board orders decided, completeness at the end of
// small events, and few orders left unchecked for intransitivity.
TEST(TeamSwissProperties, LawsAreExercised) {
  Reached reached;
  Rng pick(2024);
  for (int i = 0; i < 150; ++i) {
    EventSpec e;
    e.teams = 4 + pick.index(13);
    e.boards = 3 + pick.index(4);
    e.rounds = e.teams - 1;
    e.pattern = i % 2 ? "RRB" : "RB";
    e.match_points_000 = i % 3 == 0;
    e.lh_tie = i % 4 == 0 ? LhTie::parity : LhTie::literal;
    e.seed = static_cast<std::uint64_t>(i) + 1;
    ASSERT_EQ(run_event(e, reached), "") << "event " << i;
  }
  EXPECT_GT(reached.rounds, 600);
  EXPECT_GT(reached.same_zone_home, 50);
  EXPECT_GT(reached.same_zone_away, 50);
  EXPECT_GT(reached.cross_zone, 500);
  EXPECT_GT(reached.byes, 100);
  EXPECT_GT(reached.pt_d7, 10);
  EXPECT_GT(reached.w1, 20);
  EXPECT_GT(reached.w3, 5);
  EXPECT_GT(reached.no_legal, 20);
  EXPECT_GT(reached.boards_checked, 5000);
  // Under 10 % left unchecked (circular look-backs, PT-D12): ≈ 5 % since the seats follow the
  // pattern — balanced colours tie on (1) more often (≈ 2.7 % before).
  EXPECT_LT(reached.boards_skipped * 10, reached.boards_checked);
  EXPECT_LT(reached.zone_skipped * 10, reached.same_zone_home + reached.same_zone_away);
  std::printf(
      "rounds %d, same-zone home %d away %d (skipped %d), cross %d, byes %d, PT-D7 %d, W-1 %d, "
      "W-3 %d, no legal %d, board orders %d (skipped %d)\n",
      reached.rounds, reached.same_zone_home, reached.same_zone_away, reached.zone_skipped,
      reached.cross_zone, reached.byes, reached.pt_d7, reached.w1, reached.w3, reached.no_legal,
      reached.boards_checked, reached.boards_skipped);
}

}  // namespace
}  // namespace xq
