#include "pairing/model/fide.hpp"

#include <algorithm>
#include <array>

#include "pairing/model/errors.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

int number(std::string_view s) {
  int v = 0;
  for (char c : s) v = v * 10 + (c - '0');
  return v;
}

int days_in_month(int year, int month) {
  constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : days[static_cast<size_t>(month - 1)];
}

}  // namespace

std::optional<std::string> parse_sex(std::string_view text) {
  const std::string s = upper(text);
  if (s == "M" || s == "男") return "m";
  if (s == "W" || s == "F" || s == "女") return "w";
  return std::nullopt;
}

std::optional<std::string> parse_title(std::string_view text) {
  const std::string s = upper(text);
  for (std::string_view t : kFideTitles)
    if (s == t) return std::string(t);
  // The one-letter codes of the TRF before 2016: g = GM, m = IM, f = FM, c = CM; w = woman's.
  constexpr std::array<std::pair<std::string_view, std::string_view>, 8> old{{{"G", "GM"},
                                                                              {"M", "IM"},
                                                                              {"F", "FM"},
                                                                              {"C", "CM"},
                                                                              {"WG", "WGM"},
                                                                              {"WM", "WIM"},
                                                                              {"WF", "WFM"},
                                                                              {"WC", "WCM"}}};
  for (const auto& [code, title] : old)
    if (s == code) return std::string(title);
  return std::nullopt;
}

std::optional<std::string> parse_fide_id(std::string_view text) {
  if (!digits(text) || text.size() > 11) return std::nullopt;
  return std::string(text);
}

std::optional<std::string> parse_federation(std::string_view text) {
  const std::string s = upper(text);
  if (s.size() != 3 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return std::nullopt;
  return s;
}

std::optional<std::string> parse_date(std::string_view text) {
  if (text.size() == 10 && text[2] == '.' && text[5] == '.') {  // DD.MM.YYYY (European programs' TRF)
    const std::string_view d = text.substr(0, 2), m = text.substr(3, 2), y = text.substr(6, 4);
    if (!digits(d) || !digits(m) || !digits(y)) return std::nullopt;  // ".........." recursed forever
    return parse_date(std::string(y) + "/" + std::string(m) + "/" + std::string(d));
  }
  if (text.size() != 10 || text[4] != text[7] || (text[4] != '/' && text[4] != '-' && text[4] != '.'))
    return std::nullopt;
  const std::string_view y = text.substr(0, 4), m = text.substr(5, 2), d = text.substr(8, 2);
  if (!digits(y) || !digits(m) || !digits(d)) return std::nullopt;
  const int year = number(y), month = number(m), day = number(d);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month))
    return std::nullopt;
  return std::string(y) + "/" + std::string(m) + "/" + std::string(d);
}

std::optional<std::string> parse_birth_date(std::string_view text) {
  if (text.size() == 4 && digits(text) && number(text) >= 1000) return std::string(text);
  if (text.size() == 10 && text.substr(4) == "/00/00") return parse_birth_date(text.substr(0, 4));
  return parse_date(text);
}

std::optional<std::string> event_text_with_control(const std::string& event, const EventInfo& info) {
  const std::pair<const char*, const std::string*> texts[] = {{"event", &event},
                                                              {"city", &info.city},
                                                              {"type", &info.type},
                                                              {"chief_arbiter", &info.chief_arbiter},
                                                              {"time_control", &info.time_control}};
  for (const auto& [field, text] : texts)
    if (has_control_character(*text)) return field;
  for (const std::string& d : info.deputy_arbiters)
    if (has_control_character(d)) return "deputy_arbiters";
  return std::nullopt;
}

std::optional<std::string> event_dates_problem(const EventInfo& info) {
  if (!info.start_date.empty() && !info.end_date.empty() && info.end_date < info.start_date)
    return "the event ends (" + info.end_date + ") before it starts (" + info.start_date + ")";
  return std::nullopt;
}

std::optional<std::string> round_dates_problem(const EventInfo& info, int rounds) {
  const std::vector<std::string>& dates = info.round_dates;
  if (rounds > 0 && dates.size() > static_cast<size_t>(rounds))
    return std::to_string(dates.size()) + " round dates for an event of " + std::to_string(rounds) +
           " rounds";
  std::string earlier;  // the last date given before round r
  for (size_t r = 0; r < dates.size(); ++r) {
    const std::string& d = dates[r];
    const std::string round = "round " + std::to_string(r + 1);
    if (d.empty()) continue;
    if (const std::optional<std::string> written = parse_date(d); !written)
      return round + ": " + std::string(kDateExpected) + ", got '" + d + "'";
    else if (*written != d)  // (init writes them so: only a record's can be another form)
      return round + ": a record holds the written form '" + *written + "', got '" + d + "'";
    if (d < earlier) return round + " (" + d + ") is dated before an earlier round (" + earlier + ")";
    if (!info.start_date.empty() && d < info.start_date)
      return round + " (" + d + ") is dated before the event starts (" + info.start_date + ")";
    if (!info.end_date.empty() && d > info.end_date)
      return round + " (" + d + ") is dated after the event ends (" + info.end_date + ")";
    earlier = d;
  }
  return std::nullopt;
}

void normalize_option(std::string& value, std::optional<std::string> (*parse)(std::string_view),
                      std::string_view expected, const std::string& file, const std::string& key) {
  if (value.empty()) return;
  const std::optional<std::string> v = parse(value);
  if (!v) throw InputError(file, 0, key, std::string(expected) + ", got '" + value + "'");
  value = *v;
}

}  // namespace xq
