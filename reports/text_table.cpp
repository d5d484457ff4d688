#include "reports/text_table.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "pairing/model/utf8.hpp"

namespace xq {

namespace {

// East Asian Wide and Fullwidth (UAX #11, EastAsianWidth.txt W and F) as names use them, sorted:
// Hangul Jamo, CJK radicals to Yi (incl. the ideographs U+4E00.., Kana, the ideographic space),
// Hangul syllables, compatibility ideographs, vertical and small forms, full-width forms, the
// supplementary ideographs of planes 2 and 3 (Extensions B..H, e.g. 𠀀 U+20000), and the emoji
// that are W: those of Misc Technical, Misc Symbols and Dingbats (⌚ ☕ ✅; not ☺ or ✂, which are
// N and one column), of plane 1's symbol blocks (🀄 🆎 🈀, 🌀–🙏 with the N ones such as 🌡
// left out, 🚀–🛿, 🟠, 🤌–🧿, 🩰–🫿). Unassigned code points inside a run are taken with
// it.
constexpr std::pair<char32_t, char32_t> kWide[] = {
    {0x1100, 0x115F},   {0x231A, 0x231B},   {0x2329, 0x232A},   {0x23E9, 0x23EC},   {0x23F0, 0x23F0},
    {0x23F3, 0x23F3},   {0x25FD, 0x25FE},   {0x2614, 0x2615},   {0x2648, 0x2653},   {0x267F, 0x267F},
    {0x2693, 0x2693},   {0x26A1, 0x26A1},   {0x26AA, 0x26AB},   {0x26BD, 0x26BE},   {0x26C4, 0x26C5},
    {0x26CE, 0x26CE},   {0x26D4, 0x26D4},   {0x26EA, 0x26EA},   {0x26F2, 0x26F3},   {0x26F5, 0x26F5},
    {0x26FA, 0x26FA},   {0x26FD, 0x26FD},   {0x2705, 0x2705},   {0x270A, 0x270B},   {0x2728, 0x2728},
    {0x274C, 0x274C},   {0x274E, 0x274E},   {0x2753, 0x2755},   {0x2757, 0x2757},   {0x2795, 0x2797},
    {0x27B0, 0x27B0},   {0x27BF, 0x27BF},   {0x2B1B, 0x2B1C},   {0x2B50, 0x2B50},   {0x2B55, 0x2B55},
    {0x2E80, 0x303E},   {0x3041, 0x33FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xA000, 0xA4CF},
    {0xA960, 0xA97F},   {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},
    {0xFF00, 0xFF60},   {0xFFE0, 0xFFE6},   {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E},
    {0x1F191, 0x1F19A}, {0x1F200, 0x1F320}, {0x1F32D, 0x1F335}, {0x1F337, 0x1F37C}, {0x1F37E, 0x1F393},
    {0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3}, {0x1F3E0, 0x1F3F0}, {0x1F3F4, 0x1F3F4}, {0x1F3F8, 0x1F43E},
    {0x1F440, 0x1F440}, {0x1F442, 0x1F4FC}, {0x1F4FF, 0x1F53D}, {0x1F54B, 0x1F54E}, {0x1F550, 0x1F567},
    {0x1F57A, 0x1F57A}, {0x1F595, 0x1F596}, {0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F}, {0x1F680, 0x1F6C5},
    {0x1F6CC, 0x1F6CC}, {0x1F6D0, 0x1F6D2}, {0x1F6D5, 0x1F6DF}, {0x1F6EB, 0x1F6EC}, {0x1F6F4, 0x1F6FC},
    {0x1F7E0, 0x1F7F0}, {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF}, {0x1FA70, 0x1FAFF},
    {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

bool is_wide(char32_t cp) {
  // The last run starting at or before cp.
  const auto* it =
      std::upper_bound(std::begin(kWide), std::end(kWide), cp,
                       [](char32_t c, const std::pair<char32_t, char32_t>& r) { return c < r.first; });
  return it != std::begin(kWide) && cp <= std::prev(it)->second;
}

}  // namespace

int display_width(const std::string& s) {
  int w = 0;
  for (size_t i = 0; i < s.size();) {
    const Utf8Char ch = decode_utf8_at(s, i);
    const char32_t cp = ch.code_point;
    i += ch.length;
    // Combining marks and zero-width characters take no column.
    const bool zero = (cp >= 0x0300 && cp <= 0x036F) || cp == 0x200B || cp == 0x200C || cp == 0x200D ||
                      cp == 0xFEFF || (cp >= 0xFE00 && cp <= 0xFE0F);
    w += zero ? 0 : is_wide(cp) ? 2 : 1;
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
