#include "pairing/swiss/lh_procedure.hpp"

namespace xq {

bool zone0_is_l(long count0, long count1, int number0, int number1, int round, LhTie tie, const char*& why) {
  if (count0 != count1) {  // PT-5.2: the zone with fewer is L
    why = "fewer unpaired";
    return count0 < count1;
  }
  // PT-D2: literal = the smaller first number's zone is L in every round; parity = in even
  // rounds the larger's (PT-D11: the parity of the round being paired).
  const bool smaller_is_l = tie == LhTie::literal || round % 2 == 1;
  why = smaller_is_l ? "equal counts, smaller first number" : "equal counts, even round: larger first number";
  return smaller_is_l ? number0 < number1 : number0 > number1;
}

}  // namespace xq
