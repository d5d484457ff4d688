// Issue 13 item 10: a record holding more rounds than its rules plan (JSON `rules.rounds`, TRF
// `XXR`) is refused when it is read — exit 2, the message naming the file, the key and the counts
// — by every command that reads one, so a rematch in a round past the plan never passes silently.
// `rounds = 0` (not set) is no limit; a record within its plan is checked round by round as ever.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "pairing/io/record_file.hpp"
#include "tests/support/build.hpp"
#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

// `n` (even) players, `rounds` ≤ n − 1 rounds of the circle method (n fixed, 1..n−1 turning),
// then one more round that repeats round 1's pairs: a planted rematch in round `rounds` + 1.
Record circle_then_rematch(int n, int rounds) {
  RecordBuilder b(n);
  std::vector<G> first;
  for (int r = 0; r < rounds; ++r) {
    std::vector<G> games;
    for (int k = 0; k < n / 2; ++k) {
      const int x = k == 0 ? n : 1 + (r + k) % (n - 1), y = 1 + (r + n - 1 - k) % (n - 1);
      games.push_back({x, y, "RDB"[(r + k) % 3]});
    }
    if (r == 0) first = games;
    b.round(games);
  }
  return b.round(first).build();
}

const std::vector<std::string> kCommands = {"verify", "standings", "pair"};

TEST(CliRecordRounds, AJsonRecordWithMoreRoundsThanRulesRoundsIsRefused) {
  const auto dir = temp_dir("record-rounds-json");
  const std::string path = (dir / "ev.json").string();
  Record rec = circle_then_rematch(8, 6);  // 7 rounds, round 7 = round 1
  rec.rules.rounds = 3;
  save_record(path, rec);  // the writer does not check
  for (const std::string& cmd : kCommands) {
    const CliResult r = run_xqsim({cmd, path});
    EXPECT_EQ(r.exit_code, 2) << cmd << '\n' << r.out << r.err;
    EXPECT_NE(r.err.find(path + ": rules.rounds: the record holds 7 rounds but rules.rounds = 3"),
              std::string::npos)
        << cmd << '\n'
        << r.err;
    EXPECT_EQ(r.out, "") << cmd;
  }
  // Within the plan, or with no plan (0), the rematch of round 7 is a V-1 violation.
  for (int planned : {7, 0}) {
    rec.rules.rounds = planned;
    save_record(path, rec);
    const CliResult r = run_xqsim({"verify", path});
    EXPECT_EQ(r.exit_code, 1) << planned << '\n' << r.out << r.err;
    EXPECT_NE(r.out.find("violation round 7 board 1: V-1: 8 (P8) and 1 (P1) already met in round 1"),
              std::string::npos)
        << planned << '\n'
        << r.out;
  }
  std::filesystem::remove_all(dir);
}

TEST(CliRecordRounds, ATrfWithMoreRoundsThanXxrIsRefused) {
  const auto dir = temp_dir("record-rounds-trf");
  const std::string path = (dir / "ev.trf").string();
  Record rec = circle_then_rematch(12, 10);  // 11 rounds, round 11 = round 1
  rec.rules.rounds = 11;
  save_record(path, rec);
  const std::string text = slurp(path);
  ASSERT_NE(text.find("\nXXR 11\n"), std::string::npos) << text;
  std::string short_plan = text;
  short_plan.replace(short_plan.find("\nXXR 11\n"), 8, "\nXXR 5\n");
  std::ofstream(path) << short_plan;
  for (const std::string& cmd : kCommands) {
    const CliResult r = run_xqsim({cmd, path});
    EXPECT_EQ(r.exit_code, 2) << cmd << '\n' << r.out << r.err;
    EXPECT_NE(r.err.find(path + ":3: XXR: the record holds 11 rounds but XXR = 5"), std::string::npos)
        << cmd << '\n'
        << r.err;
  }
  std::ofstream(path) << text;  // XXR 11: read, and the rematch is caught
  const CliResult r = run_xqsim({"verify", path});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find(": V-1: 12 (P12) and 1 (P1) already met in round 1"), std::string::npos) << r.out;
  std::filesystem::remove_all(dir);
}

TEST(CliRecordRounds, FewerRoundsGivenOnTheCommandLineAreRefusedToo) {
  const auto dir = temp_dir("record-rounds-set");
  const std::string path = (dir / "ev.json").string();
  Record rec = circle_then_rematch(8, 6);
  rec.rules.rounds = 7;
  save_record(path, rec);
  for (const std::string& cmd : kCommands) {
    const CliResult r = run_xqsim({cmd, path, "--set", "rounds=3"});
    EXPECT_EQ(r.exit_code, 2) << cmd << '\n' << r.out << r.err;
    EXPECT_NE(r.err.find(path + ": rules.rounds (as --rules/--set leave it): the record holds 7 rounds but "
                                "rules.rounds = 3"),
              std::string::npos)
        << cmd << '\n'
        << r.err;
  }
  std::filesystem::remove_all(dir);
}

// PI-10: the final is the last round. A final moved into the middle of an event — by --set on a
// record two rounds in, or in the record itself — is refused by every command, the record unchanged.
TEST(CliRecordRounds, AFinalBeforeTheLastRoundIsRefusedPI10) {
  const auto dir = temp_dir("record-rounds-final-early");
  const std::string path = (dir / "ev.json").string();
  Record rec = circle_then_rematch(8, 2);
  rec.rounds.pop_back();  // rounds 1–2, no rematch
  rec.rules.rounds = 5;
  save_record(path, rec);
  const std::string before = slurp(path);
  for (const std::string& cmd : kCommands) {
    const CliResult r = run_xqsim({cmd, path, "--set", "final_after_round=2"});
    EXPECT_EQ(r.exit_code, 2) << cmd << '\n' << r.out << r.err;
    EXPECT_NE(r.err.find("final_after_round (as --rules/--set leave it): the final is the last round: "
                         "final_after_round must be rounds - 1 (4), got 2"),
              std::string::npos)
        << cmd << '\n'
        << r.err;
  }
  EXPECT_EQ(slurp(path), before);
  rec.rules.final_after_round = 2;
  save_record(path, rec);
  for (const std::string& cmd : kCommands) {
    const CliResult r = run_xqsim({cmd, path});
    EXPECT_EQ(r.exit_code, 2) << cmd << '\n' << r.out << r.err;
    EXPECT_NE(r.err.find("rules.final_after_round: the final is the last round"), std::string::npos)
        << cmd << '\n'
        << r.err;
  }
  std::filesystem::remove_all(dir);
}

// The event's shape (format, how round 1 was paired and coloured, a team's boards and board_colours,
// groups) is fixed once a round is paired: changed by
// --set on a record with rounds, refused by every command, the record unchanged. That is the
// reason given, before what the change breaks besides: a Swiss with its own tiebreak list made a
// team event was refused for its tiebreaks (not used by format = team_swiss).
TEST(CliRecordRounds, TheFormatCannotChangeDuringTheEvent) {
  const auto dir = temp_dir("record-rounds-format");
  const std::string path = (dir / "ev.json").string();
  Record rec = circle_then_rematch(8, 2);
  rec.rounds.pop_back();
  rec.rules.rounds = 5;
  rec.rules.tiebreaks = {"opponent_score", "wins"};
  save_record(path, rec);
  const std::string before = slurp(path);
  for (const std::string& cmd : kCommands)
    for (const char* set :
         {"format=team_swiss", "format=round_robin", "first_round=lots", "first_round_colours=parity"}) {
      const CliResult r = run_xqsim({cmd, path, "--set", set});
      EXPECT_EQ(r.exit_code, 2) << cmd << ' ' << set << '\n' << r.out << r.err;
      EXPECT_NE(r.err.find("(as --rules/--set leave it): the record has 2 rounds paired with "),
                std::string::npos)
          << cmd << '\n'
          << r.err;
    }
  const CliResult r = run_xqsim({"pair", path, "--set", "format=round_robin"});
  EXPECT_NE(
      r.err.find(path + ": format (as --rules/--set leave it): the record has 2 rounds paired with format = "
                        "swiss: it cannot change during the event"),
      std::string::npos)
      << r.err;
  // A rules file that alone changes it: named at its line of the key.
  for (const char* format : {"round_robin", "team_swiss"}) {
    const std::string rules = (dir / "other.toml").string();
    std::ofstream(rules) << "[rules]\n# the wrong file\nformat = \"" << format << "\"\n";
    const CliResult f = run_xqsim({"pair", path, "--rules", rules});
    EXPECT_EQ(f.exit_code, 2);
    EXPECT_NE(f.err.find(rules + ":3: rules.format: the record " + path +
                         " has 2 rounds paired with format = swiss: it cannot change during the event"),
              std::string::npos)
        << f.err;
  }
  EXPECT_EQ(slurp(path), before);
  std::filesystem::remove_all(dir);
}

// Records with a PI-10 final hold rounds = final_after_round + 1: within the plan.
TEST(CliRecordRounds, AFinalIsWithinThePlan) {
  const auto dir = temp_dir("record-rounds-final");
  const CliResult sim = run_xqsim({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml",
                                   "-n", "1", "--keep", "1", "--threads", "1", "--out", dir.string()});
  ASSERT_EQ(sim.exit_code, 0) << sim.err;
  const std::string json = (dir / "records" / "tournament-0.json").string();
  EXPECT_EQ(load_record(json).rounds.size(), 9u);
  EXPECT_EQ(load_record(json).rules.rounds, 9);
  for (const char* cmd : {"verify", "standings"}) EXPECT_EQ(run_xqsim({cmd, json}).exit_code, 0) << cmd;
  EXPECT_EQ(run_xqsim({"standings", std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.trf"}).exit_code,
            0);
  EXPECT_EQ(run_xqsim({"standings", std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.json"}).exit_code,
            0);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
