// write_record_json and record_json_text (record_json.hpp), streamed: the bytes the ordered_json document of
// the record gave with dump(2), without the document (docs/record-format.md holds the layout).
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "pairing/io/huge_pages.hpp"
#include "pairing/io/json_text.hpp"
#include "pairing/io/json_writer.hpp"
#include "pairing/io/record_json.hpp"
#include "pairing/io/record_json_names.hpp"
#include "pairing/io/rules_toml.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/time_control.hpp"

namespace xq {
namespace {

void write_entrant(JsonWriter& w, const Entrant& e) {
  w.begin_object();
  w.member("id", e.id);
  w.member("name", e.name);
  w.member("team", e.team);
  w.member("rating", e.rating);
  if (!e.category.empty()) w.member("category", e.category);
  if (e.seed != 0) w.member("seed", e.seed);
  if (e.code) w.member("code", *e.code);
  if (e.withdrawn_from_round != 0) w.member("withdrawn_from_round", e.withdrawn_from_round);  // issue 14
  if (!e.absent_rounds.empty()) w.key("absent_rounds").int_array(e.absent_rounds);
  if (e.entry_round != 1) w.member("entry_round", e.entry_round);
  // The FIDE facts (issue 14 item 4), each when given: a record without them reads and writes as before.
  for (const auto& [key, value] : {std::pair<const char*, const std::string&>{"sex", e.sex},
                                   {"title", e.title},
                                   {"fide_id", e.fide_id},
                                   {"birth_date", e.birth_date},
                                   {"federation", e.federation}})
    if (!value.empty()) w.member(key, value);
  w.end_object();
}

// The event's facts for TRF's header lines (issue 14 item 4): only the keys given.
void write_event_info(JsonWriter& w, const EventInfo& info) {
  w.begin_object();
  for (const auto& [key, value] : {std::pair<const char*, const std::string&>{"city", info.city},
                                   {"federation", info.federation},
                                   {"start_date", info.start_date},
                                   {"end_date", info.end_date},
                                   {"type", info.type},
                                   {"chief_arbiter", info.chief_arbiter}})
    if (!value.empty()) w.member(key, value);
  if (!info.deputy_arbiters.empty()) {
    w.key("deputy_arbiters").begin_array();
    for (const std::string& name : info.deputy_arbiters) w.value(name);
    w.end_array();
  }
  if (!info.time_control.empty()) w.member("time_control", info.time_control);
  if (!info.round_dates.empty()) {  // TRF 132
    w.key("round_dates").begin_array();
    for (const std::string& date : info.round_dates) w.value(date);
    w.end_array();
  }
  w.end_object();
}

void write_team(JsonWriter& w, const Team& t) {
  w.begin_object();
  w.member("id", t.id);
  w.member("name", t.name);
  w.key("players").int_array(t.players);
  if (t.code) w.member("code", *t.code);
  w.end_object();
}

void write_game(JsonWriter& w, const Game& g) {
  w.begin_object();
  w.member("board", g.board);
  w.member("red", g.red);
  w.member("black", g.black);
  w.member("result", name_of(g.result, kResultNames));
  if (g.red_fouls != 0) w.member("red_fouls", g.red_fouls);
  if (g.black_fouls != 0) w.member("black_fouls", g.black_fouls);
  if (g.kind != GameKind::regular) w.member("kind", name_of(g.kind, kKindNames));
  if (g.time_control != TimeControl::standard)
    w.member("time_control", name_of(g.time_control, kTimeControlNameList));
  if (g.chooser != 0) w.member("chooser", g.chooser);
  if (g.group != 0) w.member("group", std::string_view(&g.group, 1));
  w.end_object();
}

void write_bye(JsonWriter& w, const Bye& b) {
  w.begin_object();
  w.member("entrant", b.entrant);
  if (b.mark) w.member("mark", name_of(*b.mark, kColourNames));
  w.end_object();
}

void write_match(JsonWriter& w, const Match& m) {
  w.begin_object();
  w.member("table", m.table);
  w.member("home", m.home);
  w.member("away", m.away);
  w.key("games").int_array(m.games);
  w.end_object();
}

// Written only for a record read from a format that lacked some inputs (TRF).
void write_source(JsonWriter& w, const RecordSource& s) {
  w.begin_object();
  w.member("format", s.format);
  w.key("missing").begin_array();
  for (RecordInput i : s.missing) w.value(input_key(i));
  w.end_array();
  w.end_object();
}

void write_warning(JsonWriter& w, const Warning& x) {
  w.begin_object();
  w.member("rule", x.rule);
  w.member("entrant", x.entrant);
  w.member("text", x.text);
  w.end_object();
}

template <class T, class F>
void write_array(JsonWriter& w, std::string_view key, const std::vector<T>& items, F write) {
  w.key(key).begin_array();
  for (const T& item : items) write(w, item);
  w.end_array();
}

void write_round(JsonWriter& w, const Round& r) {
  w.begin_object();
  w.member("number", r.number);
  if (r.stage != 1) w.member("stage", r.stage);  // KO-5
  write_array(w, "games", r.games, write_game);
  write_array(w, "byes", r.byes, write_bye);
  if (!r.matches.empty()) write_array(w, "matches", r.matches, write_match);
  if (!r.team_byes.empty()) w.key("team_byes").int_array(r.team_byes);
  if (!r.warnings.empty()) write_array(w, "warnings", r.warnings, write_warning);
  w.end_object();
}

}  // namespace

std::string record_json_text(const Record& record) {
  std::string text;
  // About 100 bytes an entrant or a game: one allocation (pages never written cost no memory).
  std::size_t items = record.entrants.size();
  for (const Round& r : record.rounds) items += r.games.size() + r.byes.size() + r.matches.size();
  text.reserve(4096 + 160 * items);
  advise_huge_pages(text.data(), text.capacity());
  JsonWriter w(text);
  try {
    w.begin_object();
    w.member("schema", kRecordSchemaVersion);
    w.member("event", record.event);
    if (!record.info.empty()) {
      w.key("event_info");
      write_event_info(w, record.info);
    }
    if (!record.source.empty()) {
      w.key("source");
      write_source(w, record.source);
    }
    w.member("rules", rules_to_json(record.rules));
    write_array(w, "entrants", record.entrants, write_entrant);
    if (!record.teams.empty()) write_array(w, "teams", record.teams, write_team);
    write_array(w, "rounds", record.rounds, write_round);
    w.end_object();
  } catch (const nlohmann::ordered_json::type_error& e) {  // invalid UTF-8 in a name
    throw InputError("", 0, "", "cannot write the record as JSON: " + json_error_text(e));
  }
  text += '\n';
  return text;
}

void write_record_json(std::ostream& out, const Record& record) { out << record_json_text(record); }

}  // namespace xq
