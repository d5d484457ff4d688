// Home and away of every team match, recomputed from the record (V-4): round 1 by P1-9; from
// round 2 the zones of PT-2 (PT-D7 for a team with no match yet), the zone orders of PT-3 and
// PT-4 (look-back PT-D8, parity PT-D11, circular look-backs PT-D12) and PT-7. Written from rules.md, not from
// pairing/.
//
// Reading of the record: a team's side counts for every match it played (a match lost by
// forfeit had a home and an away team too; PT-D9 takes colours from forfeited *games*, not sides);
// a team bye counts as neither (PT-2, PT-D7).
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "verify/ledger.hpp"
#include "verify/pairwise_order.hpp"

namespace xq::verify_detail {

namespace {

enum class Zone { home, away };

const char* zone_text(Zone z) { return z == Zone::home ? "home zone" : "away zone"; }

// One team before round r, as PT-2..PT-4 read it.
struct TeamBefore {
  Points score = 0;          // total match points (PT: the score of zones and groups)
  int home = 0;              // matches at home so far
  int away = 0;              // matches away so far
  std::optional<Side> last;  // side in its last match (PT-D7: "last round" = last round with a match)
  int count(Side s) const { return s == Side::home ? home : away; }
};

// A pairwise rule's verdict and the criterion that gave it (for the messages).
struct Verdict {
  bool first = false;  // the first team (player) of the two comes first
  std::string why;
};

class RoundSides {
 public:
  RoundSides(const Ledger& l, Sink& sink, int round) : l_(l), sink_(sink), r_(round) {
    teams_.resize(static_cast<size_t>(l.t) + 1);
    for (EntrantId t = 1; t <= l.t; ++t) {
      TeamBefore& tb = teams_[static_cast<size_t>(t)];
      tb.score = l.team_score_before(r_, t);
      for (int k = 1; k < r_; ++k) {
        const TeamSeat& s = seat(k, t);
        if (s.match < 0) continue;  // a bye or no match: neither home nor away (PT-D7)
        (s.side == Side::home ? tb.home : tb.away) += 1;
        tb.last = s.side;
      }
    }
  }

  void check() {
    const Round& rd = l_.record.rounds[static_cast<size_t>(r_ - 1)];
    if (!place_zones(rd)) return;
    for (const Match& m : rd.matches) check_match(m);
  }

 private:
  const TeamSeat& seat(int round, EntrantId t) const {
    return l_.team_seats[static_cast<size_t>(round - 1)][static_cast<size_t>(t - 1)];
  }
  const TeamBefore& team(EntrantId t) const { return teams_[static_cast<size_t>(t)]; }
  std::string who(EntrantId t) const {
    const TeamBefore& tb = team(t);
    return team_name(l_.record, t) + " [score " + format_points(tb.score) + ", H" + std::to_string(tb.home) +
           " A" + std::to_string(tb.away) + "]";
  }

  // PT-2: home zone when home < away, or equal and away in its last match; away zone when
  // home > away, or equal and home in its last match. None: no match yet (PT-D7).
  static std::optional<Zone> pt2(const TeamBefore& t) {
    if (t.home != t.away) return t.home < t.away ? Zone::home : Zone::away;
    if (!t.last) return std::nullopt;
    return *t.last == Side::away ? Zone::home : Zone::away;
  }

  // Zones of the teams playing this round. PT-D7: a team with no match yet joins the zone with
  // fewer teams of its score among those PT-2 placed (home when equal). Two such teams of one
  // score would depend on the order they are placed in, which rules.md does not give: their
  // round is not checked (a record where each team plays or has the bye every round has at most
  // one, since a team has at most one bye before its first match).
  bool place_zones(const Round& rd) {
    std::map<std::pair<Points, Zone>, int> count;
    std::map<Points, std::vector<EntrantId>> unplaced;
    for (const Match& m : rd.matches)
      for (EntrantId t : {m.home, m.away}) {
        if (zone_.count(t)) continue;
        if (const auto z = pt2(team(t))) {
          zone_[t] = *z;
          ++count[{team(t).score, *z}];
        } else {
          unplaced[team(t).score].push_back(t);
        }
      }
    for (const auto& [score, ts] : unplaced) {
      if (ts.size() > 1) {
        std::string list;
        for (EntrantId t : ts) list += (list.empty() ? "" : ", ") + std::to_string(t);
        sink_.report.notes.push_back("round " + std::to_string(r_) + ": teams " + list +
                                     " have no match yet and the same score; PT-D7 does not say which "
                                     "joins which zone: home/away (PT-7) not checked in this round");
        return false;
      }
      const Zone z = count[{score, Zone::home}] <= count[{score, Zone::away}] ? Zone::home : Zone::away;
      zone_[ts.front()] = z;
      by_pt_d7_.insert(ts.front());
    }
    return true;
  }

  std::string zone_reason(EntrantId t) const {
    const TeamBefore& tb = team(t);
    if (by_pt_d7_.count(t))
      return "no match yet: PT-D7, the zone with fewer teams of score " + format_points(tb.score);
    if (tb.home != tb.away) return tb.home < tb.away ? "home < away" : "home > away";
    return std::string("home = away, ") + (*tb.last == Side::home ? "home" : "away") + " in its last match";
  }

  // "By number": the team number, or its competition code where P1-8 drew one (from round 2 on).
  int number(EntrantId t) const {
    const Team& team = l_.record.teams[static_cast<size_t>(t - 1)];
    return l_.record.rules.competition_codes && team.code ? *team.code : t;
  }

  // PT-D8: the most recent round before this one in which one was home and the other away
  // (rounds where either had no match are passed over). a's side then, or none.
  std::optional<std::pair<int, Side>> look_back(EntrantId a, EntrantId b) const {
    for (int k = r_ - 1; k >= 1; --k) {
      const TeamSeat &sa = seat(k, a), &sb = seat(k, b);
      if (sa.match >= 0 && sb.match >= 0 && sa.side != sb.side) return std::pair{k, sa.side};
    }
    return std::nullopt;
  }

  // PT-3 (z = home zone, counted = home) and PT-4 (away zone, counted = away): is a placed
  // before b?
  // `look`: with the look-back (3); PT-D12 leaves it out for a tied set where it is circular.
  Verdict zone_order(EntrantId a, EntrantId b, Zone z, bool look = true) const {
    const char* rule = z == Zone::home ? "PT-3" : "PT-4";
    const Side counted = z == Zone::home ? Side::home : Side::away;
    const char* counted_text = z == Zone::home ? "home" : "away";
    const TeamBefore &ta = team(a), &tb = team(b);
    const std::string r = rule;
    if (ta.score != tb.score)  // (1) higher score first
      return {ta.score > tb.score,
              r + " (1): score " + format_points(ta.score) + " against " + format_points(tb.score)};
    if (ta.count(counted) != tb.count(counted))  // (2) fewer home (away) matches first
      return {ta.count(counted) < tb.count(counted), r + " (2): " + counted_text + " matches " +
                                                         std::to_string(ta.count(counted)) + " against " +
                                                         std::to_string(tb.count(counted))};
    if (const auto lb =
            look ? look_back(a, b) : std::nullopt) {  // (3) PT-3: the one away then first; PT-4: home then
      return {lb->second != counted, r + " (3): in round " + std::to_string(lb->first) + " team " +
                                         std::to_string(a) + " was " +
                                         (lb->second == Side::home ? "home" : "away") + ", team " +
                                         std::to_string(b) + (lb->second == Side::home ? " away" : " home")};
    }
    const bool odd = r_ % 2 == 1;  // (4) PT-D11: the parity of the round being paired
    const int na = number(a), nb = number(b);
    return {odd ? na < nb : na > nb,
            r + " (4): " + (odd ? "odd round, the smaller " : "even round, the larger ") +
                (na == a && nb == b ? std::string("number") : "competition code (P1-8)") + " first"};
  }

  // The equal teams of a zone (same score, same count) that the look-back compares, and whether
  // its order goes round in a circle there (byes passed over): then PT-D12 leaves it out.
  const std::pair<std::vector<EntrantId>, PairwiseOrder>& group(EntrantId t, Zone z) {
    const Side counted = z == Zone::home ? Side::home : Side::away;
    const auto key = std::tuple{z, team(t).score, team(t).count(counted)};
    auto it = groups_.find(key);
    if (it == groups_.end()) {
      std::vector<EntrantId> members;
      for (const auto& [u, zu] : zone_)
        if (zu == z && team(u).score == team(t).score && team(u).count(counted) == team(t).count(counted))
          members.push_back(u);
      PairwiseOrder order(static_cast<int>(members.size()), [&](int i, int j) {
        return zone_order(members[static_cast<size_t>(i)], members[static_cast<size_t>(j)], z).first;
      });
      it = groups_.emplace(key, std::pair{std::move(members), std::move(order)}).first;
    }
    return it->second;
  }

  void check_match(const Match& m) {
    const EntrantId h = m.home, a = m.away;
    const Zone zh = zone_.at(h), za = zone_.at(a);
    if (zh != za) {  // PT-7: the home-zone team is home
      if (zh == Zone::away)
        sink_.violation("V-4", "PT-7", r_, m.table, h,
                        "table " + std::to_string(m.table) + ": " + who(h) + " is home, " + who(a) +
                            " away; PT-7: teams of different zones, the home-zone team is home, and " +
                            team_name(l_.record, a) + " is in the home zone (" + zone_reason(a) + "), " +
                            team_name(l_.record, h) + " in the away zone (" + zone_reason(h) + ")");
      return;
    }
    // Same zone: PT-7 — home zone, the one placed higher is home; away zone, the one placed lower.
    const Side counted = zh == Zone::home ? Side::home : Side::away;
    bool look = true;  // PT-D12: not when the look-back goes round among the tied teams
    std::string cycle;
    if (team(h).score == team(a).score && team(h).count(counted) == team(a).count(counted)) {
      const auto& [members, order] = group(h, zh);
      for (int i = 0; i < order.size(); ++i)
        for (int j : order.cycle_of(i)) {
          look = false;
          if (j == i) cycle += (cycle.empty() ? "" : ", ") + std::to_string(members[static_cast<size_t>(i)]);
        }
    }
    Verdict v = zone_order(h, a, zh, look);  // h placed before a?
    if (!look)
      v.why += "; PT-D12: the look-back is circular among teams " + cycle +
               " (byes passed over, PT-D8), so left out";
    const EntrantId higher = v.first ? h : a, lower = v.first ? a : h;
    const EntrantId want_home = zh == Zone::home ? higher : lower;
    if (want_home == h) return;
    const std::string text = "table " + std::to_string(m.table) + ": " + who(h) + " is home, " + who(a) +
                             " away; both in the " + zone_text(zh) + " (" + zone_reason(h) + "; " +
                             zone_reason(a) + "), " + team_name(l_.record, higher) + " placed higher (" +
                             v.why + "), so PT-7 makes " + team_name(l_.record, want_home) + " home";
    sink_.violation("V-4", "PT-7", r_, m.table, h, text);
  }

  const Ledger& l_;
  Sink& sink_;
  int r_;
  std::vector<TeamBefore> teams_;  // index = team id
  std::map<EntrantId, Zone> zone_;
  std::set<EntrantId> by_pt_d7_;
  std::map<std::tuple<Zone, Points, int>, std::pair<std::vector<EntrantId>, PairwiseOrder>> groups_;
};

// Round 1 (`first_round_colours`): `parity` — P1-5 on the team numbers; `board` — P1-9: on odd
// tables the upper-half team is home, on even tables the lower-half team.
// The halves are those of the half-split methods (P1-1 fold, P1-2 lots) on the team numbers (a
// team has no other seeding number in the record): upper = 1..⌊t/2⌋ (with an odd field the lower
// half has one more). A full draw (P1-3) has no halves, P1-4 is not used for teams: not checked.
void check_first_round(const Ledger& l, Sink& sink) {
  if (l.record.rules.first_round_colours == FirstRoundColours::parity) {
    // P1-5 for teams: the sum of the two team numbers odd → the smaller home, even → the larger.
    for (const Match& m : l.record.rounds.front().matches) {
      const EntrantId small = std::min(m.home, m.away), large = std::max(m.home, m.away);
      const bool odd_sum = (m.home + m.away) % 2 == 1;
      if (m.home == (odd_sum ? small : large)) continue;
      sink.violation("V-4", "P1-5", 1, m.table, m.home,
                     "table " + std::to_string(m.table) + ": " + team_name(l.record, m.home) +
                         " is home against " + team_name(l.record, m.away) +
                         "; P1-5: " + std::to_string(small) + " + " + std::to_string(large) + " is " +
                         (odd_sum ? "odd, the smaller" : "even, the larger") + " number is home");
    }
    return;
  }
  const FirstRound method = l.record.rules.first_round;
  if (method != FirstRound::fold && method != FirstRound::lots) return;
  const int half = l.t / 2;
  for (const Match& m : l.record.rounds.front().matches) {
    const bool home_upper = m.home <= half, away_upper = m.away <= half;
    if (home_upper == away_upper) continue;  // not a half-split pair: P1-9 does not say
    const bool odd = m.table % 2 == 1;
    if (home_upper == odd) continue;
    sink.violation("V-4", "P1-9", 1, m.table, m.home,
                   "table " + std::to_string(m.table) + ": " + team_name(l.record, m.home) + " (" +
                       (home_upper ? "upper" : "lower") + " half) is home against " +
                       team_name(l.record, m.away) + "; P1-9: on " + (odd ? "odd" : "even") + " tables the " +
                       (odd ? "upper" : "lower") + "-half team is home (upper half: teams 1.." +
                       std::to_string(half) + ")");
  }
}

}  // namespace

void check_team_sides(const Ledger& l, Sink& sink) {
  if (!l.team_event || l.t < 2) return;
  for (int r = 1; r <= l.rounds; ++r) {
    if (!l.swiss_round(r)) continue;
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    // Only a round where every team plays at most once (V-2 reports the others).
    std::vector<int> placed(static_cast<size_t>(l.t) + 1, 0);
    bool sound = true;
    for (const Match& m : rd.matches)
      for (EntrantId t : {m.home, m.away}) sound = sound && ++placed[static_cast<size_t>(t)] == 1;
    if (!sound) continue;
    if (r == 1)
      check_first_round(l, sink);
    else
      RoundSides(l, sink, r).check();
  }
}

}  // namespace xq::verify_detail
