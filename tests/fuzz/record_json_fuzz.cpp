// libFuzzer target: the JSON record reader (read_record_json, V-7 included) and what the
// commands do with a record it accepts (record_exercise.hpp).
#include <sstream>
#include <string>

#include "pairing/io/record_json.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tests/fuzz/record_exercise.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.json";
  xq::fuzz::expect_only_input_errors(file, [&] {
    std::istringstream in{std::string(xq::fuzz::text_of(data, size))};
    const xq::Record record = xq::read_record_json(in, file);
    xq::fuzz::exercise_record(record, file);
  });
  return 0;
}
