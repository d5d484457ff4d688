#include "sim/batch.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iterator>
#include <mutex>
#include <ostream>
#include <stdexcept>
#include <thread>
#include <vector>

#include "pairing/io/record_file.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"

namespace xq::sim {

Shard parse_shard(std::string_view text) {
  auto number = [&](std::string_view s, std::uint64_t& out) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && ec == std::errc() && p == s.data() + s.size();
  };
  const size_t slash = text.find('/');
  Shard sh;
  if (slash == std::string_view::npos || !number(text.substr(0, slash), sh.k) ||
      !number(text.substr(slash + 1), sh.n) || sh.n < 1 || sh.k < 1 || sh.k > sh.n)
    throw InputError("", 0, "--shard",
                     "expected k/N with 1 <= k <= N (e.g. 2/8), got '" + std::string(text) + "'");
  return sh;
}

std::uint64_t shard_size(std::uint64_t count, const Shard& s) {
  return s.k - 1 >= count ? 0 : (count - (s.k - 1) + s.n - 1) / s.n;
}

namespace {

std::string tournament_name(std::uint64_t index) { return "tournament-" + std::to_string(index); }

// A warning kind as a folder name: "W-2", "PI-7" stay as they are.
std::string folder_name(const std::string& kind) {
  std::string s = kind.empty() ? std::string("_") : kind;
  for (char& c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) c = '_';
  if (s == "." || s == "..") s = "_";
  return s;
}

// Output folders, created when first needed (never on a run that writes nothing there).
class Outputs {
 public:
  explicit Outputs(std::filesystem::path root) : root_(std::move(root)) {}

  void save(const std::filesystem::path& folder, std::uint64_t index, const SimulatedEvent& event, bool trf) {
    if (root_.empty()) return;
    const std::filesystem::path dir = root_ / folder;
    {
      std::lock_guard lock(mutex_);
      create_folder(dir);
    }
    save_tournament(dir, index, event.record, event.pairing_seed, trf);
  }

 private:
  std::filesystem::path root_;
  std::mutex mutex_;
};

// SIM-7 --keep-warnings K: the K lowest batch indices showing each warning kind, held in
// memory (K per kind at most) until the end, so the choice does not depend on which worker
// finished first.
class ExampleKeeper {
 public:
  explicit ExampleKeeper(std::uint64_t k) : k_(k) {}

  void offer(std::uint64_t index, const TournamentRun& run) {
    if (k_ == 0) return;
    std::vector<std::string> kinds;
    for (const RuleCounts* counts : {&run.check.warnings, &run.check.notes})
      for (const auto& [kind, n] : *counts)
        if (n > 0) kinds.push_back(kind);
    if (kinds.empty()) return;
    std::shared_ptr<const KeptTournament> kept;  // copied once, only when taken
    std::lock_guard lock(mutex_);
    for (const std::string& kind : kinds) {
      auto& held = examples_[kind];
      if (held.size() >= k_ && index > held.rbegin()->first) continue;
      if (!kept)
        kept =
            std::make_shared<const KeptTournament>(KeptTournament{run.event.record, run.event.pairing_seed});
      held.emplace(index, kept);
      if (held.size() > k_) held.erase(std::prev(held.end()));
    }
  }

  WarningExamples take() { return std::move(examples_); }

 private:
  std::uint64_t k_;
  std::mutex mutex_;
  WarningExamples examples_;
};

// Compare mode with variants that play their own events: each variant's stopped events go to
// no-pairing/<variant name>/ (a name as a folder name; names that would meet are told apart by the
// variant's number, "-2").
std::vector<std::filesystem::path> variant_stop_folders(const std::vector<std::string>& names) {
  std::vector<std::string> folders;
  for (const std::string& name : names) folders.push_back(folder_name(name));
  std::vector<std::filesystem::path> out;
  for (size_t k = 0; k < folders.size(); ++k) {
    const bool shared = std::count(folders.begin(), folders.end(), folders[k]) > 1;
    out.push_back(std::filesystem::path("no-pairing") /
                  (shared ? folders[k] + "-" + std::to_string(k + 1) : folders[k]));
  }
  return out;
}

}  // namespace

void save_tournament(const std::filesystem::path& dir, std::uint64_t index, const Record& record,
                     std::uint64_t pairing_seed, bool trf) {
  const std::string name = tournament_name(index);
  save_record((dir / (name + ".json")).string(), record);
  // A field over TRF's 4-digit start numbers is kept as JSON alone.
  if (trf && record.entrant_count() <= kMaxTrfEntrants) save_record((dir / (name + ".trf")).string(), record);
  write_file_atomic(dir / (name + ".seed"), std::to_string(pairing_seed) + "\n");  // V-6 replay
}

std::uint64_t write_warning_examples(const std::filesystem::path& out, const WarningExamples& examples) {
  std::uint64_t written = 0;
  for (const auto& [kind, held] : examples) {
    if (held.empty()) continue;
    const std::filesystem::path dir = out / "warnings" / folder_name(kind);
    create_folder(dir);
    for (const auto& [index, t] : held) {
      save_tournament(dir, index, t->record, t->pairing_seed, false);
      ++written;
    }
  }
  return written;
}

namespace {

std::string duration_text(double seconds) {
  const auto s = static_cast<long long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%lld:%02lld", s / 60, s % 60);
  return buf;
}

void draw_progress(std::ostream& out, std::uint64_t done, std::uint64_t total, double elapsed, bool final) {
  constexpr int kWidth = 30;
  const double frac = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
  const int filled = static_cast<int>(frac * kWidth);
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
  char buf[160];
  std::snprintf(buf, sizeof buf, "\r[%-*s] %llu/%llu %5.1f%%  %.0f/s  %s %s", kWidth,
                std::string(static_cast<size_t>(filled), '#').c_str(), static_cast<unsigned long long>(done),
                static_cast<unsigned long long>(total), 100 * frac, rate, final ? "took" : "left",
                duration_text(final      ? elapsed
                              : rate > 0 ? static_cast<double>(total - done) / rate
                                         : 0)
                    .c_str());
  out << buf << "\033[K" << (final ? "\n" : "") << std::flush;  // clear the rest of the line
}

}  // namespace

BatchResult run_batch(const BatchSummary& empty, const BatchOptions& opt, const TournamentFn& play) {
  const std::uint64_t total = shard_size(opt.count, opt.shard);
  unsigned threads = opt.threads ? opt.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::max<std::uint64_t>(1, std::min<std::uint64_t>(threads, total)));

  std::atomic<std::uint64_t> next{0}, done{0}, failures{0}, unfinished{0}, records{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  Outputs outputs(opt.out);
  ExampleKeeper examples(opt.keep_warnings);
  // TRF for an individual Swiss; a knockout event (KO-5) is kept as JSON only: TRF would hold
  // its first stage and leave the knockout out.
  const bool trf = empty.settings.contains("rules") &&
                   empty.settings["rules"].value("format", "swiss") == "swiss" &&
                   empty.settings["rules"].value("knockout", "none") == "none";
  auto stopping = [&] { return failed.load() || (opt.stop && opt.stop->load()); };
  std::vector<std::string> names = opt.variant_names;
  for (size_t k = names.size(); k < opt.compare_lists.size(); ++k)
    names.push_back("variant-" + std::to_string(k + 1));
  const std::vector<std::filesystem::path> stop_folders = variant_stop_folders(names);

  std::vector<BatchSummary> parts(threads, empty);
  auto worker = [&](unsigned w) {
    try {
      Workspace workspace;
      for (;;) {
        if (stopping()) return;
        const std::uint64_t p = next.fetch_add(1);
        if (p >= total) return;
        const std::uint64_t index = shard_index(p, opt.shard);
        Rng rng(opt.seed, index);  // SIM-3: tournament i's own stream
        const TournamentRun run = play(index, rng, workspace);
        std::vector<const Record*> variant_records;
        for (std::size_t e : run.variant_event)
          variant_records.push_back(e == 0 ? &run.event.record : &run.others.at(e - 1).record);
        add_tournament(parts[w], run.event.record, run.check, run.event.strength, &workspace.histories(),
                       variant_records);
        if (!run.check.violations.empty()) {  // SIM-7: keep it whole for replay
          outputs.save("failures", index, run.event, false);
          if (!opt.out.empty()) ++failures;
        }
        // The event that stopped, kept for replay: no-pairing/tournament-<i>.json when every
        // variant ranks one event (simulate, compare of lists); else each variant's own stopped
        // event in no-pairing/<variant>/ (docs/fairness.md "What the variants share").
        if (run.others.empty() && run.event.no_pairing) {
          outputs.save("no-pairing", index, run.event, false);
          if (!opt.out.empty()) ++unfinished;
        }
        for (std::size_t k = 0; !run.others.empty() && k < run.variant_event.size(); ++k) {
          const std::size_t e = run.variant_event[k];
          const SimulatedEvent& event = e == 0 ? run.event : run.others.at(e - 1);
          if (!event.no_pairing) continue;
          outputs.save(k < stop_folders.size() ? stop_folders[k] : std::filesystem::path("no-pairing"), index,
                       event, false);
          if (!opt.out.empty()) ++unfinished;
        }
        if (index < opt.keep) {
          outputs.save("records", index, run.event, trf);
          if (!opt.out.empty()) ++records;
        }
        examples.offer(index, run);  // SIM-7 --keep-warnings
        ++done;
      }
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(threads);
  const auto start = std::chrono::steady_clock::now();
  for (unsigned w = 0; w < threads; ++w) pool.emplace_back(worker, w);
  if (opt.progress) {
    // The main thread draws the bar until the workers are done (SIM-6).
    while (done.load() < total && !stopping()) {
      const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      draw_progress(*opt.progress, done.load(), total, elapsed, false);
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
  }
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  if (opt.progress) {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    draw_progress(*opt.progress, done.load(), total, elapsed, true);
  }

  BatchResult result;
  result.summary = empty;
  for (const BatchSummary& part : parts) merge(result.summary, part);
  result.summary.shards = BatchShards{opt.shard.n, {opt.shard.k}};  // what merge checks (SIM-5)
  result.interrupted = done.load() < total;
  result.failures_written = failures.load();
  result.unfinished_written = unfinished.load();
  result.records_written = records.load();
  result.warning_examples = examples.take();
  if (!opt.defer_warning_examples) {
    if (!opt.out.empty())
      result.warning_examples_written = write_warning_examples(opt.out, result.warning_examples);
    result.warning_examples.clear();
  }
  return result;
}

}  // namespace xq::sim
