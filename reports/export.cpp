#include "reports/export.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>

#include "pairing/io/results_csv.hpp"
#include "pairing/io/zh_terms.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/rules.hpp"
#include "pairing/model/time_control.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "pairing/standings/tiebreaks.hpp"
#include "reports/pairing_report.hpp"
#include "reports/standings_report.hpp"

namespace xq {
namespace {

std::string text(ExportLang lang, std::string_view en, std::string_view zh) {
  return std::string(lang == ExportLang::zh ? zh : en);
}

// A table in the page's language: its headings, and in Chinese the bye (S-3), a play-off's `game`
// cell (KO-3.5) and the results (zh_terms: the words a results sheet reads back).
void translate(TextTable& t, ExportLang lang) {
  if (lang == ExportLang::zh) {
    const auto column = [&](std::string_view name) {
      const auto it = std::find(t.header.begin(), t.header.end(), name);
      return it == t.header.end() ? t.header.size() : static_cast<size_t>(it - t.header.begin());
    };
    const size_t game = column("game"), result = column("result");
    for (std::vector<std::string>& row : t.rows)
      for (size_t c = 0; c < row.size(); ++c) {
        TimeControl tc{};
        if (row[c] == "bye")  // S-3: the bye's row of a pairing list, a team bye
          row[c] = kZhBye;
        else if (c == game && parse_playoff_game_label(row[c], tc))
          row[c] = zh_playoff_game_label(tc);
        else if (const std::optional<Result> r = c == result ? parse_result_text(row[c]) : std::nullopt)
          row[c] = zh_result(*r);
      }
  }
  for (std::string& h : t.header) h = export_heading(h, lang);
}

// T-8's column as the record's setting reads it (docs/tiebreaks.md).
std::string previous_round_key(PreviousRound reading, ExportLang lang) {
  switch (reading) {
    case PreviousRound::round_totals:
      return text(lang, "the totals after each earlier round, the latest first (3/2/2)",
                  "此前各轮后的累计积分，由最近一轮起逐轮比较");
    case PreviousRound::recent_rounds:
      return text(lang, "the points of each round, the last first (2/0/1)", "各轮得分，由最后一轮起逐轮比较");
    case PreviousRound::ranking: break;
  }
  return text(lang, "the rank after the previous round", "前一轮结束时的名次");
}

// T-9's column as the record's setting reads it, the setting named (docs/tiebreaks.md): a score,
// or under best_opponent_rank a place (lower is better).
std::string strong_opponent_key(StrongOpponent reading, ExportLang lang) {
  switch (reading) {
    case StrongOpponent::points_vs_strongest:
      return text(lang,
                  "the points scored against the highest-scored opponent(s) (setting points_vs_strongest)",
                  "对所遇积分最高的对手所得之分（设置 points_vs_strongest）");
    case StrongOpponent::best_opponent_rank:
      return text(lang,
                  "the best place among the opponents met, ranked by the criteria listed before it; a better "
                  "place first (setting best_opponent_rank)",
                  "所遇对手中的最好名次（按列于其前的各项排名），名次好者列前（设置 best_opponent_rank）");
    case StrongOpponent::opponents_opponent_score: break;
  }
  return text(lang,
              "the sum of the opponents' own opponent scores (T-1; a bye adds nothing) (setting "
              "opponents_opponent_score)",
              "所遇各对手的对手分之和（轮空不计）（设置 opponents_opponent_score）");
}

// The column of criterion `c` as a sheet heads it: T-8's by its reading — the rank after the
// previous round (previous_round, 上轮名次), or the totals (round_totals, 各轮累计分) or points
// (recent_rounds, 各轮得分) of the rounds, which are no rank.
std::string criterion_column(const std::string& c, const RuleSet& rules) {
  if (c.starts_with("previous_round#"))  // listed again (criterion_columns): the same reading, numbered
    return criterion_column("previous_round", rules) + c.substr(c.find('#'));
  if (c != "previous_round") return c;
  switch (rules.previous_round) {
    case PreviousRound::round_totals: return "round_totals";
    case PreviousRound::recent_rounds: return "recent_rounds";
    case PreviousRound::ranking: break;
  }
  return c;
}

// A ranking table's criterion columns headed as criterion_column says (before translate).
void head_criteria(TextTable& t, const RuleSet& rules) {
  for (std::string& h : t.header) h = criterion_column(h, rules);
}

// One key line per tiebreak column: what it counts and the rule that says so.
std::vector<std::string> criteria_key(const std::vector<std::string>& criteria, TiebreakScope scope,
                                      const RuleSet& rules, ExportLang lang) {
  std::vector<std::string> key;
  for (const std::string& c : criteria) {
    const CriterionInfo* info = find_criterion(c, scope);
    if (!info) continue;
    const ZhHeading* h = find_zh_heading(c);
    const bool zh = lang == ExportLang::zh && h && !h->zh_doc.empty();
    const std::string doc = c == "previous_round" ? previous_round_key(rules.previous_round, lang)
                            : c == "strong_opponent_score"
                                ? strong_opponent_key(rules.strong_opponent_score, lang)
                            : zh ? std::string(h->zh_doc)
                                 : std::string(info->doc);
    key.push_back(export_heading(criterion_column(c, rules), lang) + " (" + std::string(info->rule) +
                  "): " + doc);
  }
  return key;
}

// Issue 14: the withdrawal mark in the page's language ("from round 2" → "第2轮起").
void translate_withdrawn(TextTable& t, ExportLang lang) {
  const auto column = std::find(t.header.begin(), t.header.end(), "withdrawn");
  if (lang != ExportLang::zh || column == t.header.end()) return;
  const auto c = static_cast<size_t>(column - t.header.begin());
  constexpr std::string_view from = "from round ";
  for (std::vector<std::string>& row : t.rows)
    if (c < row.size() && row[c].starts_with(from)) row[c] = "第" + row[c].substr(from.size()) + "轮起";
}

// KO-5: once the knockout has begun, the event's places (as `xqsim standings` prints them): the
// knockout's, then the first stage's below them (KO-1), or every place from the knockout (KO-2).
ExportSheet places_sheet(const Record& after, ExportLang lang) {
  ExportSheet s;
  s.name = text(lang, "places", "名次");
  // KO-5: "final" once every match is decided, else after the knockout rounds decided so far.
  const int decided = knockout_rounds_decided(after);
  const std::string k = std::to_string(decided);
  s.title = knockout_over(after) ? text(lang, "Final places", "最终名次")
            : decided == 0       ? text(lang, "Places after the first stage, the knockout under way",
                                        "第一阶段后名次（淘汰赛进行中）")
                           : text(lang, "Places after knockout round " + k, "淘汰赛第" + k + "轮后名次");
  s.table = event_places_table(after, event_places(after));
  s.key = {after.rules.knockout == Knockout::cross
               ? text(lang, "Every place from the cross knockout (KO-2)", "全部名次由交叉淘汰赛决定（KO-2）")
               : text(lang, "Places 1–4 from the knockout (KO-1), 5 and below from the first stage",
                      "第1–4名由淘汰赛决定（KO-1），第5名起按第一阶段名次")};
  if (lang == ExportLang::zh) {  // KO-5: how each place was decided, in the page's language
    const std::map<std::string, std::string> words = {
        {"knockout", "淘汰赛"}, {"stage 1", "第一阶段"}, {"to play", "待赛"}, {"not placed", "无名次"}};
    const auto column = std::find(s.table.header.begin(), s.table.header.end(), "decided_by");
    const auto c = static_cast<size_t>(column - s.table.header.begin());
    for (std::vector<std::string>& row : s.table.rows)
      if (const auto w = words.find(c < row.size() ? row[c] : ""); w != words.end()) row[c] = w->second;
  }
  translate_withdrawn(s.table, lang);
  translate(s.table, lang);
  return s;
}

}  // namespace

std::string after_round(const Record& record, int round, ExportLang lang, const std::string& what_en,
                        const std::string& what_zh) {
  const std::string r = std::to_string(round);
  const std::vector<Game>* games = round >= 1 && round <= static_cast<int>(record.rounds.size())
                                       ? &record.rounds[static_cast<size_t>(round - 1)].games
                                       : nullptr;
  const bool waiting =
      games && !games->empty() &&
      std::all_of(games->begin(), games->end(), [](const Game& g) { return g.result == Result::pending; });
  const std::string en = what_en.empty() ? "" : what_en + " ";
  if (round == 0)  // docs/cli.md --round 0: the standings before round 1 (the start list)
    return text(lang, en + "before round 1", what_zh + "第1轮前");
  return waiting ? text(lang, en + "before the results of round " + r, what_zh + "第" + r + "轮成绩录入前")
                 : text(lang, en + "after round " + r, what_zh + "第" + r + "轮后");
}

namespace {

// The standings table; `group` (a round robin's RR-2 group, its index into round_robin_groups)
// ranks that group among itself, as `xqsim standings --group` does.
ExportSheet standings_sheet(const Record& after, int round, ExportLang lang,
                            const std::vector<EntrantId>& present,
                            std::optional<size_t> group = std::nullopt) {
  const Record stage = first_stage(after);  // KO-5: the first stage's table
  const int last = static_cast<int>(stage.rounds.size());
  ExportSheet s;
  s.name = text(lang, "standings", "名次");
  s.title = after_round(after, round, lang, "Standings", "") + text(lang, "", "名次");
  if (last < round) {  // the knockout has begun: this table is the first stage's
    s.name = text(lang, "stage 1", "第一阶段");
    s.title = text(lang, "First stage (rounds 1–" + std::to_string(last) + ")",
                   "第一阶段（第1–" + std::to_string(last) + "轮）");
  }
  const bool teams = !stage.teams.empty();
  Standings st;
  if (group) {  // RR-2.5: the group among itself
    const std::string g = group_name(*group);
    s.name = text(lang, "group " + g, g + "组");
    s.title =
        after_round(stage, std::min(round, last), lang, "Group " + g, g + "组") + text(lang, "", "名次");
    st = compute_standings(stage, expand_tiebreaks(stage.rules.tiebreaks), round_robin_groups(stage)[*group]);
  } else if (!teams && present.size() < stage.entrants.size()) {  // late entries not in yet
    st = compute_standings(stage, expand_tiebreaks(stage.rules.tiebreaks), present);
  } else {
    st = teams ? compute_team_standings(stage) : compute_standings(stage);
  }
  s.table = teams ? team_standings_table(stage, st) : standings_table(stage, st);
  s.key =
      criteria_key(st.criteria, teams ? TiebreakScope::team : TiebreakScope::individual, stage.rules, lang);
  if (!group && !teams)  // PI-10: places 1-2 by the final (decided or not yet), which the points do not show
    for (const bool pending : {false, true})
      if (const std::string f = final_places_note(stage, lang == ExportLang::zh, pending); !f.empty())
        s.key.insert(s.key.begin(), f);
  head_criteria(s.table, stage.rules);
  translate_withdrawn(s.table, lang);
  translate(s.table, lang);
  return s;
}

// T-14: a category's ranking (category_standings) from the event's final places (T-14.1).
ExportSheet category_sheet(const Record& after, ExportLang lang, const std::string& category) {
  MainRanking main;
  try {
    main = final_main_ranking(after, first_stage(after));
  } catch (const InputError& e) {  // export has no --stage: the first stage is the record cut after it
    const size_t stage_rounds = first_stage(after).rounds.size();
    const bool undecided = after.rounds.size() > stage_rounds && !knockout_over(after);  // KO-5
    throw InputError(
        "", e.line(), "--category",
        e.reason() + (undecided ? "; --round " + std::to_string(stage_rounds) + " exports the first stage's"
                                : std::string()));
  }
  CategoryStandings c;
  try {
    c = category_standings(first_stage(after), main.standings, category, main.by_knockout);
  } catch (const InputError& e) {
    throw InputError("", 0, "--category", e.reason());
  }
  ExportSheet s;
  s.name = text(lang, "category " + category, category + "组别");
  s.title = category_title(c, lang == ExportLang::zh);
  s.table = category_table(first_stage(after), c);
  s.key = criteria_key(c.standings.criteria, TiebreakScope::individual, after.rules, lang);
  head_criteria(s.table, after.rules);
  translate(s.table, lang);
  return s;
}

ExportSheet round_sheet(const Record& record, int round, bool results, ExportLang lang) {
  ExportSheet s;
  const std::string r = std::to_string(round);
  s.name = lang == ExportLang::zh ? "第" + r + "轮" : "round " + r;
  s.title = results ? text(lang, "Results of round " + r, "第" + r + "轮成绩")
                    : text(lang, "Pairings of round " + r, "第" + r + "轮对阵");
  s.table = pairing_table(record, round, results, false, results);  // results: its play-offs too
  // What the rows do not say, as `pair` prints it: the PI-10 final's board, who does not play and why.
  const Round& rd = record.rounds.at(static_cast<size_t>(round - 1));
  const bool zh = lang == ExportLang::zh;
  for (const auto& notes : {final_board_notes(rd, zh), chooser_notes(record, rd, false, zh),
                            knockout_round_notes(record, rd, zh), left_out_notes(record, rd, zh)})
    s.key.insert(s.key.end(), notes.begin(), notes.end());
  translate(s.table, lang);
  return s;
}

// S-2 (issue 14): the word of a round an entrant was not paired in for an announced reason — an
// absence, a round before his late entry — or "" (paired, or withdrawn: he has left the event).
std::string missed_word(Availability a, ExportLang lang) {
  switch (a) {
    case Availability::absent: return text(lang, "abs", "缺席");
    case Availability::not_entered: return text(lang, "late", "补报");
    case Availability::withdrawn:
    case Availability::plays: break;
  }
  return "";
}

// A cross-table cell of a round without a game: an absence or a round before a late entry with
// the points it scored (absence_points, late_entry_points: "half" is a draw's worth, ½), so that
// the cells add up to the score: `abs½`, `late0`; blank otherwise.
std::string missed_round_cell(const Entrant& e, const Encounter& enc, ExportLang lang) {
  const std::string word = missed_word(availability(e, enc.round), lang);
  return word.empty() ? word : word + (enc.points > 0 ? "½" : "0");
}

// Whether a cross-table's round cells hold a missed_round_cell (its key then explains them).
bool has_missed_rounds(const TextTable& t, ExportLang lang) {
  const std::string abs = missed_word(Availability::absent, lang);
  const std::string late = missed_word(Availability::not_entered, lang);
  return std::any_of(t.rows.begin(), t.rows.end(), [&](const std::vector<std::string>& row) {
    return std::any_of(row.begin() + std::min<std::ptrdiff_t>(4, std::ssize(row)), row.end(),
                       [&](const std::string& c) { return c.starts_with(abs) || c.starts_with(late); });
  });
}

std::string result_mark(const Encounter& e) {
  switch (e.outcome) {
    case Outcome::win: return e.forfeit ? "+" : "1";
    case Outcome::draw: return "½";
    case Outcome::loss: return e.forfeit ? "-" : "0";
    default: return "";
  }
}

}  // namespace

ExportWhat parse_export_what(const std::string& name, const std::string& key) {
  static const std::map<std::string, ExportWhat> names = {{"standings", ExportWhat::standings},
                                                          {"pairings", ExportWhat::pairings},
                                                          {"results", ExportWhat::results},
                                                          {"crosstable", ExportWhat::crosstable},
                                                          {"all", ExportWhat::all}};
  const auto it = names.find(name);
  if (it == names.end())
    throw InputError("", 0, key,
                     "expected standings, pairings, results, crosstable or all, got '" + name + "'");
  return it->second;
}

ExportLang parse_export_lang(const std::string& name, const std::string& key) {
  if (name == "en") return ExportLang::en;
  if (name == "zh") return ExportLang::zh;
  throw InputError("", 0, key, "expected en or zh, got '" + name + "'");
}

std::string export_heading(const std::string& heading, ExportLang lang) {
  if (lang == ExportLang::en) return heading;
  // A criterion listed again keeps its number (criterion_columns: NAME#2).
  const size_t mark = heading.rfind('#');
  const std::string base = mark == std::string::npos ? heading : heading.substr(0, mark);
  const ZhHeading* h = find_zh_heading(base);
  return h ? std::string(h->zh) + heading.substr(base.size()) : heading;
}

TextTable cross_table(const Record& record, ExportLang lang, const std::vector<EntrantId>& present) {
  const Standings st = present.size() < record.entrants.size()
                           ? compute_standings(record, expand_tiebreaks(record.rules.tiebreaks), present)
                           : compute_standings(record);
  const std::vector<EntrantHistory> hist = build_histories(record);
  TextTable t;
  t.header = {"rank", "start_no", "name", "team"};
  for (size_t r = 1; r <= record.rounds.size(); ++r)
    t.header.push_back(text(lang, "R", "第") + std::to_string(r) + text(lang, "", "轮"));
  t.header.push_back("score");
  t.align = alignment(t.header);
  for (const StandingRow& row : st.rows) {
    const Entrant& e = record.entrant(row.id);
    std::vector<std::string> cells = {std::to_string(row.rank) + (row.shared_rank ? "=" : ""),
                                      std::to_string(row.id), e.name, e.team};
    for (const Encounter& enc : hist[static_cast<size_t>(row.id - 1)].rounds) {
      if (enc.outcome == Outcome::bye) {
        cells.push_back(text(lang, "bye", "轮空"));
      } else if (enc.opponent == 0) {
        cells.push_back(missed_round_cell(e, enc, lang));
      } else {
        const std::string colour = !enc.colour                  ? ""
                                   : *enc.colour == Colour::red ? text(lang, "r", "红")
                                                                : text(lang, "b", "黑");
        cells.push_back(std::to_string(enc.opponent) + colour + result_mark(enc));
      }
    }
    cells.resize(4 + record.rounds.size());
    cells.push_back(format_points(row.score));
    t.rows.push_back(std::move(cells));
  }
  translate(t, lang);
  return t;
}

Record record_after_round(const Record& record, int round) {
  Record after = truncated(record, round);
  for (Entrant& e : after.entrants) {
    if (e.withdrawn_from_round > round + 1) e.withdrawn_from_round = 0;
    std::erase_if(e.absent_rounds, [&](int r) { return r > round + 1; });
  }
  while (!after.entrants.empty() && after.entrants.back().entry_round > round + 1) after.entrants.pop_back();
  return after;
}

void check_export_round(const Record& record, ExportWhat what, int round) {
  const int played = static_cast<int>(record.rounds.size());
  if (round < 0 || round > played || (round == 0 && what != ExportWhat::standings))
    throw InputError("", 0, "--round",
                     played == 0
                         ? "no round is paired yet: only the standings (the entry list) exist"
                         : "expected a round from " +
                               std::string(what == ExportWhat::standings ? "0 (the start list)" : "1") +
                               " to " + std::to_string(played) + ", got " + std::to_string(round));
}

std::vector<ExportSheet> export_sheets(const Record& record, ExportWhat what, int round, ExportLang lang,
                                       const std::string& group, const std::string& category) {
  check_export_round(record, what, round);
  const Record after = record_after_round(record, round);
  std::vector<EntrantId> present;  // (a late entry not at the end of the list: ranked without)
  for (const Entrant& e : after.entrants)
    if (e.entry_round <= round + 1) present.push_back(e.id);
  const bool groups = record.rules.format == EventFormat::round_robin && record.rules.groups > 1;
  std::optional<size_t> only;  // --group: that group's table alone
  if (!group.empty()) only = find_group(record, group);
  std::vector<ExportSheet> sheets;
  if (what == ExportWhat::standings || what == ExportWhat::all) {
    if (round > record.rules.rounds && record.rules.knockout != Knockout::none && !only && category.empty())
      sheets.push_back(places_sheet(after, lang));
    if (!category.empty()) {  // T-14: one category's ranking, as xqsim standings --category
      sheets.push_back(category_sheet(after, lang, category));
    } else if (groups) {  // RR-2.5: each group ranked among itself — the whole field's table is no ranking
      for (size_t i = 0; i < static_cast<size_t>(record.rules.groups); ++i)
        if (!only || *only == i) sheets.push_back(standings_sheet(after, round, lang, present, i));
    } else {
      sheets.push_back(standings_sheet(after, round, lang, present));
      if (const std::string note = merged_table_note(after);
          !note.empty()) {  // RR-3.3: ranks nobody officially
        ExportSheet& merged = sheets.back();
        merged.title += text(lang, " — not official (RR-3.3)", "（非正式名次，RR-3.3）");
        merged.key.insert(
            merged.key.begin(),
            text(lang, note + " Export one with --category NAME.",
                 "非正式名次（RR-3.3）：各组别分别排名，此为合并表；用 --category 组别名 导出各组别名次。"));
      }
    }
  }
  // `all` of a team event: its standings and the round's matches (a cross-table is of players).
  if (what == ExportWhat::crosstable || (what == ExportWhat::all && record.teams.empty())) {
    if (!record.teams.empty())
      throw InputError("", 0, "--what", "the cross-table is for individual events (a team event: standings)");
    ExportSheet s;
    s.name = text(lang, "crosstable", "交叉表");
    const Record stage = first_stage(after);
    const std::string n = std::to_string(stage.rounds.size());
    // KO-5: once the knockout has begun the table is the first stage's, in its order (so titled).
    s.title =
        stage.rounds.size() < after.rounds.size()
            ? text(lang, "Cross-table, first stage (rounds 1–" + n + ")", "第一阶段（第1–" + n + "轮）交叉表")
            : after_round(after, round, lang, "Cross-table", "") + text(lang, "", "交叉表");
    s.table = cross_table(stage, lang, present);
    s.key = {text(lang, "12r1: red against start number 12, won; b black; ½ drawn, 0 lost, + / - by forfeit",
                  "12红1：执红对序号12，胜；黑：执黑；½ 和，0 负，+ / - 对方弃权 / 本方弃权")};
    if (has_missed_rounds(s.table, lang))  // S-2: rounds scored without a game
      s.key.push_back(text(
          lang,
          "abs½ / abs0: absent that round (announced), with the points it scored (absence_points); "
          "late½ / late0: a round before a late entry joined, with its points (late_entry_points)",
          "缺席½ / 缺席0：该轮请假缺席及所得分（absence_points）；补报½ / 补报0：补报者入赛前的轮次及所得分"
          "（late_entry_points）"));
    sheets.push_back(std::move(s));
  }
  if (what == ExportWhat::pairings || what == ExportWhat::all)
    sheets.push_back(round_sheet(record, round, false, lang));
  if (what == ExportWhat::results) sheets.push_back(round_sheet(record, round, true, lang));
  return sheets;
}

nlohmann::ordered_json export_json(const std::vector<ExportSheet>& sheets) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (const ExportSheet& s : sheets) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const auto& row : s.table.rows) {
      nlohmann::ordered_json r = nlohmann::ordered_json::object();
      for (size_t c = 0; c < s.table.header.size() && c < row.size(); ++c) r[s.table.header[c]] = row[c];
      rows.push_back(std::move(r));
    }
    j[s.name] = {{"title", s.title}, {"rows", std::move(rows)}, {"key", s.key}};
  }
  return j;
}

}  // namespace xq
