#include "sim/repair_check.hpp"

#include <algorithm>

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

// What the engine paired against what the record holds, as one line; empty when the same.
// Only the pairing is compared: results, fouls and time controls are entered later, and
// play-off games are played after a drawn final, not paired.
std::string compare(const PairingResult& got, const Round& want, const Record& record) {
  std::vector<const Game*> paired;
  for (const Game& g : want.games)
    if (g.kind != GameKind::playoff) paired.push_back(&g);
  std::string d;
  const std::vector<Game>& games = got.round.games;
  for (size_t g = 0; g < std::max(games.size(), paired.size()); ++g) {
    const Game* a = g < games.size() ? &games[g] : nullptr;   // the engine's
    const Game* b = g < paired.size() ? paired[g] : nullptr;  // the record's
    // KO-3.3: a game whose colours a player chose may hold them either way round.
    const bool chosen =
        a && b && a->chooser != 0 && a->chooser == b->chooser && a->red == b->black && a->black == b->red;
    if (a && b && a->board == b->board && a->kind == b->kind &&
        ((a->red == b->red && a->black == b->black) || chosen))
      continue;
    d += " board " + std::to_string(b ? b->board : a->board) + " recorded " +
         (b ? pair_text(b->red, b->black) : "none") + ", engine " +
         (a ? pair_text(a->red, a->black) : "none");
    if (a && b && a->kind != b->kind) d += " (the kind of game differs)";
    d += ";";
  }
  if (got.round.byes != want.byes)
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

}  // namespace

std::vector<RepairDifference> repair_differences(const Record& record, std::uint64_t pairing_seed,
                                                 const RepairOptions& options) {
  PairingWorkspace workspace;
  return repair_differences(record, pairing_seed, workspace, options);
}

std::vector<RepairDifference> repair_differences(const Record& record, std::uint64_t pairing_seed,
                                                 PairingWorkspace& workspace, const RepairOptions& options) {
  std::vector<RepairDifference> diffs;
  // Codes the engine draws are not in the history before the round that draws them: P1-8
  // codes when round 2 is paired, P1-4 numbers (when the engine drew them) when round 1 is.
  const bool p18 = record.rules.competition_codes;
  const bool rr_lots =  // RR-1.7: a round robin's numbers drawn by lot in round 1
      record.rules.format == EventFormat::round_robin && record.rules.rr_numbers == RrNumbers::lots;
  const bool p14_drawn =
      options.numbers_drawn && (record.rules.first_round == FirstRound::adjacent || rr_lots);
  const auto codes_before = [&](int round) { return p18 ? round > 2 : !(p14_drawn && round == 1); };

  Record history = record;  // grows by one recorded round at a time (no copy per round)
  history.rounds.clear();
  history.rounds.reserve(record.rounds.size());
  bool with_codes = true;
  for (size_t i = 0; i < record.rounds.size(); ++i) {
    const int r = static_cast<int>(i) + 1;
    if (codes_before(r) != with_codes) {
      with_codes = codes_before(r);
      for (size_t e = 0; e < history.entrants.size(); ++e)
        history.entrants[e].code = with_codes ? record.entrants[e].code : std::nullopt;
      for (size_t t = 0; t < history.teams.size(); ++t)  // P1-8 for teams
        history.teams[t].code = with_codes && p18 ? record.teams[t].code : std::nullopt;
    }
    Rng rng = round_rng(pairing_seed, r);
    try {
      const PairingResult p = pair_next_round(history, rng, workspace);
      if (!p.ok())
        diffs.push_back({r, "the engine finds no legal pairing: " + p.reason});
      else if (std::string d = compare(p, record.rounds[i], record); !d.empty())
        diffs.push_back({r, std::move(d)});
    } catch (const InputError& e) {  // e.g. a result missing in the history: not a record it made
      diffs.push_back({r, "the engine cannot pair this round from its history: " + e.reason()});
    }
    history.rounds.push_back(record.rounds[i]);
  }
  return diffs;
}

}  // namespace xq::sim
