// Golden files of the report writers: a fixed, realistic report JSON (tests/data/reports/
// *-report.json) rendered to HTML and Markdown must equal tests/data/reports/*.html and *.md byte
// for byte, so any change to the look of a report shows in review.
//
// After an intended change, regenerate and inspect the diff (open the .html in a browser):
//   XQ_UPDATE_GOLDEN=1 build/<preset>/tests/report_writer_golden_test
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "tests/support/files.hpp"

namespace xq {
namespace {

using test::slurp;

const std::string kDir = std::string(XQ_TEST_DATA_DIR) + "/reports/";

bool updating() {
  const char* v = std::getenv("XQ_UPDATE_GOLDEN");
  return v != nullptr && *v != '\0';
}

// Compares `actual` with the golden file `name`, or rewrites it when updating.
void check(const std::string& name, const std::string& actual) {
  const std::string path = kDir + name;
  if (updating()) {
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  const std::string expected = slurp(path);
  ASSERT_FALSE(expected.empty()) << path << " is missing: run with XQ_UPDATE_GOLDEN=1";
  if (expected == actual) return;
  size_t at = 0;
  while (at < expected.size() && at < actual.size() && expected[at] == actual[at]) ++at;
  const size_t from = at < 80 ? 0 : at - 80;
  ADD_FAILURE() << name << " differs from the golden file at byte " << at << "\n--- expected:\n"
                << expected.substr(from, 200) << "\n--- actual:\n"
                << actual.substr(from, 200)
                << "\n(regenerate with XQ_UPDATE_GOLDEN=1 if the change is intended)";
}

class ReportGolden : public ::testing::TestWithParam<const char*> {};

TEST_P(ReportGolden, HtmlAndMarkdownMatch) {
  const std::string name = GetParam();
  const std::string json = slurp(kDir + name + "-report.json");
  ASSERT_FALSE(json.empty()) << kDir + name + "-report.json";
  const auto report = nlohmann::ordered_json::parse(json);
  check(name + ".html", render_html(report));
  check(name + ".md", render_markdown(report));
  if (updating()) GTEST_SKIP() << "golden files rewritten in " << kDir;
}

INSTANTIATE_TEST_SUITE_P(Reports, ReportGolden, ::testing::Values("simulate", "compare"));

}  // namespace
}  // namespace xq
