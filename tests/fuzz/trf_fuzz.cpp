// libFuzzer target: the TRF reader (read_trf, V-7 included), the TRF writer on what it read, and
// what the commands do with the record (record_exercise.hpp).
#include <sstream>
#include <string>

#include "pairing/io/trf.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tests/fuzz/record_exercise.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.trf";
  xq::fuzz::expect_only_input_errors(file, [&] {
    std::istringstream in{std::string(xq::fuzz::text_of(data, size))};
    const xq::Record record = xq::read_trf(in, file);
    std::ostringstream out;
    (void)xq::write_trf(out, record);
    xq::fuzz::exercise_record(record, file);
  });
  return 0;
}
