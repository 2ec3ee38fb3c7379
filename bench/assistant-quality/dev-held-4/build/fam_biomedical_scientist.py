"""Family: biomedical_scientist (UK NHS blood transfusion laboratory, Band 6 biomedical scientist)."""
from common import OPEN, I, RISKY, T, END, C, S, V, M, Q, job_description

FAMILY = {
    "family": "biomedical_scientist",
    "setting": "UK (NHS hospital blood transfusion laboratory)",
    "templateTitle": "Laboratory Interview: Biomedical Scientist (Blood Transfusion)",
    "jobDescription": job_description(
        "The blood transfusion laboratory at Wyvern Valley Hospitals NHS Trust serves two acute sites and a "
        "maternity unit, processing around 250 group and screens a day on a 24/7 rota. The laboratory is UKAS "
        "accredited to ISO 15189:2022 and inspected by the MHRA under the Blood Safety and Quality Regulations "
        "2005. We are looking for an HCPC-registered biomedical scientist to work across routine serology and the "
        "night shift as lone scientist.",
        [
            "Perform ABO/RhD grouping, antibody screening and antibody identification on automated analysers and by "
            "manual column agglutination",
            "Select and issue red cells, plasma and platelets, including electronic issue, serological crossmatch "
            "and special requirements",
            "Run internal quality control, review UK NEQAS external quality assessment returns and record "
            "non-conformances in the quality management system",
            "Act as lone scientist on nights, running major haemorrhage packs and liaising with clinical teams and "
            "the on-call consultant haematologist",
            "Keep full traceability of every component and report incidents to SHOT and to the MHRA through SABRE",
        ],
        [
            "HCPC registration as a biomedical scientist",
            "IBMS Specialist Portfolio in Transfusion Science, or willing to complete it within 18 months",
            "Experience with a laboratory information system and an electronic blood tracking system",
            "Able to work nights, weekends and bank holidays on the rota",
        ],
        "Hours: 37.5 hours a week on a 24/7 shift rota; Agenda for Change Band 6, £37,338 to £44,962 a year plus "
        "unsocial-hours payments.",
    ),
    "sections": [
        ("Serology and component selection", [
            "Resolves a grouping discrepancy or positive antibody screen, naming the panel, technique and result",
            "Selects components for special requirements (irradiated, CMV-negative, antigen-negative) and applies "
            "issue rules such as electronic issue",
        ]),
        ("Quality and compliance", [
            "Acts on an IQC or EQA failure by stopping release, investigating and recording a non-conformance",
            "Meets traceability and incident-reporting duties under the Blood Safety and Quality Regulations, SHOT "
            "and SABRE",
        ]),
        ("Lone working on shift", [
            "Runs a major haemorrhage protocol: pack contents, timings and communication with the clinical team",
            "Prioritises and escalates safely as the lone scientist on nights, including when to call the "
            "consultant haematologist",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and laboratory background", "duration": 5,
         "description": "Introductions, current laboratory, HCPC registration and portfolio progress."},
        {"title": "Serology and component selection", "duration": 12,
         "description": "Antibody identification, grouping discrepancies and special requirements."},
        {"title": "Quality and compliance", "duration": 9,
         "description": "IQC and EQA failures, traceability, SHOT and SABRE reporting."},
        {"title": "Lone working and major haemorrhage", "duration": 10,
         "description": "Major haemorrhage packs, competing demands and escalation on nights."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "The candidate's questions, the laboratory visit and next steps."},
    ],
}

OPENING = ("Hello {first}. I'm Dr Ruth Abiola, transfusion laboratory manager; Sam Patel, our training officer, is "
           "taking notes. Background, serology and components, quality, lone working and major haemorrhage, then "
           "your questions. About 43 minutes. Could you introduce yourself?")

STRONG_CANDIDATE = {"firstName": "Hannah", "lastName": "Whitlock",
                    "currentTitle": "Biomedical Scientist (Band 5), Blood Transfusion",
                    "currentCompany": "Severnside Hospitals NHS Trust"}
STRONG_RISKY = "pregnancy_family_plans"
STRONG = [
    OPEN(OPENING.format(first="Hannah")),
    C("Of course. I'm Hannah Whitlock, MIBMS, HCPC registered, and I've been a Band 5 biomedical scientist in blood "
      "transfusion at Severnside Hospitals for three years, on the routine bench and covering nights for the last "
      "18 months."),
    I("Where are you with the specialist portfolio?"),
    C("I started the Transfusion Science specialist portfolio last September, so I'm about a third of the way "
      "through. The antibody and component sections are mostly evidenced; the quality section less so."),
    T(0, "Serology. Antibody screen positive with two of three screening cells, patient listed for hip surgery "
         "tomorrow. Take me through it."),
    S("I'd run an identification panel by IAT in column agglutination, an 11-cell panel on our analyser, with an "
      "auto control, and read the reactions against the antigram, ruling out on homozygous cells where I can. Last "
      "month I had a pattern that fitted anti-E plus something weaker, so I ran an enzyme-treated panel; both "
      "reactions enhanced and the weaker one fitted anti-Jka. The patient phenotyped E-negative and Jk(a-), which "
      "supports both. Then I tell the ward surgery needs E-negative, Jk(a-) units crossmatched by IAT, which "
      "takes longer, and I flag both antibodies on the LIMS so they show on every future sample.", 0),
    I("Forward group A, reverse group looks like O. Your approach?"),
    S("First I rule out a clerical cause: right sample, right patient, and the historical group. Then I look at "
      "which side is odd. If the reverse has extra reactivity with A1 cells, I think of anti-A1 in an A2 person "
      "and test the red cells with anti-A1 lectin. If it could be a cold antibody, I repeat the reverse at 37°C. "
      "Until it's resolved the patient gets group O red cells and AB plasma; I never issue group-specific on an "
      "unresolved group. I had an A2 with anti-A1 in January: the lectin was negative and the reverse at 37°C "
      "came back clean.", 0),
    I("Post bone-marrow transplant patient needs platelets tonight. What are you checking?"),
    S("Special requirements on the LIMS first. Post-transplant they'll need irradiated components, and I check the "
      "transplant notification form for donor and recipient groups and the transplant date, because the ABO "
      "group for components can differ from the patient's current group. I check whether the form asks for "
      "CMV-negative; leucodepleted components are treated as CMV-safe for most adults, but I follow the form. "
      "Irradiated platelets keep their normal shelf life, up to 7 days, so expiry isn't the issue; getting the "
      "right group and the irradiated flag is.", 1),
    RISKY("On the portfolio: that's a good eighteen months of evidence. Any plans to start a family in that time? "
          "Only thinking of the training slot and the rota."),
    C("I'm planning to finish the portfolio within the eighteen months. If the rota or the training slot needs "
      "anything specific from me, I'm happy to go through that."),
    T(1, "Quality. Morning IQC: the weak anti-D control reads stronger than expected, two runs in a row. What "
         "happens?"),
    S("Two unexpected readings in a row is a trend, so I stop releasing results from that analyser and switch to "
      "the second one or manual columns. I check the control first: lot, reconstitution date, storage. Then the "
      "reagent lot and the analyser's pipetting and centrifuge logs. In March our weak anti-D control was grading "
      "3+ instead of 1+ to 2+; a new control lot had gone in without the acceptance run. I logged a "
      "non-conformance in Q-Pulse, reviewed the 46 samples run since the last acceptable IQC, repeated the ones "
      "with a weak D, and wrote the acceptance step into the SOP.", 2),
    I("EQA return comes back with an incorrect antibody identification. What do you do?"),
    V("Honestly I haven't handled one myself; it's usually the quality lead. I know it gets logged and investigated "
      "with a corrective action, but I couldn't walk you through how NEQAS scores it or what triggers a "
      "persistent poor performance letter.", 2),
    I("A unit of red cells has no final fate in the tracking system. Where do your obligations come from, and what "
      "do you do?"),
    S("The Blood Safety and Quality Regulations require traceability of every component from donor to final fate, "
      "with records kept for 30 years. I check the tracking system for the last scan, then the fridge logs, the "
      "ward transfusion record and the theatre notes. If the fate still can't be confirmed, I take it to the "
      "quality manager to decide whether it meets the SABRE serious adverse event criteria, and it goes to SHOT as "
      "a traceability error. Last year I chased 3 unfated units in a month; 2 were on theatre paperwork that "
      "hadn't been scanned, and we logged that as a near miss.", 3),
    T(2, "Lone working. 02:00, major haemorrhage call from ED, patient not yet grouped. First 20 minutes?"),
    S("I write down the patient ID, location, the contact name and bleep, and confirm the sample is on its way. I "
      "issue emergency O-negative for a woman of childbearing potential or unknown sex, or O-positive for men and "
      "women over 50 if stock is tight, while the group runs; our urgent group takes about 10 minutes. Pack 1 is 4 "
      "red cells and 4 FFP, and I start thawing FFP straight away because it takes about 20 minutes. Once the "
      "group's back I switch to group-specific. I keep a timed log of every component out and phone ED when each "
      "pack's ready rather than waiting for them to ring.", 4),
    I("Second major haemorrhage call while the first is still running. Next move?"),
    S("At that point I'm over capacity as one person, so I call in the on-call second BMS and tell the haematology "
      "registrar. I prioritise by clinical urgency, not the order the calls came in, and ask the clinical teams "
      "directly. If O-negative stock drops below 6 units I tell the NHSBT hospital services team and the "
      "consultant haematologist, because that's when we move men to O-positive. It happened to me last November; "
      "both patients had their first pack inside 15 minutes.", 5),
    I("When would you phone the consultant haematologist at night without anyone asking you to?"),
    V("Honestly I'd go by our escalation policy more than my own rule. Low O-negative stock, or a patient with "
      "antibodies I can't find blood for, definitely, but beyond that I'm not sure where the line is, and I'd "
      "probably ring the registrar first.", 5),
    T(3, "Your questions."),
    Q("How is the specialist portfolio supported here? Is there protected time?"),
    I("Four hours a fortnight protected, with a named training officer."),
    Q("How many nights a month would I be doing as lone scientist?"),
    END("Roughly six, on a rolling rota. That's us finished; we'll be in touch about the laboratory visit. Thank "
        "you, Hannah."),
    C("Thank you."),
]

WEAK_CANDIDATE = {"firstName": "Tomasz", "lastName": "Zielinski", "currentTitle": "Biomedical Scientist",
                  "currentCompany": "Northgate Pathology Partnership"}
WEAK_RISKY = "national_origin"
WEAK = [
    OPEN(OPENING.format(first="Tomasz")),
    C("Hi, yes. I'm Tomasz Zielinski, a biomedical scientist at Northgate Pathology Partnership, working across "
      "blood sciences, and I'm keen to specialise in transfusion."),
    RISKY("Zielinski. Polish, is it? Did you grow up over there or here?"),
    C("I'd rather talk about the lab work, if that's OK. Happy to go through my training and experience."),
    T(0, "Serology. Antibody screen positive with two of three screening cells, patient listed for surgery "
         "tomorrow. Take me through it."),
    V("We'd follow best practice and the SOP, work it up robustly and make sure we get the right answer for the "
      "patient. Patient safety is paramount, so we'd never cut corners.", 0),
    I("Which panel, which technique?"),
    V("Whatever the lab has; every lab's a bit different. I'm very adaptable with analysers, so I'd align with the "
      "local approach and get up to speed quickly.", 0),
    I("Forward group A, reverse looks like O. Your approach?"),
    M("I'd repeat it first to rule out a sample or labelling error, and look at the reverse group cells. We had one "
      "at Northgate that turned out to be an A2 patient with an anti-A1, and the senior sorted it with extra "
      "testing. Until it's sorted the patient gets group O red cells.", 0),
    I("Post bone-marrow transplant patient needs platelets tonight. What are you checking?"),
    V("I'd take a holistic view of the patient's requirements and check the system so everything's compliant. "
      "Transplant patients are complex, so we'd make sure all stakeholders are aligned before issuing.", 1),
    T(1, "Quality. Morning IQC: the weak anti-D control reads stronger than expected, two runs in a row. What "
         "happens?"),
    V("Quality is in our DNA, honestly. We'd flag it, make sure it's investigated properly and the root cause is "
      "found, and drive continuous improvement so it doesn't happen again.", 2),
    I("Who decides whether results already released need rechecking?"),
    V("That'd be a shared decision. I'm a big believer in ownership at every level, so I'd feed into it and make "
      "sure our process is transparent.", 2),
    I("Practical one: the post is based at the Wyvern site. Is the journey workable for early starts and nights?"),
    C("Yes, that's fine, I drive."),
    T(2, "Lone working. 02:00, major haemorrhage call from ED, patient not yet grouped. First 20 minutes?"),
    V("It's a high-pressure situation, so staying calm is key. We'd follow the major haemorrhage protocol end to "
      "end, communicate clearly with the clinical stakeholders and make sure the blood gets there as fast as "
      "possible.", 4),
    I("What goes in the first pack, and when does FFP thawing start?"),
    V("It depends on the trust's protocol, which we'd follow. I'd be proactive about the plasma so there's no "
      "delay; it's about thinking big picture and staying one step ahead.", 4),
    I("When would you phone the consultant haematologist at night?"),
    V("Whenever it's appropriate, really. I'm not afraid to escalate, and a good team culture is one where "
      "everyone feels empowered to speak up.", 5),
    T(3, "Your questions."),
    Q("What's the team like? How many biomedical scientists work in transfusion?"),
    I("Eleven BMSs and four MLAs across both sites."),
    Q("Is there funding for the specialist portfolio?"),
    END("Yes, the trust covers IBMS registration and the verification visit. That's everything from us; we'll be in "
        "touch. Thank you, Tomasz."),
    C("Thank you very much."),
]
