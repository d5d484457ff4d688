#include "reports/pairing_report.hpp"

#include <algorithm>
#include <string>

#include "pairing/io/results_csv.hpp"
#include "pairing/knockout/match.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/time_control.hpp"

namespace xq {

namespace {

// The `game` cell of a results list: empty for the round's own game, else the play-off and its
// time control (KO-3.5, T-12.2).
std::string game_label(const Game& g) {
  return g.kind == GameKind::playoff ? playoff_game_label(g.time_control) : "";
}

// The round's games first, by board; then its play-offs (KO-3, KO-4, T-12) in the order played.
void order_games(std::vector<const Game*>& games) {
  std::stable_sort(games.begin(), games.end(), [](const Game* a, const Game* b) {
    const bool pa = a->kind == GameKind::playoff;
    const bool pb = b->kind == GameKind::playoff;
    return pa != pb ? pb : !pa && a->board < b->board;
  });
}

}  // namespace

TextTable pairing_table(const Record& record, int round, bool sheet, bool playoffs, bool with_playoffs) {
  const Round& rd = record.rounds.at(static_cast<size_t>(round - 1));
  const std::vector<EntrantHistory> histories = build_histories(record);
  const auto score = [&](EntrantId id, bool playoff) {
    // Before the round; play-offs (KO-3, T-12) come after it: the score after it, as `pair`
    // printed them.
    return format_points(
        histories.at(static_cast<size_t>(id - 1)).score_after_round(playoff ? round : round - 1));
  };
  const bool team = !rd.matches.empty() || !rd.team_byes.empty();
  // KO-3.5, T-12.3: each play-off game has its own time control — the printed list of a play-off
  // session names it on every line (the clocks are set from it). Not its CSV sheet: a sheet's
  // `game` labels count a board's play-offs from its first (export's results list every game),
  // and this list holds only those still to play.
  with_playoffs = (playoffs && !sheet) || (with_playoffs && !playoffs &&
                                           std::any_of(rd.games.begin(), rd.games.end(), [](const Game& g) {
                                             return g.kind == GameKind::playoff;
                                           }));

  TextTable t;
  if (sheet) t.header.push_back("round");
  if (team) t.header.insert(t.header.end(), {"table", "home", "away"});
  t.header.push_back("board");
  if (with_playoffs) t.header.push_back("game");
  t.header.insert(t.header.end(),
                  {"red_no", "red_name", "red_score", "black_no", "black_name", "black_score"});
  if (sheet) t.header.push_back("result");
  for (const std::string& h : t.header)
    t.align.push_back(h == "home" || h == "away" || h == "red_name" || h == "black_name" || h == "game"
                          ? Align::left
                          : Align::right);
  if (sheet) t.align.back() = Align::left;

  const auto row = [&](std::vector<std::string> lead, const Game* g, EntrantId bye) {
    std::vector<std::string> cells;
    if (sheet) cells.push_back(std::to_string(round));
    cells.insert(cells.end(), lead.begin(), lead.end());
    if (g) {
      cells.push_back(std::to_string(g->board));
      if (with_playoffs) cells.push_back(game_label(*g));
      const bool after = playoffs || g->kind == GameKind::playoff;
      cells.insert(cells.end(),
                   {std::to_string(g->red), record.entrant(g->red).name, score(g->red, after),
                    std::to_string(g->black), record.entrant(g->black).name, score(g->black, after)});
    } else if (bye) {
      cells.push_back("bye");
      if (with_playoffs) cells.push_back("");
      cells.insert(cells.end(),
                   {std::to_string(bye), record.entrant(bye).name, score(bye, playoffs), "", "", ""});
    }
    if (sheet) cells.push_back(g ? result_text(g->result) : "");
    cells.resize(t.header.size());
    t.rows.push_back(std::move(cells));
  };

  if (team) {
    std::vector<const Match*> matches;
    for (const Match& m : rd.matches) matches.push_back(&m);
    std::sort(matches.begin(), matches.end(),
              [](const Match* a, const Match* b) { return a->table < b->table; });
    const auto team_name = [&](EntrantId id) { return record.teams.at(static_cast<size_t>(id - 1)).name; };
    for (const Match* m : matches) {
      std::vector<const Game*> games;
      for (int gi : m->games) games.push_back(&rd.games.at(static_cast<size_t>(gi)));
      order_games(games);
      for (const Game* g : games)
        if (playoffs ? g->result == Result::pending  // KO-4: a drawn match's new sitting only
                     : with_playoffs || g->kind != GameKind::playoff)
          row({std::to_string(m->table), team_name(m->home), team_name(m->away)}, g, 0);
    }
    for (EntrantId tb : playoffs ? std::vector<EntrantId>{} : rd.team_byes) {  // (a play-off list: none)
      std::vector<std::string> cells;
      if (sheet) cells.push_back(std::to_string(round));
      cells.insert(cells.end(), {"bye", team_name(tb)});
      cells.resize(t.header.size());
      t.rows.push_back(std::move(cells));
    }
    // T-12.6: the team play-offs, in no match: no table; `home`/`away` name the players' teams.
    const std::vector<bool> in_match = games_in_matches(rd);
    const std::vector<EntrantId> team_of = team_of_players(record);
    const auto team_of_player = [&](EntrantId p) {  // (a player in no team: check_record refuses him)
      const EntrantId t =
          p >= 1 && static_cast<size_t>(p) < team_of.size() ? team_of[static_cast<size_t>(p)] : 0;
      return t >= 1 && static_cast<size_t>(t) <= record.teams.size() ? team_name(t) : std::string();
    };
    for (size_t gi = 0; gi < rd.games.size(); ++gi) {
      const Game& g = rd.games[gi];
      if (in_match[gi] || g.kind != GameKind::playoff) continue;
      if (playoffs ? g.result == Result::pending : with_playoffs)
        row({"", team_of_player(g.red), team_of_player(g.black)}, &g, 0);
    }
    return t;
  }
  std::vector<const Game*> games;
  for (const Game& g : rd.games)
    if (playoffs ? g.kind == GameKind::playoff && g.result == Result::pending
                 : with_playoffs || g.kind != GameKind::playoff)
      games.push_back(&g);
  order_games(games);
  const auto own_end = playoffs ? games.end() : std::find_if(games.begin(), games.end(), [](const Game* g) {
    return g->kind == GameKind::playoff;
  });
  for (auto g = games.begin(); g != own_end; ++g) row({}, *g, 0);
  if (!playoffs)  // the round's bye, then its play-offs
    for (const Bye& b : rd.byes) row({}, nullptr, b.entrant);
  for (auto g = own_end; g != games.end(); ++g) row({}, *g, 0);
  return t;
}

std::vector<LeftOut> left_out_of_round(const Record& record, const Round& round) {
  std::vector<LeftOut> out;
  if (!has_field_changes(record)) return out;
  const auto forfeit_board = [&](EntrantId id) -> int {
    for (const Game& g : round.games)
      if (lost_by_forfeit(g, id)) return g.board;
    return 0;
  };
  std::vector<EntrantId> placed;
  for (const Game& g : round.games) placed.insert(placed.end(), {g.red, g.black});
  for (const Bye& b : round.byes) placed.push_back(b.entrant);
  for (EntrantId id : unavailable_in(record, round.number)) {
    const int board = forfeit_board(id);
    if (board == 0 && std::find(placed.begin(), placed.end(), id) != placed.end()) continue;
    out.push_back({id, availability(record.entrant(id), round.number), board});
  }
  return out;
}

std::vector<std::string> final_board_notes(const Round& round, bool zh) {
  std::vector<std::string> out;
  for (const Game& g : round.games)  // PI-10
    if (g.kind == GameKind::final_game)
      out.push_back(zh ? "第" + std::to_string(g.board) + "台为决赛（PI-10）。"
                       : "Board " + std::to_string(g.board) + " is the final (PI-10).");
  return out;
}

std::vector<std::string> left_out_notes(const Record& record, const Round& round, bool zh) {
  std::vector<std::string> out;
  const std::vector<LeftOut> left = left_out_of_round(record, round);
  if (!left.empty()) out.push_back(zh ? "本轮不参赛：" : "Not playing this round:");
  for (const LeftOut& l : left) {
    const Entrant& e = record.entrant(l.id);
    const std::string b = std::to_string(l.board);
    const std::string why =
        zh ? (l.why == Availability::withdrawn ? "第" + std::to_string(e.withdrawn_from_round) + "轮起退赛"
              : l.why == Availability::absent ? std::string("请假缺席")
                                              : "第" + std::to_string(e.entry_round) + "轮起补报入赛") +
                 (l.board == 0       ? std::string()
                  : round.stage == 2 ? "；第" + b + "台判其弃权负，该场淘汰赛随之负（KO-3.7）"
                                     : "；第" + b + "台判其弃权负（S-2，对阵表不变）")
           : (l.why == Availability::withdrawn
                  ? "withdrawn from round " + std::to_string(e.withdrawn_from_round)
              : l.why == Availability::absent ? std::string("announced absent")
                                              : "enters in round " + std::to_string(e.entry_round)) +
                 (l.board == 0 ? std::string()
                  : round.stage == 2
                      ? "; board " + b + " is his, lost by forfeit, and the match with it (KO-3.7)"
                      : "; board " + b + " is his, lost by forfeit (S-2; the table stays)");
    out.push_back("  " + std::to_string(l.id) + " " + e.name + (zh ? "：" : ": ") + why);
  }
  return out;
}

std::vector<std::string> chooser_notes(const Record& record, const Round& round, bool pending_only, bool zh) {
  std::vector<std::string> out;
  const auto name = [&](EntrantId id) {
    return record.entrant(id).name + (zh ? "（" : " (") + std::to_string(id) + (zh ? "）" : ")");
  };
  const auto chosen = [&](const Game& g) {
    return g.chooser != 0 && !is_forfeit(g.result) && (!pending_only || g.result == Result::pending);
  };
  // KO-4.1: in a team match the team that chooses moves first or second, the whole table at once.
  for (const Match& m : round.matches) {
    const Game& g = round.games.at(static_cast<size_t>(m.games.front()));
    if (!chosen(g)) continue;
    const std::vector<EntrantId>& home = record.teams.at(static_cast<size_t>(m.home - 1)).players;
    const EntrantId team = std::find(home.begin(), home.end(), g.chooser) != home.end() ? m.home : m.away;
    const std::string t = std::to_string(m.table),
                      team_name = record.teams.at(static_cast<size_t>(team - 1)).name;
    out.push_back(zh ? "第" + t + "桌：" + team_name + "（第" + std::to_string(team) +
                           "队）选择先走或后走（KO-4.1）；记为" +
                           (team == m.home ? "先走（主队）" : "后走（客队）") +
                           "。如选择另一方，成绩表中该桌各台红方序号与黑方序号对调。"
                     : "Table " + t + ": " + team_name + " (team " + std::to_string(team) +
                           ") chooses to move first or second (KO-4.1); written " +
                           (team == m.home ? "first (home)" : "second (away)") +
                           ". If it chose the other, give every board of table " + t +
                           " with red_no and black_no swapped in the results sheet.");
  }
  // KO-3.3 on a board; T-12.2: a play-off armageddon for places (in no match), whose lot winner
  // chooses (a record from before choosers were kept wrote him red and names none).
  const std::vector<bool> in_team_match = games_in_matches(round);
  for (size_t gi = 0; gi < round.games.size(); ++gi) {
    const Game& g = round.games[gi];
    if (in_team_match[gi] || is_forfeit(g.result) || (pending_only && g.result != Result::pending)) continue;
    const bool t12 =
        g.kind == GameKind::playoff && g.time_control == TimeControl::armageddon && !in_match(round, gi);
    const EntrantId chooser = g.chooser != 0 ? g.chooser : t12 ? g.red : 0;
    if (chooser == 0) continue;
    // (T-12.2: a pair's lot, or a round robin's red seat drawn by lot, gives the choice)
    const std::string b = std::to_string(g.board);
    const bool red = chooser == g.red;
    if (g.result != Result::pending) {  // played (pair --print): the colour taken
      out.push_back(
          zh ? "第" + b + "台：" + name(chooser) +
                   (t12 ? "抽签获得先后手选择权（T-12.2）" : "选择先后手（KO-3.3）") + "；执" +
                   (red ? "红" : "黑") + "。"
             : "Board " + b + ": " + name(chooser) +
                   (t12 ? " had the choice of colours by lot (T-12.2)" : " chose the colours (KO-3.3)") +
                   "; played " + (red ? "red" : "black") + ".");
      continue;
    }
    const bool model = record.rules.colour_choice == ChooserColour::model;
    const std::string fixed = chooser_colour_name(record.rules.colour_choice);
    out.push_back(
        zh ? "第" + b + "台：" + name(chooser) +
                 (t12 ? "抽签获得先后手选择权（T-12.2）" : "选择先后手（KO-3.3）") + "；记为执" +
                 (red ? "红" : "黑") +
                 (model ? "。如选择另一方，成绩表中该台红方序号与黑方序号对调。"
                        : "（colour_choice = " + fixed + "：规则规定选择者的颜色）。")
           : "Board " + b + ": " + name(chooser) +
                 (t12 ? " has the choice of colours by lot (T-12.2)" : " chooses the colours (KO-3.3)") +
                 "; written " + (red ? "red" : "black") +
                 (model
                      ? ". If the other colour is chosen, give the board with red_no and black_no swapped in "
                        "the results sheet."
                      : " (colour_choice = " + fixed + ": the rules fix the chooser's colour)."));
  }
  return out;
}

std::vector<std::string> knockout_round_notes(const Record& record, const Round& round, bool zh) {
  std::vector<std::string> out;
  if (round.stage != 2) return out;
  const std::string k = std::to_string(round.number - record.rules.rounds);
  const bool cross = record.rules.knockout == Knockout::cross;
  if (round.matches.empty())
    out.push_back(
        zh ? "淘汰赛第" + k + "轮（共2轮，" + (cross ? "KO-2" : "KO-1") +
                 "）；每场先赛一局，和局则进行附加赛（KO-3）；最后一轮第1台为决赛。"
           : "Knockout round " + k + " of 2 (" + (cross ? "KO-2" : "KO-1") +
                 "); a match is a game, then play-offs while drawn (KO-3); board 1 of the last round "
                 "is the final.");
  else  // KO-4: a team match, its sittings on every board while drawn
    out.push_back(
        zh ? "淘汰赛第" + k +
                 "轮（共2轮，KO-1）；每场为团体赛，和局则各台进行附加赛（KO-4）；最后一轮第1桌为决赛。"
           : "Knockout round " + k +
                 " of 2 (KO-1); a match is a team match, then play-off sittings on every board while "
                 "drawn (KO-4); table 1 of the last round is the final.");
  const bool last = round.number == event_rounds(record.rules);  // a walkover there ends the match
  for (const Bye& b : round.byes) {
    const std::string who =
        record.entrant(b.entrant).name + (zh ? "（" : " (") + std::to_string(b.entrant) + (zh ? "）" : ")");
    out.push_back(
        zh ? who + (last ? "不战而胜" : "轮空晋级") +
                 (cross ? "（KO-2.3：无对手——交叉淘汰中不存在的一场，或双方均负，KO-3.7）：无对局。"
                        : "（KO-3.7：其对手上一轮比赛双方均负）：无对局。")
           : who + (last ? " wins the match by walkover" : " goes on by walkover") +
                 (cross ? " (KO-2.3: no opponent — a match of the cross that does not exist, or one lost "
                          "by both, KO-3.7): no game."
                        : " (KO-3.7: his opponent's match of the round before was lost by both): no game."));
  }
  return out;
}

}  // namespace xq
