#include "pairing/model/field_changes.hpp"

#include <algorithm>
#include <charconv>

#include "pairing/model/errors.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

std::string who(const Entrant& e) { return std::to_string(e.id) + " (" + e.name + ")"; }

[[noreturn]] void refuse(const std::string& file, const std::string& key, const std::string& reason) {
  throw InputError(file, 0, key, reason);
}

// What every change needs: an individual event (team events keep their team lists, issue 14).
void require_individual(const Record& record, const std::string& file, const std::string& what) {
  if (record.rules.format == EventFormat::team_swiss || !record.teams.empty())
    refuse(file, "format", what + " in a team event is not supported: the team lists stay as entered");
}

// A round a change can still apply to: not paired yet, within the event's rounds (a knockout's
// too: its bracket stays, the one kept out loses his match by forfeit, KO-3.7 — docs/knockout.md),
// at or after the entrant's first round.
void require_open_round(const Record& record, const Entrant& e, int round, const std::string& file,
                        const std::string& key, const std::string& what) {
  const int paired = static_cast<int>(record.rounds.size());
  const int rounds = event_rounds(record.rules);
  if (round < 1) refuse(file, key, "rounds are numbered from 1, got " + std::to_string(round));
  if (round <= paired) {
    // The rounds still open: none once the event's last round is paired (rounds set).
    const bool none_left = record.rules.rounds > 0 && paired >= rounds;
    refuse(file, key,
           "round " + std::to_string(round) + " is paired already (the record has " + std::to_string(paired) +
               (paired == 1 ? " round" : " rounds") + (none_left ? ", every round of the event" : "") +
               "): " + what + " applies to a round not yet paired, " +
               (none_left ? "and none is left" : std::to_string(paired + 1) + " or later") +
               "; to change round " + std::to_string(paired) + ", remove it first with xqsim unpair");
  }
  if (record.rules.rounds > 0 && round > rounds)
    refuse(file, key,
           "the event has " + std::to_string(rounds) + " rounds (rules.rounds" +
               (record.rules.knockout != Knockout::none ? " and the knockout's 2" : "") +
               "): there is no round " + std::to_string(round) + " to leave " + who(e) + " out of");
  if (round < e.entry_round)
    refuse(file, key,
           who(e) + " entered late and plays from round " + std::to_string(e.entry_round) + ": round " +
               std::to_string(round) + " is before his first round");
}

// Every game of the last round has a result ("the event is complete" once all are paired).
bool last_round_finished(const Record& record) {
  if (record.rounds.empty()) return true;
  const std::vector<Game>& games = record.rounds.back().games;
  return std::none_of(games.begin(), games.end(), [](const Game& g) { return g.result == Result::pending; });
}

}  // namespace

EntrantId find_entrant(const Record& record, const std::string& given, const std::string& file) {
  const std::string text = trimmed(given);  // as the entry list reads a name: spaces around it dropped
  int number = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (!text.empty() && ec == std::errc() && end == text.data() + text.size()) {
    if (number < 1 || number > record.entrant_count())
      refuse(file, "PLAYER",
             "no player with start number " + text + " (start numbers 1.." +
                 std::to_string(record.entrant_count()) + ")");
    return number;
  }
  std::vector<EntrantId> named;
  for (const Entrant& e : record.entrants)
    if (e.name == text) named.push_back(e.id);
  if (named.empty())
    refuse(file, "PLAYER", "no player named '" + text + "' (give the exact name or the start number)");
  if (named.size() > 1) {
    std::string ids;
    for (EntrantId id : named) ids += (ids.empty() ? "" : ", ") + std::to_string(id);
    refuse(file, "PLAYER",
           "'" + text + "' names " + std::to_string(named.size()) + " players (start numbers " + ids +
               "): give the start number");
  }
  return named.front();
}

int withdraw_entrant(Record& record, EntrantId id, std::optional<int> from_round, const std::string& file,
                     std::vector<int>* dropped, const PlayoffsLeft& left) {
  require_individual(record, file, "a withdrawal");
  Entrant& e = record.entrants.at(static_cast<size_t>(id - 1));
  const int round = from_round.value_or(static_cast<int>(record.rounds.size()) + 1);
  if (e.withdrawn_from_round > 0)
    refuse(file, "PLAYER",
           who(e) + " is withdrawn already, from round " + std::to_string(e.withdrawn_from_round));
  if (!from_round && record.rules.rounds > 0 && round > event_rounds(record.rules)) {
    const std::string n = std::to_string(record.rounds.back().number);
    const std::string all = "all " + std::to_string(event_rounds(record.rules)) + " rounds are paired";
    // KO-3.7, S-2: one absent from a play-off game loses it by forfeit (no round is left to leave).
    if (left.kind != PlayoffsLeft::Kind::none) {
      const bool plays = left.players.empty() /* not known */ ||
                         std::find(left.players.begin(), left.players.end(), id) != left.players.end();
      refuse(file, "--from-round",
             all +
                 (left.kind == PlayoffsLeft::Kind::being_played
                      ? " and play-off games of round " + n + " are being played"
                      : " and entered, and play-off games are still to come (KO-3, T-12)") +
                 ", so there is no round left to withdraw " + who(e) + " from" +
                 (!plays ? std::string(": none of those games is his")
                  : left.kind == PlayoffsLeft::Kind::being_played
                      ? ": if he leaves, enter his play-off game lost by forfeit (S-2, KO-3.7) with xqsim "
                        "results (+/- or -/+ on its board)"
                      : ": if he leaves, pair them with xqsim pair and enter his game lost by forfeit (S-2, "
                        "KO-3.7) with xqsim results (+/- or -/+)"));
    }
    refuse(
        file, "--from-round",
        last_round_finished(record)
            ? "the event is complete: " + all + ", so there is no round left to withdraw " + who(e) + " from"
            : "every round is paired and round " + n + " is not finished: to withdraw " + who(e) +
                  " from round " + n + ", remove it first with xqsim unpair and give --from-round " + n +
                  " (or enter his game of round " + n + " lost by forfeit, S-2)");
  }
  require_open_round(record, e, round, file, "--from-round", "a withdrawal");
  e.withdrawn_from_round = round;
  // An absence announced for a round the withdrawal covers gives way to it, as `absent` after
  // `withdraw` is refused ("not paired anyway"): the withdrawal decides the round (availability
  // puts it first, so the round scored 0 already); kept, the record said two things of one round.
  for (const int r : e.absent_rounds)
    if (r >= round && dropped) dropped->push_back(r);
  std::erase_if(e.absent_rounds, [round](int r) { return r >= round; });
  return round;
}

void announce_absence(Record& record, EntrantId id, int round, const std::string& file) {
  require_individual(record, file, "an absence");
  Entrant& e = record.entrants.at(static_cast<size_t>(id - 1));
  require_open_round(record, e, round, file, "--round", "an absence");
  if (e.withdrawn_from_round > 0 && round >= e.withdrawn_from_round)
    refuse(file, "--round",
           who(e) + " is withdrawn from round " + std::to_string(e.withdrawn_from_round) +
               ": he is not paired in round " + std::to_string(round) + " anyway");
  if (std::find(e.absent_rounds.begin(), e.absent_rounds.end(), round) != e.absent_rounds.end())
    refuse(file, "--round",
           who(e) + "'s absence in round " + std::to_string(round) + " is announced already");
  e.absent_rounds.insert(std::upper_bound(e.absent_rounds.begin(), e.absent_rounds.end(), round), round);
}

EntrantId add_entrant(Record& record, Entrant entrant, const std::string& file, const PlayoffsLeft& left) {
  require_individual(record, file, "a late entry");
  if (record.rules.format == EventFormat::round_robin)
    refuse(
        file, "format",
        "a round robin cannot take a late entry: its Berger table is fixed by the number of entrants (RR-1)");
  if (record.rules.knockout != Knockout::none)
    refuse(file, "knockout",
           "an event with a knockout stage (KO-5) cannot take a late entry: its bracket is "
           "seeded from the first stage's field");
  const int next = static_cast<int>(record.rounds.size()) + 1;
  if (next == 1 && std::any_of(record.entrants.begin(), record.entrants.end(),
                               [](const Entrant& e) { return e.code.has_value(); }))
    refuse(
        file, "--name",
        "the entry list gave drawn numbers (P1-4) and round 1 is not paired: a player added now would have "
        "none, and pair refuses a list where some have one; put him in the entry list with his number and "
        "init again (or add him once round 1 is paired)");
  if (record.rules.rounds > 0 && next > record.rules.rounds)
    refuse(file, "rounds",
           std::string(last_round_finished(record) && left.kind == PlayoffsLeft::Kind::none
                           ? "the event is complete: "
                           : "") +
               "all " + std::to_string(record.rules.rounds) +
               " rounds are paired, so a late entry has no round to play" +
               (left.kind != PlayoffsLeft::Kind::none ? " (only play-off games are left)" : ""));
  // As the entry list reads its cells: spaces around a name, team or category are not part of it.
  for (std::string* text : {&entrant.name, &entrant.team, &entrant.category}) *text = trimmed(*text);
  if (entrant.name.empty()) refuse(file, "--name", "a player needs a name");
  for (const auto& [option, text] :
       {std::pair{"--name", &entrant.name}, {"--team", &entrant.team}, {"--category", &entrant.category}})
    if (has_control_character(*text)) refuse(file, option, std::string(kControlCharacterReason));
  if (entrant.rating > kMaxRating)
    refuse(file, "--rating", "a rating is at most " + std::to_string(kMaxRating));
  // As the entry list: a name once in each team (homonyms are common). A late entry given
  // without a team whose name is entered already is taken for the same player entered twice (the
  // message says to give --team); one given a team of his own is another player.
  for (const Entrant& e : record.entrants)
    if (e.name == entrant.name && (e.team == entrant.team || entrant.team.empty()))
      refuse(file, "--name",
             "'" + entrant.name + "' is in the record already, start number " + std::to_string(e.id) +
                 (e.team.empty() || e.team == entrant.team
                      ? std::string()
                      : " (team '" + e.team + "'): give --team to enter another player of that name"));
  if (entrant.rating < 0) refuse(file, "--rating", "a rating cannot be negative");
  entrant.id = record.entrant_count() + 1;  // the others keep their numbers
  entrant.seed = 0;
  entrant.code.reset();
  entrant.withdrawn_from_round = 0;
  entrant.absent_rounds.clear();
  entrant.entry_round = next;
  record.entrants.push_back(std::move(entrant));
  return record.entrants.back().id;
}

}  // namespace xq
