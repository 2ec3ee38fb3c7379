#!/usr/bin/env python3
"""Writes every data file of the set, and README.md, from build/interviews.py and build/questions.py.

Usage (from the set folder or anywhere):  python3 build/build.py
"""
import json
import os
import re
import sys
from collections import Counter

BUILD = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BUILD)
sys.dont_write_bytecode = True
sys.path.insert(0, BUILD)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import QUESTIONS  # noqa: E402

TITLE = "Held-out interviewer questions: protected-topic warnings (set 9)"
CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
STYLE_MEANING = {
    "typed_note": "typed in a hurry with no punctuation: abbreviations, typos, often about the candidate in the third person",
    "filler_fragment": "spoken fillers and fragments (\"like\", \"you know\", \"or...?\", trailing tags)",
    "two_clause": "two clauses: a question plus a reason, aside or second question",
    "small_talk_slip": "comes up in small talk or as a friendly aside",
    "concern_framing": "framed as concern for the candidate or for the team",
    "second_language": "phrased as a speaker of English as a second language might phrase it",
    "indirect_proxy": "gets at the topic through a proxy (school, dates, accent, address, names, documents, photos)",
    "lawful_form": "the lawful way to ask: a stated requirement, an adjustment offer, expectations, a post-offer check",
    "job_content": "job content that merely names a protected word (customers, patients, clients, tasks)",
}


def write_json(path, data):
    with open(path, "w") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
        f.write("\n")


# ------------------------------------------------------------------------------------------------ interviews
def build_interviews():
    os.makedirs(os.path.join(ROOT, "interviews"), exist_ok=True)
    for old in os.listdir(os.path.join(ROOT, "interviews")):
        if old.endswith(".json"):
            os.remove(os.path.join(ROOT, "interviews", old))
    topics, rows = {}, []
    for fam, iv in INTERVIEWS:
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
        write_json(os.path.join(ROOT, "interviews", iv["key"] + ".json"), d)
        topics[iv["key"]] = iv["risky_topic"]
        first = next(t for t in iv["turns"] if t["s"] == "candidate")
        name = f"{iv['candidate']['firstName']} {iv['candidate']['lastName']}"
        m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", first["t"])
        if name in first["t"]:
            intro = "full name" + (f", {m.group(1)}" if m else "")
        else:
            intro = "describes current job, no name"
        risky = next(t for t in iv["turns"] if t.get("tag") == "risky_question")
        rows.append(dict(key=iv["key"], expected=iv["expected"], name=name,
                         current=f"{iv['candidate']['currentTitle']}, {iv['candidate']['currentCompany']}",
                         intro=intro, topic=iv["risky_topic"], turns=len(iv["turns"]), risky=risky["t"]))
    write_json(os.path.join(ROOT, "risky_topics.json"), topics)
    return rows


# ------------------------------------------------------------------------------------------------ questions
def note_for(risky, styles, reason, caution):
    if caution:
        label = "Risky depending on jurisdiction"
    else:
        label = "Risky" if risky else "Lawful"
    return f"[{', '.join(styles)}] {label}: {reason}"


def build_questions():
    items, roles, texts = [], set(), set()
    for q in QUESTIONS:
        cat, risky, role, text, styles, reason = q[:6]
        caution = len(q) > 6 and q[6] == "caution"
        assert cat in CATEGORIES, cat
        assert role.lower() not in roles, f"duplicate role {role}"
        assert text.lower() not in texts, f"duplicate text {text}"
        assert all(s in STYLES for s in styles), styles
        if "typed_note" in styles:
            assert not re.search(r"[.?!,;:]", text), f"typed note has punctuation: {text}"
        roles.add(role.lower())
        texts.add(text.lower())
        it = {"text": text, "risky": risky, "category": cat, "role": role,
              "note": note_for(risky, styles, reason, caution)}
        if caution:
            it["severity"] = "caution"
        items.append(it)
    header = {
        "title": TITLE,
        "description": ("Interviewer questions, spoken or hastily typed, labelled for whether they touch a protected "
                        "topic about the candidate's own life, identity or circumstances. Risky items should raise a "
                        "private warning; lawful items are close look-alikes (the lawful form of the question, or job "
                        "content that names a protected word) and should not. Items with severity 'caution' are "
                        "conviction questions whose lawfulness depends on the jurisdiction. Written from general "
                        "knowledge of UK and US hiring practice; all roles are fictional postings."),
        "fields": {
            "text": "the question or note as the interviewer said or typed it",
            "risky": "true if it asks about the candidate's own protected characteristic or circumstances",
            "category": "one of the categories below",
            "role": "the job the question was asked for (one distinct role per item)",
            "note": "[style tags] then why the item is risky or lawful",
            "severity": "optional; 'caution' on risky arrest_record items whose lawfulness depends on the jurisdiction",
        },
        "categories": CATEGORIES,
    }
    write_json(os.path.join(ROOT, "risky-questions.json"), {"header": header, "items": items})
    return items


# ------------------------------------------------------------------------------------------------ README
def md(s):
    return str(s).replace("|", "\\|").replace("\n", " ")


def build_readme(rows, items):
    out = []
    w = out.append
    w("# Held-out evaluation set 9: interviews and protected-topic questions (now dev material)")
    w("")
    w("Run once as the held-out set, then studied: its failures shaped the next changes, so it is a dev set now (`dev-held-9/`). The next change to the engine needs a new held-out set.")
    w("")
    w("An evaluation set for an interview assistant that (1) privately warns the interviewer when a question touches "
      "a protected topic, (2) drafts scorecard ratings with quoted evidence, and (3) drafts a hire / no-hire "
      "recommendation. It uses four role families and a bank of labelled interviewer questions written for roles "
      "outside those families.")
    w("")
    w("## Provenance")
    w("")
    w("Written from general knowledge of hiring practice and of UK and US employment law (Equality Act 2010 and "
      "its s.60 limits on pre-offer health questions, the Rehabilitation of Offenders Act 1974, UK right-to-work "
      "checks, Title VII, the ADA, GINA, IRCA, USERRA, state and city ban-the-box and pay-history laws). All people, "
      "employers and postings are fictional; any resemblance to real people or firms is accidental. Real product "
      "names (for example a PMR system or event software) appear only as the kind of tool a worker would mention.")
    w("")
    w("Everything in the set is generated by `build/build.py` from two Python sources:")
    w("")
    w("- `build/interviews.py`: the four families (job description, scorecard, agenda) and the eight interviews.")
    w("- `build/questions.py`: the labelled questions.")
    w("")
    w("## Files")
    w("")
    w("| File | Contents |")
    w("|---|---|")
    w("| `interviews/<key>.json` | eight interviews, `<family>-strong` (expected positive) and `<family>-weak` (expected negative) |")
    w("| `risky_topics.json` | the protected topic of the one risky interviewer question in each interview |")
    w("| `risky-questions.json` | header plus labelled questions |")
    w("| `validate.py` | the checker |")
    w("| `build/` | sources and the build script |")
    w("")
    w("## Role families")
    w("")
    w("| Family | Template title | Fictional employer | Setting | Scorecard sections |")
    w("|---|---|---|---|---|")
    for f in FAMILIES:
        sections = [l for l in f["scorecard"].split("\n") if l and not l.startswith("- ")]
        w(f"| `{f['family']}` | {md(f['templateTitle'])} | {md(f['employer'])} | {md(f['location'])} | "
          f"{md('; '.join(sections))} |")
    w("")
    w("Each family's agenda has five items totalling 42 or 43 minutes, opening with a welcome and background and "
      "closing with the candidate's questions. Strong and weak interviews of a family share the same template title, "
      "job description, scorecard and agenda.")
    w("")
    w("## Interviews")
    w("")
    w("| Key | Expected | Candidate | Current job | Introduction | Risky topic | Turns |")
    w("|---|---|---|---|---|---|---|")
    for r in rows:
        w(f"| `{r['key']}` | {r['expected']} | {md(r['name'])} | {md(r['current'])} | {md(r['intro'])} | "
          f"`{r['topic']}` | {r['turns']} |")
    w("")
    w("What each interview exercises:")
    w("")
    w("- Strong candidates give seven concrete answers (steps, tools, readings, numbers, outcomes, and what they did "
      "themselves) and honestly admit two gaps. Weak candidates give eight vague, buzzword-heavy answers, mostly "
      "speaking as \"we\" or \"the team\", and one modestly concrete answer. Interviewers sometimes follow a vague "
      "answer with a request for a specific example.")
    w("- Exactly one interviewer question per interview touches a protected topic. It comes up in different ways: "
      "small talk, concern for the candidate, a staffing worry, or a slip mid-topic. The candidate declines or "
      "redirects each time, in a different way.")
    w("")
    w("The risky question in each interview:")
    w("")
    w("| Key | Topic | Interviewer's words |")
    w("|---|---|---|")
    for r in rows:
        w(f"| `{r['key']}` | `{r['topic']}` | {md(r['risky'])} |")
    w("")
    w("## Labelled questions")
    w("")
    risky = [i for i in items if i["risky"]]
    lawful = [i for i in items if not i["risky"]]
    caution = [i for i in items if i.get("severity") == "caution"]
    w(f"{len(items)} items: {len(risky)} risky (including {len(caution)} with severity `caution`) and "
      f"{len(lawful)} lawful, each for a different role.")
    w("")
    w("- **Risky**: the interviewer asks, or notes that they plan to ask, about the candidate's own life, identity or "
      "circumstances on the category's protected topic, including through proxies (graduation year, school, accent, "
      "address, maiden name, festivals, payslips, service dates).")
    w("- **Lawful**: a close look-alike that should not warn: the lawful form of the question (can you meet a stated "
      "requirement, adjustments for the interview, salary expectations, a post-offer check) or job content that names "
      "a protected word (a pregnant client, a deaf visitor, a church roof, a veteran client).")
    w("- **Caution**: conviction questions that are lawful in some jurisdictions (for example unspent convictions in "
      "England and Wales) but barred before an offer in others (US ban-the-box states and cities). They count as risky.")
    w("")
    w("### Per category")
    w("")
    w("| Category | Risky | of which caution | Lawful |")
    w("|---|---|---|---|")
    for c in CATEGORIES:
        ci = [i for i in items if i["category"] == c]
        w(f"| `{c}` | {sum(i['risky'] for i in ci)} | {sum(i.get('severity') == 'caution' for i in ci)} | "
          f"{sum(not i['risky'] for i in ci)} |")
    w("")
    w("### Styles")
    w("")
    counts = Counter()
    for i in items:
        for s in re.match(r"\[([a-z_, ]+)\]", i["note"]).group(1).split(", "):
            counts[s] += 1
    w("| Style | Items | Meaning |")
    w("|---|---|---|")
    for s in STYLES:
        w(f"| `{s}` | {counts[s]} | {md(STYLE_MEANING[s])} |")
    w("")
    w("`job_content` appears only on lawful items; `lawful_form` only on lawful or caution items; every lawful item "
      "carries one of the two.")
    w("")
    w("### All items")
    w("")
    for c in CATEGORIES:
        w(f"#### `{c}`")
        w("")
        w("| Label | Role | Text | Note |")
        w("|---|---|---|---|")
        for i in items:
            if i["category"] != c:
                continue
            label = "caution" if i.get("severity") == "caution" else ("risky" if i["risky"] else "lawful")
            w(f"| {label} | {md(i['role'])} | {md(i['text'])} | {md(i['note'])} |")
        w("")
    w("## How to validate")
    w("")
    w("```")
    w("python3 build/build.py && python3 validate.py")
    w("```")
    w("")
    w("`build/build.py` regenerates the interviews, `risky_topics.json`, `risky-questions.json` and this README. "
      "`validate.py` checks structure, tags, counts and wording rules and prints PASS (exit code 0) when the set is "
      "well formed.")
    w("")
    with open(os.path.join(ROOT, "README.md"), "w") as f:
        f.write("\n".join(out))


def main():
    rows = build_interviews()
    items = build_questions()
    build_readme(rows, items)
    print(f"wrote {len(rows)} interviews, {len(items)} questions, README.md")


if __name__ == "__main__":
    main()
