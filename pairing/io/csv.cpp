#include "pairing/io/csv.hpp"

#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/utf8.hpp"

#include <charconv>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {
namespace {

std::string column_key(size_t index, const std::string& name = "") {
  std::string k = "column " + std::to_string(index + 1);
  if (!name.empty()) k += " (" + name + ")";
  return k;
}

struct RawRecord {
  int line = 0;
  std::vector<std::string> fields;
  bool blank = true;  // every field empty and unquoted
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : t_(text), file_(file) {
    if (t_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;
  }

  // The next record that is not a comment; nullopt at the end.
  std::optional<RawRecord> next() {
    while (i_ < t_.size()) {
      if (t_[i_] == '#') {  // a comment line
        while (i_ < t_.size() && t_[i_] != '\n' && t_[i_] != '\r') ++i_;
        end_of_line();
        continue;
      }
      RawRecord r;
      r.line = line_;
      for (;;) {
        bool quoted = false;
        r.fields.push_back(field(r.fields.size(), quoted));
        if (quoted || !r.fields.back().empty()) r.blank = false;
        if (i_ < t_.size() && t_[i_] == ',') {
          ++i_;
          continue;
        }
        end_of_line();
        break;
      }
      return r;
    }
    return std::nullopt;
  }

 private:
  bool at_eol() const { return i_ >= t_.size() || t_[i_] == '\n' || t_[i_] == '\r'; }
  void skip_blanks() {  // spaces around a field: ASCII, tabs, U+3000, U+00A0 (trimmed's)
    while (const size_t n = leading_space(t_.substr(i_))) i_ += n;
  }
  void end_of_line() {
    if (i_ >= t_.size()) return;
    if (t_[i_] == '\r' && i_ + 1 < t_.size() && t_[i_ + 1] == '\n') ++i_;
    ++i_;
    ++line_;
  }

  std::string field(size_t index, bool& quoted) {
    std::string s;
    skip_blanks();
    if (i_ < t_.size() && t_[i_] == '"') {
      quoted = true;
      const int start = line_;
      ++i_;
      for (;;) {
        if (i_ >= t_.size())
          throw InputError(file_, start, column_key(index),
                           "a quoted field is not closed (its quote opens on this line)");
        const char c = t_[i_];
        if (c == '"') {
          if (i_ + 1 < t_.size() && t_[i_ + 1] == '"') {
            s += '"';
            i_ += 2;
            continue;
          }
          ++i_;
          break;
        }
        if (c == '\r' || c == '\n') {  // a line break inside quotes: kept as LF
          if (c == '\r' && i_ + 1 < t_.size() && t_[i_ + 1] == '\n') ++i_;
          ++line_;
          s += '\n';
          ++i_;
          continue;
        }
        s += c;
        ++i_;
      }
      skip_blanks();
      if (!at_eol() && t_[i_] != ',')
        throw InputError(file_, line_, column_key(index),
                         "text after the closing quote (a field is either quoted whole or not at all)");
    } else {
      while (!at_eol() && t_[i_] != ',') {
        if (t_[i_] == '"')
          throw InputError(
              file_, line_, column_key(index),
              "a quote inside an unquoted field: quote the whole field and double the quote (\"\")");
        s += t_[i_++];
      }
      s = trimmed(s);
    }
    if (const size_t bad = invalid_utf8_at(s); bad != std::string::npos) {
      std::ostringstream byte;
      byte << std::hex << std::uppercase << static_cast<int>(static_cast<unsigned char>(s[bad]));
      throw InputError(file_, line_, column_key(index),
                       "not valid UTF-8 (byte 0x" + byte.str() + " after '" + s.substr(0, bad) +
                           "'): save the file as UTF-8");
    }
    return s;
  }

  std::string_view t_;
  const std::string& file_;
  size_t i_ = 0;
  int line_ = 1;
};

}  // namespace

std::optional<size_t> CsvTable::column(std::string_view name) const {
  for (size_t c = 0; c < header.size(); ++c)
    if (header[c] == name) return c;
  return std::nullopt;
}

InputError CsvTable::cell_error(const CsvRow& row, size_t col, const std::string& reason) const {
  return InputError(file, row.line, column_key(col, col < header.size() ? header[col] : ""), reason);
}

InputError CsvTable::row_error(const CsvRow& row, const std::string& reason) const {
  return InputError(file, row.line, "", reason);
}

CsvTable parse_csv(std::string_view text, const std::string& file) {
  CsvTable table;
  table.file = file;
  Parser p(text, file);
  std::optional<RawRecord> r;
  while ((r = p.next()) && r->blank) {
  }
  if (!r) throw InputError(file, 0, "", "no header line: the first line names the columns");
  table.header_line = r->line;
  if (r->fields.size() == 1)  // a spreadsheet saved with another separator: say so, not "unknown column"
    for (const char sep : {';', '\t'})
      if (r->fields[0].find(sep) != std::string::npos)
        throw InputError(file, r->line, "",
                         std::string("fields must be separated by commas; this file seems to use ") +
                             (sep == ';' ? "';'" : "tabs") + ": save it as CSV with commas");
  for (size_t c = 0; c < r->fields.size(); ++c) {
    std::string name = r->fields[c];
    for (char& ch : name)
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    if (name.empty()) throw InputError(file, r->line, column_key(c), "empty column name in the header");
    for (size_t d = 0; d < c; ++d)
      if (table.header[d] == name)
        throw InputError(file, r->line, column_key(c, name),
                         "column named twice (also column " + std::to_string(d + 1) + ")");
    table.header.push_back(std::move(name));
  }
  while ((r = p.next())) {
    if (r->blank) continue;
    if (r->fields.size() != table.header.size())
      throw InputError(file, r->line, "",
                       std::to_string(r->fields.size()) + (r->fields.size() == 1 ? " field" : " fields") +
                           ", but the header (line " + std::to_string(table.header_line) + ") has " +
                           std::to_string(table.header.size()) + " columns");
    table.rows.push_back(CsvRow{r->line, std::move(r->fields)});
  }
  return table;
}

CsvTable read_csv_file(const std::string& path) {
  return parse_csv(read_text_file(path, "file", kMaxSheetBytes), path);
}

std::optional<long long> parse_whole_number(std::string_view text, long long min, long long max) {
  if (text.empty() || (text[0] == '-' && min >= 0) || text[0] == '+') return std::nullopt;
  long long v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < min || v > max) return std::nullopt;
  return v;
}

}  // namespace xq
