// Internal to verify/ranking.cpp: the value of each criterion (rules.md T, PT-14) for one entrant
// of the record cut after some rounds, as a key compared lexicographically, higher first
// (criteria where less is better store the negation).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <vector>

#include "verify/ranking.hpp"

namespace xq::verify_detail {

/// A criterion's value: a few integers compared lexicographically, higher first. Most criteria
/// have one; T-8's round readings and T-15 one per round. The first two are stored inline (the
/// ranking builds one per entrant, criterion and round ranked: no allocation for most).
class Key {
 public:
  Key() = default;
  Key(std::initializer_list<std::int64_t> values) {
    for (std::int64_t v : values) push_back(v);
  }
  void push_back(std::int64_t v) {
    if (size_ < kInline)
      inline_[size_] = v;
    else
      more_.push_back(v);
    ++size_;
  }
  [[nodiscard]] size_t size() const { return size_; }
  [[nodiscard]] std::int64_t operator[](size_t i) const {
    return i < kInline ? inline_[i] : more_[i - kInline];
  }
  friend bool operator<(const Key& a, const Key& b) {
    for (size_t i = 0; i < a.size_ && i < b.size_; ++i)
      if (a[i] != b[i]) return a[i] < b[i];
    return a.size_ < b.size_;
  }
  friend bool operator>(const Key& a, const Key& b) { return b < a; }
  friend bool operator==(const Key& a, const Key& b) { return !(a < b) && !(b < a); }
  friend bool operator!=(const Key& a, const Key& b) { return !(a == b); }

 private:
  static constexpr size_t kInline = 2;
  std::array<std::int64_t, kInline> inline_{};
  std::vector<std::int64_t> more_;
  size_t size_ = 0;
};

/// The figures of the individual criteria for the record cut after `rounds` rounds.
class EntrantKeys {
 public:
  /// T-8 `ranking`: the places after rounds − 1 (index id − 1), asked for only when a T-8 key is
  /// (most rankings never get that far).
  using PreviousPlaces = std::function<const std::vector<int>&()>;
  /// `list`: the list being ranked by (T-9 `best_opponent_rank` ranks by the criteria before T-9).
  EntrantKeys(const Ledger& l, int rounds, const PreviousPlaces& previous_places,
              const std::vector<Criterion>& list);
  [[nodiscard]] Points score(EntrantId e) const { return score_[at(e)]; }
  /// The key of `c` for `e`; `group`: the players still tied with it (T-2, T-6 read only them).
  [[nodiscard]] Key key(Criterion c, EntrantId e, const std::vector<EntrantId>& group) const;

 private:
  static size_t at(EntrantId e) { return static_cast<size_t>(e - 1); }
  const Seat& seat(int round, EntrantId e) const { return l_.seat(round, e); }
  /// A game with a result in `round` (a bye's seat, or a pending game, is none: a game without a
  /// result counts nowhere yet, as in the engine's standings — docs/cli.md step 7).
  bool scored_game(int round, EntrantId e) const;
  Points opponent_value(EntrantId e) const;  // T-1's term for an opponent (PI-11 for a finalist)
  std::int64_t points_among(EntrantId e, const std::vector<EntrantId>& group) const;  // T-2
  Key direct_encounter(EntrantId e, const std::vector<EntrantId>& group) const;       // T-2
  Key black_in_direct_game(EntrantId e, const std::vector<EntrantId>& group) const;   // T-6
  Key previous_round(EntrantId e) const;                                              // T-8
  Key strong_opponent(EntrantId e) const;                                             // T-9
  Key playoff(EntrantId e, const std::vector<EntrantId>& group) const;                // T-12
  void count_games();                                             // T-3, T-4, T-5, T-7, T-10
  void best_opponent_places(const std::vector<Criterion>& list);  // T-9 reading 3

  const Ledger& l_;
  int rounds_;
  const PreviousPlaces& previous_places_;
  std::vector<Points> score_, pi11_;  // final score; PI-11's value (finalists), else the score
  std::vector<std::int64_t> t1_, wins_, black_wins_, black_games_, fouls_, sb2_, progressive_;
  std::vector<int> opponent_places_;  // T-9 best_opponent_rank: places by the criteria before T-9
};

/// T-12.5: the play-off games of rounds 1..`rounds` that the sessions of the tied `group` call for,
/// read as EntrantKeys' T-12 key reads them (a pair plays until one wins; three or more a round
/// robin, then again among those still equal). A game among them past the one that decided a pair,
/// or a pair's second game in one round-robin session, is not called for.
[[nodiscard]] std::vector<const Game*> playoff_games_called(const Record& record, int rounds,
                                                            const std::vector<EntrantId>& group);

/// T-12.6: the team play-off games of the recorded rounds, in record order — the games of kind
/// playoff that are in no match (a KO-4 match's play-off sittings are its own, KO-3).
[[nodiscard]] std::vector<const Game*> team_playoff_games(const Ledger& l);

/// T-12.5 for teams (T-12.6): the team play-off games (kind playoff, in no match) of the recorded
/// rounds that the sessions of the tied `teams` call for, each read as a game between its two
/// players' teams (a game between two players of one team is none of theirs).
[[nodiscard]] std::vector<const Game*> team_playoff_games_called(const Ledger& l,
                                                                 const std::vector<EntrantId>& teams);

/// PT-14 figures of the teams after every recorded round; T-12.6 `team_playoff`.
class TeamKeys {
 public:
  explicit TeamKeys(const Ledger& l);
  [[nodiscard]] Points score(EntrantId team) const { return score_[at(team)]; }
  /// `group`: the teams still tied with `team` (T-12.6 reads only the play-offs among them).
  [[nodiscard]] Key key(Criterion c, EntrantId team, const std::vector<EntrantId>& group = {}) const;

 private:
  static size_t at(EntrantId e) { return static_cast<size_t>(e - 1); }
  std::vector<Points> score_;
  std::vector<std::int64_t> progressive_, game_points_, black_points_, black_games_;
  const Ledger* l_ = nullptr;
  std::vector<const Game*> playoff_games_;  // T-12.6: the team play-off games, in record order
};

}  // namespace xq::verify_detail
