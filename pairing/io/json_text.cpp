#include "pairing/io/json_text.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "pairing/model/errors.hpp"

namespace xq {
namespace {

int line_at(std::string_view text, size_t byte) {
  const size_t end = std::min(text.size(), byte > 0 ? byte - 1 : 0);
  return 1 +
         static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

bool json_delimiter(char c) {
  return c == ',' || c == ':' || c == '[' || c == ']' || c == '{' || c == '}' || c == ' ' || c == '\t' ||
         c == '\n' || c == '\r';
}

// The line of the first `token` standing alone as a JSON value (out_of_range carries no
// position; the number it names is found again), or 0.
int line_of_token(std::string_view text, std::string_view token) {
  if (token.empty()) return 0;
  for (size_t at = text.find(token); at != std::string_view::npos; at = text.find(token, at + 1)) {
    const size_t after = at + token.size();
    if ((at == 0 || json_delimiter(text[at - 1])) && (after == text.size() || json_delimiter(text[after])))
      return line_at(text, at + 1);
  }
  return 0;
}

// The line of the `nth` (1-based) `"key"` in `text` written as an object's key (followed by ':'),
// or 0: nlohmann's callbacks give no position, and each key event is one such place in order.
int line_of_key(std::string_view text, const std::string& key, int nth) {
  const std::string quoted = "\"" + key + "\"";
  for (size_t at = text.find(quoted); at != std::string_view::npos; at = text.find(quoted, at + 1)) {
    if (at > 0 && text[at - 1] == '\\') continue;  // an escaped quote inside a string
    size_t after = at + quoted.size();
    while (after < text.size() &&
           (text[after] == ' ' || text[after] == '\t' || text[after] == '\n' || text[after] == '\r'))
      ++after;
    if (after < text.size() && text[after] == ':' && --nth == 0) return line_at(text, at + 1);
  }
  return 0;
}

// Parses `text`; a key given twice in one object is refused (JSON parsers keep the last one
// silently), naming its path and line, as the record reader does (issue 15).
template <class Json>
Json parse(std::string_view text, const std::string& file) {
  std::vector<std::set<std::string>> keys;  // per open object, its keys so far
  std::vector<std::string> path;            // per open object, the key being read
  std::map<std::string, int> as_key;        // how often each key has come, for its line
  const auto check = [&](int /*depth*/, nlohmann::json::parse_event_t event, Json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (event == E::object_start) {
      keys.emplace_back();
      path.emplace_back();
    } else if (event == E::object_end) {
      keys.pop_back();
      path.pop_back();
    } else if (event == E::key) {
      const std::string& k = parsed.template get_ref<const std::string&>();
      const int nth = ++as_key[k];
      if (!keys.back().insert(k).second) {
        std::string where;
        for (size_t i = 0; i + 1 < path.size(); ++i) where += path[i] + ".";
        throw InputError(file, line_of_key(text, k, nth), where + k, "the key is given twice");
      }
      path.back() = k;
    }
    return true;
  };
  try {
    return Json::parse(text, check);
  } catch (const nlohmann::json::exception& e) {
    std::string at;  // the key being read: a number out of range is its value
    for (const std::string& k : path)
      if (!k.empty()) at += (at.empty() ? "" : ".") + k;
    throw_json_input_error(e, text, file, at);
  }
}

}  // namespace

void throw_json_input_error(const nlohmann::json::exception& e, std::string_view text,
                            const std::string& file, const std::string& key) {
  if (const auto* p = dynamic_cast<const nlohmann::json::parse_error*>(&e)) {
    // "parse error at line 4, column 12: syntax error …" → "column 12: syntax error …" (the line
    // is the error's own field).
    std::string reason = json_error_text(*p);
    const size_t column = reason.find("column ");
    if (reason.rfind("parse error at line ", 0) == 0 && column != std::string::npos) reason.erase(0, column);
    throw InputError(file, line_at(text, p->byte), "", reason);
  }
  // out_of_range.406: "number overflow parsing '1e999'"
  const std::string what = json_error_text(e);
  const size_t open = what.find('\'');
  const size_t close = what.rfind('\'');
  const std::string token = open < close ? what.substr(open + 1, close - open - 1) : std::string();
  throw InputError(file, line_of_token(text, token), key,
                   token.empty() ? what : "the number " + token + " is out of range");
}

std::string json_error_text(const nlohmann::json::exception& e) {
  const std::string what = e.what();
  const size_t close = what.find("] ");
  return close == std::string::npos ? what : what.substr(close + 2);
}

nlohmann::json parse_json_text(std::string_view text, const std::string& file) {
  return parse<nlohmann::json>(text, file);
}

nlohmann::ordered_json parse_ordered_json_text(std::string_view text, const std::string& file) {
  return parse<nlohmann::ordered_json>(text, file);
}

}  // namespace xq
