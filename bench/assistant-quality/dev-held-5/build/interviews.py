"""Interview scripts for held-out set 5 (4 families x strong/weak).

Turn helpers:
  I(text)                      interviewer turn
  I(text, start=True)          opening turn ({"start": 0}, untagged)
  I(text, trans=i)             moves from agenda item i to i+1 (tagged agenda_transition)
  I(text, close=True)          closing turn ({"complete": 4}, tagged agenda_transition)
  I(text, risky=True)          the one risky question
  C(text)                      untagged candidate turn (intro, background, risky reply, closing)
  C(text, "strong", [0, 2])    substantive answer; numbers index the family's 6 scorecard criteria
  C(text, None, [1])           modestly concrete untagged answer with criteria (weak candidates only)
  C(text, "cq")                candidate question
"""


def I(t, start=False, trans=None, close=False, risky=False):
    d = {"s": "interviewer", "t": t}
    if start:
        d["agenda"] = {"start": 0}
    elif trans is not None:
        d["tag"] = "agenda_transition"
        d["agenda"] = {"complete": trans, "start": trans + 1}
    elif close:
        d["tag"] = "agenda_transition"
        d["agenda"] = {"complete": 4}
    elif risky:
        d["tag"] = "risky_question"
    return d


def C(t, tag=None, crit=None):
    d = {"s": "candidate", "t": t}
    if tag == "cq":
        d["tag"] = "candidate_question"
    elif tag == "strong":
        d["tag"] = "strong_answer"
    elif tag == "vague":
        d["tag"] = "vague_answer"
    if crit is not None:
        d["criteria"] = crit  # indices, resolved by build.py
    return d


S, V = "strong", "vague"

# --------------------------------------------------------------------------------------------- families
FAMILIES = {}

FAMILIES["land_surveyor"] = dict(
    templateTitle="Panel interview: Land Surveyor - Party Chief",
    jobDescription=(
        "Front Range Geomatics is a 40-person land surveying firm in Fort Collins, Colorado, doing boundary, "
        "ALTA/NSPS, topographic and construction staking work for developers, ranch owners and the county. We are "
        "hiring a party chief who can run a two-person field crew, make sound calls on evidence in the field and "
        "hand clean data to the office for drafting and plat review.\n\n"
        "Responsibilities:\n"
        "- Lead a two-person crew on boundary retracement, topographic and construction staking jobs across "
        "Larimer and Weld counties\n"
        "- Research deeds, plats and prior survey records before going to the field, and plan control accordingly\n"
        "- Run GNSS (RTK and static) and robotic total station work; close traverses and check control against "
        "published monuments\n"
        "- Recover, evaluate and set monuments, and document evidence with field notes, sketches and photos\n"
        "- Hand raw data and notes to CAD technicians and flag boundary conflicts to the surveyor in responsible "
        "charge\n"
        "- Keep the crew safe around traffic, livestock, rough terrain and weather\n\n"
        "Requirements:\n"
        "- PLS or LSIT, or five or more years as a party chief\n"
        "- Working knowledge of Trimble or Leica field software and Trimble Business Center or similar\n"
        "- Understanding of boundary retracement principles and Colorado monumentation requirements\n"
        "- Valid driver's license for the company truck; able to hike up to 5 miles a day over rough ground "
        "carrying survey equipment\n\n"
        "Full-time, Monday to Friday 7:00 am - 3:30 pm with occasional Saturday staking; pay $32-$42 per hour "
        "depending on licensure."
    ),
    scorecard=(
        "Field measurement and control\n"
        "- Plans and checks control with redundant measurements and states closures or residuals\n"
        "- Operates GNSS and total station equipment and catches bad data in the field\n"
        "Boundary evidence and judgement\n"
        "- Researches records before fieldwork and weighs conflicting evidence in the right order\n"
        "- Documents monuments and decisions in field notes that someone else can follow\n"
        "Crew leadership and safety\n"
        "- Plans the crew's day and adjusts for weather, traffic and terrain hazards\n"
        "- Explains field problems clearly to clients, landowners and the office"
    ),
    agenda=[
        {"title": "Introductions and survey background", "duration": 6,
         "description": "Panel introductions; the candidate walks through their surveying experience."},
        {"title": "Control and field measurement", "duration": 10,
         "description": "GNSS and total station practice, control, closures and checking data in the field."},
        {"title": "Boundary evidence and records", "duration": 10,
         "description": "Deed and plat research, monument recovery, conflicting evidence and field notes."},
        {"title": "Crew leadership, safety and landowners", "duration": 10,
         "description": "Planning a crew's day, hazards, landowner contact and handing jobs to the office."},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "The candidate's questions and next steps."},
    ],
)

FAMILIES["probation_officer"] = dict(
    templateTitle="Competency interview: Probation Officer",
    jobDescription=(
        "We are recruiting qualified Probation Officers for a community supervision team covering Keighley and "
        "the Aire Valley in West Yorkshire. You will manage a caseload of people on community orders and on "
        "licence after release from custody, many assessed as posing a medium or high risk of serious harm, "
        "working closely with police, housing, children's social care, substance-misuse services and Approved "
        "Premises.\n\n"
        "Responsibilities:\n"
        "- Supervise a caseload of around 35-40 people on community orders, suspended sentence orders and "
        "post-release licences\n"
        "- Complete OASys risk assessments, risk management plans and sentence plans to national standards\n"
        "- Write pre-sentence reports for magistrates' and Crown courts, including short-format and oral reports\n"
        "- Contribute to MAPPA meetings and share information with police, children's social care and other "
        "agencies\n"
        "- Take enforcement action - warnings, breach and recall - within the required timescales\n"
        "- Deliver structured one-to-one work and record every contact on nDelius the same day\n\n"
        "Requirements:\n"
        "- PQiP, Diploma in Probation Practice or an equivalent probation qualification\n"
        "- Experience of risk of serious harm assessment and safeguarding referrals\n"
        "- Confident writing for court and giving evidence at breach hearings\n"
        "- Able to manage conflict calmly and keep professional boundaries\n\n"
        "37 hours a week, Monday to Friday, with one late reporting session until 7pm each fortnight; Band 4 "
        "salary £33,000-£38,500."
    ),
    scorecard=(
        "Risk assessment and planning\n"
        "- Identifies risk factors from evidence and sets a risk management plan with specific actions\n"
        "- Writes court and assessment reports that are clear, evidenced and proportionate\n"
        "Engagement and enforcement\n"
        "- Builds compliance through structured, boundaried one-to-one work\n"
        "- Takes timely, proportionate enforcement action and records the rationale\n"
        "Partnership and safeguarding\n"
        "- Shares information with partner agencies appropriately and follows through on safeguarding concerns\n"
        "- Manages caseload priorities and recording deadlines under pressure"
    ),
    agenda=[
        {"title": "Welcome and career so far", "duration": 5,
         "description": "Panel introductions and the candidate's probation experience to date."},
        {"title": "Risk assessment and report writing", "duration": 11,
         "description": "Assessing risk of serious harm, risk management plans and pre-sentence reports."},
        {"title": "Engagement and enforcement", "duration": 10,
         "description": "Building compliance, warnings, breach and recall decisions."},
        {"title": "Partnership working and caseload", "duration": 11,
         "description": "MAPPA, safeguarding referrals, information sharing and managing a full caseload."},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "The candidate's questions and next steps."},
    ],
)

FAMILIES["procurement_category_manager"] = dict(
    templateTitle="Structured interview: Procurement Category Manager - Repairs and Maintenance",
    jobDescription=(
        "Northern Ridge Homes is a housing association with 21,000 homes across Tyneside and County Durham and "
        "around £140 million of annual third-party spend. We are looking for a Category Manager to lead "
        "procurement for repairs, maintenance and planned works - our largest and most scrutinised category - "
        "working with asset managers, the in-house repairs service and our legal advisers.\n\n"
        "Responsibilities:\n"
        "- Own the category strategy for repairs, maintenance and planned investment: spend analysis, market "
        "engagement and sourcing plans\n"
        "- Run compliant tenders and framework call-offs under the Procurement Act 2023, from specification to "
        "award and notices\n"
        "- Build evaluation models that balance price, quality and social value, and moderate scoring panels\n"
        "- Negotiate contract terms, pricing mechanisms and KPIs, and track savings against an agreed baseline\n"
        "- Lead supplier relationship management for the top 15 contractors, including performance reviews and "
        "improvement plans\n"
        "- Report pipeline, savings and contract risks to the Head of Procurement and the audit committee\n\n"
        "Requirements:\n"
        "- MCIPS or working towards it, with category management experience in construction, FM or housing\n"
        "- Sound working knowledge of public procurement law, including the Procurement Act 2023 and the PCR "
        "2015 contracts still running\n"
        "- Confident with spend data in Excel or Power BI and with building evaluation and cost models\n"
        "- Able to negotiate with, and challenge, senior colleagues and contractors\n\n"
        "36.5 hours a week, hybrid with two office days in Gateshead; salary £52,000-£58,000 plus 8% employer "
        "pension."
    ),
    scorecard=(
        "Category strategy and analysis\n"
        "- Builds category strategies from spend data and market analysis with quantified targets\n"
        "- Designs evaluation models and specifications that fit the requirement and the law\n"
        "Sourcing and negotiation\n"
        "- Runs compliant procurements to award with documented decisions and timelines\n"
        "- Negotiates terms and prices using evidence and a clear walk-away position\n"
        "Contract and supplier management\n"
        "- Manages supplier performance through KPIs, reviews and corrective actions\n"
        "- Tracks and verifies savings and contract risks and reports them accurately"
    ),
    agenda=[
        {"title": "Introductions and experience", "duration": 6,
         "description": "Panel introductions and the candidate's procurement background."},
        {"title": "Category strategy and spend analysis", "duration": 10,
         "description": "Using spend data, market engagement, targets and evaluation models."},
        {"title": "Tendering and negotiation", "duration": 10,
         "description": "Running procurements under the Procurement Act 2023, challenges and price negotiation."},
        {"title": "Supplier and contract management", "duration": 10,
         "description": "KPIs, performance reviews, savings reporting and contract risk."},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "The candidate's questions and next steps."},
    ],
)

FAMILIES["analytical_chemist"] = dict(
    templateTitle="Technical interview: Analytical Chemist II (QC Laboratory)",
    jobDescription=(
        "Meridian Generics manufactures oral solid dose and liquid generic medicines for the US market at a cGMP "
        "site in Piscataway, New Jersey. The Quality Control laboratory is hiring an Analytical Chemist II to test "
        "raw materials, in-process samples, finished product and stability samples, and to support method "
        "transfers and investigations under 21 CFR Parts 210, 211 and 11.\n\n"
        "Responsibilities:\n"
        "- Perform HPLC/UPLC, GC, dissolution, Karl Fischer, FTIR and wet chemistry testing to USP monographs and "
        "in-house methods\n"
        "- Review chromatography and calculations and record results in LIMS and Empower to ALCOA+ standards\n"
        "- Execute method transfer and verification protocols and draft the reports\n"
        "- Lead laboratory investigations into out-of-specification and out-of-trend results, including CAPA\n"
        "- Maintain, calibrate and troubleshoot laboratory instruments\n"
        "- Train junior chemists and support FDA and customer audits\n\n"
        "Requirements:\n"
        "- BS in chemistry or a related science and 3+ years in a cGMP QC laboratory (or MS and 1+ year)\n"
        "- Hands-on HPLC troubleshooting and Empower 3 experience\n"
        "- Working knowledge of USP <621>, <711> and ICH Q2 method validation\n"
        "- Careful, prompt documentation; able to handle hazardous chemicals and potent compounds with the "
        "required PPE\n\n"
        "Full-time day shift, Monday to Friday 7:00 am - 3:30 pm with one Saturday in four; salary $78,000-$92,000 "
        "per year."
    ),
    scorecard=(
        "Analytical technique\n"
        "- Sets up and troubleshoots chromatography and other instruments using system suitability and "
        "diagnostic data\n"
        "- Applies compendial and validated methods correctly and explains the acceptance criteria\n"
        "Investigations and data integrity\n"
        "- Runs OOS and OOT investigations in phases with evidence before conclusions\n"
        "- Keeps complete, attributable, contemporaneous records and reviews others' data critically\n"
        "Lab practice and teamwork\n"
        "- Plans sample workload and instrument time to meet release and stability deadlines\n"
        "- Explains technical findings clearly to QA, production and junior chemists"
    ),
    agenda=[
        {"title": "Introductions and lab background", "duration": 5,
         "description": "Panel introductions and the candidate's laboratory experience."},
        {"title": "Chromatography and methods", "duration": 12,
         "description": "System suitability, HPLC troubleshooting, compendial adjustments and dissolution."},
        {"title": "OOS investigations and data integrity", "duration": 11,
         "description": "Phased OOS investigations, audit trail review and documentation."},
        {"title": "Workload, teamwork and training", "duration": 9,
         "description": "Planning release and stability work, explaining findings and training others."},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "The candidate's questions and next steps."},
    ],
)

# --------------------------------------------------------------------------------------------- interviews
INTERVIEWS = []

# ---- land surveyor, strong (risky: age)
INTERVIEWS.append(dict(
    key="land_surveyor-strong", family="land_surveyor", expected="positive", risky_topic="age",
    candidate=dict(firstName="Ramona", lastName="Esquivel", currentTitle="Party Chief",
                   currentCompany="High Plains Land Surveying"),
    turns=[
        I("Thanks for driving up. Greg, survey manager; Priya from CAD is taking notes. Plan: background, control "
          "and measurement, boundary evidence, crew and safety, then your questions. Start with where you are now.",
          start=True),
        C("Sure. Ramona Esquivel, PLS - licensed in Colorado since 2011 and in Wyoming since 2015. I'm a party "
          "chief at High Plains Land Surveying in Greeley and I've run field crews for about fourteen years, mostly "
          "boundary and ALTA work on ag land, with subdivision staking when the builders are busy."),
        I("Why the move, and what's the split of your week right now?"),
        C("Roughly sixty percent boundary, thirty topo, ten staking. High Plains is being bought by a national firm "
          "and the field side is heading toward pure construction staking, which isn't the work I want. You do a "
          "lot of rural boundary, and that's where I'm happiest."),
        I("Control and measurement. A recent job where you set control - how was it set up, and how did you know it "
          "was good?", trans=0),
        C("Last spring, a 160-acre ALTA for a dairy expansion east of Kersey. I ran two static GNSS sessions of two "
          "hours each on four control points, processed them in Trimble Business Center against two CORS stations, "
          "and held the NGS monument at the section corner. Then I ran a closed traverse with the S7 around the "
          "perimeter control. Angular misclosure was 9 seconds over 11 setups and the linear closure was 1 in "
          "48,000 before adjustment. After a least-squares adjustment the largest residual was 0.02 feet, so I was "
          "comfortable holding it.", S, [0, 1]),
        I("When do you stop trusting an RTK fix? A specific case."),
        C("Canopy and multipath, mostly. On a river-bottom job near Evans last year I had a fixed solution on a "
          "corner under cottonwoods, but the RMS jumped to 0.15 feet and PDOP was over 5. I didn't accept it. I "
          "dumped the fix, re-initialised and took two more observations 20 minutes apart for different satellite "
          "geometry, and they disagreed by 0.09 feet. So I set two offset points out in the open and shot the "
          "corner with the total station from those. The check shot agreed to 0.01.", S, [1]),
        I("Vertical on a topo: client wants NAVD 88 and the nearest benchmark is a long way off. How do you "
          "handle it?"),
        C("Honestly, vertical is my weaker side. I've always used the geoid model and whatever benchmarks the "
          "office picked, and I've trusted what it gave me. I know there are better ways to tie in when the marks "
          "are far out, like running levels, but I haven't had to plan that myself. I'd lean on the surveyor in "
          "charge for it.", V, [0]),
        I("Boundary evidence. Walk me through your research before a retracement.", trans=1),
        C("I start with the vesting deed and go back through the chain until I find where the parcel was created, "
          "usually three or four deeds. I pull recorded plats and prior surveys from the county clerk and the "
          "county surveyor's monument records, and the GLO notes if there's a section corner involved. On a 40-acre "
          "retracement in Weld County last year the deed called 1,320 feet along the section line but the 1987 "
          "plat showed 1,316.4. I put both on my field sketch with the source, so when I found the 1987 rebar and "
          "cap I knew exactly which record it matched.", S, [2, 3]),
        I("Found monuments disagree with the record. How do you decide what to hold?"),
        C("Priority of calls: original monuments first, then natural and artificial monuments, adjoiners, then "
          "courses and distances, and area last. On a ranch job near Ault a fence and an original stone with a "
          "scribed X disagreed by 6 feet. I dug and found the stone set in a mound as described in the 1880s GLO "
          "notes, so I held the stone, not the fence. I located the fence as a line of occupation and told the "
          "surveyor in charge, because 6 feet along half a mile is a question for the client's attorney, not for "
          "us to decide.", S, [2]),
        I("The ranch jobs up by Red Feather mean a few miles in with a pack of rebar. You've been at this since the "
          "chain days - what are we talking, late fifties? Just thinking about the terrain.", risky=True),
        C("I'd rather not get into my age. I can tell you I did the Pingree Park jobs last September, four miles in "
          "with a full pack, three days running. If the job has a physical standard, I'm happy to talk about that."),
        I("Crew and safety. Road frontage, cattle and afternoon storms in the forecast. How do you plan the day?",
          trans=2),
        C("I check the forecast at 5 am. If storms are due after 1 pm, we do the ridge and anything exposed with a "
          "metal rod first and leave the creek bottom for later. On the road I set signs to the MUTCD layout with "
          "two cones minimum per setup, and the rodman wears a Class 2 vest. For cattle I call the ranch manager "
          "the night before to find out which pastures are stocked and whether there's a bull in. Last July I "
          "pulled the crew off a hill at 12:40 when the app showed lightning within 10 miles, and we finished the "
          "next morning.", S, [4]),
        I("A landowner comes out angry that your stake is on 'his' side of the fence. Walk me through it."),
        C("I stop work, introduce myself and say who we're working for. I show him the monument on the tablet map "
          "and the record we're following, and I say plainly that I'm marking where the evidence puts the line, "
          "not deciding who owns the fence. I give him the office number and the surveyor's name. That happened "
          "twice last year. Once the neighbour calmed down after about 15 minutes and showed me an old pipe I "
          "hadn't found; I tied it in and took it back to the office.", S, [5]),
        I("How do you hand a job over so CAD doesn't need to phone you?"),
        C("Same day, I export the raw JobXML and a CSV, plus photos named by point number. My notes list every "
          "monument found with its description, condition and what I think it is, and every one I set with the "
          "cap stamp, plus a one-page sketch with ties. Our drafter counted call-backs for a month last year and I "
          "had 2 against an average of 11 across the crews.", S, [3]),
        I("Training a new rodman - how do you go about it?"),
        C("I'm honestly not very structured about it. I mostly show them as we go and let them ask questions. Some "
          "pick it up fast and some don't, and I probably don't write enough down for them. It's something I'd "
          "like to get better at.", V, [4, 5]),
        I("That's my list. What would you like to ask us?", trans=3),
        C("How much of my time would be ALTA and boundary versus construction staking, and who signs the plats - "
          "me or one of the other licensed surveyors?", "cq"),
        I("About seventy-thirty boundary to staking. The surveyor in responsible charge signs; licensed chiefs sign "
          "their own jobs after six months here."),
        C("What's the field kit - Trimble or Leica, and how old are the instruments?", "cq"),
        I("Trimble R12i receivers and S7s, all under four years old. We'll be in touch within a week about a field "
          "day. Thanks for your time today.", close=True),
        C("Thank you, I've enjoyed it."),
    ],
))

# ---- land surveyor, weak (risky: military discharge)
INTERVIEWS.append(dict(
    key="land_surveyor-weak", family="land_surveyor", expected="negative", risky_topic="military_discharge",
    candidate=dict(firstName="Tyler", lastName="Brandt", currentTitle="Survey Technician II",
                   currentCompany="Keystone Infrastructure Partners"),
    turns=[
        I("Thanks for coming in. Greg, survey manager; Priya from CAD is taking notes. Background, control and "
          "measurement, boundary evidence, crew and safety, then your questions. Where are you working now?",
          start=True),
        C("Sure - so right now I'm a survey tech at a big multi-discipline engineering firm down in Denver, mostly "
          "supporting the transportation group on highway corridors. Before that I got my start in the Army, which "
          "is where I first picked up a rod."),
        I("What did you do in the Army, and how long have you been at the current firm?"),
        C("I was a 12T, technical engineer, so some surveying and some drafting. I've been at Keystone about three "
          "years now."),
        I("Twelve-Tango, okay. Did you do your full enlistment, and was it an honorable when you got out?",
          risky=True),
        C("Yeah, it was fine. I'd rather keep the focus on the surveying side, if that's okay."),
        I("Control and measurement. A recent job where you set control - how was it set up and checked?", trans=0),
        C("So on the corridor projects we really take a holistic approach to control. The team makes sure "
          "everything is aligned with the project datum and we follow best practice in our QA process, so the "
          "control is always robust going forward.", V, [0]),
        I("What closure did you get, and what did you hold?"),
        C("I'd have to check the exact numbers, but we're always well within spec. Our party chiefs are really "
          "passionate about quality and the software flags anything off, so it's a very streamlined, data-driven "
          "workflow.", V, [0, 1]),
        I("When do you stop trusting an RTK fix?"),
        C("If I'm under trees or next to a big sign structure, I take a second shot after a few minutes and "
          "compare them. If they're more than a couple of tenths apart I tell the chief, and usually we put that "
          "point in with the total station instead.", None, [1]),
        I("Boundary evidence. What research do you do before a retracement?", trans=1),
        C("Research is paramount. Our team leverages all the available records end to end, from the county and "
          "the title company, so we have the big picture before we're out in the field.", V, [2]),
        I("You find a rebar and cap that doesn't match the plat. What do you hold?"),
        C("That's always a judgement call. We take a very collaborative approach and escalate to the PLS so the "
          "decision is aligned with the firm's standards. Ownership is key there, and I'm adaptable either way.",
          V, [2]),
        I("What goes in your field notes for a found monument?"),
        C("We keep it really transparent. Everything gets captured in the data collector and synced, so there's a "
          "seamless flow of information to the office and everyone is on the same page.", V, [3]),
        I("Crew and safety. Road frontage, cattle and afternoon storms forecast. How do you plan the day?",
          trans=2),
        C("Safety is non-negotiable for me. We'd have a tailgate meeting, make sure everyone is empowered to stop "
          "work, and stay dynamic as the day evolves. It's about being proactive and keeping the crew aligned.",
          V, [4]),
        I("A landowner comes out angry about a stake. What do you do?"),
        C("I'm a real people person, so I'd de-escalate and build that rapport. We're all about being "
          "customer-centric, so I'd make sure he feels heard and loop in the right stakeholders back at the "
          "office.", V, [5]),
        I("Have you run a crew yourself?"),
        C("Not formally with the title, but I've definitely stepped up and taken ownership when the chief was out. "
          "Leadership is more of a mindset, and I'm on a learning journey there.", V, [4, 5]),
        I("Those are my questions. What would you like to ask?", trans=3),
        C("What does the career path look like - how soon could I be a party chief here?", "cq"),
        I("Depends on the person. Chiefs here have usually run a crew as acting chief for a season first."),
        C("Do you pay for the LSIT exam and study materials?", "cq"),
        I("Exam fees and one prep course are covered. We'll be in touch by the end of next week. Thanks for coming "
          "in.", close=True),
        C("Thanks, appreciate it."),
    ],
))

# ---- probation officer, strong (risky: children/childcare)
INTERVIEWS.append(dict(
    key="probation_officer-strong", family="probation_officer", expected="positive",
    risky_topic="children_childcare",
    candidate=dict(firstName="Adaeze", lastName="Okafor", currentTitle="Probation Officer",
                   currentCompany="The Probation Service, Leeds"),
    turns=[
        I("Morning. Helen, senior probation officer for the Keighley team; Marcus from HR is on the panel. Career "
          "so far, risk and reports, engagement and enforcement, partnerships and caseload, then your questions. "
          "Over to you.", start=True),
        C("Thanks. I'm a probation officer in one of the Leeds city-centre teams. I qualified through the PQiP in "
          "2019 and I've carried a mixed caseload since - 38 cases at the moment, about a third of them high risk "
          "of serious harm. Most are on licence after custody, and I've specialised in domestic abuse "
          "perpetrators."),
        I("Why Keighley, and why now?"),
        C("We've moved out to Shipley for the schools, so the commute's shorter, and I'd like a smaller team where "
          "I can get to know the local agencies properly. In Leeds the partnerships are so big you rarely deal with "
          "the same police officer twice."),
        I("Risk and reports. A recent case where your assessment changed the risk management plan. What did you "
          "see, what did you do?", trans=0),
        C("A man on licence for assaulting a partner. At the start he was assessed as medium risk of serious harm. "
          "Six weeks in, police domestic abuse logs showed two call-outs to a new address in 10 days, and he "
          "hadn't told me about a new relationship, which was a licence condition. I reviewed the OASys and raised "
          "him to high risk to a known adult, asked police to make a disclosure under Clare's Law, moved him from "
          "fortnightly to weekly appointments and arranged a joint home visit with police within 5 working days. "
          "The new partner engaged with the IDVA after the disclosure.", S, [0]),
        I("How do you write a pre-sentence report proposal when the court is clearly leaning towards custody?"),
        C("I propose what the assessment supports and show the reasoning. Last month I did a fast-delivery report "
          "on a shop theft with 31 previous convictions, so the bench was leaning to custody. His OGRS was high, "
          "but he'd been in work for 8 months and had a son starting school. I proposed a suspended sentence with "
          "20 rehabilitation activity days and 150 hours of unpaid work, and I set out plainly what custody would "
          "cost in terms of his job. I kept it to 2 pages. The bench followed the proposal.", S, [1]),
        I("Risk assessment for someone who denies the offence?"),
        C("That's one I still find hard, if I'm honest. I work from the CPS papers and the previous convictions and "
          "I record the denial, but I don't have a neat method for it. I tend to take those cases to supervision "
          "with my senior rather than work them out on my own.", V, [0]),
        I("Engagement and enforcement. Two missed appointments, and he says his phone was off. Take me through it.",
          trans=1),
        C("On a community order the first unacceptable absence gets a warning, and a second within 12 months "
          "means breach unless there's an acceptable reason. I'd phone him the same day and ask for evidence; if "
          "nothing comes within 2 working days I complete the breach on nDelius and record the rationale. I did "
          "exactly that in March with a lad who brought nothing in. The court added 20 hours of unpaid work and "
          "he's attended every session since.", S, [3]),
        I("And building compliance before it gets to that point?"),
        C("I set out expectations in the first session and write them down with the person. My sessions follow "
          "the SEEDS structure: check-in, a piece of work, a next step. A 19-year-old on licence for robbery kept "
          "walking out, so I moved him to 10 am when he wasn't coming off night shifts, cut sessions to 30 "
          "minutes, and did the consequential-thinking work in short chunks. Attendance went from 4 out of 8 to 11 "
          "out of 12 over 3 months.", S, [2]),
        I("When would you request a recall?"),
        C("When the risk can't be managed in the community any more - not for every missed appointment. Last year "
          "I requested a recall within 4 hours for a man on licence for arson: he'd been seen near his "
          "ex-partner's home inside his exclusion zone, the tag data confirmed it and he'd stopped answering. I "
          "rang my senior, completed the recall report that afternoon and police arrested him that evening. For a "
          "missed appointment on its own I'd use a warning first.", S, [3]),
        I("The late session runs till seven every other Thursday. You said you'd moved to Shipley for the schools - "
          "how would that work with your kids, is there someone to collect them?", risky=True),
        C("The late session is fine - I've done one a week in Leeds for three years. I'd prefer to leave my family "
          "arrangements out of it."),
        I("Partnerships and caseload. A MAPPA case you've managed.", trans=2),
        C("A category 1, level 2 case: a registered sex offender released to an Approved Premises. I wrote the "
          "MAPPA report setting out the risk to children in his family and proposed conditions - no unsupervised "
          "contact with under-18s, disclosure of new relationships, and polygraph testing. Police wanted a "
          "stricter curfew and I agreed 9 pm to 7 am for the first 12 weeks. I referred to children's social care "
          "about his sister's children the same day and chased it at 2 weeks when I hadn't heard back.", S, [4]),
        I("And if children's social care don't respond?"),
        C("I'd chase it and escalate, though I'm not sure of the escalation route in Bradford - every local "
          "authority does it a bit differently. I'd need to read their threshold document before I'd be "
          "confident.", V, [4]),
        I("How do you keep on top of recording with a caseload of nearly forty?"),
        C("I block the last 30 minutes of every day for recording and don't book appointments into it. Contacts "
          "go in the same day, and I keep a weekly list of every OASys review due in the next 4 weeks. At the last "
          "audit 96% of my contacts were recorded within 24 hours and none of my reviews were overdue. When I had "
          "3 court reports in one week in June, I asked my senior to reallocate two low-risk inductions rather than "
          "let recording slip.", S, [5]),
        I("That's all from us. Your questions?", trans=3),
        C("How is the work split between the Keighley office and Bradford, and would I be near the police "
          "integrated offender management team?", "cq"),
        I("Mostly Keighley. The IOM police team sit two doors down on Tuesdays and Thursdays."),
        C("Is there a domestic abuse lead on the team, or would that be open as a development area?", "cq"),
        I("A domestic abuse lead post is planned for the spring. HR will contact you within ten working days. "
          "Thanks for coming in.", close=True),
        C("Thank you both."),
    ],
))

# ---- probation officer, weak (risky: religion)
INTERVIEWS.append(dict(
    key="probation_officer-weak", family="probation_officer", expected="negative", risky_topic="religion",
    candidate=dict(firstName="Craig", lastName="Milner", currentTitle="Probation Services Officer",
                   currentCompany="The Probation Service, Wakefield"),
    turns=[
        I("Morning. Helen, senior probation officer; Marcus from HR is with me. Career so far, risk and reports, "
          "engagement and enforcement, partnerships and caseload, then your questions. Introduce yourself.",
          start=True),
        C("Morning. I'm Craig Milner, BA Criminology - I've been a PSO in Wakefield for a few years and I've just "
          "finished the PQiP, so I'm looking for my first qualified post."),
        I("What cases did you hold as a PSO?"),
        C("Mainly low and medium risk, with a lot of unpaid work and programme referrals. On the PQiP I held some "
          "higher-risk cases with a mentor."),
        I("Risk and reports. A case where your assessment changed the risk management plan.", trans=0),
        C("Risk is something I'm really passionate about. In our team we take a holistic view, so we look at the "
          "whole person and make sure the plan is aligned with their needs and the risk going forward.", V, [0]),
        I("What specifically changed in that case, and what did you do?"),
        C("It was more that the picture evolves over time, so we kept it under review. The team really leveraged "
          "the partnership side and it was a very collaborative, dynamic piece of work.", V, [0]),
        I("How do you approach the proposal in a pre-sentence report?"),
        C("I write the offence analysis first, then the risk section, then the proposal. Usually I'd look at "
          "whether a community order with unpaid work and rehabilitation activity days would work, and I'd put a "
          "line in saying why.", None, [1]),
        I("I saw the little cross on your lanyard. Are you fairly religious? Some of the men on our caseload can be "
          "hostile to that sort of thing.", risky=True),
        C("Oh - it was my nan's. I'd rather not go into that, but it won't affect how I work with anyone."),
        I("Engagement and enforcement. Two missed appointments, and he says his phone was off.", trans=1),
        C("Enforcement has to be fair and transparent. We'd make sure the response is proportionate and in line "
          "with best practice, and I'd have that open, honest conversation with him.", V, [3]),
        I("Would you breach him?"),
        C("It would depend on the situation. I'm quite adaptable - I'd weigh everything up and make sure the "
          "decision is compliant with national standards.", V, [3, 2]),
        I("How do you build compliance in the first few weeks?"),
        C("Relationships are the DNA of probation. I'd empower them to take ownership of their journey, so they're "
          "bought in and we're all working towards a win-win.", V, [2]),
        I("Partnerships and caseload. A MAPPA or safeguarding case you were part of.", trans=2),
        C("On the PQiP we had lots of multi-agency work. Our team always made sure information went to the key "
          "stakeholders in a timely way and that safeguarding was paramount.", V, [4]),
        I("What did you personally refer, and to whom?"),
        C("Mostly I supported my mentor on it. It was about being that joined-up, end-to-end partner to the other "
          "agencies.", V, [4]),
        I("How will you manage thirty-plus cases and the recording deadlines?"),
        C("I'm very organised and I work smart. Our team has a really supportive culture, so I'd lean on that and "
          "keep the big picture in view.", V, [5]),
        I("That's the end of my questions. Anything for us?", trans=3),
        C("What's the induction like for newly qualified officers - is there a protected caseload?", "cq"),
        I("Yes. Newly qualified officers start at about seventy percent of a full caseload for six months."),
        C("Is there flexibility to work from home on report-writing days?", "cq"),
        I("That's agreed team by team. HR will be in touch within ten working days. Thanks for your time.",
          close=True),
        C("Thanks very much."),
    ],
))

# ---- procurement, strong (risky: pregnancy / family plans)
INTERVIEWS.append(dict(
    key="procurement_category_manager-strong", family="procurement_category_manager", expected="positive",
    risky_topic="pregnancy_family_plans",
    candidate=dict(firstName="Hannah", lastName="Ebdon", currentTitle="Senior Category Specialist - Construction",
                   currentCompany="Wearside University"),
    turns=[
        I("Hello, thanks for joining. Dev, Head of Procurement; Lorraine from Asset Management is with me. "
          "Experience first, then category strategy, tendering and negotiation, supplier management, and your "
          "questions.", start=True),
        C("Thanks. Hannah Ebdon, MCIPS - I'm a senior category specialist at Wearside University covering "
          "construction and estates, about £38 million a year. Before that I spent four years in a council "
          "procurement team on highways and FM."),
        I("What's the mix between capital projects and maintenance in your current spend?"),
        C("About two-thirds capital and one-third reactive and planned maintenance. The maintenance side is what I "
          "enjoy most, and housing repairs is a bigger version of it, which is why I applied."),
        I("Category strategy. A category you've rebuilt from the spend data - where did you start?", trans=0),
        C("Reactive maintenance at the university. I pulled 3 years of accounts payable data, about 14,000 invoice "
          "lines, and cleaned the supplier names in Excel with a mapping table, so 212 names became 131 suppliers. "
          "61% of spend was off-contract with 40 small firms, mostly electrical and plumbing call-outs. I set a "
          "target of under 20% off-contract within 18 months through a framework lotted by trade and area. We got "
          "to 17% by month 16.", S, [0]),
        I("How did you test the market before going out?"),
        C("I ran a market engagement day - 23 contractors came - with a short questionnaire. Two things came out: "
          "small firms couldn't meet our £5 million turnover threshold, and nobody liked our old bespoke schedule "
          "of rates. So I set the turnover requirement at twice the annual lot value and moved pricing to the NHF "
          "schedule of rates with a percentage adjustment. I had 34 bids, against 9 the previous time.", S, [0, 1]),
        I("How would you weight quality, price and social value for a responsive repairs contract?"),
        C("For responsive repairs I'd start at 50 quality, 40 price, 10 social value, because failure shows up as "
          "tenant complaints and disrepair claims. Quality questions tie to the spec: first-time fix, appointments "
          "kept, damp and mould response times. Price is evaluated on a basket of the 50 highest-volume rate codes "
          "weighted by last year's volumes, so nobody can game it with low rates on codes we never use. I used that "
          "basket approach on the university's M&E lot last year.", S, [1]),
        I("Tendering. A procurement you ran under the Procurement Act - notice to award.", trans=1),
        C("A competitive flexible procedure for lift maintenance, £2.4 million over 5 years, launched in April. I "
          "published the tender notice on the Central Digital Platform, ran a conditions-of-participation stage, "
          "then one round of negotiation with the top 3. I kept a decision log with every clarification and "
          "moderation outcome. Assessment summaries went to every bidder, then the contract award notice and an "
          "8 working day standstill. It was signed in week 19 against a plan of 18.", S, [2]),
        I("A losing bidder challenges the scores. What do you do?"),
        C("I haven't actually had a formal challenge yet - a few cross emails, that's all. I'd involve legal early "
          "and go back through the moderation notes, but I'd be learning how a challenge runs under the new Act as "
          "I went.", V, [2]),
        I("Negotiation. A price increase you pushed back on."),
        C("Our grounds maintenance contractor asked for a 9.8% uplift in 2023, citing fuel and wages, when the "
          "contract linked increases to CPI. I built a cost breakdown: labour was 62% of their price and fuel 8%, "
          "so with the real living wage rise and fuel index the justified increase came to 6.1%. My walk-away was "
          "to re-tender the 2 smaller lots, and I'd checked 3 other firms had capacity. We settled at 6.4% with an "
          "added KPI on missed visits.", S, [3]),
        I("The framework re-let runs right through next year and we need continuity. Anything coming up - a baby, "
          "plans like that - that would take you out of it partway?", risky=True),
        C("I don't think that's something I need to go into. If I take the job I'll plan to see the re-let through, "
          "the same as anyone would."),
        I("Supplier management. How do you run performance reviews with your main contractors?", trans=2),
        C("Quarterly reviews with my top 12, monthly for anyone on an improvement plan. Each review has a one-page "
          "scorecard from their own KPI data: first-time fix, appointments kept, complaints per 1,000 jobs, invoice "
          "accuracy. When our electrical contractor's first-time fix fell to 71% against a target of 85%, I put "
          "them on a 90-day improvement plan. The cause was van stock, and they were back at 84% within 2 "
          "quarters.", S, [4]),
        I("Savings reporting - how do you make it stand up at audit committee?"),
        C("I only count savings against a baseline finance has signed off, usually last price paid times forecast "
          "volume. I separate cashable savings from cost avoidance and keep avoidance out of the headline. Last "
          "year I reported £412,000 cashable; internal audit sampled 10 lines and agreed 9. The tenth was really a "
          "volume change, so I restated it.", S, [5]),
        I("Contract risk - a contractor's insolvency, say?"),
        C("I keep an eye on the big ones, but honestly it isn't very systematic at the moment. We've talked about "
          "a credit-monitoring service and I haven't set it up. I'd want to learn how you do it here.", V, [5]),
        I("That's my list. Questions for us?", trans=3),
        C("How much of the repairs spend goes through the in-house team versus contractors, and is that balance "
          "under review?", "cq"),
        I("About forty percent in-house. The board reviews the split next year."),
        C("Day to day, would I report savings to you or to finance?", "cq"),
        I("To me, with a monthly meeting with the finance business partner. We'll let you know by Friday. Thanks "
          "for your time.", close=True),
        C("Thanks, both."),
    ],
))

# ---- procurement, weak (risky: national origin)
INTERVIEWS.append(dict(
    key="procurement_category_manager-weak", family="procurement_category_manager", expected="negative",
    risky_topic="national_origin",
    candidate=dict(firstName="Natalia", lastName="Wisniewska", currentTitle="Procurement Business Partner",
                   currentCompany="Calder Valley Health"),
    turns=[
        I("Hello, thanks for coming. Dev, Head of Procurement, and Lorraine from Asset Management. Experience, "
          "then category strategy, tendering, supplier management, and your questions.", start=True),
        C("Hi both. Natalia Wisniewska, MCIPS - I'm a procurement business partner at Calder Valley Health, "
          "supporting estates and facilities."),
        I("Wisniewska - Polish, is it? Whereabouts is your family from originally?", risky=True),
        C("I'd rather stick to the job, if that's alright - I've been in procurement nine years."),
        I("How long at Calder Valley, and what do you cover?"),
        C("Just over four years. I look after estates, soft FM and some of the capital programme, working with the "
          "estates team and finance."),
        I("Category strategy. A category you've rebuilt from the spend data - where did you start?", trans=0),
        C("For me it always starts with the data. We take a really data-driven approach, so we look at the spend "
          "holistically and identify the key drivers and the opportunities across the category.", V, [0]),
        I("What did the data show, and what target did you set?"),
        C("It showed there was a lot of opportunity to consolidate. The team set some stretching targets aligned "
          "with the trust's wider strategy, and we've been on a real journey with it since.", V, [0]),
        I("How would you weight quality, price and social value for a responsive repairs contract?"),
        C("I'd probably weight quality above price, maybe sixty-forty, because repairs go wrong in the delivery. "
          "I'd ask for method statements on appointment booking and first-time fix, and price it on a basket of "
          "rates.", None, [1]),
        I("Tendering. A procurement you ran from notice to award.", trans=1),
        C("We ran a really robust process end to end, fully compliant with the regs. I made sure all the "
          "stakeholders were engaged and aligned at each gate, so it was seamless.", V, [2]),
        I("A price increase you pushed back on."),
        C("Negotiation is about finding the win-win. I always go in with a collaborative mindset and leverage the "
          "relationship, so the supplier sees it as a partnership, not a battle.", V, [3]),
        I("Which procedure for a two-million-pound lift maintenance contract?"),
        C("It would depend on the market, to be honest. I'm very adaptable with procedures, and our legal team are "
          "great at making sure we pick the right route going forward.", V, [2]),
        I("Supplier management. How do you run reviews with your main contractors?", trans=2),
        C("We have regular touchpoints with the key suppliers and keep it very transparent. It's about continuous "
          "improvement and making sure they feel empowered to come to us with issues.", V, [4]),
        I("How do you report savings so audit committee trusts the figures?"),
        C("We've got a savings tracker the team keeps updated, and we make sure it's aligned with finance. I'm a "
          "big believer in ownership of the numbers.", V, [5]),
        I("A contractor gets into financial difficulty. Then what?"),
        C("That's where the supplier relationship really comes into its own. We stay close to our strategic "
          "partners, so we'd see it early and manage it proactively as it evolves.", V, [4, 5]),
        I("That's everything from me. Over to you.", trans=3),
        C("What does the team look like, and who would I work with most?", "cq"),
        I("Three category managers and two buyers. Mostly you'd work with the asset management leads."),
        C("Is there a training budget for things like NEC contract management courses?", "cq"),
        I("There's a team training budget and NEC courses are covered. We'll be in touch by Friday. Thanks for "
          "coming in.", close=True),
        C("Thanks very much."),
    ],
))

# ---- analytical chemist, strong (risky: genetic information)
INTERVIEWS.append(dict(
    key="analytical_chemist-strong", family="analytical_chemist", expected="positive",
    risky_topic="genetic_information",
    candidate=dict(firstName="Daniela", lastName="Ferreira", currentTitle="QC Chemist",
                   currentCompany="Harbor Point Pharmaceuticals"),
    turns=[
        I("Thanks for coming in. Rob, QC lab manager; Janelle from QA is sitting in. Background, chromatography "
          "and methods, OOS and data integrity, workload and training, then your questions.", start=True),
        C("Thanks. Daniela Ferreira, MS - I'm a QC chemist at Harbor Point Pharmaceuticals in Edison. Four years "
          "there, mostly finished product and stability testing on tablets and capsules, plus method transfers."),
        I("What does a typical week look like?"),
        C("Mostly HPLC assay and related substances, dissolution, and a stability pull every month. I'm also one "
          "of two people who make processing-method changes in Empower, so a fair amount of my time is review."),
        I("Chromatography. System suitability fails on resolution in a related substances run. Take me through it.",
          trans=0),
        C("I stop and don't inject samples. Say the requirement is resolution of at least 2.0 between the API and "
          "the nearest impurity and I've got 1.6. First the obvious: mobile phase prep record, buffer pH, column "
          "ID and injection count. Last year that exact thing happened on a metformin impurities method - the "
          "column had about 1,800 injections and plate count had dropped from 9,000 to 5,500. I swapped to a "
          "qualified column of the same type, equilibrated for 30 minutes, resolution came back at 2.7, and I "
          "documented the failure in the run log.", S, [0]),
        I("What does USP <621> let you change without revalidating?"),
        C("Within limits: column length and particle size as long as L/dp stays within -25% to +50% of the "
          "original, with flow rate scaled to match, column temperature by plus or minus 10 degrees, buffer pH by "
          "0.2 units, and injection volume as long as system suitability passes. For gradients you also scale the "
          "gradient times. I used it on a transfer last year to move a 250 mm, 5 micron method to a 150 mm, 3 "
          "micron column, which cut the run from 35 minutes to 14. I wrote the adjustment into a change control "
          "with the calculation attached.", S, [1]),
        I("Dissolution: high variability at the 15-minute point on a tablet. What do you look at?"),
        C("Coning first on a paddle method, so I watch the vessels at 15 minutes. Then deaeration - I check the "
          "medium was degassed per the method, because bubbles on tablets give erratic early points. On a "
          "metoprolol tablet last year the RSD at 15 minutes was 22%, over the 20% guide for early time points. "
          "One vessel's paddle height was 28 mm instead of 25 plus or minus 2, so I had the bath mechanically "
          "re-qualified and the repeat RSD was 8%.", S, [0, 1]),
        I("OOS. An assay result of 94.1% against a limit of 95.0 to 105.0%. Walk me through it.", trans=1),
        C("Phase 1a is the lab check before anything else. I tell my supervisor the same day and we go through the "
          "checklist: standard and sample prep, dilutions, balance and pipette records, instrument logs and the "
          "integration. I don't re-inject or retest to see what happens. I led one last year on a 93.8% assay: "
          "the sonicator log showed the sample had been sonicated for 5 minutes instead of the 15 in the method, "
          "so extraction was incomplete. That was documented as a lab error, invalidated, and a second analyst's "
          "retest gave 99.6%.", S, [2]),
        I("And if there's no lab error?"),
        C("Then it goes to a full phase 2 with production and QA. I write the plan before any retest: the "
          "hypotheses, how many retests by a second analyst - we use 6 - and that every result is reported, not "
          "only the passing ones. In 2023 I had one with no lab error; the batch record showed the granulation had "
          "dried 40 minutes longer than specified. I walked the production supervisor through the chromatograms "
          "side by side, and QA rejected the batch.", S, [2, 5]),
        I("Data integrity. What do you look for when you review someone else's Empower data?"),
        C("I start with the audit trail, not the results. I look for injections that were aborted or aren't in "
          "the reported sequence, manual integrations and who did them and why, and processing methods changed "
          "after the run. I check time stamps against the instrument logbook. On one review I found 3 injections "
          "in the project that weren't in the sequence report. They were undocumented test injections, so I "
          "raised a deviation and the lab was retrained on trial-injection rules.", S, [3]),
        I("We run a couple of cytotoxic APIs on the potent line. Does anything like cancer run in your family? "
          "Just thinking about exposure.", risky=True),
        C("I'd rather not discuss my family's health. I'm used to potent compounds with an isolator and the right "
          "PPE - happy to talk about how I handle them."),
        I("Workload. Stability pulls, release testing and an audit in the same week. How do you plan it?",
          trans=2),
        C("On Monday morning I list everything with its due date and the instrument it needs. Stability pulls have "
          "a fixed window, usually plus or minus 7 days at 6 months, so they go first; release samples are "
          "prioritised by ship date from the planner. Last quarter we had 11 release batches, 3 stability time "
          "points and a customer audit on the Thursday. I moved two dissolution runs to the second bath with "
          "autosamplers overnight and asked the planner to push one batch a day. Everything released on time.",
          S, [4]),
        I("How do you explain a chromatography problem to someone in production who isn't a chemist?"),
        C("I try to keep it simple, but honestly I don't always get it right - I can go too technical. I don't "
          "have a real method for it; I answer their question and show them the pictures.", V, [5]),
        I("Training junior chemists - your approach?"),
        C("I've only trained two people and it was fairly informal: they shadowed me on the HPLC for a few weeks. "
          "I'd like more structure, but I haven't written training material myself.", V, [5, 4]),
        I("That's my list. What would you like to ask?", trans=3),
        C("How many HPLC systems do you have for the number of chemists, and what's the usual backlog before "
          "release?", "cq"),
        I("Fourteen systems for eleven chemists. Backlog is usually a day or two."),
        C("When is the next regulatory inspection expected?", "cq"),
        I("A pre-approval inspection, probably in the autumn. HR will follow up this week. Thank you for coming "
          "in.", close=True),
        C("Thank you both."),
    ],
))

# ---- analytical chemist, weak (risky: salary history; New Jersey bans the question)
INTERVIEWS.append(dict(
    key="analytical_chemist-weak", family="analytical_chemist", expected="negative", risky_topic="salary_history",
    candidate=dict(firstName="Brandon", lastName="Tate", currentTitle="Laboratory Analyst",
                   currentCompany="Raritan Analytical Services"),
    turns=[
        I("Thanks for coming in. Rob, QC lab manager; Janelle from QA is here too. Background, chromatography and "
          "methods, OOS and data integrity, workload and training, then your questions. Tell us about your current "
          "job.", start=True),
        C("Yeah, so right now I'm a lab analyst at a contract testing lab in New Brunswick. We do a mix of HPLC "
          "and wet chem for pharma and supplement clients, so there's a lot of variety."),
        I("How long have you been there?"),
        C("Coming up on three years. I started in sample receiving and moved into the lab after about six months."),
        I("And what's Raritan paying you now, base plus any bonus? Helps me pitch the number.", risky=True),
        C("I'd rather talk about what I'm looking for than what I'm on. I've seen the range in the posting and "
          "that's in the right area."),
        I("Chromatography. System suitability fails on resolution in a related substances run. What do you do?",
          trans=0),
        C("I'd take a very methodical, holistic approach. We'd look at the whole system end to end, follow best "
          "practice to get to the root cause, and escalate to the right stakeholders.", V, [0]),
        I("Which checks, in what order?"),
        C("It really depends on the method. Our team is very data-driven, so we'd let the data guide us and make "
          "sure everything is robust going forward.", V, [0]),
        I("What does USP <621> allow you to adjust?"),
        C("There's a certain amount of flexibility there. We always make sure we're compliant and aligned with "
          "the compendial requirements, and QA signs off anything like that.", V, [1]),
        I("Investigations. An assay comes back just below the lower limit. Walk me through it.", trans=1),
        C("First I'd tell my supervisor and not retest anything. Then I'd check my own prep - the weights on the "
          "balance printout, the dilutions, whether I used the right standard - and look at the integration "
          "before anyone decides whether it's a lab error.", None, [2]),
        I("And if there's no lab error?"),
        C("Then it becomes more of a cross-functional thing. We'd bring in QA and production and take a "
          "collaborative, solutions-oriented approach to the root cause.", V, [2]),
        I("What do you look for when you review someone's Empower data?"),
        C("Data integrity is paramount, so I'd make sure everything's transparent and ALCOA-aligned. It's really "
          "about having that culture of ownership in the lab.", V, [3]),
        I("Workload. Stability pulls, release testing and an audit in the same week. How do you plan it?",
          trans=2),
        C("I'm very adaptable and I thrive under pressure. We'd prioritise together as a team and keep the big "
          "picture in mind so nothing falls through the cracks.", V, [4]),
        I("How would you explain a chromatography problem to production?"),
        C("I'm a people person, so I'd make sure they feel heard and keep it simple and transparent, so everyone's "
          "aligned.", V, [5]),
        I("Have you trained anyone in the lab?"),
        C("Not formally, but I'm passionate about sharing knowledge. Our lab has a really strong learning culture "
          "and I'd love to empower the junior analysts.", V, [5]),
        I("That's all from me. What would you like to ask?", trans=3),
        C("What's the overtime like, and are the Saturdays paid extra?", "cq"),
        I("Saturdays are one in four, paid at time and a half."),
        C("Is there a path into QA or method development later on?", "cq"),
        I("People have moved into both. HR will be in touch later this week. Thanks for coming in.", close=True),
        C("Thanks for having me."),
    ],
))
