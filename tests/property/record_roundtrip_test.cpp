// Laws of record I/O over generated records (tests/support/record_gen.hpp):
// JSON gives back the same record and the same bytes; TRF gives back what TRF holds; V-7
// accepts every valid record. A last test checks the generator reaches what the laws are about.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "pairing/io/record_json.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/io/trf_header.hpp"
#include "pairing/model/record_check.hpp"
#include "tests/support/record_gen.hpp"

namespace xq {
namespace {

std::string json_text(const Record& r) {
  std::ostringstream out;
  write_record_json(out, r);
  return out.str();
}

// What a record is after a TRF round trip (docs/record-format.md, "What TRF does not keep").
Record trf_view(Record r) {
  // No 092 given: the type written is the rules', when the record has FIDE facts (trf_header.hpp).
  if (r.info.type.empty() && has_fide_facts(r)) r.info.type = trf_tournament_type(r);
  // A round robin's sit-out under rr_bye = none is no game: TRF writes it as not paired.
  if (r.rules.format == EventFormat::round_robin && r.rules.rr_bye == RrBye::none)
    for (Round& round : r.rounds) round.byes.clear();
  RuleSet rules;
  rules.points = r.rules.points;
  rules.rounds = r.rules.rounds;
  r.rules = rules;
  for (Entrant& e : r.entrants) {
    e.category.clear();
    e.seed = 0;
    e.code.reset();
    if (e.rating > 9999) e.rating = 0;
  }
  for (Round& round : r.rounds) {
    std::erase_if(round.games, [](const Game& g) { return g.kind == GameKind::playoff; });
    for (Game& g : round.games) g = Game{0, g.red, g.black, g.result};
    std::sort(round.games.begin(), round.games.end(), [](const Game& a, const Game& b) {
      return std::min(a.red, a.black) < std::min(b.red, b.black);
    });
    for (size_t i = 0; i < round.games.size(); ++i) round.games[i].board = static_cast<int>(i + 1);
    for (Bye& b : round.byes) b.mark.reset();
    std::sort(round.byes.begin(), round.byes.end(),
              [](const Bye& a, const Bye& b) { return a.entrant < b.entrant; });
    round.warnings.clear();
  }
  while (!r.rounds.empty() && r.rounds.back().games.empty() && r.rounds.back().byes.empty())
    r.rounds.pop_back();
  r.source = trf_source();  // and it says so
  return r;
}

RC_GTEST_PROP(RecordRoundTrip, JsonGivesBackTheSameRecordAndBytes, ()) {
  const Record r = *gen::record({.team_event = *rc::gen::arbitrary<bool>()});
  const std::string text = json_text(r);
  std::istringstream in(text);
  const Record back = read_record_json(in, "generated.json");
  RC_ASSERT(back == r);
  RC_ASSERT(json_text(back) == text);
}

RC_GTEST_PROP(RecordRoundTrip, TrfGivesBackWhatTrfHolds, ()) {
  const Record r = *gen::record({.trf_compatible = true});
  std::stringstream trf;
  write_trf(trf, r);
  const Record back = read_trf(trf, "generated.trf");
  RC_ASSERT(back == trf_view(r));
}

RC_GTEST_PROP(RecordCheck, AcceptsEveryGeneratedRecord, ()) {
  const Record r = *gen::record({.team_event = *rc::gen::arbitrary<bool>()});
  check_record(r, "generated");
  RC_CLASSIFY(r.rounds.empty(), "no rounds");
  RC_CLASSIFY(!r.teams.empty(), "team event");
}

// The laws above are only worth something if the generator makes what they are about.
TEST(RecordGenerator, ReachesEveryFeature) {
  std::set<std::string> seen;
  for (int seed = 0; seed < 400; ++seed) {
    const Record r =
        gen::record({.team_event = seed % 3 == 0})(rc::Random(static_cast<uint64_t>(seed)), 50).value();
    if (r.rules.points.draw_red >= 0) seen.insert("unequal draw");
    if (!r.info.empty()) seen.insert("event info");
    if (!r.teams.empty()) seen.insert("team event");
    for (const Entrant& e : r.entrants)
      if (e.rating > 9999) seen.insert("rating over 9999");
    for (const Entrant& e : r.entrants)
      if (!e.federation.empty()) seen.insert("federation");
    for (const Round& round : r.rounds) {
      if (!round.team_byes.empty()) seen.insert("team bye");
      if (!round.warnings.empty()) seen.insert("warning");
      for (const Bye& b : round.byes) seen.insert(b.mark ? "marked bye" : "bye");
      for (const Game& g : round.games) {
        seen.insert(std::string(result_name(g.result)));
        if (g.kind == GameKind::playoff) seen.insert("playoff");
        if (g.red_fouls > 0) seen.insert("foul");
      }
    }
  }
  for (const char* want : {"unequal draw", "team event", "event info", "federation", "rating over 9999",
                           "team bye", "warning", "marked bye", "bye", "pending", "red_win", "draw",
                           "black_win", "red_forfeit", "black_forfeit", "double_forfeit", "playoff", "foul"})
    EXPECT_TRUE(seen.count(want)) << want;
}

}  // namespace
}  // namespace xq
