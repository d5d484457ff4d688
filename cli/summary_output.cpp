#include "cli/summary_output.hpp"

#include <ostream>

#include "pairing/io/text_file.hpp"
#include "reports/csv_report.hpp"
#include "reports/html_report.hpp"
#include "reports/markdown_report.hpp"
#include "sim/batch.hpp"

namespace xq::cli {

nlohmann::ordered_json summary_report(const BatchSummary& summary, const std::string& lang) {
  nlohmann::ordered_json report = summary.comparison ? make_compare_report(summary) : make_report(summary);
  if (lang != "en") report["lang"] = lang;
  return report;
}

std::filesystem::path write_summary(const std::filesystem::path& out, const BatchSummary& summary,
                                    const std::string& lang) {
  const std::filesystem::path path = out / "summary.json";
  write_file_atomic(path, to_json(summary).dump(2) + "\n");
  // REP: the report, computed once and rendered by each writer.
  const nlohmann::ordered_json report = summary_report(summary, lang);
  write_file_atomic(out / "report.json", report.dump(2) + "\n");
  write_file_atomic(out / "report.md", render_markdown(report));
  write_file_atomic(out / "report.html", render_html(report));
  const std::map<std::string, std::string> tables = write_csv_tables(report);
  if (!tables.empty()) create_folder(out / "tables");
  for (const auto& [name, text] : tables) write_file_atomic(out / "tables" / name, text);
  return path;
}

void print_summary(std::ostream& os, const BatchSummary& s, const std::string& detail,
                   const std::filesystem::path& summary_path) {
  os << s.scenario << ": " << s.count << " tournaments" << detail << ", seed " << s.seed << "\n\n";
  batch_summary_table(s).write_text(os);
  os << "\nsummary: " << summary_path.string() << '\n';
}

}  // namespace xq::cli
