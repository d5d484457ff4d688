// xqsim unpair RECORD: the arbiter's undo — removes the last round while no result of it is
// entered (issue 14), so that it can be paired again (after a withdrawal, a late entry, a
// mistake in the results before it).
#include <algorithm>
#include <boost/program_options.hpp>
#include <ostream>
#include <string>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/results_csv.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// A forfeit by a player the record keeps out of the round is the pairing's own (a round robin's
// table, a knockout's bracket: KO-3.7, a play-off: T-12), not an entered result.
bool written_by_pairing(const Record& record, const Round& round, const Game& x) {
  const auto away = [&](EntrantId e) {
    return availability(record.entrant(e), round.number) != Availability::plays;
  };
  // Every side that lost by forfeit is one the record keeps out.
  return is_forfeit(x.result) && (!lost_by_forfeit(x, x.red) || away(x.red)) &&
         (!lost_by_forfeit(x, x.black) || away(x.black));
}

// "board 3 (2–7)" for the first game of the round with a result entered, or "" when none has.
std::string first_result(const Record& record, const Round& round) {
  const auto g = std::find_if(round.games.begin(), round.games.end(), [&](const Game& x) {
    return x.result != Result::pending && !written_by_pairing(record, round, x);
  });
  if (g == round.games.end()) return "";
  return game_place(round, static_cast<size_t>(g - round.games.begin())) + " (" + std::to_string(g->red) +
         "–" + std::to_string(g->black) + ")";
}

// T-12: the last session of play-off games after the event's last round (T-12.5 replayed), while
// none of its results is entered (a forfeit the pairing wrote for one who withdrew is not entered):
// their number, or 0 when the round holds no play-off (then the round itself is what unpair takes).
size_t last_playoff_session(const Record& record, const std::string& file) {
  const Round& round = record.rounds.back();
  const PlayoffSessions sessions = replay_playoff_sessions(record);
  if (sessions.starts.empty()) return 0;
  if (sessions.uncalled)
    throw InputError(file, 0, "round " + std::to_string(round.number),
                     "the play-off game on board " + std::to_string(round.games[*sessions.uncalled].board) +
                         " is not one the results before it call for (T-12.5): the record was changed after "
                         "it was paired; restore it");
  for (size_t k = sessions.starts.back(); k < round.games.size(); ++k)
    if (round.games[k].result != Result::pending && !written_by_pairing(record, round, round.games[k]))
      throw InputError(file, 0, "round " + std::to_string(round.number),
                       "the play-off game (T-12) on board " + std::to_string(round.games[k].board) +
                           " has a result already; unpair takes back a session of play-offs only before any "
                           "of its results is entered — correct a result with xqsim results instead");
  return round.games.size() - sessions.starts.back();
}

// KO-3: a drawn match (a knockout match, the PI-10 final) goes on one game a session — the k-th
// game of every match still undecided is paired at once — so the last session is the games at the
// last position of the longest matches. Their indexes, taken back while none of them has an entered
// result; empty when no match has a play-off (then the round itself is what unpair takes).
std::vector<size_t> last_match_session(const Record& record, const std::string& file) {
  const Round& round = record.rounds.back();
  std::vector<std::vector<size_t>> matches;
  size_t longest = 0;
  for (size_t i = 0; i < round.games.size(); ++i)
    if (opens_match(round.games[i].kind)) {
      matches.push_back(match_games(round, i));
      longest = std::max(longest, matches.back().size());
    }
  std::vector<size_t> session;
  if (longest < 2) return session;
  for (const std::vector<size_t>& m : matches)
    if (m.size() == longest) session.push_back(m.back());
  for (size_t k : session)
    if (round.games[k].result != Result::pending && !written_by_pairing(record, round, round.games[k]))
      throw InputError(file, 0, "round " + std::to_string(round.number),
                       "the play-off game (KO-3) on " + game_place(round, k) +
                           " has a result already; unpair takes back a session of play-offs only before any "
                           "of its results is entered — correct a result with xqsim results instead");
  std::sort(session.begin(), session.end());
  return session;
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
  Record record = read_record_noting("unpair", record_path, io.err);
  if (record.rounds.empty())
    throw InputError(record_path, 0, "rounds", "no round is paired: nothing to remove");
  const int last = static_cast<int>(record.rounds.size());
  std::string removed;
  if (const std::vector<size_t> session = last_match_session(record, record_path); !session.empty()) {
    std::string list;
    for (size_t k : session) list += (list.empty() ? "" : ", ") + game_place(record.rounds.back(), k);
    const bool teams = !record.rounds.back().matches.empty();  // KO-4's sittings, else KO-3's games
    remove_match_games(record, session);
    removed = std::string("the play-off games (") + (teams ? "KO-4" : "KO-3") + ") of round " +
              std::to_string(last) + " on " + list;
  } else if (const size_t session = last_playoff_session(record, record_path); session > 0) {
    std::vector<Game>& games = record.rounds.back().games;
    const int first = games[games.size() - session].board;
    removed = "the play-off games (T-12) of round " + std::to_string(last) + " on board" +
              (session == 1 ? " " + std::to_string(first)
                            : "s " + std::to_string(first) + "–" + std::to_string(games.back().board));
    games.resize(games.size() - session);
  } else {
    if (const std::string played = first_result(record, record.rounds.back()); !played.empty())
      throw InputError(record_path, 0, "round " + std::to_string(last),
                       "has results already (" + played +
                           "); unpair removes a round only before any result of it is entered — correct a "
                           "result with xqsim results instead");
    // Numbers and codes the round drew (P1-4, P1-8) stay: they were drawn once for the event, and
    // the round paired again reads them (docs/cli.md).
    removed = (record.rounds.back().stage == 2 ? "knockout round " : "round ") + std::to_string(last);
    record.rounds.pop_back();
  }
  if (const std::optional<std::string> left_out = save_record(out_path, record))
    io.err << "xqsim unpair: note: " << out_path << ": " << *left_out << '\n';
  io.out << removed << " removed from " << out_path << "; pair " << (removed[0] == 't' ? "them" : "it")
         << " again with xqsim pair\n";
  return kOk;
}

}  // namespace xq::cli
