// xqsim regress DIR: every round of every record in DIR re-paired by this build from the
// record's own history; each round that moved is explained (issue 17, docs/regression.md).
#include <unistd.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <set>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "reports/text_table.hpp"
#include "sim/regress.hpp"
#include "verify/verify.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace xq::cli {
namespace {

// "tournament-2" before "tournament-10": digits compared as numbers.
bool natural_less(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
      size_t ei = i, ej = j;
      while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
      while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
      const std::string x = a.substr(i, ei - i), y = b.substr(j, ej - j);
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      i = ei;
      j = ej;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

// A simulate --out folder run without --keep (DIR or --against OTHER).
constexpr const char* kUnkept =
    "a simulate --out folder without kept records (no records/ in it): simulate --keep N keeps the first N "
    "tournaments' records there";

// The records of DIR (a simulate --out folder: its records/), one per event: a TRF twin of a
// JSON record (simulate --keep writes both) is left out, the JSON keeping boards and numbers.
std::vector<fs::path> records_in(const std::string& dir, int& twins) {
  fs::path folder = dir;
  if (!fs::is_directory(folder)) {
    if (fs::is_regular_file(folder)) return {folder};
    throw InputError(dir, 0, "DIR", "no such folder or record");
  }
  if (fs::is_directory(folder / "records"))
    folder /= "records";
  else if (fs::is_regular_file(folder / "summary.json"))  // its report.json is no record
    throw InputError(dir, 0, "DIR", kUnkept);
  std::map<std::string, fs::path> by_stem;
  std::vector<fs::path> trf;
  for (const auto& e : fs::directory_iterator(folder)) {
    if (!e.is_regular_file()) continue;
    const std::string ext = e.path().extension().string();
    if (ext == ".json" && e.path().filename() != "summary.json") by_stem[e.path().stem().string()] = e.path();
    if (ext == ".trf") trf.push_back(e.path());
  }
  for (const fs::path& t : trf) {
    if (by_stem.count(t.stem().string()))
      ++twins;
    else
      by_stem[t.stem().string()] = t;
  }
  std::vector<fs::path> out;
  for (const auto& [stem, path] : by_stem) out.push_back(path);
  std::sort(out.begin(), out.end(), [](const fs::path& a, const fs::path& b) {
    return natural_less(a.stem().string(), b.stem().string());
  });
  if (out.empty()) throw InputError(folder.string(), 0, "DIR", "no record (.json or .trf) in this folder");
  return out;
}

// The counterpart of `record` in OTHER (--against): the same name, .json or .trf.
std::optional<fs::path> counterpart(const fs::path& other, const fs::path& record) {
  for (const char* ext : {".json", ".trf"})
    if (fs::path p = other / (record.stem().string() + ext); fs::is_regular_file(p)) return p;
  return std::nullopt;
}

// The pairing seed simulate --keep wrote beside a record (tournament-N.seed), if any.
std::optional<std::uint64_t> kept_seed(const fs::path& record) {
  fs::path p = record;
  p.replace_extension(".seed");
  if (!fs::is_regular_file(p)) return std::nullopt;
  std::string text = read_text_file(p.string());
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  return parse_seed(p.string(), text);
}

// Why a record cannot be re-paired from what it holds: a TRF file keeps no drawn numbers or
// competition codes, and rules that pair by them (P1-4, P1-8, RR-1.7 lots) need them. "" = it can.
std::string not_repairable(const Record& record) {
  const RuleSet& r = record.rules;
  const bool drawn = r.first_round == FirstRound::adjacent || r.competition_codes ||
                     (r.format == EventFormat::round_robin && r.rr_numbers == RrNumbers::lots);
  if (!drawn || !record.source.lacks(RecordInput::numbers)) return "";
  return "not re-paired: " + record.source.has_none_of({RecordInput::numbers}) +
         ", and its rules pair by them (P1-4 numbers, P1-8 codes or RR-1.7 lots); re-pair the JSON record";
}

// A record to re-pair: a TRF file does not mark the PI-10 final; it is found as the verifier does.
Record read_record(const std::string& path, std::ostream& err) {
  Record record = read_record_noting("regress", path, err);
  if (record.source.lacks(RecordInput::game_kinds))
    if (std::optional<Record> marked = mark_unmarked_final(record)) record = std::move(*marked);
  return record;
}

struct RuleTally {
  int rounds = 0;
  std::set<std::string> records;
  int engine_fails = 0;     ///< the engine's round breaks an invariant (V-1..V-5)
  int reference_fails = 0;  ///< the recorded round (--against: the reference's) does
};

std::string verdict(const std::vector<std::string>& violations) {
  if (violations.empty()) return "passes";
  return "fails (" + std::to_string(violations.size()) + ": " + violations.front() +
         (violations.size() > 1 ? " …" : "") + ")";
}

void print_round(const std::string& name, const sim::RoundRegression& d, bool against, std::ostream& out) {
  const char* ref = against ? "reference" : "recorded";
  out << name << " round " << d.round << ": " << (d.parting.rule.empty() ? "—" : d.parting.rule) << '\n';
  const std::string_view prefix = "re-paired differently; ";
  std::string_view moved = d.changed;
  if (moved.substr(0, prefix.size()) == prefix) moved.remove_prefix(prefix.size());
  out << "  moved:     " << moved << '\n';
  if (!d.parting.before.empty()) out << "  parts at:  " << ref << "  " << d.parting.before << '\n';
  if (!d.parting.now.empty())
    out << (d.parting.before.empty() ? "  parts at:  " : "             ") << "engine    " << d.parting.now
        << '\n';
  if (d.engine_paired && d.parting.now.empty())
    out << "  parts at:  no decision of the engine's explanation names the difference\n";
  if (d.verified)
    out << "  verifier:  " << ref << " round " << verdict(d.reference_violations) << "; engine's round "
        << (d.engine_paired ? verdict(d.engine_violations) : "not paired") << '\n';
}

}  // namespace

int run_regress(const std::vector<std::string>& args, Io io) {
  std::string dir, against, seed_text = "1";
  bool no_verify = false, force_progress = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("dir", po::value(&dir)->required()->value_name("DIR"),
                     "a folder of records (.json, .trf) — a `simulate --keep` output folder or its records/ "
                     "— or one record")(
      "against", po::value(&against)->value_name("OTHER"),
      "compare the engine with the records of the same name in OTHER (another program's or build's "
      "pairings of the same events) instead of DIR's own rounds, while their history is DIR's")(
      "seed", po::value(&seed_text)->value_name("S"),
      "the pairing seed of a record without a .seed file beside it (as `xqsim pair --seed`; default 1)")(
      "no-verify", po::bool_switch(&no_verify), "do not run the verifier on the rounds that differ")(
      "progress", po::bool_switch(&force_progress),
      "show the records done so far on stderr even when it is not a terminal (a log file, a pipe); "
      "without it only on a terminal");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("dir", 1);
  if (!parse_command_line(
          args, desc, pos,
          "xqsim regress DIR [--against OTHER] [--seed S] [--no-verify] [--progress] [--rules FILE] "
          "[--set KEY=VALUE …] [--tiebreaks LIST]",
          io))
    return kOk;
  const std::uint64_t default_seed = parse_seed("--seed", seed_text);
  if (!against.empty() && !fs::is_directory(against))
    throw InputError(against, 0, "--against",
                     fs::exists(against) ? "not a folder: give the folder of the counterpart records, "
                                           "each named as its record of DIR"
                                         : "no such folder");
  if (!against.empty() && fs::is_directory(fs::path(against) / "records"))  // a simulate --out folder, as DIR
    against = (fs::path(against) / "records").string();
  else if (!against.empty() && fs::is_regular_file(fs::path(against) / "summary.json"))
    throw InputError(against, 0, "--against", kUnkept);
  const bool rules_changed =
      !rule_opts.rules_file.empty() || !rule_opts.sets.empty() || !rule_opts.tiebreaks.empty();
  int twins = 0;
  const std::vector<fs::path> files = records_in(dir, twins);

  if (rules_changed)  // options that fit not even the first readable record (a bad key or value): exit 2 now
    for (const fs::path& f : files) {
      std::optional<Record> first;
      try {
        first = load_record(f.string());
      } catch (const InputError&) {  // an unreadable record is counted below like any other
        continue;
      }
      apply_rule_options(*first, rule_opts, f.string());
      break;
    }
  // On a terminal the count is redrawn in place; into a log file or a pipe (--progress) it is a
  // plain line at each tenth of the records and at the end, readable as text.
  const bool terminal = ::isatty(STDERR_FILENO);
  const bool progress = (force_progress || terminal) && files.size() > 1;
  const auto show_progress = [&](size_t done) {
    if (terminal)
      io.err << "\rxqsim regress: " << done << "/" << files.size() << " records" << std::flush;
    else if (done == files.size() || done * 10 / files.size() != (done - 1) * 10 / files.size())
      io.err << "xqsim regress: " << done << "/" << files.size() << " records\n" << std::flush;
  };
  std::map<std::string, RuleTally> by_rule;
  std::vector<std::string> unusable, without_counterpart;
  int records = 0, rounds = 0, differing = 0, not_compared = 0, records_differing = 0;
  for (size_t f = 0; f < files.size(); ++f) {
    if (progress && f > 0) show_progress(f);  // records done (review: it counted the one begun)
    const std::string path = files[f].string(), name = files[f].stem().string();
    try {
      Record record = read_record(path, io.err);
      sim::RegressOptions options;
      const std::optional<std::uint64_t> seed = kept_seed(files[f]);
      options.seed = seed.value_or(default_seed);
      options.repair.numbers_drawn = seed.has_value();  // simulate drew them (RepairOptions)
      options.verify = !no_verify;
      if (rules_changed) {
        if (!record.source.lacks(RecordInput::rules)) options.rules_before = record.rules;  // TRF: unknown
        apply_rule_options(record, rule_opts, path);
      }
      if (const std::string lacks = not_repairable(record); !lacks.empty())
        throw InputError(path, 0, "", lacks);
      std::optional<Record> other;
      if (!against.empty()) {
        const std::optional<fs::path> p = counterpart(against, files[f]);
        if (!p) {
          without_counterpart.push_back(name);
          continue;
        }
        other = read_record(p->string(), io.err);
        if (rules_changed) apply_rule_options(*other, rule_opts, p->string());
      }
      sim::RecordRegression r;
      try {
        r = sim::regress_record(record, other ? *other : record, options);
      } catch (const InputError& e) {
        throw InputError(against.empty() ? path : (fs::path(against) / files[f].filename()).string(), 0, "",
                         e.reason());
      }
      ++records;
      rounds += r.rounds_compared;
      not_compared += r.rounds_not_compared;
      differing += static_cast<int>(r.differing.size());
      if (!r.differing.empty()) ++records_differing;
      if (progress && terminal && !r.differing.empty()) io.err << '\r' << std::string(40, ' ') << '\r';
      for (const sim::RoundRegression& d : r.differing) {
        print_round(name, d, !against.empty(), io.out);
        RuleTally& t =
            by_rule[d.parting.rule.empty() ? (d.engine_paired ? "—" : "no pairing") : d.parting.rule];
        ++t.rounds;
        t.records.insert(name);
        t.engine_fails += d.engine_paired && !d.engine_violations.empty();
        t.reference_fails += !d.reference_violations.empty();
      }
      if (r.histories_part > 0)
        io.out << name << ": the reference's round " << r.histories_part
               << " holds other games or results than the record's; its " << r.rounds_not_compared
               << " later round(s) were paired from another history and are not compared\n";
    } catch (const InputError& e) {  // named with its file (a setting's error names none: F1)
      unusable.push_back(e.file().empty() ? InputError(path, e.line(), e.key(), e.reason()).what()
                                          : e.what());
    }
  }
  if (progress) show_progress(files.size());
  if (progress && terminal) io.err << '\r' << std::string(40, ' ') << '\r';

  for (const std::string& u : unusable) io.out << "unusable: " << u << '\n';
  if (!without_counterpart.empty())
    io.out << without_counterpart.size() << " record(s) without a counterpart in " << against
           << " (first: " << without_counterpart.front() << ")\n";
  if (twins > 0) io.out << twins << " TRF twin(s) of JSON records left out (the JSON record was re-paired)\n";
  if (!by_rule.empty()) {
    TextTable table{
        {"Where they part", "Rounds", "Records",
         against.empty() ? "Recorded round fails V" : "Reference round fails V", "Engine's round fails V"},
        {Align::left, Align::right, Align::right, Align::right, Align::right},
        {}};
    for (const auto& [rule, t] : by_rule)
      table.rows.push_back({rule, std::to_string(t.rounds), std::to_string(t.records.size()),
                            no_verify ? "-" : std::to_string(t.reference_fails),
                            no_verify ? "-" : std::to_string(t.engine_fails)});
    io.out << '\n';
    table.write_text(io.out);
  }
  const auto of = [](auto n, const char* one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); };
  io.out << "\n"
         << of(records, "record") << " re-paired, " << of(rounds, "round") << " compared: " << differing
         << " differ, in " << of(records_differing, "record");
  if (not_compared > 0) io.out << "; " << not_compared << " rounds not compared (histories part)";
  if (!unusable.empty()) io.out << "; " << of(unusable.size(), "file") << " unusable";
  io.out << '\n';
  if (!unusable.empty()) return kBadInput;
  if (rounds == 0) {  // nothing was compared: not a pass (a wrong --against, records without rounds)
    io.err << "xqsim regress: error: no round was compared"
           << (!against.empty() && records == 0 ? ": no record of " + dir + " has a counterpart in " + against
                                                : std::string())
           << '\n';
    return kBadInput;
  }
  return differing > 0 ? kViolations : kOk;
}

}  // namespace xq::cli
