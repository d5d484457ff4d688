#!/usr/bin/env python3
"""How often first place is shared, over the JSON records a batch kept (`xqsim simulate … --keep K`).

docs/fairness.md "Validation against a published study" compares these shares with K. Carter's
("Ties in Swiss Tournaments"), so they are counted by his definitions, read from the games alone:
  outright    one player alone on the top score;
  resolved    several share the top score, and one of them beat every other one of them;
  unresolved  the rest (typically three on the top score, each having beaten one of the others,
              or two on it who never met);
single winner = outright + resolved. Each with its share and 95 % Wilson interval.

  scripts/top-ties.py RECORDS_DIR
"""
import json
import math
import pathlib
import sys

WIN = {"red_win": "red", "black_forfeit": "red", "black_win": "black", "red_forfeit": "black"}


def kind(record):
    """'outright', 'resolved' or 'unresolved' for one record (Swiss games and byes, S-1 points)."""
    points = record["rules"].get("points", {})
    win, draw = points.get("win", 2), points.get("draw", 1)
    score = {e["id"]: 0.0 for e in record["entrants"]}
    beat = set()  # (winner, loser) of a decided game
    for rnd in record["rounds"]:
        for g in rnd["games"]:
            if g.get("kind", "regular") != "regular":
                continue
            side = WIN.get(g["result"])
            if side:
                winner, loser = (g["red"], g["black"]) if side == "red" else (g["black"], g["red"])
                score[winner] += win
                beat.add((winner, loser))
            elif g["result"] == "draw":
                score[g["red"]] += draw
                score[g["black"]] += draw
        for b in rnd.get("byes", []):
            score[b["entrant"]] += win  # S-3: a bye scores as a win
    top = max(score.values())
    tied = [p for p, s in score.items() if s == top]
    if len(tied) == 1:
        return "outright"
    if any(all((p, q) in beat for q in tied if q != p) for p in tied):
        return "resolved"
    return "unresolved"


def wilson(k, n, z=1.959964):
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


def main():
    files = sorted(pathlib.Path(sys.argv[1]).glob("*.json"))
    counts = {"outright": 0, "resolved": 0, "unresolved": 0}
    for f in files:
        counts[kind(json.loads(f.read_text(encoding="utf-8")))] += 1
    n = len(files)
    print(f"{n} tournaments")
    rows = list(counts.items()) + [("single winner", counts["outright"] + counts["resolved"])]
    for name, k in rows:
        p, lo, hi = wilson(k, n)
        print(f"{name:14s} {k:6d}  {100 * p:5.1f}% [{100 * lo:4.1f}%, {100 * hi:4.1f}%]")


if __name__ == "__main__":
    main()
