#include "pairing/knockout/knockout.hpp"

#include <algorithm>
#include <string>
#include <tuple>

#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/tiebreaks.hpp"

namespace xq {
namespace {

[[noreturn]] void not_ended(const std::string& why) {
  throw InputError("", 0, "rounds", "the first stage has not ended (KO-5.1): " + why);
}

std::string str(int i) { return std::to_string(i); }

// One ranking of the first stage, every place the bracket reads (the first `needed`) distinct.
std::vector<EntrantId> distinct_order(const Standings& s, size_t needed, const std::string& what) {
  std::vector<EntrantId> order;
  for (const StandingRow& row : s.rows) {
    if (row.shared_rank && static_cast<size_t>(row.rank) <= needed)
      not_ended(what + "place " + str(row.rank) +
                " is shared: the play-offs (T-12, playoff_places) must decide it before the knockout");
    order.push_back(row.id);
  }
  return order;
}

// Where `m` was played in `round`: its knockout game (the pair either way round).
std::optional<size_t> opening_of(const Round& round, const KnockoutMatch& m) {
  for (size_t i = 0; i < round.games.size(); ++i) {
    const Game& g = round.games[i];
    if (g.kind == GameKind::knockout &&
        ((g.red == m.first && g.black == m.second) || (g.red == m.second && g.black == m.first)))
      return i;
  }
  return std::nullopt;
}

MatchOutcome outcome_in(const Round& round, const KnockoutMatch& m) {
  if (m.walkover()) return {m.first != 0 ? m.first : m.second, 0};  // KO-2.3
  const std::optional<size_t> opening = opening_of(round, m);
  if (!opening)
    throw InputError("", 0, "rounds",
                     "round " + str(round.number) + " has no knockout game between players " + str(m.first) +
                         " and " + str(m.second) + ", which the bracket pairs (KO-1/KO-2)");
  return match_outcome(round, *opening);
}

}  // namespace

Record first_stage(const Record& record) {
  if (record.rules.knockout == Knockout::none) return record;
  return truncated(record, record.rules.rounds);
}

KnockoutSeeding knockout_seeding(const Record& record) {
  const RuleSet& rules = record.rules;
  if (static_cast<int>(record.rounds.size()) < rules.rounds)
    not_ended(str(static_cast<int>(record.rounds.size())) + " of its " + str(rules.rounds) +
              " rounds are played");
  const Record stage = first_stage(record);
  for (const Round& r : stage.rounds)
    for (const Game& g : r.games)
      if (g.result == Result::pending)
        not_ended("round " + str(r.number) + " board " + str(g.board) + " has no result");
  KnockoutSeeding s;
  s.place.assign(record.entrants.size(), 0);
  const std::vector<std::string> names = expand_tiebreaks(rules.tiebreaks);
  if (rules.knockout == Knockout::cross) {  // KO-2: each group's places (RR-2.5)
    const std::vector<std::vector<EntrantId>> groups = round_robin_groups(stage);
    for (size_t gi = 0; gi < groups.size(); ++gi) {
      const Standings st = compute_standings(stage, names, groups[gi]);
      s.rankings.push_back(distinct_order(st, groups[gi].size(), "group " + group_name(gi) + " "));
      for (const StandingRow& row : st.rows) s.place[at(row.id - 1)] = row.rank;
    }
    return s;
  }
  const Standings st = compute_standings(stage, names);  // KO-1.6: places 1-4 and the 4th/5th cut
  s.rankings.push_back(distinct_order(st, 4, ""));
  if (s.rankings[0].size() < 4)
    throw InputError("", 0, "entrants", "KO-1's top four needs at least 4 entrants in the first stage");
  for (const StandingRow& row : st.rows) s.place[at(row.id - 1)] = row.rank;
  return s;
}

KnockoutState knockout_state(const Record& record) {
  KnockoutState state;
  state.seeding = knockout_seeding(record);
  const int first = record.rules.rounds;
  for (int k = 1; k <= knockout_rounds(record.rules) && first + k <= static_cast<int>(record.rounds.size());
       ++k) {
    const Round& round = record.rounds[at(first + k - 1)];
    std::vector<KnockoutMatch> matches = knockout_round(
        record.rules, state.seeding, k, k == 1 ? std::span<const MatchOutcome>{} : state.outcomes[0]);
    std::vector<MatchOutcome> outcomes;
    for (const KnockoutMatch& m : matches) outcomes.push_back(outcome_in(round, m));
    state.matches.push_back(std::move(matches));
    state.outcomes.push_back(std::move(outcomes));
  }
  return state;
}

PairingResult pair_knockout_round(const Record& record, Rng& rng) {
  const RuleSet& rules = record.rules;
  const KnockoutState state = knockout_state(record);
  const int k = static_cast<int>(state.matches.size()) + 1;  // the knockout round to pair
  if (k > 1)
    for (size_t i = 0; i < state.outcomes.back().size(); ++i)
      if (state.outcomes.back()[i].winner == 0 && !state.matches.back()[i].walkover())
        throw InputError("", 0, "rounds",
                         "round " + str(rules.rounds + k - 1) + ": the match of players " +
                             str(state.matches.back()[i].first) + " and " +
                             str(state.matches.back()[i].second) +
                             " is not decided: its next play-off game comes first (KO-3)");
  PairingResult result;
  result.round.number = rules.rounds + k;
  result.round.stage = 2;
  const std::vector<KnockoutMatch> matches =
      knockout_round(rules, state.seeding, k, k == 1 ? std::span<const MatchOutcome>{} : state.outcomes[0]);
  int board = 0;
  for (const KnockoutMatch& m : matches) {
    if (m.walkover()) {  // KO-2.3: no game, no points, no colour
      if (m.first != 0 || m.second != 0) result.round.byes.push_back({m.first != 0 ? m.first : m.second, {}});
      continue;
    }
    Game g;
    g.board = ++board;
    g.kind = GameKind::knockout;
    if (rules.knockout_colours == KnockoutColours::higher_chooses) {  // KO-1.4: the higher place chooses
      g.chooser = higher_placed(m.first, m.second, state.seeding.place, rng);
      std::tie(g.red, g.black) = chosen_colours(g.chooser, g.chooser == m.first ? m.second : m.first,
                                                TimeControl::standard, rules.colour_choice);
    } else {  // KO-2.5: colours by lot
      const bool first_red = rng.coin();
      g.red = first_red ? m.first : m.second;
      g.black = first_red ? m.second : m.first;
    }
    result.round.games.push_back(g);
  }
  return result;
}

std::vector<Game> next_match_games(const Record& record, Rng& rng) {
  if (record.rounds.empty()) return {};
  const Round& last = record.rounds.back();
  const RuleSet& rules = record.rules;
  for (const Game& g : last.games)
    if (g.result == Result::pending) return {};
  std::vector<int> place;  // who is placed higher before the match, read when a match needs it
  const auto places = [&]() -> const std::vector<int>& {
    if (!place.empty()) return place;
    if (last.stage == 2) {
      place = knockout_seeding(record).place;
    } else {  // PI-10: the ranking after round N
      place.assign(record.entrants.size(), 0);
      for (const StandingRow& row : compute_places(record, rules.final_after_round).rows)
        place[at(row.id - 1)] = row.rank;
    }
    return place;
  };
  std::vector<Game> out;
  for (size_t i = 0; i < last.games.size(); ++i) {
    const Game& g = last.games[i];
    if (!opens_match(g.kind)) continue;
    // The match for 1st place: PI-10's final, or board 1 of the knockout's last round.
    const bool first_place =
        g.kind == GameKind::final_game || (last.number == event_rounds(rules) && g.board == 1);
    const std::vector<TimeControl>& chain = playoff_chain(rules, first_place);
    if (match_outcome(last, i).winner != 0 || chain.empty()) continue;
    const bool armageddon_next =
        std::find(chain.begin(), chain.end(), TimeControl::armageddon) != chain.end();
    static const std::vector<int> none;
    if (std::optional<Game> next =
            next_match_game(last, i, rules, chain, armageddon_next ? places() : none, rng))
      out.push_back(*next);
  }
  return out;
}

std::vector<EventPlace> event_places(const Record& record) {
  const KnockoutState state = knockout_state(record);
  std::vector<EventPlace> out(record.entrants.size());
  for (size_t i = 0; i < out.size(); ++i) {
    out[i].id = static_cast<EntrantId>(i + 1);
    out[i].first_stage_place = state.seeding.place[i];
  }
  for (size_t k = 0; k < state.matches.size(); ++k) {
    const std::vector<int> decided =
        knockout_match_places(state.matches[k], state.outcomes[k], record.entrant_count());
    for (size_t i = 0; i < out.size(); ++i)
      if (decided[i] != 0) {
        out[i].place = decided[i];
        out[i].by_knockout = true;
      }
  }
  if (record.rules.knockout == Knockout::top_four) {  // KO-1.5: 5.. the first stage's places
    const Standings st = compute_places(first_stage(record));
    for (const StandingRow& row : st.rows)
      if (row.rank > 4) {
        EventPlace& p = out[at(row.id - 1)];
        p.place = row.rank;
        p.shared = row.shared_rank;
      }
  }
  std::stable_sort(out.begin(), out.end(), [](const EventPlace& a, const EventPlace& b) {
    const int pa = a.place > 0 ? a.place : 1 << 30, pb = b.place > 0 ? b.place : 1 << 30;
    if (pa != pb) return pa < pb;
    return a.first_stage_place < b.first_stage_place;
  });
  return out;
}

}  // namespace xq
