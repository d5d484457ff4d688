// `xqsim export` (issue 14 item 4): an 8-player event after 3 rounds exported as CSV, JSON, HTML,
// an Excel workbook and TRF, in English and Chinese; each checked against the record itself or
// against `xqsim standings`; bad options exit 2 and write nothing.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <cstdlib>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/model/utf8.hpp"
#include "tests/support/files.hpp"
#include "tests/support/html_text.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

const std::string kData = XQ_TEST_DATA_DIR "/workflow/";

// 8 players of eight-players.csv, 3 of 5 rounds played: boards 1..4 of round r end red win,
// draw, black win, red win, shifted by r.
struct Event {
  fs::path dir;
  std::string record;
};

// Three rounds of the eight players; `settings`: a --set each at init.
Event played_event(const std::string& name, const std::vector<std::string>& settings = {}) {
  Event e{temp_dir(name), ""};
  e.record = (e.dir / "ev.json").string();
  std::vector<std::string> init = {"init",    "--entrants",        kData + "eight-players.csv",
                                   "--rules", kData + "fold.toml", "--out",
                                   e.record,  "--event",           "Club 2026"};
  for (const std::string& s : settings) init.insert(init.end(), {"--set", s});
  run_xqsim_ok(init);
  const char* results[] = {"1-0", "1/2-1/2", "0-1", "1-0"};
  for (int r = 1; r <= 3; ++r) {
    run_xqsim_ok({"pair", e.record});
    std::ofstream sheet(e.dir / "r.csv");
    sheet << "board,result\n";
    for (int b = 1; b <= 4; ++b) sheet << b << "," << results[(b - 1 + r) % 4] << "\n";
    sheet.close();
    run_xqsim_ok({"results", e.record, (e.dir / "r.csv").string()});
  }
  return e;
}

TEST(CliExport, StandingsCsvIsTheStandingsCommandsTable) {
  const Event e = played_event("export-standings");
  const CliResult exported = run_xqsim_ok({"export", e.record});
  const CliResult standings = run_xqsim_ok({"standings", e.record, "--format", "csv"});
  EXPECT_EQ(exported.out, standings.out);
  // After round 2 the table is the one of the record cut after round 2.
  const CliResult after2 = run_xqsim_ok({"export", e.record, "--round", "2"});
  EXPECT_NE(after2.out, exported.out);
  fs::remove_all(e.dir);
}

TEST(CliExport, CrossTableCellsAreTheRecordsGames) {
  const Event e = played_event("export-cross");
  const nlohmann::json rec = read_json(e.record);
  const CliResult zh =
      run_xqsim_ok({"export", e.record, "--what", "crosstable", "--lang", "zh", "--format", "json"});
  const nlohmann::json rows = nlohmann::json::parse(zh.out)["交叉表"]["rows"];
  ASSERT_EQ(rows.size(), 8u);
  // Every game of every round, seen from both players: opponent, colour (红/黑), result.
  int checked = 0;
  for (int r = 1; r <= 3; ++r) {
    const std::string column = "第" + std::to_string(r) + "轮";
    for (const auto& g : rec["rounds"][r - 1]["games"]) {
      const int red = g["red"], black = g["black"];
      const std::string res = g["result"];
      const std::string red_mark = res == "red_win" ? "1" : res == "draw" ? "½" : "0";
      const std::string black_mark = res == "black_win" ? "1" : res == "draw" ? "½" : "0";
      for (const auto& row : rows) {
        const int no = std::stoi(row["序号"].get<std::string>());
        if (no == red) {
          EXPECT_EQ(row[column], std::to_string(black) + "红" + red_mark);
          ++checked;
        }
        if (no == black) {
          EXPECT_EQ(row[column], std::to_string(red) + "黑" + black_mark);
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(checked, 24);  // 3 rounds × 8 players
  // In English the same cells read r/b.
  const CliResult en = run_xqsim_ok({"export", e.record, "--what", "crosstable"});
  const auto rows_en = lines(en.out);
  EXPECT_EQ(rows_en.front(), "rank,start_no,name,team,R1,R2,R3,score");
  fs::remove_all(e.dir);
}

TEST(CliExport, HtmlIsAPrintablePageInEitherLanguage) {
  const Event e = played_event("export-html");
  const fs::path page = e.dir / "wall.html";
  run_xqsim_ok(
      {"export", e.record, "--what", "all", "--format", "html", "--lang", "zh", "--out", page.string()});
  const std::string html = slurp(page);
  EXPECT_NE(html.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(html.find("<h1>Club 2026</h1><p>第3轮后</p>"), std::string::npos);
  for (const char* s : {"第3轮后名次", "第3轮后交叉表", "第3轮对阵", "<th>姓名</th>",
                        "对手分 (T-1): 所有对手最后积分之和", "@media print"})
    EXPECT_NE(html.find(s), std::string::npos) << s;
  EXPECT_EQ(html.find("src="), std::string::npos);  // self-contained: nothing loaded from elsewhere
  EXPECT_EQ(html.find("<link"), std::string::npos);
  const CliResult en = run_xqsim_ok({"export", e.record, "--format", "html"});
  EXPECT_NE(en.out.find("<p>after round 3 of 5</p>"), std::string::npos);
  EXPECT_NE(en.out.find("opponent_score (T-1): sum of the final scores of all opponents met"),
            std::string::npos);
  // A TRF without XXR does not say how many rounds the event has: no "of 0".
  std::ifstream in(std::string(XQ_SOURCE_DIR) + "/tests/data/workflow/seven-players-2-rounds.trf");
  std::ofstream trf(e.dir / "no-xxr.trf");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("XXR", 0) != 0) trf << line << "\n";
  trf.close();
  const std::string no_plan =
      run_xqsim_ok({"export", (e.dir / "no-xxr.trf").string(), "--format", "html"}).out;
  EXPECT_NE(no_plan.find("<p>after round 2</p>"), std::string::npos) << no_plan.substr(0, 600);
  EXPECT_EQ(no_plan.find(" of 0"), std::string::npos);
  fs::remove_all(e.dir);
}

// The wall page with 40–60-character names and teams: those cells wrap (the other cells — figures,
// 12r1, "from round 4" — keep to one line), a table wider than the screen scrolls inside its box,
// and on paper the tables are set small enough to fit the page's width with no column cut off
// (checked by eye in a browser, print to PDF included: docs/cli.md).
TEST(CliExport, HtmlNamesWrapSoWideTablesFitTheScreenAndThePage) {
  const fs::path dir = temp_dir("export-html-wrap");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  const std::string name = "A Very Long Player Name That Exceeds Thirty Three Characters",
                    team = "Shanghai Extremely Long Team Name Club of the Eastern District";
  std::ofstream(list) << "name,team\n" << name << "," << team << "\nBo,B\nCy,C\nDu,D\n";
  run_xqsim_ok({"init", "--entrants", list, "--set", "rounds=3", "--out", rec});
  run_xqsim_ok({"pair", rec});
  for (const char* lang : {"en", "zh"}) {
    const std::string html =
        run_xqsim_ok({"export", rec, "--what", "all", "--format", "html", "--lang", lang}).out;
    const size_t open = html.find("<style>"), close = html.find("</style>");
    ASSERT_NE(close, std::string::npos);
    const std::string css = html.substr(open, close - open);
    const size_t print = css.find("@media print");
    ASSERT_NE(print, std::string::npos);
    const std::string screen = css.substr(0, print), paper = css.substr(print);
    for (const char* rule : {"td{white-space:nowrap}", "td.wrap{white-space:normal;overflow-wrap:break-word}",
                             ".table-wrap{overflow-x:auto}"})
      EXPECT_NE(screen.find(rule), std::string::npos) << rule << "\n" << screen;
    for (const char* rule : {".table-wrap{overflow:visible}", "table{font-size:8pt}"})
      EXPECT_NE(paper.find(rule), std::string::npos) << rule << "\n" << paper;
    // The name and the team wrap in the standings, the cross-table and the pairings (red and
    // black names); the figures do not.
    EXPECT_EQ(count(html, "<td class=\"wrap\">" + name + "</td>"), 3) << lang;
    EXPECT_EQ(count(html, "<td class=\"wrap\">" + team + "</td>"), 2) << lang;
    EXPECT_EQ(html.find("<td>" + name), std::string::npos) << lang;
    EXPECT_NE(html.find("<td class=\"num\">1</td>"), std::string::npos) << lang;
  }
  fs::remove_all(dir);
}

// Between pairing round 4 and its first result the tables are no "after round 4": its games count
// nowhere yet (docs/cli.md step 7), and the titles say so; a result entered, they are.
TEST(CliExport, ARoundPairedWithoutResultsIsBeforeItsResultsInTheTitles) {
  const Event e = played_event("export-waiting");
  run_xqsim_ok({"pair", e.record});
  const CliResult zh =
      run_xqsim_ok({"export", e.record, "--what", "all", "--format", "html", "--lang", "zh"});
  for (const char* s :
       {"<p>第4轮成绩录入前</p>", "第4轮成绩录入前名次", "第4轮成绩录入前交叉表", "第4轮对阵"})
    EXPECT_NE(zh.out.find(s), std::string::npos) << s;
  EXPECT_EQ(zh.out.find("第4轮后"), std::string::npos);
  const CliResult en = run_xqsim_ok({"export", e.record, "--what", "all", "--format", "html"});
  for (const char* s :
       {"<p>before the results of round 4 of 5</p>", "Standings before the results of round 4",
        "Cross-table before the results of round 4"})
    EXPECT_NE(en.out.find(s), std::string::npos) << s;
  std::ofstream(e.dir / "r.csv") << "board,result\n1,1-0\n";
  run_xqsim_ok({"results", e.record, (e.dir / "r.csv").string()});
  const CliResult some = run_xqsim_ok({"export", e.record, "--what", "all", "--format", "html"});
  EXPECT_NE(some.out.find("Standings after round 4"), std::string::npos);
  fs::remove_all(e.dir);
}

// The readings of T-8 and T-9 on the sheet (docs/tiebreaks.md). T-8's column is headed by what it
// holds under previous_round — a rank only under ranking (上轮名次), the totals or points of the
// rounds otherwise — the same heading in the key, the table and every format. T-9's key line names
// the reading strong_opponent_score sets (a score, or a place under best_opponent_rank).
TEST(CliExport, TheReadingsOfT8AndT9AreInTheHeadingAndTheKey) {
  const struct {
    const char* setting;  // KEY=VALUE
    const char* criterion;
    const char* en_heading;
    const char* zh_heading;
    const char* en_key;  // (the start of) its key line
    const char* zh_key;
  } cases[] = {
      {"previous_round=ranking", "previous_round", "previous_round", "上轮名次",
       "previous_round (T-8): the rank after the previous round", "上轮名次 (T-8): 前一轮结束时的名次"},
      {"previous_round=round_totals", "previous_round", "round_totals", "各轮累计分",
       "round_totals (T-8): the totals after each earlier round", "各轮累计分 (T-8): 此前各轮后的累计积分"},
      {"previous_round=recent_rounds", "previous_round", "recent_rounds", "各轮得分",
       "recent_rounds (T-8): the points of each round", "各轮得分 (T-8): 各轮得分"},
      {"strong_opponent_score=opponents_opponent_score", "strong_opponent_score", "strong_opponent_score",
       "强对手分",
       "strong_opponent_score (T-9): the sum of the opponents' own opponent scores (T-1; a bye adds nothing) "
       "(setting opponents_opponent_score)",
       "强对手分 (T-9): 所遇各对手的对手分之和（轮空不计）（设置 opponents_opponent_score）"},
      {"strong_opponent_score=points_vs_strongest", "strong_opponent_score", "strong_opponent_score",
       "强对手分",
       "strong_opponent_score (T-9): the points scored against the highest-scored opponent(s) (setting "
       "points_vs_strongest)",
       "强对手分 (T-9): 对所遇积分最高的对手所得之分（设置 points_vs_strongest）"},
      {"strong_opponent_score=best_opponent_rank", "strong_opponent_score", "strong_opponent_score",
       "强对手分",
       "strong_opponent_score (T-9): the best place among the opponents met, ranked by the criteria listed "
       "before it; a better place first (setting best_opponent_rank)",
       "强对手分 (T-9): 所遇对手中的最好名次（按列于其前的各项排名），名次好者列前（设置 "
       "best_opponent_rank）"}};
  for (const auto& c : cases) {
    std::string name = c.setting;
    std::replace(name.begin(), name.end(), '=', '-');
    const Event e =
        played_event("export-" + name, {c.setting, std::string("tiebreaks=opponent_score,") + c.criterion});
    for (const char* lang : {"en", "zh"}) {
      const bool zh = std::string(lang) == "zh";
      const nlohmann::json sheet =
          nlohmann::json::parse(run_xqsim_ok({"export", e.record, "--format", "json", "--lang", lang})
                                    .out)[zh ? "名次" : "standings"];
      const std::string key = sheet["key"].back(), heading = zh ? c.zh_heading : c.en_heading;
      EXPECT_TRUE(key.starts_with(zh ? c.zh_key : c.en_key)) << c.setting << ": " << key;
      EXPECT_TRUE(sheet["rows"][0].contains(heading)) << c.setting << sheet["rows"][0];
      const std::string csv = lines(run_xqsim_ok({"export", e.record, "--lang", lang}).out).front();
      EXPECT_TRUE(csv.ends_with("," + heading)) << csv;
    }
    if (std::string(c.criterion) == "previous_round" && std::string(c.en_heading) != "previous_round") {
      const std::string zh = run_xqsim_ok({"export", e.record, "--format", "html", "--lang", "zh"}).out;
      EXPECT_EQ(zh.find("上轮名次"), std::string::npos) << c.setting << ": a rank it is not";
    }
    fs::remove_all(e.dir);
  }
}

// docs/cli.md: `--round 0` is the standings before round 1 (the start list), titled so in every
// format — never "after round 0"; so is an event not yet paired.
TEST(CliExport, RoundZeroIsTitledBeforeRoundOne) {
  const Event e = played_event("export-round-zero");
  const auto title = [&](const char* lang) {
    const nlohmann::json j = nlohmann::json::parse(
        run_xqsim_ok({"export", e.record, "--round", "0", "--format", "json", "--lang", lang}).out);
    return j.begin().value()["title"].get<std::string>();
  };
  EXPECT_EQ(title("en"), "Standings before round 1");
  EXPECT_EQ(title("zh"), "第1轮前名次");
  const std::string en = run_xqsim_ok({"export", e.record, "--round", "0", "--format", "html"}).out;
  for (const char* s : {"<p>before round 1 of 5</p>", "<h2>Standings before round 1</h2>"})
    EXPECT_NE(en.find(s), std::string::npos) << s;
  const std::string zh =
      run_xqsim_ok({"export", e.record, "--round", "0", "--format", "html", "--lang", "zh"}).out;
  for (const char* s : {"<p>第1轮前</p>", "<h2>第1轮前名次</h2>"})
    EXPECT_NE(zh.find(s), std::string::npos) << s;
  const fs::path book = e.dir / "start.xlsx";
  run_xqsim_ok(
      {"export", e.record, "--round", "0", "--format", "xlsx", "--lang", "zh", "--out", book.string()});
  EXPECT_NE(unzip(book, "xl/sharedStrings.xml").find("第1轮前名次"), std::string::npos);
  for (const std::string& page : {en, zh, unzip(book, "xl/sharedStrings.xml")}) {
    EXPECT_EQ(page.find("round 0"), std::string::npos);
    EXPECT_EQ(page.find("第0轮"), std::string::npos);
  }
  // An event not yet paired: its only table is the start list.
  const fs::path fresh = e.dir / "fresh.json";
  run_xqsim_ok({"init", "--entrants", kData + "eight-players.csv", "--rules", kData + "fold.toml", "--out",
                fresh.string()});
  EXPECT_NE(run_xqsim_ok({"export", fresh.string(), "--format", "html"})
                .out.find("<h2>Standings before round 1</h2>"),
            std::string::npos);
  fs::remove_all(e.dir);
}

// Every board of the record's last round as `result` (the results sheet).
void enter_every_board(const Event& e, const std::string& result) {
  const nlohmann::json rec = read_json(e.record);
  std::ofstream sheet(e.dir / "r.csv");
  sheet << "board,result\n";
  for (const auto& g : rec["rounds"].back()["games"]) sheet << g["board"].get<int>() << "," << result << "\n";
  sheet.close();
  run_xqsim_ok({"results", e.record, (e.dir / "r.csv").string()});
}

// A cross-table row's round cells `first` .. `last` in points of the 2/1/0 scale: 1 / + / bye a win,
// ½ a draw (abs½, late½ too: half is a draw's worth), 0 / - / abs0 / late0 / blank nothing.
int cells_points(const std::vector<std::string>& cells, size_t first, size_t last) {
  int points = 0;
  for (size_t c = first; c < last; ++c) {
    const std::string& cell = cells[c];
    if (cell == "bye" || cell == "轮空" || cell.ends_with("1") || cell.ends_with("+")) points += 2;
    if (cell.ends_with("½")) points += 1;
  }
  return points;
}

// S-2 (issue 14): a round scored without a game shows its reason and points in the cross-table —
// an announced absence abs½ (zh 缺席½), a late entry's rounds before he joined late½ (zh 补报½) — so
// the cells add up to the score, in every format, with the marks in the key; a withdrawn player's
// rounds from his withdrawal stay blank (docs/cli.md).
TEST(CliExport, RoundsScoredWithoutAGameShowTheirPointsInTheCrossTable) {
  Event e{temp_dir("export-missed-rounds"), ""};
  e.record = (e.dir / "ev.json").string();
  run_xqsim_ok({"init", "--entrants", kData + "eight-players.csv", "--rules", kData + "fold.toml", "--out",
                e.record, "--set", "absence_points=half", "--set", "late_entry_points=half"});
  run_xqsim_ok({"pair", e.record});
  enter_every_board(e, "1-0");
  run_xqsim_ok({"absent", e.record, "3", "--round", "2"});
  run_xqsim_ok({"withdraw", e.record, "5", "--from-round", "2"});
  run_xqsim_ok({"add", e.record, "--name", "Late Comer", "--team", "Club"});  // number 9, from round 2
  for (int r = 2; r <= 3; ++r) {
    run_xqsim_ok({"pair", e.record});
    enter_every_board(e, "1/2-1/2");
  }
  const auto rows = lines(run_xqsim_ok({"export", e.record, "--what", "crosstable"}).out);
  ASSERT_EQ(rows.size(), 10u);
  ASSERT_EQ(rows.front(), "rank,start_no,name,team,R1,R2,R3,score");
  std::map<int, std::vector<std::string>> by_no;
  for (size_t i = 1; i < rows.size(); ++i) {
    const std::vector<std::string> cells = csv_cells(rows[i]);
    ASSERT_EQ(cells.size(), 8u) << rows[i];
    by_no[std::stoi(cells[1])] = cells;
    EXPECT_EQ(cells_points(cells, 4, 7), std::stoi(cells[7])) << rows[i];  // the cells add up to the score
  }
  EXPECT_EQ(by_no[3][5], "abs½");
  EXPECT_EQ(by_no[9][4], "late½");
  EXPECT_EQ(by_no[5][5], "");  // withdrawn from round 2
  EXPECT_EQ(by_no[5][6], "");
  const nlohmann::json en = nlohmann::json::parse(
      run_xqsim_ok({"export", e.record, "--what", "crosstable", "--format", "json"}).out)["crosstable"];
  EXPECT_EQ(en["key"].size(), 2u) << en["key"].dump();
  EXPECT_NE(en["key"].back().get<std::string>().find("abs½ / abs0: absent that round (announced)"),
            std::string::npos)
      << en["key"].dump();
  const nlohmann::json zh = nlohmann::json::parse(
      run_xqsim_ok({"export", e.record, "--what", "crosstable", "--format", "json", "--lang", "zh"})
          .out)["交叉表"];
  std::map<std::string, nlohmann::json> zh_rows;
  for (const auto& row : zh["rows"]) zh_rows[row["序号"].get<std::string>()] = row;
  EXPECT_EQ(zh_rows["3"]["第2轮"], "缺席½");
  EXPECT_EQ(zh_rows["9"]["第1轮"], "补报½");
  EXPECT_NE(zh["key"].back().get<std::string>().find("缺席½ / 缺席0：该轮请假缺席及所得分"),
            std::string::npos)
      << zh["key"].dump();
  const std::string html = run_xqsim_ok({"export", e.record, "--what", "crosstable", "--format", "html"}).out;
  for (const char* s : {">abs½</td>", ">late½</td>", "late½ / late0: a round before a late entry joined"})
    EXPECT_NE(html.find(s), std::string::npos) << s;
  const fs::path book = e.dir / "ev.xlsx";
  run_xqsim_ok({"export", e.record, "--what", "crosstable", "--format", "xlsx", "--lang", "zh", "--out",
                book.string()});
  const std::string strings = unzip(book, "xl/sharedStrings.xml");
  for (const char* s : {"缺席½", "补报½", "补报½ / 补报0"})
    EXPECT_NE(strings.find(s), std::string::npos) << s;
  // Scored nothing (the default zero), the rounds are marked all the same: abs0, late0.
  edit_json(e.record, [](nlohmann::json& j) {
    j["rules"]["absence_points"] = "zero";
    j["rules"]["late_entry_points"] = "zero";
  });
  std::map<std::string, std::vector<std::string>> zero;
  for (const std::string& row : lines(run_xqsim_ok({"export", e.record, "--what", "crosstable"}).out))
    if (const std::vector<std::string> cells = csv_cells(row); cells.size() > 5) zero[cells[1]] = cells;
  EXPECT_EQ(zero["3"][5], "abs0");
  EXPECT_EQ(zero["9"][4], "late0");
  // An event without such rounds keeps its one key line.
  const Event plain = played_event("export-missed-rounds-none");
  EXPECT_EQ(
      nlohmann::json::parse(run_xqsim_ok({"export", plain.record, "--what", "crosstable", "--format", "json"})
                                .out)["crosstable"]["key"]
          .size(),
      1u);
  fs::remove_all(plain.dir);
  fs::remove_all(e.dir);
}

// The Chinese results list (zh_terms): a byte-order mark for Excel, the results in Chinese words
// (红胜 …, 黑方弃权 for +/-), and — filled in — a results sheet `xqsim results` reads: its
// headings, its bye line 轮空 and its words. Fed back unchanged it changes nothing.
TEST(CliExport, TheChineseResultsListIsAResultsSheet) {
  const Event e = played_event("export-zh-results");
  run_xqsim_ok({"pair", e.record});  // round 4, no result yet
  const std::string blank = run_xqsim_ok({"export", e.record, "--what", "results", "--lang", "zh"}).out;
  ASSERT_TRUE(blank.starts_with("\xEF\xBB\xBF")) << blank;
  EXPECT_TRUE(blank.starts_with("\xEF\xBB\xBF轮次,台次,红方序号,红方,红方积分,黑方序号,黑方,黑方积分,结果\n"))
      << blank;
  // An English list has no mark.
  EXPECT_FALSE(run_xqsim_ok({"export", e.record, "--what", "results"}).out.starts_with("\xEF"));
  // Filled in: board 1 红胜, board 2 黑方弃权 (black absent), board 3 和, board 4 黑胜.
  std::istringstream lines(blank);
  std::string filled, line;
  const char* words[] = {"红胜", "黑方弃权", "和", "黑胜"};
  for (int k = 0; std::getline(lines, line); ++k)
    filled += line + (k >= 1 && k <= 4 ? words[k - 1] : "") + "\n";
  const fs::path sheet = e.dir / "zh.csv";
  std::ofstream(sheet) << filled;
  run_xqsim_ok({"results", e.record, sheet.string()});
  const CliResult en = run_xqsim_ok({"export", e.record, "--what", "results", "--round", "4"});
  std::istringstream rows(en.out);
  std::vector<std::string> results;
  for (std::getline(rows, line); std::getline(rows, line);)
    results.push_back(line.substr(line.rfind(',') + 1));
  EXPECT_EQ(results, (std::vector<std::string>{"1-0", "+/-", "1/2", "0-1"})) << en.out;
  const std::string zh = run_xqsim_ok({"export", e.record, "--what", "results", "--lang", "zh"}).out;
  EXPECT_EQ(zh, filled);
  std::ofstream(sheet) << zh;
  const CliResult again = run_xqsim_ok({"results", e.record, sheet.string(), "--correct"});
  EXPECT_NE(again.out.find("0 results entered, 4 as recorded already"), std::string::npos) << again.out;
  fs::remove_all(e.dir);
}

TEST(CliExport, AWorkbookHasOneSheetPerTableWithChineseHeadings) {
  const Event e = played_event("export-xlsx");
  const fs::path book = e.dir / "ev.xlsx";
  run_xqsim_ok(
      {"export", e.record, "--what", "all", "--format", "xlsx", "--lang", "zh", "--out", book.string()});
  const std::string workbook = unzip(book, "xl/workbook.xml");
  EXPECT_NE(workbook.find("<sheet name=\"名次\" sheetId=\"1\""), std::string::npos) << workbook;
  EXPECT_NE(workbook.find("<sheet name=\"交叉表\" sheetId=\"2\""), std::string::npos);
  EXPECT_NE(workbook.find("<sheet name=\"第3轮\" sheetId=\"3\""), std::string::npos);
  const std::string strings = unzip(book, "xl/sharedStrings.xml");
  for (const char* s : {"第3轮后名次", "名次", "姓名", "对手分", "Jiang Chuan"})
    EXPECT_NE(strings.find(s), std::string::npos) << s;
  // Numbers are numbers: the standings sheet's scores are numeric cells (no t="s").
  const std::string sheet1 = unzip(book, "xl/worksheets/sheet1.xml");
  EXPECT_NE(sheet1.find("<c r=\"E4\"><v>"), std::string::npos) << sheet1.substr(0, 600);
  fs::remove_all(e.dir);
}

// Characters `from` .. `from + n` of a UTF-8 line (TRF columns count characters: Lü Qin's ü is one).
std::string columns(const std::string& line, size_t from, size_t n) {
  return encode_utf8(decode_utf8(line).substr(from, n));
}

// A team event's tables in Chinese: every column keeps a heading of its own (队号 the team's number,
// 队号次序 PT-14's last criterion) — a JSON row is keyed by them, so two alike would lose a column.
TEST(CliExport, ATeamEventsChineseHeadingsAreDistinct) {
  const fs::path dir = temp_dir("export-team-zh");
  run_xqsim_ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/yuangou-2009-team.toml", "-n", "1",
                "--keep", "1", "--threads", "1", "--out", dir.string()});
  const std::string rec = (dir / "records" / "tournament-0.json").string();
  for (const char* what : {"standings", "pairings"}) {
    const std::string en = run_xqsim_ok({"export", rec, "--what", what}).out;
    const std::string zh = run_xqsim_ok({"export", rec, "--what", what, "--lang", "zh"}).out;
    std::vector<std::string> heads;
    std::stringstream line(zh.substr(0, zh.find('\n')));
    for (std::string h; std::getline(line, h, ',');) {
      EXPECT_EQ(std::count(heads.begin(), heads.end(), h), 0) << what << ": " << h << " twice";
      heads.push_back(h);
    }
    EXPECT_EQ(heads.size(), static_cast<size_t>(std::count(en.begin(), en.begin() + en.find('\n'), ',') + 1));
  }
  // S-3: the bye's row of an odd field's pairing list, in the page's language.
  run_xqsim_ok({"simulate", std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-men.toml", "-n", "1", "--keep",
                "1", "--threads", "1", "--out", (dir / "odd").string()});
  const std::string odd = (dir / "odd" / "records" / "tournament-0.json").string();
  const std::string zh =
      run_xqsim_ok({"export", odd, "--what", "pairings", "--round", "1", "--lang", "zh"}).out;
  EXPECT_NE(zh.find("\n轮空,"), std::string::npos) << zh;
  EXPECT_EQ(zh.find("bye"), std::string::npos) << zh;
  EXPECT_NE(run_xqsim_ok({"export", odd, "--what", "pairings", "--round", "1"}).out.find("\nbye,"),
            std::string::npos);
  fs::remove_all(dir);
}

TEST(CliExport, TrfRanksAreTheOfficialRanks) {
  const Event e = played_event("export-trf");
  const CliResult trf = run_xqsim_ok({"export", e.record, "--format", "trf"});
  const auto standings = lines(run_xqsim_ok({"standings", e.record, "--format", "csv"}).out);
  int players = 0;
  for (const std::string& line : lines(trf.out)) {
    if (line.rfind("001", 0) != 0) continue;
    const int start = std::stoi(columns(line, 4, 4));
    const int rank = std::stoi(columns(line, 85, 4));
    for (size_t i = 1; i < standings.size(); ++i) {
      const std::string& row = standings[i];
      const size_t c1 = row.find(','), c2 = row.find(',', c1 + 1);
      if (std::stoi(row.substr(c1 + 1, c2 - c1 - 1)) == start) {
        EXPECT_EQ(rank, std::stoi(row.substr(0, c1))) << line;
      }
    }
    ++players;
  }
  EXPECT_EQ(players, 8);
  // What TRF cannot keep is said (docs/cli.md "Files"): the list's seeds and categories; then a category, a
  // competition code and a game's fouls added to the record.
  EXPECT_NE(
      trf.err.find(
          "xqsim export: note: a TRF file leaves out 8 players' seeds (round 1 then goes by start number), 2 "
          "players' categories (T-14): keep the JSON record"),
      std::string::npos)
      << trf.err;
  edit_json(e.record, [](nlohmann::json& j) {
    j["entrants"][0]["category"] = "U12";
    j["entrants"][1]["code"] = 7;
    j["rounds"][0]["games"][0]["red_fouls"] = 1;
  });
  const CliResult more =
      run_xqsim_ok({"export", e.record, "--format", "trf", "--out", (e.dir / "e.trf").string()});
  EXPECT_NE(
      more.err.find(
          "leaves out 8 players' seeds (round 1 then goes by start number), 1 drawn number or competition "
          "code "
          "(P1-4, P1-8: rounds paired from the file then go by start number), 3 players' categories (T-14), "
          "1 game's fouls (T-7): keep the JSON record"),
      std::string::npos)
      << more.err;
  EXPECT_EQ(run_xqsim_ok({"export", e.record, "--format", "csv"}).err, "") << "only TRF drops them";
  fs::remove_all(e.dir);
}

// A name longer than a format holds is never dropped in silence: Excel's cell (32,767 characters)
// is exit 2 naming the cell, nothing written; TRF's 33-character column cuts it and says so.
TEST(CliExport, ANameTooLongForTheFormatIsNamedNotDropped) {
  const fs::path dir = temp_dir("export-long-name");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    book = (dir / "r.xlsx").string();
  std::ofstream(list) << "name\n" << std::string(40000, 'A') << "\nBo\nCy\n";
  run_xqsim_ok({"init", "--entrants", list, "--set", "rounds=2", "--out", rec});
  const CliResult x = run_xqsim({"export", rec, "--format", "xlsx", "--out", book});
  EXPECT_EQ(x.exit_code, 2);
  EXPECT_NE(x.err.find("row 4 column 3: a text of 40000 characters, and Excel holds at most 32,767"),
            std::string::npos)
      << x.err;
  EXPECT_FALSE(fs::exists(book));
  const CliResult t = run_xqsim_ok({"export", rec, "--format", "trf"});
  EXPECT_NE(t.err.find("1 name is longer than TRF's 33 characters and cut there"), std::string::npos)
      << t.err;
  fs::remove_all(dir);
}

TEST(CliExport, BadOptionsExitTwoAndWriteNothing) {
  const Event e = played_event("export-bad");
  const fs::path out = e.dir / "out.html";
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--round", "4", "--format", "html"}, "--round: expected a round from 0 (the start list) to 3, got 4"},
      {{"--round", "4", "--format", "trf"},
       "ev.json: --round: expected a round from 0 (the start list) to 3, got 4"},
      {{"--round", "-1", "--format", "html"},
       "--round: expected a round from 0 (the start list) to 3, got -1"},  // not "the last"
      {{"--round", "0", "--what", "pairings", "--format", "html"},
       "--round: expected a round from 1 to 3, got 0"},
      {{"--format", "pdf"}, "--format: expected csv, json, html, xlsx or trf, got 'pdf'"},
      {{"--lang", "fr", "--format", "html"}, "--lang: expected en or zh, got 'fr'"},
      {{"--what", "prizes", "--format", "html"},
       "--what: expected standings, pairings, results, crosstable or all"},
      // TRF is one fixed format: what it would ignore is refused, never dropped in silence.
      {{"--what", "crosstable", "--format", "trf"},
       "--what: TRF is one fixed format (the whole record: every player, every round, the official ranks): "
       "--what crosstable does not apply"},
      {{"--what", "pairings", "--format", "trf"}, "--what pairings does not apply"},
      {{"--what", "results", "--format", "trf"}, "--what results does not apply"},
      {{"--lang", "zh", "--format", "trf"}, "--lang: TRF is one fixed format with no headings to translate"},
  };
  for (const auto& [extra, message] : cases) {
    std::vector<std::string> args = {"export", e.record, "--out", out.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    const CliResult r = run_xqsim(args);
    EXPECT_EQ(r.exit_code, 2) << message;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(out)) << message;
  }
  // What TRF holds anyway is accepted: --what standings (the default) or all, --lang en.
  const std::string trf = run_xqsim_ok({"export", e.record, "--format", "trf"}).out;
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{"--what", "standings"}, {"--what", "all"}, {"--lang", "en"}}) {
    std::vector<std::string> args = {"export", e.record, "--format", "trf"};
    args.insert(args.end(), extra.begin(), extra.end());
    EXPECT_EQ(run_xqsim_ok(args).out, trf) << extra[0] << " " << extra[1];
  }
  const CliResult no_out = run_xqsim({"export", e.record, "--format", "xlsx"});
  EXPECT_EQ(no_out.exit_code, 2);
  EXPECT_NE(no_out.err.find("give --out FILE.xlsx"), std::string::npos);
  fs::remove_all(e.dir);
}

// A device as --out is written in place (a file renamed onto it replaced /dev/full itself when
// run as root), and a full one is exit 2; a full standard output is exit 2 too, never a silent 0.
TEST(CliExport, DevicesAreWrittenInPlaceAndAFullOneExitsTwo) {
  if (!fs::is_character_file("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const Event e = played_event("export-devices");
  const CliResult full = run_xqsim({"export", e.record, "--out", "/dev/full"});
  EXPECT_EQ(full.exit_code, 2) << full.err;
  EXPECT_NE(full.err.find("/dev/full: writing the file failed"), std::string::npos) << full.err;
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
  const CliResult to_stdout = run_xqsim({"export", e.record, "--out", "/dev/stdout"});
  EXPECT_EQ(to_stdout.exit_code, 0) << to_stdout.err;
  EXPECT_EQ(to_stdout.out, run_xqsim_ok({"export", e.record}).out);
  const std::string err = (e.dir / "err").string();
  const int status = std::system(
      (shell_quote(XQSIM_BIN) + " standings " + shell_quote(e.record) + " >/dev/full 2>" + shell_quote(err))
          .c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
  EXPECT_NE(slurp(err).find("writing the standard output failed"), std::string::npos) << slurp(err);
  fs::remove_all(e.dir);
}

}  // namespace
}  // namespace xq::test
