#include "pairing/model/record.hpp"

namespace xq {

Record truncated(const Record& record, int rounds) {
  Record r = record;
  if (rounds < static_cast<int>(r.rounds.size())) r.rounds.resize(static_cast<size_t>(rounds));
  return r;
}

}  // namespace xq
