// SIM-1: fields drawn from a distribution or a list, individual and team.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "sim/population.hpp"

namespace xq::sim {
namespace {

Scenario individual(int count) {
  Scenario s;
  s.name = "pop";
  s.rules.rounds = 5;
  s.field.count = count;
  s.field.mean = 2100;
  s.field.sd = 150;
  return s;
}

TEST(Population, NumberedByRatingHighestFirst) {
  Scenario s = individual(40);
  s.field.associations = 8;
  Rng rng(3, 0);
  const Population p = draw_population(s, rng);
  ASSERT_EQ(p.entrants.size(), 40u);
  ASSERT_EQ(p.strength.size(), 40u);
  std::set<std::string> teams;
  for (size_t i = 0; i < p.entrants.size(); ++i) {
    EXPECT_EQ(p.entrants[i].id, static_cast<EntrantId>(i + 1));
    if (i > 0) {
      EXPECT_GE(p.entrants[i - 1].rating, p.entrants[i].rating);
    }
    EXPECT_EQ(p.entrants[i].rating, std::lround(p.strength[i]));  // no rating noise
    teams.insert(p.entrants[i].team);
  }
  EXPECT_LE(teams.size(), 8u);
  EXPECT_GE(teams.size(), 2u);
  EXPECT_TRUE(p.teams.empty());
}

TEST(Population, CategoriesGoToTheFirstPlayersDrawnWithoutADrawOfTheirOwn) {
  Scenario s = individual(30);
  Rng a(5, 1), b(5, 1);
  const Population plain = draw_population(s, a);
  s.field.categories = {{"U12", 4}, {"W", 2}};
  const Population p = draw_population(s, b);
  EXPECT_EQ(p.strength, plain.strength);  // the same field: categories draw nothing
  std::map<std::string, int> count;
  for (size_t i = 0; i < p.entrants.size(); ++i) {
    ++count[p.entrants[i].category];
    EXPECT_EQ(p.entrants[i].rating, plain.entrants[i].rating);
  }
  EXPECT_EQ(count, (std::map<std::string, int>{{"", 24}, {"U12", 4}, {"W", 2}}));
}

TEST(Population, SameStreamSameField) {
  const Scenario s = individual(30);
  Rng a(11, 4), b(11, 4), c(11, 5);
  const Population pa = draw_population(s, a), pb = draw_population(s, b), pc = draw_population(s, c);
  EXPECT_EQ(pa.entrants, pb.entrants);
  EXPECT_EQ(pa.strength, pb.strength);
  EXPECT_NE(pa.strength, pc.strength);
}

TEST(Population, NormalFieldHasItsMeanAndSpread) {
  Scenario s = individual(2000);
  Rng rng(8, 8);
  const Population p = draw_population(s, rng);
  double sum = 0, sq = 0;
  for (double x : p.strength) sum += x, sq += x * x;
  const double n = static_cast<double>(p.strength.size());
  const double mean = sum / n, sd = std::sqrt(sq / n - mean * mean);
  // Standard errors: sd/√n for the mean, about sd/√(2n) for the spread; 4.5 of them.
  EXPECT_NEAR(mean, 2100, 4.5 * 150 / std::sqrt(n));
  EXPECT_NEAR(sd, 150, 4.5 * 150 / std::sqrt(2 * n));
}

TEST(Population, UniformFieldStaysInItsRange) {
  Scenario s = individual(500);
  s.field.distribution = RatingDistribution::uniform;
  s.field.min = 1500;
  s.field.max = 1700;
  Rng rng(1, 1);
  for (double x : draw_population(s, rng).strength) {
    EXPECT_GE(x, 1500);
    EXPECT_LT(x, 1700);
  }
}

TEST(Population, RatingNoiseSeparatesRatingFromStrength) {
  Scenario s = individual(400);
  s.field.rating_noise = 100;
  Rng rng(2, 2);
  const Population p = draw_population(s, rng);
  double sq = 0;
  for (size_t i = 0; i < p.strength.size(); ++i) sq += std::pow(p.entrants[i].rating - p.strength[i], 2);
  const double rms = std::sqrt(sq / static_cast<double>(p.strength.size()));
  EXPECT_GT(rms, 80);
  EXPECT_LT(rms, 120);
}

TEST(Population, ListInListOrderOrByRating) {
  Scenario s = individual(0);
  s.field.entrants = {{"A", "X", 1800, ""}, {"B", "Y", 2400, "U16"}, {"C", "X", 2000, ""}};
  s.field.count = 3;
  s.field.seeding = Seeding::list;
  Rng rng(1, 0);
  Population p = draw_population(s, rng);
  EXPECT_EQ(p.entrants[0].name, "A");
  EXPECT_EQ(p.entrants[1].category, "U16");
  EXPECT_EQ(p.strength[1], 2400);
  s.field.seeding = Seeding::rating;
  Rng rng2(1, 0);
  p = draw_population(s, rng2);
  EXPECT_EQ(p.entrants[0].name, "B");
  EXPECT_EQ(p.entrants[0].id, 1);
  EXPECT_EQ(p.entrants[2].name, "A");
}

// KO-1.2: the direct entries (the last k drawn or listed) take the last numbers, in drawing
// order, whatever their rating; the others are numbered by `seeding` as without them.
TEST(Population, DirectEntriesTakeTheLastNumbers) {
  Scenario s = individual(16);
  s.field.direct_entries = 2;
  s.field.rating_noise = 40;
  Rng rng(4, 2);
  const Population p = draw_population(s, rng);
  ASSERT_EQ(p.entrants.size(), 16u);
  EXPECT_EQ(p.entrants[14].name, "P15");  // players are named in drawing order
  EXPECT_EQ(p.entrants[15].name, "P16");
  std::set<std::string> qualified;
  for (size_t i = 0; i < 14; ++i) {
    EXPECT_EQ(p.entrants[i].id, static_cast<EntrantId>(i + 1));
    if (i > 0) {
      EXPECT_GE(p.entrants[i - 1].rating, p.entrants[i].rating);
    }
    qualified.insert(p.entrants[i].name);
  }
  EXPECT_EQ(qualified.size(), 14u);
  EXPECT_EQ(qualified.count("P15") + qualified.count("P16"), 0u);
  // The same stream without direct entries: the same players and strengths, numbered by rating.
  s.field.direct_entries = 0;
  Rng again(4, 2);
  const Population all = draw_population(s, again);
  std::multiset<double> a(p.strength.begin(), p.strength.end()), b(all.strength.begin(), all.strength.end());
  EXPECT_EQ(a, b);
}

TEST(Population, DirectEntriesOfAListFollowItsOrder) {
  Scenario s = individual(0);
  s.field.entrants = {{"A", "X", 1800, ""},
                      {"B", "Y", 2400, ""},
                      {"C", "X", 2000, ""},
                      {"D", "Z", 2600, ""},
                      {"E", "Z", 1500, ""}};
  s.field.count = 5;
  s.field.direct_entries = 2;  // D (the highest rating) and E come last, in list order
  Rng rng(1, 0);
  const Population p = draw_population(s, rng);
  std::vector<std::string> names;
  for (const Entrant& e : p.entrants) names.push_back(e.name);
  EXPECT_EQ(names, (std::vector<std::string>{"B", "C", "A", "D", "E"}));
}

TEST(Population, TeamsOfBoardsPlayersNumberedByPT12) {
  Scenario s = individual(6);
  s.rules.format = EventFormat::team_swiss;
  s.rules.boards = 3;
  s.field.team_spread = 100;
  Rng rng(5, 0);
  const Population p = draw_population(s, rng);
  ASSERT_EQ(p.teams.size(), 6u);
  ASSERT_EQ(p.entrants.size(), 18u);
  double last_mean = 1e9;
  for (const Team& t : p.teams) {
    ASSERT_EQ(t.players.size(), 3u);
    double sum = 0;
    for (int b = 0; b < 3; ++b) {
      EXPECT_EQ(t.players[static_cast<size_t>(b)], 3 * (t.id - 1) + b + 1);  // PT-12
      const Entrant& e = p.entrants.at(static_cast<size_t>(t.players[static_cast<size_t>(b)] - 1));
      EXPECT_EQ(e.team, t.name);
      if (b > 0) {
        EXPECT_LE(e.rating,
                  p.entrants.at(static_cast<size_t>(t.players[static_cast<size_t>(b - 1)] - 1)).rating);
      }
      sum += e.rating;
    }
    EXPECT_LE(sum / 3, last_mean + 1e-9);  // teams numbered by mean rating
    last_mean = sum / 3;
  }
}

}  // namespace
}  // namespace xq::sim
