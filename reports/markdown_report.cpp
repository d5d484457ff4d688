#include "reports/markdown_report.hpp"

#include <algorithm>
#include <cctype>

#include "reports/report_conclusion.hpp"
#include "reports/report_tables.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

std::string escape_markdown(std::string_view text) {
  // Escapes only what would act: emphasis and code marks, table pipes, backslashes, tags and
  // autolinks ("<" before a letter, "/", "!" or "?"), entities ("&" before a letter or "#"),
  // links ("](" or "]["). Intervals "[0.5, 0.6]" and "<0.001" stay readable in the raw text.
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    const bool letter = std::isalpha(static_cast<unsigned char>(next)) != 0;
    if (c == '\n' || c == '\r') {  // a cell or a heading is one line
      out += ' ';
      continue;
    }
    const bool active = c == '\\' || c == '`' || c == '*' || c == '|' ||
                        (c == '<' && (letter || next == '/' || next == '!' || next == '?')) ||
                        (c == '&' && (letter || next == '#')) || (c == ']' && (next == '(' || next == '['));
    if (active) out += '\\';
    out += c;
  }
  return out;
}

std::string markdown_table(const TextTable& table, bool escape) {
  size_t ncols = table.header.size();
  for (const auto& r : table.rows) ncols = std::max(ncols, r.size());
  const auto cells = [&](const std::vector<std::string>& row) {
    std::vector<std::string> r(ncols);
    for (size_t c = 0; c < row.size() && c < ncols; ++c) r[c] = escape ? escape_markdown(row[c]) : row[c];
    return r;
  };
  std::vector<std::vector<std::string>> rows;
  rows.push_back(cells(table.header));
  for (const auto& r : table.rows) rows.push_back(cells(r));
  std::vector<int> width(ncols, 3);
  for (const auto& r : rows)
    for (size_t c = 0; c < ncols; ++c) width[c] = std::max(width[c], display_width(r[c]));
  const auto right = [&](size_t c) { return c < table.align.size() && table.align[c] == Align::right; };
  const auto line = [&](const std::vector<std::string>& r) {
    std::string s = "|";
    for (size_t c = 0; c < ncols; ++c) {
      const auto pad = static_cast<size_t>(width[c] - display_width(r[c]));
      s += ' ';
      if (right(c)) s.append(pad, ' ');
      s += r[c];
      if (!right(c)) s.append(pad, ' ');
      s += " |";
    }
    return s + "\n";
  };
  std::string out = line(rows[0]);
  out += "|";
  for (size_t c = 0; c < ncols; ++c) {
    const auto w = static_cast<size_t>(width[c]);
    out += " " + (right(c) ? std::string(w - 1, '-') + ":" : std::string(w, '-')) + " |";
  }
  out += "\n";
  for (size_t i = 1; i < rows.size(); ++i) out += line(rows[i]);
  return out;
}

namespace {

void section(std::string& out, const std::string& title, const std::optional<TextTable>& table,
             const std::string& note = "") {
  out += "\n### " + title + "\n\n";
  if (!table) {
    out += std::string(kNotMeasured) + "\n";
    return;
  }
  out += markdown_table(*table);
  if (!note.empty()) out += "\n" + note + "\n";
}

std::string header(const ojson& report, const std::string& what) {
  std::string out = "## " + what + ": " + escape_markdown(report_scenario(report)) + "\n\n";
  out += escape_markdown(report_batch_line(report));
  if (const ojson* schema = report_find(report, "schema"))
    out += " · report schema " + escape_markdown(format_json(schema));
  return out + "\n";
}

std::string render_simulate(const ojson& report) {
  std::string out = header(report, "Fairness report");
  TextTable figures;
  figures.header = {"key figure", "value", "detail"};
  figures.align = {Align::left, Align::right, Align::left};
  for (const KeyFigure& k : key_figures(report)) figures.rows.push_back({k.label, k.value, k.detail});
  out += "\n" + markdown_table(figures);
  section(out, "Invariants and warnings", rules_table(report),
          "Violations must be 0. Per tournament: mean over the batch; p95 and max: per tournament.");
  section(out, "Games and results", results_table(report));
  const std::string ranking_note = knockout_ranking_note(report);
  section(out, "Ranking quality (final ranking vs true strength)",
          ranking_table(report_find(report, "ranking")),
          "Estimates over the batch, with 95% confidence intervals." +
              (ranking_note.empty() ? "" : " " + ranking_note));
  if (report_find(report, "ranking"))
    out += "\n" + metric_notes_markdown(metric_notes(ranking_metric_order()));
  if (const auto rs = rank_strength_table(report))
    section(
        out, "Rank vs strength", rs,
        "Mean final place of the k-th strongest entrant over the batch; ideal: its strength rank. The bar is "
        "the mean final place.");
  if (const auto k = knockout_table(report))  // KO-5: docs/fairness.md "Events with a knockout"
    section(out, "Knockout stage", k,
            "What the knockout does to the order the first stage left, over the batch (95% intervals: "
            "Wilson for shares, t for means).");
  const ojson* tiebreaks = report_find(report, "tiebreaks");
  out += "\n### Tiebreaks\n\n";
  if (const std::string note = knockout_tiebreak_note(report); !note.empty()) out += note + "\n\n";
  if (const auto t = tiebreak_overview_table(tiebreaks)) {
    out += markdown_table(*t);
    if (const auto c = tiebreak_criteria_table(tiebreaks)) {
      out += "\n" + markdown_table(*c);
      out +=
          "\nDecided: tied pairs this criterion separated first. Accuracy: among those, how often it put the "
          "truly stronger entrant first (50% is a coin toss).\n";
    } else {
      out += "\ncriteria: " + std::string(kNotMeasured) + "\n";
    }
  } else {
    out += std::string(kNotMeasured) + "\n";
  }
  const bool rr = report_round_robin(report);
  if (rr) {  // docs/fairness.md "Round robins"
    const ojson* places = report_path(&report, {"round_robin", "places"});
    section(out, "Tiebreaks place by place", places_overview_table(places));
    if (const auto c = places_criteria_table(places))
      out += "\n" + markdown_table(*c) +
             "\nPlaces decided: neighbours in the final order equal on points that this criterion told apart "
             "first (`playoff`: the T-12 play-off). Accuracy: how often the truly stronger of the two was "
             "placed "
             "above. Still shared: no play-off decided them.\n";
  }
  const std::string rr_luck =
      "Round robin: the table's colours, forfeits included; with an even field numbers 1..n/2 have one red "
      "more, so this is what that lot is worth. An odd field has nothing to measure.";
  const bool team = report_team(report);
  const auto luck = colour_luck_table(report_find(report, "colour_luck"), team);
  section(out, "Colour luck", luck,
          rr ? rr_luck
          : team
              ? "Team event: the regressor is home − away matches (the home team's side of the board "
                "colours). Rank 1 is first: a negative value means more home matches, a better place; 0 "
                "means home or away does not matter."
              : "Rank 1 is first: a negative value means more reds, a better place; 0 means colours do not "
                "matter.");
  if (rr && !luck) out += "\n" + rr_luck + "\n";
  if (rr)
    section(out, "Schedule (Berger table)", schedule_table(report),
            "The table fixes pairs, rounds, colours and sit-outs (RR-1): no floats, no colour balance to "
            "measure; these figures only check it.");
  else
    section(out, "Distributions", distributions_table(report));
  return out;
}

std::string render_compare(const ojson& report) {
  std::string out = header(report, "Comparison");
  if (const std::vector<std::string> conclusion = conclusion_paragraphs(report); !conclusion.empty()) {
    out += "\n### " + conclusion_title(report) + "\n\n";
    for (const std::string& p : conclusion) out += escape_markdown(p) + "\n\n";
    out.pop_back();
  }
  if (const auto sim = simulated_table(report)) section(out, simulated_title(report), sim);
  section(out, "Variants side by side", variants_table(report),
          "Estimates with 95% confidence intervals; variants that differ only in tiebreaks rank the same "
          "simulated games, the others play their own on common random numbers (What was simulated).");
  if (report_find(report, "variants"))
    out += "\n" + metric_notes_markdown(metric_notes(
                      {"kendall_tau", "spearman_rho", "kendall_distance", "mean_abs_displacement",
                       "top3_accuracy", "strongest_won", "tie_order_accuracy", colour_luck_key(report)}));
  section(
      out, "Tiebreak accuracy by criterion", criteria_comparison_table(report),
      "Accuracy: among the tied pairs a criterion separated, how often the truly stronger entrant came first "
      "(50% is a coin toss).");
  if (const auto places = places_comparison_table(report))
    section(
        out, "Place by place (round robin)", places,
        "Neighbours in the final order equal on points: how often each list, and each criterion, placed "
        "the truly stronger above; tied after the list: a T-12 play-off (the criterion `playoff` where the "
        "list has it), or a shared place.");
  out += "\n### Differences\n\n";
  auto diffs = differences_table(report);
  if (!diffs) {
    out += std::string(kNotMeasured) + "\n";
    return out;
  }
  for (auto& row : diffs->rows)
    for (size_t c = 0; c < row.size(); ++c) {
      row[c] = escape_markdown(row[c]);
      if (c == 8 && row[c] == "yes") row[c] = "**yes**";
    }
  out += markdown_table(*diffs, false);
  out += "\nDifference: variant − baseline, paired over the same tournaments. p (Holm): adjusted over all " +
         std::to_string(diffs->rows.size()) +
         " differences of this report. Significant: p (Holm) < 0.05 and |difference| ≥ MID, the minimal "
         "important difference.\n\n" +
         metric_notes_markdown(metric_notes({"p_holm"}));
  if (const auto rs = rank_strength_table(report))
    section(out, "Rank vs strength", rs,
            "Mean final place of the k-th strongest entrant, per variant; ideal: its strength rank.");
  return out;
}

}  // namespace

std::string render_markdown(const ojson& report) {
  return report_kind(report) == "compare" ? render_compare(report) : render_simulate(report);
}

}  // namespace xq
