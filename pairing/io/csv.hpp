// Reading CSV files that people write (an entry list, a results sheet): RFC 4180 with a header
// line, UTF-8, as spreadsheets save it. The one CSV reader of the project; what each file means
// is entry_list.hpp and results_csv.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/errors.hpp"

namespace xq {

/// One data line of a CSV file.
struct CsvRow {
  int line = 0;                    ///< line of the file where the row starts (1-based)
  std::vector<std::string> cells;  ///< one per header column
};

/// A CSV file read whole: its header and its rows, every row with as many cells as the header.
struct CsvTable {
  std::string file;  ///< names the input in errors
  int header_line = 0;
  std::vector<std::string> header;  ///< column names, trimmed, ASCII letters lower-cased
  std::vector<CsvRow> rows;

  /// Index of the column named `name` (lower case), if the header has it.
  std::optional<size_t> column(std::string_view name) const;
  /// An InputError at `row`'s line naming the column: "FILE:LINE: column 3 (rating): REASON".
  InputError cell_error(const CsvRow& row, size_t column, const std::string& reason) const;
  /// An InputError at `row`'s line without a column.
  InputError row_error(const CsvRow& row, const std::string& reason) const;
};

/// Parses CSV text. Rules (docs/entry-list.md "CSV"):
/// - fields separated by commas; a field in double quotes may hold commas, line breaks and
///   doubled quotes (`"Lee ""Tiger"" Wang"`); spaces around a field (spaces, tabs, U+3000,
///   U+00A0: leading_space in text.hpp) are dropped (inside quotes they are kept);
/// - lines end with LF, CR LF or CR; a UTF-8 byte-order mark at the start is skipped;
/// - blank lines, lines of empty fields only (`,,,`) and lines whose first character is `#`
///   are skipped; the first other line is the header;
/// - every field must be valid UTF-8; every row must have as many fields as the header; header
///   names must be non-empty and distinct.
/// Throws InputError naming `file`, the line and, where it applies, the column: an unclosed
/// quote, a quote inside an unquoted field, text after a closing quote, invalid UTF-8, a wrong
/// number of fields, an empty or repeated column name, a file with no header.
CsvTable parse_csv(std::string_view text, const std::string& file);

/// parse_csv on the file at `path`.
CsvTable read_csv_file(const std::string& path);

/// `text` as a whole number in [min, max]: digits only, an optional leading '-' when min < 0.
/// nullopt when it is not one.
std::optional<long long> parse_whole_number(std::string_view text, long long min, long long max);

}  // namespace xq
