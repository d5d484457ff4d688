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
}

}  // namespace
}  // namespace xq
