// libFuzzer target: the results sheet (parse_results_csv) entered into a record whose round 1
// is paired and pending (apply_results), as `xqsim results` does.
#include <string>

#include "pairing/io/entry_list.hpp"
#include "pairing/io/results_csv.hpp"
#include "pairing/pair_record.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

// Eight players, 5 rounds, round 1 paired (4 boards, results pending).
xq::Record paired_round_one() {
  const xq::EntryList list = xq::parse_entry_list(
      "name,team,rating\nA,T1,2400\nB,T2,2300\nC,T1,2200\nD,T3,2100\nE,T2,2000\nF,T3,1900\n"
      "G,T4,1800\nH,T4,1700\n",
      "players.csv");
  xq::RuleSet rules;
  rules.rounds = 5;
  xq::Record record = xq::make_event_record(list, rules, "fuzz");
  if (!xq::pair_record(record, "event.json", 1).ok()) std::abort();
  return record;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const xq::Record round_one = paired_round_one();
  const std::string file = "fuzz.csv";
  xq::fuzz::expect_only_input_errors(file, [&] {
    const xq::ResultSheet sheet = xq::parse_results_csv(xq::fuzz::text_of(data, size), file);
    xq::Record record = round_one;
    (void)xq::apply_results(record, sheet);
    record = round_one;  // the TRF way: games found by their players
    (void)xq::apply_results(record, sheet, xq::ResultsOptions{.by_players = true});
  });
  return 0;
}
