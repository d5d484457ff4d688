// Each entrant's history, round by round, read from a record: the one place where games are
// turned into points, colours and opponents. Standings, pairing and the verifier all start here.
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// What one round was for one entrant.
enum class Outcome : std::uint8_t { win, draw, loss, bye, absent, pending };

/// One round from one entrant's point of view (play-off games are not part of it).
struct Encounter {
  int round = 0;
  Outcome outcome = Outcome::absent;
  EntrantId opponent = 0;        ///< 0 for a bye or when not paired
  std::optional<Colour> colour;  ///< colour of the game, forfeits included
  bool forfeit = false;          ///< the game was decided by forfeit (S-2)
  bool colour_counts = true;     ///< the colour counts: played, or a forfeit under forfeit_colour = count
  Points points = 0;             ///< points scored this round (S-1, S-2, S-3)
  int fouls = 0;                 ///< technical fouls in this round's game (T-7)
  int board = 0;
  GameKind kind = GameKind::regular;
  std::optional<Colour> bye_mark;  ///< a bye's recorded colour mark (S-3), raw

  /// A colour that counts in colour history, black games and black wins: a game played over the
  /// board; a forfeit only under `forfeit_colour = count` (S-2).
  bool has_colour() const { return colour.has_value() && colour_counts; }
  /// A win that counts in wins and black wins (T-3, T-4): over the board, or by forfeit when
  /// `forfeit_counts_as_win` (S-2; byes are counted apart, S-3).
  bool counted_win(bool forfeit_counts_as_win) const {
    return outcome == Outcome::win && (!forfeit || forfeit_counts_as_win);
  }
  bool operator==(const Encounter&) const = default;
};

struct EntrantHistory {
  EntrantId id = 0;
  std::vector<Encounter> rounds;    ///< rounds[i] is round i + 1 of the record
  std::vector<Points> score_after;  ///< score_after[i]: total after round i + 1

  Points score() const { return score_after.empty() ? 0 : score_after.back(); }
  /// Total after `round` rounds (0 → 0).
  Points score_after_round(int round) const {
    return round <= 0 ? 0 : score_after.at(static_cast<size_t>(round - 1));
  }
  bool met(EntrantId other) const;
  int byes() const;
  bool operator==(const EntrantHistory&) const = default;
};

/// Whether `entrant`'s bye in first-stage round `round` scores as a win: always in a Swiss (S-3);
/// in a round robin (RR-1.3) the sit-out only under rr_bye = win, and then only for one in the
/// event that round — a withdrawn, absent or not yet entered entrant's scores nothing (S-2).
[[nodiscard]] bool bye_scores(const Record& record, EntrantId entrant, int round);

/// Histories of every entrant of `record`, index i for entrant i + 1.
std::vector<EntrantHistory> build_histories(const Record& record);

/// The same into `out`, reusing its memory (and that of its entrants' lists).
void build_histories(const Record& record, std::vector<EntrantHistory>& out);

/// Spare history buffers for code that builds histories again and again (a ranking after every
/// earlier round for T-8, the ranking of each pairing): a buffer taken from the pool and given
/// back keeps its memory, so a warm pool makes building histories allocate nothing. Owned by
/// the caller (the simulator keeps one per worker thread inside its PairingWorkspace) and passed
/// in; it holds no state a result depends on.
class HistoryPool {
 public:
  HistoryPool() { spare_.reserve(kCapacity); }  // giving back never allocates
  /// A spare buffer (its contents are stale), or an empty one when none is left.
  [[nodiscard]] std::vector<EntrantHistory> take();
  /// Keeps `buffer` for a later take() while fewer than kCapacity are kept.
  void give_back(std::vector<EntrantHistory>&& buffer);

 private:
  static constexpr size_t kCapacity = 4;
  std::vector<std::vector<EntrantHistory>> spare_;
};

/// A record's histories built into a buffer of `pool` (a fresh one without a pool), given back
/// to the pool when it goes: what the per-tournament summaries and checks read, so that a warm
/// pool makes them allocate nothing.
class PooledHistories {
 public:
  PooledHistories(const Record& record, HistoryPool* pool);
  ~PooledHistories();
  PooledHistories(const PooledHistories&) = delete;
  PooledHistories& operator=(const PooledHistories&) = delete;
  const std::vector<EntrantHistory>& operator*() const { return histories_; }
  const std::vector<EntrantHistory>* operator->() const { return &histories_; }

 private:
  HistoryPool* pool_;
  std::vector<EntrantHistory> histories_;
};

}  // namespace xq
