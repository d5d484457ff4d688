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

TEST(TextTable, DisplayWidthOfEmojiIsEastAsianWidth) {
  // UAX #11: emoji of East_Asian_Width W take two columns, as terminals show them.
  EXPECT_EQ(display_width("\U0001F600"), 2);              // 😀 Emoticons
  EXPECT_EQ(display_width("\u674E\u56DB\U0001F600"), 6);  // 李四😀
  EXPECT_EQ(display_width("\U0001F3C6"), 2);              // 🏆 Misc Symbols and Pictographs
  EXPECT_EQ(display_width("\U0001F680"), 2);              // 🚀 Transport and Map
  EXPECT_EQ(display_width("\U0001F914"), 2);              // 🤔 Supplemental Symbols and Pictographs
  EXPECT_EQ(display_width("\U0001FAF6"), 2);              // 🫶 Symbols and Pictographs Extended-A
  EXPECT_EQ(display_width("\u2615\u26BD\u2705"), 6);      // ☕ ⚽ ✅: W in Misc Symbols, Dingbats
  EXPECT_EQ(display_width("\u231A"), 2);                  // ⌚ Misc Technical
  EXPECT_EQ(display_width("\U0001F004"), 2);              // 🀄 the red dragon tile
  // N, one column (their emoji form needs U+FE0F): ☺ ✂ 🌡, and ♞ a chess knight.
  EXPECT_EQ(display_width("\u263A\u2702\U0001F321\u265E"), 4);
  EXPECT_EQ(display_width("\U0001F1E8\U0001F1F3"), 2);  // 🇨🇳: two regional indicators, N each
}

// A name of wide characters beyond the BMP pads the other rows by its display width.
TEST(TextTable, WideNamesAlignTheColumns) {
  const auto text = [](const std::string& name) {
    TextTable t{{"name", "score"}, {Align::left, Align::right}, {{name, "3"}, {"Li", "2"}}};
    std::ostringstream out;
    t.write_text(out);
    return out.str();
  };
  // 𠀀𪚥 (Extension B) is 4 columns wide, as wide as "name": "Li" is padded by 2.
  EXPECT_EQ(text("\U00020000\U0002A6A5"),
            "name  score\n"
            "-----------\n"
            "\U00020000\U0002A6A5      3\n"
            "Li        2\n");
  // 李四😀 is 6 columns wide (the emoji 2): "Li" is padded by 4, the header by 2.
  EXPECT_EQ(text("\u674E\u56DB\U0001F600"),
            "name    score\n"
            "-------------\n"
            "\u674E\u56DB\U0001F600      3\n"
            "Li          2\n");
}

}  // namespace
}  // namespace xq
