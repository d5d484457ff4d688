// Process-wide allocator settings for the command line (issue 15 item 5): a 10,000-player
// `xqsim pair` spent a third of its time in first-touch page faults (5,000 of them) as glibc
// handed its large buffers back to the kernel and mapped them afresh.
#pragma once

namespace xq::cli {

/// Called once at the start of main, before any allocation that matters. On Linux with glibc:
/// large blocks stay in the heap (no mmap and unmap per buffer), the heap is not trimmed, it
/// grows in 64 MB steps, and its first step is offered to transparent huge pages. Only tuning:
/// the results are the same without it, and it does nothing on other systems.
void tune_heap();

}  // namespace xq::cli
