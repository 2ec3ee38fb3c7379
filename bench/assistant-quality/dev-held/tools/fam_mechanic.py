from common import I, C, make

FAMILY = "motor_vehicle_technician"

D1 = "Describes a structured fault-finding sequence from symptom to confirmed root cause"
D2 = "Uses live data, scope readings or wiring diagrams to test rather than swap parts"
D3 = "Checks the repair is fixed before the car goes back to the customer"
S1 = "Follows high-voltage isolation and safe lifting procedures without shortcuts"
S2 = "Records work, parts and advisories accurately on the job card"
T1 = "Gives apprentices specific guidance and checks their work"
T2 = "Explains technical findings to service advisors and customers in plain language"

FAM = {
    "templateTitle": "Workshop manager interview: Senior Vehicle Technician",
    "jobDescription": (
        "Marsh Lane Motors is an independent, family-run garage in Horsforth, Leeds, with six ramps, "
        "a class 4 and 7 MOT bay and a growing number of hybrid and electric customers. We are looking "
        "for a Senior Vehicle Technician to take the harder diagnostic jobs, bring on our two apprentices "
        "and help keep the workshop running to time.\n\n"
        "Responsibilities:\n"
        "- Diagnose engine management, electrical and CAN-bus faults using Autel and Bosch KTS equipment, a PicoScope and manufacturer wiring diagrams\n"
        "- Carry out servicing, cambelts, clutches and dual-mass flywheels, brakes and suspension work to manufacturer schedules\n"
        "- Work safely on hybrid and electric vehicles, including de-energising and proving dead high-voltage systems\n"
        "- Write clear job cards and technician notes in Garage Hive so service advisors can explain the work to customers\n"
        "- Carry out MOT tests when rota'd as a nominated tester\n"
        "- Coach apprentices through day-to-day jobs and check their work before sign-off\n\n"
        "Requirements:\n"
        "- NVQ Level 3 in Light Vehicle Maintenance and Repair or equivalent\n"
        "- At least five years in a busy main-dealer or independent workshop, including diagnostic work\n"
        "- IMI Level 3 hybrid/EV qualification, or willingness to complete it within six months\n"
        "- MOT tester qualification desirable\n"
        "- Full UK driving licence and own hand tools\n\n"
        "Monday to Friday 8:00 to 17:30, one Saturday morning in four, paid overtime."
    ),
    "sections": [
        ("Diagnosis and repair quality", [D1, D2, D3]),
        ("Safety and standards", [S1, S2]),
        ("Workshop teamwork", [T1, T2]),
    ],
    "agenda": [
        {"title": "Welcome and background", "duration": 5, "description": "Introductions, route into the trade, current role."},
        {"title": "Diagnostic work", "duration": 15, "description": "Walk through recent hard faults, tools and test methods."},
        {"title": "Safety and paperwork", "duration": 10, "description": "High-voltage work, lifting, job cards and advisories."},
        {"title": "Working with the team", "duration": 8, "description": "Apprentices, service advisors, customers."},
        {"title": "Candidate questions", "duration": 5, "description": "Candidate's questions and next steps."},
    ],
}

strong_turns = [
    I("Right, hiya, come in, grab a seat. Did you find us alright? The sat nav sends everyone round the back of the Co-op. So, I'm Phil, I run the workshop. Plan is, bit about you, then diagnostic stuff, then safety and paperwork, how you'd get on with the team, and your questions at the end. Forty-odd minutes. That alright?", agenda={"start": 0}),
    C("Yeah, no, found it fine, I parked on the Co-op side actually, so. Thanks for having me. Gareth Lomas, MIMI, I'm er, master tech at Sandford Vauxhall over in Bradford, been there nine years now."),
    I("Go on then, quick run through of how you got here."),
    C("So I did my apprenticeship at the Ford dealer in Halifax, NVQ 3 there, then went independent for about four years, mostly German stuff, Golfs, A3s, the odd Merc. Then Sandford. I did my IMI Level 3 on hybrid and EV in 2021 because we'd started getting Corsa-e's and Mokka-e's in and only one lad was allowed to touch them. MOT tester since 2017, class 4."),
    I("Lovely. Right, diagnostics, that's the bit I care about most honestly. Talk me through a proper pig of a job you've had recently.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("Erm, yeah, there's one from a few weeks back. Astra K, the 1.4 turbo, came in on a recovery truck, intermittent non-start. It'd already been to another garage twice, they'd put a crank sensor and a battery on it. So first I pulled the codes, and there's a P0335 stored, which is what they'd chased, but there was also a U-code, lost comms with the body control module, that nobody had mentioned. So rather than throw another sensor at it, I put the Pico on the crank signal and left it hooked up while I cranked it over and over. When it fired, the signal was lovely. When it didn't, just flat. So I got the circuit up on Autodata and that sensor shares a five-volt reference with the cam sensor and the rail pressure sensor, and when I wiggled the loom by the engine mount the reference dropped to nothing. Harness had chafed through on the mount bracket and was shorting to earth. Soldered and heat-shrinked it, re-routed it with a P-clip so it can't rub again, did a forty-minute road test and then I left it overnight and cold-started it three times the next morning before we rang the customer.", tag="strong_answer", crit=[D1, D2, D3]),
    I("Ha, crank sensor and a battery, classic. So how do you decide when to stop testing and just order the part?"),
    C("Erm... it's, I mean it's a bit of a feel thing really, isn't it. You get to know cars. Sometimes you've just seen it a hundred times so you go with it. Depends on the job, depends on the customer, how much they want to spend. It sort of... varies.", tag="vague_answer", crit=[D2]),
    I("Fair enough. What about the hybrids and EVs, what have you actually done on them?"),
    C("Mainly the Corsa-e, and a fair few Toyota hybrids we get through the trade side. Last one was a Corsa-e with a reduced power warning and an isolation fault logged. So, de-energise procedure off TIS: gloves, the in-date ones, checked for pinholes, pulled the service disconnect and locked it in my own toolbox, waited the ten minutes, then proved dead with the Fluke on the inverter terminals, and I check the meter on a known live source before and after. Then I did insulation resistance on each high-voltage component at 500 volts, and the electric compressor came in at about 200 kilo-ohms, way under spec, everything else was in the megs. New compressor, re-tested, cleared the fault, and I had our other EV-qualified tech watch the reconnection before it was powered back up.", tag="strong_answer", crit=[S1, D1]),
    I("Right, yeah. Let's move on, safety and paperwork. Ramps. I've had two near misses in five years here, both lifting points. How do you go about getting a car up?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("Every car I look up the jacking points if it's something I don't do every day, and on EVs especially, because you stick the arm under where you would on a petrol car and you're into the battery casing. Pads on, lift it about six inches, stop, give it a shove, check all four arms, then up. And the locks go down before I'm under it, doesn't matter if it's a two-minute job. At Sandford one of the young lads had a Kuga up on three pads once and I made him drop it and do it again while I watched.", tag="strong_answer", crit=[S1, T1]),
    I("Good. Job cards. Honestly our service advisors are always moaning they can't read what the techs write."),
    C("Ha, yeah, every garage. I put what I found, what I tested and what the readings were, part numbers, time on and off. So on that Astra: intermittent no-start, crank signal lost on scope, five-volt ref shorted to earth at engine mount, harness repaired and re-routed, road tested 40 minutes, three cold starts OK. Then advisories separate, and with the number, so rear pads three mil, advise within two thousand miles, not just pads worn. We're on Garage Hive at Sandford as well so I attach the scope screenshot to the job.", tag="strong_answer", crit=[S2, T2]),
    I("Right, noted, screenshot on the job. Sorry, random one, just being nosy, you did your apprenticeship at Ford back in, what, late eighties? How many more years do you reckon you've got in you on the tools before you're thinking of packing it in?", tag="risky_question"),
    C("Ha. Well, I'm not going anywhere for a good while, put it that way. I'd rather talk about what I can do for you, to be honest."),
    I("Yeah, course, fair enough, ignore me. Let's talk team. You'd have our two apprentices, Kyle's second year, Amber's just started. What does a day with an apprentice look like with you?", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("I give them a job that's a bit above where they are but not miles above. So a first year, she'd do a set of front discs and pads with me stood there, then the next one on her own, and I check the torques and the pad fitment before the wheels go back on. I make them tell me what they're going to do before they pick a spanner up. My lad at Sandford was stuck on a misfire last year and I didn't give him the answer, I asked him what the fuel trims were telling him, and he worked out it was a split intake boot himself. He's passed his Level 3 since.", tag="strong_answer", crit=[T1]),
    I("And the front desk? How are you with Dawn and Sam when they need something explained to a customer?"),
    C("Oh yeah, I get on with everybody, front desk, customers, whoever. I just talk to them normal, don't I. Keep it simple. Never had any complaints really.", tag="vague_answer", crit=[T2]),
    I("Ok. Say someone's stood at the desk fuming because their car's been here three days. What do you do?"),
    C("I'd go out to them, rather than hide in the back. Had a lady with a Zafira, in four days waiting on a flywheel from Germany. I took her into the workshop and showed her the old one, rocked it so she could hear the clunk, said that's the knock you get when you pull away, the new one's on a van, it lands at ten tomorrow, you'll have the car by three. I rang her at ten to three. She still brings it to me.", tag="strong_answer", crit=[T2]),
    I("Okay, Zafira, flywheel, rang her back. Right, I've hogged it. Over to you, what do you want to know?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("Couple of things. What diagnostic kit have you actually got? Is it just the Autel or have you got a scope and dealer access, like TIS2Web or ODIS?", tag="candidate_question"),
    I("We've got the Autel Ultra, a PicoScope 4425 that frankly nobody uses properly, Bosch KTS for the older stuff, and we buy pay-as-you-go dealer access when we need it."),
    C("A Pico nobody uses, that's music to my ears. And second thing, the EV work, how much is coming in, like per week, is it growing?", tag="candidate_question"),
    I("Three or four a week, mostly Leafs and Niros, and we want to double that. You'd be leading on it."),
    C("Sounds good. Yeah, I'd like that."),
    I("Brilliant. Right, that's us. Dawn'll be in touch by Friday. Thanks for coming in, Gareth.", tag="agenda_transition", agenda={"complete": 4}),
    C("Cheers Phil, thanks for your time."),
]

weak_turns = [
    I("Hiya, come through. Sorry, it's a bit noisy, we've got an impact gun going next door. I'm Phil, workshop manager. We'll do background, diagnostics, safety and paperwork, team, then your questions. About forty minutes. Ok?", agenda={"start": 0}),
    C("Yeah, great, thanks Phil, traffic on the ring road was a nightmare but I'm here. Luca Moretti, technical lead at DriveRight Fleet Solutions."),
    I("So how'd you get into the trade?"),
    C("So it's been a real journey for me across the automotive space. Started out in fast-fit, then moved over to the fleet side, where it's more about driving value and uptime across the whole estate. I'm really passionate about the future of mobility, honestly.", tag="vague_answer"),
    I("Ok. Let's get into diagnostics. Talk me through a hard fault you've had recently.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("Yeah so for me diagnostics is all about taking a holistic approach, you know? You've got to look at the vehicle as a whole system, not just the symptom. I always follow best practice, leverage the tooling we've got and really drill down to root cause. We had some really challenging electrical stuff on the fleet and we just worked through it as a team, very methodical.", tag="vague_answer", crit=[D1, D2]),
    I("Can you give me one vehicle, what the fault was, what you tested?"),
    C("There's so many, honestly, it's hard to pick one. It's more about the mindset. The key thing is not jumping to conclusions, being data-driven, and making sure the customer gets a right-first-time outcome. That's the culture I try and drive.", tag="vague_answer", crit=[D1, D3]),
    I("Ok, right. What kit are you on at DriveRight?"),
    C("We've got a Launch X431 and an Autel on the vans. On the Transits it's mostly reading codes and doing DPF regens. We had a run of Transit Customs with blocked DPFs last winter and I did the forced regens and checked the pressure sensor pipes on those, a couple were split.", crit=[D2]),
    I("Do you use a scope at all?"),
    C("I'm comfortable across the whole diagnostic ecosystem, yeah. Scopes, meters, whatever the job needs. It's about the right tool for the right job.", tag="vague_answer", crit=[D2]),
    I("Ok. Safety and paperwork. Hybrids and EVs, what's your experience there?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("Electrification's massive, it's the future, and I'm really keen to upskill in that space. I've done a lot of awareness around high voltage and I'm very safety-first as a mindset. Best practice, PPE, all of that. Safety's everyone's responsibility at the end of the day.", tag="vague_answer", crit=[S1]),
    I("Sure. Moretti, is that, sorry I'm always curious about names, is that Italian? You've not got an accent, were you born over there or is it your mum and dad?", tag="risky_question"),
    C("Oh, er, it's my grandad's side. I'm from Castleford, so."),
    I("Ha, right. Job cards then. What goes on yours?"),
    C("Documentation's super important for visibility and compliance. I make sure everything's captured in the system so the whole team's aligned and there's a clear audit trail going forward.", tag="vague_answer", crit=[S2]),
    I("Let's talk team. How would you bring on an apprentice?", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("I'm a big believer in empowering people. It's about creating a culture where they feel safe to learn, giving them ownership, being a role model. Mentoring's something I'm really passionate about.", tag="vague_answer", crit=[T1]),
    I("Have you had an apprentice of your own? What did you have them doing?"),
    C("Not formally as such, but I'd say I mentor everyone informally, across the piece really. Whoever needs support, I'm there for them.", tag="vague_answer", crit=[T1]),
    I("And explaining a repair to a customer who isn't a car person?"),
    C("Communication's key. I'd tailor the message to the stakeholder, keep it jargon-free and manage expectations, so it's a positive experience end to end.", tag="vague_answer", crit=[T2]),
    I("Ok. Over to you, any questions?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("Yeah, what does progression look like here? Is there a route into like a workshop controller or a management role?", tag="candidate_question"),
    I("Small place, so not a lot of layers honestly. Senior tech is pretty much top of the tools. Maybe a workshop controller job in a couple of years if we expand."),
    C("Ok. And what's the culture like? Like what are your values as a business?", tag="candidate_question"),
    I("We're a family garage. We like people who fix it right first time and are straight with customers. Right, that's us. Thanks for coming in, Luca, Dawn'll email you by Friday.", tag="agenda_transition", agenda={"complete": 4}),
    C("Great, thanks so much, really appreciate it."),
]

INTERVIEWS = [
    make("mechanic-strong", FAMILY, "positive",
         {"firstName": "Gareth", "lastName": "Lomas", "currentTitle": "Master Technician", "currentCompany": "Sandford Vauxhall, Bradford"},
         FAM, strong_turns, "age"),
    make("mechanic-weak", FAMILY, "negative",
         {"firstName": "Luca", "lastName": "Moretti", "currentTitle": "Automotive Technical Lead", "currentCompany": "DriveRight Fleet Solutions"},
         FAM, weak_turns, "national_origin"),
]
