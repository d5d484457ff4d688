// TRF-16's FIDE columns and header lines (issue 14 item 4; FIDE Handbook C.04 Annex 2): the 001
// line's sex, title, federation, FIDE id and birth date at their columns, the header lines
// 022..122, reading them back, xqsim's XXF line, files written before it, and malformed values.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "pairing/io/trf.hpp"
#include "pairing/io/trf_header.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "tests/support/input_error.hpp"

namespace xq {
namespace {

Record read_text(const std::string& text) {
  std::istringstream in(text);
  return read_trf(in, "f.trf");
}

std::string write_text(const Record& r) {
  std::ostringstream out;
  write_trf(out, r);
  return out.str();
}

std::vector<std::string> lines_of(const std::string& text, const std::string& code) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(code, 0) == 0) out.push_back(line);
  return out;
}

// Three players, one round: 1 beats 2, 3 has the bye. Player 1 has every FIDE fact, player 2 a
// federation and a long team, player 3 none but a short team.
Record fide_event() {
  Record r;
  r.event = "Hanoi Open";
  r.rules.rounds = 5;
  r.entrants = {{1, "Wang Tianyi", "Hangzhou", 2700, "", 0, std::nullopt},
                {2, "Ngo Lan Huong", "Hanoi Club", 2400, "", 0, std::nullopt},
                {3, "Lee", "HK", 0, "", 0, std::nullopt}};
  Entrant& w = r.entrants[0];
  w.sex = "m";
  w.title = "GM";
  w.fide_id = "8603677";
  w.birth_date = "1989/06/18";
  w.federation = "CHN";
  r.entrants[1].sex = "w";
  r.entrants[1].title = "WGM";
  r.entrants[1].birth_date = "1996";
  r.entrants[1].federation = "VIE";
  r.rounds = {{1, {{1, 1, 2, Result::red_win}}, {{3, std::nullopt}}, {}, {}, {}}};
  r.info = {"Hanoi", "VIE", "2024/05/01", "2024/05/09", "", "Nguyen Van A", {"Tran B", "Le C"}, "90'+30\""};
  return r;
}

// A line of `width` spaces with `text` put at 1-based column `column` (the Annex's numbering).
void put(std::string& line, size_t column, const std::string& text) {
  if (line.size() < column - 1 + text.size()) line.resize(column - 1 + text.size(), ' ');
  line.replace(column - 1, text.size(), text);
}

TEST(TrfFide, PlayerLineColumnsAreTheAnnexs) {
  std::string want;  // laid out column by column from C.04 Annex 2, not by the writer
  put(want, 1, "001");
  put(want, 8, "1");             // start rank 5-8, right-aligned
  put(want, 10, "m");            // sex
  put(want, 12, "GM");           // title 11-13, right-aligned
  put(want, 15, "Wang Tianyi");  // name 15-47
  put(want, 49, "2700");         // rating 49-52
  put(want, 54, "CHN");          // federation 54-56
  put(want, 62, "8603677");      // FIDE id 58-68, right-aligned
  put(want, 70, "1989/06/18");   // birth date 70-79
  put(want, 82, "2.0");          // points 81-84
  put(want, 89, "1");            // rank 86-89
  put(want, 92, "   2 w 1");     // round 1
  const std::string text = write_text(fide_event());
  ASSERT_EQ(lines_of(text, "001").size(), 3u);
  EXPECT_EQ(lines_of(text, "001")[0], want);
  std::string two;
  put(two, 1, "001");
  put(two, 8, "2");
  put(two, 10, "w");
  put(two, 11, "WGM");
  put(two, 15, "Ngo Lan Huong");
  put(two, 49, "2400");
  put(two, 54, "VIE");
  put(two, 70, "1996");  // the year alone
  put(two, 82, "0.0");
  put(two, 89, "3");  // player 3 had the bye: 2.0
  put(two, 92, "   1 b 0");
  EXPECT_EQ(lines_of(text, "001")[1], two);
  // With a federation anywhere, 54-56 holds federations (XXF) and every team, short ones too, is
  // in a 013 line: player 3's "HK" is not in his federation column.
  EXPECT_EQ(lines_of(text, "001")[2].substr(53, 3), "   ");
  EXPECT_EQ(lines_of(text, "XXF"), std::vector<std::string>{"XXF federation"});
  EXPECT_EQ(lines_of(text, "013"), (std::vector<std::string>{"013 Hangzhou                           1",
                                                             "013 Hanoi Club                         2",
                                                             "013 HK                                 3"}));
}

TEST(TrfFide, HeaderLinesInTrfsOrder) {
  const std::string text = write_text(fide_event());
  EXPECT_EQ(text.substr(0, text.find("XXR")),
            "012 Hanoi Open\n"
            "022 Hanoi\n"
            "032 VIE\n"
            "042 2024/05/01\n"
            "052 2024/05/09\n"
            "062 3\n"
            "072 2\n"                         // players rated 1..9999
            "092 Individual: Swiss-System\n"  // no type given: from the rules
            "102 Nguyen Van A\n"
            "112 Tran B\n"
            "112 Le C\n"
            "122 90'+30\"\n"
            "XXF federation\n");
  Record given = fide_event();
  given.info.type = "Individual: Swiss-System, 5 rounds";
  given.rules.format = EventFormat::round_robin;
  given.rules.rounds = 3;  // RR-1.4: three players' table
  EXPECT_EQ(lines_of(write_text(given), "092"),
            std::vector<std::string>{"092 Individual: Swiss-System, 5 rounds"});
}

TEST(TrfFide, TypeFromTheRulesAndOnlyWithFideFacts) {
  Record r = fide_event();
  r.info.type.clear();
  r.rules.format = EventFormat::round_robin;
  EXPECT_EQ(trf_tournament_type(r), "Individual: Round-Robin");
  r.rules.cycles = 2;
  EXPECT_EQ(trf_tournament_type(r), "Individual: Double Round-Robin");
  // A record with no FIDE fact is written as before them: no 072, no 092, no XXF.
  Record plain = fide_event();
  plain.info = {};
  for (Entrant& e : plain.entrants) e.sex = e.title = e.fide_id = e.birth_date = e.federation = "";
  const std::string text = write_text(plain);
  for (const char* code : {"022", "072", "092", "112", "XXF"})
    EXPECT_TRUE(lines_of(text, code).empty()) << code;
  EXPECT_EQ(lines_of(text, "001")[2].substr(53, 3), "HK ");  // a short team in 54-56, as before
  // One fact is enough: a city.
  plain.info.city = "Hanoi";
  EXPECT_EQ(lines_of(write_text(plain), "092"), std::vector<std::string>{"092 Individual: Swiss-System"});
  EXPECT_EQ(lines_of(write_text(plain), "072"), std::vector<std::string>{"072 2"});
}

TEST(TrfFide, RoundTripKeepsTheFacts) {
  const Record r = fide_event();
  const Record back = read_text(write_text(r));
  EXPECT_EQ(back.entrants, r.entrants);  // teams from 013 lines, federations from 54-56
  EventInfo info = r.info;
  info.type = "Individual: Swiss-System";  // the type written for it
  EXPECT_EQ(back.info, info);
}

// A file laid out by hand, as another program would write it (042 ISO, 052 day first with dots).
const std::string kHandWritten =
    "012 Asian Open\n"
    "022 Ho Chi Minh City\n"
    "032 vie\n"
    "042 2024-05-01\n"
    "052 09.05.2024\n"
    "062 2\n"
    "072 2\n"
    "092 Individual: Swiss-System\n"
    "102 Chief A\n"
    "112 Deputy B\n"
    "112\n"
    "112 Deputy C\n"
    "122 60 min\n"
    "XXF federation\n"
    "013 Binh Duong                         2\n"
    "001    1 f WF Pham Thu Ha                       2150 VIE 12345678901 2001/12/31  1.0    1     2 w 1\n"
    "001    2 M  g Lai Ly Huynh                      2300         1234567 1980/00/00  0.0    2     1 b 0\n";

TEST(TrfFide, ReadsAHandWrittenFile) {
  const Record r = read_text(kHandWritten);
  ASSERT_EQ(r.entrant_count(), 2);
  const Entrant& a = r.entrants[0];
  EXPECT_EQ(std::vector<std::string>({a.sex, a.title, a.fide_id, a.birth_date, a.federation, a.team}),
            (std::vector<std::string>{"w", "WFM", "12345678901", "2001/12/31", "VIE", ""}));
  const Entrant& b = r.entrants[1];  // upper case M, TRF's old letter g, a year with 00/00
  EXPECT_EQ(std::vector<std::string>({b.sex, b.title, b.fide_id, b.birth_date, b.federation, b.team}),
            (std::vector<std::string>{"m", "GM", "1234567", "1980", "", "Binh Duong"}));
  EXPECT_EQ(r.info, (EventInfo{"Ho Chi Minh City",
                               "VIE",
                               "2024/05/01",
                               "2024/05/09",
                               "Individual: Swiss-System",
                               "Chief A",
                               {"Deputy B", "Deputy C"},
                               "60 min"}));
}

// Files xqsim wrote before XXF (and other programs' files): 54-56 is the team, unless a 013 line
// names the player, and nobody has a federation — exactly as they were read before.
TEST(TrfFide, FilesWithoutXxfReadTheFederationColumnAsTheTeam) {
  const std::string old =
      "012 Old\n"
      "062 3\n"
      "013 Shanghai Club                      2\n"
      "001    1      Wang Tianyi                       2600 CHN                         1.0    1     2 w 1\n"
      "001    2      Zhao                                                               0.0    2     1 b 0\n"
      "001    3      Lee                                    VN                          0.0    3\n";
  const Record r = read_text(old);
  EXPECT_EQ(r.entrants[0].team, "CHN");
  EXPECT_EQ(r.entrants[1].team, "Shanghai Club");
  EXPECT_EQ(r.entrants[2].team, "VN");  // not 3 letters: a team, never checked as a federation
  for (const Entrant& e : r.entrants) EXPECT_EQ(e.federation, "") << e.name;
  EXPECT_TRUE(r.info.empty());
  // Written again, it is the same file (no FIDE facts: no XXF, no 072 / 092).
  std::ostringstream again;
  write_trf(again, r, {1, 2, 3});
  EXPECT_EQ(again.str().substr(0, again.str().find("BBW")), "012 Old\n062 3\nXXC white1\n");
  EXPECT_EQ(read_text(again.str()).entrants, r.entrants);
}

InputError error_of(const std::string& from, const std::string& to) {
  std::string text = kHandWritten;
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
  return test::input_error_of([&] { (void)read_text(text); }, text);
}

TEST(TrfFide, MalformedValuesNameTheLineAndColumns) {
  struct Case {
    std::string from, to, message;
  };
  const std::vector<Case> cases = {
      {"001    1 f", "001    1 x",
       "f.trf:16: column 10 (sex): expected m or w (also f, 男, 女), or empty, got 'x'"},
      {" WF Pham", "WGX Pham",
       "f.trf:16: columns 11-13 (title): expected one of TRF's titles GM, IM, WGM, FM, WIM, CM, WFM, WCM, or "
       "empty, got 'WGX'"},
      {"12345678901", "1234567890A",
       "f.trf:16: columns 58-68 (FIDE id): expected a FIDE id of 1 to 11 digits, or empty, got "
       "'1234567890A'"},
      {"2001/12/31", "2001/13/31",
       "f.trf:16: columns 70-79 (birth date): expected a birth date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), "
       "or the year "
       "alone YYYY, got '2001/13/31'"},
      {"2150 VIE", "2150 V1E",
       "f.trf:16: columns 54-56 (federation): expected a federation code of 3 letters such as CHN (the file "
       "has XXF), got 'V1E'"},
      {"042 2024-05-01", "042 05/01/2024",
       "f.trf:4: 042: expected a date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), got '05/01/2024'"},
      {"032 vie", "032 Vietnam",
       "f.trf:3: 032: expected a federation code of 3 letters such as CHN, got 'Vietnam'"},
  };
  for (const Case& c : cases) EXPECT_EQ(std::string(error_of(c.from, c.to).what()), c.message) << c.to;
}

// TRF 132: round r's date from column 92 + 10(r − 1), above the round's columns of the 001 lines;
// YY/MM/DD for 2000..2099, a blank field for a round not dated; read back the same.
TEST(TrfFide, RoundDatesLineSitsAboveTheRoundColumns) {
  Record r = fide_event();
  r.info.end_date.clear();
  r.info.round_dates = {"2024/05/01", "", "2100/05/03"};
  const std::string text = write_text(r);
  const std::vector<std::string> dates = lines_of(text, "132");
  ASSERT_EQ(dates.size(), 1U);
  EXPECT_EQ(dates[0], "132" + std::string(88, ' ') + "24/05/01" + std::string(12, ' ') + "2100/05/03");
  const std::vector<std::string> players = lines_of(text, "001");
  EXPECT_EQ(players[0].substr(91, 4), "   2");  // round 1's opponent starts at column 92 too
  EXPECT_EQ(read_text(text).info.round_dates, r.info.round_dates);
  EXPECT_EQ(lines_of(text, "122").size(), 1U);
  EXPECT_LT(text.find("122 "), text.find("132 "));  // TRF's order
  r.info.round_dates = {"", ""};                    // nothing dated: no line
  EXPECT_TRUE(lines_of(write_text(r), "132").empty());
}

TEST(TrfFide, RoundDatesMalformedOrInconsistentNameTheLine) {
  const std::string pad(88, ' ');
  const std::string head = "012 E\nXXR 2\n042 2024/05/01\n";
  const std::string players =
      "001    1      A                                                                  1.0    1     2 w 1\n"
      "001    2      B                                                                  0.0    2     1 b 0\n";
  const auto error = [&](const std::string& dates) {
    const std::string text = head + "132" + pad + dates + "\n" + players;
    return std::string(test::input_error_of([&] { (void)read_text(text); }, text).what());
  };
  EXPECT_EQ(read_text(head + "132" + pad + "24/05/01  2024-05-02\n" + players).info.round_dates,
            (std::vector<std::string>{"2024/05/01", "2024/05/02"}));
  EXPECT_EQ(error("24/05/32"),
            "f.trf:4: columns 92-101 (round 1 date): expected YY/MM/DD (or YYYY/MM/DD, DD.MM.YYYY), got "
            "'24/05/32'");
  EXPECT_EQ(error("24/05/02  24/05/01"),
            "f.trf:4: 132: round 2 (2024/05/01) is dated before an earlier round (2024/05/02)");
  EXPECT_EQ(error("24/04/30"),
            "f.trf:4: 132: round 1 (2024/04/30) is dated before the event starts (2024/05/01)");
  EXPECT_EQ(error("24/05/01  24/05/02  24/05/03"), "f.trf:4: 132: 3 round dates for an event of 2 rounds");
}

// The three written forms of a date, and what is none of them. ".........." has the dots of
// DD.MM.YYYY and had recursed until the stack overflowed (the trf fuzz target found it).
TEST(FideDates, TheWrittenFormsAndNothingElse) {
  EXPECT_EQ(parse_date("2001/12/31"), "2001/12/31");
  EXPECT_EQ(parse_date("2001-12-31"), "2001/12/31");
  EXPECT_EQ(parse_date("2001.12.31"), "2001/12/31");
  EXPECT_EQ(parse_date("31.12.2001"), "2001/12/31");
  EXPECT_EQ(parse_date("2001/02/29"), std::nullopt);
  EXPECT_EQ(parse_date("29.02.2000"), "2000/02/29");
  for (const char* bad :
       {"..........", "31.12.20x1", "3x.12.2001", "31.1x.2001", "..12.2001.", "2001/12-31", ""})
    EXPECT_EQ(parse_date(bad), std::nullopt) << bad;
}

TEST(RoundDates, ProblemsAreFoundInTheirOrder) {
  EventInfo info;
  info.round_dates = {"2026/12/01", "", "2026/12/01", "2026/12/02"};  // two rounds on one day
  EXPECT_EQ(round_dates_problem(info, 4), std::nullopt);
  EXPECT_EQ(round_dates_problem(info, 0), std::nullopt);  // rounds not set: no limit
  EXPECT_EQ(round_dates_problem(info, 3), "4 round dates for an event of 3 rounds");
  info.end_date = "2026/12/01";
  EXPECT_EQ(round_dates_problem(info, 4), "round 4 (2026/12/02) is dated after the event ends (2026/12/01)");
  info.end_date.clear();
  info.round_dates[1] = "2026-12-01";  // not the written form
  EXPECT_EQ(round_dates_problem(info, 4),
            "round 2: a record holds the written form '2026/12/01', got '2026-12-01'");
  info.round_dates[1] = "2026/13/01";  // no date at all
  EXPECT_EQ(round_dates_problem(info, 4),
            "round 2: expected a date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), got '2026/13/01'");
}

}  // namespace
}  // namespace xq
