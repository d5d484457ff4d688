#include "reports/rank_metrics.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <functional>
#include <numeric>
#include <string>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

__extension__ typedef __int128 i128;  // GCC/Clang; __extension__ keeps -Wpedantic quiet
__extension__ typedef unsigned __int128 u128;

// Pairs i < j with s[i] < s[j] (the weaker placed above the stronger: discordant), by merge sort
// in O(n log n): merging two halves sorted strongest first, an entry taken from the right half is
// stronger than every entry still waiting in the left half (those are ≤ the left head < it).
std::int64_t count_rising_pairs(std::span<const double> s) {
  std::vector<double> a(s.begin(), s.end()), buffer(s.size());
  std::int64_t rising = 0;
  for (size_t width = 1; width < a.size(); width *= 2) {
    for (size_t lo = 0; lo < a.size(); lo += 2 * width) {
      const size_t mid = std::min(lo + width, a.size()), hi = std::min(lo + 2 * width, a.size());
      size_t i = lo, j = mid, out = lo;
      while (i < mid && j < hi) {
        if (a[i] >= a[j]) {
          buffer[out++] = a[i++];  // equal strengths: the left first, not a discordant pair
        } else {
          rising += static_cast<std::int64_t>(mid - i);
          buffer[out++] = a[j++];
        }
      }
      while (i < mid) buffer[out++] = a[i++];
      while (j < hi) buffer[out++] = a[j++];
    }
    a.swap(buffer);
  }
  return rising;
}

}  // namespace

std::int64_t fixed_ratio(std::int64_t num, std::int64_t den) {
  assert(den > 0);
  const i128 q = static_cast<i128>(num) * kFixedScale;
  const i128 d = den;
  // Nearest integer, halves away from zero: floor((2|q| + d) / 2d) with the sign of q.
  const i128 r = ((q < 0 ? -q : q) * 2 + d) / (2 * d);
  return static_cast<std::int64_t>(q < 0 ? -r : r);
}

namespace {

// 256-bit unsigned products, only for comparing them: a · b as (hi, lo) halves of 128 bits.
struct U256 {
  u128 hi = 0, lo = 0;
  auto operator<=>(const U256&) const = default;
};

U256 multiply(u128 a, u128 b) {
  constexpr u128 mask = (static_cast<u128>(1) << 64) - 1;
  const u128 a0 = a & mask, a1 = a >> 64, b0 = b & mask, b1 = b >> 64;
  const u128 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  // The middle column: the high half of p00 and the low halves of the cross products.
  const u128 middle = (p00 >> 64) + (p01 & mask) + (p10 & mask);
  U256 r;
  r.lo = (middle << 64) | (p00 & mask);
  r.hi = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
  return r;
}

}  // namespace

std::int64_t fixed_ratio_sqrt(std::int64_t num, std::int64_t a, std::int64_t b) {
  assert(a > 0 && b > 0);
  const u128 abs_num = static_cast<u128>(num < 0 ? -static_cast<i128>(num) : static_cast<i128>(num));
  const u128 d = static_cast<u128>(a) * static_cast<u128>(b);
  assert(abs_num * abs_num <= d);
  const u128 s = static_cast<u128>(kFixedScale);
  // The value is S |num| / sqrt(d) ≤ S. m ≤ it ⟺ m² d ≤ S² num² (both sides up to 2^182, compared
  // in 256 bits), so the floor is the largest such m, found by bisection over 0 … S.
  const U256 target = multiply(s * s, abs_num * abs_num);
  u128 lo = 0, hi = s;  // invariant: lo ≤ floor ≤ hi
  while (lo < hi) {
    const u128 mid = (lo + hi + 1) / 2;
    if (multiply(mid * mid, d) <= target)
      lo = mid;
    else
      hi = mid - 1;
  }
  u128 m = lo;
  // Round to nearest: m + 1 when m + ½ ≤ the value, i.e. (2m + 1)² d ≤ 4 S² num².
  if (multiply((2 * m + 1) * (2 * m + 1), d) <= multiply(4 * s * s, abs_num * abs_num)) ++m;
  const auto r = static_cast<std::int64_t>(m);
  return num < 0 ? -r : r;
}

std::vector<std::int64_t> doubled_strength_ranks(std::span<const double> strength) {
  std::vector<size_t> by_strength(strength.size());
  std::iota(by_strength.begin(), by_strength.end(), size_t{0});
  std::stable_sort(by_strength.begin(), by_strength.end(),
                   [&](size_t x, size_t y) { return strength[x] > strength[y]; });
  std::vector<std::int64_t> ranks(strength.size());
  for (size_t b = 0; b < by_strength.size();) {
    size_t e = b + 1;
    while (e < by_strength.size() && strength[by_strength[e]] == strength[by_strength[b]]) ++e;
    // Ranks b + 1 .. e share their mean: doubled, (b + 1) + e.
    for (size_t i = b; i < e; ++i) ranks[by_strength[i]] = static_cast<std::int64_t>(b + 1 + e);
    b = e;
  }
  return ranks;
}

namespace {

// Pairs of equal strength among `s` (any order).
std::int64_t equal_pairs(std::span<const double> s) {
  std::vector<double> sorted(s.begin(), s.end());
  std::sort(sorted.begin(), sorted.end());
  std::int64_t pairs = 0;
  for (size_t b = 0; b < sorted.size();) {
    size_t e = b + 1;
    while (e < sorted.size() && sorted[e] == sorted[b]) ++e;
    pairs += static_cast<std::int64_t>((e - b) * (e - b - 1) / 2);
    b = e;
  }
  return pairs;
}

// The blocks of positions sharing a place: [first[p], last[p]) holds position p (equal neighbouring
// values of `shared_by_place`; empty: every position its own).
struct PlaceBlocks {
  std::vector<size_t> first, last;
};
PlaceBlocks place_blocks(std::span<const int> shared_by_place, size_t count) {
  PlaceBlocks b{std::vector<size_t>(count), std::vector<size_t>(count)};
  for (size_t p = 0; p < count;) {
    size_t e = p + 1;
    while (!shared_by_place.empty() && e < count && shared_by_place[e] == shared_by_place[p]) ++e;
    for (size_t i = p; i < e; ++i) b.first[i] = p, b.last[i] = e;
    p = e;
  }
  return b;
}

// Σ |2p − r2| over p = lo … hi (a shared place's positions against a doubled strength rank), in O(1).
std::int64_t sum_abs_doubled(std::int64_t lo, std::int64_t hi, std::int64_t r2) {
  const auto series = [](std::int64_t a, std::int64_t b) { return a > b ? 0 : (a + b) * (b - a + 1) / 2; };
  const std::int64_t m = std::clamp<std::int64_t>(r2 / 2, lo - 1, hi);  // 2p ≤ r2 for p ≤ m
  return r2 * (m - lo + 1) - 2 * series(lo, m) + 2 * series(m + 1, hi) - r2 * (hi - m);
}

std::int64_t choose(std::int64_t n, std::int64_t k) {  // k ≤ 3 here
  if (k < 0 || k > n) return 0;
  std::int64_t c = 1;
  for (std::int64_t i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c;
}

}  // namespace

std::vector<std::int64_t> doubled_places(std::span<const int> shared_by_place, size_t count) {
  const PlaceBlocks b = place_blocks(shared_by_place, count);
  std::vector<std::int64_t> x2(count);
  for (size_t p = 0; p < count; ++p) x2[p] = static_cast<std::int64_t>(b.first[p] + 1 + b.last[p]);
  return x2;
}

RankMetrics rank_metrics(std::span<const double> strength_by_place, std::span<const int> shared_by_place) {
  const auto n = static_cast<std::int64_t>(strength_by_place.size());
  if (n > kMaxRankedEntrants)
    throw InputError("", 0, "entrants",
                     "fairness metrics take at most " + std::to_string(kMaxRankedEntrants) +
                         " entrants, got " + std::to_string(n));
  assert(shared_by_place.empty() || shared_by_place.size() == strength_by_place.size());
  RankMetrics m;
  m.n = n;
  m.pairs = n * (n - 1) / 2;
  if (n == 0) return m;
  const std::span<const double> s = strength_by_place;
  const size_t count = s.size();
  const PlaceBlocks blocks = place_blocks(shared_by_place, count);
  const std::vector<size_t>& first = blocks.first;
  const std::vector<size_t>& last = blocks.last;
  m.discordant = count_rising_pairs(s);
  for (size_t b = 0; b < count; b = last[b]) {
    const auto t = static_cast<std::int64_t>(last[b] - b);
    if (t < 2) continue;
    const std::span<const double> block = s.subspan(b, last[b] - b);
    m.discordant -= count_rising_pairs(block);  // a shared place orders none of its pairs
    m.place_ties += t * (t - 1) / 2;
    m.place_tie_cubes += t * t * t - t;
    m.place_strength_ties += equal_pairs(block);
  }

  const std::vector<std::int64_t> rank2 = doubled_strength_ranks(s);
  std::int64_t place2_times_rank2 = 0;
  for (size_t p = 0; p < count; ++p) {
    const auto x2 = static_cast<std::int64_t>(first[p] + 1 + last[p]);  // 2 × the mid-rank place
    const std::int64_t r2 = rank2[p];
    const std::int64_t d2 = x2 - r2;  // 2 × (place − strength rank)
    place2_times_rank2 += x2 * r2;
    m.abs_displacement_halves += d2 < 0 ? -d2 : d2;
    m.sq_displacement_quarters += d2 * d2;
  }
  // 12 Σ x·r − 3n(n+1)² with x = x2 / 2, r = rank2 / 2.
  m.rho_numerator = 3 * place2_times_rank2 - 3 * n * (n + 1) * (n + 1);
  // A shared place's expected |2d| over its orders exceeds |2d| at the mid-rank (convexity): the
  // excess of each block, added to the mean once (rounded once per block).
  for (size_t b = 0; b < count; b = last[b]) {
    const auto t = static_cast<std::int64_t>(last[b] - b);
    if (t < 2) continue;
    std::int64_t expected_t = 0, at_mid = 0;  // Σ over the block's entrants: t · E|2d|, |2d| at mid
    for (size_t i = b; i < last[b]; ++i) {
      expected_t +=
          sum_abs_doubled(static_cast<std::int64_t>(b + 1), static_cast<std::int64_t>(last[b]), rank2[i]);
      at_mid += std::abs(static_cast<std::int64_t>(b + 1 + last[b]) - rank2[i]);
    }
    m.displacement_excess_fixed += fixed_ratio(expected_t - t * at_mid, t * 2 * n);
  }

  std::vector<double> sorted(s.begin(), s.end());
  std::sort(sorted.begin(), sorted.end(), std::greater<>());
  for (size_t b = 0; b < sorted.size();) {
    size_t e = b + 1;
    while (e < sorted.size() && sorted[e] == sorted[b]) ++e;
    const auto t = static_cast<std::int64_t>(e - b);
    m.strength_tie_cubes += t * t * t - t;
    m.strength_ties += t * (t - 1) / 2;
    b = e;
  }
  m.concordant = m.pairs - m.discordant - m.strength_ties - m.place_ties + m.place_strength_ties;

  // Place 1 shared: the strongest holds it by a lot among the sharers.
  m.strongest_num = std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(last[0]), sorted[0]);
  m.strongest_den = static_cast<std::int64_t>(last[0]);
  m.strongest_won = m.strongest_num == m.strongest_den;  // whichever order a lot gives place 1
  // Top k: the entrants stronger than the k-th strength are in every true top k; those equal to
  // it fill the remaining slots in any way, so the final top k meets the best choice of them.
  m.top_k = std::min<std::int64_t>(3, n);
  const double kth = sorted[static_cast<size_t>(m.top_k - 1)];
  const auto above = static_cast<std::int64_t>(
      std::count_if(sorted.begin(), sorted.end(), [&](double x) { return x > kth; }));
  const auto hits = [&](std::int64_t placed_above, std::int64_t placed_equal) {
    return placed_above + std::min(m.top_k - above, placed_equal);
  };
  const auto tally = [&](size_t from, size_t to, std::int64_t& a, std::int64_t& e) {
    for (size_t p = from; p < to; ++p) {
      if (s[p] > kth)
        ++a;
      else if (s[p] == kth)
        ++e;
    }
  };
  std::int64_t placed_above = 0, placed_equal = 0;
  tally(0, static_cast<size_t>(m.top_k), placed_above, placed_equal);
  m.top_hits = hits(placed_above, placed_equal);
  // A shared place across the k-th: q of its t entrants fill the top k, each choice alike.
  const auto k = static_cast<size_t>(m.top_k);
  const size_t b = first[k - 1];
  m.top_hits_num = m.top_hits;
  if (last[b] > k) {
    std::int64_t certain_above = 0, certain_equal = 0, block_above = 0, block_equal = 0;
    tally(0, b, certain_above, certain_equal);
    tally(b, last[b], block_above, block_equal);
    const auto t = static_cast<std::int64_t>(last[b] - b), q = static_cast<std::int64_t>(k - b);
    const std::int64_t others = t - block_above - block_equal;
    m.top_hits_num = 0;
    for (std::int64_t x = 0; x <= q; ++x)
      for (std::int64_t y = 0; x + y <= q; ++y)
        m.top_hits_num += choose(block_above, x) * choose(block_equal, y) * choose(others, q - x - y) *
                          hits(certain_above + x, certain_equal + y);
    m.top_hits_den = choose(t, q);
  }
  return m;
}

namespace {

template <class F>
std::optional<double> as_double(const std::optional<std::int64_t>& fixed_value, F exact) {
  if (!fixed_value) return std::nullopt;
  return exact();
}

}  // namespace

std::optional<std::int64_t> RankMetrics::kendall_tau_fixed() const {
  if (pairs == 0 || pairs == strength_ties || pairs == place_ties) return std::nullopt;
  return fixed_ratio_sqrt(concordant - discordant, pairs - place_ties, pairs - strength_ties);
}

std::optional<double> RankMetrics::kendall_tau() const {
  return as_double(kendall_tau_fixed(), [&] {
    return static_cast<double>(concordant - discordant) /
           std::sqrt(static_cast<double>(pairs - place_ties) * static_cast<double>(pairs - strength_ties));
  });
}

std::optional<std::int64_t> RankMetrics::spearman_rho_fixed() const {
  const std::int64_t cubes = n * n * n - n;
  if (n < 2 || cubes == strength_tie_cubes || cubes == place_tie_cubes) return std::nullopt;
  return fixed_ratio_sqrt(rho_numerator, cubes - place_tie_cubes, cubes - strength_tie_cubes);
}

std::optional<double> RankMetrics::spearman_rho() const {
  return as_double(spearman_rho_fixed(), [&] {
    const std::int64_t cubes = n * n * n - n;
    return static_cast<double>(rho_numerator) / std::sqrt(static_cast<double>(cubes - place_tie_cubes) *
                                                          static_cast<double>(cubes - strength_tie_cubes));
  });
}

std::optional<std::int64_t> RankMetrics::kendall_distance_fixed() const {
  if (pairs == 0) return std::nullopt;
  return fixed_ratio(2 * discordant + place_ties - place_strength_ties, 2 * pairs);
}

std::optional<double> RankMetrics::kendall_distance() const {
  return as_double(kendall_distance_fixed(), [&] {
    return static_cast<double>(2 * discordant + place_ties - place_strength_ties) /
           static_cast<double>(2 * pairs);
  });
}

std::optional<std::int64_t> RankMetrics::mean_abs_displacement_fixed() const {
  if (n == 0) return std::nullopt;
  return fixed_ratio(abs_displacement_halves, 2 * n) + displacement_excess_fixed;
}

std::optional<double> RankMetrics::mean_abs_displacement() const {
  return as_double(mean_abs_displacement_fixed(), [&] {
    return static_cast<double>(abs_displacement_halves) / static_cast<double>(2 * n) +
           static_cast<double>(displacement_excess_fixed) / static_cast<double>(kFixedScale);
  });
}

std::optional<std::int64_t> RankMetrics::top3_accuracy_fixed() const {
  if (top_k == 0) return std::nullopt;
  return fixed_ratio(top_hits_num, top_hits_den * top_k);
}

std::optional<double> RankMetrics::top3_accuracy() const {
  return as_double(top3_accuracy_fixed(), [&] {
    return static_cast<double>(top_hits_num) / static_cast<double>(top_hits_den * top_k);
  });
}

std::optional<std::int64_t> RankMetrics::strongest_won_fixed() const {
  if (n == 0) return std::nullopt;
  return fixed_ratio(strongest_num, strongest_den);
}

}  // namespace xq
