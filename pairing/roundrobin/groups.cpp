#include "pairing/roundrobin/groups.hpp"

#include <algorithm>

#include "pairing/model/errors.hpp"
#include "pairing/roundrobin/berger.hpp"

namespace xq {

std::vector<EntrantId> snake_list(const Record& record) {
  std::vector<EntrantId> list;
  for (const Entrant& e : record.entrants) list.push_back(e.id);
  std::stable_sort(list.begin(), list.end(), [&](EntrantId a, EntrantId b) {
    const int sa = record.entrant(a).seed, sb = record.entrant(b).seed;
    if ((sa > 0) != (sb > 0)) return sa > 0;  // those who did not play it follow (RR-2.1)
    return sa > 0 && sa < sb;
  });
  return list;
}

std::vector<std::vector<EntrantId>> snake_groups(const std::vector<EntrantId>& list, int k) {
  std::vector<std::vector<EntrantId>> groups(static_cast<size_t>(std::max(k, 1)));
  for (size_t i = 0; i < list.size(); ++i) {
    const size_t row = i / groups.size(), col = i % groups.size();
    groups[row % 2 == 0 ? col : groups.size() - 1 - col].push_back(list[i]);
  }
  return groups;
}

std::vector<std::vector<EntrantId>> round_robin_groups(const Record& record) {
  if (record.rules.groups <= 1) {
    std::vector<EntrantId> all;
    for (const Entrant& e : record.entrants) all.push_back(e.id);
    return {all};
  }
  return snake_groups(snake_list(record), record.rules.groups);
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

std::string group_name(size_t index) { return std::string(1, static_cast<char>('A' + index % 26)); }

size_t find_group(const Record& record, const std::string& name) {
  if (record.rules.format != EventFormat::round_robin || record.rules.groups <= 1)
    throw InputError("", 0, "--group", "the event has no groups (a round robin with groups = k > 1, RR-2)");
  std::string known;
  for (size_t i = 0; i < static_cast<size_t>(record.rules.groups); ++i) {
    if (group_name(i) == name) return i;
    known += (i ? ", " : "") + group_name(i);
  }
  throw InputError("", 0, "--group", "no group '" + name + "'; the groups are " + known);
}

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

}  // namespace xq
