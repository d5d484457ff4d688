#include "pairing/swiss/colour_rules.hpp"

#include <cassert>
#include <cstdlib>

namespace xq {

ColourHistory colour_history(const EntrantHistory& history) {
  ColourHistory h;
  colour_history(history, h);
  return h;
}

void colour_history(const EntrantHistory& history, ColourHistory& h) {
  h.reds = h.blacks = h.streak = 0;
  h.last.reset();
  h.by_round.clear();
  h.by_round.reserve(history.rounds.size());
  for (const Encounter& e : history.rounds) {
    if (!e.has_colour()) {  // S-2: forfeits give no colour; byes and absences none
      h.by_round.push_back(std::nullopt);
      continue;
    }
    const Colour c = *e.colour;
    h.by_round.push_back(c);
    (c == Colour::red ? h.reds : h.blacks) += 1;
    h.streak = h.last == c ? h.streak + 1 : 1;
    h.last = c;
  }
}

namespace {

int need_after(const ColourHistory& h, Colour c) { return h.need() + (c == Colour::red ? 1 : -1); }

bool breaks_streak(const ColourHistory& h, Colour c) { return h.last == c && h.streak >= 2; }

bool breaks_difference(const ColourHistory& h, Colour c) {
  const int after = std::abs(need_after(h, c));
  return after > 2 && after > std::abs(h.need());
}

}  // namespace

bool can_take(const ColourHistory& h, Colour c, ColourLimits limits) {
  if (limits.streak && breaks_streak(h, c)) return false;          // 禁连三
  if (limits.difference && breaks_difference(h, c)) return false;  // 禁多三
  return true;
}

int limit_breaks(const ColourHistory& h, Colour c) {
  return (breaks_streak(h, c) ? 1 : 0) + (breaks_difference(h, c) ? 1 : 0);
}

std::optional<Colour> colour_due(const ColourHistory& h) {  // PI-1
  if (!h.has_colour()) return std::nullopt;
  if (h.reds < h.blacks || (h.reds == h.blacks && h.last == Colour::black)) return Colour::red;
  return Colour::black;
}

const char* to_string(ColourReason r) {
  switch (r) {
    case ColourReason::hard_limit: return "hard colour limit";
    case ColourReason::last_rounds: return "PI-7 higher score's due colour";
    case ColourReason::need: return "PI-6 colour need";
    case ColourReason::streak: return "PI-6 streak";
    case ColourReason::look_back: return "PI-6 look-back";
    case ColourReason::tiebreak: return "PI-6 colour_tiebreak";
  }
  return "";
}

bool tiebreak_a_red(int a, int b, int round, ColourTiebreak tiebreak) {
  const bool a_smaller = a < b;
  if (tiebreak == ColourTiebreak::round_parity)  // odd round: smaller red; even: larger red
    return (round % 2 == 1) == a_smaller;
  // number_parity (001's P1-5): sum odd → smaller red; even → larger red
  return ((a + b) % 2 != 0) == a_smaller;
}

ColourChoice choose_colours(const ColourCandidate& a, const ColourCandidate& b, const ColourContext& ctx) {
  assert(a.colours && b.colours);
  const ColourHistory& ha = *a.colours;
  const ColourHistory& hb = *b.colours;
  // Hard limits first: an assignment that keeps them (or breaks fewer) wins.
  const int breaks_a_red = limit_breaks(ha, Colour::red) + limit_breaks(hb, Colour::black);
  const int breaks_b_red = limit_breaks(hb, Colour::red) + limit_breaks(ha, Colour::black);
  if (breaks_a_red != breaks_b_red) return {breaks_a_red < breaks_b_red, ColourReason::hard_limit};

  // PI-7: in the last three rounds, with different scores, the higher score's due colour.
  if (ctx.last_three && a.score != b.score) {
    const ColourHistory& high = a.score > b.score ? ha : hb;
    if (const auto due = colour_due(high)) {
      const bool high_red = *due == Colour::red;
      return {a.score > b.score ? high_red : !high_red, ColourReason::last_rounds};
    }
  }
  // PI-6: the player more in need of red gets it.
  if (ha.need() != hb.need()) return {ha.need() < hb.need(), ColourReason::need};
  const auto black_streak = [](const ColourHistory& h) {
    return h.last == Colour::black ? h.streak : h.last == Colour::red ? -h.streak : 0;
  };
  if (black_streak(ha) != black_streak(hb))
    return {black_streak(ha) > black_streak(hb), ColourReason::streak};
  // Look back to the most recent round in which the two had different colours.
  const size_t rounds = std::min(ha.by_round.size(), hb.by_round.size());
  for (size_t i = rounds; i-- > 0;) {
    const auto ca = ha.by_round[i], cb = hb.by_round[i];
    if (ca && cb && *ca != *cb) return {*ca == Colour::black, ColourReason::look_back};
  }
  return {tiebreak_a_red(a.number, b.number, ctx.round, ctx.tiebreak), ColourReason::tiebreak};
}

void add_colour_warnings(const ColourHistory& h, EntrantId id, Colour c, const std::string& where,
                         std::vector<Warning>& out, const std::vector<Entrant>* entrants) {
  if (h.last == c && h.streak >= 2)  // W-2 (the text is built only for a warning: this runs for every player)
    out.push_back({"W-2", id,
                   where + entrant_text(entrants, id) + (c == Colour::red ? " red " : " black ") +
                       std::to_string(h.streak + 1) + " games running"});
  const int after = h.need() + (c == Colour::red ? 1 : -1);
  if (after > 2 || after < -2)  // W-3
    out.push_back(
        {"W-3", id, where + entrant_text(entrants, id) + " reds − blacks = " + std::to_string(after)});
}

}  // namespace xq
