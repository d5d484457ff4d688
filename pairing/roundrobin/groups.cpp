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

}  // namespace xq
