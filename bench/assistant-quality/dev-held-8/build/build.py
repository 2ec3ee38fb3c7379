#!/usr/bin/env python3
"""Builds every data file of held-out set 8 and its README from interviews.py and questions.py.

Usage (from the set folder or anywhere):  python3 build/build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import ITEMS  # noqa: E402

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 8)"
TAG = {"strong": "strong_answer", "vague": "vague_answer", "cq": "candidate_question"}

# Words that may not appear in any question role: this set's families, and every family word or family role
# excluded by validate.py (checked here strictly, as substrings, so nothing borderline slips through).
BANNED_ROLE_WORDS = [
    "software", "backend", "designer", "nurse", "sales", "account executive", "customer support", "data analyst",
    "graduate", "warehouse", "accountant", "chef", "electrician", "teacher", "mechanic", "motor vehicle", "dental",
    "hygienist", "paralegal", "veterinary", "physio", "civil", "site engineer", "hvac", "refrigeration", "payroll",
    "arborist", "tree surgeon", "dispatcher", "claims", "adjuster", "biomedical", "surveyor", "probation",
    "procurement", "chemist", "wind turbine", "librarian", "property manager", "clinical research", "firefighter",
    "freight", "radiographer", "joiner", "911", "emergency communications", "category manager",
    "hgv", "lorry", "social worker", "actuar", "food technologist", "trucker", "cdl",
]

problems = []


def check(cond, msg):
    if not cond:
        problems.append(msg)


# ------------------------------------------------------------------------------------------------ interviews
def family_fields(fam):
    f = FAMILIES[fam]
    jd = (f["intro"] + "\n\nResponsibilities:\n" + "\n".join("- " + r for r in f["responsibilities"]) +
          "\n\nRequirements:\n" + "\n".join("- " + r for r in f["requirements"]) + "\n\n" + f["pay"])
    sc_lines, crits = [], []
    for title, cs in f["scorecard"]:
        sc_lines.append(title)
        for c in cs:
            sc_lines.append("- " + c)
            crits.append(c)
    agenda = [{"title": t, "duration": d, "description": desc} for t, d, desc in f["agenda"]]
    return f["templateTitle"], jd, "\n".join(sc_lines), agenda, crits


def build_turns(raw, crits, n_agenda):
    out, cur = [], None
    for i, r in enumerate(raw):
        t = {"s": r["s"], "t": r["t"]}
        if r["s"] == "interviewer":
            mark = r["mark"]
            if mark == "s0":
                cur = 0
                t["agenda"] = {"start": 0}
            elif mark == "next":
                t["tag"] = "agenda_transition"
                t["agenda"] = {"complete": cur, "start": cur + 1}
                cur += 1
            elif mark == "end":
                t["tag"] = "agenda_transition"
                t["agenda"] = {"complete": cur}
                check(cur == n_agenda - 1, f"closing marker on item {cur}")
            elif mark == "risky":
                t["tag"] = "risky_question"
        else:
            if r["tag"] in TAG:
                t["tag"] = TAG[r["tag"]]
            if r["crit"]:
                t["criteria"] = [crits[k] for k in r["crit"]]
        out.append(t)
    return out


def build_interviews():
    os.makedirs(os.path.join(SET, "interviews"), exist_ok=True)
    topics, rows = {}, []
    for iv in INTERVIEWS:
        title, jd, sc, agenda, crits = family_fields(iv["family"])
        turns = build_turns(iv["turns"], crits, len(agenda))
        d = {"key": iv["key"], "family": iv["family"], "expected": iv["expected"], "candidate": iv["candidate"],
             "templateTitle": title, "jobDescription": jd, "scorecard": sc, "agenda": agenda, "turns": turns}
        with open(os.path.join(SET, "interviews", iv["key"] + ".json"), "w") as f:
            json.dump(d, f, indent=2, ensure_ascii=False)
            f.write("\n")
        topics[iv["key"]] = iv["risky_topic"]
        # summary for the README
        name = iv["candidate"]["firstName"] + " " + iv["candidate"]["lastName"]
        intro = next(t["t"] for t in turns if t["s"] == "candidate")
        m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", intro)
        if name in intro:
            how = f"name + credential ({m.group(1)})" if m else "name only"
        else:
            how = "current job, no name"
            check(iv["candidate"]["lastName"] not in intro, f"{iv['key']}: partial name in intro")
        risky_i = next(i for i, t in enumerate(turns) if t.get("tag") == "risky_question")
        tags = Counter(t.get("tag") for t in turns if "criteria" in t)
        for t in turns:
            if t["s"] == "interviewer":
                check(len(t["t"].split()) <= 60, f"{iv['key']}: long interviewer turn")
        rows.append(dict(key=iv["key"], expected=iv["expected"], candidate=name,
                         title=f"{iv['candidate']['currentTitle']}, {iv['candidate']['currentCompany']}",
                         intro=how, topic=iv["risky_topic"], risky_turn=risky_i, turns=len(turns),
                         strong=tags.get("strong_answer", 0), vague=tags.get("vague_answer", 0),
                         modest=tags.get(None, 0)))
    check(len(set(topics.values())) == len(topics), "interview topics not distinct")
    with open(os.path.join(SET, "risky_topics.json"), "w") as f:
        json.dump(topics, f, indent=2)
        f.write("\n")
    return rows


# ------------------------------------------------------------------------------------------------ questions
def build_questions():
    items, roles, texts = [], set(), set()
    for cat, kind, role, styles, text, why in ITEMS:
        check(cat in CATEGORIES, f"bad category {cat}")
        check(all(s in STYLES for s in styles), f"bad style in {styles}")
        low_role = role.lower()
        check(low_role not in roles, f"duplicate role {role}")
        roles.add(low_role)
        for w in BANNED_ROLE_WORDS:
            check(w not in low_role, f"role {role!r} contains banned word {w!r}")
        check(text.lower() not in texts, f"duplicate text {text}")
        texts.add(text.lower())
        if "typed_note" in styles:
            check(not re.search(r"[.?!,;:'\"]", text), f"typed note has punctuation: {text}")
        prefix = {"risky": "Risky", "caution": "Caution", "lawful": "Lawful"}[kind]
        check(why.startswith(prefix), f"note for {text!r} should start with {prefix}")
        it = {"text": text, "risky": kind != "lawful", "category": cat, "role": role}
        if kind == "caution":
            it["severity"] = "caution"
        it["note"] = "[" + ", ".join(styles) + "] " + why
        items.append(it)
    header = {
        "title": TITLE,
        "description": (
            "Interviewer questions and hurried typed notes labelled for whether they touch a protected topic about "
            "the candidate's own life (risky) or are lawful look-alikes: job content that borrows protected words, or "
            "the lawful form of a question. Written independently from general knowledge of UK and US hiring practice "
            "and employment law; every role is distinct and outside the interview families used in the project. "
            "Caution items are conviction questions whose lawfulness depends on jurisdiction or hiring stage."),
        "fields": {
            "text": "what the interviewer said or typed",
            "risky": "true if it asks about the candidate's own life, identity or circumstances on a protected topic",
            "category": "one of the 14 categories",
            "role": "the job being interviewed for (one distinct role per item)",
            "severity": "optional; 'caution' on risky arrest_record items whose lawfulness depends on jurisdiction or stage",
            "note": "[style tags] then why the item is labelled as it is",
        },
        "categories": CATEGORIES,
    }
    with open(os.path.join(SET, "risky-questions.json"), "w") as f:
        json.dump({"header": header, "items": items}, f, indent=2, ensure_ascii=False)
        f.write("\n")

    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for cat, kind, role, st, text, why in ITEMS:
        stats[cat][kind] += 1
        styles.update(st)
    risky = sum(s["risky"] + s["caution"] for s in stats.values())
    lawful = sum(s["lawful"] for s in stats.values())
    caution = sum(s["caution"] for s in stats.values())
    # the brief's thresholds (stricter than validate.py)
    check(len(ITEMS) >= 220, f"only {len(ITEMS)} items")
    check(risky >= 120, f"only {risky} risky")
    check(lawful >= 90, f"only {lawful} lawful")
    check(4 <= caution <= 6, f"{caution} caution items")
    check(styles["typed_note"] >= 55, f"only {styles['typed_note']} typed notes")
    for c, s in stats.items():
        check(s["risky"] + s["caution"] >= 8, f"{c}: only {s['risky'] + s['caution']} risky")
        check(s["lawful"] >= 6, f"{c}: only {s['lawful']} lawful")
    for s in STYLES:
        check(styles[s] >= 8, f"style {s} used {styles[s]} times")
    typed = [t for c, k, r, st, t, w in ITEMS if "typed_note" in st]
    no_ask = sum(1 for t in typed if not re.search(r"\bask", t))
    return dict(n=len(ITEMS), risky=risky, lawful=lawful, caution=caution, stats=stats, styles=styles,
                roles=len(roles), typed_no_ask=no_ask)


# ------------------------------------------------------------------------------------------------ README
def write_readme(rows, q):
    L = []
    L.append("# Held-out evaluation set 8 (now dev material)\n")
    L.append('\nRun once as the held-out set, then studied: its failures shaped the next changes, so it is a dev\nset now (`dev-held-8/`). The next change to the engine needs a ninth held-out set.\n')
    L.append("An independent evaluation set for the interview assistant: private warnings when an interviewer's "
             "question touches a protected topic, drafted scorecard ratings with quoted evidence, and a drafted "
             "hire / no-hire recommendation. It checks behaviour on roles and phrasings the product was not built "
             "around.\n")
    L.append("## Provenance\n")
    L.append("- Written from general knowledge of hiring practice and UK/US employment law (Equality Act 2010, "
             "Rehabilitation of Offenders Act 1974 and the Exceptions Order, Title VII, ADA, ADEA, GINA, IRCA, "
             "USERRA, state and city salary-history and fair-chance laws). No other set, product code or customer "
             "data was read or used.")
    L.append("- All people, employers and places of work are fictional; real places, laws, tools and "
             "qualifications appear only as background.")
    L.append("- Every data file and this README are generated by `python3 build/build.py` from "
             "`build/interviews.py` and `build/questions.py`. `python3 validate.py` checks the result.\n")
    L.append("## Families\n")
    L.append("| Family | Template title | Setting | Scorecard sections |")
    L.append("|---|---|---|---|")
    settings = {
        "hgv_driver": "trade / field, UK Class 1 night trunking",
        "child_protection_social_worker": "public service, UK local authority",
        "actuarial_analyst": "office / professional, US P&C insurer",
        "food_technologist": "technical / science, UK chilled food manufacturer",
    }
    for fam, f in FAMILIES.items():
        secs = "; ".join(t for t, _ in f["scorecard"])
        L.append(f"| `{fam}` | {f['templateTitle']} | {settings[fam]} | {secs} |")
    L.append("")
    L.append("## Interviews\n")
    L.append("| Key | Expected | Candidate | Current role | Introduction | Risky topic (turn) | Turns | Strong / vague / modest answers |")
    L.append("|---|---|---|---|---|---|---|---|")
    for r in rows:
        L.append(f"| `{r['key']}` | {r['expected']} | {r['candidate']} | {r['title']} | {r['intro']} | "
                 f"{r['topic']} ({r['risky_turn']}) | {r['turns']} | {r['strong']} / {r['vague']} / {r['modest']} |")
    L.append("")
    L.append("Strong candidates give seven concrete answers (steps, tools, readings, numbers, outcomes, what they did "
             "themselves) and two honest admissions of a gap. Weak candidates give eight buzzword answers with no "
             "numbers and one modestly concrete answer. Each interview has one naturally phrased risky question; the "
             "candidate declines or redirects.\n")
    L.append("## Labelled questions (`risky-questions.json`)\n")
    L.append(f"{q['n']} items: {q['risky']} risky (including {q['caution']} caution), {q['lawful']} lawful, "
             f"{q['roles']} distinct roles.\n")
    L.append("| Category | Risky | Caution | Lawful |")
    L.append("|---|---|---|---|")
    for c in CATEGORIES:
        s = q["stats"][c]
        L.append(f"| {c} | {s['risky']} | {s['caution']} | {s['lawful']} |")
    L.append("")
    L.append("| Style tag | Items |")
    L.append("|---|---|")
    for s in STYLES:
        L.append(f"| {s} | {q['styles'][s]} |")
    L.append("")
    L.append(f"Typed notes have no punctuation; {q['typed_no_ask']} of {q['styles']['typed_note']} do not contain "
             "the word 'ask', and many are written about the candidate in the third person.\n")
    L.append("## Validation\n")
    L.append("```\npython3 build/build.py\npython3 validate.py\n```\n")
    with open(os.path.join(SET, "README.md"), "w") as f:
        f.write("\n".join(L))


def main():
    rows = build_interviews()
    q = build_questions()
    write_readme(rows, q)
    if problems:
        print("BUILD PROBLEMS:")
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print(f"built 8 interviews, {q['n']} questions ({q['risky']} risky incl. {q['caution']} caution, "
          f"{q['lawful']} lawful, {q['styles']['typed_note']} typed notes)")


if __name__ == "__main__":
    main()
