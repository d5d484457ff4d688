#include "pairing/roundrobin/playoff_schedule.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include "pairing/model/time_control.hpp"
#include "pairing/roundrobin/berger.hpp"
#include "pairing/standings/playoff_order.hpp"

namespace xq {

namespace {

// T-12.1: whether place `place` of a ranking awarding `awarded` places must not be shared.
bool played_off(const std::vector<int>& places, int place, int awarded) {
  if (places.empty()) return false;
  if (places.front() == 0) return true;  // "all"
  if (places.front() == kAwardedPlaces) return place <= awarded;
  return std::binary_search(places.begin(), places.end(), place);
}

// "place 3" or "place 3 of group A" (PlayoffRanking::label), for explanations.
std::string place_text(const PlayoffRanking& ranking, EntrantId member) {
  const auto row = std::find_if(ranking.rows.begin(), ranking.rows.end(),
                                [&](const StandingRow& r) { return r.id == member; });
  const std::string place = "place " + std::to_string(row == ranking.rows.end() ? 0 : row->rank);
  return ranking.label.empty() ? place : place + " of the " + ranking.label;
}

std::string id_list(const std::vector<EntrantId>& ids) {
  return join_ids(ids, [](EntrantId id) { return id; });
}

}  // namespace

std::vector<std::vector<EntrantId>> playoff_blocks(const RuleSet& rules, const PlayoffRanking& ranking) {
  std::vector<std::vector<EntrantId>> blocks;
  const auto& rows = ranking.rows;
  for (size_t b = 0; b < rows.size();) {
    size_t e = b + 1;
    while (e < rows.size() && rows[e].rank == rows[b].rank) ++e;
    bool needed = false;
    for (size_t i = b; i < e && e - b > 1; ++i)
      needed =
          needed || played_off(rules.playoff_places, rows[b].rank + static_cast<int>(i - b), ranking.awarded);
    if (needed) {
      blocks.emplace_back();
      for (size_t i = b; i < e; ++i) blocks.back().push_back(rows[i].id);
    }
    b = e;
  }
  return blocks;
}

std::vector<Game> playoff_session(const Record& record, std::span<const PlayoffRanking> rankings,
                                  int first_board, Rng& rng, const Explainer& explain) {
  // docs/tiebreaks.md "A player who withdrew": he loses his play-off games by forfeit (S-2),
  // written now; a block of players all away plays nothing (their place stays shared).
  const bool changes = has_field_changes(record);
  return playoff_session(
      record.rules, rankings, playoff_games(record, static_cast<int>(record.rounds.size())),
      [&](EntrantId e) { return changes && away_from_playoffs(record, e); }, first_board, rng, explain);
}

std::vector<Game> playoff_session(const RuleSet& rules, std::span<const PlayoffRanking> rankings,
                                  std::span<const Game* const> earlier,
                                  const std::function<bool(EntrantId)>& away, int first_board, Rng& rng,
                                  const Explainer& explain) {
  const TimeControl tc =
      rules.playoff_format == PlayoffFormat::armageddon ? TimeControl::armageddon : TimeControl::rapid;
  std::vector<Game> games;
  auto add = [&](EntrantId red, EntrantId black) {
    Game g;
    g.board = first_board + static_cast<int>(games.size());
    g.red = red;
    g.black = black;
    g.kind = GameKind::playoff;
    g.time_control = tc;
    g.result = forfeit_result(away(red), away(black));
    games.push_back(g);
  };
  // T-12.2 (001's armageddon): the lot gives `chooser` the choice of colours ("抽簽決定先后手選擇權");
  // the record keeps who chose (KO-3.3), colours as colour_choice reads for the engine.
  auto add_chosen = [&](EntrantId chooser, EntrantId other) {
    const auto [red, black] = chosen_colours(chooser, other, tc, rules.colour_choice);
    add(red, black);
    games.back().chooser = chooser;
  };
  const bool choice = tc == TimeControl::armageddon;
  const std::string kind(time_control_name(tc));
  for (const PlayoffRanking& ranking : rankings) {
    // T-12.6: a team ranking's ids are teams ("team 4"; their players: team_playoff_session's line).
    const std::string of = ranking.teams ? "team " : "";
    const auto colours = [&] { return of + std::to_string(games.back().red) + " red"; };  // a block of two
    // A decision on players; one on teams is a plain line (the players' pairs are T-12.6's line).
    const auto decide = [&](const char* rule, auto&& make) {
      if (ranking.teams)
        explain(rule, make);
      else
        explain.decision(rule, games.back().red, games.back().black, true, make);
    };
    for (std::vector<EntrantId> block : playoff_blocks(rules, ranking)) {
      std::vector<EntrantId> gone;
      std::copy_if(block.begin(), block.end(), std::back_inserter(gone), away);
      explain("T-12.1", [&] {  // why the block plays
        std::string s = (ranking.teams ? "teams " : "") + id_list(block) + " share " +
                        place_text(ranking, block.front()) +
                        " after the whole list; playoff_places has it played off";
        if (gone.size() == block.size())
          return s + ", but every one of them withdrew: the place stays shared";
        if (!gone.empty())
          s += "; " + id_list(gone) + " withdrew: " + (gone.size() == 1 ? "his" : "their") +
               " games are lost by forfeit (S-2)";
        return s;
      });
      if (gone.size() == block.size()) continue;
      if (block.size() == 2) {  // T-12.2/T-12.3: one game, colours by lot; a replay swaps them
        const EntrantId a = block[0], b = block[1];
        if (choice) {  // T-12.2: each armageddon its own lot for the choice (one only replays after -/-)
          rng.coin() ? add_chosen(a, b) : add_chosen(b, a);
          decide("T-12.2", [&] {
            return "one armageddon game; the lot gives " + of + std::to_string(games.back().chooser) +
                   " the choice of colours: written " + colours() +
                   " (colour_choice = " + chooser_colour_name(rules.colour_choice) + ")";
          });
          continue;
        }
        const auto last = std::find_if(earlier.rbegin(), earlier.rend(), [&](const Game* g) {
          return (g->red == a && g->black == b) || (g->red == b && g->black == a);
        });
        const bool swapped =
            last != earlier.rend() && rules.playoff_replay_colours == PlayoffReplayColours::swap;
        if (swapped)
          add((*last)->black, (*last)->red);
        else if (rng.coin())
          add(a, b);
        else
          add(b, a);
        decide("T-12.3", [&] {
          if (last == earlier.rend()) return "one " + kind + " game, colours by lot: " + colours();
          return "still equal after their play-off on board " + std::to_string((*last)->board) +
                 ": another " + kind + " game, " +
                 (swapped ? "colours swapped (playoff_replay_colours = swap): "
                          : "colours by lot (playoff_replay_colours = lots): ") +
                 colours();
        });
        continue;
      }
      // T-12.4: a round robin among them, numbers by lot (RR-1.7), in the table's order.
      rng.shuffle(block);  // block[k] holds number k + 1
      const int n = static_cast<int>(block.size());
      const size_t first = games.size();
      for (int r = 1; r <= berger_rounds(n, 1); ++r)
        for (const BergerBoard& bb : berger_round(n, r))
          if (bb.red <= n && bb.black <= n) {
            // T-12.2 in a round robin (docs/tiebreaks.md): the table's red seat, held by lot, chooses.
            const EntrantId seat_red = block[static_cast<size_t>(bb.red - 1)];
            const EntrantId seat_black = block[static_cast<size_t>(bb.black - 1)];
            choice ? add_chosen(seat_red, seat_black) : add(seat_red, seat_black);
          }
      const auto table = [&] {
        std::string s = "a round robin of " + kind + " play-off games on the Berger table, numbers by lot:";
        for (size_t k = 0; k < block.size(); ++k)
          s += (k == 0 ? " no. " : ", no. ") + std::to_string(k + 1) + " = " + of + std::to_string(block[k]);
        s += "; boards " + std::to_string(games[first].board) + "–" + std::to_string(games.back().board);
        if (choice)
          s += "; each game's red seat chooses its colours (T-12.2, colour_choice = " +
               std::string(chooser_colour_name(rules.colour_choice)) + ")";
        return s;
      };
      if (ranking.teams) {
        explain("T-12.4", table);
      } else {
        explain.decisions(
            "T-12.4", true,
            [&] {
              std::vector<std::pair<EntrantId, EntrantId>> pairs;
              for (size_t k = first; k < games.size(); ++k) pairs.emplace_back(games[k].red, games[k].black);
              return pairs;
            },
            table);
      }
    }
  }
  return games;
}

}  // namespace xq
