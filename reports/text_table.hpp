// An aligned plain-text table and CSV, for everything the CLI prints.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace xq {

/// Column alignment in a text table.
enum class Align { left, right };

/// A table of strings: a header and rows, printed aligned (text) or as RFC 4180 CSV.
struct TextTable {
  std::vector<std::string> header;
  std::vector<Align> align;  ///< per column; missing = left
  std::vector<std::vector<std::string>> rows;

  /// Columns padded to the widest cell (UTF-8 aware: CJK characters count two columns),
  /// separated by two spaces, with a rule under the header.
  void write_text(std::ostream& out) const;
  /// CSV with a header line; fields quoted when they hold a comma, quote or newline.
  void write_csv(std::ostream& out) const;
};

/// Display width of a UTF-8 string in terminal columns: East Asian Wide and Fullwidth characters
/// (UAX #11; CJK, full-width forms, the emoji of width W such as 😀) count 2, combining marks 0.
int display_width(const std::string& s);

}  // namespace xq
