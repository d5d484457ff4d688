#include "pairing/io/text_file.hpp"

#include <unistd.h>
#include <atomic>
#include <fstream>
#include <sstream>

#include "pairing/model/errors.hpp"

namespace xq {

std::string read_text_file(const std::filesystem::path& path, std::string_view what) {
  const std::string name = path.string();
  std::ifstream in(path, std::ios::binary);
  if (!in || std::filesystem::is_directory(path))
    throw InputError(name, 0, "", "cannot open the " + std::string(what));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError(name, 0, "", "reading the " + std::string(what) + " failed");
  return std::move(text).str();
}

void write_file_atomic(const std::filesystem::path& path, std::string_view text) {
  // Unique per process and call, in the target's folder so that rename is atomic.
  static std::atomic<std::uint64_t> serial{0};
  std::string name = ".";  // (built with += : GCC 12 warns falsely on "literal" + std::string&&)
  name += path.filename().string();
  name += ".tmp-";
  name += std::to_string(::getpid());
  name += '-';
  name += std::to_string(serial.fetch_add(1));
  const std::filesystem::path tmp = path.parent_path() / name;
  std::error_code ignored;
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw InputError(path.string(), 0, "", "cannot write the file");
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.flush();
    if (!out) {
      out.close();
      std::filesystem::remove(tmp, ignored);
      throw InputError(path.string(), 0, "", "writing the file failed");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ignored);
    throw InputError(path.string(), 0, "", "cannot replace the file: " + ec.message());
  }
}

}  // namespace xq
