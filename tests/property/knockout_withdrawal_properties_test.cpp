// Withdrawals in a knockout (docs/knockout.md "Withdrawals"), over random events: the first stage
// of a simulated KO-1 (001's final) or KO-2 (the 11 women of 2019) event, then random players
// withdrawn from, or announced absent in, a knockout round; the engine pairs the knockout to its
// end (play-offs of drawn matches included) with random results. Whatever the field changes, the
// verifier — its own bracket, never the engine's — finds nothing, everyone kept out of a round is
// in no game of it he does not lose by forfeit, and no place is given twice.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/pairing.hpp"
#include "sim/event.hpp"
#include "tests/support/bundled_scenario.hpp"
#include "tests/support/pairing_util.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

// Pairs and plays the rest of the event: each drawn match's next game, then the next round.
void play_to_the_end(Record& rec, Rng& rng) {
  for (int guard = 0; guard < 200; ++guard) {
    Round& last = rec.rounds.back();
    if (std::any_of(last.games.begin(), last.games.end(),
                    [](const Game& g) { return g.result == Result::pending; })) {
      test::play(last, rng);
      continue;
    }
    const std::vector<Game> more = next_match_games(rec, rng);
    if (!more.empty()) {
      append_match_games(rec, more);
      continue;
    }
    if (static_cast<int>(rec.rounds.size()) >= event_rounds(rec.rules)) return;
    PairingResult p = pair_next_round(rec, rng);
    RC_ASSERT(p.ok());
    rec.rounds.push_back(p.round);
  }
  RC_FAIL("the knockout did not end in 200 steps");
}

RC_GTEST_PROP(KnockoutWithdrawalProperties, TheVerifierAgreesWhoeverLeaves, ()) {
  const bool cross = *rc::gen::arbitrary<bool>();
  const sim::Scenario s = test::bundled(cross ? "wxc-2019-women" : "national-games-2021-final");
  Rng sim_rng(0x6b77, *rc::gen::inRange<std::uint64_t>(0, 1000));
  const Record whole = sim::simulate_event(s, sim_rng).record;
  Record rec = truncated(whole, whole.rules.rounds);  // the first stage, its play-offs included
  const int first = rec.rules.rounds + 1, n = rec.entrant_count();
  const int changes = *rc::gen::inRange(1, 5);
  for (int k = 0; k < changes; ++k) {
    const EntrantId e = *rc::gen::inRange(1, n + 1);
    const int round = first + *rc::gen::inRange(0, 2);
    try {
      if (*rc::gen::arbitrary<bool>())
        withdraw_entrant(rec, e, round, "ev.json");
      else
        announce_absence(rec, e, round, "ev.json");
    } catch (const InputError&) {  // withdrawn already, or absent that round already: skip
    }
  }
  Rng rng(*rc::gen::arbitrary<std::uint64_t>());
  play_to_the_end(rec, rng);

  const VerifyReport rep = verify_record(rec, VerifyOptions{});
  std::string listed;
  for (const Violation& v : rep.violations) listed += to_string(v) + "\n";
  RC_ASSERT(listed == std::string());
  int forfeits = 0, unplaced = 0;
  for (size_t ri = static_cast<size_t>(first - 1); ri < rec.rounds.size(); ++ri) {
    const Round& rd = rec.rounds[ri];
    for (const Game& g : rd.games)
      for (const auto& [e, lost] : {std::pair{g.red, Result::red_forfeit}, {g.black, Result::black_forfeit}})
        if (availability(rec.entrant(e), rd.number) != Availability::plays) {
          RC_ASSERT(g.kind == GameKind::knockout && g.result == lost);
          ++forfeits;
        }
    for (EntrantId e : unavailable_in(rec, rd.number))
      unplaced += std::none_of(rd.games.begin(), rd.games.end(),
                               [&](const Game& g) { return g.red == e || g.black == e; });
  }
  std::vector<int> given;
  for (const EventPlace& p : event_places(rec))
    if (p.place > 0 && !p.shared) given.push_back(p.place);
  std::sort(given.begin(), given.end());
  RC_ASSERT(std::adjacent_find(given.begin(), given.end()) == given.end());
  RC_TAG(cross ? "KO-2" : "KO-1", forfeits > 0 ? "a match lost by forfeit" : "no forfeit",
         unplaced > 0 ? "someone away not in the round" : "");
}

}  // namespace
}  // namespace xq
