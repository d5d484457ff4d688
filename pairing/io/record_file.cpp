#include "pairing/io/record_file.hpp"

#include <cctype>
#include <filesystem>
#include <sstream>
#include <utility>

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

Record load_record(const std::string& path, const RuleSet* rules_override, std::string* note) {
  const Format format = format_of(path);
  std::string text = read_text_file(path);
  if (format == Format::trf) {
    std::istringstream in(std::move(text));
    return read_trf(in, path, rules_override ? *rules_override : RuleSet{}, note);
  }
  Record record = read_record_json(std::string_view(text), path);
  if (rules_override) {
    record.rules = *rules_override;
    check_record(record, path);
  }
  return record;
}

RecordText record_text(const std::string& path, const Record& record) {
  const Format format = format_of(path);
  RecordText out{path, "", std::nullopt};
  try {
    if (format == Format::json) {
      out.text = record_json_text(record);
    } else {
      std::ostringstream trf;
      out.left_out = write_trf(trf, record);
      out.text = std::move(trf).str();
    }
  } catch (const InputError& e) {  // a writer's error names the file it was writing
    if (!e.file().empty()) throw;
    throw InputError(path, e.line(), e.key(), e.reason());
  }
  return out;
}

void RecordText::write() const { write_file_atomic(path, text); }

std::optional<std::string> save_record(const std::string& path, const Record& record) {
  const RecordText t = record_text(path, record);
  t.write();
  return t.left_out;
}

}  // namespace xq
