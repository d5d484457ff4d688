// The verifier on knockout stages and matches (KO-1, KO-2, KO-3, KO-5 and the PI-10 final's
// play-offs; docs/verifier.md "Knockouts and matches"): events the simulator plays with the engine
// pass it, with the engine's event places as claims; faults planted in them — none of which the
// verifier saw before it read the knockout — are each caught with the rule named.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "sim/engine_claims.hpp"
#include "sim/event.hpp"
#include "sim/scenario.hpp"
#include "tests/support/build.hpp"
#include "tests/support/bundled_scenario.hpp"
#include "tests/support/verify_dump.hpp"
#include "verify/verify.hpp"

namespace xq {
namespace {

using test::dump;

// 001's final (KO-1 with KO-3 matches; docs/events.md, national-games-2021-final): 16 players, a
// 5-round Swiss whose places 1–4 are played off (T-12.2), then the top four: semi-finals and the
// match for 3rd place standard → super-rapid swapped → armageddon chosen by the higher stage-1
// place; the final standard → super-rapid, swapped each time, until decided.
constexpr const char* kTopFour = R"([event]
name = "KO-1"
format = "swiss"
time_control = "standard"

[rules]
rounds = 5
tiebreaks = ["cn-14.3.1", "playoff"]
playoff_places = [1, 2, 3, 4]
playoff_format = "armageddon"
knockout = "top_four"
knockout_colours = "higher_chooses"
armageddon_choice = "higher"
match_playoffs = ["super_rapid", "armageddon"]
final_playoffs = ["super_rapid"]

[field]
count = 16
rating = { distribution = "normal", mean = 2200, sd = 200 }
)";

sim::Scenario top_four() { return sim::parse_scenario(kTopFour, "top-four.toml"); }
sim::Scenario women() { return test::bundled("wxc-2019-women"); }  // KO-2, 11 players: B5 a walkover
sim::Scenario men() { return test::bundled("wxc-2019-men"); }      // PI-10 final after round 8

Record simulate(const sim::Scenario& s, std::uint64_t i) {
  Rng rng(0x6b6f, i);
  return sim::simulate_event(s, rng).record;
}

VerifyOptions engine_claims(const Record& r) {
  VerifyOptions o;
  sim::claim_engine_standings(r, o);
  return o;
}

VerifyReport verify(const Record& r) { return verify_record(r, engine_claims(r)); }

bool has(const VerifyReport& rep, const std::string& check, const std::string& rule, int round = 0,
         const std::string& text = "") {
  return std::any_of(rep.violations.begin(), rep.violations.end(), [&](const Violation& v) {
    return v.check == check && v.rule == rule && (round == 0 || v.round == round) &&
           v.text.find(text) != std::string::npos;
  });
}

// A violation of `rule` names entrant `e`.
bool names(const VerifyReport& rep, const std::string& rule, EntrantId e) {
  return std::any_of(rep.violations.begin(), rep.violations.end(),
                     [&](const Violation& v) { return v.rule == rule && v.entrant == e; });
}

Round& round_of(Record& r, int number) { return r.rounds.at(static_cast<size_t>(number - 1)); }
const Round& round_of(const Record& r, int number) { return r.rounds.at(static_cast<size_t>(number - 1)); }

bool same_pair(const Game& a, const Game& b) {
  return (a.red == b.red && a.black == b.black) || (a.red == b.black && a.black == b.red);
}

// The games of the match opened by rd.games[opening] (kind knockout or final_game): it, then the
// play-off games between the same two after it.
std::vector<size_t> match_of(const Round& rd, size_t opening) {
  std::vector<size_t> out{opening};
  for (size_t i = opening + 1; i < rd.games.size(); ++i)
    if (rd.games[i].kind == GameKind::playoff && same_pair(rd.games[i], rd.games[opening])) out.push_back(i);
  return out;
}

// Matches of round `number` (their game indices) for which `want` holds, in record order.
using MatchPred = std::function<bool(const Round&, const std::vector<size_t>&)>;
std::optional<std::vector<size_t>> find_match(const Record& r, int number, const MatchPred& want) {
  if (static_cast<int>(r.rounds.size()) < number) return std::nullopt;
  const Round& rd = round_of(r, number);
  for (size_t i = 0; i < rd.games.size(); ++i) {
    if (rd.games[i].kind != GameKind::knockout && rd.games[i].kind != GameKind::final_game) continue;
    const std::vector<size_t> games = match_of(rd, i);
    if (want(rd, games)) return games;
  }
  return std::nullopt;
}

// The first of events 0, 1, … of `s` that has a match in round `number` for which `want` holds:
// the record and that match's game indices.
std::pair<Record, std::vector<size_t>> event_with(const sim::Scenario& s, int number, const MatchPred& want) {
  for (std::uint64_t i = 0; i < 400; ++i) {
    Record r = simulate(s, i);
    if (std::optional<std::vector<size_t>> m = find_match(r, number, want)) {
      EXPECT_TRUE(verify(r).ok()) << "event " << i << " before planting:\n" << dump(verify(r));
      return {std::move(r), *m};
    }
  }
  ADD_FAILURE() << "no event of " << s.name << " has the match wanted in round " << number;
  return {};
}

bool decided_at_once(const Round& rd, const std::vector<size_t>& m) {
  const Result res = rd.games[m[0]].result;
  return m.size() == 1 && (res == Result::red_win || res == Result::black_win);
}
bool has_playoff(const Round& rd, const std::vector<size_t>& m, TimeControl tc) {
  return std::any_of(m.begin() + 1, m.end(), [&](size_t i) { return rd.games[i].time_control == tc; });
}

// ---- agreement: the engine's events pass

struct Seen {
  int events = 0;
  int playoffs = 0;     // play-off games of matches (knockout or final)
  int armageddons = 0;  // of them armageddons
  int walkovers = 0;    // byes in knockout rounds
};

void expect_pass(const sim::Scenario& s, int events, const std::string& what, Seen& seen) {
  for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(events); ++i) {
    const Record rec = simulate(s, i);
    ASSERT_EQ(static_cast<int>(rec.rounds.size()), event_rounds(rec.rules)) << what << " event " << i;
    const VerifyOptions o = engine_claims(rec);
    if (rec.rules.knockout != Knockout::none) {  // the places are compared, not only computed
      EXPECT_EQ(o.claimed_event_places.size(), rec.entrants.size()) << what << " event " << i;
    }
    const VerifyReport rep = verify_record(rec, o);
    for (const Violation& v : rep.violations) ADD_FAILURE() << what << " event " << i << ": " << to_string(v);
    ++seen.events;
    for (const Round& rd : rec.rounds) {
      const bool matches = rd.stage == 2 || rd.number == rec.rules.final_after_round + 1;
      if (!matches) continue;
      if (rd.stage == 2) seen.walkovers += static_cast<int>(rd.byes.size());
      for (const Game& g : rd.games)
        if (g.kind == GameKind::playoff) {
          ++seen.playoffs;
          seen.armageddons += g.time_control == TimeControl::armageddon ? 1 : 0;
        }
    }
  }
}

TEST(VerifyKnockout, CrossKnockoutEventsPass) {  // KO-2, KO-3 (003's chain)
  Seen seen;
  sim::Scenario s = women();
  expect_pass(s, 150, "wxc-2019-women", seen);
  s.rules.cross_missing = CrossMissing::leftover_last;  // KO-2.3's other reading
  expect_pass(s, 60, "leftover_last", seen);
  s = women();
  s.rules.knockout_colours = KnockoutColours::higher_chooses;  // equal group places: lots
  s.rules.armageddon_choice = ArmageddonChoice::higher;
  expect_pass(s, 60, "higher_chooses", seen);
  EXPECT_GT(seen.playoffs, 300);
  EXPECT_GT(seen.armageddons, 50);
  EXPECT_GT(seen.walkovers, 200);  // B5 in round 6, the loser of A5–B6 in round 7
}

TEST(VerifyKnockout, TopFourEventsPass) {  // KO-1, KO-3 (001's chains), T-12.2 for places 1–4
  Seen seen;
  sim::Scenario s = top_four();
  expect_pass(s, 120, "top four", seen);
  s.rules.colour_choice = ChooserColour::red;  // the chooser takes red (armageddons too)
  expect_pass(s, 60, "top four, colour_choice = red", seen);
  EXPECT_GT(seen.playoffs, 100);
  EXPECT_GT(seen.armageddons, 10);
}

TEST(VerifyKnockout, FinalEventsPass) {  // PI-10's final as a KO-3 match
  Seen seen;
  expect_pass(men(), 60, "wxc-2019-men", seen);
  EXPECT_GT(seen.playoffs, 15);
  EXPECT_GT(seen.armageddons, 2);
}

// ---- planted faults

TEST(VerifyKnockout, FinalPlayoffWithUnswappedColoursIsCaught) {  // KO-3.2 in PI-10's final
  auto [rec, m] = event_with(men(), 9, [](const Round& rd, const std::vector<size_t>& g) {
    return has_playoff(rd, g, TimeControl::rapid);
  });
  ASSERT_GE(m.size(), 2u);
  Game& p = round_of(rec, 9).games[m[1]];
  std::swap(p.red, p.black);  // the finalists keep the colours of the final
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-4", "KO-3", 9, "colours not swapped")) << dump(rep);
}

TEST(VerifyKnockout, KnockoutPlayoffWithUnswappedColoursIsCaught) {  // KO-3.2
  auto [rec, m] = event_with(women(), 7, [](const Round& rd, const std::vector<size_t>& g) {
    return has_playoff(rd, g, TimeControl::rapid);
  });
  ASSERT_GE(m.size(), 2u);
  Game& p = round_of(rec, 7).games[m[1]];
  std::swap(p.red, p.black);
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-4", "KO-3", 7, "colours not swapped")) << dump(rep);
}

// A rapid play-off after the last game of the match `m` of round `number`, colours swapped.
void add_playoff(Record& rec, int number, const std::vector<size_t>& m, TimeControl tc, Result result) {
  Round& rd = round_of(rec, number);
  const Game last = rd.games[m.back()];
  Game extra;
  extra.board = last.board;
  extra.red = last.black;
  extra.black = last.red;
  extra.result = result;
  extra.kind = GameKind::playoff;
  extra.time_control = tc;
  if (tc == TimeControl::armageddon) extra.chooser = last.chooser != 0 ? last.chooser : last.red;
  rd.games.push_back(extra);
}

TEST(VerifyKnockout, PlayoffAfterADecisiveFinalIsCaught) {  // KO-3: the match stops at a decisive game
  auto [rec, m] = event_with(men(), 9, decided_at_once);
  add_playoff(rec, 9, m, TimeControl::rapid, Result::red_win);
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-3", 9, "which decided the match")) << dump(rep);
}

TEST(VerifyKnockout, PlayoffAfterADecisiveKnockoutGameIsCaught) {
  auto [rec, m] = event_with(women(), 7, decided_at_once);
  add_playoff(rec, 7, m, TimeControl::rapid, Result::black_win);
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "which decided the match")) << dump(rep);
}

TEST(VerifyKnockout, AnArmageddonDrawIsAWinForBlack) {  // KO-3.4
  // A drawn armageddon decided the match for black: a further game after it is one too many.
  {
    auto [rec, m] = event_with(women(), 7, [](const Round& rd, const std::vector<size_t>& g) {
      return rd.games[g.back()].time_control == TimeControl::armageddon;
    });
    ASSERT_FALSE(m.empty());
    Round& rd = round_of(rec, 7);
    rd.games[m.back()].result = Result::draw;
    add_playoff(rec, 7, m, TimeControl::armageddon, Result::red_win);
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "an armageddon draw: black wins")) << dump(rep);
  }
  // Places claiming red won it: an armageddon red won, turned into a draw, with the places the
  // engine gave for red's win.
  {
    auto [rec, m] = event_with(women(), 7, [](const Round& rd, const std::vector<size_t>& g) {
      const Game& last = rd.games[g.back()];
      return last.time_control == TimeControl::armageddon && last.result == Result::red_win;
    });
    ASSERT_FALSE(m.empty());
    const VerifyOptions red_won = engine_claims(rec);
    Game& a = round_of(rec, 7).games[m.back()];
    a.result = Result::draw;
    const VerifyReport rep = verify_record(rec, red_won);
    EXPECT_TRUE(names(rep, "KO-2", a.red) && names(rep, "KO-2", a.black)) << dump(rep);
  }
}

TEST(VerifyKnockout, ABracketPairingTheWrongPlayersIsCaught) {  // KO-1.3
  // Both semi-finals decided in game 1; the two chosen by the higher places (1st and 2nd) keep
  // their games, their opponents change places: 1st v 3rd, 2nd v 4th.
  auto [rec, m] = event_with(top_four(), 6, [](const Round& rd, const std::vector<size_t>&) {
    return rd.games.size() == 2 && decided_at_once(rd, {0}) && decided_at_once(rd, {1});
  });
  Round& rd = round_of(rec, 6);
  ASSERT_EQ(rd.games.size(), 2u);
  auto other = [](Game& g) -> EntrantId& { return g.chooser == g.red ? g.black : g.red; };
  std::swap(other(rd.games[0]), other(rd.games[1]));
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-1", 6, "semi-final 1st v 4th")) << dump(rep);
  EXPECT_TRUE(has(rep, "V-2", "KO-1", 6, "is no match of the bracket")) << dump(rep);
}

TEST(VerifyKnockout, TheFinalAndTheMatchForThirdPlaceOnSwappedBoardsAreCaught) {  // KO-1.3 board order
  auto [rec, m] = event_with(top_four(), 7, [](const Round& rd, const std::vector<size_t>&) {
    return rd.games.size() == 2;  // both decided in game 1
  });
  Round& rd = round_of(rec, 7);
  ASSERT_EQ(rd.games.size(), 2u);
  std::swap(rd.games[0].board, rd.games[1].board);
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-1", 7, "belongs on board 1")) << dump(rep);
}

TEST(VerifyKnockout, AMissingWalkoverIsCaught) {  // KO-2.3: B5's walkover in round 6
  Record rec = simulate(women(), 0);
  Round& rd = round_of(rec, 6);
  ASSERT_EQ(rd.byes.size(), 1u);
  const EntrantId b5 = rd.byes[0].entrant;
  rd.byes.clear();
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-2", 6, "walkover, recorded as a bye, is missing")) << dump(rep);
  EXPECT_TRUE(names(rep, "KO-2", b5)) << dump(rep);
}

TEST(VerifyKnockout, AWalkoverToTheWrongPlayerIsCaught) {  // KO-2.3
  // B5's walkover given to a player of a round-6 match decided in game 1, who hands over their
  // game to B5.
  auto [rec, m] = event_with(women(), 6, decided_at_once);
  Round& rd = round_of(rec, 6);
  ASSERT_EQ(rd.byes.size(), 1u);
  Game& g = rd.games[m[0]];
  std::swap(rd.byes[0].entrant, g.red);
  const EntrantId wrong = rd.byes[0].entrant;
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-2", 6, "no walkover is due")) << dump(rep);
  EXPECT_TRUE(names(rep, "KO-2", wrong)) << dump(rep);
}

TEST(VerifyKnockout, PlayoffsInTheWrongTimeControlAreCaught) {  // KO-3.1
  {  // 003's chain: rapid, then armageddon — played the other way round
    auto [rec, m] =
        event_with(women(), 7, [](const Round&, const std::vector<size_t>& g) { return g.size() == 3; });
    ASSERT_EQ(m.size(), 3u);
    Round& rd = round_of(rec, 7);
    std::swap(rd.games[m[1]].time_control, rd.games[m[2]].time_control);
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "the chain gives rapid")) << dump(rep);
  }
  {  // 001's final: super-rapid until decided, never an armageddon
    auto [rec, m] = event_with(top_four(), 7, [](const Round& rd, const std::vector<size_t>& g) {
      return rd.games[g[0]].board == 1 && g.size() >= 2;
    });
    ASSERT_GE(m.size(), 2u);
    round_of(rec, 7).games[m[1]].time_control = TimeControl::rapid;
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "the chain gives super_rapid")) << dump(rep);
  }
  {  // PI-10's final (003): rapid first
    auto [rec, m] = event_with(men(), 9, [](const Round& rd, const std::vector<size_t>& g) {
      return has_playoff(rd, g, TimeControl::rapid);
    });
    ASSERT_GE(m.size(), 2u);
    round_of(rec, 9).games[m[1]].time_control = TimeControl::super_rapid;
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-2", "KO-3", 9, "the chain gives rapid")) << dump(rep);
  }
}

TEST(VerifyKnockout, WrongClaimedPlacesAreCaught) {  // V-5 against KO-2.4 and KO-1.5
  {
    const Record rec = simulate(women(), 1);
    const VerifyOptions good = engine_claims(rec);
    ASSERT_TRUE(verify_record(rec, good).ok()) << dump(verify_record(rec, good));
    VerifyOptions twice = good;  // 2nd place claimed twice, nobody 1st
    auto& rows = twice.claimed_event_places;
    const auto first =
        std::find_if(rows.begin(), rows.end(), [](const ClaimedPlace& p) { return p.place == 1; });
    ASSERT_NE(first, rows.end());
    first->place = 2;
    VerifyReport rep = verify_record(rec, twice);
    EXPECT_TRUE(has(rep, "V-5", "KO-2", 7, "are each given once (KO-2.4)")) << dump(rep);
    EXPECT_TRUE(has(rep, "V-5", "KO-2", 7, "give place 1 to nobody")) << dump(rep);
    VerifyOptions swapped = good;  // 5th and 9th exchanged
    auto& s = swapped.claimed_event_places;
    const auto fifth = std::find_if(s.begin(), s.end(), [](const ClaimedPlace& p) { return p.place == 5; });
    const auto ninth = std::find_if(s.begin(), s.end(), [](const ClaimedPlace& p) { return p.place == 9; });
    ASSERT_TRUE(fifth != s.end() && ninth != s.end());
    std::swap(fifth->place, ninth->place);
    rep = verify_record(rec, swapped);
    EXPECT_TRUE(has(rep, "V-5", "KO-2", 7, "the verifier 5th")) << dump(rep);
    EXPECT_TRUE(has(rep, "V-5", "KO-2", 7, "the verifier 9th")) << dump(rep);
  }
  {
    const Record rec = simulate(top_four(), 1);
    const VerifyOptions good = engine_claims(rec);
    ASSERT_TRUE(verify_record(rec, good).ok()) << dump(verify_record(rec, good));
    VerifyOptions twice = good;  // 4th claimed 3rd as well
    for (ClaimedPlace& p : twice.claimed_event_places)
      if (p.place == 4) p.place = 3;
    VerifyReport rep = verify_record(rec, twice);
    EXPECT_TRUE(has(rep, "V-5", "KO-1", 7, "places 1–4 are each given once (KO-1.5)")) << dump(rep);
    VerifyOptions fifth = good;  // a first-stage place (KO-1.5: 5.. from stage 1) one lower
    auto& f = fifth.claimed_event_places;
    const auto below = std::find_if(f.begin(), f.end(), [](const ClaimedPlace& p) { return p.place > 4; });
    ASSERT_NE(below, f.end());
    ++below->place;
    rep = verify_record(rec, fifth);
    EXPECT_TRUE(has(rep, "V-5", "KO-1", 7, "first stage")) << dump(rep);
  }
}

TEST(VerifyKnockout, GameOneChosenByTheLowerPlacedIsCaught) {  // KO-1.4, KO-3.3
  {
    auto [rec, m] = event_with(top_four(), 6, decided_at_once);
    Game& g = round_of(rec, 6).games[m[0]];
    g.chooser = g.chooser == g.red ? g.black : g.red;
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-4", "KO-1", 6, "is placed higher and chooses")) << dump(rep);
  }
  {  // colour_choice = red: the chooser takes red
    sim::Scenario s = top_four();
    s.rules.colour_choice = ChooserColour::red;
    auto [rec, m] = event_with(s, 6, decided_at_once);
    Game& g = round_of(rec, 6).games[m[0]];
    std::swap(g.red, g.black);
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-4", "KO-1", 6, "colour_choice = red")) << dump(rep);
  }
}

TEST(VerifyKnockout, AFinalArmageddonChosenByTheLowerRankedIsCaught) {  // PI-10 (003 一.2)
  // An event whose final went to the armageddon with the finalists' scores after round 8 unequal
  // (so one is ranked higher and chooses); the other recorded as the chooser.
  for (std::uint64_t i = 0; i < 400; ++i) {
    Record rec = simulate(men(), i);
    const std::optional<std::vector<size_t>> m =
        find_match(rec, 9, [](const Round& rd, const std::vector<size_t>& g) {
          return has_playoff(rd, g, TimeControl::armageddon);
        });
    if (!m) continue;
    const std::vector<std::vector<Points>> scores = recompute_scores(rec);
    Game& a = round_of(rec, 9).games[m->back()];
    if (scores[7][static_cast<size_t>(a.red - 1)] == scores[7][static_cast<size_t>(a.black - 1)]) continue;
    ASSERT_TRUE(verify(rec).ok()) << dump(verify(rec));
    a.chooser = a.chooser == a.red ? a.black : a.red;
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-4", "PI-10", 9, "is placed higher and chooses")) << dump(rep);
    return;
  }
  FAIL() << "no final went to an armageddon between finalists of unequal scores";
}

TEST(VerifyKnockout, AnUndecidedMatchIsCaught) {  // KO-3: decided when the event is complete
  auto [rec, m] =
      event_with(women(), 7, [](const Round&, const std::vector<size_t>& g) { return g.size() >= 2; });
  ASSERT_GE(m.size(), 2u);
  Round& rd = round_of(rec, 7);
  rd.games.erase(rd.games.begin() + static_cast<std::ptrdiff_t>(m.back()));  // the deciding play-off
  VerifyOptions o = engine_claims(rec);
  o.finished = true;  // the event played out (the simulator's record)
  const VerifyReport rep = verify_record(rec, o);
  EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "is not decided")) << dump(rep);
  // An arbiter's record between `results` and `pair` looks the same: its next play-off game is
  // still to be paired — a note, no violation (it was exit 1 for a step the workflow asks for).
  o.finished = false;
  const VerifyReport mid = verify_record(rec, o);
  EXPECT_FALSE(has(mid, "V-2", "KO-3", 7, "is not decided")) << dump(mid);
  EXPECT_TRUE(std::any_of(mid.notes.begin(), mid.notes.end(), [](const std::string& n) {
    return n.find("is not decided yet: its next play-off game is to be paired (KO-3; xqsim pair)") !=
           std::string::npos;
  })) << dump(mid);
}

// KO-3.1: the match for 1st place is the bracket's final, wherever it is written: with the final
// and the match for 3rd place on each other's boards the board order is wrong (KO-1.3), and the
// final's play-offs are still read by final_playoffs, not the 3rd place's chain.
TEST(VerifyKnockout, TheFinalsChainFollowsTheBracketNotTheBoard) {
  auto [rec, m] = event_with(top_four(), 7, [](const Round& rd, const std::vector<size_t>& g) {
    return rd.games[g[0]].board == 1 && g.size() >= 3;  // the final: two super-rapids at least
  });
  ASSERT_GE(m.size(), 3u);
  for (Game& g : round_of(rec, 7).games) g.board = 3 - g.board;
  const VerifyReport rep = verify_record(rec, engine_claims(rec));
  EXPECT_TRUE(has(rep, "V-2", "KO-1", 7, "the bracket's final")) << dump(rep);
  for (const auto& v : rep.violations) EXPECT_EQ(v.text.find("the chain gives"), std::string::npos) << v.text;
}

// The same in knockout round 1, the record cut there (between `results` and `pair`): the note too;
// said to be over (--final), a record without the event's last round is a violation (KO-5.1).
TEST(VerifyKnockout, ADrawnMatchBeforeTheLastRoundIsSaidAndAnEventCutShortIsNotOver) {
  auto [rec, m] =
      event_with(women(), 6, [](const Round&, const std::vector<size_t>& g) { return g.size() >= 2; });
  ASSERT_GE(m.size(), 2u);
  rec.rounds.resize(6);
  Round& rd = round_of(rec, 6);
  rd.games.erase(rd.games.begin() + static_cast<std::ptrdiff_t>(m.back()));  // the deciding play-off
  VerifyOptions o = engine_claims(rec);
  const VerifyReport mid = verify_record(rec, o);
  EXPECT_TRUE(mid.violations.empty()) << dump(mid);
  EXPECT_TRUE(std::any_of(mid.notes.begin(), mid.notes.end(), [](const std::string& n) {
    return n.starts_with("round 6 board ") &&
           n.find("is not decided yet: its next play-off game is to be paired (KO-3; xqsim pair)") !=
               std::string::npos;
  })) << dump(mid);
  o.finished = true;
  const VerifyReport over = verify_record(rec, o);
  EXPECT_TRUE(
      has(over, "V-2", "KO-5", 6, "the event is said to be over, but the record holds 6 of its 7 rounds"))
      << dump(over);
}

// KO-3.7 with both absent: a semi-final written `-/-` ends with both lost; the engine pairs the
// final and the match for 3rd as walkovers and leaves places 2 and 4 to nobody, and the verifier,
// reading the bracket its own way, agrees — and catches a play-off the engine would not write.
TEST(VerifyKnockout, ASemiFinalLostByBothIsOverKO3_7) {
  Record rec = simulate(top_four(), 0);
  rec.rounds.resize(6);  // stage 1 and the semi-finals
  Round& sf = round_of(rec, 6);
  const std::vector<size_t> first = match_of(sf, 0);
  for (size_t k = first.size(); k-- > 1;)
    sf.games.erase(sf.games.begin() + static_cast<std::ptrdiff_t>(first[k]));
  sf.games[0].result = Result::double_forfeit;
  const EntrantId other_winner = [&] {  // the other semi-final's winner, from its deciding game
    for (const Game& g : sf.games)
      if (g.board == 2 && (g.result == Result::red_win || g.result == Result::black_win))
        return g.result == Result::red_win ? g.red : g.black;
    return EntrantId{0};
  }();
  ASSERT_NE(other_winner, 0);
  Rng rng(3);
  PairingResult fin = pair_next_round(rec, rng);
  ASSERT_TRUE(fin.ok());
  ASSERT_EQ(fin.round.byes.size(), 2u);
  EXPECT_EQ(fin.round.byes[0].entrant, other_winner);  // wins the final by walkover
  rec.rounds.push_back(fin.round);
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(rep.ok()) << dump(rep);
  Record played_on = rec;  // a play-off after the double forfeit: KO-3 stops at it
  Game extra = round_of(played_on, 6).games[0];
  extra.kind = GameKind::playoff;
  extra.time_control = TimeControl::super_rapid;
  std::swap(extra.red, extra.black);
  extra.result = Result::red_win;
  round_of(played_on, 6).games.push_back(extra);
  EXPECT_TRUE(has(verify(played_on), "V-2", "KO-3", 6, "decided the match")) << dump(verify(played_on));
}

TEST(VerifyKnockout, TooManyGamesInAMatchAreCaught) {  // KO-3.6
  auto [rec, m] =
      event_with(women(), 7, [](const Round&, const std::vector<size_t>& g) { return g.size() == 3; });
  rec.rules.max_match_games = 2;
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-3", 7, "more than max_match_games = 2")) << dump(rep);
}

TEST(VerifyKnockout, AKnockoutBeforeTheFirstStageEndedIsCaught) {  // KO-5.1, RR-2.5
  // The T-12 play-offs that decided group places (round 5) taken out: a group place the bracket
  // reads is shared, and the knockout was seeded anyway.
  for (std::uint64_t i = 0; i < 200; ++i) {
    Record rec = simulate(women(), i);
    std::vector<Game>& five = round_of(rec, 5).games;
    const auto playoff = [](const Game& g) { return g.kind == GameKind::playoff; };
    if (std::none_of(five.begin(), five.end(), playoff)) continue;
    five.erase(std::remove_if(five.begin(), five.end(), playoff), five.end());
    const VerifyReport rep = verify(rec);
    EXPECT_TRUE(has(rep, "V-2", "KO-5", 6, "the first stage has not ended")) << dump(rep);
    return;
  }
  FAIL() << "no event had a play-off for a group place";
}

// ---- team knockout (KO-1 with KO-4 team matches): 001's team final

sim::Scenario team_final() { return test::bundled("national-games-2021-team-final"); }

TEST(VerifyKnockout, TeamFinalEventsPass) {  // KO-1, KO-4: PT-14 stage-1 places, team matches, team places
  int sittings = 0, later = 0;
  sim::Scenario s = team_final();
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1) s.rules.colour_choice = ChooserColour::black;  // the chooser lets the other move first
    for (std::uint64_t i = 0; i < 80; ++i) {
      const Record rec = simulate(s, i);
      ASSERT_EQ(static_cast<int>(rec.rounds.size()), event_rounds(rec.rules)) << "event " << i;
      const VerifyOptions o = engine_claims(rec);
      EXPECT_EQ(o.claimed_event_places.size(), rec.teams.size()) << "event " << i;  // team ids
      const VerifyReport rep = verify_record(rec, o);
      for (const Violation& v : rep.violations) ADD_FAILURE() << "event " << i << ": " << to_string(v);
      for (const std::string& n : rep.notes) EXPECT_EQ(n.find("KO-4"), std::string::npos) << n;
      for (const Round& rd : rec.rounds)
        for (const Match& m : rd.matches)
          if (rd.stage == 2) {
            const int k = static_cast<int>(m.games.size()) / rec.rules.boards;
            sittings += k;
            later += k - 1;
          }
    }
  }
  EXPECT_EQ(sittings - later, 2 * 80 * 4);  // four team matches per event, each with a first sitting
  EXPECT_GT(later, 20);                     // play-off sittings were read
}

// The first event of the team final with a team match of round `number` for which `want` holds:
// the record and the match's index in the round.
using TeamPred = std::function<bool(const Round&, const Match&)>;
std::pair<Record, size_t> team_event_with(int number, const TeamPred& want) {
  for (std::uint64_t i = 0; i < 400; ++i) {
    Record r = simulate(team_final(), i);
    const Round& rd = round_of(r, number);
    for (size_t m = 0; m < rd.matches.size(); ++m)
      if (want(rd, rd.matches[m])) {
        EXPECT_TRUE(verify(r).ok()) << "event " << i << " before planting:\n" << dump(verify(r));
        return {std::move(r), m};
      }
  }
  ADD_FAILURE() << "no team final has the team match wanted in round " << number;
  return {};
}

bool two_sittings(const Round&, const Match& m) { return m.games.size() >= 6; }

TEST(VerifyKnockout, TeamPlayoffSittingWithUnswappedColoursIsCaught) {  // KO-4.3
  auto [rec, mi] = team_event_with(6, two_sittings);
  ASSERT_FALSE(rec.rounds.empty());
  Round& rd = round_of(rec, 6);
  for (size_t j = 3; j < 6; ++j) {  // sitting 2 with sitting 1's colours
    Game& g = rd.games[static_cast<size_t>(rd.matches[mi].games[j])];
    std::swap(g.red, g.black);
  }
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-4", "KO-4", 6, "swapped each sitting")) << dump(rep);
}

TEST(VerifyKnockout, ASittingAfterADecidedTeamMatchIsCaught) {  // KO-4.2
  auto [rec, mi] = team_event_with(6, [](const Round&, const Match& m) { return m.games.size() == 3; });
  ASSERT_FALSE(rec.rounds.empty());
  Round& rd = round_of(rec, 6);
  const std::vector<int> first = rd.matches[mi].games;
  for (const int gi : first) {  // a drawn super-rapid sitting, colours swapped
    Game g = rd.games[static_cast<size_t>(gi)];
    std::swap(g.red, g.black);
    g.kind = GameKind::playoff;
    g.time_control = TimeControl::super_rapid;
    g.result = Result::draw;
    g.chooser = 0;
    rd.matches[mi].games.push_back(static_cast<int>(rd.games.size()));
    rd.games.push_back(g);
  }
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-4", 6, "which decided the match")) << dump(rep);
}

TEST(VerifyKnockout, ATeamPlayerOnAnotherBoardInTheSecondSittingIsCaught) {  // KO-4.4
  auto [rec, mi] = team_event_with(6, two_sittings);
  ASSERT_FALSE(rec.rounds.empty());
  Round& rd = round_of(rec, 6);
  const Match& m = rd.matches[mi];
  const std::vector<EntrantId>& home = rec.teams.at(static_cast<size_t>(m.home - 1)).players;
  for (size_t j = 3; j < 6; ++j) {  // the home team's boards 1 and 2 exchanged in sitting 2
    Game& g = rd.games[static_cast<size_t>(m.games[j])];
    for (EntrantId* p : {&g.red, &g.black})
      if (*p == home[0] || *p == home[1]) *p = *p == home[0] ? home[1] : home[0];
  }
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-4", 6, "the line-up gives")) << dump(rep);
}

TEST(VerifyKnockout, TheLowerPlacedTeamMovingFirstIsCaught) {  // KO-4.1 under higher_chooses
  auto [rec, mi] = team_event_with(6, [](const Round&, const Match& m) { return m.table == 1; });
  ASSERT_FALSE(rec.rounds.empty());
  Round& rd = round_of(rec, 6);
  Match& m = rd.matches[mi];
  std::swap(m.home, m.away);  // the 4th team home, moving first and choosing: consistent otherwise
  for (size_t j = 0; j < m.games.size(); ++j) {
    Game& g = rd.games[static_cast<size_t>(m.games[j])];
    std::swap(g.red, g.black);
    if (g.chooser != 0) g.chooser = g.chooser == g.red ? g.black : g.red;
  }
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-4", "KO-4", 6, "moves first (home), but")) << dump(rep);
  EXPECT_TRUE(has(rep, "V-4", "KO-4", 6, "the team that chose")) << dump(rep);
}

// KO-4.1 (001 決賽 二.2 "選擇先后走"): the team placed higher chooses to move first or second. Moving
// second, every board of its first sitting has the other colours, and each sitting after swaps from
// them: a record the verifier passes. The choice is the team's: one board the other way is caught.
TEST(VerifyKnockout, TheChoosingTeamMayMoveSecondOnEveryBoardButNotOnSomeKO4_1) {
  auto [rec, mi] = team_event_with(6, two_sittings);
  ASSERT_FALSE(rec.rounds.empty());
  Record second = rec;
  Round& rd = round_of(second, 6);
  for (int gi : rd.matches[mi].games) test::swap_colours(rd.games[static_cast<size_t>(gi)]);
  EXPECT_TRUE(verify(second).ok()) << dump(verify(second));

  Record some = rec;
  Round& one = round_of(some, 6);
  test::swap_colours(one.games[static_cast<size_t>(one.matches[mi].games[0])]);  // board 1 of sitting 1 only
  const VerifyReport rep = verify(some);
  EXPECT_TRUE(has(rep, "V-4", "KO-4", 6, "the team that chose moves first or second on every board"))
      << dump(rep);
  // The board the other way round is the one named, in the first sitting and each after it.
  for (const Violation& v : rep.violations)
    if (v.check == "V-4") {
      EXPECT_EQ(v.board, 1) << dump(rep);
    }
}

TEST(VerifyKnockout, ATeamBracketPairingFirstWithThirdIsCaught) {  // KO-1.3
  // Round 6: the away teams of tables 1 and 2 (4th and 3rd) exchanged, their players with them.
  Record rec = simulate(team_final(), 3);
  ASSERT_TRUE(verify(rec).ok()) << dump(verify(rec));
  Round& rd = round_of(rec, 6);
  ASSERT_EQ(rd.matches.size(), 2U);
  const EntrantId a = rd.matches[0].away, b = rd.matches[1].away;
  const std::vector<EntrantId> pa = rec.teams.at(static_cast<size_t>(a - 1)).players;
  const std::vector<EntrantId> pb = rec.teams.at(static_cast<size_t>(b - 1)).players;
  std::swap(rd.matches[0].away, rd.matches[1].away);
  for (Game& g : rd.games)
    for (EntrantId* p : {&g.red, &g.black, &g.chooser})
      for (size_t i = 0; i < pa.size(); ++i)
        if (*p == pa[i] || *p == pb[i]) {
          *p = *p == pa[i] ? pb[i] : pa[i];
          break;
        }
  const VerifyReport rep = verify(rec);
  EXPECT_TRUE(has(rep, "V-2", "KO-1", 6, "is no match of the bracket")) << dump(rep);
}

TEST(VerifyKnockout, AWrongClaimedTeamPlaceIsCaught) {  // V-5 against KO-1.5 for teams
  const Record rec = simulate(team_final(), 2);
  const VerifyOptions good = engine_claims(rec);
  ASSERT_TRUE(verify_record(rec, good).ok()) << dump(verify_record(rec, good));
  VerifyOptions wrong = good;  // the final's winner and loser exchanged
  auto& rows = wrong.claimed_event_places;
  const auto first =
      std::find_if(rows.begin(), rows.end(), [](const ClaimedPlace& p) { return p.place == 1; });
  const auto second =
      std::find_if(rows.begin(), rows.end(), [](const ClaimedPlace& p) { return p.place == 2; });
  ASSERT_TRUE(first != rows.end() && second != rows.end());
  std::swap(first->place, second->place);
  VerifyReport rep = verify_record(rec, wrong);
  EXPECT_TRUE(has(rep, "V-5", "KO-1", 7, "the verifier 1st (won the final)")) << dump(rep);
  VerifyOptions fifth = good;  // a stage-1 place (5..) one lower
  auto& f = fifth.claimed_event_places;
  const auto below = std::find_if(f.begin(), f.end(), [](const ClaimedPlace& p) { return p.place == 5; });
  ASSERT_NE(below, f.end());
  below->place = 6;
  rep = verify_record(rec, fifth);
  EXPECT_TRUE(has(rep, "V-5", "KO-1", 7, "the verifier 5th (first stage)")) << dump(rep);
}

}  // namespace
}  // namespace xq
