#!/usr/bin/env python3
"""Validates real xqsim outputs against the JSON Schemas of docs/schemas/ (ctest: Schemas.*).

Runs the given xqsim to write every kind of JSON it writes — records (init, pair, simulate --keep,
samples/), summaries (simulate, compare, merge), reports, `standings --format json` in each of its
shapes — and checks each against its schema. Then checks that documents broken on purpose
(tests/schemas/broken-record.json and mutations of the real outputs) are refused, so a schema that
accepts anything fails this test. Needs python3-jsonschema (scripts/setup-debian.sh).

usage: validate_outputs.py XQSIM SOURCE_DIR WORK_DIR
"""
import copy
import glob
import json
import os
import shutil
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("python3-jsonschema is missing (Debian: apt-get install python3-jsonschema; "
             "scripts/setup-debian.sh installs it)")

XQSIM, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
SCHEMAS = os.path.join(SOURCE, "docs", "schemas")
failures = []
checked = {}


def validator(name):
    with open(os.path.join(SCHEMAS, name + ".schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


VALIDATORS = {n: validator(n) for n in ("record", "summary", "report", "standings", "export")}


def first_error(kind, doc):
    e = jsonschema.exceptions.best_match(VALIDATORS[kind].iter_errors(doc))
    if e is None:
        return None
    return "/".join(str(p) for p in e.absolute_path) + ": " + e.message[:300]


def check(kind, path=None, doc=None, label=None):
    if doc is None:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    label = label or os.path.relpath(path, WORK if path.startswith(WORK) else SOURCE)
    error = first_error(kind, doc)
    checked[kind] = checked.get(kind, 0) + 1
    if error:
        failures.append(f"{label} does not fit {kind}.schema.json: {error}")
    return doc


def must_fail(kind, doc, what):
    if first_error(kind, doc) is None:
        failures.append(f"{kind}.schema.json accepts a broken document: {what}")


def xqsim(*args, stdout=None):
    r = subprocess.run([XQSIM, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=WORK)
    if r.returncode != 0:
        failures.append(f"xqsim {' '.join(args)} exited {r.returncode}: {r.stderr.strip()[:500]}")
    return r.stdout


shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
scenario = lambda name: os.path.join(SOURCE, "scenarios", name + ".toml")

# Batches: an individual Swiss, a team Swiss, a round robin in groups with a knockout (KO-2), a
# comparison and a merge of two shards. Each writes summary.json, report.json and kept records.
batches = {
    "swiss": ["simulate", scenario("wxc-2022-men"), "-n", "2", "--keep", "2"],
    "team": ["simulate", scenario("national-games-2021-team-final"), "-n", "2", "--keep", "1"],
    "knockout": ["simulate", scenario("wxc-2019-women"), "-n", "2", "--keep", "1"],
    "round-robin": ["simulate", scenario("wxc-2019-youth-boys"), "-n", "2", "--keep", "1"],
    "compare": ["compare", scenario("wxc-2022-men"), "-n", "2", "--tiebreaks", "cn-14.3.1", "--tiebreaks",
                "wxc-swiss"],
    # --lang zh writes "lang" in summary.json and report.json; --variant writes each variant's "set".
    "compare-zh": ["compare", scenario("wxc-2019-men"), "-n", "2", "--variant", "cn:tiebreaks=cn-14.3.1",
                   "--variant", "bye-zero:tiebreaks=cn-14.3.1,bye_opponent_score=zero", "--lang", "zh"],
    "shard1": ["simulate", scenario("wxc-2022-men"), "-n", "3", "--shard", "1/2"],
    "shard2": ["simulate", scenario("wxc-2022-men"), "-n", "3", "--shard", "2/2"],
}
for name, args in batches.items():
    xqsim(*args, "--seed", "5", "--threads", "2", "--out", os.path.join(WORK, name))
xqsim("merge", os.path.join(WORK, "shard1", "summary.json"), os.path.join(WORK, "shard2", "summary.json"),
      "--out", os.path.join(WORK, "merged"))
for name in list(batches) + ["merged"]:
    for kind in ("summary", "report"):
        path = os.path.join(WORK, name, kind + ".json")
        if os.path.exists(path):
            check(kind, path)
        else:
            failures.append(f"{path} was not written")
kept = sorted(glob.glob(os.path.join(WORK, "*", "records", "*.json")))
if len(kept) < 5:
    failures.append(f"expected kept records of every batch, found {kept}")
for path in kept:
    check("record", path)

# A record as the arbiter's commands write it: init, then pair (round 1 pending).
event = os.path.join(WORK, "club.json")
data = os.path.join(SOURCE, "tests", "data", "workflow")
xqsim("init", "--entrants", os.path.join(data, "eight-players.csv"), "--rules", os.path.join(data, "fold.toml"),
      "--out", event, "--event", "Schema club")
check("record", event, label="init's record")
xqsim("pair", event)
check("record", event, label="pair's record")
# Issue 14 item 4: the FIDE facts of the entry list and init's event options.
fide_event = os.path.join(WORK, "fide.json")
fide_list = os.path.join(WORK, "fide.csv")
with open(fide_list, "w", encoding="utf-8") as f:
    f.write("name,sex,title,fide_id,birth_date,federation\nWang,m,GM,8603677,1989/06/18,CHN\nNgo,w,,,1996,VIE\n")
xqsim("init", "--entrants", fide_list, "--set", "rounds=3", "--out", fide_event, "--city", "Hanoi",
      "--federation", "VIE", "--start-date", "2024-05-01", "--end-date", "2024/05/09", "--chief-arbiter", "A",
      "--deputy-arbiter", "B", "--deputy-arbiter", "C", "--type", "Open", "--time-control", "90 min")
check("record", fide_event, label="init's record with FIDE facts")
samples = sorted(glob.glob(os.path.join(SOURCE, "samples", "*.json")))
for path in samples:
    check("record", path)


# What `xqsim COMMAND ARGS… --format json` prints, checked against COMMAND's schema.
def printed(command, label, *args):
    text = xqsim(command, *args, "--format", "json")
    try:
        doc = json.loads(text)
    except ValueError as e:
        failures.append(f"{command} {label}: not JSON ({e})")
        return None
    return check(command, doc=doc, label=f"{command} {label}")


# standings --format json in each of its shapes.
def standings(label, *args):
    return printed("standings", label, *args)


def kept_record(batch):
    return sorted(glob.glob(os.path.join(WORK, batch, "records", "*.json")))[0]


for path in samples:
    standings(os.path.basename(path), path)
standings("(T-13 team ranking)", kept_record("swiss"), "--teams")
standings("(PT-14 team standings)", kept_record("team"), "--teams")
standings("(KO-5 final places)", kept_record("knockout"))
standings("(KO-5 team places, KO-4)", kept_record("team"))
standings("(knockout, stage 1, group A)", kept_record("knockout"), "--stage", "1", "--group", "A")
rr = kept_record("round-robin")
standings("(merged table, not official)", rr)
with open(rr, encoding="utf-8") as f:
    category = next(e["category"] for e in json.load(f)["entrants"] if e.get("category"))
standings("(category, separate)", rr, "--category", category)
standings("(category, filter)", rr, "--category", category, "--set", "category_ranking=filter")



def refused_when_broken(kind, output, mutations):
    """Each mutation of a real output (a document, or the path of one) must make it fail `kind`'s schema."""
    if isinstance(output, str):
        with open(output, encoding="utf-8") as f:
            good = json.load(f)
    else:
        good = output
    for what, change in mutations:
        doc = copy.deepcopy(good)
        change(doc)
        must_fail(kind, doc, what)


# export --format json: every table of an individual event (English and Chinese), one round's
# results, a team event's team standings, a category's ranking.
def export(label, *args):
    return printed("export", label, *args)


played = kept_record("swiss")
exported = export("(all, en)", played, "--what", "all")
export("(all, zh)", played, "--what", "all", "--lang", "zh")
export("(results of round 1)", played, "--what", "results", "--round", "1")
export("(team standings)", kept_record("team"))
export("(a knockout's last round: its play-offs in a game column)", kept_record("knockout"), "--what", "results")
# T-14: one category's ranking (--category), its table named for the category in either language.
for lang, table in (("en", "category " + category), ("zh", category + "组别")):
    by_category = export(f"(category {category}, {lang})", rr, "--category", category, "--lang", lang)
    if by_category is not None:
        if list(by_category) != [table]:
            failures.append(f"export --category {category} --lang {lang}: tables {list(by_category)}, "
                            f"expected ['{table}']")
        refused_when_broken("export", by_category, [
            (f"a category table without the category's name ({lang})",
             lambda d, t=table, bare="category " if lang == "en" else "组别": d.update({bare: d.pop(t)})),
        ])
if exported is not None:
    if sorted(exported) != ["crosstable", "round " + str(len(json.load(open(played, encoding="utf-8"))["rounds"])),
                            "standings"]:
        failures.append(f"export (all, en): unexpected tables {sorted(exported)}")
    refused_when_broken("export", exported, [
        ("a table named 'scores'", lambda d: d.update(scores=d["standings"])),
        ("a number in a cell", lambda d: d["standings"]["rows"][0].update(rank=1)),
        ("a table without its key", lambda d: d["standings"].pop("key")),
        ("an empty export", lambda d: d.clear()),
    ])

# Documents broken on purpose must be refused: the schemas are not "anything goes".
with open(os.path.join(SOURCE, "tests", "schemas", "broken-record.json"), encoding="utf-8") as f:
    must_fail("record", json.load(f), "tests/schemas/broken-record.json")
refused_when_broken("record", event, [
    ("a game result 'white_win'", lambda d: d["rounds"][0]["games"][0].update(result="white_win")),
    ("an unknown key in an entrant", lambda d: d["entrants"][0].update(colour="red")),
    ("no entrants", lambda d: d.pop("entrants")),
    ("schema 2", lambda d: d.update(schema=2)),
    ("an entrant id 0", lambda d: d["entrants"][0].update(id=0)),
])
refused_when_broken("record", fide_event, [
    ("a sex 'x'", lambda d: d["entrants"][0].update(sex="x")),
    ("a title 'gm'", lambda d: d["entrants"][0].update(title="gm")),
    ("a FIDE id as a number", lambda d: d["entrants"][0].update(fide_id=8603677)),
    ("a birth date 1989-06-18", lambda d: d["entrants"][0].update(birth_date="1989-06-18")),
    ("a federation 'China'", lambda d: d["entrants"][0].update(federation="China")),
    ("an unknown key in event_info", lambda d: d["event_info"].update(arbiter="A")),
    ("a start date 2024/13/01", lambda d: d["event_info"].update(start_date="2024/13/01")),
])
refused_when_broken("summary", os.path.join(WORK, "swiss", "summary.json"), [
    ("no count", lambda d: d.pop("count")),
    ("a histogram key that is not a number", lambda d: d["distributions"]["floats"].update(x=1)),
    ("a sum that is a number, not text", lambda d: d["fairness"]["metrics"]["kendall_tau"].update(sum=1.5)),
    ("both fairness and comparison",
     lambda d: d.update(comparison={"schema": 1, "variants": [], "differences": []})),
])
refused_when_broken("report", os.path.join(WORK, "swiss", "report.json"), [
    ("kind 'other'", lambda d: d.update(kind="other")),
    ("a simulate report without its ranking", lambda d: d.pop("ranking")),
    ("a ci95 of three numbers", lambda d: d["ranking"]["kendall_tau"].update(ci95=[0, 1, 2])),
])
zh_report = os.path.join(WORK, "compare-zh", "report.json")
if os.path.exists(zh_report):
    with open(zh_report, encoding="utf-8") as f:
        if json.load(f).get("lang") != "zh":
            failures.append(f"{zh_report}: no \"lang\": \"zh\"")
    refused_when_broken("report", zh_report, [
        ("a compare report in 'fr'", lambda d: d.update(lang="fr")),
        ("a variant's set that is a list", lambda d: d["variants"][0].update(set=[])),
    ])
must_fail("standings", {"criteria": [], "rows": [{"rank": "1", "shared": False, "start_no": 1, "name": "A",
                                                  "team": "", "score": "1", "tiebreaks": {}}]},
          "a rank as text")

summary_line = ", ".join(f"{n} {k}" for k, n in sorted(checked.items()))
if failures:
    print("\n".join(failures))
    print(f"FAILED: {len(failures)} problem(s); checked {summary_line}")
    sys.exit(1)
print(f"every output fits its schema ({summary_line}); every broken document is refused")
