#include "pairing/model/rng.hpp"

#include <cassert>

namespace xq {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
  // Mix the stream index into the seed with an independent splitmix64 output, so that
  // (seed, stream) pairs do not collide in any simple way (seed + stream would).
  std::uint64_t t = stream ^ 0x6a09e667f3bcc909ULL;
  std::uint64_t state = seed ^ splitmix64(t);
  for (auto& s : s_) s = splitmix64(state);
  // xoshiro's state must not be all zero; splitmix64 outputs four zeros with negligible
  // probability, but guard the invariant anyway.
  if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint64_t Rng::uniform(std::uint64_t n) {
  assert(n > 0);
  // Reject the lowest (2^64 mod n) values so that every residue is equally likely.
  const std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    const std::uint64_t r = next();
    if (r >= threshold) return r % n;
  }
}

Rng Rng::split() { return Rng(next(), 0x5eed5eed5eed5eedULL); }

}  // namespace xq
