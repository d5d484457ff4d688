#include "sim/regress.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "verify/verify.hpp"

namespace xq::sim {
namespace {

std::string line_text(const ExplanationLine& l) { return l.rule + ": " + l.text; }

// Who each entrant (player or team) meets in the reference round, and with which colours.
struct Opponent {
  EntrantId other = 0;
  bool red = false;  ///< red (home)
};

// Does the reference round hold the decision `l` states?
class ReferenceRound {
 public:
  ReferenceRound(const Round& round, bool team_event) {
    if (team_event) {
      for (const Match& m : round.matches) add(opponent_, m.home, m.away);
      byes_.insert(round.team_byes.begin(), round.team_byes.end());
    }
    for (const Game& g : round.games) {
      if (g.kind == GameKind::playoff) continue;
      if (!team_event) add(opponent_, g.red, g.black);
      add(player_, g.red, g.black);
      board_[g.red] = board_[g.black] = g.board;
    }
    if (!team_event)
      for (const Bye& b : round.byes) byes_.insert(b.entrant);
  }
  bool holds(const ExplanationLine& l) const {
    if (!l.seated.empty()) {  // PT-10/PT-11: each player of the team on his board of the match
      for (size_t b = 0; b < l.seated.size(); ++b)
        if (const auto it = board_.find(l.seated[b]);
            it == board_.end() || it->second != static_cast<int>(b + 1))
          return false;
      return true;
    }
    if (!l.pairs.empty())  // games (players, also in a team event)
      return std::all_of(l.pairs.begin(), l.pairs.end(),
                         [&](const auto& p) { return plays(player_, p.first, p.second, l.coloured); });
    if (l.second == 0) return byes_.count(l.first) > 0;
    return plays(opponent_, l.first, l.second, l.coloured);
  }

 private:
  using Opponents = std::map<EntrantId, Opponent>;
  static void add(Opponents& to, EntrantId red, EntrantId black) {
    to[red] = {black, true};
    to[black] = {red, false};
  }
  static bool plays(const Opponents& in, EntrantId a, EntrantId b, bool coloured) {
    const auto it = in.find(a);
    return it != in.end() && it->second.other == b && (!coloured || it->second.red);
  }
  Opponents opponent_;  ///< players, or teams (matches) in a team event
  Opponents player_;    ///< players
  std::map<EntrantId, int> board_;
  std::set<EntrantId> byes_;
};

// The games and byes of a round with their results, in an order that ignores boards: two
// records hold the same history when these agree round by round.
auto played(const Round& round) {
  std::vector<std::tuple<EntrantId, EntrantId, Result, GameKind>> games;
  for (const Game& g : round.games) games.emplace_back(g.red, g.black, g.result, g.kind);
  std::sort(games.begin(), games.end());
  std::vector<EntrantId> byes;
  for (const Bye& b : round.byes) byes.push_back(b.entrant);
  std::sort(byes.begin(), byes.end());
  return std::make_pair(games, byes);
}

// --against: the reference must be a record of the same event (the same entrants).
void require_same_event(const Record& record, const Record& reference) {
  const auto names = [](const Record& r) {
    std::vector<std::string> out;
    for (const Entrant& e : r.entrants) out.push_back(e.name);
    return out;
  };
  if (names(record) != names(reference) || record.teams.size() != reference.teams.size())
    throw InputError("", 0, "", "not a record of the same event: its entrants are not the record's");
}

// The verifier's findings on round r of `trial` (the rounds before it are the history).
std::vector<std::string> round_violations(const Record& trial, int r) {
  std::vector<std::string> out;
  for (const Violation& v : verify_record(trial).violations)
    if (v.round == r || v.round == 0) out.push_back(to_string(v));
  return out;
}

// Pairs `history` with round r's stream and an explanation (the first pairing was without one;
// the same stream gives the same pairing).
PairingResult explained(const Record& history, std::uint64_t seed, int r, PairingWorkspace& workspace) {
  Rng rng = round_rng(seed, r);
  PairingOptions options;
  options.explain = true;
  return pair_next_round(history, rng, workspace, options);
}

}  // namespace

PartingLine parting_line(const std::vector<ExplanationLine>& now, const std::vector<ExplanationLine>* before,
                         const Round& reference, bool team_event, bool boards) {
  if (before) {  // both explanations known: the first line where they differ
    size_t i = 0;
    while (i < now.size() && i < before->size() && now[i] == (*before)[i]) ++i;
    if (i == now.size() && i == before->size()) return {};
    const std::string b = i < before->size() ? (*before)[i].rule : "";
    const std::string n = i < now.size() ? now[i].rule : "";
    return {b.empty()             ? n
            : n.empty() || n == b ? b
                                  : b + " / " + n,
            i < before->size() ? line_text((*before)[i]) : "(no more lines)",
            i < now.size() ? line_text(now[i]) : "(no more lines)"};
  }
  const ReferenceRound ref(reference, team_event);
  for (const ExplanationLine& l : now)
    if (l.decides() && !ref.holds(l)) return {l.rule, "", line_text(l)};
  // Every decision holds: the same games in another order (PI-8 boards, PT-D1 tables; in round 1,
  // a round robin or a knockout the line that listed the games in board order) — unless the
  // boards were not compared (TRF), when nothing explains the difference.
  if (!boards) return {};
  for (const ExplanationLine& l : now)
    if (l.rule == "PI-8" || l.rule == "PT-D1") return {l.rule, "", line_text(l)};
  for (const ExplanationLine& l : now)  // round 1's method, RR-1, KO-1/KO-2 list the games in board order
    if (l.rule.starts_with("P1-") || l.rule == "RR-1" || l.rule == "KO-1" || l.rule == "KO-2")
      return {l.rule, "", line_text(l)};
  return {};
}

RecordRegression regress_record(const Record& record, const Record& reference,
                                const RegressOptions& options) {
  const bool against = &record != &reference;
  if (against) require_same_event(record, reference);
  const bool boards =
      !record.source.lacks(RecordInput::boards) && !reference.source.lacks(RecordInput::boards);
  const bool team_event = !record.teams.empty();
  RecordRegression out;
  RepairHistory walk(record, options.repair);
  PairingWorkspace workspace;
  std::optional<RuleSet> rules_before = options.rules_before;  // swapped into the history per call
  const size_t n = std::min(record.rounds.size(), reference.rounds.size());
  for (size_t i = 0; i < n; ++i, walk.advance()) {
    const int r = walk.next_round();
    if (against && i > 0 && played(record.rounds[i - 1]) != played(reference.rounds[i - 1])) {
      out.histories_part = r - 1;  // round r − 1 differs: later rounds were paired from other results
      out.rounds_not_compared = static_cast<int>(n - i);
      break;
    }
    ++out.rounds_compared;
    const Round& want = reference.rounds[i];
    Record& history = walk.history();
    RoundRegression d;
    d.round = r;
    try {
      Rng rng = round_rng(options.seed, r);
      const PairingResult p = pair_next_round(history, rng, workspace);
      if (!p.ok()) {
        d.changed = "the engine finds no legal pairing: " + p.reason;
        d.engine_paired = false;
      } else {
        d.changed = pairing_difference(p, want, reference, boards);
      }
    } catch (const InputError& e) {  // a history it refuses (e.g. a result missing)
      d.changed = "the engine cannot pair this round from its history: " + e.reason();
      d.engine_paired = false;
    }
    if (d.changed.empty()) continue;
    PairingResult now;
    if (d.engine_paired) {
      now = explained(history, options.seed, r, workspace);
      std::optional<PairingResult> before;
      if (rules_before) {  // the reference's explanation: the engine under its rules
        std::swap(history.rules, *rules_before);
        try {
          before = explained(history, options.seed, r, workspace);
        } catch (const InputError&) {  // the old rules refuse the history: no explanation of it
        }
        std::swap(history.rules, *rules_before);
        if (before && (!before->ok() || !pairing_difference(*before, want, reference, boards).empty()))
          before.reset();  // the reference was not paired as the engine pairs under its rules
      }
      d.parting =
          parting_line(now.explanation, before ? &before->explanation : nullptr, want, team_event, boards);
    }
    if (options.verify) {
      Record trial = reference;
      trial.rounds.resize(i + 1);
      d.reference_violations = round_violations(trial, r);
      if (d.engine_paired) {
        Record mine = history;
        apply_pairing(mine, std::move(now));
        d.engine_violations = round_violations(mine, r);
      }
      d.verified = true;
    }
    out.differing.push_back(std::move(d));
  }
  return out;
}

}  // namespace xq::sim
