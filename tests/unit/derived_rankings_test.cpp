// T-13 team ranking from individual places and T-14 category rankings (filter and separate).
#include "pairing/standings/derived_rankings.hpp"

#include <gtest/gtest.h>

#include "reports/standings_report.hpp"
#include "tests/support/build.hpp"
#include "tests/support/input_error.hpp"
#include "tests/support/mixed_round_robin.hpp"

namespace xq {
namespace {

using test::RecordBuilder;

// A main ranking written by hand: ranks[i] is the rank of entrant i + 1, rows in rank order.
Standings ranking(const std::vector<int>& ranks) {
  Standings s;
  std::vector<EntrantId> ids;
  for (size_t i = 0; i < ranks.size(); ++i) ids.push_back(static_cast<EntrantId>(i + 1));
  std::stable_sort(ids.begin(), ids.end(), [&](EntrantId a, EntrantId b) {
    return ranks[static_cast<size_t>(a - 1)] < ranks[static_cast<size_t>(b - 1)];
  });
  for (EntrantId id : ids) s.rows.push_back({ranks[static_cast<size_t>(id - 1)], id, 0, {}, false});
  return s;
}

TEST(TeamFromIndividuals, SumOfTheBestTwoPlacesThenTheBestPlace) {
  // Places 1..9 (player i placed i). Teams: A {1,6,8}: 1 + 6 = 7, best 1 (8 not counted);
  // B {2,5}: 2 + 5 = 7, best 2 → after A; C {3,9}: 3 + 9 = 12; D {4} and E {7}: one player each.
  Record r = RecordBuilder(9)
                 .team_name("A", {1, 6, 8})
                 .team_name("B", {2, 5})
                 .team_name("C", {3, 9})
                 .team_name("D", {4})
                 .team_name("E", {7})
                 .build();
  // D and E are not ranked; they follow, by name.
  const auto t = team_ranking_from_individuals(r, ranking({1, 2, 3, 4, 5, 6, 7, 8, 9}));
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(t[0].team, "A");  // 7, best 1
  EXPECT_EQ(t[0].places, 7);
  EXPECT_EQ(t[0].counted, (std::vector<EntrantId>{1, 6}));
  EXPECT_EQ(t[1].team, "B");  // 7, best 2
  EXPECT_EQ(t[1].rank, 2);
  EXPECT_EQ(t[2].team, "C");  // 3 + 9 = 12
  EXPECT_EQ(t[2].rank, 3);
  EXPECT_EQ(t[3].team, "D");
  EXPECT_EQ(t[3].rank, 0);
  EXPECT_EQ(t[4].team, "E");
  EXPECT_EQ(t[4].rank, 0);
}

TEST(TeamFromIndividuals, SharedMainPlacesCanShareTheTeamRank) {
  // Main ranks 1, 2, 2, 4, 5, 5 for players 1..6 (2 and 3 share 2nd, 5 and 6 share 5th).
  // Z {1,4} = 1 + 4 = 5; X {2,5} = 2 + 5 = 7, best 2; Y {3,6} = 2 + 5 = 7, best 2 → X, Y share 2nd.
  Record r = RecordBuilder(6).team_name("X", {2, 5}).team_name("Y", {3, 6}).team_name("Z", {1, 4}).build();
  const auto t = team_ranking_from_individuals(r, ranking({1, 2, 2, 4, 5, 5}));
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].team, "Z");  // 1 + 4 = 5
  EXPECT_EQ(t[1].rank, 2);
  EXPECT_EQ(t[2].rank, 2);
  EXPECT_TRUE(t[1].shared_rank && t[2].shared_rank);
  EXPECT_FALSE(t[0].shared_rank);
}

TEST(TeamFromIndividuals, TeamBestCountsThatManyPlayers) {
  // team_best = 3 (T-13.6). Places 1..7: A {1, 4, 7} = 12, best 1; B {2, 3, 5} = 10 → B first;
  // C {6} has fewer than three players: not ranked, though it has a player placed 6th.
  Record r = RecordBuilder(7).team_name("A", {1, 4, 7}).team_name("B", {2, 3, 5}).team_name("C", {6}).build();
  r.rules.team_best = 3;
  const auto t = team_ranking_from_individuals(r, ranking({1, 2, 3, 4, 5, 6, 7}));
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].team, "B");
  EXPECT_EQ(t[0].places, 10);
  EXPECT_EQ(t[0].best_place, 2);
  EXPECT_EQ(t[1].team, "A");
  EXPECT_EQ(t[1].places, 12);
  EXPECT_EQ(t[1].counted, (std::vector<EntrantId>{1, 4, 7}));
  EXPECT_EQ(t[2].team, "C");
  EXPECT_EQ(t[2].rank, 0);
}

// T-14.3: K for N entrants under category_full_places_min and category_places_max.
struct AwardedCase {
  int n, full_places_min, places_max, k;
};
class PlacesAwarded : public ::testing::TestWithParam<AwardedCase> {};

TEST_P(PlacesAwarded, NMinus1BelowTheMinimumAndAtMostTheMaximum) {
  RuleSet rules;
  rules.category_full_places_min = GetParam().full_places_min;
  rules.category_places_max = GetParam().places_max;
  EXPECT_EQ(category_places_awarded(rules, GetParam().n), GetParam().k);
}

INSTANTIATE_TEST_SUITE_P(T14_3, PlacesAwarded,
                         ::testing::Values(AwardedCase{6, 6, 6, 6},    // boys U16 (6): 1-6
                                           AwardedCase{4, 6, 6, 3},    // boys U12 (4): 1-3
                                           AwardedCase{5, 6, 6, 4},    // girls U16 (5): 1-4
                                           AwardedCase{2, 6, 6, 1},    // girls U12 (2): 1
                                           AwardedCase{10, 6, 6, 6},   // ten, at most six
                                           AwardedCase{10, 6, 0, 10},  // no maximum: all ten
                                           AwardedCase{3, 1, 0, 3},    // N−1 rule off
                                           AwardedCase{3, 1, 2, 2},    // only the maximum
                                           AwardedCase{1, 1, 0, 0},    // one: not ranked (T-14.1)
                                           AwardedCase{1, 6, 0, 0}));

// The main ranking as a Standings of `ranks` with the category filter applied.
CategoryStandings filter_of(const Record& r, const std::vector<int>& ranks, const std::string& category) {
  return category_standings(r, ranking(ranks), category);
}

std::vector<int> places_of(const CategoryStandings& c) {
  std::vector<int> p;
  for (size_t i = 0; i < c.standings.rows.size(); ++i) p.push_back(c.place(i));
  return p;
}

struct CategoryCase {
  int full_places_min;
  std::vector<int> places;  // of the category's members in order
};
class CategoryPlaces : public ::testing::TestWithParam<CategoryCase> {};

TEST_P(CategoryPlaces, FilteredRenumberedAndNMinus1) {
  // Main places 1..7; category U12 = players 2, 5, 7 (N = 3).
  Record r = RecordBuilder(7).category("U12", {2, 5, 7}).category("W", {1}).build();
  r.rules.category_full_places_min = GetParam().full_places_min;
  const CategoryStandings c = filter_of(r, {1, 2, 3, 4, 5, 6, 7}, "U12");
  EXPECT_EQ(c.method, CategoryRanking::filter);
  EXPECT_EQ(c.standings.order(), (std::vector<EntrantId>{2, 5, 7}));
  EXPECT_EQ(c.main_ranks, (std::vector<int>{2, 5, 7}));
  EXPECT_EQ(places_of(c), GetParam().places);
}

INSTANTIATE_TEST_SUITE_P(T14, CategoryPlaces,
                         ::testing::Values(CategoryCase{6, {1, 2, 0}},  // 3 < 6: N−1 = 2 places
                                           CategoryCase{4, {1, 2, 0}},  // 3 < 4
                                           CategoryCase{3, {1, 2, 3}},  // 3 ≥ 3: all placed
                                           CategoryCase{1, {1, 2, 3}}));

TEST(CategoryRanking, SharedMainRankStaysShared) {
  // Main ranks 1, 2, 2, 4, 5, 6; category {2, 3, 6} → places 1, 1, 3 (N = 3 < 6 → the 3rd: none).
  Record r = RecordBuilder(6).category("U", {2, 3, 6}).build();
  const CategoryStandings c = filter_of(r, {1, 2, 2, 4, 5, 6}, "U");
  EXPECT_EQ(places_of(c), (std::vector<int>{1, 1, 0}));
  EXPECT_TRUE(c.standings.rows[0].shared_rank && c.standings.rows[1].shared_rank);
  EXPECT_FALSE(c.standings.rows[2].shared_rank);
  EXPECT_EQ(c.standings.rows[2].rank, 3);
  EXPECT_EQ(categories(r), std::vector<std::string>{"U"});
}

TEST(CategoryRanking, ALateEntryIsRankedButNotCountedInNT14_3) {
  // T-14.3 "N counts the category's entrants at the start": category U = {2, 3, 5, 7}, 7 entered
  // in round 2 (`xqsim add`). N = 3 (< 6: K = 2): 7 is ranked among them but adds no place —
  // places 1, 2 and none, none. Had 7 been there from the start: N = 4, K = 3.
  Record r = RecordBuilder(7).category("U", {2, 3, 5, 7}).build();
  r.entrants[6].entry_round = 2;
  const CategoryStandings c = filter_of(r, {1, 2, 3, 4, 5, 6, 7}, "U");
  EXPECT_EQ(c.at_start, 3);
  EXPECT_EQ(places_of(c), (std::vector<int>{1, 2, 0, 0}));
  r.entrants[6].entry_round = 1;
  EXPECT_EQ(places_of(filter_of(r, {1, 2, 3, 4, 5, 6, 7}, "U")), (std::vector<int>{1, 2, 3, 0}));
}

TEST(CategoryRanking, FromComputedStandings) {
  // 4 players, R1: 1-2 0-1, 3-4 0-1 → 2, 4 on 2 points (T-1 0 each → shared 1st), 1, 3 shared 3rd.
  // Category "V" = {1, 4}, full places from 2: 4 is 1st, 1 is 2nd.
  Record r = RecordBuilder(4).category("V", {1, 4}).round({{1, 2, 'B'}, {3, 4, 'B'}}).build();
  r.rules.category_full_places_min = 2;
  const CategoryStandings c = category_standings(r, compute_standings(r), "V");
  EXPECT_EQ(c.standings.order(), (std::vector<EntrantId>{4, 1}));
  EXPECT_EQ(places_of(c), (std::vector<int>{1, 2}));
}

TEST(CategoryRanking, SharedFifthPrintsFiveFiveSeven) {
  // T-12.7: main ranks 1, 2, 3, 4, 5, 5, 7, 8; category C = players 1..7 (N = 7, K = 7): two
  // share 5th, the next is 7th. With category_places_max = 6 the 7th gets no place ("—"); the
  // block sharing 5th holds an awarded place, so both keep 5.
  Record r = RecordBuilder(8).category("C", {1, 2, 3, 4, 5, 6, 7}).build();
  const std::vector<int> main = {1, 2, 3, 4, 5, 5, 7, 8};
  auto place_column = [&](const CategoryStandings& c) {
    std::vector<std::string> col;
    for (const auto& row : category_table(r, c).rows) col.push_back(row.at(1));
    return col;
  };
  EXPECT_EQ(place_column(filter_of(r, main, "C")),
            (std::vector<std::string>{"1", "2", "3", "4", "5", "5", "7"}));
  r.rules.category_places_max = 6;
  const CategoryStandings c = filter_of(r, main, "C");
  EXPECT_EQ(c.awarded, 6);
  EXPECT_EQ(place_column(c), (std::vector<std::string>{"1", "2", "3", "4", "5", "5", "—"}));
  const TextTable t = category_table(r, c);
  EXPECT_EQ(t.header,
            (std::vector<std::string>{"no", "place", "start_no", "name", "team", "score", "main_rank"}));
  EXPECT_EQ(t.rows[6].at(0), "7");  // the order number is always printed
  const nlohmann::json j = category_json(r, c);
  EXPECT_EQ(j.at("places_awarded"), 6);
  EXPECT_EQ(j.at("rows")[5].at("place"), 5);
  EXPECT_EQ(j.at("rows")[5].at("shared"), true);
  EXPECT_TRUE(j.at("rows")[6].at("place").is_null());
}

TEST(CategoryRanking, UnknownCategoryNamesTheKnownOnes) {
  const Record r = RecordBuilder(3).category("U12", {1}).category("U16", {2, 3}).build();
  const Standings main = ranking({1, 2, 3});
  auto reason = [&](const Record& record, const std::string& category) {
    const InputError e =
        test::input_error_of([&] { (void)category_standings(record, main, category); }, category);
    EXPECT_EQ(e.key(), "category");
    return e.reason();
  };
  EXPECT_EQ(reason(r, "U14"), "unknown category 'U14'; the record's categories: U12, U16");
  EXPECT_EQ(reason(r, ""), "unknown category ''; the record's categories: U12, U16");
  EXPECT_EQ(reason(RecordBuilder(3).build(), "U12"), "unknown category 'U12'; the record has no categories");
}

// ---------------------------------------------------------------------------------------------
// T-14.2 on the mixed round robin of tests/support/mixed_round_robin.hpp (worked there).

std::vector<std::string> texts(const Standings& s, const std::string& criterion) {
  const size_t k =
      static_cast<size_t>(std::find(s.criteria.begin(), s.criteria.end(), criterion) - s.criteria.begin());
  std::vector<std::string> t;
  for (const StandingRow& row : s.rows) t.push_back(row.values.at(k).text);
  return t;
}

TEST(MixedRoundRobin, TheMergedTable) {
  const Standings main = compute_standings(test::mixed_round_robin());
  EXPECT_EQ(main.order(), (std::vector<EntrantId>{4, 6, 5, 1, 2, 3}));
  for (size_t i = 0; i < 6; ++i) EXPECT_EQ(main.rows[i].rank, static_cast<int>(i) + 1);
  EXPECT_EQ(texts(main, "sonneborn_berger"), (std::vector<std::string>{"18", "12", "10", "10", "10", "8"}));
  // T-2 among {5, 1, 2}: 3, 2, 1 (4, 6 and 3 are alone: it does not apply).
  EXPECT_EQ(texts(main, "direct_encounter"), (std::vector<std::string>{"", "", "3", "2", "1", ""}));
}

TEST(MixedRoundRobin, FilterKeepsTheMergedOrder) {
  const Record r = test::mixed_round_robin();
  const Standings main = compute_standings(r);
  const CategoryStandings a = category_standings(r, main, "A");
  EXPECT_EQ(a.standings.order(), (std::vector<EntrantId>{1, 2, 3}));
  EXPECT_EQ(a.main_ranks, (std::vector<int>{4, 5, 6}));
  EXPECT_EQ(a.awarded, 2);  // N = 3 < 6: N − 1
  EXPECT_EQ(places_of(a), (std::vector<int>{1, 2, 0}));
  // The values are the merged table's: T-2 read the game against 5 of category B.
  EXPECT_EQ(texts(a.standings, "direct_encounter"), (std::vector<std::string>{"2", "1", ""}));
}

TEST(MixedRoundRobin, SeparateRanksTheCategoryAmongItself) {
  Record r = test::mixed_round_robin();
  r.rules.category_ranking = CategoryRanking::separate;
  const Standings main = compute_standings(r);
  EXPECT_EQ(main.order(), (std::vector<EntrantId>{4, 6, 5, 1, 2, 3}));  // the merged table is unchanged
  const CategoryStandings a = category_standings(r, main, "A");
  EXPECT_EQ(a.method, CategoryRanking::separate);
  // T-10 10, 10, 8 → {1, 2} then 3; T-2 between 1 and 2 only: their draw, 1 each; T-3: 2 won once.
  EXPECT_EQ(a.standings.order(), (std::vector<EntrantId>{2, 1, 3}));
  EXPECT_EQ(places_of(a), (std::vector<int>{1, 2, 0}));
  EXPECT_EQ(a.main_ranks, (std::vector<int>{5, 4, 6}));
  EXPECT_EQ(texts(a.standings, "sonneborn_berger"), (std::vector<std::string>{"10", "10", "8"}));
  EXPECT_EQ(texts(a.standings, "direct_encounter"), (std::vector<std::string>{"1", "1", ""}));
  EXPECT_EQ(texts(a.standings, "wins"), (std::vector<std::string>{"1", "0", "1"}));
  const CategoryStandings b = category_standings(r, main, "B");
  EXPECT_EQ(b.standings.order(), (std::vector<EntrantId>{4, 6, 5}));
  EXPECT_EQ(places_of(b), (std::vector<int>{1, 2, 0}));
  const TextTable t = category_table(r, a);  // separate: no main_rank column
  EXPECT_EQ(
      std::vector<std::string>(t.header.begin(), t.header.begin() + 7),
      (std::vector<std::string>{"no", "place", "start_no", "name", "team", "score", "sonneborn_berger"}));
  EXPECT_EQ(t.rows[2].at(1), "—");
}

// KO-5: the final places of an event with a knockout, written by hand: rows in final order, an
// entrant the knockout left without a place last with rank 0 (docs/knockout.md "Withdrawals").
Standings final_places(const std::vector<std::pair<EntrantId, int>>& rows) {
  Standings s;
  for (const auto& [id, rank] : rows) s.rows.push_back({rank, id, 0, {}, false});
  return s;
}

TEST(KnockoutPlaces, AnEntrantWithoutAPlaceCountsForNoTeamAndTakesNoCategoryPlaceKO5) {
  // Final places: 3 1st, 2 2nd, 5 3rd, 6 5th; 1 and 4 lost their semi-final both absent (no
  // place). Teams X {1, 2}: 2 alone placed → not ranked; Y {3, 4}: likewise; Z {5, 6}: 3 + 5 = 8.
  Record r = RecordBuilder(6)
                 .team_name("X", {1, 2})
                 .team_name("Y", {3, 4})
                 .team_name("Z", {5, 6})
                 .category("U", {1, 5, 6})
                 .build();
  r.rules.category_full_places_min = 1;
  const Standings main = final_places({{3, 1}, {2, 2}, {5, 3}, {6, 5}, {1, 0}, {4, 0}});
  const auto t = team_ranking_from_individuals(r, main);
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].team, "Z");
  EXPECT_EQ(t[0].places, 8);
  EXPECT_EQ(t[1].rank, 0);
  EXPECT_EQ(t[1].team, "X");
  EXPECT_EQ(t[1].counted, (std::vector<EntrantId>{2}));
  EXPECT_EQ(t[2].rank, 0);
  EXPECT_EQ(t[2].team, "Y");
  // A team none of whose players has a place is listed, by its name, unranked.
  const Standings none = final_places({{3, 1}, {5, 2}, {6, 3}, {2, 4}, {1, 0}, {4, 0}});
  Record w = RecordBuilder(6).team_name("X", {1, 4}).team_name("Z", {2, 3, 5, 6}).build();
  const auto u = team_ranking_from_individuals(w, none);
  ASSERT_EQ(u.size(), 2u);
  EXPECT_EQ(u[1].team, "X");
  EXPECT_EQ(u[1].rank, 0);
  EXPECT_TRUE(u[1].counted.empty());
  const CategoryStandings c = category_standings(r, main, "U");
  EXPECT_EQ(c.standings.order(), (std::vector<EntrantId>{5, 6, 1}));
  EXPECT_EQ(places_of(c), (std::vector<int>{1, 2, 0}));  // 1: no place, though K = N = 3
  EXPECT_EQ(c.main_ranks, (std::vector<int>{3, 5, 0}));
  EXPECT_EQ(category_table(r, c).rows[2].at(6), "—");  // main_rank
}

TEST(KnockoutPlaces, SeparatePutsTheKnockoutsPlacesFirstKO5) {
  // The mixed round robin's category B ranks 4, 6, 5 among itself; had a knockout after it
  // placed 5 1st and 4 4th, B is 5, 4 (in their final order), then 6; had it left 4 without a
  // place, B is 5, 6, then 4 with none.
  Record r = test::mixed_round_robin();
  r.rules.category_ranking = CategoryRanking::separate;
  r.rules.category_full_places_min = 1;
  Standings main = compute_standings(r);
  for (StandingRow& row : main.rows) row.rank = row.id == 5 ? 1 : row.id == 4 ? 4 : row.rank + 4;
  const CategoryStandings b = category_standings(r, main, "B", {5, 2, 3, 4});
  EXPECT_EQ(b.standings.order(), (std::vector<EntrantId>{5, 4, 6}));
  EXPECT_EQ(places_of(b), (std::vector<int>{1, 2, 3}));
  for (StandingRow& row : main.rows)
    if (row.id == 4) row.rank = 0;
  const CategoryStandings none = category_standings(r, main, "B", {5, 2, 3});
  EXPECT_EQ(none.standings.order(), (std::vector<EntrantId>{5, 6, 4}));
  EXPECT_EQ(places_of(none), (std::vector<int>{1, 2, 0}));
}

TEST(MixedRoundRobin, APlayOffAmongTheCategoryDecidesItsTie) {
  // T-14.2: "the play-offs (T-12) among the category's players only". With the list T-10, T-2,
  // T-12, 1 and 2 stay equal in A after T-2 (their draw, 1 each) and a play-off game 2-1 won by 2
  // orders them; it counts in no score (T-12.5). In the merged table T-2 among {5, 1, 2} already
  // decided (5, 1, 2), so the play-off changes nothing there. No criterion is named for this: the
  // play-off is group-relative like T-2 and reads the groups the subset ranking gives it.
  Record r = test::mixed_round_robin();
  r.rules.tiebreaks = {"sonneborn_berger", "direct_encounter", "playoff"};
  r.rules.category_ranking = CategoryRanking::separate;
  const CategoryStandings shared = category_standings(r, compute_standings(r), "A");
  EXPECT_EQ(shared.standings.order(), (std::vector<EntrantId>{1, 2, 3}));
  EXPECT_EQ(places_of(shared), (std::vector<int>{1, 1, 0}));  // no play-off yet: 1st shared
  r.rounds.back().games.push_back({4, 2, 1, Result::red_win, 0, 0, GameKind::playoff, TimeControl::rapid});
  const Standings main = compute_standings(r);
  EXPECT_EQ(main.order(), (std::vector<EntrantId>{4, 6, 5, 1, 2, 3}));
  EXPECT_EQ(main.row_of(1).score, test::pt(4));  // the play-off scores nothing
  const CategoryStandings a = category_standings(r, main, "A");
  EXPECT_EQ(a.standings.order(), (std::vector<EntrantId>{2, 1, 3}));
  EXPECT_EQ(places_of(a), (std::vector<int>{1, 2, 0}));
}

TEST(MixedRoundRobin, SubsetStandingsStartTheTiesFromTheSubset) {
  // The subset {1, 2, 5}: the merged T-2 group itself → the merged order 5, 1, 2.
  const Record r = test::mixed_round_robin();
  const Standings s = compute_standings(r, {"wxc-rr"}, {1, 2, 5});
  EXPECT_EQ(s.order(), (std::vector<EntrantId>{5, 1, 2}));
  // {1, 2, 3, 6}: 6 (6 points) first; then as category A.
  EXPECT_EQ(compute_standings(r, {"wxc-rr"}, {6, 3, 2, 1}).order(), (std::vector<EntrantId>{6, 2, 1, 3}));
}

}  // namespace
}  // namespace xq
