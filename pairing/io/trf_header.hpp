// TRF-16's header lines 022..132 (FIDE Handbook C.04 Annex 2) and the event facts they carry
// (Record::info, issue 14 item 4). write_trf and read_trf (trf.hpp) call these; docs/record-format.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// One header line: its code ("022") and its value, the text from column 5.
struct TrfHeaderLine {
  std::string code;
  std::string value;
};

/// Whether any entrant or the event carries a FIDE fact (a sex, title, FIDE id, birth date or
/// federation; any of Record::info). A record without one is written as before them: no 072, no
/// 092 of its own.
[[nodiscard]] bool has_fide_facts(const Record& record);

/// TRF's 092 "type of tournament" when the record gives none: "Individual: Round-Robin"
/// ("Individual: Double Round-Robin" for cycles = 2) for a round robin, "Individual: Swiss-System"
/// otherwise (a knockout event's first stage too, KO-5), "Team: Swiss-System" for a team Swiss.
[[nodiscard]] std::string trf_tournament_type(const Record& record);

/// The header lines 022 city, 032 federation, 042 start date, 052 end date, 072 rated players,
/// 092 type, 102 chief arbiter, 112 deputy arbiter (one line each), 122 time control, 132 round
/// dates (YY/MM/DD in columns 92, 102, …; its value padded from column 5), in this
/// (TRF's) order, each when there is something to write: the facts of Record::info when given;
/// 072 (players rated 1..9999) and 092 (trf_tournament_type) only when has_fide_facts. 012 and
/// 062 are write_trf's; 082 (teams of a team event) never, as TRF export refuses team events.
[[nodiscard]] std::vector<TrfHeaderLine> trf_header_lines(const Record& record);

/// Whether read_trf_header_line reads the line of `code` (022 032 042 052 092 102 112 122).
[[nodiscard]] bool is_trf_header_code(std::string_view code);

/// Reads header line `code` with `value` (trimmed) into `info`: 022 city, 032 federation (3
/// letters), 042 / 052 dates (YYYY/MM/DD, YYYY-MM-DD), 092 type, 102 chief arbiter, 112 a deputy
/// (each line one; a blank one none), 122 time control. Returns the reason when the value is
/// malformed (a federation or a date), else nullopt.
[[nodiscard]] std::optional<std::string> read_trf_header_line(std::string_view code, const std::string& value,
                                                              EventInfo& info);

}  // namespace xq
