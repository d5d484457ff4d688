// Sheets saved by Chinese Excel (GB18030) and by everything else (UTF-8): pairing/io/encoding.
#include "pairing/io/encoding.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "pairing/io/entry_list.hpp"
#include "pairing/model/errors.hpp"
#include "tests/support/files.hpp"

namespace xq {
namespace {

// 张三 and 李四 in GB18030 (two bytes each: the GBK part), and 𠀀 U+20000 (four bytes: 95 32 82 36),
// as `iconv -f UTF-8 -t GB18030` writes them.
const std::string kZhangSanGb = "\xD5\xC5\xC8\xFD";
const std::string kLiSiGb = "\xC0\xEE\xCB\xC4";
const std::string kExtBGb = "\x95\x32\x82\x36";

TEST(Encoding, Gb18030IsConvertedToUtf8) {
  EXPECT_EQ(gb18030_to_utf8(kZhangSanGb + "," + kLiSiGb), "张三,李四");
  EXPECT_EQ(gb18030_to_utf8(kExtBGb), "\U00020000");
  EXPECT_EQ(gb18030_to_utf8("name,team\n"), "name,team\n");  // ASCII is the same in both
  size_t bad = 0;
  EXPECT_EQ(gb18030_to_utf8("ab\xFF"
                            "cd",
                            &bad),
            std::nullopt);  // 0xFF starts no character
  EXPECT_EQ(bad, 2u);
  EXPECT_EQ(gb18030_to_utf8("ab\xD5", &bad), std::nullopt);  // a character cut off at the end
  EXPECT_EQ(bad, 2u);
}

TEST(Encoding, AutomaticKeepsUtf8AndReadsGb18030WithANote) {
  const SheetText utf8 = sheet_text_as_utf8("name\n张三\n", SheetEncoding::automatic, "a.csv");
  EXPECT_EQ(utf8.text, "name\n张三\n");
  EXPECT_EQ(utf8.note, "");
  const SheetText gb = sheet_text_as_utf8("name\n" + kZhangSanGb + "\n", SheetEncoding::automatic, "b.csv");
  EXPECT_EQ(gb.text, "name\n张三\n");
  EXPECT_EQ(gb.note, "b.csv: not valid UTF-8; read as GB18030 (as Chinese Excel saves CSV)");
}

TEST(Encoding, ExplicitEncodings) {
  // utf-8: bytes as they are (the CSV reader names a byte that is not UTF-8).
  EXPECT_EQ(sheet_text_as_utf8(kZhangSanGb, SheetEncoding::utf8, "c.csv").text, kZhangSanGb);
  // gb18030: converted without a note; a byte that is not GB18030 names its line.
  const SheetText gb = sheet_text_as_utf8(kLiSiGb, SheetEncoding::gb18030, "d.csv");
  EXPECT_EQ(gb.text, "李四");
  EXPECT_EQ(gb.note, "");
  try {
    (void)sheet_text_as_utf8("name\nok\nx\xFFy\n", SheetEncoding::gb18030, "e.csv");
    FAIL() << "accepted 0xFF as GB18030";
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "e.csv");
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.reason(), "not valid GB18030 (byte 0xFF); save the file as UTF-8 or GB18030");
  }
}

TEST(Encoding, NeitherUtf8NorGb18030IsRefusedWithTheLine) {
  try {
    (void)sheet_text_as_utf8("name\n\xFF\n", SheetEncoding::automatic, "f.csv");
    FAIL() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 2);
    EXPECT_EQ(e.reason(),
              "neither UTF-8 (byte 0xFF) nor GB18030; save the file as UTF-8 (or give --encoding)");
  }
}

TEST(Encoding, EncodingNames) {
  EXPECT_EQ(parse_sheet_encoding("GB18030", "--encoding"), SheetEncoding::gb18030);
  EXPECT_EQ(parse_sheet_encoding("gbk", "--encoding"), SheetEncoding::gb18030);
  EXPECT_EQ(parse_sheet_encoding("UTF-8", "--encoding"), SheetEncoding::utf8);
  EXPECT_EQ(parse_sheet_encoding("auto", "--encoding"), SheetEncoding::automatic);
  EXPECT_THROW(parse_sheet_encoding("latin1", "--encoding"), InputError);
}

TEST(Encoding, AGb18030EntryListLoadsWithChineseNames) {
  const auto dir = test::temp_dir("encoding");
  const auto path = dir / "entries.csv";
  {
    std::ofstream out(path, std::ios::binary);
    out << "name,team,rating\n"
        << kZhangSanGb << ",A,2000\n"
        << kLiSiGb << ",B,1900\n"
        << kExtBGb << ",C,1800\n";
  }
  const EntryList list = load_entry_list(path.string());
  ASSERT_EQ(list.entrants.size(), 3u);
  EXPECT_EQ(list.entrants[0].name, "张三");
  EXPECT_EQ(list.entrants[1].name, "李四");
  EXPECT_EQ(list.entrants[2].name, "\U00020000");
  EXPECT_NE(list.note.find("read as GB18030"), std::string::npos);
  // Said to be UTF-8, the same file is refused by the CSV reader, naming line 2.
  try {
    (void)load_entry_list(path.string(), SheetEncoding::utf8);
    FAIL() << "accepted GB18030 as UTF-8";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 2);
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xq
