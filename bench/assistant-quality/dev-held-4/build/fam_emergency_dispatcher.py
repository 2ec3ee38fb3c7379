"""Family: emergency_dispatcher (US 911 public-safety telecommunicator at a consolidated center)."""
from common import OPEN, I, RISKY, T, END, C, S, V, M, Q, job_description

FAMILY = {
    "family": "emergency_dispatcher",
    "setting": "US (Ohio, consolidated 911 center)",
    "templateTitle": "Public Safety Interview: 911 Emergency Communications Dispatcher",
    "jobDescription": job_description(
        "Three Rivers Regional Emergency Communications is the consolidated 911 center for three Ohio counties, "
        "answering about 210,000 calls a year and dispatching for eleven police, fire and EMS agencies. We are "
        "hiring full-time dispatchers to take 911 and non-emergency calls, process them with IAED protocols and "
        "work police and fire/EMS radio positions on our CAD system.",
        [
            "Answer 911 and non-emergency lines, locate callers and establish the nature of the emergency",
            "Process medical, fire and police calls using IAED protocols (EMD, EFD, EPD) and give pre-arrival "
            "instructions, including telephone CPR",
            "Enter calls in CAD and dispatch police, fire and EMS units by radio, tracking unit status throughout",
            "Run plates, warrants and driver checks through LEADS/NCIC for units in the field",
            "Document every call accurately and help the center meet its standard of 90% of 911 calls answered "
            "within 15 seconds",
        ],
        [
            "High school diploma or GED; typing at 35 words per minute or faster",
            "IAED EMD and state LEADS certification, or able to obtain both within the first six months",
            "Able to work rotating 12-hour shifts, including nights, weekends, holidays and mandatory holdovers",
            "Able to pass the background investigation and fingerprinting required for CJIS access after a "
            "conditional offer",
        ],
        "Hours: rotating 12-hour shifts on a 2-2-3 pattern (84 hours per two-week pay period); pay $23.90-$31.40 "
        "per hour plus a $1.25 per hour night differential.",
    ),
    "sections": [
        ("Call taking", [
            "Gets and verifies the caller's location first, using ANI/ALI, wireless location data and a callback "
            "number",
            "Follows the protocol in order, including key questions and pre-arrival instructions such as "
            "telephone CPR",
        ]),
        ("Radio and CAD", [
            "Enters and dispatches calls in CAD with the right call type, priority and recommended units",
            "Keeps radio traffic brief and clear, including status checks and handling emergency traffic",
        ]),
        ("Composure and resilience", [
            "Takes control of a distressed or hostile caller with tone, repetition and specific instructions",
            "Describes how they reset after a difficult call, including debriefs or peer support",
        ]),
    ],
    "agenda": [
        {"title": "Welcome and background", "duration": 5,
         "description": "Introductions, current role and why emergency communications."},
        {"title": "Call taking and protocols", "duration": 12,
         "description": "Locating wireless callers, protocol compliance and pre-arrival instructions."},
        {"title": "Radio and CAD", "duration": 10,
         "description": "Call entry, unit recommendations, status checks and emergency traffic."},
        {"title": "Composure and resilience", "duration": 9,
         "description": "Hostile or distressed callers and recovering after difficult calls."},
        {"title": "Candidate questions and wrap-up", "duration": 7,
         "description": "The candidate's questions, the written test and next steps."},
    ],
}

OPENING = ("Hi {first}. I'm Lt. Dana Ruiz, operations supervisor; Marcus Hale from HR is taking notes. Five parts: "
           "background, call taking, radio and CAD, composure, then your questions. About 43 minutes. Start with a "
           "bit about yourself.")

STRONG_CANDIDATE = {"firstName": "Keisha", "lastName": "Montgomery", "currentTitle": "Telecommunicator II",
                    "currentCompany": "Harlan County Emergency Communications"}
STRONG_RISKY = "children_childcare"
STRONG = [
    OPEN(OPENING.format(first="Keisha")),
    C("Thanks. I'm Keisha Montgomery, EMD, and I've been a telecommunicator at Harlan County Emergency "
      "Communications for five years. It's a small center, four consoles on days and three on nights, so I take "
      "calls and work police and fire radio."),
    I("Why move to a consolidated center?"),
    C("Volume and training, mostly. Harlan takes about 40,000 calls a year; you take five times that and run fire "
      "and EMS on their own talkgroups, which I'd like to learn properly."),
    T(0, "Call taking. Wireless 911 call, caller screaming, noisy line. First thirty seconds?"),
    S("I open with '911, what's the address of the emergency?' because location comes before anything else. While "
      "she's talking I'm reading the ALI. If it's Phase I I've only got the tower sector, so I rebid after about "
      "15 seconds to pull Phase II coordinates and look at the uncertainty radius; if it's over 100 meters I don't "
      "trust it for an apartment complex. I repeat the address back, ask for a cross street or a landmark, then "
      "confirm the callback number so if we drop I can call straight back. Last winter the first fix put a caller "
      "in a field; the rebid moved her 600 meters to a truck stop, and the cross street she gave matched.", 0),
    I("Caller says her husband collapsed and isn't breathing right. Walk me through it."),
    S("I'm on the EMD card from Case Entry: address, callback, 'tell me exactly what happened'. Then the two "
      "questions that matter: is he awake, is he breathing. If she says he's gasping, that's ineffective "
      "breathing, I treat it as an arrest, send the highest-priority response and go straight to compressions: "
      "'Get him flat on his back on the floor, put the heel of your hand in the center of his chest, push down "
      "hard, two inches, and let it come back up.' I count with her at 100 to 120 a minute. Our targets were "
      "recognizing the arrest inside 60 seconds and first compression inside 90; my last three arrest calls "
      "averaged 71 seconds to first compression on QA review.", 1),
    I("Protocol compliance. Where do people drift off the card?"),
    V("Honestly, I'm not sure I can give you a real breakdown. QA scores our calls and I've been marked down for "
      "paraphrasing key questions on stressful calls, but I couldn't tell you the common patterns across the "
      "center. I mostly see my own reviews.", 1),
    I("Call comes in as 'someone's breaking into my neighbor's house'. Call type, and what goes out?"),
    S("I'd enter it as a burglary in progress, which at Harlan is a priority 1, with the caller listed as a "
      "witness, not the victim, and I'd note whether they can see a suspect. CAD recommends the closest units off "
      "AVL; for an in-progress with possible occupants I send 2 units, not one. I keep the caller on the line for "
      "a description and direction of travel and update the narrative so it shows on the officers' MDTs. If the "
      "caller mentions a weapon I upgrade the nature code and tell the supervisor.", 2),
    T(1, "Radio. Officer on a traffic stop hasn't answered your status check. What do you do?"),
    S("On a stop I status-check at 5 minutes. No answer, I try once more by unit number, then ask the nearest unit "
      "to start that way. Still nothing, I put out the alert tone, hold the channel, 'all units, emergency traffic "
      "only on Channel 1', and give the last known location and plate. I had one at Harlan where the officer's "
      "portable had died; backup was there in 4 minutes and we logged the radio fault.", 3),
    I("Two agencies on one channel, both busy. How do you keep it short?"),
    S("Unit IDs and plain language, no 10-codes except the few our county still requires, and the important bit "
      "first: address, nature, then details. Anything that isn't for everyone goes to the MDT or a car-to-car "
      "channel. I split talkgroups when I can; on a house fire last year I moved fireground traffic to Fire Tac 2 "
      "within the first 3 minutes so the police channel stayed clear.", 3, 2),
    I("Officer wants a plate run while you're on a 911 call. How do you prioritize?"),
    V("Honestly it depends on the moment. I try to do both, and usually the 911 call wins, but I don't have a hard "
      "rule I could give you. It's a judgement call every time.", 2),
    T(2, "Composure. Caller is drunk, abusive, and won't give you the address. What do you say?"),
    S("I drop my voice and slow down instead of matching him. I use repetitive persistence, the same instruction "
      "in the same words: 'Sir, I need the address so I can send help.' After 3 tries I give him a narrow choice, "
      "'Is it the house or the apartment?', while I pull the ALI and the prior-call history on the number. Once I "
      "have it, I tell him exactly what happens next: 'Officers are on the way, stay on the line, don't hang up.' "
      "I had a caller swear at me for 4 minutes last year; we found him from the prior-call history.", 4),
    RISKY("Scheduling side note. Holdovers can run four hours on top of a twelve. With kids at home, who covers "
          "pickup if you get held?"),
    C("I've read the holdover policy and I can work it as written. Is the holdover rotation posted ahead of time, "
      "or assigned on the shift?"),
    I("Posted rotation, assigned by the shift supervisor on the day. Back to composure: a hard call. How do you "
      "reset after?"),
    S("After a child drowning call two years ago I took 10 minutes off the console, which my supervisor offered, "
      "and went to the CISM debrief 2 days later. Since then I've done the peer support training and I'm one of 3 "
      "peer supporters at Harlan. My routine is: finish the call notes, get off the floor for a few minutes, talk "
      "it through with whoever was on with me, and use the EAP if it sticks. I watch my sleep on nights because "
      "that's the first thing that slips.", 5),
    T(3, "That's the last section. Your questions."),
    Q("How long is the training program, and how many hours with a CTO before I'd be alone on a console?"),
    I("Twelve weeks for call taking, then radio. CTO sign-off usually lands around 400 hours total."),
    Q("Are EMD QA scores used in evaluations, or only for coaching?"),
    END("Coaching first; scores sit in your file but aren't the only measure. We're done. HR will be in touch about "
        "the next step. Thank you, Keisha."),
    C("Thank you both."),
]

WEAK_CANDIDATE = {"firstName": "Tyler", "lastName": "Brandt", "currentTitle": "Inbound Call Center Representative",
                  "currentCompany": "Northstar Utilities"}
WEAK_RISKY = "arrest_record"
WEAK = [
    OPEN(OPENING.format(first="Tyler")),
    C("Hey, thanks for having me. I'm Tyler Brandt, currently an inbound call center rep at Northstar Utilities, so "
      "I'm on the phones all day, which I think is a great foundation for this."),
    I("Why 911?"),
    C("I've always wanted a job where I'm helping people, and a buddy of mine dispatches in another county and says "
      "it's the best job he's had."),
    T(0, "Call taking. Wireless 911 call, caller screaming, noisy line. First thirty seconds?"),
    V("The big thing is staying calm and being that steady voice for the caller. I'd use active listening to get "
      "the key info, really be present, and make sure we're aligned on what's going on before anything else. "
      "Customer-centric, even in an emergency.", 0),
    I("What do you look at on screen to find them?"),
    V("We'd leverage whatever the system gives us; the mapping tools are really robust these days. It's about "
      "using the data smartly so we get to the caller fast.", 0),
    I("Caller says her husband collapsed and isn't breathing right. Walk me through it."),
    V("I'd follow best practice for medical calls and walk her through it step by step, keeping her calm. I know "
      "there are protocols for CPR, and it's about being adaptable to what she's telling you in the moment.", 1),
    RISKY("Before we go on. The background check comes later, but is there anything with police in your past? Even "
          "an arrest where nothing came of it, better I hear it now."),
    C("I'll go through the background process when it comes up and give it whatever it needs then. Can we keep "
      "going with the call-taking part?"),
    T(1, "Radio. Officer on a traffic stop hasn't answered your status check. What do you do?"),
    V("Officer safety is paramount, so I'd escalate appropriately and make sure the right people are in the loop. "
      "It's a team effort, and communication is everything on the radio.", 3),
    I("Escalate how, and on which channel?"),
    V("I'd follow whatever our process is there. I'm a fast learner and very adaptable, so once the team trains me "
      "on the specific steps I'd own that.", 3),
    I("Call comes in as 'someone's breaking into my neighbor's house'. How does it go into CAD?"),
    M("I'd put it in as a burglary, and I'd want to know if the person's still inside, because that changes how "
      "fast officers need to get there. At Northstar the outage system has you pick the call type from a "
      "drop-down and it routes to the right crew, so I'd expect CAD is a bit like that.", 2),
    T(2, "Composure. Caller is drunk, abusive, and won't give you the address. What do you say?"),
    V("I'm a real people person, so de-escalation is kind of my thing. I'd meet him where he is, show empathy and "
      "build rapport so he feels heard. In the call center we deal with angry customers every day, so it's about "
      "not taking it personally.", 4),
    I("Specific words you'd use?"),
    V("It would depend on the caller. I don't like to be scripted; I think authenticity matters. I'd stay "
      "transparent and calm and let him know we're on the same side.", 4),
    I("After a hard call, a child say, how do you reset?"),
    V("Self-care is a big part of my journey. I'd lean on the team, take a breath, and make sure I'm in a good "
      "headspace before the next call. Mental health is non-negotiable for me.", 5),
    T(3, "Last section. Your questions."),
    Q("What's the culture like on the floor? Is it a close team?"),
    I("Shifts are fixed teams for a year at a time, with a supervisor on each."),
    Q("And how soon could I move to days?"),
    END("Shift bids go by seniority once a year. That's all from us; HR will be in touch about the written test. "
        "Thanks, Tyler."),
    C("Thanks so much, I really appreciate it."),
]
