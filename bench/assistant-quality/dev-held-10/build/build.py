#!/usr/bin/env python3
"""Builds every data file of the set, and README.md, from interviews.py and questions.py.

Usage (from the set folder):  python3 build/build.py
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import interviews as iv  # noqa: E402
import questions as qs  # noqa: E402

TITLE = "Held-out interviewer questions: protected-topic warnings (set 10)"
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]


def write_json(path, data):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


# ------------------------------------------------------------------------------------------------ interviews
def scorecard_text(sections):
    blocks = []
    for title, crits in sections:
        blocks.append("\n".join([title] + ["- " + c for c in crits]))
    return "\n\n".join(blocks)


def criteria_map(sections):
    crits = [c for _, cs in sections for c in cs]
    return {f"c{i + 1}": c for i, c in enumerate(crits)}


def build_interviews():
    out_dir = os.path.join(ROOT, "interviews")
    os.makedirs(out_dir, exist_ok=True)
    for name in os.listdir(out_dir):
        if name.endswith(".json"):
            os.remove(os.path.join(out_dir, name))
    topics = {}
    rows = []
    for item in iv.INTERVIEWS:
        fam = iv.FAMILIES[item["family"]]
        cmap = criteria_map(fam["sections"])
        turns = []
        for t in item["turns"]:
            t = dict(t)
            if "criteria" in t:
                t["criteria"] = [cmap[k] for k in t["criteria"]]
            turns.append(t)
        doc = {
            "key": item["key"],
            "family": item["family"],
            "expected": item["expected"],
            "candidate": item["candidate"],
            "templateTitle": fam["templateTitle"],
            "jobDescription": fam["jobDescription"],
            "scorecard": scorecard_text(fam["sections"]),
            "agenda": fam["agenda"],
            "turns": turns,
        }
        write_json(os.path.join(out_dir, item["key"] + ".json"), doc)
        topics[item["key"]] = item["risky_topic"]
        rows.append((item, doc))
    write_json(os.path.join(ROOT, "risky_topics.json"), topics)
    return rows


# ------------------------------------------------------------------------------------------------ questions
def note_for(it):
    label = "Risky (caution, depends on jurisdiction)" if it.get("severity") else ("Risky" if it["risky"] else "Lawful")
    why = it["why"][0].upper() + it["why"][1:]
    return f"[{', '.join(it['styles'])}] {label}: {why}"


def build_questions():
    items = []
    roles = set()
    for it in qs.ITEMS:
        assert it["category"] in CATEGORIES, it
        assert it["role"].lower() not in roles, f"role used twice: {it['role']}"
        roles.add(it["role"].lower())
        for s in it["styles"]:
            assert s in STYLES, (s, it["text"])
        if "typed_note" in it["styles"]:
            assert not re.search(r"[.?!,;:]", it["text"]), f"punctuation in typed note: {it['text']}"
        out = {"text": it["text"], "risky": it["risky"], "category": it["category"], "role": it["role"],
               "note": note_for(it)}
        if it.get("severity"):
            out["severity"] = it["severity"]
        items.append(out)
    # order: by category, risky first, in the order written
    order = {c: i for i, c in enumerate(CATEGORIES)}
    items.sort(key=lambda x: (order[x["category"]], not x["risky"]))
    doc = {
        "header": {
            "title": TITLE,
            "description": (
                "Interviewer questions as they are spoken or hastily typed into notes, each labelled risky or "
                "lawful for one protected category. Risky items ask, or plan to ask, about the candidate's own "
                "life, identity or circumstances on the protected topic. Lawful items are look-alikes: the lawful "
                "form of the question (whether the candidate can meet a stated requirement) or job content that "
                "merely names a protected word. Items marked severity 'caution' are risky arrest-record questions "
                "whose lawfulness depends on the jurisdiction. Written from general knowledge of UK and US "
                "hiring practice; all roles and situations are fictional."
            ),
            "fields": {
                "text": "the question or note exactly as the interviewer says or types it",
                "risky": "true if the question touches the candidate's own protected characteristic or "
                         "circumstances; false for a lawful look-alike",
                "category": "the protected category the item is about (one of categories)",
                "role": "the job the question is asked for; each item uses a different role",
                "note": "[style tags] then why the item is risky or lawful",
                "severity": "optional; 'caution' on risky arrest-record items whose lawfulness depends on the "
                            "jurisdiction",
            },
            "categories": CATEGORIES,
        },
        "items": items,
    }
    write_json(os.path.join(ROOT, "risky-questions.json"), doc)
    return items


# ------------------------------------------------------------------------------------------------ README
def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def intro_style(item, doc):
    intro = next(t for t in doc["turns"] if t["s"] == "candidate")["t"]
    name = f"{item['candidate']['firstName']} {item['candidate']['lastName']}"
    if name not in intro:
        return "describes current job, no name"
    m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", intro)
    return f"full name + credential ({m.group(1)})" if m else "full name, no credential"


def build_readme(rows, items):
    L = []
    L.append("# Held-out evaluation set 10: interviews and protected-topic questions (now dev material)")
    L.append("")
    L.append("Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev set now (`dev-held-10/`). The next change to the engine needs a new held-out set.")
    L.append("")
    L.append("An evaluation set for an interview assistant that (1) privately warns the interviewer when a question "
             "touches a protected topic, (2) drafts scorecard ratings with quoted evidence, and (3) drafts a hire / "
             "no-hire recommendation. It covers four role families and a labelled bank of interviewer questions "
             "asked for other roles.")
    L.append("")
    L.append("## Provenance")
    L.append("")
    L.append("Everything here was written from general knowledge of hiring practice and of UK and US employment "
             "law (for example the Equality Act 2010 and its s60 limit on pre-offer health questions, the "
             "Rehabilitation of Offenders Act 1974, Title VII, the ADA, GINA, USERRA, IRCA, and state and city "
             "salary-history and fair-chance laws). No real interview transcripts or scraped data were used. All "
             "people, employers and situations are fictional; any resemblance to real people or firms is "
             "coincidental. The labels are a reasoned reading of the law and good practice, not legal advice.")
    L.append("")
    L.append("## Layout")
    L.append("")
    L.append("```")
    L.append("README.md               this file (generated)")
    L.append("build/build.py          writes every data file and this README from the two sources below")
    L.append("build/interviews.py     the eight interviews as Python data")
    L.append("build/questions.py      the labelled questions as Python data")
    L.append("interviews/<key>.json   eight interview files")
    L.append("risky_topics.json       the protected topic raised in each interview (all different)")
    L.append("risky-questions.json    the labelled question bank")
    L.append("validate.py             the checker")
    L.append("```")
    L.append("")
    L.append("## Role families")
    L.append("")
    L.append("| Family | Template title | Fictional employer | Setting | Role in brief |")
    L.append("|---|---|---|---|---|")
    for fam, spec in iv.FAMILIES.items():
        emp, where, brief = iv.FAMILY_NOTES[fam]
        L.append(f"| `{fam}` | {spec['templateTitle']} | {emp} | {where} | {brief} |")
    L.append("")
    L.append("Both interviews of a family share the template title, job description, scorecard (three sections, "
             "six criteria written as observable behaviour) and a five-item agenda of 42-43 minutes.")
    L.append("")
    L.append("## Interviews")
    L.append("")
    L.append("| Key | Expected | Candidate | Current job | Introduction | Risky topic | How it comes up | Turns |")
    L.append("|---|---|---|---|---|---|---|---|")
    for item, doc in rows:
        c = item["candidate"]
        L.append(f"| `{item['key']}` | {item['expected']} | {c['firstName']} {c['lastName']} | "
                 f"{c['currentTitle']}, {c['currentCompany']} | {intro_style(item, doc)} | "
                 f"{item['risky_topic']} | {md_escape(iv.RISKY_NOTES[item['key']])} | {len(doc['turns'])} |")
    L.append("")
    L.append("Strong candidates give seven concrete answers (steps, tools, readings, numbers, outcomes and what "
             "they did themselves) and honestly admit two gaps. Weak candidates give eight buzzword-heavy, "
             "mostly 'we'-voiced answers with no numbers, and one modestly concrete answer. In every interview the "
             "interviewer asks exactly one question on a protected topic, outside an agenda transition, and the "
             "candidate declines or redirects. Interviewers sometimes follow a vague answer by asking for a "
             "specific example.")
    L.append("")
    L.append("## Labelled questions")
    L.append("")
    risky_n = sum(1 for i in items if i["risky"])
    caution_n = sum(1 for i in items if i.get("severity"))
    L.append(f"{len(items)} items: {risky_n} risky (including {caution_n} marked `caution`) and "
             f"{len(items) - risky_n} lawful look-alikes, each asked for a different role. Risky items ask about "
             "the candidate's own life, identity or circumstances. Lawful items are either the lawful form of the "
             "question (can the candidate meet a stated requirement) or job content that merely names a "
             "protected word (a task in a religious venue, a disabled customer, a child). Each note opens with "
             "style tags and then gives the reason for the label.")
    L.append("")
    L.append("| Category | Risky | of which caution | Lawful |")
    L.append("|---|---|---|---|")
    for cat in CATEGORIES:
        r = sum(1 for i in items if i["category"] == cat and i["risky"])
        cz = sum(1 for i in items if i["category"] == cat and i.get("severity"))
        lw = sum(1 for i in items if i["category"] == cat and not i["risky"])
        L.append(f"| {cat} | {r} | {cz} | {lw} |")
    L.append("")
    styles = Counter()
    for i in items:
        styles.update(re.match(r"\[([a-z_, ]+)\]", i["note"]).group(1).split(", "))
    L.append("| Style | Meaning | Items |")
    L.append("|---|---|---|")
    meaning = {
        "typed_note": "typed in a hurry: no punctuation, abbreviations, typos, often third person",
        "filler_fragment": "spoken with fillers or as a fragment",
        "two_clause": "two clauses, often a question plus a reason or aside",
        "small_talk_slip": "slips out of small talk or a joke",
        "concern_framing": "framed as concern for the candidate",
        "second_language": "phrased by a speaker of English as a second language",
        "indirect_proxy": "reaches the topic through a proxy (school year, surname, accent, CV gap, festival...)",
        "lawful_form": "the lawful way to ask (lawful items, and caution items)",
        "job_content": "job content that names a protected word (lawful items only)",
    }
    for s in STYLES:
        L.append(f"| `{s}` | {meaning[s]} | {styles[s]} |")
    L.append("")
    for cat in CATEGORIES:
        L.append(f"### {cat}")
        L.append("")
        L.append("| Label | Question | Role | Note |")
        L.append("|---|---|---|---|")
        for i in items:
            if i["category"] != cat:
                continue
            label = "risky (caution)" if i.get("severity") else ("risky" if i["risky"] else "lawful")
            L.append(f"| {label} | {md_escape(i['text'])} | {md_escape(i['role'])} | {md_escape(i['note'])} |")
        L.append("")
    L.append("## How to validate")
    L.append("")
    L.append("```")
    L.append("python3 build/build.py && python3 validate.py")
    L.append("```")
    L.append("")
    L.append("`build/build.py` regenerates the interview files, `risky_topics.json`, `risky-questions.json` and "
             "this README. `validate.py` checks structure, counts, tags and wording rules and prints PASS.")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


def main():
    rows = build_interviews()
    items = build_questions()
    build_readme(rows, items)
    print(f"wrote {len(rows)} interviews, {len(items)} questions, README.md")


if __name__ == "__main__":
    main()
