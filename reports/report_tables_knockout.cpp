// An event with a knockout (report_tables.hpp, docs/fairness.md "Events with a knockout"): where its
// final places (KO-1: 1st–4th from the knockout, 5th.. from the first stage; KO-2: all from the
// cross knockout) and its tiebreak analysis (the first stage; RR-2.5 for groups) are read from, and
// the table of what the knockout did (make_knockout_json).
#include "reports/report_tables.hpp"

#include <cmath>
#include <string>

#include "reports/svg_chart.hpp"

namespace xq {

using ojson = nlohmann::ordered_json;

namespace {

// "rounds 1–5" of the first stage, from the settings; "the first stage" without them.
std::string first_stage_rounds(const ojson& report) {
  const auto rounds = report_count(report_path(&report, {"settings", "rules", "rounds"}));
  return rounds ? "rounds 1–" + std::to_string(*rounds) : "the first stage";
}

bool cross_knockout(const ojson* knockout) {
  const ojson* f = report_path(knockout, {"format"});
  return f && f->is_string() && f->get<std::string>() == "cross";
}

}  // namespace

std::string knockout_ranking_note(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr) return "";
  return cross_knockout(k)
             ? "Final ranking: the event's places, every one decided by the cross knockout (KO-2)."
             : "Final ranking: the event's places — 1st to 4th from the knockout (KO-1), 5th and below from "
               "the first stage (" +
                   first_stage_rounds(report) + ").";
}

std::string knockout_tiebreak_note(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr) return "";
  std::string s = "Read on the first stage (" + first_stage_rounds(report) +
                  "), where tiebreaks decide places; the knockout decides its places by matches.";
  if (cross_knockout(k))
    s += " As for any event in groups, the ties are those of both groups' table together: two entrants of "
         "different groups equal on points count as tied here, though only each group's own ranking is "
         "official (RR-2.5) and its play-offs are played there.";
  return s;
}

std::optional<TextTable> knockout_table(const ojson& report) {
  const ojson* k = report_find(report, "knockout");
  if (k == nullptr || !k->is_object()) return std::nullopt;
  const bool cross = cross_knockout(k);
  const std::string stage1 = first_stage_rounds(report);
  TextTable t;
  t.header = {"measure", "estimate", "95% CI", "in plain words"};
  t.align = {Align::left, Align::right, Align::right, Align::left};
  // A proportion {"count", "of", "share", "ci95"}: "label (count of of)" | share | CI.
  const auto proportion = [&](std::string label, const char* key, std::string words) {
    const ojson* e = report_find(*k, key);
    const auto c = report_count(report_path(e, {"count"})), of = report_count(report_path(e, {"of"}));
    if (c && of) label += " (" + std::to_string(*c) + " of " + std::to_string(*of) + ")";
    const auto v = estimate_value(e);
    t.rows.push_back({std::move(label), v ? format_value(*v, ValueUnit::share) : kNotMeasured,
                      v ? format_interval(report_find(*e, "ci95"), ValueUnit::share) : "", std::move(words)});
  };
  // A mean {"mean", "sd", "ci95"}, or a difference of two.
  const auto mean = [&](std::string label, const char* key, bool difference, std::string words) {
    const ojson* e = report_find(*k, key);
    const auto v = estimate_value(e);
    std::string value = kNotMeasured, ci;
    if (v) {
      value = difference ? format_difference(*v, ValueUnit::ratio) : format_value(*v, ValueUnit::ratio);
      const ojson* c = report_find(*e, "ci95");
      if (c && c->is_array() && c->size() == 2 && (*c)[0].is_number() && (*c)[1].is_number())
        ci = difference ? "[" + format_difference((*c)[0].get<double>(), ValueUnit::ratio) + ", " +
                              format_difference((*c)[1].get<double>(), ValueUnit::ratio) + "]"
                        : format_interval(c, ValueUnit::ratio);
    }
    t.rows.push_back({std::move(label), value, ci, std::move(words)});
  };
  proportion("strongest entrant wins the event", "strongest_won",
             "The entrant of the highest true strength finishes 1st, after the knockout.");
  proportion(cross ? "strongest entrant wins its group" : "strongest entrant tops the first stage",
             "strongest_first",
             cross ? "The strongest is 1st of its group after " + stage1 +
                         ": the most the first stage alone gives it (it names two winners)."
                   : "The strongest is 1st after " + stage1 +
                         ", before the knockout: the winner had the event ended there.");
  mean("Kendall tau, final places", "kendall_tau_final", false,
       "How well the final places follow true strength: 1 = exactly, 0 = not at all.");
  mean("Kendall tau, first-stage order", "kendall_tau_first", false,
       cross
           ? "The same for the order the groups left: group places 1, 1, 2, 2, … (the two of one group place "
             "ordered by the groups' table together)."
           : "The same for the order after " + stage1 + ", before the knockout.");
  mean("what the knockout adds to Kendall tau", "kendall_tau_gain", true,
       "Final minus first stage, event by event: above 0 the knockout brings the order closer to "
       "strength, below 0 it takes it further away.");
  {
    const ojson* m = report_find(*k, "places_moved");
    const auto v = report_number(report_path(m, {"mean"}));
    const auto per = report_number(report_path(m, {"per_event"}));
    const std::string who = per ? format_fixed(*per, *per == std::round(*per) ? 0 : 1) : "the";
    t.rows.push_back({"places moved by the knockout", v ? format_value(*v, ValueUnit::places) : kNotMeasured,
                      "",
                      "Mean |final place − first-stage position| over the " + who +
                          " entrants per event the knockout places" +
                          (cross ? " (within its block of four: at most 3)" : " (1st to 4th)") +
                          "; 0 = it confirms the first stage's order."});
  }
  {
    const ojson* c = report_find(*k, "places_changed");
    const auto n = report_count(report_path(c, {"count"})), of = report_count(report_path(c, {"of"}));
    const auto v = report_number(report_path(c, {"share"}));
    std::string label = "entrants the knockout moves";
    if (n && of) label += " (" + std::to_string(*n) + " of " + std::to_string(*of) + ")";
    t.rows.push_back({label, v ? format_value(*v, ValueUnit::share) : kNotMeasured, "",
                      "Of the entrants the knockout places, the share finishing elsewhere than their "
                      "first-stage position."});
  }
  proportion("first stage's leader does not win", "leader_lost",
             cross ? "Neither group winner wins the event: a runner-up (or lower) takes 1st."
                   : "The 1st after " + stage1 + " loses in the knockout.");
  return t;
}

}  // namespace xq
