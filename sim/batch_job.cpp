#include "sim/batch_job.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <ostream>

#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/text.hpp"
#include "reports/batch_summary.hpp"
#include "sim/event.hpp"
#include "sim/mpi_batch.hpp"

namespace xq::sim {
namespace {

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
    throw InputError("", 0, "--tiebreaks",
                     "compare needs two lists or more (--tiebreaks A --tiebreaks B), or two variants or more "
                     "(--variant A:KEY=VALUE --variant B:KEY=VALUE)");
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

// --variant NAME:…: each variant's whole rule set, read with the parser of --set (one parser), and
// checked as a scenario would be (a round robin's rounds, a knockout's field) before anything runs.
void read_variants(const std::vector<std::string>& texts, const Scenario& scenario, BatchOptions& opt) {
  if (texts.size() < 2)
    throw InputError("", 0, "--variant", "compare needs two variants or more (--variant A:… --variant B:…)");
  const bool teams = scenario.rules.format == EventFormat::team_swiss;
  for (const std::string& text : texts) {
    const VariantSpec spec = parse_variant(text);
    const std::string where = "--variant " + spec.name;
    if (std::find(opt.variant_names.begin(), opt.variant_names.end(), spec.name) != opt.variant_names.end())
      throw InputError("", 0, where, "the name '" + spec.name + "' is given twice");
    Scenario sc = scenario;
    for (const auto& [key, value] : spec.settings) {
      try {
        set_rule_text(sc.rules, key, value);
      } catch (const InputError& e) {
        throw InputError("", 0, where + ": " + key, e.reason());
      }
      if (get_rule(sc.rules, key) != get_rule(scenario.rules, key)) sc.overridden.insert("rules." + key);
    }
    sc.overridden_note.clear();  // the mix is the variant's: `where` names it
    try {
      check_scenario(sc);
    } catch (const InputError& e) {
      throw InputError("", 0, where + ": " + e.key(), e.reason());
    }
    for (size_t j = 0; j < opt.variant_rules.size(); ++j)
      if (opt.variant_rules[j] == sc.rules)
        throw InputError("", 0, where, "the same rules as variant '" + opt.variant_names[j] + "'");
    opt.variant_names.push_back(spec.name);
    opt.compare_lists.push_back(teams ? sc.rules.team_tiebreaks : sc.rules.tiebreaks);
    opt.variant_rules.push_back(std::move(sc.rules));
  }
  try {
    (void)make_comparison_summary(opt.compare_lists, teams ? TiebreakScope::team : TiebreakScope::individual,
                                  Knockout::none, opt.variant_names);
  } catch (const InputError& e) {
    throw InputError("", 0, "--variant", e.reason());
  }
}

// Count, seed, threads, shard, --keep, --keep-warnings and --repair-check into `opt`.
void read_run_options(const BatchRequest& request, const Scenario& scenario, BatchOptions& opt) {
  opt.count = request.count.empty() ? scenario.count
                                    : parse_whole_number("--count", request.count, 1, kMaxBatchCount);
  opt.seed = request.seed.empty()
                 ? scenario.seed
                 : parse_whole_number("--seed", request.seed, 0, std::numeric_limits<std::uint64_t>::max());
  opt.threads = request.threads.empty()
                    ? 0u
                    : static_cast<unsigned>(parse_whole_number("--threads", request.threads, 1, 1024));
  if (!request.shard.empty()) opt.shard = parse_shard(request.shard);
  opt.keep = parse_whole_number("--keep", request.keep, 0, kMaxBatchCount);
  opt.keep_warnings = parse_whole_number("--keep-warnings", request.keep_warnings, 0, 1'000'000);
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

std::uint64_t parse_whole_number(const std::string& option, const std::string& text, std::uint64_t lo,
                                 std::uint64_t hi) {
  std::uint64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || p != text.data() + text.size() || v < lo || v > hi)
    throw InputError("", 0, option,
                     "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", got '" + text + "'");
  return v;
}

VariantSpec parse_variant(const std::string& text) {
  VariantSpec v;
  const size_t colon = text.find(':');
  v.name = trimmed(text.substr(0, colon));
  if (v.name.empty())
    throw InputError("", 0, "--variant", "expected NAME:KEY=VALUE[,KEY=VALUE…], got '" + text + "'");
  if (colon == std::string::npos) return v;
  const std::vector<std::string> pieces = split_commas(text.substr(colon + 1));
  for (size_t i = 0; i < pieces.size(); ++i) {
    const std::string piece = trimmed(pieces[i]);
    if (piece.empty()) {
      if (i + 1 == pieces.size() && v.settings.empty()) break;  // "NAME:" alone
      throw InputError("", 0, "--variant " + v.name, "an empty setting in '" + text + "'");
    }
    const size_t eq = piece.find('=');
    if (eq == std::string::npos) {  // a list's next item: tiebreaks=a,b
      if (v.settings.empty())
        throw InputError("", 0, "--variant " + v.name, "expected KEY=VALUE, got '" + piece + "'");
      v.settings.back().second += "," + piece;
      continue;
    }
    const std::string key = trimmed(piece.substr(0, eq));
    if (key.empty())
      throw InputError("", 0, "--variant " + v.name, "expected KEY=VALUE, got '" + piece + "'");
    // A key twice in one variant: the last would win silently (rounds=5,rounds=6 was 6).
    for (const auto& given : v.settings)
      if (given.first == key)
        throw InputError("", 0, "--variant " + v.name + ": " + key,
                         "given twice in one variant ('" + text + "'): give each key once");
    v.settings.emplace_back(key, trimmed(piece.substr(eq + 1)));
  }
  return v;
}

BatchJob make_batch_job(Scenario scenario, const BatchRequest& request) {
  check_scenario(scenario);
  BatchJob job;
  if (request.compare && !request.variants.empty()) {
    if (!request.compare_lists.empty())
      throw InputError("", 0, "--variant",
                       "give either --tiebreaks lists or --variants, not both (a list is "
                       "--variant NAME:tiebreaks=LIST)");
    read_variants(request.variants, scenario, job.options);
  } else if (request.compare) {
    job.options.compare_lists = compare_lists(request.compare_lists, scenario);
  }
  if (request.lang != "en" && request.lang != "zh")
    throw InputError("", 0, "--lang", "expected en or zh, got '" + request.lang + "'");
  job.lang = request.lang;
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
