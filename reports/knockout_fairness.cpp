#include "reports/knockout_fairness.hpp"

#include <algorithm>
#include <cstdlib>

namespace xq {

std::vector<EntrantId> first_stage_order(std::span<const EventPlace> places,
                                         std::span<const EntrantId> table) {
  std::vector<size_t> row(places.size() + 1, table.size());  // by id: the row in `table`
  for (size_t i = 0; i < table.size(); ++i)
    if (table[i] >= 1 && static_cast<size_t>(table[i]) < row.size()) row[static_cast<size_t>(table[i])] = i;
  std::vector<EventPlace> sorted(places.begin(), places.end());
  const auto place = [](const EventPlace& p) {
    return p.first_stage_place > 0 ? p.first_stage_place : 1 << 30;
  };
  const auto row_of = [&](EntrantId id) {
    return id >= 1 && static_cast<size_t>(id) < row.size() ? row[static_cast<size_t>(id)] : table.size();
  };
  std::sort(sorted.begin(), sorted.end(), [&](const EventPlace& a, const EventPlace& b) {
    if (place(a) != place(b)) return place(a) < place(b);
    if (row_of(a.id) != row_of(b.id)) return row_of(a.id) < row_of(b.id);
    return a.id < b.id;
  });
  std::vector<EntrantId> order;
  order.reserve(sorted.size());
  for (const EventPlace& p : sorted) order.push_back(p.id);
  return order;
}

KnockoutMeasures measure_knockout(std::span<const EventPlace> places, std::span<const EntrantId> table,
                                  std::span<const double> strength_by_id) {
  KnockoutMeasures m;
  if (places.empty()) return m;
  const auto strength = [&](EntrantId id) { return strength_by_id[static_cast<size_t>(id - 1)]; };
  const std::vector<EntrantId> before = first_stage_order(places, table);
  std::vector<double> by_position;
  by_position.reserve(before.size());
  std::vector<std::int64_t> position(places.size() + 1, 0);  // by id: first-stage position
  std::vector<int> stage_place(places.size() + 1, 1 << 30);  // by id: first-stage place (0: last)
  for (const EventPlace& p : places)
    if (p.id >= 1 && static_cast<size_t>(p.id) < stage_place.size() && p.first_stage_place > 0)
      stage_place[static_cast<size_t>(p.id)] = p.first_stage_place;
  std::vector<int> shared;  // equal first-stage places are a tie, as in the final ranking (KO-2: A1, B1)
  for (size_t p = 0; p < before.size(); ++p) {
    by_position.push_back(strength(before[p]));
    position[static_cast<size_t>(before[p])] = static_cast<std::int64_t>(p + 1);
    shared.push_back(stage_place[static_cast<size_t>(before[p])]);
  }
  m.first_stage = rank_metrics(by_position, shared);

  double top = strength(places[0].id);
  for (const EventPlace& p : places) top = std::max(top, strength(p.id));
  m.strongest_won = strength(places[0].id) == top;
  m.strongest_first = std::any_of(places.begin(), places.end(), [&](const EventPlace& p) {
    return p.first_stage_place == 1 && strength(p.id) == top;
  });
  m.leader_lost = places[0].first_stage_place != 1;
  for (size_t f = 0; f < places.size(); ++f) {
    if (!places[f].by_knockout) continue;
    const std::int64_t d = static_cast<std::int64_t>(f + 1) - position[static_cast<size_t>(places[f].id)];
    ++m.entrants;
    m.moved += std::abs(d);
    if (d != 0) ++m.changed;
  }
  return m;
}

}  // namespace xq
