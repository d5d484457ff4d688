// The arbiter's undo and reprint (issue 14 item 3): `xqsim unpair` removes the last round while
// none of its results is entered and the round pairs again to the same list; `xqsim pair --print`
// prints the current round again and changes nothing; `--version`. Refusals exit 2, record unchanged.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kData = XQ_TEST_DATA_DIR "/workflow/";

CliResult ok(const std::vector<std::string>& args) {
  CliResult r = run_xqsim(args);
  EXPECT_EQ(r.exit_code, 0) << args.front() << ": " << r.err;
  return r;
}

// 8 players, 5 rounds of P1-1 fold: round 1 paired (no result yet).
std::string paired_event(const std::string& name) {
  const fs::path dir = temp_dir(name);
  const std::string ev = (dir / "ev.json").string();
  ok({"init", "--entrants", kData + "eight-players.csv", "--rules", kData + "fold.toml", "--out", ev,
      "--event", "Club"});
  return ev;
}

TEST(CliUnpair, RemovesAnUnplayedRoundWhichThenPairsAgainTheSame) {
  const std::string ev = paired_event("unpair");
  const std::string before = slurp(ev);
  const CliResult first = ok({"pair", ev, "--seed", "5"});
  const std::string paired = slurp(ev);
  // --print: the same list again, the record untouched; the CSV form too.
  const CliResult again = ok({"pair", ev, "--print"});
  EXPECT_EQ(slurp(ev), paired);
  EXPECT_NE(again.out.find("Club — round 1 of 5\n"), std::string::npos) << again.out;
  const std::string table = first.out.substr(first.out.find("\n\n"));
  EXPECT_EQ(again.out.substr(again.out.find("\n\n")), table);
  const CliResult csv = ok({"pair", ev, "--print", "--format", "csv"});
  EXPECT_EQ(csv.out.rfind("round,board,red_no,", 0), 0u) << csv.out;

  const CliResult undo = ok({"unpair", ev});
  EXPECT_NE(undo.out.find("round 1 removed"), std::string::npos) << undo.out;
  EXPECT_EQ(read_json(ev)["rounds"].size(), 0u);
  EXPECT_EQ(read_json(ev), nlohmann::json::parse(before));
  // Paired again with the same seed: the same round.
  ok({"pair", ev, "--seed", "5"});
  EXPECT_EQ(slurp(ev), paired);
}

TEST(CliUnpair, RefusedOnceAResultIsInOrWithNothingToRemove) {
  const std::string ev = paired_event("unpair-refused");
  const CliResult none = run_xqsim({"unpair", ev});  // nothing paired yet
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("nothing to remove"), std::string::npos) << none.err;
  const CliResult nothing = run_xqsim({"pair", ev, "--print"});
  EXPECT_EQ(nothing.exit_code, 2);
  EXPECT_NE(nothing.err.find("no round is paired yet"), std::string::npos) << nothing.err;

  ok({"pair", ev});
  const fs::path sheet = fs::path(ev).parent_path() / "r1.csv";
  std::ofstream(sheet) << "board,result\n2,=\n";
  ok({"results", ev, sheet.string()});
  const std::string with_result = slurp(ev);
  const CliResult refused = run_xqsim({"unpair", ev});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("round 1: has results already (board 2"), std::string::npos) << refused.err;
  EXPECT_EQ(slurp(ev), with_result);
  // --print changes nothing: options that would are refused.
  const CliResult out = run_xqsim({"pair", ev, "--print", "--out", ev + ".other.json"});
  EXPECT_EQ(out.exit_code, 2);
  EXPECT_NE(out.err.find("--out"), std::string::npos) << out.err;
  EXPECT_FALSE(fs::exists(ev + ".other.json"));
}

TEST(CliVersion, PrintedAloneAndInEveryHelp) {
  const CliResult v = ok({"--version"});
  EXPECT_TRUE(std::regex_match(v.out, std::regex("xqsim [0-9]+\\.[0-9]+\\.[0-9]+\n"))) << v.out;
  const std::string version = v.out.substr(0, v.out.size() - 1);  // "xqsim X.Y.Z"
  for (const char* command : {"pair", "unpair", "regress", "simulate", "standings"})
    EXPECT_NE(ok({command, "--help"}).out.find(version), std::string::npos) << command;
  EXPECT_NE(ok({"--help"}).out.find(version), std::string::npos);
}

}  // namespace
}  // namespace xq::test
