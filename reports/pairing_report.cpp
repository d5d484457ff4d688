#include "reports/pairing_report.hpp"

#include <algorithm>
#include <string>

#include "pairing/io/results_csv.hpp"
#include "pairing/model/history.hpp"

namespace xq {

TextTable pairing_table(const Record& record, int round, bool sheet, bool playoffs) {
  const Round& rd = record.rounds.at(static_cast<size_t>(round - 1));
  const std::vector<EntrantHistory> histories = build_histories(record);
  const auto score = [&](EntrantId id) {
    // Before the round; play-offs (T-12) come after it: the final score.
    return format_points(
        histories.at(static_cast<size_t>(id - 1)).score_after_round(playoffs ? round : round - 1));
  };
  const bool team = !rd.matches.empty() || !rd.team_byes.empty();

  TextTable t;
  if (sheet) t.header.push_back("round");
  if (team) t.header.insert(t.header.end(), {"table", "home", "away"});
  t.header.insert(t.header.end(),
                  {"board", "red_no", "red_name", "red_score", "black_no", "black_name", "black_score"});
  if (sheet) t.header.push_back("result");
  for (const std::string& h : t.header)
    t.align.push_back(h == "home" || h == "away" || h == "red_name" || h == "black_name" ? Align::left
                                                                                         : Align::right);
  if (sheet) t.align.back() = Align::left;

  const auto row = [&](std::vector<std::string> lead, const Game* g, EntrantId bye) {
    std::vector<std::string> cells;
    if (sheet) cells.push_back(std::to_string(round));
    cells.insert(cells.end(), lead.begin(), lead.end());
    if (g) {
      cells.insert(cells.end(),
                   {std::to_string(g->board), std::to_string(g->red), record.entrant(g->red).name,
                    score(g->red), std::to_string(g->black), record.entrant(g->black).name, score(g->black)});
    } else if (bye) {
      cells.insert(cells.end(),
                   {"bye", std::to_string(bye), record.entrant(bye).name, score(bye), "", "", ""});
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
      std::sort(games.begin(), games.end(), [](const Game* a, const Game* b) { return a->board < b->board; });
      for (const Game* g : games)
        if (!playoffs || g->result == Result::pending)  // KO-4: a drawn match's new sitting only
          row({std::to_string(m->table), team_name(m->home), team_name(m->away)}, g, 0);
    }
    for (EntrantId tb : rd.team_byes) {
      std::vector<std::string> cells;
      if (sheet) cells.push_back(std::to_string(round));
      cells.insert(cells.end(), {"bye", team_name(tb)});
      cells.resize(t.header.size());
      t.rows.push_back(std::move(cells));
    }
    return t;
  }
  std::vector<const Game*> games;
  for (const Game& g : rd.games)
    if (playoffs ? g.kind == GameKind::playoff && g.result == Result::pending : g.kind != GameKind::playoff)
      games.push_back(&g);
  std::stable_sort(games.begin(), games.end(),
                   [](const Game* a, const Game* b) { return a->board < b->board; });
  for (const Game* g : games) row({}, g, 0);
  if (!playoffs)
    for (const Bye& b : rd.byes) row({}, nullptr, b.entrant);
  return t;
}

}  // namespace xq
