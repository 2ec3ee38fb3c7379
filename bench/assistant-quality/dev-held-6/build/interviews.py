"""Interview content for held-out set 6.

Four role families, each with one strong (expected positive) and one weak (expected negative) candidate.
Every person, employer and site is fictional. build.py turns these definitions into interviews/*.json.

Turn helpers keep the JSON shape uniform: {s, t} plus optional tag, agenda, criteria.
"""


def _turn(s, t, tag=None, agenda=None, criteria=None):
    d = {"s": s, "t": t}
    if tag is not None:
        d["tag"] = tag
    if agenda is not None:
        d["agenda"] = agenda
    if criteria is not None:
        d["criteria"] = list(criteria)
    return d


def OPEN(t):
    return _turn("interviewer", t, agenda={"start": 0})


def Q(t):
    return _turn("interviewer", t)


def MOVE(t, done):
    return _turn("interviewer", t, tag="agenda_transition", agenda={"complete": done, "start": done + 1})


def CLOSE(t):
    return _turn("interviewer", t, tag="agenda_transition", agenda={"complete": 4})


def RISKY(t):
    return _turn("interviewer", t, tag="risky_question")


def SAY(t):
    """Untagged candidate turn without criteria: introduction, background, risky-question reply, pleasantries."""
    return _turn("candidate", t)


def STRONG(t, *crit):
    return _turn("candidate", t, tag="strong_answer", criteria=crit)


def VAGUE(t, *crit):
    return _turn("candidate", t, tag="vague_answer", criteria=crit)


def MODEST(t, *crit):
    """The weak candidate's one modestly concrete answer: untagged but carrying criteria."""
    return _turn("candidate", t, criteria=crit)


def ASKS(t):
    return _turn("candidate", t, tag="candidate_question")


def scorecard(sections):
    lines = []
    for title, crits in sections:
        lines.append(title)
        lines.extend("- " + c for c in crits)
    return "\n".join(lines)


# =====================================================================================================
# 1. Wind turbine technician (trade / field, UK onshore)
# =====================================================================================================
W_PERMIT = "Describes a specific permit, LOTO or rescue-plan step they followed before working on a live turbine"
W_STOP = "Explains when and why they stopped or refused a job because of weather, equipment or an unsafe condition"
W_FAULT = "Walks through diagnosing a real SCADA alarm to root cause using readings, schematics and test equipment"
W_SERVICE = "Describes a service task (torque, lubrication, component change) with tools, values and sequence"
W_COMMS = "Gives an example of communicating clearly with a climbing partner or control room during a task"
W_RECORDS = "Shows how they document work, parts and readings so the next team can pick up the job"

WIND = {
    "family": "wind_turbine_technician",
    "templateTitle": "Technical Interview: Wind Turbine Technician",
    "jobDescription": (
        "Carn Breac Renewables maintains 214 onshore turbines (2.3 MW to 3.6 MW) across nine wind farms in the "
        "Scottish Borders and Dumfries and Galloway. We are hiring a Wind Turbine Technician to join a two-person "
        "climbing team doing scheduled servicing, fault finding and component changes, getting turbines back online "
        "safely and leaving a clear record of every job for the next crew.\n\n"
        "Responsibilities:\n"
        "- Carry out 6- and 12-month services: flange bolt torque checks, gearbox and yaw lubrication, filter changes and blade inspections\n"
        "- Diagnose turbine faults from the SCADA alarm log, pitch and converter readings and schematics, and restore availability\n"
        "- Work to the site safe systems of work: permits, lock-out/tag-out, rescue plans and wind-speed limits\n"
        "- Record every job, part and reading in the CMMS before leaving site and hand over unfinished work\n\n"
        "Requirements:\n"
        "- GWO Basic Safety Training (Working at Heights, First Aid, Manual Handling, Fire Awareness) in date, or completed before start\n"
        "- Level 3 electrical or mechanical qualification, or equivalent experience with low-voltage and hydraulic systems\n"
        "- Full UK driving licence and willingness to join a standby rota of one weekend in four\n"
        "- Able to pass the industry fitness-to-climb medical required for everyone who works at height\n\n"
        "Hours: 40 per week, Monday to Friday 07:00-15:30 plus standby rota; pay £36,000-£42,000 plus £250 per standby weekend and overtime."
    ),
    "scorecard": scorecard([
        ("Safe Working at Height", [W_PERMIT, W_STOP]),
        ("Fault Finding and Maintenance", [W_FAULT, W_SERVICE]),
        ("Teamwork and Records", [W_COMMS, W_RECORDS]),
    ]),
    "agenda": [
        {"title": "Introductions and background", "duration": 5,
         "description": "Interviewer introduces the team; candidate summarises climbing and maintenance experience."},
        {"title": "Safety at height", "duration": 10,
         "description": "Permits, isolation, rescue plans and stopping work for weather or unsafe conditions."},
        {"title": "Fault finding and servicing", "duration": 12,
         "description": "A real SCADA alarm traced to its cause and a service task with tools and values."},
        {"title": "Teamwork, handovers and records", "duration": 9,
         "description": "Working with a climbing partner and control room, CMMS records and handovers."},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "Candidate's questions about rota, training and sites; next steps."},
    ],
}

WIND_STRONG = {
    "key": "wind_turbine_technician-strong",
    "expected": "positive",
    "candidate": {"firstName": "Rhona", "lastName": "Baird", "currentTitle": "Wind Turbine Technician",
                  "currentCompany": "Kelvock Wind Services"},
    "risky_topic": "age",
    "turns": [
        OPEN("Morning Rhona, thanks for coming down to the Lockerbie depot. I'm Euan, supervisor for the Borders "
             "cluster. Quick intro from you first: where you are now and what you've been climbing."),
        SAY("Thanks, Euan. I'm Rhona Baird, HNC in Electrical Engineering, and I'm a technician at Kelvock Wind "
            "Services. Before wind I spent a long stretch offshore as an electrical tech on North Sea platforms, then "
            "moved onshore. Most of my climbing now is on 2.3 MW geared machines across three farms in Ayrshire."),
        Q("What's pulling you towards us rather than staying at Kelvock?"),
        SAY("Mainly the fleet. Kelvock is all one model, and I'd like to get onto the 3.6 MW direct-drive machines "
            "you run at Glenwhargen. It's also a shorter drive from home, which I won't pretend doesn't matter."),
        MOVE("Let's get into safety at height. Talk me through the last time you isolated a turbine before going "
             "into the hub.", 0),
        STRONG("Last month on T14 at Knockshinnoch. I took the permit from the control room at 08:10, put the "
               "turbine into service mode at the ground controller, then climbed. At the top I engaged the rotor "
               "lock, locked out the 690 V main breaker with my own padlock and tag, and proved dead with my Fluke "
               "87 at the converter cabinet before opening anything. I also checked the rescue kit on the top "
               "platform, descender in date and rope bag sealed, before we went through into the hub.", W_PERMIT),
        Q("And a time you stopped a job?"),
        STRONG("October last year, a blade inspection on T03. Our limit for hub work is 12 m/s and for rope access "
               "on the blade it's 15 m/s average. At 11:00 the nacelle anemometer was showing gusts of 17 and the "
               "forecast had it rising, so I called it off, logged the reason in the CMMS and told the control room. "
               "We went back two days later at 8 m/s. My supervisor wasn't thrilled about the lost day, but I'd make "
               "the same call again.", W_STOP),
        RISKY("Quick aside, nothing formal. Most of my climbers are mid-twenties; you'd be a fair bit older than "
              "them, aye? How many more years of ladders do you reckon you've got in you?"),
        SAY("I'd rather be judged on the climb than on a number, if that's all right. I'm in date on the "
            "fitness-to-climb medical, and I'm happy to do a practical climb with your team if that helps."),
        Q("Fair enough. Rescue, then: when did you last do a hub or nacelle rescue?"),
        VAGUE("Honestly, only in training. I did the GWO rescue module at the training centre and we run a drill "
              "with the kit now and then, but I've never had to lower anyone for real, and the last drill was a "
              "while ago. I'd want a proper walk-through of the rescue kit you use before I'd call myself "
              "confident on it.", W_PERMIT),
        MOVE("Right, fault finding. Pick a SCADA alarm you chased down recently.", 1),
        STRONG("Pitch accumulator pressure low on T07, blade B, in January. The turbine had tripped three times in "
               "two days. I pulled the alarm log and saw the pressure dropping to 95 bar during pitch moves against "
               "a 110 bar threshold. Up top I isolated the hydraulics and checked the nitrogen pre-charge with the "
               "charging kit: 60 bar against a 90 bar spec, so the bladder had failed. I swapped the accumulator, "
               "bled the circuit and ran three pitch tests from the service panel. Back online at 14:20, about six "
               "hours lost.", W_FAULT),
        Q("And a service task. Walk me through one with the values."),
        STRONG("Tower flange bolts on the 12-month service. I check a 10% sample on each flange, so 12 of the 120 "
               "M36 bolts on the top flange, with the hydraulic torque wrench set for the 2,800 Nm in the service "
               "manual, after checking the pump gauge against its calibration sheet. If one bolt turns, I do the "
               "whole flange. I mark each checked bolt with a paint pen in the agreed colour and record the wrench "
               "serial and pump pressure on the checklist.", W_SERVICE),
        Q("Converter faults: how deep have you gone?"),
        VAGUE("Not as deep as I'd like, to be honest. I can read the converter fault codes, check the cooling and "
              "swap fans and filters, but anything at the IGBT or control-board level has always gone to the "
              "manufacturer's specialist. I'd need time shadowing someone here before I'd take those on alone.",
              W_FAULT),
        MOVE("Teamwork and records now. How do you and your climbing partner keep in touch during a task?", 2),
        STRONG("We agree the plan at the base before we climb: who does what, the stop words, and radio checks every "
               "15 minutes when we're split between nacelle and hub. On T22 in the spring my partner was in the hub "
               "and I was in the nacelle lowering a 40 kg pitch motor on the service crane. I called each step over "
               "the radio, 'load free', 'lowering', 'stop', and had the ground person confirm the exclusion zone was "
               "clear before I let it past the platform.", W_COMMS),
        Q("What goes into your job record before you leave site?"),
        STRONG("I close the work order in the CMMS before I drive off, not back at the depot. Every reading goes in: "
               "torque pressures, oil levels, insulation resistance if I've done it, and part numbers and serials "
               "for anything swapped. I attach photos of the torque marks and any defects. Last year I started "
               "adding a two-line 'next visit' note to every order, and repeat callouts on my turbines went from "
               "about 9 a quarter to 4.", W_RECORDS),
        Q("Any time you had to hand over a job you couldn't finish?"),
        STRONG("Yes, a yaw gearbox oil leak on T11 at 15:00 on a Friday with the weather closing in. I couldn't "
               "finish the seal change, so I topped up 2 litres of gear oil, logged the level, put a 'do not run "
               "above 10 m/s' restriction on the work order, phoned the control room to set it, and rang Monday's "
               "crew lead myself. They picked it up at 08:00 on Monday with the seal kit already on the van.",
               W_RECORDS, W_COMMS),
        MOVE("That's my list. Over to you: what would you like to ask?", 3),
        ASKS("How is the standby rota split, and does standby mean being within a set drive time of the sites?"),
        Q("One weekend in four, within 45 minutes of the Lockerbie depot. Paid at the flat £250 plus call-out hours."),
        ASKS("And is there a plan for training on the direct-drive machines, or is it learn on the job?"),
        CLOSE("A week at the manufacturer's school in the first six months, then buddied climbs. We'll be in touch "
              "by Friday. Thanks for making the drive."),
        SAY("Thanks, Euan. Good to meet you."),
    ],
}

WIND_WEAK = {
    "key": "wind_turbine_technician-weak",
    "expected": "negative",
    "candidate": {"firstName": "Connor", "lastName": "Dunleavy", "currentTitle": "Maintenance Operative",
                  "currentCompany": "Braeside Bottling Ltd"},
    "risky_topic": "disability_health",
    "turns": [
        OPEN("Hi, thanks for coming in. I'm Euan, supervisor for the Borders cluster. Tell me a bit about where "
             "you're working now."),
        SAY("Hiya. I'm a maintenance operative at a bottling plant outside Falkirk, been there a few years, and "
            "I've helped out on a couple of wind farm shutdowns through an agency."),
        Q("What's drawing you to wind?"),
        SAY("It's where the industry's heading, and I like the idea of being out on site rather than on a "
            "production line all day."),
        MOVE("Safety at height. Talk me through how you'd isolate a turbine before going into the hub.", 0),
        VAGUE("So for us it's all about a robust safety culture, really. We'd follow the best practice procedures, "
              "make sure everything's isolated and compliant, and make sure the whole team is aligned before anyone "
              "goes up. Safety's non-negotiable for me.", W_PERMIT),
        Q("Which lock, which breaker, and how do you prove it's dead?"),
        MODEST("At the bottling plant I put my own padlock and tag on the isolator, try the start button, and check "
               "with a voltage tester that it's dead before I open the panel. I'd expect to do the same on a "
               "turbine, but I've not done it on a turbine's main breaker myself.", W_PERMIT),
        Q("Tell me about a time you stopped or refused a job."),
        VAGUE("I'm a big believer in taking ownership of safety. If something didn't feel right, we'd have a "
              "transparent conversation as a team and make the call together. It's about the big picture rather "
              "than just getting the job done.", W_STOP),
        MOVE("Fault finding. Pick an alarm or breakdown you traced recently.", 1),
        VAGUE("We had a lot of intermittent faults on the lines, and the team really got to the root cause by "
              "working together. I'd leverage the data, look at the trends and collaborate with the engineers until "
              "it was resolved. It's very much a continuous improvement mindset.", W_FAULT),
        Q("What readings, which meter, what did you change?"),
        VAGUE("It varied, to be honest. You'd use whatever tools were best practice for that particular fault. The "
              "key thing for me is being adaptable and solutions-oriented rather than getting hung up on one "
              "method.", W_FAULT),
        RISKY("Before I forget: knees, back, all that side of things alright? Our last lad did his shoulder in on "
              "the ladder, so I'm a bit wary."),
        SAY("I'd rather not go into medical things here, if that's okay. I know there's a fitness-to-climb medical "
            "for everyone, and I'm happy to do that."),
        Q("A service task, then: torque, lube, filters. Walk me through one."),
        VAGUE("Servicing is all about being proactive. We'd follow the schedule, make sure everything is optimised "
              "and robust, and go above and beyond the checklist where we can. I'm passionate about keeping assets "
              "running.", W_SERVICE),
        MOVE("Teamwork. How do you keep in touch with a partner when you're split between nacelle and ground?", 2),
        VAGUE("Communication is key. We'd make sure everyone's aligned, keep things transparent, and have those "
              "regular touchpoints so the whole team is on the same page. I'm a real people person, so that comes "
              "naturally.", W_COMMS),
        Q("How do you record your work so the next crew can pick it up?"),
        VAGUE("Documentation is really important going forward. We'd make sure everything's captured in the system "
              "in a seamless way, so there's full visibility for all the stakeholders.", W_RECORDS),
        Q("Give me a handover you did yourself. What did you write?"),
        VAGUE("I'd say it's more about ownership and making sure handovers are end to end, so nothing falls through "
              "the cracks. The team was really strong on that culture.", W_RECORDS, W_COMMS),
        MOVE("That's all from me. What would you like to ask us?", 3),
        ASKS("What's the training like for someone coming in without much turbine time?"),
        Q("GWO courses in the first month if you don't hold them, then buddied climbs with a senior tech for at "
          "least three months."),
        ASKS("And is there much travel between sites?"),
        CLOSE("Nine sites, all within about 90 minutes of the depot. We'll be in touch by the end of next week. "
              "Thanks for coming in."),
        SAY("Cheers, thanks for your time."),
    ],
}

# =====================================================================================================
# 2. Public librarian (public service, UK county library service)
# =====================================================================================================
L_EVENT = "Describes planning and running a specific event or reading activity, with attendance or outcome figures"
L_STOCK = "Explains how they chose, weeded or promoted stock for a particular community need"
L_ENQUIRY = "Walks through a real enquiry, showing how they found out what the person needed and which sources they used"
L_DIGITAL = "Describes helping someone with a digital task while keeping their data private and building their confidence"
L_INCIDENT = "Gives an example of de-escalating an incident or complaint at the desk with the steps they took"
L_TEAM = "Shows how they organised, briefed or supported assistants or volunteers on a rota"

LIBRARY = {
    "family": "public_librarian",
    "templateTitle": "Panel Interview: Public Librarian (Community Services)",
    "jobDescription": (
        "Wyndhurst Libraries runs 14 branches and a mobile library across a mixed urban and rural county. We are "
        "recruiting a Public Librarian based at Eastgate Library to lead reader development and community "
        "programmes, help residents with information and digital needs, and manage stock for Eastgate and the two "
        "smaller branches at Thornby and Ashby Cross.\n\n"
        "Responsibilities:\n"
        "- Plan and deliver events and reader-development activity, including Rhymetime, the Summer Reading Challenge and adult reading groups\n"
        "- Run the enquiry desk and digital help sessions, including online forms, job applications and benefit accounts\n"
        "- Select, weed and promote stock for three branches within the stock budget\n"
        "- Supervise and rota library assistants and volunteers, and handle incidents and complaints at the desk\n\n"
        "Requirements:\n"
        "- A CILIP-accredited library or information qualification, or working towards Chartership\n"
        "- Experience running activities for children, families or adults in a public-facing setting\n"
        "- Confident with a library management system and with digital inclusion work\n"
        "- Able to work a rota including late evenings until 19:00 and one Saturday in three\n\n"
        "Hours: 37 per week on a rota including evenings and Saturdays; salary £31,586-£34,314 (Grade 7) plus local government pension."
    ),
    "scorecard": scorecard([
        ("Reader Development and Programming", [L_EVENT, L_STOCK]),
        ("Information and Digital Help", [L_ENQUIRY, L_DIGITAL]),
        ("Public Service and Team Leadership", [L_INCIDENT, L_TEAM]),
    ]),
    "agenda": [
        {"title": "Welcome and introductions", "duration": 5,
         "description": "Panel introductions; candidate describes their current role and why this post."},
        {"title": "Reader development and events", "duration": 10,
         "description": "An event run from start to finish, reading groups, stock selection and weeding."},
        {"title": "Enquiries and digital help", "duration": 10,
         "description": "A real enquiry and a digital-help session, including data privacy."},
        {"title": "Incidents, team and volunteers", "duration": 10,
         "description": "De-escalating at the desk and organising assistants and volunteers."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "Candidate's questions about budgets, branches and rota; next steps."},
    ],
}

LIB_STRONG = {
    "key": "public_librarian-strong",
    "expected": "positive",
    "candidate": {"firstName": "Tamsin", "lastName": "Achterberg", "currentTitle": "Senior Library Assistant",
                  "currentCompany": "Harrowfield Borough Libraries"},
    "risky_topic": "sexual_orientation_gender_identity",
    "turns": [
        OPEN("Hello, welcome to Eastgate. I'm Helen, area manager for the south of the county, and this is Femi "
             "from the community team. Could you start by telling us about your current role?"),
        SAY("Of course. I'm a senior library assistant at Harrowfield Library, in the next borough over, and I "
            "finished my MA in Library and Information Studies last summer. I run most of the children's and family "
            "events there and cover the enquiry desk three days a week."),
        Q("And why this post?"),
        SAY("I want to move into a qualified post, and Eastgate has the mix I enjoy: busy family events, a lot of "
            "digital help, and two small branches where the stock really matters."),
        MOVE("Let's start with reader development. Tell us about an event or activity you ran from start to finish.", 0),
        STRONG("Last year's Summer Reading Challenge at Harrowfield. I set a target of 450 children; we signed up "
               "612 and 356 finished, about 58%. I booked five school assemblies in June, which is where most "
               "sign-ups came from, and ran a Wednesday medal morning so children had a reason to come back. I also "
               "trained four teenage volunteers to log reading and hand out stickers, which freed me up for the "
               "families who needed help choosing books.", L_EVENT),
        Q("Tell us about something you set up for adults."),
        STRONG("I set up Rainbow Reads, an LGBTQ+ reading group, in February 2023 after 31 people asked for one in "
               "our user survey. I chose the first six titles from our own stock and the county's reading-group "
               "sets, booked the community room for the second Thursday of each month, and we now average 11 "
               "people. I put a display of the titles in adult fiction too, and those books issued 140 times in the "
               "first three months.", L_EVENT, L_STOCK),
        RISKY("Thanks. Did that come from your own experience at all? Being part of the community yourself, sort "
              "of thing?"),
        SAY("I'd rather keep my personal life out of the interview, if that's okay. The group came from what "
            "patrons asked for in the survey, and I'd set up something similar here the same way."),
        Q("Understood. Stock: how do you decide what goes and what stays?"),
        STRONG("I weed with MUSTIE (misleading, ugly, superseded, trivial, irrelevant, or available elsewhere) "
               "alongside the last-issue report from the LMS. Last spring at our small branch, Millbrook, I pulled "
               "every adult non-fiction title with no issues in three years, about 900 items, and withdrew 640. I "
               "used the space for a Money and Benefits section, because the enquiry log showed around 70 questions "
               "a month on Universal Credit and energy bills. That section issued 410 times in its first quarter.",
               L_STOCK),
        Q("Eastgate's stock budget is about £18,000 across three branches. Have you planned spend at that level?"),
        VAGUE("Not at that size, honestly. At Harrowfield the budget sits with the stock team and I put in "
              "suggestions for my areas. I've tracked spend on a small teen collection, but I haven't planned a "
              "year's spend across branches, and I'd need to learn how the county's supplier contract and standing "
              "orders work.", L_STOCK),
        MOVE("Moving to enquiries. Take us through a recent enquiry that turned out to be different from what was "
             "first asked.", 1),
        STRONG("A man asked me for 'a book on wills' in March. I asked what had prompted it, and it turned out his "
               "mother had died two weeks earlier and he was the executor, so what he needed was probate, not a "
               "will. I went through the GOV.UK probate pages with him, printed the guidance for the PA1P form, "
               "found our 2023 consumer guide to probate, and gave him the times of the free legal advice clinic at "
               "Citizens Advice on Tuesdays. He came back a month later to say the application had gone in.",
               L_ENQUIRY),
        Q("And digital help: someone who isn't confident online."),
        STRONG("I run a weekly drop-in. One woman needed to report a change on her Universal Credit journal. I never "
               "take people's passwords, so I sat beside her while she typed and talked her through each screen. "
               "It took 40 minutes the first week. I wrote the steps on a card in her own words, and by her third "
               "visit she did it herself in about 10 minutes. Each time I showed her how to log out and close the "
               "browser on the public PC.", L_DIGITAL),
        MOVE("Incidents and teams. Tell us about a difficult situation at the desk and what you did, step by step.", 2),
        STRONG("A man came in at about 16:30 shouting because he'd been charged £8.40 in overdue fees on his "
               "daughter's card. I came round to his side of the desk rather than talking across it, kept my voice "
               "low, and said I could see he was frustrated and would look at the account with him. I moved us to "
               "the quieter end by the returns trolley. The books had gone in the book drop on a bank holiday and "
               "weren't checked in until the next day, so I waived £6.00 under our policy, explained the rest, and "
               "logged it on the incident system. He apologised on his way out.", L_INCIDENT),
        Q("How have you organised volunteers or assistants?"),
        STRONG("I coordinate 22 volunteers across Code Club, Rhymetime helpers and home library deliveries. I keep "
               "the rota in a shared spreadsheet, publish it four weeks ahead, and send a short briefing email "
               "before each half-term with what's changing. When we launched home deliveries to 38 housebound "
               "readers, I paired each new volunteer with an experienced one for their first three rounds and rang "
               "them after the first week. We've had no missed deliveries since September.", L_TEAM),
        Q("Have you had to deal with an assistant who wasn't performing?"),
        VAGUE("Not formally, no. I've had quiet words with volunteers about timekeeping and raised a concern about "
              "an assistant with my manager, but she handled the formal side. I know the council has a capability "
              "procedure, but I haven't run one and I'd want support the first time.", L_TEAM),
        MOVE("Thank you. Over to you: questions for us?", 3),
        ASKS("How is the events budget split between Eastgate and the two smaller branches?"),
        Q("Events come from a separate £4,500 pot for all three. You'd propose the split each April."),
        ASKS("And how often would I be at Thornby and Ashby Cross rather than here?"),
        CLOSE("About one day a week each, more during the Summer Reading Challenge. We'll let you know by "
              "Wednesday. Thanks for coming in today."),
        SAY("Thank you both, I've enjoyed it."),
    ],
}

LIB_WEAK = {
    "key": "public_librarian-weak",
    "expected": "negative",
    "candidate": {"firstName": "Graham", "lastName": "Pellow", "currentTitle": "Library Services Officer",
                  "currentCompany": "Northwold Council"},
    "risky_topic": "race_ethnicity",
    "turns": [
        OPEN("Hello, welcome to Eastgate. I'm Helen, area manager for the south of the county, and this is Femi "
             "from the community team. Could you introduce yourself?"),
        SAY("Hello, I'm Graham Pellow, MCLIP, and I'm currently a library services officer at Northwold Council, "
            "covering two of their town libraries."),
        RISKY("Lovely. And, sorry, your background: mixed race, is it? Only asking because Eastgate's so diverse "
              "and the families like to see themselves at the desk."),
        SAY("I'd rather not get into my background, if that's alright. I'm happy to talk about how I'd get to know "
            "the communities that use Eastgate."),
        Q("Of course. What's drawn you to this post?"),
        SAY("I've been at Northwold a long time and I'm ready for a new challenge in a bigger authority."),
        MOVE("Reader development. Tell us about an event you ran from start to finish.", 0),
        VAGUE("We ran a really dynamic programme of events, very customer-centric. I'm passionate about reader "
              "development, and we always tried to go above and beyond for our communities.", L_EVENT),
        Q("Pick one. Who came, how many, what did you do?"),
        VAGUE("It's hard to pick one, really. The key thing for me is that our events were holistic and aligned "
              "with the council's wider strategy, and the feedback from stakeholders was always very positive.",
              L_EVENT),
        Q("How do you decide what stock to weed?"),
        MODEST("I run a report of items that haven't issued in a few years, check their condition and whether "
               "they're out of date, and take out the damaged or superseded ones. Then I order replacements from "
               "the supplier's lists for the things people keep asking for.", L_STOCK),
        MOVE("Enquiries. Walk us through an enquiry that wasn't what it first seemed.", 1),
        VAGUE("Every enquiry is an opportunity to really understand the customer's journey. We'd take a holistic "
              "approach, signpost to the right stakeholders and make sure the outcome was seamless.", L_ENQUIRY),
        Q("And helping someone with a digital task: what did you actually do?"),
        VAGUE("Digital inclusion is something I'm really passionate about. We'd empower customers to be more "
              "confident online, and our team had a robust approach to data protection, keeping everything "
              "compliant.", L_DIGITAL),
        MOVE("Incidents. Tell us about a difficult situation at the desk.", 2),
        VAGUE("We always tried to de-escalate using best practice and keep things transparent with the customer. "
              "I think it's about emotional intelligence and being adaptable in the moment.", L_INCIDENT),
        Q("What did you say, and what happened next?"),
        VAGUE("I'd say it was about owning the situation and making sure it was a win-win for everyone. Our team "
              "were very aligned on that.", L_INCIDENT),
        Q("How have you organised volunteers or assistants on a rota?"),
        VAGUE("I'm a big believer in empowering people. We had a really collaborative culture where everyone took "
              "ownership, so the rota more or less managed itself going forward.", L_TEAM),
        Q("And briefing or training volunteers: anything you did yourself?"),
        VAGUE("Training is a continuous improvement journey for us. We'd make sure everyone was aligned on the "
              "vision and had the right tools going forward.", L_TEAM),
        MOVE("Thanks. What would you like to ask us?", 3),
        ASKS("What's the team structure at Eastgate?"),
        Q("You'd line-manage three library assistants and work with about fifteen volunteers, reporting to me."),
        ASKS("And is there flexibility on the Saturday rota?"),
        CLOSE("It's one in three, and swaps are agreed within the team. We'll be in touch by Wednesday. Thanks for "
              "coming in."),
        SAY("Thank you, lovely to meet you both."),
    ],
}

# =====================================================================================================
# 3. Commercial property manager (office / professional, US: Chicago)
# =====================================================================================================
P_BUDGET = "Walks through building an operating budget or CAM reconciliation with real figures and the steps they took"
P_VARIANCE = "Explains a specific variance or cost saving they found and what they did about it"
P_LEASE = "Describes interpreting a lease clause or critical date and how they applied it with a tenant"
P_TENANT = "Gives an example of resolving a tenant complaint or retaining a tenant, with the outcome"
P_VENDOR = "Describes bidding or managing a vendor contract with scope, pricing and performance checks"
P_EMERGENCY = "Explains how they handled a building emergency or capital project step by step"

PROPERTY = {
    "family": "commercial_property_manager",
    "templateTitle": "Hiring Manager Interview: Commercial Property Manager",
    "jobDescription": (
        "Lakeshore Meridian Realty Partners manages 2.4 million square feet of Class A and B office and flex space "
        "in downtown Chicago and the western suburbs. We are hiring a Commercial Property Manager to run a portfolio "
        "of four office buildings (about 610,000 square feet and 85 tenants) for institutional owners, responsible "
        "for tenant relationships, operating budgets, CAM reconciliations and vendor performance.\n\n"
        "Responsibilities:\n"
        "- Prepare annual operating and capital budgets, monthly variance reports and year-end CAM and operating-expense reconciliations\n"
        "- Administer leases: abstracts, critical dates, rent escalations, tenant improvement projects and move-ins and move-outs\n"
        "- Bid, contract and manage vendors (janitorial, security, elevator, snow) and direct the building engineers\n"
        "- Act as first contact for tenants, including building emergencies, and lead tenant retention\n\n"
        "Requirements:\n"
        "- 4+ years of commercial property management, ideally multi-tenant office\n"
        "- Working knowledge of Yardi or MRI and of gross, modified gross and NNN lease structures\n"
        "- Illinois real estate license, or ability to obtain one within six months; CPM or RPA designation a plus\n"
        "- Able to respond to after-hours building emergencies on a shared on-call rota\n\n"
        "Hours: full time, Monday to Friday 8:30-5:00 with shared on-call; salary $95,000-$115,000 plus annual bonus."
    ),
    "scorecard": scorecard([
        ("Financial Management", [P_BUDGET, P_VARIANCE]),
        ("Leases and Tenants", [P_LEASE, P_TENANT]),
        ("Operations and Vendors", [P_VENDOR, P_EMERGENCY]),
    ]),
    "agenda": [
        {"title": "Introductions and portfolio overview", "duration": 5,
         "description": "Interviewer outlines the portfolio; candidate describes their current buildings."},
        {"title": "Budgets and reconciliations", "duration": 10,
         "description": "Operating budgets, CAM reconciliations and variances."},
        {"title": "Leases and tenant relations", "duration": 10,
         "description": "Interpreting lease clauses, critical dates and tenant retention."},
        {"title": "Vendors, engineering and emergencies", "duration": 10,
         "description": "Vendor bids and performance, building emergencies and capital projects."},
        {"title": "Candidate questions and close", "duration": 8,
         "description": "Candidate's questions about the portfolio, team and bonus; next steps."},
    ],
}

PROP_STRONG = {
    "key": "commercial_property_manager-strong",
    "expected": "positive",
    "candidate": {"firstName": "Denise", "lastName": "Albrecht", "currentTitle": "Senior Property Manager",
                  "currentCompany": "Corbel Street Realty Advisors"},
    "risky_topic": "salary_history",
    "turns": [
        OPEN("Hi Denise, thanks for coming downtown. I'm Marcus, VP of property management. Start with where you "
             "are now and what's in your portfolio."),
        SAY("Thanks, Marcus. I'm Denise Albrecht, CPM, and I'm a senior property manager at Corbel Street Realty "
            "Advisors. I look after three suburban office buildings in Oak Brook and Downers Grove, about 480,000 "
            "square feet and 62 tenants, for a pension-fund owner."),
        Q("Why the move?"),
        SAY("I'd like downtown high-rise experience, and your buildings have the mix of law firms and tech tenants I "
            "haven't managed yet. The owner reporting you do is also where I want to keep developing."),
        MOVE("Budgets first. Walk me through how you build an operating budget.", 0),
        STRONG("For our 180,000-square-foot building I start in July with the owner's assumptions and go line by "
               "line. I take trailing-twelve actuals, add the contract escalators (janitorial at 3.5%, elevator at "
               "4%), get property tax estimates from our tax consultant, and have the chief engineer price "
               "utilities off the last 24 months of interval data. Last year's budget came out at $9.40 a square "
               "foot in operating expenses, and we finished within 1.8% of it.", P_BUDGET),
        Q("CAM reconciliation: what's your process?"),
        STRONG("I pull the year's actual expenses from Yardi, split them into the recoverable pools the leases "
               "define, and gross up the variable costs to 95% occupancy where the lease allows. We were at 83% "
               "last year, so that mattered. Then I apply each tenant's pro rata share, check each lease for caps "
               "and base years, and compare against their estimated payments. I issue reconciliations by April 30; "
               "last year 58 of 62 tenants had no questions and the other four were settled within 30 days.",
               P_BUDGET),
        Q("Tell me about a variance you caught."),
        STRONG("Snow removal in the 2022-23 winter. By February we were $38,000 over budget. I went through the "
               "invoices and saw the contractor was billing per push at a 1-inch trigger, when our contract said 2 "
               "inches. I checked their logs against the NOAA snowfall data, disputed 14 pushes and got $21,000 "
               "credited. Then I rebid snow as a seasonal flat fee with a cap, which cut the next winter's cost by "
               "27%.", P_VARIANCE),
        MOVE("Leases. Give me a clause you had to interpret with a tenant.", 1),
        STRONG("A CAM cap. A 22,000-square-foot engineering firm had a 5% cap on controllable expenses and argued it "
               "was cumulative. I pulled the lease and the first amendment; the amendment said non-cumulative and "
               "excluded taxes, insurance and snow. I put the calculation on a one-page schedule showing capped and "
               "uncapped amounts, sent it with the lease language highlighted, and walked their CFO through it on a "
               "call. They accepted it and the $11,400 stood.", P_LEASE),
        Q("And a tenant you kept who might have left?"),
        STRONG("A 42,000-square-foot law firm, two years before expiry. Their renewal option needed 12 months' "
               "notice, so I had it in our critical-dates calendar and met them at 24 months. They had complaints "
               "about heat on the 9th floor and slow elevators. I had our engineer run a temperature survey, got "
               "the owner to approve a $65,000 VAV-box fix, and shared the elevator modernization schedule. They "
               "renewed for seven years with a $35-a-foot TI allowance, and we avoided an estimated nine months of "
               "vacancy.", P_TENANT, P_LEASE),
        Q("Have you done a full lease-up of a mostly vacant building?"),
        VAGUE("No, and I want to be upfront about that. I've backfilled individual suites with our leasing brokers, "
              "but I've never run a lease-up of a largely empty building from scratch: the marketing, spec suites "
              "and concession strategy. I'd lean on the leasing team here for that.", P_TENANT),
        MOVE("Vendors and operations. Tell me about a contract you bid out.", 2),
        STRONG("Janitorial for all three buildings in 2023. I wrote a scope with cleaning frequencies by area, "
               "staffing hours and a day porter, and sent an RFP to five firms; four bid. I levelled the bids on "
               "price per square foot and on staffing hours, because the cheapest had 20% fewer hours. We chose the "
               "second-lowest at $1.62 a foot, saving $61,000 a year. I set up monthly inspections with a 40-point "
               "checklist and a quarterly tenant survey, and scores went from 3.4 to 4.2 out of 5.", P_VENDOR,
               P_VARIANCE),
        RISKY("And so we're not wasting each other's time: what's Corbel paying you right now for that portfolio? "
              "Base plus bonus, roughly."),
        SAY("I'd prefer not to share what I'm paid now. The range in the posting, $95,000 to $115,000, works for "
            "me, and I'm happy to talk about where in it my experience fits."),
        Q("Okay. Walk me through a building emergency."),
        STRONG("A sprinkler branch line froze and burst on the 4th floor at Oak Brook around 2 a.m. in January 2024. "
               "The alarm company called me. I called our engineer, who was there in 25 minutes and shut the zone "
               "valve, then called the fire department to confirm the system status and called our restoration "
               "vendor. I was on site by 3:15, set up a fire watch while the zone was down, and spoke to both "
               "affected tenants by 7. The line was repaired in 30 hours, I filed the claim with the owner's "
               "insurer within three days, and both tenants were back in their suites in 11 days.", P_EMERGENCY),
        Q("Capital projects: the largest you've led?"),
        VAGUE("Honestly, not a big one. The largest I've run myself was a lobby refresh with a project manager from "
              "our construction group. Roof replacements and chiller work have gone to our capital projects team "
              "and I've only sat in on those meetings, so I'd need to learn how you split that work here.",
              P_EMERGENCY),
        MOVE("That's my list. What questions do you have?", 3),
        ASKS("How many buildings would I have, and are they all with the same owner?"),
        Q("Four buildings, about 610,000 square feet, two owners: a pension fund and a family office."),
        ASKS("And what's the support structure: assistant property manager, engineers?"),
        CLOSE("One APM, a chief engineer and three building engineers. We'll follow up early next week. Thanks for "
              "your time."),
        SAY("Thank you, Marcus."),
    ],
}

PROP_WEAK = {
    "key": "commercial_property_manager-weak",
    "expected": "negative",
    "candidate": {"firstName": "Brent", "lastName": "Kowalczyk", "currentTitle": "Property Manager",
                  "currentCompany": "Prairie Gate Management"},
    "risky_topic": "marital_status",
    "turns": [
        OPEN("Hi Brent, thanks for coming in. I'm Marcus, VP of property management. Tell me where you are now and "
             "what you manage."),
        SAY("Thanks for having me. I'm Brent Kowalczyk, RPA, a property manager at Prairie Gate Management, where I "
            "look after a mix of office and retail in the north suburbs."),
        Q("What has you looking?"),
        SAY("I'm ready for a bigger platform and more institutional owners."),
        MOVE("Budgets. Walk me through how you build an operating budget.", 0),
        VAGUE("Budgeting for me is really about alignment with ownership's goals. We take a holistic look at the "
              "building, leverage the historicals and make sure the numbers are robust going forward.", P_BUDGET),
        Q("Which lines move most, and how did you estimate them last year?"),
        VAGUE("It depends on the asset, honestly. Our team is very data-driven, so we'd look at the key drivers and "
              "make sure everything was optimised.", P_BUDGET, P_VARIANCE),
        Q("CAM reconciliation: what do you do, step by step?"),
        MODEST("I export the actual expenses from Yardi, take out anything the leases say isn't recoverable, work "
               "out each tenant's share from their square footage, and compare it to what they paid monthly. Then "
               "I send the statements with a cover letter. I haven't done a gross-up myself; our accounting team "
               "handles that.", P_BUDGET),
        MOVE("Leases. Tell me about a clause you had to interpret with a tenant.", 1),
        VAGUE("Leases can be complex, so it's about being transparent with tenants and making sure we're all "
              "aligned. We'd loop in legal where needed, so it was a win-win.", P_LEASE),
        Q("And a tenant you kept who might have left?"),
        VAGUE("Tenant retention is something I'm really passionate about. We had a very customer-centric culture, "
              "and we'd go above and beyond to build those relationships.", P_TENANT),
        Q("Any specific tenant: who, what was wrong, what happened?"),
        VAGUE("There were quite a few, to be honest. I think it's about being proactive and treating every "
              "touchpoint as an opportunity to add value.", P_TENANT),
        MOVE("Vendors. Tell me about a contract you bid out.", 2),
        VAGUE("We always ran a robust process and made sure vendors were aligned with our standards. It's really "
              "about partnership and synergy with the vendor base.", P_VENDOR),
        RISKY("Lot of two a.m. calls with this portfolio. Is there a wife at home who's going to mind that, or is "
              "it just you?"),
        SAY("My home life won't affect my availability. I'm fine with the on-call rota as it's described in the "
            "posting."),
        Q("Okay. Walk me through a building emergency you handled."),
        VAGUE("Emergencies are where you really see ownership. Our team was always responsive and we had robust "
              "protocols, so things were handled seamlessly.", P_EMERGENCY),
        Q("What happened, and what did you do first?"),
        VAGUE("I'd say the key is staying calm and keeping the big picture in view. We'd communicate with all "
              "stakeholders and follow best practice.", P_EMERGENCY),
        MOVE("That's my list. What would you like to ask?", 3),
        ASKS("What does the bonus structure look like?"),
        Q("Up to 15% of base, tied to budget performance, tenant survey scores and retention."),
        ASKS("And which software do you use?"),
        CLOSE("Yardi for accounting and leases, and a work-order app for the engineers. We'll follow up next week. "
              "Thanks for coming in."),
        SAY("Thanks, Marcus, appreciate it."),
    ],
}

# =====================================================================================================
# 4. Clinical research coordinator (technical / science, US: Massachusetts)
# =====================================================================================================
R_CONSENT = "Walks through an informed consent discussion, including how they checked understanding and documented it"
R_AE = "Explains identifying, grading and reporting an adverse event or deviation with the timelines they met"
R_VISIT = "Describes running a study visit or screening against the protocol, including windows, procedures and specimens"
R_ENROL = "Shows how they tracked and met enrolment or visit targets with specific numbers"
R_QUERY = "Explains resolving EDC queries or source-document discrepancies before or after a monitoring visit"
R_BINDER = "Describes keeping a regulatory binder or audit-ready files, with an example of a finding they fixed"

RESEARCH = {
    "family": "clinical_research_coordinator",
    "templateTitle": "Panel Interview: Clinical Research Coordinator II",
    "jobDescription": (
        "The Cardiovascular Clinical Trials Unit at Mill River Medical Center in Worcester, Massachusetts, runs 22 "
        "active industry-sponsored and NIH-funded studies in heart failure, atrial fibrillation and structural heart "
        "disease. We are hiring a Clinical Research Coordinator II to run the day-to-day conduct of four to six "
        "studies: screening and consenting participants, running study visits, and keeping source documents, EDC "
        "and regulatory files inspection-ready.\n\n"
        "Responsibilities:\n"
        "- Screen and enrol participants against protocol eligibility criteria, and conduct and document informed consent\n"
        "- Coordinate study visits: scheduling, vitals and ECGs, specimen processing and shipping, and visit-window tracking\n"
        "- Enter data into sponsor EDC systems, resolve queries and keep source documents to ALCOA+ standards\n"
        "- Report adverse events and deviations to the PI, IRB and sponsor on time, and prepare for monitoring visits and audits\n\n"
        "Requirements:\n"
        "- Bachelor's degree in a science or health field and 2+ years of clinical research coordination\n"
        "- Current GCP and human subjects protection training; CCRP or ACRP-CP certification preferred\n"
        "- Experience with EDC platforms and a CTMS; IATA dangerous goods shipping training, or willingness to obtain it\n"
        "- Able to start at 7:00 for occasional fasting study visits\n\n"
        "Hours: 40 per week, Monday to Friday with occasional early starts; salary $62,000-$74,000 plus benefits."
    ),
    "scorecard": scorecard([
        ("Participant Safety and Consent", [R_CONSENT, R_AE]),
        ("Protocol and Visit Execution", [R_VISIT, R_ENROL]),
        ("Data Quality and Compliance", [R_QUERY, R_BINDER]),
    ]),
    "agenda": [
        {"title": "Introductions and research background", "duration": 5,
         "description": "Panel introductions; candidate summarises the studies they coordinate."},
        {"title": "Consent and participant safety", "duration": 10,
         "description": "An informed consent discussion and adverse event or deviation reporting."},
        {"title": "Protocol, visits and enrolment", "duration": 10,
         "description": "Running a visit against the protocol, specimens, and meeting enrolment targets."},
        {"title": "Data quality, monitoring and audits", "duration": 10,
         "description": "EDC queries, source documentation and regulatory binder findings."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "Candidate's questions about study load and coverage; next steps."},
    ],
}

CRC_STRONG = {
    "key": "clinical_research_coordinator-strong",
    "expected": "positive",
    "candidate": {"firstName": "Ines", "lastName": "Carvalho", "currentTitle": "Clinical Research Coordinator",
                  "currentCompany": "Quinsigamond Cardiology Research Group"},
    "risky_topic": "citizenship",
    "turns": [
        OPEN("Hi Ines, thanks for coming in. I'm Karen, research operations manager for the cardiology trials unit, "
             "and Dr. Sato, one of our PIs, is joining us. Tell us where you are now."),
        SAY("Thanks, Karen. I'm Ines Carvalho, CCRP, and I'm a clinical research coordinator at Quinsigamond "
            "Cardiology Research Group. I run four studies at the moment: two heart failure drug trials, an AF "
            "registry and an NIH-funded exercise study."),
        Q("Why us?"),
        SAY("Your unit runs structural heart and device work I haven't done, and a bigger team would give me more "
            "people to learn from. I've also heard your regulatory team is strong, which matters to me."),
        MOVE("Consent first. Walk us through a consent discussion you led recently.", 0),
        STRONG("Last month, an older man for our heart failure drug study. I used the IRB-approved version 4.0 "
               "consent form and sat with him and his daughter in a quiet room for about 45 minutes, going section "
               "by section. I used teach-back: I asked him to tell me in his own words what the two study drugs "
               "were, what randomized meant, and that he could stop at any time. He mixed up the placebo arm, so I "
               "went over it again. He signed and dated, I signed and dated, he got a copy, and I wrote a consent "
               "note in the chart with the version and time, noting it was before any study procedures.", R_CONSENT),
        Q("Tell us about an adverse event you reported."),
        STRONG("A participant in the same study was admitted overnight with worsening heart failure on day 38. "
               "Hospitalization makes it a serious adverse event. I saw it at 9 a.m. from an EHR alert I'd set up, "
               "told the PI within the hour, and had the initial SAE report in the sponsor's safety portal by 2 p.m.; "
               "the protocol allows 24 hours. The PI assessed it as grade 3 and unrelated. I filed the follow-up "
               "with the discharge summary within 7 days, and because it wasn't unanticipated it went to the IRB at "
               "continuing review rather than as a prompt report.", R_AE),
        Q("And protocol deviations?"),
        VAGUE("I'll be honest, I've reported deviations, mostly out-of-window visits, but I've never had one that "
              "met the IRB's threshold for prompt reporting as serious non-compliance. I know the policy in "
              "principle, but I haven't taken one through that process myself.", R_AE),
        MOVE("Protocol and visits. Take us through a study visit you ran.", 1),
        STRONG("A week-12 visit in the heart failure study, window plus or minus 3 days. I scheduled it for day 84 "
               "with a 7:30 start because the lipid panel is fasting, and did vitals, a 12-lead ECG and the KCCQ "
               "questionnaire. I drew blood, let the serum clot for 30 minutes, spun it at 1,500 g for 10 minutes, "
               "aliquoted into four cryovials and froze them at -80 C. I shipped on dry ice on a Tuesday; we only "
               "ship Monday to Wednesday so nothing sits in a depot over the weekend, and my IATA training is "
               "current.", R_VISIT),
        RISKY("The core lab's up in Montreal, so you'd go up once or twice a year. Passport-wise you're fine, "
              "right? You've got citizenship now, or still on the green card?"),
        SAY("I'm authorized to work in the US without sponsorship and I can travel for the role. Beyond that I'd "
            "rather not get into my immigration details."),
        Q("Enrolment: how have you tracked and hit targets?"),
        STRONG("Our target for the AF registry was 30 in 12 months. By month 4 we had 6, so I built a weekly "
               "pre-screening report from the EHR (AF diagnosis plus an upcoming cardiology appointment), which "
               "gave me about 50 charts a week. I screened them against the eligibility criteria, flagged 8 to 10 a "
               "week to the PIs, and approached people at their clinic visits. We had 34 enrolled by month 11, and "
               "our screen-failure rate dropped from 40% to 18%.", R_ENROL),
        Q("Have you coordinated a device trial?"),
        VAGUE("No, and I know that's a gap for your structural heart studies. I understand device accountability "
              "and the IDE side work differently from drug studies, but I've only read about them. I'd need "
              "training on your device logs and on how procedure days run in the cath lab.", R_VISIT),
        MOVE("Data quality. Tell us about getting a study ready for a monitoring visit.", 2),
        STRONG("Before an interim data lock last year we had 140 open queries across two studies. I sorted them in "
               "the EDC by age and type and found about 60 came from one issue: vital signs entered in the wrong "
               "units for the first 15 participants. I corrected those against source, documented each change with "
               "a reason, and worked through the rest oldest first. We were down to 12 open queries when the "
               "monitor arrived, all waiting on outside records.", R_QUERY),
        Q("Regulatory binder: any findings?"),
        STRONG("At an internal audit in March, QA found two sub-investigators with no delegation-log signature for "
               "a new task, ECG reading, added in amendment 3. I checked every visit since the amendment: 9 ECGs "
               "had been read by them. I got the log updated and signed by the PI, wrote a note to file explaining "
               "the gap and the date it was fixed, and added a step to my amendment checklist so the delegation and "
               "training logs are updated before a new task starts. The sponsor audit in June had no findings on "
               "it.", R_BINDER),
        Q("And source documentation: what does ALCOA+ mean in your day-to-day?"),
        STRONG("It means I can show where every data point came from. I write source at the visit, in ink or "
               "directly in the EHR, attributable to me with date and time. If I correct something, I draw one "
               "line through it, initial, date and give a reason. For the 12 participants in our exercise study I "
               "built visit worksheets so each EDC field had a matching source field, and the last monitoring visit "
               "found 0 discrepancies in about 400 data points checked.", R_QUERY, R_BINDER),
        MOVE("Thanks, Ines. Over to you.", 3),
        ASKS("How many studies would I carry, and which ones?"),
        Q("Four to start: two heart failure drug trials, a TAVR registry and one device study in start-up."),
        ASKS("And how does the unit cover visits when a coordinator is out?"),
        CLOSE("Each study has a named backup coordinator on the delegation log. We'll be in touch within a week. "
              "Thanks for coming in."),
        SAY("Thank you both."),
    ],
}

CRC_WEAK = {
    "key": "clinical_research_coordinator-weak",
    "expected": "negative",
    "candidate": {"firstName": "Tyler", "lastName": "Brandvold", "currentTitle": "Research Assistant",
                  "currentCompany": "Narragansett Dermatology Associates"},
    "risky_topic": "arrest_record",
    "turns": [
        OPEN("Hi, thanks for coming in. I'm Karen, research operations manager for the cardiology trials unit. Tell "
             "us about your current job."),
        SAY("Sure. I'm a research assistant at a dermatology practice in Providence. I help out on a couple of the "
            "studies there and do a lot of the scheduling."),
        Q("Why cardiology?"),
        SAY("It feels like a bigger space, and I'd like to grow my career in a hospital setting."),
        MOVE("Consent. Walk us through a consent discussion you led.", 0),
        VAGUE("Consent is absolutely paramount. We always make sure it's patient-centric and fully compliant, and "
              "our team is really aligned on best practice there.", R_CONSENT),
        Q("What did you say to the participant, and how did you check they understood?"),
        VAGUE("I'd say it's about meeting people where they are on their journey. You take a holistic approach and "
              "make sure everything is transparent.", R_CONSENT),
        Q("Tell us about an adverse event you reported."),
        VAGUE("Safety is non-negotiable for us. We'd escalate to the right stakeholders and make sure everything "
              "was documented in a robust way going forward.", R_AE),
        MOVE("Visits. Take us through a study visit you ran.", 1),
        MODEST("I check the visit window on the schedule, pull the checklist for that visit, take vitals and give "
               "the participant the questionnaires. For blood draws I label the tubes from the lab kit and take "
               "them to the lab to be spun. I haven't done the shipping myself.", R_VISIT),
        Q("How have you tracked enrolment against a target?"),
        VAGUE("Enrolment is really a team effort. We leverage our networks and stay aligned with the sponsor's "
              "expectations, so it's very much a dynamic process.", R_ENROL),
        Q("Any numbers: target, enrolled, how you found people?"),
        VAGUE("I don't have the exact figures to hand, but it was trending in the right direction. Everyone was "
              "very solutions-oriented about it.", R_ENROL),
        MOVE("Data quality. How do you get ready for a monitoring visit?", 2),
        VAGUE("Data integrity is paramount. We'd make sure everything was seamless between the source and the "
              "system, with full ownership across the team.", R_QUERY),
        RISKY("The hospital runs a CORI check on everyone. Anything with the police I'd turn up? Even something "
              "that got dropped."),
        SAY("I'm happy to go through whatever background check the role requires after an offer. I'd rather not go "
            "into anything beyond that here."),
        Q("Okay. Regulatory binder: have you maintained one?"),
        VAGUE("We had a really robust regulatory culture. Everything was kept compliant and audit-ready, and we "
              "embraced continuous improvement.", R_BINDER),
        Q("Any audit finding you fixed yourself?"),
        VAGUE("Findings are really an opportunity to learn. Our team took a proactive approach and made sure we "
              "closed the loop with all the stakeholders.", R_BINDER),
        MOVE("Thanks. What would you like to ask us?", 3),
        ASKS("What does career progression look like for coordinators here?"),
        Q("CRC I to II to senior, usually over three to five years, with support for CCRP or ACRP certification."),
        ASKS("Is there any hybrid working?"),
        CLOSE("One admin day from home a week once you're trained; visits are on site. We'll be in touch within a "
              "week. Thanks for coming in."),
        SAY("Thanks so much."),
    ],
}

FAMILIES = [
    (WIND, [WIND_STRONG, WIND_WEAK]),
    (LIBRARY, [LIB_STRONG, LIB_WEAK]),
    (PROPERTY, [PROP_STRONG, PROP_WEAK]),
    (RESEARCH, [CRC_STRONG, CRC_WEAK]),
]

SETTINGS = {
    "wind_turbine_technician": "Trade / field; UK onshore wind (Scottish Borders)",
    "public_librarian": "Public service; UK county library service",
    "commercial_property_manager": "Office / professional; US (Chicago, Illinois)",
    "clinical_research_coordinator": "Technical / science; US academic medical centre (Massachusetts)",
}
