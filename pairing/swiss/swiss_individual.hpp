// Rounds 2..N of the individual Swiss by the Chinese row method (rules.md PI-1..PI-9), with
// the completeness of PI-5 / PT-6: whenever a round without rematches exists, one is found.
#pragma once

#include <memory>
#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/model/round_result.hpp"

namespace xq {

/// What the row method is given besides the record.
struct SwissRoundInput {
  const Record* record = nullptr;                          ///< the history (rounds so far) and rules
  const std::vector<EntrantHistory>* histories = nullptr;  ///< build_histories(*record)
  std::vector<int> numbers;         ///< per entrant (index id − 1): pairing number (code or id)
  std::vector<EntrantId> excluded;  ///< entrants not paired here (the PI-10 finalists)
  int first_board = 1;              ///< number of this pairing's top board
  /// The round's generator (the caller's Rng&): read only by score_group_method = random, so
  /// the row method and fold draw nothing. Required then; may be null otherwise.
  Rng* rng = nullptr;
};

/// The row method's scratch memory, owned by the caller and passed in (the simulator keeps one
/// per worker thread inside its PairingWorkspace): reused from round to round, so a warm
/// workspace makes a pairing allocate almost nothing. It holds no state a result depends on.
class SwissWorkspace {
 public:
  SwissWorkspace();
  ~SwissWorkspace();
  SwissWorkspace(SwissWorkspace&&) noexcept;
  SwissWorkspace& operator=(SwissWorkspace&&) noexcept;

  struct Buffers;  ///< the procedure's lists and matchings (swiss_individual.cpp)
  Buffers& buffers() { return *buffers_; }
  /// Histories for the rankings a pairing reads (the S-4 bye, the PI-10 finalists).
  HistoryPool& histories() { return histories_; }

 private:
  std::unique_ptr<Buffers> buffers_;
  HistoryPool histories_;
};

/// Pairs round record.rounds.size() + 1 for every entrant not excluded.
///
/// The procedure (docs/pairing-individual.md): choose the level of constraints and the bye by
/// maximum matching (S-4: lowest score, lowest rank, no second bye; the bye passes up while the
/// rest cannot be paired); then, group by group from the top, floaters first, then the rows by
/// PT-5's L/H procedure (PI-4) — or, with a comparison-only score_group_method, the group by
/// the baseline (group_baselines.hpp) — committing a pair only when the players still unpaired
/// can all be paired (PI-5 without trial and error); colours PI-6/PI-7; boards PI-8; warnings
/// W-2..W-5.
/// Returns no_legal_pairing when no round without a rematch exists.
[[nodiscard]] PairingResult pair_swiss_round(const SwissRoundInput& input, const PairingOptions& options,
                                             SwissWorkspace& workspace);

}  // namespace xq
