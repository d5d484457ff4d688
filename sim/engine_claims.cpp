#include "sim/engine_claims.hpp"

#include <exception>
#include <optional>

#include "pairing/knockout/knockout.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"

namespace xq::sim {

namespace {

std::vector<ClaimedStanding> claims(const Standings& s) {
  std::vector<ClaimedStanding> out;
  out.reserve(s.rows.size());
  for (const StandingRow& row : s.rows) out.push_back({row.rank, row.id, row.score});
  return out;
}

}  // namespace

void claim_engine_standings(const Record& record, VerifyOptions& options, HistoryPool* pool) {
  // KO-5: the tables are the first stage's (a copy only when a knockout follows it).
  std::optional<Record> cut;
  if (record.rules.knockout != Knockout::none) cut.emplace(first_stage(record));
  const Record& stage = cut ? *cut : record;
  try {
    options.claimed_standings = claims(compute_places(stage, pool));
  } catch (const std::exception&) {
    options.claimed_standings.clear();
  }
  options.claimed_event_places.clear();
  if (record.rules.knockout != Knockout::none) {
    try {  // KO-1.5, KO-2: the places of the whole event
      for (const EventPlace& p : event_places(record))
        options.claimed_event_places.push_back({p.id, p.place});
    } catch (const std::exception&) {
      options.claimed_event_places.clear();
    }
  }
  const bool teams = record.rules.format == EventFormat::team_swiss || !record.teams.empty();
  if (!teams) return;
  try {
    options.claimed_team_standings = claims(compute_team_standings(stage));
  } catch (const std::exception&) {
    options.claimed_team_standings.clear();
  }
}

}  // namespace xq::sim
