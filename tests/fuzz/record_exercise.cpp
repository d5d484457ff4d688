#include "tests/fuzz/record_exercise.hpp"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "pairing/io/record_json.hpp"
#include "pairing/knockout/knockout.hpp"
#include "pairing/model/errors.hpp"
#include "pairing/pairing.hpp"
#include "pairing/standings/standings.hpp"
#include "pairing/standings/team_standings.hpp"
#include "verify/verify.hpp"

namespace xq::fuzz {

void exercise_record(const Record& record, const std::string& file) {
  // The JSON round trip first: it must hold whatever the commands below refuse.
  std::ostringstream out;
  write_record_json(out, record);
  std::istringstream in(out.str());
  try {
    (void)read_record_json(in, "written.json");
  } catch (const InputError& e) {
    std::fprintf(stderr, "a record written as JSON does not read back: %s\n", e.what());
    std::abort();
  }

  (void)verify_record(record);
  check_playoff_games(record, file);
  const Record stage = first_stage(record);
  (void)compute_standings(stage);
  if (!stage.teams.empty()) (void)compute_team_standings(stage);
  if (record.rules.knockout != Knockout::none && record.rounds.size() > stage.rounds.size())
    (void)event_places(record);
}

}  // namespace xq::fuzz
