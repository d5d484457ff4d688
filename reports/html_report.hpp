// The fairness report as one self-contained HTML page (REP "Outputs"): inline CSS and inline SVG
// charts, no scripts, fonts, images or links to fetch, so it opens offline and can be mailed or
// attached as one file. A pure function of the report JSON (make_report's result).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "reports/text_table.hpp"

namespace xq {

/// The report as an HTML5 page (UTF-8). Simulate reports: key figures, invariants and warnings,
/// games and results, histograms of the distributions, ranking quality with mean final rank
/// against strength rank, tiebreak decisiveness and accuracy (with 95 % intervals and the 50 %
/// coin-toss line), colour luck, the settings. Compare reports: variants side by side, the
/// differences with the significant ones marked, grouped accuracy bars by criterion. A part the
/// report lacks reads "not measured". Byte-identical output for equal reports.
std::string render_html(const nlohmann::ordered_json& report);

/// `table` as an HTML `<table>`: cells escaped, right-aligned columns of class "num", cells
/// reading "not measured" of class "missing", the cells of the columns `wrap` marks (names, teams:
/// the text that may take more than one line) of class "wrap".
std::string html_table(const TextTable& table, const std::vector<bool>& wrap = {});

}  // namespace xq
