// Options every command that reads rules shares: --rules FILE, --set KEY=VALUE, --tiebreaks LIST.
#pragma once

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/positional_options.hpp>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rules.hpp"
#include "sim/scenario.hpp"

namespace xq::cli {

struct RuleOptions {
  std::string rules_file;         ///< TOML file whose [rules] overlay the record's rules
  std::vector<std::string> sets;  ///< KEY=VALUE, applied after the file, in order
  std::string tiebreaks;          ///< comma-separated list replacing `tiebreaks`
};

/// Adds --rules, --set and (when `with_tiebreaks`) --tiebreaks to `desc`, bound to `opts`.
void add_rule_options(boost::program_options::options_description& desc, RuleOptions& opts,
                      bool with_tiebreaks = true);

/// Whether any of --rules, --set, --tiebreaks was given.
[[nodiscard]] bool has_rule_options(const RuleOptions& opts);

/// The options as a scenario's rule override (sim::RuleOverride, applied before the scenario is
/// checked): empty when none was given, so the file's own errors keep its line; else
/// apply_rule_options, whose errors name the option.
[[nodiscard]] std::function<void(RuleSet&)> rule_override(const RuleOptions& opts);

/// Applies the options to `rules`: the file first, then each --set, then --tiebreaks; checks the
/// result (validate_rules, tiebreak names). Throws InputError naming the option and reason.
void apply_rule_options(RuleSet& rules, const RuleOptions& opts);

/// The same on a record read from `path`, which is then checked again (check_record, V-7): the
/// rules given must fit it too — `--set rounds=3` on a record of 7 rounds is refused (issue 13
/// item 10), the key naming the setting "as --rules/--set leave it".
void apply_rule_options(Record& record, const RuleOptions& opts, const std::string& path);

/// An error of a check made once the options' rules are in (the mix of settings, the event's plan)
/// on setting `e.key()`, named for the user: the rules file alone gave the rules — at its line of
/// the key, or "rules.KEY (not in this file: …)"; --tiebreaks made the list — "--tiebreaks"; else
/// the file (if any) and "KEY (as --rules/--set leave it)" when options were given, "KEY" when none.
[[nodiscard]] InputError rules_error(const RuleOptions& opts, const InputError& e);

/// A random seed given as text (`--seed`, `--repair-seed`): a whole number 0..2^64−1.
/// Throws InputError naming `option` otherwise.
[[nodiscard]] std::uint64_t parse_seed(std::string_view option, const std::string& text);

/// An integer option's value until the command line sets it: "not given". 0 and negative numbers
/// are values the command checks (`--round 0`, `--from-round -1`), never taken as the default.
inline constexpr int kNotGiven = std::numeric_limits<int>::min();

/// sim::load_scenario with the options' rules: an error the options' mix made (a key "as
/// --rules/--set leave it") names the rules file when one was given, as apply_rule_options does.
[[nodiscard]] sim::Scenario load_scenario(const std::string& path, const RuleOptions& opts);

/// A notifier for a text option that names something (`--group A`, `--out DIR`): an empty value
/// is refused, InputError naming `option` ("expected <what>, got an empty value"; it was taken as
/// "not given").
[[nodiscard]] std::function<void(const std::string&)> non_empty(std::string option,
                                                                std::string what = "a name");

/// The same for a tiebreak list (`--tiebreaks ''` was taken as "not given": the scenario's or
/// record's list), with the reason the rule key `tiebreaks` gives for an empty list.
[[nodiscard]] std::function<void(const std::string&)> non_empty_tiebreaks(std::string option);

/// Parses `args` against `desc` + positionals. Returns false when --help was printed (exit 0).
/// Unknown options and missing required ones throw boost::program_options errors (exit 2).
[[nodiscard]] bool parse_command_line(
    const std::vector<std::string>& args, const boost::program_options::options_description& desc,
    const boost::program_options::positional_options_description& positional, std::string_view usage, Io io);

}  // namespace xq::cli
