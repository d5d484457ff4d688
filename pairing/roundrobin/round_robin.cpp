#include "pairing/roundrobin/round_robin.hpp"

#include <string>

#include "pairing/model/errors.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/roundrobin/berger.hpp"

namespace xq {

std::vector<int> round_robin_numbers(const Record& record) {
  const int n = record.entrant_count();
  const bool given = record.rules.rr_numbers == RrNumbers::given;
  std::vector<int> numbers;
  std::vector<char> seen(static_cast<size_t>(n) + 1, 0);
  for (const Entrant& e : record.entrants) {
    const std::optional<int> k = given ? (e.seed > 0 ? std::optional<int>(e.seed) : std::nullopt) : e.code;
    if (!k) {
      if (!given && numbers.empty()) continue;  // lots: none drawn yet is fine, some is not
      throw InputError("", 0, given ? "entrants.seed" : "entrants.code",
                       "entrant " + std::to_string(e.id) + " has no number of the Berger table (RR-1.7, " +
                           (given ? "rr_numbers = given: every entrant needs a seed 1.." + std::to_string(n)
                                  : "rr_numbers = lots: drawn for everyone in round 1") +
                           ")");
    }
    if (*k < 1 || *k > n || seen[static_cast<size_t>(*k)])
      throw InputError("", 0, given ? "entrants.seed" : "entrants.code",
                       "entrant " + std::to_string(e.id) + ": number " + std::to_string(*k) +
                           " — the Berger table needs the numbers 1.." + std::to_string(n) +
                           " once each (RR-1.7)");
    seen[static_cast<size_t>(*k)] = 1;
    numbers.push_back(*k);
  }
  if (!numbers.empty() && static_cast<int>(numbers.size()) != n)
    throw InputError("", 0, "entrants.code",
                     "only some entrants have a number of the Berger table: every one needs one (RR-1.7)");
  return numbers;
}

PairingResult pair_round_robin(const Record& history, Rng& rng, const PairingOptions& options) {
  const RuleSet& rules = history.rules;
  const int n = history.entrant_count();
  if (n < 2) throw InputError("", 0, "entrants", "a round robin needs two entrants or more");
  const int total = berger_rounds(n, rules.cycles);
  if (rules.rounds != total)  // RR-1.4
    throw InputError("", 0, "rounds",
                     std::to_string(n) + " entrants play " + std::to_string(total) + " rounds in a " +
                         (rules.cycles == 2 ? "double" : "single") + " round robin (RR-1.4), got " +
                         std::to_string(rules.rounds));
  PairingResult result;
  const Explainer explain(options.explain, result.explanation);
  const int round = static_cast<int>(history.rounds.size()) + 1;
  std::vector<int> numbers = round_robin_numbers(history);
  if (numbers.empty()) {  // RR-1.7 lots: a uniformly random numbering over the whole table
    for (int k = 1; k <= n; ++k) numbers.push_back(k);
    rng.shuffle(numbers);
    for (int i = 0; i < n; ++i) result.codes.push_back({i + 1, numbers[static_cast<size_t>(i)]});
    explain("RR-1.7", [&] {
      return "numbers drawn by lot (entrant=number): " + join_ids(result.codes, [](const CodeAssignment& c) {
               return std::to_string(c.entrant) + "=" + std::to_string(c.code);
             });
    });
  }
  std::vector<EntrantId> entrant_of(static_cast<size_t>(berger_size(n)) + 1, 0);
  for (int i = 0; i < n; ++i) entrant_of[static_cast<size_t>(numbers[static_cast<size_t>(i)])] = i + 1;
  result.round.number = round;
  int board = 0;
  for (const BergerBoard& b : berger_round(n, round, rules.cycles)) {
    const EntrantId red = entrant_of[static_cast<size_t>(b.red)],
                    black = entrant_of[static_cast<size_t>(b.black)];
    if (red == 0 || black == 0) {  // RR-1.3: drawn against N, the sit-out (轮空)
      result.round.byes.push_back(Bye{red == 0 ? black : red, std::nullopt});
      continue;
    }
    Game g;
    g.board = ++board;  // RR-1.5: the table's order, the sit-out left out
    g.red = red;        // RR-1.2: the first-named is red
    g.black = black;
    result.round.games.push_back(g);
  }
  explain("RR-1", [&] {
    std::string s =
        "round " + std::to_string(round) + " of the Berger table for " + std::to_string(berger_size(n)) +
        (rules.cycles == 2 ? (round > total / 2 ? " (cycle 2, colours reversed)" : " (cycle 1)") : "") + ":";
    for (const BergerBoard& b : berger_round(n, round, rules.cycles))
      s += " " + std::to_string(b.red) + "-" + std::to_string(b.black);
    return s;
  });
  return result;
}

}  // namespace xq
