"""The eight interviews of the set, as Python data.

Four role families, one strong (expected "positive") and one weak (expected "negative") interview each. Both
interviews of a family share the family's template title, job description, scorecard and agenda. All people and
employers are fictional.
"""


def I(t, tag=None, agenda=None):
    """An interviewer turn."""
    d = {"s": "interviewer", "t": t}
    if tag:
        d["tag"] = tag
    if agenda is not None:
        d["agenda"] = agenda
    return d


def C(t, tag=None, criteria=None):
    """A candidate turn."""
    d = {"s": "candidate", "t": t}
    if tag:
        d["tag"] = tag
    if criteria:
        d["criteria"] = list(criteria)
    return d


def start():
    return {"start": 0}


def move(k):
    return {"complete": k, "start": k + 1}


def close():
    return {"complete": 4}


def scorecard(sections):
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


def job_description(intro, responsibilities, requirements, terms):
    return "\n".join([intro, "", "Responsibilities:"] + ["- " + r for r in responsibilities]
                     + ["", "Requirements:"] + ["- " + r for r in requirements] + ["", terms])


# ====================================================================================== pharmacy technician
PT = [
    "Describes the checks they make at each stage of dispensing and how they catch errors before a bag is handed out",
    "Explains how they handle controlled drugs, including register entries and balance checks",
    "Shows how they explain a medicine to a patient in plain language and when they refer to the pharmacist",
    "Describes a time they raised a concern about a prescription or about a colleague's practice",
    "Explains how they prioritise a busy dispensary, including walk-ins, repeats and tray work",
    "Describes how they manage stock, short-dated lines and supply shortages",
]

PHARMACY = {
    "family": "pharmacy_technician",
    "employer": "Wrenfield Pharmacy (11 community pharmacies)",
    "location": "Long Eaton, Derbyshire, England",
    "templateTitle": "Pharmacy: Pharmacy Technician",
    "jobDescription": job_description(
        "Wrenfield Pharmacy is an independent group of eleven community pharmacies across Nottinghamshire and "
        "Derbyshire, with a hub in Beeston that assembles monitored dosage packs for around 1,400 patients. We are "
        "looking for a registered pharmacy technician for our Long Eaton branch, which dispenses roughly 9,000 "
        "items a month and supplies three residential homes and a large repeat-prescription list.",
        ["Dispense and accuracy-check prescriptions to our standard operating procedures",
         "Manage controlled drugs, including register entries and weekly balance checks",
         "Prepare and check monitored dosage system trays for patients at home and in residential settings",
         "Explain medicines to patients clearly and refer clinical questions to the pharmacist",
         "Order stock, rotate dates and manage shortages with wholesalers and local surgeries"],
        ["Registration with the General Pharmaceutical Council as a pharmacy technician",
         "At least two years' experience in a community or hospital dispensary",
         "Confident with a patient medication record system and the Electronic Prescription Service",
         "Accredited checking technician status, or willingness to complete it within 12 months"],
        "Full time, 37.5 hours a week on a rota including one Saturday in three; £25,500 to £28,000 a year "
        "depending on experience."),
    "scorecard": scorecard([
        ("Accuracy and safety", PT[0:2]),
        ("Patients and the pharmacist", PT[2:4]),
        ("Workload and stock", PT[4:6]),
    ]),
    "agenda": [
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions, the branch, and the candidate's route into pharmacy."},
        {"title": "Dispensing accuracy and controlled drugs", "duration": 12,
         "description": "How the candidate dispenses and checks, near misses and errors, CD handling."},
        {"title": "Patients and raising concerns", "duration": 9,
         "description": "Explaining medicines, referring to the pharmacist, questioning prescriptions."},
        {"title": "Workload and stock", "duration": 9,
         "description": "Prioritising a busy day, deliveries and trays, ordering, dates and shortages."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "The candidate's questions, next steps and timescales."},
    ],
}

PHARMACY_STRONG = {
    "key": "pharmacy_technician-strong",
    "expected": "positive",
    "candidate": {"firstName": "Niamh", "lastName": "Gallagher", "currentTitle": "Pharmacy Technician (ACT)",
                  "currentCompany": "Trentside Healthcare Pharmacy"},
    "risky_topic": "disability_health",
    "turns": [
        I("Thanks for coming in, Niamh. I'm Graham, I manage the Long Eaton branch. Plan is: your background, "
          "then dispensing and CDs, patients, workload and stock, then your questions. So, where are you now?",
          agenda=start()),
        C("Sure. I'm Niamh Gallagher, BTEC Pharmaceutical Science, registered technician since 2016. I'm at "
          "Trentside Healthcare in Clifton, a single branch doing about 7,500 items a month. I did my apprenticeship "
          "at a big multiple in Derby. I had about five months out in 2022, came back on three days a week, and "
          "I've been full time again since last spring."),
        I("And the five months out, was that a health thing? Only it's on your feet all day here, and I'd want to "
          "know you're up to it.", tag="risky_question"),
        C("It was personal, and I'd rather not go into it. I've read the job description, I'm doing full days on my "
          "feet now, and if I ever needed anything adjusting I'd come and talk to you about it."),
        I("Fair enough. Dispensing, then. Take me through a prescription from the EPS download to the bag.",
          tag="agenda_transition", agenda=move(0)),
        C("I label from the EPS message, pick against the label and scan every pack, so the PMR flags it if the "
          "barcode doesn't match. I initial the dispensed-by box and put it in a coloured basket: red for waiting, "
          "blue for call-back, green for delivery. The pharmacist does the clinical check; as an ACT I do the final "
          "accuracy check on items she's already screened. At hand-out I ask for name and address, never 'is this "
          "for Mrs Smith?'. Our near-miss log had 41 entries last year; I go through it monthly, and the top "
          "pattern was look-alike pairs like amlodipine and amitriptyline, so I got shelf separators put in.",
          tag="strong_answer", criteria=[PT[0]]),
        I("Controlled drugs. A Schedule 2 script comes in. Walk me through it, and your balance checks.",),
        C("First the legal bits: dose, total quantity in words and figures, prescriber's signature, and the date, "
          "because it's only valid for 28 days. I make the register entry the same day on the right page for the "
          "drug, strength and form, with who collected and whether they showed ID. We keep a running balance, and I "
          "do a physical check every Friday. Last month methadone was 4 ml out on a 500 ml bottle, inside the "
          "overage we allow, but I still logged it and noted the measure check. Anything outside that goes straight "
          "to the pharmacist.",
          tag="strong_answer", criteria=[PT[1]]),
        I("Tell me about the error that got furthest before anyone caught it."),
        C("About two years ago I assembled a tray with a patient's old bisoprolol dose, 2.5 mg instead of the new "
          "5 mg, because the discharge letter hadn't been matched against the repeat. The pharmacist caught it at "
          "the check. I filled in the incident report and changed how I work: every dose change now goes on the "
          "patient's tray record sheet with the date and where it came from, and I don't start a tray until the "
          "sheet matches the latest script. We've had no dose-change errors on trays since, and that's roughly "
          "2,300 trays.",
          tag="strong_answer", criteria=[PT[0]]),
        I("Moving on to patients. Someone's just been handed their first steroid inhaler. What do you say?",
          tag="agenda_transition", agenda=move(1)),
        C("I get a placebo inhaler out and show them first: shake it, breathe out away from it, seal your lips, "
          "press once as you start a slow breath in, hold for 10 seconds. Then they do it back to me; about half of "
          "people press too late the first time. With a steroid I tell them to rinse and spit afterwards. If they ask "
          "whether it's the right drug, or they tell me they're using the blue one more than 3 times a week, I bring "
          "the pharmacist over.",
          tag="strong_answer", criteria=[PT[2]]),
        I("Have you ever had to raise a concern about a colleague?"),
        C("Honestly, not formally. I've said things to people at the bench, like leaving a split pack open, but I've "
          "never had to take a colleague's practice to a manager, so I can't give you a proper example of that.",
          tag="vague_answer", criteria=[PT[3]]),
        I("What about a prescription you weren't happy with?"),
        C("Yes, last winter. A GP sent methotrexate 2.5 mg with the directions 'take 4 daily' instead of weekly. I "
          "held it and flagged it to the pharmacist, and she rang the surgery. It was a template error, and they "
          "reissued it as 10 mg once a week on a Monday. Afterwards I searched our PMR for other methotrexate "
          "patients at that surgery, there were 3, and theirs were fine.",
          tag="strong_answer", criteria=[PT[3]]),
        I("Workload. Monday morning: 40 walk-ins waiting, three trays due at 2, and the delivery driver leaves at "
          "11. What do you do first?", tag="agenda_transition", agenda=move(2)),
        C("I'd split who's waiting in the shop from who's coming back, and give honest times; if it's 25 minutes I "
          "say 25. The delivery bags go before the trays because the trays have until 2. I'd put one person on "
          "walk-ins at the front bench, do the deliveries myself, then trays from about half eleven. At Trentside I "
          "put a whiteboard by the checking bench with the day's deadlines, and late deliveries went from about 6 a "
          "week to 1.",
          tag="strong_answer", criteria=[PT[4]]),
        I("And stock. Something's out at the wholesaler. Then what?"),
        C("I check all three of our wholesalers on the ordering screen, then the manufacturer's direct line. If it's "
          "genuinely out I look at the SPS shortages page for alternatives, and if there's a Serious Shortage "
          "Protocol the pharmacist can use it. Otherwise I send the surgery one note with two in-stock alternatives "
          "and strengths so the GP can switch it in one go. For dates, I check a section a week and anything under 3 "
          "months gets a red sticker and goes to the front. Last quarter we wrote off £140, down from about £600.",
          tag="strong_answer", criteria=[PT[5]]),
        I("Which part of this job are you least sure about?"),
        C("Probably the money side of stock. I can order and rotate, but I've never done the month-end stock "
          "valuation or talked price with a wholesaler; my manager does that. I'd need to learn it.",
          tag="vague_answer", criteria=[PT[5]]),
        I("That's my list. What would you like to ask me?", tag="agenda_transition", agenda=move(3)),
        C("How many ACTs are there across the group? Would I be checking on my own here?",
          tag="candidate_question"),
        I("Two others in the group, none at Long Eaton yet. You'd be checking alongside the pharmacist."),
        C("And the hub in Beeston. Would I ever be sent over there, or is it all in-branch?",
          tag="candidate_question"),
        I("Cover days at the hub, maybe once a month. We'll be in touch by Friday. Thanks for coming in.",
          tag="agenda_transition", agenda=close()),
        C("Thanks, Graham. Speak soon."),
    ],
}

PHARMACY_WEAK = {
    "key": "pharmacy_technician-weak",
    "expected": "negative",
    "candidate": {"firstName": "Chloe", "lastName": "Pryce", "currentTitle": "Pharmacy Technician",
                  "currentCompany": "Marlowe's Superstore Pharmacy"},
    "risky_topic": "pregnancy_family_plans",
    "turns": [
        I("Hi, thanks for coming. I'm Graham, branch manager. We'll do background, dispensing and CDs, patients, "
          "workload and stock, then your questions. Where are you working at the moment?", agenda=start()),
        C("Hiya. So I'm a pharmacy technician at the pharmacy inside Marlowe's supermarket in Ilkeston. Been there "
          "a good while now, and before that I was a dispensing assistant at an independent in Heanor."),
        I("What made you apply for this one?"),
        C("I'm ready for the next step, to be honest, and I like that you're independent."),
        I("OK. Dispensing, then. Talk me through how you dispense a prescription.",
          tag="agenda_transition", agenda=move(0)),
        C("So for me it's about having a really robust process end to end. We always follow best practice and the "
          "SOPs, and accuracy is paramount, so the team is very aligned on getting it right first time.",
          tag="vague_answer", criteria=[PT[0]]),
        I("Can you give me the actual steps, say for a repeat that's just come through?"),
        C("Yeah, so I print the label off the system, pick it, and check the label against the box: the name, the "
          "strength, the quantity. Then it goes in a basket with the script for the pharmacist to check. If it's a "
          "split pack I write the quantity on the box.",
          criteria=[PT[0]]),
        I("And controlled drugs. What do you do with a Schedule 2 item?"),
        C("CDs are obviously a big area for us. We've got a really robust process and the pharmacist takes "
          "ownership of the register, so my role is more supporting that and making sure everything's transparent.",
          tag="vague_answer", criteria=[PT[1]]),
        I("Tell me about a dispensing error you were involved in."),
        C("We've had the odd near miss, like anyone, and we always look at the root cause as a team. It's about a "
          "no-blame culture and continuous improvement, really.",
          tag="vague_answer", criteria=[PT[0]]),
        I("Let's talk patients. Someone comes in with a new inhaler and no idea how to use it. What do you say?",
          tag="agenda_transition", agenda=move(1)),
        C("I'm a real people person, so I'd make them feel comfortable and give them a holistic overview of the "
          "medication. Obviously if it's anything clinical I'd hand over to the pharmacist.",
          tag="vague_answer", criteria=[PT[2]]),
        I("Sorry, I'll be straight with you: we've had two technicians go off on maternity this year and it's left "
          "us stretched. Is that likely for you in the next year or so?", tag="risky_question"),
        C("I'd rather not answer that, to be honest. I don't think it's got anything to do with whether I can do "
          "the job."),
        I("OK. Have you ever had to question a prescription or raise a concern at work?"),
        C("Yeah, definitely. I'm very passionate about patient safety. If something doesn't feel right I'd escalate "
          "it to the right stakeholder, and we have a really open, transparent culture where anyone can speak up.",
          tag="vague_answer", criteria=[PT[3]]),
        I("What happened the last time you did that?"),
        C("I can't think of a specific one off the top of my head, but it's something our team does all the time. "
          "It's just part of our DNA.",
          tag="vague_answer", criteria=[PT[3]]),
        I("Workload and stock. How do you decide what to do first on a busy day?",
          tag="agenda_transition", agenda=move(2)),
        C("It's about trying to work smart and keep the big picture in mind. We prioritise as a team, and I'm very "
          "adaptable when things change.",
          tag="vague_answer", criteria=[PT[4]]),
        I("And if a line's out of stock at the wholesaler?"),
        C("We'd look for a solution that's a win-win for the patient and the surgery. It's quite a seamless process "
          "with our wholesaler, so stock issues don't really affect us much.",
          tag="vague_answer", criteria=[PT[5]]),
        I("Right, that's everything from me. What would you like to ask?", tag="agenda_transition", agenda=move(3)),
        C("Would you fund the checking technician course?", tag="candidate_question"),
        I("Yes, we fund the ACT course and give you study time, about half a day a fortnight."),
        C("And is there parking at the branch?", tag="candidate_question"),
        I("There's a small staff car park round the back. We'll be in touch by Friday. Thanks for coming in.",
          tag="agenda_transition", agenda=close()),
        C("Lovely, thanks."),
    ],
}

# ====================================================================================== bricklayer
BR = [
    "Describes how they set out and gauge brickwork, including the tools and checks they use",
    "Explains how they keep work plumb, level and to tolerance and what they do when it is out",
    "Describes the checks they make on scaffolds, materials and dust before they start laying",
    "Shows they stop work and raise a safety problem rather than working around it",
    "Explains how they plan their day with a labourer to hit an output target",
    "Describes how they deal with snagging or criticism from a site manager",
]

BRICK = {
    "family": "bricklayer",
    "employer": "Ashby & Crane Brickwork Ltd (brickwork subcontractor)",
    "location": "Castleford and West Yorkshire sites, England",
    "templateTitle": "Construction: Bricklayer",
    "jobDescription": job_description(
        "Ashby & Crane Brickwork is a family-run brickwork subcontractor based in Wakefield. We work for regional "
        "housebuilders on new-build estates across West Yorkshire and keep a small heritage team for repairs in "
        "stone and lime. We're taking on an experienced bricklayer to join a gang of three on a 120-home site in "
        "Castleford, with the odd week on repair jobs.",
        ["Set out and build cavity walls, piers, reveals and feature brickwork to drawings",
         "Keep work plumb, level and to gauge within the site's tolerances, and sign off your own sections",
         "Check scaffolds, loading bays and your work area before starting, and follow the site's dust controls",
         "Work with your labourer and gang to hit the agreed daily output",
         "Put right snagging raised by the site manager or the warranty inspector"],
        ["NVQ Level 2 or 3 in Trowel Occupations, or equivalent time-served experience",
         "A valid CSCS blue or gold card",
         "At least three years laying on new-build or commercial sites",
         "Own hand tools and transport to Castleford and other West Yorkshire sites"],
        "Monday to Friday, 7.30am to 4pm, occasional Saturday mornings; £210 to £240 a day PAYE, or price work by "
        "agreement."),
    "scorecard": scorecard([
        ("Setting out and quality", BR[0:2]),
        ("Safety on site", BR[2:4]),
        ("Output and working with others", BR[4:6]),
    ]),
    "agenda": [
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions, the Castleford site, and where the candidate has been laying."},
        {"title": "Setting out and quality", "duration": 11,
         "description": "Setting out from drawings, gauge, plumb and level, and putting mistakes right."},
        {"title": "Safety on site", "duration": 10,
         "description": "Scaffold and loading checks, silica dust, and stopping unsafe work."},
        {"title": "Output and working with others", "duration": 10,
         "description": "Planning the day with a labourer, output, and dealing with snagging."},
        {"title": "Your questions and close", "duration": 7,
         "description": "The candidate's questions, pay and start dates, next steps."},
    ],
}

BRICK_STRONG = {
    "key": "bricklayer-strong",
    "expected": "positive",
    "candidate": {"firstName": "Keith", "lastName": "Barraclough", "currentTitle": "Bricklayer",
                  "currentCompany": "Holbeck Build Services"},
    "risky_topic": "age",
    "turns": [
        I("Morning, Keith, grab a seat. I'm Dave, contracts manager. We'll do your background, setting out, "
          "safety, output, then your questions. Go on then, what've you been up to?", agenda=start()),
        C("Morning. Keith Barraclough, NVQ Level 3 Trowel Occupations. I'm with Holbeck Build Services at the "
          "minute, on a 60-plot site in Morley, mostly cavity work with some feature brick. Served my time with a "
          "firm in Dewsbury, and I've been laying since I was seventeen."),
        I("Since seventeen! So that's, what, thirty-odd years? You must be thinking about hanging the trowel up "
          "soon, surely?", tag="risky_question"),
        C("Not at all. I'd sooner keep it to the job, if that's alright. I'm after a few good years' work, same as "
          "anyone."),
        I("Fair enough. Setting out, then. You turn up to a fresh slab with a set of drawings. What do you do?",
          tag="agenda_transition", agenda=move(0)),
        C("First I check the slab's square off the drawings. I run a tape on both diagonals, and on a 9 by 7 metre "
          "plot they want to be within about 5 mil of each other. I find the datum, set my corner profiles, and "
          "dry-bond the first course so I know the bond works round the openings and I'm not cutting a half-bat "
          "under a window. I mark my gauge rod at 75 mil a course, four courses to 300, and I make sure the DPC "
          "comes out 150 above finished ground level.",
          tag="strong_answer", criteria=[BR[0]]),
        I("And once you're a few lifts up, how do you keep it right?"),
        C("Line and pins on every course once the corners are up, and I check the corners with a 1200 level every "
          "3 or 4 courses, plumb and level both. Gauge gets checked against the rod every lift. If a corner's 8 mil "
          "out over a storey, I take it down while the mortar's green: half an hour now against a rebuild after the "
          "inspector's seen it. On my last site the warranty inspector looked at 14 of my plots and I had 1 item, a "
          "wall tie with the drip the wrong way.",
          tag="strong_answer", criteria=[BR[1]]),
        I("Ever had one go badly wrong?"),
        C("Yes, 2019, a gable on a detached plot. I'd set the profile a course low and didn't spot it until we got "
          "to the verge, so the roof line was 75 out. My mistake. I told the site manager that afternoon, and me and "
          "my labourer took down 9 courses the next morning and had it rebuilt in a day and a half. Since then I "
          "check the profile heights against the drawing before I lay a brick, every plot.",
          tag="strong_answer", criteria=[BR[1], BR[5]]),
        I("Safety. Monday morning, a scaffold you've not worked off before. What are you looking at?",
          tag="agenda_transition", agenda=move(1)),
        C("The scaff tag first: who inspected it and when, and it has to be inside 7 days. Then missing toe boards, "
          "brick guards, gaps in the boards, and whether the loading bay's been loaded past what it's marked for. "
          "I check the forklift hasn't dropped packs right on the edge of the lift. For cutting I use the disc "
          "cutter with water on it, never dry, and I wear my FFP3, which I had face-fit tested in March.",
          tag="strong_answer", criteria=[BR[2]]),
        I("Do you know the exposure limit for silica dust?"),
        C("No, I couldn't give you the number. I know why we wet-cut and wear the masks, but the actual limit I'd "
          "have to look up.",
          tag="vague_answer", criteria=[BR[2]]),
        I("Have you ever refused to work on something?"),
        C("Last winter. A lift on our scaffold had two boards missing after the roofers had moved them. I didn't go "
          "up. I told the site manager, put a do-not-use sign on it myself, and we lost about 90 minutes until the "
          "scaffolders came back. Another gang was already up on the next bay, so I told them as well and they came "
          "down.",
          tag="strong_answer", criteria=[BR[3]]),
        I("Output. You and a labourer on a plot. How do you plan the day?", tag="agenda_transition", agenda=move(2)),
        C("I talk to my labourer the night before: which plot, which lift, how many packs. He has the boards loaded "
          "and the first mix ready for 7.30 so I'm not stood waiting; 1 to 6 with plasticiser unless the spec says "
          "different. On plain cavity I aim for about 550 bricks a day and the blockwork to match, fewer on a plot "
          "with lots of openings. I keep a tally on the back of the drawing, so if we're behind at dinner I know by "
          "how much.",
          tag="strong_answer", criteria=[BR[4]]),
        I("What about fitting in round the other trades?"),
        C("That's one I've not really done. On every site I've had a ganger or the site manager sorting the "
          "programme with the joiners and the window fitters, so I've never had to plan round other trades myself.",
          tag="vague_answer", criteria=[BR[4]]),
        I("And when a site manager snags your work?"),
        C("I walk it with them. Last month the manager at Morley snagged 6 items on one of my plots. 4 were mine, "
          "smeared joints and a perp missing over a lintel, and I put them right the same day. The other 2 were "
          "damage from the render lads, and I showed him the photos I'd taken at handover, so he moved them to the "
          "renderers' list.",
          tag="strong_answer", criteria=[BR[5]]),
        I("That's me done. What do you want to ask?", tag="agenda_transition", agenda=move(3)),
        C("How are you paying, weekly or fortnightly? And is it PAYE from day one?", tag="candidate_question"),
        I("Weekly, on a Friday, PAYE from day one. CIS only if you go on price."),
        C("Who's the labourer I'd be with? Is he on site already?", tag="candidate_question"),
        I("Lad called Liam, been with us two years. We'll ring you Thursday. Thanks for coming in, Keith.",
          tag="agenda_transition", agenda=close()),
        C("Cheers, Dave."),
    ],
}

BRICK_WEAK = {
    "key": "bricklayer-weak",
    "expected": "negative",
    "candidate": {"firstName": "Ryan", "lastName": "Sowerby", "currentTitle": "Bricklayer (agency)",
                  "currentCompany": "Self-employed via Tradeforce Agency"},
    "risky_topic": "arrest_record",
    "turns": [
        I("Right, thanks for coming. I'm Dave, contracts manager. Background first, then setting out, safety, "
          "output, and your questions. What are you doing at the moment?", agenda=start()),
        C("Alright. I'm on the tools at the minute, self-employed through an agency, mostly housing sites round "
          "Leeds and Bradford. Been laying a fair few years now."),
        I("Which sites have you been on lately?"),
        C("Bit of everywhere. A couple of the big housebuilders' sites, and some extensions in between."),
        I("OK. Setting out. Fresh slab and a set of drawings. What do you do?",
          tag="agenda_transition", agenda=move(0)),
        C("Setting out's all about getting the big picture right from day one. I'd follow best practice, make the "
          "corners robust, and make sure everything's aligned with the drawings going forward.",
          tag="vague_answer", criteria=[BR[0]]),
        I("What tools would you actually use to get your gauge right?"),
        C("Gauge rod, profiles on the corners, and line and pins. I mark the courses on the rod and check it every "
          "few courses. Levels come off the datum peg.",
          criteria=[BR[0]]),
        I("How do you keep it plumb and level as you go up?"),
        C("Our gang's always been really hot on quality, it's in our DNA. We take ownership of everything that goes "
          "up, and we're very transparent with the site manager if anything's not right.",
          tag="vague_answer", criteria=[BR[1]]),
        I("Has any of your work ever failed an inspection?"),
        C("Not failed as such. There's always snagging, that's part of the journey on any site, and we just deal "
          "with it as a team.",
          tag="vague_answer", criteria=[BR[5]]),
        I("Safety. Monday morning, a scaffold you've not worked off before. What do you check?",
          tag="agenda_transition", agenda=move(1)),
        C("Safety's non-negotiable for me. I'd make sure everything's compliant and the scaffold's robust before "
          "anyone goes up. I'd never cut corners.",
          tag="vague_answer", criteria=[BR[2]]),
        I("What about dust when you're cutting?"),
        C("We follow whatever the site's best practice is for dust. Our gaffer's really on top of all that, so it's "
          "pretty seamless for us.",
          tag="vague_answer", criteria=[BR[2]]),
        I("Just so you know, the last lad we took on through an agency turned out to have a bit of history. You "
          "ever been arrested, anything like that?", tag="risky_question"),
        C("I'd rather not go into that, no offence. If there's a check you need doing for the job, I'll do it."),
        I("OK. Have you ever stopped work because something wasn't safe?"),
        C("Yeah, loads of times. I'm very big on speaking up. If something's not right, I'll escalate it to the "
          "right stakeholder and we'll find a win-win.",
          tag="vague_answer", criteria=[BR[3]]),
        I("Tell me about the last time."),
        C("I can't think of one right off. It's more of a mindset than a one-off thing, you know, feeling empowered "
          "to speak up.",
          tag="vague_answer", criteria=[BR[3]]),
        I("Output. How many bricks would you lay in a day on plain cavity, with a labourer?",
          tag="agenda_transition", agenda=move(2)),
        C("Depends on the site, really. I'm very adaptable, and our gang's always been about quality over just "
          "banging them in.",
          tag="vague_answer", criteria=[BR[4]]),
        I("Right, that's mine done. Anything you want to ask?", tag="agenda_transition", agenda=move(3)),
        C("What's the day rate? Is it the top end of the advert?", tag="candidate_question"),
        I("Depends on the trial week. We usually start at the bottom of the range and review after a month."),
        C("And is there parking on site, or is it park and walk?", tag="candidate_question"),
        I("There's a compound at the site entrance. That's all from me; we'll let the agency know by Friday.",
          tag="agenda_transition", agenda=close()),
        C("Sound, cheers."),
    ],
}

# ====================================================================================== HR business partner
HR = [
    "Describes how they took a disciplinary or grievance case from investigation to outcome",
    "Explains how they applied employment law or policy when advising a manager on a difficult case",
    "Shows how they used workforce data to change a manager's decision",
    "Describes how they coached a manager to handle a people issue themselves",
    "Describes a restructure or consultation they ran, including timelines and how they communicated",
    "Explains how they checked whether a people change actually worked",
]

HRBP = {
    "family": "hr_business_partner",
    "employer": "Ashgrove Homes (housing association, ~650 staff)",
    "location": "Stockport, Greater Manchester, England",
    "templateTitle": "People: HR Business Partner",
    "jobDescription": job_description(
        "Ashgrove Homes is a not-for-profit housing association with around 650 staff and 9,000 homes across "
        "Greater Manchester and Cheshire. Our HR team of twelve supports housing management, an in-house repairs "
        "service with 180 trades staff, and a contact centre. We're recruiting an HR business partner for the "
        "repairs and operations directorates through a period of change, including a review of contact centre shift "
        "patterns.",
        ["Advise managers on employee relations cases, from first concern to appeal",
         "Lead the people side of restructures, including consultation with staff and the recognised union",
         "Use absence, turnover and survey data to give managers clear recommendations",
         "Coach managers to handle performance, attendance and conduct issues themselves",
         "Support workforce planning and the annual pay review for your directorates"],
        ["CIPD Level 5 or above, or equivalent experience",
         "Sound working knowledge of UK employment law and the ACAS Code of Practice",
         "Experience of at least one restructure or collective consultation",
         "Confident with Excel and an HR information system"],
        "Full time, 36.25 hours a week, hybrid with two days a week in the Stockport office; £46,000 to £51,000 a "
        "year plus a 9% employer pension contribution."),
    "scorecard": scorecard([
        ("Employee relations", HR[0:2]),
        ("Partnering with managers", HR[2:4]),
        ("Change", HR[4:6]),
    ]),
    "agenda": [
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions, the two directorates, and the candidate's current remit."},
        {"title": "Employee relations", "duration": 10,
         "description": "Disciplinary and grievance cases, and advising managers where the law bites."},
        {"title": "Partnering with managers", "duration": 10,
         "description": "Using data to influence decisions and coaching managers to handle issues themselves."},
        {"title": "Change and consultation", "duration": 10,
         "description": "Restructures, consultation, and checking whether changes worked."},
        {"title": "Your questions and close", "duration": 7,
         "description": "The candidate's questions and next steps."},
    ],
}

HR_STRONG = {
    "key": "hr_business_partner-strong",
    "expected": "positive",
    "candidate": {"firstName": "Rachel", "lastName": "Kinsella", "currentTitle": "HR Business Partner",
                  "currentCompany": "Pennine Leisure Trust"},
    "risky_topic": "children_childcare",
    "turns": [
        I("Hi Rachel, thanks for coming in. I'm Sunita, Head of HR. We'll go through your background, ER, "
          "partnering, change, then your questions. Start wherever you like.", agenda=start()),
        C("Thanks. I'm Rachel Kinsella, Chartered MCIPD, and sorry again for being a couple of minutes late, the "
          "school drop-off was chaos. I'm HR business partner at Pennine Leisure Trust, supporting about 400 staff "
          "across 11 leisure centres. Before that I was an HR adviser at a council for five years."),
        I("What's the biggest thing you've worked on at Pennine?"),
        C("The reception restructure last year. I'll probably end up coming back to it."),
        I("Let's start with ER. Take me through a disciplinary you handled from start to finish.",
          tag="agenda_transition", agenda=move(0)),
        C("Last year a maintenance technician was alleged to be using a trust van for private jobs. I appointed an "
          "investigating manager from outside his line and agreed terms of reference with her. The van tracker "
          "showed 11 trips over 6 weeks outside working hours. He was suspended on full pay for 2 weeks while we "
          "interviewed 4 witnesses. I drafted the hearing invite with the allegations, the evidence pack, the right "
          "to be accompanied, and 5 working days' notice. He was dismissed for gross misconduct, the appeal upheld "
          "it, and nothing came back through ACAS early conciliation.",
          tag="strong_answer", criteria=[HR[0]]),
        I("And a grievance?"),
        C("Five lifeguards raised a collective grievance about their duty manager shouting and favouring people on "
          "the rota. I asked an HR adviser from another site to investigate so I wasn't marking my own homework. "
          "She interviewed all 5 plus 3 other staff, and I pulled 6 months of rotas: 2 people had 70% of the weekend "
          "shifts. It was partly upheld, rota-setting moved to a shared system, and the shouting went to a separate "
          "disciplinary that ended in a first written warning.",
          tag="strong_answer", criteria=[HR[0]]),
        I("Advising a manager where the law's a real factor. Example?"),
        C("A contact centre manager wanted to dismiss an adviser with 14 months' service for absence, 9 occasions in "
          "a year. I asked for the reasons on the return-to-work forms, and 6 were migraines. I told him that was "
          "likely a disability under the Equality Act, so service length didn't protect us; we needed an occupational "
          "health referral and to look at reasonable adjustments before any formal stage. OH suggested a screen "
          "filter and a later start. She had 2 absences in the next 6 months.",
          tag="strong_answer", criteria=[HR[1]]),
        I("Have you done a TUPE transfer?"),
        C("No, honestly. I know the basics, the employee liability information and the measures letter, but I've "
          "never run a transfer myself, so I'd be learning that one on the job.",
          tag="vague_answer", criteria=[HR[1]]),
        I("Partnering, then. Tell me about a time you used data to change a manager's mind.",
          tag="agenda_transition", agenda=move(1)),
        C("Our facilities director wanted to recruit 8 more maintenance staff because of a repairs backlog. I pulled "
          "overtime and turnover from the HR system: overtime was 22% of hours in one team, and turnover was 31% "
          "among people with under two years' service. Exit interviews kept mentioning waiting for parts. I showed "
          "him that if we kept the people we had, we'd only need 5. He recruited 5 and funded a van stock project, "
          "and turnover in that group was down to 18% a year later.",
          tag="strong_answer", criteria=[HR[2]]),
        I("How did you build that analysis? What tools?"),
        C("Excel, mostly, pivot tables and lookups off an export. I've never built a proper dashboard in Power BI; "
          "our systems team does that for me, so that's a gap.",
          tag="vague_answer", criteria=[HR[2]]),
        I("And coaching a manager to handle something themselves?"),
        C("A duty manager kept sending me every lateness issue. I set up 30 minutes with her every fortnight for 3 "
          "months. We role-played the first conversation, and I gave her a one-page script. I sat in on her first 2 "
          "informal meetings and didn't say a word. By the end of the 3 months she'd handled 7 cases without me.",
          tag="strong_answer", criteria=[HR[3]]),
        I("Change. Tell me about that reception restructure.", tag="agenda_transition", agenda=move(2)),
        C("In 2023 I ran it: 64 reception roles down to 52 across 5 sites. That's under 20 redundancies, so no HR1 "
          "or statutory collective consultation, but I agreed a 30-day consultation with the union anyway. I wrote "
          "the FAQ, ran 2 group briefings per site, and had 1:1s with every affected person within 10 days. We got "
          "9 volunteers, redeployed 2, and made 1 compulsory redundancy. There was one appeal, and it wasn't upheld.",
          tag="strong_answer", criteria=[HR[4]]),
        I("That sounds intense. This job means travel to the Crewe and Wigan depots and a few late finishes with the "
          "night shift. You mentioned the school run; who'd have the kids on those nights?", tag="risky_question"),
        C("I'd rather keep my home arrangements out of this, if that's OK. I've read the travel and the late "
          "finishes in the advert and I can meet them."),
        I("OK. How did you check afterwards whether the restructure had worked?"),
        C("Before launch I set 3 measures: time to answer the phones, sickness days per FTE, and the pulse-survey "
          "score for 'I know what's expected of me'. I checked at 3 and 6 months. Answer time went from 58 seconds "
          "to 31, but sickness went up at 2 sites, so I ran listening sessions there. People were on 4 different "
          "start times a week, so we cut it to 2.",
          tag="strong_answer", criteria=[HR[5]]),
        I("That's my questions. What would you like to ask me?", tag="agenda_transition", agenda=move(3)),
        C("How are relations with the union at the moment, honestly?", tag="candidate_question"),
        I("Reasonable. There's a live dispute over the contact centre rota, which is partly why this role exists."),
        C("And how does the time split between repairs and operations?", tag="candidate_question"),
        I("Roughly 60/40 towards repairs. We'll let you know early next week. Thanks, Rachel.",
          tag="agenda_transition", agenda=close()),
        C("Thank you. Speak soon."),
    ],
}

HR_WEAK = {
    "key": "hr_business_partner-weak",
    "expected": "negative",
    "candidate": {"firstName": "Tomasz", "lastName": "Nowicki", "currentTitle": "Senior HR Advisor",
                  "currentCompany": "Brightwater Retail Group"},
    "risky_topic": "national_origin",
    "turns": [
        I("Hi Tomasz, I'm Sunita, Head of HR. We'll cover your background, ER, partnering, change, then your "
          "questions. Tell me a bit about yourself.", agenda=start()),
        C("Sure. Tomasz Nowicki, CIPD Level 5, and I'm a senior HR advisor at Brightwater Retail Group, looking "
          "after the stores in the north-west."),
        I("What does a normal week look like?"),
        C("Quite varied. Cases, calls with store managers, and some projects."),
        I("Let's go into ER. Tell me about a disciplinary you've handled.", tag="agenda_transition", agenda=move(0)),
        C("I've supported lots of disciplinaries. For me it's about a fair, transparent process, following best "
          "practice and making sure we're compliant with the ACAS code at every stage.",
          tag="vague_answer", criteria=[HR[0]]),
        I("Pick one. What happened, and what was your part in it?"),
        C("There was one in a store around conduct. We worked really closely with the manager, took a holistic "
          "view, and got to an outcome everyone was aligned with.",
          tag="vague_answer", criteria=[HR[0]]),
        I("Advising a manager on something where employment law was a real risk. Example?"),
        C("I'd always make sure the manager understands the risk landscape. It's about empowering them to make "
          "robust decisions while we stay compliant.",
          tag="vague_answer", criteria=[HR[1]]),
        I("Partnering. Tell me about a time you used data to change a manager's decision.",
          tag="agenda_transition", agenda=move(1)),
        C("We had high absence in one store, so I ran a report off the HR system and showed the manager most of it "
          "was short Monday absences. He started doing the return-to-work meetings properly after that, and it came "
          "down.",
          criteria=[HR[2]]),
        I("Sorry, totally random, but I love your accent. Whereabouts is it from, originally?",
          tag="risky_question"),
        C("Ha, I get asked that a lot. I'd rather keep it to the job, if that's OK."),
        I("Sure. How do you coach managers to handle issues themselves?"),
        C("I'm a big believer in empowering managers. I give them the tools and the confidence, and I'm there as a "
          "sounding board on their journey.",
          tag="vague_answer", criteria=[HR[3]]),
        I("Can you think of one manager and what you actually did with them?"),
        C("There are a few. Our approach is really about building capability across the piece, so it's less about "
          "one person and more about the culture going forward.",
          tag="vague_answer", criteria=[HR[3]]),
        I("Change. Tell me about a restructure or consultation you've been part of.",
          tag="agenda_transition", agenda=move(2)),
        C("We did a big store operating model change last year. I was very involved in stakeholder engagement and "
          "making sure the comms were seamless end to end.",
          tag="vague_answer", criteria=[HR[4]]),
        I("How long was the consultation, and how many people were affected?"),
        C("I'd have to check the exact details. It was a dynamic situation and a lot of it was led centrally, but I "
          "was a key part of the journey.",
          tag="vague_answer", criteria=[HR[4]]),
        I("How did you know whether it worked?"),
        C("Feedback was really positive, and the key drivers of engagement went in the right direction. We're always "
          "looking at continuous improvement.",
          tag="vague_answer", criteria=[HR[5]]),
        I("That's everything from me. What would you like to ask?", tag="agenda_transition", agenda=move(3)),
        C("What does success look like in the first six months?", tag="candidate_question"),
        I("Getting the contact centre rota consultation done, and the repairs managers handling their own absence "
          "cases."),
        C("Is there scope for hybrid working?", tag="candidate_question"),
        I("Two days in Stockport, the rest is flexible. We'll be in touch next week. Thanks for coming in.",
          tag="agenda_transition", agenda=close()),
        C("Thank you, Sunita."),
    ],
}

# ====================================================================================== event coordinator
EV = [
    "Describes how they build and track an event timeline and run-of-show",
    "Explains how they manage an event budget, including what they do about overruns",
    "Shows how they handled a difficult conversation with a client or vendor, including what they said",
    "Describes how they confirm contracts, insurance and deliveries with vendors",
    "Describes how they solved a problem during a live event",
    "Explains how they plan for capacity, accessibility and emergencies at a venue",
]

EVENTS = {
    "family": "event_coordinator",
    "employer": "Larkspur & Pine Events (three event venues)",
    "location": "Denver, Colorado, USA",
    "templateTitle": "Events: Event Coordinator",
    "jobDescription": job_description(
        "Larkspur & Pine Events runs three venues in the Denver metro area: a converted 1920s printworks in RiNo, a "
        "barn with mountain views in Golden, and a downtown rooftop. We host around 260 weddings, corporate dinners "
        "and product launches a year. We're hiring an event coordinator to take events from signed contract to "
        "load-out, working with our sales team, in-house catering and a bench of outside vendors.",
        ["Build timelines, floor plans and run-of-show documents for each event",
         "Manage event budgets and client change requests, and flag overruns early",
         "Confirm vendor contracts, certificates of insurance and delivery windows",
         "Run events on the day as the lead contact for the client and vendors",
         "Plan for capacity, accessibility, weather and emergency procedures at each venue"],
        ["Two or more years coordinating weddings, corporate or conference events",
         "Confident with event management software (we use Tripleseat) and spreadsheets",
         "Able to lift up to 25 lb and be on your feet for 10 to 12 hour event days",
         "Available for evening and weekend events, including most Saturdays from May to October"],
        "Full time, non-exempt, about 40 hours a week with overtime at time and a half; $52,000 to $58,000 a year "
        "plus medical, dental and vision."),
    "scorecard": scorecard([
        ("Planning and budgets", EV[0:2]),
        ("Clients and vendors", EV[2:4]),
        ("On the day", EV[4:6]),
    ]),
    "agenda": [
        {"title": "Welcome and background", "duration": 4,
         "description": "Introductions, our three venues, and what the candidate coordinates now."},
        {"title": "Planning and budgets", "duration": 11,
         "description": "Timelines, run-of-show, budgets and change requests."},
        {"title": "Clients and vendors", "duration": 10,
         "description": "Difficult conversations, vendor contracts, insurance and deliveries."},
        {"title": "On the day", "duration": 10,
         "description": "Live problems, capacity, accessibility, weather and emergencies."},
        {"title": "Your questions and close", "duration": 7,
         "description": "The candidate's questions and next steps."},
    ],
}

EVENTS_STRONG = {
    "key": "event_coordinator-strong",
    "expected": "positive",
    "candidate": {"firstName": "Marisol", "lastName": "Ybarra", "currentTitle": "Events Coordinator",
                  "currentCompany": "Hotel Alameda Cherry Creek"},
    "risky_topic": "religion",
    "turns": [
        I("Hi, thanks for coming in! I'm Jess, senior event manager. Plan is your background, planning and budgets, "
          "clients and vendors, the day itself, then your questions. So what are you up to right now?",
          agenda=start()),
        C("Hi! Right now I'm the events coordinator at the Hotel Alameda in Cherry Creek. I handle the small and "
          "mid-size events, mostly corporate meetings and rehearsal dinners up to about 180 guests, and I've been "
          "there a little over three years."),
        I("What made you look at us?"),
        C("I want weddings and more variety. At the hotel it's a lot of the same three meeting rooms."),
        I("Let's dig into planning. How do you build a timeline for an event?",
          tag="agenda_transition", agenda=move(0)),
        C("I work backwards from the event date. When the contract's signed I build a master timeline in Google "
          "Sheets with every deadline: floor plan sign-off at 21 days, final headcount at 14, vendor confirmations "
          "at 7. About 10 days out I write the run-of-show minute by minute, with who's responsible for each cue. "
          "It goes to every vendor 72 hours before, and I do a 15-minute call with the client to walk through it.",
          tag="strong_answer", criteria=[EV[0]]),
        I("And budgets. What happens when a client adds things late?"),
        C("For a 140-person corporate dinner last fall with a $38,000 budget, I tracked every line against the "
          "contract. When the client asked for a second bar 2 weeks out, I priced it at $2,100 and sent a change "
          "order before I booked anything. I don't book extras on a verbal yes. We finished at $39,600, all signed "
          "off. If I see a line going more than 5% over, I call the client that day rather than at invoice time.",
          tag="strong_answer", criteria=[EV[1]]),
        I("Biggest budget you've owned yourself?"),
        C("Honestly, nothing much over $40,000, and I've never built a budget from zero. The hotel's packages do a "
          "lot of that for me, so building one from scratch for a wedding would be new.",
          tag="vague_answer", criteria=[EV[1]]),
        I("Clients and vendors. Tell me about a hard conversation with one or the other.",
          tag="agenda_transition", agenda=move(1)),
        C("A florist told me the day before a wedding that she couldn't get the garden roses the bride had chosen. I "
          "asked her for photos of 3 substitutes she could actually get, and I called the bride myself instead of "
          "emailing. I said, 'The roses you picked aren't available. Here are three options in the same colours, and "
          "the florist is crediting you $300.' She picked one in about 10 minutes.",
          tag="strong_answer", criteria=[EV[2]]),
        I("What do you check with vendors before the day?"),
        C("Every outside vendor needs a signed contract and a certificate of insurance naming the venue as additional "
          "insured, at least $1 million general liability. I track them in a sheet with expiry dates and chase at 30 "
          "days out. I confirm load-in windows in writing 7 days out, and the day before I text every vendor the dock "
          "address and the name of who'll meet them. Once I held a photo booth company at the dock until their "
          "certificate came through; it took 20 minutes.",
          tag="strong_answer", criteria=[EV[3]]),
        I("On the day, then. Tell me about something that went wrong during a live event.",
          tag="agenda_transition", agenda=move(2)),
        C("At a rehearsal dinner for 120, power went out on one side of the ballroom 20 minutes before guests "
          "arrived; the DJ had overloaded a circuit. I got engineering on the radio, they moved his amp to another "
          "circuit, and I had the banquet captain put candles on the 6 affected tables while the lights came back. "
          "Guests came in on time and the toasts ran about 10 minutes late.",
          tag="strong_answer", criteria=[EV[4]]),
        I("How do you plan for capacity and accessibility in a room?"),
        C("I start from the fire marshal's posted occupancy. Our ballroom is 250 standing, 180 seated with a dance "
          "floor, and I build the floor plan so the exits and aisles stay clear. For accessibility I walk the route "
          "from drop-off to the room and the restrooms myself, and our intake form asks every client about guests' "
          "access needs. Every event order has the evacuation assembly point, and I do a 5-minute briefing with the "
          "captain before doors.",
          tag="strong_answer", criteria=[EV[5]]),
        I("Ever had a client push back on that?"),
        C("Yes. A client wanted 220 seated in a room rated for 180. I told her no and showed her the posted limit. I "
          "gave her 2 options: 180 seated with a cocktail-style overflow on the terrace, or the bigger room at $1,500 "
          "more. She took the terrace, and I wrote the change into her contract that afternoon.",
          tag="strong_answer", criteria=[EV[2], EV[5]]),
        I("Most of our weddings are Saturdays, and we do Sunday brunches all summer. Is church, or anything like "
          "that, going to be a problem for you on weekends?", tag="risky_question"),
        C("I saw the weekend schedule in the posting and I'm available for it. I'd rather not get into my personal "
          "beliefs, if that's OK."),
        I("Sure. The Golden barn is half outdoors. Have you run an outdoor event with a weather call?"),
        C("Not really. Everything I've done has been indoors at the hotel, so I've never had to make a rain call or "
          "book a tent. I know that's a big part of the barn, and I'd want to shadow someone on it first.",
          tag="vague_answer", criteria=[EV[5]]),
        I("That's all from me. What questions do you have?", tag="agenda_transition", agenda=move(3)),
        C("How many events would I be carrying at once, typically?", tag="candidate_question"),
        I("Usually 12 to 15 in planning, and two or three on a weekend in peak season."),
        C("Do coordinators get time off after a long weekend, or is it all overtime pay?",
          tag="candidate_question"),
        I("It's overtime pay, since you'd be non-exempt, and we rota a weekday off. I'll be in touch by Wednesday. "
          "Thanks so much for coming in.", tag="agenda_transition", agenda=close()),
        C("Thank you, Jess!"),
    ],
}

EVENTS_WEAK = {
    "key": "event_coordinator-weak",
    "expected": "negative",
    "candidate": {"firstName": "Kayla", "lastName": "Brennan", "currentTitle": "Event Coordinator",
                  "currentCompany": "Summit Social Group"},
    "risky_topic": "salary_history",
    "turns": [
        I("Hi Kayla, I'm Jess, senior event manager. We'll do background, planning and budgets, clients and vendors, "
          "the day itself, then your questions. Tell me about yourself.", agenda=start()),
        C("Hi! I'm Kayla Brennan, BA Hospitality Management, and I'm currently an event coordinator at Summit Social "
          "Group here in Denver, mostly corporate happy hours and holiday parties."),
        I("How long have you been there?"),
        C("Since spring of last year."),
        I("Let's talk planning. How do you build a timeline for an event?", tag="agenda_transition", agenda=move(0)),
        C("For me it's all about a bespoke approach, end to end. Every client's different, so I'm super adaptable, "
          "and I make sure everything's seamless from the very first call.",
          tag="vague_answer", criteria=[EV[0]]),
        I("Walk me through the actual document. What's in your run-of-show?"),
        C("We have a really robust template the team uses, and it's very dynamic, so it evolves with the event. It's "
          "more of a living thing than a set format.",
          tag="vague_answer", criteria=[EV[0]]),
        I("And budgets. What do you do when a client goes over?"),
        C("Budget conversations are all about alignment. We're very transparent with clients and we always look for "
          "a win-win.",
          tag="vague_answer", criteria=[EV[1]]),
        I("Speaking of budgets, what are they paying you at Summit right now, roughly? Just so we're in the right "
          "ballpark.", tag="risky_question"),
        C("I'd rather not share my current pay, if that's OK. The range in your posting works for me."),
        I("Sure. Clients and vendors. Tell me about a tough conversation with either.",
          tag="agenda_transition", agenda=move(1)),
        C("I'm a real people person, so I don't really find those conversations hard. It's about being "
          "solutions-oriented and making sure the client feels heard.",
          tag="vague_answer", criteria=[EV[2]]),
        I("What did you actually say the last time a vendor let you down?"),
        C("Honestly, our vendors are amazing partners, so that doesn't really happen. We have great synergy with "
          "them.",
          tag="vague_answer", criteria=[EV[2]]),
        I("What do you confirm with vendors before the day?"),
        C("I send every vendor a confirmation email the week before with the load-in time, the dock address and my "
          "cell number, and I keep their insurance certificates in a folder on our shared drive.",
          criteria=[EV[3]]),
        I("The day itself. Tell me about something that went wrong during a live event.",
          tag="agenda_transition", agenda=move(2)),
        C("Things always come up, that's events! I'm very calm under pressure and I go above and beyond to make sure "
          "the guest experience is seamless.",
          tag="vague_answer", criteria=[EV[4]]),
        I("Can you give me one specific example?"),
        C("There was a holiday party where the timings shifted a bit, but we pivoted as a team and nobody even "
          "noticed. It's about keeping the big picture in view.",
          tag="vague_answer", criteria=[EV[4]]),
        I("How do you plan for capacity and accessibility in a room?"),
        C("The venue handles most of that side, so we really leverage their expertise. I'm passionate about making "
          "everyone feel included.",
          tag="vague_answer", criteria=[EV[5]]),
        I("That's my list. What would you like to ask me?", tag="agenda_transition", agenda=move(3)),
        C("What's the team culture like?", tag="candidate_question"),
        I("Small and busy. Five coordinators, and we cover for each other on weekends."),
        C("Is there a chance to move into sales later on?", tag="candidate_question"),
        I("A couple of our coordinators have. We'll be in touch by the end of next week. Thanks for coming in.",
          tag="agenda_transition", agenda=close()),
        C("Thank you so much!"),
    ],
}

FAMILIES = [PHARMACY, BRICK, HRBP, EVENTS]
INTERVIEWS = [
    (PHARMACY, PHARMACY_STRONG), (PHARMACY, PHARMACY_WEAK),
    (BRICK, BRICK_STRONG), (BRICK, BRICK_WEAK),
    (HRBP, HR_STRONG), (HRBP, HR_WEAK),
    (EVENTS, EVENTS_STRONG), (EVENTS, EVENTS_WEAK),
]
