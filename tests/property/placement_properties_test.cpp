// V-2 before pairing (pairing/model/placement), over random events the engine paired: a record
// it made has no gap, and a game taken out of any round is always named — as a gap, or as the
// implied withdrawal of a player who lost the round before by forfeit and is placed nowhere since.
// The expectation is worked out here from the games, not by the code under test.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/placement.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/pairing.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq {
namespace {

// The player lost `round` by forfeit as the absent side (S-2).
bool absent_loser(const Round& round, EntrantId e) {
  for (const Game& g : round.games)
    if (g.red == e || g.black == e)
      return g.result == Result::double_forfeit || (g.result == Result::red_forfeit && g.red == e) ||
             (g.result == Result::black_forfeit && g.black == e);
  return false;
}

RC_GTEST_PROP(PlacementProperties, AGameTakenOutOfAnEngineRecordIsAlwaysNamed, ()) {
  const int n = *rc::gen::inRange(4, 31);
  const int rounds = *rc::gen::inRange(2, std::min(n - 1, 7) + 1);
  RuleSet rules;
  rules.rounds = rounds + 1;
  Record r = test::make_record(n, rules);
  Rng rng(*rc::gen::arbitrary<std::uint64_t>());
  for (int k = 0; k < rounds; ++k) {
    PairingResult p = pair_next_round(r, rng);
    if (!p.ok()) return;  // a small field blocked late: nothing to take out of
    test::play(p.round, rng);
    for (Game& g : p.round.games)  // some forfeits (S-2), either side or both
      if (*rc::gen::inRange(0, 100) < 25)
        g.result = *rc::gen::element(Result::red_forfeit, Result::black_forfeit, Result::double_forfeit);
    apply_pairing(r, std::move(p));
  }
  const PlacementGaps whole = placement_gaps(r);
  RC_ASSERT(whole.round == 0);
  RC_ASSERT(whole.implied.empty());

  // The last round half the time: only there can a taken-out game look like a withdrawal.
  const size_t ri =
      *rc::gen::arbitrary<bool>() ? r.rounds.size() - 1 : *rc::gen::inRange<size_t>(0, r.rounds.size());
  std::vector<Game>& games = r.rounds[ri].games;
  const size_t gi = *rc::gen::inRange<size_t>(0, games.size());
  const EntrantId a = std::min(games[gi].red, games[gi].black), b = std::max(games[gi].red, games[gi].black);
  games.erase(games.begin() + static_cast<std::ptrdiff_t>(gi));

  // Placed again after the round taken from: a gap. In the last round: an implied withdrawal
  // exactly for a player who lost the round before by forfeit as the absent side.
  const bool last = ri + 1 == r.rounds.size();
  const auto implied = [&](EntrantId e) { return last && ri > 0 && absent_loser(r.rounds[ri - 1], e); };
  std::vector<ImpliedWithdrawal> want_implied;
  for (EntrantId e : {a, b})
    if (implied(e)) want_implied.push_back({e, static_cast<int>(ri + 1)});
  const EntrantId want_gap = !implied(a) ? a : !implied(b) ? b : 0;

  const PlacementGaps g = placement_gaps(r);
  RC_ASSERT(g.implied == want_implied);
  RC_ASSERT(g.entrant == want_gap);
  RC_ASSERT(g.round == (want_gap != 0 ? static_cast<int>(ri + 1) : 0));
  RC_CLASSIFY(want_gap == 0, "implied withdrawals only");

  Rng again(1);
  if (want_gap != 0) {
    RC_ASSERT(!check_pairable(r).ok());
    RC_ASSERT_THROWS_AS((void)pair_next_round(r, again), InputError);
    return;
  }
  const PairingResult p = pair_next_round(r, again);  // the withdrawn are left out
  if (!p.ok()) return;
  for (const Game& game : p.round.games)
    for (const ImpliedWithdrawal& w : want_implied)
      RC_ASSERT(game.red != w.entrant && game.black != w.entrant);
  for (const Bye& bye : p.round.byes)
    for (const ImpliedWithdrawal& w : want_implied) RC_ASSERT(bye.entrant != w.entrant);
}

}  // namespace
}  // namespace xq
