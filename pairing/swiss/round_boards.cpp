#include "pairing/swiss/round_boards.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "pairing/model/rules.hpp"

namespace xq {
namespace {

// One board of the round being written: red and black (player indexes) and PI-8's keys.
struct Board {
  int red, black;
  Points high = 0, low = 0;  // the pair's higher and lower score
  int top = 0;               // the player first in PI-3 order
  int top_order = 0;         // its place among the boards' tops in PI-3 order
};

// PI-6 / PI-7: each pair's colours.
std::vector<Board> coloured_boards(const RoundBoardsInput& in, const Explainer& explain) {
  const std::vector<SwissPlayer>& players = *in.players;
  std::vector<Board> boards;
  boards.reserve(in.pairs->size());
  for (auto [x, y] : *in.pairs) {
    const SwissPlayer& a = players[at(x)];
    const SwissPlayer& b = players[at(y)];
    const ColourChoice c =
        choose_colours({&a.colours, a.number, a.score}, {&b.colours, b.number, b.score}, in.colours);
    boards.push_back(c.a_red ? Board{x, y} : Board{y, x});
    const Board& bd = boards.back();
    explain.decision(c.reason == ColourReason::last_rounds ? "PI-7" : "PI-6", players[at(bd.red)].id,
                     players[at(bd.black)].id, true, [&] {
                       return std::to_string(players[at(bd.red)].id) + " red, " +
                              std::to_string(players[at(bd.black)].id) + " black (" + to_string(c.reason) +
                              ")";
                     });
  }
  return boards;
}

// PI-8: higher score of the pair, then the lower, then the higher player's PI-3 order. PI-3
// is a strict total order and each player is on one board, so no two boards are equal and
// sorting by keys read once gives the one order a stable sort by the rule would.
void order_boards(const std::vector<SwissPlayer>& players, int round, std::vector<Board>& boards,
                  std::vector<int>& tops, std::vector<int>& order_of) {
  tops.clear();
  for (Board& b : boards) {
    const SwissPlayer& pr = players[at(b.red)];
    const SwissPlayer& pb = players[at(b.black)];
    b.high = std::max(pr.score, pb.score);
    b.low = std::min(pr.score, pb.score);
    b.top = pi3_before(pr, pb, round) ? b.red : b.black;
    tops.push_back(b.top);
  }
  std::sort(tops.begin(), tops.end(),
            [&](int x, int y) { return pi3_before(players[at(x)], players[at(y)], round); });
  order_of.resize(players.size());  // by player: place of a top in `tops`
  for (size_t i = 0; i < tops.size(); ++i) order_of[at(tops[i])] = static_cast<int>(i);
  for (Board& b : boards) b.top_order = order_of[at(b.top)];
  std::sort(boards.begin(), boards.end(), [](const Board& p, const Board& q) {
    if (p.high != q.high) return p.high > q.high;
    if (p.low != q.low) return p.low > q.low;
    return p.top_order < q.top_order;
  });
}

// W-2..W-5 for one board: the colour limits it breaks, a same-team game P1-7 wanted to avoid,
// a float of more than one score group.
void warn(const RoundBoardsInput& in, const Board& b, const std::string& where,
          std::vector<Warning>& warnings) {
  const std::vector<SwissPlayer>& players = *in.players;
  for (const auto& [k, c] : {std::pair{b.red, Colour::red}, std::pair{b.black, Colour::black}})
    add_colour_warnings(players[at(k)].colours, players[at(k)].id, c, where, warnings,
                        in.entrants);  // W-2, W-3
  const SwissPlayer& pr = players[at(b.red)];
  const SwissPlayer& pb = players[at(b.black)];
  if (in.avoid_team && pr.team >= 0 && pr.team == pb.team)  // W-4
    warnings.push_back({"W-4", pr.id,
                        where + entrant_text(in.entrants, pr.id) + " and " +
                            entrant_text(in.entrants, pb.id) +
                            " of one team meet: no round avoiding it exists"});
  if (std::abs(pr.group - pb.group) > 1) {  // W-5
    const SwissPlayer& hi = pr.group < pb.group ? pr : pb;
    const SwissPlayer& lo = pr.group < pb.group ? pb : pr;
    // "5 (洪智, score 5)": the start number and name, as other messages name a player.
    const auto named = [&](const SwissPlayer& p) {
      return entrant_text(in.entrants, p.id, "score " + format_points(p.score));
    };
    warnings.push_back({"W-5", hi.id,
                        where + named(hi) + " floats " + std::to_string(lo.group - hi.group) +
                            " score groups down to " + named(lo)});
  }
}

}  // namespace

void write_round_boards(const RoundBoardsInput& in, const Explainer& explain, std::vector<int>& scratch,
                        std::vector<int>& index, Round& round) {
  const std::vector<SwissPlayer>& players = *in.players;
  std::vector<Board> boards = coloured_boards(in, explain);
  order_boards(players, in.colours.round, boards, scratch, index);
  round.games.reserve(boards.size() + 1);  // (+ 1: the PI-10 final, put first by pair_next_round)
  const std::string where = "round " + std::to_string(in.colours.round) + ": ";
  int board = in.first_board;
  for (const Board& b : boards) {
    Game g;
    g.board = board++;
    g.red = players[at(b.red)].id;
    g.black = players[at(b.black)].id;
    round.games.push_back(g);
    warn(in, b, where, round.warnings);
  }
  if (in.bye >= 0) round.byes.push_back(Bye{players[at(in.bye)].id, std::nullopt});
  explain("PI-8", [&] {
    return "boards: " + join_ids(round.games, [](const Game& g) {
             return std::to_string(g.board) + ":" + std::to_string(g.red) + "–" + std::to_string(g.black);
           });
  });
}

}  // namespace xq
