#include <boost/program_options/errors.hpp>
#include <ostream>
#include <string>
#include <string_view>

#include "cli/command.hpp"
#include "pairing/model/errors.hpp"

namespace xq::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> list = {
      {"simulate", "a batch of simulated tournaments from a scenario, verified and summarised", run_simulate},
      {"compare", "several tiebreak lists measured on the same simulated tournaments, side by side",
       run_compare},
      {"merge", "merge the summary.json files of a batch's shards into one summary", run_merge},
      {"init", "a new event's record from an entry list (CSV) and a rule file", run_init},
      {"pair", "pair the next round of an event: store it in the record, print the pairing list", run_pair},
      {"unpair", "remove the last round while none of its results is entered (undo a pairing)", run_unpair},
      {"export", "the standings, cross-table, pairings or results as CSV, JSON, HTML, Excel or TRF (en/zh)",
       run_export},
      {"results", "enter results of the current round from a CSV sheet into the record", run_results},
      {"withdraw", "a player leaves the event: not paired from a round on, his results so far stay",
       run_withdraw},
      {"absent", "an announced absence: a player not paired in one round (scores absence_points)",
       run_absent},
      {"add", "a late entry: a new player joins an individual Swiss from the next round", run_add},
      {"standings", "the table with every tiebreak column, from a record (.json or .trf)", run_standings},
      {"verify", "re-check a record: V-1..V-5, V-7 round by round; V-6 re-pairing with --repair-seed",
       run_verify},
      {"signature", "one hash per scenario over every pairing of N simulated tournaments; --check FILE",
       run_signature},
      {"regress",
       "re-pair every round of the records in a folder with this build; explain each round that moved",
       run_regress},
  };
  return list;
}

namespace {

void usage(std::ostream& os) {
  os << "Usage: xqsim COMMAND [OPTION]... [ARGUMENT]...\n"
        "  or:  xqsim --help | --version\n"
        "xiangqi (Chinese chess) tournament rules engine, simulator and verifier.\n\nCommands:\n";
  size_t w = 0;
  for (const Command& c : commands()) w = std::max(w, c.name.size());
  for (const Command& c : commands())
    os << "  " << c.name << std::string(w - c.name.size() + 2, ' ') << c.summary << '\n';
  os << "\nOptions:\n"
        "  -h, --help     print this help and exit\n"
        "  -V, --version  print the version and exit\n\n"
        "Each command's options: xqsim COMMAND --help.\n"
        "Exit status: 0 fine, 1 violations found, 2 bad input, 3 internal error.\n"
        "Documentation: man xqsim, and README.md and docs/cli.md in the source tree.\n"
        "xqsim "
     << kVersion << " (xqsim --version)\n";
}

// Every error is one line (docs/cli.md): a line break, tab or other control character a message
// echoes from the input (a quoted CSV cell, a name, an option) is shown escaped: \n, \r, \t, \x0b.
std::string one_line(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\t')
      out += "\\t";
    else if (u < 0x20 || u == 0x7f)
      out += std::string("\\x") + kHex[u >> 4] + kHex[u & 15];
    else
      out += c;
  }
  return out;
}

}  // namespace

int run(const std::vector<std::string>& argv, Io io) {
  if (argv.empty()) {
    usage(io.err);
    return kBadInput;
  }
  if (argv[0] == "--version" || argv[0] == "-V") {
    io.out << "xqsim " << kVersion << '\n';
    return kOk;
  }
  if (argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
    usage(io.out);
    return kOk;
  }
  for (const Command& c : commands()) {
    if (c.name != argv[0]) continue;
    const std::vector<std::string> rest(argv.begin() + 1, argv.end());
    try {
      return c.run(rest, io);
    } catch (const InputError& e) {
      io.err << "xqsim " << c.name << ": error: " << one_line(e.what()) << '\n';
      return kBadInput;
    } catch (const boost::program_options::error& e) {
      io.err << "xqsim " << c.name << ": error: " << one_line(e.what()) << " (see xqsim " << c.name
             << " --help)\n";
      return kBadInput;
    } catch (const std::exception& e) {
      io.err << "xqsim " << c.name << ": internal error: " << one_line(e.what()) << '\n';
      return kInternal;
    }
  }
  io.err << "xqsim: unknown command '" << argv[0] << "'\n\n";
  usage(io.err);
  return kBadInput;
}

}  // namespace xq::cli
