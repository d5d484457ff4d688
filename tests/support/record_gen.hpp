// RapidCheck generator of valid random tournament records (check_record accepts every one).
// For property tests of anything that reads a record: I/O, standings, verifier, reports.
//
//   RC_GTEST_PROP(Standings, Whatever, ()) {
//     const xq::Record r = *xq::gen::record({.team_event = true});
//     ...
//   }
//
// or take `const xq::Record&` as a property argument (rc::Arbitrary<xq::Record> below, individual).
// What it produces: 2..max_entrants entrants (Chinese and Latin names, teams, some ratings over
// 9999, categories, seeds, codes), 0..max_rounds rounds with byes (some with a colour mark),
// players left unpaired, all results incl. forfeits and double forfeits, pending results in the
// last round only, fouls, play-off games (KO-3) and final games, time controls, warnings, now and
// then a source that lacked some inputs (RecordSource, as TRF's); rule sets
// with 2/1/0, 1/½/0, 3/1/0 and 13.3's unequal draw. Team events: teams of `boards` players
// (PT-12 numbering), matches with the board colour pattern, a team bye whose players have byes.
// Not a model of any pairing rule: pairings are random, only consistent.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/round_robin_plan.hpp"

namespace xq::gen {

struct RecordOptions {
  bool team_event = false;      ///< team Swiss: teams, matches, team byes
  bool trf_compatible = false;  ///< nothing write_trf refuses: individual, no 13.3 unequal draw
  int max_entrants = 20;        ///< individual events: 2..max_entrants entrants
  int max_rounds = 7;
};

namespace detail {

// A count lo..hi that grows with RapidCheck's size (small records first, shrinks to lo).
inline int pick(int lo, int hi) { return *rc::gen::inRange(lo, hi + 1); }
// A choice lo..hi, uniform whatever the size (inRange alone narrows with the size).
inline int uniform(int lo, int hi) { return *rc::gen::resize(100, rc::gen::inRange(lo, hi + 1)); }
// True with `percent` % probability; shrinks towards false (the plainer record).
inline bool chance(int percent) { return uniform(0, 99) >= 100 - percent; }
template <class T>
T one_of(const std::vector<T>& v) {
  return v[static_cast<size_t>(uniform(0, static_cast<int>(v.size()) - 1))];
}

template <class T>
void shuffle(std::vector<T>& v) {
  for (size_t i = v.size(); i > 1; --i)
    std::swap(v[i - 1], v[static_cast<size_t>(uniform(0, static_cast<int>(i) - 1))]);
}

inline RuleSet rules(const RecordOptions& opt, int rounds) {
  RuleSet r;
  switch (uniform(0, opt.trf_compatible ? 2 : 3)) {
    case 0: break;                                // 2 / 1 / 0 (S-1 default)
    case 1: r.points = {2, 1, 0, -1, -1}; break;  // 1 / ½ / 0
    case 2: r.points = {6, 2, 0, -1, -1}; break;  // 3 / 1 / 0 (13.3)
    default: r.points = {4, 2, 0, 2, 4}; break;   // 13.3: a draw 1 to red, 2 to black
  }
  r.rounds = chance(70) ? std::max(rounds, pick(0, 11)) : 0;
  r.bye_colour_mark = chance(50) ? ByeColourMark::count : ByeColourMark::none;
  r.forfeit_colour = chance(30) ? ForfeitColour::count : ForfeitColour::none;
  // A round robin reads none of the Swiss's pairing settings (validate_rules refuses them).
  const bool round_robin = !opt.team_event && chance(20);
  if (!round_robin) {
    r.first_round =
        one_of<FirstRound>({FirstRound::fold, FirstRound::lots, FirstRound::full_draw, FirstRound::adjacent});
    r.first_round_colours = chance(50) ? FirstRoundColours::parity : FirstRoundColours::board;
    r.competition_codes = chance(30);
  }
  if (opt.team_event) {  // only the settings a team event reads (validate_rules refuses the others)
    r.format = EventFormat::team_swiss;
    r.boards = pick(1, 4);
    r.board_colours = one_of<std::string>({"RRB", "RB", "RBR", "R"});
    if (chance(50)) r.match_points = {5, 0, 2, 3};  // 000: 2.5 / 0 / 1 home / 1.5 away
    return r;
  }
  if (round_robin) r.format = EventFormat::round_robin;
  if (!round_robin && r.rounds > 1 && chance(20)) r.final_after_round = r.rounds - 1;
  r.forfeit_counts_as_win = chance(70);
  r.bye_counts_as_win = chance(70);
  r.bye_opponent_score = one_of<ByeOpponentScore>(
      {ByeOpponentScore::lowest, ByeOpponentScore::lowest_nonzero, ByeOpponentScore::zero});
  r.previous_round = one_of<PreviousRound>(
      {PreviousRound::ranking, PreviousRound::round_totals, PreviousRound::recent_rounds});
  if (chance(50))
    r.tiebreaks = {"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"};
  if (!round_robin) r.avoid_same_team_rounds = one_of<std::vector<int>>({{}, {0}, {1}, {1, 3}});
  std::erase_if(r.avoid_same_team_rounds, [&](int k) { return r.rounds > 0 && k > r.rounds; });  // P1-7
  return r;
}

inline Entrant entrant(EntrantId id, int n) {
  static const std::vector<std::string> names{
      "Wang Tianyi",      "王天一", "Zheng Weitong", "郑惟桐",    "Lai Li Huynh",
      "Nguyen Thanh Bao", "赵鑫鑫", "Xu Yinchuan",   "A. Player", "Lü Qin"};
  static const std::vector<std::string> teams{
      "", "CHN", "VN", "SGP", "北京", "Shanghai Club", "广东碧桂园", "Macau Xiangqi Association"};
  Entrant e;
  e.id = id;
  e.name = one_of(names);
  if (!e.name.empty() && chance(50)) e.name += " " + std::to_string(id);
  e.team = one_of(teams);
  e.rating = chance(20) ? 0 : chance(5) ? pick(10000, 30000) : pick(1000, 2800);
  e.category = one_of<std::string>({"", "", "U12", "non-CN-VN"});
  if (chance(30)) e.seed = pick(1, n);
  if (chance(30)) e.code = pick(1, 999);
  if (chance(30)) {  // the FIDE facts (issue 14 item 4), each in its written form
    e.sex = one_of<std::string>({"", "m", "w"});
    e.title = one_of<std::string>({"", "GM", "WGM", "CM", "WCM"});
    e.fide_id = one_of<std::string>({"", "8603677", "12345678901", "0"});
    e.birth_date = one_of<std::string>({"", "1989/06/18", "2001", "2000/02/29"});
    e.federation = one_of<std::string>({"", "CHN", "VIE", "SGP"});
  }
  return e;
}

// The event's facts for TRF's header lines (issue 14 item 4), some or none.
inline EventInfo event_info() {
  EventInfo info;
  info.city = one_of<std::string>({"", "Shanghai", "胡志明市"});
  info.federation = one_of<std::string>({"", "CHN", "VIE"});
  info.start_date = one_of<std::string>({"", "2024/05/01"});
  info.end_date = one_of<std::string>({"", "2024/05/09", "2024/12/31"});
  info.type = one_of<std::string>({"", "Individual: Swiss-System", "Open, 9 rounds"});
  info.chief_arbiter = one_of<std::string>({"", "Liu Guohua"});
  info.deputy_arbiters = one_of<std::vector<std::string>>({{}, {"Tran B"}, {"Tran B", "黎 C"}});
  info.time_control = one_of<std::string>({"", "90 min + 30 s"});
  return info;
}

inline Result result(bool may_be_pending) {
  if (may_be_pending && chance(60)) return Result::pending;
  const int k = uniform(0, 99);
  if (k < 35) return Result::red_win;
  if (k < 65) return Result::draw;
  if (k < 90) return Result::black_win;
  if (k < 95) return one_of<Result>({Result::red_forfeit, Result::black_forfeit});
  return Result::double_forfeit;
}

inline Game game(int board, EntrantId red, EntrantId black, bool pending_round) {
  Game g;
  g.board = board;
  g.red = red;
  g.black = black;
  g.result = result(pending_round);
  if (chance(10)) g.red_fouls = pick(1, 2);
  if (chance(10)) g.black_fouls = pick(1, 2);
  if (chance(3)) g.kind = GameKind::final_game;
  if (chance(10)) g.time_control = one_of<TimeControl>({TimeControl::rapid, TimeControl::super_rapid});
  return g;
}

// KO-3: a drawn tie gets a rapid or armageddon play-off game with colours swapped.
inline void maybe_playoff(Round& round, bool pending_round) {
  if (round.games.empty() || !chance(15)) return;
  const Game tie = round.games[static_cast<size_t>(uniform(0, static_cast<int>(round.games.size()) - 1))];
  Game p = tie;
  std::swap(p.red, p.black);
  p.result = result(pending_round);
  p.red_fouls = p.black_fouls = 0;
  p.kind = GameKind::playoff;
  p.time_control = one_of<TimeControl>({TimeControl::rapid, TimeControl::armageddon});
  round.games.push_back(p);
}

inline void maybe_warnings(Round& round, int n) {
  if (!chance(20)) return;
  for (int k = pick(1, 2); k > 0; --k)
    round.warnings.push_back(
        {one_of<std::string>({"W-2", "W-3", "W-5"}), uniform(0, n), "generated warning"});
}

inline Round individual_round(int number, int n, bool pending_round) {
  Round round;
  round.number = number;
  std::vector<EntrantId> players;
  for (EntrantId id = 1; id <= n; ++id)
    if (!chance(5)) players.push_back(id);  // some are not paired this round
  shuffle(players);
  if (players.size() % 2 == 1) {
    const EntrantId bye = players.back();
    players.pop_back();
    const int mark = uniform(0, 2);
    round.byes.push_back(
        {bye, mark == 0 ? std::nullopt : std::optional<Colour>(mark == 1 ? Colour::red : Colour::black)});
  }
  for (size_t i = 0; i + 1 < players.size(); i += 2)
    round.games.push_back(game(static_cast<int>(i / 2 + 1), players[i], players[i + 1], pending_round));
  maybe_playoff(round, pending_round);
  maybe_warnings(round, n);
  return round;
}

inline Round team_round(int number, const Record& r, bool pending_round) {
  Round round;
  round.number = number;
  std::vector<EntrantId> teams(r.teams.size());
  std::iota(teams.begin(), teams.end(), 1);
  shuffle(teams);
  if (teams.size() % 2 == 1) {  // PT-13: the bye team's players each have a bye
    round.team_byes.push_back(teams.back());
    for (EntrantId p : r.teams[static_cast<size_t>(teams.back() - 1)].players)
      round.byes.push_back({p, std::nullopt});
    teams.pop_back();
  }
  const std::string& pattern = r.rules.board_colours;
  for (size_t i = 0; i + 1 < teams.size(); i += 2) {
    Match m{static_cast<int>(i / 2 + 1), teams[i], teams[i + 1], {}};
    const Team& home = r.teams[static_cast<size_t>(m.home - 1)];
    const Team& away = r.teams[static_cast<size_t>(m.away - 1)];
    for (size_t b = 0; b < home.players.size(); ++b) {  // PT-9: home colour per board
      const bool home_red = pattern[b % pattern.size()] == 'R';
      m.games.push_back(static_cast<int>(round.games.size()));
      round.games.push_back(game(static_cast<int>(b + 1), home_red ? home.players[b] : away.players[b],
                                 home_red ? away.players[b] : home.players[b], pending_round));
    }
    round.matches.push_back(m);
  }
  maybe_warnings(round, static_cast<int>(r.teams.size()));
  return round;
}

inline void add_teams(Record& r) {
  const int boards = r.rules.boards;
  const int count = pick(2, 7);
  for (int t = 1; t <= count; ++t) {
    Team team{t, "Team " + std::to_string(t), {}, std::nullopt};
    for (int b = 1; b <= boards; ++b) team.players.push_back(boards * (t - 1) + b);  // PT-12
    r.teams.push_back(team);
  }
  for (EntrantId id = 1; id <= count * boards; ++id) {
    r.entrants.push_back(entrant(id, count * boards));
    r.entrants.back().team = r.teams[static_cast<size_t>((id - 1) / boards)].name;
  }
}

inline Record record(const RecordOptions& opt) {
  Record r;
  r.event = one_of<std::string>({"", "Test event", "第十六届世界象棋锦标赛", "WXC 2019 \"men\""});
  const int rounds = pick(0, opt.max_rounds);
  r.rules = rules(opt, rounds);
  if (opt.team_event) {
    add_teams(r);
  } else {
    const int n = pick(2, std::max(2, opt.max_entrants));
    for (EntrantId id = 1; id <= n; ++id) r.entrants.push_back(entrant(id, n));
    if (r.rules.format == EventFormat::round_robin && r.rules.rounds > 0) {  // RR-1.4: the table's rounds
      const int table = berger_rounds(n, r.rules.cycles);
      r.rules.rounds = table >= rounds ? table : 0;  // (0: not set, when more rounds are generated)
    }
  }
  const bool last_pending = chance(40);
  for (int k = 1; k <= rounds; ++k) {
    const bool pending = last_pending && k == rounds;
    r.rounds.push_back(opt.team_event ? team_round(k, r, pending)
                                      : individual_round(k, r.entrant_count(), pending));
  }
  if (chance(25)) r.info = event_info();
  if (chance(15)) {  // read from a format that lacked some inputs (RecordSource)
    r.source.format = one_of<std::string>({"TRF", "", "其他"});
    for (RecordInput i : kRecordInputs)
      if (chance(50)) r.source.missing.push_back(i);
  }
  return r;
}

}  // namespace detail

/// A valid random record (see the top of this file).
inline rc::Gen<Record> record(RecordOptions options = {}) {
  return rc::gen::exec([options] { return detail::record(options); });
}

/// Sometimes (one time in two, inside a RapidCheck property) a PI-10 final for an individual
/// record: the last round's first game that is not a play-off becomes the final after round
/// rounds − 1, a drawn final sometimes followed by an armageddon play-off with colours swapped.
/// Records of fewer than two rounds, or whose last round has no such game, stay as they are.
inline void maybe_final(Record& r) {
  if (r.rounds.size() < 2 || !*rc::gen::arbitrary<bool>()) return;
  Round& last = r.rounds.back();
  auto it = std::find_if(last.games.begin(), last.games.end(),
                         [](const Game& g) { return g.kind != GameKind::playoff; });
  if (it == last.games.end()) return;
  r.rules.final_after_round = static_cast<int>(r.rounds.size()) - 1;
  it->kind = GameKind::final_game;
  if (it->result == Result::draw && *rc::gen::arbitrary<bool>()) {
    Game p = *it;
    p.kind = GameKind::playoff;
    p.time_control = TimeControl::armageddon;
    std::swap(p.red, p.black);
    p.result = *rc::gen::element(Result::red_win, Result::draw, Result::black_win);
    last.games.push_back(p);
  }
}

}  // namespace xq::gen

namespace rc {
/// Individual records by default; use xq::gen::record(options) for team events.
template <>
struct Arbitrary<xq::Record> {
  static Gen<xq::Record> arbitrary() { return xq::gen::record(); }
};
}  // namespace rc
