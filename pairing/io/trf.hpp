// FIDE Tournament Report File (TRF-16 with the TRFx lines of JaVaFo and bbpPairings) for
// individual events, red as white (harness.md "Formats"): records from other pairing programs
// can be checked and compared, and ours paired by them. What survives is docs/record-format.md.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// Reads a TRF-16 file of an individual event. The rule set is `base` with the file's point
/// system (BBW/BBD/BBL; without them TRF's own 1 / 0.5 / 0) and XXR as `rounds`; header lines
/// 022..122 give Record::info (trf_header.hpp). `001` lines give the entrants (start rank = id,
/// sex, title, name, rating, FIDE id, birth date; columns 54-56 as the federation when the file has
/// xqsim's `XXF` line (teams from `013` lines only), else as the team unless a `013` team line
/// lists the player) and the rounds: `w` = red, results 1 0 = + - (forfeits, S-2), `U`/`F` with
/// no opponent = a bye (S-3), an empty entry or `-` = not paired, `Z`/`H` = an announced absence
/// (not paired; any `H` sets absence_points = half, and Z then reads as not paired), an opponent
/// with an empty result = pending. Games are numbered onto boards by the smaller start rank of the pair.
/// Throws InputError with the file, the line and the column or field: a truncated or malformed
/// line, two entries that disagree, a points column
/// that does not match the results, a bye worth other than a win (BBU), more rounds than XXR
/// (rounds_beyond_rules, naming XXR's line), then check_record (V-7). The record's `source` is
/// trf_source(). Bytes that are not UTF-8 are read as Latin-1 (FIDE TRFs of European programs);
/// then `note`, when given, says so: "FILE: 3 lines are not UTF-8 and read as Latin-1 (the
/// first: line 5); a file written in GB18030 (Chinese programs) must be converted first: iconv …"
/// (left as it is when every line is UTF-8); it is set before the lines are read, so it stands
/// when the reading then throws.
Record read_trf(std::istream& in, const std::string& file, const RuleSet& base = {},
                std::string* note = nullptr);

/// RR-1.3: TRF writes a round robin's sit-out (rr_bye = none: no game, no points) as "not paired".
/// Read under a round robin's rules, an entrant a first-stage round places nowhere and does not
/// keep out is that round's sit-out (a round robin pairs every entrant it does not sit out: one
/// absent loses by forfeit, RR-1), written as the JSON record writes it, a bye. Nothing for other
/// formats. read_trf calls it with the rules it is given; a command giving a TRF record its rules
/// afterwards (--rules, --set) calls it when the rules read with did not make it one. A bye that
/// scores (U, F) under rr_bye = none is an InputError (key rr_bye): the file was written with win.
void read_round_robin_sit_outs(Record& record);

/// What a record read from TRF lacks (Record::source): "TRF", no board numbers (numbered by start
/// rank), seeding or drawn numbers or codes, warnings, game kinds (the PI-10 final reads as a
/// regular game, play-offs are not written) and rule settings besides XXR and BBW/BBD/BBL.
[[nodiscard]] RecordSource trf_source();

/// What write_trf leaves out of `record` beyond what TRF always drops (docs/record-format.md),
/// said for a person: an event with a knockout stage (KO-5) is written as its first stage, one
/// Swiss, and its knockout rounds — played or still to come — are not in the file ("the knockout,
/// rounds 6–7, is not in TRF: keep the JSON record"). nullopt when nothing is left out.
[[nodiscard]] std::optional<std::string> trf_left_out(const Record& record);

/// What a TRF file of `record` cannot hold of the field's changes (issue 14): a withdrawal (read
/// back, its rounds are absences and the player would be paired again) and an absence in a round
/// not yet paired (TRF's columns are the rounds played). nullopt when nothing; write_trf returns
/// it among what it left out, `xqsim withdraw` and `absent` refuse a .trf record with it.
[[nodiscard]] std::optional<std::string> trf_lost_changes(const Record& record);

/// The settings of `rules` a TRF file does not keep (every one but XXR's rounds and BBW/BBD/BBL's
/// points) that differ from the defaults, as "key = value": read back, the file has the defaults
/// unless --rules/--set give them again. Empty when TRF loses nothing of them.
[[nodiscard]] std::vector<std::string> trf_unkept_rules(const RuleSet& rules);

/// What of the entrants and games of `record` TRF-16 does not keep (docs/record-format.md):
/// seeds, drawn numbers or competition codes (P1-4, P1-8), categories (T-14), fouls (T-7), each
/// counted ("3 players' seeds, 1 game's fouls"); nullopt when the record has none of them.
/// write_trf returns it among what it left out: every command writing a .trf says it.
[[nodiscard]] std::optional<std::string> trf_unkept_entries(const Record& record);

/// Throws InputError(path, "--out") when a TRF file of `record` cannot hold round `round`, a
/// knockout round (KO-5): what a command is about to store there (`what`: "knockout round 6",
/// "the results of knockout round 6") would be lost. Commands call it before writing anything.
void require_trf_keeps_round(const std::string& path, const Record& record, int round,
                             const std::string& what);

/// The most entrants a TRF file holds: start numbers have 4 digits.
inline constexpr int kMaxTrfEntrants = 9999;

/// Writes `record` as TRF-16: `012` event, a `###` comment line with trf_left_out (TRF26's
/// comment; TRF-16 readers skip a line of an unknown code), the header lines 022..122 around
/// `062` (trf_header_lines), `XXF` when an entrant has a federation, XXR, XXC, BBW BBD BBL BBZ
/// BBF BBU, `013` lines for teams not in columns 54-56 (with XXF: every team), `001` lines with
/// the FIDE columns of C.04 Annex 2 (sex 10, title 11-13, federation 54-56, FIDE id 58-68, birth
/// date 70-79).
/// An event with a knockout stage is written as its first stage (rounds 1..rules.rounds, KO-5).
/// `ranks[i]` is the rank of entrant i + 1 (empty: by score, then start rank). Play-off games,
/// fouls, time controls, bye marks, warnings, categories, seeds, codes and board numbers are not
/// written. Returns trf_left_out(record), trf_lost_changes(record) and the count of play-off games
/// left out (joined by "; "), for the caller to say; the file's `###` line holds the first two. Throws
/// InputError for what TRF cannot hold: a team event, 13.3's unequal draw points, more than kMaxTrfEntrants
/// entrants, a score over 99.5.
std::optional<std::string> write_trf(std::ostream& out, const Record& record,
                                     const std::vector<int>& ranks = {});

}  // namespace xq
