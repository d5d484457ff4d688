#include "pairing/roundrobin/round_robin.hpp"

#include <string>
#include <utility>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/roundrobin/berger.hpp"
#include "pairing/roundrobin/groups.hpp"

namespace xq {

namespace {

// Round `round` of every group's table under `numbers` (index id − 1): group A's boards first.
Round table_round(const Record& record, const std::vector<std::vector<EntrantId>>& groups,
                  const std::vector<int>& numbers, int round) {
  Round out;
  out.number = round;
  int board = 0;  // RR-1.5 / RR-2: group A's boards first, then B's, …
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const std::vector<EntrantId>& group = groups[gi];
    const int size = static_cast<int>(group.size());
    std::vector<EntrantId> entrant_of(static_cast<size_t>(berger_size(size)) + 1, 0);
    for (EntrantId id : group) entrant_of[static_cast<size_t>(numbers[static_cast<size_t>(id - 1)])] = id;
    for (const BergerBoard& b : berger_round(size, round, record.rules.cycles)) {
      const EntrantId red = entrant_of[static_cast<size_t>(b.red)],
                      black = entrant_of[static_cast<size_t>(b.black)];
      if (red == 0 || black == 0) {  // RR-1.3: drawn against N, the sit-out (轮空)
        out.byes.push_back(Bye{red == 0 ? black : red, std::nullopt});
        continue;
      }
      Game g;
      g.board = ++board;  // RR-1.5: the table's order, the sit-out left out
      g.red = red;        // RR-1.2: the first-named is red
      g.black = black;
      if (groups.size() > 1) g.group = static_cast<char>('A' + gi);  // KO-5: the game marked with its group
      out.games.push_back(g);
    }
  }
  return out;
}

// A withdrawal or an announced absence in a round robin (docs/cli.md "xqsim withdraw"; the
// spec is silent, RR-1): the Berger table stays as it is, and each game of the round with an
// entrant who is not there is lost by forfeit by that entrant (S-2) — both away: a double forfeit.
// A sit-out stays a sit-out.
void forfeit_unavailable(const Record& record, Round& round, const Explainer& explain) {
  if (!has_field_changes(record)) return;
  for (Game& g : round.games) {
    const bool red_away = availability(record.entrant(g.red), round.number) != Availability::plays;
    const bool black_away = availability(record.entrant(g.black), round.number) != Availability::plays;
    if (!red_away && !black_away) continue;
    g.result = forfeit_result(red_away, black_away);
    explain("S-2", [&] {
      return "board " + std::to_string(g.board) + ": " + std::to_string(red_away ? g.red : g.black) +
             (red_away && black_away ? " and " + std::to_string(g.black) : std::string()) +
             " withdrawn or absent: the game is lost by forfeit, the table unchanged";
    });
  }
}

}  // namespace

std::vector<int> round_robin_numbers(const Record& record) {
  const int n = record.entrant_count();
  const bool given = record.rules.rr_numbers == RrNumbers::given;
  std::vector<int> numbers(static_cast<size_t>(n), 0);
  int have = 0;
  for (const std::vector<EntrantId>& group : round_robin_groups(record)) {
    const int size = static_cast<int>(group.size());
    std::vector<char> seen(static_cast<size_t>(size) + 1, 0);
    for (EntrantId id : group) {
      const Entrant& e = record.entrant(id);
      const std::optional<int> k = given ? (e.seed > 0 ? std::optional<int>(e.seed) : std::nullopt) : e.code;
      if (!k) {
        if (!given && have == 0) continue;  // lots: none drawn yet is fine, some is not
        throw InputError("", 0, given ? "entrants.seed" : "entrants.code",
                         "entrant " + std::to_string(e.id) + " has no number of the Berger table (RR-1.7, " +
                             (given ? "rr_numbers = given: every entrant needs a seed 1.." + std::to_string(n)
                                    : "rr_numbers = lots: drawn for everyone in round 1") +
                             ")");
      }
      if (*k < 1 || *k > size || seen[static_cast<size_t>(*k)])
        throw InputError("", 0, given ? "entrants.seed" : "entrants.code",
                         "entrant " + std::to_string(e.id) + ": number " + std::to_string(*k) +
                             " — the Berger table" + (record.rules.groups > 1 ? " of its group" : "") +
                             " needs the numbers 1.." + std::to_string(size) + " once each (RR-1.7)");
      seen[static_cast<size_t>(*k)] = 1;
      numbers[static_cast<size_t>(id - 1)] = *k;
      ++have;
    }
  }
  if (have == 0) return {};
  if (have != n)
    throw InputError("", 0, "entrants.code",
                     "only some entrants have a number of the Berger table: every one needs one (RR-1.7)");
  return numbers;
}

PairingResult pair_round_robin(const Record& history, Rng& rng, const PairingOptions& options) {
  const RuleSet& rules = history.rules;
  const int n = history.entrant_count();
  check_round_robin_rounds(rules, n);  // RR-1.4
  PairingResult result;
  const Explainer explain(options.explain, result.explanation);
  const int round = static_cast<int>(history.rounds.size()) + 1;
  const std::vector<std::vector<EntrantId>> groups = round_robin_groups(history);  // RR-2
  std::vector<int> numbers = round_robin_numbers(history);
  if (numbers.empty() && round > 1)  // drawn again, the table would be another one: rematches
    throw InputError("", 0, "entrants.code",
                     "the record has " + std::to_string(round - 1) + " round" + (round > 2 ? "s" : "") +
                         " of a round robin and no numbers of its Berger table (RR-1.7: drawn by lot in "
                         "round 1 and kept as the entrants' codes — a TRF record keeps none): continue "
                         "from the JSON record");
  if (numbers.empty()) {  // RR-1.7 lots: a uniformly random numbering over each table
    numbers.assign(static_cast<size_t>(n), 0);
    for (const std::vector<EntrantId>& group : groups) {
      std::vector<int> drawn;
      for (int k = 1; k <= static_cast<int>(group.size()); ++k) drawn.push_back(k);
      rng.shuffle(drawn);
      for (size_t i = 0; i < group.size(); ++i) numbers[static_cast<size_t>(group[i] - 1)] = drawn[i];
    }
    for (int i = 0; i < n; ++i) result.codes.push_back({i + 1, numbers[static_cast<size_t>(i)]});
    explain("RR-1.7", [&] {
      return "numbers drawn by lot (entrant=number): " + join_ids(result.codes, [](const CodeAssignment& c) {
               return std::to_string(c.entrant) + "=" + std::to_string(c.code);
             });
    });
  }
  result.round = table_round(history, groups, numbers, round);
  forfeit_unavailable(history, result.round, explain);
  for (size_t gi = 0; gi < groups.size(); ++gi)
    explain.decisions(  // RR-1 (RR-1.2: the first-named red): the group's games as the table pairs them
        "RR-1", true,
        [&] {
          std::vector<std::pair<EntrantId, EntrantId>> pairs;
          for (const Game& g : result.round.games)
            if (groups.size() == 1 || g.group == static_cast<char>('A' + gi))
              pairs.emplace_back(g.red, g.black);
          return pairs;
        },
        [&] {
          const int size = static_cast<int>(groups[gi].size());
          std::string s =
              (groups.size() > 1 ? "group " + group_name(gi) + ": " : std::string()) + "round " +
              std::to_string(round) + " of the Berger table for " + std::to_string(berger_size(size)) +
              (rules.cycles == 2 ? (round > rules.rounds / 2 ? " (cycle 2, colours reversed)" : " (cycle 1)")
                                 : "") +
              ":";
          for (const BergerBoard& b : berger_round(size, round, rules.cycles))
            s += " " + std::to_string(b.red) + "-" + std::to_string(b.black);
          return s;
        });
  return result;
}

std::vector<Round> round_robin_schedule(const Record& record) {
  const std::vector<int> numbers = round_robin_numbers(record);
  if (numbers.empty()) return {};
  const std::vector<std::vector<EntrantId>> groups = round_robin_groups(record);
  std::vector<Round> rounds;
  const int total = round_robin_rounds(record.entrant_count(), record.rules.groups, record.rules.cycles);
  for (int r = 1; r <= total; ++r) rounds.push_back(table_round(record, groups, numbers, r));
  return rounds;
}

}  // namespace xq
