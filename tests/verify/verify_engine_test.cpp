// The law "verify(pair(h)) passes" (STYLE.md): events paired round by round by the engine
// (pairing/pairing.hpp) with random results pass the verifier, which shares no code with it; and
// the verifier notices small changes planted in those events. The verifier library itself never
// calls the engine — only this test puts the two side by side.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "sim/engine_claims.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

// V-5 against the engine's own standings (compute_places, compute_team_standings) as claims.
VerifyOptions engine_claims(const Record& rec) {
  VerifyOptions o;
  sim::claim_engine_standings(rec, o);
  return o;
}

struct Config {
  const char* name;
  void (*apply)(RuleSet&, int rounds);
};

const Config kConfigs[] = {
    {"default", [](RuleSet&, int) {}},
    {"parity+fold",
     [](RuleSet& r, int) {
       r.first_round_colours = FirstRoundColours::parity;
       r.first_round = FirstRound::fold;
     }},
    {"number_parity+codes",
     [](RuleSet& r, int) {
       r.colour_tiebreak = ColourTiebreak::number_parity;
       r.competition_codes = true;
     }},
    {"final", [](RuleSet& r, int rounds) { r.final_after_round = rounds - 1; }},
    {"3/1/0+lots",
     [](RuleSet& r, int) {
       r.points = {6, 2, 0, -1, -1};
       r.first_round = FirstRound::lots;
     }},
};

// Plays event `index` of a config: 5..40 players, 5..9 rounds, results drawn from `rng`
// (40 % red wins, 30 % draws, 20 % black wins, 10 % forfeits). A drawn final gets a play-off.
Record play(const Config& c, Rng& rng) {
  Record rec;
  rec.event = c.name;
  const int n = 5 + rng.index(36);
  const int rounds = std::min(5 + rng.index(5), n - 1);
  rec.rules.rounds = rounds;
  c.apply(rec.rules, rounds);
  for (int i = 1; i <= n; ++i) rec.entrants.push_back({i, "P" + std::to_string(i), "", 0, "", i, {}});
  for (int r = 1; r <= rounds; ++r) {
    const PairingResult pr = pair_next_round(rec, rng);
    if (!pr.ok()) break;  // "no legal pairing" (small fields): the record so far is still checked
    for (const CodeAssignment& code : pr.codes)
      rec.entrants[static_cast<size_t>(code.entrant - 1)].code = code.code;
    Round round = pr.round;
    round.number = r;
    std::vector<Game> playoffs;
    for (Game& g : round.games) {
      const int x = rng.index(10);
      g.result = x < 4   ? Result::red_win
                 : x < 7 ? Result::draw
                 : x < 9 ? Result::black_win
                         : Result::black_forfeit;
      if (g.kind == GameKind::final_game && g.result == Result::draw)
        playoffs.push_back(
            {g.board, g.black, g.red, Result::red_win, 0, 0, GameKind::playoff, TimeControl::rapid});
    }
    round.games.insert(round.games.end(), playoffs.begin(), playoffs.end());
    rec.rounds.push_back(std::move(round));
  }
  return rec;
}

TEST(VerifyEngine, EngineRoundsPassTheVerifier) {
  int events = 0;
  VerifyStats total;
  for (const Config& c : kConfigs) {
    for (std::uint64_t i = 0; i < 60; ++i) {
      Rng rng(20240607, i);
      const Record rec = play(c, rng);
      const VerifyReport rep = verify_record(rec, engine_claims(rec));
      total += rep.stats;
      ++events;
      for (const Violation& v : rep.violations)
        ADD_FAILURE() << c.name << " event " << i << " (" << rec.entrant_count()
                      << " players): " << to_string(v);
    }
  }
  // The checks had something to look at: floats, the minimum, warnings.
  EXPECT_GT(total.rounds_checked, events * 4);
  EXPECT_GT(total.floats, 0);
  EXPECT_GT(total.warnings_by_rule["W-5"], 0);
}

TEST(VerifyEngine, EngineStandingsWithTwoTiedRowsSwappedAreCaught) {  // V-5, T-1..T-8, T-12
  // The engine's standings with two neighbours of one score that it told apart exchanged: the
  // verifier's own ranking must name a tiebreak rule (T-x) for every such swap.
  int swapped = 0, caught = 0;
  for (const Config& c : kConfigs) {
    for (std::uint64_t i = 0; i < 30; ++i) {
      Rng rng(4242, i);
      const Record rec = play(c, rng);
      VerifyOptions o = engine_claims(rec);
      auto& rows = o.claimed_standings;
      const size_t from = rec.rules.final_after_round > 0 ? 2 : 0;  // the finalists' places are the final's
      for (size_t k = from; k + 1 < rows.size(); ++k) {
        if (rows[k].score != rows[k + 1].score || rows[k].rank == rows[k + 1].rank) continue;
        std::swap(rows[k].id, rows[k + 1].id);
        ++swapped;
        const VerifyReport rep = verify_record(rec, o);
        const bool named = std::any_of(rep.violations.begin(), rep.violations.end(), [](const Violation& v) {
          return v.check == "V-5" && v.rule.rfind("T-", 0) == 0;
        });
        caught += named ? 1 : 0;
        EXPECT_TRUE(named) << c.name << " event " << i << " rows " << k + 1 << "/" << k + 2;
        break;
      }
    }
  }
  EXPECT_GT(swapped, 50);
  EXPECT_EQ(caught, swapped);
}

TEST(VerifyEngine, PlantedChangesAreNoticed) {
  int tried = 0, noticed = 0;
  for (std::uint64_t i = 0; i < 150; ++i) {
    Rng rng(777, i);
    const Record rec = play(kConfigs[0], rng);
    if (rec.rounds.size() < 3) continue;
    const size_t r = 1 + static_cast<size_t>(rng.index(static_cast<int>(rec.rounds.size()) - 1));  // round 2+
    if (rec.rounds[r].games.size() < 2) continue;
    Record colours = rec;  // one game's colours swapped
    Game& g = colours.rounds[r]
                  .games[static_cast<size_t>(rng.index(static_cast<int>(colours.rounds[r].games.size())))];
    std::swap(g.red, g.black);
    Record opponents = rec;  // two games exchange their black players
    auto& games = opponents.rounds[r].games;
    const size_t a = static_cast<size_t>(rng.index(static_cast<int>(games.size())));
    const size_t b =
        (a + 1 + static_cast<size_t>(rng.index(static_cast<int>(games.size()) - 1))) % games.size();
    std::swap(games[a].black, games[b].black);
    for (const Record* m : {&colours, &opponents}) {
      ++tried;
      if (!verify_record(*m).ok()) ++noticed;
    }
  }
  ASSERT_GT(tried, 100);
  // A few changes are legal too (identical colour histories under several numberings, an equally
  // good exchange of opponents); the rest must be caught.
  EXPECT_GE(noticed * 100, tried * 90) << noticed << " of " << tried;
}

}  // namespace
}  // namespace xq
