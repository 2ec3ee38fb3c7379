"""Writes ../README.md with tables computed from the data files."""
import glob, json, os
from collections import Counter
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
topics = json.load(open(os.path.join(HERE, "risky_topics.json")))
rows = []
for p in sorted(glob.glob(os.path.join(HERE, "interviews", "*.json"))):
    d = json.load(open(p))
    first = next(t["t"] for t in d["turns"] if t["s"] == "candidate")
    name = f"{d['candidate']['firstName']} {d['candidate']['lastName']}"
    import re
    m = re.search(re.escape(name) + r", ([A-Z][A-Za-z0-9/&]*(?: [A-Z0-9][A-Za-z0-9/&]*)*)", first)
    cand = name + (", " + m.group(1) if m else "")
    rows.append(f"| `{d['key']}` | {d['family']} | {d['expected']} | {cand} ({d['candidate']['currentTitle']}, {d['candidate']['currentCompany']}) | {d['templateTitle'].split(': ',1)[1]} | {len(d['turns'])} | {topics[d['key']]} |")
q = json.load(open(os.path.join(HERE, "risky-questions.json")))
cats = q["header"]["categories"]
cnt = {c: Counter() for c in cats}
styles = Counter()
roles = set()
for it in q["items"]:
    k = "caution" if it.get("severity") else ("risky" if it["risky"] else "lawful")
    cnt[it["category"]][k] += 1
    for s in it["note"][1:it["note"].index("]")].split(", "):
        styles[s] += 1
    roles.add(it["role"].lower())
qrows = [f"| {c} | {cnt[c]['risky']} | {cnt[c]['caution']} | {cnt[c]['lawful']} | {sum(cnt[c].values())} |" for c in cats]
tot = Counter()
for c in cats: tot.update(cnt[c])
qrows.append(f"| **total** | **{tot['risky']}** | **{tot['caution']}** | **{tot['lawful']}** | **{sum(tot.values())}** |")
style_desc = {
 "typed_note": "hurried typed notes: no punctuation, abbreviations, typos",
 "filler_fragment": "spoken fillers, false starts, fragments",
 "two_clause": "two-clause questions where the risky part comes second",
 "small_talk_slip": "small talk that slips (ring, headscarf, hearing aid, accent, surname, photo)",
 "concern_framing": "'I just want to make sure...' concern framing",
 "second_language": "second-language phrasing",
 "indirect_proxy": "indirect proxies (graduation year, maiden name, Miss/Mrs, DD-214, payslip, W-2, family history, genetic test, sick days)",
 "lawful_form": "lawful form of the question (authorisation/sponsorship, essential function with or without adjustments, band/expectations, relevant service skills, stated schedule, legally required minimum age); on caution items, a conviction question that is lawful only in some jurisdictions/stages",
 "job_content": "job content that borrows the protected-topic words",
}
srows = [f"| {s} | {styles[s]} | {style_desc[s]} |" for s in style_desc]

readme = f"""# Held-out evaluation set 3: interview assistant

An independent evaluation set for an interview assistant that (a) privately warns the interviewer when a
question touches a protected topic, (b) drafts scorecard ratings with quoted evidence per criterion and
(c) drafts a hire / no-hire recommendation. It checks whether the assistant works on **roles and phrasings it
was not built for**.

**Provenance.** Everything here was written from general knowledge of hiring and interviewing practice
(UK Equality Act 2010, Rehabilitation of Offenders Act / DBS filtering; US Title VII / EEOC guidance, ADA, GINA,
ADEA, PDA, fair-chance and salary-history laws). No product code, prompts, fixtures or other project files were
read while writing it. Employers are fictional; places, systems, tools and rules are realistic. Nothing here is
legal advice; labels reflect mainstream good practice, with `caution` where lawfulness genuinely depends on
jurisdiction or hiring stage.

## Files

| Path | What |
|---|---|
| `interviews/<family>-strong.json`, `interviews/<family>-weak.json` | 8 interview transcripts with scorecard, agenda, tags and criteria |
| `risky_topics.json` | `{{"<interview key>": "<category>"}}`: the protected topic of each interview's one risky question (kept out of the interview files) |
| `risky-questions.json` | {len(q['items'])} labelled interviewer questions (header + items) |
| `validate.py` | structural and count checks; `python3 validate.py` prints a summary and exits 0 on pass |
| `build/` | the Python sources the JSON was generated from (`build.py`, `build_questions.py`, `make_readme.py`); criteria are referenced by index there and written out as exact text |

## Interviews

Four role families, none of them used in the project's other sets: an NHS MSK physiotherapist (UK), a civils
site engineer on a flood scheme (UK), a commercial HVAC/R service technician (US) and a multi-state payroll
specialist (US). Each has one strong candidate (`expected: positive`) and one weak one (`expected: negative`);
both interviews in a family share the same `templateTitle`, `jobDescription`, `scorecard` and `agenda`.

| Key | Family | Expected | Candidate | Role | Turns | Risky topic |
|---|---|---|---|---|---|---|
""" + "\n".join(rows) + f"""

### Conventions

- File keys: `key, family, expected, candidate{{firstName,lastName,currentTitle,currentCompany}}, templateTitle,
  jobDescription, scorecard, agenda, turns`, in that order.
- `jobDescription`: intro paragraph, `Responsibilities:` with `- ` bullets, `Requirements:` with `- ` bullets,
  then an hours-and-pay line.
- `scorecard`: three section title lines, each followed by `- criterion` lines; 6 criteria per family, each an
  observable, role-specific behaviour.
- `agenda`: 5 items, 42-43 minutes in total.
- `turns`: 30 per interview, strictly alternating, interviewer first. Each turn is `{{"s", "t"}}` plus optional
  `tag`, `agenda`, `criteria`.
  - `agenda`: `{{"start": 0}}` on the interviewer's opening turn (untagged); `{{"complete": i, "start": i+1}}` on each
    interviewer turn that moves on (tagged `agenda_transition`); `{{"complete": 4}}` on the interviewer's closing
    turn (tagged `agenda_transition`).
  - Exactly one interviewer turn tagged `risky_question` per interview: a natural, not textbook, question about
    the candidate's own life on a protected topic; the 8 interviews use 8 different topics (see table). The
    candidate's reply is untagged and has no `criteria`.
  - Exactly two candidate turns tagged `candidate_question`, both inside the last agenda item.
  - Strong candidates: concrete, trade-specific answers (steps, instruments, readings, numbers, outcomes, what
    they personally did). Exactly two substantive answers are honestly vague (`vague_answer`); the other seven are
    `strong_answer`.
  - Weak candidates: buzzword answers with no concrete detail (`vague_answer`, eight per interview) and exactly
    one modestly concrete answer that is untagged but carries `criteria`.
  - Every substantive answer carries `criteria`: exact criterion texts copied from the scorecard's `- ` lines.
    Background and small-talk turns carry neither tag nor criteria.
  - Five of the eight candidates give a credential after their name in their introduction (MCSP, HCPC, IEng MICE,
    EPA 608 Universal, CPP).
  - Interviewer turns are notes-like and give no verdicts.

## Labelled questions (`risky-questions.json`)

`header` has `title`, `description`, `fields` and the 14 `categories`. Each item has `text`, `risky`,
`category`, `role`, optional `severity` (`"caution"`) and `note`. `note` starts with the style tags in square
brackets, then says why the item is labelled as it is.

- `risky: true`: asks about the candidate's **own** life, identity or circumstances on a protected topic,
  including through proxies.
- `risky: false`: a lawful look-alike, either job content using the same words (a midwife's pregnant patients, a
  genealogist's parish records, a chaplaincy rota, a forensic scientist's DNA work) or the lawful form of the
  question (right to work / sponsorship, essential function with or without adjustments, salary expectations or
  the published band, relevant military skills, a schedule stated and asked of everyone, a legally required
  minimum age, consent to a post-offer check required for the post).
- `severity: "caution"` (always `risky: true`, `arrest_record`): conviction-history questions whose lawfulness
  depends on jurisdiction or stage (UK unspent/spent and exempt roles, US fair-chance / ban-the-box timing,
  driving convictions for driving jobs). Questions about arrests without conviction are plainly risky.

| Category | Risky | Caution | Lawful | Total |
|---|---|---|---|---|
""" + "\n".join(qrows) + f"""

Every category has at least 7 risky and at least 4 lawful items. Items cover {len(roles)} distinct roles, mostly
outside the families used elsewhere in the project; each item's role is different.

Style mix (an item can carry more than one tag):

| Style tag | Items | Meaning |
|---|---|---|
""" + "\n".join(srows) + """

Well-known textbook wordings ("Are you married?", "How old are you?", "Do you have children?" and the like) are
deliberately not used; `validate.py` rejects a list of them.

## Validation

```
python3 validate.py
```

It checks that all JSON parses; file and key layout; 8 interviews in 4 families with one positive and one negative
each and identical shared fields; job description, scorecard and agenda shape; 28-32 alternating turns; agenda
markers in order with the right tags; exactly one `risky_question` (not on a transition, reply without criteria)
and two `candidate_question` turns in the last agenda item; every `criteria` string matches a scorecard criterion
exactly; strong/weak tagging rules (2 vague answers for strong candidates, exactly one untagged-with-criteria answer
for weak ones, buzzwords in weak vague answers, numbers in strong answers); no verdict phrases from the interviewer;
at least 4 credentials; distinct valid risky topics in `risky_topics.json`; and for the question set: valid
categories, the minimum counts per category, 4-6 caution items only on risky `arrest_record`, at least 35 typed
notes, at least 60 distinct roles, style tags valid, no duplicates and no textbook examples.
"""
open(os.path.join(HERE, "README.md"), "w").write(readme)
print("README written")
