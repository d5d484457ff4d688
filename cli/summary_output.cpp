#include "cli/summary_output.hpp"

#include <ostream>

#include "sim/batch.hpp"

namespace xq::cli {

std::filesystem::path write_summary(const std::filesystem::path& out, const BatchSummary& summary) {
  const std::filesystem::path path = out / "summary.json";
  sim::write_file_atomic(path, to_json(summary).dump(2) + "\n");
  return path;
}

void print_summary(std::ostream& os, const BatchSummary& s, const std::string& detail,
                   const std::filesystem::path& summary_path) {
  os << s.scenario << ": " << s.count << " tournaments" << detail << ", seed " << s.seed << "\n\n";
  batch_summary_table(s).write_text(os);
  os << "\nsummary: " << summary_path.string() << '\n';
}

}  // namespace xq::cli
