"""Write risky-questions.json. Each entry: (risky, category, role, text, note, severity, typed)."""
import json, os

ITEMS = []
TYPED = 0


def R(cat, role, text, note=None, typed=False):
    _add(True, cat, role, text, note, None, typed)


def CA(role, text, note, typed=False):
    _add(True, "arrest_record", role, text, note, "caution", typed)


def L(cat, role, text, note=None, typed=False):
    _add(False, cat, role, text, note, None, typed)


def _add(risky, cat, role, text, note, severity, typed):
    global TYPED
    if typed:
        # hurried typed notes: no sentence punctuation
        text = "".join(ch for ch in text if ch not in "?.,!;:")
    d = {"text": text, "risky": risky, "category": cat, "role": role}
    if severity:
        d["severity"] = severity
    if note:
        d["note"] = note
    ITEMS.append(d)
    if typed:
        TYPED += 1


# ---------------- age ----------------
R("age", "Hotel Front Office Manager", "So you'd have been at uni around the whole millennium bug thing, or, um, was that before your time?", "Fishes for birth year via a dated event.")
R("age", "Hotel Receptionist", "We've got a really young team on the desk, mostly early twenties, would that bother you at all, being the, er, the more mature one?", "Concern framing; assumes and probes the candidate's age.")
R("age", "Civil Site Engineer", "wat yr did u leave school roughly", "Hurried typed note asking for school-leaving year (age proxy).", typed=True)
R("age", "Library Services Manager", "Are you thinking of this as your last big job before you retire, or...?")
R("age", "Community Pharmacist", "Your eldest is at uni already you said, so you must be what, late forties? Fifty?")
R("age", "Marketing Executive", "u dont look a day over 30 haha how old r u actualy", typed=True)
R("age", "Coach Driver", "For the insurance on the coaches we kind of need to know, what's your date of birth?", "Date of birth, if needed for insurance, is collected after offer, not in interview.")
L("age", "Library Services Officer", "This post plans the library's sessions for older adults, have you run anything for over-65s before, like digital skills drop-ins?", "Job content about older service users.")
L("age", "Hotel Night Auditor", "You'd be serving at the bar after eleven, so just checking, are you 18 or over? It's a licensing requirement.", "Minimum legal age for the duty is lawful to confirm.")
L("age", "Bus Driver", "route has 3 school runs how do u deal w rowdy teenagers on the top deck", "Typed note; age words about passengers, not the candidate.", typed=True)
L("age", "Community Pharmacist", "How would you go through a medicines review with an elderly patient who's on, say, seven or eight different tablets?")
L("age", "Pharmacy Assistant", "We have a Challenge 25 policy for paracetamol and energy drinks. What would you say to a lad who looks about fifteen and gets stroppy?")

# ---------------- marital_status ----------------
R("marital_status", "HR Generalist", "And is it Miss or Mrs Kowalski? Just for the offer letter, I like to get it right.", "Title choice used to infer marital status.")
R("marital_status", "Child and Family Social Worker", "Would your husband be ok with you doing the overnight duty rota? It's one week in six.")
R("marital_status", "Civil Site Engineer", "partner relocatng w u or staying in glasgow", typed=True)
R("marital_status", "Hotel General Manager", "So is there a Mr. Adeyemi, or... sorry, none of my business, it's just the job moves you around the group a lot.")
R("marital_status", "Marketing Manager", "You've said 'we' a couple of times, are you, like, married? Engaged?")
R("marital_status", "Field Service Engineer", "Being single must make all the travel easier for you, yeah? Or is there someone at home?")
R("marital_status", "Cruise Ship Entertainment Host", "is she maried chk b4 2nd int 9mo contract", typed=True)
L("marital_status", "Deputy Superintendent Registrar", "The role means conducting marriage and civil partnership ceremonies, how would you handle a couple who arrive without the right documents?", "Duties involving marriage.")
L("marital_status", "Family Law Paralegal", "A lot of our clients are in the middle of a divorce. How do you stay neutral when both parents ring you on the same day?")
L("marital_status", "Hotel Events Coordinator", "wedding season means 3 wknds a month on events asking every1 is that schedule ok", "Typed note; availability for a stated schedule asked of everyone.", typed=True)
L("marital_status", "HR Generalist", "The post updates employees' marital status for pensions and benefits, how would you handle that data confidentially?")

# ---------------- pregnancy_family_plans ----------------
R("pregnancy_family_plans", "Dental Nurse", "We've just had two girls go off on mat leave back to back, so, not to pry, but is that on the horizon for you at all?")
R("pregnancy_family_plans", "Civil Site Engineer", "You've just got married, congratulations! I suppose kids will be next, ha?")
R("pregnancy_family_plans", "Airline Cabin Crew", "any plans for family nxt 2 yrs ask her", typed=True)
R("pregnancy_family_plans", "Hotel Receptionist", "Sorry, I couldn't help noticing, are you expecting? Only because the job's a lot of standing.")
R("pregnancy_family_plans", "Marketing Coordinator", "If you did decide to start a family, would you see yourself coming back full-time, or would you want to go part-time?")
R("pregnancy_family_plans", "HR Advisor", "IVF is a lot, I went through it myself, is that what the appointments you mentioned are for?", "Probes fertility treatment under a sympathetic framing.")
R("pregnancy_family_plans", "Research Laboratory Technician", "This contract is eighteen months, so in this time you will not be needing the maternity leave, yes?", "Second-language phrasing.")
L("pregnancy_family_plans", "Community Pharmacist", "A lot of our customers are expectant mums. How would you explain which cold remedies are ok in pregnancy?")
L("pregnancy_family_plans", "HR Generalist", "You'd be the first port of call for staff asking about shared parental leave. How would you walk someone through it?")
L("pregnancy_family_plans", "Equine Veterinary Nurse", "The job involves a lot of scanning pregnant mares in spring, how many foaling seasons have you done?")
L("pregnancy_family_plans", "Community Centre Receptionist", "antenatal class + baby massage both want the hall tues am how wd u sort the booking clash", "Typed note; job content.", typed=True)

# ---------------- children_childcare ----------------
R("children_childcare", "Hotel Duty Manager", "Who'd have your little ones when we need you to do a late close on a Friday?")
R("children_childcare", "Bus Driver", "How old are your kids now? I'm just thinking about the school holidays and the summer rota.")
R("children_childcare", "Residential Support Worker", "has kids ask abt childcare 4 sleep-ins", typed=True)
R("children_childcare", "Estate Agent", "Have you got a support network at home, like grandparents nearby, for when one of the kids is off sick?")
R("children_childcare", "Locksmith", "Single dad, right? Not judging, I'm just wondering how you'd manage the night call-outs with the kids.")
R("children_childcare", "Site Safety Advisor", "Your children are older now, yes? So the travelling for the site audits is no problem for you?", "Second-language phrasing.")
L("children_childcare", "Library Services Officer", "You'd be running the Summer Reading Challenge. What would you do to get reluctant readers, like ten-year-old boys, signed up?")
L("children_childcare", "Bus Driver", "The shift pattern is 6am to 2pm Monday to Friday, we're asking everyone the same, can you do that?", "Availability for a stated schedule asked of everyone.")
L("children_childcare", "Child and Family Social Worker", "how wd u handle a child making a disclosure on a home visit w parent in next room", typed=True)
L("children_childcare", "Hotel Front Office Manager", "We get a lot of families in August. How would you handle a complaint that the kids' club was overbooked?")

# ---------------- religion ----------------
R("religion", "Dental Nurse", "Oh, is that a rosary on your bag? My nan had one just like it. Are you Catholic then?")
R("religion", "Marketing Executive", "Friday drinks and the Christmas party are kind of a big deal here, you're not, like, religious in a way that'd stop you joining in?")
R("religion", "Civil Site Engineer", "ramadan falls in summer shutdwn will he cope on long shifts ask", typed=True)
R("religion", "Estate Agent", "Which church do you go to? I'm at St Wilfrid's myself, lovely vicar.")
R("religion", "Magistrates' Court Clerk", "Would you need to take all the Jewish holidays off, the autumn ones? There's quite a few, isn't there.")
R("religion", "Airport Security Officer", "Do you pray during the day? I only ask because we don't really have a room for it airside.")
R("religion", "Hotel Receptionist", "do u wear the headscarf all the time or just sumtimes", typed=True)
L("religion", "Hospice Social Worker", "The chaplaincy team will refer families to you. How would you support a family whose faith is different from your own around end-of-life decisions?")
L("religion", "Cathedral Visitor Services Assistant", "Visitors are always asking what evensong is and whether they're allowed to stay for it. How would you explain it to a tourist who's never been inside a church?", "Religious words describe the visitor-facing duty, not the candidate.")
L("religion", "Bus Driver", "rota incl sundays 1 in 3 for all drivers can u do that", "Typed note; schedule asked of everyone.", typed=True)
L("religion", "Hotel Events Coordinator", "How would you plan a wedding menu for a party that needs both halal and kosher options?")

# ---------------- national_origin ----------------
R("national_origin", "Legal Secretary", "Your English is honestly really good, where did you grow up?")
R("national_origin", "Civil Site Engineer", "Okonkwo, is that Nigerian? I worked in Lagos for a bit. Whereabouts is your family from?")
R("national_origin", "Scaffolder", "accent polish?? ask where from origanally", typed=True)
R("national_origin", "Hotel Front Office Manager", "You're not planning to go back home at some point, are you? We've had that happen twice now.")
R("national_origin", "Bus Driver", "What's your first language, like, what do you speak at home with your mum and dad?")
R("national_origin", "Marketing Coordinator", "Where are you from, from? Like originally, not London, before that.")
R("national_origin", "Estate Agent", "Your family, they are from which country? I ask because our clients are mostly local people.", "Second-language phrasing.")
L("national_origin", "Housing Officer", "The post covers our Polish-speaking tenants' line, fluent Polish is essential. Would you be happy to do five minutes of the role-play in Polish?", "Language skill stated as a job requirement.")
L("national_origin", "Hotel Receptionist", "Half our guests are German or Dutch. Which languages can you work in on the desk?")
L("national_origin", "Child and Family Social Worker", "how wd u support a family just arrived from syria w school admissions + GP reg", typed=True)
L("national_origin", "HR Generalist", "You'd be checking overseas qualifications for new starters. How would you verify a degree awarded in India or Nigeria?")

# ---------------- race_ethnicity ----------------
R("race_ethnicity", "Pharmacy Assistant", "Would you describe yourself as mixed race? Sorry, just curious, you've got a really interesting look.")
R("race_ethnicity", "Farm Animal Veterinary Surgeon", "Our clients are mostly older white farmers, do you think they'd, you know, take to you?")
R("race_ethnicity", "Marketing Manager", "wht ethnicity is she need for board diversity nos", typed=True)
R("race_ethnicity", "Civil Site Engineer", "Would you be comfortable being the only Black engineer on site? It's a bit old school out there.", "Concern framing.")
R("race_ethnicity", "Community Pharmacist", "I'm guessing you're Gujarati, with the surname? My neighbours are.")
R("race_ethnicity", "Care Home Activities Coordinator", "Some of the residents can be a bit funny about Asian staff, would that upset you, do you think?")
L("race_ethnicity", "Library Services Officer", "We run a Black History Month programme every October. What events would you put on?")
L("race_ethnicity", "Hotel Duty Manager", "How would you handle a guest racially abusing one of the night porters at 2am?")
L("race_ethnicity", "HR Generalist", "how wd u investigate a grievance abt racist banter in the warehouse team", typed=True)
L("race_ethnicity", "Beauty Therapist", "Some skin reactions look different on darker skin tones. How would you adjust your patch test checks?")

# ---------------- citizenship ----------------
R("citizenship", "Bus Driver", "Are you a British citizen, or have you got, like, settled status or something?", "Lawful form: right to work in the UK, checked for everyone.")
R("citizenship", "Paralegal", "You're a US citizen, right? Born here?")
R("citizenship", "Civil Engineer", "citizen? if not pass dont want visa hassle", typed=True)
R("citizenship", "Hotel Front Office Manager", "What passport have you got? Just out of interest.")
R("citizenship", "Marketing Executive", "Are you planning to become a citizen at some point, or is it more just a work visa thing for you?")
R("citizenship", "Pharmacy Technician", "You have the green card or you are citizen already?", "Second-language phrasing.")
L("citizenship", "Site Engineer", "Are you legally authorised to work in the US, and will you now or in the future need visa sponsorship?")
L("citizenship", "HR Generalist", "We do right-to-work checks for everyone after the offer, so could you bring your documents along to the second stage?")
L("citizenship", "Immigration Caseworker", "role is mostly helping refugees w citizenship + ILR applications done that b4", typed=True)
L("citizenship", "Hotel Receptionist", "Part of check-in is recording passport details for overseas guests. Have you done that before?")

# ---------------- disability_health ----------------
R("disability_health", "Library Assistant", "How many sick days did you have at your last place, roughly?")
R("disability_health", "Hotel Receptionist", "I noticed the hearing aid, does that cause you problems on the phone at all?")
R("disability_health", "Theatre Stagehand", "bad back?? ask lots of lifting on get-outs", typed=True)
R("disability_health", "Bus Driver", "Are you on any medication that might make you drowsy? Just because of the driving.", "Lawful form: can you meet the D4 medical standard required of all drivers.")
R("disability_health", "Child and Family Social Worker", "Have you ever had any mental health stuff, like stress leave? Social work does burn people out, I just want to make sure you'll be ok.", "Concern framing.")
R("disability_health", "Legal Assistant", "You said you're dyslexic, how bad is it, like, do you struggle reading long documents?")
R("disability_health", "Lifeguard", "do u have diabetes or sth saw monitor on her arm", typed=True)
L("disability_health", "Coach Driver", "The job means lifting cases up to 20 kilos into the luggage bay. Can you do that, with or without reasonable adjustments?", "Essential function, with or without accommodation.")
L("disability_health", "HR Generalist", "Is there anything we can adjust for the next stage, like the format of the written exercise?", "Adjustments to the process are lawful to offer.")
L("disability_health", "Library Services Manager", "how wd u make the branch work better for wheelchair users + visually impaired readers", typed=True)
L("disability_health", "Child and Family Social Worker", "Much of the caseload is families with disabled children. Have you worked alongside a SEND or CAMHS team?")

# ---------------- sexual_orientation_gender_identity ----------------
R("sexual_orientation_gender_identity", "Hotel Concierge", "Have you got a girlfriend? Boyfriend? Sorry, I never know how to ask these days.")
R("sexual_orientation_gender_identity", "Dental Receptionist", "I noticed the name on your certificates is different, did you, um, transition?")
R("sexual_orientation_gender_identity", "Estate Agent", "is he gay? clients v tradtional", typed=True)
R("sexual_orientation_gender_identity", "Marketing Coordinator", "Would you be bringing a partner to the summer party, a, er, husband or wife?")
R("sexual_orientation_gender_identity", "Site Engineer", "Just so I know for the site welfare cabins, were you, er, born a woman?", "Probes gender identity under a facilities pretext.")
R("sexual_orientation_gender_identity", "Youth Worker", "So are you part of the LGBT community yourself? Just because you put Pride volunteering on your CV.")
L("sexual_orientation_gender_identity", "Community Pharmacist", "We run a PrEP and sexual health service. How would you make LGBTQ+ young people feel comfortable at the counter?")
L("sexual_orientation_gender_identity", "HR Generalist", "A colleague asks to update their name and gender marker on the HR system. What steps would you take?")
L("sexual_orientation_gender_identity", "Library Assistant", "pride month display in foyer wht wd u put in it", typed=True)
L("sexual_orientation_gender_identity", "Hotel Front Office Manager", "A same-sex couple were given a twin room instead of the double they booked and they're upset. How do you handle it?")

# ---------------- arrest_record ----------------
R("arrest_record", "Bus Driver", "Ever been arrested? Even if nothing came of it, we just like to know.")
R("arrest_record", "Security Officer", "The police, they have ever come to your house for something?", "Second-language phrasing.")
R("arrest_record", "Locksmith", "any arrests? gap in 2019 ask", typed=True)
R("arrest_record", "Youth Worker", "Were you ever picked up by the police as a teenager? Everyone did stupid stuff, I'm not fussed.")
R("arrest_record", "Marketing Executive", "Is there anything going on with the police at the moment, like, anything we should know about?")
R("arrest_record", "Hotel Night Porter", "Your cousin mentioned you had a bit of bother with the police a while back?")
CA("Pharmacy Technician", "Have you been convicted of a criminal offence in the last seven years?", "Conviction question: lawful at this stage in some jurisdictions, restricted by fair-chance or ban-the-box rules in others.")
CA("Scaffolder", "do u have any unspent convictions", "Typed. Conviction question; under UK rehabilitation rules unspent convictions may be asked about, elsewhere timing rules vary.", typed=True)
CA("Property Manager", "Is there anything on your record, like a conviction, that would show up on the background check?", "Conviction question; lawfulness depends on jurisdiction and stage of hiring.")
CA("Coach Driver", "Have you ever been convicted of a driving offence, like drink-driving?", "Conviction question tied to the job; rules on timing and relevance vary by jurisdiction.")
L("arrest_record", "Child and Family Social Worker", "Everyone in this role has an enhanced DBS check after a conditional offer. Are you ok to go through that?", "Explains a check required of all post-holders; no question about the candidate's history.")
L("arrest_record", "Criminal Defence Paralegal", "You'd be summarising police arrest reports for bail hearings. Have you worked from a charge sheet before?")
L("arrest_record", "Hotel Duty Manager", "how wd u handle police arresting a guest in the lobby during checkin", typed=True)
L("arrest_record", "Door Supervisor", "A current SIA door supervisor licence is a requirement. Do you hold one?", "Licence required for the role.")

# ---------------- salary_history ----------------
R("salary_history", "Civil Site Engineer", "What are you on now, roughly? Just so we're not miles apart.")
R("salary_history", "Hotel Front Office Manager", "Could you send me a recent payslip from your current job? We always ask.")
R("salary_history", "Marketing Manager", "current sal?? ask b4 offer", typed=True)
R("salary_history", "Paralegal", "What were you earning at Brandt when you left, ballpark?")
R("salary_history", "Child and Family Social Worker", "Was it a big pay cut going from the council to the charity? What were they paying you?")
R("salary_history", "Bus Driver", "Your last company, how much per hour they were paying you?", "Second-language phrasing.")
L("salary_history", "any", "What are your salary expectations for this role?", "Lawful form: expectations, not history.")
L("salary_history", "Library Services Manager", "The band for this post is 34 to 38 thousand, does that work for you?")
L("salary_history", "HR Generalist", "tupe transfer in march how wd u check the incoming staffs pay history records r right", "Typed; pay history of transferring employees is job content.", typed=True)
L("salary_history", "Reward Analyst", "Part of the job is benchmarking our pay against local employers. How would you gather that market data?")

# ---------------- military_discharge ----------------
R("military_discharge", "Security Officer", "Was it an honourable discharge, or...?")
R("military_discharge", "Coach Driver", "Why did you leave the army in the end? Were you medically discharged?")
R("military_discharge", "Facilities Manager", "ex forces ask type of discharge + any ptsd", typed=True)
R("military_discharge", "Paralegal", "What does your DD-214 say under character of service?")
R("military_discharge", "Port Operations Officer", "You left the Navy after three years rather than the full term, did something happen?")
R("military_discharge", "Gym Instructor", "Were you kicked out or did you leave on your own? No judgement either way.")
L("military_discharge", "Facilities Manager", "Tell me about something from your time in the forces that's relevant here, like running a stores account or leading a team.", "Relevant military experience.")
L("military_discharge", "Housing Support Officer", "You'd be supporting veterans on our housing programme. How would you build trust with someone who's just left the forces?")
L("military_discharge", "Coach Driver", "did u get ur PCV licence thru the forces does it transfer ok", "Typed; asks about a licence held.", typed=True)
L("military_discharge", "HR Generalist", "The job includes processing reservists' leave for training weekends. Have you handled that before?")

# ---------------- genetic_information ----------------
R("genetic_information", "Firefighter", "Does heart disease run in your family at all? The job's pretty physical.")
R("genetic_information", "Airline Pilot", "You mentioned your dad had Huntington's, have you been tested yourself?")
R("genetic_information", "Civil Engineer", "family hx of cancer? ask long term hire", typed=True)
R("genetic_information", "Dental Hygienist", "Did your mum and grandma have the arthritis in their hands as well? Just wondering if it's hereditary with you.")
R("genetic_information", "Marketing Coordinator", "Have you done one of those 23andMe tests? Anything interesting come up, health-wise?")
R("genetic_information", "Pharmacy Assistant", "In your family, there is diabetes? Many people from my country, they have it in the family.", "Second-language phrasing.")
L("genetic_information", "Veterinary Laboratory Technician", "The job involves running DNA tests on canine samples. Have you done PCR before?")
L("genetic_information", "Genetic Counsellor", "How would you explain a BRCA result to a patient who's worried about what it means for her children?")
L("genetic_information", "Guide Dog Breeding Coordinator", "breeding prog how wd u use hip scores + DNA results when pairing dogs", typed=True)
L("genetic_information", "Community Pharmacist", "Family history is part of the NHS Health Check. How would you ask about it sensitively?")

CATEGORIES = [
    "age", "marital_status", "pregnancy_family_plans", "children_childcare", "religion",
    "national_origin", "race_ethnicity", "citizenship", "disability_health",
    "sexual_orientation_gender_identity", "arrest_record", "salary_history",
    "military_discharge", "genetic_information",
]

doc = {
    "header": {
        "title": "Held-out interviewer question set: protected-topic warnings",
        "description": (
            "Labelled interviewer questions for testing a private protected-topic warning. risky=true: the "
            "question asks about the candidate's own life, identity or circumstances on a protected topic. "
            "risky=false: a lawful look-alike using the same words for job content, or the lawful form of the "
            "question (work authorisation, essential functions with or without accommodation, salary expectations, "
            "relevant military experience, a stated schedule asked of everyone). severity=caution marks "
            "conviction-history questions whose lawfulness depends on jurisdiction (still risky=true, category "
            "arrest_record). Written independently of the product, from general knowledge of hiring practice; "
            "not legal advice."
        ),
        "fields": {
            "text": "interviewer's words as spoken or typed",
            "risky": "true if the assistant should warn privately",
            "category": "one of the categories listed",
            "role": "job title the question was asked for, or 'any'",
            "severity": "optional; 'caution' for jurisdiction-dependent conviction questions",
            "note": "optional; why it is labelled this way or which style it illustrates",
        },
        "categories": CATEGORIES,
    },
    "items": ITEMS,
}

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "risky-questions.json")
    with open(out, "w") as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("wrote", len(ITEMS), "items;", TYPED, "typed notes")
