// xqsim add RECORD --name N [--team T] [--rating R] [--category C] [FIDE options]: a late entry (issue 14)
// joins an individual Swiss from the next round as start number n + 1; the rounds he missed score
// late_entry_points (S-2; default nothing).
#include <boost/program_options.hpp>

#include "cli/command.hpp"
#include "cli/record_change.hpp"
#include "cli/rule_options.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/field_changes.hpp"
#include "pairing/pair_record.hpp"

namespace po = boost::program_options;

namespace xq::cli {

int run_add(const std::vector<std::string>& args, Io io) {
  std::string record_path, out_path;
  Entrant entrant;
  po::options_description desc("options");
  desc.add_options()("record", po::value(&record_path)->required()->value_name("RECORD"),
                     "the event's record")("name", po::value(&entrant.name)->required()->value_name("N"),
                                           "the player's name (not in the record yet)")(
      "team", po::value(&entrant.team)->value_name("T"),
      "association, club or team (as the entry list's team)")(
      "rating", po::value(&entrant.rating)->value_name("R"), "rating; default 0 = unrated")(
      "category", po::value(&entrant.category)->value_name("C"), "category, e.g. U12 (T-14)")(
      "sex", po::value(&entrant.sex)->value_name("S"), "m or w (also f, 男, 女), for TRF")(
      "title", po::value(&entrant.title)->value_name("T"), "FIDE title: GM, IM, WGM, FM, WIM, CM, WFM, WCM")(
      "fide-id", po::value(&entrant.fide_id)->value_name("ID"), "FIDE id, 1 to 11 digits")(
      "birth-date", po::value(&entrant.birth_date)->value_name("DATE"), "YYYY/MM/DD, or the year alone")(
      "federation", po::value(&entrant.federation)->value_name("CODE"), "3 letters such as CHN")(
      "out", po::value(&out_path)->value_name("RECORD"), "write the record here; default: back to RECORD");
  po::positional_options_description pos;
  pos.add("record", 1);
  if (!parse_command_line(
          args, desc, pos,
          "xqsim add RECORD --name N [--team T] [--rating R] [--category C] [--sex S] [--title T] "
          "[--fide-id ID] [--birth-date DATE] [--federation CODE] [--out RECORD]",
          io))
    return kOk;
  // The entry list's FIDE columns (docs/entry-list.md), checked before the record is touched.
  normalize_option(entrant.sex, parse_sex, kSexExpected, "", "--sex");
  normalize_option(entrant.title, parse_title, kTitleExpected, "", "--title");
  normalize_option(entrant.fide_id, parse_fide_id, kFideIdExpected, "", "--fide-id");
  normalize_option(entrant.birth_date, parse_birth_date, kBirthDateExpected, "", "--birth-date");
  normalize_option(entrant.federation, parse_federation, kFederationExpected, "", "--federation");
  return change_record("add", record_path, out_path, io, [&](Record& record) {
    const EntrantId id = add_entrant(record, entrant, record_path, playoffs_left(record));
    const Entrant& e = record.entrant(id);
    std::string done = e.name + " added as start number " + std::to_string(id) + ", paired from round " +
                       std::to_string(e.entry_round);
    if (e.entry_round > 1)
      done += (e.entry_round == 2 ? std::string("; round 1 scores ")
                                  : "; rounds 1–" + std::to_string(e.entry_round - 1) + " score ") +
              format_points(missed_round_points(record.rules, e, 1)) +
              (e.entry_round == 2 ? " (late_entry_points)" : " each (late_entry_points)");
    return done;
  });
}

}  // namespace xq::cli
