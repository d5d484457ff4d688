// Board order inside every team match, recomputed from the record (V-4): the home team's
// players by PT-10, the away team's by PT-11, with PT-D8 (look-back over played games only),
// PT-D9 (forfeits give no colour and no red/black points), PT-D11 (the parity of the round) and
// PT-D12 (a circular look-back is left out for its tied set). Written from rules.md, not from pairing/. The
// board colours themselves are PT-9 (teams.cpp).
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "verify/ledger.hpp"
#include "verify/pairwise_order.hpp"

namespace xq::verify_detail {

namespace {

// One player before the round, as PT-10 and PT-11 read him.
struct PlayerBefore {
  int reds = 0;      // games played with red (PT-D9); a bye marked red under bye_colour_mark = count (S-3)
  int blacks = 0;    // games played with black; likewise
  Points total = 0;  // individual total (S-7): byes as wins (S-3, PT-13)
  Points progressive = 0;   // S-8: the sum of the totals after each round
  Points red_points = 0;    // points scored in games played with red (S-7, PT-D9)
  Points black_points = 0;  // points scored in games played with black
  int games(Colour c) const { return c == Colour::red ? reds : blacks; }
  Points points(Colour c) const { return c == Colour::red ? red_points : black_points; }
};

struct Verdict {
  bool first = false;
  std::string why;
};

class Boards {
 public:
  Boards(const Ledger& l, Sink& sink) : l_(l), sink_(sink), players_(static_cast<size_t>(l.n) + 1) {}

  void run() {
    for (int r = 1; r <= l_.rounds; ++r) {
      if (l_.swiss_round(r)) check_round(r);
      add_round(r);
    }
  }

 private:
  const PlayerBefore& player(EntrantId p) const { return players_[static_cast<size_t>(p)]; }

  // The round's games and byes into the players' counts (after the round's checks).
  void add_round(int r) {
    const bool marks = l_.record.rules.bye_colour_mark == ByeColourMark::count;
    const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
    for (EntrantId p = 1; p <= l_.n; ++p) {
      PlayerBefore& pb = players_[static_cast<size_t>(p)];
      const Seat& s = l_.seat(r, p);
      if (s.colour) {  // played over the board (PT-D9)
        (*s.colour == Colour::red ? pb.reds : pb.blacks) += 1;
        (*s.colour == Colour::red ? pb.red_points : pb.black_points) += s.points;
      } else if (s.bye && marks) {  // S-3: the mark counts in red / black games, never in points
        const auto it =
            std::find_if(rd.byes.begin(), rd.byes.end(), [p](const Bye& b) { return b.entrant == p; });
        if (it != rd.byes.end() && it->mark) (*it->mark == Colour::red ? pb.reds : pb.blacks) += 1;
      }
      pb.total = l_.score_after[static_cast<size_t>(r - 1)][static_cast<size_t>(p - 1)];
      pb.progressive += pb.total;
    }
  }

  // PT-10 (home, wanted = black) and PT-11 (away, wanted = red): is a placed before b in round r?
  // `look`: with the look-back (2); PT-D12 leaves it out for a tied set where it is circular.
  Verdict order(EntrantId a, EntrantId b, Colour wanted, int r, bool look = true) const {
    const std::string rule = wanted == Colour::black ? "PT-10" : "PT-11";
    const std::string colour = colour_text(wanted);
    const PlayerBefore &pa = player(a), &pb = player(b);
    const std::string vs = " (" + std::to_string(a) + " against " + std::to_string(b) + ")";
    if (pa.games(wanted) != pb.games(wanted))  // (1) more black (red) games first
      return {pa.games(wanted) > pb.games(wanted), rule + " (1): " + colour + " games " +
                                                       std::to_string(pa.games(wanted)) + " and " +
                                                       std::to_string(pb.games(wanted)) + vs};
    for (int k = r - 1; look && k >= 1; --k) {  // (2) PT-D8: the most recent round with different colours
      const auto &ca = l_.seat(k, a).colour, &cb = l_.seat(k, b).colour;
      if (ca && cb && *ca != *cb)
        return {*ca == wanted, rule + " (2): in round " + std::to_string(k) + " " + std::to_string(a) +
                                   " had " + colour_text(*ca) + ", " + std::to_string(b) + " " +
                                   colour_text(*cb)};
    }
    if (pa.total != pb.total)  // (3) higher total,
      return {pa.total > pb.total,
              rule + " (3): total " + format_points(pa.total) + " and " + format_points(pb.total) + vs};
    if (pa.progressive != pb.progressive)  // progressive,
      return {pa.progressive > pb.progressive, rule + " (3): progressive " + format_points(pa.progressive) +
                                                   " and " + format_points(pb.progressive) + vs};
    if (pa.points(wanted) != pb.points(wanted))  // black (red) points
      return {pa.points(wanted) > pb.points(wanted), rule + " (3): " + colour + " points " +
                                                         format_points(pa.points(wanted)) + " and " +
                                                         format_points(pb.points(wanted)) + vs};
    const bool odd = r % 2 == 1;  // (4) PT-D11
    return {odd ? a < b : a > b,
            rule + " (4): " +
                (odd ? "odd round, the smaller number first" : "even round, the larger number first") + vs};
  }

  void check_round(int r) {
    const Round& rd = l_.record.rounds[static_cast<size_t>(r - 1)];
    for (const Match& m : rd.matches)
      for (Side side : {Side::home, Side::away}) check_team(r, rd, m, side);
  }

  // One team's players in one match, board by board, against PT-10 / PT-11.
  void check_team(int r, const Round& rd, const Match& m, Side side) {
    const EntrantId team = side == Side::home ? m.home : m.away;
    std::vector<std::pair<int, EntrantId>> seated;  // (board, player)
    for (int gi : m.games) {
      const Game& g = rd.games[static_cast<size_t>(gi)];
      if (g.kind == GameKind::playoff) continue;
      for (EntrantId p : {g.red, g.black})
        if (l_.team_of[static_cast<size_t>(p - 1)] == team) seated.emplace_back(g.board, p);
    }
    std::sort(seated.begin(), seated.end());
    for (size_t i = 1; i < seated.size(); ++i)  // a malformed match: PT-9 / V-2 report it
      if (seated[i].first == seated[i - 1].first) return;
    // The decision of docs/pairing-team.md "Board order under another pattern": PT-10's and PT-11's
    // order fills the home team's red boards (PT-9's pattern; the away team's black ones) first,
    // each part in board order — under 000's RRB that is boards 1, 2, 3.
    const std::string& pattern = l_.record.rules.board_colours;
    const auto home_red = [&](int board) {
      return pattern.empty() || pattern[static_cast<size_t>(board - 1) % pattern.size()] == 'R';
    };
    std::stable_sort(seated.begin(), seated.end(),
                     [&](const auto& a, const auto& b) { return home_red(a.first) && !home_red(b.first); });
    for (size_t i = 0; i < seated.size(); ++i)
      for (size_t j = i + 1; j < seated.size(); ++j)
        if (seated[i].second == seated[j].second) return;
    const int k = static_cast<int>(seated.size());
    if (k < 2) return;
    const Colour wanted = side == Side::home ? Colour::black : Colour::red;
    const auto id = [&](int i) { return seated[static_cast<size_t>(i)].second; };
    // PT-D12: inside a set equal on (1) the look-back is used only when the whole comparison
    // orders the set without a cycle; otherwise the set is ordered by (3), (4).
    const auto games = [&](int i) { return player(id(i)).games(wanted); };
    std::vector<char> circular(static_cast<size_t>(k), 0);
    for (int i = 0; i < k; ++i) {
      std::vector<int> set;  // the players tied with i on (1)
      for (int j = 0; j < k; ++j)
        if (games(j) == games(i)) set.push_back(j);
      const auto at = [&](int x) { return set[static_cast<size_t>(x)]; };
      const PairwiseOrder full(static_cast<int>(set.size()),
                               [&](int x, int y) { return order(id(at(x)), id(at(y)), wanted, r).first; });
      for (int x = 0; x < full.size(); ++x)
        for (int y = 0; y < full.size(); ++y) circular[static_cast<size_t>(i)] |= full.open(x, y) ? 1 : 0;
    }
    const auto verdict = [&](int i, int j) {
      const bool look = games(i) != games(j) || !circular[static_cast<size_t>(i)];
      Verdict v = order(id(i), id(j), wanted, r, look);
      if (!look)
        v.why += "; PT-D12: the look-back is circular among the players with as many games, so left out";
      return v;
    };
    const PairwiseOrder po(k, [&](int i, int j) { return verdict(i, j).first; });

    // The order the rule forces, with the recorded order kept where it leaves a choice: by the
    // number of players forced before each one (the components of a tournament are in a line).
    std::vector<int> forced_before(static_cast<size_t>(k), 0), expected(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i) {
      expected[static_cast<size_t>(i)] = i;
      for (int j = 0; j < k; ++j) forced_before[static_cast<size_t>(i)] += po.forced(j, i) ? 1 : 0;
    }
    std::stable_sort(expected.begin(), expected.end(), [&](int x, int y) {
      return forced_before[static_cast<size_t>(x)] < forced_before[static_cast<size_t>(y)];
    });
    const std::string rule = side == Side::home ? "PT-10" : "PT-11";
    const auto list = [&](const std::vector<int>& v) {
      std::string s;
      for (int i : v) s += (s.empty() ? "" : ", ") + std::to_string(id(i));
      return s;
    };
    const auto boards_text = [&] {  // "1..3", or "1, 3, 2" when the red boards come first
      bool in_order = true;
      for (size_t i = 1; i < seated.size(); ++i) in_order = in_order && seated[i].first > seated[i - 1].first;
      if (in_order) return std::to_string(seated.front().first) + ".." + std::to_string(seated.back().first);
      std::string s;
      for (const auto& [board, p] : seated) s += (s.empty() ? "" : ", ") + std::to_string(board);
      return s + " (home's red boards first)";
    };
    std::vector<int> recorded(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i) recorded[static_cast<size_t>(i)] = i;
    const std::string head = "table " + std::to_string(m.table) + ", " +
                             (side == Side::home ? "home " : "away ") + team_name(l_.record, team) +
                             ": boards " + boards_text() + " hold " + list(recorded);
    for (int i = 0; i < k; ++i) {
      const int want = expected[static_cast<size_t>(i)];
      if (want == i) continue;
      // The first board whose player is not the one the rule puts there: `want` is forced before
      // the player recorded here.
      sink_.violation("V-4", rule, r, m.table, id(want),
                      head + "; " + rule + " orders " + list(expected) + " (" + verdict(want, i).why + ")");
      return;
    }
  }

  const Ledger& l_;
  Sink& sink_;
  std::vector<PlayerBefore> players_;  // index = player id, before the round being checked
};

}  // namespace

void check_team_boards(const Ledger& l, Sink& sink) {
  if (!l.team_event) return;
  Boards(l, sink).run();
}

}  // namespace xq::verify_detail
