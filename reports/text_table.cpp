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
    // East Asian Wide and Fullwidth (Unicode 15, UAX #11) as names use them: Hangul Jamo, CJK
    // radicals to Yi (incl. the ideographs U+4E00.., Kana, the ideographic space), Hangul
    // syllables, compatibility ideographs, vertical and small forms, full-width forms, and the
    // supplementary ideographs of planes 2 and 3 (Extensions B..H, e.g. 𠀀 U+20000). Combining
    // marks and zero-width characters take no column.
    const bool wide =
        (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) || (cp >= 0x3041 && cp <= 0x33FF) ||
        (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
        (cp >= 0xA960 && cp <= 0xA97F) || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
        (cp >= 0xFE10 && cp <= 0xFE19) || (cp >= 0xFE30 && cp <= 0xFE6F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
        (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x2FFFD) ||
        (cp >= 0x30000 && cp <= 0x3FFFD);
    const bool zero = (cp >= 0x0300 && cp <= 0x036F) || cp == 0x200B || cp == 0x200C || cp == 0x200D ||
                      cp == 0xFEFF || (cp >= 0xFE00 && cp <= 0xFE0F);
    w += zero ? 0 : wide ? 2 : 1;
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
