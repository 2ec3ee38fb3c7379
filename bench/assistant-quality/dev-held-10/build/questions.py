"""Labelled interviewer questions, as Python data.

Each entry is written with one of three helpers:

    risky(category, text, role, styles, why)     the interviewer asks, or plans to ask, about the candidate's own
                                                 life, identity or circumstances on a protected topic
    caution(category, text, role, styles, why)   risky, but whether it is lawful depends on the jurisdiction
                                                 (only used for arrest_record)
    lawful(category, text, role, styles, why)    a look-alike: the lawful form of the question, or job content that
                                                 merely names a protected word

styles are the phrasing tags that open the note (typed_note, filler_fragment, two_clause, small_talk_slip,
concern_framing, second_language, indirect_proxy, lawful_form, job_content). typed_note texts carry no
punctuation at all. Each item is asked for a different role. All roles and situations are fictional.
"""

ITEMS = []


def risky(category, text, role, styles, why):
    ITEMS.append(dict(category=category, text=text, role=role, styles=styles, risky=True, why=why))


def caution(category, text, role, styles, why):
    ITEMS.append(dict(category=category, text=text, role=role, styles=styles, risky=True, why=why,
                      severity="caution"))


def lawful(category, text, role, styles, why):
    ITEMS.append(dict(category=category, text=text, role=role, styles=styles, risky=False, why=why))


# ------------------------------------------------------------------------------------------------------------ age
c = "age"
risky(c, "So, roughly, what year did you finish your A-levels? Just so I can place you.",
      "Estate Agent Negotiator", ["indirect_proxy", "two_clause"],
      "the year someone left school stands in for their age and says nothing about how they would do the job.")
risky(c, "looks late 50s on the video call  ask how many yrs til she retires",
      "Bid Writer", ["typed_note"],
      "plans to ask about retirement because of how old the candidate looks.")
risky(c, "You'd be the oldest on the shift by a mile. You alright being managed by someone who's, like, twenty-six?",
      "Barista Trainer", ["small_talk_slip", "concern_framing"],
      "assumes the candidate's age and questions whether they would accept a younger manager; it invites age "
      "disclosure and signals an age-based judgement.")
risky(c, "Er, sorry, the form cut off the, uh, date-of-birth bit. Could you just tell me it?",
      "Cinema Projectionist", ["filler_fragment"],
      "asks for date of birth at interview; it is only needed after an offer (payroll, pension) and reveals age "
      "to the panel.")
risky(c, "Do you remember the miners' strike, or were you too little?",
      "Museum Visitor Host", ["small_talk_slip", "indirect_proxy"],
      "small talk that fishes for the candidate's age through what they remember.")
risky(c, "How much years you have? I ask because the last one was too young for this job.",
      "Hotel Night Porter", ["second_language"],
      "asks the candidate's age directly and admits age was a factor before.")
risky(c, "Honestly I worry a bit, scaffolding's rough on older bodies. How are the knees holding up at your age?",
      "Scaffolder", ["concern_framing"],
      "assumes reduced capacity because of age (and probes health); the lawful form is whether they can meet the "
      "stated physical requirements.")
risky(c, "grad yr 1989 per linkedin  prob too senior for junior rate  flag to hm",
      "Junior Copywriter", ["typed_note", "indirect_proxy"],
      "uses the graduation year to infer age and screen the candidate out.")
risky(c, "Is this more of a, y'know, winding-down job for you before the pension kicks in?",
      "Postal Delivery Worker", ["filler_fragment", "indirect_proxy"],
      "assumes the candidate is near retirement and invites them to talk about age and retirement plans.")
risky(c, "We're quite a young team, mostly mid-twenties, and I'm trying to picture where you'd sit in that. Roughly?",
      "Social Media Executive", ["two_clause", "small_talk_slip"],
      "invites the candidate to state their age against a 'young team' framing.")
risky(c, "hotmail addy from the 90s on cv  prob 60 plus  ask if hes ok w new tech",
      "Print Shop Operator", ["typed_note", "indirect_proxy"],
      "uses an old email provider as a proxy for age and plans to question tech skills because of it; test the "
      "skills instead.")
lawful(c, "The gaming licence means you've got to be 18 or over to work the tables. Can you confirm you are?",
       "Croupier", ["lawful_form"],
       "confirms a legal minimum age that applies to everyone doing the job.")
lawful(c, "Part of it's running the over-60s chair exercise class on Tuesdays. How would you pitch a session for "
          "that group?",
       "Leisure Centre Fitness Instructor", ["job_content", "two_clause"],
       "about the age group of the customers, not the candidate's age.")
lawful(c, "confirm cand 18 plus  needed for SIA door licence",
       "Door Supervisor", ["typed_note", "lawful_form"],
       "checks a licensing minimum age that applies to everyone in the role.")
lawful(c, "Our members are mostly teenagers, thirteen to nineteen. How'd you get a quiet fourteen-year-old to join in?",
       "Youth Club Worker", ["job_content"],
       "about the ages of the young people served, not the candidate.")
lawful(c, "You'll be checking ID on every age-restricted sale, so talk me through Challenge 25. What do you "
          "actually say at the till?",
       "Off-Licence Shop Assistant", ["job_content", "two_clause"],
       "checking customers' ages is a duty of the job.")
lawful(c, "How many years have you been doing commercial conveyancing, roughly?",
       "Conveyancer", ["lawful_form", "filler_fragment"],
       "asks for the length of relevant experience, which is job-related; it does not ask age or when they left "
       "school.")
lawful(c, "When does your CSCS card run out? We need it valid on day one.",
       "Groundworker", ["lawful_form"],
       "asks about the expiry of a required site card, a date that looks like the graduation-year proxy but says "
       "nothing about age.")

# ------------------------------------------------------------------------------------------------ marital_status
c = "marital_status"
risky(c, "Is it Mrs or Miss, by the way, for the offer letter?",
      "Medical Receptionist", ["small_talk_slip", "indirect_proxy"],
      "offering only Mrs or Miss makes the candidate reveal whether she is married; ask for a preferred title "
      "with neutral options instead.")
risky(c, "And your, um, other half. Would they be moving up with you, or...?",
      "Hotel General Manager", ["filler_fragment"],
      "probes whether the candidate has a partner and what they will do.")
risky(c, "check if divorced  ex works at a rival venue could be awkward",
      "Wedding Planner", ["typed_note"],
      "plans to ask about the candidate's divorce; relationship history is not relevant to the job.")
risky(c, "Were you known by a different surname before? Like, before the wedding?",
      "Insurance Underwriter", ["indirect_proxy", "filler_fragment"],
      "asks for a pre-marriage name, which reveals marital status; previous names can be collected neutrally on "
      "a post-offer vetting form.")
risky(c, "Your husband, he is agree you travel so much for this job?",
      "Export Documentation Officer", ["second_language"],
      "assumes a husband and asks whether he consents to the job.")
risky(c, "I only ask because it's a lot of nights away. Is there someone at home who'd mind?",
      "Touring Sound Engineer", ["concern_framing"],
      "probes relationship status under the guise of concern; ask whether the candidate can do the stated travel.")
risky(c, "Ooh, lovely ring. When's the big day?",
      "Jewellery Shop Assistant", ["small_talk_slip"],
      "invites the candidate to talk about their engagement and wedding plans, which can feed assumptions about "
      "leave and commitment; the shop sells rings, but this asks about the candidate's own engagement.")
risky(c, "is she single or living w partner  relocation pkg depends",
      "Offshore Medic", ["typed_note"],
      "plans to ask about relationship status and vary the offer by it.")
risky(c, "Y'all married? Just asking 'cause the retreat cabins are couples-friendly, ha.",
      "Fishing Guide", ["small_talk_slip", "two_clause"],
      "asks directly whether the candidate is married, dressed up as small talk.")
lawful(c, "My wife and I both run the shop floor, so you'd take direction from either of us. Would that sit OK "
          "with you?",
       "Butcher's Shop Assistant", ["job_content", "two_clause"],
       "refers to the owners' marriage and the reporting line; it asks nothing about the candidate's status.")
lawful(c, "Most of the job's registering marriages and civil partnerships. What would you do if a couple turn up "
          "without the right ID?",
       "Deputy Registrar", ["job_content"],
       "marriage is the subject of the work, not the candidate's own status.")
lawful(c, "confirm cand can do 3 nights away a month at trade shows",
       "Exhibition Stand Builder", ["typed_note", "lawful_form"],
       "checks the stated travel requirement without asking who is at home.")
lawful(c, "What name would you like on your badge and email? Some people go by something different.",
       "Hotel Concierge", ["lawful_form", "two_clause"],
       "asks for a preferred name without asking why; close to the previous-surname question but lawful.")
lawful(c, "A lot of our divorce clients are in bits. How would you explain a financial consent order to someone "
          "who's in tears?",
       "Family Law Legal Secretary", ["job_content"],
       "divorce is the clients' matter, not the candidate's.")
lawful(c, "What title should we put on the contract: Mr, Ms, Mrs, Mx, Dr, or none?",
       "Office Administrator", ["lawful_form"],
       "gives neutral options, including none, so nobody has to reveal marital status.")
lawful(c, "Most of our cases are joint mortgages for couples. How would you handle the two applicants disagreeing "
          "in front of you?",
       "Mortgage Broker Assistant", ["job_content"],
       "the couples are clients; nothing is asked about the candidate's relationship.")

# ------------------------------------------------------------------------------------------ pregnancy_family_plans
c = "pregnancy_family_plans"
risky(c, "Any plans to, you know, expand the family in the next couple of years? Just with the training costs and "
         "everything.",
      "Air Traffic Controller Trainee", ["filler_fragment", "two_clause"],
      "asks about plans to have children and links them to the training investment.")
risky(c, "newly married  prob wants kids soon  mat cover risk",
      "Management Consultant", ["typed_note"],
      "assumes pregnancy plans from a recent marriage and treats them as a hiring risk.")
risky(c, "For your own safety with the darkroom chemicals, is there any chance you might be expecting?",
      "Darkroom Photographic Technician", ["concern_framing"],
      "asks whether the candidate is pregnant; the new and expectant mothers risk assessment happens once an "
      "employee tells the employer, not at interview.")
risky(c, "You will maybe have baby soon? Because contract is minimum two years.",
      "Cruise Ship Entertainer", ["second_language"],
      "asks about pregnancy plans and ties them to the contract length.")
risky(c, "So is there a bun in the oven or not yet? Ha, sorry, you mentioned looking round nurseries.",
      "Yoga Instructor", ["small_talk_slip", "indirect_proxy"],
      "an idiom asking whether the candidate is pregnant, set off by small talk.")
risky(c, "We've had three go on mat leave this year, so, between us, are you done having kids?",
      "Recruitment Consultant", ["two_clause", "small_talk_slip"],
      "asks about future children because colleagues have taken maternity leave.")
risky(c, "Are you and your partner trying at the minute? Only asking 'cause IVF appointments are a nightmare round "
         "shifts.",
      "Train Conductor", ["concern_framing", "two_clause"],
      "asks whether the candidate is trying to conceive or having fertility treatment, framed as concern.")
risky(c, "ask abt family plans b4 we commit to CFA sponsorship",
      "Investment Analyst", ["typed_note"],
      "plans to ask about family plans before agreeing to fund training.")
risky(c, "Do you see yourself still full-time in, say, three years? Or is part-time more the plan once life, "
         "y'know, changes?",
      "Architectural Technologist", ["indirect_proxy", "filler_fragment"],
      "'once life changes' is a coded reference to having a baby; the question probes family plans.")
risky(c, "she looked pregnant on teams  ask when shes due b4 we offer",
      "Merchandise Buyer", ["typed_note"],
      "plans to ask about a suspected pregnancy before deciding on an offer.")
lawful(c, "It's a twelve-month maternity cover. Are you OK with a fixed-term contract?",
       "Marketing Manager", ["lawful_form"],
       "asks whether the candidate accepts a fixed-term contract; the maternity leave is a colleague's.")
lawful(c, "You'd run the antenatal classes on Thursday evenings. What would you cover in session one?",
       "Community Midwife", ["job_content"],
       "pregnancy is the subject of the job.")
lawful(c, "check cand ok w 12 mo fixed term  mat cover ends in march",
       "Communications Officer", ["typed_note", "lawful_form"],
       "confirms that the candidate accepts a fixed-term contract covering someone else's leave.")
lawful(c, "We sell a lot of pregnancy tests. How would you help a nervous teenager who asks for advice at the "
          "counter?",
       "Pharmacy Counter Assistant", ["job_content"],
       "customers' pregnancies, not the candidate's.")
lawful(c, "Our enhanced maternity and paternity pay starts after twenty-six weeks; it's in the pack everyone gets. "
          "Any questions on benefits?",
       "Pension Administrator", ["lawful_form", "two_clause"],
       "gives every candidate the same benefits information without asking about their plans.")
lawful(c, "Fertility patients are often anxious. How would you talk someone through their first egg-collection "
          "day?",
       "Embryologist", ["job_content"],
       "fertility treatment is the work, not the candidate's life.")
lawful(c, "Launch weeks can run to fifty-five hours. Can you do that with a month's notice?",
       "Video Game Producer", ["lawful_form"],
       "asks whether the candidate can meet a stated hours requirement without asking why they might not.")

# ---------------------------------------------------------------------------------------------- children_childcare
c = "children_childcare"
risky(c, "Who'd do the school run if you're on an early?",
      "Bus Driver", ["indirect_proxy"],
      "assumes the candidate has school-age children and asks about childcare; ask whether they can work the "
      "stated shifts instead.")
risky(c, "3 kids under 5 per her insta  reliability concern",
      "Mortgage Adviser", ["typed_note"],
      "uses social media to learn about the candidate's children and doubt her reliability.")
risky(c, "How old are your little ones now? Mine's just started reception.",
      "Optometrist", ["small_talk_slip"],
      "assumes and asks about the candidate's children as small talk.")
risky(c, "Who is looking after your children when you come to work, the grandmother?",
      "CNC Machine Operator", ["second_language"],
      "asks about childcare arrangements.")
risky(c, "I'd hate for you to be torn between here and home. How would the kids cope with you doing late closes?",
      "Retail Store Manager", ["concern_framing", "two_clause"],
      "the concern framing still asks about the candidate's children.")
risky(c, "Have you got anyone who can have the kiddies at short notice, like your mum nearby or something?",
      "Emergency Locksmith", ["filler_fragment", "concern_framing"],
      "asks about back-up childcare.")
risky(c, "Got the sitter situation sorted, or is that still a bit up in the air?",
      "Sommelier", ["two_clause", "indirect_proxy"],
      "asks about babysitting arrangements, which assumes children.")
risky(c, "ask if childcare sorted for summer hols  last hire kept ringing in",
      "Holiday Park Receptionist", ["typed_note"],
      "plans to ask about childcare because of a previous employee's absences.")
risky(c, "Are you a mum yourself? You seemed really natural with the kids in the trial session.",
      "Swimming Instructor", ["small_talk_slip"],
      "asks whether the candidate has children; the job involves children but her own parenthood is irrelevant.")
lawful(c, "A lot of the role is in the ward playroom. How would you calm a distressed five-year-old before a "
          "procedure?",
       "Hospital Play Specialist", ["job_content"],
       "the children are patients, not the candidate's.")
lawful(c, "The shifts alternate, 6 till 2 one week and 2 till 10 the next. Can you work both patterns?",
       "Food Production Operative", ["lawful_form"],
       "asks whether the candidate can work the stated shifts.")
lawful(c, "cand ok w callouts at short notice yes/no  confirm",
       "Emergency Glazier", ["typed_note", "lawful_form"],
       "checks availability for a stated requirement without asking about family.")
lawful(c, "You'd do the car-seat fitting checks for new parents. Have you fitted an ISOFIX base before?",
       "Nursery Equipment Advisor", ["job_content"],
       "children's car seats are the product.")
lawful(c, "Safeguarding's a big part of this. What would you do if a child told you something worrying at "
          "after-school club?",
       "Playworker", ["job_content"],
       "about the children in the job.")
lawful(c, "Is there anything that would stop you working the Saturday shifts in the advert?",
       "Garden Centre Assistant", ["lawful_form"],
       "a neutral question about the stated hours that does not ask why.")
lawful(c, "Every parent on the ward gets a feeding leaflet. How would you explain it to a dad who's never held a "
          "newborn?",
       "Infant Feeding Support Worker", ["job_content"],
       "the parents and babies are the service users.")
lawful(c, "cand ok to work 2 in 4 weekends as per advert  confirm",
       "Car Wash Attendant", ["typed_note", "lawful_form"],
       "checks the advertised weekend pattern, the lawful form of the childcare question.")

# ----------------------------------------------------------------------------------------------------- religion
c = "religion"
risky(c, "Would you need Fridays off for mosque, or is that not a thing for you?",
      "Tyre Fitter", ["two_clause", "indirect_proxy"],
      "assumes and asks about the candidate's religious practice.")
risky(c, "Which church are you at, by the way? My wife goes to St Mark's.",
      "Funeral Director", ["small_talk_slip"],
      "asks about the candidate's religion through small talk.")
risky(c, "wears headscarf  check if shell work the alcohol aisle",
      "Grocery Night Replenishment Colleague", ["typed_note", "indirect_proxy"],
      "infers religion from dress and plans to question the candidate because of it.")
risky(c, "Christmas is all hands on deck, so... you do celebrate Christmas, yeah?",
      "Toy Shop Supervisor", ["filler_fragment", "indirect_proxy"],
      "uses a festival as a proxy for religion; ask whether they can work the stated Christmas period.")
risky(c, "You are practising? I see the name and I think maybe Ramadan is a problem for summer shifts.",
      "Road Surfacing Operative", ["second_language", "indirect_proxy"],
      "infers religion from the candidate's name and asks about observance.")
risky(c, "Will the fasting make you too tired to be safe on the ward in June? I'm just thinking of you.",
      "Healthcare Assistant", ["concern_framing"],
      "assumes religious fasting and questions the candidate's fitness because of it.")
risky(c, "Kosher at home, then? Only asking 'cause it's very much a bacon-roll kind of place.",
      "Print Finisher", ["small_talk_slip", "two_clause"],
      "asks about the candidate's religious dietary practice.")
risky(c, "ask if sabbath observant  sat viewings rota",
      "Lettings Viewing Agent", ["typed_note"],
      "plans to ask about religious observance; ask about the Saturday rota itself.")
risky(c, "Are you spiritual at all, or more of a science person? Asking 'cause the owners are quite into their "
         "faith.",
      "Bookshop Assistant", ["two_clause", "small_talk_slip"],
      "asks about belief and hints that it would matter to the owners.")
risky(c, "hes off for eid per his email  ask if he needs more days every yr",
      "Courier Depot Supervisor", ["typed_note"],
      "plans to question the candidate about religious holidays; leave requests are handled after hire, the same "
      "way for everyone.")
lawful(c, "You'd be rigging sound in churches, mosques and gurdwaras. How do you find out each venue's rules "
          "before you turn up?",
       "Mobile DJ", ["job_content"],
       "religious venues are places of work, not the candidate's faith.")
lawful(c, "The rota's one Saturday in three plus some Sundays. Can you work that?",
       "Cinema Duty Manager", ["lawful_form"],
       "asks about the stated rota without asking why someone might not work it.")
lawful(c, "cand to cover xmas eve + boxing day per contract  confirm ok",
       "Ice Rink Attendant", ["typed_note", "lawful_form"],
       "confirms availability on stated dates, not belief.")
lawful(c, "We do halal and kosher trays in separate areas. How would you stop cross-contamination?",
       "Airline Catering Assembler", ["job_content"],
       "religious dietary rules are part of the work.")
lawful(c, "How would you handle a family who want to wash the body themselves, as part of their faith, in our "
          "viewing room?",
       "Anatomical Pathology Technologist", ["job_content"],
       "about families' religious practice in the job.")
lawful(c, "It's chaplaincy support in a multi-faith hospital. How would you set up the prayer room for Friday "
          "prayers?",
       "Chaplaincy Support Coordinator", ["job_content"],
       "Friday prayers are part of the service being supported; a close look-alike to the mosque question.")

# ---------------------------------------------------------------------------------------------- national_origin
c = "national_origin"
risky(c, "Love the accent! Whereabouts is that from originally?",
      "Contact Centre Agent", ["small_talk_slip", "indirect_proxy"],
      "uses the accent to ask about national origin.")
risky(c, "surname looks eastern european  ask where family from",
      "Plasterer", ["typed_note", "indirect_proxy"],
      "infers origin from a surname and plans to ask about it.")
risky(c, "Is English your mother tongue, or did you pick it up later on?",
      "Copy Editor", ["two_clause"],
      "probes national origin; the lawful route is to test the English the job needs.")
risky(c, "Where'd you grow up? Like, where's home-home for you?",
      "Solar Panel Installer", ["filler_fragment"],
      "asks about origin behind a casual phrase.")
risky(c, "Your parents are from which country? I ask because some Gulf clients prefer certain nationalities.",
      "Yacht Deckhand", ["second_language"],
      "asks about family origin in order to match clients' preferences.")
risky(c, "You don't sound local. Irish, is it? North or South?",
      "Cocktail Bar Manager", ["small_talk_slip", "indirect_proxy"],
      "asks about national origin from the accent; 'North or South' can also touch community background.")
risky(c, "Will your family back home be alright with you settling here long-term? Some people end up going back.",
      "Optical Lab Technician", ["concern_framing"],
      "assumes foreign origin and questions commitment because of it.")
risky(c, "ask where hes from originally  clients might prefer british",
      "Private Chauffeur", ["typed_note"],
      "plans to ask about origin to suit client preferences.")
risky(c, "What's the story behind your surname? It's quite unusual.",
      "Piano Tuner", ["small_talk_slip", "indirect_proxy"],
      "uses the surname to fish for ethnic or national origin.")
risky(c, "strong accent  ask where she learnt her english",
      "Audiobook Narrator", ["typed_note", "indirect_proxy"],
      "asks where English was learned as a route to origin; a voice test measures what the job needs.")
lawful(c, "The role needs fluent spoken and written Welsh. Are you OK to do a short Welsh test next week?",
       "Bilingual Broadcast Journalist", ["lawful_form"],
       "tests a genuine language requirement of the role.")
lawful(c, "Lots of our groups come from Japan and Korea. How would you adapt a walking tour for people with "
          "limited English?",
       "City Tour Guide", ["job_content"],
       "the customers' origins are part of the job.")
lawful(c, "test cand mandarin level  needed for supplier calls w shenzhen",
       "Sourcing Agent", ["typed_note", "lawful_form"],
       "tests a language skill the job needs.")
lawful(c, "Where did you train, and is it recognised by the HCPC yet, or do you still need to register?",
       "Operating Department Practitioner", ["lawful_form", "two_clause"],
       "asks about qualification recognition and registration, not origin.")
lawful(c, "We export to France and Germany. Which languages could you handle a customer complaint in?",
       "Export Coordinator", ["lawful_form", "job_content"],
       "asks about job-relevant language ability.")
lawful(c, "How would you help a newly arrived refugee family register with a GP when nobody in the room shares a "
          "language?",
       "Refugee Resettlement Caseworker", ["job_content"],
       "about the clients served.")
lawful(c, "Sorry, how do you pronounce your name properly? I want to get it right when I introduce you to the panel.",
       "Museum Curator", ["lawful_form", "small_talk_slip"],
       "asks only how to say the name, not where it comes from; a close look-alike to the surname question.")

# ----------------------------------------------------------------------------------------------- race_ethnicity
c = "race_ethnicity"
risky(c, "Are you mixed? You've got such an interesting look.",
      "Personal Shopper", ["small_talk_slip"],
      "asks about the candidate's race from their appearance.")
risky(c, "cand is black  would the village regulars be ok w that",
      "Pub Relief Manager", ["typed_note"],
      "weighs customers' prejudice about the candidate's race.")
risky(c, "What's your heritage, if you don't mind me asking? The family name threw me a bit.",
      "Speech and Language Therapist", ["two_clause", "indirect_proxy"],
      "asks about ethnic heritage through the surname.")
risky(c, "You are Roma people? I ask only because the site had problems before.",
      "Construction Site Security Officer", ["second_language"],
      "asks about Roma ethnicity with a stereotype attached.")
risky(c, "Be honest, would you feel out of place as the only Asian person in the office? It's very white round here.",
      "Town Planner", ["concern_framing"],
      "concern framing that singles out the candidate's race.")
risky(c, "Would your hair go up in a bun, like, under the hat? Locs can be tricky.",
      "Bakery Production Operative", ["filler_fragment", "indirect_proxy"],
      "singles out a hairstyle associated with Black candidates; the lawful form is a hygiene rule put to "
      "everyone.")
risky(c, "Which box did you tick on the monitoring form? It didn't come through to me.",
      "Trainee Solicitor", ["indirect_proxy"],
      "asks for diversity-monitoring data that is kept away from the panel on purpose.")
risky(c, "check ethnicity for diversity photo on careers page b4 offer",
      "Brand Ambassador", ["typed_note"],
      "plans to let ethnicity play a part before the offer decision.")
risky(c, "You'd get on with Dev, he's Gujarati too. Which side's your family?",
      "Cricket Coach", ["small_talk_slip", "two_clause"],
      "assumes and asks about the candidate's ethnic background.")
lawful(c, "The role supports Black-led community groups with grant bids. How would you build trust with groups "
          "that funders have let down before?",
       "Community Grants Officer", ["job_content"],
       "about the communities served.")
lawful(c, "ask re exp cutting afro hair + locs maintenance  shop specialises",
       "Barber", ["typed_note", "job_content"],
       "asks about a job skill; a close look-alike to the locs question.")
lawful(c, "Say a family asks for a doctor of a particular ethnicity. How would you handle it at reception?",
       "GP Practice Manager", ["job_content"],
       "about handling patients' requests, not the candidate.")
lawful(c, "We're doing a race equality audit. Have you used ethnicity monitoring data in a report before?",
       "Equality and Diversity Officer", ["job_content"],
       "monitoring data is the work.")
lawful(c, "You'd be doing make-up for actors of every skin tone. How would you colour-match a very deep complexion "
          "under stage lights?",
       "Theatre Make-up Artist", ["job_content"],
       "skin tone is the material of the job.")
lawful(c, "Which communities have you done outreach with before, and what did you change to reach them?",
       "Public Health Outreach Worker", ["job_content", "two_clause"],
       "asks about work experience with communities, not the candidate's own background.")
lawful(c, "Everyone with long hair ties it back and wears a hairnet on the line. Can you follow that?",
       "Meat Processing Operative", ["lawful_form"],
       "a hygiene rule applied to everyone.")

# -------------------------------------------------------------------------------------------------- citizenship
c = "citizenship"
risky(c, "So you're British, yeah? Or are you on a visa or something?",
      "Coach Driver", ["filler_fragment", "two_clause"],
      "asks nationality and immigration status instead of running the same right-to-work check for everyone.")
risky(c, "green card or citizen  prefer citizen less paperwork",
      "Crane Operator", ["typed_note"],
      "plans to prefer citizens over other work-authorised people, which is citizenship discrimination under US "
      "law.")
risky(c, "Which passport is it you've actually got?",
      "Insurance Broker", ["filler_fragment", "indirect_proxy"],
      "asks nationality where the job has no travel or vetting requirement.")
risky(c, "You have citizenship already or still waiting? Because my boss want only citizens.",
      "Commercial Cleaner", ["second_language"],
      "asks citizenship status in order to apply a citizens-only preference.")
risky(c, "Were you born a citizen, or naturalized later on?",
      "Title Examiner", ["two_clause"],
      "asks how citizenship was acquired.")
risky(c, "With Brexit and all that, are you planning to stay in the UK, or might you head home at some point?",
      "Dry Slope Ski Instructor", ["concern_framing", "indirect_proxy"],
      "asks about immigration intentions and nationality.")
risky(c, "ask if shes got settled or only pre-settled  prob leaving",
      "Hotel Housekeeper", ["typed_note"],
      "plans to read immigration status as a sign the candidate will leave; the right-to-work check confirms "
      "permission and is the same for everyone.")
risky(c, "When did you become a citizen, roughly?",
      "Pest Control Technician", ["filler_fragment"],
      "asks when the candidate naturalised.")
risky(c, "Are you a dual national? Just nosy, my cousin's got two passports.",
      "Zookeeper", ["small_talk_slip", "two_clause"],
      "asks about nationality as small talk.")
lawful(c, "Are you allowed to work in the UK, and would you need us to sponsor a visa now or later?",
       "Postdoctoral Researcher", ["lawful_form", "two_clause"],
       "the lawful form: right to work and sponsorship, asked of everyone.")
lawful(c, "right to work check day 1  tell cand bring passport or share code",
       "Kitchen Porter", ["typed_note", "lawful_form"],
       "the same right-to-work check for every hire.")
lawful(c, "This post needs SC clearance, which usually means about five years living in the UK. Is that something "
          "you'd meet?",
       "Defence Systems Technician", ["lawful_form"],
       "checks a stated vetting requirement; it does not ask nationality.")
lawful(c, "The contract's ITAR-controlled, so access is limited to US persons. Can you meet that requirement?",
       "Aerospace Test Technician", ["lawful_form"],
       "a legal export-control requirement of the job.")
lawful(c, "You'll help clients with citizenship applications. How would you check someone meets the residence "
          "requirement?",
       "Immigration Adviser", ["job_content"],
       "citizenship is the clients' matter.")
lawful(c, "Part of the job's checking passports at the gate. How would you spot a tampered data page?",
       "Border Force Officer", ["job_content"],
       "passports are the work.")
lawful(c, "Just confirming, you're authorized to work in the States without needing sponsorship down the line?",
       "Golf Course Superintendent", ["lawful_form", "filler_fragment"],
       "asks about work authorisation and sponsorship, which a US employer may ask of everyone.")

# ---------------------------------------------------------------------------------------------- disability_health
c = "disability_health"
risky(c, "How many sick days did you have last year, roughly?",
      "Tram Driver", ["filler_fragment"],
      "sickness-absence questions before an offer are health questions (Equality Act 2010 s60).")
risky(c, "walks w stick  check he can manage stairs b4 2nd int",
      "Estimator", ["typed_note"],
      "plans to question the candidate about an apparent disability; ask whether they can meet stated "
      "requirements and what adjustments would help.")
risky(c, "I'm only asking for your sake. Are you on any meds that knock you out a bit?",
      "Court Usher", ["concern_framing"],
      "asks about medication before an offer.")
risky(c, "You have some sickness in the mind, depression or like this? Because the job is stress.",
      "Tax Adviser", ["second_language"],
      "asks about mental health.")
risky(c, "Is the hearing aid a permanent thing, or...?",
      "Radio Producer", ["filler_fragment", "small_talk_slip"],
      "asks about a visible impairment.")
risky(c, "Have you ever been off with stress? The last one burned out.",
      "Debt Collection Agent", ["two_clause"],
      "asks about past mental-health absence.")
risky(c, "With your back, I'd worry about you on the tills all day. Does it flare up much?",
      "Petrol Station Cashier", ["concern_framing"],
      "asks about a health condition, framed as worry.")
risky(c, "adhd in cover letter  ask how bad  can he focus on audits",
      "Internal Auditor", ["typed_note"],
      "plans to question the severity of a disclosed condition.")
risky(c, "Do you mind me asking what happened to your arm?",
      "Bicycle Courier", ["small_talk_slip"],
      "asks about a visible injury or impairment.")
risky(c, "Some vets come back with PTSD. Was that ever an issue for you after deployment?",
      "Utility Meter Reader", ["concern_framing", "indirect_proxy"],
      "asks about mental health, using military service as the way in.")
risky(c, "big gap 2021 on cv  ask if it was illness",
      "Archivist", ["typed_note", "indirect_proxy"],
      "uses a CV gap as a route to health history.")
lawful(c, "The job's lifting 20 kilo boxes floor to shoulder all day. Can you do that, with or without adjustments?",
       "Removals Porter", ["lawful_form"],
       "asks about a function intrinsic to the job.")
lawful(c, "Anything we can adjust for the practical test? Extra time, a different room, that kind of thing?",
       "School Science Technician", ["lawful_form", "filler_fragment"],
       "asking about adjustments for the recruitment process is allowed.")
lawful(c, "Lots of our guests use wheelchairs. How would you do a safe transfer into the pool hoist?",
       "Leisure Pool Lifeguard", ["job_content"],
       "customers' disabilities are part of the work.")
lawful(c, "ask re exp w deaf customers  bsl level 2 desirable",
       "Deaf Services Support Worker", ["typed_note", "job_content"],
       "asks about experience serving deaf customers, a job skill.")
lawful(c, "How would you adapt a kitchen for a client with MS who's losing grip strength?",
       "Occupational Therapist", ["job_content"],
       "the client's condition is the work.")
lawful(c, "The licence needs a Group 2 medical, done after offer. Are you happy to go through that?",
       "Minibus Driver", ["lawful_form"],
       "a statutory post-offer medical for the licence.")
lawful(c, "It's up a ladder picking apples eight hours a day in September. Can you manage the physical side?",
       "Fruit Picker", ["lawful_form", "two_clause"],
       "asks about an intrinsic physical function.")

# ---------------------------------------------------------------------------- sexual_orientation_gender_identity
c = "sexual_orientation_gender_identity"
risky(c, "Got a boyfriend? Or, sorry, girlfriend? Don't want to assume!",
      "Gym Receptionist", ["small_talk_slip"],
      "asks about relationships and the partner's gender, probing sexual orientation.")
risky(c, "ask if cand is trans  ID name didnt match",
      "Tax Compliance Officer", ["typed_note"],
      "plans to ask about gender identity from a document mismatch; name mismatches are dealt with "
      "confidentially in the right-to-work check.")
risky(c, "Is that a husband or a wife you mentioned? You said 'partner' so I wasn't sure.",
      "Sign Writer", ["two_clause", "indirect_proxy"],
      "presses for the partner's gender.")
risky(c, "Were you always, y'know, presenting as a woman? Only your old references say 'he'.",
      "Florist", ["filler_fragment", "indirect_proxy"],
      "asks about gender history (gender reassignment).")
risky(c, "You have a wife? Or you are gay, it is no problem, I just like to know.",
      "Tailor", ["second_language"],
      "asks sexual orientation directly.")
risky(c, "Would you be comfortable in the men's changing room, given... everything?",
      "Sports Kit Manager", ["concern_framing", "filler_fragment"],
      "concern framing aimed at the candidate's gender identity.")
risky(c, "Do you go to Pride and all that? Some of the lads here are a bit old-school.",
      "Roofer", ["two_clause", "small_talk_slip"],
      "probes orientation and signals a hostile environment.")
risky(c, "cand v camp  farm clients might not like it  ask about his partner",
      "Agricultural Feed Advisor", ["typed_note", "indirect_proxy"],
      "a stereotype-driven plan to probe orientation.")
risky(c, "Have you had, like, the surgery? Are you fully transitioned?",
      "Personal Trainer", ["filler_fragment"],
      "asks about gender reassignment and medical history.")
risky(c, "pronouns on cv say they them  ask why and whats going on there",
      "Data Protection Officer", ["typed_note"],
      "plans to question the candidate's gender identity because of their pronouns.")
lawful(c, "Our charity runs groups for LGBT+ young people. How would you make a first-timer feel safe walking in?",
       "LGBT+ Youth Project Worker", ["job_content"],
       "about the young people served.")
lawful(c, "cand would run pride month staff network stall  check exp organising stands",
       "Internal Communications Lead", ["typed_note", "job_content"],
       "about a work task, not the candidate's identity.")
lawful(c, "How would you handle a shopper complaining that a trans colleague used the ladies' toilets?",
       "Shopping Centre Guest Services Manager", ["job_content"],
       "about handling a workplace complaint.")
lawful(c, "We do a lot of gender-neutral clothing. How would you style someone who wants something androgynous?",
       "Fashion Stylist", ["job_content"],
       "about customers and products.")
lawful(c, "A lot of our patients are men who have sex with men. How would you take a sexual history without making "
          "assumptions?",
       "Sexual Health Adviser", ["job_content"],
       "about patients, not the candidate.")
lawful(c, "Have you written or reviewed a workplace policy before? You'd be updating our trans inclusion policy.",
       "People Policy Adviser", ["job_content", "two_clause"],
       "asks about policy-writing experience for a job task.")
lawful(c, "Our health cover includes partners of any gender on the same terms. Anything on benefits you'd like me "
          "to go through?",
       "Benefits Administrator", ["lawful_form"],
       "gives everyone the same information without asking about the candidate's partner.")

# ------------------------------------------------------------------------------------------------- arrest_record
c = "arrest_record"
risky(c, "Ever been nicked? Even just, like, taken in for questioning?",
      "Window Cleaner", ["filler_fragment"],
      "asks about arrests that never led to a conviction; they are not relevant and cannot be held against a "
      "candidate.")
risky(c, "heard he got arrested at the climate protest  ask him about it",
      "Environmental Consultant", ["typed_note"],
      "plans to ask about an arrest (and may touch belief).")
risky(c, "Have the cops ever picked you up for anything, even if nothing came of it?",
      "Parking Enforcement Officer", ["two_clause"],
      "asks about arrests without conviction, which many US states bar and the EEOC warns against.")
risky(c, "You had some problem with police before, yes? Everybody has something.",
      "Car Valeter", ["second_language"],
      "asks about police contact, not convictions.")
risky(c, "Is there anything in your past that might, y'know, come back to bite you when we do checks? Better I "
         "hear it now.",
      "Credit Controller", ["concern_framing", "filler_fragment"],
      "a fishing question that sweeps in arrests and spent convictions.")
risky(c, "You said you were a bit of a tearaway as a teenager. Anything juvenile on file?",
      "Apprentice Plumber", ["small_talk_slip", "two_clause"],
      "asks about juvenile records and arrests.")
risky(c, "ask re spent caution from 2015  showed on old dbs",
      "Dog Groomer", ["typed_note"],
      "a spent caution may not be asked about or used for a role outside the Exceptions Order.")
risky(c, "Were you ever on bail or anything? Just because of the gap in 2019.",
      "Bookkeeper", ["indirect_proxy", "two_clause"],
      "uses a CV gap to probe arrest or custody.")
risky(c, "So what's the deal with the mugshot on that website, was that you?",
      "Bartender", ["small_talk_slip", "indirect_proxy"],
      "asks about an arrest from a mugshot site.")
risky(c, "cv gap 2017 to 2019  ask if he was inside",
      "Scrap Metal Yard Operative", ["typed_note", "indirect_proxy"],
      "reads a CV gap as custody and plans to ask; conviction questions, where allowed, should be asked of "
      "everyone in the lawful form and at the lawful stage.")
caution(c, "Do you have any unspent convictions? We need to know for the FCA fit and proper checks.",
        "Financial Adviser", ["lawful_form", "two_clause"],
        "lawful in Great Britain for a regulated finance role (unspent convictions only), but the same question "
        "before an offer breaks fair-chance (ban-the-box) laws in many US states and cities.")
caution(c, "Any convictions in the last seven years? Not arrests, actual convictions.",
        "Apartment Maintenance Technician", ["lawful_form", "filler_fragment"],
        "allowed at interview in some US states, but barred before a conditional offer in others (for example "
        "California and New York City); it rightly leaves arrests out.")
caution(c, "ask abt unspent convictions only  role not exempt so basic dbs",
        "Parcel Delivery Driver", ["typed_note", "lawful_form"],
        "in England and Wales asking about unspent convictions for a non-exempt role is lawful; under many US "
        "fair-chance laws it must wait until after an offer.")
caution(c, "Is there anything that'd come up on a DBS check you'd want to tell me about first?",
        "Home Care Worker", ["lawful_form", "concern_framing"],
        "for a regulated role with vulnerable adults an enhanced check is lawful, but the open wording can invite "
        "protected (filtered) cautions and convictions; lawfulness depends on the role and the jurisdiction.")
caution(c, "Have you got any felony convictions? It doesn't rule you out, it depends on the offense.",
        "Forklift Driver", ["lawful_form", "two_clause"],
        "permitted in some US states with an individual assessment, but barred before a conditional offer under "
        "fair-chance laws in others.")
lawful(c, "You'd be escorting detained people from the van to the custody desk. How would you handle someone who "
          "kicks off?",
       "Detention Custody Officer", ["job_content"],
       "arrested people are the work, not the candidate's record.")
lawful(c, "This role needs an enhanced DBS after offer because it's with vulnerable adults. Are you happy to apply "
          "for one?",
       "Supported Living Worker", ["lawful_form"],
       "a lawful post-offer check for an eligible role.")
lawful(c, "check cand knows PACE codes  custody records half the job",
       "Police Staff Investigator", ["typed_note", "job_content"],
       "about knowledge the job needs.")
lawful(c, "Most of our clients have just left prison. How would you help someone open a bank account with no fixed "
          "address?",
       "Resettlement Support Worker", ["job_content"],
       "the clients' records, not the candidate's.")
lawful(c, "The van insurance needs your licence details. How many points are on it at the moment?",
       "Plant Hire Delivery Driver", ["lawful_form", "two_clause"],
       "licence endorsements are a job-related requirement for a driving role.")
lawful(c, "Do you hold a current SIA CCTV licence, and is it still in date?",
       "CCTV Operator", ["lawful_form", "two_clause"],
       "asks about a licence the job legally requires.")
lawful(c, "How would you explain to a defendant's family what happens at a first bail hearing?",
       "Court Legal Adviser", ["job_content"],
       "about the court users served.")

# ------------------------------------------------------------------------------------------------ salary_history
c = "salary_history"
risky(c, "What are they paying you at the moment, ballpark?",
      "Digital Marketing Executive", ["filler_fragment"],
      "salary history; banned in many US states and cities, and it carries past pay gaps into the offer.")
risky(c, "get current salary + bonus so we dont overpay",
      "UX Researcher", ["typed_note"],
      "plans to anchor the offer to current pay.")
risky(c, "Could you send over a payslip from your current job, just so we can benchmark?",
      "Structural Engineer", ["indirect_proxy", "two_clause"],
      "a payslip is salary history by another route.")
risky(c, "How much you are earning now in the old company? We give maybe ten percent more.",
      "Welder", ["second_language"],
      "asks current pay to set the offer from it.")
risky(c, "What were you on when you left, before the career break?",
      "Logistics Planner", ["indirect_proxy"],
      "asks previous pay; career breaks often link to caring, which compounds the pay gap.")
risky(c, "I don't want you taking a pay cut. What are you on now, so we can make sure we beat it?",
      "Executive Assistant", ["concern_framing"],
      "salary history framed as a favour.")
risky(c, "Be honest, what did the last place pay you? It stays in this room.",
      "Pastry Cook", ["two_clause", "small_talk_slip"],
      "asks previous pay.")
risky(c, "ask what band she was at nhs 5 or 6  anchor offer low",
      "Medical Secretary", ["typed_note", "indirect_proxy"],
      "uses a pay band as a proxy for salary history to anchor the offer.")
risky(c, "What's your P60 look like for last year, roughly?",
      "Fleet Coordinator", ["indirect_proxy", "filler_fragment"],
      "a P60 shows last year's pay; salary history by another name.")
lawful(c, "What sort of number are you hoping for, pay-wise, for this one?",
       "Content Strategist", ["lawful_form"],
       "asks about expectations, not history.")
lawful(c, "The band's £34,000 to £38,000. Does that work for you?",
       "Planning Enforcement Officer", ["lawful_form"],
       "shares the range and checks it suits.")
lawful(c, "share range 58 to 64k w cand + ask expectations",
       "Product Owner", ["typed_note", "lawful_form"],
       "shares the range and asks expectations.")
lawful(c, "You'd be running the monthly pay uploads. How would you spot an emergency tax code error?",
       "HR and Pay Administrator", ["job_content"],
       "pay is the work, not the candidate's history.")
lawful(c, "Would you be open to base plus commission, or do you need a higher base?",
       "Car Sales Executive", ["lawful_form", "two_clause"],
       "asks about preferences for the offer's structure.")
lawful(c, "Part of the job's benchmarking pay against the market. Which salary surveys have you used?",
       "Reward Analyst", ["job_content"],
       "salary data is the work.")
lawful(c, "We put the range in the advert. Did it line up with what you were expecting?",
       "Grant Writer", ["lawful_form"],
       "asks about expectations against the published range.")

# ---------------------------------------------------------------------------------------------- military_discharge
c = "military_discharge"
risky(c, "What kind of discharge did you get, honorable, general?",
      "Diesel Technician", ["filler_fragment"],
      "discharge type is not job-related; screening on it can have a disparate impact and is restricted under "
      "EEOC guidance and several US state laws.")
risky(c, "vet  ask for dd214 check if OTH",
      "Aircraft Maintenance Technician", ["typed_note"],
      "plans to request discharge papers to screen out other-than-honorable discharges.")
risky(c, "Did you leave the Army on your own terms, or were you, y'know, asked to leave?",
      "Range Safety Officer", ["filler_fragment", "two_clause"],
      "asks about the circumstances of discharge.")
risky(c, "Why you stop the military so early? Something happen there?",
      "Elevator Installer", ["second_language"],
      "asks about the circumstances of leaving service.")
risky(c, "I just want to be sure you're alright. Was it a medical discharge? Is that something we'd need to worry "
         "about?",
      "Transit Bus Operator", ["concern_framing"],
      "asks about discharge type and health together.")
risky(c, "Will you get called up for reserve duty much? We can't really have people vanishing for two weeks.",
      "Hotel Revenue Manager", ["two_clause"],
      "reserve obligations are protected in the US (USERRA) and cannot be held against a candidate.")
risky(c, "ask why he left marines early  general discharge",
      "Armored Car Guard", ["typed_note"],
      "plans to ask about a discharge and its type.")
risky(c, "Were you kicked out or did you get out? Ha, sorry, that's how my brother says it.",
      "Railroad Conductor", ["small_talk_slip"],
      "asks about the circumstances of discharge as a joke.")
risky(c, "Is there a reason your service record stops in 2011? The gap just caught my eye.",
      "Utility Lineworker", ["indirect_proxy"],
      "uses a gap in the service record to probe how the candidate left.")
lawful(c, "Tell me about a time in the Navy you had to fix something with hardly any spare parts. What did you do?",
       "Marine Engineer", ["lawful_form", "two_clause"],
       "asks about skills gained in service, not how the candidate left.")
lawful(c, "Our veterans' preference means we'll ask for proof of service after offer. Is that OK?",
       "County Parks Maintenance Worker", ["lawful_form"],
       "a lawful preference scheme, verified after offer.")
lawful(c, "ask which skills from his army logistics job carry over to stock control",
       "Stock Controller", ["typed_note", "lawful_form"],
       "asks about transferable skills.")
lawful(c, "You'd run the transition workshops for people leaving the base. How would you help someone turn their "
          "MOS into civilian job titles?",
       "Veterans Employment Counselor", ["job_content"],
       "service members are the clients.")
lawful(c, "The job's helping veterans apply for discharge upgrades. Have you worked with military records before?",
       "Veterans Legal Aid Advocate", ["job_content"],
       "discharges are the clients' matter; a close look-alike to the discharge question.")
lawful(c, "Anything from your Air Force time you'd like us to count? Training, certs, supervising people?",
       "Avionics Technician", ["lawful_form", "filler_fragment"],
       "invites job-relevant experience from service.")
lawful(c, "It's a military base, so a soldier escorts you for the first month until your pass comes through. Does "
          "that work?",
       "Barracks Facilities Manager", ["job_content", "lawful_form"],
       "about the site's access rules.")

# --------------------------------------------------------------------------------------------- genetic_information
c = "genetic_information"
risky(c, "Just out of interest, does heart trouble run in the family at all?",
      "Commercial Diver", ["small_talk_slip"],
      "family medical history is genetic information (GINA in the US).")
risky(c, "mum had huntingtons per referee  ask if shes been tested",
      "Architect", ["typed_note"],
      "plans to ask about genetic testing because of a parent's condition.")
risky(c, "Have you done one of those 23andMe things? Find anything interesting about your health risks?",
      "Bioinformatician", ["small_talk_slip", "two_clause"],
      "asks about genetic test results.")
risky(c, "In your family the parents have cancer or diabetes? For the insurance we must know.",
      "Ship's Cook", ["second_language"],
      "asks family medical history.")
risky(c, "I'm asking because I care. With your dad's dementia, do you worry about it for yourself?",
      "Music Tutor", ["concern_framing"],
      "asks about inherited risk from a parent's condition.")
risky(c, "How long did your parents live, if you don't mind me asking? We're thinking long-term.",
      "Trainee Estate Manager", ["indirect_proxy", "two_clause"],
      "uses parents' lifespans as a proxy for inherited health.")
risky(c, "Would you be up for a cheek-swab DNA screen? It's part of the wellness perk.",
      "Biotech Account Manager", ["two_clause"],
      "asks an applicant to take a genetic test.")
risky(c, "ask re family hx breast cancer brca  long sick leave risk",
      "Legal Cashier", ["typed_note"],
      "plans to ask about family history and a genetic marker.")
risky(c, "Anyone in your family had, like, sickle cell? It's just, the altitude.",
      "Mountain Guide", ["filler_fragment", "concern_framing"],
      "asks about an inherited condition in the family.")
lawful(c, "You'd be giving BRCA results to patients. How would you break the news of a positive result?",
       "Genetic Counsellor", ["job_content"],
       "genetic results are the work.")
lawful(c, "ask cand exp w pcr + sequencing runs  lab does inherited disease panels",
       "Clinical Scientist in Genomics", ["typed_note", "job_content"],
       "asks about lab experience.")
lawful(c, "Our breeding programme tests for hip dysplasia. How do you read a hip score?",
       "Kennel Manager", ["job_content"],
       "the dogs' genetics, not the candidate's.")
lawful(c, "The job's processing paternity DNA kits; how would you keep the chain of custody intact?",
       "DNA Testing Laboratory Assistant", ["job_content", "two_clause"],
       "DNA samples are the work.")
lawful(c, "We pedigree-record every calf. Have you used a herd app for breeding records?",
       "Dairy Herdsperson", ["job_content"],
       "the herd's breeding records are the work.")
lawful(c, "The diving medical's done by an HSE-approved doctor after the offer. Are you OK to attend one?",
       "Inshore Dive Supervisor", ["lawful_form"],
       "a statutory post-offer medical, not family history; a close look-alike to the heart-trouble question.")
lawful(c, "You'd be selling family-tree research. How would you explain what an ancestry DNA test can and can't "
          "tell someone?",
       "Genealogy Researcher", ["job_content"],
       "about customers' tests, not the candidate's.")
