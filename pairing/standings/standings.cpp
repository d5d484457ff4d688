#include "pairing/standings/standings.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace xq {

const StandingRow& Standings::row_of(EntrantId id) const {
  const auto it = std::find_if(rows.begin(), rows.end(), [id](const StandingRow& r) { return r.id == id; });
  assert(it != rows.end());
  return *it;
}

std::vector<EntrantId> Standings::order() const {
  std::vector<EntrantId> ids;
  ids.reserve(rows.size());
  for (const StandingRow& r : rows) ids.push_back(r.id);
  return ids;
}

namespace {

bool same_standing(const StandingRow& a, const StandingRow& b) {
  if (a.score != b.score || a.values.size() != b.values.size()) return false;
  for (size_t k = 0; k < a.values.size(); ++k)
    if (a.values[k].key != b.values[k].key) return false;
  return true;
}

// Ranks `ids` by score then the criteria, refining the tied groups one criterion at a time
// (docs/tiebreaks.md): every row gets every criterion's value.
std::vector<StandingRow> rank_entrants(TiebreakContext& ctx, const std::vector<EntrantId>& ids) {
  std::vector<StandingRow> rows;
  rows.reserve(ids.size());
  for (EntrantId id : ids) rows.push_back({0, id, ctx.score(id), {}, false});
  std::sort(rows.begin(), rows.end(), [](const StandingRow& a, const StandingRow& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  });
  // Groups [begin, end) of rows equal so far.
  std::vector<std::pair<size_t, size_t>> groups;
  for (size_t b = 0; b < rows.size();) {
    size_t e = b + 1;
    while (e < rows.size() && rows[e].score == rows[b].score) ++e;
    groups.emplace_back(b, e);
    b = e;
  }
  const auto& criteria = ctx.criteria();
  for (StandingRow& row : rows) row.values.reserve(criteria.size());
  std::vector<EntrantId> group;
  for (size_t k = 0; k < criteria.size(); ++k) {
    std::vector<std::pair<size_t, size_t>> next;
    for (const auto& [b, e] : groups) {
      group.clear();
      for (size_t i = b; i < e; ++i) group.push_back(rows[i].id);
      auto values = evaluate_tiebreak(criteria[k], ctx, group);
      for (size_t i = b; i < e; ++i) rows[i].values.push_back(std::move(values[i - b]));
      // Higher key first; equal keys keep the id order.
      std::stable_sort(
          rows.begin() + static_cast<std::ptrdiff_t>(b), rows.begin() + static_cast<std::ptrdiff_t>(e),
          [k](const StandingRow& x, const StandingRow& y) { return x.values[k].key > y.values[k].key; });
      for (size_t s = b; s < e;) {
        size_t t = s + 1;
        while (t < e && rows[t].values[k].key == rows[s].values[k].key) ++t;
        next.emplace_back(s, t);
        s = t;
      }
    }
    groups = std::move(next);
  }
  return rows;
}

// The rows of the standings of `ctx` with every value (compute_standings), for the entrants
// `ids` only: ranked among themselves, so the tied groups start from `ids` (T-14.2).
std::vector<StandingRow> standing_rows(TiebreakContext& ctx, const std::vector<EntrantId>& ids) {
  std::vector<StandingRow> rows;
  std::vector<EntrantId> finalists, others;
  const auto& final = ctx.final_outcome();
  for (EntrantId id : ids)
    (final && (id == final->winner || id == final->loser) ? finalists : others).push_back(id);
  if (!finalists.empty()) {
    // PI-10: the finalists come first, placed by the final; an undecided final ranks the two
    // by the standings.
    rows = rank_entrants(ctx, finalists);
    if (final->decided) {
      if (rows.front().id != final->winner) std::swap(rows.front(), rows.back());
      for (size_t i = 0; i < rows.size(); ++i) rows[i].rank = static_cast<int>(i) + 1;
    } else {
      assign_ranks(rows, 1);
    }
  }
  std::vector<StandingRow> rest = rank_entrants(ctx, others);
  assign_ranks(rest, static_cast<int>(rows.size()) + 1);
  rows.insert(rows.end(), std::make_move_iterator(rest.begin()), std::make_move_iterator(rest.end()));
  return rows;
}

// The order and ranks of rank_entrants + assign_ranks from the keys alone: the same refinement,
// without display texts and without further work on a group of one (its place is settled).
// The ranks come from the groups left equal: a row equal to its neighbour on the score and
// every key is in its group, so they are assign_ranks' ranks. Rows get no values.
class Placer {
 public:
  /// With `split`, the rows' splits (compute_places with splits) are written there too. Only the
  /// rows before `exact` (counted from the first row of `out`) must end in their place: a tied
  /// group that starts at or after it is left in id order, unrefined (leading_places).
  explicit Placer(TiebreakContext& ctx, std::vector<int>* split = nullptr, size_t exact = SIZE_MAX)
      : ctx_(ctx), split_(split), exact_(exact) {
    for (const std::string& c : ctx.criteria()) fns_.push_back(tiebreak_keys_fn(c));
  }

  void place(std::vector<EntrantId> ids, int first_rank, std::vector<StandingRow>& out) {
    std::sort(ids.begin(), ids.end(), [this](EntrantId a, EntrantId b) {
      const Points sa = ctx_.score(a), sb = ctx_.score(b);
      return sa != sb ? sa > sb : a < b;
    });
    // Only the groups of two or more are kept: a row alone is settled at its position (rows
    // move only inside their group), and once nobody is tied the later criteria are not needed.
    groups_.clear();
    const size_t first = out.size();
    if (split_) {  // row i and i + 1 of this block: −1 across scores, until a criterion splits them
      split_->resize(first + ids.size(), -1);
      if (first > 0) (*split_)[first - 1] = -1;  // the previous block ends there
      for (size_t i = 0; i + 1 < ids.size(); ++i)
        (*split_)[first + i] =
            ctx_.score(ids[i]) == ctx_.score(ids[i + 1]) ? static_cast<int>(fns_.size()) : -1;
    }
    for (size_t b = 0; b < ids.size();) {
      size_t e = b + 1;
      while (e < ids.size() && ctx_.score(ids[e]) == ctx_.score(ids[b])) ++e;
      if (e - b > 1 && first + b < exact_) groups_.emplace_back(b, e);
      b = e;
    }
    for (size_t k = 0; k < fns_.size() && !groups_.empty(); ++k) {
      next_.clear();
      for (const auto& [b, e] : groups_) refine(fns_[k], ids, b, e, first, k);
      std::swap(groups_, next_);
    }
    for (size_t i = 0; i < ids.size(); ++i)
      out.push_back({first_rank + static_cast<int>(i), ids[i], ctx_.score(ids[i]), {}, false});
    for (const auto& [b, e] : groups_)
      for (size_t i = b; i < e; ++i) {
        out[first + i].rank = first_rank + static_cast<int>(b);
        out[first + i].shared_rank = true;
      }
  }

 private:
  // Sorts ids[b, e) by the criterion's key, higher first (equal keys keep their order), and
  // splits it into the groups still equal.
  void refine(TiebreakKeysFn fn, std::vector<EntrantId>& ids, size_t b, size_t e, size_t first, size_t k) {
    const std::span<const EntrantId> group(ids.data() + b, e - b);
    fn(ctx_, group, keys_);
    // Higher key first; equal keys keep their order (the index breaks ties: a stable order).
    perm_.resize(group.size());
    for (std::uint32_t i = 0; i < perm_.size(); ++i) perm_[i] = i;
    bool scalar = true;  // one part each (most criteria): compare the values
    for (size_t i = 0; i < group.size() && scalar; ++i) scalar = keys_.starts[i] == i;
    if (scalar && keys_.keys.size() == group.size()) {
      const std::int64_t* k = keys_.keys.data();
      std::sort(perm_.begin(), perm_.end(),
                [k](std::uint32_t x, std::uint32_t y) { return k[x] != k[y] ? k[x] > k[y] : x < y; });
    } else {
      std::sort(perm_.begin(), perm_.end(), [this](std::uint32_t x, std::uint32_t y) {
        const auto kx = keys_.key(x), ky = keys_.key(y);
        if (std::ranges::equal(kx, ky)) return x < y;
        return std::lexicographical_compare(ky.begin(), ky.end(), kx.begin(), kx.end());
      });
    }
    sorted_.clear();
    for (std::uint32_t i : perm_) sorted_.push_back(group[i]);
    std::copy(sorted_.begin(), sorted_.end(), ids.begin() + static_cast<std::ptrdiff_t>(b));
    for (size_t s = 0; s < perm_.size();) {
      size_t t = s + 1;
      while (t < perm_.size() && std::ranges::equal(keys_.key(perm_[t]), keys_.key(perm_[s]))) ++t;
      if (t - s > 1 && first + b + s < exact_) next_.emplace_back(b + s, b + t);
      if (split_ && t < perm_.size()) (*split_)[first + b + t - 1] = static_cast<int>(k);
      s = t;
    }
  }

  TiebreakContext& ctx_;
  std::vector<int>* split_ = nullptr;
  size_t exact_ = SIZE_MAX;
  std::vector<TiebreakKeysFn> fns_;
  std::vector<std::pair<size_t, size_t>> groups_, next_;
  TiebreakKeys keys_;
  std::vector<std::uint32_t> perm_;
  std::vector<EntrantId> sorted_;
};

// The rows of standing_rows(ctx) without values (with `split`: compute_places' splits). Only
// the first `exact` rows are sure to be in place (Placer).
std::vector<StandingRow> place_rows(TiebreakContext& ctx, std::vector<int>* split = nullptr,
                                    size_t exact = SIZE_MAX) {
  std::vector<StandingRow> rows;
  rows.reserve(ctx.record().entrants.size());
  Placer placer(ctx, split, exact);
  if (split) split->clear();
  const auto& final = ctx.final_outcome();
  if (final && final->decided) {  // PI-10, as in standing_rows
    rows.push_back({1, final->winner, ctx.score(final->winner), {}, false});
    rows.push_back({2, final->loser, ctx.score(final->loser), {}, false});
    if (split) split->assign(2, -1);  // the final decided; the next block starts after row 1
  } else if (final) {
    placer.place({final->winner, final->loser}, 1, rows);
  }
  std::vector<EntrantId> others;
  others.reserve(ctx.record().entrants.size());
  for (const Entrant& e : ctx.record().entrants)
    if (!final || (e.id != final->winner && e.id != final->loser)) others.push_back(e.id);
  placer.place(std::move(others), static_cast<int>(rows.size()) + 1, rows);
  if (split) split->resize(rows.empty() ? 0 : rows.size() - 1);
  return rows;
}

}  // namespace

void assign_ranks(std::vector<StandingRow>& rows, int first_rank) {
  for (size_t i = 0; i < rows.size(); ++i) {
    const bool tied = i > 0 && same_standing(rows[i - 1], rows[i]);
    rows[i].rank = tied ? rows[i - 1].rank : first_rank + static_cast<int>(i);
    rows[i].shared_rank = tied || (i + 1 < rows.size() && same_standing(rows[i], rows[i + 1]));
  }
}

Standings compute_standings(const Record& record) {
  return compute_standings(record, expand_tiebreaks(record.rules.tiebreaks));
}

Standings compute_standings(const Record& record, const std::vector<std::string>& names) {
  std::vector<EntrantId> ids;
  ids.reserve(record.entrants.size());
  for (const Entrant& e : record.entrants) ids.push_back(e.id);
  return compute_standings(record, names, ids);
}

Standings compute_standings(const Record& record, const std::vector<std::string>& names,
                            const std::vector<EntrantId>& subset) {
  TiebreakContext ctx(record, expand_tiebreaks(names));  // names may be lists; over the whole record
  return Standings{ctx.criteria(), standing_rows(ctx, subset)};
}

std::vector<int> standings_ranks(TiebreakContext& ctx) {
  std::vector<int> ranks(static_cast<size_t>(ctx.record().entrant_count()), 0);
  for (const StandingRow& row : place_rows(ctx)) ranks[static_cast<size_t>(row.id - 1)] = row.rank;
  return ranks;
}

Standings compute_places(const Record& record, HistoryPool* pool) {
  return compute_places(record, static_cast<int>(record.rounds.size()), pool);
}

Standings compute_places(const Record& record, const std::vector<std::string>& names, HistoryPool* pool) {
  TiebreakContext ctx(record, expand_tiebreaks(names), pool);
  return Standings{ctx.criteria(), place_rows(ctx)};
}

Standings compute_places(const Record& record, const std::vector<std::string>& names, std::vector<int>& split,
                         HistoryPool* pool) {
  TiebreakContext ctx(record, expand_tiebreaks(names), pool);
  return Standings{ctx.criteria(), place_rows(ctx, &split)};
}

Standings compute_places(const Record& record, int rounds, HistoryPool* pool) {
  TiebreakContext ctx(record, expand_tiebreaks(record.rules.tiebreaks), rounds, pool);
  return Standings{ctx.criteria(), place_rows(ctx)};
}

std::vector<StandingRow> leading_rows(const Record& record, size_t count, HistoryPool* pool) {
  TiebreakContext ctx(record, expand_tiebreaks(record.rules.tiebreaks),
                      static_cast<int>(record.rounds.size()), pool);
  return place_rows(ctx, nullptr, count);
}

std::vector<EntrantId> leading_places(const Record& record, size_t count, HistoryPool* pool) {
  const std::vector<StandingRow> rows = leading_rows(record, count, pool);
  std::vector<EntrantId> ids;
  for (size_t i = 0; i < rows.size() && i < count; ++i) ids.push_back(rows[i].id);
  return ids;
}

}  // namespace xq
