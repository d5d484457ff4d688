#include "sim/population.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <iterator>
#include <map>
#include <numeric>
#include <string>

#include "pairing/model/record.hpp"
#include "sim/sampling.hpp"

namespace xq::sim {
namespace {

// One drawn or listed player before numbering.
struct Candidate {
  std::string name;
  std::string team;
  std::string category;
  double strength = 0;
  int rating = 0;
};

double draw_strength(const FieldSpec& f, Rng& rng) {
  if (f.distribution == RatingDistribution::uniform) return f.min + (f.max - f.min) * unit_uniform(rng);
  return f.mean + f.sd * standard_normal(rng);
}

int published(double strength, const FieldSpec& f, Rng& rng) {
  const double noise = standard_normal(rng);  // drawn even when rating_noise = 0: fixed consumption
  return static_cast<int>(std::lround(std::clamp(strength + f.rating_noise * noise, 0.0, 4000.0)));
}

// "%s%0*d" by hand: snprintf cost a thousand instructions a name, 2 % of a simulated event.
std::string numbered(const char* prefix, int i, int width) {
  std::string digits_text = std::to_string(i);
  std::string out = prefix;
  if (static_cast<int>(digits_text.size()) < width)
    out.append(static_cast<size_t>(width) - digits_text.size(), '0');
  return out += digits_text;
}

int digits(int n) { return n >= 1000 ? 4 : n >= 100 ? 3 : 2; }

// Order of `items` by seeding: rating (descending, stable), random (shuffle), list (as is).
template <class T, class Key>
void seed_order(std::vector<T>& items, Seeding seeding, Rng& rng, Key rating) {
  if (seeding == Seeding::random)
    rng.shuffle(items);
  else if (seeding == Seeding::rating)
    std::stable_sort(items.begin(), items.end(),
                     [&](const T& a, const T& b) { return rating(a) > rating(b); });
}

// A listed player: the listed rating is the published one; the true strength is around it.
Candidate listed(const EntrantSpec& e, const FieldSpec& f, Rng& rng) {
  Candidate x{e.name, e.team, e.category, 0, e.rating};
  x.strength = e.rating + f.rating_noise * standard_normal(rng);
  return x;
}

// Individual events: the listed players, or `count` drawn ones ("P01" …, with an association
// each when `associations` > 0).
std::vector<Candidate> individual_candidates(const FieldSpec& f, Rng& rng) {
  std::vector<Candidate> c;
  c.reserve(f.entrants.empty() ? static_cast<size_t>(std::max(f.count, 0)) : f.entrants.size());
  if (!f.entrants.empty()) {
    for (const EntrantSpec& e : f.entrants) c.push_back(listed(e, f, rng));
    return c;
  }
  const int w = digits(f.count);
  for (int i = 1; i <= f.count; ++i) {
    Candidate x;
    x.name = numbered("P", i, w);
    x.strength = draw_strength(f, rng);
    x.rating = published(x.strength, f, rng);
    if (f.associations > 0)
      x.team = numbered("A", static_cast<int>(rng.uniform(static_cast<std::uint64_t>(f.associations))) + 1,
                        digits(f.associations));
    c.push_back(std::move(x));
  }
  size_t next = 0;  // T-14: the first players drawn take the categories, by name (no draw of its own)
  for (const auto& [name, k] : f.categories)
    for (int i = 0; i < k && next < c.size(); ++i) c[next++].category = name;
  return c;
}

// Entrant i + 1 is the i-th candidate (already in seeding order).
Population number_individuals(const std::vector<Candidate>& c) {
  Population pop;
  pop.entrants.reserve(c.size());
  pop.strength.reserve(c.size());
  for (size_t i = 0; i < c.size(); ++i) {
    Entrant e;
    e.id = static_cast<EntrantId>(i + 1);
    e.name = c[i].name.empty() ? numbered("P", e.id, digits(static_cast<int>(c.size()))) : c[i].name;
    e.team = c[i].team;
    e.rating = c[i].rating;
    e.category = c[i].category;
    pop.entrants.push_back(std::move(e));
    pop.strength.push_back(c[i].strength);
  }
  return pop;
}

// KO-1.2: the first count − direct_entries candidates are numbered by `seeding`; the direct entries
// (the last ones drawn or listed) follow in that order, whatever their rating.
Population draw_individuals(const FieldSpec& f, Rng& rng) {
  std::vector<Candidate> c = individual_candidates(f, rng);
  assert(f.direct_entries >= 0 && static_cast<size_t>(f.direct_entries) < c.size());
  std::vector<Candidate> direct(c.end() - f.direct_entries, c.end());
  c.resize(c.size() - direct.size());
  seed_order(c, f.seeding, rng, [](const Candidate& x) { return x.rating; });
  c.insert(c.end(), std::make_move_iterator(direct.begin()), std::make_move_iterator(direct.end()));
  return number_individuals(c);
}

struct TeamDraw {
  std::string name;
  std::vector<Candidate> players;
  double mean_rating = 0;
};

// Listed teams in the order of their first appearance; the team-strength spread applies to
// them too (one offset per team, drawn after every player).
std::vector<TeamDraw> listed_teams(const FieldSpec& f, Rng& rng) {
  std::vector<TeamDraw> teams;
  std::map<std::string, size_t> index;
  for (const EntrantSpec& e : f.entrants) {
    auto [it, added] = index.emplace(e.team, teams.size());
    if (added) teams.push_back({e.team, {}, 0});
    teams[it->second].players.push_back(listed(e, f, rng));
  }
  for (TeamDraw& t : teams) {
    const double offset = f.team_spread * standard_normal(rng);
    for (Candidate& p : t.players) p.strength += offset;
  }
  return teams;
}

// `count` drawn teams ("T01" …) of `boards` players, each team's offset drawn before its players.
std::vector<TeamDraw> drawn_teams(const FieldSpec& f, int boards, Rng& rng) {
  std::vector<TeamDraw> teams;
  const int w = digits(f.count);
  for (int k = 1; k <= f.count; ++k) {
    TeamDraw t;
    t.name = numbered("T", k, w);
    const double offset = f.team_spread * standard_normal(rng);
    for (int b = 0; b < boards; ++b) {
      Candidate x;
      x.team = t.name;
      x.strength = draw_strength(f, rng) + offset;
      x.rating = published(x.strength, f, rng);
      t.players.push_back(std::move(x));
    }
    teams.push_back(std::move(t));
  }
  return teams;
}

// Players strongest (published rating) first inside each team, and each team's mean rating.
void order_boards(std::vector<TeamDraw>& teams) {
  for (TeamDraw& t : teams) {
    std::stable_sort(t.players.begin(), t.players.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rating > b.rating; });
    double sum = 0;
    for (const Candidate& p : t.players) sum += p.rating;
    t.mean_rating = t.players.empty() ? 0 : sum / static_cast<double>(t.players.size());
  }
}

// Team k + 1 is the k-th (already in seeding order); its players are numbered board by board.
Population number_teams(const std::vector<TeamDraw>& teams) {
  Population pop;
  for (const TeamDraw& t : teams) {
    std::vector<Entrant> players;
    for (size_t b = 0; b < t.players.size(); ++b) {
      const Candidate& p = t.players[b];
      Entrant e;
      e.name = p.name.empty() ? t.name + "-" + std::to_string(b + 1) : p.name;
      e.rating = p.rating;
      e.category = p.category;
      players.push_back(std::move(e));
      pop.strength.push_back(p.strength);
    }
    append_team(pop.entrants, pop.teams, t.name, std::move(players));  // PT-12
  }
  return pop;
}

Population draw_teams(const FieldSpec& f, int boards, Rng& rng) {
  std::vector<TeamDraw> teams = f.entrants.empty() ? drawn_teams(f, boards, rng) : listed_teams(f, rng);
  order_boards(teams);
  seed_order(teams, f.seeding, rng, [](const TeamDraw& t) { return t.mean_rating; });
  return number_teams(teams);
}

}  // namespace

Population draw_population(const Scenario& sc, Rng& rng) {
  if (sc.rules.format == EventFormat::team_swiss) return draw_teams(sc.field, sc.rules.boards, rng);
  return draw_individuals(sc.field, rng);
}

}  // namespace xq::sim
