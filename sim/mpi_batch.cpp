// SIM-5: one batch over the ranks of an MPI job (sim/mpi_batch.hpp). Compiled only with MPI.
// Messages are JSON text: a rank's summary is to_json's, read back with batch_summary_from_json,
// so the reduction is the same exact merge as for shards.
#include "sim/mpi_batch.hpp"

#include <mpi.h>

#include <algorithm>
#include <climits>
#include <exception>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace xq::sim {
namespace {

using ojson = nlohmann::ordered_json;

// MPI_Init_thread … MPI_Finalize for the lifetime of the object. Only the main thread calls
// MPI (the batch's workers never do): MPI_THREAD_FUNNELED.
class MpiSession {
 public:
  MpiSession() {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiSession() { MPI_Finalize(); }
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }

 private:
  int rank_ = 0, size_ = 1;
};

int message_size(const std::string& text) {
  if (text.size() > static_cast<size_t>(INT_MAX)) throw std::runtime_error("MPI message too large");
  return static_cast<int>(text.size());
}

// Every rank's `text`, at rank 0 (empty elsewhere).
std::vector<std::string> gather(const std::string& text, const MpiSession& mpi) {
  int length = message_size(text);
  std::vector<int> lengths(static_cast<size_t>(mpi.size()));
  MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
  std::vector<int> offsets(lengths.size(), 0);
  long long total = 0;
  for (size_t r = 0; r < lengths.size(); ++r) {
    if (total > INT_MAX) throw std::runtime_error("MPI message too large");
    offsets[r] = static_cast<int>(total);
    total += lengths[r];
  }
  std::string all(mpi.rank() == 0 ? static_cast<size_t>(total) : 0, '\0');
  MPI_Gatherv(text.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, 0,
              MPI_COMM_WORLD);
  std::vector<std::string> parts;
  if (mpi.rank() == 0)
    for (size_t r = 0; r < lengths.size(); ++r)
      parts.push_back(all.substr(static_cast<size_t>(offsets[r]), static_cast<size_t>(lengths[r])));
  return parts;
}

// Rank 0's `text` on every rank.
std::string broadcast(std::string text, const MpiSession& mpi) {
  int length = mpi.rank() == 0 ? message_size(text) : 0;
  MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
  text.resize(static_cast<size_t>(length));
  MPI_Bcast(text.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
  return text;
}

// What a rank tells rank 0 after playing its part.
std::string report_json(const BatchResult* r, const std::string& error) {
  ojson j;
  j["error"] = error;
  if (!r) return j.dump();
  j["summary"] = to_json(r->summary);
  j["interrupted"] = r->interrupted;
  j["failures"] = r->failures_written;
  j["unfinished"] = r->unfinished_written;
  j["records"] = r->records_written;
  ojson examples = ojson::object();  // kind → the batch indices this rank holds
  for (const auto& [kind, held] : r->warning_examples) {
    ojson indices = ojson::array();
    for (const auto& [index, t] : held) indices.push_back(index);
    examples[kind] = indices;
  }
  j["examples"] = examples;
  return j.dump();
}

}  // namespace

MpiBatch run_mpi_batch(const Scenario& scenario, BatchOptions options) {
  MpiBatch out;
  std::string failure;  // the first error of the job, rethrown at rank 0
  {
    MpiSession mpi;
    const bool root = mpi.rank() == 0;
    out.root = root;
    const Shard job_shard = options.shard;
    options.shard = rank_shard(options.shard, static_cast<std::uint64_t>(mpi.rank()),
                               static_cast<std::uint64_t>(mpi.size()));
    options.defer_warning_examples = true;  // chosen over all ranks below
    if (!root) options.progress = nullptr;

    BatchResult mine;
    std::string error;
    try {
      mine = run_scenario_batch(scenario, options);
    } catch (const std::exception& e) {
      error = "rank " + std::to_string(mpi.rank()) + ": " + e.what();
    }
    const std::vector<std::string> reports = gather(report_json(error.empty() ? &mine : nullptr, error), mpi);

    // Rank 0: merge the summaries in rank order (merge is exact and commutative anyway) and
    // choose the K lowest indices of each warning kind over the whole job.
    ojson decision;
    decision["error"] = "";
    decision["chosen"] = ojson::object();
    if (root) {
      try {
        BatchResult& all = out.result;
        all.summary = scenario_summary(scenario, options);
        std::map<std::string, std::set<std::uint64_t>> candidates;
        for (size_t r = 0; r < reports.size(); ++r) {
          const ojson j = ojson::parse(reports[r]);
          if (!j["error"].get<std::string>().empty()) throw std::runtime_error(j["error"].get<std::string>());
          merge(all.summary, batch_summary_from_json(j["summary"], "rank " + std::to_string(r)));
          all.interrupted = all.interrupted || j["interrupted"].get<bool>();
          all.failures_written += j["failures"].get<std::uint64_t>();
          all.unfinished_written += j["unfinished"].get<std::uint64_t>();
          all.records_written += j["records"].get<std::uint64_t>();
          for (const auto& [kind, indices] : j["examples"].items())
            for (const auto& i : indices) candidates[kind].insert(i.get<std::uint64_t>());
        }
        // The ranks' parts of the N·P split make this job's shard of the N split.
        all.summary.shards = BatchShards{job_shard.n, {job_shard.k}};
        for (const auto& [kind, indices] : candidates) {
          ojson chosen = ojson::array();
          for (std::uint64_t i : indices) {
            if (chosen.size() >= options.keep_warnings) break;
            chosen.push_back(i);
          }
          decision["chosen"][kind] = chosen;
        }
        out.exit_code = all.summary.violations_total() > 0 ? 1 : all.interrupted ? 130 : 0;
      } catch (const std::exception& e) {
        decision["error"] = e.what();
      }
      decision["exit_code"] = out.exit_code;
    }
    decision = ojson::parse(broadcast(root ? decision.dump() : std::string(), mpi));
    failure = decision["error"].get<std::string>();
    out.exit_code = failure.empty() && decision.contains("exit_code") ? decision["exit_code"].get<int>() : 3;

    // Each rank writes its own examples among the chosen ones.
    unsigned long long written = 0;
    int write_failed = 0;
    if (failure.empty() && !options.out.empty()) {
      try {
        WarningExamples keep;
        for (const auto& [kind, indices] : decision["chosen"].items()) {
          const auto held = mine.warning_examples.find(kind);
          if (held == mine.warning_examples.end()) continue;
          for (const auto& i : indices) {
            const auto t = held->second.find(i.get<std::uint64_t>());
            if (t != held->second.end()) keep[kind].emplace(t->first, t->second);
          }
        }
        written = write_warning_examples(options.out, keep);
      } catch (const std::exception& e) {
        write_failed = 1;
        if (root) failure = e.what();
      }
    }
    unsigned long long total_written = 0;
    int any_failed = 0;
    MPI_Reduce(&written, &total_written, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Allreduce(&write_failed, &any_failed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (any_failed && failure.empty()) failure = "a rank could not write its warning examples";
    if (any_failed) out.exit_code = 3;
    out.result.warning_examples_written = total_written;
  }  // MPI_Finalize
  if (!failure.empty() && out.root) throw std::runtime_error(failure);
  return out;
}

}  // namespace xq::sim
