// `xqsim export --format xlsx`: the export's tables as an Excel workbook, one sheet each, written
// with libxlsxwriter (Debian's libxlsxwriter-dev) — Chinese arbiters and federations work in Excel.
#pragma once

#include <string>
#include <vector>

#include "reports/export.hpp"

namespace xq {

/// Writes `sheets` to the workbook `path` (one worksheet per sheet, named by its name, the title
/// in row 1, the headings bold in row 3, numbers as numbers, the key below the table). InputError
/// naming `path` when the file cannot be written, or naming the cell Excel cannot hold (more than
/// 32,767 characters) — then what is at `path` is no workbook to keep.
void write_export_xlsx(const std::string& path, const std::vector<ExportSheet>& sheets);

}  // namespace xq
