#include "pairing/pairing.hpp"

#include <algorithm>
#include <string>

#include "pairing/knockout/knockout.hpp"
#include "pairing/knockout/match.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/explain.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/time_control.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/roundrobin/round_robin.hpp"
#include "pairing/standings/derived_rankings.hpp"
#include "pairing/standings/final_outcome.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "pairing/swiss/colour_rules.hpp"
#include "pairing/swiss/competition_codes.hpp"
#include "pairing/swiss/final_round.hpp"
#include "pairing/swiss/first_round.hpp"
#include "pairing/swiss/swiss_individual.hpp"
#include "pairing/team/team_swiss.hpp"

namespace xq {

namespace {

PairableCheck check_input(const Record& history) {
  const RuleSet& rules = history.rules;
  if (rules.format != EventFormat::swiss && rules.format != EventFormat::team_swiss &&
      rules.format != EventFormat::round_robin)
    throw InputError("", 0, "format", "pairing needs format = swiss, team_swiss or round_robin");
  const PairableCheck pairable = check_pairable(history);
  if (pairable.beyond_last_round)
    throw InputError("", 0, "rounds",
                     "round " + std::to_string(pairable.next_round) + " is beyond the event's " +
                         std::to_string(rules.rounds) + " rounds");
  if (pairable.pending_game)
    throw InputError("", 0, "rounds",
                     "round " + std::to_string(pairable.pending_round->number) + " board " +
                         std::to_string(pairable.pending_game->board) +
                         " has no result: pair the next round after the results");
  if (pairable.placement.round != 0)  // V-2 before pairing (docs/pairing-individual.md)
    throw InputError("", 0, "rounds", placement_gap_text(history, pairable.placement));
  return pairable;
}

}  // namespace

PairingResult pair_next_round(const Record& history, Rng& rng, const PairingOptions& options) {
  PairingWorkspace workspace;
  return pair_next_round(history, rng, workspace, options);
}

PairingResult pair_next_round(const Record& history, Rng& rng, PairingWorkspace& workspace,
                              const PairingOptions& options) {
  if (const PairableCheck pairable = check_input(history); !pairable.placement.implied.empty()) {
    // Another program's record that shows a withdrawal without saying so (the verifier's reading,
    // V-2): paired as the withdrawal it is, with a warning on the round.
    PairingResult result = pair_next_round(with_implied_withdrawals(history, pairable.placement.implied), rng,
                                           workspace, options);
    for (const ImpliedWithdrawal& w : pairable.placement.implied)
      result.round.warnings.push_back({"S-2", w.entrant, implied_withdrawal_text(history, w)});
    return result;
  }
  if (history.rules.knockout != Knockout::none &&
      static_cast<int>(history.rounds.size()) >= history.rules.rounds)
    return pair_knockout_round(history, rng, options);  // KO-1, KO-2 (KO-5: after the first stage)
  if (history.rules.format == EventFormat::team_swiss) return pair_team_round(history, rng, options);  // PT
  // (check_record refuses withdrawals, absences and late entries in team events: issue 14.)
  if (history.rules.format == EventFormat::round_robin)
    return pair_round_robin(history, rng, options);  // RR-1
  if (history.rounds.empty()) return pair_first_round(history, rng, options);

  std::vector<CodeAssignment> codes;
  std::vector<ExplanationLine> lines;
  const Explainer explain(options.explain, lines);
  if (history.rules.competition_codes) {
    // P1-8: from round 2 on, those without a code draw one — among the entrants entered by this
    // round. One entered later draws when he enters; his record's cut at an earlier round (V-6's
    // re-pairing) draws as that round did, without him.
    const int next = static_cast<int>(history.rounds.size()) + 1;
    std::vector<std::optional<int>> have;
    std::vector<EntrantId> ids;
    for (const Entrant& e : history.entrants)
      if (e.entry_round <= next) {
        have.push_back(e.code);
        ids.push_back(e.id);
      }
    codes = draw_codes(have, rng);
    for (CodeAssignment& c : codes) c.entrant = ids[static_cast<size_t>(c.entrant - 1)];
    if (!codes.empty())
      explain("P1-8", [&] {
        return "competition codes drawn (entrant=code): " + join_ids(codes, [](const CodeAssignment& c) {
                 return std::to_string(c.entrant) + "=" + std::to_string(c.code);
               });
      });
  }
  SwissRoundInput in;
  in.record = &history;
  in.rng = &rng;  // score_group_method = random only (after P1-8's codes and PI-10's lots)
  build_histories(history, workspace.histories);
  const std::vector<EntrantHistory>& histories = workspace.histories;
  in.histories = &histories;
  // The pairing number is the code (P1-8, or P1-4's number drawn in round 1); without codes, the
  // start number. One without a code beside others with one (absent in round 1, a late entry
  // under P1-4) is numbered after every code, in start-number order: never a number a code has
  // (docs/pairing-individual.md). (0 is a code: record-format.md.)
  std::vector<std::optional<int>> code(history.entrants.size());
  for (const Entrant& e : history.entrants) code[static_cast<size_t>(e.id - 1)] = e.code;
  for (const CodeAssignment& c : codes) code[static_cast<size_t>(c.entrant - 1)] = c.code;
  std::optional<int> after;
  for (const std::optional<int>& c : code)
    if (c) after = std::max(after.value_or(*c), *c);
  in.numbers.resize(history.entrants.size());
  for (const Entrant& e : history.entrants) {
    const std::optional<int>& c = code[static_cast<size_t>(e.id - 1)];
    in.numbers[static_cast<size_t>(e.id - 1)] = c ? *c : after ? ++*after : e.id;
  }

  const auto final = final_pairing(history, histories, rng, explain, &workspace.swiss.histories());  // PI-10
  if (final) {
    in.excluded = {final->red, final->black};
    in.first_board = 2;
  }
  // Issue 14: the withdrawn, the absent and the late entries not yet in are not paired; the
  // bye (S-4) falls among those present.
  if (has_field_changes(history))
    for (EntrantId id : unavailable_in(history, static_cast<int>(history.rounds.size()) + 1))
      if (std::find(in.excluded.begin(), in.excluded.end(), id) == in.excluded.end())
        in.excluded.push_back(id);
  PairingResult result = pair_swiss_round(in, options, workspace.swiss);
  result.codes = std::move(codes);
  lines.insert(lines.end(), result.explanation.begin(), result.explanation.end());
  result.explanation = std::move(lines);
  if (final && result.ok()) {
    Game g;
    g.board = 1;
    g.red = final->red;
    g.black = final->black;
    g.kind = GameKind::final_game;
    result.round.games.insert(result.round.games.begin(), g);
    // The final's colours follow PI-10 alone; report a limit they break (W-2, W-3).
    const std::string where = "round " + std::to_string(result.round.number) + " (final): ";
    for (const auto& [id, c] : {std::pair{g.red, Colour::red}, std::pair{g.black, Colour::black}})
      add_colour_warnings(colour_history(histories[static_cast<size_t>(id - 1)]), id, c, where,
                          result.round.warnings, &history.entrants);
  }
  return result;
}

namespace {

// The official rankings by `names`: each group's (RR-2.5: every group place seeds the next stage),
// each category's under category_ranking = separate (T-14.2: play-offs among the category only,
// its K places awarded), else the main standings (N places; N − 1 below category_full_places_min).
std::vector<PlayoffRanking> official_rankings(const Record& record, const std::vector<std::string>& names) {
  const RuleSet& rules = record.rules;
  std::vector<PlayoffRanking> out;
  if (rules.format == EventFormat::team_swiss) {  // T-12.6: the team standings, every place awarded
    out.push_back({compute_team_standings(record, names).rows, static_cast<int>(record.teams.size()),
                   "team standings", true});
    return out;
  }
  if (rules.format == EventFormat::round_robin && rules.groups > 1) {
    const std::vector<std::vector<EntrantId>> groups = round_robin_groups(record);
    for (size_t gi = 0; gi < groups.size(); ++gi)
      out.push_back({compute_standings(record, names, groups[gi]).rows, static_cast<int>(groups[gi].size()),
                     "group " + group_name(gi)});
    return out;
  }
  if (rules.category_ranking == CategoryRanking::separate) {
    for (const std::string& category : categories(record)) {
      std::vector<EntrantId> members;
      for (const Entrant& e : record.entrants)
        if (e.category == category) members.push_back(e.id);
      out.push_back({compute_standings(record, names, members).rows,
                     category_places_awarded(rules, entrants_at_start(record, members)),
                     "category " + category});
    }
    if (!out.empty()) return out;
  }
  std::vector<EntrantId> everyone;
  for (const Entrant& e : record.entrants) everyone.push_back(e.id);
  const int n = entrants_at_start(record, everyone);  // T-14.3
  out.push_back({compute_places(record, names).rows, n < rules.category_full_places_min ? n - 1 : n, ""});
  return out;
}

}  // namespace

std::vector<PlayoffRanking> playoff_rankings(const Record& record) {
  return official_rankings(record, playoff_criteria(record.rules));
}

std::vector<std::string> playoff_criteria(const RuleSet& rules) {
  return rules.format == EventFormat::team_swiss ? expand_tiebreaks(rules.team_tiebreaks, TiebreakScope::team)
                                                 : expand_tiebreaks(rules.tiebreaks);
}

namespace {

// "round 3 board 9: play-off game Ann (1) – Bo (2)", for check_playoff_games' messages.
std::string playoff_game_text(const Record& record, size_t round_index, const Game& g) {
  return "round " + std::to_string(round_index + 1) + " board " + std::to_string(g.board) +
         ": play-off game " + record.entrant(g.red).name + " (" + std::to_string(g.red) + ") – " +
         record.entrant(g.black).name + " (" + std::to_string(g.black) + ")";
}

}  // namespace

void check_playoff_games(const Record& full, const std::string& file) {
  // T-12's games: the play-offs that continue no match (KO-3: the PI-10 final, a knockout match).
  const auto t12 = [&](const Round& r, size_t gi) {
    return r.games[gi].kind == GameKind::playoff && !in_match(r, gi);
  };
  const auto any_t12 = [&](const Record& rec) {
    for (const Round& r : rec.rounds)
      for (size_t gi = 0; gi < r.games.size(); ++gi)
        if (t12(r, gi)) return true;
    return false;
  };
  // The first stage's rounds are the first of the record's: none there without one here (and no
  // copy of the record, 0.15 s at 100,000 players, for the usual record without play-offs).
  if (!any_t12(full)) return;
  for (size_t ri = 0; ri < full.rounds.size(); ++ri)  // KO-5: a knockout round's play-offs are its matches'
    for (size_t gi = 0; full.rounds[ri].stage == 2 && gi < full.rounds[ri].games.size(); ++gi)
      if (const Game& g = full.rounds[ri].games[gi]; t12(full.rounds[ri], gi))
        throw InputError(file, 0, "rounds",
                         playoff_game_text(full, ri, g) +
                             " continues no match of the knockout round (KO-3); T-12's play-offs are in the "
                             "first stage's last round " +
                             std::to_string(full.rules.rounds));
  const Record record = first_stage(full);  // KO-5: T-12 decides the first stage's places
  if (!any_t12(record)) return;
  const bool teams = record.rules.format == EventFormat::team_swiss;
  std::vector<std::string> list = playoff_criteria(record.rules);
  list.erase(std::remove(list.begin(), list.end(), teams ? "team_playoff" : "playoff"), list.end());
  const std::vector<PlayoffRanking> rankings = official_rankings(record, list);  // before T-12
  const std::vector<EntrantId> team_of = teams ? team_of_players(record) : std::vector<EntrantId>{};
  const auto ranked = [&](EntrantId player) {  // T-12.6: a team play-off game is its teams'
    return teams ? team_of.at(static_cast<size_t>(player)) : player;
  };
  const RuleSet& rules = record.rules;
  for (size_t ri = 0; ri < record.rounds.size(); ++ri)
    for (size_t gi = 0; gi < record.rounds[ri].games.size(); ++gi) {
      if (!t12(record.rounds[ri], gi)) continue;
      const Game& g = record.rounds[ri].games[gi];
      const std::string game = playoff_game_text(record, ri, g);
      if (rules.playoff_places.empty())
        throw InputError(
            file, 0, "rounds",
            game + ", but playoff_places = none: no place is played off, a tie is shared (T-12.1)");
      if (rules.rounds > 0 && static_cast<int>(ri) + 1 != rules.rounds)
        throw InputError(file, 0, "rounds",
                         game + ": play-offs are played when the stage ends, in its last round " +
                             std::to_string(rules.rounds) + " (T-12.5)");
      if (const TimeControl tc = rules.playoff_format == PlayoffFormat::armageddon ? TimeControl::armageddon
                                                                                   : TimeControl::rapid;
          g.time_control != tc)  // T-12.2/T-12.3: what a draw means depends on it
        throw InputError(file, 0, "rounds",
                         game + " is " + playoff_game_label(g.time_control) + ", but playoff_format gives " +
                             playoff_game_label(tc) + " (T-12.2, T-12.3)");
      std::string why =
          teams ? "of teams not ranked together" : "not ranked together (different groups or categories)";
      if (teams && ranked(g.red) == ranked(g.black))
        why = "of one team (team " + std::to_string(ranked(g.red)) + "; T-12.6: each team sends one player)";
      else
        for (const PlayoffRanking& ranking : rankings) {
          int a = 0, b = 0;
          for (const StandingRow& row : ranking.rows) {
            if (row.id == ranked(g.red)) a = row.rank;
            if (row.id == ranked(g.black)) b = row.rank;
          }
          if (a == 0 || b == 0) continue;
          if (a == b) {
            why.clear();
            break;
          }
          why = std::string(teams ? "of teams " : "") + "not tied after the list (places " +
                std::to_string(a) + " and " + std::to_string(b) + ")";
        }
      if (!why.empty())
        throw InputError(file, 0, "rounds", game + " between players who are " + why + "; T-12.1");
    }
  // T-12.5: and each is one a session calls for (not a pair's game after one of them won).
  if (const PlayoffSessions sessions = replay_playoff_sessions(record); sessions.uncalled) {
    const Game& g = record.rounds.back().games[*sessions.uncalled];
    throw InputError(file, 0, "rounds",
                     playoff_game_text(record, record.rounds.size() - 1, g) +
                         " is not one the results before it call for (T-12.5): the record was changed after "
                         "it was paired; restore it");
  }
}

Rng playoff_rng(std::uint64_t seed, const Record& record) {
  size_t played = 0;
  for (const Round& r : record.rounds)
    played += static_cast<size_t>(std::count_if(r.games.begin(), r.games.end(),
                                                [](const Game& g) { return g.kind == GameKind::playoff; }));
  // After every round of the event (KO-5: the knockout's too), so no round's stream is reused.
  return Rng(seed,
             std::max(record.rounds.size(), static_cast<size_t>(event_rounds(record.rules))) + 1 + played);
}

namespace {

// T-12.6 (docs/tiebreaks.md "Team play-offs"): the player team `team` sends — the one `sends`
// names, else its highest-rated player, equal ratings the first in the team's order.
EntrantId team_playoff_player(const Record& record, EntrantId team, std::span<const TeamSend> sends) {
  const Team& t = record.teams.at(static_cast<size_t>(team - 1));
  for (const TeamSend& s : sends)
    if (s.team == team) {
      if (std::find(t.players.begin(), t.players.end(), s.player) == t.players.end())
        throw InputError("", 0, "sends",
                         "player " + std::to_string(s.player) + " is not of team " + std::to_string(team) +
                             " (" + t.name + "); T-12.6: a team sends one of its own players");
      return s.player;
    }
  EntrantId best = 0;
  for (EntrantId p : t.players)
    if (best == 0 || record.entrant(p).rating > record.entrant(best).rating) best = p;
  return best;
}

std::vector<Game> team_playoff_session(const Record& record, int first_board, Rng& rng,
                                       std::span<const TeamSend> sends, const Explainer& explain) {
  const std::vector<Game> earlier = team_playoff_games(record);
  std::vector<const Game*> ptrs;
  for (const Game& g : earlier) ptrs.push_back(&g);
  // (No field changes in a team event, check_record: no team is away.)
  std::vector<Game> games = playoff_session(
      record.rules, playoff_rankings(record), ptrs, [](EntrantId) { return false; }, first_board, rng,
      explain);
  for (Game& g : games) {  // (the chooser, T-12.2: the player of the team that won the lot)
    const EntrantId red = team_playoff_player(record, g.red, sends);
    const EntrantId black = team_playoff_player(record, g.black, sends);
    explain.decision("T-12.6", red, black, true, [&] {
      const auto sent = [&](EntrantId team, EntrantId player) {
        const bool named =
            std::any_of(sends.begin(), sends.end(), [&](const TeamSend& s) { return s.team == team; });
        return "team " + std::to_string(team) + " sends " + std::to_string(player) +
               (named ? " (--sends)" : " (its highest-rated)");
      };
      return "board " + std::to_string(g.board) + ": " + sent(g.red, red) + ", " + sent(g.black, black);
    });
    if (g.chooser != 0) g.chooser = g.chooser == g.red ? red : black;
    g.red = red, g.black = black;
  }
  return games;
}

}  // namespace

std::vector<Game> next_playoffs(const Record& record, Rng& rng, std::span<const TeamSend> sends,
                                const Explainer& explain) {
  const RuleSet& rules = record.rules;
  if (rules.playoff_places.empty() || rules.rounds <= 0 ||
      static_cast<int>(record.rounds.size()) != rules.rounds)
    return {};
  validate_tiebreak_settings(rules);  // the list must read the play-offs, or they never end
  const Round& last = record.rounds.back();
  for (const Round& r : record.rounds)
    for (const Game& g : r.games)
      if (g.result == Result::pending) return {};  // T-12.5: when the stage has ended
  int board = 0;
  for (const Game& g : last.games) board = std::max(board, g.board);
  if (rules.format == EventFormat::team_swiss)
    return team_playoff_session(record, board + 1, rng, sends, explain);
  return playoff_session(record, playoff_rankings(record), board + 1, rng, explain);
}

PlayoffSessions replay_playoff_sessions(const Record& record) {
  PlayoffSessions out;
  const RuleSet& rules = record.rules;
  if (rules.playoff_places.empty() || rules.rounds <= 0 ||
      static_cast<int>(record.rounds.size()) != rules.rounds)
    return out;
  const std::vector<Game>& games = record.rounds.back().games;
  const auto first =
      std::find_if(games.begin(), games.end(), [](const Game& g) { return g.kind == GameKind::playoff; });
  if (first == games.end()) return out;
  Record so_far = record;
  std::vector<Game>& kept = so_far.rounds.back().games;
  kept.resize(static_cast<size_t>(first - games.begin()));
  using Pair = std::pair<EntrantId, EntrantId>;
  const bool teams = rules.format == EventFormat::team_swiss;  // T-12.6: who meets whom is the teams
  const std::vector<EntrantId> team_of = teams ? team_of_players(record) : std::vector<EntrantId>{};
  const auto side = [&](EntrantId p) { return teams ? team_of.at(static_cast<size_t>(p)) : p; };
  const auto pair_of = [&](const Game& g) {
    return Pair(std::min(side(g.red), side(g.black)), std::max(side(g.red), side(g.black)));
  };
  while (kept.size() < games.size()) {
    Rng lots(0);  // who meets whom does not depend on the lots
    const std::vector<Game> session = next_playoffs(so_far, lots);
    const size_t at = kept.size();
    out.starts.push_back(at);
    std::vector<Pair> called;
    for (const Game& g : session) called.push_back(pair_of(g));
    std::sort(called.begin(), called.end());
    if (session.empty() || at + session.size() > games.size()) {  // none called, or fewer games
      out.uncalled = at;
      return out;
    }
    for (size_t k = 0; k < session.size(); ++k) {
      const auto hit = std::lower_bound(called.begin(), called.end(), pair_of(games[at + k]));
      if (hit == called.end() || *hit != pair_of(games[at + k])) {
        out.uncalled = at + k;
        return out;
      }
      called.erase(hit);
    }
    kept.insert(kept.end(), games.begin() + static_cast<std::ptrdiff_t>(at),
                games.begin() + static_cast<std::ptrdiff_t>(at + session.size()));
  }
  return out;
}

}  // namespace xq
