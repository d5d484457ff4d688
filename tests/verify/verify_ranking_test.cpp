// The verifier's own ranking (verify/ranking.hpp) against small events ranked by hand from the
// text of rules.md T, and V-5 / PI-10 catching planted wrong orders and a wrong finalist.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../support/build.hpp"
#include "verify/ledger.hpp"
#include "verify/ranking.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using namespace verify_detail;
using test::G;
using test::M;

RuleSet swiss(int rounds, std::vector<std::string> tiebreaks = {"cn-14.3.1"}) {
  RuleSet r;
  r.rounds = rounds;
  r.tiebreaks = std::move(tiebreaks);
  return r;
}

// Six players, three rounds (tests/verify/verify_test.cpp's good record). Scores (half-units):
// 1: 8, 2: 2, 3: 4, 4: 8, 5: 4, 6: 10.
// T-1: 1 = 2 + 10 + 4 = 16 (opponents 2, 6, 3), 4 = 4 + 2 + 10 = 16 (3, 2, 6): equal;
//      3 = 8 + 4 + 8 = 20 (4, 5, 1), 5 = 10 + 4 + 2 = 16 (6, 3, 2).
// T-3: 1 won rounds 1 and 3 (2 wins), 4 won round 2 (1 win).
Record six(RuleSet rules = swiss(3)) {
  return test::make_record(6,
                           {{{1, 2, 'R'}, {4, 3, 'D'}, {5, 6, 'B'}},
                            {{6, 1, 'R'}, {3, 5, 'D'}, {2, 4, 'B'}},
                            {{4, 6, 'D'}, {1, 3, 'R'}, {5, 2, 'D'}}},
                           rules);
}

// Four players, all against all. R1: 1–2 red wins, 3–4 draw; R2: 3–1 red wins, 2–4 red wins;
// R3: 4–1 black wins, 3–2 black wins. Scores (points, win 2): 1: 4, 2: 4, 3: 3, 4: 1 (half-units
// 8, 8, 6, 2). 1 and 2: T-1 equal (every other player once: 12 − 4 = 8 points each); T-2 1 beat
// 2; T-3 2 wins each; T-7 none; T-5 two black games each (1: R2, R3; 2: R1, R3); T-8: after
// round 2 (1: 2 points, opponents 2 + 3 = 2 + 3; 2: 2 points, opponents 1 + 4 = 2 + 1) 1 was
// ahead by T-1.
std::vector<std::vector<G>> rr4_rounds() {
  return {{{1, 2, 'R'}, {3, 4, 'D'}}, {{3, 1, 'R'}, {2, 4, 'R'}}, {{4, 1, 'B'}, {3, 2, 'B'}}};
}

int place(const Ranking& r, EntrantId e) { return r.place[static_cast<size_t>(e - 1)]; }

std::vector<Violation> with_rule(const std::vector<Violation>& vs, const std::string& rule) {
  std::vector<Violation> out;
  std::copy_if(vs.begin(), vs.end(), std::back_inserter(out),
               [&](const Violation& v) { return v.rule == rule; });
  return out;
}

std::string dump(const std::vector<Violation>& vs) {
  std::string s;
  for (const Violation& v : vs) s += "  " + to_string(v) + "\n";
  return s;
}

TEST(VerifyRanking, ReadsTheNamedLists) {
  const CriterionList cn = read_criteria({"cn-14.3.1"}, false);
  EXPECT_EQ(cn.criteria, (std::vector<Criterion>{Criterion::opponent_score, Criterion::wins, Criterion::fouls,
                                                 Criterion::black_games, Criterion::previous_round}));
  EXPECT_TRUE(cn.unknown.empty());
  EXPECT_EQ(read_criteria({"wxc-swiss"}, false).criteria.size(), 8u);
  EXPECT_EQ(read_criteria({"team-pt14"}, true).criteria.back(), Criterion::team_number);
  const CriterionList odd = read_criteria({"wins", "no_such", "fouls"}, false);
  EXPECT_EQ(odd.criteria, std::vector<Criterion>{Criterion::wins});
  EXPECT_EQ(odd.unknown, "no_such");
  EXPECT_EQ(read_criteria({"wins"}, true).unknown, "wins");  // individual names do not rank teams
  EXPECT_EQ(rule_of(Criterion::opponent_score), "T-1");
  EXPECT_EQ(rule_of(Criterion::team_progressive), "PT-14 (2)");
}

TEST(VerifyRanking, SixPlayersByHand) {  // T-1, T-3
  const Record r = six();
  const Ledger l(r, VerifyOptions{});
  const CriterionList list = read_criteria(r.rules.tiebreaks, false);
  const Ranking k = rank_entrants(l, 3, list.criteria);
  EXPECT_EQ(k.order, (std::vector<EntrantId>{6, 1, 4, 3, 5, 2}));
  EXPECT_EQ(k.place, (std::vector<int>{2, 6, 4, 3, 5, 1}));
  // 1–4 told apart by T-3 (index 1: T-1 was equal), 3–5 by T-1 (index 0), the rest by score.
  EXPECT_EQ(k.split, (std::vector<int>{Ranking::kByScore, 1, Ranking::kByScore, 0, Ranking::kByScore}));
}

// S-2 `forfeit_colour`: R1 1–2 forfeit (1 absent: 2 wins with black), 3–4 black wins; R2 4–1
// draw, 3–2 draw. 2 and 4 on 3 points: black wins 0 and 1 under `none` (the forfeit has no
// colour) → 4 first; 1 and 1 under `count`, then black games 2 (the forfeit and R2) and 1 → 2
// first. 1 and 3 on 1 point: black games 1 and 0 → 1 first under both.
TEST(VerifyRanking, ForfeitColoursCountInBlackWinsAndGamesOnlyWhenKeptS2) {  // T-4, T-5
  for (const auto& [setting, want] : {std::pair{ForfeitColour::none, std::vector<EntrantId>{4, 2, 1, 3}},
                                      std::pair{ForfeitColour::count, std::vector<EntrantId>{2, 4, 1, 3}}}) {
    RuleSet rules = swiss(2, {"black_wins", "black_games"});
    rules.forfeit_colour = setting;
    const Record r = test::make_record(4, {{{1, 2, 'b'}, {3, 4, 'B'}}, {{4, 1, 'D'}, {3, 2, 'D'}}}, rules);
    const Ledger l(r, VerifyOptions{});
    EXPECT_EQ(rank_entrants(l, 2, read_criteria(r.rules.tiebreaks, false).criteria).order, want);
  }
}

TEST(VerifyRanking, DirectEncounterAndPreviousRoundByHand) {  // T-2, T-8
  Record r = test::make_record(4, rr4_rounds(), swiss(3, {"wxc-swiss"}));
  {
    const Ledger l(r, VerifyOptions{});
    const Ranking k = rank_entrants(l, 3, read_criteria(r.rules.tiebreaks, false).criteria);
    EXPECT_EQ(k.order, (std::vector<EntrantId>{1, 2, 3, 4}));
    EXPECT_EQ(k.split[0], 1);  // T-2 (T-1 equal)
  }
  r.rules.tiebreaks = {"cn-14.3.1"};
  {
    const Ledger l(r, VerifyOptions{});
    const Ranking k = rank_entrants(l, 3, read_criteria(r.rules.tiebreaks, false).criteria);
    EXPECT_EQ(k.order, (std::vector<EntrantId>{1, 2, 3, 4}));
    EXPECT_EQ(k.split[0], 4);  // T-8: T-1, T-3, T-7 and T-5 equal; 1 was ahead after round 2
    const Ranking after2 = rank_entrants(l, 2, read_criteria(r.rules.tiebreaks, false).criteria);
    EXPECT_EQ(after2.order, (std::vector<EntrantId>{3, 1, 2, 4}));  // 3; 2, 2 (T-1 5 against 3); 1
    EXPECT_EQ(after2.split[1], 0);
  }
  r.rules.tiebreaks = {"opponent_score"};  // nothing tells 1 and 2 apart: a shared place (T-12)
  {
    const Ledger l(r, VerifyOptions{});
    const Ranking k = rank_entrants(l, 3, read_criteria(r.rules.tiebreaks, false).criteria);
    EXPECT_EQ(place(k, 1), 1);
    EXPECT_EQ(place(k, 2), 1);
    EXPECT_EQ(place(k, 3), 3);
  }
}

TEST(VerifyRanking, TeamsByHand) {  // PT-14
  // Four one-board teams (team k = player k), home red. R1: A–B 1–0, C–D draw; R2: A–C 0–1, B–D 1–0.
  // Match points (half-units): A 4 + 0, B 0 + 4, C 2 + 4, D 2 + 0. A and B equal on 2: the team
  // progressive (PT-14 (2)) is A 4 + 4 = 8, B 0 + 4 = 4.
  RuleSet rules;
  rules.format = EventFormat::team_swiss;
  rules.rounds = 2;
  rules.boards = 1;
  rules.board_colours = "R";
  const Record r = test::RecordBuilder(4, rules)
                       .team("A", {1})
                       .team("B", {2})
                       .team("C", {3})
                       .team("D", {4})
                       .match_round({M{1, 2, {{1, 2, 'R'}}}, M{3, 4, {{3, 4, 'D'}}}})
                       .match_round({M{1, 3, {{1, 3, 'B'}}}, M{2, 4, {{2, 4, 'R'}}}})
                       .build();
  const Ledger l(r, VerifyOptions{});
  const Ranking k = rank_teams(l, read_criteria(r.rules.team_tiebreaks, true).criteria);
  EXPECT_EQ(k.order, (std::vector<EntrantId>{3, 1, 2, 4}));
  EXPECT_EQ(k.split[1], 0);  // PT-14 (2)
  std::vector<ClaimedStanding> table{{1, 3, 6}, {2, 1, 4}, {3, 2, 4}, {4, 4, 2}};
  EXPECT_TRUE(check_standings(r, table, "team standings", true).empty());
  std::swap(table[1], table[2]);  // B above A
  table[1].rank = 2, table[2].rank = 3;
  const auto v = check_standings(r, table, "team standings", true);
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].rule, "PT-14 (2)");
  EXPECT_EQ(v[0].entrant, 1);
}

TEST(VerifyRanking, PlantedWrongTiebreakOrderIsCaught) {  // V-5 names the T-rule
  const Record r = six();
  std::vector<ClaimedStanding> good{{1, 6, 10}, {2, 1, 8}, {3, 4, 8}, {4, 3, 4}, {5, 5, 4}, {6, 2, 2}};
  EXPECT_TRUE(check_standings(r, good, "standings").empty()) << dump(check_standings(r, good, "standings"));
  // 5 above 3, equal on points: T-1 (20 against 16) puts 3 first.
  std::vector<ClaimedStanding> t1 = good;
  t1[3] = {4, 5, 4}, t1[4] = {5, 3, 4};
  auto v = check_standings(r, t1, "standings");
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].check, "V-5");
  EXPECT_EQ(v[0].rule, "T-1");
  EXPECT_EQ(v[0].entrant, 3);
  // 4 above 1: T-1 equal, T-3 (2 wins against 1) puts 1 first.
  std::vector<ClaimedStanding> t3 = good;
  t3[1] = {2, 4, 8}, t3[2] = {3, 1, 8};
  v = check_standings(r, t3, "standings");
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].rule, "T-3");
  // 1 and 4 sharing 2nd place while T-3 tells them apart.
  std::vector<ClaimedStanding> shared = good;
  shared[2].rank = 2;
  v = check_standings(r, shared, "standings");
  ASSERT_EQ(with_rule(v, "T-3").size(), 1u) << dump(v);
  // Through verify_record: the claimed table of the options.
  VerifyOptions o;
  o.claimed_standings = t1;
  EXPECT_EQ(with_rule(verify_record(r, o).violations, "T-1").size(), 1u);
  o.claimed_standings = good;
  EXPECT_TRUE(with_rule(verify_record(r, o).violations, "T-1").empty());
}

TEST(VerifyRanking, DirectEncounterAndSharedPlaces) {  // T-2, T-8, T-12
  Record r = test::make_record(4, rr4_rounds(), swiss(3, {"wxc-swiss"}));
  const std::vector<ClaimedStanding> right{{1, 1, 8}, {2, 2, 8}, {3, 3, 6}, {4, 4, 2}};
  const std::vector<ClaimedStanding> wrong{{1, 2, 8}, {2, 1, 8}, {3, 3, 6}, {4, 4, 2}};
  EXPECT_TRUE(check_standings(r, right, "standings").empty());
  auto v = check_standings(r, wrong, "standings");
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].rule, "T-2");
  r.rules.tiebreaks = {"cn-14.3.1"};
  v = check_standings(r, wrong, "standings");
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].rule, "T-8");
  r.rules.tiebreaks = {"opponent_score"};  // 1 and 2 equal on everything: the place is shared
  EXPECT_TRUE(check_standings(r, {{1, 2, 8}, {1, 1, 8}, {3, 3, 6}, {4, 4, 2}}, "standings").empty());
  v = check_standings(r, right, "standings");
  ASSERT_EQ(v.size(), 1u) << dump(v);
  EXPECT_EQ(v[0].rule, "T-12");
  r.rules.tiebreaks = {"opponent_score", "no_such_criterion"};  // not judged past what it computes
  EXPECT_TRUE(check_standings(r, right, "standings").empty());
}

TEST(VerifyRanking, PlantedWrongFinalistIsCaught) {  // PI-10
  // The four players' first two rounds; after round 2: 3 has 3 points, 1 and 2 have 2 each, 4 1.
  // T-1 after round 2: 1 = 2 + 3 (opponents 2, 3), 2 = 2 + 1 (1, 4): 1 is second, and plays
  // 3 in the final (3 had red twice: 3 black, PI-10).
  RuleSet rules = swiss(3);
  rules.final_after_round = 2;
  auto rounds = rr4_rounds();
  rounds[2] = {test::final_game(1, 3, 'R'), {2, 4, 'D'}};
  VerifyReport rep = verify_record(test::make_record(4, rounds, rules));
  EXPECT_TRUE(with_rule(rep.violations, "PI-10").empty()) << dump(rep.violations);
  // The final played by 2 instead (equal on points with 1: only the tiebreak tells).
  rounds[2] = {test::final_game(2, 3, 'R'), {1, 4, 'D'}};
  rep = verify_record(test::make_record(4, rounds, rules));
  const auto v = with_rule(rep.violations, "PI-10");
  ASSERT_EQ(v.size(), 1u) << dump(rep.violations);
  EXPECT_EQ(v[0].check, "V-5");
  EXPECT_EQ(v[0].entrant, 1);
  EXPECT_EQ(v[0].round, 3);
  EXPECT_NE(v[0].text.find("T-1"), std::string::npos) << v[0].text;
  // Claimed standings must put the finalists first, the winner of the final 1st.
  const Record good = [&] {
    auto rr = rr4_rounds();
    rr[2] = {test::final_game(1, 3, 'R'), {2, 4, 'D'}};
    return test::make_record(4, rr, rules);
  }();
  // Final 1–3 won by 1 (1: 4 points, 3: 3); the others: 2 (0 + 2 + 1 = 3), 4 (1 + 0 + 1 = 2).
  EXPECT_TRUE(check_standings(good, {{1, 1, 8}, {2, 3, 6}, {3, 2, 6}, {4, 4, 4}}, "standings").empty())
      << dump(check_standings(good, {{1, 1, 8}, {2, 3, 6}, {3, 2, 6}, {4, 4, 4}}, "standings"));
  const auto w = check_standings(good, {{1, 3, 6}, {2, 1, 8}, {3, 2, 6}, {4, 4, 4}}, "standings");
  ASSERT_EQ(with_rule(w, "PI-10").size(), 1u) << dump(w);
}

}  // namespace
}  // namespace xq
