#include "cli/summary_output.hpp"

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "reports/csv_report.hpp"
#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "sim/batch.hpp"

namespace xq::cli {

nlohmann::ordered_json summary_report(const BatchSummary& summary) {
  nlohmann::ordered_json report = summary.comparison ? make_compare_report(summary) : make_report(summary);
  if (summary.lang != "en") report["lang"] = summary.lang;
  return report;
}

std::filesystem::path write_summary(const std::filesystem::path& out, const BatchSummary& summary) {
  const std::filesystem::path path = out / "summary.json";
  // REP: the report, computed once and rendered by each writer; every file rendered first, then
  // written all or none (a disk that fills leaves no summary without its reports).
  const nlohmann::ordered_json report = summary_report(summary);
  std::vector<std::pair<std::filesystem::path, std::string>> files = {
      {path, to_json(summary).dump(2) + "\n"},
      {out / "report.json", report.dump(2) + "\n"},
      {out / "report.md", render_markdown(report)},
      {out / "report.html", render_html(report)}};
  const std::map<std::string, std::string> tables = write_csv_tables(report);
  for (const auto& [name, text] : tables) files.emplace_back(out / "tables" / name, text);
  const bool new_tables = !tables.empty() && !std::filesystem::exists(out / "tables");
  if (!tables.empty()) create_folder(out / "tables");
  try {
    write_files_atomic(files);
  } catch (const InputError&) {
    std::error_code ignored;
    if (new_tables) std::filesystem::remove(out / "tables", ignored);  // only when still empty
    throw;
  }
  return path;
}

void print_summary(std::ostream& os, const BatchSummary& s, const std::string& detail,
                   const std::filesystem::path& summary_path) {
  os << s.scenario << ": " << s.count << " tournaments" << detail << ", seed " << s.seed << "\n\n";
  batch_summary_table(s).write_text(os);
  os << "\nsummary: " << summary_path.string() << '\n';
}

}  // namespace xq::cli
