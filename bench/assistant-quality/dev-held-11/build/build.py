#!/usr/bin/env python3
"""Writes every data file of the set and README.md from build/interviews.py and build/questions.py.

Usage (from the set folder or anywhere):  python3 build/build.py
"""
import json
import os
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(BUILD)
sys.path.insert(0, BUILD)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import QUESTIONS, CAUTION, R, L  # noqa: E402

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 11)"
STYLES = {
    "typed_note": "typed in a hurry: no punctuation, abbreviations, typos, often about the candidate in the third "
                  "person",
    "filler_fragment": "spoken with fillers and fragments (um, like, so, sorry)",
    "two_clause": "two clauses: a lead-in or reason plus the question",
    "small_talk_slip": "comes up as small talk or a friendly aside",
    "concern_framing": "framed as concern for the candidate",
    "second_language": "phrased as a second-language speaker might",
    "indirect_proxy": "reaches the topic through a proxy (school dates, names, accents, neighbourhoods, documents, "
                      "holidays, leave, benefits)",
    "lawful_form": "the lawful way to ask (can you meet a stated requirement, checks applied to all, after offer)",
    "job_content": "about the job's tasks or customers; merely names a protected word",
}


def write_json(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


def scorecard_text(sections):
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


def criteria_list(sections):
    return [c for _, crits in sections for c in crits]


def build_interviews():
    os.makedirs(os.path.join(OUT, "interviews"), exist_ok=True)
    for old in os.listdir(os.path.join(OUT, "interviews")):
        if old.endswith(".json"):
            os.remove(os.path.join(OUT, "interviews", old))
    topics = {}
    for iv in INTERVIEWS:
        fam = FAMILIES[iv["family"]]
        crits = criteria_list(fam["scorecard"])
        turns = []
        for t in iv["turns"]:
            t = dict(t)
            if "criteria" in t:
                t["criteria"] = [crits[k] for k in t["criteria"]]
            turns.append(t)
        data = {
            "key": iv["key"],
            "family": iv["family"],
            "expected": iv["expected"],
            "candidate": iv["candidate"],
            "templateTitle": fam["templateTitle"],
            "jobDescription": fam["jobDescription"],
            "scorecard": scorecard_text(fam["scorecard"]),
            "agenda": fam["agenda"],
            "turns": turns,
        }
        write_json(os.path.join(OUT, "interviews", iv["key"] + ".json"), data)
        topics[iv["key"]] = iv["risky_topic"]
    write_json(os.path.join(OUT, "risky_topics.json"), dict(sorted(topics.items())))


def note_for(label, styles, reason):
    head = {R: "Risky", L: "Lawful", CAUTION: "Risky (caution: depends on jurisdiction)"}[label]
    return f"[{', '.join(styles)}] {head}: {reason[0].upper() + reason[1:]}"


def question_items():
    items = []
    for cat, label, role, styles, text, reason in QUESTIONS:
        item = {"text": text, "risky": label != L, "category": cat, "role": role,
                "note": note_for(label, styles, reason)}
        if label == CAUTION:
            item["severity"] = "caution"
        items.append(item)
    return items


def build_questions():
    header = {
        "title": TITLE,
        "description": ("Interviewer questions and hurried interview notes, each labelled risky or lawful for one "
                        "protected topic. Risky items ask, or plan to ask, about the candidate's own life, identity "
                        "or circumstances on that topic. Lawful items are look-alikes: the lawful form of a question "
                        "(whether a stated requirement can be met, a check applied to everyone, an after-offer step) "
                        "or job content that merely names a protected word. Items marked severity 'caution' are "
                        "arrest-record questions whose lawfulness depends on the jurisdiction and timing. Written "
                        "from general knowledge of UK and US hiring practice; every role is fictional context."),
        "fields": {
            "text": "the question or note as spoken or typed by the interviewer",
            "risky": "true if an assistant should warn the interviewer, false for a lawful look-alike",
            "category": "the protected topic the item touches (one of categories)",
            "role": "the job the question is asked for (one distinct role per item)",
            "note": "[style tags] then why the item is risky or lawful",
            "severity": "optional; 'caution' on risky arrest-record items whose lawfulness depends on jurisdiction",
        },
        "categories": CATEGORIES,
    }
    items = question_items()
    write_json(os.path.join(OUT, "risky-questions.json"), {"header": header, "items": items})
    return items


def md_cell(s):
    return s.replace("|", "\\|").replace("\n", " ")


def build_readme(items):
    out = []
    w = out.append
    w("# Held-out evaluation set 11: interview assistant (now dev material)")
    w("")
    w("Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev set now (`dev-held-11/`). The next change to the engine needs a new held-out set.")
    w("")
    w("An evaluation set for an interview assistant that (1) privately warns an interviewer when a question touches "
      "a protected topic, (2) drafts scorecard ratings with quoted evidence and (3) drafts a hire / no-hire "
      "recommendation. It contains eight scripted interviews in four role families and a list of labelled "
      "interviewer questions.")
    w("")
    w("## Provenance")
    w("")
    w("Everything here was written from general knowledge of hiring practice and of UK and US employment law "
      "(Equality Act 2010 and the Rehabilitation of Offenders Act 1974 in Great Britain; Title VII, the ADA, the "
      "ADEA, GINA, the Pregnancy Discrimination Act, IRCA, state and city salary-history and fair-chance laws in "
      "the US). All people, employers and workplaces are fictional; any resemblance to real people or firms is "
      "accidental. Place names, qualifications, standards and tools (for example ABDO, GOC, CISRS, TG20, SG4, "
      "Spectrum, CPCU, ISO construction classes) are real and are used as ordinary job context. The labels are "
      "practical screening judgements for an assistant, not legal advice.")
    w("")
    w("## Files")
    w("")
    w("| File | What it is |")
    w("|---|---|")
    w("| `build/build.py` | writes every data file below and this README |")
    w("| `build/interviews.py` | the four families and eight interviews as Python data |")
    w("| `build/questions.py` | the labelled questions as Python data |")
    w("| `interviews/<key>.json` | one file per interview |")
    w("| `risky_topics.json` | the protected topic of the one risky question in each interview |")
    w("| `risky-questions.json` | header and labelled question items |")
    w("| `validate.py` | the checker for the set |")
    w("")
    w("## Role families")
    w("")
    w("| Family | Template title | Fictional employer | Location / law | Scorecard sections |")
    w("|---|---|---|---|---|")
    for key, fam in FAMILIES.items():
        secs = "; ".join(t for t, _ in fam["scorecard"])
        w(f"| `{key}` | {fam['templateTitle']} | {fam['employer']} | {fam['location']} | {secs} |")
    w("")
    w("Both interviews of a family share the template title, job description, scorecard (three sections, six "
      "criteria written as observable behaviour) and a five-item agenda of 42 or 43 minutes.")
    w("")
    w("## Interviews")
    w("")
    w("| Key | Expected | Candidate | Current job | Turns | Risky topic | How the risky question comes up |")
    w("|---|---|---|---|---|---|---|")
    for iv in INTERVIEWS:
        c = iv["candidate"]
        risky = next(t["t"] for t in iv["turns"] if t.get("tag") == "risky_question")
        w(f"| `{iv['key']}` | {iv['expected']} | {c['firstName']} {c['lastName']} | "
          f"{c['currentTitle']}, {c['currentCompany']} | {len(iv['turns'])} | {iv['risky_topic']} | "
          f"\"{md_cell(risky)}\" |")
    w("")
    w("Strong candidates give seven concrete answers (steps, tools, readings, numbers, outcomes and what they did "
      "themselves) and honestly admit two gaps. Weak candidates give eight vague, buzzword-heavy answers, mostly "
      "speaking as \"we\" or \"the team\", and one modestly concrete answer, usually after the interviewer asks for "
      "a specific example. Every candidate declines or redirects the risky question in their own way, and asks two "
      "questions in the last agenda item. Two introductions describe the current job without giving the "
      "candidate's name.")
    w("")
    w("## Labelled questions")
    w("")
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in items:
        kind = "caution" if it.get("severity") == "caution" else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][kind] += 1
        styles.update(it["note"][1:it["note"].index("]")].split(", "))
    n_risky = sum(s["risky"] + s["caution"] for s in stats.values())
    n_caution = sum(s["caution"] for s in stats.values())
    n_lawful = sum(s["lawful"] for s in stats.values())
    w(f"{len(items)} items: {n_risky} risky (of which {n_caution} are marked `caution`) and {n_lawful} lawful, "
      f"each asked for a different role. Risky means the interviewer asks, or plans to ask, about the candidate's "
      f"own life, identity or circumstances on the topic. Lawful items are deliberately close look-alikes.")
    w("")
    w("| Category | Risky | Caution | Lawful |")
    w("|---|---|---|---|")
    for c in CATEGORIES:
        s = stats[c]
        w(f"| {c} | {s['risky']} | {s['caution']} | {s['lawful']} |")
    w("")
    w("| Style tag | Items | Meaning |")
    w("|---|---|---|")
    for k, meaning in STYLES.items():
        w(f"| `{k}` | {styles[k]} | {meaning} |")
    w("")
    for c in CATEGORIES:
        w(f"### {c}")
        w("")
        w("| Label | Role | Question or note | Why |")
        w("|---|---|---|---|")
        for it in items:
            if it["category"] != c:
                continue
            label = "caution" if it.get("severity") == "caution" else ("risky" if it["risky"] else "lawful")
            w(f"| {label} | {md_cell(it['role'])} | {md_cell(it['text'])} | {md_cell(it['note'])} |")
        w("")
    w("## How to validate")
    w("")
    w("```")
    w("python3 build/build.py && python3 validate.py")
    w("```")
    w("")
    w("`build/build.py` regenerates `interviews/`, `risky_topics.json`, `risky-questions.json` and this README; "
      "`validate.py` checks structure, tags, counts and wording rules and prints PASS when the set is complete.")
    w("")
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    build_interviews()
    items = build_questions()
    build_readme(items)
    print(f"wrote {len(INTERVIEWS)} interviews, {len(items)} questions and README.md to {OUT}")


if __name__ == "__main__":
    main()
