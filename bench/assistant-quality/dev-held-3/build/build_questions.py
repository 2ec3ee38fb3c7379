"""Builds risky-questions.json from questions.py."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from questions import ROWS

CATEGORIES = ["age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
              "national_origin", "race_ethnicity", "citizenship", "disability_health",
              "sexual_orientation_gender_identity", "arrest_record", "salary_history",
              "military_discharge", "genetic_information"]

items = []
for text, risky, cat, role, styles, why, sev in ROWS:
    it = {"text": text, "risky": risky, "category": cat, "role": role}
    if sev:
        it["severity"] = sev
    it["note"] = "[" + ", ".join(styles) + "] " + why
    items.append(it)

doc = {
    "header": {
        "title": "Held-out interviewer questions: protected-topic warnings (set 3)",
        "description": ("Spoken and typed interviewer questions across many roles, labelled for whether they ask "
                        "about the candidate's own life, identity or circumstances on a protected topic. Written "
                        "independently from general knowledge of UK Equality Act and US EEO/ADA/GINA/ADEA-style "
                        "practice, without reference to product code or prompts. Lawful look-alikes use the same "
                        "words about job content, or are the lawful form of the question."),
        "fields": {
            "text": "the question as the interviewer said or typed it",
            "risky": "true if it asks about the candidate's own protected characteristic or circumstance; false for lawful look-alikes",
            "category": "one of the header categories; for lawful items, the category whose words it borrows",
            "role": "job title the question is asked for, or 'any'",
            "severity": "optional; 'caution' for conviction questions whose lawfulness depends on jurisdiction or hiring stage",
            "note": "[style tags] why it is labelled this way; style tags: typed_note, filler_fragment, two_clause, small_talk_slip, concern_framing, second_language, indirect_proxy, lawful_form, job_content",
        },
        "categories": CATEGORIES,
    },
    "items": items,
}
with open(os.path.join(os.path.dirname(__file__), "..", "risky-questions.json"), "w") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")
print("wrote", len(items), "items")
