// The checks that need an input some record formats lack (RecordSource: TRF has no board
// numbers, drawn numbers or warnings, issue 13 item 9): which inputs each needs, whether the
// record holds them, and the list of the skipped ones. A reader's stand-ins (boards numbered by
// start rank, no warnings) are never checked as if they were the event's.
#include <string>
#include <vector>

#include "verify/ledger.hpp"

namespace xq::verify_detail {

namespace {

struct Needs {
  const char* rule;
  const char* what;
  std::vector<RecordInput> inputs;
  bool individual = true;  ///< a check of individual rounds only (colours.cpp)
  const char* check = "V-4";
  bool round_robin = false;   ///< a check of round robins (round_robin.cpp); the others are Swiss checks
  bool every_format = false;  ///< a check of Swiss and round-robin records alike
};

Needs needs(const Ledger& l, InputCheck c) {
  switch (c) {
    case InputCheck::first_round_colours:  // P1-6 by board and number, P1-5 by number
      if (l.record.rules.first_round_colours == FirstRoundColours::board)
        return {"P1-6", "first-round colours", {RecordInput::boards, RecordInput::numbers}};
      return {"P1-5", "first-round colours", {RecordInput::numbers}};
    case InputCheck::colour_tiebreak:
      return {
          "PI-6", "colours of two identical histories (colour_tiebreak, by number)", {RecordInput::numbers}};
    case InputCheck::board_order: return {"PI-8", "board order", {RecordInput::boards}};
    case InputCheck::reported_warnings:
      return {"W-1..W-5", "warnings reported against those the rounds show", {RecordInput::warnings}, false};
    case InputCheck::rr_table:
      return {.rule = "RR-1.1..RR-1.3",
              .what = "the rounds against the Berger table (pairs, colours, who sits out)",
              .inputs = {RecordInput::numbers},
              .check = "V-1, V-2, V-4",
              .round_robin = true};
    case InputCheck::rr_boards:
      return {.rule = "RR-1.5",
              .what = "boards in the Berger table's order",
              .inputs = {RecordInput::boards, RecordInput::numbers},
              .round_robin = true};
    case InputCheck::rr_groups:  // one table of everybody needs no list
      if (l.record.rules.groups <= 1)
        return {.rule = "RR-2.2", .what = "", .inputs = {}, .round_robin = true};
      return {.rule = "RR-2.2",
              .what =
                  "the groups dealt by snake from the seed column (games across groups, pairs of a "
                  "group that never met, who may sit out)",
              .inputs = {RecordInput::numbers},
              .check = "V-1, V-2",
              .round_robin = true};
    case InputCheck::matches:  // only where the rules have a knockout or a final
      if (l.record.rules.knockout == Knockout::none && l.record.rules.final_after_round <= 0)
        return {.rule = "KO-3", .what = "", .inputs = {}, .every_format = true};
      return {.rule = "KO-1..KO-3, PI-10",
              .what =
                  "knockout rounds and match chains (bracket, play-off games, their time controls, "
                  "colours and choosers, the event's places)",
              .inputs = {RecordInput::game_kinds, RecordInput::boards},
              .check = "V-2, V-4, V-5",
              .every_format = true};
  }
  return {"", "", {}};
}

constexpr InputCheck kInputChecks[] = {
    InputCheck::first_round_colours, InputCheck::colour_tiebreak, InputCheck::board_order,
    InputCheck::reported_warnings,   InputCheck::rr_table,        InputCheck::rr_boards,
    InputCheck::rr_groups,           InputCheck::matches};

}  // namespace

bool Ledger::can_check(InputCheck c) const {
  if (record.source.missing.empty()) return true;  // a whole record (the simulator's): no table look-up
  for (RecordInput i : needs(*this, c).inputs)
    if (record.source.lacks(i)) return false;
  return true;
}

void list_skipped_checks(const Ledger& l, std::vector<SkippedCheck>& skipped,
                         std::vector<std::string>& notes) {
  const RecordSource& src = l.record.source;
  if (src.missing.empty()) return;
  for (InputCheck c : kInputChecks) {
    const Needs n = needs(l, c);
    const bool round_robin = l.record.rules.format == EventFormat::round_robin;
    if (l.can_check(c) || (l.team_event && n.individual) || (!n.every_format && n.round_robin != round_robin))
      continue;
    skipped.push_back({n.check, n.rule, n.what, src.has_none_of(n.inputs)});
  }
  if (src.lacks(RecordInput::rules))
    notes.push_back(src.has_no(RecordInput::rules) +
                    ": every other setting is the default unless given to the verifier (xqsim verify "
                    "--rules FILE, --set KEY=VALUE; a PI-10 final needs final_after_round)");
}

}  // namespace xq::verify_detail
