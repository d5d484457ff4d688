#include "sim/batch_job.hpp"

#include <charconv>
#include <limits>
#include <ostream>

#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "reports/batch_summary.hpp"
#include "sim/event.hpp"
#include "sim/mpi_batch.hpp"

namespace xq::sim {
namespace {

constexpr std::uint64_t kMaxCount = std::uint64_t{1} << 40;

std::uint64_t parse_count(const std::string& option, const std::string& text, std::uint64_t lo,
                          std::uint64_t hi) {
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

// REP comparison mode: two lists or more, none twice, every name known.
std::vector<std::vector<std::string>> compare_lists(const std::vector<std::string>& texts,
                                                    const Scenario& scenario) {
  if (texts.size() < 2)
    throw InputError("", 0, "--tiebreaks", "compare needs two lists or more (--tiebreaks A --tiebreaks B)");
  std::vector<std::vector<std::string>> lists;
  for (const std::string& text : texts) {
    lists.push_back(parse_list(text));
    for (size_t j = 0; j + 1 < lists.size(); ++j)
      if (lists[j] == lists.back())
        throw InputError("", 0, "--tiebreaks", "the list '" + text + "' is given twice");
  }
  // Unknown names are refused now, before anything is written.
  try {
    (void)make_comparison_summary(lists, scenario.rules.format == EventFormat::team_swiss
                                             ? TiebreakScope::team
                                             : TiebreakScope::individual);
  } catch (const InputError& e) {
    throw InputError("", 0, "--tiebreaks", e.reason());
  }
  return lists;
}

// Count, seed, threads, shard, --keep, --keep-warnings and --repair-check into `opt`.
void read_run_options(const BatchRequest& request, const Scenario& scenario, BatchOptions& opt) {
  opt.count = request.count.empty() ? scenario.count : parse_count("--count", request.count, 1, kMaxCount);
  opt.seed = request.seed.empty()
                 ? scenario.seed
                 : parse_count("--seed", request.seed, 0, std::numeric_limits<std::uint64_t>::max());
  opt.threads = request.threads.empty()
                    ? 0u
                    : static_cast<unsigned>(parse_count("--threads", request.threads, 1, 1024));
  if (!request.shard.empty()) opt.shard = parse_shard(request.shard);
  opt.keep = parse_count("--keep", request.keep, 0, kMaxCount);
  opt.keep_warnings = parse_count("--keep-warnings", request.keep_warnings, 0, 1'000'000);
  if (request.repair_check != "on" && request.repair_check != "off")
    throw InputError("", 0, "--repair-check", "expected on or off, got '" + request.repair_check + "'");
  opt.repair_check = request.repair_check == "on";
}

// --out, or out/<scenario stem>[-compare] (checked by run_batch_job, which creates it).
std::filesystem::path output_folder(const BatchRequest& request) {
  return request.out.empty()
             ? std::filesystem::path("out") / (std::filesystem::path(request.scenario_path).stem().string() +
                                               (request.compare ? "-compare" : ""))
             : std::filesystem::path(request.out);
}

}  // namespace

BatchJob make_batch_job(Scenario scenario, const BatchRequest& request) {
  check_scenario(scenario);
  BatchJob job;
  if (request.compare) job.options.compare_lists = compare_lists(request.compare_lists, scenario);
  read_run_options(request, scenario, job.options);
  if (request.mpi && !kMpiBuilt)
    throw InputError("", 0, "--mpi",
                     "this xqsim was built without MPI (configure with -DXQ_MPI=ON; docs/scenarios.md)");
  job.mpi = request.mpi;
  job.options.out = output_folder(request);
  job.scenario = std::move(scenario);
  return job;
}

BatchJobRun run_batch_job(const BatchJob& job, std::ostream& err) {
  // Before the first tournament: a folder that refuses files is bad input now (exit 2), not a batch
  // played and lost. Stale temporary files of a killed run are removed (records/, warnings/<kind>/).
  prepare_output_folder(job.options.out, "--out", 2);
  BatchJobRun run;
#if XQ_HAVE_MPI
  if (job.mpi) {  // SIM-5: every rank plays its part; rank 0 gathers, merges and reports
    MpiBatch m = run_mpi_batch(job.scenario, job.options);
    run.root = m.root;
    run.exit_code = m.exit_code;
    run.result = std::move(m.result);
    return run;
  }
#endif
  warn_if_under_mpirun(err);
  run.result = run_scenario_batch(job.scenario, job.options);
  return run;
}

}  // namespace xq::sim
