// A JSON document as the record reader reads it: compact and read-only (one array of nodes, the
// strings in one buffer), with the meaning nlohmann's document gives the same text — numbers typed
// as nlohmann's lexer types them, a repeated key's last value counting, an object's keys listed
// in nlohmann's order when asked for the first unknown one — and nlohmann's errors.
//
// RapidJSON parses the text when it accepts it (about ten times nlohmann's speed: 43 MB, a record
// of 100,000 players, in ~0.15 s). Whatever RapidJSON refuses or might read another way (a syntax
// error, a byte-order mark, a NUL byte, a number nlohmann would refuse or round by itself, a
// string that is not valid UTF-8 once unescaped) is parsed again by nlohmann's own parser, so the
// errors and the values are exactly nlohmann's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

class JsonTree;

/// A value of a JsonTree (a view: the tree must outlive it).
class JsonValue {
 public:
  enum class Kind : std::uint8_t {
    null,
    boolean,
    integer,
    unsigned_integer,
    floating,
    string,
    array,
    object
  };

  JsonValue(const JsonTree& tree, std::uint32_t id) : tree_(&tree), id_(id) {}

  Kind kind() const;
  bool is_object() const { return kind() == Kind::object; }
  bool is_array() const { return kind() == Kind::array; }
  bool is_string() const { return kind() == Kind::string; }
  /// nlohmann's is_number_integer: a signed or an unsigned integer.
  bool is_number_integer() const { return kind() == Kind::integer || kind() == Kind::unsigned_integer; }
  bool is_number_unsigned() const { return kind() == Kind::unsigned_integer; }
  /// nlohmann's type_name(): "null", "boolean", "number", "string", "array", "object".
  const char* type_name() const;

  /// The integer (is_number_integer(); an unsigned one as nlohmann's get<std::int64_t>() gives it).
  std::int64_t integer() const;
  std::uint64_t unsigned_integer() const;
  std::string_view string() const;

  /// An array's elements or an object's members.
  std::size_t size() const;
  /// Array element i.
  JsonValue operator[](std::size_t i) const;
  /// Object member i in the text's order, and its key.
  JsonValue member(std::size_t i) const;
  std::string_view key(std::size_t i) const;
  /// The object's member named `key` (its last one, as nlohmann keeps), if any.
  std::optional<JsonValue> find(std::string_view key) const;
  /// The index of that member, size() if none.
  std::size_t index_of(std::string_view key) const;

  /// The same value as nlohmann's document of the text holds (for dump() and small blocks).
  nlohmann::json to_json() const;

 private:
  const JsonTree* tree_;
  std::uint32_t id_;
};

/// A parsed document; root() is its value.
class JsonTree {
 public:
  JsonValue root() const { return JsonValue(*this, 0); }

 private:
  friend class JsonValue;
  friend class JsonTreeBuilder;
  friend bool same_tree(const JsonTree& a, const JsonTree& b);
  struct Node {
    JsonValue::Kind kind = JsonValue::Kind::null;
    std::uint32_t count = 0;  // string: bytes; array: elements; object: members
    std::uint64_t bits = 0;   // boolean, numbers: the value; string: offset in chars_; containers: in slots_
    bool operator==(const Node&) const = default;
  };
  std::vector<Node> nodes_;
  std::string chars_;
  // An array's elements: node ids; an object's members: key offset, key length, node id.
  std::vector<std::uint32_t> slots_;
};

/// Parses `text` (read from `file`). Throws InputError as parse_json_text does, with the same
/// line and reason.
[[nodiscard]] JsonTree parse_json_tree(std::string_view text, const std::string& file);

/// The same parse by nlohmann's parser alone (what parse_json_tree falls back on): for tests.
[[nodiscard]] JsonTree parse_json_tree_nlohmann(std::string_view text, const std::string& file);

/// Whether two trees are the same (values, keys, order, layout): for tests.
[[nodiscard]] bool same_tree(const JsonTree& a, const JsonTree& b);

}  // namespace xq
