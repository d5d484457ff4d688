// Charts as SVG text for the HTML report (REP "Outputs"): pure functions from plain data to a
// string. Numbers are formatted here with std::to_chars, never through a locale, so equal input
// gives byte-identical output on every machine. Every text is escaped.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

/// `x` with `decimals` (0..9) digits after the point, the same whatever the global locale.
/// A negative zero ("-0.000") prints without its sign; NaN and infinities print "n/a".
std::string format_fixed(double x, int decimals);

/// `text` safe inside XML or HTML text and attribute values: & < > " ' become entities.
std::string escape_xml(std::string_view text);

/// One bar of a vertical bar chart.
struct ChartBar {
  std::string label;       ///< under the bar (the x value, e.g. "-1")
  double value = 0;        ///< the bar's height in the chart's unit (a count); negative draws as 0
  bool highlight = false;  ///< drawn in the alert colour (e.g. |reds − blacks| ≥ 2)
};

/// A vertical bar chart: a histogram (value on x, count on y) or any labelled counts.
struct BarChart {
  std::string title;           ///< over the chart
  std::string x_label;         ///< under the x axis
  std::string y_label;         ///< beside the y axis (rotated)
  std::vector<ChartBar> bars;  ///< left to right
  int decimals = 0;            ///< digits of the value labels and y ticks (0 for counts)
  int width = 520;             ///< viewBox width in px (the SVG scales down to its container)
  int height = 270;            ///< viewBox height in px
};

/// The chart as one `<svg>` element. Each bar is a `<rect class="bar">` whose height is
/// proportional to its value (0 at the axis), with a `<title>` "label: value" tooltip; the
/// y axis has "nice" ticks (1, 2, 5 × 10^k) and gridlines; value labels sit over the bars when
/// they fit, x labels are thinned when they would overlap. No bars: the axes and "no data".
std::string bar_chart_svg(const BarChart& chart);

/// An estimate with an optional interval, drawn as a horizontal bar with an error bar.
struct IntervalValue {
  double value = 0;
  std::optional<double> low;  ///< interval, both ends or neither
  std::optional<double> high;
  std::string note;  ///< after the value label, e.g. "n=412"
};

/// One row (a group of bars, one per series) of an interval chart.
struct IntervalRow {
  std::string label;                                 ///< left of the bars
  std::vector<std::optional<IntervalValue>> values;  ///< one per series; nullopt: no bar
  std::vector<std::string> absent;                   ///< per series, what a missing bar reads
                                                     ///< (missing or "": "not measured")
};

/// Horizontal bars with error bars: accuracies with their 95 % intervals, shares of ties,
/// grouped per row when there are several series (variants of a comparison).
struct IntervalChart {
  std::string title;
  std::string x_label;
  std::vector<std::string> series;  ///< series names (legend); one series draws no legend
  std::vector<IntervalRow> rows;
  double min = 0;  ///< x range, in the values' unit
  double max = 1;
  std::optional<double> reference;  ///< a dashed vertical line, e.g. 0.5 (a coin toss)
  std::string reference_label;      ///< its caption, over the line
  bool percent = true;              ///< values in [0, 1] shown as percent; else `decimals` digits
  int decimals = 3;
  int width = 720;  ///< viewBox width in px; the height follows from the rows
};

/// The chart as one `<svg>`. Each bar is a `<rect class="bar">` from `min` to its value (clamped
/// to the range) and each interval a `<g class="interval">` (a line and two caps); value labels
/// follow the bars. Series take the colours of a colour-blind-safe palette, in order.
std::string interval_chart_svg(const IntervalChart& chart);

/// One point of a scatter chart.
struct ChartPoint {
  double x = 0;
  double y = 0;
};

/// Points joined by a line, on equal x and y scales, with the diagonal y = x: mean final rank
/// against strength rank, where the diagonal is a perfect ranking.
struct ScatterChart {
  std::string title;
  std::string x_label;
  std::string y_label;
  std::vector<ChartPoint> points;  ///< drawn in x order
  bool diagonal = true;            ///< draw y = x
  std::string diagonal_label;      ///< its caption, near the top end
  int width = 480;                 ///< viewBox size in px
  int height = 460;
};

/// The chart as one `<svg>`: each point a `<circle class="point">` with a tooltip, the line
/// through them, the diagonal dashed. Both axes share one range, starting at min(1, smallest).
std::string scatter_chart_svg(const ScatterChart& chart);

}  // namespace xq
