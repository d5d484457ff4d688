#include "pairing/model/round_robin_plan.hpp"

#include <string>

#include "pairing/model/errors.hpp"

namespace xq {

int berger_size(int n) { return n % 2 == 0 ? n : n + 1; }

int berger_rounds(int n, int cycles) { return (berger_size(n) - 1) * cycles; }

int round_robin_rounds(int n, int groups, int cycles) {
  if (n < 2 * groups)
    throw InputError("", 0, groups > 1 ? "groups" : "entrants",
                     groups > 1 ? std::to_string(groups) + " groups cannot be dealt from " +
                                      std::to_string(n) + " entrants: each group needs two or more (RR-2)"
                                : "a round robin needs two entrants or more");
  const int small = n / groups, large = (n + groups - 1) / groups;  // RR-2: sizes differ by one at most
  const int rounds = berger_rounds(large, cycles);
  if (berger_rounds(small, cycles) != rounds)
    throw InputError("", 0, "groups",
                     "groups of " + std::to_string(small) + " and " + std::to_string(large) + " play " +
                         std::to_string(berger_rounds(small, cycles)) + " and " + std::to_string(rounds) +
                         " rounds: the stage's groups must play the same number of rounds (RR-1.4, RR-2.3)");
  if (rounds > kMaxRounds)  // the limit of rules.rounds, which every reader of a record checks
    throw InputError("", 0, groups > 1 ? "groups" : "entrants",
                     std::to_string(large) + " entrants" + (groups > 1 ? " in a group" : "") + " play " +
                         std::to_string(rounds) + " rounds in a " + (cycles == 2 ? "double" : "single") +
                         " round robin (RR-1.4), more than the " + std::to_string(kMaxRounds) +
                         " rounds an event can have (rules.rounds)");
  return rounds;
}

void check_round_robin_rounds(const RuleSet& rules, int n) {
  const int total = round_robin_rounds(n, rules.groups, rules.cycles);
  if (rules.rounds != total)  // RR-1.4
    throw InputError("", 0, "rounds",
                     std::to_string(n) + " entrants" +
                         (rules.groups > 1 ? " in " + std::to_string(rules.groups) + " groups" : "") +
                         " play " + std::to_string(total) + " rounds in a " +
                         (rules.cycles == 2 ? "double" : "single") + " round robin (RR-1.4), got " +
                         std::to_string(rules.rounds));
}

}  // namespace xq
