// Laws of the standings on random small individual records (STYLE: laws, plus a check that
// their preconditions are reached — see the RC_CLASSIFY labels):
//  - the ranking is a strict weak order, for the record's list and for every named list;
//  - relabelling entrants permutes the rows and changes nothing else;
//  - the scores add up to the points the games and byes give out;
//  - compute_places(record, k) is compute_standings(truncated(record, k)) without the values, for
//    every k and every list, with and without a PI-10 final;
//  - leading_places(record, c) is the first c entrants of compute_places(record)'s order, and
//    leading_rows gives those rows and the rows sharing a place with them as compute_places does;
//  - T-8 "ranking" reads the ranks of the standings after the previous round (rules.md T-8).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <numeric>

#include "pairing/standings/standings.hpp"
#include "tests/support/build.hpp"
#include "tests/support/record_gen.hpp"

namespace xq {
namespace {

// A random permutation of 1..n (shrinks towards the identity).
std::vector<EntrantId> gen_permutation(int n) {
  const auto keys = *rc::gen::container<std::vector<int>>(static_cast<size_t>(n), rc::gen::inRange(0, 1000));
  std::vector<EntrantId> ids(static_cast<size_t>(n));
  std::iota(ids.begin(), ids.end(), 1);
  std::stable_sort(ids.begin(), ids.end(), [&](EntrantId a, EntrantId b) {
    return keys[static_cast<size_t>(a - 1)] < keys[static_cast<size_t>(b - 1)];
  });
  return ids;
}

std::vector<std::string> individual_lists() {
  std::vector<std::string> names;
  for (const TiebreakList& l : tiebreak_lists())
    if (l.scope == TiebreakScope::individual) names.emplace_back(l.name);
  return names;
}

std::vector<std::string> individual_criteria() {
  std::vector<std::string> names;
  for (const CriterionInfo& c : tiebreak_registry())
    if (c.scope == TiebreakScope::individual) names.emplace_back(c.name);
  return names;
}

// A random Swiss-like record: 2..9 players, 1..5 rounds, random pairings (rematches allowed,
// as in a double round robin), byes with random marks, forfeits, fouls, random settings.
Record gen_record() {
  const int n = *rc::gen::inRange(2, 10);
  const int rounds = *rc::gen::inRange(1, 6);
  RuleSet rules;
  rules.points = *rc::gen::element(GamePoints{4, 2, 0, -1, -1}, GamePoints{2, 1, 0, -1, -1},
                                   GamePoints{6, 2, 0, -1, -1}, GamePoints{4, 2, 0, 2, 4});
  rules.bye_opponent_score =
      *rc::gen::element(ByeOpponentScore::lowest, ByeOpponentScore::lowest_nonzero, ByeOpponentScore::zero);
  rules.bye_colour_mark = *rc::gen::element(ByeColourMark::none, ByeColourMark::count);
  rules.bye_counts_as_win = *rc::gen::arbitrary<bool>();
  rules.forfeit_counts_as_win = *rc::gen::arbitrary<bool>();
  rules.forfeit_colour = *rc::gen::element(ForfeitColour::none, ForfeitColour::count);
  rules.previous_round = *rc::gen::element(PreviousRound::ranking, PreviousRound::round_totals);
  rules.strong_opponent_score =
      *rc::gen::element(StrongOpponent::opponents_opponent_score, StrongOpponent::points_vs_strongest,
                        StrongOpponent::best_opponent_rank);
  if (*rc::gen::arbitrary<bool>()) {
    rules.tiebreaks = {*rc::gen::elementOf(individual_lists())};
  } else {
    const auto all = individual_criteria();
    rules.tiebreaks =
        *rc::gen::container<std::vector<std::string>>(*rc::gen::inRange(0, 6), rc::gen::elementOf(all));
  }
  test::RecordBuilder b(n, rules);
  for (int r = 0; r < rounds; ++r) {
    const auto order = gen_permutation(n);
    std::vector<test::G> games;
    for (size_t i = 0; i + 1 < order.size(); i += 2) {
      test::G g{
          order[i], order[i + 1],
          *rc::gen::weightedElement<char>({{30, 'R'}, {25, 'D'}, {30, 'B'}, {3, 'r'}, {3, 'b'}, {2, 'x'}})};
      g.red_fouls = *rc::gen::weightedElement<int>({{8, 0}, {1, 1}, {1, 2}});
      g.black_fouls = *rc::gen::weightedElement<int>({{8, 0}, {1, 1}});
      games.push_back(g);
    }
    if (n % 2 == 1) games.push_back(test::bye(order.back(), *rc::gen::element(' ', 'R', 'B')));
    b.round(games);
  }
  return b.build();
}

bool same_standing(const StandingRow& a, const StandingRow& b) {
  if (a.score != b.score) return false;
  for (size_t k = 0; k < a.values.size(); ++k)
    if (a.values[k].key != b.values[k].key) return false;
  return true;
}

// (score, key_1, key_2, ...) of a row, for lexicographic comparison.
std::vector<std::vector<std::int64_t>> sort_key(const StandingRow& r) {
  std::vector<std::vector<std::int64_t>> k{{r.score}};
  for (const auto& v : r.values) k.push_back(v.key);
  return k;
}

void check_strict_weak_order(const Record& record, const Standings& s) {
  RC_ASSERT(s.rows.size() == record.entrants.size());
  std::vector<EntrantId> ids = s.order();
  std::sort(ids.begin(), ids.end());
  std::vector<EntrantId> expected(record.entrants.size());
  std::iota(expected.begin(), expected.end(), 1);
  RC_ASSERT(ids == expected);  // every entrant once
  for (size_t i = 0; i < s.rows.size(); ++i) {
    const StandingRow& row = s.rows[i];
    RC_ASSERT(row.values.size() == s.criteria.size());
    if (i == 0) {
      RC_ASSERT(row.rank == 1);
      continue;
    }
    const StandingRow& prev = s.rows[i - 1];
    RC_ASSERT(sort_key(prev) >= sort_key(row));  // best first, lexicographically
    // Equal rank ⇔ equal score and every value; otherwise the rank is the position.
    if (same_standing(prev, row)) {
      RC_ASSERT(row.rank == prev.rank);
      RC_ASSERT(prev.id < row.id);
    } else {
      RC_ASSERT(row.rank == static_cast<int>(i) + 1);
      RC_ASSERT(row.rank > prev.rank);
    }
  }
  for (size_t i = 0; i < s.rows.size(); ++i) {
    const bool equal_neighbour = (i > 0 && s.rows[i - 1].rank == s.rows[i].rank) ||
                                 (i + 1 < s.rows.size() && s.rows[i + 1].rank == s.rows[i].rank);
    RC_ASSERT(s.rows[i].shared_rank == equal_neighbour);
  }
}

RC_GTEST_PROP(StandingsLaws, RankingIsAStrictWeakOrderForEveryList, ()) {
  const Record record = gen_record();
  const Standings s = compute_standings(record);
  check_strict_weak_order(record, s);
  const bool shared =
      std::any_of(s.rows.begin(), s.rows.end(), [](const StandingRow& r) { return r.shared_rank; });
  RC_CLASSIFY(shared, "some place shared");
  RC_CLASSIFY(
      std::any_of(record.rounds.begin(), record.rounds.end(), [](const Round& r) { return !r.byes.empty(); }),
      "byes");
  for (const std::string& list : individual_lists()) {
    const Standings t = compute_standings(record, expand_tiebreaks({list}));
    check_strict_weak_order(record, t);
    if (list == "wxc-swiss")  // T-2 reached: some tied group had all met
      RC_CLASSIFY(std::any_of(t.rows.begin(), t.rows.end(),
                              [](const StandingRow& r) { return !r.values[1].text.empty(); }),
                  "direct encounter applied");
    // A list only refines the score order.
    for (size_t i = 1; i < t.rows.size(); ++i) RC_ASSERT(t.rows[i - 1].score >= t.rows[i].score);
  }
}

// Applies the permutation: entrant i becomes perm[i - 1].
Record relabelled(const Record& r, const std::vector<EntrantId>& perm) {
  auto map = [&](EntrantId id) { return perm.at(static_cast<size_t>(id - 1)); };
  Record out = r;
  for (const Entrant& e : r.entrants) {
    Entrant moved = e;
    moved.id = map(e.id);
    out.entrants.at(static_cast<size_t>(moved.id - 1)) = moved;
  }
  for (Round& round : out.rounds) {
    for (Game& g : round.games) g.red = map(g.red), g.black = map(g.black);
    for (Bye& b : round.byes) b.entrant = map(b.entrant);
  }
  return out;
}

RC_GTEST_PROP(StandingsLaws, RelabellingPermutesTheRowsAndNothingElse, ()) {
  const Record record = gen_record();
  const auto perm = gen_permutation(record.entrant_count());
  const Standings a = compute_standings(record);
  const Standings b = compute_standings(relabelled(record, perm));
  RC_ASSERT(a.criteria == b.criteria);
  RC_ASSERT(a.rows.size() == b.rows.size());
  for (const StandingRow& row : a.rows) {
    StandingRow moved = b.row_of(perm.at(static_cast<size_t>(row.id - 1)));
    moved.id = row.id;
    RC_ASSERT(moved == row);
  }
  for (size_t i = 0; i < a.rows.size(); ++i) RC_ASSERT(a.rows[i].rank == b.rows[i].rank);
  RC_CLASSIFY(perm != a.order(), "non-trivial permutation");
}

RC_GTEST_PROP(StandingsLaws, ScoresAddUpToThePointsGivenOut, ()) {
  const Record record = gen_record();
  Points given = 0;  // from the record itself, not from the histories
  for (const Round& round : record.rounds) {
    for (const Game& g : round.games) {
      if (g.kind == GameKind::playoff) continue;
      const GameScore sc = game_score(g.result, record.rules.points);
      given += sc.red + sc.black;
    }
    given += static_cast<Points>(round.byes.size()) * record.rules.points.win;
  }
  Points sum = 0;
  for (const StandingRow& row : compute_standings(record).rows) sum += row.score;
  RC_ASSERT(sum == given);
}

}  // namespace
}  // namespace xq

namespace xq {
namespace {

// gen_record, sometimes with a PI-10 final: the last round's first game becomes the final
// (after round rounds − 1), drawn finals sometimes followed by an armageddon play-off. Every
// round of gen_record has a game, so a record of two rounds or more can always take one.
Record gen_record_with_final() {
  Record r = gen_record();
  gen::maybe_final(r);
  return r;
}

Standings without_values(Standings s) {
  for (StandingRow& row : s.rows) row.values.clear();
  return s;
}

RC_GTEST_PROP(StandingsLaws, PlacesAreTheStandingsWithoutValues, ()) {
  Record record = gen_record_with_final();
  RC_CLASSIFY(record.rules.final_after_round > 0, "final");
  std::vector<std::vector<std::string>> lists{record.rules.tiebreaks};
  for (const std::string& list : individual_lists()) lists.push_back({list});
  for (const auto& list : lists) {
    record.rules.tiebreaks = list;
    for (int k = 0; k <= static_cast<int>(record.rounds.size()); ++k) {
      const Standings expected = without_values(compute_standings(truncated(record, k)));
      RC_ASSERT(compute_places(record, k) == expected);
    }
    RC_ASSERT(compute_places(record) == without_values(compute_standings(record)));
  }
}

RC_GTEST_PROP(StandingsLaws, LeadingPlacesAreTheFirstPlaces, ()) {
  Record record = gen_record_with_final();
  std::vector<std::vector<std::string>> lists{record.rules.tiebreaks};
  for (const std::string& list : individual_lists()) lists.push_back({list});
  for (const auto& list : lists) {
    record.rules.tiebreaks = list;
    const Standings places = compute_places(record);
    const std::vector<EntrantId> order = places.order();
    for (size_t count = 0; count <= order.size() + 1; ++count) {
      const std::vector<EntrantId> first(
          order.begin(), order.begin() + static_cast<std::ptrdiff_t>(std::min(count, order.size())));
      RC_ASSERT(leading_places(record, count) == first);
      // The rows before `count` and those sharing a place with them: compute_places' (PI-10's lots).
      const std::vector<StandingRow> rows = leading_rows(record, count);
      RC_ASSERT(rows.size() == places.rows.size());
      for (size_t i = 0; i < rows.size(); ++i) {
        if (i >= count && (count == 0 || rows[i].rank != rows[count - 1].rank)) break;
        RC_ASSERT(rows[i].id == places.rows[i].id);
        RC_ASSERT(rows[i].rank == places.rows[i].rank);
        RC_ASSERT(rows[i].shared_rank == places.rows[i].shared_rank);
      }
    }
  }
}

RC_GTEST_PROP(StandingsLaws, PreviousRoundRankingIsTheRankAfterThePreviousRound, ()) {
  Record record = gen_record_with_final();
  record.rules.previous_round = PreviousRound::ranking;
  const std::vector<std::string> list = {"opponent_score", "previous_round"};
  const Standings now = compute_standings(record, list);
  const int n = static_cast<int>(record.rounds.size());
  const Standings before = compute_standings(truncated(record, n - 1), list);
  for (const StandingRow& row : now.rows)
    RC_ASSERT(row.values[1].key == std::vector<std::int64_t>{-before.rank_of(row.id)});
}

}  // namespace
}  // namespace xq
