// Loads the events of ../shared/data/matchbp/ (data/README.md) as Records: entrants with names
// and teams, every round's games with results from the points columns (forfeits from the
// players' forfeit flags), byes with the colour mark of players.csv's `colours` string, fouls
// from players.csv on each player's last game, and the program's stored final ranks and scores.
// Used by the standings golden test and by pairing comparisons.
#pragma once

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "tests/support/files.hpp"

namespace xq::test {

/// One row of players.csv.
struct MatchbpPlayer {
  EntrantId id = 0;
  std::string name;
  std::string team;
  Points final_score = 0;  ///< half-units
  int stored_rank = 0;     ///< the program's final rank
  int fouls = 0;
  std::string colours;        ///< per round: '+' red, '-' black (a bye carries a mark too)
  std::string floats;         ///< per round: 'A' up, 'V' down, '=' none
  std::string forfeit_flags;  ///< per round: '+' won by forfeit, '-' lost by forfeit, '=' none
};

/// One event with its record and the program's stored results.
struct MatchbpEvent {
  int id = 0;
  std::string title;
  int rounds = 0;                               ///< bs_zonglunshu
  std::string points_scale;                     ///< bs_jufenmoshi, e.g. "2:1:0:2:1:0"
  int bye_score_mode = 0;                       ///< bs_lunkongmoshi (0 = the lowest score of the event)
  std::string tiebreak_code;                    ///< bs_grpm_moshi, e.g. "ACDEF"
  std::map<std::string, std::string> settings;  ///< every column of events.csv by name
  std::vector<MatchbpPlayer> players;           ///< players[i].id == i + 1
  Record record;                                ///< rules: see matchbp_rules
  int stored_rank(EntrantId id) const { return players.at(static_cast<size_t>(id - 1)).stored_rank; }
  Points final_score(EntrantId id) const { return players.at(static_cast<size_t>(id - 1)).final_score; }
};

namespace matchbp_detail {

/// Rows of a CSV file as maps column → value.
inline std::vector<std::map<std::string, std::string>> read_csv(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::string line;
  std::getline(in, line);
  const auto header = csv_cells(line);
  std::vector<std::map<std::string, std::string>> rows;
  while (std::getline(in, line)) {
    if (line.empty() || line == "\r") continue;
    const auto cells = csv_cells(line);
    std::map<std::string, std::string> row;
    for (size_t i = 0; i < header.size(); ++i) row[header[i]] = i < cells.size() ? cells[i] : "";
    rows.push_back(std::move(row));
  }
  return rows;
}

inline int to_int(const std::string& s) { return std::stoi(s); }

inline Points to_points(const std::string& s) {  // "2", "1", "0.5" → half-units
  const double d = std::stod(s);
  return static_cast<Points>(std::lround(d * kPointsPerUnit));
}

}  // namespace matchbp_detail

/// The settings data/README.md gives for reproducing the program's ranks: score, opponents'
/// score (a bye counts as the lowest final score when bs_lunkongmoshi = 0), wins (a bye counts),
/// fewer fouls, black wins, black games (the bye's colour mark counts), round totals (T-8).
inline RuleSet matchbp_rules(const MatchbpEvent& e) {
  RuleSet r;
  r.format = EventFormat::swiss;
  r.rounds = e.rounds;
  std::vector<Points> scale;
  std::string cell;
  for (char c : e.points_scale + ":") {
    if (c == ':')
      scale.push_back(matchbp_detail::to_points(cell)), cell.clear();
    else
      cell += c;
  }
  if (scale.size() < 3) throw std::runtime_error("bad points scale " + e.points_scale);
  r.points.win = scale[0];
  r.points.draw = scale[1];
  r.points.loss = scale[2];
  r.tiebreaks = {"matchbp"};
  r.previous_round = PreviousRound::recent_rounds;  // T-8 as the program reads it
  if (e.bye_score_mode != 0)
    throw std::runtime_error("bs_lunkongmoshi " + std::to_string(e.bye_score_mode) + " is not documented");
  r.bye_opponent_score = ByeOpponentScore::lowest;
  r.bye_counts_as_win = true;
  r.bye_colour_mark = ByeColourMark::count;
  r.forfeit_counts_as_win = true;
  r.forfeit_colour = ForfeitColour::count;  // S-2: the program keeps a forfeit's colours
  return r;
}

/// Ids of the events in `dir`/events.csv, in file order.
inline std::vector<int> matchbp_event_ids(const std::string& dir) {
  std::vector<int> ids;
  for (const auto& row : matchbp_detail::read_csv(dir + "/events.csv"))
    ids.push_back(matchbp_detail::to_int(row.at("bs_id")));
  return ids;
}

/// Loads event `id` from `dir` (the folder holding events.csv, players.csv, games.csv).
/// Throws std::runtime_error when the files disagree (a colour or forfeit flag that does not
/// match a game, forfeit flags that do not pair, a result the scale cannot give).
inline MatchbpEvent load_matchbp_event(const std::string& dir, int id) {
  using namespace matchbp_detail;
  MatchbpEvent ev;
  ev.id = id;
  const std::string sid = std::to_string(id);
  for (const auto& row : read_csv(dir + "/events.csv")) {
    if (row.at("bs_id") != sid) continue;
    ev.settings = row;
    ev.title = row.at("bs_biaoti");
    ev.rounds = to_int(row.at("bs_zonglunshu"));
    ev.points_scale = row.at("bs_jufenmoshi");
    ev.bye_score_mode = to_int(row.at("bs_lunkongmoshi"));
    ev.tiebreak_code = row.at("bs_grpm_moshi");
  }
  if (ev.rounds == 0) throw std::runtime_error("no event " + sid + " in " + dir);

  for (const auto& row : read_csv(dir + "/players.csv")) {
    if (row.at("event_id") != sid) continue;
    MatchbpPlayer p{to_int(row.at("player_no")),
                    row.at("name"),
                    row.at("team"),
                    to_points(row.at("final_score")),
                    to_int(row.at("stored_rank")),
                    to_int(row.at("fouls")),
                    row.at("colours"),
                    row.at("floats"),
                    row.at("forfeit_flags")};
    ev.players.push_back(std::move(p));
  }
  std::sort(ev.players.begin(), ev.players.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  for (size_t i = 0; i < ev.players.size(); ++i)
    if (ev.players[i].id != static_cast<EntrantId>(i + 1))
      throw std::runtime_error("event " + sid + ": player numbers not dense");

  Record& rec = ev.record;
  rec.event = ev.title;
  rec.rules = matchbp_rules(ev);
  for (const MatchbpPlayer& p : ev.players) rec.entrants.push_back({p.id, p.name, p.team, 0, "", p.id, {}});
  rec.rounds.resize(static_cast<size_t>(ev.rounds));
  for (int r = 0; r < ev.rounds; ++r) rec.rounds[static_cast<size_t>(r)].number = r + 1;

  auto player = [&](EntrantId pid) -> const MatchbpPlayer& {
    return ev.players.at(static_cast<size_t>(pid - 1));
  };
  auto at = [](const std::string& s, int round) {
    return round <= static_cast<int>(s.size()) ? s[static_cast<size_t>(round - 1)] : '=';
  };
  const GamePoints& gp = rec.rules.points;
  for (const auto& row : read_csv(dir + "/games.csv")) {
    if (row.at("event_id") != sid) continue;
    const int round = to_int(row.at("round"));
    if (round < 1 || round > ev.rounds) throw std::runtime_error("event " + sid + ": round out of range");
    Round& rd = rec.rounds[static_cast<size_t>(round - 1)];
    const EntrantId red = to_int(row.at("red_no")), black = to_int(row.at("black_no"));
    const std::string where =
        "event " + sid + " round " + std::to_string(round) + " board " + row.at("board");
    if (red == 0 || black == 0) {  // a bye: the other side is 0; its mark is in `colours`
      const EntrantId who = red ? red : black;
      const char mark = at(player(who).colours, round);
      Bye b{who, {}};
      if (mark == '+') b.mark = Colour::red;
      if (mark == '-') b.mark = Colour::black;
      rd.byes.push_back(b);
      continue;
    }
    const Points rp = to_points(row.at("red_points")), bp = to_points(row.at("black_points"));
    const char rf = at(player(red).forfeit_flags, round), bf = at(player(black).forfeit_flags, round);
    // S-2: a forfeit win ('+') faces a forfeit loss ('-'); both absent is '-' twice.
    const bool flags_pair = (rf == '=' && bf == '=') || (rf == '+' && bf == '-') ||
                            (rf == '-' && bf == '+') || (rf == '-' && bf == '-');
    if (!flags_pair)
      throw std::runtime_error(where + ": forfeit flags " + std::string{rf, bf} + " do not pair");
    Result res;
    if (rf == '-' && bf == '-')
      res = Result::double_forfeit;
    else if (rf == '-')
      res = Result::red_forfeit;
    else if (bf == '-')
      res = Result::black_forfeit;
    else if (rp == gp.win && bp == gp.loss)
      res = Result::red_win;
    else if (rp == gp.loss && bp == gp.win)
      res = Result::black_win;
    else if (rp == gp.draw && bp == gp.draw)
      res = Result::draw;
    else
      throw std::runtime_error(where + ": points " + row.at("red_points") + "-" + row.at("black_points") +
                               " fit no result");
    const GameScore expect = game_score(res, gp);
    if (expect.red != rp || expect.black != bp)
      throw std::runtime_error(where + ": forfeit flags disagree with the points");
    if (at(player(red).colours, round) != '+' || at(player(black).colours, round) != '-')
      throw std::runtime_error(where + ": colours disagree with players.csv");
    rd.games.push_back(
        {to_int(row.at("board")), red, black, res, 0, 0, GameKind::regular, TimeControl::standard});
  }
  for (Round& rd : rec.rounds)
    std::sort(rd.games.begin(), rd.games.end(),
              [](const Game& a, const Game& b) { return a.board < b.board; });

  // Fouls are stored per player: put them on the player's last game so that the totals match.
  for (const MatchbpPlayer& p : ev.players) {
    if (p.fouls == 0) continue;
    bool placed = false;
    for (auto rd = rec.rounds.rbegin(); rd != rec.rounds.rend() && !placed; ++rd)
      for (Game& g : rd->games) {
        if (g.red == p.id)
          g.red_fouls += p.fouls, placed = true;
        else if (g.black == p.id)
          g.black_fouls += p.fouls, placed = true;
        if (placed) break;
      }
    if (!placed)
      throw std::runtime_error("event " + sid + ": player " + std::to_string(p.id) +
                               " has fouls but no game");
  }
  return ev;
}

/// Every event in `dir`.
inline std::vector<MatchbpEvent> load_matchbp(const std::string& dir) {
  std::vector<MatchbpEvent> out;
  for (int id : matchbp_event_ids(dir)) out.push_back(load_matchbp_event(dir, id));
  return out;
}

}  // namespace xq::test
