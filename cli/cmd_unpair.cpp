// xqsim unpair RECORD: the arbiter's undo — removes the last round while no result of it is
// entered (issue 14), so that it can be paired again (after a withdrawal, a late entry, a
// mistake in the results before it).
#include <algorithm>
#include <boost/program_options.hpp>
#include <ostream>
#include <string>

#include "cli/command.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// "board 3 (2–7)" for the first game of the round with a result entered, or "" when none has. A
// forfeit by a player the record keeps out of the round is the pairing's own (a round robin's table,
// a knockout's bracket: KO-3.7), not an entered result.
std::string first_result(const Record& record, const Round& round) {
  const auto away = [&](EntrantId e) {
    return availability(record.entrant(e), round.number) != Availability::plays;
  };
  const auto g = std::find_if(round.games.begin(), round.games.end(), [&](const Game& x) {
    // Every side that lost by forfeit is one the record keeps out.
    const bool written_by_pairing = is_forfeit(x.result) && (!lost_by_forfeit(x, x.red) || away(x.red)) &&
                                    (!lost_by_forfeit(x, x.black) || away(x.black));
    return x.result != Result::pending && !written_by_pairing;
  });
  if (g == round.games.end()) return "";
  return "board " + std::to_string(g->board) + " (" + std::to_string(g->red) + "–" +
         std::to_string(g->black) + ")";
}

}  // namespace

int run_unpair(const std::vector<std::string>& args, Io io) {
  std::string record_path, out_path;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record, .json or .trf")(
      "out", po::value(&out_path)->value_name("RECORD"),
      "write the record without its last round here; default: back to RECORD");
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos, "xqsim unpair RECORD [--out RECORD]", io)) return kOk;
  if (out_path.empty()) out_path = record_path;

  prepare_output_file(out_path, "--out");  // a record that cannot be saved is exit 2 before anything
  const RecordLock lock(out_path);         // the whole read–modify–write (issue 14 item 7)
  Record record = load_record(record_path);
  if (record.rounds.empty())
    throw InputError(record_path, 0, "rounds", "no round is paired: nothing to remove");
  const int last = static_cast<int>(record.rounds.size());
  if (const std::string played = first_result(record, record.rounds.back()); !played.empty())
    throw InputError(record_path, 0, "round " + std::to_string(last),
                     "has results already (" + played +
                         "); unpair removes a round only before any result of it is entered — correct a "
                         "result with xqsim results instead");
  // Numbers and codes the round drew (P1-4, P1-8) stay: they were drawn once for the event, and
  // the round paired again reads them (docs/cli.md).
  const std::string stage = record.rounds.back().stage == 2 ? "knockout round " : "round ";
  record.rounds.pop_back();
  if (const std::optional<std::string> left_out = save_record(out_path, record))
    io.err << "xqsim unpair: note: " << out_path << ": " << *left_out << '\n';
  io.out << stage << last << " removed from " << out_path << "; pair it again with xqsim pair\n";
  return kOk;
}

}  // namespace xq::cli
