#include "pairing/io/rules_toml.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <utility>
#include <vector>

#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/tiebreak_catalogue.hpp"

namespace xq {
namespace {

// One leaf of a rules tree, flattened: `key` is the registry key ("points.win"), `where` the
// path the user wrote ("rules.points.win"), `line` its line (0 when the format has none).
struct FlatSetting {
  std::string key;
  RuleValue value;
  std::string where;
  int line = 0;
};

// The one place a file's setting reaches the registry: set_rule's error gains file and line.
void apply(RuleSet& rules, const FlatSetting& s, const std::string& file) {
  try {
    set_rule(rules, s.key, s.value);
  } catch (const InputError& e) {
    throw InputError(file, s.line, s.where, e.reason());
  }
}

std::string join(const std::string& prefix, std::string_view key) {
  return prefix.empty() ? std::string(key) : prefix + "." + std::string(key);
}

// A table (TOML) or object (JSON) stands for a group of settings ("points"). Anywhere else — a
// setting given as a table, or a group no setting has — it is refused, and so is a group with
// nothing in it (`points = {}`): an empty one would otherwise set nothing and say nothing.
void check_group(const std::string& key, const std::string& where, int line, const std::string& file,
                 bool empty) {
  bool setting = false;
  std::vector<std::string_view> groups;
  for (const RuleSetting& s : rule_settings()) {
    if (s.key.size() > key.size() && s.key.starts_with(key) && s.key[key.size()] == '.') {
      if (!empty) return;
      throw InputError(file, line, where,
                       "an empty group of settings sets nothing: give its settings (" + std::string(s.key) +
                           ", …) or leave the group out");
    }
    setting = setting || s.key == key;
    const std::string_view group = s.key.substr(0, s.key.find('.'));
    if (group != s.key && std::find(groups.begin(), groups.end(), group) == groups.end())
      groups.push_back(group);
  }
  if (setting) throw InputError(file, line, where, "expected a setting value, not a group of settings");
  std::string known;
  for (const std::string_view g : groups) known += (known.empty() ? "" : ", ") + std::string(g);
  throw InputError(file, line, where, "unknown group of settings; groups: " + known);
}

// --- TOML

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

std::vector<std::string> toml_list(const toml::array& array, const std::string& where,
                                   const std::string& file) {
  std::vector<std::string> list;
  for (const toml::node& item : array) {
    if (const auto* s = item.as_string())
      list.push_back(s->get());
    else if (const auto* i = item.as_integer())
      list.push_back(std::to_string(i->get()));
    else
      throw InputError(file, line_of(item), where, "list elements must be strings or integers");
  }
  return list;
}

RuleValue toml_value(const toml::node& node, const std::string& where, const std::string& file) {
  if (const auto* b = node.as_boolean()) return b->get();
  if (const auto* i = node.as_integer()) return std::int64_t{i->get()};
  if (const auto* d = node.as_floating_point()) return d->get();
  if (const auto* s = node.as_string()) return s->get();
  if (const auto* a = node.as_array()) return toml_list(*a, where, file);
  throw InputError(file, line_of(node), where, "dates and times are not rule settings");
}

void flatten_toml(RuleSet& rules, const toml::table& table, const std::string& prefix,
                  const std::string& file) {
  for (const auto& [k, node] : table) {
    const std::string key = join(prefix, k.str());
    if (const auto* sub = node.as_table()) {
      check_group(key, "rules." + key, line_of(node), file, sub->empty());
      flatten_toml(rules, *sub, key, file);
      continue;
    }
    apply(rules, {key, toml_value(node, "rules." + key, file), "rules." + key, line_of(node)}, file);
  }
}

// --- JSON

std::vector<std::string> json_list(const nlohmann::json& array, const std::string& where,
                                   const std::string& file) {
  std::vector<std::string> list;
  for (size_t i = 0; i < array.size(); ++i) {
    const nlohmann::json& item = array[i];
    if (item.is_string())
      list.push_back(item.get<std::string>());
    else if (item.is_number_integer())
      list.push_back(item.dump());
    else
      throw InputError(file, 0, where + "[" + std::to_string(i) + "]",
                       "list elements must be strings or integers");
  }
  return list;
}

RuleValue json_value(const nlohmann::json& v, const std::string& where, const std::string& file) {
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_number_unsigned()) {
    if (v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
      throw InputError(file, 0, where, "number too large");
    return static_cast<std::int64_t>(v.get<std::uint64_t>());
  }
  if (v.is_number_integer()) return v.get<std::int64_t>();
  if (v.is_number_float()) return v.get<double>();
  if (v.is_string()) return v.get<std::string>();
  if (v.is_array()) return json_list(v, where, file);
  throw InputError(file, 0, where, "expected a setting value, got " + std::string(v.type_name()));
}

void flatten_json(RuleSet& rules, const nlohmann::json& object, const std::string& prefix,
                  const std::string& path, const std::string& file) {
  for (const auto& [k, v] : object.items()) {
    const std::string key = join(prefix, k);
    const std::string where = join(path, k);
    if (v.is_object()) {
      check_group(key, where, 0, file, v.empty());
      flatten_json(rules, v, key, where, file);
    } else {
      apply(rules, {key, json_value(v, where, file), where, 0}, file);
    }
  }
}

nlohmann::ordered_json json_of(const RuleValue& value) {
  struct Visitor {
    nlohmann::ordered_json operator()(bool b) const { return b; }
    nlohmann::ordered_json operator()(std::int64_t i) const { return i; }
    nlohmann::ordered_json operator()(double d) const {
      const auto whole = static_cast<std::int64_t>(d);
      if (static_cast<double>(whole) == d) return whole;  // "win": 2, not 2.0
      return d;
    }
    nlohmann::ordered_json operator()(const std::string& s) const { return s; }
    nlohmann::ordered_json operator()(const std::vector<std::string>& l) const { return l; }
  };
  return std::visit(Visitor{}, value);
}

// Settings that only make sense together; the error points at the group's table or key when
// the file has it ([rules.points] for "points"), else at [rules].
void validate(const RuleSet& rules, const toml::table& table, const std::string& file) {
  try {
    validate_rules(rules);
    (void)expand_tiebreaks(rules.tiebreaks);  // an unknown name, at its line (not the mix: --set may add)
    if (rules.format == EventFormat::team_swiss)
      (void)expand_tiebreaks(rules.team_tiebreaks, TiebreakScope::team);
  } catch (const InputError& e) {
    const toml::node* at = e.key().empty() ? nullptr : toml::at_path(table, e.key()).node();
    const int line = at && line_of(*at) > 0 ? line_of(*at) : line_of(table);
    // A key the file does not hold is the rules it was applied to (a scenario's, a record's),
    // as the file leaves them: not the file's line.
    const std::string_view where = at || e.key().empty() ? "" : kNotInThisFile;
    throw InputError(file, line, (e.key().empty() ? "rules" : "rules." + e.key()) + std::string(where),
                     e.reason());
  }
}

// What `key` is in the registry: a setting ("rounds"), a group of settings ("points"), or neither.
enum class Registered { no, setting, group };
Registered registered(std::string_view key) {
  for (const RuleSetting& s : rule_settings()) {
    if (s.key == key) return Registered::setting;
    if (s.key.size() > key.size() && s.key.starts_with(key) && s.key[key.size()] == '.')
      return Registered::group;
  }
  return Registered::no;
}

// Only [rules] is read (and a scenario's other tables, read by the scenario reader, are passed
// over): a key or table anywhere else — `[points]` meant as [rules.points], a top-level
// `tiebreaks`, a typo such as `[rulez]` — would change nothing and say nothing. The first in the
// file is refused at its line.
void refuse_outside_rules(const toml::table& doc, const std::string& file) {
  const toml::node* first = nullptr;
  std::string name;
  for (const auto& [k, node] : doc) {
    const auto& tables = kScenarioTables;  // [rules] and a scenario's own
    if (node.is_table() && std::find(tables.begin(), tables.end(), k.str()) != tables.end()) continue;
    if (!first || line_of(node) < line_of(*first)) {
      first = &node;
      name = std::string(k.str());
    }
  }
  if (!first) return;
  std::string reason = "a rules file holds only the table [rules]";
  switch (registered(name)) {
    case Registered::group: reason += "; did you mean [rules." + name + "]?"; break;
    case Registered::setting: reason += "; did you mean rules." + name + ", under [rules]?"; break;
    case Registered::no:
      reason += " (a scenario's [event], [field], [model] and [simulation] are passed over): unknown " +
                std::string(first->is_table() ? "table" : "key");
  }
  throw InputError(file, line_of(*first), name, reason);
}

}  // namespace

void apply_scenario_rules(RuleSet& rules, const toml::table* event, const toml::table& table,
                          const std::string& file) {
  const RuleSet before = rules;
  const toml::node* format = event ? event->get("format") : nullptr;
  if (format)
    apply(rules, {"format", toml_value(*format, "event.format", file), "event.format", line_of(*format)},
          file);
  const EventFormat event_format = rules.format;
  flatten_toml(rules, table, "", file);
  round_robin_default_tiebreaks(rules, before, table.contains("tiebreaks"));  // RR-4: the format as given
  if (format && rules.format != event_format)
    throw InputError(file, line_of(*table.get("format")), "rules.format",
                     "contradicts [event] format (set the format once, in [event])");
}

InputError toml_syntax_error(std::string_view text, const std::string& file, const toml::parse_error& e) {
  const int line = static_cast<int>(e.source().begin.line);
  std::string table, key;
  std::size_t at = 0;
  for (int n = 1; at <= text.size() && n <= line; ++n) {  // the table in force at `line`, its key
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view l = text.substr(at, end - at);
    while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) l.remove_prefix(1);
    if (n < line && l.size() > 2 && l.front() == '[' && l.find(']') != std::string_view::npos) {
      const std::size_t open = l.find_first_not_of('['), close = l.find(']');
      table = std::string(l.substr(open, close - open));
    }
    if (n == line) {
      const std::size_t eq = l.find('=');
      std::string_view k = eq == std::string_view::npos ? std::string_view() : l.substr(0, eq);
      while (!k.empty() && (k.back() == ' ' || k.back() == '\t')) k.remove_suffix(1);
      if (!k.empty() &&
          k.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.") ==
              std::string_view::npos)
        key = (table.empty() ? "" : table + ".") + std::string(k);
    }
    at = end + 1;
  }
  return InputError(file, line, key, std::string(e.description()));
}

namespace {

// parse_rules_toml; `check`: validate the result too.
RuleSet read_rules_toml(std::string_view text, const std::string& file, RuleSet base, bool check) {
  toml::table doc;
  try {
    doc = toml::parse(text, file);
  } catch (const toml::parse_error& e) {
    throw toml_syntax_error(text, file, e);
  }
  const toml::node* node = doc.get("rules");
  if (!node) {  // a typo ([rule]) or the wrong file would otherwise change nothing, silently
    std::string found;
    for (const auto& [k, v] : doc) found += (found.empty() ? "" : ", ") + std::string(k.str());
    throw InputError(file, doc.empty() ? 0 : line_of(doc.begin()->second), "rules",
                     "no [rules] table: a rules file holds its settings under [rules] (" +
                         (found.empty() ? std::string("the file has none") : "the file has " + found) + ")");
  }
  const toml::table* table = node->as_table();
  if (!table) throw InputError(file, line_of(*node), "rules", "expected a table [rules]");
  refuse_outside_rules(doc, file);
  // A scenario serving as a rules file brings its [event] format (docs/rules-file.md): `--rules`
  // with a round-robin scenario makes a round robin, not a Swiss under its settings.
  const toml::node* event = doc.get("event");
  apply_scenario_rules(base, event ? event->as_table() : nullptr, *table, file);
  if (check) validate(base, *table, file);
  return base;
}

}  // namespace

RuleSet parse_rules_toml(std::string_view text, const std::string& file, RuleSet base) {
  return read_rules_toml(text, file, std::move(base), true);
}

int rules_toml_line(const std::string& path, std::string_view key) {
  try {
    const toml::table doc = toml::parse(read_text_file(path, "file", kMaxSettingsBytes), path);
    const toml::node* rules = doc.get("rules");
    const toml::table* table = rules ? rules->as_table() : nullptr;
    const toml::node* at = table && !key.empty() ? toml::at_path(*table, key).node() : nullptr;
    return at ? line_of(*at) : 0;
  } catch (const std::exception&) {  // read once already; a file changed since names no line
    return 0;
  }
}

RuleSet load_rules_toml(const std::string& path, RuleSet base) {
  return parse_rules_toml(read_text_file(path, "file", kMaxSettingsBytes), path, std::move(base));
}

RuleSet load_rules_toml_unchecked(const std::string& path, RuleSet base) {
  return read_rules_toml(read_text_file(path, "file", kMaxSettingsBytes), path, std::move(base), false);
}

void apply_rules_json(RuleSet& rules, const nlohmann::json& object, const std::string& file,
                      const std::string& path) {
  if (!object.is_object())
    throw InputError(file, 0, path, "expected an object of settings, got " + std::string(object.type_name()));
  flatten_json(rules, object, "", path, file);
}

nlohmann::ordered_json rules_to_json(const RuleSet& rules) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (const RuleSetting& s : rule_settings()) {
    nlohmann::ordered_json* node = &out;
    std::string_view key = s.key;
    for (size_t dot; (dot = key.find('.')) != std::string_view::npos; key.remove_prefix(dot + 1))
      node = &(*node)[std::string(key.substr(0, dot))];
    (*node)[std::string(key)] = json_of(get_rule(rules, s.key));
  }
  return out;
}

}  // namespace xq
