#include "pairing/io/zh_terms.hpp"

#include <algorithm>
#include <array>

namespace xq {

const std::vector<ZhHeading>& zh_headings() {
  static const std::vector<ZhHeading> table = {
      {"rank", "名次", ""},
      {"no", "顺序", ""},               // a category's order 1..N (T-14.4)
      {"place", "名次", ""},            // a category's place awarded (T-14.3), an event's final place (KO-5)
      {"stage_1", "第一阶段名次", ""},  // KO-5: the first-stage place
      {"decided_by", "决定方式", ""},   // KO-5: knockout, stage 1, to play, not placed
      {"main_rank", "总名次", ""},      // the rank in the main ranking (T-14.1)
      {"start_no", "序号", ""},
      {"team_no", "队号", ""},
      {"match_points", "场分", ""},
      {"game_points", "局分", ""},
      {"withdrawn", "退赛", ""},
      {"name", "姓名", ""},
      {"team", "单位", ""},
      {"score", "积分", ""},
      {"rating", "等级分", ""},
      {"board", "台次", ""},
      {"game", "对局", ""},
      {"table", "桌次", ""},
      {"round", "轮次", ""},
      {"result", "结果", ""},
      {"red_no", "红方序号", ""},
      {"red_name", "红方", ""},
      {"red_score", "红方积分", ""},
      {"black_no", "黑方序号", ""},
      {"black_name", "黑方", ""},
      {"black_score", "黑方积分", ""},
      {"home", "主队", ""},
      {"away", "客队", ""},
      {"opponent_score", "对手分", "所有对手最后积分之和"},
      {"direct_encounter", "直接对赛", "同分者之间对局的得分"},
      {"wins", "胜局", "获胜局数"},
      {"black_wins", "后手胜局", "执黑获胜局数"},
      {"black_games", "后手局数", "执黑对局数"},
      {"black_in_direct_game", "直接对局后手", "同分两人对局中执黑者列前"},
      {"fouls", "犯规", "技术犯规次数，少者列前"},
      {"previous_round", "上轮名次", ""},         // the key: previous_round_key, by the setting
      {"round_totals", "各轮累计分", ""},         // T-8 under previous_round = round_totals
      {"recent_rounds", "各轮得分", ""},          // T-8 under previous_round = recent_rounds
      {"strong_opponent_score", "强对手分", ""},  // the key: strong_opponent_key, by the setting
      {"sonneborn_berger", "小分", "所胜对手积分之和加所和对手积分之半"},
      {"progressive", "累进分", "每轮后累计积分之和"},
      {"progressive_cut", "逐轮累进分", "依次去掉第1轮、第1至2轮……的累进分"},
      {"playoff", "附加赛", "同分者附加赛的结果"},
      {"team_progressive", "团体累进分", "每轮后累计场分之和"},
      {"team_game_points", "团体总局分", "全部对局局分之和"},
      {"team_black_points", "后手总分", "执黑所得局分"},
      {"team_black_games", "后手局数", "执黑对局数，少者列前"},
      {"team_number", "队号次序", "队号小者列前"},
      {"team_playoff", "附加赛", "同分各队各派一人进行附加赛的结果"},
  };
  return table;
}

const ZhHeading* find_zh_heading(std::string_view en) {
  const std::vector<ZhHeading>& t = zh_headings();
  const auto it = std::find_if(t.begin(), t.end(), [&](const ZhHeading& h) { return h.en == en; });
  return it == t.end() ? nullptr : &*it;
}

namespace {

// KO-3.5's time controls in TimeControl order, as a play-off's `game` cell names them.
constexpr std::array<std::string_view, 4> kZhPlayoffTimeControls = {"慢棋", "快棋", "超快棋", "和棋黑胜"};
constexpr std::string_view kZhPlayoff = "附加赛（";
constexpr std::string_view kZhClose = "）";

}  // namespace

std::string zh_playoff_game_label(TimeControl tc) {
  return std::string(kZhPlayoff) + std::string(kZhPlayoffTimeControls[static_cast<size_t>(tc)]) +
         std::string(kZhClose);
}

std::optional<TimeControl> parse_zh_playoff_game_label(std::string_view label) {
  for (size_t i = 0; i < kZhPlayoffTimeControls.size(); ++i)
    if (label == zh_playoff_game_label(static_cast<TimeControl>(i))) return static_cast<TimeControl>(i);
  return std::nullopt;
}

}  // namespace xq
