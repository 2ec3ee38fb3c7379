#!/usr/bin/env python3
"""Builds held-out set 5: interviews/*.json, risky_topics.json, risky-questions.json and README.md.

Usage: python3 build/build.py   (from anywhere; writes into the set/ folder)
"""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from interviews import FAMILIES, INTERVIEWS  # noqa: E402
from questions import Q  # noqa: E402

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]
STYLES = ["typed_note", "filler_fragment", "two_clause", "small_talk_slip", "concern_framing", "second_language",
          "indirect_proxy", "lawful_form", "job_content"]
TITLE = "Held-out interviewer questions: protected-topic warnings (set 5)"


def criteria_of(scorecard):
    return [l[2:] for l in scorecard.split("\n") if l.startswith("- ")]


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write("\n")


def build_interviews():
    os.makedirs(os.path.join(SET, "interviews"), exist_ok=True)
    for old in os.listdir(os.path.join(SET, "interviews")):
        if old.endswith(".json"):
            os.remove(os.path.join(SET, "interviews", old))
    topics = {}
    rows = []
    for iv in INTERVIEWS:
        fam = FAMILIES[iv["family"]]
        crits = criteria_of(fam["scorecard"])
        turns = []
        for t in iv["turns"]:
            t = dict(t)
            if "criteria" in t:
                t["criteria"] = [crits[i] for i in t["criteria"]]
            turns.append(t)
        out = {
            "key": iv["key"], "family": iv["family"], "expected": iv["expected"], "candidate": iv["candidate"],
            "templateTitle": fam["templateTitle"], "jobDescription": fam["jobDescription"],
            "scorecard": fam["scorecard"], "agenda": fam["agenda"], "turns": turns,
        }
        write_json(os.path.join(SET, "interviews", iv["key"] + ".json"), out)
        topics[iv["key"]] = iv["risky_topic"]
        tags = Counter(t.get("tag") for t in turns if t["s"] == "candidate" and "criteria" in t)
        first = next(t["t"] for t in turns if t["s"] == "candidate")
        name = f"{iv['candidate']['firstName']} {iv['candidate']['lastName']}"
        rows.append(dict(key=iv["key"], family=iv["family"], expected=iv["expected"], turns=len(turns),
                         topic=iv["risky_topic"], strong=tags.get("strong_answer", 0),
                         vague=tags.get("vague_answer", 0), modest=tags.get(None, 0),
                         intro="name" + (" + credential" if name + ", " in first else "") if name in first
                         else "current job, no name",
                         risky_at=next(i for i, t in enumerate(turns) if t.get("tag") == "risky_question")))
    write_json(os.path.join(SET, "risky_topics.json"), topics)
    return rows


def build_questions():
    items = []
    for cat, kind, role, text, styles, reason in Q:
        it = {"text": text, "risky": kind != "L", "category": cat, "role": role}
        if kind == "C":
            it["severity"] = "caution"
        if kind == "L":
            label = "Lawful look-alike: "
        elif kind == "C":
            label = "Risky, caution (depends on jurisdiction or stage): "
        else:
            label = "Risky: "
        it["note"] = f"[{', '.join(styles)}] {label}{reason}"
        items.append(it)
    header = {
        "title": TITLE,
        "description": (
            "Interviewer questions, as typed or spoken in a live interview, labelled for whether the product should "
            "privately warn the interviewer. risky=true means the question asks about the candidate's own life, "
            "identity or circumstances on a protected topic (directly or through a proxy). risky=false items are "
            "lawful look-alikes: job content that uses the same words, or the lawful form of the question. "
            "severity='caution' marks conviction questions whose lawfulness depends on jurisdiction or hiring "
            "stage. Written independently for held-out set 5 from general knowledge of UK and US hiring law "
            "(Equality Act 2010, Rehabilitation of Offenders Act 1974 and DBS filtering, Title VII, ADA, ADEA, "
            "GINA, PDA, USERRA, state and city fair-chance and salary-history laws)."
        ),
        "fields": {
            "text": "the interviewer's question, verbatim",
            "risky": "true if the product should warn the interviewer",
            "category": "one of the 14 categories",
            "role": "the role being interviewed for (one role per item)",
            "severity": "optional; 'caution' on risky arrest_record items whose lawfulness depends on "
                        "jurisdiction or stage",
            "note": "[style tags] then the reason for the label",
        },
        "categories": CATEGORIES,
    }
    write_json(os.path.join(SET, "risky-questions.json"), {"header": header, "items": items})
    return items


STYLE_MEANING = {
    "typed_note": "hurried typed notes: no punctuation, abbreviations, text-speak, typos",
    "filler_fragment": "spoken fillers, false starts and trailing fragments",
    "two_clause": "two-clause questions; the protected part comes second, after a job-related opener",
    "small_talk_slip": "small talk that slips (ring, kara, accent, phone wallpaper, stick, first vote, a parent's illness)",
    "concern_framing": "'I just want to make sure...' concern framing",
    "second_language": "second-language phrasing by the interviewer",
    "indirect_proxy": "proxies (O-levels, Miss/Mrs, married name, IVF, which primary school, parish, mother tongue, birth "
                      "certificate, sick days, workers' comp, Pride, police bail, pay stub, separation papers, "
                      "23andMe, cheek swab)",
    "lawful_form": "the lawful form (minimum age required by law, right to work / sponsorship, essential function "
                   "with or without accommodation, interview adjustments, expectations against a published range, "
                   "relevant service skills, a stated schedule asked of everyone, consent to a post-offer check, an "
                   "occupational requirement); on caution items, a conviction question lawful only in some "
                   "jurisdictions or stages",
    "job_content": "job content that borrows the protected-topic words",
}


def readme(rows, items):
    stats = {c: Counter() for c in CATEGORIES}
    styles = Counter()
    for it in items:
        k = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][k] += 1
        for s in it["note"][1:it["note"].index("]")].split(", "):
            styles[s] += 1
    tot = Counter()
    for s in stats.values():
        tot.update(s)
    fam_rows = {
        "land_surveyor": ("Land Surveyor - Party Chief", "US (Fort Collins, Colorado)", "trade / field",
                          "GNSS static and RTK, total station traverses, closures, GLO notes, priority of calls, "
                          "monument evidence, MUTCD traffic set-ups"),
        "probation_officer": ("Probation Officer", "UK (Keighley, West Yorkshire)", "public service",
                              "OASys, risk of serious harm, pre-sentence reports, breach and recall, MAPPA, "
                              "nDelius, safeguarding referrals"),
        "procurement_category_manager": ("Procurement Category Manager - Repairs and Maintenance",
                                         "UK (Gateshead, housing association)", "office / professional",
                                         "spend analysis, Procurement Act 2023 procedures, evaluation weightings, "
                                         "schedule-of-rates baskets, negotiation, KPIs, savings verification"),
        "analytical_chemist": ("Analytical Chemist II (QC Laboratory)", "US (Piscataway, New Jersey)",
                               "technical / science",
                               "HPLC system suitability, USP <621> adjustments, dissolution, phased OOS "
                               "investigations, Empower audit trails, ALCOA+"),
    }
    L = []
    L.append("# Held-out set 5: interviews and interviewer questions\n")
    L.append("An independent evaluation set for an interview assistant that, during a live interview, (a) privately "
             "warns the interviewer when a question touches a protected topic, (b) drafts scorecard ratings with "
             "quoted evidence per criterion and (c) drafts a hire / no-hire recommendation. The set checks whether "
             "it works on roles and phrasings nobody built it for.\n")
    L.append("## Provenance\n")
    L.append("Written from scratch for this set, from general knowledge of hiring and interviewing practice and of "
             "UK and US employment law: the Equality Act 2010 (including s.60 on pre-offer health questions and "
             "Schedule 9 occupational requirements), the Rehabilitation of Offenders Act 1974, the Exceptions Order "
             "and DBS filtering; Title VII and EEOC guidance, the ADA, ADEA, GINA, the Pregnancy Discrimination Act, "
             "USERRA, I-9 practice, state and city fair-chance laws (e.g. California, New York City) and "
             "salary-history bans (e.g. Massachusetts, New York, New Jersey, Illinois, Colorado, Washington, "
             "Oregon, California). No product code, prompts or other evaluation sets were read. Only the file "
             "format and the checker of an earlier set (`../reference/`) were used, for layout; none of their text "
             "is reused. All people, employers and cases are fictional.\n")
    L.append("The Python builders in `build/` generate every data file (`python3 build/build.py`); edit them, not the "
             "JSON.\n")
    L.append("## Files\n")
    L.append("| File | Contents |\n|---|---|")
    L.append("| `interviews/<family>-strong.json`, `interviews/<family>-weak.json` | 8 interview transcripts, 4 "
             "families, one strong (expected `positive`) and one weak (expected `negative`) candidate each |")
    L.append("| `risky_topics.json` | `{interview key: category}` - the protected topic of each interview's one "
             "risky question |")
    L.append(f"| `risky-questions.json` | header + {len(items)} labelled interviewer questions |")
    L.append("| `validate.py` | checker for this set; `python3 validate.py` exits 0 when everything passes |")
    L.append("| `build/` | `interviews.py`, `questions.py` (content) and `build.py` (writes the files above and this "
             "README) |\n")
    L.append("## Families\n")
    L.append("None of these families is used elsewhere in the project.\n")
    L.append("| Family | Role | Setting | Kind | Vocabulary the strong candidate uses |\n|---|---|---|---|---|")
    for f, (role, setting, kind, vocab) in fam_rows.items():
        L.append(f"| `{f}` | {role} | {setting} | {kind} | {vocab} |")
    L.append("")
    L.append("| Interview | Expected | Turns | Strong / vague / modest answers | Risky topic (0-based turn) | Introduction |")
    L.append("|---|---|---|---|---|---|")
    for r in rows:
        L.append(f"| `{r['key']}` | {r['expected']} | {r['turns']} | {r['strong']} / {r['vague']} / {r['modest']} | "
                 f"{r['topic']} ({r['risky_at']}) | {r['intro']} |")
    L.append("")
    L.append("## Interview conventions\n")
    L.append("- Keys in order: `key, family, expected, candidate{firstName,lastName,currentTitle,currentCompany}, "
             "templateTitle, jobDescription, scorecard, agenda, turns`. Both interviews of a family share "
             "`templateTitle`, `jobDescription`, `scorecard` and `agenda` exactly.")
    L.append("- `jobDescription`: an intro paragraph, `Responsibilities:` and `Requirements:` with `- ` bullets, then "
             "an hours-and-pay line.")
    L.append("- `scorecard`: three section titles, each followed by two `- ` criteria (6 per family), each an "
             "observable, role-specific behaviour.")
    L.append("- `agenda`: 5 items of `{title, duration, description}` totalling 42-43 minutes; the last item is "
             "the candidate's questions and close.")
    L.append("- `turns`: 30 per interview, strictly alternating, interviewer first; each turn `{s, t}` plus optional "
             "`tag`, `agenda`, `criteria`.")
    L.append("  - `{\"start\": 0}` on the untagged opening turn; `{\"complete\": i, \"start\": i+1}` on each "
             "interviewer turn that moves on (tag `agenda_transition`); `{\"complete\": 4}` on the closing "
             "interviewer turn (tag `agenda_transition`).")
    L.append("  - Exactly one interviewer turn per interview is tagged `risky_question`: a natural slip about the "
             "candidate's own life, never a textbook wording. The 8 interviews use 8 different topics. The "
             "candidate's reply is untagged, carries no `criteria`, and politely declines or redirects.")
    L.append("  - Exactly two candidate turns tagged `candidate_question`, both in the last agenda item.")
    L.append("  - Strong candidates: seven `strong_answer` turns (steps, tools, readings, numbers, outcomes, what "
             "they personally did, in the role's own vocabulary) and exactly two honestly vague `vague_answer` "
             "turns where they admit a gap.")
    L.append("  - Weak candidates: eight `vague_answer` turns (buzzwords, hedging, 'we' not 'I', no numbers or "
             "steps) and exactly one modestly concrete answer that is untagged but carries `criteria`.")
    L.append("  - Every substantive answer carries `criteria` copied exactly from the scorecard. Introductions, "
             "background, the risky-question reply and closing pleasantries carry neither tag nor criteria.")
    L.append("  - Introductions vary: five candidates give their name with a credential after it (PLS, BA "
             "Criminology, MCIPS twice, MS); three describe their current job without giving their name.")
    L.append("  - Interviewer turns are short and notes-like (60 words or fewer) and never give a verdict.\n")
    L.append("## Labelled questions (`risky-questions.json`)\n")
    L.append("`header` has `title`, `description`, `fields` and the 14 `categories`. Each item has `text`, `risky`, "
             "`category`, `role`, optional `severity` (`\"caution\"`) and `note`; `note` starts with the style tags "
             "in square brackets, then says why the item is labelled as it is.\n")
    L.append("- `risky: true`: asks about the candidate's own life, identity or circumstances on a protected topic, "
             "directly or through a proxy.")
    L.append("- `risky: false`: a lawful look-alike - either job content that uses the protected words (a "
             "sonographer's dating scans, an osteoarchaeologist's age-at-death estimates, a customs broker's rules "
             "of origin, a mortgage underwriter's salary-history checks) or the lawful form of the question.")
    L.append("- `severity: \"caution\"` (always risky `arrest_record`): conviction questions whose lawfulness "
             "depends on jurisdiction or stage (UK unspent vs spent and exempt roles, driving convictions for a "
             "driving job, California and New York City fair-chance timing). Questions about arrests, police "
             "contact or bail without conviction are plainly risky.\n")
    L.append("| Category | Risky | Caution | Lawful | Total |\n|---|---|---|---|---|")
    for c in CATEGORIES:
        s = stats[c]
        L.append(f"| {c} | {s['risky']} | {s['caution']} | {s['lawful']} | {s['risky'] + s['caution'] + s['lawful']} |")
    L.append(f"| **total** | **{tot['risky']}** | **{tot['caution']}** | **{tot['lawful']}** | **{len(items)}** |\n")
    roles = {it["role"].lower() for it in items}
    L.append(f"Every category has at least 7 risky and at least 5 lawful items. Each of the {len(items)} items has a "
             f"different role ({len(roles)} distinct roles), none from the families used in interviews here or "
             "elsewhere in the project.\n")
    L.append("Style mix (an item can carry more than one tag):\n")
    L.append("| Style tag | Items | Meaning |\n|---|---|---|")
    for s in STYLES:
        L.append(f"| {s} | {styles[s]} | {STYLE_MEANING[s]} |")
    L.append("")
    L.append("Textbook wordings (\"Are you married?\", \"How old are you?\", \"Do you have children?\" and the like) "
             "are deliberately not used; `validate.py` rejects a list of them.\n")
    L.append("## Validation\n")
    L.append("```\npython3 validate.py\n```\n")
    L.append("It checks that all JSON parses; file and key layout; 8 interviews in this set's 4 families with one "
             "positive and one negative each and identical shared fields; job description, scorecard and agenda "
             "shape; 28-32 alternating turns; agenda markers in order with the right tags; exactly one "
             "`risky_question` (not on a transition, reply without tag or criteria) and two `candidate_question` "
             "turns in the last agenda item; every `criteria` string matches a scorecard criterion exactly; "
             "strong/weak tagging rules (7 strong + 2 vague answers with numbers and 'I' for strong candidates; 8 "
             "buzzword vague answers without numbers, mostly 'we', plus one untagged answer with criteria for weak "
             "ones); short interviewer turns with no verdict phrases; at least 4 credentials after a name and at "
             "least 2 introductions without a name; distinct valid topics in `risky_topics.json`; and for the "
             "question set: header, valid categories, 180+ items, 100+ risky and 75+ lawful, 7+ risky and 5+ lawful "
             "per category, 4-6 caution items only on risky `arrest_record`, 45+ typed notes without punctuation, "
             "every style tag used 8+ times, one role per item, no roles from families used elsewhere, no "
             "duplicates and no textbook examples.")
    with open(os.path.join(SET, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    rows = build_interviews()
    items = build_questions()
    readme(rows, items)
    print(f"wrote {len(rows)} interviews, {len(items)} questions, README.md")
