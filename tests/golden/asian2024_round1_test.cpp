// Round 1 of the 20th Asian Xiangqi Individual Championship 2024, men (30 players), from
// ../shared/data/asian2024_men_rounds1_7.csv: the players' pairing numbers there are the numbers
// drawn under P1-4, so P1-4's pairing (1–2, 4–3, 5–6, …) with P1-6's colours (odd boards the
// smaller number red, even boards the larger) must give its 15 boards and colours exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/swiss/first_round.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

struct Row {
  int board, red, black;
  std::string red_team, black_team;
};

std::vector<Row> round1_rows() {
  std::ifstream in(XQ_SHARED_DIR "/data/asian2024_men_rounds1_7.csv");
  EXPECT_TRUE(in.good());
  std::vector<Row> rows;
  std::string line;
  bool header = true;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (header) {  // round,board,red_no,red_score_before,red_team,red_name,result,black_name,black_team,black_score_before,black_no,note
      header = false;
      continue;
    }
    std::vector<std::string> c;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, ',');) c.push_back(cell);
    if (c.size() < 11 || c[0] != "1") continue;
    rows.push_back({std::stoi(c[1]), std::stoi(c[2]), std::stoi(c[10]), c[4], c[8]});
  }
  return rows;
}

// The entrants numbered by their drawn numbers, teams from the file.
Record asian_record(const std::vector<Row>& rows, RuleSet rules) {
  Record r = test::make_record(30, rules);
  for (const Row& row : rows) {
    r.entrants[static_cast<size_t>(row.red - 1)].team = row.red_team;
    r.entrants[static_cast<size_t>(row.black - 1)].team = row.black_team;
  }
  return r;
}

TEST(Asian2024Round1, AdjacentPairingWithBoardColoursReproducesAll15Boards) {
  const std::vector<Row> rows = round1_rows();
  ASSERT_EQ(rows.size(), 15u);
  std::vector<CodeAssignment> drawn;
  for (int i = 1; i <= 30; ++i) drawn.push_back({i, i});  // entrant i drew number i
  std::vector<ExplanationLine> lines;
  const Explainer quiet(false, lines);
  FirstRoundDraw draw = adjacent_pairing(drawn);  // P1-4
  // P1-7 is on at this event (004 二.4): no two players of one association meet in the file's
  // round 1, so avoidance must leave the draw alone.
  RuleSet rules;
  rules.avoid_same_team_rounds = {1};
  const Record record = asian_record(rows, rules);
  std::vector<Warning> warnings;
  avoid_same_team(draw, record, warnings, quiet);
  EXPECT_TRUE(warnings.empty());
  const Round round = colour_first_round(draw, FirstRoundColours::board, quiet);  // P1-6
  ASSERT_EQ(round.games.size(), 15u);
  EXPECT_TRUE(round.byes.empty());
  for (const Row& row : rows) {
    const Game& g = round.games[static_cast<size_t>(row.board - 1)];
    EXPECT_EQ(g.board, row.board);
    EXPECT_EQ(g.red, row.red) << "board " << row.board;
    EXPECT_EQ(g.black, row.black) << "board " << row.board;
  }
}

TEST(Asian2024Round1, TheWholeRoundOnePathGivesTheSameBoardsFromSeedsEqualToTheNumbers) {
  // Through pair_next_round: seeds 1..30 equal to the numbers. P1-4 draws anew (the upper half
  // 1..15 takes odd numbers at random), so only the structure can be checked: every board pairs
  // 2k−1 with 2k of the drawn numbers, upper half odd, lower half even, and P1-6's colours.
  const std::vector<Row> rows = round1_rows();
  RuleSet rules;
  rules.avoid_same_team_rounds = {};
  Record record = asian_record(rows, rules);
  Rng rng(2024);
  const PairingResult p = pair_next_round(record, rng);
  ASSERT_TRUE(p.ok());
  ASSERT_EQ(p.codes.size(), 30u);  // the drawn numbers, returned as the players' numbers
  std::vector<int> number(31);
  for (const CodeAssignment& c : p.codes) number[static_cast<size_t>(c.entrant)] = c.code;
  for (int id = 1; id <= 30; ++id) EXPECT_EQ(number[static_cast<size_t>(id)] % 2 == 1, id <= 15) << id;
  for (const Game& g : p.round.games) {
    const int nr = number[static_cast<size_t>(g.red)], nb = number[static_cast<size_t>(g.black)];
    EXPECT_EQ((std::max(nr, nb) + 1) / 2, g.board);
    EXPECT_EQ(std::min(nr, nb) + 1, std::max(nr, nb));
    EXPECT_EQ(nr < nb, g.board % 2 == 1);  // P1-6
  }
}

}  // namespace
}  // namespace xq
