// xqsim merge SUMMARY…: the shard summaries of one batch merged into one (SIM-5). Merging adds
// integer counts, so shards 1/N … N/N give the whole batch's summary.json byte for byte. Each
// summary says which shards it holds: a shard given twice, a summary of another batch and —
// without --partial — a missing shard or one stopped early are refused (exit 2, no file).
#include <boost/program_options.hpp>
#include <filesystem>
#include <ostream>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "cli/summary_output.hpp"
#include "pairing/io/json_text.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "reports/batch_summary.hpp"
#include "sim/batch.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

BatchSummary read_summary(const std::string& path) {
  const std::string s = read_text_file(path, "summary file");
  nlohmann::ordered_json j;  // ordered: `settings` keeps its key order (merge compares it)
  try {
    j = parse_ordered_json_text(s, path);
  } catch (const InputError& e) {
    if (!e.key().empty()) throw InputError(path, e.line(), e.key(), e.reason());  // a key given twice
    throw InputError(path, e.line(), "", "not a JSON summary (" + e.reason() + ")");
  }
  try {
    return batch_summary_from_json(j, path);
  } catch (const nlohmann::json::exception& e) {  // a library error on a value the reader let through
    throw InputError(path, 0, "", "malformed summary: " + json_error_text(e));
  }
}

// The tournaments the shards `parts` of the batch hold when they ran to the end.
std::uint64_t tournaments_in(const BatchSummary& s) {
  std::uint64_t n = 0;
  for (const std::uint64_t k : s.shards.parts) n += sim::shard_size(s.requested, sim::Shard{k, s.shards.of});
  return n;
}

// "a.json (1/3), c.json (3/3)"
std::string files_text(const std::vector<std::string>& paths, const std::vector<BatchSummary>& parts) {
  std::string text;
  for (size_t i = 0; i < paths.size(); ++i)
    text += (i ? ", " : "") + paths[i] + " (" + shards_text(parts[i].shards) + ")";
  return text;
}

}  // namespace

int run_merge(const std::vector<std::string>& args, Io io) {
  std::vector<std::string> paths;
  std::string out_text = "out/merged";
  bool partial = false;
  po::options_description desc("options");
  desc.add_options()("summary", po::value(&paths)->required()->multitoken()->value_name("SUMMARY"),
                     "summary.json files of the shards of one batch (xqsim simulate --shard k/N)")(
      "out", po::value(&out_text)->value_name("DIR")->notifier(non_empty("--out", "a folder")),
      "where to write summary.json (default: out/merged)")(
      "partial", po::bool_switch(&partial),
      "accept a part of the batch: shards missing, or stopped early by Ctrl-C or SIGTERM");
  po::positional_options_description pos;
  pos.add("summary", -1);
  if (!parse_command_line(args, desc, pos, "xqsim merge SUMMARY... [--out DIR] [--partial]", io)) return kOk;

  // Everything is read and checked before anything is written (exit 2, no file).
  std::vector<BatchSummary> parts;
  BatchSummary merged;
  for (size_t i = 0; i < paths.size(); ++i) {
    parts.push_back(read_summary(paths[i]));
    const BatchSummary& part = parts.back();
    const std::uint64_t expected = tournaments_in(part);
    if (part.count > expected)
      throw InputError(paths[i], 0, "count",
                       std::to_string(part.count) + " tournaments, more than shard " +
                           shards_text(part.shards) + " of " + std::to_string(part.requested) + " has (" +
                           std::to_string(expected) + ")");
    if (part.count < expected && !partial)
      throw InputError(paths[i], 0, "count",
                       "holds " + std::to_string(part.count) + " of the " + std::to_string(expected) +
                           " tournaments of shard " + shards_text(part.shards) +
                           " (stopped early by Ctrl-C or SIGTERM); give --partial to merge it anyway");
    if (i == 0) {
      merged = part;
      continue;
    }
    try {
      merge(merged, part);
    } catch (const InputError& e) {  // merge names no file: the one that does not fit, and those before
      const std::vector<std::string> before(paths.begin(), paths.begin() + static_cast<std::ptrdiff_t>(i));
      throw InputError(
          paths[i], 0, e.key(),
          e.reason() +
              (e.key() == "shard" ? " (merged so far: " + files_text(before, parts) : " (as " + paths[0]) +
              ")");
    }
  }
  if (!merged.shards.complete() && !partial) {
    std::string missing;
    for (std::uint64_t k = 1, at = 0; k <= merged.shards.of; ++k) {
      if (at < merged.shards.parts.size() && merged.shards.parts[at] == k) {
        ++at;
        continue;
      }
      if (!missing.empty()) missing += ", ";
      if (missing.size() > 200) {
        missing += "…";
        break;
      }
      missing += std::to_string(k) + "/" + std::to_string(merged.shards.of);
    }
    throw InputError("", 0, "shard",
                     "shard " + missing + " missing: " + files_text(paths, parts) +
                         (paths.size() == 1 ? " holds" : " hold") +
                         " a part of the batch; give --partial to merge it anyway");
  }
  const std::filesystem::path out(out_text);
  prepare_output_folder(out, "--out", 1);  // tables/ below

  const std::filesystem::path summary_path = write_summary(out, merged);
  print_summary(io.out, merged, " (" + std::to_string(paths.size()) + " summaries merged)", summary_path);
  if (merged.count < merged.requested)
    io.err << "xqsim merge: note: the summaries hold " << merged.count << " of the batch's "
           << merged.requested << " tournaments (--partial: shard " << shards_text(merged.shards) << ")\n";
  return merged.violations_total() > 0 ? kViolations : kOk;
}

}  // namespace xq::cli
