// Rule sets in files: the `[rules]` table of a TOML rule or scenario file, and the "rules"
// object of a JSON record. Both are trees whose dotted paths are the keys of the settings
// registry (rule_settings.hpp); this file flattens them and hands every value to set_rule, so
// the registry stays the only place that knows a setting (docs/rules-file.md).
#pragma once

#include <toml++/toml.h>

#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "pairing/model/errors.hpp"
#include "pairing/model/rules.hpp"

namespace xq {

/// The tables of a scenario file (docs/scenarios.md), `rules` among them: a rules file may be a
/// scenario, whose other tables the scenario reader reads.
inline constexpr std::array<std::string_view, 5> kScenarioTables = {"event", "rules", "field", "model",
                                                                    "simulation"};

/// Reads the `[rules]` table of the TOML file at `path` on top of `base` and validates the result.
/// A scenario's other tables (kScenarioTables) are passed over; any other key or table outside
/// `[rules]` is refused (`[points]` for [rules.points]), and inside `[rules]` every key must be a
/// registered setting. Nested tables (`[rules.points] win = 2`) are dotted keys; arrays become
/// lists of strings (integers converted to text). A file without `[rules]` is refused. Throws
/// InputError naming the file, the line and the key: a missing file, a TOML syntax error, an
/// unknown key, a wrong type or value, inconsistent settings.
RuleSet load_rules_toml(const std::string& path, RuleSet base = {});

/// load_rules_toml without checking the settings together (validate_rules, tiebreak names): each
/// value is still checked. For a caller that checks something first (a record's fixed settings).
RuleSet load_rules_toml_unchecked(const std::string& path, RuleSet base = {});

/// The line of `[rules]` key `key` (dotted: "points.win") in the rules file at `path`, for a
/// check made after the file was read (the mix of settings, the event's plan) that blames a key
/// the file holds; 0 when the file does not hold it or cannot be read again.
int rules_toml_line(const std::string& path, std::string_view key);

/// load_rules_toml on TOML text already in memory; `file` names it in errors.
RuleSet parse_rules_toml(std::string_view text, const std::string& file, RuleSet base = {});

/// A TOML syntax error of `text` as an InputError naming `file`, the line and — when the line
/// holds `key = …` — the key with its table ("rules.rounds"): toml++'s own text names neither
/// ("'99999999999999999999' is not representable in 64 bits").
InputError toml_syntax_error(std::string_view text, const std::string& file, const toml::parse_error& e);

/// A scenario's rules, as the scenario reader and a scenario given as a rules file read them:
/// `event`'s `format` (when it holds one) is the format `table` ([rules]) is applied to, RR-4's
/// list comes with a round robin when [rules] names none, and a [rules] `format` contradicting
/// [event]'s is refused at its line. Errors name `file`, the line and `event.format`/`rules.KEY`.
/// Does not validate.
void apply_scenario_rules(RuleSet& rules, const toml::table* event, const toml::table& table,
                          const std::string& file);

/// Applies a JSON "rules" object (a record's): nested objects are dotted keys, arrays lists of
/// strings or integers. Errors name `file` and the JSON path (`path` is the object's own path,
/// e.g. "rules" → "rules.points.win"). Does not validate.
void apply_rules_json(RuleSet& rules, const nlohmann::json& object, const std::string& file,
                      const std::string& path = "rules");

/// Every setting of `rules` (rule_settings() order) as a nested JSON object that
/// apply_rules_json reads back to an equal RuleSet. Whole-number points are written as integers.
nlohmann::ordered_json rules_to_json(const RuleSet& rules);

}  // namespace xq
