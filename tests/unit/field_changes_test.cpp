// Withdrawals, announced absences and late entries (issue 14): the record changes of
// pairing/model/field_changes.hpp, the pairing leaving out who is not there (Swiss rounds 2.., round
// 1, the round robin's forfeits), the scores of missed rounds (S-2 absence_points,
// late_entry_points) in histories and standings, and the fields in the JSON and TRF records.
#include "pairing/model/field_changes.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "pairing/io/record_json.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/apply_pairing.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "tests/support/build.hpp"

namespace xq {
namespace {

using test::bye;
using test::pt;

// Seven players after round 1 (fold: 1–4, 2–5, 3–6, 7 the bye).
Record seven_after_round_one() {
  return test::make_record(7, {{{1, 4, 'R'}, {2, 5, 'D'}, {3, 6, 'B'}, bye(7)}}, test::fold_swiss(5));
}

// Who plays in `round`: every player of a game or a bye, each once.
std::multiset<EntrantId> placed(const Round& round) {
  std::multiset<EntrantId> s;
  for (const Game& g : round.games) s.insert({g.red, g.black});
  for (const Bye& b : round.byes) s.insert(b.entrant);
  return s;
}

Round pair(const Record& record) {
  Rng rng = round_rng(1, static_cast<int>(record.rounds.size()) + 1);
  const PairingResult result = pair_next_round(record, rng);
  EXPECT_TRUE(result.ok()) << result.reason;
  return result.round;
}

TEST(FieldChanges, AWithdrawnPlayerIsLeftOutAndTheSixOthersPairWithoutABye) {
  Record r = seven_after_round_one();
  EXPECT_EQ(withdraw_entrant(r, 3, std::nullopt, "ev.json"), 2);  // default: the next round
  EXPECT_EQ(r.entrant(3).withdrawn_from_round, 2);
  const Round round = pair(r);
  EXPECT_EQ(round.games.size(), 3u);
  EXPECT_TRUE(round.byes.empty());
  EXPECT_EQ(placed(round), (std::multiset<EntrantId>{1, 2, 4, 5, 6, 7}));
  // His result so far stays: the loss of round 1, 0 points, and nothing more.
  r.rounds.push_back(round);
  for (Game& g : r.rounds.back().games) g.result = Result::draw;
  EXPECT_EQ(build_histories(r)[2].score(), 0);
  EXPECT_EQ(build_histories(r)[2].rounds[1].outcome, Outcome::absent);
}

TEST(FieldChanges, AnAbsentPlayerIsLeftOutForThatRoundOnly) {
  Record r = seven_after_round_one();
  announce_absence(r, 5, 2, "ev.json");
  const Round second = pair(r);
  EXPECT_EQ(second.games.size(), 3u);
  EXPECT_TRUE(second.byes.empty());
  EXPECT_EQ(placed(second).count(5), 0u);
  r.rounds.push_back(second);
  for (Game& g : r.rounds.back().games) g.result = Result::red_win;
  const Round third = pair(r);  // back in round 3: seven again, one bye
  EXPECT_EQ(placed(third).count(5), 1u);
  EXPECT_EQ(third.byes.size(), 1u);
}

TEST(FieldChanges, AnAbsenceScoresAbsencePoints) {
  for (const MissedRoundPoints points : {MissedRoundPoints::zero, MissedRoundPoints::half}) {
    Record r = seven_after_round_one();
    r.rules.absence_points = points;
    announce_absence(r, 5, 2, "ev.json");
    Round second = pair(r);
    for (Game& g : second.games) g.result = Result::red_win;
    r.rounds.push_back(second);
    const Points expected = pt(1) /* the draw of round 1 */ + (points == MissedRoundPoints::half ? pt(1) : 0);
    EXPECT_EQ(build_histories(r)[4].score(), expected);
    EXPECT_EQ(compute_standings(r).row_of(5).score, expected);
  }
}

TEST(FieldChanges, RoundOneLeavesOutTheAbsentAndTheByeFallsAmongThePresent) {
  Record r = test::make_record(7, {}, test::fold_swiss(5));
  announce_absence(r, 2, 1, "ev.json");
  const Round first = pair(r);
  EXPECT_EQ(first.games.size(), 3u);
  EXPECT_TRUE(first.byes.empty());
  EXPECT_EQ(placed(first).count(2), 0u);
  Record s = test::make_record(8, {}, test::fold_swiss(5));
  withdraw_entrant(s, 8, 1, "ev.json");  // withdrawn before the event: seven play, one has the bye
  const Round odd = pair(s);
  EXPECT_EQ(odd.games.size(), 3u);
  ASSERT_EQ(odd.byes.size(), 1u);
  EXPECT_NE(odd.byes[0].entrant, 8);
}

TEST(FieldChanges, ARoundRobinKeepsItsTableAndTheWithdrawnLosesByForfeit) {
  RuleSet rr;
  rr.format = EventFormat::round_robin;
  rr.rounds = 3;
  Record r = test::make_record(4, {}, rr);
  Rng rng = round_rng(1, 1);
  apply_pairing(r, pair_next_round(r, rng));  // the numbers drawn (RR-1.7) stay in the record
  for (Game& g : r.rounds.back().games) g.result = Result::draw;
  withdraw_entrant(r, 2, std::nullopt, "ev.json");
  const Round second = pair(r);
  ASSERT_EQ(second.games.size(), 2u);
  for (const Game& g : second.games) {
    if (g.red == 2)
      EXPECT_EQ(g.result, Result::red_forfeit);
    else if (g.black == 2)
      EXPECT_EQ(g.result, Result::black_forfeit);
    else
      EXPECT_EQ(g.result, Result::pending);
  }
}

// PI-10 with a withdrawn leader (docs/pairing-individual.md "A finalist withdrawn"). Six players,
// final after round 2. Round 1: 1–4 (1 wins), 2–5 (2 wins), 3–6 draw; round 2: 1–2 draw, 4–3
// (3 wins as black), 5–6 (5 wins). After round 2: 1, 2, 3 on 3 points, 5 on 2, 6 on 1, 4 on 0.
Record six_before_a_final() {
  RuleSet rules = test::fold_swiss(3);
  rules.final_after_round = 2;
  return test::make_record(
      6, {{{1, 4, 'R'}, {2, 5, 'R'}, {3, 6, 'D'}}, {{1, 2, 'D'}, {4, 3, 'B'}, {5, 6, 'R'}}}, rules);
}

// 1 withdraws from round 3: 2 and 3 play the final; 4, 5, 6 the rest, one of them the bye.
TEST(FieldChanges, TheFinalPassesOverAWithdrawnLeaderPI10) {
  Record r = six_before_a_final();
  withdraw_entrant(r, 1, 3, "ev.json");
  Rng rng = round_rng(1, 3);
  const PairingResult p = pair_next_round(r, rng, PairingOptions{true});
  ASSERT_TRUE(p.ok()) << p.reason;
  ASSERT_FALSE(p.round.games.empty());
  const Game& f = p.round.games[0];
  EXPECT_EQ(f.kind, GameKind::final_game);
  EXPECT_EQ((std::set<EntrantId>{f.red, f.black}), (std::set<EntrantId>{2, 3}));
  EXPECT_EQ(placed(p.round), (std::multiset<EntrantId>{2, 3, 4, 5, 6}));
  EXPECT_EQ(p.round.byes.size(), 1u);
  const bool said = std::any_of(p.explanation.begin(), p.explanation.end(), [](const ExplanationLine& l) {
    return l.rule == "PI-10" && l.text.find("passing over 1 (not playing this round)") != std::string::npos;
  });
  EXPECT_TRUE(said);
  // 1 and 2 withdrawn: 3, the one leader left, plays the final against the next in the standings.
  withdraw_entrant(r, 2, 3, "ev.json");
  Rng again = round_rng(1, 3);
  const PairingResult q = pair_next_round(r, again);
  ASSERT_TRUE(q.ok()) << q.reason;
  EXPECT_EQ(q.round.games[0].kind, GameKind::final_game);
  EXPECT_TRUE(q.round.games[0].red == 3 || q.round.games[0].black == 3);
  EXPECT_EQ(placed(q.round).count(1) + placed(q.round).count(2), 0u);
}

// The same event; 1 (first) and 6 (fifth, 1 point) withdraw from round 3. The final is 2–3;
// the explanation passes over 1, who ranks ahead of them, and not 6, who ranks below; 4–5 play.
TEST(FieldChanges, TheFinalPassesOverOnlyThoseRankedAheadPI10) {
  Record r = six_before_a_final();
  withdraw_entrant(r, 1, 3, "ev.json");
  withdraw_entrant(r, 6, 3, "ev.json");
  Rng rng = round_rng(1, 3);
  const PairingResult p = pair_next_round(r, rng, PairingOptions{true});
  ASSERT_TRUE(p.ok()) << p.reason;
  const Game& f = p.round.games.at(0);
  EXPECT_EQ(f.kind, GameKind::final_game);
  EXPECT_EQ((std::set<EntrantId>{f.red, f.black}), (std::set<EntrantId>{2, 3}));
  const auto line = std::find_if(p.explanation.begin(), p.explanation.end(),
                                 [](const ExplanationLine& l) { return l.rule == "PI-10"; });
  ASSERT_NE(line, p.explanation.end());
  EXPECT_NE(line->text.find("passing over 1 (not playing this round)"), std::string::npos) << line->text;
  EXPECT_EQ(placed(p.round), (std::multiset<EntrantId>{2, 3, 4, 5}));
}

TEST(FieldChanges, RefusalsNameTheRecordAndLeaveItUnchanged) {
  Record r = seven_after_round_one();
  r.entrants[5].name = "P1";  // two players named P1
  const Record before = r;
  const auto reason = [&](auto&& change) {
    try {
      change();
    } catch (const InputError& e) {
      EXPECT_EQ(e.file(), "ev.json");
      return e.reason();
    }
    ADD_FAILURE() << "not refused";
    return std::string();
  };
  EXPECT_NE(
      reason([&] { (void)find_entrant(r, "P1", "ev.json"); }).find("names 2 players (start numbers 1, 6)"),
      std::string::npos);
  EXPECT_NE(reason([&] { (void)find_entrant(r, "Nobody", "ev.json"); }).find("no player named 'Nobody'"),
            std::string::npos);
  EXPECT_NE(reason([&] { (void)find_entrant(r, "9", "ev.json"); }).find("no player with start number 9"),
            std::string::npos);
  EXPECT_EQ(find_entrant(r, "P4", "ev.json"), 4);
  EXPECT_EQ(find_entrant(r, "\u3000P4\u00A0 ", "ev.json"), 4);  // spaces around a name, U+3000 too
  EXPECT_EQ(find_entrant(r, " 4\u3000", "ev.json"), 4);
  EXPECT_NE(reason([&] { withdraw_entrant(r, 3, 1, "ev.json"); }).find("round 1 is paired already"),
            std::string::npos);
  {  // Every round of the event paired: no later round to suggest (it said "2 or later").
    Record done = r;
    done.rules.rounds = 1;
    EXPECT_EQ(reason([&] { withdraw_entrant(done, 3, 1, "ev.json"); }),
              "round 1 is paired already (the record has 1 round, every round of the event): a withdrawal "
              "applies to a round not yet paired, and none is left; to change round 1, remove it first with "
              "xqsim unpair");
  }
  EXPECT_NE(reason([&] { announce_absence(r, 3, 6, "ev.json"); }).find("the event has 5 rounds"),
            std::string::npos);
  Entrant late;
  late.name = "P4";
  EXPECT_NE(reason([&] { add_entrant(r, late, "ev.json"); }).find("'P4' is in the record already"),
            std::string::npos);
  // Spaces around a name are not part of it, as in the entry list: " P4 " is P4 again, and a name
  // of spaces alone is no name.
  late.name = " P4\t";
  EXPECT_NE(reason([&] { add_entrant(r, late, "ev.json"); }).find("'P4' is in the record already"),
            std::string::npos);
  late.name = "   ";
  EXPECT_NE(reason([&] { add_entrant(r, late, "ev.json"); }).find("a player needs a name"),
            std::string::npos);
  late.name = "P4";
  // A name once in each team: a homonym of another team is another player; without a team, or in
  // the same team, the player entered twice.
  {
    Record teams = r;
    teams.entrants[3].team = "Hubei";
    Entrant other = late;
    other.team = "Sichuan";
    EXPECT_NO_THROW(add_entrant(teams, other, "ev.json"));
    EXPECT_EQ(teams.entrants.back().name, "P4");
    EXPECT_NE(reason([&] { add_entrant(teams, late, "ev.json"); })
                  .find("'P4' is in the record already, start number 4 (team 'Hubei'): give --team to enter "
                        "another player of that name"),
              std::string::npos);
    other.team = "Hubei";
    EXPECT_NE(reason([&] { add_entrant(teams, other, "ev.json"); }).find("'P4' is in the record already"),
              std::string::npos);
    // One entered without a team and a late entry with his own team: two players, as in the
    // entry list ("A," and "A,T9" are two lines of it); the late entry without a team is refused.
    Record without = r;
    other.team = "T9";
    EXPECT_NO_THROW(add_entrant(without, other, "ev.json"));
    EXPECT_EQ(without.entrants.back().team, "T9");
    EXPECT_NE(reason([&] { add_entrant(without, late, "ev.json"); }).find("'P4' is in the record already"),
              std::string::npos);
  }
  EXPECT_EQ(r, before);
  withdraw_entrant(r, 3, 4, "ev.json");
  EXPECT_NE(reason([&] { announce_absence(r, 3, 4, "ev.json"); }).find("is withdrawn from round 4"),
            std::string::npos);
  EXPECT_NE(reason([&] { withdraw_entrant(r, 3, 5, "ev.json"); }).find("is withdrawn already"),
            std::string::npos);
  r.entrants[6].entry_round =
      4;  // a late entry from round 4 (a hand-made record: add enters from the next round)
  EXPECT_NE(reason([&] { withdraw_entrant(r, 7, 3, "ev.json"); }).find("round 3 is before his first round"),
            std::string::npos);
}

TEST(FieldChanges, ALateEntryGetsTheNextNumberAndScoresLateEntryPoints) {
  Record r = seven_after_round_one();
  r.rules.late_entry_points = MissedRoundPoints::half;
  Entrant late;
  late.name = "Late";
  late.team = "Club";
  late.rating = 1800;
  EXPECT_EQ(add_entrant(r, late, "ev.json"), 8);
  EXPECT_EQ(r.entrant(8).entry_round, 2);
  for (int id = 1; id <= 7; ++id) EXPECT_EQ(r.entrant(id).name, "P" + std::to_string(id));  // numbers kept
  check_record(r, "ev.json");
  EXPECT_EQ(build_histories(r)[7].score(), pt(1));  // round 1 missed: a draw's points
  const Round second = pair(r);                     // eight now: four games, no bye
  EXPECT_EQ(second.games.size(), 4u);
  EXPECT_EQ(placed(second).count(8), 1u);
  // Refused: a round robin, and after the last round.
  Record rr = r;
  rr.rules.format = EventFormat::round_robin;
  EXPECT_THROW(add_entrant(rr, late, "ev.json"), InputError);
  Record done = r;
  done.rules.rounds = 1;
  late.name = "Later";
  EXPECT_THROW(add_entrant(done, late, "ev.json"), InputError);
}

TEST(FieldChanges, TheJsonRecordKeepsTheFieldsAndAnOldRecordReadsWithout) {
  Record r = seven_after_round_one();
  withdraw_entrant(r, 3, 4, "ev.json");
  announce_absence(r, 5, 2, "ev.json");
  Entrant late;
  late.name = "Late";
  add_entrant(r, late, "ev.json");
  std::ostringstream out;
  write_record_json(out, r);
  EXPECT_NE(out.str().find("\"withdrawn_from_round\": 4"), std::string::npos);
  std::istringstream in(out.str());
  EXPECT_EQ(read_record_json(in, "ev.json"), r);
  std::istringstream old(
      R"({"schema": 1, "entrants": [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}], "rounds": []})");
  const Record plain = read_record_json(old, "old.json");
  EXPECT_FALSE(has_field_changes(plain));
  EXPECT_EQ(plain.rules.absence_points, MissedRoundPoints::zero);
}

TEST(FieldChanges, TrfWritesMissedRoundsAsZOrHAndReadsThemBackAsAbsences) {
  Record r = seven_after_round_one();
  r.rules.absence_points = MissedRoundPoints::half;
  announce_absence(r, 5, 2, "ev.json");
  Round second = pair(r);
  for (Game& g : second.games) g.result = Result::red_win;
  r.rounds.push_back(second);
  std::ostringstream out;
  (void)write_trf(out, r);
  EXPECT_NE(out.str().find("0000 - H"), std::string::npos) << out.str();
  std::istringstream in(out.str());
  const Record back = read_trf(in, "ev.trf");
  EXPECT_EQ(back.rules.absence_points, MissedRoundPoints::half);
  EXPECT_EQ(back.entrant(5).absent_rounds, std::vector<int>{2});
  EXPECT_EQ(build_histories(back)[4].score(), build_histories(r)[4].score());
  // A withdrawal has no place in TRF: said, not silently dropped.
  withdraw_entrant(r, 3, 3, "ev.json");
  EXPECT_TRUE(trf_lost_changes(r).has_value());
}

}  // namespace
}  // namespace xq
