// `xqsim export` (issue 14 item 4): an event's tables as arbiters print and share them — the
// standings, one round's pairings or results, the cross-table — in English or Chinese, written as
// CSV, JSON, a printable self-contained HTML page, or an Excel workbook (export_xlsx.hpp).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "reports/text_table.hpp"

namespace xq {

enum class ExportWhat { standings, pairings, results, crosstable, all };
enum class ExportLang { en, zh };

/// "standings", "pairings", "results", "crosstable", "all"; InputError naming `key` otherwise.
ExportWhat parse_export_what(const std::string& name, const std::string& key);
/// "en", "zh"; InputError naming `key` otherwise.
ExportLang parse_export_lang(const std::string& name, const std::string& key);

/// One table of an export: a sheet of a workbook, a section of the HTML page.
struct ExportSheet {
  std::string name;   ///< short: "standings", "round 3" (a workbook's sheet name)
  std::string title;  ///< "Standings after round 5", "第5轮后名次"
  TextTable table;    ///< headings already in the export's language
  /// One line per column that needs it: "对手分 (T-1): sum of the final scores of all opponents …".
  std::vector<std::string> key;
};

/// InputError (key "--round") unless 1 ≤ round ≤ the rounds played (0 too for the standings of an
/// event not yet paired).
void check_export_round(const Record& record, ExportWhat what, int round);

/// The tables of `what` for `record` as it stands after round `round` (1 ≤ round ≤ rounds
/// played; the standings and cross-table count rounds 1..round; pairings and results are round
/// `round`'s). `all`: standings, cross-table (individual events), then the round's pairings. Individual
/// events: standings with every tiebreak column (the record's list); team events: the team standings.
/// InputError for a round out of range or an event with no round yet (except for standings).
/// A round robin with groups (RR-2) has a standings sheet per group, each ranked among itself;
/// `group` ("A", …) keeps that group's alone (InputError "--group" for an event without groups or
/// an unknown group). `category` (T-14) gives that category's ranking in place of the main table
/// (InputError "--category" for an unknown one); the merged table of a field whose categories are
/// ranked separately (RR-3.3) says in its title and key that it is not official.
std::vector<ExportSheet> export_sheets(const Record& record, ExportWhat what, int round, ExportLang lang,
                                       const std::string& group = "", const std::string& category = "");

/// "After round R" as export prints it: the record as it stood when round R + 1 was to be paired
/// (as `standings` prints it after the last round) — cut after R, the withdrawals and absences
/// announced by then (one from a later round is not in it), the late entries made by then (those
/// entered later, at the end of the list, are left out). Issue 14.
[[nodiscard]] Record record_after_round(const Record& record, int round);

/// "after round R" in a title, `what_en` / `what_zh` in front ("Standings after round 3",
/// "第3轮后"): "before the results of round R" ("第R轮成绩录入前") while round R is paired and none of
/// its games has a result — its byes count at once, its games nowhere (docs/cli.md step 7), so the
/// table is no "after round R". Round 0 is "before round 1" ("第1轮前"): the start list.
[[nodiscard]] std::string after_round(const Record& record, int round, ExportLang lang,
                                      const std::string& what_en, const std::string& what_zh);

/// The event's cross-table after `round` rounds: a row per entrant in standings order — rank,
/// start number, name, team, then per round the opponent's start number with the colour and the
/// result from the entrant's side (`12r1`: red against 12, won; `5b½`; `8b+` won by forfeit;
/// `bye`; a round scored without a game (S-2) as its reason and points: `abs½` an announced absence,
/// `late0` a round before a late entry (zh 缺席½, 补报0); empty otherwise — not paired, or withdrawn),
/// then the score. Individual events only. `present`: the rows'
/// entrants, ranked among themselves, when fewer than all (late entries not in yet).
TextTable cross_table(const Record& record, ExportLang lang, const std::vector<EntrantId>& present);

/// A heading in `lang` ("opponent_score" → "对手分"); unknown headings unchanged.
std::string export_heading(const std::string& heading, ExportLang lang);

/// The page for the wall: the event's name, "after round N", each sheet's title, table and key;
/// self-contained (inline CSS for screen and print), UTF-8, lang attribute set.
void write_export_html(std::ostream& out, const Record& record, const std::vector<ExportSheet>& sheets,
                       int round, ExportLang lang);

/// Each sheet as an array of row objects keyed by its headings, under the sheet's name.
nlohmann::ordered_json export_json(const std::vector<ExportSheet>& sheets);

}  // namespace xq
