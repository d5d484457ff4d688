#include "pairing/io/trf.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <iterator>
#include <map>
#include <optional>

#include "pairing/io/trf_header.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/history.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/rule_settings.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

// ---------------------------------------------------------------- text
// TRF columns count characters, not bytes (bbpPairings reads UTF-8 so): names in Chinese
// must be padded by code points.

std::u32string decode(std::string_view s) { return decode_utf8(s); }  // invalid bytes as Latin-1
std::string encode(std::u32string_view s) { return encode_utf8(s); }

std::u32string rtrim(std::u32string s) {
  s.erase(std::min(s.size(), s.find_last_not_of(U' ') + 1));
  return s;
}

std::u32string trim(std::u32string s) {
  s = rtrim(std::move(s));
  return s.substr(std::min(s.size(), s.find_first_not_of(U' ')));
}

char32_t upper(char32_t c) { return c >= U'a' && c <= U'z' ? c - U'a' + U'A' : c; }

std::string show(char32_t c) { return "'" + encode(std::u32string(1, c)) + "'"; }

// A value for a fixed-width field: one line, trimmed, cut to `width` characters, padded.
std::u32string fit(const std::string& text, size_t width, bool right = false) {
  std::u32string s = decode(text);
  std::replace_if(
      s.begin(), s.end(), [](char32_t c) { return c < 0x20; }, U' ');
  s = trim(s).substr(0, width);
  const std::u32string pad(width - s.size(), U' ');
  return right ? pad + s : s + pad;
}

std::string points_text(Points p) {  // TRF writes one decimal: 2.0, 10.5
  return std::to_string(p / kPointsPerUnit) + (p % kPointsPerUnit ? ".5" : ".0");
}

// ---------------------------------------------------------------- reading: lines and fields

struct Line {
  int number = 0;
  std::u32string text;
};

// The lines with a byte that is not UTF-8, read as Latin-1 (decode): how many, the first.
struct Latin1Lines {
  int count = 0;
  int first = 0;
};

// TRF-16 ends lines with CR; files from other programs use LF or CR LF. Each counts once.
std::vector<Line> split_lines(const std::string& bytes, Latin1Lines& latin1) {
  std::vector<Line> lines;
  std::string current;
  int number = 1;
  for (size_t i = 0; i <= bytes.size(); ++i) {
    const bool end = i == bytes.size();
    if (!end && bytes[i] != '\r' && bytes[i] != '\n') {
      current += bytes[i];
      continue;
    }
    if (!current.empty() && invalid_utf8_at(current) != std::string::npos && latin1.count++ == 0)
      latin1.first = number;
    if (!current.empty()) lines.push_back({number, decode(current)});
    current.clear();
    if (!end && bytes[i] == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n') ++i;
    ++number;
  }
  return lines;
}

std::string columns(int first, int last, const std::string& what) {
  return (first == last ? "column " + std::to_string(first)
                        : "columns " + std::to_string(first) + "-" + std::to_string(last)) +
         " (" + what + ")";
}

// One line read by the 1-based columns of the TRF-16 tables.
class Fields {
 public:
  Fields(const Line& line, const std::string& file) : line_(line), file_(file) {}
  int number() const { return line_.number; }
  int length() const { return static_cast<int>(line_.text.size()); }
  [[noreturn]] void fail(const std::string& key, const std::string& reason) const {
    throw InputError(file_, line_.number, key, reason);
  }
  char32_t at(int column) const {
    return column <= length() ? line_.text[static_cast<size_t>(column - 1)] : U' ';
  }
  std::string text(int first, int last) const {  // trimmed; "" past the end of the line
    if (first > length()) return "";
    return encode(
        trim(line_.text.substr(static_cast<size_t>(first - 1), static_cast<size_t>(last - first + 1))));
  }
  std::string rest(int first) const {
    return first > length() ? "" : encode(trim(line_.text.substr(static_cast<size_t>(first - 1))));
  }
  void require(int last, const std::string& key) const {
    if (length() < last) fail(key, "the line is truncated: it ends at column " + std::to_string(length()));
  }
  // A whole number in columns first..last; `blank` when the field is empty.
  int integer(int first, int last, const std::string& what, std::optional<int> blank = std::nullopt) const {
    const std::string s = text(first, last);
    if (s.empty() && blank) return *blank;
    int v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || v < 0)
      fail(columns(first, last, what), "expected a number, got '" + s + "'");
    return v;
  }
  // Points such as "10.5" or "2" in half-units of the scale; `key` names the field.
  Points points(const std::string& s, const std::string& key) const {
    double d = -1;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), d);
    const std::optional<Points> points = points_from_units(d, 9999);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || !points)
      fail(key, "expected points in steps of 0.5 such as 2.0 or 10.5, got '" + s + "'");
    return *points;
  }

 private:
  const Line& line_;
  const std::string& file_;
};

// ---------------------------------------------------------------- reading: 001 lines

// absent: `0000 - Z` / `0000 - H`, not paired, an announced absence (issue 14; docs/record-format.md).
enum class Entry { none, win, loss, draw, forfeit_win, forfeit_loss, pending, bye, absent };

struct RoundEntry {
  Entry kind = Entry::none;
  EntrantId opponent = 0;
  Colour colour = Colour::red;
  char32_t result = U' ';  // as written, for messages
};

struct PlayerLine {
  int line = 0;
  EntrantId id = 0;
  std::string name;
  std::string federation;  // columns 54-56 as written: a team or a federation (XXF)
  std::string sex, title, fide_id, birth_date;
  int rating = 0;
  Points points = 0;
  std::vector<RoundEntry> rounds;
};

// TRF-16 player line: 001, start rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
// federation 54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, then one
// 10-column entry per round from column 92: opponent (4), colour w/b/-, result.
constexpr int kFirstRoundColumn = 92;
constexpr int kRoundWidth = 10;

Entry game_entry(char32_t result, const Fields& f, const std::string& key) {
  switch (result) {
    case U'1':
    case U'W': return Entry::win;
    case U'0':
    case U'L': return Entry::loss;
    case U'=':
    case U'D': return Entry::draw;
    case U'+': return Entry::forfeit_win;
    case U'-': return Entry::forfeit_loss;
    case U' ': return Entry::pending;
    case U'U':
    case U'F':
    case U'H':
    case U'Z': f.fail(key, show(result) + " is a bye and takes no opponent (write 0000)");
    default: f.fail(key, "unknown result " + show(result));
  }
}

// An entry without an opponent: a bye, or not paired.
Entry bye_entry(char32_t result, const Fields& f, const std::string& key) {
  switch (result) {
    case U'U':
    case U'F': return Entry::bye;  // S-3: a bye scores as a win
    case U' ':
    case U'-':
      return Entry::none;  // not paired this round
    // Z, a zero-point bye, and H, a half-point bye: an absence (not paired) scoring nothing or a
    // draw's points (S-2 absence_points; read_trf sets it). A bye proper scores as a win (S-3).
    case U'Z':
    case U'H': return Entry::absent;
    default: f.fail(key, "result " + show(result) + " needs an opponent");
  }
}

std::optional<RoundEntry> read_round_entry(const Fields& f, int round) {
  const int c = kFirstRoundColumn + (round - 1) * kRoundWidth;
  const std::string r = "round " + std::to_string(round) + ", ";
  if (f.text(c, c + 7).empty()) return std::nullopt;
  // An entry must reach its colour column; a blank result may have been cut as trailing space.
  f.require(c + 5, r + columns(c, c + 7, "entry"));
  const char32_t colour = f.at(c + 5);
  RoundEntry e;
  e.result = f.at(c + 7);
  const std::string result_key = r + columns(c + 7, c + 7, "result");
  const std::string opponent = f.text(c, c + 3);
  if (opponent.empty() || opponent == "0000" || opponent == "0") {
    if (colour != U'-' && colour != U' ')
      f.fail(r + columns(c + 5, c + 5, "colour"), "a bye has no colour: write -");
    e.kind = bye_entry(upper(e.result), f, result_key);
    return e;
  }
  e.opponent = f.integer(c, c + 3, "round " + std::to_string(round) + " opponent");
  if (colour != U'w' && colour != U'b')
    f.fail(r + columns(c + 5, c + 5, "colour"), "a game needs colour w or b");
  e.colour = colour == U'w' ? Colour::red : Colour::black;  // red plays as white
  e.kind = game_entry(upper(e.result), f, result_key);
  return e;
}

// A FIDE fact of the player line in columns first..last (TRF-16): "" when blank, else its one
// written form (pairing/model/fide.hpp); a malformed one is an error naming the columns.
template <class Parse>
std::string fide_field(const Fields& f, int first, int last, const char* what, Parse parse,
                       std::string_view expected) {
  const std::string s = f.text(first, last);
  if (s.empty()) return s;
  const std::optional<std::string> v = parse(s);
  if (!v) f.fail(columns(first, last, what), std::string(expected) + ", got '" + s + "'");
  return *v;
}

// A birth date: "0000/00/00" (some programs' unknown) reads as none.
std::optional<std::string> trf_birth_date(std::string_view s) {
  return s == "0000/00/00" || s == "0000" ? std::optional<std::string>("") : parse_birth_date(s);
}

PlayerLine read_player(const Fields& f) {
  f.require(84, columns(81, 84, "points"));
  PlayerLine p;
  p.line = f.number();
  p.id = f.integer(5, 8, "start rank");
  if (p.id < 1) f.fail(columns(5, 8, "start rank"), "start ranks begin at 1");
  p.sex = fide_field(f, 10, 10, "sex", parse_sex, kSexExpected);
  p.title = fide_field(f, 11, 13, "title", parse_title, kTitleExpected);
  p.name = f.text(15, 47);
  if (p.name.empty())
    f.fail(columns(15, 47, "name"), "empty: every player has a name (as in the entry list)");
  p.rating = f.integer(49, 52, "rating", 0);
  p.federation = f.text(54, 56);
  p.fide_id = fide_field(f, 58, 68, "FIDE id", parse_fide_id, kFideIdExpected);
  p.birth_date = fide_field(f, 70, 79, "birth date", trf_birth_date, kBirthDateExpected);
  p.points = f.points(f.text(81, 84), columns(81, 84, "points"));
  (void)f.integer(86, 89, "rank", 0);  // recomputed from the games, but a rank all the same
  const int rounds = std::max(0, (f.length() - kFirstRoundColumn) / kRoundWidth + 1);
  for (int r = 1; r <= rounds; ++r) {
    if (const auto e = read_round_entry(f, r)) {
      p.rounds.resize(static_cast<size_t>(r));
      p.rounds.back() = *e;
    }
  }
  return p;
}

// ---------------------------------------------------------------- reading: the file

struct TeamMember {
  int line = 0;
  std::string key;
  EntrantId id = 0;
  std::string team;
};

struct TrfFile {
  std::string event;
  RuleSet rules;
  std::vector<PlayerLine> players;
  std::vector<TeamMember> members;                   // from 013 lines
  std::optional<std::pair<int, Points>> bye_points;  // BBU: line, value
  int rounds_line = 0;                               // XXR's line; 0 = none
  EventInfo info;                                    // 022..132 (trf_header.hpp)
  bool federations = false;            // XXF: columns 54-56 hold federations, every team is in a 013 line
  int dates_line = 0;                  // 132's line; 0 = none
  std::map<std::string, int> line_of;  // the line of each code given once (012, XXR, …)
  std::optional<std::pair<int, int>> player_count;  // 062: line, number of players
};

// 013: team name 5-35, start ranks of its players from column 37, every 5 columns.
void read_team(const Fields& f, TrfFile& t) {
  const std::string name = f.text(5, 35);
  for (int c = 37; c <= f.length(); c += 5) {
    if (f.text(c, c + 3).empty()) continue;
    t.members.push_back(
        {f.number(), columns(c, c + 3, "team member"), f.integer(c, c + 3, "team member"), name});
  }
}

// The TRFx point lines of JaVaFo / bbpPairings: BBW win, BBD draw, BBL loss (S-1, set through
// the registry), BBU pairing-allocated bye (must be a win, S-3), BBF forfeit loss (must be 0,
// S-2), BBZ zero-point bye (read, unused: such byes are refused).
void read_point_line(const Fields& f, const std::string& code, TrfFile& t) {
  const Points p = f.points(f.rest(5), code);
  if (code == "BBU") t.bye_points = {f.number(), p};
  if (code == "BBF" && p != 0)
    f.fail(code, "a forfeit loses with 0 points (S-2), the file gives " + format_points(p));
  const char* key = code == "BBW"   ? "points.win"
                    : code == "BBD" ? "points.draw"
                    : code == "BBL" ? "points.loss"
                                    : nullptr;
  if (!key) return;
  try {
    set_rule(t.rules, key, static_cast<double>(p) / kPointsPerUnit);
  } catch (const InputError& e) {
    f.fail(code, e.reason());
  }
}

// TRF 132: round r's date in columns 92 + 10(r − 1) .. 101 + 10(r − 1), above the round's
// columns of the 001 lines: YY/MM/DD as TRF-16 writes it (read as 20YY), or a date parse_date
// reads (YYYY/MM/DD, DD.MM.YYYY); blank = not dated.
void read_round_dates(const Fields& f, TrfFile& t) {
  t.dates_line = f.number();
  std::vector<std::string>& dates = t.info.round_dates;
  dates.clear();
  for (int c = 92; c <= f.length(); c += 10) {
    const std::string s = f.text(c, c + 9);
    const bool yy = s.size() == 8 && s[2] == '/' && s[5] == '/';
    const std::optional<std::string> d =
        s.empty() ? std::optional<std::string>("") : parse_date(yy ? "20" + s : s);
    if (!d)
      f.fail(columns(c, c + 9, "round " + std::to_string((c - 92) / 10 + 1) + " date"),
             "expected YY/MM/DD (or YYYY/MM/DD, DD.MM.YYYY), got '" + s + "'");
    dates.push_back(*d);
  }
  while (!dates.empty() && dates.back().empty()) dates.pop_back();
}

void read_line(const Line& line, const std::string& file, TrfFile& t) {
  const Fields f(line, file);
  const std::string code = encode(line.text.substr(0, 3));
  // Every line the reader keeps, but a player's, a team's or a deputy arbiter's, is given once: a second one
  // would silently replace the first.
  if (code != "001" && code != "013" && code != "112" && code != "###")  // 112: one line per deputy
    if (const auto [it, fresh] = t.line_of.emplace(code, f.number());
        !fresh && (code == "012" || code == "062" || code == "XXF" || code == "XXR" || code == "132" ||
                   code.starts_with("BB") || is_trf_header_code(code)))
      f.fail(code, code + " is given twice: also on line " + std::to_string(it->second));
  if (code == "062")
    t.player_count = {f.number(), f.integer(5, std::max(5, f.length()), "number of players")};
  if (code == "001")
    t.players.push_back(read_player(f));
  else if (code == "012")
    t.event = f.rest(5);
  else if (code == "013")
    read_team(f, t);
  else if (code == "XXF")
    t.federations = true;
  else if (is_trf_header_code(code)) {
    if (const std::optional<std::string> why = read_trf_header_line(code, f.rest(5), t.info))
      f.fail(code, *why);
  } else if (code == "132") {
    read_round_dates(f, t);
  } else if (code == "XXR") {
    t.rounds_line = f.number();
    try {
      set_rule(t.rules, "rounds", std::int64_t{f.integer(5, std::max(5, f.length()), "XXR rounds")});
    } catch (const InputError& e) {
      f.fail("XXR", e.reason());
    }
  } else if (code == "BBW" || code == "BBD" || code == "BBL" || code == "BBZ" || code == "BBF" ||
             code == "BBU")
    read_point_line(f, code, t);
  // Every other line (062, 072, 082, XXC, 240, 250, 260, 299, …) is not kept.
}

std::vector<Entrant> make_entrants(const TrfFile& t, const std::string& file) {
  std::vector<const PlayerLine*> by_id(t.players.size(), nullptr);
  for (const PlayerLine& p : t.players) {
    if (static_cast<size_t>(p.id) > by_id.size())
      throw InputError(file, p.line, columns(5, 8, "start rank"),
                       "start ranks must be 1.." + std::to_string(by_id.size()) +
                           " (one per 001 line), got " + std::to_string(p.id));
    const PlayerLine*& slot = by_id[static_cast<size_t>(p.id - 1)];
    if (slot)
      throw InputError(
          file, p.line, columns(5, 8, "start rank"),
          "start rank " + std::to_string(p.id) + " is already on line " + std::to_string(slot->line));
    slot = &p;
  }
  std::map<EntrantId, std::string> team;
  for (const TeamMember& m : t.members) {
    if (m.id < 1 || static_cast<size_t>(m.id) > by_id.size())
      throw InputError(file, m.line, m.key, "no player with start rank " + std::to_string(m.id));
    if (!team.emplace(m.id, m.team).second)
      throw InputError(file, m.line, m.key, "player " + std::to_string(m.id) + " is in two 013 team lines");
  }
  std::vector<Entrant> entrants;
  for (const PlayerLine* p : by_id) {
    Entrant e;
    e.id = p->id;
    e.name = p->name;
    e.rating = p->rating;
    e.sex = p->sex;
    e.title = p->title;
    e.fide_id = p->fide_id;
    e.birth_date = p->birth_date;
    if (t.federations) {  // XXF: a federation, the team only from a 013 line
      e.team = team.count(p->id) ? team[p->id] : "";
      if (!p->federation.empty()) {
        const std::optional<std::string> federation = parse_federation(p->federation);
        if (!federation)
          throw InputError(
              file, p->line, columns(54, 56, "federation"),
              std::string(kFederationExpected) + " (the file has XXF), got '" + p->federation + "'");
        e.federation = *federation;
      }
    } else {  // as xqsim wrote it before XXF: a team of up to 3 characters
      e.team = team.count(p->id) ? team[p->id] : p->federation;
    }
    entrants.push_back(e);
  }
  return entrants;
}

const RoundEntry* entry_of(const PlayerLine& p, size_t round) {
  return round < p.rounds.size() && p.rounds[round].kind != Entry::none &&
                 p.rounds[round].kind != Entry::absent
             ? &p.rounds[round]
             : nullptr;
}

// The result of a game from red's and black's entries; nullopt when they contradict.
std::optional<Result> combine(Entry red, Entry black) {
  using E = Entry;
  if (red == E::win && black == E::loss) return Result::red_win;
  if (red == E::loss && black == E::win) return Result::black_win;
  if (red == E::draw && black == E::draw) return Result::draw;
  if (red == E::forfeit_win && black == E::forfeit_loss) return Result::black_forfeit;  // S-2
  if (red == E::forfeit_loss && black == E::forfeit_win) return Result::red_forfeit;
  if (red == E::forfeit_loss && black == E::forfeit_loss) return Result::double_forfeit;
  if (red == E::pending && black == E::pending) return Result::pending;
  return std::nullopt;
}

// Both players' entries of one game must name each other with opposite colours.
Game make_game(const PlayerLine& p, const RoundEntry& e, const std::vector<PlayerLine>& by_id, size_t round,
               const std::string& file) {
  const std::string where = "round " + std::to_string(round + 1);
  const int column = kFirstRoundColumn + static_cast<int>(round) * kRoundWidth;
  const std::string key = where + ", " + columns(column, column + 7, "entry");
  if (e.opponent == p.id)
    throw InputError(file, p.line, key, "player " + std::to_string(p.id) + " plays himself");
  if (e.opponent < 1 || static_cast<size_t>(e.opponent) > by_id.size())
    throw InputError(file, p.line, key, "no player with start rank " + std::to_string(e.opponent));
  const PlayerLine& o = by_id[static_cast<size_t>(e.opponent - 1)];
  const RoundEntry* oe = entry_of(o, round);
  if (!oe || oe->opponent != p.id || oe->colour == e.colour)
    throw InputError(file, p.line, key,
                     "player " + std::to_string(p.id) + " plays " + std::to_string(o.id) +
                         " but the entry of player " + std::to_string(o.id) + " (line " +
                         std::to_string(o.line) + ") does not name " + std::to_string(p.id) +
                         " with the other colour");
  const bool red = e.colour == Colour::red;
  const auto result = red ? combine(e.kind, oe->kind) : combine(oe->kind, e.kind);
  if (!result)
    throw InputError(file, p.line, key,
                     "results disagree: player " + std::to_string(p.id) + " has " + show(e.result) +
                         ", player " + std::to_string(o.id) + " (line " + std::to_string(o.line) + ") has " +
                         show(oe->result));
  Game g;
  g.red = red ? p.id : o.id;
  g.black = red ? o.id : p.id;
  g.result = *result;
  return g;
}

std::vector<Round> make_rounds(const std::vector<PlayerLine>& by_id, const std::string& file) {
  size_t count = 0;
  for (const PlayerLine& p : by_id) count = std::max(count, p.rounds.size());
  std::vector<Round> rounds(count);
  for (size_t r = 0; r < count; ++r) {
    Round& round = rounds[r];
    round.number = static_cast<int>(r + 1);
    for (const PlayerLine& p : by_id) {
      const RoundEntry* e = entry_of(p, r);
      if (!e) continue;
      if (e->kind == Entry::bye)
        round.byes.push_back({p.id, std::nullopt});
      else if (Game g = make_game(p, *e, by_id, r, file); g.red == p.id)
        round.games.push_back(g);
    }
    // TRF has no boards: number them by the smaller start rank of each pair.
    std::sort(round.games.begin(), round.games.end(), [](const Game& a, const Game& b) {
      return std::min(a.red, a.black) < std::min(b.red, b.black);
    });
    for (size_t i = 0; i < round.games.size(); ++i) round.games[i].board = static_cast<int>(i + 1);
  }
  return rounds;
}

// Z and H entries as announced absences (issue 14): any H makes absence_points = half (H scores a
// draw's points); Z is then an absence scoring nothing that is not marked (a withdrawal's rounds
// read so too), else an absence under absence_points = zero — the letters say what each scored,
// whatever the rules the file is read with give.
void read_absences(const std::vector<PlayerLine>& by_id, Record& record) {
  bool half = false, any = false;
  for (const PlayerLine& p : by_id)
    for (const RoundEntry& e : p.rounds) {
      any = any || e.kind == Entry::absent;
      half = half || (e.kind == Entry::absent && upper(e.result) == U'H');
    }
  if (any) record.rules.absence_points = half ? MissedRoundPoints::half : MissedRoundPoints::zero;
  for (const PlayerLine& p : by_id)
    for (size_t r = 0; r < p.rounds.size(); ++r)
      if (p.rounds[r].kind == Entry::absent && (!half || upper(p.rounds[r].result) == U'H'))
        record.entrants[static_cast<size_t>(p.id - 1)].absent_rounds.push_back(static_cast<int>(r + 1));
}

// The points column must agree with the results under the file's point system.
void check_scores(const Record& record, const std::vector<PlayerLine>& by_id, const std::string& file) {
  const std::vector<EntrantHistory> histories = build_histories(record);
  for (const PlayerLine& p : by_id) {
    const Points computed = histories[static_cast<size_t>(p.id - 1)].score();
    if (computed != p.points)
      throw InputError(file, p.line, columns(81, 84, "points"),
                       "player " + std::to_string(p.id) + (p.name.empty() ? "" : " (" + p.name + ")") +
                           ": the file says " + format_points(p.points) + " but the results add up to " +
                           format_points(computed));
  }
}

// ---------------------------------------------------------------- writing

char result_char(Result r, Colour side) {
  switch (r) {
    case Result::pending: return ' ';
    case Result::draw: return '=';
    case Result::red_win: return side == Colour::red ? '1' : '0';
    case Result::black_win: return side == Colour::black ? '1' : '0';
    case Result::red_forfeit: return side == Colour::red ? '-' : '+';
    case Result::black_forfeit: return side == Colour::black ? '-' : '+';
    case Result::double_forfeit: return '-';
  }
  return ' ';
}

void check_exportable(const Record& r) {
  check_record(r, "");
  bool team_event = !r.teams.empty();
  for (const Round& round : r.rounds)
    team_event = team_event || !round.matches.empty() || !round.team_byes.empty();
  if (team_event) throw InputError("", 0, "teams", "TRF export is for individual events only");
  if (r.rules.points.draw_red >= 0)
    throw InputError("", 0, "points.draw_red", "TRF cannot hold 13.3's unequal draw points");
  if (r.entrant_count() > kMaxTrfEntrants)
    throw InputError("", 0, "entrants", "TRF holds at most " + std::to_string(kMaxTrfEntrants) + " players");
}

// Every player's 8-column round entries (entries[id - 1][round]); play-off games are not written.
std::vector<std::vector<std::string>> round_entries(const Record& r) {
  std::vector<std::vector<std::string>> out(r.entrants.size(),
                                            std::vector<std::string>(r.rounds.size(), std::string(8, ' ')));
  for (size_t ri = 0; ri < r.rounds.size(); ++ri) {
    for (const Game& g : r.rounds[ri].games) {
      if (g.kind == GameKind::playoff) continue;
      for (const Colour side : {Colour::red, Colour::black}) {
        const EntrantId me = side == Colour::red ? g.red : g.black;
        const std::string opp = std::to_string(side == Colour::red ? g.black : g.red);
        out[static_cast<size_t>(me - 1)][ri] = std::string(4 - opp.size(), ' ') + opp +
                                               (side == Colour::red ? " w " : " b ") +
                                               result_char(g.result, side);
      }
    }
    // RR-1.3 rr_bye = none: sitting out is not a game, so TRF says "not paired" (no points), as
    // it does for the sit-out of one kept out of the round under win (below: Z); every other bye
    // is TRF's pairing-allocated bye (a win, S-3).
    for (const Bye& b : r.rounds[ri].byes)
      if (bye_scores(r, b.entrant, static_cast<int>(ri + 1)))
        out[static_cast<size_t>(b.entrant - 1)][ri] = "0000 - U";
    // Issue 14: a round the entrant was kept out of (withdrawn, an announced absence, before a late
    // entry): TRF's zero-point bye Z, or H when it scored a draw's points (absence_points or
    // late_entry_points = half). Read back as announced absences (read_absences).
    if (has_field_changes(r))
      for (const Entrant& e : r.entrants) {
        std::string& entry = out[static_cast<size_t>(e.id - 1)][ri];
        if (entry == std::string(8, ' ') && availability(e, static_cast<int>(ri + 1)) != Availability::plays)
          entry = missed_round_points(r.rules, e, static_cast<int>(ri + 1)) > 0 ? "0000 - H" : "0000 - Z";
      }
  }
  return out;
}

std::vector<int> ranks_by_score(const std::vector<EntrantHistory>& h) {
  std::vector<size_t> order(h.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&h](size_t a, size_t b) { return h[a].score() > h[b].score(); });
  std::vector<int> ranks(h.size());
  for (size_t k = 0; k < order.size(); ++k) ranks[order[k]] = static_cast<int>(k + 1);
  return ranks;
}

// Whether the record is written with XXF: columns 54-56 hold federations and every team goes to a
// 013 line. Without a federation anywhere, as before: a team of up to 3 characters in 54-56.
bool writes_federations(const Record& r) {
  return std::any_of(r.entrants.begin(), r.entrants.end(),
                     [](const Entrant& e) { return !e.federation.empty(); });
}

bool in_federation_field(const std::string& team, bool federations) {
  return federations ? team.empty() : trim(decode(team)).size() <= 3;
}

// TRF-16 player line (C.04 Annex 2): 1-3 001, 5-8 start rank, 10 sex, 11-13 title, 15-47 name,
// 49-52 rating, 54-56 federation, 58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89 rank.
std::string player_line(const Entrant& e, bool federations, Points score, int rank,
                        const std::vector<std::string>& entries) {
  if (score > 99 * kPointsPerUnit + 1)
    throw InputError("", 0, "entrants[" + std::to_string(e.id - 1) + "]",
                     "a score over 99.5 does not fit TRF's points column");
  const std::string rating = e.rating > 0 && e.rating <= 9999 ? std::to_string(e.rating) : "";
  const std::string federation = federations                          ? e.federation
                                 : in_federation_field(e.team, false) ? e.team
                                                                      : "";
  std::u32string line = U"001 " + fit(std::to_string(e.id), 4, true) + U" " + fit(e.sex, 1) +
                        fit(e.title, 3, true) + U" " + fit(e.name, 33) + U" " + fit(rating, 4, true) + U" " +
                        fit(federation, 3) + U" " + fit(e.fide_id, 11, true) + U" " + fit(e.birth_date, 10) +
                        U" " + fit(points_text(score), 4, true) + U" " + fit(std::to_string(rank), 4, true);
  for (const std::string& entry : entries) line += U"  " + decode(entry);
  return encode(rtrim(line));
}

// 013 lines for the teams not in the federation field (with XXF: every team), in order of first entrant.
void write_team_lines(std::ostream& out, const Record& r, bool federations) {
  std::vector<std::string> names;
  std::map<std::string, std::vector<EntrantId>> members;
  for (const Entrant& e : r.entrants) {
    if (in_federation_field(e.team, federations)) continue;
    const std::string name = encode(trim(fit(e.team, 31)));
    if (!members.count(name)) names.push_back(name);
    members[name].push_back(e.id);
  }
  for (const std::string& name : names) {
    std::u32string line = U"013 " + fit(name, 31);
    for (EntrantId id : members[name]) {
      line += U' ';
      line += fit(std::to_string(id), 4, true);
    }
    out << encode(line) << '\n';
  }
}

}  // namespace

RecordSource trf_source() {
  return {"TRF",
          {RecordInput::boards, RecordInput::numbers, RecordInput::warnings, RecordInput::game_kinds,
           RecordInput::rules}};
}

void read_round_robin_sit_outs(Record& record) {
  if (record.rules.format != EventFormat::round_robin || record.rules.rr_bye != RrBye::none) return;
  for (Round& round : record.rounds) {
    if (round.stage != 1) continue;
    std::vector<char> placed(static_cast<size_t>(record.entrant_count()) + 1, 0);
    const auto place = [&](EntrantId id) {  // (ids are checked after: check_record, V-7)
      if (id >= 1 && id <= record.entrant_count()) placed[static_cast<size_t>(id)] = 1;
    };
    for (const Game& g : round.games) place(g.red), place(g.black);
    for (const Bye& b : round.byes) {  // a U or F of the file: a bye that scores
      if (b.entrant >= 1 && b.entrant <= record.entrant_count())
        throw InputError("", 0, "rr_bye",
                         "round " + std::to_string(round.number) + ": player " + std::to_string(b.entrant) +
                             " has a bye that scores a win (0000 - U/F), and a round robin with rr_bye = "
                             "none scores its sit-out nothing (RR-1.3; written as not paired): give "
                             "rr_bye = win, as the file was written");
      place(b.entrant);
    }
    for (const Entrant& e : record.entrants)
      if (!placed[static_cast<size_t>(e.id)] && availability(e, round.number) == Availability::plays)
        round.byes.push_back({e.id, std::nullopt});
  }
}

Record read_trf(std::istream& in, const std::string& file, const RuleSet& base, std::string* note) {
  const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  TrfFile t;
  t.rules = base;
  t.rules.points = GamePoints{2, 1, 0, -1, -1};  // TRF's own 1 / 0.5 / 0 unless BBW/BBD/BBL say
  Latin1Lines latin1;
  const std::vector<Line> lines = split_lines(bytes, latin1);
  // Latin-1 is right for FIDE TRFs of European programs, wrong for a GB18030 file of a Chinese
  // one (胡敬斌 reads as ºú¾´±ó): never silent (docs/record-format.md). Said before the lines are
  // read, so that it comes with an error the wrong reading causes too.
  if (note && latin1.count > 0) {
    const auto quoted = [](const std::string& path) {  // for the shell: '…', a ' as '\''
      std::string q = "'";
      for (const char c : path) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
      return q + "'";
    };
    *note = file + ": " + std::to_string(latin1.count) + (latin1.count == 1 ? " line is" : " lines are") +
            " not UTF-8 and read as Latin-1 (the first: line " + std::to_string(latin1.first) +
            "), right for a European program's file; if a Chinese program wrote it (GB18030), convert it "
            "first: iconv -f gb18030 -t utf-8 " +
            quoted(file) + " > " +
            quoted(std::filesystem::path(file).replace_extension(".utf8.trf").string());
  }
  for (const Line& line : lines)
    if (line.text.size() >= 3) read_line(line, file, t);
  if (t.players.empty()) throw InputError(file, 0, "001", "no player lines (001) in the file");
  if (t.player_count && t.player_count->second != static_cast<int>(t.players.size()))
    throw InputError(file, t.player_count->first, "062",
                     "the file has " + std::to_string(t.players.size()) + " player lines (001), 062 says " +
                         std::to_string(t.player_count->second));
  if (t.bye_points && t.bye_points->second != t.rules.points.win)
    throw InputError(file, t.bye_points->first, "BBU",
                     "a bye scores as a win (S-3): BBU " + format_points(t.bye_points->second) +
                         " differs from the win's " + format_points(t.rules.points.win));
  Record record;
  record.event = t.event;
  record.info = t.info;
  record.rules = t.rules;
  record.entrants = make_entrants(t, file);
  std::vector<PlayerLine> by_id(t.players.size());
  for (const PlayerLine& p : t.players) by_id[static_cast<size_t>(p.id - 1)] = p;
  record.rounds = make_rounds(by_id, file);
  read_absences(by_id, record);
  try {
    read_round_robin_sit_outs(record);
  } catch (const InputError& e) {
    throw InputError(file, 0, e.key(), e.reason());
  }
  record.source = trf_source();
  if (t.rounds_line > 0)  // item 10: no more rounds than XXR plans, said in TRF's terms
    if (const std::optional<std::string> why = rounds_beyond_rules(record, "XXR"))
      throw InputError(file, t.rounds_line, "XXR", *why);
  if (const std::optional<std::string> why = event_dates_problem(record.info))
    throw InputError(file, t.line_of.at("052"), "052", *why);  // (both dates given: 042 and 052 read)
  // One line each, as the JSON reader and init want them (a tab or another control character).
  if (const std::optional<std::string> field = event_text_with_control(record.event, record.info)) {
    static const std::map<std::string, std::string> kCode = {
        {"event", "012"},           {"city", "022"},        {"type", "092"}, {"chief_arbiter", "102"},
        {"deputy_arbiters", "112"}, {"time_control", "122"}};
    const std::string& code = kCode.at(*field);
    const auto line = t.line_of.find(code);
    throw InputError(file, line == t.line_of.end() ? 0 : line->second, code,
                     std::string(kControlCharacterReason));
  }
  if (t.dates_line > 0)
    if (const std::optional<std::string> why = round_dates_problem(record.info, event_rounds(record.rules)))
      throw InputError(file, t.dates_line, "132", *why);
  check_record(record, file);
  check_scores(record, by_id, file);
  return record;
}

void require_trf_keeps_round(const std::string& path, const Record& record, int round,
                             const std::string& what) {
  if (record.rules.knockout == Knockout::none || round <= record.rules.rounds) return;
  throw InputError(path, 0, "--out",
                   "a TRF file holds the first stage only (KO-5): " + what +
                       " would not be kept; write the record as .json (--out EVENT.json)");
}

std::optional<std::string> trf_lost_changes(const Record& record) {
  const int paired = static_cast<int>(record.rounds.size());
  const bool complete = paired >= event_rounds(record.rules);
  std::string lost;
  for (const Entrant& e : record.entrants) {
    std::string what;
    if (const int w = e.withdrawn_from_round; w > 0) {  // its paired rounds are written Z (absences)
      what = "withdrawn from round " + std::to_string(w);
      if (w <= paired && record.rules.format == EventFormat::round_robin)  // S-2: the table's games stay
        what += ": read back as his games from then on lost by forfeit";
      else if (w <= paired)
        what += std::string(": read back as absent in round") + (w == paired ? " " : "s ") +
                std::to_string(w) + (w == paired ? "" : "–" + std::to_string(paired)) +
                (complete ? "" : ", then paired again");
    }
    for (int r : e.absent_rounds)
      if (r > paired) what += (what.empty() ? "" : ", ") + ("absent in round " + std::to_string(r));
    if (!what.empty()) lost += (lost.empty() ? "" : "; ") + std::to_string(e.id) + " " + what;
  }
  // The missed rounds written H and Z in one file: read back, a file with any H has its Z rounds
  // "not paired" without a reason (read_absences), which verify reports as V-2.
  int h = 0, z = 0;
  for (const Entrant& e : record.entrants)
    for (int r = 1; r <= paired; ++r)
      if (record.rules.format != EventFormat::round_robin && availability(e, r) != Availability::plays)
        ++(missed_round_points(record.rules, e, r) > 0 ? h : z);
  std::optional<std::string> mixed;
  if (h > 0 && z > 0)
    mixed = std::to_string(z) + " missed round" + (z == 1 ? "" : "s") +
            " written Z beside H ones read back " +
            "as not paired, without a reason (TRF keeps one kind of absence a file): keep the JSON record";
  if (lost.empty()) return mixed;
  const std::string said =
      "TRF has no place for a withdrawal, nor for an absence in a round not yet paired (" + lost +
      "): keep the JSON record";
  return mixed ? said + "; " + *mixed : said;
}

std::vector<std::string> trf_unkept_rules(const RuleSet& rules) {
  static const RuleSet defaults;
  std::vector<std::string> out;
  for (const RuleSetting& s : rule_settings()) {
    if (s.key == "rounds" || s.key == "points.win" || s.key == "points.draw" || s.key == "points.loss")
      continue;  // XXR, BBW/BBD/BBL
    if (get_rule(rules, s.key) != get_rule(defaults, s.key))
      out.push_back(std::string(s.key) + " = " + rule_value_text(get_rule(rules, s.key)));
  }
  return out;
}

std::optional<std::string> trf_unkept_entries(const Record& record) {
  const auto count = [&](auto has) {
    return std::count_if(record.entrants.begin(), record.entrants.end(), has);
  };
  long fouls = 0;
  for (const Round& r : record.rounds)
    fouls += std::count_if(r.games.begin(), r.games.end(),
                           [](const Game& g) { return g.red_fouls > 0 || g.black_fouls > 0; });
  std::string out;
  const auto add = [&out](long n, const std::string& one, const std::string& many) {
    if (n > 0) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? one : many);
  };
  add(count([](const Entrant& e) { return e.seed != 0; }),
      "player's seed (round 1 then goes by start number)",
      "players' seeds (round 1 then goes by start number)");
  add(count([](const Entrant& e) { return e.code.has_value(); }),
      "drawn number or competition code (P1-4, P1-8: rounds paired from the file then go by start number)",
      "drawn numbers or competition codes (P1-4, P1-8: rounds paired from the file then go by start number)");
  add(count([](const Entrant& e) { return !e.category.empty(); }), "player's category (T-14)",
      "players' categories (T-14)");
  add(fouls, "game's fouls (T-7)", "games' fouls (T-7)");
  if (out.empty()) return std::nullopt;
  return "a TRF file leaves out " + out + ": keep the JSON record";
}

std::optional<std::string> trf_left_out(const Record& record) {
  if (record.rules.knockout == Knockout::none) return std::nullopt;
  const int first = record.rules.rounds + 1, last = event_rounds(record.rules);
  const std::string rounds = first == last ? "round " + std::to_string(first)
                                           : "rounds " + std::to_string(first) + "–" + std::to_string(last);
  return "the knockout, " + rounds + ", is not in TRF: keep the JSON record";
}

std::optional<std::string> write_trf(std::ostream& out, const Record& whole, const std::vector<int>& ranks) {
  check_exportable(whole);
  assert(ranks.empty() || ranks.size() == whole.entrants.size());
  const std::optional<std::string> knockout = trf_left_out(whole);
  const Record stage = knockout ? truncated(whole, whole.rules.rounds) : Record{};  // KO-5: one Swiss
  const Record& record = knockout ? stage : whole;
  std::optional<std::string> left_out = knockout;
  if (const std::optional<std::string> lost = trf_lost_changes(whole))  // issue 14
    left_out = left_out ? *left_out + "; " + *lost : *lost;
  std::size_t playoffs = 0;  // T-12, KO-3 (a PI-10 final's): TRF has one entry per player and round
  for (const Round& r : record.rounds)
    playoffs += static_cast<std::size_t>(std::count_if(
        r.games.begin(), r.games.end(), [](const Game& g) { return g.kind == GameKind::playoff; }));
  std::optional<std::string> said = left_out;  // returned; the file's ### line says the rest only
  if (playoffs > 0) {
    const std::string lost = std::to_string(playoffs) + " play-off game" + (playoffs == 1 ? " is" : "s are") +
                             " not in TRF (T-12, KO-3): keep the JSON record";
    said = said ? *said + "; " + lost : lost;
  }
  const auto long_names = std::count_if(record.entrants.begin(), record.entrants.end(),
                                        [](const Entrant& e) { return decode(e.name).size() > 33; });
  if (long_names > 0) {  // TRF's name column (15–47) holds 33 characters
    const std::string cut = std::to_string(long_names) + " name" + (long_names == 1 ? " is" : "s are") +
                            " longer than TRF's 33 characters and cut there";
    said = said ? *said + "; " + cut : cut;
  }
  if (const std::optional<std::string> unkept = trf_unkept_entries(record))  // every writer says it
    said = said ? *said + "; " + *unkept : *unkept;
  const std::vector<EntrantHistory> h = build_histories(record);
  const std::vector<int> rank = ranks.empty() ? ranks_by_score(h) : ranks;
  const GamePoints& p = record.rules.points;
  const auto text_line = [&out](const std::string& code, const std::string& value) {
    out << encode(rtrim(decode(code) + U" " + fit(value, 1000))) << '\n';
  };
  text_line("012", record.event);
  if (left_out) out << "### " << *left_out << '\n';
  const std::vector<TrfHeaderLine> header = trf_header_lines(whole);  // 022..122 in TRF's order
  for (const TrfHeaderLine& l : header)
    if (l.code < "062") text_line(l.code, l.value);
  out << "062 " << record.entrants.size() << '\n';
  for (const TrfHeaderLine& l : header)
    if (l.code == "132")
      out << "132 " << l.value << '\n';  // (columns: never cut to text_line's width)
    else if (l.code > "062")
      text_line(l.code, l.value);
  const bool federations = writes_federations(record);
  if (federations) out << "XXF federation\n";  // xqsim's TRFx line: 54-56 is the federation, teams in 013
  if (record.rules.rounds > 0) out << "XXR " << record.rules.rounds << '\n';
  if (!h.empty() && !h[0].rounds.empty() && h[0].rounds[0].has_colour())
    out << "XXC " << (*h[0].rounds[0].colour == Colour::red ? "white1" : "black1") << '\n';
  const auto point_line = [&out](const char* code, Points v) {  // " 2.0", "100.0"
    const std::string text = points_text(v);
    out << code << ' ' << std::string(text.size() < 4 ? 4 - text.size() : 0, ' ') << text << '\n';
  };
  point_line("BBW", p.win);
  point_line("BBD", p.draw);
  point_line("BBL", p.loss);
  point_line("BBZ", 0);
  point_line("BBF", 0);
  point_line("BBU", p.win);  // S-3: a bye scores as a win
  write_team_lines(out, record, federations);
  const std::vector<std::vector<std::string>> entries = round_entries(record);
  for (const Entrant& e : record.entrants) {
    const auto i = static_cast<size_t>(e.id - 1);
    out << player_line(e, federations, h[i].score(), rank[i], entries[i]) << '\n';
  }
  return said;
}

}  // namespace xq
