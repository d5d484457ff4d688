#include "reports/text_table.hpp"

#include <algorithm>

#include "pairing/model/utf8.hpp"

namespace xq {

int display_width(const std::string& s) {
  int w = 0;
  for (size_t i = 0; i < s.size();) {
    const Utf8Char ch = decode_utf8_at(s, i);
    const char32_t cp = ch.code_point;
    i += ch.length;
    // Wide ranges: CJK, Hangul, full-width forms (enough for names in this field).
    const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
                      (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                      (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                      (cp >= 0xFFE0 && cp <= 0xFFE6);
    w += wide ? 2 : 1;
  }
  return w;
}

void TextTable::write_text(std::ostream& out) const {
  std::vector<int> width(header.size(), 0);
  auto widen = [&](const std::vector<std::string>& row) {
    if (row.size() > width.size()) width.resize(row.size(), 0);
    for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], display_width(row[c]));
  };
  widen(header);
  for (const auto& r : rows) widen(r);
  auto line = [&](const std::vector<std::string>& row) {
    std::string s;
    for (size_t c = 0; c < row.size(); ++c) {
      const int pad = width[c] - display_width(row[c]);
      const bool right = c < align.size() && align[c] == Align::right;
      if (c) s += "  ";
      if (right) s.append(static_cast<size_t>(pad), ' ');
      s += row[c];
      if (!right && c + 1 < row.size()) s.append(static_cast<size_t>(pad), ' ');
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    out << s << '\n';
  };
  line(header);
  int total = 0;
  for (size_t c = 0; c < width.size(); ++c) total += width[c] + (c ? 2 : 0);
  out << std::string(static_cast<size_t>(total), '-') << '\n';
  for (const auto& r : rows) line(r);
}

namespace {
std::string csv_field(const std::string& f) {
  if (f.find_first_of(",\"\n\r") == std::string::npos) return f;
  std::string q = "\"";
  for (char ch : f) q += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return q + "\"";
}
}  // namespace

void TextTable::write_csv(std::ostream& out) const {
  auto line = [&](const std::vector<std::string>& row) {
    for (size_t c = 0; c < row.size(); ++c) out << (c ? "," : "") << csv_field(row[c]);
    out << '\n';
  };
  line(header);
  for (const auto& r : rows) line(r);
}

}  // namespace xq
