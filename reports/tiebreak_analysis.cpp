#include "reports/tiebreak_analysis.hpp"

#include <cassert>

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

void add(TiebreakAnalysis& into, const TiebreakAnalysis& from) {
  if (into.criteria.empty()) into.criteria.resize(from.criteria.size());
  assert(into.criteria.size() == from.criteria.size());
  for (size_t k = 0; k < from.criteria.size(); ++k) {
    into.criteria[k].decided += from.criteria[k].decided;
    into.criteria[k].correct += from.criteria[k].correct;
  }
  into.tied_pairs += from.tied_pairs;
  into.unresolved += from.unresolved;
  into.equal_strength_pairs += from.equal_strength_pairs;
}

TiebreakAnalysis analyse_tiebreaks(const Standings& standings, std::span<const double> strength_by_id,
                                   const std::optional<FinalOutcome>& final) {
  TiebreakAnalysis a;
  a.criteria.resize(standings.criteria.size());
  const auto& rows = standings.rows;
  const auto finalist = [&](EntrantId id) { return final && (id == final->winner || id == final->loser); };
  const auto strength = [&](EntrantId id) { return strength_by_id[static_cast<size_t>(id - 1)]; };
  for (size_t i = 0; i < rows.size(); ++i) {
    // Rows of one score are adjacent within a block (the finalists' or the others'), so the
    // pairs tied with row i follow it until the score changes.
    for (size_t j = i + 1; j < rows.size() && rows[j].score == rows[i].score; ++j) {
      if (finalist(rows[i].id) != finalist(rows[j].id)) continue;  // ranked apart (PI-10)
      if (finalist(rows[i].id) && final->decided) continue;        // the final decided
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
