// libFuzzer target: the JSON record reader (read_record_json, V-7 included) and what the
// commands do with a record it accepts (record_exercise.hpp). First the reader's document: its
// fast parse (RapidJSON) must give what nlohmann's parser gives, the same tree or the same error.
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>

#include "pairing/io/json_tree.hpp"
#include "pairing/io/record_json.hpp"
#include "tests/fuzz/fuzz_support.hpp"
#include "tests/fuzz/record_exercise.hpp"

namespace {

template <class Parse>
std::optional<xq::JsonTree> tree_or_error(Parse parse, std::string_view text, std::string& error) {
  try {
    return parse(text, "fuzz.json");
  } catch (const xq::InputError& e) {
    error = std::string(e.what()) + " @" + std::to_string(e.line());
    return std::nullopt;
  }
}

void expect_same_trees(std::string_view text) {
  std::string fast_error, slow_error;
  const std::optional<xq::JsonTree> fast = tree_or_error(xq::parse_json_tree, text, fast_error);
  const std::optional<xq::JsonTree> slow = tree_or_error(xq::parse_json_tree_nlohmann, text, slow_error);
  if (fast_error != slow_error || fast.has_value() != slow.has_value() ||
      (fast && !same_tree(*fast, *slow))) {
    std::fprintf(stderr, "RapidJSON and nlohmann part: '%s' / '%s'\n", fast_error.c_str(),
                 slow_error.c_str());
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.json";
  expect_same_trees(xq::fuzz::text_of(data, size));
  xq::fuzz::expect_only_input_errors(file, [&] {
    std::istringstream in{std::string(xq::fuzz::text_of(data, size))};
    const xq::Record record = xq::read_record_json(in, file);
    xq::fuzz::exercise_record(record, file);
  });
  return 0;
}
