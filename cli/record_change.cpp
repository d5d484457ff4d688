#include "cli/record_change.hpp"

#include <ostream>

#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"

namespace xq::cli {

Record read_record_noting(const std::string& command, const std::string& path, std::ostream& err) {
  std::string note;
  const auto say = [&] {
    if (!note.empty()) err << "xqsim " << command << ": note: " << note << '\n';
  };
  try {
    Record record = load_record(path, nullptr, &note);
    say();
    return record;
  } catch (const InputError&) {
    say();
    throw;
  }
}

int change_record(const std::string& command, const std::string& record_path, std::string out_path, Io io,
                  const std::function<std::string(Record&)>& change) {
  if (out_path.empty()) out_path = record_path;
  prepare_output_file(out_path, "--out");  // a record that cannot be saved is exit 2 before the change
  const RecordLock lock(out_path);         // the whole read–modify–write (issue 14 item 7)
  Record record = read_record_noting(command, record_path, io.err);
  const std::string done = change(record);
  check_record(record, record_path);
  if (is_trf_record(out_path))
    if (const std::optional<std::string> lost = trf_lost_changes(record))
      throw InputError(out_path, 0, "--out", *lost + " (--out EVENT.json)");
  if (const std::optional<std::string> left_out = save_record(out_path, record))
    io.err << "xqsim " << command << ": note: " << out_path << ": " << *left_out << '\n';
  io.out << done << "; written to " << out_path << '\n';
  return kOk;
}

}  // namespace xq::cli
