// verify_record: the structural checks (V-7), no repeats (V-1), everyone placed (V-2), and the
// order in which the other checks run (docs/verifier.md); V-5 is standings_check.cpp.
#include "verify/verify.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "verify/ledger.hpp"
#include "verify/weighted_matching.hpp"

namespace xq {

using namespace verify_detail;

std::string to_string(const Violation& v) {
  std::string s;
  if (v.round > 0) s += "round " + std::to_string(v.round);
  if (v.board > 0) s += (s.empty() ? "board " : " board ") + std::to_string(v.board);
  if (!s.empty()) s += ": ";
  s += v.check;
  if (v.rule != v.check) s += " " + v.rule;
  return s + ": " + v.text;
}

std::string to_string(const SkippedCheck& s) {
  return s.check + " " + s.rule + " " + s.what + ": not checked (" + s.reason + ")";
}

VerifyStats& VerifyStats::operator+=(const VerifyStats& o) {
  rounds_checked += o.rounds_checked;
  floats += o.floats;
  excess_floats += o.excess_floats;
  float_stat_skipped += o.float_stat_skipped;
  for (const auto& [k, v] : o.warnings_by_rule) warnings_by_rule[k] += v;
  for (const auto& [k, v] : o.reported_warnings_by_rule) reported_warnings_by_rule[k] += v;
  for (const auto& [k, v] : o.violations_by_check) violations_by_check[k] += v;
  for (const auto& [k, v] : o.violations_by_rule) violations_by_rule[k] += v;
  return *this;
}

namespace {

// V-7, the verifier's own pass: ids and indices in range (fatal: the other checks index by them)
// and the non-fatal inconsistencies. Returns false when the record cannot be read further.
bool check_structure(const Record& rec, Sink& sink) {
  bool sound = true;
  auto fatal = [&](int round, int board, EntrantId e, const std::string& text) {
    sink.violation("V-7", "V-7", round, board, e, text);
    sound = false;
  };
  const int n = rec.entrant_count();
  const int t = static_cast<int>(rec.teams.size());
  auto known = [n](EntrantId e) { return e >= 1 && e <= n; };
  for (int i = 0; i < n; ++i)
    if (rec.entrants[static_cast<size_t>(i)].id != i + 1)
      fatal(0, 0, 0,
            "entrant " + std::to_string(i + 1) + " of the list has id " +
                std::to_string(rec.entrants[static_cast<size_t>(i)].id));
  std::vector<int> in_team(static_cast<size_t>(n) + 1, 0);
  for (int i = 0; i < t; ++i) {
    const Team& team = rec.teams[static_cast<size_t>(i)];
    if (team.id != i + 1)
      fatal(0, 0, 0, "team " + std::to_string(i + 1) + " of the list has id " + std::to_string(team.id));
    for (EntrantId p : team.players) {
      if (!known(p))
        fatal(0, 0, p, "team " + std::to_string(team.id) + " lists unknown player " + std::to_string(p));
      else if (in_team[static_cast<size_t>(p)]++)
        fatal(0, 0, p, "player " + std::to_string(p) + " is in more than one team");
    }
  }
  std::vector<int> on_board;  // of a round: games on each board, kept from round to round
  for (size_t ri = 0; ri < rec.rounds.size(); ++ri) {
    const Round& rd = rec.rounds[ri];
    const int r = static_cast<int>(ri) + 1;
    if (rd.number != r)
      sink.violation("V-7", "V-7", r, 0, 0,
                     "round " + std::to_string(r) + " is numbered " + std::to_string(rd.number));
    const bool later_round = ri + 1 < rec.rounds.size();
    for (const Game& g : rd.games) {
      if (!known(g.red) || !known(g.black)) {
        fatal(r, g.board, 0,
              "a game of unknown player(s) " + std::to_string(g.red) + " – " + std::to_string(g.black));
        continue;
      }
      if (g.red == g.black) fatal(r, g.board, g.red, "player " + std::to_string(g.red) + " plays himself");
      if (g.red_fouls < 0 || g.black_fouls < 0)
        sink.violation("V-7", "V-7", r, g.board, g.red, "negative fouls");
      if (g.result == Result::pending && later_round)
        sink.violation("V-7", "V-7", r, g.board, g.red,
                       "no result for " + std::to_string(g.red) + " – " + std::to_string(g.black) +
                           " though a later round is paired");
    }
    for (const Bye& b : rd.byes)
      if (!known(b.entrant)) fatal(r, 0, b.entrant, "a bye for unknown player " + std::to_string(b.entrant));
    std::vector<int> in_match(rd.matches.empty() ? 0 : rd.games.size(), 0);  // team rounds only
    for (const Match& m : rd.matches) {
      if (m.home < 1 || m.home > t || m.away < 1 || m.away > t || m.home == m.away)
        fatal(r, m.table, 0,
              "table " + std::to_string(m.table) + ": teams " + std::to_string(m.home) + " – " +
                  std::to_string(m.away) + " are not two known teams");
      for (int gi : m.games) {
        if (gi < 0 || static_cast<size_t>(gi) >= rd.games.size())
          fatal(r, m.table, 0,
                "table " + std::to_string(m.table) + " refers to game " + std::to_string(gi) + " of " +
                    std::to_string(rd.games.size()));
        else if (in_match[static_cast<size_t>(gi)]++)
          fatal(r, m.table, 0, "game " + std::to_string(gi) + " belongs to more than one match");
      }
    }
    for (EntrantId b : rd.team_byes)
      if (b < 1 || b > t) fatal(r, 0, b, "a bye for unknown team " + std::to_string(b));
    // Board numbers unique (individual rounds; team boards are checked per match, PT-9).
    if (rd.matches.empty()) {
      // Games on each board so far: boards 1..2·games (the usual numbers) counted by number,
      // any larger one listed (a round has few).
      on_board.assign(2 * rd.games.size() + 1, 0);
      std::vector<std::pair<int, int>> boards;
      for (const Game& g : rd.games) {
        if (g.kind == GameKind::playoff || g.board <= 0) continue;
        int* games = nullptr;
        if (static_cast<size_t>(g.board) < on_board.size()) {
          games = &on_board[static_cast<size_t>(g.board)];
        } else {
          auto it =
              std::find_if(boards.begin(), boards.end(), [&](const auto& b) { return b.first == g.board; });
          if (it == boards.end()) it = boards.insert(boards.end(), {g.board, 0});
          games = &it->second;
        }
        if ((*games)++ == 1)
          sink.violation("V-7", "V-7", r, g.board, 0, "two games on board " + std::to_string(g.board));
      }
    }
  }
  return sound;
}

// check_record of pairing/ (V-7 as the readers apply it): its verdict is reported too.
void check_with_record_check(const Record& rec, Sink& sink) {
  try {
    check_record(rec, "");
  } catch (const InputError& e) {
    sink.violation("V-7", "V-7", 0, 0, 0, std::string("check_record: ") + e.what());
  }
}

// V-1: within the Swiss stage no two entrants meet twice; PI-10's final and play-off games are
// exempt. Team events: PT-1 at team level (teams.cpp). A round robin: each pair once per cycle
// (round_robin.cpp, RR-1).
void check_repeats(const Ledger& l, Sink& sink) {
  if (l.team_event) return;
  for (int r = 1; r <= l.rounds; ++r) {
    if (!l.swiss_round(r)) continue;
    for (const Game& g : l.record.rounds[static_cast<size_t>(r - 1)].games) {
      if (g.kind != GameKind::regular) continue;
      const int first = l.met_round(g.red, g.black);
      if (first != 0 && first < r)
        sink.violation("V-1", "V-1", r, g.board, g.red,
                       name(l.record, g.red) + " and " + name(l.record, g.black) + " already met in round " +
                           std::to_string(first));
    }
  }
}

// V-2: each round every entrant is in exactly one game or has the bye; one bye per round at most
// (a round robin's sit-outs, once per cycle, and with groups one per group: round_robin.cpp). Team events:
// players at most once (teams.cpp: the teams). An entrant is "withdrawn from round w" when absent from every
// round w..end right after losing round w − 1 by forfeit (S-2: the absentee). The record has no withdrawal
// field; this is the one pattern that tells a withdrawal from a player the pairing forgot (docs/verifier.md).
std::vector<int> withdrawals(const Ledger& l) {
  std::vector<int> from(static_cast<size_t>(l.n) + 1, 0);
  for (EntrantId e = 1; e <= l.n; ++e) {
    int w = l.rounds + 1;
    while (w > 1 && l.seat(w - 1, e).game < 0 && !l.seat(w - 1, e).bye) --w;
    if (w > l.rounds || w < 2) continue;
    const Seat& s = l.seat(w - 1, e);
    if (s.game < 0) continue;
    const Result res = l.record.rounds[static_cast<size_t>(w - 2)].games[static_cast<size_t>(s.game)].result;
    const bool absent = res == Result::double_forfeit ||
                        (res == Result::red_forfeit && s.side == Colour::red) ||
                        (res == Result::black_forfeit && s.side == Colour::black);
    if (absent) from[static_cast<size_t>(e)] = w;
  }
  return from;
}

// A player the record keeps out of round r must not be placed there: no game, no bye (Swiss). In
// a round robin the table stays and his game is lost by forfeit (docs/cli.md "xqsim withdraw"): there a game
// he loses by forfeit, or his sit-out, is right; a game he plays or wins is not.
void check_kept_out(const Ledger& l, int r, EntrantId e, const std::string& why, Sink& sink) {
  const bool rr = l.record.rules.format == EventFormat::round_robin;
  const Seat& s = l.seat(r, e);
  if (s.bye && !rr) {
    sink.violation("V-2", "V-2", r, 0, e, name(l.record, e) + " is " + why + " but has the bye");
    return;
  }
  if (s.game < 0) return;
  const Game& g = l.record.rounds[static_cast<size_t>(r - 1)].games[static_cast<size_t>(s.game)];
  const bool lost_by_forfeit = g.result == Result::double_forfeit ||
                               (g.result == Result::red_forfeit && s.side == Colour::red) ||
                               (g.result == Result::black_forfeit && s.side == Colour::black);
  if (rr && lost_by_forfeit) return;
  sink.violation("V-2", "V-2", r, g.board, e,
                 name(l.record, e) + " is " + why + " but is paired (against " + name(l.record, s.opponent) +
                     (rr ? "; a round robin scores his game as lost by forfeit" : "") + ")");
}

void check_placement(const Ledger& l, Sink& sink) {
  const bool rr = l.record.rules.format == EventFormat::round_robin;
  const std::vector<int> withdrawn = withdrawals(l);
  std::vector<int> count;  // of a round: games and byes of each entrant, kept from round to round
  for (int r = 1; r <= l.rounds; ++r) {
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    const bool stage = l.swiss_round(r) || rr;
    count.assign(static_cast<size_t>(l.n) + 1, 0);
    for (const Game& g : rd.games)
      if (g.kind != GameKind::playoff)
        ++count[static_cast<size_t>(g.red)], ++count[static_cast<size_t>(g.black)];
    for (const Bye& b : rd.byes) ++count[static_cast<size_t>(b.entrant)];
    for (EntrantId e = 1; e <= l.n; ++e) {
      const int k = count[static_cast<size_t>(e)];
      if (stage && !l.team_event) {
        if (const Entrant& en = l.record.entrant(e); is_kept_out(en, r)) {
          check_kept_out(l, r, e, kept_out(en, r),
                         sink);  // issue 14: not to be placed, and rightly absent when k = 0
          if (k <= 1) continue;
        }
      }
      if (k > 1) {
        sink.violation(
            "V-2", "V-2", r, 0, e,
            name(l.record, e) + " is placed " + std::to_string(k) + " times in the round (games and byes)");
      } else if (k == 0 && stage && !l.team_event) {
        const int w = withdrawn[static_cast<size_t>(e)];
        if (w == 0 || r < w)
          sink.violation("V-2", "V-2", r, 0, e, name(l.record, e) + " has neither a game nor the bye");
        else if (r == w)
          sink.warning("V-2", "V-2", r, 0, e,
                       name(l.record, e) + " lost round " + std::to_string(r - 1) +
                           " by forfeit and is never placed again: treated as withdrawn from round " +
                           std::to_string(r));
      }
    }
    if (l.team_event || !stage || (rr && l.record.rules.groups > 1)) continue;  // RR-2: round_robin.cpp
    if (rd.byes.size() > 1)
      sink.violation("V-2", rr ? "RR-1.3" : "S-3", r, 0, 0,
                     std::to_string(rd.byes.size()) +
                         " byes in one round (one at most: " + (rr ? "RR-1.3" : "S-3") + ")");
  }
}

}  // namespace

std::vector<std::vector<Points>> recompute_scores(const Record& record, bool teams) {
  const Ledger l(record, VerifyOptions{});
  if (!teams) return l.score_after;
  return l.team_score_after;
}

std::vector<Violation> check_standings(const Record& record, const std::vector<ClaimedStanding>& rows,
                                       const std::string& source, bool teams) {
  VerifyReport rep;
  Sink sink{rep};
  check_claimed(Ledger(record, VerifyOptions{}), rows, source, teams, sink, nullptr);
  return std::move(rep.violations);
}

VerifyWorkspace::VerifyWorkspace() : matching_(std::make_unique<MatchingWorkspace>()) {}
VerifyWorkspace::~VerifyWorkspace() = default;
VerifyWorkspace::VerifyWorkspace(VerifyWorkspace&&) noexcept = default;
VerifyWorkspace& VerifyWorkspace::operator=(VerifyWorkspace&&) noexcept = default;

VerifyReport verify_record(const Record& record, const VerifyOptions& options) {
  VerifyWorkspace workspace;
  return verify_record(record, options, workspace);
}

VerifyReport verify_record(const Record& record, const VerifyOptions& options, VerifyWorkspace& workspace) {
  VerifyReport rep;
  Sink sink{rep};
  check_with_record_check(record, sink);  // V-7 on the whole event, knockout rounds included
  // KO-5: the first stage is checked as an event of its own; the knockout after it by its bracket.
  const bool knockout =
      record.rules.knockout != Knockout::none && static_cast<int>(record.rounds.size()) > record.rules.rounds;
  const Record first = knockout ? truncated(record, record.rules.rounds) : Record{};
  const Record& stage = knockout ? first : record;
  if (!check_structure(record, sink)) {
    rep.notes.emplace_back(
        "V-7: the record is structurally broken (unknown ids or indices); other checks skipped");
  } else {
    // PI-10: a source without game kinds (TRF) does not mark the final; the verifier finds it.
    std::string final_note;
    const std::optional<Record> marked = mark_unmarked_final(stage, &final_note);
    if (!final_note.empty()) rep.notes.push_back(final_note);
    const Ledger l(marked ? *marked : stage, options);
    list_skipped_checks(l, rep.not_checked, rep.notes);                      // what the source lacks
    check_repeats(l, sink);                                                  // V-1
    check_placement(l, sink);                                                // V-2
    check_score_groups(l, sink, rep.rounds, workspace.matching());           // V-3, S-4
    check_colours(l, sink, rep.rounds);                                      // V-4
    check_final(l, sink, rep.notes);                                         // PI-10
    check_teams(l, sink, rep.rounds, workspace.matching());                  // PT
    check_team_sides(l, sink);                                               // P1-9, PT-2..PT-7
    check_team_boards(l, sink);                                              // PT-10, PT-11
    check_round_robin(l, sink, rep.notes);                                   // RR-1
    check_standings_v5(l, sink, rep.notes, workspace.matching(), knockout);  // V-5, PI-10, T-12
    check_knockout(record, l, sink, rep.notes);  // KO-1..KO-3, KO-5, PI-10's play-offs
  }
  std::sort(rep.rounds.begin(), rep.rounds.end(),
            [](const RoundStats& a, const RoundStats& b) { return a.round < b.round; });
  auto order = [](const Violation& a, const Violation& b) {
    return std::tie(a.round, a.board, a.check) < std::tie(b.round, b.board, b.check);
  };
  std::stable_sort(rep.violations.begin(), rep.violations.end(), order);
  std::stable_sort(rep.warnings.begin(), rep.warnings.end(), order);
  VerifyStats& s = rep.stats;
  for (const RoundStats& rs : rep.rounds) {
    ++s.rounds_checked;
    s.floats += rs.floats;
    s.excess_floats += rs.excess_floats;
    s.float_stat_skipped += rs.float_stat_skipped ? 1 : 0;
    for (const auto& [k, v] : rs.warnings_exhibited) s.warnings_by_rule[k] += v;
    for (const auto& [k, v] : rs.warnings_reported) s.reported_warnings_by_rule[k] += v;
  }
  for (const Violation& v : rep.violations) ++s.violations_by_check[v.check], ++s.violations_by_rule[v.rule];
  return rep;
}

}  // namespace xq
