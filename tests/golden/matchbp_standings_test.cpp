// The stored final ranks of the Chinese program's events (data/matchbp, README "Standings"),
// reproduced by compute_standings with the settings the data README gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <map>

#include "pairing/model/history.hpp"
#include "pairing/standings/standings.hpp"
#include "tests/support/matchbp.hpp"

namespace xq {
namespace {

const std::string kDir = XQ_SHARED_DIR "/data/matchbp";

struct Agreement {
  int matched = 0;
  int total = 0;
  std::vector<std::string> misses;  // "player 3: 11 (stored 12)"
};

Agreement agreement(const test::MatchbpEvent& ev, const Standings& s) {
  Agreement a;
  for (const StandingRow& row : s.rows) {
    ++a.total;
    if (row.rank == ev.stored_rank(row.id))
      ++a.matched;
    else
      a.misses.push_back("player " + std::to_string(row.id) + ": " + std::to_string(row.rank) + " (stored " +
                         std::to_string(ev.stored_rank(row.id)) + ")");
  }
  return a;
}

std::string describe(const Agreement& a) {
  std::string s = std::to_string(a.matched) + "/" + std::to_string(a.total);
  for (const auto& m : a.misses) s += "; " + m;
  return s;
}

Agreement run(const test::MatchbpEvent& ev, ByeOpponentScore bye) {
  Record r = ev.record;
  r.rules.bye_opponent_score = bye;
  return agreement(ev, compute_standings(r));
}

TEST(MatchbpStandings, LoaderReproducesEveryStoredScore) {
  for (int id : test::matchbp_event_ids(kDir)) {
    const auto ev = test::load_matchbp_event(kDir, id);
    ASSERT_EQ(static_cast<int>(ev.record.rounds.size()), ev.rounds);
    const auto h = build_histories(ev.record);
    for (const auto& p : ev.players) {
      EXPECT_EQ(h.at(static_cast<size_t>(p.id - 1)).score(), p.final_score)
          << "event " << id << " player " << p.id;
      EXPECT_LE(h.at(static_cast<size_t>(p.id - 1)).byes(), 1) << "event " << id << " player " << p.id;
    }
    int fouls = 0;
    for (const Round& r : ev.record.rounds)
      for (const Game& g : r.games) fouls += g.red_fouls + g.black_fouls;
    int stored = 0;
    for (const auto& p : ev.players) stored += p.fouls;
    EXPECT_EQ(fouls, stored) << "event " << id;
    // Every bye carries a colour mark (it counts in black games / black wins).
    for (const Round& r : ev.record.rounds)
      for (const Bye& b : r.byes) EXPECT_TRUE(b.mark.has_value()) << "event " << id << " round " << r.number;
  }
}

// README: "reproduced for every player of events 8, 9, 11" with the bye as the lowest final
// score; "7, 10 and 22 reproduce with the bye counting 0".
TEST(MatchbpStandings, StoredRanksOfEvents8And9) {
  for (int id : {8, 9}) {
    const auto ev = test::load_matchbp_event(kDir, id);
    const Agreement a = run(ev, ByeOpponentScore::lowest);
    EXPECT_EQ(a.matched, a.total) << "event " << id << ": " << describe(a);
  }
}

TEST(MatchbpStandings, AgreementOnEveryEvent) {
  std::cout << "event  players  bye=lowest  bye=zero   (players whose stored rank is reproduced)\n";
  std::map<int, std::pair<Agreement, Agreement>> result;
  for (int id : test::matchbp_event_ids(kDir)) {
    const auto ev = test::load_matchbp_event(kDir, id);
    const Agreement low = run(ev, ByeOpponentScore::lowest), zero = run(ev, ByeOpponentScore::zero);
    std::cout << std::setw(5) << id << std::setw(9) << low.total << std::setw(12)
              << (std::to_string(low.matched) + "/" + std::to_string(low.total)) << std::setw(10)
              << (std::to_string(zero.matched) + "/" + std::to_string(zero.total)) << "\n";
    if (!low.misses.empty()) std::cout << "    lowest: " << describe(low) << "\n";
    result[id] = {low, zero};
  }
  // Promised and reproduced: 7 and 10 with the bye as 0 (they reproduce with `lowest` too).
  for (int id : {7, 10}) {
    EXPECT_EQ(result[id].second.matched, result[id].second.total) << "event " << id;
    EXPECT_EQ(result[id].first.matched, result[id].first.total) << "event " << id;
  }
  // 11 and 22 reproduce with the recent_rounds reading of T-8 (next test).
}

// Finding: in 11 and 22 the only ties that reach T-8 are ordered by the program the other way
// round from rules.md T-8 round_totals ("higher total after n-1 first"): it puts first the one
// who scored more in the last round, then in the round before, ... That is the setting
// previous_round = recent_rounds (the loader's default), which reproduces every stored rank of
// every event; round_totals does not.
TEST(MatchbpStandings, EveryEventReproducesWithTheRecentRoundsReadingOfT8) {
  int players = 0;
  for (int id : test::matchbp_event_ids(kDir)) {
    const auto ev = test::load_matchbp_event(kDir, id);
    ASSERT_EQ(ev.record.rules.previous_round, PreviousRound::recent_rounds);
    const Agreement a = run(ev, ByeOpponentScore::lowest);
    EXPECT_EQ(a.matched, a.total) << "event " << id << ": " << describe(a);
    players += a.total;
  }
  EXPECT_EQ(players, 11 + 17 + 31 + 61 + 111 + 16);  // events 7, 8, 9, 10, 11, 22
}

TEST(MatchbpStandings, TheRoundTotalsReadingOfT8DoesNotReproduceEvents11And22) {
  for (int id : {11, 22}) {
    auto ev = test::load_matchbp_event(kDir, id);
    ev.record.rules.previous_round = PreviousRound::round_totals;
    const Agreement a = agreement(ev, compute_standings(ev.record));
    EXPECT_LT(a.matched, a.total) << "event " << id;
  }
}

}  // namespace
}  // namespace xq
