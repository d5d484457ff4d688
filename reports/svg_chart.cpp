#include "reports/svg_chart.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "reports/text_table.hpp"

namespace xq {

std::string format_fixed(double x, int decimals) {
  if (!std::isfinite(x)) return "n/a";
  decimals = std::clamp(decimals, 0, 9);
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::fixed, decimals);
  std::string s = r.ec == std::errc() ? std::string(buf, r.ptr) : std::string("n/a");
  if (!s.empty() && s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

std::string escape_xml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

// Colours: text and axes in GitHub's greys; series in the Okabe–Ito palette (colour-blind safe).
constexpr const char* kInk = "#24292f";
constexpr const char* kMuted = "#57606a";
constexpr const char* kGrid = "#e1e4e8";
constexpr const char* kBar = "#4c78a8";
constexpr const char* kAlert = "#d55e00";
constexpr const char* kSeries[] = {"#0072b2", "#e69f00", "#009e73", "#cc79a7",
                                   "#56b4e9", "#d55e00", "#f0e442", "#000000"};
constexpr int kFont = 12;       // px, axis labels and ticks
constexpr int kSmallFont = 11;  // px, value labels
constexpr int kTitleFont = 14;  // px

// A coordinate: one decimal, without a trailing ".0".
std::string num(double v) {
  std::string s = format_fixed(v, 1);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

// Up to `decimals` digits, trailing zeros dropped ("2.31", "2", "0.5").
std::string short_number(double v, int decimals) {
  std::string s = format_fixed(v, decimals);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s;
}

// Rough rendered width of `text` at `font` px: 0.6 em per column (CJK characters are two).
double text_width(const std::string& text, int font) { return 0.6 * font * display_width(text); }

// A step of 1, 2 or 5 × 10^k giving about `target` intervals over `range`.
double nice_step(double range, double target) {
  if (!(range > 0) || !(target > 0)) return 1;
  const double raw = range / target;
  double mag = 1;
  while (mag * 10 <= raw) mag *= 10;
  while (mag > raw) mag /= 10;
  const double norm = raw / mag;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * mag;
}

// Digits needed to print multiples of `step` exactly (0 for 1, 1 for 0.5 or 0.2, …).
int step_decimals(double step) {
  int d = 0;
  while (d < 6 && std::fabs(step * std::pow(10.0, d) - std::round(step * std::pow(10.0, d))) > 1e-9) ++d;
  return d;
}

// An SVG document under construction.
struct Svg {
  std::string out;

  Svg(int width, int height, const std::string& title) {
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + std::to_string(width) + " " +
           std::to_string(height) + "\" width=\"" + std::to_string(width) + "\" height=\"" +
           std::to_string(height) + "\" role=\"img\" aria-label=\"" + escape_xml(title) +
           "\" font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', "
           "sans-serif\" font-size=\"" +
           std::to_string(kFont) + "\">\n";
    out += "<title>" + escape_xml(title) + "</title>\n";
    if (!title.empty()) text(width / 2.0, 19, title, "middle", kTitleFont, kInk, " font-weight=\"600\"");
  }

  void line(double x1, double y1, double x2, double y2, const char* stroke, double w,
            const std::string& extra = "") {
    out += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) +
           "\" stroke=\"" + stroke + "\" stroke-width=\"" + num(w) + "\"" + extra + "/>\n";
  }

  void text(double x, double y, const std::string& s, const char* anchor, int size, const char* fill,
            const std::string& extra = "") {
    out += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" text-anchor=\"" + anchor + "\"";
    if (size != kFont) out += " font-size=\"" + std::to_string(size) + "\"";
    out += " fill=\"" + std::string(fill) + "\"" + extra + ">" + escape_xml(s) + "</text>\n";
  }

  // A rectangle with a tooltip; `cls` names it for tests and styling.
  void rect(const char* cls, double x, double y, double w, double h, const char* fill,
            const std::string& tooltip) {
    out += "<rect";
    if (cls[0] != '\0') out += " class=\"" + std::string(cls) + "\"";
    out += " x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) +
           "\" fill=\"" + fill + "\"";
    if (tooltip.empty()) {
      out += "/>\n";
    } else {
      out += "><title>" + escape_xml(tooltip) + "</title></rect>\n";
    }
  }

  // A label turned to read upwards, centred on (x, y).
  void vertical_text(double x, double y, const std::string& s) {
    text(x, y, s, "middle", kFont, kMuted, " transform=\"rotate(-90 " + num(x) + " " + num(y) + ")\"");
  }

  std::string finish() { return out + "</svg>\n"; }
};

}  // namespace

std::string bar_chart_svg(const BarChart& c) {
  const double width = c.width, height = c.height;
  double vmax = 0;
  for (const ChartBar& b : c.bars) vmax = std::max(vmax, b.value);
  // y range: nice ticks, with headroom so the tallest bar's label stays inside the plot.
  double step = nice_step(vmax * 1.1, 5);
  if (c.decimals == 0) step = std::max(1.0, std::round(step));
  const double ytop = vmax > 0 ? std::ceil(vmax * 1.1 / step) * step : step;
  const int tick_decimals = std::min(c.decimals, step_decimals(step));
  double tick_w = 0;
  const long nticks = std::lround(ytop / step);
  for (long k = 0; k <= nticks; ++k)
    tick_w = std::max(tick_w, text_width(format_fixed(static_cast<double>(k) * step, tick_decimals), kFont));

  const double top = c.title.empty() ? 12 : 34;
  const double left = (c.y_label.empty() ? 8 : 26) + tick_w + 8;
  const double right = 12, bottom = c.x_label.empty() ? 26 : 44;
  const double pw = width - left - right, ph = height - top - bottom;
  const auto Y = [&](double v) { return top + ph - std::clamp(v, 0.0, ytop) / ytop * ph; };

  Svg svg(c.width, c.height, c.title);
  for (long k = 0; k <= nticks; ++k) {
    const double t = static_cast<double>(k) * step;
    svg.line(left, Y(t), left + pw, Y(t), kGrid, 1);
    svg.text(left - 6, Y(t) + 4, format_fixed(t, tick_decimals), "end", kFont, kMuted);
  }
  svg.line(left, top + ph, left + pw, top + ph, kMuted, 1);
  if (!c.y_label.empty()) svg.vertical_text(14, top + ph / 2, c.y_label);
  if (!c.x_label.empty()) svg.text(left + pw / 2, height - 8, c.x_label, "middle", kFont, kMuted);
  if (c.bars.empty()) {
    svg.text(left + pw / 2, top + ph / 2, "no data", "middle", kFont, kMuted, " font-style=\"italic\"");
    return svg.finish();
  }

  const double band = pw / static_cast<double>(c.bars.size());
  const double bw = std::max(1.0, band * 0.72);
  double value_w = 0, label_w = 0;
  for (const ChartBar& b : c.bars) {
    value_w = std::max(value_w, text_width(format_fixed(b.value, c.decimals), kSmallFont));
    label_w = std::max(label_w, text_width(b.label, kFont) + 6);
  }
  const bool value_labels = value_w <= band - 2;
  const size_t every = static_cast<size_t>(std::max(1.0, std::ceil(label_w / band)));
  for (size_t i = 0; i < c.bars.size(); ++i) {
    const ChartBar& b = c.bars[i];
    const double cx = left + band * (static_cast<double>(i) + 0.5);
    const std::string value = format_fixed(b.value, c.decimals);
    svg.rect("bar", cx - bw / 2, Y(b.value), bw, top + ph - Y(b.value), b.highlight ? kAlert : kBar,
             b.label + ": " + value);
    if (value_labels) svg.text(cx, Y(b.value) - 4, value, "middle", kSmallFont, kInk);
    if (i % every == 0) svg.text(cx, top + ph + 16, b.label, "middle", kFont, kInk);
  }
  return svg.finish();
}

std::string interval_chart_svg(const IntervalChart& c) {
  const size_t nseries = std::max<size_t>(1, c.series.size());
  const double lo = c.min, hi = c.max > c.min ? c.max : c.min + 1;
  const auto value_text = [&](const IntervalValue& v) {
    std::string s = c.percent ? format_fixed(100 * v.value, 1) + "%" : format_fixed(v.value, c.decimals);
    if (!v.note.empty()) s += "  " + v.note;
    return s;
  };
  double label_w = 0, value_w = text_width("not measured", kSmallFont);
  for (const IntervalRow& r : c.rows) {
    label_w = std::max(label_w, text_width(r.label, kFont));
    for (const auto& v : r.values)
      if (v) value_w = std::max(value_w, text_width(value_text(*v), kSmallFont));
  }
  const double width = c.width;
  const double left = std::clamp(label_w + 16, 70.0, 300.0);
  const double right = value_w + 16;
  const bool legend = c.series.size() > 1;
  const double bar_h = nseries == 1 ? 18 : 13, bar_gap = 3;
  const double group_h = static_cast<double>(nseries) * bar_h + static_cast<double>(nseries - 1) * bar_gap;
  const double row_h = group_h + 12;
  const double top = (c.title.empty() ? 10 : 32) + (legend ? 22 : 0) + (c.reference ? 16 : 4);
  const double ph = std::max<double>(1, static_cast<double>(c.rows.size())) * row_h;
  const double bottom = c.x_label.empty() ? 26 : 44;
  const double height = top + ph + bottom;
  const double pw = width - left - right;
  const auto X = [&](double v) { return left + (std::clamp(v, lo, hi) - lo) / (hi - lo) * pw; };

  Svg svg(c.width, static_cast<int>(std::ceil(height)), c.title);
  if (legend) {
    double x = left;
    const double y = c.title.empty() ? 10 : 32;
    for (size_t s = 0; s < c.series.size(); ++s) {
      svg.rect("legend", x, y, 12, 12, kSeries[s % std::size(kSeries)], "");
      svg.text(x + 17, y + 10, c.series[s], "start", kFont, kInk);
      x += 17 + text_width(c.series[s], kFont) + 18;
    }
  }
  for (size_t i = 0; i < c.rows.size(); ++i)  // stripes, so a row's bars read as one group
    if (i % 2 == 1) svg.rect("", 0, top + static_cast<double>(i) * row_h, width, row_h, "#f6f8fa", "");

  const double step = nice_step(hi - lo, std::max(2.0, pw / 70));
  const int tick_decimals = step_decimals(c.percent ? step * 100 : step);
  for (long k = std::lround(std::ceil(lo / step - 1e-9)); static_cast<double>(k) * step <= hi + step * 1e-6;
       ++k) {
    const double t = static_cast<double>(k) * step;
    svg.line(X(t), top, X(t), top + ph, kGrid, 1);
    const std::string label =
        c.percent ? format_fixed(100 * t, tick_decimals) + "%" : format_fixed(t, tick_decimals);
    svg.text(X(t), top + ph + 16, label, "middle", kFont, kMuted);
  }
  svg.line(left, top, left, top + ph, kMuted, 1);
  svg.line(left, top + ph, left + pw, top + ph, kMuted, 1);
  if (!c.x_label.empty()) svg.text(left + pw / 2, height - 8, c.x_label, "middle", kFont, kMuted);

  for (size_t i = 0; i < c.rows.size(); ++i) {
    const IntervalRow& r = c.rows[i];
    const double y0 = top + static_cast<double>(i) * row_h + 6;
    svg.text(left - 8, y0 + group_h / 2 + 4, r.label, "end", kFont, kInk);
    for (size_t s = 0; s < nseries; ++s) {
      const double y = y0 + static_cast<double>(s) * (bar_h + bar_gap);
      const std::optional<IntervalValue> v = s < r.values.size() ? r.values[s] : std::nullopt;
      if (!v) {
        const std::string absent = s < r.absent.size() && !r.absent[s].empty() ? r.absent[s] : "not measured";
        svg.text(left + 6, y + bar_h / 2 + 4, absent, "start", kSmallFont, kMuted, " font-style=\"italic\"");
        continue;
      }
      std::string tip = (legend ? c.series[s] + ": " : std::string()) + r.label + ": " + value_text(*v);
      const bool interval = v->low && v->high;
      const auto show = [&](double x) {
        return c.percent ? format_fixed(100 * x, 1) + "%" : format_fixed(x, c.decimals);
      };
      if (interval) tip += " (95% CI " + show(*v->low) + " to " + show(*v->high) + ")";
      svg.rect("bar", left, y, X(v->value) - left, bar_h, kSeries[s % std::size(kSeries)], tip);
      double end = X(v->value);
      if (interval) {
        const double cy = y + bar_h / 2, cap = bar_h * 0.35;
        // A white halo under the dark line keeps the part over the bar visible.
        std::string lines = "<line x1=\"" + num(X(*v->low)) + "\" y1=\"" + num(cy) + "\" x2=\"" +
                            num(X(*v->high)) + "\" y2=\"" + num(cy) + "\"/>";
        for (double x : {X(*v->low), X(*v->high)})
          lines += "<line x1=\"" + num(x) + "\" y1=\"" + num(cy - cap) + "\" x2=\"" + num(x) + "\" y2=\"" +
                   num(cy + cap) + "\"/>";
        svg.out +=
            "<g class=\"interval\" stroke-linecap=\"round\"><g stroke=\"#ffffff\" stroke-width=\"3.5\" "
            "stroke-opacity=\"0.85\">" +
            lines + "</g><g stroke=\"" + std::string(kInk) + "\" stroke-width=\"1.5\">" + lines +
            "</g></g>\n";
        end = std::max(end, X(*v->high));
      }
      svg.text(end + 6, y + bar_h / 2 + 4, value_text(*v), "start", kSmallFont, kInk);
    }
  }
  if (c.reference) {
    const double x = X(*c.reference);
    svg.line(x, top - 4, x, top + ph, kAlert, 1.5, " stroke-dasharray=\"5 4\"");
    if (!c.reference_label.empty()) svg.text(x, top - 7, c.reference_label, "middle", kSmallFont, kAlert);
  }
  return svg.finish();
}

std::string scatter_chart_svg(const ScatterChart& c) {
  std::vector<ChartPoint> pts = c.points;
  std::stable_sort(pts.begin(), pts.end(),
                   [](const ChartPoint& a, const ChartPoint& b) { return a.x < b.x; });
  double lo = 1, hi = 1;
  for (const ChartPoint& p : pts) {
    lo = std::min({lo, p.x, p.y});
    hi = std::max({hi, p.x, p.y});
  }
  if (hi <= lo) hi = lo + 1;
  const double pad = (hi - lo) * 0.03;
  const double alo = lo - pad, ahi = hi + pad;
  const double step = nice_step(hi - lo, 6);
  const int tick_decimals = step_decimals(step);
  std::vector<double> ticks;
  if (std::fabs(lo - std::round(lo / step) * step) > 1e-9) ticks.push_back(lo);  // e.g. rank 1
  for (long k = std::lround(std::ceil(lo / step - 1e-9)); static_cast<double>(k) * step <= hi + 1e-9; ++k) {
    const double t = static_cast<double>(k) * step;
    if (ticks.empty() || t - ticks.back() >= step * 0.4) ticks.push_back(t);
  }
  double tick_w = 0;
  for (double t : ticks) tick_w = std::max(tick_w, text_width(format_fixed(t, tick_decimals), kFont));

  const double top = c.title.empty() ? 12 : 34;
  const double left = (c.y_label.empty() ? 8 : 26) + tick_w + 8;
  const double bottom = c.x_label.empty() ? 26 : 44;
  const double side = std::min(c.width - left - 16, c.height - top - bottom);  // equal scales
  const auto X = [&](double v) { return left + (v - alo) / (ahi - alo) * side; };
  const auto Y = [&](double v) { return top + side - (v - alo) / (ahi - alo) * side; };

  Svg svg(c.width, c.height, c.title);
  for (double t : ticks) {
    svg.line(X(t), top, X(t), top + side, kGrid, 1);
    svg.line(left, Y(t), left + side, Y(t), kGrid, 1);
    svg.text(X(t), top + side + 16, format_fixed(t, tick_decimals), "middle", kFont, kMuted);
    svg.text(left - 6, Y(t) + 4, format_fixed(t, tick_decimals), "end", kFont, kMuted);
  }
  svg.line(left, top, left, top + side, kMuted, 1);
  svg.line(left, top + side, left + side, top + side, kMuted, 1);
  if (!c.x_label.empty()) svg.text(left + side / 2, top + side + 36, c.x_label, "middle", kFont, kMuted);
  if (!c.y_label.empty()) svg.vertical_text(14, top + side / 2, c.y_label);
  if (c.diagonal) {
    svg.line(X(lo), Y(lo), X(hi), Y(hi), kMuted, 1.2, " stroke-dasharray=\"6 4\"");
    if (!c.diagonal_label.empty()) {
      // Along the line, 3/4 of the way up, just above it (where the points rarely are).
      const double v = lo + 0.75 * (hi - lo);
      const double x = X(v) - 5, y = Y(v) - 5;
      svg.text(x, y, c.diagonal_label, "middle", kSmallFont, kMuted,
               " transform=\"rotate(-45 " + num(x) + " " + num(y) + ")\"");
    }
  }
  if (pts.empty()) {
    svg.text(left + side / 2, top + side / 2, "no data", "middle", kFont, kMuted, " font-style=\"italic\"");
    return svg.finish();
  }
  std::string path;
  for (const ChartPoint& p : pts) path += (path.empty() ? "" : " ") + num(X(p.x)) + "," + num(Y(p.y));
  svg.out += "<polyline points=\"" + path + "\" fill=\"none\" stroke=\"" + std::string(kSeries[0]) +
             "\" stroke-width=\"1.5\" stroke-opacity=\"0.6\"/>\n";
  for (const ChartPoint& p : pts) {
    svg.out +=
        "<circle class=\"point\" cx=\"" + num(X(p.x)) + "\" cy=\"" + num(Y(p.y)) + "\" r=\"3.5\" fill=\"" +
        kSeries[0] + "\" stroke=\"#ffffff\" stroke-width=\"1\"><title>" +
        escape_xml(c.x_label + " " + short_number(p.x, 2) + ": " + c.y_label + " " + short_number(p.y, 2)) +
        "</title></circle>\n";
  }
  return svg.finish();
}

}  // namespace xq
