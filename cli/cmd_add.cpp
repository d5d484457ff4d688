// xqsim add RECORD --name N [--team T] [--rating R] [--category C]: a late entry (issue 14) joins
// an individual Swiss from the next round as start number n + 1; the rounds he missed score
// late_entry_points (S-2; default nothing).
#include <boost/program_options.hpp>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/model/field_changes.hpp"

namespace po = boost::program_options;

namespace xq::cli {

int run_add(const std::vector<std::string>& args, Io io) {
  std::string record_path, out_path;
  Entrant entrant;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record")("name", po::value(&entrant.name)->required()->value_name("N"),
                                           "the player's name (not in the record yet)")(
      "team", po::value(&entrant.team)->value_name("T"),
      "association, club or team (as the entry list's team)")(
      "rating", po::value(&entrant.rating)->value_name("R"), "rating; default 0 = unrated")(
      "category", po::value(&entrant.category)->value_name("C"), "category, e.g. U12 (T-14)")(
      "out", po::value(&out_path)->value_name("RECORD"), "write the record here; default: back to RECORD");
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim add RECORD --name N [--team T] [--rating R] [--category C] [--out RECORD]",
                          io))
    return kOk;
  return change_record("add", record_path, out_path, io, [&](Record& record) {
    const EntrantId id = add_entrant(record, entrant, record_path);
    const Entrant& e = record.entrant(id);
    std::string done = e.name + " added as start number " + std::to_string(id) + ", paired from round " +
                       std::to_string(e.entry_round);
    if (e.entry_round > 1)
      done += "; rounds 1–" + std::to_string(e.entry_round - 1) + " score " +
              format_points(missed_round_points(record.rules, e, 1)) + " each (late_entry_points)";
    return done;
  });
}

}  // namespace xq::cli
