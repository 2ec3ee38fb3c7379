"""The eight interviews of the set, as Python data.

Each family holds what both of its interviews share (template title, job description, scorecard, agenda).
Each interview lists its turns as tuples; build.py turns them into the JSON format:

    ("OPEN", text)            interviewer, opening turn (agenda start 0)
    ("NEXT", text)            interviewer, closes the current agenda item and starts the next
    ("CLOSE", text)           interviewer, closes the last agenda item
    ("ASK", text)             interviewer, an ordinary question or follow-up
    ("RISKY", text)           interviewer, the one question on a protected topic
    ("INTRO", text)           candidate, introduction (untagged)
    ("REPLY", text)           candidate, untagged turn without criteria (declines, thanks, goodbyes)
    ("STRONG", text, [n..])   candidate, strong_answer speaking to scorecard criteria n (1-6)
    ("VAGUE", text, [n..])    candidate, vague_answer speaking to criteria n
    ("MODEST", text, [n..])   candidate, untagged but modestly concrete answer with criteria
    ("QUESTION", text)        candidate, candidate_question in the last agenda item

All people and employers are fictional.
"""

FAMILIES = {
    # ------------------------------------------------------------------ midwife (England, NHS)
    "midwife": {
        "templateTitle": "Maternity: Band 6 Midwife (Integrated Hospital and Community)",
        "jobDescription": (
            "Wyvern Valley Hospitals NHS Trust runs the Kestrel Maternity Unit: an obstetric-led labour ward, an "
            "alongside midwife-led birth centre and four community hubs covering market towns and a large rural "
            "area, with about 3,800 births a year. This Band 6 post rotates between the labour ward, the birth "
            "centre and a community caseload, and includes supervising student midwives from the local university.\n"
            "\n"
            "Responsibilities:\n"
            "- Provide midwifery care in labour, including CTG and intermittent auscultation, and escalate concerns "
            "using the unit's guidelines\n"
            "- Carry a shared community caseload of antenatal and postnatal women, including home visits\n"
            "- Recognise and refer safeguarding concerns and keep accurate records on the electronic maternity "
            "record\n"
            "- Act as practice supervisor for student midwives and support newly qualified colleagues\n"
            "\n"
            "Requirements:\n"
            "- Registered Midwife with a live NMC registration\n"
            "- At least 12 months' post-registration experience, including labour ward\n"
            "- Up to date with PROMPT (or equivalent) obstetric emergency training and newborn life support\n"
            "- Able to meet the travel needs of community work across the Trust's area\n"
            "\n"
            "Hours: 37.5 a week on a rotating pattern of 12-hour shifts, nights, weekends and community on-call; "
            "pay Agenda for Change Band 6, £37,338 to £44,962 a year."
        ),
        "sections": [
            ("Care in labour", [
                "Describes how they monitor a woman and baby in labour and the findings that make them escalate",
                "Explains their own actions step by step in an obstetric emergency such as shoulder dystocia or "
                "postpartum haemorrhage",
            ]),
            ("Safeguarding and personalised care", [
                "Describes how they identify a safeguarding concern, who they refer it to and what they record",
                "Shows how they support a woman's informed choice when it differs from clinical advice",
            ]),
            ("Teamwork, records and supporting learners", [
                "Explains how they hand over care and keep contemporaneous records on the maternity system",
                "Describes how they have supported a student or junior colleague and what changed as a result",
            ]),
        ],
        "agenda": [
            ("Welcome and background", 5, "Introductions, the candidate's current post and the shape of the interview."),
            ("Care in labour", 12, "Monitoring, escalation and obstetric emergencies, using a short scenario."),
            ("Safeguarding and personalised care", 10, "Recognising and referring concerns; informed choice and birth plans."),
            ("Teamwork, records and supporting learners", 10, "Handover, documentation and practice supervision."),
            ("Candidate's questions and close", 5, "Questions from the candidate and next steps."),
        ],
    },
    # ------------------------------------------------------------------ locksmith (Bristol)
    "locksmith": {
        "templateTitle": "Field Services: Mobile Locksmith",
        "jobDescription": (
            "Avonbank Locksmiths is an independent locksmith company with nine vans covering Bristol, Bath and "
            "north Somerset. We handle emergency lockouts, lock upgrades for landlords and insurers, and planned "
            "repairs for two housing associations. We are hiring an experienced mobile locksmith to run their own "
            "van and daily call-outs, with a share of the out-of-hours rota.\n"
            "\n"
            "Responsibilities:\n"
            "- Gain entry to homes and businesses for verified customers, using non-destructive methods wherever "
            "possible\n"
            "- Supply and fit locks to BS 3621, TS 007 and insurer requirements, including uPVC multipoint repairs\n"
            "- Quote, agree and take payment on site, and record every job on the job app\n"
            "- Keep the van stocked and take part in the out-of-hours rota\n"
            "\n"
            "Requirements:\n"
            "- At least 2 years' experience as a working locksmith\n"
            "- Competent at non-destructive entry, including picking and uPVC entry techniques\n"
            "- Willing to complete a basic DBS check after an offer is made\n"
            "- Full UK driving licence (company van provided)\n"
            "\n"
            "Hours: 40 a week, Monday to Friday 8am to 5pm, plus one week in six on the out-of-hours rota; pay "
            "£32,000 to £36,000 a year plus a call-out payment."
        ),
        "sections": [
            ("Entry and lock fitting", [
                "Describes the non-destructive entry methods they try first and when they decide to drill or "
                "destroy a lock",
                "Explains how they choose, fit and test a lock to a stated standard such as BS 3621 or TS 007",
            ]),
            ("Customers, security and pricing", [
                "Shows how they check that a person has the right to enter a property before opening it",
                "Explains how they quote and agree a price with the customer before starting work",
            ]),
            ("Working on the road", [
                "Describes how they plan call-outs, stock the van and record jobs",
                "Describes a job that went wrong and what they personally did to put it right",
            ]),
        ],
        "agenda": [
            ("Welcome and background", 5, "Introductions and the candidate's current work."),
            ("Entry and lock fitting", 12, "Non-destructive entry, uPVC work and fitting to a standard."),
            ("Customers, security and pricing", 11, "Proof of residence, late-night call-outs and quoting."),
            ("Working on the road", 9, "Planning the day, van stock, records and jobs that went wrong."),
            ("Your questions and close", 5, "The candidate's questions and next steps."),
        ],
    },
    # ------------------------------------------------------------------ grants officer (Colorado, US)
    "grants_officer": {
        "templateTitle": "Philanthropy: Grants Officer",
        "jobDescription": (
            "Two Mesas Community Foundation is a public charity in Grand Junction, Colorado. We manage about 140 "
            "donor-advised and designated funds and run three competitive grant programs for nonprofits in Mesa "
            "and Delta counties, awarding around $4.2 million a year. The Grants Officer runs the application "
            "cycle for our community and youth programs, from eligibility review to final reports.\n"
            "\n"
            "Responsibilities:\n"
            "- Review applications for eligibility, budget and organizational capacity, and write recommendations "
            "for the grants committee\n"
            "- Support first-time and small applicants through information sessions and office hours\n"
            "- Keep grant records, payments and reporting deadlines accurate in our grants management system\n"
            "- Monitor grantee reports, follow up late or incomplete reports and flag concerns\n"
            "\n"
            "Requirements:\n"
            "- 2+ years' experience in grantmaking, grant writing or nonprofit program management\n"
            "- Able to read a nonprofit budget, audit or Form 990\n"
            "- Experience with a grants management system or CRM\n"
            "- Clear, concise writing for committee papers\n"
            "\n"
            "Hours: full time, 40 hours a week, hybrid with 3 days in the office; pay $58,000 to $66,000 a year "
            "plus benefits."
        ),
        "sections": [
            ("Reviewing applications", [
                "Explains how they assess an applicant's budget and organizational capacity, naming what they check",
                "Describes how they write a funding recommendation for a committee or board",
            ]),
            ("Working with grantees", [
                "Shows how they help first-time or small applicants while keeping the process fair to everyone",
                "Describes how they handle a grantee that is late with reports or has spent funds off-plan",
            ]),
            ("Systems, reporting and compliance", [
                "Explains how they keep grant records and deadlines accurate in a grants management system",
                "Describes how they check a grant against eligibility rules and donor restrictions",
            ]),
        ],
        "agenda": [
            ("Welcome and background", 5, "Introductions and the candidate's grants experience so far."),
            ("Reviewing applications", 12, "Budget and capacity review, and writing recommendations."),
            ("Working with grantees", 10, "Supporting applicants fairly; late reports and off-plan spending."),
            ("Systems, reporting and compliance", 10, "Grants systems, deadlines, eligibility and donor restrictions."),
            ("Your questions and close", 6, "The candidate's questions and next steps."),
        ],
    },
    # ------------------------------------------------------------------ hotel night manager (Edinburgh)
    "hotel_night_manager": {
        "templateTitle": "Front of House: Hotel Night Manager",
        "jobDescription": (
            "The Calton Rise is a 164-bedroom four-star hotel beside Waverley station in Edinburgh, owned by the "
            "independent Brackenfield Hotels group. We run above 85% occupancy for most of the year and close to "
            "full during the August festivals. The Night Manager is the senior person on site overnight, leading a "
            "night porter, a night receptionist and a security officer, and running the night audit.\n"
            "\n"
            "Responsibilities:\n"
            "- Run the night audit in Opera PMS, reconcile card and cash takings and send the end-of-day reports\n"
            "- Act as duty manager and fire marshal overnight, leading the response to alarms, medical calls and "
            "security incidents\n"
            "- Handle late arrivals, walk-ins, complaints and overbookings, including relocating guests\n"
            "- Brief and supervise the night team and hand over to the morning duty manager\n"
            "\n"
            "Requirements:\n"
            "- At least 2 years' supervisory experience in a hotel front office, ideally including nights\n"
            "- Working knowledge of a property management system such as Opera or Mews\n"
            "- First Aid at Work certificate, or willing to gain it within 3 months\n"
            "- Confident handling cash, card reconciliations and basic spreadsheets\n"
            "\n"
            "Hours: four nights on, four nights off, 22:00 to 07:30 (about 42 hours a week on average); pay "
            "£36,500 a year plus service charge."
        ),
        "sections": [
            ("Night operations", [
                "Describes how they run the night audit and reconcile takings, naming the system and the checks "
                "they make",
                "Explains step by step how they respond to a fire alarm or medical emergency overnight",
            ]),
            ("Guests, safety and security", [
                "Shows how they deal with a disruptive or intoxicated guest while keeping other guests and staff safe",
                "Describes how they handle an overbooking or a late arrival without a room, including what they offer",
            ]),
            ("Leading the night team", [
                "Explains how they brief, organise and check on night staff through the shift",
                "Describes how they hand over to the morning team and record incidents",
            ]),
        ],
        "agenda": [
            ("Welcome and background", 5, "Introductions and the candidate's current role."),
            ("Night audit and systems", 10, "Running the audit, reconciling takings and morning reports."),
            ("Guests, safety and security", 13, "Alarms, difficult guests and overbookings."),
            ("Leading the night team", 9, "Briefing, checking on and handing over the night team."),
            ("Your questions and close", 5, "The candidate's questions and next steps."),
        ],
    },
}


INTERVIEWS = [
    # ================================================================== midwife, strong
    {
        "key": "midwife-strong",
        "family": "midwife",
        "expected": "positive",
        "candidate": {"firstName": "Aoife", "lastName": "Brennan", "currentTitle": "Band 5 Midwife",
                      "currentCompany": "Ashcombe and District NHS Foundation Trust"},
        "risky_topic": "children_childcare",
        "turns": [
            ("OPEN", "Hi Aoife, thanks for coming in. I'm Ruth, I manage the labour ward, and this is Sam from the "
                     "community team. We've got about forty minutes. Could you start by telling us about yourself "
                     "and where you are now?"),
            ("INTRO", "Thanks for having me. I'm Aoife Brennan, BSc Midwifery from Plymouth, qualified in 2022. "
                      "Since then I've been a Band 5 at Ashcombe, mostly on the labour ward, with six months on the "
                      "postnatal ward. I finished my preceptorship last year, so this would be my first Band 6."),
            ("ASK", "What does a typical labour ward shift look like for you at Ashcombe?"),
            ("STRONG", "It's 07:30 to 20:00. I take handover at the board using SBAR, and I'd normally have one woman "
                       "in established labour, sometimes two if one's early. We record everything on BadgerNet. I do "
                       "an hourly fresh-eyes CTG review with another midwife and write it up straight away, not at "
                       "the end of the shift. Last month I was second to the coordinator on 4 shifts, which meant "
                       "covering the triage phone as well.", [5]),
            ("NEXT", "Let's move to care in labour. First baby, she's 7 centimetres, and the CTG baseline has crept "
                     "from 135 to 160 over the last hour. Talk me through what you'd do."),
            ("STRONG", "First I'd look at her, not just the paper: temperature, pulse, blood pressure, when she last "
                       "passed urine, and the colour of the liquor. A rising baseline like that makes me think of "
                       "infection, so if her temperature was 38 or over I'd start the sepsis screen. I'd classify the "
                       "CTG against our guideline, get a fresh-eyes review, and if it's pathological I'd call the "
                       "registrar and the coordinator together. I had almost exactly that a few weeks ago: maternal "
                       "temp 38.2, baseline 165. She had antibiotics within the hour and went on to a caesarean.",
             [1]),
            ("ASK", "And an emergency. Have you managed a shoulder dystocia yourself?"),
            ("STRONG", "Yes, once as the lead midwife, last March. The head delivered and turtled. I pulled the "
                       "emergency bell, said 'shoulder dystocia' out loud so everyone knew, and noted the time. I got "
                       "her flat into McRoberts and the second midwife did suprapubic pressure. That didn't release "
                       "it, so I delivered the posterior arm. Baby was born about 2 minutes after the head, Apgars 6 "
                       "and 9. I filled in the proforma and went back to debrief her the next day.", [2]),
            ("ASK", "What about a big postpartum haemorrhage? How confident are you there?"),
            ("VAGUE", "Honestly, less than I'd like to be. I've been the second or third person at a few, drawing up "
                      "drugs or scribing, but I haven't led one. I know the algorithm from PROMPT, and I'd want to "
                      "be the one leading at the next skills drill so I've actually done it with my own hands.", [2]),
            ("NEXT", "Thanks. Moving on to safeguarding and personalised care. Can you give us an example of a "
                     "safeguarding concern you picked up?"),
            ("STRONG", "On a postnatal visit last year, a 19-year-old mum's partner answered every question for her "
                       "and wouldn't leave the room. When he went out to move the car I asked the routine enquiry "
                       "question, and she told me he'd taken her phone and her bank card. I did the DASH checklist "
                       "with her, she scored 15, so with her consent I made a MARAC referral and rang our named "
                       "midwife for safeguarding that afternoon. I wrote it in the confidential part of the record, "
                       "not the hand-held notes, and passed it to the health visitor at handover.", [3]),
            ("ASK", "And when a woman's plan doesn't match what we'd advise?"),
            ("STRONG", "I had a woman with a BMI of 42 who wanted the birth centre pool, and our guideline says "
                       "labour ward. I didn't just say no. I sat with her for about 40 minutes, went through the "
                       "actual risks in numbers, and booked her in with the consultant midwife. She chose the labour "
                       "ward room that has a pool, and I wrote her choices into the plan so the night team didn't "
                       "have the same argument with her again.", [4]),
            ("RISKY", "Random one while I remember, do you have little ones of your own? The women always seem to "
                      "ask us that."),
            ("REPLY", "Ha, they do ask! I tend to keep my own family out of it, at work and here, if that's okay. "
                      "What I can tell you is that I've looked at the rota and the on-call, and they work for me."),
            ("NEXT", "Sure. Let's talk about teamwork and supporting learners. Have you supervised students?"),
            ("STRONG", "Yes, I've been a practice supervisor since I did the course in 2023 and I've had 3 students. "
                       "One second-year kept missing observations out of her handovers. I gave her an SBAR prompt "
                       "card and had her hand over to me first for a week before she did it to the team. By her "
                       "final assessment her practice assessor signed that proficiency off.", [6]),
            ("ASK", "Here you'd also be handing women over to and from community. How much of that side have you "
                    "done?"),
            ("VAGUE", "That's the part I've done least. I do the discharges to community from the postnatal ward, "
                      "but I've never been on the receiving end or carried a caseload. I'd need support with the "
                      "booking appointments and planning my own diary, and I'd rather say that now than find out "
                      "in week one.", [5]),
            ("ASK", "How do you keep your notes up to date when the ward's busy?"),
            ("STRONG", "I write as I go. On BadgerNet I enter the partogram every 30 minutes and each CTG review "
                       "hourly, and anything I add later I mark as a retrospective entry with the time. In my last "
                       "records audit in June I got 96%. The thing I'd missed was signing off a fluid balance chart, "
                       "so I now check that before every handover.", [5]),
            ("NEXT", "Okay, we're nearly at time. What questions do you have for us?"),
            ("QUESTION", "How does the rotation work? How long would I be in each area, and would I have a mentor "
                         "when I start in community?"),
            ("ASK", "Six months in each area to begin with. Community starts with two weeks shadowing, and you'd "
                    "have a named Band 7 for the first three months."),
            ("QUESTION", "And is there a way onto the PROMPT faculty? I'd like more emergency drill experience."),
            ("ASK", "Yes, the faculty takes two or three people a year. Sam runs it, so she can tell you more "
                    "afterwards."),
            ("REPLY", "That's really useful. That's all from me, thank you both."),
            ("CLOSE", "Thanks, Aoife. We'll be in touch by Friday."),
            ("REPLY", "Thanks, have a good afternoon."),
        ],
    },
    # ================================================================== midwife, weak
    {
        "key": "midwife-weak",
        "family": "midwife",
        "expected": "negative",
        "candidate": {"firstName": "Chloe", "lastName": "Whitworth", "currentTitle": "Midwife",
                      "currentCompany": "Northgate Community Hospitals NHS Trust"},
        "risky_topic": "religion",
        "turns": [
            ("OPEN", "Morning, thanks for joining us. I'm Ruth, I manage the labour ward, and Sam's here from "
                     "community. We'll be about forty minutes. Tell us a bit about where you're working now."),
            ("INTRO", "Morning! So I'm a midwife at Northgate, I've been there a good while now, moving round "
                      "different areas: labour ward, antenatal clinic, a bit of everything really. Outside work I'm "
                      "quite involved with my church, I sing in the choir. I'm just ready for something new."),
            ("ASK", "What does your role involve day to day at Northgate?"),
            ("VAGUE", "It's really varied. We work very closely as a team and we're all about holistic, "
                      "woman-centred care. I'm quite a people person, so I just get stuck in and make sure the "
                      "woman's journey is seamless from handover onwards.", [5]),
            ("NEXT", "Let's go to care in labour. First-time mum at 7 centimetres, and the CTG baseline has gone "
                     "from 135 to 160 over an hour. What do you do?"),
            ("VAGUE", "I'd follow best practice and escalate appropriately. We always take a holistic view, so it's "
                      "about looking at the whole picture and making sure the team is aligned on the plan.", [1]),
            ("ASK", "What would you actually check on her, though? Walk me through it."),
            ("VAGUE", "Obviously all the usual observations, and I'd make sure the CTG was reviewed. It's really "
                      "about being proactive and having that robust escalation culture, so nothing gets missed "
                      "going forward.", [1]),
            ("ASK", "Tell me about an obstetric emergency you've been involved in."),
            ("VAGUE", "We've had a few and the team is amazing. Everyone just knows their role, it's very dynamic. "
                      "I'm always the one who stays calm and makes sure the woman feels empowered, which is "
                      "paramount for me.", [2]),
            ("ASK", "Can you pick one and tell me what you yourself did, step by step?"),
            ("MODEST", "There was a PPH after a forceps delivery on a night shift. I pulled the buzzer, gave the "
                       "syntometrine from the PPH box and rubbed up the fundus while the registrar came. After that "
                       "I was mainly weighing the pads and writing things down.", [2]),
            ("NEXT", "Okay. Safeguarding and personalised care next. Have you ever had to raise a safeguarding "
                     "concern?"),
            ("VAGUE", "Safeguarding is everybody's business, so we're very hot on it. Our team has a really "
                      "transparent culture and we'd always escalate to the right people. It's non-negotiable for "
                      "me.", [3]),
            ("ASK", "In your case, who did you refer it to, and what did you write down?"),
            ("VAGUE", "It went through the usual safeguarding channels. We have a really robust process and our "
                      "safeguarding lead is great, so it's very much a joined-up, end-to-end approach.", [3]),
            ("RISKY", "You mentioned your church earlier. I don't want to pry, but we do care for women having "
                      "terminations for fetal anomaly. Would your faith get in the way of that at all?"),
            ("REPLY", "I'd rather not go into my beliefs, if that's okay. I've read the job description, and I'd "
                      "follow the Trust's guidance on that care the same as anyone else."),
            ("ASK", "How do you handle a woman whose birth plan goes against our advice?"),
            ("VAGUE", "For me it's all about her choice, her body. We co-create the plan together and I always want "
                      "her to feel empowered. It's about meeting her where she is on her journey.", [4]),
            ("NEXT", "Let's move on to teamwork and learners. Have you supported students?"),
            ("VAGUE", "Yes, loads. I'm really passionate about supporting the next generation. I lead by example "
                      "and try to empower them to take ownership of their learning.", [6]),
            ("NEXT", "We're nearly out of time. What would you like to ask us?"),
            ("QUESTION", "What's the culture like on the unit? Is it a supportive team?"),
            ("ASK", "It's busy. We run a safety huddle every shift and there's a preceptorship network. People do "
                    "help each other out."),
            ("QUESTION", "And how soon would I get to work in the birth centre?"),
            ("ASK", "Everyone rotates, so it depends on the rota. Usually within the first year."),
            ("REPLY", "Lovely. No, that's everything from me."),
            ("CLOSE", "Thanks for coming in. We'll let you know by the end of the week."),
            ("REPLY", "Thank you, bye."),
        ],
    },
    # ================================================================== locksmith, strong
    {
        "key": "locksmith-strong",
        "family": "locksmith",
        "expected": "positive",
        "candidate": {"firstName": "Marcus", "lastName": "Threlfall", "currentTitle": "Self-employed Locksmith",
                      "currentCompany": "Threlfall Lock & Key"},
        "risky_topic": "arrest_record",
        "turns": [
            ("OPEN", "Thanks for coming over. I'm Phil, I run Avonbank, and this is Jas, who does our scheduling. "
                     "About forty minutes. Tell us what you're doing at the moment."),
            ("INTRO", "Hiya. So I've been locksmithing about six years now. The last four I've been self-employed, "
                      "mostly lockouts and uPVC repairs round south Bristol, plus subcontract work for a couple of "
                      "letting agents. Before that I did two years with a bigger firm in Gloucester, which is where "
                      "I learned the trade."),
            ("ASK", "How many jobs are you doing in a typical week?"),
            ("STRONG", "Between 25 and 35. Roughly 60% lockouts, the rest uPVC repairs and lock changes for the "
                       "letting agents. I run bookings and invoices off a job app on my phone, and I restock every "
                       "Friday at a trade counter in Avonmouth so I've always got at least 6 euro cylinders in each "
                       "common size on the van.", [5]),
            ("NEXT", "Let's get into entry and fitting. Customer's locked out, timber front door with a 5-lever "
                     "mortice and a nightlatch. What's your order of play?"),
            ("STRONG", "First I check whether the mortice is actually locked. Half the time it's only the nightlatch "
                       "on the latch, and then I'll slip it or use a letterbox tool, that's 2 minutes. If the "
                       "mortice is locked I'll pick it with a curtain pick. On a decent 5-lever that takes me 10 to 20 "
                       "minutes. If it's a British Standard lock with anti-pick features and I'm getting nowhere "
                       "after 20 minutes, I tell the customer, then I drill, and I carry the replacement so they're "
                       "secure again before I leave.", [1]),
            ("ASK", "And uPVC? That seems to be most of the calls."),
            ("STRONG", "Yeah. A lot of them I open through the letterbox with a handle tool if the door's only on "
                       "the latch. If it's locked and the cylinder's anti-snap, I won't snap it. I'll pick it, and "
                       "if I can't, I drill at the shear line and fit a new TS007 3-star cylinder. Last month I did "
                       "14 uPVC lockouts and only drilled 2.", [1]),
            ("ASK", "How do you make sure a lock you fit meets the insurer's requirement?"),
            ("STRONG", "I ask the customer what the policy says. Usually it's a BS 3621 mortice on the final exit "
                       "door. I check the kitemark on the lockcase, measure the backset and case depth so I don't "
                       "cut the door more than I need to, and test it door open and door shut, both keys, 5 or 6 "
                       "times. The receipt has the standard written on it, because that's what the insurer asks "
                       "for.", [2]),
            ("ASK", "Have you done access control or master key systems?"),
            ("VAGUE", "Not really, no. I've fitted a couple of keypad locks on gates, but I've never designed a "
                      "master key suite or wired up mag locks. That's something I'd need training on.", [2]),
            ("NEXT", "Fine. Customers and security now. Someone rings at 11 at night, says they're locked out of "
                     "their flat. How do you know it's their flat?"),
            ("STRONG", "I tell them on the phone I'll need ID with that address on it. If the ID's inside, once the "
                       "door's open I go in with them and they show me a driving licence or a bill before I leave, "
                       "and I photo it on the job app. If they can't, I don't leave them in. I ring 101 and wait. "
                       "That's happened to me twice in six years, and both times it was an ex-partner's place.", [3]),
            ("RISKY", "Off the record, mate, ever had your collar felt? Even if it came to nothing? You know what "
                      "people are like about locksmiths."),
            ("REPLY", "I'd rather keep it on the record, to be honest. I'm happy to do the basic DBS check the advert "
                      "mentions. That's the proper way to check that kind of thing."),
            ("ASK", "Fair enough. How do you price a lockout on the phone?"),
            ("STRONG", "A fixed call-out plus labour. For me it's £85 in the day and £120 after 6pm, and I say that "
                       "before I set off. Parts are on top, and I tell them the price of a new cylinder before I fit "
                       "it, roughly £35 to £60 depending on the grade. If it's going over what I said, I stop and "
                       "get their OK first. I don't take payment until the door's working.", [4]),
            ("NEXT", "Working on the road, then. Tell us about a job that went wrong."),
            ("STRONG", "I drilled a cylinder on a composite door and went too deep. I caught the gearbox of the "
                       "multipoint and the door wouldn't lock. I told the customer straight away what I'd done, "
                       "ordered the right gearbox that night, and was back at 8 the next morning to fit it. I didn't "
                       "charge for the part or the second visit, about £90 out of my own pocket. Now I use a depth "
                       "stop on the drill.", [6]),
            ("ASK", "How would you feel about working from our dispatch rather than running your own diary?"),
            ("VAGUE", "That's the bit I'm least used to, if I'm honest. I've planned my own day for four years and "
                      "I'm probably a bit set in my ways. I'd need to get used to taking jobs in the order Jas sends "
                      "them, not the order I'd pick.", [5]),
            ("NEXT", "Okay. Anything you want to ask us?"),
            ("QUESTION", "How does the out-of-hours rota work? Is it one week in six like the advert says, and is "
                         "the call-out payment per job?"),
            ("ASK", "One week in six, yes. You get a standby payment for the week plus a set amount for each job "
                    "you attend."),
            ("QUESTION", "And would you pay for the Master Locksmiths exams? I've never taken them."),
            ("ASK", "We pay for them once you've passed probation, and you get study time."),
            ("REPLY", "Sounds fair. That's me, thanks."),
            ("CLOSE", "Thanks for coming in. We'll ring you early next week."),
            ("REPLY", "Cheers, speak soon."),
        ],
    },
    # ================================================================== locksmith, weak
    {
        "key": "locksmith-weak",
        "family": "locksmith",
        "expected": "negative",
        "candidate": {"firstName": "Tomasz", "lastName": "Wilk", "currentTitle": "Locksmith",
                      "currentCompany": "SecureHome Solutions"},
        "risky_topic": "national_origin",
        "turns": [
            ("OPEN", "Come in, grab a seat. I'm Phil, the owner, and Jas does our scheduling. We'll be about forty "
                     "minutes. Tell us a bit about yourself."),
            ("INTRO", "Thanks. I'm Tomasz Wilk, and I've been with SecureHome Solutions a few years now, mainly "
                      "residential work across the city. Before that I was in general maintenance."),
            ("ASK", "What sort of jobs do you do most at SecureHome?"),
            ("VAGUE", "Bit of everything really. We pride ourselves on being a customer-centric business, so our "
                      "team just goes wherever the demand is. It's quite dynamic day to day.", [5]),
            ("RISKY", "Sorry, I've been trying to place your accent since you walked in. Where's it from, Poland?"),
            ("REPLY", "Ha, people always try to guess. I've lived in Bristol longer than anywhere else now. Shall I "
                      "tell you more about the residential side?"),
            ("NEXT", "Go on then, let's do entry and fitting. Customer's locked out of a timber door, five-lever "
                     "mortice and a nightlatch. What's your approach?"),
            ("VAGUE", "It's about picking the right tool for the job. I always go non-destructive first, that's best "
                      "practice, and then I'd escalate to other methods if I need to. Customer experience is "
                      "paramount.", [1]),
            ("ASK", "Which tools, specifically, for the nightlatch?"),
            ("VAGUE", "Depends on the door. I've got a robust kit and I'm very adaptable, so I'd leverage whatever "
                      "works on the day.", [1]),
            ("ASK", "What about fitting a lock to meet an insurer's requirement?"),
            ("MODEST", "If the insurer wants British Standard, I fit a BS 3621 sashlock and check it's got the "
                       "kitemark on it. I try it with the key a few times before I go.", [2]),
            ("NEXT", "Customers and security. Late-night call, someone says they're locked out of a flat. How do "
                     "you make sure it's theirs?"),
            ("VAGUE", "Security is non-negotiable for us. Our process is really robust and transparent, so we always "
                      "make sure the customer is who they say they are before we do anything.", [3]),
            ("ASK", "What do you actually ask for, though? Give me an example from a real job."),
            ("VAGUE", "Usually it's obvious, to be honest, you get a feel for people. We do all the standard checks "
                      "and it's all compliant with our policies.", [3]),
            ("ASK", "How do you agree the price with the customer?"),
            ("VAGUE", "Our pricing is very transparent and aligned with the market. The team agrees it all upfront, "
                      "so it's a win-win for everyone.", [4]),
            ("NEXT", "Let's talk about working on the road. Tell me about a job that went wrong."),
            ("VAGUE", "To be fair, nothing's really gone wrong in a big way. When there are challenges, we own that "
                      "as a team and look at the root cause so we learn going forward.", [6]),
            ("ASK", "And how do you keep your van stocked?"),
            ("VAGUE", "I'm quite hands-on with that. I keep on top of it so the van's always ready and the customer "
                      "journey is seamless.", [5]),
            ("NEXT", "Okay, over to you. Any questions for us?"),
            ("QUESTION", "What's the van like? Is it a company van I can take home?"),
            ("ASK", "Yes, it's a company van and you take it home. There's a fuel card for business mileage."),
            ("QUESTION", "And what's the split between emergency work and the housing association jobs?"),
            ("ASK", "Roughly half and half. More lockouts in winter."),
            ("REPLY", "Okay, cool. That's all I had."),
            ("CLOSE", "Thanks for your time, Tomasz. We'll be in touch next week."),
            ("REPLY", "Thanks, see you."),
        ],
    },
    # ================================================================== grants officer, strong
    {
        "key": "grants_officer-strong",
        "family": "grants_officer",
        "expected": "positive",
        "candidate": {"firstName": "Renata", "lastName": "Olvera", "currentTitle": "Program Associate",
                      "currentCompany": "Western Slope Health Alliance"},
        "risky_topic": "disability_health",
        "turns": [
            ("OPEN", "Hi Renata, thanks for coming in. I'm Dana, director of grants, and Luis is our finance "
                     "manager. We have about forty-five minutes. Tell us about your background."),
            ("INTRO", "Thanks for having me. I'm Renata Olvera, MPA from CU Denver. For the last three years I've "
                      "been a program associate at the Western Slope Health Alliance, where I run the small-grants "
                      "pool for rural clinics. Before that I wrote grants for a food bank in Pueblo."),
            ("RISKY", "Before we dive in, I noticed the cane when you came in. Is that a long-term thing? I only "
                      "ask because the office is up two flights of stairs and I'd hate for it to be a struggle."),
            ("REPLY", "Thanks for thinking of it, but I'm fine with the building. If I ever need anything, I'll "
                      "raise it with HR. I'm happy to get into the grants work."),
            ("ASK", "Of course. What does a grant cycle look like at the Alliance?"),
            ("STRONG", "We run 2 rounds a year. I open the portal in Submittable, hold one webinar, close after 6 "
                       "weeks, and then I do the eligibility screen myself: 501(c)(3) status, service area, last 990 "
                       "filed. Every deadline goes into the system with reminders at 30 and 7 days, and I keep a "
                       "payments tracker that our controller checks monthly. Last cycle we had 61 applications and "
                       "funded 28.", [5]),
            ("NEXT", "Let's look at reviewing applications. How do you judge whether a small nonprofit can "
                     "actually deliver what it's asking for?"),
            ("STRONG", "I start with their budget against their last 990 or audit. If they're asking for $40,000 and "
                       "their total revenue last year was $80,000, that's half their organization and I want to know "
                       "why. I look at months of cash on hand, where under 2 months is a flag, and whether the project "
                       "budget matches the narrative line by line. Then I call the director. Last spring that call "
                       "told me a clinic had lost its only nurse practitioner, so I recommended a smaller planning "
                       "grant instead.", [1]),
            ("ASK", "What does your recommendation to the committee look like?"),
            ("STRONG", "One page per grant: the request, the amount I recommend, 3 strengths, 2 risks and any "
                       "conditions. I keep it plain, because the committee are volunteers reading them the night "
                       "before. There's a one-line summary at the top so routine ones can go on the consent agenda. "
                       "Last year 26 of my 28 recommendations went through unchanged.", [2]),
            ("ASK", "Have you run scoring rubrics with a review panel?"),
            ("VAGUE", "Only lightly. At the Alliance I do the review and the committee votes, so I haven't run a "
                      "community review panel or calibrated scorers. I know that's how your youth program works, so "
                      "I'd need to learn it.", [2]),
            ("NEXT", "Okay, working with grantees. Tell me how you support a first-time applicant."),
            ("STRONG", "I hold office hours, 30-minute slots anyone can book, and I publish an FAQ from them so "
                       "everyone gets the same answers. I'll explain what a question means, but I don't edit their "
                       "proposal. Last year a volunteer-run youth rodeo club applied for the first time. I walked "
                       "them through the budget template twice, the same help I'd give anyone, and they were "
                       "awarded $5,000.", [3]),
            ("ASK", "And when a grantee goes quiet on their report?"),
            ("STRONG", "I email at 7 days overdue and call at 14. At 30 days I tell them in writing that the next "
                       "payment is on hold. Last year one clinic spent $6,000 of a $15,000 grant on a van instead of "
                       "staffing. I asked for a budget modification request after the fact, took it to my director, "
                       "and it was approved with a condition on their final report. I logged every contact in the "
                       "grant record.", [4]),
            ("NEXT", "Let's talk systems and compliance. How do you check a grant against donor restrictions?"),
            ("STRONG", "For each fund I keep a summary of the fund agreement on the record. Before a grant goes to "
                       "committee I check 3 things: the grantee is a public charity in good standing, using the IRS "
                       "Tax Exempt Organization Search and the Colorado Secretary of State; the purpose matches the "
                       "fund; and nothing comes back to the donor. Last year I caught a donor-advised fund "
                       "recommendation to buy a gala table, which isn't allowed, and I went back to the donor with "
                       "alternatives.", [6]),
            ("ASK", "Have you handled expenditure responsibility grants to organizations that aren't public "
                    "charities?"),
            ("VAGUE", "No, I haven't. I know the idea, that those grants need extra pre-grant checks, a written "
                      "agreement and reporting, but we never made any at the Alliance. I'd want to sit with your "
                      "compliance person on the first few.", [6]),
            ("ASK", "Which grants systems have you used day to day?"),
            ("STRONG", "Submittable for intake and Salesforce for the fund and grant records. I built the Salesforce "
                       "report that lists every grant with a report due in the next 60 days, and I run it every "
                       "Monday. Our overdue reports went from 19 to 4 in a year.", [5]),
            ("NEXT", "We've got a few minutes left. What questions do you have?"),
            ("QUESTION", "How big is the youth program cycle? How many applications do you expect this year?"),
            ("ASK", "Last year about ninety for youth. The community fund was around a hundred and twenty."),
            ("QUESTION", "And is the grants committee all volunteers, and how often does it meet?"),
            ("ASK", "All volunteers, eleven of them. They meet quarterly, plus a special session in spring."),
            ("REPLY", "That's helpful, thank you."),
            ("CLOSE", "Thanks, Renata. We'll be in touch within the week about a second round."),
            ("REPLY", "Thank you both."),
        ],
    },
    # ================================================================== grants officer, weak
    {
        "key": "grants_officer-weak",
        "family": "grants_officer",
        "expected": "negative",
        "candidate": {"firstName": "Brandon", "lastName": "Kessler", "currentTitle": "Development Coordinator",
                      "currentCompany": "Bright Futures Coalition"},
        "risky_topic": "salary_history",
        "turns": [
            ("OPEN", "Hi Brandon, thanks for coming in. I'm Dana, director of grants, and Luis handles our finance. "
                     "About forty-five minutes. Could you start us off with your background?"),
            ("INTRO", "Sure! I'm Brandon Kessler, BA Communications from Colorado Mesa. I'm a development "
                      "coordinator at Bright Futures Coalition. I do grant writing, donor communications, events, "
                      "a bit of everything."),
            ("ASK", "What kind of grants have you worked on?"),
            ("VAGUE", "All kinds: foundation, corporate, some government. We have a really robust pipeline and I'm "
                      "passionate about telling our story in a way that's aligned with funder priorities.", [2]),
            ("NEXT", "Let's go to reviewing applications. A small nonprofit asks us for $40,000. How would you judge "
                     "whether they can deliver?"),
            ("VAGUE", "I'd take a holistic look at the organization: their capacity, their leadership, their impact. "
                      "It's about understanding the big picture and whether they're aligned with our mission.", [1]),
            ("ASK", "What in the budget would you look at first?"),
            ("VAGUE", "Just making sure it's realistic and robust, really. The numbers should tell a story, and we'd "
                      "want to see that the ask is data-driven.", [1]),
            ("ASK", "How would you write it up for the committee?"),
            ("VAGUE", "Clear and compelling. Our team is big on storytelling, so we'd frame the opportunity and "
                      "really bring the impact to life for the committee.", [2]),
            ("RISKY", "Quick practical one while I think of it: what are they paying you at Bright Futures right "
                      "now? It just helps me see where to pitch an offer."),
            ("REPLY", "I'd rather not get into my current pay, if that's okay. The posting says $58,000 to $66,000, "
                      "and that range works for me."),
            ("NEXT", "Understood. Working with grantees: how would you help a first-time applicant?"),
            ("VAGUE", "I'm a real people person, so I'd empower them and make the journey seamless. We want everyone "
                      "to feel supported end to end.", [3]),
            ("ASK", "Where's the line between helping them and writing it for them?"),
            ("VAGUE", "It's about being transparent and fair. I'd just make sure there's alignment and everyone gets "
                      "the same opportunity.", [3]),
            ("ASK", "A grantee is two months late with their report. What do you do?"),
            ("VAGUE", "We'd reach out and have a conversation. Our approach is relationship-first, so we'd partner "
                      "with them to get to the root cause and find a win-win.", [4]),
            ("NEXT", "Systems and compliance now. Which grants or CRM systems have you used?"),
            ("MODEST", "We use Bloomerang for donors. I enter the gifts and pull a monthly report of lapsed donors, "
                       "and I keep a spreadsheet of grant deadlines with the due dates colour-coded.", [5]),
            ("ASK", "How would you check a grant against a donor's restrictions?"),
            ("VAGUE", "That's really a compliance thing. I'd make sure everything's compliant and above board, and "
                      "partner with finance so we're aligned going forward.", [6]),
            ("NEXT", "We're near time. What would you like to ask?"),
            ("QUESTION", "What's the team culture like? Is there room to grow into a program officer role?"),
            ("ASK", "It's a team of five. We've promoted two people internally in the last three years."),
            ("QUESTION", "Is it hybrid from day one?"),
            ("ASK", "After the first month. The first four weeks are in the office for training."),
            ("REPLY", "Awesome, that's everything from me."),
            ("CLOSE", "Thanks, Brandon. We'll be in touch by the end of next week."),
            ("REPLY", "Thanks so much."),
        ],
    },
    # ================================================================== hotel night manager, strong
    {
        "key": "hotel_night_manager-strong",
        "family": "hotel_night_manager",
        "expected": "positive",
        "candidate": {"firstName": "Shona", "lastName": "Mackie", "currentTitle": "Night Duty Manager",
                      "currentCompany": "Harbour Quay Hotel"},
        "risky_topic": "marital_status",
        "turns": [
            ("OPEN", "Hi Shona, thanks for coming in on your day off. I'm Graham, the general manager, and Priya "
                     "runs front office. Forty-odd minutes. Tell us where you are now."),
            ("INTRO", "Thanks. I'm Shona Mackie, HND Hospitality Management from City of Glasgow College. I'm night "
                      "duty manager at the Harbour Quay in Glasgow, 212 rooms. I've been on nights there four years, "
                      "two as night receptionist and two as night manager."),
            ("ASK", "What does a normal night look like for you?"),
            ("STRONG", "I start at 22:00 with a 10-minute briefing for the porter, receptionist and security: "
                       "arrivals still due, any VIPs, anyone flagged from the day. I give each of them a task list "
                       "for the quiet hours, and I walk the floors myself at about 01:00 and again at 04:00. Most "
                       "nights we've 15 to 20 arrivals after 23:00.", [5]),
            ("NEXT", "Let's go to the audit and systems. Take me through your night audit."),
            ("STRONG", "We're on Opera. About 01:30 I check the due-outs are done and the no-shows are charged as "
                       "per the policy, then post room and tax and run the trial balance. I reconcile the card "
                       "terminals against Opera's payment report and count the float, which is £300. If there's a "
                       "difference over £5, I don't roll the date until I've found it. Last month that's how I found "
                       "a £180 breakfast charge posted to the wrong room.", [1]),
            ("ASK", "Have you used Mews at all? We're moving to it next year."),
            ("VAGUE", "No, only Opera, and an old Protel system at my first hotel. I've watched the Mews training "
                      "videos but I've never worked in it, so I'd be learning alongside the team.", [1]),
            ("ASK", "What do you leave for the morning?"),
            ("STRONG", "The manager's flash report with occupancy, ADR and RevPAR, the in-house list, and the "
                       "incident log. I write the handover in the logbook and email it to the morning duty manager, "
                       "and I do a 5-minute face-to-face at 07:00. Anything with a police or insurance angle also "
                       "goes on an incident form that same morning.", [6]),
            ("NEXT", "Guests, safety and security. The fire alarm goes off at 3 a.m. What do you do?"),
            ("STRONG", "I go straight to the fire panel and read the zone. Security goes to investigate with a "
                       "radio, the porter gets the in-house list ready for the assembly point, and I call 999 "
                       "straight away unless security confirms a false alarm within our 3-minute investigation time. "
                       "If it goes to full alarm, I evacuate. I've done 2 real evacuations, one a steamy shower and "
                       "one a toaster in the staff room, and both times I had everyone accounted for in under 12 "
                       "minutes.", [2]),
            ("ASK", "A guest comes back drunk at 2, shouting in the corridor. Other guests are ringing down."),
            ("STRONG", "I go up with security, never on my own. I speak to him quietly, use his name, and ask him to "
                       "come down to the lobby with me so the corridor settles. If he's too drunk to look after "
                       "himself, I check he's not hurt. Last year I had one who'd punched a fire door. I moved him to "
                       "a ground-floor room near reception so security could check on him every 30 minutes, and I "
                       "logged the damage with photos for the morning.", [3]),
            ("RISKY", "Can I ask, and tell me if this is nosy, nights are hard on relationships. Is there a husband "
                      "or partner at home who's fine with you doing them?"),
            ("REPLY", "I'd rather keep home life out of it, if you don't mind. I've done four years of nights and I "
                      "know the pattern. Four on, four off works for me."),
            ("ASK", "Overbooking. Two rooms oversold, and a guest arrives at 1 a.m."),
            ("STRONG", "First I check the no-shows and any out-of-order rooms, because sometimes a room's been "
                       "fixed and nobody's released it. If I still can't find one, I ring the partner hotels, I keep "
                       "a list of 4 nearby, and book a room of the same standard or better. We pay the taxi and the "
                       "first night. I apologise, give them a letter, and note it so the morning team calls them. I "
                       "did that 6 times during last year's Festival.", [4]),
            ("NEXT", "Let's talk about leading the night team. Has anyone on your team not pulled their weight?"),
            ("VAGUE", "Yes, and honestly I didn't handle the first one well. A porter kept disappearing on long "
                      "breaks, and I let it go for a few weeks because we were short-staffed. I should have raised "
                      "it sooner. I'm better now, but those conversations still aren't my strongest area.", [5]),
            ("ASK", "How do you check on people during the shift?"),
            ("STRONG", "Everyone has a radio, and I do a check-in call on the hour between 01:00 and 05:00 with "
                       "the security officer, because he's on his own. The receptionist has a checklist for the quiet "
                       "hours, 6 tasks like the breakfast list and key card encoding, and I sign it off at 06:00.",
             [5]),
            ("NEXT", "We're nearly out of time. Questions for us?"),
            ("QUESTION", "Who's the on-call manager if something goes badly wrong, and how often do night managers "
                         "actually call them?"),
            ("ASK", "There's a rota of four senior managers. Honestly, it's maybe once a month."),
            ("QUESTION", "And how do the festival weeks work for the night team? Is there extra staffing?"),
            ("ASK", "We add a second night receptionist and a second security officer through August."),
            ("REPLY", "Good to know. That's everything from me."),
            ("CLOSE", "Thanks, Shona. We'll be in touch early next week."),
            ("REPLY", "Thanks, cheers."),
        ],
    },
    # ================================================================== hotel night manager, weak
    {
        "key": "hotel_night_manager-weak",
        "family": "hotel_night_manager",
        "expected": "negative",
        "candidate": {"firstName": "Gordon", "lastName": "Baird", "currentTitle": "Guest Services Manager",
                      "currentCompany": "Fernhill Park Hotel & Spa"},
        "risky_topic": "age",
        "turns": [
            ("OPEN", "Good afternoon, thanks for coming in. I'm Graham, general manager, and this is Priya from "
                     "front office. We'll be about forty minutes. Tell us where you're working now."),
            ("INTRO", "Hello, thanks for having me. I'm currently guest services manager at a country house hotel "
                      "out near Perth. I've been in hotels most of my career, all sorts of roles."),
            ("ASK", "What does your current role involve?"),
            ("VAGUE", "It's very much a big-picture role. I oversee the guest experience end to end and make sure "
                      "the team is aligned.", [5]),
            ("ASK", "How much night work have you done?"),
            ("VAGUE", "A fair bit over the years, covering whenever we need to. Nights are all about ownership. "
                      "You're the face of the hotel, so you've got to go above and beyond.", [5]),
            ("NEXT", "Let's cover the night audit. Talk me through how you'd run it."),
            ("VAGUE", "The audit is really about making sure everything's robust and the numbers are aligned. I'd "
                      "follow best practice and make sure it's all reconciled before handover.", [1]),
            ("ASK", "Which system, and what do you check when the cash doesn't balance?"),
            ("VAGUE", "We've had a few systems over the years. If something doesn't balance, the team investigates "
                      "and gets to the root cause. It's very much a continuous improvement mindset.", [1]),
            ("NEXT", "Guests, safety and security. The fire alarm goes off at three in the morning. What do you do?"),
            ("MODEST", "I'd check the fire panel to see which zone it is, send someone to look, and if it's real, "
                       "get everyone out to the assembly point and call the fire brigade. I'd take the guest list "
                       "out with me.", [2]),
            ("ASK", "A drunk guest is shouting in a corridor and others are complaining."),
            ("VAGUE", "Guest experience is paramount, so it's about de-escalation. We empower the team to handle it "
                      "in a customer-centric way, and I'd step in if needed.", [3]),
            ("ASK", "What would you actually say to him, at his door?"),
            ("VAGUE", "You read the situation. I'm a people person, so I'd use my experience and be adaptable.",
             [3]),
            ("RISKY", "You've obviously been at this a long time. Nights are hard graft. How many more years are "
                      "you looking to work, realistically?"),
            ("REPLY", "I'd rather talk about the job than my plans for the future, if that's alright. I'm applying "
                      "because I want this job, and I'm well able for nights."),
            ("ASK", "Okay. We've oversold by two rooms and a guest arrives at one in the morning. What happens?"),
            ("VAGUE", "It's about turning a negative into an opportunity. We'd make it a seamless experience and "
                      "find a solution that's a win-win.", [4]),
            ("NEXT", "Leading the night team. How would you brief your team at the start of a shift?"),
            ("VAGUE", "I like to empower people and lead by example. A quick huddle, make sure we're all aligned, "
                      "and then let them own their areas.", [5]),
            ("NEXT", "We're almost out of time. Anything you'd like to ask?"),
            ("QUESTION", "What's the shift pattern exactly? Is it a fixed four on, four off?"),
            ("ASK", "Fixed four on, four off, ten at night till half seven."),
            ("QUESTION", "And is there parking for the night staff?"),
            ("ASK", "Yes, we keep two spaces in the car park round the corner for the night team."),
            ("REPLY", "Fine. That's all from me."),
            ("CLOSE", "Thanks for your time. We'll let you know next week."),
            ("REPLY", "Thank you, goodbye."),
        ],
    },
]
