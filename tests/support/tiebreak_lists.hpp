// The named tiebreak lists of docs/tiebreaks.md, expanded to their criteria (what the standings,
// the summary's "criteria" and the reports show for the list's name).
#pragma once

#include <string>
#include <vector>

namespace xq::test {

/// cn-14.3.1
inline const std::vector<std::string> kCn1431 = {"opponent_score", "wins", "fouls", "black_games",
                                                 "previous_round"};
/// wxc-swiss (the list of scenarios/wxc-2022-men.toml)
inline const std::vector<std::string> kWxcSwiss = {
    "opponent_score", "direct_encounter",      "wins",  "black_wins",
    "black_games",    "strong_opponent_score", "fouls", "previous_round"};
/// wxc-rr (RR-4: T-10, T-2, T-3, T-4, T-5, T-6, T-7, T-12; scenarios/wxc-2022-girls-u12.toml)
inline const std::vector<std::string> kWxcRr = {
    "sonneborn_berger", "direct_encounter",     "wins",  "black_wins",
    "black_games",      "black_in_direct_game", "fouls", "playoff"};
/// cn-14.1 (national rules 14.1: T-10, T-3, T-2, T-7, T-5, T-6)
inline const std::vector<std::string> kCn141 = {
    "sonneborn_berger", "wins", "direct_encounter", "fouls", "black_games", "black_in_direct_game"};
/// team-pt14
inline const std::vector<std::string> kTeamPt14 = {"team_progressive", "team_game_points",
                                                   "team_black_points", "team_black_games", "team_number"};

}  // namespace xq::test
