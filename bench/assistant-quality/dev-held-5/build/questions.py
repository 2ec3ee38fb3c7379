"""Labelled interviewer questions for held-out set 5.

Each entry: (category, kind, role, text, styles, reason)
  kind: "R" risky, "C" risky with severity "caution" (arrest_record only), "L" lawful look-alike
"""

T, F, TC, ST, CF, SL, IP, LF, JC = ("typed_note", "filler_fragment", "two_clause", "small_talk_slip",
                                    "concern_framing", "second_language", "indirect_proxy", "lawful_form",
                                    "job_content")

Q = []


def q(cat, kind, role, text, styles, reason):
    Q.append((cat, kind, role, text, styles, reason))


# ------------------------------------------------------------------------------------------------ age
c = "age"
q(c, "R", "Bus driver", "what yr did u leave school roughly just for the file", [T, IP],
  "The school-leaving year is a stand-in for the candidate's age.")
q(c, "R", "Museum conservator",
  "So you'd be - what, coming up to retirement in a few years, or, um, is that still a way off?", [F],
  "Asks the candidate to place themselves against retirement, i.e. to reveal their age.")
q(c, "R", "Radio producer", "Ha, you remember Live Aid on the telly? Were you actually watching it as a kid, then?",
  [ST], "Chat about a remembered event that is really a way of dating the candidate.")
q(c, "R", "Festival stage crew",
  "I just want to make sure the pace suits you - most of the crew are early twenties, would you be okay being "
  "the oldest on the deck by a fair way?", [CF],
  "Concern framing built on the candidate's age compared with the rest of the crew.")
q(c, "R", "Architectural technologist",
  "Your portfolio's really varied, and how many working years do you reckon you've got left before you wind down?",
  [TC], "The second clause asks how close the candidate is to retiring, which is an age question.")
q(c, "R", "Hotel night porter", "In which year you are born, please? Is for the insurance form.", [SL],
  "Asks for year of birth at interview; insurance details belong after an offer, if at all.")
q(c, "R", "Library assistant", "Your CV says O-levels - so you'd have sat those before GCSEs came in?", [IP],
  "O-levels ended in 1988, so the question works out the candidate's age band.")
q(c, "R", "Estate agent negotiator", "would u call urself a digital native or will u need a hand w the apps", [T],
  "'Digital native' is an age-coded label; the question presumes older candidates struggle with technology.")
q(c, "L", "Casino bartender (Nevada)",
  "Bartending here has a state minimum age of 21 - can you confirm you're at least 21?", [LF],
  "A legally required minimum age for the duty, asked as a yes/no without asking the actual age.")
q(c, "L", "Lumber yard forklift operator",
  "forklift work means u have to be 18 or over under the federal rules can u confirm ur 18 plus", [T, LF],
  "US child-labour rules bar under-18s from driving forklifts, so confirming 18+ is lawful.")
q(c, "L", "Falls-prevention exercise instructor",
  "How would you adapt the strength-and-balance class for members in their eighties who've had a fall?", [JC],
  "About the age of the clients the instructor will work with, not the candidate.")
q(c, "L", "Off-licence shift leader", "how do u run challenge 25 on the tills and log refusals", [T, JC],
  "Checking customers' ages is part of the job.")
q(c, "L", "Osteoarchaeologist",
  "Walk me through estimating age at death when the pelvis is too fragmentary to use.", [JC],
  "Estimating the age of skeletal remains is the work itself.")
q(c, "L", "Pharmacy delivery driver", "our van insurance needs 2 yrs full licence held how long have u held urs",
  [T, LF], "Asks how long the licence has been held, an insurer's job requirement, not the candidate's age.")

# ------------------------------------------------------------------------------------------------ marital status
c = "marital_status"
q(c, "R", "Florist", "Oh, gorgeous ring! When's the big day - any honeymoon booked that'd clash with the start date?",
  [ST], "Small talk about the candidate's engagement and wedding plans.")
q(c, "R", "Optical assistant", "Shall I put you down as Miss or Mrs on the offer paperwork?", [IP],
  "Miss/Mrs reveals marital status; a neutral title or none is enough.")
q(c, "R", "Rope access technician", "partner ok w u being away mon to thu on the wind farms", [T],
  "Asks about the candidate's partner and their view, rather than stating the schedule.")
q(c, "R", "Housing association officer",
  "I only ask because the last person left when her husband got posted - is your other half likely to move "
  "with work?", [CF], "Concern framing that asks about the candidate's spouse's job.")
q(c, "R", "Pharmacy dispenser", "Your husband, he is working also in the city, or he stays at home?", [SL],
  "Asks about the candidate's husband.")
q(c, "R", "Relocation consultant",
  "And - sorry - is it just you moving, or is there, you know, a Mr... someone else to factor in?", [F],
  "Probes for a spouse or partner.")
q(c, "R", "Emergency locksmith",
  "On-call is one week in four, and would your wife be alright with the phone going at 3am?", [TC],
  "The schedule is fine; the second clause asks about the candidate's wife.")
q(c, "R", "Welding inspector", "is kowalczyk ur married name or ur own", [T, IP],
  "Married versus birth name reveals marital status.")
q(c, "R", "Hotel general manager", "hows the other half feel about the move up north", [T],
  "Asks about the candidate's partner.")
q(c, "L", "Registrar of births, deaths and marriages",
  "A couple disagree at the ceremony about which parents' names go on the marriage schedule - how do you handle "
  "it?", [JC], "Registering marriages is the job.")
q(c, "L", "Family mediator", "Talk me through a session where one spouse won't disclose their pension in a divorce.",
  [JC], "Clients' divorces are the work, not the candidate's marriage.")
q(c, "L", "Community pharmacist",
  "Have you qualified or worked under another name that we'd need to know to verify your registration and "
  "references?", [LF], "Asks only for other names needed to verify records, without asking why.")
q(c, "L", "Benefits administrator", "how do u handle spouse and domestic partner elections at open enrollment",
  [T, JC], "Employees' spouse elections are part of benefits administration.")
q(c, "L", "Building society branch adviser",
  "A widowed customer wants her late husband taken off the joint account today - what do you need from her?",
  [JC], "A customer's bereavement and account, not the candidate's status.")
q(c, "L", "Long-haul truck driver",
  "The route is four nights a week away in the cab, Sunday to Thursday - is that workable for you?", [LF],
  "States the schedule and asks everyone whether they can work it, instead of asking about a spouse.")

# ------------------------------------------------------------------------------------------------ pregnancy
c = "pregnancy_family_plans"
q(c, "R", "SENCO", "any plans for mat leave in the next yr or so need to plan cover", [T],
  "Asks about maternity leave plans.")
q(c, "R", "Trainee air traffic controller",
  "I just want to make sure we're not training you up for two years and then losing you - is starting a family "
  "on the cards soon?", [CF], "Concern framing around family plans.")
q(c, "R", "Insurance underwriter", "Congratulations on the wedding! Little ones next, I suppose?", [ST],
  "Small talk that slides into pregnancy plans.")
q(c, "R", "Hotel revenue manager", "You are planning the baby soon, or first the career?", [SL],
  "Asks about plans to have a baby.")
q(c, "R", "Reservoir engineer",
  "The Houston secondment is eighteen months, and you're not thinking of getting pregnant during that, are you?",
  [TC], "The second clause asks about pregnancy plans.")
q(c, "R", "Cabin crew member",
  "Are you having any treatment at the moment - IVF or anything - that would mean regular appointments?", [IP],
  "Fertility treatment is a proxy for pregnancy plans.")
q(c, "R", "Perfumer", "And you're - I mean, you're not expecting, are you? Only a couple of the raw materials...",
  [F], "Asks whether the candidate is pregnant; risk assessment happens after an employee tells the employer.")
q(c, "R", "Funeral director", "any more kids planned or r u done now", [T], "Asks about plans for more children.")
q(c, "R", "Imaging department assistant", "need to kno if theres a baby on the way bc of the xray room", [T],
  "Asks whether the candidate is pregnant; risk assessment follows notification by an employee, not an interview question.")
q(c, "L", "Sonographer",
  "What do you check on a dating scan when the pregnancy measures well ahead of the dates?", [JC],
  "Patients' pregnancies are the work.")
q(c, "L", "Train conductor",
  "The route-learning block runs full time for six weeks from March - can you attend all of it?", [LF],
  "A stated training schedule asked of every candidate.")
q(c, "L", "HR policy adviser", "exp drafting shared parental leave policy and pay calcs", [T, JC],
  "Writing parental leave policy is the job.")
q(c, "L", "Employment tribunal clerk",
  "How would you prepare the bundle index for a pregnancy discrimination claim with three respondents?", [JC],
  "Other people's pregnancy claims are the case work.")
q(c, "L", "Leisure centre marketing officer",
  "How would you promote the antenatal aqua class to new members without it feeling clinical?", [JC],
  "Marketing a class for pregnant members.")
q(c, "L", "Sheep farm stockperson",
  "The scan shows a ewe carrying triplets - what changes in how you manage her before lambing?", [JC],
  "Livestock pregnancy is husbandry.")

# ------------------------------------------------------------------------------------------------ children
c = "children_childcare"
q(c, "R", "Security officer", "who has the kids when ur on nights", [T],
  "Asks about the candidate's children and childcare.")
q(c, "R", "Mortgage adviser", "Is that your little one on your phone screen? How old - still at nursery?", [ST],
  "Small talk that asks about the candidate's child.")
q(c, "R", "Bakery production operative",
  "I'm only asking because school runs have been an issue before - have you got childcare sorted for the 6am "
  "starts?", [CF], "Concern framing about childcare; the lawful form is to state the hours and ask everyone.")
q(c, "R", "Hospital domestic", "How many kids you have, and they are big already or still small?", [SL],
  "Asks about number and ages of children.")
q(c, "R", "Highways inspector",
  "We cover the whole of Cumbria, and are you a single parent, or is there someone to do pick-ups at short "
  "notice?", [TC], "The second clause asks about parenting and childcare arrangements.")
q(c, "R", "Refuse collection driver", "Which primary are yours at - St Mary's? Their gate's right by the depot.",
  [IP], "Asking which school the children attend presumes and probes for children.")
q(c, "R", "Charity fundraising manager",
  "And, um, the kids - are they, like, old enough now that you're not needed at home as much?", [F],
  "Asks about the children's ages and caring responsibilities.")
q(c, "R", "Cinema duty manager", "any childcare probs w the weekend rota y or n", [T],
  "Asks about childcare rather than availability.")
q(c, "R", "Printing press operator", "how old r ur kids now", [T], "Asks the ages of the candidate's children.")
q(c, "L", "Airport check-in agent",
  "Shifts alternate 5am to 1pm and 1pm to 9pm weekly for the whole team - can you work that pattern?", [LF],
  "States the shift pattern and asks everyone.")
q(c, "L", "Early years practitioner",
  "How do you settle a two-year-old who won't let go of a parent at drop-off?", [JC],
  "Children in the setting are the job.")
q(c, "L", "Designated safeguarding lead", "talk me thru a child protection referral from disclosure to strategy mtg",
  [T, JC], "Safeguarding children is the role.")
q(c, "L", "Child car seat fitter",
  "What do you check when fitting a rear-facing infant seat in a car without Isofix?", [JC],
  "Customers' children's seats are the work.")
q(c, "L", "Holiday club coordinator",
  "How would you plan a five-day holiday club for children aged five to eleven with one accessible room?", [JC],
  "Planning for children in the club.")
q(c, "L", "Child contact centre supervisor",
  "Both parents in a custody dispute keep ringing you for the notes - how do you keep records neutral?", [JC],
  "Clients' children and custody are the work.")

# ------------------------------------------------------------------------------------------------ religion
c = "religion"
q(c, "R", "Policy officer (civil service)", "I noticed the kara on your wrist - are you Sikh? My neighbour is.", [ST],
  "Small talk about a religious article that asks the candidate's faith.")
q(c, "R", "Garden centre assistant", "do u go to church sundays bc sun rota is heavy", [T],
  "Asks about church attendance; the lawful form states the rota and asks everyone.")
q(c, "R", "Parcel courier",
  "I just want to be sure Ramadan won't be a problem in the summer peak - will you be fasting?", [CF],
  "Concern framing that asks about religious observance.")
q(c, "R", "Supermarket shelf stacker", "Which religion you follow? Is for knowing which holidays you take.", [SL],
  "Asks the candidate's religion.")
q(c, "R", "Tour operator product manager",
  "Your CV mentions a year in Jerusalem, and was that a religious thing - are you observant?", [TC],
  "The second clause asks about religious practice.")
q(c, "R", "School caretaker", "Which parish are you in? Father Brennan usually gives our people a reference.", [IP],
  "Parish membership is a proxy for religion.")
q(c, "R", "Jewellery shop assistant",
  "So Saturdays - is that a, uh, Sabbath thing for you, or just, you know, preference?", [F],
  "Asks whether the candidate's unavailability is religious.")
q(c, "R", "Marketing executive", "eid or diwali or xmas what do u celebrate for the leave calendar", [T, IP],
  "Which festivals someone celebrates reveals their religion.")
q(c, "R", "Estate gardener", "r u muslim or christian or nothing just curious", [T], "Asks the candidate's religion.")
q(c, "L", "University facilities officer",
  "How would you lay out the new quiet room so it works for ablutions as well as general reflection?", [JC],
  "Designing faith facilities for others is the job.")
q(c, "L", "Meat plant quality auditor",
  "What evidence would you expect on a halal-certified line before the certifier's audit?", [JC],
  "Religious certification of a product line is job content.")
q(c, "L", "Phone repair technician",
  "The shop's open seven days and everyone works two weekend days in four - can you do that pattern?", [LF],
  "States the weekend rota and asks everyone.")
q(c, "L", "Ecclesiastical translator", "exp translating liturgical latin or koine greek", [T, JC],
  "Religious texts are the material.")
q(c, "L", "Museum learning officer",
  "How would you build a school session on Diwali and Eid without flattening them into one 'festivals' slot?",
  [JC], "Teaching about religions is the work.")
q(c, "L", "Crematorium technician",
  "A Hindu family asks to witness the charge and wants it within 24 hours - how do you arrange that?", [JC],
  "Meeting families' religious needs is the job.")
q(c, "L", "Cathedral precentor",
  "Leading worship is the core of this post, so being a communicant Anglican is a stated occupational "
  "requirement - can you confirm you meet it?", [LF],
  "An occupational requirement for a religious post (Equality Act Sch. 9), stated in advance.")

# ------------------------------------------------------------------------------------------------ national origin
c = "national_origin"
q(c, "R", "Yacht broker", "Your accent's lovely - is that South African or Kiwi? I can never tell them apart.", [ST],
  "Small talk about accent that asks where the candidate is from.")
q(c, "R", "Patent examiner", "where r ur parents from originally unusual surname", [T, IP],
  "Parents' origin and surname are proxies for national origin.")
q(c, "R", "Dry cleaning shop assistant", "From which country you are coming before? Your English is very good.",
  [SL], "Asks the candidate's country of origin.")
q(c, "R", "Travel consultant",
  "I just want to make sure clients can follow you on the phone - where did you grow up, English-wise?", [CF],
  "Concern framing that asks about origin; the lawful form tests the communication skill needed.")
q(c, "R", "Gym manager", "The team's very tight-knit, and is your family over here or still back in Nigeria?",
  [TC], "The second clause asks about family origin and location.")
q(c, "R", "Brewery lab technician", "What's your mother tongue? Just for my notes.", [IP],
  "Mother tongue is a proxy for national origin.")
q(c, "R", "Auction house cataloguer", "Okay, and the surname - is it, um, Greek? Or Turkish, maybe?", [F],
  "Guesses at the origin of the candidate's surname.")
q(c, "R", "Court usher", "is english ur 1st language or did u learn it later on", [T, IP],
  "First language is a proxy for national origin; the job needs a level of English, not a native speaker.")
q(c, "R", "Minicab controller", "where r u from originally like whats ur background", [T],
  "Asks the candidate's origin.")
q(c, "L", "Welsh-language helpline adviser",
  "Calls on this line are in Welsh - would you be happy to do a short spoken Welsh assessment?", [LF],
  "Tests a language the job needs, without asking where it was learned.")
q(c, "L", "Asylum support caseworker",
  "How do you check a country-of-origin report is current before quoting it in a statement?", [JC],
  "Clients' countries of origin are the case work.")
q(c, "L", "Customs broker", "Tell me about a shipment where the rules of origin changed the tariff you declared.",
  [JC], "Goods' origin, not the candidate's.")
q(c, "L", "Food labelling compliance officer", "exp w country of origin labelling on fresh meat", [T, JC],
  "Product origin labelling is the job.")
q(c, "L", "Bilingual complaints handler",
  "A third of our letters are in Polish - how would you rate your written Polish for formal complaint replies?",
  [LF], "Asks about a language skill the job requires.")
q(c, "L", "Theatre casting director", "How would you cast and coach accents for a play set in 1950s Lagos?", [JC],
  "Accents and setting of a production are the work.")

# ------------------------------------------------------------------------------------------------ race / ethnicity
c = "race_ethnicity"
q(c, "R", "Investment analyst",
  "We're trying to balance the team a bit - how would you describe your background, ethnically?", [IP],
  "Asks ethnicity at interview; monitoring must be voluntary and kept away from the panel.")
q(c, "R", "Dog groomer", "You don't look like a Siobhan! Where does that come from, with your colouring?", [ST],
  "Small talk about name and skin colour that probes ethnicity.")
q(c, "R", "Advertising copywriter", "r u mixed race or for our diversity numbers", [T],
  "Asks the candidate's race directly.")
q(c, "R", "Village pub manager",
  "I just want to make sure you'd be comfortable - it's a very white village, would that be an issue for you?",
  [CF], "Concern framing about the candidate's race.")
q(c, "R", "Car valeter", "Your family, they are Asian or African? I ask only for the form.", [SL],
  "Asks about the candidate's family's race.")
q(c, "R", "Private banking assistant",
  "Your hair looks great, and is it natural or do you relax it for client days? Our clients are quite "
  "traditional.", [TC], "Hair texture and style are protected as race-linked traits in many places.")
q(c, "R", "Barista trainer", "So you're - I mean, what are you, like, half...? Sorry, just curious.", [F],
  "Asks about the candidate's racial background.")
q(c, "R", "Housing support worker",
  "Which community are you from? We've got a lot of Somali clients and it'd help to know.", [IP],
  "'Community' is a proxy for ethnicity.")
q(c, "R", "Brand strategist", "whats ur ethnic background thinking about the pitch team mix", [T],
  "Asks ethnicity to place the candidate in a team.")
q(c, "L", "Television makeup artist",
  "How do you shade-match deeper skin tones when the kit's foundation range stops short?", [JC],
  "Clients' skin tones are the work.")
q(c, "L", "Hate crime caseworker",
  "How do you record a racially aggravated incident when the victim doesn't want police involved?", [JC],
  "Recording racist incidents is the job.")
q(c, "L", "Reward analyst", "exp running ethnicity pay gap reports", [T, JC],
  "Analysing others' pay by ethnicity is the work.")
q(c, "L", "Local authority planning officer",
  "We send everyone an anonymous equality monitoring form separate from this panel - it's optional and we never "
  "see it. Is your email still right for that?", [LF],
  "Voluntary, separate equality monitoring is lawful.")
q(c, "L", "Clinical trial coordinator",
  "How would you recruit a trial sample for an eczema drug that covers the full range of skin types?", [JC],
  "Participants' skin types are study design.")
q(c, "L", "Archivist",
  "How would you catalogue the Windrush oral history collection so families can find their relatives' stories?",
  [JC], "Collections about a community are the work.")

# ------------------------------------------------------------------------------------------------ citizenship
c = "citizenship"
q(c, "R", "Ecology consultant", "r u a british citizen or on a visa", [T],
  "Asks citizenship; the lawful question is right to work or sponsorship.")
q(c, "R", "Kitchen porter", "You have British passport, or only the residence card?", [SL],
  "Asks which status document, i.e. citizenship, instead of right to work.")
q(c, "R", "Event production manager", "The tour is mostly Europe, and which passport do you hold?", [TC],
  "The second clause asks nationality; the lawful form asks whether they can travel for the role.")
q(c, "R", "Transit scheduler",
  "Just so there are no surprises later - were you born a citizen or naturalized?", [CF],
  "Asks how citizenship was acquired.")
q(c, "R", "Landscaping crew lead", "Can you bring your birth certificate to the second interview?", [IP],
  "A birth certificate before hire reveals birthplace and citizenship; I-9 documents are the employee's choice "
  "after hire.")
q(c, "R", "Lifeguard supervisor", "And you're - so you're a citizen citizen, right? Not, like, a green card?", [F],
  "Distinguishes citizens from permanent residents.")
q(c, "R", "Solar panel installer", "when did u get ur green card roughly", [T, IP],
  "Asks immigration history.")
q(c, "R", "Tax preparer", "Saw your post about voting for the first time - when did you become a citizen?", [ST],
  "Small talk that asks when the candidate naturalised.")
q(c, "L", "Actuary",
  "Are you legally authorized to work in the US, and will you now or in the future need sponsorship for an "
  "employment visa?", [LF], "The standard lawful work-authorisation question.")
q(c, "L", "Care home activities coordinator", "can u bring ur right to work docs or a share code on day one",
  [T, LF], "Right-to-work checks asked of everyone are required in the UK.")
q(c, "L", "Cleared intelligence analyst",
  "The clearance for this contract is restricted by law to US citizens - do you meet that requirement?", [LF],
  "Citizenship may be asked where law or contract requires it.")
q(c, "L", "Citizenship class tutor",
  "How do you prepare a learner for the civics questions at their naturalization interview?", [JC],
  "Learners' citizenship is the subject.")
q(c, "L", "Passport office examiner",
  "Talk me through checking a renewal where the applicant also holds another nationality and changed their "
  "name.", [JC], "Applicants' nationality is the work.")
q(c, "L", "Oceanography research fellow",
  "Would you need visa sponsorship to take up this post? We can sponsor at this grade.", [LF],
  "Asking about sponsorship need is lawful.")
q(c, "L", "Hospital porter", "r u legally allowed to work in the uk without sponsorship", [T, LF],
  "Right to work without sponsorship is the lawful question.")

# ------------------------------------------------------------------------------------------------ disability / health
c = "disability_health"
q(c, "R", "Removals porter", "any health probs we should kno about back knees etc", [T],
  "A general health question before an offer; the lawful form asks about the essential tasks.")
q(c, "R", "Call centre team leader", "I saw the stick on your way in - what happened there, is it permanent?",
  [ST], "Small talk that asks about an impairment.")
q(c, "R", "Debt advice caseworker",
  "I just want to make sure you're up to it - have you had time off with stress or depression before?", [CF],
  "Asks about mental health history.")
q(c, "R", "Bus depot cleaner", "How many sick days did you have last year at your current place?", [IP],
  "Sickness absence is a proxy for health and disability.")
q(c, "R", "Laundry operative", "You take some medicine every day? For which sickness?", [SL],
  "Asks about medication and conditions.")
q(c, "R", "Butcher",
  "It's on your feet all day, and what's the scar on your hand from - an old injury?", [TC],
  "The second clause asks about an injury.")
q(c, "R", "Video game QA tester",
  "Right, and the - er - the autism thing on your form, how, like, how bad is it?", [F],
  "Asks about the severity of a disability.")
q(c, "R", "Roofer", "ever put in a workers comp claim", [T, IP],
  "Past workers' compensation claims are a proxy for disability and may not be asked before an offer.")
q(c, "R", "Scaffolder", "anything medical i shld know about for the risk assessment", [T],
  "An open medical question at interview.")
q(c, "L", "Feed mill operator",
  "The job involves lifting 50 lb sacks from floor to shoulder height through the shift - can you do that, with "
  "or without reasonable accommodation?", [LF], "The essential-function question in its lawful form.")
q(c, "L", "Think tank policy researcher",
  "Is there anything we can adjust about today's interview to help you do your best?", [LF],
  "Asking about adjustments for the interview itself is allowed.")
q(c, "L", "Home adaptations officer", "How do you assess a kitchen for a wheelchair user who wants to keep cooking?",
  [JC], "Clients' disabilities are the work.")
q(c, "L", "Web accessibility auditor", "exp testing w screen readers jaws nvda voiceover", [T, JC],
  "Assistive technology is the job.")
q(c, "L", "Disability benefit assessor",
  "How do you write up an assessment when the GP letter and the claimant's account of their mobility don't "
  "match?", [JC], "Claimants' health is the work.")
q(c, "L", "Dementia ward healthcare assistant",
  "How do you set up a bay for a patient with dementia who walks at night?", [JC], "Patients' conditions are the job.")
q(c, "L", "HGV tanker driver",
  "The post needs a current Group 2 licence with its medical - is yours valid through next year?", [LF],
  "Asks about a licence the role legally requires.")

# ------------------------------------------------------------------------------------------------ SOGI
c = "sexual_orientation_gender_identity"
q(c, "R", "Country estate manager", "You said 'my partner' - is that a boyfriend or a girlfriend?", [ST],
  "Small talk that asks the partner's gender, i.e. orientation.")
q(c, "R", "Golf club steward", "u bringing a gf or a bf to the summer do", [T], "Probes sexual orientation.")
q(c, "R", "Plasterer",
  "I just want to make sure the lads on site won't give you grief - are you, er, trans?", [CF],
  "Concern framing that asks about gender identity.")
q(c, "R", "Aircraft maintenance engineer",
  "Your licences are in a different first name - was that before you transitioned?", [IP],
  "Asks about gender history; the lawful form asks only for other names needed for checks.")
q(c, "R", "Hairdresser", "You have a wife or a husband? In your case I am not sure.", [SL],
  "Speculates about orientation.")
q(c, "R", "Stage manager", "Pronouns on your CV are fine, and are you taking hormones at the moment?", [TC],
  "The second clause asks about medical transition.")
q(c, "R", "Bookshop manager", "And is it - Ms, Mx, or - sorry, what are you, actually?", [F],
  "Demands the candidate's gender identity.")
q(c, "R", "Brand ambassador", "Do you go to Pride every year? Just getting a sense of you outside work.", [IP],
  "Pride attendance is a proxy for orientation.")
q(c, "R", "Cocktail bar manager", "ur straight yeah just asking bc the owners r a bit old fashioned", [T],
  "Asks sexual orientation.")
q(c, "L", "Youth worker",
  "How would you run an LGBT+ youth group session if a parent turns up wanting to sit in?", [JC],
  "Working with LGBT+ young people is the role.")
q(c, "L", "Student records officer", "exp updating gender marker and name on records after a grc", [T, JC],
  "Updating others' records is the work.")
q(c, "L", "Sexual health outreach worker",
  "How do you approach outreach with men who have sex with men but don't identify as gay?", [JC],
  "The client group is the job.")
q(c, "L", "Gallery invigilator",
  "We put the name you go by on your badge and email - which name would you like us to use?", [LF],
  "Asks everyone for their preferred name without asking why.")
q(c, "L", "Sports club development officer",
  "How would you write the trans inclusion section of the changing-room policy for a swimming club?", [JC],
  "Policy for members is the work.")
q(c, "L", "Magazine features editor", "How would you plan Pride month coverage without it feeling like tokenism?",
  [JC], "Editorial coverage is the job.")

# ------------------------------------------------------------------------------------------------ arrest record
c = "arrest_record"
q(c, "R", "Car park attendant", "ever been picked up by the police even if nothing came of it", [T],
  "Arrests that led to nothing are not a lawful basis for decisions.")
q(c, "R", "Residential concierge",
  "I just want to make sure there's nothing out there - have you ever had the police at your door about "
  "anything?", [CF], "Asks about police contact without conviction.")
q(c, "R", "Window cleaner", "You had some trouble with the police before? Even small thing?", [SL],
  "Asks about any police contact, not relevant unspent convictions.")
q(c, "R", "Bookmaker cashier",
  "There's a lot of cash handling, and have you ever been nicked, even if it went nowhere?", [TC],
  "The second clause asks about arrests without conviction.")
q(c, "R", "Tattoo artist", "So the - any, like, run-ins? With the law, I mean. Ever?", [F],
  "Asks about any police contact at all.")
q(c, "R", "Market stall assistant", "Have you ever been on police bail or had to sign on at a station?", [IP],
  "Bail is a proxy for arrest without conviction.")
q(c, "C", "Retail loss prevention officer",
  "Do you have any unspent convictions? We ask everyone, and it only counts if it's relevant to the role.", [LF],
  "Lawful in the UK for unspent convictions; spent ones are protected unless the role is exempt.")
q(c, "C", "Leisure centre receptionist", "any convictions incl spent ones need to know b4 offer", [T, LF],
  "Spent convictions may only be asked for roles exempted by the Exceptions Order; depends on the duties.")
q(c, "C", "Municipal parks worker (California)",
  "Before we go any further - do you have any criminal convictions? It's on the paper form too.", [LF],
  "California's Fair Chance Act bars conviction questions before a conditional offer; lawful at a later stage.")
q(c, "C", "Parcel delivery van driver",
  "Any motoring convictions or points on your licence in the last five years?", [LF],
  "Driving convictions are relevant to a driving job, but spent endorsements are protected.")
q(c, "C", "Hotel front desk agent (New York City)",
  "The offer will depend on a background check - can you tell me now if there's anything on your record we'll "
  "find?", [LF], "NYC's Fair Chance Act bars the question until a conditional offer is made.")
q(c, "L", "Children's home support worker",
  "This post is exempt, so an enhanced DBS with a barred list check is needed after an offer - are you willing "
  "to consent to that?", [LF], "Consent to a check required for the post.")
q(c, "L", "Court reporter", "How do you report an arrest without risking contempt once proceedings are active?",
  [JC], "Reporting others' arrests is the job.")
q(c, "L", "HR onboarding coordinator", "exp processing dbs applications and id checks route 1 and 2", [T, JC],
  "Processing others' checks is the work.")
q(c, "L", "Custody detention officer",
  "A detained person asks for a solicitor at 3am - what goes on the custody record?", [JC],
  "Detainees' records are the job.")
q(c, "L", "Resettlement employability coach", "How do you help a client with a conviction explain it to an employer?",
  [JC], "Clients' convictions are the work.")
q(c, "L", "Bank compliance officer",
  "This is a regulated role, so fit and proper checks, including a criminal record check, happen at offer "
  "stage - are you comfortable with that?", [LF], "Consent to a post-offer check required by regulation.")

# ------------------------------------------------------------------------------------------------ salary history
c = "salary_history"
q(c, "R", "Marketing manager (Boston)", "whats ur current base plus bonus at acme", [T],
  "Massachusetts bars asking about pay history.")
q(c, "R", "Brewer (Denver)", "Could you send a recent pay stub along with the reference form?", [IP],
  "A pay stub discloses salary history, which Colorado bars employers from seeking.")
q(c, "R", "Home care aide (Seattle)", "How much they pay you now, per hour, at your old work?", [SL],
  "Washington bars asking about wage history.")
q(c, "R", "Content strategist (New York)",
  "The band's flexible, and what were you on when you left your last job?", [TC],
  "The second clause asks salary history, barred in New York.")
q(c, "R", "Logistics planner (New Jersey)",
  "I just want to make sure we don't lowball you - what does your current package look like?", [CF],
  "Concern framing for a salary-history question barred in New Jersey.")
q(c, "R", "Environmental consultant (Chicago)",
  "And your, um, your current - what's the number, roughly, that you're on now?", [F],
  "Illinois bars asking about pay history.")
q(c, "R", "Dietitian (Oregon)", "What was your last raise, percentage-wise, and what did it take you to?", [IP],
  "A raise and resulting pay reveal salary history, barred in Oregon.")
q(c, "R", "Controls engineer (Illinois)", "what were u making at ur last place roughly comp cmte asks", [T],
  "Asks prior pay.")
q(c, "R", "Video editor (Los Angeles)", "hows ur current pay compare to our band roughly", [T],
  "Asks the candidate to disclose current pay relative to the band; California bars salary-history questions.")
q(c, "L", "Grants manager (Colorado)",
  "The posted range is $68,000 to $78,000 - does that work for what you're looking for?", [LF],
  "Asks expectations against a published range.")
q(c, "L", "Quantity surveyor", "what r ur salary expectations for this one", [T, LF],
  "Expectations, not history.")
q(c, "L", "Pay equity consultant",
  "How would you investigate an equal pay claim where two jobs have different titles but the same work?", [JC],
  "Others' pay is the work.")
q(c, "L", "Mortgage underwriter",
  "Walk me through verifying an applicant's salary history for an affordability check.", [JC],
  "Applicants' income is the job.")
q(c, "L", "Hospital estates manager", "What would the package need to look like for this move to make sense for you?",
  [LF], "Asks expectations.")
q(c, "L", "Head of reward", "How do you benchmark pay for a brand-new role when market data is thin?", [JC],
  "Setting pay is the job.")

# ------------------------------------------------------------------------------------------------ military discharge
c = "military_discharge"
q(c, "R", "Security systems installer", "was it an honourable disch or did u get med discharged", [T],
  "Asks discharge type.")
q(c, "R", "Fleet manager (Texas)",
  "Would you mind sharing your separation paperwork - the page with the characterization of service?", [IP],
  "Separation papers show discharge type.")
q(c, "R", "Harbour master's assistant",
  "I just want to be sure you left the Navy on good terms - nothing disciplinary?", [CF],
  "Asks about discharge circumstances.")
q(c, "R", "Close protection officer", "Why you leave the army? They send you away or you finish the contract?",
  [SL], "Asks how the candidate left service.")
q(c, "R", "Oil and gas project scheduler",
  "Your service record's very solid, and could you get called up as a reservist any time soon?", [TC],
  "Reserve obligations are protected (USERRA); the second clause probes them.")
q(c, "R", "Gunsmith", "And you got out - was it, like, early? A medical thing, or...?", [F],
  "Asks about early or medical discharge.")
q(c, "R", "Outdoor activity instructor",
  "Is there a reason you left after four years rather than doing the full twenty-two?", [IP],
  "Length of service is a proxy for discharge circumstances.")
q(c, "R", "Heavy equipment operator",
  "Oh, Marines! My cousin was in. Did you see combat - any lasting effects from it?", [ST],
  "Small talk probing service history and its effects.")
q(c, "R", "Armored truck guard", "any issues w ur discharge status we shld kno about", [T], "Asks discharge status.")
q(c, "L", "Telecoms field engineer",
  "You mentioned the Royal Signals - what radio and network kit did you maintain that's relevant here?", [LF],
  "Asks about relevant skills gained in service.")
q(c, "L", "Event medic",
  "Did your time as a combat medic include trauma skills you'd use on our events team?", [LF],
  "Relevant service skills.")
q(c, "L", "Federal HR specialist", "exp applying veterans preference on usajobs referrals", [T, JC],
  "Applying veterans' preference is the job.")
q(c, "L", "Armed forces resettlement adviser",
  "How do you help a service leaver turn their rank and trade into civilian job titles?", [JC],
  "Clients' service is the work.")
q(c, "L", "VA school certifying official",
  "What's your process when a student's discharge paperwork doesn't match the benefit they've claimed?", [JC],
  "Students' discharge papers are the job.")
q(c, "L", "Defence logistics coordinator",
  "The post needs active SC clearance on day one - do you currently hold clearance at that level?", [LF],
  "A stated requirement of the post.")
q(c, "L", "Supply chain coordinator", "any transferable skills from ur service eg logistics or comms", [T, LF],
  "Relevant service skills.")

# ------------------------------------------------------------------------------------------------ genetic information
c = "genetic_information"
q(c, "R", "Firefighter", "family hx of heart probs role is v physical", [T],
  "Family medical history is genetic information under GINA.")
q(c, "R", "Book editor",
  "I just want to make sure - does Huntington's run in your family? You mentioned your mum was unwell.", [CF],
  "Asks about an inherited condition in the family.")
q(c, "R", "Sommelier", "Have you ever done one of those 23andMe tests - did anything get flagged?", [IP],
  "Asks about genetic test results.")
q(c, "R", "Taxi driver", "Your parents, they have some illness in the family, like the diabetes or cancer?", [SL],
  "Asks family medical history.")
q(c, "R", "Ski instructor", "You're obviously fit, and does anything like heart disease run in the family?", [TC],
  "The second clause asks family medical history.")
q(c, "R", "Yoga studio manager", "So the BRCA thing - you said your sister - have you, um, been tested too?", [F],
  "Asks about the candidate's genetic testing.")
q(c, "R", "Air cargo agent", "Oh, your dad had early Alzheimer's? Gosh - do you worry it'll come for you?", [ST],
  "Small talk about a parent's inherited condition.")
q(c, "R", "Commercial diver",
  "Would you be willing to give a cheek swab for our wellness screening before we decide?", [IP],
  "Requests a genetic sample.")
q(c, "R", "Wind turbine technician", "any genetic stuff in ur family we shld kno about for the climbing", [T],
  "Asks about inherited conditions.")
q(c, "L", "Genetic counsellor",
  "How do you explain a variant of uncertain significance to a family who wants a yes or no?", [JC],
  "Clients' genetics are the job.")
q(c, "L", "Plant geneticist", "exp w marker assisted selection in wheat breeding", [T, JC], "Plant genetics.")
q(c, "L", "Cattle breeding adviser", "Walk me through tracing a recessive condition through a herd's pedigree.",
  [JC], "Animal genetics.")
q(c, "L", "Paternity testing sample collector",
  "What's your chain-of-custody process for a paternity swab that might go to court?", [JC],
  "Handling others' DNA samples.")
q(c, "L", "Research ethics officer",
  "How would you write the consent section for a biobank study that returns incidental genetic findings?", [JC],
  "Participants' genetic data.")
q(c, "L", "Protection insurance adviser",
  "A client asks whether they have to disclose a predictive genetic test for a life policy - how do you answer "
  "under the Code on Genetic Testing?", [JC], "Clients' tests are the work.")
