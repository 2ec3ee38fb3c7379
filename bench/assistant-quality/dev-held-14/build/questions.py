"""The labelled interviewer questions of the set, as Python data.

Each entry: Q(category, label, role, styles, text, why)
  label  "risky"   the interviewer asks, or plans to ask, about the candidate's own life, identity or circumstances
         "lawful"  a look-alike: the lawful form of the question, or job content that merely names a protected word
         "caution" risky arrest_record items whose lawfulness depends on the jurisdiction (severity "caution")
  styles style tags, written at the start of the note in brackets
  why    the reason for the label, written after the tags

Texts are written the way interviewers speak or type in a hurry. Typed notes have no punctuation at all.
Every role, person and employer implied is fictional.
"""

ITEMS = []


def Q(category, label, role, styles, text, why):
    ITEMS.append({"category": category, "label": label, "role": role, "styles": styles, "text": text,
                  "why": why})


# ============================================================================================== age
A = "age"
Q(A, "risky", "Radio producer", ["small_talk_slip", "indirect_proxy"],
  "Ha, you mentioned Top of the Pops on a Thursday night - so you'd have been a teenager in the eighties, yeah?",
  "works out the candidate's age from a childhood memory; age is protected (Equality Act 2010; ADEA for 40+).")
Q(A, "risky", "Credit controller", ["typed_note", "indirect_proxy"],
  "grad yr on cv late 80s so shes prob late 50s ask how long she plans to keep workin",
  "estimates her age from a graduation year and plans to probe how long until she retires.")
Q(A, "risky", "Festival site crew supervisor", ["concern_framing"],
  "Our crew's mostly in their twenties and it's a physical, fast site - would you honestly feel okay keeping up "
  "with the younger lads?",
  "frames the candidate's age as a worry about stamina instead of asking whether they can do the stated tasks.")
Q(A, "risky", "Hotel concierge", ["second_language"],
  "You have how many years now, if I may ask? It is only for my form.",
  "asks the candidate's age outright; there is no legal age requirement for the job.")
Q(A, "risky", "Golf club secretary", ["filler_fragment"],
  "So, um, thinking about retirement yourself yet, or - no? Still a good few years in you?",
  "probes retirement plans, which stands in for the candidate's age.")
Q(A, "risky", "Ferry terminal operations manager", ["two_clause", "indirect_proxy"],
  "We want someone who'll grow with us long term, and I see you left school in 1979, so how many more working "
  "years are you thinking?",
  "uses a school-leaving year to infer age and then asks how long the candidate will keep working.")
Q(A, "risky", "Wealth management associate", ["typed_note"],
  "looks about 19 too young for clients ask if still livin w parents",
  "guesses the candidate's age from looks and plans to ask about living arrangements as a proxy for youth.")
Q(A, "risky", "Podcast editor", ["small_talk_slip", "indirect_proxy"],
  "Go on then, were you a Walkman kid or an iPod kid?",
  "light small talk whose answer places the candidate in an age band.")
Q(A, "risky", "Grounds maintenance operative", ["small_talk_slip"],
  "Bet you're not far off your bus pass now, eh? How long till you pack it in?",
  "jokes about the candidate's age (free bus travel) and asks when they will stop working.")
Q(A, "risky", "Contact centre agent", ["typed_note", "concern_framing"],
  "ask if shed mind bein managed by someone half her age",
  "plans to raise the candidate's age relative to a younger manager; irrelevant to the job.")
Q(A, "lawful", "Petrol station cashier", ["lawful_form"],
  "The rota has night shifts and the law restricts night work for under-18s, so can I just check you're 18 or "
  "over?",
  "confirms a legal minimum age tied to the stated night work; asked of every applicant.")
Q(A, "lawful", "Community exercise instructor", ["job_content"],
  "A lot of our members are in their seventies and eighties - how would you adapt a balance class for an "
  "85-year-old using a stick?",
  "the ages named are the clients'; the question tests how the candidate would do the job.")
Q(A, "lawful", "Domiciliary care scheduler", ["job_content", "two_clause"],
  "Most of our clients are older people and some get muddled on the phone, so how do you keep a call like that "
  "calm?",
  "about handling older service users, not about the candidate's age.")
Q(A, "lawful", "Audiology assistant", ["typed_note", "lawful_form"],
  "ask which quals she holds and where she trained no need for dates",
  "asks about qualifications the job requires and deliberately leaves out dates.")
Q(A, "lawful", "Retirement income adviser", ["job_content"],
  "This job's explaining pensions to over-55s - how would you explain drawdown to someone who's never invested a "
  "penny?",
  "the age band describes the customers of the job; it says nothing about the candidate.")
Q(A, "lawful", "Youth worker", ["job_content", "filler_fragment"],
  "Right, the youth club side - 11 to 16 mostly - how'd you handle a lad who won't put his phone away?",
  "the ages are the young people the candidate would work with.")
Q(A, "lawful", "Community transport driver", ["lawful_form", "second_language"],
  "The minibus insurance is needing drivers who have the licence more than two years - you have this?",
  "asks whether the candidate meets a stated licence requirement, not how old they are.")

# ============================================================================================== marital_status
MS = "marital_status"
Q(MS, "risky", "Boutique hotel receptionist", ["small_talk_slip"],
  "Ooh, nice ring! When's the big day - or have you already tied the knot?",
  "small talk that asks whether the candidate is engaged or married.")
Q(MS, "risky", "Marine insurance broker", ["typed_note", "indirect_proxy"],
  "cv says mrs ask maiden name for refs and if husband relocatin too",
  "reads marital status from a title, asks for a maiden name and about the husband's plans.")
Q(MS, "risky", "Exhibitions manager", ["concern_framing"],
  "We do a lot of overnight trade shows - would your husband be alright with you being away that much?",
  "presumes a spouse and makes the candidate's marriage part of the travel question.")
Q(MS, "risky", "Live-in pub manager", ["second_language"],
  "You are living alone or with a wife? Because the flat above the pub is small only.",
  "asks about a spouse; the lawful route is to describe the accommodation and let the candidate decide.")
Q(MS, "risky", "Cocktail bar manager", ["filler_fragment"],
  "And - sorry, nosy - settled down yet, or still playing the field?",
  "asks whether the candidate is married or in a relationship.")
Q(MS, "risky", "GP practice manager", ["two_clause"],
  "The last person in this seat had a messy divorce and it affected her work, so I have to ask - is everything "
  "stable at home?",
  "probes the candidate's marriage or relationship because of a previous employee's divorce.")
Q(MS, "risky", "Building society branch manager", ["typed_note"],
  "prob divorced recently ask if shes movin for money reasons",
  "plans to ask about a suspected divorce and the candidate's finances at home.")
Q(MS, "risky", "Superyacht stew", ["indirect_proxy"],
  "Is it Ms or Mrs for the contract? Just so I know whether to send the welcome pack to you both.",
  "uses the courtesy title and 'you both' to find out whether the candidate is married.")
Q(MS, "risky", "Village shop manager", ["small_talk_slip"],
  "Your other half from round here as well, or did you move up for them?",
  "presumes a partner and asks about the candidate's relationship.")
Q(MS, "risky", "Ski chalet host", ["typed_note"],
  "check whether engaged honeymoon might clash w peak season",
  "plans to ask whether the candidate is about to marry.")
Q(MS, "lawful", "Pharmacy dispenser", ["lawful_form"],
  "Have you worked under any other name we'd need for your references or qualification checks?",
  "a verification question asked of everyone; it does not ask why a name changed.")
Q(MS, "lawful", "Wedding venue coordinator", ["job_content"],
  "You'd be running about 60 weddings a year - how would you handle two families fighting over the top table?",
  "weddings are the work itself; nothing is asked about the candidate's own relationships.")
Q(MS, "lawful", "Mortgage adviser", ["job_content", "two_clause"],
  "Separating couples often both want to keep the house, so how would you advise two joint borrowers who can't "
  "agree?",
  "about customers' circumstances in the job.")
Q(MS, "lawful", "Field auditor", ["lawful_form", "typed_note"],
  "role needs 4 nights away a month per advert confirm cand can commit",
  "checks a stated travel requirement with every candidate, without asking about home life.")
Q(MS, "lawful", "Bereavement support adviser", ["job_content"],
  "A widow rings because her late husband's account's been frozen - what do you say in the first minute?",
  "the widow is a customer in a job scenario.")
Q(MS, "lawful", "Registration officer", ["job_content", "filler_fragment"],
  "The ceremonies side, then - marriages, civil partnerships - how many have you actually conducted yourself?",
  "asks about ceremonies the candidate has conducted as part of the job.")

# ============================================================================================== pregnancy_family_plans
PF = "pregnancy_family_plans"
Q(PF, "risky", "Cruise consultant", ["filler_fragment", "small_talk_slip"],
  "Oh, newly married - so, kids on the horizon, or not just yet?",
  "asks about plans to have children; pregnancy and maternity are protected.")
Q(PF, "risky", "Head of marketing", ["typed_note"],
  "34 and just married so likely mat leave within 2 yrs factor in",
  "plans to weigh assumed future maternity leave in the decision.")
Q(PF, "risky", "ERP implementation consultant", ["concern_framing"],
  "It's a two-year project and I'd hate for you to leave halfway - is a baby on the cards in that time?",
  "asks about pregnancy plans, framed as concern for the project.")
Q(PF, "risky", "Quality inspector", ["second_language"],
  "Your wife is expecting, no? You will take the long paternity or come back quick?",
  "probes the candidate's coming parental leave, which is their own family circumstance.")
Q(PF, "risky", "Conveyancing assistant", ["two_clause", "indirect_proxy"],
  "We had three maternity leaves in this team last year, so I'm asking everyone - is that likely on your side?",
  "asking everyone does not make it lawful; it still asks about plans to have a baby.")
Q(PF, "risky", "Garden centre assistant", ["typed_note", "concern_framing"],
  "lots of heavy liftin ask if she might be pregnant for h and s",
  "asks about pregnancy before hire; risk assessment for a pregnant worker comes after she tells the employer.")
Q(PF, "risky", "Post office counter clerk", ["small_talk_slip"],
  "My daughter's just had twins, best thing ever - you thinking about one of your own soon?",
  "small talk that asks whether the candidate plans a baby.")
Q(PF, "risky", "Court usher", ["concern_framing", "indirect_proxy"],
  "You mentioned fertility appointments when we booked this in - is that going to mean a lot of time off next "
  "year?",
  "probes fertility treatment, which relates to pregnancy plans.")
Q(PF, "risky", "Window cleaning round manager", ["small_talk_slip"],
  "No bun in the oven, I hope? Only we'd have you up the ladders from week one.",
  "a joke that asks whether the candidate is pregnant.")
Q(PF, "risky", "Systems migration lead", ["typed_note"],
  "ask him if wife pregnant paternity leave could clash w go live",
  "plans to ask about a partner's pregnancy and the candidate's paternity leave.")
Q(PF, "lawful", "HR administrator", ["lawful_form", "job_content"],
  "This is a 12-month maternity cover - can you commit to the full fixed term starting in March?",
  "'maternity' describes the vacancy; the question is availability for the stated term, asked of all.")
Q(PF, "lawful", "Spin instructor", ["job_content"],
  "How would you adapt a class when a regular tells you she's 20 weeks pregnant?",
  "the pregnant person is a client in a job scenario.")
Q(PF, "lawful", "Antenatal clinic receptionist", ["job_content", "two_clause"],
  "Lots of our callers are expectant mums worried about scan results, so how do you keep an anxious caller on "
  "track?",
  "about patients the job serves.")
Q(PF, "lawful", "Employment policy adviser", ["job_content", "typed_note"],
  "ask cand how theyd update our parental leave policy for the new neonatal care leave rules",
  "asks about policy work the job involves.")
Q(PF, "lawful", "Product launch manager", ["lawful_form"],
  "Any pre-booked dates in the next three months you couldn't make? We launch in April, so I'm asking everyone "
  "the same.",
  "a neutral availability question tied to a launch date; no reason is asked for.")
Q(PF, "lawful", "Baby equipment buyer", ["job_content", "filler_fragment"],
  "Prams, car seats, cots - bought those categories before, or mostly toys?",
  "baby products are the buying categories of the job.")

# ============================================================================================== children_childcare
CC = "children_childcare"
Q(CC, "risky", "Theatre box office supervisor", ["concern_framing"],
  "Late finishes are tough on parents - who'd have your kids on a Thursday night?",
  "asks about the candidate's children and childcare instead of whether they can work the shifts.")
Q(CC, "risky", "Bakery shift lead", ["typed_note"],
  "has 2 kids under 5 ask re childcre b4 offerin the 4am starts",
  "plans to make the shift offer depend on the candidate's childcare.")
Q(CC, "risky", "Car rental agent", ["small_talk_slip"],
  "Is that your little one on your phone screen? How old - at school yet?",
  "small talk about the candidate's child.")
Q(CC, "risky", "Hotel housekeeping supervisor", ["second_language"],
  "Who is watching your children when you come to the work? The grandmother?",
  "asks about the candidate's childcare arrangements.")
Q(CC, "risky", "Leisure centre duty manager", ["filler_fragment"],
  "Single mum, though, right? So - school runs, all that - how's that going to work?",
  "presumes the candidate is a lone parent and asks how school runs fit around work.")
Q(CC, "risky", "Law firm office manager", ["two_clause", "indirect_proxy"],
  "I saw you're on the PTA at St Anne's primary, so I'm guessing you'd want term-time hours?",
  "infers children from a school association and assumes hours.")
Q(CC, "risky", "Field sales representative", ["typed_note", "concern_framing"],
  "worried re summer hols if he has kids ask who covers",
  "plans to ask who looks after the candidate's children.")
Q(CC, "risky", "Bid writer", ["indirect_proxy"],
  "Would you need to leave sharp at three, for pick-ups and that, or are you free of all that?",
  "an indirect way of asking whether the candidate has children at school.")
Q(CC, "risky", "Fish market porter", ["small_talk_slip"],
  "Got bairns at home? Starts are half four in the morning, mind.",
  "asks about children instead of simply stating the start time.")
Q(CC, "risky", "Fast food shift manager", ["typed_note"],
  "dont put mums on closin check if she has kids",
  "plans to ask about children and limit shifts for mothers.")
Q(CC, "lawful", "Call centre team leader", ["lawful_form"],
  "The shift pattern is 2pm to 10pm, four days a week - can you work those hours?",
  "asks whether the candidate can work the stated hours, with no question about home life.")
Q(CC, "lawful", "Shopping centre customer host", ["job_content"],
  "If a child goes missing in the centre, what are the first three things you'd do?",
  "the child is a member of the public in a job scenario.")
Q(CC, "lawful", "Swimming instructor", ["job_content", "filler_fragment"],
  "Under-fives, then - ever taught toddlers in the water, parent-and-baby sessions, that sort of thing?",
  "asks about experience teaching young children, which is the job.")
Q(CC, "lawful", "School minibus escort", ["lawful_form", "typed_note"],
  "tell cand enhanced dbs w childrens barred list needed for this role",
  "states a legal check for work with children; nothing about the candidate's own family.")
Q(CC, "lawful", "Soft play centre manager", ["job_content", "two_clause"],
  "Parents will ring you furious about a cancelled party booking, so how would you handle one who's shouting "
  "down the phone?",
  "the parents are customers.")
Q(CC, "lawful", "Games QA tester", ["job_content"],
  "Our app is for kids aged 8 to 12 - how would you test whether the sign-up flow makes sense to them?",
  "the children are the product's users.")
Q(CC, "lawful", "Regional trainer", ["lawful_form", "second_language"],
  "The job is needing overnight stays two times each month. This is possible for you?",
  "asks whether the candidate can meet a stated travel requirement, without asking about dependants.")

# ============================================================================================== religion
RE = "religion"
Q(RE, "risky", "Media planner", ["small_talk_slip", "indirect_proxy"],
  "Christmas do's always a laugh - you do Christmas, yeah, or is that not your thing?",
  "uses a festival to find out the candidate's religion or belief.")
Q(RE, "risky", "Department store visual merchandiser", ["typed_note"],
  "cand wears hijab ask if shell need prayer breaks on shop floor",
  "infers religion from dress and plans to ask about religious practice.")
Q(RE, "risky", "Parcel sorting supervisor", ["concern_framing"],
  "Ramadan lands in our peak month next year - will fasting make the long shifts too much for you?",
  "assumes the candidate fasts and asks about religious observance, framed as concern.")
Q(RE, "risky", "Restaurant floor manager", ["second_language"],
  "You go to the church on Sunday or the mosque on Friday? I ask for making the rota.",
  "asks the candidate's religion and worship pattern; the lawful form is asking about the rota itself.")
Q(RE, "risky", "Loss adjuster", ["two_clause", "indirect_proxy"],
  "Your school was St Bede's, so Catholic family I take it - still practising?",
  "infers religion from a school name and asks whether the candidate practises.")
Q(RE, "risky", "Optician receptionist", ["filler_fragment"],
  "The, er, little cross necklace - you're a believer, then?",
  "asks about faith from a piece of jewellery.")
Q(RE, "risky", "Diamond grader", ["typed_note", "indirect_proxy"],
  "asked for sat off on app form maybe orthodox jewish check relgion",
  "plans to check the candidate's religion from a day-off request.")
Q(RE, "risky", "Mobile phone shop manager", ["small_talk_slip"],
  "What are you up to for Diwali - big family do? I'm guessing you're Hindu?",
  "small talk that guesses and asks the candidate's religion.")
Q(RE, "risky", "Tram driver", ["concern_framing"],
  "I don't want you to feel awkward - would your faith let you work a Sunday, or is that a problem at your "
  "church?",
  "asks about the candidate's faith and church instead of whether they can work the rota.")
Q(RE, "lawful", "DIY store team leader", ["lawful_form"],
  "The rota's one Sunday in three - is that something you can work?",
  "asks whether the candidate can work the stated rota, without asking about belief.")
Q(RE, "lawful", "Commercial cleaning supervisor", ["job_content"],
  "Our contract covers a gurdwara and two churches - any experience cleaning places of worship while services "
  "are on?",
  "places of worship are sites on the contract.")
Q(RE, "lawful", "Banqueting kitchen supervisor", ["job_content", "two_clause"],
  "We cater Eid dinners and Diwali parties, so how would you keep halal meat and vegetarian prep separate in one "
  "kitchen?",
  "religious events are the catering work.")
Q(RE, "lawful", "Funeral arranger", ["job_content", "filler_fragment"],
  "Muslim burials, then - usually within a day or so - how fast can you turn round the paperwork with the "
  "registrar?",
  "about clients' funeral arrangements.")
Q(RE, "lawful", "Events photographer", ["lawful_form", "typed_note"],
  "confirm cand ok with occasional sat and sun shoots as per spec",
  "checks a stated weekend requirement with the candidate.")
Q(RE, "lawful", "Heritage tour guide", ["job_content"],
  "The cathedral tour's our best seller - how would you explain the stained glass to a class of ten-year-olds?",
  "the cathedral is the tour site.")
Q(RE, "lawful", "Deli counter assistant", ["typed_note", "lawful_form"],
  "ask every applicant if ok handling all deli lines incl pork and wine as per job desc",
  "asks every applicant whether they can do the listed duties, without asking about belief.")

# ============================================================================================== national_origin
NO = "national_origin"
Q(NO, "risky", "Airline ground agent", ["small_talk_slip", "indirect_proxy"],
  "Lovely accent - where's it from originally? I can't place it at all.",
  "uses the accent to ask about the candidate's national origin.")
Q(NO, "risky", "Energy helpline adviser", ["typed_note", "indirect_proxy"],
  "surname looks polish check where family from and if english ok for calls",
  "infers origin from a surname and plans to ask about family origin.")
Q(NO, "risky", "CNC machine operator", ["second_language"],
  "Which country you are coming from before UK? Just I am curious.",
  "asks the candidate's country of origin.")
Q(NO, "risky", "Train conductor", ["filler_fragment"],
  "And your folks - back home, or over here now?",
  "'back home' presumes and probes the candidate's family origin.")
Q(NO, "risky", "Debt collection agent", ["concern_framing"],
  "Our clients are a bit old-school round here - will they cope with your accent on the phone, do you reckon?",
  "treats the candidate's accent, a marker of origin, as a problem.")
Q(NO, "risky", "Copy editor", ["two_clause", "indirect_proxy"],
  "Your English is really good, so how long have you been over here - did you grow up speaking it?",
  "asks where the candidate grew up and their mother tongue.")
Q(NO, "risky", "Legal cashier", ["typed_note"],
  "ask abt mother tongue and where parents born",
  "plans to ask about the candidate's family origin and language.")
Q(NO, "risky", "Bus driver", ["small_talk_slip"],
  "Do you get back home much - Ghana, is it?",
  "guesses and asks about the candidate's country of origin.")
Q(NO, "risky", "Builders' merchant counter assistant", ["indirect_proxy", "small_talk_slip"],
  "Is that a Welsh name? Were you brought up over the bridge, then?",
  "infers national origin (Welsh) from a name; national origins within the UK are protected too.")
Q(NO, "lawful", "Construction site safety adviser", ["lawful_form"],
  "The safety reports here are written in English - can you write a clear incident report in English?",
  "checks a language skill the job needs, without asking about origin.")
Q(NO, "lawful", "Credit union officer", ["job_content", "lawful_form"],
  "The advert asks for spoken Punjabi for the Southall branch - how comfortable are you explaining a loan "
  "agreement in Punjabi?",
  "tests a language skill stated in the advert.")
Q(NO, "lawful", "Export documentation clerk", ["job_content"],
  "We ship to Vietnam and Indonesia - have you done customs paperwork for Southeast Asian shipments?",
  "the countries are the employer's markets.")
Q(NO, "lawful", "Housing officer", ["job_content", "two_clause"],
  "Many of our tenants are recent arrivals, so how would you explain a tenancy agreement to someone still "
  "learning English?",
  "about tenants the job serves.")
Q(NO, "lawful", "Tour operator rep", ["lawful_form", "typed_note"],
  "ask which languages cand speaks spec lists french as desirable",
  "asks about languages listed in the job specification.")
Q(NO, "lawful", "Delicatessen manager", ["job_content", "filler_fragment"],
  "Okay, the Polish and Lithuanian ranges - you know the brands, what sells, what doesn't?",
  "product knowledge for the shop's ranges.")

# ============================================================================================== race_ethnicity
RA = "race_ethnicity"
Q(RA, "risky", "Fashion stylist", ["filler_fragment", "indirect_proxy"],
  "So what's your, like, your background? Mixed, or...?",
  "asks the candidate's ethnic background.")
Q(RA, "risky", "Country house hotel manager", ["typed_note"],
  "cand black check how shed fit w client base in the shires",
  "plans to judge 'fit' on the candidate's race.")
Q(RA, "risky", "Courier depot supervisor", ["small_talk_slip", "indirect_proxy"],
  "You're in Brixton? Oh nice - is that where your family's community is?",
  "uses a neighbourhood as a stand-in for the candidate's ethnicity.")
Q(RA, "risky", "Skip hire yard supervisor", ["concern_framing"],
  "The drivers' banter can get a bit rough - would you be okay being the only Asian lad on the team?",
  "raises the candidate's race, framed as concern about workplace banter.")
Q(RA, "risky", "Spa therapist", ["second_language"],
  "Sorry, your look - you are Arab or more from the Indian side?",
  "asks the candidate's ethnicity from appearance.")
Q(RA, "risky", "Private clinic receptionist", ["two_clause"],
  "We want the front desk to reflect our patients, so I have to ask - how would you describe your ethnicity?",
  "asks ethnicity within selection; monitoring data must be voluntary and kept from the panel.")
Q(RA, "risky", "Tender manager", ["typed_note", "indirect_proxy"],
  "name sounds white but linkedin photo not ask which box she ticks on eq form",
  "plans to pull the candidate's ethnicity into the interview from a photo and monitoring form.")
Q(RA, "risky", "Cosmetics counter manager", ["small_talk_slip"],
  "Gorgeous braids! Is that a cultural thing for you, from your heritage?",
  "a compliment that asks about the candidate's ethnic heritage through hairstyle.")
Q(RA, "risky", "Football club ticketing officer", ["indirect_proxy", "concern_framing"],
  "Some of our away fans can be nasty - with your, um, complexion, would you feel safe on the turnstiles?",
  "raises the candidate's skin colour, framed as concern for their safety.")
Q(RA, "lawful", "Local authority planning officer", ["lawful_form"],
  "HR will email a voluntary equal opportunities form after today - the panel never sees it and you can skip "
  "it. Okay?",
  "voluntary monitoring kept away from the people making the decision.")
Q(RA, "lawful", "Barber", ["job_content"],
  "Are you confident cutting afro-textured hair? About half our bookings are for it.",
  "asks about a skill the clients need, not the candidate's race.")
Q(RA, "lawful", "Pub area manager", ["job_content", "two_clause"],
  "A customer makes a racist remark to one of your bar staff, so walk me through exactly what you do next.",
  "a job scenario about handling racist abuse.")
Q(RA, "lawful", "Equality and inclusion officer", ["job_content", "typed_note"],
  "ask cand abt analysing ethnicity pay gap data for the annual report",
  "asks about analysis work the job involves.")
Q(RA, "lawful", "Archivist", ["job_content", "filler_fragment"],
  "The Windrush oral history project, then - catalogued recorded interviews before?",
  "a collection the archivist would catalogue.")
Q(RA, "lawful", "Census field officer", ["job_content"],
  "Black Caribbean and Bangladeshi households here usually under-respond to the survey - how would you raise "
  "response rates on those streets?",
  "the ethnic groups named are the survey's respondents, not the candidate.")

# ============================================================================================== citizenship
CZ = "citizenship"
Q(CZ, "risky", "Airport retail assistant", ["small_talk_slip", "indirect_proxy"],
  "Any holidays planned? Which passport d'you travel on, out of interest?",
  "the passport question asks the candidate's nationality and citizenship.")
Q(CZ, "risky", "Hospital porter", ["typed_note"],
  "check if hes british or just settled status prefer british",
  "plans to prefer one lawful immigration status over another; the right-to-work check is all that is needed.")
Q(CZ, "risky", "Poultry plant operative", ["second_language"],
  "You have the British passport or the other one? Which nationality is written inside?",
  "asks nationality beyond the standard right-to-work check.")
Q(CZ, "risky", "Support worker", ["concern_framing"],
  "Brexit's made it messy for some people - is your status here actually secure, or could they send you back?",
  "probes immigration status and presumes the candidate is not a citizen.")
Q(CZ, "risky", "Bank relationship manager", ["filler_fragment"],
  "Right, and you're - British British? Or dual?",
  "asks about citizenship and dual nationality.")
Q(CZ, "risky", "Marketing coordinator", ["two_clause"],
  "We're not sponsoring anyone anyway, but out of curiosity - green card holder, or full citizen?",
  "US: separating citizens from permanent residents invites citizenship-status discrimination (8 U.S.C. 1324b).")
Q(CZ, "risky", "Ecommerce merchandiser", ["typed_note", "indirect_proxy"],
  "ask when her visa runs out and if shes goin for citizenship",
  "plans to probe immigration plans rather than current right to work.")
Q(CZ, "risky", "Charity fundraising manager", ["indirect_proxy"],
  "You'll be on the electoral roll here, I assume - able to vote in the general election and everything?",
  "general-election voting rights follow citizenship, so this asks citizenship indirectly.")
Q(CZ, "risky", "Nail technician", ["typed_note"],
  "ask if shes naturalized or born here",
  "plans to ask how the candidate became a citizen; not needed for work authorisation.")
Q(CZ, "lawful", "Product development engineer", ["lawful_form"],
  "Will you now or in the future need us to sponsor a visa for you to work here?",
  "the standard lawful sponsorship question.")
Q(CZ, "lawful", "Kitchen porter", ["lawful_form", "typed_note"],
  "remind cand to bring passport or share code for right to work check on day 1",
  "a legally required right-to-work check, done for every new starter.")
Q(CZ, "lawful", "Cinema duty manager", ["lawful_form", "two_clause"],
  "We run the same right to work check on everyone we hire, so is there anything that would stop you working "
  "the full 37 hours from your start date?",
  "asks whether the candidate can meet the stated hours, without asking nationality.")
Q(CZ, "lawful", "Immigration caseworker", ["job_content"],
  "You'd handle around 40 citizenship applications a week - how do you check the supporting documents are "
  "genuine?",
  "citizenship applications are the caseload of the job.")
Q(CZ, "lawful", "Global mobility specialist", ["job_content", "filler_fragment"],
  "Sponsorship side - Skilled Worker visas, CoS allocations - managed a sponsor licence before?",
  "visa administration is the job.")
Q(CZ, "lawful", "Defence systems engineer", ["lawful_form", "second_language"],
  "This job is on the defence contract, so it needs SC clearance - you are able to get this clearance, yes?",
  "asks whether the candidate can meet a stated security clearance requirement.")

# ============================================================================================== disability_health
DH = "disability_health"
Q(DH, "risky", "Lettings administrator", ["small_talk_slip"],
  "Oh, the hearing aid - have you always had trouble hearing, or is that newer?",
  "asks about the candidate's impairment; pre-offer health questions are restricted (Equality Act s60; ADA).")
Q(DH, "risky", "Stock controller", ["typed_note"],
  "noticed limp ask what happened and if its permanent",
  "plans to ask about a visible condition and its prognosis.")
Q(DH, "risky", "Newsroom producer", ["concern_framing"],
  "It's a pressured job and I'd hate it to make you ill - have you ever struggled with anxiety or depression?",
  "asks mental health history, framed as concern.")
Q(DH, "risky", "Food packing line leader", ["second_language"],
  "You are taking some medicines every day? We must know this for the team.",
  "asks about medication, which reveals health conditions.")
Q(DH, "risky", "Pensions administrator", ["filler_fragment", "indirect_proxy"],
  "Sick days last year - roughly? Ballpark?",
  "sickness absence questions before an offer are health questions (Equality Act s60).")
Q(DH, "risky", "IT service desk analyst", ["two_clause"],
  "There's a gap in 2021 on your CV, and I wondered whether that was a health thing?",
  "asks whether a career gap was caused by illness.")
Q(DH, "risky", "Retail store manager", ["typed_note", "concern_framing"],
  "ask if diabetic long shifts and sometimes no breaks",
  "plans to ask about a specific medical condition.")
Q(DH, "risky", "Bookshop assistant", ["indirect_proxy"],
  "Are you on PIP or anything like that, just so I know?",
  "asks about a disability benefit, which stands in for disability.")
Q(DH, "risky", "Cycle courier", ["small_talk_slip"],
  "You look fit - no dodgy knees or bad back I should know about?",
  "asks about health conditions instead of whether the candidate can do the riding the job needs.")
Q(DH, "lawful", "Delivery driver", ["lawful_form"],
  "The job means lifting 20 kg parcels all shift - can you do that, with or without adjustments?",
  "asks about a task central to the job, allowing for adjustments (s60(6)(b); ADA).")
Q(DH, "lawful", "Museum visitor host", ["lawful_form", "concern_framing"],
  "Is there anything we can adjust about today's interview to make it work better for you?",
  "asks about adjustments to the recruitment process, which s60(6)(a) allows.")
Q(DH, "lawful", "Front-end developer", ["job_content"],
  "How would you make our booking site work for someone using a screen reader?",
  "accessibility is the work.")
Q(DH, "lawful", "Station assistant", ["job_content", "two_clause"],
  "Lots of passengers need help boarding, so how would you get a wheelchair user onto a train with the portable "
  "ramp?",
  "the wheelchair user is a passenger in a job scenario.")
Q(DH, "lawful", "Library events officer", ["job_content", "typed_note"],
  "ask cand how theyd run a dementia friendly session at the library",
  "about designing sessions for visitors.")
Q(DH, "lawful", "Occupational health administrator", ["job_content", "filler_fragment"],
  "OH referrals - the fit notes, the management reports - done that paperwork side before?",
  "health paperwork is the job content.")
Q(DH, "lawful", "Assessment centre coordinator", ["lawful_form", "typed_note"],
  "send every cand the reasonable adjustments form before assessment day",
  "offers adjustments for the selection process to everyone.")

# ============================================================================================== sexual_orientation_gender_identity
SG = "sexual_orientation_gender_identity"
Q(SG, "risky", "Junior architect", ["small_talk_slip"],
  "So is there a girlfriend you'll be moving down with - or boyfriend, no judgement!",
  "asks about the candidate's partner in a way that probes sexual orientation.")
Q(SG, "risky", "Payments operations analyst", ["typed_note"],
  "think cand might be trans ask about name on birth cert vs cv",
  "plans to probe the candidate's gender history.")
Q(SG, "risky", "Agricultural feed rep", ["concern_framing"],
  "Our farmers are quite traditional - would you be comfortable being, you know, openly gay with them?",
  "raises the candidate's sexual orientation, framed as concern about customers.")
Q(SG, "risky", "Restaurant sommelier", ["second_language"],
  "You have husband or wife? Sorry, I mean - you are with a man or a woman?",
  "asks the sex of the candidate's partner.")
Q(SG, "risky", "Charity shop manager", ["indirect_proxy", "filler_fragment"],
  "Saw you volunteer at the LGBT centre - personal connection there, or...?",
  "uses volunteering to ask about the candidate's orientation or identity.")
Q(SG, "risky", "Personal trainer", ["two_clause"],
  "You were at Pride in your Instagram photos, so are you part of that community yourself?",
  "asks whether the candidate is LGBT.")
Q(SG, "risky", "Outdoor activity instructor", ["typed_note", "indirect_proxy"],
  "voice doesnt match name on app check gender before bookin shared accom",
  "plans to question the candidate's gender identity from their voice.")
Q(SG, "risky", "Publishing assistant", ["two_clause", "indirect_proxy"],
  "Sorry if this is clumsy - your degree certificate says Alexandra, so were you always Alex, or is that since "
  "you transitioned?",
  "uses a name on a certificate to ask about the candidate's gender history.")
Q(SG, "risky", "Luxury travel consultant", ["typed_note", "concern_framing"],
  "prob gay judgin by insta check how gulf clients would react",
  "plans to raise the candidate's presumed orientation because of clients' views.")
Q(SG, "lawful", "Leisure operations manager", ["job_content"],
  "You'd be rewriting our changing-room policy so it works for trans and non-binary members - where would you "
  "start?",
  "policy work for members; nothing about the candidate.")
Q(SG, "lawful", "Brand partnerships manager", ["job_content", "filler_fragment"],
  "The Pride sponsorship stuff - ever run a float or a brand stand at a big parade?",
  "event sponsorship is part of the job.")
Q(SG, "lawful", "Trainee solicitor", ["lawful_form"],
  "How would you like to be addressed in the offer letter and on your email signature?",
  "an open question asked of everyone; it doesn't ask about identity.")
Q(SG, "lawful", "Youth helpline counsellor", ["job_content", "two_clause"],
  "Some callers are young people who've just come out to their families, so how would you handle a 15-year-old "
  "who's scared to go home?",
  "the young people are callers to the helpline.")
Q(SG, "lawful", "NHS medical secretary", ["job_content", "typed_note"],
  "ask cand re experience typin gender identity clinic referral letters",
  "clinical correspondence is the job.")
Q(SG, "lawful", "Casino croupier", ["lawful_form"],
  "The front-of-house dress code is the same for everyone - black trousers or skirt, your choice. Any problem "
  "with that?",
  "a neutral dress code applied to all staff.")

# ============================================================================================== arrest_record
AR = "arrest_record"
Q(AR, "risky", "Nightclub door supervisor", ["small_talk_slip"],
  "Ha, you look like you've been in a few scrapes - ever spent a night in the cells?",
  "asks about arrests; an arrest is not a conviction, and many US jurisdictions bar asking.")
Q(AR, "risky", "Car valeter", ["typed_note"],
  "ask if ever arrested even if no charge gut feelin",
  "plans to ask about arrests that led to nothing.")
Q(AR, "risky", "Pawnbroker assistant", ["concern_framing"],
  "I'd rather hear it from you than find out later - have the police ever picked you up for anything, even if "
  "nothing came of it?",
  "asks about arrests without charge.")
Q(AR, "risky", "Scrap metal yard operative", ["second_language"],
  "Police was ever taking you to the station? Even one time only?",
  "asks about arrests.")
Q(AR, "risky", "Environmental campaigns officer", ["indirect_proxy", "filler_fragment"],
  "That climate protest in 2019 - were you one of the ones who got nicked?",
  "uses a protest to ask whether the candidate was arrested.")
Q(AR, "risky", "Private hire driver", ["two_clause"],
  "Your brother's case was in the local paper, so I wondered - were you ever questioned or held by police "
  "yourself?",
  "asks about police questioning or arrest, not convictions.")
Q(AR, "risky", "Gallery technician", ["typed_note", "indirect_proxy"],
  "mugshot site has someone w same name ask him if arrested",
  "plans to ask about arrests found online.")
Q(AR, "caution", "Mortgage processor", ["lawful_form"],
  "Do you have any unspent convictions we should know about?",
  "lawful in England and Wales (Rehabilitation of Offenders Act 1974, unspent only); in US ban-the-box "
  "jurisdictions asking before a conditional offer is restricted.")
Q(AR, "caution", "Removals crew lead", ["lawful_form", "typed_note"],
  "ask re convictons in last 7 yrs per company form",
  "a conviction question with a time limit is allowed in many US states but not before an offer in "
  "ban-the-box areas; in the UK spent convictions must be excluded.")
Q(AR, "caution", "Bureau de change cashier", ["lawful_form", "two_clause"],
  "It's a regulated cash role, so we have to ask - any convictions for dishonesty or fraud?",
  "regulated finance roles can require it (UK fit-and-proper rules; US FDIC Section 19), but timing and scope "
  "depend on the jurisdiction.")
Q(AR, "caution", "Window fitter", ["lawful_form", "filler_fragment"],
  "And, um, any criminal convictions - or charges pending?",
  "pending charges and convictions can be asked in some places; several US states and cities restrict both "
  "before an offer.")
Q(AR, "caution", "Multi-drop van driver", ["lawful_form", "second_language"],
  "You have any conviction which is not spent yet? It is for the insurance of the vans.",
  "unspent convictions may be asked in the UK; elsewhere fair-chance rules may delay the question.")
Q(AR, "lawful", "SEN teaching assistant", ["lawful_form"],
  "The post needs an enhanced DBS check, which we run after any offer - are you happy to go through that?",
  "a legally required check for work with children, explained and done after offer.")
Q(AR, "lawful", "Legal secretary", ["job_content"],
  "You'd be preparing court bundles for the criminal team - how do you check a bundle's complete before it goes "
  "out?",
  "criminal cases are the firm's work.")
Q(AR, "lawful", "Resettlement worker", ["job_content", "two_clause"],
  "Most of our clients have just come out of prison, so how would you build trust with someone on their first "
  "day?",
  "about the clients the job serves.")
Q(AR, "lawful", "Store detective", ["job_content", "filler_fragment"],
  "Shoplifters, then - you spot someone on CCTV, what's the next bit? Walk me through it.",
  "detaining suspects is the job itself.")
Q(AR, "lawful", "Shopping mall control room operator", ["job_content", "typed_note"],
  "ask cand how theyd log an arrest on site for the police and our incident system",
  "arrests of the public are incidents the operator records.")
Q(AR, "lawful", "CCTV operator", ["lawful_form", "second_language"],
  "For this job the SIA licence is a must - you have it already, or you can apply?",
  "asks whether the candidate holds or can get a licence the law requires.")

# ============================================================================================== salary_history
SH = "salary_history"
Q(SH, "risky", "Brand manager", ["filler_fragment"],
  "What're they paying you at the minute - roughly, ballpark?",
  "asks current pay; banned in many US states and cities and it carries past pay gaps forward.")
Q(SH, "risky", "Commercial manager", ["typed_note"],
  "get current base and bonus b4 offer dont go over",
  "plans to set the offer from the candidate's pay history.")
Q(SH, "risky", "Hotel revenue manager", ["second_language"],
  "How much salary they are giving you in your old company? Before the tax.",
  "asks pay history.")
Q(SH, "risky", "Supply chain analyst", ["two_clause"],
  "We like to pitch offers fairly, so can you tell me what your last three pay rises were?",
  "asks the candidate's pay history through their raises.")
Q(SH, "risky", "Financial controller", ["indirect_proxy"],
  "Could you send over your last P60 before the second interview?",
  "a P60 shows last year's earnings, so this is a request for pay history.")
Q(SH, "risky", "Operations director", ["concern_framing"],
  "I don't want to insult you with a lowball - what are you on now, so we can at least match it?",
  "asks current pay, framed as looking after the candidate.")
Q(SH, "risky", "Management consultant", ["small_talk_slip"],
  "Big firm like that must pay well - six figures, I bet?",
  "small talk that invites the candidate to confirm their salary.")
Q(SH, "risky", "Contract copywriter", ["typed_note", "indirect_proxy"],
  "ask what her day rate was at last agency so we can pitch below",
  "plans to use past pay to set a lower offer.")
Q(SH, "risky", "Housebuilding site manager", ["typed_note"],
  "ring prev employer re what they paid him",
  "plans to get the candidate's pay history from a previous employer.")
Q(SH, "lawful", "Digital marketing manager", ["lawful_form"],
  "What sort of salary range are you hoping for in this role?",
  "asks salary expectations, which is allowed.")
Q(SH, "lawful", "Environmental health officer", ["lawful_form", "two_clause"],
  "The band for this post is £34,000 to £38,000, so does that work for you?",
  "states the pay band and asks whether it is acceptable.")
Q(SH, "lawful", "Reward analyst", ["job_content"],
  "You'd be benchmarking pay for about 300 roles - which salary surveys have you used?",
  "pay benchmarking is the job.")
Q(SH, "lawful", "Benefits administrator", ["job_content", "filler_fragment"],
  "Salary sacrifice schemes - cycle to work, EV leasing - set those up before?",
  "asks about benefits administration experience.")
Q(SH, "lawful", "Solutions architect", ["lawful_form", "typed_note"],
  "ask cand notice period and salary expectations not current pay",
  "asks expectations and notice, deliberately not past pay.")
Q(SH, "lawful", "Compensation analyst", ["job_content", "second_language"],
  "In this job you will prepare the pay equity report for the board. You did this kind of analysis before?",
  "asks about analysis work the job involves.")

# ============================================================================================== military_discharge
MD = "military_discharge"
Q(MD, "risky", "Facilities manager", ["filler_fragment"],
  "So the Army - left on good terms, or...?",
  "probes the circumstances of discharge rather than job-relevant service experience.")
Q(MD, "risky", "Site access controller", ["typed_note"],
  "ex forces ask type of discharge and any disciplinary",
  "plans to ask the type of discharge.")
Q(MD, "risky", "Water network technician", ["concern_framing"],
  "Loads of lads come out struggling and I'd want to support you - was it a medical discharge in the end?",
  "asks the type of discharge (and health), framed as support.")
Q(MD, "risky", "Marine engineer", ["second_language"],
  "Why you finished the navy early? They send you away?",
  "asks whether the candidate was discharged.")
Q(MD, "risky", "Fleet maintenance supervisor", ["indirect_proxy"],
  "Could you bring your DD-214 so we can check the character of service box?",
  "the DD-214 shows discharge characterisation; this asks for it through a document.")
Q(MD, "risky", "Logistics coordinator", ["two_clause"],
  "You did four years instead of six, so what happened there - did they let you go early?",
  "asks about the circumstances of discharge.")
Q(MD, "risky", "Court enforcement officer", ["small_talk_slip"],
  "My cousin got a general discharge and it followed him everywhere - yours was a clean one, I hope?",
  "small talk that asks the candidate's discharge type.")
Q(MD, "risky", "Chauffeur", ["typed_note", "indirect_proxy"],
  "check if he left the marines under a cloud gap in 2016",
  "plans to probe the circumstances of leaving the service.")
Q(MD, "risky", "Rope access technician", ["typed_note"],
  "ask if she got kicked out of the raf or left normal",
  "plans to ask whether the candidate was discharged.")
Q(MD, "lawful", "Aviation stores controller", ["job_content"],
  "What did you do in the RAF that would carry over to running an aircraft parts store?",
  "asks about job-relevant experience from service, not how it ended.")
Q(MD, "lawful", "Council transport officer", ["lawful_form"],
  "We guarantee an interview to veterans who meet the essential criteria - do you want to be considered under "
  "that scheme?",
  "a voluntary opt-in to a veterans' scheme.")
Q(MD, "lawful", "Veterans' welfare caseworker", ["job_content", "two_clause"],
  "Most of our clients are veterans claiming war pensions, so how would you help one who's fed up with the "
  "forms?",
  "veterans are the clients of the job.")
Q(MD, "lawful", "HR coordinator", ["lawful_form", "typed_note"],
  "give cand the voluntary veteran self id form separate from the application",
  "voluntary self-identification kept apart from selection (VEVRAA).")
Q(MD, "lawful", "Workforce planner", ["job_content", "filler_fragment"],
  "Reservists - their leave for training camps, the employer notices - handled that before?",
  "administering reservists' leave is job content.")
Q(MD, "lawful", "Road space manager", ["job_content"],
  "We run the Remembrance parade this year - how would you plan the road closures for 2,000 people?",
  "an event the job would plan.")

# ============================================================================================== genetic_information
GI = "genetic_information"
Q(GI, "risky", "Sports coach", ["concern_framing"],
  "Your dad had a heart attack young, you said - are you worried it runs in the family?",
  "asks about family medical history, which is genetic information (GINA).")
Q(GI, "risky", "Business development manager", ["typed_note"],
  "ask if family history of cancer group life premium",
  "plans to ask family medical history.")
Q(GI, "risky", "UX researcher", ["small_talk_slip"],
  "Have you done one of those 23andMe kits? What did yours say - anything health-wise?",
  "asks the candidate's genetic test results.")
Q(GI, "risky", "Food hygiene operative", ["second_language"],
  "Your mother and father, they have some illness in the family like diabetes? It is for our health form.",
  "asks about parents' medical history.")
Q(GI, "risky", "Programme manager", ["two_clause", "indirect_proxy"],
  "You said your mum has early-onset Alzheimer's, so have you been tested for the gene yourself?",
  "asks about genetic testing because of a relative's condition.")
Q(GI, "risky", "Personal assistant", ["filler_fragment"],
  "Family health stuff - anything hereditary we should know? Heart, cancer, whatever?",
  "asks for hereditary conditions in the family.")
Q(GI, "risky", "Solicitor", ["typed_note", "indirect_proxy"],
  "she mentioned sister has huntingtons check if cand tested",
  "plans to ask about genetic testing because of a sibling's diagnosis.")
Q(GI, "risky", "Medical science liaison", ["indirect_proxy"],
  "Would you be up for our optional DNA health screen as part of joining? Most new starters do it.",
  "asks for genetic testing during hiring; 'optional' does not make it lawful in selection.")
Q(GI, "risky", "Investment analyst", ["typed_note"],
  "family hist of heart probs ask before addin to health cover",
  "plans to ask family medical history.")
Q(GI, "lawful", "Genetic counsellor", ["job_content"],
  "How would you explain a BRCA1 result to a patient who's only just found out?",
  "the result is a patient's; genetics is the job.")
Q(GI, "lawful", "Molecular laboratory assistant", ["job_content", "two_clause"],
  "You'd be extracting DNA from about 90 samples a day, so talk me through your contamination controls.",
  "DNA extraction is lab work.")
Q(GI, "lawful", "Content marketing writer", ["job_content", "filler_fragment"],
  "The ancestry kit launch - product pages, emails - written health-adjacent copy like that?",
  "the product is the subject of the writing.")
Q(GI, "lawful", "Bioinformatics data manager", ["lawful_form", "typed_note"],
  "confirm cand has done gdpr training for special category data incl genetic",
  "checks data-protection training the job needs.")
Q(GI, "lawful", "Neonatal screening coordinator", ["job_content", "second_language"],
  "In our clinic we do newborn screening for sickle cell. You have experience with the heel prick samples?",
  "screening babies is the job.")
Q(GI, "lawful", "Dairy herd manager", ["job_content"],
  "Our breeding programme uses genomic testing on the heifers - have you worked with genomic breeding values?",
  "genetic testing of cattle is the farm work.")
