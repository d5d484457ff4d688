// The engine's only source of randomness: a small, portable generator whose output is the same
// on every platform and standard library (no std:: distributions, whose results differ).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace xq {

/// xoshiro256** (Blackman & Vigna), seeded through splitmix64. Deterministic everywhere:
/// the same (seed, stream) gives the same sequence on every compiler and platform.
class Rng {
 public:
  /// Stream `stream` of seed `seed`. Different streams of one seed are independent for
  /// practical purposes (their states come from splitmix64 of a mix of both), so a simulator
  /// can give tournament i the stream `Rng(seed, i)`.
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0);

  /// Next raw 64-bit output.
  std::uint64_t next();

  /// Uniform integer in [0, n), unbiased (rejection sampling). Precondition: n > 0.
  std::uint64_t uniform(std::uint64_t n);

  /// Uniform int in [0, n) for container indices. Precondition: n > 0.
  int index(int n) { return static_cast<int>(uniform(static_cast<std::uint64_t>(n))); }

  /// A fair coin.
  bool coin() { return (next() >> 63) != 0; }

  /// Fisher–Yates shuffle with `uniform`; the result depends only on the generator state.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      const std::size_t j = static_cast<std::size_t>(uniform(i));
      using std::swap;
      swap(v[i - 1], v[j]);
    }
  }

  /// A new generator derived from this one (consumes one output): for a sub-task that must
  /// not disturb this generator's sequence more than by one step.
  Rng split();

 private:
  std::uint64_t s_[4];
};

/// splitmix64 step: advances `state` and returns the next output (also a good 64-bit mixer).
std::uint64_t splitmix64(std::uint64_t& state);

/// The stream round `round` (1-based) of an event paired with seed `pairing_seed` draws from:
/// Rng(pairing_seed, round). `xqsim pair --seed S`, the simulator's event driver and the V-6
/// re-pairing check all pair round r with it. A later round does not depend on how many
/// numbers earlier rounds drew, so each round can be re-paired alone.
[[nodiscard]] inline Rng round_rng(std::uint64_t pairing_seed, int round) {
  return Rng(pairing_seed, static_cast<std::uint64_t>(round));
}

}  // namespace xq
