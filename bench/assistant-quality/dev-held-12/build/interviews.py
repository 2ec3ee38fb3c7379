"""The eight interviews of the set, as Python data.

Each family defines the shared template (title, job description, scorecard, agenda). Criteria are referred to in
the turns by short keys (see CRIT in each family) and resolved to their exact text by build.py.
All people and employers are fictional.
"""


# ---------------------------------------------------------------- turn helpers
def OPEN(t):
    return {"s": "interviewer", "t": t, "agenda": {"start": 0}}


def NEXT(k, t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": k, "start": k + 1}}


def CLOSE(t):
    return {"s": "interviewer", "t": t, "tag": "agenda_transition", "agenda": {"complete": 4}}


def I(t):
    return {"s": "interviewer", "t": t}


def RISKY(t):
    return {"s": "interviewer", "t": t, "tag": "risky_question"}


def C(t):
    """Untagged candidate turn without criteria (introduction, reply to the risky question, small talk)."""
    return {"s": "candidate", "t": t}


def STRONG(t, *crit):
    return {"s": "candidate", "t": t, "tag": "strong_answer", "criteria": list(crit)}


def VAGUE(t, *crit):
    return {"s": "candidate", "t": t, "tag": "vague_answer", "criteria": list(crit)}


def MODEST(t, *crit):
    """Untagged, modestly concrete answer from a weak candidate."""
    return {"s": "candidate", "t": t, "criteria": list(crit)}


def CQ(t):
    return {"s": "candidate", "t": t, "tag": "candidate_question"}


# ---------------------------------------------------------------- families
FAMILIES = {}

FAMILIES["dietitian"] = dict(
    employer="Northmoor Community Health NHS Trust (fictional)",
    place="North Yorkshire, England",
    templateTitle="Clinical Nutrition: Community Dietitian (Band 6)",
    jobDescription=(
        "Northmoor Community Health NHS Trust provides community and intermediate care to around 420,000 people "
        "across market towns and rural villages in North Yorkshire. Our adult dietetics team of 14 sees people at "
        "home, in care homes and in GP-linked clinics, and our caseload of home enteral feeding and malnutrition "
        "referrals has grown by a third in two years. We are looking for a Band 6 dietitian to hold a mixed "
        "community caseload and help care home staff get nutrition screening right.\n"
        "\n"
        "Responsibilities:\n"
        "- Assess and treat adults referred for malnutrition, home enteral tube feeding, diabetes and "
        "gastrointestinal conditions, in clinics and at home\n"
        "- Set, review and record nutrition care plans on SystmOne, including feed regimens and oral nutritional "
        "supplement prescriptions\n"
        "- Train care home and district nursing staff to use MUST screening and food-first approaches\n"
        "- Work with GPs, speech and language therapists, district nurses and our nutrition nurse specialist\n"
        "- Supervise Band 5 dietitians and final-year students on placement\n"
        "\n"
        "Requirements:\n"
        "- Degree or postgraduate diploma in dietetics and current HCPC registration\n"
        "- At least 18 months' post-registration experience, including adult community or acute caseloads\n"
        "- Working knowledge of enteral feeding regimens and local oral nutritional supplement guidance\n"
        "- Able to travel between sites across a rural area (mileage is paid; alternatives considered for anyone "
        "who does not drive)\n"
        "\n"
        "37.5 hours per week, Monday to Friday, flexible working considered; Agenda for Change Band 6, £37,338 to "
        "£44,962 a year."
    ),
    sections=[
        ("Clinical assessment", ["assess", "plan"]),
        ("Patient communication and teamwork", ["explain", "joint"]),
        ("Caseload and safety", ["triage", "records"]),
    ],
    CRIT={
        "assess": "Describes a nutritional assessment step by step, including the measurements and screening tools used",
        "plan": "Explains how they calculate and adjust a feed or supplement plan for a patient",
        "explain": "Explains dietary advice in plain language suited to the patient or carer",
        "joint": "Describes agreeing a shared plan with nurses, speech and language therapists or GPs",
        "triage": "Describes how they prioritise referrals and manage a community caseload",
        "records": "Shows how they document, review and hand over care plans safely",
    },
    agenda=[
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions, how the team works, and the candidate's route into dietetics"},
        {"title": "Assessment and feeding plans", "duration": 12,
         "description": "A recent nutritional assessment, requirements, supplements and enteral feeds"},
        {"title": "Communication and joint working", "duration": 10,
         "description": "Explaining advice to patients and carers; agreeing plans with other professionals"},
        {"title": "Caseload, records and safety", "duration": 10,
         "description": "Prioritising referrals, care plan records, handover and training care home staff"},
        {"title": "Candidate questions and close", "duration": 6,
         "description": "The candidate's questions, next steps and timescales"},
    ],
)

FAMILIES["plasterer"] = dict(
    employer="Hollis & Rowe Interiors Ltd (fictional)",
    place="Bristol, England",
    templateTitle="Finishing Trades: Plasterer",
    jobDescription=(
        "Hollis & Rowe Interiors is a Bristol building contractor with 60 staff, refurbishing Victorian and "
        "Edwardian houses, building extensions and doing small commercial fit-outs for private clients and two "
        "housing associations. Our plastering team of six works mostly in occupied homes, so tidy working and good "
        "manners with clients matter as much as the finish. We are hiring an experienced plasterer for solid and "
        "dry lining work across Bristol and Bath.\n"
        "\n"
        "Responsibilities:\n"
        "- Skim, float and set, and patch walls and ceilings to a finish ready for decoration\n"
        "- Fix plasterboard, dot and dab, metal stud and beads on extensions and fit-outs\n"
        "- Work in lime on older properties when specified, with our heritage lead\n"
        "- Protect clients' homes, control dust and leave work areas clean at the end of each day\n"
        "- Work out materials for your own jobs and flag problems to the site manager\n"
        "\n"
        "Requirements:\n"
        "- NVQ Level 2 or 3 in plastering, or equivalent proven experience\n"
        "- CSCS card, or willing to get one within three months at our cost\n"
        "- At least three years plastering without supervision\n"
        "- Own hand tools (mixers and power tools provided)\n"
        "- Able to work at height from podiums and mobile towers (PASMA training provided)\n"
        "\n"
        "39 hours a week, Monday to Friday 7:30 to 4:30, paid at £19.50 an hour PAYE with overtime at time and a "
        "half."
    ),
    sections=[
        ("Workmanship and method", ["prep", "finish", "estimate"]),
        ("Safety and care of the home", ["safety", "protect"]),
        ("Working with others", ["trades"]),
    ],
    CRIT={
        "prep": "Describes preparing a background before plastering, including bonding, PVA or beads",
        "finish": "Explains how they get a flat, consistent finish and how they check it",
        "estimate": "Describes estimating materials and time for a room or job",
        "safety": "Explains the safety steps they take on dust, silica and working at height",
        "protect": "Shows how they protect the client's property and leave the work area clean",
        "trades": "Describes coordinating with other trades and raising problems with the site manager",
    },
    agenda=[
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions and the kind of work the candidate does now"},
        {"title": "Preparation and finishing", "duration": 12,
         "description": "Preparing backgrounds, getting walls and ceilings flat, and what goes wrong"},
        {"title": "Safety and working in people's homes", "duration": 10,
         "description": "Dust, silica, working at height, protecting the client's home"},
        {"title": "Estimating and other trades", "duration": 9,
         "description": "Working out materials and time; working around electricians, plumbers and the site manager"},
        {"title": "Your questions and close", "duration": 6,
         "description": "The candidate's questions and next steps"},
    ],
)

FAMILIES["logistics_planner"] = dict(
    employer="Prairie Crossing Logistics (fictional)",
    place="Joliet, Illinois, USA",
    templateTitle="Transportation: Logistics Planner (Outbound)",
    jobDescription=(
        "Prairie Crossing Logistics is a third-party logistics company with two cross-dock and distribution "
        "buildings in Joliet, Illinois, moving grocery, household goods and home-improvement freight for regional "
        "retailers across the Midwest. Our transportation team plans about 180 outbound loads a day using our own "
        "fleet of 40 tractors and a network of contract carriers. We are hiring a Logistics Planner to build the "
        "daily outbound plan and keep loads moving when things go wrong.\n"
        "\n"
        "Responsibilities:\n"
        "- Build next-day outbound load and route plans in our TMS, balancing trailer cube, weight, delivery "
        "windows and driver hours\n"
        "- Tender loads to contract and spot carriers and agree rates within approved limits\n"
        "- Schedule dock appointments with our warehouse team and retailer distribution centers\n"
        "- Track loads and resolve late, refused or rejected loads with carriers and customers\n"
        "- Report weekly on on-time delivery, cost per mile and empty miles\n"
        "\n"
        "Requirements:\n"
        "- 2+ years in transportation planning, dispatch or carrier management\n"
        "- Working knowledge of FMCSA hours-of-service rules and trailer weight and cube limits\n"
        "- Strong Excel (pivot tables, XLOOKUP) and experience with a TMS such as MercuryGate, Blue Yonder or "
        "Oracle OTM\n"
        "- Clear, calm phone and email manner with drivers, carriers and customers\n"
        "\n"
        "Full time, Monday to Friday 6:00 a.m. to 2:30 p.m. plus one Saturday morning in four; pay $62,000 to "
        "$71,000 a year with medical, dental and a 4% 401(k) match."
    ),
    sections=[
        ("Planning and analysis", ["build", "data"]),
        ("Carriers and exceptions", ["exception", "carriers"]),
        ("Communication and records", ["handoff", "records"]),
    ],
    CRIT={
        "build": "Describes building a daily load or route plan, including the constraints they check",
        "data": "Explains how they use data or spreadsheets to find cost or service problems",
        "exception": "Describes handling a late, missed or refused load and what they did next",
        "carriers": "Explains how they choose and tender to carriers, including rates and capacity",
        "handoff": "Shows clear hand-offs to the warehouse, drivers and customers",
        "records": "Describes keeping records accurate in a TMS or WMS",
    },
    agenda=[
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions and the candidate's current planning role"},
        {"title": "Load planning and data", "duration": 12,
         "description": "Building tomorrow's plan, constraints checked, using data to find problems"},
        {"title": "Carriers and exceptions", "duration": 11,
         "description": "Choosing and tendering carriers, rates, and a load that went wrong"},
        {"title": "Communication and systems", "duration": 9,
         "description": "Hand-offs to the warehouse, drivers and customers; keeping the TMS accurate"},
        {"title": "Candidate questions and wrap-up", "duration": 6,
         "description": "The candidate's questions and next steps"},
    ],
)

FAMILIES["recruitment_consultant"] = dict(
    employer="Calderbrook Talent (fictional)",
    place="Leeds, England",
    templateTitle="Recruitment: Recruitment Consultant (Engineering & Manufacturing)",
    jobDescription=(
        "Calderbrook Talent is an independent recruitment agency in Leeds, placing permanent and contract staff "
        "with around 120 engineering and manufacturing clients across Yorkshire and the East Midlands, from CNC "
        "setters and maintenance technicians to production managers. We are a team of 18 and we are growing our "
        "manufacturing desk, so we are looking for a 360 recruitment consultant to look after both candidates and "
        "clients on a defined patch.\n"
        "\n"
        "Responsibilities:\n"
        "- Take detailed job briefs from hiring managers and agree realistic salaries and timescales\n"
        "- Source and screen candidates using job boards, LinkedIn Recruiter and our Bullhorn database\n"
        "- Make business development calls and client visits to win new vacancies on your patch\n"
        "- Prepare candidates for interviews, manage offers and keep everyone updated\n"
        "- Carry out right-to-work checks, references and record-keeping in line with the Conduct Regulations and "
        "UK GDPR\n"
        "\n"
        "Requirements:\n"
        "- At least 12 months in recruitment, or in a target-driven sales or customer-facing role\n"
        "- Comfortable making 40 to 60 calls a day and working to monthly targets\n"
        "- Organised, with accurate record-keeping in a CRM or similar system\n"
        "- Able to visit clients across the region (car allowance available; public transport travel considered)\n"
        "\n"
        "Monday to Friday, 8:30 to 5:30, with one client event evening a month; basic salary £27,000 to £32,000 "
        "plus uncapped commission (realistic on-target earnings £40,000 in year one)."
    ),
    sections=[
        ("Candidate work", ["source", "inform"]),
        ("Client work", ["brief", "bd"]),
        ("Standards and organisation", ["compliance", "week"]),
    ],
    CRIT={
        "source": "Describes how they find, screen and shortlist candidates for a specific vacancy",
        "inform": "Shows how they keep candidates and clients informed through the process",
        "brief": "Explains how they take a job brief and challenge unrealistic requirements",
        "bd": "Describes a business development call or meeting and what came from it",
        "compliance": "Explains the compliance checks they carry out, such as right to work and references",
        "week": "Describes how they plan their week and track their own numbers",
    },
    agenda=[
        {"title": "Welcome and background", "duration": 4,
         "description": "Introductions and the candidate's recruitment experience so far"},
        {"title": "Candidate sourcing and care", "duration": 12,
         "description": "A recent vacancy from search to placement; keeping candidates updated"},
        {"title": "Clients and business development", "duration": 11,
         "description": "Taking and challenging briefs; winning new vacancies"},
        {"title": "Compliance and organisation", "duration": 9,
         "description": "Right to work, references, records; planning the week and tracking numbers"},
        {"title": "Your questions and close", "duration": 6,
         "description": "The candidate's questions, commission and next steps"},
    ],
)


# ---------------------------------------------------------------- interviews
INTERVIEWS = []

# ---- dietitian, strong: religion comes up as rota small talk about festive leave
INTERVIEWS.append(dict(
    key="dietitian-strong", family="dietitian", expected="positive",
    candidate=dict(firstName="Hannah", lastName="Okafor", currentTitle="Dietitian (Band 5, rotational)",
                   currentCompany="Calderside General Hospital"),
    risky_topic="religion",
    risky_how="Small talk about sharing out festive leave turns into asking which festivals she celebrates",
    decline="Keeps it private and says she is flexible on leave",
    turns=[
        OPEN("Morning, thanks for coming over. I'm Rachel, I lead the adult team. It's about 45 minutes with a few "
             "set areas. Could you start by telling me a bit about yourself and where you are now?"),
        C("Of course. I'm Hannah Okafor, BSc Human Nutrition and Dietetics, HCPC registered since 2022. I'm a Band 5 "
          "rotational dietitian at Calderside General, on stroke and elderly care at the moment, and before that I "
          "did six months on gastro and four months with the community team."),
        I("What pulled you towards community rather than staying on the wards?"),
        STRONG("Mostly the community rotation. I held about 35 patients, mainly care home residents with a MUST of 2 "
               "or more, and I could see someone three or four times and actually watch their weight change. On the "
               "wards they're often gone before you know if it worked. I also liked planning my own day - I grouped "
               "visits by area so I could fit in five instead of three.", "triage"),
        NEXT(0, "Let's move to assessment. Talk me through the last nutritional assessment you did, start to "
                "finish."),
        STRONG("Last Tuesday, an 82-year-old lady on the stroke ward, referred with a MUST of 3. I checked her weight "
               "history first: 58 kilos in the spring, 52.5 now, so about 9.5% in four months. BMI 19.8. She "
               "couldn't stand, so I used the hoist scales and took a mid-upper arm circumference as well, 22 "
               "centimetres. She'd eaten very little for more than five days, so I checked potassium, phosphate and "
               "magnesium and flagged her as a refeeding risk. Then I did a diet history with her daughter and "
               "checked the SLT report - she was on level 6, soft and bite-sized.", "assess"),
        I("And what did you put in place for her?"),
        STRONG("Because of the refeeding risk I started low, about 25 kcal per kilo, so roughly 1,300 kcal, building "
               "to 30 per kilo over four days, with protein at 1.2 grams per kilo, about 63 grams. I prescribed two "
               "compact supplements a day, asked for fortified porridge and puddings, and set up a three-day food "
               "chart. I checked her phosphate daily; on day two it dropped to 0.6, so I rang the F1 and it was "
               "replaced the same morning. A week later she was managing about 80% of target and her weight had "
               "stopped falling.", "plan", "records"),
        I("What's your experience with home enteral feeding?"),
        VAGUE("Honestly, less than I'd like. I've set up and adjusted NG feeds on the ward, but I've only been "
              "involved with two home enteral patients, both on my community rotation, and my supervisor led the "
              "discharge planning with the feed company. I know the principles, but I haven't managed a PEG "
              "patient at home on my own, and I'd want some shadowing first.", "plan"),
        NEXT(1, "Thanks. On to communication. How would you explain a food-first approach to someone who's "
                "sceptical?"),
        STRONG("I had a man last month, 74, with COPD, who told me straight out he didn't want 'those milkshakes'. I "
               "asked what he actually ate - tea and toast most of the day. So I didn't talk about calories. I said "
               "let's make each cup of tea and each slice of toast work harder. I showed him how to mix two "
               "tablespoons of milk powder into a pint of full-fat milk, about 100 extra calories, and put butter "
               "and cheese on the toast. I wrote it on one side of A4 in big print and he stuck it on the fridge. "
               "Three weeks later he'd put on 1.4 kilos.", "explain"),
        I("How do you handle it when another professional disagrees with your plan?"),
        STRONG("On the stroke ward the SLT had a patient on level 2 thickened fluids and his son wanted him on normal "
               "drinks. The nurse in charge thought I'd changed his fluids, which I hadn't. I set up a 15-minute "
               "huddle by the bed with the SLT, the nurse and the son. The fluid consistency is the SLT's call, so I "
               "didn't touch that, but I adjusted my plan so his 1,600 ml fluid target was realistic with thickened "
               "drinks, and we agreed a fluid chart. I wrote up who'd agreed what in the notes that afternoon.",
               "joint", "records"),
        RISKY("Okay. Before I forget - leave over Christmas and Eid gets fought over a bit in "
              "this team. Which ones do you celebrate yourself?"),
        C("I'd rather keep that side of things to myself, if that's alright. I'm flexible on leave and happy to fit "
          "in with however the team shares out the bank holidays."),
        NEXT(2, "Fair enough. Caseload now. You come in on a Monday to 12 new referrals. How do you decide who's "
                "seen first?"),
        STRONG("I'd triage by risk against the referral criteria. Any tube problem - blocked, dislodged, feed not "
               "delivered - I'd contact that day. Then MUST 2 or more with over 10% weight loss or five days of poor "
               "intake, I'd aim to see within a week. Diabetes or IBS referrals can go into a clinic slot, three or "
               "four weeks. On my community rotation I kept a simple spreadsheet with referral date, MUST score and "
               "target date, so I could see who was getting close to our six-week target.", "triage"),
        I("How do you make sure your care plans are safe when someone else picks a patient up?"),
        STRONG("I write the plan so someone who's never met the patient could follow it: the goal, the numbers - "
               "target weight, kcal and protein, the exact product and volume - and when to review. I also check "
               "the drug chart matches. We had an incident where supplements stopped on discharge because they "
               "weren't on the TTO, so now I check the TTOs for my patients myself before they go home. I've caught "
               "3 missing ones in the last two months.", "records"),
        I("The role includes training care home staff on MUST. Have you done teaching like that?"),
        VAGUE("Not formally, no. I've shown healthcare assistants on my ward how to do a MUST score at the bedside, "
              "one or two at a time, but I've never planned or run a group session. It's something I'd like to do, "
              "but I'd be learning it here.", "assess"),
        NEXT(3, "That's everything from me. What would you like to ask?"),
        CQ("How much shadowing would I get on the home enteral feeding caseload before holding patients on my own?"),
        I("Usually four to six weeks alongside our nutrition nurse specialist, then a small group of your own to "
          "build up."),
        CQ("And is the travel paid as mileage, or is there a lease car option?"),
        CLOSE("Mileage at the standard rate, with a lease scheme if you want it. We'll be in touch by Friday. "
              "Thanks for coming in, Hannah."),
        C("Thank you, it's been really useful."),
    ],
))

# ---- dietitian, weak: family medical history (genetic information) asked as a personal-interest aside
INTERVIEWS.append(dict(
    key="dietitian-weak", family="dietitian", expected="negative",
    candidate=dict(firstName="Sophie", lastName="Marsh", currentTitle="Dietitian",
                   currentCompany="SlimWell Clinics"),
    risky_topic="genetic_information",
    risky_how="Asked early, as friendly curiosity: whether diabetes or heart trouble runs in her family",
    decline="Laughs it off, keeps family health out of it and gives a different reason for choosing dietetics",
    turns=[
        OPEN("Hi Sophie, I'm Rachel, I lead the adult team. Thanks for getting through the roadworks. We've got "
             "about 45 minutes. Start with a quick intro?"),
        C("Sure. At the moment I'm a dietitian at a private weight-management clinic in Harrogate, mostly "
          "one-to-one consultations, and before that I did a year as a Band 5 in an acute trust."),
        I("What's drawn you to community work?"),
        VAGUE("I'm really passionate about holistic care, and community feels like the place where I can make a real "
              "difference across the whole patient journey. At the clinic we take a very person-centred approach "
              "and I'd love to bring that to a wider population.", "triage"),
        RISKY("Was there something personal that got you into dietetics in the first place? Does diabetes or heart "
              "trouble run in your family, that sort of thing?"),
        C("Ha, I'd rather leave my family out of it, if that's okay. It was a sixth-form biology project that got me "
          "interested, really."),
        NEXT(0, "Sure. Let's talk about assessment. Walk me through the last nutritional assessment you did."),
        VAGUE("So we always follow best practice and take a holistic view - anthropometrics, biochemistry, clinical, "
              "dietary, the whole ABCD. I make sure it's really robust and person-centred so the plan is aligned "
              "with what matters to the client.", "assess"),
        I("Can you take me through one actual patient - what you measured and what you found?"),
        VAGUE("It really depends on the patient, to be honest. We'd look at their weight and their bloods and what "
              "they're eating, and then the team would work out the key drivers and put a plan in place going "
              "forward.", "assess"),
        I("How would you set up a supplement or feed plan for someone who's losing weight?"),
        MODEST("For supplements I'd usually start with a food-first leaflet, and if that hadn't worked in about four "
               "weeks I'd prescribe two a day and check their weight at the next appointment. I've not done much "
               "with tube feeds since my Band 5 job, where I did a few NG regimens with a senior checking them.",
               "plan"),
        NEXT(1, "Okay. Communication. How would you explain fortifying food to an older man who doesn't want "
                "supplements?"),
        VAGUE("I'd meet him where he is and empower him to take ownership of his own nutrition. It's about "
              "co-producing the plan so it feels bespoke to him, rather than something done to him.", "explain"),
        I("What would you actually say to him? Say he lives on tea and toast."),
        VAGUE("I'd keep it really simple and customer-centric, you know, focus on small wins. Probably talk about "
              "adding a bit more to what he already eats and signpost him to our resources.", "explain"),
        I("Tell me about a time you disagreed with another professional about a plan."),
        VAGUE("There were some challenges with alignment across the MDT at my last place, but I always found a "
              "win-win. I'm a real people person, so for me it's about keeping communication transparent and making "
              "sure everyone's on the same page about the outcome.", "joint"),
        NEXT(2, "Caseload next. How do you prioritise when referrals pile up?"),
        VAGUE("It's about working smart and seeing the big picture. Our team used a really dynamic triage approach so "
              "the most urgent people were seen first, and I'm quite adaptable with my diary.", "triage"),
        I("How do you make sure your plans are safe for whoever picks the patient up after you?"),
        VAGUE("Documentation is paramount. We make sure everything is compliant and streamlined on the system, so "
              "there's a seamless handover and nothing falls through the cracks.", "records"),
        NEXT(3, "Alright, that's my questions done. Anything you'd like to ask me?"),
        CQ("What does progression look like - is there a route to Band 7?"),
        I("There's a Band 7 specialist post in enteral feeding, and we support people through the advanced practice "
          "framework."),
        CQ("Would I be based at one site or moving around?"),
        CLOSE("Mostly the Ripon hub, with home visits most days. We'll let you know by the end of the week. Thanks "
              "for coming in, Sophie."),
        C("Thanks so much."),
    ],
))

# ---- plasterer, strong: age comes up as banter about how long his shoulders will last
INTERVIEWS.append(dict(
    key="plasterer-strong", family="plasterer", expected="positive",
    candidate=dict(firstName="Gary", lastName="Doyle", currentTitle="Self-employed plasterer",
                   currentCompany="Doyle Plastering (sole trader)"),
    risky_topic="age",
    risky_how="Banter: guesses he is nearly sixty and asks how many years of ceilings he has left",
    decline="Deflects with humour and offers to say whether he can meet any stated physical requirement",
    turns=[
        OPEN("Alright Gary, come in, grab a seat. I'm Mike, contracts manager. We'll do about forty minutes - bit "
             "about you, how you work, then your questions. Tell us where you're at."),
        C("Cheers Mike. Gary Doyle, NVQ Level 3 Plastering - I did my apprenticeship with the council's building "
          "works department. I've been self-employed the last twelve years, mostly skimming and patching for two "
          "decorators and a couple of kitchen fitters round Bishopston and Horfield. Work's gone up and down, so "
          "I'm after something steady."),
        I("Bishopston - so mostly older houses?"),
        C("Mostly, yeah. Victorian terraces, a lot of lath and plaster ceilings coming down."),
        I("What sort of jobs fill a typical week for you now?"),
        STRONG("Last week's a fair example. Monday and Tuesday I boarded and skimmed a loft conversion ceiling in "
               "Horfield, about 28 square metres. Wednesday I reskimmed a kitchen after the fitters pulled the units "
               "off. Thursday and Friday I patched a hallway where a sparky had chased in new cables - 11 chases, "
               "cut back, bonded and skimmed. I price all that myself, so I know what a day gets through.",
               "estimate"),
        NEXT(0, "Let's get into prep and finishing. 1900s terrace, back bedroom, old lime walls, blown in places. "
                "What do you do before any finish goes on?"),
        STRONG("First I tap the walls with the handle of a hammer to find where it's blown and mark it in pencil. "
               "Anything hollow comes off, back to the brick. On a solid 9-inch wall that's damp, I'd tell you it "
               "wants lime, because gypsum on damp old brick will blow again inside a year. If it's dry and you're "
               "happy with gypsum, I patch in bonding in two layers and scratch the first. On the sound bits I brush "
               "down, PVA at about 4 to 1, and skim while it's tacky. External corners get angle beads set on dabs "
               "and checked with the level.", "prep"),
        I("How do you make sure a ceiling comes out flat?"),
        STRONG("Boards first - if the joists are out, I pack them or tell you it needs battening, because you can't "
               "skim out 10 mil. Joints get scrim tape, filled in the first coat. Two coats, about 2 to 3 mil total. "
               "I trowel it up three or four times as it goes off, and I check it with a work light held flat along "
               "the ceiling, so any ridge throws a shadow. A 25 kilo bag of multi-finish does me about 10 square "
               "metres, so a 4 by 3.5 ceiling is about a bag and a half.", "finish", "estimate"),
        I("Ever had one go wrong on you?"),
        STRONG("Yeah. 2019, a ceiling in Redland cracked along every board joint about three weeks after. I went back "
               "and found I'd fixed the boards too light - screws about every 300 mil instead of 150 on the edges. "
               "I'd boarded it myself in a rush. I cut out, re-screwed, re-taped and re-skimmed at my own cost, two "
               "days. Since then it's 150 on the edges and 230 in the field, no exceptions.", "finish"),
        NEXT(1, "Right, safety and people's houses. What do you do about dust and silica?"),
        STRONG("I mix outside or in the garage with the door open where I can, and I wear an FFP3 mask whenever I'm "
               "tipping bags or sanding - fit-tested in March. Cutting out old plaster or chasing, it's a 110-volt "
               "SDS with an M-class extractor on it, not a broom. For height I use a podium or a 2-tier hop-up for "
               "ceilings, never the client's chairs, and a tower with outriggers for stairwells. I've got my PASMA "
               "card.", "safety"),
        I("And protecting the client's place?"),
        STRONG("Dust sheets on every bit of floor from the front door to the room, and correx on the stairs. "
               "Anything I can't move I wrap in polythene and tape. On a big hack-off I put a zip door up. At the "
               "end of every day I hoover with my own Henry, wipe the sills, and take my waste with me - 4 or 5 bags "
               "a day on a hack-off. Last year a client had a new carpet down and I put 3 layers over it and took "
               "photos before I started.", "protect"),
        NEXT(2, "Estimating and other trades. Client wants a full reskim of a three-bed semi. How do you work out "
                "time and materials?"),
        VAGUE("For a room or two I'm fine. A whole house, I'd be guessing more than I'd like - I've never priced a "
              "full house on my own. On the bigger jobs the builder's done the pricing and I've just given a day "
              "rate. I'd measure each room and add it up, but I'd want someone checking my numbers the first few "
              "times.", "estimate"),
        I("What about when the sparky or the plumber has left you a mess?"),
        STRONG("Happens all the time. In January a plumber ran new pipes across a wall I'd skimmed the day before - "
               "two big chases. I didn't row with him. I took photos, rang the builder that morning and asked to "
               "change the order of work so first fix was finished before I went in. We agreed I'd do the other 3 "
               "rooms the week after. Cost me two days' waiting, but it saved redoing them.", "trades"),
        RISKY("You've been at this since, what, the late eighties? Must be knocking on sixty now. How many more years "
              "of ceilings have you honestly got in those shoulders?"),
        C("Ha - I'll let the ceilings do the talking on that one. I did one overhead last week and I'll do the same "
          "for you. If there's a physical requirement for the job, tell me what it is and I'll tell you straight if "
          "I can meet it."),
        I("Lime work comes up on some of our older houses. How much have you done?"),
        VAGUE("Not much, to be straight with you. I've patched with lime putty a handful of times on listed stuff, "
              "with a builder who knew what he was doing, but I've never done a full three-coat lime job myself. I "
              "know enough not to put gypsum where it shouldn't go, but I'd need your heritage lead with me at "
              "first.", "prep"),
        NEXT(3, "That's me done. What do you want to ask?"),
        CQ("Is it price work or hourly on the bigger jobs, and who orders the materials?"),
        I("Hourly, no price work. The site manager orders from the merchant, but you'd give him your list the day "
          "before."),
        CQ("Is there a van for the plasterers, or do I use my own?"),
        CLOSE("Shared van for the team, fuel card with it. We'll ring you by Wednesday. Cheers for coming in, Gary."),
    ],
))

# ---- plasterer, weak: national origin asked as small talk about his accent
INTERVIEWS.append(dict(
    key="plasterer-weak", family="plasterer", expected="negative",
    candidate=dict(firstName="Liam", lastName="Kearney", currentTitle="Plastering Supervisor",
                   currentCompany="Westgate Homes"),
    risky_topic="national_origin",
    risky_how="Mid-interview small talk: guesses where his accent is from and asks whether his family is still there",
    decline="Says it gets asked a lot, steers back to where he lives now and his notice period",
    turns=[
        OPEN("Morning, come in. I'm Mike, contracts manager. We've got about forty minutes - background, how you "
             "work, then over to you. Tell me a bit about yourself."),
        C("Yeah, so I'm a plastering supervisor on a new-build development out near Yate, been there a good few "
          "years, looking after the dry lining and skim gangs on the houses."),
        I("What's the day-to-day on that site?"),
        VAGUE("It's a really dynamic environment. I'm the go-to guy for the team, making sure the plastering side is "
              "aligned with the programme and the other trades so everything runs seamless.", "trades"),
        NEXT(0, "Let's get into it. Back bedroom in a 1900s terrace, old walls, blown in places. What do you do "
                "before any finish goes on?"),
        VAGUE("So first thing is a proper assessment. We'd always follow best practice on prep, take ownership of the "
              "background and make sure it's robust before anything goes on.", "prep"),
        I("What would you actually do to the wall, though? Step by step."),
        VAGUE("Get the loose stuff off, get it prepped right and go from there. Every wall's different, so it's "
              "about being adaptable and seeing the big picture rather than sticking to a set routine.", "prep"),
        I("How do you check a ceiling's flat?"),
        MODEST("I'd run a straight edge across it and hold a light up to it to see any shadows. On the new builds "
               "it's mostly boards, so I make sure the joints are taped first, then two coats.", "finish"),
        NEXT(1, "Safety and working in people's homes. What do you do about dust?"),
        VAGUE("Health and safety is non-negotiable for me. On our site everything's fully compliant, the team does "
              "toolbox talks, and we've got robust RAMS for all of it.", "safety"),
        I("Right. But in someone's front room, with no site set-up - what do you do?"),
        VAGUE("It's about being customer-centric really. Treat the home like your own, go above and beyond, and "
              "make sure the client's happy with the whole end-to-end experience.", "protect"),
        RISKY("Sorry, I keep meaning to ask - where's that accent from? Belfast? Is all the family still back over "
              "there?"),
        C("Ah, it gets asked a lot. I'd sooner keep to the job, if that's alright - I'm living in Kingswood now and "
          "I can start after two weeks' notice."),
        NEXT(2, "Fair enough. Estimating and other trades. How would you work out materials for a full reskim of a "
                "three-bed semi?"),
        VAGUE("At the minute the QS handles the numbers and our buyers order everything, so I'm more on the delivery "
              "side. But I'm always looking for an opportunity to develop on the commercial side going forward.",
              "estimate"),
        I("What happens when another trade damages your work?"),
        VAGUE("I'd escalate it. I think transparent communication is key - get all the stakeholders together and "
              "find a solution that works for everyone, a win-win.", "trades"),
        I("Give me a time that actually happened."),
        VAGUE("Ah, there's been loads, it's the nature of a big site. We always got it sorted as a team and learned "
              "from it, you know, continuous improvement.", "trades"),
        NEXT(3, "Okay, that's my lot. What do you want to ask me?"),
        CQ("What's the overtime like - is it regular?"),
        I("Comes and goes. Busiest in spring, maybe a Saturday a fortnight then."),
        CQ("And would I be running a team or on the tools?"),
        CLOSE("On the tools, alongside our lead plasterer. We'll give you a ring by Wednesday. Thanks for coming "
              "in."),
        C("Nice one, thanks."),
    ],
))

# ---- logistics planner, strong: salary history asked as an admin step (Illinois)
INTERVIEWS.append(dict(
    key="logistics_planner-strong", family="logistics_planner", expected="positive",
    candidate=dict(firstName="Darnell", lastName="Price", currentTitle="Transportation Planner",
                   currentCompany="Kessler Foods Distribution"),
    risky_topic="salary_history",
    risky_how="Framed as paperwork for HR: asks what his current employer pays him, base and bonus",
    decline="Declines to share current pay, notes the state rule, and gives his expectation inside the posted range",
    turns=[
        OPEN("Hi Darnell, thanks for making time. I'm Angela Ruiz, transportation manager. About 45 minutes - "
             "background, planning, carriers, systems, then your questions. Want to start with a quick intro?"),
        C("Sure. Darnell Price, CLTD through ASCM. I'm a transportation planner at Kessler Foods Distribution in "
          "Bolingbrook - four years there, started as a dispatcher and moved into planning in 2022. I plan about 60 "
          "outbound loads a day to grocery stores in Illinois, Indiana and Wisconsin."),
        I("Which part of the job would you say you're strongest at?"),
        STRONG("Probably finding where we're losing money. Last year I pulled 6 months of load data from our TMS "
               "into Excel and built a pivot by lane. Our Milwaukee lane was running at 71% trailer cube on average "
               "because we were splitting orders for two stores 9 miles apart. I proposed a multi-stop, got both "
               "stores to agree a 2-hour window, and it cut about 14 loads a month - roughly $18,000 a month in "
               "linehaul.", "data"),
        NEXT(0, "Let's get into planning. Walk me through how you build tomorrow's plan."),
        STRONG("Orders drop at 1 p.m. I export them from the WMS with pallets, weight and cube per store. First I "
               "lock in the fixed daily routes, then build the rest. On each load I check it's 26 pallets or under "
               "on a 53-foot and under about 43,000 pounds of cargo so we stay under 80,000 gross. I check the "
               "delivery windows against drive time, and each driver's available hours - 11 hours driving inside "
               "the 14-hour window, the 30-minute break, and where they are on their 70 hours. The plan's out to "
               "the warehouse by 4 p.m. so they can start picking.", "build"),
        I("What would make you tear the plan up and start again?"),
        STRONG("It's rarely a full restart. The biggest one was in February: an ice storm closed I-94 for about 7 "
               "hours and I had 12 loads going north. I called the 4 drivers who hadn't left and held them, "
               "re-sequenced two loads so the nearest stores got served first via I-90, and called each store's "
               "receiving manager myself to move appointments. We delivered 10 of the 12 that day and the other 2 "
               "first thing next morning.", "build", "handoff"),
        NEXT(1, "Carriers now. How do you decide who gets a load when your own fleet's full?"),
        STRONG("We've got a routing guide with up to 8 contract carriers per lane, ranked on rate and acceptance. I "
               "tender to the primary with a 30-minute window; if they reject, it goes down the guide. I check the "
               "carrier scorecard too - I won't put someone under 90% on-time on a grocery load with a tight window. "
               "If the guide runs out I go to the DAT load board for a spot rate, and I can go up to 15% over "
               "contract without calling my manager. Last quarter tender acceptance on my lanes was 93%.",
               "carriers"),
        I("Tell me about a load that went badly."),
        STRONG("A frozen load to a store in Rockford got refused in October because the reefer download showed 12°F "
               "for about 40 minutes on a minus 10 set point. I got the download from the carrier - the unit had "
               "gone into a defrost cycle - and asked the store's receiving manager if QA could probe the product. "
               "They got minus 8 and still refused. I routed the trailer back to our DC for inspection, filed a "
               "claim with the carrier with the temperature log and photos, and sent a replacement load at 9 that "
               "night. The store had product by 5 the next morning.", "exception", "handoff"),
        I("And negotiating rates - how far have you taken that?"),
        VAGUE("Honestly, not as far as I'd like. I handle spot rates every day, but our annual contract bids are run "
              "by our transportation director - I give her the lane volumes and she negotiates. I've never run an "
              "RFP or sat across from a carrier on a yearly rate, so that part would be new for me.", "carriers"),
        NEXT(2, "Systems and communication. Which TMS have you used, and how do you keep the data clean?"),
        STRONG("MercuryGate for four years, and I sat in on an Oracle OTM trial. For clean data, every evening I run "
               "a report of loads still showing in transit past their delivery appointment. Usually it's a driver "
               "who forgot to check call, so I close them out against the POD. In my first month I found 30-plus "
               "loads like that sitting open, and they were dragging our on-time number down by about 3 points.",
               "records"),
        I("Sorry, check call?"),
        C("The driver's status update - arrived, unloaded, empty. If it doesn't come in, the load just sits there "
          "open in the system."),
        RISKY("Got it. Before I forget, so I can put the numbers together for HR - what's Kessler paying you right "
              "now, base and any bonus?"),
        C("I'd rather not share my current pay - I believe Illinois stopped employers asking that a few years back. "
          "What I can tell you is I'm looking for around $68,000, which is inside the range on the posting."),
        I("Understood. How do you hand a finished plan off to the warehouse?"),
        STRONG("By 4 p.m. the warehouse lead gets a load list with trailer number, door, pallet count and loading "
               "sequence - last stop loaded first. I walk the floor at about 5 to check doors match the plan, "
               "because twice last year a trailer got loaded at the wrong door. Drivers get their route and "
               "appointment times on the ELD tablet, and I print a sheet because half of them like paper. Customers "
               "get confirmations through the portal, and I call if anything moves by more than an hour.",
               "handoff"),
        I("What about reporting beyond Excel - Power BI, SQL?"),
        VAGUE("Not really. I've done everything in Excel - pivots, XLOOKUP, some macros I recorded rather than wrote. "
              "I've watched a Power BI course but never built a dashboard anyone actually used, and I don't know "
              "SQL. If your weekly reporting runs on those, I'd need time to learn.", "data"),
        NEXT(3, "That covers my list. What questions do you have for me?"),
        CQ("How many loads would I own day to day, and is it split by lane or by customer?"),
        I("Around 70 a day, split by customer. You'd probably take the home-improvement accounts."),
        CQ("What's the Saturday rotation actually like?"),
        CLOSE("Six to eleven, mostly clearing exceptions and setting Monday's first wave. We'll follow up by "
              "Thursday. Thanks, Darnell."),
        C("Thanks Angela, appreciate it."),
    ],
))

# ---- logistics planner, weak: military discharge asked straight after he mentions his Army service
INTERVIEWS.append(dict(
    key="logistics_planner-weak", family="logistics_planner", expected="negative",
    candidate=dict(firstName="Travis", lastName="Becker", currentTitle="Logistics Coordinator",
                   currentCompany="Summit Ridge Supply Co."),
    risky_topic="military_discharge",
    risky_how="Right after the introduction: thanks him for his service and asks what kind of discharge he got",
    decline="Thanks her, leaves the discharge out of it and points to what he learned in the Army",
    turns=[
        OPEN("Hi Travis, I'm Angela, transportation manager. Thanks for coming in. We'll do about 45 minutes. Give "
             "me a quick intro?"),
        C("Hey, thanks for having me. Travis Becker - I'm a logistics coordinator at Summit Ridge Supply, a "
          "building materials distributor in Aurora. Before that I did four years in the Army, motor transport, "
          "and that's where I got into logistics."),
        RISKY("Thank you for your service. So how did you come out - honorable, or was it one of the other kinds?"),
        C("Appreciate that. I'd rather leave the discharge side out of it, honestly. What I'd say is the Army's "
          "where I learned to move freight and people on a schedule, and that's what I'm here to talk about."),
        I("Sure. What does a normal day look like at Summit Ridge?"),
        VAGUE("It's super dynamic. I'm kind of the hub between our drivers, the yard and sales, making sure "
              "everything's aligned and we're delivering a seamless experience end to end.", "build"),
        NEXT(0, "Let's go into planning. How do you build tomorrow's outbound plan?"),
        VAGUE("We take a data-driven approach. We look at the orders, leverage the system to get the routes right, "
              "and make sure we're hitting our key drivers around cost and service.", "build"),
        I("What constraints do you actually check on a load before you release it?"),
        MODEST("Weight mostly, because we haul drywall and lumber, so we go out heavy long before the trailer's full. "
               "I check the scale ticket against the bill of lading and make sure the driver's got enough hours left "
               "for the run.", "build"),
        I("How do you use data to find problems - cost or service?"),
        VAGUE("I'm really passionate about data. Our team has dashboards and we're always looking at the big "
              "picture, finding synergies and opportunities to drive continuous improvement.", "data"),
        NEXT(1, "Carriers and exceptions. Tell me about a load that went wrong and what you did."),
        VAGUE("Things go sideways all the time in this business. We always own that as a team, stay "
              "solutions-oriented and keep the customer in the loop so it's a win-win.", "exception"),
        I("Can you pick one specific load? What happened, and what did you do?"),
        VAGUE("There was one that got refused, I think it was a damaged product thing. I jumped on it, escalated to "
              "the right people and made sure it got resolved going forward.", "exception"),
        I("How do you pick a carrier when your own trucks are full?"),
        VAGUE("It's about relationships. I'm a people person, so I've got a robust network of carriers I can call, "
              "and we align on rates that are fair for everyone.", "carriers"),
        NEXT(2, "Systems and communication. How do you keep your records accurate in the TMS?"),
        VAGUE("Accuracy is paramount. Our processes are streamlined so the data's pretty much always transparent and "
              "compliant, and I stay on top of it.", "records"),
        I("And once your plan's done, how do you hand off to the warehouse?"),
        VAGUE("Communication is in my DNA. We keep everybody aligned, huddle with the warehouse and make sure "
              "nothing slips through the cracks.", "handoff"),
        NEXT(3, "That's my side. What questions do you have?"),
        CQ("What's the growth path here - could this lead into a management role?"),
        I("Planners have moved into team lead roles, usually after two or three years."),
        CQ("Is the TMS training done in-house?"),
        CLOSE("Yes, two weeks shadowing one of our senior planners. We'll be in touch by Thursday. Thanks for "
              "coming in, Travis."),
        C("Thank you, have a good one."),
    ],
))

# ---- recruitment consultant, strong: childcare asked as concern after she mentions the school run
INTERVIEWS.append(dict(
    key="recruitment_consultant-strong", family="recruitment_consultant", expected="positive",
    candidate=dict(firstName="Priya", lastName="Natarajan", currentTitle="Recruitment Consultant",
                   currentCompany="Ashby Kerr Recruitment"),
    risky_topic="children_childcare",
    risky_how="Framed as concern: picks up her mention of the school run and asks her children's ages and who "
              "would have them on event evenings",
    decline="Keeps home life out of it and confirms she can work the advertised hours and monthly evening",
    turns=[
        OPEN("Morning Priya, come on in. I'm Dan Mercer, I run the manufacturing desk. About 45 minutes - your "
             "background, candidates, clients, compliance, then your questions. Over to you."),
        C("Morning. I'm Priya Natarajan, CertRP - I did the REC certificate last year. Sorry I was a couple of "
          "minutes late, the school-run traffic on the ring road was awful. I'm a recruitment consultant at Ashby "
          "Kerr in Bradford, two and a half years on their industrial desk: production operatives and forklift "
          "drivers on temps, and some supervisors on perm."),
        I("Why the move from temps towards perm engineering?"),
        STRONG("Mostly the kind of work. On temps I'm filling 80 to 100 shifts a week and it's all speed. Last year I "
               "started taking perm roles for our existing clients - I placed 11 perm candidates, mostly shift "
               "supervisors and two maintenance technicians - and I found I liked the longer process and getting to "
               "know what a hiring manager actually needs.", "source"),
        NEXT(0, "Let's go there. Pick a recent role you filled and walk me through how you found the person."),
        STRONG("A maintenance technician for a food factory in Keighley, nights, £38,000 plus shift allowance. I "
               "searched Bullhorn for electrical and PLC with food or packaging experience - 40-odd hits, 12 I'd "
               "spoken to in the last year. I posted on Indeed and ran a LinkedIn Recruiter search within 25 miles. "
               "I phone-screened 9. I asked each one which PLCs they'd fault-found on, because the client runs "
               "Allen-Bradley, and whether they'd actually worked permanent nights. 4 went to the client, 2 got "
               "second interviews, and I placed one who'd done 6 years at a bakery.", "source"),
        I("How did you keep people updated along the way?"),
        STRONG("Every candidate I've submitted gets a call, not an email, within 24 hours of any client feedback, "
               "even if it's no news yet. I set a Bullhorn reminder for each one. The two who didn't get it, I "
               "called the same afternoon with the actual feedback - one needed more Siemens experience - and I "
               "placed him a month later somewhere else. The client gets a short update from me every Friday on "
               "where each candidate is.", "inform"),
        I("And the candidates you screen but don't put forward?"),
        VAGUE("To be honest, that's where I'm weakest. I try to email them, but on a busy temp week some never hear "
              "back from me, and I've had a couple of complaints about it in reviews. I've started using a template "
              "email, but I'm not consistent with it yet.", "inform"),
        NEXT(1, "Clients now. Tell me about a brief where the client wanted something unrealistic."),
        STRONG("A plant manager in Huddersfield wanted a CNC setter-programmer with Fanuc and Heidenhain, five years' "
               "experience, £30,000, days only. I pulled our last 6 placements for similar roles - they'd gone at "
               "£34,000 to £37,000 - and checked Indeed, where there were 14 similar adverts, most at £35,000 plus. "
               "I put that on one page and told him I could send setters at £30,000 but not programmers. He went to "
               "£35,000 for the full role and we filled it in 3 weeks.", "brief"),
        I("And winning new business - how do you go about it?"),
        STRONG("I look for companies advertising directly on Indeed for more than 30 days - usually means they're "
               "struggling. Last March I called a packaging firm in Wakefield with a shift manager advert up for 6 "
               "weeks. I didn't pitch. I said I had a shift manager who'd run 3 lines and wanted to stay local - "
               "I'd already got his permission to mention him - and asked if the role was still open. The HR "
               "manager took the CV, interviewed him and hired him. They've given us 7 roles since.", "bd"),
        I("What does a bad week of business development look like for you?"),
        VAGUE("A bad week's when I don't do it at all, honestly. When the temp desk is busy I let it slide - some "
              "weeks I've made five or six client calls instead of the 30 I'm meant to. I haven't found a good way "
              "to protect the time yet. I know I need to block it out and stick to it.", "bd", "week"),
        NEXT(2, "Compliance and organisation. What checks do you do before someone starts?"),
        STRONG("Right to work first, always before day one. For a British or Irish passport I see the original, in "
               "person or on video with the original in their hand, copy it and date the copy. For anyone with a "
               "share code I do the Home Office online check and save the PDF. Perm gets two references. For temps "
               "I also do the Conduct Regulations side - terms agreed, identity confirmed, and any ticket the client "
               "needs, like a forklift licence, checked. Last year an audit found 2 files without a dated copy, both "
               "mine, so I use a checklist on every file now.", "compliance"),
        RISKY("Thanks. Can I just ask, because you mentioned the school run - how old are your little ones, and "
              "have you got someone to have them on the event evenings? I only ask because it can be a lot."),
        C("I'd prefer to keep home life out of it, if you don't mind. I've seen the monthly evening in the advert "
          "and that's fine, and the 8:30 to 5:30 hours are fine too."),
        I("Okay. How do you plan your week and track your numbers?"),
        STRONG("Monday I block 9 till 11 for candidate calls, and I try to keep Tuesday and Thursday afternoons for "
               "BD - as I said, that's the bit that slips. I keep a simple spreadsheet alongside Bullhorn: calls, "
               "CVs sent, interviews, placements. Last quarter I averaged 48 calls a day and 9 CVs a week, and about "
               "1 in 3 CVs got an interview. When that dropped below 1 in 4 in May, I worked out I was sending too "
               "fast, so I added a second screening call before submitting.", "week"),
        NEXT(3, "That's all my questions. What would you like to know?"),
        CQ("How are patches split between consultants - would I inherit any clients?"),
        I("You'd take over about 15 accounts in Kirklees from someone moving to contracts, plus open territory in "
          "Calderdale."),
        CQ("And how does commission work on perm?"),
        I("Tiered on monthly billing - 10% over threshold, rising to 20%. I'll email you the full scheme."),
        C("That'd be great, thanks."),
        CLOSE("We'll be in touch by Friday either way. Thanks for coming in, Priya."),
        C("Thanks Dan, lovely to meet you."),
    ],
))

# ---- recruitment consultant, weak: marital status slips in while answering her question about start dates
INTERVIEWS.append(dict(
    key="recruitment_consultant-weak", family="recruitment_consultant", expected="negative",
    candidate=dict(firstName="Chloe", lastName="Whitfield", currentTitle="Resourcer",
                   currentCompany="Northpoint People"),
    risky_topic="marital_status",
    risky_how="During her own questions, while answering about start dates for her relocation: asks whether a "
              "husband or partner is moving with her",
    decline="Keeps her personal life out of it and confirms the move is arranged and when she can start",
    turns=[
        OPEN("Hi, come in, I'm Dan Mercer, I run the manufacturing desk. About 45 minutes - background, candidates, "
             "clients, compliance, then your questions. Tell me about yourself."),
        C("Hiya. So I'm a resourcer at a recruitment agency in Newcastle, about eighteen months now, mostly on "
          "office and admin roles, and I'm relocating to Leeds in the spring."),
        I("What made you go into recruitment?"),
        C("Honestly, I'm just so passionate about people. I love being part of someone's career journey, and it's "
          "so rewarding matching the right person to the right role."),
        NEXT(0, "Let's talk candidates. Pick a role you worked on recently. How did you find the person?"),
        VAGUE("So we use a really robust multi-channel approach. We leverage the database, the boards, social, and "
              "I'll headhunt as well, so it's very much end-to-end.", "source"),
        I("Which role was it, and what did you actually search for?"),
        VAGUE("It was an office role, admin I think. I'd have looked for people with the right skill set and "
              "cultural fit and then screened them against the spec - just best practice, really.", "source"),
        I("How do you keep candidates updated?"),
        MODEST("I try to call everyone I've sent to a client at least once a week, and if they've had an interview I "
               "chase the client for feedback the next day. The ones who don't get through I usually email.",
               "inform"),
        NEXT(1, "Clients. Tell me about a time a hiring manager wanted something unrealistic."),
        VAGUE("I think it's about being a trusted partner. We always manage expectations and keep it transparent, so "
              "the client feels empowered to make the right call and we're aligned from day one.", "brief"),
        I("Say a client wants a CNC programmer on well below the market rate. What would you do?"),
        VAGUE("I'd have an honest conversation about the market and talk about the value-add we bring. At the end of "
              "the day it's a partnership, so it's about finding a win-win.", "brief"),
        I("Have you done any business development - calls, visits?"),
        VAGUE("Not formally, but I'm a natural people person and I'd love the opportunity to build my own desk. Our "
              "managers handle a lot of the client side, but I've sat in on some calls and I'm confident I'd pick it "
              "up.", "bd"),
        NEXT(2, "Compliance and organisation. What checks do you do before a candidate starts?"),
        VAGUE("We're really hot on compliance. Everything's fully compliant with GDPR and the right to work stuff, "
              "the team has a robust process and I make sure I follow it.", "compliance"),
        I("Say someone gives you a share code. What do you do with it?"),
        VAGUE("I'd pass it to our compliance team to check. I'm aware of the key drivers around it, and I'd make "
              "sure ownership of it sits in the right place.", "compliance"),
        I("How do you plan your week?"),
        VAGUE("I'm quite adaptable. I like to keep my diary dynamic so I can jump on whatever's the priority, and "
              "work smart rather than just hard.", "week"),
        NEXT(3, "Okay, that's me. What would you like to ask?"),
        CQ("Would there be any flexibility on the start date? I'm relocating, so it depends on the move."),
        RISKY("Should be fine. Are you moving down on your own, or is there a husband or a fella coming with you? "
              "Just wondering how settled you'd be."),
        C("I'd rather keep my personal life out of it, if that's alright. The move's sorted and I could start from "
          "the beginning of April."),
        I("Okay, noted. Anything else?"),
        CQ("What does training look like for someone new to the perm side?"),
        CLOSE("Four weeks with me on the desk, plus the REC certificate course, which we pay for. We'll let you "
              "know by Friday. Thanks for coming in."),
        C("Thanks very much, bye."),
    ],
))
