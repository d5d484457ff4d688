// KO-1.5, KO-2 (KO-2.4): the event's places as the verifier reads them from its bracket (KO-1.5:
// 5.. the first stage's), and the claimed event places (V-5, claimed_event_places) against them.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "verify/knockout_detail.hpp"
#include "verify/ledger.hpp"

namespace xq::verify_detail {

namespace {

std::string place_text(int place) {
  if (place <= 0) return "unplaced";
  const int tens = place % 100;
  const char* suffix = tens >= 11 && tens <= 13 ? "th"
                       : place % 10 == 1        ? "st"
                       : place % 10 == 2        ? "nd"
                       : place % 10 == 3        ? "rd"
                                                : "th";
  return str(place) + suffix;
}

}  // namespace

// KO-1.5, KO-2: the verifier's places, and the claimed ones against them.
void KnockoutCheck::check_places() {
  const std::vector<ClaimedPlace>& rows = l_.options.claimed_event_places;
  const int n = count_;
  std::vector<int> own(at(n), 0);
  std::vector<std::string> how(at(n));
  for (const auto& [slots, outcomes] : rounds_)
    for (size_t i = 0; i < slots.size(); ++i) {
      const Outcome& o = outcomes[i];
      if (slots[i].upper == 0 || !o.known) continue;
      if (o.winner != 0)
        own[at(o.winner - 1)] = slots[i].upper, how[at(o.winner - 1)] = "won the " + slots[i].label;
      if (o.loser != 0)
        own[at(o.loser - 1)] = slots[i].upper + 1, how[at(o.loser - 1)] = "lost the " + slots[i].label;
    }
  if (rules_.knockout == Knockout::top_four)  // KO-1.5: 5.. the first stage's places, shared as there
    for (EntrantId e = 1; e <= n; ++e)
      if (place_of(place_, e) > 4) own[at(e - 1)] = place_[at(e - 1)], how[at(e - 1)] = "first stage";
  const bool everything = complete_ && places_known_;
  if (everything && rules_.knockout == Knockout::cross) {
    std::vector<int> sorted = own;
    std::sort(sorted.begin(), sorted.end());
    for (int p = 1; p <= n; ++p)
      if (sorted[at(p - 1)] != p) {
        notes_.push_back("KO-2: the verifier's own places are not 1.." + str(n) +
                         " each once (a match that does not exist — a double forfeit, or its entrants kept "
                         "out — leaves places "
                         "to nobody)");
        break;
      }
  }
  if (rows.empty()) {
    notes_.emplace_back(
        "V-5: no event places claimed by the engine (it gave none for this record): the knockout's places "
        "are the verifier's own only");
    return;
  }
  const int r = static_cast<int>(rec_.rounds.size());
  std::vector<int> seen(at(n) + 1, 0);
  std::map<int, std::vector<EntrantId>> holders;
  for (const ClaimedPlace& row : rows) {
    if (row.id < 1 || row.id > n) {
      sink_.violation("V-5", "V-5", r, 0, row.id, "the event places list unknown id " + str(row.id));
      continue;
    }
    if (seen[at(row.id)]++) {
      sink_.violation("V-5", "V-5", r, 0, row.id, "the event places list " + who(row.id) + " twice");
      continue;
    }
    if (row.place < 0 || row.place > n)
      sink_.violation(
          "V-5", rule_, r, 0, row.id,
          "the event places give " + who(row.id) + " place " + str(row.place) + ", outside 1.." + str(n));
    else if (row.place > 0)
      holders[row.place].push_back(row.id);
  }
  for (EntrantId e = 1; e <= n; ++e)
    if (!seen[at(e)]) sink_.violation("V-5", "V-5", r, 0, e, "the event places leave out " + who(e));
  // KO-1.5: places 1–4 from the knockout, each once; KO-2.4: places 1..n each once.
  const int once = rules_.knockout == Knockout::top_four ? std::min(4, n) : n;
  const std::string each = rules_.knockout == Knockout::top_four
                               ? "places 1–4 are each given once (KO-1.5)"
                               : "places 1–" + str(n) + " are each given once (KO-2.4)";
  for (const auto& [p, ids] : holders)
    if (p <= once && ids.size() > 1)
      sink_.violation(
          "V-5", rule_, r, 0, ids[1],
          "the event places give " + str(p) + " to " + who(ids[0]) + " and " + who(ids[1]) + "; " + each);
  // A place the verifier's own bracket gives to nobody either (a match that does not exist: a double
  // forfeit, or its entrants kept out — docs/knockout.md "Withdrawals") is no gap in the claim.
  const auto nobodys = [&](int p) {
    return places_known_ && std::find(own.begin(), own.end(), p) == own.end();
  };
  if (complete_)
    for (int p = 1; p <= once; ++p)
      if (!holders.count(p) && !nobodys(p))
        sink_.violation("V-5", rule_, r, 0, 0,
                        "the event places give place " + str(p) + " to nobody; " + each);
  if (!places_known_) {
    notes_.push_back(std::string("V-5 ") + rule_ +
                     ": the claimed event places are not compared with the verifier's own (the knockout is "
                     "not read against its bracket)");
    return;
  }
  for (const ClaimedPlace& row : rows) {
    if (row.id < 1 || row.id > n) continue;
    const int mine = own[at(row.id - 1)];
    if (row.place == mine) continue;
    const std::string because = mine == 0 ? "undecided" : how[at(row.id - 1)];
    sink_.violation("V-5", rule_, r, 0, row.id,
                    "the event places give " + who(row.id) + " " +
                        (row.place == 0 ? std::string("no place") : place_text(row.place)) +
                        ", the verifier " + (mine == 0 ? std::string("no place") : place_text(mine)) + " (" +
                        because + ")");
  }
}

}  // namespace xq::verify_detail
