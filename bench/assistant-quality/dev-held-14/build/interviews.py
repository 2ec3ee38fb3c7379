"""The eight interviews of the set, as Python data.

Each family carries the fields both of its interviews share (template title, job description, scorecard, agenda).
Each interview lists its turns with small helpers:

  I(text)            interviewer turn
  T(k, text)         interviewer moves on: completes agenda item k and starts k+1 (tagged agenda_transition)
  CLOSE(text)        interviewer closes the last agenda item (tagged agenda_transition)
  R(text)            interviewer's risky question (tagged risky_question)
  C(text)            candidate turn with no tag and no criteria (introduction, small talk, reply to the risky question)
  S(text, *crits)    strong answer (tagged strong_answer), crits are indexes into the family's criteria
  V(text, *crits)    vague answer (tagged vague_answer)
  M(text, *crits)    modestly concrete answer of a weak candidate (no tag, with criteria)
  Q(text)            candidate's own question in the last agenda item (tagged candidate_question)

All people, employers, schools, signal boxes and studios are fictional.
"""


def I(t, agenda=None):
    d = {"s": "interviewer", "t": t}
    if agenda is not None:
        d["agenda"] = agenda
    return d


def T(k, t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": k, "start": k + 1}}


def CLOSE(t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": 4}}


def R(t):
    return {"s": "interviewer", "t": t, "tag": "risky_question"}


def C(t):
    return {"s": "candidate", "t": t}


def S(t, *crits):
    return {"s": "candidate", "t": t, "tag": "strong_answer", "criteria": list(crits)}


def V(t, *crits):
    return {"s": "candidate", "t": t, "tag": "vague_answer", "criteria": list(crits)}


def M(t, *crits):
    return {"s": "candidate", "t": t, "criteria": list(crits)}


def Q(t):
    return {"s": "candidate", "t": t, "tag": "candidate_question"}


# --------------------------------------------------------------------------------------------------- families
FAMILIES = {
    "estate_agent": {
        "employer": "Pennington Hale, independent estate agency, Bristol (UK)",
        "templateTitle": "Residential Sales: Estate Agent",
        "jobDescription": (
            "Pennington Hale is an independent estate agency with three branches in Bristol (Bishopston, Clifton "
            "and Southville), selling around 450 homes a year, mostly Victorian terraces, family semis and "
            "conversion flats. We are looking for an estate agent for the Bishopston branch who will value homes, "
            "win instructions, run viewings and negotiate offers, then see each sale through to exchange, working "
            "with a branch manager, a part-time sales progressor and our lettings team.\n"
            "Responsibilities:\n"
            "- Carry out market appraisals using sold-price evidence and recommend honest asking prices\n"
            "- Book and accompany viewings, including Saturday mornings on a one-in-two rota\n"
            "- Qualify buyers (agreement in principle, proof of funds, chain position) and negotiate offers\n"
            "- Progress agreed sales with solicitors, brokers and surveyors, updating the CRM every day\n"
            "- Complete anti-money-laundering checks and material information on every listing\n"
            "Requirements:\n"
            "- At least a year in estate agency, lettings, mortgages or another target-based customer role\n"
            "- Full UK driving licence and a car for business use (mileage paid)\n"
            "- Working knowledge of consumer protection and material information rules, or willingness to "
            "take the Propertymark Level 3 qualification in your first year (funded)\n"
            "- Comfortable with a property CRM (we use Reapit) and portal listings\n"
            "Hours: Monday to Friday 8:45am to 5:30pm plus one Saturday morning in two with a day off in lieu; "
            "basic salary £24,000 to £27,000 plus uncapped commission (on-target earnings around £36,000)."
        ),
        "scorecard": [
            ("Valuation and winning instructions", [
                "Explains how they arrive at an asking price using specific comparables and condition",
                "Describes how they handle a vendor whose price expectation is above the evidence",
            ]),
            ("Viewings and negotiation", [
                "Describes qualifying a buyer's position before putting an offer forward",
                "Shows how they keep both parties informed in a negotiation without misrepresenting either side",
            ]),
            ("Sales progression and compliance", [
                "Explains the steps they take to keep a sale moving from offer to exchange",
                "Describes carrying out AML checks and disclosing material information accurately",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, the candidate's current role and why this agency."},
            {"title": "Valuations and instructions", "duration": 10,
             "description": "How the candidate prices a home and handles a vendor with high expectations."},
            {"title": "Viewings and negotiation", "duration": 10,
             "description": "Qualifying buyers, putting offers forward and negotiating fairly for the vendor."},
            {"title": "Sales progression and compliance", "duration": 11,
             "description": "Keeping sales moving to exchange, AML checks and material information."},
            {"title": "Candidate questions and close", "duration": 6,
             "description": "The candidate's questions, next steps and timescales."},
        ],
    },
    "school_business_manager": {
        "employer": "Ashcombe Primary Academy, Riverstone Learning Trust, Coalville (UK)",
        "templateTitle": "Education Operations: School Business Manager",
        "jobDescription": (
            "Ashcombe Primary Academy is a 420-pupil primary school in Coalville and one of five schools in the "
            "Riverstone Learning Trust. We are looking for a School Business Manager to run the school's finance, "
            "premises, health and safety and HR administration, working alongside the headteacher on the senior "
            "leadership team and with the trust's central finance and HR teams.\n"
            "Responsibilities:\n"
            "- Set and monitor the school's £2.3m annual budget and prepare monthly management accounts\n"
            "- Manage the site manager, the cleaning contract and contractors working on site\n"
            "- Keep statutory compliance checks up to date (fire, legionella, asbestos, electrical testing)\n"
            "- Lead on health and safety, risk assessments and incident reporting\n"
            "- Oversee HR administration: recruitment checks, the single central record, absence and contracts\n"
            "- Report to the local governing board's resources committee each term\n"
            "Requirements:\n"
            "- Experience of school or public-sector finance, including budget monitoring and purchasing rules\n"
            "- Working knowledge of health and safety law and premises compliance\n"
            "- Confident with finance and school management software (we use PS Financials and Arbor)\n"
            "- ISBL Level 4 Certificate in School Business Management, or willingness to work towards it (funded)\n"
            "Hours: 37 hours a week, all year round (usually 8am to 4pm, with some evening governor meetings), "
            "25 days' leave plus bank holidays; salary £32,000 to £36,000 on the NJC pay spine."
        ),
        "scorecard": [
            ("Finance and budgeting", [
                "Explains how they built or monitored a school budget, with specific figures and tools",
                "Describes how they found savings or dealt with a budget shortfall",
            ]),
            ("Premises, health and safety", [
                "Describes how they manage contractors, compliance checks and site safety",
                "Shows how they respond to an urgent site incident step by step",
            ]),
            ("People and governance", [
                "Explains how they report finance to governors or trustees and the head clearly",
                "Describes handling a staffing or HR matter fairly and within policy",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's current role."},
            {"title": "Finance and budgeting", "duration": 12,
             "description": "Budget setting, monitoring and dealing with a shortfall."},
            {"title": "Premises, health and safety", "duration": 10,
             "description": "Compliance checks, contractors and handling an incident on site."},
            {"title": "People and governance", "duration": 10,
             "description": "Reporting to governors and handling HR matters within policy."},
            {"title": "Your questions and close", "duration": 5,
             "description": "The candidate's questions and next steps."},
        ],
    },
    "tattoo_artist": {
        "employer": "Iron Lotus Tattoo Co., appointment-led studio, Portland, Oregon (US)",
        "templateTitle": "Studio Artists: Resident Tattoo Artist",
        "jobDescription": (
            "Iron Lotus Tattoo Co. is a custom, appointment-led studio in southeast Portland, Oregon, with six "
            "resident artists known for fine line, black-and-grey and neo-traditional work. We are looking for a "
            "resident tattoo artist who designs original pieces, gives clients honest advice about what will "
            "last, runs a clean station and manages a full book of their own.\n"
            "Responsibilities:\n"
            "- Hold consultations and draw custom designs, advising on size, placement and how a piece will age\n"
            "- Set up and break down your station following our bloodborne pathogens exposure control plan\n"
            "- Screen clients with our release form and look after anyone who feels unwell during a session\n"
            "- Manage your own bookings, deposits and reminders through the studio booking system\n"
            "- Give aftercare advice and handle touch-ups and correction requests\n"
            "Requirements:\n"
            "- Current Oregon tattoo license, or an out-of-state license you can transfer before you start\n"
            "- Current bloodborne pathogens certificate and first aid/CPR\n"
            "- Portfolio including healed photos, and at least two years tattooing after a completed apprenticeship\n"
            "Hours: Tuesday to Saturday, 11am to 7pm around your own appointments; pay is 55% commission on "
            "tattoo fees, paid weekly, with needles, ink and PPE supplied by the studio."
        ),
        "scorecard": [
            ("Design and consultation", [
                "Explains how they turn a client's idea into a design, including when they push back",
                "Shows healed work and describes what they would now do differently",
            ]),
            ("Hygiene and client safety", [
                "Describes their station setup and breakdown step by step, including cross-contamination controls",
                "Explains how they screen clients and respond to a reaction or a client feeling faint",
            ]),
            ("Running a book", [
                "Describes how they manage deposits, reminders and no-shows",
                "Shows how they handle an unhappy client or a correction request",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, where the artist works now and their styles."},
            {"title": "Portfolio and design", "duration": 11,
             "description": "Walking through pieces, consultations and healed work."},
            {"title": "Hygiene and client safety", "duration": 11,
             "description": "Station setup and breakdown, client screening, reactions and fainting."},
            {"title": "Running a book", "duration": 10,
             "description": "Deposits, reminders, no-shows and unhappy clients."},
            {"title": "Your questions and close", "duration": 5,
             "description": "The artist's questions about the studio and next steps."},
        ],
    },
    "rail_signaller": {
        "employer": "Trent Valley Rail Infrastructure, Meldon Junction signal box, East Midlands (UK)",
        "templateTitle": "Operations: Signaller",
        "jobDescription": (
            "Trent Valley Rail Infrastructure operates and maintains the signalling on 180 route miles of railway "
            "across the East Midlands, from fourteen signal boxes and a rail operating centre in Derby. We are "
            "recruiting a signaller for Meldon Junction, an NX panel box controlling 22 miles of two-track main "
            "line, a freight branch and four level crossings (two CCTV and two automatic half barrier).\n"
            "Responsibilities:\n"
            "- Signal trains safely and punctually using the NX panel, the train describer and the Rule Book\n"
            "- Operate the CCTV level crossings, checking the crossing is clear before clearing the signals\n"
            "- Grant and take back line blockages and possessions using the correct forms and safety-critical "
            "communication\n"
            "- Manage degraded working during failures, including authorising drivers to pass signals at danger\n"
            "- Keep the train register and occurrence book and report incidents and near misses\n"
            "Requirements:\n"
            "- Pass our signaller selection tests and a medical including colour vision, hearing and drugs and "
            "alcohol screening\n"
            "- Complete a 14-week training course and a practical assessment before working alone\n"
            "- Able to work a rotating roster of early, late and night shifts, including weekends and bank holidays\n"
            "Hours: 35-hour average week on a rotating roster of 8- and 12-hour shifts; salary £42,500 plus shift "
            "allowances, rising on competence."
        ),
        "scorecard": [
            ("Safety-critical communication", [
                "Uses or describes the phonetic alphabet, repeat-back and clear protocols in safety-critical calls",
                "Explains how they would grant and take back a line blockage step by step",
            ]),
            ("Incidents and degraded working", [
                "Describes how they managed a failure or emergency using rules and procedures rather than guesswork",
                "Shows how they prioritise several demands at once while keeping the railway safe",
            ]),
            ("Shift work and vigilance", [
                "Explains how they manage fatigue and concentration on long or night shifts",
                "Describes reporting an error or near miss, including their own",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's current work."},
            {"title": "Safety-critical communication", "duration": 10,
             "description": "Giving and checking instructions, line blockages and repeat-back."},
            {"title": "Incidents and degraded working", "duration": 12,
             "description": "Failures, emergencies and handling several demands at once."},
            {"title": "Shifts, vigilance and reporting", "duration": 10,
             "description": "Fatigue on nights, concentration and reporting errors and near misses."},
            {"title": "Your questions and close", "duration": 5,
             "description": "The candidate's questions, training and next steps."},
        ],
    },
}


# --------------------------------------------------------------------------------------------------- interviews
INTERVIEWS = []

# ---------------------------------------------------------------- estate agent, strong
INTERVIEWS.append({
    "key": "estate_agent-strong",
    "family": "estate_agent",
    "expected": "positive",
    "candidate": {"firstName": "Priya", "lastName": "Natarajan", "currentTitle": "Senior Sales Negotiator",
                  "currentCompany": "Castlegate Residential"},
    "risky_topic": "marital_status",
    "turns": [
        I("Hi Priya, thanks for making it over. I'm Tom, I run the Bishopston branch. Plan is your background, "
          "then valuations, viewings and offers, progression and compliance, and time for your questions. "
          "Where are you at the moment?", agenda={"start": 0}),
        C("Thanks. I'm Priya Natarajan, MNAEA. I'm a senior sales negotiator at Castlegate Residential in Bath - "
          "four years there, and two years in their lettings team before that. I'm moving to Bristol in the "
          "summer and I want a branch where I do my own valuations."),
        I("Why an independent rather than another chain?"),
        C("At Castlegate the valuations go to the manager and I pick up the file once it's listed. I'd like to "
          "see a property from the first visit right through to completion. And your branches are actually in "
          "the streets you sell, which I like."),
        T(0, "Let's start with valuations, then. Take me through the last market appraisal you did, from the "
             "booking to the figure you gave."),
        S("Last Tuesday, a three-bed 1930s semi on Wellsway. Before I went I pulled the sold prices from Land "
          "Registry and Rightmove for the last 12 months within half a mile - I had 6 comparable semis, 4 with "
          "the same layout, sold between £395,000 and £430,000. On site I measured up and noted the kitchen was "
          "original and there was no loft conversion, where two of the comparables had one. I took about "
          "£15,000 off for that and recommended a guide of £399,950, telling them to expect offers from "
          "£390,000. They gave us a 12-week sole agency.", 0),
        I("And if the vendor says another agent told them far more?"),
        S("That happened in March. The vendor had been told £475,000 for a flat I'd put at £425,000. I didn't "
          "argue with him. I printed the 3 closest sold comparables and 2 flats that had sat unsold at over "
          "£460,000 for more than 90 days, and went through them at his kitchen table. I said I'd rather be "
          "straight now than ask him to reduce in 6 weeks. He went with the other agent, came back to us 10 "
          "weeks later and we sold at £428,000. I put a follow-up in the CRM for every valuation I lose.", 1),
        I("Is there any kind of property you'd be less sure pricing?"),
        V("Honestly, anything unusual. I haven't valued many period houses or anything listed - Bath's full of "
          "them, but those have always gone to my manager. I'd want to shadow a few here before I gave a vendor "
          "a figure on a Grade II house on my own. That's a gap I know about.", 0),
        T(1, "Okay. Viewings and offers. An offer comes in on a Friday afternoon - what happens before the vendor "
             "hears about it?"),
        S("I check the buyer's position first. I ask for the mortgage agreement in principle, check it's less "
          "than 90 days old and covers the amount, or proof of funds if they're cash, and I ask what they're "
          "selling and with whom. If they're in a chain I ring the other agent to check their sale's agreed. "
          "All of that goes in the offer email to the vendor. Last month I had two offers, £312,000 and "
          "£315,000, and the vendor took the lower one because I could show that buyer was a first-time buyer "
          "with an agreement in principle and the other had nothing on the market.", 2),
        R("Saturdays are one in two here, by the way. Is there a husband at home who'll grumble about that, or "
          "is it just you?"),
        C("I'd rather keep home life out of it, if that's alright. What I can tell you is one Saturday in two "
          "is fine - I do one in three now and I've covered extra ones every spring."),
        I("Right. When a buyer asks you what the vendor will really take, what do you say?"),
        S("I tell them I can't say, and I mean it - I act for the vendor. What I can tell them is how long it's "
          "been on, how many viewings there have been and whether there's other interest, without inventing "
          "interest that isn't there. In January a buyer asked me straight whether £280,000 would do it on a "
          "£295,000 flat. I said I'd put any offer forward in writing the same day. He offered £283,000, the "
          "vendor countered at £290,000, and after 3 rounds in 2 hours it settled at £287,500. I logged every "
          "call in the CRM so both sides heard the same thing from me.", 3),
        I("Ever got that side of it wrong?"),
        V("Yes, early on I told a buyer there was 'a lot of interest' when there'd been two viewings. Not a lie "
          "exactly, but not right either, and he found out. I don't do that now. I'd also be honest that I've "
          "never run a best-and-final-offers process myself - my manager always took those over - so I'd want "
          "to see how you do it here first.", 3),
        T(2, "Let's do progression and compliance. Offer accepted on a Monday - what have you done by "
             "Wednesday?"),
        S("Within 24 hours I've sent the memorandum of sale to both solicitors, the buyer's broker and the "
          "vendor, with the full chain on it. I ring the buyer to check they've instructed a solicitor and "
          "booked the survey. Then I diarise a call to each solicitor every 7 days, more often once searches "
          "are in. I usually have about 28 sales in progress, and my average from offer to exchange last year "
          "was 14 weeks against 17 for the branch.", 4),
        I("What tends to hold sales up most, and have you changed anything because of it?"),
        S("Leasehold management packs - they can take 4 to 6 weeks. So on any leasehold flat I now ask the "
          "vendor to order the pack the day we go on the market, not after we've agreed a sale. I started doing "
          "that in 2023 and my leasehold sales went from about 19 weeks to 13 weeks from offer to exchange.", 4),
        I("AML and material information - what do you do yourself, and has it ever mattered?"),
        S("I check both seller and buyer: the seller before we market, the buyer before I confirm a sale. We use "
          "Credas, so they do ID and a selfie in the app and I review the result. For a deposit I ask for 3 "
          "months of bank statements, or a gift letter and the giver's ID. Last year a deposit came from an "
          "overseas account with no explanation; I didn't proceed and passed it to our MLRO, who made a report. "
          "On listings I fill in parts A, B and C before anything goes live - tenure, lease length, council tax "
          "band, flood risk, rights of way.", 5),
        T(3, "That's my questions done. What would you like to ask me?"),
        Q("How many sales does each negotiator usually have in progression here, and how does the part-time "
          "progressor split the work with you?"),
        I("Around twenty each. The progressor chases searches and surveys; you keep the relationship with the "
          "clients. What else?"),
        Q("You mentioned Reapit - is there training? I've only used Alto."),
        CLOSE("Yes, a day with our trainer in your first week. Thanks, Priya - I'll call you by Thursday either "
              "way."),
        C("Thanks, Tom. Speak then."),
    ],
})

# ---------------------------------------------------------------- estate agent, weak
INTERVIEWS.append({
    "key": "estate_agent-weak",
    "family": "estate_agent",
    "expected": "negative",
    "candidate": {"firstName": "Jordan", "lastName": "Fairweather", "currentTitle": "Lettings Negotiator",
                  "currentCompany": "CityNest Lettings"},
    "risky_topic": "age",
    "turns": [
        I("Hi, thanks for coming in. I'm Tom, I manage the branch. We'll cover your background, valuations, "
          "viewings and offers, progression and compliance, then your questions. So - where are you working "
          "now?", agenda={"start": 0}),
        C("Hiya. So I'm a lettings negotiator at a city-centre agency here in Bristol, I've been in property a "
          "little while now and honestly I just love it. I'm a real people person and I want to move into sales "
          "because that's where the buzz is."),
        I("What's pulling you from lettings to sales specifically?"),
        C("Mainly the commission, if I'm honest, and I like that a sale is a big moment for people. Lettings can "
          "feel a bit samey after a while."),
        T(0, "Okay. Valuations. Walk me through how you'd price a three-bed terrace in Bishopston."),
        V("So for me it's about taking a holistic view of the property and the market. I'd look at what's out "
          "there, get a feel for the street, and really listen to the vendor so we're aligned on expectations. "
          "My manager always says pricing is an art, not a science.", 0),
        I("Where would the comparable figures actually come from, though? Which sources?"),
        V("Yeah, so we'd leverage the portals and our own data, and I'd work closely with my manager on it. It's "
          "very much a team thing for us - we make sure every valuation is robust.", 0),
        I("Say the vendor wants fifty grand more than you think it's worth. What do you say to them?"),
        V("I think it's about managing expectations and being transparent. I'd explain the market and find a "
          "win-win. At the end of the day, if they're passionate about a price you have to respect that and go "
          "on the journey with them.", 1),
        I("Have you had that conversation with a landlord about rent? What actually happened?"),
        M("Yeah, once. A landlord wanted £1,450 a month for a two-bed in Redland and similar ones nearby were "
          "going for about £1,300. I showed him three of them on Rightmove. He kept it at £1,450 for a month, got "
          "no applicants, then dropped to £1,325 and we let it within about a week.", 1),
        T(1, "Moving on to viewings and offers. A buyer rings with an offer on a Friday. What do you check before "
             "you pass it on?"),
        V("We'd make sure they're a serious buyer. Our process is really customer-centric, so it's about "
          "building rapport and understanding their journey. I'd get a sense of whether they're in a good "
          "position and then take it to the vendor going forward.", 2),
        R("Sorry, side note - you look really young for this. What are you, twenty-two? Old enough to remember "
          "the last crash, even?"),
        C("Ha - old enough to drive myself to viewings, anyway. I'd rather not get into my age, to be honest. "
          "I've got a full licence and my own car, which is what the advert asked for."),
        I("Sure. Back to offers - what if the buyer asks you what the vendor would accept?"),
        V("Honesty is non-negotiable for me. I'd keep everyone in the loop and make sure communication is "
          "seamless on both sides so nobody feels misled. We really pride ourselves on that at our agency.", 3),
        T(2, "Sales progression and compliance, then. An offer's accepted. What are your first steps?"),
        V("For me it's all about ownership - I'd own that sale end to end. We'd liaise with all the "
          "stakeholders, the solicitors and brokers and so on, and keep the momentum going so it's a smooth "
          "experience for everyone.", 4),
        I("What does keeping the momentum look like in a normal week - who do you ring, and when?"),
        V("It depends on the deal, every sale evolves differently. Our team uses the CRM, so we'd be proactive, "
          "chase where needed and escalate to my manager if there's a blocker. It's about staying on top of "
          "it.", 4),
        I("AML checks and material information. What do you do on those, personally?"),
        V("Compliance is paramount. Our compliance team does the heavy lifting on ID, and I make sure everything "
          "on my side is compliant and that we follow best practice on the listing details.", 5),
        T(3, "That's everything from me. What would you like to ask?"),
        Q("What's the commission like - is it individual or shared across the branch?"),
        I("Individual, paid monthly on completions, plus a branch bonus if we hit the quarter. Anything else?"),
        Q("How soon would I be doing valuations on my own?"),
        CLOSE("Usually after about three months of shadowing and sign-off. Thanks for coming in - we'll be in "
              "touch by Friday."),
        C("Thanks, Tom, see you."),
    ],
})

# ---------------------------------------------------------------- school business manager, strong
INTERVIEWS.append({
    "key": "school_business_manager-strong",
    "family": "school_business_manager",
    "expected": "positive",
    "candidate": {"firstName": "Helen", "lastName": "Marsh", "currentTitle": "Finance and Operations Officer",
                  "currentCompany": "Hollins Park Academy"},
    "risky_topic": "children_childcare",
    "turns": [
        I("Hello Helen, come in. I'm Claire, the head. We'll do your background first, then finance, premises "
          "and health and safety, people and governance, and leave time for your questions. Can you tell me "
          "where you're working now?", agenda={"start": 0}),
        C("Thanks, Claire. I'm Helen Marsh, CSBM. I'm the finance and operations officer at Hollins Park "
          "Academy, an 1,100-pupil secondary in Loughborough. I've been there six years; before that I was in "
          "the county council's schools finance team. I finished the ISBL Level 4 certificate last year."),
        T(0, "Let's go to finance. How is the budget built and monitored where you are, and what's your part "
             "in it?"),
        S("I build the first draft. In February I take the staffing structure from our HR system and cost every "
          "post on next year's pay scales with on-costs - staffing is about 78% of our £6.8m budget - then add "
          "the grant estimate, pupil premium and lettings income. The budget sits in PS Financials, and I keep "
          "the three-year forecast in a separate spreadsheet. Each month I reconcile to the bank, check every "
          "cost centre against its profile and flag anything more than 5% out to the head on a one-page "
          "summary.", 0),
        I("Have you had a year where the numbers didn't add up? What did you do?"),
        S("2023, when the support staff pay award came in at about £1,925 a head against the 2% we'd budgeted. "
          "That opened a £96,000 gap. I went through every contract: I renegotiated the photocopier lease, which "
          "saved £8,400 a year, moved our energy onto the trust's framework deal, and proposed not replacing two "
          "vacant admin posts and reorganising the office instead. Governors agreed, and we finished the year "
          "£11,000 in surplus.", 1),
        I("What about the year-end side - the accounts return, the audit?"),
        V("That's the part I've done least. Our trust's finance director prepares the accounts return and deals "
          "with the auditors; I supply the reconciliations and answer their queries. I understand the process, "
          "but I haven't led it myself, and I'd want to sit down with your central team early on to see how you "
          "split it.", 0),
        T(1, "Thanks. Premises and health and safety. How do you keep on top of the compliance checks?"),
        S("I keep a compliance calendar in a shared spreadsheet, one row per check - fire alarm weekly, "
          "emergency lighting monthly, legionella temperatures monthly, fixed wire testing every 5 years - with "
          "the contractor, the last date and the next date. The site manager and I go through it every Monday. "
          "When I took it over, 4 checks were overdue, including the asbestos re-inspection. I booked them all "
          "within 3 weeks and we haven't had one overdue since.", 2),
        I("And contractors on site during the school day?"),
        S("They sign in at reception, show ID, and get the asbestos register and our site rules. For anything "
          "bigger than a small repair I ask for their risk assessment and method statement at least 5 working "
          "days before, and I read it myself. Last summer a roofer arrived to work on a flat roof with no edge "
          "protection in his method statement. I stopped the job that morning and we restarted 2 days later "
          "with scaffolding up.", 2),
        R("Sorry, practical question. It's all-year-round here, not term time. Have you got kids yourself? How "
          "would you manage the school holidays?"),
        C("I'd rather not go into my family, if that's alright. I've been on an all-year contract for six years, "
          "so the hours and the leave arrangements are exactly what I'm used to."),
        I("Understood. Walk me through a real incident on site."),
        S("January 2024: a pipe burst above the Year 8 corridor at 7:40am. I shut the main stopcock off myself - "
          "I'd found where it was in my first week - got the site team to isolate the electrics on that "
          "corridor, and moved 6 classes into the hall and library. I rang the insurer by 8:30, logged it with "
          "photos, and the head's email went to parents by 9. The corridor was back in use in 4 days.", 3),
        T(2, "People and governance now. How do you report finance to governors?"),
        S("Each term I write a 2-page report for the resources committee: budget against actual, forecast "
          "outturn, reserves, and 3 or 4 risks in plain English. The detailed report is attached, but I talk to "
          "the summary. One governor said she'd never understood the budget before, so I now put a chart of "
          "staffing cost against income at the top. I also meet the committee chair the week before to go "
          "through any questions.", 4),
        I("And an HR matter you've handled - anything sensitive?"),
        S("A long-term absence case. A teaching assistant had been off 4 times in 6 months, which met our "
          "absence trigger. I followed the policy: I set up the return-to-work meeting with her line manager, "
          "made the occupational health referral, and we agreed a later start time for 8 weeks. I kept notes of "
          "every meeting and sent her a copy within 2 days. She's still with us and her absence has dropped.", 5),
        I("What about restructures or redundancies?"),
        V("Honestly, I haven't led one. I took notes in the consultation meetings when we restructured the "
          "office, but the trust's HR adviser ran the process. I know the outline - formal consultation, "
          "selection criteria, appeals - but I'd lean heavily on HR before doing one myself.", 5),
        I("If you started here, what would you look at first?"),
        C("I wouldn't change anything until I'd seen a full month's figures and walked the site with the site "
          "manager. After that I'd probably look at how orders get approved, but I'd want to see it working "
          "first."),
        T(3, "That covers my questions. What would you like to ask us?"),
        Q("How much of the finance work is done centrally by the trust, and how much sits with the school?"),
        I("The trust does payroll, year-end and audit. You'd own the budget, monthly monitoring and purchasing "
          "here. What else?"),
        Q("Is the site manager full-time, and who manages the cleaners day to day?"),
        CLOSE("He's full-time, and cleaning is a contract, so you'd manage that contract. Thanks, Helen - we'll "
              "ring you tomorrow afternoon."),
        C("Thank you, Claire."),
    ],
})

# ---------------------------------------------------------------- school business manager, weak
INTERVIEWS.append({
    "key": "school_business_manager-weak",
    "family": "school_business_manager",
    "expected": "negative",
    "candidate": {"firstName": "Darren", "lastName": "Whitlock", "currentTitle": "Operations Coordinator",
                  "currentCompany": "Bellfield Leisure Trust"},
    "risky_topic": "disability_health",
    "turns": [
        I("Hello Darren, I'm Claire, the head. We'll cover your background, finance, premises and health and "
          "safety, people and governance, then your questions. Tell me about where you are now.",
          agenda={"start": 0}),
        C("Hi, yeah. I'm Darren Whitlock, BA Business Management. I'm operations coordinator at Bellfield "
          "Leisure Trust - we run leisure centres across the district - and I'm looking to move into education "
          "because I really want to make a difference for young people."),
        I("What do you do day to day at Bellfield?"),
        C("Bit of everything really - rotas, room bookings, the booking system, helping the centre manager with "
          "reports. It's varied."),
        T(0, "Let's move to finance. How have you been involved in building or monitoring a budget?"),
        V("So budgets are something I'm really passionate about. We take a data-driven approach at Bellfield "
          "and I'm very much part of that journey, making sure spend is aligned with our priorities.", 0),
        I("Can you give me a specific example - a budget you looked after, roughly what size, which software?"),
        V("Our central finance team owns the numbers, but I feed in and help drive the conversations with "
          "stakeholders. We use a few different systems. It's about having that big picture and working "
          "smart.", 0),
        I("If you found a shortfall halfway through the year, what would you do?"),
        V("I'd look at it holistically - there's always an opportunity to do things differently. I'd bring the "
          "team together, look at the key drivers and come up with some robust solutions going forward.", 1),
        R("I noticed a gap of about five months on your CV last year. Was that a health thing? Are you fully "
          "well now?"),
        C("It was a personal matter, and I'm able to do everything this job needs. I'd rather not go into "
          "anything medical, but I'm happy to talk about what I did before and after."),
        T(1, "Thank you. Premises and health and safety. How would you keep track of the statutory checks on a "
             "school site?"),
        V("Health and safety is paramount. We've got a really strong culture at Bellfield around it, and I'd "
          "make sure we're compliant across the board and that contractors are aligned with our "
          "expectations.", 2),
        I("Which checks, specifically? Say for fire, water and electrics."),
        M("The fire alarm gets tested weekly, on a Wednesday at our centre, and we do a drill each term. The pool "
          "plant has legionella checks, but a contractor does those. I look after the contractor sign-in book at "
          "reception.", 2),
        I("A pipe bursts in a corridor at twenty to eight in the morning. What do you do?"),
        V("Obviously I'd stay calm and take ownership of the situation. We'd follow our processes and get the "
          "right people involved, and afterwards I'd want to look at the root cause so it doesn't happen "
          "again.", 3),
        T(2, "People and governance. How would you report finance to the governors?"),
        V("I'm big on being transparent with stakeholders. I'd make the reports really accessible and make sure "
          "governors feel empowered to ask questions, so we're all aligned on the big picture.", 4),
        I("Have you presented to a board or committee before? What did you take them?"),
        V("Not a board as such, but our team presents to senior leadership regularly and I support that. It's "
          "about telling the story behind the numbers in a dynamic way.", 4),
        I("A member of staff has been off sick several times this term. How do you handle it?"),
        V("It's about being a people person and having that empathy, while also following best practice. We'd "
          "support them on their journey back and keep it transparent with HR.", 5),
        T(3, "That's all from me. What questions do you have?"),
        Q("What's the team like - how many people would I be managing?"),
        I("The site manager, two office staff and the cleaning contract. Anything else?"),
        Q("Would there be training on the school finance side?"),
        CLOSE("The trust runs an induction for new business managers. Thanks for coming in, Darren - we'll be in "
              "touch this week."),
        C("Cheers, thanks very much."),
    ],
})

# ---------------------------------------------------------------- tattoo artist, strong
INTERVIEWS.append({
    "key": "tattoo_artist-strong",
    "family": "tattoo_artist",
    "expected": "positive",
    "candidate": {"firstName": "Marisol", "lastName": "Quintero", "currentTitle": "Tattoo Artist",
                  "currentCompany": "Rainier Ink Collective"},
    "risky_topic": "religion",
    "turns": [
        I("Hey, thanks for driving down. I'm Dez, I own the shop. We'll go through your background, portfolio "
          "and design, hygiene and client safety, how you run your book, then your questions. So where are you "
          "working now?", agenda={"start": 0}),
        C("Sure. I'm a resident artist at a street shop up in Tacoma - I've been tattooing about six years since "
          "I finished my apprenticeship, mostly fine line botanicals and black-and-grey. I'm moving to Portland "
          "in the fall and I want a shop that's appointment-only."),
        T(0, "Let's start with the book. Pick a piece in there and take me from the first message to the "
             "finished tattoo."),
        S("This peony and snake half-sleeve. The client sent 3 reference photos and wanted the snake to wrap "
          "the whole forearm. At the consult I measured her arm - about 10 inches round at the widest - and told "
          "her a snake that long would get too thin at the wrist to hold up. I drew it in Procreate, printed the "
          "stencil at 2 sizes, and we placed it twice before I started. It took 3 sessions of about 4 hours.",
          0),
        I("Ever flat-out turned someone down?"),
        S("A couple of times a month. Last month someone wanted a full quote on the side of a finger in tiny "
          "script. I told them it would blur into a line within 2 or 3 years and showed them a healed photo of "
          "one I did in 2019 that's already spread. I offered one short word on the inner forearm instead, and "
          "they booked that.", 0),
        I("What about healed work - anything in here you'd do differently now?"),
        S("This rose on the shoulder, healed at 8 months. I packed the shading too hard in the petals and it's "
          "gone patchy. Now I shade in 2 passes with a softer whip, and I ask most clients for a healed photo at "
          "6 weeks so I can check. About 60% of this portfolio is healed; the fresh ones are labelled.", 1),
        I("What style would you send to someone else?"),
        V("Colour realism, honestly. I can do flat colour and neo-trad fills, but full-colour portraits aren't "
          "something I'm good at yet, and I don't have healed ones I'd stand behind. If someone asked, I'd refer "
          "them to whoever here does it best.", 1),
        R("That Guadalupe piece on your forearm is gorgeous. Is that a faith thing for you - are you a "
          "churchgoer?"),
        C("Thanks - my mentor did it. I'd rather keep what it means to me private, but I'm happy to talk about "
          "how she did it: single needle, black and grey, about four hours."),
        T(1, "Hygiene and safety. Talk me through your station, setup to breakdown."),
        S("I wipe the station down with Cavicide and leave it the full contact time, 3 minutes. Barrier film on "
          "the machine, clip cord, bottles and chair controls. Everything single-use goes on a clean tray - "
          "needles, caps, ink in fresh caps. I change gloves any time I touch something that isn't barriered, "
          "so 8 to 10 pairs a session. Breakdown: needles in the sharps container, film and caps in the trash, "
          "wipe down again. I renewed my bloodborne pathogens cert in January.", 2),
        I("A new client - what do you ask before you start?"),
        S("They fill out the release: medications like blood thinners or Accutane, allergies, skin conditions in "
          "the area, and whether they've eaten. If someone's on Accutane I won't tattoo them until 6 months "
          "after they stop. I ask directly about eating because about 1 in 20 of my clients gets lightheaded. "
          "Last year a guy went pale 40 minutes in - I stopped, reclined the chair, gave him juice, and we "
          "finished the linework another day.", 3),
        I("What if it's worse than that - a proper reaction?"),
        V("I've never had a real allergic reaction in my chair, so that's training, not experience. I know red "
          "pigment is the usual culprit, and I'd stop, clean, photograph it, and send them to a doctor - or call "
          "911 if they're struggling to breathe. But I'd want to read your incident procedure and follow it.",
          3),
        T(2, "Okay, running a book. How do you handle deposits and no-shows?"),
        S("I take a $100 deposit for anything under 3 hours and $200 above that - non-refundable, but I'll move "
          "it once with 48 hours' notice. It comes off the last session. The booking app sends reminders at 72 "
          "hours and 24 hours. When I started the 48-hour rule I went from about 1 no-show a week to roughly 1 "
          "a month.", 4),
        I("And an unhappy client?"),
        S("Last spring a client said her lettering looked uneven. I had her come in and looked under the lamp, "
          "and she was right - one 'a' was heavier than the rest. I fixed it at no charge, about 20 minutes. "
          "Touch-ups within 3 months are free with me if they followed the aftercare sheet, and I keep a note "
          "of every correction so I can see if there's a pattern.", 5),
        I("How do you get most of your clients?"),
        C("Instagram, mostly. I post healed work three times a week and open my books once a month. About half "
          "my clients come from there and the rest are repeat clients and referrals."),
        T(3, "That's my side. What do you want to ask me?"),
        Q("How do walk-ins work here - is there a rota, or does whoever's free take them?"),
        I("Rota. Each artist has one walk-in day a week; Fridays and Saturdays are busiest. What else?"),
        Q("Do you help with the Oregon license transfer, or is that on me?"),
        CLOSE("It's on you, but our manager has done it three times and will walk you through the forms. Thanks "
              "for coming down - I'll be in touch next week."),
        C("Thanks, Dez. Talk soon."),
    ],
})

# ---------------------------------------------------------------- tattoo artist, weak
INTERVIEWS.append({
    "key": "tattoo_artist-weak",
    "family": "tattoo_artist",
    "expected": "negative",
    "candidate": {"firstName": "Brandon", "lastName": "Kessler", "currentTitle": "Tattoo Artist",
                  "currentCompany": "Black Harbor Tattoo"},
    "risky_topic": "salary_history",
    "turns": [
        I("Hey Brandon, I'm Dez, I own the shop. Quick rundown: your background, portfolio and design, hygiene, "
          "running your book, then your questions. Tell me about yourself.", agenda={"start": 0}),
        C("Hey, yeah - Brandon Kessler. I'm at Black Harbor Tattoo in Salem right now, been tattooing a few "
          "years. I do a bit of everything - traditional, some realism, whatever walks through the door."),
        T(0, "Let's look at the portfolio. Pick one piece and walk me through how it went from the client's idea "
             "to the tattoo."),
        V("Honestly, every piece is a journey. I'm really passionate about co-creating with the client - I vibe "
          "with them, feel their energy, and we build something bespoke together.", 0),
        I("Take this eagle on the chest. What did the client bring, and what did you change?"),
        V("That one was more of a dynamic collaboration, you know? We went back and forth and got aligned on "
          "the vision. The client had a big picture idea and I brought it to life.", 0),
        I("Have you ever told a client no?"),
        M("Yeah, a guy wanted a tiny portrait on his wrist, like the size of a quarter. I told him the face "
          "wouldn't hold up that small, and we went bigger, about 4 inches, on his forearm instead.", 0),
        I("Any healed photos in here? Which piece would you redo?"),
        V("Most of it's fresh, because healed photos never show the work as well. I'm always on a learning "
          "journey, though - big on continuous improvement. Our shop's style really evolves.", 1),
        T(1, "Hygiene and client safety. Walk me through setting up your station."),
        V("Hygiene is non-negotiable for me. We follow best practice at our shop - everything's compliant, "
          "super clean, and we've never had any issues.", 2),
        I("Specifically - what do you barrier, and what do you wipe down with?"),
        V("We use the standard stuff, the spray and the wrap on everything. Our shop manager handles supplies, "
          "so it's pretty streamlined - I just make sure I'm following the process.", 2),
        R("So what were you pulling in at Black Harbor - roughly per week? Helps me figure out what you'd "
          "expect."),
        C("I'd rather not get into what I made there. What's the split here, and is it the same for "
          "everybody?"),
        I("Fifty-five percent, same for everyone. Okay - a client feels faint halfway through. What do you do?"),
        V("Client safety is paramount. I'd make sure they're okay, give them some space, and keep it a safe "
          "environment. We're a team at our shop, so someone would always jump in.", 3),
        T(2, "Running your book. Deposits, no-shows - how do you handle those?"),
        V("We keep it pretty flexible at our shop. I'm a people person, so if someone can't make it, I get it, "
          "life happens. The front desk owns that side mostly.", 4),
        I("How long have you been at Black Harbor?"),
        C("About two and a half years. Before that I was tattooing out of a friend's place."),
        I("A client comes back unhappy with their lettering. What happens?"),
        V("I'd want to go above and beyond. It's about creating a win-win and keeping the client experience "
          "seamless, so they walk away happy.", 5),
        T(3, "That's me. What do you want to ask?"),
        Q("Do you guys supply ink and needles, or is that on the artist?"),
        I("Studio covers needles, ink and PPE. What else?"),
        Q("Would I get to do my own flash days?"),
        CLOSE("Yes, once you're settled in. Thanks for coming in, Brandon - I'll let you know by next week."),
        C("Cool, thanks man."),
    ],
})

# ---------------------------------------------------------------- rail signaller, strong
INTERVIEWS.append({
    "key": "rail_signaller-strong",
    "family": "rail_signaller",
    "expected": "positive",
    "candidate": {"firstName": "Niamh", "lastName": "Gallagher", "currentTitle": "Signaller",
                  "currentCompany": "Eastmere Rail Infrastructure"},
    "risky_topic": "national_origin",
    "turns": [
        I("Morning, Niamh. I'm Steve, local operations manager for the Meldon area. We'll cover your "
          "background, safety-critical comms, incidents and degraded working, shifts and reporting, then your "
          "questions. Can you start with where you work now?", agenda={"start": 0}),
        C("Morning. I'm Niamh Gallagher, BSc Geography. I'm a signaller at Brockhurst box for Eastmere Rail "
          "Infrastructure - a 35-lever mechanical box on absolute block, with a gated crossing outside. Four "
          "years there, and two years as a crossing keeper before that. I want to move onto a panel."),
        T(0, "Let's start with communication. Tell me how a safety-critical call goes when you're giving a "
             "driver an instruction."),
        S("I start with who I am and where: 'This is the signaller at Brockhurst.' I get the driver's name, the "
          "train reporting number and the signal he's standing at, and read them back. I use the phonetic "
          "alphabet for anything with letters, so BH14 is 'Bravo Hotel one four'. I give the instruction, make "
          "him repeat it back, and I don't accept 'yep, got it'. Calls are recorded, and on my last assessment "
          "3 months ago I had no corrections.", 0),
        I("What if the driver gets it wrong in the repeat-back?"),
        S("I say 'wrong, I say again' and give it word for word. In March a driver read back BH12 when I'd said "
          "BH14 - two different lines. I said 'Wrong, I say again, Bravo Hotel one four' and didn't move on "
          "until he had it right. I wrote it in the occurrence book in case it came up at a review.", 0),
        I("Take me through granting a line blockage."),
        S("The engineer in charge rings. I take their name, company and phone number, and confirm the line and "
          "the limits - from which signal to which signal - and how long they need. I check nothing's "
          "approaching or in the section, put the protecting signals to danger and lever collars on them, then "
          "fill in the form and give them the blockage number and time, both of us reading it back. On nights "
          "I grant about 40 a month. When they give it back I confirm the line's clear and safe before the "
          "collars come off.", 1),
        T(1, "Incidents and degraded working. Tell me about a failure you've dealt with."),
        S("A track circuit failure on the up main in October, about 6:10 in the morning - it showed occupied "
          "with nothing there. I kept the protecting signal at danger, told control, reported it to the fault "
          "desk and got a reference. Then I worked it by the Rule Book: I spoke to each driver at the signal, "
          "authorised them to pass it at danger and proceed at caution, and recorded every authority in the "
          "register. I did that for 7 trains over 90 minutes until the technician found a broken bond.", 2),
        I("And if three things happen at once - a failure, a crossing phone ringing and another call?"),
        S("The crossing phone first, because that could be a person about to walk onto the line, and I need "
          "to keep them safe. The failure's already protected if my signals are at danger. Anything else waits. "
          "On a Saturday in August I had a farmer on the crossing phone, a late freight and control ringing at "
          "once. I dealt with the farmer, told control I'd ring back in 2 minutes, and did.", 3),
        I("Have you dealt with anything more serious - a SPAD, say, or someone on the line?"),
        V("Not a SPAD, no - nobody's passed a signal at danger on me without authority. I know the sequence: "
          "replace signals, stop trains, speak to the driver, inform control. But I'd be honest that's from "
          "training and the simulator, not from doing it. Same with an emergency at a CCTV crossing - I've "
          "never worked one.", 2),
        R("Can I ask - that accent, I can't quite place it. Donegal? Is home over the border, or were you "
          "brought up this side?"),
        C("I'd rather keep that to myself, if that's all the same. If you're wondering about the move, I "
          "already live in Loughborough - it's about twenty minutes from Meldon."),
        I("You'd be going from a lever frame to an NX panel. How ready do you feel for that?"),
        V("Honestly, it's my biggest gap. I've only worked levers and block instruments, never an NX panel or "
          "a train describer in service. With 22 miles and 4 crossings on one panel I'd be juggling more at "
          "once than I ever have. I'd expect the course to be where I really learn it, and I'd ask for extra "
          "simulator time if I needed it.", 3),
        T(2, "Shifts, vigilance and reporting. How do you look after yourself on a run of nights?"),
        S("I sleep from about 9am to 4pm before the first night, blackout blinds, phone off. I eat a proper "
          "meal before I leave, not at 3am. In the box I keep the lights up and stand up between trains. "
          "3 to 5am is my worst time, so that's when I check the register and walk the frame. If I'm not fit, I "
          "say so - I booked off once in 4 years after 3 hours' sleep during a family emergency.", 4),
        I("Have you made a mistake yourself at work? What happened?"),
        S("Yes. In 2022 I set the route into the loop for a freight that was booked main line. No danger to "
          "anyone, but it cost the train 6 minutes. I told the driver, told control, reported it to my manager "
          "before the end of the shift and put it on the close call system. We agreed I'd check the "
          "simplifier against the train describer before setting any loop route, and I haven't repeated it.", 5),
        I("And near misses nobody else saw?"),
        C("I report those too. If I don't, nobody learns anything from it, and the next person might not be "
          "as lucky."),
        T(3, "Okay. That's my questions. What would you like to ask?"),
        Q("How long is the training on Meldon itself before I'd be passed out to work it alone?"),
        I("The course is fourteen weeks, then you work alongside a competent signaller until you pass your "
          "practical. Anything else?"),
        Q("What's the roster like - how many nights in a row?"),
        CLOSE("Four nights at most, then rest days. Thanks, Niamh - you'll hear from us within a week."),
        C("Thanks, Steve."),
    ],
})

# ---------------------------------------------------------------- rail signaller, weak
INTERVIEWS.append({
    "key": "rail_signaller-weak",
    "family": "rail_signaller",
    "expected": "negative",
    "candidate": {"firstName": "Gary", "lastName": "Pollock", "currentTitle": "Security Officer",
                  "currentCompany": "Castleton Distribution Park"},
    "risky_topic": "military_discharge",
    "turns": [
        I("Morning, Gary. I'm Steve, the local operations manager. We'll go through your background, "
          "safety-critical comms, incidents and degraded working, shifts and reporting, and then your "
          "questions. Tell me a bit about yourself.", agenda={"start": 0}),
        C("Morning. Gary Pollock, HNC Electrical Engineering. I'm a security officer at Castleton Distribution "
          "Park at the moment, and before that I was in the Army. I've always been into the railway, so this "
          "feels like the right next step."),
        I("What does the security job involve day to day?"),
        C("Gatehouse mostly - checking lorries in and out, patrols, the radio, the cameras. A lot of nights."),
        T(0, "Let's start with communication. How would you make sure an instruction over the phone is "
             "understood correctly?"),
        V("Communication is paramount in a safety-critical environment. I'd make sure it's clear and everyone's "
          "aligned, and I'm very transparent in how I communicate.", 0),
        I("Can you give me an example of a radio or phone call where getting the wording exactly right "
          "mattered?"),
        M("On the gatehouse radio we use the phonetic alphabet for registration plates, so KX19 is 'Kilo X-ray "
          "one nine'. I read the plate back to the driver before I lift the barrier.", 0),
        I("A track worker rings asking for a line blockage. What would you do?"),
        V("I'd follow the process and make sure all the stakeholders are on the same page. For me safety is "
          "non-negotiable, so I'd take ownership and make sure it's done right end to end.", 1),
        T(1, "Incidents and degraded working. Tell me about a time something failed and you had to work around "
             "it."),
        V("In the Army we dealt with that all the time. We were always adaptable, we'd roll with whatever came "
          "up and find a solution. It was very much a team effort.", 2),
        I("Something specific - what failed, and what did you do, step by step?"),
        V("There was a lot going on back then, so it's hard to pick one. Our approach was always robust - we'd "
          "get to the root cause and get it sorted as a team.", 2),
        R("You left the Army after four years rather than the full term - was that your choice, or were you "
          "discharged?"),
        C("I'd rather not go into how I left, if that's okay. Happy to talk about what I actually did while I "
          "was in."),
        I("Sure. Three things at once: a failure, a crossing phone ringing, and control on the other line. "
          "What do you do first?"),
        V("I'm good under pressure. I'd prioritise based on the big picture, keep calm and make sure everything "
          "joins up seamlessly.", 3),
        T(2, "Shifts, vigilance and reporting. How do you manage yourself on nights?"),
        V("I'm used to nights. It's about resilience - you work smart, not hard. That's in my DNA. Our team at the park always "
          "looks out for each other, so we keep each other going.", 4),
        I("What do you actually do when you feel yourself flagging at four in the morning?"),
        V("Just push through, really. Grab a coffee, stay dynamic. You've got to have the right mindset.", 4),
        I("Tell me about a mistake you made at work and how you reported it."),
        V("I'm a big believer in continuous improvement and ownership. We have a no-blame culture at the park, "
          "so if anything happens we flag it and learn from it going forward.", 5),
        T(3, "Okay, that's me done. What would you like to ask?"),
        Q("Is there overtime going?"),
        I("Sometimes, on rest days, once you're passed competent. Anything else?"),
        Q("How long's the training?"),
        CLOSE("Fourteen weeks, then supervised working. Thanks for coming in, Gary - we'll be in touch."),
        C("Cheers, Steve."),
    ],
})

# How the risky question comes up and how the candidate answers it (used in README.md only).
RISKY_HOW = {
    "estate_agent-strong": ("small talk about the Saturday rota slides into asking about a husband",
                            "declines politely and confirms the rota works"),
    "estate_agent-weak": ("a slip about looking young and guessing the candidate's age",
                          "laughs it off, declines, points to the licence and car the advert asked for"),
    "school_business_manager-strong": ("practical concern about all-year hours turns into asking about her "
                                       "children and holidays",
                                       "declines and cites six years on an all-year contract"),
    "school_business_manager-weak": ("a CV gap prompts a question about health, framed as concern",
                                     "says it was personal, confirms ability to do the job, declines detail"),
    "tattoo_artist-strong": ("a compliment on the candidate's own tattoo becomes a question about faith",
                             "keeps the meaning private and redirects to how the piece was made"),
    "tattoo_artist-weak": ("asking what the artist earned at the current shop to judge expectations",
                           "declines and asks about the studio's commission split instead"),
    "rail_signaller-strong": ("curiosity about an accent becomes a question about where home is",
                              "declines and answers the likely real concern (commute) instead"),
    "rail_signaller-weak": ("a short Army career prompts a question about whether he was discharged",
                            "declines and offers to talk about what he did in service"),
}
