// The arbiter's knockout through the real binary (KO-1, KO-3, KO-5): the first stage, then
// `pair` pairs the semi-finals seeded by its places, schedules each drawn match's next game, the
// results sheet records a chooser's other colour, and `standings` gives the event's places.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "tests/support/files.hpp"
#include "tests/support/run_cli.hpp"

namespace xq::test {
namespace {

namespace fs = std::filesystem;

CliResult ok(const std::vector<std::string>& args) { return run_xqsim_ok(args); }

void sheet(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// `xqsim init` of `list` into `rec` with a --set for each of `settings`.
void init_event(const std::string& list, const std::string& rec, const std::vector<std::string>& settings) {
  std::vector<std::string> args{"init", "--entrants", list, "--out", rec};
  for (const std::string& s : settings) args.insert(args.end(), {"--set", s});
  ok(args);
}

nlohmann::json last_round(const std::string& rec) { return read_json(rec)["rounds"].back(); }
// A round's games, by value: `for (… : last_round(rec)["games"])` would read a destroyed temporary.
nlohmann::json games_of(const nlohmann::json& round) { return round["games"]; }

// Four teams of two players (KO-4's tests), A strongest.
void four_teams_of_two(const std::string& list) {
  std::ofstream(list) << "name,team,rating\nA1,TA,2400\nA2,TA,2300\nB1,TB,2390\nB2,TB,2290\n"
                         "C1,TC,2380\nC2,TC,2280\nD1,TD,2370\nD2,TD,2270\n";
}

// Six players, a first stage of 3 rounds (board 1 red wins, board 2 black wins, board 3 drawn),
// its T-12 play-offs drawn until the places are decided, then `pair` pairs knockout round 1.
// `entrants`: the entry list (default: names and ratings alone).
void play_to_the_knockout(
    const std::string& list, const std::string& rec, const std::string& s,
    const std::string& entrants = "name,rating\nAnn,2400\nBo,2380\nCy,2360\nDi,2340\nEd,2320\nFu,2300\n") {
  std::ofstream(list) << entrants;
  init_event(list, rec,
             {"rounds=3", "knockout=top_four", "tiebreaks=cn-14.3.1,playoff", "playoff_places=1,2,3,4",
              "playoff_format=armageddon", "knockout_colours=higher_chooses",
              "match_playoffs=super_rapid,armageddon", "final_playoffs=super_rapid"});
  // Stage 1: board 1 red wins, board 2 black wins, board 3 drawn, every round.
  for (int r = 1; r <= 3; ++r) {
    ok({"pair", rec});
    sheet(s, "board,result\n1,1-0\n2,0-1\n3,1/2\n");
    ok({"results", rec, s});
  }
  // T-12: a tie at places 1-4 is played off first (armageddon sessions) — play them all.
  for (int guard = 0; guard < 10; ++guard) {
    const CliResult p = ok({"pair", rec});
    if (p.out.find("Knockout round 1 of 2") != std::string::npos) break;
    ASSERT_NE(p.out.find("play-off games (T-12)"), std::string::npos) << p.out;
    std::string lines = "board,result\n";
    for (const auto& g : games_of(last_round(rec)))
      if (g["result"] == "pending") lines += std::to_string(g["board"].get<int>()) + ",1/2\n";
    sheet(s, lines);
    ok({"results", rec, s});
  }
}

TEST(CliKnockout, TopFourFromTheFirstStageToTheFinalPlacesKO1) {
  const fs::path dir = temp_dir("ko1");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  const std::map<int, std::string> names = {{1, "Ann"}, {2, "Bo"}, {3, "Cy"},
                                            {4, "Di"},  {5, "Ed"}, {6, "Fu"}};
  play_to_the_knockout(list, rec, s);
  // The semi-finals: stage-1 places 1 v 4, 2 v 3, read from `standings --stage 1`.
  nlohmann::json semi = last_round(rec);
  ASSERT_EQ(semi["number"], 4);
  EXPECT_EQ(semi["stage"], 2);
  const nlohmann::json first =
      nlohmann::json::parse(ok({"standings", rec, "--stage", "1", "--format", "json"}).out);
  std::vector<int> top;
  for (const auto& row : first["rows"]) top.push_back(row["start_no"].get<int>());
  ASSERT_EQ(semi["games"].size(), 2u);
  EXPECT_EQ(semi["games"][0]["red"], top[0]);  // place 1 chooses, written red
  EXPECT_EQ(semi["games"][0]["black"], top[3]);
  EXPECT_EQ(semi["games"][0]["chooser"], top[0]);
  EXPECT_EQ(semi["games"][1]["red"], top[1]);
  EXPECT_EQ(semi["games"][1]["black"], top[2]);

  // Board 2's chooser (place 2) takes black: the sheet gives the players the other way round.
  sheet(s, "board,red_no,black_no,result\n1," + std::to_string(top[0]) + "," + std::to_string(top[3]) +
               ",1-0\n2," + std::to_string(top[2]) + "," + std::to_string(top[1]) + ",1/2\n");
  ok({"results", rec, s});
  semi = last_round(rec);
  EXPECT_EQ(semi["games"][1]["red"], top[2]);
  // A correction that records board 1's chooser took black, the same player winning: the report
  // says both colourings (it said "1-0 → 0-1", as if the other had won). Then back as it was.
  const std::string a = std::to_string(top[0]), d = std::to_string(top[3]);
  const auto corrected = [&](const std::string& red, const std::string& black, const std::string& result) {
    sheet(s, "board,red_no,black_no,result\n1," + red + "," + black + "," + result + "\n");
    return ok({"results", rec, s, "--correct"}).out;
  };
  EXPECT_NE(corrected(d, a, "0-1")
                .find("1 corrected (board 1 (" + a + "–" + d + ") 1-0 → (" + d + "–" + a +
                      ") 0-1, the chooser's other colours (KO-3.3))"),
            std::string::npos);
  EXPECT_NE(
      corrected(a, d, "1-0")
          .find("1 corrected (board 1 (" + d + "–" + a + ") 0-1 → (" + a + "–" + d + ") 1-0, the chooser's"),
      std::string::npos);
  // The same result with the other colours is a correction too (the other player wins), not
  // "as recorded already".
  EXPECT_NE(
      corrected(d, a, "1-0")
          .find("1 corrected (board 1 (" + a + "–" + d + ") 1-0 → (" + d + "–" + a + ") 1-0, the chooser's"),
      std::string::npos);
  corrected(a, d, "1-0");
  EXPECT_EQ(last_round(rec), semi);
  // The drawn semi-final goes on: super-rapid, colours swapped (KO-3.2).
  const CliResult more = ok({"pair", rec});
  EXPECT_NE(more.out.find("play-off games of drawn matches (KO-3)"), std::string::npos) << more.out;
  semi = last_round(rec);
  ASSERT_EQ(semi["games"].size(), 3u);
  EXPECT_EQ(semi["games"][2]["board"], 2);
  EXPECT_EQ(semi["games"][2]["red"], top[1]);
  EXPECT_EQ(semi["games"][2]["time_control"], "super_rapid");
  // Asked again before its result: printed again, nothing new.
  ok({"pair", rec});
  EXPECT_EQ(last_round(rec)["games"].size(), 3u);
  // A game 1 entered wrong is mended by taking back its play-off first (KO-3: the session of
  // play-offs, while none of its results is entered), then correcting; pair schedules it again.
  const nlohmann::json with_playoff = last_round(rec);
  EXPECT_NE(ok({"unpair", rec}).out.find("the play-off games (KO-3) of round 4 on board 2 removed"),
            std::string::npos);
  ASSERT_EQ(last_round(rec)["games"].size(), 2u);
  // The list names each game's time control (KO-3.5: the clocks are set from it), and as a CSV
  // sheet it is filled in and entered.
  const CliResult again = ok({"pair", rec});
  EXPECT_NE(again.out.find("board  game                    red_no"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("    2  play-off (super_rapid)"), std::string::npos) << again.out;
  EXPECT_EQ(last_round(rec), with_playoff);  // the same play-off, the same colours
  std::string playoff_sheet = ok({"pair", rec, "--print", "--format", "csv"}).out;
  ASSERT_EQ(playoff_sheet.substr(0, playoff_sheet.find('\n')),  // (no `game`: it lists the pending only)
            "round,board,red_no,red_name,red_score,black_no,black_name,black_score,result");
  ASSERT_NE(playoff_sheet.find("\n4,2,"), std::string::npos) << playoff_sheet;
  playoff_sheet.insert(playoff_sheet.size() - 1,
                       "0-1");  // board 2 = its pending play-off: place 3 (black) wins
  sheet(s, playoff_sheet);
  ok({"results", rec, s});
  // The round's results for the wall hold its play-off too, after its games, named (KO-3.5).
  const nlohmann::json exported =
      nlohmann::json::parse(ok({"export", rec, "--what", "results", "--round", "4", "--format", "json"}).out);
  const nlohmann::json& rows = exported["round 4"]["rows"];
  ASSERT_EQ(rows.size(), 3u) << exported.dump();
  EXPECT_EQ(rows[0]["board"], "1");
  EXPECT_EQ(rows[0]["game"], "");
  EXPECT_EQ(rows[1]["result"], "1/2");
  EXPECT_EQ(rows[2]["board"], "2");
  EXPECT_EQ(rows[2]["game"], "play-off (super_rapid)");
  EXPECT_EQ(rows[2]["red_no"], std::to_string(top[1]));
  EXPECT_EQ(rows[2]["result"], "0-1");
  const nlohmann::json zh = nlohmann::json::parse(
      ok({"export", rec, "--what", "results", "--round", "4", "--format", "json", "--lang", "zh"}).out);
  EXPECT_EQ(zh["第4轮"]["rows"][2]["对局"], "附加赛（超快棋）");
  // Round 1 had no play-off: no `game` column.
  EXPECT_FALSE(
      nlohmann::json::parse(ok({"export", rec, "--what", "results", "--round", "1", "--format", "json"})
                                .out)["round 1"]["rows"][0]
          .contains("game"));
  // That list as CSV is a results sheet: its `game` column names each line's game, so fed back it
  // changes nothing; a correction goes to the game its line names — the play-off, or game 1,
  // which its play-off was paired from (refused while the play-off stands).
  const std::string listed = (dir / "listed.csv").string(), fixed = (dir / "fixed.csv").string();
  ok({"export", rec, "--what", "results", "--round", "4", "--format", "csv", "--out", listed});
  const std::string list_text = slurp(listed);
  ASSERT_NE(list_text.find(",play-off (super_rapid),"), std::string::npos) << list_text;
  EXPECT_NE(ok({"results", rec, listed, "--correct"}).out.find("0 results entered, 3 as recorded already"),
            std::string::npos);
  std::string playoff_fixed = list_text;
  playoff_fixed.replace(playoff_fixed.rfind(",0-1"), 4, ",1-0");
  sheet(fixed, playoff_fixed);
  EXPECT_NE(ok({"results", rec, fixed, "--correct", "--out", (dir / "fixed.json").string()})
                .out.find("1 corrected (board 2 play-off (" + std::to_string(top[1]) + "–" +
                          std::to_string(top[2]) + "): 0-1 → 1-0)"),
            std::string::npos);
  std::string game1_fixed = list_text;
  game1_fixed.replace(game1_fixed.find(",1/2"), 4, ",0-1");
  sheet(fixed, game1_fixed);
  run_xqsim_refused({"results", rec, fixed, "--correct"},
                    "fixed.csv:3: result: board 2 (" + std::to_string(top[2]) + "–" + std::to_string(top[1]) +
                        "), 1/2, is followed by its match's play-off game board 2 play-off");
  // Nor its colours (the chooser's other colour, KO-3.3): the play-off was paired from them.
  sheet(fixed, "round,board,game,red_no,black_no,result\n4,2,," + std::to_string(top[1]) + "," +
                   std::to_string(top[2]) + ",1/2\n");
  run_xqsim_refused({"results", rec, fixed, "--correct"},
                    "fixed.csv:2: red_no: board 2 has " + std::to_string(top[2]));
  std::string relabelled = list_text;
  relabelled.replace(relabelled.find("super_rapid"), 11, "armageddon");
  sheet(fixed, relabelled);
  run_xqsim_refused({"results", rec, fixed, "--correct"},
                    "fixed.csv:4: game: board 2's play-off game 1 is play-off (super_rapid), the line says "
                    "play-off (armageddon)");
  const CliResult kept = run_xqsim({"unpair", rec});
  EXPECT_EQ(kept.exit_code, 2);
  EXPECT_NE(kept.err.find("the play-off game (KO-3) on board 2 has a result already"), std::string::npos)
      << kept.err;
  // The semi-finals played, the final to pair: the places so far, not the final ones (as export).
  const CliResult so_far = ok({"standings", rec});
  EXPECT_NE(so_far.out.find("Places after knockout round 1 (KO-5)"), std::string::npos) << so_far.out;
  EXPECT_EQ(so_far.out.find("Final places"), std::string::npos) << so_far.out;

  // KO-5.1: a stage is seeded only from an event that is over — refused now, accepted below.
  const std::string early = (dir / "early.json").string(), early_list = (dir / "early.csv").string();
  std::ofstream(early_list) << "name\n" << names.at(top[0]) << "\n" << names.at(top[1]) << "\n";
  const CliResult running =
      run_xqsim({"init", "--entrants", early_list, "--out", early, "--set", "rounds=1", "--seeds-from", rec});
  EXPECT_EQ(running.exit_code, 2);
  EXPECT_NE(
      running.err.find(rec + ": --seeds-from: the event is not over, so its places cannot seed the next "
                             "stage (KO-5.1): round 4 of its 5 is the last paired"),
      std::string::npos)
      << running.err;
  EXPECT_FALSE(fs::exists(early));
  ok({"pair", rec});  // round 5: final (top0 v top2), 3rd place (top3 v top1)
  const nlohmann::json fin = last_round(rec);
  ASSERT_EQ(fin["games"].size(), 2u);
  // The final paired, not played: still the places after round 1 of the knockout, not the final ones.
  for (const std::vector<std::string>& args : {std::vector<std::string>{"standings", rec},
                                               {"export", rec, "--format", "json", "--what", "standings"}}) {
    const std::string out = ok(args).out;
    EXPECT_NE(out.find("Places after knockout round 1"), std::string::npos) << out;
    EXPECT_EQ(out.find("Final places"), std::string::npos) << out;
  }
  sheet(s, "board,result\n1,0-1\n2,1-0\n");
  ok({"results", rec, s});
  const CliResult done = run_xqsim({"pair", rec});
  EXPECT_EQ(done.exit_code, 2) << done.err;
  EXPECT_NE(done.err.find("the event is complete"), std::string::npos) << done.err;

  const nlohmann::json places = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  std::vector<int> order;
  for (const auto& row : places["places"]) order.push_back(row["start_no"].get<int>());
  ASSERT_EQ(order.size(), 6u);
  const int winner = fin["games"][0]["black"].get<int>(), runner_up = fin["games"][0]["red"].get<int>();
  EXPECT_EQ(order[0], winner);
  EXPECT_EQ(order[1], runner_up);
  EXPECT_EQ(order[4], top[4]);  // KO-1.5: 5.. the first stage's places
  EXPECT_EQ(order[5], top[5]);
  EXPECT_EQ(places["places"][4]["decided_by"], "stage 1");
  const CliResult text = ok({"standings", rec});
  EXPECT_NE(text.out.find("Final places (KO-5)"), std::string::npos) << text.out;
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
  // The cross-table is the first stage's (its rounds, its order), and titled so, not "after round 5".
  const auto crosstable =
      nlohmann::json::parse(ok({"export", rec, "--what", "crosstable", "--format", "json"}).out)
          .at("crosstable");
  EXPECT_EQ(crosstable.at("title"), "Cross-table, first stage (rounds 1–3)") << crosstable.dump();
  // KO-3: the drawn semi-final's play-off deleted by hand leaves it undecided, and the final after
  // it follows no bracket: refused (the final places gave 1st by walkover to one who lost the final).
  {
    nlohmann::json edited = read_json(rec);
    nlohmann::json& semis = edited["rounds"][3]["games"];
    ASSERT_EQ(semis.size(), 3u) << semis.dump();  // board 2's super-rapid play-off
    semis.erase(2);
    const std::string broken = (dir / "broken.json").string();
    std::ofstream(broken) << edited.dump(2);
    for (const std::vector<std::string>& args : {std::vector<std::string>{"standings", broken},
                                                 {"export", broken},
                                                 {"standings", broken, "--category", "U12"}}) {
      const CliResult r = run_xqsim(args);
      EXPECT_EQ(r.exit_code, 2) << args.front() << ": " << r.out;
      EXPECT_NE(r.err.find(broken + ": rounds: round 5 is paired, but the match of players "),
                std::string::npos)
          << r.err;
      EXPECT_NE(
          r.err.find(" in round 4 is not decided (KO-3: its play-off games come first): the knockout rounds "
                     "do not follow the bracket"),
          std::string::npos)
          << r.err;
    }
  }

  // KO-1.2: the next event numbered by these final places, a direct entry (Zed) after them.
  const std::string list2 = (dir / "l2.csv").string(), rec2 = (dir / "r2.json").string();
  std::ofstream(list2) << "name,rating\nZed,2500\n"
                       << names.at(order[3]) << ",2000\n"
                       << names.at(order[0]) << ",2000\n";
  ok({"init", "--entrants", list2, "--out", rec2, "--set", "rounds=2", "--seeds-from", rec});
  const nlohmann::json next_event = read_json(rec2);
  EXPECT_EQ(next_event["entrants"][0]["seed"], 3);  // Zed: not in the earlier event
  EXPECT_EQ(next_event["entrants"][1]["seed"], 2);  // 4th there
  EXPECT_EQ(next_event["entrants"][2]["seed"], 1);  // the winner

  // A result where no game is due: the round is complete.
  sheet(s, "board,result\n1,1-0\n");
  const CliResult late = run_xqsim({"results", rec, s});
  EXPECT_EQ(late.exit_code, 2) << late.err;
  for (const char* stage : {"3", "0", "-1"}) {  // 0 is no stage either, not the default
    const CliResult r = run_xqsim({"standings", rec, "--stage", stage});
    EXPECT_EQ(r.exit_code, 2) << stage;
    EXPECT_NE(r.err.find("--stage: only --stage 1 (the first stage) exists"), std::string::npos) << r.err;
  }
}

// docs/knockout.md "Withdrawals": place 1 leaves after the first stage. `withdraw` takes the
// knockout's round, the bracket stays, his semi-final is written lost by forfeit and `pair` says so;
// the round needs only the other board's result, and `verify` passes the record.
TEST(CliKnockout, APlayerWhoLeavesBeforeTheSemiFinalLosesItByForfeitKO3_7) {
  const fs::path dir = temp_dir("ko1-withdrawn");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  play_to_the_knockout(list, rec, s);
  ASSERT_EQ(last_round(rec)["number"], 4);
  ok({"unpair", rec});
  const nlohmann::json first =
      nlohmann::json::parse(ok({"standings", rec, "--stage", "1", "--format", "json"}).out);
  const int leader = first["rows"][0]["start_no"].get<int>(),
            fourth = first["rows"][3]["start_no"].get<int>();
  const CliResult w = ok({"withdraw", rec, std::to_string(leader)});
  EXPECT_NE(w.out.find("withdrawn from round 4"), std::string::npos) << w.out;

  const CliResult p = ok({"pair", rec});
  const nlohmann::json semi = last_round(rec);
  ASSERT_EQ(semi["games"].size(), 2u);
  EXPECT_EQ(semi["games"][0]["red"], leader);  // the bracket as before: 1 v 4, place 1 red
  EXPECT_EQ(semi["games"][0]["black"], fourth);
  EXPECT_EQ(semi["games"][0]["result"], "red_forfeit");
  EXPECT_EQ(semi["games"][1]["result"], "pending");
  EXPECT_NE(p.out.find("Not playing this round:\n  " + std::to_string(leader)), std::string::npos) << p.out;
  EXPECT_NE(p.out.find("board 1 is his, lost by forfeit, and the match with it (KO-3.7)"), std::string::npos)
      << p.out;
  EXPECT_EQ(p.out.find("Board 1: "), std::string::npos) << p.out;  // no colour choice for him to make
  // The forfeit is the pairing's, not an entered result: `unpair` still takes the round back.
  ok({"unpair", rec});
  ok({"pair", rec});
  EXPECT_EQ(last_round(rec), semi);

  // The printed sheet, filled in, carries board 1's forfeit back as it is.
  std::string printed = ok({"pair", rec, "--print", "--format", "csv"}).out;
  ASSERT_NE(printed.find(",-/+\n"), std::string::npos) << printed;
  ASSERT_EQ(printed.back(), '\n');
  printed.insert(printed.size() - 1, "1-0");  // board 2, the last line: red wins
  sheet(s, printed);
  const CliResult r = ok({"results", rec, s});
  EXPECT_NE(r.out.find("1 result entered, 1 as recorded already; the round is complete"), std::string::npos)
      << r.out;
  EXPECT_EQ(run_xqsim({"unpair", rec}).exit_code, 2);  // board 2's result is entered
  // His forfeit is the only result board 1 can have while he is withdrawn: a correction is refused.
  const std::string entered = slurp(rec);
  sheet(s, "board,result\n1,1-0\n");
  const CliResult played = run_xqsim({"results", rec, s, "--correct"});
  EXPECT_EQ(played.exit_code, 2) << played.out;
  EXPECT_NE(played.err.find(std::to_string(leader) + " ("), std::string::npos) << played.err;
  EXPECT_NE(played.err.find("is withdrawn from round 4, so the game is lost by forfeit (-/+, S-2)"),
            std::string::npos)
      << played.err;
  EXPECT_EQ(slurp(rec), entered);
  ok({"pair", rec});  // round 5: he is in the match for 3rd place, lost by forfeit again
  const nlohmann::json last = last_round(rec);
  ASSERT_EQ(last["games"].size(), 2u);
  EXPECT_TRUE(last["games"][1]["red"] == leader || last["games"][1]["black"] == leader) << last.dump();
  EXPECT_EQ(last["games"][1]["result"], last["games"][1]["red"] == leader ? "red_forfeit" : "black_forfeit");
  sheet(s, "board,result\n1,1-0\n");
  ok({"results", rec, s});
  const nlohmann::json places = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  EXPECT_EQ(places["places"][3]["start_no"], leader);  // 4th: lost both matches by forfeit
  // …and marked as withdrawn, as in the standings (issue 14): JSON, the table, the zh export.
  EXPECT_EQ(places["places"][3]["withdrawn_from_round"], 4) << places.dump();
  EXPECT_FALSE(places["places"][0].contains("withdrawn_from_round")) << places.dump();
  const std::string table = ok({"standings", rec}).out;
  EXPECT_NE(table.find("withdrawn"), std::string::npos) << table;
  EXPECT_NE(table.find("from round 4"), std::string::npos) << table;
  const nlohmann::json zh =
      nlohmann::json::parse(ok({"export", rec, "--format", "json", "--lang", "zh"}).out);
  EXPECT_NE(zh.dump().find("第4轮起"), std::string::npos) << zh.dump();
  EXPECT_EQ(zh.dump().find("from round"), std::string::npos) << zh.dump();
  // The export gives the same places (KO-5), then the first stage's table, titled as such.
  const nlohmann::json exported = nlohmann::json::parse(ok({"export", rec, "--format", "json"}).out);
  ASSERT_TRUE(exported.contains("places")) << exported.dump();
  EXPECT_EQ(exported["places"]["title"], "Final places");
  for (size_t i = 0; i < 4; ++i)
    EXPECT_EQ(exported["places"]["rows"][i]["start_no"],
              std::to_string(places["places"][i]["start_no"].get<int>()));
  EXPECT_EQ(exported["stage 1"]["title"], "First stage (rounds 1–3)");
  EXPECT_EQ(ok({"verify", rec}).exit_code, 0);
  const CliResult beyond = run_xqsim({"absent", rec, std::to_string(fourth), "--round", "6"});
  EXPECT_EQ(beyond.exit_code, 2) << beyond.err;
  EXPECT_NE(beyond.err.find("the event has 5 rounds (rules.rounds and the knockout's 2)"), std::string::npos)
      << beyond.err;
}

// docs/knockout.md "Withdrawals": both of a semi-final's players announced absent — the match does
// not exist, its places go to nobody. The record pair writes passes verify (V-5 reads the same
// bracket), and standings calls the two "not placed" once the event is complete, not "to play".
TEST(CliKnockout, AMatchThatDoesNotExistLeavesItsPlacesToNobody) {
  const fs::path dir = temp_dir("ko1-both-absent");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  play_to_the_knockout(list, rec, s);
  ok({"unpair", rec});
  const nlohmann::json first =
      nlohmann::json::parse(ok({"standings", rec, "--stage", "1", "--format", "json"}).out);
  const int one = first["rows"][0]["start_no"].get<int>(), four = first["rows"][3]["start_no"].get<int>();
  ok({"absent", rec, std::to_string(one), "--round", "4"});
  ok({"absent", rec, std::to_string(four), "--round", "4"});
  ok({"pair", rec});
  ASSERT_EQ(last_round(rec)["games"].size(), 1u);  // 2 v 3 only
  sheet(s, "board,result\n1,1-0\n");
  ok({"results", rec, s});
  for (int guard = 0; guard < 4 && run_xqsim({"pair", rec}).exit_code == 0; ++guard) {
    const nlohmann::json r = last_round(rec);
    std::string text = "board,result\n";
    for (const auto& g : r["games"])
      if (g["result"] == "pending") text += std::to_string(g["board"].get<int>()) + ",1-0\n";
    sheet(s, text);
    if (text != "board,result\n") ok({"results", rec, s});
  }
  const CliResult v = run_xqsim({"verify", rec});
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  const nlohmann::json places = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  int unplaced = 0;
  for (const auto& row : places["places"])
    if (row["start_no"] == one || row["start_no"] == four) {
      EXPECT_EQ(row["decided_by"], "not placed") << row.dump();
      ++unplaced;
    }
  EXPECT_EQ(unplaced, 2);
}

// Each pending game of the last round won by the entrant `winner` picks (by its red and black).
template <class Pick>
void win_pending(const std::string& rec, const std::string& s, Pick winner) {
  std::string text = "board,result\n";
  for (const auto& g : games_of(last_round(rec)))
    if (g["result"] == "pending") {
      const int red = g["red"].get<int>(), black = g["black"].get<int>();
      text += std::to_string(g["board"].get<int>()) + (winner(red, black) == red ? ",1-0\n" : ",0-1\n");
    }
  sheet(s, text);
  ok({"results", rec, s});
}

// T-13.1 and T-14.1 read "the final places": after a knockout (KO-1.5) places 1-4 are the
// knockout's, not the first stage's. Both semi-finals are won by the lower-placed, the final and
// the match for 3rd by red; the team ranking and a category's then follow the final places, and
// while the knockout is unfinished they are refused (--stage 1 ranks the first stage).
TEST(CliKnockout, TeamAndCategoryRankingsReadTheFinalPlacesT13T14) {
  const fs::path dir = temp_dir("ko1-derived");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  play_to_the_knockout(list, rec, s,
                       "name,team,rating,category\nAnn,T1,2400,\nBo,T2,2380,U\nCy,T3,2360,U\n"
                       "Di,T1,2340,\nEd,T2,2320,\nFu,T3,2300,U\n");
  const nlohmann::json first =
      nlohmann::json::parse(ok({"standings", rec, "--stage", "1", "--format", "json"}).out);
  std::map<int, int> stage_place;  // start number -> stage-1 place
  for (const auto& row : first["rows"]) stage_place[row["start_no"].get<int>()] = row["rank"].get<int>();
  for (const char* what : {"--teams", "--category"}) {  // the semi-finals to play
    std::vector<std::string> args{"standings", rec, what};
    if (std::string(what) == "--category") args.push_back("U");
    const CliResult r = run_xqsim(args);
    EXPECT_EQ(r.exit_code, 2) << what << r.out;
    EXPECT_NE(r.err.find("the knockout has not decided every place yet"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("; --stage 1 ranks the first stage"), std::string::npos) << r.err;
  }
  // export has no --stage: it names its own way to the first stage (the record cut after it).
  const CliResult early = run_xqsim({"export", rec, "--category", "U"});
  EXPECT_EQ(early.exit_code, 2) << early.out;
  const int stage_rounds = static_cast<int>(nlohmann::json::parse(slurp(rec))["rounds"].size()) - 1;
  EXPECT_NE(early.err.find("--category: the knockout has not decided every place yet"), std::string::npos)
      << early.err;
  EXPECT_NE(early.err.find("; --round " + std::to_string(stage_rounds) + " exports the first stage's"),
            std::string::npos)
      << early.err;
  EXPECT_EQ(early.err.find("--stage"), std::string::npos) << early.err;
  EXPECT_EQ(ok({"export", rec, "--category", "U", "--round", std::to_string(stage_rounds)}).out,
            ok({"standings", rec, "--category", "U", "--stage", "1", "--format", "csv"}).out);
  win_pending(rec, s, [&](int a, int b) { return stage_place[a] > stage_place[b] ? a : b; });
  ok({"pair", rec});
  std::map<int, int> final_place = stage_place;  // 5 and 6 stay
  for (const auto& g : games_of(last_round(rec))) {
    const int upper = g["board"].get<int>() == 1 ? 1 : 3;  // board 1 the final, 2 the match for 3rd
    final_place[g["red"].get<int>()] = upper;
    final_place[g["black"].get<int>()] = upper + 1;
  }
  // Paired, not played: the four are "to play" (not "not placed": that is for a match that did
  // not exist, once the knockout is over).
  const nlohmann::json pending = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  int to_play = 0;
  for (const auto& row : pending["places"]) to_play += row["decided_by"] == "to play" ? 1 : 0;
  EXPECT_EQ(to_play, 4) << pending.dump();
  win_pending(rec, s, [](int red, int) { return red; });

  // Category U = Bo (2), Cy (3), Fu (6) in the order of their final places; N = 3 < 6 awards 2.
  std::vector<int> u{2, 3, 6};
  std::sort(u.begin(), u.end(), [&](int a, int b) { return final_place[a] < final_place[b]; });
  const nlohmann::json cat =
      nlohmann::json::parse(ok({"standings", rec, "--category", "U", "--format", "json"}).out);
  ASSERT_EQ(cat["rows"].size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(cat["rows"][i]["start_no"], u[i]) << cat.dump();
    EXPECT_EQ(cat["rows"][i]["main_rank"], final_place[u[i]]) << cat.dump();
  }
  EXPECT_EQ(cat["rows"][2]["place"], nullptr);
  // export --category: the same table alone (the final places' sheet is not its first).
  EXPECT_EQ(ok({"export", rec, "--category", "U"}).out,
            ok({"standings", rec, "--category", "U", "--format", "csv"}).out);

  // T-13: teams T1 = Ann + Di, T2 = Bo + Ed, T3 = Cy + Fu, by the sum of their final places.
  const std::map<std::string, int> sums = {{"T1", final_place[1] + final_place[4]},
                                           {"T2", final_place[2] + final_place[5]},
                                           {"T3", final_place[3] + final_place[6]}};
  const nlohmann::json teams =
      nlohmann::json::parse(ok({"standings", rec, "--teams", "--format", "json"}).out);
  ASSERT_EQ(teams["teams"].size(), 3u);
  int previous = 0;
  for (const auto& t : teams["teams"]) {
    EXPECT_EQ(t["places"], sums.at(t["team"].get<std::string>())) << teams.dump();
    EXPECT_GE(t["places"].get<int>(), previous);
    previous = t["places"].get<int>();
  }
  // --stage 1: the first stage's places.
  const nlohmann::json stage_teams =
      nlohmann::json::parse(ok({"standings", rec, "--teams", "--stage", "1", "--format", "json"}).out);
  for (const auto& t : stage_teams["teams"]) {
    const std::string name = t["team"];
    const int a = name == "T1" ? 1 : name == "T2" ? 2 : 3;
    EXPECT_EQ(t["places"], stage_place[a] + stage_place[a + 3]) << stage_teams.dump();
  }
}

// KO-3.7 with both absent: a semi-final entered `-/-` is over — `pair` goes on (it had stopped,
// waiting for a play-off it would never schedule), the final and the match for 3rd are walkovers,
// and the verifier agrees.
// KO-3.5: each play-off session's list names its games' time control; its CSV, filled in, is the
// results sheet — for a board's second play-off too (a sheet's `game` labels would count from the
// board's first play-off, so the list of the pending games carries none).
TEST(CliKnockout, ThePlayoffListNamesTheClockAndItsSheetEntersEveryPlayoff) {
  const fs::path dir = temp_dir("ko1-playoff-sheets");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  play_to_the_knockout(list, rec, s);
  sheet(s, "board,result\n1,1/2\n2,1/2\n");  // both semi-finals drawn
  ok({"results", rec, s});
  for (const char* clock : {"play-off (super_rapid)", "play-off (armageddon)"}) {
    const CliResult listed = ok({"pair", rec});
    EXPECT_NE(listed.out.find("    1  " + std::string(clock)), std::string::npos) << listed.out;
    EXPECT_NE(listed.out.find("    2  " + std::string(clock)), std::string::npos) << listed.out;
    std::string filled = ok({"pair", rec, "--print", "--format", "csv"}).out;
    ASSERT_EQ(filled.find(",game,"), std::string::npos) << filled;
    for (size_t at = filled.find(",\n"); at != std::string::npos; at = filled.find(",\n", at + 4))
      filled.insert(at + 1, "1/2");  // drawn again (an armageddon draw is black's, KO-3.4)
    sheet(s, filled);
    EXPECT_NE(ok({"results", rec, s}).out.find("2 results entered"), std::string::npos) << filled;
  }
  for (const auto& g : games_of(last_round(rec))) EXPECT_NE(g["result"], "pending") << g.dump();
  EXPECT_NE(ok({"pair", rec}).out.find("Knockout round 2 of 2"), std::string::npos);
}

TEST(CliKnockout, ASemiFinalLostByBothGoesOnToWalkoversKO3_7) {
  const fs::path dir = temp_dir("ko1-double-forfeit");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  play_to_the_knockout(list, rec, s);
  sheet(s, "board,result\n1,-/-\n2,1-0\n");
  ok({"results", rec, s});
  const CliResult p = ok({"pair", rec});
  EXPECT_NE(
      p.out.find("wins the match by walkover (KO-3.7: his opponent's match of the round before was lost "
                 "by both): no game."),
      std::string::npos)
      << p.out;
  EXPECT_EQ(p.out.find("KO-2.3"), std::string::npos) << "KO-2.3 is the cross knockout's: " << p.out;
  const nlohmann::json fin = last_round(rec);
  EXPECT_TRUE(fin["games"].empty()) << fin.dump();
  EXPECT_EQ(fin["byes"].size(), 2u) << fin.dump();
  const CliResult v = run_xqsim({"verify", rec});
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
}

}  // namespace
}  // namespace xq::test

namespace xq::test {
namespace {

// Issue 12's must-show: in every kept women's event of 2019 (RR-2 groups, then KO-2) `xqsim
// standings` lists places 1..11, each once, every one decided by the knockout.
TEST(CliKnockout, EveryKeptWomensEventPlacesElevenOnceEachKO2) {
  const fs::path dir = temp_dir("ko2-kept");
  const std::string scenario = std::string(XQ_SOURCE_DIR) + "/scenarios/wxc-2019-women.toml";
  const CliResult sim = run_xqsim_ok({"simulate", scenario, "--count", "40", "--keep", "40", "--out",
                                      (dir / "out").string(), "--threads", "2"});
  EXPECT_EQ(read_json(dir / "out" / "summary.json")["violations"]["total"], 0) << sim.out;
  int records = 0;
  for (const auto& entry : fs::directory_iterator(dir / "out" / "records")) {
    if (entry.path().extension() != ".json") continue;
    ++records;
    const nlohmann::json places =
        nlohmann::json::parse(run_xqsim_ok({"standings", entry.path().string(), "--format", "json"}).out);
    std::vector<int> given;
    for (const auto& row : places["places"]) {
      given.push_back(row["place"].get<int>());
      EXPECT_EQ(row["decided_by"], "knockout") << entry.path();
    }
    std::sort(given.begin(), given.end());
    EXPECT_EQ(given, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})) << entry.path();
    // KO-5: every game of the group stage is marked with its group, a player's never changes.
    const nlohmann::json rec = read_json(entry.path());
    std::map<int, std::string> group_of;
    for (const auto& round : rec["rounds"]) {
      if (round.value("stage", 1) != 1) continue;
      for (const auto& g : round["games"]) {
        if (g.value("kind", "regular") != "regular") continue;
        ASSERT_TRUE(g.contains("group")) << entry.path();
        for (const char* side : {"red", "black"}) {
          const auto [it, fresh] = group_of.emplace(g[side].get<int>(), g["group"].get<std::string>());
          EXPECT_EQ(it->second, g["group"].get<std::string>()) << entry.path();
        }
      }
    }
    int in_a = 0;
    for (const auto& [id, grp] : group_of) in_a += grp == "A";
    EXPECT_EQ(in_a, 5) << entry.path();  // RR-2.3: A 5, B 6
    EXPECT_EQ(group_of.size(), 11u) << entry.path();
  }
  EXPECT_EQ(records, 40);
}

// Four teams of two after a one-round team stage (KO-1 with KO-4 matches), the semi-finals
// entered: table 1 drawn 1 : 1 (RB: its home wins board 1, its away board 2), table 2 decided.
// Returns the record's path; the sheet is dir/s.csv.
std::string ko4_semi_final_drawn_at_table_1(const fs::path& dir) {
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  four_teams_of_two(list);
  init_event(list, rec,
             {"format=team_swiss", "boards=2", "board_colours=RB", "rounds=1", "knockout=top_four",
              "match_playoffs=super_rapid", "first_round=fold"});
  ok({"pair", rec});
  sheet(s, "table,board,result\n1,1,1-0\n1,2,1-0\n2,1,1-0\n2,2,0-1\n");
  ok({"results", rec, s});
  ok({"pair", rec});  // the semi-finals
  sheet(s, "table,board,result\n1,1,1-0\n1,2,1-0\n2,1,1-0\n2,2,0-1\n");
  ok({"results", rec, s});
  return rec;
}

// KO-4: a drawn team match goes on in sittings on every board; a correction of the last sitting's
// board 1 is the match's last game on that board, though board 2's game of the same sitting comes
// after it in the record (it was refused as "followed by its match's play-off game").
TEST(CliKnockout, TheLastSittingOfATeamMatchTakesCorrectionsOnEveryBoardKO4) {
  const fs::path dir = temp_dir("ko4-sitting");
  const std::string rec = ko4_semi_final_drawn_at_table_1(dir), s = (dir / "s.csv").string();
  ok({"pair", rec});
  ASSERT_EQ(last_round(rec)["games"].size(), 6u);  // the sitting: table 1's two boards again
  sheet(s, "table,board,result\n1,1,1-0\n1,2,1/2\n");
  ok({"results", rec, s});
  sheet(s, "table,board,result\n1,1,0-1\n");
  EXPECT_NE(ok({"results", rec, s, "--correct"}).out.find("1 corrected (table 1 board 1 play-off ("),
            std::string::npos);
  EXPECT_EQ(last_round(rec)["games"][4]["result"], "black_win");
  // Game 1 of board 1 (the sitting was paired from it) keeps its result.
  sheet(s, "table,board,game,result\n1,1,,0-1\n");
  run_xqsim_refused({"results", rec, s, "--correct"},
                    "is followed by its match's play-off game table 1 board 1");
}

// KO-4: `unpair` takes back a drawn team match's sitting — its games out of the record and out of
// their team match — so that `pair` pairs the same sitting again (the match listed games that
// were gone, and every command refused the record).
TEST(CliKnockout, UnpairTakesASittingOutOfItsTeamMatchKO4) {
  const std::string rec = ko4_semi_final_drawn_at_table_1(temp_dir("ko4-unpair"));
  const nlohmann::json before = last_round(rec);
  ok({"pair", rec});
  const nlohmann::json sitting = last_round(rec);
  ASSERT_EQ(sitting["games"].size(), 6u);
  ASSERT_EQ(sitting["matches"][0]["games"].size(), 4u);
  EXPECT_NE(ok({"unpair", rec})
                .out.find("the play-off games (KO-4) of round 2 on table 1 board 1, table 1 board 2"),
            std::string::npos);
  EXPECT_EQ(last_round(rec), before);
  ok({"pair", rec});
  EXPECT_EQ(last_round(rec), sitting);
  const CliResult checked = run_xqsim({"verify", rec});
  EXPECT_EQ(checked.exit_code, 0) << checked.out << checked.err;
}

// PT-9: the board colour pattern the rounds played were paired by cannot change (the verifier read
// every earlier round against the new one: PT-9/PT-10/PT-11 violations in a record `pair` wrote).
TEST(CliKnockout, TheBoardColoursCannotChangeDuringTheEventPT9) {
  const fs::path dir = temp_dir("team-board-colours");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string();
  four_teams_of_two(list);
  init_event(list, rec,
             {"format=team_swiss", "boards=2", "board_colours=RB", "rounds=2", "first_round=fold"});
  ok({"pair", rec});
  sheet((dir / "s.csv").string(), "table,board,result\n1,1,1-0\n1,2,1-0\n2,1,1-0\n2,2,0-1\n");
  ok({"results", rec, (dir / "s.csv").string()});
  const std::string before = slurp(rec);
  run_xqsim_refused(
      {"pair", rec, "--set", "board_colours=BR"},
      "board_colours (as --rules/--set leave it): the record has 1 round paired with board_colours = "
      "RB: it cannot change during the event");
  EXPECT_EQ(slurp(rec), before);
}

// KO-4 through the CLI: four teams of two after a one-round team stage. Every semi-final has its
// board 1, so `pair` names the colour choice by table — the choosing team moves first or second,
// the whole table at once (KO-4.1) — and `unpair` names the entered game with its table; a team
// that chose to move second is entered with every board the other way and verifies clean; the
// event's places are the teams' (team_no, team).
TEST(CliKnockout, ATeamKnockoutNamesItsBoardsByTableAndPlacesItsTeamsKO4) {
  const fs::path dir = temp_dir("ko4-cli");
  const std::string list = (dir / "l.csv").string(), rec = (dir / "r.json").string(),
                    s = (dir / "s.csv").string();
  four_teams_of_two(list);
  // KO-4 is seeded by places 1-4 of the team standings: a list that can leave them shared and
  // plays no team play-off for them (T-12.6: team_playoff with playoff_places 1-4) is refused (the
  // event would be stuck at the knockout).
  const CliResult shared =
      run_xqsim({"init", "--entrants", list, "--out", rec, "--set", "format=team_swiss", "--set", "boards=2",
                 "--set", "rounds=1", "--set", "knockout=top_four", "--set", "match_playoffs=super_rapid",
                 "--set", "first_round=fold", "--set", "team_tiebreaks=team_progressive"});
  EXPECT_EQ(shared.exit_code, 2);
  EXPECT_NE(shared.err.find("team_tiebreaks (as --rules/--set leave it): a team knockout (KO-4) is seeded by "
                            "places 1-4 of the team standings"),
            std::string::npos)
      << shared.err;
  EXPECT_FALSE(fs::exists(rec));
  init_event(list, rec,
             {"format=team_swiss", "boards=2", "board_colours=RB", "rounds=1", "knockout=top_four",
              "knockout_colours=higher_chooses", "match_playoffs=super_rapid", "first_round=fold"});
  ok({"pair", rec});
  sheet(s, "table,board,result\n1,1,1-0\n1,2,1-0\n2,1,1-0\n2,2,0-1\n");
  ok({"results", rec, s});
  const CliResult semi = ok({"pair", rec});
  for (const char* table : {"Table 1: ", "Table 2: "})
    EXPECT_NE(semi.out.find(std::string(table) + "T"), std::string::npos) << semi.out;
  EXPECT_NE(semi.out.find(") chooses to move first or second (KO-4.1); written first (home). If it chose the "
                          "other, give every board of table 1 with red_no and black_no swapped"),
            std::string::npos)
      << semi.out;
  EXPECT_EQ(semi.out.find("Board 1: "), std::string::npos) << semi.out;  // which board 1?
  EXPECT_NE(semi.out.find("(KO-4); table 1 of the last round is the final."), std::string::npos) << semi.out;
  sheet(s, "table,board,result\n2,1,1-0\n");
  ok({"results", rec, s});
  const CliResult entered = run_xqsim({"unpair", rec});
  EXPECT_EQ(entered.exit_code, 2);
  EXPECT_NE(entered.err.find("has results already (table 2 board 1 ("), std::string::npos) << entered.err;

  // Table 1's choosing team moves second: both boards the other way round. 1.5 : 0.5 at each table.
  std::string lines = "table,board,red_no,black_no,result\n";
  const nlohmann::json round = last_round(rec);
  for (const int gi : round["matches"][0]["games"]) {
    const nlohmann::json& g = round["games"][static_cast<size_t>(gi)];
    lines += "1," + g["board"].dump() + "," + g["black"].dump() + "," + g["red"].dump() +
             (g["board"] == 1 ? ",1-0\n" : ",1/2\n");
  }
  sheet(s, lines + "2,2,,,1/2\n");
  ok({"results", rec, s});
  EXPECT_EQ(last_round(rec)["games"][0]["red"], round["games"][0]["black"]);
  ok({"pair", rec});  // the final and the 3rd-place match
  sheet(s, "table,board,result\n1,1,1-0\n1,2,1/2\n2,1,1-0\n2,2,1/2\n");
  ok({"results", rec, s});
  const nlohmann::json places = nlohmann::json::parse(ok({"standings", rec, "--format", "json"}).out);
  ASSERT_EQ(places["places"].size(), 4u) << places.dump();
  for (const auto& row : places["places"]) {
    EXPECT_TRUE(row.contains("team_no") && row["team"].get<std::string>().size() == 2) << row.dump();
    EXPECT_FALSE(row.contains("start_no") || row.contains("name")) << row.dump();
  }
  const std::string table = ok({"standings", rec}).out;
  EXPECT_NE(table.find("team_no"), std::string::npos) << table;
  EXPECT_EQ(table.find("start_no"), std::string::npos) << table;
  // The table of teams names the teams' stage-1 table (--stage 1 alone gives its players').
  EXPECT_NE(table.find("; stage 1 alone: --stage 1 --teams (its players: --stage 1)"), std::string::npos)
      << table;
  for (const char* stage :
       {"--stage", "--teams"}) {  // --teams alone is the first stage's too: its title says so
    const std::vector<std::string> args =
        stage == std::string("--stage")
            ? std::vector<std::string>{"standings", rec, "--stage", "1", "--teams"}
            : std::vector<std::string>{"standings", rec, "--teams"};
    const std::string out = ok(args).out;
    EXPECT_NE(out.find("match_points"), std::string::npos) << out;
    EXPECT_NE(out.find("First stage (rounds 1–1, PT-14); the event's places (KO-5): xqsim standings"),
              std::string::npos)
        << out;
  }
  const CliResult checked = run_xqsim({"verify", rec});
  EXPECT_EQ(checked.exit_code, 0) << checked.out << checked.err;
  // The final places in Chinese: headings and how each place was decided (they stayed English).
  const auto zh = nlohmann::json::parse(ok({"export", rec, "--lang", "zh", "--format", "json"}).out);
  const nlohmann::json& first = zh.at("名次").at("rows").at(0);
  EXPECT_EQ(first.at("名次"), "1") << first.dump();
  EXPECT_EQ(first.at("决定方式"), "淘汰赛") << first.dump();
  EXPECT_TRUE(first.contains("第一阶段名次")) << first.dump();
}

}  // namespace
}  // namespace xq::test
