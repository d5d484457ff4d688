// What a record's source format could not hold (TRF: docs/record-format.md). A reader says so
// in Record::source; the checks that need a missing input are skipped and listed, never run on
// the stand-ins a reader made up (boards numbered by start rank, no warnings; docs/verifier.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// An input of the checks that some record formats cannot hold.
enum class RecordInput : unsigned char {
  boards,      ///< board numbers (PI-8, P1-6)
  numbers,     ///< seeding numbers, numbers drawn under P1-4, P1-8 codes (P1-5, P1-6, PI-6)
  warnings,    ///< the warnings the engine gave, Round::warnings (W-1..W-5)
  game_kinds,  ///< which game is the PI-10 final, play-off games (KO-3)
  rules,       ///< the rule set besides the rounds and the game points
};
inline constexpr RecordInput kRecordInputs[] = {RecordInput::boards, RecordInput::numbers,
                                                RecordInput::warnings, RecordInput::game_kinds,
                                                RecordInput::rules};

/// The record's name of the input: "boards", "numbers", "warnings", "game_kinds", "rules".
[[nodiscard]] std::string_view input_key(RecordInput input);
/// The input named `key` (input_key), if any.
[[nodiscard]] std::optional<RecordInput> parse_input_key(std::string_view key);
/// The input in words, after "has no": "board numbers", "warnings (W-1..W-5)", …
[[nodiscard]] std::string_view input_text(RecordInput input);

/// Where a record came from, as far as the checks care. Empty for a record that holds
/// everything (JSON written by this program, a record built in memory).
struct RecordSource {
  std::string format;                ///< the format that lacked `missing`, e.g. "TRF"; "" = none
  std::vector<RecordInput> missing;  ///< in kRecordInputs order, each once

  [[nodiscard]] bool lacks(RecordInput input) const;
  [[nodiscard]] bool empty() const { return format.empty() && missing.empty(); }
  /// "TRF has no board numbers" (the format named "the record" when none is set).
  [[nodiscard]] std::string has_no(RecordInput input) const;
  /// Those of `inputs` it lacks, in words: "TRF has no board numbers, no warnings (W-1..W-5)";
  /// "" when it lacks none of them.
  [[nodiscard]] std::string has_none_of(const std::vector<RecordInput>& inputs) const;
  bool operator==(const RecordSource&) const = default;
};

}  // namespace xq
