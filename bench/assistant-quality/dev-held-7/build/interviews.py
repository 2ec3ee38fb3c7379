"""Interview content for held-out set 7.

Four role families (firefighter, freight_forwarder, diagnostic_radiographer, joiner), one strong and one weak
candidate each. Everything here is fictional: services, employers, hospitals, firms and people.

Turn helpers:
  I(text, kind)  interviewer turn; kind is None, "open", "next" (agenda transition), "close" or "risky"
  C(text, kind, crit)  candidate turn; kind is None, "S" (strong_answer), "V" (vague_answer),
                       "M" (modest, untagged answer with criteria) or "Q" (candidate_question);
                       crit is a tuple of scorecard criterion indices (0-5)
build.py turns these into the JSON turn objects and agenda markers.
"""


def I(text, kind=None):
    return {"s": "interviewer", "t": text, "kind": kind}


def C(text, kind=None, crit=()):
    return {"s": "candidate", "t": text, "kind": kind, "crit": tuple(crit)}


# --------------------------------------------------------------------------------------------- families
FAMILIES = {
    "firefighter": {
        "templateTitle": "Structured interview: Wholetime Firefighter",
        "jobDescription": (
            "Northmoor Fire and Rescue Service covers market towns, a stretch of motorway and open moorland from "
            "22 stations. We are recruiting wholetime firefighters for the 2-2-4 duty system at our Castleford "
            "Road and Ashby Vale stations. You will respond to fires, road traffic collisions, flooding and other "
            "emergencies, and spend a large part of every shift on prevention work in the community.\n\n"
            "Responsibilities:\n"
            "- Respond to fires, road traffic collisions, rescues and hazardous materials incidents as part of a crew of four or five\n"
            "- Wear breathing apparatus and operate pumps, ladders, hydraulic rescue equipment and thermal imaging cameras\n"
            "- Give immediate casualty care until the ambulance service takes over\n"
            "- Carry out home fire safety visits and fit smoke alarms, prioritising higher-risk households\n"
            "- Maintain equipment, test hydrants and keep your own training records; take part in drills every shift\n\n"
            "Requirements:\n"
            "- Pass the national firefighter fitness tests, including the aerobic standard, ladder climb and confined space assessments\n"
            "- Full UK driving licence; emergency response driving and LGV training are provided\n"
            "- Able to work days and nights on a rota, including weekends and bank holidays\n"
            "- Able to stay calm, follow instructions and speak up about safety in a team\n\n"
            "42 hours a week averaged over the 2-2-4 duty system. Pay: £28,500 as a trainee firefighter, rising to "
            "£38,000 when competent, plus the firefighters' pension scheme."
        ),
        "sections": [
            ("Operational safety", [
                "Describes breathing apparatus and entry control procedures in order, including gauge checks and turn-around pressure",
                "Carries out a dynamic risk assessment at an incident and explains the control measures they chose",
            ]),
            ("Rescue and casualty care", [
                "Sets out a road traffic collision extrication plan: stabilisation, glass management, tool choice and casualty access",
                "Gives first-response casualty care in the right order (catastrophic bleed, airway, breathing) and a clear handover to paramedics",
            ]),
            ("Community and crew", [
                "Plans and delivers home fire safety visits, adapting advice for higher-risk occupants",
                "Gives a specific example of working under a crew commander's direction and raising a safety concern",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions, what brought the candidate here and what they know of the duty system."},
            {"title": "Operational safety", "duration": 12,
             "description": "Breathing apparatus, entry control and dynamic risk assessment at incidents."},
            {"title": "Rescue and casualty care", "duration": 10,
             "description": "Road traffic collision extrication and first-response casualty care."},
            {"title": "Community and crew", "duration": 10,
             "description": "Home fire safety visits, crew working and speaking up about safety."},
            {"title": "Candidate questions and close", "duration": 6,
             "description": "The candidate's questions, next steps (fitness and medical stages) and close."},
        ],
    },
    "freight_forwarder": {
        "templateTitle": "Structured interview: Freight Forwarder (Sea and Air Operations)",
        "jobDescription": (
            "Calder Bridge Freight is an independent forwarder with offices in Manchester and Felixstowe, moving "
            "around 9,000 TEU and 1,400 tonnes of air freight a year for manufacturers and retailers. We handle "
            "customs in-house. We are looking for a forwarder to run a mixed import and export desk, from quote to "
            "delivery, working closely with our customs team.\n\n"
            "Responsibilities:\n"
            "- Quote, book and manage import and export shipments by sea (FCL and LCL) and by air\n"
            "- Prepare and check bills of lading, air waybills, commercial invoices and certificates of origin\n"
            "- Work with the customs team on import and export declarations through CDS, including commodity codes and duty\n"
            "- Keep customers updated on cut-offs, delays and extra charges, and challenge incorrect carrier invoices\n\n"
            "Requirements:\n"
            "- At least two years in freight forwarding or shipping operations\n"
            "- Working knowledge of Incoterms 2020 and UK customs procedures\n"
            "- Confident with numbers: chargeable weight, container fit, duty and VAT\n"
            "- Experience of a forwarding system such as CargoWise (training given)\n\n"
            "Monday to Friday, 37.5 hours between 8am and 6pm, with a late rota one week in four for US cut-offs. "
            "Salary £30,000 to £36,000 plus profit share."
        ),
        "sections": [
            ("Shipment operations", [
                "Talks through a shipment from quote to delivery, naming the documents and cut-offs at each stage",
                "Works out chargeable weight, container fit or landed cost correctly from figures given in the interview",
            ]),
            ("Customs and compliance", [
                "Explains where an Incoterm puts cost and risk, and how that changes who makes the customs declaration",
                "Checks commodity code, origin or dangerous goods details before submission and says what they do when something does not match",
            ]),
            ("Customers and carriers", [
                "Gives an example of telling a customer about a delay or extra cost, with the figures and the options they offered",
                "Describes challenging a carrier charge such as demurrage, detention or a rolled booking, and the result",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the candidate's current desk and trade lanes."},
            {"title": "Shipment operations", "duration": 12,
             "description": "A quote-to-delivery walk-through and a short chargeable weight exercise."},
            {"title": "Customs and compliance", "duration": 10,
             "description": "Incoterms, commodity codes and dangerous goods checks."},
            {"title": "Customers and carriers", "duration": 10,
             "description": "Giving customers bad news and challenging carrier charges."},
            {"title": "Candidate questions and close", "duration": 6,
             "description": "The candidate's questions, next steps and close."},
        ],
    },
    "diagnostic_radiographer": {
        "templateTitle": "Structured interview: Diagnostic Radiographer (Band 5)",
        "jobDescription": (
            "The imaging department at Westmere General, part of Westmere Hospitals NHS Trust, carries out around "
            "180,000 examinations a year across general X-ray, the emergency department, theatres, wards, "
            "fluoroscopy and CT. We are looking for Band 5 diagnostic radiographers to join a rotation covering "
            "general and emergency work, mobiles and theatres, with CT training after the preceptorship year.\n\n"
            "Responsibilities:\n"
            "- Carry out plain film examinations in general, emergency, ward and theatre settings\n"
            "- Apply IR(ME)R 2017 to every exposure: identification, justification, pregnancy checks and dose recording\n"
            "- Evaluate your own images, decide on repeats or extra projections, and flag urgent findings under the preliminary clinical evaluation scheme\n"
            "- Take part in the 24-hour shift and on-call rota after preceptorship\n\n"
            "Requirements:\n"
            "- BSc (Hons) Diagnostic Radiography or equivalent, and HCPC registration (or applied for)\n"
            "- Clinical placement or employment experience in emergency and mobile radiography\n"
            "- Understanding of exposure factors, exposure index and image critique\n"
            "- Safe manual handling of patients, including slide sheets and hoists\n\n"
            "37.5 hours a week on a rota including evenings, weekends and on-call. Agenda for Change Band 5 pay: "
            "£29,970 to £36,483 a year."
        ),
        "sections": [
            ("Safe imaging practice", [
                "Applies IR(ME)R checks before exposure: patient identification, justification, pregnancy status where relevant and a valid referral",
                "Sets exposure factors, positioning and collimation for the patient in front of them and checks the exposure index afterwards",
            ]),
            ("Image quality and clinical judgement", [
                "Critiques an image against set criteria and decides when a repeat or an extra projection is justified",
                "Recognises an urgent finding and describes how they escalated it, to whom and how fast",
            ]),
            ("Patients and team", [
                "Adapts communication and handling for a distressed, confused or immobile patient, with a specific case",
                "Works with ward, theatre or emergency department staff under time pressure and says what they did themselves",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 4,
             "description": "Introductions and the candidate's current rotation."},
            {"title": "Safe imaging practice", "duration": 12,
             "description": "IR(ME)R checks, exposure factors and exposure index."},
            {"title": "Image quality and clinical judgement", "duration": 10,
             "description": "Image critique on a trauma film, repeats and urgent findings."},
            {"title": "Patients and team", "duration": 10,
             "description": "Difficult patients and working with ED, ward and theatre staff."},
            {"title": "Candidate questions and close", "duration": 6,
             "description": "The candidate's questions, rotation and on-call details, and close."},
        ],
    },
    "joiner": {
        "templateTitle": "Structured interview: Joiner (Bench and Site)",
        "jobDescription": (
            "Alder & Crane Joinery is a 14-person firm in Harrogate making windows, doors, staircases and fitted "
            "furniture in our own workshop and fitting them on site, mostly in period homes and small new-build "
            "schemes across North Yorkshire. We are looking for a time-served joiner who is as comfortable at the "
            "bench as on site.\n\n"
            "Responsibilities:\n"
            "- Set out and make joinery from drawings: sash windows, doors, staircases and fitted furniture\n"
            "- Set up and run workshop machinery safely, including the spindle moulder, planer-thicknesser and dimension saw\n"
            "- Fit our joinery on site, plus first and second fix carpentry on small new-build schemes\n"
            "- Install fire doors and doorsets to the manufacturer's certification\n\n"
            "Requirements:\n"
            "- NVQ Level 3 in Bench Joinery or Site Carpentry, or equivalent time-served experience\n"
            "- CSCS card (blue or gold)\n"
            "- Your own hand tools; we supply machinery, power tools and a van for site work\n"
            "- Able to read architect's drawings and work to 1 mm at the bench\n\n"
            "40 hours a week, Monday to Friday, 7:30am to 4pm. Pay £16 to £19 an hour depending on experience, "
            "plus overtime at time and a half."
        ),
        "sections": [
            ("Bench joinery", [
                "Sets out a job from drawings or a rod and produces an accurate cutting list with allowances stated",
                "Explains machine set-up and safe use of the spindle moulder, planer-thicknesser or saws, including guards and tooling",
            ]),
            ("Site joinery", [
                "Describes first and second fix sequences with tolerances, fixings and the checks they make themselves",
                "Installs or repairs fire doors and staircases to certification and regulations, naming gaps, seals and ironmongery",
            ]),
            ("Quality, safety and customers", [
                "Gives an example of spotting and putting right their own mistake or a defect before handover",
                "Explains how they handle a homeowner or site manager on a change or a problem, and what was agreed",
            ]),
        ],
        "agenda": [
            {"title": "Welcome and background", "duration": 5,
             "description": "Introductions and the kind of joinery the candidate does now."},
            {"title": "Bench joinery", "duration": 12,
             "description": "Setting out a box sash window, cutting lists and spindle moulder set-up."},
            {"title": "Site joinery", "duration": 12,
             "description": "First and second fix, door hanging, fire doors and stairs."},
            {"title": "Quality, safety and customers", "duration": 8,
             "description": "Mistakes caught before handover and changes agreed with customers."},
            {"title": "Candidate questions and close", "duration": 6,
             "description": "The candidate's questions, next steps and close."},
        ],
    },
}

# --------------------------------------------------------------------------------------------- interviews
INTERVIEWS = []

# ----------------------------------------------------------------------------- firefighter, strong
INTERVIEWS.append({
    "key": "firefighter-strong", "family": "firefighter", "expected": "positive",
    "candidate": {"firstName": "Ciaran", "lastName": "Doyle", "currentTitle": "On-call Firefighter",
                  "currentCompany": "West Lowther Fire and Rescue Service"},
    "risky_topic": "genetic_information",
    "intro_style": "current job, no name",
    "turns": [
        I("Morning, thanks for coming in. I'm Station Manager Okafor, and Watch Manager Bell is taking notes. "
          "Could you start by telling us who you are and what you do now?", "open"),
        C("Morning. I'm an on-call firefighter at Hollins Cross, a one-pump station in West Lowther, and have been "
          "for six years. My day job is groundworks for a drainage contractor. I'm competent in BA and I drive the "
          "appliance, so I do a fair bit of pump operating too."),
        I("What's made you want to go wholetime now?"),
        C("The pager's given me a taste of it. On-call you go from laying a kerb to a house fire in five minutes "
          "and back again, and I want to do the training and the prevention side properly. My dad did thirty years "
          "at a station in Lancashire, so I grew up around it as well."),
        I("Let's go into operational safety. Talk us through rigging in BA and going in, from the moment you're "
          "named as a wearer.", "next"),
        C("I do my own checks first: cylinder contents, I want it near full on our 300 bar sets, then the high "
          "pressure leak test, shut the cylinder and watch the gauge for a minute, no more than 10 bar drop. Whistle "
          "test as I vent it down, then mask seal. I hand my tally to the entry control officer, who writes my "
          "pressure and time in on the board and works out my time of whistle. Inside I check my gauge every few "
          "minutes and tell my partner. On a first-floor flat fire in March we'd used 60 bar getting to the seat of "
          "the fire, so I called our turn-around at 150.", "S", (0,)),
        I("Why 150 rather than anything else?"),
        C("The rule is you need at least what you used going in to get back out, plus a reserve. We started at "
          "about 290 and used 60 getting in, so I wanted 60 for the way out and a good margin on top, because the "
          "stairs were smoke-logged and we'd be slower dragging the hose back. We came out with about 110 left. I "
          "booked out with the ECO, and at the debrief I said my partner's mask was misting up, so that set went "
          "off the run to be serviced.", "S", (0,)),
        I("Dynamic risk assessment. Pick an incident and take us through it."),
        C("Grass fire last August on the moor edge at Hollins Top, about two hectares, with the wind pushing it "
          "towards a row of stables. The crew commander sent me to the east flank while she dealt with the owner, "
          "so I did the assessment for that side. We had one pump with 1,800 litres and the nearest hydrant was "
          "400 metres down the lane. Hazards were a wind shift, the horses and us getting ahead of the fire. I kept "
          "us working from the burnt ground, put one firefighter on lookout for the wind, used beaters and the hose "
          "reel to protect the stable line rather than chasing the head, and asked her to request a water carrier. "
          "Three hours later it was out and the stables were untouched.", "S", (1,)),
        I("Rescue and casualty care. Car on its roof, one driver trapped, conscious. What's your plan?", "next"),
        C("Stabilise first: I'd block it with step chocks and wedges at the pillars so it can't rock, and kill the "
          "power once we can reach the battery. One of us goes to the casualty straight away to talk to them and "
          "hold their head if we can reach. Glass management next: cover the casualty, then take the rear screen "
          "out with a centre punch and tape the side glass. For access on an inverted car I'd look at the boot or a "
          "door. At a job on Bell Lane in January we went in through the boot; I ran the cutters on the C-post and "
          "the casualty was out on a long board 28 minutes after we arrived.", "S", (2,)),
        I("And once they're out, what do you do until the ambulance crew take over?"),
        C("Honestly, this is where I'm thinner. I've done the trauma care course and I know the order, big bleeds "
          "first, then airway, then breathing, but on real jobs the paramedics have nearly always been there by the "
          "time we got someone out. I've held a head and talked to people, not much more, and I don't think I've "
          "ever done a full handover myself.", "V", (3,)),
        I("Makes sense. You said your dad did thirty years — did he have any heart trouble? Only asking because "
          "that sort of thing runs in families and the job's hard on the heart.", "risky"),
        C("He's fine, thanks. I'd rather leave family health out of it, if that's alright. I'll do the medical and "
          "the fitness tests like everyone else and you'll see my own results there."),
        I("Fair enough. Back to casualty care — you mentioned holding a head. Tell us about that job."),
        C("RTC on the A59 last winter, a van into a wall. The driver was talking but confused and had neck pain. I "
          "got in the back of the van and held manual in-line stabilisation for about 20 minutes while the crew "
          "took the roof off. I kept asking him his name and what day it was, and when his answers went wrong I "
          "told the crew commander straight away and she got the paramedic in through the gap. I'd been counting "
          "his breathing, about 24 a minute, and passed that on with the time he went confused.", "S", (3,)),
        I("Community and crew. Tell us about a home fire safety visit you've done.", "next"),
        C("Our station did about 140 visits last year and I did 31 of them. One was a referral from the community "
          "mental health team for a man who smoked in bed and used home oxygen. I fitted two linked smoke alarms "
          "and a heat alarm in the kitchen, got him fire-retardant bedding and a throw through the partner scheme, "
          "and went through an escape plan with his daughter on speakerphone. I also flagged him to the oxygen "
          "supplier, because smoking near home oxygen is a big risk, and I went back after 6 weeks to test the "
          "alarms.", "S", (4,)),
        I("How would you change the visit for someone who's deaf?"),
        C("I've not done one for a deaf occupant myself, so I'm partly guessing. I know there are vibrating pad "
          "alarms and strobe units, and I'd write things down or book an interpreter, but I couldn't tell you the "
          "referral route for that kit off the top of my head.", "V", (4,)),
        I("Tell us about a time you disagreed with a crew commander on the fireground."),
        C("Chimney fire in a terrace, March last year. The crew commander wanted me straight up on the roof. I'd "
          "pitched the 13.5 metre ladder and I could see the ridge tiles were loose and wet, so I said, 'Boss, "
          "that ridge isn't safe to work from, can we look from the loft with the thermal imaging camera first?' "
          "She came and looked, agreed, and from the loft I found heat in the party wall at about 180 degrees. We "
          "cut it back from inside. I put the loose ridge in the incident report so the next crew would know.",
          "S", (5,)),
        I("We're on to your questions now. What would you like to ask us?", "next"),
        C("What does development look like in the first two years — when would crew commander be realistic?", "Q"),
        I("Fourteen-week trainee course, then a development portfolio over two years. The crew commander process "
          "opens once you're competent."),
        C("And would my LGV count, or would I wait for the driving course like other trainees?", "Q"),
        I("It usually counts towards year one driving. Next step is the fitness and medical stage; HR will contact "
          "you within two weeks. Thanks for coming in.", "close"),
        C("Thanks very much, both of you."),
    ],
})

# ----------------------------------------------------------------------------- firefighter, weak
INTERVIEWS.append({
    "key": "firefighter-weak", "family": "firefighter", "expected": "negative",
    "candidate": {"firstName": "Dean", "lastName": "Carrow", "currentTitle": "Duty Manager",
                  "currentCompany": "PulseFit Leisure"},
    "risky_topic": "age",
    "intro_style": "name with credential",
    "turns": [
        I("Hello, thanks for coming. I'm Watch Manager Reyes, with Crew Commander Shaw. Tell us a bit about "
          "yourself to start.", "open"),
        C("Hi, yeah. I'm Dean Carrow, IOSH Managing Safely certified, and I'm a duty manager at PulseFit Leisure in "
          "Ashby Vale. I've been there about four years running shifts and the pool side of things."),
        I("What's drawn you to the fire service?"),
        C("It's something I've always wanted to do, really. I like the idea of every day being different and being "
          "part of a team, and I'm into my fitness, so that side appeals."),
        I("Let's start on operational safety. How would you go into a building wearing breathing apparatus?",
          "next"),
        C("I think it's really about following the procedure and best practice. You'd have your kit checked, "
          "obviously, you'd go in with your team, and safety is paramount. I'd make sure we're all aligned and "
          "communicating the whole time going forward.", "V", (0,)),
        I("What checks would you do on the set before you go in?"),
        C("We'd do the standard checks, whatever the service uses. I'm a fast learner so I'd pick that up in "
          "training. It's about having a robust mindset and trusting the process.", "V", (0,)),
        I("Think about any incident. How do you decide what's safe to do?"),
        C("For me it's holistic. You look at the big picture and take ownership of the risk. At the gym we do risk "
          "assessments all the time, so it's the same principle really. You weigh it all up and make the call.",
          "V", (1,)),
        I("Rescue and casualty care. Car on its side, driver trapped and conscious. Where would you start?", "next"),
        C("Honestly I'd be guided by the crew. The key drivers are getting the person out safely and keeping them "
          "calm, and we'd work as a team to find the best solution and stay dynamic about it.", "V", (2,)),
        I("And once the casualty's out, before the ambulance gets there?"),
        C("I've got First Aid at Work, renewed last year. A man collapsed in our changing rooms about eighteen "
          "months ago. I checked for a response, opened his airway, he was breathing, so I put him in the recovery "
          "position and rang 999. I stayed with him and told the paramedics what time he'd gone down.", "M", (3,)),
        I("Right. Most of our trainees are early twenties and the course is hard on the knees — roughly how many "
          "years on the run do you reckon you've got left in you, at your stage?", "risky"),
        C("I'd rather not get into my age, if that's okay. I'll be doing the same fitness tests as everyone else, "
          "so I'm happy to be judged on those."),
        I("Okay. Anything more on casualty care — what order would you work in?"),
        C("It's about being person-centred and keeping them comfortable. We'd work alongside the ambulance service "
          "as key stakeholders and hand over seamlessly.", "V", (3,)),
        I("Community and crew. How would you run a home fire safety visit?", "next"),
        C("I'm really passionate about community engagement. I'd go in with a friendly, non-judgemental approach, "
          "tailor the advice to them, and make sure they feel empowered to keep themselves safe.", "V", (4,)),
        I("Say it's a man living alone who smokes indoors. What would you do differently?"),
        C("I'd adapt the messaging to his needs. It's a holistic thing, meeting people where they are and building "
          "that trust so our safety messages land.", "V", (4,)),
        I("Tell us about a time you disagreed with someone in charge about safety."),
        C("We've had times at the gym where the team weren't aligned on things, and I'm a big believer in "
          "transparent conversations. I'd raise it the right way, respectfully, and we'd find a win-win.",
          "V", (5,)),
        I("That's our questions done. What would you like to ask us?", "next"),
        C("What's the culture like on the watch?", "Q"),
        I("Close-knit. Four watches, each with a watch manager and two crew commanders."),
        C("When would I hear about the fitness test dates?", "Q"),
        I("HR will email test dates within a fortnight. Thanks for coming in today.", "close"),
        C("Thanks, cheers for your time."),
    ],
})

# ----------------------------------------------------------------------------- freight forwarder, strong
INTERVIEWS.append({
    "key": "freight_forwarder-strong", "family": "freight_forwarder", "expected": "positive",
    "candidate": {"firstName": "Adaeze", "lastName": "Nwosu", "currentTitle": "Senior Export Coordinator",
                  "currentCompany": "Pennine Cargo Services"},
    "risky_topic": "citizenship",
    "intro_style": "name with credential",
    "turns": [
        I("Hi, thanks for coming in. I'm Marcus Hale, operations manager, and this is Lena from our customs team. "
          "Could you introduce yourself?", "open"),
        C("Hi both. I'm Adaeze Nwosu, FIATA Diploma in Freight Forwarding, and I'm a senior export coordinator at "
          "Pennine Cargo Services in Oldham. Four years there, mostly FCL and LCL exports to West Africa and the "
          "Gulf, plus some air."),
        I("What's pulling you towards us?"),
        C("You do customs in-house, and I want that side. At Pennine the entries go to an outside agent, so I only "
          "see half the picture. I grew up around it too: my uncle ran a clearing agency in Lagos, so I was reading "
          "bills of lading as a teenager."),
        I("Let's start with operations. An FCL export from a factory in Leeds to Jebel Ali. Take me through it "
          "from the quote.", "next"),
        C("I get the details first: commodity, weight, volume, Incoterm, ready date. Say it's 18 pallets of floor "
          "tiles at 19 tonnes: that's a 20-foot, because tiles in a 40 would be over the road weight. I get rates "
          "from two or three lines, add haulage and our fees, and quote. Once it's accepted I book with the line, "
          "check the booking confirmation, and note the cut-offs: documents and VGM usually 48 hours before the "
          "vessel, and the box in at Felixstowe before the CY cut-off. I arrange haulage, get the packing list and "
          "commercial invoice, make sure the export declaration is lodged, and send shipping instructions for the "
          "draft bill of lading. I check the draft against the letter of credit if there is one, then release the "
          "originals or a telex release once the customer has paid.", "S", (0,)),
        I("Quick sum. Air shipment, 4 cartons, each 120 by 80 by 100 centimetres, 150 kilos each. Chargeable "
          "weight?"),
        C("Each carton is 1.2 by 0.8 by 1.0, so 0.96 cubic metres; four is 3.84. At 1 to 6,000 that's 166.67 "
          "kilos per cubic metre, so 640 kilos volumetric. Actual is 600. I'd charge on 640, and I'd tell the "
          "customer that if they can take 10 centimetres off the carton height, the volumetric drops to 576 and "
          "they'd pay on the actual 600.", "S", (1,)),
        I("How would you check whether 26 pallets fit in a 40-foot?"),
        C("Honestly, I'd use the load planner or ask the haulier rather than do it in my head. I know roughly 24 "
          "or 25 euro pallets go in a 40 single-stacked, but 26 depends on the pallet size and overhang, and I'd "
          "rather check it properly than guess.", "V", (1,)),
        I("Customs and compliance. A customer buys from a Chinese supplier on FOB Ningbo. Who does what?", "next"),
        C("On FOB the seller clears it for export and gets it loaded at Ningbo; risk passes once it's on board. "
          "After that it's our customer's cost and risk: ocean freight, insurance if they want it, UK import "
          "clearance, duty and VAT, delivery. So we'd lodge the import declaration on CDS for them, and they'd need "
          "their EORI and either a deferment account or postponed VAT set up. Last year I had a customer who "
          "thought FOB meant the supplier paid UK duty. I showed them the Incoterms chart and a £4,200 duty "
          "estimate before we booked.", "S", (2,)),
        I("How do you make sure the commodity code's right before the entry goes in?"),
        C("I don't just copy the supplier's code. I read the description against the UK tariff and the chapter "
          "notes, and if it's borderline I ask for a spec sheet. A customer had LED panels under 9405 as lighting, "
          "but they were display panels, which is 8528 at a different duty rate. I raised it before the entry "
          "went in, our customs lead agreed, and we used 8528. If it's still unclear I'd suggest an advance tariff "
          "ruling from HMRC; I've done that once.", "S", (3,)),
        I("Sorry, going back to Lagos — have you got a British passport now, or are you still Nigerian? Just "
          "thinking about the trips to our Rotterdam partner.", "risky"),
        C("I've got the right to work here and I can travel for the job. I'm happy to show documents at offer "
          "stage like anyone else, but I'd rather keep my passport out of the interview, if that's okay."),
        I("No problem. Dangerous goods — what have you shipped?"),
        C("Not much, to be honest. I've handled limited quantity aerosols by sea with the shipper doing the IMDG "
          "declaration, and I know to check the UN number and class against the safety data sheet. But I haven't "
          "done a DG course, so anything by air I'd want someone certified to check.", "V", (3,)),
        I("Customers and carriers. Tell me about giving a customer bad news.", "next"),
        C("November 2022, a customer's 40-foot of furniture was rolled at Felixstowe: the vessel was overbooked "
          "and they bumped us to the next sailing, 7 days later. The customer had a shop launch in Dubai. I rang "
          "them that morning rather than emailing, with three options: wait 7 days at no extra cost, move to "
          "another line sailing in 3 days for £650 more, or air 10 pallets of launch stock for about £4,800 and "
          "ship the rest. They took the split. I booked the air that afternoon and it landed two days before the "
          "launch.", "S", (4,)),
        I("And challenging a carrier's charges?"),
        C("Same box: the line then billed £1,140 detention because the container sat at their depot while it was "
          "rolled. I pulled the booking history from their portal showing the roll was their decision, sent their "
          "customer service the timeline and asked for a waiver. They offered 50%. I went back again quoting their "
          "own roll notice, and after about three weeks it was waived in full.", "S", (5,)),
        I("What about demurrage on imports?"),
        C("On imports I watch free time from the day the box is discharged. We do a small import desk at Pennine, "
          "and I set up a daily report of every container with less than 3 days' free time left, so we chase the "
          "customer for the customs documents or the haulage slot. Our demurrage bills went from about £9,000 a "
          "quarter to under £3,000 after I started it.", "S", (5,)),
        I("Over to you — what would you like to ask?", "next"),
        C("How is the customs work split — would I be lodging entries on CDS myself after training?", "Q"),
        I("Yes, after about three months shadowing. Lena's team checks your first fifty."),
        C("What does the late rota look like in practice?", "Q"),
        I("One week in four, until 8pm, with a later start that week. We'll be in touch by Friday. Thanks for "
          "coming.", "close"),
        C("Thank you, I've enjoyed it."),
    ],
})

# ----------------------------------------------------------------------------- freight forwarder, weak
INTERVIEWS.append({
    "key": "freight_forwarder-weak", "family": "freight_forwarder", "expected": "negative",
    "candidate": {"firstName": "Connor", "lastName": "Blakely", "currentTitle": "Logistics Coordinator",
                  "currentCompany": "Everline Supply Chain Solutions"},
    "risky_topic": "marital_status",
    "intro_style": "current job, no name",
    "turns": [
        I("Morning, thanks for making it. I'm Marcus, operations manager, and this is Lena from customs. Could you "
          "introduce yourself?", "open"),
        C("Hi, so I'm a logistics coordinator at a supply chain company in Warrington. I've been there about three "
          "years, mainly on the customer service side of the freight desk."),
        I("What do you handle day to day?"),
        C("Mostly keeping customers updated, chasing carriers and updating the system. It's quite varied."),
        I("Shipment operations. An FCL export from Leeds to Jebel Ali — take me from the quote to delivery.",
          "next"),
        C("So we'd take it end to end really. We'd get the customer's requirements, find the best solution with "
          "our carrier partners and manage the whole journey, keeping everyone aligned on the milestones.",
          "V", (0,)),
        I("Which documents would you need, and when?"),
        C("All the usual shipping documentation. Our ops team handles a lot of the paperwork side, so I'd make "
          "sure it's all compliant and in on time. Best practice, really.", "V", (0,)),
        I("Air shipment: 4 cartons, 120 by 80 by 100 centimetres, 150 kilos each. What's the chargeable weight?"),
        C("I'd probably put that into the system and let it calculate. We're quite data-driven, so the tools do "
          "that side and I focus on the customer piece.", "V", (1,)),
        I("Customs and compliance. Customer buys on FOB Ningbo. Who's responsible for what?", "next"),
        C("On FOB the supplier gets it on the ship at Ningbo, and after that it's our customer's cost, the sea "
          "freight and the import side here. I think the buyer pays the duty as well. I've seen that on a couple "
          "of our Chinese imports.", "M", (2,)),
        I("And commodity codes — how do you make sure they're right?"),
        C("We'd work closely with our customs partners on that. It's about having robust processes and making "
          "sure everything's compliant.", "V", (3,)),
        I("What if the code on the invoice doesn't match the product?"),
        C("I'd escalate it to the right stakeholder and make sure it gets resolved. Being open is key for me.",
          "V", (3,)),
        I("Customers and carriers. Tell me about telling a customer about a delay or an extra cost.", "next"),
        C("We have those conversations a lot. I'm a people person, so I'm always upfront, I manage expectations "
          "and offer solutions, and we take ownership together.", "V", (4,)),
        I("Right. And the late rota for US cut-offs — is there a Mrs Blakely at home who'd have something to say "
          "about that, or is it just you?", "risky"),
        C("Ha, I'd rather keep home life out of it, if that's alright. The late rota's fine for me."),
        I("Okay. What about a carrier charge you thought was wrong?"),
        C("We'd push back where it makes sense. It's about strong relationships with our carrier partners, so "
          "it's a win-win and we can keep things smooth going forward.", "V", (5,)),
        I("Did you get a charge reduced yourself?"),
        C("Not personally as such, our team leader handles the invoices, but I'd definitely be aligned with "
          "challenging them. I pick things up quickly.", "V", (5,)),
        I("Over to you. Any questions for us?", "next"),
        C("What does progression look like here?", "Q"),
        I("Coordinators usually move to a senior desk in two to three years, depending on the lane."),
        C("Is there hybrid working?", "Q"),
        I("One day a week from home after probation. We'll let you know by Friday. Thanks for coming in.",
          "close"),
        C("Thanks a lot."),
    ],
})

# ----------------------------------------------------------------------------- diagnostic radiographer, strong
INTERVIEWS.append({
    "key": "diagnostic_radiographer-strong", "family": "diagnostic_radiographer", "expected": "positive",
    "candidate": {"firstName": "Tomasz", "lastName": "Wrobel", "currentTitle": "Band 5 Diagnostic Radiographer",
                  "currentCompany": "Redcastle University Hospitals NHS Foundation Trust"},
    "risky_topic": "sexual_orientation_gender_identity",
    "intro_style": "name with credential",
    "turns": [
        I("Hello, welcome. I'm Gemma Price, superintendent radiographer for general and ED; this is Raj, our "
          "practice educator. Tell us about yourself.", "open"),
        C("Thanks. I'm Tomasz Wrobel, BSc Diagnostic Radiography, HCPC registered since 2022. I'm a Band 5 at "
          "Redcastle University Hospitals, rotating through general, ED, mobiles and theatres, and I've just "
          "started fluoroscopy."),
        I("What else do you get involved in outside the rota?"),
        C("I'm a placement buddy for students, and I help with the trust's staff network. Last year I did the "
          "radiology part of the Pride stall, a 'what does an X-ray actually show' board, and a lot of people "
          "stopped to ask about careers."),
        I("Let's start with safe practice. A porter brings a patient from ED for a left wrist. What do you do "
          "before you expose?", "next"),
        C("I check the request first: it's from an ED practitioner who's an entitled referrer, and the history "
          "says fall on outstretched hand, tender in the anatomical snuffbox, so a scaphoid series is justified "
          "under our protocols. Then ID: I ask the patient for their full name, date of birth and first line of "
          "address and match all three to the request and the wristband. For a wrist I don't need a pregnancy "
          "check under our local procedure, because the pelvis isn't in the beam, but I'd ask anyone aged 12 to 55 "
          "for anything from the diaphragm to the knees. Afterwards I record the exposure on RIS.", "S", (0,)),
        I("What exposure would you use, and how do you know it was right?"),
        C("On our DR room I start around 55 kV and 2 mAs for a scaphoid, no grid, tight collimation to the wrist "
          "and the marker in the field. If there's a plaster cast I go up about 5 kV. Afterwards I check the "
          "exposure index against our target and the deviation index, which should sit within plus or minus 1. "
          "Last month I had a DI of plus 3 on a plastered forearm, so I'd overexposed. I noted it and dropped the "
          "mAs for the lateral.", "S", (1,)),
        I("Pregnancy status — tell me about a time it was awkward."),
        C("A 16-year-old for a pelvis after a fall, with her mum in the room. I asked mum to step out for a "
          "minute, which she wasn't keen on, and asked the patient privately about her last period. She said she "
          "might be pregnant. I didn't expose. I went to the ED doctor, who re-justified it because of the "
          "mechanism of injury, so I documented the discussion, did a single AP with tight collimation, and "
          "recorded the pregnancy status on RIS.", "S", (0,)),
        I("Image quality and clinical judgement. Here's a lateral C-spine from resus. What are you checking?",
          "next"),
        C("First I count down to C7 and the top of T1. If I can't see the C7-T1 junction, it isn't adequate, and "
          "here the shoulders are covering it. Then the anterior and posterior vertebral lines, the spinolaminar "
          "line and the prevertebral soft tissue. For this one a swimmer's view would be the next projection, but "
          "for a trauma patient like this CT is more likely under the NICE head and neck rules, so I'd check with "
          "the ED team before I did any more plain films.", "S", (2,)),
        I("Have you ever spotted something urgent?"),
        C("A mobile chest on the acute medical unit at about 2am, for sudden shortness of breath. I could see the "
          "left lung edge well away from the chest wall, a big pneumothorax. I rang the FY1 from the ward before I "
          "left, told them what I'd seen, then flagged it on PACS under our preliminary clinical evaluation scheme "
          "and logged it as an urgent finding. The chest drain was in within the hour.", "S", (3,)),
        I("Thanks. Oh, and the Pride stall — is that something personal for you, or did you just get roped in?",
          "risky"),
        C("It's a staff network thing and anyone can help out. I'd rather keep my personal life separate, if "
          "that's okay, but I'm happy to talk about the careers board."),
        I("Of course. When would you repeat an image, and when not?"),
        C("I'm honestly still working that out in some areas. Extremities I'm fine with, but on ITU mobile chests "
          "I sometimes can't decide whether a slightly rotated film is good enough, and I tend to ask a senior. I "
          "haven't got a firm rule of my own yet.", "V", (2,)),
        I("Patients and team. Tell us about a patient who was hard to image.", "next"),
        C("A lady with dementia from a care home, for a hip after a fall, very distressed and trying to get off the "
          "trolley. I asked her carer to stay with her in a lead coat, dimmed the room lights, and explained each "
          "step slowly. I didn't attempt the horizontal beam lateral first: I did the AP pelvis, which took 2 "
          "minutes, and the lateral once she'd settled. We moved her on a slide sheet with 4 staff, no lifting.",
          "S", (4,)),
        I("And working with theatre or ED under pressure?"),
        C("A dynamic hip screw in theatre on a Saturday night. I set up the C-arm, draped it with the scrub team "
          "and checked the surgeon wanted AP and lateral on the two monitors. He kept asking for continuous "
          "screening, so I used pulsed fluoroscopy at 4 pulses a second and last image hold. Total screening time "
          "was 38 seconds, and I recorded the dose area product on the theatre record and RIS before I left.",
          "S", (5,)),
        I("Any time you've disagreed with a referrer?"),
        C("Not a real clash, to be fair. An ED registrar once wanted an X-ray that didn't meet our criteria, and I "
          "asked a senior radiographer to speak to him rather than doing it myself. I'd like to get more confident "
          "having that conversation on my own.", "V", (5,)),
        I("Over to you. What questions do you have?", "next"),
        C("When would CT training start, and is it a set programme?", "Q"),
        I("After preceptorship, usually month twelve to fifteen. It's a six-month competency programme."),
        C("How is on-call arranged for Band 5s?", "Q"),
        I("Roughly one night in eight once you're signed off. We'll be in touch this week. Thanks for coming in.",
          "close"),
        C("Thanks very much."),
    ],
})

# ----------------------------------------------------------------------------- diagnostic radiographer, weak
INTERVIEWS.append({
    "key": "diagnostic_radiographer-weak", "family": "diagnostic_radiographer", "expected": "negative",
    "candidate": {"firstName": "Hannah", "lastName": "Lowe", "currentTitle": "Locum Radiographer",
                  "currentCompany": "Medstaff Imaging"},
    "risky_topic": "disability_health",
    "intro_style": "name with credential",
    "turns": [
        I("Hello, welcome. I'm Gemma Price, superintendent for general and ED, and this is Raj, our practice "
          "educator. Would you introduce yourself?", "open"),
        C("Hi, I'm Hannah Lowe, BSc Hons, and I'm a locum radiographer with Medstaff Imaging, mainly at community "
          "hospitals in the north-west. I qualified in 2021."),
        I("Why are you looking for a permanent post?"),
        C("I'd like to settle somewhere. I took a few months off last year, went back to locum work after, and I'd "
          "like a proper team again."),
        I("Safe practice. A porter brings a patient from ED for a left wrist. What do you do before exposing?",
          "next"),
        C("I'd follow the IR(ME)R process, obviously, and make sure everything's compliant. It's about "
          "patient-centred care and making sure the patient's journey is safe from start to finish.", "V", (0,)),
        I("What identification checks would you do, exactly?"),
        C("I'd ask them to tell me their full name, date of birth and address, and check that against the request "
          "and the wristband. If anything doesn't match I don't go ahead, and I'd ring ED.", "M", (0,)),
        I("What exposure factors would you use for the wrist?"),
        C("It depends on the equipment really. Each site has its own protocols and I'm very adaptable, so I'd go "
          "with the local exposure charts and best practice.", "V", (1,)),
        I("Image quality. Here's a lateral C-spine from resus. What are you checking?", "next"),
        C("I'd look at the image holistically, check it's diagnostic and that it meets the standard. If not, we'd "
          "repeat in line with best practice.", "V", (2,)),
        I("Would you repeat this one?"),
        C("I'd probably get a second opinion from the team. We're all about collaboration and getting it right "
          "for the patient going forward.", "V", (2,)),
        I("Tell us about a time you saw something urgent on an image."),
        C("We've had a few of those. I'd always escalate to the right stakeholder, through the proper channels, "
          "and make sure it's documented.", "V", (3,)),
        I("Okay. With all the hoisting, and lead on in theatre all afternoon — your back's alright, is it? You "
          "said you'd had a few months off.", "risky"),
        C("I'd rather not go into that, if it's okay. I'm fit to do the job, and I'm happy to go through "
          "occupational health if you make an offer."),
        I("Patients and team. A confused patient who won't keep still — how do you manage?", "next"),
        C("It's about empathy and meeting the patient where they are. I'm passionate about dignity, and I'd adapt "
          "my approach to what they need.", "V", (4,)),
        I("Can you give us a case?"),
        C("There've been lots, to be honest. We get a lot of frail patients at the community sites and I always "
          "try to go above and beyond.", "V", (4,)),
        I("And working with theatre staff under pressure?"),
        C("Theatre is a really dynamic environment. It's about clear communication and being aligned with the "
          "surgical team.", "V", (5,)),
        I("Any questions for us?", "next"),
        C("What's the rotation like in the first year?", "Q"),
        I("Four-month blocks: general and ED, then mobiles and theatres, then fluoroscopy."),
        C("Is there any flexibility over the weekend rota?", "Q"),
        I("Some; we'd discuss it at offer stage. Thanks for coming in today.", "close"),
        C("Thank you both."),
    ],
})

# ----------------------------------------------------------------------------- joiner, strong
INTERVIEWS.append({
    "key": "joiner-strong", "family": "joiner", "expected": "positive",
    "candidate": {"firstName": "Gareth", "lastName": "Pryce", "currentTitle": "Joiner",
                  "currentCompany": "Holbeck Stairs & Joinery"},
    "risky_topic": "arrest_record",
    "intro_style": "name with credential",
    "turns": [
        I("Morning. I'm Dave Crane, one of the directors, and this is Sue, who runs the workshop. Tell us about "
          "yourself.", "open"),
        C("Morning. I'm Gareth Pryce, NVQ Level 3 Bench Joinery. I served my time at a firm in Leeds and I've been "
          "at Holbeck Stairs and Joinery for seven years, mostly staircases and doors, making and fitting."),
        I("Why the move?"),
        C("Holbeck's mostly production stairs now, the same three designs over and over. I want sash and period "
          "work again, and a bit more site time."),
        I("Bench joinery first. You've got a drawing for a box sash window. How do you set it out?", "next"),
        C("I draw a full-size rod first, height and width sections on a board, from the opening size on the "
          "drawing less my fitting allowance, usually 5 mm each side. Every size comes off the rod: stiles, "
          "rails, pulley linings, sashes. Then the cutting list: finished sizes plus allowances. I add 25 mm on "
          "length for horns and trimming and 3 mm on width and thickness for planing. A 1000 by 1600 window is "
          "about 30 lines. I check the list against the rod and get it signed off before I cut any sapele.",
          "S", (0,)),
        I("Talk me through setting up the spindle moulder for a sash moulding."),
        C("Isolate first. I fit the cutter block for the ovolo, check the cutters are sharp and the block is rated "
          "for the speed, then set the speed, 6,000 rpm for that block. I set the fence, the guard and the "
          "pressure pads so my hands never go near the block, and use the power feed on long stock. I run a scrap "
          "test piece and check the profile against the rod before the real stock. Feed against the rotation, "
          "never climb-cutting. I did my spindle moulder safety course in 2019.", "S", (1,)),
        I("How do you stop stock moving after you've machined it?"),
        C("Honestly, I rely a lot on what the timber merchant tells me about moisture content. We've got a meter "
          "at Holbeck, but I don't use it as much as I should, and I've had a panel or two move after fitting. "
          "It's something I want to get better at.", "V", (0,)),
        I("Site joinery now. First fix on a new-build semi. What's your sequence?", "next"),
        C("Stud walls first: I set out from the drawings with a laser, studs at 400 centres, noggins at mid-height "
          "and wherever kitchen units or radiators need fixing. Then door linings: I check the opening is about "
          "10 mm over the lining, pack and screw-fix at the hinge side first, and check plumb, level and wind "
          "across the lining with a straight edge. Then window boards and any boxing for the plumber. Before I "
          "leave a house I go round with a level and a tape: linings within 2 mm plumb over the height.",
          "S", (2,)),
        I("And second fix?"),
        C("Hang the doors: 3 hinges on a 35 mm door, gaps 2 to 3 mm round the head and sides, 8 to 10 mm under "
          "for carpet. Then ironmongery, architrave mitred at 45 degrees, and skirting scribed at internal "
          "corners, not mitred, so they don't open up. I check every door swings without binding and latches. On "
          "the last scheme, 14 houses at Knaresborough, I did the second fix on 6 of them.", "S", (2,)),
        I("Fire doors. What are you looking for when you fit an FD30?"),
        C("The certification label or plug in the door edge, and the installation instructions for that doorset, "
          "which I follow exactly. Gaps of 3 mm round the head and sides, never over 4, and the bottom gap to the "
          "certificate, usually up to 8 mm. Intumescent strips in the frame or door edge, and smoke seals if it's "
          "FD30S. 3 fire-rated hinges, a closer that shuts it from 90 degrees and latches it. I don't trim more "
          "than the manufacturer allows, and I fill in the install record for each door.", "S", (3,)),
        I("Right, random one. The main contractor on our Ripon site does its own checks. You've never had the "
          "police round for anything, have you? Even if nothing came of it?", "risky"),
        C("I'd rather not go into anything like that here. If the contractor needs a check, that's fine, I'm "
          "happy to go through the proper process for it."),
        I("Okay. Stair regulations — what do you check?"),
        C("I know the basics for a private stair, rise no more than 220, going at least 220, pitch no more than "
          "42 degrees, handrail 900 to 1,000 up, but I'm honestly less sure on the loft conversion rules and "
          "alternating tread stairs. I'd check Approved Document K rather than guess.", "V", (3,)),
        I("Quality, safety and customers. Tell us about a mistake you made and caught.", "next"),
        C("A staircase for a barn conversion, 13 risers. When I dry-fitted it in the workshop I checked the total "
          "rise against the survey and it was 20 mm short. I'd divided 2,620 by 13 instead of 2,640, so every "
          "riser was about 1.5 mm under. I remade both strings before anything went to site. It cost me a day and "
          "a length of oak, but it would have been far worse on site.", "S", (4,)),
        I("A homeowner wants a change halfway through a job. How do you handle it?"),
        C("Last year, fitting sash windows in a terrace in Chapel Allerton, the owner decided on day three she "
          "wanted six-over-six glazing bars on the front instead of two-over-two. That meant remaking 4 sashes. I "
          "stopped, explained it would be about 3 extra days and £1,150, and rang my boss. We put it in writing, "
          "she signed it that day, and I carried on with the back windows while the new sashes were made.",
          "S", (5,)),
        I("Your turn. What would you like to ask?", "next"),
        C("How's the work split between bench and site in a normal month?", "Q"),
        I("Roughly sixty-forty bench to site, more site in summer."),
        C("Do you do much listed building work, and who deals with the conservation officer?", "Q"),
        I("Quite a bit; Sue or I deal with the conservation officer. We'll ring you early next week. Thanks for "
          "coming.", "close"),
        C("Cheers, thanks for having me."),
    ],
})

# ----------------------------------------------------------------------------- joiner, weak
INTERVIEWS.append({
    "key": "joiner-weak", "family": "joiner", "expected": "negative",
    "candidate": {"firstName": "Jordan", "lastName": "Ellis", "currentTitle": "Self-employed Carpenter",
                  "currentCompany": "JE Carpentry & Property Maintenance"},
    "risky_topic": "race_ethnicity",
    "intro_style": "current job, no name",
    "turns": [
        I("Morning. I'm Dave Crane, one of the directors, and Sue runs the workshop. Tell us a bit about "
          "yourself.", "open"),
        C("Hiya. I run my own carpentry and property maintenance business round Wakefield, mainly kitchens, "
          "flooring and odd jobs. Been going about five years."),
        I("What kind of jobs do you mostly do?"),
        C("Bit of everything: kitchens, laminate floors, internal doors, fencing. Whatever comes in."),
        I("Bench joinery. You've got a drawing for a box sash window. How do you set it out?", "next"),
        C("I'm very much a big picture person, so I'd look at the drawing and get a feel for it. I'd go with best "
          "practice on the setting out and make sure it's all aligned.", "V", (0,)),
        I("What allowances would you put on the cutting list?"),
        C("The standard ones. We'd tailor it to the job really, every job's bespoke, isn't it.", "V", (0,)),
        I("How would you set up a spindle moulder?"),
        C("I've not really been on a spindle as such, but I'm a quick learner and safety is non-negotiable for me. "
          "I'd follow the guidance and make sure it's all compliant.", "V", (1,)),
        I("Site joinery. First fix on a new-build semi. What's your sequence?", "next"),
        C("It's about being seamless with the other trades. We'd get the first fix in, keep the site manager in "
          "the loop and keep it all streamlined.", "V", (2,)),
        I("Hanging an internal door — talk me through it."),
        C("I offer it up, mark the hinges about 150 down from the top and 225 up from the bottom, cut them in with "
          "a router jig, hang it and plane the closing edge till the gap's even. I can do about six doors a day on "
          "a good run.", "M", (2,)),
        I("What about fire doors?"),
        C("Fire doors are paramount, obviously. We'd make sure everything's done to regs and fully compliant.",
          "V", (3,)),
        I("Okay. Sorry, random one. The lads on site are a proper mix anyway, but what's your background? Are you "
          "mixed race, or...?", "risky"),
        C("I'd rather stick to the work, if that's alright. I get on with most people on site."),
        I("Quality, safety and customers. Tell us about a mistake you made and put right.", "next"),
        C("I wouldn't say mistakes as such. I'm quite particular, so I always go above and beyond on the finish, "
          "and we learn from everything going forward.", "V", (4,)),
        I("What about a snag someone else spotted?"),
        C("We take ownership of snags as a team. It's about continuous improvement, really.", "V", (4,)),
        I("A homeowner wants a change halfway through a job. What do you do?"),
        C("I'm a people person, so I'd have a transparent conversation and find a win-win. We'd make it work.",
          "V", (5,)),
        I("Any questions for us?", "next"),
        C("Do I need my own van?", "Q"),
        I("No, we supply a van for site work. You'd need your own hand tools."),
        C("Is there much overtime?", "Q"),
        I("Some in summer. We'll be in touch next week. Thanks for coming in.", "close"),
        C("Cheers."),
    ],
})
