#include "reports/html_report.hpp"

#include <algorithm>
#include <cmath>

#include "reports/report_conclusion.hpp"
#include "reports/report_tables.hpp"
#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

namespace {

// One style sheet for both kinds of page; system fonts only (nothing to fetch).
constexpr const char* kStyle = R"(*{box-sizing:border-box}
body{margin:0;background:#f6f8fa;color:#1f2328;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC",sans-serif}
main{max-width:1180px;margin:0 auto;padding:24px 20px 32px}
header h1{font-size:26px;line-height:1.25;margin:0 0 4px}
.meta{color:#59636e;margin:0}
section{background:#fff;border:1px solid #d1d9e0;border-radius:10px;padding:18px 22px;margin:18px 0}
h2{font-size:19px;margin:0 0 12px}
h3{font-size:15px;margin:0 0 8px}
.note{color:#59636e;font-size:13px;margin:10px 0 0;max-width:72em}
.missing-section{color:#8c959f;font-style:italic;margin:0}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(205px,1fr));gap:12px;margin-top:18px}
.card{background:#fff;border:1px solid #d1d9e0;border-radius:10px;padding:10px 14px}
.card .label{font-size:13px;color:#59636e}
.card .value{font-size:24px;font-weight:600;font-variant-numeric:tabular-nums;line-height:1.3}
.card .detail{font-size:12px;color:#59636e}
.card.ok{border-left:5px solid #1a7f37}.card.ok .value{color:#1a7f37}
.card.bad{border-left:5px solid #cf222e}.card.bad .value{color:#cf222e}
.card .value.missing{font-size:16px;font-weight:400;font-style:italic;color:#8c959f}
.row{display:flex;flex-wrap:wrap;gap:20px 24px;align-items:flex-start}
.block{min-width:0;max-width:100%}
.block .note{max-width:560px}
.block figcaption{max-width:420px}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:14px}
th,td{padding:4px 10px;border-bottom:1px solid #e5e9ee;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #d1d9e0;background:#f6f8fa;font-weight:600;white-space:nowrap}
td.num,th.num{text-align:right;white-space:nowrap}
td.missing{color:#8c959f;font-style:italic}
tr.sig td{background:#fff8c5}
td.yes{font-weight:700;color:#9a6700}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(470px,1fr));gap:22px 28px;margin-top:6px}
.charts.wide{grid-template-columns:1fr}
.row + .charts{margin-top:20px}
figure{margin:0}
figcaption{font-size:13px;color:#59636e;margin-top:2px}
svg{display:block;max-width:100%;height:auto}
details summary{cursor:pointer;color:#59636e}
pre{background:#f6f8fa;padding:12px;border-radius:6px;overflow:auto;font-size:12px;line-height:1.4}
.charts + .table-wrap{margin-top:18px}
.conclusion p{margin:0 0 8px;max-width:72em}
.conclusion p:last-child{font-weight:600}
ul.metrics{color:#59636e;font-size:13px;margin:10px 0 0;padding-left:18px;max-width:72em}
ul.metrics code{font-size:12px}
footer{color:#59636e;font-size:12px;text-align:center;margin-top:8px}
@media print{body{background:#fff}section{break-inside:avoid}}
)";

std::string esc(const std::string& s) { return escape_xml(s); }

// `t` as a <table>; when `sig_col` >= 0, rows whose cell there reads "yes" are marked significant;
// the cells of the columns `wrap` marks are of class "wrap".
std::string table_html(const TextTable& t, int sig_col, const std::vector<bool>& wrap = {}) {
  const auto num = [&](size_t c) { return c < t.align.size() && t.align[c] == Align::right; };
  std::string s = "<div class=\"table-wrap\"><table>\n<thead><tr>";
  for (size_t c = 0; c < t.header.size(); ++c)
    s += std::string(num(c) ? "<th class=\"num\">" : "<th>") + esc(t.header[c]) + "</th>";
  s += "</tr></thead>\n<tbody>\n";
  for (const auto& row : t.rows) {
    const auto sc = static_cast<size_t>(sig_col);
    const bool sig = sig_col >= 0 && sc < row.size() && row[sc] == "yes";
    s += sig ? "<tr class=\"sig\">" : "<tr>";
    for (size_t c = 0; c < row.size(); ++c) {
      std::string cls = num(c) ? "num" : c < wrap.size() && wrap[c] ? "wrap" : "";
      if (row[c] == kNotMeasured) cls += cls.empty() ? "missing" : " missing";
      if (sig && c == sc) cls = "yes";
      s += (cls.empty() ? "<td>" : "<td class=\"" + cls + "\">") + esc(row[c]) + "</td>";
    }
    s += "</tr>\n";
  }
  return s + "</tbody></table></div>\n";
}

std::string missing() { return "<p class=\"missing-section\">" + std::string(kNotMeasured) + "</p>\n"; }

std::string note(const std::string& text) { return "<p class=\"note\">" + esc(text) + "</p>\n"; }

std::string figure(const std::string& svg, const std::string& caption) {
  std::string s = "<figure>\n" + svg;
  if (!caption.empty()) s += "<figcaption>" + esc(caption) + "</figcaption>\n";
  return s + "</figure>\n";
}

std::string block(const std::string& title, const std::string& body) {
  return "<div class=\"block\">" + (title.empty() ? "" : "<h3>" + esc(title) + "</h3>") + body + "</div>\n";
}

std::string table_or_missing(const std::optional<TextTable>& t) { return t ? table_html(*t, -1) : missing(); }

// A histogram of the report as a bar chart: integer values with the gaps filled by zero bars
// (an honest x axis), the tail of interest highlighted.
std::string histogram_figure(const ojson* histogram, const DistributionInfo& info) {
  const std::vector<HistogramBin> bins = histogram_bins(histogram);
  const HistogramStats stats = histogram_stats(bins, info);
  std::string caption = histogram_summary(bins, info);
  if (stats.observations == 0) {
    return "<figure><h3>" + esc(info.title) + "</h3>" + missing() + "</figure>\n";
  }
  BarChart chart;
  chart.title = info.title;
  chart.x_label = info.x_label;
  chart.y_label = info.y_label;
  const bool numeric =
      std::all_of(bins.begin(), bins.end(), [](const HistogramBin& b) { return b.value.has_value(); });
  if (numeric && stats.min && stats.max && *stats.max - *stats.min <= 60) {
    for (std::int64_t v = *stats.min; v <= *stats.max; ++v) {
      std::uint64_t n = 0;
      for (const HistogramBin& b : bins)
        if (b.value == v) n += b.count;
      chart.bars.push_back({std::to_string(v), static_cast<double>(n), in_tail(info, v)});
    }
  } else {
    for (const HistogramBin& b : bins)
      chart.bars.push_back({b.label, static_cast<double>(b.count), b.value && in_tail(info, *b.value)});
  }
  if (!info.tail.empty() && stats.tail > 0) caption += " (orange bars)";
  return figure(bar_chart_svg(chart), caption);
}

std::string header(const ojson& report, const std::string& what) {
  std::string s = "<header>\n<h1>" + esc(what + ": " + report_scenario(report)) +
                  "</h1>\n<p class=\"meta\">" + esc(report_batch_line(report));
  if (const ojson* schema = report_find(report, "schema"))
    s += " · report schema " + esc(format_json(schema));
  return s + "</p>\n</header>\n";
}

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
         esc(title) + "</title>\n<style>\n" + kStyle + "</style>\n</head>\n<body>\n<main>\n" + body +
         "<footer>Made by xqsim from the report JSON. Charts are inline SVG; this page loads nothing from "
         "the "
         "network.</footer>\n</main>\n</body>\n</html>\n";
}

std::string section(const std::string& id, const std::string& title, const std::string& body) {
  return "<section id=\"" + id + "\">\n<h2>" + esc(title) + "</h2>\n" + body + "</section>\n";
}

// One line per metric shown, with where docs/fairness.md defines it — as text: the page stays free of
// links (docs/report-files.md), the Markdown report links it.
std::string notes_html(const std::vector<MetricNote>& notes) {
  if (notes.empty()) return "";
  std::string s = "<ul class=\"metrics\">\n";
  for (const MetricNote& n : notes)
    s += "<li><strong>" + esc(n.label) + "</strong>: " + esc(n.text) + " (<code>" + esc(n.anchor) +
         "</code>)</li>\n";
  return s + "</ul>\n";
}

// Accuracy of one criterion (or of all tied pairs) as a bar with its interval.
std::optional<IntervalValue> accuracy_value(const ojson* o, const char* value_key) {
  const auto v = report_number(report_path(o, {value_key}));
  const auto decided = report_number(report_path(o, {"decided"}));
  if (!v || decided == std::optional<double>(0)) return std::nullopt;
  IntervalValue iv{*v, std::nullopt, std::nullopt, ""};
  if (const ojson* ci = report_path(o, {"ci95"});
      ci && ci->is_array() && ci->size() == 2 && (*ci)[0].is_number() && (*ci)[1].is_number()) {
    iv.low = (*ci)[0].get<double>();
    iv.high = (*ci)[1].get<double>();
  }
  if (const ojson* n = report_path(o, {"decided"})) iv.note = "n=" + format_json(n);
  return iv;
}

std::string criterion_label(const ojson& c, size_t i) {
  const ojson* n = report_find(c, "name");
  return n ? format_json(n) : "criterion " + std::to_string(i + 1);
}

// An accuracy chart: shares with a dashed line at 50 %, a coin toss.
IntervalChart coin_toss_chart(std::string title, std::string x_label) {
  IntervalChart chart;
  chart.title = std::move(title);
  chart.x_label = std::move(x_label);
  chart.reference = 0.5;
  chart.reference_label = "50%: coin toss";
  return chart;
}

// One row per criterion of `criteria`: its accuracy with the interval; `none` where it decided nothing.
void add_accuracy_rows(IntervalChart& chart, const ojson& criteria, const char* none) {
  for (size_t i = 0; i < criteria.size(); ++i) {
    const std::optional<IntervalValue> v = accuracy_value(&criteria[i], "accuracy");
    const bool nothing = report_number(report_find(criteria[i], "decided")) == std::optional<double>(0);
    chart.rows.push_back({criterion_label(criteria[i], i), {v}, {nothing ? none : ""}});
  }
}

// A bar of `value` (absent: no bar) noted "n=`count`".
IntervalRow count_row(const std::string& label, const ojson* value, const ojson* count) {
  std::optional<IntervalValue> v;
  if (const auto x = report_number(value)) {
    v = IntervalValue{*x, std::nullopt, std::nullopt, ""};
    if (count) v->note = "n=" + format_json(count);
  }
  return {label, {v}, {}};
}

// Round robins: the places each criterion decided per tournament (and those left to a T-12
// play-off), and how often each put the truly stronger entrant above (docs/fairness.md).
std::string place_charts(const ojson* places) {
  const ojson* criteria = report_path(places, {"criteria"});
  if (criteria == nullptr || !criteria->is_array() || criteria->empty()) return "";
  IntervalChart decided;
  decided.title = "Places each criterion decided, per tournament";
  decided.x_label = "places per tournament (n: over the batch)";
  decided.percent = false;
  decided.decimals = 2;
  double top = 0;
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    decided.rows.push_back(
        count_row(criterion_label(c, i), report_find(c, "per_tournament"), report_find(c, "decided")));
    top = std::max(top, report_number(report_find(c, "per_tournament")).value_or(0));
  }
  decided.rows.push_back(count_row("still shared at the end",
                                   report_find(*places, "unresolved_per_tournament"),
                                   report_find(*places, "unresolved")));
  top = std::max(top, report_number(report_find(*places, "unresolved_per_tournament")).value_or(0));
  decided.max = top > 0 ? std::ceil(top * 2 - 1e-9) / 2 : 1;  // a multiple of 0.5 places

  IntervalChart accuracy = coin_toss_chart("Place accuracy: the truly stronger entrant placed above",
                                           "share of the places it decided, with 95% interval");
  std::optional<IntervalValue> all = accuracy_value(report_find(*places, "accuracy"), "share");
  accuracy.rows.push_back({"all decided places", {all}, {}});
  add_accuracy_rows(accuracy, *criteria, "no place decided");

  decided.width = accuracy.width = 1000;
  return "<div class=\"charts wide\">\n" +
         figure(interval_chart_svg(decided),
                "Neighbours in the final order equal on points: the criterion that first told them apart "
                "decided their place (n: places over the batch); playoff is the T-12 play-off where the list "
                "has it. The last bar: places still shared at the end (no play-off played).") +
         figure(interval_chart_svg(accuracy),
                "Among the places a criterion decided, how often the truly stronger of the two neighbours "
                "was placed above. A bar near the dashed line decides places no better than a coin.") +
         "</div>\n";
}

std::string tiebreak_charts(const ojson* tiebreaks) {
  const ojson* criteria = report_path(tiebreaks, {"criteria"});
  if (criteria == nullptr || !criteria->is_array() || criteria->empty()) return "";
  IntervalChart decisive;
  decisive.title = "How often each criterion decided a tie";
  decisive.x_label = "share of tied pairs (equal on points) this criterion separated";
  double top = 0;
  for (size_t i = 0; i < criteria->size(); ++i) {
    const ojson& c = (*criteria)[i];
    decisive.rows.push_back(
        count_row(criterion_label(c, i), report_find(c, "share_of_ties"), report_find(c, "decided")));
    top = std::max(top, report_number(report_find(c, "share_of_ties")).value_or(0));
  }
  if (const auto u = report_number(report_path(tiebreaks, {"unresolved_share"}))) {
    decisive.rows.push_back(count_row("left unresolved", report_find(*tiebreaks, "unresolved_share"),
                                      report_find(*tiebreaks, "unresolved")));
    top = std::max(top, *u);
  }
  decisive.max = top > 0 ? std::min(1.0, std::ceil(top * 10 - 1e-9) / 10) : 1;

  IntervalChart accuracy = coin_toss_chart("Accuracy: the truly stronger entrant put first",
                                           "share of the ties it separated, with 95% interval");
  if (const ojson* all = report_find(*tiebreaks, "tie_order_accuracy")) {
    std::optional<IntervalValue> v = accuracy_value(all, "mean");
    if (v) v->note = "";
    // The per-tournament measure (docs/fairness.md "Tie-order accuracy": every tied pair, an
    // unresolved one counting ½, averaged over tournaments), not a share pooled over the pairs.
    if (const ojson* n = report_find(*tiebreaks, "tied_pairs"); v && n) v->note = format_json(n) + " pairs";
    accuracy.rows.push_back({"tie-order accuracy", {v}, {}});
  }
  add_accuracy_rows(accuracy, *criteria, "no tie decided");

  decisive.width = accuracy.width = 1000;
  return "<div class=\"charts wide\">\n" +
         figure(interval_chart_svg(decisive),
                "Share of the tied pairs each criterion separated (n: pairs); the last bar: pairs still tied "
                "after "
                "every criterion.") +
         figure(
             interval_chart_svg(accuracy),
             "Among the tied pairs a criterion separated, how often the truly stronger entrant came first. A "
             "bar near the dashed line decides ties no better than a coin. The first bar: every tied pair, "
             "an unresolved one counting ½, averaged over the tournaments (tie-order accuracy).") +
         "</div>\n";
}

std::string rank_chart(const ojson* points) {
  if (points == nullptr || !points->is_array() || points->empty()) return "";
  ScatterChart chart;
  chart.title = "Mean final rank by true strength";
  chart.x_label = "strength rank (1 = strongest)";
  chart.y_label = "mean final rank";
  chart.diagonal_label = "perfect ranking";
  chart.width = chart.height = 420;
  for (const ojson& p : *points) {
    const auto x = report_number(report_find(p, "strength_rank"));
    const auto y = report_number(report_find(p, "mean_final_rank"));
    if (x && y) chart.points.push_back({*x, *y});
  }
  return figure(
      scatter_chart_svg(chart),
      "Each point: the entrants of one strength rank, their mean final place. On the dashed diagonal "
      "the final ranking would equal true strength; points flatten towards the middle as luck grows.");
}

std::string render_simulate(const ojson& report) {
  std::string body = header(report, "Fairness report");
  body += "<div class=\"cards\">\n";
  for (const KeyFigure& k : key_figures(report)) {
    const char* cls = k.status > 0 ? " ok" : k.status < 0 ? " bad" : "";
    const bool absent = k.value == kNotMeasured;
    body += "<div class=\"card" + std::string(cls) + "\"><div class=\"label\">" + esc(k.label) +
            "</div><div class=\"value" + (absent ? " missing" : "") + "\">" + esc(k.value) + "</div>";
    if (!k.detail.empty()) body += "<div class=\"detail\">" + esc(k.detail) + "</div>";
    body += "</div>\n";
  }
  body += "</div>\n";

  body += section("checks", "Invariants, warnings and results",
                  "<div class=\"row\">\n" +
                      block("Invariants and warnings", table_or_missing(rules_table(report))) +
                      block("Games and results", table_or_missing(results_table(report))) + "</div>\n" +
                      note("Violations must be 0. Per tournament: the mean over the batch; p95 and max over "
                           "tournaments."));

  const bool rr = report_round_robin(report);
  std::string dist;
  if (rr) {
    body += section(
        "schedule", "Schedule (Berger table)",
        table_or_missing(schedule_table(report)) +
            note("In a round robin the table fixes who meets whom, when, with which colour, and who sits "
                 "out (RR-1): there are no floats, no colour choices and no second byes to measure, so these "
                 "figures only check the table. What luck decides is the order of entrants equal on points: "
                 "see the places under Tiebreaks."));
  } else if (const ojson* d = report_find(report, "distributions"); d && d->is_object()) {
    std::vector<std::string> keys = distribution_order();
    for (const auto& [key, v] : d->items())
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    dist = "<div class=\"charts\">\n";
    for (const std::string& key : keys)
      dist += histogram_figure(report_find(*d, key), distribution_info(key, report_team(report)));
    dist += "</div>\n";
  } else {
    dist = missing();
  }
  if (!rr) body += section("distributions", "Colours, floats and byes", dist);

  const ojson* ranking = report_find(report, "ranking");
  const auto rtable = ranking_table(ranking);
  const std::string ranking_note = knockout_ranking_note(report);
  std::string chart = rank_chart(report_find(report, "rank_vs_strength"));
  if (chart.empty()) chart = "<h3>Mean final rank by true strength</h3>" + missing();
  const std::string rank =
      "<div class=\"row\">\n" +
      block("", rtable ? table_html(*rtable, -1) +
                             note("Final ranking against true strength over the batch: estimates "
                                  "with 95% confidence intervals. Kendall distance: the share of "
                                  "pairs in the wrong order." +
                                  (ranking_note.empty() ? "" : " " + ranking_note)) +
                             notes_html(metric_notes(ranking_metric_order()))
                       : missing()) +
      block("", chart) + "</div>\n";
  body += section("ranking", "Ranking quality", rank);
  if (const auto k = knockout_table(report))  // KO-5: docs/fairness.md "Events with a knockout"
    body +=
        section("knockout", "Knockout stage",
                table_html(*k, -1) +
                    note("What the knockout does to the order the first stage left, over the batch: "
                         "95% intervals (Wilson for shares, t for means). Places moved and entrants moved "
                         "pool the entrants of every event, who are not independent: no interval."));

  const ojson* tiebreaks = report_find(report, "tiebreaks");
  std::string tb;
  if (const auto overview = tiebreak_overview_table(tiebreaks)) {
    tb = "<div class=\"row\">\n" + block("", table_html(*overview, -1)) +
         block("", table_or_missing(tiebreak_criteria_table(tiebreaks))) + "</div>\n";
    if (rr) {  // place by place: what an arbiter of a round robin reads (docs/fairness.md)
      const ojson* places = report_path(&report, {"round_robin", "places"});
      tb += "<h3 style=\"margin-top:22px\">Place by place</h3>\n" +
            table_or_missing(places_overview_table(places)) +
            "<div class=\"row\" style=\"margin-top:14px\">" +
            block("", table_or_missing(places_criteria_table(places))) + "</div>\n" + place_charts(places);
    } else {
      tb += tiebreak_charts(tiebreaks);
    }
  } else {
    tb = missing();
  }
  if (const std::string k = knockout_tiebreak_note(report); !k.empty()) tb = note(k) + tb;
  body += section("tiebreaks", "Tiebreaks", tb);

  const bool team = report_team(report);
  const auto luck = colour_luck_table(report_find(report, "colour_luck"), team);
  body += section(
      "colour-luck", "Colour luck",
      (luck ? table_html(*luck, -1) +
                  note(team ? "Team event: how much the number of home matches (home − away, the home team's "
                              "side of the board colours) moves the final rank. Rank 1 is first: a negative "
                              "value means more home matches, a better place; 0 means home or away does not "
                              "matter."
                            : "How much the number of reds moves the final rank. Rank 1 is first: a negative "
                              "value means more reds, a better place; 0 means colours do not matter.")
            : missing()) +
          (rr ? note("Round robin: the colours are the table's, forfeited games included. With an even field "
                     "numbers 1..n/2 have one red more, so this is what drawing such a number by lot is "
                     "worth; "
                     "with an odd field everyone has equal reds and blacks and there is nothing to measure.")
              : ""));

  if (const ojson* settings = report_find(report, "settings")) {
    body += section(
        "settings", "Settings",
        "<details><summary>Rules, field and result model the batch was made under (JSON)</summary><pre>" +
            esc(settings->dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace)) +
            "</pre></details>\n");
  }
  return page("xqsim fairness report: " + report_scenario(report), body);
}

std::string render_compare(const ojson& report) {
  bool any_set = false;  // --variant: rule settings, not only tiebreak lists
  for (const ojson& v : compare_variants(report))
    if (const ojson* set = report_find(v, "set"); set && set->is_object() && !set->empty()) any_set = true;
  std::string body = header(report, any_set ? "Comparison" : "Tiebreak comparison");
  if (const std::vector<std::string> conclusion = conclusion_paragraphs(report); !conclusion.empty()) {
    std::string c = "<div class=\"conclusion\">\n";
    for (const std::string& p : conclusion) c += "<p>" + esc(p) + "</p>\n";
    body += section("conclusion", conclusion_title(report), c + "</div>\n");
  }
  if (const auto sim = simulated_table(report))
    body += section("simulated", simulated_title(report), table_html(*sim, -1));
  body += section(
      "variants", "Variants side by side",
      table_or_missing(variants_table(report)) +
          note(
              "Estimates with 95% confidence intervals. Variants that differ only in tiebreaks rank the same "
              "simulated games; the others play their own on common random numbers (What was simulated), so "
              "differences come from the rules alone.") +
          notes_html(metric_notes({"kendall_tau", "spearman_rho", "kendall_distance", "mean_abs_displacement",
                                   "top3_accuracy", "strongest_won", "tie_order_accuracy",
                                   colour_luck_key(report)})));

  std::string diffs;
  if (const auto t = differences_table(report)) {
    diffs = table_html(*t, 8);
    diffs +=
        note(
            "Difference: variant − baseline, paired over the same tournaments. p (Holm): adjusted over all " +
            std::to_string(t->rows.size()) +
            " differences of this report. Highlighted rows are significant: p (Holm) < 0.05 and "
            "|difference| ≥ MID, the minimal important difference.") +
        notes_html(metric_notes({"p_holm"}));
  } else {
    diffs = missing();
  }
  body += section("differences", "Differences", diffs);

  std::string acc;
  const ojson all_variants = compare_variants(report);
  const ojson* variants = &all_variants;
  if (const auto t = criteria_comparison_table(report); t && !variants->empty()) {
    IntervalChart chart =
        coin_toss_chart("Tiebreak accuracy by criterion and variant",
                        "share of separated ties with the truly stronger entrant first, with 95% interval");
    chart.width = 1000;
    for (size_t i = 0; i < variants->size(); ++i) chart.series.push_back(t->header[i + 1]);
    IntervalRow all{"tie-order accuracy", {}, {}};
    for (const ojson& v : *variants) {
      const ojson* ta = report_find(v, "tiebreaks_analysis");
      std::optional<IntervalValue> iv = accuracy_value(report_path(ta, {"tie_order_accuracy"}), "mean");
      if (iv) iv->note.clear();
      all.values.push_back(iv);
    }
    chart.rows.push_back(all);
    for (size_t r = 1; r < t->rows.size(); ++r) {
      const std::string& name = t->rows[r][0];
      IntervalRow row{name, {}, {}};
      for (const ojson& v : *variants) {
        std::optional<IntervalValue> iv;
        std::string absent;
        if (const ojson* criteria = report_path(&v, {"tiebreaks_analysis", "criteria"});
            criteria && criteria->is_array()) {
          absent = "not in list";
          for (size_t i = 0; i < criteria->size(); ++i)
            if (criterion_label((*criteria)[i], i) == name) {
              iv = accuracy_value(&(*criteria)[i], "accuracy");
              absent = iv ? "" : "no tie decided";
            }
        }
        row.values.push_back(iv);
        row.absent.push_back(absent);
      }
      chart.rows.push_back(row);
    }
    acc =
        "<div class=\"charts wide\">\n" +
        figure(interval_chart_svg(chart),
               "One bar per variant: among the ties a criterion separated, the share with the truly stronger "
               "entrant first.") +
        "</div>\n" + table_html(*t, -1);
  } else {
    acc = missing();
  }
  body += section("accuracy", "Tiebreak accuracy by criterion", acc);
  if (const auto places = places_comparison_table(report))
    body += section(
        "places", "Place by place (round robin)",
        table_html(*places, -1) +
            note("Neighbours in the final order equal on points: the share of the places each list "
                 "decided with the truly stronger entrant above, those tied after the list (a T-12 "
                 "play-off: the criterion playoff where the list has it, or a shared place) and the "
                 "tournaments that need one; then each criterion's place accuracy and how many places "
                 "it decided."));
  return page("xqsim comparison: " + report_scenario(report), body);
}

}  // namespace

std::string html_table(const TextTable& t, const std::vector<bool>& wrap) { return table_html(t, -1, wrap); }

std::string render_html(const ojson& report) {
  return report_kind(report) == "compare" ? render_compare(report) : render_simulate(report);
}

}  // namespace xq
