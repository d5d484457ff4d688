// The arbiter's changes to the field during an event (issue 14): a withdrawal, an announced
// absence, a late entry. Each checks that the change fits the record (InputError naming the
// record and the reason, the record unchanged) and makes it; `xqsim withdraw`, `absent` and `add`
// call them. What the changes mean for pairing and scoring: Entrant's fields, docs/cli.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pairing/model/record.hpp"

namespace xq {

/// The entrant `who` names: a start number ("7"), or a name equal to exactly one entrant's; the
/// spaces around it (trimmed's, U+3000 too) are not part of it.
/// Throws InputError(file, "PLAYER") for an unknown number or name and for a name two entrants
/// share (listing their start numbers).
[[nodiscard]] EntrantId find_entrant(const Record& record, const std::string& who, const std::string& file);

/// What is left of an event whose rounds are all paired besides its rounds: play-off games being
/// played (on the last round's boards, without a result) or still to be paired (KO-3's next game of a
/// drawn match, T-12's play-offs). Worked out by pair_record's playoffs_left; with anything left the
/// event is not complete, and a refused withdrawal or late entry says so and what to do instead.
struct PlayoffsLeft {
  enum class Kind : std::uint8_t { none, being_played, to_pair } kind = Kind::none;
  std::vector<EntrantId> players;  ///< who plays in those games
};

/// Withdraws `id` from round `from_round` on (default: the next round to be paired,
/// rounds.size() + 1): not paired from then on, his results so far stay. Returns the round.
/// Refused: a round already paired, a round after the event's last, a round before the
/// entrant's first (a late entry), an entrant already withdrawn, a team event. His absences
/// announced for the rounds it covers are taken out (the withdrawal decides those rounds, S-2);
/// `dropped`, when given, receives those rounds.
int withdraw_entrant(Record& record, EntrantId id, std::optional<int> from_round, const std::string& file,
                     std::vector<int>* dropped = nullptr, const PlayoffsLeft& left = {});

/// An announced absence of `id` in `round`: not paired that round, scores absence_points (S-2).
/// Refused: a round already paired, after the event's last, before the entrant's first, after
/// his withdrawal, an absence already announced, a team event.
void announce_absence(Record& record, EntrantId id, int round, const std::string& file);

/// A late entry: `entrant` (name, team, rating, category; the rest is set here) joins as start
/// number n + 1 from the next round to be paired; the rounds before score late_entry_points (S-2).
/// The others' start numbers do not change. Returns the new start number. Refused: not an
/// individual Swiss (a round robin's table, a knockout's bracket and team lists are fixed), the
/// event complete (every round paired), an empty name or one already in the record.
EntrantId add_entrant(Record& record, Entrant entrant, const std::string& file,
                      const PlayoffsLeft& left = {});

}  // namespace xq
