#include "cli/heap_tuning.hpp"

#include <cstdint>
#include <cstdlib>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace xq::cli {

void tune_heap() {
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kStep = std::uintptr_t{64} << 20;
  (void)mallopt(M_MMAP_THRESHOLD, 1 << 30);           // blocks up to 1 GB come from the heap, not mmap
  (void)mallopt(M_TRIM_THRESHOLD, 1 << 30);           // freed memory stays for the next buffer
  (void)mallopt(M_TOP_PAD, static_cast<int>(kStep));  // the heap grows by 64 MB at a time
  // One step taken at once (a block the heap's small start cannot hold, given back at once): its
  // whole 2 MB pages are offered as huge pages, so that filling a record's buffers costs one
  // fault per 2 MB rather than per 4 KB. Pages never touched take no memory.
  void* probe = std::malloc(kStep / 2);
  const auto top = reinterpret_cast<std::uintptr_t>(sbrk(0));
  const auto block = reinterpret_cast<std::uintptr_t>(probe);
  // Only when the block came from the brk heap (a sanitizer's allocator maps its own): then the
  // step lies between it and the heap's top.
  if (probe != nullptr && top != static_cast<std::uintptr_t>(-1) && block < top && top - block <= 2 * kStep) {
    constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
    const std::uintptr_t first = (block + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t last = top & ~(kHuge - 1);
    if (last > first) (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
  }
  std::free(probe);
#endif
}

}  // namespace xq::cli
