#!/usr/bin/env python3
"""Builds the set: interviews/*.json, risky_topics.json, risky-questions.json and README.md.

Sources: build/interviews.py (the eight interviews) and build/questions.py (the labelled questions).
Usage (from the set folder or anywhere): python3 build/build.py
"""
import json
import os
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BUILD)
sys.path.insert(0, BUILD)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import ITEMS  # noqa: E402

TITLE = "Held-out interviewer questions: protected-topic warnings (set 13)"
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLE_ORDER = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing",
               "second_language", "indirect_proxy", "lawful_form", "job_content"]
STYLE_MEANING = {
    "typed_note": "hurried typed note, no punctuation, abbreviations and typos, often about the candidate in the third person",
    "filler_fragment": "spoken fillers and broken-off fragments",
    "two_clause": "a statement or observation followed by the question",
    "small_talk_slip": "the question slips out of small talk or banter",
    "concern_framing": "asked as if out of concern for the candidate",
    "second_language": "phrasing of an interviewer speaking English as a second language",
    "indirect_proxy": "gets at the topic through a proxy (graduation year, school, surname, neighbourhood, accent, documents)",
    "lawful_form": "the lawful form of the question (a stated requirement, expectations, a uniform check)",
    "job_content": "job content that names a protected word without asking about the candidate",
}


# ------------------------------------------------------------------ interviews
def scorecard_text(sections):
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


def criteria_list(sections):
    return [c for _, crits in sections for c in crits]


def build_turns(raw, crits, last):
    turns, cur = [], None
    for entry in raw:
        kind, text = entry[0], entry[1]
        if kind == "OPEN":
            cur = 0
            turns.append({"s": "interviewer", "t": text, "agenda": {"start": 0}})
        elif kind == "NEXT":
            turns.append({"s": "interviewer", "t": text, "tag": "agenda_transition",
                          "agenda": {"complete": cur, "start": cur + 1}})
            cur += 1
        elif kind == "CLOSE":
            assert cur == last, "closing before the last agenda item"
            turns.append({"s": "interviewer", "t": text, "tag": "agenda_transition", "agenda": {"complete": cur}})
        elif kind == "ASK":
            turns.append({"s": "interviewer", "t": text})
        elif kind == "RISKY":
            turns.append({"s": "interviewer", "t": text, "tag": "risky_question"})
        elif kind in ("INTRO", "REPLY"):
            turns.append({"s": "candidate", "t": text})
        elif kind == "QUESTION":
            turns.append({"s": "candidate", "t": text, "tag": "candidate_question"})
        elif kind in ("STRONG", "VAGUE", "MODEST"):
            t = {"s": "candidate", "t": text}
            if kind == "STRONG":
                t["tag"] = "strong_answer"
            elif kind == "VAGUE":
                t["tag"] = "vague_answer"
            t["criteria"] = [crits[n - 1] for n in entry[2]]
            turns.append(t)
        else:
            raise ValueError(f"unknown turn kind {kind}")
    return turns


def build_interviews():
    out_dir = os.path.join(ROOT, "interviews")
    os.makedirs(out_dir, exist_ok=True)
    for old in os.listdir(out_dir):
        if old.endswith(".json"):
            os.remove(os.path.join(out_dir, old))
    topics, rows = {}, []
    for iv in INTERVIEWS:
        fam = FAMILIES[iv["family"]]
        crits = criteria_list(fam["sections"])
        agenda = [{"title": t, "duration": d, "description": desc} for t, d, desc in fam["agenda"]]
        doc = {
            "key": iv["key"],
            "family": iv["family"],
            "expected": iv["expected"],
            "candidate": iv["candidate"],
            "templateTitle": fam["templateTitle"],
            "jobDescription": fam["jobDescription"],
            "scorecard": scorecard_text(fam["sections"]),
            "agenda": agenda,
            "turns": build_turns(iv["turns"], crits, len(agenda) - 1),
        }
        with open(os.path.join(out_dir, iv["key"] + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=2, ensure_ascii=False)
            f.write("\n")
        topics[iv["key"]] = iv["risky_topic"]
        risky = next(t["t"] for t in doc["turns"] if t.get("tag") == "risky_question")
        rows.append((iv, doc, risky))
    with open(os.path.join(ROOT, "risky_topics.json"), "w", encoding="utf-8") as f:
        json.dump(topics, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return rows


# ------------------------------------------------------------------ questions
def build_questions():
    items = []
    for cat, label, styles, role, text, reason in ITEMS:
        assert cat in CATEGORIES, cat
        word = {"risky": "Risky", "lawful": "Lawful", "caution": "Caution (depends on jurisdiction)"}[label]
        reason = reason[0].upper() + reason[1:]
        item = {"text": text, "risky": label != "lawful", "category": cat, "role": role,
                "note": f"[{', '.join(styles)}] {word}: {reason}"}
        if label == "caution":
            item["severity"] = "caution"
        items.append(item)
    doc = {
        "header": {
            "title": TITLE,
            "description": (
                "Interviewer questions, spoken or hastily typed, labelled for whether they ask about the "
                "candidate's own life, identity or circumstances on a protected topic (risky) or are look-alikes "
                "that are lawful: the lawful form of the question, or job content that names a protected word. "
                "Items marked severity 'caution' are arrest_record questions whose lawfulness depends on the "
                "jurisdiction. Written from general knowledge of UK and US hiring practice; all people and "
                "employers are fictional."
            ),
            "fields": {
                "text": "the question or note as the interviewer said or typed it",
                "risky": "true if an assistant should privately warn the interviewer",
                "category": "the protected topic the item is about or resembles",
                "role": "the job the question is asked for (one distinct role per item)",
                "note": "[style tags] then why the label holds",
                "severity": "optional; 'caution' on risky arrest_record items whose lawfulness depends on the jurisdiction",
            },
            "categories": CATEGORIES,
        },
        "items": items,
    }
    with open(os.path.join(ROOT, "risky-questions.json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return items


# ------------------------------------------------------------------ README
def md(text):
    return text.replace("|", "\\|").replace("\n", " ")


def build_readme(rows, items):
    L = []
    L.append("# Held-out set 13: interviews and protected-topic questions (now dev material)")
    L.append("")
    L.append("Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev set now (`dev-held-13/`). The next change to the engine needs a new held-out set.")
    L.append("")
    L.append("An evaluation set for an interview assistant that (1) privately warns an interviewer when a question "
             "touches a protected topic, (2) drafts scorecard ratings with quoted evidence and (3) drafts a hire / "
             "no-hire recommendation. It uses four role families and a bank of labelled interviewer questions "
             "across fourteen protected categories.")
    L.append("")
    L.append("## Provenance")
    L.append("")
    L.append("Everything here was written from general knowledge of hiring practice and of UK and US employment "
             "law (for example the Equality Act 2010 and its pre-employment health-question rule, the "
             "Rehabilitation of Offenders Act 1974, Title VII, the ADA, GINA, ban-the-box and salary-history "
             "laws). All people, employers, hotels, clinics and places of work are fictional; any resemblance to "
             "real ones is accidental. Software products mentioned in answers (for example Opera, Salesforce, "
             "BadgerNet) are real, widely used tools named only as candidates would name them. Labels reflect "
             "common guidance and are not legal advice.")
    L.append("")
    L.append("`build/build.py` writes every data file and this README from `build/interviews.py` and "
             "`build/questions.py`.")
    L.append("")
    L.append("## Files")
    L.append("")
    L.append("| File | Contents |")
    L.append("|---|---|")
    L.append("| `interviews/<key>.json` | eight interview transcripts with job description, scorecard, agenda and tagged turns |")
    L.append("| `risky_topics.json` | the protected category of the one risky question in each interview |")
    L.append("| `risky-questions.json` | labelled interviewer questions (header + items) |")
    L.append("| `build/` | the sources and the build script |")
    L.append("| `validate.py` | the checker for this set |")
    L.append("")

    L.append("## Families")
    L.append("")
    L.append("| Family | Template title | Setting | Scorecard criteria |")
    L.append("|---|---|---|---|")
    settings = {
        "midwife": "NHS maternity unit, England",
        "locksmith": "independent mobile locksmith firm, Bristol",
        "grants_officer": "community foundation, Colorado (US)",
        "hotel_night_manager": "four-star city hotel, Edinburgh",
    }
    for key, fam in FAMILIES.items():
        crits = "; ".join(criteria_list(fam["sections"]))
        L.append(f"| {key} | {md(fam['templateTitle'])} | {settings.get(key, '')} | {md(crits)} |")
    L.append("")

    L.append("## Interviews")
    L.append("")
    L.append("Each family has a strong candidate (expected `positive`: seven concrete answers with numbers, "
             "tools and what they did themselves, plus two honest admissions of a gap) and a weak candidate "
             "(expected `negative`: eight buzzword-heavy, vague answers, mostly in the 'we' voice, plus one "
             "modestly concrete answer). Each interview contains exactly one risky question, raised in a "
             "different way each time, which the candidate declines or redirects.")
    L.append("")
    L.append("| Key | Expected | Candidate | Current role | Turns | Risky topic | Risky question |")
    L.append("|---|---|---|---|---|---|---|")
    for iv, doc, risky in rows:
        c = iv["candidate"]
        L.append(f"| {iv['key']} | {iv['expected']} | {c['firstName']} {c['lastName']} | "
                 f"{md(c['currentTitle'])}, {md(c['currentCompany'])} | {len(doc['turns'])} | {iv['risky_topic']} | "
                 f"{md(risky)} |")
    L.append("")

    L.append("## Labelled questions")
    L.append("")
    risky = sum(1 for i in items if i["risky"])
    caution = sum(1 for i in items if i.get("severity") == "caution")
    L.append(f"{len(items)} items: {risky} risky (including {caution} `caution`), {len(items) - risky} lawful, "
             f"each asked for a different role. A risky item asks about the candidate's own life, identity or "
             f"circumstances on the category's topic. A lawful item is a look-alike: the lawful form of the "
             f"question (can the candidate meet a stated requirement, salary expectations, a uniform check) or "
             f"job content that names a protected word (a religious venue, a disabled customer, a child).")
    L.append("")
    L.append("### Per category")
    L.append("")
    L.append("| Category | Risky | of which caution | Lawful |")
    L.append("|---|---|---|---|")
    for cat in CATEGORIES:
        r = sum(1 for i in items if i["category"] == cat and i["risky"])
        cz = sum(1 for i in items if i["category"] == cat and i.get("severity") == "caution")
        lw = sum(1 for i in items if i["category"] == cat and not i["risky"])
        L.append(f"| {cat} | {r} | {cz} | {lw} |")
    L.append("")
    L.append("### Styles")
    L.append("")
    counts = Counter()
    for i in items:
        for s in i["note"][1:i["note"].index("]")].split(", "):
            counts[s] += 1
    L.append("| Style | Items | Meaning |")
    L.append("|---|---|---|")
    for s in STYLE_ORDER:
        L.append(f"| {s} | {counts[s]} | {STYLE_MEANING[s]} |")
    L.append("")
    for cat in CATEGORIES:
        L.append(f"### {cat}")
        L.append("")
        L.append("| Label | Role | Text | Note |")
        L.append("|---|---|---|---|")
        for i in items:
            if i["category"] != cat:
                continue
            label = "caution" if i.get("severity") == "caution" else ("risky" if i["risky"] else "lawful")
            L.append(f"| {label} | {md(i['role'])} | {md(i['text'])} | {md(i['note'])} |")
        L.append("")

    L.append("## How to validate")
    L.append("")
    L.append("```")
    L.append("cd set && python3 build/build.py && python3 validate.py")
    L.append("```")
    L.append("")
    L.append("`validate.py` prints a summary and `PASS` (exit code 0) when every rule holds.")
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
