// The entry list of an event (报名表): a CSV file with a header, one player a line, read into
// the entrants of a new record (`xqsim init`). The format is docs/entry-list.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pairing/io/encoding.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record.hpp"

namespace xq {

/// The columns an entry list may have, in the order docs/entry-list.md lists them.
inline constexpr std::string_view kEntryListColumns[] = {"name",    "team",       "rating",    "category",
                                                         "seed",    "number",     "sex",       "title",
                                                         "fide_id", "birth_date", "federation"};

/// An entry list as read, before it becomes a record.
struct EntryList {
  std::string file;  ///< names the input in errors
  /// Entrants in list order: id = position (1..n), name, team, rating (0 = unrated),
  /// category, seed (0 when the list has no seed column), code = the `number` column, and the
  /// FIDE facts.
  std::vector<Entrant> entrants;
  std::vector<int> lines;            ///< lines[i]: the line of the file that gave entrants[i]
  bool has_seeds = false;            ///< the list has a `seed` column
  bool has_numbers = false;          ///< the list has a `number` column (drawn before the event)
  std::string note;                  ///< how the file was read when not as UTF-8 (load_entry_list), else ""
  int header_line = 0;               ///< the header's line (0: not read from a file)
  std::vector<std::string> columns;  ///< the header's column names, in order (lower case)

  /// An InputError refusing a whole column, at the header's line: "FILE:LINE: column 2 (number):
  /// REASON"; the column's name alone when the header lacks it.
  InputError column_error(std::string_view column, const std::string& reason) const;
};

/// Reads an entry list from CSV text (parse_csv's rules). Columns in any order, names
/// case-insensitive: `name` (required, non-empty), `team`, `rating` (whole number 0..99999,
/// empty = unrated), `category`, `seed` (seeding number, a whole number ≥ 1 on every line, no
/// two alike), `number` (the P1-4 number drawn before the event, ≥ 1 on every line, no two
/// alike), and the FIDE facts (issue 14; pairing/model/fide.hpp, empty = not given): `sex` (m, w;
/// f, 男, 女 read too), `title` (GM IM WGM FM WIM CM WFM WCM), `fide_id` (1 to 11 digits),
/// `birth_date` (YYYY/MM/DD or YYYY), `federation` (3 letters). Throws InputError naming `file`, the line,
/// the column and the reason: an unknown or missing column, an empty name, a name (with its team) given
/// twice, a value that is not a whole number in range, a repeated seed or number, a line break or control
/// character in a text.
EntryList parse_entry_list(std::string_view text, const std::string& file);

/// parse_entry_list on the file at `path`, read as `encoding` (UTF-8, or GB18030 as Chinese
/// Excel saves CSV; automatic by default, with a note in EntryList::note).
EntryList load_entry_list(const std::string& path, SheetEncoding encoding = SheetEncoding::automatic);

/// The record of a new event: `event`, `rules` (already validated), the entrants of `list`, no
/// rounds. Individual events keep the list order as start numbers. Team events
/// (`format = team_swiss`) group the list by `team`: teams numbered in order of first
/// appearance, each with exactly `rules.boards` players in list order (board order), start
/// numbers renumbered so that team k holds boards·(k−1)+1 … boards·k (PT-12).
/// Throws InputError (naming list.file and the line) for: fewer than two entrants (teams); a
/// `number` column when first_round is not adjacent or competition codes (P1-8) are on, or
/// numbers that do not pair (P1-4: more than one number without its partner 2k−1 / 2k); in a
/// team event first_round = adjacent, a player without a team, a team of the wrong size, or a
/// seed or number column.
Record make_event_record(const EntryList& list, const RuleSet& rules, std::string event);

}  // namespace xq
