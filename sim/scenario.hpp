// A scenario file (TOML, docs/scenarios.md): the event's rule set plus what the simulator
// needs to play it many times — the field (SIM-1), the result model (SIM-2) and the batch
// defaults. `[rules]` goes through pairing/rules_toml (the settings registry); every other key
// is read here, and every unknown key, wrong type or impossible value is an InputError naming
// the file, the line, the key and what is allowed.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "pairing/model/rule_settings.hpp"
#include "pairing/model/rules.hpp"
#include "sim/result_model.hpp"

namespace xq::sim {

enum class RatingDistribution { normal, uniform };
/// Start numbers: by published rating (highest = 1), by lot, or in the order of the list.
enum class Seeding { rating, random, list };

/// One entrant of an explicit list (inline `[[field.entrants]]` or `field.entrants_file`).
struct EntrantSpec {
  std::string name;
  std::string team;
  int rating = 0;
  std::string category;
  bool operator==(const EntrantSpec&) const = default;
};

/// SIM-1: who plays. Individual events: `count` players; team events: `count` teams of
/// rules.boards players each.
struct FieldSpec {
  int count = 0;  ///< players (individual) or teams (team events)
  RatingDistribution distribution = RatingDistribution::normal;
  double mean = 2000;  ///< normal: mean true strength (Elo)
  double sd = 200;     ///< normal: spread (Elo), > 0
  double min = 1800;   ///< uniform: range of true strength (Elo), min < max
  double max = 2200;
  double rating_noise = 0;  ///< sd of the published rating around the true strength
  int associations = 0;     ///< individual: players drawn from this many
                            ///< associations (teams for P1-7); 0 = none
  double team_spread = 0;   ///< team events: sd of the teams' strength offsets (Elo)
  Seeding seeding = Seeding::rating;
  int direct_entries = 0;             ///< individual: the last k entrants drawn or listed take the last
                                      ///< start numbers in that order, whatever `seeding` (KO-1.2)
  std::vector<EntrantSpec> entrants;  ///< explicit list; empty = drawn from the distribution
  /// T-14, a drawn individual field: (category, how many), by name — the first players
  /// drawn take the first category, and so on (drawn strengths are independent: a random subset).
  std::vector<std::pair<std::string, int>> categories = {};
  bool operator==(const FieldSpec&) const = default;
};

struct Scenario {
  std::string file;                                  ///< where it was read from (for messages)
  std::string name;                                  ///< [event] name
  RuleSet rules;                                     ///< [event] format + [rules]
  TimeControl time_control = TimeControl::standard;  ///< regular and final games
  FieldSpec field;
  ResultModel model;
  std::uint64_t count = 100;         ///< [simulation] default batch size
  std::uint64_t seed = 1;            ///< [simulation] default random seed
  std::map<std::string, int> lines;  ///< line of each key read from the file ("rules.rounds")
  /// The rule keys the override (--rules/--set/--tiebreaks) changed ("rules.rounds"): an error on
  /// one is the options', not the file's line.
  std::set<std::string> overridden = {};
  /// Said after a rule key a check refuses when the override changed it, or the file does not
  /// hold it and the override changed something (the mix is the override's); "" when the caller
  /// names the override itself (a compare --variant).
  std::string overridden_note = std::string(kAsOptionsLeaveIt);
};

/// What the command line changes in a scenario's rules (--rules, --set), applied after [rules] is
/// read and before the scenario is checked: a file that needs the change (`--set boards=2` for a
/// field of pairs) is checked with it, never refused without it.
using RuleOverride = std::function<void(RuleSet&)>;

/// Reads the scenario file at `path`, applies `override`, and checks it (check_scenario).
Scenario load_scenario(const std::string& path, const RuleOverride& override = {});

/// The same from text; `file` names it in errors and anchors `entrants_file`.
Scenario parse_scenario(std::string_view text, const std::string& file, const RuleOverride& override = {});

/// Checks what depends on the rules as finally set (after --rules / --set): validate_rules,
/// the tiebreak names, rounds set and playable, the field against the format (teams of
/// rules.boards players), the format simulable. Errors name the scenario file and the line of
/// the key when the file has it (Scenario::lines).
void check_scenario(const Scenario& scenario);

/// Entrants in the field (players; for team events count × boards).
int player_count(const Scenario& scenario);
/// Entrants that pair: players, or teams in team events.
int entrant_count(const Scenario& scenario);

/// Everything a batch depends on, as JSON (rules, time controls, field, model): stored in the
/// summary so shards of different scenarios refuse to merge.
nlohmann::ordered_json scenario_settings_json(const Scenario& scenario);

}  // namespace xq::sim
