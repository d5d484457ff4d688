// SIM-5 over MPI: `mpirun -np P xqsim simulate SCENARIO … --mpi` runs one batch as one job.
// Rank k plays part k+1/P of the requested shard; rank 0 gathers the other ranks' summaries
// (as summary JSON), merges them (exact, so the result is the single-process run's byte for
// byte) and writes and prints the outputs. The backend beside the threaded batch runner: only
// sim/mpi_batch.cpp includes MPI, and it is compiled into xq_sim only when CMake found MPI
// (XQ_MPI), which then defines XQ_HAVE_MPI=1 for xq_sim and everything that uses it.
#pragma once

#include <cstdlib>
#include <ostream>

#include "sim/batch.hpp"
#include "sim/scenario.hpp"

#ifndef XQ_HAVE_MPI
#define XQ_HAVE_MPI 0
#endif

namespace xq::sim {

/// Whether this xqsim was built with MPI (`--mpi` works).
inline constexpr bool kMpiBuilt = XQ_HAVE_MPI != 0;

/// The part of `requested` (k/N) that rank `rank` of `ranks` plays: every P-th of its
/// tournaments, from the rank-th on — the shard k + N·rank of N·P.
[[nodiscard]] inline Shard rank_shard(const Shard& requested, std::uint64_t rank, std::uint64_t ranks) {
  return Shard{requested.k + requested.n * rank, requested.n * ranks};
}

/// A plain run started by mpirun (or another launcher) with several processes: each would
/// play the whole batch. Says so on `err` (one line) and goes on.
inline void warn_if_under_mpirun(std::ostream& err) {
  for (const char* var : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"}) {
    const char* v = std::getenv(var);
    if (v && std::atoi(v) > 1) {
      err << "xqsim simulate: warning: started as " << v
          << " processes (mpirun) without --mpi: each plays the whole batch\n";
      return;
    }
  }
}

#if XQ_HAVE_MPI
struct MpiBatch {
  bool root = false;   ///< rank 0: `result` holds the whole job's; write and print it
  int exit_code = 0;   ///< for ranks other than 0: what the job exits with (as rank 0)
  BatchResult result;  ///< rank 0: merged summary, summed file counts, interrupted if any was
};

/// Initialises MPI, plays this rank's part of the batch, gathers and merges at rank 0 and
/// finalises MPI. --keep-warnings: the K lowest indices of each kind over all ranks are
/// chosen at rank 0 and each rank writes its own, so warnings/ is the single-process run's
/// too. Failures and records are written by the rank that played them (OUT should be a folder
/// every rank sees). An error on any rank is rethrown on rank 0 (std::runtime_error).
[[nodiscard]] MpiBatch run_mpi_batch(const Scenario& scenario, BatchOptions options);
#endif

}  // namespace xq::sim
