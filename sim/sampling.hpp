// Sampling from the project's Rng (pairing/rng.hpp) by our own code: no std:: distributions,
// whose output differs between standard libraries (SIM-3).
#pragma once

#include <cmath>
#include <cstdint>

#include "pairing/model/rng.hpp"

namespace xq::sim {

/// Uniform double in [0, 1) with 53 random bits (the top bits of one output).
inline double unit_uniform(Rng& rng) { return static_cast<double>(rng.next() >> 11) * 0x1.0p-53; }

/// Standard normal by Box–Muller (two uniforms, one output used; the second is discarded so
/// that every call consumes exactly two draws whatever came before). Uses std::log, std::sqrt
/// and std::cos: the same binary gives the same values; a libm with different rounding could
/// move a rating by a last-bit amount, which the callers' rounding to whole points absorbs.
inline double standard_normal(Rng& rng) {
  const double u1 = 1.0 - unit_uniform(rng);  // (0, 1]: log is finite
  const double u2 = unit_uniform(rng);
  constexpr double kTwoPi = 6.283185307179586476925286766559;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(kTwoPi * u2);
}

}  // namespace xq::sim
