#include "pairing/io/record_json.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <cstdint>
#include <iterator>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "pairing/io/json_text.hpp"
#include "pairing/io/json_tree.hpp"
#include "pairing/io/record_json_names.hpp"
#include "pairing/io/rules_toml.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/fide.hpp"
#include "pairing/model/record_check.hpp"
#include "pairing/model/text.hpp"
#include "pairing/model/time_control.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {
namespace {

using json = nlohmann::json;
using Value = JsonValue;
using Found = std::optional<JsonValue>;

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& reason) {
  throw InputError(file, 0, path, reason);
}

std::string got(const Value& v) { return "got " + std::string(v.type_name()); }

// A key given twice in an object of `v` (the rules, read as a whole by the settings registry,
// where the last would win silently).
void refuse_repeated_keys(const Value& v, const std::string& path, const std::string& file) {
  if (!v.is_object()) return;
  for (size_t i = 0; i < v.size(); ++i) {
    const std::string key = path + "." + std::string(v.key(i));
    if (v.index_of(v.key(i)) != i) fail(file, key, "the key is given twice");
    refuse_repeated_keys(v.member(i), key, file);
  }
}

// One JSON object being read: fields are taken by name, and finish() rejects any key left
// over, so a misspelt key is an error rather than a silently ignored field.
class Object {
 public:
  // `path` must outlive the object (the reader's paths do: each is its caller's argument).
  Object(const Value& j, const std::string& path, const std::string& file) : j_(j), path_(path), file_(file) {
    if (!j.is_object()) fail(file_, path_, "expected an object, " + got(j));
  }
  const std::string& file() const { return file_; }
  std::string path(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + "." + std::string(key);
  }
  Found optional(std::string_view key) {
    assert(taken_count_ < taken_.size());
    taken_[taken_count_++] = key;
    const size_t i = j_.index_of(key);
    if (i == j_.size()) return std::nullopt;
    if (i < 64) found_ |= std::uint64_t{1} << i;
    return j_.member(i);
  }
  // Whether the object has `key` (without taking it: finish() still asks for it).
  bool has(std::string_view key) const { return j_.index_of(key) != j_.size(); }
  Value required(std::string_view key) {
    const Found v = optional(key);
    if (!v) fail(file_, path(key), "missing required field");
    return *v;
  }
  // A key given twice (JSON parsers keep the last silently: refused, as a misspelt key is), then
  // the first unknown key in nlohmann's order (its objects are std::maps: keys sorted). A member
  // found by optional() is known; an earlier one of the same name is a repeat.
  void finish() const {
    std::optional<std::string_view> first;
    const auto taken_end = taken_.begin() + static_cast<std::ptrdiff_t>(taken_count_);
    for (size_t i = 0; i < j_.size(); ++i) {
      if (i < 64 && ((found_ >> i) & 1u)) continue;
      const std::string_view k = j_.key(i);
      if (std::find(taken_.begin(), taken_end, k) != taken_end) {
        if (j_.index_of(k) != i) fail(file_, path(k), "the key is given twice");
      } else if (!first || k < *first) {
        first = k;
      }
    }
    if (first) fail(file_, path(*first), "unknown key");
  }

 private:
  Value j_;
  const std::string& path_;
  const std::string& file_;
  // The keys asked for (the reader's literals): an entrant, the most, asks 15.
  std::array<std::string_view, 24> taken_;
  size_t taken_count_ = 0;
  std::uint64_t found_ = 0;  // bit i: member i was found
};

// "path[i]" of an array's elements, in one buffer (a record has a path for every game).
class ElementPath {
 public:
  explicit ElementPath(const std::string& path) : text_(path + "["), base_(text_.size()) {}
  const std::string& operator()(size_t i) {
    text_.resize(base_);
    text_ += std::to_string(i);
    text_ += ']';
    return text_;
  }

 private:
  std::string text_;
  size_t base_;
};

int as_int(const Value& v, const std::string& path, const std::string& file) {
  if (!v.is_number_integer()) fail(file, path, "expected an integer, " + got(v));
  if (v.is_number_unsigned() ? v.unsigned_integer() > static_cast<std::uint64_t>(INT_MAX)
                             : (v.integer() < INT_MIN || v.integer() > INT_MAX))
    fail(file, path, "integer out of range: " + v.to_json().dump());
  return static_cast<int>(v.is_number_unsigned() ? static_cast<std::int64_t>(v.unsigned_integer())
                                                 : v.integer());
}

std::string as_string(const Value& v, const std::string& path, const std::string& file) {
  if (!v.is_string()) fail(file, path, "expected a string, " + got(v));
  return std::string(v.string());
}

template <class E, size_t N>
E as_enum(const Value& v, const std::string& path, const std::string& file,
          const std::array<std::string_view, N>& names) {
  const std::string s = as_string(v, path, file);
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  std::string allowed;
  for (auto n : names) allowed += (allowed.empty() ? "" : ", ") + std::string(n);
  fail(file, path, "unknown value '" + s + "'; allowed: " + allowed);
}

int int_field(Object& o, std::string_view key, int missing) {
  const Found v = o.optional(key);
  return v ? as_int(*v, o.path(key), o.file()) : missing;
}
int int_field(Object& o, std::string_view key) { return as_int(o.required(key), o.path(key), o.file()); }
std::string string_field(Object& o, std::string_view key) {
  return as_string(o.required(key), o.path(key), o.file());
}
std::string string_field(Object& o, std::string_view key, std::string missing) {
  const Found v = o.optional(key);
  return v ? as_string(*v, o.path(key), o.file()) : std::move(missing);
}
template <class E, size_t N>
E enum_field(Object& o, std::string_view key, const std::array<std::string_view, N>& names, E missing) {
  const Found v = o.optional(key);
  return v ? as_enum<E>(*v, o.path(key), o.file(), names) : missing;
}

// Reads an array field: each element through `read(element, element_path, file)`.
template <class T, class F>
std::vector<T> array_field(Object& o, std::string_view key, bool required, F read) {
  const Found v = required ? Found(o.required(key)) : o.optional(key);
  std::vector<T> out;
  if (!v) return out;
  const std::string path = o.path(key);
  if (!v->is_array()) fail(o.file(), path, "expected an array, " + got(*v));
  out.reserve(v->size());
  ElementPath element(path);
  for (size_t i = 0; i < v->size(); ++i) out.push_back(read((*v)[i], element(i), o.file()));
  return out;
}

std::vector<int> int_array(const Value& v, const std::string& path, const std::string& file) {
  if (!v.is_array()) fail(file, path, "expected an array, " + got(v));
  std::vector<int> out;
  out.reserve(v.size());
  ElementPath element(path);
  for (size_t i = 0; i < v.size(); ++i) out.push_back(as_int(v[i], element(i), file));
  return out;
}

// A FIDE fact (pairing/model/fide.hpp) in its one written form: "m", not "M"; "CHN", not "chn";
// "2001/05/09", not "2001-05-09" (so that reading and writing give back the same bytes).
template <class Parse>
std::string fide_field(Object& o, std::string_view key, Parse parse, std::string_view expected) {
  const std::string v = string_field(o, key, "");
  if (v.empty()) return v;
  // A record holds the written form; another form the options accept is named as it is written.
  if (const std::optional<std::string> written = parse(v); !written)
    fail(o.file(), o.path(key), std::string(expected) + ", got '" + v + "'");
  else if (*written != v)
    fail(o.file(), o.path(key), "a record holds the written form '" + *written + "', got '" + v + "'");
  return v;
}

Entrant read_entrant(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Entrant e;
  e.id = int_field(o, "id");
  e.name = string_field(o, "name");
  if (trimmed(e.name).empty())
    fail(file, o.path("name"), "empty: every entrant has a name (as in the entry list)");
  e.team = string_field(o, "team", "");
  e.rating = int_field(o, "rating", 0);
  e.category = string_field(o, "category", "");
  e.seed = int_field(o, "seed", 0);
  if (const Found c = o.optional("code")) e.code = as_int(*c, o.path("code"), file);
  e.withdrawn_from_round = int_field(o, "withdrawn_from_round", 0);
  if (const Found a = o.optional("absent_rounds"))
    e.absent_rounds = int_array(*a, o.path("absent_rounds"), file);
  e.entry_round = int_field(o, "entry_round", 1);
  e.sex = fide_field(o, "sex", parse_sex, kSexExpected);
  e.title = fide_field(o, "title", parse_title, kTitleExpected);
  e.fide_id = fide_field(o, "fide_id", parse_fide_id, kFideIdExpected);
  e.birth_date = fide_field(o, "birth_date", parse_birth_date, kBirthDateExpected);
  e.federation = fide_field(o, "federation", parse_federation, kFederationExpected);
  o.finish();
  return e;
}

EventInfo read_event_info(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  EventInfo info;
  info.city = string_field(o, "city", "");
  info.federation = fide_field(o, "federation", parse_federation, kFederationExpected);
  info.start_date = fide_field(o, "start_date", parse_date, kDateExpected);
  info.end_date = fide_field(o, "end_date", parse_date, kDateExpected);
  info.type = string_field(o, "type", "");
  info.chief_arbiter = string_field(o, "chief_arbiter", "");
  info.deputy_arbiters = array_field<std::string>(o, "deputy_arbiters", false, as_string);
  info.time_control = string_field(o, "time_control", "");
  // TRF 132: "" for a round not dated; checked against the rounds by round_dates_problem.
  info.round_dates = array_field<std::string>(o, "round_dates", false, as_string);
  o.finish();
  return info;
}

Team read_team(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Team t;
  t.id = int_field(o, "id");
  t.name = string_field(o, "name");
  t.players = int_array(o.required("players"), o.path("players"), file);
  if (const Found c = o.optional("code")) t.code = as_int(*c, o.path("code"), file);
  o.finish();
  return t;
}

Game read_game(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Game g;
  g.board = int_field(o, "board");
  g.red = int_field(o, "red");
  g.black = int_field(o, "black");
  g.result = as_enum<Result>(o.required("result"), o.path("result"), file, kResultNames);
  g.red_fouls = int_field(o, "red_fouls", 0);
  g.black_fouls = int_field(o, "black_fouls", 0);
  g.kind = enum_field(o, "kind", kKindNames, GameKind::regular);
  g.time_control = enum_field(o, "time_control", kTimeControlNameList, TimeControl::standard);
  g.chooser = int_field(o, "chooser", 0);
  if (const Found grp = o.optional("group")) {  // RR-2: "A".."Z"
    const std::string_view text = grp->is_string() ? grp->string() : std::string_view();
    if (text.size() != 1 || text[0] < 'A' || text[0] > 'Z')
      fail(file, o.path("group"), "expected a group letter \"A\" to \"Z\", got " + grp->to_json().dump());
    g.group = text[0];
  }
  o.finish();
  return g;
}

Bye read_bye(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Bye b;
  b.entrant = int_field(o, "entrant");
  if (const Found m = o.optional("mark")) b.mark = as_enum<Colour>(*m, o.path("mark"), file, kColourNames);
  o.finish();
  return b;
}

Match read_match(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Match m;
  m.table = int_field(o, "table");
  m.home = int_field(o, "home");
  m.away = int_field(o, "away");
  m.games = int_array(o.required("games"), o.path("games"), file);
  o.finish();
  return m;
}

Warning read_warning(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Warning w;
  w.rule = string_field(o, "rule");
  w.entrant = int_field(o, "entrant", 0);
  w.text = string_field(o, "text");
  o.finish();
  return w;
}

Round read_round(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  Round r;
  r.number = int_field(o, "number");
  r.stage = int_field(o, "stage", 1);
  r.games = array_field<Game>(o, "games", false, read_game);
  r.byes = array_field<Bye>(o, "byes", false, read_bye);
  r.matches = array_field<Match>(o, "matches", false, read_match);
  if (const Found tb = o.optional("team_byes")) r.team_byes = int_array(*tb, o.path("team_byes"), file);
  r.warnings = array_field<Warning>(o, "warnings", false, read_warning);
  o.finish();
  return r;
}

// The schema is checked before anything else: a newer record fails on its version, not on
// whatever field changed.
void check_schema(Object& o) {
  // A simulation batch's summary.json or report.json (their own schemas) is no record: said so,
  // not as a record of another schema.
  if (o.has("scenario") && !o.has("entrants"))
    fail(o.file(), "scenario",
         "not an event's record: the file is a simulation batch's summary or report (it names a scenario "
         "and has no entrants); give the record of an event (xqsim init makes one; simulate --keep keeps "
         "the simulated ones)");
  const Value v = o.required("schema");
  const int schema = as_int(v, "schema", o.file());
  if (schema != kRecordSchemaVersion)
    fail(o.file(), "schema",
         "this program reads record schema " + std::to_string(kRecordSchemaVersion) +
             ", the file has schema " + std::to_string(schema));
}

// Inputs in kRecordInputs order, each once, whatever order the file lists them in.
RecordSource read_source(const Value& j, const std::string& path, const std::string& file) {
  Object o(j, path, file);
  RecordSource s;
  s.format = string_field(o, "format", "");
  std::vector<bool> listed(std::size(kRecordInputs), false);
  const std::vector<std::string> keys = array_field<std::string>(o, "missing", false, as_string);
  for (size_t k = 0; k < keys.size(); ++k) {
    const std::optional<RecordInput> i = parse_input_key(keys[k]);
    if (!i) {
      std::string allowed;
      for (RecordInput a : kRecordInputs)
        allowed += (allowed.empty() ? "" : ", ") + std::string(input_key(a));
      fail(file, o.path("missing") + "[" + std::to_string(k) + "]",
           "unknown input '" + keys[k] + "'; allowed: " + allowed);
    }
    listed[static_cast<size_t>(*i)] = true;
  }
  for (RecordInput i : kRecordInputs)
    if (listed[static_cast<size_t>(i)]) s.missing.push_back(i);
  o.finish();
  return s;
}

Record read_document(const Value& doc, const std::string& file) {
  const std::string root;  // (the path of the top level, outliving o)
  Object o(doc, root, file);
  check_schema(o);
  Record r;
  r.event = string_field(o, "event", "");
  if (const Found info = o.optional("event_info"))
    r.info = read_event_info(*info, o.path("event_info"), file);
  if (const std::optional<std::string> field = event_text_with_control(r.event, r.info))  // one line each
    fail(file, *field == "event" ? *field : "event_info." + *field, std::string(kControlCharacterReason));
  if (const Found source = o.optional("source")) r.source = read_source(*source, o.path("source"), file);
  if (const Found rules = o.optional("rules")) {
    refuse_repeated_keys(*rules, "rules", file);
    apply_rules_json(r.rules, rules->to_json(), file, "rules");
  }
  r.entrants = array_field<Entrant>(o, "entrants", true, read_entrant);
  r.teams = array_field<Team>(o, "teams", false, read_team);
  r.rounds = array_field<Round>(o, "rounds", true, read_round);
  if (const std::optional<std::string> why = event_dates_problem(r.info))
    fail(file, "event_info.end_date", *why);
  if (const std::optional<std::string> why = round_dates_problem(r.info, event_rounds(r.rules)))
    fail(file, "event_info.round_dates", *why);
  o.finish();
  return r;
}

}  // namespace

std::string_view result_name(Result result) { return kResultNames[static_cast<size_t>(result)]; }

std::optional<Result> parse_result(std::string_view name) {
  for (size_t i = 0; i < kResultNames.size(); ++i)
    if (kResultNames[i] == name) return static_cast<Result>(i);
  return std::nullopt;
}

Record read_record_json(std::istream& in, const std::string& file) {
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return read_record_json(std::string_view(text), file);
}

Record read_record_json(std::string_view text, const std::string& file) {
  const JsonTree doc = parse_json_tree(text, file);
  Record record;
  try {
    record = read_document(doc.root(), file);
  } catch (const json::exception& e) {  // a library error on a value the reader let through: bad input too
    throw InputError(file, 0, "", "malformed record: " + json_error_text(e));
  }
  check_record(record, file);
  return record;
}

}  // namespace xq
