#include "pairing/io/json_writer.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>

namespace xq {
namespace {

// Bytes dump() writes as they are: printable ASCII but the quote and the backslash. Anything
// else (escapes, UTF-8 to check) is left to nlohmann's own serializer.
bool plain(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x20 && u < 0x80 && c != '"' && c != '\\';
  });
}

}  // namespace

void JsonWriter::newline_indent() {
  buf_ += '\n';
  buf_.append(2 * counts_.size(), ' ');
}

void JsonWriter::element() {
  if (after_key_) {  // the value of a member: its key wrote the separator and indent
    after_key_ = false;
    return;
  }
  if (counts_.empty()) return;  // the top-level value
  if (counts_.back()++ > 0) buf_ += ',';
  newline_indent();
}

JsonWriter& JsonWriter::key(std::string_view k) {
  assert(!after_key_);
  element();
  quoted(k);
  buf_ += ": ";
  after_key_ = true;
  return *this;
}

void JsonWriter::open(char bracket) {
  element();
  buf_ += bracket;
  counts_.push_back(0);
}

void JsonWriter::close(char bracket) {
  assert(!counts_.empty() && !after_key_);
  const int count = counts_.back();
  counts_.pop_back();
  if (count > 0) newline_indent();
  buf_ += bracket;
}

void JsonWriter::value(int v) {
  element();
  char digits[16];
  const auto r = std::to_chars(digits, digits + sizeof digits, v);
  buf_.append(digits, r.ptr);
}

void JsonWriter::value(std::string_view s) {
  element();
  quoted(s);
}

void JsonWriter::quoted(std::string_view s) {
  if (plain(s)) {
    buf_ += '"';
    buf_ += s;
    buf_ += '"';
  } else {
    buf_ += nlohmann::ordered_json(s).dump();
  }
}

void JsonWriter::value(const nlohmann::ordered_json& j) {
  element();
  // dump(2) indents from the left margin; every newline of it is structural (strings hold
  // theirs escaped), so indenting after each gives the text at this depth.
  const std::string text = j.dump(2);
  const std::string indent(2 * counts_.size(), ' ');
  for (char c : text) {
    buf_ += c;
    if (c == '\n') buf_ += indent;
  }
}

void JsonWriter::int_array(const std::vector<int>& items) {
  begin_array();
  for (int v : items) value(v);
  end_array();
}

}  // namespace xq
