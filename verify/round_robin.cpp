// RR-1: a round-robin record checked against the Berger table it claims (docs/verifier.md, "Round
// robin (RR-1)"). The table is computed here from the text of rules.md RR-1.1 — never taken from
// the engine — and the record's numbers (RR-1.7) name its entrants: the rounds count (RR-1.4), each
// round's pairs, colours, sit-out and boards (RR-1.1..RR-1.3, RR-1.5, RR-1.6), and every pair once
// per cycle, every sit-out once per cycle (RR-1, V-1, V-2).
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "verify/ledger.hpp"

namespace xq::verify_detail {

std::vector<TableGame> berger_round(int big_n, int t) {
  // RR-1.1: m = N − 1; p = (t + 1)/2 for odd t, (t + 1 + m)/2 for even t. Board 1 is p v N, p red
  // in odd rounds, N in even ones; board k (2 ≤ k ≤ N/2) is a = p + (k − 1) v b = p − (k − 1),
  // both brought into 1..m modulo m, a red.
  const int m = big_n - 1;
  std::vector<TableGame> games;
  if (m < 1 || t < 1 || t > m) return games;
  const int p = t % 2 == 1 ? (t + 1) / 2 : (t + 1 + m) / 2;
  const auto into_table = [m](int x) { return ((x - 1) % m + m) % m + 1; };
  games.reserve(static_cast<size_t>(big_n / 2));
  games.push_back(t % 2 == 1 ? TableGame{p, big_n} : TableGame{big_n, p});
  for (int k = 2; k <= big_n / 2; ++k) games.push_back({into_table(p + (k - 1)), into_table(p - (k - 1))});
  return games;
}

std::optional<TableRound> table_round(int m, int cycles, int r) {
  if (m < 1 || cycles < 1 || cycles > 2 || r < 1 || r > m * cycles) return std::nullopt;
  TableRound tr;
  tr.cycle = (r - 1) / m + 1;
  tr.round = (r - 1) % m + 1;
  tr.reversed = tr.cycle == 2;  // RR-1.6: cycle 2 repeats the table with colours reversed
  if (cycles == 2 && tr.cycle == 1 && m >= 2 && tr.round >= m - 1) {
    tr.round = tr.round == m ? m - 1 : m;  // RR-1.6: cycle 1's last two rounds in reverse order
    tr.swapped = true;
  }
  return tr;
}

namespace {

class RoundRobin {
 public:
  RoundRobin(const Ledger& l, Sink& sink, std::vector<std::string>& notes)
      : l_(l), sink_(sink), notes_(notes), n_(l.n), big_n_(n_ % 2 == 0 ? n_ : n_ + 1), m_(big_n_ - 1) {}

  void run() {
    const RuleSet& rules = l_.record.rules;
    if (rules.cycles != 1 && rules.cycles != 2) {
      sink_.violation("V-7", "RR-1.6", 0, 0, 0,
                      "cycles = " + std::to_string(rules.cycles) +
                          ": a round robin is played once (1) or twice (2); the table is not compared");
      return;
    }
    cycles_ = rules.cycles;
    check_rounds_count();
    check_cycles();
    if (l_.rounds == 0 || !l_.can_check(InputCheck::rr_table)) return;  // record_inputs.cpp lists it
    if (!read_numbers()) {
      notes_.emplace_back(
          "RR-1: the rounds are not compared with the Berger table: the numbers are not 1..n once each "
          "(RR-1.7)");
      return;
    }
    const bool boards = l_.can_check(InputCheck::rr_boards);
    for (int r = 1; r <= l_.rounds; ++r)
      if (const std::optional<TableRound> tr = table_round(m_, cycles_, r)) check_round(r, *tr, boards);
  }

 private:
  // What the table gives one entrant in one round.
  struct Expected {
    EntrantId opponent = 0;  ///< 0: sits out (or not numbered)
    Colour colour = Colour::red;
    int board = 0;
  };

  std::string label(EntrantId e) const {
    const std::string& nm = l_.record.entrant(e).name;
    const std::string num =
        number_.empty() ? "" : "number " + std::to_string(number_[static_cast<size_t>(e)]);
    if (nm.empty()) return std::to_string(e) + (num.empty() ? "" : " (" + num + ")");
    return std::to_string(e) + " (" + nm + (num.empty() ? "" : ", " + num) + ")";
  }

  std::string table_text(const TableRound& tr) const {
    std::string s = "table round " + std::to_string(tr.round);
    if (tr.swapped)
      s += " (cycle 1's last two rounds are played in reverse order, RR-1.6)";
    else if (tr.reversed)
      s += " with colours reversed (cycle 2, RR-1.6)";
    return s;
  }

  // RR-1.4: m rounds (N − 1), m · cycles in all; rules.rounds 0 = not set (the table's count).
  void check_rounds_count() {
    const int planned = m_ * cycles_;
    const std::string table =
        "a round robin of " + std::to_string(n_) + " entrants (N = " + std::to_string(big_n_) + ") has " +
        std::to_string(m_) + " rounds" +
        (cycles_ == 2 ? ", " + std::to_string(planned) + " when played twice (cycles = 2)" : "");
    const int set = l_.record.rules.rounds;
    if (set != 0 && set != planned)
      sink_.violation("V-7", "RR-1.4", 0, 0, 0, "rules.rounds = " + std::to_string(set) + ", but " + table);
    if (l_.rounds > planned)
      sink_.violation("V-7", "RR-1.4", planned + 1, 0, 0,
                      "the record holds " + std::to_string(l_.rounds) + " rounds, but " + table +
                          ": rounds " + std::to_string(planned + 1) + ".." + std::to_string(l_.rounds) +
                          " are past the table (their meetings count in the last cycle)");
  }

  // RR-1.7: the table's numbers — codes (drawn by lot when round 1 was paired) or the given seeds
  // (0 = the start number, as for every seeding number) — are 1..n, each once.
  bool read_numbers() {
    const bool lots = l_.record.rules.rr_numbers == RrNumbers::lots;
    const std::string what = lots ? "rr_numbers = lots: each entrant's code is its number, drawn by lot"
                                  : "rr_numbers = given: each entrant's seed is its number";
    std::vector<int> number(static_cast<size_t>(n_) + 1, 0);
    std::vector<EntrantId> entrant(static_cast<size_t>(big_n_) + 1, 0);
    bool ok = true;
    for (const Entrant& en : l_.record.entrants) {
      const std::optional<int> k = lots ? en.code : std::optional<int>(en.seed != 0 ? en.seed : en.id);
      const std::string who = name(l_.record, en.id);
      if (!k) {
        sink_.violation("V-7", "RR-1.7", 0, 0, en.id, who + " has no number (" + what + ")");
        ok = false;
      } else if (*k < 1 || *k > n_) {
        sink_.violation("V-7", "RR-1.7", 0, 0, en.id,
                        who + " has number " + std::to_string(*k) + ", not one of 1.." + std::to_string(n_) +
                            " (" + what + ")");
        ok = false;
      } else if (const EntrantId other = entrant[static_cast<size_t>(*k)]; other != 0) {
        sink_.violation("V-7", "RR-1.7", 0, 0, en.id,
                        who + " and " + name(l_.record, other) + " both have number " + std::to_string(*k) +
                            " (" + what + ", each number once)");
        ok = false;
      } else {
        entrant[static_cast<size_t>(*k)] = en.id;
        number[static_cast<size_t>(en.id)] = *k;
      }
    }
    if (ok) number_ = std::move(number), entrant_ = std::move(entrant);
    return ok;
  }

  // One round against the table: the same pairs (RR-1.1), colours (RR-1.2), sit-out (RR-1.3) and
  // boards (RR-1.5), the table round and colours as RR-1.6 orders them.
  void check_round(int r, const TableRound& tr, bool boards) {
    const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
    std::vector<Expected> expected(static_cast<size_t>(n_) + 1);
    EntrantId sit_out = 0;
    int board = 0;
    for (TableGame g : berger_round(big_n_, tr.round)) {
      if (tr.reversed) std::swap(g.red, g.black);
      const EntrantId red = entrant_[static_cast<size_t>(g.red)];
      const EntrantId black = entrant_[static_cast<size_t>(g.black)];
      if (red == 0 || black == 0) {  // RR-1.3: drawn against N (odd n); boards leave it out (RR-1.5)
        sit_out = red == 0 ? black : red;
        continue;
      }
      ++board;
      expected[static_cast<size_t>(red)] = {black, Colour::red, board};
      expected[static_cast<size_t>(black)] = {red, Colour::black, board};
    }
    const std::string table = table_text(tr);
    auto partner = [&](EntrantId e) {  // what the table gives e, after its name
      if (e == sit_out) return std::string(" sits out (drawn against N = ") + std::to_string(big_n_) + ")";
      const Expected& x = expected[static_cast<size_t>(e)];
      return " meets " + label(x.opponent) + " on board " + std::to_string(x.board);
    };
    for (const Game& g : rd.games) {
      if (g.kind == GameKind::playoff) continue;
      const Expected& x = expected[static_cast<size_t>(g.red)];
      if (g.red == sit_out || x.opponent != g.black) {
        sink_.violation("V-1", "RR-1.1", r, g.board, g.red,
                        label(g.red) + " – " + label(g.black) + " is not a game of " + table + ", where " +
                            label(g.red) + partner(g.red) + " and " + label(g.black) + partner(g.black));
        continue;
      }
      if (x.colour != Colour::red)
        sink_.violation("V-4", "RR-1.2", r, g.board, g.red,
                        label(g.red) + " has red against " + label(g.black) + ", but " + table + " gives " +
                            label(g.black) + " red (the first-named is red)");
      if (boards && g.board != x.board)
        sink_.violation("V-4", "RR-1.5", r, g.board, g.red,
                        label(g.red) + " – " + label(g.black) + " is on board " + std::to_string(g.board) +
                            ", but " + table + " has it on board " + std::to_string(x.board) +
                            " (the table's order, the sit-out left out)");
    }
    for (const Bye& b : rd.byes)
      if (sit_out != 0 && b.entrant != sit_out)
        sink_.violation("V-2", "RR-1.3", r, 0, b.entrant,
                        label(b.entrant) + " sits out, but " + table + " has " + label(sit_out) +
                            " sit out (drawn against N = " + std::to_string(big_n_) + "); " +
                            label(b.entrant) + partner(b.entrant));
  }

  // Without the numbers: every pair meets once per cycle (RR-1, V-1; a forfeit counts as met,
  // S-2) — past the table, in the last cycle; with odd n each entrant sits out once per cycle,
  // with even n nobody (RR-1.3, V-2); a sit-out has no colour mark (RR-1.3).
  void check_cycles() {
    const size_t nn = static_cast<size_t>(n_);
    std::vector<int> met(nn * nn, 0);                // round of the first meeting in the cycle
    std::vector<int> sat(nn + 1, 0);                 // round of the sit-out in the cycle
    std::vector<char> placed_throughout(nn + 1, 1);  // a game or the bye in every round of the cycle
    int first = 1;
    for (int r = 1; r <= l_.rounds; ++r) {
      const int cycle = std::min(cycles_, (r - 1) / m_ + 1);
      const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
      for (const Game& g : rd.games) {
        if (g.kind == GameKind::playoff) continue;
        int& k = met[static_cast<size_t>((g.red - 1) * n_ + (g.black - 1))];
        if (k != 0)
          sink_.violation(
              "V-1", "RR-1", r, g.board, g.red,
              name(l_.record, g.red) + " and " + name(l_.record, g.black) + " meet again: already in round " +
                  std::to_string(k) + " (each pair meets once" +
                  (cycles_ == 2 ? " per cycle; this is cycle " + std::to_string(cycle) : "") + ")");
        else
          k = met[static_cast<size_t>((g.black - 1) * n_ + (g.red - 1))] = r;
      }
      for (const Bye& b : rd.byes) {
        if (b.mark)
          sink_.violation("V-4", "RR-1.3", r, 0, b.entrant,
                          name(l_.record, b.entrant) + "'s sit-out is marked " + colour_text(*b.mark) +
                              ": sitting out is no game and has no colour");
        if (n_ % 2 == 0) {
          sink_.violation("V-2", "RR-1.3", r, 0, b.entrant,
                          name(l_.record, b.entrant) + " sits out, but with an even number of entrants (" +
                              std::to_string(n_) + ") everybody plays every round");
          continue;
        }
        int& s = sat[static_cast<size_t>(b.entrant)];
        if (s != 0)
          sink_.violation("V-2", "RR-1.3", r, 0, b.entrant,
                          name(l_.record, b.entrant) + " sits out again: already in round " +
                              std::to_string(s) + " (each entrant sits out once " +
                              (cycles_ == 2 ? "per cycle)" : "in the event)"));
        else
          s = r;
      }
      for (EntrantId e = 1; e <= n_; ++e)
        if (l_.seat(r, e).game < 0 && !l_.seat(r, e).bye) placed_throughout[static_cast<size_t>(e)] = 0;
      const bool cycle_ends = r == l_.rounds || (cycle < cycles_ && r == cycle * m_);
      if (!cycle_ends) continue;
      if (r >= cycle * m_) never_met(met, placed_throughout, cycle, first, r);  // a whole cycle
      std::fill(met.begin(), met.end(), 0);
      std::fill(sat.begin(), sat.end(), 0);
      std::fill(placed_throughout.begin(), placed_throughout.end(), 1);
      first = r + 1;
    }
  }

  // A whole cycle played: every two entrants met in it (RR-1). Entrants missing from a round are
  // V-2's (check_placement: absent, or withdrawn), so their pairs are not reported here.
  void never_met(const std::vector<int>& met, const std::vector<char>& placed, int cycle, int first,
                 int last) {
    for (EntrantId a = 1; a <= n_; ++a)
      for (EntrantId b = a + 1; b <= n_; ++b)
        if (met[static_cast<size_t>((a - 1) * n_ + (b - 1))] == 0 && placed[static_cast<size_t>(a)] &&
            placed[static_cast<size_t>(b)])
          sink_.violation("V-1", "RR-1", last, 0, a,
                          name(l_.record, a) + " and " + name(l_.record, b) + " never meet in " +
                              (cycles_ == 2 ? "cycle " + std::to_string(cycle) + ", " : "") + "rounds " +
                              std::to_string(first) + ".." + std::to_string(last) +
                              ": every pair meets once" + (cycles_ == 2 ? " per cycle" : ""));
  }

  const Ledger& l_;
  Sink& sink_;
  std::vector<std::string>& notes_;
  int n_ = 0;
  int big_n_ = 0;  ///< N: n, or n + 1 with odd n (the sit-out's number, RR-1.1)
  int m_ = 0;      ///< rounds of the table, N − 1
  int cycles_ = 1;
  std::vector<int> number_;         ///< [id]: the table number (RR-1.7); empty until read
  std::vector<EntrantId> entrant_;  ///< [number]: the entrant; 0 for N with odd n
};

}  // namespace

void check_round_robin(const Ledger& l, Sink& sink, std::vector<std::string>& notes) {
  if (l.record.rules.format != EventFormat::round_robin || l.team_event || l.n == 0) return;
  RoundRobin(l, sink, notes).run();
}

}  // namespace xq::verify_detail
