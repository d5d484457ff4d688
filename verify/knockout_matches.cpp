// KO-3 and the PI-10 final: every match of one game plus play-offs against its chain (game 1 at the
// event's time control, the play-off games in the chain's order with colours swapped, an armageddon's
// chooser, nothing after a decisive game; KO-3.1..KO-3.7) — the knockout's matches (check_matches,
// and no play-off game outside a match) and PI-10's final (check_final_match).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "verify/knockout_detail.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"

namespace xq::verify_detail {

namespace {

// How game `g` decided its match (KO-3.4, KO-3.7).
std::string decided_text(const Game& g) {
  switch (g.result) {
    case Result::red_win: return "red won";
    case Result::black_win: return "black won";
    case Result::draw: return "an armageddon draw: black wins (KO-3.4)";
    case Result::red_forfeit:
    case Result::black_forfeit: return "a forfeit (KO-3.7)";
    case Result::double_forfeit: return "both absent (KO-3.7)";
    default: return "";
  }
}

// ---- one match of one game plus play-offs (KO-3), the knockout's and the PI-10 final

struct MatchRules {
  const std::vector<TimeControl>* chain = nullptr;  ///< playoff_chain(rules, for first place)
  const std::vector<int>* place = nullptr;  ///< who is placed higher before the match, [id − 1]; 0 unplaced
  TimeControl game_one = TimeControl::standard;
  bool game_one_chosen = false;  ///< knockout_colours = higher_chooses (knockout matches only)
  std::string game_one_rule = "KO-3";
  std::string armageddon_rule = "KO-3";  ///< PI-10 for the final ("the one ranked higher after round N")
  std::string what;                      ///< "the match 3–7", "the final 1–2"
  std::string placed;                    ///< what `place` is: "stage-1 place", "place after round 8"
};

class MatchCheck {
 public:
  MatchCheck(const Record& rec, const Round& rd, const MatchRules& m, Sink& sink)
      : rec_(rec), rd_(rd), m_(m), sink_(sink) {}

  MatchRead run(size_t opening, bool must_decide) {
    const Game& first = rd_.games[opening];
    const std::vector<size_t> games = games_of(opening);
    if (first.time_control != m_.game_one)
      violation("V-2", "KO-3", first,
                "game 1 of " + m_.what + " is " + tc_text(first.time_control) + ", not the event's " +
                    tc_text(m_.game_one) + " game (KO-3: game 1 is a standard game)");
    if (m_.game_one_chosen) check_chooser(first, true, m_.game_one_rule, "game 1 of " + m_.what);
    MatchRead out;
    std::optional<size_t> decided_by;
    const std::vector<TimeControl>& chain = *m_.chain;
    for (size_t k = 0; k < games.size(); ++k) {
      const Game& g = rd_.games[games[k]];
      if (k > 0) {
        const Game& prev = rd_.games[games[k - 1]];
        const std::string nth = "play-off game " + str(k) + " of " + m_.what;
        if (decided_by) {
          violation("V-2", "KO-3", g,
                    nth + " follows game " + str(*decided_by + 1) + ", which decided the match (" +
                        decided_text(rd_.games[games[*decided_by]]) +
                        "; KO-3: the match stops at its first decisive game)");
          break;
        }
        if (prev.result == Result::pending)
          violation("V-2", "KO-3", g, nth + " follows game " + str(k) + ", which has no result yet");
        if (chain.empty()) {
          violation("V-2", "KO-3", g,
                    nth + ": the chain has no play-off games (KO-3.1: " + chain_text(chain) + ")");
        } else if (const TimeControl want = chain[std::min(k, chain.size()) - 1]; g.time_control != want) {
          violation("V-2", "KO-3", g,
                    nth + " is " + tc_text(g.time_control) + ", the chain gives " + tc_text(want) +
                        " (KO-3.1: " + chain_text(chain) + ")");
        }
        if (g.time_control == TimeControl::armageddon)
          check_chooser(g, rec_.rules.armageddon_choice == ArmageddonChoice::higher, m_.armageddon_rule,
                        nth + " (armageddon)");
        else if (g.red != prev.black || g.black != prev.red)
          violation("V-4", "KO-3", g,
                    nth + ": " + name(rec_, g.red) + " red, " + name(rec_, g.black) + " black after " +
                        name(rec_, prev.red) + " red, " + name(rec_, prev.black) +
                        " black in the game before: colours not swapped (KO-3.2)");
      }
      if (g.result == Result::pending) out.pending = true;
      if (!decided_by && (decided_for(g) != 0 || g.result == Result::double_forfeit)) {
        decided_by = k;
        out.decided = true;
        out.winner = decided_for(g);
        out.loser = out.winner == 0 ? 0 : out.winner == g.red ? g.black : g.red;
      }
    }
    if (static_cast<int>(games.size()) > rec_.rules.max_match_games)
      violation("V-2", "KO-3", first,
                m_.what + " has " + str(games.size()) +
                    " games, more than max_match_games = " + str(rec_.rules.max_match_games) + " (KO-3.6)");
    if (must_decide && !out.decided && !out.pending)
      violation("V-2", "KO-3", first,
                m_.what + " is not decided: " + str(games.size()) +
                    " game(s), none decisive, and no further play-off game (KO-3: " + chain_text(chain) +
                    ")");
    return out;
  }

 private:
  const Record& rec_;
  const Round& rd_;
  const MatchRules& m_;
  Sink& sink_;

  void violation(const char* check, const std::string& rule, const Game& g, const std::string& text) {
    sink_.violation(check, rule, rd_.number, g.board, g.red, text);
  }

  // Game 1, then the play-off games between the same two after it (KO-3), in record order.
  std::vector<size_t> games_of(size_t opening) {
    const Game& first = rd_.games[opening];
    std::vector<size_t> games{opening};
    for (size_t j = 0; j < rd_.games.size(); ++j) {
      const Game& g = rd_.games[j];
      if (j == opening || g.kind != GameKind::playoff || !same_pair(g, first.red, first.black)) continue;
      if (j < opening) {
        violation("V-2", "KO-3", g, "a play-off game of " + m_.what + " is listed before its game 1");
        continue;
      }
      if (g.board != first.board)
        violation("V-7", "KO-3", g,
                  "a play-off game of " + m_.what + " on board " + str(g.board) + ", its game 1 on board " +
                      str(first.board) + " (a match is played on one board)");
      games.push_back(j);
    }
    return games;
  }

  std::string who(EntrantId e) const {
    const int p = place_of(*m_.place, e);
    return name(rec_, e) + (p > 0 ? " (" + m_.placed + " " + str(p) + ")" : "");
  }

  // KO-3.3: someone chose the colours of `g`: the one placed higher when `higher` (equal places:
  // either — lots), taking the colour colour_choice names (model: either).
  void check_chooser(const Game& g, bool higher, const std::string& rule, const std::string& what) {
    if (g.chooser == 0) {
      violation("V-4", rule, g, what + ": nobody is recorded as choosing the colours (KO-3.3)");
      return;
    }
    if (g.chooser != g.red && g.chooser != g.black) return;  // V-7: check_record
    if (higher) {
      const EntrantId h = higher_of(g.red, g.black, *m_.place);
      if (h != 0 && h != g.chooser)
        violation("V-4", rule, g,
                  what + ": " + who(g.chooser) + " chose the colours, but " + who(h) +
                      " is placed higher and chooses (KO-3.3)");
    }
    if (const std::string breach = chooser_colour_breach(rec_, g); !breach.empty())
      violation("V-4", rule, g, what + ": " + breach);
  }
};

}  // namespace

// KO-3 on every knockout game of the round (whatever the bracket says), and no play-off game
// outside a match.
std::vector<ReadMatch> KnockoutCheck::check_matches(const Round& rd, int k) {
  std::vector<ReadMatch> read;
  const bool must_decide = rd.number < static_cast<int>(rec_.rounds.size()) || complete_;
  const bool chosen = rules_.knockout_colours == KnockoutColours::higher_chooses;
  for (size_t i = 0; i < rd.games.size(); ++i) {
    const Game& g = rd.games[i];
    if (g.kind == GameKind::playoff) {
      const bool in_match = std::any_of(rd.games.begin(), rd.games.end(), [&](const Game& o) {
        return o.kind == GameKind::knockout && same_pair(o, g.red, g.black);
      });
      if (!in_match)
        sink_.violation("V-2", "KO-3", rd.number, g.board, g.red,
                        "play-off game " + name(rec_, g.red) + "–" + name(rec_, g.black) +
                            " belongs to no match of the round (no knockout game of theirs)");
    }
    if (g.kind != GameKind::knockout) continue;
    MatchRules m;
    m.chain = &playoff_chain(rules_, for_first_place(k, g.red, g.black, g.board));  // KO-3.1
    m.place = &place_;
    m.game_one = event_time_control(rec_);
    m.game_one_chosen = chosen;
    m.game_one_rule = rule_;
    m.what = "the match " + name(rec_, g.red) + "–" + name(rec_, g.black);
    m.placed = rules_.knockout == Knockout::top_four ? "stage-1 place" : "group place";
    read.push_back({g.red, g.black, g.board, MatchCheck(rec_, rd, m, sink_).run(i, must_decide)});
    // docs/knockout.md "Withdrawals": one the record keeps out of the round loses his match by
    // forfeit (KO-3.7), written so when it is paired.
    for (const auto& [e, lost] : {std::pair{g.red, Result::red_forfeit}, {g.black, Result::black_forfeit}})
      if (const std::string why = kept_out(rec_.entrant(e), rd.number);
          !why.empty() && g.result != lost && g.result != Result::double_forfeit)
        sink_.violation("V-2", "KO-3.7", rd.number, g.board, e,
                        name(rec_, e) + " is " + why + " but is paired (against " +
                            name(rec_, e == g.red ? g.black : g.red) +
                            ") and not written as losing the match by forfeit");
  }
  return read;
}

// PI-10's final as a KO-3 match: its play-offs by final_playoffs (else match_playoffs), an
// armageddon chosen by the one ranked higher after round N (armageddon_choice = higher).
void check_final_match(const Ledger& l, const Record& whole, bool done, Sink& sink) {
  const RuleSet& rules = l.record.rules;
  const int n = rules.final_after_round;
  if (n <= 0 || l.rounds < n + 1) return;
  const Round& rd = l.record.rounds[at(n)];
  std::vector<int> place;
  const bool armageddon = std::any_of(rd.games.begin(), rd.games.end(), [](const Game& g) {
    return g.kind == GameKind::playoff && g.time_control == TimeControl::armageddon;
  });
  if (armageddon && rules.armageddon_choice == ArmageddonChoice::higher)
    place = rank_entrants(l, n, read_criteria(rules.tiebreaks, false).criteria).place;
  for (size_t i = 0; i < rd.games.size(); ++i) {
    const Game& g = rd.games[i];
    if (g.kind != GameKind::final_game) continue;
    MatchRules m;
    m.chain = &playoff_chain(rules, true);
    m.place = &place;
    m.game_one = event_time_control(l.record);
    m.armageddon_rule = "PI-10";
    m.what = "the final " + name(l.record, g.red) + "–" + name(l.record, g.black);
    m.placed = "place after round " + str(n);
    (void)MatchCheck(l.record, rd, m, sink).run(i, n + 1 < static_cast<int>(whole.rounds.size()) || done);
  }
}

}  // namespace xq::verify_detail
