"""Builds interviews/*.json and risky_topics.json from the data modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from families import FAMILIES, criteria, scorecard_text
import interviews_a, interviews_b

OUT = os.path.join(os.path.dirname(__file__), "..")
ALL = {**interviews_a.INTERVIEWS, **interviews_b.INTERVIEWS}
topics = {}
for key, iv in ALL.items():
    fam = iv["family"]
    crits = criteria(fam)
    turns = []
    for t in iv["turns"]:
        t = dict(t)
        if "criteria" in t:
            t["criteria"] = [crits[i] for i in t["criteria"]]
        turns.append(t)
    doc = {
        "key": key,
        "family": fam,
        "expected": iv["expected"],
        "candidate": iv["candidate"],
        "templateTitle": FAMILIES[fam]["templateTitle"],
        "jobDescription": FAMILIES[fam]["jobDescription"],
        "scorecard": scorecard_text(fam),
        "agenda": FAMILIES[fam]["agenda"],
        "turns": turns,
    }
    with open(os.path.join(OUT, "interviews", key + ".json"), "w") as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")
    topics[key] = iv["risky_topic"]
with open(os.path.join(OUT, "risky_topics.json"), "w") as f:
    json.dump(dict(sorted(topics.items())), f, indent=2)
    f.write("\n")
print("wrote", len(ALL), "interviews")
