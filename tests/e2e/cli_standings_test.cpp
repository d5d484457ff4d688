// `xqsim standings` as a user runs it: good records in every format, and bad input of many
// kinds, each exit code 2 with a message naming the place and the reason.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "pairing/io/record_file.hpp"
#include "tests/support/files.hpp"
#include "tests/support/mixed_round_robin.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

const std::string kSampleJson = std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.json";
const std::string kSampleTrf = std::string(XQ_SOURCE_DIR) + "/samples/matchbp-event8.trf";

std::string write_file(const std::string& name, const std::string& text) {
  static const auto dir = temp_dir("standings-inputs");
  const auto path = dir / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

std::string mutated_sample(const std::string& name, const std::function<void(nlohmann::json&)>& f) {
  nlohmann::json j = nlohmann::json::parse(slurp(kSampleJson));
  f(j);
  return write_file(name, j.dump(2));
}

TEST(CliStandings, TableHasAHeaderARuleAndOneRowPerPlayer) {
  const CliResult r = run_xqsim({"standings", kSampleJson});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto l = lines(r.out);
  ASSERT_EQ(l.size(), 2u + 17u);
  EXPECT_NE(l[0].find("rank"), std::string::npos);
  EXPECT_NE(l[0].find("opponent_score"), std::string::npos);
  EXPECT_NE(l[0].find("previous_round"), std::string::npos);
  EXPECT_EQ(l[1].find_first_not_of('-'), std::string::npos);
}

// A criterion listed twice is applied twice (docs/tiebreaks.md): each application is a column of
// its own — NAME#2 in the table, the CSV, the JSON and the export (zh 胜局#2) — so JSON loses none.
TEST(CliStandings, ACriterionListedTwiceKeepsBothColumns) {
  const std::vector<std::string> twice = {"--tiebreaks", "wins,direct_encounter,direct_encounter,wins"};
  const auto with = [&](std::vector<std::string> args) {
    args.insert(args.end(), twice.begin(), twice.end());
    return run_xqsim_ok(args).out;
  };
  EXPECT_EQ(lines(with({"standings", kSampleJson, "--format", "csv"})).at(0),
            "rank,start_no,name,team,score,wins,direct_encounter,direct_encounter#2,wins#2");
  const auto j = nlohmann::json::parse(with({"standings", kSampleJson, "--format", "json"}));
  EXPECT_EQ(j.at("criteria"),
            nlohmann::json::parse(R"(["wins", "direct_encounter", "direct_encounter#2", "wins#2"])"));
  for (const auto& row : j.at("rows")) {
    ASSERT_EQ(row.at("tiebreaks").size(), 4u) << row.dump();
    EXPECT_EQ(row.at("tiebreaks").at("wins#2"), row.at("tiebreaks").at("wins")) << row.dump();
  }
  const std::string listed = mutated_sample("twice.json", [](nlohmann::json& r) {
    r["rules"]["tiebreaks"] =
        nlohmann::json::parse(R"(["wins", "direct_encounter", "direct_encounter", "wins"])");
  });
  const auto zh =
      nlohmann::json::parse(run_xqsim_ok({"export", listed, "--format", "json", "--lang", "zh"}).out);
  const nlohmann::json& first = zh.at("名次").at("rows").at(0);
  EXPECT_TRUE(first.contains("胜局") && first.contains("胜局#2")) << first.dump();
  EXPECT_EQ(first.size(), 5u + 4u) << first.dump();  // 名次 序号 姓名 单位 积分 and the four
  // T-8 listed twice under round_totals: both columns headed by that reading (no rank heading).
  const std::string totals = mutated_sample("t8-twice.json", [](nlohmann::json& r) {
    r["rules"]["tiebreaks"] = nlohmann::json::parse(R"(["previous_round", "previous_round"])");
    r["rules"]["previous_round"] = "round_totals";
  });
  const auto t8 =
      nlohmann::json::parse(run_xqsim_ok({"export", totals, "--format", "json", "--lang", "zh"}).out);
  const nlohmann::json& row = t8.at("名次").at("rows").at(0);
  EXPECT_TRUE(row.contains("各轮累计分") && row.contains("各轮累计分#2")) << row.dump();
  EXPECT_FALSE(row.contains("上轮名次#2")) << row.dump();
}

// Pending games count nowhere (docs/cli.md): pairing round 2 leaves the standings as they were
// — T-1 summed the scores of opponents not yet played, and T-9 with it; verify agrees.
TEST(CliStandings, APairedRoundWithoutResultsChangesNothing) {
  const std::string list = write_file("four.csv", "name\nA\nB\nC\nD\n");
  const std::string rec = (temp_dir("standings-pending") / "ev.json").string();
  const std::string rules = write_file("t9.toml",
                                       "[rules]\nrounds = 3\nfirst_round = \"fold\"\n"
                                       "tiebreaks = [\"opponent_score\", \"strong_opponent_score\"]\n");
  run_xqsim_ok({"init", "--entrants", list, "--rules", rules, "--out", rec});
  run_xqsim_ok({"pair", rec});
  run_xqsim_ok({"results", rec, write_file("r1.csv", "board,result\n1,1-0\n2,1-0\n")});
  const std::string after_1 = run_xqsim_ok({"standings", rec, "--format", "csv"}).out;
  run_xqsim_ok({"pair", rec});
  EXPECT_EQ(run_xqsim_ok({"standings", rec, "--format", "csv"}).out, after_1);
  EXPECT_EQ(run_xqsim({"verify", rec}).exit_code, 0);
}

// PI-10 read from a TRF (which marks no final): with final_after_round given, the final's winner
// is first, as in the JSON record (the standings ranked the TRF's round 5 as an ordinary game).
TEST(CliStandings, TheFinalOfATrfIsReadAsTheFinalPI10) {
  std::string names = "name\n";
  for (int i = 1; i <= 10; ++i) names += "F" + std::to_string(i) + "\n";
  const std::string list = write_file("ten.csv", names);
  const std::filesystem::path dir = temp_dir("standings-trf-final");
  const std::string rec = (dir / "ev.json").string(), trf = (dir / "ev.trf").string();
  run_xqsim_ok({"init", "--entrants", list, "--set", "rounds=5", "--set", "final_after_round=4", "--set",
                "first_round=fold", "--out", rec});
  for (const char* results : {"1,0-1\n2,0-1\n3,1-0\n4,1-0\n5,0-1\n", "1,1-0\n2,1-0\n3,0-1\n4,1-0\n5,1-0\n",
                              "1,1-0\n2,0-1\n3,1-0\n4,=\n5,0-1\n", "1,0-1\n2,=\n3,=\n4,1-0\n5,1-0\n",
                              "1,0-1\n2,1-0\n3,0-1\n4,=\n5,1-0\n"}) {
    run_xqsim_ok({"pair", rec});
    std::ofstream(dir / "r.csv", std::ios::trunc) << "board,result\n" << results;
    run_xqsim_ok({"results", rec, (dir / "r.csv").string()});
  }
  const auto top_two = [](const std::string& csv) {
    std::istringstream in(csv);
    std::string header, first, second;
    std::getline(in, header), std::getline(in, first), std::getline(in, second);
    return first.substr(0, first.find(',', first.find(',', first.find(',') + 1) + 1)) + " / " +
           second.substr(0, second.find(',', second.find(',', second.find(',') + 1) + 1));
  };
  const std::string json_top = top_two(run_xqsim_ok({"standings", rec, "--format", "csv"}).out);
  run_xqsim_ok({"export", rec, "--format", "trf", "--out", trf});
  EXPECT_EQ(top_two(run_xqsim_ok({"standings", trf, "--set", "final_after_round=4", "--format", "csv"}).out),
            json_top);
}

// PI-10 asked for where the record has no final (a --set on an event without one): ranked with no
// final, and said — not silently.
TEST(CliStandings, AFinalAskedForAndNotFoundIsSaidPI10) {
  const CliResult r = run_xqsim_ok({"standings", kSampleJson, "--set", "final_after_round=10"});
  EXPECT_NE(r.err.find("warning: " + kSampleJson +
                       ": final_after_round = 10, but round 11 holds no PI-10 final (no game marked final): "
                       "ranked by the standings, with no final"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, run_xqsim_ok({"standings", kSampleJson}).out);
  // Everybody but one withdrawn from round 11: no final could be paired, and the warning says why
  // (it said "no game marked final", as if one had been played and lost its mark).
  namespace fs = std::filesystem;
  const fs::path dir = temp_dir("standings-no-final");
  const fs::path rec = dir / "w.json";
  fs::copy_file(kSampleJson, rec);
  edit_json(rec, [](nlohmann::json& j) {
    for (nlohmann::json& e : j["entrants"])
      if (e["id"] != 1) e["withdrawn_from_round"] = 11;
    j["rounds"][10] = {{"number", 11}, {"games", nlohmann::json::array()}, {"byes", {{{"entrant", 1}}}}};
  });
  const CliResult alone = run_xqsim_ok({"standings", rec.string(), "--set", "final_after_round=10"});
  EXPECT_NE(alone.err.find("round 11 holds no PI-10 final (fewer than two play round 11: none is paired)"),
            std::string::npos)
      << alone.err;
  fs::remove_all(dir);
}

// PI-10 with KO-3: while the final's match goes on (the final to play, drawn, its play-off to
// play) places 1 and 2 are the standings' for now, and the table's stderr says so; decided, or
// lost by both (KO-3.7: no game follows), it says nothing.
TEST(CliStandings, AFinalStillBeingPlayedIsSaidPI10) {
  std::string names = "name\n";
  for (int i = 1; i <= 6; ++i) names += "P" + std::to_string(i) + "\n";
  const std::string list = write_file("six.csv", names);
  const std::filesystem::path dir = temp_dir("standings-final-pending");
  const std::string rec = (dir / "ev.json").string(), sheet = (dir / "r.csv").string();
  run_xqsim_ok({"init", "--entrants", list, "--set", "rounds=3", "--set", "final_after_round=2", "--set",
                "final_playoffs=rapid", "--set", "first_round=fold", "--out", rec});
  const auto enter = [&](const std::string& results) {
    std::ofstream(sheet, std::ios::trunc) << "board,result\n" << results;
    run_xqsim_ok({"results", rec, sheet});
  };
  for (const char* results : {"1,1-0\n2,1-0\n3,1-0\n", "1,1-0\n2,1-0\n3,1-0\n"}) {
    run_xqsim_ok({"pair", rec});
    enter(results);
  }
  const std::string warning =
      "places 1 and 2 go to the winner of the final (PI-10, round 3), not decided yet";
  EXPECT_EQ(run_xqsim_ok({"standings", rec}).err, "") << "no final yet";
  run_xqsim_ok({"pair", rec});
  const auto said = [&](const std::vector<std::string>& args, const std::string& why) {
    std::vector<std::string> all{"standings"};
    all.insert(all.end(), args.begin(), args.end());
    return run_xqsim_ok(all).err.find(warning + ": ranked by the standings until it is (" + why + ")") !=
           std::string::npos;
  };
  const std::string to_enter = "its game to play: enter the result with xqsim results",
                    to_pair = "drawn: xqsim pair schedules its next game, KO-3";
  EXPECT_TRUE(said({rec}, to_enter)) << "the final to play";
  // The exported standings say it in their key (a probe: the wall sheet ranked 1-2 as if final).
  const auto standings_key = [&](const std::string& lang) {
    const auto j =
        nlohmann::json::parse(run_xqsim_ok({"export", rec, "--lang", lang, "--format", "json"}).out);
    return j.begin()->at("key").at(0).get<std::string>();
  };
  EXPECT_EQ(
      standings_key("en"),
      "Places 1-2 go to the winner of the final (PI-10, round 3), not decided yet: ranked by the standings "
      "until it is");
  EXPECT_EQ(standings_key("zh"), "第1–2名归决赛（PI-10，第3轮）胜者，尚未决出：暂按积分排名");
  // The exported pairing list marks the final as `pair` does.
  const auto paired = nlohmann::json::parse(
      run_xqsim_ok({"export", rec, "--what", "pairings", "--format", "json", "--lang", "zh"}).out);
  EXPECT_EQ(paired.at("第3轮").at("key"), nlohmann::json{"第1台为决赛（PI-10）。"});
  const std::string before_final = slurp(rec);
  enter("1,=\n2,1-0\n3,1-0\n");
  EXPECT_TRUE(said({rec}, to_pair)) << "drawn";
  // A TRF of it keeps no play-off games: drawn there whatever came after (the JSON record has it).
  const std::string trf = (dir / "ev.trf").string();
  run_xqsim_ok({"export", rec, "--format", "trf", "--out", trf});
  EXPECT_TRUE(
      said({trf, "--set", "final_after_round=2"},
           "drawn here, and TRF keeps no play-off games: a winner by play-off is in the JSON record only"));
  run_xqsim_ok({"pair", rec});  // the rapid play-off (KO-3)
  EXPECT_TRUE(said({rec, "--format", "csv"}, to_enter)) << "its play-off to play";
  const std::string by_final = "Places 1-2 by the final (PI-10, round 3 board 1";
  EXPECT_EQ(run_xqsim_ok({"standings", rec}).out.find(by_final), std::string::npos) << "not decided yet";
  enter("1,1-0\n");  // the play-off is on the final's board
  const CliResult decided = run_xqsim_ok({"standings", rec});
  EXPECT_EQ(decided.err, "") << "decided by the play-off";
  // The table's title says how places 1-2 were decided (they may hold fewer points than 3rd).
  EXPECT_TRUE(decided.out.starts_with(by_final + ", after 1 play-off game (KO-3)): ")) << decided.out;
  EXPECT_NE(decided.out.find("; places 3.. by the standings after round 3"), std::string::npos)
      << decided.out;
  EXPECT_TRUE(run_xqsim_ok({"standings", rec, "--format", "csv"}).out.starts_with("rank,"));  // a table
  const auto zh =
      nlohmann::json::parse(run_xqsim_ok({"export", rec, "--lang", "zh", "--format", "json"}).out);
  EXPECT_TRUE(zh.at("名次").at("key").at(0).get<std::string>().starts_with(
      "第1–2名由决赛决定（PI-10，第3轮第1台，含附加赛）："))
      << zh.dump();
  std::ofstream(rec, std::ios::trunc) << before_final;
  enter("1,-/-\n2,1-0\n3,1-0\n");
  EXPECT_EQ(run_xqsim_ok({"standings", rec}).err, "") << "lost by both: no game follows (KO-3.7)";
  // Decided by its game: the line in every format — the table's title, the CSV's stderr, the JSON's
  // `final`; from a TRF, whose board numbers are its reader's, without the board.
  std::ofstream(rec, std::ios::trunc) << before_final;
  enter("1,1-0\n2,1-0\n3,1-0\n");
  EXPECT_TRUE(run_xqsim_ok({"standings", rec}).out.starts_with(by_final + "): "));
  EXPECT_TRUE(run_xqsim_ok({"standings", rec, "--format", "csv"}).err.starts_with(by_final + "): "));
  EXPECT_TRUE(nlohmann::json::parse(run_xqsim_ok({"standings", rec, "--format", "json"}).out)
                  .at("final")
                  .get<std::string>()
                  .starts_with(by_final + "): "));
  run_xqsim_ok({"export", rec, "--format", "trf", "--out", trf});
  EXPECT_TRUE(run_xqsim_ok({"standings", trf, "--set", "final_after_round=2"})
                  .out.starts_with("Places 1-2 by the final (PI-10, round 3): "));
}

TEST(CliStandings, CsvHeaderNamesEveryTiebreak) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out).at(0),
            "rank,start_no,name,team,score,opponent_score,wins,fouls,black_wins,black_games,previous_round");
}

TEST(CliStandings, TrfAndJsonOfTheSameEventGiveTheSameStandings) {
  // TRF keeps no rule settings beyond the points and no bye colour marks (docs/record-format.md):
  // give both the same list and readings, with the marks not counted.
  const std::vector<std::string> opts = {
      "--format",    "csv",
      "--set",       "bye_colour_mark=none",
      "--set",       "previous_round=recent_rounds",
      "--tiebreaks", "opponent_score,wins,fouls,black_wins,black_games,previous_round"};
  std::vector<std::string> a = {"standings", kSampleJson}, b = {"standings", kSampleTrf};
  a.insert(a.end(), opts.begin(), opts.end());
  b.insert(b.end(), opts.begin(), opts.end());
  const CliResult rj = run_xqsim(a), rt = run_xqsim(b);
  ASSERT_EQ(rj.exit_code, 0) << rj.err;
  ASSERT_EQ(rt.exit_code, 0) << rt.err;
  EXPECT_EQ(rj.out, rt.out);
}

// A TRF with bytes that are not UTF-8 is read as Latin-1 with a note on stderr (a GB18030 file
// would otherwise read as garbled names, silently); the exit code stays 0. A UTF-8 one: no note.
TEST(CliStandings, ATrfReadAsLatinOneIsNoted) {
  const CliResult utf8 = run_xqsim({"standings", kSampleTrf});
  EXPECT_EQ(utf8.exit_code, 0) << utf8.err;
  EXPECT_EQ(utf8.err.find("note:"), std::string::npos) << utf8.err;
  std::string text = slurp(kSampleTrf);
  const std::string name = "选手1号";  // line 28; the space after it becomes é in Latin-1
  text.replace(text.find(name) + name.size(), 1, "\xE9");
  const std::string trf = write_file("latin1.trf", text);
  const CliResult latin1 = run_xqsim({"standings", trf});
  EXPECT_EQ(latin1.exit_code, 0) << latin1.err;
  EXPECT_NE(latin1.err.find("xqsim standings: note: " + trf +
                            ": 1 line is not UTF-8 and read as Latin-1 (the first: line 28)"),
            std::string::npos)
      << latin1.err;
  EXPECT_NE(latin1.err.find("iconv -f gb18030 -t utf-8 '" + trf + "'"), std::string::npos) << latin1.err;
}

TEST(CliStandings, TiebreakListChangesTheColumns) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--tiebreaks", "wxc-swiss", "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out).at(0),
            "rank,start_no,name,team,score,opponent_score,direct_encounter,wins,black_wins,black_games,"
            "strong_opponent_score,fouls,previous_round");
}

TEST(CliStandings, JsonOutputParsesAndListsEveryPlayer) {
  const CliResult r = run_xqsim({"standings", kSampleJson, "--format", "json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("rows").size(), 17u);
  EXPECT_EQ(j.at("rows")[0].at("rank"), 1);
}

TEST(CliStandings, HelpExitsZero) {
  const CliResult r = run_xqsim({"standings", "--help"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("--tiebreaks"), std::string::npos);
  EXPECT_EQ(run_xqsim({"--help"}).exit_code, 0);
}

// --- categories (T-14) and teams (T-13) on the mixed round robin of
// tests/support/mixed_round_robin.hpp (worked there): merged table 4, 6, 5, 1, 2, 3; category A
// filtered 1, 2, 3, separately 2, 1, 3; two places each (N − 1). Teams X {4, 3}: places 1 + 6 = 7,
// best 1; Y {6, 2}: 2 + 5 = 7, best 2 → after X (T-13.4); Z {5}: one player, not ranked;
// player 1 has no team. T-6 never applies: nobody is still tied two by two when it comes; no
// play-off was played (T-12, the list's last criterion: empty).

const std::string& mixed_record() {
  static const std::string path = [] {
    Record r = mixed_round_robin();
    for (auto [id, team] : {std::pair{4, "X"}, {3, "X"}, {6, "Y"}, {2, "Y"}, {5, "Z"}})
      r.entrants.at(static_cast<size_t>(id - 1)).team = team;
    const std::string file = write_file("mixed.json", "");
    save_record(file, r);
    return file;
  }();
  return path;
}

CliResult standings(std::vector<std::string> extra) {
  std::vector<std::string> args = {"standings", mixed_record()};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_xqsim(args);
}

TEST(CliStandingsCategory, FilterIsTheMergedOrderRenumbered) {
  const CliResult r = standings({"--category", "A", "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out), (std::vector<std::string>{
                              "no,place,start_no,name,team,score,main_rank,sonneborn_berger,direct_encounter,"
                              "wins,black_wins,black_games,black_in_direct_game,fouls,playoff",
                              "1,1,1,P1,,4,4,10,2,0,0,2,,0,",
                              "2,2,2,P2,Y,4,5,10,1,1,0,2,,0,",
                              "3,—,3,P3,X,4,6,8,,1,1,2,,0,",
                          }));
}

TEST(CliStandingsCategory, SeparateRanksAmongTheCategory) {
  const CliResult r = standings({"--category", "A", "--set", "category_ranking=separate", "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out), (std::vector<std::string>{
                              "no,place,start_no,name,team,score,sonneborn_berger,direct_encounter,wins,"
                              "black_wins,black_games,black_in_direct_game,fouls,playoff",
                              "1,1,2,P2,Y,4,10,1,1,0,2,,0,",
                              "2,2,1,P1,,4,10,1,0,0,2,,0,",
                              "3,—,3,P3,X,4,8,,1,1,2,,0,",
                          }));
}

TEST(CliStandingsCategory, TableHasATitleAndJsonHasNoPlaceAsNull) {
  const CliResult t = standings({"--category", "B", "--set", "category_ranking=separate"});
  ASSERT_EQ(t.exit_code, 0) << t.err;
  const auto l = lines(t.out);
  ASSERT_EQ(l.size(), 1u + 2u + 3u);
  EXPECT_EQ(l[0], "Category B: ranked separately (T-14.2), 3 entrants, places 1-2 awarded (T-14.3)");
  // The export's title says what the English one says, in Chinese (it said only "A组别名次（T-14）").
  const CliResult zh =
      run_xqsim({"export", mixed_record(), "--category", "A", "--lang", "zh", "--format", "json"});
  ASSERT_EQ(zh.exit_code, 0) << zh.err;
  EXPECT_EQ(nlohmann::json::parse(zh.out).at("A组别").at("title"),
            "A组别名次：按总名次筛选（T-14.1），3人，录取第1–2名（T-14.3）");
  const CliResult en = run_xqsim({"export", mixed_record(), "--category", "A", "--format", "json"});
  EXPECT_EQ(nlohmann::json::parse(en.out).at("category A").at("title"),
            "Category A: the main ranking filtered (T-14.1), 3 entrants, places 1-2 awarded (T-14.3)");
  const CliResult j =
      standings({"--category", "B", "--set", "category_ranking=separate", "--format", "json"});
  ASSERT_EQ(j.exit_code, 0) << j.err;
  const auto json = nlohmann::json::parse(j.out);
  EXPECT_EQ(json.at("ranking"), "separate");
  EXPECT_EQ(json.at("places_awarded"), 2);
  std::vector<int> order;
  for (const auto& row : json.at("rows")) order.push_back(row.at("start_no"));
  EXPECT_EQ(order, (std::vector<int>{4, 6, 5}));
  EXPECT_EQ(json.at("rows")[1].at("place"), 2);
  EXPECT_TRUE(json.at("rows")[2].at("place").is_null());
}

TEST(CliStandingsCategory, MergedTableOfSeparateCategoriesSaysItIsNotOfficial) {
  const std::string note =
      "Not official (RR-3.3): the merged table of a field whose categories are ranked separately "
      "(category_ranking = separate: A, B); xqsim standings --category NAME prints each category's ranking.";
  const CliResult t = standings({"--set", "category_ranking=separate"});
  ASSERT_EQ(t.exit_code, 0) << t.err;
  const auto l = lines(t.out);
  ASSERT_EQ(l.size(), 1u + 2u + 6u);
  EXPECT_EQ(l[0], note);
  const CliResult c = standings({"--set", "category_ranking=separate", "--format", "csv"});
  ASSERT_EQ(c.exit_code, 0) << c.err;
  EXPECT_EQ(lines(c.out).at(0).rfind("rank,start_no", 0), 0u);  // the CSV stays a table
  EXPECT_EQ(c.err, note + "\n");
  const CliResult j = standings({"--set", "category_ranking=separate", "--format", "json"});
  const auto json = nlohmann::json::parse(j.out);
  EXPECT_EQ(json.at("official"), false);
  EXPECT_EQ(json.at("note"), note);
  // filter: the main table is official, no note.
  EXPECT_EQ(lines(standings({}).out).at(0).rfind("rank", 0), 0u);
  EXPECT_FALSE(nlohmann::json::parse(standings({"--format", "json"}).out).contains("official"));
}

// export gives the same rankings: `--category` a category's (T-14), as standings --category; the
// merged table of separate categories says it is not official (RR-3.3) in its title and key, and
// on stderr for a CSV (it was titled "Standings" with no word, and no category could be exported).
TEST(CliExportCategory, ACategorysRankingAndTheMergedTableMarkedNotOfficial) {
  Record r = load_record(mixed_record());
  r.rules.category_ranking = CategoryRanking::separate;
  const std::string file = write_file("mixed-separate.json", "");
  save_record(file, r);
  const CliResult cat = run_xqsim({"export", file, "--category", "A"});
  ASSERT_EQ(cat.exit_code, 0) << cat.err;
  EXPECT_EQ(cat.out,
            standings({"--category", "A", "--set", "category_ranking=separate", "--format", "csv"}).out);
  const CliResult csv = run_xqsim({"export", file});
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_NE(csv.err.find("xqsim export: note: Not official (RR-3.3): the merged table"), std::string::npos)
      << csv.err;
  const auto json = nlohmann::json::parse(run_xqsim({"export", file, "--format", "json"}).out);
  EXPECT_EQ(json.at("standings").at("title"), "Standings after round 5 — not official (RR-3.3)");
  EXPECT_EQ(json.at("standings").at("key").at(0).get<std::string>().rfind("Not official (RR-3.3): ", 0), 0u);
  const auto zh = nlohmann::json::parse(run_xqsim({"export", file, "--format", "json", "--lang", "zh"}).out);
  EXPECT_NE(zh.begin().value().at("title").get<std::string>().find("（非正式名次，RR-3.3）"),
            std::string::npos);
  run_xqsim_refused({"export", file, "--category", "Q"}, "--category: unknown category 'Q'");
  run_xqsim_refused({"export", file, "--category", "A", "--what", "pairings"},
                    "--category: a category is ranked in the standings only");
  // filter: the main table is official, no word.
  const CliResult filtered = run_xqsim({"export", mixed_record(), "--format", "json"});
  EXPECT_EQ(filtered.out.find("not official"), std::string::npos);
  EXPECT_EQ(filtered.err, "");
}

TEST(CliStandingsTeams, BestTwoPlacesOfAnIndividualEvent) {
  const CliResult r = standings({"--teams", "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines(r.out), (std::vector<std::string>{
                              "rank,team,places,best_place,players",
                              "1,X,7,1,1 P4; 6 P3",  // "; ": a name may hold a comma
                              "2,Y,7,2,2 P6; 5 P2",
                              "—,Z,—,—,3 P5",
                          }));
  const CliResult t = standings({"--teams"});
  ASSERT_EQ(t.exit_code, 0) << t.err;
  EXPECT_EQ(lines(t.out).at(0), "Team ranking (T-13): the sum of each team's best 2 places");
  const auto j = nlohmann::json::parse(standings({"--teams", "--format", "json"}).out);
  EXPECT_EQ(j.at("team_best"), 2);
  EXPECT_EQ(j.at("teams")[0].at("counted")[1].at("place"), 6);
  EXPECT_TRUE(j.at("teams")[2].at("rank").is_null());
  // team_best = 1: the best player alone; Z (5 is 3rd) is now ranked.
  const CliResult one = standings({"--teams", "--set", "team_best=1", "--format", "csv"});
  EXPECT_EQ(lines(one.out), (std::vector<std::string>{"rank,team,places,best_place,players", "1,X,1,1,1 P4",
                                                      "2,Y,2,2,2 P6", "3,Z,3,3,3 P5"}));
}

TEST(CliStandingsCategory, UnknownCategoryNamesTheOptionTheFileAndTheKnownOnes) {
  const CliResult r = standings({"--category", "U12"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find(mixed_record()), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--category"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("unknown category 'U12'; the record's categories: A, B"), std::string::npos) << r.err;
}

// --- bad input: one row per kind; each must exit 2 and name the place and the reason.

struct BadCase {
  std::string name;
  std::function<std::vector<std::string>()> args;
  std::vector<std::string> message_parts;  // every one must appear in stderr
};

std::string sample_trf_with(const std::function<void(std::vector<std::string>&)>& f) {
  auto l = lines(slurp(kSampleTrf));
  f(l);
  std::string s;
  for (const auto& x : l) s += x + "\n";
  return s;
}

size_t first_player_line(const std::vector<std::string>& l) {
  for (size_t i = 0; i < l.size(); ++i)
    if (l[i].rfind("001", 0) == 0) return i;
  return 0;
}

const std::vector<BadCase>& bad_cases() {
  static const std::vector<BadCase> cases = {
      {"missing_file",
       [] {
         return std::vector<std::string>{"standings", "/nonexistent/x.json"};
       },
       {"/nonexistent/x.json"}},
      {"unknown_extension",
       [] {
         return std::vector<std::string>{"standings", write_file("a.txt", "x")};
       },
       {"a.txt", ".json", ".trf"}},
      {"malformed_json",
       [] {
         return std::vector<std::string>{"standings",
                                         write_file("bad.json", "{\n  \"schema\": 1,\n  oops\n}")};
       },
       {"bad.json:3:", "syntax error"}},
      {"unknown_player",
       [] {
         return std::vector<std::string>{
             "standings", mutated_sample("unknown-player.json",
                                         [](nlohmann::json& j) { j["rounds"][0]["games"][0]["red"] = 99; })};
       },
       {"unknown-player.json", "99", "round 1"}},
      {"player_twice_in_a_round",
       [] {
         return std::vector<std::string>{"standings", mutated_sample("twice.json", [](nlohmann::json& j) {
                                           j["rounds"][2]["games"][1]["red"] =
                                               j["rounds"][2]["games"][0]["red"];
                                         })};
       },
       {"twice.json", "round 3"}},
      {"unknown_key_in_record",
       [] {
         return std::vector<std::string>{"standings",
                                         mutated_sample("unknown-key.json", [](nlohmann::json& j) {
                                           j["rounds"][0]["games"][0]["colour"] = "red";
                                         })};
       },
       {"unknown-key.json", "colour"}},
      {"bad_result",
       [] {
         return std::vector<std::string>{"standings",
                                         mutated_sample("bad-result.json", [](nlohmann::json& j) {
                                           j["rounds"][0]["games"][0]["result"] = "1-0";
                                         })};
       },
       {"bad-result.json", "rounds[0].games[0].result", "1-0"}},
      {"schema_version",
       [] {
         return std::vector<std::string>{
             "standings", mutated_sample("schema.json", [](nlohmann::json& j) { j["schema"] = 99; })};
       },
       {"schema.json", "schema", "99"}},
      {"trf_score_does_not_add_up",
       [] {
         return std::vector<std::string>{
             "standings", write_file("score.trf", sample_trf_with([](std::vector<std::string>& l) {
                                       std::string& p = l[first_player_line(l)];
                                       p.replace(p.find(" 9.0 "), 5, "10.0 ");  // player 1 scored 9.0
                                     }))};
       },
       {"score.trf:", "points", "player 1", "add up to 9"}},
      {"trf_truncated_line",
       [] {
         return std::vector<std::string>{
             "standings", write_file("truncated.trf", sample_trf_with([](std::vector<std::string>& l) {
                                       std::string& p = l[first_player_line(l)];
                                       p.resize(p.size() - 5);
                                     }))};
       },
       {"truncated.trf:"}},
      {"unknown_tiebreak",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--tiebreaks", "opponent_score,luck"};
       },
       {"--tiebreaks", "luck"}},
      {"set_without_equals",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "bye_opponent_score"};
       },
       {"--set", "KEY=VALUE"}},
      {"set_unknown_key",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "speed=3"};
       },
       {"--set speed", "unknown setting"}},
      {"set_bad_value",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "bye_opponent_score=highest"};
       },
       {"bye_opponent_score", "highest", "lowest, lowest_nonzero, zero"}},
      {"set_impossible_points",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "points.draw=5"};
       },
       {"points", "win > draw"}},
      {"bad_format",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--format", "xml"};
       },
       {"--format", "xml"}},
      {"unknown_option",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--frobnicate"};
       },
       {"frobnicate"}},
      {"missing_record", [] { return std::vector<std::string>{"standings"}; }, {"record"}},
      {"rules_file_unknown_key",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--rules",
                                         write_file("r.toml", "[rules]\nrounds = 11\nbye_score = 2\n")};
       },
       {"r.toml", "3", "bye_score"}},
      {"teams_without_team_names",
       [] {
         return std::vector<std::string>{"standings",
                                         mutated_sample("no-teams.json",
                                                        [](nlohmann::json& j) {
                                                          for (auto& e : j["entrants"]) e.erase("team");
                                                        }),
                                         "--teams"};
       },
       {"no-teams.json", "--teams", "no teams"}},
      {"category_of_a_record_without_categories",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--category", "U12"};
       },
       {"matchbp-event8.json", "--category", "'U12'", "the record has no categories"}},
      {"category_and_teams",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--category", "U12", "--teams"};
       },
       {"--category", "--teams", "give one of --teams, --category, --group"}},
      {"category_ranking_unknown",
       [] {
         return std::vector<std::string>{"standings", kSampleJson, "--set", "category_ranking=merged"};
       },
       {"category_ranking", "merged", "filter, separate"}},
      {"unknown_command", [] { return std::vector<std::string>{"standingz"}; }, {"standingz"}},
  };
  return cases;
}

class CliStandingsBadInput : public ::testing::TestWithParam<size_t> {};

TEST_P(CliStandingsBadInput, ExitsTwoWithAPreciseMessage) {
  const BadCase& c = bad_cases()[GetParam()];
  const CliResult r = run_xqsim(c.args());
  EXPECT_EQ(r.exit_code, 2) << c.name << "\nstderr: " << r.err;
  EXPECT_TRUE(r.out.empty()) << c.name << ": no partial output on bad input\n" << r.out;
  for (const std::string& part : c.message_parts)
    EXPECT_NE(r.err.find(part), std::string::npos) << c.name << ": '" << part << "' not in: " << r.err;
}

INSTANTIATE_TEST_SUITE_P(Kinds, CliStandingsBadInput, ::testing::Range<size_t>(0, bad_cases().size()),
                         [](const auto& info) { return bad_cases()[info.param].name; });

}  // namespace
}  // namespace xq::test
