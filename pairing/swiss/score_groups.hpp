// The players of an individual Swiss round as the row method sees them, their score groups and
// the two rows of each group (rules.md PI-1, PI-2, PI-3).
#pragma once

#include <optional>
#include <vector>

#include "pairing/model/history.hpp"
#include "pairing/model/types.hpp"
#include "pairing/swiss/colour_rules.hpp"

namespace xq {

/// One player to be paired this round.
struct SwissPlayer {
  EntrantId id = 0;
  int number = 0;  ///< pairing number: the P1-8 code where drawn, else the id
  Points score = 0;
  ColourHistory colours;
  std::vector<EntrantId> opponents;  ///< everyone met (forfeits included, S-2)
  int team = -1;                     ///< team index for P1-7 avoidance; -1 = none
  int byes = 0;
  int group = 0;             ///< score group index, 0 = highest (PI-2)
  Colour row = Colour::red;  ///< PI-1: red-due or black-due row

  bool met(EntrantId other) const;
};

/// PI-3 order inside a row: higher score; larger |need|, then longer streak; then in odd
/// rounds the smaller number first, in even rounds the larger.
bool pi3_before(const SwissPlayer& a, const SwissPlayer& b, int round);

/// A score group (PI-2) and its rows (PI-1), each in PI-3 order; indices into the players.
struct ScoreGroup {
  Points score = 0;
  std::vector<int> red_row;    ///< red-due (先手区)
  std::vector<int> black_row;  ///< black-due (后手区)
};

/// Sets `group` and `row` of every player and returns the score groups, highest first.
/// PI-1 decision: a player without colour history joins the shorter row of the group (red-due
/// when equal), taken in PI-3 order (so by number).
std::vector<ScoreGroup> build_score_groups(std::vector<SwissPlayer>& players, int round);

/// The same into `groups`, reusing its memory (and that of its rows); `scratch` is working
/// memory.
void build_score_groups(std::vector<SwissPlayer>& players, int round, std::vector<ScoreGroup>& groups,
                        std::vector<int>& scratch);

/// Sorts `row` (indices into `players`) in PI-3 order.
void sort_row(std::vector<int>& row, const std::vector<SwissPlayer>& players, int round);

/// Every player, group by group from the top, the two rows interleaved (red 1, black 1, red 2,
/// …): the order in which the row method tends to pair, used to seed the matching.
std::vector<int> interleaved_order(const std::vector<ScoreGroup>& groups);

/// The same into `order` (cleared first), reusing its memory.
void interleaved_order(const std::vector<ScoreGroup>& groups, std::vector<int>& order);

}  // namespace xq
