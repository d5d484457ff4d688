#include "pairing/io/record_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <thread>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

// The pid the holder wrote into the lock file; "" when it has not written it yet.
std::string holder_pid(int fd) {
  char buf[32] = {};
  const ssize_t got = ::pread(fd, buf, sizeof buf - 1, 0);
  std::string pid;
  for (ssize_t i = 0; i < got && buf[i] >= '0' && buf[i] <= '9'; ++i) pid += buf[i];
  return pid;
}

// Whether `fd` is still the file at `path`: the holder before us removed it as it released it,
// and a waiter that had opened it holds a lock on a file no longer in the folder.
bool still_named(int fd, const std::string& path) {
  struct stat held {
  }, named{};
  return ::fstat(fd, &held) == 0 && ::stat(path.c_str(), &named) == 0 && held.st_dev == named.st_dev &&
         held.st_ino == named.st_ino;
}

// The lock file locked, or a throw (with the descriptor closed). Returns the descriptor.
int lock_file(const std::string& record_path, const std::string& lock_path, std::chrono::milliseconds wait) {
  const auto give_up = std::chrono::steady_clock::now() + wait;
  for (;;) {
    const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
      throw InputError(lock_path, 0, "lock",
                       std::string("cannot create the record's lock file: ") + std::strerror(errno));
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int err = errno;
      if (err != EWOULDBLOCK && err != EINTR) {
        ::close(fd);
        throw InputError(lock_path, 0, "lock", std::string("cannot lock the record: ") + std::strerror(err));
      }
      if (std::chrono::steady_clock::now() >= give_up) {
        const std::string pid = holder_pid(fd);
        ::close(fd);
        throw InputError(record_path, 0, "lock",
                         record_path + " is being changed by another xqsim (pid " +
                             (pid.empty() ? std::string("unknown") : pid) +
                             "); nothing was done: try again when it has finished");
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (!still_named(fd, lock_path)) {  // released and removed meanwhile: lock the one there now
      ::close(fd);
      continue;
    }
    // Ours now: say who holds it (for a waiter's message). A failure here changes nothing.
    const std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd, 0) == 0) {
      [[maybe_unused]] const ssize_t written = ::pwrite(fd, pid.data(), pid.size(), 0);
    }
    return fd;
  }
}

}  // namespace

std::string record_lock_path(const std::string& record_path) { return record_path + ".lock"; }

RecordLock::RecordLock(const std::string& path, std::chrono::milliseconds wait)
    : lock_path_(record_lock_path(path)), fd_(lock_file(path, lock_path_, wait)) {}

// Removed while still held (no stray RECORD.lock stays, not even beside a record a failed `init`
// never wrote), then released by closing; a waiter on the removed file sees it is no longer the
// folder's (still_named) and locks the next one.
RecordLock::~RecordLock() {
  ::unlink(lock_path_.c_str());
  ::close(fd_);
}

}  // namespace xq
