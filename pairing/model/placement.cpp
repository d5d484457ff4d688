#include "pairing/model/placement.hpp"

#include <algorithm>
#include <string>

namespace xq {
namespace {

bool checked_round(const Round& round) {
  return round.stage == 1 && std::none_of(round.games.begin(), round.games.end(), [](const Game& g) {
           return g.kind == GameKind::final_game;  // PI-10: only the finalists play
         });
}

bool places(const Game& g) { return g.kind == GameKind::regular; }

// S-2: `e` lost `round` by forfeit as the absent side.
bool lost_round_by_forfeit(const Round& round, EntrantId e) {
  return std::any_of(round.games.begin(), round.games.end(),
                     [&](const Game& g) { return places(g) && lost_by_forfeit(g, e); });
}

std::string who(const Record& record, EntrantId e) {
  const std::string& name = record.entrant(e).name;
  return name.empty() ? std::to_string(e) : std::to_string(e) + " (" + name + ")";
}

// PT-13 as the engine reads a team event's history: every team in one match or with the bye in
// each first-stage round. Team events take no withdrawal or absence (issue 14), so a team placed
// nowhere has no reason the record could give. One count per round; marks only for a short one.
void team_gaps(const Record& record, PlacementGaps& gaps) {
  const size_t t = record.teams.size();
  std::vector<char> mark;
  for (const Round& rd : record.rounds) {
    if (!checked_round(rd) || rd.matches.size() * 2 + rd.team_byes.size() >= t) continue;
    mark.assign(t + 1, 0);
    for (const Match& m : rd.matches)
      for (EntrantId team : {m.home, m.away})
        if (team >= 1 && static_cast<size_t>(team) <= t) mark[static_cast<size_t>(team)] = 1;
    for (EntrantId team : rd.team_byes)
      if (team >= 1 && static_cast<size_t>(team) <= t) mark[static_cast<size_t>(team)] = 1;
    for (size_t team = 1; team <= t; ++team)
      if (!mark[team]) {
        gaps.round = rd.number;
        gaps.team = static_cast<EntrantId>(team);
        return;
      }
  }
}

}  // namespace

PlacementGaps placement_gaps(const Record& record) {
  PlacementGaps gaps;
  const EventFormat format = record.rules.format;
  if (format == EventFormat::team_swiss && record.source.empty()) team_gaps(record, gaps);
  if (format != EventFormat::swiss && format != EventFormat::round_robin) return gaps;
  const size_t n = record.entrants.size(), rounds = record.rounds.size();
  // One count per round (the record never holds an entrant twice in a round: V-7); memory only
  // for a round that comes up short (none in a complete record).
  std::vector<std::vector<char>> placed;  // placed[ri][e], empty for a full or unchecked round
  for (size_t ri = 0; ri < rounds; ++ri) {
    const Round& rd = record.rounds[ri];
    if (!checked_round(rd)) continue;
    size_t filled = rd.byes.size();
    for (const Game& g : rd.games) filled += places(g) ? 2 : 0;
    if (filled >= n) continue;
    const size_t expected = static_cast<size_t>(
        std::count_if(record.entrants.begin(), record.entrants.end(),
                      [&](const Entrant& e) { return availability(e, rd.number) == Availability::plays; }));
    if (filled >= expected) continue;
    placed.resize(rounds);
    std::vector<char>& mark = placed[ri];
    mark.assign(n + 1, 0);
    for (const Game& g : rd.games)
      if (places(g)) mark[static_cast<size_t>(g.red)] = mark[static_cast<size_t>(g.black)] = 1;
    for (const Bye& b : rd.byes) mark[static_cast<size_t>(b.entrant)] = 1;
  }
  if (placed.empty()) return gaps;
  // Unplaced in round ri: the placement marks of a short round (a full round places everyone).
  const auto unplaced = [&](size_t ri, EntrantId e) {
    return !placed[ri].empty() && !placed[ri][static_cast<size_t>(e)] &&
           availability(record.entrant(e), record.rounds[ri].number) == Availability::plays;
  };
  // A record read from TRF (its source set) says "not paired" itself (`0000 - -`, an unmarked
  // `Z`) and cannot say why: there a gap is the file's statement, not a game deleted by hand.
  const bool reasons_known = record.source.empty();
  std::vector<char> withdrawn(n + 1, 0);  // implied already (from his first round missed)
  for (size_t ri = 0; ri < rounds; ++ri) {
    if (placed[ri].empty()) continue;
    for (EntrantId e = 1; static_cast<size_t>(e) <= n; ++e) {
      if (!unplaced(ri, e) || withdrawn[static_cast<size_t>(e)]) continue;
      // The verifier's implied withdrawal: lost the round before by forfeit, placed nowhere since
      // (checked rounds only; a PI-10 final's round places nobody else).
      bool implied = ri > 0 && lost_round_by_forfeit(record.rounds[ri - 1], e);
      for (size_t later = ri + 1; implied && later < rounds; ++later)
        implied = !checked_round(record.rounds[later]) || unplaced(later, e);
      if (implied) {
        withdrawn[static_cast<size_t>(e)] = 1;
        gaps.implied.push_back({e, record.rounds[ri].number});
      } else if (gaps.round == 0 && reasons_known) {
        gaps.round = record.rounds[ri].number;
        gaps.entrant = e;
      } else if (reasons_known) {
        ++gaps.more;
      }
    }
  }
  std::sort(gaps.implied.begin(), gaps.implied.end(),
            [](const ImpliedWithdrawal& a, const ImpliedWithdrawal& b) { return a.entrant < b.entrant; });
  return gaps;
}

std::string placement_gap_text(const Record& record, const PlacementGaps& gaps) {
  if (gaps.team != 0) {
    const std::string& name = record.teams.at(static_cast<size_t>(gaps.team - 1)).name;
    return "round " + std::to_string(gaps.round) + ": team " + std::to_string(gaps.team) +
           (name.empty() ? "" : " (" + name + ")") +
           " is in no match and has no bye (PT-13): was a match deleted? Restore it (a team event "
           "takes no withdrawal or absence: docs/cli.md)";
  }
  return "round " + std::to_string(gaps.round) + ": " + who(record, gaps.entrant) +
         " is in no game and has no bye, and the record gives no reason (he is not withdrawn, announced "
         "absent or a late entry): was a game deleted? Restore it, or add the round to his absent_rounds "
         "(docs/record-format.md)" +
         (gaps.more == 0 ? std::string()
                         : "; and " + std::to_string(gaps.more) + " more such gap" +
                               (gaps.more == 1 ? "" : "s") + " (xqsim verify names each)");
}

Record with_implied_withdrawals(const Record& record, const std::vector<ImpliedWithdrawal>& implied) {
  Record r = record;
  for (const ImpliedWithdrawal& w : implied)
    r.entrants.at(static_cast<size_t>(w.entrant - 1)).withdrawn_from_round = w.from_round;
  return r;
}

std::string implied_withdrawal_text(const Record& record, const ImpliedWithdrawal& w) {
  return who(record, w.entrant) + " lost round " + std::to_string(w.from_round - 1) +
         " by forfeit and has not been placed since: treated as withdrawn from round " +
         std::to_string(w.from_round) + " (xqsim withdraw records it)";
}

}  // namespace xq
