"""Small helpers used by the family modules to assemble interview JSON."""


def I(t, tag=None, agenda=None):
    d = {"s": "interviewer", "t": t}
    if tag:
        d["tag"] = tag
    if agenda is not None:
        d["agenda"] = agenda
    return d


def C(t, tag=None, crit=None):
    d = {"s": "candidate", "t": t}
    if tag:
        d["tag"] = tag
    if crit:
        d["criteria"] = list(crit)
    return d


def scorecard_text(sections):
    out = []
    for title, crits in sections:
        out.append(title)
        for c in crits:
            out.append("- " + c)
    return "\n".join(out)


def make(key, family, expected, candidate, fam, turns, risky_topic):
    return {
        "key": key,
        "family": family,
        "expected": expected,
        "candidate": candidate,
        "templateTitle": fam["templateTitle"],
        "jobDescription": fam["jobDescription"],
        "scorecard": scorecard_text(fam["sections"]),
        "agenda": fam["agenda"],
        "turns": turns,
    }, risky_topic
