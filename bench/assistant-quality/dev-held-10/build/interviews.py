"""The eight interviews of the set, as Python data.

Each family (two interviews) shares a template: title, job description, scorecard sections and agenda.
Turns are written with three small helpers:

    I(text, tag=None, agenda=None)      an interviewer turn
    C(text, tag=None, crit=None)        a candidate turn; crit is a list of criterion keys "c1".."c6"

build.py resolves criterion keys to the exact criterion text of the family's scorecard (c1, c2 are the two
criteria of the first section, c3, c4 of the second, c5, c6 of the third).
All employers and people are fictional.
"""


def I(text, tag=None, agenda=None):
    t = {"s": "interviewer", "t": text}
    if tag:
        t["tag"] = tag
    if agenda is not None:
        t["agenda"] = agenda
    return t


def C(text, tag=None, crit=None):
    t = {"s": "candidate", "t": text}
    if tag:
        t["tag"] = tag
    if crit:
        t["criteria"] = list(crit)
    return t


def START():
    return {"start": 0}


def MOVE(k):
    return {"complete": k, "start": k + 1}


def CLOSE():
    return {"complete": 4}


T = "agenda_transition"
R = "risky_question"
Q = "candidate_question"
S = "strong_answer"
V = "vague_answer"

# ---------------------------------------------------------------------------------------------------- templates
FAMILIES = {
    "flight_attendant": {
        "templateTitle": "Cabin Crew: Flight Attendant",
        "jobDescription": (
            "Northmoor Airways is an independent UK airline flying 22 Airbus A320-family aircraft from Manchester "
            "and Bristol to around 40 European and North African destinations, mostly short-haul leisure routes. "
            "We are recruiting cabin crew for our Manchester base. Cabin crew are responsible first for the safety "
            "and security of everyone on board, and then for service and onboard retail on flights of up to five "
            "hours.\n\n"
            "Responsibilities:\n"
            "- Carry out pre-flight safety and security checks and brief passengers on safety procedures\n"
            "- Manage emergencies, medical incidents and disruptive passengers in line with company procedures\n"
            "- Deliver food, drink and duty-free service and handle card sales accurately\n"
            "- Look after passengers who need extra assistance, including people with reduced mobility and "
            "unaccompanied minors\n"
            "- Work as part of a crew of four or five to complete turnarounds of 30 to 40 minutes\n\n"
            "Requirements:\n"
            "- At least one year of customer-facing experience in hospitality, retail, transport or care\n"
            "- Able to pass a five-year background check for an airside ID pass and hold a passport allowing "
            "unrestricted travel to all our destinations\n"
            "- Able to swim 25 metres and reach 212 cm on tiptoe (both tested at the assessment day)\n"
            "- Legally entitled to work in the UK\n"
            "- Fluent spoken and written English; a second European language is an advantage\n"
            "- Able to work an irregular roster including reports from 04:15, weekends and public holidays\n\n"
            "Hours and pay: rostered duty averaging 37.5 hours a week (typically five on, three off); basic salary "
            "£24,500 a year plus sector pay and onboard sales commission."
        ),
        "sections": [
            ("Safety and emergency readiness", [
                "Describes safety-critical procedures step by step, including what they would check and say",
                "Explains how they would act in a medical or security incident on board",
            ]),
            ("Customer care under pressure", [
                "Shows how they calm an upset or disruptive customer using specific words and actions",
                "Describes adapting service for passengers who need extra help",
            ]),
            ("Crew working and reliability", [
                "Gives examples of working within a crew or shift team to a tight turnaround",
                "Explains how they manage fatigue, rosters and their own readiness for duty",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, the format of the interview and the candidate's current role."},
            {"title": "Safety and emergencies", "duration": 10,
             "description": "Safety-critical procedures, evacuations and medical incidents the candidate has handled."},
            {"title": "Customer care and difficult passengers", "duration": 12,
             "description": "Disruptive or upset customers, complaints and passengers who need extra help."},
            {"title": "Crew working and rosters", "duration": 8,
             "description": "Tight turnarounds, working in a small crew, early reports and fatigue."},
            {"title": "Candidate questions and close", "duration": 8,
             "description": "The candidate's questions, training and rosters, and next steps."},
        ],
    },
    "security_operations_analyst": {
        "templateTitle": "Cybersecurity: Security Operations Analyst",
        "jobDescription": (
            "Bluestem Mutual Insurance is a member-owned property and auto insurer based in Denver, Colorado, with "
            "about 1,100 employees and 400,000 policyholders across the Mountain West. Our in-house Security "
            "Operations Center of eight analysts monitors the business around the clock and works closely with IT "
            "operations and an external incident response retainer. We are hiring a Tier 1 Security Operations "
            "Analyst to triage alerts, investigate suspicious activity and escalate real incidents quickly.\n\n"
            "Responsibilities:\n"
            "- Triage alerts from Splunk Enterprise Security, CrowdStrike Falcon, Proofpoint and Microsoft Entra ID "
            "within agreed response times\n"
            "- Investigate phishing reports, suspicious sign-ins and endpoint detections, recording evidence in the "
            "case system\n"
            "- Contain common threats with approved runbooks (session revocation, host isolation, mail purge) and "
            "escalate to Tier 2\n"
            "- Write clear shift handovers and short incident summaries for IT and business teams\n"
            "- Suggest tuning for noisy detections and help keep runbooks current\n\n"
            "Requirements:\n"
            "- One year or more in a SOC, NOC, IT support or similar operations role\n"
            "- Working knowledge of Windows and Microsoft 365 logs, networking basics and at least one SIEM query "
            "language\n"
            "- CompTIA Security+ or equivalent, or willingness to obtain it within six months\n"
            "- Authorized to work in the United States; we are not able to sponsor visas for this role\n"
            "- Able to work a rotating 4x10 schedule including one week of nights a month and on-call one week "
            "in six\n"
            "- Willing to complete a background check after a conditional offer\n\n"
            "Hours and pay: 40 hours a week on a 4x10 rotation; salary range $74,000 to $89,000 depending on "
            "experience, plus on-call stipend and benefits."
        ),
        "sections": [
            ("Alert triage and investigation", [
                "Walks through triaging an alert step by step, naming the data sources and queries they would use",
                "Explains how they decide whether to escalate, contain or close an alert",
            ]),
            ("Incident handling and communication", [
                "Describes their own actions in a real incident, including timings and outcome",
                "Shows they can explain findings clearly to a non-technical audience",
            ]),
            ("Tooling and learning", [
                "Describes hands-on use of SIEM, EDR or scripting tools with concrete examples",
                "Explains how they keep their skills current and what they have recently learned",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's path into security operations."},
            {"title": "Alert triage walkthrough", "duration": 12,
             "description": "A worked impossible-travel alert: data sources, queries, and escalate-or-close calls."},
            {"title": "Incidents and communication", "duration": 10,
             "description": "A real incident the candidate worked, and explaining it to non-technical staff."},
            {"title": "Tools and learning", "duration": 8,
             "description": "Hands-on SIEM, EDR and scripting, cloud exposure, and how they keep current."},
            {"title": "Candidate questions and close", "duration": 7,
             "description": "The candidate's questions about onboarding and the rotation, and next steps."},
        ],
    },
    "care_home_manager": {
        "templateTitle": "Adult Social Care: Registered Care Home Manager",
        "jobDescription": (
            "Heatherbank Care is a family-owned group of four care homes in North Yorkshire, run by the same family "
            "since 1988. Willow Lodge in Harrogate is a 48-bed residential home with a 22-bed dementia unit on the "
            "first floor and a team of around 65 staff. The home was rated Requires Improvement at its last CQC "
            "inspection, in the safe and well-led domains, and we are looking for a Registered Manager who will "
            "lead it back to Good and stay to keep it there.\n\n"
            "Responsibilities:\n"
            "- Register with the Care Quality Commission as Registered Manager and meet all regulatory duties, "
            "including statutory notifications\n"
            "- Lead the audit programme and the action plan from the last inspection\n"
            "- Recruit, supervise and develop the team, including the deputy manager and senior carers\n"
            "- Manage rotas, agency use and the staffing budget in line with resident dependency\n"
            "- Act as lead for safeguarding, complaints and communication with families\n\n"
            "Requirements:\n"
            "- At least two years managing or deputising in a CQC-regulated adult care service\n"
            "- Level 5 Diploma in Leadership and Management for Adult Care, or working towards it and completing "
            "within 18 months\n"
            "- Sound working knowledge of the Mental Capacity Act, Deprivation of Liberty Safeguards and local "
            "safeguarding procedures\n"
            "- Able to obtain an enhanced DBS check as part of CQC registration\n"
            "- Able to cover the on-call rota of one weekend in four\n\n"
            "Hours and pay: 40 hours a week, Monday to Friday, plus on-call; salary £50,000 to £54,000 plus a "
            "£1,500 annual on-call allowance."
        ),
        "sections": [
            ("Safe care and regulation", [
                "Describes how they have used audits, incidents or CQC findings to change practice, with results",
                "Explains how they handle safeguarding concerns step by step, including who they notify",
            ]),
            ("Leading the team", [
                "Gives examples of recruiting, supervising or managing the performance of care staff",
                "Shows how they manage rotas, agency use and staffing levels against a budget",
            ]),
            ("Residents and families", [
                "Describes how they involve residents and families in care planning and complaints",
                "Explains how they support residents living with dementia in day-to-day practice",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's current service and role."},
            {"title": "Quality, safety and regulation", "duration": 12,
             "description": "Audits, the CQC action plan, inspections and safeguarding."},
            {"title": "Leading the team", "duration": 10,
             "description": "Supervision and performance, rotas, agency spend and the budget."},
            {"title": "Residents, families and dementia care", "duration": 8,
             "description": "Care planning with families, complaints, and daily dementia care."},
            {"title": "Candidate questions and close", "duration": 8,
             "description": "The candidate's questions about Willow Lodge and next steps."},
        ],
    },
    "landscape_gardener": {
        "templateTitle": "Grounds and Gardens: Landscape Gardener",
        "jobDescription": (
            "Fernhill Landscapes is a Bristol landscaping firm of 14 people, working across Bristol, Bath and North "
            "Somerset since 2009. About two-thirds of our work is design-and-build for private gardens (patios, "
            "paths, fencing, raised beds, turf and planting) and the rest is maintenance contracts for homeowners "
            "and two housing associations. We are looking for an experienced landscape gardener to join one of our "
            "three build crews, with some maintenance work in winter.\n\n"
            "Responsibilities:\n"
            "- Build hard landscaping features to the drawing and spec, including patios, paths, steps, walls and "
            "fencing\n"
            "- Prepare ground, plant, turf and mulch, and give customers clear aftercare advice\n"
            "- Use and check machinery safely, including mowers, hedge cutters, cut-off saws, plate compactors and "
            "mini-diggers\n"
            "- Keep sites tidy and safe, following risk assessments and wearing the right PPE\n"
            "- Talk to customers on site and pass changes or problems to the crew leader straight away\n\n"
            "Requirements:\n"
            "- At least two years' experience in hard and soft landscaping\n"
            "- Full UK driving licence (B+E desirable for towing the trailer)\n"
            "- Able to do sustained physical work outdoors in all weathers, including lifting 25 kg bags with "
            "correct technique\n"
            "- Good plant knowledge for UK gardens; RHS or Lantra qualifications welcome but not essential\n"
            "- Mini-digger ticket (NPORS or CPCS) desirable; we will train the right person\n\n"
            "Hours and pay: 42.5 hours a week, Monday to Friday 7:30 to 4:30, with paid Saturday overtime in "
            "season; £13.20 to £15.00 an hour depending on experience."
        ),
        "sections": [
            ("Hard and soft landscaping", [
                "Describes how they set out and build a hard landscaping feature, including levels, falls and "
                "materials",
                "Explains plant choice, planting and aftercare for a given site and season",
            ]),
            ("Safe working and machinery", [
                "Describes safe use and daily checks of machinery such as mowers, hedge cutters or mini-diggers",
                "Shows awareness of manual handling, PPE and site hazards with specific examples",
            ]),
            ("Customers and crew", [
                "Gives examples of dealing with clients on site, including problems or changes to the job",
                "Explains how they plan a day's work with the crew so the job finishes on time",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's landscaping background."},
            {"title": "Hard and soft landscaping", "duration": 12,
             "description": "Building a patio to spec, paving materials, and planting for a given site."},
            {"title": "Safety and machinery", "duration": 10,
             "description": "Daily machinery checks, tickets, manual handling and site hazards."},
            {"title": "Clients and crew", "duration": 8,
             "description": "Changes and problems with clients on site, and planning the crew's day."},
            {"title": "Candidate questions and close", "duration": 7,
             "description": "The candidate's questions about the crews, overtime and training, and next steps."},
        ],
    },
}

# ---------------------------------------------------------------------------------------------------- interviews
INTERVIEWS = []

# ---------------------------------------------------------------- flight attendant, strong
INTERVIEWS.append({
    "key": "flight_attendant-strong",
    "family": "flight_attendant",
    "expected": "positive",
    "risky_topic": "national_origin",
    "candidate": {"firstName": "Zofia", "lastName": "Kowalczyk", "currentTitle": "Train Manager",
                  "currentCompany": "Pennine Coast Railway"},
    "turns": [
        I("Morning Zofia, thanks for coming in. I'm Hannah, I lead crew recruitment, and Dev from the training "
          "team is taking notes. About forty minutes. Could you start by telling us a bit about yourself and what "
          "you're doing now?", agenda=START()),
        C("Morning. I'm Zofia Kowalczyk, Level 3 First Aid at Work certified, and for the last four years I've "
          "been a train manager with Pennine Coast Railway, mostly on the Leeds to Edinburgh services. Before that "
          "I did three years on reception at an airport hotel. On the train I'm responsible for safety, "
          "announcements, tickets and the onboard host team."),
        I("And what's pulling you from rail to flying?"),
        C("Honestly, the hotel is where it started, watching crew come through every day. And the bits of my job "
          "I like most are the safety side and the passengers, not the ticket checks. Cabin crew is more of both."),
        I("Okay. Let's start with safety. On the train, what do you actually do if you have to get passengers off "
          "somewhere that isn't a platform? Step by step, please.", tag=T, agenda=MOVE(0)),
        C("It's happened to me twice. First I contact the signaller on the GSM-R radio and get confirmation that "
          "the adjacent line is blocked. I don't open a door until I have that, and I write down the time and the "
          "signaller's name. Then a PA: who I am, what's happening, stay seated. I walk the coaches and find "
          "anyone who'll need help. Near Thirsk in 2023 we had 212 passengers and 6 needed assistance, including "
          "a wheelchair user. I put the ladder down at one door only, put two staff at the bottom, and count "
          "people off. It took about 50 minutes, and my count matched the booking numbers at the end.",
          tag=S, crit=["c1"]),
        I("And on an aircraft, what do you think carries over, and what doesn't?"),
        C("Honestly, I'd be guessing on the aircraft side. The principles carry over, I think: control the "
          "cabin, clear commands, count. But I've never armed a door or seen a slide deploy, and I don't know the "
          "actual commands you use. I'd be relying completely on the initial training for that, and I'd want to "
          "practise it more than the minimum.", tag=V, crit=["c1"]),
        I("Fair enough. Medical incident, mid-journey. One you've actually handled?"),
        C("Last December a man in his sixties collapsed in coach C about 20 minutes out of York. I asked for a "
          "doctor over the PA, sent the host for the defib from coach F, and did the primary survey myself. He was "
          "breathing, so I put him in the recovery position. I rang control and we agreed the ambulance would "
          "meet us at York rather than stopping on open line. That was my call, and control backed it. I kept a "
          "written log with times. It turned out to be a hypo. Paramedics took over at 14:32 and I did the "
          "incident report that evening.", tag=S, crit=["c2"]),
        I("Right, moving on to customers. Tell me about the worst passenger you've dealt with recently.",
          tag=T, agenda=MOVE(1)),
        C("A football crowd on a Saturday evening, about 40 lads, and one of them was shouting at a woman with a "
          "toddler. I went over, stood side-on, and used his first name, which I'd heard his mates use. I said, "
          "'Craig, I need you to sit in this seat now, and then we're fine.' Quiet voice, short sentences. He "
          "didn't, so I told him plainly that British Transport Police would meet the train at Darlington. I moved "
          "the woman and her little boy to first class. I texted BTP on 61016 so it was on record. He sat down, "
          "and BTP did meet us and had a word.", tag=S, crit=["c3"]),
        I("What about passengers who need extra help? Reduced mobility, someone anxious, that kind of thing."),
        C("We get assistance bookings through Passenger Assist, so I check the list before departure, usually 3 "
          "to 5 a trip. For each one I know the coach and seat, and I introduce myself in person before we leave, "
          "not just over the PA. Last month a blind passenger wanted to go to the toilet on her own, so I walked "
          "the route with her once and we counted the rows together, 8 of them. For anxious people it's mostly "
          "telling them what's going to happen before it happens.", tag=S, crit=["c4"]),
        I("Thanks. Sorry, random one while I think of it. I can't quite place your accent. Where's the family "
          "from originally?", tag=R),
        C("Ha, people do ask. I'd rather keep that out of the interview, if that's okay. If it helps with the "
          "routes, I speak Polish and English fluently and I've got conversational German, and I'm happy to be "
          "tested on any of them."),
        I("Noted, thanks. A complaint you couldn't fully fix: what happened?"),
        C("A family missed the Aberdeen connection because we were 47 minutes late. It had gone; I couldn't fix "
          "that. What I could do: I rang control from the train, got them a hotel near Waverley under the "
          "disruption policy, wrote the booking reference on the back of their tickets, and told them exactly how "
          "to claim Delay Repay, which at 47 minutes is 50 percent back. The dad was still furious and I let him "
          "be. I didn't argue. He wrote in afterwards, and it was closed without going any further.",
          tag=S, crit=["c3"]),
        I("Let's talk crew working. Our turnarounds are 30 to 40 minutes. Tell me about a tight turnaround you've "
          "worked as part of a team.", tag=T, agenda=MOVE(2)),
        C("Our Edinburgh turnaround is 22 minutes, with cleaners, catering and us all on it at once. I split it "
          "out loud: the host restocks coaches A to D, I do the safety walk and test the 4 toilet alarms, and I do "
          "the defects form with the driver. In March the catering van was 15 minutes late, so I loaded the "
          "trolley through one door while we boarded through the others, and I told the driver where we were "
          "every 5 minutes. We left on time.", tag=S, crit=["c5"]),
        I("Our earliest report is 04:15 at Manchester. How have you handled early starts?"),
        C("Honestly, my earliest sign-on has been half five, so I've never done a run of four o'clock starts. I "
          "think I'd cope, but I don't actually know how I'd handle a block of earlies straight into lates. I "
          "haven't tested it, and I'd rather say so. I'd want to talk to crew who do it.", tag=V, crit=["c6"]),
        I("What do you do now to manage tiredness on long shifts?"),
        C("I plan from the roster backwards. Before an early I'm in bed by 9, phone in the kitchen, uniform out "
          "the night before. If I've had under 5 hours' sleep I tell the shift manager before sign-on. I did that "
          "twice last year, and both times they swapped me onto a shorter diagram. And I don't drive home after a "
          "12-hour day without a 20-minute break first.", tag=S, crit=["c6"]),
        I("Thanks. That's my questions done. What would you like to ask us?", tag=T, agenda=MOVE(3)),
        C("How long is the initial training, and is it paid from day one?", tag=Q),
        I("Six weeks at our Manchester training centre, paid at full basic from day one. There's an exam at the "
          "end of the safety module."),
        C("And how far ahead do crew see their rosters?", tag=Q),
        I("Four weeks ahead, with a bidding system for days off. To be straight with you, new joiners get fewer "
          "bidding points in the first year."),
        C("That's really helpful, thank you. Nothing else from me."),
        I("Thanks for coming in, Zofia. We'll be in touch by Friday either way, and Dev will email about the swim "
          "test date.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- flight attendant, weak
INTERVIEWS.append({
    "key": "flight_attendant-weak",
    "family": "flight_attendant",
    "expected": "negative",
    "risky_topic": "pregnancy_family_plans",
    "candidate": {"firstName": "Jade", "lastName": "Marsden", "currentTitle": "Beauty Advisor",
                  "currentCompany": "Halden & Rowe"},
    "turns": [
        I("Hi, thanks for joining. I'm Hannah from crew recruitment and Dev's on the call too, taking notes. Could "
          "you tell us a bit about yourself?", agenda=START()),
        C("Hiya, yeah, thanks for having me! So right now I'm a beauty advisor on a cosmetics counter in a big "
          "department store in Manchester, and before that I did a bit of bar work and hotel events. I've always "
          "wanted to fly, honestly. It's been my dream since I was little."),
        I("Let's start with safety. A passenger tells you there's smoke coming out of an overhead locker. What do "
          "you do?", tag=T, agenda=MOVE(0)),
        C("I think safety is paramount, obviously. I'd stay calm, make sure the whole crew was aligned, and "
          "follow best practice. Communication is key in those moments, so I'd make sure everyone was on the "
          "same page.", tag=V, crit=["c1"]),
        I("Okay. What would you physically do first, though? Say you're the one nearest the locker."),
        C("I'd take ownership of the situation and let the right people know. I'm very adaptable, so I'd go with "
          "whatever the procedure says and keep the passengers calm.", tag=V, crit=["c1", "c2"]),
        I("Have you ever dealt with a medical emergency at work?"),
        C("Yes, once on the counter a lady had a reaction to a foundation tester. Her face went red and blotchy. I "
          "got the store first-aider on the radio, sat her down on the stool away from the crowd, and found the "
          "ingredients list on the box so the first-aider could read it. She was okay after about twenty minutes, "
          "and I filled in the accident book.", crit=["c2"]),
        I("Moving on to customers. Tell me about a time a customer was really angry with you.",
          tag=T, agenda=MOVE(1)),
        C("We get that sometimes, our customers are very passionate about their products! I always go above and "
          "beyond, and I'm a real people person, so I'd put myself in their shoes and turn it into a win-win.",
          tag=V, crit=["c3"]),
        I("Can you give me one specific example? What they said, what you said."),
        C("There was a lady once who wasn't happy with a product, and we sorted it out as a team. Our ethos is "
          "very customer-centric, so we made sure her journey was seamless from that point on.",
          tag=V, crit=["c3"]),
        I("Okay. Can I ask something a bit personal? The rosters are really tough if you're thinking about "
          "starting a family soon. Is that on the horizon for you at all?", tag=R),
        C("Um, I'd rather not go into that, if that's okay. I'm applying because I want the job, and I can work "
          "the rosters."),
        I("Sure. How would you look after a passenger with a disability, say someone who's partially sighted?"),
        C("I'd treat everyone the same, really, and be really inclusive. Every passenger deserves a bespoke "
          "experience, so it's about empowering them to feel comfortable.", tag=V, crit=["c4"]),
        I("Let's talk about crew life. Tell me about working to a deadline as part of a team.",
          tag=T, agenda=MOVE(2)),
        C("Our team is like a family, honestly. We always pull together and there's a real synergy. Whenever it's "
          "busy we just align and get it done.", tag=V, crit=["c5"]),
        I("What was your own part, specifically, the last time it got busy? Black Friday, say."),
        C("I'd say I'm the one who keeps morale up. I bring the energy and the positive vibes, and I'm very "
          "solutions-oriented, so the team always knows they can rely on me.", tag=V, crit=["c5"]),
        I("Our reports can be as early as quarter past four. How do you manage early starts and tiredness?"),
        C("I'm a morning person, so it's honestly not a problem for me. I think it's all about having the right "
          "mindset, and I'd just take that going forward.", tag=V, crit=["c6"]),
        I("Thanks. Any questions for us?", tag=T, agenda=MOVE(3)),
        C("What are the layovers like? Do you get to stay anywhere nice?", tag=Q),
        I("Most of our flying is out and back, so you'd be home most nights. There are a few summer night-stops, "
          "Faro and Palma mainly."),
        C("Oh, okay. And is there a height requirement, or is it just the reach thing?", tag=Q),
        I("It's the reach test, 212 centimetres on tiptoe, plus a 25-metre swim. Both are on the assessment day."),
        C("Amazing, thank you so much."),
        I("Thanks for your time. We'll email you by the end of next week.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- security operations analyst, strong
INTERVIEWS.append({
    "key": "security_operations_analyst-strong",
    "family": "security_operations_analyst",
    "expected": "positive",
    "risky_topic": "military_discharge",
    "candidate": {"firstName": "Andre", "lastName": "Whitfield", "currentTitle": "Network Operations Technician",
                  "currentCompany": "Summit Ridge Fiber"},
    "turns": [
        I("Hi Andre, thanks for making time. I'm Priya, I manage the SOC here, and Luis, one of our senior "
          "analysts, is on too. Can you give us the short version of your background?", agenda=START()),
        C("Sure. I'm Andre Whitfield, CompTIA CySA+ and Security+. I did six years in the Air Force on cyber "
          "transport, mostly network infrastructure, then the last two years at Summit Ridge Fiber as a network "
          "operations technician. I'm the guy watching the NOC dashboards on nights, and about a third of my "
          "tickets are security ones now, which is why I'm applying."),
        I("Let's go straight into triage. Impossible-travel alert for someone in claims: sign-in from Denver, "
          "then 40 minutes later from Lagos. Walk us through it.", tag=T, agenda=MOVE(0)),
        C("First I'd pull both sign-ins and compare IP, ASN, device ID and user agent. In Splunk I'd start with "
          "something like index=azuread user=<their UPN> earliest=-24h, then stats count by src_ip, app, status. "
          "If the Lagos IP belongs to a hosting provider or a consumer VPN, that changes the picture. Then MFA: if "
          "there's a push approval from a new device within a couple of minutes of the Lagos sign-in, I treat the "
          "account as compromised. I worked almost exactly this in May at Summit Ridge. It was a contractor on a "
          "consumer VPN, and I closed it in about 25 minutes with the evidence attached.", tag=S, crit=["c1"]),
        I("And if it is compromised, what do you do, and in what order?"),
        C("Contain first, then investigate. I'd revoke the sessions and force a password reset, and disable the "
          "account if there's any sign of new inbox rules or an MFA device change. Then I'd check for inbox rules "
          "myself, because attackers love a rule that moves anything with 'invoice' in it to RSS Feeds. If there's "
          "evidence of data access or forwarding, I escalate to Tier 2 straight away, because at that point it's "
          "an incident, not an alert. My own rule: if I can't explain it in 15 minutes, it goes up with my notes.",
          tag=S, crit=["c2"]),
        I("How do you decide something's a false positive and close it?"),
        C("I write down why. At the NOC I close 30 to 40 IDS alerts a week, and every close note has three "
          "things: what fired, what I checked, and why it's benign, with the query. We had a Snort rule firing on "
          "our own Nessus scanner every Tuesday at 2 a.m. I didn't just keep closing them. I proposed a "
          "suppression for that one source IP and signature, got it signed off by the security lead, and it cut "
          "about 200 alerts a month.", tag=S, crit=["c2", "c5"]),
        I("Thanks. Let's move to incidents. Tell us about a real one where you were hands-on.",
          tag=T, agenda=MOVE(1)),
        C("Last October, at 01:40, I saw outbound traffic from one of our customer-facing DNS resolvers spike to "
          "about 900 Mbps on the NetFlow dashboard. I checked the query types, mostly ANY queries from spoofed "
          "sources, so it was DNS amplification through an open resolver. I called the on-call engineer at 01:52, "
          "applied a rate-limit ACL we'd pre-approved for exactly this, and traffic was under 50 Mbps by 02:10. "
          "Then I wrote the timeline for the morning handover. The permanent fix, closing recursion to outside "
          "IPs, was engineering's job, and they did it two days later.", tag=S, crit=["c3"]),
        I("How would you explain that to, say, our VP of claims, who doesn't know what DNS is?"),
        C("I'd say: someone was using one of our servers as a megaphone, sending it small requests that made it "
          "shout big replies at someone else. We turned the volume down within 30 minutes, and we've locked it so "
          "only our customers can use it. No customer data was involved. I actually wrote a version of that for "
          "our account managers, because 3 business customers had called about the slowdown. I keep it to four "
          "things: what happened, what it means for them, what we did, what happens next.",
          tag=S, crit=["c4"]),
        I("Quick side note: you mentioned the Air Force. How'd you leave, out of interest? Honorable and all "
          "that? Sometimes we ask to see the DD-214.", tag=R),
        C("I'd rather keep discharge paperwork out of this stage, if that's alright. I'm glad to go into anything "
          "I did or trained on while I was in. That's where most of my networking comes from."),
        I("Okay. Let's go to tools. What's your hands-on with EDR, CrowdStrike specifically?",
          tag=T, agenda=MOVE(2)),
        C("Honestly, not much. We don't have EDR at Summit Ridge; everything we see is network-side. I've run "
          "Microsoft Defender in a home lab and I've watched the Falcon training videos, but I've never worked a "
          "real detection in Falcon. I'd be learning that on the job.", tag=V, crit=["c5"]),
        I("What about scripting? Anything you've built yourself?"),
        C("A couple of things in Python. The one I use most pulls our firewall deny logs every hour, checks the "
          "top 20 source IPs against the AbuseIPDB API, and posts anything with a confidence score over 80 into "
          "our Teams channel. It's about 120 lines. Before that, someone checked IPs by hand on day shift only. I "
          "also use PowerShell for AD lookups, Get-ADUser with lastLogonTimestamp, when I'm checking stale "
          "accounts.", tag=S, crit=["c5"]),
        I("And cloud? Any AWS or Azure incident work?"),
        C("No real incident work in cloud. I've done the AWS Cloud Practitioner material and poked around "
          "CloudTrail in a free-tier account, but I couldn't tell you from experience what normal looks like in a "
          "production account. That's a gap, and I know it.", tag=V, crit=["c5", "c6"]),
        I("How do you keep current?"),
        C("I do a TryHackMe room most weeks, and I passed CySA+ in February. When CISA updates the Known "
          "Exploited Vulnerabilities catalog, I check whether any of the 14 vendors we run are on it, and I post "
          "it in our channel if they are. Most recently I worked through the Boss of the SOC v3 dataset to get "
          "used to writing SPL on messier data than ours.", tag=S, crit=["c6"]),
        I("That's us. What questions do you have?", tag=T, agenda=MOVE(3)),
        C("What do the first ninety days look like? Is there shadowing before I'm on the queue alone?", tag=Q),
        I("Four weeks shadowing on days, then you're on the queue with a buddy for your first night week. There's "
          "a runbook for the top twenty alert types."),
        C("And how does the on-call week work? Is it paid separately?", tag=Q),
        I("Yes, a flat on-call stipend, plus hourly pay if you're called out. I'll send you the exact figures."),
        C("Thanks, that's everything from me."),
        I("Thanks, Andre. We'll get back to you within a week about the next stage.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- security operations analyst, weak
INTERVIEWS.append({
    "key": "security_operations_analyst-weak",
    "family": "security_operations_analyst",
    "expected": "negative",
    "risky_topic": "disability_health",
    "candidate": {"firstName": "Tyler", "lastName": "Brandt", "currentTitle": "Junior Security Analyst",
                  "currentCompany": "Keystone Managed Security"},
    "turns": [
        I("Hi Tyler, I'm Priya, I manage the SOC, and Luis from the team is with me. About forty minutes. Want to "
          "kick off with a quick intro?", agenda=START()),
        C("Sure, yeah. I'm Tyler Brandt, BS Information Technology from Metro State. Right now I'm a junior "
          "security analyst at Keystone Managed Security, an MSSP, so I work across a bunch of client "
          "environments. Cyber's really my thing, and I'm looking for my next step."),
        I("Let's start with triage. Impossible-travel alert: sign-in from Denver, then forty minutes later from "
          "Lagos. What do you do?", tag=T, agenda=MOVE(0)),
        C("So I'd take a holistic approach. I'd leverage the SIEM to correlate the data and get the full picture, "
          "then follow our best practice playbook so we're covering everything end to end.",
          tag=V, crit=["c1"]),
        I("Which fields would you look at first, and in which tool?"),
        C("Definitely the log data. At Keystone our tooling is really robust, so the platform surfaces the key "
          "information for us. I'd look at the relevant indicators and make a data-driven decision from there.",
          tag=V, crit=["c1"]),
        I("How do you decide whether to escalate or close?"),
        C("It's about risk. If it looks risky we escalate to the right stakeholders, and if not we close it out. "
          "Our team has a really strong culture of alignment around that, so it's pretty seamless.",
          tag=V, crit=["c2"]),
        I("Moving on. Tell me about a real incident you worked yourself.", tag=T, agenda=MOVE(1)),
        C("Okay, one I did myself. Last month a user at one of our clients reported a phishing email pretending "
          "to be DocuSign. I looked up the sender in Proofpoint, found it had gone to 11 other people, and pulled "
          "those copies out of the mailboxes. Two people had clicked, so I sent their names to the client's IT "
          "contact for password resets. It took me about an hour.", crit=["c3"]),
        I("How would you explain that to the client's finance director?"),
        C("I'd keep it high level and really transparent. Executives care about the big picture, so I'd focus on "
          "business impact and our commitment to continuous improvement going forward.", tag=V, crit=["c4"]),
        I("Okay. Heads-up, this has a night week once a month. Anything health-wise, meds, sleep stuff, whatever, "
          "that makes nights rough for you? Just want to make sure you'd be alright.", tag=R),
        C("I'd rather not get into health stuff. I've read the rotation in the posting, and I can work it."),
        I("Thanks. Back to incidents. What was your part in the last big one at Keystone?"),
        C("We had a ransomware scare with one client and the whole team really came together. I was part of the "
          "war room, and we owned that situation end-to-end and got the client back on track.",
          tag=V, crit=["c3"]),
        I("Let's talk tools. Tell me something specific you've built or written, in Splunk or a script.",
          tag=T, agenda=MOVE(2)),
        C("I'm very comfortable in Splunk. I've worked with dashboards and queries a lot, and I'd say I'm really "
          "dynamic in how I leverage different tools depending on the client.", tag=V, crit=["c5"]),
        I("Could you describe one query you wrote from scratch, roughly what it did?"),
        C("Honestly, it's more that I work with what the platform gives us. Our engineering folks build most of "
          "the content and we're aligned on the use cases, so I'm more on the consuming side.",
          tag=V, crit=["c5"]),
        I("How do you keep your skills up to date?"),
        C("I'm always on a learning journey. I follow a lot of thought leaders on LinkedIn and try to stay ahead "
          "of the curve. It's really about having a growth mindset.", tag=V, crit=["c6"]),
        I("Thanks. What would you like to ask us?", tag=T, agenda=MOVE(3)),
        C("What's the path to Tier 2 here? How long does that usually take?", tag=Q),
        I("It depends on the person. Most people move up after eighteen months to two years, once they've led a "
          "few incidents."),
        C("Cool. And is the role fully on-site, or hybrid?", tag=Q),
        I("On-site for the first three months, then two remote days a week on day shifts."),
        C("Awesome, thanks."),
        I("Thanks for your time, Tyler. We'll be in touch next week.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- care home manager, strong
INTERVIEWS.append({
    "key": "care_home_manager-strong",
    "family": "care_home_manager",
    "expected": "positive",
    "risky_topic": "children_childcare",
    "candidate": {"firstName": "Grace", "lastName": "Adeyemi", "currentTitle": "Deputy Manager",
                  "currentCompany": "Ashgrove House"},
    "turns": [
        I("Hello Grace, thanks for coming over to Harrogate. I'm Martin, operations director for Heatherbank, and "
          "this is Sue, who owns the group with her brother. Shall we start with a bit about you?",
          agenda=START()),
        C("Thank you. I'm Grace Adeyemi, Level 5 Diploma in Leadership and Management for Adult Care, and I'm "
          "deputy manager at Ashgrove House in Leeds, 60 beds, nursing and residential. I've been there five "
          "years, deputy for the last two. Before that I was a senior carer and then unit lead on the dementia "
          "floor."),
        I("Let's go straight into quality. Willow Lodge was rated Requires Improvement last year, in safe and "
          "well-led. Tell me about an audit or inspection finding you've used to actually change practice.",
          tag=T, agenda=MOVE(0)),
        C("Our medication audit in 2022 found 14 missed signatures on MAR charts in one month, mostly on nights. "
          "I sat in on two night medication rounds myself and saw the round was being interrupted by call bells "
          "all the time. I brought in a 'do not disturb' tabard for whoever was doing the round and moved the "
          "round 30 minutes earlier, before the busiest bell time. I re-audited weekly for 8 weeks. By the third "
          "month we were down to 1 or 2 a month, and when CQC came in 2023 there were no findings on medicines.",
          tag=S, crit=["c1"]),
        I("What part did you play in that 2023 inspection?"),
        C("I supported it as deputy: I pulled the evidence together and I walked the inspector round the dementia "
          "floor. But I've never been the registered manager sitting across from the inspector, and I haven't "
          "held the registration myself. I'd be honest that that's new, and I'd want to lean on Heatherbank's "
          "other managers the first time.", tag=V, crit=["c1"]),
        I("Right. Safeguarding. Take me through the last concern you dealt with."),
        C("In March a carer told me a resident had a bruise on her inner arm and had said her son 'gets rough'. "
          "First, her safety: the son was due that afternoon, so I arranged for his visit to be in the lounge "
          "with staff present. I got the carer to write down what she saw and the resident's exact words, and the "
          "nurse and I body-mapped the bruise. I made the referral to the Leeds adult safeguarding team that day, "
          "logged by 2pm. I sent the CQC statutory notification and told our registered manager. The strategy "
          "meeting was 4 days later, and supervised visits stayed in place until it finished.",
          tag=S, crit=["c2"]),
        I("Let's talk about the team. Tell me about a performance issue you've managed with a carer.",
          tag=T, agenda=MOVE(1)),
        C("A senior carer was late 9 times in 6 weeks, always on earlies. I had an informal conversation in "
          "supervision first and asked what was going on. Her bus route had changed. We agreed a one-month trial "
          "starting at 8 instead of 7:30, with a colleague swapping. When she was late twice more after that, I "
          "moved it to a formal stage-one meeting under the policy, with a written outcome. She's been on time "
          "for the 4 months since. I keep supervision notes for all 11 seniors on one tracker so I can see "
          "patterns.", tag=S, crit=["c3"]),
        I("What about rotas and agency? What control do you have over spend now?"),
        C("I do the rotas for the residential floor, 32 beds, and I sign off every agency shift. In January we "
          "were spending around £9,000 a month on agency carers. I built a bank of 6 relief staff from former "
          "employees and students, gave them first refusal on gaps, and made a rule that agency had to be "
          "approved by me or the manager, not the night senior. By June agency was under £3,000 a month. I check "
          "it weekly against the dependency tool.", tag=S, crit=["c4"]),
        I("And the home's overall budget?"),
        C("To be honest, I haven't set one. I manage the staffing line and I see the monthly P&L, but the annual "
          "budget is done by our manager and the finance team. I understand the main lines, and I know staffing is "
          "the biggest by far, but I'd need support in the first year.", tag=V, crit=["c4"]),
        I("Thanks. You'd be on call one weekend in four. Have you got little ones at home? I'm just wondering how "
          "you'd juggle it.", tag=R),
        C("I'd rather keep my family out of it, if that's okay. I've read the on-call pattern and I can cover it. "
          "I do one in three at Ashgrove now."),
        I("Okay. Residents and families. How do you involve families in care planning?", tag=T, agenda=MOVE(2)),
        C("Every plan is reviewed at least monthly, and I invite families to the six-monthly review in person or "
          "on video. At Ashgrove I started a 'This is me' meeting within 72 hours of admission, where the family "
          "tells us routines, food, and the name the person likes to be called. When a daughter complained her "
          "mum was being got up at 6:30 when she'd always slept late, I checked the daily notes, found it was a "
          "night-shift habit, changed the plan, and rang her back within the week to say what had changed.",
          tag=S, crit=["c5"]),
        I("And day-to-day dementia care: something you've changed?"),
        C("Mealtimes. On our dementia floor, 18 residents, 5 people had lost more than 5 percent of their weight "
          "in 3 months. I introduced red plates, because the contrast helps people see the food, finger-food "
          "options at lunch, and protected mealtimes with no medication rounds or cleaning. I reviewed the weights "
          "monthly with the kitchen manager, and after 3 months 4 of the 5 had stabilised or gained.",
          tag=S, crit=["c6"]),
        I("What about a complaint that got away from you, one that escalated?"),
        C("A son went to the local authority after his father had a fall at 3 in the morning and we didn't ring "
          "him until 8. The policy said call at a reasonable hour unless there's a hospital transfer, but the "
          "family had asked to be called for anything, and that wasn't in the care plan. That was my mistake; "
          "I'd done the admission. I met him within 2 days, apologised, showed him the plan, and over the next "
          "month I added a contact-preferences section to all 60 plans. The local authority closed it with no "
          "further action.", tag=S, crit=["c5"]),
        I("That's everything from us. What would you like to ask?", tag=T, agenda=MOVE(3)),
        C("What's the current occupancy at Willow Lodge, and where's agency spend sitting?", tag=Q),
        I("We're at forty-one of forty-eight. Agency has been high since the last manager left. I'll share the "
          "figures afterwards."),
        C("And would I have a deputy, or is that a post I'd be recruiting to?", tag=Q),
        I("There's a deputy in post, Carol, who's been there eleven years. She isn't applying for this role."),
        C("Thank you, that's helpful."),
        I("Thank you, Grace. We'll let you know by Wednesday, and if it's a yes there'd be a walk-round with the "
          "team.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- care home manager, weak
INTERVIEWS.append({
    "key": "care_home_manager-weak",
    "family": "care_home_manager",
    "expected": "negative",
    "risky_topic": "religion",
    "candidate": {"firstName": "Paula", "lastName": "Hennessy", "currentTitle": "Care Coordinator",
                  "currentCompany": "BrightPath Home Care"},
    "turns": [
        I("Hello, thanks for coming in. I'm Martin, operations director, and Sue's here too; she owns the group. "
          "Could you start by telling us about yourself?", agenda=START()),
        C("Hi, yes, thank you. So I'm a care coordinator at a domiciliary care agency over in Wakefield. I "
          "organise the carers' rounds, set up new packages with the council, and do some spot checks in people's "
          "homes. Before that I was a carer myself for a long time."),
        I("What's drawn you to a registered manager post?"),
        C("I think it's the natural next step for me. I've been in care a long time and I'd like to run my own "
          "service and put my stamp on it."),
        I("Willow Lodge was rated Requires Improvement last year. How have you used audits or inspection "
          "findings to change practice?", tag=T, agenda=MOVE(0)),
        C("I think quality is about having a robust framework and making sure everyone's aligned with it. We're "
          "really big on continuous improvement, so we're always looking at what we could do better as a team.",
          tag=V, crit=["c1"]),
        I("Could you give me one audit you've run, and what changed because of it?"),
        C("We do lots of audits, care plans, meds, that sort of thing. Our ethos is that everyone owns quality, so "
          "the learning is really embedded. I'd bring that same ownership here.", tag=V, crit=["c1"]),
        I("A carer reports a bruise, and the resident says a relative hurt her. Take me through what you'd do."),
        C("I'd make sure the resident's safe first, that she's not left alone with that relative. Then I'd get the "
          "carer to write down exactly what she saw and what the lady said, in her own words, and I'd ring the "
          "council's safeguarding team the same day. I've done two referrals at the agency. Here I'd also have to "
          "send a notification to CQC. I've not done that myself, but I know it's required.", crit=["c2"]),
        I("Let's talk about leading the team. Tell me about a time you managed a carer's performance.",
          tag=T, agenda=MOVE(1)),
        C("I'm very much a people person, so I lead with empathy. I believe in empowering staff and giving them "
          "ownership, and that usually sorts things out before they become an issue.", tag=V, crit=["c3"]),
        I("And if it didn't sort itself out, what did you actually do?"),
        C("Then we'd follow the process and pass it to HR. Our team is very transparent, so there aren't really "
          "any surprises. It's about having those honest conversations.", tag=V, crit=["c3"]),
        I("How would you bring agency spend down here?"),
        C("I'd look at the big picture and be really data-driven about it. I'd want the right people in the right "
          "seats and a seamless rota, so we're not reliant on agency going forward.", tag=V, crit=["c4"]),
        I("Okay. Sorry, I couldn't help noticing your cross. Are you a churchgoer yourself? A lot of our residents "
          "love the Sunday service.", tag=R),
        C("Oh, I'd rather keep my own beliefs out of it, if you don't mind. But I'd always make sure residents "
          "could keep up their faith, whatever it is."),
        I("Moving on to residents and families. How do you involve families in care planning?",
          tag=T, agenda=MOVE(2)),
        C("Families are key stakeholders, so it's about co-creating the plan together. We're very person-centred, "
          "and we make sure families feel heard on their journey with us.", tag=V, crit=["c5"]),
        I("Tell me about a family complaint you handled yourself."),
        C("We had a family that weren't happy once, and we took it on board as a team and turned it into a "
          "learning opportunity. It was resolved in the end.", tag=V, crit=["c5"]),
        I("And day-to-day dementia care: what would you want to see on the floor here?"),
        C("A holistic approach, really. Dementia care should be bespoke to every resident, and I'm passionate "
          "about making sure their wellbeing is paramount.", tag=V, crit=["c6"]),
        I("Thanks. What questions have you got for us?", tag=T, agenda=MOVE(3)),
        C("Is there parking for staff? The buses from Wakefield aren't great.", tag=Q),
        I("Yes, there's parking on site, and mileage is paid for on-call visits."),
        C("And how many of the residents have dementia at the moment?", tag=Q),
        I("About half. The dementia unit upstairs has twenty-two beds and it's usually full."),
        C("Lovely, thank you."),
        I("Thanks for coming in. We'll be in touch by Wednesday.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- landscape gardener, strong
INTERVIEWS.append({
    "key": "landscape_gardener-strong",
    "family": "landscape_gardener",
    "expected": "positive",
    "risky_topic": "age",
    "candidate": {"firstName": "Owen", "lastName": "Pritchard", "currentTitle": "Self-employed Landscaper",
                  "currentCompany": "Pritchard Garden Services"},
    "turns": [
        I("Morning Owen, thanks for coming to the yard. I'm Nadia, I run the build crews, and Rob looks after our "
          "maintenance contracts. About forty minutes. Tell us a bit about yourself.", agenda=START()),
        C("Morning. I'm Owen Pritchard, RHS Level 2 in Practical Horticulture. I've been self-employed for about "
          "nine years round south Bristol, mostly patios, fencing, turf and planting for private customers, and I "
          "sub-contract for a couple of bigger firms in summer. Before that I was on the grounds team at a "
          "secondary school for six years."),
        I("How did you come across us?"),
        C("Your vans are always at the merchant's on Feeder Road when I'm there, and I finished a job next to one "
          "of your patios in Knowle last year. Your lads left the site cleaner than I do, which I noticed."),
        I("Let's start with hard landscaping. Say a 4 by 5 metre sandstone patio against the back of a house. "
          "Talk me through setting it out and building it.", tag=T, agenda=MOVE(0)),
        C("First I find the damp-proof course and make sure the finished patio sits at least 150 mil below it. I "
          "set out with pegs and a string line and build in a fall of about 1 in 60 away from the house, so over "
          "4 metres that's roughly 65 mil. Dig out to about 200, membrane down, then 100 mil of MOT type 1 "
          "compacted in two layers with the plate. I lay sandstone on a full mortar bed, 4 to 1 sharp sand and "
          "cement, never spot-bedded, and I prime the back of each slab with slurry. Joints are brushed-in "
          "compound or pointed, depending on the customer's budget.", tag=S, crit=["c1"]),
        I("And porcelain? We're doing more and more of it."),
        C("Honestly, I've only laid porcelain twice, and both times I was nervous about it. I know it needs the "
          "slurry primer because it doesn't absorb, and a proper porcelain blade, but I've not done enough to be "
          "quick or confident. I'd want to work alongside someone who's done a lot of it.", tag=V, crit=["c1"]),
        I("Fair. Planting now: north-facing front garden, clay soil, and the customer wants low maintenance. What "
          "goes in, and when?"),
        C("On clay in shade I'd pick things that cope with wet winters: Hydrangea 'Annabelle', Sarcococca for the "
          "winter scent, Hakonechloa, ferns like Dryopteris, and Geranium 'Rozanne' on the brighter edge. I'd plant "
          "in October, while the soil's still warm and there's rain coming. I dig in a good 50 mil of composted "
          "bark, but I don't dig a deep planting pit in clay because it just fills like a bucket. Then 75 mil of "
          "mulch. And I tell the customer straight: water once a week through the first summer or you'll lose "
          "things.", tag=S, crit=["c2"]),
        I("Let's move on to safety and machinery. What daily checks do you do on, say, a petrol hedge cutter or a "
          "mower?", tag=T, agenda=MOVE(1)),
        C("Same routine every morning before it leaves the van. Hedge cutter: blades clean and sharp, no cracked "
          "teeth, guard on, throttle lock working, fuel mixed at 50 to 1 and the can dated. On the ride-on I check "
          "oil, tyre pressures and the blade bolts, and I test the seat cut-out: I lift off the seat and the "
          "blades should stop. I keep a notebook in the van with blade sharpening and service dates. The hedge "
          "cutter gets a service every 50 hours.", tag=S, crit=["c3"]),
        I("Mini-diggers. Have you got a ticket?"),
        C("No, and I'll be straight about it. I've used a 1.5 tonne on a handful of jobs, hired with an operator "
          "the first time, and I'm comfortable on it, but I haven't got an NPORS or CPCS card. If your insurance "
          "needs one, I'd need to do the course.", tag=V, crit=["c3"]),
        I("Manual handling and site hazards. Give me an example where you changed how a job was done because of "
          "a hazard."),
        C("Last spring, a terraced house with no side access, so everything came through the house: about 14 "
          "tonnes of material. I didn't want anyone carrying 25 kilo bags through a hallway and up 3 steps all "
          "day, so I hired a tracked barrow, boarded the hall floor, and had the sand and type 1 delivered in 1 "
          "tonne bulk bags onto the pavement with a council permit. I did the risk assessment on my phone and went "
          "through it with the two lads: eye protection and masks for cutting, and I only cut at the front, with "
          "water suppression on the saw.", tag=S, crit=["c4"]),
        I("Thanks. It's hard graft, this, every day. You're not far off retirement yourself, are you? How many "
          "more years have you got in you, d'you reckon?", tag=R),
        C("I'd rather leave my age out of it. I'm doing this work five days a week now, and I'm happy to do a paid "
          "trial day if you want to see me on the tools."),
        I("Noted. Clients and crew. Tell me about a client who changed their mind mid-job.",
          tag=T, agenda=MOVE(2)),
        C("Last year a customer decided halfway through a 30 square metre patio that she wanted a raised bed "
          "instead of the last 6 square metres. I stopped, measured what would change, and wrote her a variation "
          "on the back of the quote: the extra sleepers, 2 extra days, and the difference in cost, £640. She "
          "signed it before we carried on. I learned the hard way that if it's not written down, it turns into an "
          "argument at the end.", tag=S, crit=["c5"]),
        I("If you're running the crew for the day, how do you plan it?"),
        C("I plan the night before. I check the weather, and I ring the merchant to confirm the delivery time. If "
          "it's 8 o'clock, I want the ground ready so the lorry isn't waiting. On a 3-person crew I'd have one on "
          "cutting and pointing, one on barrowing and levelling, and I do the laying. I also pick a stopping point "
          "by 3:30 so we've got an hour to clean up, because customers judge you on how the drive looks at "
          "half four.", tag=S, crit=["c6"]),
        I("And when a job's going to run late, do you tell the client, and when?"),
        C("Always, and before they notice. On a fencing job in February we hit old concrete footings under 7 of "
          "the posts. I rang the customer at 11 that morning, not at the end of the day, told her it would add a "
          "day and about £180 for breaking out and skipping the concrete, and sent her photos. She agreed by text. "
          "We finished on the Thursday instead of the Wednesday.", tag=S, crit=["c5", "c6"]),
        I("Thanks, Owen. What questions have you got for us?", tag=T, agenda=MOVE(3)),
        C("Would I be on a build crew full-time, or split with maintenance?", tag=Q),
        I("Build mostly, March to October, then roughly half and half in winter when the build work slows."),
        C("And do you pay for tickets, say if I did the mini-digger course?", tag=Q),
        I("Yes, we pay for the course and the day, as long as you stay twelve months afterwards. Otherwise it's "
          "repaid on a sliding scale."),
        C("Sounds fair. That's me, thanks."),
        I("Thanks for coming down. We'll ring you by Friday, and if it's a yes we'll set up a trial day.",
          tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------- landscape gardener, weak
INTERVIEWS.append({
    "key": "landscape_gardener-weak",
    "family": "landscape_gardener",
    "expected": "negative",
    "risky_topic": "marital_status",
    "candidate": {"firstName": "Kieran", "lastName": "Doyle", "currentTitle": "Grounds Maintenance Operative",
                  "currentCompany": "Greenway Estate Services"},
    "turns": [
        I("Morning Kieran, thanks for coming to the yard. I'm Nadia, I run the build crews, and Rob looks after "
          "maintenance. Tell us a bit about yourself.", agenda=START()),
        C("Morning. I'm Kieran Doyle. I've been doing grounds maintenance for a contractor for a few years now, "
          "housing estates, verges, a few schools, so mowing, strimming, hedges, litter picking. I'm looking to "
          "get more into the landscaping side."),
        I("Let's start with hard landscaping. Sandstone patio against the back of a house: how would you set it "
          "out and build it?", tag=T, agenda=MOVE(0)),
        C("I'd follow best practice, obviously. Get the prep right, make sure it's all level and looks the part. "
          "I'm really passionate about getting a quality finish.", tag=V, crit=["c1"]),
        I("What depth would you dig out, and what goes underneath?"),
        C("It depends on the job, really. Whatever the spec says, I'd be adaptable. On our team the lead usually "
          "sorts the levels and I'm more on the labouring side, so we'd work it out together on the day.",
          tag=V, crit=["c1"]),
        I("Planting. North-facing front garden, clay soil, customer wants low maintenance. What would you "
          "suggest?"),
        C("I'd look at the big picture with the customer and what they're after. Something low maintenance, "
          "shrubs and that. We'd want it looking good all year round, so a bit of everything.",
          tag=V, crit=["c2"]),
        I("Any particular plants you'd use?"),
        C("Not off the top of my head, but I'd do my research. I'm a quick learner and I see every job as a "
          "learning opportunity.", tag=V, crit=["c2"]),
        I("Okay, safety and machinery. What checks do you do on a mower or strimmer before you use it?",
          tag=T, agenda=MOVE(1)),
        C("On the ride-on I check the oil and fuel, look at the blades for damage, and test the seat cut-out: you "
          "lift off the seat and it should stop. On the strimmer I make sure the guard's on and the line isn't too "
          "long, and I wear the visor and ear defenders. If something's wrong I put a tag on it and tell the "
          "supervisor.", crit=["c3"]),
        I("And site hazards. An example where you changed how you worked because of a hazard?"),
        C("Safety's non-negotiable for me. Our company's very compliant with all the risk assessments, and we "
          "always make sure everyone's on the same page before starting.", tag=V, crit=["c4"]),
        I("Can you think of one specific time, though?"),
        C("Nothing springs to mind, to be honest. We always take ownership of our own safety, and the team looks "
          "out for each other.", tag=V, crit=["c4"]),
        I("Alright. Will your other half be okay with the half-seven starts and Saturdays in summer? Or is it "
          "just you at home?", tag=R),
        C("I'll leave home stuff out of it, if that's alright. The starts and the Saturdays are fine by me."),
        I("Clients and crew now. Tell me about a client who wasn't happy with something.", tag=T, agenda=MOVE(2)),
        C("I'm a real people person, so customers usually love us. If anyone's not happy we go above and beyond "
          "to put it right. It's all about the customer at the end of the day.", tag=V, crit=["c5"]),
        I("And planning the crew's day: how would you go about it?"),
        C("I'd say it's about communication and everyone knowing their role. Going forward I'd want to step up "
          "and take more ownership of that side.", tag=V, crit=["c6"]),
        I("Thanks. Anything you'd like to ask us?", tag=T, agenda=MOVE(3)),
        C("What's the overtime like in summer?", tag=Q),
        I("Most Saturdays from April to September, if you want them, at time and a half."),
        C("And would I get to use the diggers and that?", tag=Q),
        I("Once you've got the ticket, yes. We put people through the course after probation."),
        C("Sound, cheers."),
        I("Thanks for coming in, Kieran. We'll let you know by Friday.", tag=T, agenda=CLOSE()),
    ],
})

# ---------------------------------------------------------------------------------------------------- README notes
# Used only by build.py to describe the set in README.md; not written into the interview files.
FAMILY_NOTES = {
    "flight_attendant": ("Northmoor Airways", "UK, Manchester base",
                         "short-haul cabin crew; safety first, then service and onboard retail"),
    "security_operations_analyst": ("Bluestem Mutual Insurance", "US, Denver, Colorado",
                                    "Tier 1 analyst in an in-house SOC; Splunk ES, CrowdStrike, Entra ID"),
    "care_home_manager": ("Heatherbank Care (Willow Lodge)", "UK, Harrogate, North Yorkshire",
                          "Registered Manager of a 48-bed residential and dementia home rated Requires Improvement"),
    "landscape_gardener": ("Fernhill Landscapes", "UK, Bristol",
                           "build-crew landscaper: patios, fencing, planting, machinery"),
}
RISKY_NOTES = {
    "flight_attendant-strong": "small-talk slip about the candidate's accent; she declines and offers a language test",
    "flight_attendant-weak": "concern about rosters and starting a family; she declines and confirms the rosters",
    "security_operations_analyst-strong": "aside about how he left the Air Force and his DD-214; he declines and "
                                          "offers to discuss his training",
    "security_operations_analyst-weak": "concern about night shifts, medication and sleep; he declines and confirms "
                                        "the rotation",
    "care_home_manager-strong": "on-call weekends and 'little ones at home'; she declines and cites her current "
                                "on-call pattern",
    "care_home_manager-weak": "slip about a cross necklace and church; she declines and speaks to residents' faith",
    "landscape_gardener-strong": "'not far off retirement' remark about hard graft; he declines and offers a "
                                 "paid trial day",
    "landscape_gardener-weak": "whether his 'other half' minds the early starts; he declines and confirms the "
                               "hours",
}
