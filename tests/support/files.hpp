// Files for tests: a whole file as text or JSON, a fresh temporary folder, the files of a tree.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace xq::test {

/// The bytes of the file at `p` ("" when it cannot be read).
inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The JSON file at `p`, parsed (throws nlohmann::json::parse_error when it is not JSON).
inline nlohmann::json read_json(const std::filesystem::path& p) { return nlohmann::json::parse(slurp(p)); }

/// Rewrites the JSON file at `path` after `f` changed it (a record edited by hand).
inline void edit_json(const std::filesystem::path& path, const std::function<void(nlohmann::json&)>& f) {
  nlohmann::json j = read_json(path);
  f(j);
  std::ofstream(path) << j.dump(2);
}

/// A fresh, empty temporary folder for one test.
/// The lines of `text`, without their line ends.
inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

inline std::filesystem::path temp_dir(const std::string& name) {
  const auto d =
      std::filesystem::temp_directory_path() / ("xqsim-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d;
}

/// The files of the folder tree `root`, relative to it, sorted; none when `root` does not exist.
inline std::vector<std::string> listing(const std::filesystem::path& root) {
  std::vector<std::string> files;
  if (!std::filesystem::exists(root)) return files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root))
    if (e.is_regular_file()) files.push_back(std::filesystem::relative(e.path(), root).string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace xq::test
