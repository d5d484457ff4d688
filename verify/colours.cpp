// V-4 for individual events: first-round colours (P1-5, P1-6), colours of a pair (PI-6, PI-7), the
// hard colour limits (PI-4: 禁多三, 禁连三), board order (PI-8), the PI-10 final, and the W-2 / W-3 /
// W-5 warnings each round shows against those it reports. Written from rules.md, not from pairing/.
#include <algorithm>
#include <cstdlib>

#include "verify/ledger.hpp"
#include "verify/perfect_matching.hpp"

namespace xq::verify_detail {

namespace {

// Which colourings of the pair (x, y) the rules allow, and why the first one was chosen.
struct Allowed {
  bool x_red = false;  // x red, y black is allowed
  bool y_red = false;  // y red, x black is allowed
  const char* rule = "PI-6";
  const char* why = "";  // the reason of the first choice; details() adds the numbers
  void allow(bool x_gets_red) { (x_gets_red ? x_red : y_red) = true; }
};

int black_streak(const ColourState& s) { return s.last == Colour::black ? s.streak : 0; }
// Positive: a run of blacks (wants red); negative: a run of reds.
int signed_streak(const ColourState& s) {
  if (!s.last) return 0;
  return *s.last == Colour::black ? s.streak : -s.streak;
}

std::string state_text(const ColourState& s) {
  std::string t = "need " + std::to_string(s.need());
  if (s.last) t += ", " + std::to_string(s.streak) + " " + colour_text(*s.last) + " in a row";
  return t;
}

// PI-6 from the spec text. Where the text has two readings the verifier allows both:
// "then the longer black streak" read literally (only black runs count) or as the signed run
// (a longer red run wants black); the two differ only when neither player ends on black.
Allowed pi6(const Ledger& l, int round, EntrantId x, EntrantId y, const ColourState& cx,
            const ColourState& cy, const std::vector<std::vector<int>>& numberings) {
  Allowed a;
  if (cx.need() != cy.need()) {
    a.allow(cx.need() < cy.need());
    a.why = "smaller colour need gets red";
    return a;
  }
  if (black_streak(cx) != black_streak(cy)) {
    a.allow(black_streak(cx) > black_streak(cy));
    a.why = "equal need: the longer black streak gets red";
    return a;
  }
  if (signed_streak(cx) != signed_streak(cy))
    a.allow(signed_streak(cx) > signed_streak(cy));  // signed reading
  a.why = "equal need and streak: look-back";
  for (int k = round - 1; k >= 1; --k) {  // the most recent round in which the two had different colours
    const auto& kx = l.seat(k, x).colour;
    const auto& ky = l.seat(k, y).colour;
    if (kx && ky && *kx != *ky) {
      a.allow(*kx == Colour::black);  // the one who had black then gets red
      return a;
    }
  }
  a.why = "identical histories: colour_tiebreak";
  if (!l.can_check(InputCheck::colour_tiebreak)) {  // no numbers in the record (TRF): either colouring
    a.allow(true);
    a.allow(false);
    return a;
  }
  const bool by_parity = l.record.rules.colour_tiebreak == ColourTiebreak::round_parity;
  for (const std::vector<int>& num : numberings) {
    const int nx = num[static_cast<size_t>(x)], ny = num[static_cast<size_t>(y)];
    if (nx == ny) continue;
    const bool odd = by_parity ? round % 2 == 1 : (nx + ny) % 2 == 1;
    a.allow(odd ? nx < ny : nx > ny);  // odd: the smaller number red; even: the larger
  }
  return a;
}

// The colour a player is due (PI-1): red-due when fewer reds than blacks, or equal and black
// last; black-due otherwise; none without a colour history.
std::optional<Colour> due(const ColourState& s) {
  if (s.need() < 0) return Colour::red;
  if (s.need() > 0) return Colour::black;
  if (!s.last) return std::nullopt;
  return opposite(*s.last);
}

Allowed allowed_colours(const Ledger& l, int round, EntrantId x, EntrantId y,
                        const std::vector<std::vector<int>>& numberings) {
  const ColourState& cx = l.colours_before(round, x);
  const ColourState& cy = l.colours_before(round, y);
  const Points sx = l.score_before(round, x), sy = l.score_before(round, y);
  auto legal = [&](bool x_red) {
    return within_limits(cx, x_red ? Colour::red : Colour::black) &&
           within_limits(cy, x_red ? Colour::black : Colour::red);
  };
  Allowed a;
  bool decided = false;
  // PI-7: last three rounds, different scores: the higher-scored player's need decides if
  // that breaks no hard limit.
  // When both colourings break a limit, "if that breaks no hard limit" cannot be met either way:
  // the verifier then accepts PI-7's colouring and PI-6's.
  bool also_pi6 = false;
  if (round >= l.last_round - 2 && sx != sy) {
    const bool x_higher = sx > sy;
    if (const auto d = due(x_higher ? cx : cy)) {
      const bool x_red = x_higher ? *d == Colour::red : *d == Colour::black;
      if (legal(x_red) || !legal(!x_red)) {
        a.allow(x_red);
        a.rule = "PI-7";
        a.why = "last three rounds: the higher-scored player's need decides";
        decided = true;
        also_pi6 = !legal(x_red);
      }
    }
  }
  if (!decided) a = pi6(l, round, x, y, cx, cy, numberings);
  if (also_pi6) {
    const Allowed b = pi6(l, round, x, y, cx, cy, numberings);
    a.x_red = a.x_red || b.x_red;
    a.y_red = a.y_red || b.y_red;
  }
  // A preference that breaks a hard limit gives way to the colouring that keeps both within it (PI-4).
  if (!((a.x_red && legal(true)) || (a.y_red && legal(false)))) {
    if (legal(true)) a.x_red = true;
    if (legal(false)) a.y_red = true;
  }
  return a;
}

// The numbers behind a colour decision, for a violation's text (built only then).
std::string details(const Ledger& l, int round, EntrantId x, EntrantId y) {
  const ColourState& cx = l.colours_before(round, x);
  const ColourState& cy = l.colours_before(round, y);
  return " (" + std::to_string(x) + ": " + state_text(cx) + ", score " +
         format_points(l.score_before(round, x)) + "; " + std::to_string(y) + ": " + state_text(cy) +
         ", score " + format_points(l.score_before(round, y)) + ")";
}

void first_round_colours(const Ledger& l, Sink& sink) {
  const Round& rd = l.record.rounds.front();
  const bool by_board = l.record.rules.first_round_colours == FirstRoundColours::board;
  const std::vector<std::vector<int>> numberings = l.numberings(true);
  for (const Game& g : rd.games) {
    if (g.kind != GameKind::regular) continue;
    if (by_board && g.board <= 0) continue;  // no board recorded: nothing to check
    bool ok = false;
    for (const std::vector<int>& num : numberings) {
      const int a = num[static_cast<size_t>(g.red)], b = num[static_cast<size_t>(g.black)];
      if (a == b) continue;
      const int lo = std::min(a, b), hi = std::max(a, b);
      int red;
      if (by_board)
        red = g.board % 2 == 1 ? lo : hi;  // P1-6: odd boards smaller number red
      else
        red = (lo + hi) % 2 == 1 ? lo : hi;  // P1-5: sum odd → smaller number red
      if (red == a) ok = true;
    }
    if (!ok)
      sink.violation("V-4", by_board ? "P1-6" : "P1-5", 1, g.board, g.red,
                     std::string("first-round colours: ") + name(l.record, g.red) + " is red against " +
                         name(l.record, g.black) +
                         (by_board ? " on board " + std::to_string(g.board) +
                                         " (odd boards: the smaller number red; even boards: the larger)"
                                   : " (a + b odd: the smaller number red, even: the larger)"));
  }
}

}  // namespace

namespace {

// Whether round r's players (same players, same bye) had no pairing within the hard limits (PI-4)
// without a rematch: a broken limit is then a warning, not a violation. Decided once, when asked.
class LimitsForced {
 public:
  LimitsForced(const Ledger& l, int r) : l_(l), r_(r) {}
  bool operator()() {
    if (!forced_) {
      const Round& rd = l_.record.rounds[static_cast<size_t>(r_ - 1)];
      std::vector<EntrantId> players;
      for (const Game& g : rd.games)
        if (g.kind == GameKind::regular) players.push_back(g.red), players.push_back(g.black);
      PairGraph graph(static_cast<int>(players.size()));
      for (size_t i = 0; i < players.size(); ++i)
        for (size_t j = i + 1; j < players.size(); ++j)
          if (players[i] != players[j] && l_.compatible(players[i], players[j], r_))
            graph.add_edge(static_cast<int>(i), static_cast<int>(j));
      forced_ = l_.options.colour_limits_block &&
                !has_perfect_matching(graph, l_.options.seed ^ static_cast<unsigned>(r_));
    }
    return *forced_;
  }

 private:
  const Ledger& l_;
  int r_;
  std::optional<bool> forced_;
};

// Score groups of round r's players (paired, and the bye's receiver), increasing (W-5).
std::vector<Points> round_groups(const Ledger& l, int r) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  std::vector<Points> groups;
  groups.reserve(2 * rd.games.size() + rd.byes.size());
  for (const Game& g : rd.games)
    if (g.kind == GameKind::regular)
      groups.push_back(l.score_before(r, g.red)), groups.push_back(l.score_before(r, g.black));
  for (const Bye& b : rd.byes) groups.push_back(l.score_before(r, b.entrant));
  std::sort(groups.begin(), groups.end());
  groups.erase(std::unique(groups.begin(), groups.end()), groups.end());
  return groups;
}

// PI-4 hard limits after the game, with the colours as paired (a forfeit too): W-2 / W-3 expected,
// and a violation outside the last round unless no round within the limits existed (PI-7).
void check_hard_limits(const Ledger& l, Sink& sink, int r, const Game& g, LimitsForced& forced,
                       std::vector<ExpectedWarning>& expected) {
  for (Colour c : {Colour::red, Colour::black}) {
    const EntrantId e = c == Colour::red ? g.red : g.black;
    const ColourState a = after(l.colours_before(r, e), c);
    auto broken = [&](const std::string& text) {
      if (r >= l.last_round)
        sink.warning("V-4", "PI-7", r, g.board, e, "last round: " + text);
      else if (forced())
        sink.warning("V-4", "PI-4", r, g.board, e, text + ": no round within the limits existed");
      else
        sink.violation("V-4", "PI-4", r, g.board, e, text + " outside the last round");
    };
    if (a.streak >= 3) {
      const std::string text = name(l.record, e) + " has " + colour_text(c) + " " + std::to_string(a.streak) +
                               " games running (连三)";
      expected.push_back({"W-2", e, 0, g.board, text});
      broken(text);
    }
    if (std::abs(a.need()) >= 3) {
      const std::string text = name(l.record, e) +
                               " has |reds − blacks| = " + std::to_string(std::abs(a.need())) +
                               " after this game (多三)";
      expected.push_back({"W-3", e, 0, g.board, text});
      broken(text);
    }
  }
}

// W-5: a float over more than one score group.
void float_warning(const Ledger& l, int r, const Game& g, const std::vector<Points>& groups,
                   std::vector<ExpectedWarning>& expected) {
  const Points s1 = l.score_before(r, g.red), s2 = l.score_before(r, g.black);
  const Points hi = std::max(s1, s2), lo = std::min(s1, s2);
  const auto between = hi > lo ? std::distance(std::upper_bound(groups.begin(), groups.end(), lo),
                                               std::lower_bound(groups.begin(), groups.end(), hi))
                               : 0;
  if (between < 1) return;
  const EntrantId up = s1 >= s2 ? g.red : g.black, down = up == g.red ? g.black : g.red;
  expected.push_back({"W-5", up, down, g.board,
                      name(l.record, up) + " (" + format_points(hi) + ") plays " + name(l.record, down) +
                          " (" + format_points(lo) + "), " + std::to_string(between) +
                          " score group(s) between"});
}

// PI-8: boards by the higher score of the pair, then the lower (the PI-10 final is apart).
void check_board_order(const Ledger& l, Sink& sink, int r) {
  const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
  std::vector<const Game*> order;
  order.reserve(rd.games.size());
  for (const Game& g : rd.games)
    if (g.kind == GameKind::regular && g.board > 0) order.push_back(&g);
  std::sort(order.begin(), order.end(), [](const Game* a, const Game* b) { return a->board < b->board; });
  auto key = [&](const Game* g) {
    const Points a = l.score_before(r, g->red), b = l.score_before(r, g->black);
    return std::pair{std::max(a, b), std::min(a, b)};
  };
  for (size_t i = 1; i < order.size(); ++i) {
    if (key(order[i]) <= key(order[i - 1])) continue;
    sink.violation("V-4", "PI-8", r, order[i]->board, order[i]->red,
                   "board " + std::to_string(order[i]->board) + " (scores " +
                       format_points(key(order[i]).first) + "–" + format_points(key(order[i]).second) +
                       ") is below board " + std::to_string(order[i - 1]->board) + " (scores " +
                       format_points(key(order[i - 1]).first) + "–" +
                       format_points(key(order[i - 1]).second) + ")");
  }
}

}  // namespace

void check_colours(const Ledger& l, Sink& sink, std::vector<RoundStats>& stats) {
  if (l.team_event || l.rounds == 0) return;
  if (l.swiss_round(1) && l.can_check(InputCheck::first_round_colours)) first_round_colours(l, sink);
  const std::vector<std::vector<int>> numberings = l.numberings(false);
  const std::vector<std::string> compared{"W-2", "W-3", "W-5"};
  std::vector<ExpectedWarning> expected;  // of a round, kept from round to round
  for (int r = 1; r <= l.rounds; ++r) {
    if (!l.swiss_round(r)) continue;
    const Round& rd = l.record.rounds[static_cast<size_t>(r - 1)];
    expected.clear();
    LimitsForced forced(l, r);
    const std::vector<Points> groups = round_groups(l, r);
    for (const Game& g : rd.games) {
      if (g.kind == GameKind::playoff) continue;
      // Colours of the pair: PI-6 / PI-7 (round 1 is P1's; the final is PI-10's, checked apart).
      if (r >= 2 && g.kind == GameKind::regular) {
        const Allowed a = allowed_colours(l, r, g.red, g.black, numberings);
        if (!a.x_red)
          sink.violation("V-4", a.rule, r, g.board, g.red,
                         name(l.record, g.red) + " has red against " + name(l.record, g.black) + ": " +
                             a.why + details(l, r, g.red, g.black));
      }
      check_hard_limits(l, sink, r, g, forced, expected);
      if (g.kind == GameKind::regular) float_warning(l, r, g, groups, expected);
    }
    if (r >= 2 && l.can_check(InputCheck::board_order)) check_board_order(l, sink, r);
    compare_warnings(l, sink, r, expected, compared, round_stats(stats, r));
  }
}

void check_final(const Ledger& l, Sink& sink, std::vector<std::string>& notes) {
  const int f = l.record.rules.final_after_round;
  for (int r = 1; r <= l.rounds; ++r)
    for (const Game& g : l.record.rounds[static_cast<size_t>(r - 1)].games)
      if (g.kind == GameKind::final_game && (f <= 0 || r != f + 1))
        sink.violation("V-7", "PI-10", r, g.board, g.red,
                       "a final game in round " + std::to_string(r) +
                           (f <= 0 ? " but the rule set has no final"
                                   : ", the final belongs to round " + std::to_string(f + 1)));
  if (f <= 0 || l.rounds < f + 1 || l.team_event) return;
  const Round& rd = l.record.rounds[static_cast<size_t>(f)];
  std::vector<const Game*> finals;
  for (const Game& g : rd.games)
    if (g.kind == GameKind::final_game) finals.push_back(&g);
  if (finals.size() != 1) {
    sink.violation("V-2", "PI-10", f + 1, 0, 0,
                   "round " + std::to_string(f + 1) + " has " + std::to_string(finals.size()) +
                       " final games; the top two after round " + std::to_string(f) + " play one final");
    return;
  }
  const Game& g = *finals.front();
  // The finalists are the top two after round f: at least no non-finalist may have more points
  // — but one the record keeps out of round f + 1 (withdrawn, absent; issue 14) is passed over.
  const Points low = std::min(l.score_before(f + 1, g.red), l.score_before(f + 1, g.black));
  for (EntrantId e = 1; e <= l.n; ++e)
    if (e != g.red && e != g.black && l.score_before(f + 1, e) > low &&
        kept_out(l.record.entrant(e), f + 1).empty())
      sink.violation("V-2", "PI-10", f + 1, g.board, e,
                     name(l.record, e) + " has " + format_points(l.score_before(f + 1, e)) + " after round " +
                         std::to_string(f) + ", more than finalist's " + format_points(low));
  // Final colours (rules.md PI-10, 004 一.1(2) "前八轮执红棋先手多者，决赛执黑棋后走"): more reds in
  // rounds 1..f plays black; equal reds (byes, forfeits): the larger reds − blacks (003 一.2 "平衡");
  // reds and blacks both equal: lots.
  const ColourState& cr = l.colours_before(f + 1, g.red);
  const ColourState& cb = l.colours_before(f + 1, g.black);
  const bool wrong = cr.reds != cb.reds ? cr.reds > cb.reds : cr.need() > cb.need();
  if (wrong)
    sink.violation("V-4", "PI-10", f + 1, g.board, g.red,
                   name(l.record, g.red) + " plays red in the final with reds/blacks " +
                       std::to_string(cr.reds) + "/" + std::to_string(cr.blacks) + " against " +
                       std::to_string(cb.reds) + "/" + std::to_string(cb.blacks) +
                       (cr.reds != cb.reds ? " (more reds plays black)"
                                           : " (equal reds: the larger reds − blacks plays black)"));
  notes.emplace_back("PI-10: the final's finalists are checked against scores after round " +
                     std::to_string(f) +
                     (l.options.check_standings ? " (and the standings, when built)" : ""));
}

}  // namespace xq::verify_detail
