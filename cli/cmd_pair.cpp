// xqsim pair RECORD: pairs the next round of an event from its record (results pending), stores
// it in the record and prints the pairing list (what an arbiter runs before each round).
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <ostream>
#include <span>
#include <utility>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/model/text.hpp"
#include "pairing/pair_record.hpp"
#include "pairing/pairing.hpp"
#include "pairing/roundrobin/round_robin.hpp"
#include "reports/pairing_report.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// `--all`: every round of the round robin's table under the record's numbers (RR-1, RR-2).
void print_schedule(const Record& record, std::ostream& out) {
  if (record.rules.format != EventFormat::round_robin)
    throw InputError("", 0, "--all",
                     "the whole schedule exists for a round robin only (format = round_robin)");
  Record whole = record;  // the rounds to come, as the table gives them (no results)
  const std::vector<Round> schedule = round_robin_schedule(record);
  for (size_t r = whole.rounds.size(); r < schedule.size(); ++r) whole.rounds.push_back(schedule[r]);
  out << "\nThe whole schedule (Berger table, RR-1):\n";
  for (size_t r = 1; r <= whole.rounds.size(); ++r) {
    out << "\nRound " << r << "\n";
    pairing_table(whole, static_cast<int>(r)).write_text(out);
  }
}

// KO-3.3: who chooses the colours on which board, and how the arbiter records the choice; KO-1/KO-2:
// what a knockout round's boards decide and who has a walkover.
void print_choosers(const Record& record, const Round& round, bool pending_only, std::ostream& out) {
  const std::vector<std::string> choosers = chooser_notes(record, round, pending_only);
  if (!choosers.empty()) out << "\n";
  for (const std::string& line : choosers) out << line << "\n";
  if (pending_only) return;
  const std::vector<std::string> knockout = knockout_round_notes(record, round);
  if (!knockout.empty()) out << "\n";
  for (const std::string& line : knockout) out << line << "\n";
}

// The pairing list is the product: it reaches stdout before the record is written (its text made
// and checked first, record_text), so a stdout that fails (a full disk, a closed pipe) leaves the
// record as it was — exit 2, nothing paired. Returns what the file leaves out (save_record).
std::optional<std::string> save_after_showing(std::ostream& out, const RecordText& file) {
  out.flush();
  if (!out)
    throw InputError(
        "", 0, "stdout",
        "writing the standard output failed (a full disk or a closed pipe?): nothing was paired, " +
            file.path + " not written");
  file.write();
  return file.left_out;
}

// --sends TEAM=PLAYER (T-12.6): the team by number or name, the player by start number or name.
std::vector<TeamSend> parse_sends(const Record& record, const std::vector<std::string>& texts,
                                  const std::string& file) {
  std::vector<TeamSend> out;
  for (const std::string& text : texts) {
    const size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
      throw InputError(
          "", 0, "--sends",
          "expected TEAM=PLAYER (a team's number or name, one of its players), got '" + text + "'");
    const std::string team_text = trimmed(text.substr(0, eq));  // as find_entrant reads the player
    auto team = std::find_if(record.teams.begin(), record.teams.end(),
                             [&](const Team& t) { return t.name == team_text; });  // a name first
    if (team == record.teams.end())
      team = std::find_if(record.teams.begin(), record.teams.end(),
                          [&](const Team& t) { return std::to_string(t.id) == team_text; });
    if (team == record.teams.end())
      throw InputError(file, 0, "--sends", "no team '" + team_text + "' in the record (" + text + ")");
    for (const TeamSend& earlier : out)
      if (earlier.team == team->id)
        throw InputError("", 0, "--sends",
                         "team " + std::to_string(team->id) + " (" + team->name +
                             ") is given twice: a team sends one player (T-12.6)");
    try {
      out.push_back({team->id, find_entrant(record, text.substr(eq + 1), file)});
    } catch (const InputError& e) {  // "no player named 'Z9'": said of --sends
      throw InputError(file, 0, "--sends", e.reason() + " (" + text + ")");
    }
  }
  return out;
}

// Every team --sends names plays in the session just scheduled (its last `scheduled` games); with
// nothing scheduled now (games still to enter) --sends changes nothing and is refused.
void check_sends_used(const Record& record, std::span<const TeamSend> sends, size_t scheduled) {
  if (scheduled == 0)
    throw InputError("", 0, "--sends",
                     "the play-off games already paired still need their results: --sends is for the next "
                     "session (enter the results, then run xqsim pair --sends again)");
  const std::vector<Game>& games = record.rounds.back().games;
  for (const TeamSend& s : sends) {
    const bool plays = std::any_of(games.end() - static_cast<std::ptrdiff_t>(scheduled), games.end(),
                                   [&](const Game& g) { return g.red == s.player || g.black == s.player; });
    if (!plays)
      throw InputError("", 0, "--sends",
                       "team " + std::to_string(s.team) + " (" +
                           record.teams.at(static_cast<size_t>(s.team - 1)).name +
                           ") plays no play-off game in this session (T-12.6): nothing was written");
  }
}

// pair --explain's lines: after a table, or on standard error beside a CSV list.
void print_explanation(const std::vector<ExplanationLine>& lines, bool csv, Io io) {
  std::ostream& notes = csv ? io.err : io.out;
  notes << (csv ? "" : "\n") << "Explanation (rule: decision):\n";
  for (const ExplanationLine& l : lines) notes << "  " << l.rule << ": " << l.text << '\n';
}

// The games the last round still needs once its results are in (schedule_playoffs): the next game
// of a drawn match (KO-3: a knockout match, the PI-10 final), or when the stage has ended a session
// of play-offs for tied places (T-12.5). Games still without a result are printed again; else the
// next ones are scheduled, stored and printed. False when none is due: pair the next round.
// `explain`: why each game scheduled now is due, and its colours (printed as pair's explanation).
bool pair_playoffs(Record& record, const std::string& record_path, const std::string& out_path,
                   std::optional<std::uint64_t> seed, const std::string& format, Io io,
                   std::span<const TeamSend> sends = {}, bool explain = false) {
  if (record.rounds.empty()) return false;
  const int last = static_cast<int>(record.rounds.size());
  const auto& games = record.rounds.back().games;
  const auto waiting = std::count_if(games.begin(), games.end(), [](const Game& g) {
    return g.kind == GameKind::playoff && g.result == Result::pending;
  });
  const bool results_in =
      std::none_of(games.begin(), games.end(), [](const Game& g) { return g.result == Result::pending; });
  if (waiting == 0 && !results_in) return false;  // the round's own games first
  if (waiting == 0 && !seed) return false;        // --print: nothing is scheduled
  std::vector<ExplanationLine> lines;
  const size_t count =
      waiting > 0 ? static_cast<size_t>(waiting)
                  : schedule_playoffs(record, *seed, sends, record_path, Explainer(explain, lines)).size();
  if (count == 0) return false;
  if (waiting == 0) {
    if (is_trf_record(out_path))  // TRF has no play-off games (docs/record-format.md): they would be lost
      throw InputError(out_path, 0, "--out",
                       "a TRF file holds no play-off games (T-12, KO-3): the play-offs of round " +
                           std::to_string(last) +
                           " would not be kept, and every pair would schedule them again; write the "
                           "record as .json (--out EVENT.json)");
  }
  std::optional<RecordText> file;  // scheduled now: the record's text, checked before the list is out
  if (waiting == 0) file = record_text(out_path, record);
  const Round& round = record.rounds.back();
  // The games this call is about: those still without a result, or the session just scheduled (the
  // last `count` games) — where a play-off against a player who withdrew is written lost by forfeit
  // already (docs/tiebreaks.md "A player who withdrew").
  const size_t first_new = round.games.size() - count;
  bool of_matches = true;  // KO-3: every game continues a match (else T-12's tied places)
  std::vector<const Game*> forfeited;
  for (size_t i = 0; i < round.games.size(); ++i) {
    const Game& g = round.games[i];
    if (g.kind != GameKind::playoff || (waiting > 0 ? g.result != Result::pending : i < first_new)) continue;
    of_matches = of_matches && in_match(round, i);
    if (g.result != Result::pending) forfeited.push_back(&g);
  }
  if (!sends.empty() && of_matches)  // KO-3/KO-4: a match goes on, no team play-off (T-12.6)
    throw InputError("", 0, "--sends",
                     "no team play-off (T-12.6) is due now: the games " +
                         std::string(waiting > 0 ? "waiting for results" : "paired now") +
                         " continue drawn matches (KO-3, KO-4); nothing was written");
  if (!sends.empty()) check_sends_used(record, sends, waiting == 0 ? count : 0);
  const TextTable list = pairing_table(record, last, format == "csv", true);
  if (format == "csv") {
    list.write_csv(io.out);
    print_choosers(record, round, true, io.err);  // who chooses, and how a choice is entered: stderr
  } else {
    io.out << (record.event.empty() ? "" : record.event + " — ")
           << (of_matches && !round.matches.empty() ? "play-off games of drawn team matches (KO-4) in round "
               : of_matches                         ? "play-off games of drawn matches (KO-3) in round "
               : record.rules.format == EventFormat::team_swiss ? "team play-off games (T-12.6) after round "
                                                                : "play-off games (T-12) after round ")
           << last << (seed ? " (seed " + std::to_string(*seed) + ")" : std::string()) << "\n\n";
    if (!list.rows.empty()) list.write_text(io.out);  // (none when every game is a forfeit)
    print_choosers(record, round, true, io.out);
    if (!forfeited.empty() && !list.rows.empty()) io.out << "\n";
    const auto name = [&](EntrantId id) { return record.entrant(id).name + " (" + std::to_string(id) + ")"; };
    for (const Game* g : forfeited)
      io.out << "Board " << g->board << ": " << name(g->red) << " – " << name(g->black)
             << " is lost by forfeit by "
             << (g->result == Result::double_forfeit
                     ? "both, who withdrew"
                     : name(lost_by_forfeit(*g, g->red) ? g->red : g->black) + ", who withdrew")
             << " (S-2): no result to enter.\n";
  }
  if (explain) {
    print_explanation(lines, format == "csv", io);
    if (waiting > 0)
      (format == "csv" ? io.err : io.out)
          << "  (these games were scheduled by an earlier xqsim pair, which explained them; they wait for "
             "their results)\n";
  }
  if (waiting == 0)  // scheduled now: stored once the list is out
    if (const std::optional<std::string> left_out = save_after_showing(io.out, *file))
      io.err << "xqsim pair: note: " << out_path << ": " << *left_out << '\n';
  io.out.flush();
  const bool nothing_to_enter = forfeited.size() == count;
  io.err << "xqsim pair: " << count << " play-off game" << (count == 1 ? "" : "s")
         << (of_matches ? " of drawn matches" : " for tied places")
         << (waiting > 0 ? " still without a result in " + record_path : " written to " + out_path)
         << " (round " << last << ")"
         << (nothing_to_enter
                 ? ", each lost by forfeit by a player who withdrew: nothing to enter; run xqsim pair "
                   "again\n"
                 : "; enter the results with xqsim results, then run xqsim pair again\n");
  return true;
}

// --date: round `number`'s date in the record (TRF 132), checked against the other rounds' and the
// event's dates. Play-offs after the last round (T-12.5, KO-3) are not a round and have none.
void set_round_date(Record& record, int number, const std::string& date) {
  if (record.rules.rounds > 0 && number > event_rounds(record.rules))
    throw InputError("", 0, "--date",
                     "the event's " + std::to_string(event_rounds(record.rules)) +
                         " rounds are paired: play-offs have no round date (leave --date out)");
  std::vector<std::string>& dates = record.info.round_dates;
  if (dates.size() < static_cast<size_t>(number)) dates.resize(static_cast<size_t>(number));
  dates[static_cast<size_t>(number - 1)] = date;
  if (const std::optional<std::string> why = round_dates_problem(record.info, event_rounds(record.rules)))
    throw InputError("", 0, "--date", *why);
}

// The pairing list of round `number` as people read it (table) or as a results sheet to fill in
// (csv): after pairing it, and again with --print. `seed`: printed in the heading when known.
void print_round_list(const Record& record, int number, std::optional<std::uint64_t> seed, bool csv, Io io) {
  const TextTable list = pairing_table(record, number, csv);
  if (csv) {  // the sheet on stdout; who chooses the colours, and how a choice is entered, on stderr
    list.write_csv(io.out);
    print_choosers(record, record.rounds.at(static_cast<size_t>(number - 1)), false, io.err);
    return;
  }
  io.out << (record.event.empty() ? "Round " : record.event + " — round ") << number;
  if (record.rules.rounds > 0) io.out << " of " << event_rounds(record.rules);
  if (const auto& dates = record.info.round_dates;
      static_cast<size_t>(number) <= dates.size() && !dates[static_cast<size_t>(number - 1)].empty())
    io.out << ", " << dates[static_cast<size_t>(number - 1)];  // TRF 132
  if (seed) io.out << " (seed " << *seed << ")";
  io.out << "\n\n";
  list.write_text(io.out);
  const Round& round = record.rounds.at(static_cast<size_t>(number - 1));
  for (const std::string& n : final_board_notes(round)) io.out << "\n" << n << "\n";
  print_choosers(record, round, false, io.out);
  const std::vector<std::string> left_out = left_out_notes(record, round);  // issue 14
  if (!left_out.empty()) io.out << "\n";
  for (const std::string& n : left_out) io.out << n << "\n";
}

}  // namespace

int run_pair(const std::vector<std::string>& args, Io io) {
  std::string record_path, out_path, format = "table", seed_text = "1", date;
  std::vector<std::string> sends_text;
  bool explain = false, all = false, print = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record, .json or .trf")(
      "seed", po::value(&seed_text)->value_name("S"),
      "random seed of the draws (P1-2..P1-4 lots, P1-8 codes, PI-10 coin); default 1. Round r draws from "
      "stream r of the seed, so the record and the seed give the same pairing every time")(
      "out", po::value(&out_path)->value_name("RECORD"),
      "write the record with the new round here (.json or .trf); default: back to RECORD")(
      "format", po::value(&format)->value_name("FMT"),
      "table (default: aligned, for people) or csv (the pairing list with an empty result column: fill it in "
      "and give it to xqsim results)")("explain", po::bool_switch(&explain),
                                       "print every decision with the rule that took it")(
      "print", po::bool_switch(&print),
      "print the current round's pairing list again (table or --format csv) and change nothing")(
      "date", po::value(&date)->value_name("DATE"),
      "the day the new round is played, YYYY/MM/DD: kept in the record (TRF 132) and printed; default: "
      "the date the record gives it (xqsim init --round-dates), if any")(
      "all", po::bool_switch(&all),
      "round robin: after pairing the next round, print the whole schedule (every round of the Berger "
      "table under the drawn numbers)")(
      "sends", po::value(&sends_text)->value_name("TEAM=PLAYER")->composing(),
      "team play-offs (T-12.6): the player a team sends to the session paired now (team number or name, "
      "player number or name; repeatable); default: the team's highest-rated player");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim pair RECORD [--seed S] [--out RECORD] [--format table|csv] [--date DATE] "
                          "[--explain] [--all] "
                          "[--print] [--sends TEAM=PLAYER …] "
                          "[--rules FILE] [--set KEY=VALUE …] [--tiebreaks LIST]",
                          io))
    return kOk;
  if (format != "table" && format != "csv")
    throw InputError("", 0, "--format", "expected table or csv, got '" + format + "'");
  const std::uint64_t seed = parse_seed("--seed", seed_text);
  normalize_option(date, parse_date, kDateExpected, "", "--date");
  if (all && format == "csv")
    throw InputError("", 0, "--all", "the whole schedule is printed as a table only (without --format csv)");

  if (print) {  // a reprint: nothing is paired or written
    const bool rules_given =
        !rule_opts.rules_file.empty() || !rule_opts.sets.empty() || !rule_opts.tiebreaks.empty();
    for (const auto& [given, option] :
         {std::pair{!out_path.empty(), "--out"}, std::pair{explain, "--explain"},
          std::pair{!sends_text.empty(), "--sends"}, std::pair{rules_given, "--rules/--set/--tiebreaks"},
          std::pair{!date.empty(), "--date"}})
      if (given) throw InputError("", 0, option, "--print changes nothing and writes nothing; leave it out");
    Record record = read_record_noting("pair", record_path, io.err);
    if (record.rounds.empty())
      throw InputError(record_path, 0, "--print", "no round is paired yet: run xqsim pair RECORD first");
    // Play-offs still without a result (KO-3, T-12.5) are what `pair` printed last: printed again.
    if (pair_playoffs(record, record_path, record_path, std::nullopt, format, io)) return kOk;
    print_round_list(record, static_cast<int>(record.rounds.size()), std::nullopt, format == "csv", io);
    if (all) print_schedule(record, io.out);
    return kOk;
  }
  if (out_path.empty()) out_path = record_path;

  prepare_output_file(out_path, "--out");  // before the pairing: a record that cannot be saved is exit 2
  const RecordLock lock(out_path);         // the whole read–modify–write (issue 14 item 7)
  Record record = read_record_noting("pair", record_path, io.err);
  apply_rule_options(record, rule_opts, record_path);
  if (all && record.rules.format != EventFormat::round_robin)  // before anything is paired or written
    throw InputError("", 0, "--all",
                     "the whole schedule exists for a round robin only (format = round_robin)");
  check_playoff_games(record, record_path);  // T-12.1
  const int next = static_cast<int>(record.rounds.size()) + 1;
  if (!date.empty()) set_round_date(record, next, date);                           // TRF 132
  if (record.rules.format == EventFormat::round_robin && is_trf_record(out_path))  // RR-1.7
    throw InputError(out_path, 0, "format",
                     "a TRF file keeps no round robin's Berger numbers (RR-1.7): paired from it, every later "
                     "round would be read off another numbering (rematches); write the record as .json "
                     "(--out EVENT.json)");
  if (!sends_text.empty() && record.rules.format != EventFormat::team_swiss)
    throw InputError("", 0, "--sends", "team play-offs (T-12.6) only: this is not a team event");
  const std::vector<TeamSend> sends = parse_sends(record, sends_text, record_path);
  if (pair_playoffs(record, record_path, out_path, seed, format, io, sends, explain))
    return kOk;  // KO-3, T-12.5
  if (!sends.empty())
    throw InputError("", 0, "--sends",
                     "no team play-off (T-12.6) is due now: --sends names a team's player for a play-off "
                     "session; nothing was paired");
  PairingOptions options;
  options.explain = explain;
  const PairingResult result = pair_record(record, record_path, seed, options);
  if (!result.ok()) {
    io.err << "xqsim pair: no legal pairing for round " << next << ": " << result.reason
           << "\nNo round without a rematch exists; nothing was written. The arbiter decides (end the event "
              "early, or change the rules).\n";
    return kViolations;
  }
  if (is_trf_record(out_path))
    require_trf_keeps_round(out_path, record, next, "knockout round " + std::to_string(next));
  const RecordText file = record_text(out_path, record);  // checked before the list is out
  print_round_list(record, next, seed, format == "csv", io);
  if (all) print_schedule(record, io.out);
  for (const Warning& w : result.round.warnings)
    io.err << "xqsim pair: warning " << w.rule << ": " << w.text << '\n';
  if (explain) print_explanation(result.explanation, format == "csv", io);
  const std::optional<std::string> left_out = save_after_showing(io.out, file);
  // (What TRF leaves out — drawn numbers, codes, … — is in the note: trf_unkept_entries.)
  if (left_out) io.err << "xqsim pair: note: " << out_path << ": " << *left_out << '\n';
  io.err << "xqsim pair: round " << next << " written to " << out_path << '\n';
  return kOk;
}

}  // namespace xq::cli
