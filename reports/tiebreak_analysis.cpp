#include "reports/tiebreak_analysis.hpp"

#include <algorithm>
#include <cassert>

#include "reports/checked_sum.hpp"
#include "reports/rank_metrics.hpp"

namespace xq {

std::uint64_t TiebreakAnalysis::correct() const {
  std::uint64_t c = 0;
  for (const CriterionTally& t : criteria) c += t.correct;
  return c;
}

std::optional<std::int64_t> TiebreakAnalysis::tie_order_accuracy_fixed() const {
  if (tied_pairs == 0) return std::nullopt;
  return fixed_ratio(static_cast<std::int64_t>(2 * correct() + unresolved),
                     static_cast<std::int64_t>(2 * tied_pairs));
}

std::optional<double> TiebreakAnalysis::tie_order_accuracy() const {
  if (tied_pairs == 0) return std::nullopt;
  return static_cast<double>(2 * correct() + unresolved) / static_cast<double>(2 * tied_pairs);
}

namespace {

// Criterion by criterion; both of one list (asserted: equal sizes, or `into` empty).
void add_tallies(std::vector<CriterionTally>& into, const std::vector<CriterionTally>& from) {
  if (into.empty()) into.resize(from.size());
  assert(into.size() == from.size());
  for (size_t k = 0; k < from.size(); ++k) {
    add_checked(into[k].decided, from[k].decided);
    add_checked(into[k].correct, from[k].correct);
  }
}

}  // namespace

const std::vector<std::pair<const char*, std::uint64_t PlaceTally::*>>& place_tally_counts() {
  static const std::vector<std::pair<const char*, std::uint64_t PlaceTally::*>> f = {
      {"boundaries", &PlaceTally::boundaries},
      {"unresolved", &PlaceTally::unresolved},
      {"equal_strength", &PlaceTally::equal_strength},
      {"entrants", &PlaceTally::entrants},
      {"playoff_entrants", &PlaceTally::playoff_entrants},
      {"playoff_events", &PlaceTally::playoff_events},
  };
  return f;
}

void add(TiebreakAnalysis& into, const TiebreakAnalysis& from) {
  add_tallies(into.criteria, from.criteria);
  add_checked(into.tied_pairs, from.tied_pairs);
  add_checked(into.unresolved, from.unresolved);
  add_checked(into.equal_strength_pairs, from.equal_strength_pairs);
  PlaceTally& p = into.places;
  const PlaceTally& q = from.places;
  add_tallies(p.criteria, q.criteria);
  for (const auto& [name, field] : place_tally_counts()) add_checked(p.*field, q.*field);
}

size_t playoff_index(const std::vector<std::string>& criteria) {
  return static_cast<size_t>(std::find(criteria.begin(), criteria.end(), "playoff") - criteria.begin());
}

void tally_places(TiebreakAnalysis& a, std::span<const int> split, std::span<const double> strength,
                  size_t list_end) {
  PlaceTally& p = a.places;
  p.criteria.resize(a.criteria.size());
  p.entrants += strength.size();
  const int none = static_cast<int>(a.criteria.size());
  const int after_list = static_cast<int>(list_end);
  bool any_tied = false;
  for (size_t i = 0; i < split.size(); ++i) {
    if (split[i] < 0) continue;    // not ranked together
    if (split[i] >= after_list) {  // rows i and i + 1 tied after the list (i counted if i − 1 was)
      p.playoff_entrants += i > 0 && split[i - 1] >= after_list ? 1 : 2;
      any_tied = true;
    }
    if (strength[i] == strength[i + 1]) {
      ++p.equal_strength;
      continue;
    }
    ++p.boundaries;
    if (split[i] == none) {
      ++p.unresolved;
      continue;
    }
    CriterionTally& c = p.criteria[static_cast<size_t>(split[i])];
    ++c.decided;
    if (strength[i] > strength[i + 1]) ++c.correct;
  }
  if (any_tied) ++p.playoff_events;
}

TiebreakAnalysis analyse_tiebreaks(const Standings& standings, std::span<const double> strength_by_id,
                                   const std::optional<FinalOutcome>& final) {
  TiebreakAnalysis a;
  a.criteria.resize(standings.criteria.size());
  const auto& rows = standings.rows;
  const auto finalist = [&](EntrantId id) { return final && (id == final->winner || id == final->loser); };
  const auto strength = [&](EntrantId id) { return strength_by_id[static_cast<size_t>(id - 1)]; };
  const auto together = [&](size_t i, size_t j) {
    if (rows[i].score != rows[j].score) return false;
    if (finalist(rows[i].id) != finalist(rows[j].id)) return false;  // ranked apart (PI-10)
    return !(finalist(rows[i].id) && final->decided);                // the final decided
  };
  std::vector<int> split(rows.empty() ? 0 : rows.size() - 1, -1);
  std::vector<double> by_row;
  for (size_t i = 0; i < rows.size(); ++i) {
    by_row.push_back(strength(rows[i].id));
    if (i + 1 == rows.size() || !together(i, i + 1)) continue;
    size_t k = 0;
    while (k < rows[i].values.size() && rows[i].values[k].key == rows[i + 1].values[k].key) ++k;
    split[i] = static_cast<int>(k);
  }
  tally_places(a, split, by_row, playoff_index(standings.criteria));
  for (size_t i = 0; i < rows.size(); ++i) {
    // Rows of one score are adjacent within a block (the finalists' or the others'), so the
    // pairs tied with row i follow it until the score changes.
    for (size_t j = i + 1; j < rows.size() && rows[j].score == rows[i].score; ++j) {
      if (!together(i, j)) continue;
      const double si = strength(rows[i].id), sj = strength(rows[j].id);
      if (si == sj) {
        ++a.equal_strength_pairs;
        continue;
      }
      ++a.tied_pairs;
      const auto& vi = rows[i].values;
      const auto& vj = rows[j].values;
      assert(vi.size() == standings.criteria.size() && vj.size() == standings.criteria.size());
      size_t k = 0;
      while (k < vi.size() && vi[k].key == vj[k].key) ++k;
      if (k == vi.size()) {
        ++a.unresolved;
        continue;
      }
      assert(vi[k].key > vj[k].key);  // rows are in order: the first is the higher key
      ++a.criteria[k].decided;
      if (si > sj) ++a.criteria[k].correct;
    }
  }
  return a;
}

}  // namespace xq
