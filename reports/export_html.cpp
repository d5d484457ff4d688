// The printable page of `xqsim export --format html`: one self-contained file for the wall.
#include <algorithm>
#include <ostream>

#include "reports/export.hpp"
#include "reports/html_report.hpp"
#include "reports/svg_chart.hpp"

namespace xq {
namespace {

constexpr const char* kCss = R"(
body{font-family:"Noto Sans CJK SC","Source Han Sans SC","PingFang SC","Microsoft YaHei","SimSun-ExtB","MingLiU-ExtB","HanaMinB",system-ui,sans-serif;
  margin:24px auto;max-width:1100px;color:#1f2328;padding:0 16px}
header h1{font-size:24px;margin:0 0 4px}
header p{color:#59636e;margin:0 0 16px}
h2{font-size:18px;margin:24px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;white-space:nowrap}
th{background:#f6f8fa;white-space:normal;vertical-align:bottom}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
tbody tr:nth-child(even){background:#fafbfc}
ul.key{color:#59636e;font-size:13px;margin:8px 0 0;padding-left:18px}
footer{color:#59636e;font-size:12px;margin-top:24px}
@media print{body{margin:0;max-width:none}section{break-inside:avoid-page}thead{display:table-header-group}
  h2{break-after:avoid}tbody tr:nth-child(even){background:none}}
)";

}  // namespace

void write_export_html(std::ostream& out, const Record& record, const std::vector<ExportSheet>& sheets,
                       int round, ExportLang lang) {
  const bool zh = lang == ExportLang::zh;
  const std::string event = record.event.empty() ? (zh ? "比赛" : "Event") : record.event;
  const std::string after = after_round(record, round, lang, "", "") +
                            (zh ? "" : " of " + std::to_string(event_rounds(record.rules)));
  out << "<!DOCTYPE html>\n<html lang=\"" << (zh ? "zh-CN" : "en")
      << "\">\n<head>\n<meta charset=\"utf-8\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
      << escape_xml(event + " — " + after) << "</title>\n<style>" << kCss << "</style>\n</head>\n<body>\n"
      << "<header><h1>" << escape_xml(event) << "</h1><p>" << escape_xml(after) << "</p></header>\n";
  for (const ExportSheet& s : sheets) {
    // Headings wrap between words on paper: "opponent score", not "opponent_score".
    TextTable table = s.table;
    for (std::string& h : table.header) std::replace(h.begin(), h.end(), '_', ' ');
    out << "<section>\n<h2>" << escape_xml(s.title) << "</h2>\n" << html_table(table);
    if (!s.key.empty()) {
      out << "<ul class=\"key\">\n";
      for (const std::string& k : s.key) out << "<li>" << escape_xml(k) << "</li>\n";
      out << "</ul>\n";
    }
    out << "</section>\n";
  }
  out << "<footer>" << (zh ? "xqsim 生成" : "Made by xqsim") << "</footer>\n</body>\n</html>\n";
}

}  // namespace xq
