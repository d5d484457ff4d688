// The registry of rule-set settings: one entry per key, used by rule files (TOML), the JSON
// record's "rules" object, `--set KEY=VALUE` and docs/rules-file.md. Each mechanism once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "pairing/model/rules.hpp"
#include "pairing/model/setting_values.hpp"

namespace xq {

/// One setting of the rule set.
struct RuleSetting {
  std::string_view key;      ///< dotted key, e.g. "points.win", "tiebreaks"
  std::string_view rule;     ///< the spec rule it implements, e.g. "S-1"
  std::string_view allowed;  ///< what is allowed, for messages and docs
  std::string_view doc;      ///< one line of documentation
};

/// Said after a key that a check made once the rules were in blames (docs/rules-file.md): one the
/// rules or scenario file does not hold — the rules it was applied to, as the file leaves them …
inline constexpr std::string_view kNotInThisFile =
    " (not in this file: as it leaves the rules it is applied to)";
/// … and one in a mix --rules/--set/--tiebreaks took part in.
inline constexpr std::string_view kAsOptionsLeaveIt = " (as --rules/--set leave it)";

/// How the reason of a setting the event does not read begins ("not used by format = team_swiss
/// (…)"): a setting that does not apply, not a wrong one (`xqsim signature` skips such a scenario).
inline constexpr std::string_view kNotUsedReason = "not used ";
/// Whether `reason` (InputError::reason) says a setting is not read by the event (kNotUsedReason).
[[nodiscard]] inline bool not_used_reason(std::string_view reason) {
  return reason.starts_with(kNotUsedReason);
}

/// Every setting, in documentation order.
const std::vector<RuleSetting>& rule_settings();

/// Sets `key` to `value`. Throws InputError (key and reason; no file/line — callers that know
/// the place re-throw with it) for an unknown key, a wrong type or an impossible value.
void set_rule(RuleSet& rules, std::string_view key, const RuleValue& value);

/// Parses `text` as the command line gives it ("2.5", "true", "lowest", "a,b,c") and sets it.
void set_rule_text(RuleSet& rules, std::string_view key, std::string_view text);

/// The current value of `key` (canonical type: bool, int64 for counts, double for points,
/// string for choices, list of strings for lists).
RuleValue get_rule(const RuleSet& rules, std::string_view key);

/// Value as text, as it would be written after `--set key=`.
std::string rule_value_text(const RuleValue& value);

/// Checks settings that only make sense together (e.g. draw ≤ win). Throws InputError.
void validate_rules(const RuleSet& rules);

/// RR-4: a rule set that a source (a rules file, a scenario, the command line's options) turned
/// into a round robin — `before` is not one, `rules` is — without giving a tiebreak list, and whose
/// list is still the Swiss default, is ranked by RR-4's list (wxc-rr) instead; one the source
/// turned back into a Swiss with wxc-rr that `before` did not have gets `before`'s list back.
/// `tiebreaks_given`: the source names the list (then it stands, whatever it is). Returns whether
/// the list was replaced.
bool round_robin_default_tiebreaks(RuleSet& rules, const RuleSet& before, bool tiebreaks_given);

/// PT-12: a team Swiss cannot use P1-4's drawn numbers (first_round = adjacent, the default of an
/// individual event): they would renumber the teams and their players. Why, or nullopt. The team
/// pairing refuses such rules; a plan (init, a scenario, a compare variant) refuses them first.
std::optional<std::string> team_first_round_problem(const RuleSet& rules);

}  // namespace xq
