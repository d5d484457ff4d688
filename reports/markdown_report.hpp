// The fairness report as Markdown (REP "Outputs"): the summary pasted into issue notes. A pure
// function of the report JSON (make_report's result); aligned GitHub-flavoured pipe tables.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "reports/text_table.hpp"

namespace xq {

/// The report as Markdown: a "## " title, the batch line, then one "### " section per part of the
/// report (simulate: key figures, invariants and warnings, games, ranking quality, tiebreaks,
/// colour luck, distributions; compare: variants side by side, accuracy by criterion,
/// differences with significant ones in bold). A part the report lacks reads "not measured".
std::string render_markdown(const nlohmann::ordered_json& report);

/// `text` with the Markdown that would act backslash-escaped (\ ` * | always; < before a tag or
/// autolink, & before an entity, ] before a link target), so names render as written, also inside
/// a table cell; line breaks become spaces.
std::string escape_markdown(std::string_view text);

/// `table` as a pipe table, columns padded to the widest cell (display width: CJK counts two),
/// right-aligned columns marked "---:". Cells are escaped unless `escape` is false (then they
/// must already be Markdown).
std::string markdown_table(const TextTable& table, bool escape = true);

}  // namespace xq
