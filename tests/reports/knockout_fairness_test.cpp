// Fairness of events with a knockout (KO-5, docs/fairness.md "Events with a knockout") on two
// hand-built records: a KO-1 top four after a 3-round Swiss of 6, and a KO-2 cross knockout after
// two round-robin groups of 2. The final order is the event's places, the tiebreak analysis and
// the colour regressor read the first stage, and the knockout's own measures are worked by hand;
// the tally adds, merges (two parts = one) and reads back exactly.
#include "reports/knockout_fairness.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "pairing/model/errors.hpp"
#include "reports/fairness_summary.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::G;
using test::RecordBuilder;

G ko(EntrantId red, EntrantId black, char result) {
  return {red, black, result, 0, 0, GameKind::knockout, TimeControl::standard};
}

// Marks rounds after rules.rounds as the knockout's (KO-5) and puts every play-off game on the
// board of its match's game 1 between the same two (KO-3: a match's games share a board).
Record knockout_record(RecordBuilder& b) {
  Record r = b.build();
  for (Round& round : r.rounds) {
    if (round.number <= r.rules.rounds) continue;
    round.stage = 2;
    int board = 0;
    for (Game& g : round.games)
      if (g.kind == GameKind::knockout) g.board = ++board;
    for (Game& g : round.games)
      for (const Game& opening : round.games)
        if (g.kind == GameKind::playoff && opening.kind == GameKind::knockout &&
            std::minmax(g.red, g.black) == std::minmax(opening.red, opening.black))
          g.board = opening.board;
  }
  return r;
}

// KO-1 (rules.md KO-1): 6 players, Swiss rounds 1–3, scores all distinct:
//   R1: 1-2 1-0, 3-4 1-0, 5-6 ½   R2: 1-3 0-1, 2-5 1-0, 4-6 0-1   R3: 1-4 1-0, 2-6 0-1, 3-5 1-0
//   → 3 (6 points), 6 (5), 1 (4), 2 (2), 5 (1), 4 (0): stage-1 places 1..6 in that order.
// Round 4, semi-finals: 3 v 2 drawn, 2 wins the super-rapid play-off; 6 v 1: 1 wins.
// Round 5: final 2 v 1: 2 wins; 3rd place 3 v 6: 6 wins. Event: 2, 1, 6, 3, then 5, 4.
Record top_four() {
  RuleSet rules;
  rules.rounds = 3;
  rules.knockout = Knockout::top_four;
  rules.match_playoffs = {TimeControl::super_rapid, TimeControl::armageddon};
  rules.final_playoffs = {TimeControl::super_rapid};
  rules.playoff_places = {1, 2, 3, 4};
  rules.tiebreaks = {"cn-14.3.1", "playoff"};
  RecordBuilder b(6, rules);
  b.round({{1, 2, 'R'}, {3, 4, 'R'}, {5, 6, 'D'}})
      .round({{1, 3, 'B'}, {2, 5, 'R'}, {4, 6, 'B'}})
      .round({{1, 4, 'R'}, {2, 6, 'B'}, {3, 5, 'R'}})
      .round({ko(3, 2, 'D'), ko(6, 1, 'B'), test::playoff(2, 3, 'R', TimeControl::super_rapid)})
      .round({ko(2, 1, 'R'), ko(3, 6, 'B')});
  return knockout_record(b);
}
// Strength order 3, 1, 2, 6, 5, 4.
const std::vector<double> kTopFourStrength = {2400, 2300, 2500, 2000, 2100, 2200};

// KO-2 (rules.md KO-2): 4 players in two round-robin groups dealt by snake, A = 1, 4 and B = 2, 3;
// one round: 1-4 0-1, 2-3 0-1 → A1 = 4, A2 = 1, B1 = 3, B2 = 2. Score only (no tiebreaks): the
// groups' table together is 3, 4 (2 points, by number), then 1, 2.
// Round 2: A1 v B2 = 4 v 2: 2 wins; A2 v B1 = 1 v 3 drawn twice, the armageddon drawn → black, 3.
// Round 3: final 2 v 3: 3 wins; 3rd place 4 v 1: 4 wins. Event: 3, 2, 4, 1.
Record cross() {
  RuleSet rules;
  rules.format = EventFormat::round_robin;
  rules.groups = 2;
  rules.rounds = 1;
  rules.tiebreaks = {};
  rules.knockout = Knockout::cross;
  rules.playoff_places = {0};
  RecordBuilder b(4, rules);
  b.round({{1, 4, 'B'}, {2, 3, 'B'}})
      .round({ko(4, 2, 'B'), ko(1, 3, 'D'), test::playoff(3, 1, 'D'),
              test::playoff(1, 3, 'D', TimeControl::armageddon)})
      .round({ko(2, 3, 'B'), ko(4, 1, 'R')});
  return knockout_record(b);
}
// Strength order 2, 3, 4, 1.
const std::vector<double> kCrossStrength = {2000, 2300, 2200, 2100};

std::vector<EntrantId> ids(const std::vector<EventPlace>& places) {
  std::vector<EntrantId> out;
  for (const EventPlace& p : places) out.push_back(p.id);
  return out;
}

TEST(KnockoutFairness, TheRecordsAreWhatTheCommentsSay) {
  const std::vector<EventPlace> a = event_places(top_four());
  EXPECT_EQ(ids(a), (std::vector<EntrantId>{2, 1, 6, 3, 5, 4}));
  std::vector<int> first;
  for (const EventPlace& p : a) first.push_back(p.first_stage_place);
  EXPECT_EQ(first, (std::vector<int>{4, 3, 2, 1, 5, 6}));
  const std::vector<EventPlace> b = event_places(cross());
  EXPECT_EQ(ids(b), (std::vector<EntrantId>{3, 2, 4, 1}));
  first.clear();
  for (const EventPlace& p : b) first.push_back(p.first_stage_place);
  EXPECT_EQ(first, (std::vector<int>{1, 2, 1, 2}));
}

TEST(KnockoutFairness, FirstStageOrderIsByPlaceThenTheTable) {
  // KO-2: group places 1, 1, 2, 2, 3; the two of one place in the table's order.
  const std::vector<EventPlace> places = {{5, 1, false, 1, true},
                                          {2, 2, false, 2, true},
                                          {3, 3, false, 1, true},
                                          {1, 4, false, 2, true},
                                          {4, 5, false, 3, true}};
  EXPECT_EQ(first_stage_order(places, std::vector<EntrantId>{3, 1, 5, 2, 4}),
            (std::vector<EntrantId>{3, 5, 1, 2, 4}));
  EXPECT_EQ(first_stage_order(places, std::vector<EntrantId>{5, 2, 4, 3, 1}),
            (std::vector<EntrantId>{5, 3, 2, 1, 4}));
  // Not in the table: after those of its place that are, by id.
  EXPECT_EQ(first_stage_order(places, std::vector<EntrantId>{1}), (std::vector<EntrantId>{3, 5, 1, 2, 4}));
}

TEST(KnockoutFairness, TopFourByHand) {
  const Record r = top_four();
  const TournamentFairness t = measure_fairness(r, kTopFourStrength, r.rules.tiebreaks);
  EXPECT_EQ(t.knockout_format, Knockout::top_four);
  // Final order 2, 1, 6, 3, 5, 4 holds 2300, 2400, 2200, 2500, 2100, 2000: C 11, D 4 → tau 7/15.
  EXPECT_EQ(t.ranking.concordant, 11);
  EXPECT_EQ(t.ranking.discordant, 4);
  EXPECT_FALSE(t.ranking.strongest_won);
  // The 1st strongest (3) is 4th, then 1 2nd, 2 1st, 6 3rd, 5 5th, 4 6th (places doubled).
  EXPECT_EQ(t.place_by_strength, (std::vector<std::int64_t>{8, 4, 2, 6, 10, 12}));
  // Colour luck: y is twice the final place, x2 the first stage's colours (1 +3, 2 +1, 3 +1, 4 −1,
  // 5 −1, 6 −3; the knockout's games not counted): Σ x1·y = 4 (1·4 + 2·2 + 3·1 + 4·3 + 5·5 + 6·6) =
  // 336, Σ x2·y = 2 (3·2 + 1·1 + 1·4 − 1·6 − 1·5 − 3·3) = −18.
  EXPECT_TRUE(t.colour_luck.x1y == 336);
  EXPECT_TRUE(t.colour_luck.x2y == -18);
  EXPECT_TRUE(t.colour_luck.x2 == 0);
  // The tiebreak analysis reads the first stage: every score differs there, no tied pair.
  EXPECT_EQ(t.tiebreaks.tied_pairs, 0u);
  EXPECT_EQ(t.tiebreaks.places.entrants, 6u);

  ASSERT_TRUE(t.knockout.has_value());
  const KnockoutMeasures& k = *t.knockout;
  // Stage-1 order 3, 6, 1, 2, 5, 4 holds 2500, 2200, 2400, 2300, 2100, 2000: C 13, D 2.
  EXPECT_EQ(k.first_stage.concordant, 13);
  EXPECT_EQ(k.first_stage.discordant, 2);
  EXPECT_FALSE(k.strongest_won);   // 2 won, 3 is the strongest
  EXPECT_TRUE(k.strongest_first);  // 3 topped the Swiss
  EXPECT_TRUE(k.leader_lost);      // and lost its semi-final
  // Placed by the knockout: 2 (4th → 1st), 1 (3rd → 2nd), 6 (2nd → 3rd), 3 (1st → 4th).
  EXPECT_EQ(k.entrants, 4);
  EXPECT_EQ(k.moved, 3 + 1 + 1 + 3);
  EXPECT_EQ(k.changed, 4);
}

TEST(KnockoutFairness, CrossByHand) {
  const Record r = cross();
  const TournamentFairness t = measure_fairness(r, kCrossStrength, {});
  EXPECT_EQ(t.knockout_format, Knockout::cross);
  // Final order 3, 2, 4, 1 holds 2200, 2300, 2100, 2000: C 5, D 1.
  EXPECT_EQ(t.ranking.concordant, 5);
  EXPECT_EQ(t.ranking.discordant, 1);
  // The groups' table together (score only): 3 and 4 tied on 2 points, 1 and 2 on 0, both pairs
  // unresolved — the first stage's ties, not the knockout's.
  EXPECT_EQ(t.tiebreaks.tied_pairs, 2u);
  EXPECT_EQ(t.tiebreaks.unresolved, 2u);
  // A round robin's regressor is the table's colours of round 1 only: 1 and 2 red, 3 and 4 black.
  EXPECT_TRUE(t.colour_luck.x2 == 0);
  EXPECT_TRUE(t.colour_luck.x2y == 2 * (4 + 2 - 1 - 3));  // 1 is 4th, 2 2nd; 3 1st, 4 3rd (doubled)

  ASSERT_TRUE(t.knockout.has_value());
  const KnockoutMeasures& k = *t.knockout;
  // Stage-1 order: group place 1 (3, 4), then 2 (1, 2): 2200, 2100, 2000, 2300 — the two group
  // winners share place 1 and the two seconds place 2 (the first stage does not tell them apart),
  // so 3-4 and 1-2 are ties; 3-1, 4-1 concordant, 3-2, 4-2 discordant.
  EXPECT_EQ(k.first_stage.concordant, 2);
  EXPECT_EQ(k.first_stage.discordant, 2);
  EXPECT_EQ(k.first_stage.place_ties, 2);
  EXPECT_FALSE(k.strongest_won);    // 3 won, 2 is the strongest
  EXPECT_FALSE(k.strongest_first);  // 2 was 2nd of group B
  EXPECT_FALSE(k.leader_lost);      // 3 won group B and the event
  // 3 stays 1st; 2 4th → 2nd, 4 2nd → 3rd, 1 3rd → 4th.
  EXPECT_EQ(k.entrants, 4);
  EXPECT_EQ(k.moved, 0 + 2 + 1 + 1);
  EXPECT_EQ(k.changed, 3);
}

TEST(KnockoutFairness, TallyAddsTheTournaments) {
  FairnessSummary s =
      make_fairness_summary({"cn-14.3.1", "playoff"}, TiebreakScope::individual, Knockout::top_four);
  ASSERT_TRUE(s.knockout.has_value());
  add_tournament(s, top_four(), kTopFourStrength);
  add_tournament(s, top_four(), std::vector<double>{2500, 2400, 2300, 2200, 2100, 2000});
  const KnockoutTally& k = *s.knockout;
  EXPECT_EQ(k.format, Knockout::top_four);
  EXPECT_EQ(k.events, 2u);
  EXPECT_EQ(k.strongest_won, 0u);    // 1 is the strongest of the second: 2nd
  EXPECT_EQ(k.strongest_first, 1u);  // and 3rd after the Swiss
  EXPECT_EQ(k.leader_lost, 2u);
  EXPECT_EQ(k.entrants, 8u);
  EXPECT_EQ(k.moved, 16u);
  EXPECT_EQ(k.changed, 8u);
  // Kendall tau of the first: final 7/15, stage 1 11/15, gain −4/15.
  EXPECT_EQ(k.tau_final.count, 2u);
  EXPECT_EQ(k.tau_first.count, 2u);
  EXPECT_EQ(k.tau_gain.count, 2u);
  const RankMetrics second_final = rank_metrics(std::vector<double>{2400, 2500, 2000, 2300, 2100, 2200});
  const RankMetrics second_first = rank_metrics(std::vector<double>{2300, 2000, 2500, 2400, 2100, 2200});
  EXPECT_TRUE(k.tau_final.sum == fixed_ratio(7, 15) + *second_final.kendall_tau_fixed());
  EXPECT_TRUE(k.tau_first.sum == fixed_ratio(11, 15) + *second_first.kendall_tau_fixed());
  EXPECT_TRUE(k.tau_gain.sum == k.tau_final.sum - k.tau_first.sum);
  // The ranking metrics read the same final places.
  EXPECT_TRUE(s.metric(FairnessMetric::kendall_tau).sum == k.tau_final.sum);
}

TEST(KnockoutFairness, TwoPartsMergeIntoOne) {
  const std::vector<std::string> list = {};
  const std::vector<std::vector<double>> strengths = {
      kCrossStrength, {2300, 2200, 2100, 2000}, {2000, 2100, 2200, 2300}};
  FairnessSummary one = make_fairness_summary(list, TiebreakScope::individual, Knockout::cross);
  FairnessSummary a = one, b = one;
  for (size_t i = 0; i < strengths.size(); ++i) {
    add_tournament(one, cross(), strengths[i]);
    add_tournament(i < 1 ? a : b, cross(), strengths[i]);
  }
  FairnessSummary ab = a, ba = b;
  merge(ab, b);
  merge(ba, a);
  EXPECT_EQ(ab, one);
  EXPECT_EQ(ba, one);
  EXPECT_EQ(one.knockout->events, 3u);
  // The JSON reads back exactly, the knockout part included, and says what it holds.
  const nlohmann::ordered_json j = to_json(one);
  ASSERT_TRUE(j.contains("knockout"));
  EXPECT_EQ(j["knockout"]["format"], "cross");
  EXPECT_EQ(j["knockout"]["events"], 3);
  EXPECT_EQ(fairness_summary_from_json(j), one);
  // A summary of events without a knockout writes no knockout part.
  EXPECT_FALSE(to_json(make_fairness_summary(list)).contains("knockout"));
}

TEST(KnockoutFairness, PartsOfOtherFormatsDoNotMix) {
  FairnessSummary ko2 = make_fairness_summary({}, TiebreakScope::individual, Knockout::cross);
  FairnessSummary none = make_fairness_summary({});
  FairnessSummary ko1 = make_fairness_summary({}, TiebreakScope::individual, Knockout::top_four);
  EXPECT_THROW(merge(ko2, none), InputError);
  EXPECT_THROW(merge(none, ko2), InputError);
  EXPECT_THROW(merge(ko1, ko2), InputError);
  EXPECT_THROW(add_tournament(none, cross(), kCrossStrength), InputError);
  EXPECT_THROW(add_tournament(ko1, cross(), kCrossStrength), InputError);
  // A team summary has no knockout tally (KO-4 is not measured).
  EXPECT_FALSE(make_fairness_summary({"team-pt14"}, TiebreakScope::team, Knockout::top_four).knockout);
}

TEST(KnockoutFairness, AnUnfinishedKnockoutIsRankedButNotTallied) {
  Record r = top_four();
  r.rounds.pop_back();  // the final and the 3rd-place match still to play
  const TournamentFairness t = measure_fairness(r, kTopFourStrength, r.rules.tiebreaks);
  EXPECT_FALSE(t.knockout.has_value());
  // event_places: 5th and 6th decided, the four semi-finalists without a place yet: the event
  // does not order them, so they share the last four positions (3–6: doubled 9 each) — they were
  // read in stage-1 order (6, 10, 12, 8), which no result of the event gives.
  EXPECT_EQ(t.place_by_strength, (std::vector<std::int64_t>{9, 9, 9, 9, 2, 4}));  // doubled
  FairnessSummary s = make_fairness_summary(r.rules.tiebreaks, TiebreakScope::individual, Knockout::top_four);
  add_tournament(s, r, kTopFourStrength);
  EXPECT_EQ(s.count, 1u);
  EXPECT_EQ(s.knockout->events, 0u);
}

}  // namespace
}  // namespace xq
