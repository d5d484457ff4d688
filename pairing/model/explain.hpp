// Building the explanation of a pairing only when it was asked for: the text of a line is
// produced by a callable that is never invoked when explaining is off.
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "pairing/model/round_result.hpp"

namespace xq {

/// Appends explanation lines to a result when enabled; otherwise costs one branch per call.
class Explainer {
 public:
  Explainer(bool enabled, std::vector<ExplanationLine>& out) : enabled_(enabled), out_(&out) {}
  /// One that explains nothing (for callers that do not ask).
  Explainer() = default;
  bool enabled() const { return enabled_; }
  /// Adds a line `rule: make()` when enabled; `make` returns a std::string.
  template <class F>
  void operator()(const char* rule, F&& make) const {
    if (enabled_) out_->push_back(ExplanationLine{rule, std::forward<F>(make)()});
  }
  /// The same for a line that decides one pairing: `first` plays `second` (0: takes the bye);
  /// `coloured`: `first` red (home). Read by tools that compare pairings (ExplanationLine).
  template <class F>
  void decision(const char* rule, EntrantId first, EntrantId second, bool coloured, F&& make) const {
    if (enabled_) out_->push_back(ExplanationLine{rule, std::forward<F>(make)(), first, second, coloured});
  }
  /// A line that decides several pairings at once (ExplanationLine::pairs): `pairs()` returns
  /// them in board order; `coloured`: each first red (home).
  template <class P, class F>
  void decisions(const char* rule, bool coloured, P&& pairs, F&& make) const {
    if (!enabled_) return;
    ExplanationLine l{rule, std::forward<F>(make)()};
    l.coloured = coloured;
    l.pairs = std::forward<P>(pairs)();
    out_->push_back(std::move(l));
  }
  /// PT-10/PT-11: a team's players on boards 1, 2, … (ExplanationLine::seated), from `seated()`.
  template <class S, class F>
  void seating(const char* rule, S&& seated, F&& make) const {
    if (!enabled_) return;
    ExplanationLine l{rule, std::forward<F>(make)()};
    l.seated = std::forward<S>(seated)();
    out_->push_back(std::move(l));
  }

 private:
  bool enabled_ = false;
  std::vector<ExplanationLine>* out_ = nullptr;
};

/// "12, 5, 3": `id_of` of each element (a number or a string) joined by ", " (explanations).
template <class Range, class Id>
std::string join_ids(const Range& range, Id id_of) {
  std::string s;
  for (const auto& x : range) {
    if (!s.empty()) s += ", ";
    if constexpr (std::is_convertible_v<decltype(id_of(x)), std::string>)
      s += id_of(x);
    else
      s += std::to_string(id_of(x));
  }
  return s;
}

}  // namespace xq
