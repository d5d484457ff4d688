// Large buffers of a record's text and document (tens of MB at 100,000 players): asked to be
// backed by transparent huge pages, so that filling them costs a few hundred page faults rather
// than tens of thousands (on a virtual machine the faults were a third of `xqsim pair`).
#pragma once

#include <cstddef>

namespace xq {

/// Advises the kernel (Linux madvise MADV_HUGEPAGE) that the whole pages inside
/// [data, data + bytes) may be huge pages; call before the buffer is first written. Only advice:
/// does nothing elsewhere, for small buffers, or when the kernel declines.
void advise_huge_pages(void* data, std::size_t bytes);

}  // namespace xq
