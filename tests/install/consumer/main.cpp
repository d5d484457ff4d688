// Pairs round 1 of an 8-player Swiss with the installed xqsim::pairing and prints the boards as
// CSV (board,red_no,black_no,red_name,black_name), as `xqsim pair --format csv` numbers them.
#include <iostream>
#include <string>

#include "pairing/model/record.hpp"
#include "pairing/model/rng.hpp"
#include "pairing/pairing.hpp"

int main() {
  xq::Record record;
  record.event = "consumer";
  record.rules.rounds = 5;
  for (int i = 1; i <= 8; ++i) {
    xq::Entrant e;
    e.id = i;
    e.name = "Player " + std::to_string(i);
    e.rating = 2400 - 25 * i;
    record.entrants.push_back(e);
  }
  xq::Rng rng = xq::round_rng(1, 1);  // `xqsim pair`'s default seed, round 1's stream
  const xq::PairingResult pairing = xq::pair_next_round(record, rng);
  if (!pairing.ok()) {
    std::cerr << "no pairing: " << pairing.reason << '\n';
    return 1;
  }
  std::cout << "board,red_no,black_no,red_name,black_name\n";
  for (const xq::Game& g : pairing.round.games)
    std::cout << g.board << ',' << g.red << ',' << g.black << ',' << record.entrant(g.red).name << ','
              << record.entrant(g.black).name << '\n';
  return 0;
}
