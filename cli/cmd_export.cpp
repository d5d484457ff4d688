// xqsim export RECORD: the event's tables for the wall, the federation and Excel (issue 14 item 4):
// standings, the cross-table, a round's pairings or results — CSV, JSON, a printable HTML page, an
// Excel workbook, or the record as TRF-16 with the official ranks — in English or Chinese.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "reports/export.hpp"
#include "reports/export_xlsx.hpp"
#include "reports/standings_report.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// TRF-16 whose rank column (86-89) is the official rank after the record's rounds (T-1..T-15),
// not the order of scores. `left_out`: what TRF could not hold (write_trf), if anything.
std::string trf_with_ranks(const Record& record, std::optional<std::string>& left_out) {
  if (!record.teams.empty()) throw InputError("", 0, "--format", "TRF holds individual events only");
  const Standings st = compute_standings(first_stage(record));
  std::vector<int> ranks(static_cast<size_t>(record.entrant_count()), 0);
  for (const StandingRow& row : st.rows) ranks[static_cast<size_t>(row.id - 1)] = row.rank;
  std::ostringstream out;
  left_out = write_trf(out, record, ranks);
  return out.str();
}

// The workbook's bytes: libxlsxwriter writes a file, so it goes to a private temporary file first.
std::string xlsx_bytes(const std::vector<ExportSheet>& sheets, const std::string& out_path) {
  const std::filesystem::path tmp =
      std::filesystem::temp_directory_path() / ("xqsim-export-" + std::to_string(::getpid()) + ".xlsx");
  try {
    write_export_xlsx(tmp.string(), sheets);
  } catch (const InputError& e) {
    std::filesystem::remove(tmp);
    throw InputError(out_path, 0, "--out", e.reason());
  }
  std::ifstream in(tmp, std::ios::binary);
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::filesystem::remove(tmp);
  return bytes;
}

}  // namespace

int run_export(const std::vector<std::string>& args, Io io) {
  std::string record_path, out_path, format = "csv", what_name = "standings", lang_name = "en", group,
                                     category;
  int round = kNotGiven;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record, .json or .trf")(
      "format", po::value(&format)->value_name("FMT"),
      "csv (default), json, html (a printable page), xlsx (an Excel workbook, needs --out) or trf (the "
      "record as TRF-16 with the official ranks; one fixed format: --what standings or all, --lang en)")(
      "what", po::value(&what_name)->value_name("WHAT"),
      "standings (default), crosstable, pairings, results, or all (standings, cross-table and the round's "
      "pairings)")(
      "round", po::value(&round)->value_name("R"),
      "after round R (standings, cross-table) or of round R (pairings, results); default: the last")(
      "lang", po::value(&lang_name)->value_name("LANG"),
      "en (default) or zh: headings and titles in Chinese")(
      "group", po::value(&group)->value_name("NAME")->notifier(non_empty("--group")),
      "the standings of one group of a round robin with groups (RR-2: A, B, …), ranked among itself")(
      "category", po::value(&category)->value_name("NAME")->notifier(non_empty("--category")),
      "the ranking of one category (T-14, by the category_ranking setting), as xqsim standings --category")(
      "out", po::value(&out_path)->value_name("FILE"),
      "write here (default: standard output; xlsx needs it)");
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim export RECORD [--format csv|json|html|xlsx|trf] "
                          "[--what standings|crosstable|pairings|results|all] [--round R] [--lang en|zh] "
                          "[--group NAME | --category NAME] [--out FILE]",
                          io))
    return kOk;
  if (format != "csv" && format != "json" && format != "html" && format != "xlsx" && format != "trf")
    throw InputError("", 0, "--format", "expected csv, json, html, xlsx or trf, got '" + format + "'");
  const ExportWhat what = parse_export_what(what_name, "--what");
  const ExportLang lang = parse_export_lang(lang_name, "--lang");
  // TRF-16 is one fixed format: the whole record, every round, English field codes. An option it
  // would ignore is refused, never dropped in silence (exit 2, no file); the default --what
  // (standings) and all are what it holds.
  if (format == "trf" && what != ExportWhat::standings && what != ExportWhat::all)
    throw InputError("", 0, "--what",
                     "TRF is one fixed format (the whole record: every player, every round, the official "
                     "ranks): --what " +
                         what_name + " does not apply; leave --what out, or give another --format");
  if (format == "trf" && lang == ExportLang::zh)
    throw InputError(
        "", 0, "--lang",
        "TRF is one fixed format with no headings to translate (FIDE TRF-16): --lang zh does not "
        "apply; leave --lang out, or give another --format");
  if (format == "xlsx" && out_path.empty())
    throw InputError("", 0, "--out", "a workbook is a file: give --out FILE.xlsx");
  if (format == "csv" && what == ExportWhat::all)
    throw InputError("", 0, "--what",
                     "CSV holds one table: give one of standings, crosstable, pairings, results");
  if (!out_path.empty()) prepare_output_file(out_path, "--out");

  const Record record = read_record_noting("export", record_path, io.err);
  check_playoff_games(record, record_path);  // T-12.1, T-12.5: as standings reads them
  const int played = static_cast<int>(record.rounds.size());
  if (round == kNotGiven) round = played;
  std::string bytes;
  std::vector<ExportSheet> sheets;
  try {  // what the record cannot give (a round out of range, a team event's cross-table) names it
    if (!group.empty() && (what != ExportWhat::standings || format == "trf"))  // RR-2.5
      throw InputError("", 0, "--group",
                       "a group is ranked among itself in the standings only: give --what standings (the "
                       "cross-table, pairings and results are the whole event's)");
    if (!category.empty() && !group.empty())
      throw InputError("", 0, "--category", "give one of --group, --category");
    if (!category.empty() && (what != ExportWhat::standings || format == "trf"))  // T-14
      throw InputError("", 0, "--category",
                       "a category is ranked in the standings only: give --what standings (the cross-table, "
                       "pairings and results are the whole event's)");
    check_export_round(record, format == "trf" ? ExportWhat::standings : what, round);
    if (format != "trf") sheets = export_sheets(record, what, round, lang, group, category);
    if (format == "csv" && group.empty() && what == ExportWhat::standings && sheets.size() > 1 &&
        record.rules.format == EventFormat::round_robin && record.rules.groups > 1)
      throw InputError("", 0, "--group",
                       "CSV holds one table and each group is ranked among itself (RR-2.5): give --group A "
                       "(or B, …), or another --format for every group");
  } catch (const InputError& e) {
    throw InputError(record_path, e.line(), e.key(), e.reason());
  }
  std::optional<std::string> left_out;  // what a TRF could not hold: said (it went silently)
  if (format == "trf") {
    bytes = trf_with_ranks(record_after_round(record, round), left_out);
  } else {
    std::ostringstream out;
    if (format == "csv") {
      // UTF-8; a Chinese sheet opens with a byte-order mark, without which Excel on a Chinese
      // system reads it as GBK (every reader of xqsim's skips it).
      if (lang == ExportLang::zh) out << "\xEF\xBB\xBF";
      sheets.front().table.write_csv(out);
    } else if (format == "json") {
      out << export_json(sheets).dump(2) << '\n';
    } else if (format == "html") {
      write_export_html(out, record, sheets, round, lang);
    }
    bytes = format == "xlsx" ? xlsx_bytes(sheets, out_path) : out.str();
  }
  if (out_path.empty()) {
    io.out << bytes;
  } else {
    write_file_atomic(out_path, bytes);
    io.err << "xqsim export: " << out_path << " written\n";
  }
  if (left_out) io.err << "xqsim export: note: " << *left_out << '\n';
  // RR-3.3: a CSV has no title to say its merged table ranks nobody officially.
  if (format == "csv" && what == ExportWhat::standings && category.empty())
    if (const std::string note = merged_table_note(record); !note.empty() && record.rules.groups <= 1)
      io.err << "xqsim export: note: " << note << '\n';
  return kOk;
}

}  // namespace xq::cli
