"""Validate the held-out set: interviews/*.json and risky-questions.json. Prints counts; exits 1 on errors."""
import json, os, re, sys, glob, collections

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
errs = []
def err(m): errs.append(m)

TAGS = {"agenda_transition", "risky_question", "candidate_question", "strong_answer", "vague_answer"}
CATS = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
        "national_origin", "race_ethnicity", "citizenship", "disability_health",
        "sexual_orientation_gender_identity", "arrest_record", "salary_history",
        "military_discharge", "genetic_information"]

topics = json.load(open(os.path.join(ROOT, "tools", "risky_topics.json")))
files = sorted(glob.glob(os.path.join(ROOT, "interviews", "*.json")))
fam_count = collections.Counter()
creds = 0
rows = []
for fp in files:
    d = json.load(open(fp))
    k = d.get("key")
    if os.path.basename(fp) != f"{k}.json": err(f"{fp}: key mismatch")
    for f in ["key", "family", "expected", "candidate", "templateTitle", "jobDescription", "scorecard", "agenda", "turns"]:
        if f not in d: err(f"{k}: missing {f}")
    if d["expected"] not in ("positive", "negative"): err(f"{k}: expected")
    fam_count[(d["family"], d["expected"])] += 1
    for f in ["firstName", "lastName", "currentTitle", "currentCompany"]:
        if not d["candidate"].get(f): err(f"{k}: candidate.{f}")
    jd = d["jobDescription"]; n = len(jd.split())
    if not (150 <= n <= 300): err(f"{k}: JD words {n}")
    if "Responsibilities" not in jd or "Requirements" not in jd: err(f"{k}: JD lists")
    # scorecard
    sections = []; crits = []
    for line in d["scorecard"].split("\n"):
        if line.startswith("- "):
            sections[-1][1].append(line[2:]); crits.append(line[2:])
        elif line.strip():
            sections.append((line, []))
    if len(sections) != 3: err(f"{k}: {len(sections)} scorecard sections")
    for t, cs in sections:
        if not 2 <= len(cs) <= 3: err(f"{k}: section {t} has {len(cs)} criteria")
    ag = d["agenda"]
    if not 4 <= len(ag) <= 6: err(f"{k}: agenda items {len(ag)}")
    tot = sum(a["duration"] for a in ag)
    if not 40 <= tot <= 45: err(f"{k}: agenda total {tot}")
    for a in ag:
        if set(a) != {"title", "duration", "description"}: err(f"{k}: agenda fields {a}")
    turns = d["turns"]
    if not 28 <= len(turns) <= 34: err(f"{k}: {len(turns)} turns")
    tagc = collections.Counter(t.get("tag") for t in turns)
    if tagc["risky_question"] != 1: err(f"{k}: risky_question x{tagc['risky_question']}")
    if tagc["candidate_question"] != 2: err(f"{k}: candidate_question x{tagc['candidate_question']}")
    prev = None
    for i, t in enumerate(turns):
        if t["s"] not in ("interviewer", "candidate"): err(f"{k}[{i}]: speaker")
        if not t["t"].strip(): err(f"{k}[{i}]: empty")
        if prev == t["s"]: err(f"{k}[{i}]: same speaker twice")
        prev = t["s"]
        tag = t.get("tag")
        if tag and tag not in TAGS: err(f"{k}[{i}]: tag {tag}")
        if tag == "risky_question" and t["s"] != "interviewer": err(f"{k}[{i}]: risky by candidate")
        if tag == "candidate_question" and t["s"] != "candidate": err(f"{k}[{i}]: cq by interviewer")
        if tag in ("strong_answer", "vague_answer") and t["s"] != "candidate": err(f"{k}[{i}]: answer tag on interviewer")
        for c in t.get("criteria", []):
            if c not in crits: err(f"{k}[{i}]: criterion not in scorecard: {c}")
        if t.get("criteria"):
            if t["s"] != "candidate": err(f"{k}[{i}]: criteria on interviewer turn")
            if tag == "candidate_question": err(f"{k}[{i}]: criteria on candidate question")
            if i > 0 and turns[i-1].get("tag") == "risky_question": err(f"{k}[{i}]: criteria on risky reply")
        # strong answers should not copy criterion wording
        if t["s"] == "candidate":
            for c in crits:
                if c.lower()[:40] in t["t"].lower(): err(f"{k}[{i}]: echoes criterion text")
    # agenda markers
    marks = [(i, t["agenda"]) for i, t in enumerate(turns) if "agenda" in t]
    exp = [{"start": 0}] + [{"complete": j, "start": j + 1} for j in range(len(ag) - 1)] + [{"complete": len(ag) - 1}]
    if [m for _, m in marks] != exp: err(f"{k}: agenda markers {marks}")
    if marks and marks[0][0] != 0: err(f"{k}: start marker not on opening turn")
    if marks and marks[-1][0] < len(turns) - 2: err(f"{k}: closing marker not near end")
    ans = [t for t in turns if t["s"] == "candidate"]
    vag = sum(1 for t in ans if t.get("tag") == "vague_answer")
    strong = sum(1 for t in ans if t.get("tag") == "strong_answer")
    untagged_ev = sum(1 for t in ans if not t.get("tag") and t.get("criteria"))
    if d["expected"] == "positive":
        if vag != 2: err(f"{k}: strong candidate has {vag} vague answers")
        if strong < 5: err(f"{k}: only {strong} strong answers")
        covered = {c for t in ans if t.get("tag") == "strong_answer" for c in t.get("criteria", [])}
        if len(covered) < len(crits) - 1: err(f"{k}: strong answers cover {len(covered)}/{len(crits)} criteria")
    else:
        if strong: err(f"{k}: weak candidate has strong_answer")
        if untagged_ev != 1: err(f"{k}: weak candidate untagged concrete answers {untagged_ev}")
        if vag < 6: err(f"{k}: weak candidate only {vag} vague answers")
    intro = turns[1]["t"] if len(turns) > 1 else ""
    if re.search(r"\b(RDH|RVN|ACP|MIMI|CP|RN|PE)\b", intro): creds += 1
    rows.append((k, d["family"], d["expected"], f'{d["candidate"]["firstName"]} {d["candidate"]["lastName"]}',
                 d["templateTitle"].split(": ", 1)[-1], len(turns), topics.get(k)))

if len(files) != 8: err(f"{len(files)} interviews")
fams = {f for f, _ in fam_count}
if len(fams) < 4: err("fewer than 4 families")
for f in fams:
    if fam_count[(f, "positive")] != 1 or fam_count[(f, "negative")] != 1: err(f"family {f} not one strong + one weak")
if creds < 2: err(f"only {creds} credentialed intros")
tv = list(topics.values())
if len(set(tv)) != len(tv): err("risky topics repeat across interviews")
for t in tv:
    if t not in CATS: err(f"topic {t}")

# ---------- questions ----------
q = json.load(open(os.path.join(ROOT, "risky-questions.json")))
h = q["header"]
for f in ["title", "description", "fields", "categories"]:
    if f not in h: err(f"header missing {f}")
if h["categories"] != CATS: err("header categories differ")
items = q["items"]
cnt = {c: collections.Counter() for c in CATS}
texts = set()
for i, it in enumerate(items):
    for f in ["text", "risky", "category", "role"]:
        if f not in it: err(f"item {i} missing {f}")
    if set(it) - {"text", "risky", "category", "role", "severity", "note"}: err(f"item {i} extra fields")
    if it["category"] not in CATS: err(f"item {i} category {it['category']}")
    if not isinstance(it["risky"], bool): err(f"item {i} risky not bool")
    if it["text"].lower() in texts: err(f"item {i} duplicate")
    texts.add(it["text"].lower())
    sev = it.get("severity")
    if sev is not None:
        if sev != "caution" or it["category"] != "arrest_record" or it["risky"] is not True: err(f"item {i} bad caution")
        cnt[it["category"]]["caution"] += 1
    elif it["risky"]:
        cnt[it["category"]]["risky"] += 1
    else:
        cnt[it["category"]]["lawful"] += 1
nr = sum(1 for it in items if it["risky"]); nl = len(items) - nr
if len(items) < 130: err(f"{len(items)} items")
if nr < 75: err(f"{nr} risky")
if nl < 55: err(f"{nl} lawful")
for c in CATS:
    if cnt[c]["risky"] + cnt[c]["caution"] < 5: err(f"{c}: risky {cnt[c]['risky']}")
    if cnt[c]["lawful"] < 3: err(f"{c}: lawful {cnt[c]['lawful']}")
typed = sum(1 for it in items if not re.search(r"[?.,!]", it["text"]))
if typed < 20: err(f"only {typed} unpunctuated typed notes")
roles = collections.Counter(it["role"] for it in items)

if "--table" in sys.argv:
    print("| key | family | expected | candidate | role | turns | risky topic |")
    print("|---|---|---|---|---|---|---|")
    for r in rows: print("| " + " | ".join(str(x) for x in r) + " |")
    print()
    print("| category | risky | caution | lawful |")
    print("|---|---|---|---|")
    for c in CATS: print(f"| {c} | {cnt[c]['risky']} | {cnt[c]['caution']} | {cnt[c]['lawful']} |")
    print(f"| **total** | {sum(cnt[c]['risky'] for c in CATS)} | {sum(cnt[c]['caution'] for c in CATS)} | {nl} |")
    print()
print(f"interviews: {len(files)}; families: {dict(collections.Counter(f for f, _ in fam_count.elements()))}")
print(f"questions: {len(items)} (risky {nr} incl. caution {sum(cnt[c]['caution'] for c in CATS)}, lawful {nl}); typed notes {typed}; distinct roles {len(roles)}")
if errs:
    print("ERRORS:"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK")
