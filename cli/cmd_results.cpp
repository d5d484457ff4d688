// xqsim results RECORD RESULTS.csv: enters results of the round being played into the record
// (all at once, or a few at a time as games finish).
#include <boost/program_options.hpp>
#include <ostream>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/results_csv.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// T-12.5: a correction after a play-off session was paired from the results as they were must
// leave it a session those results call for (else its games decide a tie that is no longer there).
void require_playoffs_still_called(const Record& record, const std::string& sheet_file) {
  const std::optional<size_t> at = replay_playoff_sessions(record).uncalled;
  if (!at) return;
  const Round& round = record.rounds.back();
  const Game& g = round.games[*at];
  throw InputError(
      sheet_file, 0, "result",
      "the correction changes which play-offs the results call for: the play-off game on board " +
          std::to_string(g.board) + " (" + std::to_string(g.red) + "–" + std::to_string(g.black) +
          ") of round " + std::to_string(round.number) +
          " was paired from the results as they were (T-12.5); take back the play-offs paired "
          "after the game you correct first (xqsim unpair, while none of their results is "
          "entered), then correct it and pair them again");
}

}  // namespace

int run_results(const std::vector<std::string>& args, Io io) {
  std::string record_path, results_path, out_path, encoding = "auto";
  bool correct = false;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record, .json or .trf")(
      "results", po::value(&results_path)->required()->value_name("RESULTS.csv"),
      "results sheet: CSV with a header, columns board (and table in a team event) and result; optional: "
      "round, game, red_fouls, black_fouls, red_no, black_no (checks and extras, docs/cli.md); "
      "the CSV of xqsim pair --format csv, filled in, is one")(
      "out", po::value(&out_path)->value_name("RECORD"),
      "write the record here (.json or .trf); default: back to RECORD")(
      "correct", po::bool_switch(&correct), "allow replacing results already entered in the round")(
      "encoding", po::value(&encoding)->value_name("ENC"),
      "the sheet's encoding: auto (default: UTF-8, else GB18030 with a note), utf-8 or gb18030");
  po::positional_options_description pos;
  pos.add("record", 1).add("results", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim results RECORD RESULTS.csv [--out RECORD] [--correct] [--encoding ENC]", io))
    return kOk;
  if (out_path.empty()) out_path = record_path;

  prepare_output_file(out_path, "--out");  // before the results are entered: exit 2 if it cannot be saved
  const RecordLock lock(out_path);         // the whole read–modify–write (issue 14 item 7)
  Record record = read_record_noting("results", record_path, io.err);
  const ResultSheet sheet = load_results_csv(results_path, parse_sheet_encoding(encoding, "--encoding"));
  if (!sheet.note.empty()) io.err << "xqsim results: note: " << sheet.note << '\n';
  ResultsOptions options;
  options.correct = correct;
  options.by_players = is_trf_record(record_path);  // TRF keeps no board numbers
  const ResultsSummary s = apply_results(record, sheet, options);
  if (s.corrected > 0) require_playoffs_still_called(record, results_path);
  if (is_trf_record(out_path))
    require_trf_keeps_round(out_path, record, s.round,
                            "the results of knockout round " + std::to_string(s.round));
  if (const std::optional<std::string> left_out = save_record(out_path, record))
    io.err << "xqsim results: note: " << out_path << ": " << *left_out << '\n';

  io.out << "round " << s.round << ": " << s.entered << (s.entered == 1 ? " result" : " results")
         << " entered";
  if (s.corrected) {  // each named: a KO-3 match's correction is its last game's (a play-off)
    io.out << ", " << s.corrected << " corrected (";
    for (size_t i = 0; i < s.corrections.size(); ++i) io.out << (i ? "; " : "") << s.corrections[i];
    io.out << ")";
  }
  if (s.unchanged) io.out << ", " << s.unchanged << " as recorded already";
  if (s.pending.empty()) {
    io.out << "; the round is complete";
  } else {
    io.out << "; " << s.pending.size() << " still to come (" << pending_list(s.pending) << ")";
  }
  io.out << "; written to " << out_path << '\n';
  return kOk;
}

}  // namespace xq::cli
