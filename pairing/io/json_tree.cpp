#include "pairing/io/json_tree.hpp"

#include <rapidjson/error/error.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <system_error>

#include "pairing/io/huge_pages.hpp"
#include "pairing/io/json_text.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/model/utf8.hpp"

namespace xq {

using Kind = JsonValue::Kind;

// Builds a JsonTree from parse events (RapidJSON's or nlohmann's). A container's node is made
// when it opens; its children's slots wait on a stack until it closes and are then copied to
// the tree's slots in one piece.
class JsonTreeBuilder {
 public:
  explicit JsonTreeBuilder(JsonTree& tree) : t_(tree) {}

  // Room for a text of `bytes` (a record's, indented: ~20 bytes a value), so the arrays grow
  // without copies; pages never written take no memory.
  void reserve(std::size_t bytes) {
    t_.nodes_.reserve(bytes / 8);
    t_.slots_.reserve(bytes / 4);
    t_.chars_.reserve(bytes / 2);
    advise_huge_pages(t_.nodes_.data(), t_.nodes_.capacity() * sizeof(JsonTree::Node));
    advise_huge_pages(t_.slots_.data(), t_.slots_.capacity() * sizeof(std::uint32_t));
    advise_huge_pages(t_.chars_.data(), t_.chars_.capacity());
  }

  void add(Kind kind, std::uint64_t bits = 0) { child(node(kind, 0, bits)); }
  void add_string(std::string_view s) {
    child(node(Kind::string, static_cast<std::uint32_t>(s.size()), t_.chars_.size()));
    t_.chars_ += s;
  }
  void open(Kind kind) {
    const std::uint32_t id = node(kind, 0, 0);
    child(id);
    open_.push_back({id, pending_.size()});
  }
  void key(std::string_view k) {
    key_offset_ = static_cast<std::uint32_t>(t_.chars_.size());
    key_size_ = static_cast<std::uint32_t>(k.size());
    t_.chars_ += k;
  }
  // The key read last: the one whose value is being read when a number is out of range.
  std::string_view last_key() const { return std::string_view(t_.chars_).substr(key_offset_, key_size_); }
  void close() {
    const Open o = open_.back();
    open_.pop_back();
    JsonTree::Node& n = t_.nodes_[o.id];
    const std::size_t slots = pending_.size() - o.from;
    n.count = static_cast<std::uint32_t>(n.kind == Kind::object ? slots / 3 : slots);
    n.bits = t_.slots_.size();
    t_.slots_.insert(t_.slots_.end(), pending_.begin() + static_cast<std::ptrdiff_t>(o.from), pending_.end());
    pending_.resize(o.from);
  }

 private:
  struct Open {
    std::uint32_t id;
    std::size_t from;  // its first slot in pending_
  };
  std::uint32_t node(Kind kind, std::uint32_t count, std::uint64_t bits) {
    t_.nodes_.push_back({kind, count, bits});
    return static_cast<std::uint32_t>(t_.nodes_.size() - 1);
  }
  void child(std::uint32_t id) {
    if (open_.empty()) return;  // the root
    if (t_.nodes_[open_.back().id].kind == Kind::object) {
      pending_.push_back(key_offset_);
      pending_.push_back(key_size_);
    }
    pending_.push_back(id);
  }

  JsonTree& t_;
  std::vector<Open> open_;
  std::vector<std::uint32_t> pending_;
  std::uint32_t key_offset_ = 0, key_size_ = 0;
};

namespace {

// ---------------------------------------------------------------- nlohmann's parser

// nlohmann's SAX events into the builder; its errors are thrown as its DOM parser throws them.
struct NlohmannEvents {
  using json = nlohmann::json;
  JsonTreeBuilder& b;
  bool null() {
    b.add(Kind::null);
    return true;
  }
  bool boolean(bool v) {
    b.add(Kind::boolean, v ? 1 : 0);
    return true;
  }
  bool number_integer(json::number_integer_t v) {
    b.add(Kind::integer, std::bit_cast<std::uint64_t>(v));
    return true;
  }
  bool number_unsigned(json::number_unsigned_t v) {
    b.add(Kind::unsigned_integer, v);
    return true;
  }
  bool number_float(json::number_float_t v, const json::string_t&) {
    b.add(Kind::floating, std::bit_cast<std::uint64_t>(v));
    return true;
  }
  bool string(json::string_t& s) {
    b.add_string(s);
    return true;
  }
  bool binary(json::binary_t&) { return false; }  // (not in JSON text)
  bool start_object(std::size_t) {
    b.open(Kind::object);
    return true;
  }
  bool key(json::string_t& k) {
    b.key(k);
    return true;
  }
  bool end_object() {
    b.close();
    return true;
  }
  bool start_array(std::size_t) {
    b.open(Kind::array);
    return true;
  }
  bool end_array() {
    b.close();
    return true;
  }
  template <class Exception>
  bool parse_error(std::size_t, const std::string&, const Exception& e) {
    throw e;
  }
};

// ---------------------------------------------------------------- RapidJSON's parser

// A number's text typed as nlohmann's lexer types it: no fraction or exponent and in range, a
// signed (with a minus) or an unsigned integer; otherwise a double. False when nlohmann's own
// reading is wanted (a double out of range: nlohmann's error, or an underflow it rounds itself).
bool add_number(JsonTreeBuilder& b, std::string_view text) {
  if (text.find_first_of(".eE") == std::string_view::npos) {
    const bool minus = !text.empty() && text[0] == '-';
    const std::string_view digits = text.substr(minus ? 1 : 0);
    std::uint64_t magnitude = 0;
    const auto r = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude);
    if (r.ec == std::errc{} && r.ptr == digits.data() + digits.size()) {
      constexpr std::uint64_t kMinMagnitude = std::uint64_t{1} << 63;  // -2^63 is the least int64
      if (!minus || magnitude <= kMinMagnitude) {
        b.add(minus ? Kind::integer : Kind::unsigned_integer, minus ? ~magnitude + 1 : magnitude);
        return true;
      }
    }
  }
  double v = 0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec != std::errc{} || r.ptr != text.data() + text.size() || !std::isfinite(v)) return false;
  b.add(Kind::floating, std::bit_cast<std::uint64_t>(v));
  return true;
}

// RapidJSON's SAX events into the builder. Returning false stops the parse (the text then goes
// to nlohmann): a number or string whose reading nlohmann might not share.
struct RapidEvents : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, RapidEvents> {
  JsonTreeBuilder& b;
  explicit RapidEvents(JsonTreeBuilder& builder) : b(builder) {}
  static bool valid(std::string_view s) { return invalid_utf8_at(s) == std::string_view::npos; }
  bool Null() {
    b.add(Kind::null);
    return true;
  }
  bool Bool(bool v) {
    b.add(Kind::boolean, v ? 1 : 0);
    return true;
  }
  bool RawNumber(const char* s, rapidjson::SizeType n, bool) { return add_number(b, std::string_view(s, n)); }
  bool String(const char* s, rapidjson::SizeType n, bool) {
    const std::string_view text(s, n);
    if (!valid(text)) return false;
    b.add_string(text);
    return true;
  }
  bool Key(const char* s, rapidjson::SizeType n, bool) {
    const std::string_view text(s, n);
    if (!valid(text)) return false;
    b.key(text);
    return true;
  }
  bool StartObject() {
    b.open(Kind::object);
    return true;
  }
  bool EndObject(rapidjson::SizeType) {
    b.close();
    return true;
  }
  bool StartArray() {
    b.open(Kind::array);
    return true;
  }
  bool EndArray(rapidjson::SizeType) {
    b.close();
    return true;
  }
  bool Default() { return false; }  // (numbers come as RawNumber)
};

bool parse_rapid(std::string_view text, JsonTree& tree) {
  // RapidJSON takes a NUL byte for the end of the text; nlohmann reads on.
  if (std::memchr(text.data(), '\0', text.size()) != nullptr) return false;
  JsonTreeBuilder builder(tree);
  builder.reserve(text.size());
  RapidEvents events(builder);
  rapidjson::MemoryStream in(text.data(), text.size());
  rapidjson::Reader reader;
  constexpr unsigned kFlags = rapidjson::kParseValidateEncodingFlag | rapidjson::kParseIterativeFlag |
                              rapidjson::kParseNumbersAsStringsFlag;
  return !reader.Parse<kFlags>(in, events).IsError();
}

}  // namespace

namespace {

// The tree's offsets are 32-bit (a record file is at most kMaxRecordBytes).
void check_size(std::string_view text, const std::string& file) {
  if (text.size() >= std::numeric_limits<std::uint32_t>::max())
    throw InputError(file, 0, "", "too large to read: 4 GiB of JSON or more");
}

}  // namespace

JsonTree parse_json_tree_nlohmann(std::string_view text, const std::string& file) {
  check_size(text, file);
  JsonTree tree;
  JsonTreeBuilder builder(tree);
  NlohmannEvents events{builder};
  try {
    nlohmann::json::sax_parse(text, &events);
  } catch (const nlohmann::json::exception& e) {
    throw_json_input_error(e, text, file, std::string(builder.last_key()));
  }
  return tree;
}

JsonTree parse_json_tree(std::string_view text, const std::string& file) {
  check_size(text, file);
  JsonTree tree;
  if (parse_rapid(text, tree)) return tree;
  return parse_json_tree_nlohmann(text, file);
}

// ---------------------------------------------------------------- values

Kind JsonValue::kind() const { return tree_->nodes_[id_].kind; }

const char* JsonValue::type_name() const {
  switch (kind()) {
    case Kind::null: return "null";
    case Kind::boolean: return "boolean";
    case Kind::string: return "string";
    case Kind::array: return "array";
    case Kind::object: return "object";
    default: return "number";
  }
}

std::int64_t JsonValue::integer() const { return std::bit_cast<std::int64_t>(tree_->nodes_[id_].bits); }
std::uint64_t JsonValue::unsigned_integer() const { return tree_->nodes_[id_].bits; }

std::string_view JsonValue::string() const {
  const JsonTree::Node& n = tree_->nodes_[id_];
  return std::string_view(tree_->chars_).substr(n.bits, n.count);
}

std::size_t JsonValue::size() const { return tree_->nodes_[id_].count; }

JsonValue JsonValue::operator[](std::size_t i) const {
  return JsonValue(*tree_, tree_->slots_[tree_->nodes_[id_].bits + i]);
}

JsonValue JsonValue::member(std::size_t i) const {
  return JsonValue(*tree_, tree_->slots_[tree_->nodes_[id_].bits + 3 * i + 2]);
}

std::string_view JsonValue::key(std::size_t i) const {
  const std::size_t at = tree_->nodes_[id_].bits + 3 * i;
  return std::string_view(tree_->chars_).substr(tree_->slots_[at], tree_->slots_[at + 1]);
}

std::size_t JsonValue::index_of(std::string_view k) const {
  for (std::size_t i = size(); i-- > 0;)
    if (key(i) == k) return i;
  return size();
}

std::optional<JsonValue> JsonValue::find(std::string_view k) const {
  const std::size_t i = index_of(k);
  if (i == size()) return std::nullopt;
  return member(i);
}

nlohmann::json JsonValue::to_json() const {
  const std::uint64_t bits = tree_->nodes_[id_].bits;
  switch (kind()) {
    case Kind::null: return nullptr;
    case Kind::boolean: return bits != 0;
    case Kind::integer: return std::bit_cast<std::int64_t>(bits);
    case Kind::unsigned_integer: return bits;
    case Kind::floating: return std::bit_cast<double>(bits);
    case Kind::string: return std::string(string());
    case Kind::array: {
      nlohmann::json a = nlohmann::json::array();
      for (std::size_t i = 0; i < size(); ++i) a.push_back((*this)[i].to_json());
      return a;
    }
    case Kind::object: {
      nlohmann::json o = nlohmann::json::object();
      for (std::size_t i = 0; i < size(); ++i) o[std::string(key(i))] = member(i).to_json();  // the last wins
      return o;
    }
  }
  return nullptr;
}

bool same_tree(const JsonTree& a, const JsonTree& b) {
  return a.nodes_ == b.nodes_ && a.chars_ == b.chars_ && a.slots_ == b.slots_;
}

}  // namespace xq
