// The printable page of `xqsim export --format html`: one self-contained file for the wall.
#include <algorithm>
#include <array>
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
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa;vertical-align:bottom;word-break:keep-all}
td{white-space:nowrap}
td.wrap{white-space:normal;overflow-wrap:break-word}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.table-wrap{overflow-x:auto}
tbody tr:nth-child(even){background:#fafbfc}
ul.key{color:#59636e;font-size:13px;margin:8px 0 0;padding-left:18px}
footer{color:#59636e;font-size:12px;margin-top:24px}
@media print{@page{margin:12mm}body{margin:0;max-width:none;padding:0}section{break-inside:avoid-page}
  thead{display:table-header-group}h2{break-after:avoid}tbody tr:nth-child(even){background:none}
  .table-wrap{overflow:visible}table{font-size:8pt}th,td{padding:2px 3px}
  ul.key{font-size:8pt}}
)";

// The columns of names and teams (the headings before export_heading), whose cells wrap.
constexpr std::array<const char*, 6> kTextColumns = {"name",       "team", "red_name",
                                                     "black_name", "home", "away"};

}  // namespace

void write_export_html(std::ostream& out, const Record& record, const std::vector<ExportSheet>& sheets,
                       int round, ExportLang lang) {
  const bool zh = lang == ExportLang::zh;
  const std::string event = record.event.empty() ? (zh ? "比赛" : "Event") : record.event;
  // (" of N" only when the plan is known: a TRF without XXR does not say how many rounds)
  const int planned = event_rounds(record.rules);
  const std::string after =
      after_round(record, round, lang, "", "") + (zh || planned <= 0 ? "" : " of " + std::to_string(planned));
  out << "<!DOCTYPE html>\n<html lang=\"" << (zh ? "zh-CN" : "en")
      << "\">\n<head>\n<meta charset=\"utf-8\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
      << escape_xml(event + " — " + after) << "</title>\n<style>" << kCss << "</style>\n</head>\n<body>\n"
      << "<header><h1>" << escape_xml(event) << "</h1><p>" << escape_xml(after) << "</p></header>\n";
  for (const ExportSheet& s : sheets) {
    // Headings wrap between words on paper: "opponent score", not "opponent_score"; so do names and
    // teams, whatever their length, the other cells (figures, 12r1, "from round 4") never.
    TextTable table = s.table;
    std::vector<bool> wrap;
    for (std::string& h : table.header) {
      wrap.push_back(std::any_of(kTextColumns.begin(), kTextColumns.end(),
                                 [&](const char* c) { return h == export_heading(c, lang); }));
      std::replace(h.begin(), h.end(), '_', ' ');
    }
    out << "<section>\n<h2>" << escape_xml(s.title) << "</h2>\n" << html_table(table, wrap);
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
