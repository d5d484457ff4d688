// The record's lock (pairing/io/record_lock.hpp): held for a read–modify–write, removed by its
// holder as it is released, and a waiter that had opened the removed file locks the one in the
// folder instead — never a lock on nothing while another writer takes a fresh file.
#include "pairing/io/record_lock.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>

#include "pairing/model/errors.hpp"
#include "tests/support/files.hpp"

namespace xq {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

bool held_elsewhere(const std::string& record) {
  try {
    RecordLock probe(record, milliseconds(0));
    return false;
  } catch (const InputError& e) {
    EXPECT_NE(e.reason().find("is being changed by another xqsim (pid"), std::string::npos) << e.what();
    return true;
  }
}

TEST(RecordLock, TheLockFileIsRemovedAsItIsReleased) {
  const fs::path dir = test::temp_dir("record-lock-removed");
  const std::string record = (dir / "ev.json").string();
  {
    RecordLock lock(record);
    EXPECT_TRUE(fs::exists(record_lock_path(record)));
    EXPECT_TRUE(held_elsewhere(record));
  }
  EXPECT_FALSE(fs::exists(record_lock_path(record)));  // nothing left, though no record was written
  EXPECT_FALSE(held_elsewhere(record));
  fs::remove_all(dir);
}

TEST(RecordLock, AWaiterOnTheRemovedFileLocksTheOneInTheFolder) {
  const fs::path dir = test::temp_dir("record-lock-waiter");
  const std::string record = (dir / "ev.json").string();
  std::optional<RecordLock> first(std::in_place, record);
  std::optional<RecordLock> second;
  std::thread waiter([&] { second.emplace(record, milliseconds(5000)); });
  std::this_thread::sleep_for(milliseconds(200));  // the waiter has opened the file and waits on it
  first.reset();                                   // released: that file is removed
  waiter.join();
  ASSERT_TRUE(second.has_value());
  // The waiter's lock is the folder's lock: a third writer is kept out (a lock on the removed file
  // would let it create a fresh one and go ahead).
  EXPECT_TRUE(fs::exists(record_lock_path(record)));
  EXPECT_TRUE(held_elsewhere(record));
  second.reset();
  EXPECT_FALSE(fs::exists(record_lock_path(record)));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace xq
