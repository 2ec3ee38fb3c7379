#!/usr/bin/env python3
"""Writes the set's data files and README.md from build/interviews.py and build/questions.py.

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
import questions as qs  # noqa: E402

TITLE = "Held-out interviewer questions: protected-topic warnings (set 14)"
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]


def write_json(rel, data):
    path = os.path.join(ROOT, rel)
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


def criteria_of(family):
    return [c for _, cs in iv.FAMILIES[family]["scorecard"] for c in cs]


# ------------------------------------------------------------------ interviews
def build_interviews():
    out = []
    for old in os.listdir(os.path.join(ROOT, "interviews")) if os.path.isdir(os.path.join(ROOT, "interviews")) else []:
        if old.endswith(".json"):
            os.remove(os.path.join(ROOT, "interviews", old))
    topics = {}
    for spec in iv.INTERVIEWS:
        fam = iv.FAMILIES[spec["family"]]
        crits = criteria_of(spec["family"])
        turns = []
        for t in spec["turns"]:
            d = {"s": t["s"], "t": t["t"]}
            if "tag" in t:
                d["tag"] = t["tag"]
            if "agenda" in t:
                d["agenda"] = t["agenda"]
            if "criteria" in t:
                d["criteria"] = [crits[i] for i in t["criteria"]]
            turns.append(d)
        data = {
            "key": spec["key"],
            "family": spec["family"],
            "expected": spec["expected"],
            "candidate": spec["candidate"],
            "templateTitle": fam["templateTitle"],
            "jobDescription": fam["jobDescription"],
            "scorecard": scorecard_text(fam["scorecard"]),
            "agenda": fam["agenda"],
            "turns": turns,
        }
        write_json(os.path.join("interviews", spec["key"] + ".json"), data)
        topics[spec["key"]] = spec["risky_topic"]
        out.append(data)
    write_json("risky_topics.json", topics)
    return out, topics


# ------------------------------------------------------------------ questions
def note_of(item):
    head = {"risky": "Risky", "lawful": "Lawful", "caution": "Caution"}[item["label"]]
    why = item["why"]
    return f"[{', '.join(item['styles'])}] {head}: {why[0].upper() + why[1:]}"


def build_questions():
    items = []
    for it in qs.ITEMS:
        d = {"text": it["text"], "risky": it["label"] != "lawful", "category": it["category"], "role": it["role"]}
        if it["label"] == "caution":
            d["severity"] = "caution"
        d["note"] = note_of(it)
        items.append(d)
    header = {
        "title": TITLE,
        "description": ("Interviewer questions and hurried typed notes, labelled for whether they touch the "
                        "candidate's own protected characteristics or circumstances (risky) or only look like they "
                        "do (lawful: the lawful form of a question, or job content that names a protected word). "
                        "Written from general knowledge of hiring practice and UK/US employment law; every role "
                        "and person is fictional."),
        "fields": {
            "text": "the question or note as the interviewer says or types it",
            "risky": "true if it asks or plans to ask about the candidate's own life, identity or circumstances on "
                     "the category's protected topic",
            "category": "the protected topic the item is about or resembles",
            "role": "the job the interview is for (one distinct role per item)",
            "severity": "'caution' on risky arrest_record items whose lawfulness depends on the jurisdiction",
            "note": "[style tags] then the reason for the label",
        },
        "categories": CATEGORIES,
    }
    write_json("risky-questions.json", {"header": header, "items": items})
    return items


# ------------------------------------------------------------------ README
def md_escape(s):
    return s.replace("|", "\\|").replace("\n", " ")


def build_readme(interviews, topics, items):
    L = []
    a = L.append
    a("# Held-out set 14: interviewer questions, protected-topic warnings, scorecards and recommendations (now dev material)")
    a("")
    a("Run once as the held-out set, then studied: it is a dev set now (`dev-held-14/`). The next change to the engine needs a new held-out set.")
    a("")
    a("An evaluation set for an interview assistant that (1) privately warns the interviewer when a question "
      "touches a protected topic, (2) drafts scorecard ratings with quoted evidence and (3) drafts a hire / "
      "no-hire recommendation. It contains eight scripted interviews in four role families and a list of "
      f"{len(items)} labelled interviewer questions.")
    a("")
    a("## Provenance")
    a("")
    a("Written from general knowledge of hiring practice and of UK and US employment law (Equality Act 2010 "
      "including s60 on pre-offer health questions, Rehabilitation of Offenders Act 1974, right-to-work checks; "
      "Title VII, ADEA, ADA, GINA, IRCA, state salary-history and fair-chance laws). All people, employers, "
      "schools, studios and signal boxes are fictional; any resemblance to real ones is accidental. Labels "
      "describe the general legal position for a hiring interview and are not legal advice.")
    a("")
    a("## Families")
    a("")
    a("| Family | Template title | Fictional employer and setting | Agenda (minutes) |")
    a("|---|---|---|---|")
    seen = set()
    for d in interviews:
        if d["family"] in seen:
            continue
        seen.add(d["family"])
        employer = iv.FAMILIES[d["family"]]["employer"]
        agenda = ", ".join(f"{x['title']} {x['duration']}" for x in d["agenda"])
        total = sum(x["duration"] for x in d["agenda"])
        a(f"| {d['family']} | {md_escape(d['templateTitle'])} | {md_escape(employer)} | {agenda} "
          f"(total {total}) |")
    a("")
    a("Each family has one scorecard of three sections and six criteria, shared by its two interviews:")
    a("")
    for fam, spec in iv.FAMILIES.items():
        a(f"- **{fam}**: " + "; ".join(f"{t} ({len(cs)})" for t, cs in spec["scorecard"]))
    a("")
    a("## Interviews")
    a("")
    a("| Key | Expected | Candidate (current job) | Introduction | Turns | Risky topic | How it comes up | "
      "How the candidate answers |")
    a("|---|---|---|---|---|---|---|---|")
    for d in interviews:
        c = d["candidate"]
        name = f"{c['firstName']} {c['lastName']}"
        first = next(t for t in d["turns"] if t["s"] == "candidate")["t"]
        if name in first:
            rest = first.split(name, 1)[1]
            intro = "full name + credential" if rest.startswith(", ") and rest[2:3].isupper() else "full name"
        else:
            intro = "current job, no name"
        how, reply = iv.RISKY_HOW[d["key"]]
        a(f"| {d['key']} | {d['expected']} | {name} ({c['currentTitle']}, {c['currentCompany']}) | {intro} | "
          f"{len(d['turns'])} | {topics[d['key']]} | {how} | {reply} |")
    a("")
    a("Strong candidates give seven concrete answers (steps, tools, figures, outcomes, what they did themselves) "
      "and honestly admit two gaps. Weak candidates give eight vague, buzzword-heavy answers, mostly as 'we' or "
      "'our team', and one modestly concrete answer. Interviewers keep turns short, probe for examples after vague "
      "answers, and never give a verdict aloud. Each interview has exactly one risky question, answered without "
      "giving the protected information.")
    a("")
    a("## Labelled questions (`risky-questions.json`)")
    a("")
    a("A question is **risky** when the interviewer asks, or plans to ask, about the candidate's own life, "
      "identity or circumstances on the category's protected topic. A **lawful** item in the same category is a "
      "look-alike: the lawful form of the question (can the candidate meet a stated requirement) or job content "
      "that names a protected word. **Caution** items (severity `caution`) are risky arrest_record questions "
      "whose lawfulness depends on the jurisdiction.")
    a("")
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in qs.ITEMS:
        stats[it["category"]][it["label"]] += 1
        styles.update(it["styles"])
    a("| Category | Risky | Caution | Lawful | Total |")
    a("|---|---|---|---|---|")
    for c in CATEGORIES:
        s = stats[c]
        a(f"| {c} | {s['risky']} | {s['caution']} | {s['lawful']} | {sum(s.values())} |")
    tot = Counter()
    for s in stats.values():
        tot.update(s)
    a(f"| **all** | {tot['risky']} | {tot['caution']} | {tot['lawful']} | {sum(tot.values())} |")
    a("")
    a("Style tags (an item may carry several):")
    a("")
    a("| Style | Items | Meaning |")
    a("|---|---|---|")
    meaning = {
        "typed_note": "hurried note with no punctuation, abbreviations and typos, often about the candidate in "
                      "the third person",
        "filler_fragment": "spoken fragments with fillers and trailing-off",
        "two_clause": "a reason or lead-in clause followed by the question",
        "small_talk_slip": "small talk or a compliment that slides into the topic",
        "concern_framing": "framed as concern for the candidate or the team",
        "second_language": "phrasing of a speaker whose first language is not English",
        "indirect_proxy": "reaches the topic through a proxy (dates, school, name, accent, neighbourhood, document)",
        "lawful_form": "the lawful way to ask (lawful and caution items only)",
        "job_content": "job content that names a protected word (lawful items only)",
    }
    for s in ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing",
              "second_language", "indirect_proxy", "lawful_form", "job_content"]:
        a(f"| {s} | {styles[s]} | {meaning[s]} |")
    a("")
    a(f"Every item has its own role ({len({it['role'].lower() for it in qs.ITEMS})} distinct roles), chosen "
      "outside the four interview families.")
    a("")
    for c in CATEGORIES:
        a(f"### {c}")
        a("")
        a("| Label | Role | Question or note | Styles |")
        a("|---|---|---|---|")
        for it in qs.ITEMS:
            if it["category"] == c:
                a(f"| {it['label']} | {md_escape(it['role'])} | {md_escape(it['text'])} | "
                  f"{', '.join(it['styles'])} |")
        a("")
    a("## Files")
    a("")
    a("```")
    a("README.md                 this file (generated)")
    a("build/build.py            writes every data file and this README from the two sources below")
    a("build/interviews.py       the eight interviews as Python data")
    a("build/questions.py        the labelled questions as Python data")
    a("interviews/<key>.json     eight interview files")
    a("risky_topics.json         the protected topic of each interview's risky question")
    a("risky-questions.json      header and labelled items")
    a("validate.py               the checker")
    a("```")
    a("")
    a("## How to validate")
    a("")
    a("```")
    a("python3 build/build.py && python3 validate.py")
    a("```")
    a("")
    a("`validate.py` prints a summary and `PASS` (exit code 0), or the list of problems.")
    a("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


def main():
    interviews, topics = build_interviews()
    items = build_questions()
    build_readme(interviews, topics, items)
    print(f"wrote {len(interviews)} interviews, risky_topics.json, {len(items)} labelled questions, README.md")


if __name__ == "__main__":
    main()
