"""Small helpers shared by the interview builders (held-out set 4).

Turns are written as helper calls so the agenda markers, tags and criteria follow one convention:
  OPEN(text)               interviewer opening turn, agenda {"start": 0}, untagged
  I(text)                  interviewer turn, no tag
  RISKY(text)              interviewer turn tagged risky_question
  T(i, text)               interviewer transition: agenda {"complete": i, "start": i+1}, tag agenda_transition
  END(text)                interviewer closing turn: agenda {"complete": 4}, tag agenda_transition
  C(text)                  candidate turn with no tag and no criteria (background, small talk, risky reply)
  S(text, *crit)           candidate strong_answer with criteria (indices into the family's CRITERIA)
  V(text, *crit)           candidate vague_answer with criteria
  M(text, *crit)           candidate modestly concrete answer: criteria, no tag (weak candidates only)
  Q(text)                  candidate_question
"""


def OPEN(t):
    return {"s": "interviewer", "t": t, "agenda": {"start": 0}}


def I(t):
    return {"s": "interviewer", "t": t}


def RISKY(t):
    return {"s": "interviewer", "t": t, "tag": "risky_question"}


def T(i, t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": i, "start": i + 1}}


def END(t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": 4}}


def C(t):
    return {"s": "candidate", "t": t}


def S(t, *crit):
    return {"s": "candidate", "t": t, "tag": "strong_answer", "criteria": list(crit)}


def V(t, *crit):
    return {"s": "candidate", "t": t, "tag": "vague_answer", "criteria": list(crit)}


def M(t, *crit):
    return {"s": "candidate", "t": t, "criteria": list(crit)}


def Q(t):
    return {"s": "candidate", "t": t, "tag": "candidate_question"}


def scorecard_text(sections):
    """sections: [(title, [criterion, ...]), ...] -> scorecard string."""
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


def criteria_list(sections):
    return [c for _, crits in sections for c in crits]


def job_description(intro, responsibilities, requirements, hours_pay):
    return "\n".join([intro, "", "Responsibilities:"] + ["- " + r for r in responsibilities]
                     + ["", "Requirements:"] + ["- " + r for r in requirements] + ["", hours_pay])


def build_interview(fam, variant, candidate, turns):
    """fam: dict with family, templateTitle, jobDescription, sections, agenda. Returns the ordered interview dict."""
    crits = criteria_list(fam["sections"])
    out_turns = []
    for t in turns:
        t = dict(t)
        if "criteria" in t:
            t["criteria"] = [crits[i] for i in t["criteria"]]
        # fixed key order: s, t, tag, agenda, criteria
        out_turns.append({k: t[k] for k in ("s", "t", "tag", "agenda", "criteria") if k in t})
    return {
        "key": f"{fam['family']}-{variant}",
        "family": fam["family"],
        "expected": "positive" if variant == "strong" else "negative",
        "candidate": {k: candidate[k] for k in ("firstName", "lastName", "currentTitle", "currentCompany")},
        "templateTitle": fam["templateTitle"],
        "jobDescription": fam["jobDescription"],
        "scorecard": scorecard_text(fam["sections"]),
        "agenda": fam["agenda"],
        "turns": out_turns,
    }
