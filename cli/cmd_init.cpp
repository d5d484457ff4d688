// xqsim init --entrants LIST.csv --out RECORD: a new event's record (no rounds) from an entry
// list (docs/entry-list.md) and a rule set.
#include <algorithm>
#include <boost/program_options.hpp>
#include <filesystem>
#include <ostream>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/event_plan.hpp"
#include "pairing/io/entry_list.hpp"
#include "pairing/io/record_file.hpp"
#include "pairing/io/record_lock.hpp"
#include "pairing/io/text_file.hpp"
#include "pairing/io/trf.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/utf8.hpp"
#include "pairing/pair_record.hpp"
#include "pairing/roundrobin/groups.hpp"

namespace po = boost::program_options;

namespace xq::cli {
namespace {

std::string format_name(EventFormat f) {
  switch (f) {
    case EventFormat::swiss: return "swiss";
    case EventFormat::team_swiss: return "team_swiss";
    case EventFormat::round_robin: return "round_robin";
  }
  return "";
}

// The event's facts for TRF's header lines (issue 14 item 4): --federation as 3 letters, the
// dates as YYYY/MM/DD (or YYYY-MM-DD), the end not before the start; a bad one names its option.
struct EventOptions {
  EventInfo info;
  std::string round_dates;  // --round-dates D1,D2,…
};

void add_event_options(po::options_description& desc, EventOptions& o) {
  desc.add_options()("city", po::value(&o.info.city)->value_name("TEXT"), "the event's city (TRF 022)")(
      "federation", po::value(&o.info.federation)->value_name("CODE"),
      "the federation of the event, 3 letters such as CHN (TRF 032)")(
      "start-date", po::value(&o.info.start_date)->value_name("DATE"), "first day, YYYY/MM/DD (TRF 042)")(
      "end-date", po::value(&o.info.end_date)->value_name("DATE"), "last day, YYYY/MM/DD (TRF 052)")(
      "type", po::value(&o.info.type)->value_name("TEXT"),
      "type of tournament (TRF 092; default: from the rules, e.g. \"Individual: Swiss-System\")")(
      "chief-arbiter", po::value(&o.info.chief_arbiter)->value_name("NAME"), "chief arbiter (TRF 102)")(
      "deputy-arbiter", po::value(&o.info.deputy_arbiters)->value_name("NAME")->composing(),
      "a deputy chief arbiter (TRF 112); repeat for each")(
      "time-control", po::value(&o.info.time_control)->value_name("TEXT"), "time control (TRF 122)")(
      "round-dates", po::value(&o.round_dates)->value_name("LIST"),
      "the rounds' dates in order, comma-separated YYYY/MM/DD, an empty item for a round not dated yet "
      "(TRF 132; xqsim pair --date sets one later)");
}

EventInfo checked_event_info(const EventOptions& o) {
  EventInfo info = o.info;
  if (!o.round_dates.empty())
    for (const std::string& item : split_commas(o.round_dates)) {
      std::string date = trimmed(item);
      normalize_option(date, parse_date, kDateExpected, "",
                       "--round-dates (round " + std::to_string(info.round_dates.size() + 1) + ")");
      info.round_dates.push_back(date);
    }
  while (!info.round_dates.empty() && info.round_dates.back().empty()) info.round_dates.pop_back();
  normalize_option(info.federation, parse_federation, kFederationExpected, "", "--federation");
  normalize_option(info.start_date, parse_date, kDateExpected, "", "--start-date");
  normalize_option(info.end_date, parse_date, kDateExpected, "", "--end-date");
  if (const std::optional<std::string> why = event_dates_problem(info))
    throw InputError("", 0, "--end-date", *why);
  for (const std::string& d : info.deputy_arbiters)
    if (d.empty()) throw InputError("", 0, "--deputy-arbiter", "an empty name");
  if (const std::optional<std::string> why = round_dates_problem(info, 0))  // (the rounds: later)
    throw InputError("", 0, "--round-dates", *why);
  return info;
}

}  // namespace

// KO-1.2: the seed column from an earlier event's final places; direct entries after them.
void seed_from_previous(EntryList& list, const std::string& previous_path, std::ostream& err) {
  if (list.has_seeds) throw list.column_error("seed", "give either a seed column or --seeds-from, not both");
  const Record previous = read_record_noting("init", previous_path, err);
  // KO-5.1: a stage ends when its last round is complete and every play-off it needs is decided;
  // only then is the next stage seeded.
  if (const std::string why = event_not_over(previous); !why.empty())
    throw InputError(previous_path, 0, "--seeds-from",
                     "the event is not over, so its places cannot seed the next stage (KO-5.1): " + why);
  std::vector<EntrantId> order;
  try {
    order = final_order(previous);
  } catch (const InputError& e) {
    throw InputError(previous_path, e.line(), e.key(), e.reason());
  }
  const auto position = [&](const Entrant& e) {
    for (size_t i = 0; i < order.size(); ++i) {
      const Entrant& p = previous.entrant(order[i]);
      if (p.name == e.name && p.team == e.team) return i;
    }
    return order.size();  // not in the earlier event: a direct entry
  };
  std::vector<size_t> by(list.entrants.size());
  std::vector<size_t> key(list.entrants.size());
  for (size_t i = 0; i < by.size(); ++i) by[i] = i, key[i] = position(list.entrants[i]);
  std::stable_sort(by.begin(), by.end(), [&](size_t a, size_t b) { return key[a] < key[b]; });
  for (size_t s = 0; s < by.size(); ++s) list.entrants[by[s]].seed = static_cast<int>(s + 1);
  list.has_seeds = true;
}

int run_init(const std::vector<std::string>& args, Io io) {
  std::string entrants_path, out_path, event, seeds_from, encoding = "auto";
  bool force = false;
  RuleOptions rule_opts;
  EventOptions event_opts;
  po::options_description desc("options");
  desc.add_options()(
      "entrants", po::value(&entrants_path)->required()->value_name("LIST.csv"),
      "entry list: CSV with a header; columns name (required), team, rating, category, seed, number, sex, "
      "title, fide_id, birth_date, federation (docs/entry-list.md)")(
      "out", po::value(&out_path)->required()->value_name("RECORD"),
      "the record to create, .json (everything) or .trf (TRF-16: keeps less, docs/record-format.md)")(
      "event", po::value(&event)->value_name("NAME"), "the event's name (default: none)")(
      "force", po::bool_switch(&force), "replace RECORD if it exists (default: refuse)")(
      "encoding", po::value(&encoding)->value_name("ENC"),
      "the entry list's encoding: auto (default: UTF-8, else GB18030 with a note), utf-8 or gb18030")(
      "seeds-from", po::value(&seeds_from)->value_name("RECORD"),
      "number round 1 by the final places of an earlier event (its record, e.g. the preliminaries): "
      "entrants found there (by name and team) first in that order, the others (direct entries) after "
      "them in list order (KO-1.2); instead of a seed column");
  add_rule_options(desc, rule_opts);
  add_event_options(desc, event_opts);
  if (!parse_command_line(
          args, desc, {},
          "xqsim init --entrants LIST.csv --out RECORD [--rules FILE] [--set KEY=VALUE …] [--tiebreaks LIST] "
          "[--event NAME] [--city TEXT] [--federation CODE] [--start-date DATE] [--end-date DATE] [--type "
          "TEXT] "
          "[--chief-arbiter NAME] [--deputy-arbiter NAME …] [--time-control TEXT] [--round-dates LIST] "
          "[--seeds-from RECORD] "
          "[--encoding ENC] [--force]",
          io))
    return kOk;

  const EventInfo info = checked_event_info(event_opts);  // before anything is written
  if (const std::optional<std::string> field = event_text_with_control(event, info)) {  // one line each
    std::string option = "--" + (*field == "deputy_arbiters" ? std::string("deputy_arbiter") : *field);
    std::replace(option.begin(), option.end(), '_', '-');
    throw InputError("", 0, option, std::string(kControlCharacterReason));
  }
  prepare_output_file(out_path, "--out");  // a folder that refuses the record: exit 2 now
  const RecordLock lock(out_path);         // two inits, or an init while another command writes
  if (!force && std::filesystem::exists(out_path))
    throw InputError(out_path, 0, "--out",
                     "the file exists: init starts a new event (remove the file or give --force)");
  RuleSet rules;
  apply_rule_options(rules, rule_opts);
  if (rules.format != EventFormat::round_robin && rules.rounds <= 0)
    throw InputError(rule_opts.rules_file, 0, "rounds",
                     "the number of rounds is not set: give `rounds = N` in [rules] or --set rounds=N");
  EntryList list = load_entry_list(entrants_path, parse_sheet_encoding(encoding, "--encoding"));
  if (!list.note.empty()) io.err << "xqsim init: note: " << list.note << '\n';
  if (!seeds_from.empty()) seed_from_previous(list, seeds_from, io.err);
  Record record = make_event_record(list, rules, event);
  record.info = info;
  const int field = record.teams.empty() ? record.entrant_count() : static_cast<int>(record.teams.size());
  try {  // a plan the field cannot play is refused now, not rounds later by pair
    if (record.rules.format == EventFormat::round_robin && record.rules.rounds <= 0)  // RR-1.4: the table's
      record.rules.rounds = round_robin_rounds(field, record.rules.groups, record.rules.cycles);
    check_event_plan(record.rules, field);
  } catch (const InputError& e) {
    if (e.key() == "entrants") throw InputError(entrants_path, 0, "", e.reason());
    if (rule_opts.rules_file.empty()) throw InputError("", 0, e.key(), e.reason());  // --set alone: the key
    throw rules_error(rule_opts, e);
  }
  if (const std::optional<std::string> why = round_dates_problem(info, event_rounds(record.rules)))
    throw InputError("", 0, "--round-dates", *why);
  check_record(record, out_path);
  if (const std::optional<std::string> why = rematch_free_rounds_problem(record.rules, field))
    io.err << "xqsim init: warning: " << *why
           << "; pair stops (exit 1) at the first round with no legal pairing\n";
  if (is_trf_record(out_path)) {  // TRF keeps the rounds and the points only (docs/record-format.md)
    if (record.rules.format != EventFormat::swiss)
      throw InputError(out_path, 0, "format",
                       "a TRF file keeps no format: read back, this event (format = " +
                           std::string(format_name(record.rules.format)) +
                           ") would be paired as an individual Swiss; write the record as .json "
                           "(--out EVENT.json)");
    const std::vector<std::string> unkept = trf_unkept_rules(record.rules);
    if (!unkept.empty()) {
      io.err << "xqsim init: warning: " << out_path
             << ": a TRF file keeps the rounds and the game points only, "
             << "not ";
      for (size_t i = 0; i < unkept.size(); ++i) io.err << (i ? ", " : "") << unkept[i];
      io.err << ": give them again (--rules/--set) to every later command, or write a .json record\n";
    }
  }
  // (Seeds, drawn numbers and categories a TRF file leaves out are in the note: trf_unkept_entries.)
  if (const std::optional<std::string> left_out = save_record(out_path, record))
    io.err << "xqsim init: note: " << out_path << ": " << *left_out << '\n';
  io.out << out_path << ": " << record.entrant_count() << " players";
  if (!record.teams.empty()) io.out << " in " << record.teams.size() << " teams";
  io.out << ", " << format_name(rules.format) << ", " << record.rules.rounds
         << (record.rules.rounds == 1 ? " round" : " rounds") << ", ranked by "
         << rule_value_text(get_rule(record.rules, record.teams.empty() ? "tiebreaks" : "team_tiebreaks"))
         << (record.rules.format == EventFormat::round_robin &&
                     record.rules.tiebreaks == std::vector<std::string>{"wxc-rr"}
                 ? " (RR-4)"
                 : "")
         << "; no round paired yet (next: xqsim pair " << out_path << ")\n";
  return kOk;
}

}  // namespace xq::cli
