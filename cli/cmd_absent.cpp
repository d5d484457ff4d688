// xqsim absent RECORD PLAYER --round R: an announced absence (issue 14): the player is not paired
// in round R and scores absence_points for it (S-2; default nothing).
#include <algorithm>
#include <boost/program_options.hpp>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/roundrobin/round_robin.hpp"

namespace po = boost::program_options;

namespace xq::cli {

int run_absent(const std::vector<std::string>& args, Io io) {
  std::string record_path, player, out_path;
  int round = 0;
  po::options_description desc("options");
  desc.add_options()(
      "record", po::value(&record_path)->required()->value_name("RECORD"),
      "the event's record, .json (a .trf file cannot keep an absence in a round not yet paired)")(
      "player", po::value(&player)->required()->value_name("PLAYER"),
      "the player: start number or exact name")("round", po::value(&round)->required()->value_name("R"),
                                                "the round he will miss (not paired yet)")(
      "out", po::value(&out_path)->value_name("RECORD"), "write the record here; default: back to RECORD");
  po::positional_options_description pos;
  pos.add("record", 1).add("player", 1);
  if (!parse_command_line(args, desc, pos, "xqsim absent RECORD PLAYER --round R [--out RECORD]", io))
    return kOk;
  return change_record("absent", record_path, out_path, io, [&](Record& record) {
    const EntrantId id = find_entrant(record, player, record_path);
    announce_absence(record, id, round, record_path);
    const std::string head = std::to_string(id) + " (" + record.entrant(id).name + ") absent in round " +
                             std::to_string(round) + ": ";
    if (record.rules.format == EventFormat::round_robin) {            // RR-1, S-2: the table stays
      const std::vector<Round> table = round_robin_schedule(record);  // empty before lots are drawn
      const auto sits_out = [&] {
        const std::vector<Bye>& byes = table.at(static_cast<size_t>(round - 1)).byes;
        return std::any_of(byes.begin(), byes.end(), [&](const Bye& b) { return b.entrant == id; });
      };
      if (static_cast<size_t>(round) <= table.size() && sits_out())  // RR-1.3: no game to lose
        return head + "it is his sit-out round: no game, and the sit-out scores nothing (he is not there)";
      return head + "his game is lost by forfeit, the Berger table unchanged (a sit-out scores nothing)";
    }
    return head + "not paired, scores " +
           format_points(missed_round_points(record.rules, record.entrant(id), round)) + " (absence_points)";
  });
}

}  // namespace xq::cli
