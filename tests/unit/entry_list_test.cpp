// The CSV reader (pairing/csv.hpp) and the entry list (pairing/entry_list.hpp): worked
// examples, and a table of bad lists each refused with the file, line, column and reason.
#include "pairing/io/entry_list.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pairing/io/csv.hpp"
#include "pairing/model/errors.hpp"
#include "tests/support/input_error.hpp"

namespace xq {
namespace {

using test::error_of;

// --- CSV

TEST(Csv, QuotedFieldsHoldCommasQuotesAndLineBreaks) {
  const CsvTable t = parse_csv("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nplain,,end\n", "t.csv");
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0].cells, (std::vector<std::string>{"x, y", "say \"hi\"", "two\nlines"}));
  EXPECT_EQ(t.rows[0].line, 2);
  EXPECT_EQ(t.rows[1].line, 4);  // the quoted line break counts
  EXPECT_EQ(t.rows[1].cells, (std::vector<std::string>{"plain", "", "end"}));
}

TEST(Csv, BomCrLfCommentsBlankLinesAndSpaces) {
  const CsvTable t = parse_csv(
      "\xEF\xBB\xBF# a note\r\n\r\n Name , Team\r\n  Wang  ,\" Beijing \"\r\n,\r\n#x\rLee,HK", "t.csv");
  EXPECT_EQ(t.header, (std::vector<std::string>{"name", "team"}));  // trimmed, lower case
  EXPECT_EQ(t.header_line, 3);
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0].cells, (std::vector<std::string>{"Wang", " Beijing "}));  // quotes keep spaces
  EXPECT_EQ(t.rows[1].cells, (std::vector<std::string>{"Lee", "HK"}));
  EXPECT_EQ(t.rows[1].line, 7);  // a lone CR ends a line too
  EXPECT_EQ(t.column("team"), 1u);
  EXPECT_FALSE(t.column("rating"));
}

TEST(Csv, UnicodeTextPassesAsIs) {
  const CsvTable t = parse_csv("name\n王天一\n\"Lü Qin\"\n", "t.csv");
  EXPECT_EQ(t.rows[0].cells[0], "王天一");
  EXPECT_EQ(t.rows[1].cells[0], "Lü Qin");
}

struct BadCsv {
  std::string name, text, message;
};

class CsvErrors : public ::testing::TestWithParam<BadCsv> {};

TEST_P(CsvErrors, NameTheLineAndReason) {
  const std::string msg = error_of([&] { (void)parse_csv(GetParam().text, "in.csv"); });
  EXPECT_NE(msg.find(GetParam().message), std::string::npos) << msg;
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, CsvErrors,
    ::testing::Values(
        BadCsv{"unclosed_quote", "a,b\nx,\"open\n\nmore", "in.csv:2: column 2: a quoted field is not closed"},
        BadCsv{"quote_inside", "a,b\nx,ab\"c\n", "in.csv:2: column 2: a quote inside an unquoted field"},
        BadCsv{"text_after_quote", "a,b\n\"x\"y,z\n", "in.csv:2: column 1: text after the closing quote"},
        BadCsv{"invalid_utf8", "a\nLi\xB9n\n", "in.csv:2: column 1: not valid UTF-8 (byte 0xB9 after 'Li')"},
        BadCsv{"overlong_utf8", "a\n\xC0\xAF\n", "in.csv:2: column 1: not valid UTF-8"},
        BadCsv{"too_many_fields", "a,b\n1,2\n1,2,3\n",
               "in.csv:3: 3 fields, but the header (line 1) has 2 columns"},
        BadCsv{"too_few_fields", "a,b\n1\n", "in.csv:2: 1 field, but the header (line 1) has 2 columns"},
        BadCsv{"empty_column_name", "a,,c\n", "in.csv:1: column 2: empty column name"},
        BadCsv{"repeated_column", "name,Name\n",
               "in.csv:1: column 2 (name): column named twice (also column 1)"},
        BadCsv{"no_header", "# only a comment\n\n", "in.csv: no header line"},
        BadCsv{"semicolons", "name;team\nA;x\n",
               "in.csv:1: fields must be separated by commas; this file seems to use ';'"},
        BadCsv{"tabs", "name\tteam\nA\tx\n",
               "in.csv:1: fields must be separated by commas; this file seems to use tabs"}),
    [](const auto& info) { return info.param.name; });

TEST(Csv, WholeNumbers) {
  EXPECT_EQ(parse_whole_number("2400", 0, 99999), 2400);
  EXPECT_EQ(parse_whole_number("0", 0, 5), 0);
  EXPECT_EQ(parse_whole_number("-3", -5, 5), -3);
  EXPECT_FALSE(parse_whole_number("-3", 0, 5));
  EXPECT_FALSE(parse_whole_number("+3", 0, 5));
  EXPECT_FALSE(parse_whole_number("2400.0", 0, 99999));
  EXPECT_FALSE(parse_whole_number("24OO", 0, 99999));
  EXPECT_FALSE(parse_whole_number("", 0, 5));
  EXPECT_FALSE(parse_whole_number("6", 0, 5));
  EXPECT_FALSE(parse_whole_number("99999999999999999999", 0, 5));
}

TEST(Csv, MissingFileIsAnInputError) {
  EXPECT_NE(error_of([] {
              (void)read_csv_file("/nonexistent/list.csv");
            }).find("/nonexistent/list.csv: cannot open"),
            std::string::npos);
}

// --- entry list

TEST(EntryList, ColumnsInAnyOrderOptionalOnesDefault) {
  const EntryList l =
      parse_entry_list("Rating,name,category,team\n2700,王天一,,Hangzhou\n,\"Lee, Ka\",U12,\n", "e.csv");
  ASSERT_EQ(l.entrants.size(), 2u);
  EXPECT_FALSE(l.has_seeds);
  EXPECT_FALSE(l.has_numbers);
  const Entrant& a = l.entrants[0];
  EXPECT_EQ(a.id, 1);
  EXPECT_EQ(a.name, "王天一");
  EXPECT_EQ(a.team, "Hangzhou");
  EXPECT_EQ(a.rating, 2700);
  EXPECT_EQ(a.seed, 0);
  EXPECT_FALSE(a.code);
  const Entrant& b = l.entrants[1];
  EXPECT_EQ(b.id, 2);
  EXPECT_EQ(b.name, "Lee, Ka");
  EXPECT_EQ(b.rating, 0);  // empty: unrated
  EXPECT_EQ(b.category, "U12");
  EXPECT_EQ(l.lines, (std::vector<int>{2, 3}));
}

TEST(EntryList, SeedsAndDrawnNumbers) {
  const EntryList l = parse_entry_list("name,seed,number\nA,3,2\nB,1,1\nC,7,4\nD,2,3\n", "e.csv");
  EXPECT_TRUE(l.has_seeds);
  EXPECT_TRUE(l.has_numbers);
  EXPECT_EQ(l.entrants[0].seed, 3);
  EXPECT_EQ(l.entrants[2].seed, 7);  // seeds need not be dense
  EXPECT_EQ(l.entrants[0].code, 2);  // the drawn number is kept as the code
  EXPECT_EQ(l.entrants[3].code, 3);
}

TEST(EntryList, OnlyANameColumn) {
  const EntryList l = parse_entry_list("name\nA\nB\n", "e.csv");
  EXPECT_EQ(l.entrants.size(), 2u);
  EXPECT_EQ(l.entrants[1].name, "B");
}

// Spaces around a value are dropped, U+3000 (全角空格, typed by a Chinese input method) and
// U+00A0 too: "王天一　" is 王天一, so the same name and team twice is refused.
TEST(Csv, IdeographicAndNoBreakSpacesAroundAFieldAreDropped) {
  const CsvTable t =
      parse_csv("name,rating\n\u3000王天一\u3000,2500\u00A0\n\"孟辰\"\u3000,\u3000 2400\n", "t.csv");
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0].cells, (std::vector<std::string>{"王天一", "2500"}));
  EXPECT_EQ(t.rows[1].cells, (std::vector<std::string>{"孟辰", "2400"}));
}

TEST(EntryList, IdeographicSpacesAroundANameAreNotPartOfIt) {
  const EntryList list =
      parse_entry_list("name,team,rating\n王天一,杭州,2500\u3000\n孟辰,\"四川\u3000\",\n", "e.csv");
  ASSERT_EQ(list.entrants.size(), 2u);
  EXPECT_EQ(list.entrants[0].rating, 2500);
  EXPECT_EQ(list.entrants[1].team, "四川");
  for (const char* twice : {"王天一\u3000", "\u3000王天一", "\"\u3000王天一\u00A0\""})
    EXPECT_NE(error_of([&] {
                (void)parse_entry_list(std::string("name,team\n王天一,杭州\n") + twice + ",杭州\n", "e.csv");
              }).find("e.csv:3: column 1 (name): '王天一' of team '杭州' is already entered on line 2"),
              std::string::npos)
        << twice;
}

TEST(EntryList, SameNameInTwoTeamsIsTwoPlayers) {
  EXPECT_EQ(parse_entry_list("name,team\nLi Wei,A\nLi Wei,B\n", "e.csv").entrants.size(), 2u);
}

struct BadList {
  std::string name, text, message;
};

class EntryListErrors : public ::testing::TestWithParam<BadList> {};

TEST_P(EntryListErrors, NameFileLineColumnAndReason) {
  const std::string msg = error_of([&] { (void)parse_entry_list(GetParam().text, "e.csv"); });
  EXPECT_NE(msg.find(GetParam().message), std::string::npos) << msg;
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, EntryListErrors,
    ::testing::Values(
        BadList{"unknown_column", "name,club\nA,x\n",
                "e.csv:1: column 2 (club): unknown column; an entry list has the columns name, team, rating, "
                "category, seed, number, sex, title, fide_id, birth_date, federation"},
        BadList{"no_name_column", "team,rating\nA,1\n", "e.csv:1: no 'name' column"},
        BadList{"empty_name", "name,team\nA,x\n  ,y\n", "e.csv:3: column 1 (name): empty name"},
        BadList{"rating_not_a_number", "name,rating\nA,24OO\n",
                "e.csv:2: column 2 (rating): expected a whole number from 0 to 99999 (empty = unrated), got "
                "'24OO'"},
        BadList{"rating_with_decimals", "name,rating\nA,2400.5\n",
                "column 2 (rating): expected a whole number"},
        BadList{"negative_rating", "name,rating\nA,-5\n", "column 2 (rating): expected a whole number"},
        BadList{"duplicate_seed", "name,seed\nA,1\nB,2\nC,1\n",
                "e.csv:4: column 2 (seed): seed 1 is given twice: also to A (line 2)"},
        BadList{"empty_seed", "name,seed\nA,1\nB,\n",
                "e.csv:3: column 2 (seed): empty: with a seed column every player needs a seed"},
        BadList{"zero_seed", "name,seed\nA,0\n",
                "column 2 (seed): expected a whole number from 1 to 1000000, got '0'"},
        BadList{"duplicate_number", "name,number\nA,1\nB,1\n",
                "e.csv:3: column 2 (number): number 1 is given twice: also to A (line 2)"},
        BadList{"same_player_twice", "name,team\nA,x\nB,x\nA,x\n",
                "e.csv:4: column 1 (name): 'A' of team 'x' is already entered on line 2"},
        BadList{"line_break_in_name", "name\n\"A\nB\"\n",
                "e.csv:2: column 1 (name): a line break or control character"},
        // The FIDE facts (issue 14 item 4): each a precise cell error.
        BadList{"bad_sex", "name,sex\nA,m\nB,x\n",
                "e.csv:3: column 2 (sex): expected m or w (also f, 男, 女), or empty, got 'x'"},
        BadList{
            "bad_title", "name,title\nA,GMI\n",
            "e.csv:2: column 2 (title): expected one of TRF's titles GM, IM, WGM, FM, WIM, CM, WFM, WCM, or "
            "empty, got 'GMI'"},
        BadList{"fide_id_not_digits", "name,fide_id\nA,86O3677\n",
                "e.csv:2: column 2 (fide_id): expected a FIDE id of 1 to 11 digits, or empty, got '86O3677'"},
        BadList{"fide_id_too_long", "name,fide_id\nA,123456789012\n",
                "column 2 (fide_id): expected a FIDE id"},
        BadList{"birth_date_no_such_day", "name,birth_date\nA,1990/02/30\n",
                "e.csv:2: column 2 (birth_date): expected a birth date YYYY/MM/DD (or YYYY-MM-DD, "
                "DD.MM.YYYY), or the year "
                "alone YYYY, got '1990/02/30'"},
        BadList{"birth_date_day_first_slashes", "name,birth_date\nA,30/01/1990\n",
                "column 2 (birth_date): expected"},
        BadList{"birth_date_mixed_separators", "name,birth_date\nA,1990/01-30\n", "column 2 (birth_date)"},
        BadList{
            "federation_two_letters", "name,team,federation\nA,x,CN\n",
            "e.csv:2: column 3 (federation): expected a federation code of 3 letters such as CHN, got 'CN'"},
        BadList{"federation_digits", "name,federation\nA,C1N\n", "column 2 (federation): expected"},
        BadList{"malformed_line", "name,team\nA,x\nB,y,z\n",
                "e.csv:3: 3 fields, but the header (line 1) has 2 columns"}),
    [](const auto& info) { return info.param.name; });

TEST(EntryList, FideColumnsInTheirWrittenForm) {  // issue 14 item 4
  const EntryList l = parse_entry_list(
      "Name,Sex,Title,FIDE_ID,Birth_Date,Federation\n"
      "Wang Tianyi,m,GM,8603677,1989/06/18,CHN\n"
      "Tang Dan,F,wgm,,1990-01-30,chn\n"
      "王天一,男,,12,1989,\n"
      "Ngo Lan Huong,女,wf, 0 ,2001.12.31,VIE\n"
      "Lee,,,,,\n",
      "e.csv");
  ASSERT_EQ(l.entrants.size(), 5u);
  const auto facts = [](const Entrant& e) {
    return std::vector<std::string>{e.sex, e.title, e.fide_id, e.birth_date, e.federation};
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(facts(l.entrants[0]), (V{"m", "GM", "8603677", "1989/06/18", "CHN"}));
  EXPECT_EQ(facts(l.entrants[1]), (V{"w", "WGM", "", "1990/01/30", "CHN"}));   // f = w; any case
  EXPECT_EQ(facts(l.entrants[2]), (V{"m", "", "12", "1989", ""}));             // 男; the year alone
  EXPECT_EQ(facts(l.entrants[3]), (V{"w", "WFM", "0", "2001/12/31", "VIE"}));  // TRF's old letters
  EXPECT_EQ(facts(l.entrants[4]), (V{"", "", "", "", ""}));                    // empty = not given
  // Without the columns nothing is set: such a record is written as before.
  EXPECT_EQ(facts(parse_entry_list("name\nA\n", "e.csv").entrants[0]), (V{"", "", "", "", ""}));
}

TEST(EntryList, LeapDaysAreDates) {
  EXPECT_EQ(parse_entry_list("name,birth_date\nA,2000/02/29\n", "e.csv").entrants[0].birth_date,
            "2000/02/29");
  EXPECT_NE(error_of([] { (void)parse_entry_list("name,birth_date\nA,1900/02/29\n", "e.csv"); }), "");
  EXPECT_NE(error_of([] { (void)parse_entry_list("name,birth_date\nA,2023/13/01\n", "e.csv"); }), "");
}

// --- the record of a new event

RuleSet swiss(int rounds = 7) {
  RuleSet r;
  r.rounds = rounds;
  return r;
}

TEST(MakeEventRecord, IndividualKeepsTheListOrder) {
  const EntryList l = parse_entry_list("name,seed\nA,2\nB,1\nC,3\n", "e.csv");
  const Record r = make_event_record(l, swiss(), "Open");
  EXPECT_EQ(r.event, "Open");
  EXPECT_EQ(r.rules.rounds, 7);
  ASSERT_EQ(r.entrants.size(), 3u);
  EXPECT_EQ(r.entrants[1].name, "B");
  EXPECT_EQ(r.entrants[1].seed, 1);
  EXPECT_TRUE(r.rounds.empty());
  EXPECT_TRUE(r.teams.empty());
}

TEST(MakeEventRecord, DrawnNumbersNeedP14AndMustPair) {
  const EntryList good = parse_entry_list("name,number\nA,1\nB,2\nC,3\nD,4\n", "e.csv");
  EXPECT_NO_THROW((void)make_event_record(good, swiss(), ""));
  RuleSet fold = swiss();
  fold.first_round = FirstRound::fold;
  EXPECT_NE(error_of([&] {
              (void)make_event_record(good, fold, "");
            }).find("e.csv:1: column 2 (number): drawn numbers are P1-4's"),
            std::string::npos);
  RuleSet codes = swiss();
  codes.competition_codes = true;
  EXPECT_NE(error_of([&] {
              (void)make_event_record(good, codes, "");
            }).find("competition codes (P1-8) cannot be combined"),
            std::string::npos);
  const EntryList gaps = parse_entry_list("name,number\nA,1\nB,3\nC,5\nD,7\n", "e.csv");
  EXPECT_NE(
      error_of([&] { (void)make_event_record(gaps, swiss(), ""); }).find("e.csv:1: column 2 (number): "),
      std::string::npos);
  const EntryList odd =
      parse_entry_list("name,number\nA,1\nB,2\nC,4\n", "e.csv");  // P1-4, odd field: 4 has the bye
  EXPECT_NO_THROW((void)make_event_record(odd, swiss(), ""));
}

// RR-1.7: rr_numbers = given numbers the Berger table by the seed column, 1..n; a list without
// one, or with a seed past the field, is refused when it is read, naming the line — not by the
// first pair. P1-4's number column is a Swiss's.
TEST(MakeEventRecord, ARoundRobinsGivenNumbersAreTheSeedsOneToNRR1_7) {
  RuleSet given = swiss();
  given.format = EventFormat::round_robin;
  given.rr_numbers = RrNumbers::given;
  const EntryList good = parse_entry_list("name,seed\nA,3\nB,1\nC,2\n", "e.csv");
  EXPECT_NO_THROW((void)make_event_record(good, given, ""));
  EXPECT_EQ(error_of([&] {
              (void)make_event_record(parse_entry_list("name,seed\nA,3\nB,1\nC,4\n", "e.csv"), given, "");
            }),
            "e.csv:4: column 2 (seed): C: seed 4 — rr_numbers = given numbers the Berger table by the seeds, "
            "which must "
            "be 1..3 (RR-1.7)");
  EXPECT_NE(
      error_of([&] { (void)make_event_record(parse_entry_list("name\nA\nB\nC\n", "e.csv"), given, ""); })
          .find("e.csv:1: seed: rr_numbers = given numbers the Berger table from the seed column (RR-1.7), "
                "and the list has none"),
      std::string::npos);
  RuleSet lots = given;
  lots.rr_numbers = RrNumbers::lots;
  EXPECT_NO_THROW((void)make_event_record(parse_entry_list("name,seed\nA,3\nB,1\nC,9\n", "e.csv"), lots, ""));
  EXPECT_NE(error_of([&] {
              (void)make_event_record(parse_entry_list("name,number\nA,1\nB,2\nC,3\n", "e.csv"), lots, "");
            }).find("e.csv:1: column 2 (number): a round robin's numbers are drawn by lot"),
            std::string::npos);
}

// docs/entry-list.md: every error names the file, the line and the column — a refusal of a
// whole column too, at the header's line (it named neither).
TEST(MakeEventRecord, AColumnRefusedWholeIsNamedAtTheHeadersLine) {
  RuleSet lots = swiss();
  lots.format = EventFormat::round_robin;
  EXPECT_EQ(error_of([&] {
              (void)make_event_record(
                  parse_entry_list("# drawn at the meeting\nname,number\nA,1\nB,2\n", "e.csv"), lots, "");
            }),
            "e.csv:2: column 2 (number): a round robin's numbers are drawn by lot in round 1 (rr_numbers = "
            "lots) or are the seed column (rr_numbers = given, RR-1.7); the number column is P1-4's, for a "
            "Swiss: leave it out");
}

TEST(MakeEventRecord, AtLeastTwoPlayers) {
  EXPECT_NE(error_of([] {
              (void)make_event_record(parse_entry_list("name\nA\n", "e.csv"), swiss(), "");
            }).find("at least two players"),
            std::string::npos);
}

RuleSet team_rules(int boards) {
  RuleSet r = swiss();
  r.format = EventFormat::team_swiss;
  r.first_round = FirstRound::fold;
  r.boards = boards;
  return r;
}

TEST(MakeEventRecord, TeamEventGroupsPlayersByTeamPt12) {
  // Teams in order of first appearance; inside a team, list order is board order; start
  // numbers renumbered so team k holds 2k−1, 2k.
  const EntryList l = parse_entry_list("name,team\nA1,A\nB1,B\nA2,A\nC1,C\nB2,B\nC2,C\n", "e.csv");
  const Record r = make_event_record(l, team_rules(2), "");
  ASSERT_EQ(r.teams.size(), 3u);
  EXPECT_EQ(r.teams[0].name, "A");
  EXPECT_EQ(r.teams[0].players, (std::vector<EntrantId>{1, 2}));
  EXPECT_EQ(r.teams[1].name, "B");
  EXPECT_EQ(r.teams[1].players, (std::vector<EntrantId>{3, 4}));
  EXPECT_EQ(r.teams[2].players, (std::vector<EntrantId>{5, 6}));
  std::vector<std::string> names;
  for (const Entrant& e : r.entrants) names.push_back(e.name);
  EXPECT_EQ(names, (std::vector<std::string>{"A1", "A2", "B1", "B2", "C1", "C2"}));
  for (size_t i = 0; i < r.entrants.size(); ++i) EXPECT_EQ(r.entrants[i].id, static_cast<EntrantId>(i + 1));
}

TEST(MakeEventRecord, TeamEventErrors) {
  EXPECT_NE(error_of([] {
              (void)make_event_record(parse_entry_list("name,team\nA1,A\nA2,A\nB1,B\n", "e.csv"),
                                      team_rules(2), "");
            }).find("e.csv:4: column 2 (team): team 'B' has 1 players; every team has rules.boards = 2"),
            std::string::npos);
  EXPECT_NE(error_of([] {
              (void)make_event_record(parse_entry_list("name,team\nA1,A\nA2,\n", "e.csv"), team_rules(2), "");
            }).find("e.csv:3: column 2 (team): in a team event every player needs a team (A2 has none)"),
            std::string::npos);
  EXPECT_NE(error_of([] {
              (void)make_event_record(parse_entry_list("name,team,seed\nA1,A,1\nA2,A,2\n", "e.csv"),
                                      team_rules(2), "");
            })
                .find("e.csv:1: column 3 (seed): a team event numbers its teams in list order (PT-12): leave "
                      "out the seed and number columns"),
            std::string::npos);
  EXPECT_NE(error_of([] {
              (void)make_event_record(parse_entry_list("name,team\nA1,A\nA2,A\n", "e.csv"), team_rules(2),
                                      "");
            }).find("at least two teams"),
            std::string::npos);
  RuleSet adjacent = team_rules(1);
  adjacent.first_round = FirstRound::adjacent;
  EXPECT_NE(error_of([&] {
              (void)make_event_record(parse_entry_list("name,team\nA1,A\nB1,B\n", "e.csv"), adjacent, "");
            }).find("first_round: a team event is paired from its team numbers"),
            std::string::npos);
}

}  // namespace
}  // namespace xq
