// `xqsim simulate` and `xqsim compare` as a job: the options as the command line gave them,
// checked into BatchOptions before anything is written (make_batch_job), then run on this
// process's threads or over the ranks of an MPI job (run_batch_job).
#pragma once

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "sim/batch.hpp"
#include "sim/scenario.hpp"

namespace xq::sim {

/// The most tournaments a batch may have (`-n` of simulate, compare and signature): 2^40.
inline constexpr std::uint64_t kMaxBatchCount = std::uint64_t{1} << 40;

/// `text` as a whole number from `lo` to `hi` (digits only). Throws InputError naming `option`
/// and the range otherwise ("expected a whole number from 1 to 1024, got 'abc'").
[[nodiscard]] std::uint64_t parse_whole_number(const std::string& option, const std::string& text,
                                               std::uint64_t lo, std::uint64_t hi);

/// The batch options of the command line, as text (empty = the default named).
struct BatchRequest {
  bool compare = false;                    ///< `xqsim compare`: measure under each of compare_lists
  std::string scenario_path;               ///< names the default output folder out/<stem>[-compare]
  std::vector<std::string> compare_lists;  ///< --tiebreaks LIST, given twice or more (compare)
  std::string count;                       ///< -n; default the scenario's [simulation] count
  std::string seed;                        ///< --seed; default the scenario's [simulation] seed
  std::string threads;                     ///< --threads; default every core
  std::string shard;                       ///< --shard k/N
  std::string keep = "0";                  ///< --keep K
  std::string keep_warnings = "0";         ///< --keep-warnings K
  std::string repair_check = "on";         ///< --repair-check on|off
  std::string out;                         ///< --out DIR; default out/<scenario stem>[-compare]
  bool mpi = false;                        ///< --mpi (SIM-5)
  /// --variant NAME:KEY=VALUE[,KEY=VALUE…] (compare), given twice or more; the first is the
  /// baseline. A value may hold commas (tiebreaks=a,b): a piece without '=' continues the value
  /// before it. "NAME" or "NAME:" alone is the scenario's rules as they stand.
  std::vector<std::string> variants = {};
  std::string lang = "en";  ///< --lang en|zh: the language of the reports' conclusion (compare)
};

/// A checked batch, ready to run.
struct BatchJob {
  Scenario scenario;
  BatchOptions options;  ///< options.out is the output folder
  bool mpi = false;
  std::string lang = "en";  ///< "en" or "zh" (--lang)
};

/// One `--variant` as given: its name and its KEY=VALUE settings in order. Throws InputError
/// (key "--variant") when the name or a setting is missing, or ("--variant NAME: KEY") when a key
/// is given twice.
struct VariantSpec {
  std::string name;
  std::vector<std::pair<std::string, std::string>> settings;
};
[[nodiscard]] VariantSpec parse_variant(const std::string& text);

/// Checks `scenario` (its rules already overlaid by --rules/--set) and every option of
/// `request`, and builds the job: nothing is written. Throws InputError naming the option
/// (--tiebreaks, --variant NAME: KEY, --lang, --count, --seed, --threads, --shard, --keep,
/// --keep-warnings, --repair-check, --mpi) or the scenario's key.
[[nodiscard]] BatchJob make_batch_job(Scenario scenario, const BatchRequest& request);

/// What run_batch_job did.
struct BatchJobRun {
  /// This process writes and prints the outputs (always, but for MPI ranks other than 0).
  bool root = true;
  int exit_code = 0;   ///< only for !root: what the job exits with
  BatchResult result;  ///< root: the whole job's result
};

/// Creates the output folder and checks that it takes files (prepare_output_folder: InputError
/// with key "--out" before any tournament is played), then runs the job: over MPI ranks (SIM-5,
/// sim/mpi_batch.hpp) or on this process's threads (a run started by mpirun without --mpi says so on `err`
/// first).
[[nodiscard]] BatchJobRun run_batch_job(const BatchJob& job, std::ostream& err);

}  // namespace xq::sim
