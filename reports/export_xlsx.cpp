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
  for (const ExportSheet& s : sheets) {
    // Excel's sheet names: at most 31 characters (cut at a character, not a byte), none of []:*?/\ .
    std::u32string chars = decode_utf8(s.name);
    if (chars.size() > 31) chars.resize(31);
    std::string name = encode_utf8(chars);
    std::replace_if(
        name.begin(), name.end(),
        [](char c) { return std::string_view("[]:*?/\\").find(c) != std::string_view::npos; }, '_');
    lxw_worksheet* ws = workbook_add_worksheet(book, name.c_str());
    worksheet_write_string(ws, 0, 0, s.title.c_str(), title);
    const auto& t = s.table;
    for (size_t c = 0; c < t.header.size(); ++c)
      worksheet_write_string(ws, 2, static_cast<lxw_col_t>(c), t.header[c].c_str(), bold);
    lxw_row_t row = 3;
    for (const auto& cells : t.rows) {
      for (size_t c = 0; c < cells.size(); ++c) {
        double v = 0;
        if (as_number(cells[c], v))
          worksheet_write_number(ws, row, static_cast<lxw_col_t>(c), v, nullptr);
        else if (!cells[c].empty())
          worksheet_write_string(ws, row, static_cast<lxw_col_t>(c), cells[c].c_str(), nullptr);
      }
      ++row;
    }
    ++row;
    for (const std::string& k : s.key) worksheet_write_string(ws, row++, 0, k.c_str(), nullptr);
  }
  const lxw_error err = workbook_close(book);  // writes the file and frees the workbook
  if (err != LXW_NO_ERROR)
    throw InputError(path, 0, "--out", std::string("cannot write the workbook: ") + lxw_strerror(err));
}

}  // namespace xq
