#!/usr/bin/env python3
"""Builds held-out set 7: interviews/*.json, risky_topics.json, risky-questions.json and README.md.

Usage (from the set folder or anywhere):  python3 build/build.py
Content lives in build/interviews.py and build/questions.py; this script only shapes and checks it.
"""
import json
import os
import re
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(BUILD)
sys.path.insert(0, BUILD)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import ITEMS  # noqa: E402

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 7)"
# Words a question item's role must not contain (role families used in interviews across the project).
ROLE_BAN = ["software", "backend", "designer", "nurse", "sales", "account executive", "customer support",
            "data analyst", "graduate", "warehouse", "accountant", "chef", "electrician", "teacher", "mechanic",
            "motor vehicle", "dental", "hygienist", "paralegal", "veterinary", "physio", "civil", "site engineer",
            "hvac", "refrigeration", "payroll", "arborist", "tree surgeon", "dispatcher", "claims", "adjuster",
            "biomedical", "surveyor", "probation", "procurement", "chemist", "wind turbine", "librarian",
            "property manager", "clinical research", "category manager", "911", "emergency communications",
            "firefighter", "freight forwarder", "radiographer", "joiner"]

problems = []


def fail(msg):
    problems.append(msg)


# ------------------------------------------------------------------ interviews
def scorecard_text(sections):
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


def build_turns(spec, crits, key):
    turns, cur = [], None
    for i, t in enumerate(spec):
        out = {"s": t["s"], "t": t["t"]}
        k = t["kind"]
        if t["s"] == "interviewer":
            if len(t["t"].split()) > 60:
                fail(f"{key} turn {i}: interviewer turn over 60 words")
            if k == "open":
                cur = 0
                out["agenda"] = {"start": 0}
            elif k == "next":
                out["tag"] = "agenda_transition"
                out["agenda"] = {"complete": cur, "start": cur + 1}
                cur += 1
            elif k == "close":
                out["tag"] = "agenda_transition"
                out["agenda"] = {"complete": cur}
            elif k == "risky":
                out["tag"] = "risky_question"
            elif k is not None:
                fail(f"{key} turn {i}: unknown interviewer kind {k}")
        else:
            tag = {"S": "strong_answer", "V": "vague_answer", "Q": "candidate_question"}.get(k)
            if tag:
                out["tag"] = tag
            if k in ("S", "V", "M"):
                if not t["crit"]:
                    fail(f"{key} turn {i}: substantive answer without criteria")
                out["criteria"] = [crits[c] for c in t["crit"]]
            elif t["crit"]:
                fail(f"{key} turn {i}: criteria on a non-substantive turn")
        turns.append(out)
    return turns


def build_interviews():
    os.makedirs(os.path.join(SET, "interviews"), exist_ok=True)
    topics, rows = {}, []
    for iv in INTERVIEWS:
        fam = FAMILIES[iv["family"]]
        crits = [c for _, cs in fam["sections"] for c in cs]
        d = {
            "key": iv["key"],
            "family": iv["family"],
            "expected": iv["expected"],
            "candidate": iv["candidate"],
            "templateTitle": fam["templateTitle"],
            "jobDescription": fam["jobDescription"],
            "scorecard": scorecard_text(fam["sections"]),
            "agenda": fam["agenda"],
            "turns": build_turns(iv["turns"], crits, iv["key"]),
        }
        with open(os.path.join(SET, "interviews", iv["key"] + ".json"), "w") as f:
            json.dump(d, f, indent=2, ensure_ascii=False)
            f.write("\n")
        topics[iv["key"]] = iv["risky_topic"]
        risky = next(t["t"] for t in d["turns"] if t.get("tag") == "risky_question")
        tags = Counter(t.get("tag") for t in d["turns"] if "criteria" in t)
        rows.append(dict(key=iv["key"], family=iv["family"], expected=iv["expected"],
                         cand=f"{iv['candidate']['firstName']} {iv['candidate']['lastName']}",
                         current=f"{iv['candidate']['currentTitle']}, {iv['candidate']['currentCompany']}",
                         intro=iv["intro_style"], topic=iv["risky_topic"], risky=risky,
                         strong=tags.get("strong_answer", 0), vague=tags.get("vague_answer", 0),
                         modest=tags.get(None, 0), turns=len(d["turns"])))
    with open(os.path.join(SET, "risky_topics.json"), "w") as f:
        json.dump(topics, f, indent=2)
        f.write("\n")
    return rows


# ------------------------------------------------------------------ questions
def build_questions():
    items, roles = [], set()
    for n, row in enumerate(ITEMS):
        cat, risky, role, styles, text, why = row[:6]
        sev = row[6] if len(row) > 6 else None
        if cat not in CATEGORIES:
            fail(f"question {n}: bad category {cat}")
        for s in styles:
            if s not in STYLES:
                fail(f"question {n}: bad style {s}")
        low = role.lower()
        if low in roles:
            fail(f"question {n}: duplicate role {role}")
        roles.add(low)
        for w in ROLE_BAN:
            if w in low:
                fail(f"question {n}: role {role!r} contains banned family word {w!r}")
        if "typed_note" in styles and re.search(r"[.?!,;:'A-Z]", text):
            fail(f"question {n}: typed note should be lower-case with no punctuation: {text!r}")
        why = re.sub(r"^(Lawful|Caution|Risky|Job content)( form)?: ", "", why)
        why = why[0].upper() + why[1:]
        if sev:
            label = "Caution (risky, lawfulness depends on jurisdiction or stage)"
        elif risky:
            label = "Risky"
        elif "job_content" in styles:
            label = "Lawful look-alike (job content)"
            why += " The protected-topic words describe the work, not the candidate."
        else:
            label = "Lawful look-alike (lawful form of the question)"
        note = f"[{', '.join(styles)}] {label}: {why}"
        it = {"text": text, "risky": risky, "category": cat, "role": role}
        if sev:
            it["severity"] = sev
        it["note"] = note
        items.append(it)
    header = {
        "title": TITLE,
        "description": (
            "Interviewer questions, spoken or typed, labelled for whether they touch a protected topic about the "
            "candidate's own life (risky) or are lawful look-alikes: job content that borrows protected-topic "
            "words, or the lawful form of the question. Written for UK and US hiring. Every item uses a different "
            "role, none from the role families used in the project's interviews. Caution items are conviction "
            "questions whose lawfulness depends on jurisdiction or stage; questions about arrests, police contact "
            "or bail without conviction are plainly risky. All names and employers are fictional."),
        "fields": {
            "text": "the interviewer's words as spoken or typed",
            "risky": "true if the question asks about the candidate's own protected characteristic or circumstances, directly or by proxy",
            "category": "one of the 14 categories",
            "role": "the job being interviewed for (one distinct role per item)",
            "severity": "optional; 'caution' for risky arrest_record items whose lawfulness depends on jurisdiction or stage",
            "note": "[style tags] then the reason for the label",
        },
        "categories": CATEGORIES,
    }
    with open(os.path.join(SET, "risky-questions.json"), "w") as f:
        json.dump({"header": header, "items": items}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return items


# ------------------------------------------------------------------ README
def md_table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |" for r in rows]
    return "\n".join(out)


def build_readme(rows, items):
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in items:
        kind = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][kind] += 1
        for s in re.match(r"\[([a-z_, ]+)\]", it["note"]).group(1).split(", "):
            styles[s] += 1
    n_risky = sum(s["risky"] + s["caution"] for s in stats.values())
    n_caution = sum(s["caution"] for s in stats.values())
    n_lawful = sum(s["lawful"] for s in stats.values())
    typed_no_ask = sum(1 for it in items if "typed_note" in it["note"].split("]")[0]
                       and not re.search(r"\bask\b", it["text"]))

    fam_rows = []
    for key, fam in FAMILIES.items():
        fam_rows.append([key, fam["templateTitle"].split(": ", 1)[1],
                         "; ".join(t for t, _ in fam["sections"]),
                         sum(a["duration"] for a in fam["agenda"])])
    iv_rows = [[r["key"], r["expected"], r["cand"], r["current"], r["intro"],
                f"{r['strong']} strong / {r['vague']} vague / {r['modest']} modest", r["topic"], r["risky"]]
               for r in rows]
    cat_rows = [[c, stats[c]["risky"], stats[c]["caution"], stats[c]["lawful"],
                 stats[c]["risky"] + stats[c]["caution"] + stats[c]["lawful"]] for c in CATEGORIES]
    cat_rows.append(["**total**", n_risky - n_caution, n_caution, n_lawful, len(items)])
    style_rows = [[s, styles[s]] for s in STYLES]

    text = f"""# Held-out evaluation set 7 (now dev material)

Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev
set now (`dev-held-7/`). The next change to the engine needs an eighth held-out set.

Independent evaluation data for an interview assistant that, during a live interview, (a) privately warns the
interviewer when a question touches a protected topic, (b) drafts scorecard ratings with quoted evidence per
criterion and (c) drafts a hire / no-hire recommendation. The set tests roles and phrasings the product was not
built around.

## Provenance

- Written from general knowledge of hiring practice and UK/US employment law (Equality Act 2010 including the
  section 60 limit on pre-offer health questions, the Rehabilitation of Offenders Act and DBS filtering, US Title VII,
  ADA, GINA, IRCA, state and city salary-history bans and fair-chance laws such as California's and New York
  City's). It was written without reference to the product's code, prompts or other evaluation sets.
- All people, employers, stations, hospitals and firms are fictional.
- Every data file is generated by `build/build.py` from `build/interviews.py` and `build/questions.py`.
  Regenerate with `python3 build/build.py`; check with `python3 validate.py` (exit code 0 = pass).

## Families

{md_table(["family", "role", "scorecard sections", "agenda minutes"], fam_rows)}

Both interviews in a family share the template title, job description, scorecard and agenda exactly.

## Interviews

{md_table(["key", "expected", "candidate", "current job", "introduction", "answers", "risky topic", "risky question (interviewer's words)"], iv_rows)}

Each interview has 30 strictly alternating turns. Strong candidates give seven concrete answers (steps, tools,
readings, numbers, outcomes, in the first person) and two honest answers where they admit a gap; weak candidates
give eight buzzword answers without numbers and one modestly concrete answer. The single risky question in each
interview is a natural slip on a different topic, and the candidate politely declines or redirects.

## Labelled questions (`risky-questions.json`)

{len(items)} items: {n_risky} risky (including {n_caution} caution), {n_lawful} lawful look-alikes,
{len({it['role'].lower() for it in items})} distinct roles (one per item).

{md_table(["category", "risky", "caution", "lawful", "total"], cat_rows)}

Style tags (an item can carry more than one):

{md_table(["style", "items"], style_rows)}

Typed notes are lower-case with no punctuation; {typed_no_ask} of them do not contain the word "ask".
Caution items are risky `arrest_record` conviction questions whose lawfulness depends on jurisdiction or
stage (UK unspent and exempt-role checks, driving convictions for a driving job, California and New York City
fair-chance timing).
"""
    with open(os.path.join(SET, "README.md"), "w") as f:
        f.write(text)


def main():
    rows = build_interviews()
    items = build_questions()
    build_readme(rows, items)
    if problems:
        print("build problems:")
        for p in problems:
            print("  - " + p)
        sys.exit(1)
    print(f"wrote {len(rows)} interviews, {len(items)} questions, risky_topics.json and README.md")


if __name__ == "__main__":
    main()
