// RR-2: the groups of a round robin, dealt by snake from the list order (003 一.(四) "以蛇形编排，
// 自然编成AB两组"), and the rounds their Berger tables play (RR-1.4). One group when groups = 1.
#pragma once

#include <string>
#include <vector>

#include "pairing/model/record.hpp"
#include "pairing/model/round_robin_plan.hpp"  // round_robin_rounds, check_round_robin_rounds

namespace xq {

/// RR-2.1: the list order — entrants with a seed (their place in the previous result) by seed,
/// then those without one in entry-list order (start number).
std::vector<EntrantId> snake_list(const Record& record);

/// RR-2.2: list position i (from 1) goes to group c = (i − 1) mod k when its row ⌊(i − 1)/k⌋ is
/// even, to group k − 1 − c when odd (k = 2: A B B A A B …). Group members in list order.
std::vector<std::vector<EntrantId>> snake_groups(const std::vector<EntrantId>& list, int k);

/// The groups of the record (rules.groups, RR-2), each in list order; one group of everybody in
/// start-number order when groups = 1.
std::vector<std::vector<EntrantId>> round_robin_groups(const Record& record);

/// "A", "B", … for group index 0, 1, …
std::string group_name(size_t index);

/// The index of the group named `name` (`--group`, RR-2). Throws InputError (key "--group") for
/// an event without groups (a round robin with groups = k > 1) or a name that is none of them.
size_t find_group(const Record& record, const std::string& name);

}  // namespace xq
