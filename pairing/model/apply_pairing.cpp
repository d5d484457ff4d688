#include "pairing/model/apply_pairing.hpp"

#include <cassert>
#include <utility>

namespace xq {
namespace {

void store_codes(Record& record, const PairingResult& pairing) {
  assert(pairing.ok());
  for (const CodeAssignment& c : pairing.codes)
    record.entrants.at(static_cast<size_t>(c.entrant - 1)).code = c.code;
  for (const CodeAssignment& c : pairing.team_codes)
    record.teams.at(static_cast<size_t>(c.entrant - 1)).code = c.code;
}

}  // namespace

void apply_pairing(Record& record, const PairingResult& pairing) {
  store_codes(record, pairing);
  record.rounds.push_back(pairing.round);
}

void apply_pairing(Record& record, PairingResult&& pairing) {
  store_codes(record, pairing);
  record.rounds.push_back(std::move(pairing.round));
}

}  // namespace xq
