#include "verify/perfect_matching.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

namespace xq::verify_detail {

namespace {

// --- arithmetic modulo the Mersenne prime p = 2^61 − 1
__extension__ typedef unsigned __int128 u128;  // GCC/Clang; __extension__ keeps -Wpedantic quiet
using u64 = std::uint64_t;
constexpr u64 kP = (u64{1} << 61) - 1;

u64 reduce(u64 x) {  // x < 2^63 → x mod p
  x = (x & kP) + (x >> 61);
  return x >= kP ? x - kP : x;
}
u64 add(u64 a, u64 b) { return reduce(a + b); }
u64 sub(u64 a, u64 b) { return reduce(a + kP - b); }
u64 neg(u64 a) { return a == 0 ? 0 : kP - a; }
u64 mul(u64 a, u64 b) {
  const u128 z = static_cast<u128>(a) * b;
  return reduce((static_cast<u64>(z) & kP) + static_cast<u64>(z >> 61));
}
u64 power(u64 a, u64 e) {
  u64 r = 1;
  for (; e; e >>= 1, a = mul(a, a))
    if (e & 1) r = mul(r, a);
  return r;
}
u64 inverse(u64 a) {
  assert(a != 0);
  return power(a, kP - 2);  // Fermat
}

// splitmix64: a small generator whose output is defined by this code (SIM-3 habit).
struct Stream {
  u64 s;
  u64 next() {
    u64 z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  u64 element() {  // uniform enough in 1..p−1 (never 0: a zero t_ij would drop an edge)
    for (;;) {
      const u64 v = next() & kP;
      if (v != 0 && v != kP) return v;
    }
  }
};

// A square matrix, row-major in one block (the inner loops run along rows).
class Matrix {
 public:
  Matrix() = default;
  explicit Matrix(size_t m) : m_(m), v_(m * m, 0) {}
  size_t size() const { return m_; }
  u64* operator[](size_t i) { return v_.data() + i * m_; }
  const u64* operator[](size_t i) const { return v_.data() + i * m_; }
  void swap_rows(size_t a, size_t b) { std::swap_ranges((*this)[a], (*this)[a] + m_, (*this)[b]); }

 private:
  size_t m_ = 0;
  std::vector<u64> v_;
};

// row_r −= f · row_c over columns [from, m)
void eliminate(u64* row_r, const u64* row_c, u64 f, size_t from, size_t m) {
  for (size_t k = from; k < m; ++k)
    if (row_c[k]) row_r[k] = sub(row_r[k], mul(f, row_c[k]));
}

// Determinant by Gaussian elimination (destroys `a`).
u64 determinant(Matrix a) {
  const size_t m = a.size();
  u64 det = 1;
  for (size_t c = 0; c < m; ++c) {
    size_t piv = c;
    while (piv < m && a[piv][c] == 0) ++piv;
    if (piv == m) return 0;
    if (piv != c) {
      a.swap_rows(piv, c);
      det = neg(det);
    }
    det = mul(det, a[c][c]);
    const u64 inv = inverse(a[c][c]);
    for (size_t r = c + 1; r < m; ++r)
      if (a[r][c] != 0) eliminate(a[r], a[c], mul(a[r][c], inv), c, m);
  }
  return det;
}

// Inverse by Gauss–Jordan; returns false when singular. Also yields the determinant.
bool invert(Matrix a, Matrix& inv, u64& det) {
  const size_t m = a.size();
  inv = Matrix(m);
  for (size_t i = 0; i < m; ++i) inv[i][i] = 1;
  det = 1;
  for (size_t c = 0; c < m; ++c) {
    size_t piv = c;
    while (piv < m && a[piv][c] == 0) ++piv;
    if (piv == m) return false;
    if (piv != c) {
      a.swap_rows(piv, c);
      inv.swap_rows(piv, c);
      det = neg(det);
    }
    det = mul(det, a[c][c]);
    const u64 ip = inverse(a[c][c]);
    for (size_t k = 0; k < m; ++k) {
      a[c][k] = mul(a[c][k], ip);
      inv[c][k] = mul(inv[c][k], ip);
    }
    for (size_t r = 0; r < m; ++r) {
      if (r == c || a[r][c] == 0) continue;
      const u64 f = a[r][c];
      eliminate(a[r], a[c], f, c, m);
      eliminate(inv[r], inv[c], f, 0, m);
    }
  }
  return true;
}

Matrix multiply(const Matrix& a, const Matrix& b) {
  const size_t m = a.size();
  Matrix c(m);
  for (size_t i = 0; i < m; ++i)
    for (size_t k = 0; k < m; ++k) {
      const u64 f = a[i][k];
      if (f == 0) continue;
      const u64* bk = b[k];
      u64* ci = c[i];
      for (size_t j = 0; j < m; ++j)
        if (bk[j]) ci[j] = add(ci[j], mul(f, bk[j]));
    }
  return c;
}

// Characteristic polynomial det(λI − h), coefficients low to high (size m + 1, monic).
// Reduces h to upper Hessenberg form by similarity, then the usual recurrence.
std::vector<u64> characteristic_polynomial(Matrix h) {
  const size_t m = h.size();
  for (size_t j = 0; j + 2 < m; ++j) {
    size_t piv = j + 1;
    while (piv < m && h[piv][j] == 0) ++piv;
    if (piv == m) continue;
    if (piv != j + 1) {  // swap rows and columns piv ↔ j+1 (a similarity)
      h.swap_rows(piv, j + 1);
      for (size_t r = 0; r < m; ++r) std::swap(h[r][piv], h[r][j + 1]);
    }
    const u64 inv = inverse(h[j + 1][j]);
    for (size_t r = j + 2; r < m; ++r) {
      if (h[r][j] == 0) continue;
      const u64 f = mul(h[r][j], inv);
      eliminate(h[r], h[j + 1], f, 0, m);  // row_r −= f·row_{j+1}
      for (size_t k = 0; k < m; ++k) h[k][j + 1] = add(h[k][j + 1], mul(f, h[k][r]));  // col_{j+1} += f·col_r
    }
  }
  // p_k = (λ − h_kk)·p_{k−1} − Σ_{i<k} h_ik·(h_{i+1,i}…h_{k,k−1})·p_{i−1}   (1-based)
  std::vector<std::vector<u64>> p(m + 1);
  p[0] = {1};
  for (size_t k = 1; k <= m; ++k) {
    std::vector<u64>& pk = p[k];
    pk.assign(k + 1, 0);
    for (size_t d = 0; d < k; ++d) {
      pk[d + 1] = add(pk[d + 1], p[k - 1][d]);
      pk[d] = sub(pk[d], mul(h[k - 1][k - 1], p[k - 1][d]));
    }
    u64 t = 1;
    for (size_t i = k - 1; i >= 1; --i) {
      t = mul(t, h[i][i - 1]);
      if (t == 0) break;  // every longer product contains this zero too
      const u64 f = mul(t, h[i - 1][k - 1]);
      if (f == 0) continue;
      for (size_t d = 0; d < p[i - 1].size(); ++d) pk[d] = sub(pk[d], mul(f, p[i - 1][d]));
    }
  }
  return p[m];
}

// Tutte matrices for one draw of the unknowns: A holds weight-0 edges, B weight-1 edges.
void tutte(const PairGraph& g, Stream& rng, Matrix& a, Matrix& b) {
  const int m = g.size();
  a = Matrix(static_cast<size_t>(m));
  b = Matrix(static_cast<size_t>(m));
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j) {
      const int w = g.weight(i, j);
      if (w < 0) continue;
      const u64 t = rng.element();
      Matrix& target = w == 0 ? a : b;
      target[static_cast<size_t>(i)][static_cast<size_t>(j)] = t;
      target[static_cast<size_t>(j)][static_cast<size_t>(i)] = neg(t);
    }
}

}  // namespace

bool has_perfect_matching(const PairGraph& g, std::uint64_t seed) {
  const int m = g.size();
  if (m % 2) return false;
  if (m == 0) return true;
  Stream rng{seed};
  for (int trial = 0; trial < 2; ++trial) {
    Matrix a, b;
    tutte(g, rng, a, b);
    for (size_t i = 0; i < a.size(); ++i)
      for (size_t j = 0; j < a.size(); ++j) a[i][j] = add(a[i][j], b[i][j]);  // weights ignored
    if (determinant(std::move(a)) != 0) return true;
  }
  return false;
}

std::optional<int> min_weight_perfect_matching(const PairGraph& g, std::uint64_t seed) {
  const int m = g.size();
  if (m % 2) return std::nullopt;
  if (m == 0) return 0;
  Stream rng{seed};
  Matrix a, b;
  tutte(g, rng, a, b);
  // M = A + cB must be invertible: det T(x) is a non-zero polynomial of degree ≤ m when a
  // perfect matching exists, so a random c is a root with probability ≤ m/p. Two tries.
  Matrix inv;
  u64 det_m = 0;
  u64 c = 0;
  bool ok = false;
  for (int attempt = 0; attempt < 2 && !ok; ++attempt) {
    c = rng.element();
    Matrix mm = a;
    for (size_t i = 0; i < mm.size(); ++i)
      for (size_t j = 0; j < mm.size(); ++j) mm[i][j] = add(mm[i][j], mul(c, b[i][j]));
    ok = invert(std::move(mm), inv, det_m);
  }
  if (!ok) return std::nullopt;
  // det T(x) = det M · det(I + z·N), z = x − c, N = M⁻¹B; det(I + zN) = Σ_k e_k z^k where
  // det(λI − N) = Σ_k (−1)^k e_k λ^{m−k}.
  const std::vector<u64> chi = characteristic_polynomial(multiply(inv, b));
  const size_t n = static_cast<size_t>(m);
  std::vector<u64> e(n + 1);
  for (size_t k = 0; k <= n; ++k) e[k] = (k % 2) ? neg(chi[n - k]) : chi[n - k];
  // Expand Σ e_k (x − c)^k by Horner, highest k first.
  std::vector<u64> poly(n + 1, 0);  // coefficients of x^0..x^m
  for (size_t k = n + 1; k-- > 0;) {
    for (size_t d = n; d >= 1; --d) poly[d] = sub(poly[d - 1], mul(c, poly[d]));
    poly[0] = add(neg(mul(c, poly[0])), e[k]);
  }
  for (size_t d = 0; d <= n; ++d) {
    if (mul(poly[d], det_m) == 0) continue;
    if (d % 2) return std::nullopt;  // det = Pf²: an odd lowest power cannot happen
    return static_cast<int>(d / 2);
  }
  return std::nullopt;
}

}  // namespace xq::verify_detail
