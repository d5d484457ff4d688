#include "pairing/io/record_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
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

// The lock file locked, or a throw (with the descriptor closed). Returns the descriptor.
int lock_file(const std::string& record_path, std::chrono::milliseconds wait) {
  const std::string lock_path = record_lock_path(record_path);
  const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0)
    throw InputError(lock_path, 0, "lock",
                     std::string("cannot create the record's lock file: ") + std::strerror(errno));
  const auto give_up = std::chrono::steady_clock::now() + wait;
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
  // Ours now: say who holds it (for a waiter's message). A failure here changes nothing.
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) == 0) {
    [[maybe_unused]] const ssize_t written = ::pwrite(fd, pid.data(), pid.size(), 0);
  }
  return fd;
}

}  // namespace

std::string record_lock_path(const std::string& record_path) { return record_path + ".lock"; }

RecordLock::RecordLock(const std::string& path, std::chrono::milliseconds wait)
    : fd_(lock_file(path, wait)) {}

RecordLock::~RecordLock() { ::close(fd_); }  // closing the descriptor releases the flock

}  // namespace xq
