"""Labelled interviewer questions, as Python data.

Each entry: Q(category, risky, role, styles, text, why, caution=False)
  risky    True when the interviewer asks (or plans to ask) about the candidate's own life, identity or
           circumstances on the category's protected topic; False for look-alikes (lawful form of the question,
           or job content that merely names a protected word).
  styles   style tags that open the note.
  why      the reason for the label; build.py writes the note as "[styles] Risky|Lawful|Caution: why".
  caution  risky arrest_record items whose lawfulness depends on the jurisdiction (severity "caution").
Typed notes carry no punctuation at all, as dashed into a notes field mid-interview.
All roles are examples; people and employers are fictional.
"""

ITEMS = []


def Q(category, risky, role, styles, text, why, caution=False):
    ITEMS.append(dict(category=category, risky=risky, role=role, styles=styles, text=text, why=why,
                      caution=caution))


R, L = True, False

# ------------------------------------------------------------------------------------------------ age
Q("age", R, "Bank branch adviser", ["typed_note", "indirect_proxy"],
  "cand left school 1987 per cv - check if shes near retiremnt b4 we invest in training",
  "works out her age from the school-leaving year and ties a training decision to assumed retirement.")
Q("age", R, "Heritage railway guard", ["small_talk_slip"],
  "Ha, you'll remember the miners' strike then - what year were you born, roughly?",
  "a joke that asks outright for the candidate's year of birth.")
Q("age", R, "Market research interviewer", ["indirect_proxy", "two_clause"],
  "Which year did you finish your A-levels, and did you go straight on to uni after?",
  "the A-level year is a close proxy for age and is not needed to judge the candidate.")
Q("age", R, "Digital marketing executive", ["concern_framing"],
  "I only ask because the team's mostly in their twenties - would you feel a bit out of place, do you think?",
  "frames the candidate's age as a fit problem, inviting an age-based decision.")
Q("age", R, "Hotel night auditor", ["second_language"],
  "You have so many years of experience - so you are how old now, fifty? More?",
  "asks the candidate's age directly, prompted by length of experience.")
Q("age", R, "Bus depot controller", ["filler_fragment"],
  "And, um, retirement - sort of on the horizon, or, like, still a good way off for you?",
  "asks about retirement plans, a stand-in for the candidate's age.")
Q("age", R, "Estate agent negotiator", ["typed_note", "indirect_proxy"],
  "sounds v young on phone maybe fresh out of uni ask what yr she did gcses",
  "plans to use the GCSE year to pin down the candidate's age.")
Q("age", R, "Building society cashier", ["indirect_proxy"],
  "Did you do O-levels or GCSEs back at school?",
  "O-levels ended in 1988, so the answer reveals whether the candidate is over or under about fifty.")
Q("age", R, "IT service desk analyst", ["typed_note"],
  "hes a digital native right not one of the older lot who struggle w teams and sharepoint",
  "'digital native' is code for young; the note sorts the candidate by age, not by tested IT skill.")

Q("age", L, "Bartender", ["lawful_form"],
  "State law says anyone serving drinks here has to be 21 - are you 21 or over?",
  "confirms a statutory minimum age for the job without asking the actual age.")
Q("age", L, "Builders merchant yard operative", ["lawful_form", "typed_note"],
  "confirm cand is 18 plus for the forklift insurance requirement",
  "checks a stated minimum-age condition of the employer's insurance, not the candidate's exact age.")
Q("age", L, "Community fitness instructor", ["job_content"],
  "A lot of our members are over seventy - how would you adapt a chair-based class for them?",
  "the age mentioned is the clients', and the question tests how the candidate would do the work.")
Q("age", L, "Employee relations adviser", ["job_content"],
  "Walk me through how you'd advise a line manager who's been accused of age discrimination in a promotion round.",
  "job content: handling an age-discrimination complaint is part of the role.")
Q("age", L, "Content strategist", ["job_content", "two_clause"],
  "Our app is aimed at teenagers, so how would you test whether the wording lands with a fourteen-year-old?",
  "the age named is the product's audience, not the candidate's.")
Q("age", L, "Casino croupier", ["lawful_form"],
  "Would you be able to bring proof of age for the licensing paperwork once we've made an offer?",
  "post-offer proof that a legal minimum age for gaming work is met.")
Q("age", L, "Financial planning paraplanner", ["job_content", "typed_note"],
  "ask how shed explain the state pension age changes to a client born in 1961",
  "the birth year belongs to a hypothetical client; tests technical knowledge.")

# ------------------------------------------------------------------------------------------------ marital status
Q("marital_status", R, "Regional auditor", ["typed_note"],
  "ring on left hand newly married ask if hubby ok w the 3 nights away",
  "plans to ask whether her husband approves of the travel, which is about her marriage, not her availability.")
Q("marital_status", R, "Hotel revenue manager", ["small_talk_slip"],
  "Lovely ring - when's the big day? Will you be changing your surname after?",
  "small talk about an engagement and a change of name probes marital status.")
Q("marital_status", R, "Practice receptionist", ["indirect_proxy"],
  "Is it Miss or Mrs on the paperwork?",
  "the title chosen reveals marital status and is not needed for any form.")
Q("marital_status", R, "Offshore planning engineer", ["concern_framing"],
  "With the move to Aberdeen, would your other half be able to up sticks too, or would it be long-distance?",
  "asks about a spouse or partner under cover of relocation concern.")
Q("marital_status", R, "Export coordinator", ["second_language"],
  "Your husband, he is agree that you travel for the job so much?",
  "asks whether her husband agrees, which is about her marriage, not whether she can travel.")
Q("marital_status", R, "Cruise ship entertainer", ["filler_fragment"],
  "So - married, single, it's complicated? Just so I know who's, er, who's got ties.",
  "a jokey but direct request for marital status.")
Q("marital_status", R, "Leisure centre duty manager", ["two_clause"],
  "You're divorced, I think you said, so does that mean you've got more time for the weekend rota?",
  "ties a rota assumption to the candidate's divorce.")
Q("marital_status", R, "Mortgage adviser", ["typed_note", "indirect_proxy"],
  "get maiden name for the ref chase also find out if shes separated",
  "plans to ask whether she is separated; the maiden-name request also reveals marriage.")
Q("marital_status", R, "Mining geologist", ["typed_note"],
  "ask if single or living w partner re the relocation package",
  "relocation support does not depend on relationship status; the note plans to ask it.")

Q("marital_status", L, "Area trainer", ["lawful_form"],
  "The job means two overnight stays a month in Glasgow - is that something you can commit to?",
  "asks whether a stated travel requirement can be met, without asking about home life.")
Q("marital_status", L, "Bank compliance analyst", ["lawful_form", "two_clause"],
  "For the background check we need every name you've worked under, so are there any others we should search?",
  "a neutral request for prior names, asked of everyone for verification, without asking why a name changed.")
Q("marital_status", L, "Wedding planner", ["job_content"],
  "How would you handle a couple who fall out in the middle of choosing their wedding menu?",
  "the marriage is the clients'; the question tests client handling.")
Q("marital_status", L, "Deputy superintendent registrar", ["job_content", "typed_note"],
  "ask about her experience registering marriages and civil partnerships",
  "registering marriages is the job itself.")
Q("marital_status", L, "Family law solicitor", ["job_content"],
  "Talk me through how you'd approach splitting pension assets in a contested divorce.",
  "divorce is the subject of the legal work, not the candidate's own.")
Q("marital_status", L, "Utility billing clerk", ["job_content", "second_language"],
  "In this job you update the customer file when they marry and change name - you have done this kind of change before?",
  "customers' name changes on marriage are the data the role maintains.")
Q("marital_status", L, "Relationship counsellor", ["job_content", "filler_fragment"],
  "And, um, the couples side of it - how comfortable are you running joint sessions when things get heated?",
  "clients' relationships are the work; nothing is asked about the candidate's own.")

# ------------------------------------------------------------------------------------------------ pregnancy / family plans
Q("pregnancy_family_plans", R, "Store visual merchandiser", ["small_talk_slip"],
  "Congrats on the wedding! Babies next, I suppose?",
  "congratulations that slide into asking about plans to have a baby.")
Q("pregnancy_family_plans", R, "Operations shift lead", ["concern_framing"],
  "I don't want to set you up to fail - if a baby's on the cards in the next year or two, maybe now's not the time for a promotion?",
  "links a promotion decision to possible pregnancy, which is direct discrimination however kindly meant.")
Q("pregnancy_family_plans", R, "Brand manager", ["typed_note"],
  "mid 30s just married likely mat leave within 12m flag to hm",
  "plans to pass on an assumption about maternity leave to the hiring manager.")
Q("pregnancy_family_plans", R, "Bioinformatics developer", ["second_language"],
  "You are thinking to make a baby soon? Because the project is two years long.",
  "asks directly about plans to have a child.")
Q("pregnancy_family_plans", R, "Clinical coder", ["indirect_proxy"],
  "Would you need to take a long stretch off in the next couple of years, you know, for family reasons?",
  "a euphemism for maternity leave plans.")
Q("pregnancy_family_plans", R, "Stage crew technician", ["filler_fragment"],
  "And the, um - you're not expecting or anything? Only the role's quite physical.",
  "asks whether the candidate is pregnant; the lawful version asks whether the lifting can be done.")
Q("pregnancy_family_plans", R, "Tax adviser", ["typed_note"],
  "think shes pregnant dont mention 6m probation just q her due date",
  "plans to ask the due date of a suspected pregnancy.")
Q("pregnancy_family_plans", R, "Sommelier", ["two_clause"],
  "You've got one already, so are you stopping there or going for a bigger family?",
  "asks about plans for more children.")
Q("pregnancy_family_plans", R, "Insurance broker", ["typed_note", "concern_framing"],
  "worried abt ivf appts ask how many more rounds shes planning",
  "fertility treatment is closely tied to pregnancy; planning future rounds is private.")

Q("pregnancy_family_plans", L, "Marketing coordinator", ["lawful_form"],
  "This is a twelve-month fixed-term maternity cover - is a fixed-term contract okay for you?",
  "the maternity leave is the post-holder's; the question is only about contract terms.")
Q("pregnancy_family_plans", L, "Community midwife", ["job_content"],
  "How would you run an antenatal class for first-time dads who clearly don't want to be there?",
  "pregnancy is the clinical subject of the job.")
Q("pregnancy_family_plans", L, "Health and safety adviser", ["job_content", "typed_note"],
  "ask re experience doing new and expectant mother risk assessments for lab staff",
  "pregnancy risk assessments are a duty of the role.")
Q("pregnancy_family_plans", L, "Fashion buyer", ["job_content"],
  "Maternity wear is our biggest line - how would you build the spring range?",
  "maternity is a product category.")
Q("pregnancy_family_plans", L, "Employment policy officer", ["job_content"],
  "You'd be rewriting our shared parental leave policy - what do employers most often get wrong with it?",
  "parental leave is the policy work, not the candidate's plans.")
Q("pregnancy_family_plans", L, "Pharmacy counter assistant", ["job_content", "second_language"],
  "At the counter you will advise many women on pregnancy tests and folic acid - how you keep it private for them?",
  "customers' pregnancies are the subject of the advice.")
Q("pregnancy_family_plans", L, "Embryologist", ["job_content", "filler_fragment"],
  "So the, er, IVF lab side - how much embryo grading have you done?",
  "fertility treatment is the lab's work, not the candidate's.")

# ------------------------------------------------------------------------------------------------ children / childcare
Q("children_childcare", R, "Bakery production supervisor", ["typed_note"],
  "has 3 kids under 5 per linkedin will childcare be an issue for early shifts",
  "plans a judgement on the early shifts from the candidate's children rather than asking if she can work them.")
Q("children_childcare", R, "Hospital porter supervisor", ["concern_framing"],
  "Honestly, with little ones at home, won't the nights be a killer for you?",
  "assumes childcare duties make nights unworkable; asks about the candidate's children.")
Q("children_childcare", R, "Remote customer success manager", ["small_talk_slip"],
  "Oh, is that your lad in the photo behind you? How old is he now - still at primary?",
  "small talk from a background photo turns into asking about the candidate's child.")
Q("children_childcare", R, "Theme park operations supervisor", ["two_clause"],
  "School holidays are our busiest time, so who has your kids over the summer?",
  "asks about the candidate's childcare arrangements.")
Q("children_childcare", R, "Laboratory technician", ["second_language"],
  "If your child is sick, who will stay with him at home, you or somebody else?",
  "asks about the candidate's childcare when a child is ill.")
Q("children_childcare", R, "Letting agent", ["indirect_proxy"],
  "Are you still doing the school run most mornings?",
  "the school run stands in for asking about children and childcare.")
Q("children_childcare", R, "Insurance loss assessor", ["filler_fragment"],
  "Right, and, um, kids-wise - any, or...?",
  "a half-finished question about whether the candidate has children.")
Q("children_childcare", R, "Ward clerk", ["typed_note", "concern_framing"],
  "single mum so ask about backup childcare if rota changes last min",
  "plans to question her childcare because she is a single parent.")
Q("children_childcare", R, "Planning officer", ["typed_note"],
  "ask cand how old the kids are re after school pick up",
  "plans to ask the ages of the candidate's children.")

Q("children_childcare", L, "Rail signaller", ["lawful_form"],
  "Shifts rotate every four weeks and can change at 48 hours' notice - can you work with that?",
  "states the shift requirement and asks only whether it can be met.")
Q("children_childcare", L, "Early years practitioner", ["job_content"],
  "How would you settle a three-year-old who won't stop crying at drop-off?",
  "the child is one the candidate would care for at work.")
Q("children_childcare", L, "Car seat retail specialist", ["job_content", "typed_note"],
  "ask her how she fits rear facing child car seats esp isofix ones",
  "fitting children's car seats is the job.")
Q("children_childcare", L, "Paediatric dentist", ["job_content", "two_clause"],
  "Most of our patients are children, so how would you explain a filling to a nervous seven-year-old?",
  "children are the patients.")
Q("children_childcare", L, "Festival site manager", ["lawful_form", "second_language"],
  "The job have overnight stays on the festival site, three nights - you can do this?",
  "asks whether a stated overnight requirement can be met, without asking about family.")
Q("children_childcare", L, "Swimming instructor", ["job_content"],
  "What would you do if a child told you something worrying during a lesson?",
  "safeguarding pupils is part of the job.")
Q("children_childcare", L, "Benefits administrator", ["job_content", "filler_fragment"],
  "And the, um, the childcare vouchers bit - have you administered a scheme like that?",
  "running a childcare benefit scheme is the work; nothing about the candidate's own children.")

# ------------------------------------------------------------------------------------------------ religion
Q("religion", R, "Garden centre assistant", ["small_talk_slip"],
  "Doing anything nice for Easter - church, or just chocolate?",
  "holiday small talk that asks whether the candidate goes to church.")
Q("religion", R, "Supermarket night manager", ["typed_note"],
  "wears cross necklace ask if shes ok on sundays or if its a church thing",
  "uses a religious symbol to plan a question about her worship; the lawful version asks about the rota only.")
Q("religion", R, "Law firm office manager", ["concern_framing"],
  "We have a Christmas do with drinks every year - will that be awkward for you, with your faith?",
  "assumes and asks about the candidate's faith and its practice.")
Q("religion", R, "Distribution centre picker", ["second_language"],
  "You fast in Ramadan? Because in summer the building is very hot inside.",
  "asks whether the candidate observes a religious fast.")
Q("religion", R, "Hotel concierge", ["two_clause"],
  "I noticed you didn't shake hands, so is that a religious thing or just a habit from covid?",
  "asks whether behaviour stems from religious belief.")
Q("religion", R, "Charity fundraiser", ["indirect_proxy"],
  "St Aloysius - that's the Catholic one, isn't it? So you were brought up Catholic?",
  "uses the school name to get at the candidate's religion.")
Q("religion", R, "Tram driver", ["filler_fragment"],
  "And Fridays - er, mosque, prayers, that kind of thing - is that going to be a...?",
  "asks about the candidate's religious observance.")
Q("religion", R, "Construction site manager", ["typed_note"],
  "ask if the turban is religous or can come off for hard hat zones",
  "questions the religious nature of a turban; the lawful approach states the PPE rule and any exemption.")
Q("religion", R, "Call centre team leader", ["typed_note", "indirect_proxy"],
  "surname looks jewish find out if sat shifts are a problem for him",
  "infers religion from a surname and plans to treat the candidate differently.")

Q("religion", L, "Optometrist", ["lawful_form"],
  "The rota has one Saturday in three - can you work that pattern?",
  "states the working pattern and asks only whether it can be met.")
Q("religion", L, "Audio-visual technician", ["job_content"],
  "You'd be rigging sound for weddings at St Mary's and at the gurdwara on Soho Road - have you worked venues like that?",
  "the religious venues are job sites.")
Q("religion", L, "Food safety auditor", ["job_content", "typed_note"],
  "ask about the kosher and halal supplier audits shes done",
  "religious food standards are part of the audit work.")
Q("religion", L, "Stained glass conservator", ["job_content", "two_clause"],
  "The client is a Church of England diocese, so how would you approach restoring a Victorian window?",
  "the church is the client.")
Q("religion", L, "Groundworks supervisor", ["lawful_form", "concern_framing"],
  "Hard hats are compulsory on this site except where the law gives an exemption - anything about the PPE you'd want to talk through?",
  "states the PPE rule and invites any adjustment request without asking about faith.")
Q("religion", L, "Banqueting cook", ["job_content", "second_language"],
  "For this job you will cook for Diwali and Christmas events in the temple hall - you know vegetarian menus for big numbers?",
  "religious festivals are the events being catered.")
Q("religion", L, "Hospital facilities coordinator", ["job_content", "filler_fragment"],
  "So, um, the multi-faith room - you'd be handling its bookings alongside the chaplaincy. Used room booking systems before?",
  "the multi-faith room is a facility the role manages.")

# ------------------------------------------------------------------------------------------------ national origin
Q("national_origin", R, "Travel consultant", ["small_talk_slip", "indirect_proxy"],
  "Lovely accent - is that Nigerian? My neighbour's from Lagos.",
  "uses the accent to get at the candidate's country of origin.")
Q("national_origin", R, "Quality inspector", ["typed_note"],
  "check where shes really from name sounds eastern european",
  "plans to probe national origin from the sound of a name.")
Q("national_origin", R, "Translation project manager", ["second_language"],
  "Your English is very good - which country you grew up in?",
  "asks the country the candidate grew up in.")
Q("national_origin", R, "Conveyancing solicitor", ["two_clause"],
  "Your surname's unusual, so where's the family from originally?",
  "uses the surname to ask about ancestry.")
Q("national_origin", R, "Production planner", ["concern_framing"],
  "Will you be going back home for long stretches to see family? Some of our overseas staff take six weeks at a time.",
  "assumes the candidate is from abroad and asks about family there.")
Q("national_origin", R, "Research assistant", ["filler_fragment"],
  "And, er, first language - English, or...?",
  "asks the candidate's first language; the lawful version asks about the language level the job needs.")
Q("national_origin", R, "Financial adviser", ["typed_note", "indirect_proxy"],
  "strong accent might put off clients ask how long hes been in the uk",
  "uses the accent to plan a question about the candidate's origins.")
Q("national_origin", R, "Sports journalist", ["indirect_proxy", "small_talk_slip"],
  "Do you still follow the cricket back home - India or Pakistan?",
  "assumes a home country and asks which one.")
Q("national_origin", R, "Graphic designer", ["typed_note"],
  "ask which country her parents came from for the diversity stats",
  "monitoring data is collected voluntarily and separately, never by the interviewer.")

Q("national_origin", L, "Bilingual helpline adviser", ["lawful_form"],
  "The role is on our Polish-language line - could you handle a full customer call in Polish?",
  "tests a language skill the job genuinely needs, not where the candidate comes from.")
Q("national_origin", L, "Chemical plant operator", ["lawful_form", "two_clause"],
  "Our permits and safety procedures are all in English, so can you read and follow written English at that level?",
  "asks about the language level the job requires.")
Q("national_origin", L, "Tour guide", ["job_content"],
  "You'd be guiding Italian coach groups round the Lakes - what would you do if the coach is an hour late?",
  "the nationality belongs to the customers.")
Q("national_origin", L, "Meat buyer", ["job_content", "typed_note"],
  "ask about his experience w country of origin labelling on meat",
  "origin labelling is a technical part of the job.")
Q("national_origin", L, "Community engagement officer", ["job_content", "second_language"],
  "The client want a campaign for the Nigerian community in London - you have done community marketing like this?",
  "the community named is the campaign's audience.")
Q("national_origin", L, "Export documentation clerk", ["job_content", "filler_fragment"],
  "And the, um, export paperwork - certificates of origin, that sort of thing - how confident are you?",
  "'origin' refers to goods, not the candidate.")

# ------------------------------------------------------------------------------------------------ race / ethnicity
Q("race_ethnicity", R, "Public relations executive", ["typed_note"],
  "cand is mixed race i think ask about background for the diversity photo",
  "plans to ask the candidate's racial background.")
Q("race_ethnicity", R, "Architectural technologist", ["small_talk_slip"],
  "You don't sound how I expected from your CV - what's your background, if you don't mind?",
  "'background' here means ethnicity, prompted by a mismatch with the interviewer's expectation.")
Q("race_ethnicity", R, "Agronomist", ["concern_framing"],
  "Our clients round here are mostly older white farmers - would you be comfortable, and would they be with you?",
  "makes the candidate's race a fit issue on the basis of customer prejudice.")
Q("race_ethnicity", R, "Hotel receptionist", ["indirect_proxy"],
  "Would you be willing to cut your locs for front of house?",
  "targets a natural hairstyle associated with race (CROWN Act states; UK hair discrimination guidance).")
Q("race_ethnicity", R, "Policy officer", ["two_clause"],
  "You ticked prefer not to say on the form, so which box would you actually go in?",
  "presses for the ethnicity the candidate chose not to give.")
Q("race_ethnicity", R, "Medical science liaison", ["second_language"],
  "You are half Asian, no? Which half, mother or father?",
  "asks about the candidate's ethnic parentage.")
Q("race_ethnicity", R, "Junior copywriter", ["filler_fragment"],
  "And, er, ethnically - just so I, um, get the picture - ?",
  "a half-formed but direct question about ethnicity.")
Q("race_ethnicity", R, "Wealth manager", ["typed_note", "indirect_proxy"],
  "lives in brixton so prob black caribbean check fit w client base",
  "uses a neighbourhood to guess race and plans a decision on it.")
Q("race_ethnicity", R, "Spa receptionist", ["typed_note"],
  "ask what her heritage is she looks latina",
  "plans to ask about ethnicity based on appearance.")

Q("race_ethnicity", L, "Arts programme producer", ["job_content"],
  "You'd be running our Black History Month programme across the branches - what would you put on?",
  "the topic is the programme the candidate would deliver.")
Q("race_ethnicity", L, "Public health researcher", ["job_content", "two_clause"],
  "The study recruits from South Asian communities, so how would you design consent materials for older participants?",
  "the ethnicity named is that of the study population.")
Q("race_ethnicity", L, "Council grants officer", ["lawful_form"],
  "The equality monitoring form is optional and goes to HR, not the panel - would you like a copy?",
  "offers voluntary monitoring kept separate from selection.")
Q("race_ethnicity", L, "Workplace investigator", ["job_content", "typed_note"],
  "ask re experience investigating race discrimination grievances",
  "investigating race complaints is the job.")
Q("race_ethnicity", L, "Beauty counter consultant", ["job_content", "second_language"],
  "On this counter you work with all skin tones - how you match foundation for very dark skin?",
  "customers' skin tones are the work.")
Q("race_ethnicity", L, "Victim support caseworker", ["job_content", "filler_fragment"],
  "So the, um, racial hate crime project - have you supported victims before?",
  "the project's subject, not the candidate's race.")
Q("race_ethnicity", L, "Catering assistant", ["lawful_form"],
  "Kitchen rules say hair tied back or covered for hygiene, whatever the style - any problem with that?",
  "a neutral hygiene rule applied to everyone, with no demand to change a hairstyle.")

# ------------------------------------------------------------------------------------------------ citizenship
Q("citizenship", R, "Hospital pharmacist", ["typed_note"],
  "ask if shes actually british or just has settled status",
  "right to work is what matters; asking which status she holds invites citizenship discrimination.")
Q("citizenship", R, "Brand partnerships manager", ["two_clause"],
  "You've got an American accent, so which side of the pond is your passport from, then?",
  "asks which country the candidate is a citizen of.")
Q("citizenship", R, "Hotel housekeeping supervisor", ["second_language"],
  "Which passport you have - European or other?",
  "asks for nationality via the passport held, beyond a right-to-work check.")
Q("citizenship", R, "Compliance officer", ["indirect_proxy"],
  "When did you get naturalised, roughly?",
  "asks about the candidate's naturalisation history.")
Q("citizenship", R, "Supply chain analyst", ["concern_framing"],
  "I'd hate for you to get stuck if the rules change - is your green card the permanent kind or do you renew it?",
  "probes the type of immigration document; US law bars asking for specific documents or status beyond authorisation.")
Q("citizenship", R, "Events marketing manager", ["small_talk_slip"],
  "Did you get a vote in the referendum, or could you not, being - you know?",
  "uses voting eligibility to find out citizenship.")
Q("citizenship", R, "Energy broker", ["filler_fragment"],
  "So, erm, citizen-wise - born here, or...?",
  "asks about citizenship and birthplace.")
Q("citizenship", R, "Marketing analyst", ["typed_note"],
  "hm prefers us nationals ask if hes a citizen or gc holder",
  "preferring citizens is unlawful in the US unless required by law or contract.")
Q("citizenship", R, "Aviation ground handler", ["typed_note"],
  "cand has dual nationality find out which one she actually uses",
  "asks which nationality the candidate holds or identifies with.")

Q("citizenship", L, "Mechanical design engineer", ["lawful_form"],
  "Will you now or in the future need us to sponsor a visa for you to work here?",
  "the standard lawful sponsorship question.")
Q("citizenship", L, "Cinema team leader", ["lawful_form", "two_clause"],
  "We check right to work for everyone before they start, so could you bring your documents or share code on day one?",
  "a right-to-work check applied to all starters.")
Q("citizenship", L, "Defence research scientist", ["lawful_form"],
  "This post falls under the civil service nationality rules for reserved posts - can you confirm you meet them?",
  "a nationality requirement set by law for reserved posts.")
Q("citizenship", L, "Immigration caseworker", ["job_content"],
  "How would you prepare a naturalisation application when the client's travel history has gaps?",
  "citizenship applications are the casework.")
Q("citizenship", L, "HR onboarding specialist", ["job_content", "typed_note"],
  "ask how she handles i9 reverification when an ead expires",
  "employment verification is the job.")
Q("citizenship", L, "Consular assistant", ["job_content", "second_language"],
  "At the embassy you will help citizens who lost their passport abroad - how you stay calm with upset people?",
  "the citizens are the embassy's customers.")
Q("citizenship", L, "Council ceremonies officer", ["job_content", "filler_fragment"],
  "Right, the, um, citizenship ceremonies - you'd be welcoming the families. Okay with public speaking?",
  "running citizenship ceremonies is the work.")

# ------------------------------------------------------------------------------------------------ disability / health
Q("disability_health", R, "Legal secretary", ["typed_note"],
  "noticed hearing aid ask if she can cope on the phones",
  "plans a question on the candidate's impairment instead of the job's demands.")
Q("disability_health", R, "Archivist", ["concern_framing"],
  "I don't want to pry, but with the walking stick, would the stairs here be too much for you?",
  "asks about an impairment; the lawful approach describes the duty and asks about adjustments.")
Q("disability_health", R, "Stock controller", ["small_talk_slip"],
  "How's the back now? You said you'd been off with it at your last place?",
  "follows up on a past health condition and sickness absence.")
Q("disability_health", R, "Senior copy editor", ["two_clause"],
  "There's a gap in 2021, so was that a mental health thing or something else?",
  "guesses at a mental health condition behind a CV gap.")
Q("disability_health", R, "CNC machine operator", ["second_language"],
  "You take any medicine every day? I ask for the safety of the machines.",
  "a pre-offer medication question (barred by the ADA and by s.60 Equality Act).")
Q("disability_health", R, "Customer experience manager", ["indirect_proxy"],
  "How many sick days did you have last year, roughly?",
  "sickness absence stands in for health; pre-offer health questions are restricted.")
Q("disability_health", R, "UX researcher", ["filler_fragment"],
  "Oh and - sorry - the, um, autism thing on your LinkedIn, is that, like, you personally?",
  "asks whether the candidate is autistic.")
Q("disability_health", R, "Quantity surveyor", ["typed_note"],
  "cand v overweight check fitness for site walks",
  "judges health from appearance and plans a fitness question.")
Q("disability_health", R, "Technical support agent", ["typed_note"],
  "ask abt her anxiety meds b4 we put her on the helpdesk",
  "plans to ask about a mental health condition and medication.")

Q("disability_health", L, "Courier depot operative", ["lawful_form"],
  "The job involves lifting parcels up to twenty kilos - can you do that, with or without adjustments?",
  "the ADA-style lawful form about an essential function.")
Q("disability_health", L, "Grants administrator", ["lawful_form"],
  "Is there anything we can change to make the rest of the interview process easier for you?",
  "asking about adjustments to the recruitment process is permitted (s.60 Equality Act).")
Q("disability_health", L, "Housing adaptations officer", ["job_content"],
  "How would you adapt a bathroom for a tenant who uses a wheelchair?",
  "the disability is the tenant's; the question tests the work.")
Q("disability_health", L, "Contact centre quality coach", ["job_content", "typed_note"],
  "ask abt her experience supporting deaf customers via bsl relay",
  "serving deaf customers is part of the job.")
Q("disability_health", L, "Airport passenger assistance agent", ["job_content", "two_clause"],
  "A lot of our passengers need assistance, so how would you help a visually impaired traveller through security?",
  "the impairment belongs to a passenger.")
Q("disability_health", L, "Exercise rehabilitation instructor", ["job_content", "second_language"],
  "In this gym you work with people after a stroke - which exercises you would give them first?",
  "clients' health conditions are the work.")
Q("disability_health", L, "Environmental health officer", ["lawful_form", "two_clause"],
  "The role needs a full driving licence for site visits, so do you hold one, or would you like to talk about alternatives?",
  "asks about a stated job requirement and leaves room for adjustments.")

# ------------------------------------------------------------------------------------------------ sexual orientation / gender identity
Q("sexual_orientation_gender_identity", R, "Artisan baker", ["small_talk_slip"],
  "Any plans for the weekend with the girlfriend? Or boyfriend - sorry, shouldn't assume!",
  "small talk that fishes for the gender of the candidate's partner.")
Q("sexual_orientation_gender_identity", R, "Investment banking analyst", ["typed_note"],
  "rainbow flag on his linkedin banner ask if hes gay or just an ally",
  "plans to ask the candidate's sexual orientation.")
Q("sexual_orientation_gender_identity", R, "Data protection officer", ["indirect_proxy", "two_clause"],
  "Your references say she but the CV says James, so which name is the real one?",
  "probes a possible gender transition through a name mismatch.")
Q("sexual_orientation_gender_identity", R, "Bus fleet engineer", ["concern_framing"],
  "Would you be comfortable in a very blokey depot? I just worry the lads might give you a hard time, being, you know, gay.",
  "treats the candidate's orientation as a problem for fit.")
Q("sexual_orientation_gender_identity", R, "Import coordinator", ["second_language"],
  "Your partner, is it a man or a woman? I ask only for the Christmas invitation.",
  "asks the gender of the candidate's partner.")
Q("sexual_orientation_gender_identity", R, "Medical secretary", ["filler_fragment"],
  "So, um - were you, like, always, er... was it always Sarah?",
  "asks about the candidate's gender history.")
Q("sexual_orientation_gender_identity", R, "Factory shift manager", ["typed_note"],
  "cand is trans i think ask which toilets shell use b4 hm meeting",
  "plans questions about the candidate's gender identity and facilities.")
Q("sexual_orientation_gender_identity", R, "Trade show coordinator", ["typed_note"],
  "check if cand is a lesbian re room sharing on trade trips",
  "plans to ask the candidate's sexual orientation.")
Q("sexual_orientation_gender_identity", R, "Museum education officer", ["indirect_proxy", "small_talk_slip"],
  "Did you go to Pride this year? Marching, or just watching?",
  "uses Pride attendance as a route to sexual orientation.")

Q("sexual_orientation_gender_identity", L, "Social media manager", ["job_content"],
  "You'd be running our Pride month campaign - how would you stop it looking like box-ticking?",
  "the Pride campaign is the work.")
Q("sexual_orientation_gender_identity", L, "Youth worker", ["job_content", "typed_note"],
  "ask about his experience running lgbt plus youth group sessions",
  "LGBT+ youth sessions are the service delivered.")
Q("sexual_orientation_gender_identity", L, "Library assistant", ["lawful_form"],
  "Which name would you like on your visitor pass and email account?",
  "an admin question asked of everyone; it does not probe identity.")
Q("sexual_orientation_gender_identity", L, "Sexual health clinic administrator", ["job_content", "two_clause"],
  "The clinic sees a lot of trans patients, so how would you make the booking form more inclusive?",
  "patients' identities are the design brief.")
Q("sexual_orientation_gender_identity", L, "Restaurant host", ["lawful_form", "second_language"],
  "Uniform is the same for all staff - black shirt, black trousers or skirt, your choice. This is okay for you?",
  "a neutral dress code asked of everyone.")
Q("sexual_orientation_gender_identity", L, "Reward analyst", ["job_content", "filler_fragment"],
  "And the, um, gender pay gap report - have you put one together before?",
  "pay gap reporting is a technical task of the role.")
Q("sexual_orientation_gender_identity", L, "Guest house manager", ["job_content"],
  "How would you handle a complaint that a same-sex couple was refused a double room?",
  "handling a discrimination complaint is part of running the guest house.")

# ------------------------------------------------------------------------------------------------ arrest record
Q("arrest_record", R, "Car valeter", ["typed_note", "indirect_proxy"],
  "ask if hes ever been nicked gap in 2015-16 looks dodgy",
  "plans to ask about arrests, inferred from a CV gap.")
Q("arrest_record", R, "Gym manager", ["small_talk_slip"],
  "Ha, misspent youth? Ever had the police round, anything like that?",
  "a joking question about arrests or police contact.")
Q("arrest_record", R, "Estate caretaker", ["concern_framing"],
  "I don't want any surprises for you later - have the police ever picked you up, even if nothing came of it?",
  "arrests without conviction may not be used in hiring under many US laws, and are not disclosable under the UK rehabilitation rules.")
Q("arrest_record", R, "Port crane operator", ["second_language"],
  "You were ever taken by the police, for any reason, even small?",
  "asks about arrests of any kind.")
Q("arrest_record", R, "Leisure attendant", ["two_clause", "indirect_proxy"],
  "You live on the Meadowell estate, so have you had any bother with the police yourself?",
  "uses the neighbourhood as a cue to ask about arrests.")
Q("arrest_record", R, "Window cleaner", ["filler_fragment"],
  "Any, er - cautions, arrests, that kind of - anything?",
  "asks about arrests and cautions; simple cautions are spent immediately under UK law.")
Q("arrest_record", R, "Retail loss prevention officer", ["lawful_form", "two_clause"],
  "Before we go further, do you have any unspent convictions, and would you like to tell us about them now?",
  "lawful in England and Wales for unspent convictions, but many US states and cities bar conviction questions before a conditional offer.",
  caution=True)
Q("arrest_record", R, "Enforcement agent", ["lawful_form", "typed_note"],
  "ask re unspent convictions only per roa",
  "asking about unspent convictions is lawful under the UK Rehabilitation of Offenders Act; pre-offer in a ban-the-box jurisdiction it is not.",
  caution=True)
Q("arrest_record", R, "Cash-in-transit guard", ["lawful_form"],
  "Any criminal convictions in the last seven years we'd need to know about before the offer?",
  "some jurisdictions allow a time-limited conviction question; ban-the-box laws move it after a conditional offer.",
  caution=True)
Q("arrest_record", R, "Locksmith", ["lawful_form", "second_language"],
  "You have some conviction that is not yet spent? We need to know for the insurance.",
  "an unspent-convictions question is lawful in the UK; in fair-chance jurisdictions it must wait until after an offer.",
  caution=True)
Q("arrest_record", R, "Property inventory clerk", ["lawful_form"],
  "Would a standard background check come back with any convictions from the last few years?",
  "limited to convictions, which some places allow at interview; others require the question to wait until after an offer.",
  caution=True)

Q("arrest_record", L, "School business manager", ["lawful_form"],
  "The role needs an enhanced DBS check, which we start after an offer - are you happy to apply for one?",
  "a required check, carried out after an offer, with consent.")
Q("arrest_record", L, "Police custody detention officer", ["job_content"],
  "How would you book a detained person into custody and record their property?",
  "arrests are the work of the custody suite.")
Q("arrest_record", L, "Court clerk", ["job_content", "typed_note"],
  "ask how she processes arrest warrants and bail paperwork",
  "warrant paperwork is the job.")
Q("arrest_record", L, "Bank teller", ["lawful_form", "two_clause"],
  "We run a background check after any conditional offer, as the law requires, so would you consent to that?",
  "a post-offer check with consent.")
Q("arrest_record", L, "Resettlement housing officer", ["job_content", "second_language"],
  "In this charity you help people leaving prison to find a home - you have worked with ex-offenders before?",
  "the clients' records are the context of the work.")
Q("arrest_record", L, "Crime performance analyst", ["job_content", "filler_fragment"],
  "So the, er, arrest data dashboard - you'd be cleaning that up for the force. Done much in Power BI?",
  "arrest data is the dataset the role works on.")
Q("arrest_record", L, "Court reporter", ["job_content"],
  "Walk me through how you'd report an arrest at a protest without naming anyone who hasn't been charged.",
  "reporting arrests is the journalism.")

# ------------------------------------------------------------------------------------------------ salary history
Q("salary_history", R, "Product marketing manager", ["typed_note"],
  "get current base n bonus so we dont overpay",
  "plans to anchor the offer on current pay, barred by salary-history laws in many US states and cities.")
Q("salary_history", R, "Operations research consultant", ["two_clause"],
  "Just so I'm not wasting your time, what are they paying you at the moment?",
  "asks current pay.")
Q("salary_history", R, "Systems administrator", ["concern_framing"],
  "I'd hate to offer you less than you're on now - what's your current package, so I can make sure?",
  "asks pay history under the guise of protecting the candidate.")
Q("salary_history", R, "Hotel front office manager", ["second_language"],
  "How much they pay you in your last company, per year?",
  "asks previous salary.")
Q("salary_history", R, "Bookkeeper", ["indirect_proxy"],
  "What was on your last P60, roughly?",
  "the P60 shows the year's pay; asking for it is asking pay history.")
Q("salary_history", R, "Talent sourcer", ["small_talk_slip"],
  "Agencies pay peanuts, don't they - what were you on there, twenty-odd?",
  "small talk that asks the candidate's previous salary.")
Q("salary_history", R, "Brewery shift brewer", ["filler_fragment"],
  "And, um, your - current money-wise, ballpark?",
  "asks current pay in a fragment.")
Q("salary_history", R, "Store operations manager", ["typed_note"],
  "ask what she earned at boots to benchmark the offer",
  "plans to use pay history to set the offer.")
Q("salary_history", R, "Credit controller", ["typed_note", "indirect_proxy"],
  "request last 3 payslips b4 offer to see what hes on",
  "payslips before an offer reveal pay history.")

Q("salary_history", L, "Grant funding manager", ["lawful_form"],
  "The range for this role is £34,000 to £38,000 - does that work for you?",
  "states the range and asks about fit.")
Q("salary_history", L, "Solar installer", ["lawful_form", "two_clause"],
  "We don't ask about current pay, so what are you hoping to earn in this job?",
  "salary expectations are lawful to ask.")
Q("salary_history", L, "Reward consultant", ["job_content"],
  "How would you benchmark pay for a new head of engineering role against the market?",
  "pay benchmarking is the work.")
Q("salary_history", L, "Talent acquisition partner", ["job_content", "typed_note"],
  "ask how he handles hiring managers who want salary history despite the ban",
  "compliance with salary-history bans is part of the role.")
Q("salary_history", L, "Compensation analyst", ["job_content", "second_language"],
  "In this job you run the salary survey every year - you know how to clean data from many companies?",
  "salary data is the dataset.")
Q("salary_history", L, "Employee benefits manager", ["job_content", "filler_fragment"],
  "And, er, the salary sacrifice schemes - cycle to work, EV - you've set those up?",
  "salary sacrifice administration is the work.")
Q("salary_history", L, "Tunnelling engineer", ["lawful_form"],
  "Is there a figure you'd need to see before you'd think about moving?",
  "asks expectations, not history.")

# ------------------------------------------------------------------------------------------------ military discharge
Q("military_discharge", R, "Security systems installer", ["typed_note"],
  "ex army ask what kind of discharge b4 we shortlist",
  "plans to screen on discharge type before shortlisting.")
Q("military_discharge", R, "Marine engineer", ["two_clause"],
  "You left the Navy after three years, so were you pushed or did you jump?",
  "asks why and how the candidate left the service.")
Q("military_discharge", R, "Aircraft maintenance technician", ["indirect_proxy"],
  "Can you bring your DD-214 so we can see the characterization of service?",
  "uses the DD-214 to read discharge characterization before an offer.")
Q("military_discharge", R, "Close protection officer", ["concern_framing"],
  "A lot of lads come out with PTSD - were you medically discharged, if you don't mind me asking?",
  "asks about a medical discharge, also a health question.")
Q("military_discharge", R, "Ferry deckhand", ["second_language"],
  "Why you finish with the army so early? Something bad happened?",
  "probes the circumstances of leaving the army.")
Q("military_discharge", R, "Utility line worker", ["small_talk_slip"],
  "My brother got an OTH for a fight in Germany - yours wasn't anything like that, I hope?",
  "small talk that asks the candidate's discharge type.")
Q("military_discharge", R, "Air traffic control assistant", ["filler_fragment"],
  "And the RAF - er - leaving - was it, um, your choice, or...?",
  "asks whether the candidate left voluntarily.")
Q("military_discharge", R, "Facilities manager", ["typed_note"],
  "check if dishonourable or admin sep b4 hm sees the cv",
  "plans to check discharge type.")
Q("military_discharge", R, "QA tester", ["typed_note", "indirect_proxy"],
  "left marines after 18m then a gap ask if it was a bad conduct thing",
  "reads a short service record and a gap as a sign of misconduct and plans to ask about the discharge.")

Q("military_discharge", L, "Depot operations manager", ["lawful_form"],
  "What planning skills from your Royal Logistic Corps time would you bring to running a depot?",
  "asks about job-relevant experience, not how the candidate left.")
Q("military_discharge", L, "Armed forces transition adviser", ["job_content"],
  "You'd be helping service leavers with their discharge paperwork and resettlement - worked with the transition services before?",
  "other people's discharges are the work.")
Q("military_discharge", L, "Veterans benefits counselor", ["job_content", "typed_note"],
  "ask how he handles va disability claims for discharged vets",
  "veterans' claims are the casework.")
Q("military_discharge", L, "Police community support officer", ["lawful_form", "two_clause"],
  "We run a guaranteed interview scheme for veterans, so would you like to be considered under it?",
  "a voluntary opt-in, not a question about discharge.")
Q("military_discharge", L, "Port environmental officer", ["job_content", "second_language"],
  "Here you check ships discharging ballast water - you know the rules for this?",
  "'discharge' means ballast water.")
Q("military_discharge", L, "Radar systems technician", ["lawful_form", "filler_fragment"],
  "So, er, clearance - this post needs SC. Would you be able to get it, do you think?",
  "asks whether a stated vetting requirement can be met.")
Q("military_discharge", L, "Hospital discharge coordinator", ["job_content"],
  "How would you write a discharge summary for a patient going back to a care setting?",
  "patient discharge is the job.")

# ------------------------------------------------------------------------------------------------ genetic information
Q("genetic_information", R, "Patent attorney", ["typed_note"],
  "mum died of huntingtons per cand ask if shes been tested",
  "plans to ask about genetic testing, barred by GINA.")
Q("genetic_information", R, "Air traffic controller", ["concern_framing"],
  "Heart stuff runs in some families - anything like that in yours I should know about, given the stress?",
  "asks family medical history.")
Q("genetic_information", R, "Podcast producer", ["small_talk_slip"],
  "Did you ever do one of those 23andMe kits? I found out I'm four percent Viking!",
  "small talk that asks for the candidate's genetic test results.")
Q("genetic_information", R, "Probate researcher", ["two_clause"],
  "Your dad had early Alzheimer's, you said, so are you at risk of it as well?",
  "asks about inherited risk from family history.")
Q("genetic_information", R, "Offshore drilling supervisor", ["second_language"],
  "In your family, somebody had cancer young? For our health insurance it is important.",
  "asks family medical history for an insurance reason, which GINA does not allow.")
Q("genetic_information", R, "Fashion stylist", ["indirect_proxy"],
  "Is that BRCA thing in your family - the one Angelina Jolie had?",
  "uses a celebrity reference to ask about a family genetic variant.")
Q("genetic_information", R, "Personal trainer", ["filler_fragment"],
  "And, um, family history - diabetes, heart, er, that kind of thing?",
  "asks family medical history.")
Q("genetic_information", R, "Mining engineer", ["typed_note"],
  "ask if she carries the sickle cell gene re hot site work",
  "plans to ask for genetic trait information.")
Q("genetic_information", R, "Clinical trials monitor", ["typed_note"],
  "family hx of bipolar per ref ask cand about it",
  "plans to ask about family psychiatric history.")

Q("genetic_information", L, "Genetic counsellor", ["job_content"],
  "How would you explain a BRCA result to a patient who's just been given it?",
  "patients' genetic results are the work.")
Q("genetic_information", L, "Molecular biology technician", ["job_content", "typed_note"],
  "ask about her lab experience w pcr and dna sequencing",
  "DNA work is the lab's job.")
Q("genetic_information", L, "Livestock geneticist", ["job_content", "two_clause"],
  "Our herd uses genomic selection, so how would you pick replacement heifers from the breeding values?",
  "the genetics belong to cattle.")
Q("genetic_information", L, "Nuclear plant operator", ["lawful_form"],
  "The occupational health form after offer only covers the job's physical demands, not family history - happy to complete it?",
  "a post-offer health check limited to the job, explicitly excluding family history.")
Q("genetic_information", L, "Genomics laboratory assistant", ["job_content", "second_language"],
  "In the lab you will extract DNA from blood samples all day - you have done this with the automatic machines?",
  "samples are the lab's material.")
Q("genetic_information", L, "Genealogist", ["job_content", "filler_fragment"],
  "So the, er, family tree side - how do you go about tracing descendants for an estate?",
  "family history here is the research.")
Q("genetic_information", L, "Canine health adviser", ["job_content"],
  "How would you explain to a dog breeder what a DNA health test does and doesn't tell them?",
  "the genetic test is for dogs.")


# ------------------------------------------------------------------------------------------------ more idioms and slang
Q("children_childcare", R, "Meat processing line lead", ["concern_framing"],
  "With a six a.m. start, are you gonna be able to swing daycare pickup and all that?",
  "assumes the candidate has a child in daycare and asks how they will manage it.")
Q("age", R, "Credit union loan officer", ["small_talk_slip"],
  "Ha, you're not gonna up and retire on us in a couple years, are ya?",
  "a joke that presumes the candidate's age and asks about retirement plans.")
Q("marital_status", R, "Title insurance examiner", ["typed_note"],
  "cand goes by ms ask if divorced or never married",
  "plans to ask the candidate's marital history from her choice of title.")
Q("national_origin", R, "Farm shop manager", ["small_talk_slip"],
  "You're not from round these parts, are you? Where's home for your folks?",
  "small talk that asks where the candidate's family comes from.")
Q("religion", R, "Pub relief manager", ["small_talk_slip", "indirect_proxy"],
  "What are you giving up for Lent, then?",
  "a festival joke that assumes and probes religious observance.")
Q("disability_health", R, "Air cargo screener", ["concern_framing"],
  "You're not on any of that ADHD medication, are you? Focus is a big deal here.",
  "asks about a condition and medication before any offer.")
Q("pregnancy_family_plans", R, "Florist", ["typed_note"],
  "is she preggers cant tell ask hr to find out",
  "plans to find out whether the candidate is pregnant.")
Q("salary_history", R, "Commercial property agent", ["two_clause", "indirect_proxy"],
  "Be straight with me, what's your number at the moment, all in?",
  "'your number' is slang for current total pay.")
Q("citizenship", R, "Medical billing specialist", ["typed_note"],
  "r u a us citizen or permanent resident hm just likes to know",
  "asks citizenship status with no legal requirement behind it.")
Q("military_discharge", R, "Armed security officer", ["indirect_proxy"],
  "How'd you come out of the Corps - clean?",
  "'clean' asks whether the discharge was honorable.")
Q("genetic_information", R, "School transport escort", ["two_clause"],
  "Your sister's the one with cystic fibrosis, isn't she, so are you a carrier too?",
  "asks the candidate's carrier status from a family member's condition.")
Q("arrest_record", R, "Pest control technician", ["small_talk_slip"],
  "Got any skeletons? Police ones, I mean, not exes!",
  "a joke that asks about any police record, arrests included.")

Q("age", L, "Mobile tyre fitter", ["lawful_form"],
  "Our van insurance only covers drivers aged 21 and over - do you meet that?",
  "checks a stated minimum age for the insurance without asking the actual age.")
Q("religion", L, "Wholesale grocery buyer", ["job_content"],
  "Ramadan is our busiest month for dates and sweets - how would you plan stock for it?",
  "the festival drives customer demand the role plans for.")
Q("disability_health", L, "Cleanroom operator", ["lawful_form", "typed_note"],
  "ask cand if she can do the 12 hr standing shifts w or wo adjustments",
  "asks about a stated job demand, with room for adjustments.")
Q("national_origin", L, "Export manager", ["lawful_form", "two_clause"],
  "Most of our distributors are in Mexico, so how's your Spanish for negotiating contracts?",
  "tests a language skill the job needs, not the candidate's origin.")
Q("children_childcare", L, "Children's entertainer", ["job_content"],
  "It's mostly Saturday kids' parties - what games would you run for ten six-year-olds?",
  "the children are the audience.")
