// xqsim withdraw RECORD PLAYER [--from-round R]: a player leaves the event (issue 14): not paired
// from round R on (default: the next round to be paired); his results so far stay.
#include <boost/program_options.hpp>
#include <optional>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/pair_record.hpp"

namespace po = boost::program_options;

namespace xq::cli {

int run_withdraw(const std::vector<std::string>& args, Io io) {
  std::string record_path, player, out_path;
  int from_round = kNotGiven;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record, .json (a .trf file cannot keep a withdrawal)")(
      "player", po::value(&player)->required()->value_name("PLAYER"),
      "the player: start number or exact name")(
      "from-round", po::value(&from_round)->value_name("R"),
      "the first round he is not paired in; default: the next round to be paired")(
      "out", po::value(&out_path)->value_name("RECORD"), "write the record here; default: back to RECORD");
  po::positional_options_description pos;
  pos.add("record", 1).add("player", 1);
  if (!parse_command_line(args, desc, pos, "xqsim withdraw RECORD PLAYER [--from-round R] [--out RECORD]",
                          io))
    return kOk;
  const std::optional<int> round = from_round != kNotGiven ? std::optional<int>(from_round) : std::nullopt;
  return change_record("withdraw", record_path, out_path, io, [&](Record& record) {
    const EntrantId id = find_entrant(record, player, record_path);
    std::vector<int> dropped;  // absences announced for rounds the withdrawal covers: said
    const int from = withdraw_entrant(record, id, round, record_path, &dropped, playoffs_left(record));
    std::string replaced;
    for (const int r : dropped) replaced += (replaced.empty() ? "" : ", ") + std::to_string(r);
    return std::to_string(id) + " (" + record.entrant(id).name + ") withdrawn from round " +
           std::to_string(from) +
           (record.rules.format == EventFormat::round_robin  // RR-1, S-2: the table stays
                ? ": his games from then on are lost by forfeit, the Berger table unchanged; the results so "
                  "far stay"
                : ": not paired from then on, the results so far stay") +
           (replaced.empty()
                ? ""
                : "; his absence announced for round" +
                      std::string(replaced.find(',') == std::string::npos ? " " : "s ") + replaced +
                      " gives way to the withdrawal (a withdrawn player's round scores 0, not "
                      "absence_points)");
  });
}

}  // namespace xq::cli
