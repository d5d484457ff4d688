// The tiebreak registry (rules.md T): every criterion's name, rule number and scope, and the
// named lists the events use. Rule data, so it lives in the model: the record checks (V-7) and
// validate_rules' callers refuse an unknown name where a record or rule file is read, and
// pairing/standings evaluates the criteria (tiebreaks.hpp). docs/tiebreaks.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/rules.hpp"

namespace xq {

/// Whether a criterion ranks individuals or teams.
enum class TiebreakScope : std::uint8_t { individual, team };

/// A registered criterion.
struct CriterionInfo {
  std::string_view name;  ///< snake_case, as written in rule files and --tiebreaks
  std::string_view rule;  ///< spec number, e.g. "T-1"
  std::string_view doc;   ///< one line
  TiebreakScope scope = TiebreakScope::individual;
  bool group_relative = false;  ///< evaluated on the tied group only (T-2, T-6); else over the event
};

/// A named list of criteria (the orders the events use, rules.md T).
struct TiebreakList {
  std::string_view name;    ///< e.g. "cn-14.3.1"
  std::string_view source;  ///< where the order comes from
  std::vector<std::string_view> criteria;
  TiebreakScope scope = TiebreakScope::individual;
  std::string_view note;  ///< settings it expects, what it leaves out
};

/// Every criterion, individual ones first, in rule order. The only global table.
const std::vector<CriterionInfo>& tiebreak_registry();

/// Every named list.
const std::vector<TiebreakList>& tiebreak_lists();

/// The criterion called `name` in `scope`, or nullptr.
const CriterionInfo* find_criterion(std::string_view name, TiebreakScope scope = TiebreakScope::individual);

/// Expands list names into criteria, in order (a criterion written twice is kept twice: a
/// group-relative criterion then applies again to the group it left tied). Throws InputError
/// (key "tiebreaks", or "team_tiebreaks" for the team scope) on an unknown name, listing the
/// known criteria and lists.
std::vector<std::string> expand_tiebreaks(const std::vector<std::string>& names,
                                          TiebreakScope scope = TiebreakScope::individual);

/// The tiebreak settings of `rules` make sense: the individual list (and, for team events, the
/// team list) expands, `playoff` (T-12) is its last criterion when it is there (a play-off comes
/// when the list is exhausted), and T-12 play-offs (playoff_places) have the `playoff` criterion
/// to read them. Throws InputError naming the key (tiebreaks, team_tiebreaks, playoff_places).
void validate_tiebreak_settings(const RuleSet& rules);

}  // namespace xq
