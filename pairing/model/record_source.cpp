#include "pairing/model/record_source.hpp"

#include <algorithm>
#include <array>

namespace xq {
namespace {

struct InputName {
  RecordInput input;
  std::string_view key;
  std::string_view text;
};

constexpr std::array<InputName, 5> kNames{{
    {RecordInput::boards, "boards", "board numbers"},
    {RecordInput::numbers, "numbers", "seeding numbers, drawn numbers or codes (P1-4, P1-8)"},
    {RecordInput::warnings, "warnings", "warnings (W-1..W-5)"},
    {RecordInput::game_kinds, "game_kinds", "game kinds (the PI-10 final, KO-3 play-offs)"},
    {RecordInput::rules, "rules", "rule settings besides the rounds and the game points"},
}};

const InputName& named(RecordInput input) {
  return *std::find_if(kNames.begin(), kNames.end(),
                       [input](const InputName& n) { return n.input == input; });
}

}  // namespace

std::string_view input_key(RecordInput input) { return named(input).key; }

std::optional<RecordInput> parse_input_key(std::string_view key) {
  for (const InputName& n : kNames)
    if (n.key == key) return n.input;
  return std::nullopt;
}

std::string_view input_text(RecordInput input) { return named(input).text; }

bool RecordSource::lacks(RecordInput input) const {
  return std::find(missing.begin(), missing.end(), input) != missing.end();
}

std::string RecordSource::has_no(RecordInput input) const {
  return (format.empty() ? std::string("the record") : format) + " has no " + std::string(input_text(input));
}

std::string RecordSource::has_none_of(const std::vector<RecordInput>& inputs) const {
  std::string text;
  for (RecordInput i : inputs)
    if (lacks(i)) text += text.empty() ? has_no(i) : ", no " + std::string(input_text(i));
  return text;
}

}  // namespace xq
