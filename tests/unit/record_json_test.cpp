// The JSON record (harness.md "Formats"): exact round trip, fixed bytes, nested rules, every
// kind of bad input with its path or line; files by extension; and the matchbp sample, rebuilt
// here from ../shared/data/matchbp so the sample cannot drift from its source.
#include "pairing/io/record_json.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

#include "pairing/io/record_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/rule_settings.hpp"
#include "tests/support/files.hpp"
#include "tests/support/input_error.hpp"
#include "tests/support/matchbp.hpp"

namespace xq {
namespace {

using test::slurp;
using test::temp_dir;

std::string to_json(const Record& r) {
  std::ostringstream out;
  write_record_json(out, r);
  return out.str();
}

Record from_json(const std::string& text) {
  std::istringstream in(text);
  return read_record_json(in, "rec.json");
}

// 1 / ½ / 0, all three forfeits, marked and unmarked byes, fouls, a final and its play-offs,
// warnings, entrants with every optional field, a pending last round.
Record individual() {
  Record r;
  r.event = "第十六届世界象棋锦标赛 \"men\"";
  set_rule_text(r.rules, "points.win", "1");
  set_rule_text(r.rules, "points.draw", "0.5");
  set_rule_text(r.rules, "tiebreaks", "opponent_score,wins");
  set_rule_text(r.rules, "rounds", "3");
  set_rule_text(r.rules, "final_after_round", "2");
  r.entrants = {{1, "王天一", "Beijing", 2700, "", 1, 42},
                {2, "Lai Li Huynh", "VN", 0, "non-CN-VN", 0, std::nullopt},
                {3, "Chen", "", 2400, "U12", 3, 0},
                {4, "Zheng Weitong", "Sichuan", 2650, "", 0, std::nullopt},
                {5, "Nguyen", "VN", 1900, "non-CN-VN", 0, 7}};
  r.rounds.push_back({1,
                      {{1, 1, 2, Result::red_forfeit, 0, 2, GameKind::regular, TimeControl::standard},
                       {2, 3, 4, Result::black_forfeit}},
                      {{5, Colour::black}},
                      {},
                      {},
                      {{"W-5", 0, "float of two groups"}}});
  r.rounds.push_back({2,
                      {{1, 5, 1, Result::double_forfeit}, {2, 2, 3, Result::draw, 1, 0}},
                      {{4, Colour::red}},
                      {},
                      {},
                      {{"W-2", 3, "black three rounds running"}, {"W-3", 2, "colour difference 3"}}});
  r.rounds.push_back({3,
                      {{1, 1, 4, Result::draw, 0, 0, GameKind::final_game},
                       {1, 4, 1, Result::black_win, 0, 0, GameKind::playoff, TimeControl::rapid},
                       {2, 2, 5, Result::pending, 0, 0, GameKind::regular, TimeControl::super_rapid}},
                      {{3, std::nullopt}},
                      {},
                      {},
                      {}});
  return r;
}

Record unequal_draws() {  // 13.3: a draw worth 1 to red and 2 to black
  Record r = individual();
  set_rule_text(r.rules, "points.win", "3");
  set_rule_text(r.rules, "points.draw", "1");
  set_rule_text(r.rules, "points.draw_red", "1");
  set_rule_text(r.rules, "points.draw_black", "2");
  return r;
}

Record team_event() {  // 000: 2.5 / 0 / 1 home / 1.5 away, a team bye (PT-13)
  Record r;
  r.event = "Yuangou Cup";
  set_rule_text(r.rules, "format", "team_swiss");
  set_rule_text(r.rules, "boards", "2");
  set_rule_text(r.rules, "board_colours", "RB");
  set_rule_text(r.rules, "match_points.win", "2.5");
  set_rule_text(r.rules, "match_points.draw_away", "1.5");
  for (EntrantId id = 1; id <= 6; ++id)
    r.entrants.push_back({id, "P" + std::to_string(id), "T", 0, "", 0, std::nullopt});
  r.teams = {{1, "上海", {1, 2}}, {2, "Jiangsu", {3, 4}}, {3, "Zhejiang", {5, 6}}};
  r.rounds.push_back({1,
                      {{1, 1, 3, Result::red_win}, {2, 4, 2, Result::draw}},
                      {{5, std::nullopt}, {6, std::nullopt}},
                      {{1, 1, 2, {0, 1}}},
                      {3},
                      {{"W-1", 2, "away three rounds running"}}});
  return r;
}

TEST(RecordJson, HandMadeRecordsRoundTripExactly) {
  for (const Record& r : {individual(), unequal_draws(), team_event(), Record{}}) {
    const std::string text = to_json(r);
    const Record back = from_json(text);
    EXPECT_EQ(back, r) << text;
    EXPECT_EQ(to_json(back), text);  // same record, same bytes
  }
}

// Issue 13 item 9: a record read from TRF (and saved as JSON, e.g. by `xqsim pair --out`) keeps
// saying what TRF lacked; a whole record writes no "source".
TEST(RecordJson, SourceIsWrittenOnlyWhenSomethingWasMissingAndReadBack) {
  Record r = individual();
  EXPECT_EQ(to_json(r).find("\"source\""), std::string::npos);
  r.source = trf_source();
  const std::string text = to_json(r);
  EXPECT_NE(text.find("  \"event\": \"第十六届世界象棋锦标赛 \\\"men\\\"\",\n"
                      "  \"source\": {\n"
                      "    \"format\": \"TRF\",\n"
                      "    \"missing\": [\n"
                      "      \"boards\",\n"
                      "      \"numbers\",\n"
                      "      \"warnings\",\n"
                      "      \"game_kinds\",\n"
                      "      \"rules\"\n"
                      "    ]\n"
                      "  },\n"
                      "  \"rules\": {"),
            std::string::npos)
      << text;
  EXPECT_EQ(from_json(text), r);
  nlohmann::json j = nlohmann::json::parse(text);  // any order, repeats: read as the set it is
  j["source"]["missing"] = {"warnings", "boards", "warnings"};
  EXPECT_EQ(from_json(j.dump()).source, (RecordSource{"TRF", {RecordInput::boards, RecordInput::warnings}}));
}

// Issue 14 item 4: the FIDE facts of entrants and the event's facts, each written only when given
// (so records without them keep their bytes: the samples and the example of the docs), read back.
Record with_fide_facts() {
  Record r = individual();
  r.entrants[0].sex = "m";
  r.entrants[0].title = "GM";
  r.entrants[0].fide_id = "8603677";
  r.entrants[0].birth_date = "1989/06/18";
  r.entrants[0].federation = "CHN";
  r.entrants[1].birth_date = "1996";
  r.info = {"Shanghai",
            "CHN",
            "2024/05/01",
            "2024/05/09",
            "Individual: Swiss-System",
            "Liu Guohua",
            {"Zhang Qiang", "Tran Van Ninh"},
            "90 min + 30 s per move"};
  return r;
}

TEST(RecordJson, FideFactsAreWrittenOnlyWhenGivenAndReadBack) {
  const Record r = with_fide_facts();
  const std::string text = to_json(r);
  EXPECT_EQ(from_json(text), r);
  EXPECT_EQ(to_json(from_json(text)), text);
  EXPECT_NE(text.find("  \"event\": \"第十六届世界象棋锦标赛 \\\"men\\\"\",\n"
                      "  \"event_info\": {\n"
                      "    \"city\": \"Shanghai\",\n"
                      "    \"federation\": \"CHN\",\n"
                      "    \"start_date\": \"2024/05/01\",\n"
                      "    \"end_date\": \"2024/05/09\",\n"
                      "    \"type\": \"Individual: Swiss-System\",\n"
                      "    \"chief_arbiter\": \"Liu Guohua\",\n"
                      "    \"deputy_arbiters\": [\n"
                      "      \"Zhang Qiang\",\n"
                      "      \"Tran Van Ninh\"\n"
                      "    ],\n"
                      "    \"time_control\": \"90 min + 30 s per move\"\n"
                      "  },\n"
                      "  \"rules\": {"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("      \"seed\": 1,\n"
                      "      \"code\": 42,\n"
                      "      \"sex\": \"m\",\n"
                      "      \"title\": \"GM\",\n"
                      "      \"fide_id\": \"8603677\",\n"
                      "      \"birth_date\": \"1989/06/18\",\n"
                      "      \"federation\": \"CHN\"\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(to_json(individual()).find("event_info"), std::string::npos);
  for (const char* key : {"\"sex\"", "\"title\"", "\"fide_id\"", "\"birth_date\"", "\"federation\""})
    EXPECT_EQ(to_json(individual()).find(key), std::string::npos) << key;
  Record city_only = individual();  // one fact, one key
  city_only.info.city = "Hanoi";
  EXPECT_NE(to_json(city_only).find("  \"event_info\": {\n    \"city\": \"Hanoi\"\n  },\n"),
            std::string::npos);
}

TEST(RecordJson, FideFactsMustBeInTheirWrittenForm) {
  const std::string text = to_json(with_fide_facts());
  const auto error = [&](const std::function<void(nlohmann::json&)>& change) {
    nlohmann::json j = nlohmann::json::parse(text);
    change(j);
    return test::error_of([&] { (void)from_json(j.dump()); });
  };
  // Another form the options accept is named in its written form (the message had offered the
  // very form it refused: "expected YYYY/MM/DD (or YYYY-MM-DD …) in its written form").
  EXPECT_EQ(error([](nlohmann::json& j) { j["entrants"][0]["sex"] = "M"; }),
            "rec.json: entrants[0].sex: a record holds the written form 'm', got 'M'");
  EXPECT_EQ(error([](nlohmann::json& j) { j["entrants"][0]["sex"] = "x"; }),
            "rec.json: entrants[0].sex: expected m or w (also f, 男, 女), or empty, got 'x'");
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][0]["title"] = "gm";
            }).find("entrants[0].title: a record holds the written form 'GM', got 'gm'"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][0]["title"] = "XM";
            }).find("entrants[0].title: expected one"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][0]["fide_id"] = 8603677;
            }).find("entrants[0].fide_id: expected a string, got number"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][1]["birth_date"] = "1996-01-01";
            }).find("entrants[1].birth_date: a record holds the written form '1996/01/01', got '1996-01-01'"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][1]["birth_date"] = "1996-13-01";
            }).find("entrants[1].birth_date: expected a birth date"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["entrants"][0]["federation"] = "China";
            }).find("entrants[0].federation: expected a federation code"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["start_date"] = "2024/02/30";
            }).find("event_info.start_date: expected a date YYYY/MM/DD"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["start_date"] = "2024/05/10";
              j["event_info"]["end_date"] = "2024/05/01";
            }).find("event_info.end_date: the event ends (2024/05/01) before it starts (2024/05/10)"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event"] = "WXC\n2024";
            }).find("rec.json: event: a line break or control character in the text"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["city"] = "Ha\tnoi";
            }).find("event_info.city: a line break or control character in the text"),
            std::string::npos);
  for (const char* blank : {"", "  "})  // as the entry list and `add`: every entrant has a name
    EXPECT_NE(error([&](nlohmann::json& j) {
                j["entrants"][1]["name"] = blank;
              }).find("entrants[1].name: empty: every entrant has a name"),
              std::string::npos)
        << "'" << blank << "'";
  EXPECT_NE(
      error([](nlohmann::json& j) { j["event_info"]["federation"] = "cn"; }).find("event_info.federation"),
      std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["arbiter"] = "X";
            }).find("event_info.arbiter: unknown key"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["deputy_arbiters"] = "X";
            }).find("event_info.deputy_arbiters: expected an array"),
            std::string::npos);
}

// TRF 132's dates: written only when given, read back; each in its written form, never before an
// earlier round's, no more than the rounds.
TEST(RecordJson, RoundDatesAreReadBackAndChecked) {
  Record r = with_fide_facts();
  r.info.round_dates = {"2024/05/01", "", "2024/05/03"};
  const std::string text = to_json(r);
  EXPECT_NE(
      text.find("    \"round_dates\": [\n      \"2024/05/01\",\n      \"\",\n      \"2024/05/03\"\n    ]\n"),
      std::string::npos)
      << text;
  EXPECT_EQ(from_json(text), r);
  EXPECT_EQ(to_json(with_fide_facts()).find("round_dates"), std::string::npos);
  const auto error = [&](const std::function<void(nlohmann::json&)>& change) {
    nlohmann::json j = nlohmann::json::parse(text);
    change(j);
    return test::error_of([&] { (void)from_json(j.dump()); });
  };
  EXPECT_EQ(error([](nlohmann::json& j) { j["event_info"]["round_dates"][1] = "2024/05/04"; }),
            "rec.json: event_info.round_dates: round 3 (2024/05/03) is dated before an earlier round "
            "(2024/05/04)");
  EXPECT_NE(error([](nlohmann::json& j) { j["event_info"]["round_dates"][0] = "2024-05-01"; })
                .find("event_info.round_dates: round 1: a record holds the written form '2024/05/01', got "
                      "'2024-05-01'"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["event_info"]["round_dates"][0] = 20240501;
            }).find("event_info.round_dates[0]: expected a string"),
            std::string::npos);
  EXPECT_NE(error([](nlohmann::json& j) {
              j["rules"]["rounds"] = 2;
            }).find("event_info.round_dates: 3 round dates for an event of 2 rounds"),
            std::string::npos);
}

TEST(RecordJson, LayoutIsVersionedNestedAndCompact) {
  const std::string text = to_json(individual());
  EXPECT_EQ(
      text.rfind(
          "{\n  \"schema\": 1,\n  \"event\": \"第十六届世界象棋锦标赛 \\\"men\\\"\",\n  \"rules\": {\n", 0),
      0u)
      << text.substr(0, 200);
  const nlohmann::json j = nlohmann::json::parse(text);
  EXPECT_EQ(j["rules"]["points"]["win"], 1);
  EXPECT_EQ(j["rules"]["points"]["draw"], 0.5);
  EXPECT_EQ(j["rules"]["tiebreaks"], nlohmann::json({"opponent_score", "wins"}));
  const nlohmann::json& g = j["rounds"][0]["games"][1];
  EXPECT_EQ(g, nlohmann::json::parse(R"({"board": 2, "red": 3, "black": 4, "result": "black_forfeit"})"));
  EXPECT_EQ(j["rounds"][0]["games"][0]["black_fouls"], 2);
  EXPECT_FALSE(j["rounds"][0]["games"][0].contains("red_fouls"));
  EXPECT_EQ(j["rounds"][0]["byes"][0], nlohmann::json::parse(R"({"entrant": 5, "mark": "black"})"));
  EXPECT_EQ(j["rounds"][2]["games"][1]["kind"], "playoff");
  EXPECT_EQ(j["rounds"][2]["games"][1]["time_control"], "rapid");
  EXPECT_EQ(j["entrants"][1],
            nlohmann::json::parse(
                R"({"id": 2, "name": "Lai Li Huynh", "team": "VN", "rating": 0, "category": "non-CN-VN"})"));
  EXPECT_EQ(j["entrants"][2]["code"], 0);  // a code of 0 is a code
  EXPECT_FALSE(j.contains("teams"));
  EXPECT_FALSE(j["rounds"][2].contains("warnings"));
}

// ------------------------------------------------------------------ bad input

InputError error_of(const std::string& text) {
  return test::input_error_of([&] { from_json(text); }, text);
}

// The valid individual() record as a JSON tree, changed by `edit`, then read.
InputError error_after(const std::function<void(nlohmann::json&)>& edit) {
  nlohmann::json j = nlohmann::json::parse(to_json(individual()));
  edit(j);
  return error_of(j.dump(2));
}

struct BadJson {
  const char* name;
  std::function<void(nlohmann::json&)> edit;
  std::string key;
  std::string reason;
};

class RecordJsonBadInput : public ::testing::TestWithParam<BadJson> {};

TEST_P(RecordJsonBadInput, NamesFilePathAndReason) {
  const InputError e = error_after(GetParam().edit);
  EXPECT_EQ(e.file(), "rec.json");
  EXPECT_EQ(e.key(), GetParam().key);
  EXPECT_NE(e.reason().find(GetParam().reason), std::string::npos) << e.what();
}

INSTANTIATE_TEST_SUITE_P(
    Cases, RecordJsonBadInput,
    ::testing::Values(
        BadJson{"unknown_key", [](nlohmann::json& j) { j["rounds"][0]["games"][0]["colour"] = "red"; },
                "rounds[0].games[0].colour", "unknown key"},
        BadJson{"unknown_top_key", [](nlohmann::json& j) { j["stages"] = nlohmann::json::array(); }, "stages",
                "unknown key"},
        BadJson{"wrong_type", [](nlohmann::json& j) { j["entrants"][1]["rating"] = "high"; },
                "entrants[1].rating", "expected an integer, got string"},
        BadJson{"not_an_array", [](nlohmann::json& j) { j["rounds"][1]["byes"] = 4; }, "rounds[1].byes",
                "expected an array, got number"},
        BadJson{"out_of_range", [](nlohmann::json& j) { j["rounds"][0]["games"][0]["board"] = 1e12; },
                "rounds[0].games[0].board", "expected an integer, got number"},
        BadJson{"huge_integer", [](nlohmann::json& j) { j["rounds"][0]["games"][0]["board"] = 9000000000; },
                "rounds[0].games[0].board", "integer out of range: 9000000000"},
        BadJson{"missing_field", [](nlohmann::json& j) { j.erase("rounds"); }, "rounds",
                "missing required field"},
        BadJson{"missing_result", [](nlohmann::json& j) { j["rounds"][2]["games"][0].erase("result"); },
                "rounds[2].games[0].result", "missing required field"},
        BadJson{"schema_version", [](nlohmann::json& j) { j["schema"] = 2; }, "schema",
                "this program reads record schema 1, the file has schema 2"},
        BadJson{"no_schema", [](nlohmann::json& j) { j.erase("schema"); }, "schema",
                "missing required field"},
        // A batch's summary.json given for a record: said so, not "schema 2".
        BadJson{"batch_summary",
                [](nlohmann::json& j) {
                  j = {{"schema", 2}, {"scenario", "wxc-2022-men"}, {"count", 10}};
                },
                "scenario", "not an event's record: the file is a simulation batch's summary or report"},
        BadJson{"bad_result", [](nlohmann::json& j) { j["rounds"][2]["games"][0]["result"] = "white_win"; },
                "rounds[2].games[0].result",
                "unknown value 'white_win'; allowed: pending, red_win, draw, black_win, red_forfeit, "
                "black_forfeit, "
                "double_forfeit"},
        BadJson{"bad_mark", [](nlohmann::json& j) { j["rounds"][0]["byes"][0]["mark"] = "white"; },
                "rounds[0].byes[0].mark", "allowed: red, black"},
        BadJson{"bad_kind", [](nlohmann::json& j) { j["rounds"][0]["games"][0]["kind"] = "swiss"; },
                "rounds[0].games[0].kind", "allowed: regular, final_game, playoff"},
        BadJson{"unknown_player", [](nlohmann::json& j) { j["rounds"][0]["games"][0]["black"] = 9; },
                "rounds[0].games[0].black", "round 1, board 1: unknown player 9 (the event has 5 entrants)"},
        BadJson{"twice_in_round", [](nlohmann::json& j) { j["rounds"][1]["byes"][0]["entrant"] = 2; },
                "rounds[1].byes[0].entrant",
                "round 2: player 2 (Lai Li Huynh) appears twice: on board 2 and on the bye list"},
        // Names are one line of text (the probe's NUL printed by standings); ratings as an entry list's.
        BadJson{"nul_in_name",
                [](nlohmann::json& j) { j["entrants"][1]["name"] = std::string("Lai\0Li", 6); },
                "entrants[1].name", "entrant 2: a line break or control character in the text"},
        BadJson{"newline_in_team", [](nlohmann::json& j) { j["entrants"][0]["team"] = "Bei\njing"; },
                "entrants[0].team", "entrant 1: a line break or control character in the text"},
        BadJson{"rating_too_high", [](nlohmann::json& j) { j["entrants"][0]["rating"] = 100000; },
                "entrants[0].rating", "player 1 (王天一): a rating is at most 99999"},
        BadJson{"rules_unknown_key", [](nlohmann::json& j) { j["rules"]["points"]["winn"] = 2; },
                "rules.points.winn", "unknown setting"},
        BadJson{"rules_wrong_type", [](nlohmann::json& j) { j["rules"]["bye_counts_as_win"] = "yes"; },
                "rules.bye_counts_as_win", "expected true or false, got a string"},
        BadJson{"rules_inconsistent", [](nlohmann::json& j) { j["rules"]["points"]["draw"] = 1; },
                "rules.points", "need win > draw >= loss"},
        BadJson{"more_rounds_than_planned",  // issue 13 item 10
                [](nlohmann::json& j) {
                  j["rules"]["rounds"] = 2;
                  j["rules"]["final_after_round"] = 0;
                },
                "rules.rounds", "the record holds 3 rounds but rules.rounds = 2"},
        BadJson{
            "unknown_missing_input",
            [](nlohmann::json& j) { j["source"] = {{"format", "TRF"}, {"missing", {"boards", "colours"}}}; },
            "source.missing[1]",
            "unknown input 'colours'; allowed: boards, numbers, warnings, game_kinds, rules"},
        BadJson{"unknown_source_key", [](nlohmann::json& j) { j["source"] = {{"from", "TRF"}}; },
                "source.from", "unknown key"}),
    [](const ::testing::TestParamInfo<BadJson>& info) { return std::string(info.param.name); });

// A key given twice is refused wherever it is (JSON parsers keep the last one silently), in the
// record's objects and in its rules alike; the path names the key.
TEST(RecordJsonBadInput, AKeyGivenTwiceIsRefused) {
  const std::string text = to_json(individual());
  auto twice = [&](const std::string& anchor, const std::string& extra) {
    std::string t = text;
    const size_t at = t.find(anchor);
    EXPECT_NE(at, std::string::npos) << anchor;
    t.insert(at, extra);
    return error_of(t);
  };
  const InputError top = twice("\"event\"", "\"event\": \"other\",\n  ");
  EXPECT_EQ(top.key(), "event");
  EXPECT_EQ(top.reason(), "the key is given twice");
  const InputError entrant = twice("\"name\": \"Lai Li Huynh\"", "\"name\": \"X\", ");
  EXPECT_EQ(entrant.key(), "entrants[1].name");
  const InputError rule = twice("\"win\"", "\"win\": 3, ");
  EXPECT_EQ(rule.key(), "rules.points.win");
  EXPECT_EQ(rule.reason(), "the key is given twice");
}

// T, V-7: a tiebreak list the standings cannot rank is refused where the record is read, naming
// the file and the key (it had escaped the reader, and the standings' error named no file).
TEST(RecordJsonBadInput, TiebreakListsAreCheckedWhereTheRecordIsRead) {
  const InputError unknown = error_after([](nlohmann::json& j) {
    j["rules"]["tiebreaks"] = {"wins", "nope"};
  });
  EXPECT_EQ(unknown.file(), "rec.json");
  EXPECT_EQ(unknown.key(), "rules.tiebreaks");
  EXPECT_EQ(unknown.reason().rfind("unknown criterion 'nope'; known criteria: opponent_score, ", 0), 0)
      << unknown.what();
  const InputError playoffs = error_after([](nlohmann::json& j) { j["rules"]["playoff_places"] = {1, 2}; });
  EXPECT_EQ(playoffs.file(), "rec.json");
  EXPECT_EQ(playoffs.key(), "rules.playoff_places");
  EXPECT_NE(playoffs.reason().find("need the criterion 'playoff'"), std::string::npos) << playoffs.what();
}

TEST(RecordJsonBadInput, SyntaxErrorNamesTheLine) {
  const InputError e =
      error_of("{\n  \"schema\": 1,\n  \"event\": \"x\"\n  \"entrants\": [],\n  \"rounds\": []\n}\n");
  EXPECT_EQ(e.file(), "rec.json");
  EXPECT_EQ(e.line(), 4);
  EXPECT_NE(e.reason().find("syntax error"), std::string::npos) << e.what();
  EXPECT_EQ(error_of("").line(), 1);
  EXPECT_EQ(error_of("[1, 2]").reason(), "expected an object, got array");
}

// ------------------------------------------------------------------ files

// Each test has its own folder (test name and process id): ctest runs the tests of this file in
// parallel processes, which all have the same gtest random seed.
struct TempDir {
  std::filesystem::path path =
      temp_dir(std::string("record-file-") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string operator/(const std::string& name) const { return (path / name).string(); }
};

TEST(RecordFile, SavesAndLoadsByExtension) {
  TempDir dir;
  const Record r = individual();
  save_record(dir / "r.json", r);
  EXPECT_EQ(load_record(dir / "r.json"), r);
  EXPECT_EQ(slurp(dir / "r.json"), to_json(r));
  Record individual_trf = r;
  individual_trf.rounds.pop_back();
  save_record(dir / "r.TRF", individual_trf);
  const Record back = load_record(dir / "r.TRF");
  EXPECT_EQ(back.rounds.size(), 2u);
  EXPECT_EQ(back.rules.points, r.rules.points);
  save_record(dir / "r.json", Record{});  // replaces the file whole
  EXPECT_EQ(load_record(dir / "r.json"), Record{});
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path), {}), 2);  // no temporary left
}

TEST(RecordFile, RulesOverride) {
  TempDir dir;
  save_record(dir / "r.json", individual());
  RuleSet rules;
  rules.rounds = 7;
  EXPECT_EQ(load_record(dir / "r.json", &rules).rules, rules);
  rules.points.draw = 9;
  EXPECT_THROW(load_record(dir / "r.json", &rules), InputError);  // checked again
}

TEST(RecordFile, BadPathsAreInputErrors) {
  TempDir dir;
  try {
    load_record(dir / "r.csv");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.reason(), "unknown record format '.csv': use .json or .trf");
  }
  try {
    load_record(dir / "missing.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), dir / "missing.json");
    EXPECT_EQ(e.reason(), "cannot open the file: No such file or directory");  // the system's reason
  }
  // A symlink loop and a folder say why too (they said "cannot open the file" alone).
  std::filesystem::create_symlink(dir / "loop-b.json", dir / "loop-a.json");
  std::filesystem::create_symlink(dir / "loop-a.json", dir / "loop-b.json");
  try {
    load_record(dir / "loop-a.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.reason(), "cannot open the file: Too many levels of symbolic links");
  }
  std::filesystem::create_directory(dir / "d.json");
  try {
    load_record(dir / "d.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.reason(), "cannot open the file: it is a folder");
  }
  for (const char* made : {"loop-a.json", "loop-b.json", "d.json"}) std::filesystem::remove(dir / made);
  EXPECT_THROW(save_record(dir / "r.txt", Record{}), InputError);
  EXPECT_THROW(save_record(dir / "no-such-folder/r.json", Record{}), InputError);
  try {
    save_record(dir / "t.trf", team_event());  // TRF is for individual events
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), dir / "t.trf");
    EXPECT_EQ(e.key(), "teams");
  }
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path), {}), 0);  // nothing half-written
}

// ------------------------------------------------------------------ docs

// The text of the fenced block that follows `after` in `doc`.
std::string fenced_block(const std::string& doc, const std::string& after) {
  const size_t at = doc.find(after);
  EXPECT_NE(at, std::string::npos) << after;
  const size_t open = doc.find("```", at);
  const size_t start = doc.find('\n', open) + 1;
  return doc.substr(start, doc.find("```", start) - start);
}

TEST(RecordFormatDoc, ExamplesAreWhatTheWritersWrite) {
  const std::string doc = slurp(XQ_SOURCE_DIR "/docs/record-format.md");
  const std::string json = fenced_block(doc, "### Example");
  const Record r = from_json(json);
  EXPECT_EQ(to_json(r), json);
  std::ostringstream trf;
  write_trf(trf, r);
  EXPECT_EQ(trf.str(), fenced_block(doc, "The example above as TRF:"));
}

// ------------------------------------------------------------------ the matchbp sample

struct Matchbp {
  Record record;
  std::vector<int> stored_ranks;
  std::vector<Points> final_scores;
};

// Event `id` of ../shared/data/matchbp as our record: its entrants, games and byes as
// tests/support/matchbp.hpp reads them (forfeits from the players' flags, S-2; bye marks from
// the colours string, S-3), under the rules written out as settings, with no seeds.
Matchbp matchbp_event(int id) {
  const test::MatchbpEvent e = test::load_matchbp_event(XQ_SHARED_DIR "/data/matchbp", id);
  Matchbp m;
  Record& r = m.record;
  r.event = e.title;
  set_rule_text(r.rules, "rounds", e.settings.at("bs_zonglunshu"));
  set_rule_text(r.rules, "tiebreaks", "opponent_score,wins,fouls,black_wins,black_games,previous_round");
  set_rule_text(r.rules, "previous_round", "recent_rounds");  // T-8 as the program reads it
  set_rule_text(r.rules, "bye_opponent_score", "lowest");
  set_rule_text(r.rules, "bye_counts_as_win", "true");
  set_rule_text(r.rules, "bye_colour_mark", "count");
  for (const test::MatchbpPlayer& p : e.players) {
    EXPECT_EQ(p.fouls, 0);  // fouls are per game in a record; this event has none
    r.entrants.push_back({p.id, p.name, p.team, 0, "", 0, std::nullopt});
    m.stored_ranks.push_back(p.stored_rank);
    m.final_scores.push_back(p.final_score);
  }
  r.rounds = e.record.rounds;
  return m;
}

const std::string kSampleJson = XQ_SOURCE_DIR "/samples/matchbp-event8.json";
const std::string kSampleTrf = XQ_SOURCE_DIR "/samples/matchbp-event8.trf";

// XQ_WRITE_SAMPLES=1 ./record_json_test --gtest_filter='MatchbpSample.*' rewrites the samples.
class MatchbpSample : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!std::getenv("XQ_WRITE_SAMPLES")) return;
    const Matchbp m = matchbp_event(8);
    save_record(kSampleJson, m.record);
    std::ofstream trf(kSampleTrf, std::ios::binary);
    write_trf(trf, m.record, m.stored_ranks);
  }
};

TEST_F(MatchbpSample, JsonIsEvent8OfTheReferenceData) {
  const Matchbp m = matchbp_event(8);
  ASSERT_EQ(m.record.entrant_count(), 17);
  ASSERT_EQ(m.record.rounds.size(), 11u);
  const Record sample = load_record(kSampleJson);
  EXPECT_EQ(sample, m.record);
  EXPECT_EQ(to_json(sample), slurp(kSampleJson));  // the sample is what the writer writes
  const std::vector<EntrantHistory> h = build_histories(sample);
  for (size_t i = 0; i < h.size(); ++i) EXPECT_EQ(h[i].score(), m.final_scores[i]) << "player " << i + 1;
  int forfeits = 0, marked_byes = 0;
  for (const Round& round : sample.rounds) {
    for (const Game& g : round.games) forfeits += is_forfeit(g.result);
    for (const Bye& b : round.byes) marked_byes += b.mark.has_value();
  }
  EXPECT_EQ(forfeits, 9);
  EXPECT_EQ(marked_byes, 11);
}

TEST_F(MatchbpSample, TrfIsTheWritersAndReadsBack) {
  const Matchbp m = matchbp_event(8);
  std::ostringstream trf;
  write_trf(trf, m.record, m.stored_ranks);
  EXPECT_EQ(trf.str(), slurp(kSampleTrf));
  const Record back = load_record(kSampleTrf);
  EXPECT_EQ(back.entrants, m.record.entrants);  // team names longer than 3 travel in 013 lines
  EXPECT_EQ(back.rules.points, m.record.rules.points);
  EXPECT_EQ(back.rules.rounds, 11);
  ASSERT_EQ(back.rounds.size(), 11u);
  for (size_t i = 0; i < 11; ++i) {
    auto key = [](const Game& g) { return std::tuple(g.red, g.black, g.result); };
    std::vector<std::tuple<int, int, Result>> want, got;
    for (const Game& g : m.record.rounds[i].games) want.push_back(key(g));
    for (const Game& g : back.rounds[i].games) got.push_back(key(g));
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, want) << "round " << i + 1;
    ASSERT_EQ(back.rounds[i].byes.size(), 1u);
    EXPECT_EQ(back.rounds[i].byes[0].entrant, m.record.rounds[i].byes.at(0).entrant);
  }
}

}  // namespace
}  // namespace xq
