// Rule files: the [rules] table of a TOML file and the "rules" object of a JSON record, both
// through the settings registry; docs/rules-file.md lists every registered key.
#include "pairing/io/rules_toml.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rule_settings.hpp"
#include "tests/support/files.hpp"

namespace xq {
namespace {

InputError toml_error(const std::string& text) {
  try {
    parse_rules_toml(text, "event.toml");
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no InputError for:\n" << text;
  return InputError("", 0, "", "");
}

TEST(RulesToml, NestedTablesAndArraysReachTheRegistry) {
  const RuleSet r = parse_rules_toml(R"(
[simulation]            # a scenario's other tables are not read here
count = 1000
unknown_here = "fine"

[rules]
rounds = 11
tiebreaks = ["opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"]
previous_round = "round_totals"
bye_colour_mark = "count"
avoid_same_team_rounds = [1, 3]

[rules.points]
win = 1
draw = 0.5
loss = 0
)",
                                     "event.toml");
  RuleSet want;
  want.rounds = 11;
  want.tiebreaks = {"opponent_score", "wins", "fouls", "black_wins", "black_games", "previous_round"};
  want.previous_round = PreviousRound::round_totals;
  want.bye_colour_mark = ByeColourMark::count;
  want.avoid_same_team_rounds = {1, 3};
  want.points = {2, 1, 0, -1, -1};
  EXPECT_EQ(r, want);
  // A team event's nested table.
  const RuleSet t = parse_rules_toml(R"([rules]
format = "team_swiss"
[rules.match_points]
win = 2.5
draw_away = 1.5
)",
                                     "event.toml");
  EXPECT_EQ(t.match_points, (MatchPoints{5, 0, 2, 3}));
}

// Issue 13 item 8: a setting the event's format never reads is refused, naming file, line, key
// and why — never accepted and ignored. Both ways: individual-only keys on a team event, and
// team-only keys on an individual one. The default value is not a setting: accepted.
TEST(RulesToml, SettingsTheFormatDoesNotUseAreRefused) {
  struct Case {
    const char* text;
    int line;
    const char* key;
    const char* why;
  };
  for (const Case& c : {
           Case{"[rules]\nformat = \"team_swiss\"\ntiebreaks = [\"wins\"]\n", 3, "rules.tiebreaks",
                "team_tiebreaks (PT-14)"},
           Case{"[rules]\nformat = \"team_swiss\"\ncolour_tiebreak = \"number_parity\"\n", 3,
                "rules.colour_tiebreak", "PI-6"},
           Case{"[rules]\nformat = \"team_swiss\"\nfinal_after_round = 4\nrounds = 5\n", 3,
                "rules.final_after_round", "PI-10"},
           Case{"[rules]\nboards = 4\n", 2, "rules.boards", "PT-12"},
           Case{"[rules.match_points]\nwin = 3\n", 2, "rules.match_points.win", "S-6"},
           // The score-group baselines (issue 16 item 6) and group_pairs: a team event is paired
           // by PT-5, a round robin by the Berger table.
           Case{"[rules]\nformat = \"team_swiss\"\nscore_group_method = \"fold\"\n", 3,
                "rules.score_group_method", "PT-5"},
           Case{"[rules]\nformat = \"round_robin\"\nscore_group_method = \"random\"\n", 3,
                "rules.score_group_method", "Berger table"},
           Case{"[rules]\nformat = \"round_robin\"\ngroup_pairs = \"first_compatible\"\n", 3,
                "rules.group_pairs", "Berger table"},
           // PT-D2 chooses in the L/H procedure of a Swiss (PT-5), never in a Berger table.
           Case{"[rules]\nformat = \"round_robin\"\nlh_tie = \"parity\"\n", 3, "rules.lh_tie", "PT-D2"},
       }) {
    SCOPED_TRACE(c.text);
    const InputError e = toml_error(c.text);
    EXPECT_EQ(e.line(), c.line);
    EXPECT_EQ(e.key(), c.key);
    EXPECT_NE(e.reason().find("not used by format"), std::string::npos) << e.reason();
    EXPECT_NE(e.reason().find(c.why), std::string::npos) << e.reason();
  }
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nformat = \"team_swiss\"\ntiebreaks = [\"cn-14.3.1\"]\n", "f.toml"));
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nformat = \"team_swiss\"\nboards = 4\nlh_tie = \"parity\"\n"
                       "first_round_colours = \"parity\"\ncompetition_codes = true\n",
                       "f.toml"));
}

// KO-3's match settings are read by a knockout match or a PI-10 final only, max_match_games also
// by the simulator's T-12 play-off sessions: an event with none of them refuses them, as it
// refuses knockout_colours, naming the file's line — never accepted and ignored.
TEST(RulesToml, MatchSettingsNothingReadsAreRefused) {
  for (const char* format : {"round_robin", "swiss"})
    for (const char* line : {"max_match_games = 5", "match_playoffs = [\"rapid\"]",
                             "final_playoffs = [\"rapid\"]", "armageddon_choice = \"lots\"",
                             "colour_choice = \"red\"", "knockout_colours = \"higher_chooses\""}) {
      const std::string text =
          "[rules]\nformat = \"" + std::string(format) + "\"\nrounds = 5\n" + line + "\n";
      SCOPED_TRACE(text);
      const InputError e = toml_error(text);
      EXPECT_EQ(e.line(), 4);
      const std::string key(line, std::string_view(line).find(' '));
      EXPECT_EQ(e.key(), "rules." + key);
      EXPECT_NE(e.reason().find(key == "max_match_games" ? "T-12 play-offs read it" : "reads it"),
                std::string::npos)
          << e.reason();
    }
  // Read: a PI-10 final reads the chain and its choices, a knockout every one of them, T-12
  // play-offs max_match_games.
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nrounds = 5\nfinal_after_round = 4\nmax_match_games = 5\n"
                       "match_playoffs = [\"rapid\"]\ncolour_choice = \"red\"\n",
                       "f.toml"));
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nformat = \"round_robin\"\ntiebreaks = [\"wxc-rr\"]\n"
                       "playoff_places = \"all\"\nmax_match_games = 5\n",
                       "f.toml"));
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nknockout = \"top_four\"\nplayoff_places = \"all\"\n"
                       "tiebreaks = [\"cn-14.3.1\", \"playoff\"]\nfinal_playoffs = [\"rapid\"]\n"
                       "armageddon_choice = \"lots\"\nmax_match_games = 5\n",
                       "f.toml"));
  // A PI-10 final with its own chain reads no match_playoffs (the final is the only match).
  const InputError unread = toml_error(
      "[rules]\nrounds = 5\nfinal_after_round = 4\nfinal_playoffs = [\"rapid\"]\nmatch_playoffs = "
      "[\"super_rapid\"]\n");
  EXPECT_EQ(unread.key(), "rules.match_playoffs");
  EXPECT_NE(unread.reason().find("final_playoffs gives its chain"), std::string::npos) << unread.reason();
  EXPECT_NO_THROW(parse_rules_toml(
      "[rules]\nrounds = 5\nfinal_after_round = 4\nmatch_playoffs = [\"super_rapid\"]\n", "f.toml"));
  // T-12.2: an armageddon play-off's lot winner chooses, so colour_choice is read there too — not
  // with rapid play-offs (T-12.3: colours by lot), whose refusal names what would read it.
  EXPECT_NO_THROW(parse_rules_toml(
      "[rules]\nformat = \"round_robin\"\ntiebreaks = [\"wxc-rr\"]\nplayoff_places = \"all\"\n"
      "playoff_format = \"armageddon\"\ncolour_choice = \"red\"\n",
      "f.toml"));
  const InputError rapid = toml_error(
      "[rules]\nformat = \"round_robin\"\ntiebreaks = [\"wxc-rr\"]\nplayoff_places = \"all\"\ncolour_choice "
      "= \"red\"\n");
  EXPECT_EQ(rapid.key(), "rules.colour_choice");
  EXPECT_NE(rapid.reason().find("an armageddon play-off (T-12.2) reads it"), std::string::npos)
      << rapid.reason();
  const InputError rr = toml_error("[rules]\nformat = \"round_robin\"\nmatch_playoffs = [\"rapid\"]\n");
  EXPECT_EQ(rr.reason().find("final_after_round", rr.reason().find("remove it")), std::string::npos)
      << "a round robin has no final to set: " << rr.reason();
}

// A rules text refused: the error at `line`, naming `key`, its reason starting with `reason`.
struct Refused {
  std::string text;
  int line;
  std::string key;
  std::string reason;
};

void expect_refused(const std::vector<Refused>& cases) {
  for (const Refused& c : cases) {
    SCOPED_TRACE(c.text);
    const InputError e = toml_error(c.text);
    EXPECT_EQ(e.line(), c.line);
    EXPECT_EQ(e.key(), c.key);
    EXPECT_EQ(e.reason().substr(0, c.reason.size()), c.reason);
  }
}

// KO-3.1: a drawn match plays its chain's games, the last repeated until decided. An empty chain
// where a match reads it (every knockout match; a PI-10 final whose final_playoffs is empty, which
// falls back to match_playoffs) left a drawn match undecided for ever: `pair` called the event
// complete while standings and verify waited for its next game.
TEST(RulesToml, AnEmptyPlayOffChainAMatchReadsIsRefusedKO31) {
  const std::string final = "[rules]\nrounds = 2\nfinal_after_round = 1\n";
  const std::string knockout =
      "[rules]\nrounds = 5\nknockout = \"top_four\"\nplayoff_places = \"all\"\n"
      "tiebreaks = [\"cn-14.3.1\", \"playoff\"]\n";
  const std::string said = " needs at least one play-off game kind (KO-3.1: the last repeats until decided)";
  expect_refused({
      {final + "match_playoffs = []\n", 4, "rules.match_playoffs", "a drawn PI-10 final" + said},
      {final + "final_playoffs = []\nmatch_playoffs = []\n", 5, "rules.match_playoffs",
       "a drawn PI-10 final" + said},
      {knockout + "match_playoffs = []\n", 6, "rules.match_playoffs", "a drawn knockout match" + said},
      // A knockout's other matches read match_playoffs, whatever the final's chain.
      {knockout + "match_playoffs = []\nfinal_playoffs = [\"rapid\"]\n", 6, "rules.match_playoffs",
       "a drawn knockout match" + said},
      // T-12's play-off game is one choice, never a list: an empty one is no value.
      {"[rules]\nformat = \"round_robin\"\nplayoff_places = \"all\"\nplayoff_format = []\n", 4,
       "rules.playoff_format", "expected one of rapid, armageddon, got a list"},
  });
  // The final's own chain, or a chain of one kind (repeated until decided), decides it.
  EXPECT_NO_THROW(
      parse_rules_toml(final + "match_playoffs = []\nfinal_playoffs = [\"super_rapid\"]\n", "f.toml"));
  EXPECT_NO_THROW(parse_rules_toml(final + "match_playoffs = [\"rapid\"]\n", "f.toml"));
}

// A setting nothing reads in the event is refused unless left at the default (issue 13 item 8),
// by the one table of unread settings: a team event takes no announced absence or late entry
// (xqsim absent / add refuse it), and with playoff_places = none no tie is played off (T-12.1).
TEST(RulesToml, AbsenceAndPlayOffSettingsNothingReadsAreRefused) {
  const std::string team = "[rules]\nformat = \"team_swiss\"\nfirst_round = \"fold\"\n";
  expect_refused({
      {team + "absence_points = \"half\"\n", 4, "rules.absence_points",
       "not used by format = team_swiss (an announced absence (xqsim absent) is an individual event's; a "
       "team's lists stay as entered): remove it, or leave the default zero"},
      {team + "late_entry_points = \"half\"\n", 4, "rules.late_entry_points",
       "not used by format = team_swiss (a late entry (xqsim add)"},
      {"[rules]\nrounds = 5\nplayoff_format = \"armageddon\"\n", 3, "rules.playoff_format",
       "not used with playoff_places = none (T-12.2/T-12.3 play off a tie for places; with none every tie "
       "left "
       "is shared): remove it, or leave the default rapid"},
      {"[rules]\nrounds = 5\nplayoff_replay_colours = \"lots\"\n", 3, "rules.playoff_replay_colours",
       "not used with playoff_places = none (T-12.3"},
      {team + "playoff_format = \"armageddon\"\n", 4, "rules.playoff_format",
       "not used with playoff_places = none"},
  });
  // Read: an individual Swiss's absences; play-offs for places.
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nabsence_points = \"half\"\nlate_entry_points = \"half\"\n", "f.toml"));
  EXPECT_NO_THROW(
      parse_rules_toml("[rules]\nformat = \"round_robin\"\nplayoff_places = \"all\"\n"
                       "playoff_format = \"armageddon\"\nplayoff_replay_colours = \"lots\"\n",
                       "f.toml"));
  EXPECT_NO_THROW(parse_rules_toml(
      team + "team_tiebreaks = [\"team-001\"]\nplayoff_places = [1, 2]\nplayoff_format = \"armageddon\"\n",
      "f.toml"));
}

// Only [rules] is read: a key before it, `[points]` meant as [rules.points], a typo `[rulez]`
// changed nothing and said nothing. Refused at their line, the first in the file; a scenario's
// own tables pass.
TEST(RulesToml, KeysAndTablesOutsideRulesAreRefused) {
  const std::string only = "a rules file holds only the table [rules]";
  const std::string unknown =
      only + " (a scenario's [event], [field], [model] and [simulation] are passed over): unknown ";
  expect_refused({
      {"tiebreaks = [\"wins\"]\n[rules]\nrounds = 5\n", 1, "tiebreaks",
       only + "; did you mean rules.tiebreaks, under [rules]?"},
      {"[rules]\nrounds = 5\n\n[points]\nwin = 3\n", 4, "points", only + "; did you mean [rules.points]?"},
      {"[rules]\nrounds = 5\n[match_points]\nwin = 3\n", 3, "match_points",
       only + "; did you mean [rules.match_points]?"},
      {"[rules]\nrounds = 5\n[rulez]\nfirst_round = \"fold\"\n", 3, "rulez", unknown + "table"},
      {"name = \"x\"\n[rules]\nrounds = 5\n", 1, "name", unknown + "key"},
      {"tiebreaks = [\"wins\"]\n[rules]\nrounds = 5\n[points]\nwin = 3\n[rulez]\nx = 1\n", 1, "tiebreaks",
       only},
      // A scenario's table that is not one (`field = 3`) is no scenario's.
      {"field = 3\n[rules]\nrounds = 5\n", 1, "field", unknown + "key"},
  });
  EXPECT_EQ(parse_rules_toml("[event]\nname = \"x\"\n[rules]\nrounds = 5\n[field]\ncount = 8\n[model.rapid]\n"
                             "draw_rate = 0.3\n[simulation]\ncount = 3\n",
                             "s.toml")
                .rounds,
            5);
}

// A scenario serving as a rules file brings its [event] format, as the scenario reader reads it:
// a round-robin scenario's [rules] under `--rules` made a Swiss with that scenario's settings,
// silently. RR-4's list comes with the format; a [rules] format that contradicts it is refused.
TEST(RulesToml, AScenariosEventFormatIsTheFormatItsRulesApplyTo) {
  const RuleSet rr =
      parse_rules_toml("[event]\nname = \"x\"\nformat = \"round_robin\"\n[rules]\nrounds = 7\n", "s.toml");
  EXPECT_EQ(rr.format, EventFormat::round_robin);
  EXPECT_EQ(rr.tiebreaks, std::vector<std::string>{"wxc-rr"});  // RR-4
  const RuleSet listed =
      parse_rules_toml("[event]\nformat = \"round_robin\"\n[rules]\ntiebreaks = [\"cn-14.3.1\"]\n", "s.toml");
  EXPECT_EQ(listed.tiebreaks, std::vector<std::string>{"cn-14.3.1"});  // a list given stands
  RuleSet team_base;
  team_base.format = EventFormat::team_swiss;
  // Without a format in [event] the base keeps its own.
  EXPECT_EQ(parse_rules_toml("[event]\nname = \"x\"\n[rules]\nrounds = 7\n", "s.toml", team_base).format,
            EventFormat::team_swiss);
  EXPECT_EQ(parse_rules_toml("[event]\nformat = \"swiss\"\n[rules]\nformat = \"swiss\"\n", "s.toml").format,
            EventFormat::swiss);
  expect_refused({
      {"[event]\nformat = \"round_robin\"\n[rules]\nformat = \"swiss\"\n", 4, "rules.format",
       "contradicts [event] format (set the format once, in [event])"},
      {"[event]\nformat = 3\n[rules]\nrounds = 5\n", 2, "event.format", "expected one of swiss"},
      {"[event]\nformat = \"roundrobin\"\n[rules]\nrounds = 5\n", 2, "event.format",
       "unknown value 'roundrobin'"},
  });
}

// S-1 / 13.3: a draw for red or black lies between the loss and the win — the win itself allowed
// (13.3's "1 to red and 2 to black" under 2/1/0), not both equal to it (that is win = draw).
TEST(RulesToml, UnequalDrawPointsLieFromTheLossToTheWin) {
  const std::string points = "[rules]\n[rules.points]\n";
  const std::string between = "a draw is worth at most a win and at least a loss: need loss <= ";
  expect_refused({
      {points + "draw_red = 3\ndraw_black = 0\n", 3, "rules.points.draw_red",
       between + "draw_red <= win, got 0 / 3 / 2"},
      {points + "draw_red = 1\ndraw_black = 2.5\n", 4, "rules.points.draw_black",
       between + "draw_black <= win, got 0 / 2.5 / 2"},
      {points + "loss = 0.5\ndraw_red = 0\ndraw_black = 1\n", 4, "rules.points.draw_red",
       between + "draw_red <= win, got 0.5 / 0 / 2"},
      {points + "draw_red = 2\ndraw_black = 2\n", 3, "rules.points.draw_red",
       "a draw worth a win to both red and black is win = draw (S-1 needs win > draw): give one of "
       "points.draw_red, points.draw_black less than points.win"},
  });
  const RuleSet r = parse_rules_toml(points + "draw_red = 1\ndraw_black = 2\n", "f.toml");  // 13.3
  EXPECT_EQ(r.points.draw_black, r.points.win);
  EXPECT_NO_THROW(parse_rules_toml(points + "draw_red = 0\ndraw_black = 2\n", "f.toml"));
}

// A list of places or rounds is never empty (`[]` had been stored as "none", saying nothing, while
// tiebreaks = [] is refused) and names each once (a place or round twice is a typo).
TEST(RulesToml, EmptyAndRepeatedPlacesAndRoundsAreRefused) {
  const std::string head = "[rules]\nrounds = 5\ntiebreaks = [\"cn-14.3.1\", \"playoff\"]\n";
  expect_refused({
      {head + "playoff_places = []\n", 4, "rules.playoff_places",
       "the list must not be empty: give places, or one of \"none\", \"all\", \"awarded\" alone"},
      {head + "avoid_same_team_rounds = []\n", 4, "rules.avoid_same_team_rounds",
       "the list must not be empty: give round numbers, or one of \"all\", \"none\" alone"},
      {head + "playoff_places = [1, 1]\n", 4, "rules.playoff_places",
       "'1' is listed twice: give each of the places once; got '1,1'"},
      {head + "avoid_same_team_rounds = [2, 1, 2]\n", 4, "rules.avoid_same_team_rounds",
       "'2' is listed twice: give each of the round numbers once; got '2,1,2'"},
      {"[rules]\ntiebreaks = []\n", 2, "rules.tiebreaks", "the list must not be empty"},  // as before
  });
}

// T-12.1 / P1-7: a word ("none", "all", "awarded") is the whole list; beside places or another
// word it is refused, naming the line and key — ["none", 2] was read as [2], [2, "all"] as all.
TEST(RulesToml, AListWordMixedWithNumbersIsRefused) {
  for (const char* value : {"[\"none\", 2]", "[\"awarded\", 3]", "[2, \"all\"]", "[\"all\", \"none\"]"}) {
    const std::string text =
        "[rules]\nformat = \"round_robin\"\nplayoff_places = " + std::string(value) + "\n";
    SCOPED_TRACE(text);
    const InputError e = toml_error(text);
    EXPECT_EQ(e.line(), 3);
    EXPECT_EQ(e.key(), "rules.playoff_places");
    EXPECT_NE(e.reason().find("is the whole list"), std::string::npos) << e.reason();
  }
  const InputError e = toml_error("[rules]\nrounds = 5\navoid_same_team_rounds = [1, \"all\"]\n");
  EXPECT_EQ(e.key(), "rules.avoid_same_team_rounds");
  EXPECT_EQ(e.reason(),
            "'all' is the whole list: give round numbers, or one of \"all\", \"none\" alone, not both; got "
            "'1,all'");
  // A word alone, or numbers alone, as before.
  EXPECT_EQ(parse_rules_toml("[rules]\nformat = \"round_robin\"\nplayoff_places = [\"all\"]\n", "f.toml")
                .playoff_places,
            std::vector<int>{0});
  EXPECT_EQ(parse_rules_toml("[rules]\nformat = \"round_robin\"\nplayoff_places = [2, 1]\n", "f.toml")
                .playoff_places,
            (std::vector<int>{1, 2}));
}

TEST(RulesToml, DottedKeysAndBaseRuleSet) {
  RuleSet base;
  base.rounds = 9;
  const RuleSet r = parse_rules_toml("[rules]\npoints.draw_red = 1\npoints.draw_black = 2\n", "f.toml", base);
  EXPECT_EQ(r.rounds, 9);
  EXPECT_EQ(r.points.draw_red, 2);
  EXPECT_EQ(r.points.draw_black, 4);
  // A TOML syntax error names the key of its line, with its table (toml++'s text names neither).
  EXPECT_EQ(std::string(toml_error("[rules]\nrounds = 99999999999999999999\n").what()),
            "event.toml:2: rules.rounds: Error while parsing decimal integer: '99999999999999999999' is not "
            "representable in 64 bits");
  EXPECT_EQ(std::string(toml_error("[rules.points]\nwin = 2\ndraw = 1 1\n").what()).substr(0, 30),
            "event.toml:3: rules.points.dra");
  EXPECT_EQ(std::string(toml_error("[rules]\n[[[\n").what()).find("event.toml:2: Error"), 0u);  // no key
  // An unknown tiebreak name is the file's, at its line (the mix with --set is checked after).
  EXPECT_EQ(std::string(toml_error("[rules]\nrounds = 3\ntiebreaks = [\"wins\", \"bogus\"]\n").what())
                .substr(0, 62),
            "event.toml:3: rules.tiebreaks: unknown criterion 'bogus'; know");
  // No [rules] table (a typo, an empty file, the wrong file) is refused: it would change nothing.
  EXPECT_EQ(
      std::string(toml_error("\n[rule]\nrounds = 3\n").what()),
      "event.toml:2: rules: no [rules] table: a rules file holds its settings under [rules] (the file has "
      "rule)");
  EXPECT_EQ(std::string(toml_error("").what()),
            "event.toml: rules: no [rules] table: a rules file holds its settings under [rules] "
            "(the file has none)");
}

TEST(RulesToml, UnknownKeyNamesFileLineAndKey) {
  const InputError e = toml_error("# rules\n\n[rules.points]\nwin = 2\nwinn = 3\n");
  EXPECT_EQ(e.file(), "event.toml");
  EXPECT_EQ(e.line(), 5);
  EXPECT_EQ(e.key(), "rules.points.winn");
  EXPECT_NE(e.reason().find("unknown setting"), std::string::npos) << e.what();
}

// A table is a group of settings; a setting given as a table, or a table no setting is in, is
// refused even empty (`rounds = {}` had set nothing and said nothing).
TEST(RulesToml, TablesAreGroupsOfSettingsOnly) {
  InputError e = toml_error("[rules]\nrounds = 7\ntiebreaks = {}\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "rules.tiebreaks");
  EXPECT_EQ(e.reason(), "expected a setting value, not a group of settings");
  e = toml_error("[rules]\nrounds = 7\n\n[rules.pionts]\n");
  EXPECT_EQ(e.line(), 4);
  EXPECT_EQ(e.key(), "rules.pionts");
  EXPECT_EQ(e.reason().rfind("unknown group of settings; groups: points, ", 0), 0) << e.what();
  // An empty group of settings sets nothing and would say nothing: refused too, at its line.
  for (const char* text : {"[rules]\nrounds = 7\n[rules.points]\n", "[rules]\nrounds = 7\npoints = {}\n"}) {
    e = toml_error(text);
    EXPECT_EQ(e.line(), 3) << text;
    EXPECT_EQ(e.key(), "rules.points") << text;
    EXPECT_EQ(e.reason().rfind("an empty group of settings sets nothing: give its settings (points.", 0), 0)
        << e.what();
  }
  EXPECT_EQ(parse_rules_toml("[rules.points]\nwin = 2\n", "event.toml"), RuleSet{});  // the default win
}

TEST(RulesToml, WrongTypeNamesLine) {
  const InputError e = toml_error("[rules]\nrounds = 7\nbye_counts_as_win = \"yes\"\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "rules.bye_counts_as_win");
  EXPECT_EQ(e.reason(), "expected true or false, got a string");
}

TEST(RulesToml, BadValuesListsAndDatesNameLine) {
  InputError e = toml_error("[rules]\n\nfirst_round = \"random\"\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_NE(e.reason().find("allowed: fold, lots, full_draw, adjacent"), std::string::npos) << e.what();
  e = toml_error("[rules]\ntiebreaks = [\n  \"wins\",\n  1.5,\n]\n");
  EXPECT_EQ(e.line(), 4);
  EXPECT_EQ(e.key(), "rules.tiebreaks");
  e = toml_error("[rules]\nrounds = 2021-05-01\n");
  EXPECT_EQ(e.line(), 2);
  e = toml_error("rules = 3\n");
  EXPECT_EQ(e.key(), "rules");
}

TEST(RulesToml, SyntaxErrorNamesLine) {
  const InputError e = toml_error("[rules]\nrounds = 7\nboards = = 3\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.file(), "event.toml");
  EXPECT_FALSE(e.reason().empty());
}

TEST(RulesToml, InconsistentSettingsAreRefused) {
  const InputError e = toml_error("[rules]\nrounds = 3\n\n[rules.points]\nwin = 1\ndraw = 1\n");
  EXPECT_EQ(e.line(), 4);  // the [rules.points] table
  EXPECT_EQ(e.key(), "rules.points");
  EXPECT_NE(e.reason().find("win > draw"), std::string::npos) << e.what();
}

TEST(RulesToml, AvoidanceInARoundTheEventNeverPlaysIsRefused) {  // P1-7
  const InputError e = toml_error("[rules]\nrounds = 9\navoid_same_team_rounds = [1, 12]\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "rules.avoid_same_team_rounds");
  EXPECT_EQ(e.reason(), "round 12 is past the event's 9 rounds (rules.rounds): remove it");
  EXPECT_EQ(parse_rules_toml("[rules]\nrounds = 9\navoid_same_team_rounds = [1, 9]\n", "event.toml")
                .avoid_same_team_rounds,
            (std::vector<int>{1, 9}));
}

// PI-10: the final is the event's last round — a final in the middle of the event is refused by
// every reader of a rule set (a rules file, --set on a record, the record itself).
TEST(RulesToml, AFinalBeforeTheLastRoundIsRefusedPI10) {
  const InputError e = toml_error("[rules]\nrounds = 5\nfinal_after_round = 2\n");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.key(), "rules.final_after_round");
  EXPECT_EQ(e.reason(), "the final is the last round: final_after_round must be rounds - 1 (4), got 2");
  EXPECT_EQ(parse_rules_toml("[rules]\nrounds = 5\nfinal_after_round = 4\n", "event.toml").final_after_round,
            4);
}

// A rules file need not be complete: `--set rounds=N` after it may give the rounds a knockout's
// first stage needs (KO-5); the plan and the record refuse them unset (check_event_plan, V-7).
TEST(RulesToml, AKnockoutFileWithoutRoundsIsCompletedLater) {
  const RuleSet r = parse_rules_toml(
      "[rules]\nknockout = \"top_four\"\nplayoff_places = \"all\"\ntiebreaks = [\"cn-14.3.1\", "
      "\"playoff\"]\n",
      "nk.toml");
  EXPECT_EQ(r.knockout, Knockout::top_four);
  EXPECT_EQ(r.rounds, 0);
  Record rec;
  rec.rules = r;
  try {
    check_record(rec, "r.json");
    ADD_FAILURE() << "a knockout without rounds was accepted in a record";
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "rules.rounds");
    EXPECT_EQ(e.reason(), "a knockout stage follows a first stage: set its rounds (KO-5)");
  }
}

TEST(RulesToml, LoadsAFileAndRefusesAMissingOne) {
  const auto path = test::temp_dir("rules-toml") / "rules.toml";
  std::ofstream(path) << "[rules]\nformat = \"team_swiss\"\nboards = 4\nboard_colours = \"RBRB\"\n";
  const RuleSet r = load_rules_toml(path.string());
  EXPECT_EQ(r.boards, 4);
  EXPECT_EQ(r.board_colours, "RBRB");
  std::filesystem::remove(path);
  try {
    load_rules_toml(path.string());
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), path.string());
    EXPECT_EQ(e.reason(), "cannot open the file: No such file or directory");
  }
  std::filesystem::remove_all(path.parent_path());
}

// ------------------------------------------------------------------ JSON "rules"

RuleSet all_changed() {  // every setting away from its default
  RuleSet r;
  r.format = EventFormat::team_swiss;
  r.rounds = 9;
  r.final_after_round = 8;
  r.points = {2, 1, 0, 1, 2};
  r.match_points = {5, 0, 2, 3};
  r.forfeit_counts_as_win = false;
  r.bye_counts_as_win = false;
  r.bye_opponent_score = ByeOpponentScore::zero;
  r.bye_colour_mark = ByeColourMark::count;
  r.tiebreaks = {"opponent_score", "wins"};
  r.team_tiebreaks = {"match_points"};
  r.previous_round = PreviousRound::round_totals;
  r.strong_opponent_score = StrongOpponent::best_opponent_rank;
  r.category_full_places_min = 5;
  r.category_ranking = CategoryRanking::separate;
  r.category_places_max = 6;
  r.team_best = 3;
  r.first_round = FirstRound::fold;
  r.first_round_colours = FirstRoundColours::parity;
  r.colour_tiebreak = ColourTiebreak::number_parity;
  r.avoid_same_team_rounds = {1, 2};
  r.competition_codes = true;
  r.lh_tie = LhTie::parity;
  r.boards = 4;
  r.board_colours = "RB";
  r.score_group_method = ScoreGroupMethod::fold;
  return r;
}

TEST(RulesJson, EverySettingRoundTrips) {
  for (const RuleSet& r : {RuleSet{}, all_changed()}) {
    const nlohmann::ordered_json j = rules_to_json(r);
    RuleSet back;
    apply_rules_json(back, nlohmann::json::parse(j.dump()), "r.json");
    EXPECT_EQ(back, r) << j.dump(2);
  }
  EXPECT_NE(all_changed(), RuleSet{});
}

TEST(RulesJson, NestedLikeTomlWithWholePointsAsIntegers) {
  const nlohmann::ordered_json j = rules_to_json(RuleSet{});
  EXPECT_EQ(j["points"]["win"].dump(), "2");
  EXPECT_EQ(j["match_points"]["draw_away"].dump(), "1");
  EXPECT_EQ(j["points"]["draw_red"].dump(), "-1");
  EXPECT_EQ(j["tiebreaks"].dump(), R"(["cn-14.3.1"])");
  RuleSet half;
  half.points = {2, 1, 0, -1, -1};
  EXPECT_EQ(rules_to_json(half)["points"]["draw"].dump(), "0.5");
  size_t leaves = 0;
  for (const RuleSetting& s : rule_settings()) {
    const nlohmann::ordered_json* node = &j;
    std::string key(s.key);
    for (size_t dot; (dot = key.find('.')) != std::string::npos; key.erase(0, dot + 1))
      node = &node->at(key.substr(0, dot));
    EXPECT_TRUE(node->contains(key)) << s.key;
    ++leaves;
  }
  EXPECT_EQ(leaves, rule_settings().size());
}

TEST(RulesJson, ErrorsNameThePath) {
  RuleSet r;
  try {
    apply_rules_json(r, nlohmann::json::parse(R"({"points": {"win": "two"}})"), "rec.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "rec.json");
    EXPECT_EQ(e.key(), "rules.points.win");
  }
  try {
    apply_rules_json(r, nlohmann::json::parse(R"({"tiebreaks": ["wins", null]})"), "rec.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.key(), "rules.tiebreaks[1]");
  }
  EXPECT_THROW(apply_rules_json(r, nlohmann::json::parse("[1]"), "rec.json"), InputError);
  for (const char* text : {R"({"rounds": {}})", R"({"format": {}})", R"({"nope": {}})",
                           R"({"points": {"win": {}}})", R"({"match_points": {}})"}) {
    try {
      apply_rules_json(r, nlohmann::json::parse(text), "rec.json");
      ADD_FAILURE() << text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.file(), "rec.json");
      EXPECT_NE(e.reason().find("group of settings"), std::string::npos) << e.what();
    }
  }
  EXPECT_EQ(r, RuleSet{});
}

// ------------------------------------------------------------------ docs

TEST(RulesDocs, EveryRegisteredKeyIsDocumented) {
  std::ifstream in(XQ_SOURCE_DIR "/docs/rules-file.md");
  ASSERT_TRUE(in) << "docs/rules-file.md is missing";
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  for (const RuleSetting& s : rule_settings()) {
    const std::string row = "| `" + std::string(s.key) + "` | " + std::string(s.rule) + " |";
    EXPECT_NE(doc.find(row), std::string::npos) << "docs/rules-file.md has no row starting " << row;
    const std::string def = "`" + rule_value_text(get_rule(RuleSet{}, s.key)) + "`";
    const size_t at = doc.find(row);
    if (at != std::string::npos) {
      EXPECT_NE(doc.substr(at, doc.find('\n', at) - at).find(def), std::string::npos)
          << s.key << ": the row does not give the default " << def;
    }
  }
}

}  // namespace
}  // namespace xq
