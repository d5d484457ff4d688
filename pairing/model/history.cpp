#include "pairing/model/history.hpp"

#include <algorithm>
#include <cassert>

namespace xq {

bool EntrantHistory::met(EntrantId other) const {
  return std::any_of(rounds.begin(), rounds.end(),
                     [other](const Encounter& e) { return e.opponent == other; });
}

int EntrantHistory::byes() const {
  return static_cast<int>(std::count_if(rounds.begin(), rounds.end(),
                                        [](const Encounter& e) { return e.outcome == Outcome::bye; }));
}

namespace {

Outcome outcome_for(Result r, Colour side) {
  switch (r) {
    case Result::pending: return Outcome::pending;
    case Result::draw: return Outcome::draw;
    case Result::double_forfeit: return Outcome::loss;
    case Result::red_win:
    case Result::black_forfeit: return side == Colour::red ? Outcome::win : Outcome::loss;
    case Result::black_win:
    case Result::red_forfeit: return side == Colour::black ? Outcome::win : Outcome::loss;
  }
  return Outcome::pending;
}

}  // namespace

std::vector<EntrantHistory> build_histories(const Record& record) {
  std::vector<EntrantHistory> h;
  build_histories(record, h);
  return h;
}

void build_histories(const Record& record, std::vector<EntrantHistory>& h) {
  const size_t n = record.entrants.size();
  const size_t rounds = record.rounds.size();
  h.resize(n);
  // (Filled from a constant: a temporary Encounter{} was re-stored for every element copied,
  // each copy then waiting on that store.)
  static const Encounter kNone{};
  for (size_t i = 0; i < n; ++i) {
    h[i].id = static_cast<EntrantId>(i + 1);
    h[i].rounds.assign(rounds, kNone);
    h[i].score_after.assign(rounds, 0);
    for (size_t ri = 0; ri < rounds; ++ri) h[i].rounds[ri].round = static_cast<int>(ri + 1);
  }
  // What each result gives each side, worked out once (7 results).
  struct Side {
    Outcome outcome;
    Points points;
  };
  struct ByResult {
    Side red, black;
    bool forfeit;
  };
  const auto worked_out = [&](Result r) {
    const GameScore sc = game_score(r, record.rules.points);
    return ByResult{
        {outcome_for(r, Colour::red), sc.red}, {outcome_for(r, Colour::black), sc.black}, is_forfeit(r)};
  };
  const bool forfeit_colours = record.rules.forfeit_colour == ForfeitColour::count;
  constexpr size_t kResults = static_cast<size_t>(Result::double_forfeit) + 1;
  ByResult by_result[kResults];
  for (size_t r = 0; r < kResults; ++r) by_result[r] = worked_out(static_cast<Result>(r));
  for (size_t ri = 0; ri < rounds; ++ri) {
    const Round& round = record.rounds[ri];
    for (const Game& g : round.games) {
      if (g.kind == GameKind::playoff || g.kind == GameKind::knockout) continue;  // KO-3, KO-5.2: never score
      assert(g.red >= 1 && static_cast<size_t>(g.red) <= n && g.black >= 1 &&
             static_cast<size_t>(g.black) <= n);
      const size_t result_index = static_cast<size_t>(g.result);
      const ByResult br = result_index < kResults ? by_result[result_index] : worked_out(g.result);
      // Each side's encounter: red's, then black's.
      const auto fill = [&](EntrantId self, EntrantId opponent, Colour colour, const auto& side, int fouls) {
        Encounter& e = h[static_cast<size_t>(self - 1)].rounds[ri];
        e.outcome = side.outcome;
        e.opponent = opponent;
        e.colour = colour;
        e.forfeit = br.forfeit;
        e.colour_counts = !br.forfeit || forfeit_colours;  // S-2
        e.points = side.points;
        e.fouls = fouls;
        e.board = g.board;
        e.kind = g.kind;
      };
      fill(g.red, g.black, Colour::red, br.red, g.red_fouls);
      fill(g.black, g.red, Colour::black, br.black, g.black_fouls);
    }
    for (const Bye& b : round.byes) {
      Encounter& e = h[static_cast<size_t>(b.entrant - 1)].rounds[ri];
      // KO-2.3: a walkover scores nothing; RR-1.3: a sit-out not scored is no game (absent, 0).
      if (round.stage != 1 || !bye_scores(record, b.entrant, static_cast<int>(ri) + 1)) continue;
      e.outcome = Outcome::bye;
      e.points = record.rules.points.win;  // S-3: a bye scores as a win (RR-1.3 rr_bye = win too)
      e.bye_mark = b.mark;
    }
  }
  // S-2 (issue 14): a round an entrant was not placed in for an announced reason scores as the
  // rules say (an announced absence, a late entry's missed rounds). Only records with such changes.
  if (has_field_changes(record))
    for (size_t i = 0; i < n; ++i)
      for (size_t ri = 0; ri < rounds; ++ri) {
        Encounter& e = h[i].rounds[ri];
        const Round& round = record.rounds[ri];
        const bool sits_out = std::any_of(round.byes.begin(), round.byes.end(),
                                          [&](const Bye& b) { return b.entrant == h[i].id; });  // RR-1.3
        if (e.outcome == Outcome::absent && e.opponent == 0 && round.stage == 1 && !sits_out)
          e.points = missed_round_points(record.rules, record.entrants[i], static_cast<int>(ri + 1));
      }
  for (auto& eh : h) {
    Points total = 0;
    for (size_t ri = 0; ri < rounds; ++ri) eh.score_after[ri] = total += eh.rounds[ri].points;
  }
}

bool bye_scores(const Record& record, EntrantId entrant, int round) {
  if (record.rules.format != EventFormat::round_robin) return true;  // S-3
  return record.rules.rr_bye == RrBye::win &&
         availability(record.entrant(entrant), round) == Availability::plays;  // RR-1.3, S-2
}

std::vector<EntrantHistory> HistoryPool::take() {
  if (spare_.empty()) return {};
  std::vector<EntrantHistory> buffer = std::move(spare_.back());
  spare_.pop_back();
  return buffer;
}

void HistoryPool::give_back(std::vector<EntrantHistory>&& buffer) {
  if (spare_.size() < kCapacity) spare_.push_back(std::move(buffer));
}

PooledHistories::PooledHistories(const Record& record, HistoryPool* pool) : pool_(pool) {
  if (pool_) histories_ = pool_->take();
  build_histories(record, histories_);
}

PooledHistories::~PooledHistories() {
  if (pool_) pool_->give_back(std::move(histories_));
}

}  // namespace xq
