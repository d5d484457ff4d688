#include "pairing/swiss/first_round.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "pairing/model/errors.hpp"
#include "pairing/model/record_check.hpp"

namespace xq {

namespace {

int seeding_number(const Entrant& e) { return e.seed != 0 ? e.seed : e.id; }

const char* method_rule(FirstRound m) {
  switch (m) {
    case FirstRound::fold: return "P1-1";
    case FirstRound::lots: return "P1-2";
    case FirstRound::full_draw: return "P1-3";
    case FirstRound::adjacent: return "P1-4";
  }
  return "P1";
}

// The pairs of the draw's boards, in board order (ExplanationLine::pairs).
std::vector<std::pair<EntrantId, EntrantId>> board_pairs(const FirstRoundDraw& draw) {
  std::vector<std::pair<EntrantId, EntrantId>> out;
  for (const FirstRoundDraw::Board& b : draw.boards) out.emplace_back(b.first, b.second);
  return out;
}

std::string board_text(const FirstRoundDraw::Board& b) {
  return std::to_string(b.first) + "–" + std::to_string(b.second);
}

}  // namespace

bool avoids_same_team(const RuleSet& rules, int round) {
  const auto& r = rules.avoid_same_team_rounds;
  if (r.size() == 1 && r[0] == 0) return true;  // "all"
  return std::find(r.begin(), r.end(), round) != r.end();
}

std::vector<EntrantId> seeding_order(const Record& record) {
  std::vector<EntrantId> ids;
  ids.reserve(record.entrants.size());
  for (const Entrant& e : record.entrants)
    if (availability(e, 1) == Availability::plays) ids.push_back(e.id);  // S-4: the bye among those present
  std::stable_sort(ids.begin(), ids.end(), [&](EntrantId a, EntrantId b) {
    const int sa = seeding_number(record.entrant(a)), sb = seeding_number(record.entrant(b));
    return sa != sb ? sa < sb : a < b;
  });
  return ids;
}

FirstRoundDraw adjacent_pairing(const std::vector<CodeAssignment>& numbers) {  // P1-4
  check_drawn_numbers(numbers);
  // The numbers in increasing order, each with its place in `numbers`.
  std::vector<std::pair<int, size_t>> sorted;
  sorted.reserve(numbers.size());
  for (size_t i = 0; i < numbers.size(); ++i) sorted.push_back({numbers[i].code, i});
  std::sort(sorted.begin(), sorted.end());
  FirstRoundDraw draw;
  draw.numbers = numbers;
  // Numbers 2k − 1 and 2k share board k: runs of equal (number + 1) / 2, in number order; the
  // one number without its partner (check_drawn_numbers allows one) has the bye.
  for (size_t b = 0; b < sorted.size();) {
    const int k = (sorted[b].first + 1) / 2;
    size_t e = b + 1;
    while (e < sorted.size() && (sorted[e].first + 1) / 2 == k) ++e;
    const CodeAssignment& first = numbers[sorted[b].second];
    if (e - b == 2) {
      const CodeAssignment& second = numbers[sorted[b + 1].second];
      draw.boards.push_back({first.entrant, second.entrant, first.code, second.code});
    } else {
      draw.bye = first.entrant;
      draw.bye_number = first.code;
    }
    b = e;
  }
  return draw;
}

std::vector<CodeAssignment> numbers_drawn_before(const Record& record) {  // P1-4
  std::vector<CodeAssignment> numbers;
  std::string missing;
  for (const Entrant& e : record.entrants) {
    if (availability(e, 1) != Availability::plays) continue;  // absent from round 1: not drawn in
    if (e.code)
      numbers.push_back({e.id, *e.code});
    else
      missing += (missing.empty() ? "" : ", ") + std::to_string(e.id);
  }
  if (numbers.empty()) return numbers;
  if (!missing.empty())
    throw InputError("", 0, "entrants",
                     "some players have a drawn number and others (" + missing +
                         ") none: give every player a number, or none");
  if (record.rules.first_round != FirstRound::adjacent)
    throw InputError("", 0, "entrants",
                     "the players have numbers drawn before round 1 (P1-4), but first_round is not adjacent");
  return numbers;
}

FirstRoundDraw draw_first_round(const Record& record, Rng& rng, const Explainer& explain) {
  const std::vector<CodeAssignment> drawn_before = numbers_drawn_before(record);
  const std::vector<EntrantId> order = seeding_order(record);
  const int n = static_cast<int>(order.size());
  const int upper = n / 2;  // odd field: the lower half has one more (P1-2)
  const auto id_at = [&](int rank) { return order[static_cast<size_t>(rank - 1)]; };
  FirstRoundDraw draw;
  switch (record.rules.first_round) {
    case FirstRound::fold:  // P1-1: upper i meets lower i
      for (int i = 1; i <= upper; ++i) draw.boards.push_back({id_at(i), id_at(upper + i), i, upper + i});
      if (n % 2) draw.bye = id_at(n), draw.bye_number = n;
      break;
    case FirstRound::lots: {  // P1-2: upper 1, 2, … each draw an opponent from the lower half
      std::vector<int> lower;
      for (int r = upper + 1; r <= n; ++r) lower.push_back(r);
      for (int i = 1; i <= upper; ++i) {
        const size_t k = static_cast<size_t>(rng.index(static_cast<int>(lower.size())));
        const int r = lower[k];
        lower.erase(lower.begin() + static_cast<std::ptrdiff_t>(k));
        draw.boards.push_back({id_at(i), id_at(r), i, r});
      }
      if (!lower.empty()) draw.bye = id_at(lower.front()), draw.bye_number = lower.front();
      break;
    }
    case FirstRound::full_draw: {  // P1-3: random pairing of all
      std::vector<int> ranks;
      for (int r = 1; r <= n; ++r) ranks.push_back(r);
      rng.shuffle(ranks);
      for (size_t i = 0; i + 1 < ranks.size(); i += 2)
        draw.boards.push_back({id_at(ranks[i]), id_at(ranks[i + 1]), ranks[i], ranks[i + 1]});
      if (n % 2) draw.bye = id_at(ranks.back()), draw.bye_number = ranks.back();
      break;
    }
    case FirstRound::adjacent: {  // P1-4: upper half draws odd numbers, lower half even
      // Numbers drawn at the event (every entrant has one before round 1) are used as they
      // are, so a real event's round 1 can be reproduced; otherwise they are drawn here.
      std::vector<CodeAssignment> numbers = drawn_before;
      if (numbers.empty()) {
        std::vector<int> odd, even;
        for (int i = 0; i < upper; ++i) odd.push_back(2 * i + 1);
        for (int i = 0; i < n - upper; ++i) even.push_back(2 * i + 2);
        rng.shuffle(odd);
        rng.shuffle(even);
        for (int i = 1; i <= n; ++i)
          numbers.push_back({id_at(i), i <= upper ? odd[static_cast<size_t>(i - 1)]
                                                  : even[static_cast<size_t>(i - upper - 1)]});
      }
      draw = adjacent_pairing(numbers);
      break;
    }
  }
  // P1-1..P1-4: the boards the method pairs (a P1-7 swap afterwards states its own two).
  explain.decisions(
      method_rule(record.rules.first_round), false, [&] { return board_pairs(draw); },
      [&] {
        std::string s = "boards " + join_ids(draw.boards, board_text);
        if (draw.bye) s += "; bye " + std::to_string(*draw.bye) + " (S-4: left over by the method)";
        return s;
      });
  if (!draw.numbers.empty())
    explain("P1-4", [&] {
      return "drawn numbers (entrant=number): " + join_ids(draw.numbers, [](const CodeAssignment& c) {
               return std::to_string(c.entrant) + "=" + std::to_string(c.code);
             });
    });
  return draw;
}

void avoid_same_team(FirstRoundDraw& draw, const Record& record, std::vector<Warning>& warnings,
                     const Explainer& explain) {  // P1-7
  const auto team = [&](EntrantId id) -> const std::string& { return record.entrant(id).team; };
  const auto clash = [&](EntrantId a, EntrantId b) { return !team(a).empty() && team(a) == team(b); };
  const int n = static_cast<int>(draw.boards.size());
  auto& b = draw.boards;
  for (int i = 0; i < n; ++i) {
    auto& bi = b[static_cast<size_t>(i)];
    if (!clash(bi.first, bi.second)) continue;
    bool resolved = false;
    for (int d = 1; d < n && !resolved; ++d) {
      for (int j : {i + d, i - d}) {  // nearest board, below before above
        if (j < 0 || j >= n) continue;
        auto& bj = b[static_cast<size_t>(j)];
        if (clash(bi.first, bj.second) || clash(bj.first, bi.second)) continue;
        std::string swap_text;  // said before the swap, written after it with the boards it pairs
        if (explain.enabled())
          swap_text = "board " + std::to_string(i + 1) + " " + board_text(bi) + " same team '" +
                      team(bi.first) + "': swap lower opponents with board " + std::to_string(j + 1) + " " +
                      board_text(bj);
        std::swap(bi.second, bj.second);
        std::swap(bi.second_number, bj.second_number);
        explain.decisions(  // P1-7: the two boards the swap pairs
            "P1-7", false,
            [&] {
              return std::vector<std::pair<EntrantId, EntrantId>>{{bi.first, bi.second},
                                                                  {bj.first, bj.second}};
            },
            [&] { return swap_text; });
        resolved = true;
        break;
      }
    }
    // No board will do: the bye (an odd field's leftover) is the last place to swap with — the
    // lower player takes the bye, the bye's player the board (a probe: 1–2 of one team, bye 3 of
    // another, was paired with W-4 though 1–3 avoids it).
    if (!resolved && draw.bye && !clash(bi.first, *draw.bye)) {
      const EntrantId was = *draw.bye;
      explain.decisions(
          "P1-7", false,
          [&] {
            return std::vector<std::pair<EntrantId, EntrantId>>{{bi.first, was}};
          },
          [&] {
            return "board " + std::to_string(i + 1) + " " + board_text(bi) + " same team '" + team(bi.first) +
                   "': no board to swap with; " + std::to_string(bi.second) + " takes the bye of " +
                   std::to_string(was) + ", who plays " + std::to_string(bi.first);
          });
      std::swap(bi.second, *draw.bye);
      std::swap(bi.second_number, draw.bye_number);
      resolved = true;
    }
    if (!resolved) {
      warnings.push_back({"W-4", bi.first,
                          "round 1: " + entrant_text(&record.entrants, bi.first) + " and " +
                              entrant_text(&record.entrants, bi.second) + " of team '" + team(bi.first) +
                              "' meet: no swap with another board or the bye avoids it"});
      explain("P1-7", [&] {
        return "board " + std::to_string(i + 1) + " " + board_text(bi) + ": no swap resolves the clash (W-4)";
      });
    }
  }
}

Round colour_first_round(const FirstRoundDraw& draw, FirstRoundColours colours, const Explainer& explain) {
  Round round;
  round.number = 1;
  for (size_t k = 0; k < draw.boards.size(); ++k) {
    const auto& b = draw.boards[k];
    const int board = static_cast<int>(k + 1);
    const bool first_smaller = b.first_number < b.second_number;
    bool first_red;
    if (colours == FirstRoundColours::parity)  // P1-5: a < b, a + b odd → a red; even → b red
      first_red = ((b.first_number + b.second_number) % 2 != 0) == first_smaller;
    else  // P1-6: odd boards the smaller number red, even boards the larger
      first_red = (board % 2 == 1) == first_smaller;
    Game g;
    g.board = board;
    g.red = first_red ? b.first : b.second;
    g.black = first_red ? b.second : b.first;
    round.games.push_back(g);
  }
  if (draw.bye) round.byes.push_back(Bye{*draw.bye, std::nullopt});
  explain.decisions(  // P1-5 / P1-6: each board's colours
      colours == FirstRoundColours::parity ? "P1-5" : "P1-6", true,
      [&] {
        std::vector<std::pair<EntrantId, EntrantId>> pairs;
        for (const Game& g : round.games) pairs.emplace_back(g.red, g.black);
        return pairs;
      },
      [&] {
        return "colours (red–black): " + join_ids(round.games, [](const Game& g) {
                 return std::to_string(g.red) + "–" + std::to_string(g.black);
               });
      });
  return round;
}

PairingResult pair_first_round(const Record& record, Rng& rng, const PairingOptions& options) {
  PairingResult result;
  const Explainer explain(options.explain, result.explanation);
  FirstRoundDraw draw = draw_first_round(record, rng, explain);
  std::vector<Warning> warnings;
  if (avoids_same_team(record.rules, 1)) {
    avoid_same_team(draw, record, warnings, explain);
    // Each line keeps only the pairs the round still has: the method's those P1-7 left as they
    // were (a swapped board is P1-7's), a P1-7 swap's those no later swap undid (review).
    if (explain.enabled()) {
      const std::vector<std::pair<EntrantId, EntrantId>> now = board_pairs(draw);
      for (ExplanationLine& line : result.explanation)
        std::erase_if(line.pairs,
                      [&](const auto& p) { return std::find(now.begin(), now.end(), p) == now.end(); });
    }
  }
  result.round = colour_first_round(draw, record.rules.first_round_colours, explain);
  result.round.warnings = std::move(warnings);
  // P1-4: the drawn numbers are the players' numbers for pairing purposes; returned as codes
  // unless P1-8 draws its own codes after round 1.
  if (!record.rules.competition_codes) result.codes = draw.numbers;
  return result;
}

}  // namespace xq
