// Whole files in and out (pairing/io/text_file.hpp): input size caps for regular files and for
// pipes, the NUL-byte stop, output folders checked before work, stale temporary files removed.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "pairing/io/json_text.hpp"
#include "pairing/io/text_file.hpp"
#include "tests/support/files.hpp"
#include "tests/support/input_error.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

class TextFile : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = temp_dir("text-file"); }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(TextFile, ReadsAFileUpToItsCap) {
  std::ofstream(dir_ / "a.txt") << "hello\n";
  EXPECT_EQ(read_text_file(dir_ / "a.txt", "file", 6), "hello\n");
  EXPECT_EQ(
      error_of([&] { (void)read_text_file(dir_ / "a.txt", "rule file", 5); }),
      (dir_ / "a.txt").string() +
          ": the rule file is larger than 5 bytes, the limit for such a file (docs/cli.md, \"Limits\")");
}

TEST_F(TextFile, APipeIsReadOnlyUpToTheCap) {
  // An endless writer behind a FIFO (the size of a pipe is unknown): refused after 1 MiB.
  const fs::path fifo = dir_ / "endless";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  ::signal(SIGPIPE, SIG_IGN);  // the writer sees EPIPE when the reader gives up
  std::thread writer([&] {
    std::ofstream out(fifo, std::ios::binary);
    const std::string block(4096, 'a');
    while (out.write(block.data(), static_cast<std::streamsize>(block.size()))) {
    }
  });
  EXPECT_EQ(
      error_of([&] { (void)read_text_file(fifo, "file", kMiB); }),
      fifo.string() + ": the file is larger than 1 MiB, the limit for such a file (docs/cli.md, \"Limits\")");
  writer.join();
}

TEST_F(TextFile, ANulByteIsNotText) {
  std::ofstream(dir_ / "bin.json", std::ios::binary) << std::string("{\"a\":\0", 6);
  EXPECT_EQ(error_of([&] { (void)read_text_file(dir_ / "bin.json"); }),
            (dir_ / "bin.json").string() + ": not a text file (a NUL byte at byte 6)");  // {"a": then NUL
}

TEST(JsonText, ANumberOutOfRangeIsBadInputWithItsLine) {
  EXPECT_EQ(error_of([] { (void)parse_json_text("{\n \"a\": \"1e999\",\n \"b\": [1, 1e999]\n}", "x.json"); }),
            "x.json:3: b: the number 1e999 is out of range");  // the key whose value it is
  EXPECT_EQ(error_of([] { (void)parse_ordered_json_text("{\"a\": {\"c\": -1e400}}", "x.json"); }),
            "x.json:1: a.c: the number -1e400 is out of range");
  EXPECT_EQ(
      error_of([] { (void)parse_json_text("{\n\"a\": ,}", "x.json"); }).rfind("x.json:2: column 6: ", 0), 0u);
}

TEST(JsonText, AKeyGivenTwiceInOneObjectIsBadInputWithItsPathAndLine) {
  EXPECT_EQ(error_of([] {
              (void)parse_ordered_json_text(
                  "{\n \"a\": {\"x\": 1, \"y\": {\"x\": 2}},\n \"b\": [{\"x\": 3}],\n \"a\": {}\n}",
                  "s.json");
            }),
            "s.json:4: a: the key is given twice");
  EXPECT_EQ(error_of([] {
              (void)parse_json_text("{\"t\": {\"n\": 1,\n\"m\": \"\\\"n\\\": \", \"n\" : 2}}", "s.json");
            }),
            "s.json:2: t.n: the key is given twice");
  // The same key in different objects (nested, or array items) is no repeat.
  EXPECT_EQ(parse_json_text("[{\"x\": 1}, {\"x\": 2, \"y\": {\"x\": 3}}]", "s.json")[1]["y"]["x"], 3);
}

TEST_F(TextFile, AnOutputFolderIsCreatedAndProbed) {
  prepare_output_folder(dir_ / "a" / "b", "--out");
  EXPECT_TRUE(fs::is_directory(dir_ / "a" / "b"));
  EXPECT_TRUE(listing(dir_ / "a").empty()) << "the probe is removed";
  std::ofstream(dir_ / "file") << "x";
  EXPECT_EQ(error_of([&] { prepare_output_folder(dir_ / "file", "--out"); }),
            "--out: '" + (dir_ / "file").string() + "' exists and is not a folder");
  EXPECT_EQ(error_of([&] {
              prepare_output_folder(dir_ / "file" / "sub", "--out");
            }).rfind("--out: cannot create the folder '" + (dir_ / "file" / "sub").string() + "': ", 0),
            0u);
  EXPECT_EQ(error_of([&] {
              prepare_output_folder("/proc/self", "--out");
            }).rfind("--out: cannot write into the folder '/proc/self'", 0),
            0u);
  EXPECT_EQ(error_of([&] { prepare_output_file(dir_ / "none" / "r.json", "--out"); }),
            (dir_ / "none" / "r.json").string() + ": --out: the folder '" + (dir_ / "none").string() +
                "' does not exist");
  EXPECT_EQ(error_of([&] { prepare_output_file(dir_ / "file" / "r.json", "--out"); }),
            (dir_ / "file" / "r.json").string() + ": --out: '" + (dir_ / "file").string() +
                "' is a file, not a folder");  // it said "does not exist"
}

TEST_F(TextFile, StaleTemporaryFilesOfDeadWritersAreRemoved) {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);
  const std::string dead = std::to_string(child), alive = std::to_string(::getppid());
  fs::create_directories(dir_ / "sub" / "deeper");
  for (const fs::path& f :
       {dir_ / (".a.json.tmp-" + dead + "-0"), dir_ / (".b.tmp-" + alive + "-3"),
        dir_ / "sub" / (".c.trf.tmp-" + dead + "-12"), dir_ / "sub" / "deeper" / (".d.tmp-" + dead + "-1"),
        dir_ / "e.tmp-1-1", dir_ / (".f.tmp-" + dead), dir_ / (".g.tmp-" + dead + "-x")})
    std::ofstream(f) << "x";
  EXPECT_EQ(remove_stale_temp_files(dir_, 1), 2u);
  EXPECT_EQ(listing(dir_),
            (std::vector<std::string>{".b.tmp-" + alive + "-3", ".f.tmp-" + dead, ".g.tmp-" + dead + "-x",
                                      "e.tmp-1-1", "sub/deeper/.d.tmp-" + dead + "-1"}));
}

TEST_F(TextFile, AnAtomicWriteLeavesNoTemporaryFile) {
  write_file_atomic(dir_ / "r.json", "{}\n");
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"r.json"});
}

// Several files are written all or none (a batch's summary and its reports; the probe's full disk
// had left summary.json, report.json and report.md without report.html): when one cannot be
// written, no target appears or changes and no temporary is left; the reason is the system's.
TEST_F(TextFile, SeveralFilesAreWrittenAllOrNone) {
  write_file_atomic(dir_ / "b.json", "old\n");
  const std::vector<std::pair<fs::path, std::string>> files = {
      {dir_ / "a.json", "a\n"}, {dir_ / "b.json", "new\n"}, {dir_ / "missing" / "c.json", "c\n"}};
  const InputError e = input_error_of([&] { write_files_atomic(files); }, "c.json in a missing folder");
  EXPECT_EQ(e.file(), (dir_ / "missing" / "c.json").string());
  EXPECT_EQ(e.reason(), "cannot write the file: No such file or directory");
  EXPECT_EQ(listing(dir_), std::vector<std::string>{"b.json"});
  EXPECT_EQ(read_text_file(dir_ / "b.json"), "old\n");
  if (fs::exists("/dev/full")) {  // a full device among them: written in place, after the others' temporaries
    const InputError full = input_error_of(
        [&] {
          write_files_atomic({{dir_ / "a.json", "a\n"}, {"/dev/full", "x\n"}});
        },
        "/dev/full");
    EXPECT_EQ(full.reason(), "writing the file failed: No space left on device (a full or closed device?)");
    EXPECT_EQ(listing(dir_), std::vector<std::string>{"b.json"});
  }
  write_files_atomic({{dir_ / "a.json", "a\n"}, {dir_ / "b.json", "new\n"}});
  EXPECT_EQ(listing(dir_), (std::vector<std::string>{"a.json", "b.json"}));
  EXPECT_EQ(read_text_file(dir_ / "b.json"), "new\n");
}

}  // namespace
}  // namespace xq::test
