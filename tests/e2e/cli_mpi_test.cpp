// `mpirun -np 2 xqsim simulate … --mpi` (SIM-5): one batch over two MPI ranks gives the
// single-process run's summary.json byte for byte, and the same --keep-warnings examples.
// Skipped when mpirun is absent or xqsim was built without MPI (XQ_MPI).
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kMen = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2022-men.toml";

bool have_mpirun() { return std::system("command -v mpirun >/dev/null 2>&1") == 0; }

bool built_with_mpi() {
  const CliResult help = run_xqsim({"simulate", "--help"});
  return help.out.find("--mpi") != std::string::npos &&
         help.out.find("built without MPI") == std::string::npos;
}

// mpirun --oversubscribe -np P xqsim ARGS… (as root in CI: OpenMPI refuses root unless told).
CliResult run_mpi(int ranks, const std::vector<std::string>& args) {
  return run_command(
      "env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1 "
      "mpirun --oversubscribe -np " +
          std::to_string(ranks) + " " + shell_quote(XQSIM_BIN),
      args);
}

class Mpi : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!have_mpirun()) GTEST_SKIP() << "mpirun not found";
    if (!built_with_mpi()) GTEST_SKIP() << "xqsim built without MPI (XQ_MPI=OFF or MPI not found)";
  }
};

TEST_F(Mpi, TwoRanksGiveThePlainRunsSummaryByteForByte) {
  const fs::path dir = temp_dir("mpi");
  const std::vector<std::string> common = {
      "simulate", kMen, "-n", "21", "--seed", "13", "--threads", "1", "--keep-warnings", "2"};
  std::vector<std::string> plain = common, mpi = common;
  plain.insert(plain.end(), {"--out", (dir / "plain").string()});
  mpi.insert(mpi.end(), {"--mpi", "--out", (dir / "mpi").string()});
  const CliResult p = run_xqsim(plain);
  ASSERT_EQ(p.exit_code, 0) << p.err;
  const CliResult m = run_mpi(2, mpi);
  ASSERT_EQ(m.exit_code, 0) << m.out << m.err;
  const std::string want = slurp(dir / "plain" / "summary.json");
  ASSERT_FALSE(want.empty());
  EXPECT_EQ(slurp(dir / "mpi" / "summary.json"), want);
  EXPECT_EQ(m.out, [&] {  // rank 0 alone prints, the same report (but for the folder)
    std::string s = p.out;
    for (size_t at; (at = s.find((dir / "plain").string())) != std::string::npos;)
      s.replace(at, (dir / "plain").string().size(), (dir / "mpi").string());
    return s;
  }());
  // The K lowest indices of each kind over both ranks: the plain run's examples.
  EXPECT_EQ(listing(dir / "mpi" / "warnings"), listing(dir / "plain" / "warnings"));
  EXPECT_FALSE(listing(dir / "plain" / "warnings").empty());
  fs::remove_all(dir);
}

// A shard of the batch split over the ranks: the shard's summary, as a plain --shard run.
TEST_F(Mpi, AShardOverThreeRanksIsThePlainShard) {
  const fs::path dir = temp_dir("mpi-shard");
  const std::vector<std::string> common = {"simulate", kMen,        "-n", "20",      "--seed",
                                           "2",        "--threads", "1",  "--shard", "2/2"};
  std::vector<std::string> plain = common, mpi = common;
  plain.insert(plain.end(), {"--out", (dir / "plain").string()});
  mpi.insert(mpi.end(), {"--mpi", "--out", (dir / "mpi").string()});
  ASSERT_EQ(run_xqsim(plain).exit_code, 0);
  const CliResult m = run_mpi(3, mpi);
  ASSERT_EQ(m.exit_code, 0) << m.out << m.err;
  EXPECT_EQ(slurp(dir / "mpi" / "summary.json"), slurp(dir / "plain" / "summary.json"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq::test
