// xqsim standings RECORD: the table with every tiebreak column.
#include <boost/program_options.hpp>
#include <ostream>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/standings_report.hpp"

namespace po = boost::program_options;

namespace xq::cli {

int run_standings(const std::vector<std::string>& args, Io io) {
  std::string record_path;
  std::string format = "table";
  bool teams = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "tournament record, .json or .trf")("format", po::value(&format)->value_name("FMT"),
                                                         "table (default), csv or json")(
      "teams", po::bool_switch(&teams), "team standings (PT-14) of a team event");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim standings RECORD [--tiebreaks LIST] [--set KEY=VALUE …] "
                          "[--format table|csv|json] [--teams]",
                          io))
    return kOk;
  if (format != "table" && format != "csv" && format != "json")
    throw InputError("", 0, "--format", "expected table, csv or json, got '" + format + "'");

  Record record = load_record(record_path);
  apply_rule_options(record, rule_opts, record_path);
  check_playoff_games(record, record_path);  // T-12.1
  if (teams && record.teams.empty()) throw InputError(record_path, 0, "--teams", "the record has no teams");

  const Standings s = teams ? compute_team_standings(record) : compute_standings(record);
  if (format == "json") {
    io.out << standings_json(record, s, teams).dump(2) << '\n';
  } else {
    const TextTable t = teams ? team_standings_table(record, s) : standings_table(record, s);
    if (format == "csv")
      t.write_csv(io.out);
    else
      t.write_text(io.out);
  }
  return kOk;
}

}  // namespace xq::cli
