// xqsim verify RECORD: the independent verifier (V-1..V-5, V-7) round by round, and with
// --repair-seed the re-pairing check V-6 for records paired by `xqsim pair` with that seed.
#include <boost/program_options.hpp>
#include <map>
#include <ostream>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "pairing/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/record_file.hpp"
#include "pairing/rng.hpp"
#include "verify/verify.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// V-6: round r re-paired from the history before it, with the stream `xqsim pair` uses
// (Rng(seed, r)), must give the recorded games, byes and matches. Returns the rounds that differ.
std::vector<std::string> repairing_differences(const Record& record, std::uint64_t seed) {
  std::vector<std::string> diffs;
  for (size_t r = 0; r < record.rounds.size(); ++r) {
    Rng rng(seed, static_cast<std::uint64_t>(r + 1));
    const PairingResult p = pair_next_round(truncated(record, static_cast<int>(r)), rng);
    const Round& want = record.rounds[r];
    if (!p.ok()) {
      diffs.push_back("round " + std::to_string(r + 1) + ": the engine finds no legal pairing: " + p.reason);
      continue;
    }
    Round got = p.round;
    for (size_t g = 0; g < got.games.size() && g < want.games.size(); ++g) {
      got.games[g].result = want.games[g].result;  // results are not the pairing's
      got.games[g].red_fouls = want.games[g].red_fouls;
      got.games[g].black_fouls = want.games[g].black_fouls;
      got.games[g].time_control = want.games[g].time_control;
    }
    for (size_t g = 0; g < want.games.size(); ++g) {
      if (want.games[g].kind != GameKind::playoff) continue;  // play-offs are entered, not paired
      got.games.push_back(want.games[g]);
    }
    const bool same = got.games == want.games && got.byes == want.byes && got.matches == want.matches &&
                      got.team_byes == want.team_byes;
    if (!same) {
      std::string d = "round " + std::to_string(r + 1) + ": re-paired differently;";
      for (size_t g = 0; g < std::max(got.games.size(), want.games.size()); ++g) {
        const bool in_got = g < got.games.size(), in_want = g < want.games.size();
        if (in_got && in_want && got.games[g].red == want.games[g].red && got.games[g].black == want.games[g].black)
          continue;
        d += " board " + std::to_string(g + 1) + " recorded " +
             (in_want ? std::to_string(want.games[g].red) + "-" + std::to_string(want.games[g].black) : "none") +
             ", engine " +
             (in_got ? std::to_string(got.games[g].red) + "-" + std::to_string(got.games[g].black) : "none") + ";";
      }
      diffs.push_back(d);
    }
  }
  return diffs;
}

}  // namespace

int run_verify(const std::vector<std::string>& args, Io io) {
  std::string record_path;
  std::string repair_seed;  // empty: no V-6
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "tournament record, .json or .trf")(
      "repair-seed", po::value(&repair_seed)->value_name("S"),
      "also V-6: re-pair every round from its history with the seed `xqsim pair --seed S` used, and "
      "list the rounds that differ");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos, "xqsim verify RECORD [--repair-seed S] [--rules FILE] [--set KEY=VALUE …]",
                          io))
    return kOk;

  Record record = load_record(record_path);
  apply_rule_options(record.rules, rule_opts);
  const VerifyReport report = verify_record(record);

  std::map<int, std::vector<std::string>> by_round;  // round 0 = the whole record
  for (const Violation& v : report.violations) by_round[v.round].push_back("violation " + to_string(v));
  for (const Violation& v : report.warnings) by_round[v.round].push_back("warning   " + to_string(v));
  for (const auto& [round, lines] : by_round) {
    io.out << (round == 0 ? std::string("record") : "round " + std::to_string(round)) << '\n';
    for (const std::string& line : lines) io.out << "  " << line << '\n';
  }
  size_t repair_diffs = 0;
  if (!repair_seed.empty()) {
    const std::vector<std::string> diffs = repairing_differences(record, parse_seed("--repair-seed", repair_seed));
    repair_diffs = diffs.size();
    for (const std::string& d : diffs) io.out << "  violation V-6: " << d << '\n';
  }
  for (const std::string& n : report.notes) io.out << "note: " << n << '\n';
  io.out << record.rounds.size() << " rounds checked: " << report.violations.size() + repair_diffs
         << " violations, " << report.warnings.size() << " warnings\n";
  return report.violations.empty() && repair_diffs == 0 ? kOk : kViolations;
}

}  // namespace xq::cli
