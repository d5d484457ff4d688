// Laws of the fairness summary (REP; SIM-3..SIM-5: threads and shards give the same report as one
// thread), on random small records with random strengths (ties in strength included):
//  - merge is commutative and associative;
//  - folding tournaments one by one equals splitting them anyhow, folding each part and merging
//    the parts in any order — exactly (operator==), individual and team events, and compare mode;
//  - the JSON of a summary reads back exactly.
// RC_CLASSIFY shows that the interesting cases (tied pairs, unresolved ties, equal strengths,
// PI-10 finals) are reached.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "pairing/standings/final_outcome.hpp"
#include "reports/fairness_summary.hpp"
#include "tests/support/record_gen.hpp"

namespace xq {
namespace {

struct Sample {
  Record record;
  std::vector<double> strength;
};

// Strengths on a coarse grid (many equal) or a fine one (nearly all distinct).
std::vector<double> gen_strengths(int n) {
  const bool coarse = *rc::gen::arbitrary<bool>();
  const auto k =
      *rc::gen::container<std::vector<int>>(static_cast<size_t>(n), rc::gen::inRange(0, coarse ? 5 : 100000));
  std::vector<double> s;
  for (int x : k) s.push_back(coarse ? 1500.0 + 100.0 * x : 1000.0 + 0.02 * x);
  return s;
}

std::vector<Sample> gen_samples(bool team) {
  const int count = *rc::gen::inRange(1, 7);
  std::vector<Sample> samples;
  for (int i = 0; i < count; ++i) {
    Sample s;
    s.record = *gen::record({.team_event = team, .max_entrants = 12, .max_rounds = 5});
    if (!team) gen::maybe_final(s.record);  // sometimes a PI-10 final
    s.strength = gen_strengths(s.record.entrant_count());
    samples.push_back(std::move(s));
  }
  return samples;
}

// Cuts `samples` into consecutive parts at random points.
std::vector<std::vector<const Sample*>> gen_split(const std::vector<Sample>& samples) {
  std::vector<std::vector<const Sample*>> parts(1);
  for (const Sample& s : samples) {
    if (!parts.back().empty() && *rc::gen::arbitrary<bool>()) parts.emplace_back();
    parts.back().push_back(&s);
  }
  if (*rc::gen::arbitrary<bool>()) parts.emplace_back();  // an empty part (a thread with nothing to do)
  return parts;
}

template <class Summary, class Make>
void check_split_law(const std::vector<Sample>& samples, const Make& make) {
  Summary all = make();
  for (const Sample& s : samples) add_tournament(all, s.record, s.strength);

  auto parts = gen_split(samples);
  std::vector<Summary> folded;
  for (const auto& part : parts) {
    Summary p = make();
    for (const Sample* s : part) add_tournament(p, s->record, s->strength);
    folded.push_back(std::move(p));
  }
  // Merge in a random order, as threads finish.
  const auto keys = *rc::gen::container<std::vector<int>>(folded.size(), rc::gen::inRange(0, 1000));
  std::vector<size_t> order(folded.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return keys[x] < keys[y]; });
  Summary merged = make();
  for (size_t i : order) merge(merged, folded[i]);
  RC_ASSERT(merged == all);
}

template <class Summary>
void check_merge_laws(const Summary& a, const Summary& b, const Summary& c) {
  Summary ab = a, ba = b;
  merge(ab, b);
  merge(ba, a);
  RC_ASSERT(ab == ba);
  Summary ab_c = ab;
  merge(ab_c, c);
  Summary bc = b;
  merge(bc, c);
  Summary a_bc = a;
  merge(a_bc, bc);
  RC_ASSERT(ab_c == a_bc);
}

void classify(const FairnessSummary& s, const std::vector<Sample>& samples) {
  bool final = false;
  for (const Sample& x : samples) final = final || find_final(x.record).has_value();
  RC_CLASSIFY(s.tiebreaks.tied_pairs > 0, "tied pairs");
  RC_CLASSIFY(s.tiebreaks.unresolved > 0, "unresolved ties");
  RC_CLASSIFY(s.tiebreaks.equal_strength_pairs > 0, "equal strengths");
  RC_CLASSIFY(final, "PI-10 final");
}

RC_GTEST_PROP(FairnessMerge, IndividualSplitAnyWayMergesToTheWhole, ()) {
  const std::vector<Sample> samples = gen_samples(false);
  const auto make = [] { return make_fairness_summary({"wxc-swiss"}); };
  check_split_law<FairnessSummary>(samples, make);
  FairnessSummary all = make();
  for (const Sample& s : samples) add_tournament(all, s.record, s.strength);
  classify(all, samples);
}

RC_GTEST_PROP(FairnessMerge, TeamSplitAnyWayMergesToTheWhole, ()) {
  const std::vector<Sample> samples = gen_samples(true);
  check_split_law<FairnessSummary>(samples,
                                   [] { return make_fairness_summary({"team-pt14"}, TiebreakScope::team); });
}

RC_GTEST_PROP(FairnessMerge, CommutativeAndAssociative, ()) {
  const auto make = [](const std::vector<Sample>& samples) {
    FairnessSummary s = make_fairness_summary({"cn-14.3.1"});
    for (const Sample& x : samples) add_tournament(s, x.record, x.strength);
    return s;
  };
  check_merge_laws(make(gen_samples(false)), make(gen_samples(false)), make(gen_samples(false)));
}

RC_GTEST_PROP(FairnessMerge, ComparisonSplitAnyWayMergesToTheWhole, ()) {
  const std::vector<Sample> samples = gen_samples(false);
  const auto make = [] {
    return make_comparison_summary(
        {{"cn-14.3.1"}, {"wxc-swiss"}, {"opponent_score", "direct_encounter"}, {}});
  };
  check_split_law<ComparisonSummary>(samples, make);
  const auto fold = [&](size_t from, size_t to) {
    ComparisonSummary c = make();
    for (size_t i = from; i < to && i < samples.size(); ++i)
      add_tournament(c, samples[i].record, samples[i].strength);
    return c;
  };
  check_merge_laws(fold(0, 2), fold(2, 4), fold(4, 7));
}

RC_GTEST_PROP(FairnessMerge, JsonRoundTripIsExact, ()) {
  const std::vector<Sample> samples = gen_samples(false);
  ComparisonSummary c = make_comparison_summary({{"wxc-swiss"}, {"matchbp"}});
  for (const Sample& s : samples) add_tournament(c, s.record, s.strength);
  const auto json = to_json(c);
  const ComparisonSummary back = comparison_summary_from_json(nlohmann::ordered_json::parse(json.dump()));
  RC_ASSERT(back == c);
  RC_ASSERT(to_json(back).dump() == json.dump());
  const FairnessSummary one =
      fairness_summary_from_json(nlohmann::ordered_json::parse(to_json(c.variants[1]).dump()));
  RC_ASSERT(one == c.variants[1]);
}

}  // namespace
}  // namespace xq
