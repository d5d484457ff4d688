#include "reports/svg_chart.hpp"

#include <gtest/gtest.h>

#include <clocale>
#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "tests/support/html_text.hpp"

namespace xq {
namespace {

using test::count;

// The value of attribute `attr` of every element whose opening tag starts with `tag_start`.
std::vector<double> attribute(const std::string& svg, const std::string& tag_start, const std::string& attr) {
  std::vector<double> v;
  for (size_t p = svg.find(tag_start); p != std::string::npos; p = svg.find(tag_start, p + 1)) {
    const size_t end = svg.find('>', p);
    const std::string tag = svg.substr(p, end - p);
    std::smatch m;
    if (std::regex_search(tag, m, std::regex(" " + attr + "=\"([-0-9.]+)\""))) v.push_back(std::stod(m[1]));
  }
  return v;
}

TEST(FormatFixed, FixedDigitsWithoutLocale) {
  EXPECT_EQ(format_fixed(0.55234, 3), "0.552");
  EXPECT_EQ(format_fixed(2.0, 0), "2");
  EXPECT_EQ(format_fixed(1234567.891, 2), "1234567.89");
  EXPECT_EQ(format_fixed(-0.0001, 3), "0.000");  // no "-0.000"
  EXPECT_EQ(format_fixed(-1.25, 1), "-1.2");     // round half to even, as printf
  EXPECT_EQ(format_fixed(std::nan(""), 3), "n/a");
  // A comma-decimal locale, where available, must not change anything.
  if (std::setlocale(LC_ALL, "de_DE.UTF-8") != nullptr) {
    EXPECT_EQ(format_fixed(0.5, 2), "0.50");
    std::setlocale(LC_ALL, "C");
  }
}

TEST(EscapeXml, EscapesMarkupCharacters) {
  EXPECT_EQ(escape_xml("a <b> & \"c\" 'd'"), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;");
  EXPECT_EQ(escape_xml("象棋"), "象棋");
}

TEST(BarChart, OneRectPerBarWithProportionalHeights) {
  BarChart c;
  c.title = "Colour difference";
  c.x_label = "reds − blacks";
  c.y_label = "players";
  c.bars = {{"-1", 10, false}, {"0", 20, false}, {"1", 5, true}};
  const std::string svg = bar_chart_svg(c);
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 520 270\"", 0), 0u);
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 3);
  const std::vector<double> h = attribute(svg, "<rect class=\"bar\"", "height");
  ASSERT_EQ(h.size(), 3u);
  EXPECT_NEAR(h[1] / h[0], 2.0, 0.02);
  EXPECT_NEAR(h[2] / h[0], 0.5, 0.02);
  // Bars stand on one baseline: y + height is the same for all.
  const std::vector<double> y = attribute(svg, "<rect class=\"bar\"", "y");
  EXPECT_NEAR(y[0] + h[0], y[1] + h[1], 0.11);
  EXPECT_NEAR(y[0] + h[0], y[2] + h[2], 0.11);
  // Value labels, x labels, the axis labels and nice y ticks (0, 5, … 25 for a maximum of 20).
  for (const char* s : {">10</text>", ">20</text>", ">5</text>", ">-1</text>", ">players</text>",
                        ">reds − blacks</text>", ">0</text>", ">25</text>", "<title>0: 20</title>"})
    EXPECT_NE(svg.find(s), std::string::npos) << s;
  EXPECT_EQ(svg.find(">30</text>"), std::string::npos);
  EXPECT_EQ(count(svg, "#d55e00"), 1);  // the highlighted bar
  EXPECT_EQ(svg, bar_chart_svg(c));     // deterministic
}

TEST(BarChart, EscapesTextAndSaysNoData) {
  BarChart c;
  c.title = "<&> title";
  const std::string svg = bar_chart_svg(c);
  EXPECT_NE(svg.find("&lt;&amp;&gt; title"), std::string::npos);
  EXPECT_EQ(svg.find("<&>"), std::string::npos);
  EXPECT_NE(svg.find("no data"), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"bar\""), 0);
}

TEST(BarChart, ThinsLabelsAndDropsValueLabelsWhenCrowded) {
  BarChart c;
  for (int i = 0; i < 60; ++i) c.bars.push_back({std::to_string(1000 + i), 12345.0 + i, false});
  const std::string svg = bar_chart_svg(c);
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 60);
  EXPECT_EQ(svg.find(">12345</text>"), std::string::npos);  // no room for value labels
  EXPECT_NE(svg.find(">1000</text>"), std::string::npos);
  EXPECT_EQ(svg.find(">1001</text>"), std::string::npos);  // every k-th x label only
}

TEST(IntervalChart, BarsFromZeroWithIntervalsAndReferenceLine) {
  IntervalChart c;
  c.title = "Accuracy";
  c.x_label = "share";
  c.reference = 0.5;
  c.reference_label = "50%: coin toss";
  c.rows = {{"opponent_score", {IntervalValue{0.6, 0.55, 0.65, "n=400"}}, {}},
            {"wins", {IntervalValue{0.3, std::nullopt, std::nullopt, ""}}, {}},
            {"fouls", {std::nullopt}, {"no tie decided"}}};
  const std::string svg = interval_chart_svg(c);
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 2);
  EXPECT_EQ(count(svg, "<g class=\"interval\""), 1);
  const std::vector<double> w = attribute(svg, "<rect class=\"bar\"", "width");
  ASSERT_EQ(w.size(), 2u);
  EXPECT_NEAR(w[0] / w[1], 2.0, 0.02);
  const std::vector<double> x = attribute(svg, "<rect class=\"bar\"", "x");
  EXPECT_EQ(x[0], x[1]);  // both start at 0 %
  for (const char* s : {">60.0%  n=400</text>", ">30.0%</text>", ">50%: coin toss</text>", "stroke-dasharray",
                        ">0%</text>", ">100%</text>", ">no tie decided</text>", ">opponent_score</text>"})
    EXPECT_NE(svg.find(s), std::string::npos) << s;
  // The dashed reference line sits at 50 %: 5/6 of the 60 % bar's width from the axis.
  const size_t dash = svg.rfind("<line", svg.find("stroke-dasharray"));
  const std::vector<double> ref = attribute(svg.substr(dash), "<line", "x1");
  ASSERT_FALSE(ref.empty());
  EXPECT_NEAR(ref[0], x[0] + w[0] * 0.5 / 0.6, 0.2);
}

TEST(IntervalChart, GroupsOneBarPerSeriesWithALegend) {
  IntervalChart c;
  c.series = {"cn-14.3.1", "wxc-swiss"};
  c.rows = {{"all tied pairs", {IntervalValue{0.58, 0.57, 0.59, ""}, IntervalValue{0.59, 0.58, 0.6, ""}}, {}},
            {"direct_encounter", {std::nullopt, IntervalValue{0.58, 0.56, 0.6, ""}}, {"not in list", ""}}};
  const std::string svg = interval_chart_svg(c);
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 3);
  EXPECT_EQ(count(svg, "<rect class=\"legend\""), 2);
  EXPECT_NE(svg.find(">not in list</text>"), std::string::npos);
  EXPECT_NE(svg.find("#0072b2"), std::string::npos);
  EXPECT_NE(svg.find("#e69f00"), std::string::npos);
}

TEST(ScatterChart, PointsLineAndDiagonal) {
  ScatterChart c;
  c.title = "Mean final rank";
  c.x_label = "strength rank";
  c.y_label = "mean final rank";
  c.diagonal_label = "perfect ranking";
  for (int i = 1; i <= 12; ++i) c.points.push_back({static_cast<double>(i), 3 + 0.6 * i});
  const std::string svg = scatter_chart_svg(c);
  EXPECT_EQ(count(svg, "<circle class=\"point\""), 12);
  EXPECT_EQ(count(svg, "<polyline"), 1);
  EXPECT_NE(svg.find(">perfect ranking</text>"), std::string::npos);
  EXPECT_NE(svg.find("<title>strength rank 1: mean final rank 3.6</title>"), std::string::npos);
  // x grows to the right, y upwards.
  const std::vector<double> cx = attribute(svg, "<circle", "cx"), cy = attribute(svg, "<circle", "cy");
  ASSERT_EQ(cx.size(), 12u);
  EXPECT_LT(cx[0], cx[11]);
  EXPECT_GT(cy[0], cy[11]);
}

}  // namespace
}  // namespace xq
