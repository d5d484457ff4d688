#include "pairing/io/trf_header.hpp"

#include <algorithm>

namespace xq {
namespace {

bool has_fide_facts(const Entrant& e) {
  return !e.sex.empty() || !e.title.empty() || !e.fide_id.empty() || !e.birth_date.empty() ||
         !e.federation.empty();
}

}  // namespace

bool has_fide_facts(const Record& record) {
  return !record.info.empty() || std::any_of(record.entrants.begin(), record.entrants.end(),
                                             [](const Entrant& e) { return has_fide_facts(e); });
}

std::string trf_tournament_type(const Record& record) {
  switch (record.rules.format) {
    case EventFormat::round_robin:
      return record.rules.cycles == 2 ? "Individual: Double Round-Robin" : "Individual: Round-Robin";
    case EventFormat::team_swiss: return "Team: Swiss-System";
    case EventFormat::swiss: break;
  }
  return "Individual: Swiss-System";
}

std::vector<TrfHeaderLine> trf_header_lines(const Record& record) {
  const EventInfo& info = record.info;
  const bool fide = has_fide_facts(record);
  std::vector<TrfHeaderLine> lines;
  const auto add = [&lines](const char* code, const std::string& value) {
    if (!value.empty()) lines.push_back({code, value});
  };
  add("022", info.city);
  add("032", info.federation);
  add("042", info.start_date);
  add("052", info.end_date);
  const auto rated = std::count_if(record.entrants.begin(), record.entrants.end(),
                                   [](const Entrant& e) { return e.rating > 0 && e.rating <= 9999; });
  if (fide && rated > 0) add("072", std::to_string(rated));
  add("092", !info.type.empty() ? info.type : fide ? trf_tournament_type(record) : "");
  add("102", info.chief_arbiter);
  for (const std::string& deputy : info.deputy_arbiters) add("112", deputy);
  add("122", info.time_control);
  // 132: round r's date from column 92 + 10(r − 1) (the value starts at column 5), the first
  // stage's rounds only (KO-5: TRF holds no more).
  size_t dated = info.round_dates.size();
  if (record.rules.knockout != Knockout::none)
    dated = std::min(dated, static_cast<size_t>(std::max(record.rules.rounds, 0)));
  while (dated > 0 && info.round_dates[dated - 1].empty()) --dated;
  if (dated > 0) {
    // Each round's field is 10 columns: YY/MM/DD for 2000..2099, the whole YYYY/MM/DD otherwise
    // (read_trf reads both).
    std::string value(87, ' ');
    for (size_t r = 0; r < dated; ++r) {
      const std::string& d = info.round_dates[r];
      std::string field = d.size() == 10 && d.compare(0, 2, "20") == 0 ? d.substr(2) : d;
      value += field.append(10 - field.size(), ' ');
    }
    while (value.back() == ' ') value.pop_back();
    lines.push_back({"132", value});
  }
  return lines;
}

bool is_trf_header_code(std::string_view code) {
  constexpr std::string_view kCodes[] = {"022", "032", "042", "052", "092", "102", "112", "122"};
  return std::find(std::begin(kCodes), std::end(kCodes), code) != std::end(kCodes);
}

std::optional<std::string> read_trf_header_line(std::string_view code, const std::string& value,
                                                EventInfo& info) {
  const auto checked = [&value](std::string& field, auto parse, std::string_view expected) {
    const std::optional<std::string> v = value.empty() ? std::optional<std::string>("") : parse(value);
    if (!v) return std::optional<std::string>(std::string(expected) + ", got '" + value + "'");
    field = *v;
    return std::optional<std::string>();
  };
  if (code == "022") info.city = value;
  if (code == "032") return checked(info.federation, parse_federation, kFederationExpected);
  if (code == "042") return checked(info.start_date, parse_date, kDateExpected);
  if (code == "052") return checked(info.end_date, parse_date, kDateExpected);
  if (code == "092") info.type = value;
  if (code == "102") info.chief_arbiter = value;
  if (code == "112" && !value.empty()) info.deputy_arbiters.push_back(value);
  if (code == "122") info.time_control = value;
  return std::nullopt;
}

}  // namespace xq
