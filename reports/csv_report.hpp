// The fairness report's tables as CSV files (REP "Outputs"), for spreadsheets and scripts. A pure
// function of the report JSON (make_report's result). Numbers are written as the JSON holds them
// (full precision, '.' decimal point); quoting is TextTable::write_csv's (RFC 4180).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace xq {

/// File name → CSV text, one file per table, each with a header line; only the parts the report
/// has get a file (docs/report-files.md lists the columns):
/// simulate: summary.csv (field,value), rules.csv, distributions.csv, ranking.csv,
///           rank_vs_strength.csv, tiebreaks.csv;
/// compare:  summary.csv, variants.csv, ranking.csv, tiebreaks.csv, differences.csv
///           (ranking and tiebreaks with a leading "variant" column).
std::map<std::string, std::string> write_csv_tables(const nlohmann::ordered_json& report);

}  // namespace xq
