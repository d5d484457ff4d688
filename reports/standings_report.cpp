#include "reports/standings_report.hpp"

#include <algorithm>
#include <optional>

#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/final_outcome.hpp"

namespace xq {
namespace {

std::string rank_text(const StandingRow& row) {
  return std::to_string(row.rank) + (row.shared_rank ? "=" : "");
}

// Names and teams are text (left); every other column is a number or a place (right).

TextTable table_with(const Standings& s, std::vector<std::string> header,
                     const std::function<std::vector<std::string>(size_t row)>& lead) {
  TextTable t;
  t.header = std::move(header);
  const std::vector<std::string> columns = criterion_columns(s.criteria);
  t.header.insert(t.header.end(), columns.begin(), columns.end());
  t.align = alignment(t.header);
  for (size_t i = 0; i < s.rows.size(); ++i) {
    std::vector<std::string> cells = lead(i);
    for (const TiebreakValue& v : s.rows[i].values) cells.push_back(v.text);
    t.rows.push_back(std::move(cells));
  }
  return t;
}

// An entrant's row of a JSON ranking: start_no, name, team, score and the criteria's texts.
nlohmann::json entrant_json(const Record& record, const std::vector<std::string>& criteria,
                            const StandingRow& row, nlohmann::json r) {
  nlohmann::json tb = nlohmann::json::object();
  const std::vector<std::string> columns = criterion_columns(criteria);
  for (size_t i = 0; i < columns.size(); ++i) tb[columns[i]] = row.values.at(i).text;
  const Entrant& e = record.entrant(row.id);
  r["start_no"] = row.id;
  r["name"] = e.name;
  r["team"] = e.team;
  r["score"] = format_points(row.score);
  if (e.withdrawn_from_round > 0) r["withdrawn_from_round"] = e.withdrawn_from_round;  // issue 14
  r["tiebreaks"] = tb;
  return r;
}

// T-14.4, T-13.5: no place is printed "—".
const std::string kNoPlace = "—";

std::string place_text(int place) { return place > 0 ? std::to_string(place) : kNoPlace; }

// Issue 14: the withdrawal column's cell ("from round 4"; empty for a player who did not withdraw).
std::string withdrawn_text(const Entrant& e) {
  return e.withdrawn_from_round > 0 ? "from round " + std::to_string(e.withdrawn_from_round) : "";
}

nlohmann::json place_json(int place) { return place > 0 ? nlohmann::json(place) : nlohmann::json(); }

}  // namespace

TextTable standings_table(const Record& record, const Standings& s) {
  // Issue 14: a withdrawal is marked in a column of its own (only when someone withdrew); the
  // player keeps his place and his points so far.
  const bool withdrawals = std::any_of(record.entrants.begin(), record.entrants.end(),
                                       [](const Entrant& e) { return e.withdrawn_from_round > 0; });
  std::vector<std::string> header = {"rank", "start_no", "name", "team", "score"};
  if (withdrawals) header.emplace_back("withdrawn");
  return table_with(s, header, [&](size_t i) {
    const StandingRow& row = s.rows[i];
    const Entrant& e = record.entrant(row.id);
    std::vector<std::string> cells{rank_text(row), std::to_string(row.id), e.name, e.team,
                                   format_points(row.score)};
    if (withdrawals) cells.push_back(withdrawn_text(e));
    return cells;
  });
}

TextTable team_standings_table(const Record& record, const Standings& s) {
  return table_with(s, {"rank", "team_no", "team", "match_points"}, [&](size_t i) {
    const StandingRow& row = s.rows[i];
    return std::vector<std::string>{rank_text(row), std::to_string(row.id),
                                    record.teams.at(static_cast<size_t>(row.id - 1)).name,
                                    format_points(row.score)};
  });
}

std::vector<std::string> criterion_columns(const std::vector<std::string>& criteria) {
  std::vector<std::string> columns;
  for (size_t i = 0; i < criteria.size(); ++i) {
    const auto times =
        std::count(criteria.begin(), criteria.begin() + static_cast<std::ptrdiff_t>(i) + 1, criteria[i]);
    columns.push_back(times == 1 ? criteria[i] : criteria[i] + "#" + std::to_string(times));
  }
  return columns;
}

nlohmann::json standings_json(const Record& record, const Standings& s, bool teams) {
  const std::vector<std::string> columns = criterion_columns(s.criteria);
  nlohmann::json rows = nlohmann::json::array();
  for (const StandingRow& row : s.rows) {
    nlohmann::json r = {{"rank", row.rank}, {"shared", row.shared_rank}};
    if (!teams) {
      rows.push_back(entrant_json(record, s.criteria, row, std::move(r)));
      continue;
    }
    nlohmann::json tb = nlohmann::json::object();
    for (size_t i = 0; i < columns.size(); ++i) tb[columns[i]] = row.values.at(i).text;
    r["team_no"] = row.id;
    r["team"] = record.teams.at(static_cast<size_t>(row.id - 1)).name;
    r["match_points"] = format_points(row.score);
    r["tiebreaks"] = tb;
    rows.push_back(std::move(r));
  }
  return {{"criteria", columns}, {"rows", rows}};
}

std::string merged_table_note(const Record& record) {
  if (record.rules.format == EventFormat::round_robin && record.rules.groups > 1) {  // RR-2.5
    std::string list;
    for (size_t g = 0; g < static_cast<size_t>(record.rules.groups); ++g)
      list += (g ? ", " : "") + group_name(g);
    return "Not official (RR-2.5): the merged table of a round robin in groups, each group ranked among "
           "itself (" +
           list + "); xqsim standings --group NAME prints each group's ranking.";
  }
  const std::vector<std::string> cats = categories(record);
  if (record.rules.category_ranking != CategoryRanking::separate || cats.empty()) return "";
  std::string list;
  for (const std::string& c : cats) list += (list.empty() ? "" : ", ") + c;
  return "Not official (RR-3.3): the merged table of a field whose categories are ranked separately "
         "(category_ranking = separate: " +
         list + "); xqsim standings --category NAME prints each category's ranking.";
}

MainRanking final_main_ranking(const Record& full, const Record& stage) {
  MainRanking m{compute_standings(stage), {}};
  const bool knockout_started =
      full.rules.knockout != Knockout::none && full.rounds.size() > stage.rounds.size();
  if (!knockout_started || full.rules.format == EventFormat::team_swiss) return m;
  const std::vector<EventPlace> places = event_places(full);
  m.standings = final_standings(full, m.standings, places);
  for (const EventPlace& p : places)
    if (p.by_knockout) m.by_knockout.push_back(p.id);
  return m;
}

std::string final_places_note(const Record& record, bool zh, bool pending) {
  const std::optional<FinalOutcome> f = find_final(record);
  if (!f || f->lost_by_both || f->decided == pending) return "";
  const std::string r = std::to_string(f->round);
  if (pending)  // (standings says it on stderr, with what comes next)
    return zh ? "第1–2名归决赛（PI-10，第" + r + "轮）胜者，尚未决出：暂按积分排名"
              : "Places 1-2 go to the winner of the final (PI-10, round " + r +
                    "), not decided yet: ranked by the standings until it is";
  const auto who = [&](EntrantId id) {
    return std::to_string(id) + (zh ? "（" : " (") + record.entrant(id).name + (zh ? "）" : ")");
  };
  // A TRF's board numbers are its reader's (docs/record-format.md): not said.
  const bool boards = !record.source.lacks(RecordInput::boards);
  const std::string b = std::to_string(f->board);
  if (zh)
    return "第1–2名由决赛决定（PI-10，第" + r + "轮" + (boards ? "第" + b + "台" : "") +
           (f->games > 1 ? "，含附加赛" : "") + "）：" + who(f->winner) + "胜" + who(f->loser) +
           "；第3名起按第" + r + "轮后名次";
  return "Places 1-2 by the final (PI-10, round " + r + (boards ? " board " + b : "") +
         (f->games > 1 ? ", after " + std::to_string(f->games - 1) + " play-off game" +
                             (f->games > 2 ? "s" : "") + " (KO-3)"
                       : std::string()) +
         "): " + who(f->winner) + " beat " + who(f->loser) + "; places 3.. by the standings after round " +
         r + " (the finalists' points do not place them)";
}

std::string category_title(const CategoryStandings& c, bool zh) {
  const size_t n = c.standings.rows.size();
  if (zh) {
    const std::string how =
        c.method == CategoryRanking::separate ? "单独排名（T-14.2）" : "按总名次筛选（T-14.1）";
    const std::string places = c.awarded == 0   ? "不录取名次"
                               : c.awarded == 1 ? "录取第1名"
                                                : "录取第1–" + std::to_string(c.awarded) + "名";
    const std::string late = static_cast<size_t>(c.at_start) == n
                                 ? ""
                                 : "（开赛时" + std::to_string(c.at_start) + "人：补报者不增加录取名额）";
    return c.category + "组别名次：" + how + "，" + std::to_string(n) + "人" + late + "，" + places +
           "（T-14.3）";
  }
  const std::string how = c.method == CategoryRanking::separate ? "ranked separately (T-14.2)"
                                                                : "the main ranking filtered (T-14.1)";
  const std::string places = c.awarded == 0   ? "no place awarded"
                             : c.awarded == 1 ? "place 1 awarded"
                                              : "places 1-" + std::to_string(c.awarded) + " awarded";
  const std::string late =
      static_cast<size_t>(c.at_start) == n
          ? ""
          : " (" + std::to_string(c.at_start) + " at the start: a late entry awards no place)";
  return "Category " + c.category + ": " + how + ", " + std::to_string(n) +
         (n == 1 ? " entrant" : " entrants") + late + ", " + places + " (T-14.3)";
}

TextTable category_table(const Record& record, const CategoryStandings& c) {
  const bool filter = c.method == CategoryRanking::filter;
  std::vector<std::string> header = {"no", "place", "start_no", "name", "team", "score"};
  if (filter) header.push_back("main_rank");
  return table_with(c.standings, std::move(header), [&](size_t i) {
    const StandingRow& row = c.standings.rows[i];
    const Entrant& e = record.entrant(row.id);
    std::vector<std::string> cells = {
        std::to_string(i + 1),   place_text(c.place(i)), std::to_string(row.id), e.name, e.team,
        format_points(row.score)};
    if (filter) cells.push_back(place_text(c.main_ranks[i]));  // "—": KO-5, no place
    return cells;
  });
}

nlohmann::json category_json(const Record& record, const CategoryStandings& c) {
  const bool filter = c.method == CategoryRanking::filter;
  nlohmann::json rows = nlohmann::json::array();
  for (size_t i = 0; i < c.standings.rows.size(); ++i) {
    const StandingRow& row = c.standings.rows[i];
    nlohmann::json r = {{"no", i + 1}, {"place", place_json(c.place(i))}, {"shared", row.shared_rank}};
    if (filter) r["main_rank"] = place_json(c.main_ranks[i]);
    rows.push_back(entrant_json(record, c.standings.criteria, row, std::move(r)));
  }
  return {{"category", c.category},
          {"ranking", filter ? "filter" : "separate"},
          {"entrants", c.standings.rows.size()},
          {"places_awarded", c.awarded},
          {"criteria", criterion_columns(c.standings.criteria)},
          {"rows", rows}};
}

TextTable team_ranking_table(const Record& record, const Standings& main,
                             const std::vector<TeamPlacing>& teams) {
  TextTable t;
  t.header = {"rank", "team", "places", "best_place", "players"};
  t.align = alignment(t.header);
  t.align.back() = Align::left;
  for (const TeamPlacing& team : teams) {
    std::string players;
    for (EntrantId id : team.counted)
      players +=
          (players.empty() ? "" : "; ") + std::to_string(main.rank_of(id)) + " " + record.entrant(id).name;
    if (players.empty()) players = "—";  // none placed (a knockout's "not placed", KO-2.3, KO-3.7)
    t.rows.push_back(
        {place_text(team.rank), team.team, place_text(team.places), place_text(team.best_place), players});
  }
  return t;
}

nlohmann::json team_ranking_json(const Record& record, const Standings& main,
                                 const std::vector<TeamPlacing>& teams) {
  nlohmann::json rows = nlohmann::json::array();
  for (const TeamPlacing& team : teams) {
    nlohmann::json counted = nlohmann::json::array();
    for (EntrantId id : team.counted)
      counted.push_back({{"start_no", id}, {"name", record.entrant(id).name}, {"place", main.rank_of(id)}});
    rows.push_back({{"rank", place_json(team.rank)},
                    {"shared", team.shared_rank},
                    {"team", team.team},
                    {"places", place_json(team.places)},
                    {"best_place", place_json(team.best_place)},
                    {"counted", counted}});
  }
  return {{"team_best", record.rules.team_best}, {"teams", rows}};
}

namespace {

// A team event's places are the teams' (KO-4): their number and name, as the team standings.
bool team_places(const Record& record) { return record.rules.format == EventFormat::team_swiss; }

// The first-stage place as the knockout read it: the group place after RR-2 groups ("A1").
std::vector<std::string> first_stage_labels(const Record& record, const std::vector<EventPlace>& places) {
  std::vector<std::string> label(places.size() + 1);
  std::vector<std::string> group(places.size() + 1);
  if (record.rules.knockout == Knockout::cross) {
    const std::vector<std::vector<EntrantId>> groups = round_robin_groups(record);
    for (size_t g = 0; g < groups.size(); ++g)
      for (EntrantId id : groups[g]) group[at(id - 1)] = group_name(g);
  }
  for (const EventPlace& p : places)
    label[at(p.id - 1)] =
        group[at(p.id - 1)] + (p.first_stage_place > 0 ? std::to_string(p.first_stage_place) : "");
  return label;
}

}  // namespace

namespace {

// How place p was decided; an entrant without a place has his match still to play, or — the
// knockout over (`over`: knockout_over) — none: his match did not exist or was lost by both
// (docs/knockout.md "Withdrawals", KO-2.3, KO-3.7).
std::string decided_by(const EventPlace& p, bool over) {
  if (p.place != 0) return p.by_knockout ? "knockout" : "stage 1";
  return over ? "not placed" : "to play";
}

}  // namespace

TextTable event_places_table(const Record& record, const std::vector<EventPlace>& places) {
  const bool teams = team_places(record);
  TextTable t;
  t.header = teams ? std::vector<std::string>{"place", "team_no", "team", "stage_1", "decided_by"}
                   : std::vector<std::string>{"place", "start_no", "name", "team", "stage_1", "decided_by"};
  // Issue 14: a withdrawal is marked as in the standings (a column only when someone withdrew).
  const bool withdrawals = !teams && std::any_of(record.entrants.begin(), record.entrants.end(),
                                                 [](const Entrant& e) { return e.withdrawn_from_round > 0; });
  if (withdrawals) t.header.emplace_back("withdrawn");
  t.align = alignment(t.header);
  t.align[t.header.size() - (withdrawals ? 2 : 1)] = Align::left;  // decided_by
  const std::vector<std::string> stage_one = first_stage_labels(record, places);
  const bool over = knockout_over(record);
  for (const EventPlace& p : places) {
    std::vector<std::string> row{place_text(p.place) + (p.shared ? "=" : ""), std::to_string(p.id)};
    if (teams) {
      row.push_back(record.teams.at(at(p.id - 1)).name);
    } else {
      row.insert(row.end(), {record.entrant(p.id).name, record.entrant(p.id).team});
    }
    row.insert(row.end(), {stage_one[at(p.id - 1)], decided_by(p, over)});
    if (withdrawals) row.push_back(withdrawn_text(record.entrant(p.id)));
    t.rows.push_back(std::move(row));
  }
  return t;
}

nlohmann::json event_places_json(const Record& record, const std::vector<EventPlace>& places) {
  const bool teams = team_places(record);
  const std::vector<std::string> stage_one = first_stage_labels(record, places);
  const bool over = knockout_over(record);
  nlohmann::json rows = nlohmann::json::array();
  for (const EventPlace& p : places) {
    nlohmann::json row = {{"place", place_json(p.place)}, {"shared", p.shared}};
    if (teams) {
      row["team_no"] = p.id;
      row["team"] = record.teams.at(at(p.id - 1)).name;
    } else {
      row["start_no"] = p.id;
      row["name"] = record.entrant(p.id).name;
      row["team"] = record.entrant(p.id).team;
    }
    row["stage_1"] = stage_one[at(p.id - 1)];
    row["decided_by"] = decided_by(p, over);
    if (!teams && record.entrant(p.id).withdrawn_from_round > 0)  // issue 14, as standings_json
      row["withdrawn_from_round"] = record.entrant(p.id).withdrawn_from_round;
    rows.push_back(std::move(row));
  }
  return {{"places", rows}};
}

std::vector<Align> alignment(const std::vector<std::string>& header) {
  std::vector<Align> a;
  for (const std::string& h : header)
    a.push_back(h == "name" || h == "team" || h == "withdrawn" ? Align::left : Align::right);
  return a;
}

}  // namespace xq
