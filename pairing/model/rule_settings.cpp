#include "pairing/model/rule_settings.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <utility>

#include "pairing/model/errors.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/tiebreak_catalogue.hpp"
#include "pairing/model/time_control.hpp"

namespace xq {
namespace {

[[noreturn]] void fail(std::string_view key, const std::string& reason) {
  throw InputError("", 0, std::string(key), reason);
}

// A setting the event does not read (not a wrong value): its reason begins with kNotUsedReason, so
// `xqsim signature` skips a scenario a --set does not apply to (rule_settings.hpp).
[[noreturn]] void fail_unread(std::string_view key, const std::string& why) {
  fail(key, std::string(kNotUsedReason) + "here: " + why);
}

// --- value readers (setting_values.hpp checks type and range and names the key when it fails)

bool as_bool(std::string_view key, const RuleValue& v) { return read_bool(key, v); }

std::int64_t as_int(std::string_view key, const RuleValue& v, std::int64_t lo, std::int64_t hi) {
  return read_integer(key, v, lo, hi);
}

// Points are written in the scale's own unit (2, 1, 0 or 1, 0.5, 0) and stored in half-units.
Points as_points(std::string_view key, const RuleValue& v) {
  const std::optional<double> d = number_of(v);
  if (!d) fail(key, "expected a number of points, got " + value_type_name(v));
  const std::optional<Points> p = points_from_units(*d, 100);
  if (!p) fail(key, "points must be a multiple of 0.5 between 0 and 100, got " + rule_value_text(v));
  return *p;
}

template <class E, size_t N>
E as_choice(std::string_view key, const RuleValue& v, const std::array<std::string_view, N>& names) {
  return static_cast<E>(read_choice(key, v, names));
}

std::vector<std::string> as_list(std::string_view key, const RuleValue& v) {
  if (const auto* l = std::get_if<std::vector<std::string>>(&v)) return *l;
  if (const auto* s = std::get_if<std::string>(&v)) return {*s};
  if (const auto* i = std::get_if<std::int64_t>(&v)) return {std::to_string(*i)};
  fail(key, "expected a list, got " + value_type_name(v));
}

double points_value(Points p) { return static_cast<double>(p) / kPointsPerUnit; }

// --- the table

struct Entry {
  RuleSetting meta;
  std::function<void(RuleSet&, std::string_view, const RuleValue&)> set;
  std::function<RuleValue(const RuleSet&)> get;
};

template <class E, size_t N>
Entry choice(RuleSetting meta, E RuleSet::*field, std::array<std::string_view, N> names) {
  return {meta,
          [field, names](RuleSet& r, std::string_view k, const RuleValue& v) {
            r.*field = as_choice<E>(k, v, names);
          },
          [field, names](const RuleSet& r) {
            return RuleValue(std::string(names[static_cast<size_t>(r.*field)]));
          }};
}

template <class S>
Entry points(RuleSetting meta, S RuleSet::*group, Points S::*field, bool optional = false) {
  return {meta,
          [group, field, optional](RuleSet& r, std::string_view k, const RuleValue& v) {
            if (optional) {  // "same as draw" is written as -1 or "same"
              const auto* i = std::get_if<std::int64_t>(&v);
              const auto* s = std::get_if<std::string>(&v);
              if ((i && *i == -1) || (s && *s == "same")) {
                r.*group.*field = -1;
                return;
              }
            }
            r.*group.*field = as_points(k, v);
          },
          [group, field](const RuleSet& r) {
            const Points p = r.*group.*field;
            if (p < 0) return RuleValue(std::int64_t{-1});
            return RuleValue(points_value(p));
          }};
}

Entry boolean(RuleSetting meta, bool RuleSet::*field) {
  return {meta, [field](RuleSet& r, std::string_view k, const RuleValue& v) { r.*field = as_bool(k, v); },
          [field](const RuleSet& r) { return RuleValue(r.*field); }};
}

Entry integer(RuleSetting meta, int RuleSet::*field, int lo, int hi) {
  return {meta,
          [field, lo, hi](RuleSet& r, std::string_view k, const RuleValue& v) {
            r.*field = static_cast<int>(as_int(k, v, lo, hi));
          },
          [field](const RuleSet& r) { return RuleValue(std::int64_t{r.*field}); }};
}

Entry string_list(RuleSetting meta, std::vector<std::string> RuleSet::*field) {
  return {meta,
          [field](RuleSet& r, std::string_view k, const RuleValue& v) {
            auto l = as_list(k, v);
            if (l.empty()) fail(k, "the list must not be empty");
            r.*field = std::move(l);
          },
          [field](const RuleSet& r) { return RuleValue(r.*field); }};
}

// A list of whole numbers (1..999) or one of `words` alone (a word stands for its encoding: P1-7's
// "all" = {0}, "none" = {}; T-12.1's "awarded" = {kAwardedPlaces}). A word among numbers, or two
// words, is refused: no reading of ["none", 2] or [2, "all"] is the obvious one. So are an empty
// list (it had been read as "none", saying nothing) and a number given twice (a typo).
Entry number_list(RuleSetting meta, std::vector<int> RuleSet::*field, std::string_view what,
                  std::vector<std::pair<std::string_view, std::vector<int>>> words) {
  return {meta,
          [field, what, words](RuleSet& r, std::string_view k, const RuleValue& v) {
            const std::vector<std::string> items = as_list(k, v);
            std::string known;  // "none", "all"
            for (const auto& w : words)
              known += (known.empty() ? "\"" : ", \"") + std::string(w.first) + "\"";
            const std::string give = "give " + std::string(what) + ", or one of " + known + " alone";
            if (items.empty()) fail(k, "the list must not be empty: " + give);
            std::vector<int> numbers;
            for (const std::string& s : items) {
              const auto word =
                  std::find_if(words.begin(), words.end(), [&](const auto& w) { return w.first == s; });
              if (word != words.end()) {
                if (items.size() > 1)
                  fail(k, "'" + s + "' is the whole list: " + give + ", not both; got '" +
                              rule_value_text(v) + "'");
                numbers = word->second;
                continue;
              }
              int n = 0;
              auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
              if (ec != std::errc() || p != s.data() + s.size() || n < 1 || n > 999)
                fail(k, "expected " + std::string(what) + ", " + known + ", got '" + s + "'");
              if (std::find(numbers.begin(), numbers.end(), n) != numbers.end())
                fail(k, "'" + s + "' is listed twice: give each of the " + std::string(what) +
                            " once; got '" + rule_value_text(v) + "'");
              numbers.push_back(n);
            }
            std::sort(numbers.begin(), numbers.end());
            r.*field = numbers;
          },
          [field, words](const RuleSet& r) {
            for (const auto& [word, value] : words)
              if (r.*field == value) return RuleValue(std::string(word));
            std::vector<std::string> l;
            for (int n : r.*field) l.push_back(std::to_string(n));
            return RuleValue(l);
          }};
}

// KO-3.1: a play-off chain, time-control names in order; an armageddon always decides, so it
// can only come last. An empty list (TOML [], --set KEY=) is allowed.
Entry time_control_list(RuleSetting meta, std::vector<TimeControl> RuleSet::*field) {
  return {meta,
          [field](RuleSet& r, std::string_view k, const RuleValue& v) {
            std::vector<TimeControl> chain;
            for (const std::string& s : as_list(k, v)) {
              if (s.empty()) continue;
              TimeControl tc{};
              if (!parse_time_control(s, tc))
                fail(k, "unknown time control '" + s + "'; allowed: " + std::string(kTimeControlNames));
              if (!chain.empty() && chain.back() == TimeControl::armageddon)
                fail(k, "an armageddon decides the match (a draw wins for black): nothing can follow it");
              chain.push_back(tc);
            }
            r.*field = std::move(chain);
          },
          [field](const RuleSet& r) {
            std::vector<std::string> l;
            for (TimeControl tc : r.*field) l.emplace_back(time_control_name(tc));
            return RuleValue(l);
          }};
}

Entry board_colours(RuleSetting meta) {
  return {meta,
          [](RuleSet& r, std::string_view k, const RuleValue& v) {
            const auto* s = std::get_if<std::string>(&v);
            if (!s || s->empty() || s->find_first_not_of("RB") != std::string::npos)
              fail(k, "expected a pattern of R and B such as \"RRB\" or \"RB\"");
            r.board_colours = *s;
          },
          [](const RuleSet& r) { return RuleValue(r.board_colours); }};
}

const std::vector<Entry>& entries() {
  static const std::vector<Entry> table = [] {
    std::vector<Entry> t;
    t.push_back(choice({"format", "S", "swiss, team_swiss, round_robin", "event format"}, &RuleSet::format,
                       std::array<std::string_view, 3>{"swiss", "team_swiss", "round_robin"}));
    t.push_back(integer({"rounds", "PI", "0..999", "planned number of rounds (0 = not set)"},
                        &RuleSet::rounds, 0, kMaxRounds));
    t.push_back(integer(
        {"final_after_round", "PI-10", "0..998", "top two play a final after this round (0 = no final)"},
        &RuleSet::final_after_round, 0, 998));
    t.push_back(choice({"knockout", "KO-1/KO-2/KO-5", "none, top_four, cross",
                        "a knockout stage of 2 rounds after `rounds`: KO-1's top four, or KO-2's cross "
                        "knockout of two groups"},
                       &RuleSet::knockout, std::array<std::string_view, 3>{"none", "top_four", "cross"}));
    t.push_back(
        choice({"cross_missing", "KO-2.3", "walkover, leftover_last",
                "a cross block with an absent entrant: walkovers, or the larger group's extra one last"},
               &RuleSet::cross_missing, std::array<std::string_view, 2>{"walkover", "leftover_last"}));
    t.push_back(points({"points.win", "S-1", "0..100 in steps of 0.5", "game points for a win"},
                       &RuleSet::points, &GamePoints::win));
    t.push_back(points({"points.draw", "S-1", "0..100 in steps of 0.5", "game points for a draw"},
                       &RuleSet::points, &GamePoints::draw));
    t.push_back(points({"points.loss", "S-1", "0..100 in steps of 0.5", "game points for a loss"},
                       &RuleSet::points, &GamePoints::loss));
    t.push_back(points({"points.draw_red", "S-1", "points, or -1 / \"same\" for points.draw",
                        "13.3: a draw's points for red"},
                       &RuleSet::points, &GamePoints::draw_red, true));
    t.push_back(points({"points.draw_black", "S-1", "points, or -1 / \"same\" for points.draw",
                        "13.3: a draw's points for black"},
                       &RuleSet::points, &GamePoints::draw_black, true));
    t.push_back(points({"match_points.win", "S-6", "0..100 in steps of 0.5", "match points for a match win"},
                       &RuleSet::match_points, &MatchPoints::win));
    t.push_back(
        points({"match_points.loss", "S-6", "0..100 in steps of 0.5", "match points for a match loss"},
               &RuleSet::match_points, &MatchPoints::loss));
    t.push_back(points({"match_points.draw_home", "S-6", "0..100 in steps of 0.5",
                        "match points of the home team on equal game points"},
                       &RuleSet::match_points, &MatchPoints::draw_home));
    t.push_back(points({"match_points.draw_away", "S-6", "0..100 in steps of 0.5",
                        "match points of the away team on equal game points"},
                       &RuleSet::match_points, &MatchPoints::draw_away));
    t.push_back(boolean({"forfeit_counts_as_win", "S-2", "true, false", "a forfeit win counts in wins"},
                        &RuleSet::forfeit_counts_as_win));
    t.push_back(choice({"forfeit_colour", "S-2", "none, count",
                        "a forfeited game keeps its colours in colour history, black games and black wins"},
                       &RuleSet::forfeit_colour, std::array<std::string_view, 2>{"none", "count"}));
    t.push_back(boolean({"bye_counts_as_win", "S-3", "true, false", "a bye counts in wins"},
                        &RuleSet::bye_counts_as_win));
    t.push_back(choice({"bye_opponent_score", "S-3", "lowest, lowest_nonzero, zero",
                        "the bye's value in the opponents' score"},
                       &RuleSet::bye_opponent_score,
                       std::array<std::string_view, 3>{"lowest", "lowest_nonzero", "zero"}));
    t.push_back(choice({"bye_colour_mark", "S-3", "none, count",
                        "a bye's recorded colour mark counts in black games / black wins"},
                       &RuleSet::bye_colour_mark, std::array<std::string_view, 2>{"none", "count"}));
    t.push_back(choice({"absence_points", "S-2", "zero, half",
                        "an announced absence (xqsim absent): nothing, or a draw's points (points.draw)"},
                       &RuleSet::absence_points, std::array<std::string_view, 2>{"zero", "half"}));
    t.push_back(choice({"late_entry_points", "S-2", "zero, half",
                        "each round a late entry (xqsim add) missed: nothing, or a draw's points"},
                       &RuleSet::late_entry_points, std::array<std::string_view, 2>{"zero", "half"}));
    t.push_back(string_list({"tiebreaks", "T", "criterion or list names (docs/tiebreaks.md)",
                             "individual tiebreak list, in order"},
                            &RuleSet::tiebreaks));
    t.push_back(string_list(
        {"team_tiebreaks", "PT-14", "team criterion or list names", "team tiebreak list, in order"},
        &RuleSet::team_tiebreaks));
    t.push_back(choice({"previous_round", "T-8", "ranking, round_totals, recent_rounds", "reading of T-8"},
                       &RuleSet::previous_round,
                       std::array<std::string_view, 3>{"ranking", "round_totals", "recent_rounds"}));
    t.push_back(
        choice({"strong_opponent_score", "T-9",
                "opponents_opponent_score, points_vs_strongest, best_opponent_rank", "reading of T-9"},
               &RuleSet::strong_opponent_score,
               std::array<std::string_view, 3>{"opponents_opponent_score", "points_vs_strongest",
                                               "best_opponent_rank"}));
    t.push_back(integer(
        {"category_full_places_min", "T-14", "1..999", "a category with fewer entrants awards N-1 places"},
        &RuleSet::category_full_places_min, 1, 999));
    t.push_back(choice({"category_ranking", "T-14", "filter, separate",
                        "a category: the main ranking filtered, or its players ranked among themselves"},
                       &RuleSet::category_ranking, std::array<std::string_view, 2>{"filter", "separate"}));
    t.push_back(
        integer({"category_places_max", "T-14.3", "0..999", "most places a category awards (0 = no maximum)"},
                &RuleSet::category_places_max, 0, 999));
    t.push_back(integer({"team_best", "T-13", "1..99", "players whose places make a team's figure"},
                        &RuleSet::team_best, 1, 99));
    t.push_back(number_list({"playoff_places", "T-12.1", "list of places, \"all\", \"awarded\" or \"none\"",
                             "places still tied after the list that are played off (the others are shared)"},
                            &RuleSet::playoff_places, "places",
                            {{"none", {}}, {"all", {0}}, {"awarded", {kAwardedPlaces}}}));
    t.push_back(
        choice({"playoff_format", "T-12.2/T-12.3", "rapid, armageddon",
                "a play-off game: rapid, replayed until decisive; or one armageddon (a draw wins for black)"},
               &RuleSet::playoff_format, std::array<std::string_view, 2>{"rapid", "armageddon"}));
    t.push_back(choice({"playoff_replay_colours", "T-12.3", "swap, lots",
                        "colours of a replayed rapid play-off: swapped, or by lot again"},
                       &RuleSet::playoff_replay_colours, std::array<std::string_view, 2>{"swap", "lots"}));
    t.push_back(choice({"first_round", "P1", "fold, lots, full_draw, adjacent", "first-round method"},
                       &RuleSet::first_round,
                       std::array<std::string_view, 4>{"fold", "lots", "full_draw", "adjacent"}));
    t.push_back(choice({"first_round_colours", "P1-5/P1-6", "parity, board", "first-round colour rule"},
                       &RuleSet::first_round_colours, std::array<std::string_view, 2>{"parity", "board"}));
    t.push_back(choice({"colour_tiebreak", "PI-6", "round_parity, number_parity",
                        "colours of two players with identical histories"},
                       &RuleSet::colour_tiebreak,
                       std::array<std::string_view, 2>{"round_parity", "number_parity"}));
    t.push_back(number_list({"avoid_same_team_rounds", "P1-7", "list of rounds, \"all\" or \"none\"",
                             "rounds in which players of one team must not meet"},
                            &RuleSet::avoid_same_team_rounds, "round numbers", {{"all", {0}}, {"none", {}}}));
    t.push_back(boolean({"competition_codes", "P1-8", "true, false", "draw competition codes after round 1"},
                        &RuleSet::competition_codes));
    t.push_back(choice({"lh_tie", "PT-D2", "literal, parity", "L/H choice with equal counts"},
                       &RuleSet::lh_tie, std::array<std::string_view, 2>{"literal", "parity"}));
    t.push_back(choice({"group_pairs", "PI-4/PI-5", "maximum, first_compatible",
                        "pair as many of a score group as possible, or first compatible word for word"},
                       &RuleSet::group_pairs,
                       std::array<std::string_view, 2>{"maximum", "first_compatible"}));
    t.push_back(choice({"rr_bye", "RR-1.3", "none, win", "a round robin's sit-out: not a game, or a win"},
                       &RuleSet::rr_bye, std::array<std::string_view, 2>{"none", "win"}));
    t.push_back(
        integer({"cycles", "RR-1.6", "1..2", "single or double round robin"}, &RuleSet::cycles, 1, 2));
    t.push_back(
        choice({"rr_numbers", "RR-1.7", "lots, given",
                "the Berger table's numbers: drawn by lot in round 1, or the entry list's seed column"},
               &RuleSet::rr_numbers, std::array<std::string_view, 2>{"lots", "given"}));
    t.push_back(integer(
        {"groups", "RR-2", "1..26", "groups dealt by snake from the list order (seed), each its own table"},
        &RuleSet::groups, 1, 26));
    t.push_back(time_control_list({"match_playoffs", "KO-3.1", "list of time controls",
                                   "play-offs of a drawn knockout match, in order; the last repeats "
                                   "until decided unless it is an armageddon"},
                                  &RuleSet::match_playoffs));
    t.push_back(time_control_list({"final_playoffs", "KO-3.1", "list of time controls",
                                   "the same for the match for 1st place (KO-1's final, PI-10's final); "
                                   "empty = match_playoffs"},
                                  &RuleSet::final_playoffs));
    t.push_back(choice({"knockout_colours", "KO-3.3", "lots, higher_chooses",
                        "colours of a knockout match's game 1: by lot, or chosen by the entrant placed "
                        "higher in the stage before"},
                       &RuleSet::knockout_colours,
                       std::array<std::string_view, 2>{"lots", "higher_chooses"}));
    t.push_back(choice({"armageddon_choice", "KO-3.1", "higher, lots",
                        "who chooses an armageddon's colours: the one placed higher before the match, or "
                        "a new lot"},
                       &RuleSet::armageddon_choice, std::array<std::string_view, 2>{"higher", "lots"}));
    t.push_back(choice({"colour_choice", "KO-3.3/T-12.2", "model, red, black",
                        "the colour a chooser takes — a knockout's, the final's, an armageddon play-off's "
                        "lot winner (model: the better expected score; the engine writes black in an "
                        "armageddon, red otherwise)"},
                       &RuleSet::colour_choice, std::array<std::string_view, 3>{"model", "red", "black"}));
    t.push_back(integer({"max_match_games", "KO-3.6", "2..999",
                         "a match still undecided after this many games stops the simulator"},
                        &RuleSet::max_match_games, 2, 999));
    t.push_back(integer({"boards", "PT-12", "1..16", "boards per team match"}, &RuleSet::boards, 1, 16));
    t.push_back(board_colours(
        {"board_colours", "PT-9", "pattern of R and B", "home team's colour per board, repeated"}));
    t.push_back(choice({"score_group_method", "PI-4 (baseline)", "rows, fold, random, adjacent",
                        "pairing inside a score group: the PI row method, or a comparison-only baseline "
                        "(fold: upper half against lower half; random; adjacent: neighbours)"},
                       &RuleSet::score_group_method,
                       std::array<std::string_view, 4>{"rows", "fold", "random", "adjacent"}));
    return t;
  }();
  return table;
}

const Entry& find(std::string_view key) {
  for (const Entry& e : entries())
    if (e.meta.key == key) return e;
  std::string known;
  for (const Entry& e : entries()) known += (known.empty() ? "" : ", ") + std::string(e.meta.key);
  fail(key, "unknown setting; known settings: " + known);
}

}  // namespace

const std::vector<RuleSetting>& rule_settings() {
  static const std::vector<RuleSetting> list = [] {
    std::vector<RuleSetting> l;
    for (const Entry& e : entries()) l.push_back(e.meta);
    return l;
  }();
  return list;
}

void set_rule(RuleSet& rules, std::string_view key, const RuleValue& value) {
  find(key).set(rules, key, value);
}

RuleValue get_rule(const RuleSet& rules, std::string_view key) { return find(key).get(rules); }

void set_rule_text(RuleSet& rules, std::string_view key, std::string_view text) {
  const Entry& e = find(key);
  const std::string s(text);
  RuleValue v = s;
  if (s == "true" || s == "false") {
    v = (s == "true");
  } else if (!s.empty()) {
    std::int64_t i = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), i);
    if (ec == std::errc() && p == s.data() + s.size()) {
      v = i;
    } else {
      double d = 0;
      auto [p2, ec2] = std::from_chars(s.data(), s.data() + s.size(), d);
      if (ec2 == std::errc() && p2 == s.data() + s.size())
        v = d;
      else if (s.find(',') != std::string::npos) {
        v = split_commas(s);
      }
    }
  }
  // A list setting given one name stays a one-element list (as_list accepts a string).
  e.set(rules, key, v);
}

std::string rule_value_text(const RuleValue& value) {
  struct Visitor {
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(std::int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const {
      char buf[32];
      auto [p, ec] = std::to_chars(buf, buf + sizeof buf, d);
      return std::string(buf, p);
    }
    std::string operator()(const std::string& s) const { return s; }
    std::string operator()(const std::vector<std::string>& l) const {
      std::string s;
      for (const auto& x : l) s += (s.empty() ? "" : ",") + x;
      return s;
    }
  };
  return std::visit(Visitor{}, value);
}

namespace {

// Settings one kind of event never reads (issue 13 item 8: no silently ignored settings). A value
// other than the default is refused for the other kind of event, naming the key. Rules are data.
struct Unused {
  std::string_view key;
  std::string_view why;
};
constexpr std::array kIndividualOnly = {
    Unused{"final_after_round", "a PI-10 final is for individual events"},
    Unused{"tiebreaks", "teams are ranked by team_tiebreaks (PT-14)"},
    Unused{"previous_round", "T-8 is an individual criterion; teams are ranked by team_tiebreaks (PT-14)"},
    Unused{"strong_opponent_score", "T-9 is an individual criterion; teams are ranked by team_tiebreaks"},
    Unused{"category_full_places_min", "category rankings (T-14) are for individual events"},
    Unused{"category_ranking", "category rankings (T-14) are for individual events"},
    Unused{"category_places_max", "category rankings (T-14) are for individual events"},
    Unused{"team_best", "teams are ranked by team_tiebreaks (PT-14), not from their players' places (T-13)"},
    Unused{"bye_opponent_score", "the opponents' score (T-1) is an individual criterion"},
    Unused{"bye_counts_as_win", "wins (T-3) are an individual criterion"},
    Unused{"forfeit_counts_as_win", "wins (T-3) are an individual criterion"},
    Unused{"colour_tiebreak",
           "PI-6 colours the games of the individual Swiss; team boards take PT-9's colours"},
    Unused{"avoid_same_team_rounds", "P1-7 keeps players of one team apart; teams never meet themselves"},
    Unused{"group_pairs", "PI-4/PI-5 pair the individual Swiss; teams are paired by PT-5"},
    Unused{"score_group_method", "PI-4 pairs the individual Swiss; teams are paired by PT-5"},
    Unused{"absence_points",
           "an announced absence (xqsim absent) is an individual event's; a team's lists stay as entered"},
    Unused{"late_entry_points",
           "a late entry (xqsim add) is an individual event's; a team's lists stay as entered"},
};
// Settings of the Swiss's pairing and of its field changes, which a round robin (the Berger
// table, RR-1) never reads: its numbers, colours and boards are the table's, a player kept out
// loses his game by forfeit (S-2, the table unchanged) and it takes no late entry.
constexpr std::array kSwissOnly = {
    Unused{"group_pairs", "PI-4/PI-5 pair a Swiss's score groups; a round robin follows the Berger table"},
    Unused{"score_group_method", "PI-4 pairs a Swiss's score groups; a round robin follows the Berger table"},
    Unused{"first_round", "P1 pairs a Swiss's first round; a round robin follows the Berger table (RR-1.7)"},
    Unused{"first_round_colours", "P1-5/P1-6 colour a Swiss's first round; the Berger table's are RR-1.2's"},
    Unused{"colour_tiebreak", "PI-6 colours a Swiss's games; the Berger table's are RR-1.2's"},
    Unused{"avoid_same_team_rounds", "P1-7 keeps a Swiss's teammates apart; a round robin meets everyone"},
    Unused{"competition_codes", "P1-8 draws a Swiss's codes; a round robin's numbers are RR-1.7's"},
    Unused{"final_after_round", "a PI-10 final ends a Swiss; a round robin ends with its table (RR-1.4)"},
    Unused{"absence_points",
           "a round robin's absent player loses his game by forfeit (S-2), the table unchanged"},
    Unused{"late_entry_points", "a round robin takes no late entry (its Berger table is fixed, RR-1)"},
    Unused{"lh_tie",
           "PT-D2 chooses in a Swiss's L/H procedure (PT-5); the Berger table's colours are RR-1.2's"},
};
constexpr std::array kRoundRobinOnly = {
    Unused{"rr_bye", "RR-1.3 scores a round robin's sit-out; a Swiss bye is S-3's"},
    Unused{"cycles", "RR-1.6 doubles a round robin"},
    Unused{"rr_numbers", "RR-1.7 numbers a round robin's table"},
    Unused{"groups", "RR-2 deals a round robin's groups"},
};
constexpr std::array kTeamOnly = {
    Unused{"team_tiebreaks", "individual events are ranked by tiebreaks"},
    Unused{"match_points.win", "match points (S-6) score team matches"},
    Unused{"match_points.loss", "match points (S-6) score team matches"},
    Unused{"match_points.draw_home", "match points (S-6) score team matches"},
    Unused{"match_points.draw_away", "match points (S-6) score team matches"},
    Unused{"boards", "boards per match (PT-12) are for team events"},
    Unused{"board_colours", "board colours (PT-9) are for team events"},
};

// T-12.2/T-12.3: how a tie is played off, read only when some place is (playoff_places).
constexpr std::array kPlayoffOnly = {
    Unused{"playoff_format", "T-12.2/T-12.3 play off a tie for places; with none every tie left is shared"},
    Unused{"playoff_replay_colours", "T-12.3 colours a replayed play-off; with none no tie is played off"},
};

// `when`: what makes the event not read them ("by format = round_robin").
template <size_t N>
void refuse_unused(const RuleSet& r, const std::array<Unused, N>& table, const std::string& when) {
  static const RuleSet defaults;
  for (const Unused& u : table)
    if (get_rule(r, u.key) != get_rule(defaults, u.key))
      fail(u.key, std::string(kNotUsedReason) + when + " (" + std::string(u.why) +
                      "): remove it, or leave the default " + rule_value_text(get_rule(defaults, u.key)));
}

// KO-3.1: a drawn match plays its chain's games in order, the last repeated until decided — an
// empty chain has no last, and the match could never be decided. `match` names it; the key named
// is match_playoffs, the one an empty chain always holds (final_playoffs empty falls back to it).
void require_playoff_chain(const RuleSet& r, bool first_place, std::string_view match) {
  if (!playoff_chain(r, first_place).empty()) return;
  fail("match_playoffs",
       "a drawn " + std::string(match) +
           " needs at least one play-off game kind (KO-3.1: the last repeats until decided): give its "
           "time controls" +
           (first_place ? " in final_playoffs or match_playoffs (final_playoffs empty = match_playoffs)"
                        : ""));
}

// KO-5: a knockout stage and the first stage it is seeded from.
void validate_knockout(const RuleSet& r) {
  static const RuleSet defaults;
  if (r.knockout == Knockout::none) {
    for (std::string_view key : {"cross_missing", "knockout_colours"})
      if (get_rule(r, key) != get_rule(defaults, key))
        fail_unread(key, "only a knockout stage reads it (knockout = none): remove it, or set knockout");
    if (r.final_after_round > 0) {  // PI-10's final is a KO-3 match: it reads the rest
      require_playoff_chain(r, true, "PI-10 final");
      // (its chain is final_playoffs; match_playoffs only stands in for an empty one — an empty
      // match_playoffs says there is no other match, and is left alone)
      if (!r.final_playoffs.empty() && !r.match_playoffs.empty() &&
          get_rule(r, "match_playoffs") != get_rule(defaults, "match_playoffs"))
        fail_unread("match_playoffs",
                    "the only match is the PI-10 final, and final_playoffs gives its chain (match_playoffs "
                    "stands in only for an empty final_playoffs): remove it");
      return;
    }
    // KO-3: a match's play-off chain and its choices; max_match_games also bounds the
    // simulator's T-12 play-off sessions.
    const std::string set_one = r.format == EventFormat::swiss ? "set knockout or final_after_round"
                                                               : "set knockout";  // (a final is a Swiss's)
    // T-12.2: a play-off armageddon's lot winner chooses the colours too.
    const bool armageddon_playoffs =
        !r.playoff_places.empty() && r.playoff_format == PlayoffFormat::armageddon;
    for (std::string_view key : {"match_playoffs", "final_playoffs", "armageddon_choice", "colour_choice"})
      if (get_rule(r, key) != get_rule(defaults, key) && !(key == "colour_choice" && armageddon_playoffs))
        fail_unread(
            key, key == "colour_choice"
                     ? "only a knockout match, a PI-10 final or an armageddon play-off (T-12.2) reads "
                       "it (knockout = none, final_after_round = 0, no armageddon play-off): remove it, "
                       "or set playoff_format = \"armageddon\" with playoff_places, or " +
                           set_one
                     : "only a knockout match or a PI-10 final reads it (knockout = none, final_after_round "
                       "= 0): remove it, or " +
                           set_one);
    if (r.playoff_places.empty() && r.max_match_games != defaults.max_match_games)
      fail_unread("max_match_games",
                  "only a knockout match, a PI-10 final or T-12 play-offs read it (knockout = none, "
                  "final_after_round = 0, playoff_places = none): remove it");
    return;
  }
  // (rounds not set yet — a rules file --set completes — is the plan's and the record's to refuse:
  // check_event_plan, check_record)
  if (r.final_after_round > 0)
    fail("final_after_round", "a PI-10 final and a knockout stage (KO-5) cannot both end the event");
  require_playoff_chain(r, false, "knockout match");  // (then the final's too: it falls back to it)
  if (r.format == EventFormat::team_swiss) {          // KO-4: team matches, super-rapid until decided
    for (std::string_view key : {"match_playoffs", "final_playoffs"}) {
      const std::vector<TimeControl>& chain = key == "match_playoffs" ? r.match_playoffs : r.final_playoffs;
      if (std::find(chain.begin(), chain.end(), TimeControl::armageddon) != chain.end())
        fail(key,
             "a team match has no armageddon (KO-4.3): its drawn matches replay, e.g. [\"super_rapid\"]");
    }
    if (r.knockout != Knockout::top_four)
      fail("knockout", "a team event's knockout is KO-1's top four (KO-4)");
  }
  // (a team event awards every team place: "awarded" is all of them, T-12.6)
  const bool all_places =
      r.playoff_places == std::vector<int>{0} ||
      (r.format == EventFormat::team_swiss && r.playoff_places == std::vector<int>{kAwardedPlaces});
  if (r.knockout == Knockout::cross) {  // every group place seeds it: validate_rules's RR-2.5
    if (r.format != EventFormat::round_robin || r.groups != 2)
      fail("knockout",
           "the cross knockout (KO-2) follows two round-robin groups: format = round_robin, groups = 2");
    return;
  }
  if (r.format == EventFormat::round_robin && r.groups > 1)
    fail("knockout", "KO-1's top four is seeded by one ranking: use knockout = cross after groups");
  // KO-1.6: places 1-4 distinct — by play-offs (T-12; T-12.6 for teams ending with team_playoff),
  // or by a team list ending with team_number (validate_tiebreak_settings)
  const auto ends_with_team_playoff = [&r] {
    const std::vector<std::string> team = expand_tiebreaks(r.team_tiebreaks, TiebreakScope::team);
    return !team.empty() && team.back() == "team_playoff";
  };
  const bool team_number_decides = r.format == EventFormat::team_swiss && !ends_with_team_playoff();
  if (!team_number_decides && !all_places) {
    for (int place : {1, 2, 3, 4})
      if (std::find(r.playoff_places.begin(), r.playoff_places.end(), place) == r.playoff_places.end())
        fail("playoff_places",
             "KO-1 needs places 1-4 decided (KO-1.6): playoff_places must hold 1, 2, 3 and 4, or be all");
  }
}

}  // namespace

bool round_robin_default_tiebreaks(RuleSet& rules, const RuleSet& before, bool tiebreaks_given) {
  const std::vector<std::string> rr4 = {"wxc-rr"};  // T-10, T-2, T-3, T-4, T-5, T-6, T-7, then T-12
  const bool round_robin = rules.format == EventFormat::round_robin;
  if (tiebreaks_given) return false;
  if (round_robin && before.format != EventFormat::round_robin && rules.tiebreaks == RuleSet{}.tiebreaks) {
    rules.tiebreaks = rr4;
    return true;
  }
  if (!round_robin && rules.tiebreaks == rr4 && before.tiebreaks != rr4) {  // made a Swiss again
    rules.tiebreaks = before.tiebreaks;
    return true;
  }
  return false;
}

std::optional<std::string> team_first_round_problem(const RuleSet& rules) {
  if (rules.format != EventFormat::team_swiss || rules.first_round != FirstRound::adjacent)
    return std::nullopt;
  return "team Swiss: first_round = adjacent (P1-4) would renumber the teams and their players (PT-12); "
         "use fold (P1-1, 000), lots or full_draw";
}

void validate_rules(const RuleSet& r) {
  const std::string by_format = "by format = " + rule_value_text(get_rule(r, "format"));
  if (r.format == EventFormat::team_swiss)
    refuse_unused(r, kIndividualOnly, by_format);
  else
    refuse_unused(r, kTeamOnly, by_format);
  if (r.format != EventFormat::round_robin)
    refuse_unused(r, kRoundRobinOnly, by_format);
  else
    refuse_unused(r, kSwissOnly, by_format);
  if (r.playoff_places.empty()) refuse_unused(r, kPlayoffOnly, "with playoff_places = none");  // T-12.1
  const GamePoints& p = r.points;
  if (!(p.win > p.draw && p.draw >= p.loss))  // S-1: a win must be worth more than a draw
    fail("points", "need win > draw >= loss, got " + format_points(p.win) + " / " + format_points(p.draw) +
                       " / " + format_points(p.loss));
  if ((p.draw_red >= 0) != (p.draw_black >= 0))
    fail("points.draw_red", "points.draw_red and points.draw_black must be set together");
  // S-1 / 13.3: a draw worth more to one side ("1 to red and 2 to black" under 2/1/0: black's
  // draw is the win's 2, so equal to the win is allowed), never more than a win nor less than a
  // loss; worth a win to both is win = draw, refused above.
  for (const auto& [key, value] :
       {std::pair{"points.draw_red", p.draw_red}, {"points.draw_black", p.draw_black}})
    if (value >= 0 && (value > p.win || value < p.loss))
      fail(key, "a draw is worth at most a win and at least a loss: need loss <= " +
                    std::string(key).substr(7) + " <= win, got " + format_points(p.loss) + " / " +
                    format_points(value) + " / " + format_points(p.win));
  if (p.draw_red == p.win && p.draw_black == p.win)
    fail("points.draw_red",
         "a draw worth a win to both red and black is win = draw (S-1 needs win > draw): "
         "give one of points.draw_red, points.draw_black less than points.win");
  const MatchPoints& m = r.match_points;
  if (!(m.win > m.draw_home && m.win > m.draw_away && m.draw_home >= m.loss && m.draw_away >= m.loss))
    fail("match_points", "need win > draw_home, draw_away >= loss");
  if (r.groups > 1 && r.rr_numbers == RrNumbers::given)  // the seed column is the list order then
    fail("groups",
         "groups are dealt from the seed column (RR-2.1); their numbers are drawn by lot: "
         "rr_numbers = given cannot be used with groups > 1");
  if (r.groups > 1 && r.category_ranking == CategoryRanking::separate)  // RR-3.3 is one table's
    fail(
        "category_ranking",
        "category_ranking = separate ranks a category among itself in one round robin, where every two of "
        "it have met (RR-3.3); with groups > 1 each group is its own table (RR-2.5) and a category's players "
        "never all meet: leave category_ranking = filter, or hold the categories in one table");
  if (r.groups > 1 && r.playoff_places != std::vector<int>{0})  // RR-2.5 (and KO-2: every place seeds it)
    fail("playoff_places",
         "a group place is never shared (RR-2.5: ties left after the ranking list are "
         "played off, T-12): with groups > 1 set playoff_places = all, 'playoff' last in "
         "tiebreaks (wxc-rr has it)");
  if (r.final_after_round > 0 && r.rounds > 0 && r.final_after_round + 1 != r.rounds)  // PI-10
    fail("final_after_round", "the final is the last round: final_after_round must be rounds - 1 (" +
                                  std::to_string(r.rounds - 1) + "), got " +
                                  std::to_string(r.final_after_round));
  if (r.rounds > 0)  // P1-7: a round the event never plays is a typo, not a setting
    for (int k : r.avoid_same_team_rounds)
      if (k > r.rounds)
        fail("avoid_same_team_rounds", "round " + std::to_string(k) + " is past the event's " +
                                           std::to_string(r.rounds) + " rounds (rules.rounds): remove it");
  validate_knockout(r);
}

}  // namespace xq
