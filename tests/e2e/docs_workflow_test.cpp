// docs/cli.md "The workflow, step by step" says its outputs are real: this test runs every
// `$ command` of that section in a shell (xqsim on the PATH, the section's files in a fresh
// folder) and compares what it prints — stdout, then stderr — with the lines the page shows under
// it. A command the page shows no output for is run and must succeed (or fail as `echo $?` then
// says). The files the page describes in words (the sheets the arbiter fills in) are written here
// as the page describes them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

struct Step {
  int line = 0;  // of the command in docs/cli.md
  std::string command;
  std::vector<std::string> expected;  // the lines the page shows under it
};

// The `$ …` commands of the section's code blocks, in order, with the lines under each.
std::vector<Step> workflow_steps(const std::string& page) {
  const size_t from = page.find("## The workflow, step by step");
  const size_t to = page.find("\n### ", from);
  const std::vector<std::string> all = lines(page.substr(0, to));
  int first_line = 1;
  for (size_t i = 0; i < from; ++i) first_line += page[i] == '\n' ? 1 : 0;
  std::vector<Step> steps;
  bool in_block = false, commands = false;
  for (size_t i = static_cast<size_t>(first_line - 1); i < all.size(); ++i) {
    const std::string& l = all[i];
    if (l.rfind("```", 0) == 0) {
      in_block = !in_block;
      commands = false;
      if (in_block && i + 1 < all.size()) commands = all[i + 1].rfind("$ ", 0) == 0;
      continue;
    }
    if (!in_block || !commands) continue;
    if (l.rfind("$ ", 0) == 0)
      steps.push_back({static_cast<int>(i + 1), l.substr(2), {}});
    else
      steps.back().expected.push_back(l);
  }
  return steps;
}

// The files the page shows (`$ cat r1-early.csv` and its lines: written so), and those it fills
// in by words: round 2's list as the arbiter completes it (boards 1–3; board 4 still playing),
// round 3's results (`r3.csv`: `1,=` `2,0-1` `3,1-0` `4,1-0`).
void before(const Step& step, const fs::path& dir) {
  const std::string& command = step.command;
  if (command.rfind("cat ", 0) == 0 && !fs::exists(dir / command.substr(4))) {
    std::ofstream out(dir / command.substr(4));
    for (const std::string& l : step.expected) out << l << '\n';
  }
  if (command == "xqsim results club.json round2.csv") {
    std::vector<std::string> rows = lines(slurp(dir / "round2.csv"));
    const std::vector<std::string> results = {"", "1/2", "1-0", "0-1", ""};
    std::ofstream out(dir / "round2.csv");
    for (size_t i = 0; i < rows.size(); ++i) out << rows[i] << (i < results.size() ? results[i] : "") << '\n';
  }
  if (command == "xqsim results club.json r3.csv")
    std::ofstream(dir / "r3.csv") << "board,result\n1,=\n2,0-1\n3,1-0\n4,1-0\n";
}

std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& l : v) s += l + '\n';
  return s;
}

TEST(DocsWorkflow, EveryCommandPrintsWhatThePageShows) {
  const std::string page = slurp(fs::path(XQ_SOURCE_DIR) / "docs" / "cli.md");
  const std::vector<Step> steps = workflow_steps(page);
  ASSERT_GE(steps.size(), 20u) << "the workflow section lost its commands";
  const fs::path dir = temp_dir("docs-workflow");
  fs::copy_file(fs::path(XQ_SOURCE_DIR) / "tests/data/workflow/eight-players.csv", dir / "entries.csv");
  fs::copy_file(fs::path(XQ_SOURCE_DIR) / "tests/data/workflow/fold.toml", dir / "rules.toml");
  const std::string bin_dir = fs::path(XQSIM_BIN).parent_path().string();
  int last_exit = 0;
  for (size_t i = 0; i < steps.size(); ++i) {
    const Step& s = steps[i];
    before(s, dir);
    // `(exit N)` first: `echo $?` reads the exit status of the command before it.
    const std::string script = "cd " + shell_quote(dir.string()) + " && PATH=" + shell_quote(bin_dir) +
                               ":$PATH && (exit " + std::to_string(last_exit) + "); " + s.command;
    const CliResult r = run_command("bash -c", {script});
    last_exit = r.exit_code;
    const bool echoes = i + 1 < steps.size() && steps[i + 1].command == "echo $?";
    if (!echoes) {
      EXPECT_EQ(r.exit_code, 0) << "docs/cli.md:" << s.line << ": $ " << s.command << "\n" << r.err;
    }
    if (!s.expected.empty()) {
      EXPECT_EQ(r.out + r.err, joined(s.expected)) << "docs/cli.md:" << s.line << ": $ " << s.command;
    }
  }
}

// docs/record-format.md's example record (the JSON block after "### Example") is one the
// verifier passes: V-1..V-5, V-7, its warnings as the rounds show them (exit 0, no violation).
TEST(DocsRecordFormat, TheExampleRecordPassesVerify) {
  const std::string page = slurp(fs::path(XQ_SOURCE_DIR) / "docs" / "record-format.md");
  const size_t example = page.find("### Example");
  ASSERT_NE(example, std::string::npos) << "docs/record-format.md has no ### Example";
  const size_t open = page.find("```json", example);
  ASSERT_NE(open, std::string::npos) << "no ```json block after ### Example";
  const size_t start = page.find('\n', open) + 1;
  const fs::path record = temp_dir("docs-record-format") / "example.json";
  std::ofstream(record) << page.substr(start, page.find("```", start) - start);
  const CliResult r = run_xqsim({"verify", record.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("3 rounds checked: 0 violations"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace xq::test
