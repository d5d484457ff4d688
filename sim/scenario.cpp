#include "sim/scenario.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include <toml++/toml.h>

#include "pairing/event_plan.hpp"
#include "pairing/io/entry_list.hpp"
#include "pairing/io/rules_toml.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/utf8.hpp"
#include "pairing/standings/tiebreaks.hpp"

namespace xq::sim {
namespace {

// The teams of a listed team field: its distinct team names (PT-12 checks their sizes against
// rules.boards as finally set, after --set; counting players / boards would use the file's).
int listed_team_count(const std::vector<EntrantSpec>& entrants) {
  std::set<std::string> teams;
  for (const EntrantSpec& e : entrants) teams.insert(e.team);
  return static_cast<int>(teams.size());
}

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

std::string type_name(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::table: return "a table";
    case toml::node_type::array: return "an array";
    case toml::node_type::string: return "a string";
    case toml::node_type::integer: return "an integer";
    case toml::node_type::floating_point: return "a decimal number";
    case toml::node_type::boolean: return "a boolean";
    default: return "a date or time";
  }
}

// A scalar TOML value as the typed readers of pairing/model/setting_values.hpp take it.
std::optional<RuleValue> scalar_value(const toml::node& node) {
  if (const auto* b = node.as_boolean()) return RuleValue{b->get()};
  if (const auto* i = node.as_integer()) return RuleValue{i->get()};
  if (const auto* f = node.as_floating_point()) return RuleValue{f->get()};
  if (const auto* s = node.as_string()) return RuleValue{s->get()};
  return std::nullopt;
}

std::string join(const std::vector<std::string_view>& names) {
  std::string s;
  for (auto n : names) s += (s.empty() ? "" : ", ") + std::string(n);
  return s;
}

// One table of the scenario: checks its keys against what is allowed (unknown keys are errors,
// the first one in the file named), then reads typed values, each error naming file, line and
// the key's full path.
class Section {
 public:
  Section(const toml::table& table, std::string path, const std::string& file,
          std::map<std::string, int>& lines, std::vector<std::string_view> allowed,
          std::string_view what = "key")
      : table_(table), path_(std::move(path)), file_(file), lines_(lines) {
    const toml::node* first = nullptr;
    std::string first_key;
    for (const auto& [k, node] : table) {
      if (std::find(allowed.begin(), allowed.end(), k.str()) != allowed.end()) continue;
      if (!first || line_of(node) < line_of(*first)) {
        first = &node;
        first_key = std::string(k.str());
      }
    }
    if (first)
      throw InputError(file_, line_of(*first), where(first_key),
                       "unknown " + std::string(what) + "; allowed: " + join(allowed));
  }

  std::string where(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  }
  int line() const { return line_of(table_); }
  const std::string& file() const { return file_; }

  const toml::node* get(std::string_view key) const {
    const toml::node* n = table_.get(key);
    if (n) lines_[where(key)] = line_of(*n);
    return n;
  }

  [[noreturn]] void fail(std::string_view key, const std::string& reason) const {
    const toml::node* n = table_.get(key);
    throw InputError(file_, n ? line_of(*n) : line(), where(key), reason);
  }

  // `reader` (setting_values.hpp) on the node's value; its error gets the file, the line and
  // the key's full path. A table or an array is "expected <what>, got a table".
  template <class Reader>
  auto read(std::string_view key, const toml::node& node, const char* what, Reader&& reader) const {
    const std::optional<RuleValue> value = scalar_value(node);
    if (!value) fail(key, std::string("expected ") + what + ", got " + type_name(node));
    try {
      return reader(*value);
    } catch (const InputError& e) {
      fail(key, e.reason());
    }
  }

  std::int64_t integer(std::string_view key, std::int64_t fallback, std::int64_t lo, std::int64_t hi) const {
    const toml::node* n = get(key);
    if (!n) return fallback;
    return read(key, *n, "an integer", [&](const RuleValue& v) { return read_integer(key, v, lo, hi); });
  }

  /// A number (integer or decimal) in [lo, hi]; `positive` makes lo exclusive.
  double number(std::string_view key, double fallback, double lo, double hi, bool positive = false) const {
    const toml::node* n = get(key);
    if (!n) return fallback;
    return read(key, *n, "a number",
                [&](const RuleValue& v) { return read_number(key, v, lo, hi, positive); });
  }

  std::optional<std::string> string(std::string_view key) const {
    const toml::node* n = get(key);
    if (!n) return std::nullopt;
    return read(key, *n, "a string", [&](const RuleValue& v) { return read_string(key, v); });
  }

  template <class E>
  E choice(std::string_view key, E fallback, const std::vector<std::pair<std::string_view, E>>& names) const {
    const toml::node* n = get(key);
    if (!n) return fallback;
    std::vector<std::string_view> allowed;
    for (const auto& name : names) allowed.push_back(name.first);
    if (!n->as_string()) fail(key, "expected a string, got " + type_name(*n));
    return names[read(key, *n, "a string", [&](const RuleValue& v) { return read_choice(key, v, allowed); })]
        .second;
  }

  const toml::table* table(std::string_view key) const {
    const toml::node* n = get(key);
    if (!n) return nullptr;
    const auto* t = n->as_table();
    if (!t) fail(key, "expected a table, got " + type_name(*n));
    return t;
  }

  const toml::table& raw() const { return table_; }

 private:
  const toml::table& table_;
  std::string path_;
  const std::string& file_;
  std::map<std::string, int>& lines_;
};

TimeControl time_control(const Section& s, std::string_view key, const toml::node& node) {
  const auto* str = node.as_string();
  if (!str)
    throw InputError(s.file(), line_of(node), s.where(key),
                     "expected a time control name, got " + type_name(node));
  TimeControl tc{};
  if (!parse_time_control(str->get(), tc))
    throw InputError(s.file(), line_of(node), s.where(key),
                     "unknown time control '" + str->get() + "'; allowed: " + std::string(kTimeControlNames));
  return tc;
}

void read_event(Scenario& sc, const toml::table& t, std::map<std::string, int>& lines) {
  const Section s(t, "event", sc.file, lines, {"name", "format", "time_control", "final_playoff"});
  const auto name = s.string("name");
  if (!name || name->empty()) s.fail("name", "missing: the event's name (a non-empty string)");
  sc.name = *name;
  const toml::node* format = s.get("format");  // (its value: apply_scenario_rules, with [rules])
  if (!format) s.fail("format", "missing: the event format (swiss, team_swiss, round_robin)");
  if (!format->as_string()) s.fail("format", "expected a string, got " + type_name(*format));
  if (const toml::node* tc = s.get("time_control")) sc.time_control = time_control(s, "time_control", *tc);
  if (s.get("final_playoff"))  // KO-3.1: the chain is a rule now, read by the engine too
    s.fail("final_playoff", "moved to the rules: write final_playoffs = [...] under [rules] (KO-3.1)");
}

// Records the line of every leaf of [rules] (the registry reads the values).
void note_rule_lines(const toml::table& t, const std::string& prefix, std::map<std::string, int>& lines) {
  for (const auto& [k, node] : t) {
    const std::string key = prefix + "." + std::string(k.str());
    lines[key] = line_of(node);
    if (const auto* sub = node.as_table()) note_rule_lines(*sub, key, lines);
  }
}

// `entrants_file`: an entry list (docs/entry-list.md, read by pairing/io/entry_list) whose
// ratings are the entrants' published strengths, so every entrant needs one.
std::vector<EntrantSpec> read_entrants_file(const std::string& path) {
  const EntryList list = load_entry_list(path);
  if (list.has_seeds || list.has_numbers)
    throw list.column_error(
        list.has_seeds ? "seed" : "number",
        "a scenario's field takes name, team, rating and category; start numbers come from "
        "[field] seeding");
  std::vector<EntrantSpec> specs;
  for (size_t i = 0; i < list.entrants.size(); ++i) {
    const Entrant& e = list.entrants[i];
    if (e.rating <= 0 || e.rating > 4000)
      throw InputError(path, list.lines[i], "rating",
                       "every entrant of a scenario needs a rating 1..4000 (its published strength), got '" +
                           (e.rating ? std::to_string(e.rating) : std::string()) + "'");
    specs.push_back({e.name, e.team, e.rating, e.category});
  }
  return specs;
}

void read_field(Scenario& sc, const toml::table& t, std::map<std::string, int>& lines) {
  const Section s(t, "field", sc.file, lines,
                  {"count", "rating", "rating_noise", "associations", "team_spread", "seeding",
                   "direct_entries", "entrants", "entrants_file", "categories"});
  FieldSpec& f = sc.field;
  const bool team = sc.rules.format == EventFormat::team_swiss;
  f.count = static_cast<int>(s.integer("count", 0, 2, 10000));
  if (const toml::table* r = s.table("rating")) {
    const Section rs(*r, "field.rating", sc.file, lines, {"distribution", "mean", "sd", "min", "max"});
    f.distribution = rs.choice<RatingDistribution>(
        "distribution", RatingDistribution::normal,
        {{"normal", RatingDistribution::normal}, {"uniform", RatingDistribution::uniform}});
    const std::vector<std::string_view> normal_only = {"mean", "sd"}, uniform_only = {"min", "max"};
    for (auto k : f.distribution == RatingDistribution::normal ? uniform_only : normal_only)
      if (rs.get(k))
        rs.fail(k, std::string("not a parameter of the ") + (f.distribution == RatingDistribution::normal
                                                                 ? "normal distribution (mean, sd)"
                                                                 : "uniform distribution (min, max)"));
    f.mean = rs.number("mean", f.mean, 0, 4000);
    f.sd = rs.number("sd", f.sd, 0, 2000, true);
    f.min = rs.number("min", f.min, 0, 4000);
    f.max = rs.number("max", f.max, 0, 4000);
    if (f.distribution == RatingDistribution::uniform && !(f.min < f.max))
      rs.fail("max", "must be greater than min (" + number_text(f.min) + "), got " + number_text(f.max));
  }
  f.rating_noise = s.number("rating_noise", 0, 0, 1000);
  f.associations = static_cast<int>(s.integer("associations", 0, 0, 10000));
  if (team && s.get("associations"))
    s.fail("associations", "only for individual events (teams are the team event's own)");
  f.team_spread = s.number("team_spread", 0, 0, 2000);
  if (!team && s.get("team_spread")) s.fail("team_spread", "only for team events (format = \"team_swiss\")");
  const bool list_given = s.get("entrants") || s.get("entrants_file");
  f.seeding =
      s.choice<Seeding>("seeding", list_given ? Seeding::list : Seeding::rating,
                        {{"rating", Seeding::rating}, {"random", Seeding::random}, {"list", Seeding::list}});
  if (s.get("entrants") && s.get("entrants_file"))
    s.fail("entrants_file", "give either an inline entrants list or an entrants file, not both");
  if (const toml::node* n = s.get("entrants")) {
    const auto* arr = n->as_array();
    if (!arr)
      s.fail("entrants", "expected an array of tables ([[field.entrants]] name, team, rating, category)");
    std::set<std::pair<std::string, std::string>> listed;  // (name, team): each once, as in an entry list
    for (const toml::node& item : *arr) {
      const auto* et = item.as_table();
      if (!et)
        throw InputError(sc.file, line_of(item), "field.entrants",
                         "expected a table with name, team, rating, category");
      std::map<std::string, int> ignored;
      const Section es(*et, "field.entrants", sc.file, ignored, {"name", "team", "rating", "category"});
      EntrantSpec e;
      e.name = es.string("name").value_or("");
      e.team = es.string("team").value_or("");
      if (e.name.empty()) es.fail("name", "missing: every entrant needs a name");  // as an entry list
      for (const char* key : {"name", "team", "category"})
        if (has_control_character(es.string(key).value_or("")))
          es.fail(key, std::string(kControlCharacterReason));
      if (!listed.emplace(e.name, e.team).second)
        es.fail("name", "'" + e.name + "'" + (e.team.empty() ? "" : " of team '" + e.team + "'") +
                            " is listed twice");
      if (!es.get("rating")) es.fail("rating", "missing: each entrant needs a rating");
      e.rating = static_cast<int>(es.integer("rating", 0, 0, 4000));
      e.category = es.string("category").value_or("");
      f.entrants.push_back(std::move(e));
    }
  }
  if (const auto path = s.string("entrants_file")) {
    std::filesystem::path p(*path);
    if (p.is_relative()) p = std::filesystem::path(sc.file).parent_path() / p;
    f.entrants = read_entrants_file(p.string());
  }
  if (!list_given && !s.get("count"))
    s.fail("count", team ? "missing: the number of teams (at least 2)"
                         : "missing: the number of players (at least 2)");
  if (f.seeding == Seeding::list && !list_given)
    s.fail("seeding", "\"list\" needs an entrants list (entrants or entrants_file)");
  if (list_given) {
    const int listed = static_cast<int>(f.entrants.size());
    const int expected = team ? listed_team_count(f.entrants) : listed;
    if (s.get("count") && f.count != expected)
      s.fail("count", "the entrants list has " + std::to_string(listed) + " players" +
                          (team ? " (" + std::to_string(expected) + " teams)" : "") + ", count says " +
                          std::to_string(f.count));
    f.count = expected;
    if (listed < 2) s.fail(s.get("entrants") ? "entrants" : "entrants_file", "needs at least 2 entrants");
  }
  // T-14: categories of a drawn field (a list has its own category column).
  if (const toml::table* c = s.table("categories")) {
    if (team) s.fail("categories", "only for individual events (T-14 ranks players)");
    if (list_given)
      s.fail("categories", "the entrants list gives each player's category (its category column)");
    int total = 0;
    for (const auto& [name, node] : *c) {
      const std::string key = "categories." + std::string(name.str());
      const auto* v = node.as_integer();
      if (!v || v->get() < 1 || v->get() > f.count)
        throw InputError(sc.file, line_of(node), "field." + key,
                         "expected how many players (1.." + std::to_string(f.count) + ") are of category '" +
                             std::string(name.str()) + "', got " +
                             (v ? std::to_string(v->get()) : type_name(node)));
      if (has_control_character(name.str()))
        throw InputError(sc.file, line_of(node), "field." + key, std::string(kControlCharacterReason));
      total += static_cast<int>(v->get());
      if (total > f.count)
        throw InputError(sc.file, line_of(node), "field." + key,
                         "the categories hold " + std::to_string(total) + " players, more than the field's " +
                             std::to_string(f.count));
      f.categories.emplace_back(std::string(name.str()), static_cast<int>(v->get()));
    }
  }
  // KO-1.2: the direct entries (直接進入決賽者) take the numbers after the qualified entrants.
  f.direct_entries = static_cast<int>(s.integer("direct_entries", 0, 0, 10000));
  if (s.get("direct_entries")) {
    if (team) s.fail("direct_entries", "only for individual events (teams are numbered by seeding)");
    if (f.direct_entries >= f.count)
      s.fail("direct_entries", "must be less than the field's " + std::to_string(f.count) +
                                   " entrants (the others are numbered by seeding), got " +
                                   std::to_string(f.direct_entries));
  }
}

void read_model(Scenario& sc, const toml::table& t, std::map<std::string, int>& lines) {
  const Section s(t, "model", sc.file, lines, {"standard", "rapid", "super_rapid", "armageddon"},
                  "time control");
  for (TimeControl tc :
       {TimeControl::standard, TimeControl::rapid, TimeControl::super_rapid, TimeControl::armageddon}) {
    const toml::table* m = s.table(time_control_name(tc));
    if (!m) continue;
    const Section ms(*m, "model." + std::string(time_control_name(tc)), sc.file, lines,
                     {"red_advantage", "draw_rate", "draw_width", "forfeit", "double_forfeit", "foul_rate"});
    GameModel& g = sc.model[tc];
    g.red_advantage = ms.number("red_advantage", g.red_advantage, -400, 400);
    g.draw_rate = ms.number("draw_rate", g.draw_rate, 0, 1);
    g.draw_width = ms.number("draw_width", g.draw_width, 0, 4000, true);
    g.forfeit = ms.number("forfeit", g.forfeit, 0, 1);
    g.double_forfeit = ms.number("double_forfeit", g.double_forfeit, 0, 1);
    g.foul_rate = ms.number("foul_rate", g.foul_rate, 0, 1);
    if (g.forfeit + g.double_forfeit > 1)
      ms.fail("double_forfeit", "forfeit + double_forfeit must not exceed 1");
  }
}

void read_simulation(Scenario& sc, const toml::table& t, std::map<std::string, int>& lines) {
  const Section s(t, "simulation", sc.file, lines, {"count", "seed"});
  sc.count = static_cast<std::uint64_t>(s.integer("count", 100, 1, std::int64_t{1} << 40));
  sc.seed = static_cast<std::uint64_t>(s.integer("seed", 1, 0, std::numeric_limits<std::int64_t>::max()));
}

}  // namespace

Scenario parse_scenario(std::string_view text, const std::string& file, const RuleOverride& override) {
  toml::table doc;
  try {
    doc = toml::parse(text, file);
  } catch (const toml::parse_error& e) {
    throw toml_syntax_error(text, file, e);
  }
  Scenario sc;
  sc.file = file;
  std::map<std::string, int> lines;
  const Section top(doc, "", file, lines, {kScenarioTables.begin(), kScenarioTables.end()}, "table");
  for (const auto& [k, node] : doc)
    if (!node.is_table())
      throw InputError(file, line_of(node), std::string(k.str()),
                       "expected a table [" + std::string(k.str()) + "], got " + type_name(node));
  const toml::table* event = top.table("event");
  if (!event) throw InputError(file, 0, "event", "missing table [event] (name, format)");
  const toml::table* rules = top.table("rules");
  if (!rules)
    throw InputError(file, 0, "rules",
                     "missing table [rules] (the event's rule set: rounds, first_round, tiebreaks, …)");
  read_event(sc, *event, lines);
  // [rules] by the registry on [event]'s format (a `format` in [rules] only when they agree), RR-4.
  apply_scenario_rules(sc.rules, event, *rules, file);
  note_rule_lines(*rules, "rules", lines);
  if (const toml::table* f = top.table("field"))
    read_field(sc, *f, lines);
  else
    throw InputError(file, 0, "field", "missing table [field] (count and rating, or an entrants list)");
  if (const toml::table* m = top.table("model")) read_model(sc, *m, lines);
  if (const toml::table* s = top.table("simulation")) read_simulation(sc, *s, lines);
  sc.lines = std::move(lines);
  if (override) {
    const RuleSet from_file = sc.rules;
    override(sc.rules);
    for (const RuleSetting& s : rule_settings())
      if (get_rule(sc.rules, s.key) != get_rule(from_file, s.key))
        sc.overridden.insert("rules." + std::string(s.key));
  }
  check_scenario(sc);
  return sc;
}

Scenario load_scenario(const std::string& path, const RuleOverride& override) {
  return parse_scenario(read_text_file(path, "scenario file", kMaxSettingsBytes), path, override);
}

int player_count(const Scenario& sc) {
  if (!sc.field.entrants.empty()) return static_cast<int>(sc.field.entrants.size());
  return sc.rules.format == EventFormat::team_swiss ? sc.field.count * sc.rules.boards : sc.field.count;
}

int entrant_count(const Scenario& sc) { return sc.field.count; }

void check_scenario(const Scenario& sc) {
  auto line = [&](const std::string& key) {
    const auto it = sc.lines.find(key);
    if (it != sc.lines.end()) return it->second;
    const auto table = sc.lines.find(key.substr(0, key.find('.')));
    return table == sc.lines.end() ? 0 : table->second;
  };
  // A rule key the file does not hold is not at the [rules] line: the override's mix when it
  // changed anything, else the rules the file was applied to ([event]'s format, the defaults).
  auto fail = [&](const std::string& key, const std::string& reason) {
    const bool rule_not_in_file = key.starts_with("rules.") && !sc.lines.count(key);
    if (sc.overridden.count(key) || (rule_not_in_file && !sc.overridden.empty()))
      throw InputError("", 0, key + sc.overridden_note, reason);
    throw InputError(sc.file, line(key), key + std::string(rule_not_in_file ? kNotInThisFile : ""), reason);
  };
  try {
    validate_rules(sc.rules);
  } catch (const InputError& e) {
    fail("rules." + e.key(), e.reason());
  }
  try {
    validate_tiebreak_settings(sc.rules);
  } catch (const InputError& e) {
    fail("rules." + e.key(), e.reason());
  }
  // RR-1.7's given numbers are an entry list's seed column; a scenario's entrants never have one
  // (field.seeding numbers them, an entrants_file's seed column is refused).
  if (sc.rules.format == EventFormat::round_robin && sc.rules.rr_numbers == RrNumbers::given)
    fail("rules.rr_numbers",
         "a scenario's entrants carry no seed column (field.seeding gives their start numbers), so "
         "rr_numbers = given has no numbers for the Berger table (RR-1.7): leave it out (lots: drawn "
         "in round 1)");
  const int n = entrant_count(sc);
  if (sc.rules.knockout != Knockout::none) {
    // KO-3.7: a match needs a winner; both absent would leave the bracket without one.
    for (TimeControl tc :
         {TimeControl::standard, TimeControl::rapid, TimeControl::super_rapid, TimeControl::armageddon})
      if (sc.model[tc].double_forfeit > 0)
        fail("model." + std::string(time_control_name(tc)) + ".double_forfeit",
             "must be 0 in an event with a knockout stage: a match needs a winner (KO-3.7)");
  }
  if (sc.rules.format == EventFormat::team_swiss && !sc.field.entrants.empty()) {
    // Teams from the list: every team exactly rules.boards players (PT-12).
    std::map<std::string, int> size;
    for (const EntrantSpec& e : sc.field.entrants) {
      if (e.team.empty()) fail("field.entrants", "in a team event every entrant needs a team");
      ++size[e.team];
    }
    for (const auto& [team, k] : size)
      if (k != sc.rules.boards)
        fail("field.entrants", "team '" + team + "' has " + std::to_string(k) + " players; rules.boards = " +
                                   std::to_string(sc.rules.boards) + " needs exactly that many per team");
  }
  try {
    check_event_plan(sc.rules, n);
  } catch (const InputError& e) {
    fail(e.key() == "entrants" ? "field.count" : "rules." + e.key(), e.reason());
  }
  if (const std::optional<std::string> why = rematch_free_rounds_problem(sc.rules, n))
    fail("rules.rounds", *why);
}

nlohmann::ordered_json scenario_settings_json(const Scenario& sc) {
  nlohmann::ordered_json j;
  j["rules"] = rules_to_json(sc.rules);
  j["time_control"] = std::string(time_control_name(sc.time_control));
  const FieldSpec& f = sc.field;
  nlohmann::ordered_json field;
  field["count"] = f.count;
  if (f.entrants.empty()) {
    if (f.distribution == RatingDistribution::normal)
      field["rating"] = {{"distribution", "normal"}, {"mean", f.mean}, {"sd", f.sd}};
    else
      field["rating"] = {{"distribution", "uniform"}, {"min", f.min}, {"max", f.max}};
  } else {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const EntrantSpec& e : f.entrants)
      list.push_back({{"name", e.name}, {"team", e.team}, {"rating", e.rating}, {"category", e.category}});
    field["entrants"] = list;
  }
  field["rating_noise"] = f.rating_noise;
  field["associations"] = f.associations;
  field["team_spread"] = f.team_spread;
  field["seeding"] = f.seeding == Seeding::rating   ? "rating"
                     : f.seeding == Seeding::random ? "random"
                                                    : "list";
  if (f.direct_entries > 0) field["direct_entries"] = f.direct_entries;  // absent: old summaries merge
  if (!f.categories.empty()) {                                           // likewise
    nlohmann::ordered_json categories = nlohmann::ordered_json::object();
    for (const auto& [name, k] : f.categories) categories[name] = k;
    field["categories"] = categories;
  }
  j["field"] = field;
  nlohmann::ordered_json model;
  for (TimeControl tc :
       {TimeControl::standard, TimeControl::rapid, TimeControl::super_rapid, TimeControl::armageddon}) {
    const GameModel& g = sc.model[tc];
    model[std::string(time_control_name(tc))] = {
        {"red_advantage", g.red_advantage},   {"draw_rate", g.draw_rate},
        {"draw_width", g.draw_width},         {"forfeit", g.forfeit},
        {"double_forfeit", g.double_forfeit}, {"foul_rate", g.foul_rate}};
  }
  j["model"] = model;
  return j;
}

}  // namespace xq::sim
