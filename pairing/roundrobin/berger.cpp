#include "pairing/roundrobin/berger.hpp"

#include <cassert>
#include <cstddef>
#include <utility>

namespace xq {

namespace {

// Table round t (1..m) of size N: RR-1.1's formula.
std::vector<BergerBoard> table_round(int size, int t) {
  const int m = size - 1;
  const auto wrap = [m](int x) { return ((x - 1) % m + m) % m + 1; };  // into 1..m
  const int p = t % 2 == 1 ? (t + 1) / 2 : (t + 1 + m) / 2;
  std::vector<BergerBoard> boards;
  boards.reserve(static_cast<std::size_t>(size / 2));
  boards.push_back(t % 2 == 1 ? BergerBoard{p, size} : BergerBoard{size, p});  // board 1: p v N
  for (int k = 2; k <= size / 2; ++k) boards.push_back({wrap(p + (k - 1)), wrap(p - (k - 1))});
  return boards;
}

}  // namespace

std::vector<BergerBoard> berger_round(int n, int round, int cycles) {
  assert(n >= 2 && (cycles == 1 || cycles == 2) && round >= 1 && round <= berger_rounds(n, cycles));
  const int size = berger_size(n), m = size - 1;
  if (round > m) {  // RR-1.6: cycle 2, the table again with colours reversed
    std::vector<BergerBoard> boards = table_round(size, round - m);
    for (BergerBoard& b : boards) std::swap(b.red, b.black);
    return boards;
  }
  int t = round;
  if (cycles == 2 && m >= 2 && round >= m - 1) t = round == m ? m - 1 : m;  // the last two swapped
  return table_round(size, t);
}

}  // namespace xq
