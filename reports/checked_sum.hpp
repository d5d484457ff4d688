// Adding up the counts and sums of summaries (merge of shards, threads, MPI ranks): a batch's own
// parts never come near 2^64, so a sum that would wrap comes from summaries that are not one
// batch's (hand-edited, or damaged) and is refused — `xqsim merge` exits 2 naming the file —
// rather than wrapped into a plausible-looking wrong count.
#pragma once

#include "pairing/model/errors.hpp"

namespace xq {

/// into += from, or InputError (key "summary") when the sum does not fit T.
template <class T>
void add_checked(T& into, T from) {
  T sum{};
  if (__builtin_add_overflow(into, from, &sum))
    throw InputError("", 0, "summary",
                     "counts too large to add up: a sum passes what a count can hold (not the summaries of "
                     "one batch?)");
  into = sum;
}

}  // namespace xq
