// TiebreakContext: what the criteria of one ranking read (docs/tiebreaks.md), for the whole
// record or for the record cut after an earlier round (T-8), without copying the record.
#include <algorithm>
#include <cassert>

#include "pairing/standings/standings.hpp"
#include "pairing/standings/tiebreaks.hpp"

namespace xq {

TiebreakContext::TiebreakContext(const Record& record, std::vector<std::string> criteria, HistoryPool* pool)
    : TiebreakContext(record, std::move(criteria), static_cast<int>(record.rounds.size()), pool) {}

TiebreakContext::TiebreakContext(const Record& record, std::vector<std::string> criteria, int rounds,
                                 HistoryPool* pool)
    : record_(record),
      own_criteria_(std::move(criteria)),
      criteria_(&own_criteria_),
      own_histories_(std::in_place, record, pool),
      histories_(&**own_histories_),
      rounds_(rounds) {
  assert(rounds >= 0 && rounds <= static_cast<int>(record.rounds.size()));
  prepare();
}

TiebreakContext::TiebreakContext(const Record& record, const std::vector<std::string>& criteria,
                                 const std::vector<EntrantHistory>& histories, int rounds)
    : record_(record), criteria_(&criteria), histories_(&histories), rounds_(rounds) {
  prepare();
}

void TiebreakContext::prepare() {
  const std::vector<EntrantHistory>& hs = *histories_;
  scores_.reserve(hs.size());
  for (const EntrantHistory& h : hs) scores_.push_back(h.score_after_round(rounds_));
  as_opponent_ = scores_;
  // PI-11: a finalist counts in the opponents' score with (score after round N + points of the
  // standard final game); play-off games are not in the history, so they never count.
  final_ = find_final(record_, rounds_);
  if (final_) {
    const int n = record_.rules.final_after_round;
    for (EntrantId f : {final_->winner, final_->loser}) {
      const Encounter& e = encounters(f)[static_cast<size_t>(n)];
      as_opponent_[index(f)] = score_after_round(f, n) + (e.kind == GameKind::final_game ? e.points : 0);
    }
  }
  // S-3: the bye's value in T-1, from the final scores of the event (of the cut).
  std::optional<Points> lowest, lowest_nonzero;
  for (const Points s : scores_) {
    if (!lowest || s < *lowest) lowest = s;
    if (s > 0 && (!lowest_nonzero || s < *lowest_nonzero)) lowest_nonzero = s;
  }
  switch (record_.rules.bye_opponent_score) {
    case ByeOpponentScore::lowest: bye_value_ = lowest.value_or(0); break;
    case ByeOpponentScore::lowest_nonzero: bye_value_ = lowest_nonzero.value_or(0); break;
    case ByeOpponentScore::zero: bye_value_ = 0; break;
  }
}

const EntrantStats& TiebreakContext::stats(EntrantId id) {
  if (stats_.empty()) {
    stats_.reserve(histories_->size());
    for (const EntrantHistory& h : *histories_) stats_.push_back(entrant_stats(h, record_.rules, rounds_));
  }
  return stats_.at(index(id));
}

bool TiebreakContext::met(EntrantId a, EntrantId b) const {
  for (const Encounter& e : encounters(a))  // a game without a result is no meeting yet (docs/cli.md step 7)
    if (e.opponent == b && e.outcome != Outcome::pending) return true;
  return false;
}

Points TiebreakContext::opponent_score(EntrantId id) {  // T-1
  if (!opponent_scores_) {
    std::vector<Points> all(histories_->size(), 0);
    for (const EntrantHistory& h : *histories_) {
      Points sum = 0;
      for (const Encounter& e : encounters(h.id)) {
        if (e.outcome == Outcome::pending) continue;  // a game without a result counts nowhere
        if (e.opponent != 0)
          sum += as_opponent_[index(e.opponent)];  // forfeits included
        else if (e.outcome == Outcome::bye)
          sum += bye_value_;  // S-3
      }
      all[index(h.id)] = sum;
    }
    opponent_scores_ = std::move(all);
  }
  return opponent_scores_->at(index(id));
}

int TiebreakContext::previous_rank(EntrantId id) {  // T-8 "ranking"
  if (!previous_ranks_) {
    // The standings after round k rank by the same list, whose T-8 reads the ranks after round
    // k − 1: computed bottom-up, once per round, from round 1 (before it everybody is equal).
    std::vector<int> ranks(histories_->size(), 1);
    for (int k = 1; k < rounds_; ++k) {
      TiebreakContext after_k(record_, *criteria_, *histories_, k);
      after_k.previous_ranks_ = std::move(ranks);
      ranks = standings_ranks(after_k);
    }
    previous_ranks_ = std::move(ranks);
  }
  return previous_ranks_->at(index(id));
}

int TiebreakContext::reference_place(EntrantId id) {  // T-9 "best_opponent_rank"
  if (!reference_places_) {
    // Decision: the places come from the criteria listed before T-9 (a ranking that uses T-9
    // cannot feed itself); ties there share the place.
    std::vector<std::string> before;
    for (const std::string& c : *criteria_) {
      if (c == "strong_opponent_score") break;
      before.push_back(c);
    }
    TiebreakContext by_before(record_, before, *histories_, rounds_);
    reference_places_ = standings_ranks(by_before);
  }
  return reference_places_->at(index(id));
}

}  // namespace xq
