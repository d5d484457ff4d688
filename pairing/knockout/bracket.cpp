#include "pairing/knockout/bracket.hpp"

#include <algorithm>
#include <cassert>

namespace xq {
namespace {

EntrantId slot(const std::vector<EntrantId>& group, int place) {  // place 1-based; 0 = absent
  return place >= 1 && place <= static_cast<int>(group.size()) ? group[at(place - 1)] : 0;
}

// KO-1.3: the semi-finals, then the final and the match for 3rd place.
std::vector<KnockoutMatch> top_four(const KnockoutSeeding& s, int ko_round,
                                    std::span<const MatchOutcome> one) {
  if (ko_round == 1) {
    const std::vector<EntrantId>& order = s.rankings.at(0);
    return {{slot(order, 1), slot(order, 4), 0}, {slot(order, 2), slot(order, 3), 0}};
  }
  assert(one.size() == 2);
  return {{one[0].winner, one[1].winner, 1}, {one[0].loser, one[1].loser, 3}};
}

// KO-2.1/KO-2.3: round 1 of the cross knockout.
std::vector<KnockoutMatch> cross_round_one(const RuleSet& rules, const KnockoutSeeding& s) {
  const std::vector<EntrantId>& a = s.rankings.at(0);
  const std::vector<EntrantId>& b = s.rankings.at(1);
  const int na = static_cast<int>(a.size()), nb = static_cast<int>(b.size());
  std::vector<KnockoutMatch> out;
  if (rules.cross_missing == CrossMissing::walkover) {
    const int m = (std::max(na, nb) + 1) / 2 * 2;  // M rounded up to even
    for (int j = 1; 2 * j <= m; ++j) {
      out.push_back({slot(a, 2 * j - 1), slot(b, 2 * j), 0});  // X_j
      out.push_back({slot(a, 2 * j), slot(b, 2 * j - 1), 0});  // Y_j
    }
    return out;
  }
  const int common = std::min(na, nb);  // leftover_last: the ranks both groups have
  for (int j = 1; 2 * j <= common; ++j) {
    out.push_back({slot(a, 2 * j - 1), slot(b, 2 * j), 0});
    out.push_back({slot(a, 2 * j), slot(b, 2 * j - 1), 0});
  }
  int next_place = common / 2 * 4 + 1;
  if (common % 2 == 1) {  // A(r) v B(r) for the next two places
    out.push_back({slot(a, common), slot(b, common), next_place});
    next_place += 2;
  }
  const std::vector<EntrantId>& larger = na > nb ? a : b;
  for (int r = common + 1; r <= static_cast<int>(larger.size()); ++r)
    out.push_back({slot(larger, r), 0, next_place++});  // last, unplayed
  return out;
}

// KO-2.2: round 2, block by block.
std::vector<KnockoutMatch> cross_round_two(std::span<const MatchOutcome> one,
                                           const std::vector<KnockoutMatch>& first) {
  std::vector<KnockoutMatch> out;
  for (size_t i = 0, block = 1; i + 1 < first.size(); i += 2, ++block) {
    if (first[i].upper_place != 0) break;  // leftover_last's matches decided in round 1
    const int upper = static_cast<int>(4 * block - 3);
    const KnockoutMatch winners{one[i].winner, one[i + 1].winner, upper};
    const KnockoutMatch losers{one[i].loser, one[i + 1].loser, upper + 2};
    for (const KnockoutMatch& m : {winners, losers})
      if (m.first != 0 || m.second != 0) out.push_back(m);
  }
  return out;
}

}  // namespace

std::vector<KnockoutMatch> knockout_round(const RuleSet& rules, const KnockoutSeeding& seeding, int ko_round,
                                          std::span<const MatchOutcome> round_one) {
  assert(ko_round == 1 || ko_round == 2);
  if (rules.knockout == Knockout::top_four) return top_four(seeding, ko_round, round_one);
  assert(rules.knockout == Knockout::cross);
  std::vector<KnockoutMatch> first = cross_round_one(rules, seeding);
  if (ko_round == 1) {
    // A match with both slots absent does not exist (KO-2.3); round 2 reads round 1 in this order.
    return first;
  }
  return cross_round_two(round_one, first);
}

std::vector<int> knockout_match_places(std::span<const KnockoutMatch> matches,
                                       std::span<const MatchOutcome> outcomes, int entrants) {
  std::vector<int> place(at(entrants), 0);
  for (size_t i = 0; i < matches.size() && i < outcomes.size(); ++i) {
    if (matches[i].upper_place == 0 || outcomes[i].winner == 0) continue;
    place[at(outcomes[i].winner - 1)] = matches[i].upper_place;
    if (outcomes[i].loser != 0) place[at(outcomes[i].loser - 1)] = matches[i].upper_place + 1;
  }
  return place;
}

}  // namespace xq
