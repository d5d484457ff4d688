// xqsim verify RECORD: the independent verifier (V-1..V-5, V-7) round by round, and with
// --repair-seed the re-pairing check V-6 for records paired by `xqsim pair` with that seed.
#include <boost/program_options.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <utility>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/model/errors.hpp"
#include "sim/engine_claims.hpp"
#include "sim/repair_check.hpp"
#include "verify/verify.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// V-6 compares the boards and kinds of the games and re-pairs round 1 from the numbers drawn
// under P1-4 (sim/repair_check.hpp): a record without them (TRF) cannot be re-paired to compare.
const std::vector<RecordInput> kRepairInputs = {RecordInput::boards, RecordInput::numbers,
                                                RecordInput::game_kinds};

}  // namespace

int run_verify(const std::vector<std::string>& args, Io io) {
  std::string record_path;
  std::string repair_seed;  // empty: no V-6
  bool event_over = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "tournament record, .json or .trf")(
      "repair-seed", po::value(&repair_seed)->value_name("S"),
      "also V-6: re-pair every round from its history with the seed `xqsim pair --seed S` used, and "
      "list the rounds that differ")("final", po::bool_switch(&event_over),
                                     "the event is over: a match still drawn (KO-3) or a place still to be "
                                     "played off (T-12) is a violation, "
                                     "not a note that its next play-off is to be paired");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim verify RECORD [--repair-seed S] [--final] [--rules FILE] [--set KEY=VALUE "
                          "…] [--tiebreaks LIST]",
                          io))
    return kOk;

  Record record = read_record_noting("verify", record_path, io.err);
  apply_rule_options(record, rule_opts, record_path);
  // A TRF record does not mark the PI-10 final: the verifier finds it, and the engine's
  // standings (V-5 claims) are computed on the same marked record.
  if (std::optional<Record> marked = mark_unmarked_final(record)) record = std::move(*marked);
  VerifyOptions options;
  options.finished = event_over;                 // --final: the event played out (as the simulator's)
  sim::claim_engine_standings(record, options);  // V-5: pairing's standings against the verifier's own
  const VerifyReport report = verify_record(record, options);

  std::map<int, std::vector<std::string>> by_round;  // round 0 = the whole record
  for (const Violation& v : report.violations) by_round[v.round].push_back("violation " + to_string(v));
  for (const Violation& v : report.warnings) by_round[v.round].push_back("warning   " + to_string(v));
  for (const auto& [round, lines] : by_round) {
    io.out << (round == 0 ? std::string("record") : "round " + std::to_string(round)) << '\n';
    for (const std::string& line : lines) io.out << "  " << line << '\n';
  }
  size_t repair_diffs = 0;
  if (!repair_seed.empty()) {
    const std::uint64_t seed = parse_seed("--repair-seed", repair_seed);
    if (const std::string lacks = record.source.has_none_of(kRepairInputs); !lacks.empty()) {
      io.out << "note: V-6 re-pairing: not checked (" << lacks << ")\n";
    } else {
      // V-6 with the stream `xqsim pair --seed S` used for each round (sim/repair_check.hpp). The
      // numbers of P1-4 may have been drawn at the event: round 1 is re-paired from them.
      const std::vector<sim::RepairDifference> diffs = sim::repair_differences(record, seed);
      repair_diffs = diffs.size();
      for (const sim::RepairDifference& d : diffs)
        io.out << "  violation V-6: round " << d.round << ": " << d.text << '\n';
    }
  }
  for (const SkippedCheck& s : report.not_checked) io.out << "note: " << to_string(s) << '\n';
  for (const std::string& n : report.notes) io.out << "note: " << n << '\n';
  // W-1..W-5 are the pairing's warnings (the rounds show them; the record lists them, SIM-7 keeps
  // a batch's examples by them): said apart from the verifier's own warnings counted below.
  std::string shown;
  for (const auto& [rule, n] : report.stats.warnings_by_rule)
    if (n > 0) shown += " " + rule + " ×" + std::to_string(n);
  if (!shown.empty()) io.out << "pairing warnings (W-1..W-5, as the rounds show them):" << shown << '\n';
  io.out << record.rounds.size() << " rounds checked: " << report.violations.size() + repair_diffs
         << " violations, " << report.warnings.size() << " warnings\n";
  return report.violations.empty() && repair_diffs == 0 ? kOk : kViolations;
}

}  // namespace xq::cli
