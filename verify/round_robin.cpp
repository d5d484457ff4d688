// RR-1: a round-robin record checked against the Berger table it claims (docs/verifier.md, "Round
// robin (RR-1, RR-2)"). The table is computed here from the text of rules.md RR-1.1 — never taken from
// the engine — and the record's numbers (RR-1.7) name its entrants: the rounds count (RR-1.4), each
// round's pairs, colours, sit-out and boards (RR-1.1..RR-1.3, RR-1.5, RR-1.6), and every pair once
// per cycle, every sit-out once per cycle (RR-1, V-1, V-2). RR-2: with groups = k the entrants are
// dealt by snake (rr_list, rr_snake: from the text of RR-2.1 and RR-2.2, not the engine's groups)
// and each group is one table of its own — numbers 1..n_g, boards after the groups before it —
// and no game joins two groups.
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

std::vector<EntrantId> rr_list(const Record& record) {
  // RR-2.1: the entrants with a seed (their place in the previous result) by seed ascending, then
  // those without one (seed 0) in entry-list order, i.e. by start number.
  std::vector<EntrantId> list, unseeded;
  for (const Entrant& e : record.entrants) (e.seed > 0 ? list : unseeded).push_back(e.id);
  std::sort(list.begin(), list.end(), [&](EntrantId a, EntrantId b) {
    const int sa = record.entrant(a).seed, sb = record.entrant(b).seed;
    return sa != sb ? sa < sb : a < b;
  });
  std::sort(unseeded.begin(), unseeded.end());
  list.insert(list.end(), unseeded.begin(), unseeded.end());
  return list;
}

std::vector<std::vector<EntrantId>> rr_snake(const std::vector<EntrantId>& list, int k) {
  // RR-2.2: list position i (from 1) has row q = ⌊(i − 1)/k⌋ and column c = (i − 1) mod k; it goes
  // to group c when q is even, to group k − 1 − c when q is odd.
  const int kk = std::max(k, 1);
  std::vector<std::vector<EntrantId>> groups(static_cast<size_t>(kk));
  for (int i = 1; i <= static_cast<int>(list.size()); ++i) {
    const int q = (i - 1) / kk, c = (i - 1) % kk;
    groups[static_cast<size_t>(q % 2 == 0 ? c : kk - 1 - c)].push_back(list[static_cast<size_t>(i - 1)]);
  }
  return groups;
}

namespace {

class RoundRobin {
 public:
  RoundRobin(const Ledger& l, Sink& sink, std::vector<std::string>& notes)
      : l_(l), sink_(sink), notes_(notes), n_(l.n), k_(std::max(l.record.rules.groups, 1)) {}

  void run() {
    const RuleSet& rules = l_.record.rules;
    if (rules.cycles != 1 && rules.cycles != 2) {
      sink_.violation("V-7", "RR-1.6", 0, 0, 0,
                      "cycles = " + std::to_string(rules.cycles) +
                          ": a round robin is played once (1) or twice (2); the table is not compared");
      return;
    }
    cycles_ = rules.cycles;
    if (!deal()) return;
    check_rounds_count();
    check_cycles();
    if (l_.rounds == 0 || !l_.can_check(InputCheck::rr_table) || !dealt_) return;  // record_inputs.cpp
    if (k_ > 1 && rules.rr_numbers == RrNumbers::given) {
      sink_.violation("V-7", "RR-2.4", 0, 0, 0,
                      "rr_numbers = given with groups = " + std::to_string(k_) +
                          ": each group draws its numbers by lot (RR-2.4, RR-1.7), the seed column being the "
                          "list order (RR-2.1); the tables are not compared");
      return;
    }
    if (!read_numbers()) {
      notes_.emplace_back(
          k_ == 1 ? "RR-1: the rounds are not compared with the Berger table: the numbers are not 1..n once "
                    "each (RR-1.7)"
                  : "RR-2: the rounds are not compared with the groups' Berger tables: the numbers of each "
                    "group are not 1..n once each, n its size (RR-1.7, RR-2.4)");
      return;
    }
    const bool boards = l_.can_check(InputCheck::rr_boards);
    for (int r = 1; r <= l_.rounds; ++r) check_round(r, boards);
  }

 private:
  // One table: everybody when groups = 1, else one group of RR-2.
  struct Group {
    std::string name;                ///< "A", "B", …; empty when groups = 1
    std::vector<EntrantId> members;  ///< by start number
    int n = 0;
    int big_n = 0;                   ///< N: n, or n + 1 with odd n (the sit-out's number, RR-1.1)
    int m = 0;                       ///< rounds of the table, N − 1
    std::vector<EntrantId> entrant;  ///< [number]: the entrant; 0 for N with odd n; empty until read
  };

  // What the table gives one entrant in one round.
  struct Expected {
    EntrantId opponent = 0;  ///< 0: sits out (or not numbered)
    Colour colour = Colour::red;
    int board = 0;
  };

  static Group make_group(std::string name, std::vector<EntrantId> members) {
    Group g;
    g.name = std::move(name);
    std::sort(members.begin(), members.end());
    g.members = std::move(members);
    g.n = static_cast<int>(g.members.size());
    g.big_n = g.n % 2 == 0 ? g.n : g.n + 1;
    g.m = g.big_n - 1;
    return g;
  }

  // RR-2: the groups dealt by snake (rr_list, rr_snake), or one of everybody. False, after a V-7,
  // when a group has fewer than two entrants: no table to compare with.
  bool deal() {
    std::vector<std::vector<EntrantId>> dealt;
    if (k_ == 1) {
      dealt.emplace_back();
      for (const Entrant& e : l_.record.entrants) dealt.back().push_back(e.id);
    } else {
      const std::vector<EntrantId> list = rr_list(l_.record);
      position_.assign(static_cast<size_t>(n_) + 1, 0);
      for (size_t i = 0; i < list.size(); ++i)
        position_[static_cast<size_t>(list[i])] = static_cast<int>(i) + 1;
      dealt = rr_snake(list, k_);
    }
    group_of_.assign(static_cast<size_t>(n_) + 1, 0);
    std::string small;
    for (size_t gi = 0; gi < dealt.size(); ++gi) {
      groups_.push_back(make_group(k_ == 1 ? std::string() : group_name(gi), dealt[gi]));
      for (EntrantId e : groups_.back().members) group_of_[static_cast<size_t>(e)] = gi;
      if (k_ > 1 && groups_.back().n < 2)
        small += (small.empty() ? "" : ", ") + std::string("group ") + groups_.back().name + " has " +
                 std::to_string(groups_.back().n);
    }
    if (!small.empty()) {
      sink_.violation("V-7", "RR-2", 0, 0, 0,
                      "groups = " + std::to_string(k_) + " cannot be dealt from " + std::to_string(n_) +
                          " entrants: " + small +
                          " (RR-2.2's snake; each group plays a round robin, of two entrants or more); the "
                          "tables are not compared");
      return false;
    }
    dealt_ = k_ == 1 || l_.can_check(InputCheck::rr_groups);
    return true;
  }

  static std::string group_name(size_t index) {
    return index < 26 ? std::string(1, static_cast<char>('A' + index)) : "G" + std::to_string(index + 1);
  }

  const Group& group(EntrantId e) const { return groups_[group_of_[static_cast<size_t>(e)]]; }

  std::string label(EntrantId e) const {
    std::string parts = l_.record.entrant(e).name;
    const auto add = [&parts](const std::string& p) { parts += (parts.empty() ? "" : ", ") + p; };
    if (k_ > 1) add("group " + group(e).name);
    if (!number_.empty()) add("number " + std::to_string(number_[static_cast<size_t>(e)]));
    return std::to_string(e) + (parts.empty() ? "" : " (" + parts + ")");
  }

  // "3 (P3) of group A (list position 4)": whom the snake put where (RR-2.2).
  std::string dealt_text(EntrantId e) const {
    return name(l_.record, e) + " of group " + group(e).name + " (list position " +
           std::to_string(position_[static_cast<size_t>(e)]) + ")";
  }

  std::string table_text(const Group& g, const TableRound& tr) const {
    std::string s = (g.name.empty() ? "" : "group " + g.name + "'s ") + std::string("table round ") +
                    std::to_string(tr.round);
    if (tr.swapped)
      s += " (cycle 1's last two rounds are played in reverse order, RR-1.6)";
    else if (tr.reversed)
      s += " with colours reversed (cycle 2, RR-1.6)";
    return s;
  }

  // "a round robin of 6 entrants (N = 6) has 5 rounds"; "group A of 5 entrants (N = 6) has 5 rounds".
  std::string table_size(const Group& g) const {
    return (g.name.empty() ? "a round robin" : "group " + g.name) + " of " + std::to_string(g.n) +
           " entrants (N = " + std::to_string(g.big_n) + ") has " + std::to_string(g.m) + " rounds" +
           (cycles_ == 2 ? ", " + std::to_string(g.m * cycles_) + " when played twice (cycles = 2)" : "");
  }

  std::string tables_size(const std::vector<const Group*>& gs) const {
    std::string s;
    for (const Group* g : gs) s += (s.empty() ? "" : "; ") + table_size(*g);
    return s;
  }

  // RR-1.4: m rounds (N − 1), m · cycles in all; rules.rounds 0 = not set (the table's count). With
  // groups every table plays in the same rounds (RR-2.3), so they have the same length.
  void check_rounds_count() {
    std::vector<const Group*> all;
    for (const Group& g : groups_) all.push_back(&g);
    const bool same =
        std::all_of(groups_.begin(), groups_.end(), [&](const Group& g) { return g.m == groups_[0].m; });
    if (!same)
      sink_.violation("V-7", "RR-2", 0, 0, 0,
                      "the groups' tables differ in length: " + tables_size(all) +
                          "; every group plays its table in the same rounds (RR-2.3, RR-1.4)");
    const int set = l_.record.rules.rounds;
    if (same && set != 0 && set != groups_[0].m * cycles_)
      sink_.violation("V-7", "RR-1.4", 0, 0, 0,
                      "rules.rounds = " + std::to_string(set) + ", but " + tables_size(all));
    // A record past a table: one finding for the tables of that length.
    std::vector<int> lengths;
    for (const Group& g : groups_)
      if (std::find(lengths.begin(), lengths.end(), g.m) == lengths.end()) lengths.push_back(g.m);
    for (int m : lengths) {
      const int planned = m * cycles_;
      if (l_.rounds <= planned) continue;
      std::vector<const Group*> past;
      for (const Group& g : groups_)
        if (g.m == m) past.push_back(&g);
      sink_.violation("V-7", "RR-1.4", planned + 1, 0, 0,
                      "the record holds " + std::to_string(l_.rounds) + " rounds, but " + tables_size(past) +
                          ": rounds " + std::to_string(planned + 1) + ".." + std::to_string(l_.rounds) +
                          " are past the table (their meetings count in the last cycle)");
    }
  }

  // RR-1.7: the table's numbers — codes (drawn by lot when round 1 was paired) or the given seeds
  // (0 = the start number, as for every seeding number) — are 1..n, each once; with groups, 1..n
  // of the group's size in each group (RR-2.4).
  bool read_numbers() {
    const bool lots = l_.record.rules.rr_numbers == RrNumbers::lots;
    const std::string what = lots ? "rr_numbers = lots: each entrant's code is its number, drawn by lot" +
                                        std::string(k_ > 1 ? " in its group" : "")
                                  : "rr_numbers = given: each entrant's seed is its number";
    std::vector<int> number(static_cast<size_t>(n_) + 1, 0);
    bool ok = true;
    for (Group& g : groups_) {
      std::vector<EntrantId> entrant(static_cast<size_t>(g.big_n) + 1, 0);
      const std::string in = g.name.empty() ? "" : " in group " + g.name;
      for (EntrantId id : g.members) {
        const Entrant& en = l_.record.entrant(id);
        const std::optional<int> k = lots ? en.code : std::optional<int>(en.seed != 0 ? en.seed : en.id);
        const std::string who = name(l_.record, en.id);
        if (!k) {
          sink_.violation("V-7", "RR-1.7", 0, 0, en.id, who + " has no number (" + what + ")");
          ok = false;
        } else if (*k < 1 || *k > g.n) {
          sink_.violation("V-7", "RR-1.7", 0, 0, en.id,
                          who + " has number " + std::to_string(*k) + ", not one of 1.." +
                              std::to_string(g.n) +
                              (g.name.empty() ? ""
                                              : ", the numbers of group " + g.name + " (" +
                                                    std::to_string(g.n) + " entrants, RR-2.4)") +
                              " (" + what + ")");
          ok = false;
        } else if (const EntrantId other = entrant[static_cast<size_t>(*k)]; other != 0) {
          sink_.violation("V-7", "RR-1.7", 0, 0, en.id,
                          who + " and " + name(l_.record, other) + " both have number " + std::to_string(*k) +
                              in + " (" + what + ", each number once)");
          ok = false;
        } else {
          entrant[static_cast<size_t>(*k)] = en.id;
          number[static_cast<size_t>(en.id)] = *k;
        }
      }
      g.entrant = std::move(entrant);
    }
    if (ok) number_ = std::move(number);
    return ok;
  }

  // One round against the tables: the same pairs (RR-1.1), colours (RR-1.2), sit-out (RR-1.3) and
  // boards (RR-1.5), the table round and colours as RR-1.6 orders them; with groups, each group's
  // table, group A's boards first, then B's, … (RR-2). A game across groups is check_cycles'.
  void check_round(int r, bool boards) {
    const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
    std::vector<Expected> expected(static_cast<size_t>(n_) + 1);
    std::vector<std::optional<TableRound>> tables(groups_.size());
    std::vector<EntrantId> sit_out(groups_.size(), 0);
    int board = 0;  // the boards of the groups before
    for (size_t gi = 0; gi < groups_.size(); ++gi) {
      const Group& gr = groups_[gi];
      tables[gi] = table_round(gr.m, cycles_, r);
      if (!tables[gi]) continue;  // past this table (RR-1.4)
      for (TableGame g : berger_round(gr.big_n, tables[gi]->round)) {
        if (tables[gi]->reversed) std::swap(g.red, g.black);
        const EntrantId red = gr.entrant[static_cast<size_t>(g.red)];
        const EntrantId black = gr.entrant[static_cast<size_t>(g.black)];
        if (red == 0 || black == 0) {  // RR-1.3: drawn against N (odd n); boards leave it out (RR-1.5)
          sit_out[gi] = red == 0 ? black : red;
          continue;
        }
        ++board;
        expected[static_cast<size_t>(red)] = {black, Colour::red, board};
        expected[static_cast<size_t>(black)] = {red, Colour::black, board};
      }
    }
    auto partner = [&](EntrantId e) {  // what the table gives e, after its name
      const size_t gi = group_of_[static_cast<size_t>(e)];
      if (e == sit_out[gi])
        return std::string(" sits out (drawn against N = ") + std::to_string(groups_[gi].big_n) + ")";
      const Expected& x = expected[static_cast<size_t>(e)];
      return " meets " + label(x.opponent) + " on board " + std::to_string(x.board);
    };
    for (const Game& g : rd.games) {
      const size_t gi = group_of_[static_cast<size_t>(g.red)];
      if (g.kind == GameKind::playoff || gi != group_of_[static_cast<size_t>(g.black)] || !tables[gi])
        continue;
      const std::string table = table_text(groups_[gi], *tables[gi]);
      const Expected& x = expected[static_cast<size_t>(g.red)];
      if (g.red == sit_out[gi] || x.opponent != g.black) {
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
                            " (the table's order, the sit-out left out" +
                            (k_ > 1 ? "; group A's boards first, then B's, … (RR-2)" : "") + ")");
    }
    for (const Bye& b : rd.byes) {
      const size_t gi = group_of_[static_cast<size_t>(b.entrant)];
      if (tables[gi] && sit_out[gi] != 0 && b.entrant != sit_out[gi])
        sink_.violation("V-2", "RR-1.3", r, 0, b.entrant,
                        label(b.entrant) + " sits out, but " + table_text(groups_[gi], *tables[gi]) +
                            " has " + label(sit_out[gi]) +
                            " sit out (drawn against N = " + std::to_string(groups_[gi].big_n) + "); " +
                            label(b.entrant) + partner(b.entrant));
    }
  }

  // The meetings and sit-outs of each table (cycles_of), and with groups no game across two
  // (RR-2.2). Groups not known (the record has no seeds: record_inputs.cpp lists it): only what
  // holds whatever the groups — no pair twice, nobody sitting out twice, no colour on a sit-out.
  void check_cycles() {
    if (!dealt_) {
      Group everybody = make_group("", std::vector<EntrantId>());
      for (const Entrant& e : l_.record.entrants) everybody.members.push_back(e.id);
      everybody.n = n_;
      everybody.m = 0;
      for (const Group& g : groups_) everybody.m = std::max(everybody.m, g.m);
      cycles_of(everybody, false);
      return;
    }
    if (k_ > 1) across_groups();
    for (const Group& g : groups_) cycles_of(g, true);
  }

  // RR-2.2: a game between two groups' players is no game of either table.
  void across_groups() {
    for (int r = 1; r <= l_.rounds; ++r)
      for (const Game& g : l_.record.rounds[static_cast<size_t>(r - 1)].games)
        if (g.kind != GameKind::playoff &&
            group_of_[static_cast<size_t>(g.red)] != group_of_[static_cast<size_t>(g.black)])
          sink_.violation("V-1", "RR-2.2", r, g.board, g.red,
                          dealt_text(g.red) + " – " + dealt_text(g.black) +
                              ": players of different groups never meet; the snake of RR-2.2 deals them "
                              "apart and each group plays its own table");
  }

  // One table's cycles, whatever the numbers: every pair meets once per cycle (RR-1, V-1; a
  // forfeit counts as met, S-2) — past the table, in the last cycle; with odd n each entrant sits
  // out once per cycle, with even n nobody (RR-1.3, V-2); a sit-out has no colour mark (RR-1.3).
  // `whole`: g is one table (else everybody of groups not known: no pair missed, no even check).
  void cycles_of(const Group& g, bool whole) {
    const size_t nn = static_cast<size_t>(n_);
    const auto most =  // sit-outs in a round: one of an odd table; groups not known, one per odd group
        whole ? 1
              : std::count_if(groups_.begin(), groups_.end(), [](const Group& x) { return x.n % 2 == 1; });
    std::vector<char> member(nn + 1, 0);
    for (EntrantId e : g.members) member[static_cast<size_t>(e)] = 1;
    std::vector<int> met(nn * nn, 0);                // round of the first meeting in the cycle
    std::vector<int> sat(nn + 1, 0);                 // round of the sit-out in the cycle
    std::vector<char> placed_throughout(nn + 1, 1);  // a game or the bye in every round of the cycle
    int first = 1;
    for (int r = 1; r <= l_.rounds; ++r) {
      const int cycle = std::min(cycles_, (r - 1) / g.m + 1);
      const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
      for (const Game& gm : rd.games) {
        if (gm.kind == GameKind::playoff || !member[static_cast<size_t>(gm.red)] ||
            !member[static_cast<size_t>(gm.black)])
          continue;
        int& k = met[static_cast<size_t>((gm.red - 1) * n_ + (gm.black - 1))];
        if (k != 0)
          sink_.violation(
              "V-1", "RR-1", r, gm.board, gm.red,
              name(l_.record, gm.red) + " and " + name(l_.record, gm.black) +
                  " meet again: already in round " + std::to_string(k) + " (each pair meets once" +
                  (cycles_ == 2 ? " per cycle; this is cycle " + std::to_string(cycle) : "") + ")");
        else
          k = met[static_cast<size_t>((gm.black - 1) * n_ + (gm.red - 1))] = r;
      }
      const auto sitting = std::count_if(rd.byes.begin(), rd.byes.end(), [&](const Bye& b) {
        return member[static_cast<size_t>(b.entrant)];
      });
      if (k_ > 1 && sitting > most)  // groups = 1: check_placement's (verify.cpp)
        sink_.violation("V-2", "RR-1.3", r, 0, 0,
                        std::to_string(sitting) + " sit-outs" + (whole ? " in group " + g.name : "") +
                            " in one round (" + (whole ? "one" : std::to_string(most)) + " at most: RR-1.3" +
                            (whole ? ")" : ", one in each group of an odd number of entrants, RR-2)"));
      for (const Bye& b : rd.byes) {
        if (!member[static_cast<size_t>(b.entrant)]) continue;
        if (b.mark)
          sink_.violation("V-4", "RR-1.3", r, 0, b.entrant,
                          name(l_.record, b.entrant) + "'s sit-out is marked " + colour_text(*b.mark) +
                              ": sitting out is no game and has no colour");
        if (whole && g.n % 2 == 0) {
          sink_.violation("V-2", "RR-1.3", r, 0, b.entrant,
                          name(l_.record, b.entrant) + " sits out, but with an even number of entrants (" +
                              std::to_string(g.n) + ")" + (g.name.empty() ? "" : " in group " + g.name) +
                              " everybody plays every round");
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
      for (EntrantId e : g.members)
        if (l_.seat(r, e).game < 0 && !l_.seat(r, e).bye) placed_throughout[static_cast<size_t>(e)] = 0;
      const bool cycle_ends = r == l_.rounds || (cycle < cycles_ && r == cycle * g.m);
      if (!cycle_ends) continue;
      if (whole && r >= cycle * g.m) never_met(g, met, placed_throughout, cycle, first, r);  // a whole cycle
      std::fill(met.begin(), met.end(), 0);
      std::fill(sat.begin(), sat.end(), 0);
      std::fill(placed_throughout.begin(), placed_throughout.end(), 1);
      first = r + 1;
    }
  }

  // A whole cycle played: every two entrants of the table met in it (RR-1). Entrants missing from a
  // round are V-2's (check_placement: absent, or withdrawn), so their pairs are not reported here.
  void never_met(const Group& g, const std::vector<int>& met, const std::vector<char>& placed, int cycle,
                 int first, int last) {
    for (size_t i = 0; i < g.members.size(); ++i)
      for (size_t j = i + 1; j < g.members.size(); ++j) {
        const EntrantId a = g.members[i], b = g.members[j];
        if (met[static_cast<size_t>((a - 1) * n_ + (b - 1))] == 0 && placed[static_cast<size_t>(a)] &&
            placed[static_cast<size_t>(b)])
          sink_.violation("V-1", "RR-1", last, 0, a,
                          name(l_.record, a) + " and " + name(l_.record, b) + " never meet in " +
                              (cycles_ == 2 ? "cycle " + std::to_string(cycle) + ", " : "") + "rounds " +
                              std::to_string(first) + ".." + std::to_string(last) + ": every pair" +
                              (g.name.empty() ? "" : " of group " + g.name) + " meets once" +
                              (cycles_ == 2 ? " per cycle" : ""));
      }
  }

  const Ledger& l_;
  Sink& sink_;
  std::vector<std::string>& notes_;
  int n_ = 0;
  int k_ = 1;  ///< groups (RR-2); 1: one table of everybody
  int cycles_ = 1;
  std::vector<Group> groups_;
  std::vector<size_t> group_of_;  ///< [id]: index in groups_
  std::vector<int> position_;     ///< [id]: list position (RR-2.1), groups > 1 only
  bool dealt_ = true;             ///< the groups are known (one, or the record has the seed column)
  std::vector<int> number_;       ///< [id]: the table number (RR-1.7); empty until read
};

}  // namespace

void check_round_robin(const Ledger& l, Sink& sink, std::vector<std::string>& notes) {
  if (l.record.rules.format != EventFormat::round_robin || l.team_event || l.n == 0) return;
  RoundRobin(l, sink, notes).run();
}

}  // namespace xq::verify_detail
