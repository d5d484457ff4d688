// What `xqsim simulate` and `xqsim merge` both write and print: OUT/summary.json and the summary
// table under a title line.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>

#include "reports/batch_summary.hpp"

namespace xq::cli {

/// Writes `summary` to out/summary.json whole or not at all (SIM-6) and returns the path, then
/// the report made from it (REP; make_report, or make_compare_report for a comparison):
/// out/report.json, out/report.md, out/report.html and out/tables/*.csv, each whole or not at all.
/// The summary's `lang` ("en" or "zh", --lang; kept in summary.json, so merge writes the same) is
/// the language of the compare report's conclusion and "What was simulated" (the report JSON's
/// "lang").
std::filesystem::path write_summary(const std::filesystem::path& out, const BatchSummary& summary);

/// The report of `summary`: make_compare_report when it carries a comparison, else make_report;
/// "lang" set when the summary's is not "en".
[[nodiscard]] nlohmann::ordered_json summary_report(const BatchSummary& summary);

/// "NAME: N tournaments<detail>, seed S", a blank line, the table (batch_summary_table), a blank
/// line and "summary: PATH".
void print_summary(std::ostream& os, const BatchSummary& summary, const std::string& detail,
                   const std::filesystem::path& summary_path);

}  // namespace xq::cli
