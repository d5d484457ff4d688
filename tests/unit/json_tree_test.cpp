// The record reader's document (pairing/io/json_tree): RapidJSON's fast parse must give exactly
// what nlohmann's parser gives — the same tree, or the same InputError — on edge cases and on
// mutated records; and the tree must mean what nlohmann's document means.
#include "pairing/io/json_tree.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/rng.hpp"
#include "tests/support/files.hpp"

namespace xq {
namespace {

// The outcome of a parse: the tree, or the error's text.
struct Outcome {
  std::optional<JsonTree> tree;
  std::string error;
};

template <class Parse>
Outcome outcome(Parse parse, std::string_view text) {
  try {
    return {parse(text, "t.json"), ""};
  } catch (const InputError& e) {
    return {std::nullopt, std::string(e.what()) + " @" + std::to_string(e.line())};
  }
}

void expect_same(std::string_view text) {
  const Outcome fast = outcome(parse_json_tree, text);
  const Outcome slow = outcome(parse_json_tree_nlohmann, text);
  ASSERT_EQ(fast.error, slow.error) << "text: " << text;
  ASSERT_EQ(fast.tree.has_value(), slow.tree.has_value()) << "text: " << text;
  if (fast.tree) {
    EXPECT_TRUE(same_tree(*fast.tree, *slow.tree)) << "text: " << text;
  }
}

TEST(JsonTree, EdgeCasesParseAsNlohmannParsesThem) {
  const std::vector<std::string> texts{"",
                                       "  ",
                                       "null",
                                       "true",
                                       "false",
                                       "tru",
                                       "[]",
                                       "{}",
                                       "[1,]",
                                       "{\"a\":1,}",
                                       "{} x",
                                       "{}{}",
                                       "/* c */ {}",
                                       "NaN",
                                       "Infinity",
                                       "-0",
                                       "-0.0",
                                       "0.1",
                                       "1E2",
                                       "1e+2",
                                       "01",
                                       "1.",
                                       ".5",
                                       "-",
                                       "1e999",
                                       "-1e999",
                                       "1e-400",
                                       "4.9e-324",
                                       "2.2250738585072014e-308",
                                       "1.7976931348623157e308",
                                       "1.7976931348623157e309",
                                       "18446744073709551615",
                                       "18446744073709551616",
                                       "-9223372036854775808",
                                       "-9223372036854775809",
                                       "9223372036854775808",
                                       "[1, -2, 3.5, \"x\", null, true, {\"k\": []}]",
                                       "{\"a\": 1, \"a\": 2}",
                                       "{\"b\": 1, \"a\": {\"c\": [1, {\"d\": null}]}}",
                                       "\"\\u0000\"",
                                       "\"\\ud83d\\ude00\"",
                                       "\"\\udc00\"",
                                       "\"\\ud800\"",
                                       "\"\\ud800\\u0041\"",
                                       "\"\\ud800x\"",
                                       "\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"",
                                       "\"\\x\"",
                                       "\"a\tb\"",
                                       "\"a\nb\"",
                                       "\"\x7f\"",
                                       "\"\xe4\xb8\xad\"",
                                       "\"\xff\"",
                                       "\"\xc0\xaf\"",
                                       "\"\xed\xa0\x80\"",
                                       "\"\xf4\x90\x80\x80\"",
                                       "\"\xe4\xb8\"",
                                       "{\"\xff\": 1}",
                                       "{\"\\udc00\": 1}",
                                       "\xef\xbb\xbf{}",
                                       "\xef\xbb\xbf",
                                       std::string("{}\0", 3),
                                       std::string("[\"a\0b\"]", 7),
                                       std::string("{\"a\": 1}\0x", 10),
                                       " \t\r\n{ \"a\" :\n 1 } \n",
                                       "{\"a\" 1}",
                                       "{\"a\":}",
                                       "[1 2]",
                                       "{1: 2}",
                                       "[\"unterminated",
                                       "{\"a\": [1, 2}"};
  for (const std::string& t : texts) expect_same(t);
  expect_same(std::string(20000, '[') + std::string(20000, ']'));
  expect_same(std::string(20000, '['));
}

TEST(JsonTree, MutatedRecordsParseAsNlohmannParsesThem) {
  const std::string record = test::slurp(XQ_SOURCE_DIR "/samples/matchbp-event8.json").substr(0, 6000);
  const std::string alphabet = "{}[],:\"\\ .-+eE0123456789tfnul\x01\xff\xc3\xa9\xed";
  Rng rng(15);
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text = record;
    const int edits = 1 + rng.index(3);
    for (int e = 0; e < edits; ++e) {
      const size_t at = static_cast<size_t>(rng.index(static_cast<int>(text.size())));
      const char c = alphabet[static_cast<size_t>(rng.index(static_cast<int>(alphabet.size())))];
      switch (rng.index(3)) {
        case 0: text[at] = c; break;
        case 1: text.insert(at, 1, c); break;
        default: text.erase(at, 1);
      }
    }
    expect_same(text);
  }
}

TEST(JsonTree, MeansWhatNlohmannsDocumentMeans) {
  const std::string text = test::slurp(XQ_SOURCE_DIR "/samples/matchbp-event8.json");
  const JsonTree tree = parse_json_tree(text, "t.json");
  EXPECT_EQ(tree.root().to_json(), nlohmann::json::parse(text));

  const JsonTree dup =
      parse_json_tree(R"({"b": 1, "a": "x", "b": [2, -3], "u": 18446744073709551615})", "t.json");
  const JsonValue root = dup.root();
  ASSERT_TRUE(root.is_object());
  EXPECT_EQ(root.size(), 4u);
  const std::optional<JsonValue> b = root.find("b");
  ASSERT_TRUE(b && b->is_array());  // the last "b"
  EXPECT_EQ((*b)[1].integer(), -3);
  EXPECT_TRUE((*b)[0].is_number_unsigned());  // (nlohmann: a number without a minus)
  EXPECT_FALSE((*b)[1].is_number_unsigned());
  EXPECT_TRUE(root.find("u")->is_number_unsigned());
  EXPECT_EQ(root.find("u")->unsigned_integer(), 18446744073709551615u);
  EXPECT_EQ(root.find("a")->string(), "x");
  EXPECT_STREQ(root.find("a")->type_name(), "string");
  EXPECT_FALSE(root.find("c").has_value());
  EXPECT_EQ(root.to_json(), nlohmann::json::parse(R"({"a": "x", "b": [2, -3], "u": 18446744073709551615})"));
}

}  // namespace
}  // namespace xq
