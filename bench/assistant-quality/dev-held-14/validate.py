#!/usr/bin/env python3
"""Checks held-out set 14 (interviews, risky_topics.json, risky-questions.json).

Adapted from the checker of an earlier set: this set's four families, exclusion lists that add every family used
elsewhere (including the earlier held-out sets), introductions that may omit the candidate's name (at least two
must), and the thresholds of this set (180+ questions, 100+ risky, 75+ lawful, 7+ risky and 5+ lawful per
category, 4-6 caution items, 45+ typed notes, one role per item, 7 strong + 2 vague answers for strong candidates,
8 vague + 1 modest answer for weak ones).

Usage: python3 validate.py        (exit code 0 = pass)
"""
import glob
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
# Role families used elsewhere in the project: a set-14 family may not contain any of these words.
EXCLUDED_FAMILY_WORDS = ["software", "backend", "designer", "nurse", "sales", "account_executive",
                         "customer_support", "data_analyst", "graduate", "warehouse", "accountant", "chef",
                         "electrician", "teacher", "mechanic", "motor_vehicle", "dental", "hygienist", "paralegal",
                         "veterinary", "physio", "civil", "site_engineer", "hvac", "refrigeration", "payroll",
                         "arborist", "tree_surgeon", "dispatcher", "claims", "adjuster", "biomedical",
                         "surveyor", "probation", "procurement", "chemist",
                         "wind_turbine", "librarian", "property_manager", "clinical_research",
                         "firefighter", "freight", "radiographer", "joiner",
                         "hgv", "social_worker", "actuar", "food_technologist", "flight_attendant", "security_operations", "care_home", "landscape_gardener",
                         "pharmacy_technician", "bricklayer", "hr_business_partner", "event_coordinator",
                         "optical_dispenser", "scaffolder", "museum_curator", "underwriter",
                         "dietitian", "plasterer", "logistics_planner", "recruitment_consultant",
                         "midwife", "locksmith", "grants_officer", "hotel_night_manager"]
# The four families of this set (one strong and one weak interview each).
SET_FAMILIES = ["estate_agent", "school_business_manager", "tattoo_artist", "rail_signaller"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 14)"
INTERVIEW_KEYS = ["key", "family", "expected", "candidate", "templateTitle", "jobDescription", "scorecard",
                  "agenda", "turns"]
CANDIDATE_KEYS = ["firstName", "lastName", "currentTitle", "currentCompany"]
TURN_KEYS = {"s", "t", "tag", "agenda", "criteria"}
TAGS = {"agenda_transition", "risky_question", "candidate_question", "strong_answer", "vague_answer"}
BUZZWORDS = ["holistic", "best practice", "best-in-class", "stakeholder", "synergy", "synergies", "value-add",
             "passionate", "passion", "journey", "leverage", "end to end", "end-to-end", "alignment", "aligned",
             "align", "going forward", "empower", "robust", "win-win", "customer-centric", "data-driven",
             "paramount", "non-negotiable", "continuous improvement", "solutions-oriented", "seamless",
             "streamlined", "bespoke", "co-create", "dynamic", "adaptable", "work smart", "people person",
             "big picture", "key drivers", "dna", "above and beyond", "own that", "learning journey",
             "transparent", "compliant", "ownership", "root cause", "opportunity", "optimised", "evolves"]
VERDICT_WORDS = ["great answer", "excellent", "perfect", "impressive", "brilliant", "good answer", "well done",
                 "fantastic", "love that", "spot on", "that's wrong", "not good enough", "weak answer"]
CREDENTIAL_RE = re.compile(r"^[^.]*?\b[A-Z][a-z]+ [A-Z][A-Za-z'-]+, ([A-Z][A-Za-z0-9 /&]+)")

errors = []


def err(msg):
    errors.append(msg)


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        err(f"{os.path.relpath(path, HERE)}: JSON does not parse: {e}")
        return None


# ------------------------------------------------------------------ interviews
def parse_scorecard(text, where):
    sections, crits, current = [], [], None
    for line in text.split("\n"):
        if not line.strip():
            continue
        if line.startswith("- "):
            if current is None:
                err(f"{where}: scorecard criterion before any section title")
            crits.append(line[2:])
            sections[-1][1].append(line[2:]) if sections else None
        else:
            current = line
            sections.append((line, []))
    if len(sections) != 3:
        err(f"{where}: scorecard has {len(sections)} sections, expected 3")
    if any(len(cs) == 0 for _, cs in sections):
        err(f"{where}: a scorecard section has no criteria")
    if len(crits) != 6:
        err(f"{where}: scorecard has {len(crits)} criteria, expected 6")
    if len(set(crits)) != len(crits):
        err(f"{where}: duplicate criteria")
    return crits


def check_job_description(jd, where):
    if "Responsibilities:" not in jd or "Requirements:" not in jd:
        err(f"{where}: jobDescription needs 'Responsibilities:' and 'Requirements:'")
        return
    intro, rest = jd.split("Responsibilities:", 1)
    resp, req = rest.split("Requirements:", 1)
    if len(intro.strip()) < 150:
        err(f"{where}: jobDescription intro paragraph too short")
    for name, block in (("Responsibilities", resp), ("Requirements", req)):
        bullets = [l for l in block.split("\n") if l.startswith("- ")]
        if len(bullets) < 3:
            err(f"{where}: {name} has {len(bullets)} '- ' bullets, expected 3+")
    tail = [l for l in req.split("\n") if l.strip() and not l.startswith("- ")]
    if not tail or not re.search(r"(hour|pay|salary|\$|GBP|£)", tail[-1], re.I):
        err(f"{where}: jobDescription should end with an hours/pay line")


def check_interview(d, path, risky_topics, summary):
    where = os.path.basename(path)
    if list(d.keys()) != INTERVIEW_KEYS:
        err(f"{where}: keys {list(d.keys())} != {INTERVIEW_KEYS}")
        return
    key = d["key"]
    if where != key + ".json":
        err(f"{where}: key {key!r} does not match file name")
    fam = d["family"]
    if not re.fullmatch(r"[a-z][a-z0-9_]*", fam):
        err(f"{where}: family not snake_case")
    if any(w in fam for w in EXCLUDED_FAMILY_WORDS):
        err(f"{where}: family {fam} is in the excluded list")
    if fam not in SET_FAMILIES:
        err(f"{where}: family {fam} is not one of this set's families {SET_FAMILIES}")
    if not key.startswith(fam + "-") or key.split("-")[-1] not in ("strong", "weak"):
        err(f"{where}: key should be <family>-strong|weak")
    exp = d["expected"]
    strong = key.endswith("-strong")
    if exp not in ("positive", "negative") or (exp == "positive") != strong:
        err(f"{where}: expected {exp!r} inconsistent with key")
    if list(d["candidate"].keys()) != CANDIDATE_KEYS or not all(isinstance(v, str) and v for v in d["candidate"].values()):
        err(f"{where}: candidate object malformed")
    crits = parse_scorecard(d["scorecard"], where)
    check_job_description(d["jobDescription"], where)
    agenda = d["agenda"]
    if len(agenda) != 5:
        err(f"{where}: agenda has {len(agenda)} items, expected 5")
    for a in agenda:
        if set(a.keys()) != {"title", "duration", "description"} or not isinstance(a["duration"], int):
            err(f"{where}: agenda item malformed: {a}")
    total = sum(a.get("duration", 0) for a in agenda)
    if not 42 <= total <= 43:
        err(f"{where}: agenda totals {total} min, expected 42-43")
    last = len(agenda) - 1

    turns = d["turns"]
    if not 28 <= len(turns) <= 32:
        err(f"{where}: {len(turns)} turns, expected 28-32")
    if turns[0]["s"] != "interviewer":
        err(f"{where}: first turn should be the interviewer")
    cur = None  # current agenda item
    seen_start0 = closed = False
    risky_idx, cq, substantive = [], [], []
    for i, t in enumerate(turns):
        tw = f"{where} turn {i}"
        if not set(t.keys()) <= TURN_KEYS or "s" not in t or "t" not in t:
            err(f"{tw}: bad keys {list(t.keys())}")
            continue
        if t["s"] not in ("interviewer", "candidate") or not t["t"].strip():
            err(f"{tw}: bad speaker or empty text")
        if i > 0 and t["s"] == turns[i - 1]["s"]:
            err(f"{tw}: speakers do not alternate")
        tag = t.get("tag")
        if tag is not None and tag not in TAGS:
            err(f"{tw}: unknown tag {tag}")
        ag = t.get("agenda")
        if ag is not None:
            if t["s"] != "interviewer":
                err(f"{tw}: agenda marker on a candidate turn")
            if ag == {"start": 0}:
                if i != 0 or seen_start0:
                    err(f"{tw}: start 0 should be on the opening turn only")
                seen_start0, cur = True, 0
                if tag is not None:
                    err(f"{tw}: opening turn should not be tagged")
            elif set(ag.keys()) == {"complete", "start"}:
                if cur is None or ag["complete"] != cur or ag["start"] != cur + 1 or ag["start"] > last:
                    err(f"{tw}: transition {ag} out of order (current {cur})")
                if tag != "agenda_transition":
                    err(f"{tw}: transition turn must be tagged agenda_transition")
                cur = ag["start"]
            elif set(ag.keys()) == {"complete"}:
                if ag["complete"] != last or cur != last:
                    err(f"{tw}: closing marker {ag} but current item {cur}")
                if tag != "agenda_transition":
                    err(f"{tw}: closing turn must be tagged agenda_transition")
                closed = True
            else:
                err(f"{tw}: malformed agenda marker {ag}")
        elif tag == "agenda_transition":
            err(f"{tw}: agenda_transition tag without a marker")
        if closed and ag is None and t["s"] == "interviewer":
            err(f"{tw}: interviewer turn after the closing turn")
        if t["s"] == "interviewer":
            if tag not in (None, "agenda_transition", "risky_question"):
                err(f"{tw}: interviewer turn has candidate tag {tag}")
            if "criteria" in t:
                err(f"{tw}: interviewer turn has criteria")
            low = t["t"].lower()
            if len(t["t"].split()) > 60:
                err(f"{tw}: interviewer turn has {len(t['t'].split())} words; keep interviewer turns notes-like (<= 60)")
            for v in VERDICT_WORDS:
                if v in low:
                    err(f"{tw}: interviewer gives a verdict ({v!r})")
            if tag == "risky_question":
                risky_idx.append(i)
        else:
            if tag in ("agenda_transition", "risky_question"):
                err(f"{tw}: candidate turn has interviewer tag {tag}")
            if tag == "candidate_question":
                cq.append(i)
                if cur != last or closed:
                    err(f"{tw}: candidate_question outside the last agenda item")
                if "criteria" in t:
                    err(f"{tw}: candidate_question should not carry criteria")
            if "criteria" in t:
                c = t["criteria"]
                if not isinstance(c, list) or not c:
                    err(f"{tw}: criteria must be a non-empty list")
                for x in c:
                    if x not in crits:
                        err(f"{tw}: criterion not in scorecard: {x!r}")
                if len(set(c)) != len(c):
                    err(f"{tw}: duplicate criteria")
                substantive.append(i)
            elif tag in ("strong_answer", "vague_answer"):
                err(f"{tw}: {tag} without criteria")
    if not seen_start0:
        err(f"{where}: no start 0 marker")
    if not closed:
        err(f"{where}: no closing marker")
    if len(risky_idx) != 1:
        err(f"{where}: {len(risky_idx)} risky_question turns, expected 1")
    else:
        r = risky_idx[0]
        if turns[r].get("agenda") is not None:
            err(f"{where}: risky question should not be a transition turn")
        if r + 1 >= len(turns) or turns[r + 1]["s"] != "candidate":
            err(f"{where}: risky question has no candidate reply")
        elif "criteria" in turns[r + 1] or "tag" in turns[r + 1]:
            err(f"{where}: reply to the risky question must have no criteria or tag")
    if len(cq) != 2:
        err(f"{where}: {len(cq)} candidate_question turns, expected 2")
    tags = Counter(turns[i].get("tag") for i in substantive)
    if strong:
        if tags.get("vague_answer", 0) != 2:
            err(f"{where}: strong candidate has {tags.get('vague_answer', 0)} vague answers, expected 2")
        if tags.get(None, 0):
            err(f"{where}: strong candidate has untagged answers with criteria")
        if tags.get("strong_answer", 0) != 7:
            err(f"{where}: strong candidate has {tags.get('strong_answer', 0)} strong answers, expected 7")
        for i in substantive:
            if turns[i].get("tag") == "strong_answer" and not re.search(r"\d", turns[i]["t"]):
                err(f"{where} turn {i}: strong answer has no numbers/readings")
            if turns[i].get("tag") == "strong_answer" and not re.search(r"\bI\b|\bI'(d|m|ve|ll)\b", turns[i]["t"]):
                err(f"{where} turn {i}: strong answer does not say what the candidate personally did ('I')")
    else:
        if tags.get("strong_answer", 0):
            err(f"{where}: weak candidate has strong_answer tags")
        if tags.get(None, 0) != 1:
            err(f"{where}: weak candidate has {tags.get(None, 0)} modestly concrete answers, expected 1")
        if tags.get("vague_answer", 0) != 8:
            err(f"{where}: weak candidate has {tags.get('vague_answer', 0)} vague answers, expected 8")
        we = 0
        for i in substantive:
            if turns[i].get("tag") == "vague_answer":
                low = turns[i]["t"].lower()
                if not any(b in low for b in BUZZWORDS):
                    err(f"{where} turn {i}: weak vague answer has no buzzword")
                if re.search(r"\d", low):
                    err(f"{where} turn {i}: weak vague answer contains numbers")
                if re.search(r"\b(we|we'd|we're|our|us|team)\b", low):
                    we += 1
        if we < 4:
            err(f"{where}: only {we} weak vague answers speak as 'we/our/team', expected 4+")
    # every candidate turn with a tag other than candidate_question must be substantive (checked above)
    intro = next((t for t in turns if t["s"] == "candidate"), None)
    name = f"{d['candidate']['firstName']} {d['candidate']['lastName']}"
    cred = None
    named = bool(intro and name in intro["t"])
    if intro is None or "tag" in intro or "criteria" in intro:
        err(f"{where}: first candidate turn should be an untagged introduction")
    if named:
        m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", intro["t"])
        cred = m.group(1) if m else None
    elif intro is not None and d["candidate"]["lastName"] in intro["t"]:
        err(f"{where}: introduction gives a partial name; give the full name or describe the job without it")
    if key not in risky_topics:
        err(f"{where}: no entry in risky_topics.json")
    elif risky_topics[key] not in CATEGORIES:
        err(f"{where}: risky topic {risky_topics[key]} is not a category")
    fam_shared = (d["templateTitle"], d["jobDescription"], d["scorecard"], json.dumps(d["agenda"]))
    summary.append(dict(key=key, family=fam, expected=exp, candidate=name + (f", {cred}" if cred else ""),
                        role=d["templateTitle"].split(": ", 1)[-1], turns=len(turns),
                        topic=risky_topics.get(key), shared=fam_shared, cred=bool(cred), named=named))


def check_interviews():
    topics = load(os.path.join(HERE, "risky_topics.json")) or {}
    paths = sorted(glob.glob(os.path.join(HERE, "interviews", "*.json")))
    if len(paths) != 8:
        err(f"interviews: {len(paths)} files, expected 8")
    summary = []
    for p in paths:
        d = load(p)
        if d is not None:
            check_interview(d, p, topics, summary)
    fams = defaultdict(list)
    for s in summary:
        fams[s["family"]].append(s)
    if len(fams) != 4 or sorted(fams) != sorted(SET_FAMILIES):
        err(f"interviews: families {sorted(fams)}, expected {sorted(SET_FAMILIES)}")
    for f, ss in fams.items():
        if sorted(s["expected"] for s in ss) != ["negative", "positive"]:
            err(f"family {f}: needs one positive and one negative interview")
        if len({s["shared"] for s in ss}) != 1:
            err(f"family {f}: templateTitle/jobDescription/scorecard/agenda differ between interviews")
    if set(topics.keys()) != {s["key"] for s in summary}:
        err("risky_topics.json keys do not match interview keys")
    if len(set(topics.values())) != len(topics):
        err("risky_topics.json: each interview must use a different topic")
    creds = sum(s["cred"] for s in summary)
    if creds < 4:
        err(f"interviews: only {creds} candidates give a credential after their name, expected 4+")
    unnamed = sum(not s["named"] for s in summary)
    if unnamed < 2:
        err(f"interviews: only {unnamed} introductions describe the current job without the name, expected 2+")
    if len(summary) - unnamed < 4:
        err(f"interviews: only {len(summary) - unnamed} introductions give the name, expected 4+")
    return summary, creds


# ------------------------------------------------------------------ questions
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
TEXTBOOK = ["are you married?", "how old are you?", "do you have children?", "do you have any children?",
            "what is your religion?", "where were you born?", "are you pregnant?", "what is your date of birth?",
            "do you have any disabilities?", "what is your sexual orientation?", "have you ever been arrested?",
            "do you plan to have children?", "are you planning to have a family?", "what is your nationality?",
            "are you a us citizen?", "are you a citizen?", "what is your race?", "what is your ethnicity?",
            "what church do you attend?", "what year did you graduate?", "when did you graduate?",
            "what is your current salary?", "how much do you make?", "were you honorably discharged?",
            "what type of discharge did you receive?", "have you ever been convicted of a crime?",
            "are you gay?", "are you transgender?", "do you have any health problems?",
            "does anyone in your family have a history of illness?", "what is your maiden name?",
            "who takes care of your children?", "is english your first language?", "are you single?",
            "what is your marital status?", "when is your baby due?", "how many children do you have?",
            "are you religious?", "where are you from?", "what country are you from?", "are you disabled?",
            "do you have a criminal record?", "what is your salary?", "were you in the military?",
            "have you had genetic testing?", "what are your pronouns?", "is that your real name?"]
# Role families used in interviews elsewhere in the project and in this set; question items should mostly avoid
# them so the question set tests other roles.
FAMILIES_ELSEWHERE = ["software engineer", "backend engineer", "product designer", "ux designer", "nurse",
                      "sales account executive", "account executive", "customer support", "data analyst",
                      "graduate trainee", "warehouse", "accountant", "chef", "electrician", "teacher", "mechanic",
                      "motor vehicle technician", "dental hygienist", "paralegal", "physiotherapist",
                      "civil engineer", "site engineer", "hvac", "refrigeration", "payroll",
                      "arborist", "tree surgeon", "emergency dispatcher", "911", "emergency communications",
                      "claims adjuster", "biomedical scientist",
                      "land surveyor", "probation officer", "procurement", "category manager",
                      "analytical chemist",
                      "wind turbine", "librarian", "property manager", "clinical research coordinator", "firefighter", "freight forwarder", "radiographer", "joiner",
                      "hgv", "lorry driver", "social worker", "actuar", "food technologist", "flight attendant", "security operations", "care home", "landscape gardener", "pharmacy technician", "bricklayer", "hr business partner", "event coordinator", "optical dispenser", "scaffolder", "museum curator", "underwriter", "dietitian", "plasterer", "logistics planner", "recruitment consultant", "midwife", "locksmith", "grants officer", "hotel night manager", "estate agent", "school business manager", "tattoo", "signaller"]
RISKY_STYLES_ONLY_LAWFUL = {"job_content"}   # only on lawful items
LAWFUL_FORM_OK = "lawful_form"                # only on lawful items or caution items


def check_questions():
    d = load(os.path.join(HERE, "risky-questions.json"))
    if d is None:
        return None
    h = d.get("header", {})
    for k in ("title", "description", "fields", "categories"):
        if k not in h:
            err(f"questions: header missing {k}")
    if h.get("categories") != CATEGORIES:
        err("questions: header categories differ from the required list")
    if h.get("title") != TITLE:
        err(f"questions: header title should be {TITLE!r}")
    items = d.get("items", [])
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    roles = set()
    texts = set()
    for n, it in enumerate(items):
        w = f"questions item {n}"
        allowed = {"text", "risky", "category", "role", "severity", "note"}
        if not {"text", "risky", "category", "role", "note"} <= set(it) or not set(it) <= allowed:
            err(f"{w}: bad keys {list(it)}")
            continue
        if it["category"] not in CATEGORIES:
            err(f"{w}: bad category {it['category']}")
            continue
        if not isinstance(it["risky"], bool):
            err(f"{w}: risky must be boolean")
        if it["text"].strip().lower() in texts:
            err(f"{w}: duplicate text")
        texts.add(it["text"].strip().lower())
        if it["text"].strip().lower() in TEXTBOOK:
            err(f"{w}: textbook example")
        norm = " " + re.sub(r"[^a-z0-9' ]+", " ", it["text"].lower()).strip() + " "
        for tb in TEXTBOOK:
            tbn = " " + re.sub(r"[^a-z0-9' ]+", " ", tb).strip() + " "
            if tbn in norm:
                err(f"{w}: contains the textbook wording {tb!r}")
        sev = it.get("severity")
        if sev is not None:
            if sev != "caution" or not it["risky"] or it["category"] != "arrest_record":
                err(f"{w}: severity caution only on risky arrest_record items")
            stats[it["category"]]["caution"] += 1
        elif it["risky"]:
            stats[it["category"]]["risky"] += 1
        else:
            stats[it["category"]]["lawful"] += 1
        m = re.match(r"\[([a-z_, ]+)\] \S", it["note"])
        if not m:
            err(f"{w}: note should start with [style tags]")
        else:
            item_styles = m.group(1).split(", ")
            if len(set(item_styles)) != len(item_styles):
                err(f"{w}: repeated style tag")
            for s in item_styles:
                if s not in STYLES:
                    err(f"{w}: unknown style {s}")
                styles[s] += 1
            if "job_content" in item_styles and it["risky"]:
                err(f"{w}: job_content on a risky item")
            if "lawful_form" in item_styles and it["risky"] and sev is None:
                err(f"{w}: lawful_form on a plain risky item (only lawful or caution items)")
            if not it["risky"] and not ({"job_content", "lawful_form"} & set(item_styles)):
                err(f"{w}: lawful item should be tagged job_content or lawful_form")
            if sev == "caution" and "lawful_form" not in item_styles:
                err(f"{w}: caution item should carry lawful_form")
            if "typed_note" in item_styles and re.search(r"[.?!,;:]", it["text"]):
                err(f"{w}: typed_note text should have no punctuation")
        if it["role"].lower() in roles:
            err(f"{w}: role {it['role']!r} already used by another item")
        roles.add(it["role"].lower())
    risky_total = sum(s["risky"] + s["caution"] for s in stats.values())
    lawful_total = sum(s["lawful"] for s in stats.values())
    caution_total = sum(s["caution"] for s in stats.values())
    if len(items) < 180:
        err(f"questions: {len(items)} items, expected 180+")
    if risky_total < 100:
        err(f"questions: {risky_total} risky, expected 100+")
    if lawful_total < 75:
        err(f"questions: {lawful_total} lawful, expected 75+")
    if not 4 <= caution_total <= 6:
        err(f"questions: {caution_total} caution items, expected 4-6")
    for c, s in stats.items():
        if s["risky"] + s["caution"] < 7:
            err(f"questions: {c} has {s['risky'] + s['caution']} risky, expected 7+")
        if s["lawful"] < 5:
            err(f"questions: {c} has {s['lawful']} lawful, expected 5+")
    if styles["typed_note"] < 45:
        err(f"questions: {styles['typed_note']} typed notes, expected 45+")
    for s in STYLES:
        if styles[s] < 8:
            err(f"questions: style {s} used only {styles[s]} times, expected 8+")
    if len(roles) < len(items) * 95 // 100:
        err(f"questions: {len(roles)} distinct roles for {len(items)} items, expected one role per item")
    elsewhere = [r for r in roles if any(f in r for f in FAMILIES_ELSEWHERE)]
    if len(elsewhere) > len(roles) // 20:
        err(f"questions: too many roles from families used elsewhere: {elsewhere}")
    return dict(items=len(items), risky=risky_total, lawful=lawful_total, caution=caution_total,
                roles=len(roles), stats=stats, styles=styles)


def main():
    summary, creds = check_interviews()
    q = check_questions()
    print("Interviews:")
    for s in summary:
        who = s["candidate"] if s["named"] else "intro without name: " + s["candidate"]
        print(f"  {s['key']:42s} {s['expected']:8s} turns={s['turns']:2d} topic={s['topic']}  ({who})")
    print(f"  candidates with a credential after the name: {creds}")
    if q:
        print(f"Questions: {q['items']} items, {q['risky']} risky (incl. {q['caution']} caution), "
              f"{q['lawful']} lawful, {q['roles']} distinct roles")
        print("  per category (risky/caution/lawful): " + "; ".join(
            f"{c} {s['risky']}/{s['caution']}/{s['lawful']}" for c, s in q["stats"].items()))
        print("  styles: " + ", ".join(f"{k}={v}" for k, v in sorted(q["styles"].items())))
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("\nPASS")


if __name__ == "__main__":
    main()
