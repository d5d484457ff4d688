#include "reports/standings_report.hpp"

namespace xq {
namespace {

std::string rank_text(const StandingRow& row) {
  return std::to_string(row.rank) + (row.shared_rank ? "=" : "");
}

TextTable table_with(const Standings& s, std::vector<std::string> header,
                     const std::function<std::vector<std::string>(const StandingRow&)>& lead) {
  TextTable t;
  t.header = std::move(header);
  t.align.assign(t.header.size(), Align::left);
  t.align[0] = t.align[1] = Align::right;
  t.align.back() = Align::right;  // score
  for (const std::string& c : s.criteria) {
    t.header.push_back(c);
    t.align.push_back(Align::right);
  }
  for (const StandingRow& row : s.rows) {
    std::vector<std::string> cells = lead(row);
    for (const TiebreakValue& v : row.values) cells.push_back(v.text);
    t.rows.push_back(std::move(cells));
  }
  return t;
}

}  // namespace

TextTable standings_table(const Record& record, const Standings& s) {
  return table_with(s, {"rank", "start_no", "name", "team", "score"}, [&](const StandingRow& row) {
    const Entrant& e = record.entrant(row.id);
    return std::vector<std::string>{rank_text(row), std::to_string(row.id), e.name, e.team,
                                    format_points(row.score)};
  });
}

TextTable team_standings_table(const Record& record, const Standings& s) {
  return table_with(s, {"rank", "team_no", "team", "match_points"}, [&](const StandingRow& row) {
    return std::vector<std::string>{rank_text(row), std::to_string(row.id),
                                    record.teams.at(static_cast<size_t>(row.id - 1)).name,
                                    format_points(row.score)};
  });
}

nlohmann::json standings_json(const Record& record, const Standings& s, bool teams) {
  nlohmann::json rows = nlohmann::json::array();
  for (const StandingRow& row : s.rows) {
    nlohmann::json tb = nlohmann::json::object();
    for (size_t i = 0; i < s.criteria.size(); ++i) tb[s.criteria[i]] = row.values.at(i).text;
    nlohmann::json r = {{"rank", row.rank}, {"shared", row.shared_rank}};
    if (teams) {
      r["team_no"] = row.id;
      r["team"] = record.teams.at(static_cast<size_t>(row.id - 1)).name;
      r["match_points"] = format_points(row.score);
    } else {
      const Entrant& e = record.entrant(row.id);
      r["start_no"] = row.id;
      r["name"] = e.name;
      r["team"] = e.team;
      r["score"] = format_points(row.score);
    }
    r["tiebreaks"] = tb;
    rows.push_back(std::move(r));
  }
  return {{"criteria", s.criteria}, {"rows", rows}};
}

}  // namespace xq
