// xqsim simulate SCENARIO: a batch of simulated tournaments, each verified, reduced to
// OUT/summary.json, the report files and a short table (docs/scenarios.md, harness SIM-1..SIM-7,
// REP). xqsim compare SCENARIO --tiebreaks A --tiebreaks B …: the same batch, every tournament
// measured under each list (REP comparison mode) — one command with a mode, so both share
// every option, shard, MPI run and output rule.
#include <unistd.h>

#include <array>
#include <atomic>
#include <boost/program_options.hpp>
#include <csignal>
#include <filesystem>
#include <ostream>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "cli/summary_output.hpp"
#include "reports/batch_summary.hpp"
#include "reports/markdown_report.hpp"
#include "sim/batch_job.hpp"
#include "sim/mpi_batch.hpp"
#include "sim/scenario.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// SIM-6: Ctrl-C (SIGINT) sets this flag and nothing else (lock-free atomic stores are
// async-signal-safe); the workers finish the tournaments they are playing and the partial
// summary is written. SIGTERM (kill, a batch system's time limit) does the same — a run stopped
// either way keeps what it played — and the exit code says which: 128 + the signal. The handler
// puts the default back, so a second signal ends the program at once.
std::atomic<bool> g_interrupted{false};
std::atomic<int> g_stop_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

extern "C" void on_stop_signal(int signal) {
  g_stop_signal.store(signal);
  g_interrupted.store(true);
  std::signal(signal, SIG_DFL);
}

// Installs on_stop_signal for SIGINT and SIGTERM for the lifetime of the object. A process
// started with a signal ignored (SIGINT in a background job of a non-interactive shell, nohup)
// keeps ignoring it, as shells expect.
class StopSignalGuard {
 public:
  StopSignalGuard() {
    g_interrupted.store(false);
    g_stop_signal.store(0);
    for (size_t i = 0; i < kSignals.size(); ++i) {
      previous_[i] = std::signal(kSignals[i], on_stop_signal);
      if (previous_[i] == SIG_IGN) std::signal(kSignals[i], SIG_IGN);
    }
  }
  ~StopSignalGuard() {
    for (size_t i = 0; i < kSignals.size(); ++i)
      std::signal(kSignals[i], previous_[i] == SIG_ERR ? SIG_DFL : previous_[i]);
  }
  StopSignalGuard(const StopSignalGuard&) = delete;
  StopSignalGuard& operator=(const StopSignalGuard&) = delete;

 private:
  static constexpr std::array<int, 2> kSignals{SIGINT, SIGTERM};
  std::array<void (*)(int), 2> previous_{};
};

enum class Mode { simulate, compare };

// The options of both commands, bound to `request`; compare adds --tiebreaks LIST (repeated)
// and leaves --tiebreaks out of the rule options.
void add_batch_options(po::options_description& desc, sim::BatchRequest& request, RuleOptions& rule_opts,
                       bool& progress) {
  desc.add_options()("scenario", po::value(&request.scenario_path)->required()->value_name("SCENARIO"),
                     "scenario file (TOML, docs/scenarios.md)")(
      "count,n", po::value(&request.count)->value_name("COUNT"),
      "tournaments in the batch (default: the scenario's [simulation] count)")(
      "seed", po::value(&request.seed)->value_name("S"),
      "random seed of the batch (default: the scenario's [simulation] seed)")(
      "threads", po::value(&request.threads)->value_name("T"), "worker threads (default: every core)")(
      "shard", po::value(&request.shard)->value_name("k/N"),
      "play only tournaments i with i mod N = k-1 (summaries merge exactly)")(
      "keep", po::value(&request.keep)->value_name("K"),
      "write the first K tournaments to OUT/records/ (JSON, and TRF for an individual Swiss without a "
      "knockout)")(
      "keep-warnings", po::value(&request.keep_warnings)->value_name("K"),
      "for each warning kind, write the first K tournaments that show it to OUT/warnings/<kind>/ (SIM-7)")(
      "repair-check", po::value(&request.repair_check)->value_name("on|off"),
      "V-6 on every tournament: re-pair each round from the history before it (default on)")(
      "mpi", po::bool_switch(&request.mpi),
      sim::kMpiBuilt ? "one job over the processes of mpirun -np P: rank k plays part k+1/P, rank 0 writes "
                       "the outputs (SIM-5)"
                     : "(not available: this xqsim was built without MPI)")(
      "out", po::value(&request.out)->value_name("DIR")->notifier(non_empty("--out", "a folder")),
      "output folder (default: out/<scenario name>)")(
      "progress", po::bool_switch(&progress),
      "draw the progress bar on stderr even when it is not a terminal (a log file, a pipe); without it "
      "the bar is drawn only on a terminal");
  add_rule_options(desc, rule_opts, !request.compare);
  if (request.compare)
    desc.add_options()(
        "tiebreaks", po::value(&request.compare_lists)->composing()->value_name("LIST"),
        "a tiebreak list to compare (names or list names, comma-separated); give it two or more "
        "times, the first is the baseline (shorthand for --variant LIST:tiebreaks=LIST)")(
        "variant", po::value(&request.variants)->composing()->value_name("NAME:KEY=VALUE[,KEY=VALUE…]"),
        "a variant of the scenario's rules (any --set key; a list's commas stay in its value); give it two "
        "or more times, the first is the baseline. Variants that change the pairing play their own events "
        "on common random numbers (docs/fairness.md)")(
        "lang", po::value(&request.lang)->value_name("en|zh"),
        "language of the report's Conclusion and What was simulated (default en)");
}

// summary.json and the report files, the summary table, where the kept files went; the exit code.
int report_batch(const sim::BatchJob& job, const sim::BatchResult& result, const char* name, bool compare,
                 Io io) {
  const sim::BatchOptions& opt = job.options;
  const std::filesystem::path& out = opt.out;
  BatchSummary s = result.summary;
  s.lang = job.lang;  // kept in summary.json: merged shards report in the language of the run
  const std::filesystem::path summary_path = write_summary(out, s);

  std::string detail;
  if (opt.shard.n > 1)
    detail = " (shard " + std::to_string(opt.shard.k) + "/" + std::to_string(opt.shard.n) + " of " +
             std::to_string(opt.count) + ")";
  print_summary(io.out, s, detail, summary_path);
  if (compare) io.out << '\n' << render_markdown(summary_report(s));
  if (result.failures_written)
    io.out << "tournaments with violations: " << (out / "failures").string() << "/ ("
           << result.failures_written << ")\n";
  if (result.unfinished_written)
    io.out << "stopped by \"no legal pairing\": " << (out / "no-pairing").string() << "/ ("
           << result.unfinished_written << ")\n";
  if (result.records_written)
    io.out << "records kept: " << (out / "records").string() << "/ (" << result.records_written << ")\n";
  if (result.warning_examples_written)
    io.out << "warning examples: " << (out / "warnings").string() << "/ (" << result.warning_examples_written
           << ")\n";
  const int signal = g_stop_signal.load();
  if (result.interrupted)
    io.err << name << ": " << (signal == SIGTERM ? "terminated (SIGTERM)" : "interrupted") << " after "
           << s.count << " of " << sim::shard_size(opt.count, opt.shard)
           << " tournaments; the summary holds those\n";
  if (s.violations_total() > 0) return kViolations;
  return result.interrupted ? 128 + (signal ? signal : SIGINT) : kOk;
}

int run_batch_command(const std::vector<std::string>& args, Io io, Mode mode) {
  const bool compare = mode == Mode::compare;
  const char* name = compare ? "xqsim compare" : "xqsim simulate";
  sim::BatchRequest request;
  request.compare = compare;
  RuleOptions rule_opts;
  bool progress = false;
  po::options_description desc("options");
  add_batch_options(desc, request, rule_opts, progress);
  po::positional_options_description pos;
  pos.add("scenario", 1);
  const std::string common =
      " [-n COUNT] [--seed S] [--threads T] [--shard k/N] [--keep K] [--keep-warnings K] [--repair-check "
      "on|off] "
      "[--mpi] [--out DIR] [--progress] [--rules FILE] [--set KEY=VALUE …]";
  if (!parse_command_line(
          args, desc, pos,
          compare
              ? "xqsim compare SCENARIO (--tiebreaks LIST --tiebreaks LIST … | --variant NAME:KEY=VALUE,… "
                "--variant …) [--lang en|zh]" +
                    common
              : "xqsim simulate SCENARIO" + common + " [--tiebreaks LIST]",
          io))
    return kOk;

  // Everything is checked before anything is written: bad input leaves no file behind.
  sim::Scenario scenario = load_scenario(request.scenario_path, rule_opts);
  sim::BatchJob job = sim::make_batch_job(std::move(scenario), request);
  // SIM-6: a bar on a terminal, or wherever stderr goes with --progress
  if (progress || ::isatty(STDERR_FILENO)) job.options.progress = &io.err;

  sim::BatchJobRun run;
  {
    StopSignalGuard guard;
    job.options.stop = &g_interrupted;
    run = sim::run_batch_job(job, io.err);
  }
  if (!run.root) return run.exit_code;  // an MPI rank other than 0: rank 0 writes and prints
  return report_batch(job, run.result, name, compare, io);
}

}  // namespace

int run_simulate(const std::vector<std::string>& args, Io io) {
  return run_batch_command(args, io, Mode::simulate);
}

int run_compare(const std::vector<std::string>& args, Io io) {
  return run_batch_command(args, io, Mode::compare);
}

}  // namespace xq::cli
