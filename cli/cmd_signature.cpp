// xqsim signature [SCENARIO…]: one hash per scenario over every pairing of N simulated
// tournaments (issue 17, docs/regression.md), and --check FILE against the committed ones.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <regex>
#include <sstream>
#include <thread>
#include <vector>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "sim/batch_job.hpp"
#include "sim/signature.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// Every *.toml of ./scenarios, by name: the bundled scenarios when run from the source tree.
std::vector<std::string> bundled_scenarios() {
  const std::filesystem::path dir = "scenarios";
  if (!std::filesystem::is_directory(dir))
    throw InputError("scenarios", 0, "SCENARIO",
                     "no scenario given and no ./scenarios folder here: give scenario files, or run from the "
                     "source tree");
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".toml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string stem(const std::string& path) { return std::filesystem::path(path).stem().string(); }

// What the file's total line says it was made with: "(… × N tournaments, seed S)".
struct MadeWith {
  std::string count, seed;
  int line = 0;  // 0: no total line
};

// FNV-1a over the scenarios' signatures, in order: the total line's hash.
std::uint64_t total_of(const std::vector<std::uint64_t>& hashes) {
  std::uint64_t total = 0xcbf29ce484222325ULL;
  for (std::uint64_t h : hashes)
    for (int i = 0; i < 8; ++i) total = (total ^ ((h >> (8 * i)) & 0xff)) * 0x100000001b3ULL;
  return total;
}

// The signatures file: "<16 hex digits>  <name>" per line; '#' starts a comment.
std::map<std::string, std::string> read_signatures(const std::string& path, MadeWith& made) {
  std::map<std::string, std::string> out;
  std::map<std::string, int> line_of;
  std::istringstream in(read_text_file(path, "file", kMaxSettingsBytes));
  std::string line, total_hash, total_count;
  std::vector<std::uint64_t> in_order;  // the entries' hashes, in the file's order
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string hash, name;
    if (!(fields >> hash >> name) || hash.size() != 16 ||
        hash.find_first_not_of("0123456789abcdef") != std::string::npos)
      throw InputError(path, n, "", "expected '<16 hex digits>  <scenario>', got '" + line + "'");
    if (const auto [it, fresh] = line_of.emplace(name, n); !fresh)  // the last would win silently
      throw InputError(path, n, "",
                       "'" + name + "' is given twice: also on line " + std::to_string(it->second));
    if (name != "total") {
      out[name] = hash;
      in_order.push_back(std::stoull(hash, nullptr, 16));
      continue;
    }
    // The total line: its hash is the entries' total; its count and seed say what they are of.
    static const std::regex kMade(R"(\((\d+) scenarios? × (\d+) tournaments, seed (\d+)\))");
    std::smatch m;
    if (!std::regex_search(line, m, kMade))
      throw InputError(
          path, n, "",
          "expected '<16 hex digits>  total (N scenarios × C tournaments, seed S)', got '" + line + "'");
    made = {m[2].str(), m[3].str(), n};
    total_hash = hash;
    total_count = m[1].str();
  }
  // A file cut short or hand-made: without entries or its total line it checks nothing, and
  // without the total line a wrong -n or --seed would read as every scenario moved.
  if (out.empty())
    throw InputError(path, 0, "",
                     "no signature in the file (lines '<16 hex digits>  <scenario>'): a file cut short? "
                     "Regenerate it (docs/regression.md section 3)");
  if (made.line == 0)
    throw InputError(
        path, 0, "",
        "no total line ('<16 hex digits>  total (N scenarios × C tournaments, seed S)'): it says "
        "which batch the hashes are of; a file cut short? Regenerate it (docs/regression.md "
        "section 3)");
  if (total_count != std::to_string(out.size()) || total_hash != sim::hex64(total_of(in_order)))
    throw InputError(
        path, made.line, "",
        "the total line does not fit the file's " + std::to_string(out.size()) + " entries (" + total_count +
            " scenarios, total " + total_hash + "; the entries give " + sim::hex64(total_of(in_order)) +
            "): an entry or the total was edited by hand; regenerate the file (docs/regression.md "
            "section 3)");
  return out;
}

}  // namespace

int run_signature(const std::vector<std::string>& args, Io io) {
  std::vector<std::string> scenarios;
  std::string count_text = "100", seed_text = "1", check, threads_text;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("scenario", po::value(&scenarios)->value_name("SCENARIO"),
                     "scenario files (default: every scenarios/*.toml here, by name)")(
      "count,n", po::value(&count_text)->value_name("N"), "tournaments per scenario, 1..2^40 (default 100)")(
      "seed", po::value(&seed_text)->value_name("S"),
      "the batch seed: tournament i plays from stream i (default 1)")(
      "threads", po::value(&threads_text)->value_name("T"),
      "worker threads, 1..1024 (default: every core; the hashes do not depend on it)")(
      "check", po::value(&check)->value_name("FILE"),
      "compare with the signatures in FILE (e.g. tests/data/signatures.txt); exit 1 naming each scenario "
      "whose pairings moved");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("scenario", -1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim signature [SCENARIO…] [-n N] [--seed S] [--threads T] [--check FILE] "
                          "[--rules FILE] [--set KEY=VALUE …] [--tiebreaks LIST]",
                          io))
    return kOk;
  // The ranges simulate takes, said in the message (-n up to 2^40, --threads 1..1024).
  const std::uint64_t count = sim::parse_whole_number("--count", count_text, 1, sim::kMaxBatchCount);
  const std::uint64_t seed = parse_seed("--seed", seed_text);
  // (Read as text: a negative number read as unsigned became 4 billion threads, and an abort.)
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  if (!threads_text.empty())
    threads = static_cast<unsigned>(sim::parse_whole_number("--threads", threads_text, 1, 1024));
  const bool every_bundled = scenarios.empty();
  if (every_bundled) scenarios = bundled_scenarios();
  MadeWith made;
  const std::map<std::string, std::string> expected =
      check.empty() ? decltype(expected){} : read_signatures(check, made);
  // Hashes of another batch differ whatever the pairing code: not "pairings moved" but a mistake.
  if (made.line > 0 && (made.count != std::to_string(count) || made.seed != std::to_string(seed)))
    throw InputError(check, made.line, "",
                     "the signatures are of " + made.count + " tournaments, seed " + made.seed +
                         "; checked with -n " + std::to_string(count) + " --seed " + std::to_string(seed) +
                         ": run --check with -n " + made.count + " --seed " + made.seed);

  std::vector<std::pair<std::string, sim::Scenario>> loaded;  // every input checked before any work
  std::vector<std::string> skipped;                           // scenarios the options do not apply to
  for (const std::string& path : scenarios) {
    try {
      sim::Scenario sc = load_scenario(path, rule_opts);
      loaded.emplace_back(stem(path), std::move(sc));
    } catch (const InputError& e) {
      // A setting this scenario's format does not read (group_pairs in a team event): the rule
      // change does not apply to it — skipped and said, the others hashed. Anything else stops.
      if (!has_rule_options(rule_opts) || !not_used_reason(e.reason())) {  // stops: the scenario named
        if (e.file().empty()) throw InputError(path, e.line(), e.key(), e.reason());
        if (e.file() != path)
          throw InputError(e.file(), e.line(), e.key(), e.reason() + " (scenario " + path + ")");
        throw;
      }
      io.err << "xqsim signature: " << stem(path) << " skipped: " << e.what() << '\n';
      skipped.push_back(stem(path));
    }
  }
  if (loaded.empty())
    throw InputError("", 0, "SCENARIO",
                     "--rules/--set/--tiebreaks apply to none of the scenarios given (each skipped above)");
  std::vector<std::uint64_t> all;
  std::vector<std::string> moved;  // "pairings moved: …", or an entry missing on either side
  for (const auto& [name, sc] : loaded) {
    const std::uint64_t h = sim::scenario_signature(sc, count, seed, threads);
    all.push_back(h);
    io.out << sim::hex64(h) << "  " << name << '\n';
    if (!check.empty()) {
      const auto it = expected.find(name);
      if (it == expected.end())
        moved.push_back("not in the file: " + name + ": no signature in " + check);
      else if (it->second != sim::hex64(h))
        moved.push_back("pairings moved: " + name + ": " + it->second + " in " + check + ", now " +
                        sim::hex64(h));
    }
  }
  if (every_bundled)                // a scenario removed or renamed moves the signatures too
    for (const auto& e : expected)  // (no structured binding: clang 14 cannot capture one)
      if (std::none_of(loaded.begin(), loaded.end(), [&](const auto& l) { return l.first == e.first; }) &&
          std::find(skipped.begin(), skipped.end(), e.first) == skipped.end())
        moved.push_back("no longer bundled: " + e.first + ": in " + check + " but not in scenarios/");
  io.out << sim::hex64(total_of(all)) << "  total (" << loaded.size() << " scenarios × " << count
         << " tournaments, seed " << seed << ")\n";
  if (moved.empty()) return kOk;
  for (const std::string& m : moved) io.err << "xqsim signature: " << m << '\n';
  io.err << "xqsim signature: a deliberate pairing change updates " << check
         << " in the same commit, naming the rule (docs/regression.md)\n";
  return kViolations;
}

}  // namespace xq::cli
