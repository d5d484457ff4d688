// xqsim simulate SCENARIO: a batch of simulated tournaments, each verified, reduced to
// OUT/summary.json, the report files and a short table (docs/scenarios.md, harness SIM-1..SIM-7,
// REP). xqsim compare SCENARIO --tiebreaks A --tiebreaks B …: the same batch, every tournament
// measured under each list (REP comparison mode) — one command with a mode, so both share
// every option, shard, MPI run and output rule.
#include <unistd.h>

#include <atomic>
#include <boost/program_options.hpp>
#include <charconv>
#include <csignal>
#include <filesystem>
#include <limits>
#include <ostream>

#include "cli/command.hpp"
#include "cli/mpi_batch.hpp"
#include "cli/rule_options.hpp"
#include "cli/summary_output.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "reports/batch_summary.hpp"
#include "reports/markdown_report.hpp"
#include "sim/batch.hpp"
#include "sim/scenario.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// SIM-6: Ctrl-C sets this flag and nothing else (a lock-free atomic store is async-signal-safe);
// the workers finish the tournaments they are playing and the partial summary is written. The
// handler puts the default back, so a second Ctrl-C ends the program at once.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_sigint(int) {
  g_interrupted.store(true);
  std::signal(SIGINT, SIG_DFL);
}

// Installs on_sigint for the lifetime of the object. A process started with SIGINT ignored (a
// background job of a non-interactive shell, nohup) keeps ignoring it, as shells expect.
class SigintGuard {
 public:
  SigintGuard() : previous_(std::signal(SIGINT, on_sigint)) {
    g_interrupted.store(false);
    if (previous_ == SIG_IGN) std::signal(SIGINT, SIG_IGN);
  }
  ~SigintGuard() { std::signal(SIGINT, previous_ == SIG_ERR ? SIG_DFL : previous_); }
  SigintGuard(const SigintGuard&) = delete;
  SigintGuard& operator=(const SigintGuard&) = delete;

 private:
  void (*previous_)(int);
};

std::uint64_t parse_count(const std::string& option, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
  std::uint64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || p != text.data() + text.size() || v < lo || v > hi)
    throw InputError("", 0, option,
                     "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", got '" + text + "'");
  return v;
}

// A compare list as --tiebreaks text, read the way the rule key `tiebreaks` is (one parser).
std::vector<std::string> parse_list(const std::string& text) {
  RuleSet rules;
  try {
    set_rule_text(rules, "tiebreaks", text);
  } catch (const InputError& e) {
    throw InputError("", 0, "--tiebreaks", e.reason());
  }
  return rules.tiebreaks;
}

enum class Mode { simulate, compare };

int run_batch_command(const std::vector<std::string>& args, Io io, Mode mode) {
  const bool compare = mode == Mode::compare;
  const char* name = compare ? "xqsim compare" : "xqsim simulate";
  std::vector<std::string> compare_lists;
  std::string scenario_path, count_text, seed_text, threads_text, shard_text, keep_text = "0", out_text;
  std::string keep_warnings_text = "0", repair_check_text = "on";
  bool mpi = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()
      ("scenario", po::value(&scenario_path)->required()->value_name("SCENARIO"), "scenario file (TOML, docs/scenarios.md)")
      ("count,n", po::value(&count_text)->value_name("COUNT"), "tournaments in the batch (default: the scenario's [simulation] count)")
      ("seed", po::value(&seed_text)->value_name("S"), "random seed of the batch (default: the scenario's [simulation] seed)")
      ("threads", po::value(&threads_text)->value_name("T"), "worker threads (default: every core)")
      ("shard", po::value(&shard_text)->value_name("k/N"), "play only tournaments i with i mod N = k-1 (summaries merge exactly)")
      ("keep", po::value(&keep_text)->value_name("K"), "write the first K tournaments to OUT/records/ (JSON, and TRF for individual events)")
      ("keep-warnings", po::value(&keep_warnings_text)->value_name("K"),
       "for each warning kind, write the first K tournaments that show it to OUT/warnings/<kind>/ (SIM-7)")
      ("repair-check", po::value(&repair_check_text)->value_name("on|off"),
       "V-6 on every tournament: re-pair each round from the history before it (default on)")
      ("mpi", po::bool_switch(&mpi),
       kMpiBuilt ? "one job over the processes of mpirun -np P: rank k plays part k+1/P, rank 0 writes the outputs (SIM-5)"
                 : "(not available: this xqsim was built without MPI)")
      ("out", po::value(&out_text)->value_name("DIR"), "output folder (default: out/<scenario name>)");
  add_rule_options(desc, rule_opts, !compare);
  if (compare)
    desc.add_options()("tiebreaks", po::value(&compare_lists)->composing()->required()->value_name("LIST"),
                       "a tiebreak list to compare (names or list names, comma-separated); give it two or more "
                       "times, the first is the baseline");
  po::positional_options_description pos;
  pos.add("scenario", 1);
  const std::string common =
      " [-n COUNT] [--seed S] [--threads T] [--shard k/N] [--keep K] [--keep-warnings K] [--repair-check on|off] "
      "[--mpi] [--out DIR] [--rules FILE] [--set KEY=VALUE …]";
  if (!parse_command_line(args, desc, pos,
                          compare ? "xqsim compare SCENARIO --tiebreaks LIST --tiebreaks LIST …" + common
                                  : "xqsim simulate SCENARIO" + common,
                          io))
    return kOk;

  // Everything is checked before anything is written: bad input leaves no file behind.
  sim::Scenario scenario = sim::load_scenario(scenario_path);
  apply_rule_options(scenario.rules, rule_opts);
  sim::check_scenario(scenario);
  sim::require_simulable(scenario);

  sim::BatchOptions opt;
  if (compare) {
    if (compare_lists.size() < 2)
      throw InputError("", 0, "--tiebreaks", "compare needs two lists or more (--tiebreaks A --tiebreaks B)");
    for (const std::string& list : compare_lists) {
      opt.compare_lists.push_back(parse_list(list));
      for (size_t j = 0; j + 1 < opt.compare_lists.size(); ++j)
        if (opt.compare_lists[j] == opt.compare_lists.back())
          throw InputError("", 0, "--tiebreaks", "the list '" + list + "' is given twice");
    }
    // Unknown names are refused now, before anything is written.
    try {
      make_comparison_summary(opt.compare_lists, scenario.rules.format == EventFormat::team_swiss
                                                     ? TiebreakScope::team
                                                     : TiebreakScope::individual);
    } catch (const InputError& e) {
      throw InputError("", 0, "--tiebreaks", e.reason());
    }
  }
  constexpr std::uint64_t kMaxCount = std::uint64_t{1} << 40;
  opt.count = count_text.empty() ? scenario.count : parse_count("--count", count_text, 1, kMaxCount);
  opt.seed = seed_text.empty() ? scenario.seed
                               : parse_count("--seed", seed_text, 0, std::numeric_limits<std::uint64_t>::max());
  opt.threads = threads_text.empty() ? 0u : static_cast<unsigned>(parse_count("--threads", threads_text, 1, 1024));
  if (!shard_text.empty()) opt.shard = sim::parse_shard(shard_text);
  opt.keep = parse_count("--keep", keep_text, 0, kMaxCount);
  opt.keep_warnings = parse_count("--keep-warnings", keep_warnings_text, 0, 1'000'000);
  if (repair_check_text != "on" && repair_check_text != "off")
    throw InputError("", 0, "--repair-check", "expected on or off, got '" + repair_check_text + "'");
  opt.repair_check = repair_check_text == "on";
  if (mpi && !kMpiBuilt)
    throw InputError("", 0, "--mpi", "this xqsim was built without MPI (configure with -DXQ_MPI=ON; docs/scenarios.md)");
  const std::filesystem::path out =
      out_text.empty() ? std::filesystem::path("out") /
                             (std::filesystem::path(scenario_path).stem().string() + (compare ? "-compare" : ""))
                       : std::filesystem::path(out_text);
  if (std::filesystem::exists(out) && !std::filesystem::is_directory(out))
    throw InputError("", 0, "--out", "'" + out.string() + "' exists and is not a folder");
  opt.out = out;
  if (::isatty(STDERR_FILENO)) opt.progress = &io.err;  // SIM-6: a bar only on a terminal

  std::filesystem::create_directories(out);
  sim::BatchResult result;
  {
    SigintGuard guard;
    opt.stop = &g_interrupted;
#if XQ_HAVE_MPI
    if (mpi) {  // SIM-5: every rank plays its part; rank 0 gathers, merges and reports
      MpiBatch m = run_mpi_batch(scenario, opt);
      if (!m.root) return m.exit_code;
      result = std::move(m.result);
    }
#endif
    if (!mpi) {
      warn_if_under_mpirun(io.err);
      result = sim::run_scenario_batch(scenario, opt);
    }
  }
  const std::filesystem::path summary_path = write_summary(out, result.summary);

  const BatchSummary& s = result.summary;
  std::string detail;
  if (opt.shard.n > 1)
    detail = " (shard " + std::to_string(opt.shard.k) + "/" + std::to_string(opt.shard.n) + " of " +
             std::to_string(opt.count) + ")";
  print_summary(io.out, s, detail, summary_path);
  if (compare) io.out << '\n' << render_markdown(summary_report(s));
  if (result.failures_written)
    io.out << "tournaments with violations: " << (out / "failures").string() << "/ (" << result.failures_written << ")\n";
  if (result.unfinished_written)
    io.out << "stopped by \"no legal pairing\": " << (out / "no-pairing").string() << "/ (" << result.unfinished_written
           << ")\n";
  if (result.records_written)
    io.out << "records kept: " << (out / "records").string() << "/ (" << result.records_written << ")\n";
  if (result.warning_examples_written)
    io.out << "warning examples: " << (out / "warnings").string() << "/ (" << result.warning_examples_written << ")\n";
  if (result.interrupted)
    io.err << name << ": interrupted after " << s.count << " of " << sim::shard_size(opt.count, opt.shard)
           << " tournaments; the summary holds those\n";
  if (s.violations_total() > 0) return kViolations;
  return result.interrupted ? 128 + SIGINT : kOk;
}

}  // namespace

int run_simulate(const std::vector<std::string>& args, Io io) { return run_batch_command(args, io, Mode::simulate); }

int run_compare(const std::vector<std::string>& args, Io io) { return run_batch_command(args, io, Mode::compare); }

}  // namespace xq::cli
