// The mergeable summary and the batch runner, with a stub tournament injected (no pairing
// engine needed): merge laws, JSON round trip, determinism over thread counts and shards,
// stopping, files written whole.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "pairing/io/record_file.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/model/errors.hpp"
#include "reports/batch_summary.hpp"
#include "sim/batch.hpp"
#include "sim/sampling.hpp"
#include "tests/support/files.hpp"
#include "tests/support/input_error.hpp"
#include "tests/support/knockout_records.hpp"
#include "tests/support/pairing_util.hpp"

namespace xq::sim {
namespace {

using test::slurp;

// A stub tournament: 6 players (or 5: a bye each round), 3 rounds of a fixed schedule, results
// and the verifier's findings drawn from the tournament's own stream.
TournamentRun stub_tournament(std::uint64_t index, Rng& rng) {
  TournamentRun run;
  Record& r = run.event.record;
  r.event = "stub";
  const int n = index % 4 == 3 ? 5 : 6;
  for (int i = 1; i <= n; ++i) {
    std::string name = "P";  // (+= : GCC 12 warns falsely on "literal" + std::string&&)
    name += std::to_string(i);
    r.entrants.push_back(Entrant{i, name, "", 2000, "", 0, {}});
  }
  const int schedule[3][3][2] = {
      {{1, 2}, {3, 4}, {5, 6}}, {{4, 1}, {6, 3}, {2, 5}}, {{1, 6}, {5, 4}, {3, 2}}};
  for (int round = 0; round < 3; ++round) {
    Round rd;
    rd.number = round + 1;
    int board = 0;
    for (const auto& g : schedule[round]) {
      if (g[0] > n || g[1] > n) {
        rd.byes.push_back(Bye{g[0] > n ? g[1] : g[0], {}});
        continue;
      }
      Game game;
      game.board = ++board;
      game.red = g[0];
      game.black = g[1];
      const auto u = rng.uniform(10);
      game.result = u < 4   ? Result::red_win
                    : u < 7 ? Result::draw
                    : u < 9 ? Result::black_win
                            : Result::red_forfeit;
      game.red_fouls = rng.uniform(20) == 0 ? 1 : 0;
      rd.games.push_back(game);
    }
    r.rounds.push_back(rd);
  }
  run.event.strength.assign(static_cast<size_t>(n), 2000);
  if (rng.uniform(10) == 0) run.check.violations["V-1"] = 1;
  if (rng.uniform(3) == 0) run.check.warnings["W-2"] = rng.uniform(3) + 1;
  run.check.excess_floats = {static_cast<int>(rng.uniform(2))};
  if (index % 5 == 2) run.check.notes["PI-7"] = 1;  // a verifier warning kind
  run.event.pairing_seed = 1000 + index;
  return run;
}

// The stub as the runner calls it (it needs no workspace).
TournamentRun stub_play(std::uint64_t index, Rng& rng, Workspace&) { return stub_tournament(index, rng); }

BatchSummary empty_summary(std::uint64_t count, std::uint64_t seed = 42) {
  return make_batch_summary("stub", seed, count, {{"rules", {{"format", "swiss"}}}});
}

std::string json_of(const BatchSummary& s) { return to_json(s).dump(2); }

BatchResult run(std::uint64_t count, unsigned threads, Shard shard = {},
                const std::atomic<bool>* stop = nullptr, std::filesystem::path out = {},
                std::uint64_t keep = 0) {
  BatchOptions o;
  o.count = count;
  o.seed = 42;
  o.threads = threads;
  o.shard = shard;
  o.stop = stop;
  o.out = std::move(out);
  o.keep = keep;
  return run_batch(empty_summary(count), o, stub_play);
}

TEST(BatchSummary, FoldsATournament) {
  Rng rng(1, 3);
  TournamentRun t = stub_tournament(3, rng);  // 5 players: one bye per round
  BatchSummary s = empty_summary(1);
  add_tournament(s, t.event.record, t.check);
  EXPECT_EQ(s.count, 1u);
  EXPECT_EQ(s.results.games, 6u);
  EXPECT_EQ(s.results.byes, 3u);
  std::uint64_t players = 0, byes = 0;
  for (const auto& [v, c] : s.byes) players += c, byes += static_cast<std::uint64_t>(v) * c;
  EXPECT_EQ(players, 5u);
  EXPECT_EQ(byes, 3u);
  std::uint64_t rounds = 0;
  for (const auto& [v, c] : s.floats) rounds += c;
  EXPECT_EQ(rounds, 3u);
  std::int64_t colour_sum = 0;
  for (const auto& [v, c] : s.colour_difference) colour_sum += v * static_cast<std::int64_t>(c);
  // Every played game gives one red and one black: the differences sum to zero.
  EXPECT_EQ(colour_sum, 0);
}

// Floats are the Swiss stage's: a knockout round (KO-5, stage 2) is paired by its bracket and is
// no round of the histogram — individual (its games are not regular) or team (its matches join
// teams of different match points on purpose). Nor are its colours (KO-3.3 lots or choices) or its
// home teams (KO-4.1: the one placed higher) any the pairing balanced: the colour and home − away
// histograms are the first stage's too.
TEST(BatchSummary, AKnockoutRoundIsNoRoundOfTheFloatsHistogramKO5) {
  RuleSet rules = test::top_four_rules();
  Record ind = test::four_player_stage(rules);  // floats per round: 0, 2, 0 (worked in the header)
  BatchSummary stage1 = empty_summary(1);
  add_tournament(stage1, ind, TournamentCheck{});
  ind.rounds.push_back(test::RecordBuilder(ind).round({{1, 4, 'R'}, {2, 3, 'R'}}).build().rounds.back());
  ind.rounds.back().stage = 2;
  for (Game& g : ind.rounds.back().games) g.kind = GameKind::knockout;
  BatchSummary s = empty_summary(1);
  add_tournament(s, ind, TournamentCheck{});
  EXPECT_EQ(s.floats, (std::map<std::int64_t, std::uint64_t>{{0, 2}, {2, 1}}));
  EXPECT_EQ(s.colour_difference, stage1.colour_difference);
  EXPECT_EQ(s.colour_streak, stage1.colour_streak);

  BatchSummary team_stage1 = empty_summary(1);
  add_tournament(team_stage1, test::four_team_stage(test::team_top_four_rules()), TournamentCheck{});
  Record team =
      test::RecordBuilder(test::four_team_stage(test::team_top_four_rules()))
          .match_round({test::M{1, 4, {{1, 7, 'R'}, {8, 2, 'B'}}}, test::M{3, 2, {{5, 3, 'R'}, {4, 6, 'B'}}}})
          .build();
  team.rounds[1].stage = 2;  // the semi-finals: T1 (2 match points) v T4 (0), T3 (2) v T2 (0)
  BatchSummary t = empty_summary(1);
  add_tournament(t, team, TournamentCheck{});
  EXPECT_EQ(t.floats, (std::map<std::int64_t, std::uint64_t>{{0, 1}}));
  EXPECT_EQ(t.home_away, team_stage1.home_away);
  EXPECT_NE(t.home_away, (std::map<std::int64_t, std::uint64_t>{}));
}

TEST(BatchSummary, MergeIsAssociativeAndCommutative) {
  std::vector<BatchSummary> parts;
  for (std::uint64_t i = 0; i < 3; ++i) {
    BatchSummary s = empty_summary(30);
    for (std::uint64_t k = 0; k < 10; ++k) {
      Rng rng(42, i * 10 + k);
      const TournamentRun t = stub_tournament(i * 10 + k, rng);
      add_tournament(s, t.event.record, t.check);
    }
    parts.push_back(s);
  }
  BatchSummary ab_c = parts[0], a_bc = parts[0], bc = parts[1], cba = parts[2];
  merge(ab_c, parts[1]);
  merge(ab_c, parts[2]);
  merge(bc, parts[2]);
  merge(a_bc, bc);
  merge(cba, parts[1]);
  merge(cba, parts[0]);
  EXPECT_EQ(ab_c, a_bc);
  EXPECT_EQ(ab_c, cba);
  EXPECT_EQ(json_of(ab_c), json_of(cba));
  BatchSummary with_empty = ab_c;
  merge(with_empty, empty_summary(30));  // identity
  EXPECT_EQ(with_empty, ab_c);
}

TEST(BatchSummary, RefusesToMergeDifferentBatches) {
  BatchSummary a = empty_summary(10, 1);
  EXPECT_THROW(merge(a, empty_summary(10, 2)), InputError);
  EXPECT_THROW(merge(a, empty_summary(11, 1)), InputError);
  BatchSummary other = make_batch_summary("stub", 1, 10, {{"rules", {{"format", "team_swiss"}}}});
  EXPECT_THROW(merge(a, other), InputError);
}

TEST(BatchSummary, JsonRoundTrip) {
  const BatchResult r = run(40, 2);
  const std::string text = json_of(r.summary);
  const BatchSummary back = batch_summary_from_json(nlohmann::ordered_json::parse(text), "s.json");
  EXPECT_EQ(back, r.summary);
  EXPECT_EQ(json_of(back), text);
  const auto j = to_json(r.summary);
  EXPECT_EQ(j["schema"], 2);
  EXPECT_EQ(j["count"], 40);
  EXPECT_EQ(j["seed"], 42);
  EXPECT_TRUE(j["violations"].contains("total"));
  for (const char* d : {"colour_difference", "home_away", "floats", "byes"})
    EXPECT_TRUE(j["distributions"].contains(d)) << d;
  // Histogram keys in numeric order: "-2" before "-1" before "0" before "10".
  std::vector<long> keys;
  for (const auto& [k, v] : j["distributions"]["colour_difference"].items()) keys.push_back(std::stol(k));
  EXPECT_TRUE(std::is_sorted(keys.begin(), keys.end()));
}

TEST(BatchSummary, BadJsonNamesThePath) {
  auto j = to_json(run(5, 1).summary);
  j["results"]["draws"] = "many";
  try {
    (void)batch_summary_from_json(j, "s.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "s.json: results.draws: expected a non-negative integer");
  }
  j = to_json(run(5, 1).summary);
  j["schema"] = kBatchSummarySchema + 1;
  EXPECT_THROW((void)batch_summary_from_json(j, "s.json"), InputError);
  j["schema"] = 1;  // before summaries said which shard they hold: refused with that reason
  EXPECT_NE(test::error_of([&] { (void)batch_summary_from_json(j, "s.json"); }).find("schema 1"),
            std::string::npos);
}

TEST(BatchRunner, ThreadCountDoesNotChangeTheSummary) {
  const std::string one = json_of(run(200, 1).summary);
  EXPECT_EQ(json_of(run(200, 2).summary), one);
  EXPECT_EQ(json_of(run(200, 7).summary), one);
  const BatchSummary s = run(200, 3).summary;
  EXPECT_EQ(s.count, 200u);
  EXPECT_GT(s.with_violations, 0u);
}

TEST(BatchRunner, ShardsMergeIntoTheWholeBatch) {
  const BatchSummary whole = run(101, 2).summary;
  for (std::uint64_t n : {2u, 3u, 7u}) {
    BatchSummary merged = empty_summary(101);
    std::uint64_t played = 0;
    for (std::uint64_t k = n; k >= 1; --k) {  // any order
      const BatchResult part = run(101, 2, Shard{k, n});
      played += part.summary.count;
      merge(merged, part.summary);
    }
    EXPECT_EQ(played, 101u);
    EXPECT_EQ(json_of(merged), json_of(whole)) << n << " shards";
  }
}

// Issue 15: a summary says which shards it holds; merge refuses one twice and another split, and
// the shards of a whole split become 1/1 (the whole batch's bytes). A refused merge changes nothing.
TEST(BatchSummary, MergeChecksTheShards) {
  auto part = [](std::vector<std::uint64_t> k, std::uint64_t of) {
    BatchSummary s = empty_summary(10);
    s.shards = BatchShards{of, std::move(k)};
    return s;
  };
  BatchSummary a = part({1}, 3);
  merge(a, part({3}, 3));
  EXPECT_EQ(a.shards, (BatchShards{3, {1, 3}}));
  EXPECT_EQ(shards_text(a.shards), "1,3/3");
  const BatchSummary before = a;
  auto reason = [&](const BatchSummary& from) {
    try {
      merge(a, from);
    } catch (const InputError& e) {
      EXPECT_EQ(e.key(), "shard");
      return e.reason();
    }
    return std::string("merged");
  };
  EXPECT_EQ(reason(part({3}, 3)), "shard 3/3 given twice");
  EXPECT_EQ(reason(part({1}, 1)), "shard 1,3/3 given twice: the whole batch (1/1) holds every shard already");
  EXPECT_EQ(reason(part({2}, 4)),
            "shards of different splits (1,3/3 and 2/4): merge the shards of one --shard k/N split");
  EXPECT_EQ(a, before);
  merge(a, empty_summary(10));  // no shards: the identity
  EXPECT_EQ(a, before);
  merge(a, part({2}, 3));
  EXPECT_EQ(a.shards, (BatchShards{1, {1}}));
}

TEST(BatchRunner, ShardArithmetic) {
  EXPECT_EQ(parse_shard("2/8"), (Shard{2, 8}));
  EXPECT_THROW((void)parse_shard("0/8"), InputError);
  EXPECT_THROW((void)parse_shard("9/8"), InputError);
  EXPECT_THROW((void)parse_shard("2"), InputError);
  EXPECT_THROW((void)parse_shard("a/b"), InputError);
  EXPECT_EQ(shard_size(10, {1, 3}), 4u);  // 0 3 6 9
  EXPECT_EQ(shard_size(10, {3, 3}), 3u);  // 2 5 8
  EXPECT_EQ(shard_size(2, {3, 3}), 0u);
  EXPECT_EQ(shard_index(2, {3, 3}), 8u);
}

TEST(BatchRunner, StopFlagGivesAPartialSummary) {
  std::atomic<bool> stop{true};
  const BatchResult r = run(50, 2, {}, &stop);
  EXPECT_TRUE(r.interrupted);
  EXPECT_EQ(r.summary.count, 0u);
  EXPECT_EQ(r.summary.requested, 50u);
}

TEST(BatchRunner, ExceptionsStopTheBatchAndPropagate) {
  BatchOptions o;
  o.count = 100;
  o.threads = 2;
  EXPECT_THROW(run_batch(empty_summary(100), o,
                         [](std::uint64_t i, Rng& rng, Workspace&) {
                           if (i == 17) throw std::runtime_error("boom");
                           return stub_tournament(i, rng);
                         }),
               std::runtime_error);
}

TEST(BatchRunner, WritesFailuresAndKeptRecordsWhole) {
  const auto dir = std::filesystem::temp_directory_path() / ("xqsim-batch-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const BatchResult r = run(60, 2, {}, nullptr, dir, 5);
  EXPECT_EQ(r.records_written, 5u);
  EXPECT_EQ(r.failures_written, r.summary.with_violations);
  for (int i = 0; i < 5; ++i) {
    EXPECT_TRUE(std::filesystem::exists(dir / "records" / ("tournament-" + std::to_string(i) + ".json")))
        << i;
    EXPECT_TRUE(std::filesystem::exists(dir / "records" / ("tournament-" + std::to_string(i) + ".trf"))) << i;
  }
  EXPECT_FALSE(std::filesystem::exists(dir / "records" / "tournament-5.json"));
  std::uint64_t failures = 0, seeds = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir / "failures")) {
    const auto ext = e.path().extension();
    EXPECT_TRUE(ext == ".json" || ext == ".seed") << e.path();
    failures += ext == ".json";
    seeds += ext == ".seed";
  }
  EXPECT_EQ(failures, r.summary.with_violations);
  EXPECT_EQ(seeds, failures);  // each with its pairing seed, for xqsim verify --repair-seed
  EXPECT_EQ(slurp(dir / "records" / "tournament-3.seed"), "1003\n");
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))  // no temporary left
    EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos) << e.path();
  std::filesystem::remove_all(dir);
}

// What --keep-warnings K must keep: for each kind, the K lowest indices showing it.
std::map<std::string, std::vector<std::uint64_t>> expected_examples(std::uint64_t count, std::uint64_t k) {
  std::map<std::string, std::vector<std::uint64_t>> want;
  for (std::uint64_t i = 0; i < count; ++i) {
    Rng rng(42, i);
    const TournamentRun t = stub_tournament(i, rng);
    for (const RuleCounts* c : {&t.check.warnings, &t.check.notes})
      for (const auto& [kind, n] : *c)
        if (n > 0 && want[kind].size() < k) want[kind].push_back(i);
  }
  return want;
}

std::map<std::string, std::vector<std::uint64_t>> examples_on_disk(const std::filesystem::path& dir) {
  std::map<std::string, std::vector<std::uint64_t>> got;
  for (const auto& kind : std::filesystem::directory_iterator(dir / "warnings"))
    for (const auto& f : std::filesystem::directory_iterator(kind.path())) {
      if (f.path().extension() != ".json") continue;
      const std::string stem = f.path().stem().string();  // tournament-<i>
      got[kind.path().filename().string()].push_back(std::stoull(stem.substr(stem.find('-') + 1)));
    }
  for (auto& [kind, v] : got) std::sort(v.begin(), v.end());
  return got;
}

TEST(BatchRunner, AKeptFieldOverTrfsStartNumbersIsJsonAlone) {
  // TRF start numbers have 4 digits: 9,999 entrants keep their TRF twin, 10,000 are JSON alone
  // (before, the whole batch was played and then stopped on "TRF holds at most 9999 players").
  const std::filesystem::path dir = test::temp_dir("keep-10000");
  for (const int n : {9'999, 10'000}) {
    save_tournament(dir, static_cast<std::uint64_t>(n), test::make_record(n), 7, true);
    const std::string name = "tournament-" + std::to_string(n);
    EXPECT_TRUE(std::filesystem::exists(dir / (name + ".json"))) << n;
    EXPECT_EQ(std::filesystem::exists(dir / (name + ".trf")), n <= 9'999) << n;
    EXPECT_EQ(slurp(dir / (name + ".seed")), "7\n");
  }
  std::filesystem::remove_all(dir);
}

TEST(BatchRunner, KeepWarningsWritesTheLowestIndicesOfEachKindWhateverTheThreads) {
  const auto want = expected_examples(120, 3);
  ASSERT_TRUE(want.contains("W-2"));
  ASSERT_TRUE(want.contains("PI-7"));
  for (unsigned threads : {1u, 4u}) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("xqsim-keepw-" + std::to_string(threads) + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    BatchOptions o;
    o.count = 120;
    o.seed = 42;
    o.threads = threads;
    o.keep_warnings = 3;
    o.out = dir;
    const BatchResult r = run_batch(empty_summary(120), o, stub_play);
    EXPECT_EQ(examples_on_disk(dir), want) << threads << " threads";
    EXPECT_EQ(r.warning_examples_written, 6u);
    EXPECT_TRUE(r.warning_examples.empty());  // written, not held
    // Whole: the record as played, and its pairing seed.
    const std::uint64_t i = want.at("W-2").back();
    Rng rng(42, i);
    EXPECT_EQ(
        load_record((dir / "warnings" / "W-2" / ("tournament-" + std::to_string(i) + ".json")).string()),
        stub_tournament(i, rng).event.record);
    EXPECT_EQ(slurp(dir / "warnings" / "W-2" / ("tournament-" + std::to_string(i) + ".seed")),
              std::to_string(1000 + i) + "\n");
    std::filesystem::remove_all(dir);
  }
}

TEST(BatchRunner, DeferredWarningExamplesAreHeldAtMostKPerKind) {
  BatchOptions o;
  o.count = 90;
  o.seed = 42;
  o.threads = 3;
  o.keep_warnings = 2;
  o.defer_warning_examples = true;
  o.shard = Shard{2, 3};  // indices 1, 4, 7, …
  const BatchResult r = run_batch(empty_summary(90), o, stub_play);
  EXPECT_EQ(r.warning_examples_written, 0u);
  std::map<std::string, std::vector<std::uint64_t>> want;
  for (std::uint64_t i = 1; i < 90; i += 3) {
    Rng rng(42, i);
    const TournamentRun t = stub_tournament(i, rng);
    for (const RuleCounts* c : {&t.check.warnings, &t.check.notes})
      for (const auto& [kind, n] : *c)
        if (n > 0 && want[kind].size() < 2) want[kind].push_back(i);
  }
  std::map<std::string, std::vector<std::uint64_t>> got;
  for (const auto& [kind, held] : r.warning_examples) {
    EXPECT_LE(held.size(), 2u) << kind;
    for (const auto& [i, t] : held) {
      got[kind].push_back(i);
      EXPECT_EQ(t->pairing_seed, 1000 + i);
    }
  }
  EXPECT_EQ(got, want);
}

TEST(BatchRunner, AtomicWriteReplacesWhole) {
  const auto dir = std::filesystem::temp_directory_path() / ("xqsim-atomic-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  write_file_atomic(dir / "a.json", "first");
  write_file_atomic(dir / "a.json", "second");
  std::ifstream in(dir / "a.json");
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), "second");
  EXPECT_THROW(write_file_atomic(dir / "missing" / "a.json", "x"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xq::sim
