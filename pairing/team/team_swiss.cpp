#include "pairing/team/team_swiss.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <tuple>

#include "pairing/model/errors.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/standings/entrant_stats.hpp"
#include "pairing/standings/team_standings.hpp"
#include "pairing/swiss/bye.hpp"
#include "pairing/swiss/colour_rules.hpp"
#include "pairing/swiss/competition_codes.hpp"
#include "pairing/swiss/first_round.hpp"
#include "pairing/swiss/lh_procedure.hpp"
#include "pairing/swiss/pair_guard.hpp"
#include "pairing/team/board_order.hpp"
#include "pairing/team/team_zones.hpp"

namespace xq {

namespace {

std::string pts(Points p) { return format_points(p); }

const char* zone_name(Zone z) { return z == Zone::home ? "home zone" : "away zone"; }

// One table: the two teams (indices into the states), home first, and why (PT-7 / P1-9).
struct Table {
  int home = 0;
  int away = 0;
  const char* rule = "";
  const char* why = "";
};

class TeamPairer {
 public:
  TeamPairer(const Record& rec, const PairingOptions& options, PairingResult& out)
      : rec_(rec), rules_(rec.rules), out_(out), explain_(options.explain, out.explanation) {
    round_ = static_cast<int>(rec.rounds.size()) + 1;
    n_ = static_cast<int>(rec.teams.size());
  }

  void run(Rng& rng);

 private:
  struct Pt5Policy;

  void check_teams() const;
  void first_round(Rng& rng);
  void draw_team_codes(Rng& rng);
  bool choose_bye();
  void procedure();
  void order_tables();
  void build_round();
  void add_warnings();
  bool met(int x, int y) const { return states_[at(x)].met(states_[at(y)].id); }
  EntrantId id(int x) const { return states_[at(x)].id; }
  std::string team_text(int x) const { return std::to_string(id(x)) + "(" + pts(states_[at(x)].score) + ")"; }
  std::string list_text(const std::vector<int>& v) const {
    return join_ids(v, [&](int x) { return team_text(x); });
  }

  const Record& rec_;
  const RuleSet& rules_;
  PairingResult& out_;
  Explainer explain_;
  int round_ = 0;
  int n_ = 0;

  std::vector<TeamState> states_;
  std::unique_ptr<PairGuard> guard_;
  int bye_ = -1;
  TeamZones zones_;
  std::vector<Table> tables_;
  std::vector<char> stuck_;  // teams the procedure could not place (never, see Pt5Policy::leave)

  struct MayMeet {  // the guard's graph: two teams that have not met (PT-1)
    const TeamPairer* tp;
    bool operator()(int a, int b) const { return a != b && !tp->met(a, b); }
  } may_meet_{this};
};

// ---------------------------------------------------------------------------------------------
// Input

void TeamPairer::check_teams() const {
  if (n_ < 2) throw InputError("", 0, "teams", "a team Swiss needs at least two teams");
  if (const std::optional<std::string> why = team_first_round_problem(rules_))
    throw InputError("", 0, "first_round", *why);
  std::vector<EntrantId> team_of(rec_.entrants.size() + 1, 0);
  for (const Team& t : rec_.teams) {
    if (static_cast<int>(t.players.size()) != rules_.boards)
      throw InputError("", 0, "teams",
                       "team " + std::to_string(t.id) + " has " + std::to_string(t.players.size()) +
                           " players; a match has rules.boards = " + std::to_string(rules_.boards) +
                           " boards");
    for (EntrantId p : t.players) {
      if (p < 1 || p > rec_.entrant_count())
        throw InputError("", 0, "teams",
                         "team " + std::to_string(t.id) + ": unknown player " + std::to_string(p));
      if (team_of[at(p)] != 0)
        throw InputError("", 0, "teams",
                         "player " + std::to_string(p) + " is in team " + std::to_string(team_of[at(p)]) +
                             " and team " + std::to_string(t.id));
      team_of[at(p)] = t.id;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Round 1: P1-1 (P1-2, P1-3) on the team numbers; home sides by P1-9 (`first_round_colours =
// board`) or P1-5 (`parity`, 001 "配對者兩序號相加之和為奇數時小號先走" applied to teams).

void TeamPairer::first_round(Rng& rng) {
  Record teams;  // the teams as the entrants of the first-round method (number = team number)
  teams.rules = rules_;
  for (const Team& t : rec_.teams) teams.entrants.push_back(Entrant{t.id, t.name, "", 0, "", 0, {}});
  std::vector<ExplanationLine> ignored;
  const FirstRoundDraw draw = draw_first_round(teams, rng, Explainer(false, ignored));
  const char* rule = rules_.first_round == FirstRound::fold   ? "P1-1"
                     : rules_.first_round == FirstRound::lots ? "P1-2"
                                                              : "P1-3";
  for (size_t k = 0; k < draw.boards.size(); ++k) {
    const auto& b = draw.boards[k];
    const int first = b.first - 1, second = b.second - 1;  // team ids → indices
    if (rules_.first_round_colours == FirstRoundColours::parity) {
      // P1-5: the sum of the two numbers odd → the smaller is home (moves first), even → the larger.
      const int small = std::min(first, second), large = std::max(first, second);
      tables_.push_back((b.first + b.second) % 2 == 1
                            ? Table{small, large, "P1-5", "odd sum: the smaller number is home"}
                            : Table{large, small, "P1-5", "even sum: the larger number is home"});
      continue;
    }
    const bool odd = (k + 1) % 2 == 1;  // P1-9: odd tables the upper-half team home
    tables_.push_back(odd ? Table{first, second, "P1-9", "odd table: the upper-half team is home"}
                          : Table{second, first, "P1-9", "even table: the lower-half team is home"});
  }
  if (draw.bye) bye_ = *draw.bye - 1;
  explain_(rule, [&] {
    std::string s = "tables (upper–lower): " + join_ids(draw.boards, [](const FirstRoundDraw::Board& b) {
                      return std::to_string(b.first) + "–" + std::to_string(b.second);
                    });
    if (draw.bye) s += "; bye team " + std::to_string(*draw.bye) + " (PT-13, S-4: left over by the method)";
    return s;
  });
}

// P1-8 for teams (001 三.3 "對各組棋手（隊）隨機抽取比賽代號"): teams without a code draw one; from
// round 2 on "by number" (PT-3/PT-4 (4), PT-D7) means the code.
void TeamPairer::draw_team_codes(Rng& rng) {
  std::vector<std::optional<int>> have;
  for (const Team& t : rec_.teams) have.push_back(t.code);
  out_.team_codes = draw_codes(have, rng);
  for (const CodeAssignment& c : out_.team_codes) have[at(c.entrant - 1)] = c.code;
  for (TeamState& s : states_) s.number = *have[at(s.id - 1)];
  if (!out_.team_codes.empty())
    explain_("P1-8", [&] {
      return "competition codes drawn (team=code): " + join_ids(out_.team_codes, [](const CodeAssignment& c) {
               return std::to_string(c.entrant) + "=" + std::to_string(c.code);
             });
    });
}

// ---------------------------------------------------------------------------------------------
// The bye (PT-13, PT-D6) and the completeness guard (PT-6).

bool TeamPairer::choose_bye() {
  const bool odd = n_ % 2 == 1;
  const int size = guard_->start([&] {  // a guess of the pairing: by score, then number
    std::vector<int> order(at(n_));
    for (int k = 0; k < n_; ++k) order[at(k)] = k;
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return states_[at(x)].score > states_[at(y)].score; });
    return order;
  }());
  const auto fail = [&](const std::string& why) {
    out_.status = PairingStatus::no_legal_pairing;
    out_.reason = "no round " + std::to_string(round_) + " without a rematch exists: " + why;
    explain_("PT-6", [&] { return out_.reason; });
    return false;
  };
  if (size < n_ / 2)
    return fail("at most " + std::to_string(2 * size) + " of the " + std::to_string(n_) +
                " teams can be paired with teams they have not met (maximum matching)" +
                (odd ? ", the bye aside" : ""));
  if (!odd) return true;
  // PT-D6: the lowest-ranked team (PT-14) without a bye first; passes up while the rest
  // cannot be paired. Only if no team with the fewest byes works may a team have a second.
  const std::vector<EntrantId> standings = compute_team_standings(rec_).order();
  std::vector<int> candidates;
  for (auto it = standings.rbegin(); it != standings.rend(); ++it) candidates.push_back(*it - 1);
  std::vector<int> had;
  for (const TeamState& t : states_) had.push_back(t.byes);
  const std::vector<int> tiers = bye_tiers(had);
  const auto passed = [&](int c) {
    explain_("PT-D6", [&] {
      return "bye not to team " + std::to_string(id(c)) +
             ": the others could not all be paired; it passes up";
    });
  };
  for (size_t tier = 0; tier < tiers.size() && bye_ < 0; ++tier) {  // S-4: the fewest byes first
    if (tier > 0) explain_("S-4", [&] { return bye_tier_passed(tiers[tier - 1], tiers[tier], "teams"); });
    bye_ = guard_->take_bye(
        candidates, [&](int c) { return states_[at(c)].byes != tiers[tier]; }, passed);
  }
  if (bye_ < 0) return fail("no team can take the bye so that the others can all be paired");
  const TeamState& b = states_[at(bye_)];
  explain_.decision("PT-13", b.id, 0, false, [&] {
    return "bye to team " + std::to_string(b.id) +
           " (PT-D6: the lowest-ranked by PT-14 with the fewest byes that leaves a complete round; score " +
           pts(b.score) + ", byes so far " + std::to_string(b.byes) + ")";
  });
  if (b.byes > 0)
    out_.round.warnings.push_back(bye_again_warning("PT-D6", b.id, "team " + std::to_string(b.id), round_));
  return true;
}

// ---------------------------------------------------------------------------------------------
// PT-5 on the zones (lh_procedure.hpp), the team policy: floats stay inside the procedure.

struct TeamPairer::Pt5Policy {
  TeamPairer& tp;
  bool open(int x) const { return !tp.guard_->paired(x) && !tp.stuck_[at(x)]; }
  Points score(int x) const { return tp.states_[at(x)].score; }
  int number(int x) const { return tp.states_[at(x)].number; }  // P1-8: the code where drawn (PT-5.2)
  bool may_meet(int x, int y) const { return !tp.met(x, y) && !tp.guard_->refused(x, y); }  // PT-D5
  bool take(int x, int y, Pt5Step step) {
    if (!tp.guard_->take(x, y)) {  // PT-6 / PT-D5
      tp.explain_("PT-D5", [&] {
        return std::to_string(tp.id(x)) + "–" + std::to_string(tp.id(y)) +
               " not taken: the teams left could not all be paired (PT-6); the two count as met this round";
      });
      return false;
    }
    tp.explain_.decision(rule(step), tp.id(x), tp.id(y), false, [&] {
      std::string s = text(step);
      s += ": ";
      s += tp.team_text(x) + " takes " + tp.team_text(y);
      return s;
    });
    return true;
  }
  static const char* rule(Pt5Step step) {
    switch (step) {
      case Pt5Step::first_pair: return "PT-5.1";
      case Pt5Step::cross_same: return "PT-5.2.2";
      case Pt5Step::same_same: return "PT-5.2.3";
      case Pt5Step::cross_float: return "PT-5.2.4";
      case Pt5Step::same_float: return "PT-5.2.5";
    }
    return "PT-5";
  }
  static const char* text(Pt5Step step) {
    switch (step) {
      case Pt5Step::first_pair: return "A and B, same score, not met";
      case Pt5Step::cross_same: return "cross-zone, same score";
      case Pt5Step::same_same: return "same-zone, same score";
      case Pt5Step::cross_float: return "cross-zone float";
      case Pt5Step::same_float: return "same-zone float";
    }
    return "";
  }
  void decided(const LhDecision& d) const {
    const Zone l = d.l == 0 ? Zone::home : Zone::away, h = d.l == 0 ? Zone::away : Zone::home;
    const char* rule = d.kind == LhCase::same_score      ? "PT-5.2"
                       : d.kind == LhCase::scores_differ ? "PT-5.3"
                                                         : "PT-D3";
    tp.explain_(rule, [&] {
      std::string s;
      if (d.kind == LhCase::same_score)
        s = "A and B (score " + pts(d.score) + ") may not meet; unpaired teams of the score: home zone " +
            std::to_string(d.count[0]) + ", away zone " + std::to_string(d.count[1]) + "; ";
      else if (d.kind == LhCase::scores_differ)
        s = "A and B have different scores; ";
      s += std::string("L = ") + zone_name(l) + " (" + d.why + "), H = " + zone_name(h);
      if (d.kind == LhCase::same_score && d.count[0] == d.count[1])
        s += tp.rules_.lh_tie == LhTie::literal ? " [PT-D2 literal]" : " [PT-D2 parity]";
      return s;
    });
    tp.explain_("PT-5.2.1", [&] {
      const auto& zone = d.l == 0 ? tp.zones_.home : tp.zones_.away;
      std::vector<int> set;
      for (int x : zone)
        if (open(x) && score(x) == d.score) set.push_back(x);
      return "L first: the L teams of score " + pts(d.score) + " must all be paired: " + tp.list_text(set);
    });
  }
  bool floats_inside() const { return true; }
  void unplaced(int) const {}  // PT-5.2.4/5 float it inside the procedure
  void leave(int x) {          // unreachable: the guard keeps a partner for every open team
    assert(false && "PT-6: an L team found no partner");
    tp.stuck_[at(x)] = 1;  // (without asserts: paired after the procedure, below)
  }
};

void TeamPairer::procedure() {
  std::vector<int> in_play;
  for (int k = 0; k < n_; ++k)
    if (k != bye_) in_play.push_back(k);
  zones_ = build_zones(states_, in_play, round_);
  explain_("PT-2", [&] {
    std::vector<int> home = zones_.home, away = zones_.away;
    std::sort(home.begin(), home.end());
    std::sort(away.begin(), away.end());
    const auto counts = [&](const std::vector<int>& v) {
      return join_ids(v, [&](int x) {
        const TeamState& t = states_[at(x)];
        std::string s = std::to_string(t.id) + " (H" + std::to_string(t.home) + " A" + std::to_string(t.away);
        if (zones_.by_pt_d7[at(x)]) s += ", PT-D7 no match yet";
        return s + ")";
      });
    };
    return "home zone: " + counts(home) + "; away zone: " + counts(away);
  });
  explain_("PT-3", [&] { return "home-zone order: " + list_text(zones_.home); });
  explain_("PT-4", [&] { return "away-zone order: " + list_text(zones_.away); });

  stuck_.assign(at(n_), 0);
  Pt5Policy policy{*this};
  run_pt5({&zones_.home, &zones_.away}, policy, round_, rules_.lh_tie);
  for (int x = 0; x < n_; ++x)  // never runs while the guard's invariant holds (PT-6)
    for (int y = 0; y < n_ && stuck_[at(x)] && !guard_->paired(x); ++y)
      if (y != x && !guard_->paired(y) && !met(x, y)) guard_->take(x, y);
  assert(guard_->unpaired_count() == 0);

  for (const auto& [x, y] : guard_->pairs()) {  // PT-7
    const Zone zx = zones_.zone_of[at(x)], zy = zones_.zone_of[at(y)];
    const int px = zones_.position[at(x)], py = zones_.position[at(y)];
    Table t;
    if (zx != zy) {
      const bool x_home = zx == Zone::home;
      t = {x_home ? x : y, x_home ? y : x, "PT-7", "different zones: the home-zone team is home"};
    } else if (zx == Zone::home) {
      t = {px < py ? x : y, px < py ? y : x, "PT-7", "both in the home zone: the one placed higher is home"};
    } else {
      t = {px > py ? x : y, px > py ? y : x, "PT-7", "both in the away zone: the one placed lower is home"};
    }
    tables_.push_back(t);
  }
}

// PT-D1: the higher score of the two, then the lower, then the best home-zone position;
// tables of two away-zone teams after those with a home-zone team, by away-zone position.
void TeamPairer::order_tables() {
  const auto key = [&](const Table& t) {
    const Points a = states_[at(t.home)].score, b = states_[at(t.away)].score;
    int best_home = 1 << 30, best_away = 1 << 30;
    for (int x : {t.home, t.away})
      (zones_.zone_of[at(x)] == Zone::home ? best_home : best_away) =
          std::min(zones_.zone_of[at(x)] == Zone::home ? best_home : best_away, zones_.position[at(x)]);
    const bool has_home = best_home < (1 << 30);
    return std::tuple{-std::max(a, b), -std::min(a, b), has_home ? 0 : 1, has_home ? best_home : best_away};
  };
  std::stable_sort(tables_.begin(), tables_.end(),
                   [&](const Table& p, const Table& q) { return key(p) < key(q); });
}

// ---------------------------------------------------------------------------------------------
// The round: tables, boards PT-10/PT-11, colours PT-9, the bye team's players.

void TeamPairer::build_round() {
  const auto histories = build_histories(rec_);
  const auto stats = entrant_stats(histories, rules_);
  const auto board_player = [&](EntrantId p) {
    const EntrantStats& s = stats[at(p - 1)];
    BoardPlayer b;
    b.id = p;
    b.red_games = s.red_games;
    b.black_games = s.black_games;
    b.total = s.score;
    b.progressive = s.progressive;
    b.red_points = s.red_points;
    b.black_points = s.black_points;
    b.colours = colour_history(histories[at(p - 1)]).by_round;  // PT-D8/D9: played games only
    return b;
  };
  const auto order = [&](int team, Side side) {
    std::vector<BoardPlayer> players;
    for (EntrantId p : rec_.teams[at(team)].players) players.push_back(board_player(p));
    return seat_on_boards(board_order(std::move(players), side, round_), rules_.board_colours);  // PT-9
  };
  Round& round = out_.round;
  round.number = round_;
  int table = 0;
  for (const Table& t : tables_) {
    ++table;
    explain_.decision(t.rule, id(t.home), id(t.away), true, [&] {
      return "table " + std::to_string(table) + ": " + std::to_string(id(t.home)) + " home, " +
             std::to_string(id(t.away)) + " away (" + t.why + ")";
    });
    const auto home = order(t.home, Side::home), away = order(t.away, Side::away);
    Match m{table, id(t.home), id(t.away), {}};
    for (int b = 1; b <= rules_.boards; ++b) {
      const EntrantId hp = home[at(b - 1)].id, ap = away[at(b - 1)].id;
      const bool home_red = home_colour(rules_.board_colours, b) == Colour::red;  // PT-9
      Game g;
      g.board = b;
      g.red = home_red ? hp : ap;
      g.black = home_red ? ap : hp;
      m.games.push_back(static_cast<int>(round.games.size()));
      round.games.push_back(g);
    }
    const auto seated = [](const std::vector<BoardPlayer>& players) {
      return [&players] {
        std::vector<EntrantId> ids;
        for (const BoardPlayer& p : players) ids.push_back(p.id);
        return ids;
      };
    };
    explain_.seating("PT-10", seated(home), [&] {  // PT-10: the home team's board order
      return "table " + std::to_string(table) + ", home team " + std::to_string(m.home) + " on boards 1.." +
             std::to_string(rules_.boards) + ": " + join_ids(home, [](const BoardPlayer& p) { return p.id; });
    });
    explain_.seating("PT-11", seated(away), [&] {  // PT-11: the away team's
      return "table " + std::to_string(table) + ", away team " + std::to_string(m.away) + " on boards 1.." +
             std::to_string(rules_.boards) + ": " + join_ids(away, [](const BoardPlayer& p) { return p.id; });
    });
    explain_.decisions(  // PT-9: each board's colours (players, not teams)
        "PT-9", true,
        [&] {
          std::vector<std::pair<EntrantId, EntrantId>> pairs;
          for (int gi : m.games) pairs.emplace_back(round.games[at(gi)].red, round.games[at(gi)].black);
          return pairs;
        },
        [&] {
          std::string s = "table " + std::to_string(table) + " (home colours " + rules_.board_colours +
                          " repeated), red–black:";
          for (int gi : m.games) {
            const Game& g = round.games[at(gi)];
            s += " " + std::to_string(g.board) + ":" + std::to_string(g.red) + "–" + std::to_string(g.black);
          }
          return s;
        });
    round.matches.push_back(std::move(m));
  }
  if (bye_ >= 0) {  // PT-13: a match win, each player a game win (a Bye each)
    round.team_byes.push_back(id(bye_));
    for (EntrantId p : rec_.teams[at(bye_)].players) round.byes.push_back(Bye{p, std::nullopt});
  }
  if (round_ > 1)
    explain_("PT-D1", [&] {
      return "tables: " + join_ids(round.matches, [&](const Match& m) {
               return std::to_string(m.table) + ":" + team_text(m.home - 1) + "–" + team_text(m.away - 1);
             });
    });
}

// W-1 (PT-8, PT-D10): a team home (away) in each of its last three matches, this one included,
// byes passed over. W-3: |home − away| > 2 after this round. W-5: a table whose two scores have
// another score group of the round strictly between them (the higher team floated).
void TeamPairer::add_warnings() {
  Round& round = out_.round;
  const std::string r = "round " + std::to_string(round_) + ": ";
  std::set<Points> groups;
  for (const TeamState& t : states_) groups.insert(t.score);
  for (const Match& m : round.matches) {
    for (const auto& [team, side] : {std::pair{m.home, Side::home}, std::pair{m.away, Side::away}}) {
      const TeamState& t = states_[at(team - 1)];
      int run = 1;
      for (auto it = t.sides.rbegin(); it != t.sides.rend() && run < 3; ++it) {
        if (!*it) continue;  // PT-D10: a bye (or no match) is passed over
        if (**it != side) break;
        ++run;
      }
      const bool home = side == Side::home;
      if (run >= 3)
        round.warnings.push_back({"W-1", team,
                                  r + "team " + std::to_string(team) + (home ? " home" : " away") +
                                      " three matches running (" + (home ? "连三主" : "连三客") + ", PT-8)"});
      const int h = t.home + (home ? 1 : 0), a = t.away + (home ? 0 : 1);
      if (std::abs(h - a) > 2)
        round.warnings.push_back({"W-3", team,
                                  r + "team " + std::to_string(team) + " home " + std::to_string(h) +
                                      ", away " + std::to_string(a)});
    }
    const Points sh = states_[at(m.home - 1)].score, sa = states_[at(m.away - 1)].score;
    const Points hi = std::max(sh, sa), lo = std::min(sh, sa);
    if (hi > lo && std::distance(groups.upper_bound(lo), groups.lower_bound(hi)) > 0) {
      const EntrantId up = sh > sa ? m.home : m.away, down = sh > sa ? m.away : m.home;
      round.warnings.push_back({"W-5", up,
                                r + "team " + std::to_string(up) + " (" + pts(hi) + ") floats to team " +
                                    std::to_string(down) + " (" + pts(lo) + ") over another score group"});
    }
  }
}

void TeamPairer::run(Rng& rng) {
  check_teams();
  out_.round.number = round_;
  states_ = team_states(build_team_histories(rec_));
  if (round_ >= 2 && rules_.competition_codes) draw_team_codes(rng);  // P1-8
  if (round_ == 1) {
    first_round(rng);  // P1-1, P1-9; round 1 keeps the method's table order (PT-D1)
  } else {
    guard_ = std::make_unique<PairGuard>(n_, AdjacencyRef(may_meet_));
    if (!choose_bye()) return;
    procedure();
    order_tables();
  }
  build_round();
  add_warnings();
}

}  // namespace

PairingResult pair_team_round(const Record& history, Rng& rng, const PairingOptions& options) {
  PairingResult result;
  TeamPairer pairer(history, options, result);
  pairer.run(rng);
  return result;
}

void add_team(Record& record, const std::string& name, const std::vector<std::string>& player_names) {
  std::vector<Entrant> players(static_cast<size_t>(record.rules.boards));
  for (size_t b = 0; b < players.size(); ++b)
    players[b].name = b < player_names.size() ? player_names[b] : name + " " + std::to_string(b + 1);
  append_team(record.entrants, record.teams, name, std::move(players));
}

}  // namespace xq
