// The Chinese words of the sheets xqsim writes and reads (`export --lang zh`, `results`): the
// columns' headings, a result, a play-off's `game` cell and the bye, in the words of the seeds and
// the glossary (../shared/spec/glossary.md). One table both ways: what export writes in Chinese,
// a results sheet may give back (docs/cli.md "xqsim results").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/types.hpp"

namespace xq {

/// A column's heading: its name (`en`, as the CSV writes it), the Chinese heading, and — for a
/// criterion — the key's line in Chinese ("" for columns that need none).
struct ZhHeading {
  std::string_view en;
  std::string_view zh;
  std::string_view zh_doc;
};

/// Every heading xqsim exports, in a fixed order.
const std::vector<ZhHeading>& zh_headings();

/// The heading of column `en` in Chinese, or nullptr when it has none.
const ZhHeading* find_zh_heading(std::string_view en);

/// The bye's cell (S-3) of a pairing or results list in Chinese: 轮空.
inline constexpr std::string_view kZhBye = "\xE8\xBD\xAE\xE7\xA9\xBA";

/// A result as a Chinese sheet writes it: 红胜, 和, 黑胜, 黑方弃权 (black absent: red wins by
/// forfeit), 红方弃权, 双方弃权; "" for a game not played yet. (constexpr: the results sheet's
/// notations are built from it.)
constexpr std::string_view zh_result(Result result) {
  switch (result) {
    case Result::pending: return "";
    case Result::red_win: return "红胜";
    case Result::draw: return "和";
    case Result::black_win: return "黑胜";
    case Result::black_forfeit: return "黑方弃权";  // S-2: black absent, red wins
    case Result::red_forfeit: return "红方弃权";
    case Result::double_forfeit: return "双方弃权";
  }
  return "";
}

/// A play-off game's `game` cell in Chinese (KO-3.5, T-12.2): 附加赛（快棋）, …
std::string zh_playoff_game_label(TimeControl tc);

/// The time control a Chinese `game` cell names (zh_playoff_game_label), or nullopt.
std::optional<TimeControl> parse_zh_playoff_game_label(std::string_view label);

}  // namespace xq
