#include "reports/export_xlsx.hpp"

#include <xlsxwriter.h>

#include <algorithm>
#include <charconv>

#include "pairing/model/errors.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

// A cell that is a whole or decimal number ("12", "6.5", "-3") is written as a number.
bool as_number(const std::string& s, double& value) {
  if (s.empty()) return false;
  const char* end = s.data() + s.size();
  const auto [ptr, ec] = std::from_chars(s.data(), end, value);
  return ec == std::errc() && ptr == end;
}

}  // namespace

void write_export_xlsx(const std::string& path, const std::vector<ExportSheet>& sheets) {
  lxw_workbook* book = workbook_new(path.c_str());
  if (!book) throw InputError(path, 0, "--out", "cannot create the workbook");
  lxw_format* bold = workbook_add_format(book);
  format_set_bold(bold);
  lxw_format* title = workbook_add_format(book);
  format_set_bold(title);
  format_set_font_size(title, 14);
  // A cell libxlsxwriter refuses (more than Excel's 32,767 characters) is an error naming it, never
  // a cell left out: the workbook is not written.
  const auto checked = [&](lxw_error e, const std::string& sheet, lxw_row_t row, size_t col,
                           const std::string& text) {
    if (e == LXW_NO_ERROR) return;
    workbook_close(book);  // frees it; what it wrote at `path` is no workbook to keep (the caller's file)
    throw InputError(
        path, 0, "--out",
        "sheet '" + sheet + "' row " + std::to_string(row + 1) + " column " + std::to_string(col + 1) + ": " +
            (e == LXW_ERROR_MAX_STRING_LENGTH_EXCEEDED
                 ? "a text of " + std::to_string(decode_utf8(text).size()) +
                       " characters, and Excel holds at most 32,767 in a cell: export it as html or csv"
                 : std::string(lxw_strerror(e))));
  };
  for (const ExportSheet& s : sheets) {
    // Excel's sheet names: at most 31 characters (cut at a character, not a byte), none of []:*?/\ .
    std::u32string chars = decode_utf8(s.name);
    if (chars.size() > 31) chars.resize(31);
    std::string name = encode_utf8(chars);
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return std::string_view("[]:*?/\\").find(c) != std::string_view::npos; }, '_');
    lxw_worksheet* ws = workbook_add_worksheet(book, name.c_str());
    checked(worksheet_write_string(ws, 0, 0, s.title.c_str(), title), name, 0, 0, s.title);
    const auto& t = s.table;
    for (size_t c = 0; c < t.header.size(); ++c)
      checked(worksheet_write_string(ws, 2, static_cast<lxw_col_t>(c), t.header[c].c_str(), bold), name, 2, c,
              t.header[c]);
    lxw_row_t row = 3;
    for (const auto& cells : t.rows) {
      for (size_t c = 0; c < cells.size(); ++c) {
        double v = 0;
        if (as_number(cells[c], v))
          worksheet_write_number(ws, row, static_cast<lxw_col_t>(c), v, nullptr);
        else if (!cells[c].empty())
          checked(worksheet_write_string(ws, row, static_cast<lxw_col_t>(c), cells[c].c_str(), nullptr), name,
                  row, c, cells[c]);
      }
      ++row;
    }
    ++row;
    for (const std::string& k : s.key) {
      checked(worksheet_write_string(ws, row, 0, k.c_str(), nullptr), name, row, 0, k);
      ++row;
    }
  }
  const lxw_error err = workbook_close(book);  // writes the file and frees the workbook
  if (err != LXW_NO_ERROR)
    throw InputError(path, 0, "--out", std::string("cannot write the workbook: ") + lxw_strerror(err));
}

}  // namespace xq
