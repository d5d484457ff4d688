#include "pairing/swiss/swiss_individual.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <initializer_list>
#include <memory>
#include <string>
#include <unordered_map>

#include "pairing/model/explain.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/tiebreaks.hpp"
#include "pairing/swiss/bye.hpp"
#include "pairing/swiss/colour_rules.hpp"
#include "pairing/swiss/first_round.hpp"
#include "pairing/swiss/group_baselines.hpp"
#include "pairing/swiss/lh_procedure.hpp"
#include "pairing/swiss/matching.hpp"
#include "pairing/swiss/pair_guard.hpp"
#include "pairing/swiss/round_boards.hpp"
#include "pairing/swiss/score_groups.hpp"

namespace xq {

namespace {

// Constraint levels, tried in this order until a complete round exists ("giving way",
// docs/pairing-individual.md). No rematch is never given up.
enum Level : int {
  kAll = 0,       // no rematch, both colour limits, P1-7 avoidance where it applies
  kNoStreak = 1,  // the third equal colour in a row may happen (W-2)
  kNoColour = 2,  // the colour difference may reach 3 too (W-3)
  kNoTeam = 3,    // same-team games may happen where P1-7 asks to avoid them (W-4)
};

const char* level_text(int level) {
  switch (level) {
    case kAll: return "every constraint";
    case kNoStreak: return "no rematch, colour difference, team avoidance (the 3-in-a-row limit gives way)";
    case kNoColour: return "no rematch, team avoidance (both colour limits give way)";
    case kNoTeam: return "no rematch only (colour limits and team avoidance give way)";
  }
  return "";
}

std::string points_text(Points p) { return format_points(p); }

class RowPairer;

// The graph of a matching not yet reset to a round's.
const auto no_edges = [](int, int) { return false; };

}  // namespace

// What one round's pairing works in, kept from round to round in the caller's SwissWorkspace:
// the players, the met matrix, the score groups, the two matchings and the lists of the
// procedure. Only the memory is reused; every round fills it afresh.
struct SwissWorkspace::Buffers {
  std::vector<SwissPlayer> players;
  std::vector<std::uint64_t> met;  // small fields: bit matrix, row x, bit y = x met y
  // Large fields: x's opponents are met_list[met_from[x] .. met_from[x + 1]) (a bit matrix of
  // 100,000 players would take 1.25 GB; a player has met at most one opponent a round).
  std::vector<int> met_from, met_list;
  std::vector<unsigned char> can;
  std::vector<ScoreGroup> groups;
  std::vector<int> order, scratch, index;
  std::vector<char> excluded, leaving, resident, member;
  std::vector<int> red, black, carried, next, group_order, rest;
  std::vector<int> floaters, residents, baseline_group, baseline;  // score_group_method baselines
  PairGuard guard{0, AdjacencyRef(no_edges)};
  BlossomMatching group{0, AdjacencyRef(no_edges)};
};

SwissWorkspace::SwissWorkspace() : buffers_(std::make_unique<Buffers>()) {}
SwissWorkspace::~SwissWorkspace() = default;
SwissWorkspace::SwissWorkspace(SwissWorkspace&&) noexcept = default;
SwissWorkspace& SwissWorkspace::operator=(SwissWorkspace&&) noexcept = default;

namespace {

using Workspace = SwissWorkspace::Buffers;

struct LevelAdjacency {
  const RowPairer* pairer;
  int level;
  bool operator()(int a, int b) const;
};

class RowPairer {
 public:
  RowPairer(const SwissRoundInput& in, const PairingOptions& options, PairingResult& out,
            SwissWorkspace& workspace)
      : in_(in),
        rules_(in.record->rules),
        out_(out),
        explain_(options.explain, out.explanation),
        ws_(workspace.buffers()),
        pool_(workspace.histories()),
        players_(ws_.players),
        can_(ws_.can),
        groups_(ws_.groups),
        order_(ws_.order),
        leaving_(ws_.leaving),
        resident_(ws_.resident) {
    round_ = static_cast<int>(in.record->rounds.size()) + 1;
    last_round_ = rules_.rounds > 0 && round_ == rules_.rounds;
    last_three_ = rules_.rounds > 0 && round_ > rules_.rounds - 3;
    avoid_team_ = avoids_same_team(rules_, round_);
    for (int l = 0; l < 4; ++l) adj_[l] = LevelAdjacency{this, l};
  }

  void run();
  bool adjacent(int level, int x, int y) const;

 private:
  void build_players();
  bool choose_level_and_bye();
  bool met(int x, int y) const;
  bool colour_ok(int level, int x, int y) const;
  bool strict(int x, int y) const { return adjacent(kAll, x, y); }
  bool paired(int x) const { return guard_->paired(x); }
  bool group_active(int x) const { return group_on_ && group_->active(x); }
  bool done(int x) const { return paired(x) || leaving_[at(x)]; }

  // Commits x–y if the rest can still be paired (PI-5 without trial and error).
  bool take(int x, int y, const char* rule, const char* how);
  struct RowPolicy;
  // x takes the first player of `row` (from index `from`) that `eligible` admits and that
  // x can meet under `level`; returns it or -1.
  template <class Eligible>
  int take_first(int x, const std::vector<int>& row, size_t from, int level, const char* rule,
                 const char* how, Eligible eligible);
  void pair_group(size_t gi, std::vector<int>& carried);
  // group_pairs = maximum: x found no partner that keeps the group's maximum. The maximum is a
  // preference, never a reason to float a player who can play in the group: x takes the first
  // open member of the group the completeness guard accepts, looking through `lists` in order
  // (the row method: the other row first). True if paired.
  bool last_chance(int x, std::initializer_list<const std::vector<int>*> lists);
  // The row method's last chance: the other row, then x's own.
  bool last_chance(int x);
  struct BaselinePolicy;
  // score_group_method = fold | random | adjacent: the group by the baseline (group_baselines.hpp)
  // in place of PI-4's floaters-and-rows steps; everything around them is shared.
  void pair_group_by_baseline(const std::vector<int>& carried);
  void sweep();
  void finish();
  std::string row_text(const std::vector<int>& row) const;

  const SwissRoundInput& in_;
  const RuleSet& rules_;
  PairingResult& out_;
  Explainer explain_;
  Workspace& ws_;
  HistoryPool& pool_;  // the rankings' histories (the S-4 bye)
  int round_ = 0;
  bool last_round_ = false, last_three_ = false, avoid_team_ = false;

  std::vector<SwissPlayer>& players_;
  size_t met_words_ = 0;             // words per row of ws_.met
  std::vector<unsigned char>& can_;  // bits: red/black allowed under level 0 (1, 2) and level 1 (4, 8)
  std::vector<ScoreGroup>& groups_;
  std::vector<int>& order_;  // interleaved rows, the matching's start

  LevelAdjacency adj_[4];
  int level_ = kAll;
  int bye_ = -1;
  PairGuard* guard_ = nullptr;  // the completeness guard at the chosen level (ws_.guard)
  // group_pairs = maximum (PI-5): a maximum matching of the open players of the score group
  // being paired (floaters in included, strict compatibility); a pair is taken only if it lies
  // in one, so the group leaves no more players to float than it must. ws_.group, in use
  // while group_on_.
  BlossomMatching* group_ = nullptr;
  bool group_on_ = false;
  // The group's graph: strict compatibility less the pairs the completeness guard has refused
  // (PT-D5: they count as met for the rest of the round).
  struct GroupAdjacency {
    const RowPairer* rp;
    bool operator()(int a, int b) const { return rp->strict(a, b) && !rp->guard_->refused(a, b); }
  } group_adj_{this};
  const std::vector<int>* rows_[2] = {nullptr, nullptr};  // the group's red-due, black-due rows
  bool group_bypass_ = false;                             // last_chance: the guard alone decides

  std::vector<char>& leaving_;
  std::vector<char>& resident_;
};

bool LevelAdjacency::operator()(int a, int b) const { return pairer->adjacent(level, a, b); }

bool RowPairer::met(int x, int y) const {
  if (met_words_ > 0) return (ws_.met[at(x) * met_words_ + at(y) / 64] >> (at(y) % 64)) & 1u;
  const int* first = ws_.met_list.data() + ws_.met_from[at(x)];
  const int* last = ws_.met_list.data() + ws_.met_from[at(x) + 1];
  return std::find(first, last, y) != last;
}

bool RowPairer::colour_ok(int level, int x, int y) const {
  if (level >= kNoColour) return true;
  // PI-7 (000 四.2): in the last round the colour limits are no pairing constraint for any pair;
  // colours are chosen afterwards (PI-6) and every breach is warned (W-2, W-3).
  if (last_round_) return true;
  const unsigned shift = level == kAll ? 0 : 2;
  const unsigned cx = (can_[at(x)] >> shift) & 3u, cy = (can_[at(y)] >> shift) & 3u;
  return ((cx & 1u) && (cy & 2u)) || ((cx & 2u) && (cy & 1u));  // one red, the other black
}

bool RowPairer::adjacent(int level, int x, int y) const {
  if (x == y || met(x, y)) return false;  // no rematch: never given up
  if (avoid_team_ && level < kNoTeam) {   // P1-7 where the setting asks for this round
    const int tx = players_[at(x)].team;
    if (tx >= 0 && tx == players_[at(y)].team) return false;
  }
  return colour_ok(level, x, y);
}

void RowPairer::build_players() {
  const Record& rec = *in_.record;
  const auto& hist = *in_.histories;
  const int n = rec.entrant_count();
  std::vector<int>& index = ws_.index;
  std::vector<char>& excluded = ws_.excluded;
  index.assign(at(n) + 1, -1);
  excluded.assign(at(n) + 1, 0);
  for (EntrantId id : in_.excluded) excluded[at(id)] = 1;
  size_t m = 0;
  for (const Entrant& e : rec.entrants)
    if (!excluded[at(e.id)]) index[at(e.id)] = static_cast<int>(m++);
  // The players' memory (their colour lists) is reused: every field is set afresh.
  players_.resize(m);
  // Team indices only matter where P1-7 applies this round (adjacent(), W-4).
  std::unordered_map<std::string, int> teams;
  for (const Entrant& e : rec.entrants) {
    const int k = index[at(e.id)];
    if (k < 0) continue;
    const EntrantHistory& h = hist[at(e.id - 1)];
    SwissPlayer& p = players_[at(k)];
    p.id = e.id;
    p.number = in_.numbers[at(e.id - 1)];
    p.score = h.score();
    colour_history(h, p.colours);
    p.opponents.clear();  // (not read here: the met matrix below holds them)
    p.team = -1;
    if (avoid_team_ && !e.team.empty())
      p.team = teams.emplace(e.team, static_cast<int>(teams.size())).first->second;
    p.byes = h.byes();
    p.group = 0;
    p.row = Colour::red;
  }
  // Up to kDenseMetPlayers (a 2 MB bit matrix) a bit per pair; beyond, each player's list.
  constexpr size_t kDenseMetPlayers = 4096;
  met_words_ = m <= kDenseMetPlayers ? (m + 63) / 64 : 0;
  ws_.met.assign(m * met_words_, 0);
  ws_.met_from.assign(met_words_ > 0 ? 0 : m + 1, 0);
  ws_.met_list.clear();
  can_.resize(m);
  for (const Entrant& e : rec.entrants) {
    const int i = index[at(e.id)];
    if (i < 0) continue;
    for (const Encounter& enc : hist[at(e.id - 1)].rounds) {
      const int o = enc.opponent != 0 ? index[at(enc.opponent)] : -1;
      if (o < 0) continue;
      if (met_words_ > 0)
        ws_.met[at(i) * met_words_ + at(o) / 64] |= std::uint64_t{1} << (at(o) % 64);
      else
        ws_.met_list.push_back(o);
    }
    if (met_words_ == 0) ws_.met_from[at(i) + 1] = static_cast<int>(ws_.met_list.size());
    const ColourHistory& c = players_[at(i)].colours;
    unsigned bits = 0;
    if (can_take(c, Colour::red, {true, true})) bits |= 1u;
    if (can_take(c, Colour::black, {true, true})) bits |= 2u;
    if (can_take(c, Colour::red, {false, true})) bits |= 4u;
    if (can_take(c, Colour::black, {false, true})) bits |= 8u;
    can_[at(i)] = static_cast<unsigned char>(bits);
  }
  build_score_groups(players_, round_, groups_, ws_.scratch);
  interleaved_order(groups_, order_);
}

// Chooses the constraint level and the bye together: the strictest level at which a complete
// round exists, and S-4's bye at that level (lowest score, lowest rank, nobody twice; the bye
// passes up while the rest cannot be paired). A second bye only when no round without one exists.
bool RowPairer::choose_level_and_bye() {
  const int m = static_cast<int>(players_.size());
  const bool odd = m % 2 == 1;
  std::vector<int> bye_candidates, tiers{0};
  if (odd) {
    // S-4 "lowest-ranked": the event's tiebreak list, less T-8 (previous_round), whose
    // "ranking" reading recomputes the standings of every earlier round (too slow for a
    // pairing: ~100 ms at 1,000 players); ties it would split fall to the larger number.
    std::vector<std::string> criteria = expand_tiebreaks(rules_.tiebreaks);
    criteria.erase(std::remove(criteria.begin(), criteria.end(), "previous_round"), criteria.end());
    bye_candidates = bye_order(players_, compute_places(*in_.record, criteria, &pool_).order());
    std::vector<int> had;
    for (const SwissPlayer& p : players_) had.push_back(p.byes);
    tiers = bye_tiers(had);
  }
  const int max_level = avoid_team_ ? kNoTeam : kNoColour;
  int best_size = 0;
  std::vector<char> rematches_said;  // per candidate: "without a rematch" said (the same at every level)
  for (size_t tier = 0; tier < tiers.size(); ++tier) {  // S-4: the fewest byes first
    if (tier > 0) explain_("S-4", [&] { return bye_tier_passed(tiers[tier - 1], tiers[tier], "players"); });
    for (int level = kAll; level <= max_level; ++level) {
      guard_ = &ws_.guard;
      guard_->reset(m, AdjacencyRef(adj_[level]));
      const int size = guard_->start(order_);
      best_size = std::max(best_size, size);
      if (size < m / 2) {
        explain_("PI-5", [&] {
          return std::string("with ") + level_text(level) + ": at most " + std::to_string(2 * size) + " of " +
                 std::to_string(m) + " players can be paired (maximum matching); constraints give way";
        });
        continue;
      }
      if (odd) {
        bye_ = guard_->take_bye(
            bye_candidates, [&](int c) { return players_[at(c)].byes != tiers[tier]; },
            [&](int c) {
              if (!explain_.enabled()) return;
              // (at this level: a colour limit may be what passes it up, PI-5 before S-4). Which
              // constraint: the others without a pairing even with no rematch only are kept apart
              // by rematches alone — said so, once (a probe read "every constraint" as colours).
              const auto rematch_only = [&](int a, int b) { return a != c && b != c && adj_[kNoTeam](a, b); };
              const bool rematches = maximum_matching_size(m, AdjacencyRef(rematch_only)) < m / 2;
              rematches_said.resize(static_cast<size_t>(m), 0);
              if (rematches && rematches_said[at(c)]) return;
              if (rematches) rematches_said[at(c)] = 1;
              explain_("S-4", [&] {
                return "bye not to " + std::to_string(players_[at(c)].id) +
                       ": the others could not all be paired " +
                       (rematches ? std::string("without a rematch")
                                  : "with " + std::string(level_text(level))) +
                       "; it passes up";
              });
            });
        if (bye_ < 0) continue;
      }
      level_ = level;
      if (level != kAll) {
        explain_("PI-5", [&] { return std::string("pairing with ") + level_text(level); });
        out_.round.warnings.push_back({"PI-5", 0,
                                       std::string("round ") + std::to_string(round_) +
                                           ": no complete round keeps every constraint; paired with " +
                                           level_text(level)});
      }
      if (odd) {
        const SwissPlayer& b = players_[at(bye_)];
        explain_.decision("S-4", b.id, 0, false, [&] {
          return "bye to " + std::to_string(b.id) +
                 " (the lowest-ranked with the fewest byes that leaves a "
                 "complete round; score " +
                 points_text(b.score) + ", byes so far " + std::to_string(b.byes) + ")";
        });
        if (b.byes > 0)
          out_.round.warnings.push_back(bye_again_warning("S-4", b.id, std::to_string(b.id), round_));
      }
      return true;
    }
  }
  out_.status = PairingStatus::no_legal_pairing;
  out_.reason = "no round " + std::to_string(round_) + " without a rematch exists: at most " +
                std::to_string(2 * best_size) + " of the " + std::to_string(m) +
                " players can be paired with opponents they have not met (maximum matching)" +
                (odd ? ", the bye aside" : "");
  explain_("PT-6", [&] { return out_.reason; });
  return false;
}

bool RowPairer::take(int x, int y, const char* rule, const char* how) {
  // A pair the guard refused before stays refused (the pairs taken since only narrow the round):
  // no second try, and no second line saying so (a probe saw one refusal explained three times).
  if (guard_->refused(x, y)) return false;
  // (An unplaced floater has left the group's matching; another floater may still take it.)
  const bool in_group = group_on_ && !group_bypass_ && group_->active(x) && group_->active(y);
  if (in_group && !group_->try_remove_pair(x, y)) {
    // The group's maximum as the procedure knows it now: a later refusal of the guard may lower it
    // (docs/pairing-individual.md "As many of a group as possible").
    explain_("PI-5", [&] {
      return std::to_string(players_[at(x)].id) + "–" + std::to_string(players_[at(y)].id) +
             " not taken: it lies in no maximum pairing of the score group's open players (" +
             std::to_string(group_->size()) + (group_->size() == 1 ? " pair" : " pairs") +
             ", as far as the pairs refused so far show; group_pairs = maximum)";
    });
    return false;
  }
  if (!guard_->take(x, y)) {
    // Refused by the guard: out of the group's graph too (also when last_chance bypassed the
    // group's check — the group's adjacency reads the guard's refusals, so a matched pair there
    // must be dropped or the group's matching would hold a non-edge).
    if (in_group) group_->restore_pair(x, y);
    if (group_active(x) && group_active(y)) group_->edge_removed(x, y);
    explain_("PI-5", [&] {
      return std::to_string(players_[at(x)].id) + "–" + std::to_string(players_[at(y)].id) +
             " not taken: the players left could not all be paired";
    });
    return false;
  }
  // Paired past the group's check (last_chance, or a floater the group had let go): the group's
  // matching must not count them any more.
  if (group_on_ && !in_group)
    for (int v : {x, y})
      if (group_active(v)) group_->remove_vertex(v);
  explain_.decision(rule, players_[at(x)].id, players_[at(y)].id, false, [&] {
    return std::string(how) + ": " + std::to_string(players_[at(x)].id) + " takes " +
           std::to_string(players_[at(y)].id);
  });
  return true;
}

template <class Eligible>
int RowPairer::take_first(int x, const std::vector<int>& row, size_t from, int level, const char* rule,
                          const char* how, Eligible eligible) {
  for (size_t i = from; i < row.size(); ++i) {
    const int y = row[i];
    if (y == x || paired(y) || !eligible(y) || !adjacent(level, x, y)) continue;
    if (take(x, y, rule, how)) return y;
  }
  return -1;
}

std::string RowPairer::row_text(const std::vector<int>& row) const {
  std::string s = "[";  // (built by appending: GCC 12 warns falsely on "[" + std::string&&)
  s += join_ids(row, [&](int k) { return players_[at(k)].id; });
  s += ']';
  return s;
}

// PT-5 as PI-4 borrows it (lh_procedure.hpp): the rows of a score group are the two zones;
// the open players are the group's residents not yet paired and not leaving; an L player left
// after the same-score steps floats down (PI-2) instead of PT-5.2.4/5.
struct RowPairer::RowPolicy {
  RowPairer& rp;
  Points group_score;
  bool open(int x) const { return rp.resident_[at(x)] && !rp.done(x); }
  Points score(int x) const { return rp.players_[at(x)].score; }
  int number(int x) const { return rp.players_[at(x)].number; }
  bool may_meet(int x, int y) const { return rp.strict(x, y); }
  bool take(int x, int y, Pt5Step step) {
    switch (step) {
      case Pt5Step::first_pair: return rp.take(x, y, "PT-5.1", "first of each row");
      case Pt5Step::cross_same: return rp.take(x, y, "PI-4", "cross-row");
      case Pt5Step::same_same: return rp.take(x, y, "PI-4", "same-row");  // neighbour with neighbour
      default: assert(false && "the rows float down instead"); return false;
    }
  }
  void decided(const LhDecision& d) const {
    if (d.kind != LhCase::same_score) return;  // PT-D3: the one row left pairs within itself
    const bool red_is_l = d.l == 0;
    rp.explain_("PT-5.2", [&] {
      return std::string("score ") + points_text(group_score) +
             ": L = " + (red_is_l ? "red-due" : "black-due") + " row (" + d.why +
             "), H = " + (red_is_l ? "black-due" : "red-due");
    });
  }
  bool floats_inside() const { return false; }
  // Nobody later in the pass will take x (same-row partners are looked for after oneself), so
  // the group's matching forgets x now: a maximum that counts x would refuse pairs of the
  // others that the group can in fact still make (x kept out by the completeness guard).
  void unplaced(int x) {
    if (rp.group_on_ && !rp.last_chance(x) && rp.group_->active(x)) rp.group_->remove_vertex(x);
  }
  void leave(int x) {
    rp.leaving_[at(x)] = 1;
    if (rp.group_active(x)) rp.group_->remove_vertex(x);
  }
};

bool RowPairer::last_chance(int x, std::initializer_list<const std::vector<int>*> lists) {
  if (!group_active(x)) return false;
  const auto member = [&](int y) { return group_->active(y); };
  group_bypass_ = true;
  int y = -1;
  for (const std::vector<int>* list : lists) {
    y = take_first(x, *list, 0, kAll, "PI-5", "no partner kept the group's maximum; first compatible",
                   member);
    if (y >= 0) break;
  }
  group_bypass_ = false;
  return y >= 0;  // (take() took x and y out of the group's matching)
}

bool RowPairer::last_chance(int x) {
  const bool x_red = players_[at(x)].row == Colour::red;
  return last_chance(x, {x_red ? rows_[1] : rows_[0], x_red ? rows_[0] : rows_[1]});
}

// The baselines' view of the group (group_baselines.hpp): open = not yet paired; may meet =
// strict compatibility, as the row method's steps; take = the same guarded take(); a player
// left over gets the same last chance over the whole group, then floats down.
struct RowPairer::BaselinePolicy {
  RowPairer& rp;
  const std::vector<int>& group;  // floaters, then residents, in the baseline's order
  bool open(int x) const { return !rp.paired(x); }
  bool may_meet(int x, int y) const { return rp.strict(x, y); }
  bool take(int x, int y, BaselineStep step) {
    switch (step) {
      case BaselineStep::floater: return rp.take(x, y, "PI-4", "baseline, floater");
      case BaselineStep::fold: return rp.take(x, y, "PI-4", "fold, upper half against lower half");
      case BaselineStep::in_order:
        switch (rp.rules_.score_group_method) {
          case ScoreGroupMethod::fold: return rp.take(x, y, "PI-4", "fold, left over");
          case ScoreGroupMethod::adjacent: return rp.take(x, y, "PI-4", "adjacent, neighbours");
          default: return rp.take(x, y, "PI-4", "random");
        }
    }
    return false;
  }
  void unplaced(int x) {
    if (rp.group_on_ && !rp.last_chance(x, {&group}) && rp.group_->active(x)) rp.group_->remove_vertex(x);
  }
};

void RowPairer::pair_group_by_baseline(const std::vector<int>& carried) {
  std::vector<int>& floaters = ws_.floaters;
  std::vector<int>& residents = ws_.residents;
  floaters.clear();
  residents.clear();
  for (int f : carried)
    if (!paired(f)) floaters.push_back(f);
  for (const auto* row : rows_)
    for (int k : *row)
      if (resident_[at(k)]) residents.push_back(k);  // (the rows hold the floaters too)
  const ScoreGroupMethod method = rules_.score_group_method;
  baseline_order(
      method, residents, [&](int k) { return players_[at(k)].id; }, in_.rng);
  std::vector<int>& group = ws_.baseline_group;
  group.assign(floaters.begin(), floaters.end());
  group.insert(group.end(), residents.begin(), residents.end());
  explain_("PI-4", [&] {
    return std::string(baseline_name(method)) + " order (baseline, not a rule): " +
           (floaters.empty() ? std::string() : "floaters " + row_text(floaters) + ", ") + "residents " +
           row_text(residents);
  });
  BaselinePolicy policy{*this, group};
  run_baseline(method, floaters, residents, policy, ws_.baseline);
}

void RowPairer::pair_group(size_t gi, std::vector<int>& carried) {
  const ScoreGroup& g = groups_[gi];
  std::vector<int>& red = ws_.red;
  std::vector<int>& black = ws_.black;
  red.clear();
  black.clear();
  rows_[0] = &red;
  rows_[1] = &black;
  for (int f : carried) (players_[at(f)].row == Colour::red ? red : black).push_back(f);
  for (int k : g.red_row)
    if (k != bye_) red.push_back(k), resident_[at(k)] = 1;
  for (int k : g.black_row)
    if (k != bye_) black.push_back(k), resident_[at(k)] = 1;
  explain_("PI-1", [&] {
    return "score " + points_text(g.score) + ": red-due " + row_text(red) + ", black-due " + row_text(black) +
           (carried.empty() ? "" : "; floaters " + row_text(carried)) + " (PI-3 order)";
  });

  if (rules_.group_pairs == GroupPairs::maximum) {  // PI-5: the group's most pairs
    std::vector<char>& member = ws_.member;
    std::vector<int>& order = ws_.group_order;
    member.assign(players_.size(), 0);
    order.clear();
    for (const auto* row : {&carried, &red, &black})
      for (int k : *row)
        if (!paired(k)) member[at(k)] = 1, order.push_back(k);
    group_ = &ws_.group;
    group_->reset(static_cast<int>(players_.size()), AdjacencyRef(group_adj_), member);  // members only
    group_on_ = true;
    group_->greedy(order);
    group_->maximize();
  }

  if (rules_.score_group_method != ScoreGroupMethod::rows) {
    pair_group_by_baseline(carried);  // a comparison-only baseline in place of PI-4's steps
  } else {
    // PI-4: floaters from above first, across rows first, then within a row.
    const auto unpaired = [&](int) { return true; };
    for (int f : carried) {
      if (paired(f)) continue;
      const bool f_red = players_[at(f)].row == Colour::red;
      if (take_first(f, f_red ? black : red, 0, kAll, "PI-4", "floater, cross-row", unpaired) >= 0) continue;
      if (take_first(f, f_red ? red : black, 0, kAll, "PI-4", "floater, same-row", unpaired) >= 0) continue;
      if (group_on_ && !last_chance(f)) group_->remove_vertex(f);  // moves on down
    }

    // The rows, by PT-5's procedure (PI-4 borrows it). Residents only: an unplaced floater
    // could meet no one here and moves on.
    RowPolicy policy{*this, g.score};
    run_pt5({&red, &black}, policy, round_, rules_.lh_tie);
  }

  group_on_ = false;
  // Whoever is still unpaired floats down (PI-2), in PI-3 order (a strict total order: sort
  // gives stable_sort's order).
  std::vector<int>& next = ws_.next;
  next.clear();
  for (const auto* row : {&red, &black})
    for (int k : *row)
      if (!paired(k)) next.push_back(k);
  std::sort(next.begin(), next.end(),
            [&](int x, int y) { return pi3_before(players_[at(x)], players_[at(y)], round_); });
  for (int k : next) leaving_[at(k)] = 0, resident_[at(k)] = 0;
  if (!next.empty() && gi + 1 < groups_.size())
    explain_("PI-2", [&] { return "float down from score " + points_text(g.score) + ": " + row_text(next); });
  carried.swap(next);
}

// Only when constraints gave way: the strict pass left players over; they pair with the
// weaker constraints, preferring strictly compatible partners (always completes: the set of
// unpaired players keeps a perfect matching at the chosen level).
void RowPairer::sweep() {
  std::vector<int>& rest = ws_.rest;
  rest.clear();
  for (size_t k = 0; k < players_.size(); ++k)
    if (!paired(static_cast<int>(k)) && static_cast<int>(k) != bye_) rest.push_back(static_cast<int>(k));
  if (rest.empty()) return;
  std::sort(rest.begin(), rest.end(),
            [&](int x, int y) { return pi3_before(players_[at(x)], players_[at(y)], round_); });
  const auto any = [](int) { return true; };
  for (int x : rest) {
    if (paired(x)) continue;
    if (take_first(x, rest, 0, kAll, "PI-5", "constraints giving way, compatible", any) >= 0) continue;
    const int y = take_first(x, rest, 0, level_, "PI-5", "constraints giving way", any);
    (void)y;
    assert(y >= 0);
  }
}

// The round: colours, board order, the games numbered from the first board, warnings, the bye
// (round_boards.cpp).
void RowPairer::finish() {
  out_.round.number = round_;
  RoundBoardsInput boards;
  boards.players = &players_;
  boards.entrants = &in_.record->entrants;
  boards.pairs = &guard_->pairs();
  boards.colours = ColourContext{round_, rules_.colour_tiebreak, last_three_};
  boards.avoid_team = avoid_team_;
  boards.first_board = in_.first_board;
  boards.bye = bye_;
  write_round_boards(boards, explain_, ws_.scratch, ws_.index, out_.round);
}

void RowPairer::run() {
  out_.round.number = round_;
  build_players();
  if (!choose_level_and_bye()) return;
  const size_t m = players_.size();
  leaving_.assign(m, 0);
  resident_.assign(m, 0);
  std::vector<int>& carried = ws_.carried;  // (the bye counts as paired in the guard: out of the procedure)
  carried.clear();
  for (size_t gi = 0; gi < groups_.size(); ++gi) pair_group(gi, carried);
  sweep();
  assert(guard_->unpaired_count() == 0);
  finish();
}

}  // namespace

PairingResult pair_swiss_round(const SwissRoundInput& input, const PairingOptions& options,
                               SwissWorkspace& workspace) {
  PairingResult result;
  RowPairer pairer(input, options, result, workspace);
  pairer.run();
  return result;
}

}  // namespace xq
