#!/usr/bin/env python3
"""Writes set/interviews/<family>-strong.json, <family>-weak.json and set/risky_topics.json."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fam_arborist  # noqa: E402
import fam_biomedical_scientist  # noqa: E402
import fam_claims_adjuster  # noqa: E402
import fam_emergency_dispatcher  # noqa: E402
from common import build_interview  # noqa: E402

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = [fam_arborist, fam_emergency_dispatcher, fam_claims_adjuster, fam_biomedical_scientist]


def main():
    out_dir = os.path.join(SET, "interviews")
    os.makedirs(out_dir, exist_ok=True)
    topics = {}
    for mod in MODULES:
        for variant, cand, turns, topic in (("strong", mod.STRONG_CANDIDATE, mod.STRONG, mod.STRONG_RISKY),
                                            ("weak", mod.WEAK_CANDIDATE, mod.WEAK, mod.WEAK_RISKY)):
            d = build_interview(mod.FAMILY, variant, cand, turns)
            with open(os.path.join(out_dir, d["key"] + ".json"), "w") as f:
                json.dump(d, f, indent=2, ensure_ascii=False)
                f.write("\n")
            topics[d["key"]] = topic
    with open(os.path.join(SET, "risky_topics.json"), "w") as f:
        json.dump(topics, f, indent=2)
        f.write("\n")
    print(f"wrote {len(topics)} interviews and risky_topics.json")


if __name__ == "__main__":
    main()
