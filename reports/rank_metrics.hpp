// Ranking quality of one tournament (REP "ranking quality"): how far a final order is from the
// order of true strength. Pure functions with exact integer numerators (C − D, Σd², Σ|d|), so a
// summary adds tournaments exactly; docs/fairness.md defines every number.
//
// The final order is the standings' rows, position 1 first; rows tied on everything share their
// place (T-12), a block of positions no list told apart: the correlations read it as a tie
// (tau-b, mid-ranks), the other measures take their expected value over the orders a lot could
// give it (so a list that decides nothing gains nothing from the start numbers the rows keep).
// Strength ranks are "mid-ranks": entrants of equal true strength share the mean of the ranks
// they span; 1 = strongest.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace xq {

/// Scale of the fixed-point values the summaries add (1.0 ↔ 10^9): a per-tournament value that is
/// not an integer (a ratio, a square root) is rounded once to a multiple of 10^-9, in integer
/// arithmetic, so every platform and every split of a batch adds the same integers.
inline constexpr std::int64_t kFixedScale = 1'000'000'000;

/// round(kFixedScale · num / den) to the nearest integer (halves away from zero), in integers.
/// den > 0; |num| / den ≤ 10^6.
std::int64_t fixed_ratio(std::int64_t num, std::int64_t den);

/// round(kFixedScale · num / sqrt(a · b)) to the nearest integer, in integers (exact for the real
/// value; 256-bit comparisons). a, b > 0; |num| ≤ sqrt(a · b).
std::int64_t fixed_ratio_sqrt(std::int64_t num, std::int64_t a, std::int64_t b);

/// The integer parts of every ranking measure of one final order (n ≤ kMaxRankedEntrants).
struct RankMetrics {
  std::int64_t n = 0;              ///< entrants ranked
  std::int64_t pairs = 0;          ///< n (n − 1) / 2
  std::int64_t concordant = 0;     ///< pairs whose better-placed entrant is the stronger
  std::int64_t discordant = 0;     ///< pairs whose better-placed entrant is the weaker
  std::int64_t strength_ties = 0;  ///< pairs of equal strength (neither of the above)
  /// Σ over groups of equal strength of t³ − t (t = group size): Spearman's tie correction.
  std::int64_t strength_tie_cubes = 0;
  /// 12 Σ place · strength_rank − 3 n (n + 1)²: n³ − n times Spearman's rho without ties.
  std::int64_t rho_numerator = 0;
  std::int64_t abs_displacement_halves = 0;   ///< Σ |place − strength_rank|, in half-ranks
  std::int64_t sq_displacement_quarters = 0;  ///< Σ (place − strength_rank)², in quarter-ranks²
  bool strongest_won = false;                 ///< place 1 has the highest strength (any of them if shared)
  std::int64_t top_k = 0;                     ///< min(3, n)
  std::int64_t top_hits = 0;                  ///< of the true top k, how many are in the final top k
  // Shared places (blocks of the final order; all 0 / the strict values without them):
  std::int64_t place_ties = 0;           ///< pairs sharing a place (in neither C nor D)
  std::int64_t place_strength_ties = 0;  ///< of those, pairs of equal strength too
  std::int64_t place_tie_cubes = 0;      ///< Σ over shared places of t³ − t
  /// What shared places add to the mean displacement beyond abs_displacement_halves (read at their
  /// mid-rank): the expected |place − strength_rank| over the orders of a block is larger. In
  /// units of 10^-9 places, each block rounded once.
  std::int64_t displacement_excess_fixed = 0;
  /// The expected share of place 1 held by the strongest: num / den (den = the size of the block
  /// holding place 1). Strict: strongest_won / 1.
  std::int64_t strongest_num = 0, strongest_den = 1;
  /// The expected top_hits over the orders of the block across the k-th place: num / den.
  std::int64_t top_hits_num = 0, top_hits_den = 1;
  bool operator==(const RankMetrics&) const = default;

  /// Kendall's tau-b: (C − D) / sqrt((pairs − place_ties) · (pairs − strength_ties)); without
  /// ties it is tau-a. None for n < 2, every strength equal or every place shared.
  std::optional<double> kendall_tau() const;
  std::optional<std::int64_t> kendall_tau_fixed() const;
  /// Spearman's rho: Pearson's correlation of the mid-ranks of place and strength, = 1 − 6Σd²/(n³ − n)
  /// without ties. None for n < 2, every strength equal or every place shared.
  std::optional<double> spearman_rho() const;
  std::optional<std::int64_t> spearman_rho_fixed() const;
  /// Normalized Kendall distance: (D + ½ · pairs sharing a place of unequal strength) / pairs, 0
  /// (true order) … 1 (reversed); a pair of equal strength is never discordant, a shared place is
  /// a coin toss. = (1 − tau) / 2 without ties. None for n < 2.
  std::optional<double> kendall_distance() const;
  std::optional<std::int64_t> kendall_distance_fixed() const;
  /// Mean |place − strength_rank| over the entrants (a shared place: expected over its orders).
  /// None for n = 0.
  std::optional<double> mean_abs_displacement() const;
  std::optional<std::int64_t> mean_abs_displacement_fixed() const;
  /// Expected top_hits / top_k. None for n = 0.
  std::optional<double> top3_accuracy() const;
  std::optional<std::int64_t> top3_accuracy_fixed() const;
  /// The expected share of place 1 the strongest holds, 0 … 1 (strict: strongest_won). None for n = 0.
  std::optional<std::int64_t> strongest_won_fixed() const;
};

/// Largest field the integer numerators fit 64 bits for (12 Σ place · rank ≈ 4n³ and n³ − n stay
/// below 2^63). Kendall's pairs are counted by merge sort, so a field of this size costs
/// O(n log n); scenarios allow far fewer (10,000), records of `xqsim standings` as many.
inline constexpr std::int64_t kMaxRankedEntrants = 1'000'000;

/// Every measure of the final order whose place p (1-based) has true strength
/// strength_by_place[p − 1]. Higher strength = stronger. Top-3 with a tie in strength across the
/// 3rd place counts the best choice of the true top 3 (a tied entrant is as good as another).
/// `shared_by_place` (empty: a strict order): equal neighbouring values mark positions that share
/// a place (T-12), e.g. the standings' ranks 1, 2, 2, 4. Throws InputError for more than
/// kMaxRankedEntrants entrants.
RankMetrics rank_metrics(std::span<const double> strength_by_place,
                         std::span<const int> shared_by_place = {});

/// Twice the place of each position of a final order (a shared place, as `shared_by_place` marks it
/// for rank_metrics: the mid-rank of the positions it spans, 1=, 1= → 3, 3). `count` positions.
std::vector<std::int64_t> doubled_places(std::span<const int> shared_by_place, size_t count);

/// Mid-ranks of strength, doubled to stay integers: result[i] = 2 × the strength rank of entry i
/// (1 = strongest; a group of equal strength spanning ranks a..b gets a + b each).
std::vector<std::int64_t> doubled_strength_ranks(std::span<const double> strength);

}  // namespace xq
