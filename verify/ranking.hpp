// The verifier's own ranking (V-5, PI-10): the score, then the record's tiebreak list (rules.md
// T-1..T-11, T-15; PT-14 for teams), computed from the verifier's ledger — a second
// implementation written from the text of rules.md, never pairing/'s standings.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "verify/ledger.hpp"

namespace xq::verify_detail {

/// A criterion the verifier computes (rules.md T, PT-14).
enum class Criterion : unsigned char {
  opponent_score,         // T-1
  direct_encounter,       // T-2
  wins,                   // T-3
  black_wins,             // T-4
  black_games,            // T-5
  black_in_direct_game,   // T-6
  fouls,                  // T-7
  previous_round,         // T-8
  strong_opponent_score,  // T-9
  sonneborn_berger,       // T-10
  progressive,            // T-11
  progressive_cut,        // T-15
  playoff,                // T-12 (play-off games among the tied)
  team_progressive,       // PT-14 (2)
  team_game_points,       // PT-14 (3)
  team_black_points,      // PT-14 (4)
  team_black_games,       // PT-14 (5)
  team_number,            // PT-14 (6)
  team_playoff,           // T-12.6 (play-off games between the tied teams' players)
};

/// The record's list as the verifier reads it: list names expanded (rules.md "Tiebreak lists").
/// `unknown`: the first name it does not know; the criteria before it are checked, none after.
struct CriterionList {
  std::vector<Criterion> criteria;
  std::string unknown;
};
[[nodiscard]] CriterionList read_criteria(const std::vector<std::string>& names, bool teams);
[[nodiscard]] std::string rule_of(Criterion c);  ///< "T-1", "PT-14 (3)"
[[nodiscard]] std::string name_of(Criterion c);  ///< "opponent_score"

/// A ranking, best first.
struct Ranking {
  std::vector<EntrantId> order;  ///< best first; rows equal on everything by number
  std::vector<int> place;        ///< [id − 1]: 1-based place, shared when equal on everything
  /// [i], rows i and i + 1: what told them apart — kByScore (the score, or the PI-10 final),
  /// k (criteria[k]), or criteria.size() (nothing: they share the place).
  std::vector<int> split;
  static constexpr int kByScore = -1;
  /// The criterion index that tells the rows at positions i < j apart (min of split[i..j−1]).
  [[nodiscard]] int told_apart_by(size_t i, size_t j) const;
  [[nodiscard]] size_t position_of(EntrantId id) const;
};

/// PI-10's final as the verifier reads it: round N + 1 holds a game of kind final_game.
struct FinalRead {
  EntrantId red = 0;
  EntrantId black = 0;
  EntrantId winner = 0;  ///< 0 while undecided (KO-3: play-offs in order, armageddon draw → black)
  [[nodiscard]] bool has(EntrantId e) const { return e == red || e == black; }
};
[[nodiscard]] std::optional<FinalRead> read_final(const Ledger& l, int rounds);

/// Who a final or play-off game decided for (KO-3, T-12.2): a forfeit decides like a win, an
/// armageddon draw is a win for black; 0 when it decided nothing.
[[nodiscard]] EntrantId decided_for(const Game& g);

/// The individual standings of the record cut after `rounds` rounds: score, then `list`
/// (T-12: equal on everything, the place is shared). With the PI-10 final among those rounds
/// its two finalists take places 1–2 (the winner first; undecided: ranked between themselves),
/// everyone else from 3rd.
[[nodiscard]] Ranking rank_entrants(const Ledger& l, int rounds, const std::vector<Criterion>& list);
/// The same after each of `rounds` (increasing), computed in one pass (T-8 `ranking` ranks every
/// round from the first anyway): out[i] is the standings after rounds[i].
[[nodiscard]] std::vector<Ranking> rank_entrants(const Ledger& l, const std::vector<int>& rounds,
                                                 const std::vector<Criterion>& list);

/// The standings of `ids` among themselves after every recorded round (T-14.2 `separate`, RR-2.5
/// groups): every figure over the whole record, the group-relative criteria (T-2, T-6, T-12) read
/// among `ids` only; places 1..ids.size() (others 0). T-8 reads the whole field's places.
[[nodiscard]] Ranking rank_among(const Ledger& l, const std::vector<Criterion>& list,
                                 const std::vector<EntrantId>& ids);

/// PT-14: the team standings after every recorded round (match points, then `list`; T-12.6
/// `team_playoff` reads the play-off games outside the matches among each run of tied teams).
[[nodiscard]] Ranking rank_teams(const Ledger& l, const std::vector<Criterion>& list);

}  // namespace xq::verify_detail
