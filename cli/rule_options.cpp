#include "cli/rule_options.hpp"

#include <boost/program_options/parsers.hpp>
#include <boost/program_options/variables_map.hpp>
#include <charconv>
#include <ostream>
#include <sstream>
#include <string>

#include "pairing/event_plan.hpp"
#include "pairing/io/rules_toml.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/tiebreaks.hpp"

namespace po = boost::program_options;

namespace xq::cli {

void add_rule_options(po::options_description& desc, RuleOptions& opts, bool with_tiebreaks) {
  desc.add_options()("rules", po::value(&opts.rules_file)->value_name("FILE"),
                     "TOML file whose [rules] table overrides the record's rules (docs/rules-file.md)")(
      "set", po::value(&opts.sets)->value_name("KEY=VALUE")->composing(),
      "override one rule setting, e.g. --set bye_opponent_score=zero (repeatable)");
  if (with_tiebreaks)
    desc.add_options()(
        "tiebreaks",
        po::value(&opts.tiebreaks)->value_name("LIST")->notifier(non_empty_tiebreaks("--tiebreaks")),
        "comma-separated tiebreak names or list names (docs/tiebreaks.md)");
}

bool has_rule_options(const RuleOptions& opts) {
  return !opts.rules_file.empty() || !opts.sets.empty() || !opts.tiebreaks.empty();
}

std::function<void(RuleSet&)> rule_override(const RuleOptions& opts) {
  if (!has_rule_options(opts)) return {};
  return [&opts](RuleSet& rules) { apply_rule_options(rules, opts); };
}

namespace {

// The options on `rules` in their order — the file, each --set, --tiebreaks — then RR-4's list
// for the whole; unchecked as a whole. `check_file`: the file's own rules are checked as it is
// read (load_rules_toml), else only its values.
void apply_options(RuleSet& rules, const RuleOptions& opts, bool check_file) {
  const RuleSet incoming = rules;
  bool tiebreaks_set = !opts.tiebreaks.empty() ||
                       (!opts.rules_file.empty() && rules_toml_line(opts.rules_file, "tiebreaks") > 0);
  if (!opts.rules_file.empty())
    rules = check_file ? load_rules_toml(opts.rules_file, rules)
                       : load_rules_toml_unchecked(opts.rules_file, rules);
  for (const std::string& kv : opts.sets) {
    const size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError("", 0, "--set", "expected KEY=VALUE, got '" + kv + "'");
    try {
      set_rule_text(rules, kv.substr(0, eq), kv.substr(eq + 1));
      tiebreaks_set = tiebreaks_set || kv.substr(0, eq) == "tiebreaks";
    } catch (const InputError& e) {
      throw InputError("", 0, "--set " + e.key(), e.reason());
    }
  }
  if (!opts.tiebreaks.empty()) {
    try {
      set_rule_text(rules, "tiebreaks", opts.tiebreaks);
    } catch (const InputError& e) {
      throw InputError("", 0, "--tiebreaks", e.reason());
    }
  }
  round_robin_default_tiebreaks(rules, incoming, tiebreaks_set);  // RR-4: the options as a whole
}

}  // namespace

void apply_rule_options(RuleSet& rules, const RuleOptions& opts) {
  apply_options(rules, opts, true);
  // Settings that only make sense together: named as rules_error says.
  try {
    validate_rules(rules);
    validate_tiebreak_settings(rules);  // unknown names fail here, before any work
  } catch (const InputError& e) {
    throw rules_error(opts, e);
  }
}

InputError rules_error(const RuleOptions& opts, const InputError& e) {
  if (opts.sets.empty() && opts.tiebreaks.empty() && !opts.rules_file.empty()) {
    // The file alone made the rules: a key it holds at its line, as when it was read; one it does
    // not hold is the rules it was applied to, as the file leaves them.
    if (const int line = rules_toml_line(opts.rules_file, e.key()); line > 0)
      return InputError(opts.rules_file, line, "rules." + e.key(), e.reason());
    return InputError(opts.rules_file, 0, "rules." + e.key() + std::string(kNotInThisFile), e.reason());
  }
  if (!opts.tiebreaks.empty() && e.key() == "tiebreaks") return InputError("", 0, "--tiebreaks", e.reason());
  return InputError(opts.rules_file, 0,
                    e.key() + std::string(has_rule_options(opts) ? kAsOptionsLeaveIt : ""), e.reason());
}

void apply_rule_options(Record& record, const RuleOptions& opts, const std::string& path) {
  const RuleSet before = record.rules;
  // The event's shape is fixed once a round is paired: its format, a team's boards (PT-12) and
  // their colour pattern (PT-9), how round 1 was paired and coloured (P1-1..P1-6, P1-9), a round
  // robin's groups (RR-2), cycles (RR-1.6) and how its table was numbered (RR-1.7) — the rounds
  // played were paired by them (the verifier reads them back); another numbering or cycle count
  // re-pairs the rest of the table (rematches). (A record whose format holds no rules, TRF, takes
  // them from the options.) Checked first: that is the reason, not what the other settings of
  // the record then fail (--set format=team_swiss on a Swiss with its own tiebreaks).
  if (has_rule_options(opts) && !record.rounds.empty() && !record.source.lacks(RecordInput::rules)) {
    RuleSet given = record.rules;
    apply_options(given, opts, false);
    for (const char* key : {"format", "boards", "board_colours", "first_round", "first_round_colours",
                            "groups", "cycles", "rr_numbers"})
      if (get_rule(given, key) != get_rule(before, key)) {
        const std::string paired = std::to_string(record.rounds.size()) + " round" +
                                   (record.rounds.size() == 1 ? "" : "s") + " paired with " + key + " = " +
                                   rule_value_text(get_rule(before, key)) +
                                   ": it cannot change during the event (start a new record with xqsim init)";
        // The rules file alone changed it: its line of the key.
        const InputError blamed =
            rules_error(opts, InputError(path, 0, key, "the record " + path + " has " + paired));
        if (blamed.line() > 0) throw blamed;
        throw InputError(path, 0, key + std::string(kAsOptionsLeaveIt), "the record has " + paired);
      }
  }
  apply_rule_options(record.rules, opts);
  if (!has_rule_options(opts)) return;  // checked when read
  // TRF's H and Z letters say what each missed round scored (read_absences set absence_points
  // from them): another reading would score the file's rounds otherwise than its points column.
  // A rules file's reading gives way to the letters; a --set that asks for another is refused.
  if (record.source.format == trf_source().format && record.rules.absence_points != before.absence_points &&
      std::any_of(record.entrants.begin(), record.entrants.end(),
                  [](const Entrant& e) { return !e.absent_rounds.empty(); })) {
    if (std::any_of(opts.sets.begin(), opts.sets.end(),
                    [](const std::string& kv) { return kv.rfind("absence_points=", 0) == 0; }))
      throw InputError(path, 0, "--set absence_points",
                       "the file's H/Z letters say what each missed round scored (absence_points = " +
                           rule_value_text(get_rule(before, "absence_points")) +
                           " as read): it cannot be scored otherwise");
    record.rules.absence_points = before.absence_points;
  }
  try {
    const bool read_so = before.format == EventFormat::round_robin && before.rr_bye == RrBye::none;
    if (record.source.format == trf_source().format && !read_so) read_round_robin_sit_outs(record);  // RR-1.3
    if (record.rules.format == EventFormat::round_robin)  // RR-1.4: the table's length, as pair checks it
      check_round_robin_rounds(record.rules, record.entrant_count());
    // The plan the field can play, as init checks it (a play-off place past the field, KO-1 with
    // fewer than four, a final that is not the last round).
    check_event_plan(record.rules,
                     record.teams.empty() ? record.entrant_count() : static_cast<int>(record.teams.size()));
    check_record(record, path);
  } catch (const InputError& e) {
    throw InputError(e.file().empty() ? path : e.file(), e.line(), e.key() + std::string(kAsOptionsLeaveIt),
                     e.reason());
  }
}

sim::Scenario load_scenario(const std::string& path, const RuleOptions& opts) {
  try {
    return sim::load_scenario(path, rule_override(opts));
  } catch (const InputError& e) {
    if (!e.file().empty() || opts.rules_file.empty()) throw;
    throw InputError(opts.rules_file, 0, e.key(), e.reason());  // the file that made the mix
  }
}

std::function<void(const std::string&)> non_empty(std::string option, std::string what) {
  return [option = std::move(option), what = std::move(what)](const std::string& value) {
    if (value.empty()) throw InputError("", 0, option, "expected " + what + ", got an empty value");
  };
}

std::function<void(const std::string&)> non_empty_tiebreaks(std::string option) {
  return [option = std::move(option)](const std::string& value) {
    if (!value.empty()) return;
    RuleSet rules;  // the reason the rule key gives for an empty list, as compare says it
    try {
      set_rule_text(rules, "tiebreaks", value);
    } catch (const InputError& e) {
      throw InputError("", 0, option, e.reason());
    }
    throw InputError("", 0, option, "expected a tiebreak list (docs/tiebreaks.md), got an empty value");
  };
}

std::uint64_t parse_seed(std::string_view option, const std::string& text) {
  std::uint64_t v = 0;
  const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (!digits || ec != std::errc() || end != text.data() + text.size())
    throw InputError("", 0, std::string(option),
                     "expected a whole number from 0 to 18446744073709551615, got '" + text + "'");
  return v;
}

namespace {

// "Usage: TEXT" wrapped at 80 columns, continuation lines under the first argument.
std::string usage_lines(std::string_view usage) {
  constexpr size_t kWidth = 80;
  const std::string lead = "Usage: ";
  std::string out = lead;
  size_t indent = lead.size();
  const size_t second_space = usage.find(' ', usage.find(' ') + 1);  // after "xqsim COMMAND"
  if (second_space != std::string_view::npos) indent += second_space + 1;
  size_t column = lead.size();
  size_t at = 0;
  bool first = true;
  while (at < usage.size()) {
    // A word; a bracketed group "[--seed S]" stays whole.
    size_t end = at;
    int depth = 0;
    while (end < usage.size() && (depth > 0 || usage[end] != ' ')) {
      if (usage[end] == '[' || usage[end] == '(') ++depth;
      if ((usage[end] == ']' || usage[end] == ')') && depth > 0) --depth;
      ++end;
    }
    const std::string_view word = usage.substr(at, end - at);
    if (!first && column + 1 + word.size() > kWidth && column > indent) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
    } else if (!first) {
      out += ' ';
      ++column;
    }
    out += word;
    column += word.size();  // bytes: close enough for the odd "…"
    first = false;
    at = end;
    while (at < usage.size() && usage[at] == ' ') ++at;
  }
  return out + "\n";
}

}  // namespace

bool parse_command_line(const std::vector<std::string>& args, const po::options_description& desc,
                        const po::positional_options_description& positional, std::string_view usage, Io io) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") {
      // GNU style: usage, what the command does, its options (with -h), where the docs are, the version.
      const std::string_view after = usage.substr(usage.find(' ') + 1);
      const std::string_view name = after.substr(0, after.find(' '));
      io.out << usage_lines(usage);
      for (const Command& c : commands())
        if (c.name == name) io.out << "xqsim " << c.name << ": " << c.summary << ".\n";
      po::options_description shown(desc);
      shown.add_options()("help,h", "print this help and exit");
      std::ostringstream options;
      options << shown;
      std::string text = options.str();
      if (text.rfind("options:", 0) == 0) text[0] = 'O';
      io.out << '\n'
             << text << "\nExit status: 0 fine, 1 problems found, 2 bad input, 3 internal error.\n"
             << "Documentation: docs/cli.md (\"xqsim " << name << "\") in the source tree, and man xqsim.\n"
             << "xqsim " << kVersion << " (xqsim --version)\n";
      return false;
    }
  }
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(desc).positional(positional).run(), vm);
  po::notify(vm);
  return true;
}

}  // namespace xq::cli
