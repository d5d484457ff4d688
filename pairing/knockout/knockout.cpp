#include "pairing/knockout/knockout.hpp"

#include <algorithm>
#include <string>
#include <tuple>

#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/model/time_control.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "pairing/standings/tiebreaks.hpp"
#include "pairing/team/board_order.hpp"

namespace xq {
namespace {

[[noreturn]] void not_ended(const std::string& why) {
  throw InputError("", 0, "rounds", "the first stage has not ended (KO-5.1): " + why);
}

std::string str(int i) { return std::to_string(i); }

// One ranking of the first stage, every place the bracket reads (the first `needed`) distinct —
// but a place only players who withdrew share (docs/tiebreaks.md "A player who withdrew": no
// play-off can decide it) keeps the standings' order: each of them loses his match anyway.
std::vector<EntrantId> distinct_order(const Record& record, const Standings& s, size_t needed,
                                      const std::string& what) {
  const bool teams = record.rules.format == EventFormat::team_swiss;
  const auto all_away = [&](int rank) {
    return !teams && std::all_of(s.rows.begin(), s.rows.end(), [&](const StandingRow& r) {
      return r.rank != rank || away_from_playoffs(record, r.id);
    });
  };
  std::vector<EntrantId> order;
  for (const StandingRow& row : s.rows) {
    if (row.shared_rank && static_cast<size_t>(row.rank) <= needed && !all_away(row.rank))
      not_ended(what + "place " + str(row.rank) + " is shared: " +
                (teams ? "the team tiebreaks (team_tiebreaks, ending with team_number) must decide it"
                       : "the play-offs (T-12, playoff_places) must decide it") +
                " before the knockout");
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

bool team_event(const Record& r) { return r.rules.format == EventFormat::team_swiss; }

// KO-4: the team match between `a` and `b` in `round` (either side home).
const Match* team_match(const Round& round, EntrantId a, EntrantId b) {
  for (const Match& m : round.matches)
    if ((m.home == a && m.away == b) || (m.home == b && m.away == a)) return &m;
  return nullptr;
}

// KO-4.2/KO-4.3: a team match is played in sittings of one game per board (the standard match,
// then super-rapid matches); the first sitting in which one team has more game points decides.
// `sittings` gets the number of sittings complete so far.
MatchOutcome team_outcome(const Record& rec, const Round& round, const Match& m, int* sittings = nullptr) {
  const size_t boards = static_cast<size_t>(rec.rules.boards);
  const Team& home = rec.teams.at(at(m.home - 1));
  const auto of_home = [&](EntrantId p) {
    return std::find(home.players.begin(), home.players.end(), p) != home.players.end();
  };
  int done = 0;
  for (size_t from = 0; from + boards <= m.games.size(); from += boards) {
    Points h = 0, a = 0;
    for (size_t k = from; k < from + boards; ++k) {
      const Game& g = round.games.at(at(m.games[k]));
      if (g.result == Result::pending) {
        if (sittings) *sittings = done;
        return {};
      }
      const GameScore sc = game_score(g.result, rec.rules.points);  // S-2: a forfeit scores as a result
      (of_home(g.red) ? h : a) += sc.red;
      (of_home(g.red) ? a : h) += sc.black;
    }
    ++done;
    if (h != a) {
      if (sittings) *sittings = done;
      return h > a ? MatchOutcome{m.home, m.away} : MatchOutcome{m.away, m.home};
    }
  }
  if (sittings) *sittings = done;
  return {};
}

// KO-4: the next super-rapid sitting of a drawn team match: every board's colours swapped (the other
// team first-moving), the same players on the same boards.
std::vector<Game> next_team_sitting(const Record& rec, const Round& round, const Match& m,
                                    const Explainer& explain) {
  int sittings = 0;
  if (team_outcome(rec, round, m, &sittings).winner != 0) return {};
  const size_t boards = static_cast<size_t>(rec.rules.boards);
  if (m.games.size() != static_cast<size_t>(sittings) * boards) return {};  // a game still pending
  const std::vector<TimeControl>& chain =
      playoff_chain(rec.rules, round.number == event_rounds(rec.rules) && m.table == 1);
  if (chain.empty() || sittings == 0) return {};
  const TimeControl tc = chain[std::min(static_cast<size_t>(sittings - 1), chain.size() - 1)];
  std::vector<Game> out;
  for (size_t k = m.games.size() - boards; k < m.games.size(); ++k) {
    const Game& last = round.games.at(at(m.games[k]));
    Game g;
    g.board = last.board;
    g.red = last.black;
    g.black = last.red;
    g.kind = GameKind::playoff;
    g.time_control = tc;
    out.push_back(g);
  }
  explain("KO-4.3", [&] {
    return "table " + std::to_string(m.table) + ": teams " + std::to_string(m.home) + " – " +
           std::to_string(m.away) + " level on game points after " + std::to_string(sittings) + " sitting" +
           (sittings == 1 ? "" : "s") + ": another " + std::string(time_control_name(tc)) +
           " sitting, every board's colours swapped";
  });
  return out;
}

// KO-4.1/KO-4.4: a team knockout match as the round's next table: the first-moving team (chosen by
// the team placed higher, or by lot) is home, red on the boards board_colours gives home; each
// team's first `boards` players in team order.
void add_team_match(const Record& rec, const KnockoutMatch& km, std::span<const int> place, Rng& rng,
                    Round& round) {
  const RuleSet& rules = rec.rules;
  EntrantId home = km.first, away = km.second, chooser = 0;
  if (rules.knockout_colours == KnockoutColours::higher_chooses) {
    chooser = higher_placed(km.first, km.second, place, rng);
    const EntrantId other = chooser == km.first ? km.second : km.first;
    const bool first_moving = rules.colour_choice != ChooserColour::black;  // red on the odd boards
    home = first_moving ? chooser : other;
    away = first_moving ? other : chooser;
  } else if (rng.coin()) {
    std::swap(home, away);
  }
  Match m;
  m.table = static_cast<int>(round.matches.size()) + 1;
  m.home = home;
  m.away = away;
  const Team& h = rec.teams.at(at(home - 1));
  const Team& a = rec.teams.at(at(away - 1));
  for (int b = 1; b <= rules.boards; ++b) {
    Game g;
    g.board = b;
    g.kind = GameKind::knockout;
    const EntrantId hp = h.players.at(at(b - 1)), ap = a.players.at(at(b - 1));
    const bool home_red = home_colour(rules.board_colours, b) == Colour::red;
    g.red = home_red ? hp : ap;
    g.black = home_red ? ap : hp;
    if (chooser != 0) g.chooser = chooser == home ? hp : ap;  // the choosing team's player on the board
    m.games.push_back(static_cast<int>(round.games.size()));
    round.games.push_back(g);
  }
  round.matches.push_back(std::move(m));
}

// Issue 14 in a knockout (docs/knockout.md "Withdrawals"): the bracket stays as the first stage
// seeded it. A match none of whose entrants plays round `round` (withdrawn, announced absent, or
// absent from the bracket) does not exist (KO-2.3); one kept out of a match he has an opponent in
// loses it by forfeit (KO-3.7; forfeit_kept_out).
void drop_kept_out(const Record& record, int round, std::vector<KnockoutMatch>& matches) {
  if (!has_field_changes(record) || team_event(record)) return;
  const auto away = [&](EntrantId e) {
    return e == 0 || availability(record.entrant(e), round) != Availability::plays;
  };
  for (KnockoutMatch& m : matches)
    if (away(m.first) && away(m.second)) m.first = m.second = 0;
}

// KO-3.7: game 1 of a match whose entrant is kept out of the round is written lost by forfeit by
// him (the other is there: drop_kept_out removed the matches of two away); no further game.
void forfeit_kept_out(const Record& record, Game& g, int round) {
  if (!has_field_changes(record)) return;
  g.result = forfeit_result(availability(record.entrant(g.red), round) != Availability::plays,
                            availability(record.entrant(g.black), round) != Availability::plays);
}

// The matches of knockout round k (1, 2) as the record's field leaves them (drop_kept_out).
std::vector<KnockoutMatch> matches_of(const Record& record, const KnockoutSeeding& seeding, int k,
                                      std::span<const MatchOutcome> round_one) {
  std::vector<KnockoutMatch> matches = knockout_round(record.rules, seeding, k, round_one);
  drop_kept_out(record, record.rules.rounds + k, matches);
  return matches;
}

MatchOutcome outcome_in(const Record& rec, const Round& round, const KnockoutMatch& m) {
  if (m.walkover()) return {m.first != 0 ? m.first : m.second, 0};  // KO-2.3
  if (rec.rules.format == EventFormat::team_swiss) {                // KO-4
    if (const Match* tm = team_match(round, m.first, m.second)) return team_outcome(rec, round, *tm);
    throw InputError("", 0, "rounds",
                     "round " + str(round.number) + " has no match between teams " + str(m.first) + " and " +
                         str(m.second) + ", which the bracket pairs (KO-1/KO-4)");
  }
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

void append_match_games(Record& record, const std::vector<Game>& games) {
  Round& round = record.rounds.back();
  for (const Game& g : games) {
    Match* into = nullptr;  // KO-4: the team match holding this board's game between the two
    for (Match& m : round.matches)
      for (int k : m.games) {
        const Game& o = round.games.at(at(k));
        if (same_match_board(o, g)) into = &m;
      }
    if (into) into->games.push_back(static_cast<int>(round.games.size()));
    round.games.push_back(g);
  }
}

void remove_match_games(Record& record, const std::vector<size_t>& indexes) {
  Round& round = record.rounds.back();
  const auto removed_before = [&](int k) {  // how many removed games come before game k
    return static_cast<int>(std::lower_bound(indexes.begin(), indexes.end(), static_cast<size_t>(k)) -
                            indexes.begin());
  };
  for (Match& m : round.matches) {
    std::erase_if(m.games, [&](int k) { return std::binary_search(indexes.begin(), indexes.end(), at(k)); });
    for (int& k : m.games) k -= removed_before(k);
  }
  for (auto k = indexes.rbegin(); k != indexes.rend(); ++k)
    round.games.erase(round.games.begin() + static_cast<std::ptrdiff_t>(*k));
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
      s.rankings.push_back(distinct_order(stage, st, groups[gi].size(), "group " + group_name(gi) + " "));
      for (const StandingRow& row : st.rows) s.place[at(row.id - 1)] = row.rank;
    }
    return s;
  }
  const bool teams = team_event(record);  // KO-1 with KO-4 matches: the team standings (PT-14)
  const Standings st = teams ? compute_team_standings(stage) : compute_standings(stage, names);
  s.rankings.push_back(distinct_order(stage, st, 4, ""));  // KO-1.6: places 1-4 and the 4th/5th cut
  if (s.rankings[0].size() < 4)
    throw InputError("", 0, "entrants", "KO-1's top four needs at least 4 entrants in the first stage");
  if (teams) s.place.assign(record.teams.size(), 0);
  for (const StandingRow& row : st.rows) s.place[at(row.id - 1)] = row.rank;
  return s;
}

namespace {

// KO-3: the first match of knockout round index `k` still undecided — neither won, lost by both,
// nor a walkover; null when every one of them is over.
const KnockoutMatch* open_match(const KnockoutState& state, size_t k) {
  for (size_t i = 0; i < state.matches[k].size(); ++i)
    if (!state.matches[k][i].walkover() && !state.outcomes[k][i].decided()) return &state.matches[k][i];
  return nullptr;
}

}  // namespace

KnockoutState knockout_state(const Record& record) {
  KnockoutState state;
  state.seeding = knockout_seeding(record);
  const int first = record.rules.rounds;
  for (int k = 1; k <= knockout_rounds(record.rules) && first + k <= static_cast<int>(record.rounds.size());
       ++k) {
    const Round& round = record.rounds[at(first + k - 1)];
    // KO-3: a match goes on until decided; only then is the next round paired.
    if (const KnockoutMatch* m = k > 1 ? open_match(state, state.matches.size() - 1) : nullptr)
      throw InputError("", 0, "rounds",
                       "round " + str(round.number) + " is paired, but the match of " +
                           (team_event(record) ? "teams " : "players ") + str(m->first) + " and " +
                           str(m->second) + " in round " + str(round.number - 1) +
                           " is not decided (KO-3: its play-off games come first): the knockout rounds do "
                           "not follow the bracket");
    std::vector<KnockoutMatch> matches =
        matches_of(record, state.seeding, k, k == 1 ? std::span<const MatchOutcome>{} : state.outcomes[0]);
    std::vector<MatchOutcome> outcomes;
    for (const KnockoutMatch& m : matches) outcomes.push_back(outcome_in(record, round, m));
    state.matches.push_back(std::move(matches));
    state.outcomes.push_back(std::move(outcomes));
  }
  return state;
}

PairingResult pair_knockout_round(const Record& record, Rng& rng, const PairingOptions& options) {
  const RuleSet& rules = record.rules;
  const KnockoutState state = knockout_state(record);
  const int k = static_cast<int>(state.matches.size()) + 1;  // the knockout round to pair
  if (const KnockoutMatch* m = k > 1 ? open_match(state, state.matches.size() - 1) : nullptr)
    throw InputError("", 0, "rounds",
                     "round " + str(rules.rounds + k - 1) + ": the match of players " + str(m->first) +
                         " and " + str(m->second) +
                         " is not decided: its next play-off game comes first (KO-3)");
  PairingResult result;
  result.round.number = rules.rounds + k;
  result.round.stage = 2;
  const std::vector<KnockoutMatch> matches =
      matches_of(record, state.seeding, k, k == 1 ? std::span<const MatchOutcome>{} : state.outcomes[0]);
  const Explainer explain(options.explain, result.explanation);
  // KO-1 / KO-2: the bracket that paired the match, for --explain and `xqsim regress`.
  const bool cross = rules.knockout == Knockout::cross;
  const char* bracket = cross ? "KO-2" : "KO-1";
  const auto match_text = [&](const KnockoutMatch& m) {
    const auto placed = [&](EntrantId e) {
      return str(e) + " (" + (rules.knockout == Knockout::cross ? "group place " : "place ") +
             str(state.seeding.place[at(e - 1)]) + ")";
    };
    return "knockout round " + str(k) + ": " + placed(m.first) + " v " + placed(m.second) +
           (m.upper_place > 0 ? ", for places " + str(m.upper_place) + "–" + str(m.upper_place + 1) : "");
  };
  int board = 0;
  for (const KnockoutMatch& m : matches) {
    if (team_event(record) && !m.walkover()) {  // KO-4
      add_team_match(record, m, state.seeding.place, rng, result.round);
      explain.decision(bracket, m.first, m.second, false, [&] {
        const Match& t = result.round.matches.back();
        return "table " + str(t.table) + ": " + match_text(m) + "; " + str(t.home) + " home (KO-4.1)";
      });
      continue;
    }
    if (m.walkover()) {  // KO-2.3 (a KO-1 slot left empty: KO-3.7): no game, no points, no colour
      if (m.first != 0 || m.second != 0) result.round.byes.push_back({m.first != 0 ? m.first : m.second, {}});
      if (!team_event(record) && (m.first != 0 || m.second != 0))
        explain.decision(cross ? "KO-2.3" : "KO-3.7", m.first != 0 ? m.first : m.second, 0, false, [&] {
          return str(m.first != 0 ? m.first : m.second) + " wins by walkover: the other slot is empty";
        });
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
    forfeit_kept_out(record, g, result.round.number);
    explain.decision(bracket, m.first, m.second, false, [&] {
      return "board " + str(g.board) + ": " + match_text(m) + "; game 1: " +
             (g.chooser != 0 ? str(g.chooser) + " chooses colours, placed higher (" +
                                   (cross ? "KO-3.3" : "KO-1.4 / KO-3.3") + "): "
                             : std::string("colours by lot (") + (cross ? "KO-2.5" : "KO-3.3") + "): ") +
             str(g.red) + " red";
    });
    result.round.games.push_back(g);
  }
  return result;
}

std::vector<Game> next_match_games(const Record& record, Rng& rng, const Explainer& explain) {
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
  if (team_event(record)) {  // KO-4: a drawn team match plays another sitting
    if (last.stage != 2) return {};
    for (const Match& m : last.matches)
      for (const Game& g : next_team_sitting(record, last, m, explain)) out.push_back(g);
    return out;
  }
  for (size_t i = 0; i < last.games.size(); ++i) {
    const Game& g = last.games[i];
    if (!opens_match(g.kind)) continue;
    // The match for 1st place: PI-10's final, or board 1 of the knockout's last round.
    const bool first_place =
        g.kind == GameKind::final_game || (last.number == event_rounds(rules) && g.board == 1);
    const std::vector<TimeControl>& chain = playoff_chain(rules, first_place);
    if (match_outcome(last, i).decided() || chain.empty()) continue;
    const bool armageddon_next =
        std::find(chain.begin(), chain.end(), TimeControl::armageddon) != chain.end();
    static const std::vector<int> none;
    if (std::optional<Game> next =
            next_match_game(last, i, rules, chain, armageddon_next ? places() : none, rng, explain))
      out.push_back(*next);
  }
  return out;
}

std::vector<EventPlace> event_places(const Record& record) {
  const KnockoutState state = knockout_state(record);
  const bool teams = team_event(record);
  std::vector<EventPlace> out(teams ? record.teams.size() : record.entrants.size());
  for (size_t i = 0; i < out.size(); ++i) {
    out[i].id = static_cast<EntrantId>(i + 1);
    out[i].first_stage_place = state.seeding.place[i];
  }
  for (size_t k = 0; k < state.matches.size(); ++k) {
    const std::vector<int> decided =
        knockout_match_places(state.matches[k], state.outcomes[k], static_cast<int>(out.size()));
    for (size_t i = 0; i < out.size(); ++i)
      if (decided[i] != 0) {
        out[i].place = decided[i];
        out[i].by_knockout = true;
      }
  }
  if (record.rules.knockout == Knockout::top_four) {  // KO-1.5: 5.. the first stage's places
    const Standings st =
        teams ? compute_team_standings(first_stage(record)) : compute_places(first_stage(record));
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

namespace {

// The knockout's rounds still to pair (0 when every one is paired) and whether a match of those
// paired is still undecided.
std::pair<int, bool> knockout_left(const Record& record) {
  const KnockoutState state = knockout_state(record);
  bool open = false;
  for (size_t k = 0; k < state.matches.size(); ++k) open = open || open_match(state, k) != nullptr;
  return {knockout_rounds(record.rules) - static_cast<int>(state.matches.size()), open};
}

}  // namespace

int knockout_rounds_decided(const Record& record) {
  const KnockoutState state = knockout_state(record);
  int decided = 0;
  while (static_cast<size_t>(decided) < state.matches.size() &&
         !open_match(state, static_cast<size_t>(decided)))
    ++decided;
  return decided;
}

bool knockout_over(const Record& record) {
  return knockout_rounds_decided(record) >= knockout_rounds(record.rules);
}

Standings final_standings(const Record& record, const Standings& stage_one,
                          const std::vector<EventPlace>& places) {
  if (const auto [to_play, open] = knockout_left(record); to_play > 0 || open)
    throw InputError(
        "", 0, "rounds",
        "the knockout has not decided every place yet (" +
            (to_play > 0 ? str(to_play) + " of its rounds to pair" : "a match to finish") +
            "): the final places are read once it has");  // each command says how to rank stage 1
  Standings s{stage_one.criteria, {}};
  for (const EventPlace& p : places) {
    StandingRow row = stage_one.row_of(p.id);
    row.rank = p.place;  // 0: left without a place
    row.shared_rank = p.shared;
    s.rows.push_back(std::move(row));
  }
  return s;
}

std::vector<EntrantId> final_order(const Record& record) {
  if (record.rules.knockout != Knockout::none &&
      static_cast<int>(record.rounds.size()) > record.rules.rounds) {
    std::vector<EntrantId> out;
    for (const EventPlace& p : event_places(record)) out.push_back(p.id);
    return out;
  }
  return compute_places(record).order();
}

}  // namespace xq
