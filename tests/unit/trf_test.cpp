// TRF-16 import and export (harness.md "Formats"): the column layout, the TRFx point lines,
// forfeits (S-2), byes (S-3), teams, and every way a file can be wrong.
#include "pairing/io/trf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "pairing/io/record_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "tests/support/build.hpp"
#include "tests/support/files.hpp"
#include "tests/support/input_error.hpp"

namespace xq {
namespace {

using test::slurp;

const std::string kFourPlayers = XQ_TEST_DATA_DIR "/records/four-players.trf";

Record read_text(const std::string& text, const RuleSet& base = {}) {
  std::istringstream in(text);
  return read_trf(in, "t.trf", base);
}

std::string write_text(const Record& r, const std::vector<int>& ranks = {}) {
  std::ostringstream out;
  write_trf(out, r, ranks);
  return out.str();
}

// A 001 line laid out from the TRF-16 table, independently of the writer: start rank 5-8,
// name 15-47, rating 49-52, federation 54-56, points 81-84, rank 86-89, rounds from 92.
// Widths are ASCII here; tests with Chinese names write their lines out in full.
std::string player(int no, const std::string& name, const std::string& rating, const std::string& fed,
                   const std::string& points, const std::vector<std::string>& rounds) {
  auto right = [](const std::string& s, size_t w) { return std::string(w - s.size(), ' ') + s; };
  auto left = [](const std::string& s, size_t w) { return s + std::string(w - s.size(), ' '); };
  std::string line = "001 " + right(std::to_string(no), 4) + "      " + left(name, 33) + " " +
                     right(rating, 4) + " " + left(fed, 3) + std::string(24, ' ') + right(points, 4) + " " +
                     right(std::to_string(no), 4);
  for (const std::string& r : rounds) line += "  " + r;
  return line + "\n";
}

// Replaces the one occurrence of `from` in `text`.
std::string edit(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  EXPECT_EQ(text.find(from, at + 1), std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

InputError error_of(const std::string& text) {
  return test::input_error_of([&] { read_text(text); }, text);
}

TEST(TrfRead, FourPlayerFileFieldByField) {
  const Record r = read_text(slurp(kFourPlayers));
  EXPECT_EQ(r.event, "Four-player test, 2 rounds");
  EXPECT_EQ(r.rules.points, (GamePoints{4, 2, 0, -1, -1}));  // BBW 2.0 BBD 1.0 BBL 0.0 (S-1)
  EXPECT_EQ(r.rules.rounds, 2);                              // XXR
  RuleSet others = r.rules;
  others.points = {};
  others.rounds = 0;
  EXPECT_EQ(others, RuleSet{});  // everything else from the base rule set
  ASSERT_EQ(r.entrant_count(), 4);
  const std::vector<Entrant> want{{1, "Wang Tianyi", "CHN", 2600, "", 0, std::nullopt},
                                  {2, "郑惟桐", "Sichuan Team", 2550, "", 0, std::nullopt},  // 013 line
                                  {3, "Lai Li Huynh", "VN", 2300, "", 0, std::nullopt},
                                  {4, "Nguyen Thanh Bao", "", 0, "", 0, std::nullopt}};
  std::vector<Entrant> with_sex = want;  // column 10 is read since issue 14 item 4
  for (Entrant& e : with_sex) e.sex = "m";
  EXPECT_EQ(r.entrants, with_sex);
  EXPECT_EQ(r.info.city, "Shanghai");                  // 022
  EXPECT_EQ(r.info.type, "Individual: Swiss-System");  // 092
  ASSERT_EQ(r.rounds.size(), 2u);
  EXPECT_EQ(r.rounds[0].number, 1);
  EXPECT_EQ(r.rounds[0].games, (std::vector<Game>{{1, 1, 3, Result::red_win}, {2, 2, 4, Result::draw}}));
  EXPECT_EQ(r.rounds[1].number, 2);
  // Boards by the smaller start rank of the pair; "4 w -" against "1 b +": red absent (S-2).
  EXPECT_EQ(r.rounds[1].games,
            (std::vector<Game>{{1, 4, 1, Result::red_forfeit}, {2, 3, 2, Result::black_win}}));
  EXPECT_TRUE(r.rounds[0].byes.empty());
  EXPECT_TRUE(r.rounds[1].byes.empty());
  EXPECT_EQ(load_record(kFourPlayers), r);
}

// Bytes that are not UTF-8 are read as Latin-1 (FIDE TRFs of European programs), and said: a
// GB18030 file of a Chinese program reads so as garbled names (docs/record-format.md).
TEST(TrfRead, LinesReadAsLatinOneAreNoted) {
  const auto read = [](const std::string& text, std::string& note) {
    std::istringstream in(text);
    return read_trf(in, "t.trf", {}, &note);
  };
  std::string note = "untouched";
  (void)read(slurp(kFourPlayers), note);  // UTF-8 (郑惟桐 included): nothing to say
  EXPECT_EQ(note, "untouched");
  const std::string latin1 =
      edit(edit(slurp(kFourPlayers), "022 Shanghai", "022 K\xF6ln"), "Wang Tianyi", "J\xF6rg Tianyi");
  const Record r = read(latin1, note);
  EXPECT_EQ(r.entrants[0].name, "J\u00F6rg Tianyi");
  EXPECT_EQ(r.info.city, "K\u00F6ln");
  EXPECT_EQ(note,
            "t.trf: 2 lines are not UTF-8 and read as Latin-1 (the first: line 2), right for a European "
            "program's file; if a Chinese program wrote it (GB18030), convert it first: iconv -f gb18030 -t "
            "utf-8 't.trf' > 't.utf8.trf'");
  // 胡敬斌 in GB18030 (BA FA BE B4 B1 F3), six bytes read as six Latin-1 characters: ºú¾´±ó.
  const std::string gb = edit(slurp(kFourPlayers), "Wang Tianyi", "\xBA\xFA\xBE\xB4\xB1\xF3     ");
  EXPECT_EQ(read(gb, note).entrants[0].name, "\u00BA\u00FA\u00BE\u00B4\u00B1\u00F3");
  EXPECT_EQ(note.substr(0, note.find(',')),
            "t.trf: 1 line is not UTF-8 and read as Latin-1 (the first: line 14)");
  // The command is the shell's to paste: paths quoted, a ' inside as '\''.
  std::istringstream in(latin1);
  (void)read_trf(in, "it's here.trf", {}, &note);
  EXPECT_TRUE(note.ends_with("utf-8 'it'\\''s here.trf' > 'it'\\''s here.utf8.trf'")) << note;
}

TEST(TrfRead, WithoutPointLinesTheScaleIsOneHalfZero) {
  const Record r =
      read_text(player(1, "A", "", "", "0.5", {"   2 w ="}) + player(2, "B", "", "", "0.5", {"   1 b ="}));
  EXPECT_EQ(r.rules.points, (GamePoints{2, 1, 0, -1, -1}));
  EXPECT_EQ(r.rounds.at(0).games.at(0).result, Result::draw);
}

TEST(TrfRead, PointLinesReplaceTheBasePointsAndKeepTheRest) {
  RuleSet base;
  set_rule_text(base, "points.draw_red", "1");
  set_rule_text(base, "points.draw_black", "2");
  set_rule_text(base, "tiebreaks", "opponent_score,wins");
  const Record r = read_text("BBW  3.0\nBBD  1.0\n" + player(1, "A", "", "", "3.0", {"   2 w 1"}) +
                                 player(2, "B", "", "", "0.0", {"   1 b 0"}),
                             base);
  EXPECT_EQ(r.rules.points, (GamePoints{6, 2, 0, -1, -1}));  // TRF has no 13.3 unequal draw
  EXPECT_EQ(r.rules.tiebreaks, (std::vector<std::string>{"opponent_score", "wins"}));
}

TEST(TrfRead, UAndFAreByesAnEmptyEntryIsNotPaired) {
  const std::string text = "BBW  2.0\nBBD  1.0\n" + player(1, "A", "", "", "4.0", {"   2 w 1", "   3 b 1"}) +
                           player(2, "B", "", "", "2.0", {"   1 b 0", "0000 - F"}) +
                           player(3, "C", "", "", "2.0", {"0000 - U", "   1 w 0"}) +
                           player(4, "D", "", "", "0.0", {"        ", "0000 - -"});
  const Record r = read_text(text);
  ASSERT_EQ(r.rounds.size(), 2u);
  EXPECT_EQ(r.rounds[0].byes, (std::vector<Bye>{{3, std::nullopt}}));
  EXPECT_EQ(r.rounds[1].byes, (std::vector<Bye>{{2, std::nullopt}}));
  EXPECT_EQ(r.rounds[1].games, (std::vector<Game>{{1, 3, 1, Result::black_win}}));
}

TEST(TrfRead, PendingGameHasAnOpponentAndNoResult) {
  const Record r =
      read_text(player(1, "A", "", "", "0.0", {"   2 b"}) + player(2, "B", "", "", "0.0", {"   1 w  "}));
  EXPECT_EQ(r.rounds.at(0).games, (std::vector<Game>{{1, 2, 1, Result::pending}}));
}

TEST(TrfRead, DoubleForfeitAndLineEndings) {
  const std::string text =
      player(1, "A", "", "", "0.0", {"   2 w -"}) + player(2, "B", "", "", "0.0", {"   1 b -"});
  std::string cr = text;
  std::replace(cr.begin(), cr.end(), '\n', '\r');  // TRF-16 ends lines with CR
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const Record r = read_text(text);
  EXPECT_EQ(r.rounds.at(0).games.at(0).result, Result::double_forfeit);
  EXPECT_EQ(read_text(cr), r);
  EXPECT_EQ(read_text(crlf), r);
}

// A half-point bye (Swiss-Manager, Vega: an absence announced in advance) reads as an announced
// absence scoring a draw's points (issue 14): the file's H sets absence_points = half.
TEST(TrfRead, HalfPointByeIsAnAbsenceScoringADraw) {
  const Record r =
      read_text(player(1, "A", "", "", "1.0", {"   2 w 1"}) + player(2, "B", "", "", "0.0", {"   1 b 0"}) +
                player(3, "C", "", "", "0.5", {"0000 - H"}));
  EXPECT_EQ(r.rules.absence_points, MissedRoundPoints::half);
  EXPECT_EQ(r.entrant(3).absent_rounds, std::vector<int>{1});
  EXPECT_TRUE(r.rounds.at(0).byes.empty());
  // Scored as a draw, not a win: a points column that says 1 is refused.
  const InputError e =
      error_of(player(1, "A", "", "", "1.0", {"   2 w 1"}) + player(2, "B", "", "", "0.0", {"   1 b 0"}) +
               player(3, "C", "", "", "1.0", {"0000 - H"}));
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "columns 81-84 (points)");
}

// Swiss-Manager and Vega write an absent player's round as a zero-point bye: not paired, 0 points,
// not a bye for S-4 (it is no pairing-allocated bye). Read as a blank entry is.
TEST(TrfRead, ZeroPointByeIsAnAbsenceNotABye) {
  const Record z = read_text(player(1, "A", "", "", "1.0", {"   2 w 1", "0000 - Z"}) +
                             player(2, "B", "", "", "0.0", {"   1 b 0"}) +
                             player(3, "C", "", "", "0.0", {"        ", "0000 - Z"}));
  ASSERT_EQ(z.rounds.size(), 2u);
  EXPECT_TRUE(z.rounds[1].games.empty());
  EXPECT_TRUE(z.rounds[1].byes.empty());
  const Record blank =
      read_text(player(1, "A", "", "", "1.0", {"   2 w 1", "0000 - -"}) +
                player(2, "B", "", "", "0.0", {"   1 b 0"}) + player(3, "C", "", "", "0.0", {}));
  EXPECT_EQ(z.rounds, blank.rounds);
  EXPECT_EQ(z.entrant(1).absent_rounds, std::vector<int>{2});  // an announced absence (issue 14)
  EXPECT_EQ(z.entrant(3).absent_rounds, std::vector<int>{2});
  EXPECT_TRUE(blank.entrant(1).absent_rounds.empty());
  // Read with rules whose absences score half, a Z still scores nothing: the letter says so.
  RuleSet half;
  half.absence_points = MissedRoundPoints::half;
  const Record under_half = read_text(player(1, "A", "", "", "1.0", {"   2 w 1", "0000 - Z"}) +
                                          player(2, "B", "", "", "0.0", {"   1 b 0"}) +
                                          player(3, "C", "", "", "0.0", {"        ", "0000 - Z"}),
                                      half);
  EXPECT_EQ(under_half.rules.absence_points, MissedRoundPoints::zero);
  // A zero-point bye still scores nothing: a points column that counts it as a win is refused.
  const InputError e = error_of(player(1, "A", "", "", "2.0", {"   2 w 1", "0000 - Z"}) +
                                player(2, "B", "", "", "0.0", {"   1 b 0"}));
  EXPECT_EQ(e.key(), "columns 81-84 (points)");
}

TEST(TrfReadErrors, TruncatedPlayerLine) {
  std::string text = slurp(kFourPlayers);
  const size_t start = text.find("001    3");
  text.erase(start + 60, text.find('\n', start) - start - 60);
  const InputError e = error_of(text);
  EXPECT_EQ(e.file(), "t.trf");
  EXPECT_EQ(e.line(), 16);
  EXPECT_EQ(e.key(), "columns 81-84 (points)");
  EXPECT_EQ(e.reason(), "the line is truncated: it ends at column 60");
}

TEST(TrfReadErrors, TruncatedRoundEntry) {
  const InputError e =
      error_of(player(1, "A", "", "", "0.0", {"   2"}) + player(2, "B", "", "", "0.0", {"   1 b  "}));
  EXPECT_EQ(e.line(), 1);
  EXPECT_EQ(e.key(), "round 1, columns 92-99 (entry)");
  EXPECT_NE(e.reason().find("truncated"), std::string::npos);
}

TEST(TrfReadErrors, ScoreMismatchNamesLineAndPlayer) {
  const InputError e = error_of(edit(slurp(kFourPlayers), "4.0    1", "3.5    1"));
  EXPECT_EQ(e.line(), 14);
  EXPECT_EQ(e.key(), "columns 81-84 (points)");
  EXPECT_EQ(e.reason(), "player 1 (Wang Tianyi): the file says 3.5 but the results add up to 4");
}

TEST(TrfReadErrors, EntriesThatDisagree) {
  const std::string four = slurp(kFourPlayers);
  InputError e = error_of(edit(four, "   1 b 0     2 w 0", "   1 b 1     2 w 0"));  // both won
  EXPECT_EQ(e.line(), 14);
  EXPECT_EQ(e.key(), "round 1, columns 92-99 (entry)");
  EXPECT_NE(e.reason().find("results disagree"), std::string::npos) << e.what();
  e = error_of(edit(four, "   1 b 0     2 w 0", "   1 w 0     2 w 0"));  // both red
  EXPECT_NE(e.reason().find("with the other colour"), std::string::npos) << e.what();
  e = error_of(edit(four, "   3 w 1     4 b +", "   9 w 1     4 b +"));
  EXPECT_EQ(e.reason(), "no player with start rank 9");
  e = error_of(edit(four, "   3 w 1     4 b +", "   1 w 1     4 b +"));
  EXPECT_EQ(e.reason(), "player 1 plays himself");
}

TEST(TrfReadErrors, MalformedFields) {
  const std::string four = slurp(kFourPlayers);
  InputError e = error_of(edit(four, "   3 w 1     4 b +", "   3 x 1     4 b +"));
  EXPECT_EQ(e.key(), "round 1, column 97 (colour)");
  e = error_of(edit(four, "   3 w 1     4 b +", "   3 w ?     4 b +"));
  EXPECT_EQ(e.key(), "round 1, column 99 (result)");
  EXPECT_EQ(e.reason(), "unknown result '?'");
  e = error_of(edit(four, " 4.0    1", "4,0     1"));
  EXPECT_EQ(e.key(), "columns 81-84 (points)");
  e = error_of(edit(four, "2600 CHN", "26x0 CHN"));
  EXPECT_EQ(e.key(), "columns 49-52 (rating)");
  EXPECT_EQ(e.line(), 14);
  e = error_of(edit(four, "001    4", "001    3"));
  EXPECT_EQ(e.key(), "columns 5-8 (start rank)");
  EXPECT_EQ(e.reason(), "start rank 3 is already on line 16");
  EXPECT_EQ(error_of("012 nobody\n").reason(), "no player lines (001) in the file");
}

// A player line without a name, and an event that ends before it starts: refused (as the entry
// list and init refuse them), at their lines.
TEST(TrfReadErrors, ABlankNameAndAnEndBeforeTheStart) {
  const std::string four = slurp(kFourPlayers);
  InputError e = error_of(edit(four, "Lai Li Huynh", "            "));
  EXPECT_EQ(e.line(), 16);
  EXPECT_EQ(e.key(), "columns 15-47 (name)");
  EXPECT_EQ(e.reason(), "empty: every player has a name (as in the entry list)");
  e = error_of(edit(four, "022 Shanghai\n", "022 Shanghai\n042 2024/05/10\n052 2024/05/01\n"));
  EXPECT_EQ(e.line(), 4);
  EXPECT_EQ(e.key(), "052");
  EXPECT_EQ(e.reason(), "the event ends (2024/05/01) before it starts (2024/05/10)");
  // A control character in the event's texts (012, 022, …): refused as the JSON reader refuses it
  // (a record written as JSON must read back; the fuzzer found one that did not).
  e = error_of(edit(four, "022 Shanghai", "022 Shang\x01hai"));
  EXPECT_EQ(e.line(), 2);
  EXPECT_EQ(e.key(), "022");
  EXPECT_EQ(e.reason(), "a line break or control character in the text");
  EXPECT_EQ(
      read_text(edit(four, "022 Shanghai\n", "022 Shanghai\n042 2024/05/10\n052 2024/05/10\n")).info.end_date,
      "2024/05/10");  // one day is fine
}

// What the probe found accepted: a kept line given twice (the last had won silently), a 062 that
// disagrees with the player lines, letters in the rank columns 86-89.
TEST(TrfReadErrors, LinesTwiceAPlayerCountThatDisagreesAndALetterRank) {
  const std::string four = slurp(kFourPlayers);
  InputError e = error_of(edit(four, "XXC white1\n", "XXR 3\n"));
  EXPECT_EQ(e.line(), 6);
  EXPECT_EQ(e.key(), "XXR");
  EXPECT_EQ(e.reason(), "XXR is given twice: also on line 5");
  e = error_of(edit(four, "022 Shanghai\n", "022 Shanghai\n012 Other name\n"));
  EXPECT_EQ(e.reason(), "012 is given twice: also on line 1");
  e = error_of(edit(four, "062 4\n", "062 5\n"));
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "062");
  EXPECT_EQ(e.reason(), "the file has 4 player lines (001), 062 says 5");
  e = error_of(edit(four, " 4.0    1", " 4.0    x"));
  EXPECT_EQ(e.key(), "columns 86-89 (rank)");
  EXPECT_EQ(e.reason(), "expected a number, got 'x'");
  // Deputy arbiters are one line each.
  const Record r = read_text(edit(four, "022 Shanghai\n", "022 Shanghai\n112 Li\n112 Wu\n"));
  EXPECT_EQ(r.info.deputy_arbiters, (std::vector<std::string>{"Li", "Wu"}));
}

TEST(TrfReadErrors, PointLinesOutsideTheChineseRules) {
  const std::string four = slurp(kFourPlayers);
  InputError e = error_of(edit(four, "BBU  2.0", "BBU  1.0"));
  EXPECT_EQ(e.line(), 12);
  EXPECT_EQ(e.key(), "BBU");
  EXPECT_NE(e.reason().find("a bye scores as a win (S-3)"), std::string::npos) << e.what();
  e = error_of(edit(four, "BBF  0.0", "BBF  1.0"));
  EXPECT_EQ(e.line(), 11);
  EXPECT_NE(e.reason().find("S-2"), std::string::npos) << e.what();
  e = error_of(edit(four, "BBW  2.0", "BBW  2.2"));
  EXPECT_EQ(e.line(), 7);
  EXPECT_EQ(e.key(), "BBW");
}

TEST(TrfReadErrors, MoreRoundsThanXxrNamesTheXxrLine) {  // issue 13 item 10
  const InputError e = error_of(edit(slurp(kFourPlayers), "XXR 2", "XXR 1"));
  EXPECT_EQ(e.file(), "t.trf");
  EXPECT_EQ(e.line(), 5);
  EXPECT_EQ(e.key(), "XXR");
  EXPECT_EQ(e.reason(), "the record holds 2 rounds but XXR = 1");
  // Without XXR the base rule set's rounds apply, named as the record's setting (check_record).
  const std::string no_xxr = edit(slurp(kFourPlayers), "XXR 2\n", "");
  RuleSet base;
  base.rounds = 1;
  const InputError b = test::input_error_of([&] { read_text(no_xxr, base); }, no_xxr);
  EXPECT_EQ(b.key(), "rules.rounds");
  EXPECT_EQ(b.reason(), "the record holds 2 rounds but rules.rounds = 1");
  EXPECT_EQ(read_text(edit(slurp(kFourPlayers), "XXR 2", "XXR 0")).rounds.size(), 2u);  // 0: no limit
}

TEST(TrfRead, TheRecordSaysWhatTrfLacks) {  // issue 13 item 9: the verifier skips what needs them
  const Record r = read_text(slurp(kFourPlayers));
  EXPECT_EQ(r.source, trf_source());
  EXPECT_EQ(r.source.format, "TRF");
  for (RecordInput i : {RecordInput::boards, RecordInput::numbers, RecordInput::warnings,
                        RecordInput::game_kinds, RecordInput::rules})
    EXPECT_TRUE(r.source.lacks(i)) << input_key(i);
  EXPECT_EQ(r.source.has_no(RecordInput::boards), "TRF has no board numbers");
}

// ------------------------------------------------------------------ writing

Record three_players() {
  Record r;
  r.event = "Spring open";
  r.rules.rounds = 5;
  r.entrants = {{1, "Wang Tianyi", "CHN", 2600, "U12", 3, 17},
                {2, "王天一", "Shanghai Club", 12345, "", 0, std::nullopt},
                {3, "Lai Li Huynh", "VN", 0, "", 0, std::nullopt}};
  Round r1{1,
           {{1, 1, 2, Result::black_forfeit, 1, 0, GameKind::regular, TimeControl::rapid}},
           {{3, Colour::black}},
           {},
           {},
           {}};
  Round r2{
      2,
      {{1, 3, 1, Result::draw}, {1, 1, 3, Result::red_win, 0, 0, GameKind::playoff, TimeControl::armageddon}},
      {{2, std::nullopt}},
      {},
      {},
      {{"W-2", 1, "red three times"}}};
  r.rounds = {r1, r2};
  return r;
}

TEST(TrfWrite, ColumnsOfTrf16) {
  // Red is white; the name is padded by characters (王天一 is 3 wide), not bytes; a rating over
  // 9999 is left out; a team name longer than 3 goes to a 013 line; no XXC, as player 1's
  // first game was a forfeit, which gives no colour (S-2).
  const std::string want =
      "012 Spring open\n"
      "062 3\n"
      "XXR 5\n"
      "BBW  2.0\n"
      "BBD  1.0\n"
      "BBL  0.0\n"
      "BBZ  0.0\n"
      "BBF  0.0\n"
      "BBU  2.0\n"
      "013 Shanghai Club                      2\n"
      "001    1      Wang Tianyi                       2600 CHN                         3.0    1     2 w +   "
      "  3 b =\n"
      "001    2      王天一                                                                2.0    3     1 b "
      "-  0000 - U\n"
      "001    3      Lai Li Huynh                           VN                          3.0    2  0000 - U   "
      "  1 w =\n";
  EXPECT_EQ(write_text(three_players(), {1, 3, 2}), want);
}

TEST(TrfWrite, RoundTripKeepsWhatTrfHolds) {
  const Record r = three_players();
  Record want = r;
  want.rules = RuleSet{};
  want.rules.rounds = 5;
  want.entrants[0] = {1, "Wang Tianyi", "CHN", 2600, "", 0, std::nullopt};
  want.entrants[1].rating = 0;
  want.rounds[0].games[0] = {1, 1, 2, Result::black_forfeit};
  want.rounds[0].byes[0].mark.reset();
  want.rounds[1].games = {{1, 3, 1, Result::draw}};
  want.rounds[1].warnings.clear();
  want.source = trf_source();
  EXPECT_EQ(read_text(write_text(r)), want);
  const Record four = read_text(slurp(kFourPlayers));
  EXPECT_EQ(read_text(write_text(four)), four);
  EXPECT_NE(write_text(four).find("\nXXC white1\n"), std::string::npos);  // player 1 was red in round 1
}

TEST(TrfWrite, RanksDefaultToScoreThenStartRank) {
  const std::string text = write_text(three_players());
  EXPECT_NE(text.find("3.0    1     2 w +"), std::string::npos) << text;
  EXPECT_NE(text.find("3.0    2  0000 - U"), std::string::npos) << text;
}

TEST(TrfWrite, RefusesWhatTrfCannotHold) {
  Record r = three_players();
  r.rules.points = {4, 2, 0, 2, 4};  // 13.3: a draw worth 1 to red, 2 to black
  try {
    write_text(r);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "points.draw_red");
  }
  r = three_players();
  r.teams = {{1, "A", {1}}, {2, "B", {2}}};
  EXPECT_THROW(write_text(r), InputError);
}

// KO-5: TRF holds one Swiss. A KO-1 event of 4 (2 Swiss rounds, then semi-finals and the final
// with the 3rd-place match) is written as its first stage, a `###` comment (TRF26) saying what is
// left out, and the writer returns the same note for the caller to print.
Record knockout_event() {
  Record r = test::RecordBuilder(4)
                 .round({{1, 3, 'R'}, {2, 4, 'D'}})
                 .round({{4, 1, 'B'}, {3, 2, 'R'}})
                 .round({{1, 4, 'D', 0, 0, GameKind::knockout},
                         {3, 2, 'R', 0, 0, GameKind::knockout},
                         test::playoff(4, 1, 'B', TimeControl::super_rapid)})
                 .round({{1, 3, 'R', 0, 0, GameKind::knockout}, {4, 2, 'B', 0, 0, GameKind::knockout}})
                 .build();
  r.rules.rounds = 2;
  r.rules.knockout = Knockout::top_four;
  r.rules.playoff_places = {1, 2, 3, 4};
  r.rules.tiebreaks.push_back("playoff");  // T-12: play-offs need the criterion that reads them
  r.rounds[2].stage = r.rounds[3].stage = 2;
  r.rounds[2].games[2].board = 1;  // the play-off on its match's board
  return r;
}

TEST(TrfWrite, KnockoutEventIsWrittenAsItsFirstStage) {
  const Record r = knockout_event();
  const std::string note = "the knockout, rounds 3–4, is not in TRF: keep the JSON record";
  std::ostringstream out;
  // (The seeds too are said, not written in the file: trf_unkept_entries.)
  EXPECT_EQ(write_trf(out, r),
            note +
                "; a TRF file leaves out 4 players' seeds (round 1 then goes by start number): keep the JSON "
                "record");
  const std::string text = out.str();
  EXPECT_EQ(text.substr(0, text.find("062")), "012 test\n### " + note + "\n") << text;
  EXPECT_NE(text.find("\nXXR 2\n"), std::string::npos) << text;
  // Apart from the comment, exactly the file of the first stage alone.
  Record stage = truncated(r, 2);
  stage.rules.knockout = Knockout::none;
  EXPECT_EQ(trf_left_out(stage), std::nullopt);
  EXPECT_EQ(edit(text, "### " + note + "\n", ""), write_text(stage));
  const Record back = read_text(text);  // the reader skips the comment
  ASSERT_EQ(back.rounds.size(), 2u);
  EXPECT_EQ(back.rounds[1].games,
            (std::vector<Game>{{1, 4, 1, Result::black_win}, {2, 3, 2, Result::red_win}}));
  // Before the knockout is played the file lacks it all the same (its rounds and its settings).
  EXPECT_EQ(trf_left_out(truncated(r, 1)), note);
  Record longer = truncated(r, 2);
  longer.rules.rounds = 3;  // the knockout follows the first stage's plan
  EXPECT_EQ(trf_left_out(longer), "the knockout, rounds 4–5, is not in TRF: keep the JSON record");
}

TEST(TrfWrite, SaveRecordReturnsTheNoteAndCommandsRefuseToLoseAKnockoutRound) {
  const auto dir = test::temp_dir("trf-knockout");
  const Record r = knockout_event();
  EXPECT_EQ(
      save_record((dir / "e.trf").string(), r),
      "the knockout, rounds 3–4, is not in TRF: keep the JSON record; a TRF file leaves out 4 players' seeds "
      "(round 1 then goes by start number): keep the JSON record");
  EXPECT_EQ(save_record((dir / "e.json").string(), r), std::nullopt);
  EXPECT_EQ(save_record((dir / "plain.trf").string(), read_text(slurp(kFourPlayers))), std::nullopt);
  EXPECT_NO_THROW(require_trf_keeps_round("e.trf", r, 2, "round 2"));
  EXPECT_EQ(
      test::error_of([&] { require_trf_keeps_round("e.trf", r, 3, "knockout round 3"); }),
      "e.trf: --out: a TRF file holds the first stage only (KO-5): knockout round 3 would not be kept; write "
      "the record as .json (--out EVENT.json)");
  std::filesystem::remove_all(dir);
}

// Issue 14: what a TRF file of a record loses of a withdrawal — its paired rounds read back as
// absences (Z), and in an event still going the player paired again; a round not yet paired has
// no column at all.
TEST(TrfLostChanges, AWithdrawalIsSaidAsItWillBeReadBack) {
  RuleSet rules;
  rules.rounds = 5;
  Record r = test::make_record(
      4, {{{1, 2, 'R'}, {3, 4, 'D'}}, {{1, 3, 'R'}, {2, 4, 'D'}}, {{1, 4, 'R'}, {2, 3, 'D'}}}, rules);
  EXPECT_EQ(trf_lost_changes(r), std::nullopt);
  r.entrants[3].withdrawn_from_round = 2;
  EXPECT_EQ(trf_lost_changes(r),
            "TRF has no place for a withdrawal, nor for an absence in a round not yet paired "
            "(4 withdrawn from round 2: read back as absent in rounds 2–3, then paired "
            "again): keep the JSON record");
  r.rules.rounds = 3;  // the event is complete: nobody is paired again
  EXPECT_NE(trf_lost_changes(r)->find("(4 withdrawn from round 2: read back as absent in rounds 2–3)"),
            std::string::npos);
  r.rules.rounds = 5;
  r.entrants[3].withdrawn_from_round = 4;
  EXPECT_NE(trf_lost_changes(r)->find("(4 withdrawn from round 4)"), std::string::npos);
  r.entrants[3].withdrawn_from_round = 3;
  EXPECT_NE(trf_lost_changes(r)->find("(4 withdrawn from round 3: read back as absent in round 3, then"),
            std::string::npos);
}

}  // namespace
}  // namespace xq
