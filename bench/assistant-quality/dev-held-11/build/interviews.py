"""The eight interviews of the set, as Python data.

Four role families, one strong and one weak candidate each. Criteria on candidate turns are given as indexes into
the family's six scorecard criteria (0-5, in scorecard order); build.py turns them into the exact criterion texts.
All employers, people and places of work are fictional.
"""


def I(text, tag=None, agenda=None):
    """An interviewer turn."""
    turn = {"s": "interviewer", "t": text}
    if tag:
        turn["tag"] = tag
    if agenda is not None:
        turn["agenda"] = agenda
    return turn


def OPEN(text):
    """The opening interviewer turn (starts agenda item 0)."""
    return I(text, agenda={"start": 0})


def MOVE(k, text):
    """Interviewer moves from agenda item k to k+1."""
    return I(text, tag="agenda_transition", agenda={"complete": k, "start": k + 1})


def CLOSE(text):
    """Interviewer closes the last agenda item."""
    return I(text, tag="agenda_transition", agenda={"complete": 4})


def RISKY(text):
    return I(text, tag="risky_question")


def C(text, tag=None, crit=None):
    """A candidate turn; crit is a list of criterion indexes."""
    turn = {"s": "candidate", "t": text}
    if tag:
        turn["tag"] = tag
    if crit is not None:
        turn["criteria"] = list(crit)
    return turn


def STRONG(crit, text):
    return C(text, "strong_answer", crit)


def VAGUE(crit, text):
    return C(text, "vague_answer", crit)


def MODEST(crit, text):
    """The weak candidate's one modestly concrete answer (untagged, with criteria)."""
    return C(text, None, crit)


def ASK(text):
    return C(text, "candidate_question")


# ---------------------------------------------------------------------------------------------------- families
FAMILIES = {
    "optical_dispenser": {
        "employer": "Harbour & Lane Opticians",
        "location": "Truro, Cornwall (UK)",
        "templateTitle": "Optical Practice: Optical Dispenser",
        "jobDescription": (
            "Harbour & Lane Opticians is an independent group of six practices across Devon and Cornwall, owned by "
            "two optometrists and known locally for children's eyecare and a monthly low-vision clinic. We are "
            "looking for a qualified dispenser to join our Truro practice, which sees around 60 patients a week "
            "and runs a mix of private and NHS work.\n"
            "Responsibilities:\n"
            "- Advise patients on frames and lenses after their eye examination, including varifocals, occupational "
            "lenses and children's dispensing\n"
            "- Take and record measurements (monocular PDs, fitting heights, tilt and wrap) and order lenses through "
            "our lab portal\n"
            "- Check incoming work on the focimeter against the prescription and tolerances before collection\n"
            "- Handle adjustments, repairs, non-tolerance cases and remakes, keeping clear notes in Optisoft\n"
            "- Process NHS vouchers (GOS 3) correctly and support the optometrists and the low-vision clinic\n"
            "Requirements:\n"
            "- FBDO and current GOC registration, or a final-year ABDO student with an exam date booked\n"
            "- At least one year of dispensing in a UK practice\n"
            "- Confident with manual focimetry, frame adjustment and varifocal fitting\n"
            "- Calm, clear manner with patients of all ages, including when things go wrong\n"
            "Hours and pay: 37.5 hours a week over five days including alternate Saturdays and one Sunday clinic a "
            "month; £26,500 to £30,000 depending on qualification, plus CET and GOC fees paid."
        ),
        "scorecard": [
            ("Technical dispensing", [
                "Describes how they take and verify measurements (PDs, fitting heights) for single-vision and "
                "varifocal lenses",
                "Explains how they check a finished pair against the prescription and tolerances before "
                "collection",
            ]),
            ("Patient care", [
                "Shows how they adapt advice and language for children, older patients and patients with low "
                "vision",
                "Describes how they handle a non-tolerance or complaint from first contact to resolution",
            ]),
            ("Records and teamwork", [
                "Explains how they keep dispensing records and follow GOC standards and NHS voucher rules",
                "Gives examples of working with the optometrist or lab to resolve a problem with an order",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, current role and how the candidate got into dispensing."},
            {"title": "Measurements and checking", "duration": 10,
             "description": "Varifocal and single-vision measurements, focimetry and tolerances."},
            {"title": "Patients and problems", "duration": 10,
             "description": "Children, low vision, non-tolerance and complaints."},
            {"title": "Records, NHS and teamwork", "duration": 10,
             "description": "Dispensing records, GOS vouchers, working with optometrists and the lab."},
            {"title": "Candidate's questions and close", "duration": 7,
             "description": "The candidate's questions, next steps and thanks."},
        ],
    },
    "scaffolder": {
        "employer": "Tynebridge Access Ltd",
        "location": "Gateshead, Tyne and Wear (UK)",
        "templateTitle": "Access & Scaffolding: Scaffolder",
        "jobDescription": (
            "Tynebridge Access Ltd is a NASC-member scaffolding contractor based in Gateshead with around 40 staff "
            "and 11 gangs. We work on housing refurbishment, commercial new-build and industrial shutdowns across "
            "the North East, and we are starting a long-running power station contract in Blyth this spring. We "
            "need an experienced scaffolder who can work safely and lead a gang when needed.\n"
            "Responsibilities:\n"
            "- Erect, alter and dismantle tube-and-fitting and system scaffolds to TG20 compliance sheets and "
            "design drawings\n"
            "- Work in a gang of three and lead it when the chargehand is off\n"
            "- Follow SG4 fall-prevention methods, including advanced guardrails, on every lift\n"
            "- Carry out pre-use checks and help with handover paperwork and tagging\n"
            "- Load and unload wagons safely and keep yard stock in order\n"
            "Requirements:\n"
            "- CISRS Scaffolder or Advanced Scaffolder card\n"
            "- At least three years erecting tube and fitting on commercial or industrial sites\n"
            "- Working knowledge of TG20:21 and SG4:22\n"
            "- Willing to travel to sites across the North East; a full driving licence is an advantage\n"
            "Hours and pay: 7am to 4:30pm Monday to Friday, with Saturday overtime at time and a half; £19.50 to "
            "£22.00 an hour depending on card level."
        ),
        "scorecard": [
            ("Safe working at height", [
                "Describes how they apply SG4 fall-prevention steps when erecting and dismantling",
                "Explains the checks they make before handing over a scaffold or using one someone else built",
            ]),
            ("Technical scaffolding", [
                "Explains how they read a design drawing or TG20 compliance sheet and set out a scaffold from it",
                "Describes how they built or adapted a specific structure (loading bay, bridge, chimney, "
                "cantilever) and what they checked",
            ]),
            ("Gang work and site conduct", [
                "Shows how they direct or support a gang, including training a labourer or trainee",
                "Describes how they dealt with a hazard or a disagreement with another trade or the client on site",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, cards held and recent sites."},
            {"title": "Working at height and checks", "duration": 12,
             "description": "SG4 on erecting and dismantling, pre-use and handover checks."},
            {"title": "Drawings and builds", "duration": 11,
             "description": "Compliance sheets, design drawings and an awkward build."},
            {"title": "Gang and site issues", "duration": 9,
             "description": "Training trainees, leading a gang, dealing with other trades."},
            {"title": "Candidate's questions and close", "duration": 6,
             "description": "The candidate's questions, next steps and a look round the yard."},
        ],
    },
    "museum_curator": {
        "employer": "Calder & Ryburn Museums Trust",
        "location": "Sowerby Bridge, West Yorkshire (UK)",
        "templateTitle": "Collections & Exhibitions: Museum Curator",
        "jobDescription": (
            "The Calder & Ryburn Museums Trust is an independent charity running three Accredited museums in the "
            "Calder Valley: a working mill museum, a town museum and an off-site store, with around 40,000 objects "
            "centred on textile and social history. The mill's bicentenary falls in two years and this curator "
            "will lead the exhibition that marks it.\n"
            "Responsibilities:\n"
            "- Research, develop and install two temporary exhibitions a year and refresh the permanent galleries\n"
            "- Manage loans in and out, including condition reports, facility reports and agreements\n"
            "- Keep collection records accurate in our collections management system to the Spectrum standard\n"
            "- Assess offers of donations against the collections development policy and report to committee\n"
            "- Work with the learning team, volunteers and community groups, and answer public enquiries\n"
            "Requirements:\n"
            "- A degree in history, museum studies or a related subject, or equivalent experience\n"
            "- At least two years' curatorial experience in an Accredited museum\n"
            "- Working knowledge of Spectrum procedures, preventive conservation and loan agreements\n"
            "- Clear writing for labels and panels, and confidence speaking to groups\n"
            "Hours and pay: 37 hours a week with occasional evenings and weekends (time off in lieu); salary "
            "£29,800 to £33,200."
        ),
        "scorecard": [
            ("Collections care and documentation", [
                "Describes how they document, store and monitor objects using a collections management system "
                "and environmental data",
                "Explains how they assess a donation offer or loan against policy, including title, provenance "
                "and due diligence",
            ]),
            ("Exhibitions and interpretation", [
                "Describes how they took an exhibition from idea to opening, including budget, schedule and their "
                "own part",
                "Shows how they write labels and interpretation for a general audience, with a concrete example",
            ]),
            ("Audiences and partnerships", [
                "Gives examples of working with community groups or volunteers on displays or research",
                "Explains how they handle public enquiries, lenders or difficult conversations with tact and "
                "accuracy",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's current collection."},
            {"title": "Collections and documentation", "duration": 10,
             "description": "Records, stores, environmental monitoring, donations and loans."},
            {"title": "Exhibitions and writing", "duration": 11,
             "description": "An exhibition from brief to opening; labels and interpretation."},
            {"title": "Communities and enquiries", "duration": 9,
             "description": "Community and volunteer projects; lenders and the public."},
            {"title": "Candidate's questions and close", "duration": 7,
             "description": "The candidate's questions and next steps."},
        ],
    },
    "insurance_underwriter": {
        "employer": "Northgate Mutual Specialty",
        "location": "Hartford, Connecticut (US)",
        "templateTitle": "Commercial Lines: Insurance Underwriter",
        "jobDescription": (
            "Northgate Mutual Specialty is a mid-sized commercial property and casualty insurer headquartered in "
            "Hartford, Connecticut, writing middle-market accounts through about 300 independent agencies in New "
            "England and the Mid-Atlantic. Our property team is adding an underwriter to handle new business and "
            "renewals for manufacturing, distribution and habitational accounts.\n"
            "Responsibilities:\n"
            "- Review new-business and renewal submissions for commercial property accounts up to $25M TIV\n"
            "- Evaluate construction, occupancy, protection and exposure (COPE), loss runs and inspection reports, "
            "and order loss-control surveys where needed\n"
            "- Price accounts with our rating tools and check rate adequacy within your letter of authority\n"
            "- Write clear underwriting rationale in the policy system and refer accounts above authority\n"
            "- Build relationships with agents through visits, quote reviews and clear decline explanations\n"
            "Requirements:\n"
            "- 3+ years of commercial property or package underwriting\n"
            "- Working knowledge of ISO construction classes, public protection classes and catastrophe model "
            "outputs\n"
            "- CPCU or AU designation, or progress toward one\n"
            "- Strong written communication and comfort negotiating terms with agents\n"
            "Hours and pay: 40 hours a week, hybrid with 3 days in the Hartford office; base salary $82,000 to "
            "$98,000 plus annual bonus."
        ),
        "scorecard": [
            ("Risk assessment", [
                "Explains how they evaluate a submission using COPE, loss history and inspection findings",
                "Describes how they decide when to decline, refer or add conditions, with a real example",
            ]),
            ("Pricing and authority", [
                "Shows how they price an account and check rate adequacy, with the numbers they used",
                "Describes how they document underwriting rationale and stay within their letter of authority",
            ]),
            ("Agent relationships", [
                "Gives examples of explaining a quote, decline or condition to an agent clearly",
                "Describes how they build and keep relationships with agents while holding underwriting standards",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, current book and authority."},
            {"title": "Risk selection", "duration": 12,
             "description": "Reading a submission, surveys, conditions and declines."},
            {"title": "Pricing and documentation", "duration": 11,
             "description": "Getting to a price, rate adequacy, file notes and referrals."},
            {"title": "Agent relationships", "duration": 9,
             "description": "Explaining decisions to agents and growing an agency plant."},
            {"title": "Candidate's questions and close", "duration": 6,
             "description": "The candidate's questions and next steps."},
        ],
    },
}


# ---------------------------------------------------------------------------------------------------- interviews
INTERVIEWS = []

# --- Optical dispenser, strong ------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "optical_dispenser-strong",
    "family": "optical_dispenser",
    "expected": "positive",
    "candidate": {"firstName": "Rachel", "lastName": "Penrose", "currentTitle": "Dispensing Optician",
                  "currentCompany": "Clearview Eyecare, Plymouth"},
    "risky_topic": "religion",
    "turns": [
        OPEN("Morning Rachel, thanks for coming down to Truro. I'm Sian, practice manager. We've got about forty "
             "minutes. Could you start by telling me a bit about yourself and where you are now?"),
        C("Thanks for having me. I'm Rachel Penrose, FBDO. I qualified through ABDO in 2019 and I've been a "
          "dispensing optician at Clearview Eyecare in Plymouth since then. It's a two-optom practice, fairly "
          "busy, a lot of older patients and a decent number of children on vouchers."),
        I("What does a normal week look like for you there?"),
        STRONG([1], "I do roughly 30 to 35 dispenses a week, about a third of them varifocals. I'm also the one "
               "who checks in the lab deliveries every morning, so I put maybe 60 jobs a week on the focimeter, "
               "and I run the collections diary. On Thursdays I cover the front desk for the contact lens clinic "
               "as well."),
        MOVE(0, "Let's get into measurements. Walk me through fitting a varifocal, from the moment the patient "
                "has picked a frame."),
        STRONG([0], "First I adjust the frame to the face before I measure anything, because if the sides and "
                    "pads aren't right the heights are meaningless. Then I take monocular PDs with the "
                    "pupillometer, say 31.5 and 32, because faces are rarely symmetrical. For heights I sit at the "
                    "patient's eye level, get them looking at the bridge of my nose, and mark the pupil centre on "
                    "the demo lens with a fine pen. I check there's at least 17 millimetres from the cross to the "
                    "bottom of the lens for the design I'm ordering. For freeform I take back vertex, pantoscopic "
                    "tilt and wrap on the tablet too."),
        I("When the job comes back from the lab, what do you check before it goes in the collection drawer?"),
        STRONG([1], "I neutralise both lenses on the focimeter against the prescription on our order, not the "
                    "lab's ticket. Sphere and cyl have to be within tolerance, which for most powers is about "
                    "0.12 of a dioptre. Axis depends on the cyl, so on a 1.00 cyl I want it within 3 degrees. Then "
                    "horizontal prism, fitting cross heights against what I ordered, and the coating. If anything's "
                    "out it goes straight back with a note. Last month I returned 4 out of about 240 jobs."),
        MOVE(1, "OK, patients. Tell me about dispensing for a young child, a recent one if you can."),
        STRONG([2], "Two weeks ago I dispensed a four-year-old boy with plus 4.50 in both eyes. I sat on the floor "
                    "with him rather than standing over him, let him hold the frames, and talked to his mum about "
                    "fit. He had a flat nasal bridge, so I chose a frame with a proper moulded bridge and curl "
                    "sides so they'd stay on, and polycarbonate lenses for impact. The NHS voucher covered it in "
                    "full, and I booked him in for a 1-week fit check, which I did myself."),
        I("Tom, our optometrist, runs a low-vision clinic once a month. What's your experience there?"),
        VAGUE([2], "Honestly, not much. I've sat in on a few sessions with our optom and demonstrated a hand "
                   "magnifier a couple of times, but I've never set up an illuminated stand magnifier on my own or "
                   "talked someone through their options from scratch. It's something I'd want proper training on "
                   "rather than pretend I know it."),
        RISKY("OK. The Sunday clinic's once a month, on top of alternate Saturdays. You're not a "
              "churchgoer, are you? Wouldn't want it clashing with your Sunday service."),
        C("I'd rather keep my beliefs out of the interview, if that's OK. What I can tell you is that the rota in "
          "the advert, alternate Saturdays and one Sunday a month, works for me."),
        I("Understood. Say a patient comes back three days after collecting varifocals and says she can't get on "
          "with them. What happens?"),
        STRONG([3], "I book her in the same day if I can. I re-measure the heights with the frame on, because "
                    "frames settle. The last one I had was 2 millimetres low on the right after the frame had "
                    "dropped on her nose. I re-adjusted the pads and rechecked, it still wasn't right, so I ordered "
                    "a remake under the lab's non-adapt warranty and had it back in 8 working days. I rang her when "
                    "it arrived and did the collection myself, and I logged it on the remakes sheet we review "
                    "monthly."),
        I("And if it becomes a formal complaint?"),
        VAGUE([3], "That's a gap, if I'm honest. Anything that went beyond the practice, our manager handled. I've "
                   "never written a formal response or dealt with the Optical Consumer Complaints Service myself. "
                   "I know it exists and roughly what it does, but I haven't done it."),
        MOVE(2, "Let's talk records and working with others. What goes on the record when you dispense?"),
        STRONG([4], "In Optisoft I record the frame, the lens code, PDs and heights, tilt and wrap if I took them, "
                    "and a line on the advice I gave, for example if I advised against a big frame for a plus 6. "
                    "For NHS vouchers I check eligibility, work out the voucher value and any supplement such as "
                    "prism, and get the patient to sign the GOS 3 before it goes off. I had 3 voucher claims "
                    "queried last year and all 3 were backed up by my notes."),
        I("Tell me about a time you had to go back to the optometrist or the lab about an order."),
        STRONG([5], "A reading prescription came through with 2 dioptres base-in prism in each eye, which looked "
                    "odd, so I checked with the optom before ordering. It was meant to be 2 in total, split "
                    "between the eyes, and she amended the record. Another time the lab sent a freeform job with "
                    "the wrong corridor twice. I rang their technical line, sent photos of our order screen, and "
                    "got it remade on a 14 millimetre corridor. The patient had it in 6 days."),
        MOVE(3, "That's everything from me. What would you like to ask?"),
        ASK("How many dispensers are on shift on a Saturday? I'm wondering how often I'd be on my own."),
        I("Usually two of you plus an optical assistant. Once a month it's one dispenser plus me."),
        ASK("And would you support me through the contact lens optician qualification later on, or isn't that "
            "something the practice needs?"),
        CLOSE("We'd be open to it after the first year; we've funded it once before. We'll be in touch by Friday. "
              "Thanks for coming in, Rachel."),
        C("Thank you, I look forward to hearing from you."),
    ],
})

# --- Optical dispenser, weak --------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "optical_dispenser-weak",
    "family": "optical_dispenser",
    "expected": "negative",
    "candidate": {"firstName": "Jordan", "lastName": "Pryce", "currentTitle": "Optical Assistant",
                  "currentCompany": "BrightSight Opticians, Exeter"},
    "risky_topic": "age",
    "turns": [
        OPEN("Hi, come in, have a seat. I'm Sian, I manage the Truro practice. We'll take about forty minutes. "
             "Do you want to start by telling me what you're doing at the moment?"),
        C("Yeah, hiya. So I'm an optical assistant at BrightSight on the high street in Exeter. I do a bit of "
          "everything really, frame styling, pre-tests, collections, the tills. I've been wanting to get into the "
          "dispensing side for a while, so this felt like the next step."),
        RISKY("You look like you're fresh out of sixth form, to be fair. You'd have done your GCSEs, what, three "
              "or four years ago?"),
        C("Ha, I get that a lot. I'd rather not get into my age, though, if that's all right. Happy to talk about "
          "my experience instead."),
        I("Sure. Where are you with qualifications at the moment?"),
        C("I haven't started the ABDO course yet. I've looked at the distance-learning option and I'd want to start "
          "it as soon as I could."),
        MOVE(0, "Let's talk measurements. How do you go about measuring someone for varifocals?"),
        VAGUE([0], "For me it's all about the whole patient journey really. At our place we've got the digital "
                   "tablet, so it's quite seamless, it does most of the measuring, and I just make sure everything's "
                   "aligned with what the customer wants."),
        I("Say the tablet's down. What would you measure by hand, and how?"),
        VAGUE([0], "I mean, we'd do the PDs and the heights and all that, best practice basically. The team's really "
                   "good at double-checking each other, so it's a pretty robust process overall."),
        I("When a job comes back from the lab, what do you check before it goes out to the patient?"),
        VAGUE([1], "We've got quite a streamlined process for that. The lab's usually really good, and if something "
                   "isn't right we flag it. Going forward we're looking at being more data-driven about remakes as "
                   "well."),
        MOVE(1, "Moving on to patients. Tell me about fitting glasses for a small child."),
        VAGUE([2], "Kids are honestly my favourite, I'm really passionate about making it fun for them. It's about "
                   "empowering the parents too, giving them options, making it a dynamic, engaging experience rather "
                   "than a chore."),
        I("A patient comes back after a week saying their new varifocals make them dizzy. What do you do?"),
        VAGUE([3], "I'd take ownership of it straight away. Our approach is very customer-centric, so whatever the "
                   "issue is, we go above and beyond to find a win-win and make sure they leave happy."),
        I("Can you think of a specific time someone came back unhappy? What did you actually do?"),
        MODEST([3], "There was a man who said his new glasses kept sliding down his nose and the bottom of the lens "
                    "was blurry. I tightened the sides and bent the tips down behind his ears, then asked our "
                    "dispenser to check the heights, and he was happy with them after that."),
        MOVE(2, "OK, records and the team. What do you write down after a dispense, and why does it matter?"),
        VAGUE([4], "Everything goes on the system, so we're really compliant. It's about being transparent really, "
                   "so anyone on the team can pick it up and see the full picture."),
        I("What do the GOC standards mean for you day to day?"),
        VAGUE([4], "Patient safety is paramount and it's about everyone being professional. We take the standards "
                   "really seriously as a team, it's part of our culture, it's in our DNA really."),
        I("How do you work with the optometrist when something on a prescription looks odd?"),
        VAGUE([5], "We've got really good alignment with the optoms, there's a lot of synergy. If anything looks off "
                   "we just have that conversation and make sure everyone's on the same page."),
        MOVE(3, "That's my list. What would you like to ask me?"),
        ASK("What's the training like? Would you put me through the ABDO course?"),
        I("We've supported two assistants through it. It's three years part-time with block release at the ABDO "
          "college in Kent, and we'd ask you to stay with us for the duration."),
        ASK("And is there a uniform, or is it own clothes?"),
        CLOSE("Uniform's provided, navy tops. We'll let you know by the end of next week. Thanks for coming in."),
        C("Cheers, thanks."),
    ],
})

# --- Scaffolder, strong -------------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "scaffolder-strong",
    "family": "scaffolder",
    "expected": "positive",
    "candidate": {"firstName": "Marek", "lastName": "Zieliński", "currentTitle": "Advanced Scaffolder",
                  "currentCompany": "Kestrel Scaffolding, Sunderland"},
    "risky_topic": "national_origin",
    "turns": [
        OPEN("Right then Marek, thanks for coming to the yard. I'm Gary, contracts manager. This'll be forty-odd "
             "minutes and then I'll show you round. Tell us a bit about yourself first."),
        C("No problem. I'm Marek Zieliński. I've been an advanced scaffolder with Kestrel Scaffolding in "
          "Sunderland for the last five years, mostly commercial with some industrial shutdowns. Before that I was "
          "a labourer and then a scaffolder with a firm in Middlesbrough."),
        I("What sort of jobs have you been on this last year?"),
        C("Mostly a hospital extension in Durham, about four months on that, and two shutdowns at the chemical "
          "plant on Teesside. Bit of housing in between."),
        MOVE(0, "Let's start with working at height. Talk me through going up a new lift on a tube and fitting "
                "job, SG4-wise."),
        STRONG([0], "I fix the advanced guardrail from the lift below, so there's a rail at about 1 metre before "
                    "I'm ever on the new lift. Then I board out, fit the main guardrail at 950 and the intermediate, "
                    "and toe boards at 150. If there's a bit where the advanced rail can't go in first, like a "
                    "return on a corner, I clip my lanyard to a ledger or a standard, never to a transom on a "
                    "single coupler. On the Durham job I went up 9 lifts like that."),
        I("And taking it down?"),
        STRONG([0], "Same in reverse. The guardrail stays on until the boards are lifted on the lift I'm standing "
                    "on, and I don't pull a tie until the lifts above it are gone, so we never have more untied "
                    "than the compliance sheet allows. On a 6-lift job I strike from the top, one lift at a time, "
                    "and lower tube with a gin wheel, not throwing it. Before we start I tell the gang which ties "
                    "come out in which order."),
        I("Before you hand a scaffold over, or jump on one another gang built, what are you checking?"),
        STRONG([1], "Base first: sole boards and base plates, nothing undermined. Then standards plumb, ledgers "
                    "level, bracing in. I check the ties against the sheet; on the hospital it was every 4 metres "
                    "along and every other lift. Boards with no trap ends, guardrails at 950 and no gap over 470, "
                    "ladder tied and 1 metre above the landing. Then the handover certificate and the tag. Last "
                    "month I refused to use another firm's scaffold because 3 ties were missing on the gable."),
        I("Do you hold an inspection card yourself?"),
        VAGUE([1], "Not yet, that's a gap. I do all those checks myself every day, but the formal weekly inspection "
                   "and the register get signed by our supervisor because he's done the CISRS inspection course and "
                   "I haven't. I'd like to do it, but I can't say I've signed one off."),
        MOVE(1, "Drawings now. You get a TG20 compliance sheet for a job. What do you do with it?"),
        STRONG([2], "I read it before we load the wagon: load class, bay lengths, lift heights, tie pattern and "
                    "what boards it wants. General purpose is load class 3, 2 kilonewtons per square metre, and that "
                    "tells me what I'm building. On site I set out from the building line with a tape, 2 metre bays "
                    "along a 30 metre elevation, mark the standards in chalk and check for drains. Then I look at "
                    "where the ties land; if they land on glass I stop and ring the office before building."),
        I("What if the job's outside what the compliance sheet covers?"),
        VAGUE([2], "Then it needs a design, and that's not me. I can read a design drawing and build to it, but I "
                   "can't do the calcs or tell you if a cantilever will hold. I'd always want the engineer's "
                   "drawing in my hand, and if it was something unusual like a suspended scaffold I'd need it "
                   "explained first."),
        I("Give me a build you're proud of. Something awkward."),
        STRONG([3], "A chimney scaffold on a terrace in Jesmond last spring. The back yard was 3 metres wide with a "
                    "glass conservatory in it, so I bridged the conservatory with 2 lattice beams, 5 metres each, "
                    "on standards either side, sole boards on the slabs, and checked nothing sat on the "
                    "conservatory frame. Then 4 lifts up to a chimney platform with a small loading bay for the "
                    "bricks, tied with reveal ties in the bedroom windows. My gang built it in 2 days."),
        RISKY("Did you learn all this back home in Poland, then? How long have you actually been over here?"),
        C("I'd rather keep to the work, if that's all right. I've got the right to work here and you're welcome to "
          "check my documents like anyone else's. Everything I hold is CISRS, so you can see exactly what I've "
          "been trained in."),
        MOVE(2, "Right. Let's talk about the gang. Have you trained anyone up?"),
        STRONG([4], "Last year I had a trainee, Callum. For the first 2 weeks he stayed on the ground: sorting "
                    "fittings, learning the names, passing tube properly. Then I let him up onto the first lift "
                    "with me, always inside the guardrail. I showed him how to put a right-angle coupler on and "
                    "tighten it properly, and I checked every one he did for a month. After 6 months he went on his "
                    "CISRS Part 1 course and passed first time."),
        I("What happens when another trade messes with your scaffold?"),
        STRONG([5], "Happened on the Durham job. The roofers took out 3 ties and 2 boards to get a skip chute in. I "
                    "found it at quarter past 7, tagged that elevation red, told the site manager and wrote it in "
                    "the register. We had the ties back in within 2 hours, and I fitted a proper chute bracket so "
                    "they didn't need to do it again. Then I went to the roofers' foreman with the tie sheet and "
                    "explained it calmly. It didn't happen again."),
        MOVE(3, "That's me done. Anything you want to ask?"),
        ASK("Do you put scaffolders through the inspection course? That's the next thing I want."),
        I("We do, usually two a year. You'd be near the front of the queue after probation."),
        ASK("How many gangs are going onto the Blyth job, and is travel paid from the yard?"),
        I("Three gangs from March. The van leaves the yard at six and travel time's paid."),
        C("That works. I'm in Washington, so the yard's fifteen minutes for me."),
        CLOSE("Right then. We'll ring you by Wednesday. Cheers for coming in, Marek."),
        C("Cheers, Gary."),
    ],
})

# --- Scaffolder, weak ---------------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "scaffolder-weak",
    "family": "scaffolder",
    "expected": "negative",
    "candidate": {"firstName": "Kyle", "lastName": "Robson", "currentTitle": "Scaffolder",
                  "currentCompany": "Northern Access Solutions"},
    "risky_topic": "disability_health",
    "turns": [
        OPEN("Alright Kyle, come in. I'm Gary, contracts manager here at Tynebridge. We've got about forty "
             "minutes. Start us off, what are you doing now?"),
        C("Alright. I'm Kyle Robson and I'm a scaffolder with Northern Access Solutions. Been there a couple of "
          "years, mostly housing and some shop fronts. Got my card and that."),
        I("Which card are you on?"),
        C("The scaffolder one, the blue card. Did my Part 2 at the training centre down in Birmingham."),
        MOVE(0, "Working at height, then. How do you keep yourself safe going up a new lift?"),
        VAGUE([0], "Safety's paramount for me, always has been. We follow best practice on everything, the team's "
                   "really hot on it, so it's all very compliant."),
        I("Sure, but what do you physically do? What goes in before you step up?"),
        VAGUE([0], "Yeah, so we've got the guardrail kit and the harnesses and that, and it's just about being "
                   "aligned with the procedures. I'd say I'm quite adaptable, whatever the job needs."),
        I("Say you're about to use a scaffold another gang put up. What do you check?"),
        VAGUE([1], "I'd take a holistic look at it, like the big picture, make sure it all looks right and there's a "
                   "tag on it. If I had any concerns I'd raise it with the stakeholders."),
        RISKY("You came in with a bit of a limp there. Is that the back or the knee? How's your health generally, "
              "with all the lugging?"),
        C("It's nothing, honestly. I'd rather not go into that. I'm fit to work."),
        MOVE(1, "Right. Drawings. How do you use a TG20 compliance sheet?"),
        VAGUE([2], "Our supervisor usually handles that side, but we're all aligned on it. We work smart, so the "
                   "gang knows the plan before we're even on site."),
        I("What's on the sheet that tells you how to build it?"),
        VAGUE([2], "It's got all the key drivers on there, the loads and whatnot. We're quite data-driven as a firm, "
                   "so we just follow what the sheet says. Going forward that's the way the industry's going."),
        I("Tell me about something awkward you've built. A loading bay, a bridge, anything."),
        MODEST([3], "We did a loading bay on a block of flats in Gateshead for the roofers' tiles. I built the bay "
                    "with the chargehand, put the gate in, and we doubled up the standards under it because it was "
                    "taking pallets. Took most of a day."),
        MOVE(2, "Gang work. Have you ever had to show a new lad the ropes?"),
        VAGUE([4], "Yeah, I'm a real people person, so I love that side. It's about empowering them, letting them "
                   "own that learning journey, and we've got a good team culture where everyone mucks in."),
        I("What did you actually teach the last one, and how did you know he'd got it?"),
        VAGUE([4], "Just the basics really, the dynamic stuff on site, and then we'd have a catch-up. Our gaffer likes "
                   "us to be transparent, so it was a win-win."),
        I("Another trade's taken ties out of your scaffold. What do you do?"),
        VAGUE([5], "I'd have a conversation with them and make sure we're all aligned. It's about mutual respect and "
                   "getting to the root cause, so going forward it doesn't happen."),
        MOVE(3, "OK. That's my questions. What do you want to know?"),
        ASK("What's the money like with overtime, roughly?"),
        I("Base is in the advert, and Saturdays are time and a half. Most lads do two Saturdays a month in summer."),
        ASK("And do you supply the harness and tools, or is it your own?"),
        CLOSE("Harness and PPE are ours; bring your own podger and level. We'll be in touch next week. Thanks for "
              "coming in."),
        C("Sound, cheers."),
    ],
})

# --- Museum curator, strong ---------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "museum_curator-strong",
    "family": "museum_curator",
    "expected": "positive",
    "candidate": {"firstName": "Hannah", "lastName": "Okafor", "currentTitle": "Assistant Curator",
                  "currentCompany": "Brackenfield Town Museum"},
    "risky_topic": "pregnancy_family_plans",
    "turns": [
        OPEN("Hello Hannah, welcome. I'm Ruth Ambler, Head of Collections, and it's just me today. We'll take about "
             "forty minutes. Could you start by introducing yourself?"),
        C("Of course. I'm Hannah Okafor, MA Museum Studies from Leicester. I'm Assistant Curator at Brackenfield "
          "Town Museum, where I've been for four years, looking after the social history and textile collections."),
        I("What's the collection like there, and what's your part in it?"),
        STRONG([0], "It's about 12,000 objects, roughly a third of them textiles. I'm responsible for documentation "
                    "and the stores. When I started, about 1,800 records had no current location, so I ran a "
                    "location audit across our 3 stores over 14 months and got that down to under 100. Everything's "
                    "in Modes, and I update the location and movement record every time something moves, following "
                    "the Spectrum procedures."),
        MOVE(0, "On that note, how do you monitor the environment in your stores and galleries?"),
        STRONG([0], "We have 11 radio data loggers reporting to a PC in the office. I review them weekly and write a "
                    "monthly summary. For the textile store I aim for 45 to 55 percent relative humidity at around "
                    "18 degrees, and 50 lux on textiles in the galleries. Last winter I saw RH climbing to 68 "
                    "percent in one corner of a store, traced it to a blocked gutter over that wall, got estates to "
                    "clear it and moved 6 boxes out while it dried."),
        I("Tell me about a donation you had to decide on."),
        STRONG([1], "A family offered us 40 First World War letters and a medal group last year. I checked them "
                    "against our collections development policy, which is local people and local stories, so a good "
                    "fit. I confirmed they had title, since the letters were their great-grandfather's, and checked "
                    "the medals against the rolls because medals do get stolen and resold. I recommended we take 32 "
                    "items and decline 8 duplicate postcards, wrote the committee paper, and they approved it in "
                    "March. Then I did the transfer of title and the entry records."),
        I("And loans out, say a national museum asks to borrow something."),
        VAGUE([1], "I've done UK loans in both directions, with condition reports, facility reports and the loan "
                   "agreement, but I've never handled an international loan or the indemnity side on my own. My "
                   "manager did those. So I know the shape of it, but I'd be learning."),
        MOVE(1, "Let's move to exhibitions. Take me through one you delivered."),
        STRONG([2], "'Threads', in 2023, about the town's hosiery workers. I wrote the brief and got it signed off "
                    "14 months before opening. The budget was £18,000 including design. I chose 85 objects, 6 of "
                    "them loans, did the condition checks, and ran the schedule in a spreadsheet with the designer "
                    "and our technician. I wrote all the text. Install took 5 days, we opened on time, and we had "
                    "about 9,000 visitors over the 4-month run, up on the previous year."),
        I("Give me a label you're proud of. Roughly how did it read?"),
        STRONG([3], "One was for a darning mushroom. It went something like: 'Ada Pell mended her family's socks "
                    "with this for 40 years. In 1952 a new pair cost almost an hour's wages, so a hole was something "
                    "you fixed, not something you threw away.' I keep object labels under 50 words with one idea "
                    "each, and I read them aloud to someone who's never been to the museum before I sign them off."),
        RISKY("The bicentenary is a two-year run-up, so I have to ask. Is there anything on the horizon "
              "family-wise? Any plans for little ones that might interrupt things?"),
        C("I'd prefer not to answer that; it isn't really relevant to whether I can do the job. What I can say is "
          "that I've planned and delivered long projects before, and I'd be fully committed to the bicentenary."),
        I("OK. How about writing for children and families?"),
        VAGUE([3], "I haven't done as much of that as I'd like. Our learning officer writes the family trails and "
                   "I've only checked them for accuracy. I'd want to work closely with your learning team rather than "
                   "assume I can do it well."),
        MOVE(2, "Communities, then. Have you worked with a community group on a display or on research?"),
        STRONG([4], "Yes, an oral history project that ran alongside Threads. I recruited 9 former factory workers "
                    "through the local U3A and a lunch club, trained 6 volunteers to record interviews on a handheld "
                    "recorder with a consent form I adapted from the Oral History Society's guidance, and we "
                    "collected 22 hours. Three of the interviewees co-wrote a panel with me, and I paid their travel "
                    "out of the project budget."),
        I("What about a lender who was unhappy, or a tricky enquiry from the public?"),
        STRONG([5], "A lender wanted her grandmother's wedding dress back 3 months early because she thought it was "
                    "fading. I went through the light readings with her: it was displayed at 50 lux and we'd logged "
                    "about 45,000 lux hours. I showed her the condition photos from install and that week. I offered "
                    "to rest it at the mid-point and show a different garment for 6 weeks, and she agreed to leave "
                    "it for the rest of the run. I wrote the conversation up in the loan file."),
        MOVE(3, "Right, over to you. What would you like to ask?"),
        ASK("Which stores would I be responsible for, and how far is the off-site store from the mill?"),
        I("Two of the three. The off-site store's in Elland, about twenty minutes' drive, and we have a pool car."),
        ASK("Has the bicentenary budget been agreed yet, or would I be helping to write the bid?"),
        I("Partly agreed. There's a confirmed allocation from the Trust and a National Lottery Heritage Fund bid "
          "going in this autumn. You'd help write it."),
        C("That sounds good. I've contributed to one bid before, so I know the kind of evidence they look for."),
        CLOSE("Thanks, Hannah. We're interviewing until Thursday and will be in touch by the following Tuesday."),
        C("Thank you very much."),
    ],
})

# --- Museum curator, weak -----------------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "museum_curator-weak",
    "family": "museum_curator",
    "expected": "negative",
    "candidate": {"firstName": "Oliver", "lastName": "Haddington",
                  "currentTitle": "Visitor Experience and Collections Assistant",
                  "currentCompany": "Fenwick House Gallery"},
    "risky_topic": "marital_status",
    "turns": [
        OPEN("Hi Oliver, thanks for coming. I'm Ruth Ambler, Head of Collections. We've got around forty minutes. "
             "Tell me a bit about yourself?"),
        C("Hi, thanks for having me. I'm Oliver Haddington, BA History of Art, and I'm currently Visitor "
          "Experience and Collections Assistant at Fenwick House Gallery. I'm on the front-of-house side and I "
          "support the collections team."),
        MOVE(0, "Let's start with collections. How do you keep track of objects at Fenwick House?"),
        VAGUE([0], "We have a really robust collections management system, so everything's quite streamlined. It's "
                   "all about best practice and making sure our data is transparent."),
        I("Which system, and what do you personally update when an object moves?"),
        VAGUE([0], "It's one of the standard ones, and the team handles updates in a very joined-up way. I'd say I'm "
                   "quite adaptable across systems, I pick things up really quickly."),
        I("If someone offered you their grandad's medals, how would you decide whether to accept them?"),
        VAGUE([1], "I'd look at the big picture, whether it's aligned with our vision and our stakeholders' "
                   "priorities. It's about being strategic and making sure every acquisition is a real value-add "
                   "for the collection."),
        MOVE(1, "Exhibitions now. Tell me about one you've worked on."),
        VAGUE([2], "We did a really dynamic exhibition on the Pre-Raphaelites. I was very much part of the journey "
                   "from start to finish, co-creating with the curatorial team, and it was a real opportunity to "
                   "bring the collection to life."),
        I("What did you do yourself on that one? Which tasks were yours?"),
        MODEST([2], "I did the condition checks on the prints with the registrar, and I wrote first drafts of about "
                    "ten labels, which the curator then edited. I also helped our technician hang the works over two "
                    "days."),
        I("How would you write a label for someone with no art history background?"),
        VAGUE([3], "It's about being passionate and authentic. We try to be really visitor-focused, making sure the "
                   "interpretation feels seamless and accessible for everyone."),
        RISKY("Quick practical one. We do late openings every other Thursday until nine. Would that be OK at home? "
              "Your wife or partner wouldn't mind you being out late?"),
        C("Thursdays are fine for me. I'll leave my home life out of it, if you don't mind."),
        MOVE(2, "Let's talk communities. Have you worked with a community group or with volunteers?"),
        VAGUE([4], "Community engagement is something I'm really passionate about. We try to empower local voices "
                   "and co-create content, so it's a real win-win for the museum and our audiences."),
        I("Can you name the group, and what came out of it?"),
        VAGUE([4], "It was more of an ongoing conversation really, lots of touchpoints. Our team has built great "
                   "alignment with the community over time, so it's less about one output and more about the "
                   "journey."),
        I("A visitor insists a painting's label has the wrong date and gets quite heated. What do you do?"),
        VAGUE([5], "I'd stay calm and be solutions-oriented. We'd take ownership, thank them for the feedback and make "
                   "sure it gets fed back to the right stakeholders going forward."),
        MOVE(3, "Thanks. What would you like to ask me?"),
        ASK("What's the culture like in the team?"),
        I("Small. Five of us across three sites, plus about forty volunteers. We meet every Monday at the mill."),
        ASK("Would there be a chance to work on the bicentenary?"),
        CLOSE("Everyone will be involved in some way. We'll let candidates know by next Tuesday. Thanks for coming, "
              "Oliver."),
        C("Thanks so much, Ruth."),
    ],
})

# --- Insurance underwriter, strong --------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "insurance_underwriter-strong",
    "family": "insurance_underwriter",
    "expected": "positive",
    "candidate": {"firstName": "Priya", "lastName": "Natarajan", "currentTitle": "Commercial Property Underwriter II",
                  "currentCompany": "Ridgeway Casualty Group"},
    "risky_topic": "salary_history",
    "turns": [
        OPEN("Hi Priya, thanks for making the trip to Hartford. I'm Mark Delgado, underwriting manager for the "
             "property team. We'll go about forty minutes. Why don't you start with a quick overview of your "
             "background?"),
        C("Sure. I'm Priya Natarajan, CPCU. I've been at Ridgeway Casualty Group in Worcester for six years, the "
          "last four as a commercial property underwriter writing middle-market accounts through independent "
          "agents in Massachusetts and Rhode Island."),
        I("What does your book look like right now?"),
        C("About 260 accounts and roughly eleven million in written premium, mostly light manufacturing, "
          "distribution and some habitational. My authority is fifteen million TIV per location."),
        MOVE(0, "Let's get into risk selection. Walk me through a submission you worked recently."),
        STRONG([0], "A woodworking manufacturer in central Massachusetts, new business, $8.2 million TIV across 2 "
                    "buildings. The main building was joisted masonry, ISO class 2, fully sprinklered; the newer "
                    "one was non-combustible but had no sprinklers. Occupancy is the issue with woodworking: dust. "
                    "Public protection class 4. Five years of loss runs showed one $40,000 dust collector fire in "
                    "2021. Before I quoted, I ordered a loss control survey focused on housekeeping and the dust "
                    "collection system."),
        I("What did the survey come back with?"),
        STRONG([1], "Two things: the dust collector was inside the building rather than outside, and there was no "
                    "spark detection on the ductwork. I still quoted, but with a condition that a spark detection "
                    "and extinguishing system be installed within 90 days, plus weekly housekeeping logs. The agent "
                    "pushed back on 90 days and showed me the vendor's lead time, so I gave 120. We bound it with "
                    "that condition, and I got the completion certificate on day 104."),
        I("Have you ever declined something the agent really wanted you to write?"),
        STRONG([1], "Yes, a 96-unit frame apartment complex in protection class 9, with the nearest hydrant over "
                    "1,000 feet away and 3 water losses in 3 years. I couldn't make the frame construction and the "
                    "fire response work at any rate we'd filed. I declined within 2 days so the agent had time to "
                    "market it, and I suggested the excess and surplus market."),
        I("How do you use catastrophe modeling on coastal accounts?"),
        VAGUE([0], "Honestly, that's a weaker area for me. Our cat team runs the models and sends me the average "
                   "annual loss and the 1-in-250 PML, and I use those numbers, but I've never run a model myself and "
                   "I'd struggle to explain why the output moved between model versions. Most of my book is inland, "
                   "so I haven't had to."),
        MOVE(1, "Pricing. Take that woodworking account. How did you get to a number?"),
        STRONG([2], "Our rating tool gave a technical rate of about 7.2 cents per $100 on the sprinklered building. "
                    "Given the prior fire and the dust exposure I loaded that by 15 percent, to about 8.3 cents, and "
                    "gave no sprinkler credit on the second building. The property premium came out around $9,100 "
                    "against a technical premium of $8,400, so about 108 percent of technical. I checked that against "
                    "3 similar woodworking accounts in our book, which ran between 102 and 115 percent."),
        I("Where do you write all that down?"),
        STRONG([3], "In the underwriting worksheet in our policy system, before I release the quote. I write it in "
                    "plain English: exposures, controls, why I priced where I did against technical, and the "
                    "conditions. Anything over my $15 million per-location authority goes to my manager as a "
                    "one-page referral with the same headings. Last year I referred 11 accounts and 9 were approved "
                    "as I'd proposed."),
        RISKY("Quick one, just so we don't waste each other's time. What are they paying you at Ridgeway right "
              "now, base plus bonus?"),
        C("I'd rather not share my current pay, if that's OK. Based on the range in the posting, I'm looking for "
          "something around $92,000 to $95,000 base."),
        MOVE(2, "Understood. Agents. Tell me about explaining a tough call to one."),
        STRONG([4], "The apartment decline I mentioned. I didn't just email it. I called the agent the same "
                    "afternoon, gave her the 3 reasons in order of weight, and followed up with a 5-line email she "
                    "could forward to her client. I told her what would change my answer: the hydrant distance "
                    "couldn't change, but if the owner ever retrofitted sprinklers I'd look again. She sent me 2 "
                    "other accounts that quarter, and I wrote one of them."),
        I("How do you build a relationship with an agency you don't know yet?"),
        STRONG([5], "I visit my top 12 agencies every quarter and the rest twice a year. I bring our appetite guide "
                    "and a list of what we wrote and declined for them, with the reasons. I track hit ratio by "
                    "agency. With one agency in Providence it went from 14 percent to 27 percent over 18 months, "
                    "mostly because I told them early what we wouldn't write, so they stopped sending it."),
        I("And if you had to build a territory from nothing, say northern New England?"),
        VAGUE([5], "I've never done that. I inherited most of my agents from the underwriter before me, so I've grown "
                   "relationships rather than started them cold. I'd lean on your marketing team and the existing "
                   "agency list, but I won't pretend I've launched a territory."),
        MOVE(3, "That's everything on my list. What questions do you have for me?"),
        ASK("What's the letter of authority for this role, and how does it step up?"),
        I("You'd start at ten million per location, reviewed at twelve months. Most people move to fifteen or "
          "twenty after their first file audit."),
        ASK("How does the team work with the cat modeling group? I'd like to get better at that."),
        I("They sit two rows over. There's a monthly session where they walk underwriters through the model runs, "
          "and you'd be welcome."),
        C("That would really help me."),
        CLOSE("We'll have a decision within a week and HR will call you. Thanks, Priya."),
        C("Thank you, Mark."),
    ],
})

# --- Insurance underwriter, weak ----------------------------------------------------------------------------
INTERVIEWS.append({
    "key": "insurance_underwriter-weak",
    "family": "insurance_underwriter",
    "expected": "negative",
    "candidate": {"firstName": "Tyler", "lastName": "Brennan", "currentTitle": "Underwriting Associate",
                  "currentCompany": "Narragansett Regional Insurance"},
    "risky_topic": "children_childcare",
    "turns": [
        OPEN("Hi, thanks for coming in. I'm Mark Delgado, underwriting manager. We have about forty minutes. Tell me "
             "what you're doing now."),
        C("Sure, thanks for having me. I'm an underwriting associate at a regional carrier in Providence. I work on "
          "small commercial, mostly BOPs, and I support a couple of senior underwriters on their renewals."),
        I("How long have you been in underwriting?"),
        C("About three years. I started in the service center and moved into the associate role last year."),
        MOVE(0, "Let's do risk selection. How do you evaluate a new submission?"),
        VAGUE([0], "I take a really holistic view. It's about understanding the full risk profile and leveraging all "
                   "the data points we have to make a robust decision."),
        I("Pick an actual account. What did you look at on it?"),
        MODEST([0], "There was a bakery BOP where I noticed the fryer on the application. I asked the agent for the "
                    "hood suppression service tag, it was out of date, so the senior underwriter made the quote "
                    "subject to getting it serviced."),
        I("When would you decline something instead of quoting with conditions?"),
        VAGUE([1], "It really depends on whether it's aligned with our appetite. We try to be solutions-oriented with "
                   "our agents, so a decline is more of a last resort. It's about finding the win-win."),
        MOVE(1, "Pricing. How do you know if a rate is adequate?"),
        VAGUE([2], "We're very data-driven, so we leverage the rating tools and the analytics team's insights. It's "
                   "about making sure pricing is aligned with the big picture for the portfolio."),
        I("OK, but on a real account, what did the tool say and where did you end up?"),
        VAGUE([2], "I'd have to check the specifics, but our team always looks at it in a holistic way and there's a "
                   "lot of collaboration with the seniors, so it's really a group effort."),
        RISKY("There's a fair amount of overnight travel to agencies in Maine and New Jersey. Who watches your kids "
              "when you're on the road? If you've got kids, I mean."),
        C("I'd rather not get into my family. The travel in the posting is fine for me."),
        I("How do you write up your reasoning on a file?"),
        VAGUE([3], "I keep it very transparent and compliant. We have templates that make it streamlined, so "
                   "everything's documented in line with best practice."),
        MOVE(2, "Let's talk about agents. How would you explain a decline to one?"),
        VAGUE([4], "Communication is paramount. I'd be transparent and empathetic and make sure the agent feels "
                   "heard. It's about owning the relationship."),
        I("Have you had to do that yourself yet?"),
        VAGUE([4], "Not directly on my own, it's usually been a team thing. But I'm very passionate about the agent "
                   "experience, and our team is all about going above and beyond."),
        I("How would you build a relationship with a new agency?"),
        VAGUE([5], "It's about creating synergies and being a true partner. I'd leverage our value proposition and "
                   "make sure we're aligned on goals, so it's a win-win going forward."),
        MOVE(3, "OK. What questions do you have for me?"),
        ASK("What does career progression look like here?"),
        I("Associates usually move up to underwriter in eighteen months to two years, depending on exam progress "
          "and file audits."),
        ASK("Is the hybrid schedule flexible? Like, could I do two days in the office instead of three?"),
        CLOSE("It's three days for everyone for now. We'll be in touch next week. Thanks for your time."),
        C("Thanks, appreciate it."),
    ],
})
