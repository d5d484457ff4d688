// xqsim merge SUMMARY…: the shard summaries of one batch merged into one (SIM-5). Merging adds
// integer counts, so shards 1/N … N/N give the whole batch's summary.json byte for byte.
#include <algorithm>
#include <boost/program_options.hpp>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "cli/summary_output.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "reports/batch_summary.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

BatchSummary read_summary(const std::string& path) {
  const std::string s = read_text_file(path, "summary file");
  nlohmann::ordered_json j;  // ordered: `settings` keeps its key order (merge compares it)
  try {
    j = nlohmann::ordered_json::parse(s);
  } catch (const nlohmann::json::parse_error& e) {
    const size_t at = std::min(e.byte == 0 ? 0 : e.byte - 1, s.size());
    const int line =
        1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    throw InputError(path, line, "", "not a JSON summary (" + std::string(e.what()) + ")");
  }
  return batch_summary_from_json(j, path);
}

}  // namespace

int run_merge(const std::vector<std::string>& args, Io io) {
  std::vector<std::string> paths;
  std::string out_text = "out/merged";
  po::options_description desc("options");
  desc.add_options()("summary", po::value(&paths)->required()->multitoken()->value_name("SUMMARY"),
                     "summary.json files of the shards of one batch (xqsim simulate --shard k/N)")(
      "out", po::value(&out_text)->value_name("DIR"), "where to write summary.json (default: out/merged)");
  po::positional_options_description pos;
  pos.add("summary", -1);
  if (!parse_command_line(args, desc, pos, "xqsim merge SUMMARY... [--out DIR]", io)) return kOk;

  // Everything is read and checked before anything is written (exit 2, no file).
  BatchSummary merged;
  for (size_t i = 0; i < paths.size(); ++i) {
    const BatchSummary part = read_summary(paths[i]);
    if (i == 0) {
      merged = part;
      continue;
    }
    try {
      merge(merged, part);
    } catch (const InputError& e) {  // merge names no file: the one that does not fit
      throw InputError(paths[i], 0, e.key(), e.reason() + " (as " + paths[0] + ")");
    }
    if (merged.count > merged.requested)
      throw InputError(paths[i], 0, "count",
                       "the summaries hold " + std::to_string(merged.count) +
                           " tournaments, more than the batch's " + std::to_string(merged.requested) +
                           ": a shard given twice?");
  }
  const std::filesystem::path out(out_text);
  if (std::filesystem::exists(out) && !std::filesystem::is_directory(out))
    throw InputError("", 0, "--out", "'" + out.string() + "' exists and is not a folder");

  std::filesystem::create_directories(out);
  const std::filesystem::path summary_path = write_summary(out, merged);
  print_summary(io.out, merged, " (" + std::to_string(paths.size()) + " summaries merged)", summary_path);
  if (merged.count < merged.requested)
    io.err << "xqsim merge: note: the summaries hold " << merged.count << " of the batch's "
           << merged.requested << " tournaments (a shard missing, or stopped by Ctrl-C)\n";
  return merged.violations_total() > 0 ? kViolations : kOk;
}

}  // namespace xq::cli
