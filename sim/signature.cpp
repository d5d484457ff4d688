#include "sim/signature.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "pairing/pairing.hpp"
#include "sim/event.hpp"

namespace xq::sim {
namespace {

class Fnv {
 public:
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>(v >> (8 * i)));
  }
  void add(const std::string& s) {
    add(s.size());
    for (char c : s) byte(static_cast<unsigned char>(c));
  }
  std::uint64_t value() const { return h_; }

 private:
  void byte(unsigned char b) {
    h_ ^= b;
    h_ *= 0x100000001b3ULL;
  }
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

std::uint64_t u(int v) { return static_cast<std::uint64_t>(static_cast<std::int64_t>(v)); }

}  // namespace

std::uint64_t pairing_hash(const Record& record) {
  Fnv h;
  for (const Entrant& e : record.entrants) h.add(u(e.code ? *e.code : -1));  // P1-4 numbers, P1-8 codes
  for (const Team& t : record.teams) h.add(u(t.code ? *t.code : -1));
  for (const Round& r : record.rounds) {
    h.add(u(r.number));
    h.add(u(r.stage));
    h.add(r.games.size());
    for (const Game& g : r.games) {
      for (int v : {g.board, g.red, g.black, static_cast<int>(g.kind), static_cast<int>(g.time_control),
                    g.chooser, static_cast<int>(g.group)})
        h.add(u(v));
    }
    h.add(r.byes.size());
    for (const Bye& b : r.byes) h.add(u(b.entrant * 3 + (b.mark ? 1 + static_cast<int>(*b.mark) : 0)));
    h.add(r.matches.size());
    for (const Match& m : r.matches) {
      for (int v : {m.table, m.home, m.away}) h.add(u(v));
      for (int gi : m.games) h.add(u(gi));
    }
    for (EntrantId t : r.team_byes) h.add(u(t));
    h.add(r.warnings.size());
    for (const Warning& w : r.warnings) {
      h.add(w.rule);
      h.add(u(w.entrant));
      h.add(w.text);
    }
  }
  return h.value();
}

std::uint64_t scenario_signature(const Scenario& scenario, std::uint64_t count, std::uint64_t seed,
                                 unsigned threads) {
  // The tournaments' hashes are folded in batch order, a block at a time: memory stays flat
  // whatever the count (a vector of every hash was 8 bytes per tournament, reserved up front).
  constexpr std::uint64_t kBlock = 4096;
  threads = std::max(threads, 1u);
  std::vector<std::uint64_t> hashes(static_cast<size_t>(std::min(count, kBlock)));
  std::vector<PairingWorkspace> workspaces(threads);
  Fnv all;
  for (std::uint64_t first = 0; first < count; first += kBlock) {
    const std::uint64_t n = std::min(kBlock, count - first);
    std::atomic<std::uint64_t> next{0};
    std::exception_ptr error;
    std::mutex error_mutex;
    const auto worker = [&](unsigned w) {
      try {
        for (std::uint64_t i; (i = next.fetch_add(1)) < n;) {
          Rng rng(seed, first + i);  // tournament first + i, as `xqsim simulate` plays it
          hashes[i] = pairing_hash(simulate_event(scenario, rng, workspaces[w]).record);
        }
      } catch (...) {
        const std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        next = n;  // the others stop too
      }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < std::min<std::uint64_t>(threads, n); ++t) pool.emplace_back(worker, t);
    worker(0);
    for (std::thread& t : pool) t.join();
    if (error) std::rethrow_exception(error);
    for (std::uint64_t i = 0; i < n; ++i) all.add(hashes[i]);
  }
  return all.value();
}

std::string hex64(std::uint64_t value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) s[static_cast<size_t>(i)] = kDigits[value & 15];
  return s;
}

}  // namespace xq::sim
