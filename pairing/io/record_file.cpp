#include "pairing/io/record_file.hpp"

#include <cctype>
#include <filesystem>
#include <sstream>

#include "pairing/io/record_json.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"

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

}  // namespace

bool is_trf_record(const std::string& path) { return lower_extension(path) == ".trf"; }

Record load_record(const std::string& path, const RuleSet* rules_override) {
  const Format format = format_of(path);
  std::istringstream in(read_text_file(path));
  if (format == Format::trf) return read_trf(in, path, rules_override ? *rules_override : RuleSet{});
  Record record = read_record_json(in, path);
  if (rules_override) {
    record.rules = *rules_override;
    check_record(record, path);
  }
  return record;
}

std::optional<std::string> save_record(const std::string& path, const Record& record) {
  const Format format = format_of(path);
  std::ostringstream out;
  std::optional<std::string> left_out;
  try {
    if (format == Format::json)
      write_record_json(out, record);
    else
      left_out = write_trf(out, record);
  } catch (const InputError& e) {  // a writer's error names the file it was writing
    if (!e.file().empty()) throw;
    throw InputError(path, e.line(), e.key(), e.reason());
  }
  write_file_atomic(path, out.view());
  return left_out;
}

}  // namespace xq
