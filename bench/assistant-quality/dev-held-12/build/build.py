#!/usr/bin/env python3
"""Writes every data file of the set, and README.md, from interviews.py and questions.py.

Usage (from the set folder):  python3 build/build.py
"""
import json
import os
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BUILD)
sys.path.insert(0, BUILD)

import interviews as iv  # noqa: E402
import questions as qs   # noqa: E402

TITLE = "Held-out interviewer questions: protected-topic warnings (set 12)"
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLE_NOTES = {
    "typed_note": "typed in a hurry into a notes field: no punctuation, abbreviations, typos, often third person",
    "filler_fragment": "spoken with fillers and unfinished fragments",
    "two_clause": "a lead-in clause followed by the question",
    "small_talk_slip": "the question slips out of small talk or a joke",
    "concern_framing": "framed as concern for the candidate",
    "second_language": "phrased by an interviewer speaking English as a second language",
    "indirect_proxy": "gets at the topic through a proxy (school years, names, accents, neighbourhoods, documents)",
    "lawful_form": "the lawful way to ask (a stated requirement, a post-offer check, an opt-in)",
    "job_content": "job content that merely names a protected word",
}


def write_json(path, data):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")


def scorecard_text(fam):
    lines = []
    for title, keys in fam["sections"]:
        lines.append(title)
        lines.extend("- " + fam["CRIT"][k] for k in keys)
    return "\n".join(lines)


def build_interview(spec):
    fam = iv.FAMILIES[spec["family"]]
    turns = []
    for t in spec["turns"]:
        t = dict(t)
        if "criteria" in t:
            t["criteria"] = [fam["CRIT"][k] for k in t["criteria"]]
        turns.append(t)
    return {
        "key": spec["key"],
        "family": spec["family"],
        "expected": spec["expected"],
        "candidate": spec["candidate"],
        "templateTitle": fam["templateTitle"],
        "jobDescription": fam["jobDescription"],
        "scorecard": scorecard_text(fam),
        "agenda": fam["agenda"],
        "turns": turns,
    }


def build_items():
    items = []
    for q in qs.ITEMS:
        label = "Caution" if q["caution"] else ("Risky" if q["risky"] else "Lawful")
        item = {
            "text": q["text"],
            "risky": q["risky"],
            "category": q["category"],
            "role": q["role"],
            "note": f"[{', '.join(q['styles'])}] {label}: {q['why']}",
        }
        if q["caution"]:
            item["severity"] = "caution"
        items.append(item)
    return items


def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def readme(interviews, items):
    out = []
    w = out.append
    w("# Held-out evaluation set 12: interview assistant (now dev material)\n")
    w("Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev set now (`dev-held-12/`). The next change to the engine needs a new held-out set.\n")
    w("An evaluation set for an interview assistant that (1) privately warns the interviewer when a question touches "
      "a protected topic, (2) drafts scorecard ratings with quoted evidence, and (3) drafts a hire / no-hire "
      "recommendation. It covers four role families and a bank of labelled interviewer questions asked for many "
      "other roles, in the loose, hurried and indirect ways real interviewers speak and type.\n")
    w("## Provenance\n")
    w("Everything here was written from general knowledge of hiring practice and of UK and US employment law "
      "(Equality Act 2010 including s.60 on pre-offer health questions, Rehabilitation of Offenders Act 1974, UK "
      "right-to-work rules; Title VII, ADA, ADEA, GINA, IRCA, USERRA, the Pregnancy Discrimination Act, state and "
      "city salary-history and ban-the-box laws, CROWN Act hair protections). No real transcripts, real "
      "candidates or existing question lists were used. All people and employers are fictional; place names and "
      "widely used tools (job boards, TMS products, CRMs) appear only as realistic background.\n")
    w("Labels are a considered judgement, not legal advice. Where lawfulness genuinely depends on the "
      "jurisdiction (conviction questions that are lawful in England and Wales but barred before an offer under "
      "US ban-the-box laws), the item is marked risky with `\"severity\": \"caution\"`.\n")

    w("## Files\n")
    w("| Path | What it is |")
    w("|---|---|")
    w("| `build/interviews.py` | the eight interviews and their shared family templates, as Python data |")
    w("| `build/questions.py` | the labelled questions, as Python data |")
    w("| `build/build.py` | writes every JSON file below and this README |")
    w("| `interviews/<key>.json` | one file per interview |")
    w("| `risky_topics.json` | the protected topic raised in each interview |")
    w("| `risky-questions.json` | the labelled question bank (`header` + `items`) |")
    w("| `validate.py` | the checker for this set |")
    w("")

    w("## Role families\n")
    w("| Family | Template title | Employer (fictional) | Setting | Scorecard sections |")
    w("|---|---|---|---|---|")
    for key, fam in iv.FAMILIES.items():
        secs = "; ".join(t for t, _ in fam["sections"])
        w(f"| `{key}` | {md_escape(fam['templateTitle'])} | {md_escape(fam['employer'])} | "
          f"{md_escape(fam['place'])} | {md_escape(secs)} |")
    w("")

    w("## Interviews\n")
    w("Each family has a strong candidate (expected `positive`: concrete, first-person answers with steps, tools, "
      "readings and numbers, plus two honest admissions of a gap) and a weak one (expected `negative`: buzzwords, "
      "vague \"we\" answers, one modestly concrete answer). Each interview contains exactly one question on a "
      "protected topic, raised in a different way, which the candidate declines or redirects.\n")
    w("| Key | Expected | Candidate | Current job | Turns | Risky topic | How it comes up | How the candidate handles it |")
    w("|---|---|---|---|---|---|---|---|")
    specs = {s["key"]: s for s in iv.INTERVIEWS}
    for d in interviews:
        s = specs[d["key"]]
        c = d["candidate"]
        w(f"| `{d['key']}` | {d['expected']} | {c['firstName']} {c['lastName']} | "
          f"{md_escape(c['currentTitle'])}, {md_escape(c['currentCompany'])} | {len(d['turns'])} | "
          f"`{s['risky_topic']}` | {md_escape(s['risky_how'])} | {md_escape(s['decline'])} |")
    w("")

    # question statistics
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in items:
        kind = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][kind] += 1
        tags = it["note"][1:it["note"].index("]")].split(", ")
        styles.update(tags)
    n_risky = sum(s["risky"] + s["caution"] for s in stats.values())
    n_caution = sum(s["caution"] for s in stats.values())
    n_lawful = sum(s["lawful"] for s in stats.values())
    w("## Labelled questions\n")
    w(f"`risky-questions.json` holds {len(items)} interviewer questions: {n_risky} risky (including {n_caution} "
      f"caution items) and {n_lawful} lawful look-alikes, each asked for a different role. **Risky** means the "
      "interviewer asks, or plans to ask, about the candidate's own life, identity or circumstances on the "
      "category's protected topic. **Lawful** items are close look-alikes: the lawful form of the question (can "
      "the candidate meet a stated requirement, a post-offer check, a voluntary opt-in) or job content that merely "
      "names a protected word (a religious venue, a disabled customer, a child patient). Each `note` opens with "
      "style tags in brackets and then gives the reason for the label.\n")
    w("| Category | Risky | of which caution | Lawful |")
    w("|---|---|---|---|")
    for c in CATEGORIES:
        s = stats[c]
        w(f"| `{c}` | {s['risky'] + s['caution']} | {s['caution']} | {s['lawful']} |")
    w(f"| **total** | **{n_risky}** | **{n_caution}** | **{n_lawful}** |")
    w("")
    w("| Style tag | Items | Meaning |")
    w("|---|---|---|")
    for st, meaning in STYLE_NOTES.items():
        w(f"| `{st}` | {styles[st]} | {meaning} |")
    w("")

    w("### All items by category\n")
    for c in CATEGORIES:
        w(f"#### `{c}`\n")
        w("| Label | Question | Role | Styles |")
        w("|---|---|---|---|")
        for it in items:
            if it["category"] != c:
                continue
            label = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
            tags = it["note"][1:it["note"].index("]")]
            w(f"| {label} | {md_escape(it['text'])} | {md_escape(it['role'])} | {tags} |")
        w("")

    w("## How to validate\n")
    w("```")
    w("python3 build/build.py && python3 validate.py")
    w("```\n")
    w("`build/build.py` regenerates `interviews/*.json`, `risky_topics.json`, `risky-questions.json` and this "
      "README from the two Python sources; `validate.py` checks structure, tags, agenda markers, answer styles, "
      "label counts and style coverage, and prints `PASS` when everything holds.")
    return "\n".join(out) + "\n"


def main():
    os.makedirs(os.path.join(ROOT, "interviews"), exist_ok=True)
    interviews = [build_interview(s) for s in iv.INTERVIEWS]
    for d in interviews:
        write_json(os.path.join(ROOT, "interviews", d["key"] + ".json"), d)
    write_json(os.path.join(ROOT, "risky_topics.json"), {s["key"]: s["risky_topic"] for s in iv.INTERVIEWS})
    items = build_items()
    header = {
        "title": TITLE,
        "description": ("Interviewer questions, spoken or typed, each labelled risky (asks about the candidate's "
                        "own life, identity or circumstances on a protected topic) or lawful (the lawful form of "
                        "the question, or job content that merely names a protected word). Written from general "
                        "knowledge of UK and US employment law; all roles are examples and all people fictional."),
        "fields": {
            "text": "the question or note as the interviewer said or typed it",
            "risky": "true if the interviewer should get a private warning",
            "category": "the protected topic the question touches",
            "role": "the job the question is asked for (one per item)",
            "note": "[style tags] then the reason for the label",
            "severity": "optional; 'caution' on risky arrest_record items whose lawfulness depends on the jurisdiction",
        },
        "categories": CATEGORIES,
    }
    write_json(os.path.join(ROOT, "risky-questions.json"), {"header": header, "items": items})
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(interviews, items))
    print(f"wrote {len(interviews)} interviews, {len(items)} questions, README.md")


if __name__ == "__main__":
    main()
