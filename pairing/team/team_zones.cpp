#include "pairing/team/team_zones.hpp"

#include <algorithm>
#include <map>

#include "pairing/team/look_back.hpp"

namespace xq {

bool TeamState::met(EntrantId other) const {
  return std::find(opponents.begin(), opponents.end(), other) != opponents.end();
}

std::vector<TeamState> team_states(const std::vector<TeamHistory>& histories) {
  std::vector<TeamState> out;
  out.reserve(histories.size());
  for (const TeamHistory& h : histories) {
    TeamState t;
    t.id = h.id;
    t.number = h.id;  // the pairing puts a P1-8 code here
    t.score = h.match_points();
    for (const TeamEncounter& e : h.rounds) {
      t.sides.push_back(e.side);
      if (e.side) {
        (*e.side == Side::home ? t.home : t.away) += 1;
        t.last = e.side;  // PT-D7: the last round with a match
      }
      if (e.opponent != 0) t.opponents.push_back(e.opponent);
      if (e.bye) ++t.byes;
    }
    out.push_back(std::move(t));
  }
  return out;
}

std::optional<Zone> pt2_zone(const TeamState& t) {
  if (t.home < t.away) return Zone::home;                  // PT-2 主区 ①
  if (t.home > t.away) return Zone::away;                  // PT-2 客区 ①
  if (!t.last) return std::nullopt;                        // PT-D7: no match yet
  return *t.last == Side::away ? Zone::home : Zone::away;  // ②: equal, the last side decides
}

namespace {

// PT-3 (4) / PT-4 (4), PT-D11: odd rounds the smaller number first, even rounds the larger.
bool by_number(const TeamState& a, const TeamState& b, int round) {
  return round % 2 == 1 ? a.number < b.number : a.number > b.number;  // P1-8: the code where drawn
}

int counted_matches(const TeamState& t, Side counted) { return counted == Side::home ? t.home : t.away; }

// The criteria before the look-back are equal: (1), (2).
bool zone_tied(const TeamState& a, const TeamState& b, Side counted) {
  return a.score == b.score && counted_matches(a, counted) == counted_matches(b, counted);
}

// The zone order with the look-back (3) left out: (1), (2), (4).
bool zone_before_without_look_back(const TeamState& a, const TeamState& b, int round, Side counted) {
  if (a.score != b.score) return a.score > b.score;  // (1) higher score first
  const int ca = counted_matches(a, counted), cb = counted_matches(b, counted);
  if (ca != cb) return ca < cb;   // (2) fewer home (away) matches first
  return by_number(a, b, round);  // (4)
}

bool zone_before(const TeamState& a, const TeamState& b, int round, Side counted) {
  if (!zone_tied(a, b, counted)) return zone_before_without_look_back(a, b, round, counted);
  if (const auto side = look_back(a.sides, b.sides))  // (3) away (home) then comes first (PT-D8)
    return *side != counted;
  return by_number(a, b, round);  // (4)
}

// PT-D12: a circular look-back is left out for its whole tied set.
void sort_zone(std::vector<int>& zone, const std::vector<TeamState>& teams, int round, Side counted) {
  const auto team = [&](int k) -> const TeamState& { return teams[static_cast<size_t>(k)]; };
  sort_with_look_back(
      zone, [&](int x, int y) { return zone_tied(team(x), team(y), counted); },
      [&](int x, int y) { return zone_before(team(x), team(y), round, counted); },
      [&](int x, int y) { return zone_before_without_look_back(team(x), team(y), round, counted); });
}

}  // namespace

bool pt3_before(const TeamState& a, const TeamState& b, int round) {
  return zone_before(a, b, round, Side::home);
}
bool pt4_before(const TeamState& a, const TeamState& b, int round) {
  return zone_before(a, b, round, Side::away);
}

TeamZones build_zones(const std::vector<TeamState>& teams, const std::vector<int>& in_play, int round) {
  TeamZones z;
  z.zone_of.assign(teams.size(), Zone::home);
  z.position.assign(teams.size(), -1);
  z.by_pt_d7.assign(teams.size(), 0);
  std::vector<int> unplaced;
  std::map<Points, int> home_count, away_count;  // per score
  for (int k : in_play) {
    const TeamState& t = teams[static_cast<size_t>(k)];
    if (const auto zone = pt2_zone(t)) {
      z.zone_of[static_cast<size_t>(k)] = *zone;
      (*zone == Zone::home ? z.home : z.away).push_back(k);
      ++(*zone == Zone::home ? home_count : away_count)[t.score];
    } else {
      unplaced.push_back(k);
    }
  }
  // PT-D7: one by one (by number, PT-D11), into the zone with fewer teams of the score.
  std::sort(unplaced.begin(), unplaced.end(), [&](int x, int y) {
    return by_number(teams[static_cast<size_t>(x)], teams[static_cast<size_t>(y)], round);
  });
  for (int k : unplaced) {
    const Points s = teams[static_cast<size_t>(k)].score;
    const bool home = home_count[s] <= away_count[s];
    z.zone_of[static_cast<size_t>(k)] = home ? Zone::home : Zone::away;
    z.by_pt_d7[static_cast<size_t>(k)] = 1;
    (home ? z.home : z.away).push_back(k);
    ++(home ? home_count : away_count)[s];
  }
  sort_zone(z.home, teams, round, Side::home);  // PT-3
  sort_zone(z.away, teams, round, Side::away);  // PT-4
  for (size_t i = 0; i < z.home.size(); ++i) z.position[static_cast<size_t>(z.home[i])] = static_cast<int>(i);
  for (size_t i = 0; i < z.away.size(); ++i) z.position[static_cast<size_t>(z.away[i])] = static_cast<int>(i);
  return z;
}

}  // namespace xq
