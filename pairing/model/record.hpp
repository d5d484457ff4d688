// A tournament record: the rule set, the entrants and every round so far. The one input of
// standings, pairing, verification and reports (DESIGN: history → pairing → record).
#pragma once

#include <string>
#include <vector>

#include "pairing/model/rules.hpp"
#include "pairing/model/types.hpp"

namespace xq {

/// Version of the JSON record schema (docs/record-format.md). Bump on incompatible change.
inline constexpr int kRecordSchemaVersion = 1;

struct Record {
  std::string event;                 ///< event name
  RuleSet rules;
  std::vector<Entrant> entrants;     ///< entrants[i].id == i + 1
  std::vector<Team> teams;           ///< team events only; teams[i].id == i + 1
  std::vector<Round> rounds;         ///< rounds[i].number == i + 1
  bool operator==(const Record&) const = default;

  const Entrant& entrant(EntrantId id) const { return entrants.at(static_cast<size_t>(id - 1)); }
  int entrant_count() const { return static_cast<int>(entrants.size()); }
};

/// The record cut after `rounds` rounds (for "standings after round r", T-8, V-6).
Record truncated(const Record& record, int rounds);

}  // namespace xq
