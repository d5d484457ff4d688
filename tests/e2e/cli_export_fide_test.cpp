// `xqsim init` with the event's facts and an entry list with the FIDE columns, then
// `xqsim export --format trf` (issue 14 item 4): the header lines 022..122 and the 001 line's
// sex, title, federation, FIDE id and birth date at their TRF-16 columns; bad values exit 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pairing/model/utf8.hpp"
#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

// Characters `first` .. `last` (1-based, TRF's numbering) of a UTF-8 line.
std::string columns(const std::string& line, size_t first, size_t last) {
  return encode_utf8(decode_utf8(line).substr(first - 1, last - first + 1));
}

std::vector<std::string> with_code(const std::string& text, const std::string& code) {
  std::vector<std::string> out;
  for (const std::string& line : lines(text))
    if (line.rfind(code, 0) == 0) out.push_back(line);
  return out;
}

fs::path entry_list(const fs::path& dir) {
  const fs::path list = dir / "list.csv";
  std::ofstream(list) << "name,team,rating,sex,title,fide_id,birth_date,federation\n"
                         "Wang Tianyi,Hangzhou,2700,m,GM,8603677,1989-06-18,chn\n"
                         "Ngo Lan Huong,,2400,女,WGM,,1996,VIE\n"
                         "Lee,HK,,,,,,\n"
                         "吕钦,广东,2600,男,,12345678901,,CHN\n";
  return list;
}

const std::vector<std::string> kEventOptions = {
    "--event",          "Asian Open",   "--city",           "Ho Chi Minh City",
    "--federation",     "VIE",          "--start-date",     "2024-05-01",
    "--end-date",       "2024/05/09",   "--chief-arbiter",  "Nguyen Van A",
    "--deputy-arbiter", "Tran B",       "--deputy-arbiter", "Le C",
    "--time-control",   "90 min + 30 s"};

TEST(CliExportFide, InitFactsAndColumnsReachTheTrf) {
  const fs::path dir = temp_dir("export-fide");
  const std::string record = (dir / "ev.json").string();
  std::vector<std::string> init = {"init",  "--entrants", entry_list(dir).string(), "--set", "rounds=3",
                                   "--out", record};
  init.insert(init.end(), kEventOptions.begin(), kEventOptions.end());
  run_xqsim_ok(init);
  run_xqsim_ok({"pair", record});
  const std::string trf = run_xqsim_ok({"export", record, "--format", "trf"}).out;
  const std::vector<std::string> all = lines(trf);
  ASSERT_GE(all.size(), 13u) << trf;
  EXPECT_EQ(std::vector<std::string>(all.begin(), all.begin() + 13),
            (std::vector<std::string>{"012 Asian Open", "022 Ho Chi Minh City", "032 VIE", "042 2024/05/01",
                                      "052 2024/05/09", "062 4", "072 3", "092 Individual: Swiss-System",
                                      "102 Nguyen Van A", "112 Tran B", "112 Le C", "122 90 min + 30 s",
                                      "XXF federation"}))
      << trf;
  const std::vector<std::string> players = with_code(trf, "001");
  ASSERT_EQ(players.size(), 4u) << trf;
  const std::string& wang = players[0];
  EXPECT_EQ(columns(wang, 5, 8), "   1");
  EXPECT_EQ(columns(wang, 10, 10), "m");
  EXPECT_EQ(columns(wang, 11, 13), " GM");
  EXPECT_EQ(columns(wang, 15, 47), "Wang Tianyi" + std::string(22, ' '));
  EXPECT_EQ(columns(wang, 49, 52), "2700");
  EXPECT_EQ(columns(wang, 54, 56), "CHN");  // written in capitals
  EXPECT_EQ(columns(wang, 58, 68), "    8603677");
  EXPECT_EQ(columns(wang, 70, 79), "1989/06/18");  // YYYY-MM-DD read, written with slashes
  const std::string& ngo = players[1];
  EXPECT_EQ(columns(ngo, 10, 13), "wWGM");
  EXPECT_EQ(columns(ngo, 54, 56), "VIE");
  EXPECT_EQ(columns(ngo, 58, 79), std::string(12, ' ') + "1996      ");
  EXPECT_EQ(columns(players[2], 10, 13), "    ");
  EXPECT_EQ(columns(players[2], 54, 56), "   ");  // HK is his team: in a 013 line
  const std::string& lu = players[3];             // Chinese names count characters, not bytes
  EXPECT_EQ(columns(lu, 10, 10), "m");
  EXPECT_EQ(columns(lu, 54, 68), "CHN 12345678901");
  EXPECT_EQ(with_code(trf, "013"), (std::vector<std::string>{"013 Hangzhou                           1",
                                                             "013 HK                                 3",
                                                             "013 广东                                 4"}));
  // The TRF reads back to the same facts.
  const fs::path back = dir / "back.trf";
  std::ofstream(back) << trf;
  const std::string again = run_xqsim_ok({"export", back.string(), "--format", "trf"}).out;
  EXPECT_EQ(again, trf);
  fs::remove_all(dir);
}

TEST(CliExportFide, BadEventFactsExitTwoNamingTheOptionAndWriteNothing) {
  const fs::path dir = temp_dir("export-fide-bad");
  const std::string record = (dir / "ev.json").string();
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--federation", "VN"}, "--federation: expected a federation code of 3 letters such as CHN, got 'VN'"},
      {{"--start-date", "2024/02/30"},
       "--start-date: expected a date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), got '2024/02/30'"},
      {{"--end-date", "9.5.2024"}, "--end-date: expected a date"},
      {{"--start-date", "2024/05/09", "--end-date", "2024/05/01"},
       "--end-date: the event ends (2024/05/01) before it starts (2024/05/09)"},
      {{"--deputy-arbiter", ""}, "--deputy-arbiter: an empty name"},
      // One line each, as names (a title broken over two lines on every list): refused.
      {{"--event", "E\nv"}, "--event: a line break or control character in the text"},
      {{"--city", "Ha\tnoi"}, "--city: a line break or control character in the text"},
      {{"--chief-arbiter", "A\rB"}, "--chief-arbiter: a line break or control character in the text"},
      {{"--deputy-arbiter", "C", "--deputy-arbiter", "D\nE"},
       "--deputy-arbiter: a line break or control character in the text"},
      {{"--round-dates", "2024/05/01,2024/5/2"},
       "--round-dates (round 2): expected a date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), got '2024/5/2'"},
      {{"--round-dates", "2024/05/01,2024/05/02,2024/05/03,2024/05/04"},
       "--round-dates: 4 round dates for an event of 3 rounds"},
      {{"--end-date", "2024/05/01", "--round-dates", "2024/05/01,2024/05/02"},
       "--round-dates: round 2 (2024/05/02) is dated after the event ends (2024/05/01)"},
  };
  for (const auto& [options, message] : cases) {
    std::vector<std::string> args = {"init",  "--entrants", entry_list(dir).string(), "--set", "rounds=3",
                                     "--out", record};
    args.insert(args.end(), options.begin(), options.end());
    const CliResult r = run_xqsim(args);
    EXPECT_EQ(r.exit_code, 2) << message;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(record)) << message;
  }
  // A bad cell of the entry list: file, line, column and reason.
  std::ofstream(dir / "bad.csv") << "name,title\nA,GM\nB,XM\n";
  const CliResult r =
      run_xqsim({"init", "--entrants", (dir / "bad.csv").string(), "--set", "rounds=3", "--out", record});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad.csv:3: column 2 (title): expected one of TRF's titles"), std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(record));
  fs::remove_all(dir);
}

// TRF 132: the dates given to init (one round left undated), one set by pair --date, printed
// with the pairing list and written above the rounds' columns; a date out of order exits 2 and
// leaves the record as it was.
TEST(CliExportFide, RoundDatesFromInitAndPairReachTheTrf) {
  const fs::path dir = temp_dir("export-fide-dates");
  const std::string record = (dir / "ev.json").string();
  run_xqsim_ok({"init", "--entrants", entry_list(dir).string(), "--set", "rounds=3", "--out", record,
                "--start-date", "2024/05/01", "--round-dates", "2024-05-01, ,2024/05/03"});
  const std::string list = run_xqsim_ok({"pair", record}).out;
  EXPECT_NE(list.find("Round 1 of 3, 2024/05/01 (seed 1)"), std::string::npos) << list;
  const std::string before = slurp(record);
  const CliResult early = run_xqsim({"pair", record, "--date", "2024/04/30"});
  EXPECT_EQ(early.exit_code, 2);
  EXPECT_NE(early.err.find("--date: round 2 (2024/04/30) is dated before an earlier round (2024/05/01)"),
            std::string::npos)
      << early.err;
  EXPECT_EQ(slurp(record), before);
  std::ofstream(dir / "r1.csv") << "board,result\n1,1-0\n2,1-0\n";
  run_xqsim_ok({"results", record, (dir / "r1.csv").string()});
  run_xqsim_ok({"pair", record, "--date", "2024/05/02"});
  const std::vector<std::string> dates =
      with_code(run_xqsim_ok({"export", record, "--format", "trf"}).out, "132");
  EXPECT_EQ(dates, (std::vector<std::string>{"132" + std::string(88, ' ') + "24/05/01  24/05/02  24/05/03"}));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
