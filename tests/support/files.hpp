// Files for tests: a whole file as text or JSON, a fresh temporary folder, the files of a tree.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstdio>
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

/// The lines of `text`, without their line ends.
inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

/// A fresh, empty temporary folder for one test, named for it and for this process.
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

/// The text of a file inside a zip archive (an xlsx workbook), by python3's zipfile (Debian's
/// python3 is in setup-debian.sh); "" when it cannot be read.
inline std::string unzip(const std::filesystem::path& archive, const std::string& member) {
  const std::string cmd =
      "python3 -c \"import sys,zipfile; "
      "sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())\" '" +
      archive.string() + "' '" + member + "'";
  std::string out;
  if (FILE* p = ::popen(cmd.c_str(), "r")) {
    char buf[4096];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
    ::pclose(p);
  }
  return out;
}

/// The cells of one CSV line: commas split, double quotes quote ("" inside is a quote), a final
/// CR dropped.
inline std::vector<std::string> csv_cells(const std::string& line) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"')
        out.back() += '"', ++i;
      else if (c == '"')
        quoted = false;
      else
        out.back() += c;
    } else if (c == '"')
      quoted = true;
    else if (c == ',')
      out.emplace_back();
    else if (c != '\r')
      out.back() += c;
  }
  return out;
}

}  // namespace xq::test
