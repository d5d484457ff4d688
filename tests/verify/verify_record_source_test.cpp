// Records whose source lacked some inputs (RecordSource; issue 13 item 9): TRF has no board
// numbers, drawn numbers, warnings or game kinds. The checks that need them are skipped and listed
// once with the reason; every other check still runs — a rematch (V-1) is caught on TRF too.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/io/trf.hpp"
#include "sim/engine_claims.hpp"
#include "sim/event.hpp"
#include "tests/support/build.hpp"
#include "tests/support/bundled_scenario.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

// Four players, two rounds, with faults only the inputs TRF lacks show: round 1 board 1 has 2
// red against 1 (P1-6: odd boards, the smaller number red) and board 2 has 3 red against 4 (even
// boards, the larger); in round 2 the 0–0 pair is on board 1 above the 2–2 pair (PI-8) and 1 is
// red against 4 with the same history (PI-6 round_parity: even rounds, the larger number red).
Record faulty() { return test::make_record(4, {{{2, 1, 'R'}, {3, 4, 'R'}}, {{1, 4, 'D'}, {3, 2, 'D'}}}); }

std::vector<std::string> rules_of(const std::vector<Violation>& vs) {
  std::vector<std::string> out;
  for (const Violation& v : vs) out.push_back(v.rule);
  return out;
}

std::vector<std::string> rules_of(const std::vector<SkippedCheck>& skipped) {
  std::vector<std::string> out;
  for (const SkippedCheck& s : skipped) out.push_back(s.rule);
  return out;
}

bool has(const std::vector<Violation>& vs, const std::string& rule, int round) {
  return std::any_of(vs.begin(), vs.end(),
                     [&](const Violation& v) { return v.rule == rule && v.round == round; });
}

TEST(VerifyRecordSource, AWholeRecordIsCheckedInFull) {
  const VerifyReport rep = verify_record(faulty());
  EXPECT_EQ(rules_of(rep.violations), (std::vector<std::string>{"P1-6", "P1-6", "PI-6", "PI-8"}));
  EXPECT_TRUE(rep.not_checked.empty());
}

TEST(VerifyRecordSource, WhatTrfLacksIsListedOnceAndNotChecked) {
  Record r = faulty();
  r.source = trf_source();
  const VerifyReport rep = verify_record(r);
  EXPECT_TRUE(rep.ok()) << to_string(rep.violations.front());
  ASSERT_EQ(rep.not_checked.size(), 4u);
  EXPECT_EQ(to_string(rep.not_checked[0]),
            "V-4 P1-6 first-round colours: not checked (TRF has no board numbers, no seeding numbers, drawn "
            "numbers or codes (P1-4, P1-8))");
  EXPECT_EQ(to_string(rep.not_checked[1]),
            "V-4 PI-6 colours of two identical histories (colour_tiebreak, by number): not checked (TRF has "
            "no seeding numbers, drawn numbers or codes (P1-4, P1-8))");
  EXPECT_EQ(to_string(rep.not_checked[2]), "V-4 PI-8 board order: not checked (TRF has no board numbers)");
  EXPECT_EQ(to_string(rep.not_checked[3]),
            "V-4 W-1..W-5 warnings reported against those the rounds show: not checked (TRF has no warnings "
            "(W-1..W-5))");
  EXPECT_TRUE(std::any_of(rep.notes.begin(), rep.notes.end(), [](const std::string& n) {
    return n.rfind("TRF has no rule settings besides the rounds and the game points", 0) == 0;
  }));
}

TEST(VerifyRecordSource, OnlyTheChecksOfTheMissingInputsAreSkipped) {  // data-driven, input by input
  Record r = faulty();
  r.source = {"TRF", {RecordInput::boards}};
  VerifyReport rep = verify_record(r);
  EXPECT_EQ(rules_of(rep.violations), std::vector<std::string>{"PI-6"});  // numbers are there
  EXPECT_EQ(rules_of(rep.not_checked), (std::vector<std::string>{"P1-6", "PI-8"}));
  EXPECT_EQ(rep.not_checked[0].reason, "TRF has no board numbers");

  r.rules.first_round_colours = FirstRoundColours::parity;  // P1-5 needs no boards
  rep = verify_record(r);
  EXPECT_TRUE(has(rep.violations, "P1-5", 1));  // 2 red against 1: 1 + 2 odd, the smaller red
  EXPECT_EQ(rules_of(rep.not_checked), std::vector<std::string>{"PI-8"});

  r = faulty();
  r.rounds[1].warnings = {{"W-5", 1, "a float"}};  // reported, not shown
  EXPECT_TRUE(has(verify_record(r).violations, "W-5", 2));
  r.source = {"", {RecordInput::warnings}};
  rep = verify_record(r);
  EXPECT_FALSE(has(rep.violations, "W-5", 2));
  ASSERT_EQ(rep.not_checked.size(), 1u);
  EXPECT_EQ(rep.not_checked[0].reason, "the record has no warnings (W-1..W-5)");
}

TEST(VerifyRecordSource, ARematchOnTrfIsStillAViolation) {  // V-1 needs nothing TRF lacks
  Record r = test::RecordBuilder(faulty()).round({{1, 2, 'R'}, {3, 4, 'R'}}).build();  // round 1 again
  r.source = trf_source();
  const VerifyReport rep = verify_record(r);
  EXPECT_FALSE(rep.ok());
  EXPECT_EQ(std::count_if(rep.violations.begin(), rep.violations.end(),
                          [](const Violation& v) { return v.check == "V-1" && v.round == 3; }),
            2);
}

// The program's own events through TRF: wxc-2022-men (PI-10 final after round 8) simulated,
// written as TRF and read back with the scenario's rules (TRF holds only XXR and the points).
struct TrfEvent {
  Record original;
  Record read_back;
};

TrfEvent through_trf(const sim::Scenario& s, std::uint64_t i) {
  Rng rng(2022, i);
  TrfEvent ev{sim::simulate_event(s, rng).record, {}};
  std::stringstream text;
  write_trf(text, ev.original);
  ev.read_back = read_trf(text, "e.trf", s.rules);
  return ev;
}

const Game* final_of(const Record& r) {
  for (const Round& rd : r.rounds)
    for (const Game& g : rd.games)
      if (g.kind == GameKind::final_game) return &g;
  return nullptr;
}

TEST(VerifyRecordSource, SimulatedEventsReadBackFromTrfPass) {
  const sim::Scenario s = test::bundled("wxc-2022-men");
  for (std::uint64_t i = 0; i < 12; ++i) {
    const TrfEvent ev = through_trf(s, i);
    ASSERT_EQ(final_of(ev.read_back), nullptr);  // TRF does not mark the final
    std::string note;
    const std::optional<Record> marked = mark_unmarked_final(ev.read_back, &note);
    ASSERT_TRUE(marked) << note;
    const Game* found = final_of(*marked);
    const Game* played = final_of(ev.original);
    ASSERT_TRUE(found && played);
    EXPECT_EQ(std::pair(found->red, found->black), std::pair(played->red, played->black)) << note;
    VerifyOptions o;
    sim::claim_engine_standings(*marked, o);
    const VerifyReport rep = verify_record(*marked, o);
    for (const Violation& v : rep.violations) ADD_FAILURE() << "event " << i << ": " << to_string(v);
    EXPECT_EQ(rep.not_checked.size(), 5u);  // … and the final's play-offs (KO-3): TRF has no game kinds
    EXPECT_NE(std::find(rep.notes.begin(), rep.notes.end(), note), rep.notes.end()) << note;
    // The unmarked record gives the same verdict: verify_record finds the final itself.
    EXPECT_TRUE(verify_record(ev.read_back).ok()) << "event " << i;
  }
}

TEST(VerifyRecordSource, FaultsPlantedInATrfEventAreCaught) {
  const sim::Scenario s = test::bundled("wxc-2022-men");
  const TrfEvent ev = through_trf(s, 3);
  // A rematch in round 5: two games exchange black players so that a pair meets again.
  Record rematch = ev.read_back;
  std::vector<Game>& games = rematch.rounds[4].games;
  auto met = [&](EntrantId a, EntrantId b) {
    for (int r = 0; r < 4; ++r)
      for (const Game& g : rematch.rounds[static_cast<size_t>(r)].games)
        if ((g.red == a && g.black == b) || (g.red == b && g.black == a)) return true;
    return false;
  };
  bool planted = false;
  for (size_t x = 0; x < games.size() && !planted; ++x)
    for (size_t y = 0; y < games.size() && !planted; ++y)
      if (x != y && met(games[x].red, games[y].black)) {
        std::swap(games[x].black, games[y].black);
        planted = true;
      }
  ASSERT_TRUE(planted);
  const VerifyReport rep = verify_record(rematch);
  EXPECT_TRUE(has(rep.violations, "V-1", 5));
  // The final not between the top two: round 9's final and another game exchange black players.
  Record wrong_final = *mark_unmarked_final(ev.read_back);
  std::vector<Game>& last = wrong_final.rounds[8].games;
  const auto f =
      std::find_if(last.begin(), last.end(), [](const Game& g) { return g.kind == GameKind::final_game; });
  const auto other = f == last.begin() ? last.begin() + 1 : last.begin();
  std::swap(f->black, other->black);
  f->kind = GameKind::regular;  // as TRF has it
  std::string note;
  EXPECT_FALSE(mark_unmarked_final(wrong_final, &note));
  EXPECT_NE(note.find("no game of round 9 is between the top two"), std::string::npos) << note;
  EXPECT_TRUE(has(verify_record(wrong_final).violations, "PI-10", 9));
}

}  // namespace
}  // namespace xq
