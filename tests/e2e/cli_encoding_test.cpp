// Sheets from Chinese Excel (issue 14 item 5): an entry list and a results sheet saved as
// GB18030 are read (with a note), names come out right in the aligned standings, `--encoding`
// forces either reading, and a file that is neither exits 2 naming the line, nothing written.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kData = XQ_TEST_DATA_DIR "/workflow/";

// GB18030 bytes (iconv -f UTF-8 -t GB18030): 张三 李四 王五 赵六, and 𠀀 U+20000 (4 bytes).
const char* const kNamesGb[] = {"\xD5\xC5\xC8\xFD", "\xC0\xEE\xCB\xC4", "\xCD\xF5\xCE\xE5",
                                "\xD5\xD4\xC1\xF9"};
const char* const kNamesUtf8[] = {"张三", "李四", "王五", "赵六"};
const std::string kExtBGb = "\x95\x32\x82\x36";

void write_bytes(const fs::path& p, const std::string& bytes) { std::ofstream(p, std::ios::binary) << bytes; }

TEST(CliEncoding, AGb18030EventFromEntryListToStandings) {
  const fs::path dir = temp_dir("encoding-event");
  std::string list = "name,team,rating\n";
  for (int i = 0; i < 4; ++i)
    list += std::string(kNamesGb[i]) + ",T" + std::to_string(i) + "," + std::to_string(2000 - i) + "\n";
  list += kExtBGb + "A,T4,1990\n";  // a name with an Extension B character
  list += "Li,T5,1980\n";
  write_bytes(dir / "entries.csv", list);
  const std::string ev = (dir / "ev.json").string();

  const CliResult init = run_xqsim(
      {"init", "--entrants", (dir / "entries.csv").string(), "--rules", kData + "fold.toml", "--out", ev});
  ASSERT_EQ(init.exit_code, 0) << init.err;
  EXPECT_NE(init.err.find("entries.csv: not valid UTF-8; read as GB18030"), std::string::npos) << init.err;
  const std::string record = slurp(ev);
  for (const char* name : kNamesUtf8) EXPECT_NE(record.find(name), std::string::npos) << name;
  EXPECT_NE(record.find("\U00020000A"), std::string::npos);

  ASSERT_EQ(run_xqsim({"pair", ev}).exit_code, 0);
  // The results sheet, in GB18030 too (a note column in Chinese: 备注 = notes).
  write_bytes(dir / "r1.csv", "board,result,\xB1\xB8\xD7\xA2\n1,1-0,\xD5\xC5\n2,1/2-1/2,\n3,0-1,\n");
  const CliResult bad_column = run_xqsim({"results", ev, (dir / "r1.csv").string()});
  EXPECT_EQ(bad_column.exit_code, 2);  // 备注 is not a column of a results sheet: named, in UTF-8
  EXPECT_NE(bad_column.err.find("备注"), std::string::npos) << bad_column.err;
  write_bytes(dir / "r1.csv", "board,result\n1,1-0\n2,1/2-1/2\n3,0-1\n");
  const CliResult results = run_xqsim({"results", ev, (dir / "r1.csv").string(), "--encoding", "gb18030"});
  ASSERT_EQ(results.exit_code, 0) << results.err;

  const CliResult table = run_xqsim({"standings", ev});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  for (const char* name : kNamesUtf8) EXPECT_NE(table.out.find(name), std::string::npos) << name;
  fs::remove_all(dir);
}

TEST(CliEncoding, ForcedOrImpossibleEncodingsExitTwoWritingNothing) {
  const fs::path dir = temp_dir("encoding-bad");
  write_bytes(dir / "gb.csv", std::string("name\n") + kNamesGb[0] + "\n" + kNamesGb[1] + "\n");
  write_bytes(dir / "neither.csv", "name\nok\nA\xFF\n");
  const std::string ev = (dir / "ev.json").string();
  // GB18030 said to be UTF-8: the CSV reader names line 2.
  const CliResult utf8 = run_xqsim({"init", "--entrants", (dir / "gb.csv").string(), "--rules",
                                    kData + "fold.toml", "--out", ev, "--encoding", "utf-8"});
  EXPECT_EQ(utf8.exit_code, 2);
  EXPECT_NE(utf8.err.find("gb.csv:2:"), std::string::npos) << utf8.err;
  const CliResult neither = run_xqsim(
      {"init", "--entrants", (dir / "neither.csv").string(), "--rules", kData + "fold.toml", "--out", ev});
  EXPECT_EQ(neither.exit_code, 2);
  EXPECT_NE(neither.err.find("neither.csv:3: neither UTF-8 (byte 0xFF) nor GB18030"), std::string::npos)
      << neither.err;
  const CliResult unknown = run_xqsim({"init", "--entrants", (dir / "gb.csv").string(), "--rules",
                                       kData + "fold.toml", "--out", ev, "--encoding", "latin1"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("--encoding: expected auto, utf-8 or gb18030, got 'latin1'"), std::string::npos)
      << unknown.err;
  EXPECT_FALSE(fs::exists(ev));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
