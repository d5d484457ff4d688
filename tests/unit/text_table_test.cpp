#include "reports/text_table.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace xq {
namespace {

TEST(TextTable, AlignsColumnsCountingChineseAsTwoColumns) {
  TextTable t{{"rank", "name", "score"},
              {Align::right, Align::left, Align::right},
              {{"1", "王天一", "7"}, {"10", "Lee", "6.5"}}};
  std::ostringstream out;
  t.write_text(out);
  EXPECT_EQ(out.str(),
            "rank  name    score\n"
            "-------------------\n"
            "   1  王天一      7\n"
            "  10  Lee       6.5\n");
}

TEST(TextTable, CsvQuotesOnlyWhenNeeded) {
  TextTable t{{"a", "b"}, {}, {{"x,y", "say \"hi\""}, {"plain", ""}}};
  std::ostringstream out;
  t.write_csv(out);
  EXPECT_EQ(out.str(), "a,b\n\"x,y\",\"say \"\"hi\"\"\"\nplain,\n");
}

TEST(TextTable, DisplayWidth) {
  EXPECT_EQ(display_width("abc"), 3);
  EXPECT_EQ(display_width("象棋"), 4);
  EXPECT_EQ(display_width("é"), 1);
  EXPECT_EQ(display_width("e\u0301"), 1);       // e + combining acute: one column
  EXPECT_EQ(display_width("\U00020000"), 2);    // 𠀀, CJK Extension B (plane 2)
  EXPECT_EQ(display_width("\U0002A6A5"), 2);    // 𪚥, Extension B
  EXPECT_EQ(display_width("\U00031350"), 2);    // Extension H (plane 3)
  EXPECT_EQ(display_width("\uFF21\uFF0C"), 4);  // Ａ， full-width letter and comma
  EXPECT_EQ(display_width("\u3000"), 2);        // the ideographic space
  EXPECT_EQ(display_width("\u3401\uAC00"), 4);  // Extension A, a Hangul syllable
  EXPECT_EQ(display_width("\uFEFFab"), 2);      // a byte-order mark takes no column
}

TEST(TextTable, NamesOfExtensionBAlignTheColumns) {
  TextTable t{{"name", "score"}, {Align::left, Align::right}, {{"\U00020000\U0002A6A5", "3"}, {"Li", "2"}}};
  std::ostringstream out;
  t.write_text(out);
  // 𠀀𪚥 is 4 columns wide, as wide as "name": "Li" is padded by 2.
  EXPECT_EQ(out.str(),
            "name  score\n"
            "-----------\n"
            "\U00020000\U0002A6A5      3\n"
            "Li        2\n");
}

}  // namespace
}  // namespace xq
