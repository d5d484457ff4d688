// libFuzzer target: the entry-list CSV (parse_entry_list, with the CSV reader under it), the
// record `xqsim init` makes of it, and round 1 paired from that record (seeds, numbers and
// categories as the list gave them).
#include <string>

#include "pairing/io/entry_list.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/pair_record.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = "fuzz.csv";
  xq::fuzz::expect_only_input_errors(file, [&] {
    const xq::EntryList list = xq::parse_entry_list(xq::fuzz::text_of(data, size), file);
    xq::RuleSet rules;
    rules.rounds = 5;
    xq::Record record = xq::make_event_record(list, rules, "fuzz");
    xq::check_record(record, file);
    if (record.entrants.size() <= 64) (void)xq::pair_record(record, file, 1);
  });
  return 0;
}
