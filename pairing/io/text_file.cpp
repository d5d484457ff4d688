#include "pairing/io/text_file.hpp"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <optional>

#include "pairing/io/huge_pages.hpp"
#include "pairing/model/errors.hpp"

namespace xq {
namespace {

std::string size_text(std::size_t bytes) {
  return bytes % kMiB == 0 ? std::to_string(bytes / kMiB) + " MiB" : std::to_string(bytes) + " bytes";
}

[[noreturn]] void too_large(const std::string& name, std::string_view what, std::size_t max_bytes) {
  throw InputError(name, 0, "",
                   "the " + std::string(what) + " is larger than " + size_text(max_bytes) +
                       ", the limit for such a file (docs/cli.md, \"Limits\")");
}

// ".<name>.tmp-<pid>-<serial>": the temporary name of `file`, unique per process and call.
std::string temp_name(const std::string& file) {
  static std::atomic<std::uint64_t> serial{0};
  std::string name = ".";  // (built with += : GCC 12 warns falsely on "literal" + std::string&&)
  name += file;
  name += ".tmp-";
  name += std::to_string(::getpid());
  name += '-';
  name += std::to_string(serial.fetch_add(1));
  return name;
}

// The pid in a temporary name of temp_name's form, or 0 for any other name.
pid_t temp_owner(const std::string& name) {
  if (name.size() < 2 || name[0] != '.') return 0;
  const size_t tmp = name.rfind(".tmp-");
  if (tmp == std::string::npos || tmp == 0) return 0;
  const char* first = name.data() + tmp + 5;
  const char* last = name.data() + name.size();
  long long pid = 0;
  std::uint64_t serial = 0;
  auto [p, ec] = std::from_chars(first, last, pid);
  if (ec != std::errc() || p == last || *p != '-' || pid <= 0) return 0;
  auto [q, ec2] = std::from_chars(p + 1, last, serial);
  if (ec2 != std::errc() || q != last) return 0;
  return static_cast<pid_t>(pid);
}

bool process_gone(pid_t pid) { return pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH; }

}  // namespace

std::string read_text_file(const std::filesystem::path& path, std::string_view what, std::size_t max_bytes) {
  const std::string name = path.string();
  std::error_code ec;
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  const int why = errno;  // the system's reason: no such file, a symlink loop, permission …
  if (std::filesystem::is_directory(path, ec))
    throw InputError(name, 0, "", "cannot open the " + std::string(what) + ": it is a folder");
  if (!in)
    throw InputError(
        name, 0, "",
        "cannot open the " + std::string(what) + (why != 0 ? ": " + std::string(std::strerror(why)) : ""));
  // A regular file is refused by its size, before a byte is read, and read into one allocation.
  std::string text;
  if (std::filesystem::is_regular_file(path, ec)) {
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (!ec && size > max_bytes) too_large(name, what, max_bytes);
    if (!ec) {
      text.reserve(static_cast<std::size_t>(size));
      advise_huge_pages(text.data(), text.capacity());
    }
  }
  // Pipes and devices have no size: read in chunks up to the cap.
  char chunk[1 << 16];
  while (in) {
    in.read(chunk, sizeof chunk);
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got == 0) break;
    if (const void* nul = std::memchr(chunk, '\0', got))
      throw InputError(
          name, 0, "",
          "not a text file (a NUL byte at byte " +
              std::to_string(text.size() + static_cast<std::size_t>(static_cast<const char*>(nul) - chunk) +
                             1) +
              ")");
    if (text.size() + got > max_bytes) too_large(name, what, max_bytes);
    text.append(chunk, got);
  }
  if (in.bad()) throw InputError(name, 0, "", "reading the " + std::string(what) + " failed");
  return text;
}

namespace {

// A device, a pipe or a link (/dev/full, a FIFO, /dev/stdout) is written in place: renaming a
// file onto it would replace the device node or the link itself (as root), and a full device
// must fail here. A folder is refused.
bool written_in_place(const std::filesystem::path& path) {
  std::error_code type_ec, link_ec;
  const std::filesystem::file_status status = std::filesystem::status(path, type_ec);
  const bool link = std::filesystem::is_symlink(std::filesystem::symlink_status(path, link_ec));
  if (type_ec || !std::filesystem::exists(status)) return false;
  if (std::filesystem::is_directory(status))
    throw InputError(path.string(), 0, "", "is a folder, not a file");
  return link || !std::filesystem::is_regular_file(status);
}

// Writes `text` to `file` (created or truncated); the reason when it fails (a full disk: "No
// space left on device"), else nullopt.
std::optional<std::string> write_whole(const std::filesystem::path& file, std::string_view text) {
  errno = 0;
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out)
    return std::string("cannot write the file") + (errno ? std::string(": ") + std::strerror(errno) : "");
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.flush();
  if (!out)
    return std::string("writing the file failed") + (errno ? std::string(": ") + std::strerror(errno) : "");
  out.close();
  if (out.fail())
    return std::string("closing the file failed") + (errno ? std::string(": ") + std::strerror(errno) : "");
  return std::nullopt;
}

}  // namespace

void write_file_atomic(const std::filesystem::path& path, std::string_view text) {
  write_files_atomic({{path, std::string(text)}});
}

void write_files_atomic(const std::vector<std::pair<std::filesystem::path, std::string>>& files) {
  std::vector<std::filesystem::path> temps(files.size());  // empty: written in place
  auto remove_temps = [&] {
    std::error_code ignored;
    for (const std::filesystem::path& t : temps)
      if (!t.empty()) std::filesystem::remove(t, ignored);
  };
  // 1. Every regular file as a temporary beside its target (so that rename is atomic).
  for (size_t i = 0; i < files.size(); ++i) {
    const auto& [path, text] = files[i];
    try {
      if (written_in_place(path)) continue;
    } catch (...) {
      remove_temps();
      throw;
    }
    temps[i] = path.parent_path() / temp_name(path.filename().string());
    if (const std::optional<std::string> why = write_whole(temps[i], text)) {
      remove_temps();
      throw InputError(path.string(), 0, "", *why);
    }
  }
  // 2. Devices, pipes and links in place; 3. the temporaries renamed over their targets — only
  // once every file was written whole, so a full disk leaves none of them behind.
  for (size_t i = 0; i < files.size(); ++i)
    if (temps[i].empty())
      if (const std::optional<std::string> why = write_whole(files[i].first, files[i].second)) {
        remove_temps();
        throw InputError(files[i].first.string(), 0, "", *why + " (a full or closed device?)");
      }
  for (size_t i = 0; i < files.size(); ++i) {
    if (temps[i].empty()) continue;
    std::error_code ec;
    std::filesystem::rename(temps[i], files[i].first, ec);
    if (ec) {
      remove_temps();
      throw InputError(files[i].first.string(), 0, "", "cannot replace the file: " + ec.message());
    }
    temps[i].clear();
  }
}

std::size_t remove_stale_temp_files(const std::filesystem::path& folder, int depth) {
  std::size_t removed = 0;
  std::error_code ec;
  std::filesystem::directory_iterator it(folder.empty() ? "." : folder, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const std::filesystem::directory_entry& e = *it;
    std::error_code type_ec;
    if (e.is_symlink(type_ec)) continue;  // never follow a link out of the folder
    if (e.is_directory(type_ec)) {
      if (depth > 0) removed += remove_stale_temp_files(e.path(), depth - 1);
      continue;
    }
    const pid_t owner = temp_owner(e.path().filename().string());
    std::error_code remove_ec;
    if (owner != 0 && process_gone(owner) && std::filesystem::remove(e.path(), remove_ec)) ++removed;
  }
  return removed;
}

void create_folder(const std::filesystem::path& folder, const std::string& key) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw InputError("", 0, key, "cannot create the folder '" + folder.string() + "': " + ec.message());
}

void prepare_output_folder(const std::filesystem::path& out, const std::string& key, int depth) {
  const std::filesystem::path folder = out.empty() ? "." : out;
  const std::string name = folder.string();
  std::error_code ec;
  if (std::filesystem::exists(folder, ec) && !std::filesystem::is_directory(folder, ec))
    throw InputError("", 0, key, "'" + name + "' exists and is not a folder");
  create_folder(folder, key);
  // A probe: the folder may exist and still refuse files (read-only, full, another owner).
  const std::filesystem::path probe = folder / temp_name("xqsim-probe");
  {
    std::ofstream out(probe, std::ios::binary | std::ios::trunc);
    if (!out || !(out << "probe\n").flush()) {
      const int error = errno;
      out.close();
      std::filesystem::remove(probe, ec);
      throw InputError("", 0, key,
                       "cannot write into the folder '" + name + "'" +
                           (error ? std::string(": ") + std::strerror(error) : std::string()));
    }
  }
  std::filesystem::remove(probe, ec);
  remove_stale_temp_files(folder, depth);
}

void prepare_output_file(const std::filesystem::path& path, const std::string& key) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw InputError(path.string(), 0, key, "is a folder, not a file");
  const std::filesystem::path folder = path.parent_path().empty() ? "." : path.parent_path();
  if (!std::filesystem::is_directory(folder, ec))
    throw InputError(path.string(), 0, key,
                     std::filesystem::exists(folder, ec)
                         ? "'" + folder.string() + "' is a file, not a folder"
                         : "the folder '" + folder.string() + "' does not exist");
  prepare_output_folder(folder, key, 0);
}

}  // namespace xq
