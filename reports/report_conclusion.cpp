#include "reports/report_conclusion.hpp"

#include <algorithm>
#include <cmath>

#include "reports/report_format.hpp"
#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

namespace {

// One text in two languages.
struct Text {
  const char* en;
  const char* zh;
};

std::string tr(const ojson& report, Text t) { return report_lang(report) == "zh" ? t.zh : t.en; }

std::string metric_label(const ojson& report, const std::string& key) {
  static const std::vector<std::pair<std::string, std::string>> zh = {
      {"kendall_tau", "Kendall tau"},          {"spearman_rho", "Spearman rho"},
      {"kendall_distance", "Kendall 距离"},    {"mean_abs_displacement", "平均名次偏差"},
      {"top3_accuracy", "前三名准确率"},       {"strongest_won", "最强者夺冠率"},
      {"tie_order_accuracy", "同分排序准确率"}};
  if (report_lang(report) == "zh")
    for (const auto& [k, label] : zh)
      if (k == key) return label;
  if (key == "tie_order_accuracy") return "tie-order accuracy";
  return metric_info(key).label;
}

std::string text_of(const ojson* v) {
  if (v == nullptr) return "";
  if (v->is_string()) return v->get<std::string>();
  if (v->is_number_float()) {  // 1950.0 → "1950", 0.25 → "0.25"
    std::string s = format_fixed(v->get<double>(), 3);
    while (s.find('.') != std::string::npos && (s.back() == '0' || s.back() == '.')) {
      const bool dot = s.back() == '.';
      s.pop_back();
      if (dot) break;
    }
    return s;
  }
  return format_json(v);
}

// The differences of the report for `variant`, by metric key.
std::vector<const ojson*> differences_of(const ojson& report, const std::string& variant) {
  std::vector<const ojson*> out;
  if (const ojson* diffs = report_find(report, "differences"); diffs && diffs->is_array())
    for (const ojson& d : *diffs)
      if (text_of(report_find(d, "variant")) == variant) out.push_back(&d);
  return out;
}

const ojson* difference(const std::vector<const ojson*>& diffs, const std::string& metric) {
  for (const ojson* d : diffs)
    if (text_of(report_find(*d, "metric")) == metric) return d;
  return nullptr;
}

bool flag(const ojson* d, const char* key) {
  const ojson* v = d ? report_find(*d, key) : nullptr;
  return v && v->is_boolean() && v->get<bool>();
}

// "+0.0070 [+0.0040, +0.0100], p (Holm) 0.003"
std::string difference_text(const ojson& report, const ojson* d, const std::string& key) {
  const MetricInfo m = metric_info(key);
  const auto diff = report_number(report_find(*d, "mean_diff"));
  if (!diff) return std::string(kNotMeasured);
  std::string s = format_difference(*diff, m.unit);
  if (const ojson* c = report_find(*d, "ci95");
      c && c->is_array() && c->size() == 2 && (*c)[0].is_number() && (*c)[1].is_number())
    s += " [" + format_difference((*c)[0].get<double>(), m.unit) + ", " +
         format_difference((*c)[1].get<double>(), m.unit) + "]";
  if (const auto p = report_number(report_find(*d, "p_holm")))
    s += tr(report, {", p (Holm) ", "，p（Holm）"}) + format_p(*p);
  return s;
}

// Whether a difference is an improvement: higher is better except for distances and displacement.
bool better(const std::string& key, double diff) {
  return metric_info(key).better == "lower" ? diff < 0 : diff > 0;
}

// "tie-order accuracy +1.20 pp (better)"
std::string verdict_item(const ojson& report, const ojson& d) {
  const std::string key = text_of(report_find(d, "metric"));
  const auto diff = report_number(report_find(d, "mean_diff")).value_or(0);
  return metric_label(report, key) + " " + format_difference(diff, metric_info(key).unit) + " (" +
         (better(key, diff) ? tr(report, {"better", "更好"}) : tr(report, {"worse", "更差"})) + ")";
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string s;
  for (const std::string& p : parts) s += (s.empty() ? "" : sep) + p;
  return s;
}

}  // namespace

std::string report_lang(const ojson& report) {
  const ojson* lang = report_find(report, "lang");
  return lang && lang->is_string() && lang->get<std::string>() == "zh" ? "zh" : "en";
}

std::string conclusion_title(const ojson& report) { return tr(report, {"Conclusion", "结论"}); }
std::string simulated_title(const ojson& report) { return tr(report, {"What was simulated", "模拟内容"}); }

std::vector<std::string> conclusion_paragraphs(const ojson& report) {
  const ojson variants = compare_variants(report);
  if (variants.empty()) return {};
  const auto tau = [](const ojson& v) {
    return report_number(report_path(&v, {"ranking", "kendall_tau", "mean"}));
  };
  const std::string base = text_of(report_find(variants[0], "name"));
  std::vector<std::string> out;

  // A variant whose event stopped with no legal pairing cannot run the event: said first, and it
  // is never the one recommended (its figures are those of the tournaments it did finish).
  const auto stopped = [](const ojson& v) { return report_count(report_find(v, "stopped")).value_or(0); };
  std::vector<std::string> stops;
  for (const ojson& v : variants)
    if (stopped(v) > 0)
      stops.push_back(text_of(report_find(v, "name")) + tr(report, {" in ", " "}) +
                      std::to_string(stopped(v)));
  if (!stops.empty()) {
    const auto count = report_count(report_find(report, "count"));
    const auto left_out = report_count(report_path(&report, {"tournaments", "no_pairing"}));
    out.push_back(
        tr(report, {"Stopped with no legal pairing: ", "因无合法编排而中止："}) + join(stops, ", ") +
        tr(report, {" of ", " 场，共 "}) + (count ? std::to_string(*count) : "?") +
        tr(report,
           {" tournaments. A rule set that cannot pair every event is not a candidate: it is not "
            "recommended below, and every figure of this report is over the ",
            " 场赛事。无法编排每场赛事的规则不作候选，下文不予推荐；本报告的所有数字只计各方案都完成的 "}) +
        (count && left_out ? std::to_string(*count - *left_out) : "?") +
        tr(report, {" tournaments every variant finished.", " 场赛事。"}));
  }

  // Which variant orders the field closest to true strength (among those that never stopped).
  size_t best = 0;
  while (best + 1 < variants.size() && stopped(variants[best]) > 0) ++best;
  for (size_t i = best + 1; i < variants.size(); ++i)
    if (stopped(variants[i]) == 0 && tau(variants[i]) &&
        (!tau(variants[best]) || *tau(variants[i]) > *tau(variants[best])))
      best = i;
  const bool all_equal = std::all_of(variants.begin(), variants.end(), [&](const ojson& v) {
    return tau(v) && tau(variants[0]) && std::fabs(*tau(v) - *tau(variants[0])) < 5e-7;
  });
  if (stopped(variants[best]) > 0) {
    out.push_back(tr(report, {"Every variant stopped in some tournament: none is recommended.",
                              "每个方案都有中止的赛事：均不推荐。"}));
  } else if (!tau(variants[best])) {
    out.push_back(tr(report, {"Kendall tau was not measured: no conclusion on ranking quality.",
                              "未测得 Kendall tau：无法就排序质量下结论。"}));
  } else if (all_equal) {
    out.push_back(
        tr(report, {"Every variant orders the field equally close to true strength (mean Kendall tau ",
                    "各方案对全场的排序同样接近真实实力（Kendall tau 平均 "}) +
        format_fixed(*tau(variants[0]), 3) + tr(report, {").", "）。"}));
  } else {
    const std::string name = text_of(report_find(variants[best], "name"));
    std::string s = (stops.empty() ? tr(report, {"Closest to true strength: ", "最接近真实实力排序的是"})
                                   : tr(report, {"Closest to true strength of the variants that paired every "
                                                 "event: ",
                                                 "在能编排每场赛事的方案中，最接近真实实力排序的是"})) +
                    (best == 0 ? tr(report, {"the baseline ", "基准方案 "}) : "") + name +
                    tr(report, {" (mean Kendall tau ", "（Kendall tau 平均 "}) +
                    format_fixed(*tau(variants[best]), 3);
    if (best != 0 && tau(variants[0]))
      s += tr(report, {"; baseline ", "；基准 "}) + base + tr(report, {": ", "："}) +
           format_fixed(*tau(variants[0]), 3) + tr(report, {", a difference of ", "，差 "}) +
           format_difference(*tau(variants[best]) - *tau(variants[0]), ValueUnit::ratio) +
           tr(report, {" — whether it matters is below", "——是否有意义见下文"});
    out.push_back(s + tr(report, {").", "）。"}));
  }

  // Each variant against the baseline, over the tournaments measured (every variant finished).
  const auto count = [&]() -> std::optional<std::uint64_t> {
    const auto all = report_count(report_find(report, "count"));
    const auto left_out = report_count(report_path(&report, {"tournaments", "no_pairing"}));
    if (!all || (left_out && *left_out > *all)) return std::nullopt;
    return *all - left_out.value_or(0);
  }();
  std::vector<std::string> mattering;  // "B: Kendall tau +0.0070 (better)"
  std::string tau_winner;
  double tau_gain = 0;
  for (size_t i = 1; i < variants.size(); ++i) {
    const std::string name = text_of(report_find(variants[i], "name"));
    const std::vector<const ojson*> diffs = differences_of(report, name);
    if (diffs.empty()) continue;
    std::string s = name + tr(report, {" vs ", " 对比 "}) + base + tr(report, {": ", "："});
    std::vector<std::string> shown;
    for (const char* key : {"kendall_tau", "tie_order_accuracy"})
      if (const ojson* d = difference(diffs, key))
        shown.push_back(metric_label(report, key) + " " + difference_text(report, d, key));
    s += join(shown, tr(report, {"; ", "；"})) + tr(report, {". ", "。"});
    std::vector<std::string> significant, small;
    for (const ojson* d : diffs) {
      const auto p = report_number(report_find(*d, "p_holm"));
      if (flag(d, "significant"))
        significant.push_back(verdict_item(report, *d));
      else if (p && *p < 0.05)
        small.push_back(verdict_item(report, *d));
    }
    if (!significant.empty()) {
      s += tr(report, {"Significant after Holm's correction and at least the minimal important difference: ",
                       "经 Holm 校正后显著且达到最小重要差异："}) +
           join(significant, tr(report, {", ", "，"})) +
           tr(report, {": this matters.", "——这在实践中有意义。"});
      if (stopped(variants[i]) == 0) mattering.push_back(name);
      if (const ojson* d = difference(diffs, "kendall_tau"); flag(d, "significant")) {
        const double gain = report_number(report_find(*d, "mean_diff")).value_or(0);
        if (gain > tau_gain && stopped(variants[i]) == 0) tau_gain = gain, tau_winner = name;
      }
    }
    if (!small.empty())
      s += (significant.empty() ? "" : " ") +
           tr(report,
              {"Detectable but smaller than the minimal important difference (does not matter in practice): ",
               "可检测但小于最小重要差异（实践中无关紧要）："}) +
           join(small, tr(report, {", ", "，"})) + tr(report, {".", "。"});
    if (significant.empty() && small.empty())
      s += tr(report, {"No difference is significant after Holm's correction at this size (",
                       "经 Holm 校正后，在此样本量下没有显著差异（"}) +
           (count ? std::to_string(*count) : "?") +
           tr(report, {count == 1u ? " tournament)." : " tournaments).", " 场赛事）。"});
    out.push_back(s);
  }

  // The bottom line. The differences are each variant's against the baseline: a baseline that
  // stopped is no candidate, and what beats it says nothing of the variants that did not stop.
  const bool base_stopped = stopped(variants[0]) > 0;
  const bool measured =
      std::any_of(variants.begin(), variants.end(), [&](const ojson& v) { return tau(v).has_value(); });
  if (!measured)
    out.push_back(tr(report, {"Bottom line: no tournament was measured: no conclusion.",
                              "要点：没有可计量的赛事，无法下结论。"}));
  else if (!tau_winner.empty() && !base_stopped)
    out.push_back(
        tr(report, {"Bottom line: ", "要点："}) + tau_winner +
        tr(report, {" orders the field measurably closer to true strength than ", " 对全场的排序比 "}) +
        base + tr(report, {", by ", " 明显更接近真实实力，Kendall tau 高 "}) +
        format_difference(tau_gain, ValueUnit::ratio) +
        tr(report, {" in Kendall tau (minimal important difference 0.005).", "（最小重要差异 0.005）。"}));
  else if (!mattering.empty() && !base_stopped)
    out.push_back(
        tr(report, {"Bottom line: no variant orders the whole field measurably closer to true strength "
                    "than ",
                    "要点：没有方案对全场的排序明显优于 "}) +
        base + tr(report, {"; ", "；"}) + join(mattering, ", ") +
        tr(report, {" differ(s) in the measures above by an amount that matters.",
                    " 在上述指标上的差异达到了有意义的程度。"}));
  else if (!stops.empty()) {
    std::vector<std::string> paired_all;
    for (const ojson& v : variants)
      if (stopped(v) == 0) paired_all.push_back(text_of(report_find(v, "name")));
    out.push_back(
        paired_all.empty()
            ? tr(report, {"Bottom line: no variant paired every event.", "要点：没有方案能编排每场赛事。"})
        : paired_all.size() == 1 ? tr(report, {"Bottom line: only ", "要点：只有 "}) + paired_all[0] +
                                       tr(report, {" paired every event.", " 能编排每场赛事。"})
        : base_stopped
            ? tr(report, {"Bottom line: ", "要点："}) + join(paired_all, ", ") +
                  tr(report, {" paired every event; the differences above are against the baseline ",
                              " 能编排每场赛事；上文的差异都是相对于未能编排每场赛事的基准 "}) +
                  base +
                  tr(report, {", which did not: compare them with one of them as the baseline.",
                              " 而言：请以其中之一为基准另行比较。"})
            : tr(report,
                 {"Bottom line: of the variants that paired every event (", "要点：能编排每场赛事的方案（"}) +
                  join(paired_all, ", ") +
                  tr(report,
                     {"), none orders the field measurably closer to true strength than the baseline.",
                      "）之间，排序质量都不比基准明显更好。"}));
  } else {
    out.push_back(tr(report, {"Bottom line: none of the variants changes how well the field is ordered by an "
                              "amount that matters; choose between them on other grounds.",
                              "要点：各方案对排序质量的影响都未达到有意义的程度，可依据其他因素选择。"}));
  }
  return out;
}

std::optional<TextTable> simulated_table(const ojson& report) {
  const ojson* settings = report_find(report, "settings");
  if (settings == nullptr || !settings->is_object()) return std::nullopt;
  const ojson* rules = report_find(*settings, "rules");
  const ojson* field = report_find(*settings, "field");
  TextTable t;
  t.header = {tr(report, {"what", "项目"}), tr(report, {"as simulated", "模拟设置"})};
  t.align = {Align::left, Align::left};
  const auto row = [&](Text label, std::string value) {
    t.rows.push_back({tr(report, label), std::move(value)});
  };

  const auto count = report_count(report_find(report, "count"));
  row({"tournaments", "模拟赛事"}, (count ? std::to_string(*count) : "?") +
                                       tr(report, {" tournaments, seed ", " 场，随机种子 "}) +
                                       text_of(report_find(report, "seed")));
  if (field) {
    std::string f = text_of(report_find(*field, "count")) + tr(report, {" entrants; ", " 名参赛者；"});
    const ojson* rating = report_find(*field, "rating");
    const std::string dist = text_of(report_path(rating, {"distribution"}));
    if (dist == "normal")
      f += tr(report, {"true strength normal(mean ", "真实实力服从正态分布（均值 "}) +
           text_of(report_find(*rating, "mean")) + tr(report, {", sd ", "，标准差 "}) +
           text_of(report_find(*rating, "sd")) + tr(report, {") Elo", "）Elo"});
    else if (dist == "uniform")
      f += tr(report, {"true strength uniform(", "真实实力服从均匀分布（"}) +
           text_of(report_find(*rating, "min")) + "–" + text_of(report_find(*rating, "max")) +
           tr(report, {") Elo", "）Elo"});
    else
      f += tr(report, {"the scenario's entry list", "场景的报名名单"});
    if (const auto noise = report_number(report_find(*field, "rating_noise")); noise && *noise > 0)
      f += tr(report, {"; published rating = strength + noise (sd ", "；公布等级分 = 实力 + 噪声（标准差 "}) +
           format_fixed(*noise, 0) + tr(report, {")", "）"});
    const std::string seeding = text_of(report_find(*field, "seeding"));
    f += tr(report, {"; seeding by ", "；排位依据 "}) + (report_lang(report) != "zh" ? seeding
                                                         : seeding == "rating" ? std::string("等级分")
                                                         : seeding == "random" ? std::string("抽签")
                                                                               : std::string("名单顺序"));
    row({"field", "参赛者"}, f);
  }
  if (rules) {
    const std::string format = text_of(report_find(*rules, "format"));
    std::string s = format == "round_robin"  ? tr(report, {"round robin", "循环赛"})
                    : format == "team_swiss" ? tr(report, {"team Swiss", "团体瑞士制"})
                                             : tr(report, {"Swiss (row method)", "瑞士制（行编排法）"});
    s += tr(report, {", ", "，"}) + text_of(report_find(*rules, "rounds")) + tr(report, {" rounds", " 轮"});
    if (const auto f = report_count(report_find(*rules, "final_after_round")); f && *f > 0)
      s += tr(report, {"; PI-10 final after round ", "；第 "}) + std::to_string(*f) +
           tr(report, {"", " 轮后进行决赛（PI-10）"});
    if (const std::string k = text_of(report_find(*rules, "knockout")); !k.empty() && k != "none")
      s += tr(report, {"; knockout ", "；淘汰赛 "}) + k;
    row({"format", "赛制"}, s);
    // A team event is ranked by its team list (PT-14; T-12.6), not the individual one.
    row({"tiebreaks (scenario)", "对策分（场景）"},
        text_of(report_find(*rules, format == "team_swiss" ? "team_tiebreaks" : "tiebreaks")));
  }
  const std::string tc = text_of(report_find(*settings, "time_control"));
  if (const ojson* m = report_path(settings, {"model", tc}); m && m->is_object()) {
    const auto adv = report_number(report_find(*m, "red_advantage"));
    const auto draw = report_number(report_find(*m, "draw_rate"));
    const auto width = report_number(report_find(*m, "draw_width"));
    const auto forfeit = report_number(report_find(*m, "forfeit"));
    const std::string tc_name = report_lang(report) != "zh" ? tc
                                : tc == "standard"          ? "慢棋"
                                : tc == "rapid"             ? "快棋"
                                : tc == "super_rapid"       ? "超快棋"
                                                            : tc;
    std::string s =
        tc_name + tr(report, {" games: red advantage ", "对局：红先优势 "}) +
        (adv ? format_fixed(*adv, 0) : "?") + tr(report, {" Elo, draw rate ", " Elo，实力相当时和棋率 "}) +
        (draw ? format_value(*draw, ValueUnit::share) : "?") +
        tr(report, {" between equals, falling with the gap (width ", "，随实力差下降（宽度 "}) +
        (width ? format_fixed(*width, 0) : "?") + tr(report, {" Elo); forfeits ", " Elo）；弃权率 "}) +
        (forfeit ? format_fixed(100 * *forfeit, 2) + "%" : "?");
    row({"result model", "对局结果模型"}, s);
  }
  // The variants and what they change.
  const ojson variants = compare_variants(report);
  if (!variants.empty()) {
    std::vector<std::string> parts;
    for (size_t i = 0; i < variants.size(); ++i) {
      const ojson& v = variants[i];
      std::string s =
          text_of(report_find(v, "name")) + (i == 0 ? tr(report, {" (baseline)", "（基准）"}) : "") + ": ";
      const ojson* set = report_find(v, "set");
      if (set && set->is_object() && !set->empty()) {
        std::vector<std::string> kv;
        for (const auto& [k, x] : set->items()) kv.push_back(k + "=" + text_of(&x));
        s += join(kv, ", ");
      } else if (set) {
        s += tr(report, {"the scenario's rules", "场景原规则"});
      } else {
        s += "tiebreaks=" + text_of(report_find(v, "tiebreaks"));
      }
      parts.push_back(s);
    }
    row({"variants (rules that differ)", "比较方案（不同的规则）"}, join(parts, "; "));
    const bool keyed = text_of(report_find(*settings, "result_draws")) == "keyed";
    row({"what the variants share", "各方案共用的内容"},
        keyed ? tr(report,
                   {"common random numbers: in tournament i every variant has the same field, strengths, "
                    "ratings and pairing seed; variants that change only tiebreaks rank the same events, "
                    "the others play their own, each game drawing its result from a stream keyed by its "
                    "two players, so the same two players meeting in two variants get the same draw",
                    "公共随机数：第 i "
                    "场赛事中各方案的参赛者、真实实力、等级分和编排种子相同；只改对策分的方案对同一批"
                    "赛事排名，其余方案各自比赛，每局结果的随机数由对局双方确定，两方案中同样两人相遇时抽到相"
                    "同的随机数"})
              : tr(report, {"every variant ranks the same simulated events (only the tiebreak lists differ)",
                            "所有方案对同一批模拟赛事排名（只有对策分顺序不同）"}));
  }
  return t;
}

std::vector<MetricNote> metric_notes(const std::vector<std::string>& keys) {
  const std::string ranking = "docs/fairness.md#ranking-quality-one-value-per-tournament";
  const std::vector<std::pair<std::string, MetricNote>> known = {
      {"kendall_tau",
       {"Kendall tau",
        "of all pairs of entrants, the share placed in strength order minus the share reversed (1 = the "
        "final order is the strength order, 0 = no better than chance)",
        ranking}},
      {"spearman_rho",
       {"Spearman rho", "correlation of final place and strength rank (1 = the same order)", ranking}},
      {"kendall_distance",
       {"Kendall distance (normalised)",
        "the share of pairs of entrants placed in the wrong order (0 = none)", ranking}},
      {"mean_abs_displacement",
       {"mean abs. rank displacement",
        "how many places an entrant finishes from its strength rank, on average", ranking}},
      {"top3_accuracy",
       {"top-3 accuracy", "the share of the three strongest who finish in the top three", ranking}},
      {"strongest_won",
       {"strongest entrant wins",
        "the share of tournaments the strongest entrant wins (a 1st shared by k counts 1/k)", ranking}},
      {"tie_order_accuracy",
       {"tie order accuracy",
        "among entrants equal on points, the share the tiebreaks put stronger-first (50% = a coin toss)",
        "docs/fairness.md#tiebreak-analysis-rulesmd-t"}},
      {"colour_luck",
       {"colour luck",
        "places one more red game moves the final place, strength held fixed (negative = red helps)",
        "docs/fairness.md#colour-luck"}},
      {"colour_luck_team",
       {"colour luck",
        "places one more home match moves a team's final place, strength held fixed (negative = home helps; "
        "the regressor is home − away matches)",
        "docs/fairness.md#colour-luck"}},
      {"p_holm",
       {"p (Holm), MID, significant",
        "p corrected for testing every difference of the report at once; MID: the smallest difference that "
        "matters; significant only when p (Holm) < 0.05 and |difference| ≥ MID",
        "docs/fairness.md#compare-mode-paired-differences"}},
  };
  std::vector<MetricNote> out;
  for (const std::string& key : keys)
    for (const auto& [k, note] : known)
      if (k == key) out.push_back(note);
  return out;
}

std::string colour_luck_key(const ojson& report) {
  return report_team(report) ? "colour_luck_team" : "colour_luck";
}

std::string metric_notes_markdown(const std::vector<MetricNote>& notes) {
  std::string s;
  for (const MetricNote& n : notes)
    s += "- **" + n.label + "**: " + n.text + " ([docs/fairness.md](" + n.anchor + "))\n";
  return s;
}

std::optional<TextTable> rank_strength_table(const ojson& report) {
  // Series: simulate's one, or one per variant.
  std::vector<std::pair<std::string, const ojson*>> series;
  const ojson variants = report_kind(report) == "compare" ? compare_variants(report) : ojson::array();
  const ojson* raw = report_find(report, "variants");
  if (report_kind(report) == "compare") {
    if (raw == nullptr || !raw->is_array()) return std::nullopt;
    for (size_t i = 0; i < raw->size() && i < variants.size(); ++i)
      if (const ojson* rs = report_find((*raw)[i], "rank_vs_strength"); rs && rs->is_array())
        series.emplace_back(text_of(report_find(variants[i], "name")), rs);
  } else if (const ojson* rs = report_find(report, "rank_vs_strength"); rs && rs->is_array()) {
    series.emplace_back("mean final place", rs);
  }
  if (series.empty()) return std::nullopt;
  size_t n = 0;
  for (const auto& [name, rs] : series) n = std::max(n, rs->size());
  if (n == 0) return std::nullopt;
  const size_t width = n <= 20 ? 1 : (n + 15) / 16;  // ranks per row
  TextTable t;
  t.header = {"strength rank"};
  t.align = {Align::left};
  for (const auto& [name, rs] : series) {
    t.header.push_back(name);
    t.align.push_back(Align::right);
  }
  t.header.push_back("ideal");
  t.align.push_back(Align::right);
  const bool bar = series.size() == 1;
  if (bar) {
    t.header.push_back("");
    t.align.push_back(Align::left);
  }
  const auto place = [](const ojson* rs, size_t k) -> std::optional<double> {
    for (const ojson& p : *rs)
      if (report_count(report_find(p, "strength_rank")) == std::optional<std::uint64_t>(k + 1))
        return report_number(report_find(p, "mean_final_rank"));
    return std::nullopt;
  };
  for (size_t lo = 0; lo < n; lo += width) {
    const size_t hi = std::min(n, lo + width);
    std::vector<std::string> row = {hi == lo + 1
                                        ? std::to_string(hi)  // a bucket of one rank: "25", not "25–25"
                                        : std::to_string(lo + 1) + "–" + std::to_string(hi)};
    std::optional<double> first;
    for (const auto& [name, rs] : series) {
      double sum = 0;
      int k = 0;
      for (size_t r = lo; r < hi; ++r)
        if (const auto v = place(rs, r)) sum += *v, ++k;
      const std::optional<double> mean = k ? std::optional<double>(sum / k) : std::nullopt;
      if (!first) first = mean;
      row.push_back(mean ? format_fixed(*mean, 2) : std::string(kNotMeasured));
    }
    row.push_back(format_fixed(static_cast<double>(lo + 1 + hi) / 2.0, width == 1 ? 0 : 1));
    if (bar) {
      const double scale = n <= 40 ? 1.0 : 40.0 / static_cast<double>(n);
      row.push_back(first ? std::string(static_cast<size_t>(std::lround(*first * scale)), '#') : "");
    }
    t.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace xq
