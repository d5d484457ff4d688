#include "sim/repair_check.hpp"

#include <algorithm>
#include <iterator>

#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"

namespace xq::sim {
namespace {

std::string pair_text(EntrantId a, EntrantId b) { return std::to_string(a) + "-" + std::to_string(b); }

std::string byes_text(const std::vector<Bye>& byes) {
  if (byes.empty()) return "none";
  std::string s;
  for (const Bye& b : byes) s += (s.empty() ? "" : ",") + std::to_string(b.entrant);
  return s;
}

// The games of a round as pairs with colours, whatever their boards, sorted (TRF records).
std::vector<std::pair<EntrantId, EntrantId>> pairs_of(const std::vector<const Game*>& games) {
  std::vector<std::pair<EntrantId, EntrantId>> out;
  for (const Game* g : games) out.emplace_back(g->red, g->black);
  std::sort(out.begin(), out.end());
  return out;
}

// The games paired by a round: play-off games are played after a drawn game, not paired.
std::vector<const Game*> paired_games(const std::vector<Game>& games) {
  std::vector<const Game*> out;
  for (const Game& g : games)
    if (g.kind != GameKind::playoff) out.push_back(&g);
  return out;
}

// Games without board numbers: the pairs each side has and the other has not.
std::string unboarded_difference(const std::vector<const Game*>& got, const std::vector<const Game*>& want) {
  const auto a = pairs_of(got), b = pairs_of(want);
  std::vector<std::pair<EntrantId, EntrantId>> only_engine, only_record;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only_engine));
  std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(only_record));
  std::string d;
  const auto list = [](const auto& v) {
    std::string s;
    for (const auto& [r, k] : v) s += (s.empty() ? "" : ", ") + pair_text(r, k);
    return s.empty() ? std::string("none") : s;
  };
  if (!only_engine.empty() || !only_record.empty())
    d += " games (red-black, boards not compared) recorded " + list(only_record) + ", engine " +
         list(only_engine) + ";";
  return d;
}

}  // namespace

std::string pairing_difference(const PairingResult& got, const Round& want, const Record& record,
                               bool boards) {
  const std::vector<const Game*> paired = paired_games(want.games);
  std::string d;
  const std::vector<Game>& games = got.round.games;
  if (!boards) d += unboarded_difference(paired_games(games), paired);
  for (size_t g = 0; boards && g < std::max(games.size(), paired.size()); ++g) {
    const Game* a = g < games.size() ? &games[g] : nullptr;   // the engine's
    const Game* b = g < paired.size() ? paired[g] : nullptr;  // the record's
    // KO-3.3: a game whose colours a player chose may hold them either way round.
    const bool chosen =
        a && b && a->chooser != 0 && a->chooser == b->chooser && a->red == b->black && a->black == b->red;
    if (a && b && a->board == b->board && a->kind == b->kind &&
        ((a->red == b->red && a->black == b->black) || chosen))
      continue;
    // A team event's board is inside its match (PT-12): named with its table.
    const auto where = [](const Round& round, const Game* game) {
      const auto index = static_cast<int>(game - round.games.data());
      for (const Match& m : round.matches)
        if (std::find(m.games.begin(), m.games.end(), index) != m.games.end())
          return " table " + std::to_string(m.table) + " board " + std::to_string(game->board);
      return " board " + std::to_string(game->board);
    };
    d += (b ? where(want, b) : where(got.round, a)) + " recorded " +
         (b ? pair_text(b->red, b->black) : "none") + ", engine " +
         (a ? pair_text(a->red, a->black) : "none");
    if (a && b && a->kind != b->kind) d += " (the kind of game differs)";
    d += ";";
  }
  // Who has the bye; its colour mark (bye_colour_mark) is another program's note, never the engine's.
  const auto byes_of = [](const std::vector<Bye>& byes) {
    std::vector<EntrantId> ids;
    for (const Bye& b : byes) ids.push_back(b.entrant);
    return ids;
  };
  if (byes_of(got.round.byes) != byes_of(want.byes))
    d += " bye recorded " + byes_text(want.byes) + ", engine " + byes_text(got.round.byes) + ";";
  // KO-4: a drawn team match's later sittings (play-off games) are played after it, not paired.
  const auto same_match = [](const Match& a, const Match& b) {
    return a.table == b.table && a.home == b.home && a.away == b.away && a.games.size() <= b.games.size() &&
           std::equal(a.games.begin(), a.games.end(), b.games.begin());
  };
  if (got.round.matches.size() != want.matches.size() ||
      !std::equal(got.round.matches.begin(), got.round.matches.end(), want.matches.begin(), same_match)) {
    for (size_t m = 0; m < std::max(got.round.matches.size(), want.matches.size()); ++m) {
      const Match* a = m < got.round.matches.size() ? &got.round.matches[m] : nullptr;
      const Match* b = m < want.matches.size() ? &want.matches[m] : nullptr;
      if (a && b && same_match(*a, *b)) continue;
      d += " table " + std::to_string(m + 1) + " recorded " + (b ? pair_text(b->home, b->away) : "none") +
           ", engine " + (a ? pair_text(a->home, a->away) : "none") + ";";
    }
  }
  if (got.round.team_byes != want.team_byes) d += " the team bye differs;";
  for (const CodeAssignment& c : got.codes) {  // P1-4 numbers, P1-8 codes drawn by this round
    const std::optional<int>& have = record.entrant(c.entrant).code;
    if (have == c.code) continue;
    d += " code of " + std::to_string(c.entrant) + " recorded " + (have ? std::to_string(*have) : "none") +
         ", engine " + std::to_string(c.code) + ";";
  }
  for (const CodeAssignment& c : got.team_codes) {  // P1-8 codes of teams drawn by this round
    const std::optional<int>& have = record.teams.at(static_cast<size_t>(c.entrant - 1)).code;
    if (have == c.code) continue;
    d += " code of team " + std::to_string(c.entrant) + " recorded " +
         (have ? std::to_string(*have) : "none") + ", engine " + std::to_string(c.code) + ";";
  }
  return d.empty() ? d : "re-paired differently;" + d;
}

std::vector<RepairDifference> repair_differences(const Record& record, std::uint64_t pairing_seed,
                                                 const RepairOptions& options) {
  PairingWorkspace workspace;
  return repair_differences(record, pairing_seed, workspace, options);
}

RepairHistory::RepairHistory(const Record& record, const RepairOptions& options)
    : record_(record),
      p18_(record.rules.competition_codes),
      // P1-4 numbers the engine drew (RR-1.7: a round robin's numbers drawn by lot in round 1)
      p14_drawn_(options.numbers_drawn && (record.rules.first_round == FirstRound::adjacent ||
                                           (record.rules.format == EventFormat::round_robin &&
                                            record.rules.rr_numbers == RrNumbers::lots))),
      history_(record) {  // grows by one recorded round at a time (no copy per round)
  history_.rounds.clear();
  history_.rounds.reserve(record.rounds.size());
  set_codes(p18_ ? false : !p14_drawn_);
}

// Codes the engine draws are not in the history before the round that draws them: P1-8 codes
// when round 2 is paired, P1-4 numbers (when the engine drew them) when round 1 is.
void RepairHistory::set_codes(bool known) {
  if (known == with_codes_) return;
  with_codes_ = known;
  for (size_t e = 0; e < history_.entrants.size(); ++e)
    history_.entrants[e].code = known ? record_.entrants[e].code : std::nullopt;
  for (size_t t = 0; t < history_.teams.size(); ++t)  // P1-8 for teams
    history_.teams[t].code = known && p18_ ? record_.teams[t].code : std::nullopt;
}

void RepairHistory::advance() {
  history_.rounds.push_back(record_.rounds.at(history_.rounds.size()));
  const int r = next_round();
  set_codes(p18_ ? r > 2 : !(p14_drawn_ && r == 1));
}

std::vector<RepairDifference> repair_differences(const Record& record, std::uint64_t pairing_seed,
                                                 PairingWorkspace& workspace, const RepairOptions& options) {
  std::vector<RepairDifference> diffs;
  RepairHistory walk(record, options);
  for (size_t i = 0; i < record.rounds.size(); ++i, walk.advance()) {
    const int r = walk.next_round();
    Rng rng = round_rng(pairing_seed, r);
    try {
      const PairingResult p = pair_next_round(walk.history(), rng, workspace);
      if (!p.ok())
        diffs.push_back({r, "the engine finds no legal pairing: " + p.reason});
      else if (std::string d = pairing_difference(p, record.rounds[i], record); !d.empty())
        diffs.push_back({r, std::move(d)});
    } catch (const InputError& e) {  // e.g. a result missing in the history: not a record it made
      diffs.push_back({r, "the engine cannot pair this round from its history: " + e.reason()});
    }
  }
  return diffs;
}

}  // namespace xq::sim
