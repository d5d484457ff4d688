#include "pairing/standings/entrant_stats.hpp"

namespace xq {

bool played_with(const Encounter& e, Colour colour) {
  const bool finished = e.outcome == Outcome::win || e.outcome == Outcome::draw || e.outcome == Outcome::loss;
  return finished && e.has_colour() && *e.colour == colour;
}

EntrantStats& EntrantStats::operator+=(const EntrantStats& o) {
  score += o.score;
  wins += o.wins;
  black_wins += o.black_wins;
  black_games += o.black_games;
  red_games += o.red_games;
  red_points += o.red_points;
  black_points += o.black_points;
  fouls += o.fouls;
  byes += o.byes;
  progressive += o.progressive;
  return *this;
}

EntrantStats entrant_stats(const EntrantHistory& h, const RuleSet& rules) {
  return entrant_stats(h, rules, static_cast<int>(h.rounds.size()));
}

EntrantStats entrant_stats(const EntrantHistory& h, const RuleSet& rules, int rounds) {
  const size_t cut = static_cast<size_t>(rounds);
  EntrantStats s;
  s.id = h.id;
  s.score = h.score_after_round(rounds);
  const bool marks_count = rules.bye_colour_mark == ByeColourMark::count;
  for (size_t i = 0; i < cut; ++i) {
    const Encounter& e = h.rounds[i];
    s.fouls += e.fouls;               // T-7
    if (e.outcome == Outcome::bye) {  // S-3
      ++s.byes;
      if (rules.bye_counts_as_win) ++s.wins;
      if (marks_count && e.bye_mark == Colour::black) {
        ++s.black_games;
        if (rules.bye_counts_as_win) ++s.black_wins;
      }
      if (marks_count && e.bye_mark == Colour::red) ++s.red_games;
      continue;
    }
    const bool win = e.counted_win(rules.forfeit_counts_as_win);  // T-3 and T-4 alike (S-2)
    if (win) ++s.wins;
    if (played_with(e, Colour::black)) {  // T-4, T-5, S-7 (a forfeit under forfeit_colour = count)
      ++s.black_games;
      s.black_points += e.points;
      if (win) ++s.black_wins;
    } else if (played_with(e, Colour::red)) {
      ++s.red_games;
      s.red_points += e.points;
    }
  }
  for (size_t i = 0; i < cut; ++i) s.progressive += h.score_after[i];  // S-8
  return s;
}

std::vector<EntrantStats> entrant_stats(const std::vector<EntrantHistory>& histories, const RuleSet& rules) {
  std::vector<EntrantStats> out;
  out.reserve(histories.size());
  for (const EntrantHistory& h : histories) out.push_back(entrant_stats(h, rules));
  return out;
}

}  // namespace xq
