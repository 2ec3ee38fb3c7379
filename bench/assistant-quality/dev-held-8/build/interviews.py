"""Interview content for held-out set 8: four role families, one strong and one weak candidate each.

All people and employers are fictional. Written from general knowledge of hiring practice and UK/US
employment law. build.py turns these structures into the JSON files.

Turn helpers:
  Q(text, mark)          interviewer turn; mark is None, "s0" (opening), "next" (complete i, start i+1),
                         "end" (complete last) or "risky" (the one risky question)
  A(text, tag, crit)     candidate turn; tag is None, "strong", "vague", "modest" (untagged but carries
                         criteria) or "cq" (candidate question); crit is a list of scorecard indices 0-5
"""


def Q(text, mark=None):
    return {"s": "interviewer", "t": text, "mark": mark}


def A(text, tag=None, crit=None):
    return {"s": "candidate", "t": text, "tag": tag, "crit": crit}


# ---------------------------------------------------------------------------------------------------------
# Family definitions (shared by the strong and weak interview of each family)
# ---------------------------------------------------------------------------------------------------------
FAMILIES = {}

FAMILIES["hgv_driver"] = dict(
    templateTitle="Transport: Class 1 HGV Driver (Night Trunking)",
    intro=(
        "Fenmoor Haulage is a family-owned haulier running 64 tractor units from its Peterborough depot, moving "
        "chilled and ambient groceries between manufacturers and retailer distribution centres. We are recruiting "
        "a Class 1 driver for our night trunking operation: two fixed trunks between Peterborough and the Midlands, "
        "dropping and collecting pre-loaded trailers, with occasional store deliveries when the network is busy."
    ),
    responsibilities=[
        "Carry out and record daily walk-round checks on tractor units and trailers, reporting defects before departure",
        "Drive within GB drivers' hours and road transport working time rules, operating the digital tachograph correctly",
        "Couple and uncouple articulated trailers safely, including curtainsiders, fridges and box trailers",
        "Check load security, seal numbers and paperwork at collection and delivery",
        "Plan routes around height, weight and delivery-window restrictions and keep the night planner informed of delays",
    ],
    requirements=[
        "Category C+E (Class 1) licence, valid Driver CPC qualification card and digital tachograph card",
        "At least 2 years' Class 1 experience, ideally including night trunking",
        "A current D4 medical as required by the DVLA for the licence category",
        "Able to follow delivery paperwork and use a handheld driver app",
    ],
    pay="Hours and pay: 4 nights a week (Sunday to Wednesday or Monday to Thursday), 19:00 start, around 48 hours a week; "
        "£17.80 per hour plus a £2.10 per hour night premium.",
    scorecard=[
        ("Safety and Compliance", [
            "Describes a thorough walk-round check and how defects are recorded and reported before and during a shift",
            "Explains drivers' hours, break and rest rules accurately and shows how they manage the tachograph on a real shift",
        ]),
        ("Vehicle and Load Handling", [
            "Describes checking load security, weight and seal numbers with a specific example of acting on a problem",
            "Explains coupling, uncoupling and manoeuvring an articulated vehicle safely, step by step",
        ]),
        ("Route Planning and Communication", [
            "Describes planning a route around height, weight and delivery-window restrictions using named tools or checks",
            "Explains how they handled a delay, breakdown or incident on the road and who they informed and when",
        ]),
    ],
    agenda=[
        ("Welcome and background", 5, "Introductions, the night trunking operation and the candidate's driving background."),
        ("Safety and compliance", 11, "Walk-round checks, defect reporting, drivers' hours and the tachograph."),
        ("Vehicle and load handling", 11, "Coupling and uncoupling, manoeuvring, load security and weights."),
        ("Routes and the unexpected", 10, "Route planning, restrictions, delays and incidents on the road."),
        ("Candidate questions and close", 6, "The candidate's questions, next steps and close."),
    ],
)

FAMILIES["child_protection_social_worker"] = dict(
    templateTitle="Children's Services: Child Protection Social Worker",
    intro=(
        "Westmere Borough Council's Children's Services is recruiting a qualified social worker to its Child Protection "
        "and Court Team. You will hold a caseload of children subject to section 47 enquiries, child protection plans "
        "and pre-proceedings, working with parents, wider family and partner agencies to keep children safe at home "
        "wherever that is possible. The team works to a Signs of Safety model, with fortnightly group supervision and a "
        "reflective practice forum."
    ),
    responsibilities=[
        "Lead section 47 enquiries and child and family assessments, seeing children alone and gathering information from partner agencies",
        "Write clear, analytical reports for initial and review child protection conferences",
        "Carry out direct work that captures children's wishes, feelings and lived experience",
        "Work with parents and families from a wide range of cultural, faith and language backgrounds, using interpreters where needed",
        "Chair core group meetings and coordinate child protection plans with health, education and police",
        "Prepare chronologies, statements and evidence for the Public Law Outline and care proceedings",
    ],
    requirements=[
        "Social work degree or equivalent and current registration with Social Work England",
        "Post-qualifying experience in statutory children's services, including child protection",
        "Working knowledge of the Children Act 1989 and Working Together to Safeguard Children",
        "Full driving licence or the ability to travel across the borough at short notice",
        "Enhanced DBS check with the children's barred list, as required for the role",
    ],
    pay="Hours and pay: 37 hours a week with a one-in-six evening on-call rota; £41,418 to £45,441 per year plus a "
        "£2,000 market supplement.",
    scorecard=[
        ("Assessment and Risk Analysis", [
            "Describes gathering and weighing information in a section 47 enquiry, including who they consulted and what they recorded",
            "Explains an analysis of harm, risk and protective factors that leads to a clear, evidenced threshold decision",
        ]),
        ("Direct Work and Family Relationships", [
            "Describes direct work that captures the child's voice and lived experience, naming the tools or methods used",
            "Explains working respectfully with parents and wider family, including their culture and faith, while keeping the focus on the child's safety",
        ]),
        ("Multi-agency and Legal Practice", [
            "Describes coordinating a strategy discussion or core group with police, health and education, and following up actions",
            "Explains their part in pre-proceedings or court work, including chronologies, statements and evidence",
        ]),
    ],
    agenda=[
        ("Welcome and practice background", 5, "Introductions and the candidate's statutory practice so far."),
        ("Assessment and risk", 11, "Section 47 enquiries, information gathering, risk analysis and threshold decisions."),
        ("Direct work and families", 11, "Capturing the child's voice; working with parents, culture and faith."),
        ("Multi-agency and legal work", 10, "Strategy discussions, core groups, pre-proceedings and court."),
        ("Candidate questions and close", 6, "The candidate's questions, next steps and close."),
    ],
)

FAMILIES["actuarial_analyst"] = dict(
    templateTitle="Actuarial: Actuarial Analyst (Personal Lines Pricing)",
    intro=(
        "Granite Ridge Mutual is a regional property and casualty insurer headquartered in Hartford, Connecticut, "
        "writing personal auto and homeowners business in eleven states. Our pricing team is hiring an Actuarial "
        "Analyst to support rate indications, predictive models and state filings for personal auto, working alongside "
        "two credentialed actuaries and a data engineering team."
    ),
    responsibilities=[
        "Prepare rate indications, including loss development, trend and premium on-leveling",
        "Build, validate and document generalized linear models for frequency, severity and pure premium",
        "Extract and reconcile policy, premium and claims data using SQL, R or Python",
        "Support state rate filings and respond to regulator objections with clear exhibits",
        "Present results and their business impact to product managers and underwriting leaders",
    ],
    requirements=[
        "Bachelor's degree in actuarial science, mathematics, statistics or a related field",
        "Progress toward CAS associateship, with at least two exams passed",
        "Working skill in SQL and in R or Python; strong Excel",
        "Ability to explain technical work to non-actuaries in writing and in person",
    ],
    pay="Hours and pay: full time, 40 hours a week, hybrid with 3 days in the Hartford office; $78,000 to $96,000 base "
        "salary plus exam raises, annual bonus and paid study hours.",
    scorecard=[
        ("Technical Methods", [
            "Explains a ratemaking or reserving method step by step, including the assumptions it rests on",
            "Describes building or validating a predictive model, including variable selection, diagnostics and results",
        ]),
        ("Data and Tools", [
            "Describes extracting, cleaning and reconciling data in SQL, R, Python or Excel, including the checks they ran",
            "Explains how they documented work and had it peer reviewed so another analyst could reproduce it",
        ]),
        ("Communication and Judgement", [
            "Explains a technical result to a non-actuarial audience in plain terms, including its business impact",
            "Describes a judgement call on an assumption, what they chose and why, and how they flagged the uncertainty",
        ]),
    ],
    agenda=[
        ("Welcome and background", 5, "Introductions, the pricing team and the candidate's background."),
        ("Technical methods", 12, "Rate indications, development methods and predictive models."),
        ("Data and tools", 10, "Data extraction, reconciliation, documentation and peer review."),
        ("Communication and judgement", 10, "Explaining results to non-actuaries and making assumption calls."),
        ("Candidate questions and close", 6, "The candidate's questions, next steps and close."),
    ],
)

FAMILIES["food_technologist"] = dict(
    templateTitle="Technical: Food Technologist (QA and NPD)",
    intro=(
        "Larkfield Fresh Foods makes chilled ready meals and sides for two UK retailers from a BRCGS-certified site in "
        "Lincolnshire, with high-risk and high-care production areas running two shifts. We are recruiting a Food "
        "Technologist to split time between quality assurance on the factory floor and new product development, taking "
        "products from kitchen samples through factory trials to launch, and keeping our food safety systems audit-ready."
    ),
    responsibilities=[
        "Maintain and verify HACCP plans, critical control point records and prerequisite programmes",
        "Manage allergen controls on shared lines, including cleandown validation and label verification",
        "Run factory trials and scale-up of new products, recording process data and sensory results",
        "Set and validate shelf life through microbiological testing and durability studies",
        "Investigate customer complaints and non-conformances and see corrective actions through",
        "Prepare for and host BRCGS and retailer audits, closing findings with evidence",
    ],
    requirements=[
        "Degree in food science, food technology, microbiology or a related subject",
        "Level 3 HACCP and Level 3 Food Safety, or equivalent",
        "Experience in chilled or high-risk food manufacturing",
        "Comfortable working in chilled production areas and on the factory floor in full PPE",
    ],
    pay="Hours and pay: 40 hours a week, Monday to Friday days with some early or weekend trials; £32,000 to £36,000 "
        "per year plus overtime for weekend trials.",
    scorecard=[
        ("Food Safety Systems", [
            "Explains a HACCP plan for a named product, including critical control points, critical limits and verification",
            "Describes managing allergens on a shared line, including cleandown validation and label checks",
        ]),
        ("Product Development and Shelf Life", [
            "Describes running a factory trial or scale-up from kitchen to line, with measurements and results",
            "Explains how they set and validated a shelf life using microbiological testing, and the decision reached",
        ]),
        ("Investigation and Audit", [
            "Describes investigating a complaint or non-conformance through to corrective action, with the evidence used",
            "Explains preparing for or hosting a BRCGS or retailer audit and closing out the findings",
        ]),
    ],
    agenda=[
        ("Welcome and background", 5, "Introductions and the candidate's QA and NPD background."),
        ("Food safety systems", 11, "HACCP, critical control points, allergens and label checks."),
        ("Product development and shelf life", 11, "Kitchen-to-factory scale-up, trials, sensory and shelf life."),
        ("Investigation and audit", 10, "Complaints, non-conformances, corrective action and BRCGS audits."),
        ("Candidate questions and close", 6, "The candidate's questions, next steps and close."),
    ],
)

# ---------------------------------------------------------------------------------------------------------
# Interviews
# ---------------------------------------------------------------------------------------------------------
INTERVIEWS = []

# ----------------------------------------------------------------------------------- hgv_driver - strong
INTERVIEWS.append(dict(
    key="hgv_driver-strong", family="hgv_driver", expected="positive", risky_topic="genetic_information",
    candidate=dict(firstName="Gary", lastName="Whitlock", currentTitle="Class 1 Driver (Tramping)",
                   currentCompany="Brookvale Logistics"),
    turns=[
        Q("Thanks for coming in. I'm Lorraine Kells, transport manager. Five parts: background, safety and tachos, "
          "the vehicle and loads, routes, then your questions. About 43 minutes. Tell me a bit about yourself.", "s0"),
        A("Evening, thanks for having me. Gary Whitlock, Driver CPC, card renewed last spring. I've held Class 1 for "
          "eleven years, and for the last six I've been tramping for Brookvale Logistics out of Northampton, Monday to "
          "Friday away, mostly ambient groceries into the north-west."),
        Q("Why nights, and why now?"),
        A("Honestly, I want to sleep in my own bed. Tramping's fine when you're younger but five nights in a cab gets "
          "old. My dad drove for thirty years and he always said trunking was the best job in haulage: same road, same "
          "yard, home every morning."),
        Q("Right, safety first. Talk me through your walk-round on an artic at the start of a shift.", "next"),
        A("I start at the cab and go clockwise, same every time, so I don't skip anything. Lights and indicators with "
          "the hazards on, mirrors, wipers, windscreen for chips in the swept area. Tyres for cuts, bulges and tread; "
          "the legal minimum on a truck is 1 mm but I flag anything under 3. Wheel nut indicators lined up. Then the "
          "fifth wheel, the suzies for chafing, trailer lights, marker boards, number plate. I log it on the Brookvale "
          "app, which takes photos. Done properly it's 15 minutes. Last month I found a wheel nut indicator turned on "
          "the trailer's nearside axle 2. The nut was loose, so I VOR'd it and the yard fitter torqued it before I left.",
          "strong", [0]),
        Q("And if something goes wrong mid-shift?"),
        A("In January I got a tyre pressure warning on the M6 near junction 16 at about 1 a.m. I pulled into Sandbach "
          "services, walked round with a torch and found a nail in the inside tyre on the drive axle, down to 80 psi "
          "against 120. I rang our night office, they booked the tyre firm, and I wrote it up on the app as a defect "
          "with photos. I put the tacho on other work while I dealt with it and took my break while I waited. The tyre "
          "man was there in 70 minutes.", "strong", [0]),
        Q("Drivers' hours. Take me through a typical night against the rules."),
        A("A trunk here is roughly 3 hours each way, so driving time isn't the problem; working time is. Driving: 4 "
          "and a half hours then a 45-minute break, which I can split 15 then 30, 9 hours' driving a day, 10 twice a "
          "week. Daily rest is 11 hours, reducible to 9 three times between weekly rests. On nights the working time "
          "rules cap you at 10 hours' work in 24, so I watch that more than the driving. I set the mode switch every "
          "time I stop, break or other work, and I do a printout and write on the back if the card's had a problem. "
          "The office downloads my card at least every 28 days.", "strong", [1]),
        Q("Let's move to the vehicle. Coupling up in a dark yard, step by step.", "next"),
        A("First I check the trailer parking brake is applied and the legs are down on solid ground. I line up square "
          "and look at the height: the trailer should sit just below the fifth wheel plate so it rides up onto it. I "
          "reverse slowly till the jaw locks, then two tug tests in low gear. Then I get out, torch on the jaw, check "
          "the handle's fully in, the dog clip's on, and there's no gap between the plate and the trailer. Then red "
          "line, yellow line, the EBS lead, lights. Legs up, handle stowed, trailer brake off, plate on, lights check. "
          "I do the visual properly because in 2016 I watched a trailer get dropped at DIRFT: he'd done the tug test "
          "but the clip wasn't on.", "strong", [3]),
        Q("Pre-loaded trailers. How do you know the load's secure?"),
        A("On a sealed fridge I can't see in, so I check the seal number against the paperwork and write it on my "
          "delivery note; if it doesn't match I don't move it. On curtainsiders I open at least one curtain each side "
          "and look: pallets tight to the headboard, straps over every pallet or two, nothing leaning on the curtain, "
          "because a curtain isn't load restraint. Weight-wise we're 44 tonnes gross on six axles. Last year I picked "
          "up 26 pallets of tinned tomatoes with the weight all at the front. The steer axle felt heavy and the onboard "
          "reading was 8.4 tonnes, over the plate. I got the shift manager to re-work it. Cost me 40 minutes, but I "
          "wasn't running overweight.", "strong", [2]),
        Q("Your dad was on the wagons thirty years, you said. Did he have the heart trouble a lot of the old boys got? "
          "That run in your family at all?", "risky"),
        A("I'd rather leave my family's health out of it, if that's all right. My own D4 medical is in date, done last "
          "March, and I'm happy to do whatever medical the company does for everyone."),
        Q("Fair enough. Reversing onto a tight bay, blind side. How do you approach it?"),
        A("Honestly, that's my weak spot. I'll always try to set up so I'm reversing on the sight side, and if I can't, "
          "I get out and look, more than once if I need to. But tramping I mostly had big open yards at the regional "
          "centres, so on a proper tight blind-side bay I'm slower than I'd like, and I'd rather say that now than have "
          "you find out at the depot.", "vague", [3]),
        Q("Routes now. New site, 04:00 slot. How do you plan it?", "next"),
        A("I put the postcode into the truck sat nav, a TomTom with the profile set to our height, which for a fridge "
          "trailer here would be about 4.2 metres, 13 foot 9, and 44 tonnes. Then I check the entrance on Street View, "
          "because postcodes often drop you at the office, not goods in. I look for weight limits and low bridges on "
          "the last few miles; there's a 14 foot 3 bridge off the A605 that catches people. I add 10 minutes an hour "
          "for roadworks on nights, and I note where I'll take my 45 if the slot's late. I keep a notebook of gate "
          "codes and goods-in numbers, about 60 sites by now.", "strong", [4]),
        Q("Tell me about a night that went wrong on the road."),
        A("February last year, snow on the A1(M). I was booked into a distribution centre near Doncaster at 04:00. At "
          "02:15 the road was shut at junction 34 for a jackknifed truck. I rang the night planner straight away with "
          "my position and an ETA of 05:30, and I messaged the booking line from the app so there was a record. They "
          "moved my slot to 06:00. I took my 45-minute break while I was stood in the queue so I didn't burn driving "
          "time, and I tipped at 05:52. Then I rang the planner again so they could warn the next load.", "strong", [5]),
        Q("Any experience with double-deck trailers or tail lifts?"),
        A("Double-deckers, no. To be straight with you, I've never pulled one. I've seen them loaded and I know the "
          "internal deck has its own checks, but I couldn't talk you through them and I'd want someone to go out with "
          "me first. Tail lifts only on a rigid, years ago. I'd be learning both.", "vague", [2]),
        Q("That's me done. What would you like to ask?", "next"),
        A("What's the trailer fleet like? Are they all EBS, and who checks them when they come off the shunter?", "cq"),
        Q("Mostly 2019 onwards, all EBS. The shunters do an arrival check and you'd still do your own walk-round."),
        A("And the two trunks, same one every night or do they rotate?", "cq"),
        Q("They rotate monthly. We'll let you know by Friday, and the next step would be an assessed drive. Thanks for "
          "coming in.", "end"),
        A("Cheers, thanks for your time."),
    ],
))

# ----------------------------------------------------------------------------------- hgv_driver - weak
INTERVIEWS.append(dict(
    key="hgv_driver-weak", family="hgv_driver", expected="negative", risky_topic="religion",
    candidate=dict(firstName="Lee", lastName="Darnton", currentTitle="Agency HGV Driver",
                   currentCompany="RoadReady Recruitment"),
    turns=[
        Q("Thanks for coming. I'm Lorraine Kells, transport manager. Background, safety, the vehicle and loads, routes, "
          "then your questions, about 43 minutes. Start wherever you like.", "s0"),
        A("Thanks. So I'm on agency at the minute through RoadReady: mostly Class 1 days on shunting and the odd trunk, "
          "and some 7.5 tonne multi-drop when it's quiet. About three years driving in total."),
        Q("Oh, the trunks run Sunday nights, by the way. You're not a church-every-Sunday sort, are you? Some of the "
          "lads won't touch Sundays.", "risky"),
        A("I can work the rota as it's advertised, Sundays included. What's the start time on a Sunday?"),
        Q("19:00, same as the other nights. What got you into driving?"),
        A("My uncle had a small haulage firm and I used to go out with him in the holidays. I did my Class 2, then my "
          "Class 1 on an intensive course, and agency's been steady since."),
        Q("Safety first. Talk me through your walk-round on an artic.", "next"),
        A("Yeah, safety's paramount for me, non-negotiable. I do all the checks, best practice, tyres, lights and that, "
          "so I've got the whole holistic picture of the vehicle before I set off. I'm very compliant.", "vague", [0]),
        Q("Which checks, in what order?"),
        A("It depends on the yard really, every firm's got its own way and I'm adaptable. We'd go round the unit and "
          "the trailer and tick it all off on the sheet, standard stuff.", "vague", [0]),
        Q("Drivers' hours. How long can you drive before a break?"),
        A("Tachos, yeah, we're all very aligned on that at the agency. The machine tells you when you need your break, "
          "so I go with that, it's pretty streamlined now. Never had an infringement that I know of.", "vague", [1]),
        Q("The vehicle now. Coupling up in a dark yard, step by step.", "next"),
        A("I check the trailer brake's on, reverse under slowly till it locks, then do a tug test. Then I get out and "
          "check the clip's on the handle, connect the red and yellow lines and the electrics, wind the legs up and "
          "take the trailer brake off. Then I check the lights work.", "modest", [3]),
        Q("How do you know a pre-loaded trailer is secure?"),
        A("We'd always do a robust check with the loaders, it's a team effort. If it looks right it usually is, and "
          "the loaders take ownership of their side.", "vague", [2]),
        Q("And the weight?"),
        A("Weight's more the transport office's side really, they've got the big picture on that. Going forward I'd "
          "ask if I wasn't sure.", "vague", [2]),
        Q("Routes. New site, early slot. How do you plan it?", "next"),
        A("Sat nav mostly, and I'm a people person, so I'd ring ahead and get the inside info. We'd work it out as a "
          "team with the planners, it's all about being dynamic.", "vague", [4]),
        Q("Height or weight restrictions, how do you check for those?"),
        A("The sat navs are pretty smart now, they sort of handle that, and the planners are across it. I'd keep my "
          "eyes open, obviously, that's just best practice.", "vague", [4]),
        Q("Tell me about a night that went wrong."),
        A("We've had loads like that, weather and breakdowns and that. The key thing is communication with all the "
          "stakeholders, keep everyone in the loop, be transparent. We always got there in the end.", "vague", [5]),
        Q("That's my list. What would you like to ask?", "next"),
        A("What's the overtime like? Is there extra if the network's busy?", "cq"),
        Q("Sometimes a fifth night at time and a quarter, offered by seniority."),
        A("And are the trucks automatics?", "cq"),
        Q("All automatics, mostly 2020 onwards. We'll be in touch by Friday. Thanks for coming in.", "end"),
        A("Nice one, thanks."),
    ],
))

# ---------------------------------------------------------------------- child_protection_social_worker - strong
INTERVIEWS.append(dict(
    key="child_protection_social_worker-strong", family="child_protection_social_worker", expected="positive",
    risky_topic="children_childcare",
    candidate=dict(firstName="Niamh", lastName="Brennan", currentTitle="Social Worker, Child Protection Team",
                   currentCompany="Harcastle City Council"),
    turns=[
        Q("Thanks for coming in. I'm Yvonne Ashdown, team manager for Child Protection and Court. Your background, "
          "assessment and risk, direct work and families, multi-agency and legal work, then your questions. About 43 "
          "minutes.", "s0"),
        A("Thank you. Niamh Brennan, MA Social Work, registered with Social Work England since 2019. I'm in the child "
          "protection team at Harcastle City Council. I hold around 18 children, most on child protection plans and a "
          "few in pre-proceedings."),
        Q("What brought you to statutory work?"),
        A("My final placement was in a referral and assessment team and I liked that the decisions mattered the same "
          "day. I've stayed statutory since: two years in assessment, then child protection."),
        Q("Assessment and risk. Take me through a recent section 47 enquiry, from the referral onwards.", "next"),
        A("A school referral last October: a 6-year-old with fingertip bruising on her upper arm who'd told her "
          "teacher 'Mummy's boyfriend grabbed me'. The strategy discussion was at 2 p.m. that day: me, police from the "
          "child abuse investigation team, the school DSL and the named nurse. We agreed a joint visit and a child "
          "protection medical. I saw her alone at school first, in her words, no leading questions, and recorded what "
          "she said verbatim. Then I checked health visiting and GP records, and police checks on the boyfriend showed "
          "2 domestic abuse call-outs at a previous address. It all went on the case record that evening, with the "
          "source of each piece of information.", "strong", [0]),
        Q("How did you get to a decision?"),
        A("I used Signs of Safety mapping with the team: what we're worried about, what's working, what needs to "
          "happen. The danger statement was specific: a physical injury from an adult in the home, with violence in "
          "his previous relationship. Protective factors: mum had already spoken to her GP about him, school "
          "attendance was 97%, and the grandmother lived nearby. I scaled it at 3 out of 10 and my manager at 4. "
          "Because the paediatrician said the injury was non-accidental and he was still living there, I recommended "
          "an initial child protection conference, which sat on day 13.", "strong", [1]),
        Q("When have you decided a case didn't meet threshold?"),
        A("Last spring: a neighbour reported shouting and a 10-year-old out late. I did 2 home visits, one unannounced, "
          "spoke to the school and the GP, and saw the boy alone twice. No injuries, good attendance, and dad was "
          "struggling after a bereavement rather than harming him. I wrote the analysis up as needs met with support, "
          "closed the enquiry as not substantiated and stepped it down to early help with a named family support "
          "worker. I made sure the referrer got the standard feedback letter.", "strong", [1, 0]),
        Q("Direct work now. How do you get a child's voice into your assessments?", "next"),
        A("It depends on age. For the 6-year-old I used Three Houses, worries, good things and dreams, over 3 sessions "
          "at school, always in the same room. She drew the boyfriend in the worries house with 'shouting' next to "
          "him. With older children I use Words and Pictures to explain the plan, and I've used In My Shoes on a laptop "
          "with a 12-year-old who wouldn't talk face to face. I quote them directly in the conference report under "
          "'What I said', and I read it back to them first.", "strong", [2]),
        Q("Tell me about a family whose faith or culture shaped how they saw your involvement."),
        A("A family whose church believed their 8-year-old's behaviour was spiritual; they'd taken him to a "
          "'deliverance' session. I didn't argue theology. With the parents' agreement I met the pastor with them, and "
          "we talked about what the church itself expects for children's welfare. I was plain that the law doesn't "
          "change with belief: no fasting him, no all-night prayer vigils. I used a Twi interpreter from the agency, "
          "never the older sister. By the 2nd review conference the sessions had stopped and the church's own youth "
          "worker was part of the safety plan.", "strong", [3]),
        Q("And when parents are hostile?"),
        A("That's where I'm still learning, honestly. I had one dad who was very intimidating on visits. I did the "
          "practical things, joint visits and meeting at the office, but I'm not sure I ever built any relationship "
          "with him. I haven't cracked how to stay warm with someone who's threatening me, and I'd want supervision "
          "on that.", "vague", [3]),
        Q("Multi-agency work. How do you run a core group?", "next"),
        A("The first one is within 10 working days of the conference. I chair it, send the agenda 3 days before, and "
          "we go through the plan line by line: who, what, by when. For the 6-year-old that was the school DSL, the "
          "school nurse, the domestic abuse worker and mum. I circulate notes within 5 working days and chase actions "
          "by email. When the domestic abuse referral hadn't been made by week 3, I rang the worker's manager that day "
          "and it was done by the Friday.", "strong", [4]),
        Q("On the on-call side, it's one week in six, evenings. You've got little ones yourself, haven't you? Who'd "
          "have them if the phone goes at ten at night?", "risky"),
        A("I can cover the rota as you've described it; I'm on a similar one at Harcastle now. Does on-call here go out "
          "to visits, or is it mostly advice to the emergency duty team?"),
        Q("Both, depending. Tell me about your part in court work."),
        A("I've taken 2 families through pre-proceedings and one into care proceedings. For the care case I wrote the "
          "chronology, 14 months and about 90 entries, each with the source and why it mattered, not just what "
          "happened. I wrote the social work evidence template with my manager, including the analysis of the "
          "realistic options: return home, the grandparents, or foster care. We issued at week 12 of the PLO and the "
          "final hearing was at week 24, inside the 26.", "strong", [5]),
        Q("And giving evidence?"),
        A("That's my thinnest area. I've been in the witness box once and it was short: the parents' barrister asked "
          "me a couple of questions about contact and that was it. I've never had a long cross-examination and I "
          "honestly don't know how I'd hold up. I'd want to sit in on someone experienced first.", "vague", [5]),
        Q("That's my list. Over to you.", "next"),
        A("What's the average caseload here, and how is it weighted for children in proceedings?", "cq"),
        Q("Around 16 to 18, with court cases weighted double. We review it monthly in supervision."),
        A("And what does court support look like? Is there a legal gateway meeting and an advanced practitioner?", "cq"),
        Q("Yes, weekly legal gateway meetings and two advanced practitioners. We'll let you know next week. Thanks for "
          "coming in.", "end"),
        A("Thank you, I've enjoyed it."),
    ],
))

# ---------------------------------------------------------------------- child_protection_social_worker - weak
INTERVIEWS.append(dict(
    key="child_protection_social_worker-weak", family="child_protection_social_worker", expected="negative",
    risky_topic="sexual_orientation_gender_identity",
    candidate=dict(firstName="Darren", lastName="Pike", currentTitle="Social Worker, Family Support Team",
                   currentCompany="Northby County Council"),
    turns=[
        Q("Thanks for coming. I'm Yvonne Ashdown, team manager. Background first, then assessment and risk, direct "
          "work, multi-agency and legal, then your questions. About 43 minutes.", "s0"),
        A("Thanks for having me. Darren Pike, BA Social Work, qualified in 2021. I'm in a family support team at "
          "Northby County Council, children in need mainly, and I moved down from Leeds last year."),
        Q("Leeds, lovely. Big move. Did you come down for a partner? Girlfriend, or, sorry, boyfriend, I shouldn't "
          "assume.", "risky"),
        A("Ha, I'd rather keep home life out of it, if that's okay. The move's done and the commute here is about "
          "twenty minutes, so no problem there."),
        Q("Fair enough. Why child protection now?"),
        A("I want more statutory experience. In family support you step in before it gets to child protection, and "
          "I'd like to see the other side."),
        Q("Assessment and risk. Take me through a section 47 enquiry you've been part of.", "next"),
        A("So we'd take a very holistic view, really. We'd gather information from all the stakeholders, the family, "
          "the professionals, and build that picture together. It's about being child-centred and making sure "
          "everyone's aligned.", "vague", [0]),
        Q("Who did you speak to, and what did you record?"),
        A("The usual agencies, school, health, police, whoever was involved. We'd record everything on the system in "
          "line with best practice and keep it transparent with the family.", "vague", [0]),
        Q("How do you decide whether it meets the threshold for a conference?"),
        A("It's a team decision really. We look at the key drivers of risk and the strengths, and the manager would "
          "own that decision going forward. I'd feed in my professional judgement.", "vague", [1]),
        Q("Direct work. How do you capture a child's voice?", "next"),
        A("I've used the three houses with a nine-year-old girl in family support. I drew the three houses and she "
          "filled in worries, good things and dreams. She put her mum's drinking in the worries house, and I copied "
          "what she wrote into the assessment in her own words.", "modest", [2]),
        Q("Families from different faiths or cultures. How do you work with them?"),
        A("I'm really passionate about diversity. It's about meeting families where they are on their journey, being "
          "respectful and empowering them. Every family is unique and I'm very adaptable.", "vague", [3]),
        Q("What about a parent who disagrees with your concerns?"),
        A("We'd try to co-create a plan with them so it's a win-win. Building that rapport is paramount, and being "
          "transparent about the process.", "vague", [3]),
        Q("Multi-agency work. How do you run a core group?", "next"),
        A("Core groups are all about alignment. We'd bring the partners together, share updates and make sure the "
          "plan is robust. Communication is key.", "vague", [4]),
        Q("And court work: chronologies, statements?"),
        A("I haven't done loads directly, but I'm a quick learner. We'd work closely with legal and make sure the "
          "evidence is robust and compliant.", "vague", [5]),
        Q("What would you put in a chronology?"),
        A("All the key events really, in order, best practice stuff. Anything that's part of the child's journey "
          "through services.", "vague", [5]),
        Q("That's my list. What would you like to ask?", "next"),
        A("Is there a programme for people moving into child protection from family support?", "cq"),
        Q("There's a six-month step-up programme with a protected caseload."),
        A("And how often is supervision?", "cq"),
        Q("Monthly formal supervision plus fortnightly group supervision. We'll be in touch next week. Thanks for "
          "coming in.", "end"),
        A("Thanks very much."),
    ],
))

# ----------------------------------------------------------------------------------- actuarial_analyst - strong
INTERVIEWS.append(dict(
    key="actuarial_analyst-strong", family="actuarial_analyst", expected="positive", risky_topic="salary_history",
    candidate=dict(firstName="Meera", lastName="Lakshman", currentTitle="Actuarial Analyst II",
                   currentCompany="Laurel Point Insurance"),
    turns=[
        Q("Thanks for making the trip. I'm Dan Kowalski, pricing manager. Background, technical methods, data and "
          "tools, communication and judgement, then your questions. About 43 minutes.", "s0"),
        A("Thanks for having me. I'm an actuarial analyst on the personal auto pricing team at Laurel Point Insurance "
          "in Columbus, three years in. I've passed Exams 1 and 2, MAS-I and MAS-II, and I sit Exam 5 in the fall."),
        Q("Why pricing, and why move?"),
        A("I like that pricing work ends up in a filing with a number people act on. Laurel Point's auto book is in "
          "three states and you're in eleven, so I'd see far more filings and regulator objections."),
        Q("Technical methods. Walk me through how you build a rate indication.", "next"),
        A("I use the loss ratio method. I start with 5 accident years of earned premium and bring it to current rate "
          "level with the parallelogram method; for our Ohio book that meant 3 rate changes. I develop losses to "
          "ultimate with paid and incurred chain ladder, selecting volume-weighted 3-year average age-to-age factors, "
          "and I use Bornhuetter-Ferguson for the latest year because it's only 12 months mature. Then I trend losses "
          "and premium to the average accident date of the new policy period, load LAE and fixed expenses, and compare "
          "with the permissible loss ratio. The last indication came out at +6.8%. The big assumptions are a stable "
          "development pattern and the right trend period.", "strong", [0]),
        Q("And predictive models?"),
        A("I built a collision frequency GLM last year: Poisson, log link, exposure offset, in R. I started with 22 "
          "candidate variables and dropped 9 that weren't significant or were too correlated with others, vehicle age "
          "and model year for example. I grouped levels from one-way analysis and checked partial residual plots. On a "
          "30% holdout the lift chart separated the top and bottom deciles by a factor of 4.1, and the Gini went from "
          "0.24 on the current plan to 0.31. I checked it held across 3 random splits before it went to the chief "
          "actuary.", "strong", [1]),
        Q("When would you not trust chain ladder?"),
        A("When the development pattern's changed underneath you, a claims process change for example. Beyond that I "
          "know there are methods that adjust for changes in case reserve adequacy, Berquist-Sherman, but I've only read "
          "about them for an exam. I've never applied one to real data, so I couldn't walk you through doing it "
          "properly.", "vague", [0]),
        Q("Data and tools. How do you get the data and know it's right?", "next"),
        A("I pull policy and claims data with SQL from our warehouse, premium at policy-term level and losses at "
          "feature level. My first check is always reconciliation: earned premium by state and year against the "
          "financial statements, within 0.5%. Last year Indiana was off by 2.3%. I traced it to endorsements written "
          "as new rows, so 3,412 policies were double-counted. I fixed it with a window function that keeps the latest "
          "transaction per policy term, re-ran the reconciliation and got it to 0.1%. Every check goes in a "
          "reconciliation tab.", "strong", [2]),
        Q("How would someone else reproduce your work?"),
        A("Everything's in a Git repository: the SQL, the R scripts and an R Markdown report that builds the exhibits. "
          "Each indication has a README with the data cut-off date, the input versions and every selection with the "
          "reason. Nothing goes to the actuary before peer review, where a second analyst reruns it from scratch. On "
          "the Ohio indication my reviewer found a trend period 6 months too long. I fixed it and logged it on our "
          "review checklist, which has 40 items.", "strong", [3]),
        Q("Tell me about a data problem you couldn't fix at source."),
        A("Cause-of-loss codes. Hail claims on auto had been coded as other comprehensive for years, about 18% of comp "
          "losses in 2021. IT couldn't recode history, so I built a mapping in Python from the loss description text "
          "and the loss date against NOAA storm reports, which reclassified 4,600 claims. I hand-checked a sample of "
          "200 and 94% matched, and I documented the rule and the error rate so the next analyst knows the data's "
          "been adjusted.", "strong", [2, 3]),
        Q("Communication. Tell me about explaining a result to non-actuaries.", "next"),
        A("For the Ohio filing the indication was +6.8% but product wanted +3%. I met the product manager and the "
          "underwriting director with a one-page summary, no triangles. I said: for every $100 of premium we expect "
          "$74 of losses and loss expenses next year, and we can afford $69; most of the gap is repair costs rising "
          "11% a year. I showed what +3% would mean, a combined ratio of about 103 on that book. We agreed +4.9% with "
          "a review in 6 months, and I wrote the filing memo.", "strong", [4]),
        Q("A judgement call on an assumption. What did you choose and why?"),
        A("Collision severity trend. The 20-point exponential fit gave 5.2% a year and the 12-point gave 9.1%, because "
          "used-car and parts prices jumped. I selected 7.5%: I thought the recent points reflected real cost "
          "inflation, but I didn't want to assume the spike would continue at full pace. I added a sensitivity table, "
          "each 1 point of trend moved the indication about 1.3 points, and flagged it in the memo as the biggest "
          "single uncertainty. We now refresh it quarterly.", "strong", [5]),
        Q("Before I forget, what's Laurel Point paying you now, base plus bonus? Just so HR can pitch the offer.",
          "risky"),
        A("I'd rather not share my current pay, if that's okay. Based on the posted range and my exams, I'm looking "
          "for around $90,000 base, and I'd like to understand the study programme too."),
        Q("Noted. How would you explain credibility weighting to an underwriter?"),
        A("That's one I'd struggle with, to be honest. I know the classical standard, 1,082 claims for full "
          "credibility, and I've seen the square-root rule used on our territory relativities, but I've never had to "
          "explain it to anyone outside the team. I'd probably fall back on 'how much we trust our own data', and I'm "
          "not sure that would land.", "vague", [4]),
        Q("That's my list. What would you like to ask?", "next"),
        A("How much study time do you give, and is it fixed or flexible around exam dates?", "cq"),
        Q("Up to 100 hours per sitting, taken when you like, and a raise on each pass."),
        A("And would I work on regulator objections directly, or does that sit with the credentialed actuaries?", "cq"),
        Q("You'd draft responses with them from the start. We'll be in touch within a week. Thanks for coming up.",
          "end"),
        A("Thank you, I've enjoyed talking it through."),
    ],
))

# ----------------------------------------------------------------------------------- actuarial_analyst - weak
INTERVIEWS.append(dict(
    key="actuarial_analyst-weak", family="actuarial_analyst", expected="negative", risky_topic="military_discharge",
    candidate=dict(firstName="Tyler", lastName="Brandt", currentTitle="Actuarial Assistant",
                   currentCompany="Carrow Life & Casualty"),
    turns=[
        Q("Thanks for coming in. I'm Dan Kowalski, pricing manager. Background, technical methods, data and tools, "
          "communication and judgement, then your questions. About 43 minutes.", "s0"),
        A("Thanks, Dan. Tyler Brandt, BS Applied Mathematics. I'm an actuarial assistant at Carrow Life & Casualty on "
          "the commercial lines team. Before college I did four years in the Army as a supply sergeant."),
        Q("Four years in, thanks for your service. Clean exit, I'm guessing? Nothing other than honorable on the "
          "paperwork?", "risky"),
        A("I'd rather keep the focus on the job, if that's okay. Happy to talk about the service experience that's "
          "relevant here: I ran inventory reporting for a battalion, which is where I got into spreadsheets."),
        Q("Sure. Why pricing?"),
        A("I like numbers and business. At Carrow I mostly run reports, and I'd like to be closer to the modelling."),
        Q("Technical methods. Walk me through building a rate indication.", "next"),
        A("So at a high level we'd take the loss experience, develop it, trend it and compare it to the premium. It's a "
          "pretty robust process and we leverage standard actuarial best practice for each piece.", "vague", [0]),
        Q("Which development method, and what did you assume?"),
        A("We'd use the standard methods, chain ladder and so on, it depends on the line. The assumptions are really "
          "owned by the senior actuaries, so I'd align with whatever they select.", "vague", [0]),
        Q("Have you built or validated a model?"),
        A("I've been part of the modelling journey on our team. We take a data-driven approach, GLMs and so on, and we "
          "look at the key drivers to make sure the model is robust.", "vague", [1]),
        Q("Data and tools. How do you get the data and check it?", "next"),
        A("I wrote a SQL query at Carrow that pulls earned premium by state and policy year. When the totals didn't "
          "match the finance report I found duplicate rows from endorsements, removed them by keeping one row per "
          "policy number and term, and then the totals matched in Excel.", "modest", [2]),
        Q("How would another analyst reproduce your work?"),
        A("We keep everything on the shared drive and try to be transparent. Our team has a culture of ownership, so "
          "people know where things are and can pick it up going forward.", "vague", [3]),
        Q("Communication. Tell me about explaining a result to non-actuaries.", "next"),
        A("I'm a people person, so I'm comfortable with that. It's about telling the story and keeping stakeholders "
          "aligned on the big picture rather than getting into the weeds.", "vague", [4]),
        Q("Which result, and who was the audience?"),
        A("Different things over time, various business partners really. We'd put a deck together and walk them "
          "through it in a customer-centric way.", "vague", [4]),
        Q("A judgement call on an assumption. What did you choose and why?"),
        A("I'd say I'm pretty adaptable with assumptions. We look at the data, take a holistic view and go with what "
          "makes sense, and we flag anything that looks off.", "vague", [5]),
        Q("What would you do if two trend fits disagreed?"),
        A("Probably escalate it to the team and align on a middle ground. Going forward we'd keep an eye on it.",
          "vague", [5]),
        Q("That's my list. Questions for me?", "next"),
        A("What's the exam support like?", "cq"),
        Q("Paid study hours and a raise on each pass. The details are in the offer pack."),
        A("And is it hybrid from day one?", "cq"),
        Q("Yes, three days in the office. We'll be in touch within a week. Thanks for coming in.", "end"),
        A("Thanks, appreciate it."),
    ],
))

# ----------------------------------------------------------------------------------- food_technologist - strong
INTERVIEWS.append(dict(
    key="food_technologist-strong", family="food_technologist", expected="positive",
    risky_topic="pregnancy_family_plans",
    candidate=dict(firstName="Hannah", lastName="Greaves", currentTitle="Food Technologist",
                   currentCompany="Fenland Kitchen Foods"),
    turns=[
        Q("Thanks for coming over. I'm Graham Tarrant, technical manager. Background, food safety systems, NPD and "
          "shelf life, investigations and audit, then your questions. About 43 minutes.", "s0"),
        A("Thanks for having me. I'm a food technologist at a chilled ready-meals site near Spalding, high-risk and "
          "high-care, about 40 products for one retailer. Four years there, and before that two years as a QA "
          "technician on nights."),
        Q("What's the split between QA and NPD there?"),
        A("About 60/40 towards QA. I own the HACCP review for our meat lines and I do the factory side of NPD: trials, "
          "specs and first production."),
        Q("Food safety systems. Take me through the HACCP plan for one product.", "next"),
        A("Chicken tikka masala, 400 g, with three CCPs. Cooking the chicken: critical limit 75 °C core, or 70 °C for "
          "2 minutes, probed on 5 pieces per batch from the coldest part of the oven. Chilling: below 5 °C core within "
          "90 minutes in the blast chiller, and anything over goes on hold. Metal detection on packed product: test "
          "pieces of 2.0 mm ferrous, 2.5 mm non-ferrous and 3.5 mm stainless, at start-up and every hour, with the "
          "reject confirmed. Verification is daily probe calibration in iced and boiling water, my weekly record "
          "review, and the annual HACCP team review. I led the last one in March and we re-validated the cook step "
          "after a new oven went in.", "strong", [0]),
        Q("Allergens on a shared line. How do you manage them?"),
        A("Line 3 runs a korma with cashews and a dal that's nut-free, so scheduling is the first control: the dal "
          "runs first after the overnight clean. Between allergen runs there's a full wet clean, and I validated it "
          "with lateral-flow swabs for cashew at 6 points, the depositor, hopper and belts, plus ATP. It took 3 "
          "consecutive clean results before it went into the schedule. Labels get a 2-person check at start of run "
          "and at every sleeve change, with a used label stuck on the check sheet. In 2023 that caught a wrong sleeve "
          "on 140 packs before they left the line.", "strong", [1]),
        Q("Quick one while I think of it. A lot of this is in the chillers and high-risk, and trial days can run "
          "twelve hours. Anything on the horizon family-wise, baby plans, that we'd need to work around?", "risky"),
        A("I'd rather not go into my personal plans, if that's okay. I've done chiller work and long trial days for "
          "four years. How far ahead is the trial schedule usually set?"),
        Q("Usually a month. What happens on site when a recipe change adds an allergen?"),
        A("Last year the retailer added mustard to a chicken casserole. I updated the spec and the allergen matrix the "
          "same week, had the artwork proofed against the recipe, and quarantined the old sleeves, about 4,000, so "
          "they couldn't come back onto the line. I moved the casserole to the end of the run order with a full clean "
          "after it, and did a 2-person label check on the first 3 runs. I also briefed both shifts so the line "
          "leaders knew.", "strong", [1]),
        Q("NPD and shelf life. Tell me about a kitchen-to-factory scale-up.", "next"),
        A("A 400 g beef lasagne. The kitchen batch was 5 kg of béchamel; on the line it's 600 kg in the kettle. On the "
          "first trial the sauce came out thin, a Bostwick reading of 14 cm in 30 seconds against 9 cm on the kitchen "
          "sample, because the kettle held it hot for longer and broke the starch down. I raised the modified starch "
          "from 4.2% to 4.8% and tightened the hold to 10 minutes at 85 °C. The second trial read 9.5 cm. I also "
          "checked deposit weights on 30 packs per trial, within 8 g either way after we changed the nozzle. It "
          "launched after the third trial.", "strong", [2]),
        Q("How did you set its shelf life?"),
        A("We wanted day of production plus 10. I ran durability on 3 production batches, stored at 5 °C for "
          "two-thirds of the life and then 8 °C to mimic a home fridge, and tested at day 0, 7, 10 and 12 for TVC, "
          "Enterobacteriaceae, Listeria and yeasts and moulds, plus sensory. Micro was fine through day 12, but the "
          "pasta went soft and the sauce separated at day 11. So I set plus 9, not plus 10, to keep a margin. The "
          "retailer signed it off on the 3-batch data.", "strong", [3]),
        Q("Have you done sensory testing with statistics, triangle tests and so on?"),
        A("Not properly. We do internal tasting panels with a score sheet, but nobody's set up a triangle test with "
          "the right number of assessors and checked significance. I've read about it, but I'd be learning it here.",
          "vague", [2]),
        Q("Investigations and audit. Tell me about a complaint you took through to corrective action.", "next"),
        A("Blue plastic in a cottage pie, from a customer in February. I pulled the batch records, the metal detector "
          "checks and the hard plastics register for that line. The piece matched a mash scraper blade in the hopper "
          "room, and we found the scraper with a 2 cm corner missing. Corrective action: I swapped all 12 scrapers "
          "for metal-detectable ones, added scraper condition to the pre-start checklist and trained both shifts. "
          "Foreign-body complaints on that line went from 6 in the quarter before to 1 in the quarter after.",
          "strong", [4]),
        Q("And audits?"),
        A("I co-hosted our last BRCGS unannounced audit, Issue 9, in 2024. Beforehand I ran a mock traceability test "
          "every quarter, forwards and backwards from raw chicken to dispatched packs, and got it under 2 hours. On "
          "the day the auditor picked a lasagne and we did it in 2 hours 10. We got 2 minors: an out-of-date pest "
          "control site map and a missing signature on a calibration record. I closed both within 28 days with photos "
          "and revised documents, and we kept our AA grade.", "strong", [5]),
        Q("How would you validate a cook step you can't probe, like a sous-vide pouch?"),
        A("I haven't, to be honest. All our cook steps can be probed. I know it comes down to time at temperature at "
          "the slowest-heating point and the lethality that gives you, but I've never worked it out from logger data "
          "myself. I'd need help with the maths the first time.", "vague", [0]),
        Q("That's me. What would you like to ask?", "next"),
        A("How does the role split day to day between the factory floor and NPD?", "cq"),
        Q("Roughly 60/40 towards QA now, moving towards NPD as launches pick up."),
        A("And who signs off shelf life, your technical team or the retailer's technologist?", "cq"),
        Q("Both: we propose, they sign off. We'll be in touch next week. Thanks for coming over.", "end"),
        A("Thank you."),
    ],
))

# ----------------------------------------------------------------------------------- food_technologist - weak
INTERVIEWS.append(dict(
    key="food_technologist-weak", family="food_technologist", expected="negative", risky_topic="national_origin",
    candidate=dict(firstName="Marta", lastName="Kowalczyk", currentTitle="QA Technician",
                   currentCompany="Brightwell Bakeries"),
    turns=[
        Q("Thanks for coming in. I'm Graham Tarrant, technical manager. Background, food safety systems, NPD and shelf "
          "life, investigations and audit, then your questions. About 43 minutes.", "s0"),
        A("Thank you. Marta Kowalczyk, BSc Food Science and Nutrition. I'm a QA technician at Brightwell Bakeries, on "
          "the cakes and desserts site, for nearly two years."),
        Q("What does a typical day look like there?"),
        A("Line checks mostly, weights, labels, metal detector checks, and helping out with audits."),
        Q("Food safety systems. Take me through the HACCP plan for a product you know.", "next"),
        A("So HACCP is all about a robust, holistic approach to food safety. We identify the hazards and the critical "
          "points, and everything is compliant with the standard.", "vague", [0]),
        Q("Which CCPs, and what are the limits?"),
        A("It depends on the product really. The team has it all documented, and we follow best practice on the "
          "limits and make sure everything is aligned with the customer.", "vague", [0]),
        Q("Allergens on a shared line. How do you manage them?"),
        A("At Brightwell I do the label check at the start of each run. I compare the label with the spec, check the "
          "allergens are in bold and the date code is right, and sign the sheet. If it's wrong I stop the line and "
          "tell the shift leader.", "modest", [1]),
        Q("NPD and shelf life. Tell me about a factory trial you've been part of.", "next"),
        A("I've supported a few trials. It's a dynamic environment, and we all work together to make it seamless from "
          "the kitchen to the line.", "vague", [2]),
        Q("What did you measure on the trial?"),
        A("All the key things, quality, consistency, the big picture really. Our NPD team owns that side and I help "
          "with the data.",
          "vague", [2]),
        Q("How would you set a shelf life for a new chilled dessert?"),
        A("We'd take a data-driven approach, do the micro, and align with the customer on what they need. It's about "
          "getting the right balance going forward.", "vague", [3]),
        Q("Sorry, random one. Your accent, is that Polish? Half our hygiene team's Polish, you'd fit right in.",
          "risky"),
        A("I'd rather keep it about the job, if that's okay. Shall I go on to complaints?"),
        Q("Go on then. Tell me about a complaint you investigated.", "next"),
        A("We had a few complaints, and the key thing is finding the root cause and making sure the corrective action "
          "is robust. We're very transparent with the customer.", "vague", [4]),
        Q("Which complaint, and what was the cause?"),
        A("I can't remember the exact one, but it was quality-related. We did a full investigation as a team, took "
          "ownership and put the actions in place.", "vague", [4]),
        Q("How did you prepare for your last BRCGS audit?"),
        A("It's all about having an audit-ready culture, so we're prepared all the time. We make sure everything is "
          "compliant and that we keep improving.", "vague", [5]),
        Q("That's my list. What would you like to ask?", "next"),
        A("Is there training for HACCP Level 4?", "cq"),
        Q("Yes, we fund it after probation."),
        A("And is it day shifts only?", "cq"),
        Q("Days, with some early trials. We'll be in touch next week. Thanks for coming in.", "end"),
        A("Thank you."),
    ],
))
