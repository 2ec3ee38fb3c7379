from common import I, C, make

FAMILY = "dental_hygienist"

P1 = "Describes periodontal assessment and charting with specific measurements and findings"
P2 = "Explains how treatment is chosen and adapted to the patient's condition and comfort"
R1 = "Follows sterilization, instrument handling and exposure protocols step by step"
R2 = "Documents findings, treatment and consent completely in the patient record"
E1 = "Gives patients practical home-care instructions they can act on"
E2 = "Coordinates with the dentist and front desk on treatment plans and scheduling"

FAM = {
    "templateTitle": "Practice interview: Registered Dental Hygienist",
    "jobDescription": (
        "Harborview Family Dental is a four-dentist general practice in South Portland, Maine, seeing "
        "around 60 hygiene patients a day across three hygiene operatories. We are hiring a full-time "
        "Registered Dental Hygienist to join a team of four hygienists. Schedule is Monday to Thursday "
        "plus alternate Fridays, 60-minute recare appointments and 90-minute periodontal appointments.\n\n"
        "Responsibilities:\n"
        "- Complete medical history review, blood pressure, oral cancer screening and full-mouth periodontal charting\n"
        "- Provide prophylaxis, scaling and root planing, periodontal maintenance, sealants and fluoride varnish\n"
        "- Administer local anesthesia and expose radiographs (bitewings, FMX, panoramic) per practice protocol\n"
        "- Process instruments and maintain operatory infection control in line with CDC and OSHA guidance\n"
        "- Chart findings, treatment and informed consent in Dentrix and present recommended treatment with the dentist\n"
        "- Coach patients on home care and coordinate recall intervals with the front desk\n\n"
        "Requirements:\n"
        "- Associate or bachelor's degree in dental hygiene from a CODA-accredited program\n"
        "- Current Maine dental hygiene license and local anesthesia authority (or eligible)\n"
        "- Current BLS/CPR certification\n"
        "- Two or more years of clinical experience preferred; new graduates with strong perio skills considered\n"
        "- Experience with Dentrix or similar practice software and digital radiography\n\n"
        "We offer a sign-on bonus, paid CE, uniform allowance and a 401(k) with match."
    ),
    "sections": [
        ("Clinical hygiene care", [P1, P2]),
        ("Infection control and records", [R1, R2]),
        ("Patient education and teamwork", [E1, E2]),
    ],
    "agenda": [
        {"title": "Introductions", "duration": 5, "description": "Welcome, background and current practice."},
        {"title": "Clinical care", "duration": 15, "description": "Perio assessment, treatment choices, anesthesia and patient comfort."},
        {"title": "Infection control and charting", "duration": 10, "description": "Sterilization, exposures, Dentrix documentation and consent."},
        {"title": "Patients and team", "duration": 8, "description": "Home-care coaching, working with dentists and the front desk."},
        {"title": "Candidate questions", "duration": 5, "description": "Questions from the candidate, next steps."},
    ],
}

strong_turns = [
    I("Hi, come on in, you must be Priya. I'm Jen, I'm the office manager, and Dr. Alvarez might pop in toward the end if she's out of her crown prep. Can I get you a water? So we'll do a little background, then clinical stuff, then infection control and charting, patients and team, and then your questions. About forty-five minutes.", agenda={"start": 0}),
    C("Water would be great, thanks. And yes, hi, Priya Castellano, RDH. I've been at Casco Bay Periodontics for about three and a half years now."),
    I("Great. Give me the quick version of your background."),
    C("Sure. I did my associate's at SMCC, graduated 2019, did a year in a busy general practice in Biddeford, and then moved to Casco Bay, which is a perio specialty office, so it's a lot of SRP and perio maintenance, and I got my local anesthesia permit the first year I was there."),
    I("Ok, let's get into clinical. Walk me through a new adult patient, first hygiene visit with you, from the chair.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So, um, after med history and BP, I do the extra-oral and intra-oral exam, then a full six-point probe on every tooth, with recession, bleeding, mobility and furcations. Like last week I had a guy, 52, hadn't been in six years, type 2 diabetic, A1c around 8. He had fives and sixes on the lower molars, bleeding almost everywhere, a class two furcation on number 30 and grade one mobility on 31. With the bitewings showing horizontal bone loss, I wrote it up as stage three, grade B, and that goes to the doctor for the diagnosis and to plan quadrant SRP.", tag="strong_answer", crit=[P1]),
    I("Ok, and then how did you actually do the treatment on him?"),
    C("Two visits, upper and lower right, then left. He was nervous about needles, so I used topical for a full two minutes first and did an IANB and a long buccal with articaine for the lower. I had Cavitron first on low power because of all the tenacious calculus, then Gracey 13/14 and 11/12 on the furcation area. I stopped twice to check in with him. Four to six weeks later we re-evaluated and most of the fives were threes and fours, so he went on three-month perio maintenance instead of going to the periodontist.", tag="strong_answer", crit=[P2]),
    I("Mm-hm. What about someone who won't consent to the SRP, they just want a cleaning?"),
    C("Yeah, that happens. You kind of just... work with them. Every patient's different, so I sort of meet them where they are, and, you know, do what I can.", tag="vague_answer", crit=[P2]),
    I("Alright. Let's switch to infection control and charting. How do you turn over a room between patients?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("Gloves and mask off, hand hygiene, then utility gloves. The cassette goes to sterilization closed, sharps go into the sharps container at chairside. I flush the lines for 30 seconds, wipe everything down with CaviWipes working clean to dirty, and leave it for the full contact time on the label, which is like two minutes, people skip that. New barriers on the light handles, chair and the X-ray sensor. Then in sterilization it's the ultrasonic bath, rinse, dry, bag, autoclave, and we run a spore test weekly and log it.", tag="strong_answer", crit=[R1]),
    I("And if you stick yourself?"),
    C("I had one, about two years ago, with a scaler tip. Wash it with soap and water, don't squeeze it, tell the doctor right away. Then the source patient gets asked for consent for testing, I went to urgent care the same day for baseline labs, and we filled out the exposure incident report and the sharps injury log. Everything came back negative at the six-month follow-up.", tag="strong_answer", crit=[R1]),
    I("Oh, good, that's a relief. And charting? What goes in your note?"),
    C("It's kind of the usual stuff. Whatever the template has, I fill it in. I'm pretty thorough, I think.", tag="vague_answer", crit=[R2]),
    I("Okay. Honestly, our schedule's been a bit of a mess since Kerry went out on maternity leave, we've been juggling so much, so I have to ask, you're not planning on having a baby anytime soon yourself, are you? Ha, sorry.", tag="risky_question"),
    C("Oh, um. I'd rather not get into that, if it's ok. I'm looking for a long-term full-time job, if that helps."),
    I("Of course, no, totally. Okay, patients and team. How do you get someone to actually floss?", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("Honestly I mostly don't push floss anymore for people who won't do it. I do it in the mirror with them. So that diabetic guy, I gave him the hand mirror, showed him where it was bleeding, and had him do it with interdental brushes, the green and orange ones, while I watched. Then I said just your bottom back teeth, at night, while the TV is on. Next visit his bleeding score had gone from 70 to about 30 percent.", tag="strong_answer", crit=[E1]),
    I("Mirror, interdental brushes, bleeding 70 to 30, got it. How do you work with the doctor when you think something needs treatment?"),
    C("I flag it before the exam. So I put a note in the Dentrix perio chart and I intraoral-photo it, like a fractured cusp on 14, I'll show the doctor the photo and the radiograph when she comes in, so the exam takes two minutes not ten. Then I walk the patient up to the front and hand off to the treatment coordinator with the codes so they can schedule it the same day while the patient is still standing there.", tag="strong_answer", crit=[E2, R2]),
    I("Great. Okay, your turn, what questions do you have for us?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("Do the hygienists have an assistant for perio charting, or is it voice charting, or are we doing it solo?", tag="candidate_question"),
    I("Solo, but we have Dentrix voice perio charting with headsets in all three rooms."),
    C("Oh, nice. And how are SRPs scheduled? Do I get the full 90 minutes per two quadrants?", tag="candidate_question"),
    I("Yes, 90 minutes, and you can block it in your own column. Alright, I think that's everything on my end. We'll reach out by Wednesday about a working interview. Thank you so much for coming in.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you, it was really nice to meet you."),
]

weak_turns = [
    I("Hi, welcome, have a seat. I'm Jen, office manager. Sorry about the drilling noise. So, quick background, then clinical, infection control and charting, patients and team, and your questions. About forty-five minutes.", agenda={"start": 0}),
    C("Hi! Thank you so much for having me. I'm Kayla Dunn, RDH. Currently I'm a hygienist and wellness advocate at SmileCore Dental Group."),
    I("Wellness advocate, ok. Tell me a little about your background."),
    C("So I really see myself as more than a hygienist. I'm really passionate about whole-body wellness and the oral-systemic connection, and I love bringing that holistic lens to everything I do in the op.", tag="vague_answer"),
    I("Ok. Let's do clinical. Walk me through a new adult patient's first hygiene visit.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So for me it's all about the patient experience from the moment they sit down. I do a really comprehensive assessment, following best practice, and I really look at the whole person, not just the teeth. Then we co-create a care journey together.", tag="vague_answer", crit=[P1, P2]),
    I("When you say comprehensive, what are you charting, what numbers are you writing down?"),
    C("All the standard things, the perio, the, you know, everything we're supposed to. It's really about being thorough and present with the patient.", tag="vague_answer", crit=[P1]),
    I("Say you find generalized fives and sixes with bleeding. What do you do?"),
    C("I'd recommend quadrant scaling and root planing, so usually two appointments, upper and lower on one side, then the other side. I'd numb them for it, and have them come back in about six weeks to re-probe before we decide on perio maintenance.", crit=[P2]),
    I("Okay. Do you give anesthesia yourself?"),
    C("I'm definitely comfortable with pain management. I believe in a very patient-centric, trauma-informed approach so they feel safe and empowered.", tag="vague_answer", crit=[P2]),
    I("Okay. Infection control and charting. How do you turn over the room between patients?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("Infection control is so important, it's non-negotiable for me. I always follow CDC and OSHA best practice and make sure the operatory is really safe and clean for every patient.", tag="vague_answer", crit=[R1]),
    I("Just so I know, we're open alternate Saturdays, and, um, some people have church stuff, you know, so, are you religious at all? Is that going to be a thing on weekends?", tag="risky_question"),
    C("Oh. Um, I mean, weekends are usually fine for me."),
    I("Okay, great. And what goes in your clinical note after an appointment?"),
    C("I document everything really thoroughly. Documentation is about protecting the patient and the practice, so I make sure it's all captured in the system.", tag="vague_answer", crit=[R2]),
    I("Let's talk patients and team. How do you get someone to change their home care?", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("Education is huge. I really try to empower patients to take ownership of their oral health journey and meet them where they are. It's all about motivational conversations.", tag="vague_answer", crit=[E1]),
    I("What would you actually tell them to do, like at home, tonight?"),
    C("Just, the basics, you know, the right habits. Really every patient is unique so it depends.", tag="vague_answer", crit=[E1]),
    I("And how do you work with the dentist and the front desk?"),
    C("I'm super collaborative. I think synergy across the team is what drives great outcomes, so I'm always aligned with the doctor's vision and I keep communication open.", tag="vague_answer", crit=[E2]),
    I("Okay. What questions do you have for us?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("What's the culture like here? Do you guys do team-building stuff?", tag="candidate_question"),
    I("We do a summer lobster bake and a holiday party, and monthly lunch-and-learns."),
    C("Love that. And is there a bonus structure for hygiene, like production-based?", tag="candidate_question"),
    I("There's a quarterly bonus over a production threshold, I can send you the details. Okay, that's all from me. Thanks for coming in, we'll be in touch by Wednesday.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you so much!"),
]

INTERVIEWS = [
    make("dental-hygienist-strong", FAMILY, "positive",
         {"firstName": "Priya", "lastName": "Castellano", "currentTitle": "Registered Dental Hygienist", "currentCompany": "Casco Bay Periodontics"},
         FAM, strong_turns, "pregnancy_family_plans"),
    make("dental-hygienist-weak", FAMILY, "negative",
         {"firstName": "Kayla", "lastName": "Dunn", "currentTitle": "Dental Hygienist and Wellness Advocate", "currentCompany": "SmileCore Dental Group"},
         FAM, weak_turns, "religion"),
]
