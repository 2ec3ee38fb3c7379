"""Write interviews/<key>.json from the family modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fam_mechanic, fam_dental, fam_paralegal, fam_vetnurse

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "interviews")
os.makedirs(OUT, exist_ok=True)
topics = {}
for mod in (fam_mechanic, fam_dental, fam_paralegal, fam_vetnurse):
    for doc, topic in mod.INTERVIEWS:
        with open(os.path.join(OUT, doc["key"] + ".json"), "w") as f:
            json.dump(doc, f, indent=2, ensure_ascii=False)
            f.write("\n")
        topics[doc["key"]] = topic
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "risky_topics.json"), "w") as f:
    json.dump(topics, f, indent=2)
print("wrote", len(topics), "interviews")
