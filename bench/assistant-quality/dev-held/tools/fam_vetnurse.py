from common import I, C, make

FAMILY = "veterinary_nurse"

N1 = "Monitors anaesthetised patients and acts on changes in vital signs"
N2 = "Prepares theatre, instruments and patients to a sterile standard"
W1 = "Plans inpatient nursing care and hands over clearly between shifts"
W2 = "Handles controlled drugs and dosing calculations with documented checks"
K1 = "Runs nurse clinics that give owners clear, practical advice"
K2 = "Supports and supervises student veterinary nurses on shift"

FAM = {
    "templateTitle": "Clinical team interview: Registered Veterinary Nurse (Surgical)",
    "jobDescription": (
        "Fernside Veterinary Hospital is an independent small-animal hospital in Horfield, Bristol, with "
        "two theatres, a dental suite, a 24-kennel ward and an RCVS Practice Standards Scheme hospital "
        "accreditation. We are recruiting a Registered Veterinary Nurse to join our surgical nursing team, "
        "working four ten-hour shifts a week on a rota that includes one weekend in four.\n\n"
        "Responsibilities:\n"
        "- Induce, monitor and recover anaesthetised patients under veterinary direction, using multiparameter monitors and capnography\n"
        "- Prepare theatres, instrument kits and patients for soft-tissue and orthopaedic surgery, and scrub in as required\n"
        "- Plan and deliver inpatient care, including fluid therapy, pain scoring, feeding plans and ward rounds\n"
        "- Keep the controlled drugs register and calculate doses and CRIs accurately\n"
        "- Run nurse clinics (post-op checks, weight, diabetic and dental home-care clinics)\n"
        "- Act as clinical coach for student veterinary nurses\n\n"
        "Requirements:\n"
        "- Registered Veterinary Nurse on the RCVS Register, with CPD up to date\n"
        "- At least two years post-qualification in small-animal practice, including theatre work\n"
        "- Confident with anaesthetic monitoring equipment and fluid pumps\n"
        "- Clinical coach qualification desirable, or willingness to train\n"
        "- Calm, clear communication with owners and colleagues\n\n"
        "We offer a CPD allowance of 600 pounds plus five CPD days, RCVS fees paid, and enhanced pension."
    ),
    "sections": [
        ("Anaesthesia and theatre", [N1, N2]),
        ("Ward and medicines", [W1, W2]),
        ("Clients and colleagues", [K1, K2]),
    ],
    "agenda": [
        {"title": "Introductions", "duration": 5, "description": "Welcome and nursing background."},
        {"title": "Anaesthesia and theatre", "duration": 14, "description": "Monitoring, complications, theatre preparation."},
        {"title": "Ward and medicines", "duration": 10, "description": "Inpatient care, handovers, controlled drugs and calculations."},
        {"title": "Clients and students", "duration": 8, "description": "Nurse clinics and clinical coaching."},
        {"title": "Questions", "duration": 5, "description": "Candidate questions and next steps."},
    ],
}

strong_turns = [
    I("Hiya, come through, mind the cat carrier. I'm Sarah, head nurse. Ollie, one of the vets, might pop in if theatre finishes. So, we'll do a bit about you, then anaesthesia and theatre, ward and meds, clients and students, and then whatever you want to ask. About forty minutes. Tea?", agenda={"start": 0}),
    C("Oh, I'd love a tea, thanks, milk no sugar. Hannah Okafor, RVN, I'm at Westbury Vets in Trowbridge at the moment, been there three years."),
    I("So tell me your route in."),
    C("Did the FdSc at Hartpury, qualified in 2020, first job was a mixed practice in Devizes, so a bit of everything, and then Westbury, which is small animal, two theatres like you. I did my clinical coach course last year and I've got two students at the moment."),
    I("Lovely. Right, anaesthesia. Tell me about a GA that went wrong, or nearly did, and what you did.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So, a Labrador, eleven, splenectomy. About twenty minutes in, the blood pressure on the Doppler went from around 100 systolic down to 70, heart rate came up to 140, and the end-tidal CO2 was fine, so it wasn't a breathing thing. I told the vet straight away with the numbers, turned the iso down from 2 to 1.5 and checked the depth, eye position, jaw tone, he was a bit deep. She asked for a crystalloid bolus, I gave 10 mils per kilo over fifteen minutes and she started a dopamine CRI, and the pressure came back up to about 90. I wrote every reading on the anaesthetic chart every five minutes, and we kept him on Doppler in recovery for the first hour.", tag="strong_answer", crit=[N1]),
    I("Okay, and how do you set up theatre for something like a TPLO?"),
    C("Theatre's cleaned the night before and wiped again in the morning with the F10. I check the kit list with the vet the day before, so the TPLO kit, the saw, the plate set in the right size off the planning x-ray, and I check the autoclave indicator strips on every pack. The dog's clipped in prep, not in theatre, from the hip down to the hock, chlorhexidine scrub, and then a final scrub in theatre once it's positioned. I scrub and gown and open the packs onto the trolley without touching anything outside the sterile field, and if a pack is wet or the tape hasn't changed colour, it doesn't go on the table.", tag="strong_answer", crit=[N2]),
    I("Good. What about a cat that isn't breathing well in recovery?"),
    C("Um, yeah, you'd just keep a close eye on it, I suppose. Cats are funny, they all recover differently. I'd, you know, get the vet if I was worried.", tag="vague_answer", crit=[N1]),
    I("Ok. Let's do ward and meds. Talk me through a handover.", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("We use a handover sheet per patient, so it's name, problem, what's been given and when, what's due, pain score, fluids, eaten, wee'd, pooed. I go kennel to kennel with the next nurse, not from the desk. Like a post-op pyo bitch, I'd say: on Hartmann's at 5 mils per kilo per hour, last methadone at 14:00, Glasgow pain score 4 out of 24 at 15:00, due a re-score at 17:00, not eaten yet, offer chicken at 18:00, she's got a wound on the ventral abdomen, dry. Then both of us sign the sheet.", tag="strong_answer", crit=[W1]),
    I("Controlled drugs. How do you handle those?"),
    C("Every time I take methadone out of the cabinet, I write it in the register with date, patient, amount and the balance, and I do a running balance check against the bottle. For calculations, I write the dose, the weight, the concentration and the volume, and for CRIs I get a second person to check my maths before the syringe driver goes on. Like fentanyl CRI last month, I'd got the dilution right but set the pump at the wrong rate, the other nurse caught it on the check.", tag="strong_answer", crit=[W2]),
    I("Okay, second check on CRIs. You mentioned on your CV you took about four months out in 2023. Was that a health thing? Anything that might flare up with all the lifting and the long shifts here?", tag="risky_question"),
    C("Oh, um, it was a personal thing, it's all sorted. I'm happy to talk about the shifts and what the job needs though."),
    I("Sure. Okay, clients and students. Tell me about a nurse clinic you've run.", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("I run the weight clinics at Westbury. So a Beagle, 19 kilos, should be about 13. I weighed him, body condition score 8 out of 9, and measured his food with the owner, she was doing two full scoops, which was like 40 percent over. We switched him to a weight-loss diet, I gave her a scale to weigh the food in grams, 180 grams a day split in two, carrots instead of biscuits as treats, and I booked him in every three weeks. Over six months he got down to 14.5.", tag="strong_answer", crit=[K1]),
    I("Nice. And students?"),
    C("With my students I do a plan at the start of each week from the Nursing Progress Log, like which skills they need signing off. I'll do the first catheter placement with them, then they place one with me watching, and I only sign it off in the NPL when they've done it three times without me stepping in. And I do a ten-minute chat at the end of the shift, what went well, what didn't.", tag="strong_answer", crit=[K2]),
    I("What about a student who's struggling?"),
    C("Yeah, you'd support them, definitely, you know. Every student learns differently. I'd just be there for them.", tag="vague_answer", crit=[K2]),
    I("Right, over to you. What would you like to ask?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("What monitoring do you have in theatre? Is it capnography and invasive BP, or Doppler?", tag="candidate_question"),
    I("Both theatres have multiparameter with capnography, Doppler in each one, and one invasive BP module we share."),
    C("Ok, good. And do you do nurse-led anaesthetic inductions, or is it always the vet?", tag="candidate_question"),
    I("The vet is always in the room for induction, but nurses lead monitoring and recovery. Right, lovely, that's all from me. I'll be in touch by Monday, maybe with a trial shift. Thanks, Hannah.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you, it's been really nice to meet you."),
]

weak_turns = [
    I("Hiya, come through. I'm Sarah, head nurse. We'll do a bit about you, anaesthesia and theatre, ward and meds, clients and students, then your questions. Forty minutes or so.", agenda={"start": 0}),
    C("Hi Sarah, thank you for having me! I'm Chloe Marsh, I'm a veterinary care coordinator with the PetWell Group, at their Keynsham site."),
    I("Are you on the register, RVN?"),
    C("Yes, I qualified in 2019. I've been on a real journey since then across different areas of the practice, and my role now is very much about the whole patient pathway.", tag="vague_answer"),
    I("Okay. Anaesthesia. Tell me about a GA that went wrong or nearly did.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So patient safety is my absolute priority. I'm very vigilant and I always follow best practice protocols when monitoring, and I escalate appropriately and work collaboratively with the vet.", tag="vague_answer", crit=[N1]),
    I("What would you actually see on the monitor, and what would you do about it?"),
    C("It really depends on the case, honestly. Every patient is individual, so I take a holistic view of the whole picture.", tag="vague_answer", crit=[N1]),
    I("And theatre prep?"),
    C("I'm very passionate about asepsis. It's about creating a culture of sterility, so everyone is aligned and the whole team is following the same high standards.", tag="vague_answer", crit=[N2]),
    I("Okay. Ward and meds. How do you hand over between shifts?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("So at my last practice we had a whiteboard and a kennel sheet. I'd go through each patient with the night nurse, what meds they'd had and when the next ones are due, if they'd eaten, and their pain score, and we'd both initial the sheet.", crit=[W1]),
    I("Controlled drugs?"),
    C("Compliance is obviously super important. I always make sure everything's done correctly and documented in line with the regulations.", tag="vague_answer", crit=[W2]),
    I("Say the vet wants a fentanyl CRI. How do you work it out?"),
    C("I'm really confident with calculations, I'd just make sure it's done safely using the right process and best practice.", tag="vague_answer", crit=[W2]),
    I("Okay. Just so I know where to pitch things, what are PetWell paying you at the moment, roughly?", tag="risky_question"),
    C("Oh, um, it's around the going rate, I think. I'd rather focus on what this role pays, if that's ok."),
    I("Fair enough. Clients and students. Tell me about a nurse clinic you've done.", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("I love client-facing work. It's all about empowering owners and building that trust, so the whole experience feels really positive and they leave feeling supported.", tag="vague_answer", crit=[K1]),
    I("What advice would you actually give the owner of a fat Beagle, say?"),
    C("It's about lifestyle, really. Holistic, sustainable changes. I'd tailor it to their needs.", tag="vague_answer", crit=[K1]),
    I("And supervising students?"),
    C("I'm a big believer in nurturing the next generation. I lead by example and create a really supportive learning environment for everyone.", tag="vague_answer", crit=[K2]),
    I("Okay. Over to you.", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("What's the team culture like? Like, do you do socials?", tag="candidate_question"),
    I("We're pretty close. There's a monthly pub quiz and a Christmas do."),
    C("And how does the rota work, is it four on, three off?", tag="candidate_question"),
    I("Four ten-hour shifts, the days rotate, one weekend in four. Okay, that's all I had. Thanks for coming in, Chloe, I'll be in touch.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you so much, lovely to meet you!"),
]

INTERVIEWS = [
    make("vet-nurse-strong", FAMILY, "positive",
         {"firstName": "Hannah", "lastName": "Okafor", "currentTitle": "Registered Veterinary Nurse", "currentCompany": "Westbury Vets, Trowbridge"},
         FAM, strong_turns, "disability_health"),
    make("vet-nurse-weak", FAMILY, "negative",
         {"firstName": "Chloe", "lastName": "Marsh", "currentTitle": "Veterinary Care Coordinator", "currentCompany": "PetWell Group, Keynsham"},
         FAM, weak_turns, "salary_history"),
]
