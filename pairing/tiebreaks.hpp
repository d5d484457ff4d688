// Tiebreak criteria (rules.md T) as a registry: each criterion has a name, a rule number and
// one evaluation; a ranking is the score followed by a list of names. The same registry serves
// standings, the verifier, the reports and the CLI's --tiebreaks (docs/tiebreaks.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/entrant_stats.hpp"
#include "pairing/history.hpp"
#include "pairing/record.hpp"

namespace xq {

/// One criterion's value for one entrant: `key` is compared lexicographically, HIGHER first
/// (criteria where lower is better store the negation); `text` is for display
/// ("23", "12.5", "34/30/24"; "" where the criterion does not apply, e.g. T-2 with no game).
struct TiebreakValue {
  std::vector<std::int64_t> key;
  std::string text;
  bool operator==(const TiebreakValue&) const = default;
};

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

/// What the criteria of one ranking read, computed once per standings: histories, counts,
/// S-3's bye value, PI-11's opponent value of the finalists; caches T-1 for every entrant, the
/// ranks after the previous round (T-8) and the reference places of T-9.
class TiebreakContext {
 public:
  /// `criteria`: the expanded list being ranked by (T-8 and T-9 rank by it, recursively).
  /// The record must outlive the context.
  TiebreakContext(const Record& record, std::vector<std::string> criteria);
  TiebreakContext(const TiebreakContext&) = delete;
  TiebreakContext& operator=(const TiebreakContext&) = delete;

  const Record& record() const { return record_; }
  const RuleSet& rules() const { return record_.rules; }
  const std::vector<std::string>& criteria() const { return criteria_; }
  const EntrantHistory& history(EntrantId id) const { return histories_.at(index(id)); }
  const EntrantStats& stats(EntrantId id) const { return stats_.at(index(id)); }
  Points score(EntrantId id) const { return history(id).score(); }

  /// What `id` counts for in an opponent's T-1: the final score, or for a finalist the score
  /// after round N plus the points of the standard final game (PI-11).
  Points score_as_opponent(EntrantId id) const { return as_opponent_.at(index(id)); }
  /// S-3: what one bye counts for in T-1 (lowest / lowest_nonzero / zero).
  Points bye_opponent_score() const { return bye_value_; }
  /// T-1 of `id`, half-units.
  Points opponent_score(EntrantId id);
  /// T-8 "ranking": `id`'s rank in the standings after the previous round (1 when none).
  int previous_rank(EntrantId id);
  /// T-9 "best_opponent_rank": `id`'s place by the criteria listed before T-9.
  int reference_place(EntrantId id);

 private:
  static size_t index(EntrantId id) { return static_cast<size_t>(id - 1); }

  const Record& record_;
  std::vector<std::string> criteria_;
  std::vector<EntrantHistory> histories_;
  std::vector<EntrantStats> stats_;
  std::vector<Points> as_opponent_;
  Points bye_value_ = 0;
  std::optional<std::vector<Points>> opponent_scores_;
  std::optional<std::vector<int>> previous_ranks_;
  std::optional<std::vector<int>> reference_places_;
};

/// Values of individual criterion `name` for `group` (same order). Group-relative criteria
/// read only the games inside the group; the others ignore it. Throws InputError on an unknown
/// name.
std::vector<TiebreakValue> evaluate_tiebreak(std::string_view name, TiebreakContext& context,
                                             std::span<const EntrantId> group);

}  // namespace xq
