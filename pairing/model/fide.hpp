// The FIDE facts of an entrant and of an event (issue 14 item 4): what TRF-16's player line and
// header lines carry (FIDE Handbook C.04 Annex 2) and the entry list, the JSON record and
// `xqsim init` may give. Each value has one written form; the parsers below accept it (and a
// few spellings people type) and return it, or nullopt.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// The event's facts for TRF's header lines 022..122 (Record::info). "" = not given.
struct EventInfo {
  std::string city = {};                          ///< TRF 022
  std::string federation = {};                    ///< TRF 032: 3 letters, e.g. "CHN"
  std::string start_date = {};                    ///< TRF 042: "YYYY/MM/DD"
  std::string end_date = {};                      ///< TRF 052: "YYYY/MM/DD"
  std::string type = {};                          ///< TRF 092: "type of tournament", free text
  std::string chief_arbiter = {};                 ///< TRF 102
  std::vector<std::string> deputy_arbiters = {};  ///< TRF 112, one line each
  std::string time_control = {};                  ///< TRF 122: "allotted times per moves/game", free text
  std::vector<std::string> round_dates =
      {};  ///< TRF 132: round r's day at r − 1, "YYYY/MM/DD" ("" = not given)
  bool operator==(const EventInfo&) const = default;
  [[nodiscard]] bool empty() const { return *this == EventInfo{}; }
};

/// TRF-16's titles (column 11-13), in the order of the Annex.
inline constexpr std::string_view kFideTitles[] = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"};

/// Sex as written: "m" or "w". Accepts m, w, f (a synonym of w), any case, and 男 / 女.
[[nodiscard]] std::optional<std::string> parse_sex(std::string_view text);
/// A title of kFideTitles, any case; also the one-letter codes of the older TRF (g, wg, m, wm,
/// f, wf, c, wc).
[[nodiscard]] std::optional<std::string> parse_title(std::string_view text);
/// A FIDE id: 1 to 11 digits.
[[nodiscard]] std::optional<std::string> parse_fide_id(std::string_view text);
/// A federation code: 3 letters A-Z, any case; written in capitals.
[[nodiscard]] std::optional<std::string> parse_federation(std::string_view text);
/// A date "YYYY/MM/DD" (also YYYY-MM-DD, YYYY.MM.DD or DD.MM.YYYY as European programs write
/// TRF; not DD/MM/YYYY, which could be MM/DD/YYYY; a real day of the Gregorian calendar,
/// year 1000..9999), written with slashes.
[[nodiscard]] std::optional<std::string> parse_date(std::string_view text);
/// A birth date: a date as parse_date, or the year alone "YYYY" (TRF's "YYYY/00/00" too).
[[nodiscard]] std::optional<std::string> parse_birth_date(std::string_view text);

/// The first of the event's free texts — its name (`event`), then EventInfo's `city`, `type`,
/// `chief_arbiter`, `deputy_arbiters`, `time_control` — that holds a line break or another
/// control character (one line each, as names: utf8.hpp); nullopt when none does.
[[nodiscard]] std::optional<std::string> event_text_with_control(const std::string& event,
                                                                 const EventInfo& info);

/// The event's dates: an end date (TRF 052, event_info.end_date, `init --end-date`) before the
/// start date is "the event ends (…) before it starts (…)". nullopt when fine or not both given.
[[nodiscard]] std::optional<std::string> event_dates_problem(const EventInfo& info);

/// The round dates' consistency (TRF 132, event_info.round_dates, `xqsim init --round-dates`): each
/// "" or a date in its written form, at most `rounds` of them (the event's, KO-5's knockout
/// included; no limit when `rounds` is 0, not set), none before an earlier round's (two rounds may share a
/// day), none before start_date or after end_date when those are given. nullopt when fine, else the reason.
[[nodiscard]] std::optional<std::string> round_dates_problem(const EventInfo& info, int rounds);

/// What each parser expects, for the messages: "expected m or w (f, 男, 女 also read)", …
inline constexpr std::string_view kSexExpected = "expected m or w (also f, 男, 女), or empty";
inline constexpr std::string_view kTitleExpected =
    "expected one of TRF's titles GM, IM, WGM, FM, WIM, CM, WFM, WCM, or empty";
inline constexpr std::string_view kFideIdExpected = "expected a FIDE id of 1 to 11 digits, or empty";
inline constexpr std::string_view kFederationExpected = "expected a federation code of 3 letters such as CHN";
inline constexpr std::string_view kDateExpected = "expected a date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY)";
inline constexpr std::string_view kBirthDateExpected =
    "expected a birth date YYYY/MM/DD (or YYYY-MM-DD, DD.MM.YYYY), or the year alone YYYY";

/// A command-line value in its written form: `value` = `parse(value)`, or InputError(file, 0,
/// `key`, "<expected>, got '…'"); an empty value stays empty (not given). `xqsim init`'s event
/// facts and `xqsim add`'s FIDE options.
void normalize_option(std::string& value, std::optional<std::string> (*parse)(std::string_view),
                      std::string_view expected, const std::string& file, const std::string& key);

}  // namespace xq
