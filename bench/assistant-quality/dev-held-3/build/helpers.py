# Turn helpers. Criteria are given as indices into the family's criterion list
# and resolved to exact text by build.py.

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


def OPEN(t):
    return I(t, agenda={"start": 0})


def T(i, t):
    """Interviewer turn moving from agenda item i-1 to item i."""
    return I(t, tag="agenda_transition", agenda={"complete": i - 1, "start": i})


def CLOSE(t, last=4):
    return I(t, tag="agenda_transition", agenda={"complete": last})
