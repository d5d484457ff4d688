#include "pairing/model/record_check.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>

#include "pairing/model/errors.hpp"
#include "pairing/model/round_robin_plan.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/tiebreak_catalogue.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

std::string str(size_t i) { return std::to_string(i); }

// V-7, one record: each check names the JSON path of the offending field as key and the
// round, board and player in the reason.
class Checker {
 public:
  Checker(const Record& record, const std::string& file) : r_(record), file_(file) {}

  void run() {
    check_rules();
    if (const std::optional<std::string> why = rounds_beyond_rules(r_, "rules.rounds"))
      fail("rules.rounds", *why);
    check_entrants();
    // RR-1.4: a round robin plays its table's rounds (a Swiss record given format = round_robin by
    // hand was ranked as a round robin: its byes scoring nothing).
    if (r_.rules.format == EventFormat::round_robin && r_.rules.rounds > 0) try {
        check_round_robin_rounds(r_.rules, r_.entrant_count());
      } catch (const InputError& e) {
        fail(e.key() == "entrants" ? "entrants" : "rules." + e.key(), e.reason());
      }
    check_teams();
    team_of_ = team_of_players(r_);
    for (size_t ri = 0; ri < r_.rounds.size(); ++ri) check_round(ri);
  }

 private:
  const Record& r_;
  const std::string& file_;
  std::vector<EntrantId> team_of_;  ///< each player's team (index = id; 0: none), once teams are checked

  [[noreturn]] void fail(const std::string& key, const std::string& reason) const {
    throw InputError(file_, 0, key, reason);
  }

  std::string player(EntrantId id) const {
    std::string s = "player " + std::to_string(id);
    if (known(id) && !r_.entrant(id).name.empty()) s += " (" + r_.entrant(id).name + ")";
    return s;
  }
  bool known(EntrantId id) const { return id >= 1 && id <= r_.entrant_count(); }
  int team_count() const { return static_cast<int>(r_.teams.size()); }

  void check_rules() const {
    if (r_.rules.knockout != Knockout::none && r_.rules.rounds < 1)
      fail("rules.rounds", "a knockout stage follows a first stage: set its rounds (KO-5)");
    try {
      validate_rules(r_.rules);
      validate_tiebreak_settings(r_.rules);  // T: a list that cannot be ranked is refused where it is read
    } catch (const InputError& e) {
      fail(e.key().empty() ? "rules" : "rules." + e.key(), e.reason());
    }
  }

  void check_entrants() const {
    const int last = r_.rules.rounds > 0 ? event_rounds(r_.rules) : 0;  // 0: rounds not set, no limit
    const auto past = [&](int round) { return last > 0 && round > last; };
    const auto past_text = [&](int round) {
      return "round " + std::to_string(round) + " is past the event's " + std::to_string(last) + " rounds";
    };
    for (size_t i = 0; i < r_.entrants.size(); ++i) {
      const Entrant& e = r_.entrants[i];
      const std::string at = "entrants[" + str(i) + "]";
      if (e.id != static_cast<EntrantId>(i + 1))
        fail(at + ".id",
             "entrant ids must be 1..n in order: expected " + str(i + 1) + ", got " + std::to_string(e.id));
      if (e.rating < 0) fail(at + ".rating", player(e.id) + ": rating cannot be negative");
      if (e.rating > kMaxRating)
        fail(at + ".rating", player(e.id) + ": a rating is at most " + std::to_string(kMaxRating));
      for (const auto& [field, text] :
           {std::pair{".name", &e.name}, {".team", &e.team}, {".category", &e.category}})
        if (has_control_character(*text))
          fail(at + field, "entrant " + str(i + 1) + ": " + std::string(kControlCharacterReason));
      if (e.seed < 0) fail(at + ".seed", player(e.id) + ": seed cannot be negative");
      if (e.code && *e.code < 0) fail(at + ".code", player(e.id) + ": code cannot be negative");
      // Issue 14: the field's changes are rounds of the event (whether the rounds honour them is
      // the verifier's V-2, which reports a withdrawn player paired rather than refusing the record).
      if (e.withdrawn_from_round < 0)
        fail(at + ".withdrawn_from_round", player(e.id) + ": a round is 1 or more (0 = not withdrawn)");
      if (e.entry_round < 1) fail(at + ".entry_round", player(e.id) + ": the first round is 1 or more");
      if (e.withdrawn_from_round > 0 && e.withdrawn_from_round < e.entry_round)
        fail(at + ".withdrawn_from_round", player(e.id) + ": withdrawn from round " +
                                               std::to_string(e.withdrawn_from_round) +
                                               ", before his first round " + std::to_string(e.entry_round));
      for (size_t k = 0; k < e.absent_rounds.size(); ++k)
        if (e.absent_rounds[k] < 1 || (k > 0 && e.absent_rounds[k] <= e.absent_rounds[k - 1]))
          fail(at + ".absent_rounds[" + str(k) + "]",
               player(e.id) + ": absent rounds are round numbers (1 or more) in increasing order");
      // A round the event never plays is a typo. (A withdrawal from the round after the last is
      // kept: recorded once the event's rounds were played, it changes nothing.)
      if (past(e.entry_round)) fail(at + ".entry_round", player(e.id) + ": " + past_text(e.entry_round));
      if (past(e.withdrawn_from_round - 1))
        fail(at + ".withdrawn_from_round", player(e.id) + ": " + past_text(e.withdrawn_from_round));
      if (!e.absent_rounds.empty() && past(e.absent_rounds.back()))
        fail(at + ".absent_rounds", player(e.id) + ": " + past_text(e.absent_rounds.back()));
      if (has_changes(e) && (r_.rules.format == EventFormat::team_swiss || !r_.teams.empty()))
        fail(at, player(e.id) +
                     ": withdrawals, absences and late entries are not supported in team events (issue 14)");
    }
  }

  void check_teams() const {
    std::map<EntrantId, int> team_of;
    for (size_t i = 0; i < r_.teams.size(); ++i) {
      const Team& t = r_.teams[i];
      const std::string at = "teams[" + str(i) + "]";
      if (t.id != static_cast<EntrantId>(i + 1))
        fail(at + ".id",
             "team ids must be 1..t in order: expected " + str(i + 1) + ", got " + std::to_string(t.id));
      if (has_control_character(t.name))
        fail(at + ".name", "team " + str(i + 1) + ": " + std::string(kControlCharacterReason));
      // PT-12: a team fields one player a board (the engine pairs nothing else).
      if (r_.rules.format == EventFormat::team_swiss && static_cast<int>(t.players.size()) != r_.rules.boards)
        fail(at + ".players", "team " + std::to_string(t.id) + " has " + str(t.players.size()) +
                                  " players; a match has rules.boards = " + std::to_string(r_.rules.boards) +
                                  " boards (PT-12)");
      for (size_t k = 0; k < t.players.size(); ++k) {
        const EntrantId p = t.players[k];
        const std::string key = at + ".players[" + str(k) + "]";
        if (!known(p)) fail(key, "team " + std::to_string(t.id) + ": unknown " + player(p));
        if (const auto [it, fresh] = team_of.emplace(p, t.id); !fresh)
          fail(key,
               player(p) + " is in team " + std::to_string(it->second) + " and team " + std::to_string(t.id));
      }
    }
  }

  void check_known(EntrantId id, const std::string& key, const std::string& where) const {
    if (!known(id))
      fail(key,
           where + ": unknown " + player(id) + " (the event has " + str(r_.entrants.size()) + " entrants)");
  }

  // Where a player already is in the round being checked: nowhere, on a board, in the bye list.
  struct Seat {
    enum Kind : char { none, on_board, bye } kind = none;
    int board = 0;
    int game = -1;  ///< on_board: the game's index in its round
  };
  // "board 3"; in a team event "table 2 board 1" (boards repeat across tables, PT-12).
  std::string seat_text(const Seat& s, size_t ri) const {
    if (s.kind == Seat::bye) return "the bye list";
    for (const Match& m : r_.rounds[ri].matches)
      if (std::find(m.games.begin(), m.games.end(), s.game) != m.games.end())
        return "table " + std::to_string(m.table) + " board " + std::to_string(s.board);
    return "board " + std::to_string(s.board);
  }

  // Nobody twice in a round (V-2/V-7). Texts are built only for a failure (this check runs on
  // every record read and on every simulated event, V-7).
  template <class Key>
  void place(std::vector<Seat>& seen, EntrantId id, Seat here, const Key& key, size_t ri) const {
    Seat& s = seen[static_cast<size_t>(id)];
    if (s.kind != Seat::none)
      fail(key(), "round " + str(ri + 1) + ": " + player(id) + " appears twice: on " + seat_text(s, ri) +
                      " and on " + seat_text(here, ri));
    s = here;
  }

  void check_round(size_t ri) const {
    const Round& round = r_.rounds[ri];
    const auto at = [ri] { return "rounds[" + str(ri) + "]"; };
    if (round.number != static_cast<int>(ri + 1))
      fail(at() + ".number", "round numbers must be 1..r in order: expected " + str(ri + 1) + ", got " +
                                 std::to_string(round.number));
    const int stage = r_.rules.knockout != Knockout::none && round.number > r_.rules.rounds ? 2 : 1;  // KO-5
    if (round.stage != stage)
      fail(at() + ".stage", "round " + str(ri + 1) + " belongs to stage " + std::to_string(stage) +
                                " (rules.rounds = " + std::to_string(r_.rules.rounds) + ", knockout), got " +
                                std::to_string(round.stage));
    std::vector<Seat> seen(r_.entrants.size() + 1);
    for (size_t gi = 0; gi < round.games.size(); ++gi) check_game(ri, gi, seen);
    for (size_t bi = 0; bi < round.byes.size(); ++bi) {
      const auto key = [&] { return at() + ".byes[" + str(bi) + "].entrant"; };
      const EntrantId id = round.byes[bi].entrant;
      if (!known(id)) check_known(id, key(), "round " + str(ri + 1) + ", bye");
      place(seen, id, Seat{Seat::bye, 0}, key, ri);
    }
    check_boards(ri);
    check_matches(ri);
  }

  void check_game(size_t ri, size_t gi, std::vector<Seat>& seen) const {
    const Game& g = r_.rounds[ri].games[gi];
    const auto key = [&](const char* field) {
      return "rounds[" + str(ri) + "].games[" + str(gi) + "]." + field;
    };
    const auto where = [&] { return "round " + str(ri + 1) + ", board " + std::to_string(g.board); };
    if (g.board < 1) fail(key("board"), where() + ": board numbers start at 1");
    if (!known(g.red)) check_known(g.red, key("red"), where());
    if (!known(g.black)) check_known(g.black, key("black"), where());
    if (g.red == g.black) fail(key("black"), where() + ": " + player(g.red) + " plays himself");
    if (g.red_fouls < 0) fail(key("red_fouls"), where() + ": fouls cannot be negative");
    if (g.black_fouls < 0) fail(key("black_fouls"), where() + ": fouls cannot be negative");
    if (g.result == Result::pending && ri + 1 < r_.rounds.size())
      fail(key("result"), where() + ": the result is pending but round " + str(ri + 2) + " follows");
    const bool knockout_round = r_.rounds[ri].stage == 2;  // KO-5: only matches there, no scored game
    if (knockout_round ? g.kind != GameKind::knockout && g.kind != GameKind::playoff
                       : g.kind == GameKind::knockout)
      fail(key("kind"), where() + (knockout_round ? ": a knockout round holds knockout and playoff games only"
                                                  : ": a knockout game outside the knockout stage"));
    if (g.chooser != 0 && g.chooser != g.red && g.chooser != g.black)
      fail(key("chooser"), where() + ": the chooser of the colours must be one of the two players");
    if (g.kind == GameKind::playoff) return;  // KO-3 / PI-10: extra games deciding a tie
    const Seat seat{Seat::on_board, g.board, static_cast<int>(gi)};
    place(
        seen, g.red, seat, [&] { return key("red"); }, ri);
    place(
        seen, g.black, seat, [&] { return key("black"); }, ri);
  }

  // Board numbers are unique among the round's games (team events: inside each match, and
  // among the games outside any match). Play-off games share their tie's board.
  void check_boards(size_t ri) const {
    const Round& round = r_.rounds[ri];
    std::vector<int> group(round.games.size(), -1);  // match index of each game, -1 none
    for (size_t mi = 0; mi < round.matches.size(); ++mi)
      for (int g : round.matches[mi].games)
        if (g >= 0 && static_cast<size_t>(g) < group.size())
          group[static_cast<size_t>(g)] = static_cast<int>(mi);
    // (match, board, game) sorted: a seat used twice is a run; the first game (in round order)
    // that reuses a seat is the smallest second index of a run. O(g log g) for large rounds.
    std::vector<std::tuple<int, int, size_t>> seats;
    seats.reserve(round.games.size());
    for (size_t gi = 0; gi < round.games.size(); ++gi)
      if (round.games[gi].kind != GameKind::playoff) seats.emplace_back(group[gi], round.games[gi].board, gi);
    std::sort(seats.begin(), seats.end());
    size_t reused = round.games.size();
    for (size_t k = 1; k < seats.size(); ++k)
      if (std::get<0>(seats[k]) == std::get<0>(seats[k - 1]) &&
          std::get<1>(seats[k]) == std::get<1>(seats[k - 1]) &&
          (k < 2 || std::get<0>(seats[k - 2]) != std::get<0>(seats[k]) ||
           std::get<1>(seats[k - 2]) != std::get<1>(seats[k])))
        reused = std::min(reused, std::get<2>(seats[k]));
    if (reused == round.games.size()) return;
    const Game& g = round.games[reused];
    fail("rounds[" + str(ri) + "].games[" + str(reused) + "].board",
         "round " + str(ri + 1) +
             (group[reused] >= 0
                  ? ", table " + std::to_string(round.matches[static_cast<size_t>(group[reused])].table)
                  : "") +
             ": board " + std::to_string(g.board) + " is used twice");
  }

  void check_team(EntrantId team, const std::string& key, const std::string& where,
                  std::set<EntrantId>& seen) const {
    if (team < 1 || team > team_count())
      fail(key, where + ": unknown team " + std::to_string(team) + " (the event has " +
                    std::to_string(team_count()) + " teams)");
    if (!seen.insert(team).second) fail(key, where + ": team " + std::to_string(team) + " appears twice");
  }

  void check_matches(size_t ri) const {
    const Round& round = r_.rounds[ri];
    if (round.matches.empty() && round.team_byes.empty()) return;
    const std::string at = "rounds[" + str(ri) + "]";
    const std::string name = "round " + str(ri + 1);
    std::set<EntrantId> teams;
    std::set<int> games, tables;
    for (size_t mi = 0; mi < round.matches.size(); ++mi) {
      const Match& m = round.matches[mi];
      const std::string key = at + ".matches[" + str(mi) + "]";
      const std::string where = name + ", table " + std::to_string(m.table);
      if (!tables.insert(m.table).second) fail(key + ".table", where + ": two matches have this table");
      check_team(m.home, key + ".home", where, teams);
      check_team(m.away, key + ".away", where, teams);
      for (size_t k = 0; k < m.games.size(); ++k) {
        const int g = m.games[k];
        const std::string gkey = key + ".games[" + str(k) + "]";
        if (g < 0 || static_cast<size_t>(g) >= round.games.size())
          fail(gkey, where + ": no game " + std::to_string(g) + " in this round (it has " +
                         str(round.games.size()) + ")");
        if (!games.insert(g).second) fail(gkey, where + ": game " + std::to_string(g) + " is in two matches");
      }
    }
    // A team round's games are its matches' (KO-4's sittings too); only a team play-off game
    // (T-12.6, kind playoff) is in no match, and only when the first stage ends (T-12.5), while a
    // play-off game in a match of the first stage is none of a Swiss match's games.
    const bool knockout_round = round.stage == 2;
    for (size_t gi = 0; gi < round.games.size(); ++gi) {
      const Game& g = round.games[gi];
      const std::string where = name + ", board " + std::to_string(g.board) + ": ";
      const std::string gkey = at + ".games[" + str(gi) + "]";
      const bool in_match = games.count(static_cast<int>(gi)) > 0;  // (games_in_matches, checked)
      if (in_match && !knockout_round && g.kind == GameKind::playoff)
        fail(gkey + ".kind",
             where +
                 "a play-off game in a team Swiss match: a match holds its boards' games, and a "
                 "team play-off (T-12.6) is in no match");
      if (in_match) continue;
      if (knockout_round || g.kind != GameKind::playoff)
        fail(gkey, where + player(g.red) + " – " + player(g.black) +
                       " is in no match: a team round's games are its matches' (a team play-off, T-12.6, "
                       "excepted)");
      const EntrantId red_team = team_of_[static_cast<size_t>(g.red)],
                      black_team = team_of_[static_cast<size_t>(g.black)];
      if (red_team == 0 || black_team == 0 || red_team == black_team)
        fail(gkey,
             where + "a team play-off game (T-12.6) between " + player(g.red) + " and " + player(g.black) +
                 (red_team == black_team && red_team != 0
                      ? ", both of team " + std::to_string(red_team) + ": each tied team sends one player"
                      : ", not both in a team: each tied team sends one of its players"));
      if (r_.rules.rounds > 0 && static_cast<int>(ri) + 1 != r_.rules.rounds)
        fail(gkey, where + "a team play-off game (T-12.6) in round " + str(ri + 1) +
                       ": play-offs are played when the stage ends, in its last round " +
                       std::to_string(r_.rules.rounds) + " (T-12.5)");
    }
    for (size_t k = 0; k < round.team_byes.size(); ++k) {
      const std::string key = at + ".team_byes[" + str(k) + "]";
      check_team(round.team_byes[k], key, name + ", team bye", teams);
      // PT-13: the bye team's players each have the bye (a game win each): the team's game points.
      for (const EntrantId p : r_.teams[static_cast<size_t>(round.team_byes[k] - 1)].players)
        if (std::none_of(round.byes.begin(), round.byes.end(), [&](const Bye& b) { return b.entrant == p; }))
          fail(key, name + ": team " + std::to_string(round.team_byes[k]) + " has the bye (PT-13) but its " +
                        player(p) + " is not in the round's byes");
    }
  }
};

}  // namespace

void check_record(const Record& record, const std::string& file) { Checker(record, file).run(); }

std::optional<std::string> rounds_beyond_rules(const Record& record, std::string_view rounds_key) {
  const int planned = event_rounds(record.rules);  // 0: not set, no limit; KO-5: with the knockout
  if (planned <= 0 || record.rounds.size() <= static_cast<size_t>(planned)) return std::nullopt;
  return "the record holds " + str(record.rounds.size()) + " rounds but " + std::string(rounds_key) + " = " +
         std::to_string(planned);
}

void check_drawn_numbers(const std::vector<CodeAssignment>& numbers) {  // P1-4
  // The numbers in increasing order, each with its place in `numbers`.
  std::vector<std::pair<int, size_t>> sorted;
  sorted.reserve(numbers.size());
  for (size_t i = 0; i < numbers.size(); ++i) sorted.push_back({numbers[i].code, i});
  std::sort(sorted.begin(), sorted.end());
  size_t repeat = numbers.size();
  for (size_t i = 1; i < sorted.size(); ++i)
    if (sorted[i].first == sorted[i - 1].first) repeat = std::min(repeat, sorted[i].second);
  if (repeat < numbers.size())
    throw InputError("", 0, "numbers", "number " + std::to_string(numbers[repeat].code) + " drawn twice");
  // Numbers 2k − 1 and 2k share a board: a run of one equal (number + 1) / 2 lacks its partner.
  int unpaired = 0;
  for (size_t b = 0; b < sorted.size();) {
    size_t e = b + 1;
    while (e < sorted.size() && (sorted[e].first + 1) / 2 == (sorted[b].first + 1) / 2) ++e;
    if (e - b == 1 && ++unpaired > 1)
      throw InputError("", 0, "numbers", "more than one drawn number without a partner");
    b = e;
  }
}

PairableCheck check_pairable(const Record& record) {
  PairableCheck c;
  c.next_round = static_cast<int>(record.rounds.size()) + 1;
  c.beyond_last_round = record.rules.rounds > 0 && c.next_round > event_rounds(record.rules);
  for (const Round& r : record.rounds)
    for (const Game& g : r.games)
      if (g.result == Result::pending && g.kind != GameKind::playoff) {
        c.pending_round = &r;
        c.pending_game = &g;
        return c;
      }
  if (!c.beyond_last_round) c.placement = placement_gaps(record);
  return c;
}

}  // namespace xq
