#!/usr/bin/env python3
"""Builds held-out set 6: interviews/*.json, risky_topics.json, risky-questions.json and README.md.

Usage (from the set folder or anywhere): python3 build/build.py
"""
import json
import os
import re
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(BUILD)
sys.path.insert(0, BUILD)

from interviews import FAMILIES, SETTINGS  # noqa: E402
from questions import ITEMS  # noqa: E402

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 6)"
# Role words that belong to families used elsewhere; question roles must avoid them.
AVOID_IN_ROLES = ["software engineer", "backend engineer", "product designer", "ux designer", "nurse",
                  "account executive", "customer support", "data analyst", "graduate trainee", "warehouse",
                  "accountant", "chef", "electrician", "teacher", "mechanic", "motor vehicle", "dental", "hygienist",
                  "paralegal", "physio", "civil engineer", "site engineer", "hvac", "refrigeration", "payroll",
                  "arborist", "tree surgeon", "dispatcher", "911", "emergency communications", "claims adjuster",
                  "biomedical", "surveyor", "probation", "procurement", "category manager", "chemist",
                  "wind turbine", "librarian", "property manager", "clinical research coordinator", "firefighter",
                  "freight forwarder", "radiographer", "joiner", "veterinary"]


def write_json(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


# ------------------------------------------------------------------ interviews
def build_interviews():
    topics, rows, fam_rows = {}, [], []
    for fam, interviews in FAMILIES:
        fam_rows.append((fam["family"], fam["templateTitle"].split(": ", 1)[-1], SETTINGS[fam["family"]]))
        for iv in interviews:
            d = {
                "key": iv["key"],
                "family": fam["family"],
                "expected": iv["expected"],
                "candidate": iv["candidate"],
                "templateTitle": fam["templateTitle"],
                "jobDescription": fam["jobDescription"],
                "scorecard": fam["scorecard"],
                "agenda": fam["agenda"],
                "turns": iv["turns"],
            }
            assert len(d["turns"]) == 30, (iv["key"], len(d["turns"]))
            write_json(os.path.join(SET, "interviews", iv["key"] + ".json"), d)
            topics[iv["key"]] = iv["risky_topic"]
            c = iv["candidate"]
            tags = Counter(t.get("tag") for t in iv["turns"] if "criteria" in t)
            intro = next(t["t"] for t in iv["turns"] if t["s"] == "candidate")
            named = f"{c['firstName']} {c['lastName']}" in intro
            m = re.search(re.escape(f"{c['firstName']} {c['lastName']}") + r", ([A-Z][A-Za-z0-9/&]*)", intro)
            risky = next(t["t"] for t in iv["turns"] if t.get("tag") == "risky_question")
            rows.append(dict(key=iv["key"], expected=iv["expected"], name=f"{c['firstName']} {c['lastName']}",
                             intro=("name + " + m.group(1)) if m else ("name" if named else "job only, no name"),
                             current=f"{c['currentTitle']}, {c['currentCompany']}", turns=len(iv["turns"]),
                             strong=tags.get("strong_answer", 0), vague=tags.get("vague_answer", 0),
                             modest=tags.get(None, 0), topic=iv["risky_topic"], risky=risky))
    write_json(os.path.join(SET, "risky_topics.json"), topics)
    return fam_rows, rows


# ------------------------------------------------------------------ questions
def build_questions():
    items, roles = [], set()
    for entry in ITEMS:
        cat, risky, role, styles, text, why = entry[:6]
        sev = entry[6] if len(entry) > 6 else None
        assert cat in CATEGORIES, cat
        assert all(s in STYLES for s in styles), styles
        low_role = role.lower()
        assert low_role not in roles, f"duplicate role {role}"
        assert not any(w in low_role for w in AVOID_IN_ROLES), f"role from a family used elsewhere: {role}"
        roles.add(low_role)
        if "typed_note" in styles:
            assert not re.search(r"[.?!,;:]", text), f"typed note has punctuation: {text}"
        item = {"text": text, "risky": risky, "category": cat, "role": role}
        if sev:
            item["severity"] = sev
        item["note"] = f"[{', '.join(styles)}] {why}"
        items.append(item)
    header = {
        "title": TITLE,
        "description": ("Interviewer questions and typed notes for testing private protected-topic warnings. "
                        "risky=true items ask about the candidate's own life, identity or circumstances on a "
                        "protected topic, directly or through a proxy; risky=false items are lawful look-alikes "
                        "(job content that uses protected-topic words, or the lawful form of the question). "
                        "severity 'caution' marks conviction questions whose lawfulness depends on jurisdiction or "
                        "hiring stage. Every role is used once. All examples are invented; written from general "
                        "knowledge of UK and US employment law, not legal advice."),
        "fields": {
            "text": "what the interviewer said or typed",
            "risky": "true if the question should trigger a private warning",
            "category": "one of the 14 protected-topic categories",
            "role": "the job being interviewed for (distinct per item)",
            "severity": "optional; 'caution' for jurisdiction- or stage-dependent conviction questions",
            "note": "[style tags] then why the item is labelled as it is",
        },
        "categories": CATEGORIES,
    }
    write_json(os.path.join(SET, "risky-questions.json"), {"header": header, "items": items})
    return items


# ------------------------------------------------------------------ README
def build_readme(fam_rows, rows, items):
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in items:
        k = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][k] += 1
        for s in it["note"][1:it["note"].index("]")].split(", "):
            styles[s] += 1
    n_risky = sum(s["risky"] + s["caution"] for s in stats.values())
    n_caution = sum(s["caution"] for s in stats.values())
    n_lawful = sum(s["lawful"] for s in stats.values())
    typed = [it for it in items if it["note"].startswith("[typed_note")]
    typed_no_ask = sum(1 for it in typed if not re.search(r"\bask\b", it["text"]))
    out = []
    out.append("# Held-out evaluation set 6 (now dev material)\n")
    out.append('\nRun once as the held-out set, then studied: its failures shaped the next changes, so it is a dev\nset now (`dev-held-6/`). The next change to the engine is measured on a seventh held-out set.\n')
    out.append("Independent evaluation set for an interview assistant that (a) privately warns the interviewer "
               "when a question touches a protected topic, (b) drafts scorecard ratings with quoted evidence per "
               "criterion and (c) drafts a hire / no-hire recommendation. It tests roles and phrasings the product "
               "was not built around.\n")
    out.append("## Provenance\n")
    out.append("- Written from general knowledge of hiring practice and UK / US employment law (Equality Act 2010, "
               "Rehabilitation of Offenders Act 1974 and the exceptions regime; Title VII, ADEA, ADA, GINA, IRCA, "
               "USERRA, state and city salary-history bans and fair-chance laws). Not legal advice.")
    out.append("- Every person, employer, site and building is fictional. Equipment, software and public bodies "
               "are named only as tools or sources a real worker in the role would use.")
    out.append("- Built only from `reference/FORMAT.md` and `reference/validate.py`; no other project material or "
               "product code was read.")
    out.append("- Every data file is generated by `python3 build/build.py` from `build/interviews.py` and "
               "`build/questions.py`. `validate.py` is the reference checker copied unchanged; "
               "`python3 validate.py` exits 0.\n")
    out.append("## Families\n")
    out.append("| Family | Role | Setting |")
    out.append("|---|---|---|")
    for f, role, setting in fam_rows:
        out.append(f"| `{f}` | {role} | {setting} |")
    out.append("")
    out.append("## Interviews\n")
    out.append("Each interview has 30 alternating turns, 5 agenda items (42-43 minutes), 6 scorecard criteria, one "
               "`risky_question` (a natural slip; the candidate politely declines or redirects) and two "
               "`candidate_question` turns in the last agenda item. Strong candidates give 7 concrete answers and "
               "2 honest admissions of a gap; weak candidates give 8 buzzword answers and 1 modestly concrete "
               "one.\n")
    out.append("| Key | Expected | Candidate | Introduction | Current job | Strong / vague / modest | Risky topic |")
    out.append("|---|---|---|---|---|---|---|")
    for r in rows:
        out.append(f"| `{r['key']}` | {r['expected']} | {r['name']} | {r['intro']} | {r['current']} | "
                   f"{r['strong']} / {r['vague']} / {r['modest']} | {r['topic']} |")
    out.append("")
    out.append("Risky questions as asked:\n")
    for r in rows:
        out.append(f"- `{r['key']}` ({r['topic']}): \"{r['risky']}\"")
    out.append("")
    out.append("## Labelled questions (`risky-questions.json`)\n")
    out.append(f"{len(items)} items: {n_risky} risky (including {n_caution} caution), {n_lawful} lawful, "
               f"{len({it['role'].lower() for it in items})} distinct roles (one per item).\n")
    out.append("| Category | Risky | Caution | Lawful |")
    out.append("|---|---|---|---|")
    for c in CATEGORIES:
        s = stats[c]
        out.append(f"| {c} | {s['risky']} | {s['caution']} | {s['lawful']} |")
    out.append(f"| **total** | {sum(s['risky'] for s in stats.values())} | {n_caution} | {n_lawful} |")
    out.append("")
    out.append("Caution items are risky `arrest_record` conviction questions whose lawfulness depends on "
               "jurisdiction or stage (UK unspent vs spent convictions and exempt roles, driving convictions for a "
               "driving job, California and New York City fair-chance timing). Questions about arrests, police "
               "contact or bail without a conviction are plainly risky.\n")
    out.append("### Style counts\n")
    out.append("| Style | Items |")
    out.append("|---|---|")
    for s in STYLES:
        out.append(f"| {s} | {styles[s]} |")
    out.append("")
    out.append(f"Typed notes carry no punctuation; {typed_no_ask} of the {len(typed)} typed notes do not contain "
               "the word \"ask\" and none ends in a question mark (note-to-self style).\n")
    with open(os.path.join(SET, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    fam_rows, rows = build_interviews()
    items = build_questions()
    build_readme(fam_rows, rows, items)
    print(f"wrote {len(rows)} interviews, {len(items)} questions, risky_topics.json and README.md")


if __name__ == "__main__":
    main()
