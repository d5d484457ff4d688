#include "pairing/model/tiebreak_catalogue.hpp"

#include <algorithm>
#include <string>

#include "pairing/model/errors.hpp"

namespace xq {

// ---------------------------------------------------------------------------------------------
// Registry

const std::vector<CriterionInfo>& tiebreak_registry() {
  using S = TiebreakScope;
  static const std::vector<CriterionInfo> table = {
      {"opponent_score", "T-1", "sum of the final scores of all opponents met (S-3 bye, PI-11)",
       S::individual, false},
      {"direct_encounter", "T-2", "points scored in games among the tied players (all must have met)",
       S::individual, true},
      {"wins", "T-3", "number of wins (forfeit wins and byes per settings)", S::individual, false},
      {"black_wins", "T-4", "wins with black", S::individual, false},
      {"black_games", "T-5", "games played with black", S::individual, false},
      {"black_in_direct_game", "T-6", "of two tied players, the one who had black in their game",
       S::individual, true},
      {"fouls", "T-7", "fewer technical fouls over the event", S::individual, false},
      {"previous_round", "T-8",
       "the previous round: the rank after it, the totals or the points of the rounds (setting)",
       S::individual, false},
      {"strong_opponent_score", "T-9", "strong-opponent score (three readings, setting)", S::individual,
       false},
      {"sonneborn_berger", "T-10", "scores of opponents beaten plus half the scores of opponents drawn",
       S::individual, false},
      {"progressive", "T-11", "progressive score: sum of the totals after each round (S-8)", S::individual,
       false},
      {"progressive_cut", "T-15", "progressive without round 1, then without rounds 1-2, ...", S::individual,
       false},
      {"playoff", "T-12",
       "play-off games among the players still tied (playoff_places decides which are played)", S::individual,
       true},
      {"team_progressive", "PT-14", "team progressive: sum of the match-point totals after each round (S-8)",
       S::team, false},
      {"team_game_points", "PT-14", "total team game points (S-5, S-7)", S::team, false},
      {"team_black_points", "PT-14", "points the team's players scored with black (S-7)", S::team, false},
      {"team_black_games", "PT-14", "fewer games the team's players played with black (S-7)", S::team, false},
      {"team_number", "PT-14", "smaller team number", S::team, false},
      {"team_playoff", "T-12.6",
       "play-off games between players of the teams still tied, one sent by each (playoff_places decides "
       "which are played)",
       S::team, true},
  };
  return table;
}

const std::vector<TiebreakList>& tiebreak_lists() {
  using S = TiebreakScope;
  static const std::vector<TiebreakList> lists = {
      {"cn-14.3.1",
       "national rules 14.3.1 (Swiss, individual; 001)",
       {"opponent_score", "wins", "fouls", "black_games", "previous_round"},
       S::individual,
       "T-8 reading by previous_round"},
      {"cn-14.3.2",
       "national rules 14.3.2 (Swiss, alternative)",
       {"progressive", "wins", "fouls", "black_games", "progressive_cut"},
       S::individual,
       ""},
      {"cn-14.1",
       "national rules 14.1 (round robin)",
       {"sonneborn_berger", "wins", "direct_encounter", "fouls", "black_games", "black_in_direct_game"},
       S::individual,
       ""},
      {"wxc-swiss",
       "003/004 men's Swiss (WXC)",
       {"opponent_score", "direct_encounter", "wins", "black_wins", "black_games", "strong_opponent_score",
        "fouls", "previous_round"},
       S::individual,
       "T-9 and T-8 readings by their settings"},
      {"wxc-rr",
       "003 women's groups and youth, 004 round robin (WXC)",
       {"sonneborn_berger", "direct_encounter", "wins", "black_wins", "black_games", "black_in_direct_game",
        "fouls", "playoff"},
       S::individual,
       "T-12 play-offs for the places of playoff_places; players still equal share the place"},
      {"matchbp",
       "the program of data/matchbp (code ACDEF)",
       {"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"},
       S::individual,
       "with previous_round = recent_rounds, bye_colour_mark = count"},
      {"team-pt14",
       "000 team Swiss (PT-14)",
       {"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_number"},
       S::team,
       "the score is total match points"},
      {"team-001",
       "001 team events (PT-14 (1)-(5), then T-12.6)",
       {"team_progressive", "team_game_points", "team_black_points", "team_black_games", "team_playoff"},
       S::team,
       "the places of playoff_places are played off, one player a team; other ties are shared"},
  };
  return lists;
}

const CriterionInfo* find_criterion(std::string_view name, TiebreakScope scope) {
  for (const CriterionInfo& c : tiebreak_registry())
    if (c.name == name && c.scope == scope) return &c;
  return nullptr;
}

std::vector<std::string> expand_tiebreaks(const std::vector<std::string>& names, TiebreakScope scope) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    if (find_criterion(name, scope)) {
      out.push_back(name);
      continue;
    }
    const auto& lists = tiebreak_lists();
    const auto list = std::find_if(lists.begin(), lists.end(),
                                   [&](const TiebreakList& l) { return l.name == name && l.scope == scope; });
    if (list != lists.end()) {
      out.insert(out.end(), list->criteria.begin(), list->criteria.end());
      continue;
    }
    std::string known;
    for (const CriterionInfo& c : tiebreak_registry())
      if (c.scope == scope) known += (known.empty() ? "" : ", ") + std::string(c.name);
    known += "; lists: ";
    bool first = true;
    for (const TiebreakList& l : lists)
      if (l.scope == scope) known += (first ? "" : ", ") + std::string(l.name), first = false;
    throw InputError("", 0, scope == TiebreakScope::team ? "team_tiebreaks" : "tiebreaks",
                     "unknown criterion '" + name + "'; known criteria: " + known);
  }
  return out;
}

namespace {

// T-12: a play-off comes only when the list is exhausted. Before another criterion, the play-off
// criterion reads the games of a group wider than the block the whole list leaves tied (who plays
// them), so they never decide it and the same games are scheduled again for ever.
void require_last(const std::vector<std::string>& list, const std::string& name, const std::string& rule,
                  const std::string& key) {
  const auto at = std::find(list.begin(), list.end(), name);
  if (at == list.end() || at + 1 == list.end()) return;
  throw InputError(
      "", 0, key,
      "'" + name + "' (" + rule +
          ") must be the last criterion: play-offs come only when the list is exhausted, and the "
          "list has " +
          std::to_string(list.end() - at - 1) + " more after it (" + *(at + 1) +
          (list.end() - at > 2 ? ", …" : "") + "); move it to the end");
}

}  // namespace

void validate_tiebreak_settings(const RuleSet& rules) {
  const std::vector<std::string> list = expand_tiebreaks(rules.tiebreaks);
  if (rules.format == EventFormat::team_swiss) {
    const std::vector<std::string> team = expand_tiebreaks(rules.team_tiebreaks, TiebreakScope::team);
    require_last(team, "team_playoff", "T-12.6", "team_tiebreaks");  // as `playoff` below
    const bool plays_off = !team.empty() && team.back() == "team_playoff";
    if (!rules.playoff_places.empty() && !plays_off)
      throw InputError(
          "", 0, "playoff_places",
          "team play-offs (T-12.6) need the criterion 'team_playoff' at the end of team_tiebreaks "
          "(team-001 has it); add it, or set playoff_places = \"none\"");
    if (rules.knockout != Knockout::none && (team.empty() || (team.back() != "team_number" && !plays_off)))
      throw InputError(  // KO-4, KO-1.6
          "", 0, "team_tiebreaks",
          "a team knockout (KO-4) is seeded by places 1-4 of the team standings: end team_tiebreaks with "
          "team_number, which always decides (team-pt14 does), or with team_playoff (team-001) and "
          "playoff_places holding 1-4 (T-12.6)");
    return;  // a team event ranks its teams by team_tiebreaks; `tiebreaks` is not used (kIndividualOnly)
  }
  require_last(list, "playoff", "T-12", "tiebreaks");
  if (!rules.playoff_places.empty() && std::find(list.begin(), list.end(), "playoff") == list.end())
    throw InputError("", 0, "playoff_places",
                     "T-12 play-offs need the criterion 'playoff' at the end of tiebreaks (wxc-rr has it); "
                     "add it, or set playoff_places = \"none\"");
}

}  // namespace xq
