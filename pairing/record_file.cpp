#include "pairing/record_file.hpp"

#include <atomic>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <system_error>
#include <thread>

#include "pairing/errors.hpp"
#include "pairing/record_check.hpp"
#include "pairing/record_json.hpp"
#include "pairing/trf.hpp"

namespace xq {
namespace {

enum class Format { json, trf };

std::string lower_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

Format format_of(const std::string& path) {
  const std::string ext = lower_extension(path);
  if (ext == ".json") return Format::json;
  if (ext == ".trf") return Format::trf;
  throw InputError(path, 0, "", "unknown record format '" + ext + "': use .json or .trf");
}

// A name next to `path` that no other writer uses at the same time.
std::filesystem::path temporary_name(const std::filesystem::path& path) {
  static std::atomic<unsigned> counter{0};
  const size_t thread = std::hash<std::thread::id>{}(std::this_thread::get_id());
  std::filesystem::path tmp = path;
  tmp += ".tmp-" + std::to_string(thread % 1000000) + "-" + std::to_string(counter++);
  return tmp;
}

}  // namespace

bool is_trf_record(const std::string& path) { return lower_extension(path) == ".trf"; }

Record load_record(const std::string& path, const RuleSet* rules_override) {
  const Format format = format_of(path);
  std::ifstream in(path, std::ios::binary);
  if (!in || std::filesystem::is_directory(path)) throw InputError(path, 0, "", "cannot open the file");
  if (format == Format::trf) return read_trf(in, path, rules_override ? *rules_override : RuleSet{});
  Record record = read_record_json(in, path);
  if (rules_override) {
    record.rules = *rules_override;
    check_record(record, path);
  }
  return record;
}

void save_record(const std::string& path, const Record& record) {
  const Format format = format_of(path);
  const std::filesystem::path tmp = temporary_name(path);
  try {
    {
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      if (!out) throw InputError(path, 0, "", "cannot write the file");
      if (format == Format::json)
        write_record_json(out, record);
      else
        write_trf(out, record);
      out.close();
      if (!out) throw InputError(path, 0, "", "writing the file failed");
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) throw InputError(path, 0, "", "cannot replace the file: " + ec.message());
  } catch (const InputError& e) {  // a writer's error names the file it was writing
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    if (!e.file().empty()) throw;
    throw InputError(path, e.line(), e.key(), e.reason());
  } catch (...) {
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    throw;
  }
}

}  // namespace xq
