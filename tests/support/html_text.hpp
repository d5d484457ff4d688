// Reading the HTML and SVG the report writers make, for the report tests: counting marks and
// cutting out one chart's figure.
#pragma once

#include <string>

namespace xq::test {

/// How many times `what` occurs in `s` (not overlapping).
inline int count(const std::string& s, const std::string& what) {
  int n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + what.size())) ++n;
  return n;
}

/// The <figure> whose chart title (the SVG's aria-label) is `title`; "" when there is none.
inline std::string figure(const std::string& html, const std::string& title) {
  const size_t at = html.find("aria-label=\"" + title + "\"");
  if (at == std::string::npos) return "";
  const size_t begin = html.rfind("<figure>", at);
  return html.substr(begin, html.find("</figure>", at) - begin);
}

}  // namespace xq::test
