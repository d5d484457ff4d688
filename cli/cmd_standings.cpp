// xqsim standings RECORD: the table with every tiebreak column; --category NAME a category's
// ranking (T-14); --teams the team standings (PT-14) or the team ranking from places (T-13).
#include <boost/program_options.hpp>
#include <ostream>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/placement.hpp"
#include "pairing/pairing.hpp"
#include "pairing/roundrobin/groups.hpp"
#include "pairing/standings/derived_rankings.hpp"
#include "pairing/standings/final_outcome.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "reports/standings_report.hpp"
#include "verify/verify.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

// `title` (table only; CSV and JSON carry none), then the table or its CSV.
void write_table(const TextTable& t, const std::string& title, const std::string& format, Io io) {
  if (format == "csv") {
    t.write_csv(io.out);
    return;
  }
  if (!title.empty()) io.out << title << '\n';
  t.write_text(io.out);
}

bool has_team_names(const Record& record) {
  for (const Entrant& e : record.entrants)
    if (!e.team.empty()) return true;
  return false;
}

}  // namespace

int run_standings(const std::vector<std::string>& args, Io io) {
  std::string record_path;
  std::string format = "table";
  bool teams = false;
  std::string category, group;
  int stage = kNotGiven;
  bool by_category = false;
  RuleOptions rule_opts;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "tournament record, .json or .trf")("format", po::value(&format)->value_name("FMT"),
                                                         "table (default), csv or json")(
      "teams", po::bool_switch(&teams),
      "team standings (PT-14) of a team event; of an individual event, the team ranking from the "
      "players' places (T-13)")(
      "category", po::value<std::string>()->value_name("NAME")->notifier([&](const std::string& v) {
        category = v;
        by_category = true;
      }),
      "the ranking of one category (T-14, by the category_ranking setting)")(
      "group", po::value(&group)->value_name("NAME")->notifier(non_empty("--group")),
      "the ranking of one group of a round robin with groups (RR-2: A, B, …), its members among themselves")(
      "stage", po::value(&stage)->value_name("N"),
      "an event with a knockout (KO-5): 1 = the first stage's standings; default: the event's final places");
  add_rule_options(desc, rule_opts);
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(args, desc, pos,
                          "xqsim standings RECORD [--tiebreaks LIST] [--set KEY=VALUE …] [--rules FILE] "
                          "[--format table|csv|json] [--teams | --category NAME | --group NAME | --stage 1]",
                          io))
    return kOk;
  if (format != "table" && format != "csv" && format != "json")
    throw InputError("", 0, "--format", "expected table, csv or json, got '" + format + "'");
  if (stage != kNotGiven && stage != 1)
    throw InputError("", 0, "--stage", "only --stage 1 (the first stage) exists");
  if (teams + by_category + !group.empty() > 1)
    throw InputError("", 0, by_category ? "--category" : "--group",
                     "give one of --teams, --category, --group");

  Record full = read_record_noting("standings", record_path, io.err);
  check_playoff_games(full, record_path);  // T-12.1, T-12.5: the record's play-offs under its own rules
  apply_rule_options(full, rule_opts, record_path);
  // PI-10: a TRF marks no final — the game of round N + 1 between the top two after round N is
  // taken as it, as verify and regress take it; unmarked, the final's winner was ranked by points.
  std::string final_note;
  if (std::optional<Record> marked = mark_unmarked_final(full, &final_note)) full = std::move(*marked);
  // PI-10 asked for (the record's rules or --set) and no final found: ranked without one, said.
  if (const int f = full.rules.final_after_round; f > 0 && full.rounds.size() > static_cast<size_t>(f) &&
                                                  full.rules.format == EventFormat::swiss &&
                                                  !find_final(full)) {
    // (with fewer than two playing round N + 1 — the rest withdrawn or absent — none is paired)
    const auto playing = std::count_if(full.entrants.begin(), full.entrants.end(), [&](const Entrant& e) {
      return availability(e, f + 1) == Availability::plays;
    });
    const std::string why = playing < 2
                                ? "fewer than two play round " + std::to_string(f + 1) + ": none is paired"
                            : final_note.empty() ? "no game marked final"
                                                 : final_note;
    io.err << "xqsim standings: warning: " << record_path << ": final_after_round = " << f << ", but round "
           << f + 1 << " holds no PI-10 final (" << why << "): ranked by the standings, with no final\n";
  }
  // PI-10, KO-3: a final still being played (drawn, its next game to come) places the two by the
  // standings for now; the table says so rather than print places that may yet swap.
  if (const std::optional<FinalOutcome> final = find_final(full);
      final && !final->decided && !final->lost_by_both) {
    const std::vector<Game>& games = full.rounds.at(static_cast<size_t>(final->round - 1)).games;
    const bool to_enter = std::any_of(games.begin(), games.end(), [&](const Game& g) {
      return g.result == Result::pending && (g.kind == GameKind::final_game || g.kind == GameKind::playoff) &&
             (g.red == final->winner || g.black == final->winner);
    });
    io.err << "xqsim standings: warning: " << record_path << ": places 1 and 2 go to the winner of the final "
           << "(PI-10, round " << final->round << "), not decided yet: ranked by the standings until it is ("
           << (to_enter ? "its game to play: enter the result with xqsim results"
               : full.source.lacks(RecordInput::game_kinds)
                   ? "drawn here, and TRF keeps no play-off games: a winner by play-off is in the JSON "
                     "record only"
                   : "drawn: xqsim pair schedules its next game, KO-3")
           << ")\n";
  }
  if (stage == 1 && full.rules.knockout == Knockout::none)  // KO-5: only a knockout makes stages
    throw InputError(record_path, 0, "--stage",
                     "the event has one stage (no knockout, rules.knockout = none): leave --stage out");
  const bool json = format == "json";
  // KO-5: the tables below are the first stage's; the event's places come from its knockout.
  const Record record = first_stage(full);
  // V-2: a round where a player is placed nowhere without a reason counts 0 for him here; pair
  // refuses such a record (pairing/model/placement), the standings say it and go on.
  if (const PlacementGaps gaps = placement_gaps(record); gaps.round != 0)
    io.err << "xqsim standings: warning: " << record_path << ": " << placement_gap_text(record, gaps)
           << (gaps.team != 0  ? " (the round counts 0 for the team and its players here)\n"
               : gaps.more > 0 ? " (each such round counts 0 for the player here)\n"
                               : " (the round counts 0 for him here)\n");
  const bool knockout_started =
      full.rules.knockout != Knockout::none && full.rounds.size() > record.rounds.size();
  if (knockout_started && stage != 1 && !teams && !by_category && group.empty()) {
    std::vector<EventPlace> places;
    try {
      places = event_places(full);
    } catch (const InputError& e) {
      throw InputError(record_path, e.line(), e.key(), e.reason());
    }
    if (json) {
      io.out << event_places_json(full, places).dump(2) << '\n';
      return kOk;
    }
    // As export titles them (KO-5): "final" once every match is decided, else after the knockout
    // rounds decided so far.
    const int decided = knockout_rounds_decided(full);
    write_table(event_places_table(full, places),
                (knockout_over(full) ? std::string("Final places (KO-5): ")
                 : decided == 0 ? std::string("Places after the first stage, the knockout under way (KO-5): ")
                                : "Places after knockout round " + std::to_string(decided) + " (KO-5): ") +
                    std::string(full.rules.knockout == Knockout::cross
                                    ? "every place from the cross knockout (KO-2)"
                                    : "1-4 from the knockout (KO-1), 5.. from stage 1") +
                    (full.teams.empty() ? "; stage 1 alone: --stage 1"
                                        : "; stage 1 alone: --stage 1 --teams (its players: --stage 1)"),
                format, io);
    return kOk;
  }

  if (teams && !record.teams.empty()) {  // a team event: PT-14
    const Standings s = compute_team_standings(record);
    if (json)
      io.out << standings_json(record, s, true).dump(2) << '\n';
    else
      write_table(team_standings_table(record, s),
                  knockout_started  // KO-4: the knockout does not change the first stage's table
                      ? "First stage (rounds 1–" + std::to_string(record.rounds.size()) +
                            ", PT-14); the event's places (KO-5): xqsim standings"
                      : "",
                  format, io);
    return kOk;
  }
  if (teams && !has_team_names(record))
    throw InputError(record_path, 0, "--teams",
                     "the record has no teams: not a team event, and no entrant has a team (T-13)");

  // T-13.1, T-14.1: "the final places" — with a knockout (KO-5) its places once it has decided
  // them all; --stage 1 ranks the first stage.
  MainRanking ranking;
  bool knockout_open = false;  // (read first: a knockout that follows no bracket is refused, KO-3)
  try {
    knockout_open = knockout_started && !knockout_over(full);
  } catch (const InputError& e) {
    throw InputError(record_path, e.line(), e.key(), e.reason());
  }
  try {
    ranking = final_main_ranking(stage == 1 ? record : full, record);
  } catch (const InputError& e) {  // (a place the knockout has still to decide: named by the option)
    throw InputError(record_path, e.line(),
                     teams         ? "--teams"
                     : by_category ? "--category"
                                   : e.key(),
                     e.reason() + (knockout_open ? "; --stage 1 ranks the first stage" : ""));
  }
  const Standings& main = ranking.standings;
  const std::vector<EntrantId>& by_knockout = ranking.by_knockout;
  if (teams) {  // an individual event: T-13 from the main ranking
    const std::vector<TeamPlacing> t = team_ranking_from_individuals(record, main);
    if (json)
      io.out << team_ranking_json(record, main, t).dump(2) << '\n';
    else
      write_table(team_ranking_table(record, main, t),
                  "Team ranking (T-13): the sum of each team's best " +
                      std::to_string(record.rules.team_best) +
                      (by_knockout.empty() ? " places" : " final places (KO-5)"),
                  format, io);
    return kOk;
  }
  if (!group.empty()) {  // RR-2.5: a group ranked among itself
    size_t index = 0;
    try {
      index = find_group(record, group);
    } catch (const InputError& e) {
      throw InputError(record_path, 0, e.key(), e.reason());
    }
    const std::vector<EntrantId> members = round_robin_groups(record)[index];
    const Standings s = compute_standings(record, main.criteria, members);
    if (json)
      io.out << standings_json(record, s).dump(2) << '\n';
    else
      write_table(standings_table(record, s),
                  "Group " + group + " (RR-2): " + std::to_string(members.size()) +
                      " entrants ranked among themselves",
                  format, io);
    return kOk;
  }
  if (by_category) {
    CategoryStandings c;
    try {
      c = category_standings(record, main, category, by_knockout);
    } catch (const InputError& e) {
      throw InputError(record_path, 0, "--category", e.reason());
    }
    if (json)
      io.out << category_json(record, c).dump(2) << '\n';
    else
      write_table(category_table(record, c), category_title(c), format, io);
    return kOk;
  }

  const std::string note = merged_table_note(record);      // RR-3.3
  const std::string by_final = final_places_note(record);  // PI-10: places 1-2, which points do not show
  if (json) {
    nlohmann::json j = standings_json(record, main);
    if (!note.empty()) j["official"] = false, j["note"] = note;
    if (!by_final.empty()) j["final"] = by_final;
    io.out << j.dump(2) << '\n';
    return kOk;
  }
  if (format == "csv")  // the CSV stays a table: its notes on stderr
    for (const std::string& n : {note, by_final})
      if (!n.empty()) io.err << n << '\n';
  write_table(standings_table(record, main),
              note.empty() || by_final.empty() ? note + by_final : note + "\n" + by_final, format, io);
  return kOk;
}

}  // namespace xq::cli
