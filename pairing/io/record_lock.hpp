// The advisory lock of a record (issue 14 item 7): every command that reads, changes and writes a
// record (init, pair, results, unpair, withdraw, absent, add) holds it for the whole
// read–modify–write, so two of them at once never lose one's work (docs/record-format.md "Locks").
#pragma once

#include <chrono>
#include <string>

namespace xq {

/// How long a second writer waits for the first to finish before it gives up (exit 2).
inline constexpr std::chrono::milliseconds kRecordLockWait{2000};

/// The lock file of the record at `record_path`: `RECORD.lock` beside it. The record itself is
/// not locked: it is replaced by a rename on every save (write_file_atomic), and a lock on the
/// file renamed away would no longer keep a third writer out.
[[nodiscard]] std::string record_lock_path(const std::string& record_path);

/// An exclusive flock(2) on record_lock_path(path) of the record a command writes, held until
/// destruction. A command that writes another file than it read (`--out`) locks the file it
/// writes: the one it read is not changed, and is replaced whole by its own writers (a rename),
/// so it is never read half-written. The lock file is created when missing, holds the pid of the
/// process that holds the lock (for the message a waiter gives), and is removed by its holder as
/// it releases it: a waiter that then holds a lock on the removed file sees it is no longer the
/// one in the folder and locks that one instead. Advisory: only xqsim honours it. A process holds
/// one lock at most.
class RecordLock {
 public:
  /// Takes the lock of the record at `path`, trying again every few milliseconds for up to
  /// `wait`. Throws InputError(path, "lock", "PATH is being changed by another xqsim (pid N); …")
  /// when another process still holds it then, and InputError naming the lock file when that
  /// cannot be created or locked (call prepare_output_file first: a folder that cannot be written
  /// is then said as the output's fault).
  explicit RecordLock(const std::string& path, std::chrono::milliseconds wait = kRecordLockWait);
  ~RecordLock();
  RecordLock(const RecordLock&) = delete;
  RecordLock& operator=(const RecordLock&) = delete;

 private:
  std::string lock_path_;
  int fd_ = -1;
};

}  // namespace xq
