#include "pairing/io/entry_list.hpp"

#include <algorithm>
#include <map>

#include "pairing/io/csv.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

std::string in_quotes(const std::string& s) { return "'" + s + "'"; }

std::string known_columns() {
  std::string s;
  for (std::string_view c : kEntryListColumns) s += (s.empty() ? "" : ", ") + std::string(c);
  return s;
}

}  // namespace

EntryList parse_entry_list(std::string_view text, const std::string& file) {
  const CsvTable csv = parse_csv(text, file);
  for (size_t c = 0; c < csv.header.size(); ++c)
    if (std::find(std::begin(kEntryListColumns), std::end(kEntryListColumns), csv.header[c]) ==
        std::end(kEntryListColumns))
      throw InputError(file, csv.header_line, "column " + std::to_string(c + 1) + " (" + csv.header[c] + ")",
                       "unknown column; an entry list has the columns " + known_columns());
  const std::optional<size_t> name = csv.column("name"), team = csv.column("team"),
                              rating = csv.column("rating"), category = csv.column("category"),
                              seed = csv.column("seed"), number = csv.column("number"),
                              sex = csv.column("sex"), title = csv.column("title"),
                              fide_id = csv.column("fide_id"), birth_date = csv.column("birth_date"),
                              federation = csv.column("federation");
  if (!name)
    throw InputError(file, csv.header_line, "",
                     "no 'name' column: the header must name the columns (" + known_columns() +
                         "), and 'name' is required");
  EntryList list;
  list.file = file;
  list.header_line = csv.header_line;
  list.columns = csv.header;
  list.has_seeds = seed.has_value();
  list.has_numbers = number.has_value();
  std::map<std::pair<std::string, std::string>, int> line_of_name;  // (name, team) → line
  std::map<long long, size_t> seed_at, number_at;                   // value → entrant index

  for (const CsvRow& row : csv.rows) {
    Entrant e;
    e.id = static_cast<EntrantId>(list.entrants.size()) + 1;
    auto text_cell = [&](std::optional<size_t> col) -> std::string {
      if (!col) return "";
      const std::string v = trimmed(row.cells[*col]);
      if (has_control_character(v)) throw csv.cell_error(row, *col, std::string(kControlCharacterReason));
      return v;
    };
    e.name = text_cell(name);
    if (e.name.empty()) throw csv.cell_error(row, *name, "empty name: every player needs a name");
    e.team = text_cell(team);
    e.category = text_cell(category);
    if (rating) {
      const std::string& v = row.cells[*rating];
      if (!v.empty()) {
        const auto r = parse_whole_number(v, 0, kMaxRating);
        if (!r)
          throw csv.cell_error(row, *rating,
                               "expected a whole number from 0 to " + std::to_string(kMaxRating) +
                                   " (empty = unrated), got " + in_quotes(v));
        e.rating = static_cast<int>(*r);
      }
    }
    // A seed or a number: a whole number >= 1 on every line, each used once.
    auto unique_number = [&](std::optional<size_t> col, std::map<long long, size_t>& at, const char* what) {
      const std::string& v = row.cells[*col];
      if (v.empty())
        throw csv.cell_error(row, *col,
                             std::string("empty: with a ") + what + " column every player needs a " + what);
      const auto k = parse_whole_number(v, 1, 1000000);
      if (!k)
        throw csv.cell_error(row, *col, "expected a whole number from 1 to 1000000, got " + in_quotes(v));
      const auto [it, fresh] = at.emplace(*k, list.entrants.size());
      if (!fresh) {
        const Entrant& other = list.entrants[it->second];
        throw csv.cell_error(row, *col,
                             std::string(what) + " " + v + " is given twice: also to " + other.name +
                                 " (line " + std::to_string(list.lines[it->second]) + ")");
      }
      return static_cast<int>(*k);
    };
    // The FIDE facts (issue 14; TRF-16's player line): empty = not given, else one written form.
    auto fide_cell = [&](std::optional<size_t> col, auto parse, std::string_view expected) -> std::string {
      const std::string v = text_cell(col);
      if (v.empty()) return "";
      const std::optional<std::string> value = parse(v);
      if (!value) throw csv.cell_error(row, *col, std::string(expected) + ", got " + in_quotes(v));
      return *value;
    };
    e.sex = fide_cell(sex, parse_sex, kSexExpected);
    e.title = fide_cell(title, parse_title, kTitleExpected);
    e.fide_id = fide_cell(fide_id, parse_fide_id, kFideIdExpected);
    e.birth_date = fide_cell(birth_date, parse_birth_date, kBirthDateExpected);
    e.federation = fide_cell(federation, parse_federation, kFederationExpected);
    if (seed) e.seed = unique_number(seed, seed_at, "seed");
    if (number) e.code = unique_number(number, number_at, "number");
    const auto [it, fresh] = line_of_name.emplace(std::pair{e.name, e.team}, row.line);
    if (!fresh)
      throw csv.cell_error(row, *name,
                           in_quotes(e.name) + (e.team.empty() ? "" : " of team " + in_quotes(e.team)) +
                               " is already entered on line " + std::to_string(it->second));
    list.entrants.push_back(std::move(e));
    list.lines.push_back(row.line);
  }
  return list;
}

namespace {

// "column 2 (seed)" as the CSV reader names a column; the name alone when the header lacks it.
std::string column_key(const EntryList& list, std::string_view column) {
  const auto at = std::find(list.columns.begin(), list.columns.end(), column);
  if (at == list.columns.end()) return std::string(column);
  return "column " + std::to_string(at - list.columns.begin() + 1) + " (" + std::string(column) + ")";
}

}  // namespace

InputError EntryList::column_error(std::string_view column, const std::string& reason) const {
  return InputError(file, header_line, column_key(*this, column), reason);
}

EntryList load_entry_list(const std::string& path, SheetEncoding encoding) {
  SheetText sheet = sheet_text_as_utf8(read_text_file(path, "file", kMaxSheetBytes), encoding, path);
  EntryList list = parse_entry_list(sheet.text, path);
  list.note = std::move(sheet.note);
  return list;
}

namespace {

// RR-1.7: a round robin's Berger numbers are drawn by lot in round 1 (lots) or are the seed
// column (given: 1..n, once each — groups > 1 cannot be given, validate_rules); the P1-4 `number`
// column is a Swiss's. Checked when the list is read, naming the line, not by the first pair.
void check_round_robin_numbers(const EntryList& list, const RuleSet& rules) {
  const int n = static_cast<int>(list.entrants.size());
  if (list.has_numbers)
    throw list.column_error(
        "number",
        "a round robin's numbers are drawn by lot in round 1 (rr_numbers = lots) or are the seed "
        "column (rr_numbers = given, RR-1.7); the number column is P1-4's, for a Swiss: leave it out");
  if (rules.rr_numbers != RrNumbers::given) return;
  if (!list.has_seeds)
    throw list.column_error(
        "seed",
        "rr_numbers = given numbers the Berger table from the seed column (RR-1.7), and the list "
        "has none: add a seed column (1.." +
            std::to_string(n) + ") or set rr_numbers = lots");
  for (size_t i = 0; i < list.entrants.size(); ++i)
    if (list.entrants[i].seed > n)
      throw InputError(list.file, list.lines[i], column_key(list, "seed"),
                       list.entrants[i].name + ": seed " + std::to_string(list.entrants[i].seed) +
                           " — rr_numbers = given numbers the Berger table by the seeds, which must be 1.." +
                           std::to_string(n) + " (RR-1.7)");
}

}  // namespace

Record make_event_record(const EntryList& list, const RuleSet& rules, std::string event) {
  const std::string& file = list.file;
  Record record;
  record.event = std::move(event);
  record.rules = rules;
  const int n = static_cast<int>(list.entrants.size());

  if (rules.format != EventFormat::team_swiss) {
    if (n < 2)
      throw InputError(file, 0, "", "an event needs at least two players; the list has " + std::to_string(n));
    if (rules.format == EventFormat::round_robin) check_round_robin_numbers(list, rules);
    if (list.has_numbers) {
      if (rules.first_round != FirstRound::adjacent)
        throw list.column_error(
            "number",
            "drawn numbers are P1-4's (first_round = adjacent); the rules say another first-round method");
      if (rules.competition_codes)
        throw list.column_error(
            "number",
            "drawn numbers and competition codes (P1-8) cannot be combined: the codes replace the numbers "
            "after round 1; leave out the number column or set competition_codes = false");
      std::vector<CodeAssignment> numbers;
      for (const Entrant& e : list.entrants) numbers.push_back({e.id, *e.code});
      try {
        check_drawn_numbers(numbers);
      } catch (const InputError& e) {
        throw list.column_error(
            "number", e.reason() + " (P1-4 pairs 1–2, 3–4, …: only one number may lack its partner)");
      }
    }
    record.entrants = list.entrants;
    return record;
  }

  // Team event (PT-12): teams in order of first appearance, players in list order.
  if (rules.first_round == FirstRound::adjacent)
    throw InputError("", 0, "first_round",
                     "a team event is paired from its team numbers (P1-1 fold, P1-2 lots or P1-3 full draw); "
                     "adjacent (P1-4) is for individual events: set first_round = \"fold\"");
  if (list.has_seeds || list.has_numbers)
    throw list.column_error(
        list.has_seeds ? "seed" : "number",
        "a team event numbers its teams in list order (PT-12): leave out the seed and number columns");
  std::vector<std::string> team_names;
  std::vector<std::vector<size_t>> members;  // indexes into list.entrants
  for (size_t i = 0; i < list.entrants.size(); ++i) {
    const Entrant& e = list.entrants[i];
    if (e.team.empty())
      throw InputError(file, list.lines[i], column_key(list, "team"),
                       "in a team event every player needs a team (" + e.name + " has none)");
    const auto it = std::find(team_names.begin(), team_names.end(), e.team);
    if (it == team_names.end()) {
      team_names.push_back(e.team);
      members.push_back({i});
    } else {
      members[static_cast<size_t>(it - team_names.begin())].push_back(i);
    }
  }
  if (team_names.size() < 2)
    throw list.column_error(
        "team", "a team event needs at least two teams; the list has " + std::to_string(team_names.size()));
  for (size_t t = 0; t < team_names.size(); ++t) {
    if (static_cast<int>(members[t].size()) != rules.boards)
      throw InputError(file, list.lines[members[t].back()], column_key(list, "team"),
                       "team '" + team_names[t] + "' has " + std::to_string(members[t].size()) +
                           " players; every team has rules.boards = " + std::to_string(rules.boards) +
                           " (PT-12)");
    std::vector<Entrant> players;
    for (size_t i : members[t]) players.push_back(list.entrants[i]);
    append_team(record.entrants, record.teams, team_names[t], std::move(players));  // PT-12
  }
  return record;
}

}  // namespace xq
