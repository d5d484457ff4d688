// Tiebreak criteria (rules.md T): each criterion of the registry (pairing/model/
// tiebreak_catalogue.hpp) has one evaluation here; a ranking is the score followed by a list of
// names (docs/tiebreaks.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/tiebreak_catalogue.hpp"
#include "pairing/standings/entrant_stats.hpp"
#include "pairing/standings/final_outcome.hpp"

namespace xq {

/// One criterion's value for one entrant: `key` is compared lexicographically, HIGHER first
/// (criteria where lower is better store the negation); `text` is for display
/// ("23", "12.5", "34/30/24"; "" where the criterion does not apply, e.g. T-2 with no game).
struct TiebreakValue {
  std::vector<std::int64_t> key;
  std::string text;
  bool operator==(const TiebreakValue&) const = default;
};

/// What the criteria of one ranking read, computed once per standings: histories, counts,
/// S-3's bye value, PI-11's opponent value of the finalists; caches T-1 for every entrant, the
/// ranks after the previous round (T-8) and the reference places of T-9.
///
/// A context reads the record as it stood after its first `rounds()` rounds. T-8 "ranking" needs
/// the standings after every earlier round: they are computed once each, bottom-up (round 1,
/// then 2 with round 1's ranks, …), on contexts that share this one's histories — never by
/// cutting and re-reading the record.
class TiebreakContext {
 public:
  /// `criteria`: the expanded list being ranked by (T-8 and T-9 rank by it, recursively).
  /// The record must outlive the context. Every round of the record is read. The histories are
  /// built into a buffer of `pool` (given back at the end) when one is given.
  TiebreakContext(const Record& record, std::vector<std::string> criteria, HistoryPool* pool = nullptr);
  /// The same for the record cut after its first `rounds` rounds (≤ the record's).
  TiebreakContext(const Record& record, std::vector<std::string> criteria, int rounds,
                  HistoryPool* pool = nullptr);
  /// The record cut after its first `rounds` rounds, read from `histories` (build_histories of
  /// the whole record): the same as a context of truncated(record, rounds) and `criteria`.
  /// `record`, `histories` and `criteria` must outlive the context.
  TiebreakContext(const Record& record, const std::vector<std::string>& criteria,
                  const std::vector<EntrantHistory>& histories, int rounds);
  TiebreakContext(const TiebreakContext&) = delete;
  TiebreakContext& operator=(const TiebreakContext&) = delete;

  const Record& record() const { return record_; }
  const RuleSet& rules() const { return record_.rules; }
  const std::vector<std::string>& criteria() const { return *criteria_; }
  /// Rounds read: the record's, or the cut's.
  int rounds() const { return rounds_; }
  /// `id`'s encounters of rounds 1..rounds() (index r − 1 for round r).
  std::span<const Encounter> encounters(EntrantId id) const {
    return {histories_->at(index(id)).rounds.data(), static_cast<size_t>(rounds_)};
  }
  /// `id`'s total after `round` (0 → 0; at most rounds()).
  Points score_after_round(EntrantId id, int round) const {
    return histories_->at(index(id)).score_after_round(round);
  }
  /// `a` and `b` met in rounds 1..rounds(): a game with a result (a pending one counts nowhere yet).
  bool met(EntrantId a, EntrantId b) const;
  /// `id`'s counts over rounds 1..rounds() (computed for everybody on first use).
  const EntrantStats& stats(EntrantId id);
  /// `id`'s total after rounds() rounds.
  Points score(EntrantId id) const { return scores_[index(id)]; }
  /// The PI-10 final within rounds 1..rounds(), if any (find_final of the cut record).
  const std::optional<FinalOutcome>& final_outcome() const { return final_; }

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
  void prepare();

  const Record& record_;
  std::vector<std::string> own_criteria_;
  const std::vector<std::string>* criteria_ = nullptr;
  std::optional<PooledHistories> own_histories_;  // built here (into the pool's buffer, if any)
  const std::vector<EntrantHistory>* histories_ = nullptr;
  int rounds_ = 0;
  std::optional<FinalOutcome> final_;
  std::vector<Points> scores_;
  std::vector<EntrantStats> stats_;
  std::vector<Points> as_opponent_;
  Points bye_value_ = 0;
  std::optional<std::vector<Points>> opponent_scores_;
  std::optional<std::vector<int>> previous_ranks_;
  std::optional<std::vector<int>> reference_places_;
};

/// Keys of a criterion for a group, without texts: entrant group[i]'s key (compared
/// lexicographically, higher first) is keys[starts[i] .. starts[i + 1]).
struct TiebreakKeys {
  std::vector<std::int64_t> keys;
  std::vector<std::uint32_t> starts;  ///< group.size() + 1 offsets
  std::span<const std::int64_t> key(size_t i) const {
    return {keys.data() + starts[i], static_cast<size_t>(starts[i + 1] - starts[i])};
  }
};

/// Writes the keys of evaluate_tiebreak(name, context, group) alone into `keys` (reused).
using TiebreakKeysFn = void (*)(TiebreakContext& context, std::span<const EntrantId> group,
                                TiebreakKeys& keys);

/// The keys-only evaluation of criterion `name`, looked up once: for rankings of which only the
/// order and the ties are wanted (T-8's earlier rounds, T-9's places). Throws as
/// evaluate_tiebreak does.
TiebreakKeysFn tiebreak_keys_fn(std::string_view name);

/// Values of individual criterion `name` for `group` (same order). Group-relative criteria
/// read only the games inside the group; the others ignore it. Throws InputError on an unknown
/// name.
std::vector<TiebreakValue> evaluate_tiebreak(std::string_view name, TiebreakContext& context,
                                             std::span<const EntrantId> group);

}  // namespace xq
