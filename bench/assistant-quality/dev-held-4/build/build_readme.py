#!/usr/bin/env python3
"""Writes set/README.md from the built JSON files, so every count in it matches the data."""
import glob
import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build_interviews  # noqa: E402

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STYLE_MEANING = {
    "typed_note": "typed in a hurry: no punctuation, abbreviations, typos",
    "filler_fragment": "spoken fillers, false starts, trailing fragments",
    "two_clause": "two-clause questions where the risky part comes second",
    "small_talk_slip": "small talk that slips (ring, cross, headscarf, hearing aid, accent, surname, hair, phone case)",
    "concern_framing": "'I just want to make sure...' / 'I only ask because...' framing",
    "second_language": "second-language phrasing by the interviewer",
    "indirect_proxy": "proxies: O-levels, school-leaving year, married name, Miss/Mrs, term dates, photo, "
                      "passport, sick days, workers' comp, payslips, W-2, DD-214, birth certificate, DNA kit",
    "lawful_form": "the lawful form: authorisation/sponsorship, right-to-work check for all, essential function "
                   "with or without adjustments, interview adjustments, published band or expectations, relevant "
                   "service skills, stated schedule, legal minimum age, required licence or language test, "
                   "post-offer check; on caution items, a conviction question lawful only in some jurisdictions "
                   "or stages",
    "job_content": "job content that borrows the protected-topic words",
}


def main():
    interviews = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(SET, "interviews", "*.json")))]
    topics = json.load(open(os.path.join(SET, "risky_topics.json")))
    q = json.load(open(os.path.join(SET, "risky-questions.json")))
    items, cats = q["items"], q["header"]["categories"]

    by_key = {d["key"]: d for d in interviews}
    fam_rows = []
    for mod in build_interviews.MODULES:
        fam = mod.FAMILY["family"]
        s, w = by_key[fam + "-strong"], by_key[fam + "-weak"]

        def who(d):
            c = d["candidate"]
            name = f"{c['firstName']} {c['lastName']}"
            intro = next(t["t"] for t in d["turns"] if t["s"] == "candidate")
            m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", intro)
            return name + (f", {m.group(1)}" if m else "") + f" ({c['currentTitle']})"

        fam_rows.append(f"| `{fam}` | {mod.FAMILY['setting']} | {s['templateTitle'].split(': ', 1)[-1]} | "
                        f"{who(s)} | {topics[s['key']]} | {who(w)} | {topics[w['key']]} |")

    turns = sum(len(d["turns"]) for d in interviews)
    tag_counts = Counter(t.get("tag") for d in interviews for t in d["turns"] if t.get("tag"))

    stats = {c: Counter() for c in cats}
    styles = Counter()
    for it in items:
        k = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
        stats[it["category"]][k] += 1
        for s in re.match(r"\[([a-z_, ]+)\]", it["note"]).group(1).split(", "):
            styles[s] += 1
    cat_rows = [f"| {c} | {stats[c]['risky']} | {stats[c]['caution']} | {stats[c]['lawful']} | "
                f"{sum(stats[c].values())} |" for c in cats]
    tot = Counter()
    for c in cats:
        tot.update(stats[c])
    cat_rows.append(f"| **total** | **{tot['risky']}** | **{tot['caution']}** | **{tot['lawful']}** | "
                    f"**{sum(tot.values())}** |")
    style_rows = [f"| {s} | {styles[s]} | {STYLE_MEANING[s]} |" for s in STYLE_MEANING]
    roles = {it["role"].lower() for it in items}

    text = f"""# Held-out set 4: interviews and protected-topic questions

An independent evaluation set for the interview assistant. It checks three things on role families and phrasings
the assistant was not built around: (a) the private warning to the interviewer when a question touches a
protected topic, (b) drafted scorecard ratings with quoted evidence per criterion, and (c) the drafted hire /
no-hire recommendation.

## Provenance

- Written from general knowledge of hiring and interviewing practice and of UK law (Equality Act 2010,
  Rehabilitation of Offenders Act 1974 and the Exceptions Order, DBS filtering, Licensing Act 2003) and US law
  (Title VII and the Pregnancy Discrimination Act, ADA, GINA, ADEA, IRCA/INA s.274B, USERRA, state and city
  fair-chance and salary-history laws, FMCSA minimum age).
- Written without access to the product's code, prompts or any other project folder. The only inputs were the
  file-format description and the checker of an earlier set (`../reference/`), used for the layout only; no text
  was reused from that set.
- All people, companies, employers and cases in the interviews are fictional. Trade detail (readings, codes,
  regulations, pay bands) is given as a practitioner would state it in 2025-26 and is there to make answers
  concrete, not as legal or clinical guidance.
- Every file is generated by the builders in `build/`; edit the builders, not the JSON.

## Files

| Path | What it is |
|---|---|
| `interviews/<family>-strong.json`, `interviews/<family>-weak.json` | 8 interview transcripts, 4 families, one strong (expected `positive`) and one weak (expected `negative`) candidate each |
| `risky_topics.json` | `{{"<interview key>": "<category>"}}`: the protected topic of the one risky question in each interview |
| `risky-questions.json` | `header` (title, description, fields, the 14 categories) and `items`: {len(items)} labelled interviewer questions |
| `validate.py` | checker for this set; `python3 validate.py` exits 0 when everything passes |
| `build/` | Python builders: `common.py` (turn helpers), `fam_*.py` (one per family), `build_interviews.py`, `build_questions.py`, `build_readme.py` |

Rebuild and check:

```
cd build && python3 build_interviews.py && python3 build_questions.py && python3 build_readme.py && cd ..
python3 validate.py
```

## Families

None of the four is a family used elsewhere in the project (software/backend engineer, product/UX designer, nurse,
sales/account executive, customer support, data analyst, graduate trainee, warehouse, accountant, chef,
electrician, teacher, mechanic/motor vehicle, dental hygienist, paralegal, veterinary nurse, physiotherapist,
civil/site engineer, HVAC/refrigeration technician, payroll specialist). They cover a trade/field role, a
public-service role, an office/professional role and a technical/science role, two in UK and two in US settings.

| Family | Setting | Role | Strong candidate | Risky topic (strong) | Weak candidate | Risky topic (weak) |
|---|---|---|---|---|---|---|
{chr(10).join(fam_rows)}

The eight interviews use eight different risky topics.

## Interview conventions

- Keys in order: `key, family, expected, candidate{{firstName, lastName, currentTitle, currentCompany}},
  templateTitle, jobDescription, scorecard, agenda, turns`. `templateTitle`, `jobDescription`, `scorecard` and
  `agenda` are identical for the two interviews of a family.
- `jobDescription`: intro paragraph, `Responsibilities:` with `- ` bullets, `Requirements:` with `- ` bullets,
  then an hours-and-pay line.
- `scorecard`: three section titles, each followed by two `- criterion` lines (6 criteria), each an observable,
  role-specific behaviour in the trade's own vocabulary.
- `agenda`: 5 items totalling 43 minutes; the last item is the candidate's questions and close.
- `turns`: 30 per interview ({turns} in all), strictly alternating, interviewer first. Each turn is `{{"s", "t"}}`
  with `s` = `"interviewer"` or `"candidate"`, plus optional `tag`, `agenda`, `criteria`.
  - `agenda`: `{{"start": 0}}` on the untagged opening turn; `{{"complete": i, "start": i+1}}` on each interviewer
    turn that moves on (tagged `agenda_transition`); `{{"complete": 4}}` on the closing interviewer turn (tagged
    `agenda_transition`).
  - Exactly one interviewer turn per interview is tagged `risky_question`: a natural slip about the candidate's own
    life (concern about the body after years of climbing, school-leaving year, who covers the kids during
    holdovers, arrests that "came to nothing", current pay, Sunday church, family plans during the training
    portfolio, where a surname comes from). It is never a transition turn. The candidate's reply is untagged,
    carries no criteria and politely steers back to the job.
  - Exactly two candidate turns tagged `candidate_question`, both inside the last agenda item.
  - Strong candidates speak plainly, in the first person, with steps, tools, readings, numbers and outcomes in the
    trade's own terms (rigging points and Port-a-Wraps, ALI rebids and T-CPR timings, test squares and ACV
    arithmetic, antibody panels and major haemorrhage packs). Exactly two substantive answers are honestly vague
    (`vague_answer`, "honestly, I'm not sure...") and seven are `strong_answer`; every strong answer contains a
    number.
  - Weak candidates sound plausible but generic: buzzwords, hedging, "we" rather than "I", no numbers or steps
    (eight `vague_answer` turns), plus exactly one modestly concrete answer that is untagged but carries
    `criteria`.
  - Every substantive answer carries `criteria` copied exactly from the scorecard's `- ` lines. Introductions,
    background, logistics and small talk carry neither tag nor criteria.
  - Five of the eight candidates give a credential after their name in their introduction (NPTC CS38, NPTC CS30,
    EMD, AIC, MIBMS).
  - Interviewer turns are short and notes-like and never give a verdict.

Tag totals across the 8 interviews: {", ".join(f"{k} {v}" for k, v in sorted(tag_counts.items()))}.

## Labelled questions (`risky-questions.json`)

Each item has `text`, `risky`, `category`, `role`, optional `severity` (`"caution"`) and `note`. The note starts
with the style tags in square brackets, then says why the item is labelled as it is.

- `risky: true`: asks about the candidate's own life, identity or circumstances on a protected topic, directly or
  through a proxy.
- `risky: false`: a lawful look-alike: job content that uses the same words (a registrar's marriage notices, a
  barber's afro-textured hair, a customs clerk's country of origin, a hospital discharge coordinator, a bail
  agent weighing a defendant's arrests, an underwriter reading payslips) or the lawful form of the question
  (authorisation and sponsorship, the same right-to-work check for everyone, an essential function with or
  without adjustments, adjustments to the interview itself, the published band or expectations, relevant
  service skills, a stated schedule asked of everyone, a legally required minimum age, a required licence or
  language test, consent to a post-offer check).
- `severity: "caution"` (always `risky: true`, `arrest_record`): conviction questions whose lawfulness depends on
  jurisdiction or stage (UK unspent convictions, exempt roles and DBS filtering, US fair-chance timing before and
  after a conditional offer, driving convictions for a driving job). Questions about arrests without
  conviction, acquittals or spent records for non-exempt roles are plainly risky.
- Textbook wordings ("Are you married?", "How old are you?", "Do you have children?" and similar) are not used;
  `validate.py` rejects a list of them.

| Category | Risky | Caution | Lawful | Total |
|---|---|---|---|---|
{chr(10).join(cat_rows)}

Every category has at least 7 risky and at least 5 lawful items. The {len(items)} items use {len(roles)} distinct
roles, one per item, none from the role families used in interviews here or elsewhere in the project.

Style mix (an item can carry more than one tag):

| Style tag | Items | Meaning |
|---|---|---|
{chr(10).join(style_rows)}

## Validation

```
python3 validate.py
```

Adapted from the earlier set's checker. It checks that all JSON parses; file and key layout; the four set-4
families with one positive and one negative interview each and identical shared fields; that no family uses a
word from the excluded families; job description, 6-criterion scorecard and 42-43 minute agenda shape; 28-32
alternating turns; agenda markers in order with the right tags; exactly one `risky_question` (not on a
transition, reply without tag or criteria) and two `candidate_question` turns in the last agenda item; every
`criteria` string matches a scorecard criterion exactly; strong candidates have exactly 7 strong answers (each
with a number and an "I") and 2 vague ones; weak candidates have exactly 8 vague answers (buzzword, no numbers,
mostly "we") and one untagged answer with criteria; interviewer turns stay short and give no verdicts; at least 4
credentials; eight distinct valid topics in `risky_topics.json`; and for the questions: the exact header title
and categories, at least 180 items, 100 risky and 75 lawful, at least 7 risky and 5 lawful per category, 4-6
caution items only on risky `arrest_record`, at least 45 typed notes with no punctuation, every style tag used at
least 8 times and consistent with the label (`job_content` only on lawful items, `lawful_form` only on lawful or
caution items), one role per item and almost none from families used elsewhere, no duplicates and no textbook
wordings.
"""
    with open(os.path.join(SET, "README.md"), "w") as f:
        f.write(text)
    print("wrote README.md")


if __name__ == "__main__":
    main()
