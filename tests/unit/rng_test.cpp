#include "pairing/model/rng.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

namespace xq {
namespace {

TEST(Rng, SameSeedAndStreamSameSequence) {
  Rng a(123, 4), b(123, 4);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
}

TEST(Rng, StreamsAndSeedsDiffer) {
  Rng a(123, 0), b(123, 1), c(124, 0);
  int same_ab = 0, same_ac = 0;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next(), y = b.next(), z = c.next();
    same_ab += x == y;
    same_ac += x == z;
  }
  EXPECT_EQ(same_ab, 0);
  EXPECT_EQ(same_ac, 0);
}

TEST(Rng, OutputIsPinnedAcrossPlatforms) {
  // splitmix64 of 0 is a published constant; xoshiro256** is then fully determined. If these
  // change, every recorded simulation changes: a deliberate break only.
  std::uint64_t s = 0;
  EXPECT_EQ(splitmix64(s), 0xe220a8397b1dcdafULL);
  Rng r(0);
  const std::uint64_t first = r.next();
  Rng again(0);
  EXPECT_EQ(again.next(), first);
  EXPECT_NE(first, 0u);
}

TEST(Rng, UniformStaysInRangeAndIsUnbiased) {
  Rng r(9);
  EXPECT_EQ(r.uniform(1), 0u);
  std::vector<int> counts(3, 0);
  const int draws = 60000;
  for (int i = 0; i < draws; ++i) {
    const auto u = r.uniform(3);
    ASSERT_LT(u, 3u);
    ++counts[u];
  }
  for (int c : counts) EXPECT_NEAR(c, draws / 3, draws / 100);  // within 1 %: 20,000 ± 600
  // A modulus just above 2^63 would be biased by a plain `%` (values below 2^64 − n twice as
  // likely); rejection keeps it in range.
  const std::uint64_t big = (1ULL << 63) + 12345;
  for (int i = 0; i < 1000; ++i) EXPECT_LT(r.uniform(big), big);
}

TEST(Rng, ShuffleIsAPermutationAndDependsOnTheState) {
  std::vector<int> v(50);
  std::iota(v.begin(), v.end(), 0);
  auto a = v, b = v;
  Rng r1(5), r2(5), r3(6);
  r1.shuffle(a);
  r2.shuffle(b);
  EXPECT_EQ(a, b);
  auto c = v;
  r3.shuffle(c);
  EXPECT_NE(a, c);
  std::sort(a.begin(), a.end());
  EXPECT_EQ(a, v);
}

TEST(Rng, EveryPositionReachable) {  // Fisher–Yates: each element lands anywhere
  std::vector<std::vector<int>> seen(4, std::vector<int>(4, 0));
  Rng r(77);
  for (int t = 0; t < 4000; ++t) {
    std::vector<int> v{0, 1, 2, 3};
    r.shuffle(v);
    for (int i = 0; i < 4; ++i)
      ++seen[static_cast<size_t>(v[static_cast<size_t>(i)])][static_cast<size_t>(i)];
  }
  for (const auto& row : seen)
    for (int c : row) EXPECT_NEAR(c, 1000, 150);
}

}  // namespace
}  // namespace xq
